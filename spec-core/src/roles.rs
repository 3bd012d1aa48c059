//! The WAI-ARIA 1.2 roles uispec knows (every role that is not abstract), one row each, with
//! what the rules need to know of them: whether an element with the role must have an
//! accessible name, whether its component is identified by its content (so its border is
//! decoration), whether focus goes inside it rather than to it, the states and properties it
//! needs when an element takes it by `role=`, and, read from the APG patterns
//! ([`crate::apg::PATTERNS`]), whether it has a keyboard contract. Every other list of roles
//! derives from [`ROLES`]: the rendered name check (`checks::rendered`), the non-text contrast
//! rule (`checks::contrast`), the focus and keyboard rules (`checks::spec_rules`), the markup
//! contract (`checks::markup`) and the editor's completions. `spec-core/tests/architecture.rs`
//! fails when a list elsewhere restates it. The role an element has natively (HTML-AAM) depends
//! on its attributes and is a function, [`crate::aria::implicit_role`].
//!
//! A new role, or a new fact of one, is one row.

/// One WAI-ARIA role.
#[derive(Debug)]
pub struct Role {
    /// Its name (`menuitemcheckbox`).
    pub name: &'static str,
    /// An element with the role must have an accessible name (WAI-ARIA: "name required").
    pub name_required: bool,
    /// Its component is identified by its content (a button's label, a card's heading): a
    /// border of it is decoration, not a boundary the user must see (WCAG 1.4.11).
    pub identified_by_content: bool,
    /// Its own element does not take focus: focus moves to the controls inside (a dialog).
    pub focus_inside: bool,
    /// The states and properties it needs when an element takes it by `role=` rather than
    /// natively: exactly those WAI-ARIA 1.2 requires, as axe-core 4.x has them (a test
    /// compares the two), less the ones it requires only sometimes (`aria-controls` of an
    /// expanded `combobox`, `aria-valuenow` of a focusable `separator`).
    pub required: &'static [&'static str],
    /// The roles one of which an element with this role must be inside (WAI-ARIA 1.2's
    /// "required context role"): a `tab` in a `tablist`. A part rendered alone is shown in
    /// the first of them (`uispec test`).
    pub context: &'static [&'static str],
    /// Its element is shown only while what it describes is hovered or focused (a tooltip):
    /// `uispec test` judges it in that state.
    pub on_hover: bool,
}

impl Role {
    const fn new(name: &'static str) -> Role {
        Role {
            name,
            name_required: false,
            identified_by_content: false,
            focus_inside: false,
            required: &[],
            context: &[],
            on_hover: false,
        }
    }

    const fn on_hover(mut self) -> Role {
        self.on_hover = true;
        self
    }

    const fn inside(mut self, context: &'static [&'static str]) -> Role {
        self.context = context;
        self
    }

    const fn named(mut self) -> Role {
        self.name_required = true;
        self
    }

    const fn by_content(mut self) -> Role {
        self.identified_by_content = true;
        self
    }

    const fn focus_inside(mut self) -> Role {
        self.focus_inside = true;
        self
    }

    const fn requires(mut self, required: &'static [&'static str]) -> Role {
        self.required = required;
        self
    }

    /// Whether an APG pattern whose root has the role asks keys of it (see
    /// [`crate::apg::Pattern::has_keyboard_contract`]): its spec lists its keyboard
    /// interactions. A part of a pattern (`tab`, `option`) has none of its own: its keys are
    /// its container's.
    pub fn has_keyboard_contract(&self) -> bool {
        crate::apg::PATTERNS
            .iter()
            .any(|pattern| pattern.is_root(self.name) && pattern.has_keyboard_contract())
    }
}

const CHECKED: &[&str] = &["aria-checked"];
const VALUE: &[&str] = &["aria-valuenow"];

