//! The fuzz targets of uispec: one function per reader of untrusted input, each taking the
//! fuzzer's bytes, plus [`seeds`], the starting corpus of each, taken from the project's own
//! test data.
//!
//! Each target feeds the input to a reader exactly as the tool would, renders every finding
//! (so a span that is out of bounds or inside a character panics here rather than in a user's
//! terminal), and asserts what must hold of the result: a spec that reads without errors
//! survives writing and reading back unchanged, and what `spec:infer` and
//! `design-tool:import` write is a spec that reads without errors. A panic or a failed
//! assertion is a crash.
//!
//! Two ways to run them:
//! - `cargo test -p uispec-fuzz` replays every seed and every saved crash
//!   (`fuzz/regressions/<target>/`) through every target: the regression tests.
//! - `scripts/fuzz [seconds]` runs each target under libFuzzer (cargo-fuzz, nightly Rust) for
//!   a time budget and reports executions and crashes; see `docs/security.md`.
//!
//! Inputs with several files separate them with the ASCII record separator (0x1E).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use uispec_core::code::{Framework, Options, extract, infer};
use uispec_core::figma::api::{Loaded, variable_names};
use uispec_core::figma::import::{Context, import, select};
use uispec_core::formats::human::{Style, render_all};
use uispec_core::levels::{Level, RuleConfig};
use uispec_core::token_mapping::{MappingKey, parse_reference};
use uispec_core::tokens::{TokenOptions, parse_token_files, resolver::load_resolver};
use uispec_core::validate::{Inputs, Session};
use uispec_core::{Diagnostics, SourceFile, read_spec};

/// The MCP server's line transport, compiled from the CLI's source: the binary has no library
/// to link against, and the transport is the part that reads what a client sends.
#[allow(dead_code, unreachable_pub)]
#[path = "../../spec-cli/src/mcp/transport.rs"]
mod transport;

/// The language server's frame reader, compiled from the CLI's source likewise.
#[allow(dead_code, unreachable_pub)]
#[path = "../../spec-cli/src/lsp/transport.rs"]
mod lsp_transport;

/// Separates the files of a multi-file input.
pub const SEPARATOR: u8 = 0x1E;

/// A fuzz target: one input, a panic for a crash.
pub type Target = fn(&[u8]);

/// The targets, by name, as scripts/fuzz and the replay test know them.
pub const TARGETS: &[(&str, Target)] = &[
    ("spec", spec),
    ("tokens", tokens),
    ("token_mapping", token_mapping),
    ("config", config),
    ("code", code),
    ("figma", figma),
    ("mcp", mcp),
    ("lsp", lsp),
    ("validate", validate),
    ("report", report),
];

/// A spec file: read it; a spec read without errors is written and read back unchanged.
pub fn spec(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut diags = Diagnostics::new();
    let read = read_spec(&mut diags, &SourceFile::new("specs/fuzz.json", text));
    rendered(&diags);
    if let Some(doc) = read.filter(|doc| doc.errors == 0) {
        let written = doc.spec.to_json();
        let again = reads_cleanly(&written, "a spec read without errors, written back");
        assert_eq!(again, doc.spec, "writing and reading back changed the spec");
    }
}

/// A token file, and the same bytes as a resolver document whose sources are the rest of the
/// input's files.
pub fn tokens(data: &[u8]) {
    let files = files(data);
    let Some((first, rest)) = files.split_first() else {
        return;
    };
    let mut diags = Diagnostics::new();
    let sources: Vec<_> = files
        .iter()
        .enumerate()
        .map(|(i, text)| SourceFile::new(format!("tokens/{i}.tokens.json"), *text))
        .collect();
    parse_token_files(&mut diags, &sources);
    let resolver = SourceFile::new("tokens/fuzz.resolver.json", *first);
    let mut next = 0;
    load_resolver(
        &mut diags,
        &resolver,
        Path::new("tokens"),
        &mut |_, _, _| {
            let text = rest.get(next % rest.len().max(1))?;
            next += 1;
            Some(SourceFile::new(format!("tokens/source{next}.json"), *text))
        },
    );
    rendered(&diags);
}

/// A tokenMapping key and value: parsed; a parsed key prints back to text that parses to the
/// same pieces.
pub fn token_mapping(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (key, value) = text.split_once('\n').unwrap_or((text, ""));
    let _ = parse_reference(value);
    let Ok(parsed) = MappingKey::parse(key) else {
        return;
    };
    let printed = parsed.to_string();
    let again = MappingKey::parse(&printed)
        .unwrap_or_else(|error| panic!("`{key}` printed as `{printed}` does not parse: {error}"));
    assert_eq!(
        texts(&again),
        texts(&parsed),
        "`{key}` printed as `{printed}`"
    );
}

