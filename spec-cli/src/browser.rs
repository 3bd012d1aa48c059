//! Headless Chromium, driven over the DevTools protocol: the few calls `uispec test` makes
//! (open a page, set its content, evaluate, read the accessibility tree, take a screenshot).
//!
//! The browser is started with a profile of its own in a temporary directory, a debugging port
//! the kernel picks on 127.0.0.1, and every host name resolving to nothing; the WebSocket
//! client talks only to the address the browser itself printed. The browser runs in a process
//! group of its own, killed whole (and its profile removed) when the [`Browser`] is dropped or
//! uispec is interrupted (`crate::processes`).

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use serde_json::{Value, json};
use tungstenite::{Message, WebSocket};
use uispec_core::checks::{AxNode, Pressable};

use crate::processes::{self, Scratch, Tracked};

/// How long the browser may take to start, and to answer one call.
const START: Duration = Duration::from_secs(30);
const CALL: Duration = Duration::from_secs(60);
/// The page's viewport, CSS pixels: room for a component's renders side by side.
const VIEWPORT: (f64, f64) = (1600.0, 1200.0);
/// The object group of the remote objects uispec asks for, released together.
const GROUP: &str = "uispec";

/// Where Chromium is: `explicit` (`--chromium`), else `$UISPEC_CHROMIUM`, else the first of
/// the usual names on `PATH`.
pub(crate) fn find(explicit: Option<&Path>) -> Result<PathBuf> {
    let named = explicit
        .map(|path| (path.to_owned(), "--chromium"))
        .or_else(|| {
            std::env::var_os("UISPEC_CHROMIUM")
                .filter(|p| !p.is_empty())
                .map(|path| (PathBuf::from(path), "UISPEC_CHROMIUM"))
        });
    if let Some((path, by)) = named {
        if !path.is_file() {
            bail!("{by} names `{}`, which is not a file", path.display());
        }
        return Ok(path);
    }
    const NAMES: &[&str] = &[
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
        "chrome",
    ];
    let paths = std::env::var_os("PATH").unwrap_or_default();
    for dir in std::env::split_paths(&paths) {
        for name in NAMES {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
    }
    let mac = Path::new("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome");
    if mac.is_file() {
        return Ok(mac.to_owned());
    }
    bail!(
        "no Chromium found: install it (Debian: `apt-get install chromium`), or name it with `--chromium PATH` or `UISPEC_CHROMIUM`"
    )
}

/// A running headless Chromium and the WebSocket to it.
pub(crate) struct Browser {
    socket: WebSocket<TcpStream>,
    next_id: u64,
    /// How long one call may wait for its answer.
    wait: Duration,
    /// Dropped before the profile: the browser is gone before its directory is removed.
    child: Tracked,
    _profile: Scratch,
}

impl std::fmt::Debug for Browser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Browser")
            .field("child", &self.child)
            .finish()
    }
}

