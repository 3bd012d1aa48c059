//! A UI crate that validates its design system in `build.rs` (see `build.rs` and
//! `uispec.toml`). Its Leptos components live in `ui/`: uispec reads them there, and this
//! example keeps them out of the module tree so that the repository's CI builds it without
//! compiling Leptos. In a real crate they are ordinary modules of `src/`, the default
//! component path.

/// The names of the components this crate's specs describe.
pub const COMPONENTS: &[&str] = &["Badge", "Chip"];
