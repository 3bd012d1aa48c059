//! `uispec lsp`: a language server for spec files, token files and `uispec.toml`, over stdio.
//!
//! The transport is `lsp-server`'s message types and channels (rust-analyzer's) over a frame
//! reader of our own that bounds what a client can make it hold ([`transport`]): messages
//! arrive on a channel and are
//! answered one at a time on this thread, in order, over the same `uispec_core` session
//! `validate` uses ([`world`]). There is no async runtime: the work is the blocking session,
//! and answers take milliseconds. Before each batch the queue is drained, so a request the
//! client has cancelled meanwhile is answered as cancelled without running. Diagnostics are
//! published once the editor has been quiet for [`Options::diagnostic_delay`] (150 ms unless
//! the client's `initializationOptions` say `{"diagnosticDelay": ms}`), so typing is never
//! waiting on a whole-project check.
//!
//! Positions are UTF-16 columns (`text.rs`), the encoding every client supports.

mod actions;
mod aria;
mod colors;
mod completion;
mod diagnostics;
mod hover;
mod json_at;
mod navigate;
mod target;
mod text;
mod tokens;
mod transport;
mod world;

#[cfg(test)]
mod tests;

use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::Notification as _;
use lsp_types::request::Request as _;
use lsp_types::{
    ColorProviderCapability, CompletionOptions, HoverProviderCapability, InitializeParams, OneOf,
    PositionEncodingKind, PublishDiagnosticsParams, SaveOptions, ServerCapabilities, ServerInfo,
    TextDocumentSyncCapability, TextDocumentSyncKind, TextDocumentSyncOptions,
    TextDocumentSyncSaveOptions, Url, notification as note, request as req,
};
use serde_json::Value;

use crate::Outcome;
use crate::opts::GlobalOpts;
use crate::output::Output;
use crate::project::{absolute, current_dir};
use text::LineIndex;
use world::World;

/// Settings the client may pass in `initializationOptions`.
#[derive(Debug, Clone, Copy)]
struct Options {
    /// How long the editor must be quiet before diagnostics are published.
    diagnostic_delay: Duration,
}

impl Options {
    fn from_client(options: Option<&Value>) -> Options {
        let delay = options
            .and_then(|o| o.get("diagnosticDelay"))
            .and_then(Value::as_u64)
            .unwrap_or(150)
            .min(10_000);
        Options {
            diagnostic_delay: Duration::from_millis(delay),
        }
    }
}

pub(crate) fn run(global: &GlobalOpts, out: &Output) -> anyhow::Result<Outcome> {
    let (connection, io_threads) = transport::stdio();
    let (id, params) = match connection.initialize_start() {
        Ok(started) => started,
        // The client left (or sent `exit`) before initializing: nothing to serve, unless what
        // it sent was not LSP at all, which is said.
        Err(_) => {
            drop(connection);
            return match io_threads.join() {
                Ok(()) => Ok(Outcome::Success),
                Err(error) => anyhow::bail!("uispec lsp: {error}"),
            };
        }
    };
    let params: InitializeParams = match serde_json::from_value(params) {
        Ok(params) => params,
        Err(error) => {
            let message = format!("invalid initialize parameters: {error}");
            let response = Response::new_err(id, ErrorCode::InvalidParams as i32, message);
            connection.sender.send(response.into())?;
            return Ok(Outcome::Failure);
        }
    };
    let root = root(global, &params)?;
    out.verbose(&format!(
        "uispec lsp: serving the project at `{}`",
        root.display()
    ));
    let options = Options::from_client(params.initialization_options.as_ref());
    let result = serde_json::json!({
        "capabilities": capabilities(),
        "serverInfo": ServerInfo {
            name: "uispec".to_owned(),
            version: Some(env!("CARGO_PKG_VERSION").to_owned()),
        },
    });
    connection
        .initialize_finish(id, result)
        .context("the LSP handshake failed")?;
    let mut server = Server {
        connection: &connection,
        world: World::new(root),
        options,
        next_id: 0,
    };
    server.watch_files(&params);
    server.publish();
    let outcome = server.serve();
    drop(server);
    drop(connection);
    // The reader thread ends at `exit` or end of input; input that is no longer LSP framing
    // ends it too (`transport`).
    if let Err(error) = io_threads.join() {
        out.error(&format!("uispec lsp: {error}"));
    }
    Ok(outcome)
}

