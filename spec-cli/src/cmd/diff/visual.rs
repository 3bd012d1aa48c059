//! The visual baselines of one side of `uispec diff` (what `uispec test` approved, kept in the
//! project's `[test.baselines] folder`), read as `uispec test` reads them: each file a regular
//! file inside the project, bounded; and how a render's pictures compare between the sides.
//!
//! A baseline that cannot be read is left out with a note: the other changes are still found.

use std::cell::Cell;
use std::path::{Path, PathBuf};

use uispec_core::SourceFile;
use uispec_core::checks::visual::{Baseline, FILE, Picture};
use uispec_core::config::{self, Tolerance};
use uispec_core::confine::{MAX_INPUT_BYTES, Scope};
use uispec_core::diff::Baselines;
use uispec_core::project::Project;

use crate::pixels::{self, Rgba};

/// The most components' baselines one side reads.
const MAX_COMPONENTS: usize = 10_000;
/// The most pictures a comparison reads (on both sides), and the most bytes of them.
const MAX_PICTURES: usize = 20_000;
const MAX_BYTES: usize = 1 << 30;

/// One side's baselines, where they are, and how much a picture may differ there.
pub(super) struct Side {
    pub(super) baselines: Baselines,
    root: PathBuf,
    config: config::Baselines,
}

impl Side {
    /// The baselines of `project`; what could not be read goes to `left_out`, one sentence each.
    pub(super) fn read(project: &Project, left_out: &mut Vec<String>) -> Side {
        let config = project.config.test.baselines.clone();
        let folder = project.root.join(&config.folder);
        let scope = Scope::new(&project.root, []);
        let mut dirs: Vec<PathBuf> = (std::fs::read_dir(&folder).into_iter().flatten())
            .flatten()
            .map(|entry| entry.path().join(FILE))
            .take(MAX_COMPONENTS)
            .collect();
        dirs.sort();
        let mut baselines = Baselines::default();
        for path in dirs {
            if std::fs::symlink_metadata(&path).is_err() {
                continue;
            }
            let shown = shown(&project.root, &path);
            let text = (scope.read(&path, MAX_INPUT_BYTES))
                .map_err(|refusal| refusal.message)
                .and_then(|bytes| String::from_utf8(bytes).map_err(|_| "is not UTF-8".into()));
            let parsed = text.and_then(|text| {
                let baseline = Baseline::parse(&text).map_err(|(message, _)| message)?;
                Ok((SourceFile::new(shown.clone(), text), baseline))
            });
            match parsed {
                Ok(file) => baselines.files.push(file),
                Err(message) => left_out.push(format!("`{shown}` {message}")),
            }
        }
        Side {
            baselines,
            root: project.root.clone(),
            config,
        }
    }

    /// The bytes of the picture of the entry `id` beside the baseline file `file`.
    fn picture(&self, file: &SourceFile, id: &str) -> Option<Vec<u8>> {
        let path = self
            .root
            .join(file.path())
            .with_file_name(format!("{id}.png"));
        Scope::new(&self.root, []).read(&path, MAX_INPUT_BYTES).ok()
    }
}

/// Compares pictures between `base` and `head`, within the bounds of one comparison.
pub(super) struct Pictures<'a> {
    base: &'a Side,
    head: &'a Side,
    read: Cell<(usize, usize)>,
}

impl<'a> Pictures<'a> {
    pub(super) fn new(base: &'a Side, head: &'a Side) -> Self {
        Pictures {
            base,
            head,
            read: Cell::new((0, 0)),
        }
    }

    /// How the pictures of the entry `id` of `component` compare, the base's baseline file
    /// first: the same bytes are the same picture; others are compared pixel by pixel with
    /// the head's tolerance for the component. A picture missing, unreadable, not a PNG or
    /// past the bounds is not compared.
    pub(super) fn compare(
        &self,
        component: &str,
        [old, new]: [&SourceFile; 2],
        id: &str,
    ) -> Picture {
        let (pictures, bytes) = self.read.get();
        if pictures + 2 > MAX_PICTURES || bytes > MAX_BYTES {
            return Picture::NotCompared;
        }
        let (Some(before), Some(after)) = (self.base.picture(old, id), self.head.picture(new, id))
        else {
            return Picture::NotCompared;
        };
        self.read
            .set((pictures + 2, bytes + before.len() + after.len()));
        if before == after {
            return Picture::Same;
        }
        let (Ok(before), Ok(after)) = (Rgba::decode(&before), Rgba::decode(&after)) else {
            return Picture::NotCompared;
        };
        let tolerance: Tolerance = self.head.config.tolerance(component);
        let difference = pixels::compare(&before, &after, tolerance.threshold());
        match difference.pixels > tolerance.pixels {
            true => Picture::Differs(difference.pixels),
            false => Picture::Same,
        }
    }
}

/// `path` relative to the project `root`, `/`-separated: how findings name files.
fn shown(root: &Path, path: &Path) -> String {
    let shown = path.strip_prefix(root).unwrap_or(path);
    shown.to_string_lossy().replace('\\', "/")
}
