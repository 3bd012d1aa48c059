//! The components rendered to HTML on the server (Leptos `to_html()`): the markup carries the
//! data attributes the generated stylesheet selects on (`data-scope`, `data-part`, one
//! `data-<axis>` per variant from the generated enums' `as_str()`), the spec's role and ARIA
//! attributes, and the spec's default variants when the caller gives none.

use example_design_system::types::CheckedState;
use example_design_system::*;
use leptos::prelude::*;

#[test]
fn button_defaults_come_from_the_spec() {
    let html = view! { <Button>"Save"</Button> }.to_html();
    // defaultVariants: variant primary, size md; the prop `type` defaults to "button".
    assert!(
        html.contains(
            r#"data-scope="button" data-part="root" data-variant="primary" data-size="md""#
        ),
        "{html}"
    );
    assert!(
        html.contains(r#"data-scope="button" data-part="label" data-size="md""#),
        "the size goes on each part it styles: {html}"
    );
    assert!(html.contains(r#"type="button""#), "{html}");
    assert!(html.contains(r#"role="button""#), "{html}");
    assert!(html.contains("Save"), "{html}");
    assert_eq!(ButtonSpec::ROLE, Some("button"));
}

#[test]
fn button_variants_and_aria() {
    let size: ButtonSize = "lg".parse().unwrap();
    let html = view! {
        <Button variant=ButtonVariant::Danger size=size loading=true aria_label="Delete the file">
            "Delete"
        </Button>
    }
    .to_html();
    assert!(
        html.contains(r#"data-variant="danger" data-size="lg""#),
        "{html}"
    );
    assert!(
        html.contains(r#"data-part="spinner" data-size="lg""#),
        "{html}"
    );
    assert_eq!(ButtonVariant::ATTRIBUTE, "data-variant");
    assert!(html.contains(r#"aria-busy="true""#), "{html}");
    assert!(html.contains(r#"aria-label="Delete the file""#), "{html}");
    for attribute in ButtonSpec::ARIA_ATTRIBUTES {
        assert!(html.contains(attribute), "`{attribute}` missing: {html}");
    }
}

#[test]
fn input_labels_and_describes_itself() {
    let html = view! {
        <Input label="Email" r#type=InputType::Email invalid=true error_message="Enter an email address" />
    }
    .to_html();
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
    let html = view! {
        <Checkbox label="All" checked=CheckedState::Indeterminate size=CheckboxSize::Sm />
    }
    .to_html();
    assert!(
        html.contains(r#"data-part="control" data-size="sm""#),
        "{html}"
    );
    assert!(html.contains(r#"role="checkbox""#), "{html}");
    assert!(html.contains(r#"aria-checked="mixed""#), "{html}");
    let unchecked = view! { <Checkbox label="One" /> }.to_html();
    assert!(unchecked.contains(r#"aria-checked="false""#), "{unchecked}");
    assert!(
        unchecked.contains(r#"data-part="control" data-size="md""#),
        "the default size: {unchecked}"
    );
}

#[test]
fn dialog_is_modal_and_labelled() {
    let html = view! {
        <Dialog title="Delete file?" open=true><p>"This cannot be undone."</p></Dialog>
    }
    .to_html();
    assert!(
        html.contains(r#"data-part="content" data-size="md" data-state="open""#),
        "{html}"
    );
    assert!(html.contains(r#"role="dialog""#), "{html}");
    assert!(html.contains(r#"aria-modal="true""#), "{html}");
    assert!(html.contains(r#"aria-labelledby="dialog-title""#), "{html}");
    assert!(html.contains("This cannot be undone."), "{html}");
    assert!(!html.contains("hidden"), "open: {html}");
    let closed = view! { <Dialog title="Hidden"><p>"x"</p></Dialog> }.to_html();
    assert!(closed.contains("hidden"), "closed by default: {closed}");
}
