//! The unit enums of a crate and their value strings: what turns `appearance:
//! Signal<ButtonAppearance>` into a variant axis with the values a spec writes.
//!
//! Value strings, first match wins per variant:
//! 1. serde / strum renames (`#[serde(rename = "…")]`, `rename_all`, `#[strum(serialize = "…")]`,
//!    `serialize_all`), each with its crate's own case algorithm (serde's `kebab-case` turns
//!    `XXLarge` into `x-x-large`, strum's into `xx-large`); an enum deriving strum's string traits
//!    without `serialize_all` uses the variant name unchanged (`AngleDoubleLeft`), as strum does;
//! 2. string literals in the match arms of `as_str`, `as_ref`, `to_str`, `class`, `name`, …, or
//!    `Display::fmt` (also a match written inside `write!(f, "{}", match self { … })`), when
//!    every literal of that match looks like a value (`^[a-z0-9-]+$`);
//! 3. the identifier in kebab-case as heck (and so strum) writes it: `H1` → `h1`,
//!    `XXLarge` → `xx-large`.
//!
//! The default is the `#[default]` variant (or one a styling crate's derive marks, such as
//! `#[tw(default)]`), else the variant `impl Default` returns.

use std::collections::HashMap;

use heck::{
    ToKebabCase, ToLowerCamelCase, ToShoutyKebabCase, ToShoutySnakeCase, ToSnakeCase, ToTitleCase,
    ToTrainCase, ToUpperCamelCase,
};
use syn::visit::Visit;
use syn::{Expr, ImplItem, Item, ItemEnum, ItemImpl, Pat};

use super::attrs;
use super::parse::Src;
use crate::diagnostics::Location;

use super::model::{ValueSource, VariantValue};

/// Methods whose match arms give value strings.
const VALUE_METHODS: &[&str] = &[
    "as_str",
    "as_ref",
    "to_str",
    "as_static_str",
    "name",
    "value",
    "fmt",
    "class",
    "class_name",
    "css_class",
    "to_class",
    "as_class",
];

/// One unit-only enum.
#[derive(Debug, Clone)]
pub(super) struct EnumInfo {
    pub(super) name: String,
    pub(super) values: Vec<VariantValue>,
    /// The identifier of the default variant.
    pub(super) default: Option<String>,
    pub(super) open: bool,
    pub(super) doc: Option<String>,
    pub(super) location: Location,
    /// Index of the file that declares it.
    pub(super) file: usize,
}

impl EnumInfo {
    /// The value string of a variant identifier.
    pub(super) fn value_of(&self, ident: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|v| v.rust_ident == ident)
            .map(|v| v.value.as_str())
    }

    /// The value string of the default variant.
    pub(super) fn default_value(&self) -> Option<&str> {
        self.default.as_deref().and_then(|d| self.value_of(d))
    }
}

/// Every unit-only enum of the crate, by name.
#[derive(Debug, Default)]
pub(super) struct EnumIndex {
    by_name: HashMap<String, Vec<EnumInfo>>,
}

/// What an `impl` block says about an enum's value strings and default, kept after its file's
/// syntax tree is gone (the enum may live in another file).
#[derive(Debug, Clone)]
pub(super) struct ImplFacts {
    /// The implementing type's last path segment.
    type_name: String,
    /// `impl Default`: the path idents of the `default` body, in order.
    default_idents: Option<Vec<String>>,
    /// Value methods: each `match` as (variant ident, string literal) arms.
    arms: Vec<Vec<(String, String)>>,
}

/// The enums of one file and the facts of its `impl` blocks.
pub(super) fn collect(src: &Src, file: usize, items: &[Item]) -> (Vec<EnumInfo>, Vec<ImplFacts>) {
    let mut enums = Vec::new();
    let mut impls = Vec::new();
    for_each_item(items, &mut |item| match item {
        Item::Enum(item) => enums.extend(read_enum(src, file, item)),
        Item::Impl(item) => impls.extend(impl_facts(item)),
        _ => {}
    });
    (enums, impls)
}

