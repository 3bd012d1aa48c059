//! `uispec design-tool:import` and `uispec validate --design` against a replay server on
//! 127.0.0.1 (in this process) that serves recorded Figma responses: Figma's own Code Connect
//! test files (as `/nodes` bodies built from them, the shape SOURCE.md describes) and the
//! hand-built edge cases in spec-core/tests/data/figma. Every test checks the requests made,
//! the token's absence from all output, the files written and the exit code.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use common::{code, stderr, stdout};
use serde_json::{Value, json};

const TOKEN: &str = "figd_SECRET-token-never-shown";
const SET_LINK: &str = "https://www.figma.com/file/1234abcd/Test-File?node-id=1-39";

/// A request the server saw.
#[derive(Debug, Clone)]
struct Seen {
    url: String,
    token: Option<String>,
    authorization: Option<String>,
}

/// A scripted answer, used once, for the first request whose URL (path and query) equals `url`.
#[derive(Debug, Clone)]
struct Answer {
    url: String,
    status: u16,
    headers: Vec<(&'static str, String)>,
    body: String,
}

fn ok(url: &str, body: impl Into<String>) -> Answer {
    Answer {
        url: url.to_owned(),
        status: 200,
        headers: vec![("Content-Type", "application/json".to_owned())],
        body: body.into(),
    }
}

fn status(url: &str, status: u16, body: &str) -> Answer {
    Answer {
        status,
        ..ok(url, body)
    }
}

struct Replay {
    base: String,
    seen: Arc<Mutex<Vec<Seen>>>,
    server: Arc<tiny_http::Server>,
    thread: Option<JoinHandle<()>>,
}

impl Replay {
    fn start(answers: Vec<Answer>) -> Replay {
        Replay::serve(tiny_http::Server::http("127.0.0.1:0").unwrap(), answers)
    }

    fn serve(server: tiny_http::Server, answers: Vec<Answer>) -> Replay {
        let server = Arc::new(server);
        let address = server.server_addr().to_ip().unwrap();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let thread = {
            let (server, seen) = (Arc::clone(&server), Arc::clone(&seen));
            let mut answers = answers;
            std::thread::spawn(move || {
                for request in server.incoming_requests() {
                    let header = |name: &'static str| {
                        request
                            .headers()
                            .iter()
                            .find(|h| h.field.equiv(name))
                            .map(|h| h.value.as_str().to_owned())
                    };
                    let url = request.url().to_owned();
                    seen.lock().unwrap().push(Seen {
                        url: url.clone(),
                        token: header("X-Figma-Token"),
                        authorization: header("Authorization"),
                    });
                    let answer = match answers.iter().position(|a| a.url == url) {
                        Some(index) => answers.remove(index),
                        None => status(&url, 404, r#"{"status":404,"err":"Not found"}"#),
                    };
                    let mut response = tiny_http::Response::from_string(answer.body)
                        .with_status_code(answer.status);
                    for (name, value) in answer.headers {
                        response.add_header(
                            tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes())
                                .unwrap(),
                        );
                    }
                    let _ = request.respond(response);
                }
            })
        };
        Replay {
            base: format!("http://{address}"),
            seen,
            server,
            thread: Some(thread),
        }
    }

    fn urls(&self) -> Vec<String> {
        self.seen
            .lock()
            .unwrap()
            .iter()
            .map(|s| s.url.clone())
            .collect()
    }

    fn seen(&self) -> Vec<Seen> {
        self.seen.lock().unwrap().clone()
    }
}

