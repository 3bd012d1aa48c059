//! Parsed token files → the token tree: groups and tokens, names, reserved properties and
//! metadata (Format Module §5–§6). Several files merge into one tree in the order they are
//! added; a later definition of a token replaces the whole token (never a property-by-property
//! merge) and is reported as a note. Values are moved into the tree, never copied.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

use super::model::{Deprecation, Node, NodeId, NodeKind, ROOT, TokenSet, TokenType};
use super::shared::Children;
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity, SourceFile};
use crate::reader::did_you_mean;
use crate::reader::json::{Json, JsonKind, Member, Text};
use crate::reader::list;
use crate::rules::RuleId;

/// Properties a group may have.
const GROUP_PROPERTIES: &[&str] = &[
    "$type",
    "$description",
    "$deprecated",
    "$extensions",
    "$extends",
    "$root",
];
/// Properties a token may have.
const TOKEN_PROPERTIES: &[&str] = &[
    "$value",
    "$ref",
    "$type",
    "$description",
    "$deprecated",
    "$extensions",
];

/// Builds one tree from any number of files.
pub(crate) struct Builder<'d> {
    pub(crate) set: TokenSet,
    diags: &'d mut Diagnostics,
    /// Whether a later definition replacing an earlier one is worth a note. A resolver replaces
    /// tokens on purpose (that is what modifiers are for), so it turns this off.
    pub(crate) report_overrides: bool,
    /// Compatibility mode (`[tokens] compat = true`): Style Dictionary and Tokens Studio keys
    /// (`value`, `type`, `description`) are read as their DTCG counterparts.
    pub(crate) compat: bool,
}

impl<'d> Builder<'d> {
    pub(crate) fn new(diags: &'d mut Diagnostics) -> Self {
        Self::on(TokenSet::new(), diags)
    }

    /// A builder that goes on from `set`, a tree not yet resolved: a resolver builds the sets
    /// every permutation starts with once, and each permutation from a copy of them (whose
    /// token values are shared, not copied).
    pub(crate) fn on(set: TokenSet, diags: &'d mut Diagnostics) -> Self {
        Builder {
            set,
            diags,
            report_overrides: true,
            compat: false,
        }
    }

    pub(crate) fn diags(&mut self) -> &mut Diagnostics {
        self.diags
    }

    pub(crate) fn into_parts(self) -> (TokenSet, &'d mut Diagnostics) {
        (self.set, self.diags)
    }

    fn report(
        &mut self,
        rule: RuleId,
        file: usize,
        span: Range<usize>,
        message: String,
        help: Option<&str>,
    ) {
        let mut diagnostic =
            Diagnostic::new(rule, Location::new(&self.set.files[file], span), message);
        diagnostic.help = help.map(str::to_owned);
        self.diags.push(diagnostic);
    }

    fn warn(&mut self, rule: RuleId, file: usize, span: Range<usize>, message: String, help: &str) {
        let diagnostic = Diagnostic::new(rule, Location::new(&self.set.files[file], span), message)
            .with_help(help)
            .with_severity(Severity::Warning);
        self.diags.push(diagnostic);
    }

    /// Registers a file so nodes and diagnostics can point into it; returns its index.
    pub(crate) fn add_source(&mut self, file: &Arc<SourceFile>) -> usize {
        match self.set.files.iter().position(|f| Arc::ptr_eq(f, file)) {
            Some(index) => index,
            None => {
                self.set.files.push(Arc::clone(file));
                self.set.files.len() - 1
            }
        }
    }

    /// Adds a parsed document (its top-level value) to the tree.
    pub(crate) fn add_document(&mut self, file: &Arc<SourceFile>, root: Json) {
        let index = self.add_source(file);
        let (span, found) = (root.span.clone(), root.kind_name());
        match root.kind {
            JsonKind::Object(members) if self.is_token(&members) => self.report(
                RuleId::TOKEN_STRUCTURE,
                index,
                span,
                "the root of a token file cannot be a token".to_owned(),
                Some("put the token in a group: {\"name\": {\"$value\": …}}"),
            ),
            JsonKind::Object(members) => self.group_members(index, ROOT, members),
            _ => {
                self.report(
                    RuleId::TOKEN_STRUCTURE,
                    index,
                    span,
                    format!("a token file is a JSON object of groups and tokens, found {found}"),
                    None,
                );
            }
        }
    }

