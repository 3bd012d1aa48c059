//! The UI frameworks uispec reads and generates props for, and everything that differs
//! between them, in one table: [`Profile`], one file per target (`leptos.rs`, `dioxus.rs`,
//! `yew.rs`, and `plain.rs` for generated plain data). The code reader, the alignment rules,
//! the generator and the macro ask the profile instead of matching on the framework.
//!
//! A leaf module: it depends on nothing else in the crate, so everything can name a framework
//! without an import circle.
//!
//! A new framework: a [`Framework`] variant, a file here with its `PROFILE`, and its arm in
//! [`Framework::profile`] and in `Framework::position` (an exhaustive match that places it in
//! [`Framework::ALL`]; a compile-time check fails until `ALL` holds it there). Nothing else has
//! a `match` on frameworks, and the code reader names no framework's attribute or macro.

use std::fmt;

mod dioxus;
mod leptos;
mod plain;
#[cfg(test)]
mod sycamore;
mod yew;

/// The UI framework a component is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Framework {
    /// Leptos 0.7 / 0.8: props are the parameters of a `#[component]` function.
    Leptos,
    /// Dioxus 0.6 / 0.7: `#[component]` parameters or a `#[derive(Props)]` struct.
    Dioxus,
    /// Yew 0.21–0.23: a `#[derive(Properties)]` struct.
    Yew,
    /// Sycamore 0.9, in the crate's own tests only: the dry run of the recipe for a new
    /// framework (`sycamore.rs`).
    #[cfg(test)]
    Sycamore,
}

impl Framework {
    /// Every framework, in documentation order.
    #[cfg(not(test))]
    pub const ALL: [Framework; 3] = [Framework::Leptos, Framework::Dioxus, Framework::Yew];
    /// Every framework, in documentation order, and the recipe's dry run.
    #[cfg(test)]
    pub const ALL: [Framework; 4] = [
        Framework::Leptos,
        Framework::Dioxus,
        Framework::Yew,
        Framework::Sycamore,
    ];

    /// Its place in [`Framework::ALL`]. An exhaustive match: a new variant does not compile
    /// until it has a place here, and the check below does not compile until `ALL` holds every
    /// place once (`ALL` cannot be longer than the places, nor skip one).
    const fn position(self) -> usize {
        match self {
            Framework::Leptos => 0,
            Framework::Dioxus => 1,
            Framework::Yew => 2,
            #[cfg(test)]
            Framework::Sycamore => 3,
        }
    }

    /// Whether `name` makes a function a component in some framework (`component`,
    /// `function_component`, `island`).
    pub fn is_component_attribute(name: &str) -> bool {
        Framework::ALL
            .iter()
            .any(|f| f.profile().component_attributes.contains(&name))
    }

    /// The lowercase name used in configuration and on the command line, and the name of the
    /// framework's crate (`leptos`, `leptos_router`, … point at Leptos).
    pub fn as_str(self) -> &'static str {
        self.profile().name
    }

    /// Parses a lowercase name.
    pub fn from_name(name: &str) -> Option<Framework> {
        Framework::ALL.into_iter().find(|f| f.as_str() == name)
    }

    /// What uispec knows of the framework.
    pub fn profile(self) -> &'static Profile {
        match self {
            Framework::Leptos => &leptos::PROFILE,
            Framework::Dioxus => &dioxus::PROFILE,
            Framework::Yew => &yew::PROFILE,
            #[cfg(test)]
            Framework::Sycamore => &sycamore::PROFILE,
        }
    }
}

const _: () = {
    let mut i = 0;
    while i < Framework::ALL.len() {
        assert!(
            Framework::ALL[i].position() == i,
            "Framework::ALL is out of place"
        );
        i += 1;
    }
};

impl fmt::Display for Framework {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What generated props are for: plain data (a struct with a `Default`, no framework types),
/// or one framework's props.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Target {
    /// Plain data: every field typed without framework types, a `Default` impl.
    #[default]
    Plain,
    /// The props of a component of this framework.
    Framework(Framework),
}

impl Target {
    /// What uispec generates for the target.
    pub fn profile(self) -> &'static Profile {
        match self {
            Target::Plain => &plain::PROFILE,
            Target::Framework(framework) => framework.profile(),
        }
    }

    /// Parses what `#[component_spec(framework = "…")]` takes: a framework's name, or `none`
    /// for plain data.
    pub fn from_name(name: &str) -> Option<Target> {
        match name {
            "none" => Some(Target::Plain),
            name => Framework::from_name(name).map(Target::Framework),
        }
    }

    /// The framework, unless the target is plain data.
    pub fn framework(self) -> Option<Framework> {
        match self {
            Target::Plain => None,
            Target::Framework(framework) => Some(framework),
        }
    }
}

