//! The MCP tools: `list_specs`, `get_spec`, `validate`, `list_presets`, `save_spec` and
//! `diff`.
//!
//! A tool that ran but could not do what was asked (an unknown spec, a refused path, a spec
//! with errors) answers with `isError: true` and says why, so the agent can correct itself
//! (MCP 2025-11-25: input errors are tool errors, not protocol errors). Every answer has a
//! text part for people and structured content for programs; diagnostics use the JSON shape of
//! `uispec validate --format json`.
//!
//! A new tool: its definition (the JSON Schema of its arguments, its annotations) in `list` and its
//! arm in `call`, returning an `Answer`; a check in `tests/mcp/client.py`'s `tools` scenario. Every
//! path an agent names goes through `confine::inside`.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rmcp::model::{CallToolResult, ContentBlock, JsonObject, Tool, ToolAnnotations};
use serde_json::{Value, json};
use uispec_core::formats::human::summary_line;
use uispec_core::formats::human::{Style, render};
use uispec_core::formats::json::to_value;
use uispec_core::fs::{Overwrite, WriteOutcome, write_file};
use uispec_core::levels::Level;
use uispec_core::presets::{PRESETS, Preset};
use uispec_core::validate::Session;
use uispec_core::{Diagnostic, Severity};

use super::confine::{inside, is_symlink};
use super::specs;
use crate::project::Project;

/// What a tool answers: text for people, structured content for programs.
#[derive(Debug)]
pub(crate) struct Answer {
    text: String,
    structured: Value,
    is_error: bool,
}

impl Answer {
    fn ok(text: impl Into<String>, structured: Value) -> Self {
        Answer {
            text: text.into(),
            structured,
            is_error: false,
        }
    }

    fn error(text: impl Into<String>, structured: Value) -> Self {
        Answer {
            text: text.into(),
            structured,
            is_error: true,
        }
    }

    /// A refusal with nothing more to say than its message.
    fn refused(message: impl Into<String>) -> Self {
        let message = message.into();
        let structured = json!({ "error": message });
        Answer::error(message, structured)
    }

    /// The MCP result.
    pub(crate) fn into_result(self) -> CallToolResult {
        let mut result = if self.is_error {
            CallToolResult::error(vec![ContentBlock::text(self.text)])
        } else {
            CallToolResult::success(vec![ContentBlock::text(self.text)])
        };
        result.structured_content = Some(self.structured);
        result
    }
}

/// The tools, as `tools/list` shows them.
pub(crate) fn list() -> Vec<Tool> {
    let read_only = ToolAnnotations::new().read_only(true).open_world(false);
    let name = json!({
        "type": "string",
        "description": "The spec's name in any case (`Button`, `icon-button`) or its path relative to the project (`specs/button.json`)",
    });
    vec![
        tool(
            "list_specs",
            "List the project's component specs: name, path, `spec://` address, category, \
             description, and how many errors reading each found.",
            json!({ "type": "object", "properties": {} }),
        )
        .with_annotations(read_only.clone()),
        tool(
            "get_spec",
            "Get one component spec: its file text, and the JSON as structured content.",
            json!({ "type": "object", "properties": { "name": name }, "required": ["name"] }),
        )
        .with_annotations(read_only.clone()),
        tool(
            "validate",
            "Validate the project (specs against component code and design tokens), or one \
             spec, and return the diagnostics in the shape of `uispec validate --format json`.",
            json!({
                "type": "object",
                "properties": {
                    "name": { "description": "Only the findings about this spec (by name or path)", "type": "string" },
                    "level": { "type": "string", "enum": ["basic", "standard", "strict"], "description": "Check level; default: the project's (uispec.toml `level`, else standard)" },
                },
            }),
        )
        .with_annotations(read_only.clone()),
        tool(
            "diff",
            "What a change does to the design system: each change to the components' API, the \
             tokens per theme, the accessibility contract and the approved renders (visual \
             baselines), classified breaking, feature or fix with the reason, whom it reaches, \
             and the semver bump the release needs. Compares two git revisions of the project, \
             read from git without a checkout; by default the working tree against where it \
             left the default branch.",
            json!({
                "type": "object",
                "properties": {
                    "base": { "type": "string", "description": "A git revision (`main`, `v1.2.0`, `HEAD~1`); default: the merge base of HEAD with the default branch" },
                    "head": { "type": "string", "description": "A git revision; default: the working tree" },
                },
            }),
        )
        .with_annotations(read_only.clone()),
        tool(
            "list_presets",
            "List uispec's built-in presets (button, input, select, ...): the starting points \
             of `uispec add <id>`.",
            json!({ "type": "object", "properties": {} }),
        )
        .with_annotations(read_only),
        tool(
            "save_spec",
            "Create or replace a component spec file. The spec is validated first at the \
             basic level: with errors it is not saved and the diagnostics are returned. Once \
             saved, findings at the standard level come back as warnings. Only `.json` files \
             under the project's spec directories can be written.",
            json!({
                "type": "object",
                "properties": {
                    "path": { "type": "string", "description": "Where to save, relative to the project root, e.g. `specs/button.json`" },
                    "spec": { "type": ["object", "string"], "description": "The complete spec: a JSON object, or a string holding one" },
                },
                "required": ["path", "spec"],
            }),
        )
        .with_annotations(
            ToolAnnotations::new()
                .read_only(false)
                .destructive(true)
                .idempotent(true)
                .open_world(false),
        ),
    ]
}

