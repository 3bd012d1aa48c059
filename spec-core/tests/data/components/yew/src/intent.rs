use std::fmt;

use serde::Serialize;
use yew::html::ImplicitClone;

/// Visual emphasis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Intent {
    #[default]
    Primary,
    Secondary,
    Danger,
}

impl ImplicitClone for Intent {}

impl fmt::Display for Intent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Intent::Primary => "primary",
            Intent::Secondary => "secondary",
            Intent::Danger => "danger",
        })
    }
}

/// Control size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Size {
    Small,
    #[serde(rename = "md")]
    Medium,
    Large,
}

impl Default for Size {
    fn default() -> Self {
        Self::Medium
    }
}

impl ImplicitClone for Size {}
