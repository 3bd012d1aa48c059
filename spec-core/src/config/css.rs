//! `[css]`: what the stylesheet of `uispec css` holds beyond the mapped tokens and the
//! component rules, and how its markup convention is read.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::*;
use crate::selector_template::{Placeholder, SelectorTemplate};

/// `[css]`: what the stylesheet of `uispec css` (and `uispec_build::Config::css`) holds beyond
/// the mapped tokens and the component rules.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CssOptions {
    /// `all-tokens`: every token as a custom property, not only those the specs map and what
    /// they alias.
    pub all_tokens: bool,
    /// `out`: where `uispec css` writes when `--out` is not given (stdout without either).
    pub out: Option<PathBuf>,
    /// `layer`: the cascade layer the stylesheet's two layers are inside (`uispec` by default,
    /// giving `uispec.tokens` and `uispec.components`), or none (`layer = false`).
    pub layer: CssLayer,
    /// `<modifier>.<context> = "<at-rule>"`: a resolver context selected by an at-rule
    /// (`theme.dark = "@media (prefers-color-scheme: dark)"`) instead of
    /// `[data-<modifier>="<context>"]`.
    pub media: BTreeMap<String, BTreeMap<String, String>>,
    /// `[css.selectors]`: how the markup marks parts and variants.
    pub selectors: Selectors,
    /// `[css.states]`: state (by its match key, `focusvisible`) → the selectors that put a
    /// part in it, replacing the built-in forms (`checked = ["[data-state=checked]"]`). A
    /// form may name the block (`.{component}--checked`); where it sits is
    /// [`Selectors::state_on`].
    pub states: BTreeMap<String, Vec<SelectorTemplate>>,
    /// `[css.tokens]`: the custom properties' names and the form colours are written in.
    pub tokens: TokenCss,
    /// `format`: a plain stylesheet (the default) or one for Tailwind CSS v4.
    pub format: CssFormat,
    /// Not configurable: the stylesheet of a page that shows many states and themes side by
    /// side (the `uispec docs` previews). Each state also matches
    /// `[data-force-state~="<state>"]`, so a part shows hovered or focused without a pointer;
    /// the default values are also declared on each modifier's default context
    /// (`[data-theme="light"]`), so an element shows its permutation wherever it is nested.
    pub previews: bool,
}

/// `[css] format` (and `uispec css --format`): what the stylesheet is written for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum CssFormat {
    /// A stylesheet of its own, in the layers `[css] layer` names.
    #[default]
    Css,
    /// A stylesheet for Tailwind CSS v4 to import after `tailwindcss`: the tokens in `@theme`
    /// under Tailwind's namespaces, the other themes in Tailwind's `theme` layer, a
    /// `@custom-variant` per state and variant value, the component rules in its `components`
    /// layer (docs/styles.md).
    Tailwind,
}

