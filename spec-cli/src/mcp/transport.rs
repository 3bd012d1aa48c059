//! The server's stdio transport: newline-delimited JSON-RPC, like rmcp's own, except that no
//! line goes unanswered. rmcp drops a line that is not JSON (to avoid error storms with peers
//! that echo) and one over its size limit, so a client that sent either waits forever. Here:
//!
//! - a line over [`MAX_MESSAGE`] bytes is never held in memory whole: it is refused with
//!   `-32600` (under the request's `id` when its first bytes name one) and a line on stderr;
//! - a line that is not UTF-8, not JSON, or nested deeper than serde_json's limit (128) gets
//!   `-32700` (parse error) under its `id` when its first bytes name one, else under a `null`
//!   id, and a line on stderr;
//! - JSON that is not a JSON-RPC message gets `-32600`, under its `id` when it has one; a
//!   notification (a `method`, no `id`) nobody knows is logged and ignored, as JSON-RPC
//!   requires.
//!
//! A peer that echoes errors back as requests would get an error for each: the storm rmcp
//! avoids is bounded by that peer's own sending.

use std::borrow::Cow;
use std::sync::Arc;

use rmcp::RoleServer;
use rmcp::model::{ErrorCode, ErrorData, NumberOrString};
use rmcp::service::{RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::sync::Mutex;

/// The largest message the server reads: 16 MiB, rmcp's own limit and uispec's limit for a
/// spec file (a `save_spec` request carries one spec, JSON-escaped).
pub(crate) const MAX_MESSAGE: usize = 16 * 1024 * 1024;

/// How much of an oversized line is kept to find its `id`.
const HEAD: usize = 4096;

/// Reads requests from `R`, writes answers to `W`.
pub(crate) struct LineTransport<R, W> {
    read: BufReader<R>,
    write: Arc<Mutex<W>>,
    line: Vec<u8>,
    /// The first bytes of a line being dropped for its size, until its newline.
    oversized: Option<Vec<u8>>,
    /// Answers of our own (refusals), sent before the next line is read.
    refusals: Vec<Value>,
}

impl<R, W> std::fmt::Debug for LineTransport<R, W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LineTransport").finish_non_exhaustive()
    }
}

impl<R: AsyncRead + Unpin, W: AsyncWrite + Unpin> LineTransport<R, W> {
    pub(crate) fn new(read: R, write: W) -> Self {
        LineTransport {
            read: BufReader::new(read),
            write: Arc::new(Mutex::new(write)),
            line: Vec::new(),
            oversized: None,
            refusals: Vec::new(),
        }
    }

    /// The next whole line (without its newline), or `None` at the end of input. Cancel-safe:
    /// `receive` is polled in a `select!`, so a partial line stays in `self.line` for the next
    /// call, and nothing is consumed from the reader without being kept or deliberately
    /// dropped.
    async fn next_line(&mut self) -> Option<Line> {
        loop {
            let available = match self.read.fill_buf().await {
                Ok(available) => available,
                Err(error) => {
                    eprintln!("uispec mcp: cannot read stdin: {error}");
                    return None;
                }
            };
            if available.is_empty() {
                return None;
            }
            let newline = available.iter().position(|b| *b == b'\n');
            let take = newline.map_or(available.len(), |at| at + 1);
            let chunk = &available[..newline.unwrap_or(available.len())];
            if self.oversized.is_none() && self.line.len() + chunk.len() > MAX_MESSAGE {
                let mut head = std::mem::take(&mut self.line);
                head.truncate(HEAD);
                self.oversized = Some(head);
            }
            match &mut self.oversized {
                Some(head) => {
                    let room = HEAD.saturating_sub(head.len());
                    head.extend_from_slice(&chunk[..room.min(chunk.len())]);
                }
                None => self.line.extend_from_slice(chunk),
            }
            self.read.consume(take);
            if newline.is_some() {
                return Some(match self.oversized.take() {
                    Some(head) => Line::Oversized(head),
                    None => Line::Whole(std::mem::take(&mut self.line)),
                });
            }
        }
    }