/// The project root: `--project`, else the client's root, else the current directory.
fn root(global: &GlobalOpts, params: &InitializeParams) -> anyhow::Result<PathBuf> {
    let cwd = current_dir()?;
    if let Some(dir) = &global.project {
        return Ok(absolute(&cwd, dir));
    }
    #[allow(deprecated)] // `rootUri` is what older clients send.
    let from_client = params
        .workspace_folders
        .as_ref()
        .and_then(|folders| folders.first())
        .map(|folder| folder.uri.clone())
        .or_else(|| params.root_uri.clone())
        .and_then(|uri| uri.to_file_path().ok());
    Ok(from_client.unwrap_or(cwd))
}

fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        position_encoding: Some(PositionEncodingKind::UTF16),
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                save: Some(TextDocumentSyncSaveOptions::SaveOptions(SaveOptions {
                    include_text: Some(false),
                })),
                ..Default::default()
            },
        )),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(["\"", "{", ".", ":", "["].map(String::from).to_vec()),
            ..Default::default()
        }),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(lsp_types::CodeActionProviderCapability::Simple(true)),
        color_provider: Some(ColorProviderCapability::Simple(true)),
        ..Default::default()
    }
}

struct Server<'c> {
    connection: &'c Connection,
    world: World,
    options: Options,
    next_id: i32,
}

