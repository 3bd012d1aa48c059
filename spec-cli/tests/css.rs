//! `uispec css`: the stylesheet of a project's specs and tokens, from the real binary. Every
//! stylesheet a test sees is parsed with lightningcss (strictly: a selector or rule it cannot
//! read fails the test).

use crate::common;

use std::fs;
use std::path::Path;

use common::{code, project, project_with, stderr, stdout, uispec, write};

/// Parses `css` as a stylesheet, failing the test with the parser's message.
fn parses(css: &str) {
    use lightningcss::stylesheet::{ParserOptions, StyleSheet};
    if let Err(error) = StyleSheet::parse(css, ParserOptions::default()) {
        panic!("the stylesheet does not parse: {error}\n{css}");
    }
}

/// The block of `selector` (its declarations, up to the closing brace).
fn block<'a>(css: &'a str, selector: &str) -> &'a str {
    let start = css
        .find(&format!("{selector} {{"))
        .unwrap_or_else(|| panic!("no `{selector}` block in\n{css}"));
    let end = css[start..].find('}').unwrap() + start;
    &css[start..end]
}

fn example() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system")
}

#[test]
fn the_example_design_system_gets_a_stylesheet_of_its_specs() {
    let output = uispec(&example(), &["css", "--out", "-"]);
    let css = stdout(&output);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    parses(&css);
    // The example ships its stylesheet (`[css] out`); it must be what the specs give now.
    let shipped = std::fs::read_to_string(example().join("style/ui.css")).unwrap();
    assert!(
        shipped == css,
        "examples/design-system/style/ui.css is stale: run `uispec css --project examples/design-system`"
    );
    // Tokens: the default theme on :root, aliases kept as aliases.
    let root = block(&css, ":root");
    assert!(
        root.contains("--color-action-primary-background: var(--base-color-blue-600);"),
        "{root}"
    );
    assert!(root.contains("--base-color-blue-600: #2563eb;"), "{root}");
    assert!(
        root.contains("--base-font-family-sans: \"Inter\", system-ui, sans-serif;"),
        "{root}"
    );
    // The dark theme: only what differs, including a primitive only dark uses.
    let dark = block(&css, "[data-theme=\"dark\"]");
    assert!(dark.contains("--color-selection-background:"), "{dark}");
    assert!(!dark.contains("--radius-md"), "radii do not change: {dark}");
    // Component rules: part, variant (the default also without the attribute), state.
    assert!(css.contains(
        ":where([data-scope=\"button\"][data-part=\"root\"]:is([data-variant=\"primary\"], :not([data-variant]))) {\n    background-color: var(--color-action-primary-background);"
    ));
    assert!(css.contains(
        ":where([data-scope=\"button\"][data-part=\"root\"]:is(:disabled, [aria-disabled=\"true\"], [data-disabled])) {\n    background-color: var(--color-action-disabled-background);"
    ));
    // A state of the spec's list later than another comes later, so it wins.
    let hover = css
        .find("[data-variant=\"secondary\"]:is(:hover, [data-hover])")
        .unwrap();
    let disabled = css
        .find("[data-scope=\"button\"][data-part=\"root\"]:is(:disabled")
        .unwrap();
    assert!(hover < disabled);
    // The one state without a platform selector is noted, not an error.
    assert!(
        stderr(&output).contains("note[css-state]: the state `closing` has no platform selector"),
        "{}",
        stderr(&output)
    );
    insta::assert_snapshot!("example_stylesheet", css);
}

