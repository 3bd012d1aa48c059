//! Paths an MCP client names, kept inside the project: an agent may read and write
//! specs, and nothing else on the machine.
//!
//! A path is refused when it is absolute, when `..` climbs above the root, or when a symbolic
//! link on the way (or the file itself) leads outside. The check runs on the real file system
//! right before the read or the write; a link swapped in between the check and the write is
//! outside what this guards (the agent does not run code on the machine).

use std::path::{Component, Path, PathBuf};

use uispec_core::fs::WriteRefusal;

/// Why a path was refused, as the agent reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refused(pub(crate) String);

/// The absolute path of `requested` (relative to `root`) when it stays inside the project.
///
/// `root` must be absolute. The path need not exist; its deepest existing ancestor must
/// resolve, through any links, to a place inside the root, and so must the file when it
/// exists.
pub(crate) fn inside(root: &Path, requested: &str) -> Result<PathBuf, Refused> {
    let refuse = |why: &str| Err(Refused(format!("`{requested}` is refused: {why}")));
    if requested.trim().is_empty() {
        return refuse("the path is empty; give one relative to the project root");
    }
    let mut relative = PathBuf::new();
    for component in Path::new(requested).components() {
        match component {
            Component::Normal(part) => relative.push(part),
            Component::CurDir => {}
            Component::ParentDir => {
                if !relative.pop() {
                    return refuse("`..` leads outside the project");
                }
            }
            Component::RootDir | Component::Prefix(_) => {
                return refuse("absolute paths are refused; give one relative to the project root");
            }
        }
    }
    if relative.as_os_str().is_empty() {
        return refuse("it names the project root, not a file");
    }
    let path = root.join(&relative);
    // Where the file really lands decides, through every link on the way: the one rule of
    // every write (`uispec_core::fs::confine_write`).
    match uispec_core::fs::confine_write(&path, &[root]) {
        Ok(_) => Ok(path),
        Err(WriteRefusal::Outside(_)) => {
            refuse("a symbolic link on the way leads outside the project")
        }
        Err(WriteRefusal::Unresolved(_)) => refuse("it is a symbolic link that points nowhere"),
    }
}

/// Whether `path` (absolute, checked by [`inside`]) is a symbolic link itself.
pub(crate) fn is_symlink(path: &Path) -> bool {
    path.symlink_metadata()
        .is_ok_and(|meta| meta.file_type().is_symlink())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn project() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("specs")).unwrap();
        std::fs::write(dir.path().join("specs/button.json"), "{}").unwrap();
        dir
    }

    #[test]
    fn paths_inside_are_kept() {
        let dir = project();
        let root = dir.path();
        for path in [
            "specs/button.json",
            "./specs/new.json",
            "specs/../specs/new.json",
            "specs/forms/new.json",
        ] {
            assert!(inside(root, path).is_ok(), "{path}");
        }
        assert_eq!(
            inside(root, "specs/./x/../button.json").unwrap(),
            root.join("specs/button.json")
        );
    }

    #[test]
    fn escapes_are_refused() {
        let dir = project();
        let root = dir.path();
        for (path, why) in [
            ("../../etc/passwd", "`..` leads outside"),
            ("specs/../../x.json", "`..` leads outside"),
            ("/etc/passwd", "absolute paths are refused"),
            ("", "empty"),
            (".", "names the project root"),
        ] {
            let refused = inside(root, path).unwrap_err();
            assert!(refused.0.contains(why), "{path}: {}", refused.0);
        }
    }

    #[cfg(unix)]
    #[test]
    fn symlinks_out_of_the_project_are_refused() {
        let dir = project();
        let outside = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::os::unix::fs::symlink(outside.path(), root.join("specs/out")).unwrap();
        std::os::unix::fs::symlink("/etc/passwd", root.join("specs/passwd.json")).unwrap();
        std::os::unix::fs::symlink(root.join("nowhere"), root.join("specs/dangling.json")).unwrap();
        std::os::unix::fs::symlink(root.join("specs/button.json"), root.join("specs/link.json"))
            .unwrap();
        let why = |path: &str| inside(root, path).unwrap_err().0;
        assert!(why("specs/out/new.json").contains("leads outside"));
        assert!(why("specs/passwd.json").contains("leads outside"));
        assert!(why("specs/dangling.json").contains("points nowhere"));
        let link = inside(root, "specs/link.json").unwrap();
        assert!(is_symlink(&link));
    }
}
