//! The tokens' side of a diff, per theme (each permutation of the resolver's contexts).
//!
//! A token changed when its *own* definition did: its `$value`, the token an alias names, its
//! `$type`, its `$deprecated`. A token whose value moved only because a token it aliases did is
//! not a change of its own: it is in that token's reach. A rename is a token gone and one come
//! with the same type and value in every theme, mapped by the same specs (or, when neither is
//! mapped, the only such pair).

use std::collections::BTreeSet;

use super::reach::Uses;
use super::{Change, Kind, Options, Reach, Rename, Renames, Side};
use crate::Location;
use crate::color::Rgba;
use crate::css::css_value;
use crate::hash::{Map, Set};
use crate::reader::json::{Json, to_json_value};
use crate::tokens::{Deprecation, NodeId, NodeKind, ROOT, TokenSet, TokenType};
use crate::validate::Session;

/// What a token resolves to in one theme; read only for the tokens that changed.
#[derive(Debug, Clone, PartialEq)]
struct Theme {
    /// What it resolves to, as CSS writes it (`#1d4ed8`), when it resolves.
    value: Option<String>,
    /// The colour it resolves to, for a colour.
    color: Option<Rgba>,
    /// The dimension it resolves to, in its unit, for a dimension.
    dimension: Option<(f64, String)>,
}

/// A token's own definition in one theme: the token an alias names, or its `$value` as
/// written (two texts that differ are compared again as JSON).
#[derive(Debug, Clone)]
enum Definition<'s> {
    Alias(Vec<&'s str>),
    Own(&'s str, &'s Json, &'s str),
    Missing,
}

impl PartialEq for Definition<'_> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Definition::Alias(a), Definition::Alias(b)) => a == b,
            (Definition::Own(a, x, text), Definition::Own(b, y, other)) => {
                a == b || to_json_value(x, text) == to_json_value(y, other)
            }
            (Definition::Missing, Definition::Missing) => true,
            _ => false,
        }
    }
}

/// A token in one theme: its tree and node.
#[derive(Debug, Clone, Copy)]
struct At<'s> {
    set: &'s TokenSet,
    id: NodeId,
}

impl<'s> At<'s> {
    /// Its `$value` (or `$ref`) as written: the same text is the same definition, whatever it
    /// names, so most tokens are compared without resolving anything.
    fn written(self) -> Option<&'s str> {
        let node = self.set.node(self.id);
        let json = match &node.kind {
            NodeKind::Token {
                value: Some(value), ..
            } => &**value,
            NodeKind::Token {
                reference: Some(reference),
                ..
            } => &**reference,
            _ => return None,
        };
        self.set.files()[node.file].text().get(json.span.clone())
    }

    /// Whether its own definition differs from `other`'s.
    fn differs(self, other: At<'_>) -> bool {
        match (self.written(), other.written()) {
            (Some(a), Some(b)) if a == b => false,
            _ => self.definition() != other.definition(),
        }
    }

    fn definition(self) -> Definition<'s> {
        let (set, id) = (self.set, self.id);
        match (set.aliases.get(id).copied().flatten(), &set.node(id).kind) {
            (Some(target), _) => Definition::Alias(set.path(target)),
            (
                None,
                NodeKind::Token {
                    value: Some(value), ..
                },
            ) => {
                // An alias that does not resolve (validate says why) still names its token.
                if let Some(Ok(segments)) = value.as_str().map(crate::reference::parse_curly) {
                    return Definition::Alias(segments);
                }
                let text = set.files()[set.node(id).file].text();
                let written = text.get(value.span.clone()).unwrap_or_default();
                Definition::Own(written, value, text)
            }
            (None, _) => Definition::Missing,
        }
    }

    fn resolved(self) -> Theme {
        let (set, id) = (self.set, self.id);
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
        Theme {
            value: css_value(set, id),
            color: (ty == Some(TokenType::Color))
                .then(|| set.color(id))
                .flatten(),
            dimension,
        }
    }
}

/// A token in one project: its type, where it is in each theme (by the theme's name), whether
/// it is deprecated.
#[derive(Debug, Clone)]
struct Token<'s> {
    ty: Option<TokenType>,
    /// Per theme (by name), where it is: a list, as most projects have one or two.
    themes: Vec<(&'s str, At<'s>)>,
    deprecated: Option<String>,
    /// Where it is shown: in the default theme, else the first.
    shown: At<'s>,
}

