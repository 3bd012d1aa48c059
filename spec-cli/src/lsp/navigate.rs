//! Go to definition and find references. A token reference leads to the token and to every
//! alias on its way to a value; a spec's `name`, prop, variant, event or slot to the component
//! and parameter in the Rust code; a `dependencies` entry to that spec. References of a token
//! are the tokenMapping entries that use it, directly or through aliases, in any theme
//! (`usage::token_uses`, which the documentation site's "used by" lists too).

use std::path::Path;

use uispec_core::reader::SpecDocument;
use uispec_core::reader::push_pointer;
use uispec_core::usage::token_uses;

use super::target::{Subject, component, member, target};
use super::text::Locator;
use super::tokens::definitions;
use super::world::World;

pub(crate) fn definition(world: &World, path: &Path, offset: usize) -> Vec<lsp_types::Location> {
    let Some((target, _)) = target(world, path, offset) else {
        return Vec::new();
    };
    let root = &world.root;
    let mut locator = Locator::new(root);
    let found = match target {
        Subject::Token {
            path,
            reference: true,
            ..
        } => {
            let Some(session) = &world.session else {
                return Vec::new();
            };
            return definitions(root, session.tokens(), &path);
        }
        Subject::Component(name) => {
            component(world, &name).and_then(|c| locator.location(&c.location))
        }
        Subject::Member { spec, name } => component(world, &spec)
            .and_then(|c| member(c, &name))
            .and_then(|m| locator.location(m.location)),
        Subject::Dependency(name) => world
            .session
            .as_ref()
            .and_then(|s| s.specs().find(|doc| doc.spec.name == name))
            .and_then(|doc| locator.location(&doc.location("/name"))),
        Subject::Token { .. } | Subject::Rule(_) => None,
    };
    found.into_iter().collect()
}

/// The tokenMapping entries that use the token under the cursor (and its own definition when
/// asked).
pub(crate) fn references(
    world: &World,
    path: &Path,
    offset: usize,
    declaration: bool,
) -> Vec<lsp_types::Location> {
    let Some((Subject::Token { path: token, .. }, _)) = target(world, path, offset) else {
        return Vec::new();
    };
    let Some(session) = &world.session else {
        return Vec::new();
    };
    let specs: Vec<&SpecDocument> = session.specs().collect();
    let uses = token_uses(&specs, session.tokens());
    let mut found: Vec<lsp_types::Location> = Vec::new();
    let mut locator = Locator::new(&world.root);
    if declaration {
        found.extend(
            definitions(&world.root, session.tokens(), &token)
                .into_iter()
                .take(1),
        );
    }
    for used in uses.get(&token).into_iter().flatten() {
        let Some(doc) = specs.iter().find(|doc| doc.spec.name == used.spec) else {
            continue;
        };
        let location = doc.location(&push_pointer("/tokenMapping", &used.key));
        found.extend(locator.location(&location));
    }
    found
}
