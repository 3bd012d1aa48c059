//! Finding components in files and building their [`Component`] models, in two phases:
//!
//! 1. per file, while its syntax tree exists ([`collect`]): owned facts — the file's framework
//!    hint, its enums and `impl` facts, `#[slot]` and props structs (as prop drafts), component
//!    drafts, findings. The tree is dropped right after, so memory stays flat and files can be
//!    read on several threads;
//! 2. across the crate ([`Crate`]): enums, structs and slot names by name, then every draft
//!    becomes a [`Component`] under its framework's rules.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens as _;
use syn::{FnArg, ImplItem, Item, ItemFn, Type};

use super::attrs;
use super::contexts::{ContextFacts, Functions};
use super::enums::{self, EnumIndex, EnumInfo, ImplFacts, for_each_item};
use super::frameworks::{self, DraftProp};
use super::imports::Imports;
use super::markup::{Body, Markup};
use super::model::{
    CodeEvent, CodeProp, CodeSlot, Component, Framework, Passthrough, PassthroughKind, VariantAxis,
};
use super::parse::Src;
use super::parts::{BodyFacts, Member, sibling_parts};
use super::types::{self, Kind, TypeInfo};
use super::visibility::{Api, ModuleFacts, is_pub};
use super::{Options, events};
use crate::diagnostics::{Diagnostic, Diagnostics, Location};
use crate::framework::PropsAt;
use crate::naming;
use crate::rules::RuleId;
use crate::vocabulary::SpecType;

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
/// Whether an enum prop is an HTML attribute's value (`type: ButtonType` of
/// `button`/`submit`/`reset`): then it stays a string-literal union, since it is not a visual
/// axis. Named like the attribute is not enough when the attribute has a known value set: an
/// `AlertType` of `info`/`success`/`danger` on `type` is the component's main visual axis.
fn is_html_literal(prop: &str, info: &EnumInfo) -> bool {
    LITERAL_PROPS.contains(&prop)
        && html_values(prop).is_none_or(|allowed| {
            info.values
                .iter()
                .all(|v| allowed.contains(&v.value.as_str()))
        })
}

/// The values HTML allows for an attribute, when the set is small and fixed.
fn html_values(attribute: &str) -> Option<&'static [&'static str]> {
    const TYPES: &[&str] = &[
        "button",
        "submit",
        "reset",
        "text",
        "password",
        "email",
        "number",
        "tel",
        "url",
        "search",
        "date",
        "time",
        "datetime-local",
        "month",
        "week",
        "color",
        "checkbox",
        "radio",
        "file",
        "hidden",
        "range",
        "image",
    ];
    Some(match attribute {
        "type" | "button_type" | "input_type" => TYPES,
        "inputmode" => &[
            "none", "text", "decimal", "numeric", "tel", "search", "email", "url",
        ],
        "dir" => &["ltr", "rtl", "auto"],
        "method" => &["get", "post", "dialog"],
        "wrap" => &["soft", "hard", "off"],
        _ => return None,
    })
}

/// Props named like an HTML attribute, whose enum is a string-literal union rather than a
/// variant axis when its values are the attribute's ([`is_html_literal`]).
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
/// What one file says, owned: everything phase 2 needs once the syntax tree is gone.
#[derive(Debug, Default)]
pub(super) struct FileFacts {
    /// The file's path as findings show it (relative to the project root), to place it in its
    /// crate's module tree.
    pub(super) path: String,
    /// Module declarations and `use` items: what decides which components are public API.
    modules: ModuleFacts,
    /// What its `use` items take from other crates: where a component it renders but the
    /// crate does not define may be read.
    pub(super) imports: Imports,
    hint: Option<Framework>,
    enums: Vec<EnumInfo>,
    impls: Vec<ImplFacts>,
    slot_structs: Vec<String>,
    /// `type X = …;` aliases and newtypes over a callback (`struct OnPress(Callback<()>)`),
    /// each with the type it stands for, classified: a prop typed with one is read as that.
    aliases: Vec<(String, TypeInfo)>,
    structs: Vec<DraftStruct>,
    components: Vec<DraftComponent>,
    /// Items under `#[component_spec("…")]`, whose generated items are read too.
    pub(super) spec_uses: Vec<super::SpecUse>,
    /// Findings of reading the file (components hidden in macros).
    pub(super) diags: Diagnostics,
}

