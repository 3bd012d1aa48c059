//! `uispec mcp`: a Model Context Protocol server on stdio, built on the official Rust SDK
//! (`rmcp`). An agent in any MCP client can list the project's specs, run the `enrich-spec`
//! prompt on one ([`prompt`]), and save the result through a validating tool ([`tools`]);
//! resources give the specs (`spec://{name}`) and the spec schema (`uispec://schema`).
//!
//! The protocol is rmcp's: it answers both the handshake era (`initialize`, up to 2025-11-25)
//! and the 2026-07-28 era (`server/discover`, per-request versions). Stdout carries protocol
//! messages only; the one status line goes to stderr. Every request reads the project's files
//! again (an agent edits them between calls) on tokio's blocking pool, so a slow validation
//! never stalls the protocol loop, and nothing is read or written outside the project
//! ([`confine`]). The transport ([`transport`]) answers every line, including those that are
//! not messages or are over its 16 MiB limit.

mod confine;
mod prompt;
mod specs;
mod tools;
mod transport;

use std::sync::Arc;

use anyhow::Context;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, GetPromptRequestParams, GetPromptResponse,
    GetPromptResult, Implementation, ListPromptsResult, ListResourceTemplatesResult,
    ListResourcesResult, ListToolsResult, PaginatedRequestParams, Prompt, PromptArgument,
    PromptMessage, ReadResourceRequestParams, ReadResourceResponse, ReadResourceResult, Resource,
    ResourceContents, ResourceTemplate, Role, ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler, ServiceExt};
use serde_json::{Value, json};
use uispec_core::schema::SCHEMA_JSON;

use crate::Outcome;
use crate::opts::GlobalOpts;
use crate::output::Output;
use crate::project::{Project, discover};

/// The spec schema's address.
const SCHEMA_URI: &str = "uispec://schema";
/// The specs' address template (RFC 6570).
const SPEC_TEMPLATE: &str = "spec://{name}";
const JSON: &str = "application/json";

/// Runs the server until the client closes stdin.
pub(crate) fn run(global: &GlobalOpts, out: &Output) -> anyhow::Result<Outcome> {
    let project = Arc::new(discover(global)?);
    out.verbose(&format!(
        "uispec mcp: serving the project at `{}` on stdio",
        project.root.display()
    ));
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the MCP server's runtime")?;
    runtime.block_on(async move {
        let server = Server { project }
            .serve(transport::LineTransport::new(
                tokio::io::stdin(),
                tokio::io::stdout(),
            ))
            .await
            .context("the MCP handshake failed")?;
        server.waiting().await.context("the MCP server stopped")?;
        anyhow::Ok(Outcome::Success)
    })
}

/// The server: the project, discovered once at start.
#[derive(Debug, Clone)]
struct Server {
    project: Arc<Project>,
}

