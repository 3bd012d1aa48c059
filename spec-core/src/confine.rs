//! Which files uispec reads, and how. Spec, token, code and configuration files arrive in pull
//! requests and are checked in CI next to secrets, so every input is untrusted:
//!
//! - **Only regular files, each with a byte cap** ([`read_regular`]): a FIFO, a device such as
//!   `/dev/zero`, a socket or a directory is refused before it is opened, and nothing more than
//!   the cap is ever read, whatever the file's metadata claims. Files on the kernel's special
//!   file systems (`/proc`, `/sys`, `/dev`) are refused even when they look regular
//!   (`/proc/self/environ` holds the environment, tokens included).
//! - **Inside the project, unless the configuration names the place** ([`Scope`]): a file that
//!   makes uispec read another one (a resolver's `$ref`, a symbolic link inside a spec or token
//!   directory, a `#[component_spec("…")]` path in code) may only lead to the project root or
//!   to a path the configuration (or the command line) names explicitly. Links are resolved
//!   before the check, so `specs/x.json -> /etc/passwd` is refused like `/etc/passwd`.
//!
//! A refusal is a finding at the place that asked for the read; the refused file's content is
//! never read, so it cannot appear in any output.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The places files may be read from: the project root and the configured paths, resolved
/// through symbolic links once.
#[derive(Debug, Clone)]
pub struct Scope {
    roots: Vec<PathBuf>,
}

impl Scope {
    /// The project `root` and the `configured` paths (relative to it, or absolute; those
    /// outside the root are admitted because the configuration names them). Paths that do not
    /// exist admit nothing.
    pub fn new<'a>(root: &Path, configured: impl IntoIterator<Item = &'a PathBuf>) -> Scope {
        let roots = std::iter::once(root.to_path_buf())
            .chain(configured.into_iter().map(|path| root.join(path)))
            .filter_map(|path| path.canonicalize().ok())
            .collect();
        Scope { roots }
    }

    /// The file `path` finally names (after every link), when it is inside the scope.
    pub fn admit(&self, path: &Path) -> Result<PathBuf, Refusal> {
        let real = path.canonicalize().map_err(|error| {
            let link = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
            if link {
                Refusal::new(
                    format!("is a symbolic link that leads nowhere ({error})"),
                    "remove the link or point it at a file inside the project",
                )
            } else {
                Refusal::new(
                    format!("cannot be read: {error}"),
                    "check that the path exists and is readable",
                )
            }
        })?;
        if self.roots.iter().any(|root| real.starts_with(root)) {
            Ok(real)
        } else {
            Err(Refusal::new(
                "leads outside the project, and uispec reads files there only when the \
                 configuration names them",
                "keep referenced files inside the project, or name the outside directory in \
                 uispec.toml (`specs`, `components`, `[tokens] paths`)",
            ))
        }
    }

    /// The regular file `path`, at most `limit` bytes, when it is inside the scope: read as
    /// admitted (where its links lead), not through the links again.
    pub fn read(&self, path: &Path, limit: usize) -> Result<Vec<u8>, Refusal> {
        read_regular(&self.admit(path)?, limit)
    }
}

/// Why a file was not read: the end of a sentence that starts with the file's name
/// (`` `specs/x.json` is not a regular file ``), and what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// What is wrong, to follow the file's name.
    pub message: String,
    /// How to fix it.
    pub help: String,
    /// The size read, when the file is over the byte cap (a size limit, not an I/O problem).
    pub over_limit: Option<u64>,
}

impl Refusal {
    fn new(message: impl Into<String>, help: impl Into<String>) -> Refusal {
        Refusal {
            message: message.into(),
            help: help.into(),
            over_limit: None,
        }
    }
}

/// Kernel file systems whose "regular" files are views of the running system.
const SPECIAL_ROOTS: &[&str] = &["/proc", "/sys", "/dev"];

/// Whether `path` (absolute) is on one of the kernel's special file systems, which no walk
/// descends into (`specs = ["/"]` would otherwise read `/proc` and `/sys` for minutes).
pub fn is_special(path: &Path) -> bool {
    SPECIAL_ROOTS
        .iter()
        .any(|special| path.starts_with(special))
}

/// Reads the regular file `path`, at most `limit` bytes of it. See the module docs.
pub fn read_regular(path: &Path, limit: usize) -> Result<Vec<u8>, Refusal> {
    let (file, metadata) = open_regular(path)?;
    read_open(file, &metadata, limit)
}

/// [`read_regular`] for a file that a directory listing has just shown as a regular file (not
/// a link). The listing stands in for the check of the path before opening it, which is there
/// so that FIFOs and devices are never opened: the file is opened at once, saving a lookup of
/// its path, and then checked as [`read_regular`] checks it. A file replaced since the listing
/// is refused like any other (a FIFO swapped in between would block the open, as it would
/// between the check and the open of [`read_regular`]); one that cannot be opened is tried the
/// way [`read_regular`] does, so that the refusal says why.
pub fn read_listed(path: &Path, limit: usize) -> Result<Vec<u8>, Refusal> {
    let (file, metadata) = match fs::File::open(path) {
        Ok(file) => check_open(file, path)?,
        Err(_) => open_regular(path)?,
    };
    read_open(file, &metadata, limit)
}

