//! `spec:infer` over files and directories: the CLI's `uispec spec:infer` is a shell around
//! [`infer_specs`], which does the work — read each path in the context of its crate, keep
//! the public components of the paths asked for, and give each a spec and a file name.
//!
//! Each path is read in the context of its crate (the nearest ancestor with a `Cargo.toml`):
//! every `.rs` file under the crate's `src/` is indexed, so a variant enum declared in
//! `src/types.rs` resolves for a component in `src/button.rs`. Specs come only from
//! components in the given paths.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::{Component, Options, extract, infer, read_sources};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity, SourceFile};
use crate::framework::Framework;
use crate::loader::{display, find_files};
use crate::model::ComponentSpec;
use crate::naming::{match_key, to_kebab, to_pascal};
use crate::project::enclosing_crate;
use crate::rules::RuleId;

/// How [`infer_specs`] reads the code.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct InferOptions {
    /// The framework of every component; `None` to detect it per component.
    pub framework: Option<Framework>,
    /// Also infer specs for components that are not public API (not `pub`, or `pub` in a
    /// private module that nothing re-exports).
    pub include_private: bool,
    /// Files and directories (absolute) whose components get no spec: the project's
    /// `"!path"` entries of `components`, which `validate` does not read either.
    pub exclude: Vec<PathBuf>,
    /// The project's component code (absolute), read along with the paths asked for, as
    /// `validate` reads it: enums and aliases declared in another crate of the workspace
    /// resolve, and namesakes there name the components apart. Empty: each crate alone.
    pub context: Vec<PathBuf>,
}

impl InferOptions {
    /// Options for `framework` (`None`: detected), public components only.
    pub fn new(framework: Option<Framework>) -> Self {
        InferOptions {
            framework,
            include_private: false,
            exclude: Vec::new(),
            context: Vec::new(),
        }
    }
}

/// One inferred spec.
#[derive(Debug)]
#[non_exhaustive]
pub struct InferredSpec {
    /// The spec file's name without `.json`: the component's name in kebab case.
    pub file_stem: String,
    /// The spec.
    pub spec: ComponentSpec,
}

/// What [`infer_specs`] found.
#[derive(Debug)]
#[non_exhaustive]
pub struct Inferred {
    /// One spec per component, in file then source order; a second component that would
    /// have the same file name is a finding instead.
    pub specs: Vec<InferredSpec>,
    /// The `.rs` files asked for (none: nothing to infer from).
    pub files: usize,
    /// Every finding: files that do not parse, components left out, approximations.
    pub diagnostics: Diagnostics,
}

