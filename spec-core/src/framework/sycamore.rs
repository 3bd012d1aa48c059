//! A dry run of the recipe for a new framework (ARCHITECTURE.md), compiled into the crate's
//! own unit tests only: Sycamore 0.9, whose components are `#[component]` functions returning
//! `View`, with inline props or a `#[derive(Props)]` struct as the single parameter, and
//! `#[prop(default)]` / `#[prop(default = e)]` for props callers may leave out. Following the
//! recipe took this file, its arms in `Framework::profile` and `Framework::position`, its place
//! in `Framework::ALL`, and the props snapshot the codegen test writes for every framework; the
//! tests below read a component with it. uispec does not support Sycamore: its markup
//! (`button(class="x") { … }`) is neither tags nor Dioxus's blocks, so the markup rules would
//! see no markup.

use super::{NodeField, OptionalRule, Profile, PropsAt, WhenOptional};

pub(super) const PROFILE: Profile = Profile {
    name: "sycamore",
    component_attributes: &["component"],
    markup_macros: &["view"],
    markup_in_tags: false,
    returns: &["View"],
    props_at: PropsAt::ParamsOrStruct,
    optional: OptionalRule {
        attribute: "prop",
        marker: &[],
        extends: &[],
        spread: &[],
        default_value: &["default"],
        type_default: &["default"],
        option_type: false,
        children: false,
    },
    make_required: "remove `#[prop(default)]` from the field",
    make_optional: "add `#[prop(default)]` or `#[prop(default = …)]` to the field",
    props_derive: "::sycamore::prelude::Props",
    plain_data: false,
    default_attribute: Some(("#[prop(default = ", ")]")),
    type_default_attribute: Some("#[prop(default)]"),
    option_attribute: Some("#[prop(default)]"),
    node: Some(NodeField {
        ty: "::sycamore::prelude::Children",
        children_implicit: false,
        when_optional: WhenOptional::TypeDefault,
    }),
    ..super::plain::PROFILE
};

#[cfg(test)]
mod tests {
    use crate::code::{Options, extract};
    use crate::framework::Framework;
    use crate::{Diagnostics, SourceFile};

    #[test]
    fn a_component_of_the_new_framework_is_read_through_its_profile_alone() {
        let file = SourceFile::new(
            "src/button.rs",
            r#"
            use sycamore::prelude::*;

            #[derive(Clone, Copy, Default, PartialEq)]
            pub enum ButtonSize { Sm, #[default] Md }

            #[derive(Props)]
            pub struct ButtonProps {
                #[prop(default)]
                size: ButtonSize,
                label: String,
                #[prop(default = true)]
                enabled: bool,
            }

            /// Triggers an action.
            #[component]
            pub fn Button(props: ButtonProps) -> View {
                view! { button { (props.label) } }
            }
            "#
            .to_owned(),
        );
        let mut diags = Diagnostics::new();
        let components = extract(&mut diags, &[file], &Options::default());
        assert!(diags.is_empty(), "{diags:?}");
        let [button] = components.as_slice() else {
            panic!("{components:?}");
        };
        assert_eq!(button.framework, Framework::Sycamore);
        assert_eq!(button.variants[0].default.as_deref(), Some("md"));
        let required: Vec<(&str, bool)> = button
            .props
            .iter()
            .map(|p| (p.name.as_str(), p.required))
            .collect();
        assert_eq!(required, [("label", true), ("enabled", false)]);
        assert_eq!(Framework::from_name("sycamore"), Some(Framework::Sycamore));
    }
}
