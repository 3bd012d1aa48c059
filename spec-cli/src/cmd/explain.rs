//! `uispec explain <rule>`: a rule's page (what it checks, why, an example, how to fix), and
//! `uispec explain --list`: every rule with its level and default severity.

use clap::Args;
use uispec_core::RuleId;
use uispec_core::reader::did_you_mean;
use uispec_core::rules::RULES;

use crate::Outcome;
use crate::output::Output;

/// Arguments of `uispec explain`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec explain prop-required-mismatch
  uispec explain --list")]
pub(crate) struct ExplainArgs {
    /// The rule id, as diagnostics show it: `error[token-missing]` → `token-missing`
    #[arg(value_name = "RULE", required_unless_present = "list")]
    rule: Option<String>,
    /// List every rule: id, level, default severity and summary
    #[arg(long, conflicts_with = "rule")]
    list: bool,
}

pub(crate) fn run(args: &ExplainArgs, out: &Output) -> anyhow::Result<Outcome> {
    if args.list {
        let width = RULES.iter().map(|r| r.id.len()).max().unwrap_or(0);
        let mut text = String::new();
        for rule in RULES {
            text.push_str(&format!(
                "{:<width$}  {:<8}  {:<7}  {}\n",
                rule.id,
                rule.level.as_str(),
                rule.default_severity.as_str(),
                rule.summary
            ));
        }
        out.data(&text)?;
        return Ok(Outcome::Success);
    }
    let id = args.rule.as_deref().unwrap_or_default();
    // Accept the whole bracketed form too: `error[token-missing]`.
    let id = id
        .rsplit_once('[')
        .map_or(id, |(_, rest)| rest.trim_end_matches(']'));
    let Some(rule) = RuleId::from_id(id).map(RuleId::rule) else {
        let ids: Vec<&str> = RULES.iter().map(|r| r.id).collect();
        let hint = match did_you_mean(id, &ids) {
            Some(name) => format!("did you mean `{name}`?"),
            None => "`uispec explain --list` lists the rules".to_owned(),
        };
        anyhow::bail!("unknown rule `{id}`: {hint}");
    };
    out.data(&format!(
        "{}: {}\n\nlevel: {} · default severity: {}\n\n{}\n",
        rule.id, rule.summary, rule.level, rule.default_severity, rule.docs
    ))?;
    Ok(Outcome::Success)
}
