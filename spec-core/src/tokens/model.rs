//! The token tree: groups and tokens in an arena, indexed by path segments (never by joined
//! strings: a token named `a.b` is an error, not a silent collision with `a` → `b`).

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use super::shared::Children;
use super::shared::Chunked;

use crate::diagnostics::{Location, SourceFile};
use crate::reader::json::{Json, Text};

/// The thirteen token types of the Format Module 2025.10 (§8, §9). The set is closed: `$type`
/// is case-sensitive and any other value is an error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokenType {
    /// `color`: a Color Module object (`colorSpace`, `components`, `alpha`, `hex`).
    Color,
    /// `dimension`: `{value, unit}` with unit `px` or `rem`.
    Dimension,
    /// `fontFamily`: a string or an array of strings.
    FontFamily,
    /// `fontWeight`: 1–1000 or a keyword (`bold`, …).
    FontWeight,
    /// `duration`: `{value, unit}` with unit `ms` or `s`.
    Duration,
    /// `cubicBezier`: four numbers, x values in [0, 1].
    CubicBezier,
    /// `number`.
    Number,
    /// `strokeStyle`: a keyword or `{dashArray, lineCap}`.
    StrokeStyle,
    /// `border`: `{color, width, style}`.
    Border,
    /// `transition`: `{duration, delay, timingFunction}`.
    Transition,
    /// `shadow`: one shadow object or an array of them.
    Shadow,
    /// `gradient`: an array of `{color, position}` stops.
    Gradient,
    /// `typography`: `{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}`.
    Typography,
}

impl TokenType {
    /// Every type, in the spec's order.
    pub const ALL: [TokenType; 13] = [
        TokenType::Color,
        TokenType::Dimension,
        TokenType::FontFamily,
        TokenType::FontWeight,
        TokenType::Duration,
        TokenType::CubicBezier,
        TokenType::Number,
        TokenType::StrokeStyle,
        TokenType::Border,
        TokenType::Transition,
        TokenType::Shadow,
        TokenType::Gradient,
        TokenType::Typography,
    ];

    /// The `$type` string.
    pub fn as_str(self) -> &'static str {
        match self {
            TokenType::Color => "color",
            TokenType::Dimension => "dimension",
            TokenType::FontFamily => "fontFamily",
            TokenType::FontWeight => "fontWeight",
            TokenType::Duration => "duration",
            TokenType::CubicBezier => "cubicBezier",
            TokenType::Number => "number",
            TokenType::StrokeStyle => "strokeStyle",
            TokenType::Border => "border",
            TokenType::Transition => "transition",
            TokenType::Shadow => "shadow",
            TokenType::Gradient => "gradient",
            TokenType::Typography => "typography",
        }
    }

    /// Parses a `$type` string (case-sensitive, as the spec requires).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == name)
    }
}

impl fmt::Display for TokenType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `$deprecated` (§5.2.4): `true`, a reason, or `false` to undo a group's deprecation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Deprecation {
    /// `false`: not deprecated, whatever the groups say.
    No,
    /// `true`.
    Yes,
    /// A string: deprecated, with this reason.
    Reason(String),
}

/// Index of a node in a [`TokenSet`] (declared with the storage that indexes by it).
pub use super::shared::NodeId;

/// A group or a token.
#[derive(Debug, Clone)]
pub struct Node {
    /// Its name in its parent (`$root` for a root token; empty for the document root).
    pub name: Text,
    /// Its parent group; `None` for the root.
    pub parent: Option<NodeId>,
    /// The file that defined it (index into [`TokenSet::files`]).
    pub file: usize,
    /// The range of its key.
    pub name_span: Range<usize>,
    /// The range of its object.
    pub span: Range<usize>,
    /// Explicit `$type`, with the range of its value.
    pub ty: Option<(TokenType, Range<usize>)>,
    /// A `$type` was given but is not a valid type (reported where it is): tokens under it
    /// are not reported again as having no type.
    pub invalid_type: bool,
    /// What few nodes have (a description, a deprecation, an `$extends` origin), boxed so the
    /// node array of a large file stays small: it is most of the memory a load touches.
    pub extra: Option<Box<Extra>>,
    /// Read in compatibility mode from a Style Dictionary or Tokens Studio file: its value is
    /// not checked against the DTCG formats, only the references in it are.
    pub legacy: bool,
    /// Group or token.
    pub kind: NodeKind,
}

