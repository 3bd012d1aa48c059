//! The live harness: the same renders as the server harness, built for the browser
//! (`wasm32-unknown-unknown`, the framework's client renderer) and bound with `wasm-bindgen`,
//! so that the behaviour checks can mount each render and press keys in it
//! (`uispec_core::harness::live_lib_rs`). Written under the project's target directory beside
//! the server harness, built into a target directory of its own (`target/uispec/live-target`:
//! a compiler named for the browser does not churn the project's builds), without debug
//! information.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, UNIX_EPOCH};

use anyhow::{Context, Result, bail};
use uispec_core::config::TestOptions;
use uispec_core::framework::Ssr;
use uispec_core::fs::{Overwrite, write_file};
use uispec_core::harness::{Failure, Render, live_lib_rs, live_manifest, live_name};

use super::harness::{Build, Crate, MAX_CARGO_OUTPUT, tail};
use super::toolchain::{TARGET, Toolchain};
use crate::processes::{self, Scratch};

/// The largest module (and glue) the page is given.
const MAX_MODULE: usize = 256 << 20;
/// The longest `wasm-bindgen` may take.
const MAX_BINDGEN: Duration = Duration::from_secs(300);

/// The live harness, bound: the glue `wasm-bindgen` wrote (`--target web`: an ES module whose
/// default export instantiates the module from its bytes), with the JavaScript snippets the
/// framework's crates ship (Dioxus's interpreter) put into it as `data:` URLs, so that the page
/// loads it whole, from nowhere; and the module.
#[derive(Debug)]
pub(super) struct Module {
    pub(super) js: String,
    pub(super) wasm: Vec<u8>,
    /// Each render's index in the module (`uispec_mount`'s), when it compiled.
    pub(super) mounts: Vec<Option<usize>>,
}

impl Crate {
    /// Builds and binds the live harness of `renders`: the module, and for each render the
    /// failure that left it out (its code did not compile for the browser), if any.
    pub(super) fn live(
        &self,
        ssr: &Ssr,
        toolchain: &Toolchain,
        renders: &[&Render],
        options: &TestOptions,
    ) -> Result<(Module, Vec<Option<Failure>>)> {
        let Some(live) = ssr.live.as_ref() else {
            bail!(
                "{} components cannot be mounted in the browser yet",
                ssr.krate
            );
        };
        let cargo_toml = live_manifest(&self.manifest(ssr, options), live);
        let scratch = Scratch::new("uispec-live-").context("a directory for the live build")?;
        let dir = self.target.join("uispec/live").join(&self.package);
        let target = self.target.join("uispec/live-target");
        let name = live_name(&self.package);
        let (results, kept) = self.build(
            Build {
                dir: &dir,
                cargo_toml: &cargo_toml,
                source: "src/lib.rs",
                harness: &name,
                target: &target,
                scratch: scratch.path(),
            },
            renders,
            |chosen| live_lib_rs(&self.lib, ssr, live, chosen),
            |command| toolchain.configure(command),
        )?;
        let mounts = (0..renders.len())
            .map(|render| kept.iter().position(|&k| k == render))
            .collect();
        let failures = (results.into_iter())
            .map(|result| result.and_then(Result::err))
            .collect();
        if kept.is_empty() {
            bail!("no render of `{}` compiled for the browser", self.package);
        }
        let file = name.replace('-', "_");
        let wasm = target
            .join(TARGET)
            .join("debug")
            .join(format!("{file}.wasm"));
        let out = dir.join("bindgen");
        // Bound again only when cargo linked the module again, or `wasm-bindgen` changed.
        let stamp = out.join(".uispec-bound-from");
        let made_from = bound_from(&wasm, &toolchain.bindgen);
        let outputs = [format!("{file}.js"), format!("{file}_bg.wasm")];
        let fresh = made_from.as_ref().is_some_and(|made_from| {
            uispec_core::confine::read_regular(&stamp, 4096)
                .ok()
                .as_deref()
                == Some(made_from.as_bytes())
                && outputs.iter().all(|name| out.join(name).is_file())
        });
        if !fresh {
            let bound = processes::run(
                Command::new(&toolchain.bindgen)
                    .env("TMPDIR", scratch.path())
                    .args(["--target", "web", "--no-typescript", "--out-dir"])
                    .arg(&out)
                    .arg(&wasm),
                MAX_CARGO_OUTPUT,
                MAX_BINDGEN,
            )
            .context("could not run `wasm-bindgen`")?;
            if !bound.status.is_some_and(|s| s.success()) {
                bail!(
                    "`wasm-bindgen` failed on `{}`:\n{}",
                    wasm.display(),
                    tail(&String::from_utf8_lossy(&bound.stderr), 40)
                );
            }
            if let Some(made_from) = made_from {
                let within: &[&Path] = &[&self.target];
                write_file(within, &stamp, made_from.as_bytes(), Overwrite::Replace)
                    .context("recording what the module was bound from")?;
            }
        }
        let read = |name: String| {
            uispec_core::confine::read_regular(&out.join(&name), MAX_MODULE)
                .map_err(|e| anyhow::anyhow!("`wasm-bindgen` left no `{name}`: {}", e.message))
        };
        let js = String::from_utf8(read(format!("{file}.js"))?)
            .context("`wasm-bindgen`'s glue is not UTF-8")?;
        let js = inline_snippets(&js, |path| read(path.to_owned()))?;
        let wasm = read(format!("{file}_bg.wasm"))?;
        Ok((Module { js, wasm, mounts }, failures))
    }
}

