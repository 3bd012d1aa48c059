//! A token's value in CSS syntax, per DTCG type. A whole-value alias stays an alias
//! (`var(--other)`), and so does a reference inside a composite (`{color.focus}` as a border's
//! colour), so a theme that changes one primitive changes everything built on it; the tokens a
//! value refers to are handed back so they are written too.

use crate::reader::json::{Json, JsonKind};
use crate::reference::{is_curly, parse_curly, parse_pointer};
use crate::tokens::{MAX_VALUE_PARTS, NodeId, PointerTarget, TokenSet, TokenType};

use super::syntax::{ident_tail, number, string};
use super::tailwind::Namespaces;
use crate::color::Rgba;
use crate::config::{ColorForm, TokenCss};

/// What the longhands of a `typography` token are called: the suffix of each custom property
/// (`--font-body-font-size`) and the CSS property it feeds, with the member it comes from.
pub(crate) const TYPOGRAPHY: [(&str, &str); 5] = [
    ("fontFamily", "font-family"),
    ("fontSize", "font-size"),
    ("fontWeight", "font-weight"),
    ("letterSpacing", "letter-spacing"),
    ("lineHeight", "line-height"),
];

/// CSS's generic font families, written without quotes (quoted, they would name a font).
const GENERIC_FAMILIES: &[&str] = &[
    "serif",
    "sans-serif",
    "monospace",
    "cursive",
    "fantasy",
    "system-ui",
    "ui-serif",
    "ui-sans-serif",
    "ui-monospace",
    "ui-rounded",
    "math",
    "emoji",
    "fangsong",
];

/// DTCG `fontWeight` keywords and their numbers.
const FONT_WEIGHTS: &[(&str, u16)] = &[
    ("thin", 100),
    ("hairline", 100),
    ("extra-light", 200),
    ("ultra-light", 200),
    ("light", 300),
    ("normal", 400),
    ("regular", 400),
    ("book", 400),
    ("medium", 500),
    ("semi-bold", 600),
    ("demi-bold", 600),
    ("bold", 700),
    ("extra-bold", 800),
    ("ultra-bold", 800),
    ("black", 900),
    ("heavy", 900),
    ("extra-black", 950),
    ("ultra-black", 950),
];

/// CSS's `border-style` keywords: a DTCG `strokeStyle` keyword is one of them.
const STROKE_STYLES: &[&str] = &[
    "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
];

/// Length units CSS knows: a `dimension` in another unit (`dp`, from a mobile tool) has no
/// CSS form.
const LENGTH_UNITS: &[&str] = &[
    "px", "rem", "em", "%", "ch", "ex", "vw", "vh", "vmin", "vmax", "svh", "lvh", "dvh", "pt",
    "pc", "cm", "mm", "in", "q",
];

/// One token's CSS: a single value, or for `typography` one value per longhand
/// ([`TYPOGRAPHY`] order, members the token lacks left out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CssValue {
    /// The value of `--name`.
    One(String),
    /// `(suffix, value)` pairs: `--name-font-size` and so on.
    Longhands(Vec<(&'static str, String)>),
}

/// Writes tokens of one tree as CSS, collecting the tokens their values refer to.
pub(crate) struct Writer<'s> {
    set: &'s TokenSet,
    /// Tokens referred to by the values written so far.
    pub(crate) refers_to: Vec<NodeId>,
    /// Write what references stand for instead of `var()` of them (the value a property
    /// finally computes to in this tree), and how many references deep the value is.
    concrete: Option<usize>,
    /// How many more values the token being written may be made of ([`MAX_VALUE_PARTS`]).
    parts_left: usize,
    /// The custom properties' names and the colours' form (`[css.tokens]`; the defaults
    /// without).
    naming: Option<Naming<'s>>,
}

impl<'s> Writer<'s> {
    pub(crate) fn new(set: &'s TokenSet, naming: Naming<'s>) -> Self {
        Writer {
            set,
            refers_to: Vec::new(),
            concrete: None,
            parts_left: MAX_VALUE_PARTS,
            naming: Some(naming),
        }
    }

