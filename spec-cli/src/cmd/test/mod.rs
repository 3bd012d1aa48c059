//! `uispec test`: every component bound to a spec, rendered on the server with its framework's
//! own renderer in every variant value, tokenMapping combination and state
//! (`uispec_core::harness`), then shown in headless Chromium in every theme with the generated
//! stylesheet, where the accessibility tree, the markers, the states and axe-core's rules are
//! checked against the spec (`uispec_core::checks::check_rendered`).
//!
//! Data flows one way: plan (core) → harness crate (`harness.rs`, cargo) → HTML per render →
//! the browser (`page.rs`) → [`Observed`] answers → findings → the usual renderers.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::Context as _;
use clap::Args;
use uispec_core::binding::implementations;
use uispec_core::checks::{
    Observed, StyleCheck, StyleResult, check_rendered, check_styles, state_convention,
};
use uispec_core::code::Component;
use uispec_core::diagnostics::{Diagnostic, Diagnostics};
use uispec_core::formats::json::Checked;
use uispec_core::fs::{Overwrite, write_file};
use uispec_core::harness::{Failure, Render, harness_failed, plan, render_failed};
use uispec_core::naming::to_kebab;
use uispec_core::project::CodeScope;
use uispec_core::validate::Session;
use uispec_core::{Severity, SpecDocument};

use crate::Outcome;
use crate::cmd::validate::{Format, print_findings};
use crate::opts::GlobalOpts;
use crate::output::Output;
use crate::previews::Preview;
use crate::project::{absolute, current_dir, discover};

mod behave;
mod harness;
mod lift;
mod live;
mod origins;
mod page;
mod toolchain;
mod visual;
mod worker;

/// Arguments of `uispec test`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec test                          every component with a spec, every render, every theme
  uispec test Button Dialog            only these components
  uispec test --screenshots shots      and one PNG per render and theme in shots/
  uispec test --accept Button          record Button's renders as its visual baseline
  uispec test --chromium /opt/chrome   with this browser

Needs Chromium (or Chrome): found on PATH as chromium, chromium-browser or google-chrome, or
named by --chromium or UISPEC_CHROMIUM. The harness that renders the components is built with
cargo under the project's target directory, and again for the browser, where the keys of each
component's keyboard contract are pressed in its live render: that needs a standard library
for wasm32-unknown-unknown (`rustup target add wasm32-unknown-unknown`, or a compiler that
builds it from source named by UISPEC_WASM_RUSTC) and wasm-bindgen at the lock file's version
(docs/testing.md); without them a note says what did not run. Props uispec cannot build: [test.props.<Component>]
in uispec.toml (docs/testing.md). Exit status: 0 no errors, 1 errors, 2 it could not run.")]
pub(crate) struct TestArgs {
    /// Only the components of these specs (by name) [default: every spec]
    #[arg(value_name = "COMPONENT")]
    components: Vec<String>,
    /// The Chromium or Chrome executable [default: $UISPEC_CHROMIUM, else found on PATH]
    #[arg(long, value_name = "PATH")]
    chromium: Option<PathBuf>,
    /// Write one PNG per render and theme into this directory (created)
    #[arg(long, value_name = "DIR")]
    screenshots: Option<PathBuf>,
    /// Output format; machine formats go to stdout only
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Skip the live checks: no build for the browser, no key pressed
    #[arg(long)]
    no_live: bool,
    /// Skip the visual baselines: nothing compared, nothing recorded
    #[arg(long, conflicts_with = "accept")]
    no_baselines: bool,
    /// Record what is seen now as the visual baseline of the components tested (all, or
    /// those named), and remove the entries of renders that are gone
    #[arg(long)]
    accept: bool,
}