fn tool(name: &'static str, description: &'static str, schema: Value) -> Tool {
    let schema = match schema {
        Value::Object(object) => object,
        _ => JsonObject::new(),
    };
    Tool::new(name, description, Arc::new(schema))
}

/// Runs a tool; `None` when there is no tool of that name.
pub(crate) fn call(project: &Project, name: &str, args: &JsonObject) -> Option<Answer> {
    Some(match name {
        "list_specs" => list_specs(project),
        "get_spec" => with_string(args, "name", |name| get_spec(project, name)),
        "validate" => validate(project, args),
        "list_presets" => list_presets(),
        "diff" => diff(project, args),
        "save_spec" => with_string(args, "path", |path| {
            save_spec(project, path, args.get("spec"))
        }),
        _ => return None,
    })
}

fn with_string(args: &JsonObject, key: &str, run: impl FnOnce(&str) -> Answer) -> Answer {
    match args.get(key) {
        Some(Value::String(value)) => run(value),
        Some(other) => Answer::refused(format!(
            "the argument `{key}` must be a string, not {}",
            kind(other)
        )),
        None => Answer::refused(format!("the argument `{key}` is required")),
    }
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn list_specs(project: &Project) -> Answer {
    let entries = specs::read_all(project);
    let mut text = String::new();
    let items: Vec<Value> = entries
        .iter()
        .map(|entry| {
            text.push_str(&format!(
                "{} — {} ({})\n",
                entry.name(),
                entry.shown,
                entry.uri()
            ));
            let spec = entry.doc.as_ref().map(|doc| &doc.spec);
            json!({
                "name": entry.name(),
                "path": entry.shown,
                "uri": entry.uri(),
                "category": spec.and_then(|s| s.category.clone()),
                "description": spec.and_then(|s| s.description.clone()),
                "errors": entry.doc.as_ref().map_or(1, |doc| doc.errors),
            })
        })
        .collect();
    if items.is_empty() {
        text.push_str("the project has no specs yet; `uispec add <name>` creates one\n");
    }
    Answer::ok(text, json!({ "specs": items }))
}

fn get_spec(project: &Project, name: &str) -> Answer {
    match specs::find(project, name) {
        Ok(entry) => {
            let text = entry.text();
            let spec: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            let structured = json!({
                "name": entry.name(),
                "path": entry.shown,
                "uri": entry.uri(),
                "spec": spec,
            });
            Answer::ok(text, structured)
        }
        Err(not_found) => Answer::error(
            not_found.message.clone(),
            json!({ "error": not_found.message, "available": not_found.available }),
        ),
    }
}

fn validate(project: &Project, args: &JsonObject) -> Answer {
    let level = match args.get("level") {
        None | Some(Value::Null) => project.config.rules.level,
        Some(Value::String(name)) => match Level::from_name(name) {
            Some(level) => level,
            None => {
                return Answer::refused(format!(
                    "unknown level `{name}`: use basic, standard or strict"
                ));
            }
        },
        Some(other) => {
            return Answer::refused(format!(
                "the argument `level` must be a string, not {}",
                kind(other)
            ));
        }
    };
    let only = match args.get("name") {
        None | Some(Value::Null) => None,
        Some(Value::String(name)) => match specs::find(project, name) {
            Ok(entry) => Some(entry.shown),
            Err(not_found) => return Answer::refused(not_found.message),
        },
        Some(other) => {
            return Answer::refused(format!(
                "the argument `name` must be a string, not {}",
                kind(other)
            ));
        }
    };
    let rules = specs::rules_at(project, level);
    let mut inputs = specs::inputs(project, &[]);
    inputs.rules = rules.clone();
    let session = Session::new(inputs);
    let found = specs::validate(project, &session, &rules, only.as_deref());
    let mut summary = summary_line(&found.diagnostics, found.scope);
    if found.outside > 0 {
        summary.push_str(&format!(
            "; {} more about files outside the project, not shown here (run `uispec validate` \
             in the project to see them)",
            found.outside
        ));
    }
    Answer::ok(
        rendered(&found.diagnostics, &summary),
        to_value(&found.diagnostics, found.scope),
    )
}

fn diff(project: &Project, args: &JsonObject) -> Answer {
    let revision = |key: &str| match args.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(revision)) => Ok(Some(revision.clone())),
        Some(other) => Err(Answer::refused(format!(
            "the argument `{key}` must be a string, not {}",
            kind(other)
        ))),
    };
    let (base, head) = match (revision("base"), revision("head")) {
        (Ok(base), Ok(head)) => (base, head),
        (Err(refused), _) | (_, Err(refused)) => return refused,
    };
    let sides = (base.as_deref(), head.as_deref());
    match crate::cmd::diff::revisions(&project.root, sides) {
        Ok((base, head)) => {
            let compared = crate::cmd::diff::Compared::of(&base, &head);
            let mut text = compared.markdown();
            for note in base.left_out().chain(head.left_out()) {
                text.push_str(&format!("\nnote: {note}"));
            }
            Answer::ok(text, compared.to_json())
        }
        Err(error) => Answer::refused(format!("{error:#}")),
    }
}

