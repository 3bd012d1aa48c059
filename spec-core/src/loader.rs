//! Loading specs from disk: finding spec files under the configured paths, reading them, and
//! the checks that need all of them at once (unique names).
//!
//! This is the edge where files become [`SpecDocument`]s; everything after it sees only loaded
//! documents. I/O failures on individual files are findings (`io-error`), not `Err`: one
//! unreadable file must not hide the errors of the others.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::confine::{Scope, is_special, read_listed, read_regular};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, SourceFile};
use crate::reader::{SpecDocument, json, read_spec};
use crate::rules::RuleId;

/// Directories never searched for specs, besides hidden ones and the kernel's
/// special file systems.
const SKIPPED_DIRS: &[&str] = &["target", "node_modules"];

/// A file a search found, and what the search saw of it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Found {
    /// The file.
    pub path: PathBuf,
    /// Whether a directory listing showed it as a regular file: found by the walk itself as
    /// one, not through a link, not named by the configuration, not a FIFO or a device.
    /// [`Found::read`] then opens it without looking its path up first
    /// ([`crate::confine::read_listed`]).
    pub listed: bool,
}

impl Found {
    /// A file known only by its path (named by the caller, not found by a search).
    pub fn named(path: impl Into<PathBuf>) -> Found {
        Found {
            path: path.into(),
            listed: false,
        }
    }

    /// Reads the file as [`crate::confine::read_regular`] does, at most `limit` bytes of it.
    pub fn read(&self, limit: usize) -> Result<Vec<u8>, crate::confine::Refusal> {
        if self.listed {
            read_listed(&self.path, limit)
        } else {
            read_regular(&self.path, limit)
        }
    }
}

/// The `*.json` files under `paths` (files are taken as they are, directories searched
/// recursively), sorted, without duplicates. See [`find_files`].
pub fn find_spec_files(diags: &mut Diagnostics, root: &Path, paths: &[PathBuf]) -> Vec<Found> {
    let mut files = search(diags, root, paths, |name| name.ends_with(".json"));
    // One path's files come sorted from the walk; comparing paths takes them apart component
    // by component, which was half of finding a thousand specs.
    if paths.len() > 1 {
        files.sort();
    }
    files
}

/// The files under `paths` whose name `wanted` accepts: a path to a file is taken as it is, a
/// directory is searched recursively, its files in the order of their paths (as `Path`s
/// compare: name by name). The result keeps the order of `paths` and drops repeats. Hidden
/// directories, `target/` and `node_modules/` are skipped, the kernel's file systems (`/proc`,
/// `/sys`, `/dev`) are never searched (a configured path there is a finding), progress is
/// counted for [`search_progress`], and symbolic links to directories are not followed, so a
/// link loop cannot trap the walk. A path that does not exist is reported as `io-error`, and so is whatever the walk
/// cannot take: an unreadable directory, a link that leads nowhere, or a link that leads out of
/// the project and the configured paths ([`Scope`]).
pub fn find_files(
    diags: &mut Diagnostics,
    root: &Path,
    paths: &[PathBuf],
    wanted: impl Fn(&str) -> bool,
) -> Vec<PathBuf> {
    let found = search(diags, root, paths, wanted);
    found.into_iter().map(|file| file.path).collect()
}

/// [`find_files`], with what the search saw of each file.
fn search(
    diags: &mut Diagnostics,
    root: &Path,
    paths: &[PathBuf],
    wanted: impl Fn(&str) -> bool,
) -> Vec<Found> {
    let scope = Scope::new(root, paths);
    let _searching = Searching::start();
    let mut walk = Walk {
        root,
        scope: &scope,
        wanted: &wanted,
        diags,
        files: Vec::new(),
    };
    for path in paths {
        let path = root.join(path);
        match fs::metadata(&path) {
            Ok(meta) if meta.is_dir() && fs::canonicalize(&path).is_ok_and(|p| is_special(&p)) => {
                let shown = display(root, &path);
                walk.diags.push(io_error(
                    &shown,
                    &format!(
                        "`{shown}` is on the system's special file system; it was not searched"
                    ),
                    "name the project's own directories (`specs`, `components`, `[tokens] paths`)",
                ));
            }
            Ok(meta) if meta.is_dir() => walk.dir(&path),
            Ok(_) => walk.files.push(Found::named(path)),
            Err(error) => {
                let shown = display(root, &path);
                let why = if error.kind() == std::io::ErrorKind::NotFound {
                    "does not exist".to_owned()
                } else {
                    format!("cannot be read: {error}")
                };
                walk.diags.push(io_error(
                    &shown,
                    &format!("`{shown}` {why}"),
                    "check the configured paths (relative paths start at the project root)",
                ));
            }
        }
    }
    let mut files = walk.files;
    // One walk meets each path once.
    if paths.len() > 1 {
        let mut seen = std::collections::HashSet::new();
        files.retain(|file| seen.insert(file.path.clone()));
    }
    files
}

