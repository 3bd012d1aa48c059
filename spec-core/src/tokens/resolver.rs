//! The Resolver Module 2025.10: a `*.resolver.json` document orders token sets and modifiers
//! (themes, modes) and so defines one token tree per combination of modifier contexts.
//!
//! The document is checked first (§3–§5: `version`, `resolutionOrder`, sets, modifiers, where
//! each `$ref` may point), then every permutation of contexts is built and resolved like a set
//! of token files, with later sources replacing earlier tokens (§6) and aliases resolved only
//! on the merged tree.

use std::collections::HashSet;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::ordered::OrderedMap;

use super::build::Builder;
use super::parse_file;
use super::{Permutation, Tokens};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity, SourceFile};
use crate::reader::json::{Json, JsonKind, Member};
use crate::rules::RuleId;

/// The version string the module requires.
pub const VERSION: &str = "2025.10";
/// Most permutations built; beyond it the first ones are used and a warning says so.
pub const MAX_PERMUTATIONS: usize = 256;

/// Most tokens and groups held by all the permutations together beyond the default
/// permutation's tree. The permutations share storage ([`super::shared`]): each holds only the
/// chunks it wrote, and all 256 permutations of 50,000 tokens where a modifier changes one
/// token hold 2% of this (72 MB in all, where whole trees took 4 GB). What it stops is a
/// resolver whose every context rewrites the whole tree: eight modifiers whose two contexts
/// each redefine all 50,000 tokens ran out of 24 GB; at this budget, a few of the permutations
/// are built, in a few hundred MB.
const MAX_PERMUTATION_NODES: usize = 1_000_000;

/// Permutations built at once (on up to four threads) before the total is checked again.
const PERMUTATIONS_AT_ONCE: usize = 4;

/// Whether `inputs` picks every modifier's default context. Only the modifiers in
/// `resolutionOrder` take part: one declared but never used does not make every permutation
/// non-default.
fn is_default(modifiers: &OrderedMap<String, Modifier<'_>>, inputs: &[(String, String)]) -> bool {
    inputs.iter().all(|(name, context)| {
        modifiers.get(name).is_some_and(|modifier| {
            let default = modifier
                .default
                .as_deref()
                .or_else(|| modifier.contexts.keys().next().map(String::as_str));
            default == Some(context.as_str())
        })
    })
}

const ROOT_KEYS: &[&str] = &[
    "name",
    "version",
    "description",
    "sets",
    "modifiers",
    "resolutionOrder",
    "$schema",
    "$defs",
    "$extensions",
];
const SET_KEYS: &[&str] = &["sources", "description", "$extensions"];
const MODIFIER_KEYS: &[&str] = &["contexts", "default", "description", "$extensions"];

/// Where a source's tokens come from.
enum Source<'a> {
    /// Tokens written in the resolver document (in a source list, or where a same-document
    /// pointer leads, such as `#/$defs/…`).
    Inline(&'a Json),
    /// A token file, by index into the files read.
    File(usize),
    /// A set declared under `sets`, by name, with the range of its `$ref`.
    Set(String, Range<usize>),
    /// A reference object with keys beside its `$ref` (§4.2.2): the referenced tokens with each
    /// top-level member the object also declares replaced by the object's own (shallowly, never
    /// merged). The value is the reference object itself.
    Extended(Box<Source<'a>>, &'a Json),
}

#[derive(Default)]
struct Modifier<'a> {
    contexts: OrderedMap<String, Vec<Source<'a>>>,
    default: Option<String>,
}

enum Item {
    Set(String),
    /// A set declared inline in `resolutionOrder`, by index into `Document::inline_sets`; it has
    /// no name other references could use (§4.1.6.1).
    InlineSet(usize),
    Modifier(String),
}

/// How [`load_resolver`] reads a token file the document references: the path (relative
/// paths resolved against the document's directory) and where the reference is. It reports its
/// own problems (at that place, for a file it refuses to read) and returns `None` then.
pub type ReadSource<'r> =
    dyn FnMut(&mut Diagnostics, &Path, Location) -> Option<Arc<SourceFile>> + 'r;

/// Reads a resolver document and builds the token tree of each permutation, reading the token
/// files it references through `read`.
pub fn load_resolver(
    diags: &mut Diagnostics,
    file: &Arc<SourceFile>,
    directory: &Path,
    read: &mut ReadSource<'_>,
) -> Tokens {
    let start = diags.as_slice().len();
    let tokens = load(diags, file, directory, read);
    diags.dedup_from(start);
    tokens
}

