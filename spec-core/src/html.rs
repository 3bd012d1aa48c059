//! HTML's content model, as far as rendering one component alone needs it: the parents an
//! element can only live in (a list item in a list, a table cell in a row), and the elements
//! that hold no text. `uispec test` shows a render whose first element is such an element
//! inside the parents it needs (its page gets [`CONTEXTS`]), and gives a component no invented
//! text where its children land in an element that holds none: a list item rendered alone, or
//! a list holding a word uispec made up, is no defect of the component.

/// The elements that can only live inside others, each with the parents it needs, outermost
/// first (`td`: `table`, `tbody`, `tr`). `uispec test`'s page reads this table.
pub const CONTEXTS: &[(&str, &[&str])] = &[
    ("li", &["ul"]),
    ("dt", &["dl"]),
    ("dd", &["dl"]),
    ("option", &["select"]),
    ("optgroup", &["select"]),
    ("tr", &["table", "tbody"]),
    ("td", &["table", "tbody", "tr"]),
    ("th", &["table", "tbody", "tr"]),
    ("thead", &["table"]),
    ("tbody", &["table"]),
    ("tfoot", &["table"]),
    ("caption", &["table"]),
    ("colgroup", &["table"]),
    ("col", &["table", "colgroup"]),
    ("figcaption", &["figure"]),
    ("legend", &["fieldset"]),
    ("summary", &["details"]),
];

/// The parents `tag` must be inside, outermost first; empty for an element that can stand
/// alone.
pub fn parents(tag: &str) -> &'static [&'static str] {
    CONTEXTS
        .iter()
        .find(|(element, _)| *element == tag)
        .map_or(&[], |(_, parents)| parents)
}

/// Whether `tag` may hold text directly (a list, a table or a select may not: their children
/// are elements of their own kinds).
pub fn takes_text(tag: &str) -> bool {
    !matches!(
        tag,
        "ul" | "ol"
            | "menu"
            | "dl"
            | "table"
            | "thead"
            | "tbody"
            | "tfoot"
            | "tr"
            | "colgroup"
            | "select"
            | "optgroup"
            | "datalist"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_live_in_their_parents() {
        assert_eq!(parents("li"), ["ul"]);
        assert_eq!(parents("td"), ["table", "tbody", "tr"]);
        assert!(parents("div").is_empty());
        assert!(!takes_text("ul") && !takes_text("tr"));
        assert!(takes_text("li") && takes_text("button"));
        // Every parent chain is itself in order: each element may live in the one before it.
        for tag in [
            "li", "dt", "option", "tr", "td", "th", "col", "caption", "summary",
        ] {
            let chain = parents(tag);
            for (i, parent) in chain.iter().enumerate() {
                assert_eq!(parents(parent), &chain[..i], "{tag}: {parent}");
            }
        }
    }
}