impl Server<'_> {
    /// The message loop, until `shutdown` and `exit` (success) or `exit` alone or the end of
    /// input (failure, as the protocol asks).
    fn serve(&mut self) -> Outcome {
        let receiver = &self.connection.receiver;
        let mut publish_at: Option<Instant> = None;
        let mut shut_down = false;
        loop {
            let first = match publish_at {
                Some(at) => match receiver.recv_deadline(at) {
                    Ok(message) => message,
                    Err(error) if error.is_timeout() => {
                        self.world.flush();
                        self.publish();
                        publish_at = None;
                        continue;
                    }
                    Err(_) => return Outcome::Failure,
                },
                None => match receiver.recv() {
                    Ok(message) => message,
                    Err(_) => return Outcome::Failure,
                },
            };
            let mut batch = vec![first];
            batch.extend(receiver.try_iter());
            let cancelled: HashSet<RequestId> = batch.iter().filter_map(cancelled_id).collect();
            for message in batch {
                match message {
                    Message::Request(request) => {
                        let refusal = if shut_down {
                            Some((ErrorCode::InvalidRequest, "the server is shutting down"))
                        } else if cancelled.contains(&request.id) {
                            Some((ErrorCode::RequestCanceled, "cancelled"))
                        } else {
                            None
                        };
                        let response = match refusal {
                            Some((code, why)) => {
                                Response::new_err(request.id, code as i32, why.to_owned())
                            }
                            None if request.method == req::Shutdown::METHOD => {
                                shut_down = true;
                                Response::new_ok(request.id, Value::Null)
                            }
                            None => self.request(request),
                        };
                        self.send(response.into());
                    }
                    Message::Notification(notification) => {
                        if notification.method == note::Exit::METHOD {
                            return if shut_down {
                                Outcome::Success
                            } else {
                                Outcome::Failure
                            };
                        }
                        if !shut_down && self.notification(notification) {
                            publish_at = Some(Instant::now() + self.options.diagnostic_delay);
                        }
                    }
                    // Answers to our own requests (the file watcher registration).
                    Message::Response(_) => {}
                }
            }
        }
    }

    fn send(&self, message: Message) {
        // The client is gone when this fails; the loop ends at the next receive.
        let _ = self.connection.sender.send(message);
    }

    fn publish(&mut self) {
        for (uri, diagnostics) in self.world.diagnostics() {
            let params = PublishDiagnosticsParams::new(uri, diagnostics, None);
            self.send(
                Notification::new(note::PublishDiagnostics::METHOD.to_owned(), params).into(),
            );
        }
    }

    /// Asks the client to report changes of component code, configuration, specs and tokens
    /// on disk (saved in the editor or by another program), when it can.
    fn watch_files(&mut self, params: &InitializeParams) {
        let dynamic = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.did_change_watched_files)
            .and_then(|w| w.dynamic_registration)
            .unwrap_or(false);
        if !dynamic {
            return;
        }
        let watchers: Vec<Value> = [
            "**/*.rs",
            "**/*.json",
            "**/*.tokens",
            "**/uispec.toml",
            "**/Cargo.toml",
        ]
        .iter()
        .map(|glob| serde_json::json!({"globPattern": glob}))
        .collect();
        let registration = serde_json::json!({"registrations": [{
            "id": "uispec-files",
            "method": note::DidChangeWatchedFiles::METHOD,
            "registerOptions": {"watchers": watchers},
        }]});
        self.next_id += 1;
        let id = RequestId::from(format!("uispec-{}", self.next_id));
        self.send(
            Request::new(id, req::RegisterCapability::METHOD.to_owned(), registration).into(),
        );
    }

    /// Handles a notification; returns whether diagnostics may have changed.
    fn notification(&mut self, notification: Notification) -> bool {
        let world = &mut self.world;
        let path = |uri: &Url| file_path(uri);
        match notification.method.as_str() {
            note::DidOpenTextDocument::METHOD => {
                let Some(params) = extract::<note::DidOpenTextDocument>(notification) else {
                    return false;
                };
                let document = params.text_document;
                path(&document.uri)
                    .map(|p| world.open(p, document.text))
                    .is_some()
            }
            note::DidChangeTextDocument::METHOD => {
                let Some(params) = extract::<note::DidChangeTextDocument>(notification) else {
                    return false;
                };
                let Some(text) = path(&params.text_document.uri).and_then(|p| world.edit(&p))
                else {
                    return false;
                };
                text::apply_changes(text, params.content_changes);
                true
            }
            note::DidCloseTextDocument::METHOD => {
                let Some(params) = extract::<note::DidCloseTextDocument>(notification) else {
                    return false;
                };
                path(&params.text_document.uri)
                    .map(|p| world.close(&p))
                    .is_some()
            }
            note::DidSaveTextDocument::METHOD => {
                let Some(params) = extract::<note::DidSaveTextDocument>(notification) else {
                    return false;
                };
                let saved: Vec<PathBuf> = path(&params.text_document.uri).into_iter().collect();
                world.changed_on_disk(&saved);
                !saved.is_empty()
            }
            note::DidChangeWatchedFiles::METHOD => {
                let Some(params) = extract::<note::DidChangeWatchedFiles>(notification) else {
                    return false;
                };
                let changed: Vec<PathBuf> =
                    params.changes.iter().filter_map(|c| path(&c.uri)).collect();
                world.changed_on_disk(&changed);
                !changed.is_empty()
            }
            // `initialized`, `$/cancelRequest` (handled with its batch), `$/setTrace`, and
            // notifications this server does not know: nothing to do.
            _ => false,
        }
    }

    /// Answers a request. A handler that panics (a bug) answers an internal error; the server
    /// goes on.
    fn request(&mut self, request: Request) -> Response {
        let id = request.id.clone();
        self.world.flush();
        match catch_unwind(AssertUnwindSafe(|| self.answer(request))) {
            Ok(Ok(response)) => response,
            Ok(Err((code, message))) => Response::new_err(id, code as i32, message),
            Err(_) => Response::new_err(
                id,
                ErrorCode::InternalError as i32,
                "uispec lsp: internal error".to_owned(),
            ),
        }
    }

    fn answer(&mut self, request: Request) -> Result<Response, (ErrorCode, String)> {
        let id = request.id.clone();
        let world = &self.world;
        // The answer converted to JSON once: `Response::new_ok` would convert the `Value` again,
        // a deep copy that was a fifth of a 200-item completion's time in the server.
        let ok = |value: Result<Value, serde_json::Error>| {
            Ok(Response {
                id: id.clone(),
                response_result: Ok(value.unwrap_or(Value::Null)),
            })
        };
        match request.method.as_str() {
            req::Completion::METHOD => {
                let params = params::<req::Completion>(request)?;
                let (path, offset) = located(world, &params.text_document_position)?;
                ok(serde_json::to_value(completion::complete(
                    world, &path, offset,
                )))
            }
            req::HoverRequest::METHOD => {
                let params = params::<req::HoverRequest>(request)?;
                let (path, offset) = located(world, &params.text_document_position_params)?;
                ok(serde_json::to_value(hover::hover(world, &path, offset)))
            }
            req::GotoDefinition::METHOD => {
                let params = params::<req::GotoDefinition>(request)?;
                let (path, offset) = located(world, &params.text_document_position_params)?;
                ok(serde_json::to_value(navigate::definition(
                    world, &path, offset,
                )))
            }
            req::References::METHOD => {
                let params = params::<req::References>(request)?;
                let (path, offset) = located(world, &params.text_document_position)?;
                let declaration = params.context.include_declaration;
                ok(serde_json::to_value(navigate::references(
                    world,
                    &path,
                    offset,
                    declaration,
                )))
            }
            req::CodeActionRequest::METHOD => {
                let params = params::<req::CodeActionRequest>(request)?;
                let uri = &params.text_document.uri;
                let path = file_path(uri).ok_or_else(not_a_file)?;
                let found = actions::actions(world, uri, &path, &params.context.diagnostics);
                ok(serde_json::to_value(found))
            }
            req::DocumentColor::METHOD => {
                let params = params::<req::DocumentColor>(request)?;
                let path = file_path(&params.text_document.uri).ok_or_else(not_a_file)?;
                ok(serde_json::to_value(colors::document_colors(world, &path)))
            }
            req::ColorPresentationRequest::METHOD => {
                let params = params::<req::ColorPresentationRequest>(request)?;
                let path = file_path(&params.text_document.uri).ok_or_else(not_a_file)?;
                let found = colors::presentations(world, &path, params.color, params.range);
                ok(serde_json::to_value(found))
            }
            method => Err((
                ErrorCode::MethodNotFound,
                format!("uispec lsp does not handle `{method}`"),
            )),
        }
    }
}

