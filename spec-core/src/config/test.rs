//! `[test]`: what `uispec test` renders components with.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::*;

/// The keys of `[test]`.
pub(super) const TEST_KEYS: &[&str] = &[
    "props",
    "stylesheets",
    "features",
    "dependencies",
    "wrapper",
    "wrappers",
    "generics",
    "baselines",
];

/// The keys of `[test.baselines]` and of each `[test.baselines.components.<Component>]`.
const BASELINE_KEYS: &[&str] = &["folder", "threshold", "pixels", "components"];
const TOLERANCE_KEYS: &[&str] = &["threshold", "pixels"];

/// `[test]`: what `uispec test` needs from the project.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct TestOptions {
    /// `[test.props.<Component>]`: `prop = "<Rust expression>"`, the value the harness gives a
    /// prop of a type uispec cannot build (`options = "vec![SelectOption::new(\"a\", \"A\")]"`).
    /// Each parsed as one Rust expression when read.
    pub props: BTreeMap<String, BTreeMap<String, String>>,
    /// `stylesheets`: the library's or application's own stylesheets, loaded before the
    /// generated one on every page (a library's CSS, what a tokenMapping cannot say): paths or
    /// globs (`style/components/*.css`), relative to the project root.
    pub stylesheets: Vec<PathBuf>,
    /// `features`: the crate's features the harness turns on (a library whose server
    /// rendering, or style injection, is behind its own `ssr` feature).
    pub features: Vec<String>,
    /// `dependencies`: other crates the `[test.props]` expressions and wrappers name (`time`,
    /// an icon crate), at the version the workspace's lock file has; `crate/feature` turns on
    /// a feature of one, as an application does (`leptos-use/ssr`: a dependency of the
    /// library that renders on a server only with it).
    pub dependencies: Vec<String>,
    /// `wrapper`: markup in the framework's syntax around every render, `{children}` where the
    /// component goes (a configuration provider: `<ConfigProvider>{children}</ConfigProvider>`).
    /// Kept as its tokens printed again.
    pub wrapper: Option<String>,
    /// `[test.wrappers]`: `<Component> = "<markup>"`, around that component's renders, inside
    /// [`TestOptions::wrapper`] (a part inside its parent: `<TabList>{children}</TabList>`).
    pub wrappers: BTreeMap<String, String>,
    /// `[test.generics]`: `<Component> = "<type arguments>"`, what a generic component is
    /// rendered with (`Select = "String"`, `Table = "Row, 8"`). Each parsed as the arguments
    /// between `<` and `>` when read, and kept as its tokens printed again.
    pub generics: BTreeMap<String, String>,
    /// `[test.baselines]`: where the visual baselines live and how much a picture may differ.
    pub baselines: Baselines,
}

/// `[test.baselines]`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Baselines {
    /// `folder`: relative to the project root, inside it (default `uispec-baselines`).
    pub folder: PathBuf,
    /// `threshold` and `pixels` for every component.
    pub tolerance: Tolerance,
    /// `[test.baselines.components.<Component>]`: a component's own.
    pub components: BTreeMap<String, Tolerance>,
}

impl Default for Baselines {
    fn default() -> Self {
        Baselines {
            folder: PathBuf::from("uispec-baselines"),
            tolerance: Tolerance::default(),
            components: BTreeMap::new(),
        }
    }
}

impl Baselines {
    /// The tolerance of the component `name`: its own, else the project's.
    pub fn tolerance(&self, name: &str) -> Tolerance {
        self.components.get(name).copied().unwrap_or(self.tolerance)
    }
}

/// How much a picture may differ from its baseline and still be the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tolerance {
    /// `threshold`, in thousandths: how far apart two colours may be (0 to 1000, YIQ
    /// distance, as pixelmatch measures it) before their pixel differs. Default 100 (0.1).
    pub threshold_milli: u16,
    /// `pixels`: how many pixels may differ (anti-aliased ones never count). Default 0.
    pub pixels: u64,
}

impl Default for Tolerance {
    fn default() -> Self {
        Tolerance {
            threshold_milli: 100,
            pixels: 0,
        }
    }
}

impl Tolerance {
    /// The threshold, 0 to 1.
    pub fn threshold(&self) -> f64 {
        f64::from(self.threshold_milli) / 1000.0
    }
}

/// Where a wrapper's `{children}` is, in its text as kept.
pub const WRAPPED: &str = "__uispec_children__";

