//! Token files from disk: `*.tokens.json`, `*.tokens` and `*.json` under the
//! configured paths, merged in a fixed order — the configured paths in the order given, the
//! files of a directory in byte order of their paths — so the same files always give the same
//! tree. A `*.resolver.json` among them defines the tree instead: the files it references are
//! read through it and the other token files are ignored, with a note. Tokens Studio's
//! `$themes.json` and `$metadata.json` are metadata, never tokens.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::legacy::{self, Format};
use super::parse_file;
use super::resolver::load_resolver;
use super::{Permutation, TokenOptions, Tokens};
use crate::confine::Scope;
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity, SourceFile};
use crate::loader::{display, find_files, read_source};
use crate::rules::RuleId;

/// Whether a file name is a token file, a resolver, or Tokens Studio metadata.
fn is_token_file(name: &str) -> bool {
    name.ends_with(".json") || name.ends_with(".tokens")
}

fn is_studio_metadata(path: &Path) -> bool {
    matches!(
        path.file_name().and_then(|n| n.to_str()),
        Some("$themes.json" | "$metadata.json")
    )
}

fn is_resolver(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.ends_with(".resolver.json"))
}

/// Loads the tokens under `paths` (relative to `root`).
pub fn load_tokens(
    diags: &mut Diagnostics,
    root: &Path,
    paths: &[PathBuf],
    options: &TokenOptions,
) -> Tokens {
    load_tokens_with(diags, root, paths, options, &BTreeMap::new())
}

/// [`load_tokens`], reading the text in `drafts` (by absolute path) instead of the file on disk:
/// an editor's unsaved buffer. The files are still the ones found on disk.
pub fn load_tokens_with(
    diags: &mut Diagnostics,
    root: &Path,
    paths: &[PathBuf],
    options: &TokenOptions,
    drafts: &BTreeMap<PathBuf, String>,
) -> Tokens {
    let start = diags.as_slice().len();
    let files = find_files(diags, root, paths, is_token_file);
    let source = Source { root, drafts };
    let resolvers: Vec<&PathBuf> = files.iter().filter(|f| is_resolver(f)).collect();
    let tokens = if let Some(resolver) = resolvers.first() {
        for other in &resolvers[1..] {
            note(
                diags,
                root,
                other,
                Severity::Warning,
                format!(
                    "ignored: {} defines the tokens (one resolver per project)",
                    display(root, resolver)
                ),
            );
        }
        through_resolver(diags, &source, paths, resolver, &files)
    } else {
        plain_files(diags, &source, &files, options)
    };
    // Findings in file order, whichever pass found them.
    diags.dedup_from(start);
    diags.sort_from(start);
    tokens
}

/// Where token files are read from: the disk, or an unsaved draft of the file.
struct Source<'a> {
    root: &'a Path,
    drafts: &'a BTreeMap<PathBuf, String>,
}

impl Source<'_> {
    fn read(&self, diags: &mut Diagnostics, path: &Path) -> Option<Arc<SourceFile>> {
        // A draft's size is capped by the JSON reader, as a file's is while it is read.
        match self.drafts.get(&self.root.join(path)) {
            Some(text) => Some(SourceFile::new(display(self.root, path), text.clone())),
            None => read_source(diags, self.root, path),
        }
    }
}

fn note(diags: &mut Diagnostics, root: &Path, path: &Path, severity: Severity, message: String) {
    let file = SourceFile::new(display(root, path), "");
    diags.push(
        Diagnostic::new(RuleId::TOKEN_RESOLVER, Location::new(&file, 0..0), message)
            .with_severity(severity),
    );
}

/// The tokens a resolver defines. The files it references are read only inside the project
/// or the configured token `paths` ([`Scope`]): a `$ref` to `/etc/passwd` or
/// `../../outside/x.tokens.json` is refused at the reference, unread.
fn through_resolver(
    diags: &mut Diagnostics,
    source: &Source<'_>,
    paths: &[PathBuf],
    resolver: &Path,
    files: &[PathBuf],
) -> Tokens {
    let root = source.root;
    let Some(file) = source.read(diags, resolver) else {
        return Tokens::empty();
    };
    let directory = resolver.parent().unwrap_or(root).to_path_buf();
    let scope = Scope::new(root, paths);
    let mut read_paths = Vec::new();
    let mut read = |diags: &mut Diagnostics, path: &Path, at: Location| {
        if let Err(refusal) = scope.admit(path) {
            diags.push(
                Diagnostic::new(
                    RuleId::TOKEN_RESOLVER,
                    at,
                    format!(
                        "the source `{}` {}; it was not read",
                        display(root, path),
                        refusal.message
                    ),
                )
                .with_label("this reference")
                .with_help(refusal.help),
            );
            return None;
        }
        read_paths.push(path.to_path_buf());
        source.read(diags, path)
    };
    let tokens = load_resolver(diags, &file, &directory, &mut read);
    let canonical = |p: &Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    let read: Vec<PathBuf> = read_paths.iter().map(|p| canonical(p)).collect();
    for other in files {
        if other.as_path() != resolver
            && !is_studio_metadata(other)
            && !read.contains(&canonical(other))
        {
            note(
                diags,
                root,
                other,
                Severity::Note,
                format!(
                    "ignored: {} defines the tokens, and does not reference this file",
                    display(root, resolver)
                ),
            );
        }
    }
    tokens
}

