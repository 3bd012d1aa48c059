//! What HTML elements give for free, as the markup contract rules need it: the role an element
//! has without a `role` attribute (HTML-AAM), the keys it handles natively, the ARIA states it
//! exposes natively, and the states and properties ARIA 1.2 (or the APG pattern) requires of a
//! role written on an element that does not have it natively.
//!
//! The tables are printed in `docs/accessibility.md`; change both together. An element is
//! described by its tag and its attributes' literal values ([`Native`]); an attribute bound at
//! run time (`type=props.kind`) makes the answer unknown, never a guess.

/// An element as the tables see it: its tag and how it answers for an attribute.
pub trait Native {
    /// The tag (`input`).
    fn tag(&self) -> &str;
    /// The attribute `name`: `None` absent, `Some(None)` bound (its value known only at run
    /// time), `Some(Some(text))` a literal; a boolean attribute written bare is `Some(Some(""))`,
    /// as HTML reads it.
    fn attribute(&self, name: &str) -> Option<Option<&str>>;
    /// Whether a spread of attributes the reader cannot see into lands on it: an `<input>`'s
    /// `type` may come from there.
    fn spreads(&self) -> bool {
        false
    }
}

/// What an answer of the tables is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Known<T> {
    /// Decided by what is written.
    Is(T),
    /// Decided only at run time (a bound `type`, `href`, `multiple`).
    Unknown,
}

/// The `type` of an `<input>`: `text` when absent, unknown when bound or when a spread may
/// bring it.
fn input_type<E: Native + ?Sized>(element: &E) -> Known<String> {
    match element.attribute("type") {
        None if element.spreads() => Known::Unknown,
        None => Known::Is("text".to_owned()),
        Some(Some(kind)) => Known::Is(kind.to_ascii_lowercase()),
        Some(None) => Known::Unknown,
    }
}

/// Input types that edit text.
const TEXT_INPUTS: &[&str] = &[
    "text", "email", "tel", "url", "search", "password", "number",
];

/// The role an element has without a `role` attribute (HTML-AAM), `Is(None)` for elements
/// with no role of their own (`div`, `span`, `label`).
pub fn implicit_role<E: Native + ?Sized>(element: &E) -> Known<Option<&'static str>> {
    let role = match element.tag() {
        "a" | "area" => element.attribute("href").map(|_| "link"),
        "button" => Some("button"),
        "input" => {
            let Known::Is(kind) = input_type(element) else {
                return Known::Unknown;
            };
            match kind.as_str() {
                "checkbox" => Some("checkbox"),
                "radio" => Some("radio"),
                "range" => Some("slider"),
                "number" => Some("spinbutton"),
                "button" | "submit" | "reset" | "image" => Some("button"),
                "search" if element.attribute("list").is_none() => Some("searchbox"),
                "text" | "email" | "tel" | "url" | "search" => {
                    Some(if element.attribute("list").is_some() {
                        "combobox"
                    } else {
                        "textbox"
                    })
                }
                _ => None,
            }
        }
        "select" => match (element.attribute("multiple"), element.attribute("size")) {
            (Some(Some(_)), _) => Some("listbox"),
            (Some(None), _) | (None, Some(None)) => return Known::Unknown,
            (None, Some(Some(size))) if size.parse::<u32>().is_ok_and(|n| n > 1) => Some("listbox"),
            (None, _) => Some("combobox"),
        },
        "textarea" => Some("textbox"),
        "dialog" => Some("dialog"),
        "img" => match element.attribute("alt") {
            Some(Some("")) => Some("presentation"),
            _ => Some("img"),
        },
        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => Some("heading"),
        "ul" | "ol" | "menu" => Some("list"),
        "li" => Some("listitem"),
        "nav" => Some("navigation"),
        "main" => Some("main"),
        "aside" => Some("complementary"),
        "form" => Some("form"),
        "article" => Some("article"),
        "table" => Some("table"),
        "tr" => Some("row"),
        "td" => Some("cell"),
        "th" => Some("columnheader"),
        "option" => Some("option"),
        "datalist" => Some("listbox"),
        "progress" => Some("progressbar"),
        "meter" => Some("meter"),
        "output" => Some("status"),
        "hr" => Some("separator"),
        "fieldset" | "details" | "optgroup" => Some("group"),
        _ => None,
    };
    Known::Is(role)
}

