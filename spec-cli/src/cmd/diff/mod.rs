//! `uispec diff`: what a change does to the design system (`uispec_core::diff`), between two
//! git revisions of the project (read from git's objects, `revision.rs`), a revision and the
//! working tree, or two folders; with the release's semver verdict, and whether the crate's
//! version was bumped enough when it changed.

mod revision;
mod visual;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use uispec_core::Severity;
use uispec_core::diff::render::{self, Bump};
use uispec_core::diff::{self, Diff, Level};
use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::{Session, TokensRead};

use crate::Outcome;
use crate::opts::GlobalOpts;
use crate::output::Output;
use crate::project::{absolute, current_dir, discover};

/// Arguments of `uispec diff`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec diff                        the working tree against where it left the default branch
  uispec diff v1.2.0                 the working tree against a tag
  uispec diff v1.2.0 HEAD            two revisions (read from git's objects, no checkout)
  uispec diff old/ new/              two folders
  uispec diff --format markdown      a pull-request comment and changelog entry
  uispec diff --fail-on breaking     exit 1 when a change breaks consumers (CI)

Each change is breaking, a feature or a fix (docs/diff.md lists every kind and why); the
release needs the bump of the most serious one. When the crate's version in Cargo.toml changed,
it must be bumped at least that much. Exit status: 0, 1 (a change at --fail-on's level or above,
or a version bumped too little), 2 it could not run.")]
pub(crate) struct DiffArgs {
    /// The base: a git revision [default: where HEAD left the default branch], or a folder
    base: Option<String>,
    /// The head: a git revision, or a folder [default: the working tree]
    head: Option<String>,
    /// How to print the changes
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Exit 1 when a change of this level, or a more serious one, is found
    #[arg(long, value_enum, value_name = "LEVEL")]
    fail_on: Option<FailOn>,
}

/// How `uispec diff` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// rustc-style text, grouped by component
    Human,
    /// Markdown: a pull-request comment and a changelog entry
    Markdown,
    /// JSON (docs/diff.schema.json)
    Json,
    /// GitHub Actions annotations, and the Markdown in $GITHUB_STEP_SUMMARY when it is set
    Github,
}

/// The level `--fail-on` names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum FailOn {
    /// A breaking change
    Breaking,
    /// A feature or a breaking change
    Feature,
    /// Any change
    Fix,
}

impl FailOn {
    fn level(self) -> Level {
        match self {
            FailOn::Breaking => Level::Breaking,
            FailOn::Feature => Level::Feature,
            FailOn::Fix => Level::Fix,
        }
    }
}

/// One side of the comparison, loaded.
pub(crate) struct Loaded {
    /// What it is, for the reader: `v1.2.0 (3f2a…)`, `the working tree`, a folder.
    name: String,
    session: Session,
    /// The crate's version in the project's Cargo.toml, when it has one.
    version: Option<semver::Version>,
    /// Its visual baselines.
    visual: visual::Side,
    /// What of it could not be read (a baseline), one sentence each.
    left_out: Vec<String>,
    /// Keeps a revision's scratch folder until the comparison is done.
    _written: Option<revision::Written>,
}

impl Loaded {
    /// What of this side could not be read, said for a note.
    pub(crate) fn left_out(&self) -> impl Iterator<Item = String> + '_ {
        (self.left_out.iter()).map(|left| format!("{}: left out {left}", self.name))
    }
}

