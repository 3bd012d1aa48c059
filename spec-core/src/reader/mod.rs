//! Bytes → values with spans: strict JSON with byte ranges, and the typed spec reader.

pub mod json;
pub(crate) mod parser;
mod path;
mod source_map;
mod spec;
mod suggest;
pub(crate) mod tree;

pub use source_map::{NodeSpan, SourceMap, display_path, push_pointer};
pub use spec::{SpecDocument, read_spec};
pub use suggest::did_you_mean;
pub(crate) use suggest::list;
#[cfg(feature = "validate")]
pub(crate) use suggest::suggestion;