/// Infers a spec for every component in `paths` (absolute `.rs` files or directories below
/// `root`, which paths in findings are relative to).
pub fn infer_specs(root: &Path, paths: &[PathBuf], options: &InferOptions) -> Inferred {
    let mut diags = Diagnostics::new();
    let mut requested = find_files(&mut diags, root, paths, |name| name.ends_with(".rs"));
    // A file named explicitly is taken as it is by `find_files`; only Rust is read.
    requested.retain(|path| path.extension().is_some_and(|ext| ext == "rs"));
    requested.retain(|path| !options.exclude.iter().any(|ex| path.starts_with(ex)));
    let read = Options {
        framework: options.framework,
    };
    // One extraction per crate, over all of its sources; with the project's component code
    // as context, one over all of it, as `validate` reads it (an enum of a sibling crate of
    // the workspace resolves).
    let mut crates: BTreeMap<PathBuf, Vec<PathBuf>> = BTreeMap::new();
    let mut manifests: BTreeSet<PathBuf> = BTreeSet::new();
    for file in &requested {
        let krate = crate_root(file);
        let group = if options.context.is_empty() {
            krate.clone()
        } else {
            root.to_path_buf()
        };
        manifests.insert(krate);
        crates.entry(group).or_default().push(file.clone());
    }
    // Each crate's manifest is read once, however many of its files were asked for.
    for krate in &manifests {
        super::versions::check(&mut diags, root, krate);
    }
    let mut components: Vec<Component> = Vec::new();
    // Where the components of the crates are, to name the ones asked for apart from their
    // namesakes in files not asked for (inferring `src/new_york.rs` alone still gives
    // `NewYorkButton` when `src/default.rs` has a `Button` too).
    let mut namesakes: Vec<(String, String, bool)> = Vec::new();
    let mut empty: Vec<Arc<SourceFile>> = Vec::new();
    for files in crates.values() {
        let mut context: Vec<PathBuf> = files.clone();
        let mut sources_of: Vec<PathBuf> =
            files.iter().map(|f| crate_root(f).join("src")).collect();
        sources_of.sort();
        sources_of.dedup();
        context.extend(sources_of.into_iter().filter(|src| src.is_dir()));
        context.extend(
            options
                .context
                .iter()
                .filter(|dir| dir.exists() && !options.exclude.iter().any(|ex| dir.starts_with(ex)))
                .cloned(),
        );
        let mut context_diags = Diagnostics::new();
        let sources = read_sources(&mut context_diags, root, &context);
        let wanted: Vec<String> = files.iter().map(|f| display(root, f)).collect();
        let found = extract(&mut context_diags, &sources, &read);
        // A broken file that was not asked for only costs the enums and structs declared in
        // it: a warning, not a failure of the files asked for.
        for mut diagnostic in context_diags.into_vec() {
            if diagnostic.severity == Severity::Error
                && !wanted.iter().any(|w| w == diagnostic.primary.file.path())
            {
                diagnostic.severity = Severity::Warning;
            }
            diags.push(diagnostic);
        }
        for source in sources
            .iter()
            .filter(|s| wanted.iter().any(|w| w == s.path()))
        {
            let has_component = found
                .iter()
                .any(|c| c.location.file.path() == source.path());
            let has_error = diags
                .as_slice()
                .iter()
                .any(|d| d.severity == Severity::Error && d.primary.file.path() == source.path());
            if !has_component && !has_error {
                empty.push(Arc::clone(source));
            }
        }
        namesakes.extend(
            found
                .iter()
                .map(|c| (c.name.clone(), c.location.file.path().to_owned(), c.public)),
        );
        components.extend(
            found
                .into_iter()
                .filter(|c| wanted.iter().any(|w| w == c.location.file.path())),
        );
    }
    report_empty(&mut diags, &empty, paths, root);
    // A name declared twice in one file is one component under two `#[cfg]`s (singlestage's
    // `ThemeProvider`, an island in one build and a component in the other): one spec, from
    // the first.
    let mut seen: HashSet<(String, String)> = HashSet::new();
    components.retain(|c| seen.insert((c.name.clone(), c.location.file.path().to_owned())));
    let mut seen: HashSet<(String, String)> = HashSet::new();
    namesakes.retain(|(name, path, _)| seen.insert((name.clone(), path.clone())));
    if !options.include_private {
        let (public, private): (Vec<Component>, Vec<Component>) =
            components.into_iter().partition(|c| c.public);
        components = public;
        if let Some(first) = private.first() {
            diags.push(skipped_private(first, &private));
        }
    }
    let names = spec_names(&components, &namesakes, options.include_private);
    let mut specs = Vec::new();
    let mut first: HashMap<String, &Component> = HashMap::new();
    for (component, name) in components.iter().zip(names) {
        let kebab = to_kebab(&name);
        if let Some(earlier) = first.get(&kebab) {
            diags.push(duplicate(component, earlier, &kebab));
            continue;
        }
        first.insert(kebab.clone(), component);
        let mut spec = infer::to_spec(&mut diags, component, component.location.file.path());
        if name != component.name {
            // The stamp binds the spec to its component, whose name it no longer has.
            if let Some(serde_json::Value::Object(stamp)) = spec.extensions.get_mut("x-source") {
                stamp.insert("component".to_owned(), component.name.clone().into());
            }
            spec.name = name;
        }
        specs.push(InferredSpec {
            spec,
            file_stem: kebab,
        });
    }
    Inferred {
        specs,
        files: requested.len(),
        diagnostics: diags,
    }
}

