//! `uispec lsp` end to end with what no client library sends (requests before `initialize`,
//! unknown methods, `exit` without `shutdown`, lying frames), written to the real server's
//! stdin directly. pytest-lsp and Neovim drive it in `lsp_clients.rs` (the `clients` test
//! binary); its features are tested at the `World` level in `src/lsp/`.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{Value, json};

use common::design_system;

const BIN: &str = env!("CARGO_BIN_EXE_uispec");

/// The server as a child process speaking LSP's framed JSON-RPC on its stdio.
/// Everything a server wrote on stderr (once it has ended).
fn stderr_of(child: &mut Child) -> String {
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    err
}

struct Server {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Server {
    fn start(project: &Path) -> Server {
        let mut child = Command::new(BIN)
            .args(["lsp", "--project"])
            .arg(project)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Server {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, message: &Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    /// Bytes as they are, framing and all (a server that stopped reading makes the write
    /// fail; what it did is asserted on afterwards).
    fn send_raw(&mut self, bytes: &[u8]) {
        let _ = self.stdin.write_all(bytes);
        let _ = self.stdin.flush();
    }

    /// Waits for the server to exit by itself (with its input still open); its exit code and
    /// stderr.
    fn ends_by_itself(mut self) -> (i32, String) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the server did not end"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        let mut err = String::new();
        self.child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        (status.code().unwrap(), err)
    }

    fn request(&mut self, id: i64, method: &str, params: Value) {
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// The next message from the server.
    fn receive(&mut self) -> Value {
        let mut length = 0;
        loop {
            let mut line = String::new();
            assert!(
                self.stdout.read_line(&mut line).unwrap() > 0,
                "the server closed its output"
            );
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(value) = line.strip_prefix("Content-Length: ") {
                length = value.parse().unwrap();
            }
        }
        let mut body = vec![0; length];
        self.stdout.read_exact(&mut body).unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    /// The answer to request `id` (notifications on the way are skipped).
    fn answer(&mut self, id: i64) -> Value {
        loop {
            let message = self.receive();
            if message["id"] == id && message.get("method").is_none() {
                return message;
            }
        }
    }

    fn initialize(&mut self, id: i64) -> Value {
        self.request(
            id,
            "initialize",
            json!({"processId": null, "rootUri": null, "capabilities": {}}),
        );
        let answer = self.answer(id);
        self.notify("initialized", json!({}));
        answer
    }

    fn exit_code(self) -> i32 {
        let (code, err) = self.close();
        assert!(!err.contains("panicked"), "{err}");
        code
    }

    /// Closes the server's input and waits for it: its exit code and stderr.
    fn close(mut self) -> (i32, String) {
        drop(self.stdin);
        let status = self.child.wait().unwrap();
        (status.code().unwrap(), stderr_of(&mut self.child))
    }
}

#[test]
fn requests_before_initialize_unknown_methods_bad_params_and_a_clean_shutdown() {
    let project = design_system();
    let mut server = Server::start(project.path());
    server.request(1, "textDocument/hover", json!({}));
    assert_eq!(
        server.answer(1)["error"]["code"],
        -32002,
        "server not initialized"
    );
    let init = server.initialize(2);
    assert_eq!(init["result"]["serverInfo"]["name"], "uispec");
    assert_eq!(init["result"]["capabilities"]["positionEncoding"], "utf-16");

    server.request(3, "uispec/unknown", json!({}));
    assert_eq!(server.answer(3)["error"]["code"], -32601);
    server.request(4, "textDocument/hover", json!({"textDocument": 5}));
    assert_eq!(server.answer(4)["error"]["code"], -32602);

    // A request cancelled before the server reads it is answered as cancelled; either way it
    // is answered.
    let button = project.path().join("specs/button.json");
    let uri = format!("file://{}", button.display());
    let position =
        json!({"textDocument": {"uri": uri}, "position": {"line": 103, "character": 42}});
    server.request(5, "textDocument/completion", position.clone());
    server.notify("$/cancelRequest", json!({"id": 5}));
    let cancelled = server.answer(5);
    assert!(
        cancelled.get("result").is_some() || cancelled["error"]["code"] == -32800,
        "{cancelled}"
    );

    // A 10 MB file (a spec whose description is huge) is read and answered about.
    let huge = format!(
        "{{\"name\": \"Huge\", \"description\": \"{}\", \"tokenMapping\": {{\"root.color\": \"{{color.text.default}}\"}}}}",
        "x".repeat(10 * 1024 * 1024)
    );
    let huge_uri = format!(
        "file://{}",
        project.path().join("specs/huge.json").display()
    );
    server.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": huge_uri, "languageId": "json", "version": 1, "text": huge}}),
    );
    let at_reference = huge.find("{color.text").unwrap() + 2;
    server.request(
        6,
        "textDocument/hover",
        json!({"textDocument": {"uri": huge_uri}, "position": {"line": 0, "character": at_reference}}),
    );
    let hover = server.answer(6);
    assert!(
        hover["result"]["contents"]["value"]
            .as_str()
            .unwrap()
            .contains("color.text.default"),
        "{hover}"
    );

    // Shutdown, a request after it, and exit, all sent at once.
    server.request(7, "shutdown", Value::Null);
    server.request(8, "textDocument/hover", position);
    server.notify("exit", Value::Null);
    assert_eq!(server.answer(7)["result"], Value::Null);
    assert_eq!(server.answer(8)["error"]["code"], -32600);
    assert_eq!(server.exit_code(), 0);
}

#[test]
fn exit_without_shutdown_and_a_vanished_client_end_the_server() {
    let project = design_system();
    let mut server = Server::start(project.path());
    server.initialize(1);
    server.notify("exit", Value::Null);
    assert_eq!(
        server.exit_code(),
        1,
        "exit without shutdown is an error, as the protocol says"
    );

    let mut server = Server::start(project.path());
    server.initialize(1);
    assert_eq!(server.exit_code(), 1, "end of input");

    let server = Server::start(project.path());
    assert_eq!(
        server.exit_code(),
        0,
        "no client ever came: nothing to serve"
    );
}

/// The server believed `Content-Length`: `u64::MAX` panicked its reader, nine quintillion
/// aborted on allocation, three billion and one byte held 2.95 GB, a header line without a
/// newline grew without bound, and a malformed body was copied whole to stderr. Now a lying
/// frame is dropped or ends the server as the end of input would, without a panic, and a
/// body that is no message is named by its error.
#[test]
fn a_lying_client_is_survived() {
    let project = design_system();
    let mut server = Server::start(project.path());
    server.initialize(1);
    server.send_raw(b"Content-Length: 24\r\n\r\nnot json, secret hunter2");
    server.send_raw(
        br#"Content-Length: 49

{"jsonrpc":"2.0","id":6,"method":5,"params":null}"#,
    );
    assert_eq!(server.answer(6)["error"]["code"], -32600);
    // Over the limit: read and dropped; the next frame is served.
    let big = 33 * 1024 * 1024;
    server.send_raw(format!("Content-Length: {big}\r\n\r\n").as_bytes());
    server.send_raw(&vec![b' '; big]);
    server.request(7, "uispec/unknown", Value::Null);
    assert_eq!(server.answer(7)["error"]["code"], -32601);
    server.send_raw(b"Content-Length: 18446744073709551615\r\n\r\nx");
    drop(server.stdin);
    let status = server.child.wait().unwrap();
    let mut err = String::new();
    server
        .child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(
        !err.contains("panicked") && !err.contains("hunter2"),
        "{err}"
    );
    assert!(
        err.contains("ignored a message that is not JSON-RPC"),
        "{err}"
    );
    assert!(err.contains("dropped a message of 34603008 bytes"), "{err}");
    assert_eq!(status.code(), Some(1), "end of input before `exit`: {err}");

    for lie in [
        &b"Content-Length: 3000000000\r\n\r\nx"[..],
        b"Content-Length: 9000000000000000000\r\n\r\n",
        b"Content-Length: 99999999999999999999999\r\n\r\n",
        &[b'C'; 100_000][..],
    ] {
        let mut server = Server::start(project.path());
        server.initialize(1);
        server.send_raw(lie);
        if lie.starts_with(b"Content-Length: 3") || lie.starts_with(b"Content-Length: 9") {
            // A claim the input never honours: the server waits for the bytes, holding none.
            assert_eq!(server.exit_code(), 1);
            continue;
        }
        // No longer LSP framing: the server ends by itself.
        let (code, err) = server.ends_by_itself();
        assert_eq!(code, 1, "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(err.contains("uispec lsp:"), "{err}");
    }
}
