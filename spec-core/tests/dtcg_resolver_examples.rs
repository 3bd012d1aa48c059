//! Every example of the Resolver Module 2025.10, in the report's order, as a project on disk:
//! the resolver document (the spec's fragments completed with `version` and
//! `resolutionOrder` where they leave them out) and the token files it references, each file
//! a marker that names itself. Each test checks which files make up each permutation and in
//! which order, or the error the spec asks for. Decisions: `docs/dtcg-decisions.md`.

use crate::common;

use common::{load, project};
use uispec_core::tokens::{Policy, TokenOptions, TokenSet, Tokens};

/// A token file that names itself: every marker defines `last` (so the last file applied
/// wins it) and one token of its own, named after its path.
fn marker(path: &str) -> String {
    format!(
        r##"{{"last": {{"$type": "fontFamily", "$value": "{path}"}}, "{}": {{"$type": "fontFamily", "$value": "{path}"}}}}"##,
        own(path)
    )
}

/// The name of a marker's own token.
fn own(path: &str) -> String {
    path.replace(['/', '.'], "-")
}

/// A project with `tokens/theme.resolver.json` and a marker for each of `files` (relative to
/// the resolver); the loaded tokens and the errors and warnings (notes left out).
fn resolve(resolver: &str, files: &[&str]) -> (tempfile::TempDir, Tokens, Vec<String>) {
    let markers: Vec<(String, String)> = files
        .iter()
        .map(|f| (format!("tokens/{f}"), marker(f)))
        .collect();
    let mut all: Vec<(&str, &[u8])> = vec![("tokens/theme.resolver.json", resolver.as_bytes())];
    all.extend(markers.iter().map(|(p, t)| (p.as_str(), t.as_bytes())));
    let (dir, root) = project(&all);
    let (tokens, findings) = load(&root, TokenOptions::default());
    let findings = findings
        .into_iter()
        .filter(|f| !f.starts_with("note"))
        .collect();
    (dir, tokens, findings)
}

/// The tree of the permutation with exactly these inputs.
fn permutation<'t>(tokens: &'t Tokens, inputs: &[(&str, &str)]) -> &'t TokenSet {
    let found = tokens.permutations.iter().find(|p| {
        p.inputs.len() == inputs.len()
            && inputs
                .iter()
                .all(|(m, c)| p.inputs.iter().any(|(pm, pc)| pm == m && pc == c))
    });
    &found
        .unwrap_or_else(|| panic!("no permutation {inputs:?}: {:?}", inputs_of(tokens)))
        .set
}

fn inputs_of(tokens: &Tokens) -> Vec<Vec<(String, String)>> {
    tokens
        .permutations
        .iter()
        .map(|p| p.inputs.clone())
        .collect()
}

/// The string value of a top-level token.
fn text(set: &TokenSet, name: &str) -> Option<String> {
    let id = set.lookup(&[name]).ok()?;
    set.resolved_value(id)?.as_str().map(str::to_owned)
}

/// Which of the `candidates` marker files a tree contains (in the candidates' order; the order
/// files were applied in shows in `last`).
fn files_in(set: &TokenSet, candidates: &[&str]) -> Vec<String> {
    candidates
        .iter()
        .filter(|f| text(set, &own(f)).is_some())
        .map(|f| (*f).to_owned())
        .collect()
}

fn assert_no_findings(findings: &[String]) {
    assert!(findings.is_empty(), "{}", findings.join("\n"));
}

fn assert_one_finding(findings: &[String], expected: &str) {
    assert!(
        findings.len() == 1 && findings[0].contains(expected),
        "expected only `{expected}`, got:\n{}",
        findings.join("\n")
    );
}

