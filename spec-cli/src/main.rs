//! `uispec`: keep UI component specs, design tokens and component code aligned.
//!
//! The binary is glue: arguments ([`args`]), the project ([`project`]), one module per command
//! ([`cmd`]) and terminal output ([`output`]); everything a build script or the proc-macro could
//! also need lives in `uispec-core`. The exit status is decided here and only here:
//! `0` success, `1` the command ran and found errors or refused to act, `2` it could not run.

mod args;
mod browser;
mod cmd;
mod design;
mod figma;
mod lsp;
mod mcp;
mod opts;
mod output;
mod picture;
mod pixels;
mod previews;
mod processes;
mod progress;
mod project;
mod signals;
mod site;
mod write;

use std::process::ExitCode;

/// mimalloc instead of the system allocator: loading a large token tree makes hundreds of
/// thousands of small allocations, a third of the load time with glibc's allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{CommandFactory, Parser};

use crate::args::{Cli, Command};
use crate::output::Output;

/// What a command that ran reports back to `main`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Everything asked for was done (exit 0).
    Success,
    /// The command ran, but found errors or refused to act, e.g. an existing file without
    /// `--force` (exit 1).
    Failure,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // Usage errors exit 2, `--help` and `--version` exit 0 (clap's own codes).
            let _ = error.print();
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2));
        }
    };
    let out = Output::new(&cli.global);
    if handles_signals(&cli.command) {
        signals::install();
    }
    // A server's stderr is its client's log; nothing there waits for a person.
    if !matches!(cli.command, Command::Mcp | Command::Lsp) {
        progress::show_long_searches(cli.global.quiet);
    }
    let outcome = run(cli, &out);
    // Interrupted: the signal handler ends the process (exit 130) once it has killed what the
    // command started; a failure that the killing caused (the browser gone) is not the run's
    // result, and is not printed.
    if processes::stopping() {
        loop {
            std::thread::park();
        }
    }
    match outcome {
        Ok(Outcome::Success) => ExitCode::SUCCESS,
        Ok(Outcome::Failure) => ExitCode::from(1),
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            out.error(&format!("{error:#}"));
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli, out: &Output) -> anyhow::Result<Outcome> {
    match cli.command {
        Command::Init(args) => cmd::init::run(&cli.global, &args, out),
        Command::Add(args) => cmd::add::run(&cli.global, &args, out),
        Command::Infer(args) => cmd::infer::run(&cli.global, &args, out),
        Command::Import(args) => cmd::import::run(&cli.global, &args, out),
        Command::Validate(args) => cmd::validate::run(&cli.global, &args, out),
        Command::Css(args) => cmd::css::run(&cli.global, &args, out),
        Command::Diff(args) => cmd::diff::run(&cli.global, &args, out),
        Command::Test(args) => cmd::test::run(&cli.global, &args, out),
        Command::Docs(args) => cmd::docs::run(&cli.global, &args, out),
        Command::Mcp => mcp::run(&cli.global, out),
        Command::Lsp => lsp::run(&cli.global, out),
        Command::Explain(args) => cmd::explain::run(&args, out),
        Command::Schema => cmd::schema::run(out),
        Command::Completions(args) => cmd::completions::run(&args, Cli::command()),
    }
}

/// Whether the command can be stopped half-way with something to clean up: it writes files
/// (their temporary files are removed) or runs until stopped (`--watch`, the servers). The
/// others keep the default action of a signal, which ends them the same way (exit 130 from a
/// shell), without the handler's thread, whose start (its stack and allocator pages) a quick
/// `validate` would pay before reading anything.
fn handles_signals(command: &Command) -> bool {
    match command {
        Command::Validate(args) => args.watches(),
        Command::Explain(_) | Command::Schema | Command::Completions(_) => false,
        _ => true,
    }
}

/// `uispec schema | head` closes the pipe early; that is not an error (ripgrep's rule).
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
