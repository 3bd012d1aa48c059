//! Anatomy parts from sibling components: `CardHeader` is part `header` of `Card` only with
//! evidence, since a shared prefix alone also joins unrelated components (`SelectMulti` is
//! not a part of `Select`, `Caption1Strong` not of `Caption1`).
//!
//! A sibling whose name ends in `Impl`, `Inner` or `Internal` is how its parent is built
//! (`DialogContentImpl` behind `DialogContent`), not a piece of it: never a part. A private
//! sibling can be one (`DialogOverlay`, rendered by `Dialog` only). Evidence is one of:
//! - the parent's body names the sibling (`<CardHeader>` in its markup, or a call);
//! - the parent's docs name it (`Compose with [`CardHeader`] …`);
//! - the compound pattern: the parent provides a context (`provide_context`,
//!   `use_context_provider`, `<Provider value=…>`, `<ContextProvider<…>>`: the frameworks'
//!   `ContextApi`) and the sibling reads one (`use_context`, `expect_context`,
//!   `consume_context`), which is how compound components share state.

use std::collections::HashSet;

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

use crate::framework::Framework;
use crate::naming;

/// What a component's body says about other components, read from its tokens (markup macros
/// included).
#[derive(Debug, Default, Clone)]
pub(super) struct BodyFacts {
    /// Capitalized identifiers: components, types.
    names: HashSet<String>,
    provides_context: bool,
    reads_context: bool,
}

impl BodyFacts {
    /// The facts of a component function's body.
    pub(super) fn of_block(block: &syn::Block) -> BodyFacts {
        let mut facts = BodyFacts::default();
        facts.visit_block(block);
        facts
    }

    /// The facts of a Yew `impl Component` block (its `view`).
    pub(super) fn of_impl(item: &syn::ItemImpl) -> BodyFacts {
        let mut facts = BodyFacts::default();
        facts.visit_item_impl(item);
        facts
    }

    fn note(&mut self, ident: String) {
        // The frameworks' own names for providing and reading contexts (their profiles).
        let apis = Framework::ALL.iter().map(|f| &f.profile().contexts);
        for api in apis {
            let name = ident.as_str();
            if api.provide.contains(&name) || api.provider_elements.iter().any(|(e, _)| *e == name)
            {
                self.provides_context = true;
            }
            if api.read.contains(&name) {
                self.reads_context = true;
            }
        }
        if ident.starts_with(|c: char| c.is_ascii_uppercase()) {
            self.names.insert(ident);
        }
    }

    /// Markup macros are tokens to syn: their identifiers are read from the tokens.
    fn scan(&mut self, tokens: TokenStream) {
        for tree in tokens {
            match tree {
                TokenTree::Group(group) => self.scan(group.stream()),
                TokenTree::Ident(ident) => self.note(ident.to_string()),
                _ => {}
            }
        }
    }
}

impl<'ast> Visit<'ast> for BodyFacts {
    fn visit_ident(&mut self, ident: &'ast proc_macro2::Ident) {
        self.note(ident.to_string());
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        self.visit_path(&node.path);
        self.scan(node.tokens.clone());
    }
}

/// One component of a file, as the part finder sees it.
pub(super) struct Member<'a> {
    pub(super) name: &'a str,
    pub(super) doc: Option<&'a str>,
    pub(super) body: &'a BodyFacts,
}

/// Endings of a component's name that make it its parent's implementation, not a part.
const IMPLEMENTATION: &[&str] = &["Impl", "Inner", "Internal"];

/// For each member, the parts its siblings with evidence make (camel case, in file order).
/// Names are sorted once, so each member looks only at the names that start with its own.
pub(super) fn sibling_parts(members: &[Member<'_>]) -> Vec<Vec<String>> {
    let mut by_name: Vec<usize> = (0..members.len()).collect();
    by_name.sort_by_key(|&i| members[i].name);
    members
        .iter()
        .map(|parent| {
            let from = by_name.partition_point(|&i| members[i].name < parent.name);
            let mut siblings: Vec<usize> = by_name[from..]
                .iter()
                .copied()
                .take_while(|&i| members[i].name.starts_with(parent.name))
                .collect();
            siblings.sort_unstable();
            siblings
                .into_iter()
                .filter_map(|i| {
                    let sibling = &members[i];
                    let rest = &sibling.name[parent.name.len()..];
                    let evidence = !IMPLEMENTATION.iter().any(|end| rest.ends_with(end))
                        && rest.starts_with(|c: char| c.is_ascii_uppercase())
                        && (parent.body.names.contains(sibling.name)
                            || parent.doc.is_some_and(|doc| names_word(doc, sibling.name))
                            || (parent.body.provides_context && sibling.body.reads_context));
                    evidence.then(|| naming::to_camel(rest))
                })
                .collect()
        })
        .collect()
}

/// Whether `text` holds `word` as a whole identifier (not inside `CardHeaderTitle`).
fn names_word(text: &str, word: &str) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|w| w == word)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(code: &str) -> BodyFacts {
        BodyFacts::of_block(&syn::parse_str(code).unwrap())
    }

    fn parts(members: &[(&str, Option<&str>, &str)]) -> Vec<Vec<String>> {
        let bodies: Vec<BodyFacts> = members.iter().map(|(_, _, code)| body(code)).collect();
        let members: Vec<Member<'_>> = members
            .iter()
            .zip(&bodies)
            .map(|((name, doc, _), body)| Member {
                name,
                doc: *doc,
                body,
            })
            .collect();
        sibling_parts(&members)
    }

    #[test]
    fn an_implementation_is_no_part_of_what_it_implements() {
        let found = parts(&[
            (
                "DialogContent",
                None,
                "{ view! { <DialogContentImpl>{children()}</DialogContentImpl> } }",
            ),
            (
                "DialogContentImpl",
                None,
                "{ view! { <div role=\"dialog\"/> } }",
            ),
        ]);
        assert_eq!(found[0], Vec::<String>::new());
    }

    #[test]
    fn a_shared_prefix_alone_is_not_a_part() {
        let found = parts(&[
            ("Select", None, "{ view! { <select/> } }"),
            ("SelectMulti", None, "{ view! { <select multiple/> } }"),
        ]);
        assert_eq!(found, vec![Vec::<String>::new(), Vec::new()]);
    }

    #[test]
    fn markup_docs_and_context_are_evidence() {
        let found = parts(&[
            (
                "Card",
                Some("A card.\n\nHolds a [`CardFooter`]."),
                "{ view! { <div><CardHeader/>{children()}</div> } }",
            ),
            ("CardHeader", None, "{ view! { <header/> } }"),
            ("CardFooter", None, "{ view! { <footer/> } }"),
            ("CardFooterNote", None, "{ view! { <small/> } }"),
        ]);
        assert_eq!(found[0], ["header", "footer"]);
        assert_eq!(found[2], Vec::<String>::new(), "no evidence for the note");

        let found = parts(&[
            ("Tabs", None, "{ provide_context(value); view! { <div/> } }"),
            (
                "TabsTrigger",
                None,
                "{ let v = expect_context::<RwSignal<String>>(); view! { <button/> } }",
            ),
            ("TabsIcon", None, "{ view! { <svg/> } }"),
        ]);
        assert_eq!(found[0], ["trigger"]);
    }
}
