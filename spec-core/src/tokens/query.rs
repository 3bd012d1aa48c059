//! The questions a resolved tree answers: a reference's token (`lookup`), its alias chain
//! (`resolve`), the value it ends in (`resolved_value`, `concrete_value`), the nearest existing
//! path for a typo (`suggest`), and where a JSON Pointer leads (`pointer`). The resolution
//! passes that make a tree answerable are in `resolve.rs`.

use super::model::{NodeId, NodeKind, ROOT, TokenSet, TokenType};
use crate::reader::did_you_mean;
use crate::reader::json::Json;
use crate::reference::{array_index, is_curly, parse_curly, parse_pointer};

/// Longest alias chain followed.
pub const MAX_CHAIN: usize = 1_000;

/// The most values (objects, arrays, scalars, references followed) one token's value is made
/// of once its references are written out, here and in its CSS (`css::values`). A gradient
/// listing the previous gradient twice, 22 levels deep (2.5 KB of tokens), once expanded to a
/// stylesheet of 109 MB, and shadows whose layers name shadows to a language-server hover of
/// 105 MB; the largest real composite (a shadow of a few layers, a gradient of a few dozen
/// stops) is some hundreds.
pub(crate) const MAX_VALUE_PARTS: usize = 16_384;

/// What a reference points at.
#[derive(Debug)]
pub enum PointerTarget<'s> {
    /// A whole token.
    Token(NodeId),
    /// A part of a token's `$value` (JSON Pointer only): the owning token and the value.
    Value(NodeId, &'s Json),
}

/// Why a reference does not resolve; the message is ready for a diagnostic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceError {
    /// What is wrong.
    pub message: String,
    /// How to fix it (e.g. the nearest existing token).
    pub help: Option<String>,
}

impl ReferenceError {
    pub(super) fn new(message: String, help: Option<String>) -> Self {
        ReferenceError { message, help }
    }
}

impl TokenSet {
    /// Looks up a curly-brace path. The target must be a token: a group is an error (with a
    /// hint towards its `$root` token when it has one), and a missing name comes with the
    /// nearest existing reference.
    pub fn lookup(&self, segments: &[&str]) -> Result<NodeId, ReferenceError> {
        self.lookup_within(segments, &mut SUGGESTION_CELLS.clone())
    }

    /// [`TokenSet::lookup`] without the "did you mean" search: for a caller that shows whether
    /// a path names a token and why not, but no suggestion (an editor's list of tokens).
    pub fn lookup_unsuggested(&self, segments: &[&str]) -> Result<NodeId, ReferenceError> {
        self.lookup_within(segments, &mut 0)
    }

    /// [`TokenSet::lookup`] with the "did you mean" search drawing on `cells`, a budget shared
    /// by the caller's searches (see [`TokenSet::suggest_within`]); `&mut 0` when the caller
    /// only wants to know whether the path names a token.
    pub(crate) fn lookup_within(
        &self,
        segments: &[&str],
        cells: &mut usize,
    ) -> Result<NodeId, ReferenceError> {
        let mut node = ROOT;
        for (index, segment) in segments.iter().enumerate() {
            match self.child(node, segment) {
                Some(child) => node = child,
                None if self.nodes[node].is_token() => {
                    let token = self.reference_of(node);
                    return Err(ReferenceError::new(
                        format!(
                            "{token} is a token: a curly-brace reference cannot reach into its value"
                        ),
                        Some(format!(
                            "reference the whole token {token}, or a part of its value with {{\"$ref\": \"#/{}/$value/…\"}}",
                            self.path(node).join("/")
                        )),
                    ));
                }
                None => {
                    let wanted = format!("{{{}}}", segments.join("."));
                    let place = if index == 0 {
                        "at the top level".to_owned()
                    } else {
                        format!("in {}", self.reference_of(node))
                    };
                    return Err(ReferenceError::new(
                        format!("{wanted} does not exist: there is no `{segment}` {place}"),
                        self.suggest_within(segments, cells)
                            .map(|s| format!("did you mean {s}?")),
                    ));
                }
            }
        }
        if self.nodes[node].is_token() {
            return Ok(node);
        }
        let group = format!("{{{}}}", segments.join("."));
        let help = match self.child(node, "$root") {
            Some(_) => format!("the group's own token is {{{}.$root}}", segments.join(".")),
            None => "reference one of its tokens".to_owned(),
        };
        Err(ReferenceError::new(
            format!("{group} is a group, not a token"),
            Some(help),
        ))
    }