/// §4.1.4 "Sets comprising remote files and inline tokens": sources merge in array order.
#[test]
fn sets_of_files_and_inline_tokens() {
    let files = [
        "base/legacy.json",
        "base/foundation.json",
        "base/color-ramps.json",
        "base/semantic.json",
    ];
    let (_dir, tokens, findings) = resolve(
        r##"{"version": "2025.10",
            "sets": {
              "color": {"description": "Color tokens", "sources": [
                {"$ref": "base/legacy.json"}, {"$ref": "base/foundation.json"},
                {"$ref": "base/color-ramps.json"}, {"$ref": "base/semantic.json"}]},
              "size": {"description": "Dimension, margin, and spacing tokens", "sources": [
                {"space": {"base": {"100": {"$type": "dimension", "$value": {"value": 2, "unit": "rem"}}}}}]}},
            "resolutionOrder": [{"$ref": "#/sets/color"}, {"$ref": "#/sets/size"}]}"##,
        &files,
    );
    assert_no_findings(&findings);
    assert_eq!(tokens.permutations.len(), 1);
    let set = &tokens.permutations[0].set;
    assert_eq!(files_in(set, &files), files);
    assert_eq!(text(set, "last").as_deref(), Some("base/semantic.json"));
    let space = set.lookup(&["space", "base", "100"]).unwrap();
    assert_eq!(
        set.concrete_value(space),
        Some(serde_json::json!({"value": 2, "unit": "rem"}))
    );
}

const THEME: &str = r##""theme": {"description": "Color theme", "contexts": {
    "light": [{"$ref": "theme/light.json"}],
    "lightHighContrast": [{"$ref": "theme/light.json"}, {"$ref": "theme/dark-high-contrast.json"}],
    "dark": [{"$ref": "theme/dark.json"}],
    "darkHighContrast": [{"$ref": "theme/dark.json"}, {"$ref": "theme/dark-high-contrast.json"}]},
    "default": "light"}"##;
const THEME_FILES: [&str; 3] = [
    "theme/light.json",
    "theme/dark.json",
    "theme/dark-high-contrast.json",
];

/// §4.1.5.1 "Color theme modifier": one permutation per context, the contexts' sources in
/// order, and `default` marks the default permutation.
#[test]
fn a_color_theme_modifier() {
    let (_dir, tokens, findings) = resolve(
        &format!(
            r##"{{"version": "2025.10", "modifiers": {{{THEME}}}, "resolutionOrder": [{{"$ref": "#/modifiers/theme"}}]}}"##
        ),
        &THEME_FILES,
    );
    assert_no_findings(&findings);
    assert_eq!(tokens.permutations.len(), 4);
    let light_hc = permutation(&tokens, &[("theme", "lightHighContrast")]);
    assert_eq!(
        files_in(light_hc, &THEME_FILES),
        ["theme/light.json", "theme/dark-high-contrast.json"]
    );
    assert_eq!(
        text(light_hc, "last").as_deref(),
        Some("theme/dark-high-contrast.json")
    );
    let default = tokens.default_set().unwrap();
    assert_eq!(text(default, "last").as_deref(), Some("theme/light.json"));
}