impl Browser {
    /// Starts `executable` headless and connects to it.
    pub(crate) fn launch(executable: &Path) -> Result<Browser> {
        let profile =
            Scratch::new("uispec-chromium-").context("a profile directory for Chromium")?;
        let mut command = Command::new(executable);
        command
            .args([
                "--headless",
                "--disable-gpu",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-default-apps",
                "--disable-sync",
                "--disable-extensions",
                "--mute-audio",
                "--hide-scrollbars",
                // Frames as soon as the page has work, not at 60 a second: a live key's
                // effects and the accessibility tree wait on the next frame (about a third of
                // the live checks' time on the example).
                "--disable-frame-rate-limit",
                // Nothing a page names can be fetched: every host resolves to nothing.
                "--host-resolver-rules=MAP * ~NOTFOUND",
                "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            // Its own temporary files too, so they go with the profile.
            .env("TMPDIR", profile.path())
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        // Chromium refuses to start as root with its sandbox (CI containers run as root).
        if is_root() {
            command.arg("--no-sandbox");
        }
        let mut child = processes::spawn(&mut command)
            .with_context(|| format!("could not start `{}`", executable.display()))?;
        let stderr = child.child().stderr.take().context("Chromium's stderr")?;
        let (found, address) = mpsc::channel();
        // The browser prints its address on stderr; the thread then keeps draining it, so a
        // talkative browser never blocks on a full pipe.
        std::thread::spawn(move || {
            let mut found = Some(found);
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if let Some(url) = line.strip_prefix("DevTools listening on ")
                    && let Some(found) = found.take()
                {
                    let _ = found.send(url.trim().to_owned());
                }
            }
        });
        let url = match address.recv_timeout(START) {
            Ok(url) => url,
            Err(_) => {
                let status = child.try_wait().ok().flatten();
                bail!(
                    "`{}` did not start a DevTools server within {} s{}",
                    executable.display(),
                    START.as_secs(),
                    status.map(|s| format!(" ({s})")).unwrap_or_default()
                );
            }
        };
        // On an error, dropping `child` kills the browser.
        let socket = connect(&url)?;
        Ok(Browser {
            child,
            socket,
            next_id: 0,
            wait: CALL,
            _profile: profile,
        })
    }

    /// Calls `method` (on the page `session`, or the browser) and returns its result.
    fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Result<Value> {
        let mut answers = self.call_all(session, vec![(method, params)])?;
        answers.pop().context("an answer")?
    }

    /// Sends every call of `calls` (on the page `session`, or the browser) before reading any
    /// answer, so the browser works through them without waiting for uispec between them;
    /// returns each one's result, in order. An error of the connection is the outer one.
    fn call_all(
        &mut self,
        session: Option<&str>,
        calls: Vec<(&str, Value)>,
    ) -> Result<Vec<Result<Value>>> {
        let first = self.next_id + 1;
        let methods: Vec<&str> = calls.iter().map(|(method, _)| *method).collect();
        for (method, params) in calls {
            self.next_id += 1;
            let mut message = json!({ "id": self.next_id, "method": method, "params": params });
            if let Some(session) = session {
                message["sessionId"] = json!(session);
            }
            self.socket
                .send(Message::text(message.to_string()))
                .with_context(|| format!("sending `{method}` to Chromium"))?;
        }
        let mut answers: Vec<Option<Result<Value>>> = methods.iter().map(|_| None).collect();
        let mut waiting = methods.len();
        while waiting > 0 {
            // The first call not answered yet: the one a timeout is said of.
            let method = (methods.iter().zip(&answers))
                .find(|(_, answer)| answer.is_none())
                .map_or("", |(method, _)| *method);
            let message = match self.socket.read() {
                Ok(message) => message,
                // The socket's read timeout: said as what it is, not as EAGAIN.
                Err(tungstenite::Error::Io(error))
                    if matches!(
                        error.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    bail!(
                        "Chromium did not answer `{method}` within {} s",
                        self.wait.as_secs()
                    )
                }
                Err(error) => {
                    return Err(anyhow!(error))
                        .with_context(|| format!("waiting for Chromium's answer to `{method}`"));
                }
            };
            let Message::Text(text) = message else {
                continue;
            };
            let mut answer: Value = serde_json::from_str(text.as_str())?;
            // An event, or an answer to no call of these.
            let Some(at) = (answer.get("id").and_then(Value::as_u64))
                .and_then(|id| id.checked_sub(first))
                .and_then(|at| usize::try_from(at).ok())
                .filter(|&at| at < answers.len() && answers[at].is_none())
            else {
                continue;
            };
            answers[at] = Some(match answer.get("error") {
                Some(error) => Err(anyhow!(
                    "Chromium refused `{}`: {}",
                    methods[at],
                    error["message"]
                )),
                None => Ok(answer["result"].take()),
            });
            waiting -= 1;
        }
        Ok(answers.into_iter().flatten().collect())
    }

    /// The browser's one page: the blank one it opened at its start (a new page would cost
    /// another renderer process), else a new one.
    pub(crate) fn into_page(mut self) -> Result<Page> {
        let targets = self.call(None, "Target.getTargets", json!({}))?;
        let opened = (targets["targetInfos"].as_array().into_iter().flatten())
            .find(|target| target["type"] == "page" && target["attached"] == false)
            .and_then(|target| target["targetId"].as_str())
            .map(str::to_owned);
        let target = match opened {
            Some(target) => target,
            None => {
                let target =
                    self.call(None, "Target.createTarget", json!({ "url": "about:blank" }))?;
                target["targetId"]
                    .as_str()
                    .context("a target id")?
                    .to_owned()
            }
        };
        let attached = self.call(
            None,
            "Target.attachToTarget",
            json!({ "targetId": target, "flatten": true }),
        )?;
        let session = attached["sessionId"]
            .as_str()
            .context("a session id")?
            .to_owned();
        let mut page = Page {
            browser: self,
            session,
            frame: String::new(),
        };
        // The first call the page answers waits for its renderer to start (~0.3 s).
        let tree = page.call("Page.getFrameTree", json!({}))?;
        // Room for a component's renders side by side, so pictures need not reach beyond it.
        page.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": VIEWPORT.0, "height": VIEWPORT.1, "deviceScaleFactor": 1, "mobile": false }),
        )?;
        page.frame = tree["frameTree"]["frame"]["id"]
            .as_str()
            .context("the page's frame")?
            .to_owned();
        Ok(page)
    }
}

