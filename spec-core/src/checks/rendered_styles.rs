//! The tokenMapping held against the computed style of the real component (`uispec test`):
//! each entry is compared in a render where it is the entry that decides its property (the
//! stylesheet's order: an entry with a state beats one without, and more variant selectors beat
//! fewer), with its state shown the way the stylesheet selects it. A part the component forgot
//! to mark, a class of the component's own that overrides a token, or a token the stylesheet
//! never reaches shows up as a difference.

use serde_json::{Value, json};

use crate::Location;
use crate::code::Component;
use crate::css::{CssOptions, MappedStyle, part_selector, state_forms, state_selectors};
use crate::diagnostics::{Diagnostic, Diagnostics, Severity};
use crate::harness::Render;
use crate::naming::{match_key, to_kebab};
use crate::reader::{SpecDocument, push_pointer};
use crate::rules::RuleId;
use crate::selector_template::marks;

/// One comparison for the browser: in the render `render`, the part `part` (a selector) with
/// `force` applied must compute each of `declarations` as the probe does.
#[derive(Debug, Clone, PartialEq)]
pub struct StyleCheck {
    /// The render it is made in (its index in the plan).
    pub render: usize,
    /// The tokenMapping key.
    pub key: String,
    /// The token, dot-joined.
    pub token: String,
    /// What the page's observer is given: `{part, pseudoElement, pseudo, attribute, classes,
    /// on, declarations, unless, shows}`.
    pub request: Value,
}

/// What the browser found for one [`StyleCheck`] in one theme.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StyleResult {
    /// The theme.
    pub theme: String,
    /// How the live render reached what was compared (`after \`Enter\` opened its popup`);
    /// `None` for a server render.
    pub reached: Option<String>,
    /// `(CSS property, computed value, expected value)` of each longhand that differs.
    pub differences: Vec<(String, String, String)>,
}

/// The comparisons of `doc`'s entries `styles` (one theme's) in the renders `renders` (the
/// plan's; those of other specs are skipped), where `shows(render, part)` says whether the
/// render has an element with the part's marker. Entries no render decides are left out; the
/// browser also skips a comparison whose part is in another state that would win (`unless`),
/// or whose pseudo-element the element does not have (`::placeholder` without a placeholder).
pub fn style_checks(
    doc: &SpecDocument,
    renders: &[Render],
    shows: impl Fn(usize, &str) -> bool,
    styles: &[MappedStyle],
    css: &CssOptions,
) -> Vec<StyleCheck> {
    let mine: Vec<usize> = (0..renders.len())
        .filter(|&i| renders[i].spec == doc.spec.name)
        .collect();
    let mut checks = Vec::new();
    for entry in styles {
        let state_prop = |render: &Render| match (&entry.state, &render.state) {
            (None, None) => true,
            (Some(wanted), Some(set)) => match_key(wanted) == match_key(set),
            // A state no prop sets is shown by forcing it on a render without one.
            (Some(wanted), None) => !mine.iter().any(|&i| {
                renders[i]
                    .state
                    .as_ref()
                    .is_some_and(|s| match_key(s) == match_key(wanted))
            }),
            (None, Some(_)) => false,
        };
        let Some(&render) = mine.iter().find(|&&i| {
            state_prop(&renders[i])
                && crate::css::decides(entry, styles, &renders[i].variants)
                && shows(i, &entry.part)
        }) else {
            continue;
        };
        let forced = match (&entry.state, &renders[render].state) {
            (Some(state), None) => force(css, &doc.spec, state),
            _ => Some(Force::None),
        };
        // A state of the project's own that sits on the root is set there, and the part
        // selected inside it.
        let root = part_selector(css, &doc.spec, "root");
        let inside = to_kebab(&entry.part) != "root";
        let on_root = |state: &str| inside && css.state_on_root(state);
        let on = match &entry.state {
            Some(state) if on_root(state) => Value::from(root.clone()),
            _ => Value::Null,
        };
        let Some(forced) = forced else { continue };
        let (pseudo, attribute, classes) = match forced {
            Force::None => (Value::Null, Value::Null, Value::Null),
            Force::Pseudo(name) => (json!([name]), Value::Null, Value::Null),
            Force::Attribute(name, value) => (Value::Null, json!([name, value]), Value::Null),
            Force::Classes(classes) => (Value::Null, Value::Null, json!(classes)),
        };
        // Entries of other states that would win where their state shows: a render can be in
        // a state no prop set (a tab list with a value selects a tab), and then this entry does
        // not decide there. A state that stands before this one in the cascade is not among
        // them: this entry paints over it (a pressed button is hovered too).
        let unless: Vec<String> = styles
            .iter()
            .filter(|other| {
                other.part == entry.part
                    && other.pseudo_element == entry.pseudo_element
                    && other.state.is_some()
                    && other.state != entry.state
                    && entry.rank.yields_to_state_of(other.rank)
                    && other
                        .declarations
                        .iter()
                        .any(|(p, _)| entry.declarations.iter().any(|(q, _)| p == q))
            })
            .filter_map(|other| other.state.as_deref())
            .flat_map(|state| {
                let forms = state_selectors(css, &doc.spec, state).unwrap_or_default();
                match on_root(state) {
                    true => forms.iter().map(|f| format!("{root}{f} *")).collect(),
                    false => forms,
                }
            })
            .collect();
        // Where the state shows by itself (a live render a key put in it), any of its forms.
        let shows = match &entry.state {
            Some(state) => Value::from(state_forms(css, &doc.spec, state)),
            None => Value::Null,
        };
        checks.push(StyleCheck {
            render,
            key: entry.key.clone(),
            token: entry.token.clone(),
            request: json!({
                "part": part_selector(css, &doc.spec, &entry.part),
                "pseudoElement": entry.pseudo_element,
                "pseudo": pseudo,
                "attribute": attribute,
                "classes": classes,
                "on": on,
                "declarations": entry.declarations,
                "unless": unless,
                "shows": shows,
            }),
        });
    }
    checks
}

