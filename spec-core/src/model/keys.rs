//! The key names of every spec object, declared once, in the spec format's order (the order
//! specs are written in and the JSON Schema lists them in).
//!
//! The reader matches these, "did you mean" suggests from them, a test checks that the
//! serialiser writes keys in this order, and another that the JSON Schema declares exactly these
//! properties.
//!
//! A new spec field: its key here, its field in `model/spec.rs`, its reading in `reader/spec.rs`
//! and its place in `schema/component-spec.schema.json`;
//! `the_json_schema_declares_exactly_the_key_lists`, `serialisation_follows_the_key_lists` and the
//! schema-agreement corpus fail until the four agree.

/// Top-level keys of a spec (`$schema` is allowed at the top only).
pub const SPEC: &[&str] = &[
    "$schema",
    "name",
    "description",
    "category",
    "complexity",
    "props",
    "variants",
    "defaultVariants",
    "slots",
    "anatomy",
    "tokenMapping",
    "states",
    "events",
    "dependencies",
    "accessibility",
    "guidelines",
];
/// Keys of a prop.
pub const PROP: &[&str] = &["name", "type", "required", "default", "description"];
/// Keys of a variant axis.
pub const VARIANT: &[&str] = &["name", "values", "description"];
/// Keys of a slot.
pub const SLOT: &[&str] = &["name", "description", "required"];
/// Keys of an anatomy part.
pub const ANATOMY_PART: &[&str] = &["name", "description", "required"];
/// Keys of an event.
pub const EVENT: &[&str] = &["name", "description", "required"];
/// Keys of the accessibility object.
pub const ACCESSIBILITY: &[&str] = &["role", "ariaAttributes", "keyboardInteractions"];
/// Keys of a keyboard interaction.
pub const KEYBOARD_INTERACTION: &[&str] = &["key", "description"];

/// Whether `key` is a vendor extension, allowed on every object with fixed keys.
pub fn is_extension(key: &str) -> bool {
    key.starts_with("x-")
}
