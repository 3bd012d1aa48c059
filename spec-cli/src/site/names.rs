//! File names and anchors from names a user wrote: a spec called `../../etc` or `<script>`
//! gets a page with a plain name, and two names that look alike get two pages.

use std::collections::BTreeSet;

/// Hands out file stems (`icon-button`), each unique: `[a-z0-9-]` only, a number added on a
/// clash (`icon-button-2`), `page` for a name with nothing usable.
#[derive(Default)]
pub(super) struct Stems {
    taken: BTreeSet<String>,
    /// The next suffix to try per base: 20,000 names with one base once probed `-2`, `-3`, …
    /// from the start for each (46 s).
    next: std::collections::HashMap<String, usize>,
}

impl Stems {
    pub(super) fn take(&mut self, name: &str) -> String {
        let base = slug(name);
        let base = if base.is_empty() {
            "page".to_owned()
        } else {
            base
        };
        let mut n = self.next.get(&base).copied().unwrap_or(1);
        let mut stem = if n == 1 {
            base.clone()
        } else {
            format!("{base}-{n}")
        };
        // `index` is the site's own page.
        while stem == "index" || !self.taken.insert(stem.clone()) {
            n += 1;
            stem = format!("{base}-{n}");
        }
        self.next.insert(base, n + 1);
        stem
    }
}

/// `IconButton` → `icon-button`; runs of anything but ASCII letters and digits become one `-`.
fn slug(name: &str) -> String {
    let kebab = uispec_core::naming::to_kebab(name);
    let mut out = String::new();
    for c in kebab.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').chars().take(80).collect()
}

/// The id of a token's row: `t-` and its path, with anything outside `[A-Za-z0-9._-]`
/// written as `_` and its code point (ids are case-sensitive, so paths stay distinct).
pub(super) fn anchor(path: &str) -> String {
    let mut out = String::from("t-");
    for c in path.chars() {
        if c.is_ascii_alphanumeric() || matches!(c, '.' | '-') {
            out.push(c);
        } else {
            out.push_str(&format!("_{:x}_", u32::from(c)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_are_plain_and_unique() {
        let mut stems = Stems::default();
        assert_eq!(stems.take("IconButton"), "icon-button");
        assert_eq!(stems.take("icon-button"), "icon-button-2");
        assert_eq!(stems.take("../../etc/passwd"), "etc-passwd");
        assert_eq!(stems.take("<script>"), "script");
        assert_eq!(stems.take("日本"), "page");
        assert_eq!(stems.take("Index"), "index-2");
    }

    #[test]
    fn anchors_keep_paths_apart() {
        assert_eq!(anchor("color.blue-600"), "t-color.blue-600");
        assert_ne!(anchor("a b"), anchor("a_b"));
        assert_eq!(anchor("a\"b"), "t-a_22_b");
    }
}
