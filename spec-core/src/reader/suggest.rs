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
    candidates
        .iter()
        .map(|c| (strsim::damerau_levenshtein(&folded, &fold(c)), *c))
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