/// A struct: its name, doc and visibility, and — for props structs (`#[derive(Props)]`,
/// `#[derive(Properties)]`) — its fields as prop drafts.
#[derive(Debug)]
struct DraftStruct {
    name: String,
    doc: Option<String>,
    public: bool,
    derives_props: bool,
    fields: Vec<DraftProp>,
}

/// A component before the crate is known.
#[derive(Debug)]
struct DraftComponent {
    name: String,
    location: Location,
    doc: Option<String>,
    public: bool,
    /// What the declaration itself says about the framework.
    framework: Option<Framework>,
    source: PropsSource,
    /// `data-slot` values in the markup, as part names.
    anatomy: Vec<String>,
    /// The element the markup starts with.
    root_element: Option<String>,
    /// What its body names: evidence for sibling parts.
    body: BodyFacts,
    /// The contexts its body provides and reads.
    contexts: ContextFacts,
    /// What its markup renders.
    markup: Arc<Markup>,
}

/// Where a component's props are declared.
#[derive(Debug)]
enum PropsSource {
    /// A function: its parameters, and the struct its single parameter names (Dioxus
    /// `props: ButtonProps`, Yew `props: &ButtonProps`), if any.
    Fn {
        params: Vec<DraftProp>,
        single: Option<String>,
        by_ref: Option<String>,
    },
    /// Yew `impl Component for X { type Properties = P; }`.
    StructComponent { properties: Option<String> },
}

