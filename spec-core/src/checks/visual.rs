//! Visual baselines: what `uispec test` saw of each render in each theme, kept in the project
//! as the approved state, and each later difference explained by what caused it.
//!
//! An [`Entry`] is one render in one theme: its accessibility snapshot (roles, names, states:
//! the shape of Playwright's ARIA snapshots), its markup (one element or text per line), the
//! computed styles of each part that differ from CSS's initial values ([`TRACKED`]), and for
//! each property a tokenMapping entry gives, the entry, the token and its value in that theme.
//! Its picture is a PNG beside it, compared by the command (pixels are not this crate's).
//!
//! Effects and causes are kept apart: a render *changed* when its picture (beyond the
//! project's threshold), its accessibility snapshot or its computed styles did; what caused it
//! is read from the rest: a token whose value changed, a tokenMapping entry that maps another
//! token, a style no token gives (a stylesheet rule), the markup, or nothing uispec tracks
//! ("pixels only": a font, an image). Markup that changed with no effect is no change.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::sync::Arc;

use serde_json::{Map, Value, json};

use crate::css::{MappedStyle, TRACKED, decides};
use crate::diagnostics::{Diagnostics, Related};
use crate::harness::Render;
use crate::reader::push_pointer;
use crate::rules::RuleId;
use crate::{Diagnostic, Location, SourceFile, SpecDocument};

/// The version of the files' shape; a file of another is refused with a finding.
pub const FORMAT: u64 = 1;

/// The folder baselines live in by default, inside the project (`[test.baselines] folder`).
pub const DEFAULT_FOLDER: &str = "uispec-baselines";

/// Each component's file in its folder.
pub const FILE: &str = "baseline.json";

/// The manifest at the folder's root: the format and the components recorded.
pub const MANIFEST: &str = "manifest.json";

/// The properties of [`TRACKED`], as the page's observer is asked for them.
pub fn tracked_properties() -> Vec<&'static str> {
    TRACKED.iter().map(|(property, _)| *property).collect()
}

/// One render in one theme, as approved or as seen now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// `<render>.<theme>`, in file-name form: the picture is `<id>.png` beside the file.
    pub id: String,
    /// The render's label (`Button variant=primary, disabled`).
    pub render: String,
    /// The theme's name.
    pub theme: String,
    /// The accessibility snapshot, one node a line, indented by depth.
    pub accessibility: Vec<String>,
    /// The markup, one element or text a line.
    pub markup: Vec<String>,
    /// Per part, each tracked property not at its initial value.
    pub styles: BTreeMap<String, BTreeMap<String, String>>,
    /// Per part, each property a tokenMapping entry gives.
    pub tokens: BTreeMap<String, BTreeMap<String, Mapped>>,
}

/// What a tokenMapping entry gives a property in one theme.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mapped {
    /// The tokenMapping key, as written.
    pub key: String,
    /// The token's path, dot-joined.
    pub token: String,
    /// Its CSS value in the theme.
    pub value: String,
}

/// A component's baseline file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Baseline {
    /// The spec's name.
    pub component: String,
    /// Where the pictures were taken (`linux-x86_64, Chromium 156`): pictures from another
    /// are not compared pixel by pixel.
    pub platform: String,
    /// One per render and theme.
    pub entries: Vec<Entry>,
}

/// `variant=primary size=md` as a file name: lowercase letters, digits and single dashes;
/// `default` when nothing is left.
pub fn file_name(text: &str) -> String {
    let mut name = String::new();
    for c in text.chars() {
        match c.is_ascii_alphanumeric() {
            true => name.push(c.to_ascii_lowercase()),
            false if !name.ends_with('-') && !name.is_empty() => name.push('-'),
            false => {}
        }
    }
    let name = name.trim_end_matches('-');
    match name.is_empty() {
        true => "default".to_owned(),
        false => name.chars().take(96).collect(),
    }
}

/// The entry of `render` in `theme` (`nth`: how many renders of the component before it
/// have its label, so that ids stay apart and do not depend on the other components tested):
/// its accessibility
/// snapshot `accessibility`, its server `html`, its parts' computed styles `computed` (as the
/// observer read them), and `mapped`, the spec's tokenMapping resolved in the theme.
pub fn entry(
    (nth, render): (usize, &Render),
    theme: &str,
    accessibility: &[String],
    html: &str,
    computed: &BTreeMap<String, BTreeMap<String, String>>,
    mapped: &[MappedStyle],
) -> Entry {
    // The label without the spec's name, which the folder already says.
    let label = render.label();
    let own = label.strip_prefix(&render.spec).unwrap_or(&label).trim();
    let own = match nth {
        0 => file_name(own),
        n => format!("{}-{}", file_name(own), n + 1),
    };
    let id = format!("{own}.{}", file_name(theme));
    let styles = (computed.iter())
        .map(|(part, properties)| (part.clone(), set_by_part(properties)))
        .collect();
    Entry {
        id,
        render: label,
        theme: theme.to_owned(),
        accessibility: accessibility.to_vec(),
        markup: markup_lines(html),
        styles,
        tokens: tokens_of(render, mapped),
    }
}

