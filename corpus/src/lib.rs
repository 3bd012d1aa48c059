//! Synthetic corpora for tests and benchmarks: deterministic generated component specs, and
//! systematic mutations of a spec (wrong types at every depth, missing and empty names, bad
//! enums, unknown and `x-` keys, nulls, huge numbers).
//!
//! Everything is a pure function of its arguments and a seed, so a failing case can be
//! reproduced from its description. Later features extend this one module with their own
//! corpora (token files, component code).

use serde_json::{Map, Value, json};

pub mod components;

/// A small deterministic generator (SplitMix64): corpora must be identical on every machine,
/// and this is all the randomness they need.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const NOUNS: &[&str] = &[
    "Button", "Card", "Menu", "Toast", "Table", "Panel", "Field", "Chip", "Banner", "Tooltip",
    "Drawer", "Slider",
];
const PREFIXES: &[&str] = &[
    "",
    "Icon",
    "Data",
    "Split",
    "Floating",
    "Nav",
    "Date",
    "Color",
    "Search",
    "Segmented",
];
const PROP_NAMES: &[&str] = &[
    "label",
    "disabled",
    "value",
    "placeholder",
    "href",
    "open",
    "loading",
    "count",
    "title",
    "icon",
    "checked",
    "tone",
];
const TYPES: &[(&str, &str)] = &[
    ("string", "\"text\""),
    ("boolean", "false"),
    ("number", "0"),
    ("UiNode", ""),
    ("() => void", ""),
    ("\"sm\" | \"md\" | \"lg\"", "\"md\""),
    ("string | string[]", "\"a\""),
];
const STATES: &[&str] = &[
    "hover", "focus", "active", "disabled", "open", "selected", "invalid",
];
const PARTS: &[&str] = &[
    "root",
    "label",
    "icon",
    "content",
    "header",
    "footer",
    "indicator",
];
const PROPERTIES: &[&str] = &[
    "background",
    "textColor",
    "borderColor",
    "radius",
    "paddingX",
    "gap",
    "fontSize",
];
const CATEGORIES: &[&str] = &[
    "actions",
    "forms",
    "feedback",
    "navigation",
    "data-display",
    "layout",
];

