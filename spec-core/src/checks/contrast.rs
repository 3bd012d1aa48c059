//! `contrast-text`: the text colour a spec maps for a part, against the background behind it,
//! in every condition the tokenMapping distinguishes and in every permutation of the tokens,
//! holds the WCAG 2.2 ratio (SC 1.4.3 at AA, 1.4.6 at AAA). `contrast-non-text`: the boundary
//! of an interactive component's part (its `borderColor`, its `outlineColor`) holds 3:1
//! against the background next to it, outside the part (SC 1.4.11), with the same conditions.
//!
//! - **Which boundaries.** Outlines always (a focus ring is how a keyboard user finds focus).
//!   Borders only where they are what shows the control: on the parts that take focus (those
//!   the tokenMapping styles under `:focus`, `:focus-visible` or `:focus-within`: a field, a
//!   checkbox's box, a select's trigger; a popup's or a tab list's border is decoration); not
//!   on components identified by their content ([`crate::roles::Role::identified_by_content`],
//!   as WCAG's understanding of SC 1.4.11 exempts a text button's outline); and not where the part's own fill already reaches 3:1 against
//!   the background outside it.
//!
//! - **Conditions.** Each text entry is checked in its own state and selectors, and, for every
//!   variant axis the backgrounds distinguish that the entry leaves open, in each of that
//!   axis's values. In a condition, the entry that paints is, of those that hold (their state
//!   and selectors), the one the stylesheet writes last ([`crate::css::Cascade`]: every state
//!   rule after every plain one, then by how many variant values it selects, then file order). An entry is judged only where it is the one that
//!   paints.
//! - **The background** of a part is its own mapped background in that condition, over its
//!   enclosing part's, up to the root's, over the surface (`[a11y] surface`), the translucent
//!   ones composed over what is beneath. The root encloses every other part, unless the
//!   anatomy says a part is inside another: `{"name": "indicator", "x-inside": "control"}`.
//!   With no opaque layer the background is unknown and the text is not judged: a note per
//!   spec flooded every project that had not named its surface yet.
//! - **Thresholds**: 4.5:1 (AAA: 7:1), and 3:1 (AAA: 4.5:1) for large text — the part's mapped
//!   font size at least 24 px, or 18.66 px at a weight of at least 700. The `disabled` state is
//!   exempt, as WCAG exempts inactive components.
//! - **Findings** name both mappings and both values, the ratio, the threshold and the
//!   permutation; one per text entry and background, with the other conditions and
//!   permutations it fails in counted. The help names the nearest token of the text token's
//!   group that passes.

use crate::color::{Rgba, apca_lc, contrast};
use crate::config::{A11yOptions, ContrastMethod, WcagLevel};
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::properties::{self, Paint};
use crate::reader::{SpecDocument, push_pointer};
use crate::rules::RuleId;
use crate::tokens::{NodeId, TokenSet, Tokens};

/// Most combinations of open axes checked per text entry.
const MAX_CONDITIONS: usize = 256;
/// Most tokenMapping entries of a spec that is judged; the largest real spec has a few
/// hundred. Every judgement scans the entries, so a larger spec is not judged (a note says
/// so) rather than judged in quadratic time.
const MAX_ENTRIES: usize = 2_000;
/// Most conditions judged per spec, over all its text entries.
const MAX_JUDGED: usize = 4_096;
/// Most judgements per spec, over all themes: with [`MAX_ENTRIES`], a bound of some tens of
/// millions of steps on what a hostile spec and 256 small themes can ask for.
const MAX_JUDGEMENTS: usize = 16_384;
/// Most tokens of the text token's group tried for the help's suggestion.
const MAX_SUGGESTIONS: usize = 1_000;

/// One parsed tokenMapping entry.
struct Entry<'d> {
    key: &'d str,
    part: &'d str,
    /// What it paints on its part ([`slot`]), looked up once.
    slot: &'d str,
    paint: Paint,
    state: Option<&'d str>,
    selectors: Vec<(&'d str, &'d str)>,
    reference: Vec<&'d str>,
    /// Where it stands in the stylesheet: of the entries that hold, the greatest paints.
    rank: crate::css::Rank,
}

/// A state and the value of each selected axis.
#[derive(Clone)]
struct Condition<'d> {
    state: Option<&'d str>,
    selectors: Vec<(&'d str, &'d str)>,
}