/// One walk of [`find_files`].
struct Walk<'a, W> {
    root: &'a Path,
    scope: &'a Scope,
    wanted: &'a W,
    diags: &'a mut Diagnostics,
    files: Vec<Found>,
}

impl<W: Fn(&str) -> bool> Walk<'_, W> {
    fn dir(&mut self, dir: &Path) {
        DIRECTORIES.fetch_add(1, Ordering::Relaxed);
        let entries = match fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(error) => {
                let shown = display(self.root, dir);
                self.diags.push(io_error(
                    &shown,
                    &format!("the directory `{shown}` cannot be read: {error}"),
                    "check its permissions, or move it out of the configured paths",
                ));
                return;
            }
        };
        // In name order, so that the files come out in the order of their paths: sorting
        // names compares bytes, sorting the paths afterwards would compare components.
        let mut entries: Vec<(std::ffi::OsString, fs::DirEntry)> = entries
            .flatten()
            .map(|entry| (entry.file_name(), entry))
            .collect();
        entries.sort_unstable_by(|(a, _), (b, _)| a.cmp(b));
        for (name, entry) in entries {
            let path = entry.path();
            let name = name.to_string_lossy();
            let Ok(file_type) = entry.file_type() else {
                continue;
            };
            if file_type.is_dir() {
                if !name.starts_with('.')
                    && !SKIPPED_DIRS.contains(&name.as_ref())
                    && !is_special(&path)
                {
                    self.dir(&path);
                }
            } else if file_type.is_symlink() {
                self.link(path, &name);
            } else if (self.wanted)(&name) {
                // A FIFO, socket or device is taken too, to be refused by name when read.
                let listed = file_type.is_file();
                self.files.push(Found { path, listed });
            }
        }
    }

    /// A link is taken when it leads to a file inside the scope; a link to a directory is
    /// never followed.
    fn link(&mut self, path: PathBuf, name: &str) {
        if !(self.wanted)(name) || path.is_dir() {
            return;
        }
        match self.scope.admit(&path) {
            Ok(_) => self.files.push(Found::named(path)),
            Err(refusal) => {
                let shown = display(self.root, &path);
                self.diags.push(io_error(
                    &shown,
                    &format!("`{shown}` {}; it was not read", refusal.message),
                    &refusal.help,
                ));
            }
        }
    }
}

/// Searches under way in this process, and directories they have read.
static SEARCHES: AtomicUsize = AtomicUsize::new(0);
static DIRECTORIES: AtomicUsize = AtomicUsize::new(0);

/// How far the directory searches of [`find_files`] have come in this process, for a front
/// end that shows progress when a search takes long (`specs = ["/"]` reads every directory
/// of the machine but the kernel's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchProgress {
    /// Whether a search is under way now.
    pub searching: bool,
    /// Directories read by all searches so far.
    pub directories: usize,
}

/// See [`SearchProgress`].
pub fn search_progress() -> SearchProgress {
    SearchProgress {
        searching: SEARCHES.load(Ordering::Relaxed) > 0,
        directories: DIRECTORIES.load(Ordering::Relaxed),
    }
}

/// Counts one search as under way while it lives.
struct Searching;

impl Searching {
    fn start() -> Searching {
        SEARCHES.fetch_add(1, Ordering::Relaxed);
        Searching
    }
}

impl Drop for Searching {
    fn drop(&mut self) {
        SEARCHES.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Reads a UTF-8 file for diagnostics shown as `display(root, path)`: a regular file of at
/// most 16 MiB, read with that cap whatever its metadata says
/// ([`crate::confine::read_regular`]); every problem is a finding.
pub fn read_source(diags: &mut Diagnostics, root: &Path, path: &Path) -> Option<Arc<SourceFile>> {
    read_found(diags, root, &Found::named(path))
}

/// [`read_source`] for a file a search found ([`Found::read`]).
pub fn read_found(diags: &mut Diagnostics, root: &Path, file: &Found) -> Option<Arc<SourceFile>> {
    let shown = display(root, &file.path);
    match file.read(json::MAX_FILE_BYTES) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => Some(SourceFile::new(shown, text)),
            Err(_) => {
                diags.push(io_error(
                    &shown,
                    &format!("`{shown}` is not UTF-8"),
                    "save the file as UTF-8; uispec reads UTF-8 files only",
                ));
                None
            }
        },
        Err(refusal) => {
            diags.push(match refusal.over_limit {
                Some(size) => json::too_large(&SourceFile::new(shown, ""), size),
                None => io_error(
                    &shown,
                    &format!("`{shown}` {}", refusal.message),
                    &refusal.help,
                ),
            });
            None
        }
    }
}

