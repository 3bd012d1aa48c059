//! `#[component_spec]` on the Button preset: the generated types, used.

#![allow(clippy::unwrap_used)]

use uispec_macros::component_spec;

#[component_spec("tests/specs/button.json", framework = "none")]
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
    assert_eq!(Button::NAME, "Button");
    assert!(Button::PROPS.contains(&("disabled", "disabled", "boolean", false, Some("false"))));
    assert!(Button::PROPS.contains(&("fullWidth", "full_width", "boolean", false, Some("false"))));
    assert!(Button::PROPS.contains(&("ariaLabel", "aria_label", "string", false, None)));
    assert_eq!(Button::ROLE, Some("button"));
    assert!(Button::STATES.contains(&"focus"));
    assert!(
        Button::TOKEN_MAPPING.iter().any(
            |(key, token)| *key == "root.background[variant=primary]" && token.starts_with('{')
        )
    );
    assert_eq!(Button::VARIANTS.len(), 2);
    assert_eq!(Button::EVENTS, ["onClick"]);
    assert!(Button::SLOTS.contains(&("children", true)));
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

    #[component_spec("../spec-core/presets/avatar.json", framework = "none")]
    pub(crate) struct Avatar;
    #[component_spec("../spec-core/presets/badge.json", framework = "none")]
    pub(crate) struct Badge;
    #[component_spec("../spec-core/presets/card.json", framework = "none")]
    pub(crate) struct Card;
    #[component_spec("../spec-core/presets/checkbox.json", framework = "none")]
    pub(crate) struct Checkbox;
    #[component_spec("../spec-core/presets/dialog.json", framework = "none")]
    pub(crate) struct Dialog;
    #[component_spec("../spec-core/presets/input.json", framework = "none")]
    pub(crate) struct Input;
    #[component_spec("../spec-core/presets/select.json", serde, framework = "none")]
    pub(crate) struct Select;
    /// The spec types `options` as `SelectOption[]`: a type the crate defines.
    #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
    pub(crate) struct SelectOption {
        pub(crate) value: String,
        pub(crate) label: String,
    }

    #[component_spec("../spec-core/presets/tabs.json", framework = "none")]
    pub(crate) struct Tabs;
    #[component_spec("../spec-core/presets/textarea.json", framework = "none")]
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
                Select::PROPS.iter().any(|(name, ..)| name == key)
                    || Select::VARIANTS.iter().any(|(name, _)| name == key),
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

    #[component_spec("../spec-core/presets/badge.json", framework = "none")]
    struct Badge;

    #[test]
    fn private_items_compile_without_lints() {
        let _ = (Badge, BadgeProps::default(), Badge::NAME);
    }
}
