//! The spec's accessibility contract held against what the browser shows of the rendered
//! component (`uispec test`): the root part's computed role and accessible name, the ARIA
//! states the spec lists and the states a render sets, the parts the tokenMapping styles, and
//! axe-core's violations. The browser's answers come in as [`Observed`], one per render and
//! theme; this module only judges them, so a recorded answer is as good as a live one.
//!
//! A new check of `uispec test`: ask the browser in [`request`] (and answer in the CLI's
//! `cmd/test/observe.js`), read the answer in `Observed::from_json`, judge it in
//! [`check_rendered`]; its rule and fixture as for any rule (the fixture's `observed.json` is the
//! recorded answer).

use std::collections::BTreeMap;

use serde_json::Value;

use crate::code::Component;
use crate::css::CssOptions;
use crate::diagnostics::{Diagnostic, Diagnostics, Severity};
use crate::harness::Render;
use crate::naming::{match_key, to_kebab};
use crate::reader::SpecDocument;
use crate::rules::RuleId;

/// What the browser showed of one render in one theme.
#[derive(Debug, Clone, PartialEq)]
pub struct Observed {
    /// The render's index in the plan.
    pub render: usize,
    /// The theme (resolver permutation) it was shown in, as `uispec css` names it.
    pub theme: String,
    /// The component's outermost element, or `None` when it rendered nothing.
    pub outer: Option<Outer>,
    /// The first element of the render that the accessibility tree gives the spec's role, if
    /// any (`None` too when the spec has no role).
    pub role: Option<AxNode>,
    /// The anatomy parts (kebab case) some element of the render carries the marker of.
    pub parts: Vec<String>,
    /// Per state the request asked about: whether an element of the render matches one of the
    /// state's selectors.
    pub states: BTreeMap<String, bool>,
    /// Per state: the class form of it some element of the render has (`.disabled`,
    /// `.is-open`, a `--checked` modifier), if any: a library that shows states by classes.
    pub state_classes: BTreeMap<String, String>,
    /// A digest of the render's markup, to tell whether setting a state changed it.
    pub markup: Option<String>,
    /// Whether the page had stylesheets the renders brought (a `<style>` the component or its
    /// provider rendered, or its library injected while rendering).
    pub styled: bool,
    /// Per ARIA attribute the request asked about: whether an element of the render has it,
    /// or exposes it natively (`disabled` for `aria-disabled`).
    pub aria: BTreeMap<String, bool>,
    /// axe-core's violations.
    pub axe: Vec<AxeViolation>,
    /// How the live render got to what was observed, by interacting; `None` for a server
    /// render.
    pub reached: Option<Reached>,
}

/// How a live render got to a state a user reaches only by interacting (an open popup, a tab
/// its key selected), where it was observed as a server render is. In JSON (an observation's
/// `reached`): `{"how": …, "states": […]}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reached {
    /// How, as a finding says it (`after \`ArrowDown\` opened its popup`).
    pub how: String,
    /// The states ([`crate::states::STATES`]' keys) it reached: `open` for a popup a key
    /// opened, `selected`, `checked`, `pressed`, `expanded` for an item a key put in them.
    pub states: Vec<String>,
}

/// The outermost element of a render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outer {
    /// Its tag name (`div`).
    pub tag: String,
    /// Whether it is hidden (not rendered, or `aria-hidden="true"`): the render shows nothing
    /// to ask about.
    pub hidden: bool,
    /// Its computed role as Chromium names it (`generic`), when the browser was asked (it is
    /// asked only when no element has the spec's role).
    pub role: Option<String>,
}

/// The computed accessibility of an element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AxNode {
    /// The computed role as Chromium names it (`button`, `image`, `generic`).
    pub role: String,
    /// The computed accessible name.
    pub name: String,
    /// Whether the element is left out of the accessibility tree (hidden).
    pub ignored: bool,
}

/// One axe-core violation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AxeViolation {
    /// axe's rule id (`image-alt`).
    pub id: String,
    /// `critical`, `serious`, `moderate` or `minor`.
    pub impact: String,
    /// axe's one-line help.
    pub help: String,
    /// axe's page about the rule.
    pub help_url: String,
    /// The first offending element's markup, shortened.
    pub html: String,
    /// What axe found wrong with it (`Element has insufficient color contrast of 3.1 (…)`).
    pub summary: String,
}

