//! The harness crate: written under the project's Cargo target directory
//! (`target/uispec/harness/<package>/`), built with cargo, then run once per render, each in a
//! process of its own that writes its HTML to a private file (so nothing one component prints
//! or does to its process reaches another's result), two or more at a time.
//!
//! It depends on the project's crate by path and on the framework's server renderer, with the
//! versions the project's manifest asks for and a copy of the workspace's `Cargo.lock`, and it
//! builds into the workspace's target directory, so cargo rebuilds it only when the crate or
//! the plan (the specs) changed. Nothing is written into the project's sources.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use serde_json::Value;
use uispec_core::config::TestOptions;
use uispec_core::framework::Ssr;
use uispec_core::fs::{Overwrite, write_file};
use uispec_core::harness::{Failure, Manifest, Render, binary_name, main_rs, manifest};

use crate::processes::{self, Scratch};

/// The largest HTML one render may make.
const MAX_HTML: usize = 64 << 20;
/// The most of what one render's process prints that is kept (each of stdout and stderr).
const MAX_PRINTED: usize = 1 << 20;
/// The most of cargo's output kept.
pub(super) const MAX_CARGO_OUTPUT: usize = 16 << 20;
/// The longest the renders of one crate may take together, and one render alone.
const MAX_RUN: Duration = Duration::from_secs(300);
const MAX_RENDER: Duration = Duration::from_secs(60);
/// The most builds of one harness: the first, and the rebuilds without the renders that did not
/// compile.
pub(super) const MAX_ROUNDS: usize = 8;
/// The longest `cargo build` of a harness may take (it may compile a framework the first time).
pub(super) const MAX_BUILD: Duration = Duration::from_secs(3600);

/// The crate a component file belongs to: its package, library name, where it is, and what the
/// workspace around it says.
#[derive(Debug)]
pub(super) struct Crate {
    pub(super) package: String,
    pub(super) lib: String,
    pub(super) dir: PathBuf,
    pub(super) versions: BTreeMap<String, String>,
    pub(super) target: PathBuf,
    pub(super) workspace: PathBuf,
}

impl Crate {
    /// The directory of the `Cargo.toml` nearest above `file`: the package it is in.
    pub(super) fn package_dir(file: &Path) -> Result<&Path> {
        file.ancestors()
            .skip(1)
            .find(|dir| dir.join("Cargo.toml").is_file())
            .with_context(|| format!("`{}` is in no Cargo package", file.display()))
    }

