//! Every example of the Format Module 2025.10 (numbered as the published report numbers them),
//! each restated as a token file and checked for what the spec says it means: which tokens it
//! defines, their types and resolved values, and which of them are errors.
//!
//! The spec's examples are fragments: several name tokens they never define, use JSONC
//! comments, or contradict the normative text. Each test says which; the decisions are in
//! `docs/dtcg-decisions.md` ("The spec's own examples"). Examples that show tool output rather
//! than token files (3, 8, 9, 30, 50, 51) are covered by the behaviour they illustrate.

use crate::common;

use common::{assert_clean, assert_finding, one};
use serde_json::{Value, json};
use uispec_core::tokens::{Deprecation, TokenSet, TokenType};

/// The segments of a dotted path (names in these examples contain no dots).
fn segments(path: &str) -> Vec<&str> {
    path.split('.').collect()
}

/// The concrete value of the token at `path` (every reference resolved).
fn value(set: &TokenSet, path: &str) -> Value {
    let id = set
        .lookup(&segments(path))
        .unwrap_or_else(|e| panic!("{path}: {}", e.message));
    set.concrete_value(id)
        .unwrap_or_else(|| panic!("{path} has no concrete value"))
}

/// The type of the token at `path`.
fn ty(set: &TokenSet, path: &str) -> Option<TokenType> {
    set.token_type(set.lookup(&segments(path)).ok()?)
}

/// The paths of every token, sorted.
fn paths(set: &TokenSet) -> Vec<String> {
    let mut paths: Vec<String> = set.tokens().map(|id| set.path(id).join(".")).collect();
    paths.sort();
    paths
}

/// Asserts the findings are exactly these (each given as a part of its text), in any order.
fn assert_findings(findings: &[String], expected: &[&str]) {
    for part in expected {
        assert_finding(findings, part);
    }
    assert_eq!(
        findings.len(),
        expected.len(),
        "expected {} findings, got:\n{}",
        expected.len(),
        findings.join("\n")
    );
}

/// §5.1, Examples 1–3: a token is an object with `$value`; its key is its name; names are
/// case-sensitive, and names differing only in case get a warning (Example 3 shows why: they
/// collide once exported).
#[test]
fn examples_1_to_3_name_and_value() {
    let (set, findings) = one(
        r#"{"token name": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#,
    );
    assert_clean(&findings);
    assert_eq!(paths(&set), ["token name"]);
    assert_eq!(ty(&set, "token name"), Some(TokenType::Color));
    assert_eq!(
        value(&set, "token name"),
        json!({"colorSpace": "srgb", "components": [1, 0, 0]})
    );

    let (set, findings) = one(
        r#"{"font-size": {"$value": {"value": 3, "unit": "rem"}, "$type": "dimension"},
            "FONT-SIZE": {"$value": {"value": 16, "unit": "px"}, "$type": "dimension"}}"#,
    );
    assert_findings(
        &findings,
        &["warning token-name: `FONT-SIZE` and `font-size` differ only in case"],
    );
    assert_eq!(value(&set, "font-size"), json!({"value": 3, "unit": "rem"}));
    assert_eq!(value(&set, "FONT-SIZE"), json!({"value": 16, "unit": "px"}));
}

/// §5.2, Examples 4–7: `$description`, `$type`, `$extensions` (kept, never read as tokens) and
/// `$deprecated` (true, or a reason).
#[test]
fn examples_4_to_7_token_properties() {
    let grey = r#"{"colorSpace": "srgb", "components": [0.467, 0.467, 0.467]}"#;
    let (set, findings) = one(&format!(
        r#"{{"Button background": {{"$type": "color", "$description": "The background color for buttons in their normal state.", "$value": {grey}}}}}"#
    ));
    assert_clean(&findings);
    let id = set.lookup(&["Button background"]).unwrap();
    assert_eq!(
        set.node(id).description(),
        Some("The background color for buttons in their normal state.")
    );
    assert_eq!(set.token_type(id), Some(TokenType::Color));

    let (set, findings) = one(&format!(
        r#"{{"Button background": {{"$type": "color", "$value": {grey},
             "$extensions": {{"org.example.tool-a": 42, "org.example.tool-b": {{"turn-up-to-11": true}}}}}}}}"#
    ));
    assert_clean(&findings);
    assert_eq!(paths(&set), ["Button background"]);

    let (set, findings) = one(
        r##"{"Button background": {"$value": {"colorSpace": "srgb", "components": [0.467, 0.467, 0.467], "hex": "#777777"}, "$type": "color", "$deprecated": true},
            "Button focus": {"$value": {"colorSpace": "srgb", "components": [0.44, 0.753, 1], "hex": "#70c0ff"}, "$type": "color",
                             "$deprecated": "Please use the border style for active buttons instead."}}"##,
    );
    assert_clean(&findings);
    let deprecation = |path| set.deprecation(set.lookup(&[path]).unwrap()).cloned();
    assert_eq!(deprecation("Button background"), Some(Deprecation::Yes));
    assert_eq!(
        deprecation("Button focus"),
        Some(Deprecation::Reason(
            "Please use the border style for active buttons instead.".to_owned()
        ))
    );
}

