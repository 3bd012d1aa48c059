//! The project: its root directory and the parts of its configuration the commands need.
//!
//! Discovery (DESIGN §3): `--project DIR`, else the nearest ancestor of the current directory
//! with a `uispec.toml`, else the root of the enclosing Cargo workspace, else the current
//! directory. Only `uispec.toml` is read so far, and only the keys the implemented commands use
//! (`specs`, `tokens`, `framework`); other keys are accepted and left to the commands that need
//! them.

use std::path::{Component, Path, PathBuf};

use anyhow::{Context, bail};
use uispec_core::SourceFile;
use uispec_core::code::Framework;
use uispec_core::tokens::{Policy, TokenOptions};

use crate::args::GlobalOpts;

/// The configuration file name at a project root.
pub(crate) const CONFIG_FILE: &str = "uispec.toml";

/// A discovered project.
#[derive(Debug)]
pub(crate) struct Project {
    /// Absolute project root.
    pub(crate) root: PathBuf,
    /// Configuration, with defaults for what `uispec.toml` does not say.
    pub(crate) config: Config,
}

impl Project {
    /// Where new specs go: the first `specs` entry of uispec.toml that is a directory (not a
    /// `.json` file), else `specs/`.
    pub(crate) fn specs_dir(&self) -> PathBuf {
        let configured = self
            .config
            .specs
            .iter()
            .find(|path| path.extension().is_none_or(|ext| ext != "json"));
        absolute(
            &self.root,
            configured.map_or(Path::new("specs"), PathBuf::as_path),
        )
    }
}

/// The configuration keys the commands use; paths are relative to the project root.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Config {
    /// Spec directories or files (`specs`), default `["specs"]`.
    pub(crate) specs: Vec<PathBuf>,
    /// Token files or directories (`tokens`, or `[tokens] paths`), default `["tokens"]`.
    pub(crate) tokens: Vec<PathBuf>,
    /// Whether `tokens` was configured (a missing default directory is no error).
    pub(crate) tokens_configured: bool,
    /// `[tokens] policy` and `compat`.
    pub(crate) token_options: TokenOptions,
    /// `framework`: `None` for `auto` (detected per component).
    pub(crate) framework: Option<Framework>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            specs: vec![PathBuf::from("specs")],
            tokens: vec![PathBuf::from("tokens")],
            tokens_configured: false,
            token_options: TokenOptions::default(),
            framework: None,
        }
    }
}

/// The current directory, absolute.
pub(crate) fn current_dir() -> anyhow::Result<PathBuf> {
    std::env::current_dir().context("cannot read the current directory")
}

/// Finds the project for a command that works inside an existing project.
pub(crate) fn discover(global: &GlobalOpts) -> anyhow::Result<Project> {
    let cwd = current_dir()?;
    let root = match &global.project {
        Some(dir) => {
            let dir = absolute(&cwd, dir);
            if !dir.is_dir() {
                bail!("project directory `{}` does not exist", dir.display());
            }
            dir
        }
        None => find_root(&cwd),
    };
    let config = load_config(&root)?;
    Ok(Project { root, config })
}

fn find_root(cwd: &Path) -> PathBuf {
    if let Some(dir) = cwd.ancestors().find(|dir| dir.join(CONFIG_FILE).is_file()) {
        return dir.to_path_buf();
    }
    let manifests: Vec<&Path> = cwd
        .ancestors()
        .filter(|dir| dir.join("Cargo.toml").is_file())
        .collect();
    let workspace = manifests.iter().rev().find(|dir| {
        std::fs::read_to_string(dir.join("Cargo.toml"))
            .is_ok_and(|text| text.lines().any(|line| line.trim() == "[workspace]"))
    });
    workspace
        .or(manifests.first())
        .map_or_else(|| cwd.to_path_buf(), |dir| dir.to_path_buf())
}

/// Reads `uispec.toml` at `root`, if there is one.
pub(crate) fn load_config(root: &Path) -> anyhow::Result<Config> {
    let path = root.join(CONFIG_FILE);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Config::default()),
        Err(error) => {
            return Err(error).with_context(|| format!("cannot read `{}`", path.display()));
        }
    };
    parse_config(&path.display().to_string(), &text)
}

