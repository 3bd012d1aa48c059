//! What `uispec test` renders: every component bound to a spec, once with the spec's defaults
//! (an optional axis that has none in the spec or the code left out),
//! once per other value of each variant axis, once per combination of values a tokenMapping
//! entry names together, and once per state the component takes as a boolean prop. Each
//! render is a call of the component with its props filled from the spec and the code
//! ([`plan`]); [`source`] writes the harness crate that makes the calls with the framework's
//! own server renderer.
//!
//! **States.** A `bool` prop is a state when its name (ignoring case, `_` and `-`) is one of
//! the spec's `states` or a state the stylesheet knows a selector for (`disabled`, `loading`,
//! `open`, `checked`, `selected`, `expanded`, `invalid`, `readonly`, `required`, …). It is set
//! to `true` in its render and left to its default in the others.
//!
//! **Props.** A prop the caller may leave out is left out, unless `[test.props]` gives it. A
//! required one gets, in this order: the `[test.props.<Component>]` expression of
//! uispec.toml; for a `bool`, `false`; for a string, its name as words (`"Title"`); for a
//! number, `0` (typed: `0usize`); a list, `Vec::new()`; a variant axis its spec default; a
//! callback a no-op; `children` the component's name as text (none where the children land in
//! an element that holds no text, a list). Anything else cannot be built, and the component is
//! not rendered: a `render-unbuildable` finding says which line to add. A render is shown inside
//! the parents its root element needs ([`crate::html::parents`]), and inside the components that
//! provide the contexts it requires ([`Component::requires`]), its own markup marked off from
//! theirs ([`MARKERS`]).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::code::Component;
use crate::config::TestOptions;
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::framework::Ssr;
use crate::naming::{match_key, words};
use crate::reader::SpecDocument;
use crate::rules::RuleId;
use crate::vocabulary::SpecType;

mod live;
mod source;

pub use live::{live_lib_rs, live_manifest, live_name};
pub use source::{Manifest, binary_name, main_rs, manifest};

/// An event of a render whose calls the live harness records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    /// The prop's name in Rust (`on_change`).
    pub rust_name: String,
    /// The spec's name (`onChange`).
    pub name: String,
    /// What the callback returns, when it returns a value (`bool`): the recorder returns the
    /// type's default.
    pub returns: Option<String>,
}

/// One call of a component.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Render {
    /// The spec's name.
    pub spec: String,
    /// The component's name in code.
    pub component: String,
    /// The path the library's users name it by, below the crate (`["forms", "Input"]`):
    /// the harness imports it so, and the items of that module beside it. `None`: the
    /// crate's root glob is all there is to go by.
    pub path: Option<Vec<String>>,
    /// Other items its props name, by their public paths (its variant axes' enums, wherever
    /// the library keeps them: `["util", "Color"]`).
    pub imports: Vec<Vec<String>>,
    /// Every axis of the spec with the value this render shows.
    pub variants: BTreeMap<String, String>,
    /// The state set, if any.
    pub state: Option<String>,
    /// `name = expression` per prop given, in declaration order.
    pub props: Vec<(String, String)>,
    /// The component's events uispec.toml gives no expression for: the live harness passes
    /// each a callback that records its call (the server harness passes the required ones a
    /// no-op, in [`Render::props`]).
    pub events: Vec<Recorded>,
    /// Text children, when the component takes `children`.
    pub children: Option<String>,
    /// Whether its children are made from a value (`Ssr::children_fn` on the element).
    pub children_fn: bool,
    /// A generic component's type arguments (`[test.generics]`), as between `<` and `>`.
    pub generics: Option<String>,
    /// Markup around the component, outermost first, each with one `{children}`
    /// (`[test] wrapper`, the components that provide what it requires, then
    /// `[test.wrappers]`).
    pub wrappers: Vec<String>,
    /// The components it is rendered inside because they provide a context it requires, by
    /// public path, each with the name its wrapper calls it by (`UispecParent0`). When there
    /// are any, the render's own markup is marked off from theirs ([`MARKERS`]).
    pub inside: Vec<(Vec<String>, String)>,
}

/// The text put just before and just after a component rendered inside the components that
/// provide its contexts (private-use characters no library writes), so that the page tells
/// the component's own elements from its providers'; the page removes them.
pub const MARKERS: (char, char) = ('\u{e000}', '\u{e001}');