    /// The crate of the package in `dir`, as `cargo metadata` describes it (asked once per
    /// package: it takes a few hundred milliseconds).
    pub(super) fn at(dir: &Path) -> Result<Crate> {
        let output = processes::run(
            Command::new(cargo())
                .args([
                    "metadata",
                    "--format-version",
                    "1",
                    "--no-deps",
                    "--manifest-path",
                ])
                .arg(dir.join("Cargo.toml")),
            MAX_CARGO_OUTPUT,
            MAX_BUILD,
        )
        .context("could not run `cargo metadata`")?;
        if !output.status.is_some_and(|s| s.success()) {
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
            // A library a crate can depend on: `lib`, or the crate types a manifest names
            // (`crate-type = ["rlib", "cdylib"]`).
            .find(|t| {
                t["kind"]
                    .as_array()
                    .is_some_and(|k| k.iter().any(|k| k == "lib" || k == "rlib" || k == "dylib"))
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

    /// What a harness's `Cargo.toml` is made of for this crate.
    pub(super) fn manifest<'a>(&'a self, ssr: &'a Ssr, options: &'a TestOptions) -> Manifest<'a> {
        Manifest {
            package: &self.package,
            path: &self.dir,
            ssr,
            versions: &self.versions,
            features: &options.features,
            dependencies: &options.dependencies,
        }
    }

    /// The package name.
    pub(super) fn package(&self) -> &str {
        &self.package
    }

    /// Writes the harness for `renders`, builds it and runs each: the HTML of each, or how it
    /// failed (`None` for one not run). A render whose code does not compile costs only
    /// itself (see [`Crate::build`]).
    pub(super) fn render(
        &self,
        ssr: &Ssr,
        renders: &[&Render],
        options: &TestOptions,
    ) -> Result<Vec<Option<Result<String, Failure>>>> {
        let cargo_toml = manifest(&self.manifest(ssr, options));
        // What cargo, rustc and the renders leave in the temporary folder goes in one of ours,
        // removed on every way out.
        let scratch = Scratch::new("uispec-harness-").context("a directory for the renders")?;
        let head = ssr.head_for(&self.versions);
        let (results, kept) = self.build(
            Build {
                dir: &self.target.join("uispec/harness").join(&self.package),
                cargo_toml: &cargo_toml,
                source: "src/main.rs",
                harness: &binary_name(&self.package),
                target: &self.target,
                scratch: scratch.path(),
            },
            renders,
            |chosen| main_rs(&self.lib, ssr, head, chosen),
            |_| {},
        )?;
        if kept.is_empty() {
            return Ok(results);
        }
        let binary = self.target.join("debug").join(format!(
            "{}{}",
            binary_name(&self.package),
            std::env::consts::EXE_SUFFIX
        ));
        // Render `position` of the harness is `renders[kept[position]]`.
        let queue: Vec<usize> = (0..kept.len()).collect();
        let next = AtomicUsize::new(0);
        let results = Mutex::new(results);
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
        let deadline = Instant::now() + MAX_RUN;
        std::thread::scope(|scope| {
            for _ in 0..workers.min(queue.len()) {
                scope.spawn(|| {
                    while let Some(&at) = queue.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let made = render_one(&binary, scratch.path(), at, deadline);
                        results.lock().unwrap_or_else(|e| e.into_inner())[kept[at]] = Some(made);
                    }
                });
            }
        });
        Ok(results.into_inner().unwrap_or_else(|e| e.into_inner()))
    }

    /// Writes a harness crate (its manifest, the workspace's lock file, and the source
    /// `source(renders)`) and builds it: the renders that did not compile, each with its first
    /// error, and the positions of those built. A render whose code does not compile costs only
    /// itself: the compiler's errors in a render's function leave that render out, and the rest
    /// is built again. The error is for what no render can be blamed for (the library itself
    /// does not compile), in cargo's own words.
    pub(super) fn build(
        &self,
        build: Build<'_>,
        renders: &[&Render],
        source: impl Fn(&[&Render]) -> String,
        configure: impl Fn(&mut Command),
    ) -> Result<Built> {
        let dir = build.dir;
        let within: &[&Path] = &[&self.target];
        write_file(
            within,
            &dir.join("Cargo.toml"),
            build.cargo_toml.as_bytes(),
            Overwrite::Replace,
        )?;
        // The workspace's lock file pins the versions its builds used; copied again only when
        // it changed (cargo adds the harness to its copy).
        // Read as every input is (a regular file, capped): a FIFO in its place cannot hang the
        // run, nor a huge file exhaust it.
        let read = |path: &Path| {
            uispec_core::confine::read_regular(path, uispec_core::confine::MAX_INPUT_BYTES).ok()
        };
        let lock = self.workspace.join("Cargo.lock");
        if let Some(text) = read(&lock) {
            let seen = dir.join("Cargo.lock.workspace");
            if read(&seen).as_deref() != Some(text.as_slice()) {
                write_file(within, &dir.join("Cargo.lock"), &text, Overwrite::Replace)?;
                write_file(within, &seen, &text, Overwrite::Replace)?;
            }
        }
        let mut results: Vec<Option<Result<String, Failure>>> = vec![None; renders.len()];
        // The renders still in the harness, by their index in `renders`.
        let mut kept: Vec<usize> = (0..renders.len()).collect();
        let mut rounds = 0;
        loop {
            rounds += 1;
            let chosen: Vec<&Render> = kept.iter().map(|&i| renders[i]).collect();
            let main = source(&chosen);
            let file = dir.join(build.source);
            write_file(within, &file, main.as_bytes(), Overwrite::Replace)?;
            let mut command = Command::new(cargo());
            command
                .env("TMPDIR", build.scratch)
                .args(["build", "--quiet", "--color", "never"])
                .args(["--message-format", "json", "--manifest-path"])
                .arg(dir.join("Cargo.toml"))
                .arg("--target-dir")
                .arg(build.target);
            configure(&mut command);
            let built = processes::run(&mut command, MAX_CARGO_OUTPUT, MAX_BUILD)
                .context("could not run `cargo build` for the harness")?;
            if built.status.is_some_and(|s| s.success()) {
                return Ok((results, kept));
            }
            let errors = compile_errors(&String::from_utf8_lossy(&built.stdout));
            let blamed = blame(&errors, &main, build.harness, build.source);
            // Each round leaves out at least one render; a compiler that shows its errors a few
            // at a time does not get a build per render.
            let blamed = blamed.filter(|_| rounds <= MAX_ROUNDS);
            let Some(blamed) = blamed.filter(|b| !b.is_empty()) else {
                let said: Vec<&str> = errors.iter().map(|e| e.rendered.as_str()).collect();
                let said = if said.is_empty() {
                    tail(&String::from_utf8_lossy(&built.stderr), 60)
                } else {
                    tail(&said.join("\n"), 60)
                };
                bail!(
                    "the harness that renders `{}` did not build ({}):\n{said}",
                    self.package,
                    file.display(),
                );
            };
            for (position, rendered) in &blamed {
                results[kept[*position]] = Some(Err(Failure {
                    ended: "did not compile".to_owned(),
                    output: rendered.clone(),
                }));
            }
            kept = (kept.iter().enumerate())
                .filter(|(position, _)| !blamed.contains_key(position))
                .map(|(_, &index)| index)
                .collect();
            if kept.is_empty() {
                return Ok((results, kept));
            }
        }
    }
}

/// What [`Crate::build`] gives: each render's failure to compile, if any (as
/// [`Crate::render`] answers), and the positions of the renders built.
pub(super) type Built = (Vec<Option<Result<String, Failure>>>, Vec<usize>);

/// Where and what [`Crate::build`] builds.
pub(super) struct Build<'a> {
    /// The harness crate's folder.
    pub(super) dir: &'a Path,
    pub(super) cargo_toml: &'a str,
    /// The source file the renders are written to, in `dir` (`src/main.rs`).
    pub(super) source: &'a str,
    /// The harness's package name, to tell its errors from the library's.
    pub(super) harness: &'a str,
    /// Cargo's target directory.
    pub(super) target: &'a Path,
    /// The temporary folder cargo and rustc are given.
    pub(super) scratch: &'a Path,
}

