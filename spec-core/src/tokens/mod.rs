//! Design tokens: a W3C DTCG 2025.10 engine (Format Module, Resolver Module) that answers
//! "does `{x.y}` exist, what is it, and why not".
//!
//! Data flows one way: files → strict JSON with byte ranges → the token tree (`build`) →
//! `$extends` applied (`extends`) → aliases, cycles and types (`resolve`) → values checked
//! against their types (`values`). Every step reports [`Diagnostic`](crate::Diagnostic)s and
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
pub mod json;
mod model;
pub mod reference;
mod resolve;
mod values;

use std::sync::Arc;

pub use model::{Deprecation, Node, NodeId, NodeKind, ROOT, TokenSet, TokenType};
pub use resolve::{MAX_CHAIN, ReferenceError, Target};

use crate::diagnostics::{Diagnostics, SourceFile};

/// Reads token files held in memory, merged in the order given (a later definition of a token
/// replaces the earlier one whole), and resolves them.
pub fn parse_token_files(diags: &mut Diagnostics, files: &[Arc<SourceFile>]) -> TokenSet {
    let start = diags.as_slice().len();
    let mut builder = build::Builder::new(diags);
    for file in files {
        if let Some(root) = crate::reader::json::parse(builder.diags(), file) {
            builder.add_document(file, &root);
        }
    }
    let set = builder.finish();
    diags.dedup_from(start);
    set
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
