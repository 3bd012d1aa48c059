//! Rules that look at more than one thing: specs among each other, a spec against the
//! project's tokens, specs against component code. Each check is a function of loaded data and
//! a `&mut Diagnostics`; checks never read files. Levels and per-rule settings are applied to
//! their findings afterwards ([`crate::levels::RuleConfig::apply_all`]); a check consults the
//! configuration only to skip work whose findings could not be reported.

mod alignment;
#[cfg(feature = "validate")]
mod behaviour;
#[cfg(feature = "validate")]
mod contrast;
#[cfg(feature = "validate")]
mod interactive;
#[cfg(feature = "validate")]
pub(crate) mod markup;
#[cfg(feature = "json-schema")]
mod org_schema;
#[cfg(feature = "validate")]
mod rendered;
#[cfg(feature = "validate")]
mod rendered_styles;
#[cfg(feature = "validate")]
mod spec_rules;
#[cfg(feature = "validate")]
mod token_mapping;
#[cfg(feature = "validate")]
pub mod visual;

pub use alignment::{check_alignment, check_signature};
#[cfg(feature = "validate")]
pub(crate) use alignment::{check_bound, check_unbound};
#[cfg(feature = "validate")]
pub use behaviour::{
    ALT, Behaved, CLOSE_CLICK, PRESSABLE, Plan, Planned, Pressable, Ring, SHIFT, Shadow, Snapshot,
    check_behaviour, live_not_run, plan as behaviour_plan, pressable,
};
#[cfg(feature = "validate")]
pub use contrast::{Ratio, TextJudgement, check_contrast, contrast_ratios, text_judgements};
#[cfg(feature = "validate")]
pub use interactive::check_accessibility_missing;
#[cfg(feature = "validate")]
pub(crate) use interactive::check_spec as check_interactive;
#[cfg(feature = "validate")]
pub(crate) use markup::{Markers, check_pair as check_markup};
#[cfg(feature = "validate")]
#[cfg(feature = "json-schema")]
pub use org_schema::check_org_schema;
#[cfg(feature = "validate")]
pub use rendered::{
    AXE_TAGS, AxNode, AxeViolation, CONTEXT_RULES, Observed, Outer, Reached, StateClass,
    check_rendered, chromium_role, request, state_convention,
};
#[cfg(feature = "validate")]
pub use rendered_styles::{
    StyleCheck, StyleResult, check_styles, live_styles_not_made, style_checks,
};
#[cfg(feature = "validate")]
pub use spec_rules::{KEY_NAMES, check_dependencies, check_spec, is_key_name};
#[cfg(feature = "validate")]
pub use token_mapping::{SuspectUse, check_token_mapping, unusable_tokens};
