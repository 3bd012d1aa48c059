//! Design tokens: a W3C DTCG 2025.10 engine (Format Module, Resolver Module) that answers
//! "does `{x.y}` exist, what is it, and why not".
//!
//! Data flows one way: files → strict JSON with byte ranges → the token tree (`build`) →
//! `$extends` applied (`extends`) → aliases, cycles and types (`resolve`) → values checked
//! against their types (`values`); `query` answers questions of the resolved tree. Every step reports [`Diagnostic`](crate::Diagnostic)s and
//! carries on; nothing here panics on any input or recurses without a bound.
//!
//! ```
//! use uispec_core::{Diagnostics, SourceFile};
//! use uispec_core::tokens::{TokenType, parse_token_files};
//!
//! let file = SourceFile::new("tokens/base.tokens.json", r##"{
//!   "color": {
//!     "$type": "color",
//!     "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
//!     "accent": {"$value": "{color.blue}"}
//!   }
//! }"##);
//! let mut diags = Diagnostics::new();
//! let tokens = parse_token_files(&mut diags, &[file]);
//! assert!(diags.is_empty());
//! let accent = tokens.lookup(&["color", "accent"]).unwrap();
//! assert_eq!(tokens.token_type(accent), Some(TokenType::Color));
//! let chain = tokens.resolve(&["color", "accent"]).unwrap();
//! assert_eq!(tokens.reference_of(*chain.last().unwrap()), "{color.blue}");
//! let missing = tokens.lookup(&["color", "bleu"]).unwrap_err();
//! assert_eq!(missing.help.as_deref(), Some("did you mean {color.blue}?"));
//! ```

mod build;
mod extends;
pub mod legacy;
mod load;
mod model;
pub use crate::reference;
mod query;
mod resolve;
pub mod resolver;
mod shared;
mod values;

use std::sync::Arc;

pub use crate::config::{Policy, TokenOptions};
pub use load::{load_tokens, load_tokens_with};
pub use model::{Deprecation, Extra, Node, NodeId, NodeKind, ROOT, TokenSet, TokenType};
pub(crate) use query::MAX_VALUE_PARTS;
pub(crate) use query::SHARED_SUGGESTION_CELLS;
pub use query::{MAX_CHAIN, PointerTarget, ReferenceError};
pub use shared::Children;

use crate::diagnostics::{Diagnostics, SourceFile};

/// Reads a token or resolver file as strict JSON, with the token files' vocabulary.
pub(crate) fn parse_file(
    diags: &mut Diagnostics,
    file: &Arc<SourceFile>,
) -> Option<crate::reader::json::Json> {
    crate::reader::json::parse(diags, file, crate::reader::json::Vocabulary::Tokens)
}

/// The token trees of a project: one, or one per permutation of a resolver's modifier
/// contexts.
#[derive(Debug, Clone)]
pub struct Tokens {
    /// Every permutation built (a single one, with no inputs, without a resolver).
    pub permutations: Vec<Permutation>,
}

/// One combination of modifier contexts and its token tree.
#[derive(Debug, Clone)]
pub struct Permutation {
    /// `(modifier, context)` pairs, in resolution order; empty without a resolver.
    pub inputs: Vec<(String, String)>,
    /// The resolved tree.
    pub set: TokenSet,
    /// Whether every modifier is at its `default` context (its first when it has none).
    pub is_default: bool,
}

impl Permutation {
    /// The attributes of `<html>` that select the permutation in the stylesheet: each
    /// modifier's `data-*` attribute with its context (`data-theme="dark"`).
    pub fn attributes(&self) -> Vec<(String, String)> {
        (self.inputs.iter())
            .map(|(modifier, context)| (crate::naming::data_attribute(modifier), context.clone()))
            .collect()
    }