#[test]
fn the_stylesheet_is_written_when_it_changes_and_never_over_a_users_file() {
    let dir = project();
    common::copy_dir(&example(), dir.path());
    let run = |args: &[&str]| uispec(dir.path(), args);
    let output = run(&["css", "--out", "assets/ui.css"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stdout(&output), "created assets/ui.css\n");
    let written = fs::read_to_string(dir.path().join("assets/ui.css")).unwrap();
    parses(&written);
    let output = run(&["css", "--out", "assets/ui.css"]);
    assert_eq!(stdout(&output), "unchanged assets/ui.css\n");
    // A spec change replaces the stylesheet `uispec css` wrote.
    let button = dir.path().join("specs/button.json");
    let text = fs::read_to_string(&button).unwrap();
    fs::write(&button, text.replace("{radius.md}", "{radius.lg}")).unwrap();
    let output = run(&["css", "--out", "assets/ui.css"]);
    assert_eq!(
        stdout(&output),
        "updated assets/ui.css\n",
        "{}",
        stderr(&output)
    );
    assert!(
        fs::read_to_string(dir.path().join("assets/ui.css"))
            .unwrap()
            .contains("border-radius: var(--radius-lg);")
    );
    // A file of the user's is not replaced without --force.
    write(dir.path(), "assets/app.css", "body { margin: 0 }\n");
    let output = run(&["css", "--out", "assets/app.css"]);
    assert_eq!(code(&output), 1);
    assert!(stderr(&output).contains("already exists with different content"));
    assert_eq!(
        fs::read_to_string(dir.path().join("assets/app.css")).unwrap(),
        "body { margin: 0 }\n"
    );
    let output = run(&["css", "--out", "assets/app.css", "--force"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    // `[css] out` (the example's `style/ui.css`) is the default target, relative to the
    // project root.
    let config = fs::read_to_string(dir.path().join("uispec.toml")).unwrap();
    let out = "out = \"style/ui.css\"\n";
    assert!(config.contains(out), "{config}");
    fs::write(
        dir.path().join("uispec.toml"),
        config.replace(
            out,
            &format!("{out}theme.dark = \"@media (prefers-color-scheme: dark)\"\n"),
        ),
    )
    .unwrap();
    let output = uispec(&dir.path().join("src"), &["css"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = fs::read_to_string(dir.path().join("style/ui.css")).unwrap();
    parses(&css);
    assert!(
        css.contains(
            "@media (prefers-color-scheme: dark) {\n    :root {\n      --base-color-blue-300:"
        ),
        "{css}"
    );
    assert!(!css.contains("data-theme"), "{css}");
}

const RED: &str = r##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}"##;

/// Token files and specs a stranger could send: names that need escaping, a unit CSS lacks,
/// two paths for one custom property, composites, a spec with an error.
#[test]
fn bad_input_becomes_findings_and_the_stylesheet_still_parses() {
    let tokens = format!(
        r#"{{
  "color": {{"$type": "color", "red": {{"$value": {RED}}}, "half": {{"$value": {{"colorSpace": "oklch", "components": [0.6, 0.2, 30], "alpha": 0.5}}}}, "q\"uote d": {{"$value": "{{color.red}}"}}}},
  "space": {{"$type": "dimension", "x-1": {{"$value": {{"value": 4, "unit": "px"}}}}, "phone": {{"$value": {{"value": 16, "unit": "dp"}}}}}},
  "space-x": {{"$type": "dimension", "1": {{"$value": {{"value": 8, "unit": "px"}}}}}},
  "font": {{"$type": "typography", "body": {{"$value": {{"fontFamily": ["Noto Sans", "sans-serif"], "fontSize": {{"value": 1, "unit": "rem"}}, "fontWeight": "semi-bold", "letterSpacing": {{"value": 0, "unit": "px"}}, "lineHeight": 1.5}}}}}},
  "opacity": {{"$type": "number", "half": {{"$value": 0.5}}}},
  "shadow": {{"$type": "shadow", "sm": {{"$value": [{{"color": "{{color.red}}", "offsetX": {{"value": 0, "unit": "px"}}, "offsetY": {{"value": 1, "unit": "px"}}, "blur": {{"value": 2, "unit": "px"}}, "spread": {{"value": 0, "unit": "px"}}, "inset": true}}]}}}}
}}"#
    );
    let spec = r#"{
  "name": "Chip",
  "description": "A chip.",
  "anatomy": [{"name": "root"}, {"name": "startIcon"}],
  "states": ["hover", "wobbling"],
  "variants": [{"name": "size", "values": ["2xl", "sm"]}],
  "defaultVariants": {"size": "2xl"},
  "tokenMapping": {
    "root.background": "{color.half}",
    "root.textColor[size=sm]": "{color.q\"uote d}",
    "root.opacity[size=2xl]": "{opacity.half}",
    "root.paddingX": "{space.x-1}",
    "root.gap": "{space-x.1}",
    "root.height": "{space.phone}",
    "root.typography": "{font.body}",
    "root.shadow:wobbling": "{shadow.sm}",
    "startIcon.glow": "{color.red}",
    "root.radius": "{font.body}"
  }
}"#;
    let broken = r#"{"name": "Broken", "description": "x", "anatomy": [{"name": "root"}], "tokenMapping": {"root.background": "{color.nope}"}}"#;
    let dir = project_with(&[
        ("tokens/t.tokens.json", &tokens),
        ("specs/chip.json", spec),
        ("specs/broken.json", broken),
    ]);
    let output = uispec(dir.path(), &["css"]);
    let css = stdout(&output);
    let report = stderr(&output);
    parses(&css);
    assert_eq!(code(&output), 1, "{report}");
    // The spec with an error gets no rules; its error is reported.
    assert!(report.contains("error[token-missing]"), "{report}");
    assert!(!css.contains("\"broken\""), "{css}");
    // Escaped names and values.
    assert!(
        css.contains("--color-q\\\"uote\\ d: var(--color-red);"),
        "{css}"
    );
    assert!(
        css.contains(":where([data-scope=\"chip\"][data-part=\"root\"][data-size=\"sm\"])"),
        "{css}"
    );
    assert!(
        css.contains("[data-part=\"root\"]:is([data-size=\"2xl\"], :not([data-size])))"),
        "{css}"
    );
    assert!(
        css.contains("--color-half: oklch(0.6 0.2 30 / 0.5);"),
        "{css}"
    );
    // Composites: typography as longhands, a shadow list with a reference kept.
    assert!(
        css.contains("--font-body-font-family: \"Noto Sans\", sans-serif;"),
        "{css}"
    );
    assert!(css.contains("--font-body-font-weight: 600;"), "{css}");
    assert!(
        css.contains("    line-height: var(--font-body-line-height);"),
        "{css}"
    );
    assert!(
        css.contains("--shadow-sm: inset 0px 1px 2px 0px var(--color-red);"),
        "{css}"
    );
    // Two paths, one custom property: an error, neither mapping written.
    assert!(report.contains("error[css-name-collision]"), "{report}");
    assert!(
        !css.contains("padding-inline") && !css.contains("gap:"),
        "{css}"
    );
    assert!(!css.contains("--space-x-1"), "{css}");
    // A unit CSS lacks: a warning, the mapping left out.
    assert!(
        report
            .contains("warning[css-value]: {space.phone} has no CSS form: `dp` is not a CSS unit"),
        "{report}"
    );
    assert!(!css.contains("    height:"), "{css}");
    // A property outside the vocabulary, a state without a platform form: notes.
    assert!(
        report.contains("note[css-property]: `glow` is not in the styling vocabulary"),
        "{report}"
    );
    assert!(css.contains("    glow: var(--color-red);"), "{css}");
    assert!(css.contains("[data-state~=\"wobbling\"]"), "{css}");
    assert!(report.contains("note[css-state]"), "{report}");
    // A typography token on a one-value property is not written (validate's type warning).
    assert!(!css.contains("border-radius"), "{css}");
}

/// Two modifiers: each context is a block of what it changes, and a combination gets a block
/// only for what the single blocks together do not already give.
#[test]
fn resolver_contexts_are_blocks_of_what_they_change() {
    let primitives = format!(
        r##"{{"base": {{"$type": "color", "light": {{"$value": {RED}}}, "dark": {{"$value": {{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}}}}, "blue": {{"$value": {{"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff"}}}}}}}}"##
    );
    let theme = |bg: &str| {
        format!(
            r#"{{"bg": {{"$type": "color", "$value": "{{base.{bg}}}"}}, "fg": {{"$type": "color", "$value": "{{base.{bg}}}"}}}}"#
        )
    };
    let resolver = r##"{
  "version": "2025.10",
  "sets": {"core": {"sources": [{"$ref": "primitives.tokens.json"}]}},
  "modifiers": {
    "theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"},
    "brand": {"contexts": {"plain": [], "blue": [{"$ref": "blue.tokens.json"}]}, "default": "plain"}
  },
  "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}]
}"##;
    let spec = r#"{"name": "Box", "description": "A box.", "anatomy": [{"name": "root"}], "tokenMapping": {"root.background": "{bg}", "root.textColor": "{fg}"}}"#;
    let dir = project_with(&[
        ("tokens/primitives.tokens.json", &primitives),
        ("tokens/light.tokens.json", &theme("light")),
        ("tokens/dark.tokens.json", &theme("dark")),
        (
            "tokens/blue.tokens.json",
            r#"{"bg": {"$type": "color", "$value": "{base.blue}"}}"#,
        ),
        ("tokens/box.resolver.json", resolver),
        ("specs/box.json", spec),
        // The text is the background's colour on purpose (one token per block to follow).
        ("uispec.toml", "[rules]\ncontrast-text = \"allow\"\n"),
    ]);
    let output = uispec(dir.path(), &["css"]);
    let css = stdout(&output);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    parses(&css);
    assert!(
        block(&css, ":root").contains("--bg: var(--base-light);"),
        "{css}"
    );
    let dark = block(&css, "[data-theme=\"dark\"]");
    assert!(
        dark.contains("--bg: var(--base-dark);") && dark.contains("--fg: var(--base-dark);"),
        "{css}"
    );
    let blue = block(&css, "[data-brand=\"blue\"]");
    assert!(
        blue.contains("--bg: var(--base-blue);") && !blue.contains("--fg"),
        "{css}"
    );
    // dark + blue: `bg` is blue's (the later block already gives it), `fg` dark's: nothing new.
    assert!(
        !css.contains("[data-theme=\"dark\"][data-brand=\"blue\"]"),
        "{css}"
    );
}

