//! What the architecture forbids, checked on the sources themselves (rust-analyzer's `tidy`
//! idea): a rule here fails the default `cargo test` the day a change breaks it.

use std::path::{Path, PathBuf};

/// The non-test source of every `.rs` file under the workspace's crates' `src/`: the text
/// before the file's `#[cfg(test)]` module.
fn sources() -> Vec<(PathBuf, String)> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    let mut dirs: Vec<PathBuf> = ["spec-core", "spec-cli", "spec-build", "spec-macros"]
        .iter()
        .map(|krate| workspace.join(krate).join("src"))
        .collect();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let code = text.split("#[cfg(test)]").next().unwrap_or_default();
                let relative = path.strip_prefix(workspace).unwrap().to_owned();
                files.push((relative, code.to_owned()));
            }
        }
    }
    files.sort();
    files
}

/// The lines of the sources under `within` (a path prefix; outside comments, test modules and
/// `uispec_core::fs::` calls) that make one of `calls`, as `path:line: text`, except those
/// `allowed` lists: a file and a text the line holds (an empty text: the whole file).
fn calls_outside(within: &str, calls: &[&str], allowed: &[(&str, &str)]) -> Vec<String> {
    let mut found = Vec::new();
    for (path, code) in sources() {
        let path = path.to_string_lossy().replace('\\', "/");
        // A module of tests in a file of its own.
        if path.ends_with("/tests.rs") || !path.starts_with(within) {
            continue;
        }
        for (number, line) in code.lines().enumerate() {
            let line = line.trim_start();
            if line.starts_with("//") || line.contains("uispec_core::fs::") {
                continue;
            }
            let exempt = allowed
                .iter()
                .any(|(file, what)| *file == path && (what.is_empty() || line.contains(what)));
            if calls.iter().any(|call| line.contains(call)) && !exempt {
                found.push(format!("{path}:{}: {line}", number + 1));
            }
        }
    }
    found
}

/// Every file uispec writes goes through `uispec_core::fs` (`write_file`, `create_dir`), which
/// confines the write to the places its caller names: nothing else in the code creates,
/// replaces or removes a file. The exceptions are listed here, each with why it is safe.
#[test]
fn every_write_goes_through_the_one_confined_writer() {
    const RAW: &[&str] = &[
        "fs::write(",
        "File::create",
        "OpenOptions",
        "create_dir_all",
        "create_dir(",
        "fs::rename",
        "fs::copy",
        "remove_file",
        "remove_dir",
        "hard_link",
    ];
    const ALLOWED: &[(&str, &str)] = &[
        // The writer itself.
        ("spec-core/src/fs.rs", ""),
        // The step summary file GitHub names in `$GITHUB_STEP_SUMMARY`: the runner's, not a
        // file of the project's.
        ("spec-cli/src/cmd/validate.rs", "OpenOptions"),
        // Stale pages that the last run recorded, removed only as regular files reached
        // through no link below the output folder.
        ("spec-cli/src/cmd/docs.rs", "remove_file"),
        // The temporary folders of `uispec test`, uispec's own, removed on a signal.
        ("spec-cli/src/processes.rs", "remove_dir"),
        // Text of the generated harness: it writes a render's HTML to the file uispec names.
        ("spec-core/src/harness/source.rs", "fs::write("),
        // `uispec diff`: a git revision's files, into the fresh scratch folder uispec made for
        // them (0700, removed on every exit), each name one path component and no link
        // written, so nothing on the way can lead out of it. Atomic writes would double the
        // files a revision costs to make, for a folder no one else reads.
        ("spec-cli/src/cmd/diff/revision.rs", "fs::write("),
        ("spec-cli/src/cmd/diff/revision.rs", "create_dir_all"),
    ];
    let raw = calls_outside("", RAW, ALLOWED);
    assert!(
        raw.is_empty(),
        "writes outside uispec_core::fs (use write_file or create_dir with the allowed places):\n{}",
        raw.join("\n")
    );
}