impl Observed {
    /// Reads the JSON the page's observer returns (and rule fixtures record); `None` when it
    /// is not of that shape.
    pub fn from_json(value: &Value) -> Option<Observed> {
        let text = |value: &Value, key: &str| value.get(key)?.as_str().map(str::to_owned);
        let flags = |key: &str| -> Option<BTreeMap<String, bool>> {
            match value.get(key) {
                None => Some(BTreeMap::new()),
                Some(map) => map
                    .as_object()?
                    .iter()
                    .map(|(k, v)| Some((k.clone(), v.as_bool()?)))
                    .collect(),
            }
        };
        let node = |key: &str| match value.get(key) {
            None | Some(Value::Null) => Some(None),
            Some(node) => Some(Some(AxNode {
                role: text(node, "role")?,
                name: text(node, "name").unwrap_or_default(),
                ignored: node
                    .get("ignored")
                    .and_then(Value::as_bool)
                    .unwrap_or(false),
            })),
        };
        let list = |key: &str| {
            value
                .get(key)
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        };
        Some(Observed {
            render: usize::try_from(value.get("render")?.as_u64()?).ok()?,
            theme: text(value, "theme").unwrap_or_default(),
            outer: match value.get("outer") {
                None | Some(Value::Null) => None,
                Some(outer) => Some(Outer {
                    tag: text(outer, "tag")?,
                    hidden: outer
                        .get("hidden")
                        .and_then(Value::as_bool)
                        .unwrap_or(false),
                    role: text(outer, "role"),
                }),
            },
            role: node("role")?,
            parts: list("parts")
                .iter()
                .map(|p| p.as_str().map(str::to_owned))
                .collect::<Option<_>>()?,
            states: flags("states")?,
            state_classes: match value.get("stateClasses") {
                None => BTreeMap::new(),
                Some(map) => map
                    .as_object()?
                    .iter()
                    .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_owned())))
                    .collect(),
            },
            markup: text(value, "markup"),
            styled: value
                .get("styled")
                .and_then(Value::as_bool)
                .unwrap_or(false),
            aria: flags("aria")?,
            axe: list("axe")
                .iter()
                .map(AxeViolation::from_json)
                .collect::<Option<_>>()?,
            reached: match value.get("reached") {
                None | Some(Value::Null) => None,
                Some(reached) => Some(Reached {
                    how: text(reached, "how")?,
                    states: (reached.get("states")?.as_array()?.iter())
                        .map(|state| state.as_str().map(str::to_owned))
                        .collect::<Option<_>>()?,
                }),
            },
        })
    }
}

impl AxeViolation {
    /// Reads one violation as the page's observer gives it; `None` without an `id`.
    pub fn from_json(value: &Value) -> Option<AxeViolation> {
        let text = |key: &str| value.get(key)?.as_str().map(str::to_owned);
        Some(AxeViolation {
            id: text("id")?,
            impact: text("impact").unwrap_or_else(|| "serious".to_owned()),
            help: text("help").unwrap_or_default(),
            help_url: text("helpUrl").unwrap_or_default(),
            html: text("html").unwrap_or_default(),
            summary: text("summary").unwrap_or_default(),
        })
    }
}

/// Why a finding is a note: its message and help.
type Excuse = (String, String);

