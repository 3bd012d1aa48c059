//! The elements a component renders, read from its markup macros: `view!` and `html!` in tags
//! (`<button type="button" on:click=…>`), `rsx!` in blocks (`button { r#type: "button", … }`).
//!
//! The model is small on purpose: each element's tag, its attributes (a literal, a constant
//! such as `ButtonSpec::ROLE`, a bound expression, or no value) and its parent; the keys a
//! keyboard handler compares; and what the reader could not see (a spread of attributes, a
//! component that is not the framework's control flow). The accessibility checks hold it to
//! the spec's role, ARIA attributes, parts and keys ([`crate::checks`]); what they cannot see
//! they only note, so a reading that misses something never becomes an error.
//!
//! Nested markup (`{move || show.then(|| view! { … })}`, Yew's `if open { <div …> }`, Dioxus's
//! `if`/`for` blocks) is read too: an element there may be rendered, and counts as rendered.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit::Visit;

use crate::diagnostics::Location;
use crate::framework::Framework;
use crate::hash::Map;

mod choices;

use super::mentions::{Bindings, mentioned, string_literal};
use super::parse::Src;

/// Deepest nesting of elements and groups read; deeper markup is opaque. The parser's own
/// limits already bound the token tree; this keeps the walk's recursion far below them.
const MAX_DEPTH: usize = 64;

/// Longest string literal kept as a possible key name (`"ArrowDown"`, `"PageDown"`).
const MAX_KEY_CHARS: usize = 16;
/// Longest string literal kept of a bound value ([`Value::Bound`]'s `literals`).
pub const MAX_LITERAL_CHARS: usize = 200;
/// Most string literals kept of one bound value.
pub const MAX_LITERALS: usize = 64;

/// What a component's markup renders.
#[derive(Debug, Clone, Default)]
pub struct Markup {
    /// Every element, in source order.
    pub elements: Vec<Element>,
    /// Where the reader could not see what is rendered.
    pub opaque: Vec<Opaque>,
    /// Whether the component has markup at all: a markup macro in its body.
    pub seen: bool,
    /// The element the last markup macro of the body starts with, which is the markup a
    /// component returns (a `let icon = view! { … }` comes before it); none when it starts
    /// with a component or a fragment.
    pub root: Option<usize>,
    /// The identifiers mentioned where the reader cannot tell whether they are rendered: the
    /// props given to other components (control-flow wrappers such as `<Show>` excepted) and
    /// spreads of attributes.
    pub forwarded: Vec<String>,
    /// Keyboard listeners the body attaches outside its markup, to `window`, `document` or an
    /// element reference ([`GLOBAL_LISTENERS`]): a dialog's Escape is often one.
    pub listeners: Vec<Listener>,
}

/// A keyboard listener attached in the component's body rather than in its markup.
#[derive(Debug, Clone)]
pub struct Listener {
    /// `keydown`, `keyup` or `keypress`.
    pub event: String,
    /// The handler: [`Value::Bound`] with the keys it compares.
    pub value: Value,
    /// Where the call is written.
    pub location: Location,
}

/// The calls that attach an event listener outside the markup, by the last segment of their
/// path: Leptos's `window_event_listener`, leptos-use's `use_event_listener`, gloo's
/// `EventListener::new` (Yew, any framework), web-sys's `add_event_listener_with_callback`.
pub const GLOBAL_LISTENERS: &[&str] = &[
    "window_event_listener",
    "window_event_listener_untyped",
    "use_event_listener",
    "use_event_listener_with_options",
    "add_event_listener_with_callback",
    "add_event_listener_with_callback_and_bool",
    "EventListener::new",
    "EventListener::new_with_options",
    "EventListener::once",
];

/// The keyboard events.
const KEY_EVENTS: &[&str] = &["keydown", "keyup", "keypress"];

/// How far a component's markup takes a value (an enum prop's, by its identifier).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Into an attribute a stylesheet selects on as a variant: a class, a `data-` attribute,
    /// a style, or any other attribute that is not a state's.
    Styled,
    /// Only into the attributes states are selected by: ARIA states and properties,
    /// `data-state`, and the HTML state attributes (`checked`, `open`, `disabled`, …).
    State,
    /// Into no attribute: the value steers behaviour only (what is mounted, when, where).
    Never,
    /// Not known: no markup was read, the value goes to another component, or an attribute
    /// is computed from the whole props (`props`, `ctx`, `self`), which may hold it.
    Unknown,
}

/// One element (`<button>`, `input { … }`).
#[derive(Debug, Clone)]
pub struct Element {
    /// The tag, as written (`button`, `x-chip`).
    pub tag: String,
    /// Where the tag is written.
    pub location: Location,
    /// The enclosing element, by index into [`Markup::elements`].
    pub parent: Option<usize>,
    /// Its attributes, event handlers included (`on:keydown`, `onkeydown`).
    pub attributes: Vec<Attribute>,
    /// Its content includes the component's `children` (`{props.children}`, `{children()}`):
    /// what a caller puts in the component lands here.
    pub holds_children: bool,
    /// A spread of attributes the reader cannot see into lands on it (`{..attrs}`): an
    /// attribute it lacks may come from there.
    pub spread: bool,
    /// It is written inside a branch, a loop, an expression or another component's children
    /// within its parent: not in every render of the parent.
    pub conditional: bool,
    /// Its content includes what the reader cannot list as elements: an expression
    /// (`{children()}`, `{icon}`) or another component. A child it lacks may come from there.
    pub open: bool,
    /// The markup macro of the body it is read from, by order (a macro nested in another's
    /// markup counts as that one): each is the markup of one branch the body returns, or a
    /// piece it puts into one.
    pub group: usize,
}

/// One attribute of an element.
#[derive(Debug, Clone)]
pub struct Attribute {
    /// The name, in HTML's spelling: `aria-checked`, `type` (for `r#type`), `on:keydown`.
    pub name: String,
    /// What it is set to.
    pub value: Value,
    /// Where the name is written.
    pub location: Location,
    /// The identifiers its value mentions, directly or through the body's bindings, sorted.
    pub names: Vec<String>,
}

/// An attribute's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A literal: `"checkbox"`, `true`.
    Text(String),
    /// A path ending in an upper-case constant: `ButtonSpec::ROLE` gives `ROLE`.
    Constant(String),
    /// Any other expression: bound at run time. `keys` are the key names its tokens (or the
    /// local binding it names) compare, `"Escape"` or `Key::Escape`; `local` is whether all
    /// of it is visible here (not a call to a function defined elsewhere).
    Bound {
        /// String literals and `Key::…` names in the expression.
        keys: Vec<String>,
        /// Every string literal of the expression (and of the local binding it names), up to
        /// [`MAX_LITERALS`] of [`MAX_LITERAL_CHARS`]: the classes a `class` may take
        /// (`format!("btn btn-{}", …)`), a Dioxus format string as written (`"btn {size}"`).
        literals: Vec<String>,
        /// The literal the value is built from whatever branch runs: the first of its own
        /// expression (`"btn {size}"`, `format!("btn {}", …)`), or of the `let` that binds the
        /// name it names (`let mut classes = vec!["page-item"]`, not a later `push`).
        first: Option<String>,
        /// Whether the expression is a closure or a binding of the component's body, so that
        /// every key it compares is in `keys`.
        local: bool,
        /// Whether the expression only reads a value the caller gives (a prop the body does
        /// not bind: `move || role.get()`, `props.role.clone()`): what it holds is the
        /// caller's choice, not the component's.
        caller: bool,
        /// Every value it can take, when each result is a literal or a name tested against a
        /// fixed local list (`if types.contains(&t.as_str()) { t } else { "text".into() }`);
        /// `None` when some result is out of sight.
        choices: Option<Vec<String>>,
        /// Whether every render writes it: its values are listed in `choices`, or it names a
        /// binding the body types as a string (`let mode: &str = …`).
        always: bool,
    },
    /// No value: `<input disabled>`, Dioxus's `checked,`.
    Flag,
}

