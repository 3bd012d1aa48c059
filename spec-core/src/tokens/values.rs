//! Pass 4: every token's value against its type (Format Module §8–§9, Color Module 2025.10),
//! with the references inside composite values: curly-brace references where a sub-value of a
//! token type is expected (checked by type), JSON Pointer `{"$ref": …}` objects anywhere
//! (followed, and the value they reach checked in place).

use std::ops::Range;

use super::model::{NodeId, NodeKind, TokenSet, TokenType};
use super::query::{MAX_CHAIN, PointerTarget};
use super::resolve::is_copy;
use crate::diagnostics::{Diagnostic, Diagnostics, Location};
use crate::reader::json::{Json, JsonKind};
use crate::reader::list;
use crate::reference::{is_curly, parse_curly, parse_pointer};
use crate::rules::RuleId;

/// The range of a number: `(min, max, max_exclusive)`, `None` for unbounded.
type Bound = Option<(f64, f64, bool)>;
const UNIT: Bound = Some((0.0, 1.0, false));
const HUE: Bound = Some((0.0, 360.0, true));
const PERCENT: Bound = Some((0.0, 100.0, false));
const NON_NEGATIVE: Bound = Some((0.0, f64::MAX, false));
const FREE: Bound = None;
/// Colour spaces of the Color Module: name, how a component is named in messages, and the
/// range of each component.
const COLOR_SPACES: &[(&str, &str, [Bound; 3])] = &[
    ("srgb", "a component of srgb", [UNIT, UNIT, UNIT]),
    (
        "srgb-linear",
        "a component of srgb-linear",
        [UNIT, UNIT, UNIT],
    ),
    (
        "display-p3",
        "a component of display-p3",
        [UNIT, UNIT, UNIT],
    ),
    ("a98-rgb", "a component of a98-rgb", [UNIT, UNIT, UNIT]),
    (
        "prophoto-rgb",
        "a component of prophoto-rgb",
        [UNIT, UNIT, UNIT],
    ),
    ("rec2020", "a component of rec2020", [UNIT, UNIT, UNIT]),
    ("hsl", "a component of hsl", [HUE, PERCENT, PERCENT]),
    ("hwb", "a component of hwb", [HUE, PERCENT, PERCENT]),
    ("lab", "a component of lab", [PERCENT, FREE, FREE]),
    ("lch", "a component of lch", [PERCENT, NON_NEGATIVE, HUE]),
    ("oklab", "a component of oklab", [UNIT, FREE, FREE]),
    ("oklch", "a component of oklch", [UNIT, NON_NEGATIVE, HUE]),
    ("xyz-d50", "a component of xyz-d50", [FREE, FREE, FREE]),
    ("xyz-d65", "a component of xyz-d65", [FREE, FREE, FREE]),
];

const FONT_WEIGHTS: &[&str] = &[
    "thin",
    "hairline",
    "extra-light",
    "ultra-light",
    "light",
    "normal",
    "regular",
    "book",
    "medium",
    "semi-bold",
    "demi-bold",
    "bold",
    "extra-bold",
    "ultra-bold",
    "black",
    "heavy",
    "extra-black",
    "ultra-black",
];
const STROKE_STYLES: &[&str] = &[
    "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
];
const LINE_CAPS: &[&str] = &["round", "butt", "square"];

/// A primitive position inside a value.
#[derive(Clone, Copy)]
enum Prim {
    Number(Bound),
    /// A colour component: a number in range, or `"none"`.
    Component(Bound),
    Keyword(&'static [&'static str]),
    Bool,
    Text,
    Hex,
}