impl CssFormat {
    /// Every format by its name in uispec.toml and on the command line.
    pub const NAMES: [(&'static str, CssFormat); 2] =
        [("css", CssFormat::Css), ("tailwind", CssFormat::Tailwind)];
}

/// `[css.tokens]`: how a token becomes a custom property.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct TokenCss {
    /// `name = "--ui-{path}"`: what goes before and after the token's path (joined with `-`);
    /// `("--", "")` by default.
    pub name: (String, String),
    /// `rename`: token path (`color.primary`) → the custom property a library already uses
    /// (`--primary`).
    pub rename: BTreeMap<String, String>,
    /// `colors`: the form of colour values.
    pub colors: ColorForm,
}

impl Default for TokenCss {
    fn default() -> Self {
        TokenCss {
            name: ("--".to_owned(), String::new()),
            rename: BTreeMap::new(),
            colors: ColorForm::Hex,
        }
    }
}

impl TokenCss {
    /// The custom property of the token at `path` (its segments, `$root` left out): the
    /// renamed one, else the template's around the path joined with `-`, written by `escape`
    /// (an identifier's tail).
    pub fn property(&self, path: &[&str], escape: impl Fn(&str) -> String) -> String {
        // Written for every use of every token: no key is built for an empty `rename`, and the
        // name is put together in one buffer.
        if !self.rename.is_empty()
            && let Some(name) = self.rename.get(&path.join("."))
        {
            return name.clone();
        }
        let (before, after) = &self.name;
        let mut name = String::with_capacity(before.len() + 32 + after.len());
        name.push_str(before);
        let start = name.len();
        for (i, segment) in path.iter().filter(|s| **s != "$root").enumerate() {
            if i > 0 {
                name.push('-');
            }
            name.push_str(segment);
        }
        // Names are mostly plain already: escaped only when `escape` changes them.
        let tail = escape(&name[start..]);
        if tail != name[start..] {
            name.truncate(start);
            name.push_str(&tail);
        }
        name.push_str(after);
        name
    }
}

/// `[css.tokens] colors`: how a colour token's value is written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ColorForm {
    /// `#2563eb` for sRGB colours with a hex, else the colour in its own space (`hsl()`,
    /// `color(display-p3 …)`, `oklch()`).
    #[default]
    Hex,
    /// `rgb(37 99 235)`.
    Rgb,
    /// `hsl(221.2 83.2% 53.3%)`.
    Hsl,
    /// `oklch(0.546 0.215 262.9)`.
    Oklch,
    /// `37 99 235`: the channels alone, for `rgb(var(--x))`; every use uispec writes wraps
    /// them so.
    RgbChannels,
    /// `221.2 83.2% 53.3%`: the channels alone, for `hsl(var(--x))` (the shadcn idiom).
    HslChannels,
}