/// A `uispec.toml`.
pub fn config(data: &[u8]) {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = uispec_core::config::parse_toml("uispec.toml", text);
    }
}

/// A Rust file of components, read for each framework; every component read is inferred into
/// a spec, which must read without errors.
pub fn code(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let file = SourceFile::new("src/lib.rs", text);
    let frameworks = [
        None,
        Some(Framework::Leptos),
        Some(Framework::Dioxus),
        Some(Framework::Yew),
    ];
    for framework in frameworks {
        let mut diags = Diagnostics::new();
        let components = extract(
            &mut diags,
            std::slice::from_ref(&file),
            &Options { framework },
        );
        for component in &components {
            let spec = infer::to_spec(&mut diags, component, "src/lib.rs");
            reads_cleanly(&spec.to_json(), "a spec inferred from code");
        }
        rendered(&diags);
    }
}

/// A Figma REST response (`GET /v1/files/:key/nodes` or `/v1/files/:key`): every component
/// in it is imported, and what the import writes must read without errors.
pub fn figma(data: &[u8]) {
    let Ok(body) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(loaded) = Loaded::parse(body) else {
        return;
    };
    let context = Context {
        file_key: "FuzzKey0123456789".to_owned(),
        variables: variable_names(body),
    };
    let Ok(nodes) = select(&loaded, None, true) else {
        return;
    };
    for node in nodes {
        let imported = import(&loaded, node, &context);
        reads_cleanly(&imported.spec.to_json(), "a spec imported from Figma");
    }
}

/// Lines a client sends the MCP server: each is a message, blank, or refused; a refusal that
/// answers is a JSON-RPC error under the request's `id` when the line named one.
pub fn mcp(data: &[u8]) {
    let head = &data[..data.len().min(4096)];
    let _ = transport::leading_id(head);
    for line in data.split(|b| *b == b'\n') {
        match transport::decode(line) {
            transport::Decoded::Message(message) => {
                serde_json::to_value(&message).expect("a message read is written back");
            }
            transport::Decoded::Blank => {}
            transport::Decoded::Refused(_, None) => {}
            transport::Decoded::Refused(_, Some(answer)) => {
                let answer = serde_json::to_value(&answer).expect("an answer is JSON");
                let code = answer["error"]["code"].as_i64();
                assert!(
                    matches!(code, Some(-32700 | -32600)),
                    "refused with {answer}"
                );
                // JSON-RPC 2.0: an error answer always has an id (`null` when unreadable).
                assert!(answer.get("id").is_some(), "refused with {answer}");
            }
        }
    }
}

/// Bytes an editor sends `uispec lsp`: framed until the input ends or stops being framing; a
/// body is never over the limit, and one that is no message is refused with a reason.
pub fn lsp(data: &[u8]) {
    let mut input = data;
    loop {
        match lsp_transport::read_frame(&mut input) {
            Ok(lsp_transport::Frame::Body(body)) => {
                assert!(body.len() as u64 <= lsp_transport::MAX_MESSAGE);
                if let Err((why, _)) = lsp_transport::decode(&body) {
                    assert!(!why.is_empty());
                }
            }
            Ok(lsp_transport::Frame::Oversized(length)) => {
                assert!(length > lsp_transport::MAX_MESSAGE);
            }
            Ok(lsp_transport::Frame::End) | Err(_) => return,
        }
    }
}

