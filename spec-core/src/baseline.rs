//! Baselines: today's findings recorded in a file, so that a project can turn on a stricter
//! level on an existing library and fail only on findings that are new (ESLint's suppressions
//! file, Chromatic's accessibility baselines).
//!
//! A finding is recognised by its [`Fingerprint`], never by its line: the rule, what it is
//! about (the spec's name for a spec file, the component it follows in a code file, the path
//! of any other file), where in that subject (the JSON member path for a JSON file, with list
//! items named by their `name`; the text of the line for other files) and the message. So a
//! finding keeps its fingerprint when lines are inserted above it, when the props of a spec
//! are reordered, when a spec or component file is renamed, and when other parts of the file
//! change. Fingerprints are counted, not just listed: a baseline with two findings of one
//! fingerprint lets two through, and a third is new.
//!
//! The file is JSON, sorted, one finding per entry, for readable diffs in review:
//!
//! ```json
//! {
//!   "uispec-baseline": 1,
//!   "findings": [
//!     {"rule": "spec-description-missing", "subject": "spec Button", "at": "",
//!      "message": "the spec `Button` has no description", "count": 1}
//!   ]
//! }
//! ```

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use serde_json::{Value, json};

use crate::diagnostics::{Diagnostic, Location, SourceFile};
use crate::reader::json::{Json, JsonKind, Vocabulary};
use crate::reader::push_pointer;
use crate::validate::Session;

/// The version of the file's shape; a breaking change increments it.
pub const VERSION: u32 = 1;

/// The file a baseline is written to when none is named: `uispec-baseline.json` at the
/// project root.
pub const DEFAULT_FILE: &str = "uispec-baseline.json";

/// Longest line text kept in a fingerprint: a minified file's one line would otherwise be
/// copied into the baseline whole.
const MAX_LINE_CHARS: usize = 200;

/// Most bytes of a line read for its text (whitespace collapses, so more than the characters
/// kept).
const MAX_LINE_BYTES: usize = 4096;

/// What recognises a finding across runs (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fingerprint {
    /// The rule id.
    pub rule: String,
    /// What the finding is about: `spec Button`, `component Button`, or `file tokens/a.json`.
    pub subject: String,
    /// Where in the subject: a JSON member path (`/props/size/default`) or a line's text.
    pub at: String,
    /// The finding's message.
    pub message: String,
}

/// Which spec or component each file holds, to name a finding's subject.
#[derive(Debug)]
pub struct Subjects<'s> {
    /// Spec display path → spec name.
    specs: HashMap<&'s str, &'s str>,
    /// Code display path → components declared in it, by the offset of their name.
    components: HashMap<&'s str, Vec<(usize, &'s str)>>,
}

impl<'s> Subjects<'s> {
    /// The subjects of what `session` read.
    pub fn of(session: &'s Session) -> Self {
        let specs = session
            .specs()
            .map(|doc| (doc.file.path(), doc.spec.name.as_str()))
            .collect();
        let mut components: HashMap<&str, Vec<(usize, &str)>> = HashMap::new();
        for component in session.components() {
            components
                .entry(component.location.file.path())
                .or_default()
                .push((component.location.span.start, component.name.as_str()));
        }
        for list in components.values_mut() {
            list.sort_unstable();
        }
        Subjects { specs, components }
    }

    /// The subject of a finding at `location`.
    fn subject(&self, location: &Location) -> String {
        let path = location.file.path();
        if let Some(name) = self.specs.get(path) {
            return format!("spec {name}");
        }
        // The component whose declaration the finding follows: findings in code are about a
        // component's signature or markup, which come after its name.
        let component = self.components.get(path).and_then(|list| {
            let before = list.partition_point(|(offset, _)| *offset <= location.span.start);
            let (_, name) = list.get(before.checked_sub(1)?)?;
            Some(*name)
        });
        match component {
            Some(name) => format!("component {name}"),
            None => format!("file {path}"),
        }
    }
}

/// Computes fingerprints, parsing each JSON file a finding points into once.
struct Fingerprinter<'a, 's> {
    subjects: &'a Subjects<'s>,
    parsed: HashMap<String, Option<Json>>,
}

