//! The change taxonomy: every kind of change `uispec diff` reports, with its stable id, what
//! it means for a consumer of the design system (breaking, feature, fix) and why. One table:
//! the classification, the docs (`docs/diff.md`) and the JSON output all read it.

use std::fmt;

/// What a change means for a release.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Something a consumer relies on is gone or means something else: a major release.
    Breaking,
    /// Something new, nothing taken away: a minor release.
    Feature,
    /// The same contract, another look or value: a patch release.
    Fix,
}

impl Level {
    /// The word the outputs use.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Breaking => "breaking",
            Level::Feature => "feature",
            Level::Fix => "fix",
        }
    }

    /// The levels, most serious first.
    pub const ALL: [Level; 3] = [Level::Breaking, Level::Feature, Level::Fix];
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One kind of change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// A spec is gone.
    ComponentRemoved,
    /// A spec has another name (said by `x-renamed-from`, or the same API under one new name).
    ComponentRenamed,
    /// A spec is newly `x-deprecated`.
    ComponentDeprecated,
    /// A new spec.
    ComponentAdded,
    /// A prop is gone.
    PropRemoved,
    /// A prop has another name (the same type at the same position, or `x-renamed-from`).
    PropRenamed,
    /// A prop must now be given.
    PropNewlyRequired,
    /// A prop takes fewer values (a union lost members).
    PropTypeNarrowed,
    /// A prop takes another type.
    PropTypeChanged,
    /// A prop has another default.
    PropDefaultChanged,
    /// A prop is newly `x-deprecated`.
    PropDeprecated,
    /// A new optional prop.
    PropAdded,
    /// A prop takes more values (a union gained members).
    PropTypeWidened,
    /// A prop may now be left out.
    PropNoLongerRequired,
    /// A variant axis is gone.
    VariantRemoved,
    /// A variant axis lost a value.
    VariantValueRemoved,
    /// A variant axis has another default value.
    DefaultVariantChanged,
    /// A new variant axis.
    VariantAdded,
    /// A variant axis gained a value.
    VariantValueAdded,
    /// A slot is gone.
    SlotRemoved,
    /// A slot must now be filled (a new one, or one that was optional).
    SlotNewlyRequired,
    /// A new optional slot.
    SlotAdded,
    /// An event is gone.
    EventRemoved,
    /// A new event.
    EventAdded,
    /// A token is gone.
    TokenRemoved,
    /// A token has another path (the same type, value and uses).
    TokenRenamed,
    /// A token has another `$type`.
    TokenTypeChanged,
    /// A token's value changed meaning: a colour of another hue family, a dimension past the threshold.
    TokenSemanticChange,
    /// A token is newly `$deprecated`.
    TokenDeprecated,
    /// A new token.
    TokenAdded,
    /// A token's own value changed.
    TokenValueChanged,
    /// An alias names another token.
    TokenAliasRepointed,
    /// The spec's WAI-ARIA role changed.
    RoleChanged,
    /// A required ARIA attribute is gone.
    AriaAttributeRemoved,
    /// A keyboard interaction is gone.
    KeyboardInteractionRemoved,
    /// A tokenMapping entry's contrast passed in a theme and fails there now.
    ContrastFailed,
    /// A new required ARIA attribute.
    AriaAttributeAdded,
    /// A new keyboard interaction.
    KeyboardInteractionAdded,
    /// A tokenMapping entry maps another token, is new, or is gone.
    TokenMappingChanged,
    /// A render's approved look (its visual baseline) differs.
    RenderChanged,
}

