//! Variant enums shared by several components: declared apart from the components that use
//! them, as component libraries do.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Visual emphasis of a button.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ButtonVariant {
    #[default]
    Primary,
    Secondary,
    Ghost,
    Danger,
}

impl ButtonVariant {
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Primary => "primary",
            Self::Secondary => "secondary",
            Self::Ghost => "ghost",
            Self::Danger => "danger",
        }
    }
}

/// Control height, padding and text size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum Size {
    Sm,
    Md,
    Lg,
}

impl Default for Size {
    fn default() -> Self {
        Size::Md
    }
}

/// The native `type` of a `<button>`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ButtonType {
    #[default]
    Button,
    Submit,
    Reset,
}

/// Layout direction of a tab list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, strum::Display, strum::EnumString)]
#[strum(serialize_all = "kebab-case")]
pub enum Orientation {
    #[default]
    Horizontal,
    Vertical,
}

/// Whether arrow keys select a tab at once or only move focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activation {
    Automatic,
    Manual,
}

impl Default for Activation {
    fn default() -> Self {
        Self::Automatic
    }
}

impl fmt::Display for Activation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Activation::Automatic => write!(f, "auto"),
            Activation::Manual => write!(f, "manual"),
        }
    }
}