/// §4.1.5.1 "Modifier referencing a set": a set in a context is the same as its sources
/// written there.
#[test]
fn a_modifier_referencing_a_set_equals_its_sources_inlined() {
    let files = [
        "size/base.json",
        "device/mobile.json",
        "device/tablet.json",
        "device/desktop.json",
        "typography/mobile.json",
        "typography/base.json",
    ];
    let context = |base: &str, device: &str, typography: &str| {
        format!(
            r##"[{{"$ref": "{base}"}}, {{"$ref": "device/{device}.json"}}, {{"$ref": "typography/{typography}.json"}}]"##
        )
    };
    let document = |base: &str| {
        format!(
            r##"{{"version": "2025.10",
                "sets": {{"baseSize": {{"sources": [{{"$ref": "size/base.json"}}]}}}},
                "modifiers": {{"size": {{"description": "Application size", "contexts": {{
                    "small": {}, "medium": {}, "large": {}}}}}}},
                "resolutionOrder": [{{"$ref": "#/modifiers/size"}}]}}"##,
            context(base, "mobile", "mobile"),
            context(base, "tablet", "base"),
            context(base, "desktop", "base"),
        )
    };
    let (_a, by_set, findings) = resolve(&document("#/sets/baseSize"), &files);
    assert_no_findings(&findings);
    let (_b, inlined, findings) = resolve(&document("size/base.json"), &files);
    assert_no_findings(&findings);
    assert_eq!(by_set.permutations.len(), 3);
    for size in ["small", "medium", "large"] {
        let (a, b) = (
            permutation(&by_set, &[("size", size)]),
            permutation(&inlined, &[("size", size)]),
        );
        assert_eq!(files_in(a, &files), files_in(b, &files), "{size}");
        assert_eq!(text(a, "last"), text(b, "last"), "{size}");
    }
    assert_eq!(
        files_in(permutation(&by_set, &[("size", "small")]), &files),
        [
            "size/base.json",
            "device/mobile.json",
            "typography/mobile.json"
        ]
    );
}

/// §4.1.5.4 "Calculating resolutions": the product of every modifier's contexts.
#[test]
fn resolutions_are_the_product_of_contexts() {
    let modifier = |name: &str, count: usize| {
        let contexts: Vec<String> = (0..count).map(|i| format!(r##""c{i}": []"##)).collect();
        format!(
            r##"{{"type": "modifier", "name": "{name}", "contexts": {{{}}}}}"##,
            contexts.join(", ")
        )
    };
    for (counts, expected) in [(&[2, 2][..], 4), (&[4, 3, 2][..], 24)] {
        let order: Vec<String> = counts
            .iter()
            .enumerate()
            .map(|(i, n)| modifier(&format!("m{i}"), *n))
            .collect();
        let (_dir, tokens, findings) = resolve(
            &format!(
                r##"{{"version": "2025.10", "resolutionOrder": [{}]}}"##,
                order.join(", ")
            ),
            &[],
        );
        assert_no_findings(&findings);
        assert_eq!(tokens.permutations.len(), expected, "{counts:?}");
    }
}

/// §4.1.6 "Composing sets and modifiers together": the sets in order, then the theme's
/// context. (The spec's result table lists `theme/light-high-contrast.json` for
/// `lightHighContrast`, while its resolver document says `theme/dark-high-contrast.json`;
/// the document is what a tool reads.)
#[test]
fn composing_sets_and_modifiers() {
    let foundation = [
        "foundation/size.json",
        "foundation/typography.json",
        "foundation/animation.json",
    ];
    let all: Vec<&str> = foundation.iter().chain(&THEME_FILES).copied().collect();
    let (_dir, tokens, findings) = resolve(
        &format!(
            r##"{{"version": "2025.10",
                "sets": {{"size": {{"sources": [{{"$ref": "foundation/size.json"}}]}},
                          "typography": {{"sources": [{{"$ref": "foundation/typography.json"}}]}},
                          "animation": {{"sources": [{{"$ref": "foundation/animation.json"}}]}}}},
                "modifiers": {{{THEME}}},
                "resolutionOrder": [{{"$ref": "#/sets/size"}}, {{"$ref": "#/sets/typography"}},
                                    {{"$ref": "#/sets/animation"}}, {{"$ref": "#/modifiers/theme"}}]}}"##
        ),
        &all,
    );
    assert_no_findings(&findings);
    for (input, theme_files) in [
        ("light", &["theme/light.json"][..]),
        (
            "lightHighContrast",
            &["theme/light.json", "theme/dark-high-contrast.json"][..],
        ),
        ("dark", &["theme/dark.json"][..]),
        (
            "darkHighContrast",
            &["theme/dark.json", "theme/dark-high-contrast.json"][..],
        ),
    ] {
        let set = permutation(&tokens, &[("theme", input)]);
        let mut expected: Vec<&str> = foundation.to_vec();
        expected.extend(theme_files);
        let mut present = files_in(set, &all);
        present.sort();
        expected.sort();
        assert_eq!(present, expected, "{input}");
        assert_eq!(
            text(set, "last").as_deref(),
            theme_files.last().copied(),
            "{input}: the last file applied wins"
        );
    }
}

