//! `uispec-build`: fail `cargo build` when a component spec, the design tokens and the
//! component code disagree.
//!
//! A Rust UI crate (Leptos, Dioxus, Yew) adds this crate as a build-dependency and calls it
//! from `build.rs`:
//!
//! ```no_run
//! // build.rs
//! fn main() {
//!     uispec_build::validate();
//! }
//! ```
//!
//! It reads the crate's uispec configuration (the nearest `uispec.toml`, else
//! `[package.metadata.uispec]` or `[workspace.metadata.uispec]` in Cargo.toml — read directly,
//! never by spawning cargo), validates the specs, tokens and components like `uispec validate`,
//! and reports each finding rustc-style:
//!
//! ```text
//! error: error[token-missing]: {color.brand.primray} does not exist: there is no `primray` in {color.brand}
//! error:  --> specs/button.json:24:21
//! ```
//!
//! Errors are `cargo::error=` lines, so Cargo fails the build after the script and shows only
//! them (no dump of the script's output); warnings are `cargo::warning=` lines; notes are left
//! to `uispec validate`. At most 20 findings are shown, then how many more. The script asks to
//! be run again only when an input it read changes — `cargo::rerun-if-changed` for exactly the
//! spec, token and component paths and configuration files it read, never a missing path or an
//! output — and when `UISPEC_LEVEL` changes, so a no-op rebuild costs nothing.
//!
//! # A build script with options
//!
//! ```no_run
//! use uispec_build::{Config, Level, RuleSetting};
//!
//! fn main() {
//!     Config::new()
//!         .specs(["design/specs"])
//!         .tokens(["design/tokens"])
//!         .level(Level::Strict)
//!         .rule("token-deprecated", RuleSetting::Allow)
//!         .warnings_as_errors(true)
//!         .run();
//! }
//! ```
//!
//! [`Config::check`] returns the [`Report`] instead of printing directives, for tests and
//! custom handling.
//!
//! # Generated code and styles
//!
//! The same run can write what the specs generate, each file rewritten only when its content
//! changes (so nothing downstream rebuilds for a description edit):
//!
//! ```no_run
//! fn main() {
//!     uispec_build::Config::new()
//!         // Enums and `<Name>Spec` items: `include!(concat!(env!("OUT_DIR"), "/ui_specs.rs"));`
//!         .generate("ui_specs.rs")
//!         // The stylesheet of `uispec css`: `include_str!(concat!(env!("OUT_DIR"), "/ui.css"))`
//!         .css("ui.css")
//!         // …and a copy in the crate for cargo-leptos `style-file`, Dioxus `asset!`, Trunk.
//!         .css_copy("style/ui.css")
//!         .run();
//! }
//! ```
//!
//! The crate is compiled into every user's build, so it depends on `uispec-core` without
//! optional features (no `jsonschema`, no network, no process spawning).

// The examples show a whole `build.rs`, `fn main` included.
#![allow(clippy::needless_doctest_main)]

use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use uispec_core::baseline::{self, Subjects};
use uispec_core::codegen;
use uispec_core::config::ConfigError;
use uispec_core::css::is_generated;
use uispec_core::formats::human::{Style, render, summary};
use uispec_core::fs::{Overwrite, WriteRefusal, confine_write, write_file};
pub use uispec_core::levels::{Level, RuleSetting};
use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::Session;
/// The findings of a [`Report`], re-exported so that a build script needs no direct
/// dependency on `uispec-core` (whose API is exempt from semver).
pub use uispec_core::{Diagnostic, Location, Related, RuleId, Severity, SourceFile};

/// Findings shown in the build output; the rest are counted.
const SHOWN: usize = 20;

/// The environment variable that overrides the level (`basic`, `standard`, `strict`).
pub const LEVEL_ENV: &str = "UISPEC_LEVEL";

/// Validates the crate being built with its uispec configuration and prints Cargo directives;
/// the build fails when there are errors. The one-liner for `build.rs`.
pub fn validate() {
    Config::new().run();
}

/// A validation run for `build.rs`, configured like prost-build's `Config`: every option
/// overrides what the crate's uispec configuration says.
#[derive(Debug, Clone, Default)]
pub struct Config {
    manifest_dir: Option<PathBuf>,
    specs: Option<Vec<PathBuf>>,
    tokens: Option<Vec<PathBuf>>,
    components: Option<Vec<PathBuf>>,
    level: Option<Level>,
    rules: Vec<(String, RuleSetting)>,
    warnings_as_errors: bool,
    generate: Option<PathBuf>,
    css: Option<PathBuf>,
    css_copy: Option<PathBuf>,
    baseline: Option<PathBuf>,
}

impl Config {
    /// Options as the crate's configuration gives them.
    pub fn new() -> Self {
        Config::default()
    }

