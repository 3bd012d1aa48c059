//! The tokens' side of a diff, per theme (each permutation of the resolver's contexts).
//!
//! A token changed when its *own* definition did: its `$value`, the token an alias names, its
//! `$type`, its `$deprecated`. A token whose value moved only because a token it aliases did is
//! not a change of its own: it is in that token's reach. A rename is a token gone and one come
//! with the same type and value in every theme, mapped by the same specs (or, when neither is
//! mapped, the only such pair).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::reach::Uses;
use super::{Change, Kind, Options, Reach, Side};
use crate::Location;
use crate::color::Rgba;
use crate::css::css_value;
use crate::tokens::{Deprecation, NodeKind, TokenType};
use crate::validate::Session;

/// What a token is in one theme.
#[derive(Debug, Clone, PartialEq)]
struct Theme {
    /// Its own definition: the token an alias names, or its `$value`.
    definition: Definition,
    /// What it resolves to, as CSS writes it (`#1d4ed8`), when it resolves.
    value: Option<String>,
    /// The colour it resolves to, for a colour.
    color: Option<Rgba>,
    /// The dimension it resolves to, in its unit, for a dimension.
    dimension: Option<(f64, String)>,
}

#[derive(Debug, Clone, PartialEq)]
enum Definition {
    Alias(String),
    Own(Value),
    Missing,
}

/// A token in one project: its type, its themes, whether it is deprecated, where it is.
#[derive(Debug, Clone)]
struct Token {
    ty: Option<TokenType>,
    themes: BTreeMap<String, Theme>,
    deprecated: Option<String>,
    location: Location,
}

/// Every token of `session`, by path.
fn tokens_of(session: &Session) -> BTreeMap<String, Token> {
    let mut tokens: BTreeMap<String, Token> = BTreeMap::new();
    for permutation in &session.tokens().permutations {
        let set = &permutation.set;
        let theme = permutation.label();
        for id in set.tokens() {
            let path = set.path(id).join(".");
            let definition = match (set.aliases.get(id).copied().flatten(), &set.node(id).kind) {
                (Some(target), _) => Definition::Alias(set.path(target).join(".")),
                (
                    None,
                    NodeKind::Token {
                        value: Some(value), ..
                    },
                ) => {
                    let file = &set.files()[set.node(id).file];
                    Definition::Own(crate::reader::json::to_json_value(value, file.text()))
                }
                (None, _) => Definition::Missing,
            };
            let ty = set.token_type(id);
            let dimension = match ty {
                Some(TokenType::Dimension) => (set.concrete_value(id)).and_then(|v| {
                    Some((
                        v.get("value")?.as_f64()?,
                        v.get("unit")?.as_str()?.to_owned(),
                    ))
                }),
                _ => None,
            };
            let seen = Theme {
                definition,
                value: css_value(set, id),
                color: (ty == Some(TokenType::Color))
                    .then(|| set.color(id))
                    .flatten(),
                dimension,
            };
            let token = tokens.entry(path).or_insert_with(|| Token {
                ty,
                themes: BTreeMap::new(),
                deprecated: None,
                location: set.location(id),
            });
            if permutation.is_default {
                token.location = set.location(id);
            }
            if let Some(deprecation) = set.deprecation(id) {
                token.deprecated = match deprecation {
                    Deprecation::No => None,
                    Deprecation::Yes => Some(String::new()),
                    Deprecation::Reason(reason) => Some(reason.clone()),
                };
            }
            token.themes.insert(theme.clone(), seen);
        }
    }
    tokens
}