    /// A writer that resolves every reference: `#2563eb`, never `var(--color-blue-600)`.
    pub(crate) fn concrete(set: &'s TokenSet) -> Self {
        Writer {
            set,
            refers_to: Vec::new(),
            concrete: Some(0),
            parts_left: MAX_VALUE_PARTS,
            naming: None,
        }
    }

    /// The custom property of the token `id`.
    fn property(&self, id: NodeId) -> String {
        match self.naming {
            Some(naming) => naming.of(self.set, id),
            None => property_name(None, &self.set.path(id)),
        }
    }

    /// The colour form values are written in: the configured one for custom properties, CSS's
    /// own for concrete values.
    fn colors(&self) -> ColorForm {
        self.naming.map_or(ColorForm::Hex, |n| n.tokens.colors)
    }

    /// The CSS of token `id`, or why it has none.
    pub(crate) fn token(&mut self, id: NodeId) -> Result<CssValue, String> {
        self.parts_left = MAX_VALUE_PARTS;
        self.token_within(id)
    }

    /// [`Writer::token`] within what is left of the current token's parts.
    fn token_within(&mut self, id: NodeId) -> Result<CssValue, String> {
        self.spend()?;
        let set = self.set;
        let ty = set
            .token_type(id)
            .ok_or("the token has no type, so its CSS form is unknown")?;
        if let Some(target) = set.aliases.get(id).copied().flatten() {
            if self.concrete.is_some() {
                return self.resolved(target, Self::token_within);
            }
            self.refers_to.push(target);
            let name = self.property(target);
            return Ok(match ty {
                TokenType::Typography => CssValue::Longhands(
                    TYPOGRAPHY
                        .iter()
                        .map(|(_, css)| (*css, format!("var({name}-{css})")))
                        .collect(),
                ),
                _ => CssValue::One(format!("var({name})")),
            });
        }
        let value = set
            .resolved_value(id)
            .ok_or("the token has no value that resolves")?;
        if ty == TokenType::Typography {
            let mut longhands = Vec::new();
            for (member, css) in TYPOGRAPHY {
                let Some(part) = value.get(member) else {
                    continue;
                };
                let part_type = match member {
                    "fontFamily" => TokenType::FontFamily,
                    "fontWeight" => TokenType::FontWeight,
                    "lineHeight" if part.get("unit").is_some() => TokenType::Dimension,
                    "lineHeight" => TokenType::Number,
                    _ => TokenType::Dimension,
                };
                longhands.push((css, self.value(part, part_type)?));
            }
            return Ok(CssValue::Longhands(longhands));
        }
        if ty == TokenType::Gradient {
            let stops = self.stops(value, 0)?;
            return Ok(CssValue::One(format!(
                "linear-gradient({})",
                stops.join(", ")
            )));
        }
        self.value(value, ty).map(CssValue::One)
    }

