//! The design side validated against the spec (`uispec validate --design`): a spec that carries
//! an `x-source` stamp from Figma is compared with what importing the component again gives
//! now. Names are compared as [`match_key`]s, so `Size` and `size` are one axis; a Figma
//! property is found again through the `x-figma` key the importer wrote, even after a rename
//! in the spec.
//!
//! The comparison is all here; the front end only fetches. [`sources`] says which specs have a
//! Figma component and which Figma files to ask for, [`compare_file`] compares the specs of one
//! file with the API's answer, whatever brought it (`uispec validate --design` over HTTP, the
//! rule fixtures from a file).

use std::collections::BTreeMap;

use serde_json::Value;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::figma::api::Loaded;
use crate::figma::import::{Context, import, select};
use crate::figma::url::{FileRef, is_file_key, is_node_id, parse};
use crate::model::{ComponentSpec, Extensions};
use crate::naming::match_key;
use crate::reader::SpecDocument;
use crate::rules::RuleId;

/// Where a spec came from in Figma, read from its `x-source` stamp.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// The file key.
    pub file_key: String,
    /// The component set's or component's node id.
    pub node_id: String,
}

impl Source {
    /// The stamp of a spec imported from Figma: `None` without one; an error (what is wrong)
    /// when its file key or node id is not one a Figma link could give. Both end up in the
    /// request's path, so a stamp is held to what a link is (`fileKey: "../../v1/me?a="` would
    /// send the token to another endpoint).
    pub fn of(spec: &ComponentSpec) -> Option<Result<Source, String>> {
        let stamp = spec.extensions.get("x-source")?;
        if stamp.get("tool").and_then(Value::as_str) != Some("figma") {
            return None;
        }
        let field = |name: &str| stamp.get(name).and_then(Value::as_str);
        let (Some(file_key), Some(node_id)) = (field("fileKey"), field("nodeId")) else {
            return Some(Err(
                "the `x-source` stamp needs the strings `fileKey` and `nodeId`".to_owned(),
            ));
        };
        if !is_file_key(file_key) {
            return Some(Err(format!(
                "the `x-source` stamp's `fileKey` is not a Figma file key: `{}`",
                shorten(file_key)
            )));
        }
        if !is_node_id(node_id) {
            return Some(Err(format!(
                "the `x-source` stamp's `nodeId` is not a Figma node id: `{}`",
                shorten(node_id)
            )));
        }
        Some(Ok(Source {
            file_key: file_key.to_owned(),
            node_id: node_id.to_owned(),
        }))
    }
}

/// The specs that have a Figma component, by Figma file (one request per file), and the
/// findings of stamps and links that name none.
#[derive(Debug, Default)]
#[non_exhaustive]
pub struct Sources<'d> {
    /// File key → the specs from that file, with their component's node.
    pub by_file: BTreeMap<String, Vec<(&'d SpecDocument, Source)>>,
    /// `design-source` findings: a stamp or a `[design]` link that names no node.
    pub diagnostics: Diagnostics,
}

/// Where each of `specs` comes from in Figma: its `x-source` stamp, else its `[design]` link
/// in uispec.toml (`links`, by spec name).
pub fn sources<'d>(specs: &[&'d SpecDocument], links: &BTreeMap<String, String>) -> Sources<'d> {
    let mut found = Sources::default();
    for &doc in specs {
        let configured = links
            .iter()
            .find(|(name, _)| match_key(name) == match_key(&doc.spec.name))
            .map(|(_, link)| link);
        let refused = |message: String, help: &str| source_finding(doc, message, help.to_owned());
        let source = match (Source::of(&doc.spec), configured) {
            (Some(Ok(source)), _) => source,
            (Some(Err(why)), _) => {
                found.diagnostics.push(refused(
                    why,
                    "import the component again from its link (`uispec design-tool:import <link> --force`) to write a correct stamp",
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
                    found.diagnostics.push(refused(
                        format!("the `[design]` link of `{}` names no node", doc.spec.name),
                        "use the link of the component set (in Figma: \"Copy link to selection\"), with its `node-id`",
                    ));
                    continue;
                }
                Err(error) => {
                    let message = format!("the `[design]` link of `{}`: {error}", doc.spec.name);
                    found.diagnostics.push(refused(message, &error.help));
                    continue;
                }
            },
            (None, None) => continue,
        };
        let file = found.by_file.entry(source.file_key.clone()).or_default();
        file.push((doc, source));
    }
    found
}