impl Condition<'_> {
    fn holds(&self, entry: &Entry<'_>) -> bool {
        entry.state.is_none_or(|s| Some(s) == self.state)
            && entry.selectors.iter().all(|s| self.selectors.contains(s))
    }

    /// `variant=primary, hover`, or `default`.
    fn describe(&self) -> String {
        let mut parts: Vec<String> = self
            .selectors
            .iter()
            .map(|(a, v)| format!("{a}={v}"))
            .collect();
        parts.extend(self.state.map(str::to_owned));
        if parts.is_empty() {
            "default".to_owned()
        } else {
            parts.join(", ")
        }
    }
}

/// A text entry and the background entry under it (`None`: the surface), by index.
type Pair = (usize, Option<usize>);

/// What non-text UI holds: 3:1 at every level (SC 1.4.11 has no AAA form); Lc 45 in APCA.
fn non_text(method: ContrastMethod) -> f64 {
    match method {
        ContrastMethod::Wcag => 3.0,
        ContrastMethod::Apca => 45.0,
    }
}

/// One failing comparison.
struct Failure {
    permutation: String,
    condition: String,
    text: Rgba,
    background: Rgba,
    ratio: f64,
    threshold: f64,
    /// The text token, for the help.
    token: NodeId,
    /// The index of the permutation, for the help's lookups.
    set: usize,
    method: ContrastMethod,
}

/// Checks the contrast of one spec's text and boundaries.
pub fn check_contrast(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    tokens: &Tokens,
    options: &A11yOptions,
) {
    let entries = entries(doc);
    // Per pair of mappings: the failures, worst first when reported.
    let mut failures: Vec<(Pair, Vec<Failure>)> = Vec::new();
    let judged = judge(doc, &entries, tokens, options, |judgement| {
        if judgement.ratio + 1e-9 >= judgement.threshold {
            return;
        }
        let permutation = &tokens.permutations[judgement.set];
        let failure = Failure {
            // Named only when there are several.
            permutation: if tokens.permutations.len() > 1 {
                permutation.label()
            } else {
                String::new()
            },
            condition: judgement.condition.describe(),
            text: judgement.shown,
            background: judgement.background,
            ratio: judgement.ratio,
            threshold: judgement.threshold,
            token: judgement.token,
            set: judgement.set,
            method: options.method,
        };
        let pair = (judgement.entry, judgement.under);
        match failures.iter_mut().find(|(key, _)| *key == pair) {
            Some((_, list)) => list.push(failure),
            None => failures.push((pair, vec![failure])),
        }
    });
    match judged {
        Judged::All => {}
        Judged::TooLarge => {
            let why = format!(
                "its tokenMapping has {} entries, more than {MAX_ENTRIES}",
                entries.len()
            );
            note_cut(diags, doc, &why);
        }
        Judged::InPart => note_cut(
            diags,
            doc,
            &format!(
                "it asks for more than {MAX_JUDGED} conditions or {MAX_JUDGEMENTS} judgements over its themes; the first are judged"
            ),
        ),
    }
    for ((t, under), mut list) in failures {
        list.sort_by(|a, b| a.ratio.total_cmp(&b.ratio));
        report(
            diags,
            doc,
            tokens,
            &entries,
            (t, under),
            &list,
            options.surface_at.as_ref(),
        );
    }
}

/// The ratio a judged tokenMapping entry reaches in its worst condition, and the one it must
/// reach there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ratio {
    /// The contrast ratio (1 to 21).
    pub value: f64,
    /// The ratio the rule asks for in that condition (4.5, 3, 7, …).
    pub threshold: f64,
    /// How both are measured: a WCAG ratio, or an APCA `Lc` (its magnitude).
    pub method: ContrastMethod,
}

impl Ratio {
    /// Whether the ratio reaches its threshold.
    pub fn passes(&self) -> bool {
        self.value + 1e-9 >= self.threshold
    }

    /// The value as people write it: `4.76:1`, `Lc 62.3`.
    pub fn value_text(&self) -> String {
        value_text(self.method, self.value)
    }

    /// The threshold as people write it: `4.5:1`, `Lc 75`.
    pub fn threshold_text(&self) -> String {
        threshold_text(self.method, self.threshold)
    }
}