    /// A value of type `ty`, where a reference to a whole token is `var()` of it.
    fn value(&mut self, json: &Json, ty: TokenType) -> Result<String, String> {
        self.spend()?;
        if let Some(text) = json.as_str().filter(|t| is_curly(t)) {
            let target = self.reference(text)?;
            return self.var(target, ty);
        }
        if let Some(pointer) = json.pointer_ref() {
            let segments = pointer
                .as_str()
                .and_then(|p| parse_pointer(p).ok())
                .ok_or("a `$ref` that is not a JSON Pointer")?;
            return match self.set.pointer(&segments).map_err(|e| e.message)? {
                PointerTarget::Token(target) => self.var(target, ty),
                PointerTarget::Value(_, value) => self.value(value, ty),
            };
        }
        match ty {
            TokenType::Color => color(json, self.colors()),
            TokenType::Dimension => measure(json, LENGTH_UNITS, "dimension"),
            TokenType::Duration => measure(json, &["ms", "s"], "duration"),
            TokenType::Number => json
                .as_f64()
                .map(number)
                .ok_or_else(|| "a number token whose value is not a number".to_owned()),
            TokenType::FontFamily => font_family(json),
            TokenType::FontWeight => font_weight(json),
            TokenType::CubicBezier => {
                let points: Option<Vec<String>> = json
                    .as_array()
                    .filter(|a| a.len() == 4)
                    .map(|a| a.iter().map(|p| p.as_f64().map(number)).collect())
                    .and_then(|p| p);
                points
                    .map(|p| format!("cubic-bezier({})", p.join(", ")))
                    .ok_or_else(|| "a cubicBezier that is not four numbers".to_owned())
            }
            TokenType::StrokeStyle => match json.as_str() {
                Some(style) if STROKE_STYLES.contains(&style) => Ok(style.to_owned()),
                Some(style) => Err(format!("`{style}` is not a CSS border style")),
                // `{dashArray, lineCap}` has no CSS border form; a dashed line is the nearest.
                None if json.get("dashArray").is_some() => Ok("dashed".to_owned()),
                None => Err("a strokeStyle that is neither a keyword nor a dash pattern".into()),
            },
            TokenType::Border => {
                let width = self.member(json, "width", TokenType::Dimension)?;
                let style = self.member(json, "style", TokenType::StrokeStyle)?;
                let color = self.member(json, "color", TokenType::Color)?;
                Ok(format!("{width} {style} {color}"))
            }
            TokenType::Transition => {
                let duration = self.member(json, "duration", TokenType::Duration)?;
                let timing = self.member(json, "timingFunction", TokenType::CubicBezier)?;
                let delay = match json.get("delay") {
                    Some(delay) => self.value(delay, TokenType::Duration)?,
                    None => "0ms".to_owned(),
                };
                Ok(format!("{duration} {timing} {delay}"))
            }
            TokenType::Shadow => match &json.kind {
                JsonKind::Array(layers) => {
                    let layers: Result<Vec<String>, String> = layers
                        .iter()
                        .map(|layer| self.value(layer, TokenType::Shadow))
                        .collect();
                    Ok(layers?.join(", "))
                }
                _ => {
                    let mut parts = Vec::new();
                    if json.get("inset").and_then(|i| match i.kind {
                        JsonKind::Bool(b) => Some(b),
                        _ => None,
                    }) == Some(true)
                    {
                        parts.push("inset".to_owned());
                    }
                    for (member, member_type) in [
                        ("offsetX", TokenType::Dimension),
                        ("offsetY", TokenType::Dimension),
                        ("blur", TokenType::Dimension),
                        ("spread", TokenType::Dimension),
                        ("color", TokenType::Color),
                    ] {
                        parts.push(self.member(json, member, member_type)?);
                    }
                    Ok(parts.join(" "))
                }
            },
            TokenType::Typography | TokenType::Gradient => {
                Err(format!("a {ty} cannot stand where one value is needed"))
            }
        }
    }