/// Why an axe violation is not the component's own defect, when it is not, as a note's message
/// and help: a layout or colour rule on a page without the library's styles (it judged
/// browser defaults), a colour pair in variant values uispec chose for a spec that maps no
/// colours, or a missing name that the caller gives through an optional prop that
/// `render` left out, where that name can reach the element.
fn not_the_components(
    violation: &AxeViolation,
    (doc, component): (&SpecDocument, &Component),
    render: Option<&Render>,
    styled: bool,
) -> Option<Excuse> {
    let id = violation.id.as_str();
    if !styled && LAYOUT_RULES.contains(&id) {
        return Some((
            format!("axe `{id}` in `{}` judged it unstyled: {}", component.name, violation.help),
            "no stylesheet of the library's is on the page and its spec maps no token: list its CSS under `[test] stylesheets` so layout and colour are judged as users see them".to_owned(),
        ));
    }
    // Colours a caller picks (a `bg` and a `text` prop): in a render where uispec set values
    // the spec does not default to, and no tokenMapping says which pairs the design supports,
    // a poor pair is that choice's, not certainly the component's.
    let chosen: Vec<String> = (render.into_iter())
        .flat_map(|r| &r.variants)
        .filter(|(axis, value)| doc.spec.default_variants.get(*axis) != Some(*value))
        .map(|(axis, value)| format!("{axis}={value}"))
        .collect();
    // Content uispec made up never causes a finding: the element axe judged holds only the
    // children uispec gave (its words, or none where it takes no text), and the rule is about
    // that content (its colour, the items a list role owns, whether it overflows).
    let invented = render.and_then(|r| r.children.as_deref());
    if CONTENT_RULES.contains(&id) && invented.is_some_and(|text| text == text_of(&violation.html))
    {
        return Some((
            format!(
                "axe `{id}` in `{}` on the children uispec gave it: {}",
                component.name, violation.help
            ),
            "the element is the component's, but its content is its callers': what they put there decides this rule; the component's own content is held to it".to_owned(),
        ));
    }
    if id == "color-contrast" && doc.spec.token_mapping.is_empty() && !chosen.is_empty() {
        return Some((
            format!(
                "axe `{id}` in `{}` with {}, values uispec chose: {}",
                component.name,
                chosen.join(" "),
                violation.help
            ),
            "the spec maps no colour tokens, so uispec cannot tell a pair the design supports from one it does not; the render with the spec's defaults is held to contrast, and a tokenMapping makes every variant's colours checked (`contrast-text`)".to_owned(),
        ));
    }
    // Data props, attribute pass-through (an `id` a `<label for>` points at), and attribute
    // sets spread onto the markup (Dioxus `extends`: an `aria-label` among them).
    let spread =
        |p: &&crate::code::Passthrough| matches!(p.kind, crate::code::PassthroughKind::Extends(_));
    let namers: Vec<&str> = (component.props.iter())
        .filter(|p| !p.required && crate::aria::names_element(&p.rust_name))
        .map(|p| p.rust_name.as_str())
        .chain(
            (component.passthrough.iter())
                .filter(|p| spread(p) || crate::aria::names_element(&p.rust_name))
                .map(|p| p.rust_name.as_str()),
        )
        .collect();
    // An id reference (`aria-controls`) to an element another part of a compound component
    // renders: a part is shown inside its providers alone, a root with uispec's text for its
    // parts (a collapsible's summary controls the content its `CollapsibleContent` renders).
    let reference = [
        "aria-controls",
        "aria-owns",
        "aria-activedescendant",
        "aria-labelledby",
        "aria-describedby",
    ]
    .iter()
    .any(|a| violation.summary.contains(a));
    let compound = !component.requires.is_empty() || !component.provides.is_empty();
    if id == "aria-valid-attr-value" && reference && compound {
        return Some((
            format!(
                "axe `{id}` in `{}`: {}, an element another part of it renders",
                component.name, violation.help
            ),
            "a part is rendered inside the components that provide its context without its sibling parts, and a root without its parts; the reference is not judged on a render that lacks them".to_owned(),
        ));
    }
    // A widget whose name comes from a label outside it (a combobox, a slider, a progress
    // bar: WAI-ARIA gives them no name from their content), on the component's root element,
    // which the framework lets callers give attributes (Leptos `attr:`): the caller names it.
    // Its root element: the one its markup starts with, else (it starts with a component,
    // such as a `<Provider>`) its first element, or any when all of it is another component's:
    // attributes given to a component pass through the components it renders.
    let root_tag = (component.root_element.as_deref())
        .or_else(|| component.markup.elements.first().map(|e| e.tag.as_str()));
    let on_root = root_tag.is_none_or(|tag| violation.html.starts_with(&format!("<{tag}")));
    let labelled_from_outside = role_attribute(&violation.html)
        .and_then(crate::roles::role)
        .is_some_and(|role| role.name_required && !role.identified_by_content);
    if let Some(how) = component.framework.profile().forwarded_attributes
        && NAMING_RULES.contains(&id)
        && on_root
        && labelled_from_outside
    {
        return Some((
            format!(
                "axe `{id}` in `{}`: {}, a widget its callers label",
                component.name, violation.help
            ),
            format!(
                "its role takes its name from a label outside it, and a caller gives one with {how}; the render without one is not the component's defect"
            ),
        ));
    }
    let given = |name: &&str| render.is_some_and(|r| r.props.iter().any(|(n, _)| n == name));
    if !NAMING_RULES.contains(&id)
        || namers.is_empty()
        || namers.iter().any(given)
        || !named_from_outside(component, &violation.html)
    {
        return None;
    }
    let props: Vec<String> = namers.iter().map(|n| format!("`{n}`")).collect();
    Some((
        format!(
            "axe `{id}` in `{}`: {}, where its optional {} {} left out",
            component.name,
            violation.help,
            props.join(", "),
            if props.len() == 1 { "is" } else { "are" }
        ),
        format!(
            "the caller names it through {}; give one under `[test.props.{}]` to check the named render",
            props.join(" or "),
            component.name
        ),
    ))
}

/// The `role` attribute of the first element of the markup axe quotes, if it has one.
fn role_attribute(html: &str) -> Option<&str> {
    let tag = &html[..html.find('>').unwrap_or(html.len())];
    let value = tag.split(" role=\"").nth(1)?;
    value.split('"').next()
}

/// The text of the markup axe quotes (`<div class="x">Tabs list</div>` gives `Tabs list`).
fn text_of(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.trim().to_owned()
}

/// Whether the element axe quotes (`html`, its tag first) takes its name from outside the
/// component: the markup spreads attributes, or every element of that tag in the code has a
/// naming attribute, holds the children or sits in a `<label>`. An `<img>` written without
/// `alt` is the component's own defect, whatever its props.
fn named_from_outside(component: &Component, html: &str) -> bool {
    let markup = &component.markup;
    let tag = html.trim_start_matches('<');
    let tag = &tag[..tag
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(tag.len())];
    markup.spreads_attributes()
        || (markup.elements.iter())
            .filter(|e| e.tag.eq_ignore_ascii_case(tag))
            .all(|e| {
                let in_label = std::iter::successors(e.parent, |&p| markup.elements[p].parent)
                    .any(|p| markup.elements[p].tag == "label");
                e.holds_children
                    || in_label
                    || e.attributes
                        .iter()
                        .any(|a| crate::aria::names_element(&a.name))
            })
}

/// The axe rules about an element's content, which uispec makes up when it gives children.
const CONTENT_RULES: &[&str] = &[
    "color-contrast",
    "aria-required-children",
    "scrollable-region-focusable",
];

