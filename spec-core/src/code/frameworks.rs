//! Reading what each framework's macros make of a prop: which framework a component is
//! written for, and the framework's rule for required-ness and defaults. The rules themselves
//! are data in each framework's [`crate::framework::Profile`] (checked against the macros'
//! source):
//!
//! | | required unless | default |
//! |---|---|---|
//! | Leptos | `#[prop(optional \| optional_no_strip \| default = e)]`; a bare `Option<T>` **is** required | `e`, else `Default` of the type |
//! | Dioxus | `#[props(default \| default = e \| default_code = "e" \| optional)]`, an `Option<T>` (unless `!optional`), or a non-`Option` field named `children` | `e`, else `Default` of the type |
//! | Yew | `#[prop_or_default]`, `#[prop_or(e)]`, `#[prop_or_else(f)]`; an `Option<T>` without one **is** required | `e`, `Default` of the type, or computed `f()` |

use syn::{Attribute, Expr, FnArg, Item, ItemFn, Pat, ReturnType, Type};

use super::attrs;
use super::defaults::{DefaultExpr, computed, fold, fold_code, type_default};
use super::enums::EnumInfo;
use super::model::{DefaultValue, Framework, PassthroughKind};
use super::parse::Src;
use super::types::{Kind, TypeInfo, classify};
use crate::diagnostics::Location;
use crate::framework::{Profile, PropsAt};

/// A prop as declared — a function parameter or a struct field — read into owned data while
/// its file's syntax tree exists. Its framework's rule is applied later ([`resolve`]), once
/// the crate's enums and the framework are known.
#[derive(Debug, Clone)]
pub(super) struct DraftProp {
    /// The identifier as written (`r#type`), or a destructured parameter's `#[prop(name)]`.
    pub(super) name: String,
    /// The Rust type as written.
    pub(super) rust_type: String,
    /// The type, classified (generic parameters through their bounds).
    pub(super) ty: TypeInfo,
    pub(super) doc: Option<String>,
    pub(super) location: Location,
    /// The options of `#[prop(..)]` (Leptos) and `#[props(..)]` (Dioxus), and the bare
    /// attributes Yew uses (`#[prop_or_default]`, `#[prop_or(e)]`, `#[prop_or_else(f)]`) as
    /// options of the attribute `""`: the framework is not known yet.
    options: Vec<OwnedOpt>,
}