/// §6.2, Example 10: `{color.accent.$root}` is the root token; `{color.accent}` names a group
/// and is invalid. (The spec writes this example as JSONC with comments.)
#[test]
fn example_10_root_tokens() {
    let (set, findings) = one(r##"{"color": {"accent": {
            "$root": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.867, 0, 0], "hex": "#dd0000"}},
            "light": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.133, 0.133], "hex": "#ff2222"}},
            "dark": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.667, 0, 0], "hex": "#aa0000"}}}}}"##);
    assert_clean(&findings);
    assert_eq!(
        value(&set, "color.accent.$root"),
        json!({"colorSpace": "srgb", "components": [0.867, 0, 0], "hex": "#dd0000"})
    );
    let group = set.lookup(&["color", "accent"]).unwrap_err();
    assert_eq!(group.message, "{color.accent} is a group, not a token");
    assert_eq!(
        group.help.as_deref(),
        Some("the group's own token is {color.accent.$root}")
    );
}

/// §6.3, Examples 11–12: group `$description` (empty groups included) and `$type` inherited by
/// nested tokens. Example 12 gives one token `"$type": "string"`, which is not one of the
/// thirteen types (§5.2.2: the value MUST be one of them): that token alone is reported.
#[test]
fn examples_11_and_12_group_properties() {
    let (set, findings) = one(
        r#"{"spacing": {"$description": "All spacing-related design tokens organized by usage context", "margin": {}, "padding": {}}}"#,
    );
    assert_clean(&findings);
    assert!(paths(&set).is_empty());

    let (set, findings) = one(r##"{"color": {"$type": "color",
            "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
            "secondary": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.6, 1], "hex": "#6699ff"}},
            "semantic": {"success": {"$value": {"colorSpace": "srgb", "components": [0, 0.8, 0.4], "hex": "#00cc66"}},
                         "warning": {"$type": "string", "$value": "amber"}}}}"##);
    assert_findings(
        &findings,
        &["warning token-type: unknown `$type` \"string\""],
    );
    for path in ["color.primary", "color.secondary", "color.semantic.success"] {
        assert_eq!(ty(&set, path), Some(TokenType::Color), "{path}");
    }
}

/// §6.4, Example 13: a group extending another inherits its tokens and `$type`, local tokens
/// replace inherited ones at the same path.
#[test]
fn example_13_group_extension() {
    let (set, findings) = one(r##"{"button": {"$type": "color",
              "background": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
              "text": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}},
            "button-primary": {"$extends": "{button}",
              "background": {"$value": {"colorSpace": "srgb", "components": [0.8, 0, 0.4], "hex": "#cc0066"}}}}"##);
    assert_clean(&findings);
    assert_eq!(
        value(&set, "button-primary.background")["hex"],
        json!("#cc0066")
    );
    assert_eq!(value(&set, "button-primary.text")["hex"], json!("#ffffff"));
    assert_eq!(ty(&set, "button-primary.text"), Some(TokenType::Color));
    assert_eq!(value(&set, "button.background")["hex"], json!("#0066cc"));
}

/// §6.4.3, Example 14: the override replaces the whole token (`width` loses its inherited
/// `$type` and value). As printed the example has two problems uispec reports: `background`
/// has no type anywhere (reported once, where it is written; `input-amount` holds a copy), and
/// the new `width` has no type either, since the `$type` was on the token it replaced. (With a
/// type, `"100px"` would be reported too: a 2025.10 dimension is `{value, unit}`, decision 7.)
#[test]
fn example_14_override_replaces_the_whole_token() {
    let (set, findings) = one(r##"{"input": {"field": {
                "width": {"$type": "dimension", "$value": {"value": 12, "unit": "rem"}},
                "background": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}}},
            "input-amount": {"$extends": "{input}", "field": {"width": {"$value": "100px"}}}}"##);
    assert_findings(
        &findings,
        &[
            "{input.field.background} has no `$type`",
            "{input-amount.field.width} has no `$type`",
        ],
    );
    let width = set.lookup(&["input-amount", "field", "width"]).unwrap();
    assert_eq!(
        set.resolved_value(width).unwrap().as_str(),
        Some("100px"),
        "the local token replaces the inherited one entirely"
    );
    let background = set
        .lookup(&["input-amount", "field", "background"])
        .unwrap();
    assert_eq!(
        set.resolved_value(background).unwrap().to_value()["hex"],
        json!("#ffffff")
    );
}

