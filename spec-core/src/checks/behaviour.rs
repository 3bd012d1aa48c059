//! The live checks of `uispec test`: the keys of a component's keyboard contract pressed one
//! after another in its live render (mounted in Chromium, its handlers running), each judged by
//! what the page showed before and after it against the effect the APG pattern of its role
//! requires ([`crate::apg::Effect`]); a key only the spec lists must change something a user
//! can observe.
//!
//! [`plan`] says what to press for a spec; the browser presses it and answers a [`Behaved`]
//! per render; [`check_behaviour`] judges. Each key is judged against the page just before it,
//! so one key that fails does not fail the keys after it. What cannot be judged (a composite of
//! fewer than two items, an effect the live checks do not try yet, a key across the
//! component's orientation) is one note per component, never an error.

use std::collections::BTreeMap;

use crate::apg::{Effect, Key, Move, Pattern, Step, Wrap};
use crate::color::Rgba;
use crate::diagnostics::{Diagnostic, Diagnostics, Location};
use crate::harness::Render;
use crate::reader::SpecDocument;
use crate::roles::ui_events_key;
use crate::rules::RuleId;
use crate::severity::Severity;

/// A key the live checks press: its name (as the UI Events `key` value, `Space` for `" "`,
/// `Shift+Tab` and `Alt+ArrowDown` with their modifier) and what the browser is told (the
/// modifiers held, the `key` value, the physical `code`, the Windows virtual key code, and the
/// text a press types: Enter and Space type, which is what activates a button).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pressable {
    /// The name specs and the APG tables use.
    pub name: &'static str,
    /// The modifiers held, as the DevTools protocol counts them: [`ALT`], [`SHIFT`], or none.
    pub modifiers: u8,
    /// The `key` value of the event.
    pub key: &'static str,
    /// The `code` value of the event.
    pub code: &'static str,
    /// The Windows virtual key code.
    pub virtual_key: u32,
    /// The text the press types.
    pub text: Option<&'static str>,
}

/// Alt (Option on a Mac) held, in [`Pressable::modifiers`].
pub const ALT: u8 = 1;
/// Shift held, in [`Pressable::modifiers`].
pub const SHIFT: u8 = 8;

/// The keys the live checks press.
pub const PRESSABLE: &[Pressable] = &[
    Pressable {
        name: "Tab",
        modifiers: 0,
        key: "Tab",
        code: "Tab",
        virtual_key: 9,
        text: None,
    },
    Pressable {
        name: "Shift+Tab",
        modifiers: SHIFT,
        key: "Tab",
        code: "Tab",
        virtual_key: 9,
        text: None,
    },
    Pressable {
        name: "Enter",
        modifiers: 0,
        key: "Enter",
        code: "Enter",
        virtual_key: 13,
        text: Some("\r"),
    },
    Pressable {
        name: "Space",
        modifiers: 0,
        key: " ",
        code: "Space",
        virtual_key: 32,
        text: Some(" "),
    },
    Pressable {
        name: "Escape",
        modifiers: 0,
        key: "Escape",
        code: "Escape",
        virtual_key: 27,
        text: None,
    },
    Pressable {
        name: "ArrowUp",
        modifiers: 0,
        key: "ArrowUp",
        code: "ArrowUp",
        virtual_key: 38,
        text: None,
    },
    Pressable {
        name: "ArrowDown",
        modifiers: 0,
        key: "ArrowDown",
        code: "ArrowDown",
        virtual_key: 40,
        text: None,
    },
    // A select-only combobox's: opens it without moving, and chooses and closes.
    Pressable {
        name: "Alt+ArrowUp",
        modifiers: ALT,
        key: "ArrowUp",
        code: "ArrowUp",
        virtual_key: 38,
        text: None,
    },
    Pressable {
        name: "Alt+ArrowDown",
        modifiers: ALT,
        key: "ArrowDown",
        code: "ArrowDown",
        virtual_key: 40,
        text: None,
    },
    Pressable {
        name: "ArrowLeft",
        modifiers: 0,
        key: "ArrowLeft",
        code: "ArrowLeft",
        virtual_key: 37,
        text: None,
    },
    Pressable {
        name: "ArrowRight",
        modifiers: 0,
        key: "ArrowRight",
        code: "ArrowRight",
        virtual_key: 39,
        text: None,
    },
    Pressable {
        name: "Home",
        modifiers: 0,
        key: "Home",
        code: "Home",
        virtual_key: 36,
        text: None,
    },
    Pressable {
        name: "End",
        modifiers: 0,
        key: "End",
        code: "End",
        virtual_key: 35,
        text: None,
    },
    Pressable {
        name: "PageUp",
        modifiers: 0,
        key: "PageUp",
        code: "PageUp",
        virtual_key: 33,
        text: None,
    },
    Pressable {
        name: "PageDown",
        modifiers: 0,
        key: "PageDown",
        code: "PageDown",
        virtual_key: 34,
        text: None,
    },
    // What is typed into a text field: a digit, which a field that takes only numbers takes
    // too.
    Pressable {
        name: "1",
        modifiers: 0,
        key: "1",
        code: "Digit1",
        virtual_key: 49,
        text: Some("1"),
    },
];

/// The key named `name`, when the live checks press it.
pub fn pressable(name: &str) -> Option<&'static Pressable> {
    PRESSABLE.iter().find(|p| p.name == name)
}

/// One key to press and what it must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Planned {
    /// The key, one of [`PRESSABLE`].
    pub key: &'static str,
    /// The pattern's effect; `None` for a key only the spec lists (it must change something).
    pub effect: Option<Effect>,
    /// What the pattern says the key does, when it is the pattern's.
    pub action: Option<&'static str>,
    /// The spec's `keyboardInteractions` entry for the key, by position.
    pub entry: Option<usize>,
    /// For a component that opens a popup: whether the key is pressed with the popup open
    /// (`Some(true)`) or closed; `None` for a key whose effect does not depend on it.
    pub open: Option<bool>,
}

impl Planned {
    /// The key as the `render-untried` note names it (see [`label`]).
    fn label(&self) -> String {
        label(self.key, self.open)
    }

    /// The step as a message names it (see [`said`]).
    fn said(&self) -> String {
        said(self.key)
    }
}

/// A step as a message names it: a key in backticks, the close button's click in words.
fn said(key: &str) -> String {
    match key == CLOSE_CLICK {
        true => key.to_owned(),
        false => format!("`{key}`"),
    }
}

/// The last step of a modal dialog's run, a pointer's and not a key's: the render mounted
/// again, open, and the button that closes it (named "Close", "Dismiss" or "×") clicked. It
/// must close it as Escape does.
pub const CLOSE_CLICK: &str = "a click on its close button";

/// A key as the `render-untried` note names it: with the popup's state when that decides what
/// it does.
fn label(key: &str, open: Option<bool>) -> String {
    match open {
        None => key.to_owned(),
        Some(true) => format!("{key} (popup open)"),
        Some(false) => format!("{key} (popup closed)"),
    }
}

/// What the live checks do with one spec: the pattern, the roles of the items its keys move
/// among, the keys in the order they are pressed (the first enters the component by Tab), and
/// the keys they do not press, each with why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The APG pattern of the spec's role.
    pub pattern: &'static Pattern,
    /// The pattern's parts (`tab`), else its own roles (`button`): what focus moves among and
    /// what the states are read on.
    pub items: Vec<&'static str>,
    /// The roles of the popup's items, for a component that opens one (the pattern's
    /// [`Pattern::popup`]); `items` is then the element that opens it.
    pub popup: &'static [&'static str],
    /// The keys pressed, in order.
    pub keys: Vec<Planned>,
    /// The keys of the contract not pressed, each with why.
    pub untried: Vec<(String, String)>,
    /// Whether the run enters the component by Tab from the element before it (the first
    /// key); not for a modal dialog, which takes focus when it opens and keeps it.
    pub enters: bool,
}

/// The plan for `doc`, when the APG pattern of its role has a keyboard contract, or its
/// component is a text field.
pub fn plan(doc: &SpecDocument) -> Option<Plan> {
    let pattern =
        Pattern::for_spec(&doc.spec).filter(|p| p.has_keyboard_contract() || p.takes_text())?;
    let items: Vec<&'static str> = if !pattern.popup.is_empty() {
        // What opens the popup: its items are read apart.
        pattern.role.into_iter().collect()
    } else if pattern.parts.is_empty() {
        pattern.role.iter().chain(pattern.roles).copied().collect()
    } else {
        pattern.parts.to_vec()
    };
    // Nothing to read focus and states on (an accordion's headers have no role of their own).
    if items.is_empty() {
        return None;
    }
    let entries = doc
        .spec
        .accessibility
        .as_ref()
        .map(|a| a.keyboard_interactions.as_slice())
        .unwrap_or_default();
    let entry = |key: &str| entries.iter().position(|e| e.key.trim() == key);
    // A modal dialog keeps focus: Tab moves within it, and nothing enters it from outside.
    let enters = !(pattern.keyboard.iter())
        .flat_map(Key::each)
        .any(|(key, effect)| key == "Tab" && matches!(effect, Effect::KeepsFocus(_)));
    let popup = !pattern.popup.is_empty();
    let mut keys = Vec::new();
    if enters {
        keys.push(Planned {
            key: "Tab",
            effect: Some(Effect::OneStop),
            action: None,
            entry: entry("Tab"),
            open: None,
        });
    }
    let mut untried: Vec<(String, String)> = Vec::new();
    let mut rows: Vec<Planned> = Vec::new();
    for row in pattern.keyboard {
        for (apg_key, effect) in row.each() {
            let key = match apg_key {
                // Entering by Tab is the first key already.
                "Tab" | "Shift+Tab" if effect == Effect::OneStop => continue,
                "Tab" => Some("Tab"),
                "Shift+Tab" => Some("Shift+Tab"),
                other => ui_events_key(other),
            };
            let Some(key) = key else {
                continue;
            };
            // With a popup, a key may do one thing while it is closed and another while it
            // is open (Enter opens, then chooses): each is a key of its own.
            let open = popup.then_some(!matches!(effect, Effect::Opens(_)));
            // Tab enters and leaves; with the popup open it would choose too.
            if popup && key == "Tab" {
                if effect == Effect::Commits {
                    untried.push((
                        label(key, open),
                        "with the popup open it is not tried (the run leaves by Tab with the popup closed)".to_owned(),
                    ));
                }
                continue;
            }
            let planned = |k: &Planned| k.key == key && k.open == open;
            if rows.iter().any(planned) || (!popup && untried.iter().any(|(k, _)| k == key)) {
                continue;
            }
            if let Some(why) = not_tried(effect, enters, popup) {
                // A key the pattern marks optional and the spec does not list is no promise.
                if !row.optional || entry(key).is_some() {
                    untried.push((key.to_owned(), why.to_owned()));
                }
                continue;
            }
            // An optional key is pressed only when the spec promises it.
            if row.optional && entry(key).is_none() {
                continue;
            }
            rows.push(Planned {
                key,
                effect: Some(effect),
                action: Some(row.action),
                entry: entry(key),
                open,
            });
        }
    }
    if popup {
        keys.extend(popup_sequence(rows, &mut untried));
    } else {
        keys.extend(rows);
    }
    // A text field takes what is typed, by the browser's editing keys.
    if pattern.takes_text() {
        keys.push(Planned {
            key: "1",
            effect: Some(Effect::Edits),
            action: Some("types the character into the field"),
            entry: None,
            open: None,
        });
    }
    for (position, interaction) in entries.iter().enumerate() {
        let key = interaction.key.trim();
        if keys.iter().any(|k| k.key == key) || untried.iter().any(|(k, _)| k == key) {
            continue;
        }
        match pressable(key) {
            Some(key) => keys.push(Planned {
                key: key.name,
                effect: None,
                action: None,
                entry: Some(position),
                open: None,
            }),
            None => untried.push((key.to_owned(), "the live checks do not press it".to_owned())),
        }
    }
    // Closing last: the keys before it need the component shown (a popup's sequence closes
    // it as it goes).
    if !popup {
        keys.sort_by_key(|k| k.effect == Some(Effect::Closes));
    }
    // A modal dialog that closes is closed by its close button too (after its Escape, in a
    // render mounted again).
    if !enters && keys.iter().any(|k| k.effect == Some(Effect::Closes)) {
        keys.push(Planned {
            key: CLOSE_CLICK,
            effect: Some(Effect::Closes),
            action: Some("its close button closes it"),
            entry: None,
            open: None,
        });
    }
    // And out again: the component is one Tab stop.
    if enters {
        keys.push(Planned {
            key: "Tab",
            effect: Some(Effect::OneStop),
            action: None,
            entry: entry("Tab"),
            open: None,
        });
    }
    Some(Plan {
        pattern,
        items,
        popup: pattern.popup,
        keys,
        untried,
        enters,
    })
}