    /// A gradient's stops, `color position%`; a reference to another gradient in the list
    /// contributes its stops in place (what no `var()` can do, so they are written out).
    fn stops(&mut self, json: &Json, depth: usize) -> Result<Vec<String>, String> {
        let items = json
            .as_array()
            .ok_or("a gradient that is not a list of stops")?;
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            self.spend()?;
            if let Some(text) = item.as_str().filter(|t| is_curly(t)) {
                let target = self.reference(text)?;
                let stops = self
                    .set
                    .resolved_value(target)
                    .filter(|_| depth < crate::tokens::MAX_CHAIN)
                    .ok_or("a gradient reference that does not resolve")?;
                out.extend(self.stops(stops, depth + 1)?);
                continue;
            }
            let color = self.member(item, "color", TokenType::Color)?;
            let position = match item.get("position") {
                Some(p) if p.as_str().is_some_and(is_curly) => {
                    let target = self.reference(p.as_str().unwrap_or_default())?;
                    self.set.resolved_value(target).and_then(Json::as_f64)
                }
                Some(p) => p.as_f64(),
                None => None,
            }
            .ok_or("a gradient stop without a numeric position")?;
            out.push(format!("{color} {}%", number(position * 100.0)));
        }
        Ok(out)
    }

    /// The token a curly-brace reference names.
    fn reference(&self, text: &str) -> Result<NodeId, String> {
        let segments = parse_curly(text).map_err(|e| format!("{text}: {e}"))?;
        self.set
            .lookup_within(&segments, &mut 0)
            .map_err(|e| e.message)
    }

    fn member(&mut self, json: &Json, name: &str, ty: TokenType) -> Result<String, String> {
        let member = json
            .get(name)
            .ok_or_else(|| format!("the value has no `{name}`"))?;
        self.value(member, ty)
    }

    /// A reference to the whole token `target` where a value of type `ty` stands: `var()` of
    /// it, or its value when writing concretely.
    fn var(&mut self, target: NodeId, ty: TokenType) -> Result<String, String> {
        if self.concrete.is_some() {
            return self.resolved(target, |writer, target| {
                let value = writer
                    .set
                    .resolved_value(target)
                    .ok_or("a reference that does not resolve")?;
                writer.value(value, ty)
            });
        }
        self.refers_to.push(target);
        Ok(use_of(&self.property(target), ty, self.colors()))
    }

    /// `write` of the token a reference names, one reference deeper; a chain longer than the
    /// engine allows (only a cycle, which validation reports) is an error, not a stack overflow.
    /// Counts one part of the value being written; an error past [`MAX_VALUE_PARTS`].
    fn spend(&mut self) -> Result<(), String> {
        self.parts_left = self.parts_left.checked_sub(1).ok_or_else(|| {
            format!("its value is over {MAX_VALUE_PARTS} parts once its references are written out")
        })?;
        Ok(())
    }

    fn resolved<T>(
        &mut self,
        target: NodeId,
        write: impl FnOnce(&mut Self, NodeId) -> Result<T, String>,
    ) -> Result<T, String> {
        let depth = self.concrete.unwrap_or(0);
        if depth >= crate::tokens::MAX_CHAIN {
            return Err("a chain of references too long to follow".to_owned());
        }
        self.concrete = Some(depth + 1);
        let written = write(self, target);
        self.concrete = Some(depth);
        written
    }
}

/// The custom property of the token at `path` under `tokens` (the default naming without).
pub(crate) fn property_name(tokens: Option<&TokenCss>, path: &[&str]) -> String {
    match tokens {
        Some(tokens) => tokens.property(path, ident_tail),
        None => TokenCss::default().property(path, ident_tail),
    }
}

/// How tokens are named as custom properties: `[css.tokens]`, and in the Tailwind format the
/// theme namespaces.
#[derive(Clone, Copy)]
pub(crate) struct Naming<'a> {
    pub(super) tokens: &'a TokenCss,
    pub(super) tailwind: Option<&'a Namespaces>,
}

impl Naming<'_> {
    /// The custom property of the token `id` of `set`: the one `[css.tokens]` names, except in
    /// the Tailwind format, where a token that fits a theme namespace is its theme variable
    /// (`--radius-md`) unless `rename` names it or its value is bare colour channels (neither
    /// is a value Tailwind's utilities can use as it is: each gets a [`Naming::theme_alias`]).
    pub(crate) fn of(&self, set: &TokenSet, id: NodeId) -> String {
        let path = set.path(id);
        if let Some(namespaces) = self.tailwind
            && !self.tokens.rename.contains_key(&path.join("."))
        {
            let ty = set.token_type(id);
            if self.bare_channels(set, id) {
                // Beside its theme variable, without the namespace's word: `--muted` for
                // `--color-muted: hsl(var(--muted))`, as shadcn writes them.
                return property_name(Some(self.tokens), &namespaces.strip(&path, ty));
            }
            if let Some(name) = namespaces.name(&path, ty) {
                return name;
            }
        }
        property_name(Some(self.tokens), &path)
    }

    /// In the Tailwind format, for a token that fits a theme namespace but keeps a custom
    /// property of its own ([`Naming::of`]): the theme variable and its value, which uses the
    /// token's own (`--color-primary`, `hsl(var(--primary))`), for `@theme inline`.
    pub(crate) fn theme_alias(&self, set: &TokenSet, id: NodeId) -> Option<(String, String)> {
        let namespaces = self.tailwind?;
        let path = set.path(id);
        let ty = set.token_type(id);
        let own = self.of(set, id);
        let alias = if let Some(renamed) = self.tokens.rename.get(&path.join(".")) {
            namespaces.alias(&path, ty, renamed)?
        } else if self.bare_channels(set, id) {
            namespaces.name(&path, ty)?
        } else {
            return None;
        };
        Some((alias, use_of(&own, ty?, self.tokens.colors)))
    }

    /// Whether the token is a colour written as bare channels (`221.2 83.2% 53.3%`).
    fn bare_channels(&self, set: &TokenSet, id: NodeId) -> bool {
        set.token_type(id) == Some(TokenType::Color)
            && matches!(
                self.tokens.colors,
                ColorForm::RgbChannels | ColorForm::HslChannels
            )
    }
}