/// A measured contrast as people write it: `4.76:1` (WCAG), `Lc 62.3` (APCA).
fn value_text(method: ContrastMethod, value: f64) -> String {
    match method {
        ContrastMethod::Wcag => format!("{value:.2}:1"),
        ContrastMethod::Apca => format!("Lc {value:.1}"),
    }
}

/// A threshold as people write it: `4.5:1`, `Lc 75`.
fn threshold_text(method: ContrastMethod, threshold: f64) -> String {
    match method {
        ContrastMethod::Wcag => format!("{threshold}:1"),
        ContrastMethod::Apca => format!("Lc {threshold}"),
    }
}

/// The contrast of `shown` on `behind`, in `method`'s measure (APCA's magnitude).
fn measure(method: ContrastMethod, shown: Rgba, behind: Rgba) -> f64 {
    match method {
        ContrastMethod::Wcag => contrast(shown, behind),
        ContrastMethod::Apca => apca_lc(shown, behind).abs(),
    }
}

/// The ratios of the entries of `doc` the contrast rules judge (text colours; the boundaries
/// of interactive components), by entry key: per permutation of `tokens`, the worst over the
/// conditions the entry paints in (`None` where it is not judged in that permutation: no
/// known background, a token that does not resolve). The docs site and the language server
/// show them beside the colours.
pub fn contrast_ratios<'d>(
    doc: &'d SpecDocument,
    tokens: &Tokens,
    options: &A11yOptions,
) -> Vec<(&'d str, Vec<Option<Ratio>>)> {
    let entries = entries(doc);
    let mut ratios: Vec<(&'d str, Vec<Option<Ratio>>)> = Vec::new();
    judge(doc, &entries, tokens, options, |judgement| {
        let key = entries[judgement.entry].key;
        let index = match ratios.iter().position(|(k, _)| *k == key) {
            Some(index) => index,
            None => {
                ratios.push((key, vec![None; tokens.permutations.len()]));
                ratios.len() - 1
            }
        };
        let slot = &mut ratios[index].1[judgement.set];
        let ratio = Ratio {
            value: judgement.ratio,
            threshold: judgement.threshold,
            method: options.method,
        };
        // The worst by how far below (or above) its threshold.
        let margin = |r: &Ratio| r.value / r.threshold;
        if slot.is_none_or(|old| margin(&ratio) < margin(&old)) {
            *slot = Some(ratio);
        }
    });
    ratios
}

/// One text comparison the contrast rules make, with where it applies: what a renderer needs
/// to show the same text in the same condition and theme (the browser agreement test renders
/// each one and asks axe-core for its verdict).
#[derive(Debug, Clone)]
pub struct TextJudgement<'d> {
    /// The text entry's tokenMapping key.
    pub key: &'d str,
    /// The part whose text it is, and the parts that enclose it, outermost (`root`) first.
    pub parts: Vec<&'d str>,
    /// The condition's state (`hover`), if any.
    pub state: Option<&'d str>,
    /// The condition's variant values.
    pub selectors: Vec<(&'d str, &'d str)>,
    /// The permutation of the tokens, by index.
    pub permutation: usize,
    /// The ratio and the threshold.
    pub ratio: Ratio,
}

/// Every judgement of `doc`'s text colours (`color`, `textColor`; not the placeholder's, which
/// no element's own text shows), in every condition and permutation `contrast-text` judges.
pub fn text_judgements<'d>(
    doc: &'d SpecDocument,
    tokens: &Tokens,
    options: &A11yOptions,
) -> Vec<TextJudgement<'d>> {
    let entries = entries(doc);
    let mut found = Vec::new();
    judge(doc, &entries, tokens, options, |judgement| {
        let entry = &entries[judgement.entry];
        if entry.paint != Paint::Text || entry.slot != "color" {
            return;
        }
        let mut parts = enclosing(doc, entry.part);
        parts.reverse();
        found.push(TextJudgement {
            key: entry.key,
            parts,
            state: judgement.condition.state,
            selectors: judgement.condition.selectors.clone(),
            permutation: judgement.set,
            ratio: Ratio {
                value: judgement.ratio,
                threshold: judgement.threshold,
                method: options.method,
            },
        });
    });
    found
}

