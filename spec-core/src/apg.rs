//! The WAI-ARIA Authoring Practices (APG) patterns uispec knows: for a component, its role,
//! the ARIA it needs and its keyboard contract. The MCP `enrich-spec` prompt grounds its
//! accessibility advice in the pattern [`Pattern::for_spec`] picks, instead of leaving the
//! agent to recall it.
//!
//! Sources: the APG pattern pages (<https://www.w3.org/WAI/ARIA/apg/patterns/>) and, for
//! components the APG has no pattern for (text fields, cards, avatars, badges, progress), the
//! role definitions of WAI-ARIA 1.2. Native HTML elements come first: a role is written only
//! when no element carries it.
//!
//! A new pattern is one entry in [`PATTERNS`] (more specific names first); the roles it is for must
//! be rows of [`crate::roles::ROLES`] (a test checks).

use crate::model::ComponentSpec;
use crate::naming::to_kebab;

/// One APG pattern, or one WAI-ARIA role where the APG has no pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pattern {
    /// Stable id (`button`, `dialog-modal`, ...): the last segment of the APG address.
    pub id: &'static str,
    /// The pattern's title on the APG.
    pub title: &'static str,
    /// Where the pattern (or the role) is defined.
    pub url: &'static str,
    /// The component's role (the root element's); `None` when the pattern gives the root none
    /// (an accordion: its keys are on its headers' buttons, its panels are regions).
    pub role: Option<&'static str>,
    /// The native element that has the role, when one does.
    pub native: Option<&'static str>,
    /// States and properties the pattern requires or names, with when they apply.
    pub aria: &'static [&'static str],
    /// The keyboard contract.
    pub keyboard: &'static [Key],
    /// Focus management and other rules of the pattern.
    pub notes: &'static [&'static str],
    /// Kebab-case component names that usually implement the pattern.
    names: &'static [&'static str],
    /// Other roles the component's root may have (`searchbox` of a textbox, `menu` of a
    /// menu button's popup): the keyboard contract is theirs too.
    pub roles: &'static [&'static str],
    /// The roles of the pattern's parts (`tab`, `option`, `treeitem`): a component with one
    /// gets the pattern and is interactive, but the keys are its container's.
    pub parts: &'static [&'static str],
    /// The roles of the items of the popup the component opens (`option`, `menuitem`): what
    /// focus moves among while it is open. The keys that open it ([`Effect::Opens`]) are
    /// pressed with it closed, the others with it open.
    pub popup: &'static [&'static str],
}

/// One row of a pattern's keyboard table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Key {
    /// `Enter`, `Space`, `Shift+Tab`, `Down Arrow`, ...; several keys of one row are written
    /// `Left Arrow / Right Arrow`.
    pub key: &'static str,
    /// What the key does.
    pub action: &'static str,
    /// The APG marks the key optional.
    pub optional: bool,
    /// What pressing it must do that a browser can observe: one per key of the row, in order
    /// (`Left Arrow / Right Arrow`: previous, next), or one for all of them.
    pub effects: &'static [Effect],
}

impl Key {
    /// Each key of the row (as the APG names it) with its effect.
    pub fn each(&self) -> impl Iterator<Item = (&'static str, Effect)> + '_ {
        let keys = self.key.split(" / ").map(str::trim);
        keys.enumerate().filter_map(|(i, key)| {
            let effect = match self.effects {
                [one] => one,
                many => many.get(i)?,
            };
            Some((key, *effect))
        })
    }
}

/// The observable effect of a key in a pattern: what the live checks of `uispec test` press the
/// key for and compare before and after. Only what the APG states for every implementation;
/// what depends on the item (a tree node that has children or not), on an option the pattern
/// leaves open (type-ahead) or on the page (following a link) is [`Effect::Untried`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Focus moves among the component's items: DOM focus (a roving tabindex) or the item
    /// `aria-activedescendant` names.
    Focus(Move),
    /// Focus moves, and the item it reaches becomes the chosen one (this state becomes
    /// `"true"`): a radio group's arrows.
    FocusChooses(Move, &'static str),
    /// The focused element's state flips between `"true"` and `"false"` (`aria-checked`,
    /// `aria-pressed`, `aria-expanded`, a multi-select option's `aria-selected`).
    Toggles(&'static str),
    /// The focused item becomes the chosen one: this state becomes `"true"` on it and
    /// `"false"` on its siblings (a tab's `aria-selected`, a radio's `aria-checked`).
    Chooses(&'static str),
    /// The element's action runs once: the spec's `onClick` is called once.
    Activates,
    /// The popup opens (`aria-expanded="true"` on the element that controls it), with focus
    /// on its first or last item, or left where it is (`None`).
    Opens(Option<Move>),
    /// The active option becomes the value (`aria-selected`, the spec's change event) and the
    /// popup closes.
    Commits,
    /// The dialog or popup closes: hidden or removed, focus back on the element that opened
    /// it, the spec's `onClose` / `onOpenChange` called.
    Closes,
    /// `aria-valuenow` changes in this direction.
    Value(Step),
    /// Focus moves within the component and never leaves it (a modal dialog's Tab).
    KeepsFocus(Move),
    /// The component is one stop of the Tab sequence: Tab enters it on one element (the
    /// chosen item, else the first) and the next Tab leaves it.
    OneStop,
    /// A printable character goes into the focused text field's value (a text field's
    /// typing, which is no row of a table: the browser's editing keys, not the pattern's).
    Edits,
    /// Not tried by the live checks (see the type's documentation).
    Untried,
}

/// Where focus goes among a component's items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// The next item; at the last, as [`Wrap`] says.
    Next(Wrap),
    /// The previous item; at the first, as [`Wrap`] says.
    Previous(Wrap),
    /// The first item.
    First,
    /// The last item.
    Last,
}

/// What a move past the last (or before the first) item does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wrap {
    /// Goes round to the other end.
    Always,
    /// Stays.
    Never,
    /// Either, as the implementation chooses (the APG makes wrapping optional).
    Either,
}

/// How a value changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Up one step.
    Up,
    /// Down one step.
    Down,
    /// Up a large step.
    PageUp,
    /// Down a large step.
    PageDown,
    /// To the minimum.
    Minimum,
    /// To the maximum.
    Maximum,
}

