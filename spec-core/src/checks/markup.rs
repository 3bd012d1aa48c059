//! The markup contract: what a spec promises about the rendered component, held to the
//! component's markup as the code reader models it ([`crate::code::markup`]).
//!
//! - `role-mismatch`: some element has the spec's role, written (`role=`, or the generated
//!   `ROLE` constant) or implied by its tag ([`aria::implicit_role`]). An element carrying the
//!   root part with another role is an error; no element with the role, a warning.
//! - `aria-attribute-missing`: each attribute of `ariaAttributes` is on some element, static or
//!   bound, unless an element exposes it natively ([`aria::provides`]); and an element given a
//!   role by `role=` carries the states the role requires (`crate::roles::Role::required`).
//! - `part-not-rendered`: each part the tokenMapping styles is rendered with the markers the
//!   stylesheet selects on (`data-scope`, `data-part`), and with `data-<axis>` for each variant
//!   axis and `data-state` for each state without a platform selector that its styles select
//!   on. Without them the generated CSS silently does not apply. A component that renders no
//!   `data-scope` or `data-part` at all is styled another way and is not held to them.
//! - `keyboard-unhandled`: each key of `keyboardInteractions` is handled natively by an
//!   element ([`aria::native_keys`]; Tab by any focusable element) or compared by a keyboard
//!   handler of the component.
//!
//! What the reader cannot see — markup outside the component's function, a spread of
//! attributes, another component that may render the missing piece, an attribute bound at run
//! time where a literal would decide, a handler defined elsewhere — makes a `note` that says
//! so, never a warning or an error: a finding of these rules is a fact about the code.

use crate::aria::{self, Known};
use crate::code::markup::{Element, Listener, Markup, Opaque, Value};
use crate::code::{Component, Rendered};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity};
use crate::hash::{Map, Set};
use crate::naming::{data_attribute, match_key};
use crate::reader::{SpecDocument, push_pointer};
use crate::rules::RuleId;

/// Which markers the markup contract holds a component to: the data attributes, unless
/// `[css.selectors]` is the project's own. Then its markup marks parts and variants its way,
/// and the browser proof is the check.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Markers {
    /// Parts are marked by `data-scope` and `data-part`.
    data_parts: bool,
    /// Variant values are marked by `data-<axis>` on each part.
    data_variants: bool,
}

impl Markers {
    pub(crate) fn of(selectors: &crate::config::Selectors) -> Markers {
        let default = crate::config::Selectors::default();
        Markers {
            data_parts: selectors.part == default.part && selectors.root.is_none(),
            data_variants: selectors.variant == default.variant
                && selectors.axes.is_empty()
                && selectors.variant_on == crate::config::VariantOn::Part,
        }
    }
}

/// Checks `doc`'s markup contract against `component`, the one that implements it, among the
/// project's `components` (`rendered` indexes them by name).
pub(crate) fn check_pair<'a>(
    diags: &mut Diagnostics,
    doc: &'a SpecDocument,
    component: &'a Component,
    components: &'a [Component],
    rendered: &'a Rendered<'a>,
    markers: Markers,
) {
    let contract = Contract {
        doc,
        component,
        markup: &component.markup,
        reach: Reach::of(component, rendered),
        components,
        rendered,
        data_variants: markers.data_variants,
    };
    if !component.markup.seen {
        contract.unseen(diags);
        return;
    }
    contract.role(diags);
    contract.aria_attributes(diags);
    if markers.data_parts {
        contract.parts(diags);
    }
    contract.keys(diags);
}

struct Contract<'a> {
    doc: &'a SpecDocument,
    component: &'a Component,
    /// Its own markup: the parts it marks.
    markup: &'a Markup,
    /// What it renders, through the project's components it renders: its role, ARIA and keys.
    reach: Reach<'a>,
    /// The project's components, to find those around this one.
    components: &'a [Component],
    rendered: &'a Rendered<'a>,
    /// Whether variant values are marked by `data-<axis>` on each part (the default), so the
    /// markup must carry them.
    data_variants: bool,
}

/// An element's role as written or implied.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role<'a> {
    /// `role="…"`, the spec's `ROLE` constant, or the tag's implicit role.
    Is(&'a str),
    /// No role (`div`, `span`).
    None,
    /// Bound at run time.
    Unknown,
}