fn impl_facts(item: &ItemImpl) -> Option<ImplFacts> {
    let syn::Type::Path(self_ty) = &*item.self_ty else {
        return None;
    };
    let type_name = self_ty.path.segments.last()?.ident.to_string();
    let is_default = item
        .trait_
        .as_ref()
        .and_then(|(_, path, _)| path.segments.last())
        .is_some_and(|s| s.ident == "Default");
    let mut facts = ImplFacts {
        type_name,
        default_idents: None,
        arms: Vec::new(),
    };
    for impl_item in &item.items {
        let ImplItem::Fn(method) = impl_item else {
            continue;
        };
        let method_name = method.sig.ident.to_string();
        if is_default && method_name == "default" {
            let mut finder = VariantPaths::default();
            finder.visit_block(&method.block);
            facts.default_idents = Some(finder.idents);
        } else if VALUE_METHODS.contains(&method_name.as_str()) {
            let mut arms = MatchArms::default();
            arms.visit_block(&method.block);
            facts.arms.extend(arms.arms);
        }
    }
    (facts.default_idents.is_some() || !facts.arms.is_empty()).then_some(facts)
}

impl EnumIndex {
    /// Indexes the crate's enums, then applies the value strings and defaults its `impl`
    /// blocks give them (in any file).
    pub(super) fn build(
        enums: impl IntoIterator<Item = EnumInfo>,
        impls: &[&ImplFacts],
    ) -> EnumIndex {
        let mut index = EnumIndex::default();
        for info in enums {
            index
                .by_name
                .entry(info.name.clone())
                .or_default()
                .push(info);
        }
        for facts in impls {
            let Some(infos) = index.by_name.get_mut(&facts.type_name) else {
                continue;
            };
            if let Some(idents) = &facts.default_idents {
                for info in infos.iter_mut().filter(|i| i.default.is_none()) {
                    info.default = idents
                        .iter()
                        .find(|ident| info.value_of(ident).is_some())
                        .cloned();
                }
            }
            if !facts.arms.is_empty() {
                for info in infos.iter_mut() {
                    apply_arms(info, &facts.arms);
                }
            }
        }
        index
    }

    /// The enum named `name`, preferring one declared in file `file` when several are.
    /// The enum `name` as file `file` most likely means it: its own, else the one whose file
    /// shares the most folders with it (`path` gives a file's path: two modules of a library
    /// may each have an `Orientation`), else the first.
    pub(super) fn get(
        &self,
        name: &str,
        file: usize,
        path: impl Fn(usize) -> String,
    ) -> Option<&EnumInfo> {
        let candidates = self.by_name.get(name)?;
        if let Some(own) = candidates.iter().find(|e| e.file == file) {
            return Some(own);
        }
        if let [only] = candidates.as_slice() {
            return Some(only);
        }
        let here = path(file);
        let shared = |e: &&EnumInfo| {
            let there = path(e.file);
            let folders = |p: &str| {
                p.rsplit_once('/')
                    .map_or(String::new(), |(d, _)| d.to_owned())
            };
            let (a, b) = (folders(&here), folders(&there));
            a.split('/')
                .zip(b.split('/'))
                .take_while(|(x, y)| x == y)
                .count()
        };
        // The first of those sharing the most (`max_by_key` keeps the last of equals).
        candidates.iter().rev().max_by_key(shared)
    }
}

/// Calls `f` on every item, descending into inline modules.
pub(super) fn for_each_item<'a>(items: &'a [Item], f: &mut impl FnMut(&'a Item)) {
    for item in items {
        if attrs::test_only(attrs::of_item(item)) {
            continue;
        }
        f(item);
        if let Item::Mod(module) = item
            && let Some((_, items)) = &module.content
        {
            for_each_item(items, f);
        }
    }
}

fn read_enum(src: &Src, file: usize, item: &ItemEnum) -> Option<EnumInfo> {
    if item.variants.is_empty()
        || item
            .variants
            .iter()
            .any(|v| !matches!(v.fields, syn::Fields::Unit))
    {
        return None;
    }
    let enum_case = rename_all(&item.attrs);
    let strum_strings = derives_strum_strings(&item.attrs);
    let values = item
        .variants
        .iter()
        .map(|variant| {
            let ident = variant.ident.to_string();
            let (value, source) = match rename(&variant.attrs) {
                Some(value) => (value, ValueSource::Rename),
                None => match &enum_case {
                    Some((Renamer::Serde, case)) => (serde_case(case, &ident), ValueSource::Rename),
                    Some((Renamer::Strum, case)) => (strum_case(case, &ident), ValueSource::Rename),
                    None if strum_strings => (ident.clone(), ValueSource::Rename),
                    None => (ident.to_kebab_case(), ValueSource::Ident),
                },
            };
            VariantValue {
                rust_ident: ident,
                value,
                source,
            }
        })
        .collect();
    let default = item
        .variants
        .iter()
        .find(|v| attrs::marks_default(&v.attrs))
        .map(|v| v.ident.to_string());
    Some(EnumInfo {
        name: item.ident.to_string(),
        values,
        default,
        open: attrs::has(&item.attrs, "non_exhaustive"),
        doc: attrs::doc(&item.attrs),
        location: src.location(item.ident.span()),
        file,
    })
}