/// Adds the tokens' changes from `base` to `head` to `out`, in path order.
pub(super) fn compare(
    base: &Session,
    head: &Session,
    (options, renamed_specs): (&Options, &[(String, String)]),
    (old_uses, new_uses): &(Uses, Uses),
    out: &mut Vec<Change>,
) {
    let (old, new) = (tokens_of(base), tokens_of(head));
    let gone: Vec<&String> = old.keys().filter(|p| !new.contains_key(*p)).collect();
    let came: Vec<&String> = new.keys().filter(|p| !old.contains_key(*p)).collect();
    // Renames: the same type and values in every theme, and the same specs mapping them.
    let values = |token: &Token| -> Vec<(String, Option<String>)> {
        (token.themes.iter())
            .map(|(theme, seen)| (theme.clone(), seen.value.clone()))
            .collect()
    };
    let alike = |from: &str, to: &str| {
        let (a, b) = (&old[from], &new[to]);
        a.ty == b.ty && values(a) == values(b) && values(a).iter().all(|(_, v)| v.is_some())
    };
    let mut renamed: Vec<(&String, &String)> = Vec::new();
    for from in &gone {
        let candidates: Vec<&&String> = came.iter().filter(|to| alike(from, to)).collect();
        // The specs that mapped it, by their names now (a spec renamed in the same change).
        let mapped: BTreeSet<&str> = (old_uses.specs_mapping(from).into_iter())
            .map(|spec| {
                (renamed_specs.iter())
                    .find(|(was, _)| was == spec)
                    .map_or(spec, |(_, now)| now.as_str())
            })
            .collect();
        let chosen: Vec<&&String> = match mapped.is_empty() {
            false => (candidates.iter().copied())
                .filter(|to| new_uses.specs_mapping(to) == mapped)
                .collect(),
            true => {
                let rivals = gone
                    .iter()
                    .filter(|g| candidates.iter().any(|to| alike(g, to)));
                match (candidates.as_slice(), rivals.count()) {
                    ([only], 1) if new_uses.specs_mapping(only).is_empty() => vec![*only],
                    _ => Vec::new(),
                }
            }
        };
        if let [to] = chosen.as_slice()
            && !renamed.iter().any(|(_, t)| t == *to)
        {
            renamed.push((from, to));
        }
    }
    let mut changes: Vec<(&String, Change)> = Vec::new();
    let change = |kind: Kind, path: &str, token: &Token, side: Side, message: String| Change {
        kind,
        component: None,
        token: Some(path.to_owned()),
        message,
        location: token.location.clone(),
        side,
        reach: Reach::default(),
    };
    for path in &gone {
        if let Some((_, to)) = renamed.iter().find(|(from, _)| from == path) {
            let message = format!("renamed from `{path}`");
            changes.push((
                to,
                change(Kind::TokenRenamed, to, &new[*to], Side::Head, message),
            ));
        } else {
            let message = "removed".to_owned();
            changes.push((
                path,
                change(Kind::TokenRemoved, path, &old[*path], Side::Base, message),
            ));
        }
    }
    for path in &came {
        if !renamed.iter().any(|(_, to)| to == path) {
            let message = "added".to_owned();
            changes.push((
                path,
                change(Kind::TokenAdded, path, &new[*path], Side::Head, message),
            ));
        }
    }
    for (path, now) in &new {
        let Some(was) = old.get(path) else { continue };
        let mut push = |kind: Kind, message: String| {
            changes.push((path, change(kind, path, now, Side::Head, message)));
        };
        if was.ty != now.ty {
            let name = |ty: Option<TokenType>| ty.map_or("no type", TokenType::as_str);
            push(
                Kind::TokenTypeChanged,
                format!("is a {}, was a {}", name(now.ty), name(was.ty)),
            );
            continue;
        }
        if now.deprecated.is_some() && was.deprecated.is_none() {
            let said = match now.deprecated.as_deref() {
                Some("") | None => String::new(),
                Some(reason) => format!(": {reason}"),
            };
            push(Kind::TokenDeprecated, format!("deprecated{said}"));
        }
        // The themes both have, where the token's own definition changed.
        let moved: Vec<(&String, &Theme, &Theme)> = (now.themes.iter())
            .filter_map(|(theme, is)| Some((theme, was.themes.get(theme)?, is)))
            .filter(|(_, a, b)| a.definition != b.definition)
            .collect();
        if moved.is_empty() {
            continue;
        }
        let semantic = (moved.iter())
            .find_map(|(theme, a, b)| semantic(a, b, options).map(|why| (theme, why)));
        let values: Vec<String> = (moved.iter())
            .filter(|(_, a, b)| a.value != b.value)
            .map(|(theme, a, b)| {
                let shown =
                    |v: &Option<String>| v.clone().unwrap_or_else(|| "(unresolved)".to_owned());
                format!("{} in {theme}, was {}", shown(&b.value), shown(&a.value))
            })
            .collect();
        let alias = (moved.iter()).find_map(|(_, a, b)| match (&a.definition, &b.definition) {
            (Definition::Alias(x), Definition::Alias(y)) => {
                Some(format!("names `{{{y}}}`, named `{{{x}}}`"))
            }
            (_, Definition::Alias(y)) => Some(format!("names `{{{y}}}`")),
            (Definition::Alias(x), _) => Some(format!("no longer names `{{{x}}}`")),
            _ => None,
        });
        let mut said: Vec<String> = alias.clone().into_iter().collect();
        if !values.is_empty() {
            said.push(format!("is {}", values.join("; ")));
        }
        let said = match said.is_empty() {
            true => "is written differently, with the same value".to_owned(),
            false => said.join(": "),
        };
        match semantic {
            Some((theme, why)) => push(
                Kind::TokenSemanticChange,
                format!("{said} ({why} in {theme})"),
            ),
            None if alias.is_some() => push(Kind::TokenAliasRepointed, said),
            None => push(Kind::TokenValueChanged, said),
        }
    }
    changes.sort_by(|a, b| a.0.cmp(b.0));
    out.extend(changes.into_iter().map(|(_, change)| change));
}