/// §4.1.6 "Empty array in modifiers": a context may add nothing.
#[test]
fn an_empty_context_adds_nothing() {
    let (_dir, tokens, findings) = resolve(
        r##"{"version": "2025.10",
            "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
            "modifiers": {"debug": {"description": "Enable debug mode", "contexts": {"false": [], "true": [{"$ref": "debug.json"}]}}},
            "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/debug"}]}"##,
        &["base.json", "debug.json"],
    );
    assert_no_findings(&findings);
    let off = permutation(&tokens, &[("debug", "false")]);
    assert_eq!(files_in(off, &["base.json", "debug.json"]), ["base.json"]);
    let on = permutation(&tokens, &[("debug", "true")]);
    assert_eq!(text(on, "last").as_deref(), Some("debug.json"));
    // With no `default`, the first context is the default permutation's.
    assert_eq!(
        tokens
            .default_set()
            .and_then(|s| text(s, "last"))
            .as_deref(),
        Some("base.json")
    );
}

/// §4.1.6.1 "Composition with inline sets and modifiers". As printed, the inline set
/// `Animation` takes its sources from `#/sets/Animation`, which the fragment never declares
/// (an inline set cannot be referenced, so it is not itself): reported. Declared, it is read,
/// and the inline set of the same name does not replace it.
#[test]
fn inline_sets_and_modifiers() {
    let document = |sets: &str| {
        format!(
            r##"{{"version": "2025.10", {sets}
                "resolutionOrder": [
                  {{"type": "set", "name": "Size", "sources": [{{"$ref": "foundation/size.json"}}]}},
                  {{"type": "set", "name": "Typography", "sources": [{{"$ref": "foundation/typography.json"}}]}},
                  {{"type": "set", "name": "Animation", "sources": [{{"$ref": "#/sets/Animation"}}]}},
                  {{"type": "modifier", "name": "Theme", "description": "Color theme", "contexts": {{
                    "light": [{{"$ref": "theme/light.json"}}],
                    "lightHighContrast": [{{"$ref": "theme/light.json"}}, {{"$ref": "theme/dark-high-contrast.json"}}],
                    "dark": [{{"$ref": "theme/dark.json"}}],
                    "darkHighContrast": [{{"$ref": "theme/dark.json"}}, {{"$ref": "theme/dark-high-contrast.json"}}]}},
                   "default": "light"}}]}}"##
        )
    };
    let files = [
        "foundation/size.json",
        "foundation/typography.json",
        "foundation/animation.json",
        "theme/light.json",
        "theme/dark.json",
        "theme/dark-high-contrast.json",
    ];
    let (_a, _, findings) = resolve(&document(""), &files);
    assert_one_finding(&findings, "there is no set `Animation` under `sets`");

    let (_b, tokens, findings) = resolve(
        &document(
            r##""sets": {"Animation": {"sources": [{"$ref": "foundation/animation.json"}]}},"##,
        ),
        &files,
    );
    assert_no_findings(&findings);
    assert_eq!(tokens.permutations.len(), 4);
    let dark = permutation(&tokens, &[("Theme", "dark")]);
    assert_eq!(
        files_in(dark, &files),
        [
            "foundation/size.json",
            "foundation/typography.json",
            "foundation/animation.json",
            "theme/dark.json"
        ]
    );

    // Inline names must be unique in `resolutionOrder`, and need `name` and `type`.
    for (order, expected) in [
        (
            r##"{"type": "set", "name": "A", "sources": []}, {"type": "set", "name": "A", "sources": []}"##,
            "`A` appears twice in `resolutionOrder`",
        ),
        (
            r##"{"type": "set", "sources": []}"##,
            "an inline entry needs a `name`",
        ),
        (
            r##"{"name": "A", "sources": []}"##,
            "an inline entry needs `\"type\": \"set\"` or `\"type\": \"modifier\"`",
        ),
    ] {
        let (_dir, _, findings) = resolve(
            &format!(r##"{{"version": "2025.10", "resolutionOrder": [{order}]}}"##),
            &[],
        );
        assert_one_finding(&findings, expected);
    }
}

