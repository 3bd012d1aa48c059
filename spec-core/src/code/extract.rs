//! Finding components in parsed files and building their [`Component`] models.

use std::collections::{HashMap, HashSet};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;
use syn::{FnArg, ImplItem, Item, ItemFn, ItemStruct, Type};

use super::attrs;
use super::enums::{EnumIndex, EnumInfo, for_each_item};
use super::frameworks::{self, RawProp};
use super::model::{
    CodeEvent, CodeProp, CodeSlot, Component, Framework, Passthrough, PassthroughKind, VariantAxis,
};
use super::parse::{Parsed, Src};
use super::types::{Kind, TypeInfo, classify};
use super::{Options, events};
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::naming;
use crate::rules::RuleId;
use crate::vocabulary::SpecType;

/// Attributes that make a function a component.
const COMPONENT_ATTRS: &[&str] = &["component", "function_component", "island"];
/// HTML attributes components forward to their markup rather than treat as design props.
const HTML_ATTRS: &[&str] = &[
    "class",
    "id",
    "style",
    "node_ref",
    "comp_ref",
    "ref",
    "attrs",
    "attributes",
];
/// Props named like an HTML attribute keep an enum as a string-literal union (`type`), since
/// they are not a visual axis.
const LITERAL_PROPS: &[&str] = &[
    "type",
    "role",
    "autocomplete",
    "inputmode",
    "dir",
    "target",
    "method",
    "enctype",
    "wrap",
    "button_type",
    "input_type",
];
/// More values than this make an enum a choice (an icon name, a locale), not a visual axis: the
/// prop keeps it as a string-literal union.
const MAX_AXIS_VALUES: usize = 24;
/// Boolean props that are states (seed §2.6 states are also styled: `:disabled`, `[open]`).
const STATE_PROPS: &[&str] = &[
    "disabled",
    "loading",
    "checked",
    "indeterminate",
    "open",
    "selected",
    "readonly",
    "invalid",
    "required",
    "active",
    "expanded",
    "pressed",
];

/// Crate-wide lookup tables.
pub(super) struct Crate<'a> {
    files: &'a [Parsed],
    enums: EnumIndex,
    structs: HashMap<String, Vec<(usize, &'a ItemStruct)>>,
    slot_structs: HashSet<String>,
    hints: Vec<Option<Framework>>,
    crate_hint: Option<Framework>,
}

impl<'a> Crate<'a> {
    pub(super) fn new(files: &'a [Parsed]) -> Self {
        let mut structs: HashMap<String, Vec<(usize, &'a ItemStruct)>> = HashMap::new();
        let mut slot_structs = HashSet::new();
        for (i, parsed) in files.iter().enumerate() {
            for_each_item(&parsed.ast.items, &mut |item| {
                if let Item::Struct(item) = item {
                    let name = item.ident.to_string();
                    if attrs::has(&item.attrs, "slot") {
                        slot_structs.insert(name.clone());
                    }
                    structs.entry(name).or_default().push((i, item));
                }
            });
        }
        let hints: Vec<Option<Framework>> = files
            .iter()
            .map(|p| frameworks::file_hint(&p.ast.items))
            .collect();
        let mut counts: HashMap<Framework, usize> = HashMap::new();
        for hint in hints.iter().flatten() {
            *counts.entry(*hint).or_default() += 1;
        }
        let crate_hint = (counts.len() == 1)
            .then(|| counts.keys().next().copied())
            .flatten();
        Crate {
            files,
            enums: EnumIndex::build(files),
            structs,
            slot_structs,
            hints,
            crate_hint,
        }
    }

    fn find_struct(&self, name: &str, file: usize) -> Option<&'a ItemStruct> {
        let candidates = self.structs.get(name)?;
        candidates
            .iter()
            .find(|(f, _)| *f == file)
            .or_else(|| candidates.first())
            .map(|(_, item)| *item)
    }