/// Of a part's computed `properties`, those of [`TRACKED`] not at their initial value, and not
/// a line's colour or width where the line is not drawn (its style is `none`).
fn set_by_part(properties: &BTreeMap<String, String>) -> BTreeMap<String, String> {
    let drawn = |property: &str| {
        let line = match property
            .strip_suffix("-color")
            .or(property.strip_suffix("-width"))
        {
            Some(line) if line.starts_with("border-") || line == "outline" => line,
            _ => match property {
                "outline-offset" => "outline",
                _ => return true,
            },
        };
        properties
            .get(&format!("{line}-style"))
            .is_some_and(|style| style != "none")
    };
    (properties.iter())
        .filter(|(property, value)| {
            TRACKED
                .iter()
                .any(|(p, initial)| p == property && initial != value)
                && drawn(property)
        })
        .map(|(p, v)| (p.clone(), v.clone()))
        .collect()
}

/// The properties the spec's tokenMapping gives each part of `render`: the plain entries that
/// decide for its variants, then those of its state over them.
fn tokens_of(
    render: &Render,
    mapped: &[MappedStyle],
) -> BTreeMap<String, BTreeMap<String, Mapped>> {
    let mut tokens: BTreeMap<String, BTreeMap<String, Mapped>> = BTreeMap::new();
    let plain = mapped.iter().filter(|e| e.state.is_none());
    let stated = mapped
        .iter()
        .filter(|e| e.state.is_some() && e.state == render.state);
    for entry in plain.chain(stated) {
        if entry.pseudo_element.is_some() || !decides(entry, mapped, &render.variants) {
            continue;
        }
        for (property, value) in &entry.declarations {
            // A shorthand (`border-width`) gives the longhands the baseline keeps.
            let mut longhands: Vec<&str> = (TRACKED.iter())
                .map(|(p, _)| *p)
                .filter(|longhand| covers(property, longhand))
                .collect();
            if longhands.is_empty() {
                longhands.push(property);
            }
            for longhand in longhands {
                tokens.entry(entry.part.clone()).or_default().insert(
                    longhand.to_owned(),
                    Mapped {
                        key: entry.key.clone(),
                        token: entry.token.clone(),
                        value: value.clone(),
                    },
                );
            }
        }
    }
    tokens
}

/// Whether the CSS property `shorthand` sets `longhand`: itself, `border-width` the four
/// `border-*-width`, `padding` the four `padding-*`, `gap` `row-gap` and `column-gap`.
fn covers(shorthand: &str, longhand: &str) -> bool {
    shorthand == longhand
        || match shorthand.split_once('-') {
            Some((first, rest)) => {
                longhand.starts_with(&format!("{first}-"))
                    && longhand.ends_with(&format!("-{rest}"))
            }
            // `gap` is the one whose longhands end in its name; `color` is no shorthand of
            // `background-color`.
            None if shorthand == "gap" => longhand.ends_with("-gap"),
            None => longhand.starts_with(&format!("{shorthand}-")),
        }
}

/// `html` one element or text a line (at most [`MAX_MARKUP_LINES`] of them): comments dropped (a framework's hydration markers), the
/// values of attributes that hold generated ids left out (a library that makes a fresh id for
/// each render would otherwise differ every time).
pub fn markup_lines(html: &str) -> Vec<String> {
    const IDS: [&str; 10] = [
        "id",
        "for",
        "name",
        "aria-labelledby",
        "aria-describedby",
        "aria-controls",
        "aria-owns",
        "aria-activedescendant",
        "aria-details",
        "aria-errormessage",
    ];
    let mut lines = Vec::new();
    let mut rest = html;
    while !rest.is_empty() {
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = comment.split_once("-->").map_or("", |(_, after)| after);
            continue;
        }
        // Leptos's empty markers.
        if let Some(after) = rest.strip_prefix("<!>") {
            rest = after;
            continue;
        }
        let end = match rest.starts_with('<') {
            true => rest.find('>').map_or(rest.len(), |at| at + 1),
            false => rest.find('<').unwrap_or(rest.len()),
        };
        let (piece, after) = rest.split_at(end);
        rest = after;
        let piece = piece.trim();
        if piece.is_empty() {
            continue;
        }
        if lines.len() == MAX_MARKUP_LINES {
            lines.push("…".to_owned());
            break;
        }
        let mut line = piece.to_owned();
        if piece.starts_with('<') {
            for name in IDS {
                line = without_value(&line, name);
            }
        }
        if line.len() > MAX_MARKUP_LINE {
            let mut end = MAX_MARKUP_LINE;
            while !line.is_char_boundary(end) {
                end -= 1;
            }
            line.truncate(end);
            line.push('…');
        }
        lines.push(line);
    }
    lines
}

/// The most lines of markup an entry keeps (then `…`), and the most bytes a line keeps: a
/// render of a whole page must not make its baseline too large to read back.
const MAX_MARKUP_LINES: usize = 2_000;
const MAX_MARKUP_LINE: usize = 1_000;

/// `tag` with the value of its attribute `name` left out (` id="x"` becomes ` id`).
fn without_value(tag: &str, name: &str) -> String {
    let pattern = format!(" {name}=\"");
    let Some(start) = tag.find(&pattern) else {
        return tag.to_owned();
    };
    let value = start + pattern.len();
    match tag[value..].find('"') {
        Some(end) => format!("{} {name}{}", &tag[..start], &tag[value + end + 1..]),
        None => tag.to_owned(),
    }
}

