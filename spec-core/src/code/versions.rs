//! Framework versions uispec does not read: a crate whose `Cargo.toml` depends on one gets a
//! `code-framework` warning at that dependency, so that facts read with the rules of another
//! version (Leptos 0.6's `#[prop(attrs)]`, its `MaybeSignal` props) are not taken on trust.
//!
//! Supported: Leptos 0.7 and 0.8, Dioxus 0.6 and 0.7, Yew 0.21 and later (the versions whose
//! rules the profiles in [`crate::framework`] encode).

use std::path::Path;

use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity, SourceFile};
use crate::rules::RuleId;

/// Each framework's crate name, the oldest `0.x` minor version read, and the versions read
/// as they are written in messages.
const SUPPORTED: &[(&str, u64, &str)] = &[
    ("leptos", 7, "0.7 and 0.8"),
    ("dioxus", 6, "0.6 and 0.7"),
    ("yew", 21, "0.21 and later"),
];

/// Warns, in `diags`, for each dependency of the crate at `crate_dir` on a framework version
/// uispec does not read. The `Cargo.toml` is read only when it is inside `root` (code paths may
/// be configured anywhere; their manifests are not uispec's to read) and with the usual cap.
pub(super) fn check(diags: &mut Diagnostics, root: &Path, crate_dir: &Path) {
    let manifest = crate_dir.join("Cargo.toml");
    if !crate_dir.starts_with(root) {
        return;
    }
    let Ok(text) = crate::confine::read_text(&manifest) else {
        return;
    };
    let Ok(table) = text.parse::<toml::Table>() else {
        return; // Cargo reports a broken manifest better than uispec could.
    };
    let Some(dependencies) = table.get("dependencies").and_then(toml::Value::as_table) else {
        return;
    };
    let file = SourceFile::new(crate::loader::display(root, &manifest), text.clone());
    for (name, oldest, supported) in SUPPORTED {
        let version = match dependencies.get(*name) {
            Some(toml::Value::String(version)) => version.as_str(),
            Some(toml::Value::Table(table)) => {
                match table.get("version").and_then(toml::Value::as_str) {
                    Some(version) => version,
                    None => continue, // `workspace = true`, a path or git dependency: unknown
                }
            }
            _ => continue,
        };
        let Some(minor) = zero_minor(version) else {
            continue;
        };
        if minor >= *oldest {
            continue;
        }
        diags.push(
            Diagnostic::new(
                RuleId::CODE_FRAMEWORK,
                Location::new(&file, span_of(&text, name, version)),
                format!(
                    "this crate depends on {name} {version}: uispec reads {name} {supported}, so what it reads of these components may be wrong"
                ),
            )
            .with_severity(Severity::Warning)
            .with_label("an older version")
            .with_help(format!(
                "upgrade to {name} {supported}; until then, check inferred specs by hand (older versions declare props differently)"
            )),
        );
    }
}

/// The minor version of a `0.x` requirement (`"0.6"`, `"^0.6.11"`, `"=0.6.5"`, `"~0.5"`).
fn zero_minor(requirement: &str) -> Option<u64> {
    let version = requirement.trim().trim_start_matches(['^', '~', '=', ' ']);
    let mut parts = version.split('.');
    if parts.next()? != "0" {
        return None;
    }
    parts.next()?.parse().ok()
}

/// Where the dependency's version is written: the first `"<version>"` after a line that
/// starts with the crate's name, else the start of the file.
fn span_of(text: &str, name: &str, version: &str) -> std::ops::Range<usize> {
    let quoted = format!("\"{version}\"");
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let key = line.trim_start().strip_prefix(name);
        if key.is_some_and(|rest| rest.starts_with([' ', '\t', '=', '.']))
            && let Some(at) = line.find(&quoted)
        {
            return offset + at..offset + at + quoted.len();
        }
        offset += line.len();
    }
    0..0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requirements_give_their_minor_version() {
        assert_eq!(zero_minor("0.6"), Some(6));
        assert_eq!(zero_minor("^0.6.11"), Some(6));
        assert_eq!(zero_minor("=0.5.2"), Some(5));
        assert_eq!(zero_minor("1.0"), None);
        assert_eq!(zero_minor("*"), None);
    }

    #[test]
    fn the_span_is_the_version_on_the_dependency_line() {
        let text = "[dependencies]\nleptos-use = \"0.6\"\nleptos = { version = \"0.6\", features = [\"csr\"] }\n";
        let span = span_of(text, "leptos", "0.6");
        assert_eq!(&text[span.clone()], "\"0.6\"");
        assert!(span.start > text.find("leptos =").unwrap());
    }
}
