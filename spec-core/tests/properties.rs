//! Properties of the readers, checked on generated input (proptest; failures shrink to a
//! small case and are kept in `tests/properties.proptest-regressions`):
//!
//! - a spec written by uispec reads back as the same spec, and writing it again gives the
//!   same text;
//! - the typed reader and the JSON Schema accept exactly the same specs, valid and mutated;
//! - a tokenMapping key prints back to text that parses to the same pieces;
//! - the token engine reports a cycle exactly when the alias graph has one, naming every
//!   token on it.

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use common::{read, rendered, tokens};
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{Map, Value, json};
use uispec_core::schema::ExtraSchema;
use uispec_core::token_mapping::MappingKey;

fn ident() -> impl Strategy<Value = String> {
    "[a-z][a-zA-Z0-9_-]{0,8}"
}

/// Any text a person might type, quotes, backslashes and non-ASCII included.
fn text() -> impl Strategy<Value = String> {
    "\\PC{0,24}"
}

/// A JSON scalar, as a prop default or an extension might hold.
fn scalar() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("JSON numbers are finite", |f| f.is_finite())
            .prop_map(Value::from),
        text().prop_map(Value::from),
    ]
}

/// Optional members: `Some` puts the key in the object.
fn object(members: Vec<(&str, Option<Value>)>) -> Value {
    Value::Object(
        members
            .into_iter()
            .filter_map(|(key, value)| Some((key.to_owned(), value?)))
            .collect(),
    )
}

/// A slot or anatomy part; an event when `required` is never set.
fn named(with_required: bool) -> impl Strategy<Value = Value> {
    let required =
        proptest::option::of(any::<bool>()).prop_map(move |r| r.filter(|_| with_required));
    (ident(), proptest::option::of(text()), required).prop_map(|(name, description, required)| {
        object(vec![
            ("name", Some(name.into())),
            ("description", description.map(Value::from)),
            ("required", required.map(Value::from)),
        ])
    })
}

fn prop() -> impl Strategy<Value = Value> {
    (
        ident(),
        "[A-Za-z][A-Za-z0-9<>|' -]{0,12}",
        proptest::option::of(any::<bool>()),
        proptest::option::of(scalar()),
        proptest::option::of(text()),
    )
        .prop_map(|(name, ty, required, default, description)| {
            object(vec![
                ("name", Some(name.into())),
                ("type", Some(ty.into())),
                ("required", required.map(Value::from)),
                ("default", default),
                ("description", description.map(Value::from)),
            ])
        })
}

fn variant() -> impl Strategy<Value = (String, Vec<String>, Option<String>)> {
    (
        ident(),
        proptest::collection::btree_set("[a-z0-9][a-z0-9.-]{0,5}", 0..5),
        proptest::option::of(text()),
    )
        .prop_map(|(name, values, description)| (name, values.into_iter().collect(), description))
}

/// A valid spec, every part of the format used at random.
fn spec() -> impl Strategy<Value = Value> {
    let head = (
        "[A-Z][A-Za-z0-9]{0,10}",
        proptest::option::of(text()),
        proptest::option::of("[a-z-]{1,12}"),
        proptest::option::of(prop_oneof![
            Just("simple"),
            Just("moderate"),
            Just("complex")
        ]),
        proptest::collection::vec(prop(), 0..4),
        proptest::collection::vec(variant(), 0..3),
    );
    let body = (
        proptest::collection::vec(named(true), 0..3),
        proptest::collection::vec(named(true), 0..3),
        proptest::collection::vec(named(false), 0..3),
        proptest::collection::btree_set(ident(), 0..4),
        proptest::collection::btree_map(
            "[a-z]{1,6}\\.[a-z-]{1,8}(:[a-z]{1,6})?",
            "\\{[a-z]{1,6}(\\.[a-z0-9-]{1,6}){0,2}\\}",
            0..4,
        ),
        proptest::collection::vec(text(), 0..3),
        proptest::collection::btree_map("x-[a-z]{1,6}", scalar(), 0..2),
        (
            proptest::option::of("[a-z]{1,10}"),
            proptest::collection::vec("aria-[a-z]{1,8}", 0..3),
            proptest::collection::vec(("[A-Z][a-z]{0,6}", text()), 0..3),
        ),
    );
    (head, body).prop_map(
        |(
            (name, description, category, complexity, props, variants),
            (slots, anatomy, events, states, mapping, guidelines, extensions, a11y),
        )| {
            let defaults: Map<String, Value> = variants
                .iter()
                .filter_map(|(axis, values, _)| {
                    Some((axis.clone(), values.first()?.clone().into()))
                })
                .collect();
            let variants: Vec<Value> = variants
                .into_iter()
                .map(|(name, values, description)| {
                    object(vec![
                        ("name", Some(name.into())),
                        ("values", Some(values.into())),
                        ("description", description.map(Value::from)),
                    ])
                })
                .collect();
            let (role, aria, keys) = a11y;
            let keys: Vec<Value> = keys
                .into_iter()
                .map(|(key, description)| json!({"key": key, "description": description}))
                .collect();
            let mut spec = object(vec![
                ("name", Some(name.into())),
                ("description", description.map(Value::from)),
                ("category", category.map(Value::from)),
                ("complexity", complexity.map(Value::from)),
                ("props", Some(props.into())),
                ("variants", Some(variants.into())),
                ("defaultVariants", Some(defaults.into())),
                ("slots", Some(slots.into())),
                ("anatomy", Some(anatomy.into())),
                ("events", Some(events.into())),
                (
                    "states",
                    Some(states.into_iter().collect::<Vec<_>>().into()),
                ),
                ("tokenMapping", Some(json!(mapping))),
                ("guidelines", Some(guidelines.into())),
                (
                    "accessibility",
                    Some(object(vec![
                        ("role", role.map(Value::from)),
                        ("ariaAttributes", Some(aria.into())),
                        ("keyboardInteractions", Some(keys.into())),
                    ])),
                ),
            ]);
            spec.as_object_mut().unwrap().extend(extensions);
            spec
        },
    )
}