/// Why the change from `a` to `b` changes what the token means, if it does: a colour of
/// another hue family, a dimension that moved by more than the threshold.
fn semantic(a: &Theme, b: &Theme, options: &Options) -> Option<String> {
    if let (Some(x), Some(y)) = (a.color, b.color) {
        let (from, to) = (family(x), family(y));
        if from != to {
            return Some(format!("{from} became {to}"));
        }
    }
    if let (Some((x, unit)), Some((y, other))) = (&a.dimension, &b.dimension)
        && unit == other
        && *x != 0.0
        && ((y - x) / x).abs() > options.dimension_threshold
    {
        return Some(format!(
            "{x}{unit} became {y}{unit}, more than {}% apart",
            (options.dimension_threshold * 100.0).round()
        ));
    }
    None
}

/// The hue family of a colour: a neutral (grey, white, black: too little saturation to have
/// a hue), or the family its hue falls in.
fn family(color: Rgba) -> &'static str {
    let (r, g, b) = (color.r, color.g, color.b);
    let (max, min) = (r.max(g).max(b), r.min(g).min(b));
    let lightness = (max + min) / 2.0;
    let chroma = max - min;
    let saturation = match chroma {
        0.0 => 0.0,
        _ => chroma / (1.0 - (2.0 * lightness - 1.0).abs()).max(1e-9),
    };
    if saturation < 0.25 || chroma < 0.08 {
        return "neutral";
    }
    let hue = match max {
        m if m == r => 60.0 * (((g - b) / chroma).rem_euclid(6.0)),
        m if m == g => 60.0 * ((b - r) / chroma + 2.0),
        _ => 60.0 * ((r - g) / chroma + 4.0),
    };
    const FAMILIES: [(f64, &str); 8] = [
        (15.0, "red"),
        (45.0, "orange"),
        (70.0, "yellow"),
        (165.0, "green"),
        (195.0, "cyan"),
        (255.0, "blue"),
        (290.0, "purple"),
        (335.0, "pink"),
    ];
    FAMILIES
        .iter()
        .find(|(end, _)| hue < *end)
        .map_or("red", |(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_fall_in_their_hue_families() {
        let rgb = |r: u8, g: u8, b: u8| Rgba {
            r: f64::from(r) / 255.0,
            g: f64::from(g) / 255.0,
            b: f64::from(b) / 255.0,
            a: 1.0,
        };
        assert_eq!(family(rgb(0xdc, 0x26, 0x26)), "red");
        assert_eq!(family(rgb(0x16, 0xa3, 0x4a)), "green");
        assert_eq!(family(rgb(0x25, 0x63, 0xeb)), "blue");
        assert_eq!(family(rgb(0x1d, 0x4e, 0xd8)), "blue");
        assert_eq!(family(rgb(0x64, 0x74, 0x8b)), "neutral");
        assert_eq!(family(rgb(0xff, 0xff, 0xff)), "neutral");
        assert_eq!(family(rgb(0xf5, 0x9e, 0x0b)), "orange");
    }
}
