//! The project: its root directory, its configuration ([`crate::config`]) and its Cargo
//! workspace.
//!
//! Discovery (DESIGN §3): `--project DIR`, else the nearest ancestor of the current directory
//! with a `uispec.toml`, else the root of the enclosing Cargo workspace, else the current
//! directory. Configuration: `uispec.toml`, else the root Cargo.toml's
//! `[workspace.metadata.uispec]` / `[package.metadata.uispec]` (through `cargo metadata`),
//! else defaults. A Cargo workspace with several crates is one project: its component code is
//! the `src/` of every member unless `components` says otherwise.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};
use std::sync::OnceLock;

use anyhow::{Context, bail};

use crate::args::GlobalOpts;
use uispec_core::config::{self, Config};
use uispec_core::confine::read_text;
use uispec_core::validate::Inputs;

/// The configuration file name at a project root.
pub(crate) use uispec_core::config::FILE_NAME as CONFIG_FILE;

/// A discovered project.
#[derive(Debug)]
pub(crate) struct Project {
    /// Absolute project root.
    pub(crate) root: PathBuf,
    /// Configuration, with defaults for what is not configured.
    pub(crate) config: Config,
    /// The Cargo workspace at the root, read on first use (`cargo metadata` is a process).
    cargo: OnceLock<Option<CargoWorkspace>>,
}

/// What `cargo metadata --no-deps` says about the workspace at the project root.
#[derive(Debug)]
struct CargoWorkspace {
    /// `[workspace.metadata.uispec]`, else the root package's `[package.metadata.uispec]`.
    metadata: Option<(&'static str, toml::Table)>,
    /// The directory of every member, absolute.
    member_dirs: Vec<PathBuf>,
}

impl Project {
    /// Where new specs go: the first `specs` entry of the configuration that is a directory
    /// (not a `.json` file), else `specs/`.
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

    /// Where component code lives, relative to the root: `components` when configured, else
    /// the `src/` of every member of the Cargo workspace at the root, else `src/` when it
    /// exists. Empty when the project has no code.
    pub(crate) fn component_paths(&self) -> Vec<PathBuf> {
        if let Some(paths) = &self.config.components {
            return paths.clone();
        }
        let dirs = match self.cargo() {
            Some(cargo) => cargo.member_dirs.clone(),
            None => vec![self.root.clone()],
        };
        dirs.iter()
            .map(|dir| dir.join("src"))
            .filter(|src| src.is_dir())
            .map(|src| {
                src.strip_prefix(&self.root)
                    .map(Path::to_path_buf)
                    .unwrap_or(src)
            })
            .collect()
    }

    /// What `uispec validate` checks with no arguments: the whole project, as configured.
    pub(crate) fn inputs(&self) -> Inputs {
        let config = &self.config;
        Inputs {
            root: self.root.clone(),
            specs: config.specs.clone(),
            tokens: config.tokens.clone(),
            tokens_configured: config.tokens_configured,
            token_options: config.token_options,
            components: self.component_paths(),
            framework: config.framework,
            schema: config.schema.clone(),
            rules: config.rules.clone(),
            whole_project: true,
            drafts: BTreeMap::new(),
        }
    }