    /// The token a well-formed, resolvable curly-brace reference names, without allocating:
    /// the common case while loading. `None` sends the caller to [`parse_curly`] and
    /// [`TokenSet::lookup`], which explain what is wrong.
    pub(crate) fn find_reference(&self, text: &str) -> Option<NodeId> {
        let inner = text.strip_prefix('{')?.strip_suffix('}')?;
        let mut node = ROOT;
        for segment in inner.split('.') {
            let plain = !segment.is_empty()
                && segment.trim() == segment
                && !segment.contains(['{', '}'])
                && (!segment.starts_with('$') || segment == "$root");
            if !plain {
                return None;
            }
            node = self.child(node, segment)?;
        }
        self.nodes[node].is_token().then_some(node)
    }

    /// Resolves a curly-brace path to the token holding a concrete value, following aliases.
    /// Returns the chain of tokens visited, starting with the one named.
    pub fn resolve(&self, segments: &[&str]) -> Result<Vec<NodeId>, ReferenceError> {
        let mut chain = vec![self.lookup(segments)?];
        while let Some(next) = self
            .aliases
            .get(*chain.last().unwrap_or(&ROOT))
            .copied()
            .flatten()
        {
            if chain.contains(&next) || chain.len() > MAX_CHAIN {
                return Err(ReferenceError::new(
                    format!("{{{}}} is part of a reference cycle", segments.join(".")),
                    None,
                ));
            }
            chain.push(next);
        }
        Ok(chain)
    }

    /// The concrete `$value` a token resolves to (following aliases), if it has one.
    pub fn resolved_value(&self, id: NodeId) -> Option<&Json> {
        let mut current = id;
        for _ in 0..=MAX_CHAIN {
            match (
                &self.nodes[current].kind,
                self.aliases.get(current).copied().flatten(),
            ) {
                (_, Some(next)) => current = next,
                (
                    NodeKind::Token {
                        value: Some(value), ..
                    },
                    None,
                ) => return Some(value),
                (
                    NodeKind::Token {
                        reference: Some(reference),
                        ..
                    },
                    None,
                ) => {
                    let segments = reference.as_str().and_then(|p| parse_pointer(p).ok())?;
                    return match self.pointer(&segments).ok()? {
                        PointerTarget::Value(_, json) => Some(json),
                        PointerTarget::Token(_) => None,
                    };
                }
                _ => return None,
            }
        }
        None
    }

    /// The colour of token `id`, as every reader of colours reads it
    /// ([`crate::color::Rgba::from_value`]); `None` for a token that is no colour.
    pub fn color(&self, id: NodeId) -> Option<crate::color::Rgba> {
        crate::color::Rgba::from_value(&self.concrete_value(id)?)
    }

    /// What a token finally stands for (§7.2 "fetch its value"): its resolved `$value` with
    /// every reference inside replaced by what it names — curly-brace sub-values of composites
    /// and `{"$ref": …}` objects (§7.3), recursively. A reference inside a gradient's stop list
    /// that names another gradient contributes its stops in place (see `docs/dtcg-decisions.md`);
    /// anywhere else a referenced value is one element, never spliced (§9.1). `None` when any
    /// reference on the way does not resolve: the token's findings say why.
    ///
    /// Also `None` past [`MAX_VALUE_PARTS`] values in all: references make a value a tree
    /// that grows with every level that names the previous one twice.
    pub fn concrete_value(&self, id: NodeId) -> Option<serde_json::Value> {
        let gradient = self.token_type(id) == Some(TokenType::Gradient);
        self.concrete(
            self.resolved_value(id)?,
            gradient,
            0,
            &mut MAX_VALUE_PARTS.clone(),
        )
    }

