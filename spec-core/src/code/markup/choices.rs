//! The values a computed attribute can take, when the reader can list them all.
//!
//! `type=move || if supported.contains(&t.as_str()) { t } else { "text".to_string() }` can only
//! be one of `supported`'s literals or `"text"`: a selector `[type="range"]` then never matches
//! it, though the value is computed. The reading is deliberately narrow: every result of the
//! expression must be a string literal, or a name the branch it is returned from has just tested
//! against a fixed local list of literals. Anything else (a call, a prop, a format) means the
//! values cannot be listed, and the attribute may hold anything.

use super::{MAX_LITERAL_CHARS, MAX_LITERALS};
use crate::hash::Map;

/// Deepest nesting of branches followed.
const MAX_DEPTH: usize = 16;

/// Every value `expr` (an attribute's value: a closure, a block, a branch) can produce, or
/// `None` when some result is out of the reader's sight or may leave the attribute out (a
/// branch's `None`): listed values are always there, one of them.
pub(super) fn of(expr: &syn::Expr, changes: &Changes<'_>) -> Option<Vec<String>> {
    let mut values = Vec::new();
    results(expr, changes, &[], &mut values, 0)?;
    let mut seen = crate::hash::Set::default();
    values.retain(|value| seen.insert(value.clone()));
    Some(values)
}

/// The statements that bind or change each name of the body.
type Changes<'a> = Map<String, Vec<&'a syn::Stmt>>;

/// A name tested against a list in the branch being read: `(name, the list's literals)`.
type Tested<'a> = (&'a str, &'a [String]);

fn results(
    expr: &syn::Expr,
    changes: &Changes<'_>,
    tested: &[Tested<'_>],
    values: &mut Vec<String>,
    depth: usize,
) -> Option<()> {
    if depth > MAX_DEPTH || values.len() > MAX_LITERALS {
        return None;
    }
    let next = depth + 1;
    match expr {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(text),
            ..
        }) => {
            let text = text.value();
            (text.chars().count() <= MAX_LITERAL_CHARS).then(|| values.push(text))
        }
        // A closure's parameters and a match arm's pattern would bind names the reader does
        // not follow: only a closure without parameters is read (`move || …`), with nothing
        // tested, and only arms whose patterns bind nothing.
        syn::Expr::Closure(closure) if closure.inputs.is_empty() => {
            results(&closure.body, changes, &[], values, next)
        }
        syn::Expr::Paren(inner) => results(&inner.expr, changes, tested, values, next),
        syn::Expr::Group(inner) => results(&inner.expr, changes, tested, values, next),
        syn::Expr::Block(block) => tail(&block.block, changes, tested, values, next),
        // What leaves the value as it is: `"text".to_string()`, `t.into()`.
        syn::Expr::MethodCall(call)
            if call.args.is_empty()
                && matches!(
                    call.method.to_string().as_str(),
                    "to_string" | "to_owned" | "into" | "clone"
                ) =>
        {
            results(&call.receiver, changes, tested, values, next)
        }
        // `String::from("text")`, `Some("text")`.
        syn::Expr::Call(call) if call.args.len() == 1 && is_wrapping(&call.func) => {
            results(&call.args[0], changes, tested, values, next)
        }
        // A name the branch tested against a list is one of its values; a name the body binds
        // once, without `mut`, holds what its initialiser gives (`let role = if toolbar {
        // "toolbar" } else { "group" }`). `None` leaves the attribute out: not a value, and
        // the attribute is then not always there, so it is not listed.
        syn::Expr::Path(path) => {
            let name = path.path.get_ident()?.to_string();
            if let Some((_, list)) = tested.iter().rev().find(|(tested, _)| *tested == name) {
                values.extend(list.iter().cloned());
                return Some(());
            }
            let init = fixed(&name, changes)?;
            results(init, changes, &[], values, next)
        }
        syn::Expr::If(branch) => {
            let (_, otherwise) = branch.else_branch.as_ref()?;
            let narrowed = contains_test(&branch.cond, changes);
            let mut inner: Vec<Tested<'_>> = tested.to_vec();
            if let Some((name, list)) = &narrowed {
                inner.push((name.as_str(), list.as_slice()));
            }
            tail(&branch.then_branch, changes, &inner, values, next)?;
            results(otherwise, changes, tested, values, next)
        }
        syn::Expr::Match(choice) => choice.arms.iter().try_for_each(|arm| {
            (!binds_names(&arm.pat)).then_some(())?;
            results(&arm.body, changes, &[], values, next)
        }),
        _ => None,
    }
}

