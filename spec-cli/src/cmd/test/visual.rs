//! Visual baselines in `uispec test`: what each render looked like in each theme, compared
//! with the approved state kept in the project (`uispec-baselines/<component>/`: its
//! `baseline.json` and one PNG per render and theme), the differences explained
//! (`uispec_core::checks::visual`), recorded for renders seen the first time, and everything
//! recorded again with `--accept`. The report page (`target/uispec/report/index.html`) shows
//! each change: before, after, the difference and its causes.
//!
//! Baselines arrive in pull requests: each file is read bounded and only inside the project,
//! each picture decoded within [`pixels::MAX_SIDE`], at most [`MAX_PICTURES`] pictures and
//! [`MAX_TOTAL`] bytes a run; what fails is a `render-baseline-invalid` finding and is never
//! written over unless `--accept` asks for it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
use serde_json::{Value, json};
use uispec_core::checks::visual::{
    self, Baseline, Change, Entry, FILE, MANIFEST, Picture, compare,
};
use uispec_core::confine::{MAX_INPUT_BYTES, Scope};
use uispec_core::css::mapped_styles;
use uispec_core::diagnostics::Diagnostics;
use uispec_core::fs::{Overwrite, write_file};
use uispec_core::harness::Render;
use uispec_core::naming::to_kebab;
use uispec_core::project::Project;
use uispec_core::{SourceFile, SpecDocument};

use super::origins::Rules;
use super::worker::{Look, Theme};
use crate::browser::Page;
use crate::pixels::{self, Rgba};

/// The most baseline pictures one run reads, and the most bytes of them.
const MAX_PICTURES: usize = 10_000;
const MAX_TOTAL: usize = 1 << 30;

/// A run's comparisons.
pub(super) struct Visual<'a> {
    pub(super) project: &'a Project,
    pub(super) renders: &'a [Render],
    pub(super) html: &'a [Option<String>],
    pub(super) themes: &'a [Theme<'a>],
    /// Where the pictures are taken now (`linux-x86_64, Chrome 156`).
    pub(super) platform: String,
    /// `--accept`: record what is seen now as the baseline.
    pub(super) accept: bool,
}

/// A change with its pictures, for the report page.
pub(super) struct Shown {
    pub(super) change: Change,
    pub(super) before: Option<Vec<u8>>,
    pub(super) after: Option<Vec<u8>>,
    pub(super) difference: Option<Vec<u8>>,
}

/// What the page saw of each render in each theme, and the pictures it took (render, theme,
/// PNG).
pub(super) type Seen<'a> = (&'a [Look], &'a [(usize, String, Vec<u8>)]);

/// How a picture compared, with the baseline's picture (when read) and the difference's (when it
/// differs).
type Verdict = (Picture, Option<Vec<u8>>, Option<Vec<u8>>);

/// What the run did with the baselines.
#[derive(Default)]
pub(super) struct Done {
    pub(super) shown: Vec<Shown>,
    /// Entries written for renders seen the first time, and by `--accept`.
    pub(super) recorded: usize,
    pub(super) accepted: usize,
    /// Entries (with their pictures) removed by `--accept`.
    pub(super) removed: usize,
    /// Components whose baselines `--accept` removed (their spec is gone).
    pub(super) removed_components: usize,
}