    /// The components of file `file`, in source order.
    pub(super) fn components(
        &self,
        diags: &mut Diagnostics,
        file: usize,
        options: &Options,
    ) -> Vec<Component> {
        let parsed = &self.files[file];
        let mut found = Vec::new();
        for_each_item(&parsed.ast.items, &mut |item| match item {
            Item::Fn(item) => {
                if let Some(attr) = item
                    .attrs
                    .iter()
                    .find(|a| attrs::name(a).is_some_and(|n| COMPONENT_ATTRS.contains(&n.as_str())))
                {
                    found.push(Found::Fn(item, attr));
                }
            }
            Item::Impl(item) => {
                let is_component = item
                    .trait_
                    .as_ref()
                    .and_then(|(_, path, _)| path.segments.last())
                    .is_some_and(|s| s.ident == "Component");
                if is_component {
                    found.push(Found::YewStruct(item));
                }
            }
            Item::Macro(item) if hides_component(&item.mac.tokens) => {
                let name = item
                    .mac
                    .path
                    .segments
                    .last()
                    .map(|s| s.ident.to_string())
                    .unwrap_or_default();
                diags.push(
                        Diagnostic::new(
                            RuleId::CODE_MACRO,
                            parsed.src.location(syn::spanned::Spanned::span(&item.mac.path)),
                            format!("a component inside `{name}!` cannot be analysed"),
                        )
                        .with_label("declared inside this macro call")
                        .with_help("uispec reads source code without expanding macros: declare the component outside the macro, or write its spec with `uispec add`"),
                    );
            }
            _ => {}
        });
        let mut components = Vec::new();
        for item in found {
            if let Some(component) = self.build(diags, file, &item, options) {
                components.push(component);
            }
        }
        add_sibling_parts(&mut components);
        components
    }

    fn build(
        &self,
        diags: &mut Diagnostics,
        file: usize,
        found: &Found<'a>,
        options: &Options,
    ) -> Option<Component> {
        let src = &self.files[file].src;
        let Header {
            name,
            name_span,
            doc,
            public,
            framework,
            props,
            body,
        } = match *found {
            Found::Fn(item, attr) => {
                let framework = options
                    .framework
                    .or_else(|| frameworks::fn_framework(item, attr))
                    .or(self.hints[file])
                    .or(self.crate_hint);
                // Yew names the component in the attribute: `#[function_component(Button)]`.
                let named = match &attr.meta {
                    syn::Meta::List(_) => attr.parse_args::<syn::Ident>().ok(),
                    _ => None,
                };
                let (name, span) = match &named {
                    Some(ident) => (ident.to_string(), ident.span()),
                    None => (
                        naming::to_pascal(&item.sig.ident.to_string()),
                        item.sig.ident.span(),
                    ),
                };
                let props = match framework {
                    Some(Framework::Leptos) | None => frameworks::params(item),
                    Some(Framework::Dioxus) => match self.props_struct(item, file, false) {
                        Some(fields) => fields,
                        None => frameworks::params(item),
                    },
                    Some(Framework::Yew) => self.props_struct(item, file, true).unwrap_or_default(),
                };
                Header {
                    name,
                    name_span: span,
                    doc: attrs::doc(&item.attrs),
                    public: is_public(&item.vis),
                    framework,
                    props,
                    body: Some(&*item.block),
                }
            }
            Found::YewStruct(item) => {
                let Type::Path(self_ty) = &*item.self_ty else {
                    return None;
                };
                let ident = &self_ty.path.segments.last()?.ident;
                let props = item.items.iter().find_map(|i| match i {
                    ImplItem::Type(t) if t.ident == "Properties" => Some(&t.ty),
                    _ => None,
                });
                let fields = props
                    .and_then(type_name)
                    .and_then(|n| self.find_struct(&n, file))
                    .map(frameworks::fields)
                    .unwrap_or_default();
                let own = self.find_struct(&ident.to_string(), file);
                Header {
                    name: ident.to_string(),
                    name_span: ident.span(),
                    doc: own.and_then(|s| attrs::doc(&s.attrs)),
                    public: own.is_none_or(|s| is_public(&s.vis)),
                    framework: Some(Framework::Yew),
                    props: fields,
                    body: None,
                }
            }
        };
        let Some(framework) = framework else {
            diags.push(
                Diagnostic::new(
                    RuleId::CODE_FRAMEWORK,
                    src.location(name_span),
                    format!("cannot tell which framework `{name}` is written for"),
                )
                .with_label("component")
                .with_help("set `framework = \"leptos\"` (or dioxus, yew) in uispec.toml, or pass `--framework`"),
            );
            return None;
        };
        let mut component = Component {
            name,
            framework,
            location: src.location(name_span),
            doc,
            props: Vec::new(),
            variants: Vec::new(),
            events: Vec::new(),
            slots: Vec::new(),
            states: Vec::new(),
            anatomy: Vec::new(),
            passthrough: Vec::new(),
            forwards_dom_events: framework == Framework::Leptos,
            public,
        };
        let generics = match found {
            Found::Fn(item, _) => Some(&item.sig.generics),
            Found::YewStruct(_) => None,
        };
        for prop in &props {
            self.add_prop(&mut component, src, file, prop, generics);
        }
        if let Some(body) = body {
            let mut slots = DataSlots::default();
            slots.visit_block(body);
            let prefix = format!("{}-", naming::to_kebab(&component.name));
            for slot in slots.values {
                let part = naming::to_camel(slot.strip_prefix(&prefix).unwrap_or(&slot));
                if !part.is_empty() && !component.anatomy.contains(&part) {
                    component.anatomy.push(part);
                }
            }
        }
        Some(component)
    }

