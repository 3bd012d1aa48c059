//! The DTCG engine on hand-written cases: the test list of the research notes (references,
//! `$root`, `$extends`, cycles, types, names, pointers, multi-file merges, the resolver, legacy
//! formats) and bad input. Each case asserts what a user is told.

use crate::common;

use common::{assert_clean, assert_finding, load, one, project, tokens};
use uispec_core::tokens::{Deprecation, Policy, TokenOptions, TokenType};

const RED: &str = r##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}"##;
const PX8: &str = r#"{"value": 8, "unit": "px"}"#;

/// The nearest-name search walks the token tree as a trie and prunes; it must still find
/// exactly what comparing the name with every token finds: the smallest optimal-alignment
/// distance within a third of the name's length, ties to the first path in byte order.
#[test]
fn suggestions_are_the_nearest_existing_names() {
    for depth in [2, 1] {
        nearest_names_in(&uispec_corpus::tokens(
            uispec_corpus::TokenShape {
                count: 3_000,
                aliases: 1_000,
                depth,
                composite_percent: 0,
            },
            7,
        ));
    }
}

fn nearest_names_in(text: &str) {
    let (set, findings) = one(text);
    assert_clean(&findings);
    let paths: Vec<String> = set.tokens().map(|id| set.path(id).join(".")).collect();
    let nearest = |wanted: &str| {
        let limit = (wanted.chars().count() / 3).max(2);
        paths
            .iter()
            .map(|path| (strsim::osa_distance(wanted, path), path))
            .filter(|(distance, _)| *distance <= limit)
            .min()
            .map(|(_, path)| format!("{{{path}}}"))
    };
    let mut rng = uispec_corpus::Rng::new(11);
    let mut tried = 0;
    for path in paths.iter().step_by(37) {
        let chars: Vec<char> = path.chars().collect();
        let at = rng.below(chars.len() - 1);
        let mut typos = vec![
            [&chars[..at], &chars[at + 1..]].concat(),
            [&chars[..at], &['x'], &chars[at..]].concat(),
            [&chars[..at], &['q'], &chars[at + 1..]].concat(),
            [&chars[..at], &[chars[at + 1], chars[at]], &chars[at + 2..]].concat(),
        ];
        typos.push(chars.iter().rev().copied().collect());
        typos.push(format!("brand{}.x", rng.below(1000)).chars().collect());
        for typo in typos {
            let wanted: String = typo.into_iter().collect();
            let segments: Vec<&str> = wanted.split('.').collect();
            assert_eq!(set.suggest(&segments), nearest(&wanted), "for {wanted}");
            tried += 1;
        }
    }
    assert!(tried > 400, "{tried}");
}

