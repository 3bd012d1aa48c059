//! The component spec JSON Schema (draft 2020-12), embedded, and — behind the `json-schema`
//! feature — validation against it or an organisation's extra schema.
//!
//! The typed reader ([`crate::read_spec`]) is what checks specs at run time: it is lean and its
//! errors are located and precise. This schema is for editors and other tools; a test proves the
//! two accept and reject exactly the same files.

/// The schema's text, as `uispec schema` prints it.
pub const SCHEMA_JSON: &str = include_str!("../schema/component-spec.schema.json");

/// The schema's `$id`: an identifier, with the major version in the path.
pub const SCHEMA_ID: &str = "https://uispec.dev/schema/component-spec/v1.json";

/// Where `uispec init` writes a copy of the schema, relative to the project root.
pub const LOCAL_SCHEMA_PATH: &str = ".uispec/component-spec.schema.json";

#[cfg(feature = "json-schema")]
pub use validate::{ExtraSchema, SchemaError, SchemaViolation};

mod budget;
pub use budget::{MAX_SUBSCHEMAS, subschemas};

#[cfg(feature = "json-schema")]
mod validate {
    use std::fmt;

    /// A compiled JSON Schema: the built-in one or an organisation's extra schema.
    pub struct ExtraSchema {
        validator: jsonschema::Validator,
    }

    impl fmt::Debug for ExtraSchema {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.debug_struct("ExtraSchema").finish_non_exhaustive()
        }
    }

    /// Why a schema cannot be used.
    #[derive(Debug)]
    pub enum SchemaError {
        /// It is not a valid JSON Schema; the validator's message.
        Invalid(String),
        /// Checking one value against it could take more than [`super::MAX_SUBSCHEMAS`]
        /// subschema evaluations ([`super::subschemas`]).
        TooComplex,
    }

    impl fmt::Display for SchemaError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                SchemaError::Invalid(message) => write!(f, "invalid JSON Schema: {message}"),
                SchemaError::TooComplex => write!(
                    f,
                    "the schema is too complex: checking one value would take more than {} subschema evaluations",
                    super::MAX_SUBSCHEMAS
                ),
            }
        }
    }

    impl std::error::Error for SchemaError {}

    /// One place where an instance does not match the schema.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct SchemaViolation {
        /// JSON Pointer of the offending value in the instance.
        pub instance_pointer: String,
        /// The validator's message.
        pub message: String,
    }

    impl ExtraSchema {
        /// The built-in component spec schema.
        pub fn builtin() -> Result<Self, SchemaError> {
            let schema: serde_json::Value = serde_json::from_str(super::SCHEMA_JSON)
                .map_err(|e| SchemaError::Invalid(e.to_string()))?;
            Self::new(&schema)
        }

        /// Compiles a schema. Remote and file `$ref`s are not resolved (no network, no file
        /// access): a schema must be self-contained. A schema whose `$ref`s multiply the work
        /// of checking a value past the budget is refused before it is compiled.
        pub fn new(schema: &serde_json::Value) -> Result<Self, SchemaError> {
            if super::subschemas(schema).is_none() {
                return Err(SchemaError::TooComplex);
            }
            jsonschema::options()
                .with_draft(jsonschema::Draft::Draft202012)
                .build(schema)
                .map(|validator| ExtraSchema { validator })
                .map_err(|e| SchemaError::Invalid(e.to_string()))
        }

        /// Whether `instance` matches.
        pub fn is_valid(&self, instance: &serde_json::Value) -> bool {
            self.validator.is_valid(instance)
        }

        /// Every violation in `instance`.
        pub fn violations(&self, instance: &serde_json::Value) -> Vec<SchemaViolation> {
            self.validator
                .iter_errors(instance)
                .map(|error| SchemaViolation {
                    instance_pointer: error.instance_path().as_str().to_owned(),
                    message: error.to_string(),
                })
                .collect()
        }
    }
}