impl Visual<'_> {
    /// The folder, absolute.
    fn folder(&self) -> PathBuf {
        self.project
            .root
            .join(&self.project.config.test.baselines.folder)
    }

    /// Compares `docs`' renders (`looks`, `pictures`) with their baselines, records what is
    /// new (everything with `--accept`), and says what it did. With `every` (no component
    /// named), the manifest's components that have no spec any more are reported, and removed
    /// on `--accept`.
    pub(super) fn run(
        &self,
        diags: &mut Diagnostics,
        docs: &[&SpecDocument],
        every: bool,
        (looks, pictures): Seen<'_>,
        page: Option<&mut Page>,
    ) -> Result<Done> {
        let mut done = Done::default();
        let mut budget = Budget::default();
        let mut rules = Rules::new(page, self.project);
        for doc in docs {
            let seen = (looks, pictures);
            self.component(diags, doc, seen, &mut rules, &mut budget, &mut done)?;
        }
        if every {
            self.gone_components(diags, docs, &mut done)?;
        }
        if done.recorded + done.accepted + done.removed + done.removed_components > 0 {
            self.manifest()?;
        }
        Ok(done)
    }

    fn component(
        &self,
        diags: &mut Diagnostics,
        doc: &SpecDocument,
        (looks, pictures): Seen<'_>,
        rules: &mut Rules<'_>,
        budget: &mut Budget,
        done: &mut Done,
    ) -> Result<()> {
        let name = &doc.spec.name;
        let dir = self.folder().join(to_kebab(name));
        // The entries seen now, with their pictures.
        let mut mapped = BTreeMap::new();
        let mut current: Vec<(Entry, Option<&[u8]>)> = Vec::new();
        // Each entry's render and theme, for the page to show it again.
        let mut made: BTreeMap<String, (&str, &Value)> = BTreeMap::new();
        // Per render of the component, how many before it have its label.
        let mut labels: BTreeMap<String, usize> = BTreeMap::new();
        let nth: BTreeMap<usize, usize> = (self.renders.iter().enumerate())
            .filter(|(_, render)| render.spec == *name)
            .map(|(at, render)| {
                let seen = labels.entry(render.label()).or_default();
                *seen += 1;
                (at, *seen - 1)
            })
            .collect();
        for look in looks {
            let render = &self.renders[look.render];
            let Some(html) = self.html[look.render].as_deref() else {
                continue;
            };
            if render.spec != *name {
                continue;
            }
            let theme = self.themes.iter().find(|(t, ..)| *t == look.theme);
            let styles = mapped.entry(look.theme.clone()).or_insert_with(|| {
                match theme.and_then(|(_, _, permutation)| *permutation) {
                    Some(permutation) => mapped_styles(doc, &permutation.set),
                    None => Vec::new(),
                }
            });
            let nth = nth.get(&look.render).copied().unwrap_or_default();
            let entry = visual::entry(
                (nth, render),
                &look.theme,
                &look.accessibility,
                html,
                &look.computed,
                styles,
            );
            let png = (pictures.iter())
                .find(|(r, t, _)| *r == look.render && *t == look.theme)
                .map(|(.., png)| png.as_slice());
            if let Some((_, attributes, _)) = theme {
                made.insert(entry.id.clone(), (html, attributes));
            }
            current.push((entry, png));
        }
        if current.is_empty() {
            return Ok(());
        }
        let file_path = dir.join(FILE);
        let shown_path = self.shown(&file_path);
        let read = self.read(&file_path);
        let (file, baseline) = match read {
            Ok(None) => (SourceFile::new(shown_path.clone(), String::new()), None),
            Ok(Some(text)) => {
                let file = SourceFile::new(shown_path.clone(), text);
                match Baseline::parse(file.text()) {
                    Ok(baseline) if baseline.component == *name => (file, Some(baseline)),
                    Ok(baseline) => {
                        let message = format!(
                            "is the baseline of `{}`, not of `{name}`",
                            baseline.component
                        );
                        diags.push(visual::invalid(&file, &message, 0));
                        return self.after_invalid(&dir, name, &current, done);
                    }
                    Err((message, at)) => {
                        diags.push(visual::invalid(&file, &message, at));
                        return self.after_invalid(&dir, name, &current, done);
                    }
                }
            }
            Err(message) => {
                let file = SourceFile::new(shown_path.clone(), String::new());
                diags.push(visual::invalid(&file, &message, 0));
                return self.after_invalid(&dir, name, &current, done);
            }
        };
        let Some(baseline) = baseline else {
            // Seen the first time: recorded, and said so.
            self.write(&dir, name, &current, &[], None)?;
            done.recorded += current.len();
            return Ok(());
        };
        let same_platform = baseline.platform == self.platform;
        if !same_platform {
            diags.push(visual::other_platform(
                &file,
                &baseline.platform,
                &self.platform,
            ));
        }
        // The pictures compared, each read once.
        let tolerance = self.project.config.test.baselines.tolerance(name);
        let mut verdicts: BTreeMap<String, Verdict> = BTreeMap::new();
        for (entry, png) in &current {
            // `--accept` writes every picture again: none of the old ones is needed.
            if self.accept || !same_platform || !baseline.entries.iter().any(|e| e.id == entry.id) {
                continue;
            }
            let Some(png) = png else { continue };
            let path = dir.join(format!("{}.png", entry.id));
            let old = match budget.read(self, &path) {
                Ok(Some(old)) => old,
                // The run's budget is spent (said once, at the first picture left).
                Ok(None) => continue,
                Err(message) => {
                    let shown = SourceFile::new(self.shown(&path), String::new());
                    diags.push(visual::invalid(&shown, &message, 0));
                    verdicts.insert(entry.id.clone(), (Picture::NotCompared, None, None));
                    continue;
                }
            };
            let verdict = match (Rgba::decode(&old), Rgba::decode(png)) {
                (Ok(before), Ok(after)) => {
                    let difference = pixels::compare(&before, &after, tolerance.threshold());
                    let picture = difference.picture.encode().ok();
                    match difference.pixels > tolerance.pixels {
                        true => (Picture::Differs(difference.pixels), Some(old), picture),
                        // Kept for the report: a change of styles or of the accessibility
                        // tree shows its pictures too.
                        false => (Picture::Same, Some(old), None),
                    }
                }
                (Err(error), _) => {
                    let shown = SourceFile::new(self.shown(&path), String::new());
                    diags.push(visual::invalid(&shown, &format!("{error:#}"), 0));
                    (Picture::NotCompared, None, None)
                }
                (_, Err(error)) => return Err(error.context("a picture Chromium took")),
            };
            verdicts.insert(entry.id.clone(), verdict);
        }
        let token_at = |theme: &str, path: &str| {
            let (_, _, permutation) = self.themes.iter().find(|(t, ..)| t == theme)?;
            let set = &(*permutation)?.set;
            let segments: Vec<&str> = path.split('.').collect();
            Some(set.location(set.lookup_unsuggested(&segments).ok()?))
        };
        let entries: Vec<Entry> = current.iter().map(|(e, _)| e.clone()).collect();
        // What `--accept` records is no finding: it is approved by this run.
        let mut accepted = Diagnostics::new();
        let compared = compare(
            if self.accept { &mut accepted } else { diags },
            doc,
            (&file, &baseline),
            &entries,
            |id| (verdicts.get(id)).map_or(Picture::NotCompared, |(verdict, ..)| verdict.clone()),
            token_at,
            &mut |now: &Entry, asked: &[(String, String)]| match made.get(&now.id) {
                Some(&(html, attributes)) => rules.ask((doc, html, attributes), now, asked),
                None => vec![None; asked.len()],
            },
        );
        let changes = if self.accept {
            Vec::new()
        } else {
            compared.changes
        };
        for change in changes {
            let (_, before, difference) =
                verdicts
                    .remove(&change.id)
                    .unwrap_or((Picture::NotCompared, None, None));
            let after = (current.iter())
                .find(|(e, _)| e.id == change.id)
                .and_then(|(_, png)| png.map(<[u8]>::to_vec));
            done.shown.push(Shown {
                change,
                before,
                after,
                difference,
            });
        }
        if self.accept {
            self.write(&dir, name, &current, &baseline.entries, None)?;
            done.accepted += current.len();
            done.removed += compared.gone.len();
        } else if !compared.new.is_empty() {
            // The renders seen the first time join the approved ones, which stay as they were.
            self.write(&dir, name, &current, &baseline.entries, Some(&compared.new))?;
            done.recorded += compared.new.len();
        }
        Ok(())
    }

    /// After a baseline that could not be read: only `--accept` writes it again.
    fn after_invalid(
        &self,
        dir: &Path,
        name: &str,
        current: &[(Entry, Option<&[u8]>)],
        done: &mut Done,
    ) -> Result<()> {
        if self.accept {
            self.write(dir, name, current, &[], None)?;
            done.accepted += current.len();
        }
        Ok(())
    }

    /// Writes the baseline of `name` into `dir`: the `current` entries and their pictures
    /// (only those of `only`, the others kept from `kept`, when given); pictures of `kept`
    /// entries that are not written again are removed.
    fn write(
        &self,
        dir: &Path,
        name: &str,
        current: &[(Entry, Option<&[u8]>)],
        kept: &[Entry],
        only: Option<&[String]>,
    ) -> Result<()> {
        let fresh = |id: &str| only.is_none_or(|only| only.iter().any(|o| o == id));
        let mut entries: Vec<Entry> = Vec::new();
        for (entry, png) in current {
            if fresh(&entry.id) {
                if let Some(png) = png {
                    self.put(&dir.join(format!("{}.png", entry.id)), png)?;
                }
                entries.push(entry.clone());
            } else if let Some(old) = kept.iter().find(|e| e.id == entry.id) {
                entries.push(old.clone());
            }
        }
        if only.is_some() {
            // Recording new renders keeps every approved entry, even of renders not made now.
            for old in kept {
                if !entries.iter().any(|e| e.id == old.id) {
                    entries.push(old.clone());
                }
            }
        }
        for old in kept {
            if !entries.iter().any(|e| e.id == old.id) {
                self.remove(&dir.join(format!("{}.png", old.id)))?;
            }
        }
        let baseline = Baseline {
            component: name.to_owned(),
            platform: self.platform.clone(),
            entries,
        };
        self.put(&dir.join(FILE), baseline.to_text().as_bytes())
    }

    /// Writes `bytes` to `path` inside the project, atomically; a symbolic link there (a
    /// baseline a pull request made a link) is replaced, never written through.
    fn put(&self, path: &Path, bytes: &[u8]) -> Result<()> {
        if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
            self.remove(path)?;
        }
        write_file(&[&self.project.root], path, bytes, Overwrite::Replace)
            .with_context(|| format!("cannot write `{}`", path.display()))?;
        Ok(())
    }

    /// Removes the file `path` when it is inside the baselines' folder (a link is removed,
    /// never what it points at).
    fn remove(&self, path: &Path) -> Result<()> {
        uispec_core::fs::remove_file(&[&self.folder()], path)
            .with_context(|| format!("cannot remove `{}`", path.display()))
    }

    /// The components the manifest lists that no spec of `docs` is: each a `render-baseline`
    /// note, and with `--accept` its baseline and pictures removed.
    fn gone_components(
        &self,
        diags: &mut Diagnostics,
        docs: &[&SpecDocument],
        done: &mut Done,
    ) -> Result<()> {
        let path = self.folder().join(MANIFEST);
        let Ok(Some(text)) = self.read(&path) else {
            return Ok(());
        };
        let file = SourceFile::new(self.shown(&path), text);
        let Ok(manifest) = serde_json::from_str::<serde_json::Value>(file.text()) else {
            diags.push(visual::invalid(&file, "is not valid JSON", 0));
            return Ok(());
        };
        let listed = (manifest["components"].as_array().into_iter().flatten())
            .filter_map(serde_json::Value::as_str)
            .take(MAX_PICTURES);
        for name in listed {
            if docs.iter().any(|doc| doc.spec.name == name) {
                continue;
            }
            diags.push(visual::component_gone(&file, name));
            if !self.accept {
                continue;
            }
            let dir = self.folder().join(to_kebab(name));
            let baseline = self.read(&dir.join(FILE)).ok().flatten();
            if let Some(baseline) = baseline.and_then(|text| Baseline::parse(&text).ok()) {
                for entry in &baseline.entries {
                    self.remove(&dir.join(format!("{}.png", entry.id)))?;
                }
                done.removed += baseline.entries.len();
            }
            // The folder stays, empty: version control does not keep empty folders.
            self.remove(&dir.join(FILE))?;
            done.removed_components += 1;
        }
        Ok(())
    }

    /// The manifest: the format and the components whose baselines the folder holds.
    fn manifest(&self) -> Result<()> {
        let folder = self.folder();
        let mut components: Vec<String> = Vec::new();
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path().join(FILE);
            if let Ok(Some(text)) = self.read(&path)
                && let Ok(baseline) = Baseline::parse(&text)
            {
                components.push(baseline.component);
            }
            if components.len() > MAX_PICTURES {
                break;
            }
        }
        components.sort();
        let manifest = json!({ "format": visual::FORMAT, "components": components });
        let mut text = serde_json::to_string_pretty(&manifest)?;
        text.push('\n');
        self.put(&folder.join(MANIFEST), text.as_bytes())
    }

    /// The text of the baseline file `path`: `None` when there is none; an error sentence
    /// (to follow its name) when it is not a regular file inside the project, too large or
    /// not UTF-8.
    fn read(&self, path: &Path) -> Result<Option<String>, String> {
        if std::fs::symlink_metadata(path).is_err() {
            return Ok(None);
        }
        let bytes = self.read_bytes(path, MAX_INPUT_BYTES)?;
        String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| "is not UTF-8".to_owned())
    }

    /// The bytes of `path`, at most `limit`, when it is a regular file inside the project.
    fn read_bytes(&self, path: &Path, limit: usize) -> Result<Vec<u8>, String> {
        (Scope::new(&self.project.root, []).read(path, limit)).map_err(|refusal| refusal.message)
    }

    /// `path` as findings name it: relative to the project.
    fn shown(&self, path: &Path) -> String {
        let shown = path.strip_prefix(&self.project.root).unwrap_or(path);
        shown.to_string_lossy().replace('\\', "/")
    }
}