/// Every place in `value` a mutation can hit: JSON Pointers of its members and items.
fn places(value: &Value, at: String, out: &mut Vec<String>) {
    match value {
        Value::Object(members) => {
            for (key, child) in members {
                let pointer = format!("{at}/{}", key.replace('~', "~0").replace('/', "~1"));
                places(child, pointer.clone(), out);
                out.push(pointer);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                places(child, format!("{at}/{i}"), out);
                out.push(format!("{at}/{i}"));
            }
        }
        _ => {}
    }
}

/// One change to a spec: a value replaced, a member removed, an unknown key added, or an
/// item repeated.
#[derive(Debug, Clone)]
enum Mutation {
    Replace(Index, Value),
    Remove(Index),
    AddKey(Index, String),
    Repeat(Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let replacement = prop_oneof![
        scalar(),
        Just(json!([])),
        Just(json!({})),
        Just(json!([""]))
    ];
    prop_oneof![
        (any::<Index>(), replacement).prop_map(|(at, value)| Mutation::Replace(at, value)),
        any::<Index>().prop_map(Mutation::Remove),
        (any::<Index>(), "[a-zA-Z$-]{1,8}").prop_map(|(at, key)| Mutation::AddKey(at, key)),
        any::<Index>().prop_map(Mutation::Repeat),
    ]
}

fn mutate(spec: &mut Value, mutation: &Mutation) {
    let mut all = Vec::new();
    places(spec, String::new(), &mut all);
    // The whole spec is a place too: a key added at the top, or the spec replaced.
    all.push(String::new());
    let pick = |at: &Index| all[at.index(all.len())].clone();
    // The containing value's pointer, and the member's key or the item's index.
    let parent = |pointer: &str| -> (String, String) {
        let (parent, last) = pointer.rsplit_once('/').unwrap_or(("", ""));
        (
            parent.to_owned(),
            last.replace("~1", "/").replace("~0", "~"),
        )
    };
    match mutation {
        Mutation::Replace(at, value) => *spec.pointer_mut(&pick(at)).unwrap() = value.clone(),
        Mutation::Remove(at) => {
            let pointer = pick(at);
            let (up, key) = parent(&pointer);
            match spec.pointer_mut(&up) {
                Some(Value::Object(members)) => {
                    members.remove(&key);
                }
                Some(Value::Array(items)) => {
                    items.remove(key.parse::<usize>().unwrap());
                }
                _ => {}
            }
        }
        Mutation::AddKey(at, key) => {
            if let Some(Value::Object(members)) = spec.pointer_mut(&pick(at)) {
                members.insert(key.clone(), Value::Null);
            }
        }
        Mutation::Repeat(at) => {
            let pointer = pick(at);
            let (up, index) = parent(&pointer);
            if let (Some(Value::Array(items)), Ok(index)) =
                (spec.pointer_mut(&up), index.parse::<usize>())
            {
                let item = items[index].clone();
                items.push(item);
            }
        }
    }
}

fn schema() -> &'static ExtraSchema {
    static SCHEMA: std::sync::OnceLock<ExtraSchema> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(|| ExtraSchema::builtin().unwrap())
}