/// The spec name of each component: its own, unless other components share it (a `Button` in
/// `src/default.rs` and one in `src/new_york.rs`); then each is named after the innermost
/// module that tells them apart (`DefaultButton`, `NewYorkButton`), then two modules, then
/// the crate's directory (`LeptosUiButton`), and a number as the last resort (only components
/// of one file, in inline modules, come to it). Module files whose name the component's
/// already holds (`src/atoms/button.rs`, `switch/root.rs` of `RootWith`), `mod.rs` and
/// `lib.rs` name nothing.
fn spec_names(
    components: &[Component],
    namesakes: &[(String, String, bool)],
    include_private: bool,
) -> Vec<String> {
    // Every component of the crates read (name, file), the ones asked for among them.
    let everyone: Vec<(&str, &str)> = namesakes
        .iter()
        .filter(|(_, _, public)| *public || include_private)
        .map(|(name, path, _)| (name.as_str(), path.as_str()))
        .collect();
    let mut groups: HashMap<String, Vec<usize>> = HashMap::new();
    for (index, (name, _)) in everyone.iter().enumerate() {
        groups.entry(match_key(name)).or_default().push(index);
    }
    let mut names: Vec<String> = everyone
        .iter()
        .map(|(name, _)| (*name).to_owned())
        .collect();
    let mut taken: HashSet<String> = groups
        .iter()
        .filter(|(_, group)| group.len() == 1)
        .map(|(key, _)| key.clone())
        .collect();
    let mut in_file: HashMap<&str, Vec<&str>> = HashMap::new();
    for (name, path) in &everyone {
        in_file.entry(path).or_default().push(name);
    }
    let mut shared: Vec<&Vec<usize>> = groups.values().filter(|g| g.len() > 1).collect();
    // Groups in source order, so the names do not depend on hashing.
    shared.sort_unstable_by_key(|group| group[0]);
    for group in shared {
        let modules: Vec<Vec<String>> = group
            .iter()
            .map(|&i| {
                let (name, path) = everyone[i];
                // `alert_dialog/root.rs` holding a `Root`: the file is named for that
                // component, and names no family of the others in it.
                let stem = path
                    .rsplit('/')
                    .next()
                    .unwrap_or(path)
                    .trim_end_matches(".rs");
                let stem_is_a_component = (in_file.get(path).into_iter().flatten())
                    .any(|other| *other != name && match_key(other) == match_key(stem));
                let mut found = modules(name, path);
                if stem_is_a_component && found.last().is_some_and(|m| m == stem) {
                    found.pop();
                }
                found
            })
            .collect();
        // Each member named by as few of its modules as tell it apart, innermost first: a
        // `Content` of `dialog/dialog.rs` is `DialogContent` even when the `Content`s of many
        // `root.rs` need more, and a module every clashing member shares names none of them
        // (the `Thumb`s of `switch/root.rs` and `slider/root.rs` are `SwitchThumb` and
        // `SliderThumb`).
        let name_of = |member: usize, used: &[usize]| {
            let modules = &modules[member];
            let prefix: String = used
                .iter()
                .rev()
                .map(|&at| to_pascal(&modules[at]))
                .collect();
            format!("{prefix}{}", everyone[group[member]].0)
        };
        // The modules each member's name uses, by index, innermost first; the next to try.
        let mut used: Vec<Vec<usize>> = modules
            .iter()
            .map(|m| m.len().checked_sub(1).into_iter().collect())
            .collect();
        let mut chosen: Vec<String> = (0..group.len()).map(|m| name_of(m, &used[m])).collect();
        for _ in 0..=longest_path(&modules) * 2 {
            let mut by_key: HashMap<String, Vec<usize>> = HashMap::new();
            for (m, name) in chosen.iter().enumerate() {
                by_key.entry(match_key(name)).or_default().push(m);
            }
            let clashes: Vec<Vec<usize>> = by_key
                .into_iter()
                .filter(|(key, members)| members.len() > 1 || taken.contains(key))
                .map(|(_, members)| members)
                .collect();
            if clashes.is_empty() {
                break;
            }
            let mut moved = false;
            for members in clashes {
                let last = |m: usize| used[m].last().map(|&at| modules[m][at].as_str());
                let shared =
                    members.len() > 1 && members.iter().all(|&m| last(m) == last(members[0]));
                for m in members {
                    let next = used[m].last().map_or(modules[m].len(), |&at| at);
                    let Some(outer) = next.checked_sub(1) else {
                        continue;
                    };
                    if shared {
                        used[m].pop();
                    }
                    used[m].push(outer);
                    chosen[m] = name_of(m, &used[m]);
                    moved = true;
                }
            }
            if !moved {
                break;
            }
        }
        // Only components of one file (in inline modules) can be left alike: numbered.
        let mut count: HashMap<String, usize> = HashMap::new();
        for name in &chosen {
            *count.entry(match_key(name)).or_default() += 1;
        }
        let mut n = 0;
        for m in 0..group.len() {
            let key = match_key(&chosen[m]);
            if count[&key] > 1 || taken.contains(&key) {
                n += 1;
                chosen[m] = format!("{}{n}", everyone[group[m]].0);
            }
        }
        for (&i, name) in group.iter().zip(chosen) {
            taken.insert(match_key(&name));
            names[i] = name;
        }
    }
    let by_place: HashMap<(&str, &str), &String> = everyone.iter().copied().zip(&names).collect();
    components
        .iter()
        .map(|c| {
            by_place
                .get(&(c.name.as_str(), c.location.file.path()))
                .map_or_else(|| c.name.clone(), |name| (*name).clone())
        })
        .collect()
}

