//! The server's stdio transport: LSP's `Content-Length` frames read by a reader of our own,
//! written by lsp-server's. lsp-server's reader believes the client: a `Content-Length` near
//! `u64::MAX` panicked its thread, one of a few gigabytes was allocated before a byte of it
//! arrived, a header line without a newline grew without bound, and a body that was not
//! JSON-RPC was copied whole into the error (and so to stderr). Here:
//!
//! - a header line is at most [`MAX_HEADER_LINE`] bytes and a header at most
//!   [`MAX_HEADER_LINES`] lines; past either, or with a `Content-Length` that is not a number,
//!   the frames cannot be told apart any more and the server ends as at the end of input;
//! - a body over [`MAX_MESSAGE`] bytes is read and dropped as it arrives, never held, and
//!   logged; the next frame is read as usual;
//! - a body is held only as far as it has arrived (nothing is allocated ahead of the bytes);
//! - a body that is not a JSON-RPC message is logged by its parse error only (never its text)
//!   and, when it is a request whose `id` can be read, answered with an error under that id.

use std::io::{self, BufRead, Read};
use std::thread;

use lsp_server::{Connection, ErrorCode, Message, RequestId, Response};

/// The largest message read: 32 MiB, room for the largest file uispec reads (16 MiB) in a
/// `didOpen`, JSON-escaped.
pub(crate) const MAX_MESSAGE: u64 = 32 * 1024 * 1024;
/// The longest header line (`Content-Length: …` and `Content-Type: …` are under 100 bytes).
pub(crate) const MAX_HEADER_LINE: u64 = 1024;
/// The most header lines in one frame.
pub(crate) const MAX_HEADER_LINES: usize = 32;

/// One frame read from the client.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Frame {
    /// A whole body, at most [`MAX_MESSAGE`] bytes.
    Body(Vec<u8>),
    /// A body over [`MAX_MESSAGE`] bytes, of this announced length, read and dropped.
    Oversized(u64),
    /// The end of input (also in the middle of a frame).
    End,
}

/// Reads the next frame. An `Err` means the input is not LSP framing any more (a header line
/// too long, too many, no or a bad `Content-Length`): nothing after it can be trusted to
/// start a frame.
pub(crate) fn read_frame(input: &mut impl BufRead) -> Result<Frame, String> {
    let mut length = None;
    let mut line = Vec::new();
    for at in 0..=MAX_HEADER_LINES {
        line.clear();
        let read = input
            .by_ref()
            .take(MAX_HEADER_LINE + 1)
            .read_until(b'\n', &mut line)
            .map_err(|error| format!("cannot read stdin: {error}"))?;
        // The end of input between frames is the client leaving; inside a header it is a
        // message cut short, said as such.
        if read == 0 && at == 0 {
            return Ok(Frame::End);
        }
        if line.last() != Some(&b'\n') {
            return Err(if read as u64 > MAX_HEADER_LINE {
                format!(
                    "a header line is over {MAX_HEADER_LINE} bytes; LSP headers are `Content-Length: N`"
                )
            } else {
                "the input ended inside a message's header (a header line ends with `\\r\\n`, the header with an empty line)".to_owned()
            });
        }
        let text = line.trim_ascii();
        if text.is_empty() {
            let Some(length) = length else {
                return Err("a message has no `Content-Length` header".to_owned());
            };
            return read_body(input, length);
        }
        let Some(colon) = text.iter().position(|b| *b == b':') else {
            return Err("a header line has no `:`".to_owned());
        };
        let (name, value) = (&text[..colon], &text[colon + 1..]);
        if name.trim_ascii().eq_ignore_ascii_case(b"Content-Length") {
            let value = std::str::from_utf8(value.trim_ascii()).unwrap_or("");
            length =
                Some(value.parse::<u64>().map_err(|_| {
                    "`Content-Length` is not a number of bytes below 2^64".to_owned()
                })?);
        }
    }
    Err(format!(
        "a message has over {MAX_HEADER_LINES} header lines"
    ))
}