/// §4.1.6.1 "Invalid inline set reference" and §4.2.1: nothing may point into
/// `resolutionOrder`, and only `resolutionOrder` may reference a modifier.
#[test]
fn invalid_pointers() {
    let modifier = r##""modifiers": {"m": {"contexts": {"a": [], "b": []}}}"##;
    for (document, expected) in [
        (
            r##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/resolutionOrder/4"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##.to_owned(),
            "nothing may reference the `resolutionOrder`",
        ),
        (
            format!(
                r##"{{"version": "2025.10", {modifier}, "resolutionOrder": [{{"$ref": "#/modifiers/m"}}, {{"$ref": "#/resolutionOrder/0"}}]}}"##
            ),
            "nothing may reference the `resolutionOrder` itself",
        ),
        (
            format!(
                r##"{{"version": "2025.10", {modifier}, "sets": {{"s": {{"sources": [{{"$ref": "#/modifiers/m"}}]}}}}, "resolutionOrder": [{{"$ref": "#/sets/s"}}]}}"##
            ),
            "a source cannot reference a modifier",
        ),
        (
            r##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [{"$ref": "#/modifiers/m/contexts/b"}], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##.to_owned(),
            "a source cannot reference a modifier",
        ),
    ] {
        let (_dir, tokens, findings) = resolve(&document, &[]);
        assert_one_finding(&findings, expected);
        assert!(tokens.permutations.is_empty());
    }
}

/// §4.2 "Valid reference objects": a set in the document, a file relative to it, anything
/// else the document holds (here under `$defs`). A part of another document and a remote URL
/// are forms a tool may decline (§4.2: beyond same-document references "tools may make
/// individual decisions"): uispec reports them rather than guessing.
#[test]
fn reference_objects() {
    let (_dir, tokens, findings) = resolve(
        r##"{"version": "2025.10",
            "sets": {"MySet": {"sources": [{"$ref": "path/to/example.json"}, {"$ref": "#/$defs/extra"}]}},
            "$defs": {"extra": {"from-defs": {"$type": "number", "$value": 1}}},
            "resolutionOrder": [{"$ref": "#/sets/MySet"}]}"##,
        &["path/to/example.json"],
    );
    assert_no_findings(&findings);
    let set = &tokens.permutations[0].set;
    assert_eq!(text(set, "last").as_deref(), Some("path/to/example.json"));
    assert!(set.lookup(&["from-defs"]).is_ok());

    for (reference, expected) in [
        (
            "example.json#sets/MySet",
            "references into other documents are not supported",
        ),
        (
            "https://my-server.com/tokens.json",
            "remote sources are not read",
        ),
    ] {
        let (_dir, _, findings) = resolve(
            &format!(
                r##"{{"version": "2025.10", "sets": {{"s": {{"sources": [{{"$ref": "{reference}"}}]}}}}, "resolutionOrder": [{{"$ref": "#/sets/s"}}]}}"##
            ),
            &["example.json"],
        );
        assert_one_finding(&findings, expected);
    }
}