    /// Dioxus `fn Button(props: ButtonProps)` and Yew `fn Button(props: &ButtonProps)`: the
    /// fields of the props struct the single parameter names.
    fn props_struct(&self, item: &ItemFn, file: usize, by_ref: bool) -> Option<Vec<RawProp<'a>>> {
        let FnArg::Typed(param) = item.sig.inputs.first()? else {
            return None;
        };
        let ty = match &*param.ty {
            Type::Reference(reference) if by_ref => &*reference.elem,
            ty if !by_ref && item.sig.inputs.len() == 1 => ty,
            _ => return None,
        };
        let props = self.find_struct(&type_name(ty)?, file)?;
        // Dioxus: only a struct that derives Props is a props struct; otherwise the single
        // parameter is itself an inline prop.
        if !by_ref && !attrs::derives(&props.attrs).iter().any(|d| d == "Props") {
            return None;
        }
        Some(frameworks::fields(props))
    }

    fn add_prop(
        &self,
        component: &mut Component,
        src: &Src,
        file: usize,
        prop: &RawProp<'_>,
        generics: Option<&syn::Generics>,
    ) {
        let mut ty = classify(src, prop.ty);
        if let (Kind::Named { ident, .. }, Some(generics)) = (&ty.kind, generics)
            && let Some(bounded) = generic_bound(src, generics, ident)
        {
            ty = TypeInfo {
                optional: ty.optional,
                kind: bounded.kind,
            };
        }
        let enum_info = match &ty.kind {
            Kind::Named { ident, .. } => self.enums.get(ident, file),
            _ => None,
        };
        let resolved = frameworks::resolve(component.framework, src, prop, &ty, enum_info);
        let location = src.location(prop.span);
        let bare = prop.name.strip_prefix("r#").unwrap_or(&prop.name);
        let passthrough = resolved.passthrough.or_else(|| {
            if matches!(ty.kind, Kind::Marker) {
                Some(PassthroughKind::Marker)
            } else if HTML_ATTRS.contains(&bare)
                && !matches!(ty.kind, Kind::Callback { .. } | Kind::Node)
            {
                Some(PassthroughKind::Html)
            } else {
                None
            }
        });
        if let Some(kind) = passthrough {
            component.passthrough.push(Passthrough {
                rust_name: prop.name.clone(),
                kind,
                location,
            });
            return;
        }
        let doc = attrs::doc(prop.attrs);
        let rust_type = src.text(prop.ty);
        let slot_struct = |info: &TypeInfo| match &info.kind {
            Kind::Named { ident, .. } => self.slot_structs.contains(ident),
            _ => false,
        };
        let is_slot = match &ty.kind {
            Kind::Node
            | Kind::Callback {
                returns_node: true, ..
            } => Some(false),
            Kind::Array(item) if slot_struct(item) => Some(true),
            _ if slot_struct(&ty) => Some(false),
            _ => None,
        };
        if let Some(multiple) = is_slot {
            let mut name = naming::to_camel(&prop.name);
            // Leptos names a `#[slot] struct DialogFooter` prop `dialog_footer`: the slot of
            // `Dialog` is `footer`.
            if let Some(part) = name.strip_prefix(&naming::to_camel(&component.name))
                && part.starts_with(|c: char| c.is_ascii_uppercase())
            {
                name = naming::to_camel(part);
            }
            component.slots.push(CodeSlot {
                rust_name: prop.name.clone(),
                name,
                rust_type,
                required: resolved.required,
                multiple,
                doc,
                location,
            });
            return;
        }
        if let Kind::Callback { payload, .. } = &ty.kind
            && let Some(name) = events::spec_name(&prop.name)
        {
            component.events.push(CodeEvent {
                rust_name: prop.name.clone(),
                name,
                rust_type,
                payload: payload.clone(),
                required: resolved.required,
                doc,
                location,
            });
            return;
        }
        if let Some(info) = enum_info
            && !LITERAL_PROPS.contains(&bare)
            && info.values.len() <= MAX_AXIS_VALUES
        {
            let default = match &resolved.default {
                Some(super::DefaultValue::Literal(serde_json::Value::String(value))) => {
                    Some(value.clone())
                }
                _ => None,
            };
            component.variants.push(VariantAxis {
                rust_name: prop.name.clone(),
                name: naming::to_camel(&prop.name),
                rust_enum: info.name.clone(),
                values: info.values.clone(),
                default,
                required: resolved.required,
                open: info.open,
                doc: doc.or_else(|| info.doc.clone()),
                location,
                enum_location: info.location.clone(),
            });
            return;
        }
        if matches!(ty.kind, Kind::Bool) {
            let state = bare.strip_prefix("is_").unwrap_or(bare).replace('_', "");
            if STATE_PROPS.contains(&state.as_str()) && !component.states.contains(&state) {
                component.states.push(state);
            }
        }
        component.props.push(CodeProp {
            rust_name: prop.name.clone(),
            name: naming::to_camel(&prop.name),
            rust_type,
            spec_type: spec_type(&ty, enum_info),
            required: resolved.required,
            default: resolved.default,
            doc,
            location,
        });
    }
}

