//! Components a crate renders but does not define, read from its dependencies' source in the
//! cargo registry. dioxus-bootstrap's `DropdownItem` renders dioxus-router's `Link`: with
//! `Link` read, its `<a>`, its handlers and its attribute spread are seen, not out of sight.
//!
//! Only what the project itself says is followed, so nothing is guessed: the file that renders
//! `Link` imports it (`use dioxus_router::components::Link`, or a glob of a crate), the crate's
//! entry in `Cargo.lock` lists that crate among its dependencies at an exact version, and cargo
//! has unpacked that version under `$CARGO_HOME/registry/src` (any build or `cargo fetch` does).
//! One level of re-export is followed, within the crate's family: a glob of `dioxus::prelude`
//! reaches dioxus-router, a dependency of dioxus (not `web-sys`, which no prelude re-exports
//! components of). Of a dependency, only the files that define a component of the name
//! are parsed. What is not found stays out of sight, as before: the rules say so in a note.
//!
//! Every input is the project's, so hostile: a name or version from `Cargo.lock` becomes part
//! of a path only when it is plain (ASCII letters, digits, `-`, `_`, `.`, `+`); files are found
//! and read with the loader's limits (links are not followed out of the dependency); a
//! dependency is searched up to [`MAX_FILES`] files and [`MAX_BYTES`], at most
//! [`MAX_PACKAGES`] are searched for one name, and at most [`MAX_SEARCHES`] searches are made
//! in one read.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::imports::Imports;
use super::markup::Opaque;
use super::{Component, Options, extract};
use crate::diagnostics::{Diagnostics, SourceFile};

/// Files of one dependency searched for a definition.
const MAX_FILES: usize = 2_000;
/// Bytes of one dependency's source read in a search (a generated bindings crate holds
/// hundreds of megabytes; a component library a few).
const MAX_BYTES: usize = 16 << 20;
/// Dependencies searched for one name.
const MAX_PACKAGES: usize = 32;
/// Searches (a dependency, a name) in one read: what a project's code can make uispec read
/// outside it stays bounded however many names it renders.
const MAX_SEARCHES: usize = 256;
/// The largest `Cargo.lock` read.
const MAX_LOCK_BYTES: usize = 16 << 20;

/// A component a file renders and its crate does not define: where to look for it.
#[derive(Debug)]
pub(super) struct Wanted<'a> {
    /// The file, as findings show it.
    file: &'a str,
    /// The crate the file is in.
    krate: PathBuf,
    qualifier: Option<&'a str>,
    name: &'a str,
    /// The crates the file imports it from.
    crates: Vec<&'a str>,
    /// Whether what those crates depend on may be searched too (their re-exports).
    deeper: bool,
}

impl<'a> Wanted<'a> {
    /// What `component` (read from a file whose imports are `imports`, in the crate in
    /// `krate`) renders that `defined` does not hold.
    pub(super) fn of(
        component: &'a Component,
        imports: &'a Imports,
        krate: &Path,
        defined: &crate::hash::Set<&str>,
    ) -> impl Iterator<Item = Wanted<'a>> {
        let file = component.location.file.path();
        (component.markup.opaque.iter())
            .filter_map(|opaque| Some((opaque.qualifier.as_deref(), opaque.component.as_deref()?)))
            .filter(|(_, name)| !defined.contains(name))
            .map(move |(qualifier, name)| {
                let (crates, deeper) = imports.crates_of(qualifier, name);
                Wanted {
                    file,
                    krate: krate.to_path_buf(),
                    qualifier,
                    name,
                    crates,
                    deeper,
                }
            })
            .filter(|wanted| !wanted.crates.is_empty())
    }
}

/// Components read from the dependencies, and which files render each, by which path.
#[derive(Debug, Default)]
pub struct Dependencies {
    components: Vec<Component>,
    /// `(file, qualifier, name)` → the component.
    rendered: HashMap<(String, Option<String>, String), usize>,
}

impl Dependencies {
    /// The component the `opaque` markup of a component in `file` renders, when it was read
    /// from a dependency.
    pub fn get(&self, file: &str, opaque: &Opaque) -> Option<&Component> {
        let key = (
            file.to_owned(),
            opaque.qualifier.clone(),
            opaque.component.clone()?,
        );
        self.rendered.get(&key).map(|&i| &self.components[i])
    }

