//! The one hasher for keys that come from input files (token and group names, JSON object
//! keys, spec and prop names): foldhash, keyed at random once per process.
//!
//! An unkeyed hash lets a file be written so that all its keys collide: fully colliding keys
//! for FxHash were built in five minutes on one core, and 32,768 of them as token names in one
//! group took 9.8 s to load instead of 0.10 s. With a key the file's author cannot know, no
//! file can be prepared to collide. foldhash is as fast as FxHash on short strings; the cost
//! on the 1,000-spec / 30,000-token benchmark is in `docs/decisions.md`.

use std::hash::{BuildHasher, Hash};
use std::sync::OnceLock;

/// The hasher of [`Map`] and [`Set`]: each map keyed anew from the process's random seed.
pub(crate) type State = foldhash::fast::RandomState;

/// A hash map for keys from input.
pub(crate) type Map<K, V> = std::collections::HashMap<K, V, State>;

/// A hash set for keys from input.
pub(crate) type Set<K> = std::collections::HashSet<K, State>;

/// `key`'s hash under one key for the whole process, for indexes that keep hashes (an
/// [`crate::ordered::OrderedMap`] and its clones must agree).
pub(crate) fn hash_one<Q: Hash + ?Sized>(key: &Q) -> u64 {
    static STATE: OnceLock<State> = OnceLock::new();
    STATE.get_or_init(State::default).hash_one(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keyed: the same key hashes differently under two states, so what collides under one
    /// (and a file prepared offline) is no collision under the process's own. An unkeyed
    /// hasher (FxHash, which this replaced) gives one hash everywhere.
    #[test]
    fn hashes_depend_on_a_key_the_file_cannot_know() {
        let key = "color.action.primary.background";
        let one = State::default().hash_one(key);
        let other = State::default().hash_one(key);
        assert_ne!(one, other);
        // Within the process, the shared state is stable (indexes keep hashes).
        assert_eq!(hash_one(key), hash_one(key));
    }
}