/// One realistic, valid spec as a JSON value: 2–8 props, 1–3 variant axes, anatomy, token
/// mappings, states, events, accessibility and guidelines, with occasional `x-` keys.
pub fn spec_value(rng: &mut Rng, index: usize) -> Value {
    let name = format!("{}{}{index}", rng.pick(PREFIXES), rng.pick(NOUNS));
    let mut spec = Map::new();
    spec.insert("name".into(), json!(name));
    spec.insert(
        "description".into(),
        json!(format!(
            "Generated component number {index} for tests and benchmarks."
        )),
    );
    spec.insert("category".into(), json!(rng.pick(CATEGORIES)));
    spec.insert(
        "complexity".into(),
        json!(rng.pick(&["simple", "moderate", "complex"])),
    );
    let props: Vec<Value> = (0..2 + rng.below(7))
        .map(|i| {
            let (ty, default) = *rng.pick(TYPES);
            let mut prop = Map::new();
            prop.insert("name".into(), json!(format!("{}{i}", rng.pick(PROP_NAMES))));
            prop.insert("type".into(), json!(ty));
            if rng.chance(30) {
                prop.insert("required".into(), json!(true));
            }
            if !default.is_empty() && rng.chance(60) {
                prop.insert(
                    "default".into(),
                    serde_json::from_str(default).unwrap_or(Value::Null),
                );
            }
            prop.insert(
                "description".into(),
                json!("What this prop does, in one sentence."),
            );
            Value::Object(prop)
        })
        .collect();
    spec.insert("props".into(), Value::Array(props));
    let axes = 1 + rng.below(3);
    let variants: Vec<Value> = (0..axes)
        .map(|i| json!({"name": format!("axis{i}"), "values": ["one", "two", "three"], "description": "An axis."}))
        .collect();
    spec.insert("variants".into(), Value::Array(variants));
    spec.insert(
        "defaultVariants".into(),
        Value::Object(
            (0..axes)
                .map(|i| (format!("axis{i}"), json!("one")))
                .collect(),
        ),
    );
    spec.insert("slots".into(), json!([{"name": "children", "required": true}, {"name": "icon", "description": "Leading icon."}]));
    let parts: Vec<&str> = PARTS
        .iter()
        .copied()
        .take(2 + rng.below(PARTS.len() - 1))
        .collect();
    spec.insert(
        "anatomy".into(),
        Value::Array(
            parts
                .iter()
                .map(|p| json!({"name": p, "description": "A part."}))
                .collect(),
        ),
    );
    let states: Vec<&str> = STATES
        .iter()
        .copied()
        .take(1 + rng.below(STATES.len()))
        .collect();
    let mut mapping = Map::new();
    for part in &parts {
        for property in PROPERTIES.iter().take(1 + rng.below(PROPERTIES.len())) {
            mapping.insert(
                format!("{part}.{property}"),
                json!(format!("{{component.{part}.{property}}}")),
            );
            if rng.chance(40) {
                let state = rng.pick(&states);
                mapping.insert(
                    format!("{part}.{property}:{state}"),
                    json!(format!("{{component.{part}.{property}-{state}}}")),
                );
            }
        }
    }
    spec.insert("tokenMapping".into(), Value::Object(mapping));
    spec.insert("states".into(), json!(states));
    spec.insert(
        "events".into(),
        json!([{"name": "onClick", "description": "Activated."}, {"name": "onFocus"}]),
    );
    if rng.chance(30) {
        spec.insert("dependencies".into(), json!(["Button"]));
    }
    spec.insert(
        "accessibility".into(),
        json!({"role": "button", "ariaAttributes": ["aria-label"], "keyboardInteractions": [{"key": "Enter", "description": "Activates."}, {"key": "Shift+Tab", "description": "Moves back."}]}),
    );
    spec.insert(
        "guidelines".into(),
        json!(["Use it well.", "Label it clearly."]),
    );
    if rng.chance(20) {
        spec.insert(
            "x-owner".into(),
            json!({"team": "design-system", "since": 2024}),
        );
    }
    Value::Object(spec)
}

/// `count` valid specs as pretty-printed JSON texts (about 3 KB each).
pub fn specs(count: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| pretty(&spec_value(&mut rng, i)))
        .collect()
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default()
}

/// A mutated spec and what was done to it.
#[derive(Debug, Clone)]
pub struct Mutation {
    /// What was changed, e.g. `replace /props/0/required with "yes"`.
    pub description: String,
    /// The mutated spec's JSON text.
    pub text: String,
}

/// Values of every JSON type, used to replace a node with something of another type.
fn replacements() -> Vec<Value> {
    vec![
        json!("yes"),
        json!(""),
        json!(42),
        json!(-0.5),
        json!(true),
        Value::Null,
        json!({}),
        json!({"a": 1}),
        json!([]),
        json!(["x"]),
        json!([1]),
    ]
}

/// Systematic mutations of `base`: every node replaced by values of every other type; every
/// object given an unknown key, a near-miss key and an `x-` key; every object stripped of
/// each of its keys; empty strings; bad enum values; huge numbers. Duplicate keys and nesting
/// limits are left out (JSON Schema cannot see them).
pub fn mutations(base: &Value) -> Vec<Mutation> {
    let mut out = Vec::new();
    let mut pointers = Vec::new();
    collect_pointers(base, String::new(), &mut pointers);
    for pointer in &pointers {
        let Some(original) = base.pointer(pointer) else {
            continue;
        };
        for replacement in replacements() {
            if same_shape(original, &replacement) {
                continue;
            }
            out.extend(with(
                base,
                pointer,
                &replacement,
                format!("replace {pointer} with {replacement}"),
            ));
        }
        match original {
            Value::Object(object) => {
                for (key, value) in [
                    ("extra", json!(1)),
                    ("desciption", json!("typo")),
                    ("x-vendor", json!({"any": [1, null]})),
                ] {
                    let mut changed = object.clone();
                    changed.insert(key.into(), value);
                    out.extend(with(
                        base,
                        pointer,
                        &Value::Object(changed),
                        format!("add key {key} at {pointer:?}"),
                    ));
                }
                for key in object.keys() {
                    let mut changed = object.clone();
                    changed.remove(key);
                    out.extend(with(
                        base,
                        pointer,
                        &Value::Object(changed),
                        format!("remove key {key} at {pointer:?}"),
                    ));
                }
            }
            Value::String(_) => {
                for text in ["hard", "Simple", "moderate"] {
                    out.extend(with(
                        base,
                        pointer,
                        &json!(text),
                        format!("set {pointer} to {text:?}"),
                    ));
                }
            }
            _ => {}
        }
    }
    for number in ["1e300", "-0", "12345678901234567890", "1e400"] {
        let text = pretty(base);
        if let Some(index) = text.rfind('}') {
            let mutated = format!("{},\n  \"x-huge\": {number}\n}}", text[..index].trim_end());
            out.push(Mutation {
                description: format!("x-huge = {number}"),
                text: mutated,
            });
        }
    }
    out
}