/// The string literals of every `const` list in `code`, with the line it starts on.
fn const_lists(code: &str) -> Vec<(usize, Vec<String>)> {
    let mut lists = Vec::new();
    let lines: Vec<&str> = code.lines().collect();
    let mut at = 0;
    while at < lines.len() {
        let line = lines[at].trim_start();
        let is_list = (line.starts_with("const ")
            || line.starts_with("pub const ")
            || line.starts_with("pub(crate) const ")
            || line.starts_with("pub(super) const "))
            && line.contains("&str")
            && line.contains("= &[");
        if !is_list {
            at += 1;
            continue;
        }
        let start = at;
        let mut text = String::new();
        while at < lines.len() {
            text.push_str(lines[at]);
            text.push('\n');
            at += 1;
            if lines[at - 1].trim_end().ends_with("];") {
                break;
            }
        }
        let literals = text
            .split('"')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect();
        lists.push((start + 1, literals));
    }
    lists
}

/// A state is declared once, in `states.rs` (`uispec_core::states::STATES`): no other list in
/// the sources names three or more of its states. The exceptions name what is not uispec's
/// vocabulary.
#[test]
fn states_are_declared_once() {
    const OTHERS: &[(&str, &str)] = &[
        // Tailwind v4's own variant names, which the Tailwind output must never replace.
        ("spec-core/src/css/tailwind.rs", "TAILWIND_VARIANTS"),
        // The values a Figma interaction-state axis takes (`rest`, `hovered`, `focused`).
        ("spec-core/src/figma/import.rs", "STATE_WORDS"),
        // The words DOM event names are glued from (`onbeforeinput`, `onchecked`).
        ("spec-core/src/code/events.rs", "WORDS"),
    ];
    let names = uispec_core::states::STATES
        .iter()
        .flat_map(|state| std::iter::once(state.key).chain(state.forced.iter().copied()));
    declared_once("states", names, OTHERS);
}

/// A role is declared once, in `roles.rs` (`uispec_core::roles::ROLES`): no other list in the
/// sources names three or more roles. The APG patterns name the roles each pattern is for.
#[test]
fn roles_are_declared_once() {
    const OTHERS: &[(&str, &str)] = &[
        // HTML's `<input type>` values (`button`, `checkbox`, `search`, `radio`).
        ("spec-core/src/code/extract.rs", "TYPES"),
        // HTML elements and the parents they live in (`option`, `table`, `figure`).
        ("spec-core/src/html.rs", "CONTEXTS"),
        // CSS's initial values (`none`), beside the longhands a visual baseline keeps.
        ("spec-core/src/css/property_names.rs", "TRACKED"),
    ];
    let names = uispec_core::roles::ROLES.iter().map(|role| role.name);
    declared_once("roles", names, OTHERS);
}

/// A tokenMapping property is declared once, in `properties.rs`
/// (`uispec_core::properties::PROPERTIES`): no other list names three or more of its names.
#[test]
fn properties_are_declared_once() {
    const OTHERS: &[(&str, &str)] = &[
        // CSS's own property names, which a spec may also write (`min-height`, `fontSize`).
        ("spec-core/src/css/property_names.rs", "CSS_PROPERTIES"),
        // The computed longhands a visual baseline keeps, with their initial values.
        ("spec-core/src/css/property_names.rs", "TRACKED"),
        // The token types Tokens Studio adds to DTCG's (`borderRadius`, `boxShadow`).
        ("spec-core/src/tokens/legacy.rs", "STUDIO_TYPES"),
    ];
    let names = uispec_core::properties::PROPERTIES.iter().map(|p| p.name);
    declared_once("properties", names, OTHERS);
}

/// Fails when a `const` list outside `spec-core/src/<table>.rs` names three or more of `names`,
/// but for the `others` (see [`restatements`]).
fn declared_once<'a>(table: &str, names: impl Iterator<Item = &'a str>, others: &[(&str, &str)]) {
    let restated = restatements(&format!("spec-core/src/{table}.rs"), names, others);
    assert!(
        restated.is_empty(),
        "lists that restate the table of `spec-core/src/{table}.rs` (derive them from it):\n{}",
        restated.join("\n")
    );
}

/// The `const` lists outside `table` (a path) that name three or more of `names`, but for the
/// `others`: (file, list name) pairs that are another vocabulary sharing words with this one.
fn restatements<'a>(
    table: &str,
    names: impl Iterator<Item = &'a str>,
    others: &[(&str, &str)],
) -> Vec<String> {
    let names: Vec<&str> = names.collect();
    let mut restated = Vec::new();
    for (path, code) in sources() {
        let path = path.to_string_lossy().replace('\\', "/");
        if path == table {
            continue;
        }
        for (line, literals) in const_lists(&code) {
            let named = literals
                .iter()
                .filter(|l| names.contains(&l.as_str()))
                .count();
            let first = code.lines().nth(line - 1).unwrap_or_default();
            let allowed = others
                .iter()
                .any(|(file, list)| *file == path && first.contains(list));
            if named >= 3 && !allowed {
                restated.push(format!("{path}:{line}: {}", first.trim()));
            }
        }
    }
    restated
}

