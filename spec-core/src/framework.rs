//! The UI frameworks uispec reads and generates props for. A leaf module: the code reader,
//! the generator, the configuration and the macro's attribute all name a framework, and none
//! of them should have to depend on another to do so.

use std::fmt;

/// The UI framework a component is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Framework {
    /// Leptos 0.7 / 0.8: props are the parameters of a `#[component]` function.
    Leptos,
    /// Dioxus 0.6 / 0.7: `#[component]` parameters or a `#[derive(Props)]` struct.
    Dioxus,
    /// Yew 0.21–0.23: a `#[derive(Properties)]` struct.
    Yew,
}

impl Framework {
    /// Every framework, in documentation order.
    pub const ALL: [Framework; 3] = [Framework::Leptos, Framework::Dioxus, Framework::Yew];

    /// The lowercase name used in configuration and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Framework::Leptos => "leptos",
            Framework::Dioxus => "dioxus",
            Framework::Yew => "yew",
        }
    }

    /// Parses a lowercase name.
    pub fn from_name(name: &str) -> Option<Framework> {
        Framework::ALL.into_iter().find(|f| f.as_str() == name)
    }
}

impl fmt::Display for Framework {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