/// The longest expression `[test.props]` takes: one line a project writes, not a program.
pub(super) const MAX_TEST_EXPRESSION: usize = 2_000;

/// `[test]`: each prop expression must be one Rust expression (it is pasted into the
/// harness's source, so it must not be able to end the call it sits in).
pub(super) fn test_options(origin: &str, value: &toml::Value) -> Result<TestOptions, ConfigError> {
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
    // Names pasted into the harness's `Cargo.toml`: cargo's own grammar, nothing else (a
    // dependency may name one of its features: `leptos-use/ssr`).
    let cargo_name = |n: &str| {
        !n.is_empty()
            && n.len() <= 64
            && n.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"_-+.".contains(&b))
    };
    let names = |key: &str, what: &str| -> Result<Vec<String>, ConfigError> {
        let Some(value) = table.get(key) else {
            return Ok(Vec::new());
        };
        let message = || {
            format!("`test.{key}` in `{origin}` must be a list of {what}, e.g. {key} = [\"ssr\"]")
        };
        let list = value
            .as_array()
            .or_fail(at_value(&["test", key]), message)?;
        list.iter()
            .map(|name| {
                name.as_str()
                    .filter(|n| match n.split_once('/') {
                        Some((krate, feature)) if key == "dependencies" => {
                            cargo_name(krate) && cargo_name(feature)
                        }
                        _ => cargo_name(n),
                    })
                    .map(str::to_owned)
                    .or_fail(at_value(&["test", key]), message)
            })
            .collect()
    };
    options.features = names("features", "feature names")?;
    options.dependencies = names("dependencies", "crate names")?;
    if let Some(value) = table.get("wrapper") {
        options.wrapper = Some(wrapper(
            origin,
            "test.wrapper",
            value,
            &["test", "wrapper"],
        )?);
    }
    if let Some(value) = table.get("wrappers") {
        let wrappers = value
            .as_table()
            .or_fail(at_value(&["test", "wrappers"]), || {
                format!(
                    "`test.wrappers` in `{origin}` must be a table of <Component> = \"<markup>\""
                )
            })?;
        for (component, value) in wrappers {
            let key = format!("test.wrappers.{component}");
            let markup = wrapper(origin, &key, value, &["test", "wrappers", component])?;
            options.wrappers.insert(component.clone(), markup);
        }
    }
    if let Some(value) = table.get("generics") {
        let generics = value
            .as_table()
            .or_fail(at_value(&["test", "generics"]), || {
                format!(
                    "`test.generics` in `{origin}` must be a table of <Component> = \"<type arguments>\""
                )
            })?;
        for (component, value) in generics {
            let arguments = value
                .as_str()
                .filter(|text| text.len() <= MAX_TEST_EXPRESSION)
                .filter(|text| {
                    syn::parse_str::<syn::AngleBracketedGenericArguments>(&format!("<{text}>"))
                        .is_ok_and(|arguments| !arguments.args.is_empty())
                })
                .and_then(|text| text.parse::<proc_macro2::TokenStream>().ok())
                .map(|tokens| tokens.to_string())
                .or_fail(at_value(&["test", "generics", component]), || {
                    format!("`test.generics.{component}` in `{origin}` must be the type arguments of a generic component, as between `<` and `>` (at most {MAX_TEST_EXPRESSION} bytes), e.g. {component} = \"String\"")
                })?;
            options.generics.insert(component.clone(), arguments);
        }
    }
    if let Some(value) = table.get("baselines") {
        options.baselines = baselines(origin, value)?;
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

/// A wrapper: markup with one `{children}`, kept as its tokens printed again (balanced
/// delimiters, no comment), so it cannot reach past the macro call it is pasted into; the
/// `{children}` is kept as [`WRAPPED`].
fn wrapper(
    origin: &str,
    key: &str,
    value: &toml::Value,
    at: &[&str],
) -> Result<String, ConfigError> {
    value
        .as_str()
        .filter(|text| text.len() <= MAX_TEST_EXPRESSION)
        .and_then(|text| text.parse::<proc_macro2::TokenStream>().ok())
        .and_then(|tokens| {
            let mut found = 0;
            let marked = mark_children(tokens, &mut found);
            (found == 1).then(|| marked.to_string())
        })
        .or_fail(at_value(at), || {
            format!("`{key}` in `{origin}` must be markup with one `{{children}}` where the component goes (at most {MAX_TEST_EXPRESSION} bytes), e.g. \"<ConfigProvider>{{children}}</ConfigProvider>\"")
        })
}

/// `tokens` with each `{children}` group replaced by the ident [`WRAPPED`], counted in `found`.
fn mark_children(tokens: proc_macro2::TokenStream, found: &mut usize) -> proc_macro2::TokenStream {
    use proc_macro2::{Delimiter, Group, Ident, TokenTree};
    tokens
        .into_iter()
        .map(|tree| match tree {
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                let placeholder = group.delimiter() == Delimiter::Brace
                    && matches!(inner.as_slice(), [TokenTree::Ident(name)] if name == "children");
                if placeholder {
                    *found += 1;
                    TokenTree::Ident(Ident::new(WRAPPED, group.span()))
                } else {
                    let mut marked =
                        Group::new(group.delimiter(), mark_children(group.stream(), found));
                    marked.set_span(group.span());
                    TokenTree::Group(marked)
                }
            }
            other => other,
        })
        .collect()
}

