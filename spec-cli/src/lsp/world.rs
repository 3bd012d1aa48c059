//! What the server knows: the project, one [`Session`] over it (the one `validate` uses), the
//! documents the editor has open, and the diagnostics last published.
//!
//! An open spec or token file is a draft of the session: its unsaved text is what is checked.
//! While a draft is not JSON (half typed), the session keeps its last text that was, so that
//! completion, hover and the other files' findings stay as they were; the file itself shows its
//! syntax error. Drafts reach the session in [`World::flush`], which the server calls before
//! answering a request and when the editor has been quiet for a moment (the debounce).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use lsp_types::Url;

use uispec_core::loader::display;
use uispec_core::project::{CONFIG_FILE, CodeScope, Project};
use uispec_core::reader::{SpecDocument, json};
use uispec_core::tokens::TokenType;
use uispec_core::validate::Session;
use uispec_core::{Diagnostic, Diagnostics, SourceFile};

use super::diagnostics::to_lsp;
use super::text::LineIndex;

/// A document the editor has open.
#[derive(Debug)]
pub(crate) struct Doc {
    pub(crate) text: String,
}

/// A token as completion lists it.
#[derive(Debug)]
pub(crate) struct TokenEntry {
    /// The dot-joined path.
    pub(crate) path: String,
    pub(crate) ty: Option<TokenType>,
}

/// What a file is to the project.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Spec,
    Tokens,
    /// `uispec.toml` or a `Cargo.toml` (whose metadata may configure uispec).
    Config,
    Code,
    /// Outside the project, or nothing uispec reads.
    Other,
}

/// The server's state.
#[derive(Debug)]
pub(crate) struct World {
    pub(crate) root: PathBuf,
    /// The configuration's error, when it has one (the session is then empty).
    config_error: Option<uispec_core::config::ConfigError>,
    pub(crate) session: Option<Session>,
    docs: HashMap<PathBuf, Doc>,
    /// Open documents changed since the session last saw them.
    pending: BTreeSet<PathBuf>,
    /// Open drafts that are not JSON (or not a valid configuration): their findings, shown in
    /// place of the session's.
    syntax: HashMap<PathBuf, Vec<lsp_types::Diagnostic>>,
    /// The last spec each open spec file parsed as, for completion while it does not parse.
    last_good: HashMap<PathBuf, SpecDocument>,
    /// What was published last, per file, so that only changes are sent.
    published: HashMap<Url, Vec<lsp_types::Diagnostic>>,
    /// Bumped whenever the token tree is read again (completion caches against it).
    tokens_generation: u64,
    /// Every token of every theme by path, for completion, and the generation it is of.
    token_list: RefCell<Option<(u64, Rc<Vec<TokenEntry>>)>>,
}

impl World {
    /// Discovers the project `root` is in and reads it.
    pub(crate) fn new(root: PathBuf) -> World {
        let mut world = World {
            root,
            config_error: None,
            session: None,
            docs: HashMap::new(),
            pending: BTreeSet::new(),
            syntax: HashMap::new(),
            last_good: HashMap::new(),
            published: HashMap::new(),
            tokens_generation: 0,
            token_list: RefCell::new(None),
        };
        world.reload();
        world
    }

    /// Discovers the configuration again and reads the whole project, open drafts included
    /// (after a configuration change).
    pub(crate) fn reload(&mut self) {
        self.tokens_generation += 1;
        match Project::discover(&self.root) {
            Ok(project) => {
                self.root = project.root.clone();
                self.config_error = None;
                let mut inputs = project.inputs(CodeScope::Project);
                for (path, doc) in &self.docs {
                    if matches!(self.kind(path), Kind::Spec | Kind::Tokens)
                        && !self.syntax.contains_key(path)
                    {
                        inputs.drafts.insert(path.clone(), doc.text.clone());
                    }
                }
                self.session = Some(Session::new(inputs));
            }
            Err(error) => {
                self.config_error = Some(error);
                self.session = None;
            }
        }
        self.remember_good_specs();
    }

    /// What `path` (absolute) is to the project.
    pub(crate) fn kind(&self, path: &Path) -> Kind {
        if !path.starts_with(&self.root) {
            return Kind::Other;
        }
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name == CONFIG_FILE || name == "Cargo.toml" {
            return Kind::Config;
        }
        if name.ends_with(".rs") {
            return Kind::Code;
        }
        let Some(session) = &self.session else {
            return Kind::Other;
        };
        let inputs = session.inputs();
        let under = |roots: &[PathBuf]| roots.iter().any(|r| path.starts_with(self.root.join(r)));
        if under(&inputs.tokens) {
            Kind::Tokens
        } else if name.ends_with(".json") && under(&inputs.specs) {
            Kind::Spec
        } else {
            Kind::Other
        }
    }

