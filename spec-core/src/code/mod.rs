//! Component code: Leptos, Dioxus and Yew components read from source into a [`Component`]
//! model, the one view of the code side that `spec:infer` writes specs from and `validate`
//! compares specs with.
//!
//! Files are parsed with syn, without macro expansion (so without compiling the crate), and
//! every item keeps its location. The frameworks declare props differently, and the model
//! records each one's rules faithfully (see [`frameworks`](self) in the source and
//! `docs/code-inference.md`): a bare `Option<T>` parameter is required in Leptos and Yew but
//! optional in Dioxus.
//!
//! Data flow, in two phases: each file → `parse` (syntax errors and nesting limits become
//! diagnostics) → owned per-file facts (enums with their value strings, props structs and
//! component parameters as prop drafts, `#[slot]` structs, framework hints), on up to four
//! threads, the syntax tree dropped at once; then the crate → components → [`infer::to_spec`].
//! [`CodeIndex`] keeps the facts per file, so that a change re-parses only that file.
//!
//! # Example
//!
//! ```
//! use uispec_core::code::{Framework, Options, extract};
//! use uispec_core::{Diagnostics, SourceFile};
//!
//! let file = SourceFile::new("src/button.rs", r#"
//!     use leptos::prelude::*;
//!
//!     #[derive(Clone, Copy, Default)]
//!     pub enum ButtonSize { Small, #[default] Medium, Large }
//!
//!     /// Triggers an action.
//!     #[component]
//!     pub fn Button(
//!         #[prop(optional)] size: ButtonSize,
//!         label: Option<String>,
//!         #[prop(optional)] on_click: Option<Callback<ev::MouseEvent>>,
//!     ) -> impl IntoView { view! { <button>{label}</button> } }
//! "#);
//! let mut diags = Diagnostics::new();
//! let components = extract(&mut diags, &[file], &Options::default());
//! let button = &components[0];
//! assert_eq!(button.framework, Framework::Leptos);
//! assert_eq!(button.variants[0].default.as_deref(), Some("medium"));
//! assert!(button.props[0].required, "a bare Option is required in Leptos");
//! assert_eq!(button.events[0].name, "onClick");
//! ```

mod attrs;
mod contexts;
mod defaults;
mod dependencies;
mod enums;
mod events;
mod extract;
mod frameworks;
mod imports;
pub mod infer;
mod infer_files;
pub mod markup;
mod mentions;
#[cfg(feature = "validate")]
pub mod merge;
mod model;
mod parse;
mod parts;
mod types;
mod versions;
mod visibility;

use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use model::{
    CodeEvent, CodeProp, CodeSlot, Component, DefaultValue, Framework, Passthrough,
    PassthroughKind, Rendered, SpecUse, ValueSource, VariantAxis, VariantValue,
};

pub use dependencies::{Dependencies, locked_version};
pub use infer_files::{InferOptions, Inferred, InferredSpec, infer_specs};

use crate::diagnostics::{Diagnostics, SourceFile};
use crate::loader::{find_files, read_source};

/// Stack for parsing: syn descends recursively, and generated files can nest deeply even
/// within [`parse`](self)'s limits. Reserved, not committed: untouched pages cost nothing.
const PARSE_STACK_BYTES: usize = 256 * 1024 * 1024;

/// How to read component code.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// The framework every component is written for (`framework` in uispec.toml); `None` to
    /// detect it per component from attributes, return types and `use` items.
    pub framework: Option<Framework>,
}

/// Reads the components of `files`, which are the files of one crate: enums, props structs
/// and `#[slot]` structs are looked up across all of them. Problems (syntax errors,
/// components hidden in macro calls, an undecidable framework) go to `diags`; the other
/// files are still analysed. Components are returned in file order, then source order.
pub fn extract(
    diags: &mut Diagnostics,
    files: &[Arc<SourceFile>],
    options: &Options,
) -> Vec<Component> {
    let read = collect_all(files, 0);
    let mut facts = Vec::with_capacity(read.len());
    for (found, file_facts) in read {
        for diagnostic in found.into_vec() {
            diags.push(diagnostic);
        }
        facts.push(file_facts);
    }
    build(diags, &facts, options)
}

