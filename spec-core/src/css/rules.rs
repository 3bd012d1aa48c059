//! The `uispec.components` layer: one rule per spec × part × variant selectors × state, in the
//! cascade's order ([`Cascade`]).

use std::collections::BTreeSet;
use std::fmt::Write;

use super::*;

/// The rules of one spec, in cascade order.
pub(super) fn component_rules(
    doc: &SpecDocument,
    entries: &[Entry],
    set: Option<(&TokenSet, Naming<'_>)>,
    names: &Names,
    options: &CssOptions,
    out: &mut Stylesheet,
) -> Vec<String> {
    let Some((set, naming)) = set else {
        return Vec::new();
    };
    let previews = options.previews;
    let spec = &doc.spec;
    for (i, part) in spec.anatomy.iter().enumerate() {
        if let Some(Err(why)) = crate::config::part_override(part) {
            let key = crate::config::PART_SELECTOR_KEY;
            out.diagnostics.push(
                Diagnostic::new(
                    RuleId::CSS_SELECTOR,
                    doc.location(&format!("/anatomy/{i}/{key}")),
                    format!("the part `{}`'s `{key}` is not a selector uispec can write: {why}", part.name),
                )
                .with_label("not used: the convention selects the part")
                .with_help("write one compound selector such as \".{component}-backdrop\", or remove the key"),
            );
        }
    }
    let scope = options.selectors.name(&spec.name);
    let axis_order = |axis: &str| spec.variants.iter().position(|v| v.name == axis);
    // Rules by (part, pseudo-element, state, selectors in axis order), in first-use order.
    type RuleKey = (
        String,
        Option<&'static str>,
        Option<String>,
        Vec<(String, String)>,
    );
    type Declarations = Vec<(String, String)>;
    let mut rules: Vec<(RuleKey, Rank, Declarations)> = Vec::new();
    let mut noted_states: BTreeSet<&str> = BTreeSet::new();
    for entry in entries {
        let path = entry.token.join(".");
        if names.left_out.contains(&path) {
            continue;
        }
        let id = entry.id;
        let name = naming.of(set, id);
        let ty = set.token_type(id);
        let Some((properties, pseudo_element)) =
            entry_properties(doc, entry, set.token_type(id), &mut out.diagnostics)
        else {
            continue;
        };
        let declarations: Vec<(String, String)> = properties
            .into_iter()
            .map(|(css, longhand)| {
                let value = match (longhand, ty) {
                    (Some(suffix), _) => format!("var({name}-{suffix})"),
                    (None, Some(ty)) => use_of(&name, ty, options.tokens.colors),
                    (None, None) => format!("var({name})"),
                };
                (css, value)
            })
            .collect();
        if let Some(state) = &entry.state
            && state_selectors(options, spec, state).is_none()
            && noted_states.insert(state)
        {
            out.diagnostics.push(
                Diagnostic::new(
                    RuleId::CSS_STATE,
                    doc.key_location(&push_pointer("/tokenMapping", &entry.key)),
                    format!("the state `{state}` has no platform selector; it is `[data-state~=\"{state}\"]`"),
                )
                .with_help(format!("render `data-state=\"{state}\"` on the part while the component is {state}")),
            );
        }
        let mut selectors = entry.selectors.clone();
        selectors.sort_by_key(|(axis, _)| axis_order(axis));
        let key = (
            to_kebab(&entry.part),
            pseudo_element,
            entry.state.clone(),
            selectors,
        );
        match rules.iter_mut().find(|(k, _, _)| *k == key) {
            Some((_, _, existing)) => {
                for (css, value) in declarations {
                    existing.retain(|(c, _)| *c != css);
                    existing.push((css, value));
                }
            }
            None => rules.push((key, entry.rank.rule(), declarations)),
        }
    }
    // The cascade's order (`cascade.rs`): entries come in file order, so a rule's later
    // entries replace its earlier ones' declarations above.
    rules.sort_by_key(|(_, rank, _)| *rank);
    rules
        .into_iter()
        .map(|((part, pseudo, state, selectors), _, mut declarations)| {
            add_line_styles(&mut declarations);
            out.rules += 1;
            let marks = Marks {
                selectors: &options.selectors,
                spec,
                scope: &scope,
                previews,
            };
            let mut variants = String::new();
            for (axis, value) in &selectors {
                variants.push_str(&marks.variant(axis, value));
            }
            // The state's selectors, on the part itself or on the root it is inside.
            let mut own = String::new();
            if let Some(state) = &state {
                let platform = state_selectors(options, spec, state);
                let mut forms: Vec<String> = match &platform {
                    Some(forms) => forms.clone(),
                    None => vec![format!("[data-state~={}]", string(state))],
                };
                if previews {
                    forms.push(format!("[data-force-state~={}]", string(state)));
                }
                if platform.is_none() && !previews {
                    own.push_str(&forms.concat());
                } else {
                    let _ = write!(own, ":is({})", forms.join(", "));
                }
            }
            // The variant is on the part itself, or on the root the part is inside (when the
            // spec has a root part: a dialog of an overlay and a panel has none).
            let marked = marks.part(&part);
            let has_root =
                spec.anatomy.is_empty() || spec.anatomy.iter().any(|p| to_kebab(&p.name) == "root");
            let inside = part != "root" && has_root;
            let variants_on_root = inside && options.selectors.variant_on == VariantOn::Root;
            let state_on_root = inside && state.as_ref().is_some_and(|s| options.state_on_root(s));
            let (on_root, on_part) = match (variants_on_root, state_on_root) {
                (true, true) => (format!("{variants}{own}"), String::new()),
                (true, false) => (variants, own),
                (false, true) => (own, variants),
                (false, false) => (String::new(), format!("{variants}{own}")),
            };
            let mut selector = match on_root.is_empty() {
                true => format!(":where({marked}{on_part}"),
                false => format!(":where({}{on_root} {marked}{on_part}", marks.part("root")),
            };
            selector.push(')');
            selector.push_str(pseudo.unwrap_or(""));
            let mut text = format!("  {selector} {{\n");
            for (css, value) in declarations {
                let _ = writeln!(text, "    {css}: {value};");
            }
            text.push_str("  }\n");
            text
        })
        .collect()
}

/// The CSS properties one entry sets, each with the typography longhand it takes (`None`: the
/// whole token), and the pseudo-element the rule selects; `None` when the entry writes no
/// declaration (a `css-value` finding says why, or `token-type-mismatch` already does).
#[allow(clippy::type_complexity)]
pub(super) fn entry_properties(
    doc: &SpecDocument,
    entry: &Entry,
    ty: Option<TokenType>,
    diagnostics: &mut Diagnostics,
) -> Option<(Vec<(String, Option<&'static str>)>, Option<&'static str>)> {
    let location = || doc.location(&push_pointer("/tokenMapping", &entry.key));
    // A token whose type cannot fit the property is `token-type-mismatch`'s finding; the
    // declaration would be dropped by every browser, so it is not written.
    if let (Some(types), Some(ty)) = (properties::types(&entry.property), ty)
        && !types.contains(&ty)
    {
        return None;
    }
    let written = property_names::css(&entry.property, ty);
    let pseudo_element = written.and_then(|(_, on)| on);
    if property_names::is_typography(&entry.property) || ty == Some(TokenType::Typography) {
        if ty != Some(TokenType::Typography) || !property_names::is_typography(&entry.property) {
            diagnostics.push(
                Diagnostic::new(
                    RuleId::CSS_VALUE,
                    location(),
                    format!(
                        "`{}` and a {} token do not make one CSS declaration",
                        entry.property,
                        ty.map_or("untyped", TokenType::as_str)
                    ),
                )
                .with_label("left out of the stylesheet")
                .with_help("map a typography token with `typography`, and one-value tokens with a one-value property"),
            );
            return None;
        }
        let longhands = TYPOGRAPHY
            .iter()
            .map(|(_, css)| ((*css).to_owned(), Some(*css)))
            .collect();
        return Some((longhands, pseudo_element));
    }
    if let Some((css, _)) = written {
        let properties = css.iter().map(|css| ((*css).to_owned(), None));
        return Some((properties.collect(), pseudo_element));
    }
    let css = ident_tail(&to_kebab(&entry.property));
    diagnostics.push(
        Diagnostic::new(
            RuleId::CSS_PROPERTY,
            doc.key_location(&push_pointer("/tokenMapping", &entry.key)),
            format!(
                "`{}` is not in the styling vocabulary; it is written as `{css}`",
                entry.property
            ),
        )
        .with_help("use a property of the vocabulary (docs/styles.md) or a CSS property's name"),
    );
    Some((vec![(css, None)], None))
}

/// A border or outline given a width but no style would not show (the initial style is
/// `none`, which also makes the computed width 0): such a rule also sets the style to `solid`.
/// A colour alone does not, or a rule that only recolours would draw a `medium` line.
pub(super) fn add_line_styles(declarations: &mut Vec<(String, String)>) {
    for line in ["border", "outline"] {
        let has = |suffix: &str| {
            declarations
                .iter()
                .any(|(css, _)| *css == format!("{line}-{suffix}"))
        };
        if has("width") && !has("style") {
            declarations.push((format!("{line}-style"), "solid".to_owned()));
        }
    }
}