/// The keys of a component that opens a popup, in the order pressed: each key that opens it,
/// then one that closes it (choosing the active item first, Escape last), so that every key
/// is pressed in the state it is for; after the first opening, the keys that move among the
/// popup's items. With no key that opens it, the others are not tried.
fn popup_sequence(rows: Vec<Planned>, untried: &mut Vec<(String, String)>) -> Vec<Planned> {
    let (openers, open): (Vec<Planned>, Vec<Planned>) =
        rows.into_iter().partition(|k| k.open == Some(false));
    let (mut closers, moves): (Vec<Planned>, Vec<Planned>) = (open.into_iter())
        .partition(|k| matches!(k.effect, Some(Effect::Commits | Effect::Closes)));
    closers.sort_by_key(|k| k.effect == Some(Effect::Closes));
    if openers.is_empty() {
        for k in moves.iter().chain(&closers) {
            untried.push((
                k.label(),
                "no key the live checks press opens the popup".to_owned(),
            ));
        }
        return Vec::new();
    }
    let mut keys = Vec::new();
    for round in 0..openers.len().max(closers.len()) {
        keys.push(openers.get(round).unwrap_or(&openers[0]).clone());
        if round == 0 {
            keys.extend(moves.iter().cloned());
        }
        if let Some(closer) = closers.get(round).or(closers.last()) {
            keys.push(closer.clone());
        }
    }
    keys
}

/// Why an effect is not tried live yet, or `None` when it is; closing and the focus trap are
/// tried where the run starts open (a modal dialog, which is not entered by Tab), opening,
/// choosing and closing where the component opens a popup.
fn not_tried(effect: Effect, enters: bool, popup: bool) -> Option<&'static str> {
    match effect {
        Effect::Closes | Effect::KeepsFocus(_) if !enters => None,
        Effect::Opens(_) | Effect::Commits | Effect::Closes if popup => None,
        Effect::Value(_)
        | Effect::Focus(_)
        | Effect::FocusChooses(..)
        | Effect::Toggles(_)
        | Effect::Chooses(_)
        | Effect::Activates
        | Effect::Edits
        | Effect::OneStop => None,
        Effect::Opens(_) | Effect::Commits => {
            Some("opening and choosing in a popup are not tried live yet")
        }
        Effect::Closes => Some("closing is not tried live yet"),
        Effect::KeepsFocus(_) => Some("focus traps are not tried live yet"),
        Effect::Untried => Some("its effect depends on the item or the page"),
    }
}

/// What the page showed at one moment of a live render.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Snapshot {
    /// The focused item's position among the items, if focus is on one.
    pub focus: Option<usize>,
    /// Whether focus is inside the component at all.
    pub inside: bool,
    /// Whether nothing has focus: it is on the page's body, as when the focused element was
    /// hidden or removed.
    pub lost: bool,
    /// Each item's states as the accessibility tree gives them (`selected`, `checked`,
    /// `pressed`, `expanded`: `"true"`, `"false"`, `"mixed"`), in document order.
    pub items: Vec<BTreeMap<String, String>>,
    /// The popup's items the page shows (anywhere on it: a popup may be put at the end of the
    /// document), their states as for `items`, for a component that opens one.
    pub popup: Vec<BTreeMap<String, String>>,
    /// The focused popup item's position among them (DOM focus, or the item
    /// `aria-activedescendant` names), if focus is on one.
    pub popup_focus: Option<usize>,
    /// Whether focus is on a native `<select>`: its popup and its keys are the browser's
    /// (they differ by platform), not the pattern's.
    pub native: bool,
    /// The spec events called since the moment before.
    pub events: Vec<String>,
    /// Click events that reached the component since the moment before.
    pub clicks: usize,
    /// A digest of the component's markup, to tell whether anything changed.
    pub markup: String,
    /// The focused element's value, when it is a text field in the component (an `<input>`
    /// that takes text, a `<textarea>`, an editable element); its first 200 characters.
    pub value: Option<String>,
    /// The focus indicator of the focused element, when it is in the component and matches
    /// `:focus-visible`.
    pub ring: Option<Ring>,
}

/// A focus indicator as the page paints it (computed styles; colours as the page's pixels
/// show them, gamma-encoded sRGB).
#[derive(Debug, Clone, PartialEq)]
pub struct Ring {
    /// `outline-style`.
    pub outline_style: String,
    /// `outline-width` and `outline-offset`, in CSS pixels.
    pub outline_width: f64,
    /// See `outline_width`.
    pub outline_offset: f64,
    /// `outline-color`.
    pub outline_color: Rgba,
    /// The layers of its `box-shadow`, in the order written (the first painted on top).
    pub shadows: Vec<Shadow>,
    /// The element's own background over what is behind it, and what is behind it: the
    /// colours an outline drawn inside (a negative offset) or outside it meets.
    pub inner: Rgba,
    /// See `inner`.
    pub outer: Rgba,
    /// When nothing shows: a declaration of a style rule that matches the focused element and
    /// asks for an indicator through a custom property (`box-shadow: var(--focus-ring)`), which
    /// this render leaves unset.
    pub unset: Option<String>,
    /// An element drawn over all of the focused one, as the page describes it
    /// (`<div class="toast">`): at every point where the page would hit the focused element,
    /// this one is on top, painting an opaque background (WCAG 2.2 2.4.11).
    pub covered: Option<String>,
    /// The focused element's box, width and height in CSS pixels (`(0, 0)` when unknown).
    pub size: (f64, f64),
}

/// One layer of a `box-shadow`, in CSS pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct Shadow {
    /// Its colour.
    pub color: Rgba,
    /// Its offset, across and down.
    pub x: f64,
    /// See `x`.
    pub y: f64,
    /// Its blur radius.
    pub blur: f64,
    /// Its spread.
    pub spread: f64,
    /// Whether it is drawn inside the element.
    pub inset: bool,
}

impl Shadow {
    /// Whether it is a ring: a solid band of its spread's width all round the element, outside
    /// it (no offset, no blur), as focus rings are drawn.
    fn ring(&self) -> bool {
        !self.inset && self.x == 0.0 && self.y == 0.0 && self.blur == 0.0 && self.spread > 0.0
    }
}

/// What is wrong with a focus indicator, and whether uispec is sure of it.
#[derive(Debug, Clone, PartialEq)]
struct Fault {
    what: String,
    /// `false` when the indicator waits on a custom property that an enclosing component or a
    /// modifier class the render lacks may set.
    certain: bool,
    /// Another element is drawn over all of the focused one: what to fix is not its indicator.
    covered: bool,
}

impl Ring {
    /// Reads the observer's answer: `{style, width, offset, color, shadows, inner, outer,
    /// unset, covered, box: {width, height}}`, each colour `[r, g, b, a]` in bytes.
    pub fn from_json(value: &serde_json::Value) -> Option<Ring> {
        let colour = |value: &serde_json::Value| -> Option<Rgba> {
            let bytes: Vec<f64> = (value.as_array()?.iter())
                .map(|v| Some(v.as_f64()? / 255.0))
                .collect::<Option<_>>()?;
            let [r, g, b, a] = bytes[..] else { return None };
            Some(Rgba { r, g, b, a })
        };
        let length = |value: &serde_json::Value, name: &str| value[name].as_f64().unwrap_or(0.0);
        let shadows = (value["shadows"].as_array().into_iter().flatten())
            .map(|layer| {
                Some(Shadow {
                    color: colour(&layer["color"])?,
                    x: length(layer, "x"),
                    y: length(layer, "y"),
                    blur: length(layer, "blur"),
                    spread: length(layer, "spread"),
                    inset: layer["inset"].as_bool().unwrap_or(false),
                })
            })
            .collect::<Option<_>>()?;
        Some(Ring {
            outline_style: value["style"].as_str()?.to_owned(),
            outline_width: value["width"].as_f64()?,
            outline_offset: value["offset"].as_f64().unwrap_or(0.0),
            outline_color: colour(&value["color"])?,
            shadows,
            inner: colour(&value["inner"])?,
            outer: colour(&value["outer"])?,
            unset: value["unset"].as_str().map(str::to_owned),
            covered: value["covered"].as_str().map(str::to_owned),
            size: (
                length(&value["box"], "width"),
                length(&value["box"], "height"),
            ),
        })
    }

    /// Whether the indicator shows, as `render-focus` judges it.
    pub fn shows(&self) -> bool {
        self.fault().is_none()
    }

    /// What is wrong with the indicator, if anything: the element it is drawn on hidden
    /// under another (WCAG 2.2 2.4.11), painted nothing, or an outline or box-shadow rings of
    /// less than 3:1 against the colours next to them (1.4.11; 2.4.7 asks it be visible). A
    /// box-shadow that is not all rings (a blur, an offset) is taken as visible: what it
    /// paints next to what is not known.
    fn fault(&self) -> Option<Fault> {
        if let Some(over) = &self.covered {
            return Some(Fault {
                what: format!("it is hidden: `{over}` is drawn over all of it"),
                certain: true,
                covered: true,
            });
        }
        // The browser's own ring (`auto`) is drawn in two colours, one of them dark and
        // one light: visible on any background.
        if self.outline_style == "auto" && self.outline_width > 0.0 {
            return None;
        }
        let outlined = self.outlined();
        let shadow = self.shadow_fault();
        if !outlined {
            match shadow {
                Some(None) => return None,
                Some(Some(what)) => {
                    return Some(Fault {
                        what,
                        certain: true,
                        covered: false,
                    });
                }
                None => {}
            }
            let nothing = format!(
                "it has no outline (`outline-style: {}`, `outline-width: {}px`) and no `box-shadow`",
                self.outline_style, self.outline_width
            );
            return Some(match &self.unset {
                Some(declared) => Fault {
                    what: format!(
                        "{nothing}, though `{declared}` asks for one: a custom property it needs is set neither on the element nor above it in this render (an enclosing component or a variant class may set it)"
                    ),
                    certain: false,
                    covered: false,
                },
                None => Fault {
                    what: nothing,
                    certain: true,
                    covered: false,
                },
            });
        }
        let next_to = match self.outline_offset < 0.0 {
            true => self.inner,
            false => self.outer,
        };
        let ratio = crate::color::contrast(self.outline_color.over(next_to), next_to);
        (ratio < 3.0 && !matches!(shadow, Some(None))).then(|| Fault {
            what: format!(
                "its outline ({}) has {ratio:.2}:1 against the colour next to it ({}), less than 3:1",
                self.outline_color.hex(),
                next_to.hex()
            ),
            certain: true,
            covered: false,
        })
    }

    /// The rings of the box-shadow that show, from the element out (a ring under a wider one
    /// written before it is hidden); none when no layer paints, `None` when a layer that
    /// paints is not a ring (what it paints where is not known).
    fn bands(&self) -> Option<Vec<&Shadow>> {
        let painted = (self.shadows.iter()).filter(|s| {
            s.color.a > 0.0 && (s.spread != 0.0 || s.blur > 0.0 || s.x != 0.0 || s.y != 0.0)
        });
        let mut covered = 0.0_f64;
        let mut bands: Vec<&Shadow> = Vec::new();
        for layer in painted {
            if !layer.ring() {
                return None;
            }
            if layer.spread > covered {
                bands.push(layer);
                covered = layer.spread;
            }
        }
        bands.sort_by(|a, b| a.spread.total_cmp(&b.spread));
        Some(bands)
    }

    /// Whether the indicator is smaller than WCAG 2.2 2.4.13 (AAA) asks, and by how much:
    /// the area of what it paints with 3:1 against what those pixels showed without focus
    /// (the colour behind the element outside it, its own background inside it) is less than
    /// that of a band 2px thick along the inside of the element's edge. Not judged (`None`)
    /// when it does not show at all (`render-focus`), is the browser's own ring, or has a
    /// shadow whose bands are not known.
    pub fn too_small(&self) -> Option<String> {
        let (width, height) = self.size;
        if self.fault().is_some() || self.outline_style == "auto" || width <= 0.0 || height <= 0.0 {
            return None;
        }
        // The area between `from` and `to` pixels out from the element's edge (in: negative).
        let band = |from: f64, to: f64| {
            let rect = |d: f64| (width + 2.0 * d).max(0.0) * (height + 2.0 * d).max(0.0);
            (rect(to) - rect(from)).max(0.0)
        };
        let contrasts = |color: Rgba, unfocused: Rgba| {
            crate::color::contrast(color.over(unfocused), unfocused) >= 3.0
        };
        let mut area = 0.0;
        let (offset, thickness) = (self.outline_offset, self.outline_width);
        let unfocused = if offset < 0.0 { self.inner } else { self.outer };
        if self.outlined() && contrasts(self.outline_color, unfocused) {
            area += band(offset, offset + thickness);
        }
        let mut inside = 0.0;
        for ring in self.bands()? {
            if contrasts(ring.color, self.outer) {
                area += band(inside, ring.spread);
            }
            inside = ring.spread;
        }
        let asked = band(-2.0, 0.0);
        (area < asked).then(|| {
            format!(
                "what it paints with 3:1 against the colours it replaces covers {area:.0}px², less than the {asked:.0}px² of a 2px band along the edge of its {width:.0}×{height:.0}px box"
            )
        })
    }

    /// Whether it has an outline that paints.
    fn outlined(&self) -> bool {
        !matches!(self.outline_style.as_str(), "none" | "hidden")
            && self.outline_width >= 1.0
            && self.outline_color.a > 0.0
    }

