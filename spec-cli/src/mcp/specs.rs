//! The project's specs as the MCP server sees them: read from disk on every request (an agent
//! edits them between calls), named the way agents ask for them, and validated through
//! `uispec_core::validate` like `uispec validate` does.

use std::path::{Path, PathBuf};

use uispec_core::formats::json::Checked;
use uispec_core::levels::{Level, RuleConfig};
use uispec_core::loader::{display, find_spec_files, load_spec};
use uispec_core::naming::to_kebab;
use uispec_core::reader::{SpecDocument, did_you_mean};
use uispec_core::validate::{Inputs, Session};
use uispec_core::{Diagnostic, Diagnostics};

use super::confine::inside;
use crate::project::Project;

/// One spec file of the project.
#[derive(Debug)]
pub(crate) struct Entry {
    /// Absolute path.
    pub(crate) path: PathBuf,
    /// The path relative to the project root, with `/` separators.
    pub(crate) shown: String,
    /// The spec, when the file could be read (possibly with errors).
    pub(crate) doc: Option<SpecDocument>,
}

impl Entry {
    /// The name a client uses in `spec://{name}`.
    pub(crate) fn uri_name(&self) -> String {
        uri_name(self.doc.as_ref(), &self.shown)
    }

    /// The spec's `spec://` address.
    pub(crate) fn uri(&self) -> String {
        format!("spec://{}", self.uri_name())
    }

    /// The spec's name, else the file name.
    pub(crate) fn name(&self) -> &str {
        match &self.doc {
            Some(doc) if !doc.spec.name.is_empty() => &doc.spec.name,
            _ => self.stem(),
        }
    }

    /// The file's text as it is on disk (empty when it cannot be read).
    pub(crate) fn text(&self) -> String {
        match &self.doc {
            Some(doc) => doc.file.text().to_owned(),
            // Not a JSON object: the agent may still want to see (and fix) what is there.
            None => uispec_core::confine::read_text(&self.path).unwrap_or_default(),
        }
    }

    fn stem(&self) -> &str {
        stem(&self.shown)
    }
}

/// The `{name}` of a spec's `spec://` address: its name in kebab case, else the file name
/// without `.json` (`shown` is the path relative to the project).
pub(crate) fn uri_name(doc: Option<&SpecDocument>, shown: &str) -> String {
    match doc {
        Some(doc) if !doc.spec.name.is_empty() => to_kebab(&doc.spec.name),
        _ => stem(shown).to_owned(),
    }
}

fn stem(shown: &str) -> &str {
    shown
        .rsplit('/')
        .next()
        .and_then(|name| name.strip_suffix(".json"))
        .unwrap_or(shown)
}

/// A spec the client asked for that is not there.
#[derive(Debug)]
pub(crate) struct NotFound {
    /// What to tell the agent: what was asked, close names, and what exists.
    pub(crate) message: String,
    /// The names of every spec, for a client to show.
    pub(crate) available: Vec<String>,
}

/// Every spec file of the project, read now.
pub(crate) fn read_all(project: &Project) -> Vec<Entry> {
    let root = &project.root;
    let mut ignored = Diagnostics::new();
    find_spec_files(&mut ignored, root, &project.config.specs)
        .into_iter()
        .map(|file| {
            let doc = load_spec(&mut ignored, root, &file);
            Entry {
                shown: display(root, &file.path),
                path: file.path,
                doc,
            }
        })
        // JSON files that are not specs (the schema copy) have no document and no errors.
        .filter(|entry| entry.doc.is_some() || !is_schema_copy(&entry.path))
        // A linked spec file whose target is outside the project is not shown to agents.
        .filter(|entry| inside(root, &entry.shown).is_ok())
        .collect()
}

fn is_schema_copy(path: &Path) -> bool {
    path.components().any(|c| c.as_os_str() == ".uispec")
}

/// The spec `query` names: a path relative to the project (`specs/button.json`), or a name in
/// any case or spelling (`Button`, `button`, `icon-button`, `IconButton`).
pub(crate) fn find(project: &Project, query: &str) -> Result<Entry, NotFound> {
    let mut entries = read_all(project);
    let wanted = |entry: &Entry| -> bool {
        if looks_like_path(query) {
            return inside(&project.root, query)
                .is_ok_and(|path| display(&project.root, &path) == entry.shown);
        }
        let kebab = to_kebab(query);
        entry.name().eq_ignore_ascii_case(query)
            || (!kebab.is_empty() && entry.uri_name() == kebab)
            || entry.stem().eq_ignore_ascii_case(query)
    };
    if let Some(index) = entries.iter().position(wanted) {
        return Ok(entries.swap_remove(index));
    }
    let available: Vec<String> = entries.iter().map(|e| e.name().to_owned()).collect();
    let candidates: Vec<&str> = entries
        .iter()
        .flat_map(|e| [e.name(), e.shown.as_str()])
        .collect();
    let mut message = format!("no spec named `{query}` in this project");
    if let Some(close) = did_you_mean(query, &candidates) {
        message.push_str(&format!(" (did you mean `{close}`?)"));
    }
    message.push_str(&match available.len() {
        0 => "; the project has no specs yet (`uispec add <name>` creates one)".to_owned(),
        n if n <= 30 => format!("; the project's specs: {}", available.join(", ")),
        n => format!("; the project has {n} specs: call `list_specs`"),
    });
    Err(NotFound { message, available })
}

fn looks_like_path(query: &str) -> bool {
    query.contains('/') || query.contains('\\') || query.ends_with(".json")
}

/// The project's validation inputs, with `drafts` read instead of the files at those paths.
pub(crate) fn inputs(project: &Project, drafts: &[(PathBuf, String)]) -> Inputs {
    let mut inputs = project.inputs(uispec_core::project::CodeScope::Project);
    inputs.drafts = drafts.iter().cloned().collect();
    inputs
}

/// What [`validate`] found, and in how many specs and components.
#[derive(Debug)]
pub(crate) struct Findings {
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) scope: Checked,
    /// Findings left out because they quote a file outside the project: counted, so that the
    /// agent is told rather than left with unexplained findings.
    pub(crate) outside: usize,
}

/// The findings of a validation of the whole project. With `only`, those about that spec
/// file: located in it, or pointing at it (a name it duplicates).
///
/// Findings that quote a file outside the project (through a link, or a configured path
/// above the root) are left out: the server shows agents nothing from outside the project.
pub(crate) fn validate(
    project: &Project,
    session: &Session,
    rules: &RuleConfig,
    only: Option<&str>,
) -> Findings {
    let in_project = |path: &str| inside(&project.root, path).is_ok();
    let report = session.report_at(rules);
    let scope = Checked {
        specs: if only.is_some() { 1 } else { report.specs },
        components: report.components,
    };
    let (diagnostics, outside): (Vec<Diagnostic>, Vec<Diagnostic>) =
        report.diagnostics.into_vec().into_iter().partition(|d| {
            in_project(d.primary.file.path())
                && d.related.iter().all(|r| in_project(r.location.file.path()))
        });
    let diagnostics = diagnostics
        .into_iter()
        .filter(|d| {
            only.is_none_or(|shown| {
                d.primary.file.path() == shown
                    || d.related.iter().any(|r| r.location.file.path() == shown)
            })
        })
        .collect();
    Findings {
        diagnostics,
        scope,
        outside: outside.len(),
    }
}

/// The project's rules at `level`, keeping its per-rule settings.
pub(crate) fn rules_at(project: &Project, level: Level) -> RuleConfig {
    let mut rules = project.config.rules.clone();
    rules.level = level;
    rules
}