/// §4.2 "Invalid reference objects": reference objects that point at each other, and one that
/// points at an object containing it, have no value.
#[test]
fn circular_reference_objects() {
    for (document, expected) in [
        (
            r##"{"version": "2025.10",
                "$defs": {"foo": {"bar": {"$ref": "#/$defs/baz/bat"}}, "baz": {"bat": {"$ref": "#/$defs/foo/bar"}}},
                "sets": {"s": {"sources": [{"$ref": "#/$defs/foo/bar"}]}},
                "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            "these reference objects point at each other",
        ),
        (
            r##"{"version": "2025.10",
                "sets": {"s": {"sources": [{"$ref": "#/sets/s/sources"}]}},
                "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            "`#/sets/s/sources` includes this reference itself",
        ),
        (
            r##"{"version": "2025.10",
                "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}},
                "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "sets include each other: a → b → a",
        ),
    ] {
        let (_dir, tokens, findings) = resolve(document, &[]);
        assert_one_finding(&findings, expected);
        assert!(tokens.permutations.is_empty());
    }
}

/// §4.2.2 "Extending": keys beside `$ref` override the referenced content's members of the
/// same name, shallowly: the local `color` replaces the file's whole `color` group.
#[test]
fn keys_beside_a_ref_override_shallowly() {
    let base = r##"{"color": {"$type": "fontFamily", "a": {"$value": "file a"}, "b": {"$value": "file b"}},
                   "size": {"$type": "fontFamily", "s": {"$value": "file s"}}}"##;
    let resolver = r##"{"version": "2025.10",
        "sets": {"s": {"sources": [{"$ref": "base.tokens.json", "color": {"$type": "fontFamily", "a": {"$value": "local a"}}}]}},
        "resolutionOrder": [{"$ref": "#/sets/s"}]}"##;
    let (_dir, root) = project(&[
        ("tokens/theme.resolver.json", resolver.as_bytes()),
        ("tokens/base.tokens.json", base.as_bytes()),
    ]);
    let (tokens, findings) = load(&root, TokenOptions::default());
    assert!(findings.is_empty(), "{}", findings.join("\n"));
    let set = &tokens.permutations[0].set;
    let value = |path: &[&str]| {
        set.lookup(path)
            .ok()
            .and_then(|id| set.resolved_value(id))
            .and_then(|v| v.as_str().map(str::to_owned))
    };
    assert_eq!(value(&["color", "a"]).as_deref(), Some("local a"));
    assert_eq!(value(&["color", "b"]), None, "objects are not merged");
    assert_eq!(value(&["size", "s"]).as_deref(), Some("file s"));

    // Beside a `$ref` to a set there is no single document to override: reported.
    let (_dir, _, findings) = resolve(
        r##"{"version": "2025.10",
            "sets": {"a": {"sources": []}, "b": {"sources": [{"$ref": "#/sets/a", "x": {}}]}},
            "resolutionOrder": [{"$ref": "#/sets/b"}]}"##,
        &[],
    );
    assert_one_finding(
        &findings,
        "keys beside a `$ref` to the set `a` are not supported",
    );
}

/// §4.3–§4.5: `$extensions` on a set, `$schema`, and `$defs` are accepted and do not change
/// the tokens.
#[test]
fn extensions_schema_and_defs_are_accepted() {
    let (_dir, tokens, findings) = resolve(
        r##"{"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "version": "2025.10",
            "sets": {"color": {"sources": [{"$ref": "colors/ramps.json"}, {"$ref": "colors/semantic.json"}],
              "$extensions": {"figma.com": {"sourceFile": "https://figma.com/file/xxxxxx", "updatedAt": "2025-11-01"}}}},
            "$defs": {"unused": {"anything": true}},
            "resolutionOrder": [{"$ref": "#/sets/color"}]}"##,
        &["colors/ramps.json", "colors/semantic.json"],
    );
    assert_no_findings(&findings);
    assert_eq!(
        text(&tokens.permutations[0].set, "last").as_deref(),
        Some("colors/semantic.json")
    );
}