/// Reads a body of `length` bytes: held when at most [`MAX_MESSAGE`], else dropped as read.
fn read_body(input: &mut impl BufRead, length: u64) -> Result<Frame, String> {
    let mut body = input.by_ref().take(length);
    if length > MAX_MESSAGE {
        let skipped = io::copy(&mut body, &mut io::sink())
            .map_err(|error| format!("cannot read stdin: {error}"))?;
        return Ok(if skipped < length {
            Frame::End
        } else {
            Frame::Oversized(length)
        });
    }
    // Grown as bytes arrive: a length is a claim, not a reason to allocate.
    let mut bytes = Vec::with_capacity(length.min(64 * 1024) as usize);
    body.read_to_end(&mut bytes)
        .map_err(|error| format!("cannot read stdin: {error}"))?;
    Ok(if (bytes.len() as u64) < length {
        Frame::End
    } else {
        Frame::Body(bytes)
    })
}

/// What to do with one body: a message to serve, or a line for stderr and perhaps an error
/// answer.
pub(crate) fn decode(body: &[u8]) -> Result<Message, (String, Option<Box<Response>>)> {
    let error = match serde_json::from_slice::<Message>(body) {
        Ok(message) => return Ok(message),
        Err(error) => error,
    };
    let why = format!("ignored a message that is not JSON-RPC ({error})");
    // A request the client is waiting for is answered, when its id can be read.
    let id = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|value| match value.get("id")? {
            serde_json::Value::Number(n) => n
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .map(RequestId::from),
            serde_json::Value::String(s) => Some(RequestId::from(s.clone())),
            _ => None,
        });
    let answer = id.map(|id| {
        Box::new(Response::new_err(
            id,
            ErrorCode::InvalidRequest as i32,
            why.clone(),
        ))
    });
    Err((why, answer))
}

/// The reader and writer threads of [`stdio`].
pub(crate) struct IoThreads {
    reader: thread::JoinHandle<Result<(), String>>,
    writer: thread::JoinHandle<io::Result<()>>,
}

impl IoThreads {
    /// Waits for both threads: the reader ends at `exit`, at the end of input or at broken
    /// framing (its error), the writer once the server's side of the connection is dropped.
    pub(crate) fn join(self) -> Result<(), String> {
        let read = self
            .reader
            .join()
            .unwrap_or_else(|_| Err("the reader thread panicked".to_owned()));
        let written = self
            .writer
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the writer thread panicked")));
        read?;
        written.map_err(|error| format!("cannot write stdout: {error}"))
    }
}