/// The keys an element handles natively (UI Events `key` values; `Tab` is handled by every
/// focusable element, see [`is_focusable`]). Printable characters are `Character`.
pub fn native_keys<E: Native + ?Sized>(element: &E) -> Known<&'static [&'static str]> {
    const ACTIVATE: &[&str] = &["Enter", "Space"];
    const EDIT: &[&str] = &[
        "ArrowLeft",
        "ArrowRight",
        "ArrowUp",
        "ArrowDown",
        "Home",
        "End",
        "Backspace",
        "Delete",
        "Enter",
        "Character",
    ];
    const RANGE: &[&str] = &[
        "ArrowLeft",
        "ArrowRight",
        "ArrowUp",
        "ArrowDown",
        "Home",
        "End",
        "PageUp",
        "PageDown",
    ];
    const SELECT: &[&str] = &[
        "ArrowUp",
        "ArrowDown",
        "Home",
        "End",
        "PageUp",
        "PageDown",
        "Enter",
        "Space",
        "Escape",
        "Character",
    ];
    let keys: &'static [&'static str] = match element.tag() {
        "button" | "summary" => ACTIVATE,
        "a" if element.attribute("href").is_some() => &["Enter"],
        "input" => {
            let Known::Is(kind) = input_type(element) else {
                return Known::Unknown;
            };
            match kind.as_str() {
                "button" | "submit" | "reset" | "image" => ACTIVATE,
                "checkbox" => &["Space"],
                "radio" => &["Space", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"],
                "range" => RANGE,
                kind if TEXT_INPUTS.contains(&kind) => EDIT,
                _ => &[],
            }
        }
        "textarea" => EDIT,
        "select" => SELECT,
        "dialog" => &["Escape"],
        _ if element.attribute("contenteditable").is_some() => EDIT,
        _ => &[],
    };
    Known::Is(keys)
}

/// Whether the element takes focus by Tab: a link, a form control, a `summary`, or anything
/// with a `tabindex` or `contenteditable`.
pub fn is_focusable<E: Native + ?Sized>(element: &E) -> bool {
    is_native_control(element)
        || element.attribute("tabindex").is_some()
        || element.attribute("contenteditable").is_some()
}

/// Whether the element is a control by its tag (what takes focus without a `tabindex`: a
/// button, a link, a field, a `<summary>`), or is written editable (`contenteditable`, not
/// bound: one bound to a prop is the caller's choice).
pub fn is_native_control<E: Native + ?Sized>(element: &E) -> bool {
    match element.tag() {
        "button" | "select" | "textarea" | "summary" | "iframe" => true,
        "a" | "area" => element.attribute("href").is_some(),
        "input" => element.attribute("type") != Some(Some("hidden")),
        "audio" | "video" => element.attribute("controls").is_some(),
        _ => matches!(element.attribute("contenteditable"), Some(Some(v)) if v != "false"),
    }
}

/// Whether the keyboard cannot reach the element, whatever its tag: `tabindex="-1"`,
/// `aria-hidden="true"`, `hidden` or `inert` written on it (a visually hidden native input
/// that mirrors a custom control for forms). Its native keys are no one's.
pub fn is_out_of_reach<E: Native + ?Sized>(element: &E) -> bool {
    element.attribute("tabindex") == Some(Some("-1"))
        || element.attribute("aria-hidden") == Some(Some("true"))
        || matches!(
            element.attribute("hidden"),
            Some(Some("" | "true" | "hidden"))
        )
        || matches!(element.attribute("inert"), Some(Some("" | "true")))
}

/// The ARIA states and properties some element exposes natively (see [`provides`]).
pub const NATIVE_STATES: &[&str] = &[
    "aria-checked",
    "aria-disabled",
    "aria-required",
    "aria-readonly",
    "aria-placeholder",
    "aria-multiline",
    "aria-expanded",
    "aria-selected",
    "aria-modal",
    "aria-level",
    "aria-multiselectable",
    "aria-valuenow",
    "aria-valuemin",
    "aria-valuemax",
    "aria-orientation",
    "aria-posinset",
    "aria-setsize",
    "aria-haspopup",
    "aria-invalid",
    "aria-rowcount",
    "aria-colcount",
    "aria-rowindex",
    "aria-colindex",
    "aria-live",
    "aria-atomic",
];

/// The attributes that give a form control a constraint it can fail.
const CONSTRAINTS: &[&str] = &[
    "required",
    "pattern",
    "min",
    "max",
    "minlength",
    "maxlength",
    "step",
];

/// Input types whose value the browser checks as typed (`a@` is no email).
const CHECKED_TYPES: &[&str] = &[
    "email",
    "url",
    "number",
    "date",
    "time",
    "month",
    "week",
    "datetime-local",
];

