//! The typed spec reader: a strict-JSON tree → [`ComponentSpec`], reporting every schema
//! violation at its node and carrying on.
//!
//! It enforces exactly what the JSON Schema (`schema/component-spec.schema.json`) says; a test
//! feeds both a corpus of valid and broken specs and requires the same verdicts. When the schema
//! changes, this file changes with it.

use std::ops::Range;
use std::sync::{Arc, OnceLock};

use crate::ordered::OrderedMap;

use super::json::{self, Json, JsonKind, Member, to_json_value};
use super::path::Path;
use super::source_map::SourceMap;
use super::suggest::{did_you_mean, list};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity, SourceFile};
use crate::model::{
    Accessibility, AnatomyPart, Complexity, ComponentSpec, Event, Extensions, KeyboardInteraction,
    Prop, Slot, Variant, keys,
};
use crate::rules::RuleId;

/// A spec read from a file: the model, where each of its values sits, and how many errors the
/// file had.
#[derive(Debug, Clone)]
pub struct SpecDocument {
    /// The file it was read from.
    pub file: Arc<SourceFile>,
    /// The model. When [`SpecDocument::errors`] is not zero it is partial: values that were
    /// wrong took their defaults, and list items missing a required key were left out.
    pub spec: ComponentSpec,
    /// Number of errors reported while reading this file.
    pub errors: usize,
    /// Built on first use: most documents are valid and never need it.
    spans: OnceLock<SourceMap>,
    /// The tokenMapping parsed, on first use (the checks that run on the thread that read the
    /// spec): every later reader shares that parse.
    #[cfg(feature = "validate")]
    mapping: OnceLock<crate::token_mapping::ParsedMapping>,
}

impl SpecDocument {
    /// Byte ranges of every key and value of the file, by JSON Pointer.
    pub fn spans(&self) -> &SourceMap {
        self.spans
            .get_or_init(|| SourceMap::build(self.file.text()))
    }

    /// The location of the value at `pointer` (the root object when the file has no such node).
    pub fn location(&self, pointer: &str) -> Location {
        let spans = self.spans();
        let span = spans
            .get(pointer)
            .or_else(|| spans.get(""))
            .map(|node| node.value.clone());
        Location::new(&self.file, span.unwrap_or(0..0))
    }

    /// The tokenMapping's entries, each parsed once for every reader (the grammar is in
    /// [`crate::token_mapping`]). The parse is of the spec as read: a document whose
    /// `spec.token_mapping` is changed afterwards must be read again.
    #[cfg(feature = "validate")]
    pub fn mapping(&self) -> impl Iterator<Item = crate::token_mapping::MappingEntry<'_>> {
        let mapping = &self.spec.token_mapping;
        self.mapping
            .get_or_init(|| crate::token_mapping::ParsedMapping::parse(mapping))
            .entries(mapping)
    }

    /// The location of the key at `pointer`, or of its value when it has no key.
    pub fn key_location(&self, pointer: &str) -> Location {
        match self.spans().get(pointer).and_then(|node| node.key.clone()) {
            Some(span) => Location::new(&self.file, span),
            None => self.location(pointer),
        }
    }
}

/// Reads a spec file. Every problem is reported to `diags`; `None` only when the file is not
/// JSON, exceeds a limit, or is not a JSON object.
///
/// ```
/// use uispec_core::{Diagnostics, SourceFile, read_spec};
///
/// let file = SourceFile::new("specs/button.json", r#"{"name": "Button", "complexity": "hard"}"#);
/// let mut diags = Diagnostics::new();
/// let doc = read_spec(&mut diags, &file).expect("a JSON object");
/// assert_eq!(doc.spec.name, "Button");
/// assert_eq!(doc.errors, 1);
/// assert!(diags.as_slice()[0].help.as_deref().unwrap().contains("`simple`, `moderate`, `complex`"));
/// ```
pub fn read_spec(diags: &mut Diagnostics, file: &Arc<SourceFile>) -> Option<SpecDocument> {
    let (before, errors_before) = (diags.as_slice().len(), diags.count(Severity::Error));
    let mut root = json::parse(diags, file, json::Vocabulary::Specs)?;
    let spec = Reader { diags, file }.spec(&mut root);
    // Structural findings (duplicate keys) come from an earlier pass: show them in file order.
    diags.sort_from(before);
    let errors = diags.count(Severity::Error) - errors_before;
    Some(SpecDocument {
        file: Arc::clone(file),
        spec: spec?,
        errors,
        spans: OnceLock::new(),
        #[cfg(feature = "validate")]
        mapping: OnceLock::new(),
    })
}

