//! `#[component_spec]` on the Button preset: the generated types, used.

#![allow(clippy::unwrap_used)]

use uispec_macros::component_spec;

#[component_spec("tests/specs/button.json")]
#[derive(Debug)]
pub struct Button;

#[test]
fn variant_enums_follow_the_spec() {
    assert_eq!(ButtonSize::default(), ButtonSize::Md);
    assert_eq!(ButtonVariant::default(), ButtonVariant::Primary);
    assert_eq!(ButtonSize::NAMES, ["sm", "md", "lg"]);
    assert_eq!("lg".parse::<ButtonSize>(), Ok(ButtonSize::Lg));
    assert_eq!(ButtonVariant::Danger.to_string(), "danger");
    assert_eq!(
        "xl".parse::<ButtonSize>().unwrap_err(),
        "unknown size `xl`: expected one of sm, md, lg"
    );
}

#[test]
fn metadata_describes_the_spec() {
    assert_eq!(ButtonSpec::NAME, "Button");
    assert!(ButtonSpec::PROPS.contains(&("disabled", "disabled", "boolean", false, Some("false"))));
    assert!(ButtonSpec::PROPS.contains(&(
        "fullWidth",
        "full_width",
        "boolean",
        false,
        Some("false")
    )));
    assert!(ButtonSpec::PROPS.contains(&("ariaLabel", "aria_label", "string", false, None)));
    assert_eq!(ButtonSpec::ROLE, Some("button"));
    assert!(ButtonSpec::STATES.contains(&"focus"));
    assert!(
        ButtonSpec::TOKEN_MAPPING.iter().any(|(key, token)| *key
            == "root.background[variant=primary]"
            && token.starts_with('{'))
    );
    assert_eq!(ButtonSpec::VARIANTS.len(), 2);
    assert_eq!(ButtonSpec::EVENTS, ["onClick"]);
    assert!(ButtonSpec::SLOTS.contains(&("children", true)));
    let _ = Button;
}

#[test]
fn the_props_struct_has_the_spec_defaults() {
    let props = ButtonProps::default();
    assert_eq!(props.variant, ButtonVariant::Primary);
    assert_eq!(props.size, ButtonSize::Md);
    assert_eq!(props.r#type, ButtonType::Button);
    assert!(!props.disabled && !props.full_width);
    assert_eq!(props.aria_label, None);
    let custom = ButtonProps {
        size: ButtonSize::Lg,
        aria_label: Some("Close".to_owned()),
        ..ButtonProps::default()
    };
    assert_ne!(custom, props);
}

/// Every preset expands and compiles, props struct included.
mod presets {
    use uispec_macros::component_spec;

    #[component_spec("../spec-core/presets/avatar.json")]
    pub(crate) struct Avatar;
    #[component_spec("../spec-core/presets/badge.json")]
    pub(crate) struct Badge;
    #[component_spec("../spec-core/presets/card.json")]
    pub(crate) struct Card;
    #[component_spec("../spec-core/presets/checkbox.json")]
    pub(crate) struct Checkbox;
    #[component_spec("../spec-core/presets/dialog.json")]
    pub(crate) struct Dialog;
    #[component_spec("../spec-core/presets/input.json")]
    pub(crate) struct Input;
    #[component_spec("../spec-core/presets/select.json", serde)]
    pub(crate) struct Select;
    #[component_spec("../spec-core/presets/tabs.json")]
    pub(crate) struct Tabs;
    #[component_spec("../spec-core/presets/textarea.json")]
    pub(crate) struct Textarea;

    #[test]
    fn every_preset_has_props() {
        let _ = (
            AvatarProps::default(),
            BadgeProps::default(),
            CardProps::default(),
            CheckboxProps::default(),
            DialogProps::default(),
            InputProps::default(),
            TabsProps::default(),
            TextareaProps::default(),
        );
        let _ = (
            Avatar, Badge, Card, Checkbox, Dialog, Input, Select, Tabs, Textarea,
        );
    }

    #[test]
    fn serde_uses_the_spec_strings() {
        let props = SelectProps::default();
        let json = serde_json::to_value(&props).unwrap();
        let object = json.as_object().unwrap();
        for (key, _) in object {
            assert!(
                SelectSpec::PROPS.iter().any(|(name, ..)| name == key)
                    || SelectSpec::VARIANTS.iter().any(|(name, _)| name == key),
                "`{key}` is not a spec name"
            );
        }
        let back: SelectProps = serde_json::from_value(json).unwrap();
        assert_eq!(back, props);
        let size: SelectSize = serde_json::from_str("\"md\"").unwrap();
        assert_eq!(size.as_str(), "md");
    }
}

/// The items take the struct's visibility: private here, so nothing is `pub`.
mod private {
    use uispec_macros::component_spec;

    #[component_spec("../spec-core/presets/badge.json")]
    struct Badge;

    #[test]
    fn private_items_compile_without_lints() {
        let _ = (Badge, BadgeProps::default(), BadgeSpec::NAME);
    }
}