    pub(crate) fn doc(&self, path: &Path) -> Option<&Doc> {
        self.docs.get(path)
    }

    /// The text of `path`: the editor's, else the file's when it is inside the project (after
    /// links; bounded, regular files only).
    pub(crate) fn text(&self, path: &Path) -> Option<String> {
        if let Some(doc) = self.docs.get(path) {
            return Some(doc.text.clone());
        }
        let inside = uispec_core::confine::Scope::new(&self.root, &[])
            .admit(path)
            .ok()?;
        let bytes = uispec_core::confine::read_regular(&inside, json::MAX_FILE_BYTES).ok()?;
        String::from_utf8(bytes).ok()
    }

    pub(crate) fn open(&mut self, path: PathBuf, text: String) {
        self.docs.insert(path.clone(), Doc { text });
        self.pending.insert(path);
    }

    /// The open document's text, to edit in place; the change reaches the session later.
    pub(crate) fn edit(&mut self, path: &Path) -> Option<&mut String> {
        let doc = self.docs.get_mut(path)?;
        self.pending.insert(path.to_path_buf());
        Some(&mut doc.text)
    }

    /// The editor closed `path`: the file on disk is what counts again.
    pub(crate) fn close(&mut self, path: &Path) {
        self.docs.remove(path);
        self.pending.remove(path);
        self.last_good.remove(path);
        self.syntax.remove(path);
        if matches!(self.kind(path), Kind::Spec | Kind::Tokens)
            && let Some(session) = &mut self.session
        {
            let touched = session.set_draft(path.to_path_buf(), None);
            self.tokens_generation += u64::from(touched.tokens);
        }
    }

    /// Files changed on disk (saved, or changed by another program). An open document's buffer
    /// wins over its file; a configuration change reads the project again.
    pub(crate) fn changed_on_disk(&mut self, paths: &[PathBuf]) {
        if paths.iter().any(|p| self.kind(p) == Kind::Config) {
            self.reload();
            return;
        }
        let paths: Vec<PathBuf> = paths
            .iter()
            .filter(|p| !self.docs.contains_key(*p) || self.kind(p) == Kind::Code)
            .cloned()
            .collect();
        if let Some(session) = &mut self.session
            && !paths.is_empty()
        {
            let touched = session.update(&paths);
            self.tokens_generation += u64::from(touched.tokens);
        }
    }

    /// Gives the session the drafts changed since the last flush. Returns whether anything was
    /// pending.
    pub(crate) fn flush(&mut self) -> bool {
        if self.pending.is_empty() {
            return false;
        }
        for path in std::mem::take(&mut self.pending) {
            let Some(doc) = self.docs.get(&path) else {
                continue;
            };
            let kind = self.kind(&path);
            let broken = match kind {
                Kind::Spec | Kind::Tokens => {
                    let shown = display(&self.root, &path);
                    let mut found = Diagnostics::new();
                    let file = SourceFile::new(shown, doc.text.clone());
                    let vocabulary = match kind {
                        Kind::Spec => json::Vocabulary::Specs,
                        _ => json::Vocabulary::Tokens,
                    };
                    json::parse(&mut found, &file, vocabulary)
                        .is_none()
                        .then(|| to_lsp(&self.root, found.as_slice()))
                }
                Kind::Config if path.ends_with(CONFIG_FILE) => {
                    uispec_core::config::parse_toml(CONFIG_FILE, &doc.text)
                        .err()
                        .map(|error| vec![config_error(&doc.text, &error)])
                }
                _ => continue,
            };
            if let Some(found) = broken {
                self.syntax.insert(path, found);
                continue;
            }
            self.syntax.remove(&path);
            // The configuration applies once saved (`changed_on_disk`); its buffer is only
            // checked.
            if kind != Kind::Config
                && let Some(session) = &mut self.session
            {
                let touched = session.set_draft(path, Some(doc.text.clone()));
                self.tokens_generation += u64::from(touched.tokens);
            }
        }
        self.remember_good_specs();
        true
    }

    fn remember_good_specs(&mut self) {
        let Some(session) = &self.session else {
            return;
        };
        for path in self.docs.keys() {
            if let Some(doc) = session.spec_at(path) {
                self.last_good.insert(path.clone(), doc.clone());
            }
        }
    }

