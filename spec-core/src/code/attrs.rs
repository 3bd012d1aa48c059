//! Reading attributes without expanding them: doc comments, `#[derive(..)]` lists, and the
//! option lists of `#[prop(..)]` / `#[props(..)]`, which are not all valid `syn::Meta`
//! (Dioxus writes `!optional`).

use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Attribute, Expr, Token};

/// The last segment of an attribute's path: `component` for `#[leptos::component]`.
pub(super) fn name(attr: &Attribute) -> Option<String> {
    attr.path().segments.last().map(|s| s.ident.to_string())
}

/// Whether the attribute's last path segment is `wanted` (compared without allocating: this
/// runs for every attribute of every item).
pub(super) fn is(attr: &Attribute, wanted: &str) -> bool {
    attr.path()
        .segments
        .last()
        .is_some_and(|s| s.ident == wanted)
}

/// The attributes whose last path segment is `wanted`.
pub(super) fn find<'a>(
    attrs: &'a [Attribute],
    wanted: &'a str,
) -> impl Iterator<Item = &'a Attribute> + 'a {
    attrs.iter().filter(move |attr| is(attr, wanted))
}

/// Whether an attribute with this last path segment is present.
pub(super) fn has(attrs: &[Attribute], wanted: &str) -> bool {
    find(attrs, wanted).next().is_some()
}

/// Whether a variant is marked the default: `#[default]` (with `#[derive(Default)]`), or a
/// derive helper of another crate that says `default` among its arguments (`#[tw(default)]`
/// of tailwind_fuse, `#[variant(default, class = "…")]`).
pub(super) fn marks_default(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|attr| match &attr.meta {
        syn::Meta::Path(path) => path.is_ident("default"),
        syn::Meta::List(list) => {
            let mut default = false;
            // Arguments that are not `name` or `name = value` / `name(...)` stop the parse;
            // whatever was seen before counts.
            let _ = list.parse_nested_meta(|meta| {
                default |= meta.path.is_ident("default");
                if meta.input.peek(syn::Token![=]) {
                    let _: syn::Expr = meta.value()?.parse()?;
                } else if meta.input.peek(syn::token::Paren) {
                    let _ = meta.input.step(|cursor| match cursor.token_tree() {
                        Some((_, rest)) => Ok(((), rest)),
                        None => Err(cursor.error("end")),
                    });
                }
                Ok(())
            });
            default && !list.path.is_ident("serde")
        }
        syn::Meta::NameValue(_) => false,
    })
}

/// Whether `#[cfg(test)]` (or `#[cfg(all(test, …))]`) leaves the item out of the library:
/// test fixtures are not components anyone can use.
pub(super) fn test_only(attrs: &[Attribute]) -> bool {
    find(attrs, "cfg").any(|attr| {
        let Ok(list) = attr.meta.require_list() else {
            return false;
        };
        let text: String = list.tokens.to_string().split_whitespace().collect();
        text == "test"
            || (text.starts_with("all(")
                && text[4..]
                    .split(',')
                    .any(|t| t.trim_end_matches(')') == "test"))
    })
}

/// The attributes of the kinds of item the code reader looks at (none for the others).
pub(super) fn of_item(item: &syn::Item) -> &[Attribute] {
    match item {
        syn::Item::Fn(item) => &item.attrs,
        syn::Item::Struct(item) => &item.attrs,
        syn::Item::Enum(item) => &item.attrs,
        syn::Item::Impl(item) => &item.attrs,
        syn::Item::Mod(item) => &item.attrs,
        syn::Item::Use(item) => &item.attrs,
        syn::Item::Macro(item) => &item.attrs,
        _ => &[],
    }
}

/// The string value of `#[name = "value"]` (`#[path = "x.rs"]`).
pub(super) fn name_value(attrs: &[Attribute], wanted: &str) -> Option<String> {
    find(attrs, wanted).find_map(|attr| match &attr.meta {
        syn::Meta::NameValue(syn::MetaNameValue {
            value:
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(text),
                    ..
                }),
            ..
        }) => Some(text.value()),
        _ => None,
    })
}

/// The `///` and `//!` text of `attrs`, one leading space removed per line, trimmed; `None`
/// when there is none.
pub(super) fn doc(attrs: &[Attribute]) -> Option<String> {
    let mut lines = Vec::new();
    for attr in find(attrs, "doc") {
        if let syn::Meta::NameValue(nv) = &attr.meta
            && let Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) = &nv.value
        {
            let text = text.value();
            if text.trim().is_empty() {
                // A bare `///` line: a paragraph break.
                lines.push(String::new());
            }
            for line in text.lines() {
                lines.push(line.strip_prefix(' ').unwrap_or(line).trim_end().to_owned());
            }
        }
    }
    let text = lines.join("\n");
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// The summary of a doc comment, on one line: a spec's short description. As rustdoc takes
/// it, the first paragraph, but after any Markdown headings (`/// # Accordion` names a
/// section, it describes nothing). `None` when there is nothing but headings.
pub(super) fn first_paragraph(doc: &str) -> Option<String> {
    let is_heading = |line: &str| {
        let level = line.bytes().take_while(|b| *b == b'#').count();
        (1..=6).contains(&level) && line[level..].chars().next().is_none_or(char::is_whitespace)
    };
    let mut words: Vec<&str> = Vec::new();
    for line in doc.lines().map(str::trim) {
        if line.is_empty() || is_heading(line) {
            if words.is_empty() {
                continue;
            }
            break;
        }
        words.extend(line.split_whitespace());
    }
    (!words.is_empty()).then(|| words.join(" "))
}

