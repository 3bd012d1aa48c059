//! Which components are the crate's public API: what a user of the library can name.
//!
//! `pub` on the item is not enough. `pub fn Panel` inside `mod panel;` (a private module, no
//! `pub use`) cannot be reached from outside, and neither can an item only re-exported with
//! `pub(crate) use`. So the module tree is rebuilt the way rustc finds files, starting at each
//! `lib.rs`: `mod x;` in `src/a.rs` is `src/a/x.rs` or `src/a/x/mod.rs` (or its `#[path]`),
//! inline `mod x { … }` blocks are modules of the same file. An item is public API when it is
//! `pub` in a module reached through `pub mod` all the way, or when a `pub use` in such a
//! module names it (directly, through a glob `pub use x::*`, or through another re-export that
//! is itself reached).
//!
//! A file below a `lib.rs`'s directory that it does not reach (a `#[cfg(test)] mod fixtures;`,
//! a file no `mod` names) is not part of the library. A file with no `lib.rs` above it (a lone
//! file, a generated item, code configured without its `lib.rs`) or that belongs to a binary
//! (`main.rs`, `src/bin/`) keeps the item's own `pub`: nothing better is known.
//!
//! Phase 1 ([`ModuleFacts::collect`]) keeps per file the module declarations, `use` items and
//! inline module ranges; phase 2 ([`Api::build`]) resolves them across the crate's files.

use std::collections::{HashMap, HashSet, VecDeque};
use std::ops::Range;

use syn::ext::IdentExt;
use syn::{Item, UseTree};

use super::attrs;
use super::parse::Src;

/// Module paths below the crate root (`["forms", "input"]`); empty is the root.
type ModPath = Vec<String>;

/// A `mod x;` or `mod x { … }`.
#[derive(Debug, Clone)]
struct ModDecl {
    name: String,
    public: bool,
    /// `mod x { … }`: the module is in the same file.
    inline: bool,
    /// `#[path = "…"]`.
    path_attr: Option<String>,
}

/// One name a `pub use` item re-exports: `pub use a::b::{C, d::*}` is two. (`pub(crate)` and
/// private `use` items export nothing and are not kept.)
#[derive(Debug, Clone)]
struct Import {
    /// The path to the module the name is taken from, as written (`self`, `super`, `crate`
    /// included).
    from: ModPath,
    /// The name imported, `*` for a glob.
    name: String,
    /// The name it is known by where it is imported (`as` renames).
    alias: String,
}

/// What one file says about modules, owned. Declarations and re-exports are kept by the inline
/// modules they are written in (none: the file's top level), so each module finds its own at
/// once however many a file has.
#[derive(Debug, Clone, Default)]
pub(super) struct ModuleFacts {
    decls: HashMap<ModPath, Vec<ModDecl>>,
    imports: HashMap<ModPath, Vec<Import>>,
    /// Inline modules in source order, each with its body's range and its enclosing inline
    /// module (an index into this list), to place an item.
    inline: Vec<Inline>,
}

#[derive(Debug, Clone)]
struct Inline {
    chain: ModPath,
    body: Range<usize>,
    parent: Option<usize>,
}

impl ModuleFacts {
    /// Phase 1: the module facts of a parsed file (items under `#[cfg(test)]` are not code of
    /// the library and are left out).
    pub(super) fn collect(src: &Src, items: &[Item]) -> ModuleFacts {
        let mut facts = ModuleFacts::default();
        facts.walk(src, items, &mut Vec::new(), None);
        facts
    }

    fn walk(&mut self, src: &Src, items: &[Item], chain: &mut ModPath, parent: Option<usize>) {
        for item in items {
            match item {
                Item::Mod(module) if !attrs::test_only(&module.attrs) => {
                    let name = module.ident.unraw().to_string();
                    self.decls.entry(chain.clone()).or_default().push(ModDecl {
                        name: name.clone(),
                        public: is_pub(&module.vis),
                        inline: module.content.is_some(),
                        path_attr: attrs::name_value(&module.attrs, "path"),
                    });
                    if let Some((brace, items)) = &module.content {
                        chain.push(name);
                        self.inline.push(Inline {
                            chain: chain.clone(),
                            body: src.range(brace.span.join()),
                            parent,
                        });
                        let index = self.inline.len() - 1;
                        self.walk(src, items, chain, Some(index));
                        chain.pop();
                    }
                }
                Item::Use(item) if is_pub(&item.vis) && !attrs::test_only(&item.attrs) => {
                    let imports = self.imports.entry(chain.clone()).or_default();
                    flatten(&item.tree, &mut Vec::new(), &mut |from, name, alias| {
                        imports.push(Import { from, name, alias });
                    });
                }
                _ => {}
            }
        }
    }

