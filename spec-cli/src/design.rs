//! `uispec validate --design`: every spec imported from Figma (an `x-source` stamp) is compared
//! with its component as Figma has it now, through `uispec_core::figma::drift`. One request per
//! Figma file, whatever the number of specs from it.

use std::collections::BTreeMap;

use uispec_core::figma::api::Loaded;
use uispec_core::figma::drift::{Source, check_drift};
use uispec_core::figma::import::{Context, import, select};
use uispec_core::levels::RuleConfig;
use uispec_core::reader::SpecDocument;
use uispec_core::rules::RuleId;
use uispec_core::{Diagnostic, Diagnostics};

use crate::figma::{Client, Credentials, FetchError};

/// The drift findings of `specs`, under `rules`. Fails (exit 2) only when a spec has a stamp
/// and there is no token; an unreachable file or node is a `design-source` finding.
pub(crate) fn check(
    specs: &[&SpecDocument],
    rules: &RuleConfig,
) -> Result<Diagnostics, FetchError> {
    let mut by_file: BTreeMap<String, Vec<(&SpecDocument, Source)>> = BTreeMap::new();
    for doc in specs {
        if let Some(source) = Source::of(&doc.spec) {
            by_file
                .entry(source.file_key.clone())
                .or_default()
                .push((doc, source));
        }
    }
    let mut diags = Diagnostics::new();
    if by_file.is_empty() {
        return Ok(diags);
    }
    let client = Client::new(Credentials::from_env("FIGMA_TOKEN", false)?)?;
    for (file_key, specs) in &by_file {
        let ids: Vec<&str> = specs.iter().map(|(_, s)| s.node_id.as_str()).collect();
        let loaded = client
            .nodes(file_key, &ids)
            .map_err(|e| (e.message, e.help))
            .and_then(|body| Loaded::parse(&body).map_err(|e| (e, "try again later".to_owned())));
        let loaded = match loaded {
            Ok(loaded) => loaded,
            Err((message, help)) => {
                for (doc, _) in specs {
                    diags.push(source_finding(doc, message.clone(), help.clone()));
                }
                continue;
            }
        };
        let context = Context {
            file_key: file_key.clone(),
            variables: None,
        };
        for (doc, source) in specs {
            match select(&loaded, Some(&source.node_id), false) {
                Ok(nodes) if nodes.len() == 1 => {
                    let design = import(&loaded, nodes[0], &context);
                    check_drift(&mut diags, doc, &design.spec);
                }
                _ => diags.push(source_finding(
                    doc,
                    format!(
                        "the Figma component of `{}` (node `{}` of the file `{file_key}`) no longer exists",
                        doc.spec.name, source.node_id
                    ),
                    "import it again from its new link (`uispec design-tool:import <link> --force`), or remove the `x-source` stamp".to_owned(),
                )),
            }
        }
    }
    Ok(rules.apply_all(diags))
}

fn source_finding(doc: &SpecDocument, message: String, help: String) -> Diagnostic {
    Diagnostic::new(RuleId::DESIGN_SOURCE, doc.location("/x-source"), message).with_help(help)
}