/// A variant's `#[serde(rename = "x")]`, `#[strum(serialize = "x")]` or
/// `#[strum(to_string = "x")]`.
fn rename(attrs: &[syn::Attribute]) -> Option<String> {
    string_option(
        attrs,
        &[
            ("serde", "rename"),
            ("strum", "serialize"),
            ("strum", "to_string"),
        ],
    )
}

/// Whose case names a `rename_all` is in: serde's and strum's split words differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Renamer {
    Serde,
    Strum,
}

/// The enum's `#[serde(rename_all = "…")]` or `#[strum(serialize_all = "…")]`.
fn rename_all(attrs: &[syn::Attribute]) -> Option<(Renamer, String)> {
    string_option(attrs, &[("serde", "rename_all")])
        .map(|case| (Renamer::Serde, case))
        .or_else(|| {
            string_option(attrs, &[("strum", "serialize_all")]).map(|case| (Renamer::Strum, case))
        })
}

/// Whether the enum derives one of strum's string conversions (`AsRefStr`, `EnumString`,
/// `IntoStaticStr`, `strum::Display`), which use the variant name as it is unless told
/// otherwise.
fn derives_strum_strings(attrs: &[syn::Attribute]) -> bool {
    attrs::derive_paths(attrs).iter().any(|path| {
        let (Some(first), Some(last)) = (path.segments.first(), path.segments.last()) else {
            return false;
        };
        let last = last.ident.to_string();
        matches!(last.as_str(), "AsRefStr" | "EnumString" | "IntoStaticStr")
            || (last == "Display"
                && path.segments.len() > 1
                && first.ident.to_string().starts_with("strum"))
    })
}

/// The first `key = "string"` among the wanted `(attribute, key)` pairs.
fn string_option(attrs: &[syn::Attribute], wanted: &[(&str, &str)]) -> Option<String> {
    for &(attr_name, key) in wanted {
        for opt in attrs::options(attrs, attr_name) {
            if opt.key == key
                && let Some(Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(value),
                    ..
                })) = &opt.value
            {
                return Some(value.value());
            }
        }
    }
    None
}