/// The most modules any member has.
fn longest_path(modules: &[Vec<String>]) -> usize {
    modules.iter().map(Vec::len).max().unwrap_or(0)
}

/// The modules a component is in, outermost first: the crate's directory, then the path below
/// its `src/` (for `ui/leptos/src/new_york/button.rs`: `leptos`, `new_york`), without the
/// ones that name nothing.
fn modules(name: &str, path: &str) -> Vec<String> {
    let path = path.strip_suffix(".rs").unwrap_or(path);
    let parts: Vec<&str> = path.split('/').collect();
    let (krate, below) = match parts.iter().rposition(|p| *p == "src") {
        Some(src) => (src.checked_sub(1).map(|i| parts[i]), &parts[src + 1..]),
        None => (None, &parts[parts.len().saturating_sub(1)..]),
    };
    let own = match_key(name);
    krate
        .into_iter()
        .chain(below.iter().copied())
        .filter(|m| !matches!(*m, "mod" | "lib" | "main" | "" | "." | ".."))
        // A module the name already says (`root.rs` of `RootWith`, `button/` of
        // `LinkButton`) would only stutter: `SwitchRootWith`, not `SwitchRootRootWith`.
        .filter(|m| !own.contains(&match_key(m)))
        .map(str::to_owned)
        .fold(Vec::new(), |mut modules: Vec<String>, m| {
            // `dialog/dialog.rs` is one `dialog`.
            if modules.last() != Some(&m) {
                modules.push(m);
            }
            modules
        })
}

/// The crate `file` belongs to, else the file's directory.
fn crate_root(file: &Path) -> PathBuf {
    let dir = file.parent().unwrap_or(file);
    enclosing_crate(dir).unwrap_or(dir).to_path_buf()
}