/// A whole project: a spec (checked as a draft, the way `save_spec` checks one), a Rust file
/// and any number of token files, validated at the strict level with everything that reads
/// them.
pub fn validate(data: &[u8]) {
    let files = files(data);
    let [spec, code, tokens @ ..] = files.as_slice() else {
        return;
    };
    let root = project_dir();
    let written = rewrite_dir(&root.join("src"), &[("lib.rs", code)]).and_then(|()| {
        let names: Vec<String> = (0..tokens.len())
            .map(|i| format!("{i}.tokens.json"))
            .collect();
        let files: Vec<(&str, &str)> = names
            .iter()
            .map(String::as_str)
            .zip(tokens.iter().copied())
            .collect();
        rewrite_dir(&root.join("tokens"), &files)
    });
    assert!(written.is_ok(), "the fuzz project is writable: {written:?}");
    let inputs = Inputs {
        root: root.to_path_buf(),
        specs: vec![PathBuf::from("specs")],
        tokens: vec![PathBuf::from("tokens")],
        tokens_configured: true,
        token_options: TokenOptions::default(),
        // A surface, so that every text colour the fuzzed spec maps is judged.
        a11y: {
            let mut a11y = uispec_core::config::A11yOptions::default();
            a11y.surface = Some("{color.surface}".to_owned());
            a11y
        },
        selectors: Default::default(),
        components: vec![PathBuf::from("src")],
        components_exclude: Vec::new(),
        framework: None,
        schema: None,
        rules: RuleConfig {
            level: Level::Strict,
            ..RuleConfig::default()
        },
        whole_project: true,
        drafts: [(root.join("specs/fuzz.json"), (*spec).to_owned())].into(),
    };
    let report = Session::new(inputs).report();
    rendered(&report.diagnostics);
}

/// Leaves exactly `files` in `dir`.
fn rewrite_dir(dir: &Path, files: &[(&str, &str)]) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        std::fs::remove_file(entry?.path())?;
    }
    files
        .iter()
        .try_for_each(|(name, text)| std::fs::write(dir.join(name), text))
}