/// §5 "Inputs": uispec takes no input; it checks every permutation (or, under the `default`
/// policy, the one at every modifier's default). As printed, two of the example's modifiers
/// say `context` for `contexts`: each is reported with the key it should be. Corrected, the
/// valid input of the example is one of the 8 permutations, and the default one has `beta` at
/// its declared default and the others at their first context.
#[test]
fn inputs() {
    let document = |key: &str| {
        format!(
            r##"{{"version": "2025.10", "resolutionOrder": [
                {{"type": "modifier", "name": "theme", "contexts": {{"light": [{{"$ref": "light.json"}}], "dark": [{{"$ref": "dark.json"}}]}}}},
                {{"type": "modifier", "name": "size", "{key}": {{"default": [{{"$ref": "size/default.json"}}], "large": [{{"$ref": "size/large.json"}}]}}}},
                {{"type": "modifier", "name": "beta", "{key}": {{"false": [], "true": [{{"$ref": "beta.json"}}]}}, "default": "false"}}]}}"##
        )
    };
    let files = [
        "light.json",
        "dark.json",
        "size/default.json",
        "size/large.json",
        "beta.json",
    ];
    let (_a, _, findings) = resolve(&document("context"), &files);
    assert_eq!(
        findings
            .iter()
            .filter(|f| f.contains("unknown key `context` in an inline modifier"))
            .count(),
        2,
        "{}",
        findings.join("\n")
    );

    let (_b, tokens, findings) = resolve(&document("contexts"), &files);
    assert_no_findings(&findings);
    assert_eq!(tokens.permutations.len(), 8);
    let valid = permutation(
        &tokens,
        &[("theme", "light"), ("size", "large"), ("beta", "true")],
    );
    assert_eq!(
        files_in(valid, &files),
        ["light.json", "size/large.json", "beta.json"]
    );
    let default = tokens.default_set().unwrap();
    assert_eq!(
        files_in(default, &files),
        ["light.json", "size/default.json"]
    );
    // `beta.json` is only in the permutations with beta = "true": under the `default`
    // policy a reference to its token fails, under `any` it passes.
    let beta = own("beta.json");
    assert!(tokens.check(&[beta.as_str()], Policy::Default).is_err());
    assert!(tokens.check(&[beta.as_str()], Policy::Any).is_ok());
    let unresolved = tokens.check(&[beta.as_str()], Policy::All).unwrap_err();
    assert_eq!(unresolved.missing_in.len(), 4);
}

