//! One validation of a project: specs, token files and component code read from disk, every
//! check, then the level and per-rule settings. The CLI's `validate` (and `--watch`),
//! `uispec-build` and the MCP server's `validate` tool all go through here; they differ only in
//! where the [`Inputs`] come from and how the [`Report`] is rendered.
//!
//! A [`Session`] keeps what it read, so that after a change (`validate --watch`) only the
//! affected stage is read again: a spec file → that spec; a token file → the token tree; a Rust
//! file → the component code. The cross-file checks then run over the cached models; they are
//! cheap next to reading.

mod against_code;

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::binding::BoundKey;
use crate::checks::{
    SuspectUse, check_accessibility_missing, check_contrast, check_dependencies, check_spec,
    check_token_mapping, unusable_tokens,
};
use crate::code::{self, CodeIndex, Component};
use crate::diagnostics::Diagnostics;
use crate::expansions::Expansions;
use crate::levels::RuleConfig;
use crate::loader::{
    Found, check_unique_names, find_spec_files, load_spec_text, read_found, spec_in,
};
pub use crate::project::Inputs;
use crate::reader::SpecDocument;
use crate::rules::RuleId;
use crate::tokens::{Tokens, load_tokens_with};
use against_code::{AgainstCode, SpecFindings};

/// The outcome of a run.
#[derive(Debug)]
#[non_exhaustive]
pub struct Report {
    /// The findings, after levels and settings, by file and position.
    pub diagnostics: Diagnostics,
    /// How many specs were read.
    pub specs: usize,
    /// How many components were read (none at `basic`, or without code).
    pub components: usize,
}

/// What a change touched, as [`Session::update`] classified it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Touched {
    /// Spec files were read again.
    pub specs: usize,
    /// The token tree was read again.
    pub tokens: bool,
    /// The component code was read again.
    pub code: bool,
    /// Uses of `#[component_spec]` whose generated items were expanded again.
    pub expanded: usize,
}

/// A project's tokens read, and nothing else yet: the first part of [`Session::new_like`], for
/// a caller with a core free before the session it is like exists (`uispec diff` reads the
/// base's tokens while the head is still being read). The tokens are the one input a session
/// like another reads whole, whatever the two share.
#[derive(Debug)]
pub struct TokensRead {
    inputs: Inputs,
    tokens: (Tokens, Diagnostics),
}

impl TokensRead {
    /// Reads the tokens `inputs` names.
    pub fn new(inputs: Inputs) -> TokensRead {
        let tokens = load_tokens_of(&inputs);
        TokensRead { inputs, tokens }
    }

    /// The rest read as [`Session::new_like`] reads it: the same session.
    pub fn like(self, like: &Session) -> Session {
        Session::new_meanwhile(self.inputs, Some(self.tokens), Some(like), |_| ()).0
    }
}

/// A project's inputs read once and kept, for repeated validation.
#[derive(Debug)]
pub struct Session {
    inputs: Inputs,
    /// Every spec file, with what reading and checking it found.
    specs: BTreeMap<PathBuf, SpecFile>,
    /// Findings of finding the spec files (missing paths).
    spec_paths: Diagnostics,
    tokens: Tokens,
    /// Findings of reading the token files.
    token_diags: Diagnostics,
    /// The same as reported: a conformance finding that makes a token a spec references
    /// unusable is an error (computed with the tokenMapping checks).
    token_report: Diagnostics,
    /// Findings of the checks among specs (unique names, dependencies, the organisation
    /// schema): computed when specs are read, so that a code change does not redo them.
    spec_checks: Diagnostics,
    /// The component code, file by file (empty when code is not read).
    code: CodeIndex,
    /// The items `#[component_spec]` generates for the code, from the specs above.
    expansions: Expansions,
    components: Vec<Component>,
    /// What the components render from their dependencies ([`CodeIndex::dependencies`]).
    dependencies: code::Dependencies,
    code_diags: Diagnostics,
    /// Each spec's findings against the code, with what it was bound to when they were found:
    /// kept while the spec, its binding and the components stay the same.
    against_code: HashMap<PathBuf, (Option<BoundKey>, SpecFindings)>,
    /// Findings of comparing specs with code, as reported: redone when either changes.
    alignment: Diagnostics,
}