/// The starting corpus of a target: the project's test data of that kind.
pub fn seeds(target: &str) -> Vec<Vec<u8>> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("fuzz/ is in the repository");
    let under = |dir: &str, suffix: &str| files_under(&repo.join(dir), suffix);
    let specs = || {
        [
            under("spec-core/tests/fixtures", ".json"),
            under("examples", ".json"),
            under("spec-cli/tests/data", ".json"),
        ]
        .concat()
    };
    match target {
        "spec" => specs(),
        "tokens" => [
            under("spec-core/tests/data/dtcg-conformance", ".json"),
            under("examples/design-system/tokens", ".json"),
            expanding_tokens(),
        ]
        .concat(),
        "token_mapping" => specs()
            .iter()
            .filter_map(|text| serde_json::from_slice::<serde_json::Value>(text).ok())
            .flat_map(|spec| {
                let mapping = spec["tokenMapping"]
                    .as_object()
                    .cloned()
                    .unwrap_or_default();
                mapping.into_iter().map(|(key, value)| {
                    format!("{key}\n{}", value.as_str().unwrap_or_default()).into_bytes()
                })
            })
            .collect(),
        "config" => [
            under(".", "uispec.toml"),
            CONFIG_SEEDS
                .iter()
                .map(|text| text.as_bytes().to_vec())
                .collect(),
        ]
        .concat(),
        "code" => [
            under("spec-core/tests/data/components", ".rs"),
            under("examples", ".rs"),
            deep_code(),
        ]
        .concat(),
        "figma" => under("spec-core/tests/data/figma", ".json"),
        "mcp" => MCP_SEEDS
            .iter()
            .map(|line| line.as_bytes().to_vec())
            .collect(),
        "lsp" => LSP_SEEDS.iter().map(|frames| frames.to_vec()).collect(),
        // Files as they are, and the shapes that were quadratic: one long line, with
        // multi-byte characters across the column counter's block edges.
        "report" => [
            specs(),
            vec![
                "x".repeat(300_000).into_bytes(),
                "é".repeat(5_000).into_bytes(),
                format!(
                    "{{{}}}\n{}",
                    "\"k\": 1, ".repeat(20_000),
                    "\t\u{1F600}".repeat(100)
                )
                .into_bytes(),
            ],
        ]
        .concat(),
        "validate" => {
            // Each spec of the example with its component and the example's tokens.
            let example = repo.join("examples/design-system");
            let read = |path: String| std::fs::read(example.join(path)).unwrap_or_default();
            let primitives = read("tokens/primitives.tokens.json".into());
            let semantic = read("tokens/semantic.tokens.json".into());
            let mut names: Vec<String> = std::fs::read_dir(example.join("specs"))
                .into_iter()
                .flatten()
                .flatten()
                .filter_map(|entry| {
                    let name = entry.file_name().into_string().ok()?;
                    Some(name.strip_suffix(".json")?.to_owned())
                })
                .collect();
            names.sort();
            names
                .iter()
                .map(|name| {
                    let spec = read(format!("specs/{name}.json"));
                    let code = read(format!("src/components/{}.rs", name.replace('-', "_")));
                    [spec, code, primitives.clone(), semantic.clone()].join(&SEPARATOR)
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// Rust that nests by tokens alone, around the reader's limit (the shapes that once overflowed
/// its stack or took quadratic time).
fn deep_code() -> Vec<Vec<u8>> {
    [
        format!("pub fn f() {{ let _y = {}1; }}\n", "return ".repeat(5_000)),
        format!(
            "pub type F = Box<dyn Fn() -> {}u8>;\n",
            "impl Fn() -> ".repeat(900)
        ),
        format!("pub fn f() {{ {}1 }}\n", "become ".repeat(4_000)),
        format!(
            "pub fn f(a: bool) -> bool {{ a{} }}\n",
            " && {a}".repeat(3_000)
        ),
        format!(
            "pub fn f(a: u8) {{ let _x = {}a; }}\n",
            "&mut ".repeat(3_000)
        ),
    ]
    .into_iter()
    .map(String::into_bytes)
    .collect()
}

/// Token files that double at every level (`$extends`, gradients, shadows), a long alias
/// cycle, and one large group: the shapes the expansion budgets hold.
fn expanding_tokens() -> Vec<Vec<u8>> {
    let mut extends =
        serde_json::json!({"e0": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}}});
    let mut gradients = serde_json::json!({"g0": {"$type": "gradient", "$value": [
        {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0},
        {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 1}]}});
    let mut shadows = serde_json::json!({"s0": {"$type": "shadow", "$value": {
        "color": {"colorSpace": "srgb", "components": [0, 0, 0]},
        "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
        "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}});
    for i in 1..=18 {
        let previous = |p: &str| format!("{{{p}{}}}", i - 1);
        extends[format!("e{i}")] =
            serde_json::json!({"x": {"$extends": previous("e")}, "y": {"$extends": previous("e")}});
        gradients[format!("g{i}")] =
            serde_json::json!({"$type": "gradient", "$value": [previous("g"), previous("g")]});
        shadows[format!("s{i}")] =
            serde_json::json!({"$type": "shadow", "$value": [previous("s"), previous("s")]});
    }
    let cycle: serde_json::Map<String, serde_json::Value> = (0..2_000)
        .map(|i| (format!("t{i}"), serde_json::json!({"$type": "number", "$value": format!("{{t{}}}", (i + 1) % 2_000)})))
        .collect();
    let group: serde_json::Map<String, serde_json::Value> = (0..5_000)
        .map(|i| {
            (
                format!("k{i:016}"),
                serde_json::json!({"$type": "number", "$value": i}),
            )
        })
        .collect();
    [extends, gradients, shadows, cycle.into(), group.into()]
        .iter()
        .map(|value| value.to_string().into_bytes())
        .collect()
}

/// Frames as editors send them, and as a lying client does.
const LSP_SEEDS: &[&[u8]] = &[
    b"Content-Length: 52\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}",
    b"Content-Length: 40\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"initialized\"}",
    b"Content-Length: 18446744073709551615\r\n\r\nx",
    b"Content-Length: 3000000000\r\n\r\n{",
    b"Content-Length: 24\r\n\r\nnot json, secret hunter2Content-Length: 2\r\n\r\n{}",
    b"Content-Length: 35\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":5}",
    b"X-Header-Without-End",
];

/// Configurations with every key set, as the tests write them.
const CONFIG_SEEDS: &[&str] = &[
    "specs = [\"specs\", \"more/button.json\"]\ncomponents = [\"src\"]\nframework = \"dioxus\"\nlevel = \"strict\"\nschema = \"org.schema.json\"\n",
    "[tokens]\npaths = [\"tokens\", \"design.resolver.json\"]\npolicy = \"any\"\ncompat = true\n",
    "[rules]\ntoken-deprecated = \"deny\"\nspec-no-component = \"allow\"\nvariant-values-mismatch = \"warn\"\n",
    "[design]\nButton = \"https://www.figma.com/design/KEY123/Kit?node-id=1-39\"\n",
    "level = \"loose\"\nspecz = []\n[tokens]\npolicy = 3\n",
];

/// Messages as an MCP client sends them.
const MCP_SEEDS: &[&str] = &[
    r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}"#,
    r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
    r#"{"jsonrpc":"2.0","id":"s-3","method":"tools/call","params":{"name":"save_spec","arguments":{"path":"specs/x.json","spec":"{\"name\":\"X\"}"}}}"#,
    r#"{"jsonrpc":"2.0","id":4,"method":"prompts/get","params":{"name":"enrich-spec","arguments":{"spec":"button"}}}"#,
    r#"{"jsonrpc":"2.0","id":5,"result":{}}"#,
    "[1, 2]\n\n{\"id\": 7, \"method\": 3}\r\n",
    // A parse error after an id that can be read (answered under it).
    "{\"jsonrpc\":\"2.0\",\"id\":1000,\"method\":\"ping\",\"params\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]}",
];

/// The files of a multi-file input, when they are UTF-8.
fn files(data: &[u8]) -> Vec<&str> {
    data.split(|b| *b == SEPARATOR)
        .map_while(|part| std::str::from_utf8(part).ok())
        .collect()
}

/// The reports of findings spread over a file, long lines included: the human, JSON and SARIF
/// renderers never panic, and every finding's origin (`--> path:line:column`) names the line
/// and column of its span, also on a line shown cut around its span.
pub fn report(data: &[u8]) {
    use uispec_core::diagnostics::{Diagnostic, Location};
    use uispec_core::formats::{json, sarif};
    use uispec_core::rules::RuleId;
    let file = SourceFile::new(
        "specs/fuzzed.json",
        String::from_utf8_lossy(data).into_owned(),
    );
    let text = file.text();
    let floor = |mut at: usize| {
        at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let step = (text.len() / 64).max(1);
    let mut diags = Diagnostics::new();
    for (n, at) in (0..text.len()).step_by(step).enumerate().take(64) {
        let start = floor(at);
        let end = floor(start + usize::from(data[at % data.len()]) % 48 + 1);
        let mut finding = Diagnostic::new(
            RuleId::SPEC_SCHEMA,
            Location::new(&file, start..end),
            format!("finding {n}"),
        )
        .with_label("here");
        if n % 3 == 0 {
            let other = floor(text.len() - start);
            finding = finding.with_related(Location::new(&file, other..floor(other + 3)), "there");
        }
        diags.push(finding);
    }
    for diagnostic in diags.as_slice() {
        let drawn = uispec_core::formats::human::render(diagnostic, Style::Plain);
        let span = &diagnostic.primary.span;
        if span.start < span.end && !text[span.clone()].contains(['\r', '\n']) {
            let at = file.line_col(span.start);
            let origin = format!("--> specs/fuzzed.json:{}:{}", at.line, at.column);
            assert!(drawn.contains(&origin), "{origin} not in:\n{drawn}");
        }
    }
    rendered(&diags);
    let _ = json::render(diags.as_slice(), json::Checked::default());
    let _ = sarif::render(diags.as_slice());
}

/// Renders findings as the terminal shows them: a bad span panics here.
fn rendered(diags: &Diagnostics) {
    let _ = render_all(diags.as_slice(), Style::Plain);
}

/// Reads `text` as a spec that must have no errors; what `what` names wrote it.
fn reads_cleanly(text: &str, what: &str) -> uispec_core::ComponentSpec {
    let mut diags = Diagnostics::new();
    let doc = read_spec(&mut diags, &SourceFile::new("specs/written.json", text));
    let findings = render_all(diags.as_slice(), Style::Plain);
    match doc {
        Some(doc) if doc.errors == 0 => doc.spec,
        _ => panic!("{what} does not read back:\n{text}\n{findings}"),
    }
}

/// The texts of a key's pieces.
fn texts<'k>(key: &MappingKey<'k>) -> (&'k str, &'k str, Option<&'k str>, Vec<(&'k str, &'k str)>) {
    (
        key.part.text,
        key.property.text,
        key.state.as_ref().map(|state| state.text),
        key.selectors
            .iter()
            .map(|(axis, value)| (axis.text, value.text))
            .collect(),
    )
}

/// The project `validate` rewrites for each input: made once per process.
fn project_dir() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = tempfile::tempdir().expect("a temporary directory");
        for sub in ["specs", "tokens", "src"] {
            std::fs::create_dir_all(dir.path().join(sub)).expect("the fuzz project's directories");
        }
        dir
    })
    .path()
}

/// Every file under `dir` whose name ends with `suffix`, in path order, found the way uispec
/// finds its inputs (hidden directories, `target/` and `node_modules/` skipped).
fn files_under(dir: &Path, suffix: &str) -> Vec<Vec<u8>> {
    let mut diags = Diagnostics::new();
    let found = uispec_core::loader::find_files(&mut diags, dir, &[PathBuf::new()], |name| {
        name.ends_with(suffix)
    });
    found
        .into_iter()
        .filter_map(|path| std::fs::read(path).ok())
        .collect()
}
