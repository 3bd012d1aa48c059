//! One component against its spec, as `#[component_spec]` checks a component function at
//! compile time: the same reading of the code ([`crate::code::extract`]) and the same
//! alignment rules as `uispec validate`, so the macro and the CLI never disagree.

use std::sync::Arc;

use super::{check_alignment, check_pair};
use crate::code::{self, Component};
use crate::codegen;
use crate::diagnostics::{Diagnostic, Diagnostics, SourceFile};
use crate::framework::Framework;
use crate::levels::RuleConfig;
use crate::naming::match_key;
use crate::reader::SpecDocument;
use crate::rules::RuleId;

/// Checks the component in `component` (the function's source) against `doc`. `generated`
/// holds the items generated from the spec (its enums, whose values the code's variant
/// props are read with, and its props struct); `framework` is `None` to detect it from the
/// function. Returns the findings at `rules`' level:
/// their code locations point into `component`.
pub fn check_signature(
    doc: &SpecDocument,
    component: &Arc<SourceFile>,
    generated: &Arc<SourceFile>,
    framework: Option<Framework>,
    rules: &RuleConfig,
) -> Diagnostics {
    let mut diags = Diagnostics::new();
    let options = code::Options { framework };
    let files = [Arc::clone(component), Arc::clone(generated)];
    let components = code::extract(&mut diags, &files, &options);
    // The attribute on the component binds it to the spec, whatever their names (a spec
    // named `NewYorkButton` may describe a `Button`).
    match &components[..] {
        [component] => check_pair(&mut diags, doc, component, rules),
        _ => check_alignment(&mut diags, &[doc], &components, rules),
    }
    for component in &components {
        generated_enums(&mut diags, doc, component);
    }
    rules.apply_all(diags)
}

/// Beyond `validate` (which accepts any enum with the axis's values, or a string): a checked
/// component types each variant axis with the enum generated for it, so that a value the
/// spec does not have cannot be passed.
fn generated_enums(diags: &mut Diagnostics, doc: &SpecDocument, component: &Component) {
    for (i, variant) in doc.spec.variants.iter().enumerate() {
        let expected = codegen::enum_name(&doc.spec.name, &variant.name);
        let key = match_key(&variant.name);
        let found = component
            .variants
            .iter()
            .find(|a| match_key(&a.name) == key || match_key(&a.rust_name) == key)
            .map(|a| (&a.location, &a.rust_enum))
            .or_else(|| {
                component
                    .props
                    .iter()
                    .find(|p| match_key(&p.name) == key || match_key(&p.rust_name) == key)
                    .map(|p| (&p.location, &p.rust_type))
            });
        let Some((location, rust)) = found else {
            continue; // missing: reported by the alignment rules
        };
        if rust
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .any(|word| word == expected)
        {
            continue;
        }
        diags.push(
            Diagnostic::new(
                RuleId::PROP_TYPE_MISMATCH,
                doc.location(&format!("/variants/{i}")),
                format!(
                    "the variant axis `{}` is typed `{rust}` in `{}`, not with its generated enum `{expected}`",
                    variant.name, component.name
                ),
            )
            .with_label("the axis")
            .with_related(location.clone(), format!("`{rust}` here"))
            .with_help(format!(
                "type the parameter `{expected}` (or a wrapper of it, `Signal<{expected}>`), so that only the spec's values compile"
            )),
        );
    }
}
