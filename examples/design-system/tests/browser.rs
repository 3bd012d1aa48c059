//! The browser proof (example-style-proof): every component rendered on the server once per
//! combination of variant values, styled by the stylesheet `uispec css` generates from the
//! specs, and every tokenMapping entry of every spec compared in headless Chromium with its
//! token's value, in the light and the dark theme. Screenshots: target/style-proof/leptos/.

use example_design_system::types::{CheckedState, SelectOption};
use example_design_system::*;
use example_style_proof::Proof;
use leptos::prelude::*;

#[test]
fn every_token_mapping_entry_shows_in_the_browser() {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut proof = Proof::new("leptos", here).with_stylesheet(&here.join("style/base.css"));
    proof.component("Button", |v| {
        let (variant, size) = (
            v.get::<ButtonVariant>("variant"),
            v.get::<ButtonSize>("size"),
        );
        vec![
            view! {
                <Button variant size start_icon=|| "+" end_icon=|| "→">"Save"</Button>
            }
            .to_html(),
            // The spinner shows only while loading.
            view! { <Button variant size loading=true>"Saving"</Button> }.to_html(),
        ]
    });
    proof.component("IconButton", |v| {
        let (variant, size) = (
            v.get::<IconButtonVariant>("variant"),
            v.get::<IconButtonSize>("size"),
        );
        vec![
            view! { <IconButton variant size aria_label="Close" icon=ViewFn::from(|| "×") /> }
                .to_html(),
        ]
    });
    proof.component("Checkbox", |v| {
        let size = v.get::<CheckboxSize>("size");
        vec![
            view! { <Checkbox size label="Subscribe" description="Weekly, no spam." /> }.to_html(),
            view! { <Checkbox size label="All" checked=CheckedState::Indeterminate /> }.to_html(),
        ]
    });
    proof.component("Input", |v| {
        let (variant, size) = (v.get::<InputVariant>("variant"), v.get::<InputSize>("size"));
        vec![
            view! {
                <Input variant size label="Email" helper_text="We never share it." placeholder="you@example.com"
                    start_adornment=|| "@" end_adornment=|| "×" />
            }
            .to_html(),
            view! { <Input variant size label="Email" invalid=true error_message="Enter an email address" /> }
                .to_html(),
        ]
    });
    proof.component("Textarea", |v| {
        let (variant, size) = (v.get::<TextareaVariant>("variant"), v.get::<TextareaSize>("size"));
        vec![view! { <Textarea variant size label="Notes" placeholder="Anything we should know?" /> }.to_html()]
    });
    proof.component("Select", |v| {
        let size = v.get::<SelectSize>("size");
        let options = vec![SelectOption {
            value: "fr".into(),
            label: "France".into(),
            disabled: false,
        }];
        vec![view! { <Select size label="Country" options /> }.to_html()]
    });
    proof.component("Badge", |v| {
        let (tone, size) = (v.get::<BadgeTone>("tone"), v.get::<BadgeSize>("size"));
        vec![view! { <Badge tone size>"New"</Badge> }.to_html()]
    });
    proof.component("Avatar", |v| {
        let (size, shape) = (v.get::<AvatarSize>("size"), v.get::<AvatarShape>("shape"));
        vec![view! { <Avatar size shape name="Ada Lovelace" /> }.to_html()]
    });
    proof.component("Card", |v| {
        let variant = v.get::<CardVariant>("variant");
        vec![view! { <Card variant>"Body"</Card> }.to_html()]
    });
    proof.component("Tabs", |v| {
        let (variant, size) = (v.get::<TabsVariant>("variant"), v.get::<TabsSize>("size"));
        vec![view! { <Tabs variant size>"Panel"</Tabs> }.to_html()]
    });
    proof.component("Dialog", |v| {
        let size = v.get::<DialogSize>("size");
        vec![view! {
            <Dialog size title="Delete file?" description="This cannot be undone." open=true
                footer=|| "Cancel" >
                <p>"The file goes to the bin."</p>
            </Dialog>
        }
        .to_html()]
    });
    let report = proof.run();
    println!("{}", report.summary());
    report.assert_proven();
}