impl<'s> Token<'s> {
    fn theme(&self, name: &str) -> Option<At<'s>> {
        (self.themes.iter())
            .find(|(theme, _)| *theme == name)
            .map(|(_, at)| *at)
    }

    fn location(&self) -> Location {
        self.shown.set.location(self.shown.id)
    }

    /// What it resolves to in each theme.
    fn values(&self) -> Vec<(&'s str, Option<String>)> {
        (self.themes.iter())
            .map(|(theme, at)| (*theme, at.resolved().value))
            .collect()
    }
}

/// The token at `path` in every theme of `session` (`labels`: the themes' names), or `None`
/// when no theme has one there.
fn token_at<'s>(session: &'s Session, labels: &'s [String], path: &str) -> Option<Token<'s>> {
    let segments: Vec<&str> = path.split('.').collect();
    let mut token: Option<Token<'s>> = None;
    for (permutation, theme) in session.tokens().permutations.iter().zip(labels) {
        let set = &permutation.set;
        let Some(id) =
            (set.lookup_unsuggested(&segments).ok()).filter(|&id| set.node(id).is_token())
        else {
            continue;
        };
        let at = At { set, id };
        let token = token.get_or_insert_with(|| Token {
            ty: set.token_type(id),
            themes: Vec::with_capacity(labels.len()),
            deprecated: None,
            shown: at,
        });
        if permutation.is_default {
            token.shown = at;
        }
        if let Some(deprecation) = set.deprecation(id) {
            token.deprecated = match deprecation {
                Deprecation::No => None,
                Deprecation::Yes => Some(String::new()),
                Deprecation::Reason(reason) => Some(reason.clone()),
            };
        }
        token.themes.push((theme.as_str(), at));
    }
    token
}

/// What walking the two projects' token trees side by side found, by path: the tokens only
/// the base has, only the head has, and those both have whose type, deprecation or own
/// definition differ in some theme. Only these get their path written out: a project of
/// 30,000 unchanged tokens costs one lookup each.
#[derive(Debug, Default)]
struct Walked {
    gone: BTreeSet<String>,
    came: BTreeSet<String>,
    touched: BTreeSet<String>,
}

impl Walked {
    /// Walks every theme both sides have (by name).
    fn of(base: &Session, head: &Session, labels: (&[String], &[String])) -> Walked {
        let mut walked = Walked::default();
        let new = &head.tokens().permutations;
        for (old, theme) in base.tokens().permutations.iter().zip(labels.0) {
            let Some(at) = labels.1.iter().position(|t| t == theme) else {
                continue;
            };
            let mut path = String::new();
            walked.walk((&old.set, ROOT), (&new[at].set, ROOT), &mut path);
        }
        walked
    }

    /// The groups `old` and `new`, at `path`.
    fn walk(&mut self, old: (&TokenSet, NodeId), new: (&TokenSet, NodeId), path: &mut String) {
        let ((a, o), (b, n)) = (old, new);
        for (name, next) in b.children(n) {
            let len = path.len();
            if len > 0 {
                path.push('.');
            }
            path.push_str(name);
            match a.child(o, name) {
                None => every_token((b, next), path, &mut self.came),
                Some(was) => match (a.node(was).is_token(), b.node(next).is_token()) {
                    (true, true) => {
                        let (x, y) = (At { set: a, id: was }, At { set: b, id: next });
                        let deprecated = |at: At<'_>| {
                            matches!(
                                at.set.deprecation(at.id),
                                Some(Deprecation::Yes | Deprecation::Reason(_))
                            )
                        };
                        if a.token_type(was) != b.token_type(next)
                            || deprecated(x) != deprecated(y)
                            || x.differs(y)
                        {
                            self.touched.insert(path.clone());
                        }
                    }
                    (false, false) => self.walk((a, was), (b, next), path),
                    _ => {
                        every_token((a, was), path, &mut self.gone);
                        every_token((b, next), path, &mut self.came);
                    }
                },
            }
            path.truncate(len);
        }
        for (name, was) in a.children(o) {
            if b.child(n, name).is_none() {
                let len = path.len();
                if len > 0 {
                    path.push('.');
                }
                path.push_str(name);
                every_token((a, was), path, &mut self.gone);
                path.truncate(len);
            }
        }
    }
}