/// Every role that is not abstract, alphabetically.
pub static ROLES: &[Role] = &[
    Role::new("alert"),
    Role::new("alertdialog").named().focus_inside(),
    Role::new("application"),
    Role::new("article").by_content(),
    Role::new("banner"),
    Role::new("blockquote"),
    Role::new("button").named().by_content(),
    Role::new("caption").inside(&["figure", "table", "grid", "treegrid"]),
    Role::new("cell").inside(&["row"]),
    Role::new("checkbox").named().requires(CHECKED),
    Role::new("code"),
    Role::new("columnheader").inside(&["row"]),
    Role::new("combobox").named().requires(&["aria-expanded"]),
    Role::new("complementary"),
    Role::new("contentinfo"),
    Role::new("definition"),
    Role::new("deletion"),
    Role::new("dialog").named().focus_inside(),
    Role::new("directory"),
    Role::new("document"),
    Role::new("emphasis"),
    Role::new("feed"),
    Role::new("figure"),
    Role::new("form"),
    Role::new("generic"),
    Role::new("grid"),
    Role::new("gridcell").inside(&["row"]),
    Role::new("group"),
    Role::new("heading").requires(&["aria-level"]),
    Role::new("img").named(),
    Role::new("insertion"),
    Role::new("link").named().by_content(),
    Role::new("list"),
    Role::new("listbox").named(),
    Role::new("listitem").inside(&["list", "directory"]),
    Role::new("log"),
    Role::new("main"),
    Role::new("marquee"),
    Role::new("math"),
    Role::new("menu"),
    Role::new("menubar"),
    Role::new("menuitem")
        .named()
        .by_content()
        .inside(&["menu", "menubar", "group"]),
    Role::new("menuitemcheckbox")
        .requires(CHECKED)
        .inside(&["menu", "menubar", "group"]),
    Role::new("menuitemradio")
        .requires(CHECKED)
        .inside(&["menu", "menubar", "group"]),
    Role::new("meter").named().requires(VALUE),
    Role::new("navigation"),
    Role::new("none"),
    Role::new("note"),
    Role::new("option")
        .by_content()
        .inside(&["listbox", "group"]),
    Role::new("paragraph"),
    Role::new("presentation"),
    Role::new("progressbar").named(),
    Role::new("radio").named().requires(CHECKED),
    Role::new("radiogroup"),
    Role::new("region").by_content(),
    Role::new("row").inside(&["table", "grid", "treegrid", "rowgroup"]),
    Role::new("rowgroup").inside(&["table", "grid", "treegrid"]),
    Role::new("rowheader").inside(&["row"]),
    Role::new("scrollbar").requires(VALUE),
    Role::new("search"),
    Role::new("searchbox").named(),
    Role::new("separator"),
    Role::new("slider").named().requires(VALUE),
    Role::new("spinbutton").named(),
    Role::new("status"),
    Role::new("strong"),
    Role::new("subscript"),
    Role::new("superscript"),
    Role::new("switch").named().requires(CHECKED),
    Role::new("tab").named().by_content().inside(&["tablist"]),
    Role::new("table"),
    Role::new("tablist"),
    Role::new("tabpanel"),
    Role::new("term"),
    Role::new("textbox").named(),
    Role::new("time"),
    Role::new("timer"),
    Role::new("toolbar"),
    Role::new("tooltip").on_hover(),
    Role::new("tree").named(),
    Role::new("treegrid"),
    Role::new("treeitem")
        .named()
        .by_content()
        .inside(&["tree", "group"]),
];

/// The row of the role `name`, if it is a WAI-ARIA role.
pub fn role(name: &str) -> Option<&'static Role> {
    ROLES
        .binary_search_by(|row| row.name.cmp(name))
        .ok()
        .map(|i| &ROLES[i])
}

/// Whether the role `name` has a keyboard contract (false for a name that is no role).
pub fn has_keyboard_contract(name: &str) -> bool {
    role(name).is_some_and(Role::has_keyboard_contract)
}

/// Whether a spec says that its component is interactive: its `accessibility.role` is one
/// the user operates ([`is_operated`]: `switch`, `tab`, `dialog`), or it is bound to a value
/// through a model prop. Never by its name (a `DialogDescription` or a `SwitchThumb` is no
/// widget), its events or its category (a positioning helper with a transition callback is
/// not a widget, and a Slider in `data-display` is one). What its markup renders says more
/// ([`crate::code::markup::Markup::interactive_element`]); the checks that read code ask it.
pub fn is_interactive(spec: &crate::model::ComponentSpec) -> bool {
    spec.accessibility
        .as_ref()
        .and_then(|a| a.role.as_deref())
        .is_some_and(is_operated)
        || has_model_prop(spec)
}

/// Whether the spec binds its component to a value the user changes (`checked`, `value`).
pub fn has_model_prop(spec: &crate::model::ComponentSpec) -> bool {
    spec.props.iter().any(|prop| is_model_prop(&prop.name))
}

/// Whether the user operates an element with the role `role`: an APG pattern with a keyboard
/// contract is for it, as its root (`button`, `slider`, `dialog`) or as a part (`tab`,
/// `option`). Not a role shown only while something else is hovered or focused (`tooltip`).
pub fn is_operated(name: &str) -> bool {
    let name = name.trim();
    role(name).is_some_and(|row| !row.on_hover)
        && crate::apg::PATTERNS
            .iter()
            .any(|pattern| pattern.has_role(name) && pattern.has_keyboard_contract())
}

/// Whether a prop named `name` binds a component to a value the user changes: `value`, or a
/// state so marked in `states.rs` (a `Switch` with `checked`, a `Dialog` with `open`).
fn is_model_prop(name: &str) -> bool {
    crate::naming::match_key(name) == "value"
        || crate::states::state(name).is_some_and(|state| state.bound)
}