fn same_shape(a: &Value, b: &Value) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
        && match (a, b) {
            (Value::String(x), Value::String(y)) => x.is_empty() == y.is_empty(),
            (Value::Object(x), Value::Object(y)) => x.is_empty() == y.is_empty(),
            (Value::Array(x), Value::Array(y)) => x.is_empty() == y.is_empty(),
            _ => true,
        }
}

fn with(base: &Value, pointer: &str, replacement: &Value, description: String) -> Option<Mutation> {
    let mut changed = base.clone();
    if pointer.is_empty() {
        changed = replacement.clone();
    } else {
        *changed.pointer_mut(pointer)? = replacement.clone();
    }
    Some(Mutation {
        description,
        text: pretty(&changed),
    })
}

fn collect_pointers(value: &Value, pointer: String, out: &mut Vec<String>) {
    match value {
        Value::Object(object) => {
            for (key, child) in object {
                let escaped = key.replace('~', "~0").replace('/', "~1");
                collect_pointers(child, format!("{pointer}/{escaped}"), out);
            }
        }
        Value::Array(array) => {
            for (index, child) in array.iter().enumerate() {
                collect_pointers(child, format!("{pointer}/{index}"), out);
            }
        }
        _ => {}
    }
    out.push(pointer);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corpora_are_deterministic_and_varied() {
        assert_eq!(specs(5, 7), specs(5, 7));
        assert_ne!(specs(5, 7), specs(5, 8));
        let base = spec_value(&mut Rng::new(1), 0);
        assert!(mutations(&base).len() > 300);
    }
}

/// The shape of a synthetic token tree.
#[derive(Debug, Clone, Copy)]
pub struct TokenShape {
    /// Number of tokens.
    pub count: usize,
    /// How many of them are aliases (`{…}` references to another token).
    pub aliases: usize,
    /// Length of each alias chain (1: aliases point at concrete tokens).
    pub depth: usize,
    /// Percentage of concrete tokens that are composites (shadows and typography whose parts
    /// reference other tokens).
    pub composite_percent: usize,
}

impl TokenShape {
    /// Style Dictionary's own performance-test shape (its `__perf_tests__`): `count` tokens,
    /// `aliases` of them references, in chains `depth` long, no composites.
    pub fn style_dictionary(count: usize, aliases: usize, depth: usize) -> Self {
        TokenShape {
            count,
            aliases,
            depth,
            composite_percent: 0,
        }
    }
}

