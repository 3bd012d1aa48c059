//! Types shared by several components' props.

/// The state of a checkbox: checked, unchecked, or mixed (a parent of partly checked items).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CheckedState {
    #[default]
    Unchecked,
    Checked,
    Indeterminate,
}

impl From<bool> for CheckedState {
    fn from(checked: bool) -> Self {
        if checked {
            CheckedState::Checked
        } else {
            CheckedState::Unchecked
        }
    }
}

/// One choice of a `Select`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    /// The value submitted with the form.
    pub value: String,
    /// The visible text.
    pub label: String,
    /// Whether it can be chosen.
    pub disabled: bool,
}

/// Where an avatar's image is in loading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadingStatus {
    Loading,
    Loaded,
    Error,
}

/// One tab of a `Tabs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TabItem {
    /// What `value` and `on_value_change` name it by.
    pub value: String,
    /// The visible text of its trigger.
    pub label: String,
}
