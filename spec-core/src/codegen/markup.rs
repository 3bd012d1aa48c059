//! The constants a component's markup renders for the generated stylesheet: `SCOPE` and one
//! `PART_<NAME>` per part, and in a project's own markup convention (`[css.selectors]`) the
//! classes, attributes or element name each part carries.

use std::fmt::Write;

use super::CodegenError;
use crate::config::Selectors;
use crate::model::ComponentSpec;
use crate::naming::to_kebab;
use crate::selector_template::{Marks, Placeholder, SelectorTemplate, marks};

/// What the markup of the part `part` (kebab case) of `spec` carries in the convention
/// `selectors` (or the part's own `x-selector`); `None` when its template is more than marks
/// (`:is()`, an id).
pub fn part_marks(selectors: &Selectors, spec: &ComponentSpec, part: &str) -> Option<Marks> {
    filled(&selectors.for_part(spec, part), |slot| match slot {
        Placeholder::Part => part.to_owned(),
        _ => selectors.name(&spec.name),
    })
}

/// What the markup carries for the value `value` of the axis `axis` of `spec` in the
/// convention `selectors`; `None` when its template is more than marks.
pub fn value_marks(
    selectors: &Selectors,
    spec: &ComponentSpec,
    axis: &str,
    value: &str,
) -> Option<Marks> {
    filled(selectors.variant_for(axis), |slot| match slot {
        Placeholder::Axis => to_kebab(axis),
        Placeholder::Value => value.to_owned(),
        _ => selectors.name(&spec.name),
    })
}

fn filled(template: &SelectorTemplate, name: impl Fn(Placeholder) -> String) -> Option<Marks> {
    marks(&template.fill_raw(name))
}

/// The name of the generated constant holding a part's `data-part` value: `closeButton` →
/// `PART_CLOSE_BUTTON`.
pub fn part_const(part: &str) -> String {
    format!("PART_{}", to_kebab(part).replace('-', "_").to_uppercase())
}

/// The names the component's markup renders for the generated stylesheet: `SCOPE` (the
/// `data-scope` of every part) and one `PART_<NAME>` per part (its `data-part`), from the
/// anatomy and then any other part the tokenMapping styles.
pub(super) fn markup_consts(
    out: &mut String,
    spec: &ComponentSpec,
    selectors: &Selectors,
    vis: &str,
) -> Result<(), CodegenError> {
    let own = *selectors != Selectors::default();
    let _ = writeln!(
        out,
        "    /// The `data-scope` every part renders: `data-scope=Self::SCOPE`.\n    {vis}const SCOPE: &'static str = {:?};",
        selectors.name(&spec.name)
    );
    let mut parts: Vec<&str> = spec.anatomy.iter().map(|part| part.name.as_str()).collect();
    // The part is what precedes the key's first dot; `token_mapping`'s parser is part of the
    // `validate` feature, which the macro's build of this crate leaves out.
    for key in spec.token_mapping.keys() {
        if let Some((part, _)) = key.split_once('.')
            && !parts.contains(&part)
        {
            parts.push(part);
        }
    }
    let mut consts: Vec<(String, &str)> = Vec::new();
    for part in parts {
        let value = to_kebab(part);
        if value.is_empty() {
            continue;
        }
        let name = part_const(part);
        if let Some((_, other)) = consts.iter().find(|(existing, _)| *existing == name) {
            return Err(CodegenError {
                message: format!(
                    "`{}`: the parts `{other}` and `{part}` both render as `data-part=\"{value}\"`",
                    spec.name
                ),
            });
        }
        let _ = writeln!(
            out,
            "    /// The `data-part` of the part `{part}`.\n    {vis}const {name}: &'static str = {value:?};"
        );
        let overridden = spec
            .anatomy
            .iter()
            .any(|p| p.name == part && crate::config::part_override(p).is_some_and(|o| o.is_ok()));
        if (own || overridden)
            && let Some(marks) = part_marks(selectors, spec, &value)
        {
            convention_consts(out, part, &name, &marks, vis);
        }
        consts.push((name, part));
    }
    Ok(())
}

/// The marks of one part in the project's convention: `CLASS_<PART>` (its classes, as a `class`
/// attribute's value), `ATTRS_<PART>` (attribute pairs), `TAG_<PART>` (the element's name).
fn convention_consts(out: &mut String, part: &str, constant: &str, marks: &Marks, vis: &str) {
    let suffix = constant.trim_start_matches("PART_");
    if !marks.classes.is_empty() {
        let _ = writeln!(
            out,
            "    /// The classes of the part `{part}` in the project's markup convention: `class=Self::CLASS_{suffix}`.\n    {vis}const CLASS_{suffix}: &'static str = {:?};",
            marks.classes.join(" ")
        );
    }
    if !marks.attributes.is_empty() {
        let pairs: Vec<String> = marks
            .attributes
            .iter()
            .map(|(name, value)| format!("({name:?}, {value:?})"))
            .collect();
        let _ = writeln!(
            out,
            "    /// The attributes of the part `{part}` in the project's markup convention, as (name, value).\n    {vis}const ATTRS_{suffix}: &'static [(&'static str, &'static str)] = &[{}];",
            pairs.join(", ")
        );
    }
    if let Some(tag) = &marks.tag {
        let _ = writeln!(
            out,
            "    /// The element the part `{part}` is in the project's markup convention.\n    {vis}const TAG_{suffix}: &'static str = {tag:?};"
        );
    }
}