/// Whether the element exposes the ARIA state or property `aria` natively, so that the
/// attribute itself need not be written: `aria-checked` of a checkbox input, `aria-disabled`
/// of a control with `disabled`, `aria-level` of a heading.
pub fn provides<E: Native + ?Sized>(element: &E, aria: &str) -> bool {
    let tag = element.tag();
    let kind = || match input_type(element) {
        Known::Is(kind) => kind,
        Known::Unknown => String::new(),
    };
    let control = matches!(
        tag,
        "button" | "input" | "select" | "textarea" | "fieldset" | "option" | "optgroup"
    );
    match aria {
        "aria-checked" => tag == "input" && matches!(kind().as_str(), "checkbox" | "radio"),
        "aria-disabled" => control && element.attribute("disabled").is_some(),
        "aria-required" => {
            matches!(tag, "input" | "select" | "textarea")
                && element.attribute("required").is_some()
        }
        "aria-readonly" => {
            matches!(tag, "input" | "textarea") && element.attribute("readonly").is_some()
        }
        "aria-placeholder" => {
            matches!(tag, "input" | "textarea") && element.attribute("placeholder").is_some()
        }
        "aria-multiline" => tag == "textarea",
        // A popover's invoker is expanded while its popover shows (HTML-AAM).
        "aria-expanded" => {
            matches!(tag, "details" | "summary" | "select")
                || (matches!(tag, "button" | "input")
                    && element.attribute("popovertarget").is_some())
        }
        // A control with a constraint is invalid while it fails it (constraint validation),
        // as is one whose type checks what is typed.
        "aria-invalid" => {
            matches!(tag, "input" | "select" | "textarea")
                && (CONSTRAINTS.iter().any(|c| element.attribute(c).is_some())
                    || (tag == "input" && CHECKED_TYPES.contains(&kind().as_str())))
        }
        // The browser counts a table's rows and columns, and each row's and cell's place.
        "aria-rowcount" | "aria-colcount" => tag == "table",
        "aria-rowindex" => tag == "tr",
        "aria-colindex" => matches!(tag, "td" | "th"),
        // A live region's role implies its politeness, and for an alert or a status that it is
        // read whole (ARIA 1.2): `role="status"` or `<output>` needs no `aria-live`.
        "aria-live" | "aria-atomic" => {
            let role = match element.attribute("role") {
                Some(Some(role)) => Some(role.trim().to_ascii_lowercase()),
                Some(None) => None,
                None => match implicit_role(element) {
                    Known::Is(Some(role)) => Some(role.to_owned()),
                    _ => None,
                },
            };
            role.is_some_and(|role| implied_by_role(&role, aria))
        }
        "aria-selected" => tag == "option",
        "aria-modal" => tag == "dialog",
        "aria-level" => matches!(tag, "h1" | "h2" | "h3" | "h4" | "h5" | "h6"),
        "aria-multiselectable" => tag == "select" && element.attribute("multiple").is_some(),
        "aria-valuenow" | "aria-valuemin" | "aria-valuemax" => {
            matches!(tag, "progress" | "meter")
                || (tag == "input" && matches!(kind().as_str(), "range" | "number"))
        }
        // Read from the element's implicit role: a separator and a slider are horizontal
        // unless said otherwise, the browser counts a list's items and a list box's options
        // itself, and a combobox (`<select>`, an input with a suggestion list) pops up a list
        // box (HTML-AAM).
        "aria-orientation" | "aria-posinset" | "aria-setsize" | "aria-haspopup" => {
            let Known::Is(Some(role)) = implicit_role(element) else {
                return false;
            };
            match aria {
                "aria-orientation" => matches!(role, "separator" | "slider"),
                "aria-haspopup" => role == "combobox",
                _ => matches!(role, "listitem" | "option"),
            }
        }
        _ => false,
    }
}

/// Whether the role `role` implies the ARIA property `aria` (ARIA 1.2): a live region's
/// politeness (`alert`, `status`, `log`, `timer`, `marquee`), and that an alert or a status is
/// read whole (`aria-atomic`). Whatever element has the role, however it got it (written,
/// implicit, or the spec's `ROLE` constant).
pub fn implied_by_role(role: &str, aria: &str) -> bool {
    let role = role.trim();
    let implying: &[&str] = match aria {
        "aria-live" => &["alert", "status", "log", "timer", "marquee"],
        "aria-atomic" => &["alert", "status"],
        _ => &[],
    };
    implying.iter().any(|r| r.eq_ignore_ascii_case(role))
}

