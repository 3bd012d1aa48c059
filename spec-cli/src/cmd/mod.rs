//! One module per subcommand: its arguments (with their help text and parsing tests) and the
//! code that runs it.
//!
//! A new command: `cmd/<name>.rs` with its clap `Args`, its `mod` line here, its `Command` variant
//! in `args.rs` and its `run` arm in `main.rs`; the files it writes go through `write::apply`.

pub(crate) mod add;
pub(crate) mod completions;
pub(crate) mod css;
pub(crate) mod diff;
pub(crate) mod docs;
pub(crate) mod explain;
pub(crate) mod import;
pub(crate) mod infer;
pub(crate) mod init;
pub(crate) mod schema;
pub(crate) mod test;
pub(crate) mod validate;
pub(crate) mod watch;