/// Phase 2 over the facts of a crate's files.
fn build(
    diags: &mut Diagnostics,
    facts: &[extract::FileFacts],
    options: &Options,
) -> Vec<Component> {
    let krate = extract::Crate::new(facts);
    (0..facts.len())
        .flat_map(|i| krate.components(diags, i, options))
        .collect()
}

/// A project's component code, read file by file and kept: after a change only the changed
/// files are parsed again (`validate --watch`), then the crate is put together anew.
#[derive(Debug, Default)]
pub struct CodeIndex {
    root: PathBuf,
    paths: Vec<PathBuf>,
    /// Below `paths`, what is not component code.
    exclude: Vec<PathBuf>,
    /// Findings of finding the files (a configured path that does not exist).
    found: Diagnostics,
    /// Whether a configured path does not exist: the code read is then not all there is, and
    /// specs without a component are not reported (one finding names the path instead).
    missing_paths: bool,
    /// Every file, in path order.
    files: Vec<CodeFile>,
    /// Components looked for in the dependencies, kept: their sources do not change.
    from_dependencies: dependencies::Found,
}

/// One file of the code, as read.
#[derive(Debug)]
struct CodeFile {
    /// Where it is (absolute).
    path: PathBuf,
    /// Its text, when it could be read: another read of the same text takes the facts.
    source: Option<Arc<SourceFile>>,
    /// The findings of reading and parsing it.
    found: Diagnostics,
    /// Its facts; shared with a [`CodeIndex::read_like`] of another copy of the project.
    facts: Arc<extract::FileFacts>,
}

impl CodeIndex {
    /// Finds and reads the `.rs` files under `paths` (relative to `root`), except those under
    /// `exclude`.
    pub fn read(root: &Path, paths: &[PathBuf], exclude: &[PathBuf]) -> CodeIndex {
        CodeIndex::read_like(root, paths, exclude, None)
    }

    /// [`CodeIndex::read`], taking the facts of every file that `like` (the code of another
    /// copy of the project: the other side of `uispec diff`) read from the same text, under
    /// the same name, instead of parsing it again: a comparison of two revisions then parses
    /// only what changed.
    pub fn read_like(
        root: &Path,
        paths: &[PathBuf],
        exclude: &[PathBuf],
        like: Option<&CodeIndex>,
    ) -> CodeIndex {
        let mut index = CodeIndex {
            root: root.to_path_buf(),
            paths: paths.to_vec(),
            exclude: exclude.to_vec(),
            ..CodeIndex::default()
        };
        index.read_files(None, like);
        index
    }

    /// Reads again the files among `changed` (absolute paths), and any file that appeared;
    /// forgets the files that are gone. `None` reads every file.
    pub fn update(&mut self, changed: Option<&[PathBuf]>) {
        self.read_files(changed, None);
    }