/// A connection over stdin and stdout, read by [`read_frame`].
pub(crate) fn stdio() -> (Connection, IoThreads) {
    let (server, client) = Connection::memory();
    let answers = server.sender.clone();
    let to_server = client.sender;
    let reader = thread::Builder::new()
        .name("uispec-lsp-reader".to_owned())
        .spawn(move || {
            let stdin = io::stdin();
            let mut stdin = stdin.lock();
            loop {
                let body = match read_frame(&mut stdin)? {
                    Frame::End => return Ok(()),
                    Frame::Oversized(length) => {
                        eprintln!(
                            "uispec lsp: dropped a message of {length} bytes, over the limit of {} MiB",
                            MAX_MESSAGE >> 20
                        );
                        continue;
                    }
                    Frame::Body(body) => body,
                };
                match decode(&body) {
                    Ok(message) => {
                        let exit = matches!(&message, Message::Notification(n) if n.method == "exit");
                        if to_server.send(message).is_err() || exit {
                            return Ok(());
                        }
                    }
                    Err((why, answer)) => {
                        eprintln!("uispec lsp: {why}");
                        if let Some(answer) = answer {
                            let _ = answers.send((*answer).into());
                        }
                    }
                }
            }
        })
        .expect("a thread can be started");
    let from_server = client.receiver;
    let writer = thread::Builder::new()
        .name("uispec-lsp-writer".to_owned())
        .spawn(move || {
            let stdout = io::stdout();
            let mut stdout = stdout.lock();
            from_server
                .into_iter()
                .try_for_each(|message| message.write(&mut stdout))
        })
        .expect("a thread can be started");
    (server, IoThreads { reader, writer })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(input: &[u8]) -> Vec<Result<Frame, String>> {
        let mut input = io::BufReader::new(input);
        let mut out = Vec::new();
        loop {
            let frame = read_frame(&mut input);
            let last = !matches!(frame, Ok(Frame::Body(_) | Frame::Oversized(_)));
            out.push(frame);
            if last {
                return out;
            }
        }
    }

    #[test]
    fn frames_are_read_as_announced() {
        let got =
            frames(b"Content-Length: 2\r\n\r\n{}content-length:3\r\nContent-Type: x\r\n\r\n[1]");
        assert_eq!(
            got,
            [
                Ok(Frame::Body(b"{}".to_vec())),
                Ok(Frame::Body(b"[1]".to_vec())),
                Ok(Frame::End)
            ]
        );
    }

    /// Issue 51: a header line with no end was taken for the end of input, and the server
    /// exited 0 without a word.
    #[test]
    fn input_ending_inside_a_header_is_said() {
        for input in [&b"Content-Length: 5"[..], b"Content-Length: 5\r\n"] {
            assert!(
                matches!(&frames(input)[..], [Err(why)] if why.contains("ended inside a message's header")),
                "{:?}",
                frames(input)
            );
        }
        assert_eq!(frames(b""), [Ok(Frame::End)]);
    }

    #[test]
    fn lying_lengths_and_headers_are_refused_without_allocating() {
        // u64::MAX, and a number past it.
        let got = frames(b"Content-Length: 18446744073709551615\r\n\r\nx");
        assert_eq!(got, [Ok(Frame::End)]);
        let got = frames(b"Content-Length: 18446744073709551616\r\n\r\nx");
        assert!(
            matches!(&got[..], [Err(why)] if why.contains("not a number")),
            "{got:?}"
        );
        // Three gigabytes announced, one byte sent: the end of input, nothing held.
        assert_eq!(
            frames(b"Content-Length: 3000000000\r\n\r\nx"),
            [Ok(Frame::End)]
        );
        // Over the limit but whole: dropped, and the next frame is read.
        let mut big = format!("Content-Length: {}\r\n\r\n", MAX_MESSAGE + 1).into_bytes();
        big.resize(big.len() + MAX_MESSAGE as usize + 1, b' ');
        big.extend_from_slice(b"Content-Length: 2\r\n\r\n{}");
        assert_eq!(
            frames(&big),
            [
                Ok(Frame::Oversized(MAX_MESSAGE + 1)),
                Ok(Frame::Body(b"{}".to_vec())),
                Ok(Frame::End)
            ]
        );
        // A header line that never ends.
        let endless = vec![b'C'; 10_000];
        assert!(matches!(&frames(&endless)[..], [Err(why)] if why.contains("over 1024 bytes")));
        let many = "X-A: 1\r\n".repeat(100);
        assert!(matches!(&frames(many.as_bytes())[..], [Err(why)] if why.contains("header lines")));
        assert!(
            matches!(&frames(b"\r\n{}")[..], [Err(why)] if why.contains("no `Content-Length`"))
        );
    }

    #[test]
    fn a_body_that_is_no_message_is_named_by_its_error_never_its_text() {
        let (why, answer) =
            decode(br#"{"jsonrpc":"2.0","id":7,"method":5,"secret":"hunter2"}"#).unwrap_err();
        assert!(!why.contains("hunter2"), "{why}");
        assert_eq!(answer.map(|a| a.id), Some(RequestId::from(7)));
        let (why, answer) = decode(b"not json, secret hunter2").unwrap_err();
        assert!(!why.contains("hunter2"), "{why}");
        assert!(answer.is_none());
        assert!(decode(br#"{"jsonrpc":"2.0","method":"exit"}"#).is_ok());
    }
}
