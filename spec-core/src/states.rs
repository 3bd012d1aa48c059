//! The interaction states uispec knows, one row each: how the platform shows the state (its
//! selectors), how a browser is made to show it, which ARIA attribute carries it, whether it is
//! a focus state, whether a `bool` prop so named is that state, and whether contrast is judged
//! in it. Every other list of states derives from [`STATES`]: the stylesheet's selectors
//! (`css::selectors`), the `bool` props `uispec test` renders as states (`harness`), the
//! pseudo-classes it forces and the ARIA attributes it expects (`checks::rendered*`), the focus
//! family and the contrast exemption (`checks::contrast`), and the examples' style proof.
//! `spec-core/tests/architecture.rs` fails when a list elsewhere restates it.
//!
//! A new state is one row.

use crate::naming::match_key;

/// One interaction state.
#[derive(Debug)]
pub struct State {
    /// Its name as a match key (`focusvisible` for `focus-visible`, `focusVisible`).
    pub key: &'static str,
    /// The selectors, any of which puts an element in the state. Each state has a `data-` or
    /// attribute form, so a page can show it without the pointer or focus (the docs' previews).
    pub selectors: &'static [&'static str],
    /// The pseudo-classes a browser test forces to show it (DevTools' `CSS.forcePseudoState`);
    /// empty when an attribute shows it.
    pub forced: &'static [&'static str],
    /// The ARIA attribute and the value that show it (`aria-checked`, `mixed`), if any.
    pub aria: Option<(&'static str, &'static str)>,
    /// A focus state: the outline and border rules judge the parts that take focus in it.
    pub focus: bool,
    /// A `bool` prop so named is this state: `uispec test` renders the component with it set,
    /// `spec:infer` lists the state. Pointer and focus states are not (no prop shows them).
    pub prop: bool,
    /// A prop so named binds the component to a value the user changes (a `Switch`'s
    /// `checked`, a `Dialog`'s `open`): the component is interactive.
    pub bound: bool,
    /// Contrast is not judged in it (WCAG exempts inactive components).
    pub exempt_from_contrast: bool,
}

impl State {
    const fn new(key: &'static str, selectors: &'static [&'static str]) -> State {
        State {
            key,
            selectors,
            forced: &[],
            aria: None,
            focus: false,
            prop: true,
            bound: false,
            exempt_from_contrast: false,
        }
    }

    /// Shown by the pointer or focus, forced as `pseudo`.
    const fn pointer(mut self, forced: &'static [&'static str]) -> State {
        self.forced = forced;
        self.prop = false;
        self
    }

    const fn focus(mut self) -> State {
        self.focus = true;
        self
    }

    const fn aria(mut self, attribute: &'static str, value: &'static str) -> State {
        self.aria = Some((attribute, value));
        self
    }

    const fn no_prop(mut self) -> State {
        self.prop = false;
        self
    }

    const fn bound(mut self) -> State {
        self.bound = true;
        self
    }

    const fn exempt(mut self) -> State {
        self.exempt_from_contrast = true;
        self
    }
}

/// Every state the platform has a form for.
pub const STATES: &[State] = &[
    State::new("hover", &[":hover", "[data-hover]"]).pointer(&["hover"]),
    State::new("focus", &[":focus-visible", "[data-focus-visible]"])
        .pointer(&["focus", "focus-visible"])
        .focus(),
    State::new("focusvisible", &[":focus-visible", "[data-focus-visible]"])
        .pointer(&["focus", "focus-visible"])
        .focus(),
    State::new("focuswithin", &[":focus-within", "[data-focus-within]"])
        .pointer(&["focus-within"])
        .focus(),
    State::new("active", &[":active", "[data-active]"]).pointer(&["active"]),
    State::new("pressed", &["[aria-pressed=\"true\"]", "[data-pressed]"])
        .aria("aria-pressed", "true")
        .bound(),
    State::new(
        "disabled",
        &[":disabled", "[aria-disabled=\"true\"]", "[data-disabled]"],
    )
    .aria("aria-disabled", "true")
    .exempt(),
    State::new(
        "checked",
        &[
            ":checked",
            "[aria-checked=\"true\"]",
            "[data-state=\"checked\"]",
        ],
    )
    .aria("aria-checked", "true")
    .bound(),
    State::new(
        "indeterminate",
        &[
            ":indeterminate",
            "[aria-checked=\"mixed\"]",
            "[data-state=\"indeterminate\"]",
        ],
    )
    .aria("aria-checked", "mixed"),
    State::new("selected", &["[aria-selected=\"true\"]", "[data-selected]"])
        .aria("aria-selected", "true")
        .bound(),
    State::new("expanded", &["[aria-expanded=\"true\"]", "[data-expanded]"])
        .aria("aria-expanded", "true")
        .bound(),
    State::new("open", &["[open]", "[data-state=\"open\"]"]).bound(),
    State::new("closed", &["[data-state=\"closed\"]"]).no_prop(),
    State::new("invalid", &["[aria-invalid=\"true\"]", "[data-invalid]"])
        .aria("aria-invalid", "true"),
    State::new(
        "readonly",
        &["[readonly]", "[aria-readonly=\"true\"]", "[data-readonly]"],
    )
    .aria("aria-readonly", "true"),
    State::new(
        "required",
        &[":required", "[aria-required=\"true\"]", "[data-required]"],
    )
    .aria("aria-required", "true"),
    State::new("loading", &["[aria-busy=\"true\"]", "[data-loading]"]).aria("aria-busy", "true"),
    State::new("busy", &["[aria-busy=\"true\"]", "[data-loading]"]).aria("aria-busy", "true"),
    State::new(
        "current",
        &[
            "[aria-current]:not([aria-current=\"false\"])",
            "[data-current]",
        ],
    )
    .aria("aria-current", "page"),
];

/// The state named `name` (any spelling: `focus-visible`, `focusVisible`), if the platform has
/// a form for it.
pub fn state(name: &str) -> Option<&'static State> {
    let key = match_key(name);
    STATES.iter().find(|state| state.key == key)
}

/// Whether a `bool` prop named `name` (`disabled`, `is_loading` without its `is_`) is a state.
pub fn is_state_prop(name: &str) -> bool {
    state(name).is_some_and(|state| state.prop)
}

/// Whether `name` is a focus state (`focus`, `focus-visible`, `focus-within`).
pub fn is_focus(name: &str) -> bool {
    state(name).is_some_and(|state| state.focus)
}

/// Whether a pseudo-class can be forced to show a state (`hover`, `focus-visible`).
pub fn is_forcible(pseudo: &str) -> bool {
    STATES.iter().any(|state| state.forced.contains(&pseudo))
}

/// Whether the ARIA attribute `attribute` carries a state as `true` or `false`, so a spec that
/// lists it expects it on every render (`aria-checked`; not `aria-current`, whose `false` is
/// its absence).
pub fn is_boolean_state_attribute(attribute: &str) -> bool {
    STATES
        .iter()
        .any(|state| state.aria == Some((attribute, "true")))
}
