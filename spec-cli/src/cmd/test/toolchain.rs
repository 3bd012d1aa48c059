//! What builds the live harness for the browser: a Rust compiler with a standard library for
//! `wasm32-unknown-unknown`, and `wasm-bindgen` at the version the lock file pins. Found, never
//! assumed, and never found by accident:
//!
//! - the compiler cargo uses (`$RUSTC`, else `rustc` on `PATH`) when its sysroot holds the
//!   target's standard library (`rustup target add wasm32-unknown-unknown`);
//! - else the compiler `UISPEC_WASM_RUSTC` names, which builds the standard library from its own
//!   source (`-Zbuild-std`, with `RUSTC_BOOTSTRAP=1`): Debian's `rustc-web` at `/usr/bin/rustc`
//!   with `rust-web-src`, linked by `wasm-ld` (`lld`), for toolchains without the target;
//! - `wasm-bindgen` from `UISPEC_WASM_BINDGEN`, else on `PATH`, whose version is the lock
//!   file's, to the patch (its command line and the library must agree).
//!
//! Without them the live checks do not run, and one note says what to install.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::processes;

/// The target the live harness is built for.
pub(super) const TARGET: &str = "wasm32-unknown-unknown";

/// How long asking a tool its version may take.
const ASK: Duration = Duration::from_secs(30);

/// A toolchain that builds the live harness.
#[derive(Debug, Clone)]
pub(super) struct Toolchain {
    /// The compiler to name to cargo (`RUSTC`), when it is not cargo's own.
    pub(super) rustc: Option<PathBuf>,
    /// Whether the standard library is built from source (`-Zbuild-std`).
    pub(super) build_std: bool,
    /// The linker to name, when the compiler's own is missing (`wasm-ld`).
    pub(super) linker: Option<PathBuf>,
    /// `wasm-bindgen`.
    pub(super) bindgen: PathBuf,
}

impl Toolchain {
    /// The toolchain for a project whose lock file pins `wasm-bindgen` at `bindgen` (`None`:
    /// it pins none, and any version goes), or what is missing, in words for the note.
    pub(super) fn find(bindgen: Option<&str>) -> Result<Toolchain, String> {
        let (rustc, build_std, linker) = compiler()?;
        let found = std::env::var_os("UISPEC_WASM_BINDGEN")
            .map(PathBuf::from)
            .or_else(|| on_path("wasm-bindgen"));
        let install = |version: Option<&str>| match version {
            Some(version) => format!(
                "`cargo install wasm-bindgen-cli --version ={version}` (the version Cargo.lock pins)"
            ),
            None => "`cargo install wasm-bindgen-cli`".to_owned(),
        };
        let Some(tool) = found else {
            return Err(format!("no `wasm-bindgen` on PATH: {}", install(bindgen)));
        };
        if let Some(wanted) = bindgen {
            let said = ask(&tool, &["--version"]).unwrap_or_default();
            let version = said
                .trim()
                .strip_prefix("wasm-bindgen ")
                .unwrap_or_default();
            // `0.2.100 (abc123)`: the version is the first word.
            let version = version.split_whitespace().next().unwrap_or_default();
            if version != wanted {
                return Err(format!(
                    "`{}` is version {}, and Cargo.lock pins wasm-bindgen {wanted}: {}",
                    tool.display(),
                    if version.is_empty() {
                        "unknown"
                    } else {
                        version
                    },
                    install(bindgen)
                ));
            }
        }
        Ok(Toolchain {
            rustc,
            build_std,
            linker,
            bindgen: tool,
        })
    }

    /// Sets up `command` (a `cargo build`) to build for the browser with this toolchain.
    pub(super) fn configure(&self, command: &mut Command) {
        command.args(["--target", TARGET]);
        if let Some(rustc) = &self.rustc {
            command.env("RUSTC", rustc);
        }
        if self.build_std {
            command
                .env("RUSTC_BOOTSTRAP", "1")
                .arg("-Zbuild-std=std,panic_abort");
        }
        if let Some(linker) = &self.linker {
            command.env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER", linker);
        }
    }
}

/// The compiler: cargo's own when it has the target, else the named one that builds the
/// standard library from its source.
fn compiler() -> Result<(Option<PathBuf>, bool, Option<PathBuf>), String> {
    let own: OsString = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let own = PathBuf::from(own);
    if let Some(dir) = ask(&own, &["--print", "target-libdir", "--target", TARGET])
        && has_std(Path::new(dir.trim()))
    {
        return Ok((None, false, None));
    }
    let Some(named) = std::env::var_os("UISPEC_WASM_RUSTC").map(PathBuf::from) else {
        return Err(format!(
            "`{}` has no standard library for `{TARGET}`: `rustup target add {TARGET}`, or name a compiler that builds it from its source in UISPEC_WASM_RUSTC (Debian: `apt install rustc-web rust-web-src lld`, then UISPEC_WASM_RUSTC=/usr/bin/rustc)",
            own.display()
        ));
    };
    let sysroot = ask(&named, &["--print", "sysroot"])
        .map(|s| PathBuf::from(s.trim()))
        .ok_or_else(|| format!("UISPEC_WASM_RUSTC: `{}` did not run", named.display()))?;
    if let Some(dir) = ask(&named, &["--print", "target-libdir", "--target", TARGET])
        && has_std(Path::new(dir.trim()))
    {
        return Ok((Some(named), false, None));
    }
    let source = sysroot.join("lib/rustlib/src/rust/library");
    if !source.join("std").is_dir() {
        return Err(format!(
            "UISPEC_WASM_RUSTC: `{}` has neither a standard library for `{TARGET}` nor its source at `{}` (Debian: `apt install rust-web-src`)",
            named.display(),
            source.display()
        ));
    }
    // The target's own linker (`rust-lld`) ships with rustup's toolchains, not Debian's; it
    // lives in the folder of the compiler's host.
    let host = ask(&named, &["-vV"])
        .and_then(|said| {
            let line = said.lines().find_map(|line| line.strip_prefix("host: "))?;
            Some(line.trim().to_owned())
        })
        .unwrap_or_default();
    let own_linker = sysroot.join("lib/rustlib").join(host).join("bin/rust-lld");
    let linker = match std::env::var_os("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER") {
        Some(_) => None,
        None if own_linker.is_file() => None,
        None => Some(on_path("wasm-ld").ok_or_else(|| {
            format!(
                "UISPEC_WASM_RUSTC: `{}` has no `rust-lld`, and no `wasm-ld` is on PATH (Debian: `apt install lld`)",
                named.display()
            )
        })?),
    };
    Ok((Some(named), true, linker))
}

/// Whether `dir` (a target's library folder) holds a standard library.
fn has_std(dir: &Path) -> bool {
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries.flatten().any(|entry| {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            name.starts_with("libstd-") && name.ends_with(".rlib")
        })
    })
}

/// What `tool args` prints on success.
fn ask(tool: &Path, args: &[&str]) -> Option<String> {
    let ran = processes::run(Command::new(tool).args(args), 1 << 16, ASK).ok()?;
    ran.status
        .is_some_and(|s| s.success())
        .then(|| String::from_utf8_lossy(&ran.stdout).into_owned())
}

/// `name` in a folder of `PATH`.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}
