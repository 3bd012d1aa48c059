//! A [`Diff`] as people and programs read it: rustc-style text grouped by component, Markdown
//! for a pull-request comment and a changelog entry, JSON (`docs/diff.schema.json`), and
//! GitHub annotations.
//!
//! Names come from files a stranger may have written: the text is made [`inert`] for
//! terminals, and Markdown shows each name as a code span and everything else escaped.

use std::fmt::Write as _;

use serde_json::{Value, json};

use super::{Change, Diff, Level, Reach};
use crate::formats::github::{data, markdown_text, property};
use crate::formats::inert;
use crate::formats::json::WireLocation;

/// The version of the JSON output's shape.
pub const FORMAT: u64 = 1;

/// The bump a release needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Bump {
    /// `x.0.0`.
    Major,
    /// `0.x.0` or `x.y.0`.
    Minor,
    /// The last number.
    Patch,
    /// Nothing a consumer sees changed.
    None,
}

impl Bump {
    /// The bump `verdict` needs from a crate at `version` (`major.minor.patch`), as Cargo
    /// reads semver: below 1.0.0 the first non-zero number is the major one.
    pub fn needed(verdict: Option<Level>, version: (u64, u64, u64)) -> Bump {
        let Some(level) = verdict else {
            return Bump::None;
        };
        match (version, level) {
            ((0, 0, _), _) => Bump::Patch,
            ((0, _, _), Level::Breaking) => Bump::Minor,
            ((0, _, _), _) => Bump::Patch,
            (_, Level::Breaking) => Bump::Major,
            (_, Level::Feature) => Bump::Minor,
            (_, Level::Fix) => Bump::Patch,
        }
    }

    /// The bump from `old` to `new`, as the one number that went up first (`None` when it did
    /// not go up).
    pub fn between(old: (u64, u64, u64), new: (u64, u64, u64)) -> Bump {
        if new.0 > old.0 {
            Bump::Major
        } else if new.0 == old.0 && new.1 > old.1 {
            Bump::Minor
        } else if new.0 == old.0 && new.1 == old.1 && new.2 > old.2 {
            Bump::Patch
        } else {
            Bump::None
        }
    }

    /// The word the outputs use.
    pub fn as_str(self) -> &'static str {
        match self {
            Bump::Major => "major",
            Bump::Minor => "minor",
            Bump::Patch => "patch",
            Bump::None => "none",
        }
    }
}

/// The verdict in one line: `major release: 2 breaking, 1 feature, 3 fixes`.
pub fn headline(diff: &Diff, bump: Bump) -> String {
    let counts = diff.counts();
    if counts.is_empty() {
        return "no change a consumer sees".to_owned();
    }
    let said: Vec<String> = (Level::ALL.iter())
        .filter_map(|level| {
            let n = *counts.get(level)?;
            Some(match (level, n) {
                (Level::Breaking, n) => format!("{n} breaking"),
                (Level::Feature, 1) => "1 feature".to_owned(),
                (Level::Feature, n) => format!("{n} features"),
                (Level::Fix, 1) => "1 fix".to_owned(),
                (Level::Fix, n) => format!("{n} fixes"),
            })
        })
        .collect();
    format!("{} release: {}", bump.as_str(), said.join(", "))
}

/// The reach in a sentence, or `None` when it is empty.
fn reach_text(reach: &Reach) -> Option<String> {
    if reach.is_empty() {
        return None;
    }
    const SHOWN: usize = 8;
    let list = |items: Vec<String>| {
        let more = items.len().saturating_sub(SHOWN);
        let mut shown: Vec<String> = items.into_iter().take(SHOWN).collect();
        if more > 0 {
            shown.push(format!("{more} more"));
        }
        shown.join(", ")
    };
    let mut said = Vec::new();
    if !reach.tokens.is_empty() {
        let tokens = reach.tokens.iter().map(|t| format!("`{t}`")).collect();
        said.push(format!("tokens {}", list(tokens)));
    }
    if !reach.specs.is_empty() {
        let specs = (reach.specs.iter())
            .map(|(spec, parts)| match parts.is_empty() {
                true => format!("`{spec}`"),
                false => format!("`{spec}` ({})", parts.join(", ")),
            })
            .collect();
        said.push(format!("specs {}", list(specs)));
    }
    if !reach.components.is_empty() {
        let components = reach.components.iter().map(|c| format!("`{c}`")).collect();
        said.push(format!("components {}", list(components)));
    }
    Some(said.join("; "))
}