/// The results of a block: its tail expression, read after its `let`s (a name the block binds
/// is not one an enclosing branch tested, unless it is the same binding read again).
fn tail(
    block: &syn::Block,
    changes: &Changes<'_>,
    tested: &[Tested<'_>],
    values: &mut Vec<String>,
    depth: usize,
) -> Option<()> {
    let Some(syn::Stmt::Expr(last, None)) = block.stmts.last() else {
        return None;
    };
    // Every earlier statement must be a `let` (an early `return` would be another result).
    let lets_only = block.stmts[..block.stmts.len() - 1]
        .iter()
        .all(|stmt| matches!(stmt, syn::Stmt::Local(_)));
    if !lets_only {
        return None;
    }
    let inner: Vec<Tested<'_>> = (tested.iter().copied())
        .filter(|(name, _)| !rebinds(block, name))
        .collect();
    results(last, changes, &inner, values, depth)
}

/// `Some` and `String::from`, which hand on their one argument as the value.
fn is_wrapping(func: &syn::Expr) -> bool {
    let syn::Expr::Path(path) = func else {
        return false;
    };
    let names: Vec<String> = (path.path.segments.iter())
        .map(|s| s.ident.to_string())
        .collect();
    matches!(
        names
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
        ["Some"] | ["String", "from"]
    )
}

/// `list.contains(&name)` or `list.contains(&name.as_str())`, where `list` is a fixed local
/// list of string literals: the tested name and the list's literals.
fn contains_test(cond: &syn::Expr, changes: &Changes<'_>) -> Option<(String, Vec<String>)> {
    let syn::Expr::MethodCall(call) = cond else {
        return None;
    };
    if call.method != "contains" || call.args.len() != 1 {
        return None;
    }
    let list = fixed_list(&call.receiver, changes)?;
    let mut argument = &call.args[0];
    if let syn::Expr::Reference(reference) = argument {
        argument = &reference.expr;
    }
    if let syn::Expr::MethodCall(view) = argument
        && view.args.is_empty()
        && matches!(view.method.to_string().as_str(), "as_str" | "as_ref")
    {
        argument = &view.receiver;
    }
    let syn::Expr::Path(path) = argument else {
        return None;
    };
    Some((path.path.get_ident()?.to_string(), list))
}

/// The initialiser of a name the body binds once, without `mut` (a plain `let`, no `else`): a
/// value nothing can change.
fn fixed<'a>(name: &str, changes: &Changes<'a>) -> Option<&'a syn::Expr> {
    let mut locals = (changes.get(name)?.iter()).filter_map(|stmt| match stmt {
        syn::Stmt::Local(local) => Some(local),
        _ => None,
    });
    let local = locals.next()?;
    let syn::Pat::Ident(pat) = &local.pat else {
        return None;
    };
    let init = local.init.as_ref()?;
    (locals.next().is_none() && pat.mutability.is_none() && init.diverge.is_none())
        .then_some(&*init.expr)
}

/// The literals of a list the body binds once, without `mut`, to an array of string literals: a
/// list nothing can change.
fn fixed_list(receiver: &syn::Expr, changes: &Changes<'_>) -> Option<Vec<String>> {
    let syn::Expr::Path(path) = receiver else {
        return None;
    };
    let syn::Expr::Array(array) = fixed(&path.path.get_ident()?.to_string(), changes)? else {
        return None;
    };
    (array.elems.iter())
        .map(|elem| match elem {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) => Some(text.value()),
            _ => None,
        })
        .take(MAX_LITERALS + 1)
        .collect::<Option<Vec<String>>>()
        .filter(|list| list.len() <= MAX_LITERALS)
}

/// Whether `block` binds `name` again with a `let` of its own.
fn rebinds(block: &syn::Block, name: &str) -> bool {
    block.stmts.iter().any(|stmt| match stmt {
        syn::Stmt::Local(local) => {
            matches!(&local.pat, syn::Pat::Ident(pat) if pat.ident == name)
        }
        _ => false,
    })
}

/// Whether the body binds `name` once, typed as a string (`let mode: &str = props.mode.into()`):
/// a value every render writes, whatever it holds (only `None` or `false` leave an attribute
/// out).
pub(super) fn typed_as_text(name: &str, changes: &Changes<'_>) -> bool {
    let mut locals = (changes.get(name).into_iter().flatten()).filter_map(|stmt| match stmt {
        syn::Stmt::Local(local) => Some(local),
        _ => None,
    });
    let (Some(local), None) = (locals.next(), locals.next()) else {
        return false;
    };
    let syn::Pat::Type(typed) = &local.pat else {
        return false;
    };
    let mut ty = &*typed.ty;
    while let syn::Type::Reference(reference) = ty {
        ty = &reference.elem;
    }
    matches!(ty, syn::Type::Path(path) if path.qself.is_none()
        && (path.path.is_ident("str") || path.path.is_ident("String")))
}

/// Whether a pattern binds a name (`Some(kind)`, `other`); a bare name counts, though it may be
/// a unit variant in scope: the reader cannot tell, so it takes the safe side.
fn binds_names(pat: &syn::Pat) -> bool {
    use syn::visit::Visit;
    struct Binds(bool);
    impl<'ast> Visit<'ast> for Binds {
        fn visit_pat_ident(&mut self, _: &'ast syn::PatIdent) {
            self.0 = true;
        }
    }
    let mut binds = Binds(false);
    binds.visit_pat(pat);
    binds.0
}
