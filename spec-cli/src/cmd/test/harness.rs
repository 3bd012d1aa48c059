//! The harness crate: written under the project's Cargo target directory
//! (`target/uispec/harness/<package>/`), built with cargo, run once to print every render.
//!
//! It depends on the project's crate by path and on the framework's server renderer, with the
//! versions the project's manifest asks for and a copy of the workspace's `Cargo.lock`, and it
//! builds into the workspace's target directory, so cargo rebuilds it only when the crate or
//! the plan (the specs) changed. Nothing is written into the project's sources.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use serde_json::Value;
use uispec_core::framework::Ssr;
use uispec_core::fs::{Overwrite, write_file};
use uispec_core::harness::{Manifest, Render, binary_name, main_rs, manifest, read_output};

/// The largest output a harness may print: every render's HTML.
const MAX_OUTPUT: usize = 256 * 1024 * 1024;
/// The longest a harness may take to make every render.
const MAX_RUN: Duration = Duration::from_secs(300);

/// The crate a component file belongs to: its package, library name, where it is, and what the
/// workspace around it says.
#[derive(Debug)]
pub(super) struct Crate {
    package: String,
    lib: String,
    dir: PathBuf,
    versions: BTreeMap<String, String>,
    target: PathBuf,
    workspace: PathBuf,
}

impl Crate {
    /// The crate whose `Cargo.toml` is nearest above `file`, as `cargo metadata` describes it.
    pub(super) fn of(file: &Path) -> Result<Crate> {
        let dir = file
            .ancestors()
            .skip(1)
            .find(|dir| dir.join("Cargo.toml").is_file())
            .with_context(|| format!("`{}` is in no Cargo package", file.display()))?;
        let output = Command::new(cargo())
            .args([
                "metadata",
                "--format-version",
                "1",
                "--no-deps",
                "--manifest-path",
            ])
            .arg(dir.join("Cargo.toml"))
            .output()
            .context("could not run `cargo metadata`")?;
        if !output.status.success() {
            bail!(
                "`cargo metadata` failed for `{}`:\n{}",
                dir.display(),
                String::from_utf8_lossy(&output.stderr).trim_end()
            );
        }
        let metadata: Value = serde_json::from_slice(&output.stdout)?;
        let manifest = dir.join("Cargo.toml").canonicalize()?;
        let package = metadata["packages"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|p| p["manifest_path"].as_str().map(Path::new) == Some(manifest.as_path()))
            .context("`cargo metadata` does not list the package")?;
        let lib = package["targets"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|t| {
                t["kind"]
                    .as_array()
                    .is_some_and(|k| k.iter().any(|k| k == "lib"))
            })
            .and_then(|t| t["name"].as_str())
            .with_context(|| {
                format!(
                    "the package at `{}` has no library to render components from",
                    dir.display()
                )
            })?
            .replace('-', "_");
        let mut versions = BTreeMap::new();
        for dependency in package["dependencies"].as_array().into_iter().flatten() {
            if let (Some(name), Some(req)) =
                (dependency["name"].as_str(), dependency["req"].as_str())
            {
                versions
                    .entry(name.to_owned())
                    .or_insert_with(|| req.to_owned());
            }
        }
        let text = |key: &str| {
            metadata[key]
                .as_str()
                .map(PathBuf::from)
                .with_context(|| format!("`cargo metadata` gives no {key}"))
        };
        Ok(Crate {
            package: package["name"].as_str().unwrap_or_default().to_owned(),
            lib,
            dir: dir.canonicalize()?,
            versions,
            target: text("target_directory")?,
            workspace: text("workspace_root")?,
        })
    }

    /// The package name.
    pub(super) fn package(&self) -> &str {
        &self.package
    }

    /// Writes the harness for `renders`, builds it and runs it: the HTML of each render, or
    /// `None` for one that panicked. The error is cargo's or the harness's own words.
    pub(super) fn render(&self, ssr: &Ssr, renders: &[&Render]) -> Result<Vec<Option<String>>> {
        let dir = self.target.join("uispec/harness").join(&self.package);
        let cargo_toml = manifest(&Manifest {
            package: &self.package,
            path: &self.dir,
            ssr,
            versions: &self.versions,
        });
        write_file(
            &dir.join("Cargo.toml"),
            cargo_toml.as_bytes(),
            Overwrite::Replace,
        )?;
        write_file(
            &dir.join("src/main.rs"),
            main_rs(&self.lib, ssr, renders).as_bytes(),
            Overwrite::Replace,
        )?;
        // The workspace's lock file pins the versions its builds used; copied again only when
        // it changed (cargo adds the harness to its copy).
        let lock = self.workspace.join("Cargo.lock");
        if let Ok(text) = std::fs::read(&lock) {
            let seen = dir.join("Cargo.lock.workspace");
            if std::fs::read(&seen).ok().as_deref() != Some(text.as_slice()) {
                write_file(&dir.join("Cargo.lock"), &text, Overwrite::Replace)?;
                write_file(&seen, &text, Overwrite::Replace)?;
            }
        }
        let built = Command::new(cargo())
            .args(["build", "--quiet", "--color", "never", "--manifest-path"])
            .arg(dir.join("Cargo.toml"))
            .arg("--target-dir")
            .arg(&self.target)
            .output()
            .context("could not run `cargo build` for the harness")?;
        if !built.status.success() {
            bail!(
                "the harness that renders `{}` did not build ({}):\n{}",
                self.package,
                dir.join("src/main.rs").display(),
                tail(&String::from_utf8_lossy(&built.stderr), 60)
            );
        }
        let binary = self.target.join("debug").join(format!(
            "{}{}",
            binary_name(&self.package),
            std::env::consts::EXE_SUFFIX
        ));
        let ran = run_bounded(&binary)?;
        read_output(&ran.stdout, renders.len()).map_err(|why| {
            anyhow::anyhow!(
                "the harness `{}` {why} ({}):\n{}",
                binary.display(),
                ran.status,
                tail(&String::from_utf8_lossy(&ran.stderr), 30)
            )
        })
    }
}

/// Runs the harness, reading at most [`MAX_OUTPUT`] bytes and waiting at most [`MAX_RUN`]: a
/// component that loops forever, or prints without end, stops the run with an error.
fn run_bounded(binary: &Path) -> Result<std::process::Output> {
    use std::io::Read;
    let mut child = Command::new(binary)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .with_context(|| format!("could not run the harness `{}`", binary.display()))?;
    let read = |pipe: Option<Box<dyn Read + Send>>, limit: usize| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(pipe) = pipe {
                let _ = pipe.take(limit as u64 + 1).read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = read(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
        MAX_OUTPUT,
    );
    let stderr = read(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
        1 << 20,
    );
    let deadline = Instant::now() + MAX_RUN;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            bail!(
                "the harness `{}` did not finish within {} s",
                binary.display(),
                MAX_RUN.as_secs()
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stdout = stdout.join().unwrap_or_default();
    if stdout.len() > MAX_OUTPUT {
        bail!("the harness printed more than {} MiB", MAX_OUTPUT >> 20);
    }
    Ok(std::process::Output {
        status,
        stdout,
        stderr: stderr.join().unwrap_or_default(),
    })
}

/// Cargo: the one running us (`$CARGO`), else `cargo` on `PATH`.
fn cargo() -> std::ffi::OsString {
    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

/// The last `lines` lines of `text`.
fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.trim_end().lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}