/// Every file uispec reads goes through `uispec_core::confine` (a regular file, read with a
/// byte cap; a FIFO or a device is refused unopened): no other read of a file in the sources.
#[test]
fn every_read_goes_through_confine() {
    const RAW: &[&str] = &["fs::read(", "fs::read_to_string(", "File::open("];
    const ALLOWED: &[(&str, &str)] = &[
        // The readers themselves.
        ("spec-core/src/confine.rs", ""),
        ("spec-core/src/fs.rs", ""),
        // The kernel's word on this process's user (whether Chromium needs `--no-sandbox`),
        // not a file of the project's.
        ("spec-cli/src/browser.rs", "/proc/self/status"),
    ];
    let raw = calls_outside("", RAW, ALLOWED);
    assert!(
        raw.is_empty(),
        "reads outside uispec_core::confine (use read_regular or read_text):\n{}",
        raw.join("\n")
    );
}

/// `spec-cli` is a shell: it parses arguments, runs uispec-core and prints. Every finding is
/// built in uispec-core (so `validate`, the editor and `build.rs` report it alike), and no token
/// value is read here: colours, references and themes are uispec-core's readings.
#[test]
fn the_cli_builds_no_finding_and_reads_no_token_value() {
    const DOMAIN: &[&str] = &[
        "Diagnostic::new(",
        "RuleId::",
        "concrete_value(",
        "resolved_value(",
        "Rgba::from_value(",
        // A `{…}` reference parsed by hand (`uispec_core::reference` parses them).
        "strip_prefix('{')",
        "trim_start_matches('{')",
    ];
    const ALLOWED: &[(&str, &str)] = &[
        // A rule id the editor names (hover on an id, the deprecated tag) or `explain` looks up.
        ("spec-cli/src/lsp/target.rs", "RuleId::from_id"),
        (
            "spec-cli/src/lsp/diagnostics.rs",
            "RuleId::TOKEN_DEPRECATED",
        ),
        ("spec-cli/src/cmd/explain.rs", "RuleId::from_id"),
        // Completion matches the reference being typed, unfinished, against token paths.
        (
            "spec-cli/src/lsp/completion.rs",
            "edit.typed.trim_start_matches('{')",
        ),
    ];
    let found = calls_outside("spec-cli/src", DOMAIN, ALLOWED);
    assert!(
        found.is_empty(),
        "domain logic in spec-cli (build findings and read tokens in uispec-core):\n{}",
        found.join("\n")
    );
}