impl Server {
    /// Runs `work` on the blocking pool: reading and validating a project is file I/O and
    /// parsing, not something to do on the protocol's thread.
    async fn blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Project) -> T + Send + 'static,
    ) -> Result<T, McpError> {
        let project = Arc::clone(&self.project);
        tokio::task::spawn_blocking(move || work(&project))
            .await
            .map_err(|error| McpError::internal_error(format!("uispec failed: {error}"), None))
    }
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(
            ServerCapabilities::builder()
                .enable_prompts()
                .enable_resources()
                .enable_tools()
                .build(),
        )
        .with_server_info(
            Implementation::new("uispec", env!("CARGO_PKG_VERSION")).with_title("uispec"),
        )
        .with_instructions(
            "uispec keeps UI component specs (one JSON file per component), design tokens and \
             component code aligned. Use `list_specs` and `get_spec` to read specs, the \
             `enrich-spec` prompt to add accessibility and guidelines to one, `save_spec` to \
             write it back (it validates first), and `validate` to check the project.",
        )
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, McpError> {
        Ok(ListPromptsResult::with_all_items(vec![
            Prompt::new(
                prompt::NAME,
                Some(
                    "Add accessibility information (role, ARIA attributes, keyboard \
                     interactions, from the WAI-ARIA APG) and usage guidelines to a component \
                     spec, keeping everything else, then save it with `save_spec`.",
                ),
                Some(vec![
                    PromptArgument::new("component")
                        .with_description(
                            "The spec's name (`Button`, `icon-button`) or path (`specs/button.json`)",
                        )
                        .with_required(true),
                    PromptArgument::new("focus")
                        .with_description("accessibility, guidelines or all (default: all)")
                        .with_required(false),
                ]),
            )
            .with_title("Enrich a component spec"),
        ]))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, McpError> {
        if request.name != prompt::NAME {
            return Err(McpError::invalid_params(
                format!(
                    "unknown prompt `{}`: this server has `{}`",
                    request.name,
                    prompt::NAME
                ),
                None,
            ));
        }
        let args = request.arguments.unwrap_or_default();
        let text_arg = |key: &str| -> Result<Option<String>, McpError> {
            match args.get(key) {
                None | Some(Value::Null) => Ok(None),
                Some(Value::String(value)) => Ok(Some(value.clone())),
                Some(_) => Err(McpError::invalid_params(
                    format!("the argument `{key}` must be a string"),
                    None,
                )),
            }
        };
        let component = text_arg("component")?
            .filter(|c| !c.trim().is_empty())
            .ok_or_else(|| {
                McpError::invalid_params(
                    "the argument `component` is required: a spec name or path",
                    None,
                )
            })?;
        let focus_arg = text_arg("focus")?;
        let focus = prompt::Focus::parse(focus_arg.as_deref()).ok_or_else(|| {
            McpError::invalid_params(
                format!(
                    "unknown focus `{}`: use {}",
                    focus_arg.as_deref().unwrap_or_default(),
                    prompt::Focus::NAMES.join(", ")
                ),
                None,
            )
        })?;
        self.blocking(move |project| {
            let entry = specs::find(project, &component).map_err(|not_found| {
                McpError::invalid_params(
                    not_found.message,
                    Some(json!({ "available": not_found.available })),
                )
            })?;
            let session = uispec_core::validate::Session::new(specs::inputs(project, &[]));
            let findings =
                specs::validate(project, &session, &project.config.rules, Some(&entry.shown))
                    .diagnostics;
            let messages = vec![
                PromptMessage::new_resource(
                    Role::User,
                    entry.uri(),
                    Some(JSON.to_owned()),
                    Some(entry.text()),
                    None,
                    None,
                    None,
                ),
                PromptMessage::new_text(Role::User, prompt::instructions(&entry, focus, &findings)),
            ];
            Ok(GetPromptResult::new(messages)
                .with_description(format!("Enrich the spec `{}`", entry.name()))
                .into())
        })
        .await?
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        Ok(ListToolsResult::with_all_items(tools::list()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, McpError> {
        let name = request.name.to_string();
        let args = request.arguments.unwrap_or_default();
        let answer = self
            .blocking(move |project| tools::call(project, &name, &args))
            .await?;
        match answer {
            Some(answer) => Ok(answer.into_result().into()),
            None => Err(McpError::invalid_params(
                format!(
                    "unknown tool `{}`: this server has {}",
                    request.name,
                    tools::list()
                        .iter()
                        .map(|tool| tool.name.as_ref())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None,
            )),
        }
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, McpError> {
        let mut resources = vec![
            Resource::new(SCHEMA_URI, "component-spec-schema")
                .with_title("The uispec component spec JSON Schema")
                .with_mime_type("application/schema+json"),
        ];
        let entries = self.blocking(specs::read_all).await?;
        resources.extend(entries.iter().map(|entry| {
            Resource::new(entry.uri(), entry.name())
                .with_description(format!("The component spec `{}`", entry.shown))
                .with_mime_type(JSON)
        }));
        Ok(ListResourcesResult::with_all_items(resources))
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, McpError> {
        Ok(ListResourceTemplatesResult::with_all_items(vec![
            ResourceTemplate::new(SPEC_TEMPLATE, "component-spec")
                .with_title("A component spec")
                .with_description(
                    "A component spec by name in any case (`spec://button`, `spec://IconButton`)",
                )
                .with_mime_type(JSON),
        ]))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, McpError> {
        let uri = request.uri;
        if uri == SCHEMA_URI {
            let contents =
                ResourceContents::text(SCHEMA_JSON, uri).with_mime_type("application/schema+json");
            return Ok(ReadResourceResult::new(vec![contents]).into());
        }
        let Some(name) = uri.strip_prefix("spec://").filter(|n| !n.is_empty()) else {
            return Err(McpError::resource_not_found(
                format!(
                    "no resource `{uri}`: this server has `{SCHEMA_URI}` and `{SPEC_TEMPLATE}`"
                ),
                None,
            ));
        };
        let name = name.to_owned();
        self.blocking(move |project| {
            let entry = specs::find(project, &name).map_err(|not_found| {
                McpError::resource_not_found(
                    not_found.message,
                    Some(json!({ "uri": uri, "available": not_found.available })),
                )
            })?;
            let contents = ResourceContents::text(entry.text(), uri).with_mime_type(JSON);
            Ok(ReadResourceResult::new(vec![contents]).into())
        })
        .await?
    }
}
