//! `[test]`: what `uispec test` renders components with.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::*;

/// The keys of `[test]`.
pub(super) const TEST_KEYS: &[&str] = &["props", "stylesheets"];

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
pub(super) const MAX_TEST_EXPRESSION: usize = 2_000;

/// `[a11y]`: `surface` (one token reference) and `level`.
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
