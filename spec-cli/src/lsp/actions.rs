//! Code actions: the "did you mean" of a finding applied (unknown key, token name, enum value:
//! the replacement travels in the diagnostic's `data`); in a spec, a prop or event the
//! component's code has and the spec lacks, added as `spec:infer` would write it; and a
//! `defaultVariants` entry for an axis that has none.

use std::collections::HashMap;
use std::path::Path;

use lsp_types::{CodeAction, CodeActionKind, CodeActionOrCommand, TextEdit, Url, WorkspaceEdit};

use uispec_core::Diagnostics;
use uispec_core::code::infer::to_spec;
use uispec_core::naming::match_key;
use uispec_core::reader::SpecDocument;

use super::target::component;
use super::text::LineIndex;
use super::world::World;

pub(crate) fn actions(
    world: &World,
    uri: &Url,
    path: &Path,
    diagnostics: &[lsp_types::Diagnostic],
) -> Vec<CodeActionOrCommand> {
    let mut actions: Vec<CodeAction> = diagnostics
        .iter()
        .filter_map(|d| did_you_mean(uri, d))
        .collect();
    if world.is_current(path)
        && let (Some(doc), Some(text)) = (world.spec(path), world.doc(path).map(|d| &d.text))
    {
        actions.extend(from_code(world, uri, doc, text));
        actions.extend(default_variants(uri, doc, text));
    }
    actions
        .into_iter()
        .map(CodeActionOrCommand::CodeAction)
        .collect()
}

fn action(
    uri: &Url,
    title: String,
    edit: TextEdit,
    diagnostic: Option<&lsp_types::Diagnostic>,
) -> CodeAction {
    CodeAction {
        title,
        kind: Some(CodeActionKind::QUICKFIX),
        diagnostics: diagnostic.map(|d| vec![d.clone()]),
        edit: Some(WorkspaceEdit {
            changes: Some(HashMap::from([(uri.clone(), vec![edit])])),
            ..Default::default()
        }),
        is_preferred: Some(diagnostic.is_some()),
        ..Default::default()
    }
}

/// The replacement a finding carries (see `diagnostics.rs`).
fn did_you_mean(uri: &Url, d: &lsp_types::Diagnostic) -> Option<CodeAction> {
    let fix = d.data.as_ref()?.get("fix")?;
    let range: lsp_types::Range = serde_json::from_value(fix.get("range")?.clone()).ok()?;
    let new_text = fix.get("newText")?.as_str()?.to_owned();
    let title = format!("Replace with `{new_text}`");
    Some(action(uri, title, TextEdit::new(range, new_text), Some(d)))
}

/// Props and events of the component's code that the spec lacks, each as an action adding it.
fn from_code(world: &World, uri: &Url, doc: &SpecDocument, text: &str) -> Vec<CodeAction> {
    let Some(component) = component(world, &doc.spec.name) else {
        return Vec::new();
    };
    let inferred = to_spec(
        &mut Diagnostics::new(),
        component,
        component.location.file.path(),
    );
    let spec = &doc.spec;
    let known: Vec<String> = spec
        .props
        .iter()
        .map(|p| &p.name)
        .chain(spec.variants.iter().map(|v| &v.name))
        .chain(spec.slots.iter().map(|s| &s.name))
        .map(|n| match_key(n))
        .collect();
    let events: Vec<String> = spec.events.iter().map(|e| match_key(&e.name)).collect();
    let props = inferred
        .props
        .iter()
        .map(|p| ("prop", "props", &p.name, serde_json::to_value(p)));
    let new_events = inferred
        .events
        .iter()
        .map(|e| ("event", "events", &e.name, serde_json::to_value(e)));
    let mut actions = Vec::new();
    for (what, key, name, item) in props.chain(new_events) {
        let have = if key == "props" { &known } else { &events };
        let (false, Ok(item)) = (have.contains(&match_key(name)), item) else {
            continue;
        };
        let title = format!("Add {what} `{name}` from `{}`", component.name);
        if let Some(edit) = append(doc, text, key, &item) {
            actions.push(action(uri, title, edit, None));
        }
    }
    actions
}