impl ColorForm {
    const NAMES: [(&'static str, ColorForm); 6] = [
        ("hex", ColorForm::Hex),
        ("rgb", ColorForm::Rgb),
        ("hsl", ColorForm::Hsl),
        ("oklch", ColorForm::Oklch),
        ("rgb-channels", ColorForm::RgbChannels),
        ("hsl-channels", ColorForm::HslChannels),
    ];
}

/// Whether `text` is a custom property's name uispec writes unescaped: `--` and identifier
/// characters.
pub(super) fn is_custom_property(text: &str) -> bool {
    text.len() > 2
        && text.len() <= 128
        && text.starts_with("--")
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// `[css.tokens]`: `name`, `rename`, `colors`.
pub(super) fn token_css(
    origin: &str,
    table: &toml::map::Map<String, toml::Value>,
) -> Result<TokenCss, ConfigError> {
    unknown_keys(
        origin,
        "css.tokens.",
        table.keys(),
        &["name", "rename", "colors"],
    )?;
    let mut tokens = TokenCss::default();
    if let Some(name) = table.get("name") {
        let parts = name
            .as_str()
            .and_then(|n| n.split_once("{path}"))
            .filter(|(before, after)| {
                is_custom_property(&format!("{before}x{after}")) && !after.contains("{path}")
            });
        let Some((before, after)) = parts else {
            fail!(
                at_value(&["css", "tokens", "name"]),
                "`css.tokens.name` in `{origin}` must be a custom property's name holding `{{path}}` once, such as \"--ui-{{path}}\" (letters, digits, `-`, `_`)"
            );
        };
        tokens.name = (before.to_owned(), after.to_owned());
    }
    if let Some(rename) = table.get("rename") {
        let Some(rename) = rename.as_table() else {
            fail!(
                at_value(&["css", "tokens", "rename"]),
                "`css.tokens.rename` in `{origin}` must be a table of token path = \"--name\""
            );
        };
        for (path, name) in rename {
            match name.as_str() {
                Some(name) if is_custom_property(name) => {
                    tokens.rename.insert(path.clone(), name.to_owned());
                }
                _ => fail!(
                    at_value(&["css", "tokens", "rename", path]),
                    "`css.tokens.rename.\"{path}\"` in `{origin}` must be a custom property's name such as \"--primary\" (`--`, then letters, digits, `-`, `_`)"
                ),
            }
        }
    }
    if let Some(colors) = table.get("colors") {
        let form = colors
            .as_str()
            .and_then(|c| ColorForm::NAMES.iter().find(|(name, _)| *name == c));
        let Some((_, form)) = form else {
            fail!(
                at_value(&["css", "tokens", "colors"]),
                "`css.tokens.colors` in `{origin}` must be one of \"hex\", \"rgb\", \"hsl\", \"oklch\", \"rgb-channels\", \"hsl-channels\""
            );
        };
        tokens.colors = *form;
    }
    Ok(tokens)
}

/// `[css.selectors]`: the selector templates of the project's markup convention. Each is one
/// compound selector with names in braces ([`SelectorTemplate`]); the default is the data
/// attributes `#[component_spec]`'s constants render.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Selectors {
    /// `part`: a part of a component (`{component}`, `{part}`), e.g.
    /// `[data-scope="{component}"][data-part="{part}"]` or `.{component}__{part}`.
    pub part: SelectorTemplate,
    /// `root`: the root part, when it is marked otherwise (`.{component}`); the `part`
    /// template with `root` as the part by default.
    pub root: Option<SelectorTemplate>,
    /// `variant`: a variant value (`{component}`, `{axis}`, `{value}`), e.g.
    /// `[data-{axis}="{value}"]` or `.{component}--{value}`.
    pub variant: SelectorTemplate,
    /// `variant-on`: which element carries the variant: each part (`"part"`, the default:
    /// `#[component_spec]`'s markup puts the variant attributes on every part) or the root
    /// only (`"root"`: BEM's modifiers; a part's rule then selects it inside the root, unless
    /// the spec's anatomy has no root part, when each part carries it).
    pub variant_on: VariantOn,
    /// `state-on`: which element carries the project's own state forms (`[css.states]`): the
    /// part itself (`"part"`, the default) or the root (`"root"`: a modifier on the block,
    /// `.lib-checkbox--checked` while the part styled is `.lib-checkbox__indicator`; a part's
    /// rule then selects it inside the root in that state). The platform's forms (`:hover`,
    /// `:checked`, `[aria-expanded=true]`) are the element's own and stay on the part.
    pub state_on: VariantOn,
    /// `axes`: a variant template of its own for an axis (by its name, as spec and code names
    /// are matched), where a library marks each axis its way (`data-style` for `style`,
    /// `.size-{value}` for `size`); the other axes take `variant`.
    pub axes: BTreeMap<String, SelectorTemplate>,
    /// `names`: the name `{component}` stands for, by spec name, where the library's own
    /// differs from the spec's in kebab case: a sub-component written as an element of its
    /// parent's block (`CardHeader = "card__header"`), or a spec `spec:infer` had to tell
    /// apart (`NewYorkButton = "button"`).
    pub names: BTreeMap<String, String>,
}

/// The anatomy key of a part's own selector template (`"x-selector": ".dialog-backdrop"`), for
/// the one part a library marks unlike the others.
pub const PART_SELECTOR_KEY: &str = "x-selector";

/// A part's own selector template in its spec (the [`PART_SELECTOR_KEY`] extension; names
/// `{component}` and `{part}`): `None` without one, `Err(why)` when it is not a string or not a
/// selector uispec can write.
pub fn part_override(part: &crate::model::AnatomyPart) -> Option<Result<SelectorTemplate, String>> {
    let value = part.extensions.get(PART_SELECTOR_KEY)?;
    Some(match value.as_str() {
        Some(text) => SelectorTemplate::parse(text, PART_SLOTS, &[]),
        None => Err("it must be a string".to_owned()),
    })
}

impl Selectors {
    /// The template that selects a value of the axis `axis`: its own (`axes`), else `variant`.
    pub fn variant_for(&self, axis: &str) -> &SelectorTemplate {
        self.axes
            .get(&crate::naming::match_key(axis))
            .unwrap_or(&self.variant)
    }