impl<'a> Contract<'a> {
    fn role_of(&self, element: &'a Element) -> Role<'a> {
        match element.attribute("role").map(|a| &a.value) {
            Some(Value::Text(text)) => text.split_whitespace().next().map_or(Role::None, Role::Is),
            Some(Value::Constant(name)) if name == "ROLE" => {
                self.spec_role().map_or(Role::Unknown, Role::Is)
            }
            // One of the literals it chooses from is the spec's role (`let role = if toolbar
            // { "toolbar" } else { "group" }`): the element renders it.
            Some(Value::Bound { keys, .. }) => {
                let spec = self.spec_role();
                (keys.iter())
                    .find(|k| spec.is_some_and(|spec| same_role(k, spec)))
                    .map_or(Role::Unknown, |k| Role::Is(k))
            }
            Some(_) => Role::Unknown,
            None => match aria::implicit_role(element) {
                Known::Is(Some(role)) => Role::Is(role),
                Known::Is(None) => Role::None,
                Known::Unknown => Role::Unknown,
            },
        }
    }

    fn spec_role(&self) -> Option<&'a str> {
        let role = self.doc.spec.accessibility.as_ref()?.role.as_deref()?;
        Some(role.trim()).filter(|r| !r.is_empty())
    }

    /// The element that carries the root part, else the one the markup starts with.
    fn root(&self) -> Option<&'a Element> {
        let elements = &self.reach.elements;
        (elements.iter().copied())
            .find(|e| self.carries(e, "root"))
            .or(self.reach.root)
            .or_else(|| elements.first().copied())
    }

    /// Whether `element` has `data-part` for `part`.
    fn carries(&self, element: &Element, part: &str) -> bool {
        carried(element).is_some_and(|carried| match_key(carried) == match_key(part))
    }

    /// Where a finding about the component as a whole points in the code.
    fn code_location(&self) -> Location {
        self.root()
            .map_or_else(|| self.component.location.clone(), |e| e.location.clone())
    }

    /// One note for a component whose markup is not in its function (built by another
    /// function, or not written yet), naming what of the contract is left unchecked.
    fn unseen(&self, diags: &mut Diagnostics) {
        let spec = &self.doc.spec;
        let accessibility = spec.accessibility.as_ref();
        let mut unchecked = Vec::new();
        let mut rule = None;
        if let Some(role) = self.spec_role() {
            unchecked.push(format!("role `{role}`"));
            rule.get_or_insert(RuleId::ROLE_MISMATCH);
        }
        let listed = accessibility.map_or(0, |a| a.aria_attributes.len());
        if listed > 0 {
            unchecked.push(format!("ARIA attributes ({listed})"));
            rule.get_or_insert(RuleId::ARIA_ATTRIBUTE_MISSING);
        }
        if !spec.token_mapping.is_empty() {
            unchecked.push("styled parts".to_owned());
            rule.get_or_insert(RuleId::PART_NOT_RENDERED);
        }
        let keys = accessibility.map_or(0, |a| a.keyboard_interactions.len());
        if keys > 0 {
            unchecked.push(format!("keys ({keys})"));
            rule.get_or_insert(RuleId::KEYBOARD_UNHANDLED);
        }
        let Some(rule) = rule else {
            return;
        };
        let mut note = Diagnostic::new(
            rule,
            self.component.location.clone(),
            format!(
                "the markup of `{}` is not written in its function (no `view!`, `html!` or `rsx!` there), so its spec's {} cannot be checked",
                self.component.name,
                unchecked.join(", ")
            ),
        )
        .with_label("no markup here")
        .with_related(self.doc.location("/name"), "the spec")
        .with_help("write the component's markup in its own markup macro, or check the contract by hand");
        note.severity = Severity::Note;
        diags.push(note);
    }

    /// Why the reader cannot tell: the first thing in the markup it cannot see.
    fn blind_spot(&self) -> Option<(String, Location)> {
        self.blind_spot_but(|_| false)
    }

    /// [`Contract::blind_spot`], leaving out what `irrelevant` says cannot matter.
    fn blind_spot_but(&self, irrelevant: impl Fn(&Opaque) -> bool) -> Option<(String, Location)> {
        let opaque = self.reach.opaque.iter().find(|o| !irrelevant(o))?;
        Some((
            format!(
                "{} may render it, and uispec does not read into it",
                opaque.what
            ),
            opaque.location.clone(),
        ))
    }

    /// A note that `what` cannot be checked, because of `why`.
    fn note(
        &self,
        diags: &mut Diagnostics,
        rule: RuleId,
        at: Location,
        what: String,
        why: (String, Location),
    ) {
        let mut note = Diagnostic::new(rule, at, format!("{what} cannot be checked: {}", why.0))
            .with_label("promised here")
            .with_related(why.1, "not visible to uispec")
            .with_help("check it by hand, or write the markup in the component's own markup macro");
        note.severity = Severity::Note;
        diags.push(note);
    }

    fn role(&self, diags: &mut Diagnostics) {
        let Some(role) = self.spec_role() else {
            return;
        };
        let elements = &self.reach.elements;
        let roles: Vec<Role<'_>> = elements.iter().map(|e| self.role_of(e)).collect();
        if roles
            .iter()
            .any(|r| matches!(r, Role::Is(r) if same_role(r, role)))
        {
            return;
        }
        // Only now: a location makes the spec's source map, which a clean spec never needs.
        let at = self.doc.location("/accessibility/role");
        let root = self.root();
        if let Some(root) = root
            && let Role::Is(other) = self.role_of(root)
        {
            let written = root.attribute("role").map(|a| a.location.clone());
            diags.push(
                Diagnostic::new(
                    RuleId::ROLE_MISMATCH,
                    written.unwrap_or_else(|| root.location.clone()),
                    format!(
                        "`{}` renders its root as `<{}>`, role `{other}`, where the spec says `{role}`",
                        self.component.name, root.tag
                    ),
                )
                .with_label(format!("role `{other}`"))
                .with_related(at, "the spec's role")
                .with_help(role_help(role)),
            );
            return;
        }
        let unknown = roles.contains(&Role::Unknown).then(|| {
            let element = elements
                .iter()
                .zip(&roles)
                .find(|(_, r)| **r == Role::Unknown);
            let element = element.map(|(e, _)| *e);
            (
                "a `role` or `type` bound at run time decides it".to_owned(),
                element.map_or_else(|| self.component.location.clone(), |e| e.location.clone()),
            )
        });
        if let Some(why) = unknown.or_else(|| self.blind_spot()) {
            self.note(
                diags,
                RuleId::ROLE_MISMATCH,
                at,
                format!("the role `{role}`"),
                why,
            );
            return;
        }
        let mut finding = Diagnostic::new(
            RuleId::ROLE_MISMATCH,
            self.code_location(),
            format!(
                "no element of `{}` has the role `{role}` its spec promises",
                self.component.name
            ),
        )
        .with_label("no such role here or inside")
        .with_related(at, "the spec's role")
        .with_help(role_help(role));
        finding.severity = Severity::Warning;
        diags.push(finding);
    }

    fn aria_attributes(&self, diags: &mut Diagnostics) {
        let elements = &self.reach.elements;
        let mut reported: Set<&str> = Set::default();
        let listed = self
            .doc
            .spec
            .accessibility
            .as_ref()
            .map_or(&[][..], |a| a.aria_attributes.as_slice());
        // Every attribute written, and every state an element exposes natively, read once.
        let mut present: Set<&str> = Set::default();
        for element in elements {
            present.extend(element.attributes.iter().map(|a| a.name.as_str()));
            present.extend(
                aria::NATIVE_STATES
                    .iter()
                    .filter(|name| aria::provides(*element, name)),
            );
            // A role written through the spec's `ROLE` constant implies what the literal would.
            if let Role::Is(role) = self.role_of(element) {
                present.extend(
                    aria::NATIVE_STATES
                        .iter()
                        .filter(|name| aria::implied_by_role(role, name)),
                );
            }
        }
        for (i, written) in listed.iter().enumerate() {
            let Some(name) = aria_name(written) else {
                continue;
            };
            if present.contains(name) {
                continue;
            }
            let at = self
                .doc
                .location(&format!("/accessibility/ariaAttributes/{i}"));
            if let Some(why) = self.blind_spot() {
                self.note(
                    diags,
                    RuleId::ARIA_ATTRIBUTE_MISSING,
                    at,
                    format!("`{name}`"),
                    why,
                );
                continue;
            }
            reported.insert(name);
            diags.push(
                Diagnostic::new(
                    RuleId::ARIA_ATTRIBUTE_MISSING,
                    at,
                    format!(
                        "the spec lists `{name}`, and no element of `{}` renders it",
                        self.component.name
                    ),
                )
                .with_label("listed here")
                .with_related(self.code_location(), "not on any element here")
                .with_help(format!(
                    "render `{name}` on the element it describes (bound to the state it reflects), or remove it from `ariaAttributes`"
                )),
            );
        }
        for element in elements {
            let Role::Is(role) = self.role_of(element) else {
                continue;
            };
            let Some(written) = element.attribute("role") else {
                continue; // the tag's own role: the element provides its states
            };
            if matches!(aria::implicit_role(*element), Known::Is(Some(native)) if same_role(native, role))
            {
                continue;
            }
            for &state in crate::roles::role(role).map_or(&[][..], |r| r.required) {
                if reported.contains(state)
                    || element.attribute(state).is_some()
                    || aria::provides(*element, state)
                {
                    continue;
                }
                diags.push(
                    Diagnostic::new(
                        RuleId::ARIA_ATTRIBUTE_MISSING,
                        written.location.clone(),
                        format!(
                            "`<{} role=\"{role}\">` has no `{state}`, which the role `{role}` requires",
                            element.tag
                        ),
                    )
                    .with_label(format!("role `{role}`"))
                    .with_help(format!(
                        "render `{state}` on this element, bound to the state it reflects, or use the native element that has the role"
                    )),
                );
            }
        }
    }

    fn parts(&self, diags: &mut Diagnostics) {
        // A component that renders no `data-scope` or `data-part` at all is styled another
        // way (its own classes): the generated stylesheet's markers are not its contract.
        let elements = &self.markup.elements;
        let marked = elements
            .iter()
            .any(|e| e.attribute("data-scope").is_some() || e.attribute("data-part").is_some());
        if !marked {
            return;
        }
        let spec = &self.doc.spec;
        // Each styled part with the first entry that styles it, the axes and the states
        // without a platform selector its entries select on (with their entries).
        let mut styled: Vec<Styled<'_>> = Vec::new();
        for entry in self.doc.mapping() {
            let Ok(key) = entry.parsed else {
                continue;
            };
            let index = match styled.iter().position(|s| s.part == key.part.text) {
                Some(index) => index,
                None => {
                    styled.push(Styled {
                        part: key.part.text,
                        key: entry.key,
                        axes: Vec::new(),
                        states: Vec::new(),
                    });
                    styled.len() - 1
                }
            };
            let part = &mut styled[index];
            for (axis, value) in &key.selectors {
                let is_default =
                    spec.default_variants.get(axis.text).map(String::as_str) == Some(value.text);
                if !is_default && !part.axes.iter().any(|(a, _)| *a == axis.text) {
                    part.axes.push((axis.text, entry.key));
                }
            }
            if let Some(state) = key.state
                && crate::states::state(state.text).is_none()
                && !part.states.iter().any(|(s, _)| *s == state.text)
            {
                part.states.push((state.text, entry.key));
            }
        }
        let bound_parts = elements.iter().any(|e| {
            matches!(
                e.attribute("data-part").map(|a| &a.value),
                Some(Value::Bound { .. })
            )
        });
        // The elements by the part they carry, read once (a spec may style many parts).
        let mut by_part: Map<String, Vec<&Element>> = Map::default();
        for element in elements {
            if let Some(part) = carried(element) {
                by_part.entry(match_key(part)).or_default().push(element);
            }
        }
        // A part with a selector of its own in the spec (`x-selector`) is marked its way.
        let own_selector = |part: &str| {
            spec.anatomy.iter().any(|p| {
                match_key(&p.name) == match_key(part) && crate::config::part_override(p).is_some()
            })
        };
        for part in styled.iter().filter(|part| !own_selector(part.part)) {
            let at = |key: &str| self.doc.location(&push_pointer("/tokenMapping", key));
            let carriers = by_part
                .get(&match_key(part.part))
                .map_or(&[][..], Vec::as_slice);
            if carriers.is_empty() {
                let why = if bound_parts {
                    let element = elements.iter().find(|e| {
                        matches!(
                            e.attribute("data-part").map(|a| &a.value),
                            Some(Value::Bound { .. })
                        )
                    });
                    element.map(|e| {
                        (
                            "a `data-part` bound at run time may name it".to_owned(),
                            e.location.clone(),
                        )
                    })
                } else {
                    self.blind_spot()
                };
                if let Some(why) = why {
                    self.note(
                        diags,
                        RuleId::PART_NOT_RENDERED,
                        at(part.key),
                        format!("the part `{}`", part.part),
                        why,
                    );
                    continue;
                }
                diags.push(
                    Diagnostic::new(
                        RuleId::PART_NOT_RENDERED,
                        at(part.key),
                        format!(
                            "the part `{}` is styled here, and no element of `{}` renders `data-part=\"{}\"`",
                            part.part,
                            self.component.name,
                            crate::naming::to_kebab(part.part)
                        ),
                    )
                    .with_label("its styles never apply")
                    .with_related(self.code_location(), "no element carries the part")
                    .with_help(format!(
                        "render `data-scope` and `data-part` on the element of the part (`{}Spec::{}`), as the stylesheet selects on both",
                        self.component.name,
                        crate::codegen::part_const(part.part)
                    )),
                );
                continue;
            }
            for &element in carriers {
                let mut wanted: Vec<(String, &str, String)> = Vec::new();
                if element.attribute("data-scope").is_none() {
                    wanted.push((
                        "data-scope".to_owned(),
                        part.key,
                        "the part's selector".to_owned(),
                    ));
                }
                for (axis, key) in part.axes.iter().filter(|_| self.data_variants) {
                    wanted.push((
                        data_attribute(axis),
                        key,
                        format!("its styles for `{axis}`"),
                    ));
                }
                for (state, key) in &part.states {
                    wanted.push((
                        "data-state".to_owned(),
                        key,
                        format!("its `{state}` styles"),
                    ));
                }
                let mut said: Set<String> = Set::default();
                for (attribute, key, what) in wanted {
                    if element.attribute(&attribute).is_some() || !said.insert(attribute.clone()) {
                        continue;
                    }
                    if let Some(opaque) = self
                        .markup
                        .opaque
                        .iter()
                        .find(|o| o.what.contains("spread"))
                    {
                        let why = (
                            "a spread of attributes may add it".to_owned(),
                            opaque.location.clone(),
                        );
                        self.note(
                            diags,
                            RuleId::PART_NOT_RENDERED,
                            at(key),
                            format!("`{attribute}` on the part `{}`", part.part),
                            why,
                        );
                        continue;
                    }
                    diags.push(
                        Diagnostic::new(
                            RuleId::PART_NOT_RENDERED,
                            element.location.clone(),
                            format!(
                                "the `{}` part's `<{}>` has no `{attribute}`, which {what} select on",
                                part.part, element.tag
                            ),
                        )
                        .with_label(format!("no `{attribute}` here"))
                        .with_related(at(key), "styled here")
                        .with_help(format!("render `{attribute}` on this element; without it those styles never apply")),
                    );
                }
            }
        }
    }

    fn keys(&self, diags: &mut Diagnostics) {
        let Some(accessibility) = &self.doc.spec.accessibility else {
            return;
        };
        // The keys promised: those the spec lists, and those the APG pattern of its role
        // requires that it does not list (a spinbutton's arrows).
        let mut promised: Vec<Promise<'_>> = Vec::new();
        for (i, interaction) in accessibility.keyboard_interactions.iter().enumerate() {
            let Some(key) = interaction.key.rsplit('+').next().map(str::trim) else {
                continue;
            };
            if super::is_key_name(key) {
                promised.push(Promise {
                    key,
                    written: &interaction.key,
                    pointer: format!("/accessibility/keyboardInteractions/{i}/key"),
                    role: None,
                });
            } // else keyboard-key-unknown says so
        }
        // Asked only of a component that renders the role: one that does not is
        // `role-mismatch`'s finding.
        let renders_role = |role: &str| {
            (self.reach.elements.iter())
                .any(|e| matches!(self.role_of(e), Role::Is(r) if same_role(r, role)))
        };
        if let Some(role) = self.spec_role().filter(|role| renders_role(role)) {
            for key in crate::roles::required_keys(role) {
                if !promised.iter().any(|p| p.key == key) {
                    promised.push(Promise {
                        key,
                        written: key,
                        pointer: "/accessibility/role".to_owned(),
                        role: Some(role),
                    });
                }
            }
        }
        if promised.is_empty() {
            return;
        }
        let (compared, hidden_handler) = self.reach.compared();
        // What the elements the keyboard reaches handle natively, read once (a spec may list
        // many keys).
        let elements: Vec<&Element> = (self.reach.elements.iter().copied())
            .filter(|e| !aria::is_out_of_reach(*e))
            .collect();
        let focusable = elements.iter().any(|e| aria::is_focusable(*e));
        let mut native_keys: Set<&str> = Set::default();
        let mut unknown: Option<&Location> = None;
        for element in &elements {
            match aria::native_keys(*element) {
                Known::Is(keys) => native_keys.extend(keys.iter().copied()),
                Known::Unknown => {
                    unknown.get_or_insert(&element.location);
                }
            }
        }
        // The components that provide the contexts this one reads (a dialog's root, around
        // its content) may handle its keys: a listener on `window` in the root is common.
        let mut providers: Option<(Set<&str>, Option<&Location>)> = None;
        for promise in promised {
            let key = promise.key;
            let native = if key.chars().count() == 1 {
                "Character"
            } else {
                key
            };
            let handled = compared.contains(key)
                || if key == "Tab" {
                    focusable
                } else {
                    native_keys.contains(native)
                };
            if handled {
                continue;
            }
            let (around, around_hidden) = providers.get_or_insert_with(|| self.providers_compare());
            if around.contains(key) {
                continue;
            }
            let at = self.doc.location(&promise.pointer);
            let why = unknown
                .map(|l| {
                    (
                        "an element's `type` is bound at run time".to_owned(),
                        l.clone(),
                    )
                })
                .or_else(|| {
                    hidden_handler.or(*around_hidden).map(|l| {
                        (
                            "a keyboard handler is defined out of sight".to_owned(),
                            l.clone(),
                        )
                    })
                })
                // A spread of the caller's attributes is not: a key its handler may add is
                // the caller's behaviour, not the component's.
                .or_else(|| self.blind_spot_but(|o| o.caller))
                .or_else(|| self.script_behaviour())
                .or_else(|| self.items_handle(promise.role));
            if let Some(why) = why {
                self.note(
                    diags,
                    RuleId::KEYBOARD_UNHANDLED,
                    at,
                    format!("`{}`", promise.written),
                    why,
                );
                continue;
            }
            let name = &self.component.name;
            let (message, help) = if key == "Tab" {
                (
                    format!(
                        "`{}` moves focus, and no element of `{name}` can take focus",
                        promise.written
                    ),
                    "render a focusable element (a native control, or `tabindex=\"0\"`)".to_owned(),
                )
            } else {
                let what = match promise.role {
                    Some(role) => format!(
                        "the role `{role}` asks for `{key}` (its WAI-ARIA APG pattern), and it is handled by no element of `{name}`"
                    ),
                    None => format!("`{}` is handled by no element of `{name}`", promise.written),
                };
                (
                    format!(
                        "{what}: no native element handles it and no keyboard handler compares it"
                    ),
                    format!(
                        "handle it in a `keydown` handler (`event.key() == \"{}\"`), or render a native element that handles it{}",
                        if key == "Space" { " " } else { key },
                        if promise.role.is_some() {
                            "; list it in `keyboardInteractions`"
                        } else {
                            ""
                        }
                    ),
                )
            };
            diags.push(
                Diagnostic::new(RuleId::KEYBOARD_UNHANDLED, at, message)
                    .with_label("promised here")
                    .with_related(self.code_location(), "not handled here")
                    .with_help(help),
            );
        }
    }

    /// The keys compared by the components that provide a context this one reads.
    fn providers_compare(&self) -> (Set<&'a str>, Option<&'a Location>) {
        let mut compared = Set::default();
        let mut hidden = None;
        let requires = &self.component.requires;
        if requires.is_empty() {
            return (compared, hidden);
        }
        for provider in self.components {
            if std::ptr::eq(provider, self.component)
                || !provider.provides.iter().any(|p| requires.contains(p))
            {
                continue;
            }
            let (keys, out_of_sight) = Reach::of(provider, self.rendered).compared();
            compared.extend(keys);
            hidden = hidden.or(out_of_sight);
        }
        (compared, hidden)
    }

    /// An element whose keyboard behaviour a page script attaches through its data attributes
    /// (Bootstrap's `data-bs-keyboard` on a modal, `data-bs-toggle="dropdown"`): the script
    /// may handle the key.
    fn script_behaviour(&self) -> Option<(String, Location)> {
        self.reach.elements.iter().find_map(|element| {
            let attribute = element.attributes.iter().find(|a| {
                SCRIPT_KEYS.iter().any(|(name, values)| {
                    a.name == *name
                        && (values.is_empty()
                            || matches!(&a.value, Value::Text(v) if values.contains(&v.as_str())))
                })
            })?;
            Some((
                format!(
                    "a page script may handle it: `{}` hands the element's keys to one",
                    attribute.name
                ),
                attribute.location.clone(),
            ))
        })
    }

    /// For a composite container (`tablist`, `listbox`, `menu`), whose keys the items inside
    /// often handle, the element that holds the caller's children: those items may be there.
    fn items_handle(&self, role: Option<&str>) -> Option<(String, Location)> {
        let role = role.or(self.spec_role())?;
        let composite = crate::apg::PATTERNS
            .iter()
            .any(|p| p.is_root(role) && !p.parts.is_empty());
        let holder = self.reach.elements.iter().find(|e| e.holds_children)?;
        composite.then(|| {
            (
                format!("the items of the `{role}` are the caller's children, which may handle it"),
                holder.location.clone(),
            )
        })
    }
}