/// How a value uses the custom property `name` of a token of type `ty`: `var(--x)`, or for a
/// colour held as bare channels, `rgb(var(--x))` / `hsl(var(--x))`.
pub(crate) fn use_of(name: &str, ty: TokenType, form: ColorForm) -> String {
    match (ty, form) {
        (TokenType::Color, ColorForm::RgbChannels) => format!("rgb(var({name}))"),
        (TokenType::Color, ColorForm::HslChannels) => format!("hsl(var({name}))"),
        _ => format!("var({name})"),
    }
}

/// A colour in `form`; the forms other than `hex` write the colour as sRGB (a wide-gamut colour
/// clipped to it), with up to four decimals so it reads back to the same 8-bit channels.
fn color(json: &Json, form: ColorForm) -> Result<String, String> {
    if form == ColorForm::Hex {
        return color_as_written(json);
    }
    // An sRGB colour's hex is exact to the 8-bit channels; its components are often rounded.
    let hex = json
        .get("hex")
        .and_then(Json::as_str)
        .filter(|_| json.get("colorSpace").and_then(Json::as_str) == Some("srgb"))
        .and_then(Rgba::from_hex);
    let alpha = json.get("alpha").and_then(Json::as_f64);
    let rgba = match hex {
        Some(hex) => Rgba {
            a: alpha.unwrap_or(hex.a).clamp(0.0, 1.0),
            ..hex
        },
        None => Rgba::from_value(&json.to_value())
            .ok_or("a colour in a space the colour forms cannot convert")?,
    };
    let n = |v: f64| number((v * 10_000.0).round() / 10_000.0);
    let channels = match form {
        ColorForm::Rgb | ColorForm::RgbChannels => {
            format!(
                "{} {} {}",
                n(rgba.r * 255.0),
                n(rgba.g * 255.0),
                n(rgba.b * 255.0)
            )
        }
        ColorForm::Hsl | ColorForm::HslChannels => {
            let [h, s, l] = rgba.to_hsl();
            format!("{} {}% {}%", n(h), n(s * 100.0), n(l * 100.0))
        }
        ColorForm::Oklch | ColorForm::Hex => {
            let [l, c, h] = rgba.to_oklch();
            format!("{} {} {}", n(l), n(c), n(h))
        }
    };
    let alpha = if rgba.is_opaque() {
        String::new()
    } else {
        format!(" / {}", n(rgba.a))
    };
    Ok(match form {
        ColorForm::Rgb => format!("rgb({channels}{alpha})"),
        ColorForm::Hsl => format!("hsl({channels}{alpha})"),
        ColorForm::Oklch | ColorForm::Hex => format!("oklch({channels}{alpha})"),
        ColorForm::RgbChannels | ColorForm::HslChannels => format!("{channels}{alpha}"),
    })
}

