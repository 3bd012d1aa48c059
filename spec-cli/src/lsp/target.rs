//! What the cursor is on, as hover, go to definition and find references understand it: a
//! token reference, a token's own key in a token file, a spec's component or one of its
//! members, a dependency, a rule id in `uispec.toml`.

use std::ops::Range;
use std::path::Path;

use uispec_core::Location;
use uispec_core::code::Component;
use uispec_core::naming::match_key;
use uispec_core::rules::RuleId;

use super::json_at::{Role, Step, at};
use super::world::{Kind, World};

/// Something the cursor is on, with the byte range it covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Subject {
    /// A token, by dot-joined path: a reference (`{color.text}` in a tokenMapping value or an
    /// alias), or a token's key in a token file.
    Token {
        path: String,
        reference: bool,
        /// The tokenMapping key whose value the reference is, in a spec.
        mapping: Option<String>,
    },
    /// The spec's `name`: its component.
    Component(String),
    /// A prop, variant axis, event or slot `name`, of the spec named first.
    Member { spec: String, name: String },
    /// A `dependencies` entry.
    Dependency(String),
    /// A rule id (`uispec.toml`'s `[rules]`).
    Rule(RuleId),
}

/// What is at byte `offset` of `path`, and where it is written.
pub(crate) fn target(world: &World, path: &Path, offset: usize) -> Option<(Subject, Range<usize>)> {
    let text = world.text(path)?;
    let kind = world.kind(path);
    if kind == Kind::Config {
        return rule_at(&text, offset);
    }
    let at = at(&text, offset);
    let span = at.string.clone()?;
    let written = text.get(span.clone())?.to_owned();
    let keys = at.keys();
    let found = match (kind, at.role) {
        (Kind::Spec, Role::Value) => {
            let spec = || world.spec(path).map(|doc| doc.spec.name.clone());
            match keys.as_slice() {
                ["tokenMapping", key] => match reference(&written)? {
                    Subject::Token {
                        path, reference, ..
                    } => Subject::Token {
                        path,
                        reference,
                        mapping: Some((*key).to_owned()),
                    },
                    other => other,
                },
                ["name"] => Subject::Component(written),
                ["props" | "variants" | "events" | "slots", "#", "name"] => Subject::Member {
                    spec: spec()?,
                    name: written,
                },
                ["dependencies", "#"] => Subject::Dependency(written),
                _ => return None,
            }
        }
        (Kind::Tokens, Role::Value) if at.last_key() == Some("$value") => reference(&written)?,
        (Kind::Tokens, Role::Key) if !written.starts_with('$') => {
            let mut path: Vec<&str> = at
                .path
                .iter()
                .filter_map(|step| match step {
                    Step::Key(key) if !key.starts_with('$') => Some(key.as_str()),
                    _ => None,
                })
                .collect();
            path.push(&written);
            Subject::Token {
                path: path.join("."),
                reference: false,
                mapping: None,
            }
        }
        _ => return None,
    };
    Some((found, span))
}

/// A `{a.b}` reference as a target.
fn reference(written: &str) -> Option<Subject> {
    let segments = uispec_core::reference::parse_curly(written).ok()?;
    Some(Subject::Token {
        path: segments.join("."),
        reference: true,
        mapping: None,
    })
}

/// A rule id under the cursor (a word of letters, digits and `-`).
fn rule_at(text: &str, offset: usize) -> Option<(Subject, Range<usize>)> {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '-';
    let offset = offset.min(text.len());
    let start = text
        .get(..offset)?
        .rfind(|c: char| !word(c))
        .map_or(0, |i| i + 1);
    let end = offset
        + text
            .get(offset..)?
            .find(|c: char| !word(c))
            .unwrap_or(text.len() - offset);
    let rule = RuleId::from_id(text.get(start..end)?)?;
    Some((Subject::Rule(rule), start..end))
}

/// The component a spec named `spec` describes, bound as `validate` binds it (by the spec's
/// `x-source` stamp, else by name).
pub(crate) fn component<'w>(world: &'w World, spec: &str) -> Option<&'w Component> {
    let session = world.session.as_ref()?;
    let documents: Vec<_> = session.specs().collect();
    uispec_core::binding::implementations(&documents, session.components())
        .into_iter()
        .find(|(doc, _)| doc.spec.name == spec)
        .map(|(_, component)| component)
}

/// A component's prop, variant axis, event or slot by its spec-side name, as the code has it.
#[derive(Debug)]
pub(crate) struct Member<'c> {
    pub(crate) rust_name: &'c str,
    pub(crate) rust_type: &'c str,
    pub(crate) required: bool,
    pub(crate) doc: Option<&'c str>,
    pub(crate) location: &'c Location,
}

pub(crate) fn member<'c>(component: &'c Component, name: &str) -> Option<Member<'c>> {
    let key = match_key(name);
    let member =
        |spec_name: &'c str, rust_name, rust_type, required, doc: &'c Option<String>, location| {
            let member = Member {
                rust_name,
                rust_type,
                required,
                doc: doc.as_deref(),
                location,
            };
            (spec_name, member)
        };
    let props = component.props.iter().map(|p| {
        member(
            &p.name,
            &p.rust_name,
            &p.rust_type,
            p.required,
            &p.doc,
            &p.location,
        )
    });
    let variants = component.variants.iter().map(|v| {
        member(
            &v.name,
            &v.rust_name,
            &v.rust_enum,
            v.required,
            &v.doc,
            &v.location,
        )
    });
    let events = component.events.iter().map(|e| {
        member(
            &e.name,
            &e.rust_name,
            &e.rust_type,
            e.required,
            &e.doc,
            &e.location,
        )
    });
    let slots = component.slots.iter().map(|s| {
        member(
            &s.name,
            &s.rust_name,
            &s.rust_type,
            s.required,
            &s.doc,
            &s.location,
        )
    });
    props
        .chain(variants)
        .chain(events)
        .chain(slots)
        .find(|(spec_name, m)| match_key(spec_name) == key || match_key(m.rust_name) == key)
        .map(|(_, m)| m)
}