impl Entry {
    /// As its JSON object in the baseline file.
    pub fn to_json(&self) -> Value {
        let tokens: Map<String, Value> = (self.tokens.iter())
            .map(|(part, properties)| {
                let properties: Map<String, Value> = (properties.iter())
                    .map(|(p, m)| {
                        let mapped = json!({ "key": m.key, "token": m.token, "value": m.value });
                        (p.clone(), mapped)
                    })
                    .collect();
                (part.clone(), Value::Object(properties))
            })
            .collect();
        json!({
            "id": self.id,
            "render": self.render,
            "theme": self.theme,
            "accessibility": self.accessibility,
            "markup": self.markup,
            "styles": self.styles,
            "tokens": tokens,
        })
    }

    /// From its JSON object in the baseline file: an error sentence when it is not of the shape
    /// uispec writes.
    pub fn from_json(value: &Value) -> Result<Entry, String> {
        let object = value.as_object().ok_or("an entry is not an object")?;
        let known = [
            "id",
            "render",
            "theme",
            "accessibility",
            "markup",
            "styles",
            "tokens",
        ];
        if let Some(key) = object.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(format!("an entry has the unknown key `{key}`"));
        }
        let text = |key: &str| {
            object
                .get(key)
                .and_then(Value::as_str)
                .map(str::to_owned)
                .ok_or(format!("an entry's `{key}` is not a string"))
        };
        let lines = |key: &str| -> Result<Vec<String>, String> {
            (object.get(key).and_then(Value::as_array))
                .ok_or(format!("an entry's `{key}` is not a list"))?
                .iter()
                .map(|line| line.as_str().map(str::to_owned))
                .collect::<Option<_>>()
                .ok_or(format!(
                    "an entry's `{key}` holds a line that is not a string"
                ))
        };
        let parts = |key: &str| -> Result<&Map<String, Value>, String> {
            (object.get(key).and_then(Value::as_object))
                .ok_or(format!("an entry's `{key}` is not an object of parts"))
        };
        let mut styles = BTreeMap::new();
        for (part, properties) in parts("styles")? {
            let properties = (properties.as_object().into_iter().flatten())
                .map(|(p, v)| Some((p.clone(), v.as_str()?.to_owned())))
                .collect::<Option<_>>()
                .ok_or(format!("the styles of part `{part}` are not strings"))?;
            styles.insert(part.clone(), properties);
        }
        let mut tokens = BTreeMap::new();
        for (part, properties) in parts("tokens")? {
            let properties = (properties.as_object().into_iter().flatten())
                .map(|(p, m)| {
                    let field = |k: &str| m.get(k)?.as_str().map(str::to_owned);
                    let mapped = Mapped {
                        key: field("key")?,
                        token: field("token")?,
                        value: field("value")?,
                    };
                    Some((p.clone(), mapped))
                })
                .collect::<Option<_>>()
                .ok_or(format!(
                    "the tokens of part `{part}` are not `{{key, token, value}}` objects"
                ))?;
            tokens.insert(part.clone(), properties);
        }
        let id = text("id")?;
        if id != file_name_of_id(&id) {
            return Err(format!("the id `{id}` is not a file name uispec writes"));
        }
        Ok(Entry {
            id,
            render: text("render")?,
            theme: text("theme")?,
            accessibility: lines("accessibility")?,
            markup: lines("markup")?,
            styles,
            tokens,
        })
    }
}

/// `id` with every character outside the file names [`file_name`] makes (and the one dot
/// between render and theme) dropped: an id that differs from it could name a path.
fn file_name_of_id(id: &str) -> String {
    let (render, theme) = id.split_once('.').unwrap_or((id, ""));
    let clean = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
            .collect()
    };
    match theme.is_empty() {
        true => clean(render),
        false => format!("{}.{}", clean(render), clean(theme)),
    }
}

impl Baseline {
    /// The file's text: pretty JSON, one property a line, so that a pull request's diff reads.
    pub fn to_text(&self) -> String {
        let value = json!({
            "format": FORMAT,
            "component": self.component,
            "platform": self.platform,
            "entries": self.entries.iter().map(Entry::to_json).collect::<Vec<_>>(),
        });
        let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Reads a baseline file: every problem is one sentence for a `render-baseline-invalid`
    /// finding, with the byte offset it is at.
    pub fn parse(text: &str) -> Result<Baseline, (String, usize)> {
        let value: Value = serde_json::from_str(text).map_err(|error| {
            let at = offset(text, error.line(), error.column());
            (format!("is not valid JSON: {error}"), at)
        })?;
        let at_start = |message: String| (message, 0);
        let object = value
            .as_object()
            .ok_or_else(|| at_start("is not a JSON object".to_owned()))?;
        match object.get("format").and_then(Value::as_u64) {
            Some(FORMAT) => {}
            Some(other) => {
                return Err(at_start(format!(
                    "is of format {other}; this uispec reads format {FORMAT}"
                )));
            }
            None => return Err(at_start("has no `format` number".to_owned())),
        }
        let text_of = |key: &str| {
            (object.get(key).and_then(Value::as_str))
                .map(str::to_owned)
                .ok_or_else(|| at_start(format!("has no `{key}` string")))
        };
        let entries = (object.get("entries").and_then(Value::as_array))
            .ok_or_else(|| at_start("has no `entries` list".to_owned()))?
            .iter()
            .map(Entry::from_json)
            .collect::<Result<Vec<_>, _>>()
            .map_err(at_start)?;
        Ok(Baseline {
            component: text_of("component")?,
            platform: text_of("platform")?,
            entries,
        })
    }
}

/// The byte offset of 1-based `line` and `column` in `text`.
fn offset(text: &str, line: usize, column: usize) -> usize {
    let start: usize = (text.split_inclusive('\n').take(line.saturating_sub(1)))
        .map(str::len)
        .sum();
    (start + column.saturating_sub(1)).min(text.len())
}

/// How a render's picture compares with its baseline picture (the command decides).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picture {
    /// Equal, or different only below the threshold.
    Same,
    /// This many pixels differ beyond the threshold.
    Differs(u64),
    /// Not compared: the baseline is from another platform, or has no picture.
    NotCompared,
}