/// The attributes by which a page script handles an element's keys, with the values that do
/// (none: any): Bootstrap's data API, 4 and 5 (its modal's Escape, its dropdown's and tabs'
/// arrows; a collapse toggle handles clicks only).
const SCRIPT_KEYS: &[(&str, &[&str])] = &[
    ("data-bs-keyboard", &[]),
    ("data-bs-toggle", KEYED_TOGGLES),
    ("data-toggle", KEYED_TOGGLES),
    ("data-keyboard", &[]),
];

/// The Bootstrap toggles whose plugin handles keys (its dropdown's and tabs' arrows).
const KEYED_TOGGLES: &[&str] = &["dropdown", "tab", "pill", "list"];

/// A key the component must handle.
struct Promise<'d> {
    /// Its UI Events name (`ArrowUp`; the last of a combination).
    key: &'d str,
    /// As the spec writes it (`Shift+Tab`).
    written: &'d str,
    /// Where the spec promises it.
    pointer: String,
    /// The role whose APG pattern asks for it, when the spec does not list it.
    role: Option<&'d str>,
}

/// How many components deep [`Reach`] follows the components a component renders.
const MAX_REACH: usize = 8;

/// What a component renders, its own markup with that of the project's components it renders
/// (a `Root` that renders `RootWith`, a `Button` that renders `ButtonPrimitive`), so that a
/// wrapper's role, ARIA and keys are found where they are written. A rendered component is
/// followed when the reader can tell which it is ([`Rendered::resolve`]); what is not stays a
/// blind spot.
pub(crate) struct Reach<'a> {
    pub(crate) elements: Vec<&'a Element>,
    opaque: Vec<&'a Opaque>,
    listeners: Vec<&'a Listener>,
    /// The element the component's own markup starts with, else the first rendered
    /// component's.
    pub(crate) root: Option<&'a Element>,
}

