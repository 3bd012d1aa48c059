//! `Tabs`: implements `specs/tabs.json`.

use leptos::prelude::*;

/// Tab style: an underline indicator or filled pills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TabsVariant {
    #[default]
    Line,
    Pills,
}

impl TabsVariant {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Line => "line",
            Self::Pills => "pills",
        }
    }
}

/// Tab height and text size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TabsSize {
    Sm,
    #[default]
    Md,
}

impl TabsSize {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Sm => "sm",
            Self::Md => "md",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TabsOrientation {
    #[default]
    Horizontal,
    Vertical,
}

impl TabsOrientation {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Horizontal => "horizontal",
            Self::Vertical => "vertical",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TabsActivationMode {
    #[default]
    Automatic,
    Manual,
}

impl TabsActivationMode {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Automatic => "automatic",
            Self::Manual => "manual",
        }
    }
}

/// Layered sections of content, of which one panel is shown at a time, chosen through a list of
/// tabs.
#[component]
pub fn Tabs(
    /// Tab style: an underline indicator or filled pills.
    #[prop(optional, into)]
    variant: Signal<TabsVariant>,
    /// Tab height and text size.
    #[prop(optional, into)]
    size: Signal<TabsSize>,
    /// Value of the selected tab (controlled).
    #[prop(optional, into)]
    value: MaybeProp<String>,
    /// Value of the initially selected tab (uncontrolled); the first tab when absent.
    #[prop(optional, into)]
    default_value: MaybeProp<String>,
    /// Layout of the tab list; arrow keys follow it.
    #[prop(optional)]
    orientation: TabsOrientation,
    /// `automatic` shows a panel as soon as its tab gets focus; `manual` waits for Enter or
    /// Space.
    #[prop(optional)]
    activation_mode: TabsActivationMode,
    /// Accessible name of the tab list when no visible heading labels it.
    #[prop(optional, into)]
    aria_label: MaybeProp<String>,
    /// The tab list and its panels.
    children: Children,
    /// Called with the value of the newly selected tab.
    #[prop(optional, into)]
    on_value_change: Option<Callback<String>>,
) -> impl IntoView {
    let class = move || {
        format!(
            "ui-tabs ui-tabs--{} ui-tabs--{}",
            variant.get().as_str(),
            size.get().as_str()
        )
    };
    view! {
        <div class=class data-slot="root">
            <span data-slot="list"></span>
            <span data-slot="trigger"></span>
            <span data-slot="indicator"></span>
            <span data-slot="panel"></span>
            {children()}
        </div>
    }
}
