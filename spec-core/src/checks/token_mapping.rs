//! `token-mapping-syntax`, `token-mapping-selector` and `token-missing`: every `tokenMapping`
//! entry of a spec follows the grammar `part.property[:state][axis=value]` → `{token.path}`,
//! its part, state and selectors are the spec's own, and every token it references exists in the project's token files — in every permutation of a
//! resolver, or as the `[tokens] policy` says. For a token that exists: `token-deprecated` and
//! `token-type-mismatch` (its resolved `$type` cannot fit the mapped property).

use std::collections::{BTreeMap, HashSet};
use std::ops::Range;
use std::sync::Arc;

use crate::diagnostics::{Diagnostic, Diagnostics, Location, SourceFile};
use crate::properties;
use crate::reader::suggestion;
use crate::reader::{SpecDocument, push_pointer};
use crate::rules::RuleId;
use crate::token_mapping::{KEY_GRAMMAR, MappingKey};
use crate::tokens::{Deprecation, NodeId, Policy, TokenSet, Tokens};

/// A spec's reference to a token in a file with conformance findings: where a finding makes
/// the reference unusable (the token's object, and each token its alias chain goes through).
#[derive(Debug, Clone)]
pub struct SuspectUse {
    /// The tokenMapping key that references the token.
    pub key: String,
    /// The reference as written (`{color.action.primary}`).
    pub reference: String,
    /// The objects of the token and the tokens it aliases, in their files.
    pub spans: Vec<(Arc<SourceFile>, Range<usize>)>,
}

