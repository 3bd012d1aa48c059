//! Every process uispec starts (cargo, the harness, Chromium) and every temporary directory it
//! makes for them, so that no way out leaves one behind: each process runs in a process group of
//! its own and is killed with its whole group when its [`Tracked`] handle drops (an error, a
//! panic, the end of the run) or when the process is interrupted ([`stop_all`], called by the
//! signal handler); each directory is removed when its [`Scratch`] drops, or by [`stop_all`].
//!
//! A process started while the handler is stopping everything is refused, so none can slip in
//! between the handler's cleanup and the exit.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// What is running and what is on disk now.
#[derive(Debug, Default)]
struct State {
    /// Set by [`stop_all`]: nothing more starts.
    stopping: bool,
    /// The process id of each tracked process, the id of its group too.
    groups: Vec<u32>,
    /// Temporary directories to remove.
    dirs: Vec<PathBuf>,
}

static STATE: Mutex<State> = Mutex::new(State {
    stopping: false,
    groups: Vec::new(),
    dirs: Vec::new(),
});

fn state() -> MutexGuard<'static, State> {
    // A panic elsewhere while holding the lock leaves lists that are still right.
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

/// A process started by [`spawn`]: its group is killed and the process reaped on drop.
#[derive(Debug)]
pub(crate) struct Tracked {
    child: Child,
    /// Reaped already: its id may belong to another process now, so it is never signalled.
    reaped: bool,
}

impl Tracked {
    /// The process (to take its pipes; wait through [`Tracked::try_wait`]).
    pub(crate) fn child(&mut self) -> &mut Child {
        &mut self.child
    }

    /// Its status if it has ended (then it is no longer tracked). What it started and left
    /// behind in its group is killed first, while the unreaped process still holds the
    /// group's id, so no other process can be hit.
    pub(crate) fn try_wait(&mut self) -> io::Result<Option<ExitStatus>> {
        let id = self.child.id();
        let mut state = state();
        // The signal handler has killed and reaped it: its id is no longer ours to signal, and
        // the process is about to exit.
        if state.stopping {
            return Ok(None);
        }
        #[cfg(target_os = "linux")]
        if !has_ended(id) {
            return Ok(None);
        }
        #[cfg(target_os = "linux")]
        kill_group(id);
        let status = self.child.try_wait()?;
        if status.is_some() {
            state.groups.retain(|&g| g != id);
            self.reaped = true;
        }
        Ok(status)
    }
}

impl Drop for Tracked {
    fn drop(&mut self) {
        if self.reaped {
            return;
        }
        let id = self.child.id();
        let mut state = state();
        // After the signal handler, which killed and reaped it, its id is not ours.
        if state.stopping {
            return;
        }
        kill_group(id);
        let _ = self.child.wait();
        state.groups.retain(|&g| g != id);
    }
}

/// Starts `command` in a process group of its own, tracked until the handle drops.
pub(crate) fn spawn(command: &mut Command) -> io::Result<Tracked> {
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(command, 0);
    // Held while spawning: the signal handler waits for the registration, or refuses it.
    let mut state = state();
    if state.stopping {
        return Err(io::Error::new(
            io::ErrorKind::Interrupted,
            "uispec is stopping",
        ));
    }
    let child = command.spawn()?;
    state.groups.push(child.id());
    Ok(Tracked {
        child,
        reaped: false,
    })
}

/// A temporary directory, removed when dropped or on a signal.
#[derive(Debug)]
pub(crate) struct Scratch {
    dir: tempfile::TempDir,
}

impl Scratch {
    /// A new empty directory in the system's temporary folder, named `<prefix>…`.
    pub(crate) fn new(prefix: &str) -> io::Result<Scratch> {
        let mut state = state();
        if state.stopping {
            return Err(io::Error::new(
                io::ErrorKind::Interrupted,
                "uispec is stopping",
            ));
        }
        let dir = tempfile::Builder::new().prefix(prefix).tempdir()?;
        state.dirs.push(dir.path().to_owned());
        Ok(Scratch { dir })
    }

