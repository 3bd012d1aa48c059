//! `uispec diff`: what a change does to the design system. Two loaded projects (the same
//! loader and checks as `validate`, so the resolved model is compared, not the text) give a
//! list of [`Change`]s, each of a [`Kind`] of the taxonomy (`kinds.rs`: breaking, feature or
//! fix, and why), with where it is and whom it reaches; the release's verdict is the most
//! serious level among them.
//!
//! Data flows one way: the two sessions → the components' API and accessibility contract
//! (`api.rs`), the tokens per theme (`tokens.rs`) and the approved renders (`visual.rs`,
//! when the command read the visual baselines) compared → each change's reach (`reach.rs`)
//! → the renderers (`render.rs`).

mod api;
mod contrast;
mod kinds;
mod reach;
pub mod render;
mod tokens;
mod visual;

use std::collections::{BTreeMap, BTreeSet};

pub use api::{DEPRECATED, RENAMED_FROM};
pub use kinds::{Kind, Level};
pub use visual::{Baselines, Visual};

use crate::Location;
use crate::validate::Session;

/// A name that changed between the sides: `(from, to)`, of a spec or a token.
type Rename = (String, String);

/// The renames found, of specs or of tokens.
type Renames = [Rename];

/// What the spec named `name` in the head was named in the base.
fn was_named<'n>(renamed: &'n Renames, name: &'n str) -> &'n str {
    (renamed.iter())
        .find(|(_, to)| to == name)
        .map_or(name, |(from, _)| from.as_str())
}

/// Which of the two projects a location is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The base (what is released).
    Base,
    /// The head (what the change makes).
    Head,
}

impl Side {
    /// The word the outputs use.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Base => "base",
            Side::Head => "head",
        }
    }
}

/// One change.
#[derive(Debug, Clone)]
pub struct Change {
    /// Its kind (and with it its level and the reason).
    pub kind: Kind,
    /// The component (the spec's name) it is about; `None` for a token's change.
    pub component: Option<String>,
    /// The token's path, for a token's change.
    pub token: Option<String>,
    /// What changed, one sentence without the subject: ``prop `size` removed``.
    pub message: String,
    /// Where: in the head's files, or in the base's for what the head no longer has.
    pub location: Location,
    /// Which project `location` is in.
    pub side: Side,
    /// Whom it reaches.
    pub reach: Reach,
}

impl Change {
    /// The subject: `` `Button` `` or `` token `color.red` ``.
    pub fn subject(&self) -> String {
        match (&self.component, &self.token) {
            (Some(component), _) => format!("`{component}`"),
            (None, Some(token)) => format!("token `{token}`"),
            (None, None) => "the project".to_owned(),
        }
    }
}

/// Whom a change reaches.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reach {
    /// Tokens whose value follows the changed one (its aliases, and theirs).
    pub tokens: Vec<String>,
    /// Specs that map the token (or one of `tokens`), each with the parts that do; for a
    /// component's change, the specs that list it in `dependencies`.
    pub specs: Vec<(String, Vec<String>)>,
    /// Components of the code bound to those specs.
    pub components: Vec<String>,
}

impl Reach {
    /// Whether it reaches nothing beyond the changed thing itself.
    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty() && self.specs.is_empty() && self.components.is_empty()
    }
}

/// What `uispec diff` found between two projects.
#[derive(Debug, Clone, Default)]
pub struct Diff {
    /// The changes: components' in name order, then tokens' in path order.
    pub changes: Vec<Change>,
}

impl Diff {
    /// The release's verdict: the most serious level of any change, `None` when nothing a
    /// consumer sees changed.
    pub fn verdict(&self) -> Option<Level> {
        self.changes.iter().map(|c| c.kind.level()).min()
    }

    /// How many changes of each level.
    pub fn counts(&self) -> BTreeMap<Level, usize> {
        let mut counts = BTreeMap::new();
        for change in &self.changes {
            *counts.entry(change.kind.level()).or_default() += 1;
        }
        counts
    }
}

/// Options of a comparison.
#[derive(Debug, Clone)]
pub struct Options {
    /// A dimension token whose value changed by more than this fraction of the old one changed
    /// meaning (`token-semantic-change`), 0.5 by default.
    pub dimension_threshold: f64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            dimension_threshold: 0.5,
        }
    }
}

/// Whom `change` reaches, in the project its location is in.
fn reach_of<'s>(change: &Change, (base, head): &(reach::Uses<'s>, reach::Uses<'s>)) -> Reach {
    let uses = match change.side {
        Side::Base => base,
        Side::Head => head,
    };
    match (&change.token, &change.component) {
        (Some(token), _) => uses.of_token(token),
        (None, Some(component)) => uses.of_component(component),
        (None, None) => Reach::default(),
    }
}

/// Compares the project `base` with `head`; with `visual`, their visual baselines too.
pub fn diff(base: &Session, head: &Session, options: &Options, visual: Option<&Visual>) -> Diff {
    let uses = (reach::Uses::of(base), reach::Uses::of(head));
    let mut changes = Vec::new();
    let renamed = api::compare(base, head, &mut changes);
    let tokens_renamed = tokens::compare(base, head, (options, &renamed), &uses, &mut changes);
    api::token_mappings(base, head, (&renamed, &tokens_renamed), &mut changes);
    for change in &mut changes {
        change.reach = reach_of(change, &uses);
    }
    // The contrast verdicts of the specs a change can have moved: those that changed, and
    // those a token change reaches.
    let mut judged: BTreeSet<String> = changes.iter().filter_map(|c| c.component.clone()).collect();
    for change in changes.iter().filter(|c| c.token.is_some()) {
        judged.extend(change.reach.specs.iter().map(|(spec, _)| spec.clone()));
    }
    let found = changes.len();
    contrast::compare(base, head, (&judged, &renamed), &mut changes);
    if let Some(visual) = visual {
        visual::compare(head, visual, &renamed, &mut changes);
    }
    for change in &mut changes[found..] {
        change.reach = reach_of(change, &uses);
    }
    // The components' changes together, by name, each in the order found; then the tokens'.
    changes.sort_by(|a, b| {
        (a.component.is_none(), &a.component).cmp(&(b.component.is_none(), &b.component))
    });
    Diff { changes }
}