/// Phase 1: the facts of one parsed file.
pub(super) fn collect(src: &Src, file: usize, items: &[Item]) -> FileFacts {
    let (enums, impls) = enums::collect(src, file, items);
    let mut facts = FileFacts {
        path: src.file.path().to_owned(),
        modules: ModuleFacts::collect(src, items),
        imports: Imports::collect(items),
        hint: frameworks::file_hint(items),
        enums,
        impls,
        slot_structs: Vec::new(),
        aliases: Vec::new(),
        structs: Vec::new(),
        components: Vec::new(),
        spec_uses: Vec::new(),
        diags: Diagnostics::new(),
    };
    // The file's plain functions: what a component's `let state = build_state(…)` holds, and
    // the contexts a helper it calls reads.
    // Only in a file that names a context call or element at all: the rest pay nothing.
    let mut functions = Functions::default();
    let mut helpers = super::markup::Helpers::default();
    if super::markup::Helpers::wanted(src.file.text()) {
        for_each_item(items, &mut |item| helpers.add_item(item));
        helpers.finish();
    }
    let contexts = super::contexts::mentions_contexts(src.file.text());
    for_each_item(items, &mut |item| {
        if contexts
            && let Item::Fn(function) = item
            && !function
                .attrs
                .iter()
                .any(|a| attrs::name(a).is_some_and(|n| Framework::is_component_attribute(&n)))
        {
            let returns = match &function.sig.output {
                syn::ReturnType::Type(_, ty) => Some(ty.to_token_stream()),
                syn::ReturnType::Default => None,
            };
            let body = function.block.to_token_stream();
            functions.add(function.sig.ident.to_string(), returns, body);
        }
    });
    let mut gated_names: crate::hash::Set<String> = Default::default();
    for_each_item(items, &mut |item| match item {
        Item::Struct(item) => {
            let name = item.ident.to_string();
            if let Some((path, framework)) = attrs::component_spec(&item.attrs) {
                facts.spec_uses.push(super::SpecUse {
                    path,
                    framework,
                    on_struct: Some(name.clone()),
                });
            }
            if attrs::has(&item.attrs, "slot") {
                facts.slot_structs.push(name.clone());
            }
            if let syn::Fields::Unnamed(fields) = &item.fields
                && let [field] = &fields.unnamed.iter().collect::<Vec<_>>()[..]
            {
                let inner = types::classify(src, &field.ty);
                if matches!(inner.kind, Kind::Callback { .. }) {
                    facts.aliases.push((name.clone(), inner));
                }
            }
            let derives = attrs::derives(&item.attrs);
            let derives_props = derives.iter().any(|d| d == "Props" || d == "Properties");
            facts.structs.push(DraftStruct {
                name,
                doc: attrs::doc(&item.attrs),
                public: is_pub(&item.vis),
                derives_props,
                fields: if derives_props {
                    frameworks::fields(src, item)
                } else {
                    Vec::new()
                },
            });
        }
        Item::Fn(item) => {
            if let Some((path, framework)) = attrs::component_spec(&item.attrs) {
                facts.spec_uses.push(super::SpecUse {
                    path,
                    framework,
                    on_struct: None,
                });
            }
            let attr = item
                .attrs
                .iter()
                .find(|a| attrs::name(a).is_some_and(|n| Framework::is_component_attribute(&n)));
            if attr.is_some() || plain_component(item) {
                let draft = draft_fn(src, item, attr, contexts.then_some(&functions), &helpers);
                // One component written twice under `#[cfg(…)]` for two builds (singlestage's
                // `ThemeProvider` as a component and, with `islands`, as an island) is one
                // component: the first is read.
                let gated = item.attrs.iter().any(|a| a.path().is_ident("cfg"));
                let alternative = gated && gated_names.contains(&draft.name);
                if gated {
                    gated_names.insert(draft.name.clone());
                }
                if !alternative {
                    facts.components.push(draft);
                }
            }
        }
        Item::Type(item) => {
            facts
                .aliases
                .push((item.ident.to_string(), types::classify(src, &item.ty)));
        }
        Item::Impl(item) => {
            // The framework whose struct components implement this trait.
            let framework = item
                .trait_
                .as_ref()
                .and_then(|(_, path, _)| path.segments.last())
                .and_then(|s| {
                    let name = s.ident.to_string();
                    Framework::ALL
                        .into_iter()
                        .find(|f| f.profile().struct_component_trait == Some(name.as_str()))
                });
            if let Some(framework) = framework
                && let Some(draft) = draft_struct_component(src, item, framework, &helpers)
            {
                facts.components.push(draft);
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
            facts.diags.push(
                Diagnostic::new(
                    RuleId::CODE_MACRO,
                    src.location(syn::spanned::Spanned::span(&item.mac.path)),
                    format!("a component inside `{name}!` cannot be analysed"),
                )
                .with_label("declared inside this macro call")
                .with_help("uispec reads source code without expanding macros: declare the component outside the macro, or write its spec with `uispec add`"),
            );
        }
        _ => {}
    });
    facts
}

/// A component written without an attribute, as Dioxus allows and its own crates do
/// (dioxus-router's `pub fn Link(props: LinkProps) -> Element`): a function named in
/// PascalCase that takes one props struct and returns `Element`. Other plain functions
/// returning `Element` (an app's `fn App()`) are not components of a library.
fn plain_component(item: &ItemFn) -> bool {
    let last = |ty: &Type| match ty {
        Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    };
    let props = match item.sig.inputs.iter().collect::<Vec<_>>()[..] {
        [FnArg::Typed(param)] => last(&param.ty).is_some_and(|name| name.ends_with("Props")),
        _ => false,
    };
    let element = match &item.sig.output {
        syn::ReturnType::Type(_, ty) => last(ty).is_some_and(|name| name == "Element"),
        syn::ReturnType::Default => false,
    };
    props
        && element
        && item
            .sig
            .ident
            .to_string()
            .starts_with(|c: char| c.is_ascii_uppercase())
}

fn draft_fn(
    src: &Src,
    item: &ItemFn,
    attr: Option<&syn::Attribute>,
    functions: Option<&Functions>,
    helpers: &super::markup::Helpers,
) -> DraftComponent {
    // Yew names the component in the attribute: `#[function_component(Button)]`; other
    // arguments are options (`#[component(transparent)]`).
    let naming = attr.and_then(attrs::name).is_some_and(|name| {
        Framework::ALL
            .iter()
            .any(|f| f.profile().attributes_naming.contains(&name.as_str()))
    });
    let named = match attr {
        Some(attr) if naming && matches!(attr.meta, syn::Meta::List(_)) => {
            attr.parse_args::<syn::Ident>().ok()
        }
        _ => None,
    };
    let (name, span) = match &named {
        Some(ident) => (ident.to_string(), ident.span()),
        None => (
            naming::to_pascal(&item.sig.ident.to_string()),
            item.sig.ident.span(),
        ),
    };
    let first = match item.sig.inputs.first() {
        Some(FnArg::Typed(param)) => Some(&*param.ty),
        _ => None,
    };
    let single = first
        .filter(|_| item.sig.inputs.len() == 1)
        .and_then(type_name);
    let by_ref = match first {
        Some(Type::Reference(reference)) => type_name(&reference.elem),
        _ => None,
    };
    let markup = super::markup::read(src, Body::Block(&item.block), helpers);
    let prefix = format!("{}-", naming::to_kebab(&name));
    let mut anatomy: Vec<String> = Vec::new();
    for slot in markup.elements.iter().filter_map(|e| e.text("data-slot")) {
        let part = naming::to_camel(slot.strip_prefix(&prefix).unwrap_or(slot));
        if !part.is_empty() && !anatomy.contains(&part) {
            anatomy.push(part);
        }
    }
    DraftComponent {
        location: src.location(span),
        name,
        doc: attrs::doc(&item.attrs),
        public: is_pub(&item.vis),
        framework: frameworks::fn_framework(item, attr),
        source: PropsSource::Fn {
            params: frameworks::params(src, item),
            single,
            by_ref,
        },
        anatomy,
        root_element: markup.root.map(|i| markup.elements[i].tag.clone()),
        body: BodyFacts::of_block(&item.block),
        contexts: functions.map_or_else(ContextFacts::default, |functions| {
            ContextFacts::of(item.block.to_token_stream(), &typed_params(item), functions)
        }),
        markup: Arc::new(markup),
    }
}

/// A function's parameters bound to a name, with their types' tokens.
fn typed_params(item: &ItemFn) -> Vec<(String, TokenStream)> {
    (item.sig.inputs.iter())
        .filter_map(|input| match input {
            FnArg::Typed(typed) => match &*typed.pat {
                syn::Pat::Ident(name) => Some((name.ident.to_string(), typed.ty.to_token_stream())),
                _ => None,
            },
            FnArg::Receiver(_) => None,
        })
        .collect()
}

/// A struct component (Yew's `impl Component for Counter { type Properties = CounterProps; … }`).
fn draft_struct_component(
    src: &Src,
    item: &syn::ItemImpl,
    framework: Framework,
    helpers: &super::markup::Helpers,
) -> Option<DraftComponent> {
    let Type::Path(self_ty) = &*item.self_ty else {
        return None;
    };
    let ident = &self_ty.path.segments.last()?.ident;
    let properties = item.items.iter().find_map(|i| match i {
        ImplItem::Type(t) if t.ident == "Properties" => type_name(&t.ty),
        _ => None,
    });
    Some(DraftComponent {
        name: ident.to_string(),
        location: src.location(ident.span()),
        // The doc and visibility are the struct's, looked up in phase 2.
        doc: None,
        public: true,
        framework: Some(framework),
        source: PropsSource::StructComponent { properties },
        anatomy: Vec::new(),
        root_element: None,
        body: BodyFacts::of_impl(item),
        contexts: match super::contexts::mentions_contexts(src.file.text()) {
            true => ContextFacts::of(item.to_token_stream(), &[], &Functions::default()),
            false => ContextFacts::default(),
        },
        markup: Arc::new(super::markup::read(src, Body::Impl(item), helpers)),
    })
}

/// Phase 2: the crate, from the facts of its files (in file order).
pub(super) struct Crate<'a> {
    facts: Vec<&'a FileFacts>,
    enums: EnumIndex,
    structs: HashMap<&'a str, Vec<(usize, &'a DraftStruct)>>,
    slot_structs: HashSet<&'a str>,
    /// The crate's type aliases and callback newtypes, by name (the first of a name wins).
    aliases: HashMap<&'a str, &'a TypeInfo>,
    crate_hint: Option<Framework>,
    /// What the crate exports: which components are public API.
    api: Api,
}