/// What [`Opaque::what`] says of a spread of attributes (`{..attrs}`, `..props.attributes`).
pub const SPREAD: &str = "a spread of attributes";

/// Markup the reader cannot see into.
#[derive(Debug, Clone)]
pub struct Opaque {
    /// What it is (`a spread of attributes`, `the component \`Icon\``).
    pub what: String,
    /// Where it is written.
    pub location: Location,
    /// The component rendered here, by the last segment of its path (`Icon`); `None` for a
    /// spread.
    pub component: Option<String>,
    /// The first segment of the component's path when it has several (`icons` of
    /// `icons::Check`): a crate or a module it is named through.
    pub qualifier: Option<String>,
    /// A spread of what the caller passes (`..props.attributes`, `{..global_attrs}` of a
    /// prop), not of a value the body builds: it may add what the caller chooses, never the
    /// component's own behaviour.
    pub caller: bool,
}

/// Why an element is one the user operates ([`Markup::interactive_element`]).
#[cfg(feature = "validate")]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operated<'a> {
    /// It is a native control.
    Control,
    /// It handles this input event.
    Handles(&'a str),
    /// It has this role.
    Role(&'a str),
}

/// The events by which a user operates an element by keyboard or by editing it. A `click` or
/// pointer handler alone is not: on a container it handles clicks that bubble from its
/// controls (a sidebar that closes when a link in it is followed), on an overlay it dismisses
/// what is over it; neither makes the element a widget.
#[cfg(feature = "validate")]
const INPUT_EVENTS: &[&str] = &[
    "keydown",
    "keyup",
    "keypress",
    "input",
    "change",
    "beforeinput",
];

impl Markup {
    /// The first element that makes the markup interactive, and why: a native control (a
    /// `<button>`, a link, a field, a `<summary>`, `contenteditable`), a handler of keys or
    /// edits (`on:keydown`, `oninput`; see `INPUT_EVENTS`), or a role the user operates ([`crate::roles::is_operated`]:
    /// `button`, `tab`, `dialog`). A `tabindex` alone is not: it makes a tab panel or a scroll
    /// region reachable, not operable. `None` when no element the reader sees is; the
    /// components it renders ([`Opaque::component`]) may be.
    #[cfg(feature = "validate")]
    pub fn interactive_element(&self) -> Option<(&Element, Operated<'_>)> {
        self.elements.iter().find_map(|element| {
            let written = element
                .text("role")
                .and_then(|r| r.split_whitespace().next());
            let operated = if let Some(role) = written.filter(|r| crate::roles::is_operated(r)) {
                Operated::Role(role)
            } else if crate::aria::is_native_control(element) {
                Operated::Control
            } else if let Some((event, _)) = element
                .handlers()
                .find(|(event, _)| INPUT_EVENTS.contains(event))
            {
                Operated::Handles(event)
            } else {
                Operated::Role(
                    element
                        .role()
                        .filter(|role| crate::roles::is_operated(role))?,
                )
            };
            Some((element, operated))
        })
    }

    /// Whether the markup spreads attributes onto an element (the caller's may land anywhere).
    pub fn spreads_attributes(&self) -> bool {
        self.opaque.iter().any(|o| o.what == SPREAD)
    }

    /// How far the markup takes the identifier `name` (a prop's, as written).
    pub fn reach(&self, name: &str) -> Reach {
        if !self.seen {
            return Reach::Unknown;
        }
        let name = name.strip_prefix("r#").unwrap_or(name);
        let mentions = |a: &Attribute| a.names.binary_search_by(|n| n.as_str().cmp(name)).is_ok();
        let attributes = || {
            self.elements
                .iter()
                .flat_map(|e| &e.attributes)
                .filter(|a| !is_behaviour(&a.name))
        };
        if attributes().any(|a| !is_state(&a.name) && mentions(a)) {
            return Reach::Styled;
        }
        let whole_props = attributes().any(|a| {
            !is_state(&a.name) && a.names.iter().any(|n| n == super::mentions::WHOLE_PROPS)
        });
        if whole_props || self.forwarded.iter().any(|n| n == name) {
            return Reach::Unknown;
        }
        if attributes().any(mentions) {
            Reach::State
        } else {
            Reach::Never
        }
    }
}

/// Attributes that are not rendered as attributes: event handlers, DOM properties, node
/// references, directives, keys.
fn is_behaviour(name: &str) -> bool {
    let handler = name.starts_with("on:")
        || (name.starts_with("on") && name.chars().all(|c| c.is_ascii_lowercase()));
    handler
        || name.starts_with("prop:")
        || name.starts_with("use:")
        || matches!(name, "node_ref" | "ref" | "key")
}

/// Attributes that states are selected by.
fn is_state(name: &str) -> bool {
    let name = name.strip_prefix("attr:").unwrap_or(name);
    name.starts_with("aria-")
        || matches!(
            name,
            "data-state"
                | "checked"
                | "selected"
                | "open"
                | "disabled"
                | "hidden"
                | "readonly"
                | "required"
        )
}

impl Element {
    /// The attribute named `name`.
    pub fn attribute(&self, name: &str) -> Option<&Attribute> {
        self.attributes.iter().find(|a| a.name == name)
    }

    /// The event handlers: `(event, value)` for `on:keydown=…` and `onkeydown: …`.
    pub fn handlers(&self) -> impl Iterator<Item = (&str, &Attribute)> {
        self.attributes.iter().filter_map(|a| {
            let event = a
                .name
                .strip_prefix("on:")
                .or_else(|| a.name.strip_prefix("on"))?;
            Some((event, a))
        })
    }

    /// The literal value of `name`, when it has one.
    pub fn text(&self, name: &str) -> Option<&str> {
        match &self.attribute(name)?.value {
            Value::Text(text) => Some(text),
            _ => None,
        }
    }

    /// Its role when the reader can tell: the first word of a literal `role`, else the one
    /// its tag implies ([`crate::aria::implicit_role`]). `None` when it has none, or when a
    /// bound `role` or `type` decides it.
    #[cfg(feature = "validate")]
    pub fn role(&self) -> Option<&str> {
        match self.attribute("role").map(|a| &a.value) {
            Some(Value::Text(text)) => text.split_whitespace().next(),
            Some(_) => None,
            None => match crate::aria::implicit_role(self) {
                crate::aria::Known::Is(role) => role,
                crate::aria::Known::Unknown => None,
            },
        }
    }
}

#[cfg(feature = "validate")]
impl crate::aria::Native for Element {
    fn tag(&self) -> &str {
        &self.tag
    }

    fn spreads(&self) -> bool {
        self.spread
    }

    fn attribute(&self, name: &str) -> Option<Option<&str>> {
        Some(match &Element::attribute(self, name)?.value {
            Value::Text(text) => Some(text.as_str()),
            Value::Flag => Some(""),
            Value::Constant(_) | Value::Bound { .. } => None,
        })
    }
}

/// Reads the markup of one component: every markup macro in `body` (a function's block, or
/// a Yew `impl Component`). `bindings` are looked up when a handler names a local closure.
pub(super) fn read(src: &Src, body: Body<'_>, helpers: &Helpers) -> Markup {
    let mut bindings = Bindings::default();
    let mut macros = Macros::default();
    match body {
        Body::Block(block) => {
            bindings.visit_block(block);
            macros.visit_block(block);
        }
        Body::Impl(item) => {
            bindings.visit_item_impl(item);
            macros.visit_item_impl(item);
        }
    }
    let mut reader = Reader {
        src,
        bindings: &bindings,
        helpers,
        markup: Markup::default(),
        first: false,
        forwarding: false,
        conditional: false,
        group: 0,
    };
    for (group, (tokens, in_tags)) in macros.0.into_iter().enumerate() {
        reader.group = group;
        reader.markup.seen = true;
        reader.markup.root = None;
        reader.first = true;
        reader.macro_body(tokens, in_tags, None, 0);
    }
    let mut markup = reader.markup;
    // Only a file that handles keys at all has helpers to look the listener's keys up in.
    if !helpers.keys.is_empty() {
        let mut listeners = Listeners {
            src,
            scope: Scope {
                lets: &bindings.lets,
                changes: &bindings.changes,
                literals: &bindings.literals,
                helpers,
            },
            found: Vec::new(),
        };
        match body {
            Body::Block(block) => listeners.visit_block(block),
            Body::Impl(item) => listeners.visit_item_impl(item),
        }
        markup.listeners = listeners.found;
    }
    markup
}

/// Where a component's markup is written.
#[derive(Clone, Copy)]
pub(super) enum Body<'a> {
    /// A component function's block.
    Block(&'a syn::Block),
    /// A Yew struct component's `impl Component`.
    Impl(&'a syn::ItemImpl),
}

/// Whether a macro of this name holds markup, and in tags (`Some(true)`) or blocks.
fn markup_macro(name: &str) -> Option<bool> {
    Framework::ALL.iter().find_map(|framework| {
        let profile = framework.profile();
        profile
            .markup_macros
            .contains(&name)
            .then_some(profile.markup_in_tags)
    })
}

/// Whether a component only wraps its children in control flow (`<Show>`, `<For>`): their
/// markup is the component's own.
fn is_wrapper(name: &str) -> bool {
    Framework::ALL
        .iter()
        .any(|framework| framework.profile().markup_wrappers.contains(&name))
}

/// The markup macros of a body outside other macros, in source order.
#[derive(Default)]
struct Macros(Vec<(TokenStream, bool)>);

impl<'ast> Visit<'ast> for Macros {
    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        let name = node.path.segments.last().map(|s| s.ident.to_string());
        if let Some(in_tags) = name.as_deref().and_then(markup_macro) {
            self.0.push((node.tokens.clone(), in_tags));
        }
    }
}

/// The keyboard listeners a body attaches by calls ([`GLOBAL_LISTENERS`]).
struct Listeners<'r, 's> {
    src: &'s Src,
    scope: Scope<'r>,
    found: Vec<Listener>,
}

impl Listeners<'_, '_> {
    fn call(&mut self, name: &str, args: TokenStream, span: proc_macro2::Span) {
        if !GLOBAL_LISTENERS.contains(&name) {
            return;
        }
        let trees: Vec<TokenTree> = args.into_iter().collect();
        let mut words = Vec::new();
        identifiers(&trees, &mut words, 0);
        let mut strings = Vec::new();
        collect_keys(trees.iter().cloned().collect(), &mut strings, 0);
        let Some(event) = KEY_EVENTS
            .iter()
            .find(|event| words.iter().chain(&strings).any(|w| w == *event))
        else {
            return;
        };
        // The handler is the argument that is a closure or a name: the last one.
        let handler = trees
            .split(|t| is_punct(Some(t), ','))
            .rfind(|arg| !arg.is_empty())
            .unwrap_or_default();
        self.found.push(Listener {
            event: (*event).to_owned(),
            value: bound(handler, &self.scope),
            location: self.src.location(span),
        });
    }
}

impl<'ast> Visit<'ast> for Listeners<'_, '_> {
    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        if let syn::Expr::Path(path) = &*call.func {
            let segments: Vec<String> = path
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            let name = match segments.as_slice() {
                [.., kind, function] if kind == "EventListener" => format!("{kind}::{function}"),
                [.., function] => function.clone(),
                [] => String::new(),
            };
            let args = call.args.to_token_stream();
            self.call(&name, args, syn::spanned::Spanned::span(&call.func));
        }
        syn::visit::visit_expr_call(self, call);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        let args = call.args.to_token_stream();
        self.call(&call.method.to_string(), args, call.method.span());
        syn::visit::visit_expr_method_call(self, call);
    }
}