fn load(
    diags: &mut Diagnostics,
    file: &Arc<SourceFile>,
    directory: &Path,
    read: &mut ReadSource<'_>,
) -> Tokens {
    let Some(root) = parse_file(diags, file) else {
        return Tokens::empty();
    };
    let mut doc = Document {
        diags,
        file,
        root: None,
        set_refs: Vec::new(),
        inline_sets: Vec::new(),
        file_paths: Vec::new(),
        sets: OrderedMap::new(),
        modifiers: OrderedMap::new(),
        order: Vec::new(),
        valid: true,
    };
    doc.read(&root);
    if !doc.valid {
        return Tokens::empty();
    }
    // Read every referenced token file, then parse them all (the trees borrow their text).
    let files: Vec<Option<Arc<SourceFile>>> = doc
        .file_paths
        .iter()
        .map(|(path, span)| {
            let at = Location::new(file, span.clone());
            read(doc.diags, &directory.join(path), at)
        })
        .collect();
    let parsed: Vec<Option<Json>> = files
        .iter()
        .map(|f| f.as_ref().and_then(|f| parse_file(doc.diags, f)))
        .collect();
    let combinations = doc.permutations();
    // The items before the first modifier are the same in every permutation: built once, and
    // each permutation goes on from a copy (token values are shared between the copies).
    let shared = doc
        .order
        .iter()
        .position(|item| matches!(item, Item::Modifier(_)))
        .unwrap_or(doc.order.len());
    let mut builder = Builder::new(doc.diags);
    builder.report_overrides = false;
    builder.add_source(file);
    let sources = Sources {
        sets: &doc.sets,
        inline_sets: &doc.inline_sets,
        modifiers: &doc.modifiers,
        resolver: file,
        files: &files,
        parsed: &parsed,
    };
    for item in &doc.order[..shared] {
        sources.add_item(&mut builder, item, &[]);
    }
    let (mut start, _) = builder.into_parts();
    // Every permutation goes on from a clone of `start`, sharing its storage.
    start.freeze();
    // Permutations are independent: built on a few threads, findings kept in their order. They
    // are built a few at a time until what they hold beyond the default permutation reaches
    // [`MAX_PERMUTATION_NODES`]; the default permutation is always built (the stylesheet's
    // `:root` is made of it).
    if combinations.is_empty() {
        return Tokens::empty();
    }
    let default = combinations
        .iter()
        .position(|inputs| is_default(&doc.modifiers, inputs))
        .unwrap_or(0);
    let build = |inputs: &Vec<(String, String)>| {
        let mut diags = Diagnostics::new();
        let mut builder = Builder::on(start.clone(), &mut diags);
        builder.report_overrides = false;
        for item in &doc.order[shared..] {
            sources.add_item(&mut builder, item, inputs);
        }
        (builder.finish(), diags)
    };
    let first = build(&combinations[default]);
    // Until a permutation is measured, each is assumed to hold as much as the default's whole
    // tree; then as much as the largest so far.
    let mut each = first.0.nodes.len().max(1);
    let mut built: Vec<(usize, (super::TokenSet, Diagnostics))> = Vec::new();
    let mut held = 0;
    let mut rest = (0..combinations.len()).filter(|&i| i != default).peekable();
    let mut left_out = 0;
    while rest.peek().is_some() {
        let fit = MAX_PERMUTATION_NODES.saturating_sub(held) / each;
        let chunk: Vec<usize> = rest.by_ref().take(fit.min(PERMUTATIONS_AT_ONCE)).collect();
        if chunk.is_empty() {
            left_out = rest.count();
            break;
        }
        let sets = crate::parallel::map("uispec-resolver", None, &chunk, 1, |_, &i, _| {
            let (mut set, diags) = build(&combinations[i]);
            set.share_resolution(&first.0);
            (set, diags)
        });
        let mut largest = 1;
        for (&i, built_one) in chunk.iter().zip(sets) {
            let own = built_one.0.held_beyond(&first.0);
            held += own;
            largest = largest.max(own);
            built.push((i, built_one));
        }
        each = largest;
    }
    built.push((default, first));
    built.sort_unstable_by_key(|(i, _)| *i);
    if left_out > 0 {
        let mut warning = Diagnostic::new(
            RuleId::TOKEN_RESOLVER,
            Location::new(doc.file, 0..0),
            format!(
                "the resolver's {} permutations hold more than {MAX_PERMUTATION_NODES} tokens and groups beyond the default one's: {left_out} of them are not checked",
                combinations.len()
            ),
        )
        .with_help("use fewer modifiers or contexts, or have each context redefine only the tokens it changes");
        warning.severity = Severity::Warning;
        doc.diags.push(warning);
    }
    let mut permutations = Vec::with_capacity(built.len());
    for (i, (set, found)) in built {
        doc.diags.extend(found.into_vec());
        let inputs = combinations[i].clone();
        permutations.push(Permutation {
            is_default: is_default(&doc.modifiers, &inputs),
            inputs,
            set,
        });
    }
    Tokens { permutations }
}