impl Fingerprinter<'_, '_> {
    fn fingerprint(&mut self, diagnostic: &Diagnostic) -> Fingerprint {
        let location = &diagnostic.primary;
        let file = &location.file;
        let offset = location.span.start;
        let json = if file.path().ends_with(".json") {
            self.parsed
                .entry(file.path().to_owned())
                .or_insert_with(|| crate::reader::json::parse_quiet(file.text(), Vocabulary::Specs))
                .as_ref()
        } else {
            None
        };
        let at = match json {
            Some(root) => member_path(root, offset),
            None => line_text(file, offset),
        };
        Fingerprint {
            rule: diagnostic.rule.as_str().to_owned(),
            subject: self.subjects.subject(location),
            at,
            message: diagnostic.message.clone(),
        }
    }
}

/// The JSON Pointer of the innermost member or item at `offset`, with an array item that is an
/// object with a string `name` named by it (`/props/size`, not `/props/2`): reordering a list
/// keeps each item's path.
fn member_path(root: &Json, offset: usize) -> String {
    let contains = |span: &std::ops::Range<usize>| span.start <= offset && offset < span.end;
    let mut pointer = String::new();
    let mut node = root;
    loop {
        let next = match &node.kind {
            // Members and items are in file order: the one holding `offset` is found by
            // bisection (a group of 50,000 tokens with a finding on each stays linear).
            JsonKind::Object(members) => {
                let at = members.partition_point(|m| m.value.span.end <= offset);
                members.get(at).and_then(|member| {
                    if contains(&member.value.span) {
                        Some((member.key.to_string(), Some(&member.value)))
                    } else if contains(&member.key_span) {
                        Some((member.key.to_string(), None))
                    } else {
                        None
                    }
                })
            }
            JsonKind::Array(items) => {
                let at = items.partition_point(|item| item.span.end <= offset);
                items
                    .get(at)
                    .filter(|item| contains(&item.span))
                    .map(|item| (at, item))
                    .map(|(index, item)| {
                        let name = match item.get("name").map(|name| &name.kind) {
                            Some(JsonKind::String(name)) => name.to_string(),
                            _ => index.to_string(),
                        };
                        (name, Some(item))
                    })
            }
            _ => None,
        };
        match next {
            Some((segment, child)) => {
                pointer = push_pointer(&pointer, &segment);
                match child {
                    Some(child) => node = child,
                    None => return pointer,
                }
            }
            None => return pointer,
        }
    }
}

/// The text of the line at `offset`, its runs of whitespace made one space: at most the first
/// [`MAX_LINE_BYTES`] of it are read, and the line is found through the file's line index, so
/// many findings on one long minified line cost no more than a short one each.
fn line_text(file: &SourceFile, offset: usize) -> String {
    let line = file.line_col(offset).line;
    let text = file.line(line).unwrap_or_default();
    let mut end = text.len().min(MAX_LINE_BYTES);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(MAX_LINE_CHARS)
        .collect()
}

/// The findings of a run, recorded: how many of each fingerprint.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Baseline {
    counts: BTreeMap<Fingerprint, usize>,
}

/// Whether a finding of the run was recorded in the baseline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Not in the baseline: reported, and it counts for the exit status.
    New,
    /// In the baseline.
    Unchanged,
}

/// A run's findings compared with a baseline.
#[derive(Debug)]
pub struct Comparison {
    /// The state of each finding, in the order given.
    pub states: Vec<State>,
    /// Recorded findings the run no longer has, with how many of each.
    pub fixed: Vec<(Fingerprint, usize)>,
}

impl Comparison {
    /// How many findings are new.
    pub fn new_count(&self) -> usize {
        self.states.iter().filter(|s| **s == State::New).count()
    }

    /// How many recorded findings the run no longer has.
    pub fn fixed_count(&self) -> usize {
        self.fixed
            .iter()
            .fold(0usize, |sum, (_, count)| sum.saturating_add(*count))
    }

    /// The summary line: `3 new, 412 in the baseline, 5 fixed since`.
    pub fn summary(&self) -> String {
        let new = self.new_count();
        format!(
            "{new} new, {} in the baseline, {} fixed since",
            self.states.len() - new,
            self.fixed_count()
        )
    }
}

impl Baseline {
    /// Records `diagnostics`.
    pub fn record(diagnostics: &[Diagnostic], subjects: &Subjects<'_>) -> Baseline {
        let mut fingerprints = Fingerprinter {
            subjects,
            parsed: HashMap::new(),
        };
        let mut counts = BTreeMap::new();
        for diagnostic in diagnostics {
            *counts
                .entry(fingerprints.fingerprint(diagnostic))
                .or_default() += 1;
        }
        Baseline { counts }
    }