/// The key names an expression compares (string literals and `Key::Name` paths), or with
/// `literals`, every string literal it holds ([`Value::Bound`]'s `literals`).
#[derive(Default)]
struct Keys {
    found: Vec<String>,
    literals: bool,
}

impl<'ast> Visit<'ast> for Keys {
    fn visit_lit_str(&mut self, literal: &'ast syn::LitStr) {
        let text = literal.value();
        let longest = if self.literals {
            MAX_LITERAL_CHARS
        } else {
            MAX_KEY_CHARS
        };
        if text.chars().count() <= longest && self.found.len() < MAX_LITERALS {
            self.found.push(text);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let mut segments = path.segments.iter().rev();
        if let (Some(last), Some(before)) = (segments.next(), segments.next())
            && before.ident == "Key"
            && !self.literals
        {
            self.found.push(last.ident.to_string());
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        match self.literals {
            true => collect_literals(node.tokens.clone(), &mut self.found, 0),
            false => collect_keys(node.tokens.clone(), &mut self.found, 0),
        }
    }
}

struct Reader<'s> {
    src: &'s Src,
    bindings: &'s Bindings<'s>,
    helpers: &'s Helpers,
    markup: Markup,
    /// Whether the next tag or block read is the first of a top-level macro: the root.
    first: bool,
    /// Whether the attributes being read are props given to another component (not to a
    /// control-flow wrapper): what they mention is [`Markup::forwarded`].
    forwarding: bool,
    /// Whether the markup being read renders only in some renders of its parent element
    /// ([`Element::conditional`]).
    conditional: bool,
    /// The top-level macro being read ([`Element::group`]).
    group: usize,
}

impl Reader<'_> {
    fn scope(&self) -> Scope<'_> {
        Scope {
            lets: &self.bindings.lets,
            changes: &self.bindings.changes,
            literals: &self.bindings.literals,
            helpers: self.helpers,
        }
    }

    fn macro_body(
        &mut self,
        tokens: TokenStream,
        in_tags: bool,
        parent: Option<usize>,
        depth: usize,
    ) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        if in_tags {
            self.tags(&trees, parent, depth);
        } else {
            self.blocks(&trees, parent, None, depth);
        }
    }

    fn opaque(&mut self, what: String, tree: &TokenTree) {
        let location = self.src.location(tree.span());
        self.markup.opaque.push(Opaque {
            what,
            location,
            component: None,
            qualifier: None,
            caller: false,
        });
    }

    /// A spread of attributes onto the element `at`; `tokens` are what follows `..`.
    fn spread(&mut self, at: usize, tree: &TokenTree, tokens: &[TokenTree]) {
        self.opaque(SPREAD.to_owned(), tree);
        self.markup.elements[at].spread = true;
        // The body's own binding (`let attrs = build(state)`) may carry anything; a prop or
        // parameter is the caller's.
        let local = tokens.iter().find_map(|t| match t {
            TokenTree::Ident(name) => Some(self.bindings.lets.contains_key(&name.to_string())),
            _ => None,
        });
        if let Some(last) = self.markup.opaque.last_mut() {
            last.caller = local == Some(false);
        }
    }

    /// A component rendered here: the reader does not see its markup.
    /// `qualifier` is the first segment of a longer path (`icons` of `icons::Check`).
    fn component(&mut self, name: &str, qualifier: Option<String>, tree: &TokenTree) {
        if is_wrapper(name) {
            return;
        }
        self.opaque(format!("the component `{name}`"), tree);
        if let Some(last) = self.markup.opaque.last_mut() {
            last.component = Some(name.to_owned());
            last.qualifier = qualifier;
        }
    }

    /// Markup macros nested in an expression (`{move || open.then(|| view! { … })}`).
    fn nested(&mut self, tokens: TokenStream, parent: Option<usize>, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        self.sometimes(|reader| reader.nested_markup(tokens, parent, depth));
    }

    fn nested_markup(&mut self, tokens: TokenStream, parent: Option<usize>, depth: usize) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        if let Some(element) = parent
            && trees
                .iter()
                .any(|t| matches!(t, TokenTree::Ident(name) if name == "children"))
        {
            self.markup.elements[element].holds_children = true;
        }
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Ident(ident) => {
                    if let (Some(TokenTree::Punct(bang)), Some(TokenTree::Group(group))) =
                        (trees.get(i + 1), trees.get(i + 2))
                        && bang.as_char() == '!'
                        && let Some(in_tags) = markup_macro(&ident.to_string())
                    {
                        self.macro_body(group.stream(), in_tags, parent, depth + 1);
                    }
                }
                TokenTree::Group(group) => {
                    let after_bang =
                        i > 0 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '!');
                    if !after_bang {
                        self.nested(group.stream(), parent, depth + 1);
                    }
                }
                _ => {}
            }
        }
    }

    /// Records that the first node of the macro is `element` (none: a component, a fragment).
    fn node(&mut self, element: Option<usize>) {
        if std::mem::take(&mut self.first) {
            self.markup.root = element;
        }
    }

    fn push(&mut self, tag: String, tree: &TokenTree, parent: Option<usize>) -> usize {
        self.markup.elements.push(Element {
            tag,
            location: self.src.location(tree.span()),
            parent,
            attributes: Vec::new(),
            holds_children: false,
            spread: false,
            conditional: self.conditional,
            open: false,
            group: self.group,
        });
        self.markup.elements.len() - 1
    }

    /// Reads `read` as markup that renders only in some renders of its parent.
    fn sometimes(&mut self, read: impl FnOnce(&mut Self)) {
        let conditional = std::mem::replace(&mut self.conditional, true);
        read(self);
        self.conditional = conditional;
    }

    /// Records that `element`'s content holds what the reader cannot list: an expression that
    /// names anything (`{children()}`, `{icon}`; a literal is text), or a component.
    fn opens(&mut self, element: Option<usize>, content: Option<&TokenStream>) {
        let names_anything = content.is_none_or(|tokens| {
            (tokens.clone().into_iter())
                .any(|t| matches!(t, TokenTree::Ident(_) | TokenTree::Group(_)))
        });
        if let Some(element) = element
            && names_anything
        {
            self.markup.elements[element].open = true;
        }
    }

    /// Tags: `<tag attr=value …>children</tag>`, `<tag … />`, `<>…</>`; Yew's `if`/`for`
    /// blocks hold tags too.
    fn tags(&mut self, trees: &[TokenTree], parent: Option<usize>, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        // Open elements (`None` for a fragment or a component), and whether each is a
        // component: what is inside one renders when the component chooses.
        let mut open: Vec<(Option<usize>, bool)> = Vec::new();
        let current =
            |open: &[(Option<usize>, bool)]| open.iter().rev().find_map(|e| e.0).or(parent);
        let in_component = |open: &[(Option<usize>, bool)]| {
            (open.iter().rev())
                .take_while(|e| e.0.is_none())
                .any(|e| e.1)
        };
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Punct(p) if p.as_char() == '<' => match trees.get(i + 1) {
                    Some(TokenTree::Punct(p)) if p.as_char() == '/' => {
                        open.pop();
                        i = skip_past(trees, i, '>');
                    }
                    Some(TokenTree::Punct(p)) if p.as_char() == '>' => {
                        self.node(None);
                        open.push((None, false));
                        i += 2;
                    }
                    Some(name @ TokenTree::Ident(_)) => {
                        let (tag, end) = dashed_name(trees, i + 1);
                        let element = if is_element(&tag) {
                            let conditional = self.conditional;
                            self.conditional |= in_component(&open);
                            let element = self.push(tag.clone(), name, current(&open));
                            self.conditional = conditional;
                            Some(element)
                        } else {
                            let last = tag.rsplit("::").next().unwrap_or(&tag);
                            let qualifier =
                                (tag.split_once("::")).map(|(first, _)| first.to_owned());
                            self.component(last, qualifier, name);
                            if !is_wrapper(&tag) {
                                self.opens(current(&open), None);
                            }
                            None
                        };
                        self.node(element);
                        let around = current(&open);
                        let forwarding = std::mem::replace(&mut self.forwarding, !is_wrapper(&tag));
                        let (end, closed) = self.tag_attributes(trees, end, element, around, depth);
                        self.forwarding = forwarding;
                        i = end;
                        if !closed && !is_void(&tag) {
                            open.push((element, element.is_none()));
                        }
                    }
                    _ => i += 1,
                },
                TokenTree::Ident(ident) if is_control_flow(ident) => {
                    // Yew: `if cond { <tags> } else { … }`, `for x in xs { … }`.
                    let (inner, next) = control_flow_block(trees, i);
                    let around = current(&open);
                    self.sometimes(|reader| reader.tags(&inner, around, depth + 1));
                    i = next;
                }
                TokenTree::Group(group) => {
                    let stream = group.stream();
                    self.opens(current(&open), Some(&stream));
                    self.nested(stream, current(&open), depth + 1);
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }

    /// The tokens of the attribute bundle a spread names, when the body binds it to one:
    /// `{..attrs}` with `let attrs = view! { <{..} role="switch" type="checkbox" /> }`.
    fn bundle(&self, spread: &[TokenTree]) -> Option<Vec<TokenTree>> {
        let [dot, _, TokenTree::Ident(name)] = spread else {
            return None;
        };
        if !is_punct(Some(dot), '.') {
            return None;
        }
        let syn::Expr::Macro(bound) = self.bindings.lets.get(&name.to_string())? else {
            return None;
        };
        let trees: Vec<TokenTree> = bound.mac.tokens.clone().into_iter().collect();
        let opens_bundle = is_punct(trees.first(), '<')
            && matches!(trees.get(1), Some(TokenTree::Group(g))
                if g.delimiter() == Delimiter::Brace && g.stream().to_string().trim() == "..");
        opens_bundle.then_some(trees)
    }

    /// The attributes of a tag from `start` to its `>` or `/>`: the index after it, and
    /// whether the tag closed itself.
    fn tag_attributes(
        &mut self,
        trees: &[TokenTree],
        start: usize,
        element: Option<usize>,
        around: Option<usize>,
        depth: usize,
    ) -> (usize, bool) {
        // Markup in a value (`fallback=|| view! { … }`) renders inside the element, or where
        // the component is.
        let inside = element.or(around);
        let mut i = start;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Punct(p) if p.as_char() == '>' => return (i + 1, false),
                TokenTree::Punct(p) if p.as_char() == '/' && is_punct(trees.get(i + 1), '>') => {
                    return (i + 2, true);
                }
                TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => {
                    // `{..attrs}` spreads; Yew's `{value}` is shorthand for `value={value}`.
                    let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                    match inner.as_slice() {
                        [TokenTree::Ident(name)] => {
                            self.attribute(
                                element,
                                name.to_string(),
                                &trees[i],
                                (bound(&inner, &self.scope()), &inner),
                            );
                        }
                        _ if is_punct(inner.first(), '.') => {
                            match (element, self.bundle(&inner)) {
                                (Some(at), Some(bundle)) => {
                                    self.tag_attributes(&bundle, 2, Some(at), around, depth + 1);
                                }
                                (Some(at), None) => self.spread(at, &trees[i], &inner[2..]),
                                (None, _) => {}
                            }
                            let names = mentioned(&inner, self.bindings);
                            self.markup.forwarded.extend(names);
                        }
                        _ => self.nested(group.stream(), inside, depth + 1),
                    }
                    i += 1;
                }
                TokenTree::Ident(_) => {
                    let (name, after) = dashed_name(trees, i);
                    let name_tree = self.span_of(&trees[i..after]);
                    if is_punct(trees.get(after), '=') {
                        let end = value_end(trees, after + 1);
                        let value = &trees[after + 1..end];
                        self.nested_in(value, inside, depth);
                        let read = value_of(value, &self.scope());
                        self.attribute_at(element, name, name_tree, (read, value));
                        i = end;
                    } else {
                        self.attribute_at(element, name, name_tree, (Value::Flag, &[]));
                        i = after;
                    }
                }
                _ => i += 1,
            }
        }
        (i, true)
    }

    /// The location of a run of tokens (an attribute name written `on:keydown`).
    fn span_of(&self, trees: &[TokenTree]) -> Location {
        let start = trees.first().map_or(0, |t| self.src.range(t.span()).start);
        let end = trees.last().map_or(start, |t| self.src.range(t.span()).end);
        Location::new(&self.src.file, start..end)
    }

    /// Records an attribute: its value as read, and the tokens it was read from.
    fn attribute(
        &mut self,
        element: Option<usize>,
        name: String,
        at: &TokenTree,
        value: (Value, &[TokenTree]),
    ) {
        let location = self.src.location(at.span());
        self.attribute_at(element, name, location, value);
    }

    fn attribute_at(
        &mut self,
        element: Option<usize>,
        name: String,
        location: Location,
        (value, written): (Value, &[TokenTree]),
    ) {
        let names = mentioned(written, self.bindings);
        let Some(element) = element else {
            // A component's prop, not an attribute.
            if self.forwarding {
                self.markup.forwarded.extend(names);
            }
            return;
        };
        let name = name.strip_prefix("r#").unwrap_or(&name).to_owned();
        self.markup.elements[element].attributes.push(Attribute {
            name,
            value,
            location,
            names,
        });
    }

    /// Blocks (Dioxus): `tag { "attr": value, attr: value, child { … }, "text", {expr} }`.
    /// Elements found are children of `parent`; attributes belong to `owner`, the element
    /// whose block this is (none in a component's block: those are its props).
    fn blocks(
        &mut self,
        trees: &[TokenTree],
        parent: Option<usize>,
        owner: Option<usize>,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        let mut i = 0;
        while i < trees.len() {
            let tree = &trees[i];
            match tree {
                // A `match` in `rsx!`: its arms are Rust expressions, each returning markup
                // (`Some(to) => rsx! { Link { … } }`), not markup themselves.
                TokenTree::Ident(ident) if ident == "match" => {
                    let (inner, next) = control_flow_block(trees, i);
                    self.nested(inner.into_iter().collect(), parent, depth + 1);
                    i = next;
                }
                TokenTree::Ident(ident) if is_control_flow(ident) => {
                    let (inner, next) = control_flow_block(trees, i);
                    self.sometimes(|reader| reader.blocks(&inner, parent, owner, depth + 1));
                    i = next;
                }
                TokenTree::Ident(ident) => {
                    // A path (`Icon`, `icons::Check`, `Item::<T>`) up to its block, or an
                    // attribute (`name: value`, `name,`).
                    let mut end = i + 1;
                    while end < trees.len() && !is_brace(&trees[end]) && is_path_piece(&trees[end])
                    {
                        end += 1;
                    }
                    if let Some(TokenTree::Group(body)) = trees.get(end)
                        && is_brace(&trees[end])
                        && !is_single_colon(trees.get(i + 1))
                    {
                        let name = ident.to_string();
                        let inner: Vec<TokenTree> = body.stream().into_iter().collect();
                        let simple = end == i + 1;
                        let last = last_ident(&trees[i..end]).unwrap_or(name.clone());
                        if simple && is_element(&name) {
                            let element = self.push(name, tree, parent);
                            self.node(Some(element));
                            self.blocks(&inner, Some(element), Some(element), depth + 1);
                        } else {
                            self.node(None);
                            self.component(&last, (last != name).then_some(name), tree);
                            if !is_wrapper(&last) {
                                self.opens(parent, None);
                            }
                            // A component's props are not attributes; its children are ours,
                            // rendered when it chooses.
                            let forwarding =
                                std::mem::replace(&mut self.forwarding, !is_wrapper(&last));
                            self.sometimes(|reader| reader.blocks(&inner, parent, None, depth + 1));
                            self.forwarding = forwarding;
                        }
                        i = end + 1;
                    } else if is_single_colon(trees.get(i + 1)) {
                        let end = comma_end(trees, i + 2);
                        let value = &trees[i + 2..end];
                        self.nested_in(value, parent, depth);
                        let read = value_of(value, &self.scope());
                        self.attribute(owner, rsx_name(&ident.to_string()), tree, (read, value));
                        i = end + 1;
                    } else if is_punct(trees.get(i + 1), ',') || i + 1 == trees.len() {
                        // `checked,`: shorthand for `checked: checked`.
                        let written = std::slice::from_ref(tree);
                        let read = bound(written, &self.scope());
                        self.attribute(owner, rsx_name(&ident.to_string()), tree, (read, written));
                        i += 2;
                    } else {
                        // No block after the path: nothing in it starts one either (scanning
                        // from each of its words again would be quadratic).
                        i = end;
                    }
                }
                TokenTree::Literal(literal) if is_single_colon(trees.get(i + 1)) => {
                    // `"data-part": value`.
                    let end = comma_end(trees, i + 2);
                    let value = &trees[i + 2..end];
                    self.nested_in(value, parent, depth);
                    if let Some(name) = string_literal(literal) {
                        let read = value_of(value, &self.scope());
                        self.attribute(owner, name, tree, (read, value));
                    }
                    i = end + 1;
                }
                TokenTree::Punct(p) if p.as_char() == '.' && is_punct(trees.get(i + 1), '.') => {
                    // `..attributes`.
                    let end = comma_end(trees, i);
                    if let Some(at) = owner {
                        self.spread(at, tree, &trees[i + 2..end]);
                    }
                    let names = mentioned(&trees[i..end], self.bindings);
                    self.markup.forwarded.extend(names);
                    i = end + 1;
                }
                TokenTree::Group(group) => {
                    let stream = group.stream();
                    self.opens(owner.or(parent), Some(&stream));
                    self.nested(stream, parent, depth + 1);
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }

    fn nested_in(&mut self, value: &[TokenTree], parent: Option<usize>, depth: usize) {
        self.nested(value.iter().cloned().collect(), parent, depth + 1);
    }
}

fn is_control_flow(ident: &proc_macro2::Ident) -> bool {
    matches!(ident.to_string().as_str(), "if" | "else" | "for" | "match")
}

/// The block of the control flow (`if cond { … }`, `for x in xs { … }`) whose keyword is at
/// `at`: the markup in it (rendered or not at run time, it counts as rendered), and the index
/// after it.
fn control_flow_block(trees: &[TokenTree], at: usize) -> (Vec<TokenTree>, usize) {
    let brace = (at + 1..trees.len())
        .find(|&i| is_brace(&trees[i]))
        .unwrap_or(trees.len());
    let inner = match trees.get(brace) {
        Some(TokenTree::Group(group)) => group.stream().into_iter().collect(),
        _ => Vec::new(),
    };
    (inner, brace + 1)
}

/// The index after the next `ch` punctuation from `from`.
fn skip_past(trees: &[TokenTree], from: usize, ch: char) -> usize {
    (from..trees.len())
        .find(|&i| is_punct(trees.get(i), ch))
        .map_or(trees.len(), |i| i + 1)
}

fn is_punct(tree: Option<&TokenTree>, ch: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == ch)
}

fn is_brace(tree: &TokenTree) -> bool {
    matches!(tree, TokenTree::Group(g) if g.delimiter() == Delimiter::Brace)
}

/// A lone `:` (an attribute's), not one of a path's `::`.
fn is_single_colon(tree: Option<&TokenTree>) -> bool {
    matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Alone)
}

