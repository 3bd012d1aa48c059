//! [`OrderedMap`]: a map that iterates in insertion order, for the spec's `defaultVariants` and
//! `tokenMapping` (file order is meaning) and the token tree's groups (file order is output
//! order). Written here rather than taken from `indexmap` because uispec-core is compiled into
//! every user's build script: indexmap and its three dependencies were four of the build's 29
//! crates.
//!
//! Entries live in a `Vec`; lookups go through a hash index from the key's keyed hash
//! ([`crate::hash::hash_one`]) to its
//! position (with a chain for colliding hashes), built only once a map has more than
//! [`LINEAR`] entries (most groups and specs are small, and a scan of a few keys beats
//! hashing). Keys are never cloned into the index.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// Up to this many entries, lookups scan the entries.
const LINEAR: usize = 8;

/// An insertion-ordered map. Re-inserting a key replaces its value in place.
#[derive(Clone)]
pub struct OrderedMap<K, V> {
    entries: Vec<(K, V)>,
    /// `None` while the map is small. Boxed so a small map is two words and a pointer: the
    /// token tree holds one map per group, and its node size is its memory.
    index: Option<Box<Index>>,
}

/// The hash index of a large map.
#[derive(Clone, Default)]
struct Index {
    /// Key hash → the first position with that hash.
    first: HashMap<u64, u32, BuildHasherDefault<Identity>>,
    /// For each position, the next position whose key has the same hash ([`NONE`] at the end
    /// of the chain): collisions are rare, but they must not merge two keys.
    next: Vec<u32>,
}

/// The end of a collision chain.
const NONE: u32 = u32::MAX;

impl<K, V> Default for OrderedMap<K, V> {
    fn default() -> Self {
        OrderedMap {
            entries: Vec::new(),
            index: None,
        }
    }
}

impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for OrderedMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<K: PartialEq, V: PartialEq> PartialEq for OrderedMap<K, V> {
    /// Equal when the entries are equal, in order.
    fn eq(&self, other: &Self) -> bool {
        self.entries == other.entries
    }
}

impl<K: Eq, V: Eq> Eq for OrderedMap<K, V> {}

impl<K, V> OrderedMap<K, V> {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty map with room for `capacity` entries.
    pub fn with_capacity(capacity: usize) -> Self {
        OrderedMap {
            entries: Vec::with_capacity(capacity),
            ..Self::default()
        }
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries, in insertion order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (&K, &V)> + ExactSizeIterator {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    /// The keys, in insertion order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &K> + ExactSizeIterator {
        self.entries.iter().map(|(k, _)| k)
    }

    /// The values, in insertion order.
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> + ExactSizeIterator {
        self.entries.iter().map(|(_, v)| v)
    }
}

impl<K: Hash + Eq, V> OrderedMap<K, V> {
    /// The value of `key`.
    pub fn get<Q>(&self, key: &Q) -> Option<&V>
    where
        K: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.position(key).map(|i| &self.entries[i].1)
    }

    /// Whether `key` has a value.
    pub fn contains_key<Q>(&self, key: &Q) -> bool
    where
        K: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.position(key).is_some()
    }

    /// Makes room for `additional` more entries (and their index, if the map will need one), so
    /// a group read from a file is allocated once rather than grown.
    pub fn reserve(&mut self, additional: usize) {
        self.entries.reserve(additional);
        if self.entries.len() + additional <= LINEAR {
            return;
        }
        let unindexed = self.index.is_none();
        let index = self.index.get_or_insert_default();
        index.first.reserve(additional);
        index.next.reserve(additional);
        if unindexed {
            for i in 0..self.entries.len() {
                let h = hash(&self.entries[i].0);
                self.link(h, i);
            }
        }
    }

    /// Sets `key` to `value`: a new key goes last, a known key keeps its place. Returns the
    /// value it replaced.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        let hashed = self.index.is_some().then(|| hash(&key));
        let found = match hashed {
            Some(h) => self.find(h, &key),
            None => self.entries.iter().position(|(k, _)| *k == key),
        };
        if let Some(i) = found {
            return Some(std::mem::replace(&mut self.entries[i].1, value));
        }
        self.entries.push((key, value));
        match hashed {
            Some(h) => self.link(h, self.entries.len() - 1),
            None if self.entries.len() > LINEAR => {
                for i in 0..self.entries.len() {
                    let h = hash(&self.entries[i].0);
                    self.link(h, i);
                }
            }
            None => {}
        }
        None
    }

    fn position<Q>(&self, key: &Q) -> Option<usize>
    where
        K: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        match self.index {
            None => self.entries.iter().position(|(k, _)| k.borrow() == key),
            Some(_) => self.find(hash(key), key),
        }
    }

    /// The position of `key`, whose hash is `h`, through the index.
    fn find<Q>(&self, h: u64, key: &Q) -> Option<usize>
    where
        K: std::borrow::Borrow<Q>,
        Q: Eq + ?Sized,
    {
        let index = self.index.as_deref()?;
        let mut i = *index.first.get(&h)?;
        while i != NONE {
            if self.entries[i as usize].0.borrow() == key {
                return Some(i as usize);
            }
            i = index.next[i as usize];
        }
        None
    }

    /// Indexes the entry at `position` (the last one), whose key hashes to `h`.
    fn link(&mut self, h: u64, position: usize) {
        // Positions are u32: a map of four billion entries is not a spec or a token group.
        let position = u32::try_from(position).unwrap_or(NONE);
        let index = self.index.get_or_insert_default();
        index.next.push(NONE);
        match index.first.get(&h) {
            None => {
                index.first.insert(h, position);
            }
            Some(&first) => {
                let mut last = first;
                while index.next[last as usize] != NONE {
                    last = index.next[last as usize];
                }
                index.next[last as usize] = position;
            }
        }
    }
}