    /// Every variant template: `variant` and those of `axes`.
    pub fn variant_templates(&self) -> impl Iterator<Item = &SelectorTemplate> {
        std::iter::once(&self.variant).chain(self.axes.values())
    }

    /// The name `{component}` stands for in the markup of the spec `spec` (its name): the
    /// one `names` gives, else the spec's name in kebab case (`icon-button`).
    pub fn name(&self, spec: &str) -> String {
        self.names
            .get(spec)
            .cloned()
            .unwrap_or_else(|| crate::naming::to_kebab(spec))
    }

    /// The template that selects the part `part` (kebab case) of `spec`: the part's own
    /// ([`part_override`]) when it has a valid one, else `root` for the root part, else `part`.
    pub fn for_part<'a>(
        &'a self,
        spec: &crate::model::ComponentSpec,
        part: &str,
    ) -> std::borrow::Cow<'a, SelectorTemplate> {
        let own = spec
            .anatomy
            .iter()
            .find(|p| crate::naming::to_kebab(&p.name) == part)
            .and_then(part_override)
            .and_then(Result::ok);
        match own {
            Some(own) => std::borrow::Cow::Owned(own),
            None => std::borrow::Cow::Borrowed(self.for_part_by_convention(part)),
        }
    }

    /// The convention's template for the part `part` (kebab case), whatever the spec says:
    /// `root` for the root part when set, else `part`.
    pub fn for_part_by_convention(&self, part: &str) -> &SelectorTemplate {
        match &self.root {
            Some(root) if part == "root" => root,
            _ => &self.part,
        }
    }
}

impl CssOptions {
    /// Whether the project's own forms of `state` ([`CssOptions::states`]) sit on the root
    /// rather than on the part ([`Selectors::state_on`]).
    pub fn state_on_root(&self, state: &str) -> bool {
        self.selectors.state_on == VariantOn::Root
            && self.states.contains_key(&crate::naming::match_key(state))
    }
}

/// `[css.selectors] variant-on` and `state-on`: which element carries a variant or a state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum VariantOn {
    /// Every part carries it.
    #[default]
    Part,
    /// Only the root does.
    Root,
}

/// The names a `part` or `root` template may hold.
pub(crate) const PART_SLOTS: &[Placeholder] = &[Placeholder::Component, Placeholder::Part];
/// The names a `[css.states]` form may hold: the block it may sit on.
pub(crate) const STATE_SLOTS: &[Placeholder] = &[Placeholder::Component];
/// The names a `variant` template may hold.
pub(crate) const VARIANT_SLOTS: &[Placeholder] = &[
    Placeholder::Component,
    Placeholder::Axis,
    Placeholder::Value,
];

impl Default for Selectors {
    fn default() -> Self {
        let parse =
            |text, slots| SelectorTemplate::parse(text, slots, &[]).expect("a valid default");
        Selectors {
            part: parse(
                "[data-scope=\"{component}\"][data-part=\"{part}\"]",
                PART_SLOTS,
            ),
            root: None,
            variant: parse("[data-{axis}=\"{value}\"]", VARIANT_SLOTS),
            variant_on: VariantOn::Part,
            state_on: VariantOn::Part,
            axes: BTreeMap::new(),
            names: BTreeMap::new(),
        }
    }
}

/// `[css] layer`: where the stylesheet sits in the cascade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CssLayer {
    /// Inside `@layer <name>.tokens, <name>.components` (`uispec` by default): any unlayered
    /// rule of the application wins over both, and an application that orders its layers
    /// (`@layer reset, <name>, app;`) can put uispec's where it likes.
    Named(String),
    /// No layer (`layer = false`): the rules compete with the application's unlayered CSS by
    /// specificity and order. Every selector is inside `:where()` (specificity zero), so any
    /// rule of the application that selects the same element wins; uispec's win only over
    /// the application's layered rules and the browser's.
    Unlayered,
}

