//! `uispec mcp` end to end with what no SDK sends: malformed lines, a client that vanishes
//! mid-request, pipelined and concurrent saves, written to the real server's stdin directly.
//! The official Python SDK drives it in `mcp_sdk.rs` (the `clients` test binary).

#![allow(clippy::unwrap_used)]

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{code, design_system, stdout, uispec};

const BIN: &str = env!("CARGO_BIN_EXE_uispec");

/// A server started by hand, talking raw JSON-RPC lines.
struct Raw {
    child: std::process::Child,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Raw {
    fn start(project: &Path) -> Raw {
        let mut child = Command::new(BIN)
            .args(["mcp", "--project", project.to_str().unwrap()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut raw = Raw { child, lines };
        raw.send(r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}"#);
        raw.answer(0);
        raw.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        raw
    }

    fn send(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The next message with this id, as JSON (every line on stdout must be JSON-RPC).
    fn answer(&self, id: u64) -> serde_json::Value {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .expect("an answer within 30 s");
            let message: serde_json::Value = serde_json::from_str(&line)
                .unwrap_or_else(|_| panic!("stdout carries JSON-RPC only, got `{line}`"));
            assert_eq!(message["jsonrpc"], "2.0", "{line}");
            if message["id"] == id {
                return message;
            }
        }
    }

    /// Writes raw bytes as one line (which need not be UTF-8).
    fn send_bytes(&mut self, line: &[u8]) {
        let stdin = self.child.stdin.as_mut().unwrap();
        stdin.write_all(line).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    }

    /// The next message, whatever its id.
    fn next(&self) -> serde_json::Value {
        let line = self
            .lines
            .recv_timeout(Duration::from_secs(30))
            .expect("an answer within 30 s");
        serde_json::from_str(&line)
            .unwrap_or_else(|_| panic!("stdout carries JSON-RPC only, got `{line}`"))
    }

    /// Closes stdin and waits for the server to exit.
    fn finish(self) -> (std::process::ExitStatus, String) {
        self.close(false)
    }

    /// Stops reading the server's answers, then closes stdin: a client that went away.
    fn hang_up(self) -> (std::process::ExitStatus, String) {
        self.close(true)
    }

    fn close(self, unread: bool) -> (std::process::ExitStatus, String) {
        let Raw { mut child, lines } = self;
        if unread {
            drop(lines);
        }
        drop(child.stdin.take());
        let deadline = Instant::now() + Duration::from_secs(30);
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            assert!(
                Instant::now() < deadline,
                "the server did not exit after EOF"
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut err = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
        (status, err)
    }
}

#[test]
fn malformed_messages_do_not_stop_the_server() {
    let project = design_system();
    let mut raw = Raw::start(project.path());
    for line in [
        "this is not json",
        "{\"jsonrpc\":\"2.0\",\"id\":",
        "[1, 2]",
        r#"{"id":1,"method":"ping"}"#,
        r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"arguments":{}}}"#,
        r#"{"jsonrpc":"2.0","id":3,"method":"prompts/get","params":{"name":"enrich-spec","arguments":["button"]}}"#,
        r#"{"jsonrpc":"2.0","id":4,"method":"no/such/method"}"#,
    ] {
        raw.send(line);
    }
    for id in [2, 3, 4] {
        let answer = raw.answer(id);
        assert!(answer["error"]["code"].is_i64(), "{answer}");
    }
    raw.send(r#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"get_spec","arguments":{"name":"button"}}}"#);
    let answer = raw.answer(5);
    assert_eq!(answer["result"]["structuredContent"]["name"], "Button");
    let (status, err) = raw.finish();
    assert!(status.success(), "{status}: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn a_client_that_disconnects_mid_request_is_survived() {
    let project = design_system();
    // Cancelled: the request is dropped and the server carries on.
    let mut raw = Raw::start(project.path());
    raw.send(r#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"validate","arguments":{"level":"strict"}}}"#);
    raw.send(r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7,"reason":"user"}}"#);
    raw.send(r#"{"jsonrpc":"2.0","id":8,"method":"ping"}"#);
    assert_eq!(raw.answer(8)["result"], serde_json::json!({}));
    let (status, err) = raw.finish();
    assert!(status.success(), "{status}: {err}");

    // Gone: stdin closes while a validation runs and nobody reads the answer.
    let mut raw = Raw::start(project.path());
    raw.send(r#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"validate","arguments":{"level":"strict"}}}"#);
    raw.send(r#"{"jsonrpc":"2.0","id":10,"method":"prompts/get","params":{"name":"enrich-spec","arguments":{"component":"tabs"}}}"#);
    let (status, err) = raw.hang_up();
    assert!(status.success(), "{status}: {err}");
    assert!(!err.contains("panicked"), "{err}");

    // And a new client is served as before.
    let mut raw = Raw::start(project.path());
    raw.send(r#"{"jsonrpc":"2.0","id":11,"method":"ping"}"#);
    assert_eq!(raw.answer(11)["result"], serde_json::json!({}));
    raw.finish();
}

#[test]
fn mcp_is_in_the_help() {
    let help = uispec(Path::new("."), &["mcp", "--help"]);
    assert_eq!(code(&help), 0);
    assert!(stdout(&help).contains("enrich-spec"));
}

/// Every line gets an answer: once, text that was not JSON, invalid UTF-8, JSON nested 100,000
/// deep and a request over the 16 MiB limit got none, and the client waited forever.
#[test]
fn every_line_gets_an_answer() {
    let project = design_system();
    let mut raw = Raw::start(project.path());
    raw.send("this is not json");
    raw.send_bytes(b"{\"jsonrpc\":\"2.0\",\"id\":\xff\xfe}");
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    raw.send(&deep);
    for _ in 0..3 {
        let answer = raw.next();
        assert_eq!(answer["error"]["code"], -32700, "{answer}");
        // JSON-RPC 2.0: an error about a request whose id cannot be read is under `null`.
        assert_eq!(answer.get("id"), Some(&serde_json::Value::Null), "{answer}");
    }
    // A parse error in a message whose first bytes name its id is answered under that id
    // (once, without one, and the client waited forever).
    let deep = format!(
        r#"{{"jsonrpc":"2.0","id":1000,"method":"tools/call","params":{}{}}}"#,
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    raw.send(&deep);
    assert_eq!(raw.answer(1000)["error"]["code"], -32700);
    raw.send_bytes(b"{\"jsonrpc\":\"2.0\",\"id\":\"r-1001\",\"method\":\"ping\",\"x\":\"\xff\"}");
    let answer = raw.next();
    assert_eq!(answer["id"], "r-1001", "{answer}");
    assert_eq!(answer["error"]["code"], -32700, "{answer}");
    // Over the limit: refused under its own id, read without holding it in memory.
    let big = format!(
        r#"{{"jsonrpc":"2.0","id":20,"method":"tools/call","params":{{"name":"save_spec","arguments":{{"path":"specs/big.json","spec":"{}"}}}}}}"#,
        "x".repeat(17 << 20)
    );
    raw.send(&big);
    let answer = raw.answer(20);
    assert_eq!(answer["error"]["code"], -32600, "{answer}");
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap()
            .contains("over 16 MiB"),
        "{answer}"
    );
    // JSON that is no request, with an id: invalid request, under that id.
    raw.send(r#"{"jsonrpc":"2.0","id":21,"method":7}"#);
    assert_eq!(raw.answer(21)["error"]["code"], -32600);
    raw.send(r#"{"jsonrpc":"2.0","id":22,"method":"ping"}"#);
    assert_eq!(raw.answer(22)["result"], serde_json::json!({}));
    let (status, err) = raw.finish();
    assert!(status.success(), "{status}: {err}");
    assert!(!project.path().join("specs/big.json").exists());
    // Each refusal is logged.
    assert_eq!(
        err.matches("uispec mcp: refused a message").count(),
        7,
        "{err}"
    );
}

/// Pipelined saves to one path, alternating a small and a 60 KB spec: once, concurrent writes
/// shared one temporary name and left a small spec followed by the tail of the large one (or
/// failed with "No such file or directory"). Each round must leave one whole version, every
/// answer must be a save, and no temporary file may remain.
#[test]
fn concurrent_saves_to_one_path_leave_one_whole_file() {
    let project = design_system();
    let badge = project.path().join("specs/badge.json");
    let small: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&badge).unwrap()).unwrap();
    let mut large = small.clone();
    large["description"] = serde_json::Value::String("long ".repeat(12_000));
    let versions: Vec<String> = [&small, &large]
        .iter()
        .map(|spec| format!("{}\n", serde_json::to_string_pretty(spec).unwrap()))
        .collect();
    let mut raw = Raw::start(project.path());
    let mut id = 100;
    for _round in 0..5 {
        let first = id;
        for n in 0..20 {
            let spec = if n % 2 == 0 { &small } else { &large };
            let request = serde_json::json!({
                "jsonrpc": "2.0", "id": id, "method": "tools/call",
                "params": {"name": "save_spec", "arguments": {"path": "specs/badge.json", "spec": spec}},
            });
            raw.send(&request.to_string());
            id += 1;
        }
        let mut answered = std::collections::BTreeSet::new();
        while answered.len() < 20 {
            let answer = raw.next();
            let n = answer["id"].as_u64().unwrap();
            assert!((first..id).contains(&n), "{answer}");
            assert_eq!(
                answer["result"]["structuredContent"]["saved"], true,
                "{answer}"
            );
            answered.insert(n);
        }
        let now = std::fs::read_to_string(&badge).unwrap();
        assert!(versions.contains(&now), "a torn file: {} bytes", now.len());
        let leftovers: Vec<_> = std::fs::read_dir(project.path().join("specs"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.starts_with('.'))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
    }
    let (status, err) = raw.finish();
    assert!(status.success(), "{status}: {err}");
}

/// `save_spec` checked the path as written against the spec folders: through
/// `specs/cfg -> ../.vscode`, `specs/cfg/settings.json` replaced `.vscode/settings.json`. And a
/// FIFO at the path blocked the save forever, holding the save lock, so that every later save
/// timed out. Now the first is refused where the file would really land, the second is refused
/// unopened, and the next save goes through.
#[test]
fn a_save_lands_in_the_spec_folders_and_never_opens_a_fifo() {
    use std::os::unix::fs::symlink;
    let project = design_system();
    let root = project.path();
    std::fs::create_dir_all(root.join(".vscode")).unwrap();
    symlink("../.vscode", root.join("specs/cfg")).unwrap();
    let fifo = root.join("specs/pipe.json");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let badge: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("specs/badge.json")).unwrap())
            .unwrap();
    let mut raw = Raw::start(root);
    let save = |raw: &mut Raw, id: u64, path: &str| {
        let mut spec = badge.clone();
        if !path.ends_with("badge.json") {
            spec["name"] = serde_json::Value::String(format!("Pipe{id}"));
        }
        let request = serde_json::json!({
            "jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": {"name": "save_spec", "arguments": {"path": path, "spec": spec}},
        });
        raw.send(&request.to_string());
        raw.answer(id)
    };
    let answer = save(&mut raw, 1, "specs/cfg/settings.json");
    assert_eq!(answer["result"]["isError"], true, "{answer}");
    assert!(answer.to_string().contains("spec paths"), "{answer}");
    assert!(!root.join(".vscode/settings.json").exists());
    let answer = save(&mut raw, 2, "specs/pipe.json");
    assert_eq!(answer["result"]["isError"], true, "{answer}");
    assert!(
        answer.to_string().contains("not a regular file"),
        "{answer}"
    );
    let answer = save(&mut raw, 3, "specs/badge.json");
    assert_eq!(
        answer["result"]["structuredContent"]["saved"], true,
        "{answer}"
    );
    let (status, err) = raw.finish();
    assert!(status.success(), "{status}: {err}");
}