/// §6.2 "Ordering": a token declared twice takes the last declaration.
#[test]
fn ordering_last_declaration_wins() {
    let (_dir, tokens, findings) = resolve(
        r##"{"version": "2025.10",
            "sets": {"foundation": {"sources": [
              {"color": {"text": {"default": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$type": "color"}}}},
              {"color": {"text": {"default": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}, "$type": "color"}}}}]}},
            "resolutionOrder": [{"$ref": "#/sets/foundation"}]}"##,
        &[],
    );
    assert_no_findings(&findings);
    let set = &tokens.permutations[0].set;
    let id = set.lookup(&["color", "text", "default"]).unwrap();
    assert_eq!(
        set.concrete_value(id),
        Some(serde_json::json!({"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}))
    );
}

/// §6.3–6.4 "Resolution": the walk-through, with its `context` corrected to `contexts`; aliases
/// resolve on the merged tree, so a component token may alias a theme token.
#[test]
fn the_resolution_walk_through() {
    let theme = |rgb: &str| {
        format!(
            r##"{{"theme": {{"accent": {{"$type": "color", "$value": {{"colorSpace": "srgb", "components": [{rgb}]}}}}}}}}"##
        )
    };
    let resolver = r##"{"version": "2025.10",
        "sets": {"foundation": {"sources": [{"$ref": "foundation.json"}]},
                 "components": {"sources": [{"$ref": "components/button.json"}]}},
        "modifiers": {"theme": {"contexts": {"light": [{"$ref": "themes/light.json"}], "dark": [{"$ref": "themes/dark.json"}]}}},
        "resolutionOrder": [{"$ref": "#/sets/foundation"}, {"$ref": "#/sets/components"}, {"$ref": "#/modifiers/theme"}]}"##;
    let foundation = r##"{"color": {"brand": {"primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}}"##;
    let button = r##"{"button": {"background": {"$value": "{theme.accent}"}, "padding": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}}"##;
    let (light, dark) = (theme("1, 1, 1"), theme("0, 0, 0"));
    let (_dir, root) = project(&[
        ("tokens/theme.resolver.json", resolver.as_bytes()),
        ("tokens/foundation.json", foundation.as_bytes()),
        ("tokens/components/button.json", button.as_bytes()),
        ("tokens/themes/light.json", light.as_bytes()),
        ("tokens/themes/dark.json", dark.as_bytes()),
    ]);
    let (tokens, findings) = load(&root, TokenOptions::default());
    assert!(findings.is_empty(), "{}", findings.join("\n"));
    let set = permutation(&tokens, &[("theme", "dark")]);
    let mut paths: Vec<String> = set.tokens().map(|id| set.path(id).join(".")).collect();
    paths.sort();
    assert_eq!(
        paths,
        [
            "button.background",
            "button.padding",
            "color.brand.primary",
            "theme.accent"
        ]
    );
    let background = set.lookup(&["button", "background"]).unwrap();
    assert_eq!(
        set.concrete_value(background),
        Some(serde_json::json!({"colorSpace": "srgb", "components": [0, 0, 0]})),
        "themes/light.json is not used for the dark input"
    );
}

/// §7 "Bundling": a resolver with its files inlined, or with their contents under `$defs`
/// (pointers with `/` written `~1`), gives the same tokens as the one that references files.
#[test]
fn bundled_resolvers_equal_the_original() {
    let files = [
        "foundation/colors.json",
        "foundation/size.json",
        "foundation/typography.json",
        "theme/light.json",
        "theme/dark.json",
    ];
    let shape = |source: &dyn Fn(&str) -> String, defs: &str| {
        format!(
            r##"{{"version": "2025.10",
                "sets": {{"foundation": {{"sources": [{}, {}, {}]}}}},
                "modifiers": {{"theme": {{"contexts": {{"light": [{}, {}], "dark": [{}, {}]}}}}}},
                "resolutionOrder": [{{"$ref": "#/sets/foundation"}}, {{"$ref": "#/modifiers/theme"}}]{defs}}}"##,
            source("foundation/colors.json"),
            source("foundation/size.json"),
            source("foundation/typography.json"),
            source("foundation/colors.json"),
            source("theme/light.json"),
            source("foundation/colors.json"),
            source("theme/dark.json"),
        )
    };
    let by_file = shape(&|f| format!(r##"{{"$ref": "{f}"}}"##), "");
    let inlined = shape(&marker, "");
    let defs: Vec<String> = files
        .iter()
        .map(|f| format!(r##""{f}": {}"##, marker(f)))
        .collect();
    let with_defs = shape(
        &|f| format!(r##"{{"$ref": "#/$defs/{}"}}"##, f.replace('/', "~1")),
        &format!(r##", "$defs": {{{}}}"##, defs.join(", ")),
    );
    let (_a, original, findings) = resolve(&by_file, &files);
    assert_no_findings(&findings);
    for bundled in [inlined, with_defs] {
        let (_b, bundled, findings) = resolve(&bundled, &[]);
        assert_no_findings(&findings);
        assert_eq!(inputs_of(&bundled), inputs_of(&original));
        for theme in ["light", "dark"] {
            let (a, b) = (
                permutation(&original, &[("theme", theme)]),
                permutation(&bundled, &[("theme", theme)]),
            );
            assert_eq!(files_in(a, &files), files_in(b, &files), "{theme}");
            assert_eq!(text(a, "last"), text(b, "last"), "{theme}");
        }
    }
}
