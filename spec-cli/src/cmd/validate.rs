//! `uispec validate [paths]`: specs ↔ component code ↔ tokens, every problem reported
//! rustc-style, at the configured level.
//!
//! The work is `uispec_core::validate::Session`; this module turns the configuration and the
//! command line into its inputs, renders the report and decides the exit status: 1 when
//! there are errors or more warnings than `--max-warnings`.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use uispec_core::baseline::{self, Baseline, Comparison, Subjects};
use uispec_core::formats::human::{Entry, Style, entries, render, rule_table, summary_line};
use uispec_core::formats::json::Checked;
use uispec_core::formats::{github, json, junit, sarif};
use uispec_core::levels::{Level, RuleSetting};
use uispec_core::validate::{Inputs, Report, Session};
use uispec_core::{Diagnostic, Severity};

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
  uispec validate --level strict --write-baseline
                                         accept today's findings (uispec-baseline.json) ...
  uispec validate --level strict --baseline uispec-baseline.json
                                         ... and report only new ones
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
    /// Report only findings that are not in this baseline, and fail only on those [default:
    /// uispec.toml `[validate] baseline`]
    #[arg(long, value_name = "FILE")]
    baseline: Option<PathBuf>,
    /// Record today's findings as the baseline and exit 0 [default file: the configured
    /// baseline, else uispec-baseline.json]
    #[arg(long, value_name = "FILE", num_args = 0..=1, conflicts_with_all = ["watch", "baseline", "no_baseline"])]
    write_baseline: Option<Option<PathBuf>>,
    /// Report every finding, even with a baseline configured
    #[arg(long, conflicts_with = "baseline")]
    no_baseline: bool,
}

impl ValidateArgs {
    /// Whether this is `--watch`: it runs until stopped.
    pub(crate) fn watches(&self) -> bool {
        self.watch
    }
}

/// `--format` values (`validate` and `test`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// rustc-style snippets on stderr, a summary line on stdout
    Human,
    /// One JSON document (versioned; `uispec_core::formats::json` documents it)
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

/// A note when whole families of rules check nothing because no spec has what they read:
/// specs fresh from `spec:infer` have no `accessibility` and no `tokenMapping`, and "no
/// problems" would otherwise read as a clean bill of health.
fn idle_rules(session: &Session) -> Option<String> {
    let specs: Vec<_> = session.specs().collect();
    if specs.is_empty() {
        return None;
    }
    let mut idle = Vec::new();
    if specs.iter().all(|doc| doc.spec.accessibility.is_none()) {
        idle.push(
            "no spec has an `accessibility` section, so no role, ARIA attribute or key is promised (`role-mismatch` and `keyboard-unhandled` check nothing, `aria-attribute-missing` only the states of roles the code writes)",
        );
    }
    if specs.iter().all(|doc| doc.spec.token_mapping.is_empty()) {
        idle.push(
            "no spec has a `tokenMapping`, so the contrast and stylesheet rules (`contrast-text`, `contrast-non-text`, `focus-indicator-missing`, `part-not-rendered`) check nothing",
        );
    }
    if idle.is_empty() {
        return None;
    }
    Some(format!("{} ({} specs)", idle.join("; "), specs.len()))
}