impl Default for CssLayer {
    fn default() -> Self {
        CssLayer::Named("uispec".to_owned())
    }
}

/// Whether `name` is a cascade layer name: CSS identifiers (a letter or `_` then letters,
/// digits, `-`, `_`) joined by dots, the only form written into the stylesheet unescaped.
pub(super) fn is_layer_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name.split('.').all(|ident| {
            ident.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && ident
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        })
}

/// Why `text` is not a conditional at-rule the stylesheet may copy as it is, checked by its
/// grammar rather than by a list of characters: `@media`, `@supports` or `@container` and a
/// prelude whose brackets and quotes close (an unclosed `(` or `"` made Chromium drop the
/// whole components layer, and `print, url(x` moved a rule out of its layer), with no block,
/// statement end, escape, comment, `url(` or markup (`</style>` would end an inlined
/// stylesheet).
pub fn at_rule_problem(text: &str) -> Option<&'static str> {
    let Some(prelude) = ["@media", "@supports", "@container"]
        .iter()
        .find_map(|name| text.strip_prefix(name))
        .filter(|rest| rest.starts_with([' ', '(']))
    else {
        return Some("it starts with `@media`, `@supports` or `@container`");
    };
    if prelude
        .chars()
        .any(|c| c.is_control() || matches!(c, '{' | '}' | ';' | '\\'))
    {
        return Some("an at-rule holds no `{`, `}`, `;`, `\\` or control character");
    }
    let lower = prelude.to_ascii_lowercase();
    if lower.contains("/*")
        || lower.contains("url(")
        || lower.contains("</")
        || lower.contains("<!")
    {
        return Some("an at-rule holds no comment, `url(` or markup");
    }
    let mut open: Vec<char> = Vec::new();
    let mut quote: Option<char> = None;
    for c in prelude.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(' | '[') => open.push(c),
            (None, ')') if open.pop() == Some('(') => {}
            (None, ']') if open.pop() == Some('[') => {}
            (None, ')' | ']') => return Some("its brackets do not match"),
            _ => {}
        }
    }
    if quote.is_some() {
        return Some("a quote is not closed");
    }
    if !open.is_empty() {
        return Some("a bracket is not closed");
    }
    None
}

