//! The items `#[component_spec("…")]` generates, expanded by the validation session from the
//! specs it holds. A component the macro checks types its axes with enums that exist only after
//! expansion, and uispec reads source unexpanded: the session expands each use the way the
//! macro does ([`spec_attribute::expand`], the one function both call) and hands the items to
//! the code reader, which reads them beside the crate's files and does no file I/O for them.
//!
//! The specs come from the session, not from disk: after a spec edit (`validate --watch`) or
//! with a draft (the MCP `save_spec` tool checks a spec before writing it) the enums are those
//! of the spec being validated. A spec change expands again exactly the uses of that spec.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::code::SpecUse;
use crate::confine::{Scope, read_text};
use crate::diagnostics::{Diagnostics, SourceFile};
use crate::framework::Target;
use crate::project::{Project, enclosing_crate};
use crate::read_spec;
use crate::reader::SpecDocument;
use crate::spec_attribute::{self, Annotated};

/// The session's specs, looked up by absolute path: `None` for a file the session does not
/// read, `Some(None)` for one that did not read cleanly (its errors are reported there).
pub(crate) type Specs<'a> = dyn Fn(&Path) -> Option<Option<&'a SpecDocument>> + 'a;

/// One use per crate: a spec used twice in a crate in the same way is expanded once, as the
/// compiler would reject the second set of items anyway.
type Key = (PathBuf, SpecUse);

/// What one use expanded to.
#[derive(Debug)]
struct Expansion {
    /// The spec file the use resolved to; `None` when it names no spec file.
    spec: Option<PathBuf>,
    /// The generated items; `None` when there are none (an unreadable spec, an unknown
    /// framework: the compiler reports those at the attribute, `validate` at the spec).
    items: Option<Arc<SourceFile>>,
}

/// The expansions of every `#[component_spec]` of a session's code.
#[derive(Debug, Default)]
pub(crate) struct Expansions {
    entries: BTreeMap<Key, Expansion>,
}

impl Expansions {
    /// Brings the expansions up to date with `uses` (each with its file's absolute path):
    /// uses that are gone are forgotten, new ones expanded, and a kept one expanded again only
    /// when its spec is among `changed` (`None`: every use). Uses that named no spec file are
    /// tried again whenever `changed` is not empty (the file may have appeared). Returns how
    /// many uses were expanded.
    pub(crate) fn update(
        &mut self,
        uses: &[(PathBuf, &SpecUse)],
        specs: &Specs<'_>,
        changed: Option<&[PathBuf]>,
    ) -> usize {
        let mut old = std::mem::take(&mut self.entries);
        let mut projects: HashMap<PathBuf, Option<Project>> = HashMap::new();
        let mut expanded = 0;
        for (file, spec_use) in uses {
            let Some(crate_dir) = enclosing_crate(file) else {
                continue;
            };
            let key = (crate_dir.to_path_buf(), (*spec_use).clone());
            if self.entries.contains_key(&key) {
                continue;
            }
            let stale = |entry: &Expansion| match (changed, &entry.spec) {
                (None, _) => true,
                (Some(changed), Some(spec)) => changed.contains(spec),
                (Some(changed), None) => !changed.is_empty(),
            };
            let entry = match old.remove(&key) {
                Some(entry) if !stale(&entry) => entry,
                _ => {
                    expanded += 1;
                    let project = projects
                        .entry(key.0.clone())
                        .or_insert_with(|| Project::discover(&key.0).ok());
                    expand(&key.0, spec_use, project.as_ref(), specs)
                }
            };
            self.entries.insert(key, entry);
        }
        expanded
    }

    /// The generated items, one source per use.
    pub(crate) fn sources(&self) -> Vec<Arc<SourceFile>> {
        self.entries
            .values()
            .filter_map(|entry| entry.items.clone())
            .collect()
    }
}

/// Expands one use in the crate at `crate_dir`, whose project is `project`.
fn expand(
    crate_dir: &Path,
    spec_use: &SpecUse,
    project: Option<&Project>,
    specs: &Specs<'_>,
) -> Expansion {
    let Some(project) = project else {
        return Expansion {
            spec: None,
            items: None,
        };
    };
    let exists = |path: &Path| specs(path).is_some() || path.is_file();
    let spec = spec_attribute::resolve(crate_dir, &spec_use.path, project, exists).ok();
    let items = spec
        .as_deref()
        .and_then(|path| generate(crate_dir, spec_use, project, path, specs));
    Expansion { spec, items }
}