    fn concrete(
        &self,
        json: &Json,
        splice: bool,
        depth: usize,
        parts: &mut usize,
    ) -> Option<serde_json::Value> {
        use crate::reader::json::JsonKind;
        use serde_json::Value;
        // Every step down or through a reference counts: a cycle ends here, not in a crash.
        if depth > MAX_CHAIN || *parts == 0 {
            return None;
        }
        *parts -= 1;
        let (target, gradient) = match &json.kind {
            JsonKind::String(text) if is_curly(text) => {
                let id = self.lookup_within(&parse_curly(text).ok()?, &mut 0).ok()?;
                (
                    self.resolved_value(id)?,
                    self.token_type(id) == Some(TokenType::Gradient),
                )
            }
            JsonKind::Object(_) if json.pointer_ref().is_some() => {
                let segments = parse_pointer(json.pointer_ref()?.as_str()?).ok()?;
                match self.pointer(&segments).ok()? {
                    PointerTarget::Token(id) => (self.resolved_value(id)?, false),
                    PointerTarget::Value(_, value) => (value, false),
                }
            }
            JsonKind::Object(members) => {
                let mut map = serde_json::Map::with_capacity(members.len());
                for member in members {
                    let value = self.concrete(&member.value, false, depth + 1, parts)?;
                    map.insert(member.key.to_string(), value);
                }
                return Some(Value::Object(map));
            }
            JsonKind::Array(items) => {
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    match self.concrete(item, false, depth + 1, parts)? {
                        Value::Array(stops) if splice && item.as_str().is_some_and(is_curly) => {
                            out.extend(stops)
                        }
                        value => out.push(value),
                    }
                }
                return Some(Value::Array(out));
            }
            _ => return Some(json.to_value()),
        };
        self.concrete(target, gradient, depth + 1, parts)
    }

    /// The existing token reference closest to `segments`, for "did you mean" hints: the
    /// smallest edit distance over the whole dotted path (insertions, deletions, substitutions
    /// and swaps of neighbours), within a third of its length; ties go to the path first in
    /// byte order. See `NearestPath` for how it stays cheap on large trees, and for the
    /// ceiling on one search's work past which the nearest path found so far is the answer.
    pub fn suggest(&self, segments: &[&str]) -> Option<String> {
        self.suggest_within(segments, &mut SUGGESTION_CELLS.clone())
    }

    /// [`TokenSet::suggest`] computing at most `cells` cells of the search (and never more
    /// than one search's ceiling), less what it used left in `cells`: the loader shares one
    /// budget, [`SHARED_SUGGESTION_CELLS`], among all the missing references of a token set, so
    /// a file of a hundred thousand of them still loads in bounded time (the first ones get
    /// their hints, the rest none).
    pub(crate) fn suggest_within(&self, segments: &[&str], cells: &mut usize) -> Option<String> {
        if *cells == 0 {
            return None;
        }
        let wanted: Vec<char> = segments.join(".").chars().collect();
        let mut search = NearestPath {
            set: self,
            segments,
            rows: (0..=wanted.len()).collect(),
            bound: (wanted.len() / 3).max(2),
            wanted,
            path: Vec::new(),
            best: None,
            cells_left: (*cells).min(SUGGESTION_CELLS),
        };
        let granted = search.cells_left;
        search.children(ROOT, 0);
        *cells -= granted - search.cells_left;
        search
            .best
            .map(|(_, id)| format!("{{{}}}", self.path(id).join(".")))
    }

    /// Follows a decoded JSON Pointer through the tree: to a token, or into a token's `$value`.
    pub fn pointer(&self, segments: &[String]) -> Result<PointerTarget<'_>, ReferenceError> {
        let mut node = ROOT;
        let mut rest = segments;
        while let Some((segment, tail)) = rest.split_first() {
            if self.nodes[node].is_token() {
                break;
            }
            match self.child(node, segment) {
                Some(child) => node = child,
                None => {
                    let names: Vec<&str> = self.children(node).map(|(n, _)| n).collect();
                    let help = did_you_mean(segment, &names)
                        .map(|close| format!("did you mean `{close}`?"));
                    let place = if node == ROOT {
                        "at the top level".to_owned()
                    } else {
                        format!("in {}", self.reference_of(node))
                    };
                    return Err(ReferenceError::new(
                        format!(
                            "the JSON Pointer target does not exist: there is no `{segment}` {place}"
                        ),
                        help,
                    ));
                }
            }
            rest = tail;
        }
        let Some((first, tail)) = rest.split_first() else {
            return if self.nodes[node].is_token() {
                Ok(PointerTarget::Token(node))
            } else {
                Err(ReferenceError::new(
                    format!(
                        "the JSON Pointer points at the group {}, not at a token",
                        self.reference_of(node)
                    ),
                    Some("point at a token, or at a part of its `$value`".to_owned()),
                ))
            };
        };
        let token = self.reference_of(node);
        if first != "$value" {
            let message = if first.starts_with('$') {
                format!(
                    "the JSON Pointer points at `{first}` of {token}: only values can be referenced, not metadata"
                )
            } else {
                format!(
                    "{token} is a token: after it a JSON Pointer continues with `$value`, not `{first}`"
                )
            };
            return Err(ReferenceError::new(
                message,
                Some(format!("write #/{}/$value/…", self.path(node).join("/"))),
            ));
        }
        let NodeKind::Token {
            value: Some(root_value),
            ..
        } = &self.nodes[node].kind
        else {
            return Err(ReferenceError::new(
                format!("{token} has no `$value` to point into"),
                None,
            ));
        };
        let mut value: &Json = root_value;
        for segment in tail {
            value = match &value.kind {
                crate::reader::json::JsonKind::Object(_) => {
                    value.get(segment).ok_or_else(|| {
                        ReferenceError::new(
                            format!("the value of {token} has no member `{segment}`"),
                            None,
                        )
                    })?
                }
                crate::reader::json::JsonKind::Array(items) => {
                    let index = array_index(segment).ok_or_else(|| {
                        ReferenceError::new(
                            format!("`{segment}` is not an array index (0, 1, 2, …)"),
                            None,
                        )
                    })?;
                    items.get(index).ok_or_else(|| {
                        ReferenceError::new(
                            format!(
                                "index {index} is out of range: the array has {} elements",
                                items.len()
                            ),
                            None,
                        )
                    })?
                }
                _ => {
                    return Err(ReferenceError::new(
                        format!(
                            "the JSON Pointer continues past {}, at `{segment}`",
                            value.kind_name()
                        ),
                        None,
                    ));
                }
            };
        }
        Ok(PointerTarget::Value(node, value))
    }
}

