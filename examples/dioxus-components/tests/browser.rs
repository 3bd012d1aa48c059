//! The browser proof (example-style-proof) of the Dioxus components: rendered with dioxus-ssr
//! once per combination of variant values, styled by the stylesheet `uispec css` generates from
//! the design system's specs and tokens, every tokenMapping entry of their specs compared in
//! headless Chromium with its token's value in the light and the dark theme.
//! Screenshots: target/style-proof/dioxus/.

use dioxus::prelude::*;
use example_dioxus_components::*;
use example_style_proof::Proof;

fn render(element: Element) -> String {
    dioxus_ssr::render_element(element)
}

#[test]
fn every_token_mapping_entry_shows_in_the_browser() {
    let system = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../design-system");
    let mut proof = Proof::new("dioxus", &system).with_stylesheet(&system.join("style/base.css"));
    proof.component("Button", |v| {
        let (variant, size) = (v.get::<ButtonVariant>("variant"), v.get::<ButtonSize>("size"));
        vec![
            render(rsx! { Button { variant, size, start_icon: rsx! { "+" }, end_icon: rsx! { "→" }, "Save" } }),
            // The spinner shows only while loading.
            render(rsx! { Button { variant, size, loading: true, "Saving" } }),
        ]
    });
    proof.component("Checkbox", |v| {
        let size = v.get::<CheckboxSize>("size");
        vec![render(
            rsx! { Checkbox { size, label: "Subscribe", description: "Weekly, no spam." } },
        )]
    });
    proof.component("Input", |v| {
        let (variant, size) = (v.get::<InputVariant>("variant"), v.get::<InputSize>("size"));
        vec![
            render(rsx! {
                Input {
                    variant, size, label: "Email", placeholder: "you@example.com",
                    helper_text: "We never share it.",
                    start_adornment: rsx! { "@" }, end_adornment: rsx! { "×" },
                }
            }),
            render(rsx! { Input { variant, size, label: "Email", invalid: true, error_message: "Enter an email address" } }),
        ]
    });
    proof.component("Dialog", |v| {
        let size = v.get::<DialogSize>("size");
        vec![render(rsx! {
            Dialog {
                size, title: "Delete file?", description: "This cannot be undone.", open: true,
                footer: rsx! { "Cancel" },
                p { "The file goes to the bin." }
            }
        })]
    });
    let report = proof.run();
    println!("{}", report.summary());
    report.assert_proven();
}