/// How a state is shown without a pointer or a prop.
enum Force {
    None,
    /// A pseudo-class forced over the DevTools protocol.
    Pseudo(String),
    /// An attribute set on the part.
    Attribute(String, String),
    /// Classes added to the part.
    Classes(Vec<String>),
}

/// The first of the state's selectors the browser can be made to match: a pseudo-class it can
/// force, else the marks of an attribute or class selector; `None` when there is none.
fn force(css: &CssOptions, spec: &crate::model::ComponentSpec, state: &str) -> Option<Force> {
    let forms = state_forms(css, spec, state);
    forms.iter().find_map(|form| {
        if let Some(pseudo) = form.strip_prefix(':') {
            return crate::states::is_forcible(pseudo).then(|| Force::Pseudo(pseudo.to_owned()));
        }
        // `[data-state~="open"]` is matched by the whole value.
        let form = form.replace("~=", "=");
        let marks = marks(&form)?;
        if marks.tag.is_some() {
            return None;
        }
        match (marks.attributes.first(), marks.classes.is_empty()) {
            (Some((name, value)), true) => Some(Force::Attribute(name.clone(), value.clone())),
            (None, false) => Some(Force::Classes(marks.classes)),
            _ => None,
        }
    })
}

/// Judges the comparisons: one `render-style` finding per part and CSS property that differs,
/// at the first entry that shows it (one class overriding a background is one finding, however
/// many variant values map the background).
pub fn check_styles(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    component: &Component,
    renders: &[Render],
    results: &[(StyleCheck, StyleResult)],
) {
    let differing: Vec<&(StyleCheck, StyleResult)> = results
        .iter()
        .filter(|(check, result)| {
            !result.differences.is_empty()
                && renders
                    .get(check.render)
                    .is_some_and(|r| r.spec == doc.spec.name)
        })
        .collect();
    // (part, property) of what is reported.
    let mut reported: Vec<(String, String)> = Vec::new();
    let place = |check: &StyleCheck, property: &str| {
        (
            check
                .key
                .split(['.', ':', '['])
                .next()
                .unwrap_or_default()
                .to_owned(),
            property.to_owned(),
        )
    };
    for (check, result) in &differing {
        let (part, property) = place(check, &result.differences[0].0);
        if reported.iter().any(|(p, q)| *p == part && *q == property) {
            continue;
        }
        let same = |other: &StyleCheck, result: &StyleResult| {
            result
                .differences
                .iter()
                .any(|d| place(other, &d.0) == (part.clone(), property.clone()))
        };
        let mut keys: Vec<&str> = differing
            .iter()
            .filter(|(other, r)| same(other, r))
            .map(|(other, _)| other.key.as_str())
            .collect();
        keys.sort_unstable();
        keys.dedup();
        let more = keys.iter().filter(|k| **k != check.key).count();
        let shown: Vec<String> = result
            .differences
            .iter()
            .map(|(property, actual, expected)| {
                format!("`{property}: {actual}` (the token: `{expected}`)")
            })
            .collect();
        let finding = Diagnostic::new(
            RuleId::RENDER_STYLE,
            entry_location(doc, &check.key),
            format!(
                "`{}` does not show `{{{}}}` for `{}` in the browser: {}",
                component.name,
                check.token,
                check.key,
                shown.join(", ")
            ),
        )
        .with_label(match more {
            0 => "this entry".to_owned(),
            1 => "this entry, and 1 more of this part and property".to_owned(),
            n => format!("this entry, and {n} more of this part and property"),
        })
        .with_related(
            component.location.clone(),
            match &result.reached {
                None => format!(
                    "rendered as {} ({} theme)",
                    renders[check.render].label(),
                    result.theme
                ),
                Some(how) => format!(
                    "mounted live as {}, {how} ({} theme)",
                    renders[check.render].label(),
                    result.theme
                ),
            },
        )
        .with_help("look for what overrides the generated rule on the part: a class or inline style of the component, a rule of the application's own stylesheet, or a part marker the element lacks");
        diags.push(finding);
        reported.push((part, property));
    }
}

/// The `render-untried` note of the live style comparisons of `doc` that were not made because
/// the live run of `render` stopped first (`why`): at the first entry left, `check`'s. The same
/// entries forced on the server render were compared; what the component's own code does on
/// the way there (a pointer handler) was not seen.
pub fn live_styles_not_made(
    doc: &SpecDocument,
    render: &Render,
    check: &StyleCheck,
    left: usize,
    why: &str,
) -> Diagnostic {
    Diagnostic::new(
        RuleId::RENDER_UNTRIED,
        entry_location(doc, &check.key),
        format!(
            "{left} style comparison{} of the live `{}` {} not made: the run stopped: {why}",
            if left == 1 { "" } else { "s" },
            render.label(),
            if left == 1 { "was" } else { "were" },
        ),
    )
    .with_severity(Severity::Note)
    .with_label("not compared live")
    .with_help("the same entries were compared in the server render, with their states forced; docs/testing.md says what the live checks try")
}

/// Where the tokenMapping entry `key` of `doc` is written: its key.
fn entry_location(doc: &SpecDocument, key: &str) -> Location {
    doc.key_location(&push_pointer("/tokenMapping", key))
}
