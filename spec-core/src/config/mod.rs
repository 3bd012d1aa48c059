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
//! selectors.state-on = "root"               # the [css.states] forms on the block too
//! selectors.axes.look = "[data-look={value}]" # one axis marked its own way
//! selectors.names.CardHeader = "card__header" # what {component} stands for, by spec
//! states.checked = [".{component}--checked"] # a state's selectors, replacing the built-in ones
//!
//! [a11y]                       # the contrast rules
//! surface = "{color.surface.default}"  # what shows behind a component (resolved per theme)
//! contrast = "wcag"              # or "apca" (Lc thresholds, docs/accessibility.md)
//! level = "AA"                 # AA | AAA
//! ```
//!
//! Unknown keys are errors with a "did you mean", like unknown keys in specs: a misspelt
//! `levle = "strict"` must not silently validate at the default level.
//!
//! One file per concern: this one reads the top-level table and `[tokens]`; `css.rs` reads
//! `[css]` (the markup convention, the token names, the layer), `a11y.rs` `[a11y]`, `test.rs`
//! `[test]`, and `error.rs` says where in the text an error is.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::SourceFile;
use crate::framework::Framework;
use crate::levels::{Level, RuleConfig, RuleSetting};
use crate::reader::did_you_mean;

/// `bail!` for configuration errors, at a [`Place`].
macro_rules! fail {
    ($place:expr, $($arg:tt)*) => {
        return Err(ConfigError::at($place, format!($($arg)*)))
    };
}

mod a11y;
mod css;
mod error;
mod test;

pub use a11y::*;
pub use css::*;
pub use error::*;
pub use test::*;

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

/// The keys of `[tokens]`.
const TOKEN_KEYS: &[&str] = &["paths", "policy", "compat"];

/// The keys of `[validate]`.
const VALIDATE_KEYS: &[&str] = &["baseline"];

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

/// Parses `uispec.toml` text; `origin` names the file in messages.
pub fn parse_toml(origin: &str, text: &str) -> Result<Config, ConfigError> {
    let table: toml::Table = text
        .parse()
        .map_err(|error: toml::de::Error| ConfigError::toml(origin, text, &error))?;
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
    let shown = path.display().to_string();
    let manifest: toml::Table = text
        .parse()
        .map_err(|error: toml::de::Error| ConfigError::toml(&shown, &text, &error))?;
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

/// `text` as a TOML basic string, whatever it holds: quotes and backslashes escaped, and every
/// control character (DEL included) as `\\uXXXX`. The one way uispec writes a string into a
/// TOML file (uispec.toml lines, the harness's manifest).
pub fn toml_string(text: &str) -> String {
    let mut quoted = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            c if c.is_control() => {
                let _ =
                    std::fmt::Write::write_fmt(&mut quoted, format_args!("\\u{:04X}", c as u32));
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
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
    fn what_a_library_needs_to_render() {
        let text = "[test]\nfeatures = [\"ssr\", \"icons-lucide\"]\ndependencies = [\"time\", \"leptos-use/ssr\"]\n\
                    wrapper = \"<ConfigProvider> {children} </ConfigProvider> // }\"\n\
                    [test.wrappers]\nTab = \"<TabList>{children}</TabList>\"\n\
                    [test.generics]\nSelect = \"String\"\nTable = \"Vec<Row>, 8\"\n";
        let config = parse_toml("uispec.toml", text).unwrap();
        let test = &config.test;
        assert_eq!(test.generics["Select"], "String");
        assert_eq!(test.generics["Table"], "Vec < Row >, 8");
        assert_eq!(test.features, ["ssr", "icons-lucide"]);
        assert_eq!(test.dependencies, ["time", "leptos-use/ssr"]);
        // Tokens printed again: the comment is gone, `{children}` is the placeholder's form.
        assert_eq!(
            test.wrapper.as_deref(),
            Some("< ConfigProvider > __uispec_children__ </ ConfigProvider >")
        );
        assert!(test.wrappers["Tab"].contains(WRAPPED));
        // Names cargo could read as more than a name, and markup without one place for the
        // component, are refused at their key.
        for bad in [
            "[test]\nfeatures = [\"ssr\\\"]\\nevil = {\"]\n",
            "[test]\ndependencies = [\"a b\"]\n",
            "[test]\ndependencies = [\"a/b/c\"]\n",
            "[test]\ndependencies = [\"/ssr\"]\n",
            "[test]\nfeatures = [\"dep/feature\"]\n",
            "[test]\nwrapper = \"<Provider></Provider>\"\n",
            "[test]\nwrapper = \"<A>{children}</A><B>{children}</B>\"\n",
            "[test]\nwrapper = \"<A>{children}</A>)\"\n",
            "[test.generics]\nSelect = \"\"\n",
            "[test.generics]\nSelect = \"String> + fn evil() {<T\"\n",
            "[test.generics]\nSelect = 3\n",
        ] {
            let error = parse_toml("uispec.toml", bad).unwrap_err();
            assert!(error.span.is_some(), "{bad}: {error}");
        }
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
