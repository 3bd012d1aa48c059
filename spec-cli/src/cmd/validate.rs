//! `uispec validate [paths]`: specs ↔ component code ↔ tokens, every problem reported
//! rustc-style, at the configured level.
//!
//! The work is `uispec_core::validate::Session`; this module turns the configuration and the
//! command line into its inputs, renders the report and decides the exit status: 1 when
//! there are errors or more warnings than `--max-warnings`.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use uispec_core::Severity;
use uispec_core::levels::{Level, RuleSetting};
use uispec_core::render::human::{Entry, Style, entries, render, rule_table, summary_line};
use uispec_core::render::json::Checked;
use uispec_core::render::{github, json, junit, sarif};
use uispec_core::validate::{Inputs, Report, Session};

use crate::Outcome;
use crate::cmd::watch::watch;
use crate::opts::GlobalOpts;
use crate::output::Output;
use crate::project::{Project, absolute, current_dir, discover};

/// Arguments of `uispec validate`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec validate                        every spec against the code and the tokens
  uispec validate specs/button.json      one spec
  uispec validate --level strict         completeness too, warnings as errors
  uispec validate -A token-deprecated    allow one rule (-W warns, -D denies)
  uispec validate --watch                again after every saved change, until Ctrl-C
  uispec validate --design               also against the Figma components specs came from
  uispec explain prop-required-mismatch  what a rule checks and how to fix it

Exit status: 0 no errors, 1 errors (or more warnings than --max-warnings), 2 it could not run.")]
pub(crate) struct ValidateArgs {
    /// Spec files or directories [default: the project's `specs` paths]
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Check level [default: uispec.toml `level`, else standard]
    #[arg(long, value_enum)]
    level: Option<LevelArg>,
    /// Allow a rule: never report it (repeatable)
    #[arg(short = 'A', long = "allow", value_name = "RULE")]
    allow: Vec<String>,
    /// Report a rule as a warning (repeatable)
    #[arg(short = 'W', long = "warn", value_name = "RULE")]
    warn: Vec<String>,
    /// Report a rule as an error (repeatable)
    #[arg(short = 'D', long = "deny", value_name = "RULE")]
    deny: Vec<String>,
    /// Fail (exit 1) when there are more warnings than this
    #[arg(long, value_name = "N")]
    max_warnings: Option<usize>,
    /// Output format; machine formats go to stdout only
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Validate again after every change to specs, tokens, code or configuration, until Ctrl-C
    #[arg(long)]
    watch: bool,
    /// Also compare specs imported from Figma with their Figma components (network;
    /// FIGMA_TOKEN)
    #[arg(long, conflicts_with = "watch")]
    design: bool,
}

impl ValidateArgs {
    /// Whether this is `--watch`: it runs until stopped.
    pub(crate) fn watches(&self) -> bool {
        self.watch
    }
}

/// `--format` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// rustc-style snippets on stderr, a summary line on stdout
    Human,
    /// One JSON document (versioned; `uispec_core::render::json` documents it)
    Json,
    /// SARIF 2.1.0, for code scanning dashboards
    Sarif,
    /// GitHub Actions annotations, and a table in $GITHUB_STEP_SUMMARY when it is set
    Github,
    /// JUnit XML, for CI test reports
    Junit,
}

/// `--level` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum LevelArg {
    /// Files are well-formed, references resolve
    Basic,
    /// Basic, plus alignment of specs, code and tokens
    Standard,
    /// Standard with warnings as errors, plus completeness
    Strict,
}

impl From<LevelArg> for Level {
    fn from(arg: LevelArg) -> Self {
        match arg {
            LevelArg::Basic => Level::Basic,
            LevelArg::Standard => Level::Standard,
            LevelArg::Strict => Level::Strict,
        }
    }
}