/// §6.4.3–6.4.4, Examples 15–18: overrides and additions; a group extending its own ancestor,
/// and two groups extending each other, are errors; siblings extending one group are valid.
/// The examples' tokens have no `$type` and values like `"#blue"`, so each is also reported as
/// having no type; the point here is the structure.
#[test]
fn examples_15_to_18_extension_rules() {
    let (set, findings) = one(
        r##"{"base": {"color": {"$value": "#blue"}, "spacing": {"$value": "16px"}},
            "extended": {"$extends": "{base}", "color": {"$value": "#red"}, "border": {"$value": "1px solid"}}}"##,
    );
    let raw = |path: &str| {
        let id = set.lookup(&segments(path)).unwrap();
        set.resolved_value(id).unwrap().to_value()
    };
    assert_eq!(raw("extended.color"), json!("#red"));
    assert_eq!(raw("extended.spacing"), json!("16px"));
    assert_eq!(raw("extended.border"), json!("1px solid"));
    // Reported where each is written: the copy of `spacing` is not reported again.
    assert_findings(
        &findings,
        &[
            "{base.color} has no `$type`",
            "{base.spacing} has no `$type`",
            "{extended.color} has no `$type`",
            "{extended.border} has no `$type`",
        ],
    );

    let (_, findings) = one(
        r##"{"button": {"color": {"$value": "#blue"}, "border": {"$value": "1px solid"},
                        "secondary": {"$extends": "{button}"}}}"##,
    );
    assert_finding(
        &findings,
        "error token-extends: circular `$extends`: {button.secondary} extends its own ancestor {button}",
    );

    let (_, findings) = one(
        r#"{"groupA": {"$extends": "{groupB}", "token": {"$value": "valueA"}},
            "groupB": {"$extends": "{groupA}", "token": {"$value": "valueB"}}}"#,
    );
    assert_finding(
        &findings,
        "error token-extends: circular `$extends`: {groupA} → {groupB} → {groupA}",
    );

    let (set, findings) = one(
        r##"{"button": {"color": {"$value": "#blue"}, "border": {"$value": "1px solid"}},
            "button-secondary": {"$extends": "{button}", "color": {"$value": "#gray"}},
            "button-large": {"$extends": "{button}", "padding": {"$value": "16px"}}}"##,
    );
    assert!(
        findings.iter().all(|f| f.contains("has no `$type`")),
        "siblings extending one group are valid:\n{}",
        findings.join("\n")
    );
    assert_eq!(
        paths(&set),
        [
            "button-large.border",
            "button-large.color",
            "button-large.padding",
            "button-secondary.border",
            "button-secondary.color",
            "button.border",
            "button.color",
        ]
    );
}

/// §6.5, Example 19: an empty group with only metadata is valid.
#[test]
fn example_19_empty_group() {
    let (set, findings) = one(
        r#"{"experimental": {"$description": "Tokens for experimental features - currently empty", "$deprecated": "This group is being phased out"}}"#,
    );
    assert_clean(&findings);
    assert!(paths(&set).is_empty());
}