    /// Adds a Tokens Studio single-file export: each top-level set (in `order`, else in file
    /// order; only those in `only` when given) merged at the root, as Tokens Studio references
    /// tokens without their set name.
    pub(crate) fn add_token_sets(
        &mut self,
        file: &Arc<SourceFile>,
        root: Json,
        order: &[String],
        only: Option<&[String]>,
    ) {
        let index = self.add_source(file);
        let JsonKind::Object(members) = root.kind else {
            return;
        };
        let mut sets: Vec<Member> = members
            .into_iter()
            .filter(|m| !m.key.starts_with('$'))
            .filter(|m| only.is_none_or(|sets| sets.iter().any(|s| *s == *m.key)))
            .collect();
        let position = |name: &str| order.iter().position(|o| o == name).unwrap_or(usize::MAX);
        sets.sort_by_key(|m| position(&m.key));
        for set in sets {
            if let JsonKind::Object(members) = set.value.kind {
                self.group_members(index, ROOT, members);
            }
        }
    }

    /// An object with `$value` or `$ref` is a token; in compatibility mode, one with `value`
    /// too.
    fn is_token(&self, members: &[Member]) -> bool {
        members.iter().any(|m| match m.key.as_ref() {
            "$value" | "$ref" => true,
            "value" => self.compat,
            _ => false,
        })
    }

    fn group_members(&mut self, file: usize, group: NodeId, members: Vec<Member>) {
        self.check_case_collisions(file, &members);
        if let NodeKind::Group { children, .. } = &mut self.set.nodes[group].kind {
            children.reserve(members.iter().filter(|m| !m.key.starts_with('$')).count());
        }
        for Member {
            key,
            key_span,
            value,
        } in members
        {
            match &*key {
                "$type" | "$description" | "$deprecated" | "$extensions" => {
                    self.metadata(file, group, &key, &value)
                }
                "$extends" if group == ROOT => {
                    self.report(
                        RuleId::TOKEN_EXTENDS,
                        file,
                        key_span,
                        "the root group cannot extend another group".to_owned(),
                        None,
                    );
                }
                "$extends" => {
                    if let NodeKind::Group { extends, .. } = &mut self.set.nodes[group].kind {
                        *extends = Some(Box::new(value));
                    }
                }
                "$root" => match value.kind {
                    JsonKind::Object(members) if self.is_token(&members) => {
                        self.token(file, group, key, key_span, value.span, members);
                    }
                    _ => self.report(
                        RuleId::TOKEN_STRUCTURE,
                        file,
                        value.span,
                        "`$root` must be a token: an object with `$value`".to_owned(),
                        Some("`$root` is the group's own token, referenced as `{group.$root}`"),
                    ),
                },
                "$schema" if group == ROOT => {}
                // Tokens Studio metadata, read by the loader.
                "$themes" | "$metadata" if group == ROOT && self.compat => {}
                _ if key.starts_with('$') => {
                    let help = match did_you_mean(&key, GROUP_PROPERTIES) {
                        Some(close) => format!("did you mean `{close}`?"),
                        None => format!("group properties are {}", list(GROUP_PROPERTIES)),
                    };
                    self.report(
                        RuleId::TOKEN_NAME,
                        file,
                        key_span,
                        format!(
                            "`{key}` is not a group property, and names may not start with `$`"
                        ),
                        Some(&help),
                    );
                }
                _ => {
                    if !self.check_name(file, &key, key_span.clone()) {
                        continue;
                    }
                    let name = &*key;
                    match value.kind {
                        JsonKind::Object(members) if self.is_token(&members) => {
                            self.token(file, group, key, key_span, value.span, members);
                        }
                        JsonKind::Object(members) => {
                            self.group(file, group, key, key_span, value.span, members)
                        }
                        _ => {
                            let help = if name == "value" || name == "type" {
                                format!("did you mean `${name}`? DTCG properties start with `$`")
                            } else {
                                "a group's members are groups or tokens (objects with `$value`)"
                                    .to_owned()
                            };
                            self.report(
                                RuleId::TOKEN_STRUCTURE,
                                file,
                                value.span.clone(),
                                format!(
                                    "`{name}` is {}, not a token or a group",
                                    value.kind_name()
                                ),
                                Some(&help),
                            );
                        }
                    }
                }
            }
        }
    }

