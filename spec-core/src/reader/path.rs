//! Where the reader is in the tree, without allocating: a chain of borrowed segments that is
//! turned into a JSON Pointer or a display path only when a finding needs one.

use super::source_map::{display_path, push_pointer};

/// A position in a JSON tree.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Path<'p> {
    /// The root value.
    Root,
    /// A member of an object.
    Key(&'p Path<'p>, &'p str),
    /// An element of an array.
    Index(&'p Path<'p>, usize),
}

impl<'p> Path<'p> {
    /// The member `key` below this position.
    pub(crate) fn key(&'p self, key: &'p str) -> Path<'p> {
        Path::Key(self, key)
    }

    /// The element `index` below this position.
    pub(crate) fn index(&'p self, index: usize) -> Path<'p> {
        Path::Index(self, index)
    }

    pub(crate) fn is_root(&self) -> bool {
        matches!(self, Path::Root)
    }

    /// The RFC 6901 JSON Pointer (`/props/2/required`).
    pub(crate) fn pointer(&self) -> String {
        match self {
            Path::Root => String::new(),
            Path::Key(parent, key) => push_pointer(&parent.pointer(), key),
            Path::Index(parent, index) => push_pointer(&parent.pointer(), &index.to_string()),
        }
    }

    /// The path as messages show it (`props[2].required`).
    pub(crate) fn display(&self) -> String {
        display_path(&self.pointer())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_and_display() {
        let root = Path::Root;
        let props = root.key("props");
        let second = props.index(2);
        let required = second.key("required");
        assert_eq!(required.pointer(), "/props/2/required");
        assert_eq!(required.display(), "props[2].required");
        assert!(root.is_root() && !required.is_root());
    }
}