/// For each variant axis without a `defaultVariants` entry, one with its first value.
fn default_variants(uri: &Url, doc: &SpecDocument, text: &str) -> Vec<CodeAction> {
    let spec = &doc.spec;
    spec.variants
        .iter()
        .filter(|axis| spec.default_variants.get(&axis.name).is_none())
        .filter_map(|axis| {
            let value = axis.values.first()?;
            let title = format!("Add `{}: {value}` to defaultVariants", axis.name);
            let entry = (axis.name.as_str(), serde_json::Value::from(value.as_str()));
            let edit = add_member(doc, text, "defaultVariants", entry)?;
            Some(action(uri, title, edit, None))
        })
        .collect()
}

/// An edit appending `item` to the top-level array `key` (made when missing).
fn append(doc: &SpecDocument, text: &str, key: &str, item: &serde_json::Value) -> Option<TextEdit> {
    let json = serde_json::to_string_pretty(item).ok()?;
    let spans = doc.spans();
    let Some(array) = spans.get(&format!("/{key}")) else {
        return new_key(doc, text, key, |indent| {
            format!(
                "[\n{indent}  {}\n{indent}]",
                reindent(&json, &format!("{indent}  "))
            )
        });
    };
    let count = (0..)
        .take_while(|i| spans.get(&format!("/{key}/{i}")).is_some())
        .count();
    match count.checked_sub(1) {
        Some(last) => {
            let last = spans.get(&format!("/{key}/{last}"))?.value.clone();
            let indent = indent_at(text, last.start);
            let insert = format!(",\n{indent}{}", reindent(&json, &indent));
            Some(insert_at(text, last.end, insert))
        }
        None => {
            let indent = format!("{}  ", indent_at(text, array.value.start));
            let inner = format!("[\n{indent}{}\n{}]", reindent(&json, &indent), &indent[2..]);
            let index = LineIndex::new(text);
            Some(TextEdit::new(index.range(&array.value), inner))
        }
    }
}

/// An edit adding `"name": value` to the top-level object `key` (made when missing).
fn add_member(
    doc: &SpecDocument,
    text: &str,
    key: &str,
    (name, value): (&str, serde_json::Value),
) -> Option<TextEdit> {
    let spans = doc.spans();
    let member = format!("{}: {value}", serde_json::Value::from(name));
    if let Some(object) = spans.get(&format!("/{key}")) {
        let inner = text.get(object.value.start + 1..object.value.end - 1)?;
        let indent = format!("{}  ", indent_at(text, object.value.start));
        if inner.trim().is_empty() {
            let replacement = format!("{{\n{indent}{member}\n{}}}", &indent[2..]);
            return Some(TextEdit::new(
                LineIndex::new(text).range(&object.value),
                replacement,
            ));
        }
        // After the last member: the object's closing brace, less the space before it.
        let end = object.value.start + 1 + inner.trim_end().len();
        return Some(insert_at(text, end, format!(",\n{indent}{member}")));
    }
    new_key(doc, text, key, |indent| {
        format!("{{\n{indent}  {member}\n{indent}}}")
    })
}

/// An edit adding the top-level `key` after `name` (which every spec has), its value made by
/// `value` from the indentation of the top-level keys.
fn new_key(
    doc: &SpecDocument,
    text: &str,
    key: &str,
    value: impl Fn(&str) -> String,
) -> Option<TextEdit> {
    let name = doc.spans().get("/name")?;
    let indent = indent_at(text, name.key.clone()?.start);
    let insert = format!(",\n{indent}\"{key}\": {}", value(&indent));
    Some(insert_at(text, name.value.end, insert))
}

fn insert_at(text: &str, offset: usize, insert: String) -> TextEdit {
    let position = LineIndex::new(text).position(offset);
    TextEdit::new(lsp_types::Range::new(position, position), insert)
}

/// The whitespace the line holding `offset` starts with.
fn indent_at(text: &str, offset: usize) -> String {
    let line_start = text[..offset.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    text[line_start..]
        .chars()
        .take_while(|c| *c == ' ' || *c == '\t')
        .collect()
}

/// Pretty JSON's continuation lines moved right by `indent`.
fn reindent(json: &str, indent: &str) -> String {
    json.replace('\n', &format!("\n{indent}"))
}