/// What the reader knows of one kind of object.
struct Shape {
    /// How messages name it: "unknown key `x` in a prop".
    what: &'static str,
    /// What a value of another type is reported as not being: "expected a prop object".
    expected: &'static str,
    /// The help line for a value of another type.
    example: &'static str,
    /// Its keys ([`keys`]).
    keys: &'static [&'static str],
    /// Its required keys, each with an example value for the help line.
    required: &'static [(&'static str, &'static str)],
}

const SPEC: Shape = Shape {
    what: "the spec",
    expected: "a spec object",
    example: "a spec is a JSON object with at least a name: {\"name\": \"Button\"}",
    keys: keys::SPEC,
    required: &[("name", "\"MyComponent\"")],
};
const PROP: Shape = Shape {
    what: "a prop",
    expected: "a prop object",
    example: "write a prop as {\"name\": \"label\", \"type\": \"string\"}",
    keys: keys::PROP,
    required: &[("name", "\"disabled\""), ("type", "\"boolean\"")],
};
const VARIANT: Shape = Shape {
    what: "a variant",
    expected: "a variant object",
    example: "write an axis as {\"name\": \"size\", \"values\": [\"sm\", \"md\"]}",
    keys: keys::VARIANT,
    required: &[("name", "\"size\""), ("values", "[\"sm\", \"md\", \"lg\"]")],
};
const SLOT: Shape = Shape {
    what: "a slot",
    expected: "a slot object",
    example: "write a slot as {\"name\": \"icon\"}",
    keys: keys::SLOT,
    required: &[("name", "\"icon\"")],
};
const ANATOMY_PART: Shape = Shape {
    what: "an anatomy part",
    expected: "an anatomy part object",
    example: "write a part as {\"name\": \"root\"}",
    keys: keys::ANATOMY_PART,
    required: &[("name", "\"root\"")],
};
const EVENT: Shape = Shape {
    what: "an event",
    expected: "an event object",
    example: "write an event as {\"name\": \"onClick\"}",
    keys: keys::EVENT,
    required: &[("name", "\"onClick\"")],
};
const ACCESSIBILITY: Shape = Shape {
    what: "accessibility",
    expected: "an accessibility object",
    example: "write it as {\"role\": \"button\", \"keyboardInteractions\": []}",
    keys: keys::ACCESSIBILITY,
    required: &[],
};
const KEYBOARD_INTERACTION: Shape = Shape {
    what: "a keyboard interaction",
    expected: "a keyboard interaction object",
    example: "write it as {\"key\": \"Enter\", \"description\": \"Activates it\"}",
    keys: keys::KEYBOARD_INTERACTION,
    required: &[("key", "\"Enter\""), ("description", "\"Activates it\"")],
};

const NULL_HELP: &str =
    "`null` is only allowed as a prop's `default`; remove the key to use its default";
const BOOLEAN_HELP: &str = "write `true` or `false`, without quotes";

struct Reader<'d> {
    diags: &'d mut Diagnostics,
    file: &'d Arc<SourceFile>,
}