/// `[test.baselines]`: a folder inside the project, and tolerances in range.
fn baselines(origin: &str, value: &toml::Value) -> Result<Baselines, ConfigError> {
    let table = value
        .as_table()
        .or_fail(at_value(&["test", "baselines"]), || {
            format!("`test.baselines` in `{origin}` must be a table")
        })?;
    unknown_keys(origin, "test.baselines.", table.keys(), BASELINE_KEYS)?;
    let mut baselines = Baselines::default();
    if let Some(folder) = table.get("folder") {
        let path = folder
            .as_str()
            .map(PathBuf::from)
            .filter(|path| {
                !path.as_os_str().is_empty()
                    && path.components().all(|c| matches!(c, std::path::Component::Normal(_)))
            })
            .or_fail(at_value(&["test", "baselines", "folder"]), || {
                format!("`test.baselines.folder` in `{origin}` must be a relative path inside the project, without `..` (e.g. \"uispec-baselines\")")
            })?;
        baselines.folder = path;
    }
    baselines.tolerance = tolerance(origin, table, &["test", "baselines"], Tolerance::default())?;
    if let Some(components) = table.get("components") {
        let components = components
            .as_table()
            .or_fail(at_value(&["test", "baselines", "components"]), || {
                format!("`test.baselines.components` in `{origin}` must be a table of [test.baselines.components.<Component>] tables")
            })?;
        for (name, value) in components {
            let place = ["test", "baselines", "components", name.as_str()];
            let own = value.as_table().or_fail(at_value(&place), || {
                format!("`test.baselines.components.{name}` in `{origin}` must be a table of `threshold` and `pixels`")
            })?;
            unknown_keys(
                origin,
                &format!("test.baselines.components.{name}."),
                own.keys(),
                TOLERANCE_KEYS,
            )?;
            let own = tolerance(origin, own, &place, baselines.tolerance)?;
            baselines.components.insert(name.clone(), own);
        }
    }
    Ok(baselines)
}

/// `threshold` (0 to 1) and `pixels` of `table` at `place`, each `given` when absent.
fn tolerance(
    origin: &str,
    table: &toml::Table,
    place: &[&str],
    given: Tolerance,
) -> Result<Tolerance, ConfigError> {
    let mut tolerance = given;
    let at = |key: &'static str| -> Vec<&str> { place.iter().copied().chain([key]).collect() };
    let dotted = place.join(".");
    if let Some(value) = table.get("threshold") {
        let threshold = (value.as_float().or_else(|| value.as_integer().map(|i| i as f64)))
            .filter(|t| (0.0..=1.0).contains(t))
            .or_fail(at_value(&at("threshold")), || {
                format!("`{dotted}.threshold` in `{origin}` must be a number from 0 to 1 (how far apart two colours may be; 0.1 by default)")
            })?;
        tolerance.threshold_milli = (threshold * 1000.0).round() as u16;
    }
    if let Some(value) = table.get("pixels") {
        let pixels = (value.as_integer())
            .and_then(|p| u64::try_from(p).ok())
            .or_fail(at_value(&at("pixels")), || {
                format!(
                    "`{dotted}.pixels` in `{origin}` must be a whole number of pixels, 0 or more"
                )
            })?;
        tolerance.pixels = pixels;
    }
    Ok(tolerance)
}