    /// How many findings it holds.
    pub fn len(&self) -> usize {
        self.counts
            .values()
            .fold(0usize, |sum, count| sum.saturating_add(*count))
    }

    /// Whether it holds no finding.
    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// The file's text: pretty JSON, sorted, ending with a newline.
    pub fn to_json(&self) -> String {
        let findings: Vec<Value> = self
            .counts
            .iter()
            .map(|(f, count)| {
                json!({
                    "rule": f.rule,
                    "subject": f.subject,
                    "at": f.at,
                    "message": f.message,
                    "count": count,
                })
            })
            .collect();
        let file = json!({"uispec-baseline": VERSION, "findings": findings});
        // Plain data with string keys: serialising cannot fail.
        let mut text = serde_json::to_string_pretty(&file).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Reads a baseline file's text; `origin` names the file in the error, which says what is
    /// wrong and where (`uispec-baseline.json:3:5`, or the entry).
    pub fn parse(origin: &str, text: &str) -> Result<Baseline, String> {
        let file: Value = serde_json::from_str(text).map_err(|error| {
            format!(
                "`{origin}:{}:{}` is not JSON: {error}",
                error.line(),
                error.column()
            )
        })?;
        let shape = || {
            format!(
                "`{origin}` is not a uispec baseline: expected {{\"uispec-baseline\": {VERSION}, \"findings\": [...]}}; write it again with `uispec validate --write-baseline`"
            )
        };
        let version = file.get("uispec-baseline").ok_or_else(shape)?;
        if version != VERSION {
            return Err(format!(
                "`{origin}` is a baseline of version {version}; this uispec reads version {VERSION}: write it again with `uispec validate --write-baseline`"
            ));
        }
        let findings = file
            .get("findings")
            .and_then(Value::as_array)
            .ok_or_else(shape)?;
        let mut counts = BTreeMap::new();
        for (index, entry) in findings.iter().enumerate() {
            let text = |key: &str| {
                entry
                    .get(key)
                    .and_then(Value::as_str)
                    .map(str::to_owned)
                    .ok_or_else(|| {
                        format!("`{origin}`: `findings[{index}].{key}` must be a string")
                    })
            };
            let fingerprint = Fingerprint {
                rule: text("rule")?,
                subject: text("subject")?,
                at: text("at")?,
                message: text("message")?,
            };
            let count = entry
                .get("count")
                .and_then(Value::as_u64)
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| {
                    format!("`{origin}`: `findings[{index}].count` must be a whole number")
                })?;
            let total: &mut usize = counts.entry(fingerprint).or_default();
            *total = total.saturating_add(count);
        }
        Ok(Baseline { counts })
    }

    /// Compares a run's findings with the baseline.
    pub fn compare(&self, diagnostics: &[Diagnostic], subjects: &Subjects<'_>) -> Comparison {
        let mut fingerprints = Fingerprinter {
            subjects,
            parsed: HashMap::new(),
        };
        let mut left = self.counts.clone();
        let states = diagnostics
            .iter()
            .map(|diagnostic| {
                match left
                    .get_mut(&fingerprints.fingerprint(diagnostic))
                    .filter(|n| **n > 0)
                {
                    Some(n) => {
                        *n -= 1;
                        State::Unchanged
                    }
                    None => State::New,
                }
            })
            .collect();
        let fixed = left.into_iter().filter(|(_, n)| *n > 0).collect();
        Comparison { states, fixed }
    }
}

/// Reads the baseline file at `path` (absolute), shown as `shown` in errors. With `root`, the
/// file must be inside the project: a path from configuration may come from a stranger's pull
/// request, so it may not make uispec read (and quote) a file elsewhere. A path the user typed
/// is read where it is.
pub fn read(path: &Path, shown: &str, root: Option<&Path>) -> Result<Baseline, String> {
    if !path.exists() {
        return Err(format!(
            "the baseline `{shown}` does not exist: record one with `uispec validate --write-baseline`"
        ));
    }
    if let Some(root) = root {
        crate::confine::Scope::new(root, [])
            .admit(path)
            .map_err(|refusal| {
                format!(
                    "the baseline `{shown}` {}: {}",
                    refusal.message, refusal.help
                )
            })?;
    }
    let bytes =
        crate::confine::read_regular(path, crate::confine::MAX_INPUT_BYTES).map_err(|refusal| {
            format!(
                "the baseline `{shown}` {}: {}",
                refusal.message, refusal.help
            )
        })?;
    let text =
        String::from_utf8(bytes).map_err(|_| format!("the baseline `{shown}` is not UTF-8"))?;
    Baseline::parse(shown, &text)
}