/// §6.6, Examples 20–21: a curly-brace alias and a token-level JSON Pointer alias are the same
/// thing. The examples' `base` has no `$type` (so no type at all, §5.2.2): that is reported
/// once, at `base`; the aliases are not reported again. With a type, both resolve cleanly.
#[test]
fn examples_20_and_21_alias_forms() {
    let base =
        r##"{"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}}"##;
    for alias in [r#"{"$value": "{base}"}"#, r##"{"$ref": "#/base"}"##] {
        let (_, findings) = one(&format!(r#"{{"base": {base}, "alias": {alias}}}"#));
        assert_findings(&findings, &["{base} has no `$type`"]);

        let typed = base.replacen('{', r#"{"$type": "color", "#, 1);
        let (set, findings) = one(&format!(r#"{{"base": {typed}, "alias": {alias}}}"#));
        assert_clean(&findings);
        assert_eq!(ty(&set, "alias"), Some(TokenType::Color));
        assert_eq!(value(&set, "alias"), value(&set, "base"));
    }
}

/// §6.7.3, Example 22: `extended` declares `$type: dimension` while inheriting `primary`, a
/// colour, from `base`: the inherited token must satisfy both, which it cannot, so it is an error.
#[test]
fn example_22_type_resolution_with_extensions() {
    let (set, findings) = one(
        r##"{"base": {"$type": "color", "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}}},
            "extended": {"$extends": "{base}", "$type": "dimension", "spacing": {"$value": {"value": 16, "unit": "px"}}}}"##,
    );
    assert!(!findings.is_empty());
    for finding in &findings {
        assert!(
            finding.starts_with(
                "warning token-value: {extended.primary} inherits this value through `$extends` as a dimension:"
            ),
            "{finding}"
        );
    }
    assert_eq!(ty(&set, "base.primary"), Some(TokenType::Color));
    assert_eq!(ty(&set, "extended.spacing"), Some(TokenType::Dimension));
}

/// §6.7.4, Example 23: `$extends` cycles are errors naming every group on them.
#[test]
fn example_23_extends_cycle() {
    let (_, findings) =
        one(r#"{"a": {"$extends": "{b}"}, "b": {"$extends": "{c}"}, "c": {"$extends": "{a}"}}"#);
    assert_findings(
        &findings,
        &[
            "error token-extends: circular `$extends`: {a} → {b} → {c} → {a}",
            "error token-extends: circular `$extends`: {a} → {b} → {c} → {a}",
            "error token-extends: circular `$extends`: {a} → {b} → {c} → {a}",
        ],
    );
}

/// §6.9, Examples 24–26: a group with a root token; an extension overriding one token; an
/// extension inheriting a root token and nested groups.
#[test]
fn examples_24_to_26_group_examples() {
    let (set, findings) = one(
        r#"{"spacing": {"$type": "dimension", "$description": "Base spacing scale",
            "$root": {"$value": {"value": 16, "unit": "px"}},
            "small": {"$value": {"value": 8, "unit": "px"}}, "large": {"$value": {"value": 32, "unit": "px"}}}}"#,
    );
    assert_clean(&findings);
    assert_eq!(ty(&set, "spacing.$root"), Some(TokenType::Dimension));
    assert_eq!(
        value(&set, "spacing.$root"),
        json!({"value": 16, "unit": "px"})
    );

    // Example 25 as published puts `$type: dimension` on `input`, so the inherited colour
    // `background` is a dimension with a colour value: reported (the editor's draft moves the
    // `$type` to `width`, PR #400). The resolved values are the ones the spec lists.
    let (set, findings) = one(r##"{"input": {"$type": "dimension", "field": {
                "width": {"$value": {"value": 100, "unit": "%"}},
                "background": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}}},
            "input-amount": {"$extends": "{input}", "field": {"width": {"$value": {"value": 100, "unit": "px"}}}}}"##);
    assert_eq!(
        value(&set, "input-amount.field.width"),
        json!({"value": 100, "unit": "px"})
    );
    assert_eq!(
        value(&set, "input-amount.field.background")["hex"],
        json!("#ffffff")
    );
    assert!(
        findings.iter().any(|f| f.contains("`%`")),
        "`%` is not a 2025.10 unit:\n{}",
        findings.join("\n")
    );
    assert!(
        findings
            .iter()
            .all(|f| f.contains("`%`") || f.contains("dimension")),
        "{}",
        findings.join("\n")
    );

    let stop = |hex: &str| {
        format!(
            r##"{{"$value": {{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "{hex}"}}}}"##
        )
    };
    let (set, findings) = one(&format!(
        r#"{{"color": {{"$type": "color", "$description": "Complete color system",
            "brand": {{"$root": {}, "light": {}, "dark": {}}},
            "semantic": {{"$extends": "{{color.brand}}",
                "success": {{"$root": {}, "light": {}, "dark": {}}},
                "error": {{"$root": {}, "light": {}, "dark": {}}}}}}}}}"#,
        stop("#0066cc"),
        stop("#3388dd"),
        stop("#004499"),
        stop("#00cc66"),
        stop("#33dd88"),
        stop("#009944"),
        stop("#cc0000"),
        stop("#ff3333"),
        stop("#990000"),
    ));
    assert_clean(&findings);
    assert_eq!(value(&set, "color.brand.$root")["hex"], json!("#0066cc"));
    assert_eq!(value(&set, "color.brand.light")["hex"], json!("#3388dd"));
    assert_eq!(
        value(&set, "color.semantic.success.$root")["hex"],
        json!("#00cc66")
    );
    assert_eq!(
        value(&set, "color.semantic.error.dark")["hex"],
        json!("#990000")
    );
    // What `$extends` brings in is referenceable under the extending group too.
    assert_eq!(value(&set, "color.semantic.$root")["hex"], json!("#0066cc"));
}

/// §6.10, Examples 27–30: nested and flat files define the same tokens; a token's path is its
/// unique name (Example 30 builds Sass variable names from it).
#[test]
fn examples_27_to_30_organisation() {
    let (nested, findings) = one(r#"{"brand": {"color": {"$type": "color",
              "acid green": {"$value": {"colorSpace": "srgb", "components": [0, 1, 0.4]}},
              "hot pink": {"$value": {"colorSpace": "srgb", "components": [1, 0, 1]}}},
            "typeface": {"$type": "fontFamily", "primary": {"$value": "Comic Sans MS"}, "secondary": {"$value": "Times New Roman"}}}}"#);
    assert_clean(&findings);
    let (flat, findings) = one(
        r#"{"brand-color-acid-green": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 1, 0.4]}},
            "brand-color-hot-pink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 1]}},
            "brand-typeface-primary": {"$value": "Comic Sans MS", "$type": "fontFamily"},
            "brand-typeface-secondary": {"$value": "Times New Roman", "$type": "fontFamily"}}"#,
    );
    assert_clean(&findings);
    let sass_names: Vec<String> = paths(&nested)
        .iter()
        .map(|p| p.replace(['.', ' '], "-"))
        .collect();
    assert_eq!(sass_names, paths(&flat));
    for path in paths(&nested) {
        let flat_path = path.replace(['.', ' '], "-");
        assert_eq!(value(&nested, &path), value(&flat, &flat_path));
        assert_eq!(ty(&nested, &path), ty(&flat, &flat_path));
    }
}