    /// What the box-shadow shows: `None` when it has no layer that paints; `Some(None)` when
    /// it is visible, or cannot be judged (a layer is not a ring); `Some(Some(what))` when
    /// every ring that shows has less than 3:1 against both colours next to it: outside (the
    /// next ring out, or the page behind the element) and inside (the next ring in, or the
    /// element's own background). Against one of them is taken as enough: whether a ring must
    /// stand out from the page or from the control is read both ways, and uispec reports
    /// only what fails either reading.
    fn shadow_fault(&self) -> Option<Option<String>> {
        let bands = match self.bands() {
            None => return Some(None),
            Some(bands) if bands.is_empty() => return None,
            Some(bands) => bands,
        };
        let painted = |at: usize| bands[at].color.over(self.outer);
        let mut worst = None;
        for at in 0..bands.len() {
            let outside = if at + 1 < bands.len() {
                painted(at + 1)
            } else {
                self.outer
            };
            let inside = if at > 0 { painted(at - 1) } else { self.inner };
            let ratio = |next: Rgba| crate::color::contrast(painted(at), next);
            if ratio(outside) >= 3.0 || ratio(inside) >= 3.0 {
                return Some(None);
            }
            worst = Some(format!(
                "its box-shadow ring ({}) has {:.2}:1 against the colour outside it ({}) and {:.2}:1 against the colour inside it ({}), less than 3:1",
                bands[at].color.hex(),
                ratio(outside),
                outside.hex(),
                ratio(inside),
                inside.hex()
            ));
        }
        Some(worst)
    }
}

/// One render's live run: the page before the first key, then after each key of the plan, in
/// order (fewer when the run stopped), and why it stopped early.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Behaved {
    /// The render's index in the plan of renders.
    pub render: usize,
    /// The component's `aria-orientation` (the items' container's), if it has one.
    pub orientation: Option<String>,
    /// The page before the first key.
    pub start: Snapshot,
    /// The page after each key pressed.
    pub after: Vec<Snapshot>,
    /// Why the run stopped before the last key (the render could not be mounted, the page
    /// threw).
    pub stopped: Option<String>,
    /// The page when the render was mounted again for [`CLOSE_CLICK`], before the click; `None`
    /// when it was not, or the render showed no close button to click (then the click has no
    /// snapshot in `after`).
    pub remounted: Option<Snapshot>,
}

impl Behaved {
    /// Reads one answer of the browser (`{render, orientation, start, after, stopped}`).
    pub fn from_json(value: &serde_json::Value) -> Option<Behaved> {
        // Each item's states, by name.
        let states = |list: &serde_json::Value| -> Vec<BTreeMap<String, String>> {
            (list.as_array().into_iter().flatten())
                .map(|item| {
                    (item.as_object().into_iter().flatten())
                        .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_owned())))
                        .collect()
                })
                .collect()
        };
        let snapshot = |value: &serde_json::Value| -> Option<Snapshot> {
            value["items"].as_array()?;
            let (items, popup) = (states(&value["items"]), states(&value["popup"]));
            Some(Snapshot {
                focus: value["focus"].as_u64().map(|f| f as usize),
                inside: value["inside"].as_bool()?,
                lost: value["lost"].as_bool().unwrap_or(false),
                items,
                popup,
                popup_focus: value["popup_focus"].as_u64().map(|f| f as usize),
                native: value["native"].as_bool().unwrap_or(false),
                events: (value["events"].as_array().into_iter().flatten())
                    .filter_map(|e| e.as_str().map(str::to_owned))
                    .collect(),
                clicks: value["clicks"].as_u64().unwrap_or(0) as usize,
                markup: value["markup"].as_str().unwrap_or_default().to_owned(),
                value: value["value"].as_str().map(str::to_owned),
                ring: Ring::from_json(&value["ring"]),
            })
        };
        Some(Behaved {
            render: value["render"].as_u64()? as usize,
            orientation: value["orientation"].as_str().map(str::to_owned),
            start: snapshot(&value["start"])?,
            after: (value["after"].as_array()?.iter())
                .map(snapshot)
                .collect::<Option<_>>()?,
            stopped: value["stopped"].as_str().map(str::to_owned),
            remounted: snapshot(&value["remounted"]),
        })
    }
}

/// What one key did against what it must do: kept, broken (what happened instead), or not
/// judged (why, for the note).
enum Verdict {
    Kept,
    Broken(String),
    Undecided(String),
}

/// Judges the live runs of `doc`'s renders: a `render-keyboard` error per key that did not do
/// what it must (at its first render that shows it), and one `render-untried` note with what
/// was not tried.
pub fn check_behaviour(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    renders: &[Render],
    behaved: &[Behaved],
) {
    let Some(plan) = plan(doc) else { return };
    let ours: Vec<&Behaved> = (behaved.iter())
        .filter(|b| {
            renders
                .get(b.render)
                .is_some_and(|r| r.spec == doc.spec.name)
        })
        .collect();
    // Nothing to press is no run, and its keys are still untried.
    if ours.is_empty() && !plan.keys.is_empty() {
        return;
    }
    let mut untried: Vec<(String, String)> = plan.untried.clone();
    let mut tried: Vec<String> = Vec::new();
    let mut broken: Vec<(&Planned, &Render, String)> = Vec::new();
    let mut silent: Vec<Silent<'_>> = Vec::new();
    for run in &ours {
        let render = &renders[run.render];
        // A modal dialog takes focus when it opens (the pattern's first note); one the render
        // does not show (a part of it, one hidden until opened) is not judged.
        if !plan.enters && !run.start.inside && run.stopped.is_none() && !run.start.items.is_empty()
        {
            diags.push(took_no_focus(doc, &plan, render));
        }
        let judged = Judged {
            broken: &mut broken,
            tried: &mut tried,
            untried: &mut untried,
            silent: &mut silent,
        };
        judge_run(&plan, run, render, judged);
    }
    for silent in &silent {
        diags.push(not_announced(doc, silent));
    }
    let unringed = (ours.iter()).find_map(|run| {
        let (planned, at, fault) = first_ring(&plan, run, Ring::fault)?;
        Some((planned, &renders[run.render], at, fault))
    });
    if let Some((planned, render, at, fault)) = unringed {
        diags.push(no_ring(doc, &plan, planned, render, at, &fault));
    }
    let small = (ours.iter()).find_map(|run| {
        let (planned, at, what) = first_ring(&plan, run, Ring::too_small)?;
        Some(((planned, &renders[run.render]), at, what))
    });
    if let Some((key, at, what)) = small {
        diags.push(small_ring(doc, &plan, key, at, &what));
    }
    // A key judged in one render (or one round of a popup) and undecided in another was tried.
    untried.retain(|(key, _)| !tried.contains(key));
    // One finding per row of the pattern's table (`Enter / Space`), naming each key of it
    // that broke; one per key only the spec lists.
    let mut reported: Vec<usize> = Vec::new();
    for (at, (planned, render, what)) in broken.iter().enumerate() {
        if reported.contains(&at) {
            continue;
        }
        let row: Vec<usize> = (at..broken.len())
            .filter(|&other| {
                other == at
                    || (planned.action.is_some() && broken[other].0.action == planned.action)
            })
            .collect();
        let keys: Vec<&str> = row.iter().map(|&i| broken[i].0.key).collect();
        reported.extend(&row);
        diags.push(finding(doc, &plan, planned, &keys, render, what));
    }
    if !untried.is_empty() {
        diags.push(untried_note(doc, &plan, &untried));
    }
    // The spec's events no key called: what the runs did not show, but for those a finding
    // above already names.
    let named = |event: &str| {
        silent.iter().any(|s| s.event == event)
            || (broken.iter()).any(|(.., what)| what.contains(&format!("`{event}`")))
    };
    let shown: Vec<&&Behaved> = (ours.iter())
        .filter(|run| !run.start.items.is_empty())
        .collect();
    let called: Vec<&String> = (shown.iter())
        .flat_map(|run| std::iter::once(&run.start).chain(&run.after))
        .flat_map(|snapshot| &snapshot.events)
        .collect();
    let mut uncalled: Vec<&str> = Vec::new();
    for run in &shown {
        for event in renders[run.render].event_names() {
            if !called.contains(&event) && !uncalled.contains(&event.as_str()) && !named(event) {
                uncalled.push(event);
            }
        }
    }
    if !uncalled.is_empty() {
        diags.push(uncalled_note(doc, &uncalled));
    }
}

/// The `render-untried` note of the spec's events that no key pressed in the live runs called,
/// at the first one's entry.
fn uncalled_note(doc: &SpecDocument, uncalled: &[&str]) -> Diagnostic {
    let location = (doc.spec.events.iter())
        .position(|e| e.name == uncalled[0])
        .map_or_else(
            || role_location(doc),
            |at| doc.location(&format!("/events/{at}")),
        );
    Diagnostic::new(
        RuleId::RENDER_UNTRIED,
        location,
        format!(
            "{} of `{}` {} not called by any key pressed in the live render",
            match uncalled {
                [one] => format!("the event `{one}`"),
                many => format!("{} events, `{}`,", many.len(), many.join("`, `")),
            },
            doc.spec.name,
            if uncalled.len() == 1 { "was" } else { "were" },
        ),
    )
    .with_severity(Severity::Note)
    .with_label("not reached live")
    .with_help("the live checks press keys; an event that a pointer, a form or a timer calls is not tried, and whether it is called is not known; docs/testing.md says what the live checks try")
}

/// Where [`judge_run`] puts its verdicts, across the runs of one spec.
struct Judged<'a, 'p> {
    /// Each key that broke (once per key and popup state), with its render and what happened.
    broken: &'a mut Vec<(&'p Planned, &'p Render, String)>,
    /// The keys judged, kept or broken, by [`Planned::label`].
    tried: &'a mut Vec<String>,
    /// The keys not judged (once, with why), by label.
    untried: &'a mut Vec<(String, String)>,
    /// The events not called when a key changed what they announce.
    silent: &'a mut Vec<Silent<'p>>,
}

/// Judges each key of `run` against the page just before it, into `judged`; the keys a
/// stopped run never pressed are untried.
fn judge_run<'p>(plan: &'p Plan, run: &Behaved, render: &'p Render, judged: Judged<'_, 'p>) {
    let Judged {
        broken,
        tried,
        untried,
        silent,
    } = judged;
    let item = plan.items.first().copied().unwrap_or("item");
    let shown = plan.popup.first().copied().unwrap_or("item");
    let mut note = |planned: &Planned, why: String| {
        let key = planned.label();
        if !untried.iter().any(|(k, _)| *k == key) {
            untried.push((key, why));
        }
    };
    // Nothing with the pattern's roles is shown: the items come from children or props uispec
    // did not give (a button group's buttons), or the render is a part of the component, or
    // hidden until opened. Its keys say nothing about the component.
    if run.start.items.is_empty() && run.stopped.is_none() {
        for planned in &plan.keys {
            note(
                planned,
                format!(
                    "the render shows no {item} (its {item}s may come from children or props uispec did not give, or it is hidden until opened)"
                ),
            );
        }
        return;
    }
    let mut before = &run.start;
    for (at, (planned, after)) in plan.keys.iter().zip(&run.after).enumerate() {
        // The close button is clicked in the render mounted again.
        if planned.key == CLOSE_CLICK
            && let Some(remounted) = &run.remounted
        {
            before = remounted;
        }
        // A slider's arrows step its value whichever way it is laid out.
        let steps = matches!(planned.effect, Some(Effect::Value(_)));
        let verdict = match !steps && across(planned.key, run.orientation.as_deref()) {
            true => Verdict::Undecided(format!(
                "it is across the {} orientation",
                run.orientation.as_deref().unwrap_or_default()
            )),
            false => judge(planned, before, after, render, (item, shown)),
        };
        match verdict {
            Verdict::Kept => tried.push(planned.label()),
            Verdict::Broken(what) => {
                tried.push(planned.label());
                // Per key, and per popup state (Enter opens, then chooses).
                if !(broken.iter()).any(|(p, ..)| p.key == planned.key && p.open == planned.open) {
                    broken.push((planned, render, what));
                }
            }
            Verdict::Undecided(why) => note(planned, why),
        }
        let mut unsaid: Vec<(Change, String)> = (unannounced(before, after, render).into_iter())
            .map(|(state, event)| (Change::State(state), event))
            .collect();
        // A component that closed itself says so through every closing event it has.
        let closed = match plan.popup.is_empty() {
            true => after.items.len() < before.items.len(),
            false => !before.popup.is_empty() && still_open(after, item, shown).is_none(),
        };
        if planned.effect == Some(Effect::Closes) && closed {
            let what = if plan.popup.is_empty() { item } else { "popup" };
            unsaid.extend(
                (render.event_names())
                    .filter(|name| closing(name) && !after.events.contains(name))
                    .map(|name| (Change::Closed(what), name.clone())),
            );
        }
        // Focus that moved in or out, and a value typed into (by the time focus leaves: the
        // key after it, when that one moves focus out).
        let uncalled = |event: &&String| !after.events.contains(event);
        if before.inside != after.inside {
            unsaid.extend(
                (render.event_names())
                    .filter(|name| focusing(name, after.inside) && uncalled(name))
                    .map(|name| (Change::Focus(after.inside), name.clone())),
            );
        }
        let next = run
            .after
            .get(at + 1)
            .filter(|next| after.inside && !next.inside);
        if before.value.is_some() && after.value.is_some() && before.value != after.value {
            unsaid.extend(
                (render.event_names())
                    .filter(|name| EDITING.contains(&crate::naming::match_key(name).as_str()))
                    .filter(|name| uncalled(name) && next.is_none_or(|n| !n.events.contains(name)))
                    .map(|name| (Change::Typed, name.clone())),
            );
        }
        // Choosing an item that was not the value changes the value: its event says so.
        let active = (before.popup_focus).and_then(|at| before.popup.get(at));
        if planned.effect == Some(Effect::Commits)
            && closed
            && active.is_some_and(|states| !is_true(states, "selected"))
        {
            let announcing: Vec<&String> = (render.event_names())
                .filter(|name| announces(name, "selected"))
                .collect();
            if let Some(first) = announcing.first()
                && !announcing.iter().any(|name| after.events.contains(name))
            {
                unsaid.push((Change::Chose(shown), (*first).clone()));
            }
        }
        for (change, event) in unsaid {
            if !silent.iter().any(|s| s.event == event) {
                silent.push(Silent {
                    planned,
                    render,
                    change,
                    event,
                });
            }
        }
        before = after;
    }
    for planned in plan.keys.iter().skip(run.after.len()) {
        match &run.stopped {
            Some(why) => note(planned, format!("the run stopped: {why}")),
            None if planned.key == CLOSE_CLICK => note(
                planned,
                "the render shows no close button (a button named Close, Dismiss or ×)".to_owned(),
            ),
            None => {}
        }
    }
}

