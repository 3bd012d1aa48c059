//! Which identifiers an attribute's value mentions, directly or through the `let` bindings of
//! the component's body (`class=class` where `let class = move || format!("btn-{}",
//! variant.get())`): how the markup reader tells an enum prop that is rendered (a variant
//! axis, something a stylesheet can select on) from one that only steers behaviour.
//!
//! A mention is a word, not a resolved name: `size` in `icon.size` counts as the prop `size`.
//! Mistaking a behavioural prop for a rendered one keeps it a variant axis (what inference did
//! before); the reverse would need a prop's name to be missing from every attribute.

use proc_macro2::TokenTree;
use syn::visit::Visit;

use std::cell::Cell;

use crate::hash::{Map, Set};

/// Most identifiers kept per attribute value: a value is a short expression, and a binding
/// that mentions more is no evidence about any one prop.
const MAX_NAMES: usize = 256;

/// Deepest token group walked; the parser's limits bound it already.
const MAX_DEPTH: usize = 64;

/// How many bindings deep a mention is followed (`let a = …b…; let b = …variant…;`).
const MAX_ROUNDS: usize = 8;

/// What one binding's statements hold: the first literal of the `let` that binds it, and every
/// string literal of them, each once (`markup::Scope::literals_of`).
pub(super) type BindingLiterals = (Option<String>, Vec<String>);

/// The local bindings of a component's body: `let name = init;` (a handler may be a closure
/// bound before the markup, `on:keydown=on_key`; a class may be computed there), and the
/// statements that change a binding afterwards (`classes.push(…)`, `class = …`), whole: a
/// `match props.align { Align::Start => classes.push("start"), … }` makes `classes` depend on
/// `align`.
#[derive(Default)]
pub(super) struct Bindings<'ast> {
    /// Each name's initialiser (the last one, when a name is bound twice).
    pub(super) lets: Map<String, &'ast syn::Expr>,
    /// The statements that bind each name (every `let` of it, in whatever block), call a
    /// method of it, or assign to it.
    pub(super) changes: Map<String, Vec<&'ast syn::Stmt>>,
    /// The string literals each name's statements hold, as read once
    /// (`markup::Scope::literals_of`): an attribute naming a binding reads it from here.
    pub(super) literals: std::cell::RefCell<Map<String, std::rc::Rc<BindingLiterals>>>,
    /// Words visited so far by [`mentioned`] for this body, against [`MAX_WORK`].
    spent: Cell<usize>,
}

/// Most words [`mentioned`] visits for one component body, all its attributes together. A
/// statement that changes many bindings is visited once per binding an attribute reaches, so a
/// hostile body could otherwise make the walk quadratic; past the budget every further value
/// counts as using the whole props (its enums stay variant axes).
const MAX_WORK: usize = 1_000_000;

/// Most statements kept as changing one binding.
const MAX_CHANGES: usize = 64;

impl<'ast> Visit<'ast> for Bindings<'ast> {
    fn visit_local(&mut self, local: &'ast syn::Local) {
        if let Some(name) = bound_name(&local.pat)
            && let Some(init) = &local.init
        {
            self.lets.insert(name, &init.expr);
        }
        syn::visit::visit_local(self, local);
    }

    fn visit_block(&mut self, block: &'ast syn::Block) {
        for stmt in &block.stmts {
            let mut changed = Changed::default();
            changed.visit_stmt(stmt);
            for name in changed.0 {
                let changes = self.changes.entry(name).or_default();
                if changes.len() < MAX_CHANGES {
                    changes.push(stmt);
                }
            }
        }
        syn::visit::visit_block(self, block);
    }
}

/// The name a `let` binds: `let name`, `let mut name`, `let name: Type`.
fn bound_name(pat: &syn::Pat) -> Option<String> {
    match pat {
        syn::Pat::Type(typed) => bound_name(&typed.pat),
        syn::Pat::Ident(pat) => Some(pat.ident.to_string()),
        _ => None,
    }
}

/// The names a statement binds or changes: `let` names, receivers of method calls and targets
/// of assignments that are plain names.
#[derive(Default)]
struct Changed(Set<String>);