/// The axe rules whose verdict depends on the page's styles (sizes, spacing, colours).
const LAYOUT_RULES: &[&str] = &[
    "target-size",
    "color-contrast",
    "color-contrast-enhanced",
    "link-in-text-block",
    "scrollable-region-focusable",
];

/// The axe rules about an accessible name, which a caller may give through a prop.
const NAMING_RULES: &[&str] = &[
    "label",
    "select-name",
    "button-name",
    "link-name",
    "input-button-name",
    "input-image-alt",
    "image-alt",
    "role-img-alt",
    "svg-img-alt",
    "aria-input-field-name",
    "aria-toggle-field-name",
    "aria-command-name",
    "aria-meter-name",
    "aria-progressbar-name",
    "aria-tooltip-name",
    "aria-dialog-name",
    "frame-title",
];

/// A state a component showed by a class of its own, which no selector of the stylesheet
/// matches (the library's convention, which `[css.states]` can name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StateClass {
    /// The component, as the code names it.
    pub component: String,
    /// The state (kebab case).
    pub state: String,
    /// The class, as a selector (`.disabled`).
    pub class: String,
}

/// Judges what the browser showed of the renders of one component: `renders` are the plan's
/// renders (by index) and `observed` every answer for them; `styled` says whether the page had
/// styles of the project's for it (`[test] stylesheets`, or a tokenMapping in its spec; those
/// its renders brought are in each answer). Returns the states it showed by classes of its own
/// ([`state_convention`] gathers them).
pub fn check_rendered(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    component: &Component,
    renders: &[Render],
    observed: &[Observed],
    (css, styled): (&CssOptions, bool),
) -> Vec<StateClass> {
    let mut classes = Vec::new();
    let label = |o: &Observed| {
        let render = renders.get(o.render).map(Render::label).unwrap_or_default();
        format!("{render} ({} theme)", o.theme)
    };
    // How a render was seen: on the server, or live after some interaction.
    let seen_as = |o: &Observed| match &o.reached {
        None => format!("rendered as {}", label(o)),
        Some(reached) => {
            let render = renders.get(o.render).map(Render::label).unwrap_or_default();
            format!(
                "mounted live as {render}, {} ({} theme)",
                reached.how, o.theme
            )
        }
    };
    let (mine, live): (Vec<&Observed>, Vec<&Observed>) = observed
        .iter()
        .filter(|o| {
            renders
                .get(o.render)
                .is_some_and(|r| r.spec == doc.spec.name)
        })
        .partition(|o| o.reached.is_none());
    if mine.is_empty() {
        return classes;
    }
    let spec = &doc.spec;
    let accessibility = spec.accessibility.as_ref();
    // Part markers are asked only of a component that uses them: one whose renders show some
    // part, or whose code writes `data-scope`/`data-part` (as `part-not-rendered` does). A
    // library styled another way (its own classes) is not held to uispec's markers.
    let marks_parts = mine.iter().any(|o| !o.parts.is_empty())
        || (component.markup.elements.iter()).any(|element| {
            (element.attributes.iter()).any(|a| a.name == "data-part" || a.name == "data-scope")
        });
    // The root part's marker, when the anatomy has a root.
    let has_root = marks_parts
        && spec
            .anatomy
            .iter()
            .any(|part| to_kebab(&part.name) == "root");
    if let Some(o) = mine
        .iter()
        .find(|o| has_root && !o.parts.iter().any(|p| p == "root"))
    {
        diags.push(
            Diagnostic::new(
                RuleId::RENDER_PART_MISSING,
                component.location.clone(),
                format!("no element of `{}` carries the root part's marker in the browser", component.name),
            )
            .with_label(format!("rendered as {}", label(o)))
            .with_help("mark the outermost element as the root part (`data-part` with the generated `PART_ROOT`, or the project's convention)"),
        );
    }
    // The role, and its name, in every render that shows something (a closed dialog does not),
    // and in every state a live render reached.
    let every = || mine.iter().chain(&live);
    let shown = || every().filter(|o| o.outer.as_ref().is_some_and(|outer| !outer.hidden));
    if let Some(role) = accessibility.and_then(|a| a.role.as_ref()) {
        if let Some(o) = shown().find(|o| o.role.is_none()) {
            let outer = o.outer.as_ref();
            let tag = outer.map(|n| n.tag.as_str()).unwrap_or_default();
            let found = match outer.and_then(|n| n.role.as_deref()) {
                Some(found) if !found.is_empty() => format!(" with the role `{found}`"),
                _ => String::new(),
            };
            diags.push(
                Diagnostic::new(
                    RuleId::RENDER_ROLE,
                    doc.location("/accessibility/role"),
                    format!(
                        "no element of `{}` has the role `{role}` in the browser (its outermost element is a `<{tag}>`{found})",
                        component.name,
                    ),
                )
                .with_label("the spec's role")
                .with_related(component.location.clone(), seen_as(o))
                .with_help(format!("render the native element of the role `{role}`, or write `role` on the element that plays it (the generated `ROLE` constant holds it)")),
            );
        }
        if crate::roles::role(role).is_some_and(|r| r.name_required) {
            let unnamed =
                |o: &&&Observed| o.role.as_ref().is_some_and(|n| n.name.trim().is_empty());
            if let Some(o) = shown().find(unnamed) {
                diags.push(
                    Diagnostic::new(
                        RuleId::RENDER_NAME,
                        doc.location("/accessibility/role"),
                        format!("`{}` renders a `{role}` without an accessible name", component.name),
                    )
                    .with_label("this role needs a name")
                    .with_related(component.location.clone(), seen_as(o))
                    .with_help("give the element a name: its text, `aria-label`, or `aria-labelledby` pointing at a visible label"),
                );
            }
        }
    }
    // The ARIA states the spec lists, on every render.
    let listed = accessibility
        .map(|a| a.aria_attributes.as_slice())
        .unwrap_or_default();
    for (index, attribute) in listed.iter().enumerate() {
        // An ARIA state a render is in or not: the spec's `ariaAttributes` of these must be on
        // every render, `false` or `true`.
        if !crate::states::is_boolean_state_attribute(attribute) {
            continue;
        }
        if let Some(o) = every().find(|o| o.aria.get(attribute) == Some(&false)) {
            diags.push(
                Diagnostic::new(
                    RuleId::RENDER_ARIA,
                    doc.location(&format!("/accessibility/ariaAttributes/{index}")),
                    format!("`{}` renders no `{attribute}` in the browser", component.name),
                )
                .with_label("the spec lists it")
                .with_related(component.location.clone(), seen_as(o))
                .with_help(format!("render `{attribute}` on the element whose state it reflects, `\"false\"` too: assistive technology reads its absence as no state")),
            );
        }
    }
    // The state a render sets shows in the markup, and only there.
    let mut reported = Vec::new();
    for o in &mine {
        let state = renders.get(o.render).and_then(|r| r.state.as_deref());
        // A variant value may be a state (a checkbox's `checked=indeterminate`).
        let by_value = |name: &str| {
            renders.get(o.render).is_some_and(|r| {
                (r.variants.values()).any(|value| match_key(value) == match_key(name))
            })
        };
        for (name, matched) in &o.states {
            let set = state.is_some_and(|s| match_key(s) == match_key(name)) || by_value(name);
            // A state may imply another (loading disables a button): only a render with no
            // state set must show none.
            let wrong = if set {
                !matched
            } else {
                *matched && state.is_none() && !by_value(name)
            };
            if !wrong || reported.contains(name) {
                continue;
            }
            reported.push(name.clone());
            // Shown by a class the stylesheet does not select (`.disabled`, a `--checked`
            // modifier) that no render without a state has: the library's convention, which
            // `[css.states]` can name. Said, not an error.
            let unset_have = |class: &str| {
                mine.iter().any(|other| {
                    renders.get(other.render).is_some_and(|r| r.state.is_none())
                        && other.state_classes.get(name).is_some_and(|c| c == class)
                })
            };
            // Shown in the markup some other way (an element or text of its own, an attribute
            // of the library's): the render differs from the same one without the state.
            let differs = set
                && renders.get(o.render).is_some_and(|with| {
                    mine.iter().any(|other| {
                        renders.get(other.render).is_some_and(|without| {
                            without.state.is_none() && without.variants == with.variants
                        }) && other.theme == o.theme
                            && other.markup.is_some()
                            && other.markup != o.markup
                    })
                });
            // The library's own way, said (not an error): its class first, the most precise.
            let own_way = match o.state_classes.get(name).filter(|c| set && !unset_have(c)) {
                Some(class) => {
                    classes.push(StateClass {
                        component: component.name.clone(),
                        state: to_kebab(name),
                        class: class.clone(),
                    });
                    Some((
                        format!(
                            "`{}` shows `{name}` by the class `{class}`, which the stylesheet does not select",
                            component.name
                        ),
                        format!(
                            "if that class is the library's way, say so in uispec.toml: `[css.states] {}`; assistive technology still needs the state's ARIA attribute",
                            states_line(css, &to_kebab(name), &[class.as_str()])
                        ),
                    ))
                }
                None if differs => Some((
                    format!(
                        "`{}` shows `{name}` in its markup, but by none of the selectors the stylesheet uses",
                        component.name
                    ),
                    format!(
                        "render the state's attribute too (`{name}` is selected by {}; docs/styles.md), so assistive technology and the stylesheet see it, or name the library's own in `[css.states]`",
                        state_help(css, name)
                    ),
                )),
                // The root of a compound component hands its state to its parts through the
                // context it provides: a part shows it (a dialog's content is open), and the
                // root's render, whose children are uispec's text, has no part.
                None if set && !component.provides.is_empty() => Some((
                    format!(
                        "`{}` with `{name}` set shows no sign of it itself: it hands it to its parts through `{}`",
                        component.name,
                        component.provides.join("`, `")
                    ),
                    "the parts that read that context are rendered inside this component and checked on their own".to_owned(),
                )),
                None => None,
            };
            if let Some((message, help)) = own_way {
                let mut note =
                    Diagnostic::new(RuleId::RENDER_ARIA, component.location.clone(), message)
                        .with_label(format!("rendered as {}", label(o)))
                        .with_help(help);
                note.severity = Severity::Note;
                diags.push(note);
                continue;
            }
            let message = if set {
                format!(
                    "`{}` with `{name}` set shows no sign of it in the browser",
                    component.name
                )
            } else {
                format!(
                    "`{}` shows the state `{name}` in the browser while `{name}` is not set",
                    component.name
                )
            };
            let at = spec
                .states
                .iter()
                .position(|s| match_key(s) == match_key(name))
                .map_or_else(
                    || component.location.clone(),
                    |i| doc.location(&format!("/states/{i}")),
                );
            diags.push(
                Diagnostic::new(RuleId::RENDER_ARIA, at, message)
                    .with_label(format!("rendered as {}", label(o)))
                    .with_help(format!("bind the state's attribute to the prop (`{name}` is selected by {}; docs/styles.md)", state_help(css, name))),
            );
        }
    }
    // A state of the spec's that no prop sets (a menu's `open` in a signal of its own), reached
    // live by a key, shows by the stylesheet's selectors there, as a state a prop sets does.
    let by_prop = |name: &str| {
        (renders.iter()).any(|r| {
            r.spec == spec.name
                && r.state
                    .as_deref()
                    .is_some_and(|s| match_key(s) == match_key(name))
        })
    };
    for o in &live {
        let Some(reached) = &o.reached else { continue };
        for name in &reached.states {
            let Some(at) = (spec.states.iter()).position(|s| match_key(s) == match_key(name))
            else {
                continue;
            };
            if by_prop(name) || reported.contains(name) || o.states.get(name) != Some(&false) {
                continue;
            }
            reported.push(name.clone());
            let diagnostic = match o.state_classes.get(name) {
                // The library's own class: said, as for a state a prop sets.
                Some(class) => {
                    let mut note = Diagnostic::new(
                        RuleId::RENDER_ARIA,
                        component.location.clone(),
                        format!(
                            "`{}` shows `{name}` by the class `{class}`, which the stylesheet does not select",
                            component.name
                        ),
                    )
                    .with_help(format!(
                        "if that class is the library's way, say so in uispec.toml: `[css.states] {}`",
                        states_line(css, &to_kebab(name), &[class.as_str()])
                    ));
                    note.severity = Severity::Note;
                    note
                }
                None => Diagnostic::new(
                    RuleId::RENDER_ARIA,
                    doc.location(&format!("/states/{at}")),
                    format!(
                        "`{}` reached `{name}` live, but shows it by none of the selectors the stylesheet uses",
                        component.name
                    ),
                )
                .with_help(format!(
                    "show the state on the element that is in it (`{name}` is selected by {}; docs/styles.md), or name the library's own in `[css.states]`",
                    state_help(css, name)
                )),
            };
            diags.push(diagnostic.with_label(seen_as(o)));
        }
    }
    // The parts the tokenMapping styles.
    let mapped: Vec<String> = doc
        .mapping()
        .filter_map(|entry| entry.parsed.ok().map(|key| to_kebab(key.part.text)))
        .collect();
    for (index, part) in spec.anatomy.iter().enumerate() {
        let kebab = to_kebab(&part.name);
        if kebab == "root" || !part.required || !mapped.contains(&kebab) || !marks_parts {
            continue;
        }
        if !every().any(|o| o.parts.contains(&kebab)) {
            diags.push(
                Diagnostic::new(
                    RuleId::RENDER_PART_MISSING,
                    doc.location(&format!("/anatomy/{index}")),
                    format!("no element of `{}` carries the marker of the part `{}` in any render", component.name, part.name),
                )
                .with_label("the tokenMapping styles this part")
                .with_related(component.location.clone(), "rendered here")
                .with_help("mark the part's element (`data-part` with the generated `PART_*` constant, or the project's convention), or mark the part `\"required\": false` in the spec if it only shows with content uispec does not give"),
            );
        }
    }
    // axe-core: one finding per rule: at the first render where the violation is the
    // component's own, else one note at the first render where it is not (a render in which it
    // is the component's own is never hidden behind one where it is not).
    let judged: Vec<(&Observed, &AxeViolation, Option<Excuse>)> = (mine.iter().chain(&live))
        .flat_map(|o| {
            let styled = styled || o.styled;
            (o.axe.iter()).map(move |v| {
                let render = renders.get(o.render);
                (
                    *o,
                    v,
                    not_the_components(v, (doc, component), render, styled),
                )
            })
        })
        .collect();
    let own = |id: &str| (judged.iter()).any(|(_, v, excuse)| v.id == id && excuse.is_none());
    let mut seen: Vec<&str> = Vec::new();
    for (o, violation, excuse) in &judged {
        if seen.contains(&violation.id.as_str()) || (excuse.is_some() && own(&violation.id)) {
            continue;
        }
        seen.push(&violation.id);
        if let Some((message, help)) = excuse {
            let mut note = Diagnostic::new(
                RuleId::RENDER_AXE,
                component.location.clone(),
                message.clone(),
            )
            .with_label(format!("{}: {}", seen_as(o), violation.html))
            .with_help(help.clone());
            note.severity = Severity::Note;
            diags.push(note);
            continue;
        }
        let renders_hit = (judged.iter())
            .filter(|(_, v, excuse)| v.id == violation.id && excuse.is_none())
            .count();
        let severity = match violation.impact.as_str() {
            "critical" | "serious" => Severity::Error,
            _ => Severity::Warning,
        };
        diags.push(
            Diagnostic::new(
                RuleId::RENDER_AXE,
                component.location.clone(),
                format!(
                    "axe `{}` in `{}`: {}",
                    violation.id, component.name, violation.help
                ),
            )
            .with_severity(severity)
            .with_label(format!(
                "{}{}: {}",
                seen_as(o),
                match renders_hit {
                    1 => String::new(),
                    n => format!(" and {} more", n - 1),
                },
                violation.html
            ))
            .with_help(format!(
                "{}fix the element as axe's page on `{}` says: {}",
                match violation.summary.as_str() {
                    "" => String::new(),
                    summary => format!("axe: {summary}\n"),
                },
                violation.id,
                violation.help_url
            )),
        );
    }
    classes
}