    /// The inline modules enclosing byte `offset` of the file (none: its top level). Bodies
    /// nest and come in source order, so the last one starting before `offset` is the deepest
    /// candidate; when it closed before `offset`, its enclosing modules are the next ones.
    fn chain_at(&self, offset: usize) -> &[String] {
        let before = self.inline.partition_point(|m| m.body.start <= offset);
        let mut candidate = before.checked_sub(1);
        while let Some(index) = candidate {
            let module = &self.inline[index];
            if module.body.contains(&offset) {
                return &module.chain;
            }
            candidate = module.parent;
        }
        &[]
    }
}

/// `pub` exactly: `pub(crate)`, `pub(super)` and `pub(in …)` do not leave the crate.
pub(super) fn is_pub(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

/// Calls `f(path, name, alias)` for every name a use tree imports.
pub(super) fn flatten(
    tree: &UseTree,
    prefix: &mut Vec<String>,
    f: &mut impl FnMut(ModPath, String, String),
) {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.unraw().to_string());
            flatten(&path.tree, prefix, f);
            prefix.pop();
        }
        UseTree::Name(name) => {
            let name = name.ident.unraw().to_string();
            f(prefix.clone(), name.clone(), name);
        }
        UseTree::Rename(rename) => f(
            prefix.clone(),
            rename.ident.unraw().to_string(),
            rename.rename.unraw().to_string(),
        ),
        UseTree::Glob(_) => f(prefix.clone(), "*".to_owned(), "*".to_owned()),
        UseTree::Group(group) => {
            for tree in &group.items {
                flatten(tree, prefix, f);
            }
        }
    }
}

/// A module found from a crate root.
#[derive(Debug)]
struct Module {
    file: usize,
    chain: ModPath,
    /// Declared `pub mod` (the root: yes).
    declared_pub: bool,
    /// Reached through `pub mod` from the root, or re-exported.
    exported: bool,
    /// The names of the modules declared in it.
    children: Vec<String>,
}

/// The public API of the crates among a set of files.
#[derive(Debug, Default)]
pub(super) struct Api {
    /// Per crate root: its modules by path.
    crates: Vec<HashMap<ModPath, Module>>,
    /// Where each file sits: crate and module path of its top level.
    placed: HashMap<usize, (usize, ModPath)>,
    /// Per crate: items named by a reached `pub use` (module, name).
    reexported: Vec<HashSet<(ModPath, String)>>,
    /// Per crate: modules whose `pub` items a reached `pub use m::*` exposes.
    globbed: Vec<HashSet<ModPath>>,
    /// Per crate: the paths a user names things by ([`Paths`]).
    paths: Vec<Paths>,
    /// Files below a `lib.rs`'s directory that neither it nor a binary's root reaches: modules
    /// under `#[cfg(test)]`, files no `mod` names. They are not part of the library.
    outside: HashSet<usize>,
}

/// Most modules followed per crate: `#[path]` can make a cycle, and no real crate comes near.
const MAX_MODULES: usize = 100_000;