/// What a run has read of baseline pictures so far.
#[derive(Default)]
struct Budget {
    pictures: usize,
    bytes: usize,
    /// Whether a picture was left for the budget (said once).
    spent: bool,
}

impl Budget {
    /// The picture `path`, within what is left of the run's budget: `None` once it is spent
    /// (the first picture left is an error that says so, the others are not compared).
    fn read(&mut self, visual: &Visual<'_>, path: &Path) -> Result<Option<Vec<u8>>, String> {
        if self.pictures >= MAX_PICTURES || self.bytes >= MAX_TOTAL {
            if std::mem::replace(&mut self.spent, true) {
                return Ok(None);
            }
            return Err(format!(
                "and the pictures after it were not read: a run reads at most {MAX_PICTURES} baseline pictures and {} MiB of them",
                MAX_TOTAL >> 20
            ));
        }
        if std::fs::symlink_metadata(path).is_err() {
            return Err("is missing: its entry in `baseline.json` has no picture".to_owned());
        }
        let bytes = visual.read_bytes(path, MAX_INPUT_BYTES)?;
        self.pictures += 1;
        self.bytes += bytes.len();
        Ok(Some(bytes))
    }
}

/// `linux-x86_64, Chrome 156`: what decides how a picture comes out.
pub(super) fn platform(product: &str) -> String {
    format!(
        "{}-{}, {product}",
        std::env::consts::OS,
        std::env::consts::ARCH
    )
}

