//! Resolution: whole-value aliases (`{a.b}` and token-level `$ref`), cycles, and types.
//!
//! Passes, each linear in the number of tokens:
//! 1. alias targets: every token whose value is exactly one reference to another token;
//! 2. cycles: the alias graph has at most one edge per token, so a walk with three colours
//!    finds every cycle (every member is reported) and every chain longer than [`MAX_CHAIN`];
//! 3. types: a token's declared type is its own `$type`, else its nearest group's (after
//!    `$extends`) — §6.7.3; only a token with neither takes the type of the token it aliases
//!    (§5.2.2). See `docs/dtcg-decisions.md` for why.
//!
//! Value checks come after, in `values.rs`.

use std::ops::Range;

use super::model::{NodeId, NodeKind, TokenSet, TokenType};
use super::query::{MAX_CHAIN, PointerTarget, ReferenceError, SHARED_SUGGESTION_CELLS};
use super::shared::Chunked;
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::reader::json::Json;
use crate::reference::{is_curly, parse_curly, parse_pointer};
use crate::rules::RuleId;

/// Runs passes 1–3 on a tree whose `$extends` are applied.
pub(crate) fn resolve(set: &mut TokenSet, diags: &mut Diagnostics) {
    set.aliases = Chunked::from_vec(vec![None; set.nodes.len()]);
    set.types = Chunked::from_vec(vec![None; set.nodes.len()]);
    alias_targets(set, diags);
    let cyclic = find_cycles(set, diags);
    assign_types(set, diags, &cyclic);
}

fn report(
    set: &TokenSet,
    diags: &mut Diagnostics,
    rule: RuleId,
    id: NodeId,
    span: Range<usize>,
    error: ReferenceError,
) {
    let mut diagnostic = Diagnostic::new(rule, set.location_in(id, span), error.message);
    diagnostic.help = error.help;
    diags.push(diagnostic);
}

/// Whether a token was copied by `$extends` from one whose problems are reported already.
pub(crate) fn is_copy(set: &TokenSet, id: NodeId) -> bool {
    set.nodes[id].inherited_from().is_some()
}

/// Pass 1.
fn alias_targets(set: &mut TokenSet, diags: &mut Diagnostics) {
    let tokens: Vec<NodeId> = set.tokens().collect();
    let mut cells = SHARED_SUGGESTION_CELLS;
    for id in tokens {
        let target = match &set.nodes[id].kind {
            NodeKind::Token {
                value: Some(value), ..
            } => match value.as_str().filter(|t| is_curly(t)) {
                // Style Dictionary v3 wrote `{a.b.value}`; compatibility mode accepts it.
                Some(text) if set.nodes[id].legacy => {
                    match super::legacy::embedded_references(text).as_slice() {
                        [(range, segments)] if range.len() == text.len() => {
                            Some((set.lookup_within(segments, &mut cells), value.span.clone()))
                        }
                        _ => None,
                    }
                }
                Some(text) => match set.find_reference(text) {
                    Some(target) => Some((Ok(target), value.span.clone())),
                    None => match parse_curly(text) {
                        Ok(segments) => {
                            Some((set.lookup_within(&segments, &mut cells), value.span.clone()))
                        }
                        Err(problem) => Some((
                            Err(ReferenceError::new(
                                format!("invalid reference \"{text}\": {problem}"),
                                None,
                            )),
                            value.span.clone(),
                        )),
                    },
                },
                None => None,
            },
            NodeKind::Token {
                reference: Some(reference),
                value: None,
            } => match token_pointer(set, reference) {
                Ok(Some(target)) => Some((Ok(target), reference.span.clone())),
                Ok(None) => None,
                Err(error) => Some((Err(error), reference.span.clone())),
            },
            _ => None,
        };
        match target {
            Some((Ok(target), _)) => set.aliases[id] = Some(target),
            Some((Err(error), span)) if !is_copy(set, id) => {
                report(set, diags, RuleId::TOKEN_REFERENCE, id, span, error)
            }
            _ => {}
        }
    }
}

/// A token-level `$ref`: the token it names (an alias), `None` when it points into a value,
/// `Err` when it is malformed or leads nowhere.
fn token_pointer(set: &TokenSet, reference: &Json) -> Result<Option<NodeId>, ReferenceError> {
    let Some(text) = reference.as_str() else {
        return Err(ReferenceError::new(
            format!("`$ref` must be a string, found {}", reference.kind_name()),
            Some("write \"$ref\": \"#/group/token\"".to_owned()),
        ));
    };
    let segments = parse_pointer(text).map_err(|problem| {
        ReferenceError::new(format!("invalid JSON Pointer \"{text}\": {problem}"), None)
    })?;
    match set.pointer(&segments)? {
        PointerTarget::Token(id) => Ok(Some(id)),
        PointerTarget::Value(..) => Ok(None),
    }
}

/// The most findings one alias (or `$extends`) cycle gives: one at each member up to this many. A cycle through
/// 8,000 tokens once gave 8,000 findings each naming all 8,000 (3.1 GB).
pub(crate) const MAX_CYCLE_FINDINGS: usize = 16;
/// The most names a cycle's message lists.
const MAX_CYCLE_NAMES: usize = 8;

/// `a → b → c → a`, or for a long cycle its first [`MAX_CYCLE_NAMES`] names, a count of the
/// rest, and the first again.
pub(crate) fn cycle_chain(set: &TokenSet, members: &[NodeId]) -> String {
    let mut names: Vec<String> = members
        .iter()
        .take(MAX_CYCLE_NAMES)
        .map(|&m| set.reference_of(m))
        .collect();
    if members.len() > MAX_CYCLE_NAMES {
        names.push(format!("… ({} more)", members.len() - MAX_CYCLE_NAMES));
    }
    names.push(names[0].clone());
    names.join(" → ")
}