/// §7.1, Examples 31–32: a curly-brace alias resolves to the whole value; a JSON Pointer
/// reaches the whole value (`…/$value`, or the token itself as in the editor's draft, PR #369)
/// or a part of it (`…/$value/components/0`).
#[test]
fn examples_31_and_32_reference_syntaxes() {
    let blue = r##"{"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}, "$type": "color"}"##;
    let (set, findings) = one(&format!(
        r#"{{"colors": {{"blue": {blue}}}, "semantic": {{"primary": {{"$value": "{{colors.blue}}", "$type": "color"}}}}}}"#
    ));
    assert_clean(&findings);
    assert_eq!(value(&set, "semantic.primary"), value(&set, "colors.blue"));

    for whole in ["#/colors/blue/$value", "#/colors/blue"] {
        let (set, findings) = one(&format!(
            r##"{{"colors": {{"blue": {blue}}}, "semantic": {{
                "primary": {{"$ref": "{whole}", "$type": "color"}},
                "primaryHue": {{"$ref": "#/colors/blue/$value/components/0", "$type": "number"}}}}}}"##
        ));
        assert_clean(&findings);
        assert_eq!(value(&set, "semantic.primary"), value(&set, "colors.blue"));
        assert_eq!(value(&set, "semantic.primaryHue"), json!(0));
    }
}

/// §7.2, Examples 33–34: chains are followed to the value (and the type); cycles are errors
/// for every token on them.
#[test]
fn examples_33_and_34_chains_and_cycles() {
    let (set, findings) = one(
        r##"{"base": {"primary": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}, "$type": "color"}},
            "semantic": {"brand": {"$value": "{base.primary}"}, "link": {"$value": "{semantic.brand}"}}}"##,
    );
    assert_clean(&findings);
    let chain: Vec<String> = set
        .resolve(&["semantic", "link"])
        .unwrap()
        .into_iter()
        .map(|id| set.reference_of(id))
        .collect();
    assert_eq!(
        chain,
        ["{semantic.link}", "{semantic.brand}", "{base.primary}"]
    );
    assert_eq!(ty(&set, "semantic.link"), Some(TokenType::Color));
    assert_eq!(value(&set, "semantic.link"), value(&set, "base.primary"));

    let (_, findings) =
        one(r#"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}"#);
    for token in ["{a}", "{b}", "{c}"] {
        assert!(
            findings
                .iter()
                .any(|f| f.contains("token-cycle") && f.contains(token)),
            "{token} is on the cycle:\n{}",
            findings.join("\n")
        );
    }
}

/// §7.3, Examples 35–37: JSON Pointer references to parts of other tokens' values, inside
/// colours, dimensions and typography. Example 37's typography values have no `letterSpacing`,
/// which §9.8 requires: each of the three is reported, the references resolve regardless.
#[test]
fn examples_35_to_37_property_level_references() {
    let (set, findings) = one(
        r##"{"base": {"blue": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.9], "hex": "#3366e6"}, "$type": "color"}},
            "semantic": {
              "primary": {"$type": "color", "$value": {"colorSpace": "srgb", "hex": "#3366b3",
                "components": [{"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/base/blue/$value/components/1"}, 0.7]}},
              "secondary": {"$type": "color", "$value": {"colorSpace": "srgb", "hex": "#336680",
                "components": [{"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/base/blue/$value/components/1"}, 0.5]}}}}"##,
    );
    assert_clean(&findings);
    assert_eq!(
        value(&set, "semantic.primary")["components"],
        json!([0.2, 0.4, 0.7])
    );
    assert_eq!(
        value(&set, "semantic.secondary")["components"],
        json!([0.2, 0.4, 0.5])
    );

    let (set, findings) = one(
        r##"{"base": {"spacing": {"$value": {"value": 16, "unit": "px"}, "$type": "dimension"}},
            "layout": {
              "small": {"$value": {"value": {"$ref": "#/base/spacing/$value/value"}, "unit": "rem"}, "$type": "dimension"},
              "large": {"$value": {"value": 32, "unit": {"$ref": "#/base/spacing/$value/unit"}}, "$type": "dimension"}}}"##,
    );
    assert_clean(&findings);
    assert_eq!(
        value(&set, "layout.small"),
        json!({"value": 16, "unit": "rem"})
    );
    assert_eq!(
        value(&set, "layout.large"),
        json!({"value": 32, "unit": "px"})
    );

    let heading = |size: u32, weight: u32| {
        format!(
            r##"{{"$type": "typography", "$value": {{"fontFamily": {{"$ref": "#/base/text/$value/fontFamily"}},
                "fontSize": {{"value": {size}, "unit": "px"}}, "fontWeight": {weight},
                "lineHeight": {{"$ref": "#/base/text/$value/lineHeight"}}}}}}"##
        )
    };
    let (set, findings) = one(&format!(
        r#"{{"base": {{"text": {{"$type": "typography", "$value": {{"fontFamily": ["Helvetica", "Arial", "sans-serif"],
              "fontSize": {{"value": 16, "unit": "px"}}, "fontWeight": 400, "lineHeight": 1.5}}}}}},
            "headings": {{"h1": {}, "h2": {}}}}}"#,
        heading(32, 700),
        heading(24, 600)
    ));
    assert_findings(
        &findings,
        &[
            "a typography value is missing `letterSpacing`",
            "a typography value is missing `letterSpacing`",
            "a typography value is missing `letterSpacing`",
        ],
    );
    for (path, size) in [("headings.h1", 32), ("headings.h2", 24)] {
        let value = value(&set, path);
        assert_eq!(
            value["fontFamily"],
            json!(["Helvetica", "Arial", "sans-serif"])
        );
        assert_eq!(value["lineHeight"], json!(1.5));
        assert_eq!(value["fontSize"]["value"], json!(size));
    }
}

