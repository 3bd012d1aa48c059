//! The configuration's keys and how they are read, from `uispec.toml` or a Cargo.toml
//! `metadata.uispec` table (which one applies is [`crate::project`]'s business). Every key is
//! optional:
//!
//! ```toml
//! specs = ["specs"]            # dirs or files
//! components = ["src"]         # where component code lives (default: src/ of every member;
//!                               # `*` and `?` match within a directory name: "crates/*/src";
//!                               # "!src/internal" excludes what is below it)
//! framework = "auto"           # auto | leptos | dioxus | yew
//! level = "standard"           # basic | standard | strict
//! schema = "org.schema.json"   # an extra JSON Schema every spec must satisfy
//!
//! [tokens]                     # or `tokens = ["tokens"]`
//! paths = ["tokens"]
//! policy = "all"               # all | any | default
//! compat = false
//!
//! [rules]
//! token-deprecated = "deny"    # allow | warn | deny
//!
//! [design]                     # for `validate --design`: spec name → Figma link
//! Button = "https://www.figma.com/design/KEY/Kit?node-id=1-39"
//!
//! [css]                        # for `uispec css`
//! out = "assets/ui.css"        # where it writes without --out (stdout without either)
//! all-tokens = false           # every token, not only the mapped ones
//! layer = "uispec"             # the cascade layer (false: none)
//! theme.dark = "@media (prefers-color-scheme: dark)"  # a resolver context by media query
//! selectors.part = ".{component}__{part}"   # the markup convention (default: data attributes)
//! selectors.root = ".{component}"
//! selectors.variant = ".{component}--{value}"
//! selectors.variant-on = "root"             # or "part"
//! states.checked = ["[data-state=checked]"] # a state's selectors, replacing the built-in ones
//!
//! [a11y]                       # the contrast rules
//! surface = "{color.surface.default}"  # what shows behind a component (resolved per theme)
//! contrast = "wcag"              # or "apca" (Lc thresholds, docs/accessibility.md)
//! level = "AA"                 # AA | AAA
//! ```
//!
//! Unknown keys are errors with a "did you mean", like unknown keys in specs: a misspelt
//! `levle = "strict"` must not silently validate at the default level.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

use crate::SourceFile;
use crate::framework::Framework;
use crate::levels::{Level, RuleConfig, RuleSetting};
use crate::reader::did_you_mean;
use crate::selector_template::{SelectorTemplate, Slot};

/// A configuration that cannot be used: what is wrong and where, in one sentence, and the
/// place in the file's text when the configuration was read from text ([`parse_toml`]).
#[derive(Clone, PartialEq, Eq)]
pub struct ConfigError {
    /// The sentence (it names the file and the key).
    pub message: String,
    /// The byte range of the key or value the error is about, or of the TOML syntax error;
    /// `None` for an error about no one place (a file that cannot be read), or for a table
    /// that did not come from text (Cargo metadata).
    pub span: Option<std::ops::Range<usize>>,
    /// The key or value the error is about, until [`parse_toml`] finds it in the text.
    place: Option<Place>,
}

/// A key, or the value of a key, by its TOML path (`["tokens", "policy"]`).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Place {
    path: Vec<String>,
    key: bool,
}

/// The value of the key at `path`.
fn at_value(path: &[&str]) -> Place {
    Place {
        path: path.iter().map(|s| (*s).to_owned()).collect(),
        key: false,
    }
}

/// The key at `path` itself (an unknown key, an unknown rule id).
fn at_key(path: &[&str]) -> Place {
    Place {
        key: true,
        ..at_value(path)
    }
}

impl ConfigError {
    /// An error about no one place of the file.
    pub fn new(message: impl Into<String>) -> ConfigError {
        ConfigError {
            message: message.into(),
            span: None,
            place: None,
        }
    }

    fn at(place: Place, message: String) -> ConfigError {
        ConfigError {
            place: Some(place),
            ..ConfigError::new(message)
        }
    }

    /// Finds the error's key or value in `text`, the TOML it was read from.
    fn located(mut self, text: &str) -> ConfigError {
        let Some(place) = self.place.take() else {
            return self;
        };
        self.span = place.span_in(text);
        self
    }
}