/// One option of a prop attribute, owned.
#[derive(Debug, Clone)]
struct OwnedOpt {
    /// The attribute it belongs to (`prop`, `props`; `""` for a bare attribute).
    attribute: &'static str,
    negated: bool,
    key: String,
    /// `key = expr` folded (`default = …`, `default_code = "…"` parsed).
    default: Option<DefaultExpr>,
    /// `key = path`: its last segment (`extends = button`).
    ident: Option<String>,
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
pub(super) fn fn_framework(item: &ItemFn, attr: Option<&Attribute>) -> Option<Framework> {
    let segments = attr.map(|attr| &attr.path().segments);
    if let Some(segments) = segments
        && segments.len() > 1
        && let Some(framework) = segments
            .first()
            .and_then(|s| crate_framework(&s.ident.to_string()))
    {
        return Some(framework);
    }
    let find =
        |says: &dyn Fn(&Profile) -> bool| Framework::ALL.into_iter().find(|f| says(f.profile()));
    // An attribute tells the framework when only one framework has it (`island`,
    // `function_component`; not `component`, which Leptos and Dioxus share).
    if let Some(name) = attr.and_then(attrs::name) {
        let mut having = Framework::ALL
            .into_iter()
            .filter(|f| f.profile().component_attributes.contains(&name.as_str()));
        if let (Some(framework), None) = (having.next(), having.next()) {
            return Some(framework);
        }
    }
    if let ReturnType::Type(_, ty) = &item.sig.output {
        let last = |path: &syn::Path| path.segments.last().map(|s| s.ident.to_string());
        let found = match &**ty {
            Type::ImplTrait(bounds) => bounds.bounds.iter().find_map(|bound| match bound {
                syn::TypeParamBound::Trait(t) => {
                    let name = last(&t.path)?;
                    find(&|p| p.returns_impl.contains(&name.as_str()))
                }
                _ => None,
            }),
            Type::Path(path) => {
                last(&path.path).and_then(|name| find(&|p| p.returns.contains(&name.as_str())))
            }
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    // `&Props`: the props struct behind a reference is Yew's function component.
    if let Some(FnArg::Typed(param)) = item.sig.inputs.first()
        && matches!(&*param.ty, Type::Reference(_))
    {
        return find(&|p| p.props_at == PropsAt::Struct);
    }
    None
}

/// The parameters of a function, as props (Leptos, Dioxus inline props).
pub(super) fn params(src: &Src, item: &ItemFn) -> Vec<DraftProp> {
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
            let span = syn::spanned::Spanned::span(&param.pat);
            Some(draft(
                src,
                name,
                &param.ty,
                &param.attrs,
                span,
                Some(&item.sig.generics),
            ))
        })
        .collect()
}

/// The named fields of a props struct.
pub(super) fn fields(src: &Src, item: &syn::ItemStruct) -> Vec<DraftProp> {
    item.fields
        .iter()
        .filter_map(|field| {
            let ident = field.ident.as_ref()?;
            Some(draft(
                src,
                ident.to_string(),
                &field.ty,
                &field.attrs,
                ident.span(),
                None,
            ))
        })
        .collect()
}

fn draft(
    src: &Src,
    name: String,
    ty: &Type,
    attributes: &[Attribute],
    span: proc_macro2::Span,
    generics: Option<&syn::Generics>,
) -> DraftProp {
    let mut info = classify(src, ty);
    if let (Kind::Named { ident, .. }, Some(generics)) = (&info.kind, generics)
        && let Some(bounded) = generic_bound(src, generics, ident)
    {
        info = TypeInfo {
            optional: info.optional,
            kind: bounded.kind,
        };
    }
    let owned = |attribute: &'static str| {
        attrs::options(attributes, attribute)
            .into_iter()
            .map(move |opt| {
                let default = match (opt.key.as_str(), &opt.value) {
                    ("default", Some(expr)) => Some(fold(src, expr)),
                    ("default_code", Some(expr)) => string_value(expr).map(|code| fold_code(&code)),
                    _ => None,
                };
                let ident = match &opt.value {
                    Some(Expr::Path(path)) => {
                        path.path.segments.last().map(|s| s.ident.to_string())
                    }
                    _ => None,
                };
                OwnedOpt {
                    attribute,
                    negated: opt.negated,
                    key: opt.key,
                    default,
                    ident,
                }
            })
    };
    let bare = |key: &str, default: Option<DefaultExpr>| OwnedOpt {
        attribute: "",
        negated: false,
        key: key.to_owned(),
        default,
        ident: None,
    };
    let mut options: Vec<OwnedOpt> = owned("prop").chain(owned("props")).collect();
    if attrs::has(attributes, "prop_or_default") {
        options.push(bare("prop_or_default", None));
    }
    if let Some(attr) = attrs::find(attributes, "prop_or").next() {
        let default = match attr.parse_args::<Expr>() {
            Ok(expr) => fold(src, &expr),
            Err(_) => computed(String::new()),
        };
        options.push(bare("prop_or", Some(default)));
    }
    if let Some(attr) = attrs::find(attributes, "prop_or_else").next() {
        let default = match attr.parse_args::<Expr>() {
            // `prop_or_else(|| 5)`: the closure's body is the default, folded like any other.
            Ok(Expr::Closure(closure)) if closure.inputs.is_empty() => fold(src, &closure.body),
            // `prop_or_else(default_size)`: whatever the function returns.
            Ok(Expr::Path(path)) => computed(format!("{}()", src.text(&path))),
            Ok(expr) => computed(format!("({})()", src.text(&expr))),
            Err(_) => computed(String::new()),
        };
        options.push(bare("prop_or_else", Some(default)));
    }
    DraftProp {
        name,
        rust_type: src.type_text(ty),
        ty: info,
        doc: attrs::doc(attributes),
        location: src.location(span),
        options,
    }
}