/// What a resolver's items are made of, for building permutations.
struct Sources<'s, 'a> {
    sets: &'s OrderedMap<String, Vec<Source<'a>>>,
    inline_sets: &'s [Vec<Source<'a>>],
    modifiers: &'s OrderedMap<String, Modifier<'a>>,
    resolver: &'s Arc<SourceFile>,
    files: &'s [Option<Arc<SourceFile>>],
    parsed: &'s [Option<Json>],
}

impl Sources<'_, '_> {
    /// Adds the tokens of one `resolutionOrder` item; a modifier adds its context in `inputs`.
    fn add_item(&self, builder: &mut Builder<'_>, item: &Item, inputs: &[(String, String)]) {
        let (sets, resolver, files, parsed) = (self.sets, self.resolver, self.files, self.parsed);
        match item {
            Item::Set(name) => add_set(builder, sets, name, resolver, files, parsed, 0),
            Item::InlineSet(index) => add_sources(
                builder,
                sets,
                &self.inline_sets[*index],
                resolver,
                files,
                parsed,
                0,
            ),
            Item::Modifier(name) => {
                let context = inputs
                    .iter()
                    .find(|(m, _)| m == name)
                    .map(|(_, c)| c.as_str());
                if let Some(sources) =
                    context.and_then(|c| self.modifiers.get(name).and_then(|m| m.contexts.get(c)))
                {
                    add_sources(builder, sets, sources, resolver, files, parsed, 0);
                }
            }
        }
    }
}

fn add_sources<'a>(
    builder: &mut Builder<'_>,
    sets: &OrderedMap<String, Vec<Source<'a>>>,
    sources: &[Source<'a>],
    resolver: &Arc<SourceFile>,
    files: &[Option<Arc<SourceFile>>],
    parsed: &[Option<Json>],
    depth: usize,
) {
    for source in sources {
        match source {
            Source::Set(name, _) => {
                add_set(builder, sets, name, resolver, files, parsed, depth + 1)
            }
            Source::Extended(base, local) => {
                let span = local.span.clone();
                let local: Vec<Member> = props(local)
                    .iter()
                    .filter(|m| m.key != "$ref")
                    .cloned()
                    .collect();
                if let Some((file, mut root)) = document(base, resolver, files, parsed) {
                    if let JsonKind::Object(members) = &mut root.kind {
                        members.retain(|m| local.iter().all(|l| l.key != m.key));
                    }
                    builder.add_document(file, root);
                }
                let kind = JsonKind::Object(local);
                builder.add_document(resolver, Json { span, kind });
            }
            _ => {
                if let Some((file, root)) = document(source, resolver, files, parsed) {
                    builder.add_document(file, root);
                }
            }
        }
    }
}

/// The token document a file or inline source stands for, with its file. Every permutation
/// gets its own copy: the tree owns its values.
fn document<'f>(
    source: &Source<'_>,
    resolver: &'f Arc<SourceFile>,
    files: &'f [Option<Arc<SourceFile>>],
    parsed: &[Option<Json>],
) -> Option<(&'f Arc<SourceFile>, Json)> {
    match source {
        Source::Inline(value) => Some((resolver, (*value).clone())),
        Source::File(index) => match (files.get(*index), parsed.get(*index)) {
            (Some(Some(file)), Some(Some(root))) => Some((file, root.clone())),
            _ => None,
        },
        Source::Set(..) | Source::Extended(..) => None,
    }
}

