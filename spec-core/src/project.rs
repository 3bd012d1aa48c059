//! The project: where its configuration is, what it says, which Cargo workspace it is, and the
//! validation [`Inputs`] that follow (what [`crate::validate::Session`] reads). Every front end goes through [`Project::discover`]: the
//! CLI from its current directory (or `--project`), `build.rs` and `#[component_spec]` from
//! `CARGO_MANIFEST_DIR`, the MCP server from its root. So one crate is validated under one
//! configuration whichever front end looks at it.
//!
//! # Precedence
//!
//! Walking up from the start directory:
//!
//! 1. the nearest `uispec.toml`; its directory is the project root;
//! 2. else the `[package.metadata.uispec]` of the nearest `Cargo.toml` (the crate the start
//!    directory is in); the crate's directory is the root;
//! 3. else the `[workspace.metadata.uispec]` of the enclosing workspace's `Cargo.toml`; the
//!    workspace's directory is the root;
//! 4. else defaults, with the nearest directory holding a `Cargo.toml` as the root (the crate,
//!    or the workspace when started at its root, the way `cargo` commands pick a package),
//!    else the start directory.
//!
//! Manifests are read as TOML (never by matching lines, never by running `cargo`), bounded
//! like every other input. The walk for Cargo tables stops at the first manifest with a
//! `[workspace]` table: nothing above the enclosing workspace configures it.
//!
//! # Workspace members
//!
//! When the root's `Cargo.toml` has a `[workspace]`, its members are the directories its
//! `members` patterns name (`*` and `?` within a path segment, as in `crates/*`), minus
//! `exclude`, plus the root itself when it is also a package. Members outside the root are
//! ignored: nothing outside the project is read. Path dependencies that Cargo makes members
//! implicitly are not followed; list them in `members` (or set `components`).

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use crate::config::TokenOptions;
use crate::config::{self, Config, ConfigError};
use crate::confine::read_text;
use crate::framework::Framework;
use crate::levels::RuleConfig;

/// The configuration file's name.
pub const CONFIG_FILE: &str = "uispec.toml";

/// Folders inside a `src/` that hold showcases of components rather than components.
const SHOWCASES: &[&str] = &["demo", "demos", "examples", "stories"];

/// Which component code a validation reads when `components` is not configured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeScope {
    /// The whole project: the `src/` of every workspace member, else the root's `src/` (the
    /// CLI and the MCP server).
    Project,
    /// The crate discovery started in: its own `src/` (`build.rs`, which other crates' build
    /// scripts complement).
    Crate,
}

/// A discovered project.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Project {
    /// The directory configured paths are relative to (absolute).
    pub root: PathBuf,
    /// The configuration, with defaults for what is not configured.
    pub config: Config,
    /// Where the configuration came from, as messages name it (`uispec.toml`,
    /// `[package.metadata.uispec] in ui/Cargo.toml`); `None` for defaults.
    pub origin: Option<String>,
    /// Every file read to find the configuration, for rebuild tracking.
    pub read: Vec<PathBuf>,
    /// The crate discovery started in (the nearest directory with a `Cargo.toml`), if any.
    pub crate_dir: Option<PathBuf>,
    /// The member directories of the Cargo workspace at the root; empty when the root is not
    /// a workspace.
    pub members: Vec<PathBuf>,
}

/// What to validate, with paths relative to `root` (or absolute).
#[derive(Debug, Clone, Default)]
pub struct Inputs {
    /// The project root; diagnostics show paths relative to it.
    pub root: PathBuf,
    /// Spec files or directories.
    pub specs: Vec<PathBuf>,
    /// Token files or directories.
    pub tokens: Vec<PathBuf>,
    /// Whether missing token paths are an error (configured) or simply no tokens (default).
    pub tokens_configured: bool,
    /// Token policy and compat mode.
    pub token_options: TokenOptions,
    /// `[a11y]`: the contrast rules' surface and level.
    pub a11y: crate::config::A11yOptions,
    /// `[css.selectors]`: how the markup marks parts and variants. `part-not-rendered` checks
    /// the markup only in the default convention (data attributes).
    pub selectors: crate::config::Selectors,
    /// Component code files or directories; empty for a project without code.
    pub components: Vec<PathBuf>,
    /// Files and directories under `components` that are not component code (a configured
    /// entry written `"!path"`): generated code, internal pieces, examples.
    pub components_exclude: Vec<PathBuf>,
    /// The framework of every component, when configured.
    pub framework: Option<Framework>,
    /// An organisation's extra JSON Schema every spec must satisfy (`schema` in uispec.toml).
    /// Checked only with the `json-schema` feature; without it, a note says so.
    pub schema: Option<PathBuf>,
    /// Level and per-rule settings.
    pub rules: RuleConfig,
    /// Whether the specs are the whole project's (not a subset named on the command line):
    /// only then is a component without a spec a finding.
    pub whole_project: bool,
    /// File texts read instead of the file at that (absolute) path: a spec checked against the
    /// project before it is saved (the MCP `save_spec` tool; the file need not exist), an
    /// editor's unsaved spec or token file (`uispec lsp`).
    pub drafts: BTreeMap<PathBuf, String>,
}

