//! Token files that are not DTCG 2025.10: Style Dictionary's `value`/`type` format and Tokens
//! Studio exports. They are recognised and reported with one clear diagnostic, or — with
//! `[tokens] compat = true` — read: keys mapped to their DTCG names, values taken as they are,
//! and only the references inside them checked.

use std::ops::Range;

use super::model::TokenType;
use crate::reader::json::Json;

/// The format of a token file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// W3C DTCG (any object with `$value`, or no tokens at all).
    Dtcg,
    /// Style Dictionary's pre-DTCG format: tokens are objects with `value`.
    StyleDictionary,
    /// A Tokens Studio export: `value`/`type` tokens with Tokens Studio types, `$themes` /
    /// `$metadata`, or sets next to a `$themes.json`.
    TokensStudio,
}

impl Format {
    /// How the format is named in messages.
    pub fn name(self) -> &'static str {
        match self {
            Format::Dtcg => "W3C DTCG",
            Format::StyleDictionary => "Style Dictionary (pre-DTCG)",
            Format::TokensStudio => "Tokens Studio",
        }
    }
}

/// Types Tokens Studio uses that DTCG does not have.
const STUDIO_TYPES: &[&str] = &[
    "sizing",
    "spacing",
    "borderRadius",
    "borderWidth",
    "fontFamilies",
    "fontWeights",
    "fontSizes",
    "lineHeights",
    "letterSpacing",
    "paragraphSpacing",
    "paragraphIndent",
    "boxShadow",
    "composition",
    "textCase",
    "textDecoration",
    "opacity",
    "asset",
    "other",
];

/// The DTCG type of a Style Dictionary / Tokens Studio `type`, when there is one.
pub fn map_type(legacy: &str) -> Option<TokenType> {
    TokenType::from_name(legacy).or(match legacy {
        "sizing" | "spacing" | "borderRadius" | "borderWidth" | "fontSizes" | "letterSpacing"
        | "paragraphSpacing" | "paragraphIndent" | "size" => Some(TokenType::Dimension),
        "fontFamilies" => Some(TokenType::FontFamily),
        "fontWeights" => Some(TokenType::FontWeight),
        "lineHeights" | "opacity" => Some(TokenType::Number),
        "boxShadow" => Some(TokenType::Shadow),
        "time" => Some(TokenType::Duration),
        _ => None,
    })
}

/// Recognises the format of a parsed token file. `studio_metadata` says whether the token
/// paths hold a `$themes.json` or `$metadata.json`. For a legacy format, also returns the range
/// of its first legacy key (where the diagnostic points).
pub fn detect(root: &Json, studio_metadata: bool) -> (Format, Option<Range<usize>>) {
    let mut scan = Scan::default();
    scan.visit(root);
    if scan.dtcg || scan.first_legacy.is_none() {
        return (Format::Dtcg, None);
    }
    let format = if studio_metadata || is_multi_set(root) || scan.studio_type {
        Format::TokensStudio
    } else {
        Format::StyleDictionary
    };
    (format, scan.first_legacy)
}

/// Whether a Tokens Studio file holds several sets at its top level (single-file export).
pub fn is_multi_set(root: &Json) -> bool {
    root.members().is_some_and(|members| {
        members
            .iter()
            .any(|m| matches!(m.key.as_ref(), "$themes" | "$metadata"))
    })
}

/// `$metadata.tokenSetOrder` of a Tokens Studio file, or of a `$metadata.json`.
pub fn set_order(root: &Json) -> Vec<String> {
    let metadata = root.get("$metadata").unwrap_or(root);
    match metadata.get("tokenSetOrder").and_then(Json::as_array) {
        Some(items) => items
            .iter()
            .filter_map(|item| item.as_str().map(str::to_owned))
            .collect(),
        None => Vec::new(),
    }
}