    fn read_files(&mut self, changed: Option<&[PathBuf]>, like: Option<&CodeIndex>) {
        let mut found = Diagnostics::new();
        let (present, missing): (Vec<PathBuf>, Vec<PathBuf>) = self
            .paths
            .iter()
            .cloned()
            .partition(|path| std::fs::symlink_metadata(self.root.join(path)).is_ok());
        for path in &missing {
            found.push(missing_path(&self.root, path));
        }
        self.missing_paths = !missing.is_empty();
        let excluded: Vec<PathBuf> = self.exclude.iter().map(|ex| self.root.join(ex)).collect();
        let mut crates: Vec<PathBuf> = present
            .iter()
            .filter_map(|path| {
                crate::project::enclosing_crate(&self.root.join(path)).map(Path::to_path_buf)
            })
            .collect();
        crates.sort_unstable();
        crates.dedup();
        for krate in crates {
            versions::check(&mut found, &self.root, &krate);
        }
        let mut paths = find_files(&mut found, &self.root, &present, |name| {
            name.ends_with(".rs")
        });
        paths.retain(|path| !excluded.iter().any(|ex| path.starts_with(ex)));
        self.found = found;
        let mut old: std::collections::HashMap<PathBuf, CodeFile> = self
            .files
            .drain(..)
            .map(|file| (file.path.clone(), file))
            .collect();
        let mut to_read: Vec<(usize, PathBuf)> = Vec::new();
        let mut files = Vec::with_capacity(paths.len());
        for path in paths {
            let stale = changed.is_none_or(|changed| changed.contains(&path));
            match old.remove(&path) {
                Some(file) if !stale => files.push(file),
                _ => {
                    to_read.push((files.len(), path.clone()));
                    files.push(CodeFile {
                        path,
                        source: None,
                        found: Diagnostics::new(),
                        facts: Arc::default(),
                    });
                }
            }
        }
        // The other copy's files by their path in the project.
        let known: std::collections::HashMap<&Path, &CodeFile> = (like.into_iter())
            .flat_map(|like| {
                (like.files.iter())
                    .filter_map(|file| Some((file.path.strip_prefix(&like.root).ok()?, file)))
            })
            .collect();
        // Each file is read by the thread that parses it: read first, one by one, the parsing
        // threads would wait for the last file before starting on the first.
        let root = &self.root;
        let read = on_parse_threads(&to_read, |_, (slot, path), own_thread| {
            let mut found = Diagnostics::new();
            let source = read_source(&mut found, root, path);
            let Some(text) = &source else {
                return (source, found, Arc::default());
            };
            let same = (path.strip_prefix(root).ok())
                .and_then(|inside| known.get(inside))
                .filter(|known| known.source.as_ref().is_some_and(|s| s.same(text)));
            if let Some(known) = same {
                return (source, known.found.clone(), Arc::clone(&known.facts));
            }
            let (parsed, facts) = collect_one(text, *slot, own_thread);
            found.extend(parsed.into_vec());
            (source, found, Arc::new(facts))
        });
        for ((slot, _), (source, found, facts)) in to_read.iter().zip(read) {
            files[*slot] = CodeFile {
                path: std::mem::take(&mut files[*slot].path),
                source,
                found,
                facts,
            };
        }
        self.files = files;
    }

    /// Whether a configured path names nothing, so the code read is not all the project has.
    pub fn has_missing_paths(&self) -> bool {
        self.missing_paths
    }

    /// Every `#[component_spec]` in the code: the file it is in (absolute) and the use.
    pub fn spec_uses(&self) -> Vec<(PathBuf, &SpecUse)> {
        self.files
            .iter()
            .flat_map(|file| {
                (file.facts.spec_uses.iter()).map(move |spec_use| (file.path.clone(), spec_use))
            })
            .collect()
    }

    /// The components, with every finding of finding, reading and analysing the files.
    /// `generated` are the items `#[component_spec]` generates for the [`CodeIndex::spec_uses`]
    /// (the session expands them from the specs it holds), read after the crate's files as if
    /// they were written: without them a macro-checked `size: ButtonSize` would be an unknown
    /// type whose values and default cannot be compared with the spec.
    pub fn components(
        &self,
        options: &Options,
        generated: &[Arc<SourceFile>],
    ) -> (Vec<Component>, Diagnostics) {
        let mut diags = Diagnostics::new();
        for diagnostic in self.found.as_slice() {
            diags.push(diagnostic.clone());
        }
        for file in &self.files {
            for diagnostic in file.found.as_slice() {
                diags.push(diagnostic.clone());
            }
        }
        let generated: Vec<extract::FileFacts> = collect_all(generated, self.files.len())
            .into_iter()
            .map(|(_, facts)| facts)
            .collect();
        // Phase 2 borrows the facts; indices are positions in this list.
        let facts: Vec<&extract::FileFacts> = self
            .files
            .iter()
            .map(|file| &*file.facts)
            .chain(&generated)
            .collect();
        let krate = extract::Crate::from_refs(&facts);
        // Each file's components are built on their own, so over the cores; their findings
        // come back in file order.
        let files: Vec<usize> = (0..facts.len()).collect();
        let built = crate::parallel::map("uispec-components", None, &files, 64, |_, &i, _| {
            let mut found = Diagnostics::new();
            let components = krate.components(&mut found, i, options);
            (components, found)
        });
        let mut components = Vec::new();
        for (built, found) in built {
            components.extend(built);
            diags.extend(found.into_vec());
        }
        (components, diags)
    }
}

