//! What a file's `use` items take from other crates: where a component the file renders but
//! its crate does not define may come from (see `dependencies`).

use syn::Item;

/// What a file's `use` items take from other crates.
#[derive(Debug, Clone, Default)]
pub(super) struct Imports {
    /// `(name, crate)`: `use dioxus_router::components::Link` is `("Link", "dioxus_router")`.
    named: Vec<(String, String)>,
    /// Crates a glob takes every public name of (`use leptos::prelude::*` is `leptos`).
    globs: Vec<String>,
}

impl Imports {
    /// The imports of a file's top-level `use` items.
    pub(super) fn collect(items: &[Item]) -> Imports {
        let mut imports = Imports::default();
        for item in items {
            let Item::Use(item) = item else { continue };
            super::visibility::flatten(&item.tree, &mut Vec::new(), &mut |from, name, alias| {
                let Some(root) = from.first().filter(|root| !local(root)) else {
                    return;
                };
                match name.as_str() {
                    "*" => imports.globs.push(root.clone()),
                    _ => imports.named.push((alias, root.clone())),
                }
            });
        }
        imports
    }

    /// The crates a component written `qualifier::…::name` or `name` may come from, and
    /// whether what those crates re-export from theirs may hold it too. A qualifier is a crate
    /// only when nothing imports it (`dioxus_router::components::Link`); one a `use` brings in
    /// is a module (`document` of `use dioxus::document`), whose items are not followed.
    pub(super) fn crates_of<'s>(
        &'s self,
        qualifier: Option<&'s str>,
        name: &str,
    ) -> (Vec<&'s str>, bool) {
        let imported = |wanted: &str| -> Vec<&'s str> {
            (self.named.iter())
                .filter(|(alias, _)| alias == wanted)
                .map(|(_, root)| root.as_str())
                .collect()
        };
        match qualifier {
            Some(qualifier) if local(qualifier) || !imported(qualifier).is_empty() => {
                (Vec::new(), false)
            }
            Some(qualifier) => (vec![qualifier], false),
            None => match imported(name) {
                named if named.is_empty() => {
                    (self.globs.iter().map(String::as_str).collect(), true)
                }
                named => (named, true),
            },
        }
    }
}

/// A path root that is not another crate.
fn local(root: &str) -> bool {
    matches!(root, "crate" | "self" | "super" | "std" | "core" | "alloc")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_component_comes_from_the_crate_its_file_imports_it_from() {
        let file: syn::File = syn::parse_str(
            "use dioxus::prelude::*;\nuse dioxus_router::components::{Link as RouterLink};\n\
             use crate::icons::Icon;\nuse leptos::document;\nuse super::*;",
        )
        .unwrap();
        let imports = Imports::collect(&file.items);
        assert_eq!(
            imports.crates_of(None, "RouterLink"),
            (vec!["dioxus_router"], true)
        );
        // Not imported by name: any glob's crate (not `super`'s).
        assert_eq!(imports.crates_of(None, "Script"), (vec!["dioxus"], true));
        // A crate path is that crate only; a module a `use` brings in is not followed.
        let direct = imports.crates_of(Some("dioxus_router"), "Link");
        assert_eq!(direct, (vec!["dioxus_router"], false));
        assert!(imports.crates_of(Some("document"), "Link").0.is_empty());
        assert!(imports.crates_of(Some("crate"), "Icon").0.is_empty());
        assert!(imports.crates_of(Some("self"), "Icon").0.is_empty());
    }
}
