//! One validation run over a project: specs, token files and component code read from disk,
//! every check, then the level and per-rule settings. The CLI's `validate`, `uispec-build` and
//! the MCP server's `validate` tool all call [`run`]; they differ only in where the
//! [`Inputs`] come from and how the [`Report`] is rendered.

use std::path::{Path, PathBuf};

use crate::checks::{check_alignment, check_specs, check_token_mapping};
use crate::code::{self, Component, Framework};
use crate::diagnostics::Diagnostics;
use crate::levels::RuleConfig;
use crate::loader::{find_spec_files, load_specs};
use crate::reader::SpecDocument;
use crate::rules::RuleId;
use crate::tokens::{TokenOptions, Tokens, load_tokens};

/// What to validate, with paths relative to `root` (or absolute).
#[derive(Debug, Clone, Default)]
pub struct Inputs {
    /// The project root; diagnostics show paths relative to it.
    pub root: PathBuf,
    /// Spec files or directories.
    pub specs: Vec<PathBuf>,
    /// Token files or directories.
    pub tokens: Vec<PathBuf>,
    /// Whether missing token paths are an error (configured) or simply no tokens (default).
    pub tokens_configured: bool,
    /// Token policy and compat mode.
    pub token_options: TokenOptions,
    /// Component code files or directories; empty for a project without code.
    pub components: Vec<PathBuf>,
    /// The framework of every component, when configured.
    pub framework: Option<Framework>,
    /// An organisation's extra JSON Schema every spec must satisfy (`schema` in uispec.toml).
    /// Checked only with the `json-schema` feature; without it, a note says so.
    pub schema: Option<PathBuf>,
    /// Level and per-rule settings.
    pub rules: RuleConfig,
    /// Whether the specs are the whole project's (not a subset named on the command line):
    /// only then is a component without a spec a finding.
    pub whole_project: bool,
}

/// The outcome of a run.
#[derive(Debug)]
pub struct Report {
    /// The findings, after levels and settings, in check order (file order within a check).
    pub diagnostics: Diagnostics,
    /// The specs that were read.
    pub specs: Vec<SpecDocument>,
    /// The components that were read (none at `basic`, or without code).
    pub components: Vec<Component>,
    /// The token trees; kept so callers can answer questions about them (the MCP server).
    pub tokens: Tokens,
}

/// Reads and checks everything `inputs` names.
pub fn run(inputs: &Inputs) -> Report {
    let root = inputs.root.as_path();
    let rules = &inputs.rules;
    let mut diags = Diagnostics::new();
    let files = find_spec_files(&mut diags, root, &inputs.specs);
    let specs = load_specs(&mut diags, root, &files);
    check_specs(&mut diags, &specs, rules);
    if let Some(schema) = &inputs.schema {
        org_schema(&mut diags, root, schema, &specs);
    }

    let token_paths = existing_or_configured(root, &inputs.tokens, inputs.tokens_configured);
    let tokens = load_tokens(&mut diags, root, &token_paths, &inputs.token_options);
    let no_token_files = tokens
        .permutations
        .iter()
        .all(|p| p.set.files().is_empty())
        .then(|| {
            inputs
                .tokens
                .iter()
                .map(|p| format!("`{}`", p.display()))
                .collect::<Vec<_>>()
                .join(", ")
        });
    for document in &specs {
        check_token_mapping(
            &mut diags,
            document,
            &tokens,
            inputs.token_options.policy,
            no_token_files.as_deref(),
        );
    }

    let reads_code = [
        RuleId::SPEC_NO_COMPONENT,
        RuleId::PROP_MISSING_IN_CODE,
        RuleId::COMPONENT_NO_SPEC,
    ]
    .into_iter()
    .any(|rule| rules.enabled(rule));
    let mut components = Vec::new();
    if reads_code && !inputs.components.is_empty() {
        let sources = code::read_sources(&mut diags, root, &inputs.components);
        let options = code::Options {
            framework: inputs.framework,
        };
        components = code::extract(&mut diags, &sources, &options);
        let mut aligned = Diagnostics::new();
        check_alignment(&mut aligned, &specs, &components, rules);
        for diagnostic in aligned.into_vec() {
            if inputs.whole_project || diagnostic.rule != RuleId::COMPONENT_NO_SPEC {
                diags.push(diagnostic);
            }
        }
    }
    Report {
        diagnostics: rules.apply_all(diags),
        specs,
        components,
        tokens,
    }
}

#[cfg(feature = "json-schema")]
fn org_schema(diags: &mut Diagnostics, root: &Path, schema: &Path, specs: &[SpecDocument]) {
    crate::checks::check_org_schema(diags, root, schema, specs);
}

#[cfg(not(feature = "json-schema"))]
fn org_schema(diags: &mut Diagnostics, root: &Path, schema: &Path, _specs: &[SpecDocument]) {
    let shown = crate::loader::display(root, &root.join(schema));
    diags.push(
        crate::diagnostics::Diagnostic::new(
            RuleId::SPEC_ORG_SCHEMA,
            crate::diagnostics::Location::new(
                &crate::diagnostics::SourceFile::new(shown.clone(), ""),
                0..0,
            ),
            format!("the organisation schema `{shown}` is not checked here"),
        )
        .with_severity(crate::diagnostics::Severity::Note)
        .with_help("`uispec validate` checks it; build scripts leave it out to stay lean"),
    );
}

/// Configured paths are kept (a missing one is reported); default ones only when they exist.
fn existing_or_configured(root: &Path, paths: &[PathBuf], configured: bool) -> Vec<PathBuf> {
    if configured {
        return paths.to_vec();
    }
    paths
        .iter()
        .filter(|path| root.join(path).exists())
        .cloned()
        .collect()
}