/// Whether a token continues a path before a Dioxus block: `::`, an identifier, generics.
fn is_path_piece(tree: &TokenTree) -> bool {
    match tree {
        TokenTree::Ident(_) => true,
        TokenTree::Punct(p) => matches!(p.as_char(), '<' | '>' | ':'),
        _ => false,
    }
}

fn last_ident(trees: &[TokenTree]) -> Option<String> {
    trees.iter().rev().find_map(|tree| match tree {
        TokenTree::Ident(ident) => Some(ident.to_string()),
        _ => None,
    })
}

/// An element's tag is lower-case (`button`, `x-chip`); a component's is a capitalised name
/// or a path.
fn is_element(tag: &str) -> bool {
    tag.starts_with(|c: char| c.is_ascii_lowercase()) && !tag.contains("::")
}

/// Elements that never have children, written without a closing tag in Leptos.
fn is_void(tag: &str) -> bool {
    matches!(
        tag,
        "area"
            | "base"
            | "br"
            | "col"
            | "embed"
            | "hr"
            | "img"
            | "input"
            | "link"
            | "meta"
            | "source"
            | "track"
            | "wbr"
    )
}

/// A name written with dashes and colons from `start` — an attribute's (`aria-checked`,
/// `on:keydown`, `class:active`) or a tag's (`x-chip`, `leptos::Show`) — and the index after it.
fn dashed_name(trees: &[TokenTree], start: usize) -> (String, usize) {
    let mut name = String::new();
    let mut i = start;
    while let Some(tree) = trees.get(i) {
        match tree {
            TokenTree::Ident(ident) if name.is_empty() || name.ends_with(['-', ':']) => {
                name.push_str(&ident.to_string());
            }
            TokenTree::Punct(p) if matches!(p.as_char(), '-' | ':') && !name.is_empty() => {
                name.push(p.as_char());
            }
            _ => break,
        }
        i += 1;
    }
    (name, i)
}