/// Checks the values of every token.
pub(crate) fn check(set: &TokenSet, diags: &mut Diagnostics) {
    let mut checker = Checker {
        set,
        diags,
        file: 0,
        origin: None,
        copy: None,
        following: Vec::new(),
        suggestion_cells: super::query::SHARED_SUGGESTION_CELLS,
    };
    for id in set.tokens() {
        // A copy made by `$extends` has the value of its original, checked there, unless the
        // extending group gave it another type.
        if is_copy(set, id) {
            let original = set.nodes[id].inherited_from().unwrap_or(id);
            if set.token_type(original) == set.token_type(id) {
                continue;
            }
        }
        checker.copy = is_copy(set, id).then_some(id);
        checker.file = set.nodes[id].file;
        if set.nodes[id].legacy {
            checker.legacy_references(id);
            continue;
        }
        let Some(ty) = set.token_type(id) else {
            continue;
        };
        match &set.nodes[id].kind {
            NodeKind::Token {
                value: Some(value), ..
            } => {
                if set.aliases[id].is_some() || value.as_str().is_some_and(is_curly) {
                    checker.alias_type(id, ty, value.span.clone());
                } else {
                    checker.typed(ty, value);
                }
            }
            NodeKind::Token {
                reference: Some(reference),
                value: None,
            } => {
                if set.aliases[id].is_some() {
                    checker.alias_type(id, ty, reference.span.clone());
                } else if let Some(PointerTarget::Value(owner, json)) = reference
                    .as_str()
                    .and_then(|t| parse_pointer(t).ok())
                    .and_then(|s| set.pointer(&s).ok())
                {
                    checker.follow(reference.span.clone(), owner, json, |c, json| {
                        c.typed(ty, json)
                    });
                }
            }
            _ => {}
        }
    }
}

struct Checker<'s, 'd> {
    set: &'s TokenSet,
    diags: &'d mut Diagnostics,
    /// The file of the value being checked.
    file: usize,
    /// While checking a value reached through a `$ref`: where that reference was written, so
    /// the finding lands where the user can fix it.
    origin: Option<(usize, Range<usize>)>,
    /// While checking a copy `$extends` made under another type: the copy, named in every
    /// finding (the value is the original's, so the location alone would mislead).
    copy: Option<NodeId>,
    /// Pointer targets being followed (cycle guard).
    following: Vec<*const Json>,
    /// What is left of the set's budget for "did you mean" searches.
    suggestion_cells: usize,
}