/// The path of a `components` entry written `"!path"` (an exclusion), else `None`.
fn excluded(entry: &Path) -> Option<PathBuf> {
    entry
        .to_str()
        .and_then(|text| text.strip_prefix('!'))
        .map(PathBuf::from)
}

/// A manifest met on the walk up.
struct Manifest {
    dir: PathBuf,
    path: PathBuf,
    table: toml::Table,
}

impl Manifest {
    /// `[<section>.metadata.uispec]`, when present.
    fn metadata(&self, section: &str) -> Option<&toml::Table> {
        self.table
            .get(section)?
            .get("metadata")?
            .get("uispec")?
            .as_table()
    }
}

impl Project {
    /// Finds the project of `start` (an absolute directory) with the precedence above.
    pub fn discover(start: &Path) -> Result<Project, ConfigError> {
        let shown = |path: &Path| {
            path.strip_prefix(start)
                .unwrap_or(path)
                .display()
                .to_string()
        };
        let mut manifests = Vec::new();
        let mut crate_dir = None;
        let mut found: Option<(PathBuf, Config, String)> = None;
        let mut read = Vec::new();
        for dir in start.ancestors() {
            let path = dir.join(CONFIG_FILE);
            // A link to nowhere is a configuration that cannot be read, not a missing one.
            if std::fs::symlink_metadata(&path).is_ok() {
                let origin = shown(&path);
                let text = read_text(&path)
                    .map_err(|why| ConfigError::new(format!("cannot read `{origin}`: {why}")))?;
                found = Some((
                    dir.to_path_buf(),
                    config::parse_toml(&origin, &text)?,
                    origin,
                ));
                read = vec![path];
                break;
            }
        }
        // The manifests up to the enclosing workspace (and never above a uispec.toml's
        // directory: that is the project): for the crate, the members, and the Cargo tables
        // when there is no uispec.toml.
        let top = found.as_ref().map(|(dir, ..)| dir.clone());
        for dir in start.ancestors() {
            if top.as_ref().is_some_and(|top| !dir.starts_with(top)) {
                break;
            }
            let path = dir.join("Cargo.toml");
            if !path.is_file() {
                continue;
            }
            let manifest = read_manifest(dir, &path, &shown(&path))?;
            if found.is_none() {
                read.push(path);
            }
            crate_dir.get_or_insert_with(|| dir.to_path_buf());
            let workspace = manifest.table.contains_key("workspace");
            manifests.push(manifest);
            if workspace {
                break;
            }
        }
        if found.is_none() {
            let package = manifests
                .first()
                .and_then(|m| Some((m, m.metadata("package")?, "package")));
            let workspace = || {
                manifests
                    .iter()
                    .find_map(|m| Some((m, m.metadata("workspace")?, "workspace")))
            };
            if let Some((manifest, table, section)) = package.or_else(workspace) {
                let origin = format!("[{section}.metadata.uispec] in {}", shown(&manifest.path));
                found = Some((
                    manifest.dir.clone(),
                    config::from_table(&origin, table)?,
                    origin,
                ));
            }
        }
        let (root, config, origin) = match found {
            Some((root, config, origin)) => (root, config, Some(origin)),
            None => {
                let root = manifests.first().map_or(start, |m| &m.dir).to_path_buf();
                (root, Config::default(), None)
            }
        };
        let members = match manifests.iter().find(|m| m.dir == root) {
            Some(manifest) => members(manifest),
            // A uispec.toml above a nested workspace, whose root the walk did not reach (it
            // stops at the first workspace): read the root's manifest too.
            None => {
                let path = root.join("Cargo.toml");
                if path.is_file() {
                    members(&read_manifest(&root, &path, &shown(&path))?)
                } else {
                    Vec::new()
                }
            }
        };
        Ok(Project {
            root,
            config,
            origin,
            read,
            crate_dir,
            members,
        })
    }