impl<'ast> Visit<'ast> for Changed {
    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if let syn::Expr::Path(path) = &*call.receiver
            && let Some(ident) = path.path.get_ident()
        {
            self.0.insert(ident.to_string());
        }
        syn::visit::visit_expr_method_call(self, call);
    }

    fn visit_local(&mut self, local: &'ast syn::Local) {
        if let Some(name) = bound_name(&local.pat) {
            self.0.insert(name);
        }
        syn::visit::visit_local(self, local);
    }

    fn visit_expr_assign(&mut self, assign: &'ast syn::ExprAssign) {
        if let syn::Expr::Path(path) = &*assign.left
            && let Some(ident) = path.path.get_ident()
        {
            self.0.insert(ident.to_string());
        }
        syn::visit::visit_expr_assign(self, assign);
    }
}

/// Whether `stmt` assigns a new value to `name` (`classes = vec!["btn-group-vertical"]`).
pub(super) fn assigns(stmt: &syn::Stmt, name: &str) -> bool {
    struct Assigns<'n>(&'n str, bool);
    impl<'ast> Visit<'ast> for Assigns<'_> {
        fn visit_expr_assign(&mut self, assign: &'ast syn::ExprAssign) {
            if let syn::Expr::Path(path) = &*assign.left
                && path.path.is_ident(self.0)
            {
                self.1 = true;
            }
            syn::visit::visit_expr_assign(self, assign);
        }
    }
    let mut visitor = Assigns(name, false);
    visitor.visit_stmt(stmt);
    visitor.1
}

/// The identifiers `trees` mention, with those of the bindings they name (their initialisers
/// and the statements that change them, transitively, a few deep), sorted. Words inside format
/// strings count (`"btn-{variant}"`, Dioxus's and `format!`'s inline arguments).
pub(super) fn mentioned(trees: &[TokenTree], bindings: &Bindings<'_>) -> Vec<String> {
    let mut names = Words::new(&bindings.spent);
    names.trees(trees, 0);
    let mut expanded: Set<String> = Set::default();
    for _ in 0..MAX_ROUNDS {
        let next: Vec<&String> = names
            .set
            .iter()
            .filter(|name| !expanded.contains(*name))
            .filter(|name| {
                bindings.lets.contains_key(*name) || bindings.changes.contains_key(*name)
            })
            .collect();
        if next.is_empty() {
            break;
        }
        let next: Vec<String> = next.into_iter().cloned().collect();
        let mut more = Words::new(&bindings.spent);
        for name in &next {
            if let Some(init) = bindings.lets.get(name) {
                more.visit_expr(init);
            }
            for stmt in bindings.changes.get(name).into_iter().flatten() {
                more.visit_stmt(stmt);
            }
        }
        expanded.extend(names.set.iter().cloned());
        names.exhausted |= more.exhausted;
        for word in more.set {
            names.add(&word);
        }
    }
    if names.exhausted {
        names.set.insert(WHOLE_PROPS.to_owned());
    }
    let mut names: Vec<String> = names.set.into_iter().collect();
    names.sort_unstable();
    names
}

/// The words met, at most [`MAX_NAMES`].
struct Words<'b> {
    set: Set<String>,
    /// The body's work so far ([`MAX_WORK`]).
    spent: &'b Cell<usize>,
    /// Whether the budget ran out before the walk ended.
    exhausted: bool,
}

/// Stands in [`mentioned`]'s list for a value that uses the whole props (`props`, `ctx`, or
/// `self` other than to read one field, `classes(&props)`, `self.class()`): any prop may be in
/// it.
pub(super) const WHOLE_PROPS: &str = "<props>";

/// The names that hold every prop of a component.
const HOLDERS: &[&str] = &["props", "ctx", "self"];

impl<'b> Words<'b> {
    fn new(spent: &'b Cell<usize>) -> Self {
        Words {
            set: Set::default(),
            spent,
            exhausted: false,
        }
    }

    /// Counts one word of work; false once the budget is spent.
    fn spend(&mut self) -> bool {
        let spent = self.spent.get();
        if spent >= MAX_WORK {
            self.exhausted = true;
            return false;
        }
        self.spent.set(spent + 1);
        true
    }

    fn add(&mut self, word: &str) {
        if self.spend() && self.set.len() < MAX_NAMES && !self.set.contains(word) {
            self.set
                .insert(word.strip_prefix("r#").unwrap_or(word).to_owned());
        }
    }