/// Reads the open regular `file` of `metadata`, at most `limit` bytes of it.
fn read_open(
    mut file: fs::File,
    metadata: &fs::Metadata,
    limit: usize,
) -> Result<Vec<u8>, Refusal> {
    // A regular file's size is known: one read asking for a byte more than that returns short
    // at the end of the file, where reading to the end would take a second call to see it.
    // Only a file that grew since (or a short read for another reason) is read on, up to the
    // cap.
    let expected = metadata.len().min(limit as u64) as usize;
    let mut bytes = vec![0; expected + 1];
    let first = file.read(&mut bytes).map_err(|error| unreadable(&error))?;
    bytes.truncate(first);
    if first != expected {
        file.take((limit + 1 - first) as u64)
            .read_to_end(&mut bytes)
            .map_err(|error| unreadable(&error))?;
    }
    if bytes.len() > limit {
        let size = metadata.len().max(bytes.len() as u64);
        return Err(Refusal {
            over_limit: Some(size),
            ..Refusal::new(
                format!("is over the limit of {} MiB", limit >> 20),
                "split it into several files",
            )
        });
    }
    Ok(bytes)
}

/// The first `n` bytes of the regular file `path` (fewer when it is shorter), with the checks
/// of [`read_regular`]: for telling a generated file by its header without reading it all.
pub fn read_head(path: &Path, n: usize) -> Result<Vec<u8>, Refusal> {
    let (file, _) = open_regular(path)?;
    let mut bytes = Vec::with_capacity(n);
    file.take(n as u64)
        .read_to_end(&mut bytes)
        .map_err(|error| unreadable(&error))?;
    Ok(bytes)
}

/// Opens `path` when it is a regular file outside the kernel's special file systems.
fn open_regular(path: &Path) -> Result<(fs::File, fs::Metadata), Refusal> {
    let metadata = fs::metadata(path).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound
            if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) =>
        {
            Refusal::new(
                "is a symbolic link that leads nowhere",
                "remove the link or point it at an existing file",
            )
        }
        io::ErrorKind::NotFound => Refusal::new(
            "does not exist",
            "check the path (relative paths start at the project root)",
        ),
        _ if error.raw_os_error() == Some(ELOOP) => Refusal::new(
            "is a loop of symbolic links",
            "point the link at a file, not at itself",
        ),
        _ => unreadable(&error),
    })?;
    if !metadata.is_file() {
        return Err(not_regular(&metadata));
    }
    let file = fs::File::open(path).map_err(|error| unreadable(&error))?;
    // Checked again on the open file: the path may have been replaced in between.
    check_open(file, path)
}

/// The open `file` (opened as `path`) with its metadata, when it is a regular file outside the
/// kernel's special file systems.
fn check_open(file: fs::File, path: &Path) -> Result<(fs::File, fs::Metadata), Refusal> {
    let metadata = match file.metadata() {
        Ok(metadata) if metadata.is_file() => metadata,
        Ok(metadata) => return Err(not_regular(&metadata)),
        Err(error) => return Err(unreadable(&error)),
    };
    refuse_special(&file, path, &metadata)?;
    Ok((file, metadata))
}

/// The device of the last file found outside the kernel's special file systems, or
/// `u64::MAX`.
static ORDINARY_DEVICE: AtomicU64 = AtomicU64::new(u64::MAX);

/// Refuses the open `file` when it is on one of the kernel's special file systems. Its real
/// path says so; once one file on a device was found outside them, other files on the same
/// device (a project's specs all are) skip that lookup: a file system is `/proc`, `/sys` or
/// `/dev` wherever it is reached from.
fn refuse_special(file: &fs::File, path: &Path, metadata: &fs::Metadata) -> Result<(), Refusal> {
    let device = device(metadata);
    let known = device.is_some_and(|device| device == ORDINARY_DEVICE.load(Ordering::Relaxed));
    if known && !is_special(path) {
        return Ok(());
    }
    let real = real_path(file, path);
    if is_special(path) || is_special(&real) {
        return Err(Refusal::new(
            format!(
                "is on the system's special file system `{}`",
                real.display()
            ),
            "uispec reads spec, token, code and configuration files only",
        ));
    }
    if let Some(device) = device {
        ORDINARY_DEVICE.store(device, Ordering::Relaxed);
    }
    Ok(())
}

#[cfg(unix)]
fn device(metadata: &fs::Metadata) -> Option<u64> {
    use std::os::unix::fs::MetadataExt;
    Some(metadata.dev())
}

#[cfg(not(unix))]
fn device(_: &fs::Metadata) -> Option<u64> {
    None
}