/// `[css]`: `all-tokens`, `out`, and a table per resolver modifier of context = at-rule.
pub(super) fn css_options(origin: &str, value: &toml::Value) -> Result<CssOptions, ConfigError> {
    let table = value.as_table().or_fail(at_value(&["css"]), || {
        format!("`css` in `{origin}` must be a table")
    })?;
    let mut options = CssOptions::default();
    for (key, value) in table {
        match (key.as_str(), value) {
            ("all-tokens", toml::Value::Boolean(all)) => options.all_tokens = *all,
            ("all-tokens", _) => fail!(
                at_value(&["css", "all-tokens"]),
                "`css.all-tokens` in `{origin}` must be true or false"
            ),
            ("out", toml::Value::String(path)) => options.out = Some(PathBuf::from(path)),
            ("out", _) => fail!(
                at_value(&["css", "out"]),
                "`css.out` in `{origin}` must be the path of the stylesheet"
            ),
            ("layer", toml::Value::Boolean(false)) => options.layer = CssLayer::Unlayered,
            ("layer", toml::Value::String(name)) if is_layer_name(name) => {
                options.layer = CssLayer::Named(name.clone());
            }
            ("layer", _) => fail!(
                at_value(&["css", "layer"]),
                "`css.layer` in `{origin}` must be a layer name such as \"uispec\" or \"vendor.ui\" (letters, digits, `-`, `_`, dots between names), or false for no layer"
            ),
            ("tokens", toml::Value::Table(tokens)) => {
                options.tokens = token_css(origin, tokens)?;
            }
            ("format", value) => {
                let format = value
                    .as_str()
                    .and_then(|f| CssFormat::NAMES.iter().find(|(name, _)| *name == f));
                let Some((_, format)) = format else {
                    fail!(
                        at_value(&["css", "format"]),
                        "`css.format` in `{origin}` must be \"css\" (a stylesheet of its own) or \"tailwind\" (for Tailwind CSS v4 to import)"
                    );
                };
                options.format = *format;
            }
            ("selectors", toml::Value::Table(selectors)) => {
                options.selectors = css_selectors(origin, selectors)?;
            }
            ("states", toml::Value::Table(states)) => {
                for (state, forms) in states {
                    let place = at_value(&["css", "states", state]);
                    let list = match forms {
                        toml::Value::String(one) => vec![one.clone()],
                        toml::Value::Array(items) => items
                            .iter()
                            .map(|i| i.as_str().map(str::to_owned))
                            .collect::<Option<Vec<String>>>()
                            .unwrap_or_default(),
                        _ => Vec::new(),
                    };
                    if list.is_empty() || list.len() > 16 {
                        fail!(
                            place,
                            "`css.states.{state}` in `{origin}` must be a list of one to 16 selectors, such as [\"[data-state=checked]\", \".on\"]"
                        );
                    }
                    let mut parsed = Vec::new();
                    for form in &list {
                        match SelectorTemplate::parse(form, STATE_SLOTS, &[]) {
                            Ok(template) => parsed.push(template),
                            Err(why) => fail!(
                                place,
                                "`css.states.{state}` in `{origin}`: `{form}` is not a selector uispec can write: {why}"
                            ),
                        }
                    }
                    options
                        .states
                        .insert(crate::naming::match_key(state), parsed);
                }
            }
            (modifier, toml::Value::Table(contexts)) => {
                for (context, at_rule) in contexts {
                    // The at-rule is copied into the stylesheet: one that could close a block
                    // or start another rule would break (or rewrite) everything after it.
                    let at_rule = at_rule.as_str().unwrap_or_default();
                    if let Some(why) = at_rule_problem(at_rule) {
                        fail!(
                            at_value(&["css", modifier, context]),
                            "`css.{modifier}.{context}` in `{origin}` must be an at-rule such as \"@media (prefers-color-scheme: dark)\": {why}"
                        );
                    }
                    options
                        .media
                        .entry(modifier.to_owned())
                        .or_default()
                        .insert(context.clone(), at_rule.to_owned());
                }
            }
            (other, _) => fail!(
                at_value(&["css", other]),
                "`css.{other}` in `{origin}` must be a table of context = \"@media …\" (a resolver modifier), or one of `all-tokens`, `format`, `out`, `layer`, `selectors`, `states`, `tokens`"
            ),
        }
    }
    Ok(options)
}