impl Session {
    /// Reads everything `inputs` names.
    pub fn new(inputs: Inputs) -> Session {
        Session::new_meanwhile(inputs, None, None, |_| ()).0
    }

    /// [`Session::new`] for another copy of the project that `like` read (the other side of
    /// `uispec diff`): every spec and Rust file with the same text under the same path is
    /// taken from `like` as it was read there, not parsed again, so that two revisions cost
    /// one reading and what changed between them. What depends on more than the file (a
    /// spec's tokenMapping, the crate put together, the alignment) is checked here anew.
    pub fn new_like(inputs: Inputs, like: &Session) -> Session {
        Session::new_meanwhile(inputs, None, Some(like), |_| ()).0
    }

    /// [`Session::new`], with the stylesheet of its specs (see [`Session::stylesheet`]) under
    /// the session's own settings: the same text as `stylesheet(&session.report(), options)`,
    /// but written while the component code is still being read, so that its serial parts
    /// run beside the parsing instead of after it. It is written again only when the code
    /// gave a spec its first error (a stylesheet leaves out every spec with errors).
    pub fn new_with_stylesheet(
        inputs: Inputs,
        options: &crate::css::CssOptions,
    ) -> (Session, crate::css::Stylesheet) {
        let (session, (early, sheet)) = Session::new_meanwhile(inputs, None, None, |session| {
            let without = with_errors(&session.report());
            let sheet = session.stylesheet_without(&without, options);
            (without, sheet)
        });
        let without = with_errors(&session.report());
        if without == early {
            return (session, sheet);
        }
        let sheet = session.stylesheet_without(&without, options);
        (session, sheet)
    }

    /// Reads everything `inputs` names (the tokens unless they are given, read from the same
    /// inputs), and runs `meanwhile` on the session once its specs and tokens are read, while
    /// its component code is still being read on other threads.
    fn new_meanwhile<T>(
        inputs: Inputs,
        tokens: Option<(Tokens, Diagnostics)>,
        like: Option<&Session>,
        meanwhile: impl FnOnce(&Session) -> T,
    ) -> (Session, T) {
        let mut session = Session {
            inputs,
            specs: BTreeMap::new(),
            spec_paths: Diagnostics::new(),
            tokens: Tokens::empty(),
            token_diags: Diagnostics::new(),
            token_report: Diagnostics::new(),
            spec_checks: Diagnostics::new(),
            code: CodeIndex::default(),
            expansions: Expansions::default(),
            components: Vec::new(),
            dependencies: code::Dependencies::default(),
            code_diags: Diagnostics::new(),
            against_code: HashMap::new(),
            alignment: Diagnostics::new(),
        };
        // Component code is the slowest input (syn parses every file): it is read on other
        // threads while this one reads the specs and the tokens. No thread is started when no
        // code is read (`basic`): each costs its own fresh pages.
        let code_files = reads_code(&session.inputs).then(|| CodeFiles::of(&session.inputs));
        let (code, early) = std::thread::scope(|scope| {
            let like_code = like.map(|like| &like.code);
            let code =
                (code_files.as_ref()).map(|files| scope.spawn(move || files.read(like_code)));
            // Tokens first: each spec is checked against them right after it is read, while
            // it is still in the cache of the thread that read it.
            match tokens {
                Some(read) => (session.tokens, session.token_diags) = read,
                None => session.read_tokens(),
            }
            session.read_specs_like(None, like);
            session.spec_checks = spec_checks(&session.inputs, &session.specs);
            session.token_report = token_report(&session.specs, &session.token_diags);
            let early = meanwhile(&session);
            (code.map(|code| code.join()), early)
        });
        session.code = match (code, code_files) {
            (Some(Ok(code)), _) => code,
            // A panic while reading code (a bug in a dependency) must not take the specs and
            // tokens with it: read the code again here, where a panic would surface.
            (Some(Err(_)), Some(files)) => files.read(None),
            _ => CodeIndex::default(),
        };
        session
            .expansions
            .update(&session.code.spec_uses(), &lookup(&session.specs), None);
        session.read_components();
        session.align(None);
        (session, early)
    }