/// A render that changed: what the report page and the finding say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The spec's name.
    pub component: String,
    /// The entry's id (its picture's name).
    pub id: String,
    /// The render's label.
    pub render: String,
    /// The theme's name.
    pub theme: String,
    /// Each cause, one sentence.
    pub causes: Vec<String>,
    /// The pixels that differ, when the pictures were compared and differ.
    pub pixels: Option<u64>,
}

/// What [`compare`] found for one component.
#[derive(Debug, Default)]
pub struct Compared {
    /// The renders that changed.
    pub changes: Vec<Change>,
    /// Entries seen now that the baseline lacks (recorded when the run records).
    pub new: Vec<String>,
    /// Entries of the baseline no render has any more.
    pub gone: Vec<String>,
}

/// The stylesheet rule that gives a part of a render its value of a property now, as the
/// browser's cascade decided it (the command asks the page).
#[derive(Debug, Clone)]
pub struct Origin {
    /// The rule, said: `` the rule `.card` in `style/base.css` ``.
    pub rule: String,
    /// The declaration that gives the value: `padding-top: 12px`.
    pub declaration: String,
    /// Where the rule is, when its file is the project's.
    pub location: Option<Location>,
}

/// Where each of `asked` (`(part, property)`) of the render of an entry gets its value now:
/// the rule, or `None` when no one rule decides it.
pub type Origins<'a> = dyn FnMut(&Entry, &[(String, String)]) -> Vec<Option<Origin>> + 'a;

/// The baseline file `file` (`baseline` read from it) of `doc`'s component against the
/// `current` entries: a `render-changed` finding for each that changed, a `render-baseline`
/// note for those of the baseline no render has any more. `picture(id)` says how an entry's
/// picture compares; `token_at(theme, path)` where a token is defined now; `origins` which
/// rule gives what no token explains.
pub fn compare(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    (file, baseline): (&Arc<SourceFile>, &Baseline),
    current: &[Entry],
    picture: impl Fn(&str) -> Picture,
    token_at: impl Fn(&str, &str) -> Option<Location>,
    origins: &mut Origins<'_>,
) -> Compared {
    let mut compared = Compared::default();
    let at = |id: &str| entry_at(file, id);
    let name = &doc.spec.name;
    for now in current {
        let Some(old) = baseline.entries.iter().find(|e| e.id == now.id) else {
            compared.new.push(now.id.clone());
            continue;
        };
        let pixels = match picture(&now.id) {
            Picture::Differs(pixels) => Some(pixels),
            Picture::Same | Picture::NotCompared => None,
        };
        let affected =
            pixels.is_some() || old.accessibility != now.accessibility || old.styles != now.styles;
        if !affected {
            continue;
        }
        let (causes, related) = explain(doc, old, now, &token_at, origins);
        let causes = match causes.is_empty() {
            true => vec![
                "pixels only: nothing uispec tracks changed (a font, an image, the browser)"
                    .to_owned(),
            ],
            false => causes,
        };
        let drawn = match pixels {
            Some(pixels) => format!(" ({pixels} pixels differ)"),
            None => String::new(),
        };
        let mut diagnostic = Diagnostic::new(
            RuleId::RENDER_CHANGED,
            at(&now.id),
            format!(
                "`{}` in the {} theme differs from its baseline{drawn}: {}",
                now.render,
                now.theme,
                causes.join("; ")
            ),
        )
        .with_label("the approved render")
        .with_help(format!(
            "if the change is intended, `uispec test --accept {name}` records it; the report page (`target/uispec/report/index.html`) shows the pictures before and after"
        ));
        diagnostic.related = related;
        diags.push(diagnostic);
        compared.changes.push(Change {
            component: name.clone(),
            id: now.id.clone(),
            render: now.render.clone(),
            theme: now.theme.clone(),
            causes,
            pixels,
        });
    }
    for old in &baseline.entries {
        if current.iter().all(|now| now.id != old.id) {
            compared.gone.push(old.id.clone());
            diags.push(
                Diagnostic::new(
                    RuleId::RENDER_BASELINE,
                    at(&old.id),
                    format!(
                        "the baseline of `{}` in the {} theme has no render any more",
                        old.render, old.theme
                    ),
                )
                .with_label("no render of this")
                .with_help(format!(
                    "`uispec test --accept {name}` removes it with its picture"
                )),
            );
        }
    }
    compared
}