/// With a markup convention of the project's own (`[css.selectors]`), how many of the specs'
/// parts it finds in the components' markup (`uispec_core::convention`): a convention that
/// finds nothing styles nothing, and no other rule would say so before `uispec test`.
fn convention_found(session: &Session) -> Option<String> {
    let selectors = &session.inputs().selectors;
    if *selectors == uispec_core::config::Selectors::default() || session.components().is_empty() {
        return None;
    }
    let documents: Vec<_> = session.specs().collect();
    let count = uispec_core::convention::count(selectors, &documents, session.components());
    let decided = count.found + count.missing.len();
    let mut text = format!(
        "the markup convention of `[css.selectors]` finds {} of the {decided} parts the components' markup marks ({}%)",
        count.found,
        count.percent()
    );
    if !count.missing.is_empty() {
        let missing: Vec<String> = (count.missing.iter().take(5))
            .map(|(spec, part, selector)| format!("{spec} `{part}` (`{selector}`)"))
            .collect();
        let more = match count.missing.len() {
            n if n > 5 => format!(" and {} more", n - 5),
            _ => String::new(),
        };
        text.push_str(&format!("; not found: {}{more}", missing.join(", ")));
    }
    if !count.unseen.is_empty() {
        text.push_str(&format!(
            "; {} components mark nothing the reader can see",
            count.unseen.len()
        ));
    }
    Some(format!(
        "{text} (`uispec css --suggest-convention` proposes one from the markup)"
    ))
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
        let project = discover(global)?;
        let accepted = baseline_of(&project, args)?;
        return watch(
            || inputs(&discover(global)?, args),
            out,
            |session| {
                let mut report = session.report();
                let compared = accepted
                    .as_ref()
                    .map(|accepted| compare(accepted, session, &mut report));
                print_human(&report, out);
                let line = summary_line(report.diagnostics.as_slice(), scope(&report));
                Ok(with_baseline(line, compared.as_ref()))
            },
        );
    }
    let project = discover(global)?;
    let accepted = baseline_of(&project, args)?;
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
    if let Some(file) = &args.write_baseline {
        return write_baseline(&project, file.as_deref(), &session, &report, out);
    }
    // SARIF carries every finding with its baseline state; the other formats only new ones.
    let all = accepted
        .as_ref()
        .map(|_| report.diagnostics.as_slice().to_vec());
    let compared = accepted
        .as_ref()
        .map(|accepted| compare(accepted, &session, &mut report));
    let diagnostics = report.diagnostics.as_slice();
    let line = with_baseline(summary_line(diagnostics, scope(&report)), compared.as_ref());
    match args.format {
        Format::Human => {
            print_human(&report, out);
            crate::project::note_left_out(&project, out);
            if let Some(idle) = idle_rules(&session) {
                out.note(&idle);
                out.help("`uispec mcp`'s `enrich-spec` prompt drafts both sections for a spec; `uispec add <preset> --stdout` shows complete ones");
            }
            if let Some(found) = convention_found(&session) {
                out.note(&found);
            }
            if let Some(compared) = compared.as_ref().filter(|c| c.fixed_count() > 0) {
                let file = args
                    .baseline
                    .as_ref()
                    .map(|typed| format!(" {}", typed.display()))
                    .unwrap_or_default();
                out.diagnostic(&format!(
                    "help: {} finding{} of the baseline {} fixed: record that with `uispec validate --write-baseline{file}`, so {} cannot come back unnoticed",
                    compared.fixed_count(),
                    if compared.fixed_count() == 1 { "" } else { "s" },
                    if compared.fixed_count() == 1 { "is" } else { "are" },
                    if compared.fixed_count() == 1 { "it" } else { "they" },
                ));
            }
            out.result(&line)?;
        }
        Format::Json => out.data(&json::render_compared(
            diagnostics,
            scope(&report),
            compared.as_ref(),
        ))?,
        Format::Sarif => out.data(&match (&all, &compared) {
            (Some(all), Some(compared)) => sarif::render_compared(all, Some(compared)),
            _ => sarif::render(diagnostics),
        })?,
        Format::Junit => out.data(&junit::render(diagnostics))?,
        Format::Github => {
            out.data(&github::render(diagnostics))?;
            out.result(&line)?;
            if let Some(path) = std::env::var_os("GITHUB_STEP_SUMMARY").filter(|p| !p.is_empty()) {
                append(
                    Path::new(&path),
                    &github::step_summary(diagnostics, "validate", &line),
                )?;
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

/// The baseline to compare with: `--baseline` (where the user typed it), else the configured
/// one (inside the project), else none. `--no-baseline` and `--write-baseline` use none.
fn baseline_of(project: &Project, args: &ValidateArgs) -> anyhow::Result<Option<Baseline>> {
    if args.no_baseline || args.write_baseline.is_some() {
        return Ok(None);
    }
    let cwd = current_dir()?;
    let read = match (&args.baseline, &project.config.baseline) {
        (Some(typed), _) => {
            baseline::read(&absolute(&cwd, typed), &typed.display().to_string(), None)
        }
        (None, Some(configured)) => baseline::read(
            &project.root.join(configured),
            &configured.display().to_string(),
            Some(&project.root),
        ),
        (None, None) => return Ok(None),
    };
    read.map(Some).map_err(anyhow::Error::msg)
}

/// Keeps the new findings of `report`, and says how it compares with `accepted`.
fn compare(accepted: &Baseline, session: &Session, report: &mut Report) -> Comparison {
    let all = std::mem::take(&mut report.diagnostics).into_vec();
    let compared = accepted.compare(&all, &Subjects::of(session));
    for finding in baseline::only_new(all, &compared) {
        report.diagnostics.push(finding);
    }
    compared
}

/// The summary line, with the baseline's counts when there is one.
fn with_baseline(line: String, compared: Option<&Comparison>) -> String {
    match compared {
        Some(compared) => format!("{line} ({})", compared.summary()),
        None => line,
    }
}

/// `--write-baseline`: records every finding of `report` and exits 0.
fn write_baseline(
    project: &Project,
    typed: Option<&Path>,
    session: &Session,
    report: &Report,
    out: &Output,
) -> anyhow::Result<Outcome> {
    let cwd = current_dir()?;
    let (path, allowed) = match (typed, &project.config.baseline) {
        // A path typed is the user's own choice; a configured one stays in the project.
        (Some(typed), _) => (absolute(&cwd, typed), Some(absolute(&cwd, typed))),
        (None, Some(configured)) => (project.root.join(configured), None),
        (None, None) => (project.root.join(baseline::DEFAULT_FILE), None),
    };
    let shown = crate::write::display(&path, &cwd);
    let accepted = Baseline::record(report.diagnostics.as_slice(), &Subjects::of(session));
    let mut places: Vec<&Path> = vec![&project.root];
    places.extend(allowed.as_deref());
    baseline::write(&accepted, &path, &shown, &places).map_err(anyhow::Error::msg)?;
    out.result(&format!(
        "wrote {shown}: {} finding{} accepted; `uispec validate{}` now reports only new ones",
        accepted.len(),
        if accepted.len() == 1 { "" } else { "s" },
        match (typed, &project.config.baseline) {
            (None, Some(_)) => String::new(),
            _ => format!(" --baseline {shown}"),
        }
    ))?;
    Ok(Outcome::Success)
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
    print_entries(report.diagnostics.as_slice(), out);
}

/// The findings as rustc-style snippets on stderr (a long run of one rule folded), then the
/// table of rules.
fn print_entries(diagnostics: &[Diagnostic], out: &Output) {
    let style = if out.color() {
        Style::Color
    } else {
        Style::Plain
    };
    let diagnostics = &*out.shown(diagnostics);
    for entry in entries(diagnostics) {
        match entry {
            Entry::Finding(diagnostic) => out.diagnostic(&render(diagnostic, style)),
            Entry::Folded(line) => out.diagnostic(&line),
        }
    }
    if let Some(table) = rule_table(diagnostics) {
        out.diagnostic(&table);
    }
}

/// Prints `diagnostics` in `format`, with `line` as the human summary (another command's
/// findings, without a baseline: `uispec test`).
pub(crate) fn print_findings(
    format: Format,
    diagnostics: &[Diagnostic],
    scope: Checked,
    line: &str,
    out: &Output,
) -> anyhow::Result<()> {
    match format {
        Format::Human => {
            print_entries(diagnostics, out);
            out.result(line)?;
        }
        Format::Json => out.data(&json::render_compared(diagnostics, scope, None))?,
        Format::Sarif => out.data(&sarif::render(diagnostics))?,
        Format::Junit => out.data(&junit::render(diagnostics))?,
        Format::Github => {
            out.data(&github::render(diagnostics))?;
            out.result(line)?;
            if let Some(path) = std::env::var_os("GITHUB_STEP_SUMMARY").filter(|p| !p.is_empty()) {
                append(
                    Path::new(&path),
                    &github::step_summary(diagnostics, "test", line),
                )?;
            }
        }
    }
    Ok(())
}

/// Appends to the step summary file GitHub gives each step.
pub(crate) fn append(path: &Path, text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .with_context(|| format!("cannot write the step summary `{}`", path.display()))?;
    file.write_all(text.as_bytes())
        .with_context(|| format!("cannot write the step summary `{}`", path.display()))
}