/// The paths of every token at or under `at` (whose path is `path`), into `into`.
fn every_token((set, id): (&TokenSet, NodeId), path: &mut String, into: &mut BTreeSet<String>) {
    if set.node(id).is_token() {
        into.insert(path.clone());
        return;
    }
    for (name, child) in set.children(id) {
        let len = path.len();
        path.push('.');
        path.push_str(name);
        every_token((set, child), path, into);
        path.truncate(len);
    }
}

/// The themes' names of `session`, in its order.
fn labels(session: &Session) -> Vec<String> {
    (session.tokens().permutations.iter())
        .map(|permutation| permutation.label())
        .collect()
}

/// Adds the tokens' changes from `base` to `head` to `out`, in path order; the tokens renamed,
/// `(from, to)`.
pub(super) fn compare(
    base: &Session,
    head: &Session,
    (options, renamed_specs): (&Options, &Renames),
    (old_uses, new_uses): &(Uses, Uses),
    out: &mut Vec<Change>,
) -> Vec<Rename> {
    let (old_labels, new_labels) = (labels(base), labels(head));
    let walked = Walked::of(base, head, (&old_labels, &new_labels));
    // The tokens the walk found, each side's: what is gone in one theme may be elsewhere in
    // another (it is then no removal).
    let read =
        |session, labels, paths: &mut dyn Iterator<Item = &String>| -> Map<String, Token<'_>> {
            paths
                .filter_map(|path| Some((path.clone(), token_at(session, labels, path)?)))
                .collect()
        };
    let old = read(
        base,
        &old_labels,
        &mut walked.gone.iter().chain(&walked.touched),
    );
    let new = read(
        head,
        &new_labels,
        &mut walked.came.iter().chain(&walked.touched),
    );
    let gone: Vec<&String> = (walked.gone.iter())
        .filter(|path| token_at(head, &new_labels, path).is_none())
        .collect();
    let came: Vec<&String> = (walked.came.iter())
        .filter(|path| token_at(base, &old_labels, path).is_none())
        .collect();
    // Renames: the same type and values in every theme (all of them resolved), and the same
    // specs mapping them. Those gone and come are grouped by type and values, each read once,
    // so a group of thousands renamed at once costs a lookup each, not each against each.
    type Signature<'t> = (Option<TokenType>, Vec<(&'t str, Option<String>)>);
    fn signature<'t>(token: &Token<'t>) -> Option<Signature<'t>> {
        let values = token.values();
        values
            .iter()
            .all(|(_, v)| v.is_some())
            .then_some((token.ty, values))
    }
    let mut came_by: Map<Signature<'_>, Vec<&String>> = Map::default();
    for path in &came {
        if let Some(key) = signature(&new[*path]) {
            came_by.entry(key).or_default().push(path);
        }
    }
    let gone_signatures: Vec<Option<Signature<'_>>> =
        gone.iter().map(|path| signature(&old[*path])).collect();
    let mut gone_by: Map<&Signature<'_>, usize> = Map::default();
    for key in gone_signatures.iter().flatten() {
        *gone_by.entry(key).or_default() += 1;
    }
    // From → to, and the paths taken as a rename's new name.
    let mut renamed: Map<&String, &String> = Map::default();
    let mut taken: Set<&String> = Set::default();
    for (from, key) in gone.iter().zip(&gone_signatures) {
        let Some(key) = key else { continue };
        let candidates = came_by.get(key).map_or(&[][..], Vec::as_slice);
        // The specs that mapped it, by their names now (a spec renamed in the same change).
        let mapped: BTreeSet<&str> = (old_uses.specs_mapping(from).into_iter())
            .map(|spec| {
                (renamed_specs.iter())
                    .find(|(was, _)| was == spec)
                    .map_or(spec, |(_, now)| now.as_str())
            })
            .collect();
        let chosen: Vec<&String> = match mapped.is_empty() {
            false => (candidates.iter().copied())
                .filter(|to| new_uses.specs_mapping(to) == mapped)
                .collect(),
            true => match (candidates, gone_by.get(key)) {
                ([only], Some(1)) if new_uses.specs_mapping(only).is_empty() => vec![*only],
                _ => Vec::new(),
            },
        };
        if let [to] = chosen.as_slice()
            && taken.insert(to)
        {
            renamed.insert(from, to);
        }
    }
    let mut changes: Vec<(&String, Change)> = Vec::new();
    let change = |kind: Kind, path: &str, token: &Token, side: Side, message: String| Change {
        kind,
        component: None,
        token: Some(path.to_owned()),
        message,
        location: token.location(),
        side,
        reach: Reach::default(),
    };
    for path in &gone {
        if let Some(to) = renamed.get(path) {
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
        if !taken.contains(path) {
            let message = "added".to_owned();
            changes.push((
                path,
                change(Kind::TokenAdded, path, &new[*path], Side::Head, message),
            ));
        }
    }
    for path in &walked.touched {
        let (Some(was), Some(now)) = (old.get(path), new.get(path)) else {
            continue;
        };
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
        let moved: Vec<(&str, Definition<'_>, Definition<'_>)> = (now.themes.iter())
            .filter_map(|(theme, is)| Some((*theme, was.theme(theme)?, *is)))
            .filter(|(_, a, b)| a.differs(*b))
            .map(|(theme, a, b)| (theme, a.definition(), b.definition()))
            .collect();
        if moved.is_empty() {
            continue;
        }
        // Read only now: the values of what changed.
        let resolved: Vec<(&str, Theme, Theme)> = (moved.iter())
            .filter_map(|(theme, ..)| {
                Some((
                    *theme,
                    was.theme(theme)?.resolved(),
                    now.theme(theme)?.resolved(),
                ))
            })
            .collect();
        let semantic = (resolved.iter())
            .find_map(|(theme, a, b)| semantic(a, b, options).map(|why| (theme, why)));
        let values: Vec<String> = (resolved.iter())
            .filter(|(_, a, b)| a.value != b.value)
            .map(|(theme, a, b)| {
                let shown =
                    |v: &Option<String>| v.clone().unwrap_or_else(|| "(unresolved)".to_owned());
                format!("{} in {theme}, was {}", shown(&b.value), shown(&a.value))
            })
            .collect();
        let alias = (moved.iter()).find_map(|(_, a, b)| match (a, b) {
            (Definition::Alias(x), Definition::Alias(y)) => Some(format!(
                "names `{{{}}}`, named `{{{}}}`",
                y.join("."),
                x.join(".")
            )),
            (_, Definition::Alias(y)) => Some(format!("names `{{{}}}`", y.join("."))),
            (Definition::Alias(x), _) => Some(format!("no longer names `{{{}}}`", x.join("."))),
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
    (renamed.into_iter())
        .map(|(from, to)| (from.clone(), to.clone()))
        .collect()
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

/// The chroma (OKLCh) under which a colour has no hue to speak of. Perceptual chroma, not HSL
/// saturation: HSL calls the light and dark ends of a blue-grey scale saturated (Tailwind's
/// slate-300 27%, slate-900 47%), so darkening a grey border read as "blue became neutral".
/// Tailwind's slate greys reach 0.046; its blue-200 is 0.059.
const NEUTRAL_CHROMA: f64 = 0.05;

/// The hue family of a colour: a neutral (grey, white, black, a barely tinted white or grey),
/// or the family its hue falls in.
fn family(color: Rgba) -> &'static str {
    if color.to_oklch()[1] < NEUTRAL_CHROMA {
        return "neutral";
    }
    let hue = color.to_hsl()[0];
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
        // Greys with a tint, light and dark, are greys (slate-300, slate-900, slate-950,
        // blue-50); blue-200 is blue.
        assert_eq!(family(rgb(0xcb, 0xd5, 0xe1)), "neutral");
        assert_eq!(family(rgb(0x0f, 0x17, 0x2a)), "neutral");
        assert_eq!(family(rgb(0x02, 0x06, 0x17)), "neutral");
        assert_eq!(family(rgb(0xef, 0xf6, 0xff)), "neutral");
        assert_eq!(family(rgb(0xbf, 0xdb, 0xfe)), "blue");
        assert_eq!(family(rgb(0x17, 0x25, 0x54)), "blue");
        assert_eq!(family(rgb(0xf5, 0x9e, 0x0b)), "orange");
    }
}