/// A file of a thousand references to missing names in a group of 3,000 (what a stranger's
/// pull request could hold to slow CI down): every one is reported, and the "did you mean"
/// searches share one budget, so the first ones get their hint and the rest none instead of the
/// load taking seconds.
#[test]
fn many_missing_references_share_one_search_budget() {
    let mut members: Vec<String> = (0..3_000)
        .map(|i| format!(r#""t{i}": {{"$value": {PX8}}}"#))
        .collect();
    members.extend((0..1_000).map(|i| format!(r#""m{i}": {{"$value": "{{base.t{i}x}}"}}"#)));
    let text = format!(
        r#"{{"base": {{"$type": "dimension", {}}}}}"#,
        members.join(", ")
    );
    let mut diags = uispec_core::Diagnostics::new();
    uispec_core::tokens::parse_token_files(
        &mut diags,
        &[uispec_core::SourceFile::new("t.tokens.json", text)],
    );
    let misses: Vec<_> = diags
        .as_slice()
        .iter()
        .filter(|d| d.rule.as_str() == "token-reference")
        .collect();
    assert_eq!(misses.len(), 1_000, "every missing reference is reported");
    assert_eq!(
        misses[0].help.as_deref(),
        Some("did you mean {base.t0}?"),
        "{}",
        misses[0].message
    );
    let hinted = misses.iter().take_while(|d| d.help.is_some()).count();
    assert!(
        hinted > 10 && hinted < 1_000,
        "{hinted} of 1,000 misses got a hint"
    );
    assert!(
        misses[hinted..].iter().all(|d| d.help.is_none()),
        "once the budget is spent, no later miss is searched"
    );
}

#[test]
fn references_to_leaves_groups_and_missing_names() {
    let text = format!(
        r#"{{"color": {{"$type": "color", "red": {{"$value": {RED}}}, "accent": {{"$root": {{"$value": "{{color.red}}"}}, "light": {{"$value": "{{color.accent.$root}}"}}}}}}}}"#
    );
    let (set, findings) = one(&text);
    assert_clean(&findings);
    let light = set.lookup(&["color", "accent", "light"]).unwrap();
    assert_eq!(set.token_type(light), Some(TokenType::Color));
    let chain = set.resolve(&["color", "accent", "light"]).unwrap();
    assert_eq!(
        chain
            .iter()
            .map(|&id| set.reference_of(id))
            .collect::<Vec<_>>(),
        [
            "{color.accent.light}",
            "{color.accent.$root}",
            "{color.red}"
        ]
    );
    assert_eq!(
        set.resolved_value(light)
            .unwrap()
            .get("hex")
            .unwrap()
            .as_str(),
        Some("#ff0000")
    );
    // A group is not a token; with a `$root` the hint says so.
    let group = set.lookup(&["color", "accent"]).unwrap_err();
    assert_eq!(group.message, "{color.accent} is a group, not a token");
    assert_eq!(
        group.help.as_deref(),
        Some("the group's own token is {color.accent.$root}")
    );
    // Missing leaf and missing intermediate group, with suggestions.
    let leaf = set.lookup(&["color", "rde"]).unwrap_err();
    assert_eq!(
        leaf.message,
        "{color.rde} does not exist: there is no `rde` in {color}"
    );
    assert_eq!(leaf.help.as_deref(), Some("did you mean {color.red}?"));
    let group = set.lookup(&["colour", "red"]).unwrap_err();
    assert_eq!(
        group.message,
        "{colour.red} does not exist: there is no `colour` at the top level"
    );
    assert_eq!(group.help.as_deref(), Some("did you mean {color.red}?"));
    let into = set.lookup(&["color", "red", "hex"]).unwrap_err();
    assert!(
        into.message.contains("cannot reach into its value"),
        "{}",
        into.message
    );
}

#[test]
fn reference_syntax_errors_each_have_their_message() {
    for (value, expected) in [
        ("{}", "names no token"),
        ("{color", "missing its closing `}`"),
        ("{a..b}", "empty segment"),
        ("{ a . b }", "spaces around a segment"),
        ("{a.$value}", "remove `.$value`"),
    ] {
        let (_, findings) = one(&format!(
            r#"{{"a": {{"$type": "color", "b": {{"$value": "{value}"}}}}}}"#
        ));
        assert_finding(&findings, expected);
    }
    // Text with a reference inside is not a reference (DTCG has no embedded references).
    let (_, findings) = one(r#"{"f": {"$type": "fontFamily", "$value": "Inter {a.b}"}}"#);
    assert_clean(&findings);
    let (_, findings) = one(&format!(
        r#"{{"w": {{"$type": "dimension", "$value": {PX8}}}, "b": {{"$type": "border", "$value": {{"color": {RED}, "width": "1px {{w}}", "style": "solid"}}}}}}"#
    ));
    assert_finding(
        &findings,
        "warning token-value: \"1px {w}\" is a string: a dimension is an object",
    );
}

#[test]
fn cycles_name_every_member() {
    let (_, findings) = one(r#"{"a": {"$type": "color", "$value": "{a}"}}"#);
    assert_finding(&findings, "token-cycle: circular reference: {a} → {a}");
    let (_, findings) = one(
        r#"{"g": {"$type": "color", "a": {"$value": "{g.b}"}, "b": {"$value": "{g.c}"}, "c": {"$value": "{g.a}"}}}"#,
    );
    let cycles: Vec<&String> = findings
        .iter()
        .filter(|f| f.contains("token-cycle"))
        .collect();
    assert_eq!(cycles.len(), 3, "{findings:?}");
    assert!(cycles[0].contains("{g.a} → {g.b} → {g.c} → {g.a}"));
    // Through token-level `$ref`, and mixing both syntaxes.
    let (_, findings) = one(
        r##"{"a": {"$type": "color", "$ref": "#/b"}, "b": {"$type": "color", "$value": "{a}"}}"##,
    );
    assert_eq!(
        findings
            .iter()
            .filter(|f| f.contains("token-cycle"))
            .count(),
        2,
        "{findings:?}"
    );
    // JSON Pointers inside values that lead back to themselves.
    let (_, findings) = one(
        r##"{"a": {"$type": "dimension", "$value": {"value": {"$ref": "#/b/$value/value"}, "unit": "px"}}, "b": {"$type": "dimension", "$value": {"value": {"$ref": "#/a/$value/value"}, "unit": "px"}}}"##,
    );
    assert_finding(&findings, "token-cycle: circular JSON Pointer references");
}

#[test]
fn long_chains_resolve_and_too_long_ones_are_errors() {
    let chain = |n: usize| {
        let mut text = r#"{"t": {"$type": "number", "n0": {"$value": 1}"#.to_owned();
        for i in 1..=n {
            text.push_str(&format!(r#", "n{i}": {{"$value": "{{t.n{}}}"}}"#, i - 1));
        }
        text.push_str("}}");
        text
    };
    let (set, findings) = one(&chain(1_000));
    assert_clean(&findings);
    assert_eq!(set.resolve(&["t", "n1000"]).unwrap().len(), 1_001);
    let (_, findings) = one(&chain(1_001));
    assert_finding(
        &findings,
        "json-limit: alias chain longer than 1000 references",
    );
}

#[test]
fn alias_types_propagate_and_mismatches_are_reported() {
    // Untyped aliases take the type at the end of the chain (§5.2.2).
    let (set, findings) = one(&format!(
        r#"{{"base": {{"$type": "dimension", "s": {{"$value": {PX8}}}}}, "a": {{"$value": "{{b}}"}}, "b": {{"$value": "{{base.s}}"}}}}"#
    ));
    assert_clean(&findings);
    assert_eq!(
        set.token_type(set.lookup(&["a"]).unwrap()),
        Some(TokenType::Dimension)
    );
    // A group's `$type` wins over the alias target's, and a mismatch is an error (§6.7.3).
    let (_, findings) = one(&format!(
        r#"{{"base": {{"$type": "dimension", "s": {{"$value": {PX8}}}}}, "color": {{"$type": "color", "a": {{"$value": "{{base.s}}"}}}}}}"#
    ));
    assert_finding(
        &findings,
        "token-reference-type: a color token cannot alias {base.s}, a dimension token",
    );
    // Sub-values of composites are checked by type.
    let base = format!(
        r#""c": {{"$type": "color", "$value": {RED}}}, "d": {{"$type": "dimension", "$value": {PX8}}}, "n": {{"$type": "number", "$value": 1.5}}"#
    );
    for (composite, value, expected) in [
        (
            "border",
            r#"{"color": "{d}", "width": "{d}", "style": "solid"}"#,
            "expected a color here, and {d} is a dimension token",
        ),
        (
            "shadow",
            r#"{"color": "{c}", "offsetX": "{c}", "offsetY": "{d}", "blur": "{d}", "spread": "{d}"}"#,
            "expected a dimension here, and {c} is a color token",
        ),
        (
            "typography",
            r#"{"fontFamily": "Inter", "fontSize": "{d}", "fontWeight": 400, "letterSpacing": "{d}", "lineHeight": "{d}"}"#,
            "expected a number here, and {d} is a dimension token",
        ),
        (
            "gradient",
            r#"[{"color": "{n}", "position": 0}]"#,
            "expected a color here, and {n} is a number token",
        ),
        (
            "strokeStyle",
            r#"{"dashArray": ["{n}"], "lineCap": "round"}"#,
            "expected a dimension here, and {n} is a number token",
        ),
        (
            "shadow",
            r#"["{c}"]"#,
            "expected a shadow here, and {c} is a color token",
        ),
    ] {
        let (_, findings) = one(&format!(
            r#"{{{base}, "x": {{"$type": "{composite}", "$value": {value}}}}}"#
        ));
        assert_finding(&findings, expected);
    }
}

#[test]
fn extends_inherits_overrides_whole_tokens_and_rejects_bad_targets() {
    let base = format!(
        r#""button": {{"$type": "color", "bg": {{"$value": {RED}, "$description": "base"}}, "fg": {{"$value": {RED}}}}}"#
    );
    let blue = r##"{"colorSpace": "srgb", "components": [0, 0, 1]}"##;
    let (set, findings) = one(&format!(
        r#"{{{base}, "primary": {{"$extends": "{{button}}", "bg": {{"$value": {blue}}}}}, "secondary": {{"$extends": "{{button}}"}}, "use": {{"$type": "color", "$value": "{{primary.fg}}"}}}}"#
    ));
    assert_clean(&findings);
    // Inherited tokens are referenceable under the extending group, with the group's type.
    let fg = set.lookup(&["primary", "fg"]).unwrap();
    assert_eq!(set.token_type(fg), Some(TokenType::Color));
    // The override replaced the whole token: no stale description or hex.
    let bg = set.lookup(&["primary", "bg"]).unwrap();
    assert_eq!(set.node(bg).description(), None);
    assert!(set.resolved_value(bg).unwrap().get("hex").is_none());
    assert!(
        set.lookup(&["secondary", "bg"]).is_ok(),
        "siblings may extend the same group"
    );

    for (extends, expected) in [
        (
            r#""outer": {"inner": {"$extends": "{outer}"}}"#,
            "extends its own ancestor",
        ),
        (
            &format!(r#""t": {{"$type": "color", "$value": {RED}}}, "g": {{"$extends": "{{t}}"}}"#),
            "must reference a group, and {t} is a token",
        ),
        (
            r#""g": {"$extends": "{nope}"}"#,
            "`$extends` target {nope} does not exist",
        ),
        (
            r#""a": {"$extends": "{b}"}, "b": {"$extends": "{c}"}, "c": {"$extends": "{a}"}"#,
            "circular `$extends`: {a} → {b} → {c} → {a}",
        ),
    ] {
        let (_, findings) = one(&format!("{{{extends}}}"));
        assert_finding(&findings, expected);
    }
}

#[test]
fn names_follow_the_spec() {
    let (set, findings) = one(&format!(
        r#"{{"brand colors": {{"$type": "color", "my/red": {{"$value": {RED}}}, "a~b": {{"$value": {RED}}}, "ünï": {{"$value": {RED}}}, "500": {{"$value": {RED}}}}}}}"#
    ));
    assert_clean(&findings);
    assert!(set.lookup(&["brand colors", "my/red"]).is_ok());
    for (name, expected) in [
        ("$x", "`$x` is not a group property"),
        ("a.b", "cannot contain `.`"),
        ("a{b", "cannot contain `{` or `}`"),
    ] {
        let (_, findings) = one(&format!(
            r#"{{"{name}": {{"$type": "color", "$value": {RED}}}}}"#
        ));
        assert_finding(&findings, expected);
    }
    let (_, findings) = one(&format!(
        r#"{{"g": {{"$type": "color", "Red": {{"$value": {RED}}}, "red": {{"$value": {RED}}}}}}}"#
    ));
    assert_finding(
        &findings,
        "warning token-name: `red` and `Red` differ only in case",
    );
}

#[test]
fn structure_metadata_and_deprecation() {
    let (_, findings) = one(&format!(
        r#"{{"t": {{"$type": "color", "$value": {RED}, "hover": {{"$value": {RED}}}}}}}"#
    ));
    assert_finding(&findings, "has both `$value` and a child `hover`");
    let (_, findings) = one(r#"{"g": {"$type": "color"}}"#);
    assert_finding(
        &findings,
        "warning token-structure: `g` has no `$value`: it is an empty group, not a token",
    );
    let (_, findings) = one(r#"{"g": {"size": {"value": 4}}}"#);
    assert_finding(&findings, "`value` is a number, not a token or a group");
    // `$extensions` is never descended into; `$deprecated` text may mention references.
    let (set, findings) = one(&format!(
        r#"{{"g": {{"$type": "color", "$deprecated": "use {{new.red}}", "old": {{"$value": {RED}, "$extensions": {{"com.x": {{"ref": "{{nope}}"}}}}}}, "kept": {{"$value": {RED}, "$deprecated": false}}}}}}"#
    ));
    assert_clean(&findings);
    assert_eq!(
        set.deprecation(set.lookup(&["g", "old"]).unwrap()),
        Some(&Deprecation::Reason("use {new.red}".to_owned()))
    );
    assert_eq!(set.deprecation(set.lookup(&["g", "kept"]).unwrap()), None);
}

#[test]
fn json_pointers() {
    let text = format!(
        r##"{{"a/b": {{"$type": "color", "$value": {RED}}}, "a~b": {{"$type": "color", "$value": {RED}}}, "n": {{"$type": "number", "$ref": "#/a~1b/$value/components/0"}}, "m": {{"$type": "color", "$ref": "#/a~0b"}}}}"##
    );
    let (set, findings) = one(&text);
    assert_clean(&findings);
    assert_eq!(
        set.resolved_value(set.lookup(&["n"]).unwrap())
            .unwrap()
            .as_f64(),
        Some(1.0)
    );
    for (pointer, expected) in [
        (
            "#/a~1b/$value/components/7",
            "index 7 is out of range: the array has 3 elements",
        ),
        ("a~1b", "starts with `#/`"),
        (
            "#/a~1b/$type",
            "only values can be referenced, not metadata",
        ),
        ("#/nope", "there is no `nope` at the top level"),
    ] {
        let (_, findings) = one(&text.replace("#/a~1b/$value/components/0", pointer));
        assert_finding(&findings, expected);
    }
}

#[test]
fn later_files_replace_whole_tokens_with_a_note() {
    let (set, findings) = tokens(&[
        (
            "a.tokens.json",
            &format!(
                r#"{{"c": {{"$type": "color", "red": {{"$value": {RED}, "$description": "first"}}}}}}"#
            ),
        ),
        (
            "b.tokens.json",
            r#"{"c": {"red": {"$value": {"colorSpace": "srgb", "components": [0.9, 0, 0]}}}}"#,
        ),
    ]);
    assert_eq!(
        findings,
        ["note token-override: {c.red} is defined again: this definition replaces the earlier one"]
    );
    let red = set.lookup(&["c", "red"]).unwrap();
    assert_eq!(
        set.node(red).description(),
        None,
        "nothing is merged from the earlier definition"
    );
    assert!(set.resolved_value(red).unwrap().get("hex").is_none());
    assert_eq!(
        set.token_type(red),
        Some(TokenType::Color),
        "the group's type still applies"
    );
}

#[test]
fn bad_input_is_reported_never_a_crash() {
    for (text, expected) in [
        ("{\"a\": ", "json-syntax"),
        (
            "[1, 2]",
            "a token file is a JSON object of groups and tokens, found an array",
        ),
        (
            r#"{"$value": 1}"#,
            "the root of a token file cannot be a token",
        ),
        (
            r#"{"n": {"$type": "number", "$value": 1e999}}"#,
            "json-limit: number out of range",
        ),
        (
            r#"{"n": {"$type": "number", "$value": null}}"#,
            "must be a number, found null",
        ),
    ] {
        let (_, findings) = one(text);
        assert_finding(&findings, expected);
    }
    let deep = format!(
        r#"{{"x": {{"$type": "number", "$value": {}1{}}}}}"#,
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    let (_, findings) = one(&deep);
    assert_finding(&findings, "json-limit");
}

#[test]
fn files_load_in_a_fixed_order_and_io_problems_are_findings() {
    let red = format!(r#"{{"c": {{"$type": "color", "x": {{"$value": {RED}}}}}}}"#);
    let green = r#"{"c": {"x": {"$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}}}"#;
    let (_dir, root) = project(&[
        ("tokens/b.tokens.json", green.as_bytes()),
        ("tokens/a.tokens.json", red.as_bytes()),
        ("tokens/notes.txt", b"not tokens"),
        ("tokens/latin1.json", b"{\"n\": \"caf\xe9\"}"),
    ]);
    std::fs::File::create(root.join("tokens/huge.tokens.json"))
        .unwrap()
        .set_len(17 << 20)
        .unwrap();
    let (tokens, findings) = load(&root, TokenOptions::default());
    let set = tokens.default_set().unwrap();
    let x = set.lookup(&["c", "x"]).unwrap();
    // b sorts after a, so b's green wins.
    assert_eq!(
        set.resolved_value(x)
            .unwrap()
            .get("components")
            .unwrap()
            .as_array()
            .unwrap()[1]
            .as_f64(),
        Some(1.0)
    );
    assert_finding(&findings, "note token-override");
    assert_finding(&findings, "io-error: `tokens/latin1.json` is not UTF-8");
    assert_finding(
        &findings,
        "json-limit: file is 17825792 bytes, over the limit of 16 MiB",
    );
}

#[test]
fn a_resolver_defines_the_tree_and_policies_decide() {
    let resolver = br##"{
      "version": "2025.10",
      "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
      "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"c": {"$type": "color", "only-dark": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}]}, "default": "light"}},
      "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]
    }"##;
    let base = format!(
        r#"{{"c": {{"$type": "color", "red": {{"$value": {RED}}}, "bg": {{"$value": "{{c.surface}}"}}}}}}"#
    );
    let light = br#"{"c": {"surface": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#;
    let (_dir, root) = project(&[
        ("tokens/theme.resolver.json", resolver),
        ("tokens/base.tokens.json", base.as_bytes()),
        ("tokens/light.tokens.json", light),
        ("tokens/stray.tokens.json", b"{}"),
    ]);
    let (tokens, findings) = load(&root, TokenOptions::default());
    assert_eq!(tokens.permutations.len(), 2);
    // `{c.surface}` exists only in the light context: the dark permutation reports it.
    assert_finding(
        &findings,
        "error token-reference: {c.surface} does not exist",
    );
    assert_finding(
        &findings,
        "note token-resolver: ignored: tokens/theme.resolver.json defines the tokens",
    );
    assert!(tokens.check(&["c", "red"], Policy::All).is_ok());
    let unresolved = tokens.check(&["c", "only-dark"], Policy::All).unwrap_err();
    assert_eq!(
        unresolved.missing_in,
        [vec![("theme".to_owned(), "light".to_owned())]]
    );
    assert!(tokens.check(&["c", "only-dark"], Policy::Any).is_ok());
    assert!(tokens.check(&["c", "only-dark"], Policy::Default).is_err());
    assert!(tokens.check(&["c", "surface"], Policy::Default).is_ok());
}

#[test]
fn legacy_formats_are_named_and_read_in_compat_mode() {
    let style_dictionary = br##"{"color": {"base": {"red": {"value": "#ff0000", "type": "color"}}, "accent": {"value": "{color.base.red.value}"}}}"##;
    let (_dir, root) = project(&[("tokens/sd.json", style_dictionary)]);
    let (_, findings) = load(&root, TokenOptions::default());
    assert_eq!(
        findings,
        ["error token-legacy-format: this is a Style Dictionary (pre-DTCG) file, not DTCG 2025.10"]
    );
    let (tokens, findings) = load(
        &root,
        TokenOptions {
            compat: true,
            ..TokenOptions::default()
        },
    );
    assert_clean(&findings);
    assert!(tokens.check(&["color", "accent"], Policy::All).is_ok());

    let studio = br##"{
      "global": {"spacing": {"base": {"value": "4", "type": "spacing"}, "double": {"value": "{spacing.base} * 2", "type": "spacing"}, "bad": {"value": "{spacing.nope} * 2", "type": "spacing"}}},
      "light": {"bg": {"value": "#ffffff", "type": "color"}},
      "$themes": [], "$metadata": {"tokenSetOrder": ["global", "light"]}
    }"##;
    let (_dir, root) = project(&[("tokens/tokens.json", studio)]);
    let (_, findings) = load(&root, TokenOptions::default());
    assert_finding(&findings, "this is a Tokens Studio file, not DTCG 2025.10");
    let (tokens, findings) = load(
        &root,
        TokenOptions {
            compat: true,
            ..TokenOptions::default()
        },
    );
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_finding(
        &findings,
        "error token-reference: {spacing.nope} does not exist",
    );
    let set = tokens.default_set().unwrap();
    assert_eq!(
        set.token_type(set.lookup(&["spacing", "double"]).unwrap()),
        Some(TokenType::Dimension)
    );
    assert!(
        set.lookup(&["bg"]).is_ok(),
        "sets merge at the root, as Tokens Studio references them"
    );
}

/// Files over 64 KiB are parsed on a second thread while the tree is built; every outcome must
/// be the one of the sequential path.
#[test]
fn large_files_stream_with_the_same_results() {
    use uispec_corpus::{TokenShape, tokens as generate};
    let text = generate(
        TokenShape {
            count: 3_000,
            aliases: 2_000,
            depth: 3,
            composite_percent: 10,
        },
        7,
    );
    assert!(text.len() > 100_000);
    let (set, findings) = one(&text);
    assert_clean(&findings);
    assert_eq!(set.token_count(), 3_000);
    let chain = set.resolve(&["set2", "group29", "t2999"]).unwrap();
    assert!(set.resolved_value(*chain.last().unwrap()).is_some());

    // A syntax error at the very end: the partial tree is discarded, only the error remains.
    let broken = format!("{},", text.trim_end());
    let (_, findings) = one(&broken);
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert!(findings[0].starts_with("error json-syntax"), "{findings:?}");

    // Repeated and case-colliding top-level names, and a token at the root.
    let body = text.trim_end().trim_end_matches('}');
    let (_, findings) = one(&format!("{body}, \"set0\": {{}}, \"SET1\": {{}}}}"));
    assert_finding(&findings, "error json-duplicate-key: duplicate key `set0`");
    assert_finding(
        &findings,
        "warning token-name: `SET1` and `set1` differ only in case",
    );
    let (_, findings) = one(&format!("{body}, \"$value\": 1}}"));
    assert_finding(&findings, "the root of a token file cannot be a token");
}

/// In compat mode, Tokens Studio themes act like a resolver's modifiers: one tree per choice of
/// themes, built from the sets they enable.
#[test]
fn tokens_studio_themes_are_permutations_in_compat_mode() {
    let compat = TokenOptions {
        compat: true,
        ..TokenOptions::default()
    };
    let themes = br#"[
      {"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"global": "source", "light": "enabled", "dark": "disabled"}},
      {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"global": "source", "dark": "enabled", "light": "disabled"}}
    ]"#;
    let (_dir, root) = project(&[
        ("tokens/$themes.json", themes),
        ("tokens/$metadata.json", br#"{"tokenSetOrder": ["global", "light", "dark"]}"#),
        ("tokens/global.json", br#"{"space": {"base": {"value": "4", "type": "spacing"}}}"#),
        ("tokens/light.json", br##"{"bg": {"value": "#ffffff", "type": "color"}}"##),
        ("tokens/dark.json", br##"{"bg": {"value": "#000000", "type": "color"}, "glow": {"value": "{bg}", "type": "color"}}"##),
    ]);
    let (tokens, findings) = load(&root, compat);
    assert_clean(&findings);
    let inputs: Vec<_> = tokens
        .permutations
        .iter()
        .map(|p| p.inputs.clone())
        .collect();
    assert_eq!(
        inputs,
        [
            vec![("mode".to_owned(), "light".to_owned())],
            vec![("mode".to_owned(), "dark".to_owned())]
        ]
    );
    assert!(
        tokens.check(&["space", "base"], Policy::All).is_ok(),
        "source sets are read"
    );
    assert!(tokens.check(&["bg"], Policy::All).is_ok());
    let glow = tokens.check(&["glow"], Policy::All).unwrap_err();
    assert_eq!(
        glow.missing_in,
        [vec![("mode".to_owned(), "light".to_owned())]]
    );
    assert!(tokens.check(&["glow"], Policy::Any).is_ok());
    assert!(
        tokens.check(&["glow"], Policy::Default).is_err(),
        "the first theme is the default"
    );
}