impl<'a> Reach<'a> {
    pub(crate) fn of(component: &'a Component, rendered: &Rendered<'a>) -> Reach<'a> {
        let mut reach = Reach {
            elements: Vec::new(),
            opaque: Vec::new(),
            listeners: Vec::new(),
            root: None,
        };
        let mut seen: Set<*const Component> = Set::default();
        reach.add(component, rendered, &mut seen, 0);
        reach
    }

    /// The keys its keyboard handlers compare (on elements, and those the body attaches to
    /// `window`, `document` or a node), and where one is defined out of sight.
    fn compared(&self) -> (Set<&'a str>, Option<&'a Location>) {
        let mut compared: Set<&str> = Set::default();
        let mut hidden: Option<&Location> = None;
        let on_elements = self.elements.iter().flat_map(|element| {
            element
                .handlers()
                .map(|(event, attribute)| (event, &attribute.value, &attribute.location))
        });
        let listeners = (self.listeners.iter())
            .map(|listener| (listener.event.as_str(), &listener.value, &listener.location));
        for (event, value, location) in on_elements.chain(listeners) {
            if !matches!(event, "keydown" | "keyup" | "keypress") {
                continue;
            }
            match value {
                Value::Bound { keys, local, .. } => {
                    compared.extend(keys.iter().map(|k| key_value(k)));
                    if !local {
                        hidden.get_or_insert(location);
                    }
                }
                _ => {
                    hidden.get_or_insert(location);
                }
            }
        }
        (compared, hidden)
    }

    fn add(
        &mut self,
        component: &'a Component,
        rendered: &Rendered<'a>,
        seen: &mut Set<*const Component>,
        depth: usize,
    ) {
        if !seen.insert(component) {
            return;
        }
        let markup = &component.markup;
        self.elements.extend(&markup.elements);
        self.listeners.extend(&markup.listeners);
        if self.root.is_none() {
            self.root = markup.root.map(|i| &markup.elements[i]);
        }
        for opaque in &markup.opaque {
            let inner = rendered
                .resolve(component, opaque)
                .filter(|_| depth < MAX_REACH);
            // A component with no markup of its own (`RootEvents` attaching listeners and
            // returning its children) still adds its listeners; what it renders is unseen.
            if inner.is_none_or(|inner| !inner.markup.seen) {
                self.opaque.push(opaque);
            }
            if let Some(inner) = inner {
                self.add(inner, rendered, seen, depth + 1);
            }
        }
    }
}