/// Where the entry `id` is in the baseline file `file`: its `"id"` value.
pub fn entry_at(file: &Arc<SourceFile>, id: &str) -> Location {
    let needle = format!("\"id\": \"{id}\"");
    let span = (file.text().find(&needle)).map_or(0..0, |start| start + 7..start + needle.len());
    Location::new(file, span)
}

/// What caused the differences between `old` and `now`, one sentence each, and the places
/// they point at (a token's definition, a tokenMapping entry, a stylesheet rule).
fn explain(
    doc: &SpecDocument,
    old: &Entry,
    now: &Entry,
    token_at: &impl Fn(&str, &str) -> Option<Location>,
    origins: &mut Origins<'_>,
) -> (Vec<String>, Vec<Related>) {
    let mut causes = Vec::new();
    let mut related = Vec::new();
    // Tokens and entries, each said once with the properties it moved.
    let mut by_token: BTreeMap<(String, String, String), BTreeSet<String>> = BTreeMap::new();
    let mut by_entry: BTreeMap<(Option<String>, Option<String>, String), BTreeSet<String>> =
        BTreeMap::new();
    // What no token explains: part, property, and the change said.
    let mut by_rule: Vec<(String, String, String)> = Vec::new();
    let parts: BTreeSet<&String> = old.styles.keys().chain(now.styles.keys()).collect();
    for part in parts {
        let (before, after) = (old.styles.get(part), now.styles.get(part));
        let properties: BTreeSet<&String> = (before.into_iter().flat_map(BTreeMap::keys))
            .chain(after.into_iter().flat_map(BTreeMap::keys))
            .collect();
        for property in properties {
            let value = |side: Option<&BTreeMap<String, String>>| {
                side.and_then(|s| s.get(property)).cloned()
            };
            let (was, is) = (value(before), value(after));
            if was == is {
                continue;
            }
            let mapped = |entry: &Entry| entry.tokens.get(part)?.get(property).cloned();
            let shown = format!("`{property}` of `{part}`");
            match (mapped(old), mapped(now)) {
                (Some(a), Some(b)) if a.token == b.token && a.value != b.value => {
                    by_token
                        .entry((b.token, a.value, b.value))
                        .or_default()
                        .insert(shown);
                }
                (Some(a), Some(b)) if a.token == b.token => by_rule.push((
                    part.clone(),
                    property.clone(),
                    format!("{shown} {} → {}", a.value, b.value),
                )),
                (a, b) if a.is_some() || b.is_some() => {
                    let key = b.as_ref().or(a.as_ref()).map(|m| m.key.clone());
                    let key = key.unwrap_or_default();
                    by_entry
                        .entry((a.map(|m| m.token), b.map(|m| m.token), key))
                        .or_default()
                        .insert(shown);
                }
                _ => by_rule.push((
                    part.clone(),
                    property.clone(),
                    format!(
                        "{shown} {} → {}",
                        was.as_deref().unwrap_or("(initial)"),
                        is.as_deref().unwrap_or("(initial)")
                    ),
                )),
            }
        }
    }
    let list = |set: &BTreeSet<String>| match set.len() {
        0..=2 => set.iter().cloned().collect::<Vec<_>>().join(", "),
        n => format!(
            "{} and {} more",
            set.iter().next().cloned().unwrap_or_default(),
            n - 1
        ),
    };
    for ((token, was, is), shown) in &by_token {
        causes.push(format!(
            "the token `{token}` is {is} in the {} theme, was {was} ({})",
            now.theme,
            list(shown)
        ));
        if let Some(location) = token_at(&now.theme, token) {
            related.push(Related {
                location,
                message: format!("`{token}` is defined here: {is}, was {was}"),
            });
        }
    }
    for ((was, is, key), shown) in &by_entry {
        let said = match (was, is) {
            (Some(was), Some(is)) => format!("now maps `{is}`, was `{was}`"),
            (None, Some(is)) => format!("now maps `{is}`"),
            (Some(was), None) => format!("no longer maps `{was}`"),
            (None, None) => continue,
        };
        causes.push(format!(
            "the spec's tokenMapping entry `{key}` {said} ({})",
            list(shown)
        ));
        if is.is_some() {
            related.push(Related {
                location: doc.key_location(&push_pointer("/tokenMapping", key)),
                message: format!("this entry {said}"),
            });
        }
    }
    // What no token explains, by the rule that gives it now (as the page's cascade says).
    let asked: Vec<(String, String)> = (by_rule.iter())
        .map(|(part, property, _)| (part.clone(), property.clone()))
        .collect();
    let found = match asked.is_empty() {
        true => Vec::new(),
        false => origins(now, &asked),
    };
    let mut by_origin: BTreeMap<String, (Origin, Vec<String>)> = BTreeMap::new();
    let mut unexplained = Vec::new();
    for ((_, _, shown), origin) in by_rule
        .into_iter()
        .zip(found.into_iter().chain(std::iter::repeat(None)))
    {
        match origin {
            Some(origin) => by_origin
                .entry(origin.rule.clone())
                .or_insert_with(|| (origin, Vec::new()))
                .1
                .push(shown),
            None => unexplained.push(shown),
        }
    }
    let some = |shown: Vec<String>| {
        let more = shown.len().saturating_sub(2);
        let mut said: Vec<String> = shown.into_iter().take(2).collect();
        if more > 0 {
            said.push(format!("{more} more"));
        }
        said.join(", ")
    };
    for (rule, (origin, shown)) in by_origin {
        causes.push(format!(
            "{rule} (`{}`): {}",
            origin.declaration,
            some(shown)
        ));
        if let Some(location) = origin.location {
            related.push(Related {
                location,
                message: format!("this rule gives `{}` now", origin.declaration),
            });
        }
    }
    if !unexplained.is_empty() {
        causes.push(format!(
            "a style no token of the spec gives: {} (a stylesheet rule, or the markup)",
            some(unexplained)
        ));
    }
    if old.markup != now.markup {
        causes.push(format!(
            "the markup changed: {}",
            changed_lines(&old.markup, &now.markup)
        ));
    }
    if old.accessibility != now.accessibility {
        causes.push(format!(
            "the accessibility tree changed: {}",
            changed_lines(&old.accessibility, &now.accessibility)
        ));
    }
    (causes, related)
}

