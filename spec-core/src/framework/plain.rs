//! Plain data: what `#[component_spec]` on a struct and `uispec-build`'s generator write when
//! no framework is named. Fields use no framework type (slots and events are left out and
//! listed in the docs), defaults live in a `Default` impl. Nothing is read for it.

use super::{ContextApi, OptionalRule, Profile, PropsAt};

pub(super) const PROFILE: Profile = Profile {
    name: "plain",
    component_attributes: &[],
    attributes_naming: &[],
    struct_component_trait: None,
    markup_macros: &[],
    markup_in_tags: false,
    markup_wrappers: &[],
    returns_impl: &[],
    returns: &[],
    props_at: PropsAt::Params,
    optional: OptionalRule {
        attribute: "",
        marker: &[],
        extends: &[],
        spread: &[],
        default_value: &[],
        type_default: &[],
        option_type: false,
        children: false,
    },
    forwarded_events: None,
    forwarded_attributes: None,
    contexts: ContextApi {
        provide: &[],
        provider_elements: &[],
        read: &[],
        panics: &[],
    },
    make_required: "",
    make_optional: "",
    props_derive: "Debug, Clone, PartialEq",
    plain_data: true,
    default_attribute: None,
    type_default_attribute: None,
    option_attribute: None,
    node: None,
    event: None,
    enum_marker_trait: None,
    ssr: None,
};