/// §7.5.2, Example 38: arrays and plain strings are not tokens, so the example's file is
/// reported (a group's members are tokens or groups); a curly reference cannot index an array
/// or reach a non-token (decision 3: §7.1.1 over §7.5.2's table); a missing name is missing.
#[test]
fn example_38_disambiguation() {
    let (set, findings) = one(
        r#"{"ambiguous": {"data": [10, 20, 30], "metadata": {"0": "Info about first item", "1": "Info about second item"}}}"#,
    );
    assert!(
        findings
            .iter()
            .filter(|f| f.contains("token-structure"))
            .count()
            == 3,
        "{}",
        findings.join("\n")
    );
    assert!(set.lookup(&["ambiguous", "data", "0"]).is_err());
    assert!(set.lookup(&["ambiguous", "metadata", "0"]).is_err());
    assert!(set.lookup(&["ambiguous", "metadata", "2"]).is_err());
}

/// §8, Examples 39–44: the simple types, each valid as printed.
#[test]
fn examples_39_to_44_simple_types() {
    let cases = [
        (
            r#"{"spacing-stack-0": {"$value": {"value": 0, "unit": "px"}, "$type": "dimension"},
                "spacing-stack-1": {"$value": {"value": 0.5, "unit": "rem"}, "$type": "dimension"}}"#,
            TokenType::Dimension,
        ),
        (
            r#"{"Primary font": {"$value": "Comic Sans MS", "$type": "fontFamily"},
                "Body font": {"$value": ["Helvetica", "Arial", "sans-serif"], "$type": "fontFamily"}}"#,
            TokenType::FontFamily,
        ),
        (
            r#"{"font-weight-default": {"$value": 350, "$type": "fontWeight"},
                "font-weight-thick": {"$value": "extra-bold", "$type": "fontWeight"}}"#,
            TokenType::FontWeight,
        ),
        (
            r#"{"Duration-Quick": {"$value": {"value": 100, "unit": "ms"}, "$type": "duration"},
                "Duration-Long": {"$value": {"value": 1.5, "unit": "s"}, "$type": "duration"}}"#,
            TokenType::Duration,
        ),
        (
            r#"{"Accelerate": {"$value": [0.5, 0, 1, 1], "$type": "cubicBezier"},
                "Decelerate": {"$value": [0, 0, 0.5, 1], "$type": "cubicBezier"}}"#,
            TokenType::CubicBezier,
        ),
        (
            r#"{"line-height-large": {"$value": 2.3, "$type": "number"}}"#,
            TokenType::Number,
        ),
    ];
    for (text, expected) in cases {
        let (set, findings) = one(text);
        assert_clean(&findings);
        for path in paths(&set) {
            assert_eq!(ty(&set, &path), Some(expected), "{path}");
        }
    }
    // The rules the examples sit next to: weights outside [1, 1000] or in another case, units
    // other than px/rem and ms/s, x outside [0, 1] are rejected.
    for bad in [
        r#"{"w": {"$value": 1001, "$type": "fontWeight"}}"#,
        r#"{"w": {"$value": "Bold", "$type": "fontWeight"}}"#,
        r#"{"d": {"$value": {"value": 1, "unit": "em"}, "$type": "dimension"}}"#,
        r#"{"t": {"$value": {"value": 1, "unit": "min"}, "$type": "duration"}}"#,
        r#"{"c": {"$value": [1.5, 0, 1, 1], "$type": "cubicBezier"}}"#,
    ] {
        let (_, findings) = one(bad);
        assert_findings(&findings, &["warning token-value"]);
    }
}

