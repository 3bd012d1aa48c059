//! The one way uispec writes files: atomically (a temporary file in the same directory, then a
//! rename), never touching a file whose content is already right, and never replacing a user's
//! file unless asked to.

use std::ffi::{OsStr, OsString};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

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
///
/// The temporary name is unique to this write (`.<name>.<pid>.<n>.tmp`, created exclusively),
/// so concurrent writes to one path never share a file: the last rename wins and every reader
/// sees one whole version. A replaced file keeps its permissions. `path` itself is replaced:
/// callers that may be handed a symbolic link decide whether to write through it (see
/// [`link_target`]).
pub fn write_file(path: &Path, contents: &[u8], overwrite: Overwrite) -> io::Result<WriteOutcome> {
    let existing = match fs::read(path) {
        Ok(existing) if existing == contents => return Ok(WriteOutcome::Unchanged),
        Ok(_) if overwrite == Overwrite::Never => return Ok(WriteOutcome::Skipped),
        Ok(_) => fs::metadata(path).ok(),
        Err(error) if error.kind() == io::ErrorKind::NotFound => None,
        Err(error) => return Err(error),
    };
    let existed = existing.is_some();
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    fs::create_dir_all(dir)?;
    let file_name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "path has no file name"))?;
    let (mut file, temp) = create_temporary(dir, file_name)?;
    let result = (|| {
        file.write_all(contents)?;
        if let Some(metadata) = &existing {
            file.set_permissions(metadata.permissions())?;
        }
        file.sync_all()?;
        drop(file);
        if !existed && overwrite == Overwrite::Never {
            // Created meanwhile by someone else: `hard_link` fails instead of replacing it.
            fs::hard_link(&temp.0, path).or_else(|error| match error.kind() {
                io::ErrorKind::AlreadyExists => Err(error),
                // File systems without hard links: fall back to a rename.
                _ => fs::rename(&temp.0, path),
            })
        } else {
            fs::rename(&temp.0, path)
        }
    })();
    // The temporary file is gone after a rename; after a hard link or a failure it is removed
    // (dropping `temp` does both: it removes the file and forgets it).
    drop(temp);
    result?;
    Ok(if existed {
        WriteOutcome::Updated
    } else {
        WriteOutcome::Created
    })
}

/// Where a write to `path` should go when `path` is a symbolic link: the file it finally
/// points at (`Ok(Some(target))`), `Ok(None)` when `path` is not a link. A dangling link or a
/// loop is an error. Writers that follow links must still check that the target is somewhere
/// they may write.
pub fn link_target(path: &Path) -> io::Result<Option<PathBuf>> {
    match fs::symlink_metadata(path) {
        Ok(metadata) if metadata.file_type().is_symlink() => fs::canonicalize(path).map(Some),
        _ => Ok(None),
    }
}

/// Temporary files being written now, so that an interrupted process can remove them
/// ([`remove_unfinished_writes`]).
static IN_FLIGHT: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A temporary file registered in [`IN_FLIGHT`]; dropping it removes the file (a no-op once
/// renamed) and the registration.
struct Temporary(PathBuf);

impl Drop for Temporary {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.0);
        in_flight().retain(|p| *p != self.0);
    }
}

fn in_flight() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    // A panic elsewhere while holding the lock leaves a list that is still right.
    IN_FLIGHT.lock().unwrap_or_else(|e| e.into_inner())
}

/// Creates `.<name>.<pid>.<n>.tmp` in `dir` exclusively, trying the next `n` while one exists
/// (a leftover of a killed process that had the same id).
fn create_temporary(dir: &Path, file_name: &OsStr) -> io::Result<(fs::File, Temporary)> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    loop {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let mut name = OsString::from(".");
        name.push(file_name);
        name.push(format!(".{}.{n}.tmp", std::process::id()));
        let temp = dir.join(name);
        // Registered before it exists, so a signal between the two cannot miss it.
        in_flight().push(temp.clone());
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
        {
            Ok(file) => return Ok((file, Temporary(temp))),
            Err(error) => {
                // Not ours (or not created): forget it without removing it.
                in_flight().retain(|p| *p != temp);
                if error.kind() != io::ErrorKind::AlreadyExists {
                    return Err(error);
                }
            }
        }
    }
}

/// Removes the temporary files of writes still under way. For a signal handler: the `uispec`
/// binary calls it on Ctrl-C and SIGTERM before exiting, so an interrupted run leaves no
/// `.<name>.<pid>.<n>.tmp` behind.
pub fn remove_unfinished_writes() {
    for temp in in_flight().iter() {
        let _ = fs::remove_file(temp);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn creates_skips_and_replaces() {
        let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
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

    /// `remove_unfinished_writes` removes every write in flight in the process, so the tests
    /// that have writes in flight take turns with the one that calls it.
    static SERIAL: Mutex<()> = Mutex::new(());

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("uispec-fs-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Once, every write of a process used one temporary name: concurrent writes to one path
    /// tore the file (a small version followed by the tail of a large one) or failed.
    #[test]
    fn concurrent_writes_to_one_path_leave_one_whole_version() {
        let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        let dir = scratch("concurrent");
        let path = dir.join("spec.json");
        let small = b"{}\n".to_vec();
        let large = vec![b'x'; 60 * 1024];
        for _round in 0..10 {
            std::thread::scope(|scope| {
                for n in 0..20 {
                    let contents = if n % 2 == 0 { &small } else { &large };
                    let path = &path;
                    scope.spawn(move || write_file(path, contents, Overwrite::Replace).unwrap());
                }
            });
            let now = fs::read(&path).unwrap();
            assert!(now == small || now == large, "torn: {} bytes", now.len());
        }
        assert_eq!(
            fs::read_dir(&dir).unwrap().count(),
            1,
            "temporary files left"
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_mode() {
        let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("mode");
        let path = dir.join("run.sh");
        fs::write(&path, "one").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o750)).unwrap();
        write_file(&path, b"two", Overwrite::Replace).unwrap();
        let mode = fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o750);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn unfinished_writes_are_removed_on_request() {
        let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        let dir = scratch("unfinished");
        let (_file, temp) = create_temporary(&dir, OsStr::new("x.json")).unwrap();
        assert!(temp.0.is_file());
        // What the binary's signal handler calls.
        remove_unfinished_writes();
        assert!(!temp.0.exists());
        drop(temp);
        assert!(!in_flight().iter().any(|p| p.starts_with(&dir)));
        fs::remove_dir_all(&dir).unwrap();
    }
}