impl CodeIndex {
    /// The components that `components` render and the code does not define, read from the
    /// dependencies' source in the cargo registry where the crate's `use` items and
    /// `Cargo.lock` lead (see `code/dependencies.rs`). Not components of the project: only
    /// what they render is looked at.
    pub fn dependencies(&mut self, components: &[Component], options: &Options) -> Dependencies {
        let defined: crate::hash::Set<&str> = components.iter().map(|c| c.name.as_str()).collect();
        let files: std::collections::HashMap<&str, (&Path, &imports::Imports)> = (self.files)
            .iter()
            .map(|file| {
                let facts = &*file.facts;
                (facts.path.as_str(), (file.path.as_path(), &facts.imports))
            })
            .collect();
        let mut wanted = Vec::new();
        for component in components {
            let unseen = (component.markup.opaque.iter())
                .filter_map(|opaque| opaque.component.as_deref())
                .any(|name| !defined.contains(name));
            if !unseen {
                continue;
            }
            let Some((path, imports)) = files.get(component.location.file.path()) else {
                continue;
            };
            if let Some(krate) = crate::project::enclosing_crate(path) {
                wanted.extend(dependencies::Wanted::of(
                    component, imports, krate, &defined,
                ));
            }
        }
        dependencies::read(&self.root, &wanted, options, &mut self.from_dependencies)
    }
}

/// Phase 1 over every file, on up to four threads of our own: each parses a file, keeps its
/// owned facts and drops the syntax tree (and proc-macro2's span table) before the next, so
/// memory stays flat. The threads also give syn a deep stack. Results come back in file order;
/// a file that does not parse leaves findings and empty facts.
fn collect_all(files: &[Arc<SourceFile>], first: usize) -> Vec<(Diagnostics, extract::FileFacts)> {
    on_parse_threads(files, |i, file, own_thread| {
        collect_one(file, first + i, own_thread)
    })
}

/// Maps `f` over `items` on the threads that parse code: their own, with syn's deep stack.
fn on_parse_threads<T: Sync, R: Send>(
    items: &[T],
    f: impl Fn(usize, &T, bool) -> R + Sync,
) -> Vec<R> {
    crate::parallel::map("uispec-code", Some(PARSE_STACK_BYTES), items, 32, f)
}

/// Parses file number `index` and keeps its facts (none when it does not parse).
fn collect_one(
    file: &Arc<SourceFile>,
    index: usize,
    own_thread: bool,
) -> (Diagnostics, extract::FileFacts) {
    let mut diags = Diagnostics::new();
    let facts = match parse::parse(&mut diags, file) {
        Some(parsed) => {
            let mut facts = extract::collect(&parsed.src, index, &parsed.ast.items);
            for diagnostic in std::mem::take(&mut facts.diags).into_vec() {
                diags.push(diagnostic);
            }
            facts
        }
        None => extract::FileFacts::default(),
    };
    // Every span is a `Location` by now: free proc-macro2's table of this file's text. Only on
    // a thread of our own: inside a procedural macro the call would panic.
    if own_thread {
        proc_macro2::extra::invalidate_current_thread_spans();
    }
    (diags, facts)
}

/// A configured `components` path (or pattern) that names nothing: one finding that says which
/// setting to fix.
fn missing_path(root: &Path, path: &Path) -> crate::Diagnostic {
    let shown = crate::loader::display(root, &root.join(path));
    let what = if shown.contains(['*', '?']) {
        "matches nothing"
    } else {
        "does not exist"
    };
    crate::Diagnostic::new(
        crate::RuleId::IO_ERROR,
        crate::Location::new(&SourceFile::new(shown.clone(), ""), 0..0),
        format!("the `components` path `{shown}` {what}, so specs are not checked against the code there"),
    )
    .with_help(
        "fix `components` in uispec.toml or `[package.metadata.uispec]` (paths start at the \
         project root; `*` and `?` match within one directory name), or create the directory",
    )
}

/// Finds and reads the `.rs` files under `paths` (relative to `root`), sorted; unreadable,
/// non-UTF-8 and oversized files are findings.
pub fn read_sources(
    diags: &mut Diagnostics,
    root: &Path,
    paths: &[PathBuf],
) -> Vec<Arc<SourceFile>> {
    find_files(diags, root, paths, |name| name.ends_with(".rs"))
        .iter()
        .filter_map(|path| read_source(diags, root, path))
        .collect()
}