/// `fn Label<T: Into<String>>(text: T)`: a generic parameter classified by its trait bounds.
/// Lifetime bounds (`T: 'static`, `where for<'a> T: 'a`) say nothing about what the value is,
/// and `impl 'static` is not a type: a parameter bounded only by lifetimes is left unclassified.
fn generic_bound(src: &Src, generics: &syn::Generics, ident: &str) -> Option<TypeInfo> {
    let mut bounds: syn::punctuated::Punctuated<syn::TypeParamBound, syn::Token![+]> =
        syn::punctuated::Punctuated::new();
    for param in generics.type_params() {
        if param.ident == ident {
            bounds.extend(param.bounds.iter().filter(|b| is_trait(b)).cloned());
        }
    }
    if let Some(clause) = &generics.where_clause {
        for predicate in &clause.predicates {
            if let syn::WherePredicate::Type(p) = predicate
                && matches!(&p.bounded_ty, Type::Path(path) if path.path.is_ident(ident))
            {
                bounds.extend(p.bounds.iter().filter(|b| is_trait(b)).cloned());
            }
        }
    }
    if bounds.is_empty() {
        return None;
    }
    let ty = Type::ImplTrait(syn::TypeImplTrait {
        impl_token: Default::default(),
        bounds,
    });
    let info = classify(src, &ty);
    (!matches!(info.kind, Kind::Other(_))).then_some(info)
}

fn is_trait(bound: &syn::TypeParamBound) -> bool {
    matches!(bound, syn::TypeParamBound::Trait(_))
}

/// Applies the framework's rule ([`crate::framework::OptionalRule`]) to one prop: the first
/// that holds of a marker, forwarded attribute sets, a default value, a type default, an
/// `Option` type and `children` decides; else the prop is required.
pub(super) fn resolve(
    framework: Framework,
    prop: &DraftProp,
    enum_info: Option<&EnumInfo>,
) -> Resolved {
    let rule = &framework.profile().optional;
    let options: Vec<&OwnedOpt> = prop
        .options
        .iter()
        .filter(|o| o.attribute == rule.attribute)
        .collect();
    let given = |keys: &[&str]| {
        options
            .iter()
            .copied()
            .filter(|o| !o.negated && keys.contains(&o.key.as_str()))
            .collect::<Vec<_>>()
    };
    if !given(rule.marker).is_empty() {
        return passthrough(PassthroughKind::Marker);
    }
    if !given(rule.spread).is_empty() {
        return passthrough(PassthroughKind::Html);
    }
    let extends: Vec<String> = given(rule.extends)
        .into_iter()
        .filter_map(|o| o.ident.clone())
        .collect();
    if !extends.is_empty() {
        return passthrough(PassthroughKind::Extends(extends));
    }
    // In the order the rule lists the keys: Dioxus's `default = e` before `default_code`.
    let value = rule
        .default_value
        .iter()
        .find_map(|key| given(&[key]).into_iter().find_map(|o| o.default.as_ref()));
    if let Some(expr) = value {
        return Resolved::optional(Some(expr.resolve(&prop.ty, enum_info)));
    }
    if !given(rule.type_default).is_empty() {
        return Resolved::optional(type_default(&prop.ty, enum_info));
    }
    // `#[props(!optional)]` keeps an `Option` required.
    let refused = options
        .iter()
        .any(|o| o.negated && rule.type_default.contains(&o.key.as_str()));
    let ty = &prop.ty;
    if (rule.option_type && ty.optional && !refused)
        || (rule.children && prop.name == "children" && !ty.optional)
    {
        Resolved::optional(None)
    } else {
        Resolved::required()
    }
}

fn passthrough(kind: PassthroughKind) -> Resolved {
    Resolved {
        required: false,
        default: None,
        passthrough: Some(kind),
    }
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
