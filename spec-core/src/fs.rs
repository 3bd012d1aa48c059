//! The one way uispec writes files: atomically (a temporary file in the same directory, then a
//! rename), never touching a file whose content is already right, and never replacing a user's
//! file unless asked to.

use std::ffi::{OsStr, OsString};
use std::fs;
use std::io::{self, Read, Write};
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
///
/// Every write is confined: `within` lists the places the file may land in ([`confine_write`]:
/// a link on the way counts where it leads), and a write that would land elsewhere is refused
/// unwritten, as [`io::ErrorKind::PermissionDenied`] naming `path`. There is no other way to
/// write a file in uispec, so no writer can forget the check.
pub fn write_file(
    within: &[&Path],
    path: &Path,
    contents: &[u8],
    overwrite: Overwrite,
) -> io::Result<WriteOutcome> {
    write(within, path, contents, overwrite, true)
}

/// [`write_file`] replacing what is there, for output that the next run writes again (a
/// documentation site): the same confinement and the same atomic rename, so readers still
/// never see half a file, but not flushed to the disk one by one. A crash can lose such a
/// file, which the next run writes again; flushing each page of a thousand-page site doubled
/// the time `uispec docs` took.
pub fn write_regenerable(
    within: &[&Path],
    path: &Path,
    contents: &[u8],
) -> io::Result<WriteOutcome> {
    write(within, path, contents, Overwrite::Replace, false)
}

fn write(
    within: &[&Path],
    path: &Path,
    contents: &[u8],
    overwrite: Overwrite,
    durable: bool,
) -> io::Result<WriteOutcome> {
    let path = &confine_write(path, within).map_err(|refusal| {
        io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!("`{}` was not written: {refusal}", path.display()),
        )
    })?;
    let existing = match Existing::at(path, contents)? {
        Existing::Same => return Ok(WriteOutcome::Unchanged),
        Existing::Different(_) if overwrite == Overwrite::Never => {
            return Ok(WriteOutcome::Skipped);
        }
        Existing::Different(metadata) => Some(metadata),
        Existing::Absent => None,
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
        if durable {
            file.sync_all()?;
        }
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

/// Creates the directory `dir` and its parents, confined like [`write_file`]: where `dir` lands
/// must be inside one of `within`, else nothing is created.
pub fn create_dir(within: &[&Path], dir: &Path) -> io::Result<()> {
    let real = confine_write(dir, within).map_err(|refusal| {
        io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!("`{}` was not created: {refusal}", dir.display()),
        )
    })?;
    fs::create_dir_all(real)
}

/// What [`write_file`] would do with `contents` at `path`, without writing anything (for
/// `--dry-run`). Reads what [`write_file`] reads, and refuses what it refuses.
pub fn predict(path: &Path, contents: &[u8], overwrite: Overwrite) -> io::Result<WriteOutcome> {
    Ok(match Existing::at(path, contents)? {
        Existing::Same => WriteOutcome::Unchanged,
        Existing::Different(_) if overwrite == Overwrite::Never => WriteOutcome::Skipped,
        Existing::Different(_) => WriteOutcome::Updated,
        Existing::Absent => WriteOutcome::Created,
    })
}

/// What a write's target holds now, compared with what is to be written.
enum Existing {
    /// Nothing (or a link that leads nowhere: the write replaces the link).
    Absent,
    /// A regular file with exactly these bytes.
    Same,
    /// A regular file with other bytes; its metadata, so that a replacement keeps its mode.
    Different(fs::Metadata),
}

impl Existing {
    /// Looks at `path` without trusting it: the target of a write comes from configuration a
    /// stranger may have written (`[css] out = "/dev/zero"`), so anything but a regular file
    /// (a FIFO, which would block the open, a device, which never ends, a directory) is an
    /// error before it is opened, and a regular file is read only when its size equals the new
    /// content's, and then at most one byte past it.
    fn at(path: &Path, contents: &[u8]) -> io::Result<Existing> {
        let metadata = match fs::metadata(path) {
            Ok(metadata) => metadata,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Existing::Absent),
            Err(error) => return Err(error),
        };
        if !metadata.is_file() {
            return Err(not_a_regular_file(&metadata));
        }
        if metadata.len() != contents.len() as u64 {
            return Ok(Existing::Different(metadata));
        }
        let file = fs::File::open(path)?;
        // Checked again on the open file: the path may have been replaced in between.
        let opened = file.metadata()?;
        if !opened.is_file() {
            return Err(not_a_regular_file(&opened));
        }
        let mut existing = Vec::with_capacity(contents.len() + 1);
        file.take(contents.len() as u64 + 1)
            .read_to_end(&mut existing)?;
        Ok(if existing == contents {
            Existing::Same
        } else {
            Existing::Different(metadata)
        })
    }
}