/// Of the items the keys moved focus onto in `run` whose focus indicator the page showed, the
/// first whose indicator `judge` finds wanting: the key, the item's position and what.
fn first_ring<'p, T>(
    plan: &'p Plan,
    run: &Behaved,
    judge: impl Fn(&Ring) -> Option<T>,
) -> Option<(&'p Planned, usize, T)> {
    let mut before = &run.start;
    for (planned, after) in plan.keys.iter().zip(&run.after) {
        if let (Some(at), Some(ring)) = (after.focus, &after.ring)
            && after.focus != before.focus
            && let Some(found) = judge(ring)
        {
            return Some((planned, at, found));
        }
        before = after;
    }
    None
}

/// The `render-focus-area` finding of an item whose focus indicator a key showed smaller than
/// WCAG 2.2 2.4.13 asks (`what`: by how much).
fn small_ring(
    doc: &SpecDocument,
    plan: &Plan,
    (planned, render): (&Planned, &Render),
    at: usize,
    what: &str,
) -> Diagnostic {
    let item = plan.items.first().copied().unwrap_or("item");
    Diagnostic::new(
        RuleId::RENDER_FOCUS_AREA,
        role_location(doc),
        format!(
            "the focus indicator of {item} {} is smaller than WCAG 2.2 2.4.13 asks in the live `{}` when `{}` focuses it: {what}",
            at + 1,
            render.label(),
            planned.key,
        ),
    )
    .with_label("focused by the keyboard in the live render (`:focus-visible`)")
    .with_help("draw `:focus-visible` at least 2px thick all round the element (`outline: 2px solid`, or a ring with a 2px spread) in a colour with 3:1 against what it covers (WCAG 2.2 2.4.13, AAA)")
}

/// The `render-focus` finding of an item whose focus indicator a key showed with `fault`: a
/// note when uispec cannot be sure.
fn no_ring(
    doc: &SpecDocument,
    plan: &Plan,
    planned: &Planned,
    render: &Render,
    at: usize,
    fault: &Fault,
) -> Diagnostic {
    let item = plan.items.first().copied().unwrap_or("item");
    let diagnostic = Diagnostic::new(
        RuleId::RENDER_FOCUS,
        role_location(doc),
        format!(
            "the focus indicator of {item} {} {} in the live `{}` when `{}` focuses it: {}",
            at + 1,
            if fault.certain {
                "does not show"
            } else {
                "may not show"
            },
            render.label(),
            planned.key,
            fault.what
        ),
    );
    let diagnostic = match fault.certain {
        true => diagnostic,
        false => diagnostic.with_severity(Severity::Note),
    };
    diagnostic
    .with_label("focused by the keyboard in the live render (`:focus-visible`)")
    .with_help(match fault.covered {
        true => "keep what focus reaches in view: an element drawn over it (a toast, a sticky header, a popup) must not hide all of it (WCAG 2.2 2.4.11); move it aside, or below, while the element has focus",
        false => "show `:focus-visible` with an outline of at least 2px whose colour has 3:1 against the colours next to it (WCAG 2.2 1.4.11, 2.4.7); a handler that takes the outline away when the element gets focus hides it from keyboard users",
    })
}

/// A spec event not called when a key changed what it announces.
struct Silent<'p> {
    planned: &'p Planned,
    render: &'p Render,
    change: Change,
    event: String,
}