impl<'s> Checker<'s, '_> {
    fn report(&mut self, rule: RuleId, span: Range<usize>, message: String, help: Option<&str>) {
        let here = Location::new(&self.set.files[self.file], span);
        let message = match self.copy {
            Some(copy) => format!(
                "{} inherits this value through `$extends` as a {}: {message}",
                self.set.reference_of(copy),
                self.set.token_type(copy).map_or("token", TokenType::as_str),
            ),
            None => message,
        };
        let mut diagnostic = match &self.origin {
            Some((file, origin)) => Diagnostic::new(
                rule,
                Location::new(&self.set.files[*file], origin.clone()),
                format!("the referenced value is invalid: {message}"),
            )
            .with_related(here, "the referenced value"),
            None => Diagnostic::new(rule, here, message),
        };
        diagnostic.help = help.map(str::to_owned);
        self.diags.push(diagnostic);
    }

    fn value_error(&mut self, span: Range<usize>, message: String, help: &str) {
        self.report(RuleId::TOKEN_VALUE, span, message, Some(help));
    }

    /// A token read in compatibility mode: every `{…}` inside its value must name a token.
    fn legacy_references(&mut self, id: NodeId) {
        if self.set.aliases[id].is_some() {
            return;
        }
        let NodeKind::Token {
            value: Some(value), ..
        } = &self.set.nodes[id].kind
        else {
            return;
        };
        let mut strings: Vec<&Json> = vec![value];
        while let Some(json) = strings.pop() {
            match &json.kind {
                JsonKind::String(text) => {
                    for (range, segments) in super::legacy::embedded_references(text) {
                        if let Err(error) = self
                            .set
                            .lookup_within(&segments, &mut self.suggestion_cells)
                        {
                            // +1: the opening quote of the JSON string.
                            let span =
                                json.span.start + 1 + range.start..json.span.start + 1 + range.end;
                            self.report(
                                RuleId::TOKEN_REFERENCE,
                                span,
                                error.message,
                                error.help.as_deref(),
                            );
                        }
                    }
                }
                JsonKind::Array(items) => strings.extend(items),
                JsonKind::Object(members) => strings.extend(members.iter().map(|m| &m.value)),
                _ => {}
            }
        }
    }

    /// A whole-value alias: the target's type must be the token's.
    fn alias_type(&mut self, id: NodeId, ty: TokenType, span: Range<usize>) {
        let Some(target) = self.set.aliases[id] else {
            return;
        };
        if let Some(found) = self.set.token_type(target).filter(|found| *found != ty) {
            let target_name = self.set.reference_of(target);
            self.report(
                RuleId::TOKEN_REFERENCE_TYPE,
                span,
                format!("a {ty} token cannot alias {target_name}, a {found} token"),
                Some("point at a token of the same type, or change `$type`"),
            );
        }
    }

    /// Follows a JSON Pointer reached from `span` into `owner`'s value and checks it with
    /// `then`, reporting findings at the reference.
    fn follow(
        &mut self,
        span: Range<usize>,
        owner: NodeId,
        json: &'s Json,
        then: impl FnOnce(&mut Self, &'s Json),
    ) {
        let key: *const Json = json;
        if self.following.contains(&key) || self.following.len() > MAX_CHAIN {
            let (file, at) = self.origin.clone().unwrap_or((self.file, span));
            self.diags.push(
                Diagnostic::new(
                    RuleId::TOKEN_CYCLE,
                    Location::new(&self.set.files[file], at),
                    "circular JSON Pointer references",
                )
                .with_help("a `$ref` must not lead back to the value it is in"),
            );
            return;
        }
        let saved = (self.file, self.origin.clone());
        if self.origin.is_none() {
            self.origin = Some((self.file, span));
        }
        self.file = self.set.nodes[owner].file;
        self.following.push(key);
        then(self, json);
        self.following.pop();
        (self.file, self.origin) = saved;
    }

    /// A `{"$ref": …}` object at `value`: its target, after reporting why there is none.
    fn pointer_target(&mut self, value: &Json) -> Option<PointerTarget<'s>> {
        let reference = value.pointer_ref()?;
        if value.members().is_some_and(|m| m.len() > 1) {
            self.report(
                RuleId::TOKEN_REFERENCE,
                value.span.clone(),
                "a `$ref` object inside a value cannot have other members".to_owned(),
                None,
            );
        }
        let Some(text) = reference.as_str() else {
            self.report(
                RuleId::TOKEN_REFERENCE,
                reference.span.clone(),
                format!("`$ref` must be a string, found {}", reference.kind_name()),
                None,
            );
            return None;
        };
        let segments = match parse_pointer(text) {
            Ok(segments) => segments,
            Err(problem) => {
                self.report(
                    RuleId::TOKEN_REFERENCE,
                    reference.span.clone(),
                    format!("invalid JSON Pointer \"{text}\": {problem}"),
                    None,
                );
                return None;
            }
        };
        match self.set.pointer(&segments) {
            Ok(target) => Some(target),
            Err(error) => {
                self.report(
                    RuleId::TOKEN_REFERENCE,
                    reference.span.clone(),
                    error.message,
                    error.help.as_deref(),
                );
                None
            }
        }
    }

    /// A position that holds a value of type `ty`: a literal, a curly-brace reference to a
    /// token of that type, or a JSON Pointer to such a value.
    fn typed(&mut self, ty: TokenType, value: &'s Json) {
        if let Some(text) = value.as_str().filter(|t| is_curly(t)) {
            self.curly(ty, text, value.span.clone());
            return;
        }
        if value.pointer_ref().is_some() {
            match self.pointer_target(value) {
                Some(PointerTarget::Token(target)) => {
                    if let Some(found) = self.set.token_type(target).filter(|found| *found != ty) {
                        let name = self.set.reference_of(target);
                        self.report(
                            RuleId::TOKEN_REFERENCE_TYPE,
                            value.span.clone(),
                            format!("expected a {ty}, and {name} is a {found} token"),
                            None,
                        );
                    }
                }
                Some(PointerTarget::Value(owner, json)) => {
                    self.follow(value.span.clone(), owner, json, |c, json| c.typed(ty, json))
                }
                None => {}
            }
            return;
        }
        self.literal(ty, value);
    }

    fn curly(&mut self, ty: TokenType, text: &str, span: Range<usize>) {
        if let Some(target) = self.set.find_reference(text) {
            self.check_target_type(ty, target, text, span);
            return;
        }
        let segments = match parse_curly(text) {
            Ok(segments) => segments,
            Err(problem) => {
                self.report(
                    RuleId::TOKEN_REFERENCE,
                    span,
                    format!("invalid reference \"{text}\": {problem}"),
                    None,
                );
                return;
            }
        };
        match self
            .set
            .lookup_within(&segments, &mut self.suggestion_cells)
        {
            Ok(target) => self.check_target_type(ty, target, text, span),
            Err(error) => self.report(
                RuleId::TOKEN_REFERENCE,
                span,
                error.message,
                error.help.as_deref(),
            ),
        }
    }

    /// A curly-brace reference where a `ty` is expected must name a token of that type.
    fn check_target_type(&mut self, ty: TokenType, target: NodeId, text: &str, span: Range<usize>) {
        if let Some(found) = self.set.token_type(target).filter(|found| *found != ty) {
            self.report(
                RuleId::TOKEN_REFERENCE_TYPE,
                span,
                format!("expected a {ty} here, and {text} is a {found} token"),
                Some("reference a token of the expected type"),
            );
        }
    }

    /// A primitive position: a literal, or a JSON Pointer to one. Curly-brace references only
    /// stand for whole tokens (§7.1.1), so they are not allowed here.
    fn prim(&mut self, expect: Prim, value: &'s Json, what: &str) {
        if value.pointer_ref().is_some() {
            match self.pointer_target(value) {
                Some(PointerTarget::Value(owner, json)) => {
                    self.follow(value.span.clone(), owner, json, |c, json| {
                        c.prim(expect, json, what)
                    })
                }
                Some(PointerTarget::Token(target)) => {
                    if let Some(json) = self.set.resolved_value(target) {
                        let owner = target;
                        self.follow(value.span.clone(), owner, json, |c, json| {
                            c.prim(expect, json, what)
                        });
                    }
                }
                None => {}
            }
            return;
        }
        if let Some(text) = value.as_str().filter(|t| is_curly(t)) {
            self.report(
                RuleId::TOKEN_REFERENCE,
                value.span.clone(),
                format!("`{text}` cannot stand for {what}: curly-brace references stand for whole token values"),
                Some("reference a part of a value with a JSON Pointer: {\"$ref\": \"#/group/token/$value/…\"}"),
            );
            return;
        }
        let ok = match (expect, &value.kind) {
            (Prim::Number(bound) | Prim::Component(bound), JsonKind::Number(n)) => {
                if !in_bound(*n, bound) {
                    self.value_error(
                        value.span.clone(),
                        format!("{n} is out of range for {what}"),
                        &bound_help(bound),
                    );
                }
                true
            }
            (Prim::Component(_), JsonKind::String(s)) if s == "none" => true,
            (Prim::Keyword(words), JsonKind::String(s)) => {
                if !words.contains(&s.as_ref()) {
                    let close = crate::reader::did_you_mean(s, words)
                        .map(|c| format!("did you mean `{c}`? "))
                        .unwrap_or_default();
                    self.value_error(
                        value.span.clone(),
                        format!("`{s}` is not a valid {what}"),
                        &format!("{close}expected one of {}", list(words)),
                    );
                }
                true
            }
            (Prim::Bool, JsonKind::Bool(_)) | (Prim::Text, JsonKind::String(_)) => true,
            (Prim::Hex, JsonKind::String(s)) => {
                let digits = s.strip_prefix('#').unwrap_or("");
                if !(digits.len() == 6 && digits.bytes().all(|b| b.is_ascii_hexdigit())) {
                    self.value_error(
                        value.span.clone(),
                        format!("`{s}` is not a 6-digit hex colour"),
                        "write `#rrggbb`; transparency goes in `alpha`",
                    );
                }
                true
            }
            _ => false,
        };
        if !ok {
            let expected = match expect {
                Prim::Number(_) => "a number",
                Prim::Component(_) => "a number or \"none\"",
                Prim::Keyword(_) | Prim::Text | Prim::Hex => "a string",
                Prim::Bool => "a boolean",
            };
            self.value_error(
                value.span.clone(),
                format!("{what} must be {expected}, found {}", value.kind_name()),
                &format!("write {what} as {expected}"),
            );
        }
    }

    /// The members of a composite object: each known member checked by `check`, required ones
    /// reported when missing, unknown ones reported.
    fn object(
        &mut self,
        value: &'s Json,
        what: &str,
        required: &[&str],
        optional: &[&str],
        example: &str,
        mut check: impl FnMut(&mut Self, &str, &'s Json),
    ) {
        let Some(members) = value.members() else {
            self.value_error(
                value.span.clone(),
                format!("expected {what} object, found {}", value.kind_name()),
                example,
            );
            return;
        };
        for member in members {
            if required.contains(&member.key.as_ref()) || optional.contains(&member.key.as_ref()) {
                check(self, &member.key, &member.value);
            } else {
                let known: Vec<&str> = required.iter().chain(optional).copied().collect();
                self.value_error(
                    member.key_span.clone(),
                    format!("unknown member `{}` in {what}", member.key),
                    &format!("{what} has {}", list(&known)),
                );
            }
        }
        let missing: Vec<&str> = required
            .iter()
            .copied()
            .filter(|key| value.get(key).is_none())
            .collect();
        if !missing.is_empty() {
            let start = value.span.start;
            self.value_error(
                start..start + 1,
                format!("{what} is missing {}", list(&missing)),
                example,
            );
        }
    }

    fn literal(&mut self, ty: TokenType, value: &'s Json) {
        match ty {
            TokenType::Color => self.color(value),
            TokenType::Dimension => self.measure(
                value,
                "a dimension",
                &["px", "rem"],
                "{\"value\": 16, \"unit\": \"px\"}",
            ),
            TokenType::Duration => self.measure(
                value,
                "a duration",
                &["ms", "s"],
                "{\"value\": 200, \"unit\": \"ms\"}",
            ),
            TokenType::Number => {
                self.prim(Prim::Number(FREE), value, "the value of a number token")
            }
            TokenType::FontFamily => match &value.kind {
                JsonKind::Array(items) if items.is_empty() => {
                    self.value_error(
                        value.span.clone(),
                        "a font family list cannot be empty".to_owned(),
                        "list at least one family: [\"Inter\", \"sans-serif\"]",
                    );
                }
                JsonKind::Array(items) => {
                    for item in items {
                        self.prim(Prim::Text, item, "a font family name");
                    }
                }
                _ => self.prim(Prim::Text, value, "a font family"),
            },
            TokenType::FontWeight => match &value.kind {
                JsonKind::Number(_) => self.prim(
                    Prim::Number(Some((1.0, 1000.0, false))),
                    value,
                    "a font weight",
                ),
                _ => self.prim(Prim::Keyword(FONT_WEIGHTS), value, "font weight keyword"),
            },
            TokenType::CubicBezier => match value.as_array() {
                Some(items) if items.len() == 4 => {
                    for (index, item) in items.iter().enumerate() {
                        let bound = if index % 2 == 0 { UNIT } else { FREE };
                        self.prim(
                            Prim::Number(bound),
                            item,
                            if index % 2 == 0 {
                                "a cubic Bézier x value"
                            } else {
                                "a cubic Bézier y value"
                            },
                        );
                    }
                }
                _ => self.value_error(
                    value.span.clone(),
                    format!(
                        "a cubic Bézier is an array of 4 numbers, found {}",
                        describe_len(value)
                    ),
                    "write [x1, y1, x2, y2], e.g. [0.5, 0, 1, 1]",
                ),
            },
            TokenType::StrokeStyle => self.stroke_style(value),
            TokenType::Border => self.object(
                value,
                "a border",
                &["color", "width", "style"],
                &[],
                BORDER_EXAMPLE,
                |c, key, v| match key {
                    "color" => c.typed(TokenType::Color, v),
                    "width" => c.typed(TokenType::Dimension, v),
                    _ => c.typed(TokenType::StrokeStyle, v),
                },
            ),
            TokenType::Transition => self.object(
                value,
                "a transition",
                &["duration", "delay", "timingFunction"],
                &[],
                TRANSITION_EXAMPLE,
                |c, key, v| match key {
                    "timingFunction" => c.typed(TokenType::CubicBezier, v),
                    _ => c.typed(TokenType::Duration, v),
                },
            ),
            TokenType::Shadow => match value.as_array() {
                Some([]) => self.value_error(
                    value.span.clone(),
                    "a shadow list cannot be empty".to_owned(),
                    SHADOW_EXAMPLE,
                ),
                Some(items) => {
                    for item in items {
                        if item.as_str().is_some_and(is_curly) || item.pointer_ref().is_some() {
                            self.typed(TokenType::Shadow, item);
                        } else {
                            self.shadow_layer(item);
                        }
                    }
                }
                None => self.shadow_layer(value),
            },
            TokenType::Gradient => match value.as_array() {
                Some([]) => self.value_error(
                    value.span.clone(),
                    "a gradient needs at least one stop".to_owned(),
                    GRADIENT_EXAMPLE,
                ),
                Some(items) => {
                    for item in items {
                        self.gradient_stop(item);
                    }
                }
                None => self.value_error(
                    value.span.clone(),
                    format!(
                        "a gradient is an array of stops, found {}",
                        value.kind_name()
                    ),
                    GRADIENT_EXAMPLE,
                ),
            },
            TokenType::Typography => self.object(
                value,
                "a typography value",
                &[
                    "fontFamily",
                    "fontSize",
                    "fontWeight",
                    "letterSpacing",
                    "lineHeight",
                ],
                &[],
                TYPOGRAPHY_EXAMPLE,
                |c, key, v| match key {
                    "fontFamily" => c.typed(TokenType::FontFamily, v),
                    "fontWeight" => c.typed(TokenType::FontWeight, v),
                    "lineHeight" => c.typed(TokenType::Number, v),
                    _ => c.typed(TokenType::Dimension, v),
                },
            ),
        }
    }

    fn color(&mut self, value: &'s Json) {
        if let Some(text) = value.as_str() {
            self.value_error(
                value.span.clone(),
                format!("\"{text}\" is a string: DTCG 2025.10 colours are objects"),
                "write {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#ff0000\"}",
            );
            return;
        }
        let space = value
            .get("colorSpace")
            .and_then(Json::as_str)
            .and_then(|name| COLOR_SPACES.iter().find(|(s, _, _)| *s == name));
        self.object(
            value,
            "a color",
            &["colorSpace", "components"],
            &["alpha", "hex"],
            COLOR_EXAMPLE,
            |c, key, v| match key {
                "colorSpace" => c.prim(Prim::Keyword(COLOR_SPACES_NAMES), v, "colour space"),
                "components" => match (v.as_array(), space) {
                    (Some(items), Some((name, what, bounds))) => {
                        if items.len() == 3 {
                            for (item, bound) in items.iter().zip(bounds) {
                                c.prim(Prim::Component(*bound), item, what);
                            }
                        } else {
                            c.value_error(
                                v.span.clone(),
                                format!("a {name} colour has 3 components, found {}", items.len()),
                                "write three numbers (or \"none\")",
                            );
                        }
                    }
                    (Some(_), None) => {}
                    (None, _) if v.pointer_ref().is_some() => {
                        c.prim(Prim::Text, v, "the components")
                    }
                    (None, _) => c.value_error(
                        v.span.clone(),
                        format!("`components` must be an array, found {}", v.kind_name()),
                        "write three numbers: [1, 0.5, 0]",
                    ),
                },
                "alpha" => c.prim(Prim::Number(UNIT), v, "alpha"),
                _ => c.prim(Prim::Hex, v, "`hex`"),
            },
        );
    }

    /// Dimensions and durations: `{value: number, unit}`.
    fn measure(
        &mut self,
        value: &'s Json,
        what: &str,
        units: &'static [&'static str],
        example: &str,
    ) {
        if let Some(text) = value.as_str() {
            let help = if text.contains('{') {
                "DTCG has no references embedded in text: reference a whole token, `{group.token}`"
                    .to_owned()
            } else if let Some((number, unit)) = split_measure(text, units) {
                format!("write {{\"value\": {number}, \"unit\": \"{unit}\"}}")
            } else {
                format!("write {example}")
            };
            self.value_error(
                value.span.clone(),
                format!("\"{text}\" is a string: {what} is an object since DTCG 2025.10"),
                &help,
            );
            return;
        }
        self.object(
            value,
            what,
            &["value", "unit"],
            &[],
            &format!("write {example}"),
            |c, key, v| match key {
                "value" => c.prim(Prim::Number(FREE), v, "`value`"),
                _ => c.prim(Prim::Keyword(units), v, "unit"),
            },
        );
    }

    fn stroke_style(&mut self, value: &'s Json) {
        if value.members().is_none() {
            self.prim(Prim::Keyword(STROKE_STYLES), value, "stroke style");
            return;
        }
        self.object(
            value,
            "a stroke style",
            &["dashArray", "lineCap"],
            &[],
            STROKE_EXAMPLE,
            |c, key, v| match key {
                "dashArray" => match v.as_array() {
                    Some([]) => c.value_error(
                        v.span.clone(),
                        "`dashArray` cannot be empty".to_owned(),
                        STROKE_EXAMPLE,
                    ),
                    Some(items) => {
                        for item in items {
                            c.typed(TokenType::Dimension, item);
                        }
                    }
                    None => c.value_error(
                        v.span.clone(),
                        format!(
                            "`dashArray` must be an array of dimensions, found {}",
                            v.kind_name()
                        ),
                        STROKE_EXAMPLE,
                    ),
                },
                _ => c.prim(Prim::Keyword(LINE_CAPS), v, "line cap"),
            },
        );
    }

    fn shadow_layer(&mut self, value: &'s Json) {
        self.object(
            value,
            "a shadow",
            &["color", "offsetX", "offsetY", "blur", "spread"],
            &["inset"],
            SHADOW_EXAMPLE,
            |c, key, v| match key {
                "color" => c.typed(TokenType::Color, v),
                "inset" => c.prim(Prim::Bool, v, "`inset`"),
                _ => c.typed(TokenType::Dimension, v),
            },
        );
    }

    fn gradient_stop(&mut self, value: &'s Json) {
        if let Some(text) = value.as_str().filter(|t| is_curly(t)) {
            // A stop may reference a gradient token (§9.6): its stops are used in place.
            self.curly(TokenType::Gradient, text, value.span.clone());
            return;
        }
        if value.pointer_ref().is_some() {
            match self.pointer_target(value) {
                Some(PointerTarget::Token(target)) => {
                    if let Some(found) = self
                        .set
                        .token_type(target)
                        .filter(|t| *t != TokenType::Gradient)
                    {
                        let name = self.set.reference_of(target);
                        self.report(
                            RuleId::TOKEN_REFERENCE_TYPE,
                            value.span.clone(),
                            format!("a gradient stop cannot reference {name}, a {found} token"),
                            None,
                        );
                    }
                }
                Some(PointerTarget::Value(owner, json)) => {
                    self.follow(value.span.clone(), owner, json, |c, json| {
                        c.gradient_stop(json)
                    })
                }
                None => {}
            }
            return;
        }
        self.object(
            value,
            "a gradient stop",
            &["color", "position"],
            &[],
            GRADIENT_EXAMPLE,
            |c, key, v| match key {
                "color" => c.typed(TokenType::Color, v),
                // A number or a reference to a number token (§9.7); positions outside [0, 1]
                // are clamped, not errors.
                _ if v.pointer_ref().is_some() || v.as_str().is_some_and(is_curly) => {
                    c.typed(TokenType::Number, v)
                }
                _ => c.prim(Prim::Number(FREE), v, "a stop position"),
            },
        );
    }
}

