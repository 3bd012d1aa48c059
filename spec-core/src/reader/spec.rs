//! The typed spec reader: a strict-JSON tree → [`ComponentSpec`], reporting every schema
//! violation at its node and carrying on.
//!
//! It enforces exactly what the JSON Schema (`schema/component-spec.schema.json`) says; a test
//! feeds both a corpus of valid and broken specs and requires the same verdicts. When the schema
//! changes, this file changes with it.

use std::ops::Range;
use std::sync::{Arc, OnceLock};

use indexmap::IndexMap;
use jsonc_parser::ast::{Object, Value};

use super::json::{self, key_str, kind_name, name_range, to_json_value, value_range};
use super::source_map::{SourceMap, display_path, push_pointer};
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
    let root = json::parse(diags, file)?;
    let mut reader = Reader { diags, file };
    let spec = reader.spec(&root);
    let Reader { diags, .. } = reader;
    // Structural findings (duplicate keys) come from an earlier pass: show them in file order.
    diags.sort_from(before);
    let errors = diags.count(Severity::Error) - errors_before;
    Some(SpecDocument {
        file: Arc::clone(file),
        spec: spec?,
        errors,
        spans: OnceLock::new(),
    })
}

struct Reader<'d> {
    diags: &'d mut Diagnostics,
    file: &'d Arc<SourceFile>,
}

/// A known member of an object: its key, value and pointer.
struct Field<'a> {
    key: &'a str,
    value: &'a Value<'a>,
    pointer: String,
}

const NULL_HELP: &str =
    "`null` is only allowed as a prop's `default`; remove the key to use its default";