impl<'a> Crate<'a> {
    pub(super) fn new(facts: &'a [FileFacts]) -> Self {
        Self::from_refs(&facts.iter().collect::<Vec<_>>())
    }

    /// The crate of files whose facts are held elsewhere (positions are file indices).
    pub(super) fn from_refs(facts: &[&'a FileFacts]) -> Self {
        let facts = facts.to_vec();
        let mut structs: HashMap<&'a str, Vec<(usize, &'a DraftStruct)>> = HashMap::new();
        for (i, file) in facts.iter().enumerate() {
            for item in &file.structs {
                structs
                    .entry(item.name.as_str())
                    .or_default()
                    .push((i, item));
            }
        }
        let slot_structs = facts
            .iter()
            .flat_map(|f| f.slot_structs.iter().map(String::as_str))
            .collect();
        let mut counts: HashMap<Framework, usize> = HashMap::new();
        for hint in facts.iter().filter_map(|f| f.hint) {
            *counts.entry(hint).or_default() += 1;
        }
        let crate_hint = (counts.len() == 1)
            .then(|| counts.keys().next().copied())
            .flatten();
        let impls: Vec<&ImplFacts> = facts.iter().flat_map(|f| &f.impls).collect();
        // An enum's file is its position now (files may have come and gone since it was read).
        let enums = facts.iter().enumerate().flat_map(|(i, f)| {
            f.enums.iter().cloned().map(move |mut e| {
                e.file = i;
                e
            })
        });
        let enums = EnumIndex::build(enums, &impls);
        let modules: Vec<(&str, &ModuleFacts)> = facts
            .iter()
            .map(|f| (f.path.as_str(), &f.modules))
            .collect();
        let api = Api::build(&modules);
        let mut aliases = HashMap::new();
        for (name, ty) in facts.iter().flat_map(|f| &f.aliases) {
            aliases.entry(name.as_str()).or_insert(ty);
        }
        Crate {
            api,
            facts,
            enums,
            structs,
            slot_structs,
            aliases,
            crate_hint,
        }
    }