impl Place {
    /// Where the key or value is written in `text`.
    fn span_in(&self, text: &str) -> Option<std::ops::Range<usize>> {
        let root = toml::de::DeTable::parse(text).ok()?;
        let (last, parents) = self.path.split_last()?;
        let mut table = root.get_ref();
        for name in parents {
            table = table.get(name.as_str())?.get_ref().as_table()?;
        }
        let (key, value) = table.get_key_value(last.as_str())?;
        Some(if self.key { key.span() } else { value.span() })
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Shows the message, so that `fn main() -> Result<…>` prints something readable.
impl fmt::Debug for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ConfigError {}

/// `bail!` for configuration errors, at a [`Place`].
macro_rules! fail {
    ($place:expr, $($arg:tt)*) => {
        return Err(ConfigError::at($place, format!($($arg)*)))
    };
}

/// Attaches a message to a missing value.
trait OrFail<T> {
    fn or_fail(self, place: Place, message: impl FnOnce() -> String) -> Result<T, ConfigError>;
}

impl<T> OrFail<T> for Option<T> {
    fn or_fail(self, place: Place, message: impl FnOnce() -> String) -> Result<T, ConfigError> {
        self.ok_or_else(|| ConfigError::at(place, message()))
    }
}

/// The keys of the top-level table.
const KEYS: &[&str] = &[
    "specs",
    "components",
    "framework",
    "level",
    "schema",
    "tokens",
    "rules",
    "design",
    "css",
    "a11y",
    "validate",
    "test",
];
/// The keys of `[test]`.
const TEST_KEYS: &[&str] = &["props", "stylesheets"];
/// The keys of `[tokens]`.
const TOKEN_KEYS: &[&str] = &["paths", "policy", "compat"];
/// The keys of `[validate]`.
const VALIDATE_KEYS: &[&str] = &["baseline"];
/// The keys of `[a11y]`.
const A11Y_KEYS: &[&str] = &["surface", "level", "contrast"];

/// The configuration; paths are relative to the project root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// Spec directories or files (`specs`), default `["specs"]`.
    pub specs: Vec<PathBuf>,
    /// Token files or directories (`tokens`, or `[tokens] paths`), default `["tokens"]`.
    pub tokens: Vec<PathBuf>,
    /// Whether `tokens` was configured (a missing default directory is no error).
    pub tokens_configured: bool,
    /// `[tokens] policy` and `compat`.
    pub token_options: TokenOptions,
    /// `framework`: `None` for `auto` (detected per component).
    pub framework: Option<Framework>,
    /// `components`: where component code lives; `None` for the default (`src/` of every
    /// workspace member, decided by the project).
    pub components: Option<Vec<PathBuf>>,
    /// `level` and `[rules]`.
    pub rules: RuleConfig,
    /// `schema`: an organisation's extra JSON Schema.
    pub schema: Option<PathBuf>,
    /// `[design]`: spec name → the Figma link of its component, for `validate --design` on
    /// specs that were not imported (imported ones carry the link in their `x-source` stamp).
    pub design: BTreeMap<String, String>,
    /// `[css]`: what `uispec css` writes.
    pub css: CssOptions,
    /// `[a11y]`.
    pub a11y: A11yOptions,
    /// `[validate] baseline`: the findings `validate` and build.rs accept (see
    /// `uispec_core::baseline`); only findings not in it are reported.
    pub baseline: Option<PathBuf>,
    /// `[test]`: what `uispec test` renders components with.
    pub test: TestOptions,
}

/// `[test]`: what `uispec test` needs from the project.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct TestOptions {
    /// `[test.props.<Component>]`: `prop = "<Rust expression>"`, the value the harness gives a
    /// prop of a type uispec cannot build (`options = "vec![SelectOption::new(\"a\", \"A\")]"`).
    /// Each parsed as one Rust expression when read.
    pub props: BTreeMap<String, BTreeMap<String, String>>,
    /// `stylesheets`: the application's own stylesheets, loaded before the generated one on
    /// every page (what a tokenMapping cannot say, such as `appearance: none`).
    pub stylesheets: Vec<PathBuf>,
}

/// The longest expression `[test.props]` takes: one line a project writes, not a program.
const MAX_TEST_EXPRESSION: usize = 2_000;