    /// Reads again what the changed paths (absolute) affect. Paths that belong to nothing
    /// the session reads are ignored.
    ///
    /// A changed directory (created, removed or renamed: `rm -rf specs; mkdir specs`, a tokens
    /// directory renamed away and back) may hold files whose own events were never seen, since
    /// nothing watched it yet: every input root at, above or below it is read again whole.
    pub fn update(&mut self, changed: &[PathBuf]) -> Touched {
        let root = self.inputs.root.clone();
        let under =
            |path: &Path, roots: &[PathBuf]| roots.iter().any(|r| path.starts_with(root.join(r)));
        let related = |path: &Path, roots: &[PathBuf]| {
            roots.iter().any(|r| {
                let r = root.join(r);
                path.starts_with(&r) || r.starts_with(path)
            })
        };
        let mut touched = Touched::default();
        let mut specs = Vec::new();
        let mut all_specs = false;
        let mut code = Vec::new();
        let mut all_code = false;
        for path in changed {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            let file = name.ends_with(".rs") || name.ends_with(".json") || path.is_file();
            if !file {
                all_specs |= related(path, &self.inputs.specs);
                touched.tokens |= related(path, &self.inputs.tokens);
                all_code |= related(path, &self.inputs.components);
            } else if name.ends_with(".rs") && under(path, &self.inputs.components) {
                touched.code = true;
                code.push(path.clone());
            } else if under(path, &self.inputs.tokens) {
                touched.tokens = true;
            } else if name.ends_with(".json") && under(path, &self.inputs.specs) {
                specs.push(path.clone());
            }
        }
        // Tokens before specs: the specs read again are checked against the new tokens.
        if touched.tokens {
            self.read_tokens();
        }
        if all_specs {
            self.read_specs(None);
            touched.specs = self.specs.len().max(1);
        } else if !specs.is_empty() {
            touched.specs = specs.len();
            self.read_specs(Some(&specs));
        }
        touched.code |= all_code;
        if touched.tokens && !all_specs {
            self.check_mappings(&specs);
        }
        if touched.specs > 0 {
            self.spec_checks = spec_checks(&self.inputs, &self.specs);
        }
        if touched.specs > 0 || touched.tokens {
            self.token_report = token_report(&self.specs, &self.token_diags);
        }
        if reads_code(&self.inputs) && (touched.code || touched.specs > 0) {
            if touched.code {
                self.code.update((!all_code).then_some(code.as_slice()));
            }
            // Components checked by `#[component_spec]` take their enums from the specs: the
            // uses of an edited spec are expanded again, or the enums of the old spec would be
            // compared with the new one. After a code change only new uses are expanded.
            let changed_specs: Option<&[PathBuf]> = match (touched.specs > 0, all_specs) {
                (false, _) => Some(&[]),
                (true, true) => None,
                (true, false) => Some(&specs),
            };
            touched.expanded =
                self.expansions
                    .update(&self.code.spec_uses(), &lookup(&self.specs), changed_specs);
            if touched.code || touched.expanded > 0 {
                self.read_components();
            }
        }
        if touched.specs > 0 || touched.code {
            self.align((!all_specs).then_some(specs.as_slice()));
        }
        touched
    }

    /// Reads `text` instead of the file at `path` (absolute: a spec or a token file), or the
    /// file again (`None`), and checks what that changes: an editor's unsaved buffer.
    pub fn set_draft(&mut self, path: PathBuf, text: Option<String>) -> Touched {
        match text {
            Some(text) => self.inputs.drafts.insert(path.clone(), text),
            None => self.inputs.drafts.remove(&path),
        };
        self.update(&[path])
    }

