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
];

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
