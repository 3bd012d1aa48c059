//! Issue 51: the Tailwind output must never break or hijack an application's own Tailwind
//! build. A spec whose states are named like Tailwind's own variants (`dark`, `md`, `sm`,
//! `print`, `rtl`, `before`, `placeholder`, `motion-safe`) and whose variant values are not
//! words (`-`, `;`, `a b`, `x}y`, `</style><b>`) or collide (`a-b`, `aB`) is written with
//! `uispec css --format tailwind`, compiled by the real Tailwind v4 CLI (which refused the
//! names it once got), and the application's `dark:`, `md:`, `before:` … utilities are shown
//! in headless Chromium doing what Tailwind defines (`examples/style-proof/tailwind-names.mjs`).
//!
//! Needs `scripts/install-test-clients` (Debian's chromium, the Tailwind CLI).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::common::{code, project, stderr, stdout, uispec, write};

fn style_proof() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/style-proof")
}

const STATES: &[&str] = &[
    "dark",
    "md",
    "sm",
    "print",
    "rtl",
    "before",
    "placeholder",
    "motion-safe",
    "loading",
];

#[test]
fn tailwind_variants_of_hostile_names_leave_tailwinds_own_alone() {
    let dir = project();
    let root = dir.path();
    write(
        root,
        "uispec.toml",
        "specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n[css]\nformat = \"tailwind\"\n",
    );
    write(
        root,
        "tokens/c.tokens.json",
        r##"{"c": {"$type": "color",
            "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
            "on": {"$value": {"colorSpace": "srgb", "components": [0, 1, 0], "hex": "#00ff00"}}}}"##,
    );
    let mut mapping = serde_json::Map::new();
    mapping.insert("root.background".to_owned(), json!("{c.bg}"));
    for state in STATES {
        mapping.insert(format!("root.background:{state}"), json!("{c.on}"));
    }
    let values = ["ok", "-", ";", "a b", "a-b", "aB", "x}y", "</style><b>"];
    let spec = json!({
        "name": "Chip", "description": "A choice.", "category": "inputs",
        "anatomy": [{"name": "root", "required": true}],
        "variants": [{"name": "tone", "values": values}],
        "defaultVariants": {"tone": "ok"},
        "states": STATES,
        "tokenMapping": mapping,
    });
    write(root, "specs/chip.json", &spec.to_string());
    let output = uispec(root, &["css", "--out", "-"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let css = stdout(&output);
    let variants: Vec<&str> = css
        .lines()
        .filter(|line| line.starts_with("@custom-variant "))
        .collect();
    // Only the state Tailwind does not name, and the one value that is a word and claimed once.
    assert!(
        variants
            .iter()
            .any(|v| v.starts_with("@custom-variant loading ")),
        "{css}"
    );
    assert!(
        variants
            .iter()
            .any(|v| v.starts_with("@custom-variant tone-ok ")),
        "{css}"
    );
    assert_eq!(variants.len(), 2, "{variants:#?}");

    // Compiled by the real Tailwind v4 CLI, as an application imports it.
    let modules = style_proof().join("node_modules");
    let cli = modules.join(".bin/tailwindcss");
    assert!(
        cli.is_file(),
        "run scripts/install-test-clients (the Tailwind CLI)"
    );
    std::fs::write(root.join("ui.tailwind.css"), &css).unwrap();
    let utilities = "dark:bg-red-500 md:text-lg sm:font-bold before:content-['x'] rtl:underline \
                     placeholder:text-red-500 motion-safe:italic print:hidden loading:opacity-50";
    std::fs::write(
        root.join("input.css"),
        format!(
            "@import {} source(none);\n@import \"./ui.tailwind.css\";\n@source inline({});\n",
            json!(modules.join("tailwindcss/index.css")),
            json!(utilities)
        ),
    )
    .unwrap();
    let compiled = Command::new(&cli)
        .args(["-i", "input.css", "-o", "out.css"])
        .current_dir(root)
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "the Tailwind CLI refused the output:\n{}\n{css}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    std::fs::write(
        root.join("page.html"),
        "<!doctype html><html><head><link rel=\"stylesheet\" href=\"out.css\"></head><body>\
         <div id=\"dark\" class=\"dark:bg-red-500\">dark</div>\
         <div id=\"md\" class=\"md:text-lg\">md</div>\
         <div id=\"sm\" class=\"sm:font-bold\">sm</div>\
         <div id=\"before\" class=\"before:content-['x']\">before</div>\
         <div dir=\"rtl\"><div id=\"rtl\" class=\"rtl:underline\">rtl</div></div>\
         <input id=\"placeholder\" class=\"placeholder:text-red-500\" placeholder=\"p\">\
         <div id=\"motion-safe\" class=\"motion-safe:italic\">motion</div>\
         <div id=\"print\" class=\"print:hidden\">print</div>\
         <div id=\"loading\" class=\"loading:opacity-50\" aria-busy=\"true\">loading</div>\
         <div id=\"not-loading\" class=\"loading:opacity-50\">idle</div>\
         </body></html>",
    )
    .unwrap();
    let run = Command::new("node")
        .arg(style_proof().join("tailwind-names.mjs"))
        .arg(root.join("page.html"))
        .output()
        .expect("node (Node.js) on PATH");
    assert!(
        run.status.success(),
        "the browser run failed:\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let shown: Value = serde_json::from_slice(&run.stdout).unwrap();
    // Tailwind v4's red-500 is an `oklch()` colour.
    let red = |value: &Value| value.as_str().is_some_and(|v| v.starts_with("oklch"));
    for scheme in ["light", "dark"] {
        let s = &shown[scheme];
        // `dark:` is Tailwind's: the colour scheme, not a `[data-state~=dark]`.
        assert_eq!(red(&s["dark"]), scheme == "dark", "{scheme}: {shown}");
        assert_eq!(s["md"], "18px", "md: at 1200 px wide: {shown}");
        assert_eq!(s["sm"], "700", "{shown}");
        assert_eq!(s["before"], "\"x\"", "{shown}");
        assert_eq!(s["rtl"], "underline", "{shown}");
        assert!(red(&s["placeholder"]), "{shown}");
        assert_eq!(s["motionSafe"], "italic", "{shown}");
        assert_eq!(s["print"], "block", "print: is for print only: {shown}");
        // The state Tailwind does not name is uispec's.
        assert_eq!(s["loading"], "0.5", "{shown}");
        assert_eq!(s["notLoading"], "1", "{shown}");
    }
}