    /// Names that differ only in case are legal but confusing (§5.1.1 lets tools warn).
    fn check_case_collisions(&mut self, file: usize, members: &[Member]) {
        self.check_names_case(
            file,
            members.iter().map(|m| (m.key.as_ref(), m.key_span.clone())),
        );
    }

    fn check_names_case<'n>(
        &mut self,
        file: usize,
        names: impl Iterator<Item = (&'n str, Range<usize>)> + Clone,
    ) {
        // Without an uppercase letter, two different names cannot fold to the same one.
        let names = names.filter(|(name, _)| !name.starts_with('$'));
        if !names
            .clone()
            .any(|(name, _)| name.chars().any(char::is_uppercase))
        {
            return;
        }
        let mut folded: crate::hash::Map<Cow<'_, str>, &str> = crate::hash::Map::default();
        let mut collisions = Vec::new();
        for (name, span) in names {
            let lower = if name.chars().any(char::is_uppercase) {
                Cow::Owned(name.to_lowercase())
            } else {
                Cow::Borrowed(name)
            };
            match folded.get(&lower) {
                Some(other) if *other != name => collisions.push((name, *other, span)),
                Some(_) => {}
                None => {
                    folded.insert(lower, name);
                }
            }
        }
        for (name, other, span) in collisions {
            let message = format!("`{name}` and `{other}` differ only in case");
            self.warn(
                RuleId::TOKEN_NAME,
                file,
                span,
                message,
                "names are case-sensitive, but tools and people often are not: rename one",
            );
        }
    }

    /// Streams a large DTCG file into the tree: each top-level member is built as soon as it is
    /// parsed, and what the parse allocated for it is freed before the next one, so a large
    /// file never holds its whole parsed form and its tree at once. (A second thread parsing
    /// ahead was slower: 79 against 69 ms for 100k tokens, the transient memory of both
    /// threads being fresh pages.) `false` when the file needs the sequential path; the tree
    /// built so far must then be discarded.
    pub(crate) fn stream_document(&mut self, file: &Arc<SourceFile>) -> bool {
        let index = self.add_source(file);
        let mut names: Vec<(Text, Range<usize>)> = Vec::new();
        let outcome = crate::reader::parser::stream_root(file.text(), |member| {
            names.push((member.key.clone(), member.key_span.clone()));
            self.group_members(index, ROOT, vec![member]);
        });
        let Some(duplicates) = outcome else {
            return false;
        };
        crate::reader::json::report_duplicates(self.diags, file, duplicates);
        self.check_names_case(
            index,
            names
                .iter()
                .map(|(name, span)| (name.as_ref(), span.clone())),
        );
        true
    }

    /// Token and group names (§5.1.1): no `{`, `}` or `.`, not empty.
    fn check_name(&mut self, file: usize, name: &str, span: Range<usize>) -> bool {
        let problem = if name.is_empty() {
            Some("a name cannot be empty")
        } else if name.contains(['{', '}']) {
            Some("names cannot contain `{` or `}`: they would read as a reference")
        } else if name.contains('.') {
            Some("names cannot contain `.`: it separates the segments of a reference")
        } else {
            None
        };
        if let Some(problem) = problem {
            self.report(
                RuleId::TOKEN_NAME,
                file,
                span,
                format!("invalid name `{name}`: {problem}"),
                Some("use `-` or `_` instead"),
            );
        }
        problem.is_none()
    }

    fn new_node(
        &mut self,
        file: usize,
        parent: NodeId,
        name: Text,
        name_span: Range<usize>,
        span: Range<usize>,
        kind: NodeKind,
    ) -> NodeId {
        let id = self.set.nodes.len();
        self.set.nodes.push(Node {
            name,
            parent: Some(parent),
            file,
            name_span,
            span,
            ty: None,
            invalid_type: false,
            extra: None,
            legacy: self.compat,
            kind,
        });
        id
    }