fn add_set(
    builder: &mut Builder<'_>,
    sets: &OrderedMap<String, Vec<Source<'_>>>,
    name: &str,
    resolver: &Arc<SourceFile>,
    files: &[Option<Arc<SourceFile>>],
    parsed: &[Option<Json>],
    depth: usize,
) {
    // Cycles between sets were reported while reading; the depth bound keeps this finite.
    if depth > sets.len() {
        return;
    }
    if let Some(sources) = sets.get(name) {
        add_sources(builder, sets, sources, resolver, files, parsed, depth);
    }
}

struct Document<'a, 'd> {
    diags: &'d mut Diagnostics,
    file: &'d Arc<SourceFile>,
    /// The document's root, for same-document pointers.
    root: Option<&'a Json>,
    /// Every `#/sets/…` a source names, checked once all sets are known.
    set_refs: Vec<(String, Range<usize>)>,
    inline_sets: Vec<Vec<Source<'a>>>,
    /// Token files referenced, with the range of their `$ref`.
    file_paths: Vec<(PathBuf, Range<usize>)>,
    sets: OrderedMap<String, Vec<Source<'a>>>,
    modifiers: OrderedMap<String, Modifier<'a>>,
    order: Vec<Item>,
    valid: bool,
}

impl<'a> Document<'a, '_> {
    fn error(&mut self, span: Range<usize>, message: String, help: &str) {
        self.valid = false;
        self.diags.push(
            Diagnostic::new(
                RuleId::TOKEN_RESOLVER,
                Location::new(self.file, span),
                message,
            )
            .with_help(help),
        );
    }

    fn read(&mut self, root: &'a Json) {
        self.root = Some(root);
        let Some(object) = as_object(root) else {
            self.error(
                root.span.clone(),
                format!(
                    "a resolver document is a JSON object, found {}",
                    root.kind_name()
                ),
                "see the Resolver Module 2025.10",
            );
            return;
        };
        self.unknown_keys(object, ROOT_KEYS, "the resolver document");
        match member(object, "version") {
            Some(version) if version.as_str() == Some(VERSION) => {}
            Some(other) => self.error(
                other.span.clone(),
                "`version` must be \"2025.10\"".to_owned(),
                "earlier drafts used other strings; this is the released module's",
            ),
            None => self.error(
                object.span.start..object.span.start + 1,
                "missing `version`".to_owned(),
                "add \"version\": \"2025.10\"",
            ),
        }
        for key in ["name", "description"] {
            if let Some(value) = member(object, key).filter(|v| v.as_str().is_none()) {
                self.error(
                    value.span.clone(),
                    format!("`{key}` must be a string"),
                    "write text in double quotes",
                );
            }
        }
        if let Some(sets) = member(object, "sets") {
            match as_object(sets) {
                Some(sets) => {
                    for prop in props(sets) {
                        let name = prop.key.as_ref().to_owned();
                        let sources = self.set(&prop.value);
                        self.sets.insert(name, sources);
                    }
                }
                None => self.error(
                    sets.span.clone(),
                    "`sets` must be an object of named sets".to_owned(),
                    "write \"sets\": {\"base\": {\"sources\": […]}}",
                ),
            }
        }
        if let Some(modifiers) = member(object, "modifiers") {
            match as_object(modifiers) {
                Some(modifiers) => {
                    for prop in props(modifiers) {
                        let name = prop.key.as_ref().to_owned();
                        // An invalid modifier is still known by name, so references to it do
                        // not cascade into more errors.
                        let modifier = self.modifier(&prop.value, prop.key_span.clone());
                        self.modifiers.insert(name, modifier.unwrap_or_default());
                    }
                }
                None => self.error(
                    modifiers.span.clone(),
                    "`modifiers` must be an object of named modifiers".to_owned(),
                    "write \"modifiers\": {\"theme\": {\"contexts\": {…}}}",
                ),
            }
        }
        match member(object, "resolutionOrder") {
            Some(order) if order.as_array().is_some_and(<[Json]>::is_empty) => {
                self.error(
                    order.span.clone(),
                    "`resolutionOrder` cannot be empty".to_owned(),
                    "list the sets and modifiers to apply, in order",
                );
            }
            Some(Json {
                kind: JsonKind::Array(items),
                ..
            }) => {
                let mut names = HashSet::new();
                for item in items {
                    self.order_item(item, &mut names);
                }
            }
            Some(other) => self.error(
                other.span.clone(),
                "`resolutionOrder` must be an array".to_owned(),
                "write \"resolutionOrder\": [{\"$ref\": \"#/sets/base\"}]",
            ),
            None => self.error(
                object.span.start..object.span.start + 1,
                "missing `resolutionOrder`".to_owned(),
                "add \"resolutionOrder\": [{\"$ref\": \"#/sets/base\"}]",
            ),
        }
        self.check_set_refs();
        self.check_set_cycles();
    }

    fn unknown_keys(&mut self, object: &Json, known: &[&str], what: &str) {
        for prop in props(object) {
            let key = prop.key.as_ref();
            if !known.contains(&key) {
                let help = format!(
                    "the keys of {what} are {}",
                    known
                        .iter()
                        .map(|k| format!("`{k}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
                self.error(
                    prop.key_span.clone(),
                    format!("unknown key `{key}` in {what}"),
                    &help,
                );
            }
        }
    }

    fn set(&mut self, value: &'a Json) -> Vec<Source<'a>> {
        let Some(object) = as_object(value) else {
            self.error(
                value.span.clone(),
                "a set must be an object with `sources`".to_owned(),
                "write {\"sources\": […]}",
            );
            return Vec::new();
        };
        self.unknown_keys(object, SET_KEYS, "a set");
        match member(object, "sources") {
            Some(sources) => self.sources(sources, "a set"),
            None => {
                self.error(
                    object.span.start..object.span.start + 1,
                    "a set needs `sources`".to_owned(),
                    "write {\"sources\": [{\"$ref\": \"base.tokens.json\"}]}",
                );
                Vec::new()
            }
        }
    }

    fn modifier(&mut self, value: &'a Json, name_span: Range<usize>) -> Option<Modifier<'a>> {
        let Some(object) = as_object(value) else {
            self.error(
                value.span.clone(),
                "a modifier must be an object with `contexts`".to_owned(),
                "write {\"contexts\": {\"light\": […], \"dark\": […]}}",
            );
            return None;
        };
        self.unknown_keys(object, MODIFIER_KEYS, "a modifier");
        self.inline_modifier(object, name_span)
    }

    /// The contexts and default of a modifier object (named or inline).
    fn inline_modifier(
        &mut self,
        object: &'a Json,
        name_span: Range<usize>,
    ) -> Option<Modifier<'a>> {
        let Some(contexts) = member(object, "contexts") else {
            self.error(
                name_span,
                "a modifier needs `contexts`".to_owned(),
                "write \"contexts\": {\"light\": […], \"dark\": […]}",
            );
            return None;
        };
        let Some(contexts_object) = as_object(contexts) else {
            self.error(
                contexts.span.clone(),
                "`contexts` must be an object of named source lists".to_owned(),
                "write \"contexts\": {\"light\": […], \"dark\": […]}",
            );
            return None;
        };
        let mut map = OrderedMap::new();
        for prop in props(contexts_object) {
            let sources = self.sources(&prop.value, "a modifier context");
            map.insert(prop.key.as_ref().to_owned(), sources);
        }
        if map.len() < 2 {
            let message = if map.is_empty() {
                "a modifier's `contexts` cannot be empty"
            } else {
                "a modifier needs at least two contexts"
            };
            self.error(contexts.span.clone(), message.to_owned(), "a modifier chooses between contexts; with one there is nothing to choose: use a set");
        }
        let default = match member(object, "default") {
            Some(Json {
                span,
                kind: JsonKind::String(name),
            }) => {
                if !map.contains_key(name.as_ref()) {
                    let names: Vec<&str> = map.keys().map(String::as_str).collect();
                    self.error(
                        span.clone(),
                        format!("`default` \"{name}\" is not one of the contexts"),
                        &format!("contexts: {}", names.join(", ")),
                    );
                }
                Some(name.to_string())
            }
            Some(other) => {
                self.error(
                    other.span.clone(),
                    "`default` must be the name of a context".to_owned(),
                    "write \"default\": \"light\"",
                );
                None
            }
            None => None,
        };
        Some(Modifier {
            contexts: map,
            default,
        })
    }

    fn sources(&mut self, value: &'a Json, what: &str) -> Vec<Source<'a>> {
        let Some(items) = value.as_array() else {
            self.error(
                value.span.clone(),
                format!("the sources of {what} must be an array"),
                "write [{\"$ref\": \"base.tokens.json\"}, {…inline tokens…}]",
            );
            return Vec::new();
        };
        items
            .iter()
            .filter_map(|element| self.source(element))
            .collect()
    }

    fn source(&mut self, value: &'a Json) -> Option<Source<'a>> {
        self.source_via(value, &mut Vec::new())
    }

    /// A source, following same-document pointers; `via` holds the `$ref` ranges followed so
    /// far, so reference objects that lead to each other are reported, not looped on.
    fn source_via(&mut self, value: &'a Json, via: &mut Vec<Range<usize>>) -> Option<Source<'a>> {
        let Some(object) = as_object(value) else {
            self.error(
                value.span.clone(),
                format!(
                    "a source must be an object (a `$ref` or inline tokens), found {}",
                    value.kind_name()
                ),
                "write {\"$ref\": \"base.tokens.json\"}",
            );
            return None;
        };
        let Some(reference) = member(object, "$ref") else {
            return Some(Source::Inline(value));
        };
        let Some(text) = reference.as_str() else {
            self.error(
                reference.span.clone(),
                "`$ref` must be a string".to_owned(),
                "write {\"$ref\": \"base.tokens.json\"}",
            );
            return None;
        };
        let span = reference.span.clone();
        let base = match text.strip_prefix('#') {
            Some(pointer) => self.pointer_source(pointer, value, span.clone(), via)?,
            None => self.file_source(text, span.clone())?,
        };
        if props(object).len() == 1 {
            return Some(base);
        }
        // Overrides apply to one document; a set is several, and a target that has overrides
        // of its own would need them merged first.
        let refused = match &base {
            Source::Set(name, _) => Some(format!("the set `{name}`")),
            Source::Extended(..) => Some("a reference object with keys of its own".to_owned()),
            Source::Inline(_) | Source::File(_) => None,
        };
        if let Some(target) = refused {
            self.error(
                span,
                format!("keys beside a `$ref` to {target} are not supported"),
                "put the overriding tokens in a source of their own after it",
            );
            return None;
        }
        Some(Source::Extended(Box::new(base), value))
    }

    /// A same-document reference (§4.2, §4.2.1): a set by name, else whatever object the
    /// pointer leads to, except modifiers, `resolutionOrder` and the reference's own parents.
    fn pointer_source(
        &mut self,
        pointer: &str,
        object: &'a Json,
        span: Range<usize>,
        via: &mut Vec<Range<usize>>,
    ) -> Option<Source<'a>> {
        let segments: Vec<String> = pointer
            .split('/')
            .skip(1)
            .map(|s| s.replace("~1", "/").replace("~0", "~"))
            .collect();
        let refused = match segments.first().map(String::as_str) {
            _ if !pointer.is_empty() && !pointer.starts_with('/') => {
                Some("a pointer within the document starts with `#/`")
            }
            Some("modifiers") => Some(
                "a source cannot reference a modifier: sets and contexts include sets and token files only",
            ),
            Some("resolutionOrder") => Some("nothing may reference the `resolutionOrder`"),
            _ => None,
        };
        if let Some(message) = refused {
            self.error(
                span,
                message.to_owned(),
                "reference a set (`#/sets/name`), or a token file by relative path",
            );
            return None;
        }
        if let [sets, name] = segments.as_slice()
            && sets == "sets"
        {
            self.set_refs.push((name.clone(), span.clone()));
            return Some(Source::Set(name.clone(), span));
        }
        let Some(target) = self.root.and_then(|root| resolve_pointer(root, &segments)) else {
            self.error(
                span,
                format!("`#{pointer}` points at nothing in this document"),
                "check the pointer: segments are keys or array indices, `/` written `~1`",
            );
            return None;
        };
        let target_range = target.span.clone();
        let own = object.span.clone();
        if target_range.start <= own.start && own.end <= target_range.end {
            self.error(
                span,
                format!("`#{pointer}` includes this reference itself"),
                "a reference object cannot point at itself or at an object that contains it",
            );
            return None;
        }
        if via.contains(&span) {
            self.error(
                span,
                "these reference objects point at each other, so none has a value".to_owned(),
                "make one of them inline tokens or a token file",
            );
            return None;
        }
        via.push(span);
        self.source_via(target, via)
    }

    /// A token file, relative to the resolver; remote files and parts of other documents are
    /// reported, not read.
    fn file_source(&mut self, text: &str, span: Range<usize>) -> Option<Source<'a>> {
        if text.contains("://") {
            self.error(
                span,
                format!("remote sources are not read: \"{text}\""),
                "download the file and reference it by relative path",
            );
            return None;
        }
        if text.contains('#') {
            self.error(
                span,
                format!("references into other documents are not supported: \"{text}\""),
                "reference the token file itself",
            );
            return None;
        }
        let index = match self
            .file_paths
            .iter()
            .position(|(p, _)| p == Path::new(text))
        {
            Some(index) => index,
            None => {
                self.file_paths.push((PathBuf::from(text), span));
                self.file_paths.len() - 1
            }
        };
        Some(Source::File(index))
    }

    /// Every set a source names must be declared under `sets` (inline sets in
    /// `resolutionOrder` cannot be referenced, §4.1.6.1).
    fn check_set_refs(&mut self) {
        for (name, span) in std::mem::take(&mut self.set_refs) {
            if !self.sets.contains_key(&name) {
                let names: Vec<&str> = self.sets.keys().map(String::as_str).collect();
                let help = match crate::reader::did_you_mean(&name, &names) {
                    Some(close) => format!("did you mean `{close}`?"),
                    None if names.is_empty() => "declare it under `sets`".to_owned(),
                    None => format!("the sets are {}", crate::reader::list(&names)),
                };
                self.error(
                    span,
                    format!("there is no set `{name}` under `sets`"),
                    &help,
                );
            }
        }
    }

    fn order_item(&mut self, item: &'a Json, names: &mut HashSet<String>) {
        let span = item.span.clone();
        let Some(object) = as_object(item) else {
            self.error(
                span,
                "a `resolutionOrder` entry must be an object".to_owned(),
                "write {\"$ref\": \"#/sets/base\"}",
            );
            return;
        };
        let (name, entry) = if let Some(reference) = member(object, "$ref") {
            let text = match reference.as_str() {
                Some(text) => text.to_owned(),
                None => {
                    self.error(
                        reference.span.clone(),
                        "`$ref` must be a string".to_owned(),
                        "write {\"$ref\": \"#/sets/base\"}",
                    );
                    return;
                }
            };
            let span = reference.span.clone();
            if let Some(name) = text.strip_prefix("#/sets/") {
                if !self.sets.contains_key(name) {
                    self.error(
                        span,
                        format!("there is no set `{name}`"),
                        "define it under `sets`",
                    );
                    return;
                }
                (name.to_owned(), Item::Set(name.to_owned()))
            } else if let Some(name) = text.strip_prefix("#/modifiers/") {
                if !self.modifiers.contains_key(name) {
                    self.error(
                        span,
                        format!("there is no modifier `{name}`"),
                        "define it under `modifiers`",
                    );
                    return;
                }
                (name.to_owned(), Item::Modifier(name.to_owned()))
            } else if text.starts_with("#/resolutionOrder") {
                self.error(
                    span,
                    "nothing may reference the `resolutionOrder` itself".to_owned(),
                    "reference a set or a modifier",
                );
                return;
            } else {
                self.error(
                    span,
                    format!("`{text}` is neither a set nor a modifier"),
                    "write {\"$ref\": \"#/sets/name\"} or {\"$ref\": \"#/modifiers/name\"}",
                );
                return;
            }
        } else {
            let kind = member(object, "type").and_then(Json::as_str);
            let Some(name) = member(object, "name").and_then(Json::as_str) else {
                self.error(
                    span.start..span.start + 1,
                    "an inline entry needs a `name`".to_owned(),
                    "add \"name\": \"…\"",
                );
                return;
            };
            let name = name.to_owned();
            match kind {
                Some("set") => {
                    self.unknown_keys(
                        object,
                        &["type", "name", "sources", "description", "$extensions"],
                        "an inline set",
                    );
                    let sources = match member(object, "sources") {
                        Some(sources) => self.sources(sources, "an inline set"),
                        None => {
                            self.error(
                                span.start..span.start + 1,
                                "an inline set needs `sources`".to_owned(),
                                "add \"sources\": […]",
                            );
                            Vec::new()
                        }
                    };
                    self.inline_sets.push(sources);
                    (name, Item::InlineSet(self.inline_sets.len() - 1))
                }
                Some("modifier") => {
                    self.unknown_keys(
                        object,
                        &[
                            "type",
                            "name",
                            "contexts",
                            "default",
                            "description",
                            "$extensions",
                        ],
                        "an inline modifier",
                    );
                    let Some(modifier) = self.inline_modifier(object, span.clone()) else {
                        return;
                    };
                    self.modifiers.insert(name.clone(), modifier);
                    (name.clone(), Item::Modifier(name))
                }
                _ => {
                    self.error(
                        span.start..span.start + 1,
                        "an inline entry needs `\"type\": \"set\"` or `\"type\": \"modifier\"`"
                            .to_owned(),
                        "add the `type`",
                    );
                    return;
                }
            }
        };
        if !names.insert(name.clone()) {
            self.error(
                span,
                format!("`{name}` appears twice in `resolutionOrder`"),
                "each set and modifier is applied once",
            );
            return;
        }
        self.order.push(entry);
    }

    /// Sets that include each other (directly or not) have no defined content.
    fn check_set_cycles(&mut self) {
        let names: Vec<String> = self.sets.keys().cloned().collect();
        for start in names {
            let mut path = vec![(start.clone(), 0..0)];
            if let Some(cycle) = self
                .find_cycle(&start, &mut path)
                .filter(|cycle| cycle[0].0 == start)
            {
                let mut names: Vec<&str> = cycle.iter().map(|(name, _)| name.as_str()).collect();
                names.push(&start);
                let message = format!("sets include each other: {}", names.join(" → "));
                let span = cycle.get(1).map_or(0..0, |(_, span)| span.clone());
                self.error(
                    span,
                    message,
                    "a set cannot include itself, directly or through other sets",
                );
                return;
            }
        }
    }

    /// A cycle through `current`: the sets on it, each with the `$ref` that led to it.
    fn find_cycle(
        &self,
        current: &str,
        path: &mut Vec<(String, Range<usize>)>,
    ) -> Option<Vec<(String, Range<usize>)>> {
        for source in self.sets.get(current)? {
            if let Source::Set(next, span) = source {
                if let Some(index) = path.iter().position(|(p, _)| p == next) {
                    let mut cycle = path[index..].to_vec();
                    if cycle.len() == 1 {
                        cycle.push((next.clone(), span.clone()));
                    }
                    return Some(cycle);
                }
                if path.len() > self.sets.len() {
                    return None;
                }
                path.push((next.clone(), span.clone()));
                if let Some(cycle) = self.find_cycle(next, path) {
                    return Some(cycle);
                }
                path.pop();
            }
        }
        None
    }

    /// Every combination of contexts, modifiers in resolution order, at most
    /// [`MAX_PERMUTATIONS`].
    fn permutations(&mut self) -> Vec<Vec<(String, String)>> {
        let mut combinations: Vec<Vec<(String, String)>> = vec![Vec::new()];
        let mut truncated = false;
        for item in &self.order {
            let Item::Modifier(name) = item else { continue };
            let Some(modifier) = self.modifiers.get(name) else {
                continue;
            };
            let mut next = Vec::new();
            'outer: for combination in &combinations {
                for context in modifier.contexts.keys() {
                    if next.len() == MAX_PERMUTATIONS {
                        truncated = true;
                        break 'outer;
                    }
                    let mut extended = combination.clone();
                    extended.push((name.clone(), context.clone()));
                    next.push(extended);
                }
            }
            combinations = next;
        }
        if truncated {
            let mut warning = Diagnostic::new(
                RuleId::TOKEN_RESOLVER,
                Location::new(self.file, 0..0),
                format!("the modifiers have more than {MAX_PERMUTATIONS} combinations: only the first {MAX_PERMUTATIONS} are checked"),
            )
            .with_help("use the `default` policy, or fewer contexts");
            warning.severity = Severity::Warning;
            self.diags.push(warning);
        }
        combinations
    }
}

/// The value a JSON Pointer's decoded segments lead to from `root` (RFC 6901).
fn resolve_pointer<'a>(root: &'a Json, segments: &[String]) -> Option<&'a Json> {
    segments
        .iter()
        .try_fold(root, |value, segment| match &value.kind {
            JsonKind::Object(_) => value.get(segment),
            JsonKind::Array(items) => items.get(segment.parse::<usize>().ok()?),
            _ => None,
        })
}

/// `value` when it is an object.
fn as_object(value: &Json) -> Option<&Json> {
    value.members().map(|_| value)
}

/// The members of an object (none for other values).
fn props(object: &Json) -> &[Member] {
    object.members().unwrap_or_default()
}

fn member<'a>(object: &'a Json, key: &str) -> Option<&'a Json> {
    object.get(key)
}
