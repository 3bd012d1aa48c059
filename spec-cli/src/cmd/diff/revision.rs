//! A revision of the project read from git's objects (gix; git itself never runs, so a
//! revision from a pull request is never an option to a command), written into a private
//! scratch folder for the loader that `validate` uses. Only the project's own folder is
//! written (with the manifests of the folders above it), bounded in files and bytes; links
//! and submodules are left out, as a checkout on another machine could not follow them.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use gix::bstr::ByteSlice;

use crate::processes::Scratch;

/// The cache of decoded delta bases: 64 entries, up to gix's default of 96 MiB.
type PackCache = gix::odb::pack::cache::lru::StaticLinkedList<64>;

/// The most files, and bytes, one revision of the project may hold.
const MAX_FILES: usize = 100_000;
const MAX_BYTES: u64 = 1 << 30;
/// The largest file written; a larger one is left out (no spec, token or component file is).
const MAX_FILE: u64 = uispec_core::confine::MAX_INPUT_BYTES as u64;
/// Folders no project reads from: build output, dependencies, version control.
const SKIPPED: [&str; 3] = ["target", "node_modules", ".git"];
/// The manifests of the folders above the project that configure it.
const MANIFESTS: [&str; 2] = ["uispec.toml", "Cargo.toml"];

/// A repository and where the project is in it.
pub(super) struct Repository {
    repo: gix::Repository,
    /// The project's folder relative to the work tree, as `/`-separated names.
    inside: Vec<String>,
}

/// One revision of the project, written out.
pub(super) struct Written {
    /// The scratch folder (removed when dropped, or on a signal).
    _scratch: Scratch,
    /// The project's folder in it.
    pub(super) root: PathBuf,
    /// The commit, abbreviated.
    pub(super) commit: String,
    /// What was left out, said once each (a link, a file too large).
    pub(super) left_out: Vec<String>,
}

impl Repository {
    /// The repository the project at `root` is in.
    pub(super) fn of(root: &Path) -> Result<Repository> {
        let mut repo = gix::discover(root)
            .with_context(|| format!("`{}` is not inside a git repository", root.display()))?;
        // A packed repository stores most blobs as deltas against others: without a cache of
        // the bases decoded, each blob inflates its whole chain again (a fifth of the run on
        // the benchmark's 2,000 files, where a clone's chains are 50 deep).
        repo.objects.set_pack_cache(|| Box::<PackCache>::default());
        let workdir = repo
            .workdir()
            .context("the repository has no work tree (a bare repository): give two folders")?;
        let (workdir, root) = (workdir.canonicalize()?, root.canonicalize()?);
        let inside = root
            .strip_prefix(&workdir)
            .context("the project is not inside the repository's work tree")?
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        Ok(Repository { repo, inside })
    }

    /// The commit `revision` names (`main`, `v1.2.0`, `HEAD~3`, an id).
    pub(super) fn commit(&self, revision: &str) -> Result<gix::ObjectId> {
        let id = self
            .repo
            .rev_parse_single(revision.as_bytes().as_bstr())
            .map_err(|error| anyhow::anyhow!("{error}"))
            .with_context(|| format!("the repository has no revision `{revision}`"))?;
        let commit = (id.object())
            .and_then(|object| object.peel_to_commit())
            .map_err(|error| anyhow::anyhow!("{error}"))
            .with_context(|| format!("`{revision}` names no commit"))?;
        Ok(commit.id)
    }

    /// The default base: where `HEAD` left the default branch (its merge base with
    /// `origin/HEAD`, else `main`, `master`, `origin/main` or `origin/master`, the first known).
    pub(super) fn default_base(&self) -> Result<(String, gix::ObjectId)> {
        let head = self.commit("HEAD")?;
        let branch = [
            "origin/HEAD",
            "main",
            "master",
            "origin/main",
            "origin/master",
        ]
        .into_iter()
        .find_map(|name| Some((name, self.commit(name).ok()?)))
        .context("found no default branch (origin/HEAD, main or master): name the base revision")?;
        let base = (self.repo.merge_base(head, branch.1))
            .map_err(|error| anyhow::anyhow!("{error}"))
            .with_context(|| format!("cannot find where HEAD left `{}`", branch.0))?
            .with_context(|| format!("HEAD has no commit in common with `{}`", branch.0))?;
        Ok((format!("the merge base with {}", branch.0), base.detach()))
    }