/// The most providers one render is put inside (a part of a part of a root).
const MAX_PROVIDERS: usize = 4;

impl Render {
    /// The spec's names of the events whose calls the live harness records.
    pub fn event_names(&self) -> impl Iterator<Item = &String> {
        self.events.iter().map(|e| &e.name)
    }

    /// What the render is, for findings: `Button variant=danger size=md, loading`.
    pub fn label(&self) -> String {
        let mut label = self.spec.clone();
        for (axis, value) in &self.variants {
            label.push_str(&format!(" {axis}={value}"));
        }
        if let Some(state) = &self.state {
            label.push_str(&format!(", {state}"));
        }
        label
    }

    /// The position in `props` of the state's controlled prop (`open`) when its uncontrolled
    /// twin (`default_open`) is set beside it.
    fn controlled(&self) -> Option<usize> {
        let state = match_key(self.state.as_deref()?);
        (self.props.iter()).position(|(name, _)| {
            match_key(name) == state
                && (self.props.iter()).any(|(twin, _)| *twin == format!("default_{name}"))
        })
    }

    /// The render as the live checks mount it: a state set through both props is set
    /// through the uncontrolled one alone, so the component owns it. A key that closes a
    /// dialog mounted so must hide it; one held open by its caller can only ask.
    pub fn live(&self) -> std::borrow::Cow<'_, Render> {
        match self.controlled() {
            Some(at) => {
                let mut render = self.clone();
                render.props.remove(at);
                std::borrow::Cow::Owned(render)
            }
            None => std::borrow::Cow::Borrowed(self),
        }
    }

    /// Whether the component owns its state in the live mount ([`Render::live`]); else
    /// its caller holds it (or the component has no prop for it).
    pub fn owns_state_live(&self) -> bool {
        self.controlled().is_some()
    }
}

/// Every render of the project, grouped by component in spec order.
#[derive(Debug, Default)]
pub struct Plan {
    /// The renders, in the order the harness makes them.
    pub renders: Vec<Render>,
}

/// The renders of `pairs` (each spec with the component bound to it), with a finding for each
/// component that cannot be rendered.
pub fn plan(
    diags: &mut Diagnostics,
    pairs: &[(&SpecDocument, &Component)],
    all: &[Component],
    options: &TestOptions,
) -> Plan {
    let mut plan = Plan::default();
    for (doc, component) in pairs {
        let Some(ssr) = component.framework.profile().ssr.as_ref() else {
            diags.push(
                Diagnostic::new(
                    RuleId::RENDER_UNBUILDABLE,
                    component.location.clone(),
                    format!(
                        "`uispec test` cannot render `{}`: it has no server renderer for {} components yet",
                        component.name, component.framework
                    ),
                )
                .with_label("not rendered")
                .with_help("the static rules (`uispec validate`) still check it; `docs/testing.md` lists the frameworks `uispec test` renders"),
            );
            continue;
        };
        let own = options.props.get(&component.name);
        // A wrapper the project gives a component is its whole context: nothing is guessed.
        let given = options.wrappers.get(&component.name);
        let inside = match given {
            Some(_) => Vec::new(),
            None => providers(component, all, ssr, options),
        };
        let wrappers: Vec<String> = (options.wrapper.iter().cloned())
            .chain(inside.iter().map(|(markup, _)| markup.clone()))
            .chain(given.cloned())
            .collect();
        let inside: Vec<(Vec<String>, String)> = inside.into_iter().map(|(_, p)| p).collect();
        match renders_of(doc, component, ssr, own) {
            Ok(renders) => plan
                .renders
                .extend(renders.into_iter().map(|render| Render {
                    wrappers: wrappers.clone(),
                    inside: inside.clone(),
                    generics: options.generics.get(&component.name).cloned(),
                    ..render
                })),
            Err(missing) => diags.push(*missing),
        }
    }
    plan
}