/// One Tokens Studio theme: an option of its group, and the token sets it uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Theme {
    /// Its group (the themes of one group are alternatives, like a modifier's contexts).
    pub group: String,
    /// Its name.
    pub name: String,
    /// The sets it reads: `enabled` ones and `source` ones (used for references only).
    pub sets: Vec<String>,
}

/// The themes of a `$themes.json`, or of a single-file export's `$themes` key.
pub fn themes(root: &Json) -> Vec<Theme> {
    let list = root.get("$themes").unwrap_or(root);
    let Some(items) = list.as_array() else {
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|theme| {
            let name = theme.get("name")?.as_str()?.to_owned();
            let group = theme
                .get("group")
                .and_then(Json::as_str)
                .unwrap_or("theme")
                .to_owned();
            let sets = theme
                .get("selectedTokenSets")?
                .members()?
                .iter()
                .filter(|m| matches!(m.value.as_str(), Some("enabled" | "source")))
                .map(|m| m.key.to_string())
                .collect();
            Some(Theme { group, name, sets })
        })
        .collect()
}

/// Every combination of one theme per group (in the order groups first appear), at most `cap`.
pub fn theme_permutations(themes: &[Theme], cap: usize) -> Vec<Vec<&Theme>> {
    let mut groups: Vec<&str> = Vec::new();
    for theme in themes {
        if !groups.contains(&theme.group.as_str()) {
            groups.push(&theme.group);
        }
    }
    let mut combinations: Vec<Vec<&Theme>> = vec![Vec::new()];
    for group in groups {
        let options: Vec<&Theme> = themes.iter().filter(|t| t.group == group).collect();
        combinations = combinations
            .iter()
            .flat_map(|combination| {
                options
                    .iter()
                    .map(move |option| [combination.as_slice(), &[*option]].concat())
            })
            .take(cap)
            .collect();
    }
    combinations
}

#[derive(Default)]
struct Scan {
    dtcg: bool,
    first_legacy: Option<Range<usize>>,
    studio_type: bool,
}

impl Scan {
    /// Walks groups (never into values or `$extensions`); nesting is bounded by the parser.
    fn visit(&mut self, value: &Json) {
        let Some(members) = value.members() else {
            return;
        };
        for member in members {
            if self.dtcg {
                return;
            }
            match member.key.as_ref() {
                "$value" => {
                    self.dtcg = true;
                    return;
                }
                "value" if self.first_legacy.is_none() => {
                    self.first_legacy = Some(member.key_span.clone())
                }
                "type" => {
                    self.studio_type |= member
                        .value
                        .as_str()
                        .is_some_and(|t| STUDIO_TYPES.contains(&t))
                }
                _ => {}
            }
            if !matches!(member.key.as_ref(), "value" | "$extensions") {
                self.visit(&member.value);
            }
        }
    }
}

/// The `{…}` references inside a legacy value string (`"{spacing.base} * 2"`), with their byte
/// offsets in the string; a `.value` suffix (Style Dictionary v3) is dropped.
pub fn embedded_references(text: &str) -> Vec<(Range<usize>, Vec<&str>)> {
    let mut found = Vec::new();
    let mut rest = 0;
    while let Some(open) = text[rest..].find('{') {
        let start = rest + open;
        let Some(close) = text[start..].find('}') else {
            break;
        };
        let end = start + close + 1;
        let inner = &text[start + 1..end - 1];
        let inner = inner.strip_suffix(".value").unwrap_or(inner);
        if !inner.is_empty() && !inner.contains('{') {
            found.push((start..end, inner.split('.').collect()));
        }
        rest = end;
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded() {
        let refs = embedded_references("{spacing.base} * 2 + {a.b.value}");
        assert_eq!(
            refs.iter().map(|(_, s)| s.join(".")).collect::<Vec<_>>(),
            ["spacing.base", "a.b"]
        );
        assert_eq!(refs[0].0, 0..14);
        assert!(embedded_references("no refs").is_empty());
    }
}