const fn key(key: &'static str, action: &'static str, effects: &'static [Effect]) -> Key {
    Key {
        key,
        action,
        optional: false,
        effects,
    }
}

const fn optional(key: &'static str, action: &'static str, effects: &'static [Effect]) -> Key {
    Key {
        key,
        action,
        optional: true,
        effects,
    }
}

/// The index of the APG patterns, for an agent whose component matches none.
pub const PATTERNS_URL: &str = "https://www.w3.org/WAI/ARIA/apg/patterns/";

/// A pattern's page (`concat!` needs a literal: keep it in step with [`PATTERNS_URL`]).
macro_rules! apg {
    ($page:literal) => {
        concat!("https://www.w3.org/WAI/ARIA/apg/patterns/", $page, "/")
    };
}

/// The keyboard contract of modal dialogs, alert dialogs included.
const DIALOG_KEYS: &[Key] = &[
    key(
        "Tab",
        "moves focus to the next focusable element inside the dialog; wraps from the last to the first",
        &[Effect::KeepsFocus(Move::Next(Wrap::Always))],
    ),
    key(
        "Shift+Tab",
        "moves focus to the previous focusable element inside the dialog; wraps from the first to the last",
        &[Effect::KeepsFocus(Move::Previous(Wrap::Always))],
    ),
    key("Escape", "closes the dialog", &[Effect::Closes]),
];

