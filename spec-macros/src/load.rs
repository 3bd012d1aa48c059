//! Finding and reading the spec. Parsed specs are kept for the rest of the rustc run, keyed
//! by (path, length, modification time): a crate with fifty components that share a spec
//! directory reads each file once, and an edited file is read again.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

use uispec_core::formats::human::{Style, render_all};
use uispec_core::project::Project;
use uispec_core::{Diagnostics, SourceFile, SpecDocument, read_spec};

/// Read instead of `CARGO_MANIFEST_DIR` when set (documented for tests): trybuild compiles
/// test cases in a crate of its own, so tests point the macro back at their fixtures with it.
const MANIFEST_DIR_OVERRIDE: &str = "CARGO_MANIFEST_DIR_OVERRIDE";

/// The crate's directory.
pub(crate) fn manifest_dir() -> Result<PathBuf, String> {
    std::env::var_os(MANIFEST_DIR_OVERRIDE)
        .or_else(|| std::env::var_os("CARGO_MANIFEST_DIR"))
        .map(PathBuf::from)
        .ok_or_else(|| "CARGO_MANIFEST_DIR is not set: build with cargo".to_owned())
}

/// The crate's uispec project, found once per rustc run (every use of the macro in a crate
/// asks for it).
pub(crate) fn project(manifest_dir: &Path) -> Result<Arc<Project>, String> {
    static FOUND: OnceLock<Mutex<HashMap<PathBuf, Arc<Project>>>> = OnceLock::new();
    let cache = FOUND.get_or_init(Mutex::default);
    if let Some(found) = cache.lock().ok().and_then(|c| c.get(manifest_dir).cloned()) {
        return Ok(found);
    }
    let found = Arc::new(Project::discover(manifest_dir).map_err(|error| error.to_string())?);
    if let Ok(mut cache) = cache.lock() {
        cache.insert(manifest_dir.to_path_buf(), Arc::clone(&found));
    }
    Ok(found)
}

/// A spec read without errors, or the reader's rustc-style report.
type Loaded = Result<Arc<SpecDocument>, String>;

type Key = (PathBuf, u64, Option<SystemTime>);

/// Reads the spec at `path`, named `shown` in diagnostics.
pub(crate) fn load(path: &Path, shown: &str) -> Loaded {
    let metadata = std::fs::metadata(path)
        .map_err(|error| format!("cannot read `{}`: {error}", path.display()))?;
    let key: Key = (path.to_path_buf(), metadata.len(), metadata.modified().ok());
    static CACHE: OnceLock<Mutex<HashMap<Key, Loaded>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Mutex::default);
    if let Some(loaded) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return loaded;
    }
    let loaded = read(path, shown);
    if let Ok(mut cache) = cache.lock() {
        cache.insert(key, loaded.clone());
    }
    loaded
}

fn read(path: &Path, shown: &str) -> Loaded {
    let text = uispec_core::confine::read_text(path)?;
    let file = SourceFile::new(shown.to_owned(), text);
    let mut diags = Diagnostics::new();
    match read_spec(&mut diags, &file) {
        Some(doc) if !diags.has_errors() => Ok(Arc::new(doc)),
        _ => Err(format!(
            "the spec `{shown}` has errors:\n{}",
            render_all(diags.as_slice(), Style::Plain)
        )),
    }
}