fn plain_files(
    diags: &mut Diagnostics,
    source: &Source<'_>,
    files: &[PathBuf],
    options: &TokenOptions,
) -> Tokens {
    let studio_metadata = files.iter().any(|f| is_studio_metadata(f));
    let set_order = files
        .iter()
        .find(|f| f.file_name().and_then(|n| n.to_str()) == Some("$metadata.json"))
        .and_then(|f| source.read(diags, f))
        .and_then(|f| parse_file(diags, &f))
        .map(|metadata| legacy::set_order(&metadata))
        .unwrap_or_default();
    let mut sources: Vec<Arc<SourceFile>> = files
        .iter()
        .filter(|f| !is_studio_metadata(f))
        .filter_map(|f| source.read(diags, f))
        .collect();
    // Tokens Studio multi-file exports: one file per set, in `tokenSetOrder`.
    if !set_order.is_empty() {
        let position = |file: &Arc<SourceFile>| {
            let set = file.path().trim_end_matches(".json");
            set_order
                .iter()
                .position(|s| set.ends_with(s.as_str()))
                .unwrap_or(usize::MAX)
        };
        sources.sort_by_key(position);
    }
    // Tokens Studio themes (compat mode): one permutation per combination of themes, each built
    // from the sets its themes enable, like a resolver's modifiers.
    let themes = if options.compat {
        studio_themes(diags, source, files, &sources)
    } else {
        Vec::new()
    };
    let combinations = legacy::theme_permutations(&themes, super::resolver::MAX_PERMUTATIONS);
    if !themes.is_empty() && !combinations.is_empty() {
        let permutations = combinations
            .iter()
            .enumerate()
            .map(|(index, chosen)| {
                let sets: Vec<String> = chosen
                    .iter()
                    .flat_map(|theme| theme.sets.iter().cloned())
                    .collect();
                let set = build_plain(diags, &sources, options, studio_metadata, Some(&sets));
                let inputs = chosen
                    .iter()
                    .map(|theme| (theme.group.clone(), theme.name.clone()))
                    .collect();
                Permutation {
                    inputs,
                    set,
                    is_default: index == 0,
                }
            })
            .collect();
        return Tokens { permutations };
    }
    Tokens::single(build_plain(diags, &sources, options, studio_metadata, None))
}

/// The themes of a Tokens Studio export: from `$themes.json`, or a single file's `$themes`.
fn studio_themes(
    diags: &mut Diagnostics,
    source: &Source<'_>,
    files: &[PathBuf],
    sources: &[Arc<SourceFile>],
) -> Vec<legacy::Theme> {
    let from_file = files
        .iter()
        .find(|f| f.file_name().and_then(|n| n.to_str()) == Some("$themes.json"))
        .and_then(|f| source.read(diags, f))
        .and_then(|f| parse_file(diags, &f));
    let embedded = || {
        sources
            .iter()
            .find(|f| f.text().contains("\"$themes\""))
            .and_then(|f| parse_file(&mut Diagnostics::new(), f))
    };
    from_file
        .or_else(embedded)
        .map(|value| legacy::themes(&value))
        .unwrap_or_default()
}

/// The set a Tokens Studio file holds: its path without `.json`, matched at a `/` boundary.
fn set_of_file<'s>(file: &SourceFile, sets: &'s [String]) -> Option<&'s String> {
    let path = file.path().trim_end_matches(".json");
    sets.iter()
        .find(|set| path == set.as_str() || path.ends_with(&format!("/{set}")))
}

/// One tree from plain token files; with `only`, just the Tokens Studio sets named there.
fn build_plain(
    diags: &mut Diagnostics,
    sources: &[Arc<SourceFile>],
    options: &TokenOptions,
    studio_metadata: bool,
    only: Option<&[String]>,
) -> super::TokenSet {
    super::build_files(diags, sources, options.compat, |builder, file| {
        if only.is_some_and(|sets| {
            set_of_file(file, sets).is_none() && !file.text().contains("\"$themes\"")
        }) {
            return None;
        }
        let root_value = parse_file(builder.diags(), file)?;
        let (format, marker) = legacy::detect(&root_value, studio_metadata);
        if format != Format::Dtcg && !options.compat {
            let span = marker.unwrap_or(0..0);
            builder.diags().push(
                Diagnostic::new(RuleId::TOKEN_LEGACY_FORMAT, Location::new(file, span), format!("this is a {} file, not DTCG 2025.10", format.name()))
                    .with_label("DTCG tokens use `$value`")
                    .with_help("set `compat = true` under `[tokens]` in uispec.toml to read it as it is, or convert it to DTCG 2025.10"),
            );
            return None;
        }
        if options.compat && format == Format::TokensStudio && legacy::is_multi_set(&root_value) {
            let order = legacy::set_order(&root_value);
            builder.add_token_sets(file, root_value, &order, only);
        } else {
            builder.add_document(file, root_value);
        }
        Some(())
    })
}
