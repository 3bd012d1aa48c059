//! Variant enums, in their own module as in DioxusLabs/components.

/// Visual emphasis of a button.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum ButtonVariant {
    #[default]
    Primary,
    Secondary,
    Outline,
    Ghost,
    Destructive,
}

impl ButtonVariant {
    /// The `data-style` attribute value the stylesheet selects on.
    pub fn class(&self) -> &'static str {
        match self {
            ButtonVariant::Primary => "primary",
            ButtonVariant::Secondary => "secondary",
            ButtonVariant::Outline => "outline",
            ButtonVariant::Ghost => "ghost",
            ButtonVariant::Destructive => "destructive",
        }
    }
}

/// Control size.
#[derive(Clone, Copy, Debug, Default, PartialEq, strum::AsRefStr)]
pub enum Size {
    #[strum(serialize = "sm")]
    Small,
    #[default]
    #[strum(serialize = "md")]
    Medium,
    #[strum(serialize = "lg")]
    Large,
    #[strum(serialize = "2xl")]
    ExtraLarge,
}

/// Layout direction; more may come.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[non_exhaustive]
pub enum Orientation {
    #[default]
    Horizontal,
    Vertical,
}