/// The page of a browser, and the browser, which goes with it.
pub(crate) struct Page {
    browser: Browser,
    session: String,
    frame: String,
}

impl Page {
    /// Calls a method of the page.
    pub(crate) fn call(&mut self, method: &str, params: Value) -> Result<Value> {
        let session = self.session.clone();
        self.browser.call(Some(&session), method, params)
    }

    /// Calls each of `calls` on the page, all sent before any answer is read: each one's
    /// result, in order.
    pub(crate) fn call_all(&mut self, calls: Vec<(&str, Value)>) -> Result<Vec<Result<Value>>> {
        let session = self.session.clone();
        self.browser.call_all(Some(&session), calls)
    }

    /// Lets each call wait at most `wait` for its answer (a page whose own code runs forever
    /// costs that, not the default minute).
    pub(crate) fn wait_at_most(&mut self, wait: Duration) -> Result<()> {
        self.browser.socket.get_ref().set_read_timeout(Some(wait))?;
        self.browser.wait = wait;
        Ok(())
    }

    /// Navigates the page to a blank document: a new document and a new global object, with
    /// nothing of the one before (its Content-Security-Policy, its scripts' globals), which
    /// replacing the content alone ([`Page::set_content`]) keeps.
    pub(crate) fn blank(&mut self) -> Result<()> {
        self.call("Page.navigate", json!({ "url": "about:blank" }))?;
        Ok(())
    }

    /// Replaces the page's document with `html`.
    pub(crate) fn set_content(&mut self, html: &str) -> Result<()> {
        let frame = self.frame.clone();
        self.call(
            "Page.setDocumentContent",
            json!({ "frameId": frame, "html": html }),
        )?;
        Ok(())
    }

    /// Evaluates `expression`, awaiting a promise, and returns its value as JSON.
    pub(crate) fn evaluate(&mut self, expression: &str) -> Result<Value> {
        self.evaluate_in(None, expression)
    }

    /// [`Page::evaluate`] in the world `context` ([`Page::isolated_world`]), else the page's.
    pub(crate) fn evaluate_in(&mut self, context: Option<u64>, expression: &str) -> Result<Value> {
        let result = self.call("Runtime.evaluate", evaluation(context, expression))?;
        evaluated(&result)
    }

    /// A JavaScript world of uispec's own in the page's document: it sees the document's
    /// elements and their events, but none of the page's globals, which cannot see or replace
    /// its own. Made again after [`Page::set_content`].
    pub(crate) fn isolated_world(&mut self) -> Result<u64> {
        let frame = self.frame.clone();
        let made = self.call(
            "Page.createIsolatedWorld",
            json!({ "frameId": frame, "worldName": "uispec" }),
        )?;
        made["executionContextId"]
            .as_u64()
            .context("an execution context")
    }

    /// Presses `key` as a user does: the key down, then up, to the focused element, trusted,
    /// with the browser's own default actions (Tab moves focus, Space and Enter click a button).
    pub(crate) fn press(&mut self, key: &Pressable) -> Result<()> {
        let (modifiers, value, code, virtual_key, text) =
            (key.modifiers, key.key, key.code, key.virtual_key, key.text);
        let mut down = json!({
            "type": if text.is_some() { "keyDown" } else { "rawKeyDown" },
            "modifiers": modifiers,
            "key": value,
            "code": code,
            "windowsVirtualKeyCode": virtual_key,
        });
        if let Some(text) = text {
            down["text"] = json!(text);
        }
        let mut up = down.clone();
        up["type"] = json!("keyUp");
        for answer in self.call_all(vec![
            ("Input.dispatchKeyEvent", down),
            ("Input.dispatchKeyEvent", up),
        ])? {
            answer?;
        }
        Ok(())
    }

