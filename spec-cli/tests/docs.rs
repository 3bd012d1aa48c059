//! `uispec docs`: the site and the Markdown pages, from the real binary. The browser half (links,
//! requests, axe-core, swatches per theme) is `docs_browser.rs`.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{code, project_with, stderr, stdout, tree, uispec, write};

/// A copy of the example design system, in a folder of the same name (the site's title), without
/// build output: what `uispec test` leaves under the example's `target/` (pictures the docs
/// would show) must not change these pages.
struct Example(tempfile::TempDir);

impl Example {
    fn path(&self) -> PathBuf {
        self.0.path().join("design-system")
    }
}

fn example() -> Example {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("design-system");
    common::copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system"),
        &copy,
    );
    let _ = fs::remove_dir_all(copy.join("target"));
    Example(dir)
}

fn read(dir: &Path, path: &str) -> String {
    fs::read_to_string(dir.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

const TOKENS: &str = r##"{
  "color": {
    "$type": "color",
    "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1], "hex": "#0066ff" } },
    "accent": { "$value": "{color.blue}", "$description": "The <b>brand</b> colour" }
  }
}"##;

#[test]
fn the_example_design_system_becomes_a_site() {
    let out = tempfile::tempdir().unwrap();
    let site = out.path().join("site");
    let site_arg = site.to_str().unwrap();
    let example = example();
    let output = uispec(&example.path(), &["docs", "--out", site_arg]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let files: Vec<String> = tree(&site)
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    for expected in [
        "index.html",
        "assets/site.css",
        "assets/site.js",
        "assets/ui.css",
        "components/button.html",
        "components/icon-button.html",
        "tokens/color.html",
        "tokens/base.html",
    ] {
        assert!(
            files.contains(&expected.to_owned()),
            "{expected} in {files:?}"
        );
    }
    assert_eq!(
        files
            .iter()
            .filter(|f| f.starts_with("components/"))
            .count(),
        11
    );
    // Every file but the manifest of what was written is a page.
    assert!(files.contains(&".uispec-docs".to_owned()), "{files:?}");
    assert!(
        stdout(&output).contains(&format!("{} pages, {0} created", files.len() - 1)),
        "{}",
        stdout(&output)
    );

    // The docs' stylesheet: states can be forced, the default theme can be nested.
    let css = read(&site, "assets/ui.css");
    assert!(
        css.contains("[data-force-state~=\"hover\"]"),
        "forced states"
    );
    assert!(
        css.contains(":root, [data-theme=\"light\"] {"),
        "nestable default"
    );

    // Where used: a primitive lists the entries that reach it through an alias.
    let base = read(&site, "tokens/base.html");
    let row = base
        .split("<tr ")
        .find(|row| row.starts_with("id=\"t-base.color.blue.600\""))
        .expect("a row for base.color.blue.600");
    assert!(
        row.contains("<a href=\"../components/button.html\">Button</a> <code>root.background[variant=primary]</code> via <code>color.action.primary.background</code>"),
        "{row}"
    );
    assert!(row.contains("<code>#2563eb</code>"), "{row}");

    // Each judged colour shows its contrast per theme: the primary label (on the root) passes in both themes.
    let button = read(&site, "components/button.html");
    let label = button
        .split("<div class=\"cell\" ")
        .find(|cell| cell.starts_with("data-key=\"root.textColor[variant=primary]\""))
        .expect("a cell for the primary label");
    assert_eq!(
        label.matches("<span class=\"ratio pass\">✓ ").count(),
        2,
        "{label}"
    );
    assert!(label.contains(", passes 4.5:1</span>"), "{label}");

    insta::assert_snapshot!("docs_index", read(&site, "index.html"));
    insta::assert_snapshot!("docs_button", read(&site, "components/button.html"));

    // A second run changes nothing.
    let output = uispec(&example.path(), &["docs", "--out", site_arg]);
    assert_eq!(code(&output), 0);
    assert!(
        stdout(&output).contains(&format!(
            "0 created, 0 updated, {} unchanged, 0 removed",
            files.len() - 1
        )),
        "{}",
        stdout(&output)
    );
}

#[test]
fn markdown_pages_for_a_repository() {
    let out = tempfile::tempdir().unwrap();
    let output = uispec(
        &example().path(),
        &[
            "docs",
            "--format",
            "markdown",
            "--out",
            out.path().to_str().unwrap(),
        ],
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(
        tree(out.path()).len(),
        13,
        "README.md, 11 components and the manifest of what was written"
    );
    insta::assert_snapshot!("docs_markdown_index", read(out.path(), "README.md"));
    insta::assert_snapshot!("docs_markdown_button", read(out.path(), "button.md"));
}

#[test]
fn a_users_file_is_never_replaced_and_stale_pages_go() {
    let dir = project_with(&[
        (
            "specs/badge.json",
            r#"{"name": "Badge", "description": "A count.", "tokenMapping": {"root.background": "{color.accent}"}}"#,
        ),
        (
            "specs/chip.json",
            r#"{"name": "Chip", "description": "A chip."}"#,
        ),
        ("tokens/tokens.json", TOKENS),
    ]);
    // The user's own page where the index would go: nothing is written.
    write(dir.path(), "site/index.html", "<p>mine</p>\n");
    let output = uispec(dir.path(), &["docs"]);
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("error: `site/index.html` exists and `uispec docs` did not write it; nothing was written"),
        "{}",
        stderr(&output)
    );
    assert!(
        stderr(&output).contains("help: pass --force"),
        "{}",
        stderr(&output)
    );
    assert_eq!(
        tree(&dir.path().join("site")),
        [PathBuf::from("index.html")]
    );

    let output = uispec(dir.path(), &["docs", "--force"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(read(dir.path(), "site/index.html").contains("Generated by `uispec docs`"));
    assert!(dir.path().join("site/components/chip.html").is_file());

    // A spec removed: its page goes; a file of the user's next to it stays.
    write(dir.path(), "site/components/notes.html", "<p>notes</p>\n");
    fs::remove_file(dir.path().join("specs/chip.json")).unwrap();
    let output = uispec(dir.path(), &["docs"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stdout(&output).contains(", 1 removed"),
        "{}",
        stdout(&output)
    );
    assert!(!dir.path().join("site/components/chip.html").exists());
    assert!(dir.path().join("site/components/notes.html").is_file());
}

/// `docs` deleted what it should not: any page whose first bytes held the generator phrase (a
/// user's page quoting it), and through linked folders (`site/components -> site/tokens`
/// emptied `tokens/`; `-> .` deleted `index.html`). Now it removes only what the previous run
/// recorded, and never through a link.
#[test]
fn only_what_the_last_run_recorded_is_removed() {
    let dir = project_with(&[
        (
            "specs/badge.json",
            r#"{"name": "Badge", "description": "A count.", "tokenMapping": {"root.background": "{color.accent}"}}"#,
        ),
        ("tokens/tokens.json", TOKENS),
    ]);
    let site = dir.path().join("site");
    let output = uispec(dir.path(), &["docs"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let quoting = "<!-- Generated by `uispec docs` is what our tool says -->\n<p>mine</p>\n";
    write(dir.path(), "site/components/quoting.html", quoting);
    write(
        dir.path(),
        "site/tokens/mine.md",
        "Generated by `uispec docs`\n",
    );
    let output = uispec(dir.path(), &["docs"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stdout(&output).contains(", 0 removed"),
        "{}",
        stdout(&output)
    );
    assert_eq!(read(dir.path(), "site/components/quoting.html"), quoting);
    assert!(site.join("tokens/mine.md").is_file());

    // Linked folders inside the site: refused, and nothing is removed through them.
    let before = tree(&site);
    for target in ["tokens", "."] {
        fs::rename(site.join("components"), dir.path().join("moved")).ok();
        let _ = fs::remove_file(site.join("components"));
        std::os::unix::fs::symlink(target, site.join("components")).unwrap();
        let output = uispec(dir.path(), &["docs"]);
        assert_eq!(code(&output), 2, "{target}: {}", stderr(&output));
        assert!(stderr(&output).contains("is a link"), "{}", stderr(&output));
        assert!(site.join("index.html").is_file(), "{target}");
        assert!(site.join("tokens/mine.md").is_file(), "{target}");
        assert!(
            before
                .iter()
                .filter(|p| p.starts_with("tokens"))
                .all(|p| site.join(p).is_file()),
            "{target}"
        );
    }
}

#[test]
fn text_from_specs_and_tokens_is_never_markup() {
    let dir = project_with(&[
        (
            "specs/badge.json",
            r#"{"name": "Badge", "description": "<script>alert(1)</script>",
                "guidelines": ["[click](javascript:alert(1))", "<img src=x onerror=alert(1)>"],
                "props": [{"name": "count", "type": "number", "description": "a | b ` c"}],
                "tokenMapping": {"root.background": "{color.accent}"}}"#,
        ),
        ("tokens/tokens.json", TOKENS),
    ]);
    let output = uispec(dir.path(), &["docs"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let page = read(dir.path(), "site/components/badge.html");
    assert!(
        page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{page}"
    );
    assert!(!page.contains("<script>alert"), "{page}");
    assert!(!page.contains("<img src=x"), "{page}");
    assert!(!page.contains("href=\"javascript:"), "{page}");
    let tokens = read(dir.path(), "site/tokens/color.html");
    assert!(
        tokens.contains("The &lt;b&gt;brand&lt;/b&gt; colour"),
        "{tokens}"
    );

    // The base URL only ever becomes a canonical link, and only an http(s) one.
    let output = uispec(
        dir.path(),
        &["docs", "--base-url", "https://ui.example.com/x/"],
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let page = read(dir.path(), "site/components/badge.html");
    assert!(
        page.contains(
            "<link rel=\"canonical\" href=\"https://ui.example.com/x/components/badge.html\">"
        ),
        "{page}"
    );
    let output = uispec(dir.path(), &["docs", "--base-url", "javascript:alert(1)"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("starting with https:// or http://"),
        "{}",
        stderr(&output)
    );

    let output = uispec(dir.path(), &["docs", "--format", "markdown", "--out", "md"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let md = read(dir.path(), "md/badge.md");
    assert!(
        md.contains("&lt;script&gt;alert\\(1\\)&lt;/script&gt;"),
        "{md}"
    );
    assert!(
        md.contains("- \\[click\\]\\(javascript:alert\\(1\\)\\)"),
        "{md}"
    );
    assert!(md.contains("| a \\| b \\` c |"), "{md}");
}

#[test]
fn specs_with_errors_still_get_pages_that_show_them() {
    let dir = project_with(&[
        (
            "specs/badge.json",
            r#"{"name": "Badge", "description": "A count.", "tokenMapping": {"root.background": "{color.acent}", "root.textColor": "{color.accent}"}}"#,
        ),
        (
            "specs/plain.json",
            r#"{"name": "Plain", "description": "No anatomy, no tokens."}"#,
        ),
        ("tokens/tokens.json", TOKENS),
    ]);
    let output = uispec(dir.path(), &["docs"]);
    assert_eq!(code(&output), 1, "the status is validate's");
    assert!(
        stderr(&output).contains("error: 1 error: the pages show them"),
        "{}",
        stderr(&output)
    );
    let page = read(dir.path(), "site/components/badge.html");
    assert!(
        page.contains("error[token-missing]: {color.acent} does not exist"),
        "{page}"
    );
    assert!(page.contains("does not resolve"), "{page}");
    let index = read(dir.path(), "site/index.html");
    assert!(
        index.contains("<span class=\"problems\">1 error</span>"),
        "{index}"
    );
    let plain = read(dir.path(), "site/components/plain.html");
    assert!(!plain.contains("Token mapping"), "{plain}");
    assert!(plain.contains("uispec validate finds no problems in this spec."));
}