/// The components `component` is rendered inside, outermost first, each as its markup with
/// `{children}` and its (public path, name): for each context it requires, a public component
/// of its framework that provides it and takes children (the one in the same folder first,
/// then the one whose name shares the most with its own), itself inside what it requires.
/// A context no component can be found or built for is left out: the render then says what
/// it panicked with.
fn providers(
    component: &Component,
    all: &[Component],
    ssr: &Ssr,
    options: &TestOptions,
) -> Vec<(String, (Vec<String>, String))> {
    // Innermost first; each need with the number of providers already inside the one that
    // has it (a provider's own need is met only by one around it: a submenu reads its menu's
    // context and provides its own).
    let mut chain: Vec<&Component> = Vec::new();
    let mut needs: Vec<(&str, usize)> = (component.requires.iter())
        .map(|t| (t.as_str(), 0))
        .collect();
    while let Some((need, inside)) = needs.pop() {
        let met = chain[inside..]
            .iter()
            .any(|p| p.provides.iter().any(|t| t == need));
        if chain.len() >= MAX_PROVIDERS || met {
            continue;
        }
        let folder = |c: &Component| {
            std::path::Path::new(c.location.file.path())
                .parent()
                .map(std::path::Path::to_path_buf)
        };
        let shared = |c: &Component| {
            (c.name.chars().zip(component.name.chars()))
                .take_while(|(a, b)| a == b)
                .count()
        };
        let best = (all.iter())
            .filter(|p| p.framework == component.framework && p.path.is_some())
            .filter(|p| p.provides.iter().any(|t| t == need))
            .filter(|p| !std::ptr::eq(*p, component) && !chain.iter().any(|c| std::ptr::eq(*c, *p)))
            .filter(|p| p.slots.iter().any(|s| s.name == "children"))
            .max_by_key(|p| {
                (
                    folder(p) == folder(component),
                    shared(p),
                    std::cmp::Reverse(p.name.len()),
                )
            });
        let Some(provider) = best else { continue };
        chain.push(provider);
        let around = chain.len();
        needs.extend(provider.requires.iter().map(|t| (t.as_str(), around)));
    }
    // Outermost first: a provider found later is what an earlier one requires.
    chain.reverse();
    let mut wrappers = Vec::new();
    for (at, provider) in chain.into_iter().enumerate() {
        let own = options.props.get(&provider.name);
        let Ok(props) = props_of(provider, ssr, own, &BTreeMap::new(), None) else {
            continue;
        };
        let name = format!("UispecParent{at}");
        let props: String = (props.iter())
            .map(|(prop, value)| ssr.prop.replace("{name}", prop).replace("{value}", value))
            .collect();
        let generics = options.generics.get(&provider.name).map(String::as_str);
        let markup = ssr.element(&name, generics, &props, crate::config::WRAPPED);
        let path = provider.path.clone().unwrap_or_default();
        wrappers.push((markup, (path, name)));
    }
    wrappers
}

/// The renders of one component, or the finding that says what it needs.
fn renders_of(
    doc: &SpecDocument,
    component: &Component,
    ssr: &Ssr,
    own: Option<&BTreeMap<String, String>>,
) -> Result<Vec<Render>, Box<Diagnostic>> {
    let spec = &doc.spec;
    // An axis the caller may leave out, with no default in the spec or the code (an
    // `Option<Color>`), is left out of the default render: that render is what `<Card/>` gives,
    // and each value is then shown alone, not beside values of other axes uispec picked.
    let unset = |axis: &str| {
        (component.variants.iter())
            .find(|a| match_key(&a.name) == match_key(axis))
            .is_some_and(|a| !a.required && a.default.is_none())
    };
    let defaults: BTreeMap<String, String> = spec
        .variants
        .iter()
        .filter_map(|axis| {
            let value = match spec.default_variants.get(&axis.name) {
                Some(value) => value,
                None if unset(&axis.name) => return None,
                None => axis.values.first()?,
            };
            Some((axis.name.clone(), value.clone()))
        })
        .collect();
    let mut combinations = vec![defaults.clone()];
    let mut add = |combination: BTreeMap<String, String>| {
        if !combinations.contains(&combination) {
            combinations.push(combination);
        }
    };
    for axis in &spec.variants {
        for value in &axis.values {
            let mut combination = defaults.clone();
            combination.insert(axis.name.clone(), value.clone());
            add(combination);
        }
    }
    for entry in doc.mapping() {
        let Ok(key) = entry.parsed else { continue };
        if key.selectors.len() < 2 {
            continue;
        }
        let mut combination = defaults.clone();
        for (axis, value) in &key.selectors {
            if spec.variants.iter().any(|a| a.name == axis.text) {
                combination.insert(axis.text.to_owned(), value.text.to_owned());
            }
        }
        add(combination);
    }
    let spec_states: Vec<String> = spec.states.iter().map(|s| match_key(s)).collect();
    let states: Vec<&str> = component
        .props
        .iter()
        .filter(|prop| prop.spec_type == SpecType::Boolean)
        .filter(|prop| {
            let key = match_key(&prop.name);
            spec_states.contains(&key) || crate::states::state(&key).is_some_and(|s| s.prop)
        })
        .map(|prop| prop.rust_name.as_str())
        .collect();
    let mut renders = Vec::new();
    for combination in &combinations {
        renders.push(call(doc, component, ssr, own, combination, None)?);
    }
    for state in states {
        renders.push(call(doc, component, ssr, own, &defaults, Some(state))?);
    }
    Ok(renders)
}

