//! The live harness: the same renders as the server harness, built for the browser
//! (`wasm32-unknown-unknown`, the framework's client renderer) and bound with `wasm-bindgen`,
//! so that the behaviour checks can mount each render and press keys in it
//! (`uispec_core::harness::live_lib_rs`). Written under the project's target directory beside
//! the server harness, built into a target directory of its own (`target/uispec/live-target`:
//! a compiler named for the browser does not churn the project's builds), without debug
//! information.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use uispec_core::checks::{Behaved, Plan, behaviour_plan, check_behaviour};
use uispec_core::code::{Component, locked_version};
use uispec_core::config::TestOptions;
use uispec_core::diagnostics::{Diagnostic, Diagnostics};
use uispec_core::framework::Ssr;
use uispec_core::harness::{Failure, Manifest, Render, live_lib_rs, live_manifest, live_name};
use uispec_core::naming::match_key;
use uispec_core::rules::RuleId;
use uispec_core::{Location, Severity, SpecDocument};

use super::behave::{Run, behave};
use super::harness::{Build, Crate, MAX_CARGO_OUTPUT, tail};
use super::toolchain::{TARGET, Toolchain};
use crate::browser::Browser;
use crate::processes::{self, Scratch};

/// The largest module (and glue) the page is given.
const MAX_MODULE: usize = 256 << 20;
/// The longest `wasm-bindgen` may take.
const MAX_BINDGEN: Duration = Duration::from_secs(300);

/// The live harness, bound: the glue `wasm-bindgen` wrote (`--target no-modules`: it defines
/// `wasm_bindgen`, which instantiates the module from its bytes) and the module.
#[derive(Debug)]
pub(super) struct Module {
    pub(super) js: String,
    pub(super) wasm: Vec<u8>,
    /// Each render's index in the module (`uispec_mount`'s), when it compiled.
    pub(super) mounts: Vec<Option<usize>>,
}

impl Crate {
    /// Builds and binds the live harness of `renders`: the module, and for each render the
    /// failure that left it out (its code did not compile for the browser), if any.
    pub(super) fn live(
        &self,
        ssr: &Ssr,
        toolchain: &Toolchain,
        renders: &[&Render],
        options: &TestOptions,
    ) -> Result<(Module, Vec<Option<Failure>>)> {
        let Some(live) = ssr.live.as_ref() else {
            bail!("{} components cannot be mounted in the browser yet", ssr.krate);
        };
        let cargo_toml = live_manifest(
            &Manifest {
                package: &self.package,
                path: &self.dir,
                ssr,
                versions: &self.versions,
                features: &options.features,
                dependencies: &options.dependencies,
            },
            live,
        );
        let scratch = Scratch::new("uispec-live-").context("a directory for the live build")?;
        let dir = self.target.join("uispec/live").join(&self.package);
        let target = self.target.join("uispec/live-target");
        let name = live_name(&self.package);
        let (results, kept) = self.build(
            Build {
                dir: &dir,
                cargo_toml: &cargo_toml,
                source: "src/lib.rs",
                harness: &name,
                target: &target,
                scratch: scratch.path(),
            },
            renders,
            |chosen| live_lib_rs(&self.lib, ssr, live, chosen),
            |command| toolchain.configure(command),
        )?;
        let mounts = (0..renders.len())
            .map(|render| kept.iter().position(|&k| k == render))
            .collect();
        let failures = (results.into_iter())
            .map(|result| result.and_then(Result::err))
            .collect();
        if kept.is_empty() {
            bail!("no render of `{}` compiled for the browser", self.package);
        }
        let file = name.replace('-', "_");
        let wasm = target.join(TARGET).join("debug").join(format!("{file}.wasm"));
        let out = dir.join("bindgen");
        let bound = processes::run(
            Command::new(&toolchain.bindgen)
                .env("TMPDIR", scratch.path())
                .args(["--target", "no-modules", "--no-typescript", "--out-dir"])
                .arg(&out)
                .arg(&wasm),
            MAX_CARGO_OUTPUT,
            MAX_BINDGEN,
        )
        .context("could not run `wasm-bindgen`")?;
        if !bound.status.is_some_and(|s| s.success()) {
            bail!(
                "`wasm-bindgen` failed on `{}`:\n{}",
                wasm.display(),
                tail(&String::from_utf8_lossy(&bound.stderr), 40)
            );
        }
        let read = |name: String| {
            uispec_core::confine::read_regular(&out.join(&name), MAX_MODULE)
                .map_err(|e| anyhow::anyhow!("`wasm-bindgen` left no `{name}`: {}", e.message))
        };
        let js = String::from_utf8(read(format!("{file}.js"))?)
            .context("`wasm-bindgen`'s glue is not UTF-8")?;
        let wasm = read(format!("{file}_bg.wasm"))?;
        Ok((Module { js, wasm, mounts }, failures))
    }
}