/// The end of an unbraced attribute value from `start` (Leptos `role=Spec::ROLE`,
/// `on:click=move |_| close()`): the value goes on while each token continues an expression;
/// an identifier right after a complete operand starts the next attribute, and `>` or `/>`
/// after one ends the tag.
fn value_end(trees: &[TokenTree], start: usize) -> usize {
    let mut i = start;
    let mut operand = false;
    while let Some(tree) = trees.get(i) {
        match tree {
            TokenTree::Ident(ident) => {
                let word = ident.to_string();
                let keyword = is_keyword(&word);
                // Yew's `ref={node}` is the next attribute: `ref` continues no expression.
                if operand && (!keyword || word == "ref") {
                    return i;
                }
                operand = !keyword;
            }
            // `type=kind.get() {..attrs}`: a spread after a complete value is the next
            // attribute, not the value going on (after a name, `State { ..base }` is a value).
            TokenTree::Group(group)
                if operand
                    && group.delimiter() == Delimiter::Brace
                    && !matches!(trees.get(i.wrapping_sub(1)), Some(TokenTree::Ident(_)))
                    && group.stream().to_string().starts_with("..") =>
            {
                return i;
            }
            TokenTree::Literal(_) | TokenTree::Group(_) => operand = true,
            TokenTree::Punct(p) => {
                if operand
                    && (p.as_char() == '>'
                        || (p.as_char() == '/' && is_punct(trees.get(i + 1), '>')))
                {
                    return i;
                }
                // After `.`, `::`, an operator or a closure's `|`, the expression goes on.
                operand = false;
            }
        }
        i += 1;
    }
    i
}

fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "move"
            | "as"
            | "if"
            | "else"
            | "match"
            | "async"
            | "await"
            | "return"
            | "in"
            | "mut"
            | "ref"
    )
}

/// The end of a Dioxus attribute's value: the next `,` outside groups, or the end.
fn comma_end(trees: &[TokenTree], start: usize) -> usize {
    (start..trees.len())
        .find(|&i| is_punct(trees.get(i), ','))
        .unwrap_or(trees.len())
}

/// Dioxus spells attributes as Rust identifiers: `r#type`, `aria_label`.
fn rsx_name(name: &str) -> String {
    name.strip_prefix("r#").unwrap_or(name).replace('_', "-")
}

/// The value written in `trees`.
fn value_of(trees: &[TokenTree], scope: &Scope<'_>) -> Value {
    match trees {
        // Dioxus formats strings: `"{props.label}"` is bound.
        [TokenTree::Literal(literal)] => match string_literal(literal) {
            Some(text) if text.contains('{') => {
                // The format string as written, and what the bindings it names hold
                // (`"btn {class_list}"`).
                let mut literals: Vec<String> = Vec::new();
                let mut first = None;
                for (i, hole) in
                    (text.split('{').skip(1).filter_map(|h| h.split_once('}'))).enumerate()
                {
                    let bound = scope.literals_of(hole.0.trim(), &mut literals);
                    // `"{class_list}"`: the value starts from the binding.
                    if i == 0 && text.trim_start().starts_with('{') {
                        first = bound;
                    }
                }
                if text.chars().count() <= MAX_LITERAL_CHARS {
                    if !text.trim_start().starts_with('{') {
                        first = Some(text.clone());
                    }
                    literals.push(text);
                }
                Value::Bound {
                    keys: Vec::new(),
                    literals,
                    first,
                    local: true,
                    caller: false,
                    choices: None,
                    // A format string is always a string.
                    always: true,
                }
            }
            Some(text) => Value::Text(text),
            None => Value::Text(literal.to_string()),
        },
        [TokenTree::Ident(ident)] if matches!(ident.to_string().as_str(), "true" | "false") => {
            Value::Text(ident.to_string())
        }
        // Yew: `role={"button"}`, `data-part={ButtonSpec::PART_ROOT}`.
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Brace => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            value_of(&inner, scope)
        }
        _ => match constant(trees) {
            Some(name) => Value::Constant(name),
            None => bound(trees, scope),
        },
    }
}

/// `Path::CONSTANT`: the constant's name.
fn constant(trees: &[TokenTree]) -> Option<String> {
    let [.., TokenTree::Punct(colon), TokenTree::Ident(last)] = trees else {
        return None;
    };
    let name = last.to_string();
    let is_path = colon.as_char() == ':'
        && trees.iter().all(|t| match t {
            TokenTree::Ident(_) => true,
            TokenTree::Punct(p) => p.as_char() == ':',
            _ => false,
        });
    (is_path
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit()))
    .then_some(name)
}

/// What a bound expression can see of the code around it: the body's bindings and the
/// file's functions.
struct Scope<'s> {
    lets: &'s Map<String, &'s syn::Expr>,
    /// The statements that bind, change or call a method of each name.
    changes: &'s Map<String, Vec<&'s syn::Stmt>>,
    /// What [`Scope::literals_of`] read of each name, so a binding is read once however many
    /// attributes name it.
    literals: &'s std::cell::RefCell<Map<String, std::rc::Rc<super::mentions::BindingLiterals>>>,
    helpers: &'s Helpers,
}