    /// The `version` the `[package]` of the `Cargo.toml` at the root says (`uispec diff` checks
    /// it was bumped enough); `None` without one, or when it is `version.workspace = true`.
    pub fn crate_version(&self) -> Option<String> {
        let path = self.root.join("Cargo.toml");
        let manifest = read_manifest(&self.root, &path, "Cargo.toml").ok()?;
        let version = manifest.table.get("package")?.get("version")?.as_str()?;
        Some(version.to_owned())
    }

    /// Where new specs go: the first `specs` entry of the configuration that is a directory
    /// (not a `.json` file), else `specs/`; absolute.
    pub fn specs_dir(&self) -> PathBuf {
        let configured = self
            .config
            .specs
            .iter()
            .find(|path| path.extension().is_none_or(|ext| ext != "json"));
        lexical_join(
            &self.root,
            configured.map_or(Path::new("specs"), PathBuf::as_path),
        )
    }

    /// Where component code lives: `components` when configured (relative to the root), else
    /// the `src/` of what `scope` names, relative to the root when below it. Empty when there
    /// is no code.
    pub fn component_paths(&self, scope: CodeScope) -> Vec<PathBuf> {
        if let Some(paths) = &self.config.components {
            return paths
                .iter()
                .filter(|path| excluded(path).is_none())
                .flat_map(|path| self.expand_pattern(path))
                .collect();
        }
        let left_out = self.left_out(scope);
        self.default_code_dirs(scope)
            .iter()
            .map(|dir| dir.join("src"))
            .filter(|src| src.is_dir())
            .map(|src| self.relative(src))
            .filter(|src| !left_out.iter().any(|(path, _)| path == src))
            .collect()
    }

    /// The crates whose `src/` is component code by default: the crate discovery started in,
    /// or every member of the workspace (the root when it is none).
    fn default_code_dirs(&self, scope: CodeScope) -> Vec<&Path> {
        match scope {
            CodeScope::Crate => self.crate_dir.iter().map(PathBuf::as_path).collect(),
            CodeScope::Project if self.members.is_empty() => vec![&self.root],
            CodeScope::Project => self.members.iter().map(PathBuf::as_path).collect(),
        }
    }

    fn relative(&self, path: PathBuf) -> PathBuf {
        path.strip_prefix(&self.root)
            .map(Path::to_path_buf)
            .unwrap_or(path)
    }

    /// What the default component code leaves out, and why (nothing when `components` is
    /// configured: the user chose). In a workspace with a library, a member that is only a
    /// binary (a `src/main.rs` and no `src/lib.rs`: a demo app, a docs site) renders the
    /// library's components, it does not define them; and a `demo`, `demos`, `examples` or
    /// `stories` folder inside a `src/` holds showcases. Both are reported by the commands
    /// that read code, with how to read them anyway.
    pub fn left_out(&self, scope: CodeScope) -> Vec<(PathBuf, &'static str)> {
        if self.config.components.is_some() {
            return Vec::new();
        }
        let dirs = self.default_code_dirs(scope);
        let is_library = |dir: &Path| dir.join("src/lib.rs").is_file();
        let workspace_has_library = dirs.len() > 1 && dirs.iter().any(|dir| is_library(dir));
        let mut left_out = Vec::new();
        for dir in dirs {
            let src = dir.join("src");
            if !src.is_dir() {
                continue;
            }
            if workspace_has_library && !is_library(dir) && src.join("main.rs").is_file() {
                left_out.push((
                    self.relative(src),
                    "a binary crate: it uses components, the libraries define them",
                ));
                continue;
            }
            for showcase in SHOWCASES {
                let folder = src.join(showcase);
                if folder.is_dir() {
                    left_out.push((self.relative(folder), "a folder of showcases"));
                }
            }
        }
        left_out
    }

    /// The configured `components` entries written `"!path"`: what is not component code,
    /// patterns expanded like the paths; without `components`, the showcase folders the
    /// default leaves out ([`Project::left_out`]).
    pub fn component_excludes(&self) -> Vec<PathBuf> {
        if self.config.components.is_none() {
            return (self.left_out(CodeScope::Project).into_iter())
                .map(|(path, _)| path)
                .collect();
        }
        self.config
            .components
            .iter()
            .flatten()
            .filter_map(|path| excluded(path))
            .flat_map(|path| self.expand_pattern(&path))
            .collect()
    }

