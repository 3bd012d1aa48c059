//! `uispec init`: scaffold a project — `uispec.toml` with commented defaults, `specs/`,
//! `tokens/starter.tokens.json` (DTCG 2025.10, defining every token the presets reference) and
//! the schema copy editors use (`.uispec/component-spec.schema.json`).

use clap::Args;
use uispec_core::presets::STARTER_TOKENS;
use uispec_core::schema::{LOCAL_SCHEMA_PATH, SCHEMA_JSON};

use crate::Outcome;
use crate::opts::{GlobalOpts, WriteOpts};
use crate::output::Output;
use crate::project::{CONFIG_FILE, absolute, current_dir};
use crate::write::{PlannedFile, apply};

/// Where `init` puts the starter tokens, relative to the project root.
pub(crate) const STARTER_TOKENS_PATH: &str = "tokens/starter.tokens.json";

/// Arguments of `uispec init`.
#[derive(Debug, Args)]
#[command(after_help = "\
Writes into --project DIR, or the current directory. Existing files are never replaced
without --force; running init again is safe.")]
pub(crate) struct InitArgs {
    #[command(flatten)]
    write: WriteOpts,
}

const CONFIG_TEMPLATE: &str = r#"# uispec project configuration. Every key is optional; the values below are the defaults.
# Cargo users can put the same keys under [package.metadata.uispec] or
# [workspace.metadata.uispec] in Cargo.toml instead.

# Where component specs live: directories or files.
specs = ["specs"]

# Where component code lives [default: src/ of the crate, or of every member of a Cargo
# workspace; a project without it has no code to check].
# components = ["src"]

# Component framework: auto | leptos | dioxus | yew
framework = "auto"

# Validation level: basic | standard | strict
level = "standard"

# An organisation's own JSON Schema that every spec must also satisfy.
# schema = "org.schema.json"

[tokens]
# W3C DTCG token files, or directories holding them.
paths = ["tokens"]
# With a *.resolver.json among the paths: which permutations must resolve: all | any | default
# policy = "all"
# Also read Style Dictionary and Tokens Studio files.
# compat = false

[rules]
# Per-rule severity overrides: allow | warn | deny
# token-deprecated = "deny"

[design]
# `uispec validate --design` compares specs with their Figma components. Specs imported with
# `uispec design-tool:import` know their component; link others here by spec name.
# Button = "https://www.figma.com/design/KEY/Kit?node-id=1-39"

[css]
# `uispec css` writes a stylesheet from the specs' tokenMapping. Where it goes without --out
# (stdout without either):
# out = "assets/ui.css"
# Every token as a custom property, not only the mapped ones:
# all-tokens = false
# A stylesheet for Tailwind CSS v4 to @import after "tailwindcss" (tokens in @theme):
# format = "tailwind"
# The cascade layer the rules sit in, or false for none:
# layer = "uispec"
# How the markup marks parts, variants and states, when not with data attributes
# (docs/styles.md):
# selectors.part = ".{component}__{part}"
# selectors.variant = ".{component}--{value}"
# A resolver context selected by a media query instead of [data-theme="dark"]:
# theme.dark = "@media (prefers-color-scheme: dark)"
"#;

pub(crate) fn run(global: &GlobalOpts, args: &InitArgs, out: &Output) -> anyhow::Result<Outcome> {
    let cwd = current_dir()?;
    let root = global
        .project
        .as_deref()
        .map_or_else(|| cwd.clone(), |dir| absolute(&cwd, dir));
    let files = [
        (CONFIG_FILE, CONFIG_TEMPLATE),
        (LOCAL_SCHEMA_PATH, SCHEMA_JSON),
        (STARTER_TOKENS_PATH, STARTER_TOKENS),
    ]
    .map(|(path, contents)| PlannedFile {
        path: root.join(path),
        contents: contents.to_owned(),
    });
    apply(
        &[root.join("specs")],
        &files,
        &args.write,
        &[&root],
        &cwd,
        out,
    )
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use crate::args::{Cli, Command};

    #[test]
    fn parses_write_options() {
        let cli = Cli::try_parse_from(["uispec", "init", "--force", "--dry-run"]).unwrap();
        let Command::Init(args) = cli.command else {
            panic!("not init")
        };
        assert!(args.write.force && args.write.dry_run);
        assert!(Cli::try_parse_from(["uispec", "init", "--dry-run", "--stdout"]).is_err());
    }

    /// Every option the template shows under `[css]`, uncommented, is one uispec accepts.
    #[test]
    fn the_css_options_of_the_template_are_accepted() {
        let (before, css) = super::CONFIG_TEMPLATE.split_once("\n[css]\n").unwrap();
        let options: String = css
            .lines()
            .filter_map(|line| line.strip_prefix("# "))
            .filter(|line| line.contains(" = "))
            .map(|line| format!("{line}\n"))
            .collect();
        assert!(options.contains("format = \"tailwind\""), "{options}");
        let text = format!("{before}\n[css]\n{options}");
        let config = uispec_core::config::parse_toml("uispec.toml", &text).unwrap();
        assert_eq!(config.css.format, uispec_core::css::CssFormat::Tailwind);
    }

    #[test]
    fn config_template_is_valid_toml() {
        let table: toml::Table = toml::from_str(super::CONFIG_TEMPLATE).unwrap();
        assert_eq!(
            table["specs"].as_array().unwrap()[0].as_str(),
            Some("specs")
        );
    }
}