/// `path` relative to `root` when it is below it, with `/` separators: how diagnostics show it.
pub fn display(root: &Path, path: &Path) -> String {
    let relative = path.strip_prefix(root).unwrap_or(path);
    relative
        .components()
        .map(|c| match c {
            // Outside the root the path stays absolute: `/` joins the parts.
            std::path::Component::RootDir => "".into(),
            c => c.as_os_str().to_string_lossy(),
        })
        .collect::<Vec<_>>()
        .join("/")
}

fn io_error(path: &str, message: &str, help: &str) -> Diagnostic {
    Diagnostic::new(
        RuleId::IO_ERROR,
        Location::new(&SourceFile::new(path, ""), 0..0),
        message,
    )
    .with_help(help)
}

/// Reads every spec file: each file's problems go to `diags`. JSON files that are not specs —
/// a JSON Schema such as the `.uispec` copy, recognised by a top-level `$id` — are skipped.
pub fn load_specs(diags: &mut Diagnostics, root: &Path, files: &[PathBuf]) -> Vec<SpecDocument> {
    let mut documents = Vec::with_capacity(files.len());
    for path in files {
        documents.extend(load_spec(diags, root, &Found::named(path)));
    }
    check_unique_names(diags, &documents.iter().collect::<Vec<_>>());
    documents
}

/// Reads one spec file; `None` when it cannot be read, is not a JSON object, or is a JSON
/// Schema rather than a spec.
pub fn load_spec(diags: &mut Diagnostics, root: &Path, file: &Found) -> Option<SpecDocument> {
    let file = read_found(diags, root, file)?;
    spec_in(diags, &file)
}

/// The spec a file read holds; `None` when it is not one (a JSON Schema beside the specs) or
/// does not read as one (the findings say why).
pub fn spec_in(diags: &mut Diagnostics, file: &Arc<SourceFile>) -> Option<SpecDocument> {
    if is_schema_document(file.text()) {
        return None;
    }
    read_spec(diags, file)
}

/// Reads a spec from `text`, shown as the file at `path` (which need not exist yet).
pub fn load_spec_text(
    diags: &mut Diagnostics,
    root: &Path,
    path: &Path,
    text: &str,
) -> Option<SpecDocument> {
    let file = SourceFile::new(display(root, path), text);
    read_spec(diags, &file)
}

/// A top-level `$id` and no `name`: a JSON Schema, not a spec (a spec with a stray `$id`
/// still has its name, and gets its unknown-key error).
fn is_schema_document(text: &str) -> bool {
    text.contains("\"$id\"")
        && json::parse_quiet(text, json::Vocabulary::Specs)
            .is_some_and(|root| root.get("$id").is_some() && root.get("name").is_none())
}