    /// A configured path with `*` or `?` in it: the directories it matches below the root,
    /// relative to it, in order; itself when it matches none (reading it then says so) or has
    /// no wildcard.
    fn expand_pattern(&self, path: &Path) -> Vec<PathBuf> {
        if !path.to_string_lossy().contains(['*', '?']) {
            return vec![path.to_path_buf()];
        }
        let mut found = Vec::new();
        expand(&self.root, path, &mut found);
        // A pattern names the directories that exist (`*/src` is not an error for a folder
        // without `src/`), and never uispec's own: the specs and token folders, `.uispec`,
        // build output and dependencies.
        let found: Vec<PathBuf> = found
            .into_iter()
            .filter(|dir| dir.exists())
            .filter_map(|dir| dir.strip_prefix(&self.root).ok().map(Path::to_path_buf))
            .filter(|dir| !self.is_own_folder(dir))
            .collect();
        if found.is_empty() {
            vec![path.to_path_buf()]
        } else {
            found
        }
    }

    /// Whether `dir` (relative to the root) is, or is inside, a folder that holds no component
    /// code: the configured specs and tokens, `.uispec` (schema copies), `target`,
    /// `node_modules`.
    fn is_own_folder(&self, dir: &Path) -> bool {
        let configured = self.config.specs.iter().chain(&self.config.tokens);
        configured
            .map(|path| lexical_join(Path::new(""), path))
            .any(|path| !path.as_os_str().is_empty() && dir.starts_with(&path))
            || dir.components().any(|c| {
                matches!(
                    c.as_os_str().to_str(),
                    Some(".uispec" | "target" | "node_modules")
                )
            })
    }

    /// What a validation of `scope` reads, as configured.
    pub fn inputs(&self, scope: CodeScope) -> Inputs {
        let config = &self.config;
        Inputs {
            root: self.root.clone(),
            specs: config.specs.clone(),
            tokens: config.tokens.clone(),
            tokens_configured: config.tokens_configured,
            token_options: config.token_options,
            a11y: config.a11y.clone(),
            selectors: config.css.selectors.clone(),
            components: self.component_paths(scope),
            components_exclude: self.component_excludes(),
            framework: config.framework,
            schema: config.schema.clone(),
            rules: config.rules.clone(),
            whole_project: true,
            drafts: Default::default(),
        }
    }
}

/// The directory of the crate `path` (a file or directory) belongs to: the nearest ancestor
/// with a `Cargo.toml`.
pub(crate) fn enclosing_crate(path: &Path) -> Option<&Path> {
    path.ancestors()
        .find(|dir| dir.join("Cargo.toml").is_file())
}

/// Reads and parses one `Cargo.toml`; `shown` names it in messages.
fn read_manifest(dir: &Path, path: &Path, shown: &str) -> Result<Manifest, ConfigError> {
    let text =
        read_text(path).map_err(|why| ConfigError::new(format!("cannot read `{shown}`: {why}")))?;
    let table = text
        .parse()
        .map_err(|error: toml::de::Error| ConfigError::toml(shown, &text, &error))?;
    Ok(Manifest {
        dir: dir.to_path_buf(),
        path: path.to_path_buf(),
        table,
    })
}

/// The member directories of the workspace `manifest` declares (none when it declares none).
fn members(manifest: &Manifest) -> Vec<PathBuf> {
    let Some(workspace) = manifest.table.get("workspace") else {
        return Vec::new();
    };
    let patterns = |key: &str| -> Vec<&str> {
        workspace
            .get(key)
            .and_then(toml::Value::as_array)
            .map(|items| items.iter().filter_map(toml::Value::as_str).collect())
            .unwrap_or_default()
    };
    let excluded: Vec<PathBuf> = patterns("exclude")
        .into_iter()
        .map(|p| lexical_join(&manifest.dir, Path::new(p)))
        .collect();
    let mut dirs = Vec::new();
    if manifest.table.contains_key("package") {
        dirs.push(manifest.dir.clone());
    }
    for pattern in patterns("members") {
        expand(&manifest.dir, Path::new(pattern), &mut dirs);
    }
    // Through links too: a member that is a link out of the workspace is not read.
    let inside = |dir: &Path| match (dir.canonicalize(), manifest.dir.canonicalize()) {
        (Ok(dir), Ok(root)) => dir.starts_with(root),
        _ => false,
    };
    dirs.retain(|dir| {
        dir.join("Cargo.toml").is_file()
            && !excluded.iter().any(|ex| dir.starts_with(ex))
            && inside(dir)
    });
    dirs.sort();
    dirs.dedup();
    dirs
}