impl Drop for Replay {
    fn drop(&mut self) {
        self.server.unblock();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn data(name: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec-core/tests/data/figma");
    std::fs::read_to_string(dir.join(name)).unwrap()
}

/// The `/nodes?ids=<id>` body for one node of a whole-file response: its subtree, with the
/// components and sets the subtree uses (SOURCE.md).
fn nodes_body(file: &str, id: &str) -> String {
    fn find<'a>(node: &'a Value, id: &str) -> Option<&'a Value> {
        if node["id"] == id {
            return Some(node);
        }
        node["children"]
            .as_array()?
            .iter()
            .find_map(|c| find(c, id))
    }
    fn ids(node: &Value, out: &mut Vec<String>) {
        out.push(node["id"].as_str().unwrap_or_default().to_owned());
        for child in node["children"].as_array().into_iter().flatten() {
            ids(child, out);
        }
    }
    let file: Value = serde_json::from_str(file).unwrap();
    let node = find(&file["document"], id).unwrap().clone();
    let mut used = Vec::new();
    ids(&node, &mut used);
    let pick = |map: &Value| -> Value {
        let map = map.as_object().unwrap();
        Value::Object(
            map.iter()
                .filter(|(k, v)| {
                    used.contains(k)
                        || v["componentSetId"]
                            .as_str()
                            .is_some_and(|s| used.iter().any(|u| u == s))
                })
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        )
    };
    json!({
        "name": file["name"], "lastModified": file["lastModified"], "version": file["version"],
        "role": file["role"], "editorType": file["editorType"],
        "nodes": { id: {
            "document": node, "components": pick(&file["components"]),
            "componentSets": pick(&file["componentSets"]), "schemaVersion": 0, "styles": {}
        }}
    })
    .to_string()
}

fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("uispec.toml"), "specs = [\"specs\"]\n").unwrap();
    dir
}

fn uispec(dir: &Path, server: &Replay, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_uispec"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("UISPEC_FIGMA_API", &server.base)
        .env("FIGMA_TOKEN", TOKEN)
        .env_remove("FIGMA_OAUTH")
        .output()
        .unwrap()
}

/// What the user saw; the token must never be in it.
fn shown(output: &Output) -> String {
    let text = format!("{}{}", stdout(output), stderr(output));
    assert!(!text.contains("SECRET"), "the token was printed:\n{text}");
    text
}

fn spec(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join("specs").join(name)).unwrap()
}

const CODE_CONNECT: &str = "code-connect/dummy_api_response.json";

#[test]
fn imports_a_recorded_component_set() {
    let file = data(CODE_CONNECT);
    let server = Replay::start(vec![ok(
        "/v1/files/1234abcd/nodes?ids=1%3A39",
        nodes_body(&file, "1:39"),
    )]);
    let dir = project();
    let output = uispec(dir.path(), &server, &["design-tool:import", SET_LINK]);
    let text = shown(&output);
    assert_eq!(code(&output), 0, "{text}");
    assert_eq!(
        stdout(&output),
        "created specs/test-instance-component.json, .uispec/component-spec.schema.json\n"
    );
    // One request, authenticated with the token, and no variables request (nothing bound).
    let seen = server.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert_eq!(seen[0].token.as_deref(), Some(TOKEN));
    assert_eq!(seen[0].authorization, None);
    insta::assert_snapshot!(
        "test_instance_component",
        spec(dir.path(), "test-instance-component.json")
    );
    // The imported spec validates.
    let validate = common::uispec(dir.path(), &["validate"]);
    assert_eq!(code(&validate), 0, "{}", stderr(&validate));
    // Importing again: identical content, nothing written.
    let server = Replay::start(vec![ok(
        "/v1/files/1234abcd/nodes?ids=1%3A39",
        nodes_body(&file, "1:39"),
    )]);
    let again = uispec(dir.path(), &server, &["import", SET_LINK]);
    assert_eq!(code(&again), 0, "{}", shown(&again));
    assert_eq!(
        stdout(&again),
        "unchanged specs/test-instance-component.json\n"
    );
}

#[test]
fn a_variant_link_fetches_its_set_and_oauth_sends_a_bearer_token() {
    let body = data("button-set.nodes.json");
    let mut variant: Value = serde_json::from_str(&body).unwrap();
    let set = variant["nodes"]["10:1"].take();
    variant["nodes"] = json!({ "10:2": { "document": set["document"]["children"][0], "components": set["components"] } });
    let server = Replay::start(vec![
        ok("/v1/files/1234abcd/nodes?ids=10%3A2", variant.to_string()),
        ok("/v1/files/1234abcd/nodes?ids=10%3A1", body),
        ok("/v1/files/1234abcd/variables/local", data("variables.json")),
    ]);
    let dir = project();
    let link = "https://www.figma.com/design/1234abcd/Acme-Kit?node-id=10-2&t=AbC&m=dev";
    let output = uispec(dir.path(), &server, &["figma:import", link, "--oauth"]);
    let text = shown(&output);
    assert_eq!(code(&output), 0, "{text}");
    assert_eq!(
        server.urls(),
        [
            "/v1/files/1234abcd/nodes?ids=10%3A2",
            "/v1/files/1234abcd/nodes?ids=10%3A1",
            "/v1/files/1234abcd/variables/local"
        ]
    );
    for seen in server.seen() {
        assert_eq!(
            seen.authorization.as_deref(),
            Some(format!("Bearer {TOKEN}").as_str())
        );
        assert_eq!(seen.token, None);
    }
    let button = spec(dir.path(), "button.json");
    assert!(
        button.contains("\"root.background\": \"{color.action.primary}\""),
        "{button}"
    );
    // Every judgement call is a warning, prefixed with the spec's name.
    assert!(text.contains("warning: Button: the variant axis `Loading` (False/True) is read as the boolean prop `loading`"), "{text}");
    assert!(text.contains("warning: Button: the properties `Has Icon#4:64` and `has icon?#4:65` both give the name `hasIcon`"), "{text}");
    assert!(text.contains("left out of tokenMapping because their variables are not in the file's local variables (library variables?): root.borderColor"), "{text}");
}