// 256 cases each (proptest's default); `PROPTEST_CASES=10000` searches longer.
proptest! {
    #[test]
    fn a_written_spec_reads_back_unchanged(value in spec()) {
        let text = serde_json::to_string_pretty(&value).unwrap();
        let (doc, diags) = read("specs/generated.json", &text);
        prop_assert!(!diags.has_errors(), "{text}\n{}", rendered(&diags));
        let spec = doc.unwrap().spec;
        let written = spec.to_json();
        let (again, diags) = read("specs/written.json", &written);
        prop_assert!(!diags.has_errors(), "{written}\n{}", rendered(&diags));
        let again = again.unwrap().spec;
        prop_assert_eq!(&again, &spec);
        prop_assert_eq!(again.to_json(), written);
    }

    #[test]
    fn the_reader_and_the_schema_agree(mut value in spec(), mutation in mutation()) {
        mutate(&mut value, &mutation);
        let text = serde_json::to_string_pretty(&value).unwrap();
        let (doc, diags) = read("specs/mutated.json", &text);
        let reader = doc.is_some() && !diags.has_errors();
        let schema = schema().is_valid(&value);
        prop_assert_eq!(reader, schema, "{}\nreader: {}", text, rendered(&diags));
    }

    #[test]
    fn a_mapping_key_prints_back_to_itself(
        part in "[a-zA-Z_][a-zA-Z0-9_-]{0,6}",
        property in "[a-zA-Z_][a-zA-Z0-9_-]{0,10}",
        state in proptest::option::of("[a-zA-Z_][a-zA-Z0-9_-]{0,6}"),
        selectors in proptest::collection::btree_map("[a-zA-Z_][a-zA-Z0-9_-]{0,6}", "[a-zA-Z0-9_.-]{1,6}", 0..4),
    ) {
        let mut written = format!("{part}.{property}");
        if let Some(state) = &state {
            written.push_str(&format!(":{state}"));
        }
        for (axis, value) in &selectors {
            written.push_str(&format!("[{axis}={value}]"));
        }
        let key = MappingKey::parse(&written).map_err(|e| TestCaseError::fail(e.message))?;
        prop_assert_eq!((key.part.text, key.property.text), (part.as_str(), property.as_str()));
        prop_assert_eq!(key.state.as_ref().map(|s| s.text), state.as_deref());
        let pieces: BTreeMap<&str, &str> = key.selectors.iter().map(|(a, v)| (a.text, v.text)).collect();
        let expected: BTreeMap<&str, &str> = selectors.iter().map(|(a, v)| (a.as_str(), v.as_str())).collect();
        prop_assert_eq!(pieces, expected);
        prop_assert_eq!(key.to_string(), written);
    }

    /// Each token either holds a value (`None`) or aliases token `i`.
    #[test]
    fn a_cycle_is_reported_exactly_when_the_aliases_form_one(
        targets in proptest::collection::vec(proptest::option::of(any::<Index>()), 1..12),
    ) {
        let count = targets.len();
        let targets: Vec<Option<usize>> = targets.iter().map(|t| t.as_ref().map(|i| i.index(count))).collect();
        let mut group = Map::new();
        for (i, target) in targets.iter().enumerate() {
            let value = match target {
                Some(j) => json!(format!("{{n.t{j}}}")),
                None => json!({"value": i, "unit": "px"}),
            };
            group.insert(format!("t{i}"), json!({"$type": "dimension", "$value": value}));
        }
        let text = json!({"n": group}).to_string();
        let (_, findings) = tokens(&[("tokens.json", &text)]);
        // The tokens on a cycle: those a walk along the aliases comes back to.
        let on_cycle: BTreeSet<usize> = (0..count)
            .filter(|&start| {
                let mut at = start;
                (0..count).any(|_| match targets[at] {
                    Some(next) => { at = next; at == start }
                    None => false,
                })
            })
            .collect();
        let reported: BTreeSet<usize> = findings
            .iter()
            .filter(|f| f.contains("token-cycle"))
            .flat_map(|f| {
                (0..count).filter(move |i| f.contains(&format!("{{n.t{i}}}")))
            })
            .collect();
        prop_assert_eq!(
            findings.iter().any(|f| f.contains("token-cycle")),
            !on_cycle.is_empty(),
            "{:?}", findings
        );
        prop_assert!(on_cycle.is_subset(&reported), "cycle {:?}, reported {:?}: {:?}", on_cycle, reported, findings);
    }
}