    fn trees(&mut self, trees: &[TokenTree], depth: usize) {
        for (i, tree) in trees.iter().enumerate() {
            if self.exhausted {
                return;
            }
            match tree {
                TokenTree::Ident(ident) => {
                    let word = ident.to_string();
                    // `props` after a dot is `ctx.props()`, read from `ctx`.
                    let after_dot =
                        i > 0 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '.');
                    if HOLDERS.contains(&word.as_str())
                        && !after_dot
                        && !reads_one_field(&trees[i + 1..])
                    {
                        self.add(WHOLE_PROPS);
                    }
                    self.add(&word);
                }
                TokenTree::Group(group) if depth < MAX_DEPTH => {
                    let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                    self.trees(&inner, depth + 1);
                }
                TokenTree::Literal(literal) => {
                    if let Some(text) = string_literal(literal) {
                        self.format_string(&text);
                    }
                }
                _ => {}
            }
        }
    }

    /// The identifiers a format string interpolates: the words inside `{…}`, `{{` excepted.
    fn format_string(&mut self, text: &str) {
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            rest = &rest[open + 1..];
            if let Some(after) = rest.strip_prefix('{') {
                rest = after;
                continue;
            }
            let end = rest.find('}').unwrap_or(rest.len());
            let words: Vec<&str> = rest[..end]
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|word| word.starts_with(|c: char| c.is_alphabetic() || c == '_'))
                .collect();
            if let [holder] = words.as_slice()
                && HOLDERS.contains(holder)
            {
                self.add(WHOLE_PROPS);
            }
            for word in words {
                self.add(word);
            }
            rest = &rest[end..];
        }
    }
}

/// Whether the tokens after `props`, `ctx` or `self` read one field of the props: `.size`
/// (not `.class()`), or `ctx.props().size`.
fn reads_one_field(after: &[TokenTree]) -> bool {
    let dot = |i: usize| matches!(after.get(i), Some(TokenTree::Punct(p)) if p.as_char() == '.');
    let ident = |i: usize| match after.get(i) {
        Some(TokenTree::Ident(ident)) => Some(ident.to_string()),
        _ => None,
    };
    let call = |i: usize| matches!(after.get(i), Some(TokenTree::Group(g)) if g.delimiter() == proc_macro2::Delimiter::Parenthesis);
    match (dot(0), ident(1)) {
        (true, Some(name)) if name == "props" && call(2) => {
            dot(3) && ident(4).is_some() && !call(5)
        }
        (true, Some(_)) => !call(2),
        _ => false,
    }
}

impl<'ast> Visit<'ast> for Words<'_> {
    fn visit_ident(&mut self, ident: &'ast proc_macro2::Ident) {
        self.add(&ident.to_string());
    }

    fn visit_stmt(&mut self, stmt: &'ast syn::Stmt) {
        if !self.exhausted {
            syn::visit::visit_stmt(self, stmt);
        }
    }

    fn visit_expr(&mut self, expr: &'ast syn::Expr) {
        if self.exhausted {
            return;
        }
        match expr {
            // `props.size`, `ctx.props().size`: one field.
            syn::Expr::Field(field) if is_holder(&field.base) => {
                if let syn::Member::Named(name) = &field.member {
                    self.add(&name.to_string());
                }
            }
            syn::Expr::Path(path)
                if path
                    .path
                    .get_ident()
                    .is_some_and(|i| HOLDERS.contains(&&*i.to_string())) =>
            {
                self.add(WHOLE_PROPS);
                syn::visit::visit_expr(self, expr);
            }
            _ => syn::visit::visit_expr(self, expr),
        }
    }

    fn visit_lit_str(&mut self, literal: &'ast syn::LitStr) {
        self.format_string(&literal.value());
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        syn::visit::visit_macro(self, node);
        let inner: Vec<TokenTree> = node.tokens.clone().into_iter().collect();
        self.trees(&inner, 1);
    }
}

/// `props`, `self`, `ctx`, or `ctx.props()`: what a field of the props is read from.
fn is_holder(expr: &syn::Expr) -> bool {
    match expr {
        syn::Expr::Path(path) => path
            .path
            .get_ident()
            .is_some_and(|i| HOLDERS.contains(&&*i.to_string())),
        syn::Expr::MethodCall(call) => call.method == "props" && is_holder(&call.receiver),
        _ => false,
    }
}