/// The error for a write whose target exists and is not a regular file.
fn not_a_regular_file(metadata: &fs::Metadata) -> io::Error {
    let kind = if metadata.is_dir() {
        "a directory"
    } else {
        "a FIFO, a device or a socket"
    };
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "the path exists and is {kind}, not a regular file; uispec writes only regular files"
        ),
    )
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

/// Where a write to `path` really lands: `.` and `..` resolved as written, the
/// deepest part of the path that exists resolved through every link, the rest (which the write
/// creates) appended, and a link at `path` itself followed. A link that leads nowhere or a
/// loop is an error.
///
/// What is checked is what is written: writers pass the path this returns to [`write_file`],
/// so a linked directory on the way counts where it leads.
pub fn landing(path: &Path) -> io::Result<PathBuf> {
    let path = if path.is_absolute() {
        crate::project::lexical_join(Path::new("/"), path)
    } else {
        crate::project::lexical_join(&std::env::current_dir()?, path)
    };
    if let Some(target) = link_target(&path)? {
        return Ok(target);
    }
    let mut existing = path.as_path();
    while existing.symlink_metadata().is_err() {
        match existing.parent() {
            Some(parent) => existing = parent,
            None => return Ok(path.clone()),
        }
    }
    let real = existing.canonicalize()?;
    Ok(match path.strip_prefix(existing) {
        Ok(rest) if !rest.as_os_str().is_empty() => real.join(rest),
        _ => real,
    })
}

/// Why [`confine_write`] refused a write.
#[derive(Debug)]
pub enum WriteRefusal {
    /// It would land outside every allowed directory.
    Outside(PathBuf),
    /// A link on the way leads nowhere, or the path cannot be resolved.
    Unresolved(io::Error),
}

impl std::fmt::Display for WriteRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            // Where exactly is not said: the place outside is none of the reader's business.
            WriteRefusal::Outside(_) => write!(f, "it would land outside the project"),
            WriteRefusal::Unresolved(error) => {
                write!(f, "a symbolic link on the way leads nowhere ({error})")
            }
        }
    }
}

/// The one confinement of every write uispec makes on behalf of a file it read (a
/// configuration's output path, a build script's copy, an agent's save): where `path` lands
/// ([`landing`]) when that is inside one of the `allowed` paths (each resolved the same way;
/// one may be the file itself, for a path the user named on purpose), else why not. Callers
/// write to the returned path.
pub fn confine_write(path: &Path, allowed: &[&Path]) -> Result<PathBuf, WriteRefusal> {
    let real = landing(path).map_err(WriteRefusal::Unresolved)?;
    let inside = allowed
        .iter()
        .any(|dir| landing(dir).is_ok_and(|dir| real.starts_with(dir)));
    if inside {
        Ok(real)
    } else {
        Err(WriteRefusal::Outside(real))
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

/// Removes the file `path` (a link itself, never what it points at) when its folder is inside
/// one of `within`; a file that is not there is no error. The one way uispec removes a file.
pub fn remove_file(within: &[&Path], path: &Path) -> io::Result<()> {
    let folder = path.parent().map(fs::canonicalize).transpose()?;
    let inside = folder.is_some_and(|folder| {
        (within.iter())
            .any(|place| fs::canonicalize(place).is_ok_and(|place| folder.starts_with(place)))
    });
    if !inside {
        return Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!(
                "`{}` is outside the places uispec may remove files from",
                path.display()
            ),
        ));
    }
    match fs::remove_file(path) {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        other => other,
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
            write_file(&[&dir], &path, b"one", Overwrite::Never).unwrap(),
            WriteOutcome::Created
        );
        assert_eq!(
            write_file(&[&dir], &path, b"one", Overwrite::Never).unwrap(),
            WriteOutcome::Unchanged
        );
        assert_eq!(
            write_file(&[&dir], &path, b"two", Overwrite::Never).unwrap(),
            WriteOutcome::Skipped
        );
        assert_eq!(fs::read(&path).unwrap(), b"one");
        assert_eq!(
            write_file(&[&dir], &path, b"two", Overwrite::Replace).unwrap(),
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
                    let (path, dir) = (&path, &dir);
                    scope.spawn(move || {
                        write_file(&[dir], path, contents, Overwrite::Replace).unwrap()
                    });
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
        write_file(&[&dir], &path, b"two", Overwrite::Replace).unwrap();
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