/// The keys (UI Events names) every WAI-ARIA APG pattern whose root has the role `name`
/// requires of it (not the optional ones, nor Tab, which `keyboard-unhandled` asks of any
/// focusable element), less what a key does while its popup is open (the popup's):
/// `ArrowUp` and `ArrowDown` of a `spinbutton`, `Escape` of a `dialog`, `ArrowDown` of a
/// `combobox`.
/// None for a composite container (`tablist`, `listbox`, `menu`: its items often handle the
/// keys, and its orientation decides which arrows), nor for a role shown on hover.
pub fn required_keys(name: &str) -> Vec<&'static str> {
    let name = name.trim();
    if role(name).is_none_or(|row| row.on_hover) {
        return Vec::new();
    }
    let patterns: Vec<&crate::apg::Pattern> = crate::apg::PATTERNS
        .iter()
        .filter(|p| p.is_root(name))
        .collect();
    if patterns.is_empty() || patterns.iter().any(|p| !p.parts.is_empty()) {
        return Vec::new();
    }
    let keys_of = |pattern: &crate::apg::Pattern| -> Vec<&'static str> {
        pattern
            .keyboard
            .iter()
            // What a key does while a popup is open is often the popup's to handle.
            .filter(|row| !row.optional && !row.action.starts_with("open:"))
            .flat_map(|row| row.key.split(" / "))
            .filter_map(ui_events_key)
            // A handler reads a combination's modifier apart (`Alt+ArrowDown` is `ArrowDown`
            // with `altKey`): the plain key is the one it compares.
            .filter(|key| !key.contains('+'))
            .collect()
    };
    let mut keys = keys_of(patterns[0]);
    for pattern in &patterns[1..] {
        let theirs = keys_of(pattern);
        keys.retain(|key| theirs.contains(key));
    }
    keys.dedup();
    keys
}

/// The UI Events `key` value of a key as the APG names it (`Up Arrow` is `ArrowUp`); `None`
/// for Tab and what is no single key (`printable characters`).
pub(crate) fn ui_events_key(apg: &str) -> Option<&'static str> {
    Some(match apg.trim() {
        "Up Arrow" => "ArrowUp",
        "Down Arrow" => "ArrowDown",
        "Alt+Up Arrow" => "Alt+ArrowUp",
        "Alt+Down Arrow" => "Alt+ArrowDown",
        "Left Arrow" => "ArrowLeft",
        "Right Arrow" => "ArrowRight",
        "Page Up" => "PageUp",
        "Page Down" => "PageDown",
        "Home" => "Home",
        "End" => "End",
        "Enter" => "Enter",
        "Space" => "Space",
        "Escape" => "Escape",
        "Delete" => "Delete",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_every_pattern_role_is_in_it() {
        assert!(ROLES.windows(2).all(|w| w[0].name < w[1].name));
        for pattern in crate::apg::PATTERNS {
            for name in pattern
                .role
                .iter()
                .chain(pattern.roles)
                .chain(pattern.parts)
            {
                assert!(role(name).is_some(), "{}: {name}", pattern.id);
            }
        }
    }

    #[test]
    fn required_keys_are_the_patterns_less_the_containers() {
        assert_eq!(required_keys("spinbutton"), ["ArrowUp", "ArrowDown"]);
        assert!(required_keys("dialog").contains(&"Escape"));
        assert!(required_keys("slider").contains(&"Home"));
        // A button of any pattern (button, menu button, disclosure) is asked Enter and Space.
        assert_eq!(required_keys("button"), ["Space", "Enter"]);
        assert_eq!(required_keys("combobox"), ["ArrowDown", "Enter", "Space"]);
        for none in [
            "tablist", "listbox", "menu", "tooltip", "tab", "generic", "nothing",
        ] {
            assert!(required_keys(none).is_empty(), "{none}");
        }
    }

    #[test]
    fn keyboard_contracts_come_from_the_patterns() {
        let with = [
            "button",
            "tablist",
            "tooltip",
            "grid",
            "tree",
            "treegrid",
            "menubar",
            "menu",
            "spinbutton",
            "toolbar",
            "dialog",
            "radiogroup",
            "listbox",
        ];
        for name in with {
            assert!(has_keyboard_contract(name), "{name}");
        }
        // A part's keys are its container's; Tab alone is no contract; a panel and an article
        // take no keys of their own.
        let without = [
            "tab", "option", "menuitem", "treeitem", "radio", "gridcell", "article", "region",
            "textbox", "tabpanel", "img", "generic", "nothing",
        ];
        for name in without {
            assert!(!has_keyboard_contract(name), "{name}");
        }
    }
}