    /// What the session reads.
    pub fn inputs(&self) -> &Inputs {
        &self.inputs
    }

    /// The spec read from `path` (absolute), when it parsed as one.
    pub fn spec_at(&self, path: &Path) -> Option<&SpecDocument> {
        self.specs.get(path).and_then(|file| file.doc.as_ref())
    }

    /// The components read from the code (none when code is not read).
    pub fn components(&self) -> &[Component] {
        &self.components
    }

    /// Runs every check over what was read, and applies the level and rule settings.
    pub fn report(&self) -> Report {
        self.report_at(&self.inputs.rules)
    }

    /// [`Session::report`] under other settings. The checks ran under the session's own
    /// settings, so a level above them reports nothing more: read at `standard`, a session can
    /// report at `basic` too.
    pub fn report_at(&self, rules: &RuleConfig) -> Report {
        let mut diags = Diagnostics::new();
        let push_all = |diags: &mut Diagnostics, from: &Diagnostics| {
            for d in from.as_slice() {
                diags.push(d.clone());
            }
        };
        push_all(&mut diags, &self.spec_paths);
        for file in self.specs.values() {
            push_all(&mut diags, &file.read);
            push_all(&mut diags, &file.checks);
            push_all(&mut diags, &file.mapping);
        }
        push_all(&mut diags, &self.spec_checks);
        push_all(&mut diags, &self.token_report);
        push_all(&mut diags, &self.code_diags);
        push_all(&mut diags, &self.alignment);
        // Reading order: by file, then position (stable: one place keeps its check order).
        diags.sort_from(0);
        Report {
            diagnostics: rules.apply_all(diags),
            specs: self.specs().count(),
            components: self.components.len(),
        }
    }

    /// The specs as last read.
    pub fn specs(&self) -> impl Iterator<Item = &SpecDocument> {
        self.specs.values().filter_map(|file| file.doc.as_ref())
    }

    /// The token trees as last read (one per resolver permutation).
    pub fn tokens(&self) -> &Tokens {
        &self.tokens
    }

    /// The stylesheet of the specs (see [`crate::css`]), leaving out every spec `report` has an
    /// error in: a spec that does not validate gets no rules, and its errors are the report's.
    /// The stylesheet's own findings come under the session's level and rule settings.
    pub fn stylesheet(
        &self,
        report: &Report,
        options: &crate::css::CssOptions,
    ) -> crate::css::Stylesheet {
        self.stylesheet_without(&with_errors(report), options)
    }

    /// The stylesheet of every spec but those read from the paths `without`.
    fn stylesheet_without(
        &self,
        without: &BTreeSet<String>,
        options: &crate::css::CssOptions,
    ) -> crate::css::Stylesheet {
        let specs: Vec<&SpecDocument> = self
            .specs()
            .filter(|doc| !without.contains(doc.file.path()))
            .collect();
        let mut sheet = crate::css::stylesheet(&specs, &self.tokens, options);
        sheet.diagnostics = self.inputs.rules.apply_all(sheet.diagnostics);
        sheet
    }

    /// Reads every spec file (`None`), or only the given ones (which may have been created or
    /// deleted since).
    fn read_specs(&mut self, only: Option<&[PathBuf]>) {
        self.read_specs_like(only, None);
    }

    /// [`Session::read_specs`], taking what `like` read of the same texts (see
    /// [`Session::new_like`]).
    fn read_specs_like(&mut self, only: Option<&[PathBuf]>, like: Option<&Session>) {
        let old = std::mem::take(&mut self.specs);
        let mapping = Mapping::new(&self.inputs, &self.tokens, &self.token_diags);
        let like = like.map(|like| Like::of(like, &self.inputs));
        (self.specs, self.spec_paths) =
            load_specs_of(&self.inputs, only, old, &mapping, like.as_ref());
    }

    fn read_tokens(&mut self) {
        (self.tokens, self.token_diags) = load_tokens_of(&self.inputs);
    }