/// One call: `variants` as the axis values, `state` (a prop's Rust name) set.
fn call(
    doc: &SpecDocument,
    component: &Component,
    ssr: &Ssr,
    own: Option<&BTreeMap<String, String>>,
    variants: &BTreeMap<String, String>,
    state: Option<&str>,
) -> Result<Render, Box<Diagnostic>> {
    let props = props_of(component, ssr, own, variants, state)?;
    let root = component.root_element.as_deref();
    // Where the children land: the element whose content holds them, else the root.
    let holder = (component.markup.elements.iter())
        .find(|element| element.holds_children)
        .map(|element| element.tag.as_str())
        .or(root);
    let mut children = None;
    // Children made from a value (`<Root let:_>…</Root>`): text, as any children.
    let children_fn = ssr.children_fn.is_some()
        && (component.props.iter())
            .any(|p| p.rust_name == "children" && children_of_a_value(&p.rust_type));
    if children_fn {
        children = Some(text(&doc.spec.name));
    }
    if let Some(slot) = component.slots.iter().find(|slot| slot.name == "children") {
        // Words in a list or a table would be uispec's own defect, not the component's;
        // children of a type of their own (Yew's `ChildrenWithProps<Item>`) take none; and
        // where they land is unknown (given to another component), optional ones are left
        // out.
        let typed = ["WithProps", "VChild", "ChildrenRenderer"]
            .iter()
            .any(|t| slot.rust_type.contains(t));
        children = match holder {
            _ if typed => None,
            Some(tag) if !crate::html::takes_text(tag) => Some(String::new()),
            None if !slot.required => None,
            _ => Some(text(&doc.spec.name)),
        };
    }
    Ok(Render {
        spec: doc.spec.name.clone(),
        component: component.name.clone(),
        path: component.path.clone(),
        imports: (component.variants.iter())
            .filter_map(|axis| axis.enum_path.clone())
            .collect(),
        variants: variants.clone(),
        state: state.map(|rust_name| {
            component
                .props
                .iter()
                .find(|p| p.rust_name == rust_name)
                .map_or_else(|| rust_name.to_owned(), |p| p.name.clone())
        }),
        props,
        events: (component.events.iter())
            .filter(|e| {
                own.is_none_or(|own| !own.contains_key(&e.name) && !own.contains_key(&e.rust_name))
            })
            .map(|e| Recorded {
                rust_name: e.rust_name.clone(),
                name: e.name.clone(),
                returns: e.output.clone(),
            })
            .collect(),
        children,
        children_fn,
        generics: None,
        wrappers: Vec::new(),
        inside: Vec::new(),
    })
}

