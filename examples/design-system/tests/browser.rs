//! The browser proof (example-style-proof): every component rendered on the server once per
//! combination of variant values, styled by the stylesheet `uispec css` generates from the
//! specs, and every tokenMapping entry of every spec compared in headless Chromium with its
//! token's value, in the light and the dark theme. Screenshots: target/style-proof/leptos/.

use example_design_system::types::{CheckedState, SelectOption, TabItem};
use example_design_system::*;
use std::collections::BTreeMap;

use example_style_proof::{
    ColorForm, CssFormat, Placeholder, Proof, SelectorTemplate, Selectors, VariantOn,
};
use leptos::prelude::*;

#[test]
fn every_token_mapping_entry_shows_in_the_browser() {
    let report = components(proof("leptos")).run();
    println!("{}", report.summary());
    report.assert_proven();
}

/// The same proof with the stylesheet in BEM classes (variants and the project's own states
/// as modifiers on the block, so a part is selected inside its root in that variant and state:
/// `.checkbox.checkbox--checked .checkbox__indicator`) and two states of the project's own:
/// `checked` as a modifier class, `invalid` as an attribute. Each rendering is marked that way
/// and loses its data attributes.
#[test]
fn every_token_mapping_entry_shows_in_bem_classes() {
    let mut selectors = Selectors::default();
    selectors.root = Some(template(".{component}", PART));
    selectors.part = template(".{component}__{part}", PART);
    selectors.variant = template(".{component}--{value}", VARIANT);
    selectors.variant_on = VariantOn::Root;
    selectors.state_on = VariantOn::Root;
    let states = BTreeMap::from([
        (
            "checked".to_owned(),
            vec![template(".{component}--checked", &[Placeholder::Component])],
        ),
        (
            "invalid".to_owned(),
            vec![template("[data-invalid=yes]", &[])],
        ),
    ]);
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let proof = Proof::new("leptos-bem", here)
        .with_stylesheet(&here.join("style/base-classes.css"))
        .in_convention(selectors, states);
    proven(components(proof));
}

/// The same proof with custom elements: each component an element of its own (`x-button`), its
/// parts marked by classes of the project's own (`button-icon`), variant values as plain
/// attributes (`size="sm"`) on every part.
#[test]
fn every_token_mapping_entry_shows_in_custom_elements() {
    let mut selectors = Selectors::default();
    selectors.root = Some(template("x-{component}", PART));
    selectors.part = template(".{component}-{part}", PART);
    selectors.variant = template("[{axis}={value}]", VARIANT);
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let proof = Proof::new("leptos-elements", here)
        .with_stylesheet(&here.join("style/base-classes.css"))
        .in_convention(selectors, BTreeMap::new());
    proven(components(proof));
}

/// The Tailwind CSS v4 format, compiled by the real Tailwind CLI after `tailwindcss` (its
/// preflight included), in the classes a Tailwind project writes: `button-root button-primary`
/// on the root, `button-label` on a part. And the theme's own utilities, which now use the
/// design system's tokens (a colour, a radius that replaces Tailwind's `--radius-full`, a
/// width only the design system's spacing names), and a state's custom variant.
#[test]
fn every_token_mapping_entry_shows_through_tailwind() {
    let mut selectors = Selectors::default();
    selectors.part = template(".{component}-{part}", PART);
    selectors.variant = template(".{component}-{value}", VARIANT);
    selectors.variant_on = VariantOn::Root;
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut proof = Proof::new("leptos-tailwind", here)
        .with_stylesheet(&here.join("style/base-classes.css"))
        .with_css(|options| {
            options.format = CssFormat::Tailwind;
            options.selectors = selectors;
        });
    proof.utility(
        "bg-action-primary-background",
        "",
        "background-color",
        "color.action.primary.background",
    );
    proof.utility("rounded-full", "", "border-radius", "radius.full");
    proof.utility("w-size-avatar-lg", "", "width", "size.avatar.lg");
    // A state's custom variant, in the state and out of it.
    proof.utility(
        "loading:bg-action-danger-background",
        "aria-busy=\"true\"",
        "background-color",
        "color.action.danger.background",
    );
    proof.utility(
        "bg-action-primary-background loading:bg-action-danger-background",
        "",
        "background-color",
        "color.action.primary.background",
    );
    proven(components(proof));
}

/// The Tailwind format with colours as bare HSL channels (the shadcn idiom): each colour keeps a
/// property of its own (`--action-primary-background: 221 83% 53%`) and Tailwind's theme
/// reaches it inline (`--color-action-primary-background: hsl(var(--…))`), so the components and
/// Tailwind's utilities both show the token, in the dark theme too.
#[test]
fn tailwind_reaches_bare_channels_inline() {
    let mut proof = proof("leptos-tailwind-channels").with_css(|options| {
        options.format = CssFormat::Tailwind;
        options.tokens.colors = ColorForm::HslChannels;
    });
    proof.utility(
        "bg-action-primary-background",
        "",
        "background-color",
        "color.action.primary.background",
    );
    proven(colour_components(proof));
}

