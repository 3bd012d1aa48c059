//! Which component implements each spec: the one pairing every check across specs and code
//! uses (alignment, the markup contract, the language server).
//!
//! A spec is bound, in this order:
//!
//! 1. by its `x-source` stamp, when the stamp's `path` holds a component of the stamp's
//!    `component` name (default: the spec's `name`). This binds a spec named `NewYorkButton` to
//!    the `Button` of `src/new_york.rs` — how `spec:infer` names same-named components — and
//!    picks one of several same-named components;
//! 2. else by name (ignoring case, `_`, `-` and `r#`) among the components no stamp claimed,
//!    public ones before private ones. A stamp whose file no longer holds the component still
//!    binds a component of that name elsewhere (the file was moved), but only one of the
//!    stamp's framework: a spec inferred from a Leptos file is never compared with a Yew
//!    component that happens to share its name.
//!
//! What is left over is reported by the alignment rules: several candidates
//! (`component-ambiguous`), none (`spec-no-component`), and public components no spec is bound
//! to while a spec of their name is bound to another (`component-ambiguous`, at the component).

use serde_json::Value;

use crate::code::Component;
use crate::hash::Map as HashMap;
use crate::naming::match_key;
use crate::reader::SpecDocument;

/// Each spec with the component that implements it, as the alignment rules pair them;
/// specs without one, or with several candidates, are left out (the alignment rules report
/// them).
pub fn implementations<'d, 'c>(
    documents: &[&'d SpecDocument],
    components: &'c [Component],
) -> Vec<(&'d SpecDocument, &'c Component)> {
    bind(documents, components).pairs().collect()
}

/// What a spec is bound to.
#[derive(Debug)]
pub(crate) enum Bound<'c> {
    /// The component that implements it.
    One(&'c Component),
    /// Several components could: the spec says not which.
    Several(Vec<&'c Component>),
    /// The stamp names a file and framework where no component of its name is, and the
    /// components of that name elsewhere are of another framework.
    Elsewhere {
        /// The stamp's path.
        path: String,
        /// The same-named components of other frameworks.
        others: Vec<&'c Component>,
    },
    /// No component has its name.
    Nothing,
}

/// The `x-source` stamp's binding fields.
#[derive(Debug, Default)]
struct Stamp<'d> {
    path: Option<&'d str>,
    component: Option<&'d str>,
    framework: Option<&'d str>,
}

fn stamp(doc: &SpecDocument) -> Stamp<'_> {
    let Some(source) = doc.spec.extensions.get("x-source") else {
        return Stamp::default();
    };
    let text = |key: &str| source.get(key).and_then(Value::as_str);
    Stamp {
        path: text("path").map(|path| path.trim_start_matches("./")),
        component: text("component"),
        framework: text("framework"),
    }
}

/// What a spec is bound to, comparable between two bindings of the same components read
/// (by their addresses, which stay theirs until the components are read again).
#[cfg(feature = "validate")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum BoundKey {
    One(usize),
    Several(Vec<usize>),
    Elsewhere(Vec<usize>),
    Nothing,
}

#[cfg(feature = "validate")]
impl Bound<'_> {
    pub(crate) fn key(&self) -> BoundKey {
        let at = |component: &Component| std::ptr::from_ref(component).addr();
        match self {
            Bound::One(component) => BoundKey::One(at(component)),
            Bound::Several(candidates) => {
                BoundKey::Several(candidates.iter().map(|c| at(c)).collect())
            }
            Bound::Elsewhere { others, .. } => {
                BoundKey::Elsewhere(others.iter().map(|c| at(c)).collect())
            }
            Bound::Nothing => BoundKey::Nothing,
        }
    }
}

/// The name a spec's component has in code: the stamp's `component`, else the spec's name.
pub(crate) fn code_name(doc: &SpecDocument) -> &str {
    stamp(doc).component.unwrap_or(&doc.spec.name)
}

/// Every spec's binding, in the order of `documents`, and which components are bound.
pub(crate) struct Bindings<'d, 'c> {
    /// Each spec (with a name) and what it is bound to.
    pub(crate) specs: Vec<(&'d SpecDocument, Bound<'c>)>,
    /// Per component (by index): bound to a spec, or a candidate of an ambiguous one.
    claimed: Vec<bool>,
}

