//! `accessibility-missing` where the code is read: an interactive component's spec has an
//! `accessibility` section. Interactive is what the component's markup shows (an element that
//! is a control, handles keys or edits, or has a role the user operates, in its own markup or,
//! for a component made of other components, in the project's components it renders), never
//! its name: `DialogDescription` renders a `<p>`. A spec with no component to read is judged by its model props
//! ([`crate::roles::is_interactive`]), as `validate` without code does (`checks::spec_rules`).

use crate::binding::implementations;
use crate::code::Component;
use crate::code::markup::{Markup, Operated};
use crate::diagnostics::{Diagnostic, Diagnostics, Location};
use crate::hash::{Map, Set};
use crate::naming::match_key;
use crate::reader::SpecDocument;
use crate::rules::RuleId;

/// How deep the components a component renders are followed.
const MAX_DEPTH: usize = 8;

/// Reports each spec without `accessibility` whose component is interactive.
pub fn check_accessibility_missing(
    diags: &mut Diagnostics,
    documents: &[&SpecDocument],
    components: &[Component],
) {
    let wanted: Vec<&SpecDocument> = documents
        .iter()
        .copied()
        .filter(|doc| doc.spec.accessibility.is_none())
        .collect();
    if wanted.is_empty() {
        return;
    }
    let mut by_name: Map<String, Vec<&Markup>> = Map::default();
    for component in components {
        by_name
            .entry(match_key(&component.name))
            .or_default()
            .push(&component.markup);
    }
    let finder = Finder { by_name };
    // Bound among all the specs: a stamp of another spec may claim a component.
    let pairs: Map<*const SpecDocument, &Component> = implementations(documents, components)
        .into_iter()
        .map(|(doc, component)| (doc as *const SpecDocument, component))
        .collect();
    for doc in &wanted {
        let component = pairs.get(&(*doc as *const SpecDocument)).copied();
        let evidence = match component {
            Some(component) if component.markup.seen => {
                match finder.evidence(&component.markup, &mut Set::default(), 0) {
                    Some(evidence) => evidence,
                    None => continue,
                }
            }
            _ if crate::roles::has_model_prop(&doc.spec) => Evidence {
                what: "it is bound to a value through a model prop".to_owned(),
                at: None,
            },
            _ => continue,
        };
        let mut finding = Diagnostic::new(
            RuleId::ACCESSIBILITY_MISSING,
            doc.location("/name"),
            format!(
                "`{}` is interactive ({}) and its spec has no accessibility section",
                doc.spec.name, evidence.what
            ),
        )
        .with_label("no `accessibility`")
        .with_help("add \"accessibility\" with the WAI-ARIA role, the required aria attributes and the keyboard interactions (`uispec mcp`'s `enrich-spec` prompt drafts it)");
        if let Some(at) = evidence.at {
            finding = finding.with_related(at, "interactive here");
        }
        diags.push(finding);
    }
}

/// Why a component is interactive, and where.
struct Evidence {
    what: String,
    at: Option<Location>,
}

/// Finds what makes markup interactive, following the project's components it renders.
struct Finder<'c> {
    by_name: Map<String, Vec<&'c Markup>>,
}

impl<'c> Finder<'c> {
    fn evidence(
        &self,
        markup: &'c Markup,
        seen: &mut Set<*const Markup>,
        depth: usize,
    ) -> Option<Evidence> {
        if !seen.insert(markup) {
            return None;
        }
        if let Some((element, operated)) = markup.interactive_element() {
            let tag = &element.tag;
            let what = match operated {
                Operated::Control => format!("it renders `<{tag}>`, a control"),
                Operated::Handles(event) => format!("its `<{tag}>` handles `{event}`"),
                Operated::Role(role) => format!("its `<{tag}>` has the role `{role}`"),
            };
            return Some(Evidence {
                what,
                at: Some(element.location.clone()),
            });
        }
        // Only a component made of other components is what they are (a `Button` that renders
        // `ButtonPrimitive`); one with markup of its own only holds them (a toaster of toasts
        // with close buttons, a pagination of buttons).
        if depth >= MAX_DEPTH || !markup.elements.is_empty() {
            return None;
        }
        markup.opaque.iter().find_map(|opaque| {
            let name = opaque.component.as_deref()?;
            // Every component of that name must be interactive: the reader does not know
            // which one a same-named import means.
            let candidates = self.by_name.get(&match_key(name))?;
            let all = candidates.iter().all(|inner| {
                inner.seen && self.evidence(inner, &mut seen.clone(), depth + 1).is_some()
            });
            all.then(|| Evidence {
                what: format!("it renders `{name}`, an interactive component"),
                at: Some(opaque.location.clone()),
            })
        })
    }
}
