//! `contrast-text` beyond its fixture: large text, the exempt `disabled` state, translucent
//! colours, parts inside parts, the surface, AAA, and themes.

use std::fs;

use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::Session;

/// An sRGB colour token.
fn rgb(r: f64, g: f64, b: f64) -> String {
    format!(r#"{{"$value": {{"colorSpace": "srgb", "components": [{r}, {g}, {b}]}}}}"#)
}

/// The contrast findings of a project of one spec `mapping` over the colours below, with
/// `config` appended to its uispec.toml: `severity message` each.
fn findings(mapping: &str, extra_spec: &str, config: &str) -> Vec<String> {
    findings_with(mapping, extra_spec, config, "")
}

/// [`findings`], with `spec_keys` (`, "variants": …`) added to the spec.
fn findings_with(mapping: &str, extra_spec: &str, config: &str, spec_keys: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::create_dir_all(root.join("specs")).unwrap();
    fs::create_dir_all(root.join("tokens")).unwrap();
    fs::write(
        root.join("uispec.toml"),
        format!("specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n{config}"),
    )
    .unwrap();
    let tokens = format!(
        r#"{{"color": {{"$type": "color", "white": {white}, "gray": {gray}, "light-gray": {light}, "blue": {blue}, "veil": {veil}}},
            "font": {{"big": {{"$type": "dimension", "$value": {{"value": 1.5, "unit": "rem"}}}}, "mid": {{"$type": "dimension", "$value": {{"value": 19, "unit": "px"}}}}, "bold": {{"$type": "fontWeight", "$value": "bold"}}}}}}"#,
        white = rgb(1.0, 1.0, 1.0),
        gray = rgb(0.46, 0.46, 0.46),
        light = rgb(0.6, 0.6, 0.6),
        blue = rgb(0.145, 0.388, 0.922),
        veil = r#"{"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.3}}"#,
    );
    fs::write(root.join("tokens/colors.tokens.json"), tokens).unwrap();
    let spec = format!(
        r#"{{"name": "Box", "anatomy": [{{"name": "root"}}, {{"name": "label"}}, {{"name": "mark"{extra_spec}}}], "states": ["hover", "disabled"]{spec_keys}, "tokenMapping": {{{mapping}}}}}"#
    );
    fs::write(root.join("specs/box.json"), spec).unwrap();
    let session = Session::new(Project::discover(root).unwrap().inputs(CodeScope::Project));
    let report = session.report();
    report
        .diagnostics
        .as_slice()
        .iter()
        .filter(|d| d.rule.as_str() == "contrast-text")
        .map(|d| format!("{} {}", d.severity.as_str(), d.message))
        .collect()
}

#[test]
fn large_text_needs_three_to_one_and_disabled_text_nothing() {
    // #999999 on white is 2.85:1: fails even for large text.
    let light = r#""root.background": "{color.white}", "label.color": "{color.light-gray}""#;
    assert_eq!(findings(light, "", "").len(), 1);
    // The gray (0.46, #757575) on white is 4.6:1: passes.
    let gray = r#""root.background": "{color.white}", "label.color": "{color.gray}""#;
    assert_eq!(findings(gray, "", ""), Vec::<String>::new());
    // Blue on white is 5.17:1 at AA, short of AAA's 7:1 — unless the text is large (4.5:1).
    let blue = r#""root.background": "{color.white}", "label.color": "{color.blue}""#;
    assert_eq!(findings(blue, "", ""), Vec::<String>::new());
    let aaa = findings(blue, "", "[a11y]\nlevel = \"AAA\"\n");
    assert_eq!(aaa.len(), 1, "{aaa:?}");
    assert!(
        aaa[0].contains("5.17:1") && aaa[0].contains("below 7:1"),
        "{aaa:?}"
    );
    let large = format!(r#"{blue}, "label.fontSize": "{{font.big}}""#);
    assert_eq!(
        findings(&large, "", "[a11y]\nlevel = \"AAA\"\n"),
        Vec::<String>::new()
    );
    // 19 px is large only when bold.
    let mid = format!(r#"{blue}, "label.fontSize": "{{font.mid}}""#);
    assert_eq!(findings(&mid, "", "[a11y]\nlevel = \"AAA\"\n").len(), 1);
    let bold = format!(r#"{mid}, "label.fontWeight": "{{font.bold}}""#);
    assert_eq!(
        findings(&bold, "", "[a11y]\nlevel = \"AAA\"\n"),
        Vec::<String>::new()
    );
    // The disabled state is exempt; hover is not.
    let states = r#""root.background": "{color.white}", "label.color": "{color.gray}", "label.color:disabled": "{color.white}", "label.color:hover": "{color.light-gray}""#;
    let found = findings(states, "", "");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("(hover)"), "{found:?}");
}

#[test]
fn backgrounds_come_from_enclosing_parts_translucency_and_the_surface() {
    // No background at all: not judged.
    let bare = r#""label.color": "{color.light-gray}""#;
    assert_eq!(findings(bare, "", ""), Vec::<String>::new());
    // The surface fills in: white under light gray fails.
    let surface = "[a11y]\nsurface = \"{color.white}\"\n";
    let found = findings(bare, "", surface);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("on the surface #ffffff"), "{found:?}");
    // A translucent black veil over the white root darkens what the text is on: the white text
    // then shows on #b2b2b2 (2.1:1).
    let veil = r#""root.background": "{color.white}", "label.background": "{color.veil}", "label.color": "{color.white}""#;
    let found = findings(veil, "", "");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("#b2b2b2"), "{found:?}");
    // `mark` is inside `label`, whose blue background is behind the white mark (5.17:1); by
    // default it would be on the root's white.
    let nested = r#""root.background": "{color.white}", "label.background": "{color.blue}", "mark.color": "{color.white}""#;
    assert_eq!(
        findings(nested, r#", "x-inside": "label""#, ""),
        Vec::<String>::new()
    );
    let found = findings(nested, "", "");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("error the text of `mark` is 1.00:1"),
        "{found:?}"
    );
}