/// §9.1 and §9.6, Example 45–46 and 54: composite tokens, sub-values that reference tokens of
/// their type, aliases of whole composites, and shadow arrays whose references are single
/// elements (no flattening).
#[test]
fn composite_examples_45_46_and_54() {
    let shadow = |alpha: f64, y: f64| {
        format!(
            r#"{{"color": {{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": {alpha}}},
                "offsetX": {{"value": 0, "unit": "px"}}, "offsetY": {{"value": {y}, "unit": "px"}},
                "blur": {{"value": 4, "unit": "px"}}, "spread": {{"value": 0, "unit": "px"}}}}"#
        )
    };
    let (set, findings) = one(&format!(
        r#"{{"shadow-token": {{"$type": "shadow", "$value": {}}}}}"#,
        shadow(0.5, 0.5)
    ));
    assert_clean(&findings);
    assert_eq!(value(&set, "shadow-token")["color"]["alpha"], json!(0.5));

    let (set, findings) = one(
        r##"{"space": {"small": {"$type": "dimension", "$value": {"value": 0.5, "unit": "rem"}}},
            "color": {"shadow-050": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"}}},
            "shadow": {"medium": {"$type": "shadow", "$value": {"color": "{color.shadow-050}", "offsetX": "{space.small}", "offsetY": "{space.small}",
                                   "blur": {"value": 1.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}}},
            "component": {"card": {"box-shadow": {"$description": "This token is an alias for the composite token {shadow.medium}", "$value": "{shadow.medium}"}}}}"##,
    );
    assert_clean(&findings);
    assert_eq!(
        ty(&set, "component.card.box-shadow"),
        Some(TokenType::Shadow)
    );
    let card = value(&set, "component.card.box-shadow");
    assert_eq!(card["offsetX"], json!({"value": 0.5, "unit": "rem"}));
    assert_eq!(card["color"]["alpha"], json!(0.5));

    // Example 54 as printed misses a comma (after "mixed-reference-shadow") and its closing
    // brace: a syntax error, shown where it is.
    let printed = format!(
        r#"{{"layered-shadow": {{"$type": "shadow", "$value": [{}]}},
"mixed-reference-shadow": {{"$type": "shadow", "$value": ["{{base.shadow}}"]}}
"inner-shadow": {{"$type": "shadow", "$value": {}}}"#,
        shadow(0.1, 24.0),
        shadow(0.5, 2.0)
    );
    let (_, findings) = one(&printed);
    assert_findings(&findings, &["error json-syntax"]);

    // Completed (the comma, the brace, and the three tokens it references), every reference is
    // one element of the array; an explicit `inset` is kept.
    let inner = shadow(0.5, 2.0).replacen('{', r#"{"inset": true, "#, 1);
    let (set, findings) = one(&format!(
        r#"{{"base": {{"shadow": {{"$type": "shadow", "$value": {}}}}},
            "highlight": {{"shadow": {{"$type": "shadow", "$value": [{}, {}]}}}},
            "brand": {{"accent": {{"$type": "color", "$value": {{"colorSpace": "srgb", "components": [1, 0, 0]}}}}}},
            "layered-shadow": {{"$type": "shadow", "$value": [{}, {}, {}]}},
            "mixed-reference-shadow": {{"$type": "shadow", "$value": ["{{base.shadow}}",
                {{"color": "{{brand.accent}}", "offsetX": {{"value": 2, "unit": "px"}}, "offsetY": {{"value": 2, "unit": "px"}},
                  "blur": {{"value": 4, "unit": "px"}}, "spread": {{"value": 1, "unit": "px"}}}},
                "{{highlight.shadow}}"]}},
            "inner-shadow": {{"$type": "shadow", "$value": {inner}}}}}"#,
        shadow(0.3, 1.0),
        shadow(0.1, 1.0),
        shadow(0.2, 2.0),
        shadow(0.1, 24.0),
        shadow(0.2, 42.9),
        shadow(0.3, 64.0),
    ));
    assert_clean(&findings);
    let mixed = value(&set, "mixed-reference-shadow");
    let elements = mixed.as_array().unwrap();
    assert_eq!(elements.len(), 3, "references are not flattened: {mixed}");
    assert_eq!(elements[0]["color"]["alpha"], json!(0.3));
    assert_eq!(elements[1]["color"]["components"], json!([1, 0, 0]));
    assert_eq!(elements[2].as_array().map(Vec::len), Some(2));
    assert_eq!(value(&set, "inner-shadow")["inset"], json!(true));
    assert_eq!(
        value(&set, "layered-shadow").as_array().map(Vec::len),
        Some(3)
    );

    // The §9.1 example is a fragment: the tokens it references do not exist.
    let (_, findings) = one(
        r#"{"layered-shadow": {"$type": "shadow", "$value": ["{base.shadow}",
            {"color": "{brand.accent}", "offsetX": {"value": 4, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"},
              "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]}}"#,
    );
    assert_findings(
        &findings,
        &[
            "{base.shadow} does not exist",
            "{brand.accent} does not exist",
        ],
    );
}

/// §9.3–9.5, Examples 47–49, 52–53: stroke styles (keyword, object, references in the dash
/// array), borders and transitions. Example 52 references `{color.focusring}`, which it does not
/// define: the one finding. (Examples 50–51 are rendering fallbacks, not files.)
#[test]
fn examples_47_to_53_stroke_border_transition() {
    let (_, findings) =
        one(r#"{"focus-ring-style": {"$type": "strokeStyle", "$value": "dashed"}}"#);
    assert_clean(&findings);
    let (_, findings) = one(
        r#"{"alert-border-style": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 0.5, "unit": "rem"}, {"value": 0.25, "unit": "rem"}], "lineCap": "round"}}}"#,
    );
    assert_clean(&findings);

    let (set, findings) = one(
        r#"{"notification-border-style": {"$type": "strokeStyle", "$value": {"dashArray": ["{dash-length-medium}", {"value": 0.25, "unit": "rem"}], "lineCap": "butt"}},
            "mixed-dash-style": {"$type": "strokeStyle", "$value": {"dashArray": ["{dash-length-long}", "{dash-gap-short}", {"value": 0.125, "unit": "rem"}, "{dash-gap-short}"], "lineCap": "round"}},
            "dash-length-medium": {"$type": "dimension", "$value": {"value": 10, "unit": "px"}},
            "dash-length-long": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}},
            "dash-gap-short": {"$type": "dimension", "$value": {"value": 0.25, "unit": "rem"}}}"#,
    );
    assert_clean(&findings);
    assert_eq!(
        value(&set, "mixed-dash-style")["dashArray"],
        json!([
            {"value": 1, "unit": "rem"},
            {"value": 0.25, "unit": "rem"},
            {"value": 0.125, "unit": "rem"},
            {"value": 0.25, "unit": "rem"}
        ])
    );

    let (set, findings) = one(r#"{"border": {
            "heavy": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0.218, 0.218, 0.218]}, "width": {"value": 3, "unit": "px"}, "style": "solid"}},
            "focusring": {"$type": "border", "$value": {"color": "{color.focusring}", "width": {"value": 1, "unit": "px"},
                "style": {"dashArray": [{"value": 0.5, "unit": "rem"}, {"value": 0.25, "unit": "rem"}], "lineCap": "round"}}}}}"#);
    assert_findings(&findings, &["{color.focusring} does not exist"]);
    assert_eq!(value(&set, "border.heavy")["style"], json!("solid"));

    let (set, findings) = one(
        r#"{"transition": {"emphasis": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}}}}"#,
    );
    assert_clean(&findings);
    assert_eq!(ty(&set, "transition.emphasis"), Some(TokenType::Transition));
}