/// `[css.selectors]`: `part`, `root`, `variant` templates and `variant-on`.
pub(super) fn css_selectors(
    origin: &str,
    table: &toml::map::Map<String, toml::Value>,
) -> Result<Selectors, ConfigError> {
    unknown_keys(origin, "css.selectors.", table.keys(), SELECTOR_KEYS)?;
    let mut selectors = Selectors::default();
    let template = |key: &str, slots: &[Placeholder], required: &[Placeholder], example: &str| {
        let place = at_value(&["css", "selectors", key]);
        let Some(text) = table.get(key).map(|v| v.as_str()) else {
            return Ok(None);
        };
        let Some(text) = text else {
            fail!(
                place,
                "`css.selectors.{key}` in `{origin}` must be a selector such as \"{example}\""
            );
        };
        match SelectorTemplate::parse(text, slots, required) {
            Ok(template) => Ok(Some(template)),
            Err(why) => fail!(
                place,
                "`css.selectors.{key}` in `{origin}` must be a selector such as \"{example}\": {why}"
            ),
        }
    };
    if let Some(part) = template(
        "part",
        PART_SLOTS,
        &[Placeholder::Part],
        ".{component}__{part}",
    )? {
        selectors.part = part;
    }
    selectors.root = template("root", PART_SLOTS, &[], ".{component}")?;
    if let Some(variant) = template(
        "variant",
        VARIANT_SLOTS,
        &[Placeholder::Value],
        ".{component}--{value}",
    )? {
        selectors.variant = variant;
    }
    for (key, what, on) in [
        ("variant-on", "variant", &mut selectors.variant_on),
        ("state-on", "state", &mut selectors.state_on),
    ] {
        match table.get(key).map(|v| v.as_str()) {
            None => {}
            Some(Some("part")) => *on = VariantOn::Part,
            Some(Some("root")) => *on = VariantOn::Root,
            Some(_) => fail!(
                at_value(&["css", "selectors", key]),
                "`css.selectors.{key}` in `{origin}` must be \"part\" (every part carries the {what}) or \"root\" (only the root does)"
            ),
        }
    }
    match table.get("axes") {
        None => {}
        Some(toml::Value::Table(axes)) => {
            for (axis, text) in axes {
                let place = at_value(&["css", "selectors", "axes", axis]);
                let parsed = text
                    .as_str()
                    .ok_or_else(|| "it must be a string".to_owned())
                    .and_then(|text| {
                        SelectorTemplate::parse(text, VARIANT_SLOTS, &[Placeholder::Value])
                    });
                match parsed {
                    Ok(template) => {
                        selectors
                            .axes
                            .insert(crate::naming::match_key(axis), template);
                    }
                    Err(why) => fail!(
                        place,
                        "`css.selectors.axes.{axis}` in `{origin}` must be a selector such as \"[data-{axis}={{value}}]\": {why}"
                    ),
                }
            }
        }
        Some(_) => fail!(
            at_value(&["css", "selectors", "axes"]),
            "`css.selectors.axes` in `{origin}` must be a table of axis = selector, such as style = \"[data-style={{value}}]\""
        ),
    }
    match table.get("names") {
        None => {}
        Some(toml::Value::Table(names)) => {
            // A name two specs stand for makes every rule of one select the other's elements.
            let mut given: BTreeMap<&str, &str> = BTreeMap::new();
            for (spec, name) in names {
                let place = at_value(&["css", "selectors", "names", spec]);
                match name.as_str() {
                    Some(name) if let Some(first) = given.get(name) => fail!(
                        place,
                        "`css.selectors.names.{spec}` in `{origin}` is \"{name}\", which `{first}` is too: every rule of one would select the other's elements; keep the name for one, and give the other an \"x-selector\" in its spec (`uispec css --suggest-convention` proposes one)"
                    ),
                    Some(name) if is_selector_name(name) => {
                        given.insert(name, spec);
                        selectors.names.insert(spec.clone(), name.to_owned());
                    }
                    _ => fail!(
                        place,
                        "`css.selectors.names.{spec}` in `{origin}` must be the name `{{component}}` stands for, such as \"card__header\" (letters, digits, `-` and `_`, at most 64)"
                    ),
                }
            }
        }
        Some(_) => fail!(
            at_value(&["css", "selectors", "names"]),
            "`css.selectors.names` in `{origin}` must be a table of spec name = name in the markup, such as CardHeader = \"card__header\""
        ),
    }
    Ok(selectors)
}

/// Whether `name` may stand for `{component}`: what a class or attribute value of a library
/// spells a component with (`card__header`, `btn`).
fn is_selector_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

pub(super) const SELECTOR_KEYS: &[&str] = &[
    "part",
    "root",
    "variant",
    "variant-on",
    "state-on",
    "axes",
    "names",
];