/// The part an element's `data-part` names: a literal (`"label"`), or the generated constant
/// (`ButtonSpec::PART_LABEL` gives `LABEL`, compared by [`match_key`]).
fn carried(element: &Element) -> Option<&str> {
    match &element.attribute("data-part")?.value {
        Value::Text(text) => Some(text),
        Value::Constant(name) => name.strip_prefix("PART_"),
        _ => None,
    }
}

/// A part the tokenMapping styles.
struct Styled<'d> {
    part: &'d str,
    /// The first entry that styles it.
    key: &'d str,
    /// Variant axes selected on with a value other than the default, with the first entry.
    axes: Vec<(&'d str, &'d str)>,
    /// States without a platform selector (`[data-state~=…]`), with the first entry.
    states: Vec<(&'d str, &'d str)>,
}

/// Roles ARIA 1.2 makes synonyms.
fn same_role(a: &str, b: &str) -> bool {
    fn canonical(role: &str) -> &str {
        match role {
            "none" => "presentation",
            "image" => "img",
            other => other,
        }
    }
    canonical(a).eq_ignore_ascii_case(canonical(b))
}

fn role_help(role: &str) -> String {
    format!(
        "render the native element that has the role `{role}`, or write `role` on the element (the generated `ROLE` constant holds it)"
    )
}

/// The attribute name of an `ariaAttributes` entry (`aria-checked`, also written
/// `aria-checked="mixed"` or `aria-checked (mixed)`).
fn aria_name(written: &str) -> Option<&str> {
    let written = written.trim();
    let end = written
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .unwrap_or(written.len());
    Some(&written[..end]).filter(|name| name.starts_with("aria-") && name.len() > 5)
}

/// The UI Events key value a handler's literal stands for: `" "` and `Spacebar` are `Space`,
/// `Esc` is `Escape`, the old `Up` is `ArrowUp`.
fn key_value(literal: &str) -> &str {
    match literal {
        " " | "Spacebar" => "Space",
        "Esc" => "Escape",
        "Up" => "ArrowUp",
        "Down" => "ArrowDown",
        "Left" => "ArrowLeft",
        "Right" => "ArrowRight",
        "Del" => "Delete",
        other => other,
    }
}
