//! `uispec validate --design`: every spec imported from Figma (an `x-source` stamp) is compared
//! with its component as Figma has it now, through `uispec_core::figma::drift`. One request per
//! Figma file, whatever the number of specs from it.

use std::collections::BTreeMap;

use uispec_core::Diagnostics;
use uispec_core::figma::drift::{compare_file, sources};
use uispec_core::levels::RuleConfig;
use uispec_core::reader::SpecDocument;

use crate::figma::{Client, Credentials, FetchError};

/// The drift findings of `specs`, under `rules`: those with an `x-source` stamp from Figma, and
/// those `[design]` in uispec.toml links (by spec name). Fails (exit 2) only when there is
/// something to compare and no token; an unreachable file or node is a `design-source` finding.
pub(crate) fn check(
    specs: &[&SpecDocument],
    links: &BTreeMap<String, String>,
    rules: &RuleConfig,
) -> Result<Diagnostics, FetchError> {
    let found = sources(specs, links);
    let mut diags = found.diagnostics;
    if found.by_file.is_empty() {
        return Ok(rules.apply_all(diags));
    }
    let client = Client::new(Credentials::from_env("FIGMA_TOKEN", false)?)?;
    for (file_key, specs) in &found.by_file {
        let ids: Vec<&str> = specs.iter().map(|(_, s)| s.node_id.as_str()).collect();
        let answer = client
            .nodes(file_key, &ids)
            .map_err(|e| (e.message, e.help));
        compare_file(&mut diags, file_key, specs, answer);
    }
    Ok(rules.apply_all(diags))
}
