//! Selector templates: how a project's markup marks a component's parts, variants and states
//! (`[css.selectors]` and `[css.states]` in uispec.toml), such as `.{component}__{part}` or
//! `[data-state=checked]`.
//!
//! A template is one CSS compound selector (classes, ids, attribute selectors, pseudo-classes,
//! an element name; no combinator, no list) with `{component}`, `{part}`, `{axis}` or `{value}`
//! where a name goes. It comes from a configuration file a stranger may have written and is
//! copied into a stylesheet that may be inlined in `<style>`, so it is parsed, not filtered:
//! every character must have a place in that grammar, brackets and quotes must balance, and
//! nothing can close a rule, start another, or end the `<style>` element. The names put into
//! the slots are escaped by the caller ([`crate::css`]), as an identifier or inside a string.
//!
//! A leaf module: the configuration parses templates, the stylesheet renders them.

use std::fmt;

/// Longest template, in bytes.
const MAX_LEN: usize = 200;

/// What a placeholder of a template (`{component}`, `{part}`) is filled with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placeholder {
    /// The spec's name in kebab case (`icon-button`).
    Component,
    /// The part's name in kebab case (`root`, `start-icon`).
    Part,
    /// The variant axis's name in kebab case (`size`).
    Axis,
    /// The variant value (`primary`).
    Value,
}

impl Placeholder {
    const ALL: [Placeholder; 4] = [
        Placeholder::Component,
        Placeholder::Part,
        Placeholder::Axis,
        Placeholder::Value,
    ];

    /// The name written between braces.
    pub fn name(self) -> &'static str {
        match self {
            Placeholder::Component => "component",
            Placeholder::Part => "part",
            Placeholder::Axis => "axis",
            Placeholder::Value => "value",
        }
    }
}

/// One piece of a template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Selector text, copied as written.
    Text(String),
    /// A name.
    Placeholder {
        /// Which name.
        slot: Placeholder,
        /// Inside a quoted attribute value: written as string content.
        quoted: bool,
        /// At the start of an identifier (after `.`, `#`, `[`, `=`, `(` or at the start of the
        /// template): a leading digit must be escaped.
        starts_ident: bool,
    },
}

/// A parsed selector template.
#[derive(Clone, PartialEq, Eq)]
pub struct SelectorTemplate {
    text: String,
    pieces: Vec<Piece>,
}

impl fmt::Debug for SelectorTemplate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.text)
    }
}

impl fmt::Display for SelectorTemplate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl SelectorTemplate {
    /// Parses `text`, which may use the slots in `allowed` and must use those in `required`.
    /// The error says what is wrong in a phrase (`` `{size}` is not a name it can hold``).
    pub fn parse(
        text: &str,
        allowed: &[Placeholder],
        required: &[Placeholder],
    ) -> Result<Self, String> {
        if text.is_empty() {
            return Err("it is empty".to_owned());
        }
        if text.len() > MAX_LEN {
            return Err(format!("it is longer than {MAX_LEN} bytes"));
        }
        let mut pieces = Vec::new();
        let mut literal = String::new();
        let mut brackets = 0usize;
        let mut parens = 0usize;
        let mut quote: Option<char> = None;
        let mut chars = text.char_indices().peekable();
        let mut previous: Option<char> = None;
        while let Some((at, c)) = chars.next() {
            if c == '{' {
                let rest = &text[at + 1..];
                let end = rest
                    .find('}')
                    .ok_or_else(|| "a `{` is not closed by `}`".to_owned())?;
                let name = &rest[..end];
                let slot = Placeholder::ALL
                    .into_iter()
                    .find(|s| s.name() == name)
                    .filter(|s| allowed.contains(s))
                    .ok_or_else(|| {
                        let names: Vec<String> = allowed
                            .iter()
                            .map(|s| format!("`{{{}}}`", s.name()))
                            .collect();
                        if names.is_empty() {
                            format!(
                                "`{{{name}}}` is not allowed here: this selector takes no names"
                            )
                        } else {
                            format!(
                                "`{{{name}}}` is not a name it can hold ({})",
                                names.join(", ")
                            )
                        }
                    })?;
                if !literal.is_empty() {
                    pieces.push(Piece::Text(std::mem::take(&mut literal)));
                }
                let starts_ident =
                    quote.is_none() && matches!(previous, None | Some('.' | '#' | '[' | '=' | '('));
                pieces.push(Piece::Placeholder {
                    slot,
                    quoted: quote.is_some(),
                    starts_ident,
                });
                for _ in 0..=end {
                    chars.next();
                }
                previous = Some('}');
                continue;
            }
            match quote {
                Some(q) if c == q => quote = None,
                Some(_) => {
                    if c == '\\' || c == '<' || c == '}' || c.is_control() {
                        return Err(format!(
                            "`{}` cannot be in a quoted value",
                            c.escape_debug()
                        ));
                    }
                }
                None => match c {
                    'a'..='z' | 'A'..='Z' | '0'..='9' | '-' | '_' | '.' | '#' | ':' | '*' => {}
                    '[' => brackets += 1,
                    ']' => {
                        brackets = brackets
                            .checked_sub(1)
                            .ok_or_else(|| "a `]` closes no `[`".to_owned())?;
                    }
                    '(' => parens += 1,
                    ')' => {
                        parens = parens
                            .checked_sub(1)
                            .ok_or_else(|| "a `)` closes no `(`".to_owned())?;
                    }
                    '=' | '~' | '^' | '$' | '|' if brackets > 0 => {}
                    '"' | '\'' if brackets > 0 => quote = Some(c),
                    // Inside `:is(…)`, `:not(…)`: selector lists and complex selectors.
                    ' ' | ',' | '>' | '+' if parens > 0 => {}
                    c if c.is_whitespace() || matches!(c, ',' | '>' | '+') => {
                        return Err(
                            "it must be one compound selector (no spaces, combinators or lists): the element itself"
                                .to_owned(),
                        );
                    }
                    c => {
                        return Err(format!(
                            "`{}` has no place in a selector here",
                            c.escape_debug()
                        ));
                    }
                },
            }
            literal.push(c);
            previous = Some(c);
        }
        if quote.is_some() {
            return Err("a quoted value is not closed".to_owned());
        }
        if brackets > 0 || parens > 0 {
            return Err("a `[` or `(` is not closed".to_owned());
        }
        if !literal.is_empty() {
            pieces.push(Piece::Text(literal));
        }
        for slot in required {
            if !pieces
                .iter()
                .any(|p| matches!(p, Piece::Placeholder { slot: s, .. } if s == slot))
            {
                return Err(format!("it must hold `{{{}}}`", slot.name()));
            }
        }
        Ok(SelectorTemplate {
            text: text.to_owned(),
            pieces,
        })
    }

