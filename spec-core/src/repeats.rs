//! Which items of a list repeat an earlier one: the reader's `uniqueItems` lists (a spec's
//! states, an axis's values) and the spec rule on props, variants, slots, parts and events
//! whose names match. One place decides how a list is searched, so a hostile list is bounded
//! the same way everywhere.

use std::collections::HashMap;
use std::hash::Hash;

/// Lists up to this long (nearly all) are compared pairwise, which builds nothing; a longer
/// one goes through a map of keys, so that a list of 100,000 items stays linear. The map
/// hashes with std's randomly keyed SipHash: a file cannot be written to make its keys collide.
pub(crate) const PAIRWISE_UP_TO: usize = 32;

/// Each item that repeats an earlier one, with the first item it repeats: `(index, earlier)`,
/// in list order. Two items are the same when their `key`s are equal; an item without a key
/// (`None`: a number in a list of strings) repeats nothing. `same` answers the same question
/// without building keys, for the pairwise search, and must agree with `key`.
pub(crate) fn repeats<'a, T, K: Hash + Eq>(
    items: &'a [T],
    key: impl Fn(&'a T) -> Option<K>,
    same: impl Fn(&T, &T) -> bool,
) -> Vec<(usize, usize)> {
    if items.len() <= PAIRWISE_UP_TO {
        return (0..items.len())
            .filter_map(|index| {
                let here = &items[index];
                let earlier = items[..index].iter().position(|other| same(other, here))?;
                Some((index, earlier))
            })
            .collect();
    }
    let mut first = HashMap::with_capacity(items.len());
    items
        .iter()
        .enumerate()
        .filter_map(|(index, item)| {
            let earlier = *first.entry(key(item)?).or_insert(index);
            (earlier != index).then_some((index, earlier))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Repeats among `items`, compared without case, pairwise or through the map.
    fn repeats_of(items: &[Option<&str>]) -> Vec<(usize, usize)> {
        repeats(
            items,
            |item| item.map(str::to_lowercase),
            |a, b| matches!((a, b), (Some(a), Some(b)) if a.eq_ignore_ascii_case(b)),
        )
    }

    #[test]
    fn short_and_long_lists_give_the_same_repeats() {
        let short = [
            Some("a"),
            Some("B"),
            None,
            Some("b"),
            None,
            Some("A"),
            Some("b"),
        ];
        let expected = [(3, 1), (5, 0), (6, 1)];
        assert_eq!(repeats_of(&short), expected);
        // The same list after enough distinct items to be searched through the map.
        let names: Vec<String> = (0..PAIRWISE_UP_TO).map(|i| format!("n{i}")).collect();
        let long: Vec<Option<&str>> = names
            .iter()
            .map(|n| Some(n.as_str()))
            .chain(short)
            .collect();
        let shifted: Vec<(usize, usize)> = expected
            .iter()
            .map(|(i, e)| (i + PAIRWISE_UP_TO, e + PAIRWISE_UP_TO))
            .collect();
        assert_eq!(repeats_of(&long), shifted);
        assert!(repeats_of(&[]).is_empty());
    }
}