#[test]
fn variables_behind_an_enterprise_plan_are_left_out_with_a_warning() {
    let server = Replay::start(vec![
        ok(
            "/v1/files/1234abcd/nodes?ids=10%3A1",
            data("button-set.nodes.json"),
        ),
        status(
            "/v1/files/1234abcd/variables/local",
            403,
            &data("variables-403.json"),
        ),
    ]);
    let dir = project();
    let output = uispec(
        dir.path(),
        &server,
        &["import", "https://figma.com/design/1234abcd?node-id=10%3A1"],
    );
    let text = shown(&output);
    assert_eq!(code(&output), 0, "{text}");
    assert!(!spec(dir.path(), "button.json").contains("tokenMapping"));
    assert!(text.contains("root.background, root.borderColor, root.borderRadius, root.paddingLeft, label.textColor"), "{text}");
}

#[test]
fn a_whole_file_lists_its_components_or_imports_all() {
    let file = data("code-connect/dummy_api_response_for_wizard.json");
    let server = Replay::start(vec![
        ok("/v1/files/1234abcd", file.clone()),
        ok("/v1/files/1234abcd", file),
    ]);
    let dir = project();
    let output = uispec(
        dir.path(),
        &server,
        &["import", "https://www.figma.com/design/1234abcd/Wizard"],
    );
    let text = shown(&output);
    assert_eq!(code(&output), 1, "{text}");
    assert!(
        text.contains(
            "error: the file has 7 components; which one?\n  Loading Spinner (node-id=2-19)"
        ),
        "{text}"
    );
    assert!(text.contains("or pass --all"), "{text}");
    assert!(!dir.path().join("specs").exists());

    let output = uispec(dir.path(), &server, &["import", "1234abcd", "--all"]);
    assert_eq!(code(&output), 0, "{}", shown(&output));
    let mut written: Vec<String> = std::fs::read_dir(dir.path().join("specs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    assert_eq!(
        written,
        [
            "card-foo.json",
            "header.json",
            "loading-button.json",
            "loading-spinner.json",
            "modal-final.json",
            "primary-button.json",
            "secondary-button.json"
        ]
    );
    assert!(
        shown(&output).contains(
            "warning: Header: the variant axis `Property 1` has Figma's placeholder name"
        )
    );
}

#[test]
fn http_failures_explain_themselves() {
    let url = "/v1/files/1234abcd/nodes?ids=1%3A39";
    let huge_wait = Answer {
        headers: vec![
            ("Retry-After", "396749".to_owned()),
            ("X-Figma-Plan-Tier", "starter".to_owned()),
            ("X-Figma-Rate-Limit-Type", "low".to_owned()),
            (
                "X-Figma-Upgrade-Link",
                "https://www.figma.com/pricing".to_owned(),
            ),
        ],
        ..status(url, 429, r#"{"status":429,"err":"Rate limit exceeded"}"#)
    };
    for (answer, says) in [
        (
            status(url, 403, r#"{"status":403,"err":"Invalid token"}"#),
            "Figma refused the request for /v1/files/1234abcd/nodes?ids=1%3A39: 403 (Invalid token)",
        ),
        (
            status(url, 404, r#"{"status":404,"err":"Not found"}"#),
            "Figma has no file or node",
        ),
        (
            status(url, 500, "<html>Bad Gateway</html>"),
            "with 500 and a body that is not JSON",
        ),
        (
            status(
                url,
                400,
                r#"{"status":400,"error":true,"message":"Invalid parameter"}"#,
            ),
            "with 400 (Invalid parameter)",
        ),
        (
            huge_wait,
            "Figma's rate limit was reached (plan tier `starter`, rate-limit type `low`): it asks to wait 4 days 14 h",
        ),
        (ok(url, "not json"), "the response is not JSON"),
    ] {
        let server = Replay::start(vec![answer]);
        let dir = project();
        let output = uispec(dir.path(), &server, &["import", SET_LINK]);
        let text = shown(&output);
        assert_eq!(code(&output), 2, "{text}");
        assert!(text.contains(says), "expected `{says}` in\n{text}");
        assert!(text.contains("= help: "), "{text}");
        assert_eq!(server.urls().len(), 1, "no retry loop");
    }
}

#[test]
fn a_short_retry_after_is_waited_out_once() {
    let url = "/v1/files/1234abcd/nodes?ids=1%3A39";
    let wait = Answer {
        headers: vec![("Retry-After", "1".to_owned())],
        ..status(url, 429, r#"{"status":429,"err":"rate limit exceeded"}"#)
    };
    let server = Replay::start(vec![wait, ok(url, nodes_body(&data(CODE_CONNECT), "1:39"))]);
    let dir = project();
    let output = uispec(dir.path(), &server, &["import", SET_LINK]);
    assert_eq!(code(&output), 0, "{}", shown(&output));
    assert_eq!(server.urls().len(), 2);

    // Twice in a row: the second 429 is not waited out.
    let again = Answer {
        headers: vec![("Retry-After", "1".to_owned())],
        ..status(url, 429, "{}")
    };
    let server = Replay::start(vec![again.clone(), again]);
    let output = uispec(project().path(), &server, &["import", SET_LINK]);
    assert_eq!(code(&output), 2);
    assert_eq!(server.urls().len(), 2);
}

#[test]
fn links_and_tokens_that_cannot_work() {
    let server = Replay::start(vec![]);
    let dir = project();
    for (link, says) in [
        (
            "https://www.figma.com/board/1234abcd/Ideas",
            "is a FigJam board, not a design file",
        ),
        (
            "https://www.figma.com/community/file/946837271092540314/kit",
            "is a Community page",
        ),
        ("https://example.com/design/1234abcd", "is not a Figma link"),
    ] {
        let output = uispec(dir.path(), &server, &["import", link]);
        assert_eq!(code(&output), 2);
        assert!(shown(&output).contains(says), "{}", shown(&output));
    }
    let output = Command::new(env!("CARGO_BIN_EXE_uispec"))
        .args(["import", SET_LINK, "--token-env", "MY_FIGMA"])
        .current_dir(dir.path())
        .env("UISPEC_FIGMA_API", &server.base)
        .env_remove("MY_FIGMA")
        .output()
        .unwrap();
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("no Figma token: `MY_FIGMA` is not set"));
    let output = Command::new(env!("CARGO_BIN_EXE_uispec"))
        .args(["import", SET_LINK])
        .current_dir(dir.path())
        .env("UISPEC_FIGMA_API", "http://figma-proxy.example.com")
        .env("FIGMA_TOKEN", TOKEN)
        .output()
        .unwrap();
    assert_eq!(code(&output), 2);
    assert!(shown(&output).contains("uispec talks to Figma over HTTPS only"));
    // The host is what follows the userinfo: `127.0.0.1:1@` once passed the loopback check
    // and the token went in plain HTTP to the host after it. An address with a userinfo is
    // refused before anything is sent, whoever it names.
    let host = server.base.trim_start_matches("http://");
    for base in [
        format!("http://127.0.0.1:1@{host}"),
        format!("https://user@{host}"),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_uispec"))
            .args(["import", SET_LINK])
            .current_dir(dir.path())
            .env("UISPEC_FIGMA_API", &base)
            .env("FIGMA_TOKEN", TOKEN)
            .output()
            .unwrap();
        assert_eq!(code(&output), 2, "{base}");
        assert!(
            shown(&output).contains("holds a `user@` part"),
            "{}",
            shown(&output)
        );
    }
    assert!(server.urls().is_empty());
}

#[test]
fn saved_responses_and_the_writing_rules() {
    let server = Replay::start(vec![]);
    let dir = project();
    let saved: PathBuf = dir.path().join("nodes.json");
    std::fs::write(&saved, nodes_body(&data(CODE_CONNECT), "1:39")).unwrap();
    let args = ["import", SET_LINK, "--from-file", "nodes.json"];
    let printed = uispec(dir.path(), &server, &[&args[..], &["--stdout"]].concat());
    assert_eq!(code(&printed), 0);
    assert!(stdout(&printed).starts_with("{\n  \"$schema\": \"../.uispec/component-spec.schema.json\",\n  \"name\": \"TestInstanceComponent\""));
    let dry = uispec(dir.path(), &server, &[&args[..], &["--dry-run"]].concat());
    assert_eq!(
        stdout(&dry),
        "would create specs/test-instance-component.json, .uispec/component-spec.schema.json\n"
    );
    assert!(!dir.path().join("specs").exists());
    assert_eq!(code(&uispec(dir.path(), &server, &args)), 0);
    // The user's own edits are not overwritten without --force.
    let path = dir.path().join("specs/test-instance-component.json");
    let edited =
        spec(dir.path(), "test-instance-component.json").replace("\"moderate\"", "\"simple\"");
    std::fs::write(&path, &edited).unwrap();
    let refused = uispec(dir.path(), &server, &args);
    assert_eq!(code(&refused), 1);
    assert!(stderr(&refused).contains("already exists with different content"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), edited);
    assert_eq!(
        code(&uispec(
            dir.path(),
            &server,
            &[&args[..], &["--force"]].concat()
        )),
        0
    );
    assert_ne!(std::fs::read_to_string(&path).unwrap(), edited);
    assert!(server.urls().is_empty(), "--from-file makes no request");
}

#[test]
fn validate_design_reports_drift_from_figma() {
    let body = data("button-set.nodes.json");
    let dir = project();
    let server = Replay::start(vec![ok(
        "/v1/files/1234abcd/nodes?ids=10%3A1",
        body.clone(),
    )]);
    let link = "https://www.figma.com/design/1234abcd/Acme?node-id=10-1";
    assert_eq!(code(&uispec(dir.path(), &server, &["import", link])), 0);
    // In step: no findings.
    let server = Replay::start(vec![ok(
        "/v1/files/1234abcd/nodes?ids=10%3A1",
        body.clone(),
    )]);
    let clean = uispec(dir.path(), &server, &["validate", "--design"]);
    assert_eq!(code(&clean), 0, "{}", shown(&clean));
    // The designer renames a value and changes the default size.
    let drifted = body.replace("\"Extra Large\"", "\"Huge\"").replace(
        "\"defaultValue\": \"Medium\"",
        "\"defaultValue\": \"Large\"",
    );
    let server = Replay::start(vec![ok("/v1/files/1234abcd/nodes?ids=10%3A1", drifted)]);
    let output = uispec(dir.path(), &server, &["validate", "--design"]);
    let text = shown(&output);
    assert_eq!(code(&output), 1, "{text}");
    insta::assert_snapshot!("design_drift", stderr(&output));
    // The component was deleted.
    let server = Replay::start(vec![ok(
        "/v1/files/1234abcd/nodes?ids=10%3A1",
        r#"{"name":"Acme Kit","nodes":{"10:1":null}}"#,
    )]);
    let output = uispec(
        dir.path(),
        &server,
        &["validate", "--design", "--format", "json"],
    );
    assert_eq!(code(&output), 1);
    let report: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(report["diagnostics"][0]["rule"], "design-source");
    // Figma unreachable: a finding per spec, not a crash.
    let server = Replay::start(vec![status(
        "/v1/files/1234abcd/nodes?ids=10%3A1",
        403,
        r#"{"status":403,"err":"Invalid token"}"#,
    )]);
    let output = uispec(dir.path(), &server, &["validate", "--design"]);
    assert_eq!(code(&output), 1);
    assert!(shown(&output).contains("error[design-source]: Figma refused the request"));
    // Without --design, no request at all.
    let server = Replay::start(vec![]);
    assert_eq!(code(&uispec(dir.path(), &server, &["validate"])), 0);
    assert!(server.urls().is_empty());
}

#[test]
fn an_instance_of_a_library_component_is_imported_from_the_library() {
    let instance = json!({
        "name": "App screens", "version": "1", "lastModified": "2026-01-01T00:00:00Z",
        "nodes": { "5:1": {
            "document": { "id": "5:1", "name": "Badge", "type": "INSTANCE", "componentId": "7:7",
                "componentProperties": { "Color": { "type": "VARIANT", "value": "Red", "boundVariables": {} } } },
            "components": { "7:7": { "key": "libkey123", "name": "Color=Red", "description": "", "remote": true, "documentationLinks": [] } }
        }}
    });
    let library = json!({ "status": 200, "error": false, "meta": {
        "key": "libkey123", "file_key": "1234abcd", "node_id": "1:40", "name": "Color=Red",
        "containing_frame": { "nodeId": "2:324", "name": "Components", "containingComponentSet": { "nodeId": "1:39", "name": "Test Instance Component" } }
    }});
    let server = Replay::start(vec![
        ok("/v1/files/app9876key/nodes?ids=5%3A1", instance.to_string()),
        ok("/v1/components/libkey123", library.to_string()),
        ok(
            "/v1/files/1234abcd/nodes?ids=1%3A39",
            nodes_body(&data(CODE_CONNECT), "1:39"),
        ),
    ]);
    let dir = project();
    let output = uispec(
        dir.path(),
        &server,
        &[
            "import",
            "https://www.figma.com/design/app9876key/App?node-id=5-1",
        ],
    );
    assert_eq!(code(&output), 0, "{}", shown(&output));
    assert_eq!(server.urls().len(), 3);
    let written = spec(dir.path(), "test-instance-component.json");
    assert!(
        written.contains("\"fileKey\": \"1234abcd\""),
        "the library file is the source: {written}"
    );
}

#[test]
fn a_configured_link_checks_a_spec_that_was_not_imported() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("uispec.toml"),
        "[design]\nButton = \"https://www.figma.com/design/1234abcd/Acme?node-id=10-1\"\nCard = \"https://www.figma.com/design/1234abcd/Acme\"\n",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("specs")).unwrap();
    std::fs::write(
        dir.path().join("specs/button.json"),
        r#"{"name": "Button", "props": [{"name": "label", "type": "string", "default": "Button"}],
  "variants": [{"name": "size", "values": ["small", "medium", "large", "extra-large"]}],
  "defaultVariants": {"size": "medium"}}
"#,
    )
    .unwrap();
    std::fs::write(dir.path().join("specs/card.json"), "{\"name\": \"Card\"}\n").unwrap();
    let server = Replay::start(vec![ok(
        "/v1/files/1234abcd/nodes?ids=10%3A1",
        data("button-set.nodes.json"),
    )]);
    let output = uispec(
        dir.path(),
        &server,
        &["validate", "--design", "--format", "json"],
    );
    assert_eq!(code(&output), 1, "{}", shown(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let found: Vec<(String, String)> = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["rule"].as_str().unwrap().to_owned(),
                d["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert!(
        found
            .iter()
            .any(|(r, m)| r == "design-prop-missing" && m.contains("`Has Icon`")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(r, m)| r == "design-source"
            && m.contains("the `[design]` link of `Card` names no node")),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|(r, _)| r == "design-variant-values"),
        "{found:?}"
    );
    assert_eq!(server.urls(), ["/v1/files/1234abcd/nodes?ids=10%3A1"]);
}

/// Once, a redirect was followed with the token: a loopback API answering `307 Location:
/// http://127.0.0.2:…/steal` made uispec send `X-Figma-Token` there over plain HTTP (`--oauth`
/// stripped `Authorization`, the token header stayed), and to public hosts too. No redirect is
/// followed now, with either header.
#[test]
fn redirects_are_never_followed_with_the_token() {
    let thief = Replay::serve(tiny_http::Server::http("127.0.0.2:0").unwrap(), vec![]);
    let url = "/v1/files/1234abcd/nodes?ids=1%3A39";
    for location in [
        format!("{}/steal", thief.base),
        "https://example.com/steal?x=1".to_owned(),
        "/v1/files/other/nodes".to_owned(),
    ] {
        for oauth in [false, true] {
            let redirect = Answer {
                headers: vec![("Location", location.clone())],
                ..status(url, 307, "")
            };
            let server = Replay::start(vec![redirect]);
            let mut args = vec!["import", SET_LINK];
            if oauth {
                args.push("--oauth");
            }
            let output = uispec(project().path(), &server, &args);
            let text = shown(&output);
            assert_eq!(code(&output), 2, "{text}");
            assert!(
                text.contains("answered /v1/files/1234abcd/nodes?ids=1%3A39 with a redirect (307)"),
                "{text}"
            );
            assert!(!text.contains("steal"), "{text}");
            assert_eq!(server.urls(), [url], "{location}");
        }
    }
    assert!(thief.urls().is_empty(), "{:?}", thief.seen());
}

/// Once, `validate --design` put a stamp's `fileKey` and `nodeId` into the request path as
/// they were: `GET /v1/files/../../v1/me?a=/…` went out with the token. They are held to what
/// a Figma link may hold now, and nothing is requested for a bad one.
#[test]
fn stamps_cannot_steer_requests() {
    let body = data("button-set.nodes.json");
    let dir = project();
    let server = Replay::start(vec![ok("/v1/files/1234abcd/nodes?ids=10%3A1", body)]);
    let link = "https://www.figma.com/design/1234abcd/Acme?node-id=10-1";
    assert_eq!(code(&uispec(dir.path(), &server, &["import", link])), 0);
    let path = dir.path().join("specs/button.json");
    let original = std::fs::read_to_string(&path).unwrap();
    for (from, to, says) in [
        (
            "\"fileKey\": \"1234abcd\"",
            "\"fileKey\": \"../../v1/me?a=\"",
            "the `x-source` stamp's `fileKey` is not a Figma file key: `../../v1/me?a=`",
        ),
        (
            "\"nodeId\": \"10:1\"",
            "\"nodeId\": \"1:2&depth=999#frag\"",
            "the `x-source` stamp's `nodeId` is not a Figma node id: `1:2&depth=999#frag`",
        ),
    ] {
        assert!(original.contains(from), "{original}");
        std::fs::write(&path, original.replace(from, to)).unwrap();
        let server = Replay::start(vec![]);
        let output = uispec(dir.path(), &server, &["validate", "--design"]);
        let text = shown(&output);
        assert_eq!(code(&output), 1, "{text}");
        assert!(text.contains("error[design-source]"), "{text}");
        assert!(text.contains(says), "{text}");
        assert!(server.urls().is_empty(), "{:?}", server.urls());
    }
}

/// A server that echoes the token back (in an error body, or in data) never gets it printed
/// or written: the configured token is replaced in everything read from the API.
#[test]
fn a_token_echoed_by_the_server_is_redacted() {
    let url = "/v1/files/1234abcd/nodes?ids=1%3A39";
    let echo = status(
        url,
        403,
        &format!(r#"{{"status":403,"err":"Invalid token {TOKEN}"}}"#),
    );
    let server = Replay::start(vec![echo]);
    let output = uispec(project().path(), &server, &["import", SET_LINK]);
    let text = shown(&output);
    assert_eq!(code(&output), 2, "{text}");
    assert!(text.contains("403 (Invalid token [FIGMA_TOKEN])"), "{text}");

    let body = data("button-set.nodes.json").replace(
        "\"description\": \"Triggers an action.\"",
        &format!("\"description\": \"Triggers an action. {TOKEN}\""),
    );
    assert!(body.contains(TOKEN));
    let server = Replay::start(vec![ok("/v1/files/1234abcd/nodes?ids=10%3A1", body)]);
    let dir = project();
    let link = "https://www.figma.com/design/1234abcd/Acme?node-id=10-1";
    let output = uispec(dir.path(), &server, &["import", link]);
    assert_eq!(code(&output), 0, "{}", shown(&output));
    let written = spec(dir.path(), "button.json");
    assert!(
        written.contains("\"description\": \"Triggers an action. [FIGMA_TOKEN]\""),
        "{written}"
    );
}

/// `Retry-After` may be an HTTP date; once, it was read as no wait at all.
#[test]
fn a_retry_after_date_is_understood() {
    let url = "/v1/files/1234abcd/nodes?ids=1%3A39";
    let in_two_days =
        std::time::SystemTime::now() + std::time::Duration::from_secs(2 * 86_400 + 60);
    let answer = Answer {
        headers: vec![("Retry-After", httpdate::fmt_http_date(in_two_days))],
        ..status(url, 429, r#"{"status":429,"err":"Rate limit exceeded"}"#)
    };
    let server = Replay::start(vec![answer]);
    let output = uispec(project().path(), &server, &["import", SET_LINK]);
    let text = shown(&output);
    assert_eq!(code(&output), 2, "{text}");
    assert!(text.contains("it asks to wait 2 days 0 h"), "{text}");
}