    /// Every token of every theme, sorted by path (built once per token tree).
    pub(crate) fn token_list(&self) -> Rc<Vec<TokenEntry>> {
        let mut cache = self.token_list.borrow_mut();
        if let Some((generation, list)) = &*cache
            && *generation == self.tokens_generation
        {
            return Rc::clone(list);
        }
        let mut all: BTreeMap<String, Option<TokenType>> = BTreeMap::new();
        for permutation in self.session.iter().flat_map(|s| &s.tokens().permutations) {
            let set = &permutation.set;
            for id in set.tokens() {
                all.entry(set.path(id).join("."))
                    .or_insert_with(|| set.token_type(id));
            }
        }
        let list: Rc<Vec<TokenEntry>> = Rc::new(
            all.into_iter()
                .map(|(path, ty)| TokenEntry { path, ty })
                .collect(),
        );
        *cache = Some((self.tokens_generation, Rc::clone(&list)));
        list
    }

    /// The spec in `path` as last parsed: the session's, or the last good one of an open file
    /// that does not parse now.
    pub(crate) fn spec(&self, path: &Path) -> Option<&SpecDocument> {
        self.session
            .as_ref()
            .and_then(|s| s.spec_at(path))
            .or_else(|| self.last_good.get(path))
    }

    /// Whether the session's model of `path` is its current text (it parses).
    pub(crate) fn is_current(&self, path: &Path) -> bool {
        !self.syntax.contains_key(path) && !self.pending.contains(path)
    }

    /// The diagnostics to publish: every file whose findings changed since the last call,
    /// with its new findings (empty to clear them).
    pub(crate) fn diagnostics(&mut self) -> Vec<(Url, Vec<lsp_types::Diagnostic>)> {
        let mut by_file: HashMap<PathBuf, Vec<Diagnostic>> = HashMap::new();
        if let Some(session) = &self.session {
            for diagnostic in session.report().diagnostics.into_vec() {
                let path = self.root.join(diagnostic.primary.file.path());
                by_file.entry(path).or_default().push(diagnostic);
            }
        }
        let mut lsp: HashMap<PathBuf, Vec<lsp_types::Diagnostic>> = by_file
            .into_iter()
            .map(|(path, found)| {
                let converted = to_lsp(&self.root, &found);
                (path, converted)
            })
            .collect();
        // The error of the configuration on disk, unless the file is open: its buffer's own
        // findings are shown then.
        let config = self.root.join(CONFIG_FILE);
        if let Some(error) = &self.config_error
            && !self.docs.contains_key(&config)
        {
            let text = self.text(&config).unwrap_or_default();
            lsp.insert(config, vec![config_error(&text, error)]);
        }
        for (path, found) in &self.syntax {
            lsp.insert(path.clone(), found.clone());
        }
        let mut now: HashMap<Url, Vec<lsp_types::Diagnostic>> = HashMap::new();
        for (path, found) in lsp {
            // Findings about no file (a generated `#[component_spec]` source) or a file that
            // is not there have no place in an editor.
            if !(self.docs.contains_key(&path) || path.is_file()) {
                continue;
            }
            if let Ok(uri) = Url::from_file_path(&path) {
                now.insert(uri, found);
            }
        }
        let mut changes = Vec::new();
        for (uri, old) in &self.published {
            if !now.contains_key(uri) && !old.is_empty() {
                changes.push((uri.clone(), Vec::new()));
            }
        }
        for (uri, new) in &now {
            if self.published.get(uri) != Some(new) {
                changes.push((uri.clone(), new.clone()));
            }
        }
        self.published = now;
        changes.sort_by(|a, b| a.0.cmp(&b.0));
        changes
    }
}