/// What a component declaration says before its props are classified.
struct Header<'a> {
    name: String,
    name_span: proc_macro2::Span,
    doc: Option<String>,
    public: bool,
    framework: Option<Framework>,
    props: Vec<RawProp<'a>>,
    /// The function body, scanned for `data-slot` attributes.
    body: Option<&'a syn::Block>,
}

enum Found<'a> {
    Fn(&'a ItemFn, &'a syn::Attribute),
    YewStruct(&'a syn::ItemImpl),
}

/// The spec type of a classified Rust type.
pub(super) fn spec_type(ty: &TypeInfo, enum_info: Option<&EnumInfo>) -> SpecType {
    match &ty.kind {
        Kind::String => SpecType::String,
        Kind::Bool => SpecType::Boolean,
        Kind::Number => SpecType::Number,
        Kind::Node => SpecType::UiNode,
        Kind::Callback {
            payload, output, ..
        } => {
            let params = payload
                .as_deref()
                .map(|p| format!("value: {}", events::ts_type(p)))
                .unwrap_or_default();
            let output = output.as_deref().map_or("void".to_owned(), events::ts_type);
            SpecType::Function(format!("({params}) => {output}"))
        }
        Kind::Array(item) => SpecType::Array(Box::new(spec_type(item, None))),
        Kind::Named { .. } => match enum_info {
            Some(info) => SpecType::Literals(info.values.iter().map(|v| v.value.clone()).collect()),
            None => SpecType::Named("object".to_owned()),
        },
        Kind::Marker | Kind::Other(_) => SpecType::Named("object".to_owned()),
    }
}