/// The text of a string literal token (`"primary"` → `primary`); `None` for another literal.
pub(super) fn string_literal(literal: &proc_macro2::Literal) -> Option<String> {
    // Read from the token as it is, not printed and parsed again.
    match syn::Lit::new(literal.clone()) {
        syn::Lit::Str(text) => Some(text.value()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mentions(value: &str, body: &str) -> Vec<String> {
        let block: syn::Block = syn::parse_str(&format!("{{ {body} }}")).unwrap();
        let mut bindings = Bindings::default();
        bindings.visit_block(&block);
        let trees: Vec<TokenTree> = value
            .parse::<proc_macro2::TokenStream>()
            .unwrap()
            .into_iter()
            .collect();
        mentioned(&trees, &bindings)
    }

    #[test]
    fn values_mention_props_directly_through_bindings_and_in_format_strings() {
        assert_eq!(
            mentions("move || variant.get().as_str()", ""),
            ["as_str", "get", "move", "variant"]
        );
        assert_eq!(
            mentions(
                "class",
                "let base = \"btn\"; let class = move || format!(\"{base} btn-{}\", size.get());"
            ),
            ["base", "class", "format", "get", "size"]
        );
        assert_eq!(
            mentions("\"btn btn-{props.tone} {{literal}}\"", ""),
            ["props", "tone"]
        );
        assert_eq!(
            mentions("on_key", "let on_key = |e| mount;"),
            ["e", "mount", "on_key"]
        );
    }

    #[test]
    fn the_whole_props_are_told_from_one_field() {
        let whole =
            |value: &str, body: &str| mentions(value, body).contains(&WHOLE_PROPS.to_owned());
        assert!(!whole("{props.value.clone()}", ""));
        assert!(!whole("{ctx.props().size.class()}", ""));
        assert!(!whole("\"{props.tone}\"", ""));
        assert!(whole("{classes(&props)}", ""));
        assert!(whole("{self.class(ctx)}", ""));
        assert!(whole("\"{props}\"", ""));
        assert!(whole("class", "let class = style_for(props);"));
        assert!(!whole("class", "let class = props.size.class();"));
    }

    #[test]
    fn statements_that_change_a_binding_count() {
        let body = "let mut classes: Classes = classes!(\"btn\"); \
                    match props.align { Align::Start => classes.push(\"start\"), _ => {} } \
                    if props.block { classes.push(\"block\"); }";
        let names = mentions("{classes}", body);
        assert!(
            ["align", "block", "classes", "push"]
                .iter()
                .all(|n| names.contains(&n.to_string())),
            "{names:?}"
        );
        assert!(!names.contains(&"size".to_owned()));
    }

    /// A statement that changes every binding, reached from each of many attributes, is
    /// walked until the body's budget is spent; the rest counts as the whole props.
    #[test]
    fn a_body_that_multiplies_the_walk_is_cut_at_a_budget() {
        let names: Vec<String> = (0..200).map(|i| format!("b{i}")).collect();
        let lets: String = names.iter().map(|n| format!("let mut {n} = 0;")).collect();
        let pushes: String = names.iter().map(|n| format!("{n}.push(1);")).collect();
        let body = format!("{lets} if x {{ {pushes} }}");
        let block: syn::Block = syn::parse_str(&format!("{{ {body} }}")).unwrap();
        let mut bindings = Bindings::default();
        bindings.visit_block(&block);
        let value: Vec<TokenTree> = "b0"
            .parse::<proc_macro2::TokenStream>()
            .unwrap()
            .into_iter()
            .collect();
        let mut cut = 0;
        for _ in 0..2_000 {
            if mentioned(&value, &bindings).contains(&WHOLE_PROPS.to_owned()) {
                cut += 1;
            }
        }
        assert!(bindings.spent.get() <= MAX_WORK);
        assert!(cut > 0, "the budget was never reached");
    }

    #[test]
    fn a_cycle_of_bindings_ends() {
        assert_eq!(mentions("a", "let a = b; let b = a;"), ["a", "b"]);
    }
}