/// The line of `[css.states]` that adds `classes` to the selectors `state` is shown by now
/// (`[css.states]` replaces them: the table's forms are kept), at most 16.
fn states_line(css: &CssOptions, state: &str, classes: &[&str]) -> String {
    let mut forms = crate::css::state_templates(css, state).unwrap_or_default();
    for class in classes {
        if !forms.iter().any(|form| form == class) {
            forms.push((*class).to_owned());
        }
    }
    forms.truncate(16);
    let forms: Vec<String> = forms
        .into_iter()
        .map(|f| Value::from(f).to_string())
        .collect();
    format!("{state} = [{}]", forms.join(", "))
}

/// The convention the renders show, gathered from the states each component showed by a class
/// of its own (`found`, from [`check_rendered`]): when two components or more show a state so,
/// one note at the configuration (`config`) with the `[css.states]` lines that name it all, the
/// most used class first. `None` when there is nothing shared to suggest.
pub fn state_convention(
    found: &[StateClass],
    css: &CssOptions,
    config: crate::diagnostics::Location,
) -> Option<Diagnostic> {
    // Per state, its classes with the components showing each.
    let mut states: BTreeMap<&str, BTreeMap<&str, Vec<&str>>> = BTreeMap::new();
    for fact in found {
        let components = (states.entry(&fact.state).or_default())
            .entry(&fact.class)
            .or_default();
        if !components.contains(&fact.component.as_str()) {
            components.push(&fact.component);
        }
    }
    let components: std::collections::BTreeSet<&str> =
        found.iter().map(|f| f.component.as_str()).collect();
    if components.len() < 2 {
        return None;
    }
    let mut said = Vec::new();
    let mut lines = Vec::new();
    for (state, classes) in &states {
        let mut classes: Vec<(&str, &Vec<&str>)> =
            classes.iter().map(|(c, users)| (*c, users)).collect();
        classes.sort_by(|(a, x), (b, y)| y.len().cmp(&x.len()).then(a.cmp(b)));
        for (class, users) in &classes {
            said.push(format!("`{state}` as `{class}` ({})", users.join(", ")));
        }
        let names: Vec<&str> = classes.iter().map(|(class, _)| *class).collect();
        lines.push(states_line(css, state, &names));
    }
    let mut note = Diagnostic::new(
        RuleId::RENDER_ARIA,
        config,
        format!(
            "the renders show states by classes the stylesheet does not select: {}",
            said.join("; ")
        ),
    )
    .with_label("inferred from the rendered markup")
    .with_help(format!(
        "if these classes are the library's convention, say so once in uispec.toml, and the stylesheet and `uispec test` select them too (the table's forms are kept):\n[css.states]\n{}",
        lines.join("\n")
    ));
    note.severity = Severity::Note;
    Some(note)
}