/// Writes the report page, `target/uispec/report/index.html` under the project root: each
/// change with its pictures and causes, filterable by component and theme. One file, the
/// pictures inline: it opens offline, from a CI artifact too.
pub(super) fn report(root: &Path, shown: &[Shown], summary: &str) -> Result<PathBuf> {
    use maud::{DOCTYPE, html};
    let data = |png: &Option<Vec<u8>>| {
        png.as_ref().map(|png| {
            format!(
                "data:image/png;base64,{}",
                data_encoding::BASE64.encode(png)
            )
        })
    };
    let components: std::collections::BTreeSet<&str> =
        shown.iter().map(|s| s.change.component.as_str()).collect();
    let themes: std::collections::BTreeSet<&str> =
        shown.iter().map(|s| s.change.theme.as_str()).collect();
    let page = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'";
                title { "uispec test: visual changes" }
                style { (maud::PreEscaped(STYLE)) }
            }
            body {
                h1 { "Visual changes" }
                p.summary { (summary) }
                @if shown.is_empty() {
                    p { "No render differs from its baseline." }
                } @else {
                    form {
                        label { "Component " select #component { option value="" { "all" } @for c in &components { option value=(c) { (c) } } } }
                        " "
                        label { "Theme " select #theme { option value="" { "all" } @for t in &themes { option value=(t) { (t) } } } }
                    }
                    @for s in shown {
                        section.change data-component=(s.change.component) data-theme=(s.change.theme) {
                            h2 { (s.change.render) " " span.theme { "(" (s.change.theme) " theme)" } }
                            ul { @for cause in &s.change.causes { li { (spans(cause)) } } }
                            @match s.change.pixels {
                                Some(pixels) => p.pixels { (pixels) " pixels differ" },
                                None => p.pixels { "No pixel differs beyond the threshold (" code { "[test.baselines] threshold" } ")." },
                            }
                            div.pictures {
                                @for (label, png) in [("before", &s.before), ("after", &s.after), ("difference", &s.difference)] {
                                    @if let Some(src) = data(png) {
                                        figure {
                                            img src=(src) alt=(format!("{} {} ({} theme)", s.change.render, label, s.change.theme));
                                            figcaption { (label) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    script { (maud::PreEscaped(SCRIPT)) }
                }
            }
        }
    };
    let path = root.join("target/uispec/report/index.html");
    write_file(
        &[root],
        &path,
        page.into_string().as_bytes(),
        Overwrite::Replace,
    )
    .with_context(|| format!("cannot write `{}`", path.display()))?;
    Ok(path)
}

/// `text` with its `` `quoted` `` names as code, every piece escaped.
fn spans(text: &str) -> maud::Markup {
    maud::html! {
        @for (at, piece) in text.split('`').enumerate() {
            @if at % 2 == 1 { code { (piece) } } @else { (piece) }
        }
    }
}

const STYLE: &str = "body{font:14px system-ui,sans-serif;margin:24px;color:#1f2328}\
h2{font-size:16px;margin:0 0 8px}.theme{color:#59636e;font-weight:normal}\
.change{border:1px solid #d1d9e0;border-radius:6px;padding:16px;margin:16px 0}\
.pictures{display:flex;gap:16px;flex-wrap:wrap}figure{margin:0}\
img{border:1px solid #d1d9e0;image-rendering:pixelated;min-width:96px;max-width:420px;height:auto}\
code{font-size:13px;background:#f6f8fa;padding:0 3px;border-radius:3px}\
figcaption{color:#59636e;font-size:12px}\
.pixels{color:#59636e}";

const SCRIPT: &str = "const pick=()=>{const c=document.getElementById('component').value,\
t=document.getElementById('theme').value;for(const s of document.querySelectorAll('.change'))\
{s.hidden=(c&&s.dataset.component!==c)||(t&&s.dataset.theme!==t);}};\
for(const id of ['component','theme'])document.getElementById(id).addEventListener('change',pick);";
