//! `$extends` (Format Module §6.4): a group inherits the tokens and properties of another group.
//! Resolved before anything is indexed, so inherited tokens are referenceable under the
//! extending group's path. Groups merge deeply; a local token replaces an inherited one whole.
//! Errors: a target that is missing or a token, and cycles — extending one's own ancestor is one
//! (§6.4.4); siblings extending the same group are fine.

use std::collections::HashMap;

use super::model::{Node, NodeId, NodeKind, TokenSet};
use super::resolve::{MAX_CYCLE_FINDINGS, cycle_chain};
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::reference::{is_curly, parse_curly, parse_pointer};
use crate::rules::RuleId;

/// Longest chain of groups extending each other that is followed (like every other limit: bounded
/// work and stack on any input).
const MAX_EXTENDS_DEPTH: usize = 256;

/// The most tokens and groups `$extends` copies, whatever the file: this many, or four times
/// the tree's own nodes when that is more. Each level of groups that extend the previous level
/// twice doubles the copies: 20 such levels in 1.3 KB once made a million nodes and took 2.7 GB.
const MIN_EXTENDS_BUDGET: usize = 1 << 18;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Visit {
    InProgress,
    Done,
}

/// Applies every `$extends` of the tree.
pub(crate) fn apply(set: &mut TokenSet, diags: &mut Diagnostics) {
    let extending: Vec<NodeId> = (0..set.nodes.len())
        .filter(|&id| extends_of(set, id).is_some())
        .collect();
    if extending.is_empty() {
        return;
    }
    let limit = MIN_EXTENDS_BUDGET.max(4 * set.nodes.len());
    let mut resolver = Extends {
        set,
        diags,
        visits: HashMap::new(),
        stack: Vec::new(),
        limit,
        copied: 0,
        over_budget: false,
    };
    for group in extending {
        resolver.ensure(group);
    }
}

fn extends_of(set: &TokenSet, id: NodeId) -> Option<&crate::reader::json::Json> {
    match &set.nodes[id].kind {
        NodeKind::Group { extends, .. } => extends.as_deref(),
        NodeKind::Token { .. } => None,
    }
}

struct Extends<'a> {
    set: &'a mut TokenSet,
    diags: &'a mut Diagnostics,
    visits: HashMap<NodeId, Visit>,
    stack: Vec<NodeId>,
    /// How many nodes may be copied in all, and how many were.
    limit: usize,
    copied: usize,
    /// Whether the budget ran out (reported once, at the group whose copy it stopped).
    over_budget: bool,
}

