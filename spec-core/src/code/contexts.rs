//! The contexts a component provides to what it renders and the ones it cannot render without,
//! by type name: compound components share state so (a dialog provides `DialogState`, its
//! title calls `expect_context::<DialogState>()`), and `uispec test` renders such a part inside
//! the component that provides what it reads.
//!
//! Read from the body's tokens (markup macros are tokens to syn), in two steps: while a file is
//! read, every call and element that any framework's [`ContextApi`] names is kept with the type
//! it is about; once the crate's framework is known, [`ContextFacts::resolve`] keeps what that
//! framework means by them. A type is found the way a reader finds it: a turbofish
//! (`expect_context::<DialogState>()`), a typed binding (`let state: DialogState =
//! expect_context();`), a struct literal or constructor (`provide_context(DialogState { … })`,
//! `DialogState::new(…)`), or a binding of the body holding one (`let state = …;
//! <Provider value=state>`). What none of those says is left out: a context uispec cannot
//! name is one it does not claim.

use std::collections::HashMap;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::framework::{ContextApi, Framework};

/// How deep a binding is followed to the value it holds (`let a = b; let b = State::new();`).
const MAX_BINDINGS: usize = 4;
/// How deep nested groups are read (as the markup reader does): a hostile file of nested
/// brackets costs nothing more.
const MAX_DEPTH: usize = 64;
/// How many tokens one look around a name takes (a provider element's attributes, a type
/// argument, a `let` binding's type or value): bounded, so a file cannot make it quadratic.
const MAX_TAG_TOKENS: usize = 64;

/// Whether a file's text names any framework's context call or element: a file that does not
/// is not read for contexts at all (most files).
pub(super) fn mentions_contexts(text: &str) -> bool {
    (Framework::ALL.iter()).any(|f| {
        let api = &f.profile().contexts;
        (api.provide.iter().chain(api.read))
            .chain(api.provider_elements.iter().map(|(e, _)| e))
            .any(|name| text.contains(name))
    })
}

/// What a file's plain functions say about contexts: the type each returns (`fn build_state(…)
/// -> DialogState`), and what each provides and reads (a helper `fn use_root() -> Root {
/// expect_context::<Root>() }` that the file's parts call).
#[derive(Debug, Default)]
pub(super) struct Functions {
    returns: HashMap<String, String>,
    facts: HashMap<String, ContextFacts>,
}

impl Functions {
    /// Records the function `name` returning `returns` (its type's tokens) with `body`.
    pub(super) fn add(&mut self, name: String, returns: Option<TokenStream>, body: TokenStream) {
        let returns: Option<Vec<TokenTree>> = returns.map(|ty| ty.into_iter().collect());
        if let Some(ty) = returns.as_deref().and_then(type_name) {
            self.returns.insert(name.clone(), ty);
        }
        self.facts
            .insert(name, ContextFacts::scanned(body, &[], self, false));
    }
}

/// A component body's context calls and elements, before its framework is known.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(super) struct ContextFacts {
    /// `(call or element, type)` for each value provided.
    provided: Vec<(String, String)>,
    /// Each context read: the call, the type, and whether `.expect(…)` or `.unwrap()` follows
    /// the call.
    read: Vec<Read>,
    /// The components its markup renders, by name: `<Name` in tags, `Name {` in blocks.
    rendered: Vec<String>,
}

impl ContextFacts {
    /// The facts of a body's tokens, its function's parameters (`state: TabsState`) bound
    /// as its `let`s are, with what the file's `functions` it calls return, provide and read
    /// (`let state = build_state(…);`, `let root = use_root();`).
    pub(super) fn of(
        tokens: TokenStream,
        params: &[(String, TokenStream)],
        functions: &Functions,
    ) -> ContextFacts {
        ContextFacts::scanned(tokens, params, functions, true)
    }

    fn scanned(
        tokens: TokenStream,
        params: &[(String, TokenStream)],
        functions: &Functions,
        calls: bool,
    ) -> ContextFacts {
        let all: Vec<&'static ContextApi> = (Framework::ALL.iter())
            .map(|f| &f.profile().contexts)
            .collect();
        let mut bindings = HashMap::new();
        for (name, ty) in params {
            let ty: Vec<TokenTree> = ty.clone().into_iter().collect();
            if let Some(ty) = type_name(&ty) {
                bindings.insert(name.clone(), Binding::Typed(ty));
            }
        }
        for (function, ty) in &functions.returns {
            bindings
                .entry(format!("{function}()"))
                .or_insert_with(|| Binding::Typed(ty.clone()));
        }
        collect_bindings(tokens.clone(), &mut bindings, 0);
        let mut facts = ContextFacts::default();
        // The file's functions a component calls count as its own body (one level: a helper's
        // own calls are not followed).
        let helpers = calls.then_some(&functions.facts);
        facts.scan(tokens, &all, &bindings, (helpers, 0));
        facts
    }