fn hash<Q: Hash + ?Sized>(key: &Q) -> u64 {
    crate::hash::hash_one(key)
}

/// The index's keys are hashes already.
#[derive(Default)]
struct Identity(u64);

impl Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `u64` keys are hashed with this hasher.
        for byte in bytes {
            self.0 = (self.0 << 8) | u64::from(*byte);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// `map[key]`, like a `HashMap`: panics when the key has no value.
impl<K, V, Q> std::ops::Index<&Q> for OrderedMap<K, V>
where
    K: Hash + Eq + std::borrow::Borrow<Q>,
    Q: Hash + Eq + ?Sized,
{
    type Output = V;

    fn index(&self, key: &Q) -> &V {
        match self.get(key) {
            Some(value) => value,
            None => panic!("the map has no such key"),
        }
    }
}

impl<K: Hash + Eq, V> FromIterator<(K, V)> for OrderedMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        let mut map = OrderedMap::new();
        for (k, v) in iter {
            map.insert(k, v);
        }
        map
    }
}

impl<'a, K, V> IntoIterator for &'a OrderedMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (K, V)>, fn(&'a (K, V)) -> (&'a K, &'a V)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(k, v)| (k, v))
    }
}

impl<K: serde::Serialize, V: serde::Serialize> serde::Serialize for OrderedMap<K, V> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_order_and_finds_keys_small_and_large() {
        let mut map = OrderedMap::new();
        for i in (0..100).rev() {
            assert_eq!(map.insert(format!("k{i}"), i), None);
            assert_eq!(map.get(format!("k{i}").as_str()), Some(&i));
        }
        assert_eq!(map.len(), 100);
        assert_eq!(map.keys().next().map(String::as_str), Some("k99"));
        assert_eq!(map.insert("k50".to_owned(), -1), Some(50));
        assert_eq!(map.values().nth(49), Some(&-1));
        assert!(map.contains_key("k0") && !map.contains_key("k100"));
        let small: OrderedMap<&str, i32> = [("b", 1), ("a", 2)].into_iter().collect();
        assert_eq!(
            small.iter().map(|(k, _)| *k).collect::<Vec<_>>(),
            ["b", "a"]
        );
        assert_eq!(
            serde_json::to_string(&small).unwrap_or_default(),
            r#"{"b":1,"a":2}"#
        );
    }

    #[test]
    fn reserving_past_the_scan_limit_indexes_what_is_there() {
        let mut map = OrderedMap::new();
        map.insert("a", 1);
        map.insert("b", 2);
        map.reserve(LINEAR * 4);
        assert!(map.index.is_some());
        assert_eq!((map.get("a"), map.get("b")), (Some(&1), Some(&2)));
        for i in 0..LINEAR * 4 {
            map.insert(["c", "d", "e", "f"][i % 4], i);
        }
        assert_eq!(map.len(), 6);
        assert_eq!(map.get("a"), Some(&1));
        let mut small: OrderedMap<&str, i32> = OrderedMap::new();
        small.reserve(2);
        assert!(small.index.is_none(), "small maps are scanned");
    }

    #[test]
    fn hash_collisions_are_told_apart() {
        let mut map: OrderedMap<String, i32> = (0..20).map(|i| (format!("k{i}"), i)).collect();
        // Two keys forced onto one hash: the chain keeps them apart.
        let h = hash("k3");
        map.entries.push(("x".to_owned(), 99));
        map.link(h, map.entries.len() - 1);
        assert_eq!(map.find(h, "k3"), Some(3));
        assert_eq!(map.find(h, "x"), Some(20));
        assert_eq!(map.find(h, "y"), None);
    }
}
