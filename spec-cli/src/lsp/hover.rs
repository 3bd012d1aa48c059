//! Hover: a token → its `$type`, value in every theme, alias chain, description and
//! deprecation; a spec's component or member → the code's function or parameter with its doc;
//! a dependency → that spec's description; a rule id → what the rule checks and its page.

use std::fmt::Write as _;
use std::path::Path;

use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind};

use uispec_core::checks::{Ratio, contrast_ratios};
use uispec_core::tokens::Deprecation;

use super::target::{Subject, component, member, target};
use super::text::LineIndex;
use super::tokens::{resolve, themes};
use super::world::World;

pub(crate) fn hover(world: &World, path: &Path, offset: usize) -> Option<Hover> {
    let (target, span) = target(world, path, offset)?;
    let markdown = match target {
        Subject::Token {
            path: token_path,
            mapping,
            ..
        } => {
            let ratios = mapping.and_then(|key| ratios(world, path, &key));
            token(world, &token_path, ratios.as_deref())?
        }
        Subject::Component(name) => {
            let component = component(world, &name)?;
            let mut text = format!("```rust\nfn {}\n```\n", component.name);
            let _ = writeln!(
                text,
                "{} component in `{}`",
                component.framework.as_str(),
                component.location.file.path()
            );
            if let Some(doc) = &component.doc {
                let _ = write!(text, "\n{doc}\n");
            }
            text
        }
        Subject::Member { spec, name } => {
            let component = component(world, &spec)?;
            let member = member(component, &name)?;
            let mut text = format!(
                "```rust\n{}: {}\n```\n{} of `{}`{}\n",
                member.rust_name,
                member.rust_type,
                if member.required {
                    "required parameter"
                } else {
                    "parameter"
                },
                component.name,
                format_args!(" in `{}`", member.location.file.path()),
            );
            if let Some(doc) = member.doc {
                let _ = write!(text, "\n{doc}\n");
            }
            text
        }
        Subject::Dependency(name) => {
            let session = world.session.as_ref()?;
            let doc = session.specs().find(|doc| doc.spec.name == name)?;
            let mut text = format!("**{name}** (`{}`)\n", doc.file.path());
            if let Some(description) = &doc.spec.description {
                let _ = write!(text, "\n{description}\n");
            }
            text
        }
        Subject::Rule(rule) => {
            let rule = rule.rule();
            format!(
                "**{}** ({}, {} by default)\n\n{}\n\n{}\n\n[{}]({})",
                rule.id,
                rule.level.as_str(),
                rule.default_severity.as_str(),
                rule.summary,
                rule.docs,
                rule.url(),
                rule.url(),
            )
        }
    };
    let text = world.text(path)?;
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: markdown,
        }),
        range: Some(LineIndex::new(&text).range(&span)),
    })
}

/// A token's hover text.
/// The contrast ratios of the tokenMapping entry `key` of the spec at `path`, by theme label,
/// when the contrast rules judge it.
fn ratios(world: &World, path: &Path, key: &str) -> Option<Vec<(String, Option<Ratio>)>> {
    let session = world.session.as_ref()?;
    let doc = world.spec(path)?;
    let tokens = session.tokens();
    let (_, ratios) = contrast_ratios(doc, tokens, &session.inputs().a11y)
        .into_iter()
        .find(|(k, _)| *k == key)?;
    let labels = tokens.permutations.iter().map(|p| p.label());
    Some(labels.zip(ratios).collect())
}

/// A token's hover; with `ratios`, a contrast column (`4.76:1 ✓ (3:1)`).
fn token(world: &World, path: &str, ratios: Option<&[(String, Option<Ratio>)]>) -> Option<String> {
    let tokens = world.session.as_ref()?.tokens();
    let resolved = resolve(&themes(tokens), path)?;
    let ty = resolved.ty.map_or("untyped", |t| t.as_str());
    let mut text = format!("**`{{{}}}`** · `{ty}`\n\n", resolved.path);
    match ratios {
        Some(_) => text.push_str("| theme | value | contrast |\n|---|---|---|\n"),
        None => text.push_str("| theme | value |\n|---|---|\n"),
    }
    for (theme, value) in &resolved.values {
        let value = match value {
            Ok(value) => format!("`{}`", value.replace('|', "\\|")),
            Err(why) => format!("— {}", why.replace('|', "\\|")),
        };
        match ratios {
            Some(ratios) => {
                let ratio = ratios.iter().find(|(label, _)| label == theme);
                let contrast = match ratio.and_then(|(_, r)| *r) {
                    Some(r) if r.passes() => {
                        format!("{} ✓ (≥ {})", r.value_text(), r.threshold_text())
                    }
                    Some(r) => format!("**{} ✗** (< {})", r.value_text(), r.threshold_text()),
                    None => "—".to_owned(),
                };
                let _ = writeln!(text, "| {theme} | {value} | {contrast} |");
            }
            None => {
                let _ = writeln!(text, "| {theme} | {value} |");
            }
        }
    }
    let chain = resolved.chain();
    if chain.len() > 1 {
        let chain: Vec<String> = chain.iter().map(|p| format!("`{{{p}}}`")).collect();
        let _ = write!(text, "\nAlias chain: {}\n", chain.join(" → "));
    }
    if let Some(description) = resolved.description {
        let _ = write!(text, "\n{description}\n");
    }
    match resolved.deprecated {
        Some(Deprecation::Yes) => text.push_str("\n**Deprecated.**\n"),
        Some(Deprecation::Reason(why)) => {
            let _ = write!(text, "\n**Deprecated:** {why}\n");
        }
        _ => {}
    }
    Some(text)
}
