//! Parsed token files → the token tree: groups and tokens, names, reserved properties and
//! metadata (Format Module §5–§6). Several files merge into one tree in the order they are
//! added; a later definition of a token replaces the whole token (never a property-by-property
//! merge) and is reported as a note.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

use indexmap::IndexMap;
use jsonc_parser::ast::{Object, Value};

use super::json::Json;
use super::model::{Deprecation, Node, NodeId, NodeKind, ROOT, TokenSet, TokenType};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity, SourceFile};
use crate::reader::did_you_mean;
use crate::reader::json::{key_str, kind_name, name_range, value_range};
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
        Builder {
            set: TokenSet::new(),
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

    /// Registers a file that holds no tree of its own (a resolver), so nodes and diagnostics can
    /// point into it; returns its index.
    pub(crate) fn add_source(&mut self, file: &Arc<SourceFile>) -> usize {
        match self.set.files.iter().position(|f| Arc::ptr_eq(f, file)) {
            Some(index) => index,
            None => {
                self.set.files.push(Arc::clone(file));
                self.set.files.len() - 1
            }
        }
    }

    /// Adds a parsed document (`root` is its top-level value) to the tree under `parent`.
    pub(crate) fn add_document(&mut self, file: &Arc<SourceFile>, root: &Value<'_>) {
        let index = self.add_source(file);
        match root {
            Value::Object(object)
                if object
                    .properties
                    .iter()
                    .any(|p| matches!(key_str(&p.name), "$value" | "$ref")) =>
            {
                self.report(
                    RuleId::TOKEN_STRUCTURE,
                    index,
                    value_range(root),
                    "the root of a token file cannot be a token".to_owned(),
                    Some("put the token in a group: {\"name\": {\"$value\": …}}"),
                )
            }
            Value::Object(object) => self.group_members(index, ROOT, object),
            _ => self.report(
                RuleId::TOKEN_STRUCTURE,
                index,
                value_range(root),
                format!(
                    "a token file is a JSON object of groups and tokens, found {}",
                    kind_name(root)
                ),
                None,
            ),
        }
    }

    fn group_members(&mut self, file: usize, group: NodeId, object: &Object<'_>) {
        let mut folded: HashMap<String, &str> = HashMap::new();
        for prop in &object.properties {
            let key = key_str(&prop.name);
            let key_span = name_range(&prop.name);
            match key {
                "$type" => {
                    let ty = self.read_type(file, &prop.value);
                    self.set.nodes[group].invalid_type = ty.is_none();
                    self.set.nodes[group].ty = ty;
                }
                "$description" => {
                    self.set.nodes[group].description = self.read_description(file, &prop.value)
                }
                "$deprecated" => {
                    self.set.nodes[group].deprecated = self.read_deprecated(file, &prop.value)
                }
                "$extensions" => self.check_extensions(file, &prop.value),
                "$extends" if group == ROOT => self.report(
                    RuleId::TOKEN_EXTENDS,
                    file,
                    key_span,
                    "the root group cannot extend another group".to_owned(),
                    None,
                ),
                "$extends" => {
                    let extends = self.json(file, &prop.value);
                    if let NodeKind::Group { extends: slot, .. } = &mut self.set.nodes[group].kind {
                        *slot = extends;
                    }
                }
                "$root" => match &prop.value {
                    Value::Object(child) if self.is_token(child) => {
                        self.token(file, group, "$root", key_span, child)
                    }
                    other => self.report(
                        RuleId::TOKEN_STRUCTURE,
                        file,
                        value_range(other),
                        "`$root` must be a token: an object with `$value`".to_owned(),
                        Some("`$root` is the group's own token, referenced as `{group.$root}`"),
                    ),
                },
                "$schema" if group == ROOT => {}
                // Tokens Studio metadata, read by the loader.
                "$themes" | "$metadata" if group == ROOT && self.compat => {}
                _ if key.starts_with('$') => {
                    let help = match did_you_mean(key, GROUP_PROPERTIES) {
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
                name => {
                    if !self.check_name(file, name, key_span.clone()) {
                        continue;
                    }
                    if let Some(other) = folded
                        .insert(name.to_lowercase(), name)
                        .filter(|other| *other != name)
                    {
                        let mut diagnostic = Diagnostic::new(
                            RuleId::TOKEN_NAME,
                            Location::new(&self.set.files[file], key_span.clone()),
                            format!("`{name}` and `{other}` differ only in case"),
                        )
                        .with_help("names are case-sensitive, but tools and people often are not: rename one");
                        diagnostic.severity = Severity::Warning;
                        self.diags.push(diagnostic);
                    }
                    match &prop.value {
                        Value::Object(child) if self.is_token(child) => {
                            self.token(file, group, name, key_span, child)
                        }
                        Value::Object(child) => self.group(file, group, name, key_span, child),
                        other => {
                            let help = if name == "value" || name == "type" {
                                format!("did you mean `${name}`? DTCG properties start with `$`")
                            } else {
                                "a group's members are groups or tokens (objects with `$value`)"
                                    .to_owned()
                            };
                            self.report(
                                RuleId::TOKEN_STRUCTURE,
                                file,
                                value_range(other),
                                format!("`{name}` is {}, not a token or a group", kind_name(other)),
                                Some(&help),
                            );
                        }
                    }
                }
            }
        }
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
        name: &str,
        name_span: Range<usize>,
        span: Range<usize>,
        kind: NodeKind,
    ) -> NodeId {
        let id = self.set.nodes.len();
        self.set.nodes.push(Node {
            name: name.to_owned(),
            parent: Some(parent),
            file,
            name_span,
            span,
            ty: None,
            invalid_type: false,
            description: None,
            deprecated: None,
            inherited_from: None,
            legacy: self.compat,
            kind,
        });
        id
    }

    /// Puts `id` at `name` in `parent`, replacing (and reporting) an earlier definition.
    fn attach(&mut self, parent: NodeId, name: &str, id: NodeId) {
        let previous = match &mut self.set.nodes[parent].kind {
            NodeKind::Group { children, .. } => children.insert(name.to_owned(), id),
            NodeKind::Token { .. } => None,
        };
        if let Some(previous) = previous.filter(|_| self.report_overrides) {
            let (old, new) = (&self.set.nodes[previous], &self.set.nodes[id]);
            // Within one file, the duplicate key was reported by the JSON reader already.
            if old.file != new.file {
                let reference = self.set.reference_of(id);
                let mut diagnostic = Diagnostic::new(
                    RuleId::TOKEN_OVERRIDE,
                    self.set.location(id),
                    format!(
                        "{reference} is defined again: this definition replaces the earlier one"
                    ),
                )
                .with_related(self.set.location(previous), "replaced definition")
                .with_help(
                    "a later file replaces whole tokens; nothing is merged property by property",
                );
                if old.is_token() != new.is_token() {
                    diagnostic.severity = Severity::Warning;
                    diagnostic.message = format!(
                        "{reference} is a token in one file and a group in another: the later one wins"
                    );
                }
                self.diags.push(diagnostic);
            }
        }
    }

    fn group(
        &mut self,
        file: usize,
        parent: NodeId,
        name: &str,
        name_span: Range<usize>,
        object: &Object<'_>,
    ) {
        let existing = self
            .set
            .child(parent, name)
            .filter(|&id| !self.set.nodes[id].is_token());
        let id = match existing {
            Some(id) => id,
            None => {
                let kind = NodeKind::Group {
                    children: IndexMap::new(),
                    extends: None,
                };
                let id = self.new_node(
                    file,
                    parent,
                    name,
                    name_span.clone(),
                    object.range.start..object.range.end,
                    kind,
                );
                self.attach(parent, name, id);
                id
            }
        };
        self.group_members(file, id, object);
        let only_metadata = !object.properties.is_empty()
            && object
                .properties
                .iter()
                .all(|p| matches!(key_str(&p.name), "$type" | "$description" | "$deprecated"));
        if only_metadata && self.set.children(id).next().is_none() {
            let mut diagnostic = Diagnostic::new(
                RuleId::TOKEN_STRUCTURE,
                Location::new(&self.set.files[file], name_span),
                format!("`{name}` has no `$value`: it is an empty group, not a token"),
            )
            .with_help(
                "add `$value` to make it a token; an intentionally empty group needs no properties",
            );
            diagnostic.severity = Severity::Warning;
            self.diags.push(diagnostic);
        }
    }

    fn token(
        &mut self,
        file: usize,
        parent: NodeId,
        name: &str,
        name_span: Range<usize>,
        object: &Object<'_>,
    ) {
        let kind = NodeKind::Token {
            value: None,
            reference: None,
        };
        let id = self.new_node(
            file,
            parent,
            name,
            name_span,
            object.range.start..object.range.end,
            kind,
        );
        let (mut value, mut reference) = (None, None);
        for prop in &object.properties {
            let key = key_str(&prop.name);
            let key_span = name_range(&prop.name);
            match key {
                "$value" => value = self.json(file, &prop.value),
                "$ref" => reference = self.json(file, &prop.value),
                "$type" => {
                    let ty = self.read_type(file, &prop.value);
                    self.set.nodes[id].invalid_type = ty.is_none();
                    self.set.nodes[id].ty = ty;
                }
                "$description" => self.set.nodes[id].description = self.read_description(file, &prop.value),
                "$deprecated" => self.set.nodes[id].deprecated = self.read_deprecated(file, &prop.value),
                "$extensions" => self.check_extensions(file, &prop.value),
                "value" if self.compat => value = self.json(file, &prop.value),
                "description" if self.compat => self.set.nodes[id].description = self.read_description(file, &prop.value),
                "type" if self.compat => {
                    if let Value::StringLit(lit) = &prop.value {
                        let ty = super::legacy::map_type(&lit.value).map(|t| (t, value_range(&prop.value)));
                        self.set.nodes[id].ty = ty;
                    }
                }
                // Style Dictionary's `comment`, `attributes`, … carry no meaning for uispec.
                _ if self.compat && !key.starts_with('$') => {}
                _ if key.starts_with('$') => {
                    let help = match did_you_mean(key, TOKEN_PROPERTIES) {
                        Some(close) => format!("did you mean `{close}`?"),
                        None => format!("token properties are {}", list(TOKEN_PROPERTIES)),
                    };
                    self.report(RuleId::TOKEN_STRUCTURE, file, key_span, format!("`{key}` is not a token property"), Some(&help));
                }
                _ if matches!(prop.value, Value::Object(_)) => self.report(
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
            let span = object.range.start..object.range.start + 1;
            self.report(
                RuleId::TOKEN_STRUCTURE,
                file,
                span,
                format!("`{name}` has both `$value` and `$ref`"),
                Some(
                    "a token's value is either written (`$value`) or referenced (`$ref`), not both",
                ),
            );
        }
        self.set.nodes[id].kind = NodeKind::Token { value, reference };
        self.attach(parent, name, id);
    }

    fn json(&mut self, file: usize, value: &Value<'_>) -> Option<Json> {
        match Json::from_ast(value) {
            Ok(json) => Some(json),
            Err(span) => {
                self.report(
                    RuleId::JSON_LIMIT,
                    file,
                    span,
                    "number out of range".to_owned(),
                    Some("use a smaller number"),
                );
                None
            }
        }
    }

    fn read_type(&mut self, file: usize, value: &Value<'_>) -> Option<(TokenType, Range<usize>)> {
        let span = value_range(value);
        let Value::StringLit(lit) = value else {
            self.report(
                RuleId::TOKEN_TYPE,
                file,
                span,
                format!("`$type` must be a string, found {}", kind_name(value)),
                Some(&type_help(None)),
            );
            return None;
        };
        match TokenType::from_name(&lit.value) {
            Some(ty) => Some((ty, span)),
            None => {
                self.report(
                    RuleId::TOKEN_TYPE,
                    file,
                    span,
                    format!("unknown `$type` \"{}\"", lit.value),
                    Some(&type_help(Some(&lit.value))),
                );
                None
            }
        }
    }

    fn read_description(&mut self, file: usize, value: &Value<'_>) -> Option<String> {
        match value {
            Value::StringLit(lit) => Some(lit.value.to_string()),
            other => {
                self.report(
                    RuleId::TOKEN_METADATA,
                    file,
                    value_range(other),
                    format!(
                        "`$description` must be a string, found {}",
                        kind_name(other)
                    ),
                    None,
                );
                None
            }
        }
    }

    fn read_deprecated(&mut self, file: usize, value: &Value<'_>) -> Option<Deprecation> {
        match value {
            Value::BooleanLit(lit) => Some(if lit.value {
                Deprecation::Yes
            } else {
                Deprecation::No
            }),
            Value::StringLit(lit) => Some(Deprecation::Reason(lit.value.to_string())),
            other => {
                self.report(
                    RuleId::TOKEN_METADATA,
                    file,
                    value_range(other),
                    format!(
                        "`$deprecated` must be a boolean or a string, found {}",
                        kind_name(other)
                    ),
                    Some("write `true`, `false`, or the reason: \"use {color.accent} instead\""),
                );
                None
            }
        }
    }

    fn check_extensions(&mut self, file: usize, value: &Value<'_>) {
        if !matches!(value, Value::Object(_)) {
            self.report(
                RuleId::TOKEN_METADATA,
                file,
                value_range(value),
                format!(
                    "`$extensions` must be an object, found {}",
                    kind_name(value)
                ),
                Some("key vendor data by reverse domain name: {\"com.example.tool\": …}"),
            );
        }
    }
}

impl Builder<'_> {
    /// An object with `$value` or `$ref` is a token; in compatibility mode, one with `value`
    /// too.
    fn is_token(&self, object: &Object<'_>) -> bool {
        object.properties.iter().any(|p| match key_str(&p.name) {
            "$value" | "$ref" => true,
            "value" => self.compat,
            _ => false,
        })
    }

    /// Adds a Tokens Studio single-file export: each top-level set (in `order`, else in file
    /// order) merged at the root, as Tokens Studio references tokens without their set name.
    pub(crate) fn add_token_sets(
        &mut self,
        file: &Arc<SourceFile>,
        root: &Value<'_>,
        order: &[String],
    ) {
        let index = self.add_source(file);
        let Value::Object(object) = root else { return };
        let mut sets: Vec<&jsonc_parser::ast::ObjectProp<'_>> = object
            .properties
            .iter()
            .filter(|p| !key_str(&p.name).starts_with('$'))
            .collect();
        let position = |name: &str| order.iter().position(|o| o == name).unwrap_or(usize::MAX);
        sets.sort_by_key(|p| position(key_str(&p.name)));
        for prop in sets {
            if let Value::Object(set) = &prop.value {
                self.group_members(index, ROOT, set);
            }
        }
    }
}

fn list(items: &[&str]) -> String {
    items
        .iter()
        .map(|i| format!("`{i}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn type_help(found: Option<&str>) -> String {
    let names: Vec<&str> = TokenType::ALL.iter().map(|t| t.as_str()).collect();
    match found.and_then(|f| did_you_mean(f, &names)) {
        Some(close) => format!("did you mean `{close}`? types are case-sensitive"),
        None => format!("the types are {}", list(&names)),
    }
}
