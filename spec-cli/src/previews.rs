//! Where `uispec test` leaves its pictures, and how `uispec docs` finds them:
//! `target/uispec/previews/` under the project root, per spec one PNG per theme (every render
//! of the component side by side, each under its label) and a manifest (`button.json`:
//! `{"spec", "pictures": [{"theme", "file"}]}`). The docs site shows them instead of its
//! anatomy drawing when they are there.
//!
//! `uispec docs` also shows each render's approved picture from the visual baselines
//! (`uispec-baselines/<component>/`, [`Budget::approved`]).
//!
//! The reader trusts nothing it finds: a manifest or image that is too large, a file name that
//! is not a plain name or is listed twice, an image that is not a PNG, or a site whose pictures
//! together pass [`MAX_TOTAL`], and the docs keep the drawing. Each file is read at most once.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
use serde_json::{Value, json};
use uispec_core::fs::{Overwrite, write_file};
use uispec_core::naming::to_kebab;

/// The largest manifest and image read (a picture of every render of a component is a few
/// hundred KB).
const MAX_MANIFEST: usize = 1 << 20;
const MAX_IMAGE: usize = 8 << 20;
/// The most pictures (themes) a page shows.
const MAX_PICTURES: usize = 64;
/// The most bytes of pictures one site reads, all pages together: each is held, and shown
/// base64-encoded in its page, so this bounds what `uispec docs` holds whatever the files say.
const MAX_TOTAL: usize = 64 << 20;

/// One theme's picture of a component's renders.
#[derive(Debug, Clone)]
pub(crate) struct Preview {
    /// The theme they were shown in.
    pub(crate) theme: String,
    /// The PNG.
    pub(crate) png: Vec<u8>,
}

/// The folder of the project at `root`.
pub(crate) fn dir(root: &Path) -> PathBuf {
    root.join("target/uispec/previews")
}

/// Records the pictures of the spec `spec`, replacing the last run's manifest.
pub(crate) fn write(root: &Path, spec: &str, previews: &[Preview]) -> Result<()> {
    let dir = dir(root);
    let stem = to_kebab(spec);
    let mut listed = Vec::new();
    for (index, preview) in previews.iter().enumerate() {
        let file = format!("{stem}-{index}-{}.png", to_kebab(&preview.theme));
        let path = dir.join(&file);
        write_file(&[root], &path, &preview.png, Overwrite::Replace)
            .with_context(|| format!("cannot write `{}`", path.display()))?;
        listed.push(json!({ "theme": preview.theme, "file": file }));
    }
    let manifest = json!({ "version": 1, "spec": spec, "pictures": listed });
    let path = dir.join(format!("{stem}.json"));
    write_file(
        &[root],
        &path,
        format!("{manifest:#}\n").as_bytes(),
        Overwrite::Replace,
    )
    .with_context(|| format!("cannot write `{}`", path.display()))?;
    Ok(())
}

/// What the pictures of one site may still take.
#[derive(Debug)]
pub(crate) struct Budget {
    left: usize,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { left: MAX_TOTAL }
    }
}

impl Budget {
    /// The pictures of the spec `spec`, or none (also once the site's budget is spent).
    pub(crate) fn read(&mut self, root: &Path, spec: &str) -> Vec<Preview> {
        let previews = read(root, spec, self.left);
        self.left -= previews.iter().map(|p| p.png.len()).sum::<usize>();
        previews
    }
}

/// One render's approved picture: its visual baseline (`uispec-baselines/<component>/`).
#[derive(Debug, Clone)]
pub(crate) struct Approved {
    /// The render's label (`Button variant=primary`).
    pub(crate) render: String,
    /// The theme.
    pub(crate) theme: String,
    /// The PNG.
    pub(crate) png: Vec<u8>,
}

impl Budget {
    /// The approved pictures of the spec `spec` in the baselines' `folder` (relative to
    /// `root`), or none: a baseline that does not read as `uispec test` writes it shows
    /// nothing (`uispec test` reports it); at most [`MAX_PICTURES`] of them, within the
    /// site's budget.
    pub(crate) fn approved(&mut self, root: &Path, folder: &Path, spec: &str) -> Vec<Approved> {
        use uispec_core::checks::visual::{Baseline, FILE};
        let load = loader(root, root.join(folder).join(to_kebab(spec)));
        let Some(text) = load(FILE, uispec_core::confine::MAX_INPUT_BYTES) else {
            return Vec::new();
        };
        let Some(baseline) = String::from_utf8(text)
            .ok()
            .and_then(|text| Baseline::parse(&text).ok())
            .filter(|baseline| baseline.component == spec)
        else {
            return Vec::new();
        };
        let mut approved = Vec::new();
        for entry in baseline.entries.iter().take(MAX_PICTURES) {
            // Ids are plain file names: `Baseline::parse` refuses any other.
            let Some(png) = load(&format!("{}.png", entry.id), MAX_IMAGE.min(self.left)) else {
                continue;
            };
            if !png.starts_with(b"\x89PNG\r\n\x1a\n") {
                continue;
            }
            self.left -= png.len();
            approved.push(Approved {
                render: entry.render.clone(),
                theme: entry.theme.clone(),
                png,
            });
        }
        approved
    }
}

/// Reads the file of a name in `dir`, at most a limit of bytes, only inside the project at
/// `root` (a link out of it reads nothing).
fn loader(root: &Path, dir: PathBuf) -> impl Fn(&str, usize) -> Option<Vec<u8>> {
    let scope = uispec_core::confine::Scope::new(root, []);
    move |name, limit| {
        let real = scope.admit(&dir.join(name)).ok()?;
        uispec_core::confine::read_regular(&real, limit).ok()
    }
}

/// The pictures of the spec `spec`, together at most `budget` bytes, or none.
fn read(root: &Path, spec: &str, budget: usize) -> Vec<Preview> {
    let load = loader(root, dir(root));
    let Some(text) = load(&format!("{}.json", to_kebab(spec)), MAX_MANIFEST) else {
        return Vec::new();
    };
    let Ok(manifest) = serde_json::from_slice::<Value>(&text) else {
        return Vec::new();
    };
    if manifest["spec"].as_str() != Some(spec) {
        return Vec::new();
    }
    let plain = |name: &str| {
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
            && !name.starts_with('.')
    };
    let mut previews = Vec::new();
    let mut files = std::collections::HashSet::new();
    let mut left = budget;
    for entry in manifest["pictures"]
        .as_array()
        .into_iter()
        .flatten()
        .take(MAX_PICTURES)
    {
        let (Some(theme), Some(file)) = (entry["theme"].as_str(), entry["file"].as_str()) else {
            return Vec::new();
        };
        // A file listed twice is no manifest `uispec test` wrote.
        if !plain(file) || !files.insert(file) {
            return Vec::new();
        }
        let Some(png) = load(file, MAX_IMAGE.min(left)) else {
            return Vec::new();
        };
        left -= png.len();
        if !png.starts_with(b"\x89PNG\r\n\x1a\n") {
            return Vec::new();
        }
        previews.push(Preview {
            theme: theme.to_owned(),
            png,
        });
    }
    previews
}