/// Every directory below `base` that `pattern` names, segment by segment. A pattern that
/// leaves `base` (`..`, an absolute path) names nothing: no directory outside the workspace is
/// listed.
fn expand(base: &Path, pattern: &Path, out: &mut Vec<PathBuf>) {
    if !pattern
        .components()
        .all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
    {
        return;
    }
    let mut current = vec![base.to_path_buf()];
    for component in pattern.components() {
        let segment = component.as_os_str().to_string_lossy();
        let mut next = Vec::new();
        for dir in &current {
            match component {
                Component::Normal(_) if segment.contains(['*', '?']) => {
                    let Ok(entries) = std::fs::read_dir(dir) else {
                        continue;
                    };
                    let mut matched: Vec<PathBuf> = entries
                        .filter_map(Result::ok)
                        .filter(|e| {
                            e.file_name()
                                .to_str()
                                .is_some_and(|n| wildcard(&segment, n))
                        })
                        .map(|e| e.path())
                        .filter(|p| p.is_dir())
                        .collect();
                    matched.sort();
                    next.extend(matched);
                }
                _ => next.push(lexical_join(dir, Path::new(component.as_os_str()))),
            }
        }
        current = next;
    }
    out.extend(current);
}

/// Whether `name` matches `pattern`, where `*` is any run of characters and `?` one. As in a
/// shell, a name starting with `.` (`.git`, `.uispec`) is matched only by a pattern that does.
fn wildcard(pattern: &str, name: &str) -> bool {
    if name.starts_with('.') && !pattern.starts_with('.') {
        return false;
    }
    let (pattern, name): (Vec<char>, Vec<char>) =
        (pattern.chars().collect(), name.chars().collect());
    // The classic two-pointer match with one backtrack point: linear for these short names.
    let (mut p, mut n, mut star, mut resume) = (0, 0, None, 0);
    while n < name.len() {
        if p < pattern.len() && (pattern[p] == '?' || pattern[p] == name[n]) {
            p += 1;
            n += 1;
        } else if p < pattern.len() && pattern[p] == '*' {
            star = Some(p);
            resume = n;
            p += 1;
        } else if let Some(s) = star {
            p = s + 1;
            resume += 1;
            n = resume;
        } else {
            return false;
        }
    }
    pattern[p..].iter().all(|c| *c == '*')
}