/// Where the rule of `selector` is in the stylesheet `text`: the span of the `nth` (from 0)
/// prelude that reads as `selector` does, as the browser writes it back (whitespace, quotes
/// and the spaces around combinators and commas aside), or `None`.
pub fn rule_at(text: &str, selector: &str, nth: usize) -> Option<Range<usize>> {
    let key = |s: &str| -> String {
        let mut out = String::new();
        for c in s.chars().filter(|c| *c != '"' && *c != '\'') {
            match c {
                c if c.is_whitespace() => {
                    if !out.is_empty() && !out.ends_with([' ', ',', '>', '+', '~']) {
                        out.push(' ');
                    }
                }
                ',' | '>' | '+' | '~' => {
                    if out.ends_with(' ') {
                        out.pop();
                    }
                    out.push(c);
                }
                c => out.push(c),
            }
        }
        out.trim_end().to_owned()
    };
    let wanted = key(selector);
    let bytes = text.as_bytes();
    let (mut at, mut start, mut seen) = (0, 0, 0);
    // The comments of the prelude being read: left out of what it reads as.
    let mut prelude = String::new();
    while at < bytes.len() {
        match bytes[at] {
            b'/' if bytes.get(at + 1) == Some(&b'*') => {
                let end = text[at + 2..]
                    .find("*/")
                    .map_or(bytes.len(), |e| at + 2 + e + 2);
                if prelude.trim().is_empty() {
                    start = end;
                }
                at = end;
                continue;
            }
            quote @ (b'"' | b'\'') => {
                let end = (text[at + 1..].find(quote as char)).map_or(bytes.len(), |e| at + e + 2);
                prelude.push_str(&text[at..end]);
                at = end;
                continue;
            }
            b'{' => {
                if key(&prelude) == wanted {
                    if seen == nth {
                        let raw = &text[start..at];
                        let lead = raw.len() - raw.trim_start().len();
                        return Some(start + lead..start + raw.trim_end().len());
                    }
                    seen += 1;
                }
                prelude.clear();
                start = at + 1;
            }
            b'}' | b';' => {
                prelude.clear();
                start = at + 1;
            }
            _ => {
                let c = text[at..].chars().next()?;
                prelude.push(c);
                at += c.len_utf8();
                continue;
            }
        }
        at += 1;
    }
    None
}

/// The first line `old` has that `now` lacks and the first `now` has that `old` lacks, as
///  `` `a` became `b` ``, `` `a` removed ``, `` `b` added ``.
fn changed_lines(old: &[String], now: &[String]) -> String {
    let gone = old.iter().find(|line| !now.contains(line));
    let came = now.iter().find(|line| !old.contains(line));
    let short = |line: &String| -> String {
        let line = line.trim();
        match line.chars().count() > 120 {
            true => format!("{}…", line.chars().take(120).collect::<String>()),
            false => line.to_owned(),
        }
    };
    match (gone, came) {
        (Some(a), Some(b)) if let Some(said) = attributes_changed(a, b) => said,
        (Some(a), Some(b)) => format!("`{}` became `{}`", short(a), short(b)),
        (Some(a), None) => format!("`{}` removed", short(a)),
        (None, Some(b)) => format!("`{}` added", short(b)),
        (None, None) => "the same lines in another order".to_owned(),
    }
}

/// Two tags of one element that differ in attributes: `` `<article>` gained `role="group"` ``,
/// `` `<button>`: `aria-label="Close"` became `aria-label="Dismiss"` ``.
fn attributes_changed(old: &str, now: &str) -> Option<String> {
    let split = |tag: &str| -> Option<(String, Vec<String>)> {
        let inner = tag.strip_prefix('<')?.strip_suffix('>')?;
        let mut words = inner.split(' ').filter(|w| !w.is_empty());
        let name = words.next()?.to_owned();
        Some((name, words.map(str::to_owned).collect()))
    };
    let ((name, a), (other, b)) = (split(old)?, split(now)?);
    if name != other || name.starts_with('/') {
        return None;
    }
    let gone: Vec<&String> = a.iter().filter(|w| !b.contains(w)).collect();
    let came: Vec<&String> = b.iter().filter(|w| !a.contains(w)).collect();
    Some(match (gone.first(), came.first()) {
        (Some(g), Some(c)) => format!("`<{name}>`: `{g}` became `{c}`"),
        (None, Some(c)) => format!("`<{name}>` gained `{c}`"),
        (Some(g), None) => format!("`<{name}>` lost `{g}`"),
        (None, None) => return None,
    })
}