    /// The template as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Its pieces, in order.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The template with `name(slot)` in its slots as written, unescaped: the text the markup
    /// carries rather than CSS. Read it with [`marks`], which returns `None` where a name
    /// holds what no identifier can (`a b` in a class).
    pub fn fill_raw(&self, name: impl Fn(Placeholder) -> String) -> String {
        self.pieces
            .iter()
            .map(|piece| match piece {
                Piece::Text(text) => text.clone(),
                Piece::Placeholder { slot, .. } => name(*slot),
            })
            .collect()
    }

    /// Whether the template names `slot` (a variant selector that names the component differs
    /// from one component to the next).
    pub fn has_slot(&self, slot: Placeholder) -> bool {
        self.pieces
            .iter()
            .any(|p| matches!(p, Piece::Placeholder { slot: s, .. } if *s == slot))
    }

    /// For a template that is one attribute selector whose whole value is `{value}`
    /// (`[data-size="{value}"]`, `[data-{axis}={value}]`): the selector of the attribute's
    /// presence (`[data-{axis}]`). Markup that leaves such an attribute out shows the default
    /// value.
    pub fn value_attribute(&self) -> Option<SelectorTemplate> {
        let inner = self.text.strip_prefix('[')?.strip_suffix(']')?;
        let (name, value) = inner.split_once('=')?;
        let bare = ["{value}", "\"{value}\"", "'{value}'"].contains(&value);
        let plain_name = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '{' | '}'));
        if !(bare && plain_name) {
            return None;
        }
        let slots: Vec<Placeholder> = self
            .pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Placeholder { slot, .. } => Some(*slot),
                Piece::Text(_) => None,
            })
            .collect();
        SelectorTemplate::parse(&format!("[{name}]"), &slots, &[]).ok()
    }
}

/// What a compound selector made only of marks puts on an element: an element name, classes,
/// attributes.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Marks {
    /// The element's name, when the selector names one (`x-chip`).
    pub tag: Option<String>,
    /// Its classes.
    pub classes: Vec<String>,
    /// Its attributes, `(name, value)` (an empty value for `[name]`).
    pub attributes: Vec<(String, String)>,
}