pub(crate) fn run(
    global: &GlobalOpts,
    args: &ValidateArgs,
    out: &Output,
) -> anyhow::Result<Outcome> {
    if args.watch {
        if args.format != Format::Human {
            bail!("--watch prints human reports; use --format with a single run");
        }
        return watch(
            || inputs(&discover(global)?, args),
            out,
            |session| {
                let report = session.report();
                print_human(&report, out);
                Ok(summary_line(report.diagnostics.as_slice(), scope(&report)))
            },
        );
    }
    let project = discover(global)?;
    let inputs = inputs(&project, args)?;
    let rules = inputs.rules.clone();
    let session = Session::new(inputs);
    let mut report = session.report();
    if args.design {
        let specs: Vec<_> = session.specs().collect();
        for finding in crate::design::check(&specs, &project.config.design, &rules)?.into_vec() {
            report.diagnostics.push(finding);
        }
        report.diagnostics.sort_from(0);
    }
    let diagnostics = report.diagnostics.as_slice();
    let line = summary_line(diagnostics, scope(&report));
    match args.format {
        Format::Human => {
            print_human(&report, out);
            out.result(&line)?;
        }
        Format::Json => out.data(&json::render(diagnostics, scope(&report)))?,
        Format::Sarif => out.data(&sarif::render(diagnostics))?,
        Format::Junit => out.data(&junit::render(diagnostics))?,
        Format::Github => {
            out.data(&github::render(diagnostics))?;
            out.result(&line)?;
            if let Some(path) = std::env::var_os("GITHUB_STEP_SUMMARY").filter(|p| !p.is_empty()) {
                append(Path::new(&path), &github::step_summary(diagnostics, &line))?;
            }
        }
    }
    let warnings = report.diagnostics.count(Severity::Warning);
    let failed = report.diagnostics.has_errors();
    // The process ends right after this: freeing hundreds of thousands of token-tree
    // allocations one by one would only delay the exit (the OS reclaims the memory at once).
    std::mem::forget(session);
    if let Some(max) = args.max_warnings
        && warnings > max
    {
        out.error(&format!(
            "{warnings} warning{}, more than --max-warnings {max} allows",
            if warnings == 1 { "" } else { "s" }
        ));
        return Ok(Outcome::Failure);
    }
    Ok(if failed {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}

/// The validation inputs from the project's configuration and the command line.
fn inputs(project: &Project, args: &ValidateArgs) -> anyhow::Result<Inputs> {
    let cwd = current_dir()?;
    let mut inputs = project.inputs(uispec_core::project::CodeScope::Project);
    if !args.paths.is_empty() {
        // A path typed on the command line that does not exist is a usage error (exit 2); a
        // configured one is a finding about the project.
        let paths: Vec<PathBuf> = args.paths.iter().map(|path| absolute(&cwd, path)).collect();
        if let Some(missing) = paths
            .iter()
            .zip(&args.paths)
            .find(|(path, _)| !path.exists())
        {
            bail!("`{}` does not exist", missing.1.display());
        }
        inputs.specs = paths;
        inputs.whole_project = false;
    }
    if let Some(level) = args.level {
        inputs.rules.level = level.into();
    }
    // Later flags win, in the order allow, warn, deny (clippy's precedence).
    for (ids, setting) in [
        (&args.allow, RuleSetting::Allow),
        (&args.warn, RuleSetting::Warn),
        (&args.deny, RuleSetting::Deny),
    ] {
        for id in ids {
            inputs.rules.set(id, setting)?;
        }
    }
    Ok(inputs)
}

fn scope(report: &Report) -> Checked {
    Checked {
        specs: report.specs,
        components: report.components,
    }
}

fn print_human(report: &Report, out: &Output) {
    let style = if out.color() {
        Style::Color
    } else {
        Style::Plain
    };
    for entry in entries(report.diagnostics.as_slice()) {
        match entry {
            Entry::Finding(diagnostic) => out.diagnostic(&render(diagnostic, style)),
            Entry::Folded(line) => out.diagnostic(&line),
        }
    }
    if let Some(table) = rule_table(report.diagnostics.as_slice()) {
        out.diagnostic(&table);
    }
}

/// Appends to the step summary file GitHub gives each step.
fn append(path: &Path, text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .with_context(|| format!("cannot write the step summary `{}`", path.display()))?;
    file.write_all(text.as_bytes())
        .with_context(|| format!("cannot write the step summary `{}`", path.display()))
}
