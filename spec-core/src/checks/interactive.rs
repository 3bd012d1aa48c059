//! `accessibility-missing`: an interactive component's spec has an `accessibility` section.
//! Interactive is what the component's markup shows: an element that is a control, handles
//! keys or edits, or has a role the user operates, in its own markup or, for a component made
//! of other components, in the project's components it renders. Never its name: a
//! `DialogDescription` renders a `<p>`. A spec whose component is not read (no code, or none
//! implements it) is judged by its model props ([`crate::roles::has_model_prop`]); `validate`
//! runs this check with no components when it reads no code.

use crate::binding::implementations;
use crate::code::markup::Operated;
use crate::code::{Component, Rendered};
use crate::diagnostics::{Diagnostic, Diagnostics, Location};
use crate::hash::{Map, Set};
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
    let finder = Finder {
        rendered: Rendered::new(components),
    };
    // Bound among all the specs: a stamp of another spec may claim a component.
    let pairs: Map<*const SpecDocument, &Component> = implementations(documents, components)
        .into_iter()
        .map(|(doc, component)| (doc as *const SpecDocument, component))
        .collect();
    for doc in &wanted {
        let component = pairs.get(&(*doc as *const SpecDocument)).copied();
        let evidence = match component {
            Some(component) if component.markup.seen => {
                match finder.evidence(component, &mut Set::default(), 0) {
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

/// Finds what makes a component interactive, following the project's components it renders.
struct Finder<'c> {
    rendered: Rendered<'c>,
}

impl<'c> Finder<'c> {
    fn evidence(
        &self,
        component: &'c Component,
        seen: &mut Set<*const Component>,
        depth: usize,
    ) -> Option<Evidence> {
        let markup = &component.markup;
        if !markup.seen || !seen.insert(component) {
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
            let inner = self.rendered.resolve(component, name)?;
            self.evidence(inner, seen, depth + 1)?;
            Some(Evidence {
                what: format!("it renders `{name}`, an interactive component"),
                at: Some(opaque.location.clone()),
            })
        })
    }
}
