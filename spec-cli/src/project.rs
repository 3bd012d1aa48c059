//! The project as the CLI finds it: `--project DIR`, else the current directory, handed to
//! [`uispec_core::project::Project::discover`] (the one discovery every front end shares), and
//! the path helpers the commands use to show and place files.

use std::path::{Component, Path, PathBuf};

use anyhow::{Context, bail};

use uispec_core::schema::{LOCAL_SCHEMA_PATH, SCHEMA_JSON};

use crate::opts::GlobalOpts;
use crate::write::PlannedFile;
pub(crate) use crate::write::display;
pub(crate) use uispec_core::project::{CONFIG_FILE, Project, lexical_join as absolute};

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

/// Finds the project for a command that works inside an existing project: discovery starts
/// at `--project DIR` (as if the command ran there), else at the current directory.
pub(crate) fn discover(global: &GlobalOpts) -> anyhow::Result<Project> {
    let cwd = current_dir()?;
    let start = match &global.project {
        Some(dir) => {
            let dir = absolute(&cwd, dir);
            if let Err(why) = directory(&dir) {
                bail!("the project directory `{}` {why}", dir.display());
            }
            dir
        }
        None => cwd,
    };
    Ok(Project::discover(&start)?)
}

/// What specs written to `dir` (absolute) put in `$schema`: the schema copy of the project
/// `dir` belongs to — `project` when `dir` is inside it, else the one discovered from `dir` (or
/// from its nearest existing ancestor, when it is still to be made) — relative to `dir`; and
/// that copy, when it does not exist yet, to be written with the specs. A spec never points
/// into another project, or at a file that is not there.
pub(crate) fn schema_for(
    dir: &Path,
    project: &Project,
) -> anyhow::Result<(String, Option<PlannedFile>)> {
    let root = if dir.starts_with(&project.root) {
        project.root.clone()
    } else {
        let existing = dir.ancestors().find(|d| d.is_dir()).unwrap_or(dir);
        let found = Project::discover(existing)?;
        if found.origin.is_none() && found.crate_dir.is_none() {
            // No configuration and no crate above: the folder itself, whether it exists yet
            // or not, so a second run puts `$schema` where the first did.
            dir.to_path_buf()
        } else {
            found.root
        }
    };
    let copy = root.join(LOCAL_SCHEMA_PATH);
    let missing = (!copy.exists()).then(|| PlannedFile {
        path: copy.clone(),
        contents: SCHEMA_JSON.to_owned(),
    });
    Ok((relative(dir, &copy), missing))
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

/// One note naming what the default component code leaves out ([`Project::left_out`]): a
/// workspace's binary crates and showcase folders, with how to read them anyway.
pub(crate) fn note_left_out(project: &Project, out: &crate::output::Output) {
    let left_out = project.left_out(uispec_core::project::CodeScope::Project);
    if left_out.is_empty() {
        return;
    }
    let listed: Vec<String> = left_out
        .iter()
        .map(|(path, why)| format!("`{}` ({why})", path.display()))
        .collect();
    out.note(&format!(
        "not read as component code: {}",
        listed.join(", ")
    ));
    out.help(
        "list the folders that define components in `components` in uispec.toml to choose yourself",
    );
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
