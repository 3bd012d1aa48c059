//! The language server's features at the [`World`] level, the way rust-analyzer tests its `ide`
//! crate: a fixture is a project written inline, files introduced by `//- <path>` lines, with
//! the cursor `$0` in one of them (the document the editor has open); each feature's answer is
//! rendered as a few lines of text and compared with the expected text. No client and no
//! process: `cargo test -p uispec-cli --bin uispec lsp::`. The real clients (pytest-lsp,
//! Neovim) drive the server in the `clients` test binary.

use std::fmt::Write as _;
use std::path::PathBuf;

use lsp_types::{CodeActionOrCommand, HoverContents, Url};

use super::world::World;
use super::{actions, colors, completion, hover, navigate};

/// What every fixture starts from (a fixture's own file of the same path replaces it): the
/// configuration, colours (one an alias, one deprecated) and a dimension.
const BASE: &str = r##"
//- uispec.toml
specs = ["specs"]
[tokens]
paths = ["tokens"]
//- tokens/colors.tokens.json
{
  "color": {
    "$type": "color",
    "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff"}},
    "primary-hover": {"$value": "{color.primary}"},
    "old": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$deprecated": "use color.primary"}
  },
  "space": {"$type": "dimension", "2": {"$value": {"value": 8, "unit": "px"}}}
}
"##;

/// A fixture read into a [`World`], the cursor's file open in it.
struct Fixture {
    _dir: tempfile::TempDir,
    world: World,
    root: PathBuf,
    /// The file with the cursor.
    path: PathBuf,
    /// The cursor's byte offset in it.
    offset: usize,
}

/// `(path, text)` of each `//- path` section.
fn sections(text: &str) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        match line.strip_prefix("//- ") {
            Some(path) => files.push((path.trim().to_owned(), String::new())),
            None => {
                if let Some((_, body)) = files.last_mut() {
                    body.push_str(line);
                    body.push('\n');
                }
            }
        }
    }
    files
}

fn fixture(text: &str) -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    let mut files = sections(BASE);
    for (path, body) in sections(text) {
        files.retain(|(p, _)| *p != path);
        files.push((path, body));
    }
    let mut cursor = None;
    for (path, body) in &mut files {
        if let Some(at) = body.find("$0") {
            body.replace_range(at..at + 2, "");
            cursor = Some((root.join(&*path), at, body.clone()));
        }
        let file = root.join(&*path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, &*body).unwrap();
    }
    let (path, offset, open) = cursor.expect("a fixture has a cursor `$0`");
    let mut world = World::new(root.clone());
    world.open(path.clone(), open);
    world.flush();
    Fixture {
        _dir: dir,
        world,
        root,
        path,
        offset,
    }
}

impl Fixture {
    /// `file:line:column` (1-based, as editors show it) of an LSP location.
    fn place(&self, uri: &Url, position: lsp_types::Position) -> String {
        let path = uri.to_file_path().unwrap();
        let shown = path.strip_prefix(&self.root).unwrap_or(&path).display();
        format!("{shown}:{}:{}", position.line + 1, position.character + 1)
    }

    fn uri(&self) -> Url {
        Url::from_file_path(&self.path).unwrap()
    }
}

/// Completion labels at the cursor, one per line, with their detail.
fn completions(text: &str) -> String {
    let f = fixture(text);
    let list = completion::complete(&f.world, &f.path, f.offset);
    let mut out = String::new();
    for item in list.items {
        let detail = item.detail.unwrap_or_default();
        let _ = writeln!(out, "{} {detail}", item.label);
    }
    out
}

fn hover_text(text: &str) -> String {
    let f = fixture(text);
    let Some(found) = hover::hover(&f.world, &f.path, f.offset) else {
        return "no hover".to_owned();
    };
    match found.contents {
        HoverContents::Markup(markup) => markup.value,
        other => format!("{other:?}"),
    }
}

fn definitions(text: &str) -> Vec<String> {
    let f = fixture(text);
    let found = navigate::definition(&f.world, &f.path, f.offset);
    found
        .iter()
        .map(|l| f.place(&l.uri, l.range.start))
        .collect()
}

fn references(text: &str) -> Vec<String> {
    let f = fixture(text);
    let found = navigate::references(&f.world, &f.path, f.offset, true);
    found
        .iter()
        .map(|l| f.place(&l.uri, l.range.start))
        .collect()
}