    /// Puts `id` under its `name` in `parent`, replacing (and reporting) an earlier definition.
    /// The caller hands over its own copy of the name (the node has the other): one copy per
    /// node, not two.
    fn attach(&mut self, parent: NodeId, id: NodeId, name: Text) {
        let previous = match &mut self.set.nodes[parent].kind {
            NodeKind::Group { children, .. } => children.insert(name, id),
            NodeKind::Token { .. } => None,
        };
        let Some(previous) = previous.filter(|_| self.report_overrides) else {
            return;
        };
        let (old, new) = (&self.set.nodes[previous], &self.set.nodes[id]);
        // Within one file, the duplicate key was reported by the JSON reader already.
        if old.file == new.file {
            return;
        }
        let kinds_differ = old.is_token() != new.is_token();
        let reference = self.set.reference_of(id);
        let mut diagnostic = Diagnostic::new(
            RuleId::TOKEN_OVERRIDE,
            self.set.location(id),
            format!("{reference} is defined again: this definition replaces the earlier one"),
        )
        .with_related(self.set.location(previous), "replaced definition")
        .with_help("a later file replaces whole tokens; nothing is merged property by property");
        if kinds_differ {
            diagnostic.severity = Severity::Warning;
            diagnostic.message = format!(
                "{reference} is a token in one file and a group in another: the later one wins"
            );
        }
        self.diags.push(diagnostic);
    }

    fn group(
        &mut self,
        file: usize,
        parent: NodeId,
        name: Text,
        name_span: Range<usize>,
        span: Range<usize>,
        members: Vec<Member>,
    ) {
        // A typed object with nothing in it looks like a token that lost its `$value` (§6.5
        // asks for a clear message); one with only a description or deprecation is the
        // intentional placeholder of §6.5's example.
        let looks_like_token = members.iter().any(|m| m.key == "$type")
            && members
                .iter()
                .all(|m| matches!(m.key.as_ref(), "$type" | "$description" | "$deprecated"));
        let existing = self
            .set
            .child(parent, &name)
            .filter(|&id| !self.set.nodes[id].is_token());
        let id = match existing {
            Some(id) => id,
            None => {
                let kind = NodeKind::Group {
                    children: Children::default(),
                    extends: None,
                };
                let id = self.new_node(file, parent, name.clone(), name_span.clone(), span, kind);
                self.attach(parent, id, name);
                id
            }
        };
        self.group_members(file, id, members);
        if looks_like_token && self.set.children(id).next().is_none() {
            let name = &self.set.nodes[id].name;
            let message = format!("`{name}` has no `$value`: it is an empty group, not a token");
            self.warn(
                RuleId::TOKEN_STRUCTURE,
                file,
                name_span,
                message,
                "add `$value` to make it a token; an intentionally empty group needs no properties",
            );
        }
    }

    fn token(
        &mut self,
        file: usize,
        parent: NodeId,
        name: Text,
        name_span: Range<usize>,
        span: Range<usize>,
        members: Vec<Member>,
    ) {
        let start = span.start;
        let kind = NodeKind::Token {
            value: None,
            reference: None,
        };
        let id = self.new_node(file, parent, name.clone(), name_span, span, kind);
        let (mut value, mut reference) = (None, None);
        for Member {
            key,
            key_span,
            value: member,
        } in members
        {
            match &*key {
                "$value" => value = Some(member),
                "$ref" => reference = Some(member),
                "$type" | "$description" | "$deprecated" | "$extensions" => {
                    self.metadata(file, id, &key, &member)
                }
                "value" if self.compat => value = Some(member),
                "description" if self.compat => self.metadata(file, id, "$description", &member),
                "type" if self.compat => {
                    self.set.nodes[id].ty = member.as_str().and_then(super::legacy::map_type).map(|t| (t, member.span.clone()));
                }
                // Style Dictionary's `comment`, `attributes`, … carry no meaning for uispec.
                _ if self.compat && !key.starts_with('$') => {}
                _ if key.starts_with('$') => {
                    let help = match did_you_mean(&key, TOKEN_PROPERTIES) {
                        Some(close) => format!("did you mean `{close}`?"),
                        None => format!("token properties are {}", list(TOKEN_PROPERTIES)),
                    };
                    self.report(RuleId::TOKEN_STRUCTURE, file, key_span, format!("`{key}` is not a token property"), Some(&help));
                }
                _ if matches!(member.kind, JsonKind::Object(_)) => self.report(
                    RuleId::TOKEN_STRUCTURE,
                    file,
                    key_span,
                    format!("`{name}` has both `$value` and a child `{key}`: an object is a token or a group, not both"),
                    Some("move the child into a group of its own, or the token into `$root`"),
                ),
                _ => self.report(
                    RuleId::TOKEN_STRUCTURE,
                    file,
                    key_span,
                    format!("a token cannot have the member `{key}`"),
                    Some("tool-specific data goes under `$extensions`, e.g. {\"$extensions\": {\"com.example\": …}}"),
                ),
            }
        }
        if value.is_some() && reference.is_some() {
            self.report(
                RuleId::TOKEN_STRUCTURE,
                file,
                start..start + 1,
                format!("`{name}` has both `$value` and `$ref`"),
                Some(
                    "a token's value is either written (`$value`) or referenced (`$ref`), not both",
                ),
            );
        }
        self.set.nodes[id].kind = NodeKind::Token {
            value: value.map(Arc::new),
            reference: reference.map(Box::new),
        };
        self.attach(parent, id, name);
    }