    /// The remote object of the element `expression` evaluates to, kept until [`Page::release`].
    pub(crate) fn element(&mut self, expression: &str) -> Result<String> {
        self.element_in(None, expression)
    }

    /// [`Page::element`] in the world `context`, else the page's.
    pub(crate) fn element_in(&mut self, context: Option<u64>, expression: &str) -> Result<String> {
        let mut params =
            json!({ "expression": expression, "returnByValue": false, "objectGroup": GROUP });
        if let Some(context) = context {
            params["contextId"] = json!(context);
        }
        let found = self.call("Runtime.evaluate", params)?;
        found["result"]["objectId"]
            .as_str()
            .map(str::to_owned)
            .with_context(|| format!("`{expression}` is no element"))
    }

    /// The remote objects of the elements of the array `expression` evaluates to, in order,
    /// kept until [`Page::release`].
    pub(crate) fn elements(&mut self, expression: &str) -> Result<Vec<String>> {
        let array = self.element(expression)?;
        let properties = self.call(
            "Runtime.getProperties",
            json!({ "objectId": array, "ownProperties": true }),
        )?;
        let mut found: Vec<(usize, String)> = (properties["result"].as_array().into_iter())
            .flatten()
            .filter_map(|property| {
                let index = property["name"].as_str()?.parse().ok()?;
                let object = property["value"]["objectId"].as_str()?;
                Some((index, object.to_owned()))
            })
            .collect();
        found.sort();
        Ok(found.into_iter().map(|(_, object)| object).collect())
    }

    /// Lets the page forget the remote objects [`Page::element`] and [`Page::elements`] gave.
    pub(crate) fn release(&mut self) -> Result<()> {
        self.call(
            "Runtime.releaseObjectGroup",
            json!({ "objectGroup": GROUP }),
        )?;
        Ok(())
    }