fn parse_config(path: &str, text: &str) -> anyhow::Result<Config> {
    let table: toml::Table = toml::from_str(text).map_err(|error| {
        let at = error
            .span()
            .map(|span| {
                let at = SourceFile::new(path, text).line_col(span.start);
                format!(":{}:{}", at.line, at.column)
            })
            .unwrap_or_default();
        anyhow::anyhow!("invalid TOML in `{path}{at}`: {}", error.message())
    })?;
    let mut config = Config::default();
    if let Some(value) = table.get("specs") {
        config.specs = paths(path, "specs", value)?;
    }
    if let Some(value) = table.get("framework") {
        config.framework = match value.as_str() {
            Some("auto") => None,
            Some(name) if Framework::from_name(name).is_some() => Framework::from_name(name),
            _ => {
                bail!("`framework` in `{path}` must be \"auto\", \"leptos\", \"dioxus\" or \"yew\"")
            }
        };
    }
    match table.get("tokens") {
        Some(toml::Value::Table(tokens)) => {
            if let Some(value) = tokens.get("paths") {
                config.tokens = paths(path, "tokens.paths", value)?;
                config.tokens_configured = true;
            }
            if let Some(value) = tokens.get("policy") {
                config.token_options.policy = match value.as_str() {
                    Some("all") => Policy::All,
                    Some("any") => Policy::Any,
                    Some("default") => Policy::Default,
                    _ => {
                        bail!("`tokens.policy` in `{path}` must be \"all\", \"any\" or \"default\"")
                    }
                };
            }
            if let Some(value) = tokens.get("compat") {
                config.token_options.compat = value.as_bool().with_context(|| {
                    format!("`tokens.compat` in `{path}` must be true or false")
                })?;
            }
        }
        Some(value) => {
            config.tokens = paths(path, "tokens", value)?;
            config.tokens_configured = true;
        }
        None => {}
    }
    Ok(config)
}

fn paths(file: &str, key: &str, value: &toml::Value) -> anyhow::Result<Vec<PathBuf>> {
    let strings = match value {
        toml::Value::String(path) => Some(vec![PathBuf::from(path)]),
        toml::Value::Array(items) => items
            .iter()
            .map(|item| item.as_str().map(PathBuf::from))
            .collect(),
        _ => None,
    };
    strings.with_context(|| {
        format!("`{key}` in `{file}` must be a path or an array of paths, e.g. {key} = [\"specs\"]")
    })
}

/// `path` made absolute against `base`, with `.` and `..` resolved lexically (the path may not
/// exist yet).
pub(crate) fn absolute(base: &Path, path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in base.join(path).components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The relative path from directory `from` to `to` (both absolute), with `/` separators, as
/// `$schema` values and messages show it.
pub(crate) fn relative(from: &Path, to: &Path) -> String {
    let from: Vec<Component<'_>> = from.components().collect();
    let to: Vec<Component<'_>> = to.components().collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let ups = std::iter::repeat_n("..".to_owned(), from.len() - common);
    let downs = to[common..]
        .iter()
        .map(|c| c.as_os_str().to_string_lossy().into_owned());
    let parts: Vec<String> = ups.chain(downs).collect();
    if parts.is_empty() {
        ".".to_owned()
    } else {
        parts.join("/")
    }
}

/// How a path is shown to the user: relative to the current directory when it is below it.
pub(crate) fn display(path: &Path, cwd: &Path) -> String {
    path.strip_prefix(cwd).unwrap_or(path).display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_accepts_a_path_or_an_array_and_ignores_other_keys() {
        let config = parse_config(
            "uispec.toml",
            "specs = \"design/specs\"\n[tokens]\npaths = [\"a\", \"b\"]\n",
        )
        .unwrap();
        assert_eq!(config.specs, vec![PathBuf::from("design/specs")]);
        assert_eq!(config.tokens, vec![PathBuf::from("a"), PathBuf::from("b")]);
        assert!(config.tokens_configured);
        let config = parse_config("uispec.toml", "tokens = \"t\"\n").unwrap();
        assert_eq!(config.tokens, vec![PathBuf::from("t")]);
        let config =
            parse_config("uispec.toml", "[tokens]\npolicy = \"any\"\ncompat = true\n").unwrap();
        assert_eq!(
            config.token_options,
            TokenOptions {
                policy: Policy::Any,
                compat: true
            }
        );
        assert!(!config.tokens_configured);
        assert!(parse_config("uispec.toml", "[tokens]\npolicy = \"some\"\n").is_err());
        let config = parse_config("uispec.toml", "framework = \"dioxus\"").unwrap();
        assert_eq!(config.framework, Some(Framework::Dioxus));
        assert!(
            parse_config("uispec.toml", "framework = \"auto\"")
                .unwrap()
                .framework
                .is_none()
        );
        assert!(parse_config("uispec.toml", "framework = \"react\"").is_err());
        let config = parse_config("uispec.toml", "specs = [\"a\", \"b.json\"]").unwrap();
        assert_eq!(
            config.specs,
            vec![PathBuf::from("a"), PathBuf::from("b.json")]
        );
        assert_eq!(parse_config("uispec.toml", "").unwrap(), Config::default());
    }

    #[test]
    fn config_errors_name_file_line_and_column() {
        let error = parse_config("uispec.toml", "specs = [\"a\"]\nlevel = \n")
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("invalid TOML in `uispec.toml:2:"),
            "{error}"
        );
        let error = parse_config("uispec.toml", "specs = 3")
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("`specs` in `uispec.toml` must be a path or an array of paths"),
            "{error}"
        );
    }

    #[test]
    fn relative_paths() {
        assert_eq!(
            relative(Path::new("/p/specs"), Path::new("/p/.uispec/s.json")),
            "../.uispec/s.json"
        );
        assert_eq!(
            relative(Path::new("/p"), Path::new("/p/.uispec/s.json")),
            ".uispec/s.json"
        );
        assert_eq!(
            absolute(Path::new("/a/b"), Path::new("../c/./d")),
            PathBuf::from("/a/c/d")
        );
    }
}
