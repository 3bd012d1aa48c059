//! What each framework's macros make of a prop: which framework a component is written for,
//! where its props are declared, and each framework's own rule for required-ness and defaults
//! (rust-ui.md §1–§3, checked against the macros' source):
//!
//! | | required unless | default |
//! |---|---|---|
//! | Leptos | `#[prop(optional \| optional_no_strip \| default = e)]`; a bare `Option<T>` **is** required | `e`, else `Default` of the type |
//! | Dioxus | `#[props(default \| default = e \| default_code = "e" \| optional)]`, an `Option<T>` (unless `!optional`), or a non-`Option` field named `children` | `e`, else `Default` of the type |
//! | Yew | `#[prop_or_default]`, `#[prop_or(e)]`, `#[prop_or_else(f)]`; an `Option<T>` without one **is** required | `e`, `Default` of the type, or computed `f()` |

use syn::{Attribute, Expr, FnArg, Item, ItemFn, Pat, ReturnType, Type};

use super::attrs::{self, Opt};
use super::defaults::{fold, type_default};
use super::enums::EnumInfo;
use super::model::{DefaultValue, Framework, PassthroughKind};
use super::parse::Src;
use super::types::TypeInfo;

/// A prop as declared: a function parameter or a struct field.
pub(super) struct RawProp<'a> {
    /// The identifier as written (`r#type`), or a destructured parameter's `#[prop(name)]`.
    pub(super) name: String,
    pub(super) ty: &'a Type,
    pub(super) attrs: &'a [Attribute],
    pub(super) span: proc_macro2::Span,
}

/// What the framework makes of a prop.
pub(super) struct Resolved {
    pub(super) required: bool,
    pub(super) default: Option<DefaultValue>,
    /// Not a prop at all (Dioxus `extends`, Leptos `marker`).
    pub(super) passthrough: Option<PassthroughKind>,
}

impl Resolved {
    /// A prop callers may leave out, getting `default` (none for `Option`, slots, callbacks).
    fn optional(default: Option<DefaultValue>) -> Self {
        Resolved {
            required: false,
            default,
            passthrough: None,
        }
    }

    /// A prop callers must give.
    fn required() -> Self {
        Resolved {
            required: true,
            default: None,
            passthrough: None,
        }
    }
}

/// The framework a file's `use` items point at, when they point at exactly one.
pub(super) fn file_hint(items: &[Item]) -> Option<Framework> {
    let mut found: Option<Framework> = None;
    let mut ambiguous = false;
    super::enums::for_each_item(items, &mut |item| {
        if let Item::Use(item) = item
            && let Some(framework) = use_root(&item.tree).and_then(|root| crate_framework(&root))
        {
            if found.is_some_and(|f| f != framework) {
                ambiguous = true;
            }
            found = Some(framework);
        }
    });
    if ambiguous { None } else { found }
}

fn use_root(tree: &syn::UseTree) -> Option<String> {
    match tree {
        syn::UseTree::Path(path) => Some(path.ident.to_string()),
        syn::UseTree::Name(name) => Some(name.ident.to_string()),
        syn::UseTree::Rename(rename) => Some(rename.ident.to_string()),
        syn::UseTree::Group(group) => group.items.iter().find_map(use_root),
        syn::UseTree::Glob(_) => None,
    }
}

/// `leptos`, `leptos_router`, `dioxus`, `dioxus_html`, `yew`, `yew_router` …
fn crate_framework(root: &str) -> Option<Framework> {
    let base = root.split('_').next().unwrap_or(root);
    Framework::from_name(base)
}

/// The framework a `#[component]`-like function is written for, from what it says itself:
/// a qualified attribute (`#[leptos::component]`), Yew's `#[function_component]`, Leptos's
/// `#[island]`, the return type, or a `&Props` parameter (Yew).
pub(super) fn fn_framework(item: &ItemFn, attr: &Attribute) -> Option<Framework> {
    let segments = &attr.path().segments;
    if segments.len() > 1
        && let Some(framework) = segments
            .first()
            .and_then(|s| crate_framework(&s.ident.to_string()))
    {
        return Some(framework);
    }
    match attrs::name(attr).as_deref() {
        Some("function_component") => return Some(Framework::Yew),
        Some("island") => return Some(Framework::Leptos),
        _ => {}
    }
    if let ReturnType::Type(_, ty) = &item.sig.output {
        match &**ty {
            Type::ImplTrait(bounds)
                if bounds.bounds.iter().any(|b| {
                    matches!(b, syn::TypeParamBound::Trait(t) if t.path.segments.last().is_some_and(|s| s.ident == "IntoView"))
                }) =>
            {
                return Some(Framework::Leptos);
            }
            Type::Path(path) => match path.path.segments.last().map(|s| s.ident.to_string()).as_deref() {
                Some("Element") => return Some(Framework::Dioxus),
                Some("Html" | "HtmlResult") => return Some(Framework::Yew),
                _ => {}
            },
            _ => {}
        }
    }
    if let Some(FnArg::Typed(param)) = item.sig.inputs.first()
        && matches!(&*param.ty, Type::Reference(_))
    {
        return Some(Framework::Yew);
    }
    None
}

