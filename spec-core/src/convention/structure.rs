//! Selectors that tell an element apart by what surrounds its marks: an attribute it never has
//! while the others always do (`.btn-group:not([role])`), or a child it always has and the
//! others never may (`.form-check:has(> input[type="checkbox"])`). A library that gives two
//! components one class (Bootstrap's `form-check` for a checkbox and a radio) is told apart so.

use crate::code::Component;
use crate::code::markup::{Element, Value};
use crate::hash::Map;
use crate::selector_template::{Marks, marks};

use super::{ReadOnce, may_carry};

/// A selector read against markup: a compound of marks, the attributes the element lacks, and
/// a child it has.
#[derive(Debug)]
pub(super) struct Wanted {
    own: Marks,
    lacks: Vec<String>,
    child: Option<Marks>,
}

impl Wanted {
    /// `compound(:not([name]))*(:has(> compound))?`; `None` for any other selector.
    pub(super) fn parse(selector: &str) -> Option<Wanted> {
        let (head, child) = match selector.split_once(":has(> ") {
            Some((head, child)) => (head, Some(marks(child.strip_suffix(')')?)?)),
            None => (selector, None),
        };
        let mut pieces = head.split(":not([");
        let own = marks(pieces.next()?)?;
        let lacks = pieces
            .map(|piece| {
                let name = piece.strip_suffix("])")?;
                (!name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
                    .then(|| name.to_owned())
            })
            .collect::<Option<Vec<String>>>()?;
        Some(Wanted { own, lacks, child })
    }

    /// Whether `element` matches in some render, by what its markup writes: the part's element
    /// found by a convention.
    pub(super) fn found_on(
        &self,
        element: &Element,
        read: &mut ReadOnce,
        family: &Family<'_>,
    ) -> bool {
        read.of(element).carries(element, &self.own)
            && self.lacks.iter().all(|name| !certainly_has(element, name))
            && self.child.as_ref().is_none_or(|child| {
                (family.children(element).iter()).any(|c| read.of(c).carries(c, child))
            })
    }

    /// Whether `element` may match in some render the reader cannot rule out: a rival of a
    /// proposed selector. A child it may have includes whatever its open content renders.
    pub(super) fn possible_on(
        &self,
        element: &Element,
        read: &mut ReadOnce,
        family: &Family<'_>,
    ) -> bool {
        may_carry(element, &read.of(element), &self.own)
            && self.lacks.iter().all(|name| !certainly_has(element, name))
            && self.child.as_ref().is_none_or(|child| {
                element.open
                    || element.holds_children
                    || (family.children(element).iter()).any(|c| may_carry(c, &read.of(c), child))
            })
    }
}

/// Each element's children, across the components' markup (by the element's address).
#[derive(Default)]
pub(super) struct Family<'a>(Map<*const Element, Vec<&'a Element>>);

impl<'a> Family<'a> {
    pub(super) fn of(components: &'a [Component]) -> Family<'a> {
        let mut family = Family::default();
        for component in components {
            let elements = &component.markup.elements;
            for element in elements {
                if let Some(parent) = element.parent.and_then(|p| elements.get(p)) {
                    family
                        .0
                        .entry(std::ptr::from_ref(parent))
                        .or_default()
                        .push(element);
                }
            }
        }
        family
    }

    pub(super) fn children(&self, element: &Element) -> &[&'a Element] {
        self.0
            .get(&std::ptr::from_ref(element))
            .map_or(&[], Vec::as_slice)
    }
}

/// Whether every render of `element` has the attribute `name`: a literal (not a boolean, which
/// a framework may leave out when false), a flag, or a value that is always one of a list.
pub(super) fn certainly_has(element: &Element, name: &str) -> bool {
    (element.attributes.iter().filter(|a| a.name == name)).any(|a| match &a.value {
        Value::Text(text) => !matches!(text.as_str(), "true" | "false"),
        Value::Flag => true,
        Value::Bound { always, .. } => *always,
        Value::Constant(_) => false,
    })
}