/// `[a11y]`: how the contrast rules judge.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct A11yOptions {
    /// `surface`: the token that shows behind a component whose spec maps no background
    /// (`{color.surface.default}`), resolved in each permutation.
    pub surface: Option<String>,
    /// `level`: the WCAG conformance level the ratios are held to.
    pub level: WcagLevel,
    /// `contrast`: how contrast is measured: WCAG 2's ratio, or APCA's lightness contrast.
    pub method: ContrastMethod,
    /// Where `surface` is written, when it was read from a file's text: a contrast finding
    /// on the surface points there.
    pub surface_at: Option<SettingAt>,
}

impl A11yOptions {
    /// The path of the `surface` token (the reader accepts only one well-formed reference).
    pub fn surface_path(&self) -> Option<Vec<&str>> {
        crate::reference::parse_curly(self.surface.as_deref()?).ok()
    }
}

/// Where a setting is written (equal when at the same place of the same path).
#[derive(Debug, Clone)]
pub struct SettingAt(pub crate::diagnostics::Location);

impl PartialEq for SettingAt {
    fn eq(&self, other: &Self) -> bool {
        self.0.file.path() == other.0.file.path() && self.0.span == other.0.span
    }
}

impl Eq for SettingAt {}

/// How the contrast rules measure contrast (`[a11y] contrast`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ContrastMethod {
    /// `"wcag"`: the WCAG 2.2 ratio (1 to 21:1), held to `level`'s thresholds.
    #[default]
    Wcag,
    /// `"apca"`: the APCA lightness contrast `Lc` (APCA-W3 0.0.98G-4g), held to Lc 75 for
    /// text, 60 for large text and 45 for non-text boundaries, whatever `level` says.
    Apca,
}

/// A WCAG conformance level, for the contrast thresholds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum WcagLevel {
    /// 4.5:1 for text, 3:1 for large text (SC 1.4.3).
    #[default]
    Aa,
    /// 7:1 for text, 4.5:1 for large text (SC 1.4.6).
    Aaa,
}

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
    /// part in it, replacing the built-in forms (`checked = ["[data-state=checked]"]`).
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
        let joined: Vec<&str> = path.iter().copied().filter(|s| *s != "$root").collect();
        if let Some(name) = self.rename.get(&path.join(".")) {
            return name.clone();
        }
        format!(
            "{}{}{}",
            self.name.0,
            escape(&joined.join("-")),
            self.name.1
        )
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
fn is_custom_property(text: &str) -> bool {
    text.len() > 2
        && text.len() <= 128
        && text.starts_with("--")
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// `[css.tokens]`: `name`, `rename`, `colors`.
fn token_css(
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

/// `[css.selectors] variant-on`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum VariantOn {
    /// Every part carries the variant.
    #[default]
    Part,
    /// Only the root does.
    Root,
}

/// The names a `part` or `root` template may hold.
pub(crate) const PART_SLOTS: &[Slot] = &[Slot::Component, Slot::Part];
/// The names a `variant` template may hold.
pub(crate) const VARIANT_SLOTS: &[Slot] = &[Slot::Component, Slot::Axis, Slot::Value];

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
fn is_layer_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name.split('.').all(|ident| {
            ident.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && ident
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        })
}

