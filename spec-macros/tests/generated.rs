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
    assert!(ButtonSpec::PROPS.contains(&("disabled", "boolean", false)));
    assert_eq!(ButtonSpec::VARIANTS.len(), 2);
    assert_eq!(ButtonSpec::EVENTS, ["onClick"]);
    assert!(ButtonSpec::SLOTS.contains(&("children", true)));
    let _ = Button;
}