/// The selectors a state is shown by, for a help text.
fn state_help(css: &CssOptions, state: &str) -> String {
    crate::css::state_templates(css, state)
        .map(|forms| forms.join(", "))
        .unwrap_or_else(|| format!("[data-state~=\"{state}\"]"))
}

/// The WCAG tags whose axe-core rules run: 2.0, 2.1 and 2.2, levels A and AA.
pub const AXE_TAGS: &[&str] = &[
    "wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa",
];

/// axe's rules about the parents an element can only live in (a `<li>` in a list, a `tab` in a
/// `tablist`). The server page puts a part rendered alone into those parents first (the
/// observer's `place`, from `html::CONTEXTS` and the roles' required contexts), so they judge
/// the part where it lives; a live render is mounted as the library's code builds it, so
/// there they would judge uispec's mount, and what they find is not kept.
pub const CONTEXT_RULES: &[&str] = &["listitem", "dlitem", "aria-required-parent"];

/// What the browser is asked about the renders of `doc` (the page's observer answers it with an
/// [`Observed`]): the marker of every part (`parts`, the root's included), the selectors of each
/// state in `states` (`states`), and for each state attribute the spec lists, the elements that
/// carry it or expose it natively (`aria`).
pub fn request(doc: &SpecDocument, states: &[&str], css: &CssOptions) -> Value {
    let spec = &doc.spec;
    let mut parts = serde_json::Map::new();
    for part in &spec.anatomy {
        let kebab = to_kebab(&part.name);
        parts.insert(
            kebab,
            Value::from(crate::css::part_selector(css, spec, &part.name)),
        );
    }
    let states: serde_json::Map<String, Value> = states
        .iter()
        .map(|state| {
            let forms = crate::css::state_forms(css, spec, state);
            ((*state).to_owned(), Value::from(forms))
        })
        .collect();
    let aria: serde_json::Map<String, Value> = spec
        .accessibility
        .iter()
        .flat_map(|a| &a.aria_attributes)
        .filter(|attribute| crate::states::is_boolean_state_attribute(attribute))
        .map(|attribute| {
            let native = crate::aria::native_selector(attribute);
            (
                attribute.clone(),
                Value::from(format!("[{attribute}]{native}")),
            )
        })
        .collect();
    // A state shown by a class, in the forms libraries use: the state's name, `is-` before it,
    // or a modifier ending in it (`btn--disabled`, `page-item-active`).
    let state_classes: serde_json::Map<String, Value> = states
        .keys()
        .map(|state| {
            let kebab = to_kebab(state);
            let forms = [
                format!(".{kebab}"),
                format!(".is-{kebab}"),
                format!("[class$=\"-{kebab}\"]"),
                format!("[class*=\"-{kebab} \"]"),
                format!("[class$=\"_{kebab}\"]"),
                format!("[class*=\"_{kebab} \"]"),
            ];
            let forms = Value::from(forms.to_vec());
            (
                state.clone(),
                serde_json::json!({ "forms": forms, "word": kebab }),
            )
        })
        .collect();
    serde_json::json!({
        "parts": parts,
        "states": states,
        "stateClasses": state_classes,
        "aria": aria,
        "axeTags": AXE_TAGS,
        // Content shown only on hover or focus (a tooltip) is judged shown.
        "reveal": spec
            .accessibility
            .as_ref()
            .and_then(|a| crate::roles::role(a.role.as_deref()?))
            .is_some_and(|role| role.on_hover),
    })
}

