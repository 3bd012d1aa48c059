//! `uispec validate --design`: every spec imported from Figma (an `x-source` stamp) is compared
//! with its component as Figma has it now, through `uispec_core::figma::drift`. One request per
//! Figma file, whatever the number of specs from it.

use std::collections::BTreeMap;

use uispec_core::figma::api::Loaded;
use uispec_core::figma::drift::{Source, check_drift};
use uispec_core::figma::import::{Context, import, select};
use uispec_core::figma::url::{FileRef, parse};
use uispec_core::levels::RuleConfig;
use uispec_core::naming::match_key;
use uispec_core::reader::SpecDocument;
use uispec_core::rules::RuleId;
use uispec_core::{Diagnostic, Diagnostics};

use crate::figma::{Client, Credentials, FetchError};

/// The drift findings of `specs`, under `rules`: those with an `x-source` stamp from Figma, and
/// those `[design]` in uispec.toml links (by spec name). Fails (exit 2) only when there is
/// something to compare and no token; an unreachable file or node is a `design-source` finding.
pub(crate) fn check(
    specs: &[&SpecDocument],
    links: &BTreeMap<String, String>,
    rules: &RuleConfig,
) -> Result<Diagnostics, FetchError> {
    let mut diags = Diagnostics::new();
    let mut by_file: BTreeMap<String, Vec<(&SpecDocument, Source)>> = BTreeMap::new();
    for doc in specs {
        let configured = links
            .iter()
            .find(|(name, _)| match_key(name) == match_key(&doc.spec.name))
            .map(|(_, link)| link);
        let source = match (Source::of(&doc.spec), configured) {
            (Some(Ok(source)), _) => source,
            (Some(Err(why)), _) => {
                diags.push(source_finding(
                    doc,
                    why,
                    "import the component again from its link (`uispec design-tool:import <link> --force`) to write a correct stamp".to_owned(),
                ));
                continue;
            }
            (None, Some(link)) => match parse(link) {
                Ok(FileRef {
                    file_key,
                    node_id: Some(node_id),
                    ..
                }) => Source { file_key, node_id },
                Ok(_) => {
                    diags.push(source_finding(
                        doc,
                        format!("the `[design]` link of `{}` names no node", doc.spec.name),
                        "use the link of the component set (in Figma: \"Copy link to selection\"), with its `node-id`".to_owned(),
                    ));
                    continue;
                }
                Err(error) => {
                    diags.push(source_finding(
                        doc,
                        format!("the `[design]` link of `{}`: {error}", doc.spec.name),
                        error.help,
                    ));
                    continue;
                }
            },
            (None, None) => continue,
        };
        by_file
            .entry(source.file_key.clone())
            .or_default()
            .push((doc, source));
    }
    if by_file.is_empty() {
        return Ok(rules.apply_all(diags));
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