    /// Whether its markup renders a component named `name`.
    pub(super) fn renders(&self, name: &str) -> bool {
        self.rendered.iter().any(|n| n == name)
    }

    /// Adds what a component it renders provides and requires (`Root` renders the private
    /// `RootBase` that holds the `<Provider>`): whether anything was new.
    pub(super) fn inherit(&mut self, rendered: &ContextFacts) -> bool {
        let mut changed = false;
        for fact in &rendered.provided {
            if !self.provided.contains(fact) {
                self.provided.push(fact.clone());
                changed = true;
            }
        }
        for read in &rendered.read {
            let read = Read {
                inherited: true,
                ..read.clone()
            };
            if !self.read.contains(&read) {
                self.read.push(read);
                changed = true;
            }
        }
        changed
    }

    /// The types provided and the types required (read by a call that panics without them, or
    /// unwrapped at once), as `api` (the component's framework's) means its calls; each once.
    pub(super) fn resolve(&self, api: &ContextApi) -> (Vec<String>, Vec<String>) {
        let mut provides: Vec<String> = Vec::new();
        for (how, ty) in &self.provided {
            let ours = api.provide.contains(&how.as_str())
                || api.provider_elements.iter().any(|(e, _)| e == how);
            if ours && !provides.contains(ty) {
                provides.push(ty.clone());
            }
        }
        // A value given to `provide_context` is the body's own from then on; one an element
        // provides (`<Provider value=…>`) reaches its children only, so the body's own read
        // of that type is its parent's (a submenu reads its menu and provides its own).
        let called = |ty: &String| {
            (self.provided.iter()).any(|(how, t)| t == ty && api.provide.contains(&how.as_str()))
        };
        let mut requires: Vec<String> = Vec::new();
        for read in &self.read {
            let call = read.call.as_str();
            let panics = api.panics.contains(&call) || (read.unwrapped && api.read.contains(&call));
            let own = if read.inherited {
                provides.contains(&read.ty)
            } else {
                called(&read.ty)
            };
            if panics && !own && !requires.contains(&read.ty) {
                requires.push(read.ty.clone());
            }
        }
        (provides, requires)
    }