impl Api {
    /// Phase 2: resolves the module trees of the `lib.rs` files among `files` (each a path
    /// relative to the project root with `/` separators, and its facts).
    pub(super) fn build(files: &[(&str, &ModuleFacts)]) -> Api {
        let by_path: HashMap<&str, usize> = files
            .iter()
            .enumerate()
            .map(|(i, (p, _))| (*p, i))
            .collect();
        let mut api = Api::default();
        for (root, _) in files
            .iter()
            .enumerate()
            .filter(|(_, (path, _))| file_name(path) == "lib.rs")
        {
            let krate = api.crates.len();
            let modules = tree(files, &by_path, root);
            for (path, module) in &modules {
                if module.chain.is_empty() {
                    api.placed
                        .entry(module.file)
                        .or_insert((krate, path.clone()));
                }
            }
            let (reexported, globbed, modules, paths) = reexports(files, modules);
            api.crates.push(modules);
            api.reexported.push(reexported);
            api.globbed.push(globbed);
            api.paths.push(paths);
        }
        // A binary's modules have no API: their items keep their own `pub`.
        let binaries: HashSet<usize> = files
            .iter()
            .enumerate()
            .filter(|(_, (path, _))| file_name(path) == "main.rs" || parent(path).ends_with("/bin"))
            .flat_map(|(root, _)| tree(files, &by_path, root).into_values().map(|m| m.file))
            .collect();
        let libraries: Vec<&str> = files
            .iter()
            .filter(|(path, _)| file_name(path) == "lib.rs")
            .map(|(path, _)| parent(path))
            .collect();
        api.outside = (0..files.len())
            .filter(|i| !api.placed.contains_key(i) && !binaries.contains(i))
            .filter(|&i| {
                let path = files[i].0;
                libraries
                    .iter()
                    .any(|dir| dir.is_empty() || path.starts_with(&format!("{dir}/")))
            })
            .collect();
        api
    }

    /// Whether the item `name` declared at byte `offset` of file `file`, `pub` or not
    /// (`item_pub`), is public API; `item_pub` itself when the file has no `lib.rs` above it or
    /// belongs to a binary.
    pub(super) fn is_public(
        &self,
        facts: &ModuleFacts,
        file: usize,
        offset: usize,
        name: &str,
        item_pub: bool,
    ) -> bool {
        let Some((krate, top)) = self.placed.get(&file) else {
            return item_pub && !self.outside.contains(&file);
        };
        let mut path = top.clone();
        path.extend(facts.chain_at(offset).iter().cloned());
        let modules = &self.crates[*krate];
        let exported =
            modules.get(&path).is_some_and(|m| m.exported) || self.globbed[*krate].contains(&path);
        // rustc refuses `pub use` of an item that is not `pub`, and globs pass on `pub` items
        // only: a re-export never makes a private item public.
        item_pub && (exported || self.reexported[*krate].contains(&(path, name.to_owned())))
    }
}

impl Api {
    /// The path a user of the library names the public item `name` (declared at byte `offset`
    /// of file `file`) by, below the crate's name: the shortest of its module's public path
    /// (`accordion::Accordion`, or `prelude::Accordion` through `pub use accordion::*` in a
    /// public `prelude`) and the paths `pub use` items give it (`Accordion`). `None` when the
    /// item is no public API of a library, or its file has no `lib.rs` above it.
    pub(super) fn public_path(
        &self,
        facts: &ModuleFacts,
        file: usize,
        offset: usize,
        name: &str,
    ) -> Option<ModPath> {
        let (krate, top) = self.placed.get(&file)?;
        let mut module = top.clone();
        module.extend(facts.chain_at(offset).iter().cloned());
        let paths = &self.paths[*krate];
        let through_module = paths.modules.get(&module).map(|prefix| {
            let mut path = prefix.clone();
            path.push(name.to_owned());
            path
        });
        let named = paths.items.get(&(module, name.to_owned())).cloned();
        through_module.into_iter().chain(named).min_by_key(Vec::len)
    }
}

/// The public paths of one crate's modules and re-exported items, below the crate's name: a
/// module reached through `pub mod` all the way is its own path; a module or item a `pub use`
/// re-exports is the path of the module that re-exports it plus the name it is given there; a
/// module whose items a `pub use m::*` exposes lends them the path of the module with the glob.
#[derive(Debug, Default)]
struct Paths {
    /// The path a module's `pub` items are named through.
    modules: HashMap<ModPath, ModPath>,
    /// The path of an item (its module, its name) a `pub use` names.
    items: HashMap<(ModPath, String), ModPath>,
}