/// Writes `baseline` to `path` (absolute) atomically, when it lands inside one of `allowed`
/// and replaces no file but a baseline: a configured path is a stranger's choice, and
/// `--write-baseline` must not turn `[validate] baseline = "src/lib.rs"` into a lost file.
pub fn write(
    baseline: &Baseline,
    path: &Path,
    shown: &str,
    allowed: &[&Path],
) -> Result<(), String> {
    let target = crate::fs::confine_write(path, allowed)
        .map_err(|refusal| format!("the baseline `{shown}` was not written: {refusal}"))?;
    if target.exists() {
        let existing = crate::confine::read_regular(&target, crate::confine::MAX_INPUT_BYTES)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok());
        if existing.is_none_or(|text| Baseline::parse(shown, &text).is_err()) {
            return Err(format!(
                "`{shown}` exists and is not a uispec baseline, so it was not replaced; move it away or name another file"
            ));
        }
    }
    crate::fs::write_file(
        allowed,
        &target,
        baseline.to_json().as_bytes(),
        crate::fs::Overwrite::Replace,
    )
    .map(drop)
    .map_err(|error| format!("cannot write the baseline `{shown}`: {error}"))
}

/// Keeps the findings a comparison says are new.
pub fn only_new(diagnostics: Vec<Diagnostic>, comparison: &Comparison) -> Vec<Diagnostic> {
    diagnostics
        .into_iter()
        .zip(&comparison.states)
        .filter(|(_, state)| **state == State::New)
        .map(|(d, _)| d)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Json {
        crate::reader::json::parse_quiet(text, Vocabulary::Specs).unwrap()
    }

    #[test]
    fn member_paths_name_list_items_by_name() {
        let text = r#"{"name": "Button", "props": [{"name": "size", "default": "md"}, {"name": "tone"}], "x": [1, 2]}"#;
        let root = parse(text);
        let at = |needle: &str| member_path(&root, text.find(needle).unwrap());
        assert_eq!(at("\"md\""), "/props/size/default");
        assert_eq!(at("\"default\""), "/props/size/default");
        assert_eq!(at("\"tone\""), "/props/tone/name");
        assert_eq!(at("2]"), "/x/1");
        assert_eq!(at("{\"name\": \"Button\""), "");
    }

    #[test]
    fn line_text_ignores_indentation_and_position() {
        let text = "fn a() {}\n    let  x =\t1;\nfn b() {}";
        let file = SourceFile::new("a.rs", text);
        let offset = text.find("x =").unwrap();
        assert_eq!(line_text(&file, offset), "let x = 1;");
        assert_eq!(line_text(&file, text.len()), "fn b() {}");
        assert_eq!(line_text(&SourceFile::new("b.rs", ""), 0), "");
        let long = SourceFile::new("c.rs", "é".repeat(10_000));
        assert_eq!(line_text(&long, 5_000).chars().count(), MAX_LINE_CHARS);
    }

    #[test]
    fn parse_reports_where_the_file_is_wrong() {
        let error =
            Baseline::parse("b.json", "{\"uispec-baseline\": 1,\n \"findings\": [}").unwrap_err();
        assert!(error.starts_with("`b.json:2:"), "{error}");
        let error = Baseline::parse(
            "b.json",
            r#"{"uispec-baseline": 1, "findings": [{"rule": 1}]}"#,
        )
        .unwrap_err();
        assert!(
            error.contains("`findings[0].rule` must be a string"),
            "{error}"
        );
        let error =
            Baseline::parse("b.json", r#"{"uispec-baseline": 9, "findings": []}"#).unwrap_err();
        assert!(error.contains("version 9"), "{error}");
        let baseline = Baseline::default();
        assert_eq!(Baseline::parse("b.json", &baseline.to_json()), Ok(baseline));
    }
}