fn list_presets() -> Answer {
    let items: Vec<Value> = PRESETS.iter().map(Preset::summary).collect();
    let text: String = items
        .iter()
        .map(|p| {
            format!(
                "{} — {} ({}): {}\n",
                p["id"].as_str().unwrap_or_default(),
                p["name"].as_str().unwrap_or_default(),
                p["category"].as_str().unwrap_or_default(),
                p["description"].as_str().unwrap_or_default(),
            )
        })
        .collect();
    Answer::ok(text, json!({ "presets": items }))
}

fn save_spec(project: &Project, requested: &str, spec: Option<&Value>) -> Answer {
    let path = match inside(&project.root, requested) {
        Ok(path) => path,
        Err(refused) => return Answer::refused(refused.0),
    };
    if path.extension().is_none_or(|ext| ext != "json") {
        return Answer::refused(format!(
            "`{requested}` is refused: a spec file name ends in `.json`"
        ));
    }
    let spec_dirs: Vec<_> = project
        .config
        .specs
        .iter()
        .map(|dir| crate::project::absolute(&project.root, dir))
        .collect();
    let allowed: Vec<&Path> = spec_dirs.iter().map(PathBuf::as_path).collect();
    // Where the file really lands, not how the path reads: `specs/cfg -> ../.vscode` makes
    // `specs/cfg/settings.json` a file outside the spec folders.
    if uispec_core::fs::confine_write(&path, &allowed).is_err() {
        let shown: Vec<String> = project
            .config
            .specs
            .iter()
            .map(|d| format!("`{}`", d.display()))
            .collect();
        return Answer::refused(format!(
            "`{requested}` is refused: specs are saved under the project's spec paths ({}); \
             `specs` in uispec.toml configures them",
            shown.join(", ")
        ));
    }
    if is_symlink(&path) {
        return Answer::refused(format!(
            "`{requested}` is refused: it is a symbolic link, and saving replaces files, not \
             links; save to the file it points at"
        ));
    }
    let text = match spec {
        Some(Value::Object(object)) => {
            let mut text = serde_json::to_string_pretty(object).unwrap_or_default();
            text.push('\n');
            text
        }
        // Saved as written, so that line:column in diagnostics point into the agent's text.
        Some(Value::String(text)) if text.ends_with('\n') => text.clone(),
        Some(Value::String(text)) => format!("{text}\n"),
        Some(other) => {
            return Answer::refused(format!(
                "the argument `spec` must be a JSON object or a string holding one, not {}",
                kind(other)
            ));
        }
        None => return Answer::refused("the argument `spec` is required"),
    };
    let shown = uispec_core::loader::display(&project.root, &path);
    // One save at a time: each validates against the project as the previous one left it, and
    // its answer ("created", "updated") is about the file as it then is. Requests run on
    // several threads, and clients pipeline them.
    static SAVING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _saving = SAVING.lock().unwrap_or_else(|e| e.into_inner());
    let mut inputs = specs::inputs(project, &[(path.clone(), text.clone())]);
    inputs.rules = specs::rules_at(project, Level::Standard);
    let session = Session::new(inputs);
    let basic = specs::validate(
        project,
        &session,
        &specs::rules_at(project, Level::Basic),
        Some(&shown),
    );
    let scope = basic.scope;
    let errors: Vec<Diagnostic> = basic
        .diagnostics
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    if !errors.is_empty() {
        let message = format!(
            "`{shown}` was not saved: {} error{} at the basic level; fix them and call save_spec again",
            errors.len(),
            if errors.len() == 1 { "" } else { "s" }
        );
        return Answer::error(
            rendered(&errors, &message),
            json!({ "saved": false, "path": shown, "report": to_value(&errors, scope) }),
        );
    }
    let written = write_file(&allowed, &path, text.as_bytes(), Overwrite::Replace);
    let outcome = match written {
        Ok(WriteOutcome::Created) => "created",
        Ok(WriteOutcome::Updated) => "updated",
        Ok(WriteOutcome::Unchanged | WriteOutcome::Skipped) => "unchanged",
        Err(error) => return Answer::refused(format!("cannot write `{shown}`: {error}")),
    };
    let warnings = specs::validate(
        project,
        &session,
        &specs::rules_at(project, Level::Standard),
        Some(&shown),
    )
    .diagnostics;
    let line = if warnings.is_empty() {
        format!("{outcome} `{shown}`; no findings at the standard level")
    } else {
        format!(
            "{outcome} `{shown}`; {} finding{} at the standard level, as warnings: they do not stop the save",
            warnings.len(),
            if warnings.len() == 1 { "" } else { "s" }
        )
    };
    // The draft the session read is what was written: no need to read the specs again.
    let saved = session.specs().find(|doc| doc.file.path() == shown);
    let uri = format!("spec://{}", specs::uri_name(saved, &shown));
    Answer::ok(
        rendered(&warnings, &line),
        json!({
            "saved": true,
            "outcome": outcome,
            "path": shown,
            "uri": uri,
            "warnings": to_value(&warnings, scope),
        }),
    )
}

/// Diagnostics rendered like `uispec validate` prints them, then a summary line.
fn rendered(diagnostics: &[Diagnostic], line: &str) -> String {
    let mut text = String::new();
    for diagnostic in diagnostics {
        text.push_str(&render(diagnostic, Style::Plain));
        text.push_str("\n\n");
    }
    text.push_str(line);
    text.push('\n');
    text
}