/// What a node is.
#[derive(Debug, Clone)]
pub enum NodeKind {
    /// A group: children by name, in file order, and its `$extends` reference.
    Group {
        /// Children, `$root` included.
        children: Children,
        /// The `$extends` value (a string when valid).
        extends: Option<Box<Json>>,
    },
    /// A token.
    Token {
        /// `$value`.
        value: Option<Arc<Json>>,
        /// Token-level `$ref` (a JSON Pointer string).
        reference: Option<Box<Json>>,
    },
}

/// The metadata of a [`Node`] that most nodes do not have.
#[derive(Debug, Clone, Default)]
pub struct Extra {
    /// `$description`.
    pub description: Option<String>,
    /// Explicit `$deprecated`.
    pub deprecated: Option<Deprecation>,
    /// For nodes copied into a group by `$extends`: the node they were copied from.
    pub inherited_from: Option<NodeId>,
}

impl Node {
    /// `$description`.
    pub fn description(&self) -> Option<&str> {
        self.extra.as_ref()?.description.as_deref()
    }

    /// Explicit `$deprecated` (not inherited: see [`TokenSet::deprecation`]).
    pub fn deprecated(&self) -> Option<&Deprecation> {
        self.extra.as_ref()?.deprecated.as_ref()
    }

    /// For nodes copied into a group by `$extends`: the node they were copied from.
    pub fn inherited_from(&self) -> Option<NodeId> {
        self.extra.as_ref()?.inherited_from
    }

    /// The node's [`Extra`], created when first written.
    pub(crate) fn extra_mut(&mut self) -> &mut Extra {
        self.extra.get_or_insert_default()
    }

    /// Whether this node is a token.
    pub fn is_token(&self) -> bool {
        matches!(self.kind, NodeKind::Token { .. })
    }
}

/// The merged token tree of one set of files (or one resolver permutation), with every type
/// and alias resolved.
#[derive(Debug, Clone)]
pub struct TokenSet {
    pub(crate) files: Vec<Arc<SourceFile>>,
    /// Every node, by id (copy-on-write: the permutations of a resolver share what they do
    /// not change).
    pub(crate) nodes: Chunked<Node>,
    /// Resolved type of each token (`None` for groups and unresolvable tokens).
    pub(crate) types: Chunked<Option<TokenType>>,
    /// The token a whole-value alias points at (`{a.b}` or `$ref` to a token).
    pub(crate) aliases: Chunked<Option<NodeId>>,
}

/// The root group of every [`TokenSet`].
pub const ROOT: NodeId = 0;

impl TokenSet {
    /// An empty tree: just the root group.
    pub(crate) fn new() -> Self {
        let root = Node {
            name: Text::Borrowed(""),
            parent: None,
            file: 0,
            name_span: 0..0,
            span: 0..0,
            ty: None,
            invalid_type: false,
            extra: None,
            legacy: false,
            kind: NodeKind::Group {
                children: Children::default(),
                extends: None,
            },
        };
        let mut nodes = Chunked::default();
        nodes.push(root);
        TokenSet {
            files: Vec::new(),
            nodes,
            types: Chunked::default(),
            aliases: Chunked::default(),
        }
    }

    /// The files the tree was read from.
    pub fn files(&self) -> &[Arc<SourceFile>] {
        &self.files
    }