impl Scope<'_> {
    /// The string literals of every statement that binds or changes `name` (`let mut classes =
    /// vec!["btn"]`, `classes.push(format!("btn-{}", size))`): what a value built up over the
    /// body may hold, added to `literals`. Returns the first literal of the `let` that binds it
    /// (what it is built from, whatever branch runs).
    fn literals_of(&self, name: &str, literals: &mut Vec<String>) -> Option<String> {
        let read = self.literals.borrow().get(name).cloned();
        let read = read.unwrap_or_else(|| {
            let mut visitor = Keys {
                found: Vec::new(),
                literals: true,
            };
            let mut first = None;
            match self.changes.get(name) {
                Some(changes) => {
                    // Only the first `let` binds what the value is built from; a later one
                    // (`let class_list = class_list.join(" ")`) rebinds it. An assignment
                    // (`classes = vec!["btn-group-vertical"]`) may replace it.
                    let mut bound = false;
                    for stmt in changes {
                        if bound && super::mentions::assigns(stmt, name) {
                            first = None;
                        }
                        if let syn::Stmt::Local(local) = stmt
                            && !std::mem::replace(&mut bound, true)
                            && let Some(init) = &local.init
                        {
                            first = built_from(&init.expr, 0);
                        }
                        visitor.visit_stmt(stmt);
                    }
                }
                None => {
                    if let Some(init) = self.lets.get(name) {
                        visitor.visit_expr(init);
                        first = built_from(init, 0);
                    }
                }
            }
            // A change inside another (`if big { classes.push(…) }`) is listed with it.
            let mut all = visitor.found;
            let mut seen = crate::hash::Set::default();
            all.retain(|literal| seen.insert(literal.clone()));
            let read = std::rc::Rc::new((first, all));
            self.literals
                .borrow_mut()
                .insert(name.to_owned(), read.clone());
            read
        });
        let room = MAX_LITERALS.saturating_sub(literals.len());
        literals.extend(read.1.iter().take(room).cloned());
        read.0.clone()
    }
}

/// A bound expression: the keys it compares, its own, those of a local binding it names, and
/// those of the file's functions it calls (`on:keydown=move |e| on_key(e, state)`).
fn bound(trees: &[TokenTree], scope: &Scope<'_>) -> Value {
    let mut keys = Vec::new();
    collect_keys(trees.iter().cloned().collect(), &mut keys, 0);
    // A closure is all there; a name is, when the body binds it (`on:keydown=on_key`) or the
    // file defines it (`on:keydown=handle_keydown`).
    let is_closure = trees.iter().any(|t| is_punct(Some(t), '|'));
    let first = match trees {
        [TokenTree::Ident(name), ..] => Some(name.to_string()),
        _ => None,
    };
    let mut literals = Vec::new();
    collect_literals(trees.iter().cloned().collect(), &mut literals, 0);
    let mut built_from =
        (literals.first().cloned()).filter(|_| !branches_first(trees.iter().cloned().collect(), 0));
    let named = first.as_ref().and_then(|name| scope.lets.get(name));
    if let Some(named) = named {
        let mut visitor = Keys {
            found: keys,
            literals: false,
        };
        visitor.visit_expr(named);
        keys = visitor.found;
    }
    // A value built up in the body (`class_list`, `classes.to_string()`).
    if let Some(name) = first.as_deref().filter(|_| !is_closure) {
        let from = scope.literals_of(name, &mut literals);
        if scope.changes.contains_key(name) || scope.lets.contains_key(name) {
            built_from = from;
        }
    }
    // The event handed to a function that is neither bound here nor the file's: the keys it
    // compares are out of sight.
    let event = closure_parameter(trees);
    let mut hidden = false;
    let mut calls = Vec::new();
    collect_calls(trees, &mut calls, 0);
    for (call, args) in &calls {
        if let Some(helper) = scope.helpers.keys.get(call) {
            keys.extend(helper.iter().cloned());
            hidden |= scope.helpers.incomplete;
        } else if event.as_ref().is_some_and(|event| args.contains(event))
            && !scope.lets.contains_key(call)
        {
            hidden = true;
        }
    }
    if let Some(helper) = first.as_ref().and_then(|name| scope.helpers.keys.get(name)) {
        keys.extend(helper.iter().cloned());
        hidden |= scope.helpers.incomplete;
    }
    let known = first
        .as_ref()
        .is_some_and(|name| named.is_some() || scope.helpers.keys.contains_key(name));
    // Only a value with a literal in it can be listed, so only such a value is parsed.
    let choices = if literals.is_empty() {
        None
    } else {
        syn::parse2::<syn::Expr>(trees.iter().cloned().collect())
            .ok()
            .and_then(|expr| choices::of(&expr, scope.changes))
    };
    let always = choices.as_ref().is_some_and(|c| !c.is_empty())
        || matches!(trees, [TokenTree::Ident(name)]
            if choices::typed_as_text(&name.to_string(), scope.changes));
    Value::Bound {
        keys,
        literals,
        first: built_from,
        local: (is_closure || known) && !hidden,
        caller: reads_a_prop(trees, scope),
        choices,
        always,
    }
}

/// Whether `trees` only read a name the body does not bind, through accessors that add nothing
/// of their own: `move || role.get()`, `role.get_untracked()`, `props.role.clone()`.
fn reads_a_prop(trees: &[TokenTree], scope: &Scope<'_>) -> bool {
    const ACCESSORS: &[&str] = &[
        "get",
        "get_untracked",
        "get_value",
        "read",
        "read_untracked",
        "clone",
        "to_string",
        "to_owned",
        "into",
        "as_str",
        "unwrap_or_default",
    ];
    let mut rest = trees;
    if let [TokenTree::Ident(word), tail @ ..] = rest
        && word == "move"
    {
        rest = tail;
    }
    if is_punct(rest.first(), '|') {
        let Some(close) = rest.iter().skip(1).position(|t| is_punct(Some(t), '|')) else {
            return false;
        };
        rest = &rest[close + 2..];
    }
    let [TokenTree::Ident(name), tail @ ..] = rest else {
        return false;
    };
    let mut tail: &[TokenTree] = tail;
    if scope.lets.contains_key(&name.to_string())
        || scope.helpers.keys.contains_key(&name.to_string())
    {
        return false;
    }
    while !tail.is_empty() {
        let [dot, TokenTree::Ident(member), after @ ..] = tail else {
            return false;
        };
        if !is_punct(Some(dot), '.') {
            return false;
        }
        tail = match after {
            [TokenTree::Group(args), more @ ..]
                if args.delimiter() == Delimiter::Parenthesis && args.stream().is_empty() =>
            {
                if !ACCESSORS.contains(&member.to_string().as_str()) {
                    return false;
                }
                more
            }
            // A field (`props.role`).
            more => more,
        };
    }
    true
}

/// Whether `tokens` branch (`if`, `match`) before their first string literal: that literal is
/// then one branch's, not what the value is built from whatever branch runs.
fn branches_first(tokens: TokenStream, depth: usize) -> bool {
    /// `Some(true)` at a branch, `Some(false)` at a string literal, `None` past neither.
    fn first(tokens: TokenStream, depth: usize) -> Option<bool> {
        if depth > MAX_DEPTH {
            return Some(true);
        }
        tokens.into_iter().find_map(|tree| match tree {
            TokenTree::Ident(ident) if ident == "if" || ident == "match" => Some(true),
            TokenTree::Literal(literal) => string_literal(&literal).map(|_| false),
            TokenTree::Group(group) => first(group.stream(), depth + 1),
            _ => None,
        })
    }
    first(tokens, depth).unwrap_or(false)
}

/// The literal `expr` is built from whatever branch runs: its first string literal when no
/// branch comes before it, else the one every branch is built from, when they agree
/// (`if switch { vec!["form-check", "form-switch"] } else { vec!["form-check"] }`).
fn built_from(expr: &syn::Expr, depth: usize) -> Option<String> {
    if depth > MAX_DEPTH {
        return None;
    }
    let agreed = |mut all: Vec<Option<String>>| -> Option<String> {
        let first = all.pop()??;
        all.into_iter()
            .all(|other| other.as_ref() == Some(&first))
            .then_some(first)
    };
    let tail = |block: &syn::Block| match block.stmts.last() {
        Some(syn::Stmt::Expr(tail, None)) => built_from(tail, depth + 1),
        _ => None,
    };
    match expr {
        syn::Expr::If(branch) => {
            let (_, otherwise) = branch.else_branch.as_ref()?;
            agreed(vec![
                tail(&branch.then_branch),
                built_from(otherwise, depth + 1),
            ])
        }
        syn::Expr::Match(choice) => agreed(
            (choice.arms.iter())
                .map(|arm| built_from(&arm.body, depth + 1))
                .collect(),
        ),
        syn::Expr::Block(block) => tail(&block.block),
        syn::Expr::Paren(inner) => built_from(&inner.expr, depth + 1),
        _ => {
            let mut own = Keys {
                found: Vec::new(),
                literals: true,
            };
            own.visit_expr(expr);
            own.found
                .into_iter()
                .next()
                .filter(|_| !branches_first(expr.to_token_stream(), 0))
        }
    }
}

