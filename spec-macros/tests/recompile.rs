//! Editing a spec recompiles the crates that use it: a real `cargo run` of a fixture crate,
//! before and after a new variant value is added to its JSON.

#![allow(clippy::unwrap_used)]

use std::fs;
use std::path::Path;
use std::process::Command;

#[test]
fn editing_the_spec_recompiles_the_crate() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let macros = Path::new(env!("CARGO_MANIFEST_DIR"));
    fs::write(
        root.join("Cargo.toml"),
        format!(
            "[package]\nname = \"chip-fixture\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [dependencies]\nuispec-macros = {{ path = {:?} }}\n\n[workspace]\n\n\
             [profile.dev]\ndebug = false\n",
            macros.display().to_string()
        ),
    )
    .unwrap();
    fs::create_dir_all(root.join("specs")).unwrap();
    fs::create_dir_all(root.join("src")).unwrap();
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
        let output = Command::new(env!("CARGO"))
            .args(["run", "-q", "--offline", "--color", "never"])
            .current_dir(root)
            .env(
                "CARGO_TARGET_DIR",
                Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixture-target"),
            )
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    };
    assert_eq!(run(), "sm,md\n");
    spec(r#""sm", "md", "lg""#);
    assert_eq!(
        run(),
        "sm,md,lg\n",
        "the macro ran again on the edited spec"
    );
}