/// The search behind [`TokenSet::suggest`]. The token tree is a trie of path segments, so the
/// edit distance to `wanted` is computed along it one character at a time, sharing the work of
/// common prefixes (the rows of the classic dynamic programme, one per character of the
/// current path). A subtree is left as soon as its prefix is farther than the best distance
/// found so far: a row's minimum never decreases further down. Every missing reference used
/// to be compared with every token (100k tokens, 53 missing references: 5.5 s against 42 ms
/// for the clean tree); now a miss visits only the prefixes that could still be close. The
/// children named like the wanted path's segments go first, so a typo's own neighbourhood
/// sets a tight bound early.
///
/// Two more bounds keep a flat group cheap and a hostile file bounded. A token's name is the
/// end of its path, so while it is spelled out the distance can never drop below a cell's
/// value plus the difference between what is left of the name and what is left of `wanted`:
/// `missing12` against 3,000 siblings `t0`…`t2999` now stops each sibling after a character
/// or two (1,000 such misses took 0.5 s). And one search computes at most
/// [`SUGGESTION_CELLS`] cells, keeping the nearest path found by then, so the cost of a miss
/// has a ceiling whatever the tree.
struct NearestPath<'s> {
    set: &'s TokenSet,
    segments: &'s [&'s str],
    wanted: Vec<char>,
    /// One row of `wanted.len() + 1` distances for the empty path and then for each
    /// character of the current path.
    rows: Vec<usize>,
    /// The current path's characters, `.` between segments.
    path: Vec<char>,
    /// The largest distance still worth a suggestion: the limit, then the best one found.
    bound: usize,
    best: Option<(usize, NodeId)>,
    /// Cells of the dynamic programme this search may still compute.
    cells_left: usize,
}