/// Files without a component: a warning for each file named explicitly (a component was
/// expected there), one note for the files found by walking directories (helper modules are
/// normal there).
fn report_empty(
    diags: &mut Diagnostics,
    empty: &[Arc<SourceFile>],
    paths: &[PathBuf],
    root: &Path,
) {
    let named: Vec<String> = paths
        .iter()
        .filter(|p| p.is_file())
        .map(|p| display(root, p))
        .collect();
    let (explicit, walked): (Vec<_>, Vec<_>) = empty
        .iter()
        .partition(|s| named.iter().any(|n| n == s.path()));
    for source in explicit {
        diags.push(
            Diagnostic::new(
                RuleId::CODE_NO_COMPONENT,
                Location::new(source, 0..0),
                format!("no component in `{}`", source.path()),
            )
            .with_help("a component must carry `#[component]`, `#[function_component]` or `impl Component` written out, not produced by a macro"),
        );
    }
    if let Some(first) = walked.first() {
        let names: Vec<&str> = walked.iter().map(|s| s.path()).collect();
        let (noun, verb) = if names.len() == 1 {
            ("file", "holds")
        } else {
            ("files", "hold")
        };
        diags.push(
            Diagnostic::new(
                RuleId::CODE_NO_COMPONENT,
                Location::new(first, 0..0),
                format!("{} {noun} {verb} no component: {}", names.len(), list(&names)),
            )
            .with_severity(Severity::Note)
            .with_help("helper modules are expected; a component uispec missed must carry its attribute written out, not produced by a macro"),
        );
    }
}

fn skipped_private(first: &Component, private: &[Component]) -> Diagnostic {
    let names: Vec<&str> = private.iter().map(|c| c.name.as_str()).collect();
    let noun = if names.len() == 1 {
        "component that is"
    } else {
        "components that are"
    };
    Diagnostic::new(
        RuleId::INFER_SKIPPED,
        first.location.clone(),
        format!(
            "skipped {} {noun} not public API: {}",
            names.len(),
            list(&names)
        ),
    )
    .with_label("not reachable from outside the crate")
    .with_help("a component is public API when it is `pub` in a module that is `pub` all the way from `lib.rs`, or when a `pub use` re-exports it; pass --include-private to infer specs for the others too")
}

/// `a, b, c and 4 more`.
fn list(names: &[&str]) -> String {
    const SHOWN: usize = 5;
    let shown: Vec<String> = names.iter().take(SHOWN).map(|n| format!("`{n}`")).collect();
    match names.len().checked_sub(SHOWN) {
        Some(more) if more > 0 => format!("{} and {more} more", shown.join(", ")),
        _ => shown.join(", "),
    }
}

fn duplicate(component: &Component, earlier: &Component, kebab: &str) -> Diagnostic {
    Diagnostic::new(
        RuleId::SPEC_DUPLICATE_NAME,
        component.location.clone(),
        format!(
            "two components would be written to `{kebab}.json`: `{}` and `{}`",
            earlier.name, component.name
        ),
    )
    .with_label("not written")
    .with_related(earlier.location.clone(), "this one is written")
    .with_help("infer one of them at a time with `--out`, or rename one component")
}

#[cfg(test)]
mod tests {
    use super::modules;

    #[test]
    fn a_module_the_name_already_says_is_left_out() {
        // biji-ui: `src/components/switch/root.rs` holds `Root` and `RootWith`.
        let m = modules("RootWith", "biji-ui/src/components/switch/root.rs");
        assert_eq!(m, ["biji-ui", "components", "switch"]);
        assert_eq!(
            modules("Root", "src/components/switch/root.rs"),
            ["components", "switch"]
        );
        // `atoms/button/link_button.rs`: `AtomsLinkButton`, not `AtomsButtonLinkButton`.
        assert_eq!(
            modules("LinkButton", "src/atoms/button/link_button.rs"),
            ["atoms"]
        );
        assert_eq!(
            modules("Button", "ui/src/new_york/button.rs"),
            ["ui", "new_york"]
        );
    }
}