    /// Where it is.
    pub(crate) fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        // `TempDir` removes the directory itself, after this.
        state().dirs.retain(|d| d != self.dir.path());
    }
}

/// Whether the signal handler has begun to stop everything (it waits for the handler to finish
/// when it is under way).
pub(crate) fn stopping() -> bool {
    state().stopping
}

/// Kills every tracked process group and removes every scratch directory; from now on nothing
/// starts. For the signal handler, before it exits.
pub(crate) fn stop_all() {
    let mut state = state();
    state.stopping = true;
    for &group in &state.groups {
        kill_group(group);
    }
    for &group in &state.groups {
        reap(group);
    }
    for dir in &state.dirs {
        // A dying process may still hold a file open for a moment; it writes nothing more.
        for _ in 0..20 {
            match std::fs::remove_dir_all(dir) {
                Err(error) if error.kind() != io::ErrorKind::NotFound => {
                    std::thread::sleep(Duration::from_millis(25));
                }
                _ => break,
            }
        }
    }
}

/// Sends SIGKILL to the process group `group` (every process in it, the ones it started too).
fn kill_group(group: u32) {
    #[cfg(unix)]
    if let Ok(group) = i32::try_from(group) {
        let _ = nix::sys::signal::killpg(
            nix::unistd::Pid::from_raw(group),
            nix::sys::signal::Signal::SIGKILL,
        );
    }
    #[cfg(not(unix))]
    let _ = group;
}

/// Whether our child `pid` has ended, without reaping it (`waitid` with `WNOWAIT`).
#[cfg(target_os = "linux")]
fn has_ended(pid: u32) -> bool {
    use nix::sys::wait::{Id, WaitPidFlag, WaitStatus, waitid};
    let Ok(pid) = i32::try_from(pid) else {
        return true;
    };
    let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOHANG | WaitPidFlag::WNOWAIT;
    !matches!(
        waitid(Id::Pid(nix::unistd::Pid::from_raw(pid)), flags),
        Ok(WaitStatus::StillAlive)
    )
}

/// Waits for the killed process `pid`, our child, so that it is gone before the exit.
fn reap(pid: u32) {
    #[cfg(unix)]
    if let Ok(pid) = i32::try_from(pid) {
        let _ = nix::sys::wait::waitpid(nix::unistd::Pid::from_raw(pid), None);
    }
    #[cfg(not(unix))]
    let _ = pid;
}

/// What a bounded run printed, and how it ended.
#[derive(Debug)]
pub(crate) struct Ran {
    /// `None` when the time limit ran out (the process was killed).
    pub(crate) status: Option<ExitStatus>,
    pub(crate) stdout: Vec<u8>,
    pub(crate) stderr: Vec<u8>,
}

/// Runs `command` tracked, with no input, reading at most `limit` bytes of each of its
/// standard output and error (the rest is drained unread, so it never blocks) and waiting at
/// most `time`: past that the whole group is killed and `status` is `None`.
pub(crate) fn run(command: &mut Command, limit: usize, time: Duration) -> io::Result<Ran> {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut tracked = spawn(command)?;
    let read = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = (&mut pipe).take(limit as u64).read_to_end(&mut bytes);
                let _ = io::copy(&mut pipe, &mut io::sink());
            }
            bytes
        })
    };
    let child = tracked.child();
    let stdout = read(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let stderr = read(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let deadline = Instant::now() + time;
    let mut pause = Duration::from_millis(1);
    let status = loop {
        if let Some(status) = tracked.try_wait()? {
            break Some(status);
        }
        if Instant::now() > deadline {
            break None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    };
    // Killing the group also closes the pipes a grandchild may still hold.
    drop(tracked);
    Ok(Ran {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}
