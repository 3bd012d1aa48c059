//! Whom a change reaches in one project: for a token, the tokens that alias it (and theirs),
//! the specs and parts that map any of them, and the components bound to those specs; for a
//! component, the specs that list it in `dependencies`.

use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};

use super::Reach;
use crate::hash::{Map, Set};
use crate::tokens::{NodeId, TokenSet};
use crate::validate::Session;

/// What one project's reach is read from, read at the first question (a diff of specs alone
/// never reads the tokens' aliases, nor a diff with nothing gone the base's).
#[derive(Debug)]
pub(super) struct Uses<'s> {
    session: &'s Session,
    index: OnceCell<Index<'s>>,
}

/// The index of one project's uses.
#[derive(Debug, Default)]
struct Index<'s> {
    /// Per token path, the specs and parts that map it.
    mapped: Map<&'s str, Vec<(&'s str, &'s str)>>,
    /// Each theme's tokens, with the tokens that alias each one directly (by node).
    aliased_by: Vec<(&'s TokenSet, Map<NodeId, Vec<NodeId>>)>,
    /// Per component, the specs that list it in `dependencies`.
    dependents: Map<&'s str, Vec<&'s str>>,
    /// The components the code has.
    bound: Set<&'s str>,
}

impl<'s> Uses<'s> {
    pub(super) fn of(session: &'s Session) -> Uses<'s> {
        Uses {
            session,
            index: OnceCell::new(),
        }
    }

    fn index(&self) -> &Index<'s> {
        self.index.get_or_init(|| Index::of(self.session))
    }

    /// The specs that map the token `path` itself.
    pub(super) fn specs_mapping(&self, path: &str) -> BTreeSet<&str> {
        self.index().specs_mapping(path)
    }

    /// Whom a change of the token `path` reaches.
    pub(super) fn of_token(&self, path: &str) -> Reach {
        self.index().of_token(path)
    }

    /// Whom a change of the component `name` reaches.
    pub(super) fn of_component(&self, name: &str) -> Reach {
        self.index().of_component(name)
    }
}

impl<'s> Index<'s> {
    fn of(session: &'s Session) -> Index<'s> {
        let mut uses = Index::default();
        for doc in session.specs() {
            let spec = &doc.spec;
            for (key, value) in spec.token_mapping.iter() {
                // `part.property…` → `{token.path}`: the text between the braces is the path.
                let (Some((part, _)), Some(path)) = (
                    key.split_once('.'),
                    value.strip_prefix('{').and_then(|v| v.strip_suffix('}')),
                ) else {
                    continue;
                };
                (uses.mapped.entry(path).or_default()).push((spec.name.as_str(), part));
            }
            for dependency in &spec.dependencies {
                (uses.dependents.entry(dependency).or_default()).push(spec.name.as_str());
            }
        }
        for permutation in &session.tokens().permutations {
            let set = &permutation.set;
            let mut aliased_by: Map<NodeId, Vec<NodeId>> = Map::default();
            for id in set.tokens() {
                if let Some(target) = set.aliases.get(id).copied().flatten() {
                    aliased_by.entry(target).or_default().push(id);
                }
            }
            uses.aliased_by.push((set, aliased_by));
        }
        uses.bound = session
            .components()
            .iter()
            .map(|c| c.name.as_str())
            .collect();
        uses
    }

    fn specs_mapping(&self, path: &str) -> BTreeSet<&str> {
        (self.mapped.get(path).into_iter().flatten())
            .map(|(spec, _)| *spec)
            .collect()
    }

    fn of_token(&self, path: &str) -> Reach {
        // The aliases of aliases in every theme, each once (a cycle is reported by validate,
        // and ends here).
        let mut tokens: BTreeSet<String> = BTreeSet::new();
        let segments: Vec<&str> = path.split('.').collect();
        for (set, aliased_by) in &self.aliased_by {
            let Ok(start) = set.lookup_unsuggested(&segments) else {
                continue;
            };
            let mut seen: Set<NodeId> = Set::from_iter([start]);
            let mut todo = vec![start];
            while let Some(next) = todo.pop() {
                for &alias in aliased_by.get(&next).into_iter().flatten() {
                    if seen.insert(alias) {
                        tokens.insert(set.path(alias).join("."));
                        todo.push(alias);
                    }
                }
            }
        }
        let mut specs: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for token in std::iter::once(path).chain(tokens.iter().map(String::as_str)) {
            for (spec, part) in self.mapped.get(token).into_iter().flatten() {
                specs.entry(spec).or_default().insert(part);
            }
        }
        self.reach(tokens, specs)
    }

    fn of_component(&self, name: &str) -> Reach {
        let specs = (self.dependents.get(name).into_iter().flatten())
            .map(|spec| (*spec, BTreeSet::new()))
            .collect();
        self.reach(BTreeSet::new(), specs)
    }

    fn reach(&self, tokens: BTreeSet<String>, specs: BTreeMap<&str, BTreeSet<&str>>) -> Reach {
        Reach {
            tokens: tokens.into_iter().collect(),
            components: (specs.keys())
                .filter(|spec| self.bound.contains(*spec))
                .map(|spec| (*spec).to_owned())
                .collect(),
            specs: (specs.into_iter())
                .map(|(spec, parts)| {
                    let parts = parts.into_iter().map(str::to_owned).collect();
                    (spec.to_owned(), parts)
                })
                .collect(),
        }
    }
}
