//! How the stylesheet selects an element: a part, a variant value and a state in the project's
//! markup convention (`[css.selectors]`, `[css.states]`), else by data attributes and the
//! platform's state selectors. The docs' previews and the browser checks select the same way.

use super::*;

/// A state's selectors as uispec.toml writes them (`{component}` unfilled): the project's own
/// (`[css.states]`), else the platform's forms; `None` for a state with neither.
pub fn state_templates(options: &CssOptions, state: &str) -> Option<Vec<String>> {
    match options.states.get(&crate::naming::match_key(state)) {
        Some(own) => Some(own.iter().map(|t| t.as_str().to_owned()).collect()),
        None => crate::states::state(state)
            .map(|s| s.selectors.iter().map(|f| (*f).to_owned()).collect()),
    }
}

/// A state's selectors for `spec`: the project's own (`[css.states]`, `{component}` filled
/// with the spec's name in the markup), else the platform's forms; `None` for a state with
/// neither (the stylesheet then selects `[data-state~="<state>"]`). Where they sit:
/// [`CssOptions::state_on_root`].
pub fn state_selectors(
    options: &CssOptions,
    spec: &crate::model::ComponentSpec,
    state: &str,
) -> Option<Vec<String>> {
    if let Some(own) = options.states.get(&crate::naming::match_key(state)) {
        let scope = options.selectors.name(&spec.name);
        return Some(own.iter().map(|t| fill(t, |_| scope.clone())).collect());
    }
    crate::states::state(state).map(|s| s.selectors.iter().map(|f| (*f).to_owned()).collect())
}

/// A state's selectors for `spec` ([`state_selectors`]), or the one the stylesheet writes
/// for a state that has none: `[data-state~="<state>"]`.
pub fn state_forms(
    options: &CssOptions,
    spec: &crate::model::ComponentSpec,
    state: &str,
) -> Vec<String> {
    state_selectors(options, spec, state).unwrap_or_else(|| {
        vec![format!(
            "[data-state~=\"{}\"]",
            crate::naming::to_kebab(state)
        )]
    })
}

/// How one spec's parts and variant values are selected, by the project's templates.
pub(super) struct Marks<'a> {
    pub(super) selectors: &'a Selectors,
    pub(super) spec: &'a crate::model::ComponentSpec,
    pub(super) scope: &'a str,
    /// The docs site's previews ([`CssOptions::previews`]).
    pub(super) previews: bool,
}

impl Marks<'_> {
    /// The selector of a part (kebab case). The previews of the docs site are its own markup,
    /// in the default convention: a part's `x-selector` in the spec is not theirs.
    pub(super) fn part(&self, part: &str) -> String {
        let template = match self.previews {
            true => std::borrow::Cow::Borrowed(self.selectors.for_part_by_convention(part)),
            false => self.selectors.for_part(self.spec, part),
        };
        fill(&template, |slot| match slot {
            Placeholder::Part => part.to_owned(),
            _ => self.scope.to_owned(),
        })
    }

    /// The selector of one value of an axis as the markup marks it.
    pub(super) fn value(&self, template: &SelectorTemplate, axis: &str, value: &str) -> String {
        fill(template, |slot| match slot {
            Placeholder::Axis => to_kebab(axis),
            Placeholder::Value => value.to_owned(),
            _ => self.scope.to_owned(),
        })
    }

    /// The selector of one value of an axis in a rule. The default value also matches where
    /// the markup says none: no attribute of the template's name (`[data-size]`), or none of
    /// the other values' selectors (classes).
    pub(super) fn variant(&self, axis: &str, value: &str) -> String {
        let template = self.selectors.variant_for(axis);
        let fill_value =
            |template: &SelectorTemplate, value: &str| self.value(template, axis, value);
        let is = fill_value(template, value);
        if self.spec.default_variants.get(axis).map(String::as_str) != Some(value) {
            return is;
        }
        if let Some(presence) = template.value_attribute() {
            return format!(":is({is}, :not({}))", fill_value(&presence, value));
        }
        let others: Vec<String> = self
            .spec
            .variants
            .iter()
            .filter(|v| v.name == axis)
            .flat_map(|v| &v.values)
            .filter(|v| *v != value)
            .map(|other| fill_value(template, other))
            .collect();
        if others.is_empty() {
            return String::new();
        }
        format!(":is({is}, :not({}))", others.join(", "))
    }
}

/// How the stylesheet selects the part `part` of `spec` under `options`: its markup
/// convention (`[data-scope="button"][data-part="icon"]`, `.button__icon`). The browser proof
/// marks a rendering this way.
pub fn part_selector(
    options: &CssOptions,
    spec: &crate::model::ComponentSpec,
    part: &str,
) -> String {
    with_marks(options, spec, |marks| marks.part(&to_kebab(part)))
}

/// How the markup marks the value `value` of the axis `axis` of `spec` under `options`
/// (`[data-size="sm"]`, `.button--sm`), on the element [`Selectors::variant_on`] says.
pub fn variant_selector(
    options: &CssOptions,
    spec: &crate::model::ComponentSpec,
    axis: &str,
    value: &str,
) -> String {
    with_marks(options, spec, |marks| {
        marks.value(options.selectors.variant_for(axis), axis, value)
    })
}

/// `mark` with the marks of `spec` under `options`.
pub(super) fn with_marks(
    options: &CssOptions,
    spec: &crate::model::ComponentSpec,
    mark: impl FnOnce(&Marks<'_>) -> String,
) -> String {
    let scope = options.selectors.name(&spec.name);
    mark(&Marks {
        selectors: &options.selectors,
        spec,
        scope: &scope,
        previews: options.previews,
    })
}