impl Default for Config {
    fn default() -> Self {
        Config {
            specs: vec![PathBuf::from("specs")],
            tokens: vec![PathBuf::from("tokens")],
            tokens_configured: false,
            token_options: TokenOptions::default(),
            framework: None,
            components: None,
            rules: RuleConfig::default(),
            schema: None,
            design: BTreeMap::new(),
            css: CssOptions::default(),
            a11y: A11yOptions::default(),
            baseline: None,
            test: TestOptions::default(),
        }
    }
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
fn css_options(origin: &str, value: &toml::Value) -> Result<CssOptions, ConfigError> {
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
                        match SelectorTemplate::parse(form, &[], &[]) {
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
fn css_selectors(
    origin: &str,
    table: &toml::map::Map<String, toml::Value>,
) -> Result<Selectors, ConfigError> {
    unknown_keys(origin, "css.selectors.", table.keys(), SELECTOR_KEYS)?;
    let mut selectors = Selectors::default();
    let template = |key: &str, slots: &[Slot], required: &[Slot], example: &str| {
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
    if let Some(part) = template("part", PART_SLOTS, &[Slot::Part], ".{component}__{part}")? {
        selectors.part = part;
    }
    selectors.root = template("root", PART_SLOTS, &[], ".{component}")?;
    if let Some(variant) = template(
        "variant",
        VARIANT_SLOTS,
        &[Slot::Value],
        ".{component}--{value}",
    )? {
        selectors.variant = variant;
    }
    match table.get("variant-on").map(|v| v.as_str()) {
        None => {}
        Some(Some("part")) => selectors.variant_on = VariantOn::Part,
        Some(Some("root")) => selectors.variant_on = VariantOn::Root,
        Some(_) => fail!(
            at_value(&["css", "selectors", "variant-on"]),
            "`css.selectors.variant-on` in `{origin}` must be \"part\" (every part carries the variant) or \"root\" (only the root does)"
        ),
    }
    Ok(selectors)
}

const SELECTOR_KEYS: &[&str] = &["part", "root", "variant", "variant-on"];

/// `[a11y]`: `surface` (one token reference) and `level`.
/// `[test]`: each prop expression must be one Rust expression (it is pasted into the
/// harness's source, so it must not be able to end the call it sits in).
fn test_options(origin: &str, value: &toml::Value) -> Result<TestOptions, ConfigError> {
    let table = value.as_table().or_fail(at_value(&["test"]), || {
        format!("`test` in `{origin}` must be a table")
    })?;
    unknown_keys(origin, "test.", table.keys(), TEST_KEYS)?;
    let mut options = TestOptions::default();
    if let Some(value) = table.get("stylesheets") {
        let paths = value
            .as_array()
            .or_fail(at_value(&["test", "stylesheets"]), || {
                format!("`test.stylesheets` in `{origin}` must be a list of paths")
            })?;
        for path in paths {
            let path = path
                .as_str()
                .or_fail(at_value(&["test", "stylesheets"]), || {
                    format!("`test.stylesheets` in `{origin}` must be a list of paths")
                })?;
            options.stylesheets.push(PathBuf::from(path));
        }
    }
    let Some(value) = table.get("props") else {
        return Ok(options);
    };
    let components = value.as_table().or_fail(at_value(&["test", "props"]), || {
        format!("`test.props` in `{origin}` must be a table of [test.props.<Component>] tables")
    })?;
    for (component, props) in components {
        let props = props.as_table().or_fail(at_value(&["test", "props", component]), || {
            format!("`test.props.{component}` in `{origin}` must be a table of prop = \"<Rust expression>\"")
        })?;
        for (prop, expression) in props {
            let place = || at_value(&["test", "props", component, prop]);
            // Kept as its tokens printed again, never as written: a comment or a line break in
            // the text (`ViewFn::from(|| ())  // }`) cannot reach the harness's own lines.
            let expression = expression
                .as_str()
                .filter(|e| e.len() <= MAX_TEST_EXPRESSION)
                .filter(|e| syn::parse_str::<syn::Expr>(e).is_ok())
                .and_then(|e| e.parse::<proc_macro2::TokenStream>().ok())
                .map(|tokens| tokens.to_string())
                .or_fail(place(), || {
                    format!("`test.props.{component}.{prop}` in `{origin}` must be one Rust expression (at most {MAX_TEST_EXPRESSION} bytes), in a string: `{prop} = \"vec![]\"`")
                })?;
            options
                .props
                .entry(component.clone())
                .or_default()
                .insert(prop.clone(), expression);
        }
    }
    Ok(options)
}

fn a11y_options(origin: &str, value: &toml::Value) -> Result<A11yOptions, ConfigError> {
    let table = value.as_table().or_fail(at_value(&["a11y"]), || {
        format!("`a11y` in `{origin}` must be a table")
    })?;
    unknown_keys(origin, "a11y.", table.keys(), A11Y_KEYS)?;
    let mut options = A11yOptions::default();
    if let Some(surface) = table.get("surface") {
        let reference = surface
            .as_str()
            .filter(|s| crate::reference::parse_curly(s).is_ok())
            .or_fail(at_value(&["a11y", "surface"]), || {
                format!("`a11y.surface` in `{origin}` must be one token reference, e.g. \"{{color.surface.default}}\"")
            })?;
        options.surface = Some(reference.to_owned());
    }
    if let Some(method) = table.get("contrast") {
        options.method = match method.as_str() {
            Some("wcag") => ContrastMethod::Wcag,
            Some("apca") => ContrastMethod::Apca,
            _ => fail!(
                at_value(&["a11y", "contrast"]),
                "`a11y.contrast` in `{origin}` must be \"wcag\" or \"apca\""
            ),
        };
    }
    if let Some(level) = table.get("level") {
        options.level = match level.as_str() {
            Some("AA") => WcagLevel::Aa,
            Some("AAA") => WcagLevel::Aaa,
            _ => fail!(
                at_value(&["a11y", "level"]),
                "`a11y.level` in `{origin}` must be \"AA\" or \"AAA\""
            ),
        };
    }
    Ok(options)
}

/// Parses `uispec.toml` text; `origin` names the file in messages.
pub fn parse_toml(origin: &str, text: &str) -> Result<Config, ConfigError> {
    let table: toml::Table = text.parse().map_err(|error: toml::de::Error| {
        let at = error
            .span()
            .map(|span| {
                let at = SourceFile::new(origin, text).line_col(span.start);
                format!(":{}:{}", at.line, at.column)
            })
            .unwrap_or_default();
        ConfigError {
            span: error.span(),
            ..ConfigError::new(format!(
                "invalid TOML in `{origin}{at}`: {}",
                error.message()
            ))
        }
    })?;
    let mut config = from_table(origin, &table).map_err(|error| error.located(text))?;
    if config.a11y.surface.is_some()
        && let Some(span) = at_value(&["a11y", "surface"]).span_in(text)
    {
        let file = std::sync::Arc::new(SourceFile::new(origin, text));
        config.a11y.surface_at = Some(SettingAt(crate::diagnostics::Location::new(&file, span)));
    }
    Ok(config)
}

/// Reads the configuration keys of `table` (a parsed `uispec.toml`, or a Cargo.toml
/// `metadata.uispec` table); `origin` names it in messages.
pub fn from_table(origin: &str, table: &toml::Table) -> Result<Config, ConfigError> {
    unknown_keys(origin, "", table.keys(), KEYS)?;
    let mut config = Config::default();
    if let Some(value) = table.get("specs") {
        config.specs = paths(origin, "specs", value)?;
    }
    if let Some(value) = table.get("components") {
        config.components = Some(paths(origin, "components", value)?);
    }
    if let Some(value) = table.get("schema") {
        let path = value.as_str().or_fail(at_value(&["schema"]), || {
            format!("`schema` in `{origin}` must be a path to a JSON Schema")
        })?;
        if let Some((scheme, _)) = path.split_once("://") {
            return Err(ConfigError::at(
                at_value(&["schema"]),
                format!(
                    "`schema` in `{origin}` is a `{scheme}` address: uispec reads the organisation \
                 schema from a local file and never downloads one; save it in the project and \
                 name the file"
                ),
            ));
        }
        config.schema = Some(PathBuf::from(path));
    }
    if let Some(value) = table.get("framework") {
        config.framework = match value.as_str() {
            Some("auto") => None,
            Some(name) if Framework::from_name(name).is_some() => Framework::from_name(name),
            _ => fail!(
                at_value(&["framework"]),
                "`framework` in `{origin}` must be \"auto\", \"leptos\", \"dioxus\" or \"yew\""
            ),
        };
    }
    if let Some(value) = table.get("level") {
        config.rules.level = value
            .as_str()
            .and_then(Level::from_name)
            .or_fail(at_value(&["level"]), || {
                format!("`level` in `{origin}` must be \"basic\", \"standard\" or \"strict\"")
            })?;
    }
    if let Some(value) = table.get("rules") {
        let rules = value.as_table().or_fail(at_value(&["rules"]), || {
            format!(
                "`rules` in `{origin}` must be a table of rule = \"allow\" | \"warn\" | \"deny\""
            )
        })?;
        for (id, setting) in rules {
            let setting = setting
                .as_str()
                .and_then(RuleSetting::from_name)
                .or_fail(at_value(&["rules", id]), || {
                    format!("`rules.{id}` in `{origin}` must be \"allow\", \"warn\" or \"deny\"")
                })?;
            config.rules.set(id, setting).map_err(|error| {
                ConfigError::at(
                    at_key(&["rules", id]),
                    format!("`rules` in `{origin}`: {error}"),
                )
            })?;
        }
    }
    if let Some(value) = table.get("design") {
        let links = value.as_table().or_fail(at_value(&["design"]), || {
            format!("`design` in `{origin}` must be a table of SpecName = \"<Figma link>\"")
        })?;
        for (name, link) in links {
            let link = link.as_str().or_fail(at_value(&["design", name]), || {
                format!("`design.{name}` in `{origin}` must be a Figma link")
            })?;
            config.design.insert(name.clone(), link.to_owned());
        }
    }
    if let Some(value) = table.get("css") {
        config.css = css_options(origin, value)?;
    }
    if let Some(value) = table.get("a11y") {
        config.a11y = a11y_options(origin, value)?;
    }
    if let Some(value) = table.get("test") {
        config.test = test_options(origin, value)?;
    }
    if let Some(value) = table.get("validate") {
        let validate = value.as_table().or_fail(at_value(&["validate"]), || {
            format!("`validate` in `{origin}` must be a table")
        })?;
        unknown_keys(origin, "validate.", validate.keys(), VALIDATE_KEYS)?;
        if let Some(value) = validate.get("baseline") {
            let path = value
                .as_str()
                .filter(|path| !path.is_empty())
                .or_fail(at_value(&["validate", "baseline"]), || {
                    format!("`validate.baseline` in `{origin}` must be the path of a baseline file, e.g. \"uispec-baseline.json\"")
                })?;
            config.baseline = Some(PathBuf::from(path));
        }
    }
    match table.get("tokens") {
        Some(toml::Value::Table(tokens)) => {
            unknown_keys(origin, "tokens.", tokens.keys(), TOKEN_KEYS)?;
            if let Some(value) = tokens.get("paths") {
                config.tokens = paths(origin, "tokens.paths", value)?;
                config.tokens_configured = true;
            }
            if let Some(value) = tokens.get("policy") {
                config.token_options.policy = match value.as_str() {
                    Some("all") => Policy::All,
                    Some("any") => Policy::Any,
                    Some("default") => Policy::Default,
                    _ => {
                        fail!(
                            at_value(&["tokens", "policy"]),
                            "`tokens.policy` in `{origin}` must be \"all\", \"any\" or \"default\""
                        )
                    }
                };
            }
            if let Some(value) = tokens.get("compat") {
                config.token_options.compat = value
                    .as_bool()
                    .or_fail(at_value(&["tokens", "compat"]), || {
                        format!("`tokens.compat` in `{origin}` must be true or false")
                    })?;
            }
        }
        Some(value) => {
            config.tokens = paths(origin, "tokens", value)?;
            config.tokens_configured = true;
        }
        None => {}
    }
    Ok(config)
}

fn unknown_keys<'a>(
    origin: &str,
    prefix: &str,
    keys: impl Iterator<Item = &'a String>,
    known: &[&str],
) -> Result<(), ConfigError> {
    for name in keys {
        if !known.contains(&name.as_str()) {
            let hint = match did_you_mean(name, known) {
                Some(name) => format!("did you mean `{prefix}{name}`?"),
                None => {
                    let keys: Vec<String> = known.iter().map(|k| format!("{prefix}{k}")).collect();
                    let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
                    format!("the keys are {}", crate::reader::list(&keys))
                }
            };
            let mut path: Vec<&str> = prefix.split('.').filter(|s| !s.is_empty()).collect();
            path.push(name.as_str());
            fail!(
                at_key(&path),
                "unknown key `{prefix}{name}` in `{origin}`: {hint}"
            );
        }
    }
    Ok(())
}

fn paths(file: &str, key: &str, value: &toml::Value) -> Result<Vec<PathBuf>, ConfigError> {
    let strings = match value {
        toml::Value::String(path) => Some(vec![PathBuf::from(path)]),
        toml::Value::Array(items) => items
            .iter()
            .map(|item| item.as_str().map(PathBuf::from))
            .collect(),
        _ => None,
    };
    let path: Vec<&str> = key.split('.').collect();
    strings.or_fail(at_value(&path), || {
        format!("`{key}` in `{file}` must be a path or an array of paths, e.g. {key} = [\"specs\"]")
    })
}

/// The framework a crate depends on (the macro's last resort): exactly one of
/// `leptos`, `dioxus` and `yew` among the `[dependencies]` of `manifest_dir/Cargo.toml`
/// (renamed ones by their `package`). `Ok(None)` for none or several; `Err` when the
/// manifest cannot be read.
pub fn dependency_framework(
    manifest_dir: &std::path::Path,
) -> Result<Option<Framework>, ConfigError> {
    let path = manifest_dir.join("Cargo.toml");
    let text = crate::confine::read_text(&path).map_err(ConfigError::new)?;
    let manifest: toml::Table = text.parse().map_err(|error: toml::de::Error| {
        ConfigError::new(format!(
            "invalid TOML in `{}`: {}",
            path.display(),
            error.message()
        ))
    })?;
    let Some(dependencies) = manifest.get("dependencies").and_then(toml::Value::as_table) else {
        return Ok(None);
    };
    let mut found = dependencies.iter().filter_map(|(key, value)| {
        let package = value.get("package").and_then(toml::Value::as_str);
        Framework::from_name(package.unwrap_or(key))
    });
    Ok(match (found.next(), found.next()) {
        (Some(framework), None) => Some(framework),
        _ => None,
    })
}

/// Which permutations a reference must resolve in (`[tokens] policy`): with a resolver, a reference may be missing
/// from some of its permutations (themes, modes) on purpose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Policy {
    /// In every permutation (the default).
    #[default]
    All,
    /// In at least one.
    Any,
    /// In the default permutation.
    Default,
}

/// How tokens are read (`[tokens]` in uispec.toml).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TokenOptions {
    /// Which resolver permutations a reference must resolve in.
    pub policy: Policy,
    /// Also read Style Dictionary and Tokens Studio files.
    pub compat: bool,
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    /// The text an error's span covers.
    fn spanned(text: &str) -> (String, String) {
        let error = parse_toml("uispec.toml", text).unwrap_err();
        let span = error.span.clone().expect("a located error");
        (text[span].to_owned(), error.message)
    }

    #[test]
    fn errors_point_at_their_key_or_value() {
        let text = "specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\npolicy = \"some\"\n";
        assert_eq!(spanned(text).0, "\"some\"");
        assert_eq!(spanned("levle = \"strict\"\n").0, "levle");
        assert_eq!(spanned("[tokens]\npolicyy = \"all\"\n").0, "policyy");
        let (at, message) = spanned("[rules]\ntoken-deprecatd = \"allow\"\n");
        assert_eq!(at, "token-deprecatd", "{message}");
        assert_eq!(
            spanned("[css.theme]\ndark = \"@media x { }\"\n").0,
            "\"@media x { }\""
        );
        assert_eq!(spanned("specs = 3\n").0, "3");
        // A syntax error is where the TOML parser says.
        assert_eq!(spanned("specs = [\n").0, "");
        // Not from text: no place.
        let table: toml::Table = "levle = 1".parse().unwrap();
        assert_eq!(from_table("Cargo.toml", &table).unwrap_err().span, None);
    }

    /// Issue 51: an expression ending in a line comment passed the one-expression check (syn
    /// drops comments) and commented out the rest of the harness's line.
    #[test]
    fn a_prop_expression_is_kept_as_its_tokens_without_comments() {
        let text = "[test.props.Tabs]\nchildren = \"ViewFn::from(|| ())  // }\"\nlabel = \"String::from( /* x */ \\\"a\\\" )\"\n";
        let config = parse_toml("uispec.toml", text).unwrap();
        let props = &config.test.props["Tabs"];
        for expression in props.values() {
            assert!(
                !expression.contains("//") && !expression.contains("/*"),
                "{expression}"
            );
            assert!(!expression.contains('\n'), "{expression}");
            assert!(
                syn::parse_str::<syn::Expr>(expression).is_ok(),
                "{expression}"
            );
        }
        assert_eq!(props["label"], "String :: from (\"a\")");
    }

    #[test]
    fn framework_from_dependencies() {
        let dir = tempfile::tempdir().unwrap();
        let with = |deps: &str| {
            std::fs::write(
                dir.path().join("Cargo.toml"),
                format!("[package]\nname = \"ui\"\n\n[dependencies]\n{deps}"),
            )
            .unwrap();
            dependency_framework(dir.path()).unwrap()
        };
        assert_eq!(
            with("leptos = \"0.8\"\nserde = \"1\"\n"),
            Some(Framework::Leptos)
        );
        assert_eq!(
            with("ui = { package = \"dioxus\", version = \"0.7\" }\n"),
            Some(Framework::Dioxus)
        );
        assert_eq!(
            with("leptos = \"0.8\"\nyew = \"0.23\"\n"),
            None,
            "two frameworks decide nothing"
        );
        assert_eq!(with("serde = \"1\"\n"), None);
        assert!(dependency_framework(&dir.path().join("missing")).is_err());
    }

    #[test]
    fn every_key_with_its_default() {
        assert_eq!(parse_toml("uispec.toml", "").unwrap(), Config::default());
        let config = parse_toml(
            "uispec.toml",
            "specs = \"design/specs\"\ncomponents = [\"crates/ui/src\"]\nframework = \"dioxus\"\nlevel = \"strict\"\nschema = \"org.json\"\n[tokens]\npaths = [\"a\", \"b\"]\npolicy = \"any\"\ncompat = true\n[rules]\ntoken-deprecated = \"deny\"\n",
        )
        .unwrap();
        assert_eq!(config.specs, vec![PathBuf::from("design/specs")]);
        assert_eq!(
            config.components,
            Some(vec![PathBuf::from("crates/ui/src")])
        );
        assert_eq!(config.framework, Some(Framework::Dioxus));
        assert_eq!(config.rules.level, Level::Strict);
        assert_eq!(
            config.rules.settings.get("token-deprecated"),
            Some(&RuleSetting::Deny)
        );
        assert_eq!(config.schema, Some(PathBuf::from("org.json")));
        assert_eq!(config.tokens, vec![PathBuf::from("a"), PathBuf::from("b")]);
        assert!(config.tokens_configured);
        assert_eq!(
            config.token_options,
            TokenOptions {
                policy: Policy::Any,
                compat: true
            }
        );
        let config = parse_toml("uispec.toml", "tokens = \"t\"\nframework = \"auto\"\n").unwrap();
        assert_eq!(config.tokens, vec![PathBuf::from("t")]);
        assert!(config.framework.is_none());
    }

    #[test]
    fn mistakes_name_the_file_the_key_and_a_fix() {
        let error = |text: &str| parse_toml("uispec.toml", text).unwrap_err().to_string();
        assert!(
            error("specs = [\"a\"]\nlevel = \n").starts_with("invalid TOML in `uispec.toml:2:")
        );
        assert!(
            error("specs = 3")
                .contains("`specs` in `uispec.toml` must be a path or an array of paths")
        );
        assert_eq!(
            error("levle = \"strict\""),
            "unknown key `levle` in `uispec.toml`: did you mean `level`?"
        );
        assert_eq!(
            error("[tokens]\npolcy = \"any\""),
            "unknown key `tokens.polcy` in `uispec.toml`: did you mean `tokens.policy`?"
        );
        assert!(
            error("level = \"pedantic\"").contains("must be \"basic\", \"standard\" or \"strict\"")
        );
        assert!(error("framework = \"react\"").contains("`framework`"));
        assert!(error("[tokens]\npolicy = \"some\"\n").contains("`tokens.policy`"));
        assert_eq!(
            error("[rules]\ntoken-deprecatd = \"deny\""),
            "`rules` in `uispec.toml`: unknown rule `token-deprecatd`; did you mean `token-deprecated`?"
        );
        assert!(
            error("[rules]\ntoken-deprecated = \"off\"")
                .contains("must be \"allow\", \"warn\" or \"deny\"")
        );
    }

    #[test]
    fn at_rules_are_read_by_their_grammar() {
        for good in [
            "@media (prefers-color-scheme: dark)",
            "@media (width >= 600px) and (prefers-contrast: more)",
            "@media print, screen",
            "@supports (display: grid) and (not (display: inline-grid))",
            "@container sidebar (min-width: 400px)",
            "@media [data-x=\"a)b\"]",
        ] {
            assert_eq!(at_rule_problem(good), None, "{good}");
        }
        for bad in [
            "@media (a",
            "@media a)",
            "@media (a]",
            "@media 'a",
            "@media a { b",
            "@media a; b",
            "@media url(x)",
            "@media /* x */",
            "@media </style>",
            "@mediax",
            "@font-face",
            "media x",
        ] {
            assert!(at_rule_problem(bad).is_some(), "{bad}");
        }
    }
}
