//! `uispec css`: the stylesheet of the project's specs and tokens (`uispec_core::css`).
//!
//! The project is validated first, as `validate` would at its configured level: a spec with
//! errors gets no rules, and the errors are reported with the stylesheet's own findings. The
//! stylesheet goes to stdout, or to `--out` / `[css] out`, written only when it changed and
//! never over a file `uispec css` did not write unless `--force`. `--watch` writes it again
//! after every change, through the same watcher as `validate --watch`.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use anyhow::bail;
use clap::Args;
use uispec_core::css::{CssFormat, CssOptions, Stylesheet, is_generated};
use uispec_core::formats::human::{Style, render_all, summary_line};
use uispec_core::formats::json;
use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::Session;

use crate::Outcome;
use crate::cmd::watch::watch;
use crate::opts::{GlobalOpts, WriteOpts};
use crate::output::Output;
use crate::project::{absolute, current_dir, discover};
use crate::write::{PlannedFile, apply};

/// Arguments of `uispec css`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec css                       the stylesheet on stdout
  uispec css --out assets/ui.css   written to a file (only when it changed)
  uispec css --out -               on stdout, even when uispec.toml names a file
  uispec css --all-tokens          every token as a custom property, not only the mapped ones
  uispec css --format tailwind     for Tailwind CSS v4: @import it after \"tailwindcss\"
  uispec css --watch               written again after every saved change, until Ctrl-C
  uispec css --suggest-convention  the [css.selectors] the components' markup shows, and
                                   how many parts it finds there

The conventions (data-scope, data-part, one data attribute per variant axis, states) are in
docs/styles.md. Exit status: 0 no errors, 1 errors (a spec with errors gets no rules), 2 it
could not run.")]
pub(crate) struct CssArgs {
    /// Write the stylesheet here, `-` for stdout [default: uispec.toml `[css] out`, else stdout]
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Every token as a custom property, not only those the specs map
    #[arg(long)]
    all_tokens: bool,
    /// What the stylesheet is for: `css`, a stylesheet of its own; `tailwind`, one for Tailwind
    /// CSS v4 to import [default: uispec.toml `[css] format`, else css]
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<Format>,
    /// Replace the output file even when `uispec css` did not write it
    #[arg(long)]
    force: bool,
    /// Show what would be written, and write nothing
    #[arg(long, conflicts_with = "watch")]
    dry_run: bool,
    /// Write, then write again after every change to a spec, token, configuration or
    /// component file, until Ctrl-C (needs a file to write to)
    #[arg(long)]
    watch: bool,
    /// Print the markup convention (`[css.selectors]`) the components' markup shows, with how
    /// many parts it finds there, and write nothing
    #[arg(long, conflicts_with_all = ["watch", "out", "dry_run", "force"])]
    suggest_convention: bool,
}

pub(crate) fn run(global: &GlobalOpts, args: &CssArgs, out: &Output) -> anyhow::Result<Outcome> {
    let cwd = current_dir()?;
    if args.watch {
        // The plan follows the configuration: `watch` asks for the inputs again after a
        // change to it, and each run writes where the configuration then says.
        let plan = RefCell::new(Plan::default());
        return watch(
            || {
                let project = discover(global)?;
                let next = Plan::new(&project, args, &cwd);
                if next.target.is_none() {
                    bail!(
                        "--watch writes a file: give `--out FILE`, or set `out` under `[css]` in uispec.toml"
                    );
                }
                *plan.borrow_mut() = next;
                Ok(project.inputs(CodeScope::Project))
            },
            out,
            |session| {
                let plan = plan.borrow();
                let sheet = session.stylesheet(&session.report(), &plan.options);
                Ok(emit(session, sheet, &plan, args, &cwd, out)?.1)
            },
        );
    }
    let project = discover(global)?;
    if args.suggest_convention {
        return suggest_convention(&project, out);
    }
    let plan = Plan::new(&project, args, &cwd);
    let (session, sheet) =
        Session::new_with_stylesheet(project.inputs(CodeScope::Project), &plan.options);
    let (outcome, _) = emit(&session, sheet, &plan, args, &cwd, out)?;
    // The process ends now: the OS frees the session faster than its destructors would.
    std::mem::forget(session);
    Ok(outcome)
}

/// `--format`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum Format {
    Css,
    Tailwind,
}

/// Where and how one run writes: the configuration's `[css]` options under the command line's.
#[derive(Debug, Default)]
struct Plan {
    /// Where the stylesheet may be written: the project root, or for a path given with
    /// `--out`, that path (the user named it; a path from uispec.toml, which may come from a
    /// stranger's pull request, stays inside the project).
    write_root: PathBuf,
    options: CssOptions,
    /// `None` for stdout.
    target: Option<PathBuf>,
}

impl Plan {
    fn new(project: &Project, args: &CssArgs, cwd: &Path) -> Plan {
        let mut options: CssOptions = project.config.css.clone();
        options.all_tokens |= args.all_tokens;
        match args.format {
            Some(Format::Css) => options.format = CssFormat::Css,
            Some(Format::Tailwind) => options.format = CssFormat::Tailwind,
            None => {}
        }
        let target = match (&args.out, &options.out) {
            (Some(path), _) if path.as_os_str() == "-" => None,
            (Some(path), _) => Some(absolute(cwd, path)),
            (None, Some(path)) => Some(project.root.join(path)),
            (None, None) => None,
        };
        let write_root = match (&args.out, &target) {
            (Some(_), Some(target)) => target.clone(),
            _ => project.root.clone(),
        };
        Plan {
            write_root,
            options,
            target,
        }
    }
}