/// A Color Module colour in its own colour space: sRGB as its hex when it has one (with the
/// alpha as a fourth byte), else `color()`, `hsl()`, `lab()`… as CSS Color 4 writes it.
fn color_as_written(json: &Json) -> Result<String, String> {
    let space = json
        .get("colorSpace")
        .and_then(Json::as_str)
        .ok_or("a colour without a `colorSpace`")?;
    let alpha = json.get("alpha").and_then(Json::as_f64).unwrap_or(1.0);
    if space == "srgb"
        && let Some(hex) = json.get("hex").and_then(Json::as_str)
        && hex.len() == 7
        && hex.starts_with('#')
        && hex[1..].bytes().all(|b| b.is_ascii_hexdigit())
    {
        let hex = hex.to_ascii_lowercase();
        return Ok(if alpha < 1.0 {
            format!("{hex}{:02x}", (alpha.clamp(0.0, 1.0) * 255.0).round() as u8)
        } else {
            hex
        });
    }
    let components: Vec<String> = json
        .get("components")
        .and_then(Json::as_array)
        .filter(|c| c.len() == 3)
        .ok_or("a colour without three `components`")?
        .iter()
        .map(|c| match (&c.kind, c.as_f64()) {
            (_, Some(n)) => Ok(number(n)),
            (JsonKind::String(s), _) if &**s == "none" => Ok("none".to_owned()),
            _ => Err("a colour component that is neither a number nor \"none\"".to_owned()),
        })
        .collect::<Result<_, _>>()?;
    let [a, b, c] = [&components[0], &components[1], &components[2]];
    let body = match space {
        "hsl" | "hwb" => format!("{space}({a} {b}% {c}%"),
        "lab" | "lch" | "oklab" | "oklch" => format!("{space}({a} {b} {c}"),
        "srgb" | "srgb-linear" | "display-p3" | "a98-rgb" | "prophoto-rgb" | "rec2020"
        | "xyz-d50" | "xyz-d65" => format!("color({space} {a} {b} {c}"),
        other => return Err(format!("`{other}` is not a colour space CSS knows")),
    };
    Ok(if alpha < 1.0 {
        format!("{body} / {})", number(alpha))
    } else {
        format!("{body})")
    })
}

/// `{value, unit}` as `8px`, for a unit among `units`.
fn measure(json: &Json, units: &[&str], what: &str) -> Result<String, String> {
    let value = json.get("value").and_then(Json::as_f64);
    let unit = json.get("unit").and_then(Json::as_str);
    match (value, unit) {
        (Some(value), Some(unit)) if units.contains(&unit) => {
            Ok(format!("{}{unit}", number(value)))
        }
        (Some(_), Some(unit)) => Err(format!("`{unit}` is not a CSS unit for a {what}")),
        _ => Err(format!("a {what} that is not {{\"value\", \"unit\"}}")),
    }
}

/// A family name quoted, a generic family bare; a list joined with commas.
fn font_family(json: &Json) -> Result<String, String> {
    let one = |name: &str| {
        if GENERIC_FAMILIES.contains(&name) {
            name.to_owned()
        } else {
            string(name)
        }
    };
    match &json.kind {
        JsonKind::String(name) => Ok(one(name)),
        JsonKind::Array(names) => names
            .iter()
            .map(|n| {
                n.as_str()
                    .map(one)
                    .ok_or("a font family that is not a string")
            })
            .collect::<Result<Vec<_>, _>>()
            .map(|names| names.join(", "))
            .map_err(str::to_owned),
        _ => Err("a fontFamily that is neither a string nor a list of them".to_owned()),
    }
}

fn font_weight(json: &Json) -> Result<String, String> {
    if let Some(n) = json.as_f64() {
        return Ok(number(n));
    }
    let keyword = json
        .as_str()
        .ok_or("a fontWeight that is neither a number nor a keyword")?;
    FONT_WEIGHTS
        .iter()
        .find(|(name, _)| *name == keyword)
        .map(|(_, n)| n.to_string())
        .ok_or_else(|| format!("`{keyword}` is not a font weight keyword"))
}