/// Checks the token mapping of one spec: its keys against the spec's own parts, states and
/// variants, and its references against the project's tokens. `no_token_files` names
/// where tokens were looked for when none were found, for a better hint. References to tokens
/// defined in `suspect` files (paths of token files with conformance findings) are returned,
/// for [`unusable_tokens`].
pub fn check_token_mapping(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    tokens: &Tokens,
    policy: Policy,
    no_token_files: Option<&str>,
    suspect: &HashSet<&str>,
) -> Vec<SuspectUse> {
    let mut uses = Vec::new();
    let mut unchecked = 0;
    let mut suggestion_cells = crate::tokens::SHARED_SUGGESTION_CELLS;
    for entry in doc.mapping() {
        let (key, value) = (entry.key, entry.value);
        // Locations are looked up only for findings: building a file's source map costs more
        // than checking it.
        let pointer = || push_pointer("/tokenMapping", key);
        let parsed = entry.parsed;
        if let Ok(parsed) = &parsed {
            selectors(diags, doc, key, parsed);
        }
        if let Err(error) = &parsed {
            let span = error.span.start..error.span.end.max(error.span.start + 1);
            diags.push(
                Diagnostic::new(
                    RuleId::TOKEN_MAPPING_SYNTAX,
                    within_key(doc, key, span),
                    format!("invalid tokenMapping key \"{key}\""),
                )
                .with_label(error.message.clone())
                .with_help(format!(
                    "keys are `{KEY_GRAMMAR}`, e.g. \"root.background:hover[variant=primary]\""
                )),
            );
        }
        let location = || doc.location(&pointer());
        let segments = match entry.reference {
            Ok(segments) => segments,
            Err(error) => {
                diags.push(
                    Diagnostic::new(
                        RuleId::TOKEN_MAPPING_SYNTAX,
                        location(),
                        format!("invalid token reference \"{value}\""),
                    )
                    .with_label(error.message.clone())
                    .with_help("write one reference in braces: \"{color.text.default}\""),
                );
                continue;
            }
        };
        if no_token_files.is_some() {
            unchecked += 1;
            continue;
        }
        let found = tokens.check_within(&segments, policy, &mut suggestion_cells);
        if let Ok((set, id)) = &found {
            let property = parsed.as_ref().ok().map(|key| key.property.text);
            deprecated_or_mistyped(diags, property, value, &location, set, *id);
            // Most projects have no suspect file: then no chain is collected (40,000 references
            // each cloned and dropped a list of shared file handles).
            let spans = if suspect.is_empty() {
                Vec::new()
            } else {
                set.chain_spans(*id)
            };
            if spans.iter().any(|(file, _)| suspect.contains(file.path())) {
                uses.push(SuspectUse {
                    key: key.to_owned(),
                    reference: value.to_owned(),
                    spans,
                });
            }
        }
        if let Err(unresolved) = found {
            let mut message = unresolved.error.message.clone();
            if tokens.permutations.len() > 1 && !unresolved.missing_in.is_empty() {
                let contexts: Vec<String> = unresolved
                    .missing_in
                    .iter()
                    .take(3)
                    .map(|inputs| {
                        inputs
                            .iter()
                            .map(|(m, c)| format!("{m}={c}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    })
                    .collect();
                let more = unresolved.missing_in.len().saturating_sub(3);
                message.push_str(&format!(
                    " (missing when {}{})",
                    contexts.join("; "),
                    if more > 0 {
                        format!("; and {more} more")
                    } else {
                        String::new()
                    }
                ));
            }
            let help = unresolved
                .error
                .help
                .unwrap_or_else(|| "define the token, or reference an existing one".to_owned());
            diags.push(
                Diagnostic::new(RuleId::TOKEN_MISSING, location(), message)
                    .with_label("no such token")
                    .with_help(help),
            );
        }
    }
    // Without any token file, one finding per spec says so instead of one per reference.
    if let (Some(place), true) = (no_token_files, unchecked > 0) {
        let noun = if unchecked == 1 {
            "reference"
        } else {
            "references"
        };
        diags.push(
            Diagnostic::new(
                RuleId::TOKEN_MISSING,
                doc.key_location("/tokenMapping"),
                format!("{unchecked} token {noun} cannot resolve: there are no token files"),
            )
            .with_label("references tokens")
            .with_help(format!(
                "no token files were found in {place}: add them, or configure `[tokens] paths` in uispec.toml"
            )),
        );
    }
    uses
}

/// Where the bytes `range` of the tokenMapping key `key` are in `doc`'s file: the key's text
/// starts after its opening quote, and the range is kept within the key. Looked up only for a
/// finding (it builds the file's source map).
fn within_key(doc: &SpecDocument, key: &str, range: Range<usize>) -> Location {
    let key_span = doc.key_location(&push_pointer("/tokenMapping", key)).span;
    let at = |offset: usize| (key_span.start + 1 + offset).min(key_span.end);
    Location::new(&doc.file, at(range.start)..at(range.end))
}

/// `token-mapping-selector`: the part, the state and each `[axis=value]` of a well-formed key
/// are the spec's own (parts and states only when the spec lists any). The lists for the help
/// are built only for a finding.
fn selectors(diags: &mut Diagnostics, doc: &SpecDocument, key: &str, parsed: &MappingKey) {
    let spec = &doc.spec;
    let mut report = |range, message: String, label: &str, help: String| {
        diags.push(
            Diagnostic::new(
                RuleId::TOKEN_MAPPING_SELECTOR,
                within_key(doc, key, range),
                message,
            )
            .with_label(label.to_owned())
            .with_help(help),
        );
    };
    let part = parsed.part.text;
    if !spec.anatomy.is_empty() && !spec.anatomy.iter().any(|p| p.name == part) {
        let parts: Vec<&str> = spec.anatomy.iter().map(|p| p.name.as_str()).collect();
        report(
            parsed.part.span.clone(),
            format!("`{part}` is not an anatomy part of `{}`", spec.name),
            "unknown part",
            suggestion(part, &parts, "anatomy parts"),
        );
    }
    if let Some(state) = &parsed.state
        && !spec.states.is_empty()
        && !spec.states.iter().any(|s| s == state.text)
    {
        let states: Vec<&str> = spec.states.iter().map(String::as_str).collect();
        report(
            state.span.clone(),
            format!("`{}` is not a state of `{}`", state.text, spec.name),
            "unknown state",
            suggestion(state.text, &states, "states"),
        );
    }
    for (axis, value) in &parsed.selectors {
        match spec.variants.iter().find(|v| v.name == axis.text) {
            None => {
                let axes: Vec<&str> = spec.variants.iter().map(|v| v.name.as_str()).collect();
                report(
                    axis.span.clone(),
                    format!("`{}` is not a variant axis of `{}`", axis.text, spec.name),
                    "unknown axis",
                    suggestion(axis.text, &axes, "variant axes"),
                );
            }
            Some(variant) if !variant.values.iter().any(|v| v == value.text) => {
                let values: Vec<&str> = variant.values.iter().map(String::as_str).collect();
                report(
                    value.span.clone(),
                    format!(
                        "`{}` is not a value of the variant axis `{}`",
                        value.text, axis.text
                    ),
                    "unknown value",
                    suggestion(value.text, &values, "values"),
                );
            }
            Some(_) => {}
        }
    }
}

/// The conformance findings of token files as reported: each is kept as it is (a warning below
/// `strict`), except one inside a token a spec references whose type or value it is about (the
/// token cannot be used): that one becomes an error at every level, with the reference shown.
/// `uses` pairs each spec with the references [`check_token_mapping`] returned for it.
pub fn unusable_tokens(
    token_diags: &Diagnostics,
    uses: &[(&SpecDocument, &[SuspectUse])],
) -> Diagnostics {
    // Every token object a reference depends on, by file and first byte; the first reference
    // (in spec order) is the one shown. Token objects do not nest, so the one that can hold a
    // finding is the last starting at or before it: one lookup per finding.
    let mut objects: BTreeMap<(&str, usize), (usize, &SpecDocument, &SuspectUse)> = BTreeMap::new();
    for (doc, uses) in uses {
        for token_use in *uses {
            for (file, span) in &token_use.spans {
                objects
                    .entry((file.path(), span.start))
                    .or_insert((span.end, doc, token_use));
            }
        }
    }
    let mut out = Diagnostics::new();
    for diagnostic in token_diags.as_slice() {
        let mut diagnostic = diagnostic.clone();
        let breaks_value = [
            RuleId::TOKEN_TYPE,
            RuleId::TOKEN_VALUE,
            RuleId::TOKEN_REFERENCE_TYPE,
        ]
        .contains(&diagnostic.rule);
        let at = &diagnostic.primary;
        let referenced = breaks_value
            .then(|| {
                objects
                    .range(..=(at.file.path(), at.span.start))
                    .next_back()
            })
            .flatten()
            .filter(|((path, _), (end, _, _))| *path == at.file.path() && at.span.end <= *end)
            .map(|(_, (_, doc, found))| (*doc, *found));
        if let Some((doc, found)) = referenced {
            diagnostic.severity = crate::Severity::Error;
            let location = doc.location(&push_pointer("/tokenMapping", &found.key));
            diagnostic = diagnostic.with_related(
                location,
                format!(
                    "{} is referenced here, so this is an error at every level",
                    found.reference
                ),
            );
        }
        out.push(diagnostic);
    }
    out
}

/// `token-deprecated` and `token-type-mismatch` for a reference that resolved.
fn deprecated_or_mistyped(
    diags: &mut Diagnostics,
    property: Option<&str>,
    value: &str,
    location: &dyn Fn() -> Location,
    set: &TokenSet,
    id: NodeId,
) {
    if let Some(deprecation) = set.deprecation(id) {
        let reason = match deprecation {
            Deprecation::Reason(reason) => format!(": {reason}"),
            _ => String::new(),
        };
        diags.push(
            Diagnostic::new(
                RuleId::TOKEN_DEPRECATED,
                location(),
                format!("{value} is deprecated{reason}"),
            )
            .with_label("deprecated token")
            .with_related(set.location(id), "deprecated here")
            .with_help(
                "reference its replacement; `[rules] token-deprecated = \"allow\"` accepts it",
            ),
        );
    }
    let Some(property) = property else {
        return;
    };
    let (Some(expected), Some(actual)) = (properties::types(property), set.token_type(id)) else {
        return;
    };
    if expected.contains(&actual) {
        return;
    }
    let expected: Vec<String> = expected.iter().map(|t| format!("`{t}`")).collect();
    diags.push(
        Diagnostic::new(
            RuleId::TOKEN_TYPE_MISMATCH,
            location(),
            format!(
                "{value} is a `{actual}` token, and `{property}` takes {}",
                expected.join(" or ")
            ),
        )
        .with_label(format!("`{actual}` token"))
        .with_related(set.location(id), format!("the `{actual}` token"))
        .with_help("reference a token of the property's type"),
    );
}