/// §9.7, Examples 55–57: gradients, references to colour and number tokens inside stops, and
/// to other gradients (their stops used in place, decision 6). Example 57 references
/// `{brand.secondary}`, which it does not define: the one finding.
#[test]
fn examples_55_to_57_gradients() {
    for text in [
        r#"{"blue-to-red": {"$type": "gradient", "$value": [
            {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 0},
            {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 1}]}}"#,
        r#"{"mostly-yellow": {"$type": "gradient", "$value": [
            {"color": {"colorSpace": "srgb", "components": [1, 1, 0]}, "position": 0.666},
            {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 1}]}}"#,
    ] {
        assert_clean(&one(text).1);
    }

    let black = r#"{"colorSpace": "srgb", "components": [0, 0, 0]}"#;
    let example_57 = |secondary: &str| {
        format!(
            r#"{{"brand-primary": {{"$type": "color", "$value": {{"colorSpace": "srgb", "components": [0, 1, 0.4]}}}},
                "position-end": {{"$type": "number", "$value": 1}},
                "brand-in-the-middle": {{"$type": "gradient", "$value": [
                    {{"color": {black}, "position": 0}}, {{"color": "{{brand-primary}}", "position": 0.5}},
                    {{"color": {black}, "position": "{{position-end}}"}}]}},
                "gradient-with-references": {{"$type": "gradient", "$value": [
                    "{{gradient.start-stop}}", {{"color": "{secondary}", "position": 0.333}}, "{{gradient.end-stop}}"]}},
                "gradient": {{
                    "start-stop": {{"$type": "gradient", "$value": [{{"color": {{"colorSpace": "srgb", "components": [1, 1, 1]}}, "position": 0}}]}},
                    "end-stop": {{"$type": "gradient", "$value": [{{"color": {black}, "position": 1}}]}}}}}}"#
        )
    };
    let (set, findings) = one(&example_57("{brand.secondary}"));
    assert_findings(&findings, &["{brand.secondary} does not exist"]);
    let middle = value(&set, "brand-in-the-middle");
    assert_eq!(middle[1]["color"]["components"], json!([0, 1, 0.4]));
    assert_eq!(middle[2]["position"], json!(1));

    let (set, findings) = one(&example_57("{brand-primary}"));
    assert_clean(&findings);
    let stops = value(&set, "gradient-with-references");
    assert_eq!(
        stops.as_array().map(Vec::len),
        Some(3),
        "each referenced gradient contributes its one stop: {stops}"
    );
    assert_eq!(stops[0]["position"], json!(0));
    assert_eq!(stops[2]["position"], json!(1));
}

/// §9.8, Example 58: typography with explicit and referenced sub-values; the three tokens the
/// example references are not defined in it.
#[test]
fn example_58_typography() {
    let (set, findings) = one(r#"{"type styles": {
            "heading-level-1": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": {"value": 42, "unit": "px"},
                "fontWeight": 700, "letterSpacing": {"value": 0.1, "unit": "px"}, "lineHeight": 1.2}},
            "microcopy": {"$type": "typography", "$value": {"fontFamily": "{font.serif}", "fontSize": "{font.size.smallest}",
                "fontWeight": "{font.weight.normal}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}}}}"#);
    assert_findings(
        &findings,
        &[
            "{font.serif} does not exist",
            "{font.size.smallest} does not exist",
            "{font.weight.normal} does not exist",
        ],
    );
    assert_eq!(
        value(&set, "type styles.heading-level-1")["fontWeight"],
        json!(700)
    );
    assert!(
        set.concrete_value(set.lookup(&["type styles", "microcopy"]).unwrap())
            .is_none()
    );
}