    /// For each of `queries` (an element as a remote object, and a role): the first element
    /// with the role in its subtree, as the accessibility tree computes roles (hidden ones left
    /// out). All asked at once.
    pub(crate) fn find_roles(&mut self, queries: &[(&str, &str)]) -> Result<Vec<Option<AxNode>>> {
        let calls = (queries.iter())
            .map(|(object, role)| {
                let params = json!({ "objectId": object, "role": role });
                ("Accessibility.queryAXTree", params)
            })
            .collect();
        let found = self.call_all(calls)?;
        found
            .into_iter()
            .map(|found| {
                Ok(found?["nodes"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(ax_node)
                    .find(|node| !node.ignored))
            })
            .collect()
    }

    /// For each of `objects` (elements as remote objects): its subtree's accessibility
    /// snapshot ([`snapshot_lines`]). All asked at once.
    pub(crate) fn accessibility(&mut self, objects: &[&str]) -> Result<Vec<Vec<String>>> {
        let calls = (objects.iter())
            .map(|object| ("Accessibility.queryAXTree", json!({ "objectId": object })))
            .collect();
        (self.call_all(calls)?.into_iter())
            .map(|found| Ok(snapshot_lines(&found?)))
            .collect()
    }

    /// The computed role of the element `object` (a remote object), as Chromium names it.
    pub(crate) fn role_of(&mut self, object: &str) -> Result<Option<String>> {
        let found = self.call(
            "Accessibility.getPartialAXTree",
            json!({ "objectId": object, "fetchRelatives": false }),
        )?;
        Ok(found["nodes"]
            .as_array()
            .and_then(|nodes| nodes.first())
            .map(ax_node)
            .map(|node| node.role))
    }

    /// The browser's product and major version (`Chrome 156`: headless Chromium names itself
    /// so), which decides how pictures come out.
    pub(crate) fn product(&mut self) -> Result<String> {
        let version = self.browser.call(None, "Browser.getVersion", json!({}))?;
        let product = version["product"].as_str().unwrap_or("unknown browser");
        let (name, number) = product.split_once('/').unwrap_or((product, ""));
        let major = number.split('.').next().unwrap_or_default();
        Ok(format!("{} {major}", name.trim_start_matches("Headless")))
    }

    /// A PNG of the viewport, or of the area `clip` (`{x, y, width, height, scale}`).
    pub(crate) fn screenshot(&mut self, clip: Option<&Value>) -> Result<Vec<u8>> {
        let mut params = json!({ "format": "png", "optimizeForSpeed": true });
        if let Some(clip) = clip {
            params["clip"] = clip.clone();
            let end = |at: &str, size: &str| {
                clip[at].as_f64().unwrap_or(0.0) + clip[size].as_f64().unwrap_or(0.0)
            };
            // Slower, so only when the area does not fit.
            params["captureBeyondViewport"] =
                json!(end("x", "width") > VIEWPORT.0 || end("y", "height") > VIEWPORT.1);
        }
        let shot = self.call("Page.captureScreenshot", params)?;
        let data = shot["data"].as_str().context("the screenshot's data")?;
        data_encoding::BASE64
            .decode(data.as_bytes())
            .context("the screenshot's data")
    }
}

/// The parameters of a `Runtime.evaluate` of `expression` in the world `context` (else the
/// page's), awaiting a promise, its value returned as JSON ([`evaluated`] reads the answer).
pub(crate) fn evaluation(context: Option<u64>, expression: &str) -> Value {
    let mut params =
        json!({ "expression": expression, "returnByValue": true, "awaitPromise": true });
    if let Some(context) = context {
        params["contextId"] = json!(context);
    }
    params
}

/// The value of a `Runtime.evaluate` answer, or what the page threw.
pub(crate) fn evaluated(result: &Value) -> Result<Value> {
    if let Some(exception) = result.get("exceptionDetails") {
        let text = exception["exception"]["description"]
            .as_str()
            .or_else(|| exception["text"].as_str())
            .unwrap_or("an exception");
        return Err(anyhow!("the page threw: {text}"));
    }
    Ok(result["result"]["value"].clone())
}

/// The elements of an `Accessibility.queryAXTree` answer (hidden ones left out), in document
/// order, each with its states (`focused`, `selected`, `checked`, `pressed`, `expanded`:
/// `"true"`, `"false"`, `"mixed"`; a range's `valuenow`, `valuemin`, `valuemax` as numbers),
/// and two references as the protocol's node numbers: `node`,
/// the element's own, and `activedescendant`, the element its `aria-activedescendant` names
/// (the accessibility tree does not mark that one focused). Only those with one of `roles`
/// when given (an answer to a query by no role holds every node of the subtree).
pub(crate) fn ax_states(
    found: &Value,
    roles: Option<&[&str]>,
) -> Vec<std::collections::BTreeMap<String, String>> {
    const KEPT: [&str; 7] = [
        "focused", "selected", "checked", "pressed", "expanded", "valuemin", "valuemax",
    ];
    let wanted = |node: &Value| {
        roles
            .is_none_or(|roles| roles.contains(&node["role"]["value"].as_str().unwrap_or_default()))
    };
    (found["nodes"].as_array().into_iter().flatten())
        .filter(|node| node["ignored"] != true && wanted(node))
        .map(|node| {
            let states =
                (node["properties"].as_array().into_iter().flatten()).filter_map(|property| {
                    let name = property["name"].as_str()?;
                    let value = &property["value"];
                    let value = match (name, &value["value"]) {
                        ("activedescendant", _) => value["relatedNodes"][0]["backendDOMNodeId"]
                            .as_i64()?
                            .to_string(),
                        (name, _) if !KEPT.contains(&name) => return None,
                        (_, Value::Bool(b)) => b.to_string(),
                        (_, Value::Number(n)) => n.to_string(),
                        (_, Value::String(s)) => s.clone(),
                        _ => return None,
                    };
                    Some((name.to_owned(), value))
                });
            let own =
                (node["backendDOMNodeId"].as_i64()).map(|id| ("node".to_owned(), id.to_string()));
            let mut states: std::collections::BTreeMap<String, String> =
                states.chain(own).collect();
            // A range's value (a slider's, a spin button's): the node's own, as a number.
            if states.contains_key("valuemin") || states.contains_key("valuemax") {
                let now = match &node["value"]["value"] {
                    Value::Number(n) => Some(n.to_string()),
                    Value::String(s) => Some(s.clone()),
                    _ => None,
                };
                states.extend(now.map(|now| ("valuenow".to_owned(), now)));
            }
            states
        })
        .collect()
}

/// The nodes of an `Accessibility.queryAXTree` answer as an accessibility snapshot, the shape
/// of Playwright's ARIA snapshots: one node a line, two spaces a level, `- role "name"
/// [state]`; text as `- text: "…"` unless its parent's name says it already. Ignored nodes,
/// and generic ones without a name, are left out, their children taken up a level.
pub(crate) fn snapshot_lines(found: &Value) -> Vec<String> {
    /// The states a line shows, in this order.
    const STATES: [&str; 7] = [
        "checked", "disabled", "expanded", "pressed", "selected", "level", "required",
    ];
    let nodes: Vec<&Value> = found["nodes"].as_array().into_iter().flatten().collect();
    let by_id: std::collections::HashMap<&str, &Value> = (nodes.iter())
        .filter_map(|node| Some((node["nodeId"].as_str()?, *node)))
        .collect();
    let roots = (nodes.iter()).filter(|node| {
        node["parentId"]
            .as_str()
            .is_none_or(|parent| !by_id.contains_key(parent))
    });
    let mut lines = Vec::new();
    // Depth first, children in order: (node, depth, the name of the nearest shown ancestor).
    let mut stack: Vec<(&Value, usize, String)> =
        roots.rev().map(|node| (*node, 0, String::new())).collect();
    while let Some((node, depth, above)) = stack.pop() {
        if lines.len() >= 2_000 {
            lines.push("- …".to_owned());
            break;
        }
        let role = node["role"]["value"].as_str().unwrap_or_default();
        let name = node["name"]["value"].as_str().unwrap_or_default().trim();
        let shown = match role {
            _ if node["ignored"] == true => None,
            "InlineTextBox" | "LineBreak" => None,
            "StaticText" => (name != above && !name.is_empty())
                .then(|| format!("- text: {}", Value::from(name))),
            "generic" | "none" | "" if name.is_empty() => None,
            role => {
                let mut line = format!("- {role}");
                if !name.is_empty() {
                    line.push_str(&format!(" {}", Value::from(name)));
                }
                for property in node["properties"].as_array().into_iter().flatten() {
                    let key = property["name"].as_str().unwrap_or_default();
                    if !STATES.contains(&key) {
                        continue;
                    }
                    match &property["value"]["value"] {
                        Value::Bool(true) => line.push_str(&format!(" [{key}]")),
                        Value::String(s) if s == "true" => line.push_str(&format!(" [{key}]")),
                        Value::String(s) if s == "mixed" => {
                            line.push_str(&format!(" [{key}=mixed]"));
                        }
                        Value::Number(n) => line.push_str(&format!(" [{key}={n}]")),
                        _ => {}
                    }
                }
                Some(line)
            }
        };
        let (depth_below, name_below) = match &shown {
            Some(line) => {
                lines.push(format!("{}{line}", "  ".repeat(depth)));
                (depth + 1, name.to_owned())
            }
            None => (depth, above),
        };
        if role == "StaticText" {
            continue;
        }
        let children = node["childIds"].as_array().into_iter().flatten();
        let children: Vec<&Value> = children
            .filter_map(|id| by_id.get(id.as_str()?).copied())
            .collect();
        for child in children.into_iter().rev() {
            stack.push((child, depth_below, name_below.clone()));
        }
    }
    lines
}

/// A node of the protocol's accessibility tree.
fn ax_node(node: &Value) -> AxNode {
    let text = |key: &str| node[key]["value"].as_str().unwrap_or_default().to_owned();
    AxNode {
        role: text("role"),
        name: text("name"),
        ignored: node["ignored"].as_bool().unwrap_or(false),
    }
}

/// Connects to the browser's DevTools address, which must be on this machine.
fn connect(url: &str) -> Result<WebSocket<TcpStream>> {
    let rest = url
        .strip_prefix("ws://")
        .with_context(|| format!("Chromium printed an unexpected address `{url}`"))?;
    let host = rest.split('/').next().unwrap_or_default();
    if !(host.starts_with("127.0.0.1:") || host.starts_with("[::1]:")) {
        bail!("Chromium's DevTools address `{url}` is not on this machine");
    }
    let stream = TcpStream::connect(host).with_context(|| format!("connecting to {url}"))?;
    stream.set_read_timeout(Some(CALL))?;
    stream.set_nodelay(true)?;
    let (socket, _) = tungstenite::client(url, stream)
        .map_err(|e| anyhow!("the DevTools handshake with {url} failed: {e}"))?;
    Ok(socket)
}

/// Whether this process runs as root (Linux: `/proc/self/status`).
fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|status| {
        status
            .lines()
            .find_map(|line| line.strip_prefix("Uid:"))
            .and_then(|ids| ids.split_whitespace().nth(1))
            == Some("0")
    })
}