    async fn send_refusals(&mut self) -> bool {
        for refusal in std::mem::take(&mut self.refusals) {
            let line = serde_json::to_vec(&refusal).unwrap_or_default();
            if write_message(&self.write, line).await.is_err() {
                return false;
            }
        }
        true
    }
}

enum Line {
    Whole(Vec<u8>),
    /// Over [`MAX_MESSAGE`]: only its first bytes.
    Oversized(Vec<u8>),
}

/// What one line is.
pub(crate) enum Decoded {
    Message(Box<RxJsonRpcMessage<RoleServer>>),
    Blank,
    /// Why, and the error answer (`None` for a notification, which is never answered).
    Refused(String, Option<Value>),
}

pub(crate) fn decode(line: &[u8]) -> Decoded {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Decoded::Blank;
    }
    // A line that does not parse is still answered under its `id` when its first bytes name
    // one (a request nested too deep, or with a stray byte far into its parameters): the
    // client is waiting for that id.
    let Ok(text) = std::str::from_utf8(line) else {
        return refused(
            "the message is not UTF-8".to_owned(),
            ErrorCode::PARSE_ERROR,
            leading_id(line),
        );
    };
    let value: Value = match serde_json::from_str(text) {
        Ok(value) => value,
        Err(error) => {
            return refused(
                format!("the message is not JSON: {error}"),
                ErrorCode::PARSE_ERROR,
                leading_id(line),
            );
        }
    };
    let id = value.get("id").and_then(request_id);
    let notification = value.get("method").is_some() && value.get("id").is_none();
    match serde_json::from_value::<RxJsonRpcMessage<RoleServer>>(value) {
        Ok(message) => Decoded::Message(Box::new(message)),
        // A notification is never answered.
        Err(error) if notification => Decoded::Refused(
            format!("ignored a notification that is not an MCP message: {error}"),
            None,
        ),
        Err(error) => refused(
            format!("the message is not a JSON-RPC request: {error}"),
            ErrorCode::INVALID_REQUEST,
            id,
        ),
    }
}

/// A line refused with an answer: `code` and `why`, under `id` when the line has one, else
/// under `"id": null`, as JSON-RPC 2.0 requires of an error about a request whose id cannot be
/// read (rmcp's message type can only leave the key out).
fn refused(why: String, code: ErrorCode, id: Option<NumberOrString>) -> Decoded {
    let error = ErrorData::new(code, Cow::Owned(why.clone()), None);
    let mut answer =
        serde_json::to_value(TxJsonRpcMessage::<RoleServer>::error(error, id)).unwrap_or_default();
    if let Some(answer) = answer.as_object_mut() {
        answer.entry("id").or_insert(Value::Null);
    }
    Decoded::Refused(why, Some(answer))
}

fn request_id(value: &Value) -> Option<NumberOrString> {
    match value {
        Value::Number(n) => n.as_i64().map(NumberOrString::Number),
        Value::String(s) => Some(NumberOrString::String(s.as_str().into())),
        _ => None,
    }
}

/// The `id` of a message of which only the first bytes are known: the value of the first
/// `"id"` key of the outermost object, when it is a number or a string and has been read.
pub(crate) fn leading_id(head: &[u8]) -> Option<NumberOrString> {
    let mut depth = 0usize;
    let mut at = 0;
    while at < head.len() {
        match head[at] {
            b'{' | b'[' => depth += 1,
            b'}' | b']' => depth = depth.saturating_sub(1),
            b'"' => {
                let end = string_end(head, at)?;
                let key = &head[at..=end];
                at = end + 1;
                // A key is followed by a colon; the same text as a value is not.
                if depth == 1
                    && key == b"\"id\""
                    && let Some(rest) = head[at..].trim_ascii_start().strip_prefix(b":")
                {
                    let rest = rest.trim_ascii_start();
                    let len = if rest.first() == Some(&b'"') {
                        string_end(rest, 0)? + 1
                    } else {
                        rest.iter()
                            .position(|b| !matches!(b, b'0'..=b'9' | b'-'))
                            .unwrap_or(rest.len())
                    };
                    let value: Value = serde_json::from_slice(&rest[..len]).ok()?;
                    return request_id(&value);
                }
                continue;
            }
            _ => {}
        }
        at += 1;
    }
    None
}