/// Reports the session's findings with those of its stylesheet `sheet`, and writes the
/// stylesheet; returns the outcome and a summary line for `--watch`.
fn emit(
    session: &Session,
    sheet: Stylesheet,
    plan: &Plan,
    args: &CssArgs,
    cwd: &Path,
    out: &Output,
) -> anyhow::Result<(Outcome, String)> {
    let report = session.report();
    let scope = json::Checked {
        specs: report.specs,
        components: report.components,
    };
    let mut findings = report.diagnostics;
    for finding in sheet.diagnostics.into_vec() {
        findings.push(finding);
    }
    findings.sort_from(0);
    let style = if out.color() {
        Style::Color
    } else {
        Style::Plain
    };
    let rendered = render_all(&out.shown(findings.as_slice()), style);
    if !rendered.is_empty() {
        out.diagnostic(rendered.trim_end());
    }
    // A stylesheet of no component rules is no failure, but it is rarely what was meant:
    // inferred specs map no tokens yet.
    if sheet.rules == 0 {
        let mapped = session
            .specs()
            .filter(|doc| !doc.spec.token_mapping.is_empty())
            .count();
        if mapped == 0 {
            out.note(&format!(
                "the stylesheet has no component rules: none of the {} specs maps a part to a token (`tokenMapping`)",
                report.specs
            ));
            out.help("`uispec mcp`'s `enrich-spec` prompt drafts a tokenMapping from a spec and the project's tokens, and `uispec add <preset> --stdout` shows a complete one");
        }
    }
    let summary = format!(
        "{} custom properties, {} component rules; {}",
        sheet.properties,
        sheet.rules,
        summary_line(findings.as_slice(), scope)
    );
    let written = match &plan.target {
        None => {
            out.data(&sheet.text)?;
            Outcome::Success
        }
        Some(path) => {
            // A file `uispec css` wrote before may be replaced; anything else is the user's.
            let opts = WriteOpts {
                force: args.force || is_generated(path),
                dry_run: args.dry_run,
                stdout: false,
            };
            let file = PlannedFile {
                path: path.clone(),
                contents: sheet.text,
            };
            out.verbose(&summary);
            apply(&[], &[file], &opts, &[&plan.write_root], cwd, out)?
        }
    };
    let outcome = if findings.has_errors() || written == Outcome::Failure {
        Outcome::Failure
    } else {
        Outcome::Success
    };
    Ok((outcome, summary))
}

/// `--suggest-convention`: the `[css.selectors]` the markup shows (`uispec_core::convention`)
/// on stdout, ready for uispec.toml, with what it finds and what it could not see as comments.
fn suggest_convention(project: &Project, out: &Output) -> anyhow::Result<Outcome> {
    let session = Session::new(project.inputs(CodeScope::Project));
    let documents: Vec<_> = session.specs().collect();
    let Some(suggestion) = uispec_core::convention::suggest(&documents, session.components())
    else {
        out.note(&format!(
            "no convention to suggest: no class or `data-*` attribute spelled after the component's name is on the root of two of the {} components with a spec",
            session.components().len()
        ));
        out.help("a library whose classes all come from the caller (headless) marks nothing; `[css.selectors]` in docs/styles.md says how to write one");
        return Ok(Outcome::Success);
    };
    out.data(&convention_text(&suggestion))?;
    Ok(Outcome::Success)
}

/// The suggestion as uispec.toml lines, its evidence and figures as comments.
fn convention_text(suggestion: &uispec_core::convention::Suggestion) -> String {
    let count = &suggestion.count;
    let mut text = String::from(
        "# Proposed by `uispec css --suggest-convention` from the components' markup.\n",
    );
    for (key, template, components) in &suggestion.evidence {
        text.push_str(&format!(
            "# {key} `{template}`: read from {components} components\n"
        ));
    }
    let decided = count.found + count.missing.len();
    text.push_str(&format!(
        "# It finds {} of the {decided} parts the markup marks ({}%)",
        count.found,
        count.percent()
    ));
    if !count.unseen.is_empty() {
        text.push_str(&format!(
            "; {} components mark nothing the reader can see (their classes come from the caller or are computed, or their root is another component's)",
            count.unseen.len()
        ));
    }
    text.push_str(".\n");
    if !count.unseen.is_empty() {
        let shown: Vec<&str> = count.unseen.iter().take(20).map(String::as_str).collect();
        let more = count.unseen.len().saturating_sub(20);
        let more = if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        };
        text.push_str(&format!(
            "# marking nothing seen: {}{more}\n",
            shown.join(", ")
        ));
    }
    if !suggestion.own.is_empty() {
        text.push_str("# Parts no template finds, each with a selector only its element carries in the markup;\n# give it to the part in its spec as \"x-selector\":\n");
        for own in &suggestion.own {
            let value = serde_json::to_string(&own.selector).unwrap_or_default();
            let at = own.pointer.as_deref().map_or_else(
                || "(no such part in its anatomy yet)".to_owned(),
                str::to_owned,
            );
            text.push_str(&format!(
                "# {} {at} ({} `{}`): \"x-selector\": {value}\n",
                own.file, own.spec, own.part
            ));
        }
    }
    for (spec, part, selector) in count.missing.iter().take(20) {
        text.push_str(&format!("# not found: {spec} `{part}` (`{selector}`)\n"));
    }
    if count.missing.len() > 20 {
        text.push_str(&format!("# … and {} more\n", count.missing.len() - 20));
    }
    // Names and paths come from the project's files: none of them may end a comment line and
    // start a TOML one.
    let comments: String = text
        .lines()
        .map(|line| {
            let line: String = (line.chars())
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            match line.starts_with('#') {
                true => format!("{line}\n"),
                false => format!("# {line}\n"),
            }
        })
        .collect();
    comments + &suggestion.toml()
}
