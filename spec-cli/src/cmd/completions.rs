//! `uispec completions <shell>`: print a completion script.

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use crate::Outcome;
use crate::args::Cli;

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

pub(crate) fn run(args: &CompletionsArgs) -> anyhow::Result<Outcome> {
    let mut command = Cli::command();
    clap_complete::generate(
        args.shell,
        &mut command,
        "uispec",
        &mut std::io::stdout().lock(),
    );
    Ok(Outcome::Success)
}