/// Compares the specs of the Figma file `file_key` with the API's answer for their nodes: the
/// response body, or why it could not be had and what to do (`Err((message, help))`, a
/// `design-source` finding on each spec).
pub fn compare_file(
    diags: &mut Diagnostics,
    file_key: &str,
    specs: &[(&SpecDocument, Source)],
    answer: Result<String, (String, String)>,
) {
    let loaded =
        answer.and_then(|body| Loaded::parse(&body).map_err(|e| (e, "try again later".to_owned())));
    let loaded = match loaded {
        Ok(loaded) => loaded,
        Err((message, help)) => {
            for (doc, _) in specs {
                diags.push(source_finding(doc, message.clone(), help.clone()));
            }
            return;
        }
    };
    let context = Context {
        file_key: file_key.to_owned(),
        variables: None,
    };
    for (doc, source) in specs {
        match select(&loaded, Some(&source.node_id), false) {
            Ok(nodes) if nodes.len() == 1 => {
                let design = import(&loaded, nodes[0], &context);
                check_drift(diags, doc, &design.spec);
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

fn source_finding(doc: &SpecDocument, message: String, help: String) -> Diagnostic {
    Diagnostic::new(RuleId::DESIGN_SOURCE, doc.location("/x-source"), message).with_help(help)
}

/// At most 40 characters of a value quoted in a message.
fn shorten(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// Reports how the Figma component (`design`, freshly imported) differs from the spec.
pub fn check_drift(diags: &mut Diagnostics, doc: &SpecDocument, design: &ComponentSpec) {
    let spec = &doc.spec;
    for axis in &design.variants {
        let found = spec
            .variants
            .iter()
            .enumerate()
            .find(|(_, v)| same(&v.name, &v.extensions, &axis.name, &axis.extensions));
        let Some((index, ours)) = found else {
            diags.push(
                Diagnostic::new(
                    RuleId::DESIGN_VARIANT_MISSING,
                    doc.location("/variants"),
                    format!(
                        "Figma's `{}` has the variant axis `{}` ({}); the spec does not",
                        design.name,
                        axis.name,
                        axis.values.join(", ")
                    ),
                )
                .with_help("add the axis to the spec, or remove it from the Figma component set"),
            );
            continue;
        };
        let added: Vec<&str> = missing_from(&axis.values, &ours.values);
        let removed: Vec<&str> = missing_from(&ours.values, &axis.values);
        if !added.is_empty() || !removed.is_empty() {
            let mut parts = Vec::new();
            if !added.is_empty() {
                parts.push(format!("Figma adds {}", quoted(&added)));
            }
            if !removed.is_empty() {
                parts.push(format!("Figma has no {}", quoted(&removed)));
            }
            let help = match (added.as_slice(), removed.as_slice()) {
                ([new], [old]) => format!(
                    "was `{old}` renamed `{new}` in Figma? Rename it in the spec too, or back in Figma"
                ),
                _ => "make the spec's values and the Figma variants the same set".to_owned(),
            };
            diags.push(
                Diagnostic::new(
                    RuleId::DESIGN_VARIANT_VALUES,
                    doc.location(&format!("/variants/{index}/values")),
                    format!(
                        "the variant axis `{}` differs from Figma: {}",
                        ours.name,
                        parts.join("; ")
                    ),
                )
                .with_label("the spec's values")
                .with_help(help),
            );
        }
        let figma_default = design.default_variants.get(&axis.name);
        let ours_default = spec.default_variants.get(&ours.name);
        if let (Some(theirs), Some(mine)) = (figma_default, ours_default)
            && theirs != mine
        {
            diags.push(
                Diagnostic::new(
                    RuleId::DESIGN_DEFAULT_CHANGED,
                    doc.location(&format!("/defaultVariants/{}", ours.name)),
                    format!(
                        "the default of `{}` is `{mine}` in the spec and `{theirs}` in Figma",
                        ours.name
                    ),
                )
                .with_help("set the same default in both"),
            );
        }
    }
    for (index, axis) in spec.variants.iter().enumerate() {
        let in_figma = design
            .variants
            .iter()
            .any(|v| same(&axis.name, &axis.extensions, &v.name, &v.extensions));
        let as_prop = design
            .props
            .iter()
            .any(|p| match_key(&p.name) == match_key(&axis.name));
        if !in_figma && !as_prop && has_figma_key(&axis.extensions) {
            diags.push(
                Diagnostic::new(
                    RuleId::DESIGN_VARIANT_MISSING,
                    doc.location(&format!("/variants/{index}/name")),
                    format!(
                        "the variant axis `{}` is no longer in Figma's `{}`",
                        axis.name, design.name
                    ),
                )
                .with_help("add the axis back in Figma, or remove it from the spec"),
            );
        }
    }
    for theirs in &design.props {
        let found = spec
            .props
            .iter()
            .enumerate()
            .find(|(_, p)| same(&p.name, &p.extensions, &theirs.name, &theirs.extensions));
        match found {
            None if !spec
                .variants
                .iter()
                .any(|v| match_key(&v.name) == match_key(&theirs.name)) =>
            {
                diags.push(
                    Diagnostic::new(
                        RuleId::DESIGN_PROP_MISSING,
                        doc.location("/props"),
                        format!(
                            "Figma's `{}` has the {} property `{}`; the spec has no prop `{}`",
                            design.name,
                            theirs.ty,
                            figma_name(&theirs.extensions).unwrap_or(&theirs.name),
                            theirs.name
                        ),
                    )
                    .with_help("add the prop to the spec, or remove the property in Figma"),
                );
            }
            Some((index, ours)) if theirs.default.is_some() && ours.default != theirs.default => {
                let shown =
                    |v: &Option<Value>| v.as_ref().map_or("none".to_owned(), Value::to_string);
                diags.push(
                    Diagnostic::new(
                        RuleId::DESIGN_DEFAULT_CHANGED,
                        doc.location(&if ours.default.is_some() {
                            format!("/props/{index}/default")
                        } else {
                            format!("/props/{index}")
                        }),
                        format!(
                            "the default of `{}` is {} in the spec and {} in Figma",
                            ours.name,
                            shown(&ours.default),
                            shown(&theirs.default)
                        ),
                    )
                    .with_help("set the same default in both"),
                );
            }
            _ => {}
        }
    }
    for slot in &design.slots {
        let known = spec
            .slots
            .iter()
            .any(|s| same(&s.name, &s.extensions, &slot.name, &slot.extensions))
            || spec
                .props
                .iter()
                .any(|p| match_key(&p.name) == match_key(&slot.name));
        if !known {
            diags.push(
                Diagnostic::new(
                    RuleId::DESIGN_PROP_MISSING,
                    doc.location("/slots"),
                    format!(
                        "Figma's `{}` has the instance-swap property `{}`; the spec has no slot `{}`",
                        design.name,
                        figma_name(&slot.extensions).unwrap_or(&slot.name),
                        slot.name
                    ),
                )
                .with_help("add the slot to the spec, or remove the property in Figma"),
            );
        }
    }
}

/// The same axis, prop or slot: the same Figma property (when both know it), else the same name.
fn same(ours: &str, our_ext: &Extensions, theirs: &str, their_ext: &Extensions) -> bool {
    match (figma_key(our_ext), figma_key(their_ext)) {
        (Some(a), Some(b)) if a == b => true,
        _ => match_key(ours) == match_key(theirs),
    }
}

fn figma_key(extensions: &Extensions) -> Option<&str> {
    extensions.get("x-figma")?.get("property")?.as_str()
}

/// The Figma property as designers see it: without the `#id` suffix.
fn figma_name(extensions: &Extensions) -> Option<&str> {
    let key = figma_key(extensions)?;
    Some(key.rsplit_once('#').map_or(key, |(name, _)| name))
}

fn has_figma_key(extensions: &Extensions) -> bool {
    figma_key(extensions).is_some()
}

fn missing_from<'a>(values: &'a [String], other: &[String]) -> Vec<&'a str> {
    values
        .iter()
        .filter(|v| !other.iter().any(|o| match_key(o) == match_key(v)))
        .map(String::as_str)
        .collect()
}

fn quoted(values: &[&str]) -> String {
    values
        .iter()
        .map(|v| format!("`{v}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