    /// A node.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id]
    }

    /// Number of tokens (not groups).
    pub fn token_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.is_token()).count()
    }

    /// The children of a group (empty for tokens).
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = (&str, NodeId)> {
        let children = match &self.nodes[id].kind {
            NodeKind::Group { children, .. } => Some(children),
            NodeKind::Token { .. } => None,
        };
        children.into_iter().flat_map(Children::iter)
    }

    /// The child `name` of group `id`.
    pub fn child(&self, id: NodeId, name: &str) -> Option<NodeId> {
        match &self.nodes[id].kind {
            NodeKind::Group { children, .. } => children.get(name),
            NodeKind::Token { .. } => None,
        }
    }

    /// The path segments of a node, from the root.
    pub fn path(&self, id: NodeId) -> Vec<&str> {
        let mut segments = Vec::new();
        let mut current = Some(id);
        while let Some(node) = current.filter(|&n| n != ROOT) {
            segments.push(&*self.nodes[node].name);
            current = self.nodes[node].parent;
        }
        segments.reverse();
        segments
    }

    /// `{a.b.c}`: how a node is written as a reference.
    pub fn reference_of(&self, id: NodeId) -> String {
        format!("{{{}}}", self.path(id).join("."))
    }

    /// The location of a node's key (its object for the root).
    pub fn location(&self, id: NodeId) -> Location {
        let node = &self.nodes[id];
        Location::new(&self.files[node.file], node.name_span.clone())
    }

    /// The objects of token `id` and of every token its alias chain goes through (at most
    /// [`MAX_CHAIN`](super::MAX_CHAIN) of them), with their files.
    pub(crate) fn chain_spans(&self, id: NodeId) -> Vec<(Arc<SourceFile>, Range<usize>)> {
        let mut spans = Vec::new();
        let mut current = Some(id);
        while let Some(node) = current {
            if spans.len() > super::MAX_CHAIN {
                break;
            }
            let node_ref = &self.nodes[node];
            spans.push((
                Arc::clone(&self.files[node_ref.file]),
                node_ref.span.clone(),
            ));
            current = self.aliases.get(node).copied().flatten();
        }
        spans
    }

    /// A location in the file that defined `id`.
    pub(crate) fn location_in(&self, id: NodeId, span: Range<usize>) -> Location {
        Location::new(&self.files[self.nodes[id].file], span)
    }

    /// Every token, in tree order.
    pub fn tokens(&self) -> impl Iterator<Item = NodeId> + '_ {
        let mut stack = vec![ROOT];
        std::iter::from_fn(move || {
            while let Some(id) = stack.pop() {
                match &self.nodes[id].kind {
                    NodeKind::Group { children, .. } => {
                        stack.extend(children.iter().rev().map(|(_, id)| id))
                    }
                    NodeKind::Token { .. } => return Some(id),
                }
            }
            None
        })
    }

    /// The resolved type of a token.
    pub fn token_type(&self, id: NodeId) -> Option<TokenType> {
        self.types.get(id).copied().flatten()
    }

    /// Makes every group's children shareable by the tree's clones (see [`Children::freeze`]):
    /// done to the tree a resolver's permutations start from.
    pub(crate) fn freeze(&mut self) {
        for id in 0..self.nodes.len() {
            if let NodeKind::Group { children, .. } = &mut self.nodes[id].kind {
                children.freeze();
            }
        }
    }

    /// What this tree holds that `base`, a tree it shares storage with, does not: nodes and
    /// children in storage of its own. (Its resolution results take a tenth of a node's memory
    /// each, and are shared with `base`'s where equal.)
    pub(crate) fn held_beyond(&self, base: &TokenSet) -> usize {
        let nodes = self.nodes.unshared_with(&base.nodes);
        let children: usize = self
            .nodes
            .iter()
            .map(|node| match &node.kind {
                NodeKind::Group { children, .. } => children.own_len(),
                NodeKind::Token { .. } => 0,
            })
            .sum();
        nodes + children
    }

    /// Shares `base`'s resolution results wherever they came out the same: a permutation's
    /// types and aliases are computed afresh, and most equal the default permutation's.
    pub(crate) fn share_resolution(&mut self, base: &TokenSet) {
        self.types.share_equal(&base.types);
        self.aliases.share_equal(&base.aliases);
    }

    /// The effective deprecation of a node: its own `$deprecated`, else its nearest group's.
    pub fn deprecation(&self, id: NodeId) -> Option<&Deprecation> {
        let mut current = Some(id);
        while let Some(node) = current {
            if let Some(deprecation) = self.nodes[node].deprecated() {
                return Some(deprecation).filter(|d| **d != Deprecation::No);
            }
            current = self.nodes[node].parent;
        }
        None
    }
}