/// `fn Label<T: Into<String>>(text: T)`: a generic parameter classified by its bounds.
fn generic_bound(src: &Src, generics: &syn::Generics, ident: &str) -> Option<TypeInfo> {
    let mut bounds: Vec<&syn::TypeParamBound> = Vec::new();
    for param in generics.type_params() {
        if param.ident == ident {
            bounds.extend(param.bounds.iter());
        }
    }
    if let Some(clause) = &generics.where_clause {
        for predicate in &clause.predicates {
            if let syn::WherePredicate::Type(p) = predicate
                && type_name(&p.bounded_ty).as_deref() == Some(ident)
            {
                bounds.extend(p.bounds.iter());
            }
        }
    }
    if bounds.is_empty() {
        return None;
    }
    let ty: Type = syn::parse_quote!(impl #(#bounds)+*);
    let info = classify(src, &ty);
    (!matches!(info.kind, Kind::Other(_))).then_some(info)
}

/// `pub`, the visibility of a library's components (`pub(crate)` ones are internal).
fn is_public(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// `Card`, `CardHeader`, `CardTitle` in one file: `header` and `title` are parts of `Card`.
fn add_sibling_parts(components: &mut [Component]) {
    let names: Vec<String> = components.iter().map(|c| c.name.clone()).collect();
    for component in components.iter_mut() {
        for other in &names {
            if let Some(part) = other.strip_prefix(&component.name)
                && part.starts_with(|c: char| c.is_ascii_uppercase())
            {
                let part = naming::to_camel(part);
                if !component.anatomy.contains(&part) {
                    component.anatomy.push(part);
                }
            }
        }
    }
}

/// Whether a macro call's tokens declare a component: `#[component]`, `#[function_component]`,
/// `#[island]`, or `#[derive(Props)]` / `#[derive(Properties)]`.
fn hides_component(tokens: &TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    trees.iter().enumerate().any(|(i, tree)| match tree {
        TokenTree::Punct(p) if p.as_char() == '#' => match trees.get(i + 1) {
            Some(TokenTree::Group(group)) => {
                let inner: Vec<String> =
                    group.stream().into_iter().map(|t| t.to_string()).collect();
                inner.iter().any(|t| COMPONENT_ATTRS.contains(&t.as_str()))
                    || (inner.first().is_some_and(|t| t == "derive")
                        && group
                            .stream()
                            .to_string()
                            .split(|c: char| !c.is_alphanumeric())
                            .any(|w| w == "Props" || w == "Properties"))
            }
            _ => false,
        },
        TokenTree::Group(group) => hides_component(&group.stream()),
        _ => false,
    })
}

/// `data-slot="card-header"` in `view!` / `rsx!` / `html!` markup.
#[derive(Default)]
struct DataSlots {
    values: Vec<String>,
}

impl<'ast> Visit<'ast> for DataSlots {
    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        scan_data_slots(&node.tokens, &mut self.values);
    }
}

fn scan_data_slots(tokens: &TokenStream, out: &mut Vec<String>) {
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let text = |tree: Option<&TokenTree>| tree.map(ToString::to_string).unwrap_or_default();
    for (i, tree) in trees.iter().enumerate() {
        // Leptos and Yew: `data-slot="x"`; Dioxus: `"data-slot": "x"`.
        let value = match tree {
            TokenTree::Group(group) => {
                scan_data_slots(&group.stream(), out);
                continue;
            }
            TokenTree::Ident(ident)
                if ident == "data"
                    && text(trees.get(i + 1)) == "-"
                    && text(trees.get(i + 2)) == "slot"
                    && text(trees.get(i + 3)) == "=" =>
            {
                trees.get(i + 4)
            }
            TokenTree::Literal(literal)
                if literal.to_string() == "\"data-slot\"" && text(trees.get(i + 1)) == ":" =>
            {
                trees.get(i + 2)
            }
            _ => continue,
        };
        if let Some(TokenTree::Literal(literal)) = value
            && let Ok(syn::Lit::Str(text)) = syn::parse_str::<syn::Lit>(&literal.to_string())
        {
            out.push(text.value());
        }
    }
}
