//! Editing a spec, or the markup convention in uispec.toml, expands the macro again: a real
//! `cargo run` of a fixture crate before and after the edit.

#![allow(clippy::unwrap_used)]

use std::fs;
use std::path::Path;
use std::process::Command;

/// A binary crate named `name` that depends on this macro crate, with `specs/` and `src/`.
fn fixture(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let macros = Path::new(env!("CARGO_MANIFEST_DIR"));
    fs::write(
        root.join("Cargo.toml"),
        format!(
            "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [dependencies]\nuispec-macros = {{ path = {:?} }}\n\n[workspace]\n\n\
             [profile.dev]\ndebug = false\n",
            macros.display().to_string()
        ),
    )
    .unwrap();
    fs::create_dir_all(root.join("specs")).unwrap();
    fs::create_dir_all(root.join("src")).unwrap();
    dir
}

/// `cargo run` in the fixture at `root`: whether it succeeded, its stdout and its stderr.
fn cargo_run(root: &Path) -> (bool, String, String) {
    let output = Command::new(env!("CARGO"))
        .args(["run", "-q", "--offline", "--color", "never"])
        .current_dir(root)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixture-target"),
        )
        .output()
        .unwrap();
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn editing_the_spec_recompiles_the_crate() {
    let dir = fixture("chip-fixture");
    let root = dir.path();
    let spec = |values: &str| {
        fs::write(
            root.join("specs/chip.json"),
            format!(
                r#"{{"name": "Chip", "variants": [{{"name": "size", "values": [{values}]}}]}}"#
            ),
        )
        .unwrap();
    };
    spec(r#""sm", "md""#);
    fs::write(
        root.join("src/main.rs"),
        "#[uispec_macros::component_spec(\"specs/chip.json\", framework = \"none\")]\n\
         struct Chip;\n\n\
         fn main() {\n    println!(\"{}\", ChipSize::NAMES.join(\",\"));\n}\n",
    )
    .unwrap();
    let run = || {
        let (ok, out, err) = cargo_run(root);
        assert!(ok, "{err}");
        out
    };
    assert_eq!(run(), "sm,md\n");
    spec(r#""sm", "md", "lg""#);
    assert_eq!(
        run(),
        "sm,md,lg\n",
        "the macro ran again on the edited spec"
    );
}

/// The markup helpers follow the project's `[css.selectors]` in uispec.toml, and editing that
/// convention expands the macro again: BEM classes first, then custom elements with the
/// variant as a plain attribute.
#[test]
fn the_markup_helpers_follow_the_convention_in_uispec_toml() {
    let dir = fixture("convention-fixture");
    let root = dir.path();
    fs::write(
        root.join("specs/chip.json"),
        r#"{"name": "Chip", "anatomy": [{"name": "root"}, {"name": "startIcon"}],
            "variants": [{"name": "size", "values": ["sm", "2xl"]}]}"#,
    )
    .unwrap();
    let convention = |lines: &str| {
        fs::write(
            root.join("uispec.toml"),
            format!("[css.selectors]\n{lines}\n"),
        )
        .unwrap();
    };
    // The fixture's `main` prints `args`.
    let main = |args: &str| {
        fs::write(
            root.join("src/main.rs"),
            format!(
                "#[uispec_macros::component_spec(\"specs/chip.json\", framework = \"none\")]\n\
                 struct Chip;\n\n\
                 fn main() {{\n    println!({args});\n}}\n"
            ),
        )
        .unwrap();
    };
    convention(
        "root = \".{component}\"\npart = \".{component}__{part}\"\nvariant = \".{component}--{value}\"\nvariant-on = \"root\"",
    );
    main(
        r#""{} {} {} {}", Chip::CLASS_ROOT, Chip::CLASS_START_ICON, ChipSize::Sm.class(), ChipSize::ALL[1].class()"#,
    );
    let run = || cargo_run(root);
    let (ok, out, err) = run();
    assert!(ok, "{err}");
    assert_eq!(out, "chip chip__start-icon chip--sm chip--2xl\n");

    convention(
        "root = \"x-{component}\"\npart = \"x-{component}-{part}\"\nvariant = \"[{axis}={value}]\"",
    );
    main(
        r#""{} {} {}={}", Chip::TAG_ROOT, Chip::TAG_START_ICON, ChipSize::ATTRIBUTE, ChipSize::ALL[1].as_str()"#,
    );
    let (ok, out, err) = run();
    assert!(ok, "{err}");
    assert_eq!(out, "x-chip x-chip-start-icon size=2xl\n");

    // Then only uispec.toml changes: without a root template, `TAG_ROOT` is gone, so the same
    // `main` no longer compiles.
    main(r#""{}", Chip::TAG_ROOT"#);
    assert!(run().0);
    convention("part = \".{component}-{part}\"");
    let (ok, _, err) = run();
    assert!(
        !ok && err.contains("TAG_ROOT"),
        "editing uispec.toml alone expanded the macro again: {err}"
    );
}