/// Every string literal in `tokens`, up to [`MAX_LITERALS`] of [`MAX_LITERAL_CHARS`].
fn collect_literals(tokens: TokenStream, literals: &mut Vec<String>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    for tree in tokens {
        match tree {
            TokenTree::Group(group) => collect_literals(group.stream(), literals, depth + 1),
            TokenTree::Literal(literal) if literals.len() < MAX_LITERALS => {
                if let Some(text) = string_literal(&literal)
                    && text.chars().count() <= MAX_LITERAL_CHARS
                {
                    literals.push(text);
                }
            }
            _ => {}
        }
    }
}

/// String literals (`"Escape"`, `" "`) and `Key::Name` paths in `tokens`.
fn collect_keys(tokens: TokenStream, keys: &mut Vec<String>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(group) => collect_keys(group.stream(), keys, depth + 1),
            TokenTree::Literal(literal) => {
                if let Some(text) = string_literal(literal)
                    && text.chars().count() <= MAX_KEY_CHARS
                {
                    keys.push(text);
                }
            }
            TokenTree::Ident(ident) if ident == "Key" && is_punct(trees.get(i + 1), ':') => {
                if let Some(TokenTree::Ident(name)) = trees.get(i + 3) {
                    keys.push(name.to_string());
                }
            }
            _ => {}
        }
    }
}

/// The functions `trees` calls (`name(…)`, `path::name(…)`, `.name(…)`), each with the
/// identifiers of its arguments, nested calls included.
fn collect_calls(trees: &[TokenTree], calls: &mut Vec<(String, Vec<String>)>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    for (i, tree) in trees.iter().enumerate() {
        let TokenTree::Group(group) = tree else {
            continue;
        };
        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
        if group.delimiter() == Delimiter::Parenthesis
            && let Some(TokenTree::Ident(name)) = i.checked_sub(1).and_then(|at| trees.get(at))
        {
            let mut args = Vec::new();
            identifiers(&inner, &mut args, depth + 1);
            calls.push((name.to_string(), args));
        }
        collect_calls(&inner, calls, depth + 1);
    }
}

/// Every identifier in `trees`, groups included.
fn identifiers(trees: &[TokenTree], out: &mut Vec<String>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    for tree in trees {
        match tree {
            TokenTree::Ident(ident) => out.push(ident.to_string()),
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                identifiers(&inner, out, depth + 1);
            }
            _ => {}
        }
    }
}

/// The first parameter of the closure `trees` starts with (`move |ev: KeyboardEvent| …`).
fn closure_parameter(trees: &[TokenTree]) -> Option<String> {
    let bar = trees.iter().position(|t| is_punct(Some(t), '|'))?;
    match trees.get(bar + 1)? {
        TokenTree::Ident(name) if name != "mut" => Some(name.to_string()),
        TokenTree::Ident(_) => match trees.get(bar + 2)? {
            TokenTree::Ident(name) => Some(name.to_string()),
            _ => None,
        },
        _ => None,
    }
}

/// The keys each function of a file compares (its string literals and `Key::…` paths, with
/// those of the file's functions it calls, a few calls deep), so that a handler calling a
/// helper (`on:keydown=move |e| on_key(e, state)`, `on:keydown=handle_keydown`) counts the
/// helper's keys. Methods count by their name (`self.on_key(e)`); a Yew struct component
/// compares its keys in `update`, which its `link().callback(…)` handlers reach.
#[derive(Debug, Default)]
pub(super) struct Helpers {
    keys: Map<String, Vec<String>>,
    /// The functions each one calls, until [`Helpers::finish`] adds their keys.
    calls: Map<String, Vec<String>>,
    /// [`Helpers::finish`] ran out of its budget: the keys of the file's functions may be
    /// incomplete.
    incomplete: bool,
}

/// How many calls deep a helper's keys are followed.
const HELPER_DEPTH: usize = 4;

/// Most literals kept as one function's keys: a handler compares a few.
const MAX_HELPER_KEYS: usize = 64;

/// Most distinct functions one function's calls are followed into.
const MAX_HELPER_CALLS: usize = 256;

/// Most key copies [`Helpers::finish`] makes for one file.
const MAX_HELPER_WORK: usize = 1_000_000;

/// Adds `more` to the sorted `keys`, each once and at most [`MAX_HELPER_KEYS`]; whether any
/// was new.
fn merge_keys(keys: &mut Vec<String>, more: Vec<String>) -> bool {
    let mut grown = false;
    for key in more {
        if keys.len() >= MAX_HELPER_KEYS {
            break;
        }
        if let Err(at) = keys.binary_search(&key) {
            keys.insert(at, key);
            grown = true;
        }
    }
    grown
}

impl Helpers {
    /// Whether a file with this text handles keys at all (names a key event): the others pay
    /// nothing.
    pub(super) fn wanted(text: &str) -> bool {
        ["keydown", "keyup", "keypress", "KeyboardEvent"]
            .iter()
            .any(|event| text.contains(event))
    }

    /// Adds the functions of `item`: a function, or the methods of an `impl` block.
    pub(super) fn add_item(&mut self, item: &syn::Item) {
        match item {
            syn::Item::Fn(function) => self.add(
                function.sig.ident.to_string(),
                function.block.to_token_stream(),
            ),
            syn::Item::Impl(block) => {
                for item in &block.items {
                    if let syn::ImplItem::Fn(method) = item {
                        self.add(method.sig.ident.to_string(), method.block.to_token_stream());
                    }
                }
            }
            _ => {}
        }
    }

    fn add(&mut self, name: String, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut literals = Vec::new();
        collect_keys(trees.iter().cloned().collect(), &mut literals, 0);
        merge_keys(self.keys.entry(name.clone()).or_default(), literals);
        let mut found = Vec::new();
        collect_calls(&trees, &mut found, 0);
        let calls = self.calls.entry(name).or_default();
        calls.extend(found.into_iter().map(|(call, _)| call));
        calls.sort_unstable();
        calls.dedup();
        calls.truncate(MAX_HELPER_CALLS);
    }

    /// Gives each function the keys of the file's functions it calls, a few calls deep.
    pub(super) fn finish(&mut self) {
        // A Yew `ctx.link().callback(…)` reaches `update`.
        if let Some(update) = self.keys.get("update").cloned() {
            merge_keys(self.keys.entry("callback".to_owned()).or_default(), update);
        }
        let calls = std::mem::take(&mut self.calls);
        // Key copies made so far: a hostile file of thousands of functions calling each other
        // stops here, and its helpers then count as out of sight (a note, never a guess).
        let mut work = 0usize;
        for _ in 0..HELPER_DEPTH {
            let mut grown = false;
            for (name, called) in &calls {
                let more: Vec<String> = called
                    .iter()
                    .filter(|call| *call != name)
                    .filter_map(|call| self.keys.get(call))
                    .flatten()
                    .cloned()
                    .collect();
                work += more.len();
                if work > MAX_HELPER_WORK {
                    self.incomplete = true;
                    return;
                }
                grown |= merge_keys(self.keys.entry(name.clone()).or_default(), more);
            }
            if !grown {
                break;
            }
        }
    }
}