    /// Writes the project as it is at `commit` into a new scratch folder.
    pub(super) fn write(&self, commit: gix::ObjectId) -> Result<Written> {
        let scratch = Scratch::new("uispec-diff-")?;
        let tree = (self.repo.find_object(commit))
            .and_then(|object| object.peel_to_tree())
            .map_err(|error| anyhow::anyhow!("{error}"))
            .context("cannot read the commit's tree")?;
        let mut written = Walk {
            repo: &self.repo,
            files: 0,
            bytes: 0,
            left_out: Vec::new(),
        };
        // Down to the project's folder, writing the manifests on the way.
        let mut at = tree;
        let mut dir = scratch.path().to_owned();
        for name in &self.inside {
            written.manifests(&at, &dir)?;
            let Some(next) = written.subtree(&at, name)? else {
                bail!(
                    "the project's folder `{}` is not in that revision",
                    self.inside.join("/")
                );
            };
            at = next;
            dir.push(name);
        }
        written.tree(&at, &dir, 0)?;
        Ok(Written {
            _scratch: scratch,
            root: dir,
            commit: commit.to_hex_with_len(12).to_string(),
            left_out: written.left_out,
        })
    }
}

/// A walk of a tree, written into a folder.
struct Walk<'r> {
    repo: &'r gix::Repository,
    files: usize,
    bytes: u64,
    left_out: Vec<String>,
}

impl Walk<'_> {
    /// The subtree `name` of `tree`, if it has one.
    fn subtree<'r>(&self, tree: &gix::Tree<'r>, name: &str) -> Result<Option<gix::Tree<'r>>> {
        for entry in tree.iter() {
            let entry = entry.map_err(|error| anyhow::anyhow!("{error}"))?;
            if entry.mode().is_tree() && entry.filename() == name.as_bytes() {
                let id = entry.oid().to_owned();
                let tree = (tree.repo.find_tree(id)).map_err(|error| anyhow::anyhow!("{error}"))?;
                return Ok(Some(tree));
            }
        }
        Ok(None)
    }

    /// The manifests of `tree`'s own files, into `dir`.
    fn manifests(&mut self, tree: &gix::Tree<'_>, dir: &Path) -> Result<()> {
        for entry in tree.iter() {
            let entry = entry.map_err(|error| anyhow::anyhow!("{error}"))?;
            let name = entry.filename().to_str_lossy();
            if entry.mode().is_blob() && MANIFESTS.contains(&name.as_ref()) {
                let id = entry.oid().to_owned();
                self.blob(id, &dir.join(name.as_ref()))?;
            }
        }
        Ok(())
    }

    /// Everything of `tree` into `dir`.
    fn tree(&mut self, tree: &gix::Tree<'_>, dir: &Path, depth: usize) -> Result<()> {
        if depth > 64 {
            bail!("the project's folders nest more than 64 deep");
        }
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create `{}`", dir.display()))?;
        for entry in tree.iter() {
            let entry = entry.map_err(|error| anyhow::anyhow!("{error}"))?;
            let name = entry.filename().to_str_lossy().into_owned();
            // A name git stores is one path component; anything else is refused.
            if name.is_empty() || name == "." || name == ".." || name.contains(['/', '\\', '\0']) {
                self.left_out.push(format!("`{name}`: not a file name"));
                continue;
            }
            let mode = entry.mode();
            let id = entry.oid().to_owned();
            let path = dir.join(&name);
            if mode.is_tree() {
                if SKIPPED.contains(&name.as_str()) {
                    continue;
                }
                let sub = (self.repo.find_tree(id)).map_err(|error| anyhow::anyhow!("{error}"))?;
                self.tree(&sub, &path, depth + 1)?;
            } else if mode.is_blob() {
                self.blob(id, &path)?;
            } else if mode.is_link() {
                self.left_out.push(format!("`{name}`: a link"));
            } else {
                self.left_out.push(format!("`{name}`: a submodule"));
            }
        }
        Ok(())
    }

    /// The blob `id` into the file `path`, within the bounds.
    fn blob(&mut self, id: gix::ObjectId, path: &Path) -> Result<()> {
        let size = (self.repo.find_header(id))
            .map_err(|error| anyhow::anyhow!("{error}"))?
            .size();
        if size > MAX_FILE {
            let shown = path.file_name().unwrap_or_default().to_string_lossy();
            self.left_out
                .push(format!("`{shown}`: larger than {} MiB", MAX_FILE >> 20));
            return Ok(());
        }
        self.files += 1;
        self.bytes += size;
        if self.files > MAX_FILES || self.bytes > MAX_BYTES {
            bail!(
                "the project holds more than {MAX_FILES} files or {} MiB in that revision",
                MAX_BYTES >> 20
            );
        }
        let blob = (self.repo.find_object(id)).map_err(|error| anyhow::anyhow!("{error}"))?;
        std::fs::write(path, &blob.data)
            .with_context(|| format!("cannot write `{}`", path.display()))
    }
}