impl Reader<'_> {
    fn report(&mut self, span: Range<usize>, message: String, label: String, help: Option<String>) {
        let mut diagnostic =
            Diagnostic::new(RuleId::SPEC_SCHEMA, Location::new(self.file, span), message)
                .with_label(label);
        diagnostic.help = help;
        self.diags.push(diagnostic);
    }

    fn type_error(&mut self, value: &Value<'_>, pointer: &str, expected: &str, help: Option<&str>) {
        let help = match value {
            Value::NullKeyword(_) => Some(NULL_HELP),
            _ => help,
        };
        self.report(
            value_range(value),
            format!(
                "expected {expected} for `{}`, found {}",
                display_path(pointer),
                kind_name(value)
            ),
            format!("expected {expected}"),
            help.map(str::to_owned),
        );
    }

    /// The known members of `object`, after reporting unknown keys and collecting `x-*` keys.
    fn fields<'a>(
        &mut self,
        object: &'a Object<'a>,
        pointer: &str,
        known: &[&str],
        what: &str,
        extensions: &mut Extensions,
    ) -> Vec<Field<'a>> {
        let mut fields = Vec::with_capacity(object.properties.len());
        for prop in &object.properties {
            let key = key_str(&prop.name);
            let child = push_pointer(pointer, key);
            if known.contains(&key) {
                fields.push(Field {
                    key,
                    value: &prop.value,
                    pointer: child,
                });
            } else if keys::is_extension(key) {
                match to_json_value(&prop.value) {
                    Ok(value) => {
                        extensions.insert(key.to_owned(), value);
                    }
                    Err(range) => self.number_out_of_range(range),
                }
            } else {
                self.unknown_key(key, name_range(&prop.name), pointer, known, what);
            }
        }
        fields
    }

    fn unknown_key(
        &mut self,
        key: &str,
        span: Range<usize>,
        pointer: &str,
        known: &[&str],
        what: &str,
    ) {
        let help = if let Some(suggestion) = did_you_mean(key, known) {
            format!("did you mean `{suggestion}`?")
        } else if pointer.is_empty() && keys::ACCESSIBILITY.contains(&key) {
            format!("`{key}` belongs inside `accessibility`: \"accessibility\": {{\"{key}\": ...}}")
        } else {
            format!(
                "the keys of {what} are {}; vendor extensions start with `x-`",
                list(known)
            )
        };
        self.report(
            span,
            format!("unknown key `{key}` in {what}"),
            "unknown key".to_owned(),
            Some(help),
        );
    }

    fn number_out_of_range(&mut self, span: Range<usize>) {
        self.diags.push(
            Diagnostic::new(
                RuleId::JSON_LIMIT,
                Location::new(self.file, span),
                "number out of range",
            )
            .with_label("does not fit a 64-bit float")
            .with_help("use a smaller number, or a string"),
        );
    }

    /// Reports the keys of `required` missing from `fields`; true when none is missing. Each
    /// required key comes with an example value for the help line.
    fn require(
        &mut self,
        object: &Object<'_>,
        pointer: &str,
        fields: &[Field<'_>],
        required: &[(&str, &str)],
    ) -> bool {
        let missing: Vec<(&str, &str)> = required
            .iter()
            .copied()
            .filter(|(key, _)| !fields.iter().any(|f| f.key == *key))
            .collect();
        if missing.is_empty() {
            return true;
        }
        let keys = list(&missing.iter().map(|(key, _)| *key).collect::<Vec<_>>());
        let example = missing
            .iter()
            .map(|(key, value)| format!("\"{key}\": {value}"))
            .collect::<Vec<_>>()
            .join(", ");
        let place = if pointer.is_empty() {
            "the spec".to_owned()
        } else {
            format!("`{}`", display_path(pointer))
        };
        let noun = if missing.len() == 1 { "key" } else { "keys" };
        self.report(
            object.range.start..object.range.start + 1,
            format!("missing required {noun} {keys} in {place}"),
            format!("this object has no {keys}"),
            Some(format!("add {example}")),
        );
        false
    }

    fn object<'a>(
        &mut self,
        value: &'a Value<'a>,
        pointer: &str,
        expected: &str,
        help: &str,
    ) -> Option<&'a Object<'a>> {
        match value {
            Value::Object(object) => Some(object),
            _ => {
                self.type_error(value, pointer, expected, Some(help));
                None
            }
        }
    }

    fn string(&mut self, value: &Value<'_>, pointer: &str) -> Option<String> {
        self.string_or(value, pointer, None)
    }

    /// A string; `help` explains what belongs there when it is something else.
    fn string_or(
        &mut self,
        value: &Value<'_>,
        pointer: &str,
        help: Option<&str>,
    ) -> Option<String> {
        match value {
            Value::StringLit(lit) => Some(lit.value.to_string()),
            _ => {
                self.type_error(value, pointer, "a string", help);
                None
            }
        }
    }

    /// A string that must not be empty (names, types, keys).
    fn non_empty(&mut self, value: &Value<'_>, pointer: &str, help: &str) -> Option<String> {
        let text = self.string(value, pointer)?;
        if text.is_empty() {
            self.report(
                value_range(value),
                format!("`{}` must not be empty", display_path(pointer)),
                "empty string".to_owned(),
                Some(help.to_owned()),
            );
            return None;
        }
        Some(text)
    }

    fn boolean(&mut self, value: &Value<'_>, pointer: &str) -> Option<bool> {
        match value {
            Value::BooleanLit(lit) => Some(lit.value),
            _ => {
                self.type_error(
                    value,
                    pointer,
                    "a boolean",
                    Some("write `true` or `false`, without quotes"),
                );
                None
            }
        }
    }

    fn array<'a, T>(
        &mut self,
        value: &'a Value<'a>,
        pointer: &str,
        expected: &str,
        help: &str,
        mut item: impl FnMut(&mut Self, &'a Value<'a>, &str) -> Option<T>,
    ) -> Vec<T> {
        let Value::Array(array) = value else {
            self.type_error(value, pointer, expected, Some(help));
            return Vec::new();
        };
        let mut items = Vec::with_capacity(array.elements.len());
        for (index, element) in array.elements.iter().enumerate() {
            let child = push_pointer(pointer, &index.to_string());
            items.extend(item(self, element, &child));
        }
        items
    }

    fn string_array(&mut self, value: &Value<'_>, pointer: &str, help: &str) -> Vec<String> {
        self.array(value, pointer, "an array of strings", help, |r, v, p| {
            r.string_or(v, p, Some(help))
        })
    }

    fn string_map(
        &mut self,
        value: &Value<'_>,
        pointer: &str,
        help: &str,
    ) -> IndexMap<String, String> {
        let Value::Object(object) = value else {
            self.type_error(value, pointer, "an object", Some(help));
            return IndexMap::new();
        };
        let mut map = IndexMap::with_capacity(object.properties.len());
        for prop in &object.properties {
            let key = key_str(&prop.name);
            let child = push_pointer(pointer, key);
            if let Some(text) = self.string_or(&prop.value, &child, Some(help)) {
                map.insert(key.to_owned(), text);
            }
        }
        map
    }

    fn spec(&mut self, root: &Value<'_>) -> Option<ComponentSpec> {
        let Value::Object(object) = root else {
            self.report(
                value_range(root),
                format!("expected a spec object, found {}", kind_name(root)),
                "expected an object".to_owned(),
                Some(
                    "a spec is a JSON object with at least a name: {\"name\": \"Button\"}"
                        .to_owned(),
                ),
            );
            return None;
        };
        let mut spec = ComponentSpec::new(String::new());
        let fields = self.fields(object, "", keys::SPEC, "the spec", &mut spec.extensions);
        for Field {
            key,
            value,
            pointer,
        } in &fields
        {
            let (value, pointer) = (*value, pointer.as_str());
            match *key {
                "$schema" => spec.schema = self.string(value, pointer),
                "name" => {
                    spec.name = self
                        .non_empty(
                            value,
                            pointer,
                            "give the component its name in PascalCase, e.g. \"Button\"",
                        )
                        .unwrap_or_default();
                }
                "description" => spec.description = self.string(value, pointer),
                "category" => spec.category = self.string(value, pointer),
                "complexity" => {
                    spec.complexity = self.complexity(value, pointer).unwrap_or_default()
                }
                "props" => {
                    spec.props =
                        self.array(value, pointer, "an array of props", PROPS_HELP, Self::prop);
                }
                "variants" => {
                    spec.variants = self.array(
                        value,
                        pointer,
                        "an array of variant axes",
                        VARIANTS_HELP,
                        Self::variant,
                    );
                }
                "defaultVariants" => {
                    spec.default_variants = self.string_map(
                        value,
                        pointer,
                        "map each axis to its default: {\"size\": \"md\"}",
                    );
                }
                "slots" => {
                    spec.slots =
                        self.array(value, pointer, "an array of slots", SLOTS_HELP, Self::slot)
                }
                "anatomy" => {
                    spec.anatomy = self.array(
                        value,
                        pointer,
                        "an array of anatomy parts",
                        ANATOMY_HELP,
                        Self::anatomy_part,
                    );
                }
                "tokenMapping" => {
                    spec.token_mapping = self.string_map(
                        value,
                        pointer,
                        "map `part.property[:state][axis=value]` to a token: {\"root.background\": \"{color.action.primary.background}\"}",
                    );
                }
                "states" => {
                    spec.states = self.string_array(
                        value,
                        pointer,
                        "list state names: [\"hover\", \"focus\"]",
                    )
                }
                "events" => {
                    spec.events = self.array(
                        value,
                        pointer,
                        "an array of events",
                        EVENTS_HELP,
                        Self::event,
                    )
                }
                "dependencies" => {
                    spec.dependencies =
                        self.string_array(value, pointer, "list other specs by name: [\"Button\"]");
                }
                "accessibility" => spec.accessibility = self.accessibility(value, pointer),
                "guidelines" => {
                    spec.guidelines =
                        self.string_array(value, pointer, "list guidelines as sentences")
                }
                _ => unreachable_key(key),
            }
        }
        self.require(object, "", &fields, &[("name", "\"MyComponent\"")]);
        Some(spec)
    }

    fn complexity(&mut self, value: &Value<'_>, pointer: &str) -> Option<Complexity> {
        let text = self.string(value, pointer)?;
        let found = Complexity::from_name(&text);
        if found.is_none() {
            let names = Complexity::ALL.map(Complexity::as_str);
            let help = match did_you_mean(&text, &names) {
                Some(close) => format!("did you mean `{close}`? expected one of {}", list(&names)),
                None => format!("expected one of {}", list(&names)),
            };
            self.report(
                value_range(value),
                format!("unknown complexity `{text}`"),
                "not an allowed value".to_owned(),
                Some(help),
            );
        }
        found
    }

    fn prop(&mut self, value: &Value<'_>, pointer: &str) -> Option<Prop> {
        let object = self.object(
            value,
            pointer,
            "a prop object",
            "write a prop as {\"name\": \"label\", \"type\": \"string\"}",
        )?;
        let mut prop = Prop {
            name: String::new(),
            ty: String::new(),
            required: false,
            default: None,
            description: None,
            extensions: Extensions::new(),
        };
        let fields = self.fields(object, pointer, keys::PROP, "a prop", &mut prop.extensions);
        for Field {
            key,
            value,
            pointer,
        } in &fields
        {
            let (value, pointer) = (*value, pointer.as_str());
            match *key {
                "name" => {
                    prop.name = self
                        .non_empty(value, pointer, "name the prop, e.g. \"disabled\"")
                        .unwrap_or_default()
                }
                "type" => {
                    prop.ty = self
                        .non_empty(
                            value,
                            pointer,
                            "give the prop a type, e.g. \"string\", \"boolean\" or \"() => void\"",
                        )
                        .unwrap_or_default();
                }
                "required" => prop.required = self.boolean(value, pointer).unwrap_or_default(),
                "default" => match to_json_value(value) {
                    Ok(default) => prop.default = Some(default),
                    Err(range) => self.number_out_of_range(range),
                },
                "description" => prop.description = self.string(value, pointer),
                _ => unreachable_key(key),
            }
        }
        self.require(
            object,
            pointer,
            &fields,
            &[("name", "\"disabled\""), ("type", "\"boolean\"")],
        )
        .then_some(prop)
    }

    fn variant(&mut self, value: &Value<'_>, pointer: &str) -> Option<Variant> {
        let object = self.object(
            value,
            pointer,
            "a variant object",
            "write an axis as {\"name\": \"size\", \"values\": [\"sm\", \"md\"]}",
        )?;
        let mut variant = Variant {
            name: String::new(),
            values: Vec::new(),
            description: None,
            extensions: Extensions::new(),
        };
        let fields = self.fields(
            object,
            pointer,
            keys::VARIANT,
            "a variant",
            &mut variant.extensions,
        );
        for Field {
            key,
            value,
            pointer,
        } in &fields
        {
            let (value, pointer) = (*value, pointer.as_str());
            match *key {
                "name" => {
                    variant.name = self
                        .non_empty(value, pointer, "name the axis, e.g. \"size\"")
                        .unwrap_or_default()
                }
                "values" => {
                    variant.values = self.string_array(
                        value,
                        pointer,
                        "list the axis values: [\"sm\", \"md\", \"lg\"]",
                    )
                }
                "description" => variant.description = self.string(value, pointer),
                _ => unreachable_key(key),
            }
        }
        self.require(
            object,
            pointer,
            &fields,
            &[("name", "\"size\""), ("values", "[\"sm\", \"md\", \"lg\"]")],
        )
        .then_some(variant)
    }

    /// Slots and anatomy parts share a shape (name, description, required) but not the default
    /// of `required`.
    fn named_part(
        &mut self,
        value: &Value<'_>,
        pointer: &str,
        what: &str,
        known: &[&str],
        required_default: bool,
    ) -> Option<(String, Option<String>, bool, Extensions)> {
        let object = self.object(
            value,
            pointer,
            &format!("{what} object"),
            "write it as {\"name\": \"icon\"}",
        )?;
        let (mut name, mut description, mut required, mut extensions) =
            (String::new(), None, required_default, Extensions::new());
        let fields = self.fields(object, pointer, known, what, &mut extensions);
        for Field {
            key,
            value,
            pointer,
        } in &fields
        {
            let (value, pointer) = (*value, pointer.as_str());
            match *key {
                "name" => {
                    name = self
                        .non_empty(value, pointer, "name it, e.g. \"icon\"")
                        .unwrap_or_default()
                }
                "description" => description = self.string(value, pointer),
                "required" => required = self.boolean(value, pointer).unwrap_or(required_default),
                _ => unreachable_key(key),
            }
        }
        self.require(object, pointer, &fields, &[("name", "\"icon\"")])
            .then_some((name, description, required, extensions))
    }

    fn slot(&mut self, value: &Value<'_>, pointer: &str) -> Option<Slot> {
        let (name, description, required, extensions) =
            self.named_part(value, pointer, "a slot", keys::SLOT, false)?;
        Some(Slot {
            name,
            description,
            required,
            extensions,
        })
    }

    fn anatomy_part(&mut self, value: &Value<'_>, pointer: &str) -> Option<AnatomyPart> {
        let (name, description, required, extensions) =
            self.named_part(value, pointer, "an anatomy part", keys::ANATOMY_PART, true)?;
        Some(AnatomyPart {
            name,
            description,
            required,
            extensions,
        })
    }

    fn event(&mut self, value: &Value<'_>, pointer: &str) -> Option<Event> {
        let object = self.object(
            value,
            pointer,
            "an event object",
            "write an event as {\"name\": \"onClick\"}",
        )?;
        let mut event = Event {
            name: String::new(),
            description: None,
            extensions: Extensions::new(),
        };
        let fields = self.fields(
            object,
            pointer,
            keys::EVENT,
            "an event",
            &mut event.extensions,
        );
        for Field {
            key,
            value,
            pointer,
        } in &fields
        {
            let (value, pointer) = (*value, pointer.as_str());
            match *key {
                "name" => {
                    event.name = self
                        .non_empty(value, pointer, "name the handler, e.g. \"onClick\"")
                        .unwrap_or_default()
                }
                "description" => event.description = self.string(value, pointer),
                _ => unreachable_key(key),
            }
        }
        self.require(object, pointer, &fields, &[("name", "\"onClick\"")])
            .then_some(event)
    }

    fn accessibility(&mut self, value: &Value<'_>, pointer: &str) -> Option<Accessibility> {
        let object = self.object(
            value,
            pointer,
            "an accessibility object",
            "write it as {\"role\": \"button\", \"keyboardInteractions\": []}",
        )?;
        let mut accessibility = Accessibility::default();
        let fields = self.fields(
            object,
            pointer,
            keys::ACCESSIBILITY,
            "accessibility",
            &mut accessibility.extensions,
        );
        for Field {
            key,
            value,
            pointer,
        } in &fields
        {
            let (value, pointer) = (*value, pointer.as_str());
            match *key {
                "role" => accessibility.role = self.string(value, pointer),
                "ariaAttributes" => {
                    accessibility.aria_attributes = self.string_array(
                        value,
                        pointer,
                        "list attribute names: [\"aria-label\", \"aria-pressed\"]",
                    );
                }
                "keyboardInteractions" => {
                    accessibility.keyboard_interactions = self.array(
                        value,
                        pointer,
                        "an array of keyboard interactions",
                        "list keys and what they do: [{\"key\": \"Enter\", \"description\": \"Activates the button\"}]",
                        Self::keyboard_interaction,
                    );
                }
                _ => unreachable_key(key),
            }
        }
        Some(accessibility)
    }

    fn keyboard_interaction(
        &mut self,
        value: &Value<'_>,
        pointer: &str,
    ) -> Option<KeyboardInteraction> {
        let object = self.object(
            value,
            pointer,
            "a keyboard interaction object",
            "write it as {\"key\": \"Enter\", \"description\": \"Activates it\"}",
        )?;
        let mut interaction = KeyboardInteraction {
            key: String::new(),
            description: String::new(),
            extensions: Extensions::new(),
        };
        let fields = self.fields(
            object,
            pointer,
            keys::KEYBOARD_INTERACTION,
            "a keyboard interaction",
            &mut interaction.extensions,
        );
        for Field {
            key,
            value,
            pointer,
        } in &fields
        {
            let (value, pointer) = (*value, pointer.as_str());
            match *key {
                "key" => {
                    interaction.key = self
                        .non_empty(
                            value,
                            pointer,
                            "name the key, e.g. \"Enter\" or \"Shift+Tab\"",
                        )
                        .unwrap_or_default();
                }
                "description" => {
                    interaction.description = self.string(value, pointer).unwrap_or_default()
                }
                _ => unreachable_key(key),
            }
        }
        self.require(
            object,
            pointer,
            &fields,
            &[("key", "\"Enter\""), ("description", "\"Activates it\"")],
        )
        .then_some(interaction)
    }
}

/// `fields` only yields keys of the list it was given, and every list's keys have an arm.
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