/// One error of the compiler, from cargo's JSON messages.
#[derive(Debug)]
pub(super) struct CompileError {
    /// The package it is in (cargo's package id).
    package: String,
    /// The line of its primary span in that package's file `file`.
    file: String,
    line: usize,
    /// As the compiler prints it.
    rendered: String,
}

/// The errors among cargo's `--message-format json` lines (other lines are skipped).
pub(super) fn compile_errors(stdout: &str) -> Vec<CompileError> {
    stdout
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|m| m["reason"] == "compiler-message" && m["message"]["level"] == "error")
        .map(|m| {
            let message = &m["message"];
            let primary = message["spans"]
                .as_array()
                .and_then(|spans| spans.iter().find(|s| s["is_primary"] == true));
            CompileError {
                package: m["package_id"].as_str().unwrap_or_default().to_owned(),
                file: primary
                    .and_then(|s| s["file_name"].as_str())
                    .unwrap_or_default()
                    .to_owned(),
                line: primary
                    .and_then(|s| s["line_start"].as_u64())
                    .map_or(0, |l| l as usize),
                rendered: message["rendered"].as_str().unwrap_or_default().to_owned(),
            }
        })
        .collect()
}

/// The renders of the harness source `main` that `errors` are in, by position, each with its
/// first error; `None` when an error is anywhere else (the library, the harness's own lines):
/// then no render can be left out to make the rest build.
pub(super) fn blame(
    errors: &[CompileError],
    main: &str,
    harness: &str,
    source: &str,
) -> Option<BTreeMap<usize, String>> {
    // The line each render's function starts on (1-based), in order.
    let starts: Vec<usize> = main
        .lines()
        .enumerate()
        .filter(|(_, line)| line.starts_with("fn render_"))
        .map(|(number, _)| number + 1)
        .collect();
    let mut blamed = BTreeMap::new();
    for error in errors {
        let ours = error.package.contains(harness) && error.file.ends_with(source);
        let position = starts.iter().rposition(|&start| start <= error.line);
        match position {
            Some(position) if ours => {
                // Its head: what and where (a finding quotes the end of what it is given).
                let head: Vec<&str> = error.rendered.trim_end().lines().take(20).collect();
                blamed.entry(position).or_insert_with(|| head.join("\n"));
            }
            _ => return None,
        }
    }
    Some(blamed)
}

