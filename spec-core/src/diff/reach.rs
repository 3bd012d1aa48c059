//! Whom a change reaches in one project: for a token, the tokens that alias it (and theirs),
//! the specs and parts that map any of them, and the components bound to those specs; for a
//! component, the specs that list it in `dependencies`.

use std::collections::{BTreeMap, BTreeSet};

use super::Reach;
use crate::token_mapping::{MappingKey, parse_reference};
use crate::validate::Session;

/// What one project's reach is read from.
#[derive(Debug, Default)]
pub(super) struct Uses {
    /// Per token path, the specs and parts that map it.
    mapped: BTreeMap<String, BTreeSet<(String, String)>>,
    /// Per token path, the tokens that alias it directly (in any theme).
    aliased_by: BTreeMap<String, BTreeSet<String>>,
    /// Per component, the specs that list it in `dependencies`.
    dependents: BTreeMap<String, BTreeSet<String>>,
    /// The components the code has.
    bound: BTreeSet<String>,
}

impl Uses {
    pub(super) fn of(session: &Session) -> Uses {
        let mut uses = Uses::default();
        for doc in session.specs() {
            let spec = &doc.spec;
            for (key, value) in spec.token_mapping.iter() {
                let (Ok(key), Ok(path)) = (MappingKey::parse(key), parse_reference(value)) else {
                    continue;
                };
                (uses.mapped.entry(path.join(".")).or_default())
                    .insert((spec.name.clone(), key.part.text.to_owned()));
            }
            for dependency in &spec.dependencies {
                (uses.dependents.entry(dependency.clone()).or_default()).insert(spec.name.clone());
            }
        }
        for permutation in &session.tokens().permutations {
            let set = &permutation.set;
            for id in set.tokens() {
                if let Some(target) = set.aliases.get(id).copied().flatten() {
                    (uses
                        .aliased_by
                        .entry(set.path(target).join("."))
                        .or_default())
                    .insert(set.path(id).join("."));
                }
            }
        }
        uses.bound = session
            .components()
            .iter()
            .map(|c| c.name.clone())
            .collect();
        uses
    }

    /// The specs that map the token `path` itself.
    pub(super) fn specs_mapping(&self, path: &str) -> BTreeSet<&str> {
        (self.mapped.get(path).into_iter().flatten())
            .map(|(spec, _)| spec.as_str())
            .collect()
    }

    /// Whom a change of the token `path` reaches.
    pub(super) fn of_token(&self, path: &str) -> Reach {
        // The aliases of aliases, each once (a cycle is reported by validate, and ends here).
        let mut tokens: BTreeSet<&str> = BTreeSet::new();
        let mut todo = vec![path];
        while let Some(next) = todo.pop() {
            for alias in self.aliased_by.get(next).into_iter().flatten() {
                if alias != path && tokens.insert(alias) {
                    todo.push(alias);
                }
            }
        }
        let mut specs: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for token in std::iter::once(path).chain(tokens.iter().copied()) {
            for (spec, part) in self.mapped.get(token).into_iter().flatten() {
                specs.entry(spec).or_default().insert(part);
            }
        }
        self.reach(tokens, specs)
    }

    /// Whom a change of the component `name` reaches.
    pub(super) fn of_component(&self, name: &str) -> Reach {
        let specs = (self.dependents.get(name).into_iter().flatten())
            .map(|spec| (spec.as_str(), BTreeSet::new()))
            .collect();
        self.reach(BTreeSet::new(), specs)
    }

    fn reach(&self, tokens: BTreeSet<&str>, specs: BTreeMap<&str, BTreeSet<&str>>) -> Reach {
        Reach {
            tokens: tokens.into_iter().map(str::to_owned).collect(),
            components: (specs.keys())
                .filter(|spec| self.bound.contains(**spec))
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
