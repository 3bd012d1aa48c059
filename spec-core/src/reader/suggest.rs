//! "Did you mean …?" for unknown keys and values.

/// The candidate closest to `input`, if one is close enough to be a plausible typo: the same
/// word in another case or separator style (`Name`, `default_variants`), or within a small
/// edit distance (`desciption`).
pub fn did_you_mean<'c>(input: &str, candidates: &[&'c str]) -> Option<&'c str> {
    let folded = fold(input);
    if let Some(same) = candidates.iter().find(|c| fold(c) == folded) {
        return Some(same);
    }
    let limit = (input.chars().count() / 3).max(1);
    let length = folded.chars().count();
    candidates
        .iter()
        .filter_map(|c| {
            let c_folded = fold(c);
            // The distance is at least the difference in length: most candidates of a long list
            // (every spec name, every token of a group) are ruled out without computing it.
            (length.abs_diff(c_folded.chars().count()) <= limit)
                .then(|| (strsim::damerau_levenshtein(&folded, &c_folded), *c))
        })
        .filter(|(distance, _)| *distance <= limit)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, c)| c)
}

fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '_' | '-' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

/// `` `a`, `b`, `c` `` for a help line listing the valid choices.
pub(crate) fn list(choices: &[&str]) -> String {
    choices
        .iter()
        .map(|c| format!("`{c}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The help for a name that is not among `known` (the spec's `what`): "did you mean `x`?",
/// or the list of what exists.
#[cfg(feature = "validate")]
pub(crate) fn suggestion(input: &str, known: &[&str], what: &str) -> String {
    match did_you_mean(input, known) {
        Some(name) => format!("did you mean `{name}`?"),
        None if known.is_empty() => format!("the spec has no {what}"),
        None => format!("the {what} are {}", list(known)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_typos_and_case_variants() {
        let keys = ["name", "description", "defaultVariants", "tokenMapping"];
        assert_eq!(did_you_mean("desciption", &keys), Some("description"));
        assert_eq!(
            did_you_mean("default_variants", &keys),
            Some("defaultVariants")
        );
        assert_eq!(did_you_mean("Name", &keys), Some("name"));
        assert_eq!(did_you_mean("token-mapping", &keys), Some("tokenMapping"));
        assert_eq!(did_you_mean("colour", &keys), None);
    }
}