/// rustc-style text: each change with where it is and why it has its level, the components'
/// first (grouped by component), then the tokens', then the headline.
pub fn human(diff: &Diff, bump: Bump) -> String {
    let mut out = String::new();
    for change in &diff.changes {
        let (start, _) = change.location.file.range_line_col(&change.location.span);
        let _ = writeln!(
            out,
            "{}[{}]: {}: {}",
            change.kind.level(),
            change.kind.id(),
            change.subject(),
            change.message
        );
        let _ = writeln!(
            out,
            "  --> {}:{}:{} ({})",
            change.location.file.path(),
            start.line,
            start.column,
            change.side.as_str()
        );
        if let Some(line) = change.location.file.line(start.line) {
            let number = start.line.to_string();
            let pad = " ".repeat(number.len());
            let _ = writeln!(out, "{pad} |\n{number} | {}\n{pad} |", line.trim_end());
        }
        let _ = writeln!(out, "   = why: {}", change.kind.reason());
        if let Some(reach) = reach_text(&change.reach) {
            let _ = writeln!(out, "   = reaches: {reach}");
        }
        out.push('\n');
    }
    let _ = writeln!(out, "{}", headline(diff, bump));
    inert(&out).into_owned()
}

/// `text` as Markdown: its `` `names` `` as code spans, the rest escaped.
fn markdown(text: &str) -> String {
    (text.split('`').enumerate())
        .map(|(at, piece)| match at % 2 {
            1 if !piece.is_empty() => format!("`{}`", piece.replace(['\n', '\r'], " ")),
            _ => markdown_text(piece),
        })
        .collect()
}

/// Markdown for a pull-request comment, and a changelog entry: the verdict, then the changes by
/// level, each with the component or token it is about and whom it reaches.
pub fn markdown_report(diff: &Diff, bump: Bump) -> String {
    let mut out = format!("### uispec diff: {}\n", markdown(&headline(diff, bump)));
    for level in Level::ALL {
        let changes: Vec<&Change> = (diff.changes.iter())
            .filter(|c| c.kind.level() == level)
            .collect();
        if changes.is_empty() {
            continue;
        }
        let title = match level {
            Level::Breaking => "Breaking changes",
            Level::Feature => "Features",
            Level::Fix => "Fixes",
        };
        let _ = write!(out, "\n#### {title}\n\n");
        for change in changes {
            let _ = writeln!(
                out,
                "- {}: {} ({})",
                markdown(&change.subject()),
                markdown(&change.message),
                markdown(change.kind.reason())
            );
            if let Some(reach) = reach_text(&change.reach) {
                let _ = writeln!(out, "  - reaches {}", markdown(&reach));
            }
        }
    }
    inert(&out).into_owned()
}

/// The JSON value of `diff` (`docs/diff.schema.json`).
pub fn to_json(diff: &Diff, bump: Bump) -> Value {
    let counts = diff.counts();
    let changes: Vec<Value> = (diff.changes.iter())
        .map(|change| {
            json!({
                "kind": change.kind.id(),
                "level": change.kind.level().as_str(),
                "reason": change.kind.reason(),
                "component": change.component,
                "token": change.token,
                "message": change.message,
                "side": change.side.as_str(),
                "location": serde_json::to_value(WireLocation::new(&change.location)).unwrap_or(Value::Null),
                "reach": {
                    "tokens": change.reach.tokens,
                    "specs": (change.reach.specs.iter())
                        .map(|(name, parts)| json!({"name": name, "parts": parts}))
                        .collect::<Vec<_>>(),
                    "components": change.reach.components,
                },
            })
        })
        .collect();
    json!({
        "format": FORMAT,
        "verdict": diff.verdict().map(Level::as_str),
        "bump": bump.as_str(),
        "counts": {
            "breaking": counts.get(&Level::Breaking).copied().unwrap_or(0),
            "feature": counts.get(&Level::Feature).copied().unwrap_or(0),
            "fix": counts.get(&Level::Fix).copied().unwrap_or(0),
        },
        "changes": changes,
    })
}

/// GitHub Actions annotations: an error for each breaking change, a notice for the others.
pub fn github(diff: &Diff) -> String {
    let mut out = String::new();
    for change in &diff.changes {
        let (start, _) = change.location.file.range_line_col(&change.location.span);
        let command = match change.kind.level() {
            Level::Breaking => "error",
            _ => "notice",
        };
        let _ = writeln!(
            out,
            "::{command} file={},line={},col={},title={}::{}",
            property(change.location.file.path()),
            start.line,
            start.column,
            property(&format!("uispec diff: {}", change.kind.id())),
            data(&format!(
                "{}: {} ({})",
                change.subject(),
                change.message,
                change.kind.reason()
            ))
        );
    }
    inert(&out).into_owned()
}