impl Reader<'_> {
    fn report(&mut self, span: Range<usize>, message: String, label: &str, help: Option<String>) {
        let mut diagnostic =
            Diagnostic::new(RuleId::SPEC_SCHEMA, Location::new(self.file, span), message)
                .with_label(label);
        diagnostic.help = help;
        self.diags.push(diagnostic);
    }

    fn type_error(&mut self, value: &Json, path: &Path<'_>, expected: &str, help: &str) {
        let place = if path.is_root() {
            String::new()
        } else {
            format!(" for `{}`", path.display())
        };
        let help = match value.kind {
            JsonKind::Null => NULL_HELP,
            _ => help,
        };
        self.report(
            value.span.clone(),
            format!("expected {expected}{place}, found {}", value.kind_name()),
            &format!("expected {expected}"),
            Some(help.to_owned()),
        );
    }

    /// Reads an object of `shape`: unknown keys are reported, `x-*` keys go to `extensions`,
    /// and each known member is handed to `member` with its path. False when the value is not
    /// an object or a required key is missing (the caller then leaves the item out).
    fn object(
        &mut self,
        value: &mut Json,
        path: &Path<'_>,
        shape: &Shape,
        extensions: &mut Extensions,
        mut member: impl FnMut(&mut Self, &str, &mut Json, &Path<'_>),
    ) -> bool {
        let start = value.span.start;
        let Some(members) = value.members_mut() else {
            self.type_error(value, path, shape.expected, shape.example);
            return false;
        };
        for prop in members.iter_mut() {
            let key = prop.key.as_ref();
            if shape.keys.contains(&key) {
                member(self, key, &mut prop.value, &path.key(key));
            } else if keys::is_extension(key) {
                extensions.insert(key.to_owned(), to_json_value(&prop.value, self.file.text()));
            } else {
                self.unknown_key(key, prop.key_span.clone(), path, shape);
            }
        }
        self.require(start, members, path, shape)
    }

    fn unknown_key(&mut self, key: &str, span: Range<usize>, path: &Path<'_>, shape: &Shape) {
        let help = if let Some(suggestion) = did_you_mean(key, shape.keys) {
            format!("did you mean `{suggestion}`?")
        } else if path.is_root() && keys::ACCESSIBILITY.contains(&key) {
            format!("`{key}` belongs inside `accessibility`: \"accessibility\": {{\"{key}\": ...}}")
        } else {
            format!(
                "the keys of {} are {}; vendor extensions start with `x-`",
                shape.what,
                list(shape.keys)
            )
        };
        self.report(
            span,
            format!("unknown key `{key}` in {}", shape.what),
            "unknown key",
            Some(help),
        );
    }

    /// Reports the required keys of `shape` missing from the object starting at `start`; true
    /// when none is missing.
    fn require(
        &mut self,
        start: usize,
        members: &[Member],
        path: &Path<'_>,
        shape: &Shape,
    ) -> bool {
        let missing: Vec<(&str, &str)> = shape
            .required
            .iter()
            .copied()
            .filter(|(key, _)| !members.iter().any(|m| m.key == *key))
            .collect();
        if missing.is_empty() {
            return true;
        }
        let keys = list(&missing.iter().map(|(key, _)| *key).collect::<Vec<_>>());
        let example = missing
            .iter()
            .map(|(key, value)| format!("\"{key}\": {value}"))
            .collect::<Vec<_>>();
        let place = if path.is_root() {
            "the spec".to_owned()
        } else {
            format!("`{}`", path.display())
        };
        let noun = if missing.len() == 1 { "key" } else { "keys" };
        self.report(
            start..start + 1,
            format!("missing required {noun} {keys} in {place}"),
            &format!("this object has no {keys}"),
            Some(format!("add {}", example.join(", "))),
        );
        false
    }

    fn string(&mut self, value: &mut Json, path: &Path<'_>, help: &str) -> Option<String> {
        match &mut value.kind {
            // Moved out of the tree, which is dropped after reading: no copy.
            JsonKind::String(text) => Some(std::mem::take(text).into_owned()),
            _ => {
                self.type_error(value, path, "a string", help);
                None
            }
        }
    }

    /// A free-text string: any string is fine, so a wrong type needs no example.
    fn text(&mut self, value: &mut Json, path: &Path<'_>) -> Option<String> {
        self.string(value, path, "write text in double quotes")
    }

    /// A string that must not be empty (names, types, keys).
    fn non_empty(&mut self, value: &mut Json, path: &Path<'_>, help: &str) -> String {
        match self.string(value, path, help) {
            Some(text) if text.is_empty() => {
                self.report(
                    value.span.clone(),
                    format!("`{}` must not be empty", path.display()),
                    "empty string",
                    Some(help.to_owned()),
                );
                text
            }
            text => text.unwrap_or_default(),
        }
    }

    fn boolean(&mut self, value: &Json, path: &Path<'_>) -> Option<bool> {
        match value.kind {
            JsonKind::Bool(value) => Some(value),
            _ => {
                self.type_error(value, path, "a boolean", BOOLEAN_HELP);
                None
            }
        }
    }

    fn array<T>(
        &mut self,
        value: &mut Json,
        path: &Path<'_>,
        expected: &str,
        help: &str,
        mut item: impl FnMut(&mut Self, &mut Json, &Path<'_>) -> Option<T>,
    ) -> Vec<T> {
        let Some(elements) = value.as_array_mut() else {
            self.type_error(value, path, expected, help);
            return Vec::new();
        };
        let mut items = Vec::with_capacity(elements.len());
        for (index, element) in elements.iter_mut().enumerate() {
            items.extend(item(self, element, &path.index(index)));
        }
        items
    }

    fn string_array(&mut self, value: &mut Json, path: &Path<'_>, help: &str) -> Vec<String> {
        self.array(value, path, "an array of strings", help, |r, v, p| {
            r.string(v, p, help)
        })
    }

    /// [`Self::string_array`] whose items must differ (`uniqueItems` in the schema): a repeat
    /// is reported at the repeat and left out of the model.
    fn unique_strings(&mut self, value: &mut Json, path: &Path<'_>, help: &str) -> Vec<String> {
        let mut repeats = repeated_strings(value).into_iter().peekable();
        let mut next = 0;
        self.array(value, path, "an array of strings", help, |r, v, p| {
            let index = next;
            next += 1;
            if repeats.next_if_eq(&index).is_none() {
                return r.string(v, p, help);
            }
            r.report(
                v.span.clone(),
                format!(
                    "`{}` appears twice in `{}`",
                    v.as_str().unwrap_or_default(),
                    path.display()
                ),
                "repeated",
                Some("remove the repeat: each value is listed once".to_owned()),
            );
            None
        })
    }

    fn string_map(
        &mut self,
        value: &mut Json,
        path: &Path<'_>,
        help: &str,
    ) -> OrderedMap<String, String> {
        let Some(members) = value.members_mut() else {
            self.type_error(value, path, "an object", help);
            return OrderedMap::new();
        };
        // Reserved whole, index included: a tokenMapping of forty entries is indexed, and
        // growing the index entry by entry showed in profiles.
        let mut map = OrderedMap::new();
        map.reserve(members.len());
        for prop in members.iter_mut() {
            let key = prop.key.as_ref();
            if let Some(text) = self.string(&mut prop.value, &path.key(key), help) {
                map.insert(std::mem::take(&mut prop.key).into_owned(), text);
            }
        }
        map
    }

    fn spec(&mut self, root: &mut Json) -> Option<ComponentSpec> {
        let mut spec = ComponentSpec::new(String::new());
        let mut extensions = Extensions::new();
        self.object(
            root,
            &Path::Root,
            &SPEC,
            &mut extensions,
            |r, key, value, path| match key {
                "$schema" => spec.schema = r.text(value, path),
                "name" => {
                    spec.name = r.non_empty(
                        value,
                        path,
                        "give the component its name in PascalCase, e.g. \"Button\"",
                    )
                }
                "description" => spec.description = r.text(value, path),
                "category" => spec.category = r.text(value, path),
                "complexity" => spec.complexity = r.complexity(value, path).unwrap_or_default(),
                "props" => {
                    spec.props = r.array(value, path, "an array of props", PROPS_HELP, Self::prop);
                }
                "variants" => {
                    spec.variants = r.array(
                        value,
                        path,
                        "an array of variant axes",
                        VARIANTS_HELP,
                        Self::variant,
                    );
                }
                "defaultVariants" => {
                    spec.default_variants = r.string_map(
                        value,
                        path,
                        "map each axis to its default value: {\"size\": \"md\"}",
                    );
                }
                "slots" => {
                    spec.slots = r.array(value, path, "an array of slots", SLOTS_HELP, Self::slot)
                }
                "anatomy" => {
                    spec.anatomy = r.array(
                        value,
                        path,
                        "an array of anatomy parts",
                        ANATOMY_HELP,
                        Self::anatomy_part,
                    );
                }
                "tokenMapping" => {
                    spec.token_mapping = r.string_map(value, path, TOKEN_MAPPING_HELP)
                }
                "states" => {
                    spec.states =
                        r.unique_strings(value, path, "list state names: [\"hover\", \"focus\"]")
                }
                "events" => {
                    spec.events =
                        r.array(value, path, "an array of events", EVENTS_HELP, Self::event)
                }
                "dependencies" => {
                    spec.dependencies =
                        r.string_array(value, path, "list other specs by name: [\"Button\"]");
                }
                "accessibility" => spec.accessibility = r.accessibility(value, path),
                "guidelines" => {
                    spec.guidelines =
                        r.string_array(value, path, "list guidelines as sentences: [\"…\"]")
                }
                _ => unreachable_key(key),
            },
        );
        spec.extensions = extensions;
        // A spec missing `name` is still returned, so its other errors are not lost to later
        // stages; only a non-object has no model at all.
        is_object_value(root).then_some(spec)
    }

    fn complexity(&mut self, value: &mut Json, path: &Path<'_>) -> Option<Complexity> {
        let names = Complexity::ALL.map(Complexity::as_str);
        let expected = format!("expected one of {}", list(&names));
        let text = self.string(value, path, &expected)?;
        let found = Complexity::from_name(&text);
        if found.is_none() {
            let help = match did_you_mean(&text, &names) {
                Some(close) => format!("did you mean `{close}`? {expected}"),
                None => expected,
            };
            self.report(
                value.span.clone(),
                format!("unknown complexity `{text}`"),
                "not an allowed value",
                Some(help),
            );
        }
        found
    }

    fn prop(&mut self, value: &mut Json, path: &Path<'_>) -> Option<Prop> {
        let mut prop = Prop {
            name: String::new(),
            ty: String::new(),
            required: false,
            default: None,
            description: None,
            extensions: Extensions::new(),
        };
        let mut extensions = Extensions::new();
        let complete = self.object(
            value,
            path,
            &PROP,
            &mut extensions,
            |r, key, value, path| match key {
                "name" => prop.name = r.non_empty(value, path, "name the prop, e.g. \"disabled\""),
                "type" => {
                    prop.ty = r.non_empty(
                        value,
                        path,
                        "give the prop a type, e.g. \"string\", \"boolean\" or \"() => void\"",
                    );
                }
                "required" => prop.required = r.boolean(value, path).unwrap_or_default(),
                "default" => prop.default = Some(to_json_value(value, r.file.text())),
                "description" => prop.description = r.text(value, path),
                _ => unreachable_key(key),
            },
        );
        prop.extensions = extensions;
        complete.then_some(prop)
    }

    fn variant(&mut self, value: &mut Json, path: &Path<'_>) -> Option<Variant> {
        let mut variant = Variant {
            name: String::new(),
            values: Vec::new(),
            description: None,
            extensions: Extensions::new(),
        };
        let mut extensions = Extensions::new();
        let complete = self.object(
            value,
            path,
            &VARIANT,
            &mut extensions,
            |r, key, value, path| match key {
                "name" => variant.name = r.non_empty(value, path, "name the axis, e.g. \"size\""),
                "values" => {
                    variant.values = r.unique_strings(
                        value,
                        path,
                        "list the axis values: [\"sm\", \"md\", \"lg\"]",
                    )
                }
                "description" => variant.description = r.text(value, path),
                _ => unreachable_key(key),
            },
        );
        variant.extensions = extensions;
        complete.then_some(variant)
    }

    /// Slots and anatomy parts share their keys (name, description, required) but not the
    /// default of `required`.
    fn named_part(
        &mut self,
        value: &mut Json,
        path: &Path<'_>,
        shape: &Shape,
        required_default: bool,
    ) -> Option<(String, Option<String>, bool, Extensions)> {
        let (mut name, mut description, mut required) = (String::new(), None, required_default);
        let mut extensions = Extensions::new();
        let complete = self.object(
            value,
            path,
            shape,
            &mut extensions,
            |r, key, value, path| match key {
                "name" => name = r.non_empty(value, path, "name it, e.g. \"icon\""),
                "description" => description = r.text(value, path),
                "required" => required = r.boolean(value, path).unwrap_or(required_default),
                _ => unreachable_key(key),
            },
        );
        complete.then_some((name, description, required, extensions))
    }

    fn slot(&mut self, value: &mut Json, path: &Path<'_>) -> Option<Slot> {
        let (name, description, required, extensions) =
            self.named_part(value, path, &SLOT, false)?;
        Some(Slot {
            name,
            description,
            required,
            extensions,
        })
    }

    fn anatomy_part(&mut self, value: &mut Json, path: &Path<'_>) -> Option<AnatomyPart> {
        let (name, description, required, extensions) =
            self.named_part(value, path, &ANATOMY_PART, true)?;
        Some(AnatomyPart {
            name,
            description,
            required,
            extensions,
        })
    }

    fn event(&mut self, value: &mut Json, path: &Path<'_>) -> Option<Event> {
        let (mut name, mut description, mut required) = (String::new(), None, false);
        let mut extensions = Extensions::new();
        let complete = self.object(
            value,
            path,
            &EVENT,
            &mut extensions,
            |r, key, value, path| match key {
                "name" => name = r.non_empty(value, path, "name the handler, e.g. \"onClick\""),
                "description" => description = r.text(value, path),
                "required" => required = r.boolean(value, path).unwrap_or(false),
                _ => unreachable_key(key),
            },
        );
        complete.then_some(Event {
            name,
            description,
            required,
            extensions,
        })
    }

    fn accessibility(&mut self, value: &mut Json, path: &Path<'_>) -> Option<Accessibility> {
        let mut accessibility = Accessibility::default();
        let mut extensions = Extensions::new();
        let is_object = self.object(
            value,
            path,
            &ACCESSIBILITY,
            &mut extensions,
            |r, key, value, path| match key {
                "role" => accessibility.role = r.text(value, path),
                "ariaAttributes" => {
                    accessibility.aria_attributes =
                        r.string_array(value, path, ARIA_ATTRIBUTES_HELP);
                }
                "keyboardInteractions" => {
                    accessibility.keyboard_interactions = r.array(
                        value,
                        path,
                        "an array of keyboard interactions",
                        KEYBOARD_HELP,
                        Self::keyboard_interaction,
                    );
                }
                _ => unreachable_key(key),
            },
        );
        accessibility.extensions = extensions;
        is_object.then_some(accessibility)
    }

    fn keyboard_interaction(
        &mut self,
        value: &mut Json,
        path: &Path<'_>,
    ) -> Option<KeyboardInteraction> {
        let (mut key_name, mut description) = (String::new(), String::new());
        let mut extensions = Extensions::new();
        let complete = self.object(
            value,
            path,
            &KEYBOARD_INTERACTION,
            &mut extensions,
            |r, key, value, path| match key {
                "key" => {
                    key_name =
                        r.non_empty(value, path, "name the key, e.g. \"Enter\" or \"Shift+Tab\"")
                }
                "description" => description = r.text(value, path).unwrap_or_default(),
                _ => unreachable_key(key),
            },
        );
        complete.then_some(KeyboardInteraction {
            key: key_name,
            description,
            extensions,
        })
    }
}

/// The positions of the strings of the array `value` that repeat an earlier one, in order
/// (none when it is not an array).
fn repeated_strings(value: &Json) -> Vec<usize> {
    let items = value.as_array().unwrap_or_default();
    crate::repeats::repeats(items, Json::as_str, |a, b| {
        a.as_str().is_some_and(|a| b.as_str() == Some(a))
    })
    .into_iter()
    .map(|(index, _)| index)
    .collect()
}

fn is_object_value(value: &Json) -> bool {
    matches!(value.kind, JsonKind::Object(_))
}

/// [`Reader::object`] only hands over keys of the shape's list, and every list's keys have an
/// arm.
fn unreachable_key(key: &str) {
    debug_assert!(false, "key `{key}` is in a key list but has no match arm");
}

const PROPS_HELP: &str =
    "list the component's properties: [{\"name\": \"disabled\", \"type\": \"boolean\"}]";
const VARIANTS_HELP: &str =
    "list the variation axes: [{\"name\": \"size\", \"values\": [\"sm\", \"md\", \"lg\"]}]";
const SLOTS_HELP: &str = "list the composition points: [{\"name\": \"icon\"}]";
const ANATOMY_HELP: &str =
    "list the structural parts: [{\"name\": \"root\"}, {\"name\": \"label\"}]";
const EVENTS_HELP: &str = "list the handlers the component emits: [{\"name\": \"onClick\"}]";
const ARIA_ATTRIBUTES_HELP: &str = "list attribute names: [\"aria-label\", \"aria-pressed\"]";
const KEYBOARD_HELP: &str =
    "list keys and what they do: [{\"key\": \"Enter\", \"description\": \"Activates the button\"}]";
const TOKEN_MAPPING_HELP: &str = "map `part.property[:state][axis=value]` to a token: {\"root.background\": \"{color.action.primary.background}\"}";