    fn scan(
        &mut self,
        tokens: TokenStream,
        all: &[&'static ContextApi],
        bindings: &HashMap<String, Binding>,
        (helpers, depth): (Option<&HashMap<String, ContextFacts>>, usize),
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (at, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => {
                    self.scan(group.stream(), all, bindings, (helpers, depth + 1));
                }
                TokenTree::Ident(ident) => {
                    let name = ident.to_string();
                    let rest = &trees[at + 1..];
                    // A component's tag (`<Name`, not a turbofish's `::<Name`) or block (`Name
                    // { … }`, not a path's `Enum::Name { … }`).
                    let after_path = at > 1 && is_punct(&trees[at - 1], ':');
                    let tag = at > 0
                        && is_punct(&trees[at - 1], '<')
                        && !(at > 1 && is_punct(&trees[at - 2], ':'));
                    let block = !after_path
                        && matches!(rest.first(), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace);
                    if is_type_name(&name) && (tag || block) && !self.rendered.contains(&name) {
                        self.rendered.push(name.clone());
                    }
                    let called = matches!(rest.first(), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis);
                    if let Some(helper) = helpers.and_then(|h| h.get(&name)).filter(|_| called) {
                        self.inherit(helper);
                    } else if all.iter().any(|api| api.read.contains(&name.as_str())) {
                        let ty = turbofish(rest).or_else(|| typed_binding(&trees[..at]));
                        if let Some(ty) = ty {
                            self.read.push(Read {
                                call: name,
                                ty,
                                unwrapped: unwrapped(rest),
                                inherited: false,
                            });
                        }
                    } else if all.iter().any(|api| api.provide.contains(&name.as_str())) {
                        if let Some(TokenTree::Group(args)) = rest.first() {
                            let args: Vec<TokenTree> = args.stream().into_iter().collect();
                            if let Some(ty) = type_of(&args, bindings, 0) {
                                self.provided.push((name, ty));
                            }
                        }
                    } else if let Some(attribute) = all
                        .iter()
                        .flat_map(|api| api.provider_elements.iter())
                        .find(|(element, _)| *element == name)
                        .map(|(_, attribute)| *attribute)
                    {
                        let ty = match attribute {
                            None => generic_argument(rest),
                            Some(attribute) => attribute_value(rest, attribute)
                                .and_then(|value| type_of(&value, bindings, 0)),
                        };
                        if let Some(ty) = ty {
                            self.provided.push((name, ty));
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// One context read.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Read {
    call: String,
    ty: String,
    /// `.expect(…)` or `.unwrap()` follows the call.
    unwrapped: bool,
    /// Read by a component it renders (inside what it provides), not by its own body.
    inherited: bool,
}

/// What a `let` binding of the body says: its declared type, or the tokens of its value.
#[derive(Debug)]
enum Binding {
    Typed(String),
    Value(Vec<TokenTree>),
}

/// Every `let [mut] name [: Type] = value;` of the body, at any depth.
fn collect_bindings(tokens: TokenStream, bindings: &mut HashMap<String, Binding>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (at, tree) in trees.iter().enumerate() {
        if let TokenTree::Group(group) = tree {
            collect_bindings(group.stream(), bindings, depth + 1);
            continue;
        }
        if !matches!(tree, TokenTree::Ident(i) if i == "let") {
            continue;
        }
        let mut rest = &trees[at + 1..];
        if matches!(rest.first(), Some(TokenTree::Ident(i)) if i == "mut") {
            rest = &rest[1..];
        }
        let Some(TokenTree::Ident(name)) = rest.first() else {
            continue;
        };
        let rest = &rest[1..];
        let binding = match rest.first() {
            Some(TokenTree::Punct(p)) if p.as_char() == ':' => {
                let ty: Vec<TokenTree> = rest[1..]
                    .iter()
                    .take(MAX_TAG_TOKENS)
                    .take_while(|t| !is_punct(t, '='))
                    .cloned()
                    .collect();
                type_name(&ty).map(Binding::Typed)
            }
            Some(TokenTree::Punct(p)) if p.as_char() == '=' => Some(Binding::Value(
                rest[1..]
                    .iter()
                    .take(MAX_TAG_TOKENS)
                    .take_while(|t| !is_punct(t, ';'))
                    .cloned()
                    .collect(),
            )),
            _ => None,
        };
        // The last of a name: a later `let` shadows an earlier one, and the provider comes
        // after both (`let ctx = use_context::<Data>(); let ctx = Data::Item { … };`).
        if let Some(binding) = binding {
            bindings.insert(name.to_string(), binding);
        }
    }
}

/// The type a value's tokens make: `State { … }`, `State::new(…)`, `crate::State::default()`,
/// a closure returning one (`|| State::new()`), a block holding one, or a binding of the body.
fn type_of(
    tokens: &[TokenTree],
    bindings: &HashMap<String, Binding>,
    depth: usize,
) -> Option<String> {
    let mut tokens = tokens;
    // A closure's parameters and `move`: the value is what it returns.
    if matches!(tokens.first(), Some(TokenTree::Ident(i)) if i == "move") {
        tokens = &tokens[1..];
    }
    if is_punct(tokens.first()?, '|') {
        let end = tokens[1..].iter().position(|t| is_punct(t, '|'))? + 1;
        tokens = &tokens[end + 1..];
    }
    match tokens.first()? {
        TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            type_of(&inner, bindings, depth)
        }
        TokenTree::Ident(ident) => {
            let path = path_segments(tokens);
            let called = matches!(tokens.get(path.len() * 3 - 2), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis);
            // `State::new(…)`, `crate::State { … }`, and an enum's variant `Data::Item { … }`:
            // the first segment that names a type.
            match path.iter().find(|s| is_type_name(s)) {
                // `Signal::new(State::new())`: the state it holds.
                Some(ty) if WRAPPERS.contains(&ty.as_str()) && called => {
                    let Some(TokenTree::Group(args)) = tokens.get(path.len() * 3 - 2) else {
                        return Some(ty.clone());
                    };
                    let args: Vec<TokenTree> = args.stream().into_iter().collect();
                    type_of(&args, bindings, depth + 1).or_else(|| Some(ty.clone()))
                }
                Some(ty) => Some(ty.clone()),
                // A function of the file, by the type it returns.
                None if path.len() == 1 && called => match bindings.get(&format!("{ident}()"))? {
                    Binding::Typed(ty) => Some(ty.clone()),
                    Binding::Value(_) => None,
                },
                // A binding of the body (`state`, `state.clone()`).
                None if path.len() == 1 && depth < MAX_BINDINGS => {
                    match bindings.get(&ident.to_string())? {
                        Binding::Typed(ty) => Some(ty.clone()),
                        Binding::Value(value) => type_of(value, bindings, depth + 1),
                    }
                }
                None => None,
            }
        }
        _ => None,
    }
}

/// The segments of the path the tokens start with (`crate :: a :: State`), without generics.
fn path_segments(tokens: &[TokenTree]) -> Vec<String> {
    let mut segments = Vec::new();
    let mut at = 0;
    while let Some(TokenTree::Ident(ident)) = tokens.get(at) {
        segments.push(ident.to_string());
        let colons = tokens.get(at + 1).is_some_and(|t| is_punct(t, ':'))
            && tokens.get(at + 2).is_some_and(|t| is_punct(t, ':'));
        if !colons {
            break;
        }
        at += 3;
    }
    segments
}

/// The type of `::<Type>` at the start of `rest`.
fn turbofish(rest: &[TokenTree]) -> Option<String> {
    let colons = is_punct(rest.first()?, ':') && is_punct(rest.get(1)?, ':');
    if !colons {
        return None;
    }
    generic_argument(&rest[2..])
}

/// The first type argument of `<Type …>` at the start of `rest`.
fn generic_argument(rest: &[TokenTree]) -> Option<String> {
    if !is_punct(rest.first()?, '<') {
        return None;
    }
    let mut depth = 0usize;
    let mut argument = Vec::new();
    // The whole argument, its own generics included (`Signal<State>`).
    for tree in rest[1..].iter().take(MAX_TAG_TOKENS) {
        match tree {
            TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
            TokenTree::Punct(p) if p.as_char() == '>' && depth == 0 => break,
            TokenTree::Punct(p) if p.as_char() == '>' => depth -= 1,
            TokenTree::Punct(p) if p.as_char() == ',' && depth == 0 => break,
            _ => {}
        }
        argument.push(tree.clone());
    }
    type_name(&argument)
}

/// The type a binding ending just before a read call declares: `let state: State =` (the
/// call's tokens follow, and are the binding's whole value).
fn typed_binding(before: &[TokenTree]) -> Option<String> {
    let before = &before[before.len().saturating_sub(MAX_TAG_TOKENS)..];
    let at = before
        .iter()
        .rposition(|t| matches!(t, TokenTree::Ident(i) if i == "let"))?;
    let mut rest = &before[at + 1..];
    if matches!(rest.first(), Some(TokenTree::Ident(i)) if i == "mut") {
        rest = &rest[1..];
    }
    let (Some(TokenTree::Ident(_)), Some(colon), Some(equals)) =
        (rest.first(), rest.get(1), rest.last())
    else {
        return None;
    };
    if !is_punct(colon, ':') || !is_punct(equals, '=') || rest.len() < 4 {
        return None;
    }
    let declared = &rest[2..rest.len() - 1];
    if declared.iter().any(|t| is_punct(t, '=')) {
        return None;
    }
    type_name(declared)
}

/// Whether `.expect(…)` or `.unwrap()` follows the call's arguments.
fn unwrapped(rest: &[TokenTree]) -> bool {
    let call = rest
        .iter()
        .take(MAX_TAG_TOKENS)
        .position(|t| matches!(t, TokenTree::Group(g) if g.delimiter() == Delimiter::Parenthesis));
    let Some(call) = call else { return false };
    matches!(
        (rest.get(call + 1), rest.get(call + 2)),
        (Some(dot), Some(TokenTree::Ident(method)))
            if is_punct(dot, '.') && (method == "expect" || method == "unwrap")
    )
}

/// The value of `attribute=value` among an element's tokens: the tree after `=` (a block, a
/// literal or a path up to the next attribute).
fn attribute_value(rest: &[TokenTree], attribute: &str) -> Option<Vec<TokenTree>> {
    let at = rest
        .iter()
        .take(MAX_TAG_TOKENS)
        .take_while(|t| !is_punct(t, '>'))
        .position(|t| matches!(t, TokenTree::Ident(i) if i == attribute))?;
    if !is_punct(rest.get(at + 1)?, '=') {
        return None;
    }
    match rest.get(at + 2)? {
        TokenTree::Group(group) => Some(group.stream().into_iter().collect()),
        _ => {
            let value = &rest[at + 2..];
            let path = path_segments(value);
            let len = path.len().max(1) * 3 - 2;
            Some(value[..len.min(value.len())].to_vec())
        }
    }
}

/// The last segment of a type's path that names a type (`crate::State<T>` gives `State`), or
/// `None` for a reference, tuple or other shape.
fn type_name(tokens: &[TokenTree]) -> Option<String> {
    let path = path_segments(tokens);
    let name = path.iter().rev().find(|s| is_type_name(s))?.clone();
    // `Signal<SidePanelState>`: the state is what tells one context from another.
    if WRAPPERS.contains(&name.as_str())
        && let Some(inner) = tokens.get(path.len() * 3 - 2..).and_then(generic_argument)
    {
        return Some(inner);
    }
    Some(name)
}

/// Types that only hold the value a context shares (`Signal<State>`, `Rc<State>`): two
/// contexts of them are told apart by what they hold.
const WRAPPERS: &[&str] = &[
    "Signal",
    "RwSignal",
    "ReadSignal",
    "WriteSignal",
    "ArcRwSignal",
    "Memo",
    "StoredValue",
    "Store",
    "Rc",
    "Arc",
    "RefCell",
    "Mutex",
    "UseStateHandle",
    "UseReducerHandle",
];

fn is_type_name(segment: &str) -> bool {
    segment.starts_with(|c: char| c.is_ascii_uppercase()) && segment != "Self"
}

fn is_punct(tree: &TokenTree, c: char) -> bool {
    matches!(tree, TokenTree::Punct(p) if p.as_char() == c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolved(framework: Framework, body: &str) -> (Vec<String>, Vec<String>) {
        let tokens: TokenStream = body.parse().expect("tokens");
        ContextFacts::of(tokens, &[], &Functions::default()).resolve(&framework.profile().contexts)
    }

    #[test]
    fn a_context_held_in_a_signal_is_named_by_what_it_holds() {
        // dioxus-tw-components: `Signal<ModalState>` and `Signal<SidePanelState>` are two
        // contexts, not one `Signal`.
        let root = resolved(
            Framework::Dioxus,
            "{ let state = use_context_provider(|| Signal::new(SidePanelState::new(props.is_active))); rsx! { div { {props.children} } } }",
        );
        assert_eq!(root.0, vec!["SidePanelState".to_owned()]);
        let part = resolved(
            Framework::Dioxus,
            "{ let mut state = use_context::<Signal<SidePanelState>>(); rsx! { div {} } }",
        );
        assert_eq!(part.1, vec!["SidePanelState".to_owned()]);
    }

    #[test]
    fn a_leptos_root_provides_and_its_parts_require() {
        // biji-ui's shape: a state bound, then given to `<Provider value=…>`.
        let root = resolved(
            Framework::Leptos,
            "{ let state = DialogState::new(open); view! { <Provider value={state}> {children()} </Provider> } }",
        );
        assert_eq!(root, (vec!["DialogState".to_owned()], vec![]));
        // singlestage's: a struct literal bound, `<Provider value=context>`.
        let root = resolved(
            Framework::Leptos,
            "{ let context = DialogContext { open, id: 3 }; view! { <div><Provider value=context>{children()}</Provider></div> } }",
        );
        assert_eq!(root.0, vec!["DialogContext".to_owned()]);
        let part = resolved(
            Framework::Leptos,
            "{ let dialog = expect_context::<DialogContext>(); let theme = use_context::<Theme>(); view! { <h2>{children()}</h2> } }",
        );
        // `use_context` returns an `Option` in Leptos: not required unless unwrapped.
        assert_eq!(part, (vec![], vec!["DialogContext".to_owned()]));
        let part = resolved(
            Framework::Leptos,
            "{ let menu: crate::MenuState = expect_context(); let t = use_context::<Theme>().expect(\"a theme\"); }",
        );
        assert_eq!(part.1, vec!["MenuState".to_owned(), "Theme".to_owned()]);
        // What it gives `provide_context` it has itself; what its `<Provider>` gives, only its
        // children have (biji-ui's submenu reads its menu's and provides its own).
        let both = resolved(
            Framework::Leptos,
            "{ provide_context(Tabs::default()); let t = expect_context::<Tabs>(); }",
        );
        assert_eq!(both, (vec!["Tabs".to_owned()], vec![]));
        let submenu = resolved(
            Framework::Leptos,
            "{ let menu = expect_context::<Menu>(); let own = Menu::default(); view! { <Provider value=own>{children()}</Provider> } }",
        );
        assert_eq!(submenu, (vec!["Menu".to_owned()], vec!["Menu".to_owned()]));
    }

    #[test]
    fn dioxus_and_yew_spell_it_their_way() {
        let root = resolved(
            Framework::Dioxus,
            "{ use_context_provider(|| AccordionState::new(props.multiple)); rsx! { div { {props.children} } } }",
        );
        assert_eq!(root.0, vec!["AccordionState".to_owned()]);
        // Dioxus's `use_context` panics without a provider.
        let part = resolved(
            Framework::Dioxus,
            "{ let state = use_context::<AccordionState>(); let t = try_use_context::<Theme>(); }",
        );
        assert_eq!(part.1, vec!["AccordionState".to_owned()]);
        let root = resolved(
            Framework::Yew,
            "{ html! { <ContextProvider<ThemeCtx> context={(*theme).clone()}>{ props.children.clone() }</ContextProvider<ThemeCtx>> } }",
        );
        assert_eq!(root.0, vec!["ThemeCtx".to_owned()]);
        // Yew's `use_context` is an `Option`.
        let part = resolved(Framework::Yew, "{ let theme = use_context::<ThemeCtx>(); }");
        assert_eq!(part.1, Vec::<String>::new());
    }

    #[test]
    fn a_parameter_and_a_function_of_the_file_are_read() {
        // biji-ui's `RootBase(state: TabsState)` gives its parameter to the `Provider`.
        let tokens: TokenStream = "{ view! { <Provider value={state}>{children()}</Provider> } }"
            .parse()
            .expect("tokens");
        let params = [("state".to_owned(), "TabsState".parse().expect("a type"))];
        let mut functions = Functions::default();
        functions.add(
            "build".to_owned(),
            Some("MenuState".parse().expect("a type")),
            "{ MenuState::default() }".parse().expect("tokens"),
        );
        functions.add(
            "use_root".to_owned(),
            Some("Root".parse().expect("a type")),
            "{ if let Some(bar) = use_context::<Bar>() { bar.root } else { expect_context::<Root>() } }"
                .parse()
                .expect("tokens"),
        );
        let facts = ContextFacts::of(tokens, &params, &functions);
        let (provides, _) = facts.resolve(&Framework::Leptos.profile().contexts);
        assert_eq!(provides, vec!["TabsState".to_owned()]);
        // A function of the file, by what it returns.
        let tokens: TokenStream = "{ let state = build(open); provide_context(state); }"
            .parse()
            .expect("tokens");
        let facts = ContextFacts::of(tokens, &[], &functions);
        let (provides, _) = facts.resolve(&Framework::Leptos.profile().contexts);
        assert_eq!(provides, vec!["MenuState".to_owned()]);
        // A helper of the file that reads a context: its callers require it.
        let tokens: TokenStream = "{ let root = use_root(); view! { <div/> } }"
            .parse()
            .expect("tokens");
        let facts = ContextFacts::of(tokens, &[], &functions);
        let (_, requires) = facts.resolve(&Framework::Leptos.profile().contexts);
        assert_eq!(requires, vec!["Root".to_owned()]);
    }

    #[test]
    fn hostile_bodies_cost_a_bounded_walk() {
        // Deep brackets stop at the depth bound; a long run of names each looking ahead (no
        // `>` to end a tag, no `;` to end a binding) looks a bounded way.
        let deep = format!(
            "{{ {}provide_context(State::new()){} }}",
            "(".repeat(5_000),
            ")".repeat(5_000)
        );
        let tokens: TokenStream = deep.parse().expect("tokens");
        assert_eq!(
            ContextFacts::of(tokens, &[], &Functions::default()),
            ContextFacts::default()
        );
        let wide = format!("{{ {} }}", "Provider value let x : ".repeat(40_000));
        let tokens: TokenStream = wide.parse().expect("tokens");
        // Walked once (a quadratic walk of these 160,000 tokens would not end in a test's time).
        assert_eq!(
            ContextFacts::of(tokens, &[], &Functions::default()),
            ContextFacts::default()
        );
        assert!(!mentions_contexts("pub fn Card() {}"));
        assert!(mentions_contexts("let s = expect_context::<S>();"));
    }

    #[test]
    fn what_cannot_be_named_is_not_claimed() {
        let unknown = resolved(
            Framework::Leptos,
            "{ provide_context(make()); let x = expect_context(); view! { <Provider value=config.get()>{children()}</Provider> } }",
        );
        assert_eq!(unknown, (vec![], vec![]));
    }
}