/// Pass 2: every alias cycle (its members reported, up to [`MAX_CYCLE_FINDINGS`] of them) and
/// over-long chain. Returns which tokens are on a cycle.
fn find_cycles(set: &TokenSet, diags: &mut Diagnostics) -> Vec<bool> {
    const NEW: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; set.nodes.len()];
    let mut depth = vec![0usize; set.nodes.len()];
    let mut cyclic = vec![false; set.nodes.len()];
    let mut path = Vec::new();
    for start in 0..set.nodes.len() {
        if state[start] != NEW || set.aliases[start].is_none() {
            continue;
        }
        let mut current = start;
        let end_depth = loop {
            match state[current] {
                ON_PATH => {
                    let from = path.iter().position(|&n| n == current).unwrap_or(0);
                    let members = &path[from..];
                    let chain = cycle_chain(set, members);
                    let mut reported = 0;
                    for &member in members {
                        cyclic[member] = true;
                        if !is_copy(set, member) && reported < MAX_CYCLE_FINDINGS {
                            reported += 1;
                            let span = alias_span(set, member);
                            report(set, diags, RuleId::TOKEN_CYCLE, member, span, ReferenceError::new(
                                format!("circular reference: {chain}"),
                                Some("none of these tokens has a value; give one of them an explicit `$value`".to_owned()),
                            ));
                        }
                    }
                    break 0;
                }
                DONE => break depth[current],
                _ => {}
            }
            state[current] = ON_PATH;
            path.push(current);
            match set.aliases[current] {
                Some(next) => current = next,
                None => break 0,
            }
        };
        // Unwind: each token's chain length is one more than its target's.
        let mut next_depth = end_depth;
        while let Some(node) = path.pop() {
            state[node] = DONE;
            if !cyclic[node] {
                if set.aliases[node].is_some() {
                    next_depth += 1;
                }
                depth[node] = next_depth;
                // Reported once per chain: at the first token beyond the limit.
                if next_depth == MAX_CHAIN + 1 {
                    let span = alias_span(set, node);
                    report(
                        set,
                        diags,
                        RuleId::JSON_LIMIT,
                        node,
                        span,
                        ReferenceError::new(
                            format!("alias chain longer than {MAX_CHAIN} references"),
                            Some("point the token closer to a concrete value".to_owned()),
                        ),
                    );
                }
            }
        }
    }
    cyclic
}

fn alias_span(set: &TokenSet, id: NodeId) -> Range<usize> {
    match &set.nodes[id].kind {
        NodeKind::Token {
            value: Some(value), ..
        } => value.span.clone(),
        NodeKind::Token {
            reference: Some(reference),
            ..
        } => reference.span.clone(),
        _ => set.nodes[id].name_span.clone(),
    }
}

/// The type a token declares: its own `$type`, else its nearest group's. The nearest `$type`
/// wins even when it is invalid (reported where it is): the token's type is then unknown, not
/// an outer group's, so its value is not checked against a type it never declared.
pub(crate) fn declared_type(set: &TokenSet, id: NodeId) -> Option<TokenType> {
    let mut current = Some(id);
    while let Some(node) = current {
        if let Some((ty, _)) = &set.nodes[node].ty {
            return Some(*ty);
        }
        if set.nodes[node].invalid_type {
            return None;
        }
        current = set.nodes[node].parent;
    }
    None
}

/// Pass 3.
fn assign_types(set: &mut TokenSet, diags: &mut Diagnostics, cyclic: &[bool]) {
    let tokens: Vec<NodeId> = set.tokens().collect();
    for &id in &tokens {
        set.types[id] = declared_type(set, id);
    }
    for &id in &tokens {
        if set.types[id].is_some() || cyclic[id] {
            continue;
        }
        // Follow aliases to the first token with a type (chains are acyclic and bounded here),
        // then give every token on the way that type.
        let mut path = vec![id];
        let mut found = None;
        while path.len() <= MAX_CHAIN {
            let current = path[path.len() - 1];
            match set.aliases[current] {
                Some(next) if !cyclic[next] => match set.types[next] {
                    Some(ty) => {
                        found = Some(ty);
                        break;
                    }
                    None => path.push(next),
                },
                _ => break,
            }
        }
        let current = path[path.len() - 1];
        for &node in &path {
            set.types[node] = found;
        }
        // Report only where the type is really missing: at the end of the chain.
        let broken_alias = matches!(&set.nodes[id].kind, NodeKind::Token { value: Some(v), .. } if v.as_str().is_some_and(is_curly))
            && set.aliases[id].is_none();
        let invalid_type = std::iter::successors(Some(id), |&n| set.nodes[n].parent)
            .any(|n| set.nodes[n].invalid_type);
        if found.is_none()
            && current == id
            && !broken_alias
            && !invalid_type
            && !set.nodes[id].legacy
            && !is_copy(set, id)
            && !has_broken_ref(set, id)
        {
            let location = set.location(id);
            diags.push(
                Diagnostic::new(RuleId::TOKEN_TYPE, location, format!("{} has no `$type`", set.reference_of(id)))
                    .with_help("add `$type` to the token or to its group; the type is never guessed from the value"),
            );
        }
    }
}

fn has_broken_ref(set: &TokenSet, id: NodeId) -> bool {
    match &set.nodes[id].kind {
        NodeKind::Token {
            reference: Some(reference),
            value: None,
        } => reference
            .as_str()
            .and_then(|t| parse_pointer(t).ok())
            .is_none_or(|s| set.pointer(&s).is_err()),
        _ => false,
    }
}