/// The parsed entries of a spec's tokenMapping, as the contrast rules read them.
fn entries(doc: &SpecDocument) -> Vec<Entry<'_>> {
    let cascade = crate::css::Cascade::of(doc);
    doc.mapping()
        .enumerate()
        .filter_map(|(index, entry)| {
            let key = entry.parsed.ok()?;
            Some(Entry {
                rank: cascade.rank(index)?,
                key: entry.key,
                part: key.part.text,
                slot: slot(key.property.text),
                paint: properties::property(key.property.text).map_or(Paint::Other, |p| p.paint),
                state: key.state.map(|s| s.text),
                selectors: key
                    .selectors
                    .iter()
                    .map(|(a, v)| (a.text, v.text))
                    .collect(),
                reference: entry.reference.ok()?,
            })
        })
        .collect()
}

/// One comparison of a judged entry's colour with what is behind (or next to) it.
struct Judgement<'c, 'd> {
    /// The judged entry, by index.
    entry: usize,
    /// The topmost background entry beneath (`None`: the surface).
    under: Option<usize>,
    /// The permutation, by index.
    set: usize,
    condition: &'c Condition<'d>,
    /// The entry's colour as shown (composed over the background).
    shown: Rgba,
    background: Rgba,
    ratio: f64,
    threshold: f64,
    /// The entry's token, for the help.
    token: NodeId,
}

/// How much of a spec [`judge`] judged.
enum Judged {
    All,
    /// A limit cut the judging short.
    InPart,
    /// More entries than [`MAX_ENTRIES`]: nothing was judged.
    TooLarge,
}

/// Calls `visit` with each comparison the contrast rules make for `doc`: each text colour
/// and each judged boundary, in each condition where it is the entry that paints, in each
/// permutation, within the limits.
fn judge<'d>(
    doc: &'d SpecDocument,
    entries: &[Entry<'d>],
    tokens: &Tokens,
    options: &A11yOptions,
    mut visit: impl FnMut(Judgement<'_, 'd>),
) -> Judged {
    // Boundaries are judged on interactive components; borders only where they identify it.
    let boundaries = entries.iter().any(|e| e.paint == Paint::Boundary);
    let interactive = boundaries && crate::roles::is_interactive(&doc.spec);
    let role = doc
        .spec
        .accessibility
        .as_ref()
        .and_then(|a| a.role.as_deref());
    let borders = interactive
        && !role
            .and_then(crate::roles::role)
            .is_some_and(|r| r.identified_by_content);
    let focused: Vec<&str> = (entries.iter())
        .filter(|e| e.state.is_some_and(crate::states::is_focus))
        .map(|e| e.part)
        .collect();
    let judges = |e: &Entry<'_>| match e.paint {
        Paint::Text => true,
        Paint::Boundary if e.slot == "outlineColor" => interactive,
        Paint::Boundary => borders && focused.contains(&e.part),
        _ => false,
    };
    if !entries.iter().any(judges) {
        return Judged::All;
    }
    if entries.len() > MAX_ENTRIES {
        return Judged::TooLarge;
    }
    // Each judged entry with the parts around it and the conditions it is judged in; the
    // `disabled` state is exempt.
    let mut budget = MAX_JUDGED;
    let mut cut = false;
    let mut judged: Vec<(usize, Vec<&str>, Vec<Condition<'_>>)> = Vec::new();
    for (t, text) in entries.iter().enumerate() {
        let exempt = text
            .state
            .and_then(crate::states::state)
            .is_some_and(|state| state.exempt_from_contrast);
        if !judges(text) || exempt {
            continue;
        }
        if budget == 0 {
            cut = true;
            break;
        }
        let mut conditions = conditions(doc, entries, text);
        if conditions.len() > budget {
            conditions.truncate(budget);
            cut = true;
        }
        budget -= conditions.len();
        // Text is on its part's background; a boundary is next to the background outside it.
        let mut chain = enclosing(doc, text.part);
        if text.paint == Paint::Boundary {
            chain.remove(0);
        }
        judged.push((t, chain, conditions));
    }
    let mut judgements = MAX_JUDGEMENTS;
    'themes: for (p, permutation) in tokens.permutations.iter().enumerate() {
        let set = &permutation.set;
        let surface = options
            .surface_path()
            .and_then(|path| set.color(set.lookup(&path).ok()?));
        for (t, chain, conditions) in &judged {
            let (t, text) = (*t, &entries[*t]);
            // The entries that paint the same thing: the placeholder's colour is not the text's.
            let same = |e: &Entry<'_>| e.paint == text.paint && e.slot == text.slot;
            for condition in conditions {
                if judgements == 0 {
                    cut = true;
                    break 'themes;
                }
                judgements -= 1;
                if winner_by(entries, text.part, condition, same) != Some(t) {
                    continue;
                }
                let Some(foreground) = set
                    .lookup(&text.reference)
                    .ok()
                    .and_then(|id| Some((id, set.color(id)?)))
                else {
                    continue;
                };
                let (behind, under) = background(entries, set, chain, condition, surface);
                // No opaque layer known: nothing to compare with (docs/accessibility.md).
                let Some(behind) = behind else {
                    continue;
                };
                let shown = foreground.1.over(behind);
                let ratio = measure(options.method, shown, behind);
                let threshold = if text.paint == Paint::Text {
                    threshold(entries, set, text.part, condition, options)
                } else {
                    non_text(options.method)
                };
                if ratio + 1e-9 < threshold && text.slot == "borderColor" {
                    // A fill that stands out from what is around it shows the control already.
                    let mut own = vec![text.part];
                    own.extend(chain.iter().copied());
                    let (fill, _) = background(entries, set, &own, condition, surface);
                    let stands_out = |fill| {
                        measure(options.method, fill, behind) + 1e-9 >= non_text(options.method)
                    };
                    if fill.is_some_and(stands_out) {
                        continue;
                    }
                }
                visit(Judgement {
                    entry: t,
                    under,
                    set: p,
                    condition,
                    shown,
                    background: behind,
                    ratio,
                    threshold,
                    token: foreground.0,
                });
            }
        }
    }
    if cut { Judged::InPart } else { Judged::All }
}

