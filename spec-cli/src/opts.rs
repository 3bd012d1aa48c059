//! Options shared across commands: the global ones and those of every command that writes
//! files. A leaf module: the command line (`args`) and the modules the commands use
//! (`output`, `project`, `write`) all read these types, and none of them is read here.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

/// Options every command accepts.
#[derive(Debug, Args)]
pub(crate) struct GlobalOpts {
    /// Where to find the project, as if the command ran there [default: the current
    /// directory; the root is the nearest uispec.toml, else the crate or workspace that
    /// configures uispec, else the nearest Cargo.toml]
    #[arg(long, global = true, value_name = "DIR")]
    pub(crate) project: Option<PathBuf>,
    /// When to colour output; `auto` honours NO_COLOR and colours terminals only
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto, value_name = "WHEN")]
    pub(crate) color: ColorChoice,
    /// Print nothing but errors
    #[arg(short, long, global = true)]
    pub(crate) quiet: bool,
    /// Print more about what is done
    #[arg(short, long, global = true, action = clap::ArgAction::Count)]
    pub(crate) verbose: u8,
}

/// `--color` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum ColorChoice {
    /// Colour when writing to a terminal and NO_COLOR is unset
    Auto,
    /// Always colour
    Always,
    /// Never colour
    Never,
}

/// Options shared by every command that writes files.
#[derive(Debug, Clone, Args)]
pub(crate) struct WriteOpts {
    /// Replace existing files whose content differs
    #[arg(long)]
    pub(crate) force: bool,
    /// Show what would be written, and write nothing
    #[arg(long, conflicts_with = "stdout")]
    pub(crate) dry_run: bool,
    /// Print the files to standard output instead of writing them
    #[arg(long)]
    pub(crate) stdout: bool,
}