pub(crate) fn run(global: &GlobalOpts, args: &TestArgs, out: &Output) -> anyhow::Result<Outcome> {
    let cwd = current_dir()?;
    let project = discover(global)?;
    let session = Session::new(project.inputs(CodeScope::Project));
    let docs: Vec<&SpecDocument> = session
        .specs()
        .filter(|doc| args.components.is_empty() || args.components.contains(&doc.spec.name))
        .collect();
    if let Some(unknown) = args
        .components
        .iter()
        .find(|name| !docs.iter().any(|doc| &doc.spec.name == *name))
    {
        anyhow::bail!("no spec is named `{unknown}`");
    }
    // No browser, no run: said before anything is built.
    let chromium = crate::browser::find(args.chromium.as_deref())?;
    let pairs = implementations(&docs, session.components());
    let mut diags = Diagnostics::new();
    let planned = plan(
        &mut diags,
        &pairs,
        session.components(),
        &project.config.test,
    );
    // The browsers start while the harness builds and renders.
    let (document, live_document) = page::document(&session, &project)?;
    let components: std::collections::BTreeSet<&str> =
        planned.renders.iter().map(|r| r.spec.as_str()).collect();
    let starting =
        page::Starting::start(&chromium, page::browsers(components.len()), Some(&document));
    // The harness holds the renders asked for and nothing else: another component that does
    // not compile cannot cost these (a new selection rebuilds only the harness's own code).
    let started = Instant::now();
    let crates = crates(&mut diags, &project.root, &pairs, &planned.renders);
    let html = render_all(
        &mut diags,
        &crates,
        &pairs,
        &planned.renders,
        &project.config.test,
    );
    out.verbose(&format!(
        "harness: {} renders built and made in {:.2} s",
        planned.renders.len(),
        started.elapsed().as_secs_f64()
    ));
    // The themes every render is shown in, the live ones too.
    let themes = page::themes(&session, &project);
    let shown = page::Show {
        project: &project,
        renders: &planned.renders,
        html: &html,
        document: &document,
        screenshots: args.screenshots.is_some(),
        baselines: !args.no_baselines,
        themes: &themes,
    };
    let live = (!args.no_live).then(|| behave::Checks {
        crates: &crates,
        pairs: &pairs,
        renders: &planned.renders,
        html: &html,
        options: &project.config.test,
        document: &live_document,
        chromium: &chromium,
        themes: &themes,
        css: &project.config.css,
    });
    let started = Instant::now();
    let (observed, mut spare) = shown.run(starting, &docs)?;
    let seconds = started.elapsed().as_secs_f64();
    out.verbose(&format!(
        "browser: {} renders shown, {} style comparisons, in {seconds:.2} s ({:.1} renders a second)",
        observed.answers.len(),
        observed.styles.len(),
        observed.answers.len() as f64 / seconds.max(1e-9)
    ));
    for (render, theme, why) in &observed.broken {
        let render = &planned.renders[*render];
        if let Some((_, component)) = pairs.iter().find(|(doc, _)| doc.spec.name == render.spec) {
            let why: String = why.chars().take(300).collect();
            let failure = Failure {
                ended: format!(
                    "could not be observed in Chromium in the {theme} theme ({})",
                    why.replace(char::is_control, " ")
                ),
                output: String::new(),
            };
            diags.push(render_failed(component, render, &failure));
        }
    }
    // The visual baselines: compared, recorded where new (all with `--accept`); before the
    // live checks take the page, which shows a changed render again to name the rule that
    // gives what no token explains.
    let started = Instant::now();
    let baselines = visual::Visual {
        project: &project,
        renders: &planned.renders,
        html: &html,
        themes: &themes,
        platform: visual::platform(observed.product.as_deref().unwrap_or("no browser")),
        accept: args.accept,
    };
    // Their findings join the others where they were judged: after the renders' own.
    let mut baseline_findings = Diagnostics::new();
    let done = match args.no_baselines {
        true => visual::Done::default(),
        false => baselines.run(
            &mut baseline_findings,
            &docs,
            args.components.is_empty(),
            (&observed.looks, &observed.pictures),
            spare.as_mut(),
        )?,
    };
    out.verbose(&format!(
        "baselines: {} changed, {} recorded, {} accepted, {} removed, in {:.2} s",
        done.shown.len(),
        done.recorded,
        done.accepted,
        done.removed,
        started.elapsed().as_secs_f64()
    ));
    // The keyboard contracts, tried in the live renders, and the styles and axe's rules of
    // what only they show: judged below with the server renders'.
    let mut styles = observed.styles;
    let mut answers = observed.answers;
    if let Some(live) = &live {
        // In one of the browsers the server renders were shown in: no other to start.
        let built = live.build(&config_location(&project));
        let took = live.run(built, spare, &mut diags, (&mut styles, &mut answers));
        let browser = took.browser.as_secs_f64();
        out.verbose(&format!(
            "live: {} renders, {} keys pressed, {} style comparisons; harness {:.2} s, browser {browser:.2} s ({:.1} keys a second)",
            took.renders,
            took.keys,
            took.compared,
            took.build.as_secs_f64(),
            took.keys as f64 / browser.max(1e-9)
        ));
    }
    let mut state_classes = Vec::new();
    for (doc, component) in &pairs {
        state_classes.extend(check_rendered(
            &mut diags,
            doc,
            component,
            &planned.renders,
            &answers,
            (
                &project.config.css,
                !project.config.test.stylesheets.is_empty() || !doc.spec.token_mapping.is_empty(),
            ),
        ));
    }
    for (doc, component) in &pairs {
        check_styles(&mut diags, doc, component, &planned.renders, &styles);
    }
    // The convention the renders show, said once for the whole library.
    if let Some(note) = state_convention(
        &state_classes,
        &project.config.css,
        config_location(&project),
    ) {
        diags.push(note);
    }
    for diagnostic in baseline_findings.into_vec() {
        diags.push(diagnostic);
    }
    let diags = project.config.rules.apply_all(diags);
    let rendered = html.iter().filter(|h| h.is_some()).count();
    let line = format!(
        "{} components, {} renders in {} theme{}, {} style comparisons: {}",
        pairs.len(),
        rendered,
        observed.themes,
        if observed.themes == 1 { "" } else { "s" },
        styles.len(),
        counts(diags.as_slice())
    );
    print_findings(
        args.format,
        diags.as_slice(),
        Checked {
            specs: docs.len(),
            components: pairs.len(),
        },
        &line,
        out,
    )?;
    let folder = project.config.test.baselines.folder.display();
    if done.recorded > 0 {
        out.note(&format!(
            "recorded the baseline of {} new render{} in `{folder}/` (commit it)",
            done.recorded,
            if done.recorded == 1 { "" } else { "s" }
        ));
    }
    if done.removed_components > 0 {
        out.note(&format!(
            "removed the baselines of {} component{} with no spec any more",
            done.removed_components,
            if done.removed_components == 1 {
                ""
            } else {
                "s"
            }
        ));
    }
    if done.accepted > 0 {
        out.note(&format!(
            "accepted {} render{} as the baseline in `{folder}/`{}",
            done.accepted,
            if done.accepted == 1 { "" } else { "s" },
            match done.removed {
                0 => String::new(),
                n => format!(", removed {n} of renders that are gone"),
            }
        ));
    }
    // The pictures are written after the report is out: a write that fails (a full disk, a
    // place out of the project) costs the pictures, never the findings; every failure is said.
    let mut failed: Vec<String> = Vec::new();
    let report = (!args.no_baselines).then(|| visual::report(&project.root, &done.shown, &line));
    match report {
        Some(Ok(path)) if !done.shown.is_empty() => out.note(&format!(
            "{} render{} changed: {}",
            done.shown.len(),
            if done.shown.len() == 1 { "" } else { "s" },
            path.display()
        )),
        Some(Err(error)) => failed.push(format!("{error:#}")),
        _ => {}
    }
    for doc in &docs {
        let grids: Vec<Preview> = observed
            .grids
            .iter()
            .filter(|(spec, _, _)| *spec == doc.spec.name)
            .map(|(_, theme, png)| Preview {
                theme: theme.clone(),
                png: png.clone(),
            })
            .collect();
        if !grids.is_empty()
            && let Err(error) = crate::previews::write(&project.root, &doc.spec.name, &grids)
        {
            failed.push(format!("{error:#}"));
        }
    }
    if let Some(dir) = &args.screenshots
        && let Err(error) = screenshots(&absolute(&cwd, dir), &planned.renders, &observed.pictures)
    {
        failed.push(format!("{error:#}"));
    }
    if !failed.is_empty() {
        anyhow::bail!(
            "the report is complete; pictures were not written:\n{}",
            failed.join("\n")
        );
    }
    Ok(if diags.has_errors() {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}

/// Where a finding about the configuration points: `uispec.toml`, at its `[css.states]` table
/// when it has one.
fn config_location(project: &uispec_core::project::Project) -> uispec_core::Location {
    use uispec_core::project::CONFIG_FILE;
    let text = uispec_core::confine::read_text(&project.root.join(CONFIG_FILE)).unwrap_or_default();
    let table = "[css.states]";
    let at = text
        .find(table)
        .map_or(0..0, |start| start..start + table.len());
    uispec_core::Location::new(&uispec_core::SourceFile::new(CONFIG_FILE, text), at)
}

/// `0 findings`, `2 findings (1 error, 1 warning)`.
fn counts(diagnostics: &[Diagnostic]) -> String {
    let plural = |n: usize, noun: &str| format!("{n} {noun}{}", if n == 1 { "" } else { "s" });
    let errors = diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count();
    let warnings = diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Warning)
        .count();
    match diagnostics.len() {
        0 => "0 findings".to_owned(),
        n => format!(
            "{} ({}, {})",
            plural(n, "finding"),
            plural(errors, "error"),
            plural(warnings, "warning")
        ),
    }
}

/// The crates the renders' components are in, each with its renders (by index) and its first
/// component (for findings about the whole crate); a finding for each component no crate
/// could be found for.
fn crates<'c>(
    diags: &mut Diagnostics,
    root: &std::path::Path,
    pairs: &[(&SpecDocument, &'c Component)],
    renders: &[Render],
) -> Vec<(harness::Crate, Vec<usize>, &'c Component)> {
    let component_of = |render: &Render| {
        pairs
            .iter()
            .find(|(doc, _)| doc.spec.name == render.spec)
            .map(|(_, component)| *component)
    };
    // Renders by their component's file, then by the package of that file.
    let mut by_file: BTreeMap<PathBuf, Vec<usize>> = BTreeMap::new();
    for (index, render) in renders.iter().enumerate() {
        if let Some(component) = component_of(render) {
            let file = PathBuf::from(component.location.file.path());
            by_file.entry(file).or_default().push(index);
        }
    }
    let mut by_package: BTreeMap<PathBuf, Vec<usize>> = BTreeMap::new();
    for (file, indices) in by_file {
        let file = root.join(file);
        match harness::Crate::package_dir(&file) {
            Ok(dir) => by_package
                .entry(dir.to_owned())
                .or_default()
                .extend(indices),
            Err(error) => {
                if let Some(component) = component_of(&renders[indices[0]]) {
                    diags.push(harness_failed(component, &format!("{error:#}")));
                }
            }
        }
    }
    let mut crates: BTreeMap<PathBuf, (harness::Crate, Vec<usize>, &Component)> = BTreeMap::new();
    for (dir, indices) in by_package {
        let Some(component) = component_of(&renders[indices[0]]) else {
            continue;
        };
        match harness::Crate::at(&dir) {
            Ok(krate) => {
                let key = PathBuf::from(krate.package());
                let entry = crates.entry(key).or_insert((krate, Vec::new(), component));
                entry.1.extend(indices);
            }
            Err(error) => diags.push(harness_failed(component, &format!("{error:#}"))),
        }
    }
    (crates.into_values())
        .map(|(krate, mut indices, component)| {
            indices.sort_unstable();
            (krate, indices, component)
        })
        .collect()
}

/// The HTML of every render (`None` when it could not be rendered): one harness per crate.
fn render_all(
    diags: &mut Diagnostics,
    crates: &[(harness::Crate, Vec<usize>, &Component)],
    pairs: &[(&SpecDocument, &Component)],
    renders: &[Render],
    options: &uispec_core::config::TestOptions,
) -> Vec<Option<String>> {
    let mut html = vec![None; renders.len()];
    let component_of = |render: &Render| {
        pairs
            .iter()
            .find(|(doc, _)| doc.spec.name == render.spec)
            .map(|(_, component)| *component)
    };
    for (krate, indices, component) in crates {
        let Some(ssr) = component.framework.profile().ssr.as_ref() else {
            continue;
        };
        let chosen: Vec<&Render> = indices.iter().map(|&i| &renders[i]).collect();
        match krate.render(ssr, &chosen, options) {
            Ok(outputs) => {
                for (&index, output) in indices.iter().zip(outputs) {
                    match output {
                        None => {}
                        Some(Ok(made)) => html[index] = Some(made),
                        Some(Err(failure)) => {
                            let render = &renders[index];
                            if let Some(component) = component_of(render) {
                                diags.push(render_failed(component, render, &failure));
                            }
                        }
                    }
                }
            }
            Err(error) => diags.push(harness_failed(component, &format!("{error:#}"))),
        }
    }
    html
}

/// `--screenshots DIR`: one PNG per render and theme, named `<spec>-<render>-<theme>.png`.
fn screenshots(
    dir: &std::path::Path,
    renders: &[Render],
    pictures: &[(usize, String, Vec<u8>)],
) -> anyhow::Result<()> {
    uispec_core::fs::create_dir(&[dir], dir)
        .with_context(|| format!("cannot create `{}`", dir.display()))?;
    for (render, theme, png) in pictures {
        let name = format!(
            "{}-{render}-{}.png",
            to_kebab(&renders[*render].spec),
            to_kebab(theme)
        );
        let path = dir.join(name);
        write_file(&[dir], &path, png, Overwrite::Replace)
            .with_context(|| format!("cannot write `{}`", path.display()))?;
    }
    Ok(())
}

/// What the browser answered.
#[derive(Debug, Default)]
struct Answers {
    answers: Vec<Observed>,
    /// The style comparisons made, with what each found.
    styles: Vec<(StyleCheck, StyleResult)>,
    /// With `--screenshots`, a PNG of each render in each theme: `(render, theme, png)`.
    pictures: Vec<(usize, String, Vec<u8>)>,
    /// A PNG of each component's renders side by side in each theme: `(spec, theme, png)`.
    grids: Vec<(String, String, Vec<u8>)>,
    /// The renders the page could not show or observe: `(render, theme, why)`.
    broken: Vec<(usize, String, String)>,
    themes: usize,
    /// What a visual baseline keeps of each render in each theme, beyond its picture.
    looks: Vec<worker::Look>,
    /// The browser's product and major version.
    product: Option<String>,
}