/// Where the open `file` (opened as `path`) really is. On Linux the kernel says so in one call
/// (`/proc/self/fd/N` names the file that was opened, whatever links led to it, and whatever
/// happened to the path since), where resolving the path costs a call per component: with a
/// thousand specs this was a third of the system time of a validation. Elsewhere, or without
/// `/proc`, the path is resolved.
fn real_path(file: &fs::File, path: &Path) -> PathBuf {
    #[cfg(target_os = "linux")]
    {
        use std::os::fd::AsRawFd;
        if let Ok(real) = fs::read_link(format!("/proc/self/fd/{}", file.as_raw_fd()))
            && real.is_absolute()
        {
            return real;
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = file;
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}

/// The largest configuration, spec, token or code file uispec reads: 16 MiB.
pub const MAX_INPUT_BYTES: usize = 16 * 1024 * 1024;

/// [`read_regular`] with [`MAX_INPUT_BYTES`], as UTF-8 text: for configuration files and
/// other inputs that are not reported on line by line. The error is one sentence naming
/// `path` as given.
pub fn read_text(path: &Path) -> Result<String, String> {
    let bytes = read_regular(path, MAX_INPUT_BYTES)
        .map_err(|refusal| format!("`{}` {}", path.display(), refusal.message))?;
    String::from_utf8(bytes).map_err(|_| format!("`{}` is not UTF-8", path.display()))
}

/// `ELOOP` on Linux and the BSDs: too many levels of symbolic links.
const ELOOP: i32 = if cfg!(target_os = "linux") { 40 } else { 62 };

fn unreadable(error: &io::Error) -> Refusal {
    Refusal::new(
        format!("cannot be read: {error}"),
        "check the file's permissions",
    )
}

fn not_regular(metadata: &fs::Metadata) -> Refusal {
    let kind = if metadata.is_dir() {
        "a directory"
    } else {
        special_kind(metadata)
    };
    Refusal::new(
        format!("is {kind}, not a regular file"),
        "uispec reads regular files only; point the path at a file",
    )
}

#[cfg(unix)]
fn special_kind(metadata: &fs::Metadata) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    let kind = metadata.file_type();
    if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_socket() {
        "a socket"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else {
        "a special file"
    }
}

#[cfg(not(unix))]
fn special_kind(_: &fs::Metadata) -> &'static str {
    "a special file"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn special_files_are_refused_without_reading() {
        for (path, says) in [
            ("/dev/zero", "is a device, not a regular file"),
            ("/proc/self/environ", "special file system `/proc"),
            ("/", "is a directory"),
        ] {
            let refusal = read_regular(Path::new(path), 1024).unwrap_err();
            assert!(refusal.message.contains(says), "{path}: {refusal:?}");
        }
    }

    /// A listed file is opened without the check before: whatever it turned out to be, it is
    /// refused (or read) as `read_regular` would, with the same words.
    #[cfg(unix)]
    #[test]
    fn a_listed_file_is_refused_as_any_other() {
        let dir = std::env::temp_dir().join(format!("uispec-listed-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("spec.json"), "{}").unwrap();
        std::os::unix::fs::symlink(dir.join("gone.json"), dir.join("dangling.json")).unwrap();
        let paths = [
            dir.join("spec.json"),
            dir.join("missing.json"),
            dir.join("dangling.json"),
            dir.clone(),
            PathBuf::from("/dev/zero"),
            PathBuf::from("/proc/self/environ"),
        ];
        for path in &paths {
            assert_eq!(
                read_listed(path, 1024),
                read_regular(path, 1024),
                "{path:?}"
            );
        }
        assert_eq!(read_listed(&paths[0], 1024).unwrap(), b"{}");
        assert!(
            read_listed(&paths[2], 1024)
                .unwrap_err()
                .message
                .contains("leads nowhere")
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_file_read_before_does_not_admit_the_special_file_systems() {
        read_head(&std::env::current_exe().unwrap(), 4).unwrap();
        let refusal = read_regular(Path::new("/proc/self/environ"), 1024).unwrap_err();
        assert!(
            refusal.message.contains("special file system `/proc"),
            "{refusal:?}"
        );
    }

    #[test]
    fn the_cap_holds_whatever_the_size() {
        let dir = std::env::temp_dir().join(format!("uispec-confine-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("big.json");
        fs::write(&path, vec![b' '; 3 << 20]).unwrap();
        let refusal = read_regular(&path, 1 << 20).unwrap_err();
        assert_eq!(refusal.over_limit, Some(3 << 20), "{refusal:?}");
        assert_eq!(read_regular(&path, 4 << 20).unwrap().len(), 3 << 20);
        assert_eq!(read_regular(&path, 3 << 20).unwrap().len(), 3 << 20);
        fs::write(&path, b"").unwrap();
        assert!(read_regular(&path, 1 << 20).unwrap().is_empty());
        fs::remove_dir_all(&dir).unwrap();
    }
}