/// The trait names of every `#[derive(..)]`, by last path segment.
pub(super) fn derives(attrs: &[Attribute]) -> Vec<String> {
    derive_paths(attrs)
        .iter()
        .filter_map(|p| p.segments.last().map(|s| s.ident.to_string()))
        .collect()
}

/// The paths of every `#[derive(..)]`, as written (`strum::Display`, `Props`).
pub(super) fn derive_paths(attrs: &[Attribute]) -> Vec<syn::Path> {
    find(attrs, "derive")
        .filter_map(|attr| {
            attr.parse_args_with(Punctuated::<syn::Path, Token![,]>::parse_terminated)
                .ok()
        })
        .flatten()
        .collect()
}

/// One entry of an option list: `optional`, `!optional`, `default = expr`, `extends = button`.
pub(super) struct Opt {
    /// `!` before the name (Dioxus negations).
    pub(super) negated: bool,
    /// The key.
    pub(super) key: String,
    /// The value after `=`, if any.
    pub(super) value: Option<Expr>,
}

impl Parse for Opt {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let negated = input.parse::<Option<Token![!]>>()?.is_some();
        let key = input
            .call(<syn::Ident as syn::ext::IdentExt>::parse_any)?
            .to_string();
        let value = if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            Some(input.parse()?)
        } else if input.peek(syn::token::Paren) {
            // `setter(into)` and friends: accepted, contents not needed.
            let content;
            syn::parenthesized!(content in input);
            content.parse::<proc_macro2::TokenStream>()?;
            None
        } else {
            None
        };
        Ok(Opt {
            negated,
            key,
            value,
        })
    }
}

/// The options of every attribute named `wanted` (`prop` for Leptos, `props` for Dioxus). An
/// attribute that does not parse contributes nothing (the framework's macro reports it).
pub(super) fn options(attrs: &[Attribute], wanted: &str) -> Vec<Opt> {
    find(attrs, wanted)
        .filter_map(|attr| {
            names_only(attr).or_else(|| {
                attr.parse_args_with(Punctuated::<Opt, Token![,]>::parse_terminated)
                    .ok()
                    .map(|options| options.into_iter().collect())
            })
        })
        .flatten()
        .collect()
}

/// The options of `#[prop(optional, into)]`, a list of bare names (nearly every one written),
/// read from its tokens; `None` for any other list, which syn parses.
fn names_only(attr: &Attribute) -> Option<Vec<Opt>> {
    let syn::Meta::List(list) = &attr.meta else {
        return None;
    };
    let mut options = Vec::new();
    let mut comma = true;
    for tree in list.tokens.clone() {
        match tree {
            proc_macro2::TokenTree::Ident(name) if comma => {
                options.push(Opt {
                    negated: false,
                    key: name.to_string(),
                    value: None,
                });
                comma = false;
            }
            proc_macro2::TokenTree::Punct(p) if !comma && p.as_char() == ',' => comma = true,
            _ => return None,
        }
    }
    Some(options)
}

/// `#[component_spec("specs/button.json", framework = "dioxus", …)]`: the path and the
/// framework the attribute names (`Some("none")` included); `None` when it is not one.
pub(super) fn component_spec(attrs: &[Attribute]) -> Option<(String, Option<String>)> {
    let attr = find(attrs, "component_spec").next()?;
    attr.parse_args_with(|input: ParseStream<'_>| {
        let path: syn::LitStr = input.parse()?;
        let mut framework = None;
        while !input.is_empty() {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let option: syn::Ident = input.parse()?;
            if input.parse::<Option<Token![=]>>()?.is_some() {
                let value: syn::LitStr = input.parse()?;
                if option == "framework" {
                    framework = Some(value.value());
                }
            }
        }
        Ok((path.value(), framework))
    })
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A list of bare names is read from its tokens as syn reads it; anything else is syn's.
    #[test]
    fn a_list_of_names_is_read_as_syn_reads_it() {
        let parsed = |text: &str| -> Vec<(bool, String, bool)> {
            let item: syn::ItemFn = syn::parse_str(&format!("{text} fn f() {{}}")).unwrap();
            let by_syn: Vec<Opt> = item.attrs[0]
                .parse_args_with(Punctuated::<Opt, Token![,]>::parse_terminated)
                .map(|options| options.into_iter().collect())
                .unwrap_or_default();
            let read = options(&item.attrs, "prop");
            let shape = |o: &Opt| (o.negated, o.key.clone(), o.value.is_some());
            assert_eq!(
                read.iter().map(shape).collect::<Vec<_>>(),
                by_syn.iter().map(shape).collect::<Vec<_>>(),
                "{text}"
            );
            read.iter().map(shape).collect()
        };
        assert_eq!(parsed("#[prop(optional, into)]").len(), 2);
        assert_eq!(parsed("#[prop(r#type,)]")[0].1, "r#type");
        assert!(parsed("#[prop()]").is_empty());
        assert!(parsed("#[prop(default = 3, optional)]")[0].2);
        assert!(parsed("#[prop(!optional)]")[0].0);
        assert_eq!(parsed("#[prop(setter(into), into)]").len(), 2);
        assert!(names_only(&syn::parse_quote!(#[prop(a b)])).is_none());
    }
}