    fn cargo(&self) -> Option<&CargoWorkspace> {
        self.cargo
            .get_or_init(|| cargo_workspace(&self.root))
            .as_ref()
    }
}

/// Reads the Cargo workspace whose manifest is at `root`, if there is one. When `cargo` cannot
/// run, the manifest is read directly (metadata only; the root is the one member).
fn cargo_workspace(root: &Path) -> Option<CargoWorkspace> {
    let manifest = root.join("Cargo.toml");
    if !manifest.is_file() {
        return None;
    }
    match cargo_metadata::MetadataCommand::new()
        .manifest_path(&manifest)
        .no_deps()
        .exec()
    {
        Ok(metadata) => {
            let table = |value: &serde_json::Value| {
                value
                    .get("uispec")
                    .and_then(|v| toml::Table::try_from(v).ok())
            };
            let workspace = table(&metadata.workspace_metadata)
                .map(|t| ("[workspace.metadata.uispec] in Cargo.toml", t));
            let package = metadata
                .root_package()
                .and_then(|p| table(&p.metadata))
                .map(|t| ("[package.metadata.uispec] in Cargo.toml", t));
            // A project at a member crate of a larger workspace is that crate alone; at the
            // workspace root it is every member.
            let at_workspace_root = same_dir(metadata.workspace_root.as_std_path(), root);
            let member_dirs = if at_workspace_root {
                metadata
                    .workspace_packages()
                    .iter()
                    .filter_map(|p| {
                        p.manifest_path
                            .parent()
                            .map(|d| d.as_std_path().to_path_buf())
                    })
                    .collect()
            } else {
                vec![root.to_path_buf()]
            };
            Some(CargoWorkspace {
                metadata: workspace.or(package),
                member_dirs,
            })
        }
        Err(_) => {
            let text = read_text(&manifest).ok()?;
            let manifest: toml::Table = toml::from_str(&text).ok()?;
            let table = |section: &str| {
                manifest
                    .get(section)?
                    .get("metadata")?
                    .get("uispec")?
                    .as_table()
                    .cloned()
            };
            let metadata = table("workspace")
                .map(|t| ("[workspace.metadata.uispec] in Cargo.toml", t))
                .or_else(|| {
                    table("package").map(|t| ("[package.metadata.uispec] in Cargo.toml", t))
                });
            Some(CargoWorkspace {
                metadata,
                member_dirs: vec![root.to_path_buf()],
            })
        }
    }
}

/// Whether two paths name one directory (through links and `..`).
fn same_dir(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// The current directory, absolute.
pub(crate) fn current_dir() -> anyhow::Result<PathBuf> {
    std::env::current_dir().context("cannot read the current directory")
}

/// Whether `dir` is a directory, or what it is instead (the end of a sentence).
fn directory(dir: &Path) -> Result<(), String> {
    match std::fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => Err("is a file, not a directory".to_owned()),
        Err(_) if std::fs::symlink_metadata(dir).is_ok() => {
            Err("is a symbolic link that leads nowhere (or to itself)".to_owned())
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            Err("does not exist".to_owned())
        }
        Err(error) => Err(format!("cannot be read: {error}")),
    }
}

/// Finds the project for a command that works inside an existing project.
pub(crate) fn discover(global: &GlobalOpts) -> anyhow::Result<Project> {
    let cwd = current_dir()?;
    let root = match &global.project {
        Some(dir) => {
            let dir = absolute(&cwd, dir);
            if let Err(why) = directory(&dir) {
                bail!("the project directory `{}` {why}", dir.display());
            }
            dir
        }
        None => find_root(&cwd),
    };
    let cargo = OnceLock::new();
    let config_path = root.join(CONFIG_FILE);
    let config = match read_text(&config_path) {
        Ok(text) => config::parse_toml(CONFIG_FILE, &text)?,
        Err(_) if std::fs::symlink_metadata(&config_path).is_err() => {
            let workspace = cargo.get_or_init(|| cargo_workspace(&root));
            match workspace.as_ref().and_then(|w| w.metadata.as_ref()) {
                Some((origin, table)) => config::from_table(origin, table)?,
                None => Config::default(),
            }
        }
        Err(why) => anyhow::bail!("cannot read the configuration: {why}"),
    };
    Ok(Project {
        root,
        config,
        cargo,
    })
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
        read_text(&dir.join("Cargo.toml"))
            .is_ok_and(|text| text.lines().any(|line| line.trim() == "[workspace]"))
    });
    workspace
        .or(manifests.first())
        .map_or_else(|| cwd.to_path_buf(), |dir| dir.to_path_buf())
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