impl From<Framework> for Target {
    fn from(framework: Framework) -> Target {
        Target::Framework(framework)
    }
}

/// Everything that differs between frameworks, as data. Reading fields are empty for
/// [`Target::Plain`], which is only generated.
#[derive(Debug)]
#[non_exhaustive]
pub struct Profile {
    /// The lowercase name (configuration, command line, the framework's crate).
    pub name: &'static str,

    // Reading component code.
    /// Attributes that make a function a component (`component`, `island`); one that only
    /// this framework has also tells the framework.
    pub component_attributes: &'static [&'static str],
    /// Those of [`Profile::component_attributes`] whose argument is the component's name
    /// (Yew's `#[function_component(Button)]`); any other argument is an option
    /// (`#[component(transparent)]`).
    pub attributes_naming: &'static [&'static str],
    /// The trait a struct implements to be a component, when the framework has struct
    /// components (Yew's `impl Component for Counter`).
    pub struct_component_trait: Option<&'static str>,
    /// The macros a component's markup is written in (`view`, `rsx`, `html`).
    pub markup_macros: &'static [&'static str],
    /// Whether that markup is written in tags (`<button …>`, Leptos and Yew) rather than
    /// blocks (`button { … }`, Dioxus): the reader takes a component's root element from it.
    pub markup_in_tags: bool,
    /// Components of the framework that only wrap markup in control flow (`Show`, `For`):
    /// the markup reader reads their children as the component's own.
    pub markup_wrappers: &'static [&'static str],
    /// `impl Trait` return types only this framework's components have (`impl IntoView`).
    pub returns_impl: &'static [&'static str],
    /// Return types only this framework's components have (`Element`).
    pub returns: &'static [&'static str],
    /// Where a component function's props are declared.
    pub props_at: PropsAt,
    /// When a declared prop may be left out, and what callers then get.
    pub optional: OptionalRule,
    /// How the framework lets a parent listen to DOM events without a prop, when it does:
    /// the help of a note on a spec event the code does not declare, with `{event}` (the DOM
    /// name), `{field}` (the parameter it would be) and `{component}` in it.
    pub forwarded_events: Option<&'static str>,
    /// How a caller gives a component's root element an attribute it has no prop for, when
    /// the framework lets it (Leptos spreads `attr:` attributes onto the root): the words of a
    /// note on a name the caller can give so.
    pub forwarded_attributes: Option<&'static str>,
    /// How components hand state down to what they render (compound components: a dialog's
    /// title reads the dialog's context).
    pub contexts: ContextApi,

    // Fix texts of the alignment rules.
    /// How to make an optional prop required.
    pub make_required: &'static str,
    /// How to make a required prop optional.
    pub make_optional: &'static str,

    // Generating a props struct.
    /// The struct's derives.
    pub props_derive: &'static str,
    /// Whether the struct is plain data: a `Default` impl (the defaults), `Debug`, and serde
    /// when asked for. Framework structs hold node and callback types that have neither.
    pub plain_data: bool,
    /// How a field with the spec's default `expr` is marked: the text around `expr`.
    pub default_attribute: Option<(&'static str, &'static str)>,
    /// How a field defaulting to its type's `Default` is marked.
    pub type_default_attribute: Option<&'static str>,
    /// How an `Option` field (left out: `None`) is marked, when it must be.
    pub option_attribute: Option<&'static str>,
    /// Slots and `UiNode` props as fields, when the framework has a node type.
    pub node: Option<NodeField>,
    /// Events and function props as fields, when the framework has callback fields.
    pub event: Option<EventField>,
    /// A trait every generated enum must implement (by an empty `impl`), as the framework's
    /// props require of their fields.
    pub enum_marker_trait: Option<&'static str>,
    /// How `uispec test` renders a component on the server, when it can for this framework.
    pub ssr: Option<Ssr>,
}