/// `[css] layer` puts the two layers inside a layer of the project's choice (a library already
/// ordering `@layer base, components, utilities` puts uispec's under its `components`), or
/// writes the rules unlayered; a name that could break out of the at-rule is refused.
#[test]
fn the_layer_is_configurable() {
    let dir = common::design_system();
    let root = dir.path();
    let config = fs::read_to_string(root.join("uispec.toml")).unwrap();
    let with = |line: &str| config.replace("[css]\n", &format!("[css]\n{line}\n"));
    let default = stdout(&uispec(root, &["css", "--out", "-"]));

    fs::write(root.join("uispec.toml"), with("layer = \"components\"")).unwrap();
    let output = uispec(root, &["css", "--out", "-"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let named = stdout(&output);
    parses(&named);
    assert!(
        named.contains("@layer components.tokens, components.components;\n"),
        "{named}"
    );
    assert_eq!(
        named
            .replace("components.tokens", "uispec.tokens")
            .replace("components.components", "uispec.components"),
        default,
        "only the layer's name changes"
    );

    fs::write(root.join("uispec.toml"), with("layer = false")).unwrap();
    let output = uispec(root, &["css", "--out", "-"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let unlayered = stdout(&output);
    parses(&unlayered);
    assert!(!unlayered.contains("@layer"), "{unlayered}");
    assert!(
        unlayered.contains(block(&default, ":root").trim_start()),
        "the same declarations"
    );

    fs::write(
        root.join("uispec.toml"),
        with("layer = \"x{} body{color:red}\""),
    )
    .unwrap();
    let output = uispec(root, &["css", "--out", "-"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("`css.layer` in `uispec.toml` must be a layer name"),
        "{}",
        stderr(&output)
    );
}

/// A project with one spec (`Chip`: a root and an icon, a size axis whose values include one
/// that starts with a digit, hover and checked states) in the markup convention `selectors`
/// (lines for `[css]`).
fn chip_project(css: &str) -> tempfile::TempDir {
    let dir = project();
    let root = dir.path();
    write(
        root,
        "uispec.toml",
        &format!("specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n[css]\n{css}\n"),
    );
    write(
        root,
        "tokens/c.tokens.json",
        r##"{"c": {"$type": "color",
            "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
            "sm": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff"}},
            "big": {"$value": {"colorSpace": "srgb", "components": [0.690196, 0, 0], "hex": "#b00000"}},
            "on": {"$value": {"colorSpace": "srgb", "components": [0, 1, 0], "hex": "#00ff00"}}}}"##,
    );
    write(
        root,
        "specs/chip.json",
        r#"{"name": "Chip", "description": "A choice.", "category": "inputs",
            "anatomy": [{"name": "root", "required": true}, {"name": "icon"}],
            "variants": [{"name": "size", "values": ["sm", "md", "2xl"]}],
            "defaultVariants": {"size": "md"},
            "states": ["hover", "checked"],
            "tokenMapping": {
              "root.background": "{c.bg}",
              "root.background[size=sm]": "{c.sm}",
              "root.background[size=md]": "{c.bg}",
              "icon.color[size=2xl]": "{c.big}",
              "root.background:checked": "{c.on}"
            }}"#,
    );
    dir
}

/// The component rules of `uispec css` in `dir` (exit 0, a stylesheet that parses).
fn component_rules(dir: &Path) -> String {
    let output = uispec(dir, &["css", "--out", "-"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    parses(&css);
    let start = css.find("  /* Chip").unwrap_or_else(|| panic!("{css}"));
    css[start..].to_owned()
}

/// `[css.selectors]` makes the rules select the project's own markup: today's data attributes
/// by default, BEM classes with the modifier on the root, an element per component; the
/// default value also matches markup that names none; `[css.states]` replaces a state's forms.
#[test]
fn the_selector_convention_is_configurable() {
    let data = component_rules(chip_project("").path());
    for rule in [
        ":where([data-scope=\"chip\"][data-part=\"root\"]) {",
        ":where([data-scope=\"chip\"][data-part=\"root\"][data-size=\"sm\"]) {",
        ":where([data-scope=\"chip\"][data-part=\"root\"]:is([data-size=\"md\"], :not([data-size]))) {",
        ":where([data-scope=\"chip\"][data-part=\"icon\"][data-size=\"2xl\"]) {",
        ":where([data-scope=\"chip\"][data-part=\"root\"]:is(:checked, [aria-checked=\"true\"], [data-state=\"checked\"])) {",
    ] {
        assert!(data.contains(rule), "{rule}\n{data}");
    }

    let bem = component_rules(
        chip_project(
            "selectors.root = \".{component}\"\nselectors.part = \".{component}__{part}\"\nselectors.variant = \".{component}--{value}\"\nselectors.variant-on = \"root\"\nstates.checked = [\"[data-state=checked]\", \".on\"]",
        )
        .path(),
    );
    for rule in [
        ":where(.chip) {",
        ":where(.chip.chip--sm) {",
        // The default: its class, or none of the others'.
        ":where(.chip:is(.chip--md, :not(.chip--sm, .chip--2xl))) {",
        // A part's variant is on the root it is inside.
        ":where(.chip.chip--2xl .chip__icon) {",
        ":where(.chip:is([data-state=checked], .on)) {",
    ] {
        assert!(bem.contains(rule), "{rule}\n{bem}");
    }
    assert!(!bem.contains("data-scope"), "{bem}");

    let elements = component_rules(
        chip_project(
            "selectors.root = \"x-{component}\"\nselectors.part = \"x-{component}-{part}\"\nselectors.variant = \"[{axis}={value}]\"",
        )
        .path(),
    );
    // An unquoted value that starts with a digit is escaped: `[size=2xl]` is not CSS.
    for rule in [
        ":where(x-chip[size=sm]) {",
        ":where(x-chip:is([size=md], :not([size]))) {",
        ":where(x-chip-icon[size=\\32 xl]) {",
    ] {
        assert!(elements.contains(rule), "{rule}\n{elements}");
    }
}

/// One part marked unlike the convention carries its own `x-selector` in the spec's anatomy:
/// its rules select that, the other parts keep the convention (and a variant on the root still
/// reaches it).
#[test]
fn a_part_can_carry_its_own_selector() {
    let dir = chip_project("selectors.variant-on = \"root\"");
    let spec = dir.path().join("specs/chip.json");
    let text = fs::read_to_string(&spec).unwrap().replace(
        r#"{"name": "icon"}"#,
        r#"{"name": "icon", "x-selector": ".{component}-glyph"}"#,
    );
    fs::write(&spec, text).unwrap();
    let rules = component_rules(dir.path());
    for rule in [
        ":where([data-scope=\"chip\"][data-part=\"root\"][data-size=\"2xl\"] .chip-glyph) {",
        ":where([data-scope=\"chip\"][data-part=\"root\"]) {",
    ] {
        assert!(rules.contains(rule), "{rule}\n{rules}");
    }
    assert!(!rules.contains("data-part=\"icon\""), "{rules}");
}

/// A template from an untrusted uispec.toml is parsed as a selector: anything that could close
/// the rule, start another or end an inlined `<style>` is refused with the key and why, and
/// nothing is written.
#[test]
fn a_selector_template_that_could_break_out_is_refused() {
    for (line, why) in [
        (
            "selectors.part = \".{component}__{part}} body { color: red\"",
            "`}` has no place in a selector here",
        ),
        (
            "selectors.part = \".{component} .{part}\"",
            "it must be one compound selector",
        ),
        (
            "selectors.variant = \"[title='</style>{value}']\"",
            "`<` cannot be in a quoted value",
        ),
        ("selectors.part = \".{component}\"", "it must hold `{part}`"),
        (
            "selectors.variant = \".{size}\"",
            "`{size}` is not a name it can hold (`{component}`, `{axis}`, `{value}`)",
        ),
        (
            "states.checked = [\".on;x\"]",
            "`;` has no place in a selector here",
        ),
    ] {
        let dir = chip_project(line);
        let output = uispec(dir.path(), &["css", "--out", "ui.css"]);
        assert_eq!(code(&output), 2, "{line}");
        let err = stderr(&output);
        assert!(
            err.contains("in `uispec.toml`") && err.contains(why),
            "{line}\n{err}"
        );
        assert!(!dir.path().join("ui.css").exists());
    }
}

/// `validate`'s `part-not-rendered` looks for the data attributes of the default convention; a
/// project that marks its variants with classes (`[css.selectors] variant`) is not told to
/// render `data-size`.
#[test]
fn the_markup_check_follows_the_convention() {
    let code = "use leptos::prelude::*;\n\n/// Size.\n#[derive(Clone, Copy, Default, strum::AsRefStr)]\n#[strum(serialize_all = \"kebab-case\")]\npub enum ChipSize {\n    Sm,\n    #[default]\n    Md,\n    #[strum(serialize = \"2xl\")]\n    Xxl,\n}\n\n/// A choice.\n#[component]\npub fn Chip(\n    /// How large.\n    #[prop(optional)]\n    size: ChipSize,\n    /// Whether it is on.\n    #[prop(optional)]\n    checked: bool,\n) -> impl IntoView {\n    view! { <button data-scope=\"chip\" data-part=\"root\" class=format!(\"chip--{}\", size.as_ref()) aria-pressed=checked.to_string()><span data-scope=\"chip\" data-part=\"icon\" class=format!(\"chip--{}\", size.as_ref())></span></button> }\n}\n";
    for (convention, flagged) in [
        ("", true),
        ("selectors.variant = \".{component}--{value}\"", false),
    ] {
        let dir = chip_project(convention);
        let root = dir.path();
        let config = fs::read_to_string(root.join("uispec.toml")).unwrap();
        write(
            root,
            "uispec.toml",
            &format!("components = [\"src\"]\n{config}"),
        );
        write(root, "src/lib.rs", code);
        let output = uispec(root, &["validate"]);
        let err = stderr(&output);
        assert_eq!(
            err.contains("[part-not-rendered]"),
            flagged,
            "{convention}\n{err}"
        );
    }
}

/// `[css.tokens]` names the custom properties (a prefix, a library's own names) and writes
/// colours in the form the library consumes; the bare channels of `hsl(var(--x))` are wrapped
/// wherever uispec itself uses them.
#[test]
fn token_names_and_colour_forms_are_configurable() {
    let css_of = |lines: &str| {
        let dir = chip_project(lines);
        let output = uispec(dir.path(), &["css", "--out", "-"]);
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        let css = stdout(&output);
        parses(&css);
        css
    };
    let css = css_of("tokens.name = \"--ui-{path}\"\ntokens.rename = { \"c.sm\" = \"--primary\" }");
    assert!(css.contains("  --ui-c-bg: #ffffff;\n"), "{css}");
    assert!(css.contains("  --primary: #0000ff;\n"), "{css}");
    assert!(css.contains("background-color: var(--primary);"), "{css}");
    assert!(!css.contains("--c-sm"), "{css}");

    for (form, declared, used) in [
        ("rgb", "--c-sm: rgb(0 0 255);", "var(--c-sm)"),
        ("hsl", "--c-sm: hsl(240 100% 50%);", "var(--c-sm)"),
        (
            "oklch",
            "--c-sm: oklch(0.452 0.3132 264.052);",
            "var(--c-sm)",
        ),
        ("rgb-channels", "--c-sm: 0 0 255;", "rgb(var(--c-sm))"),
        ("hsl-channels", "--c-sm: 240 100% 50%;", "hsl(var(--c-sm))"),
    ] {
        let css = css_of(&format!("tokens.colors = \"{form}\""));
        assert!(css.contains(declared), "{form}: {css}");
        assert!(
            css.contains(&format!("background-color: {used};")),
            "{form}: {css}"
        );
    }

    for (line, why) in [
        ("tokens.name = \"--{path}; } body {\"", "`css.tokens.name`"),
        ("tokens.name = \"ui-{path}\"", "`css.tokens.name`"),
        (
            "tokens.rename = { \"c.sm\" = \"primary\" }",
            "`css.tokens.rename.\"c.sm\"`",
        ),
        ("tokens.colors = \"cmyk\"", "`css.tokens.colors`"),
    ] {
        let dir = chip_project(line);
        let output = uispec(dir.path(), &["css", "--out", "-"]);
        assert_eq!(code(&output), 2, "{line}");
        assert!(stderr(&output).contains(why), "{line}: {}", stderr(&output));
    }
}

/// `--format tailwind` (or `[css] format`) writes the stylesheet for Tailwind CSS v4 to import:
/// the tokens in `@theme` under Tailwind's namespaces, a custom variant per variant value and
/// per state Tailwind does not already name (or the project spells), the component rules in
/// Tailwind's `components` layer. (Compiled by the real Tailwind CLI in the browser proof.)
#[test]
fn the_tailwind_format_puts_tokens_in_the_theme() {
    let dir = chip_project("format = \"tailwind\"\nstates.checked = [\".on\"]");
    let output = uispec(dir.path(), &["css", "--out", "-"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    parses(&css);
    assert!(
        css.contains("@theme static {\n  --color-c-bg: #ffffff;\n"),
        "{css}"
    );
    assert!(!css.contains("@layer uispec"), "{css}");
    for line in [
        "@custom-variant size-sm (&:where([data-size=\"sm\"], [data-size=\"sm\"] *));",
        "@custom-variant size-2xl (&:where([data-size=\"2xl\"], [data-size=\"2xl\"] *));",
        // Tailwind's own `checked:` is never replaced; the project's spelling of the state is
        // `state-checked:`.
        "@custom-variant state-checked (&:where(.on));",
        "@layer components {",
        "background-color: var(--color-c-sm);",
    ] {
        assert!(css.contains(line), "{line}\n{css}");
    }
    // `hover` and `checked` keep Tailwind's meaning.
    assert!(!css.contains("@custom-variant hover"), "{css}");
    assert!(!css.contains("@custom-variant checked"), "{css}");

    // The command line wins over the configuration.
    let output = uispec(dir.path(), &["css", "--out", "-", "--format", "css"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    assert!(
        css.contains("@layer uispec.tokens {") && !css.contains("@theme"),
        "{css}"
    );

    // A renamed token and bare channels keep properties of their own, which the theme reaches
    // inline (the shadcn shape): `bg-primary` is `hsl(var(--primary))`.
    let dir = chip_project(
        "format = \"tailwind\"\ntokens.colors = \"hsl-channels\"\ntokens.rename = { \"c.sm\" = \"--primary\" }",
    );
    let output = uispec(dir.path(), &["css", "--out", "-"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    parses(&css);
    for line in [
        "  --primary: 240 100% 50%;\n",
        "  --c-bg: 0 0% 100%;\n",
        "@theme inline {\n  --color-c-bg: hsl(var(--c-bg));\n  --color-c-big: hsl(var(--c-big));\n  --color-c-on: hsl(var(--c-on));\n  --color-primary: hsl(var(--primary));\n}",
        "background-color: hsl(var(--primary));",
    ] {
        assert!(css.contains(line), "{line}\n{css}");
    }

    let dir = chip_project("format = \"scss\"");
    let output = uispec(dir.path(), &["css", "--out", "-"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("`css.format` in `uispec.toml` must be \"css\""),
        "{}",
        stderr(&output)
    );
}

/// The documentation site's previews are its own markup, written with data attributes and
/// the default names: its copy of the stylesheet keeps those whatever the project's
/// convention, so the previews stay styled.
#[test]
fn the_docs_site_keeps_its_own_convention() {
    let dir = chip_project(
        "format = \"tailwind\"\nselectors.root = \".{component}\"\nselectors.part = \".{component}__{part}\"\ntokens.name = \"--ui-{path}\"\ntokens.colors = \"hsl-channels\"",
    );
    let spec = dir.path().join("specs/chip.json");
    let text = fs::read_to_string(&spec).unwrap().replace(
        r#"{"name": "icon"}"#,
        r#"{"name": "icon", "x-selector": ".{component}-glyph"}"#,
    );
    fs::write(&spec, text).unwrap();
    let output = uispec(dir.path(), &["docs", "--out", "site"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = fs::read_to_string(dir.path().join("site/assets/ui.css")).unwrap();
    assert!(
        css.contains("[data-scope=\"chip\"][data-part=\"root\"]")
            && css.contains("[data-scope=\"chip\"][data-part=\"icon\"]")
            && css.contains("--c-bg: #ffffff;")
            && !css.contains("@theme")
            && !css.contains("glyph"),
        "{css}"
    );
    // The project's own stylesheet is in its convention.
    let project = component_rules(dir.path());
    assert!(
        project.contains(":where(.chip)") && project.contains(".chip-glyph"),
        "{project}"
    );
}

/// Specs as `spec:infer` writes them map no tokens: the stylesheet is empty, which is no
/// failure, and the note says why and what fills it.
#[test]
fn a_stylesheet_of_nothing_mapped_says_why() {
    let dir = project_with(&[
        ("uispec.toml", ""),
        ("specs/button.json", r#"{"name": "Button"}"#),
    ]);
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let said = stderr(&output);
    assert!(
        said.contains("note: the stylesheet has no component rules: none of the 1 specs maps a part to a token (`tokenMapping`)"),
        "{said}"
    );
    assert!(said.contains("`enrich-spec`"), "{said}");
}

/// `[css.selectors.names]`: a sub-component written as an element of its parent's block
/// (`.lib-card__header`) keeps its spec name `CardHeader`, and the stylesheet and the
/// configuration agree; a name that is no name is refused with the key.
#[test]
fn a_name_map_gives_a_spec_the_librarys_own_name() {
    let tokens =
        r#"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#;
    let spec = r#"{"name": "CardHeader", "anatomy": [{"name": "root"}, {"name": "title"}], "tokenMapping": {"root.paddingX": "{space.s}", "title.paddingX": "{space.s}"}}"#;
    let config = "[css.selectors]\nroot = \".lib-{component}\"\npart = \".lib-{component}__{part}\"\n\n[css.selectors.names]\nCardHeader = \"card__header\"\n";
    let dir = project_with(&[
        ("uispec.toml", config),
        ("tokens/t.tokens.json", tokens),
        ("specs/card-header.json", spec),
    ]);
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    parses(&css);
    assert!(css.contains(".lib-card__header"), "{css}");
    assert!(css.contains(".lib-card__header__title"), "{css}");
    assert!(!css.contains(".lib-card-header"), "{css}");
    write(
        dir.path(),
        "uispec.toml",
        "[css.selectors.names]\nCardHeader = \"card header\"\n",
    );
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output)
            .contains("`css.selectors.names.CardHeader` in `uispec.toml` must be the name"),
        "{}",
        stderr(&output)
    );
    // One name for two specs: the second is refused, naming the first.
    write(
        dir.path(),
        "uispec.toml",
        "[css.selectors.names]
CardHeader = \"card__header\"
CardTop = \"card__header\"
",
    );
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 2);
    let said = stderr(&output);
    assert!(
        said.contains("`css.selectors.names.CardTop` in `uispec.toml` is \"card__header\", which `CardHeader` is too"),
        "{said}"
    );
}

/// `[css.selectors.axes]`: a library that marks one axis by a `data-` attribute and the others
/// by classes gets each axis selected its way.
#[test]
fn an_axis_can_have_a_template_of_its_own() {
    let tokens = r#"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}, "m": {"$value": {"value": 8, "unit": "px"}}}}"#;
    let spec = r#"{"name": "Chip", "anatomy": [{"name": "root"}],
      "variants": [{"name": "size", "values": ["sm", "md"]}, {"name": "look", "values": ["solid", "outline"]}],
      "defaultVariants": {"size": "md", "look": "solid"},
      "tokenMapping": {"root.paddingX[size=sm]": "{space.s}", "root.paddingY[look=outline]": "{space.m}"}}"#;
    let config = "[css.selectors]\nvariant = \".{component}--{value}\"\n\n[css.selectors.axes]\nlook = \"[data-look={value}]\"\n";
    let dir = project_with(&[
        ("uispec.toml", config),
        ("tokens/t.tokens.json", tokens),
        ("specs/chip.json", spec),
    ]);
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    parses(&css);
    assert!(css.contains(".chip--sm"), "{css}");
    assert!(css.contains("[data-look=outline]"), "{css}");
    assert!(
        !css.contains(".chip--outline") && !css.contains("data-size"),
        "{css}"
    );
    write(
        dir.path(),
        "uispec.toml",
        "[css.selectors.axes]\nlook = \"[data-look]\"\n",
    );
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("`css.selectors.axes.look` in `uispec.toml` must be a selector"),
        "{}",
        stderr(&output)
    );
}

/// `state-on = "root"`: a state of the project's own is a modifier on the block
/// (`.checkbox--checked`), so a part's rule selects it inside the root in that state; the root
/// carries it itself; the platform's forms (`:hover`) stay on the part; Tailwind's variant of
/// such a state is the component's own.
#[test]
fn a_state_can_sit_on_the_block() {
    let tokens = r##"{"c": {"$type": "color",
        "on": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff"}},
        "line": {"$value": {"colorSpace": "srgb", "components": [0, 1, 0], "hex": "#00ff00"}}}}"##;
    let spec = r#"{"name": "Checkbox", "anatomy": [{"name": "root"}, {"name": "indicator"}],
      "states": ["checked", "hover"],
      "tokenMapping": {"indicator.background:checked": "{c.on}", "root.borderColor:checked": "{c.line}",
        "indicator.background:hover": "{c.line}"}}"#;
    let config = "[tokens]\npaths = [\"tokens\"]\n\n[css.selectors]\nroot = \".{component}\"\npart = \".{component}__{part}\"\nstate-on = \"root\"\n\n[css.states]\nchecked = \".{component}--checked\"\n";
    let dir = project_with(&[
        ("uispec.toml", config),
        ("tokens/t.tokens.json", tokens),
        ("specs/checkbox.json", spec),
    ]);
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    parses(&css);
    for selector in [
        ":where(.checkbox:is(.checkbox--checked) .checkbox__indicator)",
        ":where(.checkbox:is(.checkbox--checked))",
        ":where(.checkbox__indicator:is(:hover",
    ] {
        assert!(css.contains(selector), "{selector} in {css}");
    }
    let output = uispec(dir.path(), &["css", "--format", "tailwind"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    assert!(
        css.contains(
            "@custom-variant checkbox-state-checked (&:where(.checkbox--checked), :where(.checkbox--checked) &);"
        ),
        "{css}"
    );
    write(
        dir.path(),
        "uispec.toml",
        "[css.selectors]\nstate-on = \"block\"\n",
    );
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("`css.selectors.state-on` in `uispec.toml` must be \"part\""),
        "{}",
        stderr(&output)
    );
}

/// `--suggest-convention` reads the convention from the markup: the template most roots carry
/// with their name (`.lib-{component}`), the library's own names (`btn`, a sub-component as an
/// element of its parent's block), variant values spelled after them (from a `format!` and a
/// list pushed to); a component whose classes come from the caller marks nothing. `validate`
/// then says how many parts the convention finds.
#[test]
fn the_convention_is_proposed_from_the_markup() {
    let wide: String = (0..5_000).map(|i| format!("w{i} ")).collect();
    let wide = format!("class=\"{}\"", wide.trim_end());
    let code_text = r#"use leptos::prelude::*;

#[derive(Clone, Copy, Default)]
pub enum ButtonSize { #[default] Small, Large }
#[derive(Clone, Copy, Default)]
pub enum AlertTone { #[default] Info, Danger }

#[component]
pub fn Button(#[prop(optional)] size: ButtonSize, children: Children) -> impl IntoView {
    let mut classes = vec!["lib-btn".to_string()];
    classes.push(match size { ButtonSize::Small => "lib-btn--small".into(), ButtonSize::Large => "lib-btn--large".into() });
    let classes = classes.join(" ");
    view! { <button class=classes>{children()}</button> }
}

#[component]
pub fn Alert(#[prop(optional)] tone: AlertTone, children: Children) -> impl IntoView {
    view! { <div role="alert" class=format!("lib-alert lib-alert--{}", tone.name())>{children()}</div> }
}

#[component]
pub fn Card(children: Children) -> impl IntoView { view! { <div class="lib-card">{children()}</div> } }

#[component]
pub fn CardHeader(children: Children) -> impl IntoView { view! { <div class="lib-card__header">{children()}</div> } }

#[component]
pub fn Badge(children: Children) -> impl IntoView { view! { <span class="lib-badge">{children()}</span> } }

#[component]
pub fn Tag(children: Children) -> impl IntoView { view! { <span class="lib-label">{children()}</span> } }

#[component]
pub fn Plain(class: String, children: Children) -> impl IntoView { view! { <div class=class>{children()}</div> } }

#[component]
pub fn Entry() -> impl IntoView { view! { <input class="lib-control" /> } }

#[component]
pub fn Notes() -> impl IntoView { view! { <textarea class="lib-control"></textarea> } }

fn odd_classes() -> &'static str { "lib-label" }

#[component]
pub fn Odd() -> impl IntoView { view! { <div class=odd_classes()></div> } }

#[component]
pub fn Wide() -> impl IntoView { view! { <b class=WIDE></b> } }

#[component]
pub fn Slide() -> impl IntoView { view! { <input class="lib-input" type="range" /> } }

#[component]
pub fn Field(kind: String) -> impl IntoView { view! { <input class="lib-input" type=move || kind.clone() /> } }

#[component]
pub fn Chip(#[prop(optional)] big: bool, children: Children) -> impl IntoView {
    let mut classes = Vec::new();
    if big { classes.push("lib-chip-big"); }
    let classes = classes.join(" ");
    view! { <span class=classes>{children()}</span> }
}
"#;
    let dir = project_with(&[
        (
            "Cargo.toml",
            "[package]\nname = \"lib\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nleptos = \"0.8\"\n",
        ),
        ("src/lib.rs", &code_text.replace("class=WIDE", &wide)),
    ]);
    let inferred = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&inferred), 0, "{}", stderr(&inferred));
    let output = uispec(dir.path(), &["css", "--suggest-convention"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = stdout(&output);
    for line in [
        "root = \".lib-{component}\"",
        "variant = \".lib-{component}--{value}\"",
        "variant-on = \"root\"",
        "Button = \"btn\"",
        "CardHeader = \"card__header\"",
        "# It finds 10 of the 12 parts the markup marks (83%); 2 components mark nothing",
        "# not found: Field `root` (`.lib-field`)",
        "# marking nothing seen: Odd, Plain",
        "# not found: Chip `root` (`.lib-chip`)",
        // A root no template finds gets a selector of its own when one tells it apart from
        // every other element: its class, else with its element's name when another element
        // may carry the class (Odd's `div`, whose classes a function computes out of sight).
        "# specs/tag.json /anatomy/0 (Tag `root`): \"x-selector\": \"span.lib-label\"",
        "# specs/entry.json /anatomy/0 (Entry `root`): \"x-selector\": \"input.lib-control\"",
        "# specs/notes.json /anatomy/0 (Notes `root`): \"x-selector\": \"textarea.lib-control\"",
        // A class literal of 5,000 names: its first few are tried, not every pair of them.
        "# specs/wide.json /anatomy/0 (Wide `root`): \"x-selector\": \"b.w0\"",
        // Field's `type` is whatever its caller gives: the caller's choice, not a collision.
        "# specs/slide.json /anatomy/0 (Slide `root`): \"x-selector\": \".lib-input[type=\\\"range\\\"]\"",
    ] {
        assert!(text.contains(line), "{line} in {text}");
    }
    // A class pushed on a condition is not the component's name, though it shares a word, nor
    // a selector of its own: not every render carries it.
    assert!(!text.contains("Chip = "), "{text}");
    assert!(!text.contains("(Chip `root`)"), "{text}");
    // The suggestion is uispec.toml and `x-selector`s as they stand: `validate` reads them and
    // counts the same.
    let proposed = [
        ("tag", "span.lib-label"),
        ("entry", "input.lib-control"),
        ("notes", "textarea.lib-control"),
        ("slide", ".lib-input[type=\"range\"]"),
        ("wide", "b.w0"),
    ];
    let output = validate_as_suggested(dir.path(), &text, &proposed);
    assert!(code(&output) < 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains(
            "the markup convention of `[css.selectors]` finds 10 of the 12 parts the components' markup marks (83%); not found: Chip `root` (`.lib-chip`), Field `root` (`.lib-field`); 2 components mark nothing the reader can see"
        ),
        "{}",
        stderr(&output)
    );
    let output = uispec(dir.path(), &["css"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    // A spec's file name is the project's, a line break included: it stays inside its comment,
    // and the suggestion stays the TOML it was.
    let tag = dir.path().join("specs/tag.json");
    let mut json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&tag).unwrap()).unwrap();
    json["anatomy"][0]
        .as_object_mut()
        .unwrap()
        .remove("x-selector");
    fs::remove_file(&tag).unwrap();
    fs::write(
        dir.path()
            .join("specs/tag\n[css]\nformat = \"tailwind\"\n.json"),
        json.to_string(),
    )
    .unwrap();
    let output = uispec(dir.path(), &["css", "--suggest-convention"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("(Tag `root`): \"x-selector\": \"span.lib-label\""),
        "{text}"
    );
    let toml: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(!toml.iter().any(|l| l.contains("format")), "{text}");
    // A library whose classes all come from the caller shows no convention.
    let headless = project_with(&[
        (
            "Cargo.toml",
            "[package]\nname = \"lib\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nleptos = \"0.8\"\n",
        ),
        (
            "src/lib.rs",
            "use leptos::prelude::*;\n#[component]\npub fn Plain(class: String) -> impl IntoView { view! { <div class=class></div> } }\n#[component]\npub fn Other(class: String) -> impl IntoView { view! { <span class=class></span> } }\n",
        ),
    ]);
    let inferred = uispec(headless.path(), &["spec:infer", "src"]);
    assert_eq!(code(&inferred), 0, "{}", stderr(&inferred));
    let output = uispec(headless.path(), &["css", "--suggest-convention"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(stdout(&output).is_empty(), "{}", stdout(&output));
    assert!(
        stderr(&output).contains("no convention to suggest"),
        "{}",
        stderr(&output)
    );
}

/// Two components that share a class (Bootstrap's `form-check` for a checkbox and a radio) are
/// told apart by what surrounds it, when the markup proves it: a child every render has and no
/// rival may (`:has(> …)`), an attribute every rival always writes and the root never does
/// (`:not([…])`), an attribute always written though computed. A selector that finds one
/// branch's root only, or a rival that may hold the child, gives none; a layout whose root is
/// another component's marks nothing of its own.
#[test]
fn a_shared_class_is_told_apart_by_what_surrounds_it() {
    let code_text = r#"use dioxus::prelude::*;

#[component]
pub fn Card(children: Element) -> Element { rsx! { div { class: "lib-card", {children} } } }

#[component]
pub fn Alert(children: Element) -> Element { rsx! { div { class: "lib-alert", role: "alert", {children} } } }

#[component]
pub fn Checkbox(switch: bool, label: Option<String>) -> Element {
    let classes = if switch { vec!["lib-choice", "lib-switch"] } else { vec!["lib-choice"] };
    let classes = classes.join(" ");
    rsx! {
        div { class: classes,
            input { r#type: "checkbox" }
            if let Some(text) = label { label { "{text}" } }
        }
    }
}

#[component]
pub fn Radio(label: Option<String>) -> Element {
    rsx! { div { class: "lib-choice", input { r#type: "radio" }, label { "{label:?}" } } }
}

#[component]
pub fn Pick(many: bool) -> Element {
    rsx! { div { class: "lib-choice", if many { input { r#type: "radio" } } } }
}

#[component]
pub fn Group(toolbar: bool, children: Element) -> Element {
    let role = if toolbar { "toolbar" } else { "group" };
    rsx! { div { class: "lib-group", role: role, {children} } }
}

#[component]
pub fn Split() -> Element { rsx! { div { class: "lib-group", button { "a" } } } }

#[component]
pub fn Opener(children: Element) -> Element { rsx! { div { class: "lib-shared", {children} } } }

#[component]
pub fn Picker(split: bool) -> Element {
    if split {
        rsx! { div { class: "lib-first" } }
    } else {
        rsx! { div { class: "lib-shared" } }
    }
}

fn mode_of(dark: bool) -> String { if dark { "dark".into() } else { "light".into() } }

#[component]
pub fn Theme(dark: bool, children: Element) -> Element {
    let mode: String = mode_of(dark);
    rsx! { div { "data-theme": mode, {children} } }
}

#[component]
pub fn Layout(children: Element) -> Element { rsx! { Card { main { {children} } } } }
"#;
    let dir = project_with(&[
        (
            "Cargo.toml",
            "[package]\nname = \"lib\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\ndioxus = \"0.7\"\n",
        ),
        ("src/lib.rs", code_text),
    ]);
    let inferred = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&inferred), 0, "{}", stderr(&inferred));
    let output = uispec(dir.path(), &["css", "--suggest-convention"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = stdout(&output);
    let proposed = [
        // Every render of Checkbox's root starts from `lib-choice` (both branches agree) and
        // holds a checkbox; no other `lib-choice` may.
        ("checkbox", ".lib-choice:has(> input[type=\"checkbox\"])"),
        // Group always writes a `role` (one of two literals); Split's root never does.
        ("split", ".lib-group:not([role])"),
        // Computed, but typed as a string: always written.
        ("theme", "div[data-theme]"),
    ];
    for (spec, selector) in proposed {
        let line = format!(
            "# specs/{spec}.json /anatomy/0 ({} `root`): \"x-selector\": {}",
            uispec_core::naming::to_pascal(spec),
            serde_json::to_string(selector).unwrap()
        );
        assert!(text.contains(&line), "{line} in {text}");
    }
    // Radio's radio may also be Pick's; Pick's child is on a condition; Picker's own class is
    // its split branch's only, and its other branch's is Opener's too.
    for name in ["Radio", "Pick", "Picker", "Opener"] {
        assert!(
            !text.contains(&format!("({name} `root`)")),
            "{name}: {text}"
        );
    }
    assert!(text.contains("# marking nothing seen: Layout"), "{text}");
    assert!(
        text.contains("# It finds 6 of the 10 parts the markup marks (60%)"),
        "{text}"
    );
    // `validate` counts those selectors as the suggestion does, once they are in the specs.
    let output = validate_as_suggested(dir.path(), &text, &proposed);
    assert!(code(&output) < 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("finds 6 of the 10 parts the components' markup marks (60%)"),
        "{}",
        stderr(&output)
    );
}

/// Puts each proposed `x-selector` into its spec's first part and the suggested convention into
/// uispec.toml, as a maintainer would, and runs `validate`.
fn validate_as_suggested(
    dir: &Path,
    suggestion: &str,
    proposed: &[(&str, &str)],
) -> std::process::Output {
    for (spec, selector) in proposed {
        let path = dir.join(format!("specs/{spec}.json"));
        let mut json: serde_json::Value =
            serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
        json["anatomy"][0]["x-selector"] = (*selector).into();
        fs::write(&path, json.to_string()).unwrap();
    }
    let config = dir.join("uispec.toml");
    let before = fs::read_to_string(&config).unwrap_or_default();
    fs::write(&config, format!("{before}\n{suggestion}")).unwrap();
    uispec(dir, &["validate"])
}