fn params<P: lsp_types::request::Request>(
    request: Request,
) -> Result<P::Params, (ErrorCode, String)> {
    serde_json::from_value(request.params).map_err(|error| {
        (
            ErrorCode::InvalidParams,
            format!("invalid parameters: {error}"),
        )
    })
}

/// A notification's parameters; `None` when they do not fit (the notification is ignored,
/// as the protocol has no way to answer one).
fn extract<N: lsp_types::notification::Notification>(
    notification: Notification,
) -> Option<N::Params> {
    notification.extract(N::METHOD).ok()
}

fn not_a_file() -> (ErrorCode, String) {
    (ErrorCode::InvalidParams, "not a file URI".to_owned())
}

/// The file and byte offset of a position in an open document.
fn located(
    world: &World,
    at: &lsp_types::TextDocumentPositionParams,
) -> Result<(PathBuf, usize), (ErrorCode, String)> {
    let path = file_path(&at.text_document.uri).ok_or_else(not_a_file)?;
    let text = world.text(&path).unwrap_or_default();
    let offset = LineIndex::new(&text).offset(at.position);
    Ok((path, offset))
}

fn file_path(uri: &Url) -> Option<PathBuf> {
    (uri.scheme() == "file")
        .then(|| uri.to_file_path().ok())
        .flatten()
}

/// The request id a `$/cancelRequest` names.
fn cancelled_id(message: &Message) -> Option<RequestId> {
    let Message::Notification(notification) = message else {
        return None;
    };
    if notification.method != note::Cancel::METHOD {
        return None;
    }
    match notification.params.get("id")? {
        Value::Number(n) => Some(RequestId::from(i32::try_from(n.as_i64()?).ok()?)),
        Value::String(s) => Some(RequestId::from(s.clone())),
        _ => None,
    }
}
