//! The constants a component's markup renders for the generated stylesheet: `SCOPE` and one
//! `PART_<NAME>` per part.

use std::fmt::Write;

use super::CodegenError;
use crate::model::ComponentSpec;
use crate::naming::to_kebab;

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
    vis: &str,
) -> Result<(), CodegenError> {
    let _ = writeln!(
        out,
        "    /// The `data-scope` every part renders: `data-scope=Self::SCOPE`.\n    {vis}const SCOPE: &'static str = {:?};",
        to_kebab(&spec.name)
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
        consts.push((name, part));
    }
    Ok(())
}