    fn read_type(&mut self, file: usize, value: &Json) -> Option<(TokenType, Range<usize>)> {
        let Some(text) = value.as_str() else {
            self.report(
                RuleId::TOKEN_TYPE,
                file,
                value.span.clone(),
                format!("`$type` must be a string, found {}", value.kind_name()),
                Some(&type_help(None)),
            );
            return None;
        };
        match TokenType::from_name(text) {
            Some(ty) => Some((ty, value.span.clone())),
            None => {
                self.report(
                    RuleId::TOKEN_TYPE,
                    file,
                    value.span.clone(),
                    format!("unknown `$type` \"{text}\""),
                    Some(&type_help(Some(text))),
                );
                None
            }
        }
    }

    /// A property groups and tokens share (§5.2, §6.3): `$type`, `$description`,
    /// `$deprecated`, `$extensions`.
    fn metadata(&mut self, file: usize, id: NodeId, key: &str, value: &Json) {
        match key {
            "$type" => {
                let ty = self.read_type(file, value);
                self.set.nodes[id].invalid_type = ty.is_none();
                self.set.nodes[id].ty = ty;
            }
            "$description" => {
                if let Some(text) = self.read_description(file, value) {
                    self.set.nodes[id].extra_mut().description = Some(text);
                }
            }
            "$deprecated" => {
                if let Some(deprecation) = self.read_deprecated(file, value) {
                    self.set.nodes[id].extra_mut().deprecated = Some(deprecation);
                }
            }
            _ => self.check_extensions(file, value),
        }
    }

    fn read_description(&mut self, file: usize, value: &Json) -> Option<String> {
        match value.as_str() {
            Some(text) => Some(text.to_owned()),
            None => {
                self.report(
                    RuleId::TOKEN_METADATA,
                    file,
                    value.span.clone(),
                    format!(
                        "`$description` must be a string, found {}",
                        value.kind_name()
                    ),
                    None,
                );
                None
            }
        }
    }

    fn read_deprecated(&mut self, file: usize, value: &Json) -> Option<Deprecation> {
        match &value.kind {
            JsonKind::Bool(true) => Some(Deprecation::Yes),
            JsonKind::Bool(false) => Some(Deprecation::No),
            JsonKind::String(reason) => Some(Deprecation::Reason(reason.to_string())),
            _ => {
                self.report(
                    RuleId::TOKEN_METADATA,
                    file,
                    value.span.clone(),
                    format!(
                        "`$deprecated` must be a boolean or a string, found {}",
                        value.kind_name()
                    ),
                    Some("write `true`, `false`, or the reason: \"use {color.accent} instead\""),
                );
                None
            }
        }
    }

    fn check_extensions(&mut self, file: usize, value: &Json) {
        if value.members().is_none() {
            self.report(
                RuleId::TOKEN_METADATA,
                file,
                value.span.clone(),
                format!(
                    "`$extensions` must be an object, found {}",
                    value.kind_name()
                ),
                Some("key vendor data by reverse domain name: {\"com.example.tool\": …}"),
            );
        }
    }
}

fn type_help(found: Option<&str>) -> String {
    let names: Vec<&str> = TokenType::ALL.iter().map(|t| t.as_str()).collect();
    match found.and_then(|f| did_you_mean(f, &names)) {
        Some(close) => format!("did you mean `{close}`? types are case-sensitive"),
        None => format!("the types are {}", list(&names)),
    }
}