/// How a framework's components provide and read contexts, by the names of its calls and
/// elements.
#[derive(Debug)]
pub struct ContextApi {
    /// Calls that provide their argument (or the value a closure argument returns) to what the
    /// component renders: `provide_context(state)`, `use_context_provider(|| state)`.
    pub provide: &'static [&'static str],
    /// Elements that provide a value to their children: the attribute holding it (Leptos
    /// `<Provider value=state>`), or none when the element's type argument names it (Yew
    /// `<ContextProvider<Theme> context=…>`).
    pub provider_elements: &'static [(&'static str, Option<&'static str>)],
    /// Calls that read a context by its type (`expect_context::<DialogState>()`).
    pub read: &'static [&'static str],
    /// Those of [`ContextApi::read`] that panic when no ancestor provides the context; the
    /// others return an `Option`, and need it only when unwrapped right away (`.expect(…)`).
    pub panics: &'static [&'static str],
}

/// How `uispec test`'s harness renders one component to HTML with the framework's own server
/// renderer. Templates hold `{component}`, `{props}`, `{children}`, `{name}`, `{value}`,
/// `{text}` and `{markup}` as noted; everything substituted is generated by uispec (Rust paths,
/// literals, and expressions from uispec.toml that parsed as one Rust expression).
#[derive(Debug)]
pub struct Ssr {
    /// The framework's crate and the features its server renderer needs (`leptos`, `ssr`).
    pub krate: &'static str,
    /// Features of [`Ssr::krate`] to turn on.
    pub features: &'static [&'static str],
    /// Other crates the harness needs, each with the features it turns on.
    pub extra_dependencies: &'static [(&'static str, &'static [&'static str])],
    /// The harness's imports, and any helper its [`Ssr::render`] calls.
    pub prelude: &'static str,
    /// One element: `{component}`, `{generics}` (its type arguments as [`Ssr::generics`]
    /// writes them, or nothing), `{props}` (each [`Ssr::prop`]) and `{children}`.
    pub element: &'static str,
    /// A generic component's type arguments after its name: `{types}` (`<{types}>`).
    pub generics: &'static str,
    /// One prop: `{name}` (the Rust identifier) and `{value}` (an expression).
    pub prop: &'static str,
    /// Text children: `{text}` (a string literal's content, plain words).
    pub text: &'static str,
    /// The body of a function that turns `{markup}` (an element) into a `String` of HTML, in
    /// the framework's runtime as an application would (statements, then the value).
    pub render: &'static str,
    /// A callback that does nothing, for a required event prop.
    pub no_op: &'static str,
    /// How a value is given to a prop of one of the framework's signal types that does not
    /// convert from the value (`Signal<T>`, or an `Option` of one): the type's start, and the
    /// expression with `{value}` in it.
    pub signals: &'static [(&'static str, &'static str)],
    /// What an element gets when its `children` is a function of a value (Leptos
    /// `children: impl Fn(State) -> IV`, written `<Root let:state>…</Root>`), when the
    /// framework has such children.
    pub children_fn: Option<&'static str>,
    /// How what components write into the document's head while rendering (a library's
    /// stylesheets) is captured, when the library uses the crate that collects it.
    pub head: Option<Head>,
    /// How the same markup is mounted in the browser, for the behaviour checks.
    pub live: Option<Live>,
}

/// How the live harness mounts a render in the browser (built for `wasm32-unknown-unknown`):
/// the framework's client renderer, as an application's `main` calls it.
#[derive(Debug)]
pub struct Live {
    /// Features of [`Ssr::krate`] that render in the browser (Leptos `csr`).
    pub features: &'static [&'static str],
    /// Other crates the harness needs, each with its features (`web-sys` for the host's
    /// type), at the version the lock file pins.
    pub dependencies: &'static [(&'static str, &'static [&'static str])],
    /// The items at the top of the harness's `lib.rs` (imports, a root component, a guard
    /// that unmounts).
    pub prelude: &'static str,
    /// The type of the element a render is mounted in (the function's `host` parameter).
    pub host: &'static str,
    /// The body of a function of `host` that mounts `{markup}` in it and returns what keeps it
    /// mounted, boxed (`Box<dyn Any>`): dropped, the render is unmounted.
    pub mount: &'static str,
    /// A callback for an event prop that records its call, made of `{closure}`: a closure
    /// that calls the harness's `record` with the event's name (and returns the default of
    /// what the callback returns, when it returns a value).
    pub record: &'static str,
}

impl Ssr {
    /// One element ([`Ssr::element`]) of `component` with its type arguments `generics` (as
    /// between `<` and `>`), `props` (each [`Ssr::prop`] already) and `children`.
    pub fn element(
        &self,
        component: &str,
        generics: Option<&str>,
        props: &str,
        children: &str,
    ) -> String {
        let generics = generics
            .map(|types| self.generics.replace("{types}", types))
            .unwrap_or_default();
        self.element
            .replace("{component}", component)
            .replace("{generics}", &generics)
            .replace("{props}", props)
            .replace("{children}", children)
    }

