//! `uispec lsp` timed as an editor sees it, over stdio: the real binary, framed JSON-RPC.
//!
//! `time_lsp UISPEC PROJECT [RUNS]` prints, for the project (benches/design-system/compare.sh
//! gives it 1,000 specs and 30,000 tokens):
//! - initial load: `initialize` sent → the first request answered (the whole project read);
//! - diagnostics after an edit: a token reference made a typo in an open spec → its
//!   `publishDiagnostics` received, and back (median; the server's debounce set to 0);
//! - completion: inside a tokenMapping value after `{` (every token matches, ranked, 200
//!   resolved in every theme) and after `{color.` (median): request sent → answer received
//!   (the server's latency), and → answer parsed into a `serde_json::Value` by this client
//!   (an editor's parser is its own; this one, with serde_json's `preserve_order`, costs about
//!   as much as the server).

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

struct Lsp {
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: i64,
}

impl Lsp {
    fn send(&mut self, message: Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).expect("write");
        self.stdin.flush().expect("flush");
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    fn receive(&mut self) -> Value {
        self.receive_at().0
    }

    /// The next message, and when its last byte arrived (before it is parsed).
    fn receive_at(&mut self) -> (Value, Instant) {
        let mut length = 0;
        loop {
            let mut line = String::new();
            assert!(
                self.stdout.read_line(&mut line).expect("read") > 0,
                "server exited"
            );
            match line.trim_end() {
                "" => break,
                header => {
                    if let Some(n) = header.strip_prefix("Content-Length: ") {
                        length = n.parse().expect("length");
                    }
                }
            }
        }
        let mut body = vec![0; length];
        self.stdout.read_exact(&mut body).expect("body");
        let arrived = Instant::now();
        (serde_json::from_slice(&body).expect("json"), arrived)
    }

    /// Sends a request and waits for its answer.
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.request_at(method, params).0
    }

    /// [`Lsp::request`], with when the answer arrived.
    fn request_at(&mut self, method: &str, params: Value) -> (Value, Instant) {
        self.next_id += 1;
        let id = self.next_id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let (message, arrived) = self.receive_at();
            if message["id"] == id && message.get("method").is_none() {
                return (message, arrived);
            }
        }
    }

    /// Waits for diagnostics of `uri` that satisfy `done`.
    fn diagnostics_until(&mut self, uri: &str, done: impl Fn(&[Value]) -> bool) {
        loop {
            let message = self.receive();
            if message["method"] == "textDocument/publishDiagnostics"
                && message["params"]["uri"] == uri
                && done(message["params"]["diagnostics"].as_array().expect("array"))
            {
                return;
            }
        }
    }
}

fn median(mut times: Vec<Duration>) -> f64 {
    times.sort();
    times[times.len() / 2].as_secs_f64() * 1000.0
}

/// Line and UTF-16 column of byte `offset` (the generated files are ASCII).
fn position(text: &str, offset: usize) -> Value {
    let line = text[..offset].matches('\n').count();
    let column = offset - text[..offset].rfind('\n').map_or(0, |i| i + 1);
    json!({"line": line, "character": column})
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (bin, project) = (&args[1], Path::new(&args[2]));
    let runs: usize = args.get(3).map_or(15, |n| n.parse().expect("RUNS"));
    let mut child = Command::new(bin)
        .args(["lsp", "--project"])
        .arg(project)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("uispec lsp starts");
    let mut lsp = Lsp {
        stdin: child.stdin.take().expect("stdin"),
        stdout: BufReader::new(child.stdout.take().expect("stdout")),
        next_id: 0,
    };

    let spec = std::fs::read_dir(project.join("specs"))
        .expect("specs/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .min()
        .expect("a spec");
    let text = std::fs::read_to_string(&spec).expect("spec text");
    let uri = format!("file://{}", spec.display());
    let mapping = text.find("\"tokenMapping\"").expect("a tokenMapping");
    let reference = mapping + text[mapping..].find("\"{").expect("a reference") + 1;
    let end = reference + text[reference..].find('}').expect("closed");
    let typo = format!("{}x{}", &text[..end], &text[end..]);

    let start = Instant::now();
    lsp.request(
        "initialize",
        json!({"processId": null, "rootUri": null, "capabilities": {},
               "initializationOptions": {"diagnosticDelay": 0}}),
    );
    lsp.notify("initialized", json!({}));
    let document = json!({"uri": uri});
    lsp.request(
        "textDocument/hover",
        json!({"textDocument": document, "position": position(&text, reference)}),
    );
    let initial = start.elapsed();

    lsp.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}}),
    );
    lsp.request(
        "textDocument/hover",
        json!({"textDocument": document, "position": position(&text, reference)}),
    );
    let mut edits = Vec::new();
    for run in 0..runs {
        for (version, body, broken) in [(2 * run + 2, &typo, true), (2 * run + 3, &text, false)] {
            let start = Instant::now();
            lsp.notify(
                "textDocument/didChange",
                json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": body}]}),
            );
            lsp.diagnostics_until(&uri, |found| {
                found.iter().any(|d| d["code"] == "token-missing") == broken
            });
            edits.push(start.elapsed());
        }
    }

    let mut complete = |offset: usize| {
        let (mut received, mut parsed) = (Vec::new(), Vec::new());
        let mut items = 0;
        for _ in 0..runs {
            let start = Instant::now();
            let (answer, arrived) = lsp.request_at(
                "textDocument/completion",
                json!({"textDocument": document, "position": position(&text, offset)}),
            );
            parsed.push(start.elapsed());
            received.push(arrived - start);
            items = answer["result"]["items"].as_array().map_or(0, Vec::len);
        }
        (median(received), median(parsed), items)
    };
    let (all, all_parsed, all_items) = complete(reference + 1);
    let color = text[reference..].find('.').map(|dot| reference + dot + 1);
    let (prefixed, prefixed_parsed, prefixed_items) = complete(color.unwrap_or(reference + 1));

    lsp.request("shutdown", Value::Null);
    lsp.notify("exit", Value::Null);
    let _ = child.wait();
    println!(
        "initial load (initialize → first answer): {:.1} ms",
        initial.as_secs_f64() * 1000.0
    );
    println!(
        "diagnostics after an edit (median of {}): {:.1} ms",
        edits.len(),
        median(edits)
    );
    println!(
        "completion after `{{` ({all_items} items, median): {all:.1} ms received, {all_parsed:.1} ms parsed"
    );
    println!(
        "completion after the first segment ({prefixed_items} items, median): {prefixed:.1} ms received, {prefixed_parsed:.1} ms parsed"
    );
}