    /// How every front end names the permutation (hover tables, completion details, the
    /// documentation site): its context when the resolver has one modifier (`dark`),
    /// `modifier=context` pairs when it has several (`theme=dark, density=compact`), `default`
    /// without a resolver.
    pub fn label(&self) -> String {
        match self.inputs.as_slice() {
            [] => "default".to_owned(),
            [(_, context)] => context.clone(),
            inputs => inputs
                .iter()
                .map(|(modifier, context)| format!("{modifier}={context}"))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

impl Tokens {
    /// No tokens at all.
    pub fn empty() -> Self {
        Tokens {
            permutations: Vec::new(),
        }
    }

    /// The tokens of plain token files: one permutation.
    pub fn single(set: TokenSet) -> Self {
        Tokens {
            permutations: vec![Permutation {
                inputs: Vec::new(),
                set,
                is_default: true,
            }],
        }
    }

    /// The default permutation's tree, if there is any tree.
    pub fn default_set(&self) -> Option<&TokenSet> {
        self.permutations
            .iter()
            .find(|p| p.is_default)
            .or(self.permutations.first())
            .map(|p| &p.set)
    }

    /// Checks a curly-brace path under `policy`: `Ok` with the token in the default (or first
    /// matching) permutation, `Err` with the reason and the permutations that lack it.
    pub fn check(
        &self,
        segments: &[&str],
        policy: Policy,
    ) -> Result<(&TokenSet, NodeId), Unresolved> {
        self.check_within(segments, policy, &mut SHARED_SUGGESTION_CELLS.clone())
    }

    /// [`Tokens::check`] with the "did you mean" search drawing on `cells`, a budget the
    /// caller shares among its references (one spec's tokenMapping).
    pub(crate) fn check_within(
        &self,
        segments: &[&str],
        policy: Policy,
        cells: &mut usize,
    ) -> Result<(&TokenSet, NodeId), Unresolved> {
        let mut found = None;
        let mut missing = Vec::new();
        let mut first_error = None;
        for permutation in &self.permutations {
            if policy == Policy::Default && !permutation.is_default {
                continue;
            }
            // Only the first failure is reported, so only it gets a "did you mean" search.
            let cells = if first_error.is_none() {
                &mut *cells
            } else {
                &mut 0
            };
            match permutation.set.lookup_within(segments, cells) {
                Ok(id) => {
                    if found.is_none() || permutation.is_default {
                        found = Some((&permutation.set, id));
                    }
                }
                Err(error) => {
                    first_error.get_or_insert(error);
                    missing.push(permutation.inputs.clone());
                }
            }
        }
        let fails = match policy {
            Policy::All | Policy::Default => !missing.is_empty() || found.is_none(),
            Policy::Any => found.is_none(),
        };
        match (fails, found, first_error) {
            (false, Some(found), _) => Ok(found),
            (_, _, error) => Err(Unresolved {
                error: error.unwrap_or_else(|| ReferenceError {
                    message: format!(
                        "{{{}}} is not defined: there are no tokens",
                        segments.join(".")
                    ),
                    help: Some("configure `[tokens] paths` in uispec.toml".to_owned()),
                }),
                missing_in: missing,
            }),
        }
    }
}

/// A reference that does not resolve under the policy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unresolved {
    /// Why (from the first permutation that lacks it).
    pub error: ReferenceError,
    /// The permutations (their inputs) that lack it; one empty list without a resolver.
    pub missing_in: Vec<Vec<(String, String)>>,
}

/// Reads token files held in memory, merged in the order given (a later definition of a token
/// replaces the earlier one whole), and resolves them.
pub fn parse_token_files(diags: &mut Diagnostics, files: &[Arc<SourceFile>]) -> TokenSet {
    let start = diags.as_slice().len();
    let set = build_files(diags, files, false, |builder, file| {
        let root = parse_file(builder.diags(), file)?;
        builder.add_document(file, root);
        Some(())
    });
    diags.dedup_from(start);
    diags.sort_from(start);
    set
}

/// Files smaller than this are parsed in one go: their parsed form is small anyway.
const STREAM_MIN_BYTES: usize = 64 * 1024;

/// Whether a file is streamed (built member by member as it is parsed): large DTCG files.
pub(crate) fn worth_streaming(file: &SourceFile) -> bool {
    file.text().len() >= STREAM_MIN_BYTES && file.text().contains("\"$value\"")
}

/// Builds a tree from `files`: large DTCG files are streamed, the others go through `add`
/// (parse, then add the document). If streaming fails on a file (bad JSON, a token at the root),
/// everything is built again without streaming, so the sequential path reports the problem.
pub(crate) fn build_files(
    diags: &mut Diagnostics,
    files: &[Arc<SourceFile>],
    compat: bool,
    mut add: impl FnMut(&mut build::Builder<'_>, &Arc<SourceFile>) -> Option<()>,
) -> TokenSet {
    let start = diags.as_slice().len();
    if files.iter().any(|f| worth_streaming(f)) {
        let mut builder = build::Builder::new(diags);
        builder.compat = compat;
        let streamed = files.iter().all(|file| {
            if worth_streaming(file) {
                builder.stream_document(file)
            } else {
                let _ = add(&mut builder, file);
                true
            }
        });
        if streamed {
            return builder.finish();
        }
        diags.truncate(start);
    }
    let mut builder = build::Builder::new(diags);
    builder.compat = compat;
    for file in files {
        let _ = add(&mut builder, file);
    }
    builder.finish()
}

impl build::Builder<'_> {
    /// Applies `$extends`, resolves aliases and types, and checks values.
    pub(crate) fn finish(self) -> TokenSet {
        let (mut set, diags) = self.into_parts();
        extends::apply(&mut set, diags);
        resolve::resolve(&mut set, diags);
        values::check(&set, diags);
        set
    }
}