/// The modules of the crate rooted at file `root`, following `mod` declarations.
fn tree(
    files: &[(&str, &ModuleFacts)],
    by_path: &HashMap<&str, usize>,
    root: usize,
) -> HashMap<ModPath, Module> {
    let mut modules = HashMap::new();
    modules.insert(
        Vec::new(),
        Module {
            file: root,
            chain: Vec::new(),
            declared_pub: true,
            exported: true,
            children: Vec::new(),
        },
    );
    let mut queue = VecDeque::from([Vec::<String>::new()]);
    while let Some(path) = queue.pop_front() {
        let (file, chain, exported) = {
            let module = &modules[&path];
            (module.file, module.chain.clone(), module.exported)
        };
        let (file_path, facts) = files[file];
        for decl in facts.decls.get(&chain).into_iter().flatten() {
            let found = if decl.inline {
                let mut inner = chain.clone();
                inner.push(decl.name.clone());
                Some((file, inner))
            } else {
                child_file(file_path, &chain, decl)
                    .iter()
                    .find_map(|candidate| by_path.get(candidate.as_str()))
                    .map(|&child| (child, Vec::new()))
            };
            let Some((file, chain)) = found else {
                continue;
            };
            let mut child = path.clone();
            child.push(decl.name.clone());
            if modules.len() >= MAX_MODULES || modules.contains_key(&child) {
                continue;
            }
            modules.insert(
                child.clone(),
                Module {
                    file,
                    chain,
                    declared_pub: decl.public,
                    exported: exported && decl.public,
                    children: Vec::new(),
                },
            );
            if let Some(parent) = modules.get_mut(&path) {
                parent.children.push(decl.name.clone());
            }
            queue.push_back(child);
        }
    }
    modules
}

/// Where rustc looks for the file of `mod name;` declared in `file` inside inline modules
/// `chain`.
fn child_file(file: &str, chain: &[String], decl: &ModDecl) -> Vec<String> {
    let dir = parent(file);
    if let Some(path) = &decl.path_attr {
        // Relative to the declaring file's directory (inside inline modules rustc adds their
        // names; that case is rare enough to leave unresolved).
        return if chain.is_empty() {
            vec![join(dir, path)]
        } else {
            Vec::new()
        };
    }
    // `lib.rs`, `main.rs` and `mod.rs` own their directory; `a.rs` owns `a/`.
    let mut base = match file_name(file) {
        "lib.rs" | "main.rs" | "mod.rs" => dir.to_owned(),
        name => join(dir, name.trim_end_matches(".rs")),
    };
    for inline in chain {
        base = join(&base, inline);
    }
    vec![
        join(&base, &format!("{}.rs", decl.name)),
        join(&base, &format!("{}/mod.rs", decl.name)),
    ]
}

type Reexports = (
    HashSet<(ModPath, String)>,
    HashSet<ModPath>,
    HashMap<ModPath, Module>,
    Paths,
);

/// What of a module is reached: all its re-exports, or those of one name.
enum Reach {
    All(ModPath),
    Name(ModPath, String),
}

/// Follows the `pub use` items of reached modules to what they expose.
fn reexports(files: &[(&str, &ModuleFacts)], mut modules: HashMap<ModPath, Module>) -> Reexports {
    let mut named: HashSet<(ModPath, String)> = HashSet::new();
    let mut globbed: HashSet<ModPath> = HashSet::new();
    // In the order of their paths: of two paths of one length, the same is found first in
    // every run (the map's order is not the same from one process to the next).
    let mut exported: Vec<&ModPath> = (modules.iter())
        .filter(|(_, m)| m.exported)
        .map(|(path, _)| path)
        .collect();
    exported.sort();
    let mut queue: VecDeque<Reach> = exported
        .into_iter()
        .map(|path| Reach::All(path.clone()))
        .collect();
    let mut seen_all: HashSet<ModPath> = HashSet::new();
    // The first path found is kept: the queue starts at the modules `pub mod` reaches, and
    // each re-export adds one segment, so earlier is shorter.
    let mut paths = Paths::default();
    for (path, module) in &modules {
        if module.exported {
            paths.modules.insert(path.clone(), path.clone());
        }
    }
    let mut steps = 0;
    while let Some(reach) = queue.pop_front() {
        steps += 1;
        if steps > MAX_MODULES {
            break;
        }
        let (at, only) = match reach {
            Reach::All(path) if seen_all.insert(path.clone()) => (path, None),
            Reach::All(_) => continue,
            Reach::Name(path, name) => (path, Some(name)),
        };
        let Some(module) = modules.get(&at) else {
            continue;
        };
        // Where what this module re-exports is named: the module's own public path, or, for one
        // name, that name's.
        let prefix: Option<ModPath> = match &only {
            None => paths.modules.get(&at).cloned(),
            Some(name) => paths.items.get(&(at.clone(), name.clone())).map(|path| {
                let mut prefix = path.clone();
                prefix.pop();
                prefix
            }),
        };
        let facts = files[module.file].1;
        let chain = module.chain.clone();
        let imports = facts
            .imports
            .get(&chain)
            .into_iter()
            .flatten()
            .filter(|i| only.as_ref().is_none_or(|n| *n == i.alias || i.name == "*"));
        for import in imports {
            let Some(from) = resolve(&modules, &at, &import.from) else {
                continue;
            };
            // A glob reached for one name only exposes that name from where it leads.
            let name = match (&only, import.name.as_str()) {
                (None, "*") => {
                    if let Some(prefix) = &prefix {
                        paths.modules.entry(from.clone()).or_insert(prefix.clone());
                    }
                    if globbed.insert(from.clone()) {
                        queue.push_back(Reach::All(from));
                    }
                    continue;
                }
                (Some(only), "*") => only.clone(),
                _ => import.name.clone(),
            };
            // The name it is known by here: a glob passes names on as they are.
            let alias = if import.name == "*" {
                name.clone()
            } else {
                import.alias.clone()
            };
            let named_here = prefix.as_ref().map(|prefix| {
                let mut path = prefix.clone();
                path.push(alias);
                path
            });
            let mut target = from.clone();
            target.push(name.clone());
            if let Some(module) = modules.get_mut(&target) {
                if let Some(path) = named_here {
                    paths.modules.entry(target.clone()).or_insert(path);
                }
                // A re-exported module: its `pub` items and `pub mod`s are reached too.
                if !module.exported {
                    export_below(&mut modules, target, &mut queue, &mut paths);
                }
            } else {
                if let Some(path) = named_here {
                    paths
                        .items
                        .entry((from.clone(), name.clone()))
                        .or_insert(path);
                }
                if named.insert((from.clone(), name.clone())) {
                    queue.push_back(Reach::Name(from, name));
                }
            }
        }
    }
    (named, globbed, modules, paths)
}