    /// The crate directory (default: `CARGO_MANIFEST_DIR`).
    pub fn manifest_dir(&mut self, dir: impl Into<PathBuf>) -> &mut Self {
        self.manifest_dir = Some(dir.into());
        self
    }

    /// Spec files or directories, relative to the crate.
    pub fn specs<P: AsRef<Path>>(&mut self, paths: impl IntoIterator<Item = P>) -> &mut Self {
        self.specs = Some(owned(paths));
        self
    }

    /// Token files or directories, relative to the crate.
    pub fn tokens<P: AsRef<Path>>(&mut self, paths: impl IntoIterator<Item = P>) -> &mut Self {
        self.tokens = Some(owned(paths));
        self
    }

    /// Component code files or directories, relative to the crate (default: its `src/`).
    pub fn components<P: AsRef<Path>>(&mut self, paths: impl IntoIterator<Item = P>) -> &mut Self {
        self.components = Some(owned(paths));
        self
    }

    /// The check level.
    pub fn level(&mut self, level: Level) -> &mut Self {
        self.level = Some(level);
        self
    }

    /// Sets one rule (`"token-deprecated"`) to allow, warn or deny.
    pub fn rule(&mut self, id: &str, setting: RuleSetting) -> &mut Self {
        self.rules.push((id.to_owned(), setting));
        self
    }

    /// Fails the build on warnings too.
    pub fn warnings_as_errors(&mut self, yes: bool) -> &mut Self {
        self.warnings_as_errors = yes;
        self
    }

    /// Reports only the findings that are not in this baseline file, relative to the crate
    /// (default: the configuration's `[validate] baseline`, relative to the project root).
    /// Record one with `uispec validate --write-baseline`; the build then fails only on new
    /// findings. The file must be inside the project; one that cannot be read or is not a
    /// baseline fails the build with the reason.
    pub fn baseline(&mut self, file: impl Into<PathBuf>) -> &mut Self {
        self.baseline = Some(file.into());
        self
    }

    /// Also writes the Rust items of every spec (one enum per variant axis with `ALL`,
    /// `NAMES`, `as_str`, `Display`, `FromStr`, `AsRef<str>`, and a `<Name>Spec` type with the
    /// spec's props, variants, slots and events) to `OUT_DIR/<file>`, rewritten only when its
    /// content changes. Use it with
    /// `include!(concat!(env!("OUT_DIR"), "/ui_specs.rs"));`.
    pub fn generate(&mut self, file: impl Into<PathBuf>) -> &mut Self {
        self.generate = Some(file.into());
        self
    }

    /// Also writes the stylesheet of the specs' tokenMappings (what `uispec css` prints, with
    /// the configuration's `[css]` options) to `OUT_DIR/<file>`, rewritten only when its
    /// content changes. A spec with errors gets no rules, as in `uispec css`. Inline it with
    /// `include_str!(concat!(env!("OUT_DIR"), "/ui.css"))`.
    pub fn css(&mut self, file: impl Into<PathBuf>) -> &mut Self {
        self.css = Some(file.into());
        self
    }

    /// Also writes the stylesheet to `path`, relative to the crate, for tools that take a
    /// stylesheet from the source tree: cargo-leptos `style-file`, Dioxus
    /// `asset!("/style/ui.css")`, Trunk `<link data-trunk rel="css">`. Like [`Config::css`] it
    /// is rewritten only when its content changes; it never replaces a file uispec did not
    /// generate (whose first line is not uispec's header), and a path that leads outside the
    /// project is refused. Commit the file or ignore it, as the tool prefers; `cargo publish`
    /// verifies that a build script changes nothing outside `OUT_DIR`, so a published crate
    /// should ship the file as generated.
    pub fn css_copy(&mut self, path: impl Into<PathBuf>) -> &mut Self {
        self.css_copy = Some(path.into());
        self
    }

    /// Validates and prints the Cargo directives: rebuild tracking, then the findings.
    /// Returns normally; Cargo fails the build when errors were printed. A configuration that
    /// cannot be used is reported the same way.
    pub fn run(&self) {
        let mut stdout = io::stdout().lock();
        let written = match self.check() {
            Ok(report) => report.emit_to(&mut stdout),
            Err(error) => error.emit_to(&mut stdout),
        };
        // stdout is Cargo's pipe; if it is gone there is no one to tell.
        let _ = written.and_then(|()| stdout.flush());
    }