/// The modules of a crate (`src/a/b.rs` and `src/a/b/mod.rs` are `a::b`), each with the
/// modules its non-test code names (`crate::…`, `super::…`, `self::…` paths and `use` trees),
/// resolved to the longest module they start with.
fn module_graph(krate: &str) -> Vec<(Vec<String>, Vec<Vec<String>>)> {
    use syn::visit::Visit;

    struct Paths {
        here: Vec<String>,
        found: Vec<Vec<String>>,
    }
    impl Paths {
        fn absolute(&self, segments: &[String]) -> Option<Vec<String>> {
            let mut at = self.here.clone();
            let mut rest = segments;
            match rest.first().map(String::as_str) {
                Some("crate") => {
                    at.clear();
                    rest = &rest[1..];
                }
                Some("self") => rest = &rest[1..],
                Some("super") => {
                    while rest.first().map(String::as_str) == Some("super") {
                        at.pop()?;
                        rest = &rest[1..];
                    }
                }
                _ => return None,
            }
            at.extend(rest.iter().cloned());
            Some(at)
        }
        fn tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
            match tree {
                syn::UseTree::Path(path) => {
                    prefix.push(path.ident.to_string());
                    self.tree(prefix, &path.tree);
                    prefix.pop();
                }
                syn::UseTree::Name(name) => self.used(prefix, &name.ident),
                syn::UseTree::Rename(rename) => self.used(prefix, &rename.ident),
                syn::UseTree::Glob(_) => {
                    if let Some(path) = self.absolute(prefix) {
                        self.found.push(path);
                    }
                }
                syn::UseTree::Group(group) => {
                    for item in &group.items {
                        self.tree(prefix, item);
                    }
                }
            }
        }
        fn used(&mut self, prefix: &[String], ident: &syn::Ident) {
            let mut whole = prefix.to_vec();
            if ident != "self" {
                whole.push(ident.to_string());
            }
            if let Some(path) = self.absolute(&whole) {
                self.found.push(path);
            }
        }
    }
    impl<'a> Visit<'a> for Paths {
        fn visit_item_use(&mut self, item: &'a syn::ItemUse) {
            self.tree(&mut Vec::new(), &item.tree);
        }
        fn visit_path(&mut self, path: &'a syn::Path) {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            if let Some(path) = self.absolute(&segments) {
                self.found.push(path);
            }
            syn::visit::visit_path(self, path);
        }
        fn visit_item_mod(&mut self, item: &'a syn::ItemMod) {
            let test = item.attrs.iter().any(|a| {
                a.path().is_ident("cfg")
                    && a.meta
                        .require_list()
                        .is_ok_and(|l| l.tokens.to_string() == "test")
            });
            if !test {
                syn::visit::visit_item_mod(self, item);
            }
        }
    }

    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let src = workspace.join(krate).join("src");
    let mut files = Vec::new();
    let mut dirs = vec![src.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let module_of = |file: &Path| -> Vec<String> {
        let relative = file.strip_prefix(&src).unwrap().with_extension("");
        let mut module: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if matches!(
            module.last().map(String::as_str),
            Some("mod" | "lib" | "main")
        ) {
            module.pop();
        }
        module
    };
    let modules: Vec<Vec<String>> = files.iter().map(|f| module_of(f)).collect();
    let mut graph = Vec::new();
    for file in &files {
        let here = module_of(file);
        let text = std::fs::read_to_string(file).unwrap();
        // A file that is not Rust syntax here (none should be) names nothing.
        let Ok(parsed) = syn::parse_file(&text) else {
            continue;
        };
        let mut paths = Paths {
            here: here.clone(),
            found: Vec::new(),
        };
        paths.visit_file(&parsed);
        let mut named: Vec<Vec<String>> = Vec::new();
        for path in paths.found {
            let target = (0..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|prefix| modules.contains(prefix));
            if let Some(target) = target
                && target != here
                && !named.contains(&target)
            {
                named.push(target);
            }
        }
        graph.push((here, named));
    }
    graph
}

/// Within every module, its children name each other without a circle: for each parent, the
/// graph of "a child names a sibling" (through any of their descendants) has no cycle. A circle
/// is a pair of modules that cannot be understood, tested or moved one without the other.
#[test]
fn no_module_names_its_siblings_in_a_circle() {
    let mut circles = Vec::new();
    for krate in ["spec-core", "spec-cli", "spec-build", "spec-macros"] {
        // (parent, child, sibling it names)
        let mut edges: Vec<(Vec<String>, String, String)> = Vec::new();
        for (module, named) in module_graph(krate) {
            for target in named {
                let common = module
                    .iter()
                    .zip(&target)
                    .take_while(|(a, b)| a == b)
                    .count();
                // A module naming its ancestor or its descendant is no sibling edge.
                if common == module.len() || common == target.len() {
                    continue;
                }
                let edge = (
                    module[..common].to_vec(),
                    module[common].clone(),
                    target[common].clone(),
                );
                if !edges.contains(&edge) {
                    edges.push(edge);
                }
            }
        }
        // A cycle: a sibling that reaches itself.
        for (parent, from, _) in &edges {
            let mut seen = vec![from.clone()];
            let mut frontier = vec![from.clone()];
            let mut back = false;
            while let Some(at) = frontier.pop() {
                for (p, a, b) in &edges {
                    if p == parent && *a == at {
                        if b == from {
                            back = true;
                        } else if !seen.contains(b) {
                            seen.push(b.clone());
                            frontier.push(b.clone());
                        }
                    }
                }
            }
            let name = format!("{krate}::{}", parent.join("::"));
            let circle = format!("{name}: {from}");
            if back && !circles.contains(&circle) {
                circles.push(circle);
            }
        }
    }
    assert!(
        circles.is_empty(),
        "modules in an import circle with a sibling (parent: module):\n{}",
        circles.join("\n")
    );
}