const COLOR_SPACES_NAMES: &[&str] = &[
    "srgb",
    "srgb-linear",
    "display-p3",
    "a98-rgb",
    "prophoto-rgb",
    "rec2020",
    "hsl",
    "hwb",
    "lab",
    "lch",
    "oklab",
    "oklch",
    "xyz-d50",
    "xyz-d65",
];
const COLOR_EXAMPLE: &str = "write {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"alpha\": 1, \"hex\": \"#ff0000\"}";
const BORDER_EXAMPLE: &str =
    "write {\"color\": {…}, \"width\": {\"value\": 1, \"unit\": \"px\"}, \"style\": \"solid\"}";
const TRANSITION_EXAMPLE: &str = "write {\"duration\": {\"value\": 200, \"unit\": \"ms\"}, \"delay\": {\"value\": 0, \"unit\": \"ms\"}, \"timingFunction\": [0.5, 0, 1, 1]}";
const SHADOW_EXAMPLE: &str = "write {\"color\": {…}, \"offsetX\": {…}, \"offsetY\": {…}, \"blur\": {…}, \"spread\": {…}}, or an array of these";
const GRADIENT_EXAMPLE: &str =
    "write [{\"color\": {…}, \"position\": 0}, {\"color\": {…}, \"position\": 1}]";
