//! `spec-org-schema`: every spec also satisfies the organisation's extra JSON Schema
//! (`schema = "…"` in uispec.toml), checked with the `jsonschema` crate. Only with
//! the `json-schema` feature (the CLI); `build.rs` and the macro leave it to the CLI.

use std::path::Path;

use crate::diagnostics::{Diagnostic, Diagnostics, Location, SourceFile};
use crate::loader::read_source;
use crate::reader::SpecDocument;
use crate::rules::RuleId;
use crate::schema::{ExtraSchema, SchemaError};

/// Checks every document against the schema at `path` (relative to `root`). A schema that
/// cannot be read or compiled is one finding at the schema file.
pub fn check_org_schema(
    diags: &mut Diagnostics,
    root: &Path,
    path: &Path,
    documents: &[&SpecDocument],
) {
    let Some(read) = read_source(diags, root, &root.join(path)) else {
        return;
    };
    // Findings point at the schema by name only: it is not a spec, token or code file, and
    // none of its text is ever quoted (the configuration might name any file).
    let file = SourceFile::new(read.path(), "");
    let fail = |diags: &mut Diagnostics, message: String, help: &str| {
        diags.push(
            Diagnostic::new(RuleId::SPEC_ORG_SCHEMA, Location::new(&file, 0..0), message)
                .with_help(help),
        );
    };
    let self_contained =
        "`schema` in uispec.toml must name a self-contained JSON Schema (draft 2020-12)";
    let schema = match serde_json::from_str::<serde_json::Value>(read.text()) {
        Ok(value) => value,
        Err(error) => {
            return fail(
                diags,
                format!("the organisation schema is not JSON: {error}"),
                self_contained,
            );
        }
    };
    let schema = match ExtraSchema::new(&schema) {
        Ok(schema) => schema,
        Err(SchemaError::Invalid(error)) => {
            return fail(
                diags,
                format!("the organisation schema does not compile: {error}"),
                self_contained,
            );
        }
        Err(SchemaError::TooComplex) => {
            return fail(
                diags,
                format!(
                    "the organisation schema is too complex: checking one spec against it would take more than {} subschema evaluations, so no spec was checked",
                    crate::schema::MAX_SUBSCHEMAS
                ),
                "its `$ref`s multiply: a subschema that refers twice to the next, nested 20 deep, is checked a million times; share less, or merge the alternatives",
            );
        }
    };
    for doc in documents {
        // Specs with errors of their own were reported already; their JSON may not even parse.
        if doc.errors > 0 {
            continue;
        }
        let Ok(instance) = serde_json::from_str::<serde_json::Value>(doc.file.text()) else {
            continue;
        };
        for violation in schema.violations(&instance) {
            diags.push(
                Diagnostic::new(
                    RuleId::SPEC_ORG_SCHEMA,
                    doc.location(&violation.instance_pointer),
                    format!(
                        "the organisation schema rejects this: {}",
                        violation.message
                    ),
                )
                .with_label("rejected by the organisation schema")
                .with_related(Location::new(&file, 0..0), "the organisation schema")
                .with_help(
                    "change the spec to satisfy the schema named by `schema` in uispec.toml",
                ),
            );
        }
    }
}