pub(crate) fn run(global: &GlobalOpts, args: &DiffArgs, out: &Output) -> Result<Outcome> {
    let cwd = current_dir()?;
    let folder = |given: &str| {
        let path = absolute(&cwd, Path::new(given));
        path.is_dir().then_some(path)
    };
    let started = std::time::Instant::now();
    let (base, head) = match (args.base.as_deref(), args.head.as_deref()) {
        (Some(a), Some(b)) if folder(a).is_some() || folder(b).is_some() => {
            let (Some(a), Some(b)) = (folder(a), folder(b)) else {
                bail!("give two folders, or two git revisions (`{a}` and `{b}` are one of each)");
            };
            let (head, base) = both(|| load_folder(&b), || start_folder(&a))?;
            (base.like(&head.session), head)
        }
        (base, head) => revisions(&discover(global)?.root, (base, head))?,
    };
    for note in base.left_out().chain(head.left_out()) {
        out.note(&note);
    }
    for side in [&base, &head] {
        let errors = side.session.report().diagnostics.count(Severity::Error);
        if errors > 0 {
            out.note(&format!(
                "{} has {errors} error{} (`uispec validate` says which): what they touch is compared as far as it could be read",
                side.name,
                if errors == 1 { "" } else { "s" }
            ));
        }
    }
    out.verbose(&format!(
        "comparing {} with {}: loaded in {:.1} ms",
        base.name,
        head.name,
        started.elapsed().as_secs_f64() * 1e3
    ));
    let compared = Compared::of(&base, &head);
    out.verbose(&format!(
        "compared in {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    ));
    print(args.format, &compared, out)?;
    // The process ends right after this: freeing both projects' models one allocation at a
    // time would only delay the exit. Their scratch folders are removed all the same.
    for side in [base, head] {
        std::mem::forget(side.session);
    }
    let verdict = compared.diff.verdict();
    let failed = (args.fail_on).is_some_and(|level| verdict.is_some_and(|v| v <= level.level()));
    let short = compared.versions.as_ref().is_some_and(|v| !v.enough);
    Ok(match failed || short {
        true => Outcome::Failure,
        false => Outcome::Success,
    })
}

/// The two revisions `base` and `head` of the project at `root` (`None`: where `HEAD` left
/// the default branch, and the working tree), loaded.
pub(crate) fn revisions(
    root: &Path,
    (base, head): (Option<&str>, Option<&str>),
) -> Result<(Loaded, Loaded)> {
    let repo = revision::Repository::of(root)?;
    let (name, commit) = match base {
        Some(base) => (format!("`{base}`"), repo.commit(base)?),
        None => repo.default_base()?,
    };
    // The head is read while the base is written out and its tokens read; then the base
    // takes from the head every file with the same text: what the two share is parsed once.
    let base = || Revision::write(&repo, name, commit)?.start();
    let (head, base) = match head {
        Some(head) => {
            // One thread reads the repository (gix's handle is not shared between threads).
            let head = Revision::write(&repo, format!("`{head}`"), repo.commit(head)?)?;
            both(|| head.load(), base)?
        }
        None => {
            let tree = || {
                Ok(Loaded {
                    name: "the working tree".to_owned(),
                    ..load_folder(root)?
                })
            };
            both(tree, base)?
        }
    };
    Ok((base.like(&head.session), head))
}

/// `a` and `b`, each on a core of its own.
fn both<A: Send, B>(
    a: impl FnOnce() -> Result<A> + Send,
    b: impl FnOnce() -> Result<B>,
) -> Result<(A, B)> {
    std::thread::scope(|scope| {
        let a = std::thread::Builder::new()
            .name("uispec-diff".to_owned())
            .spawn_scoped(scope, a)?;
        let b = b();
        let a = a
            .join()
            .map_err(|_| anyhow::anyhow!("loading a side panicked"))?;
        Ok((a?, b?))
    })
}

/// What a comparison found: the changes, the bump the release needs, and the version's.
pub(crate) struct Compared {
    pub(crate) diff: Diff,
    pub(crate) bump: Bump,
    versions: Option<Versions>,
}

impl Compared {
    /// `base` against `head`.
    pub(crate) fn of(base: &Loaded, head: &Loaded) -> Compared {
        let pictures = visual::Pictures::new(&base.visual, &head.visual);
        let visual = diff::Visual {
            base: &base.visual.baselines,
            head: &head.visual.baselines,
            picture: &|component, files, id| pictures.compare(component, files, id),
        };
        let options = diff::Options::default();
        let diff = diff::diff(&base.session, &head.session, &options, Some(&visual));
        let version = (base.version.as_ref()).map_or((1, 0, 0), |v| (v.major, v.minor, v.patch));
        let bump = Bump::needed(diff.verdict(), version);
        let versions = versions(base, head, bump);
        Compared {
            diff,
            bump,
            versions,
        }
    }

    /// The JSON output (`docs/diff.schema.json`).
    pub(crate) fn to_json(&self) -> serde_json::Value {
        let mut value = render::to_json(&self.diff, self.bump);
        if let Some(v) = &self.versions {
            value["version"] = serde_json::json!({
                "base": v.base.to_string(),
                "head": v.head.to_string(),
                "bumped": v.bumped.as_str(),
                "needed": v.needed.as_str(),
                "enough": v.enough,
            });
        }
        value
    }

    /// The Markdown output, with the version's sentence.
    pub(crate) fn markdown(&self) -> String {
        let mut text = render::markdown_report(&self.diff, self.bump);
        if let Some(versions) = &self.versions {
            text.push_str(&format!("\n{}\n", versions.sentence()));
        }
        text
    }
}

/// The project in the folder `root`, loaded as `validate` loads it.
fn load_folder(root: &Path) -> Result<Loaded> {
    Ok(Found::in_folder(root)?.load(None))
}

/// The project in the folder `root` with its tokens read, to be loaded like the other side.
fn start_folder(root: &Path) -> Result<Started> {
    Ok(Found::in_folder(root)?.start(None))
}

/// A side found, before its session is read.
struct Found {
    project: Project,
    name: String,
    version: Option<semver::Version>,
    visual: visual::Side,
    left_out: Vec<String>,
}

impl Found {
    fn in_folder(root: &Path) -> Result<Found> {
        let project = Project::discover(root)
            .with_context(|| format!("cannot read the project in `{}`", root.display()))?;
        let mut left_out = Vec::new();
        Ok(Found {
            name: format!("`{}`", root.display()),
            version: (project.crate_version()).and_then(|v| semver::Version::parse(&v).ok()),
            visual: visual::Side::read(&project, &mut left_out),
            left_out,
            project,
        })
    }

    /// Loaded as `validate` loads it.
    fn load(self, written: Option<revision::Written>) -> Loaded {
        let session = Session::new(self.project.inputs(CodeScope::Project));
        self.loaded(session, written)
    }

    /// Its tokens read, to be loaded like the other side.
    fn start(self, written: Option<revision::Written>) -> Started {
        Started {
            tokens: TokensRead::new(self.project.inputs(CodeScope::Project)),
            found: self,
            written,
        }
    }

    fn loaded(self, session: Session, written: Option<revision::Written>) -> Loaded {
        Loaded {
            name: self.name,
            session,
            version: self.version,
            visual: self.visual,
            left_out: self.left_out,
            _written: written,
        }
    }
}

/// The base with its tokens read ([`TokensRead`]: read while the head loads), waiting for the
/// head to take from it what the two share.
struct Started {
    found: Found,
    tokens: TokensRead,
    written: Option<revision::Written>,
}

impl Started {
    fn like(self, head: &Session) -> Loaded {
        let session = self.tokens.like(head);
        self.found.loaded(session, self.written)
    }
}

/// A revision written out, to be loaded.
struct Revision {
    name: String,
    written: revision::Written,
}

impl Revision {
    /// The project as it is at `commit`, written out.
    fn write(repo: &revision::Repository, name: String, commit: gix::ObjectId) -> Result<Self> {
        Ok(Revision {
            name,
            written: repo.write(commit)?,
        })
    }

    /// The revision's project found: named for its commit, with what writing it left out.
    fn found(&mut self) -> Result<Found> {
        let mut found = Found::in_folder(&self.written.root)?;
        found.name = format!("{} ({})", self.name, self.written.commit);
        found.left_out.append(&mut self.written.left_out);
        Ok(found)
    }

    fn load(mut self) -> Result<Loaded> {
        Ok(self.found()?.load(Some(self.written)))
    }

    fn start(mut self) -> Result<Started> {
        Ok(self.found()?.start(Some(self.written)))
    }
}

/// The crate's version before and after, when it changed, and whether it went up enough.
struct Versions {
    base: semver::Version,
    head: semver::Version,
    bumped: Bump,
    needed: Bump,
    enough: bool,
}

fn versions(base: &Loaded, head: &Loaded, needed: Bump) -> Option<Versions> {
    let (old, new) = (base.version.clone()?, head.version.clone()?);
    if old == new {
        return None;
    }
    let triple = |v: &semver::Version| (v.major, v.minor, v.patch);
    let bumped = Bump::between(triple(&old), triple(&new));
    Some(Versions {
        enough: bumped <= needed,
        base: old,
        head: new,
        bumped,
        needed,
    })
}

impl Versions {
    fn sentence(&self) -> String {
        let verdict = match self.enough {
            true => "enough",
            false => "too little",
        };
        format!(
            "the version went from {} to {} (a {} bump), and the changes need a {} bump: {verdict}",
            self.base,
            self.head,
            self.bumped.as_str(),
            self.needed.as_str()
        )
    }
}

fn print(format: Format, compared: &Compared, out: &Output) -> Result<()> {
    let (diff, bump) = (&compared.diff, compared.bump);
    match format {
        Format::Human => {
            out.data(&render::human(diff, bump))?;
            if let Some(versions) = &compared.versions {
                match versions.enough {
                    true => out.note(&versions.sentence()),
                    false => out.error(&versions.sentence()),
                }
            }
        }
        Format::Markdown => out.data(&compared.markdown())?,
        Format::Json => out.data(&format!("{:#}\n", compared.to_json()))?,
        Format::Github => {
            out.data(&render::github(diff))?;
            if let Some(versions) = compared.versions.as_ref().filter(|v| !v.enough) {
                out.data(&format!(
                    "::error title=uispec diff::{}\n",
                    versions.sentence()
                ))?;
            }
            out.result(&render::headline(diff, bump))?;
            if let Some(path) = std::env::var_os("GITHUB_STEP_SUMMARY").filter(|p| !p.is_empty()) {
                super::validate::append(&PathBuf::from(path), &compared.markdown())?;
            }
        }
    }
    Ok(())
}