const TYPOGRAPHY_EXAMPLE: &str = "write {\"fontFamily\": \"Inter\", \"fontSize\": {…}, \"fontWeight\": 400, \"letterSpacing\": {…}, \"lineHeight\": 1.5}";
const STROKE_EXAMPLE: &str = "write a keyword such as \"dashed\", or {\"dashArray\": [{\"value\": 4, \"unit\": \"px\"}], \"lineCap\": \"round\"}";

/// `"8px"` → `("8", "px")` when the unit is one of `units` and the rest a number: the object a
/// draft-era string dimension or duration becomes.
fn split_measure<'t>(text: &'t str, units: &[&'static str]) -> Option<(&'t str, &'static str)> {
    // Longest unit first, so `ms` is not read as `s`.
    let mut units = units.to_vec();
    units.sort_by_key(|u| std::cmp::Reverse(u.len()));
    units.iter().find_map(|unit| {
        let number = text.trim().strip_suffix(unit)?.trim();
        number
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .map(|_| (number, *unit))
    })
}

fn in_bound(n: f64, bound: Bound) -> bool {
    match bound {
        None => true,
        Some((min, max, exclusive)) => n >= min && if exclusive { n < max } else { n <= max },
    }
}

fn bound_help(bound: Bound) -> String {
    match bound {
        Some((min, max, true)) => format!("expected a number in [{min}, {max})"),
        Some((min, max, false)) if max == f64::MAX => format!("expected a number ≥ {min}"),
        Some((min, max, false)) => format!("expected a number in [{min}, {max}]"),
        None => "expected a number".to_owned(),
    }
}

fn describe_len(value: &Json) -> String {
    match value.as_array() {
        Some(items) => format!("{} elements", items.len()),
        None => value.kind_name().to_owned(),
    }
}