/// A `render-baseline-invalid` finding: the baseline file `file` is unusable (`message` ends
/// a sentence that starts with its name), at byte `at`.
pub fn invalid(file: &Arc<SourceFile>, message: &str, at: usize) -> Diagnostic {
    Diagnostic::new(
        RuleId::RENDER_BASELINE_INVALID,
        Location::new(file, at..at),
        format!("the baseline `{}` {message}", file.path()),
    )
    .with_help(
        "baselines are written by `uispec test`; record this component's again with `uispec test --accept <Component>`, or restore the file from version control",
    )
}

/// A `render-baseline` note: the manifest `file` lists the component `name`, which no spec is
/// any more.
pub fn component_gone(file: &Arc<SourceFile>, name: &str) -> Diagnostic {
    let needle = Value::from(name).to_string();
    let span = (file.text().find(&needle)).map_or(0..0, |start| start..start + needle.len());
    Diagnostic::new(
        RuleId::RENDER_BASELINE,
        Location::new(file, span),
        format!("the baselines of `{name}` have no spec any more"),
    )
    .with_label("no spec of this name")
    .with_help("`uispec test --accept` removes them with their pictures")
}

/// A `render-baseline` note: the pictures of `file` were taken on `was`, this run is on `is`;
/// they are not compared pixel by pixel (the accessibility snapshots and styles are).
pub fn other_platform(file: &Arc<SourceFile>, was: &str, is: &str) -> Diagnostic {
    let needle = format!("\"platform\": {}", Value::from(was));
    let span = (file.text().find(&needle)).map_or(0..0, |start| start + 12..start + needle.len());
    Diagnostic::new(
        RuleId::RENDER_BASELINE,
        Location::new(file, span),
        format!(
            "the pictures of this baseline were taken on {was}, and this run is on {is}: they are not compared pixel by pixel (the accessibility snapshots and styles are)"
        ),
    )
    .with_label("recorded here")
    .with_help(
        "record baselines where CI runs `uispec test` (`uispec test --accept` there), so that every run compares pictures of one platform",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_one_element_or_text_a_line_without_generated_ids() {
        let lines = markup_lines(
            "<div id=\"r-17\" class=\"a\"><!--hk=0--><!><label for=\"r-18\">Name</label> <input id=\"r-18\"></div>",
        );
        assert_eq!(
            lines,
            [
                "<div id class=\"a\">",
                "<label for>",
                "Name",
                "</label>",
                "<input id>",
                "</div>"
            ]
        );
        // A whole page's markup is kept bounded.
        let long = format!("<p>{}</p>", "é".repeat(MAX_MARKUP_LINE));
        let lines = markup_lines(&long.repeat(MAX_MARKUP_LINES));
        assert_eq!(lines.len(), MAX_MARKUP_LINES + 1);
        assert_eq!(lines[1].len(), MAX_MARKUP_LINE + '…'.len_utf8());
        assert_eq!(lines.last().map(String::as_str), Some("…"));
    }

    #[test]
    fn a_shorthand_covers_its_longhands_only() {
        assert!(covers("border-width", "border-top-width"));
        assert!(covers("padding", "padding-left"));
        assert!(covers("gap", "row-gap"));
        assert!(covers("border-radius", "border-top-left-radius"));
        assert!(!covers("color", "background-color"));
        assert!(!covers("border-width", "outline-width"));
    }

    #[test]
    fn file_names_are_plain_and_ids_that_are_not_are_refused() {
        assert_eq!(
            file_name("variant=primary size=md, disabled"),
            "variant-primary-size-md-disabled"
        );
        assert_eq!(file_name(""), "default");
        assert_eq!(file_name("../../etc"), "etc");
        assert_eq!(file_name_of_id("a-1.light"), "a-1.light");
        assert_ne!(file_name_of_id("../x.light"), "../x.light");
    }

    #[test]
    fn a_baseline_reads_back_what_it_wrote_and_refuses_what_it_did_not() {
        let entry = Entry {
            id: "default-0.light".to_owned(),
            render: "Button".to_owned(),
            theme: "light".to_owned(),
            accessibility: vec!["- button \"Save\"".to_owned()],
            markup: vec![
                "<button>".to_owned(),
                "Save".to_owned(),
                "</button>".to_owned(),
            ],
            styles: BTreeMap::from([(
                "root".to_owned(),
                BTreeMap::from([("color".to_owned(), "rgb(0, 0, 0)".to_owned())]),
            )]),
            tokens: BTreeMap::from([(
                "root".to_owned(),
                BTreeMap::from([(
                    "color".to_owned(),
                    Mapped {
                        key: "root.color".to_owned(),
                        token: "color.text".to_owned(),
                        value: "#000".to_owned(),
                    },
                )]),
            )]),
        };
        let baseline = Baseline {
            component: "Button".to_owned(),
            platform: "linux-x86_64, Chromium 156".to_owned(),
            entries: vec![entry],
        };
        assert_eq!(Baseline::parse(&baseline.to_text()), Ok(baseline.clone()));
        let forged = baseline
            .to_text()
            .replace("default-0.light", "../../x.light");
        assert!(Baseline::parse(&forged).is_err());
        let broken = "{\n  \"format\": 1,\n  oops\n}";
        let (message, at) = Baseline::parse(broken).unwrap_err();
        assert!(message.contains("not valid JSON"), "{message}");
        assert_eq!(&broken[at..at + 4], "oops");
        assert!(
            Baseline::parse("{\"format\": 9}")
                .unwrap_err()
                .0
                .contains("format 9")
        );
    }

    #[test]
    fn a_change_is_explained_by_its_token_its_entry_or_a_rule() {
        let mapped = |token: &str, value: &str| Mapped {
            key: "root.background".to_owned(),
            token: token.to_owned(),
            value: value.to_owned(),
        };
        let entry = |background: &str, width: &str, token: Mapped| Entry {
            id: "a-0.light".to_owned(),
            render: "Button".to_owned(),
            theme: "light".to_owned(),
            accessibility: Vec::new(),
            markup: Vec::new(),
            styles: BTreeMap::from([(
                "root".to_owned(),
                BTreeMap::from([
                    ("background-color".to_owned(), background.to_owned()),
                    ("border-top-width".to_owned(), width.to_owned()),
                ]),
            )]),
            tokens: BTreeMap::from([(
                "root".to_owned(),
                BTreeMap::from([("background-color".to_owned(), token)]),
            )]),
        };
        let file = SourceFile::new("button.json", "{\"name\": \"Button\"}");
        let mut diags = Diagnostics::new();
        let doc = crate::reader::read_spec(&mut diags, &file).unwrap();
        let old = entry("rgb(1, 1, 1)", "1px", mapped("color.a", "#010101"));
        let no_place = |_: &str, _: &str| None;
        let mut no_rule = |_: &Entry, asked: &[(String, String)]| vec![None; asked.len()];
        // The token's value moved.
        let now = entry("rgb(2, 2, 2)", "1px", mapped("color.a", "#020202"));
        let (causes, _) = explain(&doc, &old, &now, &no_place, &mut no_rule);
        assert_eq!(
            causes,
            [
                "the token `color.a` is #020202 in the light theme, was #010101 (`background-color` of `root`)"
            ]
        );
        // The entry maps another token.
        let now = entry("rgb(2, 2, 2)", "1px", mapped("color.b", "#020202"));
        let (causes, _) = explain(&doc, &old, &now, &no_place, &mut no_rule);
        assert_eq!(
            causes,
            [
                "the spec's tokenMapping entry `root.background` now maps `color.b`, was `color.a` (`background-color` of `root`)"
            ]
        );
        // A property no token gives.
        let now = entry("rgb(1, 1, 1)", "2px", mapped("color.a", "#010101"));
        let (causes, _) = explain(&doc, &old, &now, &no_place, &mut no_rule);
        assert_eq!(
            causes,
            [
                "a style no token of the spec gives: `border-top-width` of `root` 1px → 2px (a stylesheet rule, or the markup)"
            ]
        );
        // The same, with the rule the page found.
        let css = SourceFile::new("style/base.css", "a {}\n.card > b { border-width: 2px }\n");
        let mut asked_for = Vec::new();
        let mut the_rule = |_: &Entry, asked: &[(String, String)]| {
            asked_for = asked.to_vec();
            vec![Some(Origin {
                rule: "the rule `.card > b` in `style/base.css`".to_owned(),
                declaration: "border-top-width: 2px".to_owned(),
                location: Some(Location::new(&css, 5..13)),
            })]
        };
        let (causes, related) = explain(&doc, &old, &now, &no_place, &mut the_rule);
        assert_eq!(
            causes,
            [
                "the rule `.card > b` in `style/base.css` (`border-top-width: 2px`): `border-top-width` of `root` 1px → 2px"
            ]
        );
        assert_eq!(
            asked_for,
            [("root".to_owned(), "border-top-width".to_owned())]
        );
        assert_eq!(related[0].location.span, 5..13);
    }

    #[test]
    fn a_rule_is_found_by_its_selector_as_the_browser_writes_it() {
        let text =
            "/* one */ .a { x: \"{\" }\n.b>.c,\n  .d[data-x='y'] { }\n@media (x) { .a { } }\n";
        let at = |selector: &str, nth: usize| rule_at(text, selector, nth).map(|r| &text[r]);
        assert_eq!(at(".a", 0), Some(".a"));
        assert_eq!(at(".a", 1), Some(".a"));
        assert_eq!(at(".a", 2), None);
        assert_eq!(
            at(".b > .c, .d[data-x=\"y\"]", 0),
            Some(".b>.c,\n  .d[data-x='y']")
        );
        assert_eq!(at(".b", 0), None);
        assert_eq!(at("(x)", 0), None);
    }
}
