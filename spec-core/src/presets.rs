//! The ten built-in presets and the starter design tokens they reference.
//!
//! Presets are JSON files in `spec-core/presets/`, embedded at compile time. Their token
//! references follow the one semantic naming scheme documented in `docs/token-naming.md`, and
//! every one of them is defined in [`STARTER_TOKENS`] (a test checks this), so a project made
//! with `uispec init` and `uispec add` validates cleanly.

use serde_json::json;

use crate::diagnostics::{Diagnostics, SourceFile};
use crate::model::ComponentSpec;
use crate::reader::read_spec;

/// A built-in preset.
#[derive(Debug, Clone, Copy)]
pub struct Preset {
    /// Preset id, matched case-insensitively by `uispec add` (`button`).
    pub id: &'static str,
    /// Version of the preset's content, stamped into written specs as `x-preset.version`.
    /// Bump it whenever the preset's JSON changes, so later tools can tell an old preset from a
    /// user's edits.
    pub version: u32,
    /// The preset's JSON text.
    pub json: &'static str,
}

macro_rules! preset {
    ($id:literal, $version:literal) => {
        Preset {
            id: $id,
            version: $version,
            json: include_str!(concat!("../presets/", $id, ".json")),
        }
    };
}

/// Every preset, in the order `uispec add --list-presets` shows them.
pub static PRESETS: &[Preset] = &[
    preset!("button", 1),
    preset!("input", 1),
    preset!("select", 1),
    preset!("checkbox", 1),
    preset!("dialog", 1),
    preset!("card", 1),
    preset!("avatar", 1),
    preset!("badge", 1),
    preset!("tabs", 1),
    preset!("textarea", 1),
];

/// The starter DTCG 2025.10 token file written by `uispec init`: a primitive palette under
/// `base` and the semantic tokens every preset references.
pub const STARTER_TOKENS: &str = include_str!("../presets/starter.tokens.json");

impl Preset {
    /// The preset whose id equals `name`, ignoring case and separators (`Button`, `button`).
    pub fn find(name: &str) -> Option<&'static Preset> {
        let key = crate::naming::match_key(name);
        PRESETS.iter().find(|preset| preset.id == key)
    }

    /// The preset as a model.
    pub fn spec(&self) -> ComponentSpec {
        let file = SourceFile::new(format!("<preset {}>", self.id), self.json);
        let mut diags = Diagnostics::new();
        // Presets are checked against the schema by the test suite; a broken one would still
        // give its name rather than a panic.
        read_spec(&mut diags, &file)
            .map(|doc| doc.spec)
            .unwrap_or_else(|| ComponentSpec::new(self.id))
    }

    /// What `uispec add --list-presets --format json` and the MCP `list_presets` tool show of
    /// the preset: `{id, name, category, complexity, description, version}`.
    pub fn summary(&self) -> serde_json::Value {
        let spec = self.spec();
        json!({
            "id": self.id,
            "name": spec.name,
            "category": spec.category.unwrap_or_default(),
            "complexity": spec.complexity.to_string(),
            "description": spec.description.unwrap_or_default(),
            "version": self.version,
        })
    }

    /// The spec as `uispec add` writes it: `$schema` set to `schema` and the
    /// `"x-preset": {"id": …, "version": …}` stamp, in the stable serialisation.
    pub fn to_stamped_json(&self, schema: &str) -> String {
        let mut spec = self.spec();
        spec.schema = Some(schema.to_owned());
        spec.extensions.insert(
            "x-preset".to_owned(),
            json!({ "id": self.id, "version": self.version }),
        );
        spec.to_json()
    }
}