    /// Checks every spec's tokenMapping again, against tokens read again, except the `fresh`
    /// ones: read after the tokens (in the same change), they were checked as they were read.
    fn check_mappings(&mut self, fresh: &[PathBuf]) {
        let fresh: HashSet<&PathBuf> = fresh.iter().collect();
        let mapping = Mapping::new(&self.inputs, &self.tokens, &self.token_diags);
        let mut stale: Vec<&mut SpecFile> = (self.specs.iter_mut())
            .filter_map(|(path, file)| (!fresh.contains(path)).then_some(file))
            .collect();
        let checked = crate::parallel::map("uispec-checks", None, &stale, 64, |_, file, _| {
            file.doc.as_ref().map(|doc| mapping.check(doc))
        });
        for (file, checked) in stale.iter_mut().zip(checked) {
            (file.mapping, file.uses) = checked.unwrap_or_default();
        }
    }

    /// Puts the components together from the code read and the expanded items (the specs'
    /// findings against the old ones are forgotten).
    fn read_components(&mut self) {
        self.against_code.clear();
        let options = code_options(&self.inputs);
        (self.components, self.code_diags) =
            self.code.components(&options, &self.expansions.sources());
        self.dependencies = self.code.dependencies(&self.components, &options);
    }

    /// Compares the specs with the components (nothing without code): the specs read again
    /// (`fresh`; `None`: all of them), and the others whose binding changed or that were not
    /// compared yet.
    fn align(&mut self, fresh: Option<&[PathBuf]>) {
        let mut aligned = Diagnostics::new();
        if reads_code(&self.inputs) {
            let files: Vec<(&PathBuf, &SpecDocument)> = (self.specs.iter())
                .filter_map(|(path, file)| Some((path, file.doc.as_ref()?)))
                .collect();
            let documents: Vec<&SpecDocument> = files.iter().map(|(_, doc)| *doc).collect();
            let checks = AgainstCode::new(
                &documents,
                &self.components,
                &self.dependencies,
                &self.inputs.rules,
                &self.inputs.selectors,
            );
            let mut old = match fresh {
                Some(_) => std::mem::take(&mut self.against_code),
                None => HashMap::new(),
            };
            let fresh: HashSet<&PathBuf> = fresh.into_iter().flatten().collect();
            // The findings kept of each spec whose binding did not change, and which specs are
            // checked anew: independently of each other, so spread over the cores.
            let kept: Vec<_> = (files.iter().enumerate())
                .map(|(index, (path, _))| {
                    let key = checks.key(index);
                    match old.remove(*path) {
                        Some((was, findings)) if was == key && !fresh.contains(path) => {
                            (key, Some(findings))
                        }
                        _ => (key, None),
                    }
                })
                .collect();
            let todo: Vec<usize> = (kept.iter().enumerate())
                .filter(|(_, (_, findings))| findings.is_none())
                .map(|(index, _)| index)
                .collect();
            let mut checked =
                crate::parallel::map("uispec-align", None, &todo, 32, |_, &index, _| {
                    checks.check(index, files[index].1)
                })
                .into_iter();
            let mut specs = Vec::with_capacity(files.len());
            for ((path, _), (key, findings)) in files.iter().zip(kept) {
                let findings = findings.or_else(|| checked.next()).unwrap_or_default();
                specs.push(((*path).clone(), (key, findings)));
            }
            let mut found = Diagnostics::new();
            let mut unbound = Diagnostics::new();
            checks.unbound(&mut unbound);
            for check in 0..SpecFindings::CHECKS {
                for (_, (_, findings)) in &specs {
                    found.extend(findings.of(check).as_slice().iter().cloned());
                }
                // The components' own findings come after the specs' alignment.
                found.extend(std::mem::take(&mut unbound).into_vec());
            }
            // With a configured path missing, "no component implements the spec" would be said
            // of every spec whose code lives there; the missing path is the one finding.
            let partial = self.code.has_missing_paths();
            for diagnostic in found.into_vec() {
                let keep = if diagnostic.rule == RuleId::COMPONENT_NO_SPEC {
                    self.inputs.whole_project
                } else {
                    diagnostic.rule != RuleId::SPEC_NO_COMPONENT || !partial
                };
                if keep {
                    aligned.push(diagnostic);
                }
            }
            self.against_code = specs.into_iter().collect();
        }
        self.alignment = aligned;
    }
}