/// `path` joined to `base`, with `.` and `..` resolved lexically (the path may not exist).
pub fn lexical_join(base: &Path, path: &Path) -> PathBuf {
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

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;
    use crate::levels::Level;

    fn write(root: &Path, rel: &str, text: &str) {
        let path = root.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    #[test]
    fn wildcards_match_within_a_segment() {
        assert!(wildcard("*", "ui"));
        assert!(wildcard("ui-*", "ui-a"));
        assert!(wildcard("u?-*b", "ui-ab"));
        assert!(!wildcard("ui-*", "core"));
        assert!(!wildcard("u?", "u"));
        assert!(
            !wildcard("*", ".uispec"),
            "dot folders only for dot patterns"
        );
        assert!(wildcard(".*", ".uispec"));
    }

    /// `components = ["*/src"]` names the folders that have a `src/`, and never uispec's own
    /// (the specs folder, `.uispec`, `target`), which once made `validate` fail on
    /// `specs/src` "does not exist".
    #[test]
    fn patterns_never_name_uispec_folders_nor_missing_ones() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "uispec.toml", "components = [\"*/src\"]\n");
        for file in [
            "ui/src/lib.rs",
            "core/src/lib.rs",
            ".uispec/src/x.rs",
            "target/src/x.rs",
            "specs/src/stray.rs",
            "specs/button.json",
            "docs/README.md",
        ] {
            write(root, file, "");
        }
        let found = Project::discover(root).unwrap();
        assert_eq!(
            found.component_paths(CodeScope::Project),
            vec![PathBuf::from("core/src"), PathBuf::from("ui/src")]
        );
    }

    #[test]
    fn uispec_toml_then_the_crate_then_the_workspace() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let member = root.join("crates/ui");
        write(
            root,
            "Cargo.toml",
            "[workspace]\nmembers = [\"crates/*\"]\nexclude = [\"crates/old\"]\n\n\
             [workspace.metadata.uispec]\nlevel = \"strict\"\nspecs = [\"design/specs\"]\n",
        );
        write(root, "crates/ui/Cargo.toml", "[package]\nname = \"ui\"\n");
        write(root, "crates/ui/src/lib.rs", "");
        write(root, "crates/old/Cargo.toml", "[package]\nname = \"old\"\n");
        write(root, "crates/notes/README", "");

        // The workspace's table, relative to the workspace root.
        let found = Project::discover(&member.join("src")).unwrap();
        assert_eq!(found.root, root);
        assert_eq!(found.config.rules.level, Level::Strict);
        assert_eq!(found.config.specs, vec![PathBuf::from("design/specs")]);
        assert_eq!(found.crate_dir.as_deref(), Some(member.as_path()));
        assert_eq!(found.members, vec![member.clone()]);
        assert_eq!(
            found.read,
            vec![member.join("Cargo.toml"), root.join("Cargo.toml")]
        );
        assert_eq!(
            found.component_paths(CodeScope::Project),
            vec![PathBuf::from("crates/ui/src")]
        );

        // The crate's own table wins over the workspace's.
        write(
            root,
            "crates/ui/Cargo.toml",
            "[package]\nname = \"ui\"\n\n[package.metadata.uispec]\nlevel = \"basic\"\n",
        );
        let found = Project::discover(&member).unwrap();
        assert_eq!(found.root, member);
        assert_eq!(found.config.rules.level, Level::Basic);
        assert_eq!(
            found.origin.as_deref(),
            Some("[package.metadata.uispec] in Cargo.toml")
        );

        // A uispec.toml anywhere above wins over both; the workspace's members still count.
        write(root, "uispec.toml", "level = \"standard\"\n");
        let found = Project::discover(&member).unwrap();
        assert_eq!(found.root, root);
        assert_eq!(found.config.rules.level, Level::Standard);
        assert_eq!(found.read, vec![root.join("uispec.toml")]);
        assert_eq!(found.members, vec![member.clone()]);

        // Mistakes name the file, relative to where discovery started when below it.
        write(root, "uispec.toml", "level = 3\n");
        let error = Project::discover(root).unwrap_err().to_string();
        assert!(
            error.contains("`level` in `uispec.toml` must be \"basic\""),
            "{error}"
        );
        fs::remove_file(root.join("uispec.toml")).unwrap();
        write(root, "crates/ui/Cargo.toml", "[package\n");
        let error = Project::discover(&member).unwrap_err().to_string();
        assert!(
            error.starts_with("invalid TOML in `Cargo.toml:1:"),
            "{error}"
        );
    }

    /// Members that leave the workspace, by `..`, an absolute path or a link, are not members.
    #[test]
    fn members_outside_the_workspace_are_ignored() {
        let dir = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        write(outside.path(), "x/Cargo.toml", "[package]\nname = \"x\"\n");
        let root = dir.path().join("ws");
        write(
            &root,
            "Cargo.toml",
            &format!(
                "[workspace]\nmembers = [\"../*\", {:?}, \"crates/*\"]\n",
                outside.path().join("x").display().to_string()
            ),
        );
        write(
            dir.path(),
            "sibling/Cargo.toml",
            "[package]\nname = \"s\"\n",
        );
        fs::create_dir_all(root.join("crates")).unwrap();
        std::os::unix::fs::symlink(outside.path().join("x"), root.join("crates/link")).unwrap();
        write(&root, "crates/ui/Cargo.toml", "[package]\nname = \"ui\"\n");
        let project = Project::discover(&root).unwrap();
        assert_eq!(project.members, vec![root.join("crates/ui")]);
    }

    #[test]
    fn without_configuration_the_nearest_manifest_is_the_root() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(
            root,
            "Cargo.toml",
            "[workspace]\nmembers = [\"a\", \"b\"]\n",
        );
        write(root, "a/Cargo.toml", "[package]\nname = \"a\"\n");
        write(root, "a/src/lib.rs", "");
        write(root, "b/Cargo.toml", "[package]\nname = \"b\"\n");
        write(root, "b/src/lib.rs", "");

        let at_root = Project::discover(root).unwrap();
        assert_eq!(at_root.root, root);
        assert!(at_root.origin.is_none());
        assert_eq!(
            at_root.component_paths(CodeScope::Project),
            vec![PathBuf::from("a/src"), PathBuf::from("b/src")]
        );
        let in_member = Project::discover(&root.join("b")).unwrap();
        assert_eq!(in_member.root, root.join("b"));
        assert_eq!(
            in_member.component_paths(CodeScope::Crate),
            vec![PathBuf::from("src")]
        );
        assert_eq!(in_member.specs_dir(), root.join("b/specs"));
    }
}