    fn find_struct(&self, name: &str, file: usize) -> Option<&'a DraftStruct> {
        let candidates = self.structs.get(name)?;
        candidates
            .iter()
            .find(|(f, _)| *f == file)
            .or_else(|| candidates.first())
            .map(|(_, item)| *item)
    }

    /// The path of file `file`.
    fn path_of(&self, file: usize) -> String {
        self.facts
            .get(file)
            .map(|f| f.path.clone())
            .unwrap_or_default()
    }

    /// The components of file `file`, in source order.
    pub(super) fn components(
        &self,
        diags: &mut Diagnostics,
        file: usize,
        options: &Options,
    ) -> Vec<Component> {
        let (drafts, mut components): (Vec<&DraftComponent>, Vec<Component>) = self.facts[file]
            .components
            .iter()
            .filter_map(|draft| Some((draft, self.build(diags, file, draft, options)?)))
            .unzip();
        // A component provides and requires what the components of its file it renders do (a
        // public `Root` rendering a private `RootBase` that holds the `<Provider>`).
        let mut contexts: Vec<ContextFacts> = drafts.iter().map(|d| d.contexts.clone()).collect();
        for _ in 0..4 {
            let mut changed = false;
            for at in 0..contexts.len() {
                for other in 0..contexts.len() {
                    if other != at && contexts[at].renders(&components[other].name) {
                        let rendered = contexts[other].clone();
                        changed |= contexts[at].inherit(&rendered);
                    }
                }
            }
            if !changed {
                break;
            }
        }
        for (component, facts) in components.iter_mut().zip(&contexts) {
            (component.provides, component.requires) =
                facts.resolve(&component.framework.profile().contexts);
        }
        let members: Vec<Member<'_>> = drafts
            .iter()
            .zip(&components)
            .map(|(draft, component)| Member {
                name: &component.name,
                doc: component.doc.as_deref(),
                body: &draft.body,
            })
            .collect();
        let parts = sibling_parts(&members);
        for (component, parts) in components.iter_mut().zip(parts) {
            for part in parts {
                if !component.anatomy.contains(&part) {
                    component.anatomy.push(part);
                }
            }
        }
        components
    }

    fn build(
        &self,
        diags: &mut Diagnostics,
        file: usize,
        draft: &DraftComponent,
        options: &Options,
    ) -> Option<Component> {
        let framework = options
            .framework
            .or(draft.framework)
            .or(self.facts[file].hint)
            .or(self.crate_hint);
        let Some(framework) = framework else {
            diags.push(
                Diagnostic::new(
                    RuleId::CODE_FRAMEWORK,
                    draft.location.clone(),
                    format!("cannot tell which framework `{}` is written for", draft.name),
                )
                .with_label("component")
                .with_help("set `framework = \"leptos\"` (or dioxus, yew) in uispec.toml, or pass `--framework`"),
            );
            return None;
        };
        let struct_fields = |name: &Option<String>, must_derive: bool| {
            name.as_deref()
                .and_then(|n| self.find_struct(n, file))
                .filter(|s| !must_derive || s.derives_props)
                .map(|s| s.fields.as_slice())
        };
        let (props, doc, public): (&[DraftProp], Option<String>, bool) = match &draft.source {
            PropsSource::Fn {
                params,
                single,
                by_ref,
            } => {
                let props = match framework.profile().props_at {
                    PropsAt::Params => params.as_slice(),
                    // Only a struct that derives Props is a props struct; otherwise the single
                    // parameter is itself an inline prop.
                    PropsAt::ParamsOrStruct => struct_fields(single, true).unwrap_or(params),
                    PropsAt::Struct => struct_fields(by_ref, false).unwrap_or_default(),
                };
                (props, draft.doc.clone(), draft.public)
            }
            PropsSource::StructComponent { properties } => {
                let own = self.find_struct(&draft.name, file);
                (
                    struct_fields(properties, false).unwrap_or_default(),
                    own.and_then(|s| s.doc.clone()),
                    own.is_none_or(|s| s.public),
                )
            }
        };
        let public = self.api.is_public(
            &self.facts[file].modules,
            file,
            draft.location.span.start,
            &draft.name,
            public,
        );
        let mut component = Component {
            name: draft.name.clone(),
            framework,
            location: draft.location.clone(),
            doc,
            props: Vec::new(),
            variants: Vec::new(),
            events: Vec::new(),
            slots: Vec::new(),
            states: Vec::new(),
            anatomy: draft.anatomy.clone(),
            passthrough: Vec::new(),
            forwards_dom_events: framework.profile().forwarded_events.is_some(),
            root_element: draft.root_element.clone(),
            markup: Arc::clone(&draft.markup),
            // Set with the file's other components (`components`).
            provides: Vec::new(),
            requires: Vec::new(),
            path: public
                .then(|| {
                    let facts = &self.facts[file].modules;
                    let at = draft.location.span.start;
                    self.api.public_path(facts, file, at, &draft.name)
                })
                .flatten(),
            public,
        };
        for prop in props {
            self.add_prop(&mut component, file, prop);
        }
        Some(component)
    }

    /// `prop` with its type read through the crate's aliases: `MaybeCallback<bool>` (an alias
    /// of `Option<Callback<T>>`) is an optional callback, `MaybeDirection` (an alias of
    /// `Signal<Direction>`) the enum `Direction`. An enum of the alias's name wins; a few
    /// aliases deep at most (a cycle of aliases does not compile anyway).
    fn through_aliases<'p>(&self, prop: &'p DraftProp, file: usize) -> Cow<'p, DraftProp> {
        let mut ty = Cow::Borrowed(&prop.ty);
        for _ in 0..8 {
            let Kind::Named { ident, .. } = &ty.kind else {
                break;
            };
            if self.enums.get(ident, file, |f| self.path_of(f)).is_some() {
                break;
            }
            let Some(alias) = self.aliases.get(ident.as_str()) else {
                break;
            };
            let optional = ty.optional || alias.optional;
            ty = Cow::Owned(TypeInfo {
                optional,
                kind: alias.kind.clone(),
            });
        }
        match ty {
            Cow::Borrowed(_) => Cow::Borrowed(prop),
            Cow::Owned(ty) => {
                let mut prop = prop.clone();
                prop.ty = ty;
                Cow::Owned(prop)
            }
        }
    }

    fn add_prop(&self, component: &mut Component, file: usize, prop: &DraftProp) {
        let prop = &*self.through_aliases(prop, file);
        let ty = &prop.ty;
        let enum_info = match &ty.kind {
            Kind::Named { ident, .. } => self.enums.get(ident, file, |f| self.path_of(f)),
            _ => None,
        };
        let resolved = frameworks::resolve(component.framework, prop, enum_info);
        let location = prop.location.clone();
        let bare = prop.name.strip_prefix("r#").unwrap_or(&prop.name);
        let passthrough = resolved.passthrough.or_else(|| {
            if matches!(ty.kind, Kind::Marker) {
                Some(PassthroughKind::Marker)
            } else if HTML_ATTRS.contains(&bare)
                && !resolved.required
                && !matches!(ty.kind, Kind::Callback { .. } | Kind::Node)
            {
                // Only an optional one: a required `id: usize` is the component's own prop,
                // not an attribute passed through.
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
        let doc = prop.doc.clone();
        let rust_type = prop.rust_type.clone();
        let slot_struct = |info: &TypeInfo| match &info.kind {
            Kind::Named { ident, .. } => self.slot_structs.contains(ident.as_str()),
            _ => false,
        };
        let is_slot = match &ty.kind {
            Kind::Node
            | Kind::Callback {
                returns_node: true, ..
            } => Some(false),
            Kind::Array(item) if slot_struct(item) => Some(true),
            _ if slot_struct(ty) => Some(false),
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
        if let Kind::Callback {
            payload, output, ..
        } = &ty.kind
            && let Some(name) = events::spec_name(&prop.name)
        {
            component.events.push(CodeEvent {
                rust_name: prop.name.clone(),
                name,
                rust_type,
                payload: payload.clone(),
                output: output.clone(),
                required: resolved.required,
                doc,
                location,
            });
            return;
        }
        if let Some(info) = enum_info
            && !is_html_literal(bare, info)
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
                rust_type: rust_type.clone(),
                values: info.values.clone(),
                default,
                required: resolved.required,
                open: info.open,
                doc: doc.or_else(|| info.doc.clone()),
                location,
                enum_location: info.location.clone(),
                enum_path: self.api.public_path(
                    &self.facts[info.file].modules,
                    info.file,
                    info.location.span.start,
                    &info.name,
                ),
                reach: component.markup.reach(&prop.name),
            });
            return;
        }
        if matches!(ty.kind, Kind::Bool) {
            let state = bare.strip_prefix("is_").unwrap_or(bare).replace('_', "");
            if crate::states::is_state_prop(&state) && !component.states.contains(&state) {
                component.states.push(state);
            }
        }
        component.props.push(CodeProp {
            rust_name: prop.name.clone(),
            name: naming::to_camel(&prop.name),
            rust_type,
            spec_type: spec_type(ty, enum_info),
            required: resolved.required,
            default: resolved.default,
            doc,
            location,
        });
    }
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

fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
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
                inner.iter().any(|t| Framework::is_component_attribute(t))
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
