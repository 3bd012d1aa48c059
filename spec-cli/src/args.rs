//! The command line as clap parses it: the subcommands, with the global options of
//! [`crate::opts`]. Each subcommand's own arguments live next to its code in `cmd/`.

use clap::{Parser, Subcommand};

use crate::cmd;
use crate::opts::GlobalOpts;

const EXAMPLES: &str = "\
Examples:
  uispec init                       scaffold uispec.toml, specs/ and starter tokens
  uispec add button dialog tabs     specs from the built-in presets
  uispec add DatePicker             a skeleton spec for a component of your own
  uispec spec:infer src/components  specs from Leptos, Dioxus or Yew components
  uispec add --list-presets         the presets, with their categories
  uispec design-tool:import LINK    a spec from a Figma component set
  uispec validate                   check specs against the code and the tokens
  uispec css --out assets/ui.css    a stylesheet from the specs' tokenMapping
  uispec docs                       the design system as a static site in site/
  uispec explain token-missing      what a rule checks and how to fix it
  uispec mcp                        serve the project to AI agents (MCP, stdio)
  uispec lsp                        the language server editors start (stdio)
  uispec schema > spec.schema.json  the JSON Schema of a component spec

Exit status: 0 success, 1 the command found errors or refused to act
(e.g. an existing file without --force), 2 it could not run.";

/// Keep UI component specs, design tokens and component code aligned.
///
/// A component spec is one JSON file per UI component (props, variants, slots, anatomy, token
/// mapping, states, events, accessibility, guidelines): the source of truth that component code
/// and design files are checked against.
#[derive(Debug, Parser)]
#[command(name = "uispec", version, after_help = EXAMPLES, propagate_version = true)]
pub(crate) struct Cli {
    #[command(flatten)]
    pub(crate) global: GlobalOpts,
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Scaffold a uispec project: uispec.toml, specs/, tokens/ with starter tokens, and the
    /// schema copy editors use
    Init(cmd::init::InitArgs),
    /// Create specs from the built-in presets (automatic match) or as skeletons
    Add(cmd::add::AddArgs),
    /// Infer specs from Leptos, Dioxus or Yew component code (no AI involved)
    #[command(name = "spec:infer", alias = "infer")]
    Infer(cmd::infer::InferArgs),
    /// Create specs from Figma components (a link to a component set, a page or a file)
    #[command(name = "design-tool:import", visible_aliases = ["figma:import", "import"])]
    Import(cmd::import::ImportArgs),
    /// Check specs against component code and design tokens, at a level (basic, standard,
    /// strict), with rustc-style diagnostics
    Validate(cmd::validate::ValidateArgs),
    /// What a change does to the design system (component API, tokens per theme,
    /// accessibility contract), each change breaking, a feature or a fix, with the semver
    /// verdict and whom it reaches
    Diff(cmd::diff::DiffArgs),
    /// Write the stylesheet of the specs' tokenMapping: tokens as custom properties per
    /// theme, one rule per part × variant × state
    Css(cmd::css::CssArgs),
    /// Render every component with a spec on the server, in every variant, state and theme,
    /// and check it in headless Chromium: accessibility tree, ARIA states, part markers, axe
    Test(cmd::test::TestArgs),
    /// Write the design system as a static site (component pages with previews, token pages
    /// with values per theme and where each is used) or as Markdown pages
    Docs(cmd::docs::DocsArgs),
    /// Serve the project to AI agents over the Model Context Protocol (stdio): the
    /// `enrich-spec` prompt, spec tools and resources
    #[command(after_help = "\
An MCP client starts the server itself; configure it with the command and the project, e.g.
for Claude Desktop (claude_desktop_config.json):

  {\"mcpServers\": {\"uispec\": {\"command\": \"uispec\",
                               \"args\": [\"mcp\", \"--project\", \"/path/to/project\"]}}}

Prompt: enrich-spec (component, focus). Tools: list_specs, get_spec, validate, list_presets,
save_spec. Resources: spec://{name}, uispec://schema. Only files inside the project are read or
written; stdout carries protocol messages only.")]
    Mcp,
    /// Serve spec and token files to editors over the Language Server Protocol (stdio):
    /// diagnostics as you type, token completion with values per theme, hover, go to
    /// definition, references, quick fixes, colours
    #[command(after_help = "\
An editor starts the server itself, in the project (or give --project); docs/editors.md has
the set-up for VS Code, Neovim, Helix and Zed. stdout carries protocol messages only.")]
    Lsp,
    /// Show what a rule checks, why, an example and how to fix it
    Explain(cmd::explain::ExplainArgs),
    /// Print the JSON Schema of a component spec
    Schema,
    /// Print shell completions
    Completions(cmd::completions::CompletionsArgs),
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;
    use crate::opts::ColorChoice;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn global_options_work_after_the_subcommand() {
        let cli = Cli::try_parse_from(["uispec", "schema", "--color", "never", "-q"]).unwrap();
        assert_eq!(cli.global.color, ColorChoice::Never);
        assert!(cli.global.quiet);
    }
}