impl Extends<'_> {
    fn error(&mut self, group: NodeId, message: String, help: &str) {
        let span = extends_of(self.set, group).map_or_else(
            || self.set.nodes[group].name_span.clone(),
            |e| e.span.clone(),
        );
        let location = self.set.location_in(group, span);
        self.diags
            .push(Diagnostic::new(RuleId::TOKEN_EXTENDS, location, message).with_help(help));
    }

    /// Resolves `group`'s `$extends` after everything it inherits from.
    fn ensure(&mut self, group: NodeId) {
        if self.visits.contains_key(&group) {
            return;
        }
        if self.stack.len() >= MAX_EXTENDS_DEPTH {
            self.error(
                group,
                format!("more than {MAX_EXTENDS_DEPTH} groups extend each other in a chain"),
                "shorten the chain",
            );
            self.visits.insert(group, Visit::Done);
            return;
        }
        self.visits.insert(group, Visit::InProgress);
        self.stack.push(group);
        if let Some(target) = self.target(group) {
            self.ensure_subtree(target);
            if self.visits.get(&group) == Some(&Visit::InProgress) {
                self.merge(group, target);
            }
        }
        self.stack.pop();
        self.visits.insert(group, Visit::Done);
    }

    /// Resolves every `$extends` inside the subtree of `root` (so what is copied is final).
    fn ensure_subtree(&mut self, root: NodeId) {
        let mut pending = vec![root];
        while let Some(id) = pending.pop() {
            if extends_of(self.set, id).is_some() {
                match self.visits.get(&id) {
                    Some(Visit::InProgress) => {
                        self.report_cycle(id);
                        continue;
                    }
                    Some(Visit::Done) => {}
                    None => self.ensure(id),
                }
            }
            pending.extend(
                self.set
                    .children(id)
                    .map(|(_, child)| child)
                    .filter(|&c| !self.set.nodes[c].is_token()),
            );
        }
    }

    fn report_cycle(&mut self, back_to: NodeId) {
        let Some(start) = self.stack.iter().position(|&g| g == back_to) else {
            return;
        };
        let members: Vec<NodeId> = self.stack[start..].to_vec();
        let chain = cycle_chain(self.set, &members);
        for (n, &member) in members.iter().enumerate() {
            if n < MAX_CYCLE_FINDINGS {
                self.error(
                    member,
                    format!("circular `$extends`: {chain}"),
                    "a group cannot inherit from itself, directly or through others",
                );
            }
            // Members of a cycle inherit nothing.
            self.visits.insert(member, Visit::Done);
        }
    }

    /// The group `group` extends, after reporting why there is none.
    fn target(&mut self, group: NodeId) -> Option<NodeId> {
        let extends = extends_of(self.set, group)?.clone();
        let Some(text) = extends.as_str() else {
            self.error(
                group,
                format!("`$extends` must be a string, found {}", extends.kind_name()),
                "write \"$extends\": \"{group.name}\"",
            );
            return None;
        };
        let segments: Result<Vec<String>, String> = if is_curly(text) {
            parse_curly(text).map(|s| s.into_iter().map(str::to_owned).collect())
        } else {
            parse_pointer(text)
        };
        let segments = match segments {
            Ok(segments) => segments,
            Err(problem) => {
                self.error(
                    group,
                    format!("invalid `$extends` \"{text}\": {problem}"),
                    "write \"$extends\": \"{group.name}\"",
                );
                return None;
            }
        };
        let mut node = super::model::ROOT;
        for segment in &segments {
            match self.set.child(node, segment) {
                Some(child) => node = child,
                None => {
                    self.error(
                        group,
                        format!("`$extends` target {text} does not exist"),
                        "point `$extends` at an existing group",
                    );
                    return None;
                }
            }
        }
        if self.set.nodes[node].is_token() {
            self.error(
                group,
                format!("`$extends` must reference a group, and {text} is a token"),
                "point `$extends` at a group",
            );
            return None;
        }
        if node == group || self.is_ancestor(node, group) {
            let name = self.set.reference_of(group);
            self.error(
                group,
                format!("circular `$extends`: {name} extends its own ancestor {text}"),
                "a group cannot inherit from a group that contains it",
            );
            return None;
        }
        if self.visits.get(&node) == Some(&Visit::InProgress) {
            self.report_cycle(node);
            return None;
        }
        Some(node)
    }

    fn is_ancestor(&self, candidate: NodeId, of: NodeId) -> bool {
        let mut current = self.set.nodes[of].parent;
        while let Some(id) = current {
            if id == candidate {
                return true;
            }
            current = self.set.nodes[id].parent;
        }
        false
    }

    /// Deep-merges `target` into `group`: missing children are copied, child groups merge,
    /// local tokens win whole. Group properties (`$type`, `$deprecated`) are inherited too.
    fn merge(&mut self, group: NodeId, target: NodeId) {
        if self.set.nodes[group].ty.is_none() {
            self.set.nodes[group].ty = self.set.nodes[target].ty.clone();
        }
        if self.set.nodes[group].deprecated().is_none()
            && let Some(deprecation) = self.set.nodes[target].deprecated().cloned()
        {
            self.set.nodes[group].extra_mut().deprecated = Some(deprecation);
        }
        let inherited: Vec<(String, NodeId)> = self
            .set
            .children(target)
            .map(|(n, id)| (n.to_owned(), id))
            .collect();
        for (name, child) in inherited {
            match self.set.child(group, &name) {
                Some(local)
                    if !self.set.nodes[local].is_token() && !self.set.nodes[child].is_token() =>
                {
                    self.merge(local, child)
                }
                Some(_) => {}
                None => {
                    let mark = self.set.nodes.len();
                    let Some(copy) = self.copy(child, group) else {
                        // A partial copy is linked nowhere: dropped whole.
                        self.set.nodes.truncate(mark);
                        self.report_budget(group);
                        return;
                    };
                    if let NodeKind::Group { children, .. } = &mut self.set.nodes[group].kind {
                        children.insert(name.into(), copy);
                    }
                }
            }
        }
    }

    /// Reports, once, that `$extends` stopped copying at `group`.
    fn report_budget(&mut self, group: NodeId) {
        if !std::mem::replace(&mut self.over_budget, true) {
            let limit = self.limit;
            self.error(
                group,
                format!(
                    "`$extends` would copy more than {limit} tokens and groups; what it inherits \
                     from here on is left out"
                ),
                "groups that extend groups that extend groups multiply what is copied: extend \
                 the shared group once, at the top",
            );
        }
    }

    /// Copies the subtree of `source` under `parent`; `None` once the budget is spent (the
    /// copy then holds what was copied before).
    fn copy(&mut self, source: NodeId, parent: NodeId) -> Option<NodeId> {
        if self.copied >= self.limit {
            return None;
        }
        self.copied += 1;
        let original = self.set.nodes[source].inherited_from().unwrap_or(source);
        let node = &self.set.nodes[source];
        let id = self.set.nodes.len();
        let kind = match &node.kind {
            NodeKind::Token { value, reference } => NodeKind::Token {
                value: value.clone(),
                reference: reference.clone(),
            },
            NodeKind::Group { .. } => NodeKind::Group {
                children: super::shared::Children::default(),
                extends: None,
            },
        };
        let mut copy = Node {
            parent: Some(parent),
            kind,
            ..node.clone_header()
        };
        copy.extra_mut().inherited_from = Some(original);
        self.set.nodes.push(copy);
        let children: Vec<(String, NodeId)> = self
            .set
            .children(source)
            .map(|(n, c)| (n.to_owned(), c))
            .collect();
        for (name, child) in children {
            let child_copy = self.copy(child, id)?;
            if let NodeKind::Group { children, .. } = &mut self.set.nodes[id].kind {
                children.insert(name.into(), child_copy);
            }
        }
        Some(id)
    }
}

impl Node {
    /// The node without its kind (for copies that rebuild their children).
    fn clone_header(&self) -> Node {
        Node {
            name: self.name.clone(),
            parent: self.parent,
            file: self.file,
            name_span: self.name_span.clone(),
            span: self.span.clone(),
            ty: self.ty.clone(),
            invalid_type: self.invalid_type,
            extra: self.extra.clone(),
            legacy: self.legacy,
            kind: NodeKind::Group {
                children: super::shared::Children::default(),
                extends: None,
            },
        }
    }
}