/// The elements of a rendered page that expose the boolean ARIA state `aria` natively, as a
/// selector list to add to `[aria-…]` (`, input, select, textarea`): what [`provides`] reads
/// from markup, asked of a page, where a control may be any of its kind (the render's
/// `disabled` comes and goes with the state). Empty for a state no element exposes natively.
pub fn native_selector(aria: &str) -> String {
    match aria {
        "aria-disabled" => ", button, input, select, textarea, fieldset".to_owned(),
        "aria-checked" => ", input[type=checkbox], input[type=radio]".to_owned(),
        "aria-required" => ", input, select, textarea".to_owned(),
        "aria-readonly" => ", input, textarea".to_owned(),
        "aria-selected" => ", option".to_owned(),
        "aria-invalid" => {
            let constraints: Vec<String> = (CONSTRAINTS.iter().map(|c| format!("[{c}]")))
                .chain(CHECKED_TYPES.iter().map(|t| format!("input[type={t}]")))
                .collect();
            format!(
                ", :is(input, select, textarea):is({})",
                constraints.join(", ")
            )
        }
        _ => String::new(),
    }
}

/// Whether a prop so named (any spelling) gives an element its accessible name: a label, the
/// `aria-label`/`aria-labelledby` pair, a title, a placeholder, an image's `alt`, or an `id`
/// that a `<label for>` of the caller's points at.
pub fn names_element(prop: &str) -> bool {
    matches!(
        crate::naming::match_key(prop).as_str(),
        "label" | "arialabel" | "arialabelledby" | "title" | "placeholder" | "alt" | "id"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An element written as a tag and literal attributes.
    struct Written(&'static str, &'static [(&'static str, &'static str)]);

    impl Native for Written {
        fn tag(&self) -> &str {
            self.0
        }
        fn attribute(&self, name: &str) -> Option<Option<&str>> {
            self.1
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| Some(*v))
        }
    }

    #[test]
    fn every_element_of_the_implicit_role_table_exposes_its_native_states() {
        let cases: &[(Written, &str, bool)] = &[
            (Written("hr", &[]), "aria-orientation", true),
            (
                Written("input", &[("type", "range")]),
                "aria-orientation",
                true,
            ),
            (Written("div", &[]), "aria-orientation", false),
            (Written("li", &[]), "aria-posinset", true),
            (Written("option", &[]), "aria-setsize", true),
            (Written("select", &[]), "aria-haspopup", true),
            (
                Written("select", &[("multiple", "")]),
                "aria-haspopup",
                false,
            ),
            (Written("select", &[("size", "4")]), "aria-haspopup", false),
            (
                Written("input", &[("type", "text"), ("list", "l")]),
                "aria-haspopup",
                true,
            ),
            (
                Written("input", &[("type", "text")]),
                "aria-haspopup",
                false,
            ),
            (
                Written("input", &[("type", "checkbox")]),
                "aria-checked",
                true,
            ),
            (Written("h2", &[]), "aria-level", true),
            (Written("details", &[]), "aria-expanded", true),
            (
                Written("button", &[("popovertarget", "menu")]),
                "aria-expanded",
                true,
            ),
            (Written("button", &[]), "aria-expanded", false),
            (
                Written("input", &[("type", "text"), ("required", "")]),
                "aria-invalid",
                true,
            ),
            (Written("input", &[("type", "email")]), "aria-invalid", true),
            (Written("input", &[("type", "text")]), "aria-invalid", false),
            (
                Written("textarea", &[("maxlength", "9")]),
                "aria-invalid",
                true,
            ),
            (Written("div", &[("required", "")]), "aria-invalid", false),
            (Written("table", &[]), "aria-rowcount", true),
            (Written("table", &[]), "aria-colcount", true),
            (Written("div", &[]), "aria-rowcount", false),
            (Written("tr", &[]), "aria-rowindex", true),
            (Written("td", &[]), "aria-colindex", true),
            (Written("th", &[]), "aria-colindex", true),
            (Written("output", &[]), "aria-live", true),
            (Written("div", &[("role", "status")]), "aria-live", true),
            (Written("div", &[("role", "alert")]), "aria-atomic", true),
            (Written("div", &[("role", "log")]), "aria-live", true),
            (Written("div", &[("role", "log")]), "aria-atomic", false),
            (Written("div", &[]), "aria-live", false),
        ];
        for (element, aria, expected) in cases {
            assert_eq!(provides(element, aria), *expected, "<{}> {aria}", element.0);
            assert!(NATIVE_STATES.contains(aria), "{aria}");
        }
    }
}