/// What is particular to one framework is its profile (`framework/<name>.rs`): no code outside
/// `framework/` names a framework, so a new framework is one file and the readers, checks and
/// generators stay the same.
#[test]
fn only_the_framework_profiles_name_a_framework() {
    const NAMES: &[&str] = &[
        "Framework::Leptos",
        "Framework::Dioxus",
        "Framework::Yew",
        "Framework::Sycamore",
    ];
    let found: Vec<String> = calls_outside("", NAMES, &[])
        .into_iter()
        .filter(|line| !line.starts_with("spec-core/src/framework/"))
        .collect();
    assert!(
        found.is_empty(),
        "a framework named outside its profile (give the profile a field instead):\n{}",
        found.join("\n")
    );
}

/// Each check is a leaf: no file of `checks/` names another check (what two share lives outside,
/// in the vocabulary tables, `binding`, `reader`), so a rule can be read, run and changed alone.
/// A check of several files (`checks/alignment/`) uses its own files.
#[test]
fn no_check_uses_another() {
    let mut found = Vec::new();
    for (module, named) in module_graph("spec-core") {
        if module.first().map(String::as_str) != Some("checks") || module.len() < 2 {
            continue;
        }
        for target in named {
            let other_check = target.first().map(String::as_str) == Some("checks")
                && target.len() >= 2
                && target[1] != module[1];
            if other_check {
                found.push(format!("{} names {}", module.join("::"), target.join("::")));
            }
        }
    }
    assert!(
        found.is_empty(),
        "checks that use another check:\n{}",
        found.join("\n")
    );
}

/// In the token engine and the checks a token is its [`NodeId`](uispec_core::tokens::NodeId),
/// never its dot-joined path: no map there is keyed by `path.join(".")`. (Where a path is
/// what the user wrote, `[css.tokens] rename`, or what two trees share, the editor's list and
/// the Tailwind namespaces, the joined path is the key: names cannot contain `.`.)
#[test]
fn the_engine_and_the_checks_key_no_map_by_a_joined_path() {
    let keyed: Vec<String> = sources()
        .into_iter()
        .filter(|(path, _)| {
            let path = path.to_string_lossy().replace('\\', "/");
            path.starts_with("spec-core/src/tokens/") || path.starts_with("spec-core/src/checks/")
        })
        .flat_map(|(path, code)| {
            code.lines()
                .enumerate()
                .filter(|(_, line)| {
                    line.contains("join(\".\")")
                        && [".get(", ".insert(", ".entry(", "contains"]
                            .iter()
                            .any(|op| line.contains(op))
                })
                .map(|(n, line)| format!("{}:{}: {}", path.display(), n + 1, line.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        keyed.is_empty(),
        "maps keyed by a joined token path:\n{}",
        keyed.join("\n")
    );
}

/// `uispec-build` and `uispec-macros` compile into every user's build: their whole graph of
/// normal dependencies stays within the budget docs/decisions.md records (23 crates, uispec's
/// own included). Adding one to uispec-core's default features shows here first.
#[test]
fn the_build_time_crates_stay_within_their_dependency_budget() {
    const BUDGET: usize = 23;
    for krate in ["uispec-build", "uispec-macros"] {
        let output = std::process::Command::new(env!("CARGO"))
            .args([
                "tree",
                "--offline",
                "-e",
                "normal",
                "--prefix",
                "none",
                "-p",
                krate,
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("cargo runs");
        assert!(
            output.status.success(),
            "cargo tree -p {krate}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let text = String::from_utf8_lossy(&output.stdout);
        let mut crates: Vec<&str> = text
            .lines()
            .map(|line| line.trim_end_matches(" (*)"))
            .filter(|line| !line.is_empty())
            .collect();
        crates.sort_unstable();
        crates.dedup();
        assert!(
            crates.len() <= BUDGET,
            "{krate} depends on {} crates, over its budget of {BUDGET}:\n{}",
            crates.len(),
            crates.join("\n")
        );
    }
}

/// ARCHITECTURE.md stays a map: under 200 lines, and every test it names by its function
/// (a backticked `snake_case` word of three or more words) exists.
#[test]
fn the_architecture_document_is_short_and_names_real_tests() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let text = std::fs::read_to_string(workspace.join("ARCHITECTURE.md")).unwrap();
    assert!(
        text.lines().count() < 200,
        "ARCHITECTURE.md has grown past 200 lines"
    );
    let tests = include_str!("architecture.rs");
    let missing: Vec<&str> = text
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|word| {
            word.split('_').count() >= 3 && word.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        })
        .filter(|word| !tests.contains(&format!("fn {word}()")))
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names tests that spec-core/tests/architecture.rs does not have: {missing:?}"
    );
}
