//! The live harness: the same renders as the server harness, built for the browser
//! (`wasm32-unknown-unknown`, the framework's client renderer) and bound with `wasm-bindgen`,
//! so that the behaviour checks can mount each render and press keys in it
//! (`uispec_core::harness::live_lib_rs`). Written under the project's target directory beside
//! the server harness, built into a target directory of its own (`target/uispec/live-target`:
//! a compiler named for the browser does not churn the project's builds), without debug
//! information.

use std::process::Command;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use uispec_core::config::TestOptions;
use uispec_core::framework::Ssr;
use uispec_core::harness::{Failure, Render, live_lib_rs, live_manifest, live_name};

use super::harness::{Build, Crate, MAX_CARGO_OUTPUT, tail};
use super::toolchain::{TARGET, Toolchain};
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
            bail!(
                "{} components cannot be mounted in the browser yet",
                ssr.krate
            );
        };
        let cargo_toml = live_manifest(&self.manifest(ssr, options), live);
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
        let wasm = target
            .join(TARGET)
            .join("debug")
            .join(format!("{file}.wasm"));
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