    /// Validates and returns the report, printing nothing.
    pub fn check(&self) -> Result<Report, Error> {
        let manifest_dir = match &self.manifest_dir {
            Some(dir) => dir.clone(),
            None => std::env::var_os("CARGO_MANIFEST_DIR")
                .map(PathBuf::from)
                .ok_or_else(|| Error::new("CARGO_MANIFEST_DIR is not set: call uispec_build from build.rs, or set Config::manifest_dir"))?,
        };
        let project = Project::discover(&manifest_dir).map_err(Error::from)?;
        // The same inputs as `uispec validate` in this crate's directory, but only this
        // crate's code: each crate's build script checks its own components.
        let mut inputs = project.inputs(CodeScope::Crate);
        // Without the `json-schema` feature (never in a build script) an organisation schema
        // is only a note that says it was not checked; `uispec validate` checks it.
        inputs.schema = None;
        let env_level = std::env::var(LEVEL_ENV).ok().filter(|v| !v.is_empty());
        if let Some(level) = env_level {
            inputs.rules.level = Level::from_name(&level).ok_or_else(|| {
                Error::new(format!(
                    "{LEVEL_ENV}={level}: the level must be basic, standard or strict"
                ))
            })?;
        } else if let Some(level) = self.level {
            inputs.rules.level = level;
        }
        for (id, setting) in &self.rules {
            inputs
                .rules
                .set(id, *setting)
                .map_err(|error| Error::new(error.to_string()))?;
        }
        // Paths set here are relative to the crate, configured ones to the project root.
        let here = |paths: &Vec<PathBuf>| paths.iter().map(|p| manifest_dir.join(p)).collect();
        if let Some(paths) = &self.specs {
            inputs.specs = here(paths);
        }
        if let Some(paths) = &self.tokens {
            inputs.tokens = here(paths);
            inputs.tokens_configured = true;
        }
        if let Some(paths) = &self.components {
            inputs.components = here(paths);
        }
        let mut rerun: Vec<PathBuf> = project.read.clone();
        rerun.extend(
            [&inputs.specs, &inputs.tokens, &inputs.components]
                .into_iter()
                .flatten()
                .map(|path| project.root.join(path))
                .filter(|path| path.exists()),
        );
        let baseline = match (&self.baseline, &project.config.baseline) {
            (Some(file), _) => Some((manifest_dir.join(file), file)),
            (None, Some(file)) => Some((project.root.join(file), file)),
            (None, None) => None,
        };
        let accepted = match &baseline {
            Some((path, shown)) => {
                rerun.push(path.clone());
                let shown = shown.display().to_string();
                Some(baseline::read(path, &shown, Some(&project.root)).map_err(Error::new)?)
            }
            None => None,
        };
        rerun.sort();
        rerun.dedup();
        let writes_css = self.css.is_some() || self.css_copy.is_some();
        let (session, sheet) = if writes_css {
            let (session, sheet) = Session::new_with_stylesheet(inputs, &project.config.css);
            (session, Some(sheet))
        } else {
            (Session::new(inputs), None)
        };
        let report = session.report();
        let stylesheets = if let Some(sheet) = sheet {
            let mut written = Vec::new();
            if let Some(file) = &self.css {
                written.push(write_out_dir("Config::css", file, &sheet.text)?);
            }
            if let Some(path) = &self.css_copy {
                written.push(write_copy(&project.root, &manifest_dir, path, &sheet.text)?);
            }
            Some((written, sheet.diagnostics))
        } else {
            None
        };
        let mut diagnostics = report.diagnostics.into_vec();
        let generated = match &self.generate {
            Some(file) => Some(generate(
                &session,
                &project.config.css.selectors,
                file,
                &mut diagnostics,
            )?),
            None => None,
        };
        let stylesheets = stylesheets.map_or_else(Vec::new, |(written, found)| {
            diagnostics.extend(found.into_vec());
            written
        });
        if let Some(accepted) = &accepted {
            let compared = accepted.compare(&diagnostics, &Subjects::of(&session));
            diagnostics = baseline::only_new(diagnostics, &compared);
        }
        Ok(Report {
            diagnostics,
            generated,
            stylesheets,
            specs: report.specs,
            components: report.components,
            rerun,
            warnings_as_errors: self.warnings_as_errors,
        })
    }
}

/// Paths as owned `PathBuf`s.
fn owned<P: AsRef<Path>>(paths: impl IntoIterator<Item = P>) -> Vec<PathBuf> {
    paths
        .into_iter()
        .map(|p| p.as_ref().to_path_buf())
        .collect()
}

/// Writes the items of every spec read without errors to `OUT_DIR/file`; a spec that
/// cannot become Rust items is a finding.
fn generate(
    session: &Session,
    markup: &uispec_core::config::Selectors,
    file: &Path,
    diagnostics: &mut Vec<Diagnostic>,
) -> Result<PathBuf, Error> {
    let mut found = uispec_core::Diagnostics::new();
    let text = codegen::all_items(&mut found, session.specs(), markup);
    diagnostics.extend(found.into_vec());
    write_out_dir("Config::generate", file, &text)
}