/// The marks of `selector` when it is made only of an element name, `.class`es and `[name]`,
/// `[name=value]`, `[name="value"]` attribute selectors (CSS escapes such as `\32 xl` read
/// back): what markup must carry to match it. `None` for anything else (`:is()`, an id, a
/// combinator), which no markup helper can spell.
pub fn marks(selector: &str) -> Option<Marks> {
    let chars: Vec<char> = selector.chars().collect();
    let mut i = 0;
    let ident = |i: &mut usize| -> Option<String> {
        let mut out = String::new();
        while let Some(&c) = chars.get(*i) {
            if c == '\\' {
                let hex: String = chars[*i + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_hexdigit())
                    .take(6)
                    .collect();
                if hex.is_empty() {
                    out.push(*chars.get(*i + 1)?);
                    *i += 2;
                } else {
                    let code = u32::from_str_radix(&hex, 16).ok()?;
                    out.push(char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER));
                    *i += 1 + hex.len();
                    if chars.get(*i) == Some(&' ') {
                        *i += 1;
                    }
                }
            } else if c.is_alphanumeric() || c == '-' || c == '_' {
                out.push(c);
                *i += 1;
            } else {
                break;
            }
        }
        (!out.is_empty()).then_some(out)
    };
    let mut marks = Marks::default();
    if chars.first().is_some_and(|c| c.is_ascii_alphabetic()) {
        marks.tag = Some(ident(&mut i)?);
    }
    while i < chars.len() {
        match chars[i] {
            '.' => {
                i += 1;
                marks.classes.push(ident(&mut i)?);
            }
            '[' => {
                i += 1;
                let name = ident(&mut i)?;
                let value = match chars.get(i) {
                    Some(']') => String::new(),
                    Some('=') => {
                        i += 1;
                        match chars.get(i) {
                            Some(&quote @ ('"' | '\'')) => {
                                let end = chars[i + 1..].iter().position(|c| *c == quote)? + i + 1;
                                let value: String = chars[i + 1..end].iter().collect();
                                i = end + 1;
                                value
                            }
                            _ => ident(&mut i)?,
                        }
                    }
                    _ => return None,
                };
                if chars.get(i) != Some(&']') {
                    return None;
                }
                i += 1;
                marks.attributes.push((name, value));
            }
            _ => return None,
        }
    }
    Some(marks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_what_markup_must_carry() {
        let bem = SelectorTemplate::parse(".{component}__{part}", PART, &[]).unwrap();
        let filled = bem.fill_raw(|slot| match slot {
            Placeholder::Part => "label".to_owned(),
            _ => "button".to_owned(),
        });
        assert_eq!(marks(&filled).unwrap().classes, ["button__label"]);
        let m = marks("x-chip.a.b[data-size=\"sm\"][open][size=\\32 xl]").unwrap();
        assert_eq!(m.tag.as_deref(), Some("x-chip"));
        assert_eq!(m.classes, ["a", "b"]);
        assert_eq!(
            m.attributes,
            [
                ("data-size".to_owned(), "sm".to_owned()),
                ("open".to_owned(), String::new()),
                ("size".to_owned(), "2xl".to_owned())
            ]
        );
        for not_marks in [
            ":is(.a)", ".a:hover", "#id", ".a .b", ".", "[a=\"b]", ".a b", "\\",
        ] {
            assert_eq!(marks(not_marks), None, "{not_marks}");
        }
    }

    const PART: &[Placeholder] = &[Placeholder::Component, Placeholder::Part];

    #[test]
    fn templates_parse_into_text_and_slots() {
        let bem =
            SelectorTemplate::parse(".{component}__{part}", PART, &[Placeholder::Part]).unwrap();
        assert_eq!(
            bem.pieces(),
            [
                Piece::Text(".".into()),
                Piece::Placeholder {
                    slot: Placeholder::Component,
                    quoted: false,
                    starts_ident: true
                },
                Piece::Text("__".into()),
                Piece::Placeholder {
                    slot: Placeholder::Part,
                    quoted: false,
                    starts_ident: false
                },
            ]
        );
        let data = SelectorTemplate::parse(
            "[data-scope=\"{component}\"][data-part=\"{part}\"]",
            PART,
            &[],
        )
        .unwrap();
        assert!(matches!(
            data.pieces()[1],
            Piece::Placeholder { quoted: true, .. }
        ));
        let element = SelectorTemplate::parse("x-{component}", PART, &[]).unwrap();
        assert!(matches!(
            element.pieces()[1],
            Piece::Placeholder {
                starts_ident: false,
                ..
            }
        ));
        let state = SelectorTemplate::parse(":is(.on, [data-state=checked])", &[], &[]);
        assert!(state.is_ok(), "{state:?}");
    }

    #[test]
    fn what_could_break_out_of_a_rule_is_refused() {
        for hostile in [
            ".a} body { color: red",
            ".a;",
            ".a, .b",
            ".a .b",
            "[title=\"</style>\"]",
            "[a=\"\\\"]",
            ".a/*",
            "@import",
            ".a[",
            ".a)",
            "[x='a]",
            "",
        ] {
            assert!(
                SelectorTemplate::parse(hostile, PART, &[]).is_err(),
                "{hostile}"
            );
        }
        assert_eq!(
            SelectorTemplate::parse(".{size}", PART, &[]).unwrap_err(),
            "`{size}` is not a name it can hold (`{component}`, `{part}`)"
        );
        assert_eq!(
            SelectorTemplate::parse(".{component}", PART, &[Placeholder::Part]).unwrap_err(),
            "it must hold `{part}`"
        );
    }

    #[test]
    fn an_attribute_whose_value_is_the_value_is_known() {
        let variant = &[
            Placeholder::Component,
            Placeholder::Axis,
            Placeholder::Value,
        ];
        for (text, attribute) in [
            ("[data-{axis}=\"{value}\"]", true),
            ("[data-{axis}={value}]", true),
            ("[aria-pressed='{value}']", true),
            (".{component}--{value}", false),
            ("[data-x=\"v-{value}\"]", false),
        ] {
            let template = SelectorTemplate::parse(text, variant, &[]).unwrap();
            assert_eq!(template.value_attribute().is_some(), attribute, "{text}");
        }
        let data = SelectorTemplate::parse("[data-{axis}=\"{value}\"]", variant, &[]).unwrap();
        assert_eq!(data.value_attribute().unwrap().as_str(), "[data-{axis}]");
    }
}