/// One part marked unlike the convention: a copy of the example whose Dialog spec gives its
/// overlay a selector of its own (`"x-selector": ".{component}-backdrop"`). The rendering's
/// overlay is marked only by that class; every entry, the overlay's included, still shows.
#[test]
fn a_part_with_its_own_selector_shows_in_the_browser() {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let copy = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("own-part-project");
    let _ = std::fs::remove_dir_all(&copy);
    for folder in ["specs", "tokens", "tokens/themes"] {
        std::fs::create_dir_all(copy.join(folder)).expect("the copy's folders");
        for entry in std::fs::read_dir(here.join(folder)).expect("the example's files") {
            let path = entry.expect("an entry").path();
            if path.is_file() {
                std::fs::copy(&path, copy.join(folder).join(path.file_name().unwrap()))
                    .expect("a copy");
            }
        }
    }
    std::fs::copy(here.join("uispec.toml"), copy.join("uispec.toml")).expect("uispec.toml");
    let dialog = copy.join("specs/dialog.json");
    let text = std::fs::read_to_string(&dialog).expect("the Dialog spec");
    let marked = text.replacen(
        "\"name\": \"overlay\",",
        "\"name\": \"overlay\",\n      \"x-selector\": \".{component}-backdrop\",",
        1,
    );
    assert_ne!(marked, text, "the overlay part is in the Dialog spec");
    std::fs::write(&dialog, marked).expect("the Dialog spec");
    let mut proof =
        Proof::new("leptos-own-part", &copy).with_stylesheet(&here.join("style/base.css"));
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
    let css = std::fs::read_to_string(here.join("../../target/style-proof/leptos-own-part/ui.css"))
        .expect("the stylesheet");
    assert!(css.contains(".dialog-backdrop"), "{css}");
    proven(proof);
}

/// Every colour form of `[css.tokens] colors` (and a prefix on the names, with the bare
/// channels of the `hsl(var(--x))` idiom): the colour-heavy components computed in the
/// browser equal their tokens, as with hex.
#[test]
fn every_colour_form_computes_to_its_token() {
    for (name, form) in [
        ("rgb", ColorForm::Rgb),
        ("hsl", ColorForm::Hsl),
        ("oklch", ColorForm::Oklch),
        ("rgb-channels", ColorForm::RgbChannels),
        ("hsl-channels", ColorForm::HslChannels),
    ] {
        let proof = proof(&format!("leptos-{name}")).with_css(|options| {
            options.tokens.colors = form;
            if form == ColorForm::HslChannels {
                options.tokens.name = ("--ui-".to_owned(), String::new());
            }
        });
        let report = colour_components(proof).run();
        println!("{name}: {}", report.summary());
        report.assert_proven();
    }
}

/// The components whose tokens are mostly colours, in both themes.
fn colour_components(mut proof: Proof) -> Proof {
    proof.component("Button", |v| {
        let (variant, size) = (
            v.get::<ButtonVariant>("variant"),
            v.get::<ButtonSize>("size"),
        );
        vec![
            view! { <Button variant size start_icon=|| "+" end_icon=|| "→">"Save"</Button> }
                .to_html(),
            view! { <Button variant size loading=true>"Saving"</Button> }.to_html(),
        ]
    });
    proof.component("Badge", |v| {
        let (tone, size) = (v.get::<BadgeTone>("tone"), v.get::<BadgeSize>("size"));
        vec![view! { <Badge tone size>"New"</Badge> }.to_html()]
    });
    proof
}

/// Runs `proof` in Chromium, prints its summary and fails on any mismatch or uncheckable entry.
fn proven(proof: Proof) {
    let report = proof.run();
    println!("{}", report.summary());
    report.assert_proven();
}

const PART: &[Placeholder] = &[Placeholder::Component, Placeholder::Part];
const VARIANT: &[Placeholder] = &[
    Placeholder::Component,
    Placeholder::Axis,
    Placeholder::Value,
];

fn template(text: &str, slots: &[Placeholder]) -> SelectorTemplate {
    SelectorTemplate::parse(text, slots, &[]).expect("a valid template")
}

/// A proof named `name` of this example, with its base stylesheet.
fn proof(name: &str) -> Proof {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    Proof::new(name, here).with_stylesheet(&here.join("style/base.css"))
}

/// Every component of the example, rendered once per combination of variant values.
fn components(mut proof: Proof) -> Proof {
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
        // The second selected: the first trigger shows the unselected state, the proof sets the
        // selected one's attribute itself.
        let items = ["One", "Two"].map(|label| TabItem {
            value: label.to_lowercase(),
            label: label.into(),
        });
        let items = items.to_vec();
        vec![view! { <Tabs items variant size default_value="two">"Panel"</Tabs> }.to_html()]
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
    proof
}
