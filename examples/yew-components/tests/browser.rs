//! The browser proof (example-style-proof) of the Yew components: rendered with Yew's server
//! renderer once per combination of variant values, styled by the stylesheet `uispec css`
//! generates from the design system's specs and tokens, every tokenMapping entry of their specs
//! compared in headless Chromium with its token's value in the light and the dark theme.
//! Screenshots: target/style-proof/yew/.

mod common;

use common::render;
use example_style_proof::Proof;
use example_yew_components::*;
use yew::prelude::*;

#[test]
fn every_token_mapping_entry_shows_in_the_browser() {
    let system = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../design-system");
    let mut proof = Proof::new("yew", &system).with_stylesheet(&system.join("style/base.css"));
    proof.component("Button", |v| {
        let (variant, size) = (v.get::<ButtonVariant>("variant"), v.get::<ButtonSize>("size"));
        vec![
            render(html! {
                <Button {variant} {size} start_icon={html! { "+" }} end_icon={html! { "→" }}>{"Save"}</Button>
            }),
            // The spinner shows only while loading.
            render(html! { <Button {variant} {size} loading=true>{"Saving"}</Button> }),
        ]
    });
    proof.component("Checkbox", |v| {
        let size = v.get::<CheckboxSize>("size");
        vec![render(html! {
            <Checkbox {size} label="Subscribe" description={Some("Weekly, no spam.".to_owned())} />
        })]
    });
    proof.component("Input", |v| {
        let (variant, size) = (v.get::<InputVariant>("variant"), v.get::<InputSize>("size"));
        vec![
            render(html! {
                <Input {variant} {size} label="Email" placeholder={Some("you@example.com".to_owned())}
                    helper_text={Some("We never share it.".to_owned())}
                    start_adornment={html! { "@" }} end_adornment={html! { "×" }} />
            }),
            render(html! {
                <Input {variant} {size} label="Email" invalid=true
                    error_message={Some("Enter an email address".to_owned())} />
            }),
        ]
    });
    proof.component("Dialog", |v| {
        let size = v.get::<DialogSize>("size");
        vec![render(html! {
            <Dialog {size} title="Delete file?" description={Some("This cannot be undone.".to_owned())}
                open={Some(true)} footer={html! { "Cancel" }}>
                <p>{"The file goes to the bin."}</p>
            </Dialog>
        })]
    });
    let report = proof.run();
    println!("{}", report.summary());
    report.assert_proven();
}