#[test]
fn the_text_and_its_placeholder_are_judged_each() {
    // Both paint on the label's background; one must not hide the other whatever the order.
    for mapping in [
        r#""root.background": "{color.white}", "label.placeholderColor": "{color.light-gray}", "label.color": "{color.gray}""#,
        r#""root.background": "{color.white}", "label.color": "{color.gray}", "label.placeholderColor": "{color.light-gray}""#,
    ] {
        let found = findings(mapping, "", "");
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("{color.light-gray}"), "{found:?}");
    }
}

/// A spec written to make the judging quadratic is judged in part, with a note, not for
/// minutes: 1,900 text entries on one part over backgrounds on two axes of 16 values (each
/// entry 256 conditions), and a mapping of 2,001 entries.
#[test]
fn a_spec_too_large_to_judge_whole_is_judged_in_part() {
    let values: Vec<String> = (0..16).map(|v| format!("v{v}")).collect();
    let mut mapping: Vec<String> = Vec::new();
    for axis in ["a", "b"] {
        for value in &values {
            mapping.push(format!(
                r#""root.background[{axis}={value}]": "{{color.white}}""#
            ));
        }
    }
    for state in 0..1_900 {
        mapping.push(format!(r#""root.color:s{state}": "{{color.gray}}""#));
    }
    let axes = format!(
        r#", "variants": [{{"name": "a", "values": {v}}}, {{"name": "b", "values": {v}}}]"#,
        v = serde_json::to_string(&values).unwrap()
    );
    let found = findings_with(&mapping.join(", "), "", "", &axes);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("note the contrast of `Box`'s text is judged only in part"),
        "{found:?}"
    );

    let mut many: Vec<String> = (0..2_000)
        .map(|i| format!(r#""root.padding:s{i}": "{{font.mid}}""#))
        .collect();
    many.push(r#""root.color": "{color.gray}""#.to_owned());
    let found = findings_with(&many.join(", "), "", "", "");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("2001 entries, more than 2000"),
        "{found:?}"
    );
}

#[test]
fn apca_holds_text_to_its_lightness_contrast() {
    // The gray (#757575) on white passes WCAG (4.6:1) and is Lc 71.7 in APCA: below the Lc 75
    // of body text, above the Lc 60 of large text.
    let apca = "[a11y]\ncontrast = \"apca\"\n";
    let gray = r#""root.background": "{color.white}", "label.color": "{color.gray}""#;
    let found = findings(gray, "", apca);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("error the text of `label` is Lc 71.")
            && found[0].contains("below Lc 75:"),
        "{found:?}"
    );
    let large = format!(r#"{gray}, "label.fontSize": "{{font.big}}""#);
    assert_eq!(findings(&large, "", apca), Vec::<String>::new());
    // A contrast method that does not exist is refused with its place.
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("uispec.toml"),
        "[a11y]\ncontrast = \"apcb\"\n",
    )
    .unwrap();
    let error = Project::discover(dir.path()).err().unwrap().to_string();
    assert!(error.contains("must be \"wcag\" or \"apca\""), "{error}");
}