/// A spec file as a session read and checked it.
#[derive(Debug)]
struct SpecFile {
    /// The spec, when the file holds one.
    doc: Option<SpecDocument>,
    /// Findings of reading the file.
    read: Diagnostics,
    /// Findings of the rules on this spec alone.
    checks: Diagnostics,
    /// Findings of its tokenMapping against the session's tokens.
    mapping: Diagnostics,
    /// Its references into token files with conformance findings, for [`unusable_tokens`].
    uses: Vec<SuspectUse>,
}

/// The spec files another session read (the other copy of the project, in `uispec diff`),
/// by their path in the project.
struct Like<'a> {
    files: HashMap<&'a Path, &'a SpecFile>,
    /// Whether that session ran the rules this one does, so that a spec's own findings
    /// there are its findings here.
    same_rules: bool,
}

impl<'a> Like<'a> {
    fn of(like: &'a Session, inputs: &Inputs) -> Like<'a> {
        let root = &like.inputs.root;
        Like {
            files: (like.specs.iter())
                .filter_map(|(path, file)| Some((path.strip_prefix(root).ok()?, file)))
                .collect(),
            same_rules: like.inputs.rules == inputs.rules,
        }
    }

    /// What was read there of `source`, when it is the same file (path and text).
    fn same(&self, inside: &Path, source: &crate::SourceFile) -> Option<&'a SpecFile> {
        let known = self.files.get(inside)?;
        (known.doc.as_ref()).filter(|doc| doc.file.same(source))?;
        Some(known)
    }
}

/// The session's specs as the `#[component_spec]` expansions look them up: a spec that did
/// not read cleanly generates nothing.
fn lookup<'a>(
    specs: &'a BTreeMap<PathBuf, SpecFile>,
) -> impl Fn(&Path) -> Option<Option<&'a SpecDocument>> + 'a {
    |path| {
        let file = specs.get(path)?;
        Some(file.doc.as_ref().filter(|_| !file.read.has_errors()))
    }
}

/// What the tokenMapping checks of every spec share, built once per token tree.
struct Mapping<'a> {
    tokens: &'a Tokens,
    policy: crate::tokens::Policy,
    /// Only references into files with conformance findings can be made unusable by them.
    suspect: HashSet<&'a str>,
    /// Where tokens were looked for, when no token file was found.
    no_token_files: Option<String>,
    /// `[a11y]`, for the contrast rules.
    a11y: &'a crate::config::A11yOptions,
}