/// `spec-duplicate-name`: a spec's name is its identity, as uispec compares names: two names
/// with one [`crate::naming::match_key`] match the same component, and two with one
/// [`crate::naming::to_kebab`] share a stylesheet scope (`data-scope="icon-button"`) and a
/// file name, so `IconButton` and `icon_button` are one name twice.
pub fn check_unique_names(diags: &mut Diagnostics, documents: &[&SpecDocument]) {
    let mut by_key: HashMap<String, &SpecDocument> = HashMap::new();
    let mut by_kebab: HashMap<String, &SpecDocument> = HashMap::new();
    for document in documents {
        let name = document.spec.name.as_str();
        if name.is_empty() {
            continue;
        }
        let key = crate::naming::match_key(name);
        let kebab = crate::naming::to_kebab(name);
        let earlier = by_key.get(&key).or_else(|| by_kebab.get(&kebab)).copied();
        match earlier {
            Some(earlier) => {
                let first = earlier.spec.name.as_str();
                let (message, related) = if first == name {
                    (
                        format!("two specs are named `{name}`"),
                        format!("`{name}` is first defined here"),
                    )
                } else {
                    (
                        format!(
                            "`{name}` and `{first}` are one name to uispec (the scope `{kebab}` in the stylesheet, the same component in code)"
                        ),
                        format!("`{first}` is defined here"),
                    )
                };
                diags.push(
                    Diagnostic::new(
                        RuleId::SPEC_DUPLICATE_NAME,
                        document.location("/name"),
                        message,
                    )
                    .with_label("named again here")
                    .with_related(earlier.location("/name"), related)
                    .with_help(
                        "a spec's name is its identity: rename one component or remove the stale file",
                    ),
                );
            }
            None => {
                by_key.insert(key, document);
                by_kebab.insert(kebab, document);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_json_files_and_skips_hidden_and_build_directories() {
        let root = std::env::temp_dir().join(format!("uispec-loader-{}", std::process::id()));
        for dir in [
            "specs/forms",
            "specs/.hidden",
            "specs/target",
            "specs/node_modules",
        ] {
            fs::create_dir_all(root.join(dir)).unwrap();
        }
        for file in [
            "specs/a.json",
            "specs/forms/b.json",
            "specs/notes.md",
            "specs/.hidden/c.json",
            "specs/target/d.json",
            "specs/node_modules/e.json",
        ] {
            fs::write(root.join(file), "{}").unwrap();
        }
        let mut diags = Diagnostics::new();
        let files = find_spec_files(
            &mut diags,
            &root,
            &[
                PathBuf::from("specs"),
                PathBuf::from("specs/a.json"),
                PathBuf::from("missing"),
            ],
        );
        let shown: Vec<String> = files.iter().map(|f| display(&root, &f.path)).collect();
        assert_eq!(shown, ["specs/a.json", "specs/forms/b.json"]);
        // Both were listed by the walk (the named `specs/a.json` repeats one of them).
        assert!(files.iter().all(|f| f.listed));
        let named = find_spec_files(&mut diags, &root, &[PathBuf::from("specs/a.json")]);
        assert_eq!(named, [Found::named(root.join("specs/a.json"))]);
        assert_eq!(diags.as_slice().len(), 1);
        assert_eq!(diags.as_slice()[0].rule, RuleId::IO_ERROR);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn one_path_comes_out_in_path_order() {
        let root = std::env::temp_dir().join(format!("uispec-order-{}", std::process::id()));
        // `a/` sorts before `a-b.json` as a path (name by name), after it as bytes.
        let files = [
            "specs/a/z.json",
            "specs/a-b.json",
            "specs/B.json",
            "specs/a/y/x.json",
        ];
        for file in files {
            fs::create_dir_all(root.join(file).parent().unwrap()).unwrap();
            fs::write(root.join(file), "{}").unwrap();
        }
        let found = find_spec_files(&mut Diagnostics::new(), &root, &[PathBuf::from("specs")]);
        let mut expected: Vec<PathBuf> = files.iter().map(|file| root.join(file)).collect();
        expected.sort();
        let found: Vec<PathBuf> = found.into_iter().map(|file| file.path).collect();
        assert_eq!(found, expected);
        fs::remove_dir_all(&root).unwrap();
    }

    /// Only a regular file skips the check before opening: a FIFO in a spec directory is found
    /// (to be refused by name when read) but not listed, so it is never opened.
    #[cfg(unix)]
    #[test]
    fn a_fifo_is_found_but_not_listed() {
        let root = std::env::temp_dir().join(format!("uispec-fifo-{}", std::process::id()));
        fs::create_dir_all(root.join("specs")).unwrap();
        fs::write(root.join("specs/a.json"), "{}").unwrap();
        let made = std::process::Command::new("mkfifo")
            .arg(root.join("specs/fifo.json"))
            .status()
            .unwrap();
        assert!(made.success());
        let found = find_spec_files(&mut Diagnostics::new(), &root, &[PathBuf::from("specs")]);
        let listed: Vec<(String, bool)> = found
            .iter()
            .map(|file| (display(&root, &file.path), file.listed))
            .collect();
        assert_eq!(
            listed,
            [
                ("specs/a.json".to_owned(), true),
                ("specs/fifo.json".to_owned(), false)
            ]
        );
        let refusal = found[1].read(1024).unwrap_err();
        assert!(refusal.message.contains("is a FIFO"), "{refusal:?}");
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn schema_copies_are_not_specs() {
        assert!(is_schema_document(crate::schema::SCHEMA_JSON));
        assert!(!is_schema_document("{\"name\": \"$id\"}"));
        assert!(!is_schema_document(
            "{\"name\": \"Button\", \"$id\": \"x\"}"
        ));
    }
}