/// What `wasm-bindgen`'s output is made from: the module cargo linked and the `wasm-bindgen`
/// that bound it, each by its path, length and modification time (`None` when one cannot be
/// read). Cargo does not write a module it finds fresh, so an unchanged one is bound once.
fn bound_from(wasm: &Path, bindgen: &Path) -> Option<String> {
    let stamp = |path: &Path| -> Option<String> {
        let meta = std::fs::metadata(path).ok()?;
        let at = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
        Some(format!(
            "{} {} {}\n",
            path.display(),
            meta.len(),
            at.as_nanos()
        ))
    };
    Some(stamp(wasm)? + &stamp(bindgen)?)
}

/// `glue` with each import of a snippet (`from './snippets/…/inline0.js'`) made an import of
/// the snippet's text as a `data:` URL, `read` giving the text of a path below the output
/// folder. A snippet path that leaves `snippets/` is refused: the glue is the project's code's.
fn inline_snippets(glue: &str, read: impl Fn(&str) -> Result<Vec<u8>>) -> Result<String> {
    let mut out = String::with_capacity(glue.len());
    let mut rest = glue;
    while let Some(at) = rest.find("./snippets/") {
        // Only the specifier of an import: the glue also names the snippet as the key of the
        // module's imports object, which must stay what the module asks for.
        let before = &rest[..at];
        let quote = before.chars().next_back();
        let specifier = before[..before.len().saturating_sub(1)]
            .trim_end()
            .ends_with(|c: char| c.is_ascii_alphabetic())
            && ["from", "import"]
                .iter()
                .any(|word| before[..before.len() - 1].trim_end().ends_with(word));
        let Some(quote @ ('\'' | '"')) = quote.filter(|_| specifier) else {
            out.push_str(&rest[..at + 1]);
            rest = &rest[at + 1..];
            continue;
        };
        let start = at + 2;
        let end = rest[start..]
            .find(quote)
            .map(|end| start + end)
            .context("an unterminated snippet path in `wasm-bindgen`'s glue")?;
        let path = &rest[start..end];
        if path
            .split('/')
            .any(|segment| segment == ".." || segment.is_empty())
        {
            bail!("`wasm-bindgen`'s glue imports `{path}`, outside its snippets");
        }
        let text = read(path)?;
        out.push_str(&rest[..at]);
        out.push_str("data:text/javascript;base64,");
        out.push_str(&data_encoding::BASE64.encode(&text));
        rest = &rest[end..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::inline_snippets;

    #[test]
    fn snippets_are_put_into_the_glue_and_nothing_outside_them_is_read() {
        let glue = "import { a } from './snippets/x-1/inline0.js';\nimport * as b from \"./snippets/y/b.js\";\nimports['./snippets/y/b.js'] = b;\nconst s = 'not ./snippets/z';";
        let read =
            |path: &str| -> anyhow::Result<Vec<u8>> { Ok(format!("// {path}").into_bytes()) };
        let text = inline_snippets(glue, read).unwrap();
        let data = |path: &str| {
            format!(
                "data:text/javascript;base64,{}",
                data_encoding::BASE64.encode(format!("// {path}").as_bytes())
            )
        };
        assert!(
            text.contains(&format!("from '{}';", data("snippets/x-1/inline0.js"))),
            "{text}"
        );
        assert!(
            text.contains(&format!("from \"{}\";", data("snippets/y/b.js"))),
            "{text}"
        );
        // The imports object keeps the name the module imports by.
        assert!(
            text.ends_with("imports['./snippets/y/b.js'] = b;\nconst s = 'not ./snippets/z';"),
            "{text}"
        );
        let out = inline_snippets("import './snippets/../../etc/passwd';", read);
        assert!(out.is_err());
    }
}