/// Runs render `index` of the harness `binary` in a process of its own, its HTML written to a
/// file in `scratch`: the HTML, or how the process ended and what it printed.
fn render_one(
    binary: &Path,
    scratch: &Path,
    index: usize,
    deadline: Instant,
) -> Result<String, Failure> {
    let file = scratch.join(format!("{index}.html"));
    let time = deadline
        .saturating_duration_since(Instant::now())
        .min(MAX_RENDER);
    let ran = processes::run(
        Command::new(binary)
            .arg(index.to_string())
            .arg(&file)
            .env("TMPDIR", scratch)
            // The panic's message and place, not a backtrace the finding's quote would end in.
            .env("RUST_BACKTRACE", "0"),
        MAX_PRINTED,
        time,
    );
    let ran = match ran {
        Ok(ran) => ran,
        Err(error) => {
            return Err(Failure {
                ended: format!("could not be started ({error})"),
                output: String::new(),
            });
        }
    };
    let printed = || {
        let mut output = String::from_utf8_lossy(&ran.stdout).into_owned();
        output.push_str(&String::from_utf8_lossy(&ran.stderr));
        output
    };
    let ended = match ran.status {
        None if time < MAX_RENDER => format!(
            "did not finish before the {} s all renders of its crate may take ran out",
            MAX_RUN.as_secs()
        ),
        None => format!("did not finish within {} s", time.as_secs()),
        Some(status) if status.success() => {
            // Left in the scratch folder, which goes at the end of the run.
            let html = uispec_core::confine::read_regular(&file, MAX_HTML);
            return match html.map(String::from_utf8) {
                Ok(Ok(html)) => Ok(html),
                Ok(Err(_)) => Err(Failure {
                    ended: "made HTML that is not UTF-8".to_owned(),
                    output: printed(),
                }),
                Err(error) => Err(Failure {
                    ended: format!("left no HTML ({})", error.message),
                    output: printed(),
                }),
            };
        }
        Some(status) => ended(status),
    };
    Err(Failure {
        ended,
        output: printed(),
    })
}

/// How a render's process that failed ended, in words.
fn ended(status: ExitStatus) -> String {
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return format!("was killed by signal {signal}");
    }
    match status.code() {
        // What Rust exits with after a panic on the main thread.
        Some(101) => "panicked".to_owned(),
        Some(code) => format!("exited with status {code}"),
        None => format!("ended ({status})"),
    }
}

/// Cargo: the one running us (`$CARGO`), else `cargo` on `PATH`.
pub(super) fn cargo() -> std::ffi::OsString {
    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

/// The last `lines` lines of `text`.
pub(super) fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.trim_end().lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}