/// The note that a spec's contrast is judged only in part, and why.
fn note_cut(diags: &mut Diagnostics, doc: &SpecDocument, why: &str) {
    let mut note = Diagnostic::new(
        RuleId::CONTRAST_TEXT,
        doc.location("/tokenMapping"),
        format!("the contrast of `{}`'s text is judged only in part: {why}", doc.spec.name),
    )
    .with_help("a spec this large is rare: split the component, or map fewer states and variant values per part");
    note.severity = crate::diagnostics::Severity::Note;
    diags.push(note);
}

/// Which property of a part an entry paints, so that one entry can override another: the
/// vocabulary's row, by its canonical spelling (`textColor` paints `color`).
fn slot(property: &str) -> &str {
    properties::property(property).map_or(property, |p| p.canonical().name)
}

/// The conditions a text entry is judged in: its own, and each combination of values of the
/// axes the backgrounds under it distinguish and it leaves open.
fn conditions<'d>(
    doc: &'d SpecDocument,
    entries: &[Entry<'d>],
    text: &Entry<'d>,
) -> Vec<Condition<'d>> {
    let mut open: Vec<&str> = Vec::new();
    let chain = enclosing(doc, text.part);
    for entry in entries
        .iter()
        .filter(|e| e.paint == Paint::Background && chain.contains(&e.part))
    {
        for (axis, _) in &entry.selectors {
            if !open.contains(axis) && !text.selectors.iter().any(|(a, _)| a == axis) {
                open.push(axis);
            }
        }
    }
    let mut found = vec![Condition {
        state: text.state,
        selectors: text.selectors.clone(),
    }];
    for axis in open {
        let Some(values) = doc
            .spec
            .variants
            .iter()
            .find(|v| v.name == axis)
            .map(|v| &v.values)
        else {
            continue;
        };
        let mut next = Vec::new();
        for condition in &found {
            for value in values {
                let mut selectors = condition.selectors.clone();
                selectors.push((axis, value.as_str()));
                next.push(Condition {
                    state: condition.state,
                    selectors,
                });
            }
        }
        if next.len() > MAX_CONDITIONS {
            break;
        }
        found = next;
    }
    found
}

