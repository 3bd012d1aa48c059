//! Rules that look at more than one file: a loaded spec against the project's tokens (and,
//! later, its component code). Each check is a function of loaded data and a `&mut
//! Diagnostics`; checks never read files.

mod token_mapping;

pub use token_mapping::check_token_mapping;