    /// Whether `component` is one of these: what it renders in turn is not looked up (its
    /// names are its crate's, not the project's).
    pub fn holds(&self, component: &Component) -> bool {
        self.components.iter().any(|c| std::ptr::eq(c, component))
    }
}

/// Components already looked for, by the dependency's directory and the name: the registry's
/// sources do not change (cargo unpacks a version once), so `validate --watch` reads each once.
pub(super) type Found = HashMap<(PathBuf, String), Option<Component>>;

/// Reads the components `wanted` names from the dependencies. A name is taken from the crates
/// its file imports it from when exactly one of them defines it, else from what those depend
/// on when exactly one of those does: two definitions are two guesses, and none is taken.
pub(super) fn read(
    root: &Path,
    wanted: &[Wanted<'_>],
    options: &Options,
    found: &mut Found,
) -> Dependencies {
    let mut read = Dependencies::default();
    let registries = registries();
    if registries.is_empty() {
        return read;
    }
    let mut graphs: HashMap<&Path, Option<Graph>> = HashMap::new();
    // Where each (dependency, name) read sits in `read.components`.
    let mut at: HashMap<(PathBuf, String), usize> = HashMap::new();
    let mut searches = 0;
    for one in wanted {
        let graph = graphs
            .entry(&one.krate)
            .or_insert_with(|| Graph::of(&one.krate));
        let Some(graph) = graph else { continue };
        let mut definer = None;
        for level in graph.searched(one, &registries) {
            let mut defining = level.into_iter().filter_map(|dir| {
                let key = (dir, one.name.to_owned());
                if !found.contains_key(&key) {
                    if searches == MAX_SEARCHES {
                        return None;
                    }
                    searches += 1;
                    let component = define(root, &key.0, one.name, options);
                    found.insert(key.clone(), component);
                }
                found[&key].as_ref().map(|_| key)
            });
            if let Some(first) = defining.next() {
                definer = defining.next().is_none().then_some(first);
                break;
            }
        }
        let Some(key) = definer else { continue };
        let index = *at.entry(key.clone()).or_insert_with(|| {
            read.components.extend(found[&key].clone());
            read.components.len() - 1
        });
        let rendered = (
            one.file.to_owned(),
            one.qualifier.map(str::to_owned),
            one.name.to_owned(),
        );
        read.rendered.insert(rendered, index);
    }
    read
}

/// The component `name` defined in the dependency at `dir`: the files whose text defines it
/// are parsed, and the first component of that name they hold is kept.
fn define(root: &Path, dir: &Path, name: &str, options: &Options) -> Option<Component> {
    let mut ignored = Diagnostics::new();
    let mut paths = crate::loader::find_files(&mut ignored, dir, &[PathBuf::from("src")], |n| {
        n.ends_with(".rs")
    });
    paths.truncate(MAX_FILES);
    let (mut read, mut sources): (usize, Vec<Arc<SourceFile>>) = (0, Vec::new());
    for path in &paths {
        if read >= MAX_BYTES {
            break;
        }
        let Some(source) = crate::loader::read_source(&mut ignored, root, path) else {
            continue;
        };
        read += source.text().len();
        if defines(source.text(), name) {
            sources.push(source);
        }
    }
    if sources.is_empty() {
        return None;
    }
    let facts: Vec<extract::FileFacts> = super::collect_all(&sources, 0)
        .into_iter()
        .map(|(_, facts)| facts)
        .collect();
    let krate = extract::Crate::new(&facts);
    (0..facts.len())
        .flat_map(|i| krate.components(&mut ignored, i, options))
        .find(|component| component.name == name)
}

/// Whether `text` has `fn {name}` or `struct {name}` (a function or a Yew struct component):
/// only such files are parsed.
fn defines(text: &str, name: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    text.match_indices(name).any(|(at, _)| {
        let before = &text[..at];
        let keyword_end = before.trim_end_matches([' ', '\t']);
        let spaced = keyword_end.len() < before.len();
        let keyword = ["fn", "struct"].iter().any(|keyword| {
            (keyword_end.strip_suffix(keyword))
                .is_some_and(|rest| rest.chars().next_back().is_none_or(|c| !ident(c)))
        });
        let whole = text[at + name.len()..]
            .chars()
            .next()
            .is_none_or(|c| !ident(c));
        spaced && keyword && whole
    })
}

/// The directories cargo unpacks registry crates in (`$CARGO_HOME/registry/src/<index>`).
fn registries() -> Vec<PathBuf> {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")));
    let Some(src) = home.map(|home| home.join("registry").join("src")) else {
        return Vec::new();
    };
    let Ok(entries) = std::fs::read_dir(src) else {
        return Vec::new();
    };
    let mut dirs: Vec<PathBuf> = entries
        .flatten()
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_dir()))
        .map(|entry| entry.path())
        .collect();
    dirs.sort();
    dirs.truncate(16);
    dirs
}