fn generate(
    crate_dir: &Path,
    spec_use: &SpecUse,
    project: &Project,
    path: &Path,
    specs: &Specs<'_>,
) -> Option<Arc<SourceFile>> {
    let target = match spec_use.framework.as_deref() {
        Some(name) => Target::from_name(name)?,
        None => spec_attribute::framework(crate_dir, project.config.framework)
            .ok()?
            .into(),
    };
    let annotated = match &spec_use.on_struct {
        Some(name) => Annotated::Struct(name),
        None => Annotated::Function,
    };
    let items = |doc: &SpecDocument| {
        spec_attribute::expand(
            &doc.spec,
            annotated,
            target,
            false,
            "pub",
            &project.config.css.selectors,
        )
        .ok()
    };
    let items = match specs(path) {
        Some(doc) => items(doc?)?,
        // A spec outside the session's spec paths (next to the crate's code): read from disk
        // like the macro reads it. The path comes from code under review, so it may name only
        // a regular file inside the crate's project or its spec paths, under the size limit.
        None => {
            Scope::new(&project.root, &project.config.specs)
                .admit(path)
                .ok()?;
            let file = SourceFile::new(spec_use.path.clone(), read_text(path).ok()?);
            let mut diags = Diagnostics::new();
            let doc = read_spec(&mut diags, &file).filter(|_| !diags.has_errors())?;
            items(&doc)?
        }
    };
    Some(SourceFile::new(
        format!("{} (generated by #[component_spec])", spec_use.path),
        items,
    ))
}

#[cfg(test)]
mod tests {
    use std::fs;

    use crate::validate::{Inputs, Session};

    /// A Leptos crate whose `Button` and `Badge` take generated enums, and whose configured
    /// spec directory holds both specs.
    fn project() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let write = |rel: &str, text: &str| {
            let path = root.join(rel);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        };
        write(
            "Cargo.toml",
            "[package]\nname = \"ui\"\n\n[dependencies]\nleptos = \"0.8\"\n",
        );
        write(
            "specs/button.json",
            r#"{"name": "Button", "variants": [{"name": "size", "values": ["sm", "md", "lg"]}],
                "defaultVariants": {"size": "md"}}"#,
        );
        write(
            "specs/badge.json",
            r#"{"name": "Badge", "variants": [{"name": "tone", "values": ["info", "warn"]}],
                "defaultVariants": {"tone": "info"}}"#,
        );
        write(
            "src/lib.rs",
            "use leptos::prelude::*;\n\n#[component_spec(\"button.json\")]\n#[component]\n\
             pub fn Button(#[prop(optional)] size: ButtonSize) -> impl IntoView {}\n\n\
             #[component_spec(\"specs/badge.json\")]\n#[component]\n\
             pub fn Badge(#[prop(optional)] tone: BadgeTone) -> impl IntoView {}\n",
        );
        dir
    }

    fn inputs(root: &std::path::Path) -> Inputs {
        Inputs {
            root: root.to_path_buf(),
            specs: vec!["specs".into()],
            components: vec!["src".into()],
            whole_project: true,
            ..Inputs::default()
        }
    }

    /// The reader sees the enums the macro would generate: their values and default.
    #[test]
    fn generated_enums_are_read() {
        let dir = project();
        let session = Session::new(inputs(dir.path()));
        let report = session.report();
        assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics);
        assert_eq!(report.components, 2);
    }

    /// A spec edit expands again the use of that spec only, from the spec the session read;
    /// a draft is expanded instead of the file on disk.
    #[test]
    fn a_spec_change_expands_exactly_its_uses() {
        let dir = project();
        let root = dir.path();
        let mut session = Session::new(inputs(root));
        let button = root.join("specs/button.json");
        fs::write(
            &button,
            r#"{"name": "Button", "variants": [{"name": "size", "values": ["sm", "md", "lg", "xl"]}],
                "defaultVariants": {"size": "md"}}"#,
        )
        .unwrap();
        let touched = session.update(std::slice::from_ref(&button));
        assert_eq!(touched.expanded, 1);
        assert!(session.report().diagnostics.is_empty());

        let touched = session.update(&[root.join("src/lib.rs")]);
        assert_eq!(touched.expanded, 0, "a code change keeps the expansions");

        let mut drafted = inputs(root);
        drafted.drafts.insert(
            root.join("specs/badge.json"),
            r#"{"name": "Badge", "variants": [{"name": "tone", "values": ["info", "warn", "error"]}],
                "defaultVariants": {"tone": "info"}}"#
                .to_owned(),
        );
        let report = Session::new(drafted).report();
        assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics);
    }
}
