//! Specs against the component code, one spec at a time: alignment, the markup contract and
//! `accessibility-missing`. What they share (the binding of specs to components, the
//! components by name) is computed once per check of the project. A spec's findings depend
//! only on the spec, what it is bound to and the components read, so a session keeps them
//! per spec and, after an edit of some specs, checks again only those and the specs whose
//! binding the edit changed ([`super::Session`]).

use crate::binding::{Bindings, Bound, BoundKey, bind};
use crate::code::{Component, Rendered};
use crate::diagnostics::Diagnostics;
use crate::levels::RuleConfig;
use crate::reader::SpecDocument;

use crate::checks::{Markers, check_bound, check_interactive, check_markup, check_unbound};

/// The checks of `documents` against `components`.
pub(crate) struct AgainstCode<'d, 'c> {
    /// Each document's place in `bindings.specs`, in the order of the documents (`None`: it
    /// has no name, so nothing binds it).
    places: Vec<Option<usize>>,
    bindings: Bindings<'d, 'c>,
    components: &'c [Component],
    rendered: Rendered<'c>,
    rules: &'c RuleConfig,
    markers: Markers,
}

/// One spec's findings against the code, by check: they are reported check by check, each
/// check's in the order of the specs.
#[derive(Debug, Default)]
pub(crate) struct SpecFindings {
    pub(crate) alignment: Diagnostics,
    pub(crate) markup: Diagnostics,
    pub(crate) accessibility: Diagnostics,
}

impl SpecFindings {
    /// How many checks there are.
    pub(crate) const CHECKS: usize = 3;

    /// The findings of check number `check`, in reporting order.
    pub(crate) fn of(&self, check: usize) -> &Diagnostics {
        [&self.alignment, &self.markup, &self.accessibility][check]
    }
}

impl<'d, 'c> AgainstCode<'d, 'c> {
    pub(crate) fn new(
        documents: &[&'d SpecDocument],
        components: &'c [Component],
        dependencies: &'c crate::code::Dependencies,
        rules: &'c RuleConfig,
        selectors: &crate::config::Selectors,
    ) -> AgainstCode<'d, 'c> {
        let bindings = bind(documents, components);
        // `bind` leaves out the specs without a name, keeping the order of the rest.
        let mut next = 0;
        let places = documents
            .iter()
            .map(|doc| {
                let named = bindings
                    .specs
                    .get(next)
                    .is_some_and(|(named, _)| std::ptr::eq(*named, *doc));
                next += usize::from(named);
                named.then_some(next - 1)
            })
            .collect();
        AgainstCode {
            places,
            bindings,
            components,
            rendered: Rendered::new(components).with(dependencies),
            rules,
            markers: Markers::of(selectors),
        }
    }

    /// What document `index` is bound to, to compare with an earlier check's.
    pub(crate) fn key(&self, index: usize) -> Option<BoundKey> {
        self.bound(index).map(Bound::key)
    }

    fn bound(&self, index: usize) -> Option<&Bound<'c>> {
        self.places[index].map(|place| &self.bindings.specs[place].1)
    }

    /// The findings of document `index`, which is `doc`.
    pub(crate) fn check(&self, index: usize, doc: &SpecDocument) -> SpecFindings {
        let mut found = SpecFindings::default();
        let bound = self.bound(index);
        if let Some(bound) = bound {
            check_bound(
                &mut found.alignment,
                doc,
                bound,
                self.components,
                self.rules,
            );
        }
        let component = match bound {
            Some(Bound::One(component)) => Some(*component),
            _ => None,
        };
        if let Some(component) = component {
            check_markup(
                &mut found.markup,
                doc,
                component,
                self.components,
                &self.rendered,
                self.markers,
            );
        }
        check_interactive(&mut found.accessibility, doc, component, &self.rendered);
        found
    }

    /// The findings about components: the public ones no spec is bound to.
    pub(crate) fn unbound(&self, diags: &mut Diagnostics) {
        check_unbound(diags, &self.bindings, self.components);
    }
}