/// The props of one call but `children`: `variants` as the axis values (a required axis the
/// map leaves out at its first value), `state` (a prop's Rust name) set, the rest as the
/// module docs say; or the finding that names a required one uispec cannot build.
fn props_of(
    component: &Component,
    ssr: &Ssr,
    own: Option<&BTreeMap<String, String>>,
    variants: &BTreeMap<String, String>,
    state: Option<&str>,
) -> Result<Vec<(String, String)>, Box<Diagnostic>> {
    let given = |rust_name: &str, spec_name: &str| {
        own.and_then(|own| own.get(spec_name).or_else(|| own.get(rust_name)))
            .cloned()
    };
    let mut props = Vec::new();
    for axis in &component.variants {
        let spec_value = variants
            .iter()
            .find(|(name, _)| match_key(name) == match_key(&axis.name))
            .map(|(_, value)| value);
        let value = match spec_value {
            Some(value) if !axis.required && axis.default.as_ref() == Some(value) => continue,
            Some(value) => axis.values.iter().find(|v| &v.value == value),
            None if axis.required => axis.values.first(),
            None => continue,
        };
        // A spec value the code's enum lacks: the alignment rules report it; render without.
        let Some(value) = value else { continue };
        let value = format!("{}::{}", axis.rust_enum, value.rust_ident);
        props.push((axis.rust_name.clone(), typed(ssr, &axis.rust_type, &value)));
    }
    // The state's uncontrolled twin (`default_checked` beside `checked`) is set too: a
    // component that shows the one and only writes the other (dioxus-tw-components' `checked`
    // signal is written on click) shows the state either way.
    let twin = state.map(|s| format!("default_{s}"));
    for prop in &component.props {
        let twin =
            twin.as_deref() == Some(prop.rust_name.as_str()) && prop.spec_type == SpecType::Boolean;
        if Some(prop.rust_name.as_str()) == state || twin {
            props.push((prop.rust_name.clone(), typed(ssr, &prop.rust_type, "true")));
        } else if let Some(expression) = given(&prop.rust_name, &prop.name) {
            props.push((prop.rust_name.clone(), expression));
        } else if prop.rust_name == "children"
            && ssr.children_fn.is_some()
            && children_of_a_value(&prop.rust_type)
        {
            // Written as the element's content (`call`).
        } else if prop.required {
            let Some(value) = build(&prop.spec_type, &prop.rust_type, &prop.name) else {
                return Err(Box::new(unbuildable(
                    component,
                    &prop.rust_name,
                    &prop.name,
                    &prop.rust_type,
                    &prop.location,
                )));
            };
            props.push((prop.rust_name.clone(), typed(ssr, &prop.rust_type, &value)));
        }
    }
    for event in &component.events {
        if let Some(expression) = given(&event.rust_name, &event.name) {
            props.push((event.rust_name.clone(), expression));
        } else if event.required {
            props.push((event.rust_name.clone(), ssr.no_op.to_owned()));
        }
    }
    for slot in component
        .slots
        .iter()
        .filter(|slot| slot.name != "children")
    {
        if let Some(expression) = given(&slot.rust_name, &slot.name) {
            props.push((slot.rust_name.clone(), expression));
        } else if slot.required {
            return Err(Box::new(unbuildable(
                component,
                &slot.rust_name,
                &slot.name,
                &slot.rust_type,
                &slot.location,
            )));
        }
    }
    Ok(props)
}

/// `value` as a prop of type `rust_type` takes it: made into the framework's signal type when
/// the prop is one (or an `Option` of one) that does not convert from the value.
fn typed(ssr: &Ssr, rust_type: &str, value: &str) -> String {
    let bare = rust_type.trim_start();
    let bare = bare.strip_prefix("Option<").unwrap_or(bare).trim_start();
    match ssr
        .signals
        .iter()
        .find(|(start, _)| bare.starts_with(start))
    {
        Some((_, made)) => made.replace("{value}", value),
        None => value.to_owned(),
    }
}

/// Whether `rust_type` is children made from a value (`impl Fn(State) -> IV`).
fn children_of_a_value(rust_type: &str) -> bool {
    let bare: String = rust_type.split_whitespace().collect();
    bare.starts_with("implFn(") && !bare.starts_with("implFn()")
}

/// A value of a plain type, or `None`.
fn build(spec_type: &SpecType, rust_type: &str, name: &str) -> Option<String> {
    let inner = rust_type.rsplit(['<', ' ']).next().unwrap_or(rust_type);
    let inner = inner.trim_end_matches('>');
    // An empty list is a value of any `Vec` (a table with no rows renders).
    if rust_type.trim_start().starts_with("Vec<") {
        return Some("Vec::new()".to_owned());
    }
    match spec_type {
        SpecType::Boolean => Some("false".to_owned()),
        SpecType::String if inner == "str" || rust_type.contains("&") => {
            Some(format!("{:?}", text(name)))
        }
        SpecType::String => Some(format!("String::from({:?})", text(name))),
        // Typed by a suffix when the type is a primitive: a conversion between (`Signal<usize>`
        // from a value) leaves an untyped literal `i32`.
        SpecType::Number if is_primitive_number(inner) && inner.starts_with('f') => {
            Some(format!("0.0{inner}"))
        }
        SpecType::Number if is_primitive_number(inner) => Some(format!("0{inner}")),
        SpecType::Number if inner.starts_with('f') => Some("0.0".to_owned()),
        SpecType::Number => Some("0".to_owned()),
        _ => None,
    }
}