/// Marks `path` and the `pub mod`s below it exported, queueing each. (Children were recorded
/// unexported because their parent was.)
fn export_below(
    modules: &mut HashMap<ModPath, Module>,
    path: ModPath,
    queue: &mut VecDeque<Reach>,
    paths: &mut Paths,
) {
    let mut stack = vec![path];
    while let Some(path) = stack.pop() {
        let Some(module) = modules.get_mut(&path) else {
            continue;
        };
        module.exported = true;
        let prefix = paths.modules.get(&path).cloned();
        for name in module.children.clone() {
            let mut child = path.clone();
            child.push(name.clone());
            if modules
                .get(&child)
                .is_some_and(|m| m.declared_pub && !m.exported)
            {
                // Named below the re-exported module's own public path.
                if let Some(prefix) = &prefix {
                    let mut named = prefix.clone();
                    named.push(name);
                    paths.modules.entry(child.clone()).or_insert(named);
                }
                stack.push(child);
            }
        }
        queue.push_back(Reach::All(path));
    }
}

/// The module a use path names, seen from module `at`: `crate::`, `self::`, `super::`, or a
/// child module's name; `None` for another crate's paths and for what is not a module here.
fn resolve(modules: &HashMap<ModPath, Module>, at: &ModPath, from: &[String]) -> Option<ModPath> {
    let mut path = at.clone();
    let mut segments = from.iter().peekable();
    match segments.peek().map(|s| s.as_str()) {
        Some("crate") => {
            path.clear();
            segments.next();
        }
        Some("self") => {
            segments.next();
        }
        Some("super") => {
            while segments.peek().is_some_and(|s| *s == "super") {
                path.pop()?;
                segments.next();
            }
        }
        _ => {}
    }
    for segment in segments {
        path.push(segment.clone());
        if !modules.contains_key(&path) {
            return None;
        }
    }
    Some(path)
}

fn parent(path: &str) -> &str {
    path.rsplit_once('/').map_or("", |(dir, _)| dir)
}

fn file_name(path: &str) -> &str {
    path.rsplit_once('/').map_or(path, |(_, name)| name)
}

fn join(dir: &str, rest: &str) -> String {
    let mut out = if dir.is_empty() {
        rest.to_owned()
    } else {
        format!("{dir}/{rest}")
    };
    // `#[path = "../x.rs"]`: fold `..` so the path matches how files are listed.
    while let Some(at) = out.find("/../") {
        let start = out[..at].rfind('/').map_or(0, |i| i + 1);
        out.replace_range(start..at + 4, "");
    }
    out
}
