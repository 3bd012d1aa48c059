//! Copy-on-write storage for the token tree, so the permutations of a resolver hold only what
//! makes them differ.
//!
//! A resolver with eight two-context modifiers has 256 permutations, each a whole tree; held
//! as plain vectors, 256 trees of 50,000 tokens took 4 GB. Every permutation starts from a
//! clone of the tree its sets build, and a modifier's context changes a few tokens: stored in
//! chunks behind [`Arc`]s, a clone shares every chunk, and writing a node copies only its own
//! chunk ([`Chunked`]). A group's children are a shared map plus the names this tree added or
//! replaced ([`Children`]), so adding one token to a group of 50,000 copies nothing of the
//! other 49,999. The resolution a permutation computes afresh (types and aliases) is shared
//! again with the default permutation's wherever a chunk came out equal
//! ([`Chunked::share_equal`]).

use std::ops::{Index, IndexMut};
use std::sync::Arc;

use crate::ordered::OrderedMap;
use crate::reader::json::Text;

/// Index of a node in a [`TokenSet`](super::TokenSet).
pub type NodeId = usize;

/// Elements per chunk: a write copies at most this many neighbours.
const CHUNK: usize = 64;

/// A vector stored as shared chunks: cloning it is cheap, and writing an element copies its
/// chunk only while another clone still shares it.
#[derive(Debug)]
pub(crate) struct Chunked<T> {
    chunks: Vec<Arc<Vec<T>>>,
    len: usize,
}

impl<T> Clone for Chunked<T> {
    fn clone(&self) -> Self {
        Chunked {
            chunks: self.chunks.clone(),
            len: self.len,
        }
    }
}

impl<T> Default for Chunked<T> {
    fn default() -> Self {
        Chunked {
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<T> Chunked<T> {
    /// Number of elements.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The element at `index`, if there is one.
    pub(crate) fn get(&self, index: usize) -> Option<&T> {
        self.chunks.get(index / CHUNK)?.get(index % CHUNK)
    }

    /// Every element, in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> {
        self.chunks.iter().flat_map(|chunk| chunk.iter())
    }

    /// How many elements are held in chunks that `base` does not share: what this vector
    /// costs beyond `base`.
    pub(crate) fn unshared_with(&self, base: &Chunked<T>) -> usize {
        self.chunks
            .iter()
            .enumerate()
            .filter(|(i, chunk)| {
                base.chunks
                    .get(*i)
                    .is_none_or(|theirs| !Arc::ptr_eq(chunk, theirs))
            })
            .map(|(_, chunk)| chunk.len())
            .sum()
    }
}

impl<T: Clone> Chunked<T> {
    /// The elements of `vec`, in chunks.
    pub(crate) fn from_vec(vec: Vec<T>) -> Self {
        let len = vec.len();
        let chunks = vec
            .chunks(CHUNK)
            .map(|chunk| Arc::new(chunk.to_vec()))
            .collect();
        Chunked { chunks, len }
    }

    /// Adds an element at the end.
    pub(crate) fn push(&mut self, value: T) {
        if self.len.is_multiple_of(CHUNK) {
            self.chunks.push(Arc::new(Vec::with_capacity(CHUNK)));
        }
        let last = self.chunks.last_mut().expect("a chunk was just ensured");
        Arc::make_mut(last).push(value);
        self.len += 1;
    }

    /// Keeps the first `len` elements.
    pub(crate) fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        self.chunks.truncate(len.div_ceil(CHUNK));
        if !len.is_multiple_of(CHUNK)
            && let Some(last) = self.chunks.last_mut()
        {
            Arc::make_mut(last).truncate(len % CHUNK);
        }
        self.len = len;
    }
}

impl<T: Clone + PartialEq> Chunked<T> {
    /// Shares `base`'s chunk wherever this vector's chunk at the same place holds the same
    /// elements, so equal results computed twice are held once.
    pub(crate) fn share_equal(&mut self, base: &Chunked<T>) {
        for (mine, theirs) in self.chunks.iter_mut().zip(&base.chunks) {
            if !Arc::ptr_eq(mine, theirs) && **mine == **theirs {
                *mine = Arc::clone(theirs);
            }
        }
    }
}

impl<T> Index<usize> for Chunked<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        &self.chunks[index / CHUNK][index % CHUNK]
    }
}

impl<T: Clone> IndexMut<usize> for Chunked<T> {
    fn index_mut(&mut self, index: usize) -> &mut T {
        &mut Arc::make_mut(&mut self.chunks[index / CHUNK])[index % CHUNK]
    }
}