/// The code actions on the cursor's file (given its published findings), each as its title and
/// its edits.
fn code_actions(text: &str) -> String {
    let mut f = fixture(text);
    let uri = f.uri();
    let published = f.world.diagnostics();
    let diagnostics: Vec<_> = published
        .into_iter()
        .filter(|(u, _)| *u == uri)
        .flat_map(|(_, d)| d)
        .collect();
    let mut out = String::new();
    for action in actions::actions(&f.world, &uri, &f.path, &diagnostics) {
        let CodeActionOrCommand::CodeAction(action) = action else {
            continue;
        };
        let _ = writeln!(out, "{}", action.title);
        let changes = action.edit.and_then(|e| e.changes).unwrap_or_default();
        for (uri, edits) in changes {
            for edit in edits {
                let at = f.place(&uri, edit.range.start);
                let _ = writeln!(out, "  {at}: {:?}", edit.new_text);
            }
        }
    }
    out
}

fn document_colors(text: &str) -> Vec<String> {
    let f = fixture(text);
    let found = colors::document_colors(&f.world, &f.path);
    let uri = f.uri();
    found
        .iter()
        .map(|c| {
            let (r, g, b, a) = (c.color.red, c.color.green, c.color.blue, c.color.alpha);
            format!("{} rgba({r}, {g}, {b}, {a})", f.place(&uri, c.range.start))
        })
        .collect()
}

fn lines(found: &[String]) -> String {
    found.iter().map(|l| format!("{l}\n")).collect()
}

#[test]
fn token_references_complete_with_the_tokens_of_the_propertys_type() {
    let found = completions(
        r#"
//- specs/button.json
{"name": "Button", "anatomy": [{"name": "root"}], "tokenMapping": {"root.color": "{col$0"}}
"#,
    );
    // `color` takes colours: `space.2` is not offered.
    assert_eq!(
        found,
        "color.old color · default: color(srgb 1 0 0)\n\
         color.primary color · default: #0000ff\n\
         color.primary-hover color · default: #0000ff\n"
    );
}

#[test]
fn hover_on_a_reference_shows_the_value_and_the_alias_chain() {
    let found = hover_text(
        r#"
//- specs/button.json
{"name": "Button", "anatomy": [{"name": "root"}], "tokenMapping": {"root.color": "{color.prim$0ary-hover}"}}
"#,
    );
    assert_eq!(
        found,
        "**`{color.primary-hover}`** · `color`\n\n\
         | theme | value |\n|---|---|\n| default | `#0000ff` |\n\n\
         Alias chain: `{color.primary-hover}` → `{color.primary}`\n"
    );
}