/// The parameters of a function, as props (Leptos, Dioxus inline props).
pub(super) fn params(item: &ItemFn) -> Vec<RawProp<'_>> {
    item.sig
        .inputs
        .iter()
        .filter_map(|arg| {
            let FnArg::Typed(param) = arg else {
                return None;
            };
            let name = match &*param.pat {
                Pat::Ident(ident) => ident.ident.to_string(),
                // `#[prop(name = "data")] UserInfo { .. }: UserInfo`
                _ => attrs::options(&param.attrs, "prop")
                    .into_iter()
                    .find(|o| o.key == "name")
                    .and_then(|o| string_value(o.value.as_ref()?))?,
            };
            Some(RawProp {
                name,
                ty: &param.ty,
                attrs: &param.attrs,
                span: syn::spanned::Spanned::span(&param.pat),
            })
        })
        .collect()
}

/// The named fields of a props struct.
pub(super) fn fields(item: &syn::ItemStruct) -> Vec<RawProp<'_>> {
    item.fields
        .iter()
        .filter_map(|field| {
            let ident = field.ident.as_ref()?;
            Some(RawProp {
                name: ident.to_string(),
                ty: &field.ty,
                attrs: &field.attrs,
                span: ident.span(),
            })
        })
        .collect()
}

/// Applies the framework's rule to one prop.
pub(super) fn resolve(
    framework: Framework,
    src: &Src,
    prop: &RawProp<'_>,
    ty: &TypeInfo,
    enum_info: Option<&EnumInfo>,
) -> Resolved {
    match framework {
        Framework::Leptos => leptos(src, prop, ty, enum_info),
        Framework::Dioxus => dioxus(src, prop, ty, enum_info),
        Framework::Yew => yew(src, prop, ty, enum_info),
    }
}

fn leptos(src: &Src, prop: &RawProp<'_>, ty: &TypeInfo, enum_info: Option<&EnumInfo>) -> Resolved {
    let opts = attrs::options(prop.attrs, "prop");
    let has = |key: &str| opts.iter().any(|o| o.key == key);
    if has("marker") {
        return passthrough(PassthroughKind::Marker);
    }
    if let Some(expr) = value_of(&opts, "default") {
        return Resolved::optional(Some(fold(src, expr, ty, enum_info)));
    }
    if has("optional") || has("optional_no_strip") {
        Resolved::optional(type_default(ty, enum_info))
    } else {
        Resolved::required()
    }
}

fn dioxus(src: &Src, prop: &RawProp<'_>, ty: &TypeInfo, enum_info: Option<&EnumInfo>) -> Resolved {
    let opts = attrs::options(prop.attrs, "props");
    let extends: Vec<String> = opts
        .iter()
        .filter(|o| o.key == "extends" || o.key == "extend")
        .filter_map(|o| match o.value.as_ref()? {
            Expr::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        })
        .collect();
    if !extends.is_empty() {
        return passthrough(PassthroughKind::Extends(extends));
    }
    let flag = |key: &str| opts.iter().find(|o| o.key == key).map(|o| !o.negated);
    if let Some(expr) = value_of(&opts, "default") {
        return Resolved::optional(Some(fold(src, expr, ty, enum_info)));
    }
    if let Some(code) = value_of(&opts, "default_code").and_then(string_value) {
        let default = match syn::parse_str::<Expr>(&code) {
            Ok(expr) => literal_or_code(src, &expr, ty, enum_info, &code),
            Err(_) => DefaultValue::Computed(code),
        };
        return Resolved::optional(Some(default));
    }
    let defaulted = flag("default") == Some(true) || flag("optional") == Some(true);
    if defaulted {
        Resolved::optional(type_default(ty, enum_info))
    } else if (ty.optional && flag("optional") != Some(false))
        || (prop.name == "children" && !ty.optional)
    {
        Resolved::optional(None)
    } else {
        Resolved::required()
    }
}

fn yew(src: &Src, prop: &RawProp<'_>, ty: &TypeInfo, enum_info: Option<&EnumInfo>) -> Resolved {
    let default = if attrs::has(prop.attrs, "prop_or_default") {
        Some(type_default(ty, enum_info))
    } else if let Some(attr) = attrs::find(prop.attrs, "prop_or").next() {
        Some(
            attr.parse_args::<Expr>()
                .ok()
                .map(|expr| fold(src, &expr, ty, enum_info)),
        )
    } else {
        attrs::find(prop.attrs, "prop_or_else").next().map(|attr| {
            attr.parse_args::<syn::Path>()
                .ok()
                .map(|path| DefaultValue::Computed(format!("{}()", src.text(&path))))
        })
    };
    match default {
        Some(default) => Resolved::optional(default),
        None => Resolved::required(),
    }
}

fn passthrough(kind: PassthroughKind) -> Resolved {
    Resolved {
        required: false,
        default: None,
        passthrough: Some(kind),
    }
}

fn value_of<'a>(opts: &'a [Opt], key: &str) -> Option<&'a Expr> {
    opts.iter()
        .find(|o| o.key == key && !o.negated)
        .and_then(|o| o.value.as_ref())
}

fn string_value(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Some(s.value()),
        _ => None,
    }
}

/// `default_code = "…"` holds code in a string: its spans do not point into the file, so a
/// computed default keeps the string itself.
fn literal_or_code(
    src: &Src,
    expr: &Expr,
    ty: &TypeInfo,
    enum_info: Option<&EnumInfo>,
    code: &str,
) -> DefaultValue {
    match fold(src, expr, ty, enum_info) {
        DefaultValue::Computed(_) => DefaultValue::Computed(code.to_owned()),
        literal => literal,
    }
}
