//! One module per subcommand: its arguments (with their help text and parsing tests) and the
//! code that runs it.

pub(crate) mod add;
pub(crate) mod completions;
pub(crate) mod css;
pub(crate) mod docs;
pub(crate) mod explain;
pub(crate) mod import;
pub(crate) mod infer;
pub(crate) mod init;
pub(crate) mod schema;
pub(crate) mod test;
pub(crate) mod validate;
pub(crate) mod watch;