/// Each kind: its id, its level, and why it has that level.
#[rustfmt::skip]
const TABLE: &[(Kind, &str, Level, &str)] = &[
    (Kind::ComponentRemoved, "component-removed", Level::Breaking, "every use of the component stops building"),
    (Kind::ComponentRenamed, "component-renamed", Level::Breaking, "every use must take the new name"),
    (Kind::ComponentDeprecated, "component-deprecated", Level::Feature, "uses still build, and are told to move"),
    (Kind::ComponentAdded, "component-added", Level::Feature, "nothing existing changes"),
    (Kind::PropRemoved, "prop-removed", Level::Breaking, "a use that passes it stops building"),
    (Kind::PropRenamed, "prop-renamed", Level::Breaking, "a use that passes it must take the new name"),
    (Kind::PropNewlyRequired, "prop-newly-required", Level::Breaking, "a use that leaves it out stops building"),
    (Kind::PropTypeNarrowed, "prop-type-narrowed", Level::Breaking, "a use that passes a value no longer allowed stops building"),
    (Kind::PropTypeChanged, "prop-type-changed", Level::Breaking, "the values a use passes may no longer fit"),
    (Kind::PropDefaultChanged, "prop-default-changed", Level::Breaking, "a use that leaves it out gets another behaviour"),
    (Kind::PropDeprecated, "prop-deprecated", Level::Feature, "uses still build, and are told to move"),
    (Kind::PropAdded, "prop-added", Level::Feature, "an optional prop: existing uses are unchanged"),
    (Kind::PropTypeWidened, "prop-type-widened", Level::Feature, "every value allowed before still is"),
    (Kind::PropNoLongerRequired, "prop-no-longer-required", Level::Feature, "every use that builds today still does"),
    (Kind::VariantRemoved, "variant-removed", Level::Breaking, "a use that sets the axis stops building"),
    (Kind::VariantValueRemoved, "variant-value-removed", Level::Breaking, "a use of the value stops building"),
    (Kind::DefaultVariantChanged, "default-variant-changed", Level::Breaking, "a use that leaves the axis out looks different"),
    (Kind::VariantAdded, "variant-added", Level::Feature, "a new axis with a default: existing uses are unchanged"),
    (Kind::VariantValueAdded, "variant-value-added", Level::Feature, "a new value: existing uses are unchanged"),
    (Kind::SlotRemoved, "slot-removed", Level::Breaking, "content given to it has nowhere to go"),
    (Kind::SlotNewlyRequired, "slot-newly-required", Level::Breaking, "a use that leaves it empty is no longer complete"),
    (Kind::SlotAdded, "slot-added", Level::Feature, "an optional slot: existing uses are unchanged"),
    (Kind::EventRemoved, "event-removed", Level::Breaking, "a handler given for it stops building or is never called"),
    (Kind::EventAdded, "event-added", Level::Feature, "existing uses are unchanged"),
    (Kind::TokenRemoved, "token-removed", Level::Breaking, "a reference to it no longer resolves"),
    (Kind::TokenRenamed, "token-renamed", Level::Breaking, "a reference to the old path no longer resolves"),
    (Kind::TokenTypeChanged, "token-type-changed", Level::Breaking, "a use of it as its old type is wrong"),
    (Kind::TokenSemanticChange, "token-semantic-change", Level::Breaking, "the token now means something else (another hue, another scale)"),
    (Kind::TokenDeprecated, "token-deprecated", Level::Feature, "references still resolve, and are told to move"),
    (Kind::TokenAdded, "token-added", Level::Feature, "nothing existing changes"),
    (Kind::TokenValueChanged, "token-value-changed", Level::Fix, "the same meaning, another value"),
    (Kind::TokenAliasRepointed, "token-alias-repointed", Level::Fix, "the same meaning, taken from another token"),
    (Kind::RoleChanged, "role-changed", Level::Breaking, "assistive technology announces and operates it differently"),
    (Kind::AriaAttributeRemoved, "aria-attribute-removed", Level::Breaking, "a state or property assistive technology relied on is gone"),
    (Kind::KeyboardInteractionRemoved, "keyboard-interaction-removed", Level::Breaking, "a key users relied on no longer works"),
    (Kind::ContrastFailed, "contrast-failed", Level::Breaking, "text or a boundary users could tell apart no longer has the contrast WCAG asks for"),
    (Kind::AriaAttributeAdded, "aria-attribute-added", Level::Feature, "more is announced; nothing is taken away"),
    (Kind::KeyboardInteractionAdded, "keyboard-interaction-added", Level::Feature, "a new key; nothing is taken away"),
    (Kind::TokenMappingChanged, "token-mapping-changed", Level::Fix, "the same contract, another token gives a part its look"),
    (Kind::RenderChanged, "render-changed", Level::Fix, "the same contract, another look: uses build and behave as before"),
];

impl Kind {
    fn row(self) -> &'static (Kind, &'static str, Level, &'static str) {
        // Every kind has its row (the test below).
        TABLE.iter().find(|row| row.0 == self).unwrap_or(&TABLE[0])
    }

    /// The stable id (`prop-removed`).
    pub fn id(self) -> &'static str {
        self.row().1
    }

    /// What it means for a release.
    pub fn level(self) -> Level {
        self.row().2
    }

    /// Why it has that level, for the reader of a change.
    pub fn reason(self) -> &'static str {
        self.row().3
    }

    /// Every kind, in the table's order.
    pub fn all() -> impl Iterator<Item = Kind> {
        TABLE.iter().map(|row| row.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_one_row_and_a_unique_id() {
        let ids: std::collections::BTreeSet<&str> = TABLE.iter().map(|row| row.1).collect();
        assert_eq!(ids.len(), TABLE.len());
        for (at, row) in TABLE.iter().enumerate() {
            assert_eq!(
                TABLE.iter().position(|r| r.0 == row.0),
                Some(at),
                "{:?}",
                row.0
            );
        }
        // The last kind of the enum is in the table, so every one before it is (the enum's
        // order is the table's).
        assert_eq!(TABLE.last().map(|row| row.0), Some(Kind::RenderChanged));
        assert_eq!(TABLE.len(), Kind::RenderChanged as usize + 1);
    }
}
