//! `uispec lsp` driven by real clients: pytest-lsp (`tests/lsp/test_lsp.py`, on pygls) and
//! headless Neovim (`tests/lsp/neovim.lua`, its built-in client), both installed by
//! `scripts/install-test-clients`, on copies of `examples/design-system`. Part of the
//! `clients` test binary.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::path::Path;
use std::process::Command;

use serde_json::Value;

use common::{design_system, stderr, stdout};

const BIN: &str = env!("CARGO_BIN_EXE_uispec");

fn example() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system")
}

#[test]
fn pytest_lsp_drives_the_server() {
    let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/test-clients/venv/bin/python");
    assert!(
        venv.is_file(),
        "the LSP tests need pytest-lsp: run `scripts/install-test-clients` first \
         (the README's test command does)"
    );
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lsp");
    let output = Command::new(venv)
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .arg(&tests)
        .current_dir(&tests)
        .env("UISPEC_BIN", BIN)
        .env("UISPEC_EXAMPLE", example())
        .output()
        .expect("python runs");
    assert!(
        output.status.success(),
        "pytest-lsp failed\n--- stdout\n{}\n--- stderr\n{}",
        stdout(&output),
        stderr(&output)
    );
}

#[test]
fn neovim_completes_hovers_jumps_and_shows_errors_while_typing() {
    let project = design_system();
    let result = project.path().join("neovim-result.json");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lsp/neovim.lua");
    let nvim = std::env::var("UISPEC_NVIM").unwrap_or_else(|_| "nvim".to_owned());
    let output = Command::new(&nvim)
        .args(["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("UISPEC_BIN", BIN)
        .env("UISPEC_PROJECT", project.path())
        .env("UISPEC_RESULT", &result)
        .output()
        .unwrap_or_else(|e| {
            panic!("`{nvim}` runs (scripts/install-test-clients installs it): {e}")
        });
    let found: Value = std::fs::read_to_string(&result)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_else(|| {
            panic!(
                "Neovim wrote no result\n{}\n{}",
                stdout(&output),
                stderr(&output)
            )
        });
    assert_eq!(found.get("error"), None, "{found:#}");

    let item = found["completion"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["label"] == "color.action.primary.background")
        .unwrap_or_else(|| panic!("no token completed: {found:#}"));
    assert_eq!(
        item["kind"], 16,
        "a colour (swatch in editors that draw them)"
    );
    assert_eq!(item["documentation"], "#2563eb");

    let hover = found["hover"].as_str().unwrap();
    assert!(
        hover.contains("| light | `#2563eb` |") && hover.contains("| dark |"),
        "{hover}"
    );

    let uris: Vec<&str> = found["token_definition"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["uri"].as_str().unwrap())
        .collect();
    assert!(
        uris[0].ends_with("/tokens/themes/light.tokens.json"),
        "{uris:?}"
    );
    assert!(
        uris.iter()
            .any(|u| u.ends_with("/tokens/primitives.tokens.json")),
        "{uris:?}"
    );
    let component = &found["component_definition"][0];
    assert!(
        component["uri"]
            .as_str()
            .unwrap()
            .ends_with("/src/components/button.rs")
    );
    assert_eq!(component["range"]["start"]["line"], 10);

    let typo = found["typo_line"].as_u64().unwrap();
    let diagnostics = found["diagnostics"].as_array().unwrap();
    assert!(
        diagnostics
            .iter()
            .any(|d| d["code"] == "token-missing" && d["line"] == typo),
        "{diagnostics:#?}"
    );
}