/// The most cells one "did you mean" search computes (about a millisecond): a suggestion is a
/// courtesy, and a file of thousands of missing references must not cost minutes.
const SUGGESTION_CELLS: usize = 1_000_000;

/// The most cells the "did you mean" searches for one file's worth of references compute
/// together (about ten milliseconds): a token set's own references, or one spec's
/// tokenMapping.
pub(crate) const SHARED_SUGGESTION_CELLS: usize = 4_000_000;

impl NearestPath<'_> {
    /// Visits the children of the group `node`, `depth` segments down.
    fn children(&mut self, node: NodeId, depth: usize) {
        let set = self.set;
        let namesake = self
            .segments
            .get(depth)
            .and_then(|name| set.child(node, name));
        if let Some(child) = namesake {
            self.visit(self.segments[depth], child, depth);
        }
        for (name, child) in set.children(node) {
            if Some(child) != namesake {
                self.visit(name, child, depth);
            }
        }
    }

    fn visit(&mut self, name: &str, node: NodeId, depth: usize) {
        let (rows, path) = (self.rows.len(), self.path.len());
        let separator = (depth > 0).then_some('.');
        // For a token, how many characters its path has after each one pushed; a token whose
        // whole path is too long or too short is not spelled out at all.
        let mut after = self.set.nodes[node]
            .is_token()
            .then(|| usize::from(separator.is_some()) + name.chars().count());
        if after.is_some_and(|n| (path + n).abs_diff(self.wanted.len()) > self.bound) {
            return;
        }
        let close = separator.into_iter().chain(name.chars()).all(|c| {
            after = after.map(|n| n - 1);
            self.cells_left > 0 && self.push(c, after) <= self.bound
        });
        if close {
            if self.set.nodes[node].is_token() {
                self.consider(node);
            } else {
                self.children(node, depth + 1);
            }
        }
        self.rows.truncate(rows);
        self.path.truncate(path);
    }

    /// Extends the path by `c`, adding its row; returns the least distance any path through
    /// this row can still reach. `after` is `Some(n)` when the path ends `n` characters on (a
    /// token's name): a cell then also owes the difference between the `n` characters left
    /// and the characters of `wanted` after it.
    fn push(&mut self, c: char, after: Option<usize>) -> usize {
        let width = self.wanted.len() + 1;
        self.cells_left = self.cells_left.saturating_sub(width);
        let previous = self.rows.len() - width;
        let before_previous = previous.checked_sub(width);
        let last = self.path.last().copied();
        let owed = |j: usize| after.map_or(0, |n| n.abs_diff(width - 1 - j));
        let first = self.rows[previous] + 1;
        let mut minimum = first + owed(0);
        self.rows.push(first);
        for j in 1..width {
            let mut distance = (self.rows[previous + j] + 1)
                .min(self.rows[previous + width + j - 1] + 1)
                .min(self.rows[previous + j - 1] + usize::from(self.wanted[j - 1] != c));
            // Two neighbours swapped (`tpyo`): the optimal string alignment distance.
            if let Some(before) = before_previous
                && j > 1
                && c == self.wanted[j - 2]
                && last == Some(self.wanted[j - 1])
            {
                distance = distance.min(self.rows[before + j - 2] + 1);
            }
            minimum = minimum.min(distance + owed(j));
            self.rows.push(distance);
        }
        self.path.push(c);
        minimum
    }

    fn consider(&mut self, token: NodeId) {
        let distance = *self.rows.last().expect("rows are never empty");
        let better = match self.best {
            _ if distance > self.bound => false,
            None => true,
            Some((best, _)) if distance < best => true,
            Some((best, other)) => {
                distance == best && self.set.path(token).join(".") < self.set.path(other).join(".")
            }
        };
        if better {
            self.best = Some((distance, token));
            self.bound = distance;
        }
    }
}