/// The role whose elements the browser is asked for: the spec's, as Chromium names it.
pub fn chromium_role(doc: &SpecDocument) -> Option<&str> {
    let role = doc.spec.accessibility.as_ref()?.role.as_deref()?;
    Some(match role {
        "img" => "image",
        role => role,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::{Location, SourceFile};

    fn shown(component: &str, state: &str, class: &str) -> StateClass {
        StateClass {
            component: component.to_owned(),
            state: state.to_owned(),
            class: class.to_owned(),
        }
    }

    fn config() -> Location {
        Location::new(&SourceFile::new("uispec.toml", ""), 0..0)
    }

    #[test]
    fn a_convention_two_components_share_is_suggested_once_with_the_tables_forms_kept() {
        let found = [
            shown("ListItem", "disabled", ".disabled"),
            shown("PageItem", "disabled", ".disabled"),
            shown("PageItem", "disabled", ".disabled"),
            shown("Tab", "disabled", ".is-disabled"),
            shown("Button", "loading", ".btn-loading"),
        ];
        let css = CssOptions::default();
        let note = state_convention(&found, &css, config()).expect("a note");
        assert_eq!(note.severity, Severity::Note);
        assert!(
            note.message.contains(
                "`disabled` as `.disabled` (ListItem, PageItem); `disabled` as `.is-disabled` (Tab); `loading` as `.btn-loading` (Button)"
            ),
            "{}",
            note.message
        );
        let help = note.help.as_deref().unwrap_or_default();
        // The table's own forms stay, the classes follow, the most used first.
        let disabled = crate::css::state_templates(&css, "disabled").unwrap();
        assert!(
            help.contains(&format!(
                "\n[css.states]\ndisabled = [{}",
                Value::from(disabled[0].as_str())
            )),
            "{help}"
        );
        assert!(
            help.contains("\".disabled\", \".is-disabled\"]\nloading = ["),
            "{help}"
        );
        // And what it suggests is configuration uispec reads.
        let toml = &help[help.find("[css.states]").unwrap()..];
        let read = crate::config::parse_toml("uispec.toml", toml).expect("readable");
        assert!(read.css.states.contains_key("disabled"), "{toml}");
    }

    #[test]
    fn one_component_alone_is_its_own_note_not_a_convention() {
        let found = [
            shown("Button", "loading", ".btn-loading"),
            shown("Button", "disabled", ".btn-disabled"),
        ];
        assert!(state_convention(&found, &CssOptions::default(), config()).is_none());
        assert!(state_convention(&[], &CssOptions::default(), config()).is_none());
    }
}