/// Writes `text` to `OUT_DIR/file` when it changed; `option` names the caller in errors.
fn write_out_dir(option: &str, file: &Path, text: &str) -> Result<PathBuf, Error> {
    let out_dir = std::env::var_os("OUT_DIR")
        .map(PathBuf::from)
        .ok_or_else(|| Error::new(format!("{option} needs OUT_DIR: call it from build.rs")))?;
    let path = out_dir.join(file);
    write_file(&[&out_dir], &path, text.as_bytes(), Overwrite::Replace)
        .map_err(|error| Error::new(format!("cannot write `{}`: {error}", path.display())))?;
    Ok(path)
}

/// Writes the stylesheet to `path` in the crate, when the place is inside the project `root`
/// (after following a link) and holds no file of the user's.
fn write_copy(root: &Path, manifest_dir: &Path, path: &Path, text: &str) -> Result<PathBuf, Error> {
    let shown = path.display();
    let target = match confine_write(&manifest_dir.join(path), &[root]) {
        Ok(target) => target,
        Err(WriteRefusal::Outside(_)) => {
            return Err(Error::new(format!(
                "Config::css_copy(\"{shown}\") leads outside the project; give a path inside the crate, or use Config::css and read the stylesheet from OUT_DIR"
            )));
        }
        Err(WriteRefusal::Unresolved(error)) => {
            return Err(Error::new(format!(
                "Config::css_copy(\"{shown}\"): the link leads nowhere ({error}); remove it or point it at a file in the crate"
            )));
        }
    };
    if target.exists() && !is_generated(&target) {
        return Err(Error::new(format!(
            "Config::css_copy(\"{shown}\"): `{}` exists and uispec did not generate it, so it was not replaced; move it away or give another path",
            target.display()
        )));
    }
    write_file(&[root], &target, text.as_bytes(), Overwrite::Replace)
        .map_err(|error| Error::new(format!("cannot write `{}`: {error}", target.display())))?;
    Ok(target)
}

/// What a run found, and what it read.
#[derive(Debug)]
#[non_exhaustive]
pub struct Report {
    /// The findings, by file and position.
    pub diagnostics: Vec<Diagnostic>,
    /// The file written by [`Config::generate`].
    pub generated: Option<PathBuf>,
    /// The stylesheets written by [`Config::css`] and [`Config::css_copy`].
    pub stylesheets: Vec<PathBuf>,
    /// Specs read.
    pub specs: usize,
    /// Components read.
    pub components: usize,
    /// Every existing input path read (files and directories), for `cargo::rerun-if-changed`.
    pub rerun: Vec<PathBuf>,
    warnings_as_errors: bool,
}

impl Report {
    /// Whether the build should fail: errors, or warnings with `warnings_as_errors`.
    pub fn failed(&self) -> bool {
        self.diagnostics.iter().any(|d| {
            d.severity == Severity::Error
                || (self.warnings_as_errors && d.severity == Severity::Warning)
        })
    }

    /// Writes the Cargo directives: `cargo::rerun-if-changed` for every input and
    /// `cargo::rerun-if-env-changed` for the level, then each finding (at most 20) as
    /// `cargo::error=` or `cargo::warning=` lines.
    pub fn emit_to(&self, out: &mut impl Write) -> io::Result<()> {
        for path in &self.rerun {
            writeln!(out, "cargo::rerun-if-changed={}", path.display())?;
        }
        writeln!(out, "cargo::rerun-if-env-changed={LEVEL_ENV}")?;
        let shown: Vec<&Diagnostic> = self
            .diagnostics
            .iter()
            .filter(|d| d.severity != Severity::Note)
            .collect();
        for diagnostic in shown.iter().take(SHOWN) {
            let directive = match diagnostic.severity {
                Severity::Error => "error",
                _ if self.warnings_as_errors => "error",
                _ => "warning",
            };
            for line in render(diagnostic, Style::Plain).lines() {
                writeln!(out, "cargo::{directive}={line}")?;
            }
        }
        if let Some(more) = shown.len().checked_sub(SHOWN).filter(|n| *n > 0) {
            let directive = if self.failed() { "error" } else { "warning" };
            writeln!(
                out,
                "cargo::{directive}={more} more: run `uispec validate` to see every finding"
            )?;
        }
        if self.failed()
            && let Some(found) = summary(&self.diagnostics)
        {
            writeln!(out, "cargo::error=uispec: {found}")?;
        }
        Ok(())
    }
}

/// Why validation could not run (a configuration that cannot be used).
pub struct Error {
    message: String,
}

impl Error {
    fn new(message: impl Into<String>) -> Self {
        Error {
            message: message.into(),
        }
    }

    /// Writes the error as a `cargo::error=` line.
    pub fn emit_to(&self, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "cargo::error=uispec: {}", self.message)
    }
}

impl From<ConfigError> for Error {
    fn from(error: ConfigError) -> Self {
        Error::new(error.message)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Shows the message, so that `fn main() -> Result<(), uispec_build::Error>` reads well.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}