#[test]
fn hover_on_a_judged_colour_shows_its_contrast_in_each_theme() {
    // Blue text on the white surface: 8.59:1. Red (#ff0000) on it: 4.00:1, below 4.5:1.
    let config = "//- uispec.toml\nspecs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n[a11y]\nsurface = \"{color.white}\"\n";
    let tokens = r##"//- tokens/colors.tokens.json
{"color": {"$type": "color",
  "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
  "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff"}},
  "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}}}}
"##;
    let hover_on = |mapping: &str| {
        let spec = format!(
            r#"{{"name": "Button", "anatomy": [{{"name": "root"}}], "tokenMapping": {{{mapping}}}}}"#
        );
        hover_text(&format!("{config}{tokens}//- specs/button.json\n{spec}\n"))
    };
    let passing = hover_on(r#""root.color": "{color.prim$0ary}""#);
    assert!(
        passing.contains("| theme | value | contrast |\n|---|---|---|\n| default | `#0000ff` | 8.59:1 ✓ (≥ 4.5:1) |"),
        "{passing}"
    );
    let failing = hover_on(r#""root.color": "{color.r$0ed}""#);
    assert!(
        failing.contains("| default | `#ff0000` | **4.00:1 ✗** (< 4.5:1) |"),
        "{failing}"
    );
    // A colour the contrast rules do not judge (a background) has no contrast column.
    let background = hover_on(r#""root.background": "{color.r$0ed}""#);
    assert!(
        background.contains("| theme | value |\n|---|---|\n"),
        "{background}"
    );
}

#[test]
fn a_reference_leads_to_its_token_and_every_alias_on_the_way() {
    let found = definitions(
        r#"
//- specs/button.json
{"name": "Button", "anatomy": [{"name": "root"}], "tokenMapping": {"root.color": "{color.primary-h$0over}"}}
"#,
    );
    assert_eq!(
        lines(&found),
        "tokens/colors.tokens.json:5:5\ntokens/colors.tokens.json:4:5\n"
    );
}

#[test]
fn a_token_key_finds_the_mappings_that_use_it() {
    let found = references(
        r#"
//- specs/button.json
{"name": "Button", "anatomy": [{"name": "root"}], "tokenMapping": {"root.color": "{color.primary-hover}", "root.background": "{color.primary}"}}
//- tokens/colors.tokens.json
{"color": {"$type": "color", "pri$0mary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "primary-hover": {"$value": "{color.primary}"}}}
"#,
    );
    // Its own key, then a direct use and a use through `primary-hover`.
    assert_eq!(
        lines(&found),
        "tokens/colors.tokens.json:1:30\nspecs/button.json:1:82\nspecs/button.json:1:126\n"
    );
}

#[test]
fn a_misspelt_reference_gets_its_quick_fix() {
    let found = code_actions(
        r#"
//- specs/button.json
{"name": "Button", "anatomy": [{"name": "root"}], "tokenMapping": {"root.color": "{color.primray}"}}$0
"#,
    );
    assert_eq!(
        found,
        "Replace with `{color.primary}`\n  specs/button.json:1:83: \"{color.primary}\"\n"
    );
}

#[test]
fn colours_show_in_mappings_of_colour_tokens() {
    let found = document_colors(
        r#"
//- specs/button.json
{"name": "Button", "anatomy": [{"name": "root"}], "tokenMapping": {"root.color": "{color.primary-hover}", "root.padding": "{space.2}"}}$0
"#,
    );
    // The padding's dimension has no colour.
    assert_eq!(lines(&found), "specs/button.json:1:82 rgba(0, 0, 1, 1)\n");
}

#[test]
fn colours_show_in_token_files() {
    let found = document_colors(
        r#"
//- tokens/colors.tokens.json
{"color": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5}}, "b": {"$value": "{color.a}"}}}$0
"#,
    );
    // The alias shows the colour it resolves to.
    assert_eq!(
        lines(&found),
        "tokens/colors.tokens.json:1:46 rgba(1, 0, 0, 0.5)\n\
         tokens/colors.tokens.json:1:126 rgba(1, 0, 0, 0.5)\n"
    );
}

#[test]
fn a_mapping_key_completes_the_parts_properties() {
    let found = completions(
        r#"
//- specs/button.json
{"name": "Button", "anatomy": [{"name": "root"}, {"name": "label"}], "tokenMapping": {"label.bor$0": "{color.primary}"}}
"#,
    );
    // The whole vocabulary after the part (the editor filters by what is typed).
    let offered: Vec<&str> = found.lines().map(str::trim).collect();
    for property in ["background", "borderColor", "borderWidth", "typography"] {
        assert!(offered.contains(&property), "{found}");
    }
    assert!(!offered.contains(&"root"), "{found}");
}

#[test]
fn a_rule_id_in_the_configuration_hovers_with_its_page() {
    let found = hover_text(
        r#"
//- uispec.toml
specs = ["specs"]
[tokens]
paths = ["tokens"]
[rules]
token-depre$0cated = "allow"
"#,
    );
    assert!(
        found.starts_with("**token-deprecated** (standard, warning by default)"),
        "{found}"
    );
    assert!(
        found.ends_with("(https://uispec.dev/rules/token-deprecated)"),
        "{found}"
    );
}

#[test]
fn a_configuration_error_is_placed_at_its_value() {
    let mut f = fixture(
        r#"
//- uispec.toml
specs = ["specs"]
level = "pedantic"$0
"#,
    );
    let uri = f.uri();
    let published = f.world.diagnostics();
    let found: Vec<String> = (published.iter())
        .filter(|(u, _)| *u == uri)
        .flat_map(|(_, d)| d)
        .map(|d| format!("{} {}", f.place(&uri, d.range.start), d.message))
        .collect();
    assert_eq!(
        found,
        ["uispec.toml:2:9 `level` in `uispec.toml` must be \"basic\", \"standard\" or \"strict\""]
    );
}