/// Every pattern. For a role, the first pattern with it is the one a spec with that role and no
/// more telling name gets (`button` before `menu-button`).
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        id: "alertdialog",
        title: "Alert and Message Dialogs",
        url: apg!("alertdialog"),
        role: Some("alertdialog"),
        native: None,
        aria: &[
            "aria-modal=\"true\"",
            "aria-labelledby → the visible title (or aria-label)",
            "aria-describedby → the element holding the alert message",
        ],
        keyboard: DIALOG_KEYS,
        notes: &[
            "on open, focus the least destructive action",
            "on close, return focus to the element that opened the dialog",
        ],
        names: &["alert-dialog", "alertdialog", "confirm", "confirm-dialog"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "dialog-modal",
        title: "Dialog (Modal)",
        url: apg!("dialog-modal"),
        role: Some("dialog"),
        native: Some("<dialog> opened with showModal()"),
        aria: &[
            "aria-modal=\"true\"",
            "aria-labelledby → the visible title (or aria-label)",
            "aria-describedby → the description, optional",
        ],
        keyboard: DIALOG_KEYS,
        notes: &[
            "on open, focus the first focusable element (a static title for long content, the least destructive action for irreversible ones)",
            "on close, return focus to the element that opened the dialog",
            "content outside the dialog is inert; include a visible close button",
        ],
        names: &["dialog", "modal", "drawer", "sheet", "lightbox"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "button",
        title: "Button",
        url: apg!("button"),
        role: Some("button"),
        native: Some("<button>"),
        aria: &[
            "an accessible name: the content, aria-label or aria-labelledby (an icon-only button needs aria-label)",
            "aria-disabled=\"true\" when the action is unavailable",
            "aria-pressed=\"true\" / \"false\" for a toggle button",
            "aria-describedby → a description, optional",
        ],
        keyboard: &[
            key("Space", "activates the button", &[Effect::Activates]),
            key("Enter", "activates the button", &[Effect::Activates]),
        ],
        notes: &[
            "after activation: focus moves into an opened dialog, back to the invoker when a dialog closes, or stays when the context does not change",
        ],
        names: &["button", "icon-button", "toggle-button", "fab"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "menu-button",
        title: "Menu Button",
        url: apg!("menu-button"),
        role: Some("button"),
        native: Some("<button>"),
        aria: &[
            "aria-haspopup=\"menu\" (or \"true\")",
            "aria-expanded=\"true\" while the menu is open",
            "aria-controls → the menu, optional",
            "the popup has role menu with menuitem / menuitemcheckbox / menuitemradio children",
        ],
        keyboard: &[
            key(
                "Enter",
                "opens the menu and focuses its first item",
                &[Effect::Opens(Some(Move::First))],
            ),
            key(
                "Space",
                "opens the menu and focuses its first item",
                &[Effect::Opens(Some(Move::First))],
            ),
            optional(
                "Down Arrow",
                "opens the menu and focuses its first item",
                &[Effect::Opens(Some(Move::First))],
            ),
            optional(
                "Up Arrow",
                "opens the menu and focuses its last item",
                &[Effect::Opens(Some(Move::Last))],
            ),
            key(
                "Escape",
                "in the menu: closes it and returns focus to the button",
                &[Effect::Closes],
            ),
            key(
                "Down Arrow / Up Arrow",
                "in the menu: next / previous item, optionally wrapping",
                &[
                    Effect::Focus(Move::Next(Wrap::Either)),
                    Effect::Focus(Move::Previous(Wrap::Either)),
                ],
            ),
            optional(
                "Home / End",
                "in the menu: first / last item",
                &[Effect::Focus(Move::First), Effect::Focus(Move::Last)],
            ),
        ],
        notes: &["choosing an item closes the menu and returns focus to the button"],
        names: &[
            "menu-button",
            "menu",
            "dropdown-menu",
            "context-menu",
            "action-menu",
        ],
        roles: &["menu"],
        parts: &[],
        popup: &["menuitem", "menuitemcheckbox", "menuitemradio"],
    },
    Pattern {
        id: "checkbox",
        title: "Checkbox",
        url: apg!("checkbox"),
        role: Some("checkbox"),
        native: Some("<input type=\"checkbox\">"),
        aria: &[
            "an accessible name (a <label>)",
            "aria-checked=\"true\" / \"false\" / \"mixed\" (tri-state) on a custom checkbox",
            "a group: role group with aria-labelledby",
            "aria-describedby → a description, optional",
        ],
        keyboard: &[key(
            "Space",
            "toggles the checkbox",
            &[Effect::Toggles("aria-checked")],
        )],
        notes: &["Enter is not required to toggle"],
        names: &["checkbox", "check-box"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "switch",
        title: "Switch",
        url: apg!("switch"),
        role: Some("switch"),
        native: Some("<input type=\"checkbox\" role=\"switch\">"),
        aria: &[
            "an accessible name",
            "aria-checked=\"true\" / \"false\" on a custom switch",
        ],
        keyboard: &[
            key(
                "Space",
                "toggles the switch",
                &[Effect::Toggles("aria-checked")],
            ),
            optional(
                "Enter",
                "toggles the switch",
                &[Effect::Toggles("aria-checked")],
            ),
        ],
        notes: &["the label does not change with the state"],
        names: &["switch", "toggle"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "radio",
        title: "Radio Group",
        url: apg!("radio"),
        role: Some("radiogroup"),
        native: Some("<fieldset> of <input type=\"radio\"> with one name"),
        aria: &[
            "radiogroup: aria-labelledby or aria-label",
            "each radio: aria-checked=\"true\" / \"false\"",
        ],
        keyboard: &[
            key(
                "Tab / Shift+Tab",
                "moves into the group, to the checked radio (or the first), and out",
                &[Effect::OneStop],
            ),
            key(
                "Space",
                "checks the focused radio",
                &[Effect::Chooses("aria-checked")],
            ),
            key(
                "Down Arrow / Right Arrow",
                "moves to and checks the next radio, wrapping",
                &[Effect::FocusChooses(
                    Move::Next(Wrap::Always),
                    "aria-checked",
                )],
            ),
            key(
                "Up Arrow / Left Arrow",
                "moves to and checks the previous radio, wrapping",
                &[Effect::FocusChooses(
                    Move::Previous(Wrap::Always),
                    "aria-checked",
                )],
            ),
        ],
        notes: &["roving tabindex: only the checked radio is in the tab order"],
        names: &["radio-group", "radio", "radio-button", "segmented-control"],
        roles: &[],
        parts: &["radio"],
        popup: &[],
    },
    Pattern {
        id: "tabs",
        title: "Tabs",
        url: apg!("tabs"),
        role: Some("tablist"),
        native: None,
        aria: &[
            "tablist: aria-labelledby or aria-label",
            "tab: aria-controls → its panel, aria-selected=\"true\" / \"false\"",
            "tabpanel: aria-labelledby → its tab",
            "aria-orientation=\"vertical\" on a vertical tablist",
            "tabpanel tabindex=\"0\" when it has no focusable content",
        ],
        keyboard: &[
            key(
                "Tab",
                "into the tablist, to the active tab; then out to the tabpanel",
                &[Effect::OneStop],
            ),
            key(
                "Left Arrow / Right Arrow",
                "previous / next tab, wrapping (Up / Down when vertical); activates it when activation is automatic",
                &[
                    Effect::Focus(Move::Previous(Wrap::Always)),
                    Effect::Focus(Move::Next(Wrap::Always)),
                ],
            ),
            key(
                "Space / Enter",
                "activates the focused tab (manual activation)",
                &[Effect::Chooses("aria-selected")],
            ),
            optional(
                "Home / End",
                "first / last tab",
                &[Effect::Focus(Move::First), Effect::Focus(Move::Last)],
            ),
            optional(
                "Delete",
                "closes the tab, when tabs can be closed",
                &[Effect::Untried],
            ),
        ],
        notes: &[
            "roving tabindex; automatic activation is recommended when panels render without delay",
        ],
        names: &["tabs", "tab-list", "tab-bar", "tab"],
        roles: &[],
        // A tab panel is no part here: it takes no keys, focus enters it by Tab.
        parts: &["tab"],
        popup: &[],
    },
    Pattern {
        id: "combobox",
        title: "Combobox (select-only)",
        url: apg!("combobox"),
        role: Some("combobox"),
        native: Some("<select>"),
        aria: &[
            "an accessible name",
            "aria-controls → the listbox popup",
            "aria-expanded=\"true\" / \"false\"",
            "aria-activedescendant → the focused option",
            "option: aria-selected=\"true\" on the selected one",
            "aria-haspopup only when the popup is not a listbox",
        ],
        keyboard: &[
            key(
                "Down Arrow / Enter / Space",
                "closed: opens the listbox without moving the selection",
                &[Effect::Opens(None)],
            ),
            optional(
                "Alt+Down Arrow",
                "closed: opens the listbox without moving the selection",
                &[Effect::Opens(None)],
            ),
            optional(
                "Up Arrow",
                "closed: opens the listbox (on the first option in the APG's select-only example, the last in the pattern)",
                &[Effect::Opens(None)],
            ),
            optional(
                "Home / End",
                "closed: opens the listbox on the first / last option",
                &[
                    Effect::Opens(Some(Move::First)),
                    Effect::Opens(Some(Move::Last)),
                ],
            ),
            key(
                "printable characters",
                "type-ahead: moves to the matching option",
                &[Effect::Untried],
            ),
            key(
                "Down Arrow / Up Arrow",
                "open: next / previous option",
                &[
                    Effect::Focus(Move::Next(Wrap::Either)),
                    Effect::Focus(Move::Previous(Wrap::Either)),
                ],
            ),
            key(
                "Enter / Space",
                "open: selects the option and closes",
                &[Effect::Commits],
            ),
            optional(
                "Alt+Up Arrow",
                "open: selects the option and closes",
                &[Effect::Commits],
            ),
            key(
                "Tab",
                "open: selects the option, closes, and moves focus on",
                &[Effect::Commits],
            ),
            key("Escape", "open: closes the listbox", &[Effect::Closes]),
            optional(
                "Home / End",
                "open: first / last option",
                &[Effect::Focus(Move::First), Effect::Focus(Move::Last)],
            ),
        ],
        notes: &["focus stays on the combobox; aria-activedescendant points at the active option"],
        names: &[
            "select",
            "combobox",
            "combo-box",
            "dropdown",
            "autocomplete",
            "picker",
        ],
        roles: &[],
        parts: &[],
        popup: &["option"],
    },
    Pattern {
        id: "listbox",
        title: "Listbox",
        url: apg!("listbox"),
        role: Some("listbox"),
        native: Some("<select size=\"n\"> or <select multiple>"),
        aria: &[
            "an accessible name",
            "option: aria-selected=\"true\" / \"false\"",
            "aria-multiselectable=\"true\" when several options can be selected",
            "aria-activedescendant → the focused option, unless focus moves onto options",
        ],
        keyboard: &[
            key(
                "Down Arrow / Up Arrow",
                "next / previous option",
                &[
                    Effect::Focus(Move::Next(Wrap::Either)),
                    Effect::Focus(Move::Previous(Wrap::Either)),
                ],
            ),
            optional(
                "Home / End",
                "first / last option",
                &[Effect::Focus(Move::First), Effect::Focus(Move::Last)],
            ),
            optional("printable characters", "type-ahead", &[Effect::Untried]),
            key(
                "Space",
                "multi-select: toggles the focused option",
                &[Effect::Toggles("aria-selected")],
            ),
            optional(
                "Shift+Down Arrow / Shift+Up Arrow",
                "multi-select: extends the selection",
                &[Effect::Untried],
            ),
        ],
        notes: &[],
        names: &["listbox", "list-box", "option-list"],
        roles: &[],
        parts: &["option"],
        popup: &[],
    },
    Pattern {
        id: "accordion",
        title: "Accordion",
        url: apg!("accordion"),
        role: None,
        native: None,
        aria: &[
            "each header is a button inside a heading",
            "button: aria-expanded=\"true\" / \"false\", aria-controls → its panel",
            "panel: role region with aria-labelledby → its button, optional (avoid for more than 6 panels)",
            "aria-disabled=\"true\" on the button of a panel that cannot collapse",
        ],
        keyboard: &[
            key(
                "Enter / Space",
                "expands or collapses the focused section",
                &[Effect::Toggles("aria-expanded")],
            ),
            key(
                "Tab / Shift+Tab",
                "next / previous focusable element",
                &[Effect::Untried],
            ),
            optional(
                "Down Arrow / Up Arrow",
                "next / previous header",
                &[
                    Effect::Focus(Move::Next(Wrap::Either)),
                    Effect::Focus(Move::Previous(Wrap::Either)),
                ],
            ),
            optional(
                "Home / End",
                "first / last header",
                &[Effect::Focus(Move::First), Effect::Focus(Move::Last)],
            ),
        ],
        notes: &[],
        names: &["accordion", "collapsible", "expansion-panel"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "disclosure",
        title: "Disclosure (Show/Hide)",
        url: apg!("disclosure"),
        role: Some("button"),
        native: Some("<details> / <summary>"),
        aria: &[
            "button: aria-expanded=\"true\" / \"false\"",
            "aria-controls → the content, optional",
        ],
        keyboard: &[
            key(
                "Enter",
                "shows or hides the content",
                &[Effect::Toggles("aria-expanded")],
            ),
            key(
                "Space",
                "shows or hides the content",
                &[Effect::Toggles("aria-expanded")],
            ),
        ],
        notes: &[],
        names: &["disclosure", "details", "expander", "show-more"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "menubar",
        title: "Menu and Menubar",
        url: apg!("menubar"),
        role: Some("menubar"),
        native: None,
        aria: &[
            "items: role menuitem, menuitemcheckbox (aria-checked) or menuitemradio (aria-checked)",
            "an item that opens a submenu: aria-haspopup=\"menu\" and aria-expanded",
            "aria-orientation when a menu is horizontal or a menubar vertical",
        ],
        keyboard: &[
            key(
                "Enter",
                "opens the item's submenu and focuses its first item, or activates the item",
                &[Effect::Untried],
            ),
            optional(
                "Space",
                "checks a menuitemcheckbox or menuitemradio, or activates the item",
                &[Effect::Untried],
            ),
            key(
                "Right Arrow / Left Arrow",
                "in a menubar: next / previous item; in a submenu: opens it / closes it",
                &[Effect::Untried],
            ),
            key(
                "Down Arrow / Up Arrow",
                "in a menu: next / previous item; in a menubar: opens the submenu",
                &[Effect::Untried],
            ),
            optional(
                "Home / End",
                "first / last item",
                &[Effect::Focus(Move::First), Effect::Focus(Move::Last)],
            ),
            key(
                "Escape",
                "closes the menu and returns focus to the item or button that opened it",
                &[Effect::Closes],
            ),
            optional(
                "Character",
                "focuses the next item whose name starts with it",
                &[Effect::Untried],
            ),
        ],
        notes: &["one item in the tab sequence; Tab leaves the menubar"],
        names: &["menubar", "menu-bar"],
        roles: &["menu"],
        parts: &["menuitem", "menuitemcheckbox", "menuitemradio"],
        popup: &[],
    },
    Pattern {
        id: "grid",
        title: "Grid (Interactive Tabular Data and Layout Containers)",
        url: apg!("grid"),
        role: Some("grid"),
        native: None,
        aria: &[
            "rows: role row; cells: role gridcell, columnheader or rowheader",
            "aria-selected on selectable cells or rows; aria-multiselectable when several can be",
            "aria-rowcount / aria-colcount and aria-rowindex when not every row is in the DOM",
        ],
        keyboard: &[
            key(
                "Right Arrow / Left Arrow",
                "focuses the next / previous cell in the row",
                &[
                    Effect::Focus(Move::Next(Wrap::Never)),
                    Effect::Focus(Move::Previous(Wrap::Never)),
                ],
            ),
            key(
                "Down Arrow / Up Arrow",
                "focuses the cell below / above",
                &[Effect::Untried],
            ),
            optional(
                "Page Down / Page Up",
                "moves focus down / up by a page of rows",
                &[Effect::Untried],
            ),
            key(
                "Home / End",
                "first / last cell in the row",
                &[Effect::Untried],
            ),
            key(
                "Control+Home / Control+End",
                "first cell of the first row / last cell of the last row",
                &[Effect::Untried],
            ),
        ],
        notes: &["one cell in the tab sequence (a roving tabindex or aria-activedescendant)"],
        names: &["grid", "data-grid", "datagrid"],
        roles: &[],
        parts: &["gridcell"],
        popup: &[],
    },
    Pattern {
        id: "treeview",
        title: "Tree View",
        url: apg!("treeview"),
        role: Some("tree"),
        native: None,
        aria: &[
            "nodes: role treeitem; a child list: role group",
            "aria-expanded on nodes that have children",
            "aria-selected or aria-checked when nodes can be chosen; aria-multiselectable when several can",
        ],
        keyboard: &[
            key(
                "Down Arrow / Up Arrow",
                "next / previous visible node",
                &[
                    Effect::Focus(Move::Next(Wrap::Never)),
                    Effect::Focus(Move::Previous(Wrap::Never)),
                ],
            ),
            key(
                "Right Arrow",
                "opens a closed node; on an open one, focuses its first child",
                &[Effect::Untried],
            ),
            key(
                "Left Arrow",
                "closes an open node; on a child, focuses its parent",
                &[Effect::Untried],
            ),
            key(
                "Home / End",
                "first / last visible node",
                &[Effect::Focus(Move::First), Effect::Focus(Move::Last)],
            ),
            key("Enter", "activates the node", &[Effect::Untried]),
            optional(
                "Character",
                "focuses the next node whose name starts with it",
                &[Effect::Untried],
            ),
            optional(
                "*",
                "opens every sibling of the focused node",
                &[Effect::Untried],
            ),
        ],
        notes: &["one node in the tab sequence"],
        names: &["tree", "tree-view", "treeview"],
        roles: &[],
        parts: &["treeitem"],
        popup: &[],
    },
    Pattern {
        id: "treegrid",
        title: "Treegrid",
        url: apg!("treegrid"),
        role: Some("treegrid"),
        native: None,
        aria: &[
            "rows: role row, with aria-expanded when they have children and aria-level",
            "cells: role gridcell, columnheader or rowheader",
        ],
        keyboard: &[
            key(
                "Right Arrow",
                "on a row: opens it, or focuses its first cell; on a cell: the next cell",
                &[Effect::Untried],
            ),
            key(
                "Left Arrow",
                "on a row: closes it, or focuses its parent; on a cell: the previous cell, then the row",
                &[Effect::Untried],
            ),
            key(
                "Down Arrow / Up Arrow",
                "the row or cell below / above",
                &[Effect::Untried],
            ),
            key(
                "Home / End",
                "first / last row, or first / last cell of the row",
                &[Effect::Untried],
            ),
            key(
                "Control+Home / Control+End",
                "first / last row, or the cell in it",
                &[Effect::Untried],
            ),
            key("Enter", "activates the row or cell", &[Effect::Untried]),
        ],
        notes: &["one row or cell in the tab sequence"],
        names: &["treegrid", "tree-grid", "tree-table"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "spinbutton",
        title: "Spinbutton",
        url: apg!("spinbutton"),
        role: Some("spinbutton"),
        native: Some("<input type=\"number\">"),
        aria: &[
            "an accessible name",
            "aria-valuenow, and aria-valuemin / aria-valuemax when the range is bounded",
            "aria-valuetext when the number alone is not meaningful",
        ],
        keyboard: &[
            key(
                "Up Arrow",
                "increases the value one step",
                &[Effect::Value(Step::Up)],
            ),
            key(
                "Down Arrow",
                "decreases the value one step",
                &[Effect::Value(Step::Down)],
            ),
            optional(
                "Home / End",
                "minimum / maximum",
                &[Effect::Value(Step::Minimum), Effect::Value(Step::Maximum)],
            ),
            optional(
                "Page Up / Page Down",
                "increases / decreases the value by a large step",
                &[Effect::Value(Step::PageUp), Effect::Value(Step::PageDown)],
            ),
        ],
        notes: &[
            "the text field keeps its editing keys; buttons beside it are not in the tab sequence",
        ],
        names: &["spinbutton", "spin-button", "stepper", "number-stepper"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "toolbar",
        title: "Toolbar",
        url: apg!("toolbar"),
        role: Some("toolbar"),
        native: None,
        aria: &[
            "aria-label or aria-labelledby when there is more than one toolbar",
            "aria-orientation=\"vertical\" on a vertical toolbar (its arrows are Up and Down)",
        ],
        keyboard: &[
            key(
                "Tab / Shift+Tab",
                "into and out of the toolbar: one stop",
                &[Effect::OneStop],
            ),
            key(
                "Right Arrow / Left Arrow",
                "next / previous control, optionally wrapping",
                &[
                    Effect::Focus(Move::Next(Wrap::Either)),
                    Effect::Focus(Move::Previous(Wrap::Either)),
                ],
            ),
            optional(
                "Home / End",
                "first / last control",
                &[Effect::Focus(Move::First), Effect::Focus(Move::Last)],
            ),
        ],
        notes: &["one control in the tab sequence (a roving tabindex)"],
        names: &["toolbar", "tool-bar"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "tooltip",
        title: "Tooltip",
        url: apg!("tooltip"),
        role: Some("tooltip"),
        native: None,
        aria: &["the trigger: aria-describedby → the tooltip"],
        keyboard: &[key("Escape", "hides the tooltip", &[Effect::Closes])],
        notes: &[
            "shown on focus as well as hover; never focusable itself, never interactive content",
        ],
        names: &["tooltip", "hint"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "slider",
        title: "Slider",
        url: apg!("slider"),
        role: Some("slider"),
        native: Some("<input type=\"range\">"),
        aria: &[
            "an accessible name",
            "aria-valuenow, aria-valuemin, aria-valuemax",
            "aria-valuetext when the number alone is not meaningful",
            "aria-orientation=\"vertical\" on a vertical slider",
        ],
        keyboard: &[
            key(
                "Right Arrow / Up Arrow",
                "increases the value one step",
                &[Effect::Value(Step::Up)],
            ),
            key(
                "Left Arrow / Down Arrow",
                "decreases the value one step",
                &[Effect::Value(Step::Down)],
            ),
            key(
                "Home / End",
                "minimum / maximum",
                &[Effect::Value(Step::Minimum), Effect::Value(Step::Maximum)],
            ),
            optional(
                "Page Up / Page Down",
                "increases / decreases the value by a large step",
                &[Effect::Value(Step::PageUp), Effect::Value(Step::PageDown)],
            ),
        ],
        notes: &[],
        names: &["slider", "range", "range-slider"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "link",
        title: "Link",
        url: apg!("link"),
        role: Some("link"),
        native: Some("<a href>"),
        aria: &["an accessible name (the link text)"],
        keyboard: &[key("Enter", "follows the link", &[Effect::Activates])],
        notes: &["a link navigates; an action that does not navigate is a button"],
        names: &["link", "anchor", "nav-link"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "breadcrumb",
        title: "Breadcrumb",
        url: apg!("breadcrumb"),
        role: Some("navigation"),
        native: Some("<nav>"),
        aria: &[
            "nav: aria-label=\"Breadcrumb\"",
            "aria-current=\"page\" on the link to the current page",
        ],
        keyboard: &[],
        notes: &["the trail is an ordered list of links"],
        names: &["breadcrumb", "breadcrumbs"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "alert",
        title: "Alert",
        url: apg!("alert"),
        role: Some("alert"),
        native: None,
        aria: &["role alert on the element whose content changes"],
        keyboard: &[],
        notes: &["an alert does not move focus and does not disappear on its own while it matters"],
        names: &["alert", "banner", "callout", "toast", "snackbar"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "textbox",
        title: "textbox role (no APG pattern)",
        url: "https://www.w3.org/TR/wai-aria-1.2/#textbox",
        role: Some("textbox"),
        native: Some("<input type=\"text\"> / <textarea> with <label for>"),
        aria: &[
            "a name through its <label>",
            "aria-invalid=\"true\" when the value is in error",
            "aria-describedby → help and error text (or aria-errormessage)",
            "aria-required=\"true\" (or required) when a value is needed",
            "autocomplete for personal data",
            "aria-multiline=\"true\" only on a custom multi-line textbox",
        ],
        keyboard: &[key(
            "Tab / Shift+Tab",
            "into and out of the field",
            &[Effect::OneStop],
        )],
        notes: &["native editing keys; never trap them (Enter in a textarea inserts a newline)"],
        names: &[
            "input",
            "text-input",
            "text-field",
            "textfield",
            "textarea",
            "text-area",
            "search",
            "search-field",
            "password",
            "number-input",
        ],
        roles: &["searchbox"],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "progressbar",
        title: "progressbar role (no APG pattern)",
        url: "https://www.w3.org/TR/wai-aria-1.2/#progressbar",
        role: Some("progressbar"),
        native: Some("<progress>"),
        aria: &[
            "an accessible name",
            "aria-valuenow, aria-valuemin, aria-valuemax; none of them while indeterminate",
            "aria-busy=\"true\" on the region being loaded",
        ],
        keyboard: &[],
        notes: &["not focusable"],
        names: &["progress", "progress-bar", "spinner", "loader"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "article",
        title: "article role (no APG pattern)",
        url: "https://www.w3.org/TR/wai-aria-1.2/#article",
        role: Some("article"),
        native: Some("<article>"),
        aria: &[
            "a heading inside the card",
            "role region with aria-labelledby only for landmark-worthy content",
        ],
        keyboard: &[key(
            "Tab",
            "reaches the card's own interactive elements",
            &[Effect::Untried],
        )],
        notes: &[
            "a clickable card has one primary link or button, not role button on the whole card",
        ],
        names: &["card", "tile", "article"],
        roles: &["region"],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "img",
        title: "img role (no APG pattern)",
        url: "https://www.w3.org/TR/wai-aria-1.2/#img",
        role: Some("img"),
        native: Some("<img alt>"),
        aria: &[
            "a text alternative: the person's or the object's name",
            "an initials fallback: role img with aria-label",
            "decorative, with the name next to it: alt=\"\" / aria-hidden=\"true\"",
        ],
        keyboard: &[],
        notes: &["not focusable"],
        names: &["avatar", "image", "icon", "logo"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
    Pattern {
        id: "status",
        title: "status role (no APG pattern)",
        url: "https://www.w3.org/TR/wai-aria-1.2/#status",
        role: Some("status"),
        native: Some("<output> (only when the value updates live)"),
        aria: &[
            "plain text unless the value updates live; then role status (a polite live region)",
            "numeric or icon-only badges need text context (visually hidden \"3 unread\")",
        ],
        keyboard: &[],
        notes: &["not focusable"],
        names: &["badge", "tag", "chip", "pill", "counter", "status"],
        roles: &[],
        parts: &[],
        popup: &[],
    },
];

impl Pattern {
    /// The pattern a spec most likely implements: the one of its `accessibility.role` when it
    /// has one, else the one its name suggests (the whole kebab-case name, then its last word:
    /// `IconButton` → button, then any word). `None` when nothing fits.
    pub fn for_spec(spec: &ComponentSpec) -> Option<&'static Pattern> {
        let role = spec.accessibility.as_ref().and_then(|a| a.role.as_deref());
        let by_name = Self::for_name(&spec.name);
        match role {
            // The name can be more precise than the role (a menu button is a button).
            Some(role) if by_name.is_some_and(|p| p.has_role(role)) => by_name,
            Some(role) => PATTERNS.iter().find(|p| p.has_role(role)).or(by_name),
            None => by_name,
        }
    }

    /// The pattern a component name suggests.
    pub fn for_name(name: &str) -> Option<&'static Pattern> {
        let kebab = to_kebab(name);
        let words: Vec<&str> = kebab.split('-').collect();
        let named = |word: &str| PATTERNS.iter().find(|p| p.names.contains(&word));
        named(&kebab)
            .or_else(|| words.last().and_then(|w| named(w)))
            .or_else(|| words.iter().find_map(|w| named(w)))
    }

    /// Finds a pattern by id.
    pub fn find(id: &str) -> Option<&'static Pattern> {
        PATTERNS.iter().find(|p| p.id == id)
    }

    /// Whether the pattern is for components with the role `role` (its root's, or a part's).
    pub fn has_role(&self, role: &str) -> bool {
        self.is_root(role) || self.parts.contains(&role)
    }

    /// Whether `role` is one the pattern's root may have, so its keyboard contract is the role's.
    pub fn is_root(&self, role: &str) -> bool {
        self.role == Some(role) || self.roles.contains(&role)
    }

    /// Whether the component is a text field: what a user types goes into its value, which the
    /// live checks try (a character typed, [`Effect::Edits`]) though its keys are the
    /// browser's and the spec lists none.
    pub fn takes_text(&self) -> bool {
        self.id == "textbox"
    }

    /// Whether the pattern asks keys of the component itself: a key other than Tab, which
    /// every focusable element handles (a card's "Tab reaches its controls" is no contract).
    pub fn has_keyboard_contract(&self) -> bool {
        self.keyboard.iter().any(|row| {
            row.key
                .split([' ', '/', '+'])
                .any(|word| !word.is_empty() && word != "Tab" && word != "Shift")
        })
    }

    /// The pattern as a Markdown section: what an agent needs to fill `accessibility`.
    pub fn to_markdown(&self) -> String {
        let mut text = format!("### {} ({})\n\n", self.title, self.url);
        match self.role {
            Some(role) => text.push_str(&format!("- role: `{role}`")),
            None => text.push_str("- no role on the component's own element"),
        }
        if let Some(native) = self.native {
            text.push_str(&format!(" (native element first: `{native}`)"));
        }
        text.push('\n');
        for aria in self.aria {
            text.push_str(&format!("- {aria}\n"));
        }
        for note in self.notes {
            text.push_str(&format!("- {note}\n"));
        }
        if !self.keyboard.is_empty() {
            text.push_str("\n| key | behaviour |\n|---|---|\n");
            for row in self.keyboard {
                let optional = if row.optional { " (optional)" } else { "" };
                text.push_str(&format!("| {} | {}{optional} |\n", row.key, row.action));
            }
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::PRESETS;

    #[test]
    fn names_find_their_pattern() {
        let id = |name: &str| Pattern::for_name(name).map(|p| p.id);
        assert_eq!(id("IconButton"), Some("button"));
        assert_eq!(id("MenuButton"), Some("menu-button"));
        assert_eq!(id("SettingsDialog"), Some("dialog-modal"));
        assert_eq!(id("ConfirmDialog"), Some("alertdialog"));
        assert_eq!(id("AlertDialog"), Some("alertdialog"));
        assert_eq!(id("TextField"), Some("textbox"));
        assert_eq!(id("RadioGroup"), Some("radio"));
        assert_eq!(id("UserAvatar"), Some("img"));
        assert_eq!(id("DatePicker"), Some("combobox"));
        assert_eq!(id("Layout"), None);
    }

    #[test]
    fn every_preset_has_the_pattern_of_its_role() {
        for preset in PRESETS {
            let spec = preset.spec();
            let pattern = Pattern::for_spec(&spec)
                .unwrap_or_else(|| panic!("no pattern for preset `{}`", preset.id));
            if let Some(role) = spec.accessibility.as_ref().and_then(|a| a.role.as_deref()) {
                assert!(
                    pattern.has_role(role),
                    "{}: {role} vs {}",
                    preset.id,
                    pattern.id
                );
            }
        }
    }

    #[test]
    fn a_role_wins_over_a_misleading_name() {
        let mut spec = ComponentSpec::new("Toggle");
        assert_eq!(Pattern::for_spec(&spec).map(|p| p.id), Some("switch"));
        spec.accessibility = Some(crate::model::Accessibility {
            role: Some("button".to_owned()),
            aria_attributes: Vec::new(),
            keyboard_interactions: Vec::new(),
            extensions: Default::default(),
        });
        assert_eq!(Pattern::for_spec(&spec).map(|p| p.id), Some("button"));
    }

    /// Every row names one effect per key, or one for all; the patterns the live checks cover
    /// leave none of their required keys untried.
    #[test]
    fn every_key_has_its_effect() {
        for pattern in PATTERNS {
            for row in pattern.keyboard {
                let keys = row.key.split(" / ").count();
                assert!(
                    row.effects.len() == 1 || row.effects.len() == keys,
                    "{}: {}",
                    pattern.id,
                    row.key
                );
                assert_eq!(row.each().count(), keys, "{}: {}", pattern.id, row.key);
            }
        }
        let covered = [
            "button",
            "checkbox",
            "switch",
            "radio",
            "tabs",
            "dialog-modal",
            "disclosure",
            "menu-button",
            "listbox",
            "combobox",
            "slider",
        ];
        for id in covered {
            let pattern = Pattern::find(id).unwrap();
            for row in pattern.keyboard.iter().filter(|row| !row.optional) {
                for (key, effect) in row.each() {
                    let typed = matches!(key, "printable characters" | "Character");
                    assert!(typed || effect != Effect::Untried, "{id}: {key}");
                }
            }
        }
        let tabs = Pattern::find("tabs").unwrap();
        let arrows: Vec<(&str, Effect)> = tabs.keyboard[1].each().collect();
        assert_eq!(
            arrows,
            [
                ("Left Arrow", Effect::Focus(Move::Previous(Wrap::Always))),
                ("Right Arrow", Effect::Focus(Move::Next(Wrap::Always)))
            ]
        );
    }

    #[test]
    fn markdown_has_the_keyboard_table() {
        let text = Pattern::find("tabs")
            .map(Pattern::to_markdown)
            .unwrap_or_default();
        assert!(text.starts_with("### Tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/)"));
        assert!(text.contains("| Home / End | first / last tab (optional) |"));
    }
}
