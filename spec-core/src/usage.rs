//! Which spec entries use which token: the impact of changing a token. The documentation site
//! lists it on every token ("where used"); an editor's "find references" is the same question.
//!
//! A tokenMapping entry uses the token it names, and every token that one aliases on the way
//! to a value, in any permutation of the resolver (the dark theme may alias another
//! primitive). References inside a composite value (a shadow's colour) are not followed: the
//! entry's declaration changes only through its own chain.

use std::collections::BTreeMap;

use crate::reader::SpecDocument;
use crate::tokens::Tokens;

/// One tokenMapping entry that uses a token.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
#[non_exhaustive]
pub struct TokenUse {
    /// The spec's `name`.
    pub spec: String,
    /// The tokenMapping key (`root.background:hover[variant=primary]`).
    pub key: String,
    /// The tokens between the one the entry names and this one, dot-joined, in alias order;
    /// empty when the entry names this token itself.
    pub via: Vec<String>,
}

/// Every token used by the `specs`' tokenMappings, by dot-joined path, each with its uses in
/// spec order, then in the order of the spec's keys. References that resolve in no permutation
/// use nothing.
pub fn token_uses(specs: &[&SpecDocument], tokens: &Tokens) -> BTreeMap<String, Vec<TokenUse>> {
    // Per token, per (spec, key) position: the shortest alias path that reaches it.
    let mut found: BTreeMap<String, BTreeMap<(usize, usize), Vec<String>>> = BTreeMap::new();
    for (s, doc) in specs.iter().enumerate() {
        for (k, entry) in doc.mapping().enumerate() {
            let Ok(segments) = entry.reference else {
                continue;
            };
            for permutation in &tokens.permutations {
                let set = &permutation.set;
                let Ok(chain) = set.resolve(&segments) else {
                    continue;
                };
                let paths: Vec<String> = chain.iter().map(|id| set.path(*id).join(".")).collect();
                for (i, path) in paths.iter().enumerate() {
                    let via = &paths[..i];
                    let entry = found.entry(path.clone()).or_default();
                    match entry.get_mut(&(s, k)) {
                        Some(shortest) if shortest.len() <= via.len() => {}
                        Some(shortest) => *shortest = via.to_vec(),
                        None => {
                            entry.insert((s, k), via.to_vec());
                        }
                    }
                }
            }
        }
    }
    found
        .into_iter()
        .map(|(path, by_entry)| {
            let uses = by_entry
                .into_iter()
                .filter_map(|((s, k), via)| {
                    let spec = &specs[s].spec;
                    let (key, _) = spec.token_mapping.iter().nth(k)?;
                    Some(TokenUse {
                        spec: spec.name.clone(),
                        key: key.clone(),
                        via,
                    })
                })
                .collect();
            (path, uses)
        })
        .collect()
}