/// A configuration error, at the key or value it is about (the TOML span the configuration
/// reader found), else at the start. Configuration errors have no rule id: they stop every
/// command before any rule runs.
fn config_error(text: &str, error: &uispec_core::config::ConfigError) -> lsp_types::Diagnostic {
    let span = error.span.clone().unwrap_or(0..0);
    lsp_types::Diagnostic {
        range: LineIndex::new(text).range(&span),
        severity: Some(lsp_types::DiagnosticSeverity::ERROR),
        source: Some("uispec".to_owned()),
        message: error.message.clone(),
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn project() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let write = |path: &str, text: &str| {
            let path = dir.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        write(
            "uispec.toml",
            "specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n[a11y]\nsurface = \"{color.surface}\"\n",
        );
        write(
            "tokens/colors.tokens.json",
            r##"{"color": {"$type": "color", "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"##,
        );
        write("specs/button.json", SPEC);
        dir
    }

    const SPEC: &str = r#"{"name": "Button", "tokenMapping": {"root.color": "{color.primary}"}}"#;

    /// The rule ids published per file name.
    fn published(world: &mut World) -> Vec<(String, Vec<String>)> {
        let mut found: Vec<(String, Vec<String>)> = world
            .diagnostics()
            .into_iter()
            .map(|(uri, diagnostics)| {
                let name = uri.path().rsplit('/').next().unwrap().to_owned();
                let codes = diagnostics
                    .iter()
                    .filter_map(|d| match &d.code {
                        Some(lsp_types::NumberOrString::String(code)) => Some(code.clone()),
                        _ => None,
                    })
                    .collect();
                (name, codes)
            })
            .collect();
        found.sort();
        found
    }

    #[test]
    fn drafts_are_checked_unsaved_and_a_broken_draft_keeps_the_last_good_model() {
        let dir = project();
        let root = dir.path().canonicalize().unwrap();
        let mut world = World::new(root.clone());
        assert_eq!(published(&mut world), []);
        let spec = root.join("specs/button.json");

        world.open(spec.clone(), SPEC.replace("primary", "primay"));
        assert!(world.flush());
        assert_eq!(
            published(&mut world),
            [("button.json".into(), vec!["token-missing".into()])]
        );
        assert_eq!(
            std::fs::read_to_string(&spec).unwrap(),
            SPEC,
            "nothing is written"
        );

        // Half typed: the syntax error replaces the file's findings; the model stays.
        *world.edit(&spec).unwrap() =
            r#"{"name": "Button", "tokenMapping": {"root.color": "{col"#.into();
        world.flush();
        assert_eq!(
            published(&mut world),
            [("button.json".into(), vec!["json-syntax".into()])]
        );
        let last = world.spec(&spec).unwrap();
        assert_eq!(
            last.spec
                .token_mapping
                .get("root.color")
                .map(String::as_str),
            Some("{color.primay}")
        );
        assert!(!world.is_current(&spec));

        // A token file's draft reaches the specs; closing it goes back to the file.
        *world.edit(&spec).unwrap() = SPEC.into();
        let tokens = root.join("tokens/colors.tokens.json");
        let text = std::fs::read_to_string(&tokens).unwrap();
        world.open(tokens.clone(), text.replace("primary", "accent"));
        world.flush();
        assert_eq!(
            published(&mut world),
            [("button.json".into(), vec!["token-missing".into()])]
        );
        assert!(world.token_list().iter().any(|t| t.path == "color.accent"));
        world.close(&tokens);
        assert_eq!(
            published(&mut world),
            [("button.json".into(), vec![])],
            "cleared"
        );
        assert!(world.token_list().iter().any(|t| t.path == "color.primary"));
    }

    #[test]
    fn a_configuration_error_is_shown_and_fixed_in_place() {
        let dir = project();
        let root = dir.path().canonicalize().unwrap();
        let config = root.join(CONFIG_FILE);
        std::fs::write(&config, "levle = \"strict\"\n").unwrap();
        let mut world = World::new(root.clone());
        let found = world.diagnostics();
        assert_eq!(found.len(), 1);
        assert!(found[0].1[0].message.contains("did you mean `level`"));
        assert_eq!(found[0].1[0].range.start, lsp_types::Position::new(0, 0));
        assert_eq!(
            world.kind(&root.join("specs/button.json")),
            Kind::Other,
            "no session"
        );

        // Fixed in the editor: the buffer's findings (none) replace the file's.
        world.open(config.clone(), "level = \"strict\"\n".into());
        world.flush();
        assert_eq!(world.diagnostics()[0].1, []);
        // Saved: the project is read again under the new configuration.
        std::fs::write(&config, "level = \"strict\"\n").unwrap();
        world.changed_on_disk(std::slice::from_ref(&config));
        assert_eq!(world.kind(&root.join("specs/button.json")), Kind::Spec);
        // Outside the project, directly or through a link: nothing is read.
        assert_eq!(world.kind(Path::new("/etc/passwd")), Kind::Other);
        assert_eq!(world.text(Path::new("/etc/passwd")), None);
        std::os::unix::fs::symlink("/etc/passwd", root.join("specs/linked.json")).unwrap();
        assert_eq!(world.text(&root.join("specs/linked.json")), None);
        assert!(world.text(&config).is_some());
    }
}
