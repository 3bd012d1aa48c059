//! `uispec design-tool:import <link>`: specs from Figma components, through the REST API or a
//! saved response (`--from-file`). The mapping is `uispec_core::figma::import`; this module
//! fetches, selects, prints the importer's judgement calls as warnings and writes under
//! the write rules of `write.rs`.

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;
use uispec_core::figma::api::{Loaded, component_location, variable_names};
use uispec_core::figma::import::{Context, SelectError, import, select, uses_variables};
use uispec_core::figma::url::{FileRef, parse};
use uispec_core::naming::to_kebab;
use uispec_core::schema::{LOCAL_SCHEMA_PATH, SCHEMA_JSON};

use crate::Outcome;
use crate::figma::{Client, Credentials};
use crate::opts::{GlobalOpts, WriteOpts};
use crate::output::Output;
use crate::project::{absolute, current_dir, discover, relative};
use crate::write::{PlannedFile, apply, places};

/// Arguments of `uispec design-tool:import`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec design-tool:import 'https://www.figma.com/design/KEY/Kit?node-id=1-39'
  uispec design-tool:import KEY --all               every component of the file
  uispec design-tool:import LINK --stdout           print the spec instead of writing it
  uispec design-tool:import LINK --from-file nodes.json   a response saved earlier, offline

The token comes from FIGMA_TOKEN (a personal access token with the scope file_content:read),
or from the variable --token-env names; it is never printed. Variable names for tokenMapping
need the variables endpoint (Enterprise plans); without it those mappings are left out, with a
warning. Exit status: 0 imported, 1 nothing imported (several components and no --all, a node
that is not there) or a file not replaced, 2 it could not run (link, token, network).")]
pub(crate) struct ImportArgs {
    /// The Figma link as the browser shows it (`/design/`, `/file/`, `/proto/`, branch links,
    /// any `node-id` form), or a file key
    #[arg(value_name = "LINK")]
    link: String,
    /// Import every component under the link (a page, a section, or the whole file)
    #[arg(long)]
    all: bool,
    /// Directory to write specs to [default: the first `specs` entry of uispec.toml, else specs/]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Environment variable holding the Figma token
    #[arg(long, value_name = "NAME", default_value = "FIGMA_TOKEN")]
    token_env: String,
    /// Send the token as an OAuth Bearer token instead of a personal access token
    #[arg(long)]
    oauth: bool,
    /// Read a saved `GET /v1/files/:key` or `/nodes` response instead of calling the API
    #[arg(long, value_name = "FILE")]
    from_file: Option<PathBuf>,
    #[command(flatten)]
    write: WriteOpts,
}

pub(crate) fn run(global: &GlobalOpts, args: &ImportArgs, out: &Output) -> anyhow::Result<Outcome> {
    let link =
        parse(&args.link).map_err(|error| anyhow::anyhow!("{error}\n  = help: {}", error.help))?;
    let cwd = current_dir()?;
    let project = discover(global)?;
    let dir = match &args.out {
        Some(dir) => absolute(&cwd, dir),
        None => project.specs_dir(),
    };
    let (loaded, client) = match &args.from_file {
        Some(file) => {
            // A saved response: a whole file may be large, but never a device or a FIFO.
            let path = absolute(&cwd, file);
            let body = uispec_core::confine::read_regular(&path, crate::figma::MAX_BODY as usize)
                .map_err(|refusal| anyhow::anyhow!("`{}` {}", file.display(), refusal.message))
                .and_then(|bytes| {
                    String::from_utf8(bytes)
                        .map_err(|_| anyhow::anyhow!("`{}` is not UTF-8", file.display()))
                })?;
            (read(&body)?, None)
        }
        None => {
            let client = Client::new(Credentials::from_env(&args.token_env, args.oauth)?)?;
            (
                fetch(&client, &link, link.node_id.as_deref())?,
                Some(client),
            )
        }
    };
    let Selected {
        file_key,
        loaded,
        ids,
    } = match resolve(loaded, &link, client.as_ref(), args.all)? {
        Ok(selected) => selected,
        Err((message, help)) => {
            out.error(&message);
            out.help(&help);
            return Ok(Outcome::Failure);
        }
    };
    let nodes: Vec<_> = ids.iter().filter_map(|id| loaded.find(id)).collect();
    let variables = match &client {
        Some(client) if nodes.iter().any(|node| uses_variables(node)) => client
            .variables(&file_key)
            .ok()
            .and_then(|body| variable_names(&body)),
        _ => None,
    };
    let context = Context {
        file_key,
        variables,
    };
    let schema_path = project.root.join(LOCAL_SCHEMA_PATH);
    let schema_ref = relative(&dir, &schema_path);
    let mut files = Vec::new();
    for node in nodes {
        let mut imported = import(&loaded, node, &context);
        for warning in &imported.warnings {
            out.warning(&format!("{}: {warning}", imported.spec.name));
        }
        imported.spec.schema = Some(schema_ref.clone());
        let path = dir.join(format!("{}.json", to_kebab(&imported.spec.name)));
        if files.iter().any(|f: &PlannedFile| f.path == path) {
            out.warning(&format!(
                "two components are named `{}`; only the first ({}) is written",
                imported.spec.name, imported.node_id
            ));
            continue;
        }
        files.push(PlannedFile {
            path,
            contents: imported.spec.to_json(),
        });
    }
    if !args.write.stdout && !schema_path.exists() {
        files.push(PlannedFile {
            path: schema_path,
            contents: SCHEMA_JSON.to_owned(),
        });
    }
    let typed = args.out.as_ref().map(|_| dir.as_path());
    apply(
        &[],
        &files,
        &args.write,
        &places(&project.root, typed, None),
        &cwd,
        out,
    )
}