/// A name or version that may be part of a path.
fn plain(text: &str) -> bool {
    !text.is_empty()
        && !text.starts_with('.')
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'+'))
}

/// One package of a `Cargo.lock`.
#[derive(Debug)]
struct Package {
    name: String,
    version: String,
    /// From a registry (cargo unpacks it under `registry/src`); a path or git package is not.
    registry: bool,
    /// Its dependencies as the lock writes them: `name`, or `name version` when the lock holds
    /// several versions of the name.
    dependencies: Vec<String>,
}

/// The one version of the package `name` the lock file `text` pins; `None` when it pins none,
/// or several (then no single version is the answer).
pub fn locked_version(text: &str, name: &str) -> Option<String> {
    let table: toml::Table = text.parse().ok()?;
    let mut versions = (table.get("package").and_then(toml::Value::as_array))
        .into_iter()
        .flatten()
        .filter(|package| package.get("name").and_then(toml::Value::as_str) == Some(name))
        .filter_map(|package| package.get("version").and_then(toml::Value::as_str));
    let version = versions.next()?;
    versions.next().is_none().then(|| version.to_owned())
}

/// The dependency graph of a crate: its own package in the nearest `Cargo.lock`, and the
/// names its manifest gives its dependencies (`package = "…"` renames).
#[derive(Debug)]
struct Graph {
    packages: Vec<Package>,
    /// Positions in `packages` by name: a lock may hold thousands.
    by_name: HashMap<String, Vec<usize>>,
    own: usize,
    /// The name code uses for a dependency (`_` for `-`) → its package name.
    renamed: HashMap<String, String>,
}

impl Graph {
    fn of(krate: &Path) -> Option<Graph> {
        let manifest: toml::Table = crate::confine::read_text(&krate.join("Cargo.toml"))
            .ok()?
            .parse()
            .ok()?;
        let name = manifest.get("package")?.get("name")?.as_str()?;
        let mut renamed = HashMap::new();
        for (key, dependency) in (manifest.get("dependencies").and_then(toml::Value::as_table))
            .into_iter()
            .flatten()
        {
            if let Some(package) = dependency.get("package").and_then(toml::Value::as_str) {
                renamed.insert(key.replace('-', "_"), package.to_owned());
            }
        }
        let lock = krate
            .ancestors()
            .map(|dir| dir.join("Cargo.lock"))
            .find(|path| path.is_file())?;
        let text = crate::confine::read_regular(&lock, MAX_LOCK_BYTES).ok()?;
        let table: toml::Table = String::from_utf8(text).ok()?.parse().ok()?;
        let text = |value: &toml::Value, key: &str| {
            value
                .get(key)
                .and_then(toml::Value::as_str)
                .map(str::to_owned)
        };
        let packages: Vec<Package> = (table.get("package").and_then(toml::Value::as_array))
            .into_iter()
            .flatten()
            .filter_map(|package| {
                Some(Package {
                    name: text(package, "name")?,
                    version: text(package, "version")?,
                    registry: text(package, "source").is_some_and(|s| s.starts_with("registry+")),
                    dependencies: (package.get("dependencies").and_then(toml::Value::as_array))
                        .into_iter()
                        .flatten()
                        .filter_map(|d| d.as_str().map(str::to_owned))
                        .collect(),
                })
            })
            .collect();
        // The crate itself is a path package; a lock that resolves it from the registry (a
        // harness around a published crate) names it with its manifest's version.
        let version = manifest
            .get("package")?
            .get("version")
            .and_then(toml::Value::as_str);
        let own = (packages.iter())
            .position(|package| package.name == name && !package.registry)
            .or_else(|| {
                (packages.iter())
                    .position(|p| p.name == name && Some(p.version.as_str()) == version)
            })?;
        let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
        for (index, package) in packages.iter().enumerate() {
            by_name.entry(package.name.clone()).or_default().push(index);
        }
        Some(Graph {
            packages,
            by_name,
            own,
            renamed,
        })
    }