/// Binds `documents` to `components` (see the module docs).
pub(crate) fn bind<'d, 'c>(
    documents: &[&'d SpecDocument],
    components: &'c [Component],
) -> Bindings<'d, 'c> {
    let mut by_key: HashMap<String, Vec<usize>> = HashMap::default();
    for (index, component) in components.iter().enumerate() {
        by_key
            .entry(match_key(&component.name))
            .or_default()
            .push(index);
    }
    let named: Vec<&SpecDocument> = documents
        .iter()
        .copied()
        .filter(|doc| !doc.spec.name.is_empty())
        .collect();
    let mut claimed = vec![false; components.len()];
    let mut bound: Vec<Option<Bound<'c>>> = named.iter().map(|_| None).collect();
    // Each spec's stamp and the key of the name it binds by, read once.
    let stamps: Vec<(Stamp<'d>, String)> = named
        .iter()
        .map(|doc| {
            let stamp = stamp(doc);
            let key = match_key(stamp.component.unwrap_or(&doc.spec.name));
            (stamp, key)
        })
        .collect();
    // 1. Stamps that name the component's file.
    for (slot, (stamp, key)) in bound.iter_mut().zip(&stamps) {
        let Some(path) = stamp.path else {
            continue;
        };
        let same = by_key.get(key);
        let in_file: Vec<usize> = same
            .into_iter()
            .flatten()
            .copied()
            .filter(|&i| components[i].location.file.path() == path)
            .collect();
        if let [only] = in_file[..] {
            claimed[only] = true;
            *slot = Some(Bound::One(&components[only]));
        }
    }
    // 2. Names, among what the stamps left.
    for (slot, (stamp, key)) in bound.iter_mut().zip(&stamps) {
        if slot.is_some() {
            continue;
        }
        let mut candidates: Vec<usize> = by_key
            .get(key)
            .into_iter()
            .flatten()
            .copied()
            .filter(|&i| !claimed[i])
            .collect();
        // An internal `Panel` inside a date picker does not hide the public `Panel`.
        if candidates.iter().any(|&i| components[i].public) {
            candidates.retain(|&i| components[i].public);
        }
        if let (Some(path), Some(framework)) = (stamp.path, stamp.framework) {
            let of_framework: Vec<usize> = candidates
                .iter()
                .copied()
                .filter(|&i| components[i].framework.as_str() == framework)
                .collect();
            if of_framework.is_empty() && !candidates.is_empty() {
                for &i in &candidates {
                    claimed[i] = true;
                }
                *slot = Some(Bound::Elsewhere {
                    path: path.to_owned(),
                    others: candidates.iter().map(|&i| &components[i]).collect(),
                });
                continue;
            }
            candidates = of_framework;
        }
        *slot = Some(match candidates[..] {
            [] => Bound::Nothing,
            [only] => {
                claimed[only] = true;
                Bound::One(&components[only])
            }
            _ => {
                for &i in &candidates {
                    claimed[i] = true;
                }
                Bound::Several(candidates.iter().map(|&i| &components[i]).collect())
            }
        });
    }
    Bindings {
        specs: named
            .into_iter()
            .zip(bound)
            .map(|(doc, bound)| (doc, bound.unwrap_or(Bound::Nothing)))
            .collect(),
        claimed,
    }
}

impl<'d, 'c> Bindings<'d, 'c> {
    /// Each spec with the one component bound to it.
    pub(crate) fn pairs(&self) -> impl Iterator<Item = (&'d SpecDocument, &'c Component)> + '_ {
        self.specs.iter().filter_map(|(doc, bound)| match bound {
            Bound::One(component) => Some((*doc, *component)),
            _ => None,
        })
    }

    /// The public components no spec is bound to, each with the spec of its name that is
    /// bound to another component, if there is one.
    pub(crate) fn unbound<'a>(
        &'a self,
        components: &'c [Component],
    ) -> impl Iterator<Item = (&'c Component, Option<&'d SpecDocument>)> + 'a {
        let mut by_key: HashMap<String, &'d SpecDocument> = HashMap::default();
        for (doc, _) in &self.specs {
            by_key.entry(match_key(code_name(doc))).or_insert(*doc);
        }
        components
            .iter()
            .zip(&self.claimed)
            .filter(|(component, claimed)| component.public && !**claimed)
            .map(move |(component, _)| {
                let namesake = by_key.get(&match_key(&component.name)).copied();
                (component, namesake)
            })
    }
}
