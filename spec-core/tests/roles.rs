//! The roles table (`uispec_core::roles::ROLES`) against axe-core's own, read from the axe-core
//! that `uispec test` runs (`spec-cli/vendor/axe-core/axe.min.js`): the states a role requires
//! and the roles it must live in are WAI-ARIA 1.2's as axe 4.x has them, row by row.

use std::collections::BTreeMap;
use std::path::Path;

use uispec_core::roles::{ROLES, role};

/// What axe says of one role: its type, `requiredAttrs` and `requiredContext`.
#[derive(Debug, Default)]
struct AxeRole {
    kind: String,
    required: Vec<String>,
    context: Vec<String>,
}

/// The end of the bracketed group that opens at `text[start]`, skipping strings.
fn group_end(text: &[u8], start: usize) -> usize {
    let mut depth = 0usize;
    let mut quote = None;
    let mut i = start;
    while i < text.len() {
        let c = text[i];
        match quote {
            Some(_) if c == b'\\' => i += 1,
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None => match c {
                b'"' | b'\'' => quote = Some(c),
                b'{' | b'[' | b'(' => depth += 1,
                b'}' | b']' | b')' => {
                    depth -= 1;
                    if depth == 0 {
                        return i;
                    }
                }
                _ => {}
            },
        }
        i += 1;
    }
    panic!("unbalanced axe.min.js")
}

/// The top-level `key:value` entries of the object literal `body` (braces stripped).
fn entries(body: &str) -> Vec<(&str, &str)> {
    let bytes = body.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' | b'[' | b'(' | b'"' => i = group_end(bytes, i),
            b',' => {
                out.push(&body[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(&body[start..]);
    out.into_iter()
        .filter_map(|entry| entry.split_once(':'))
        .collect()
}

/// The strings of the array `field:[…]` in `object`, if it has the field.
fn strings(object: &str, field: &str) -> Vec<String> {
    let Some(at) = object.find(&format!("{field}:[")) else {
        return Vec::new();
    };
    let open = at + field.len() + 1;
    let end = group_end(object.as_bytes(), open);
    object[open + 1..end]
        .split(',')
        .map(|s| s.trim_matches('"').to_owned())
        .filter(|s| !s.is_empty())
        .collect()
}

/// axe's roles (`standards.ariaRoles`), by name. Rows shared through a minified variable
/// (`img:b({},Le)`, `image:b({},Le={…})`) are followed to their object.
fn axe_roles() -> BTreeMap<String, AxeRole> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec-cli/vendor/axe-core/axe.min.js");
    let source = std::fs::read_to_string(path).unwrap();
    let start = source
        .find("{alert:{type:\"structure\"")
        .expect("axe's ariaRoles table starts with `alert`");
    let end = group_end(source.as_bytes(), start);
    let table = &source[start + 1..end];
    let mut shared: BTreeMap<&str, &str> = BTreeMap::new();
    let mut rows = Vec::new();
    for (name, value) in entries(table) {
        // `b({},Le={…})` defines a shared row; `b({},Le)` uses one.
        let object = match value.strip_prefix("b({},") {
            Some(rest) => match rest.split_once('=') {
                Some((var, object)) => {
                    shared.insert(var, object);
                    object
                }
                None => rest.trim_end_matches(')'),
            },
            None => value,
        };
        rows.push((name, object));
    }
    rows.into_iter()
        .map(|(name, object)| {
            let object = shared.get(object).copied().unwrap_or(object);
            let kind = object
                .split("type:\"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .unwrap_or_default()
                .to_owned();
            let row = AxeRole {
                kind,
                required: strings(object, "requiredAttrs"),
                context: strings(object, "requiredContext"),
            };
            (name.to_owned(), row)
        })
        .collect()
}

/// What WAI-ARIA 1.2 requires only sometimes, which a rule on the markup cannot decide: a
/// `combobox` needs `aria-controls` only while it is expanded (axe's check says so too), a
/// `separator` `aria-valuenow` only when it is focusable.
const CONDITIONAL: &[(&str, &str)] = &[
    ("combobox", "aria-controls"),
    ("separator", "aria-valuenow"),
];

#[test]
fn required_states_and_contexts_are_axes() {
    let axe = axe_roles();
    assert!(axe.len() > 90, "read {} roles from axe", axe.len());
    let mut wrong = Vec::new();
    for (name, row) in &axe {
        if row.kind == "abstract" {
            continue;
        }
        // Roles axe has beyond WAI-ARIA 1.2 (DPUB, ARIA 1.3 drafts) are not uispec's.
        let Some(ours) = role(name) else {
            continue;
        };
        let expected: Vec<&str> = row
            .required
            .iter()
            .map(String::as_str)
            .filter(|state| !CONDITIONAL.contains(&(name.as_str(), state)))
            .collect();
        if ours.required != expected.as_slice() {
            wrong.push(format!(
                "{name}: requires {:?}, axe {expected:?}",
                ours.required
            ));
        }
        // Each context axe asks for is one of ours (WAI-ARIA 1.2 also lets a `listitem` live in
        // a `directory`).
        if let Some(missing) = row
            .context
            .iter()
            .find(|c| !ours.context.contains(&c.as_str()))
        {
            wrong.push(format!(
                "{name}: axe's context `{missing}` is not in {:?}",
                ours.context
            ));
        }
    }
    // `generic` is WAI-ARIA 1.2's role of elements with no semantics, which authors do not
    // write; axe has no row for it.
    for ours in ROLES.iter().filter(|r| r.name != "generic") {
        if !axe.contains_key(ours.name) {
            wrong.push(format!("{}: axe has no such role", ours.name));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_reader_of_axes_table_reads_what_it_says() {
    let axe = axe_roles();
    assert_eq!(axe["checkbox"].required, ["aria-checked"]);
    assert_eq!(axe["tab"].context, ["tablist"]);
    assert!(axe["option"].required.is_empty());
    // A row shared through a minified variable.
    assert_eq!(axe["img"].kind, "structure");
}