/// What a key changed that an event announces.
enum Change {
    /// A state the accessibility tree shows on an item, by its property there (`checked`).
    State(String),
    /// The component (this item: `dialog`, or its `popup`) closed itself.
    Closed(&'static str),
    /// The active item of the popup (this role: `option`), not the value before, was chosen.
    Chose(&'static str),
    /// What was typed went into the focused text field's value.
    Typed,
    /// Focus moved into the component (`true`), or out of it.
    Focus(bool),
}

/// The events that say the user changed a text field's value (as `naming::match_key` spells
/// them): each one a spec has is called when a character typed goes in, or by the time focus
/// leaves the field (the DOM's `change` fires then).
const EDITING: &[&str] = &["oninput", "onchange", "onvaluechange"];

/// The events that say focus moved into the component (`true`), or out of it; each one a spec
/// has is called when it does.
fn focusing(name: &str, into: bool) -> bool {
    let event = crate::naming::match_key(name);
    match into {
        true => ["onfocus", "onfocusin"].contains(&event.as_str()),
        false => ["onblur", "onfocusout"].contains(&event.as_str()),
    }
}

/// The events that say a dialog or popup closed (as `naming::match_key` spells them): each
/// one a spec has is called when the component closes, and any one of them asks a caller that
/// holds it open to close it.
const CLOSING: &[&str] = &["onclose", "onopenchange", "ondismiss"];

/// Whether the event `name` says that the component closed.
fn closing(name: &str) -> bool {
    CLOSING.contains(&crate::naming::match_key(name).as_str())
}

/// Events that announce a change of any of the items' states, beside the state's own
/// `on<State>Change`: the component's value and its selection (as `naming::match_key`
/// spells them).
const ANNOUNCE_ANY: &[&str] = &["onvaluechange", "onselectionchange"];

/// The states a user changes that the accessibility tree shows on an item, each by its
/// property there (`aria-checked` → `checked`): the bound states of `states::STATES` with an
/// ARIA attribute.
fn changeable() -> impl Iterator<Item = (&'static crate::states::State, &'static str)> {
    (crate::states::STATES.iter()).filter_map(|state| {
        let (attribute, _) = state.aria.filter(|_| state.bound)?;
        Some((state, attribute.strip_prefix("aria-")?))
    })
}

impl Snapshot {
    /// The states (`states::STATES`' keys: `selected`, `checked`, `pressed`, `expanded`) some
    /// item is in now that it was not in `before`: the states a user put the component in by
    /// the key between them. None when the items are not the same ones.
    pub fn reached_since(&self, before: &Snapshot) -> Vec<&'static str> {
        if before.items.len() != self.items.len() {
            return Vec::new();
        }
        (changeable())
            .filter(|(_, property)| {
                (before.items.iter().zip(&self.items))
                    .any(|(b, a)| is_true(a, property) && !is_true(b, property))
            })
            .map(|(state, _)| state.key)
            .collect()
    }
}

/// Whether the event `name` announces a change of the property `property` (`checked`).
fn announces(name: &str, property: &str) -> bool {
    let event = crate::naming::match_key(name);
    ANNOUNCE_ANY.contains(&event.as_str())
        // An open popup shows as `aria-expanded` on what opens it.
        || (property == "expanded" && event == "onopenchange")
        || changeable().any(|(state, shown)| {
            shown == property && event == format!("on{}change", state.key)
        })
}

/// The states a key changed on the component's items (the same items before and after) whose
/// change event the render has and was not called: `(property, event)` each.
fn unannounced(before: &Snapshot, after: &Snapshot, render: &Render) -> Vec<(String, String)> {
    if before.items.len() != after.items.len() {
        return Vec::new();
    }
    let called = |name: &str| after.events.iter().any(|e| e == name);
    let mut silent: Vec<(String, String)> = Vec::new();
    for (_, property) in changeable() {
        let changed = (before.items.iter().zip(&after.items))
            .any(|(b, a)| b.get(property) != a.get(property));
        if !changed || silent.iter().any(|(p, _)| p == property) {
            continue;
        }
        let announcing: Vec<&str> = (render.event_names())
            .map(String::as_str)
            .filter(|name| announces(name, property))
            .collect();
        if let Some(first) = announcing.first()
            && !announcing.iter().any(|name| called(name))
        {
            silent.push((property.to_owned(), (*first).to_owned()));
        }
    }
    silent
}

/// The `render-event` finding of an event not called when a key changed what it announces.
fn not_announced(doc: &SpecDocument, silent: &Silent<'_>) -> Diagnostic {
    let Silent {
        planned,
        render,
        change,
        event,
    } = silent;
    let location = (doc.spec.events.iter())
        .position(|e| e.name == *event)
        .map_or_else(
            || role_location(doc),
            |at| doc.location(&format!("/events/{at}")),
        );
    let (what, help) = match change {
        Change::State(state) => (
            format!("changed `aria-{state}`"),
            format!(
                "call `{event}` whenever the component changes `aria-{state}` itself (a caller that holds the value learns of the change only through it)"
            ),
        ),
        Change::Closed(item) => (
            format!("closed the {item}"),
            format!(
                "call `{event}` whenever the component closes itself (Escape, its close button, a click outside): a caller learns that it closed only through it"
            ),
        ),
        Change::Chose(item) => (
            format!("chose another {item}"),
            format!(
                "call `{event}` with the new value whenever the user chooses an {item}: a caller that holds the value learns of the choice only through it"
            ),
        ),
        Change::Typed => (
            "was typed into the field".to_owned(),
            format!(
                "call `{event}` with the new text as the user types it (or, for a change event, by the time focus leaves the field): a caller that holds the value learns of the edit only through it"
            ),
        ),
        Change::Focus(into) => (
            format!(
                "moved focus {} the component",
                if *into { "into" } else { "out of" }
            ),
            format!(
                "call `{event}` whenever focus moves {} the component (the DOM's `{}` on its focusable element)",
                if *into { "into" } else { "out of" },
                if *into { "focus" } else { "blur" }
            ),
        ),
    };
    Diagnostic::new(
        RuleId::RENDER_EVENT,
        location,
        format!(
            "`{event}` was not called when {} {what} in the live `{}`",
            planned.said(),
            render.label()
        ),
    )
    .with_label("the change a user made, unannounced")
    .with_help(help)
}

/// The `render-keyboard` finding of a modal dialog that did not take focus when it opened.
fn took_no_focus(doc: &SpecDocument, plan: &Plan, render: &Render) -> Diagnostic {
    Diagnostic::new(
        RuleId::RENDER_KEYBOARD,
        role_location(doc),
        format!(
            "the live `{}` did not take focus when it opened: focus is outside it, so its keys reach the page instead",
            render.label()
        ),
    )
    .with_label(format!(
        "mounted open in the live render; the {} pattern: {}",
        plan.pattern.title,
        plan.pattern.notes.first().copied().unwrap_or_default()
    ))
    .with_help("move focus into the dialog when it opens (its first focusable element, or the dialog itself with `tabindex=\"-1\"`); a native `<dialog>` opened with `showModal()` does")
}

/// The one `render-untried` note of a component: its keys not judged, grouped by why in the
/// order first met.
fn untried_note(doc: &SpecDocument, plan: &Plan, untried: &[(String, String)]) -> Diagnostic {
    let mut reasons: Vec<(&str, Vec<&str>)> = Vec::new();
    for (key, why) in untried {
        match reasons.iter_mut().find(|(w, _)| w == why) {
            Some((_, keys)) => keys.push(key),
            None => reasons.push((why, vec![key])),
        }
    }
    let listed: Vec<String> = (reasons.iter())
        .map(|(why, keys)| {
            let keys: Vec<String> = keys.iter().map(|k| said(k)).collect();
            format!("{}: {why}", keys.join(", "))
        })
        .collect();
    Diagnostic::new(
        RuleId::RENDER_UNTRIED,
        role_location(doc),
        format!(
            "{} key{} of `{}`'s keyboard contract {} not tried in the live render",
            untried.len(),
            if untried.len() == 1 { "" } else { "s" },
            doc.spec.name,
            if untried.len() == 1 { "was" } else { "were" },
        ),
    )
    .with_severity(Severity::Note)
    .with_label("not tried live")
    .with_help(format!(
        "{}; the {} pattern: {}; docs/testing.md says what the live checks try",
        listed.join("; "),
        plan.pattern.title,
        plan.pattern.url
    ))
}

/// The `render-untried` note of a run whose live checks did not run for `components`
/// components, at `location` (the project's configuration, or the component whose crate did not
/// build for the browser): `why`, in words, with what to install.
pub fn live_not_run(location: Location, components: usize, why: &str) -> Diagnostic {
    Diagnostic::new(
        RuleId::RENDER_UNTRIED,
        location,
        format!(
            "the keyboard contracts of {components} component{} were not tried in live renders: {why}",
            if components == 1 { "" } else { "s" }
        ),
    )
    .with_severity(Severity::Note)
    .with_help("the server-side checks ran; docs/testing.md says how to set up the live checks")
}

/// Whether `key` is an arrow across the component's orientation (Up in a horizontal tab list):
/// the pattern gives it nothing to do there.
fn across(key: &str, orientation: Option<&str>) -> bool {
    match orientation {
        Some("horizontal") => matches!(key, "ArrowUp" | "ArrowDown"),
        Some("vertical") => matches!(key, "ArrowLeft" | "ArrowRight"),
        _ => false,
    }
}

/// One key's verdict.
fn judge(
    planned: &Planned,
    before: &Snapshot,
    after: &Snapshot,
    render: &Render,
    (item, shown): (&str, &str),
) -> Verdict {
    if let (Some(open), Some(effect)) = (planned.open, planned.effect) {
        if !before.inside {
            return Verdict::Undecided("focus was outside the component before it".to_owned());
        }
        // The pattern's own recommendation: its keys are the browser's.
        if before.native {
            return Verdict::Undecided(
                "focus was on a native `<select>`, whose keys are the browser's".to_owned(),
            );
        }
        if expanded(before) != open {
            return Verdict::Undecided(format!(
                "the popup was {} before it",
                if open { "closed" } else { "open" }
            ));
        }
        // Moving among the popup's items is moving among items.
        if let (true, Effect::Focus(_)) = (open, effect) {
            let planned = Planned {
                open: None,
                ..planned.clone()
            };
            let popup = |s: &Snapshot| Snapshot {
                focus: s.popup_focus,
                items: s.popup.clone(),
                ..s.clone()
            };
            return judge(
                &planned,
                &popup(before),
                &popup(after),
                render,
                (shown, shown),
            );
        }
    }
    let count = after.items.len();
    let at = |focus: Option<usize>| match focus {
        Some(i) => format!("{item} {} of {count}", i + 1),
        None if after.inside => format!("an element of the component that is no {item}"),
        None => "outside the component".to_owned(),
    };
    let Some(effect) = planned.effect else {
        // Only the spec promises it: something must change.
        let changed = before.focus != after.focus
            || before.inside != after.inside
            || before.items != after.items
            || before.markup != after.markup
            || before.value != after.value
            || !after.events.is_empty()
            || after.clicks > 0;
        return match changed {
            true => Verdict::Kept,
            false => Verdict::Broken(
                "nothing a user can observe changed: focus, the ARIA states, the markup, the field's value and the spec's events stayed as they were".to_owned(),
            ),
        };
    };
    match effect {
        // From inside: the next Tab leaves the items (to a panel of the component, or past it).
        Effect::OneStop if before.inside => match (before.focus, after.focus) {
            (None, _) => Verdict::Undecided(format!("focus was on no {item} before it")),
            (Some(_), None) => Verdict::Kept,
            (Some(_), Some(on)) => Verdict::Broken(format!(
                "the next Tab did not leave the {item}s: focus is on {}",
                at(Some(on))
            )),
        },
        Effect::OneStop => {
            if planned.key == "Tab" && !after.inside {
                return Verdict::Broken(format!(
                    "focus did not enter the component; it is {}",
                    at(after.focus)
                ));
            }
            // Tab enters on the chosen item, else the first.
            let chosen = (after.items.iter()).position(|states| {
                ["selected", "checked"]
                    .iter()
                    .any(|s| states.get(*s).map(String::as_str) == Some("true"))
            });
            let expected = chosen.unwrap_or(0);
            match after.focus {
                _ if count < 2 => Verdict::Kept,
                // On the container: an `aria-activedescendant` composite, not read yet.
                None => Verdict::Undecided(format!(
                    "focus entered the component on no {item} (`aria-activedescendant` is not read yet)"
                )),
                Some(i) if i == expected => Verdict::Kept,
                focus => Verdict::Broken(format!(
                    "Tab entered the component on {}, not on the {} {}",
                    at(focus),
                    if chosen.is_some() { "chosen" } else { "first" },
                    item
                )),
            }
        }
        Effect::Focus(to) | Effect::FocusChooses(to, _) => {
            let Some(from) = before.focus else {
                return Verdict::Undecided(format!("focus was on no {item} before it"));
            };
            if count < 2 {
                return Verdict::Undecided(format!("the render has {count} {item}"));
            }
            let expected = targets(to, from, count);
            if !after.focus.is_some_and(|f| expected.contains(&f)) {
                return Verdict::Broken(format!(
                    "focus should have moved from {item} {} to {item} {}; it is {}",
                    from + 1,
                    expected
                        .iter()
                        .map(|e| (e + 1).to_string())
                        .collect::<Vec<_>>()
                        .join(" or "),
                    at(after.focus)
                ));
            }
            if let Effect::FocusChooses(_, state) = effect {
                return chosen(after, after.focus, state, item);
            }
            Verdict::Kept
        }
        Effect::Chooses(state) => chosen(after, after.focus.or(before.focus), state, item),
        Effect::Opens(to) => {
            if !expanded(after) {
                let was = (after.items.first()).and_then(|states| states.get("expanded"));
                return Verdict::Broken(match was {
                    Some(was) => format!("`aria-expanded` of the {item} stayed `{was}`"),
                    None => format!("the {item} has no `aria-expanded` to say the popup opened"),
                });
            }
            let shown_count = after.popup.len();
            // An empty popup is no fault: its items may come from props uispec did not give.
            if shown_count == 0 {
                return Verdict::Undecided(format!(
                    "`aria-expanded` became `true` and no {shown} is shown: the render may have none (they may come from props uispec did not give)"
                ));
            }
            match to {
                None if after.inside => Verdict::Kept,
                None => Verdict::Broken("focus left the component".to_owned()),
                Some(to) => {
                    let expected = targets(to, 0, shown_count);
                    match after.popup_focus {
                        Some(at) if expected.contains(&at) => Verdict::Kept,
                        at => Verdict::Broken(format!(
                            "focus should be on the {} {shown} of {shown_count}; it is {}",
                            if to == Move::First { "first" } else { "last" },
                            match at {
                                Some(at) => format!("on {shown} {}", at + 1),
                                None if after.inside => format!("on no {shown}"),
                                None => "outside the component".to_owned(),
                            }
                        )),
                    }
                }
            }
        }
        Effect::Value(step) => stepped(step, before, after, item),
        Effect::Edits => match (&before.value, &after.value) {
            (None, _) => Verdict::Undecided("focus was on no text field before it".to_owned()),
            (Some(was), Some(now)) if was != now => Verdict::Kept,
            // A mask or a read-only field may refuse the character: nothing certain.
            (Some(was), _) => Verdict::Undecided(format!(
                "the field did not take the typed `{}` (its value stayed `{was}`; a field may refuse a character)",
                planned.key
            )),
        },
        // Choosing or Escape in an open popup: it closes, and focus is back on what opened it.
        Effect::Commits | Effect::Closes if planned.open.is_some() => {
            if let Some(fault) = still_open(after, item, shown) {
                return Verdict::Broken(fault);
            }
            match after.inside {
                true => Verdict::Kept,
                false => Verdict::Broken(format!(
                    "focus did not return to the {item}: it is outside the component"
                )),
            }
        }
        // Focus outside (a trap that let it go): the key went to the page, not the component.
        Effect::Closes if !before.inside => {
            Verdict::Undecided(format!("focus was outside the {item} before it"))
        }
        Effect::Closes => {
            // Hidden or removed; or, for a dialog whose caller holds `open`, the caller asked.
            let gone = after.items.len() < before.items.len();
            let asked = after.events.iter().find(|event| closing(event));
            match (gone, asked) {
                // The APG's modal dialog: focus returns to what opened it (here, what had it
                // when the dialog was mounted open: the element before the component).
                // Judged once, at the key: a close button that loses it too is that defect.
                (true, _) if after.lost && planned.key != CLOSE_CLICK => Verdict::Broken(format!(
                    "the {item} closed, but focus was lost with it: it is on the page's body, not back on the element that had it before the {item} opened"
                )),
                (true, _) => Verdict::Kept,
                (false, Some(_)) if !render.owns_state_live() => Verdict::Kept,
                (false, Some(event)) => Verdict::Broken(format!(
                    "the {item} is still shown: mounted with only its uncontrolled `{}` set, it owns that state and must hide itself; `{event}` only tells a caller that holds it",
                    render.state.as_deref().unwrap_or("open")
                )),
                (false, None) => Verdict::Broken(format!(
                    "the {item} is still shown, and no event of the spec that closes it (`onClose`, `onOpenChange`) was called"
                )),
            }
        }
        Effect::KeepsFocus(_) => match (before.inside, after.inside) {
            (false, _) => Verdict::Undecided(format!("focus was outside the {item} before it")),
            (true, true) => Verdict::Kept,
            (true, false) => Verdict::Broken(format!(
                "focus left the {item} for the page behind it (the key was pressed until focus had gone round every element of the {item} in the Tab sequence)"
            )),
        },
        Effect::Toggles(state) => {
            let on = before.focus.or((count == 1).then_some(0));
            let Some(on) = on else {
                return Verdict::Undecided(format!("focus was on no {item} before it"));
            };
            let name = state.trim_start_matches("aria-");
            let was = before.items.get(on).and_then(|s| s.get(name));
            let is = after.items.get(on).and_then(|s| s.get(name));
            match (was.map(String::as_str), is.map(String::as_str)) {
                (None, _) => Verdict::Broken(format!("the {item} has no `{state}` to change")),
                (Some(was), Some(is)) if was != is => Verdict::Kept,
                (Some(was), _) => Verdict::Broken(format!("`{state}` stayed `{was}`")),
            }
        }
        Effect::Activates => {
            let recorded = |name: &str| after.events.iter().filter(|e| e.as_str() == name).count();
            let click =
                (render.event_names()).find(|name| crate::naming::match_key(name) == "onclick");
            match click {
                Some(name) if recorded(name) == 1 => Verdict::Kept,
                Some(name) => Verdict::Broken(format!(
                    "`{name}` should have been called once; it was called {} times",
                    recorded(name)
                )),
                None if after.clicks >= 1 || !after.events.is_empty() => Verdict::Kept,
                None => Verdict::Broken("the element was not activated: no click reached it and no event of the spec was called".to_owned()),
            }
        }
        _ => Verdict::Undecided("not tried live yet".to_owned()),
    }
}

/// Whether a key stepped the value of the focused item (a slider, a spin button) as `step`
/// says: up or down, or to its minimum or maximum. A step past an end it was already at is not
/// judged.
fn stepped(step: Step, before: &Snapshot, after: &Snapshot, item: &str) -> Verdict {
    let on = before.focus.or((before.items.len() == 1).then_some(0));
    let Some(on) = on else {
        return Verdict::Undecided(format!("focus was on no {item} before it"));
    };
    let number = |snapshot: &Snapshot, name: &str| -> Option<f64> {
        snapshot.items.get(on)?.get(name)?.trim().parse().ok()
    };
    let (Some(was), Some(is)) = (number(before, "valuenow"), number(after, "valuenow")) else {
        return Verdict::Undecided(format!("the {item} shows no number as its value"));
    };
    let (min, max) = (number(before, "valuemin"), number(before, "valuemax"));
    let end = |bound: Option<f64>, name: &str| match bound {
        Some(bound) if is == bound => Verdict::Kept,
        Some(bound) => Verdict::Broken(format!(
            "`aria-valuenow` should have become the {name}, {bound}; it is {is}"
        )),
        None => Verdict::Undecided(format!("the {item} has no `aria-value{}`", &name[..3])),
    };
    match step {
        Step::Up | Step::PageUp if max.is_some_and(|max| was >= max) => {
            Verdict::Undecided("the value was at its maximum before it".to_owned())
        }
        Step::Down | Step::PageDown if min.is_some_and(|min| was <= min) => {
            Verdict::Undecided("the value was at its minimum before it".to_owned())
        }
        Step::Up | Step::PageUp if is > was => Verdict::Kept,
        Step::Down | Step::PageDown if is < was => Verdict::Kept,
        Step::Up | Step::PageUp => Verdict::Broken(format!(
            "`aria-valuenow` should have gone up from {was}; it is {is}"
        )),
        Step::Down | Step::PageDown => Verdict::Broken(format!(
            "`aria-valuenow` should have gone down from {was}; it is {is}"
        )),
        Step::Minimum => end(min, "minimum"),
        Step::Maximum => end(max, "maximum"),
    }
}

/// Whether the element that opens the popup says it is open (`aria-expanded="true"`).
fn expanded(snapshot: &Snapshot) -> bool {
    snapshot
        .items
        .iter()
        .any(|states| is_true(states, "expanded"))
}

/// Whether the state `name` is `"true"` in `states`.
fn is_true(states: &BTreeMap<String, String>, name: &str) -> bool {
    states.get(name).map(String::as_str) == Some("true")
}

/// What shows that a popup did not close, if something does: `item` opens it, `shown` are its
/// items.
fn still_open(after: &Snapshot, item: &str, shown: &str) -> Option<String> {
    match (expanded(after), after.popup.len()) {
        (false, 0) => None,
        (true, _) => Some(format!(
            "the popup is still open: `aria-expanded` of the {item} is still `true`"
        )),
        (false, count) => Some(format!(
            "`aria-expanded` became `false`, but the popup's {count} {shown}s are still shown (a closed popup leaves the accessibility tree: `hidden`, `display: none`)"
        )),
    }
}

/// The items a move from `from` among `count` may reach.
fn targets(to: Move, from: usize, count: usize) -> Vec<usize> {
    let last = count - 1;
    let wrapped = |wrap: Wrap, inside: usize, round: usize, at_end: bool| match (at_end, wrap) {
        (false, _) => vec![inside],
        (true, Wrap::Always) => vec![round],
        (true, Wrap::Never) => vec![from],
        (true, Wrap::Either) => vec![round, from],
    };
    match to {
        Move::Next(wrap) => wrapped(wrap, (from + 1).min(last), 0, from == last),
        Move::Previous(wrap) => wrapped(wrap, from.saturating_sub(1), last, from == 0),
        Move::First => vec![0],
        Move::Last => vec![last],
    }
}

/// Whether the item `on` is the chosen one by `state` (and no other is).
fn chosen(after: &Snapshot, on: Option<usize>, state: &str, item: &str) -> Verdict {
    let Some(on) = on else {
        return Verdict::Undecided(format!("focus was on no {item}"));
    };
    let name = state.trim_start_matches("aria-");
    let is = |i: usize| {
        after
            .items
            .get(i)
            .and_then(|s| s.get(name))
            .map(String::as_str)
            == Some("true")
    };
    if !is(on) {
        return Verdict::Broken(format!(
            "the focused {item} ({} of {}) is not `{state}=\"true\"`",
            on + 1,
            after.items.len()
        ));
    }
    match (0..after.items.len()).find(|&i| i != on && is(i)) {
        Some(other) => Verdict::Broken(format!("{item} {} is `{state}=\"true\"` too", other + 1)),
        None => Verdict::Kept,
    }
}

/// The `render-keyboard` finding for `keys` (`planned`'s, and the other keys of its row that
/// broke), at the spec's entry for the first, else its role; `what` happened to the first.
fn finding(
    doc: &SpecDocument,
    plan: &Plan,
    planned: &Planned,
    keys: &[&str],
    render: &Render,
    what: &str,
) -> Diagnostic {
    let location = match planned.entry {
        Some(at) => doc.location(&format!("/accessibility/keyboardInteractions/{at}")),
        None => role_location(doc),
    };
    let promise = match planned.action {
        Some(action) => format!("the {} pattern: {action}", plan.pattern.title),
        None => "the spec lists this key".to_owned(),
    };
    if planned.key == CLOSE_CLICK {
        return Diagnostic::new(
            RuleId::RENDER_EVENT,
            location,
            format!("{} does not do what it must in the live `{}`: {what}", planned.key, render.label()),
        )
        .with_label(format!("clicked in the live render, mounted again; {promise}"))
        .with_help("make the close button close the dialog as Escape does: hidden, focus given back, and `onClose` / `onOpenChange` called (a dialog whose caller holds `open` only calls them)");
    }
    Diagnostic::new(
        RuleId::RENDER_KEYBOARD,
        location,
        match keys {
            [key] => format!("`{key}` does not do what it must in the live `{}`: {what}", render.label()),
            _ => format!(
                "`{}` do not do what they must in the live `{}`: `{}`: {what}",
                keys.join("`, `"),
                render.label(),
                planned.key
            ),
        },
    )
    .with_label(format!("pressed in the live render; {promise}"))
    .with_help(format!(
        "handle the key so that it does what {} says ({}); the render is mounted in Chromium with the framework's client renderer, and each key is judged against the page just before it",
        plan.pattern.title, plan.pattern.url
    ))
}

/// The spec's `accessibility.role`, else its name.
fn role_location(doc: &SpecDocument) -> Location {
    match doc
        .spec
        .accessibility
        .as_ref()
        .and_then(|a| a.role.as_ref())
    {
        Some(_) => doc.location("/accessibility/role"),
        None => doc.location("/name"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::SourceFile;

    fn doc(text: &str) -> SpecDocument {
        let mut diags = Diagnostics::new();
        crate::read_spec(&mut diags, &SourceFile::new("spec.json", text)).unwrap()
    }

    /// A render of the spec `spec` with these events recorded, in `state` (`None`: the
    /// default one).
    fn rendered(spec: &str, events: &[&str], state: Option<&str>) -> Render {
        Render {
            spec: spec.to_owned(),
            component: spec.to_owned(),
            path: None,
            imports: Vec::new(),
            variants: BTreeMap::new(),
            state: state.map(str::to_owned),
            props: Vec::new(),
            events: (events.iter())
                .map(|e| crate::harness::Recorded {
                    rust_name: e.to_string(),
                    name: e.to_string(),
                    returns: None,
                })
                .collect(),
            children: None,
            children_fn: false,
            generics: None,
            wrappers: Vec::new(),
            inside: Vec::new(),
        }
    }

    /// The findings of one run of `doc`'s `render`: rule and message each.
    fn judged(doc: &SpecDocument, render: &Render, run: Behaved) -> Vec<(String, String)> {
        let mut diags = Diagnostics::new();
        check_behaviour(&mut diags, doc, std::slice::from_ref(render), &[run]);
        (diags.as_slice().iter())
            .map(|d| (d.rule.as_str().to_owned(), d.message.clone()))
            .collect()
    }

    fn keys(plan: &Plan) -> Vec<(&str, Option<Effect>)> {
        plan.keys.iter().map(|k| (k.key, k.effect)).collect()
    }

    #[test]
    fn a_plan_enters_by_tab_then_presses_the_patterns_keys_and_the_specs() {
        let tabs = doc(
            r#"{"name": "Tabs", "accessibility": {"role": "tablist", "keyboardInteractions": [
                {"key": "Home", "description": "first"},
                {"key": "PageDown", "description": "a key of the spec's own"},
                {"key": "Control+K", "description": "not pressed"}]}}"#,
        );
        let tabs = plan(&tabs).unwrap();
        assert!(tabs.enters);
        assert_eq!(tabs.items, ["tab"]);
        assert_eq!(
            keys(&tabs),
            [
                ("Tab", Some(Effect::OneStop)),
                (
                    "ArrowLeft",
                    Some(Effect::Focus(Move::Previous(Wrap::Always)))
                ),
                ("ArrowRight", Some(Effect::Focus(Move::Next(Wrap::Always)))),
                ("Space", Some(Effect::Chooses("aria-selected"))),
                ("Enter", Some(Effect::Chooses("aria-selected"))),
                // Optional in the pattern, promised by the spec.
                ("Home", Some(Effect::Focus(Move::First))),
                ("PageDown", None),
                // And out again.
                ("Tab", Some(Effect::OneStop)),
            ]
        );
        assert_eq!(
            tabs.untried,
            [(
                "Control+K".to_owned(),
                "the live checks do not press it".to_owned()
            )]
        );
        // A modal dialog is not entered: it takes focus when it opens, keeps it, and Escape
        // closes it, last, after a key only the spec lists.
        let dialog = plan(&doc(
            r#"{"name": "Dialog", "accessibility": {"role": "dialog", "keyboardInteractions": [
                {"key": "Escape", "description": "Closes."},
                {"key": "Enter", "description": "Submits."}]}}"#,
        ))
        .unwrap();
        assert!(!dialog.enters);
        assert_eq!(
            keys(&dialog),
            [
                ("Tab", Some(Effect::KeepsFocus(Move::Next(Wrap::Always)))),
                (
                    "Shift+Tab",
                    Some(Effect::KeepsFocus(Move::Previous(Wrap::Always)))
                ),
                ("Enter", None),
                ("Escape", Some(Effect::Closes)),
                (CLOSE_CLICK, Some(Effect::Closes))
            ]
        );
        assert!(dialog.untried.is_empty());
    }

    #[test]
    fn a_dialog_that_closes_itself_calls_each_of_its_closing_events() {
        let dialog = plan(&doc(
            r#"{"name": "Dialog", "accessibility": {"role": "dialog"}}"#,
        ))
        .unwrap();
        let render = rendered(
            "Dialog",
            &["onOpenChange", "onClose", "onClick"],
            Some("open"),
        );
        let open = Snapshot {
            focus: Some(0),
            inside: true,
            items: vec![BTreeMap::new()],
            ..Snapshot::default()
        };
        // Tab, Shift+Tab kept focus; Escape hid the dialog and called `onOpenChange` alone;
        // mounted again, its close button hid it and called both.
        let closed = |events: &[&str]| Snapshot {
            events: events.iter().map(|e| e.to_string()).collect(),
            ..Snapshot::default()
        };
        let run = Behaved {
            render: 0,
            start: open.clone(),
            after: vec![
                open.clone(),
                open.clone(),
                closed(&["onOpenChange"]),
                closed(&["onOpenChange", "onClose"]),
            ],
            remounted: Some(open.clone()),
            ..Behaved::default()
        };
        let (mut broken, mut untried, mut silent) = (Vec::new(), Vec::new(), Vec::new());
        let judged = Judged {
            broken: &mut broken,
            tried: &mut Vec::new(),
            untried: &mut untried,
            silent: &mut silent,
        };
        judge_run(&dialog, &run, &render, judged);
        assert!(
            broken.is_empty() && untried.is_empty(),
            "{broken:?} {untried:?}"
        );
        let unsaid: Vec<(&str, &str)> = (silent.iter())
            .map(|s| (s.planned.key, s.event.as_str()))
            .collect();
        assert_eq!(unsaid, [("Escape", "onClose")]);
        assert!(matches!(silent[0].change, Change::Closed("dialog")));

        // A close button that does nothing; and a render that shows none.
        let inert = Behaved {
            after: vec![
                open.clone(),
                open.clone(),
                closed(&["onOpenChange", "onClose"]),
                open.clone(),
            ],
            ..run.clone()
        };
        let (mut broken, mut untried) = (Vec::new(), Vec::new());
        let judged = Judged {
            broken: &mut broken,
            tried: &mut Vec::new(),
            untried: &mut untried,
            silent: &mut Vec::new(),
        };
        judge_run(&dialog, &inert, &render, judged);
        let found: Vec<(&str, &str)> = (broken.iter())
            .map(|(planned, _, what)| (planned.key, what.as_str()))
            .collect();
        assert_eq!(
            found,
            [(
                CLOSE_CLICK,
                "the dialog is still shown, and no event of the spec that closes it (`onClose`, `onOpenChange`) was called"
            )]
        );
        let buttonless = Behaved {
            after: inert.after[..3].to_vec(),
            remounted: None,
            ..inert
        };
        let mut untried = Vec::new();
        let judged = Judged {
            broken: &mut Vec::new(),
            tried: &mut Vec::new(),
            untried: &mut untried,
            silent: &mut Vec::new(),
        };
        judge_run(&dialog, &buttonless, &render, judged);
        assert_eq!(
            untried,
            [(
                CLOSE_CLICK.to_owned(),
                "the render shows no close button (a button named Close, Dismiss or ×)".to_owned()
            )]
        );

        // Closed with every event, but focus went with the hidden dialog to the body.
        let lost = Snapshot {
            lost: true,
            events: vec!["onOpenChange".to_owned(), "onClose".to_owned()],
            ..Snapshot::default()
        };
        let run = Behaved {
            after: vec![run.after[0].clone(), run.after[1].clone(), lost],
            ..run
        };
        let (mut broken, mut silent) = (Vec::new(), Vec::new());
        let judged = Judged {
            broken: &mut broken,
            tried: &mut Vec::new(),
            untried: &mut Vec::new(),
            silent: &mut silent,
        };
        judge_run(&dialog, &run, &render, judged);
        let found: Vec<(&str, &str)> = (broken.iter())
            .map(|(planned, _, what)| (planned.key, what.as_str()))
            .collect();
        assert_eq!(
            found,
            [(
                "Escape",
                "the dialog closed, but focus was lost with it: it is on the page's body, not back on the element that had it before the dialog opened"
            )]
        );
        assert!(silent.is_empty());
    }

    /// A focused 80×32 element on white with an outline (`style`, `width`, `offset`, `color`)
    /// and a box-shadow of `shadows`.
    fn outlined(
        style: &str,
        (width, offset): (f64, f64),
        color: Rgba,
        shadows: Vec<Shadow>,
    ) -> Ring {
        Ring {
            outline_style: style.to_owned(),
            outline_width: width,
            outline_offset: offset,
            outline_color: color,
            shadows,
            inner: Rgba::WHITE,
            outer: Rgba::WHITE,
            unset: None,
            covered: None,
            size: (80.0, 32.0),
        }
    }

    /// A box-shadow layer drawn all round, `spread` wide, blurred by `blur`.
    fn band(color: Rgba, spread: f64, blur: f64) -> Shadow {
        Shadow {
            color,
            x: 0.0,
            y: 0.0,
            blur,
            spread,
            inset: false,
        }
    }

    #[test]
    fn a_focus_indicator_shows_with_an_outline_of_3_to_1_or_a_shadow() {
        let navy = Rgba::from_hex("#1e3a8a").unwrap();
        let pale = Rgba::from_hex("#e5e7eb").unwrap();
        let glow = Shadow {
            y: 2.0,
            ..band(navy, 0.0, 4.0)
        };
        let ring = |style: &str, width: f64, offset: f64, colour: Rgba, shadow: bool| Ring {
            inner: navy,
            ..outlined(
                style,
                (width, offset),
                colour,
                shadow.then(|| glow.clone()).into_iter().collect(),
            )
        };
        assert_eq!(ring("solid", 2.0, 2.0, navy, false).fault(), None);
        // However it is drawn, an element under another is not seen.
        let hidden = Ring {
            covered: Some("<div class=\"toast\">".to_owned()),
            ..ring("solid", 2.0, 2.0, navy, false)
        };
        assert_eq!(
            hidden.fault().map(|f| (f.what, f.certain, f.covered)),
            Some((
                "it is hidden: `<div class=\"toast\">` is drawn over all of it".to_owned(),
                true,
                true
            ))
        );
        // Outside the element it meets the page (white): a pale grey is 1.2:1 there.
        let faint = ring("solid", 2.0, 2.0, pale, false).fault().unwrap().what;
        assert!(
            faint.contains("1.24:1 against the colour next to it (#ffffff)"),
            "{faint}"
        );
        // Inside it (a negative offset) it meets the element's own navy.
        assert_eq!(ring("solid", 2.0, -3.0, pale, false).fault(), None);
        assert!(ring("solid", 2.0, -3.0, navy, false).fault().is_some());
        assert!(ring("none", 3.0, 0.0, navy, false).fault().is_some());
        assert!(ring("solid", 0.0, 0.0, navy, false).fault().is_some());
        let clear = Rgba { a: 0.0, ..navy };
        assert!(ring("solid", 2.0, 0.0, clear, false).fault().is_some());
        // A shadow that is not a ring, or the browser's own two-colour ring, is visible.
        assert_eq!(ring("none", 0.0, 0.0, navy, true).fault(), None);
        assert_eq!(ring("auto", 1.0, 0.0, pale, false).fault(), None);
        // Nothing, where a rule asks for a ring through a custom property left unset here:
        // an enclosing component may set it, so uispec is not sure.
        let sure = ring("none", 0.0, 0.0, navy, false).fault().unwrap();
        assert!(sure.certain);
        let waiting = Ring {
            unset: Some("box-shadow: var(--ring)".to_owned()),
            ..ring("none", 0.0, 0.0, navy, false)
        };
        let unsure = waiting.fault().unwrap();
        assert!(
            !unsure.certain
                && unsure
                    .what
                    .contains("`box-shadow: var(--ring)` asks for one")
        );
    }

    /// WCAG 2.2 2.4.13 (AAA): what the indicator paints with 3:1 against what was there
    /// covers at least a 2px band along the inside of the element's edge.
    #[test]
    fn a_focus_indicator_thinner_than_2px_is_too_small() {
        let blue = Rgba::from_hex("#2563eb").unwrap();
        let pale = Rgba::from_hex("#dbeafe").unwrap();
        let shadow = band;
        let ring = |style: &str, width: f64, offset: f64, shadows: Vec<Shadow>| {
            outlined(style, (width, offset), blue, shadows)
        };
        // A 2px outline, outside or inside the edge, is enough; a 1px one is not.
        assert_eq!(ring("solid", 2.0, 2.0, vec![]).too_small(), None);
        assert_eq!(ring("solid", 2.0, -2.0, vec![]).too_small(), None);
        let thin = ring("solid", 1.0, 0.0, vec![]).too_small().unwrap();
        assert!(
            thin.contains("covers 228px², less than the 432px²"),
            "{thin}"
        );
        // Tailwind's `ring-2` is enough, `ring-1` is not; a pale ring that does not stand out
        // from the page counts for nothing, though it shows next to the element's background.
        let none = |shadows| ring("none", 0.0, 0.0, shadows);
        assert_eq!(none(vec![shadow(blue, 2.0, 0.0)]).too_small(), None);
        assert!(none(vec![shadow(blue, 1.0, 0.0)]).too_small().is_some());
        let on_pale = Ring {
            inner: blue,
            ..none(vec![shadow(pale, 2.0, 0.0)])
        };
        assert!(on_pale.shows());
        assert!(on_pale.too_small().is_some());
        // Not judged: the browser's ring, a blurred glow, an indicator that does not show.
        assert_eq!(ring("auto", 1.0, 0.0, vec![]).too_small(), None);
        assert_eq!(none(vec![shadow(blue, 0.0, 4.0)]).too_small(), None);
        assert_eq!(none(vec![]).too_small(), None);
    }

    #[test]
    fn a_box_shadow_ring_shows_with_3_to_1_against_what_is_next_to_it() {
        let white = Rgba::WHITE;
        let blue = Rgba::from_hex("#3b82f6").unwrap();
        let pale = Rgba::from_hex("#e5e7eb").unwrap();
        let band = |color: Rgba, spread: f64| band(color, spread, 0.0);
        let ring =
            |shadows: Vec<Shadow>| outlined("none", (0.0, 0.0), Rgba { a: 0.0, ..white }, shadows);
        // A blue ring on a white page: 3.68:1.
        assert_eq!(ring(vec![band(blue, 2.0)]).fault(), None);
        // A white offset band inside a blue ring (Tailwind's `ring-offset`): the blue shows.
        assert_eq!(ring(vec![band(white, 2.0), band(blue, 4.0)]).fault(), None);
        // A pale ring on white does not show; nor does a blue one under a wider pale one.
        let faint = ring(vec![band(pale, 2.0)]).fault().unwrap();
        assert!(
            faint.certain
                && (faint.what).contains(
                    "box-shadow ring (#e5e7eb) has 1.24:1 against the colour outside it (#ffffff)"
                ),
            "{}",
            faint.what
        );
        // One that stands out from the control it surrounds, though not from the page.
        let on_navy = Ring {
            inner: Rgba::from_hex("#1e3a8a").unwrap(),
            ..ring(vec![band(pale, 2.0)])
        };
        assert_eq!(on_navy.fault(), None);
        assert!(
            ring(vec![band(pale, 4.0), band(blue, 2.0)])
                .fault()
                .is_some()
        );
        // A transparent or empty layer paints nothing; a blur cannot be judged.
        let clear = Shadow {
            color: Rgba { a: 0.0, ..blue },
            ..band(blue, 2.0)
        };
        assert!(
            ring(vec![clear])
                .fault()
                .unwrap()
                .what
                .contains("no `box-shadow`")
        );
        let blurred = Shadow {
            blur: 6.0,
            ..band(pale, 2.0)
        };
        assert_eq!(ring(vec![blurred]).fault(), None);
        // A faint outline with a ring that shows is visible; with a faint ring it is not.
        let outlined = |shadows| outlined("solid", (2.0, 2.0), pale, shadows);
        assert_eq!(outlined(vec![band(blue, 2.0)]).fault(), None);
        assert!(outlined(vec![band(pale, 2.0)]).fault().is_some());
    }

    #[test]
    fn a_move_reaches_the_items_the_pattern_allows() {
        assert_eq!(targets(Move::Next(Wrap::Always), 2, 3), [0]);
        assert_eq!(targets(Move::Next(Wrap::Never), 2, 3), [2]);
        assert_eq!(targets(Move::Next(Wrap::Either), 2, 3), [0, 2]);
        assert_eq!(targets(Move::Next(Wrap::Never), 0, 3), [1]);
        assert_eq!(targets(Move::Previous(Wrap::Always), 0, 3), [2]);
        assert_eq!(targets(Move::Previous(Wrap::Always), 1, 3), [0]);
        assert_eq!(targets(Move::First, 2, 3), [0]);
        assert_eq!(targets(Move::Last, 0, 3), [2]);
    }

    #[test]
    fn each_effect_is_judged_against_the_page_just_before_the_key() {
        let render = |events: &[&str]| rendered("Button", events, None);
        let planned = |key, effect| Planned {
            key,
            effect: Some(effect),
            action: None,
            entry: None,
            open: None,
        };
        let page = |focus: Option<usize>, states: &[&str]| Snapshot {
            focus,
            inside: focus.is_some(),
            items: (states.iter())
                .map(|s| [("checked".to_owned(), s.to_string())].into())
                .collect(),
            ..Snapshot::default()
        };
        let kept = |v: Verdict| matches!(v, Verdict::Kept);
        let broken = |v: Verdict| matches!(v, Verdict::Broken(_));
        // A checkbox's Space flips `aria-checked`; a swallowed Space leaves it.
        let space = planned("Space", Effect::Toggles("aria-checked"));
        let button = render(&[]);
        assert!(kept(judge(
            &space,
            &page(Some(0), &["false"]),
            &page(Some(0), &["true"]),
            &button,
            ("checkbox", "item")
        )));
        assert!(kept(judge(
            &space,
            &page(Some(0), &["mixed"]),
            &page(Some(0), &["true"]),
            &button,
            ("checkbox", "item")
        )));
        assert!(broken(judge(
            &space,
            &page(Some(0), &["false"]),
            &page(Some(0), &["false"]),
            &button,
            ("checkbox", "item")
        )));
        // Activation: `onClick` called once, not twice; without the event, a click.
        let enter = planned("Enter", Effect::Activates);
        let clicked = |events: &[&str], clicks| Snapshot {
            events: events.iter().map(|e| e.to_string()).collect(),
            clicks,
            ..page(Some(0), &[])
        };
        let with_event = render(&["onClick"]);
        assert!(kept(judge(
            &enter,
            &page(Some(0), &[]),
            &clicked(&["onClick"], 1),
            &with_event,
            ("button", "item")
        )));
        assert!(broken(judge(
            &enter,
            &page(Some(0), &[]),
            &clicked(&["onClick", "onClick"], 1),
            &with_event,
            ("button", "item")
        )));
        assert!(broken(judge(
            &enter,
            &page(Some(0), &[]),
            &clicked(&[], 1),
            &with_event,
            ("button", "item")
        )));
        assert!(kept(judge(
            &enter,
            &page(Some(0), &[]),
            &clicked(&[], 1),
            &button,
            ("button", "item")
        )));
        assert!(broken(judge(
            &enter,
            &page(Some(0), &[]),
            &clicked(&[], 0),
            &button,
            ("button", "item")
        )));
        // A move among one item, or from no item, is not judged.
        let right = planned("ArrowRight", Effect::Focus(Move::Next(Wrap::Always)));
        let undecided = |v: Verdict| matches!(v, Verdict::Undecided(_));
        assert!(undecided(judge(
            &right,
            &page(Some(0), &["false"]),
            &page(Some(0), &["false"]),
            &button,
            ("tab", "item")
        )));
        assert!(undecided(judge(
            &right,
            &page(None, &["a", "b"]),
            &page(None, &["a", "b"]),
            &button,
            ("tab", "item")
        )));
        assert!(kept(judge(
            &right,
            &page(Some(1), &["a", "b"]),
            &page(Some(0), &["a", "b"]),
            &button,
            ("tab", "item")
        )));
        assert!(broken(judge(
            &right,
            &page(Some(0), &["a", "b"]),
            &page(Some(0), &["a", "b"]),
            &button,
            ("tab", "item")
        )));
        // Escape closes: the dialog hidden or removed, or the caller asked to close it.
        let escape = planned("Escape", Effect::Closes);
        let open = page(Some(0), &["x"]);
        assert!(kept(judge(
            &escape,
            &open,
            &page(None, &[]),
            &button,
            ("dialog", "item")
        )));
        let asked = Snapshot {
            events: vec!["onOpenChange".to_owned()],
            ..open.clone()
        };
        assert!(kept(judge(
            &escape,
            &open,
            &asked,
            &button,
            ("dialog", "item")
        )));
        assert!(broken(judge(
            &escape,
            &open,
            &open,
            &button,
            ("dialog", "item")
        )));
        // Mounted with only `default_open`, the dialog owns its state: asking is not enough.
        let owned = Render {
            state: Some("open".to_owned()),
            props: vec![("default_open".to_owned(), "true".to_owned())],
            ..button.clone()
        };
        let both = Render {
            props: vec![
                ("open".to_owned(), "true".to_owned()),
                ("default_open".to_owned(), "true".to_owned()),
            ],
            ..owned.clone()
        };
        assert!(!owned.owns_state_live() && both.owns_state_live());
        assert_eq!(both.live().props, owned.props);
        assert!(broken(judge(
            &escape,
            &open,
            &asked,
            &both,
            ("dialog", "item")
        )));
        assert!(kept(judge(
            &escape,
            &open,
            &page(None, &[]),
            &both,
            ("dialog", "item")
        )));
        // A modal dialog keeps focus: Tab must not leave it; from outside, nothing to judge.
        let trap = planned("Tab", Effect::KeepsFocus(Move::Next(Wrap::Always)));
        let left = page(None, &["x"]);
        assert!(kept(judge(
            &trap,
            &open,
            &open,
            &button,
            ("dialog", "item")
        )));
        assert!(broken(judge(
            &trap,
            &open,
            &left,
            &button,
            ("dialog", "item")
        )));
        assert!(undecided(judge(
            &trap,
            &left,
            &left,
            &button,
            ("dialog", "item")
        )));
        // Escape from outside the dialog (a trap that let focus go) reaches the page.
        assert!(undecided(judge(
            &escape,
            &left,
            &left,
            &button,
            ("dialog", "item")
        )));
        // Tab: into the component on the chosen item, then out of the items.
        let tab = planned("Tab", Effect::OneStop);
        let outside = page(None, &["false", "true"]);
        assert!(kept(judge(
            &tab,
            &outside,
            &page(Some(1), &["false", "true"]),
            &button,
            ("radio", "item")
        )));
        assert!(broken(judge(
            &tab,
            &outside,
            &page(Some(0), &["false", "true"]),
            &button,
            ("radio", "item")
        )));
        let on_item = page(Some(1), &["false", "true"]);
        let in_panel = Snapshot {
            inside: true,
            ..outside.clone()
        };
        assert!(kept(judge(
            &tab,
            &on_item,
            &outside,
            &button,
            ("radio", "item")
        )));
        assert!(kept(judge(
            &tab,
            &on_item,
            &in_panel,
            &button,
            ("radio", "item")
        )));
        assert!(broken(judge(
            &tab,
            &on_item,
            &page(Some(0), &["false", "true"]),
            &button,
            ("radio", "item")
        )));
    }

    #[test]
    fn a_popup_is_opened_by_each_of_its_keys_and_closed_between_them() {
        use Effect::*;
        let select = plan(&doc(
            r#"{"name": "Select", "accessibility": {"role": "combobox", "keyboardInteractions": [
                {"key": "End", "description": "Opens on the last option; open: the last."},
                {"key": "Alt+ArrowDown", "description": "Opens without moving."},
                {"key": "Alt+ArrowUp", "description": "Chooses and closes."}]}}"#,
        ))
        .unwrap();
        assert_eq!(
            (select.items.as_slice(), select.popup),
            (&["combobox"][..], &["option"][..])
        );
        let pressed = |plan: &Plan| -> Vec<(&str, Option<Effect>, Option<bool>)> {
            plan.keys
                .iter()
                .map(|k| (k.key, k.effect, k.open))
                .collect()
        };
        let (closed, open) = (Some(false), Some(true));
        assert_eq!(
            pressed(&select),
            [
                ("Tab", Some(OneStop), None),
                ("ArrowDown", Some(Opens(None)), closed),
                // After the first opening, the keys that move among the options.
                ("ArrowDown", Some(Focus(Move::Next(Wrap::Either))), open),
                ("ArrowUp", Some(Focus(Move::Previous(Wrap::Either))), open),
                // Optional in the pattern, promised by the spec: open and closed.
                ("End", Some(Focus(Move::Last)), open),
                ("Enter", Some(Commits), open),
                ("Enter", Some(Opens(None)), closed),
                ("Space", Some(Commits), open),
                ("Space", Some(Opens(None)), closed),
                // The pattern's optional Alt combinations, which the spec promises.
                ("Alt+ArrowUp", Some(Commits), open),
                ("Alt+ArrowDown", Some(Opens(None)), closed),
                ("Escape", Some(Closes), open),
                ("End", Some(Opens(Some(Move::Last))), closed),
                ("Escape", Some(Closes), open),
                ("Tab", Some(OneStop), None),
            ]
        );
        // Tab in the open listbox chooses too, but the run leaves with it closed.
        let untried: Vec<&str> = select.untried.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(untried, ["Tab (popup open)"]);
        // The Alt combinations are optional in the pattern: no promise the spec did not make.
        let unpromised = plan(&doc(
            r#"{"name": "Select", "accessibility": {"role": "combobox"}}"#,
        ))
        .unwrap();
        assert!(
            unpromised.keys.iter().all(|k| !k.key.starts_with("Alt+")),
            "{:?}",
            pressed(&unpromised)
        );
        let menu = plan(&doc(
            r#"{"name": "MenuButton", "accessibility": {"role": "button"}}"#,
        ))
        .unwrap();
        assert_eq!(
            pressed(&menu),
            [
                ("Tab", Some(OneStop), None),
                ("Enter", Some(Opens(Some(Move::First))), closed),
                ("ArrowDown", Some(Focus(Move::Next(Wrap::Either))), open),
                ("ArrowUp", Some(Focus(Move::Previous(Wrap::Either))), open),
                ("Escape", Some(Closes), open),
                ("Space", Some(Opens(Some(Move::First))), closed),
                ("Escape", Some(Closes), open),
                ("Tab", Some(OneStop), None),
            ]
        );
    }

    #[test]
    fn a_popup_opens_shown_closes_gone_and_its_keys_are_judged_in_the_state_they_are_for() {
        let render = rendered("Select", &[], None);
        let key = |key, effect, open| Planned {
            key,
            effect: Some(effect),
            action: None,
            entry: None,
            open: Some(open),
        };
        // The combobox's `aria-expanded`, the options shown, the active one.
        let page = |expanded: &str, shown: usize, active: Option<usize>| Snapshot {
            inside: true,
            items: vec![[("expanded".to_owned(), expanded.to_owned())].into()],
            popup: vec![BTreeMap::new(); shown],
            popup_focus: active,
            ..Snapshot::default()
        };
        let names = ("combobox", "option");
        let verdict = |planned: &Planned, before: &Snapshot, after: &Snapshot| match judge(
            planned, before, after, &render, names,
        ) {
            Verdict::Kept => "kept",
            Verdict::Broken(_) => "broken",
            Verdict::Undecided(_) => "undecided",
        };
        let (closed, open) = (page("false", 0, None), page("true", 3, Some(0)));
        let opens = key("ArrowDown", Effect::Opens(None), false);
        assert_eq!(verdict(&opens, &closed, &open), "kept");
        assert_eq!(verdict(&opens, &closed, &closed), "broken");
        // `aria-expanded` said so, but nothing shows: there may be nothing to show.
        assert_eq!(
            verdict(&opens, &closed, &page("true", 0, None)),
            "undecided"
        );
        // Opened already: the key is pressed for the closed popup, so it says nothing.
        assert_eq!(verdict(&opens, &open, &open), "undecided");
        // Nor on a native `<select>`, whose closed Down Arrow chooses the next option here.
        let native = Snapshot {
            native: true,
            ..closed.clone()
        };
        assert_eq!(verdict(&opens, &native, &native), "undecided");
        let first = key("Enter", Effect::Opens(Some(Move::First)), false);
        assert_eq!(verdict(&first, &closed, &open), "kept");
        assert_eq!(verdict(&first, &closed, &page("true", 3, None)), "broken");
        // Moving among the options is judged on the options.
        let next = key("ArrowDown", Effect::Focus(Move::Next(Wrap::Either)), true);
        assert_eq!(verdict(&next, &open, &page("true", 3, Some(1))), "kept");
        assert_eq!(verdict(&next, &open, &open), "broken");
        // Choosing and Escape close it: hidden, and `aria-expanded` says so.
        for closer in [
            key("Enter", Effect::Commits, true),
            key("Escape", Effect::Closes, true),
        ] {
            assert_eq!(verdict(&closer, &open, &closed), "kept");
            assert_eq!(verdict(&closer, &open, &page("false", 3, None)), "broken");
            assert_eq!(verdict(&closer, &open, &page("true", 3, Some(0))), "broken");
            assert_eq!(verdict(&closer, &closed, &closed), "undecided");
            let left = Snapshot {
                inside: false,
                ..closed.clone()
            };
            assert_eq!(verdict(&closer, &open, &left), "broken");
        }
    }

    #[test]
    fn a_value_steps_up_down_and_to_its_ends() {
        let slider = |now: &str| Snapshot {
            focus: Some(0),
            inside: true,
            items: vec![
                [("valuenow", now), ("valuemin", "0"), ("valuemax", "10")]
                    .map(|(k, v)| (k.to_owned(), v.to_owned()))
                    .into(),
            ],
            ..Snapshot::default()
        };
        let verdict = |step, before: &str, after: &str| match stepped(
            step,
            &slider(before),
            &slider(after),
            "slider",
        ) {
            Verdict::Kept => "kept",
            Verdict::Broken(_) => "broken",
            Verdict::Undecided(_) => "undecided",
        };
        assert_eq!(verdict(Step::Up, "5", "6"), "kept");
        assert_eq!(verdict(Step::Up, "5", "5"), "broken");
        assert_eq!(verdict(Step::Up, "5", "4"), "broken");
        // At its maximum, Up has nowhere to go.
        assert_eq!(verdict(Step::Up, "10", "10"), "undecided");
        assert_eq!(verdict(Step::PageDown, "5", "0"), "kept");
        assert_eq!(verdict(Step::Down, "0", "0"), "undecided");
        assert_eq!(verdict(Step::Minimum, "5", "0"), "kept");
        assert_eq!(verdict(Step::Minimum, "5", "1"), "broken");
        assert_eq!(verdict(Step::Maximum, "5", "10"), "kept");
        assert_eq!(verdict(Step::Maximum, "5", "9.5"), "broken");
        // No number to read: nothing to judge.
        assert_eq!(verdict(Step::Up, "", "1"), "undecided");
    }

    #[test]
    fn an_event_no_key_called_is_a_note() {
        let button = doc(
            r#"{"name": "Button", "events": [{"name": "onClick"}, {"name": "onFocus"}, {"name": "onPointerEnter"}],
                "accessibility": {"role": "button"}}"#,
        );
        let render = rendered("Button", &["onClick", "onFocus", "onPointerEnter"], None);
        let plan = plan(&button).unwrap();
        // Every key did what it must; Enter and Space each called `onClick` once.
        let on = Snapshot {
            focus: Some(0),
            inside: true,
            items: vec![BTreeMap::new()],
            ..Snapshot::default()
        };
        let run = |focused: bool| {
            let mut after: Vec<Snapshot> = (plan.keys.iter())
                .map(|k| match k.effect {
                    Some(Effect::Activates) => Snapshot {
                        events: vec!["onClick".to_owned()],
                        ..on.clone()
                    },
                    _ => on.clone(),
                })
                .collect();
            // The first Tab entered it, calling `onFocus` or not; the last left it.
            after[0].events = focused.then(|| "onFocus".to_owned()).into_iter().collect();
            *after.last_mut().unwrap() = Snapshot::default();
            Behaved {
                render: 0,
                start: Snapshot {
                    inside: false,
                    focus: None,
                    ..on.clone()
                },
                after,
                ..Behaved::default()
            }
        };
        let said = |run: Behaved| judged(&button, &render, run);
        let untried = |event: &str| {
            (
                "render-untried".to_owned(),
                format!(
                    "the event `{event}` of `Button` was not called by any key pressed in the live render"
                ),
            )
        };
        assert_eq!(said(run(true)), [untried("onPointerEnter")]);
        // Focus moved in without a word: an error, and no note for it.
        assert_eq!(
            said(run(false)),
            [
                (
                    "render-event".to_owned(),
                    "`onFocus` was not called when `Tab` moved focus into the component in the live `Button`".to_owned()
                ),
                untried("onPointerEnter")
            ]
        );
    }

    #[test]
    fn a_text_field_takes_a_character_and_says_so() {
        let input = doc(
            r#"{"name": "Input", "events": [{"name": "onChange"}, {"name": "onInput"}, {"name": "onBlur"}],
                "accessibility": {"role": "textbox"}}"#,
        );
        let render = rendered("Input", &["onChange", "onInput", "onBlur"], None);
        let plan = plan(&input).unwrap();
        assert_eq!(
            keys(&plan),
            [
                ("Tab", Some(Effect::OneStop)),
                ("1", Some(Effect::Edits)),
                ("Tab", Some(Effect::OneStop))
            ]
        );
        let field = |value: &str, events: &[&str]| Snapshot {
            focus: Some(0),
            inside: true,
            items: vec![BTreeMap::new()],
            value: Some(value.to_owned()),
            events: events.iter().map(|e| e.to_string()).collect(),
            ..Snapshot::default()
        };
        let left = |events: &[&str]| Snapshot {
            items: vec![BTreeMap::new()],
            events: events.iter().map(|e| e.to_string()).collect(),
            ..Snapshot::default()
        };
        let said = |typed: Snapshot, out: Snapshot| {
            let run = Behaved {
                render: 0,
                start: left(&[]),
                after: vec![field("", &[]), typed, out],
                ..Behaved::default()
            };
            judged(&input, &render, run)
        };
        // `onInput` as it is typed; `onChange`, as the DOM's `change`, when focus leaves.
        assert_eq!(
            said(field("1", &["onInput"]), left(&["onChange", "onBlur"])),
            []
        );
        // An edit nobody hears of, and a field left without `onBlur`.
        assert_eq!(
            said(field("1", &["onInput"]), left(&[])),
            [
                (
                    "render-event".to_owned(),
                    "`onChange` was not called when `1` was typed into the field in the live `Input`".to_owned()
                ),
                (
                    "render-event".to_owned(),
                    "`onBlur` was not called when `Tab` moved focus out of the component in the live `Input`".to_owned()
                ),
            ]
        );
        // A field that refuses the character (a mask) is not judged, nor are its events.
        let refused = said(field("", &[]), left(&["onBlur"]));
        assert_eq!(refused.len(), 2, "{refused:?}");
        assert_eq!(
            refused[0].1, "1 key of `Input`'s keyboard contract was not tried in the live render",
            "{refused:?}"
        );
        assert!(
            refused[1]
                .1
                .starts_with("2 events, `onChange`, `onInput`, of `Input` were not called"),
            "{refused:?}"
        );
    }

    /// The states a key put the component in, read off its items: only a state some item
    /// entered (a tab selected, not the one that lost it), and none when the items changed.
    #[test]
    fn the_states_a_key_reached_are_those_an_item_entered() {
        let items = |states: &[&[(&str, &str)]]| Snapshot {
            items: (states.iter())
                .map(|item| {
                    (item.iter())
                        .map(|(k, v)| (k.to_string(), v.to_string()))
                        .collect()
                })
                .collect(),
            ..Snapshot::default()
        };
        let first = items(&[&[("selected", "true")], &[("selected", "false")]]);
        let second = items(&[&[("selected", "false")], &[("selected", "true")]]);
        assert_eq!(second.reached_since(&first), ["selected"]);
        assert!(first.reached_since(&first).is_empty());
        let checked = items(&[&[("checked", "true"), ("expanded", "true")], &[]]);
        let unchecked = items(&[&[("checked", "mixed")], &[]]);
        assert_eq!(checked.reached_since(&unchecked), ["checked", "expanded"]);
        assert!(checked.reached_since(&items(&[&[]])).is_empty());
    }
}