/// A W3C DTCG 2025.10 token file of the given shape, deterministic for a seed. Tokens live in
/// groups of 100 (`set3.group17.t1742`); colours are colour objects, dimensions `{value, unit}`.
pub fn tokens(shape: TokenShape, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let path = |i: usize| format!("set{}.group{}.t{i}", i / 1000, i / 100);
    let concrete = shape.count.saturating_sub(shape.aliases).max(1);
    let depth = shape.depth.max(1);
    // Token i's JSON value and type.
    let mut values: Vec<(String, &str)> = Vec::with_capacity(shape.count);
    for i in 0..concrete {
        let composite =
            shape.composite_percent > 0 && i > 2 && rng.below(100) < shape.composite_percent;
        values.push(match (composite, i % 3) {
            (true, 0) => {
                let c = (rng.below(i / 3) * 3 + 1).min(i - 1);
                let d = (rng.below(i / 3) * 3 + 2).min(i - 1);
                (
                    format!(
                        r#"{{"color": "{{{}}}", "offsetX": {{"value": 0, "unit": "px"}}, "offsetY": "{{{}}}", "blur": "{{{}}}", "spread": {{"value": 0, "unit": "px"}}}}"#,
                        path(c), path(d), path(d)
                    ),
                    "shadow",
                )
            }
            (_, 0) | (_, 1) => {
                let [r, g, b] = [rng.below(256), rng.below(256), rng.below(256)];
                (
                    format!(
                        r##"{{"colorSpace": "srgb", "components": [{:.4}, {:.4}, {:.4}], "hex": "#{r:02x}{g:02x}{b:02x}"}}"##,
                        r as f64 / 255.0, g as f64 / 255.0, b as f64 / 255.0
                    ),
                    "color",
                )
            }
            _ => (format!(r#"{{"value": {}, "unit": "px"}}"#, rng.below(64)), "dimension"),
        });
    }
    // Aliases in chains: the first of a chain points at a concrete token, each next one at the
    // previous alias; the chain's type is its concrete token's.
    let mut alias = concrete;
    while alias < shape.count {
        let base = rng.below(concrete);
        let ty = values[base].1;
        let mut target = base;
        for _ in 0..depth {
            if alias >= shape.count {
                break;
            }
            values.push((format!("\"{{{}}}\"", path(target)), ty));
            target = alias;
            alias += 1;
        }
    }
    write_tree(
        values
            .iter()
            .enumerate()
            .map(|(i, (value, ty))| (i, value.as_str(), *ty)),
    )
}

/// Token `i` of a [`tokens`] tree is at `set{i/1000}.group{i/100}.t{i}`: writes the tokens given
/// (in index order, each with its JSON value and type) as that nested file.
fn write_tree<'a>(tokens: impl Iterator<Item = (usize, &'a str, &'a str)>) -> String {
    let mut out = String::new();
    out.push('{');
    let (mut open_set, mut open_group) = (usize::MAX, usize::MAX);
    for (i, value, ty) in tokens {
        let (set, group) = (i / 1000, i / 100);
        if set != open_set {
            if open_set != usize::MAX {
                out.push_str("}},");
            }
            out.push_str(&format!("\n\"set{set}\": {{"));
            open_set = set;
            open_group = usize::MAX;
        }
        if group != open_group {
            if open_group != usize::MAX {
                out.push_str("},");
            }
            out.push_str(&format!("\n  \"group{group}\": {{"));
            open_group = group;
        } else {
            out.push(',');
        }
        out.push_str(&format!(
            "\n    \"t{i}\": {{\"$type\": \"{ty}\", \"$value\": {value}}}"
        ));
    }
    if open_set != usize::MAX {
        out.push_str("}}");
    }
    out.push_str("\n}\n");
    out
}

/// A themed token project read through a resolver, as design systems with modes ship: a base
/// file of `count` tokens (two thirds of them aliases in chains of 2), and one modifier per
/// entry of `contexts` with that many contexts, each context a file that gives every tenth
/// concrete token a value of its own (a theme's colours, a density's sizes). Returns the files
/// (paths relative to the project root) with `tokens/theme.resolver.json` last.
///
/// With `as_sets`, the same files make one permutation: each modifier's first context is
/// listed as a set instead, the baseline a resolver's cost is measured against.
pub fn themed_project(count: usize, contexts: &[usize], as_sets: bool) -> Vec<(String, String)> {
    let shape = TokenShape::style_dictionary(count, count * 2 / 3, 2);
    let concrete = shape.count - shape.aliases;
    let mut files = vec![("tokens/base.tokens.json".to_owned(), tokens(shape, 1))];
    let mut sets = vec![r##"{"$ref": "#/sets/base"}"##.to_owned()];
    let mut declared_sets =
        vec![r#""base": {"sources": [{"$ref": "base.tokens.json"}]}"#.to_owned()];
    let mut modifiers = Vec::new();
    for (m, &n) in contexts.iter().enumerate() {
        let mut entries = Vec::new();
        // As sets, only the first context is read: its file is all there is.
        for c in 0..if as_sets { 1 } else { n } {
            let name = format!("m{m}-c{c}.tokens.json");
            // Token types follow `tokens`: without composites, i % 3 == 2 is a dimension.
            let values: Vec<(usize, String, &str)> = (0..concrete)
                .filter(|i| i % 10 == (m * 4 + c) % 10)
                .map(|i| match i % 3 {
                    2 => (
                        i,
                        format!(r#"{{"value": {}, "unit": "px"}}"#, c + m),
                        "dimension",
                    ),
                    _ => (
                        i,
                        format!(r#"{{"colorSpace": "srgb", "components": [0.{c}, 0.{m}, 0.5]}}"#),
                        "color",
                    ),
                })
                .collect();
            files.push((
                format!("tokens/{name}"),
                write_tree(values.iter().map(|(i, v, t)| (*i, v.as_str(), *t))),
            ));
            entries.push(format!(r#""c{c}": [{{"$ref": "{name}"}}]"#));
            if as_sets {
                declared_sets.push(format!(r#""m{m}": {{"sources": [{{"$ref": "{name}"}}]}}"#));
                sets.push(format!(r##"{{"$ref": "#/sets/m{m}"}}"##));
            }
        }
        if !as_sets {
            modifiers.push(format!(
                r#""m{m}": {{"contexts": {{{}}}, "default": "c0"}}"#,
                entries.join(", ")
            ));
            sets.push(format!(r##"{{"$ref": "#/modifiers/m{m}"}}"##));
        }
    }
    let resolver = format!(
        "{{\n  \"version\": \"2025.10\",\n  \"sets\": {{{}}},\n  \"modifiers\": {{{}}},\n  \"resolutionOrder\": [{}]\n}}\n",
        declared_sets.join(", "),
        modifiers.join(", "),
        sets.join(", ")
    );
    files.push(("tokens/theme.resolver.json".to_owned(), resolver));
    files
}

#[cfg(test)]
mod token_tests {
    use super::*;

    #[test]
    fn token_trees_have_the_requested_shape() {
        let text = tokens(
            TokenShape {
                count: 2_500,
                aliases: 1_000,
                depth: 10,
                composite_percent: 20,
            },
            1,
        );
        let value: Value = serde_json::from_str(&text).unwrap();
        let count: usize = value
            .as_object()
            .unwrap()
            .values()
            .flat_map(|set| set.as_object().unwrap().values())
            .map(|g| g.as_object().unwrap().len())
            .sum();
        assert_eq!(count, 2_500);
        assert_eq!(text.matches("\"$value\": \"{").count(), 1_000);
        assert!(text.contains("\"shadow\""));
        assert_eq!(
            tokens(TokenShape::style_dictionary(100, 50, 3), 7),
            tokens(TokenShape::style_dictionary(100, 50, 3), 7)
        );
    }

    #[test]
    fn themed_projects_have_a_file_per_context_or_per_modifier() {
        let twelve = themed_project(300, &[4, 3], false);
        assert_eq!(twelve.len(), 1 + 4 + 3 + 1);
        let one = themed_project(300, &[4, 3], true);
        assert_eq!(one.len(), 1 + 1 + 1 + 1);
        for (path, text) in twelve.iter().chain(&one) {
            let value: Value = serde_json::from_str(text).unwrap();
            assert!(value.is_object(), "{path}");
        }
        let resolver: Value = serde_json::from_str(&twelve.last().unwrap().1).unwrap();
        assert_eq!(
            resolver["modifiers"]["m0"]["contexts"]
                .as_object()
                .unwrap()
                .len(),
            4
        );
        let resolver: Value = serde_json::from_str(&one.last().unwrap().1).unwrap();
        assert_eq!(resolver["resolutionOrder"].as_array().unwrap().len(), 3);
    }
}