/// The entry that paints `paint` on `part` in `condition`: of those that hold, the one the
/// stylesheet writes last ([`crate::css::Rank`]).
fn winner(
    entries: &[Entry<'_>],
    paint: Paint,
    part: &str,
    condition: &Condition<'_>,
) -> Option<usize> {
    winner_by(entries, part, condition, |e| e.paint == paint)
}

fn winner_by(
    entries: &[Entry<'_>],
    part: &str,
    condition: &Condition<'_>,
    wanted: impl Fn(&Entry<'_>) -> bool,
) -> Option<usize> {
    entries
        .iter()
        .enumerate()
        .filter(|(_, e)| e.part == part && wanted(e) && condition.holds(e))
        .max_by_key(|(_, e)| e.rank)
        .map(|(i, _)| i)
}

/// `part` and the parts that enclose it, innermost first, ending with `root`: each part's
/// `x-inside` in the anatomy, else the root (at most eight levels; a loop ends at the root).
fn enclosing<'d>(doc: &'d SpecDocument, part: &'d str) -> Vec<&'d str> {
    let mut chain = vec![part];
    let mut current = part;
    while current != "root" && chain.len() < 8 {
        let inside = (doc.spec.anatomy.iter())
            .find(|p| p.name == current)
            .and_then(|p| p.extensions.get("x-inside"))
            .and_then(|v| v.as_str())
            .filter(|outer| !chain.contains(outer))
            .unwrap_or("root");
        chain.push(inside);
        current = inside;
    }
    if chain.last() != Some(&"root") {
        chain.push("root");
    }
    chain
}

/// The opaque background behind the innermost part of `chain` in `condition`, and the
/// topmost mapping it comes from (`None`: the surface); `None` when no opaque layer is known.
fn background(
    entries: &[Entry<'_>],
    set: &TokenSet,
    chain: &[&str],
    condition: &Condition<'_>,
    surface: Option<Rgba>,
) -> (Option<Rgba>, Option<usize>) {
    // Outermost first: each layer is painted over the ones outside it.
    let layers: Vec<usize> = (chain.iter().rev())
        .filter_map(|part| winner(entries, Paint::Background, part, condition))
        .collect();
    let mut shown = surface;
    let mut top = None;
    for layer in layers {
        let Some(paint) = set
            .lookup(&entries[layer].reference)
            .ok()
            .and_then(|id| set.color(id))
        else {
            continue;
        };
        shown = Some(match shown {
            Some(below) => paint.over(below),
            None => paint,
        });
        top = Some(layer);
    }
    (shown.filter(|c| c.is_opaque()), top)
}

/// The ratio text of `part` must reach in `condition`: large text has the lower one.
fn threshold(
    entries: &[Entry<'_>],
    set: &TokenSet,
    part: &str,
    condition: &Condition<'_>,
    options: &A11yOptions,
) -> f64 {
    let value = |property: &str| {
        let i = winner_by(entries, part, condition, |e| e.slot == property)?;
        set.concrete_value(set.lookup(&entries[i].reference).ok()?)
    };
    let typography = value("typography");
    let size = value("fontSize")
        .or_else(|| typography.as_ref().and_then(|t| t.get("fontSize").cloned()))
        .and_then(|v| pixels(&v));
    let weight = value("fontWeight")
        .or_else(|| {
            typography
                .as_ref()
                .and_then(|t| t.get("fontWeight").cloned())
        })
        .and_then(|v| weight(&v))
        .unwrap_or(400.0);
    let large = size.is_some_and(|px| px >= 24.0 || (px >= 18.66 && weight >= 700.0));
    if options.method == ContrastMethod::Apca {
        return if large { 60.0 } else { 75.0 };
    }
    match (options.level, large) {
        (WcagLevel::Aa, false) | (WcagLevel::Aaa, true) => 4.5,
        (WcagLevel::Aa, true) => 3.0,
        (WcagLevel::Aaa, false) => 7.0,
    }
}

/// A dimension value in CSS pixels (a rem is 16 px).
fn pixels(value: &serde_json::Value) -> Option<f64> {
    let number = value.get("value")?.as_f64()?;
    match value.get("unit")?.as_str()? {
        "px" => Some(number),
        "rem" => Some(number * 16.0),
        _ => None,
    }
}

/// A font weight as a number (DTCG keywords included).
fn weight(value: &serde_json::Value) -> Option<f64> {
    if let Some(number) = value.as_f64() {
        return Some(number);
    }
    Some(match value.as_str()? {
        "thin" | "hairline" => 100.0,
        "extra-light" | "ultra-light" => 200.0,
        "light" => 300.0,
        "normal" | "regular" | "book" => 400.0,
        "medium" => 500.0,
        "semi-bold" | "demi-bold" => 600.0,
        "bold" => 700.0,
        "extra-bold" | "ultra-bold" => 800.0,
        "black" | "heavy" => 900.0,
        "extra-black" | "ultra-black" => 950.0,
        _ => return None,
    })
}

fn report(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    tokens: &Tokens,
    entries: &[Entry<'_>],
    (text, under): Pair,
    failures: &[Failure],
    surface_at: Option<&crate::config::SettingAt>,
) {
    let worst = &failures[0];
    let entry = &entries[text];
    let on = match under {
        Some(b) => format!(
            "{{{}}} {}",
            entries[b].reference.join("."),
            worst.background.hex()
        ),
        None => format!("the surface {}", worst.background.hex()),
    };
    let mut place = worst.condition.clone();
    if !worst.permutation.is_empty() {
        place = format!("{place}; {}", worst.permutation);
    }
    let (rule, what, label) = match (entry.paint, entry.slot) {
        (Paint::Text, _) => (RuleId::CONTRAST_TEXT, "the text", "this text colour"),
        (_, "outlineColor") => (
            RuleId::CONTRAST_NON_TEXT,
            "the outline",
            "this outline colour",
        ),
        _ => (
            RuleId::CONTRAST_NON_TEXT,
            "the border",
            "this border colour",
        ),
    };
    let next_to = if entry.paint == Paint::Text {
        "on its background"
    } else {
        "against the background next to it"
    };
    let mut message = format!(
        "{what} of `{}` is {} {next_to} ({place}), below {}: {{{}}} {} on {on}",
        entry.part,
        value_text(worst.method, worst.ratio),
        threshold_text(worst.method, worst.threshold),
        entry.reference.join("."),
        worst.text.hex(),
    );
    // The other conditions and themes it fails in, by name: a script reading the JSON can tell
    // which theme fails.
    if failures.len() > 1 {
        const NAMED: usize = 4;
        let others: Vec<String> = failures[1..]
            .iter()
            .take(NAMED)
            .map(|failure| {
                let mut place = failure.condition.clone();
                if !failure.permutation.is_empty() {
                    place = format!("{place}; {}", failure.permutation);
                }
                format!("`{place}` {}", value_text(failure.method, failure.ratio))
            })
            .collect();
        let more = failures.len() - 1 - others.len();
        let more = if more > 0 {
            format!(", and {more} more")
        } else {
            String::new()
        };
        message.push_str(&format!(" (also below it in {}{more})", others.join(", ")));
    }
    let set = &tokens.permutations[worst.set].set;
    let help = match nearest_passing(set, worst) {
        Some((name, color, ratio)) => format!(
            "`{{{name}}}` ({}) gives {}; or change the background",
            color.hex(),
            value_text(worst.method, ratio)
        ),
        None => format!(
            "choose a colour with at least {} against {}, or change the background",
            threshold_text(worst.method, worst.threshold),
            worst.background.hex()
        ),
    };
    let pointer = push_pointer("/tokenMapping", entry.key);
    let mut finding = Diagnostic::new(rule, doc.location(&pointer), message)
        .with_label(label)
        .with_help(help);
    let related = if entry.paint == Paint::Text {
        "on this background"
    } else {
        "next to this background"
    };
    match under {
        Some(b) => {
            let pointer = push_pointer("/tokenMapping", entries[b].key);
            finding = finding.with_related(doc.location(&pointer), related);
        }
        // The surface: where the configuration names it.
        None => {
            if let Some(at) = surface_at {
                finding = finding.with_related(at.0.clone(), related);
            }
        }
    }
    diags.push(finding);
}

/// The token of the text token's group that passes against the background and is closest
/// to the failing colour, with its colour and ratio.
fn nearest_passing(set: &TokenSet, failure: &Failure) -> Option<(String, Rgba, f64)> {
    let parent = set.node(failure.token).parent?;
    let distance = |c: Rgba| {
        let t = failure.text;
        (c.r - t.r).powi(2) + (c.g - t.g).powi(2) + (c.b - t.b).powi(2)
    };
    set.children(parent)
        .take(MAX_SUGGESTIONS)
        .filter(|(_, id)| *id != failure.token)
        .filter_map(|(_, id)| {
            let shown = set.color(id)?.over(failure.background);
            let ratio = measure(failure.method, shown, failure.background);
            (ratio >= failure.threshold).then(|| (set.path(id).join("."), shown, ratio))
        })
        .min_by(|a, b| distance(a.1).total_cmp(&distance(b.1)))
}