/// Whether `name` is one of Rust's number types (`usize`, `f32`).
fn is_primitive_number(name: &str) -> bool {
    matches!(
        name,
        "u8" | "u16"
            | "u32"
            | "u64"
            | "u128"
            | "usize"
            | "i8"
            | "i16"
            | "i32"
            | "i64"
            | "i128"
            | "isize"
            | "f32"
            | "f64"
    )
}

/// Words for a text: `Title` for `title`, `Error message` for `errorMessage`.
fn text(name: &str) -> String {
    let mut text = words(name).join(" ").to_lowercase();
    if let Some(first) = text.get(..1) {
        text.replace_range(..1, &first.to_uppercase());
    }
    text.retain(|c| c.is_alphanumeric() || c == ' ');
    text
}

/// The finding for a required prop uispec cannot build.
fn unbuildable(
    component: &Component,
    rust_name: &str,
    spec_name: &str,
    rust_type: &str,
    at: &crate::diagnostics::Location,
) -> Diagnostic {
    Diagnostic::new(
        RuleId::RENDER_UNBUILDABLE,
        at.clone(),
        format!(
            "`uispec test` cannot render `{}`: it cannot build a value of `{rust_type}` for the required prop `{rust_name}`",
            component.name
        ),
    )
    .with_label("no value for this prop")
    .with_help(format!(
        "give one in uispec.toml:\n[test.props.{}]\n{spec_name} = \"<a Rust expression of type {rust_type}>\"",
        component.name
    ))
}

/// How one render's process ended when it made no HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// How it ended, in words: `panicked`, `was killed by signal 6`, `exited with status 3`,
    /// `did not finish within 60 s`.
    pub ended: String,
    /// What it printed, standard output then standard error (the end of it, when long).
    pub output: String,
}

/// The most of a failed render's output a finding quotes: its last lines.
const QUOTED_LINES: usize = 20;
const QUOTED_BYTES: usize = 4096;

/// The `render-failed` finding of a crate whose renders could not run at all (its harness did
/// not build, or its process could not start): `message`'s first line is the headline, the
/// rest the help.
pub fn harness_failed(component: &Component, message: &str) -> Diagnostic {
    let (headline, detail) = message.split_once('\n').unwrap_or((message, ""));
    let finding = Diagnostic::new(
        RuleId::RENDER_FAILED,
        component.location.clone(),
        headline.trim_end_matches(':').to_owned(),
    )
    .with_label("not checked in the browser");
    if detail.is_empty() {
        finding
    } else {
        finding.with_help(detail.to_owned())
    }
}

/// The `render-failed` finding of a render that made no HTML, with what its process printed.
pub fn render_failed(component: &Component, render: &Render, failure: &Failure) -> Diagnostic {
    // What it said, not the backtrace an abort prints after it.
    let output = failure.output.trim_end();
    // The compiler could not tell a generic component's type arguments.
    let generic = ["E0282", "E0283", "E0107"]
        .iter()
        .any(|code| output.contains(&format!("error[{code}]")));
    let mut help = match generic && render.generics.is_none() {
        true => format!(
            "give its type arguments, as a user writes them between `<` and `>`, under `[test.generics]` in uispec.toml: `{} = \"String\"`",
            component.name
        ),
        false => format!(
            "give props that avoid it under `[test.props.{}]` in uispec.toml",
            component.name
        ),
    };
    let output = output
        .split_once("\nstack backtrace:")
        .map_or(output, |(said, _)| said.trim_end());
    if !output.is_empty() {
        let lines: Vec<&str> = output.lines().collect();
        let mut quoted = lines[lines.len().saturating_sub(QUOTED_LINES)..].join("\n");
        if quoted.len() > QUOTED_BYTES {
            let mut cut = quoted.len() - QUOTED_BYTES;
            while !quoted.is_char_boundary(cut) {
                cut += 1;
            }
            quoted = format!("…{}", &quoted[cut..]);
        }
        let quoted = quoted.replace(|c: char| c.is_control() && c != '\n', " ");
        let _ = write!(help, "; it printed:\n{quoted}");
    }
    Diagnostic::new(
        RuleId::RENDER_FAILED,
        component.location.clone(),
        format!(
            "`{}` {} when rendered as {}",
            component.name,
            failure.ended,
            render.label()
        ),
    )
    .with_label("not checked in the browser")
    .with_help(help)
}
