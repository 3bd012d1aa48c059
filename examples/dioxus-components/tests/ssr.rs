//! The components rendered to HTML on the server (dioxus-ssr): the markup carries the
//! data attributes of the generated stylesheet (`data-scope`, `data-part`, `data-<axis>`
//! from the generated enums' `as_str()`), the spec's role and ARIA
//! attributes, and the spec's default variants when the caller gives none.

use dioxus::prelude::*;
use example_dioxus_components::*;

fn render(element: Element) -> String {
    dioxus_ssr::render_element(element)
}

#[test]
fn button_defaults_come_from_the_spec() {
    let html = render(rsx! { Button { "Save" } });
    // defaultVariants: variant primary, size md; the prop `type` defaults to "button".
    assert!(
        html.contains(
            r#"data-scope="button" data-part="root" data-variant="primary" data-size="md""#
        ),
        "{html}"
    );
    assert!(html.contains(r#"type="button""#), "{html}");
    assert!(html.contains(r#"role="button""#), "{html}");
    assert!(html.contains(">Save<"), "{html}");
    assert_eq!(ButtonSpec::ROLE, Some("button"));
}

#[test]
fn button_variants_and_aria() {
    let html = render(rsx! {
        Button {
            variant: ButtonVariant::Danger,
            size: "lg".parse::<ButtonSize>().unwrap(),
            loading: true,
            aria_label: "Delete the file",
            "Delete"
        }
    });
    assert!(
        html.contains(r#"data-variant="danger" data-size="lg""#),
        "{html}"
    );
    assert!(html.contains(r#"data-part="spinner""#), "{html}");
    assert!(html.contains(r#"aria-busy="true""#), "{html}");
    assert!(html.contains(r#"aria-label="Delete the file""#), "{html}");
    assert!(html.contains(r#"data-variant="danger""#), "{html}");
    for attribute in ButtonSpec::ARIA_ATTRIBUTES {
        assert!(html.contains(attribute), "`{attribute}` missing: {html}");
    }
}

#[test]
fn input_labels_and_describes_itself() {
    let html = render(rsx! {
        Input { label: "Email", r#type: InputType::Email, invalid: true, error_message: "Enter an email address" }
    });
    assert!(
        html.contains(r#"data-part="field" data-variant="outline" data-size="md""#),
        "{html}"
    );
    assert!(html.contains(r#"type="email""#), "{html}");
    assert!(html.contains(r#"role="textbox""#), "{html}");
    assert!(html.contains(r#"aria-invalid="true""#), "{html}");
    assert!(
        html.contains(r#"aria-describedby="input-email-help""#),
        "{html}"
    );
    assert!(html.contains("Enter an email address"), "{html}");
}

#[test]
fn checkbox_indeterminate_is_mixed() {
    let html = render(rsx! {
        Checkbox { label: "All", checked: CheckboxChecked::Indeterminate, size: CheckboxSize::Sm }
    });
    assert!(
        html.contains(r#"data-part="control" data-size="sm""#),
        "{html}"
    );
    assert!(html.contains(r#"role="checkbox""#), "{html}");
    assert!(html.contains(r#"aria-checked="mixed""#), "{html}");
    let unchecked = render(rsx! { Checkbox { label: "One" } });
    assert!(unchecked.contains(r#"aria-checked="false""#), "{unchecked}");
    assert!(
        unchecked.contains(r#"data-part="control" data-size="md""#),
        "the default size: {unchecked}"
    );
}

#[test]
fn dialog_is_modal_and_labelled() {
    let html = render(rsx! {
        Dialog { title: "Delete file?", open: true, p { "This cannot be undone." } }
    });
    assert!(
        html.contains(r#"data-part="content" data-size="md""#),
        "{html}"
    );
    assert!(html.contains(r#"role="dialog""#), "{html}");
    assert!(html.contains(r#"aria-modal="true""#), "{html}");
    assert!(html.contains(r#"aria-labelledby="dialog-title""#), "{html}");
    assert!(html.contains("This cannot be undone."), "{html}");
    let closed = render(rsx! { Dialog { title: "Hidden", p { "x" } } });
    assert!(
        !closed.contains("role=\"dialog\""),
        "closed by default: {closed}"
    );
}

#[test]
fn every_spec_expands() {
    use example_dioxus_components::specs::*;
    assert_eq!(Select::NAME, "Select");
    assert_eq!(Avatar::ROLE, Some("img"));
    let names: Vec<&str> = Tabs::PROPS.iter().map(|(name, ..)| *name).collect();
    assert!(names.contains(&"orientation"), "{names:?}");
    assert_eq!(TabsOrientation::default(), TabsOrientation::Horizontal);
}