/// The index of the quote closing the string that opens at `start`.
fn string_end(text: &[u8], start: usize) -> Option<usize> {
    let mut at = start + 1;
    while at < text.len() {
        match text[at] {
            b'\\' => at += 2,
            b'"' => return Some(at),
            _ => at += 1,
        }
    }
    None
}

/// Writes one message, already serialised, and its newline.
async fn write_message<W: AsyncWrite + Unpin>(
    write: &Mutex<W>,
    mut line: Vec<u8>,
) -> std::io::Result<()> {
    line.push(b'\n');
    // One lock per message: answers written concurrently never interleave.
    let mut write = write.lock().await;
    write.write_all(&line).await?;
    write.flush().await
}

impl<R, W> Transport<RoleServer> for LineTransport<R, W>
where
    R: AsyncRead + Unpin + Send + 'static,
    W: AsyncWrite + Unpin + Send + 'static,
{
    type Error = std::io::Error;

    fn send(
        &mut self,
        item: TxJsonRpcMessage<RoleServer>,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        let write = Arc::clone(&self.write);
        async move { write_message(&write, serde_json::to_vec(&item)?).await }
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        loop {
            if !self.send_refusals().await {
                return None;
            }
            let decoded = match self.next_line().await? {
                Line::Whole(line) => decode(&line),
                Line::Oversized(head) => refused(
                    format!(
                        "the message is over {} MiB, the largest this server reads",
                        MAX_MESSAGE >> 20
                    ),
                    ErrorCode::INVALID_REQUEST,
                    leading_id(&head),
                ),
            };
            match decoded {
                Decoded::Message(message) => return Some(*message),
                Decoded::Blank => {}
                Decoded::Refused(why, answer) => {
                    eprintln!("uispec mcp: refused a message: {why}");
                    self.refusals.extend(answer);
                }
            }
        }
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        self.write.lock().await.flush().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_id_of_a_truncated_message() {
        let id = |text: &str| leading_id(text.as_bytes());
        assert_eq!(
            id(r#"{"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"x":"aaa"#),
            Some(NumberOrString::Number(42))
        );
        assert_eq!(
            id(r#"{"params":{"id":1,"s":"\"id\": 3"},"id" : "r-7","#),
            Some(NumberOrString::String("r-7".into()))
        );
        assert_eq!(id(r#"{"method":"x","params":{"id":5,"#), None);
        assert_eq!(
            id(r#"{"method":"id","id":9,"#),
            Some(NumberOrString::Number(9))
        );
        assert_eq!(id(r#"{"id":12"#), Some(NumberOrString::Number(12)));
    }

    #[test]
    fn lines_that_are_not_messages_are_refused_with_their_code() {
        let code = |line: &[u8]| match decode(line) {
            Decoded::Refused(_, Some(answer)) => answer["error"]["code"].as_i64(),
            _ => None,
        };
        assert_eq!(code(b"this is not json"), Some(-32700));
        assert_eq!(code(b"{\"jsonrpc\":\"2.0\",\"id\":\xff}"), Some(-32700));
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(code(deep.as_bytes()), Some(-32700));
        assert_eq!(
            code(br#"{"jsonrpc":"2.0","id":3,"method":7}"#),
            Some(-32600)
        );
        assert_eq!(code(b"[1, 2]"), Some(-32600));
        assert!(matches!(decode(b"  \r"), Decoded::Blank));
        assert!(matches!(
            decode(br#"{"jsonrpc":"2.0","method":"notifications/x","params":7}"#),
            Decoded::Refused(_, None)
        ));
    }
}
