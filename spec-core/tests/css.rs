//! `css::mapped_styles`: each tokenMapping entry with its token resolved in one permutation,
//! as the docs site shows it and the browser proof compares it.

use std::path::Path;

use uispec_core::css::mapped_styles;
use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::Session;

#[test]
fn mapped_styles_resolve_each_entry_in_its_permutation() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system");
    let project = Project::discover(&root).unwrap();
    let session = Session::new(project.inputs(CodeScope::Project));
    let button = session.specs().find(|d| d.spec.name == "Button").unwrap();
    let styles_in = |theme: &str| {
        let permutation = session
            .tokens()
            .permutations
            .iter()
            .find(|p| p.inputs.iter().any(|(_, context)| context == theme))
            .unwrap();
        mapped_styles(button, &permutation.set)
    };
    let (light, dark) = (styles_in("light"), styles_in("dark"));
    let entry = |styles: &[uispec_core::css::MappedStyle], key: &str| {
        styles.iter().find(|s| s.key == key).cloned().unwrap()
    };
    // An alias chain ends in a value, never `var()`; the themes differ where their tokens do.
    let text = entry(&light, "root.textColor[variant=primary]");
    assert_eq!(text.part, "root");
    assert_eq!(
        text.selectors,
        [("variant".to_owned(), "primary".to_owned())]
    );
    assert_eq!(
        text.declarations,
        [("color".to_owned(), "#ffffff".to_owned())]
    );
    let dark_text = entry(&dark, "root.textColor[variant=secondary]");
    assert_eq!(
        dark_text.declarations,
        [("color".to_owned(), "#f8fafc".to_owned())]
    );
    let light_text = entry(&light, "root.textColor[variant=secondary]");
    assert_eq!(
        light_text.declarations,
        [("color".to_owned(), "#0f172a".to_owned())]
    );
    // A part in kebab case, a state, and a property with two CSS properties.
    let hover = entry(&light, "root.background:hover[variant=primary]");
    assert_eq!(hover.state.as_deref(), Some("hover"));
    let icon = light.iter().find(|s| s.part == "start-icon").unwrap();
    assert!(
        icon.declarations
            .iter()
            .all(|(_, value)| !value.contains("var(")),
        "{icon:?}"
    );
    // Every entry of the spec that the stylesheet writes is here, in both themes.
    assert_eq!(light.len(), dark.len());
    assert_eq!(light.len(), button.spec.token_mapping.len());
}
