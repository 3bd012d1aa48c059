//! `uispec completions <shell>`: print a completion script.

use clap::Args;
use clap_complete::Shell;

use crate::Outcome;

/// Arguments of `uispec completions`.
#[derive(Debug, Args)]
#[command(
    after_help = "Example: uispec completions bash > ~/.local/share/bash-completion/completions/uispec"
)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for
    #[arg(value_enum)]
    shell: Shell,
}

/// Prints the script for `cli`, the whole command line (given by `main`, which owns it).
pub(crate) fn run(args: &CompletionsArgs, mut cli: clap::Command) -> anyhow::Result<Outcome> {
    clap_complete::generate(
        args.shell,
        &mut cli,
        "uispec",
        &mut std::io::stdout().lock(),
    );
    Ok(Outcome::Success)
}
