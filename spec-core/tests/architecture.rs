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
    let restated = restatements("spec-core/src/states.rs", names, OTHERS);
    assert!(
        restated.is_empty(),
        "lists that restate uispec_core::states::STATES (derive them from it):\n{}",
        restated.join("\n")
    );
}

/// A role is declared once, in `roles.rs` (`uispec_core::roles::ROLES`): no other list in the
/// sources names three or more roles. The APG patterns name the roles each pattern is for.
#[test]
fn roles_are_declared_once() {
    const OTHERS: &[(&str, &str)] = &[
        // HTML's `<input type>` values (`button`, `checkbox`, `search`, `radio`).
        ("spec-core/src/code/extract.rs", "TYPES"),
    ];
    let names = uispec_core::roles::ROLES.iter().map(|role| role.name);
    let restated = restatements("spec-core/src/roles.rs", names, OTHERS);
    assert!(
        restated.is_empty(),
        "lists that restate uispec_core::roles::ROLES (derive them from it):\n{}",
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