impl<'a> Mapping<'a> {
    fn new(inputs: &'a Inputs, tokens: &'a Tokens, token_diags: &'a Diagnostics) -> Mapping<'a> {
        let suspect = token_diags
            .as_slice()
            .iter()
            .filter(|d| d.rule.is_conformance())
            .map(|d| d.primary.file.path())
            .collect();
        let no_token_files = tokens
            .permutations
            .iter()
            .all(|p| p.set.files().is_empty())
            .then(|| {
                inputs
                    .tokens
                    .iter()
                    .map(|p| format!("`{}`", p.display()))
                    .collect::<Vec<_>>()
                    .join(", ")
            });
        Mapping {
            tokens,
            a11y: &inputs.a11y,
            policy: inputs.token_options.policy,
            suspect,
            no_token_files,
        }
    }

    /// One spec's tokenMapping findings, and its references into suspect files.
    fn check(&self, doc: &SpecDocument) -> (Diagnostics, Vec<SuspectUse>) {
        let mut diags = Diagnostics::new();
        let uses = check_token_mapping(
            &mut diags,
            doc,
            self.tokens,
            self.policy,
            self.no_token_files.as_deref(),
            &self.suspect,
        );
        if self.no_token_files.is_none() {
            check_contrast(&mut diags, doc, self.tokens, self.a11y);
        }
        (diags, uses)
    }
}

/// The checks among specs: unique names, dependencies, the organisation schema, and without
/// code, which specs are of interactive components.
fn spec_checks(inputs: &Inputs, specs: &BTreeMap<PathBuf, SpecFile>) -> Diagnostics {
    let documents: Vec<&SpecDocument> = specs.values().filter_map(|f| f.doc.as_ref()).collect();
    let mut diags = Diagnostics::new();
    check_unique_names(&mut diags, &documents);
    check_dependencies(&mut diags, &documents, &inputs.rules);
    // With code, the components' markup decides what is interactive ([`Session::align`]).
    if !reads_code(inputs) {
        check_accessibility_missing(&mut diags, &documents, &[]);
    }
    if let Some(schema) = &inputs.schema {
        org_schema(&mut diags, &inputs.root, schema, &documents);
    }
    diags
}

/// The token files' findings as reported, where the specs' references make some of them
/// errors.
fn token_report(specs: &BTreeMap<PathBuf, SpecFile>, token_diags: &Diagnostics) -> Diagnostics {
    let uses: Vec<(&SpecDocument, &[SuspectUse])> = specs
        .values()
        .filter(|file| !file.uses.is_empty())
        .filter_map(|file| Some((file.doc.as_ref()?, file.uses.as_slice())))
        .collect();
    unusable_tokens(token_diags, &uses)
}

/// Spec files read for a session: every one (`only` is `None`), or the named ones, with the
/// others taken from `old` (files that are gone are forgotten; new ones are read whether
/// named or not).
fn load_specs_of(
    inputs: &Inputs,
    only: Option<&[PathBuf]>,
    mut old: BTreeMap<PathBuf, SpecFile>,
    mapping: &Mapping,
    like: Option<&Like>,
) -> (BTreeMap<PathBuf, SpecFile>, Diagnostics) {
    let root = &inputs.root;
    let mut found = Diagnostics::new();
    let mut files = find_spec_files(&mut found, root, &inputs.specs);
    // A draft not yet on disk is a spec unless it is a token file's.
    let token_file = |path: &Path| inputs.tokens.iter().any(|t| path.starts_with(root.join(t)));
    files.extend(
        inputs
            .drafts
            .keys()
            .filter(|draft| !files.iter().any(|file| &file.path == *draft) && !token_file(draft))
            .map(Found::named)
            .collect::<Vec<_>>(),
    );
    // The kept specs stay in their map, which changes by the few files read again: building
    // a map of a thousand paths compares paths component by component ten times each.
    if only.is_none() {
        old.clear();
    }
    let listed: HashSet<&Path> = files.iter().map(|file| file.path.as_path()).collect();
    old.retain(|path, _| listed.contains(path.as_path()));
    let kept: HashSet<&Path> = old.keys().map(PathBuf::as_path).collect();
    let to_read: Vec<Found> = files
        .into_iter()
        .filter(|file| {
            only.is_none_or(|only| only.contains(&file.path)) || !kept.contains(file.path.as_path())
        })
        .collect();
    // Each file is read, parsed and checked on its own: a large project's specs load on every
    // core, and each is checked while it is still in the reading thread's cache.
    let read = crate::parallel::map("uispec-specs", None, &to_read, 64, |_, file, _| {
        let mut read = Diagnostics::new();
        let mut known = None;
        let doc = match inputs.drafts.get(&file.path) {
            Some(text) => load_spec_text(&mut read, root, &file.path, text),
            None => read_found(&mut read, root, file).and_then(|source| {
                known = (like.zip(file.path.strip_prefix(root).ok()))
                    .and_then(|(like, inside)| Some((like.same(inside, &source)?, like)));
                match known {
                    Some((known, _)) => {
                        read = known.read.clone();
                        known.doc.clone()
                    }
                    None => spec_in(&mut read, &source),
                }
            }),
        };
        let mut checks = Diagnostics::new();
        let (mapping, uses) = match &doc {
            Some(doc) => {
                match known {
                    Some((known, like)) if like.same_rules => checks = known.checks.clone(),
                    _ => check_spec(&mut checks, doc, &inputs.rules),
                }
                mapping.check(doc)
            }
            None => Default::default(),
        };
        SpecFile {
            doc,
            read,
            checks,
            mapping,
            uses,
        }
    });
    let read = to_read.into_iter().map(|file| file.path).zip(read);
    let specs = if old.is_empty() {
        // Built from the whole (sorted) list at once: inserting a thousand paths one by one
        // compared paths component by component ten times each.
        read.collect()
    } else {
        old.extend(read);
        old
    };
    (specs, found)
}

fn load_tokens_of(inputs: &Inputs) -> (Tokens, Diagnostics) {
    let paths = existing_or_configured(&inputs.root, &inputs.tokens, inputs.tokens_configured);
    let mut diags = Diagnostics::new();
    let tokens = load_tokens_with(
        &mut diags,
        &inputs.root,
        &paths,
        &inputs.token_options,
        &inputs.drafts,
    );
    (tokens, diags)
}

/// What reading the component code needs of the inputs: owned, so that the code is read on
/// other threads while the session is being filled.
struct CodeFiles {
    root: PathBuf,
    components: Vec<PathBuf>,
    exclude: Vec<PathBuf>,
}

impl CodeFiles {
    fn of(inputs: &Inputs) -> CodeFiles {
        CodeFiles {
            root: inputs.root.clone(),
            components: inputs.components.clone(),
            exclude: inputs.components_exclude.clone(),
        }
    }

