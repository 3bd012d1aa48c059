//! Where `uispec test` leaves its pictures, and how `uispec docs` finds them:
//! `target/uispec/previews/` under the project root, per spec one PNG per theme (every render
//! of the component side by side, each under its label) and a manifest (`button.json`:
//! `{"spec", "pictures": [{"theme", "file"}]}`). The docs site shows them instead of its
//! anatomy drawing when they are there.
//!
//! The reader trusts nothing it finds: a manifest or image that is too large, a file name that
//! is not a plain name, or an image that is not a PNG, and the docs keep the drawing.

use std::path::{Path, PathBuf};

use anyhow::Result;
use serde_json::{Value, json};
use uispec_core::fs::{Overwrite, write_file};
use uispec_core::naming::to_kebab;

/// The largest manifest and image read.
const MAX_MANIFEST: usize = 1 << 20;
const MAX_IMAGE: usize = 16 << 20;
/// The most pictures (themes) a page shows.
const MAX_PICTURES: usize = 64;

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
        write_file(&dir.join(&file), &preview.png, Overwrite::Replace)?;
        listed.push(json!({ "theme": preview.theme, "file": file }));
    }
    let manifest = json!({ "version": 1, "spec": spec, "pictures": listed });
    write_file(
        &dir.join(format!("{stem}.json")),
        format!("{manifest:#}\n").as_bytes(),
        Overwrite::Replace,
    )?;
    Ok(())
}

/// The pictures of the spec `spec`, or none.
pub(crate) fn read(root: &Path, spec: &str) -> Vec<Preview> {
    let dir = dir(root);
    let scope = uispec_core::confine::Scope::new(root, []);
    let load = |name: &str, limit: usize| -> Option<Vec<u8>> {
        let real = scope.admit(&dir.join(name)).ok()?;
        uispec_core::confine::read_regular(&real, limit).ok()
    };
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
    for entry in manifest["pictures"]
        .as_array()
        .into_iter()
        .flatten()
        .take(MAX_PICTURES)
    {
        let (Some(theme), Some(file)) = (entry["theme"].as_str(), entry["file"].as_str()) else {
            return Vec::new();
        };
        if !plain(file) {
            return Vec::new();
        }
        let Some(png) = load(file, MAX_IMAGE) else {
            return Vec::new();
        };
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
