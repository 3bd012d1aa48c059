//! The one way uispec writes files: atomically (a temporary file in the same directory, then a
//! rename), never touching a file whose content is already right, and never replacing a user's
//! file unless asked to.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// What [`write_file`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteOutcome {
    /// The file did not exist and was written.
    Created,
    /// The file existed with other content and was replaced (only with [`Overwrite::Replace`]).
    Updated,
    /// The file already had exactly this content; nothing was written.
    Unchanged,
    /// The file exists with other content and was left alone ([`Overwrite::Never`]).
    Skipped,
}

/// Whether an existing file with different content may be replaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overwrite {
    /// Leave it and report [`WriteOutcome::Skipped`].
    Never,
    /// Replace it (`--force`, or generated files such as build outputs).
    Replace,
}

/// Writes `contents` to `path`, creating parent directories. Identical content is a no-op (no
/// mtime change, so Cargo and watchers see nothing); the write itself goes to a temporary file
/// that is renamed over the target, so readers never see half a file.
pub fn write_file(path: &Path, contents: &[u8], overwrite: Overwrite) -> io::Result<WriteOutcome> {
    let existed = match fs::read(path) {
        Ok(existing) if existing == contents => return Ok(WriteOutcome::Unchanged),
        Ok(_) if overwrite == Overwrite::Never => return Ok(WriteOutcome::Skipped),
        Ok(_) => true,
        Err(error) if error.kind() == io::ErrorKind::NotFound => false,
        Err(error) => return Err(error),
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    fs::create_dir_all(dir)?;
    let file_name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "path has no file name"))?;
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(file_name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    let temp = dir.join(temp_name);
    let result = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(contents)?;
        file.sync_all()?;
        if !existed && overwrite == Overwrite::Never {
            // Created meanwhile by someone else: `hard_link` fails instead of replacing it.
            fs::hard_link(&temp, path).or_else(|error| match error.kind() {
                io::ErrorKind::AlreadyExists => Err(error),
                // File systems without hard links: fall back to a rename.
                _ => fs::rename(&temp, path),
            })
        } else {
            fs::rename(&temp, path)
        }
    })();
    // The temporary file is gone after a rename; after a hard link or a failure it is removed.
    let _ = fs::remove_file(&temp);
    result?;
    Ok(if existed {
        WriteOutcome::Updated
    } else {
        WriteOutcome::Created
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn creates_skips_and_replaces() {
        let dir = std::env::temp_dir().join(format!("uispec-fs-test-{}", std::process::id()));
        let path = dir.join("a/b.json");
        assert_eq!(
            write_file(&path, b"one", Overwrite::Never).unwrap(),
            WriteOutcome::Created
        );
        assert_eq!(
            write_file(&path, b"one", Overwrite::Never).unwrap(),
            WriteOutcome::Unchanged
        );
        assert_eq!(
            write_file(&path, b"two", Overwrite::Never).unwrap(),
            WriteOutcome::Skipped
        );
        assert_eq!(fs::read(&path).unwrap(), b"one");
        assert_eq!(
            write_file(&path, b"two", Overwrite::Replace).unwrap(),
            WriteOutcome::Updated
        );
        assert_eq!(fs::read(&path).unwrap(), b"two");
        let leftovers: Vec<_> = fs::read_dir(dir.join("a"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(leftovers, vec![std::ffi::OsString::from("b.json")]);
        fs::remove_dir_all(&dir).unwrap();
    }
}