    /// The packages `package` depends on.
    fn dependencies(&self, package: usize) -> impl Iterator<Item = usize> + '_ {
        self.packages[package]
            .dependencies
            .iter()
            .filter_map(|written| {
                let mut words = written.split(' ');
                let (name, version) = (words.next()?, words.next());
                let mut named = (self.by_name.get(name).into_iter().flatten().copied())
                    .filter(|&p| version.is_none_or(|v| self.packages[p].version == v));
                match (named.next(), named.next()) {
                    (Some(index), None) => Some(index),
                    _ => None,
                }
            })
    }

    /// The unpacked sources to search for `wanted`, level by level: the dependencies its
    /// file imports from, then (when it may be a re-export) what those depend on.
    fn searched(&self, wanted: &Wanted<'_>, registries: &[PathBuf]) -> Vec<Vec<PathBuf>> {
        let code_name = |package: &Package| package.name.replace('-', "_");
        let imported = |package: &Package| {
            wanted.crates.iter().any(|root| {
                self.renamed
                    .get(*root)
                    .map_or(code_name(package) == *root, |name| *name == package.name)
            })
        };
        let first: Vec<usize> = self
            .dependencies(self.own)
            .filter(|&p| imported(&self.packages[p]))
            .collect();
        // A prelude re-exports its own family's crates (`dioxus` → `dioxus-router`,
        // `leptos` → `leptos_router`), not `web-sys` or `serde`: only those are searched.
        let family = |parent: usize, child: usize| {
            let (parent, child) = (&self.packages[parent].name, &self.packages[child].name);
            (child.strip_prefix(parent.as_str())).is_some_and(|rest| rest.starts_with(['-', '_']))
        };
        let mut seen: crate::hash::Set<usize> = first.iter().copied().collect();
        let second: Vec<usize> = match wanted.deeper {
            true => (first.iter())
                .flat_map(|&p| self.dependencies(p).filter(move |&c| family(p, c)))
                .filter(|&p| seen.insert(p))
                .collect(),
            false => Vec::new(),
        };
        let unpacked = |level: Vec<usize>| -> Vec<PathBuf> {
            (level.into_iter())
                .filter_map(|p| self.unpacked(&self.packages[p], registries))
                .take(MAX_PACKAGES)
                .collect()
        };
        vec![unpacked(first), unpacked(second)]
    }

    /// Where cargo unpacked `package`, if it did.
    fn unpacked(&self, package: &Package, registries: &[PathBuf]) -> Option<PathBuf> {
        if !(package.registry && plain(&package.name) && plain(&package.version)) {
            return None;
        }
        let dir = format!("{}-{}", package.name, package.version);
        registries
            .iter()
            .map(|registry| registry.join(&dir))
            .find(|path| std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_definition_is_a_keyword_and_the_whole_name() {
        assert!(defines("pub fn Link(props: LinkProps) -> Element", "Link"));
        assert!(defines(
            "pub struct Link;\nimpl Component for Link {}",
            "Link"
        ));
        assert!(defines("fn\tLink<V>()", "Link"));
        assert!(!defines("pub fn LinkButton()", "Link"));
        assert!(!defines("pub fn NavLink()", "Link"));
        assert!(!defines("rsx! { Link {} }", "Link"));
        assert!(!defines("pub fnLink()", "Link"));
        assert!(!defines("pub defn Link()", "Link"));
        assert!(!defines("Link", "Link"));
    }

    #[test]
    fn only_plain_names_become_paths() {
        assert!(plain("dioxus-router") && plain("0.7.10") && plain("1.0.0+wasi-0.2"));
        for hostile in ["", "..", "../x", "a/b", "a\\b", ".hidden", "x\0", "é"] {
            assert!(!plain(hostile), "{hostile:?}");
        }
    }
}