/// The live checks of one run of `uispec test`: for each component whose role's pattern has a
/// keyboard contract, its default render (no state set) mounted and its keys pressed.
pub(super) struct Checks<'a> {
    pub(super) crates: &'a [(Crate, Vec<usize>, &'a Component)],
    pub(super) pairs: &'a [(&'a SpecDocument, &'a Component)],
    pub(super) renders: &'a [Render],
    /// The server renders' HTML: a render that did not render there is not tried live.
    pub(super) html: &'a [Option<String>],
    pub(super) options: &'a TestOptions,
    /// The live page.
    pub(super) document: &'a str,
    pub(super) chromium: &'a Path,
}

impl Checks<'_> {
    /// What is tried: each component's plan with the render it is tried in.
    pub(super) fn runs(&self) -> Vec<(usize, Plan)> {
        (self.pairs.iter())
            .filter_map(|(doc, _)| {
                let plan = behaviour_plan(doc).filter(|plan| !plan.keys.is_empty())?;
                // The default render; a modal dialog's open one, as it shows when it runs.
                let state = |render: &Render| match &render.state {
                    None => Some(1),
                    Some(state) if !plan.enters && match_key(state) == "open" => Some(0),
                    Some(_) => None,
                };
                let render = (0..self.renders.len())
                    .filter(|&i| self.renders[i].spec == doc.spec.name && self.html[i].is_some())
                    .filter_map(|i| Some((state(&self.renders[i])?, i)))
                    .min()?
                    .1;
                Some((render, plan))
            })
            .collect()
    }

    /// Builds the live harness of each crate, makes the runs in a browser of their own and
    /// judges them into `diags`; what could not run is a note (at `config`, the project's
    /// configuration, when nothing ran at all). The number of keys pressed.
    pub(super) fn run(&self, diags: &mut Diagnostics, config: Location) -> usize {
        let runs = self.runs();
        if runs.is_empty() {
            return 0;
        }
        let untried = |diags: &mut Diagnostics, location: Location, why: String| {
            diags.push(
                Diagnostic::new(
                    RuleId::RENDER_UNTRIED,
                    location,
                    format!(
                        "the keyboard contracts of {} component{} were not tried in live renders: {why}",
                        runs.len(),
                        if runs.len() == 1 { "" } else { "s" }
                    ),
                )
                .with_severity(Severity::Note)
                .with_help("the server-side checks ran; docs/testing.md says how to set up the live checks"),
            );
        };
        let mut behaved: Vec<Behaved> = Vec::new();
        let mut pressed = 0;
        for (krate, indices, component) in self.crates {
            let ours: Vec<&(usize, Plan)> = (runs.iter())
                .filter(|(render, _)| indices.contains(render))
                .collect();
            let Some(ssr) = component.framework.profile().ssr.as_ref() else {
                continue;
            };
            if ours.is_empty() {
                continue;
            }
            let lock = krate.workspace.join("Cargo.lock");
            let lock = uispec_core::confine::read_text(&lock).unwrap_or_default();
            let toolchain = match Toolchain::find(locked_version(&lock, "wasm-bindgen").as_deref()) {
                Ok(toolchain) => toolchain,
                Err(why) => {
                    untried(diags, config.clone(), why);
                    return 0;
                }
            };
            let chosen: Vec<&Render> = ours.iter().map(|(render, _)| &self.renders[*render]).collect();
            let built = krate.live(ssr, &toolchain, &chosen, self.options);
            let (module, failures) = match built {
                Ok(built) => built,
                Err(error) => {
                    let why = format!("the live harness of `{}` did not build: {error:#}", krate.package);
                    untried(diags, component.location.clone(), why);
                    continue;
                }
            };
            for ((render, _), failure) in ours.iter().zip(&failures) {
                if let Some(failure) = failure {
                    let render = &self.renders[*render];
                    let why = format!("`{}` did not compile for the browser:\n{}", render.label(), failure.output);
                    if let Some((_, component)) = self.pairs.iter().find(|(doc, _)| doc.spec.name == render.spec) {
                        untried(diags, component.location.clone(), why);
                    }
                }
            }
            let live_runs: Vec<Run<'_>> = (ours.iter().enumerate())
                .filter_map(|(position, (render, plan))| {
                    Some(Run {
                        render: *render,
                        mount: module.mounts[position]?,
                        plan,
                    })
                })
                .collect();
            pressed += live_runs.iter().map(|run| run.plan.keys.len()).sum::<usize>();
            let answers = Browser::launch(self.chromium)
                .and_then(Browser::into_page)
                .and_then(|mut page| behave(&mut page, self.document, &module, &live_runs));
            match answers {
                Ok(answers) => behaved.extend(answers),
                Err(error) => {
                    let why = format!("the browser failed: {error:#}");
                    untried(diags, component.location.clone(), why);
                }
            }
        }
        for (doc, _) in self.pairs {
            check_behaviour(diags, doc, self.renders, &behaved);
        }
        pressed
    }
}