/// The children of a group by name, in file order: a map shared between the clones of a tree,
/// and the names this tree added or pointed elsewhere since ([`Children::freeze`] folds them
/// into a new shared map). Names are hashed with the keyed hash of [`crate::hash`]: the maps
/// are the hot path of loading, and names come from files a stranger may have written.
#[derive(Debug, Clone, Default)]
pub struct Children {
    shared: Arc<OrderedMap<Text, NodeId>>,
    own: OrderedMap<Text, NodeId>,
}

impl Children {
    /// The child called `name`.
    pub fn get(&self, name: &str) -> Option<NodeId> {
        self.own
            .get(name)
            .or_else(|| self.shared.get(name))
            .copied()
    }

    /// Sets `name` to `id`: a new name goes last, a known name keeps its place. Returns the
    /// child it replaced.
    pub(crate) fn insert(&mut self, name: Text, id: NodeId) -> Option<NodeId> {
        let shared = self.shared.get(&*name).copied();
        self.own.insert(name, id).or(shared)
    }

    /// Makes room for `additional` more children.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.own.reserve(additional);
    }

    /// The children, in order: the shared ones (pointing where this tree replaced them), then
    /// the ones this tree added.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (&str, NodeId)> {
        let replaced = !self.own.is_empty();
        let shared = self.shared.iter().map(move |(name, &id)| {
            let id = if replaced {
                self.own.get(name).copied().unwrap_or(id)
            } else {
                id
            };
            (&**name, id)
        });
        let added = self
            .own
            .iter()
            .filter(|(name, _)| !self.shared.contains_key(&***name))
            .map(|(name, &id)| (&**name, id));
        shared.chain(added)
    }

    /// How many names this tree added or replaced since the map was last shared.
    pub(crate) fn own_len(&self) -> usize {
        self.own.len()
    }

    /// Folds this tree's own names into the shared map, so clones made from here on share
    /// them too.
    pub(crate) fn freeze(&mut self) {
        if self.own.is_empty() {
            return;
        }
        let own = std::mem::take(&mut self.own);
        if self.shared.is_empty() {
            self.shared = Arc::new(own);
            return;
        }
        let shared = Arc::make_mut(&mut self.shared);
        shared.reserve(own.len());
        for (name, id) in own.iter() {
            shared.insert(name.clone(), *id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clone_shares_chunks_until_written() {
        let mut base = Chunked::default();
        for i in 0..200 {
            base.push(i);
        }
        let mut copy = base.clone();
        assert_eq!(copy.unshared_with(&base), 0);
        copy[130] = -1;
        assert_eq!(copy.unshared_with(&base), CHUNK);
        assert_eq!((base[130], copy[130]), (130, -1));
        copy.push(200);
        assert_eq!(copy.unshared_with(&base), CHUNK + 200 - 3 * CHUNK + 1);
        copy[130] = 130;
        copy.share_equal(&base);
        assert_eq!(copy.unshared_with(&base), 200 - 3 * CHUNK + 1);
        copy.truncate(70);
        assert_eq!(
            copy.iter().copied().collect::<Vec<_>>(),
            (0..70).collect::<Vec<_>>()
        );
        assert_eq!(
            (copy.len(), copy.get(69), copy.get(70)),
            (70, Some(&69), None)
        );
        assert_eq!(base.len(), 200);
        let from_vec = Chunked::from_vec((0..200).collect());
        assert!(from_vec.iter().eq(base.iter()));
    }

    #[test]
    fn children_keep_their_order_over_a_shared_map() {
        let mut children = Children::default();
        for (i, name) in ["a", "b", "c"].into_iter().enumerate() {
            assert_eq!(children.insert(Text::Borrowed(name), i), None);
        }
        children.freeze();
        let mut copy = children.clone();
        assert_eq!(copy.insert(Text::Borrowed("b"), 10), Some(1));
        assert_eq!(copy.insert(Text::Borrowed("d"), 11), None);
        assert_eq!(copy.insert(Text::Borrowed("b"), 12), Some(10));
        let listed: Vec<_> = copy.iter().map(|(n, id)| (n.to_owned(), id)).collect();
        let expected = [("a", 0), ("b", 12), ("c", 2), ("d", 11)];
        assert!(listed.iter().map(|(n, id)| (n.as_str(), *id)).eq(expected));
        assert_eq!(copy.iter().next_back(), Some(("d", 11)));
        assert_eq!(
            (copy.get("b"), copy.get("d"), copy.get("e")),
            (Some(12), Some(11), None)
        );
        assert_eq!(children.get("b"), Some(1));
        copy.freeze();
        assert!(copy.iter().eq(expected));
        assert_eq!(copy.own_len(), 0);
    }
}