/// serde's `rename_all` applied to a variant name, as serde_derive does it: word breaks before
/// every uppercase letter (so `XXLarge` is `x_x_large`), none at digits (`H1` is `h1`).
fn serde_case(case: &str, ident: &str) -> String {
    let snake = || {
        let mut out = String::with_capacity(ident.len() + 4);
        for (i, c) in ident.char_indices() {
            if i > 0 && c.is_uppercase() {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        }
        out
    };
    match case {
        "lowercase" => ident.to_ascii_lowercase(),
        "UPPERCASE" => ident.to_ascii_uppercase(),
        "PascalCase" => ident.to_owned(),
        "camelCase" => {
            let mut chars = ident.chars();
            chars
                .next()
                .map(|c| c.to_ascii_lowercase().to_string() + chars.as_str())
                .unwrap_or_default()
        }
        "snake_case" => snake(),
        "SCREAMING_SNAKE_CASE" => snake().to_ascii_uppercase(),
        "kebab-case" => snake().replace('_', "-"),
        "SCREAMING-KEBAB-CASE" => snake().to_ascii_uppercase().replace('_', "-"),
        // serde refuses other names at compile time.
        _ => ident.to_owned(),
    }
}

/// strum's `serialize_all` applied to a variant name, with heck as strum does it (`XXLarge` is
/// `xx-large`, `H1` is `h1`).
fn strum_case(case: &str, ident: &str) -> String {
    match case {
        "lowercase" => ident.to_lowercase(),
        "UPPERCASE" => ident.to_uppercase(),
        "PascalCase" | "UpperCamelCase" => ident.to_upper_camel_case(),
        "camelCase" | "mixed_case" => ident.to_lower_camel_case(),
        "snake_case" | "snek_case" => ident.to_snake_case(),
        "SCREAMING_SNAKE_CASE" | "shouty_snake_case" => ident.to_shouty_snake_case(),
        "kebab-case" | "kebab_case" => ident.to_kebab_case(),
        "SCREAMING-KEBAB-CASE" => ident.to_shouty_kebab_case(),
        "Train-Case" => ident.to_train_case(),
        "title_case" | "Title Case" => ident.to_title_case(),
        "flatcase" => ident.to_snake_case().replace('_', ""),
        "UPPERFLATCASE" => ident.to_snake_case().replace('_', "").to_uppercase(),
        // `verbatim`, and names strum refuses.
        _ => ident.to_owned(),
    }
}

/// Match arms mapping variant identifiers to string literals, one map per `match`.
#[derive(Default)]
struct MatchArms {
    arms: Vec<Vec<(String, String)>>,
}

impl<'ast> Visit<'ast> for MatchArms {
    fn visit_expr_match(&mut self, node: &'ast syn::ExprMatch) {
        let mut arms = Vec::new();
        for arm in &node.arms {
            let mut literal = FirstString::default();
            literal.visit_expr(&arm.body);
            let Some(value) = literal.value else {
                continue;
            };
            for ident in pattern_idents(&arm.pat) {
                arms.push((ident, value.clone()));
            }
        }
        if !arms.is_empty() {
            self.arms.push(arms);
        }
        syn::visit::visit_expr_match(self, node);
    }

    /// `write!(f, "{}", match self { … })`: syn leaves a macro's arguments as tokens, so they
    /// are parsed here as the expressions they are (the reader's nesting limit bounds them).
    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        let parser = syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated;
        if let Ok(arguments) = node.parse_body_with(parser) {
            let mut inner = MatchArms::default();
            for argument in &arguments {
                inner.visit_expr(argument);
            }
            self.arms.append(&mut inner.arms);
        }
    }
}

/// `Self::Primary`, `Appearance::Primary | Appearance::Brand`, `Primary`.
fn pattern_idents(pat: &Pat) -> Vec<String> {
    match pat {
        Pat::Path(path) => path
            .path
            .segments
            .last()
            .map(|s| vec![s.ident.to_string()])
            .unwrap_or_default(),
        Pat::Ident(ident) => vec![ident.ident.to_string()],
        Pat::Or(or) => or.cases.iter().flat_map(pattern_idents).collect(),
        Pat::Reference(reference) => pattern_idents(&reference.pat),
        _ => Vec::new(),
    }
}

/// The first string literal of an expression, including inside `write!(f, "…")`.
#[derive(Default)]
struct FirstString {
    value: Option<String>,
}

impl<'ast> Visit<'ast> for FirstString {
    fn visit_lit_str(&mut self, node: &'ast syn::LitStr) {
        if self.value.is_none() {
            self.value = Some(node.value());
        }
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        if self.value.is_some() {
            return;
        }
        for token in node.tokens.clone() {
            if let proc_macro2::TokenTree::Literal(literal) = token
                && let Ok(syn::Lit::Str(text)) = syn::parse_str::<syn::Lit>(&literal.to_string())
            {
                self.value = Some(text.value());
                return;
            }
        }
    }
}

/// Uses the literals of the first `match` that covers this enum's variants, when they all
/// look like value strings.
fn apply_arms(info: &mut EnumInfo, matches: &[Vec<(String, String)>]) {
    let is_value = |s: &str| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    };
    for arms in matches {
        let covers = arms.iter().any(|(ident, _)| info.value_of(ident).is_some());
        if !covers || !arms.iter().all(|(_, value)| is_value(value)) {
            continue;
        }
        for value in &mut info.values {
            if value.source == ValueSource::Ident
                && let Some((_, literal)) =
                    arms.iter().find(|(ident, _)| *ident == value.rust_ident)
            {
                value.value.clone_from(literal);
                value.source = ValueSource::MatchArm;
            }
        }
        return;
    }
}

/// Path expressions' last segments (`Self::Medium` → `Medium`), in order.
#[derive(Default)]
struct VariantPaths {
    idents: Vec<String>,
}

impl<'ast> Visit<'ast> for VariantPaths {
    fn visit_expr_path(&mut self, node: &'ast syn::ExprPath) {
        if let Some(last) = node.path.segments.last() {
            self.idents.push(last.ident.to_string());
        }
    }
}