    /// How the head is captured for a library with these dependencies (by crate name), if
    /// it is.
    pub fn head_for<V>(
        &self,
        dependencies: &std::collections::BTreeMap<String, V>,
    ) -> Option<&Head> {
        self.head
            .as_ref()
            .filter(|head| dependencies.contains_key(head.krate))
    }
}

/// A render that captures the document head the components write (Leptos `leptos_meta`): its
/// HTML is that head's elements, then the render's own.
#[derive(Debug)]
pub struct Head {
    /// The crate a library writes its head through: captured only for a library that depends
    /// on it.
    pub krate: &'static str,
    /// Crates the capture needs beside the framework, each with the features it turns on.
    pub dependencies: &'static [(&'static str, &'static [&'static str])],
    /// The body of the render function, in place of [`Ssr::render`]: `{markup}` in it.
    pub render: &'static str,
}

/// Where a component function's props are declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PropsAt {
    /// The function's parameters (Leptos).
    Params,
    /// The single parameter's struct when it derives the framework's props trait, else the
    /// parameters (Dioxus).
    ParamsOrStruct,
    /// The struct behind the `&Props` parameter (Yew function components).
    Struct,
}

/// When a declared prop may be left out: options of the framework's prop attribute
/// (`#[prop(optional)]`, `#[props(default = 3)]`), checked in the order of the fields.
#[derive(Debug)]
pub struct OptionalRule {
    /// The attribute whose options are read (`prop`, `props`); empty: the field's own
    /// attributes, each an option named like itself (Yew's `#[prop_or_default]`).
    pub attribute: &'static str,
    /// Options that make the declaration a marker, not a prop (Leptos `marker`).
    pub marker: &'static [&'static str],
    /// Options naming attribute sets the component forwards, not props (Dioxus `extends`).
    pub extends: &'static [&'static str],
    /// Options that make the parameter a spread of any attributes onto the markup, which
    /// callers never pass as a prop (Leptos 0.6 `#[prop(attrs)]`).
    pub spread: &'static [&'static str],
    /// Options whose value is the default (`default = e`, Yew's `prop_or(e)`).
    pub default_value: &'static [&'static str],
    /// Options that make it optional with its type's `Default`.
    pub type_default: &'static [&'static str],
    /// Whether an `Option<T>` type alone makes it optional (unless `!optional`).
    pub option_type: bool,
    /// Whether a `children` field is always optional (an empty node).
    pub children: bool,
}

/// How slots and `UiNode` props become fields.
#[derive(Debug)]
pub struct NodeField {
    /// The node type (`::yew::Html`).
    pub ty: &'static str,
    /// Whether `children` is filled by the framework (no attribute, never required).
    pub children_implicit: bool,
    /// What an optional one is.
    pub when_optional: WhenOptional,
}

/// How events and function props become fields.
#[derive(Debug)]
pub struct EventField {
    /// The callback type, generic over the payload (`::yew::Callback`).
    pub callback: &'static str,
    /// Where the DOM event types are (`::yew::events::`).
    pub events_path: &'static str,
    /// The payload types of `input`, `change` and `submit` events (mouse, keyboard and focus
    /// events are `MouseEvent`, `KeyboardEvent`, `FocusEvent` everywhere).
    pub form_events: [&'static str; 3],
    /// What an event the caller does not give is.
    pub when_optional: WhenOptional,
}

/// What an optional field is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhenOptional {
    /// `Option<T>`, `None` when left out.
    Option,
    /// `T`, its `Default` when left out (an empty node, a no-op callback).
    TypeDefault,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_element_leaves_no_placeholder_with_or_without_type_arguments() {
        for framework in [Framework::Leptos, Framework::Dioxus, Framework::Yew] {
            let ssr = framework.profile().ssr.as_ref().expect("renders");
            for generics in [None, Some("u8")] {
                let element = ssr.element("Knob", generics, "", "");
                for placeholder in [
                    "{component}",
                    "{generics}",
                    "{types}",
                    "{props}",
                    "{children}",
                ] {
                    assert!(!element.contains(placeholder), "{framework}: {element}");
                }
                assert_eq!(element.contains("u8"), generics.is_some(), "{element}");
            }
        }
    }
}