fn read(body: &str) -> anyhow::Result<Loaded> {
    Loaded::parse(body).map_err(|error| {
        anyhow::anyhow!(
            "{error}\n  = help: uispec reads the answers of `GET /v1/files/:key` and \
             `GET /v1/files/:key/nodes`; a proxy may have answered instead of Figma"
        )
    })
}

/// The response for a link: its node, or the whole file when it names none.
fn fetch(client: &Client, link: &FileRef, node: Option<&str>) -> anyhow::Result<Loaded> {
    let body = match node {
        Some(id) => client.nodes(&link.file_key, &[id])?,
        None => client.file(&link.file_key)?,
    };
    read(&body)
}

/// What to import: the file it is in (a library's, for an instance of a library component),
/// that file's response, and the nodes.
struct Selected {
    file_key: String,
    loaded: Loaded,
    ids: Vec<String>,
}

/// [`select`], asking the API again when the first answer points elsewhere: the component set
/// of a linked variant or instance, or the library file of a library component's instance.
/// `Err` inside: nothing to import, with a message and a help line (exit 1).
fn resolve(
    loaded: Loaded,
    link: &FileRef,
    client: Option<&Client>,
    all: bool,
) -> anyhow::Result<Result<Selected, (String, String)>> {
    let mut file_key = link.file_key.clone();
    let mut node = link.node_id.clone();
    let mut loaded = loaded;
    // A variant of a library set takes three answers: the instance, the library, the set.
    for _ in 0..3 {
        let next = match select(&loaded, node.as_deref(), all) {
            Ok(nodes) => {
                let ids = nodes.iter().map(|n| n.id.clone()).collect();
                return Ok(Ok(Selected {
                    file_key,
                    loaded,
                    ids,
                }));
            }
            Err(SelectError::Failed { message, help }) => return Ok(Err((message, help))),
            Err(SelectError::Refetch(id)) => id,
            Err(SelectError::Library { key, name }) => {
                let Some(client) = client else {
                    bail!(
                        "the linked layer is an instance of `{name}`, from a library file\n  = help: import from the library file, or without --from-file"
                    );
                };
                let body = client.component(&key)?;
                let Some((library, id)) = component_location(&body) else {
                    bail!("Figma did not say where the library component `{name}` lives");
                };
                file_key = library;
                id
            }
        };
        let Some(client) = client else {
            bail!(
                "the saved response does not include the node `{next}` the link leads to\n  = help: save the response for `node-id={}` and import that",
                next.replace(':', "-")
            );
        };
        loaded = read(&client.nodes(&file_key, &[&next])?)?;
        node = Some(next);
    }
    bail!("Figma's answers did not lead to a component")
}
