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

/// Reports each spec without `accessibility` whose component is interactive (`validate`
/// without code: no components).
pub fn check_accessibility_missing(
    diags: &mut Diagnostics,
    documents: &[&SpecDocument],
    components: &[Component],
) {
    let rendered = Rendered::new(components);
    // Bound among all the specs: a stamp of another spec may claim a component.
    let pairs: Map<*const SpecDocument, &Component> = implementations(documents, components)
        .into_iter()
        .map(|(doc, component)| (doc as *const SpecDocument, component))
        .collect();
    for doc in documents {
        let component = pairs.get(&(*doc as *const SpecDocument)).copied();
        check_spec(diags, doc, component, &rendered);
    }
}

/// Reports `doc` when it has no `accessibility` and its component (the one bound to it, if
/// any; `rendered` indexes the project's components by name) is interactive.
pub(crate) fn check_spec(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    component: Option<&Component>,
    rendered: &Rendered<'_>,
) {
    if doc.spec.accessibility.is_some() {
        return;
    }
    let evidence = match component {
        Some(component) if component.markup.seen => {
            match evidence(rendered, component, &mut Set::default(), 0) {
                Some(evidence) => evidence,
                None => return,
            }
        }
        _ if crate::roles::has_model_prop(&doc.spec) => Evidence {
            what: "it is bound to a value through a model prop".to_owned(),
            at: None,
        },
        _ => return,
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

/// Why a component is interactive, and where.
struct Evidence {
    what: String,
    at: Option<Location>,
}

/// What makes `component` interactive, following the project's components it renders
/// (`rendered`).
fn evidence<'c>(
    rendered: &Rendered<'c>,
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
        let inner = rendered.resolve(component, opaque)?;
        evidence(rendered, inner, seen, depth + 1)?;
        Some(Evidence {
            what: format!("it renders `{name}`, an interactive component"),
            at: Some(opaque.location.clone()),
        })
    })
}