    fn read(&self, like: Option<&CodeIndex>) -> CodeIndex {
        CodeIndex::read_like(&self.root, &self.components, &self.exclude, like)
    }
}

/// The paths (as reported) of the spec files `report` has an error in.
fn with_errors(report: &Report) -> BTreeSet<String> {
    (report.diagnostics.as_slice().iter())
        .filter(|d| d.severity == crate::Severity::Error)
        .map(|d| d.primary.file.path().to_owned())
        .collect()
}

fn code_options(inputs: &Inputs) -> code::Options {
    code::Options {
        framework: inputs.framework,
    }
}

/// Code is read when the project has some and a rule that needs it can be reported.
fn reads_code(inputs: &Inputs) -> bool {
    let rules = &inputs.rules;
    !inputs.components.is_empty()
        && [
            RuleId::SPEC_NO_COMPONENT,
            RuleId::PROP_MISSING_IN_CODE,
            RuleId::COMPONENT_NO_SPEC,
            RuleId::ACCESSIBILITY_MISSING,
        ]
        .into_iter()
        .any(|rule| rules.enabled(rule))
}

#[cfg(feature = "json-schema")]
fn org_schema(diags: &mut Diagnostics, root: &Path, schema: &Path, specs: &[&SpecDocument]) {
    crate::checks::check_org_schema(diags, root, schema, specs);
}

#[cfg(not(feature = "json-schema"))]
fn org_schema(diags: &mut Diagnostics, root: &Path, schema: &Path, _specs: &[&SpecDocument]) {
    use crate::diagnostics::{Diagnostic, Location, Severity, SourceFile};
    let shown = crate::loader::display(root, &root.join(schema));
    diags.push(
        Diagnostic::new(
            RuleId::SPEC_ORG_SCHEMA,
            Location::new(&SourceFile::new(shown.clone(), ""), 0..0),
            format!("the organisation schema `{shown}` is not checked here"),
        )
        .with_severity(Severity::Note)
        .with_help("`uispec validate` checks it; build scripts leave it out to stay lean"),
    );
}

/// Configured paths are kept (a missing one is reported); default ones only when they exist.
fn existing_or_configured(root: &Path, paths: &[PathBuf], configured: bool) -> Vec<PathBuf> {
    if configured {
        return paths.to_vec();
    }
    paths
        .iter()
        .filter(|path| root.join(path).exists())
        .cloned()
        .collect()
}
