//! The browser half of `uispec test`: pages holding the generated stylesheet (and the
//! application's own, `[test] stylesheets`), axe-core and the observer; each render is put into
//! one in each theme and observed. The components are shared between browsers, one per core
//! (at most [`MAX_BROWSERS`]), started while the harness builds and renders ([`Starting`]);
//! each browser's work is `worker`'s.

use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

use anyhow::{Result, anyhow, bail};
use serde_json::{Value, json};
use uispec_core::SpecDocument;
use uispec_core::css::{CssFormat, CssOptions, css_value};
use uispec_core::harness::Render;
use uispec_core::project::Project;
use uispec_core::validate::Session;

use super::Answers;
use super::worker::{Share, Theme, Worker, install};
use crate::browser::{Browser, Page};

/// The most browsers one run starts: past that, Chromium's own processes want the cores.
const MAX_BROWSERS: usize = 4;

/// How many browsers to start for `components` components: one per core, at most
/// [`MAX_BROWSERS`], at most one per component.
pub(super) fn browsers(components: usize) -> usize {
    std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .min(MAX_BROWSERS)
        .min(components)
}

/// Browsers starting in threads of their own, each with its page and the page's `document`,
/// axe-core and the observer installed (a browser takes about a second to start and to give its
/// page a renderer: the harness's build and run hide it). Whatever is not taken is waited for
/// and stopped on drop: no way out leaves a browser behind.
pub(super) struct Starting(Vec<JoinHandle<Result<Page>>>);

impl Starting {
    /// Starts `count` browsers of `chromium`, each page with `document` installed (axe-core and
    /// the observer), or left blank.
    pub(super) fn start(chromium: &Path, count: usize, document: Option<&str>) -> Starting {
        let threads = (0..count)
            .map(|_| {
                let (chromium, document) = (chromium.to_owned(), document.map(str::to_owned));
                std::thread::spawn(move || {
                    let mut page = Browser::launch(&chromium)?.into_page()?;
                    if let Some(document) = document {
                        install(&mut page, &document)?;
                    }
                    Ok(page)
                })
            })
            .collect();
        Starting(threads)
    }

    /// The started pages (the first `count`): the first error of a browser that did not start.
    pub(super) fn take(&mut self, count: usize) -> Result<Vec<Page>> {
        let threads: Vec<_> = self.0.drain(..count.min(self.0.len())).collect();
        threads
            .into_iter()
            .map(|thread| {
                thread
                    .join()
                    .unwrap_or_else(|_| Err(anyhow!("starting a browser panicked")))
            })
            .collect()
    }
}

impl Drop for Starting {
    fn drop(&mut self) {
        for thread in self.0.drain(..) {
            // The page, if any, is dropped here: its browser is stopped.
            let _ = thread.join();
        }
    }
}

/// What is shown.
pub(super) struct Show<'a> {
    pub(super) project: &'a Project,
    pub(super) renders: &'a [Render],
    pub(super) html: &'a [Option<String>],
    /// The pages' document ([`document`]).
    pub(super) document: &'a str,
    /// Whether to take a picture of each render in each theme (`--screenshots`).
    pub(super) screenshots: bool,
    /// Whether the visual baselines are compared (pictures, accessibility snapshots and
    /// computed styles kept).
    pub(super) baselines: bool,
    /// The themes to show each render in ([`themes`]).
    pub(super) themes: &'a [Theme<'a>],
}

impl Show<'_> {
    /// Shows every render in every theme in the `starting` browsers, and collects the
    /// answers; and one of the browsers' pages, for the live checks to use after.
    pub(super) fn run(
        &self,
        mut starting: Starting,
        docs: &[&SpecDocument],
    ) -> Result<(Answers, Option<Page>)> {
        let themes = self.themes;
        let mut answers = Answers {
            themes: themes.len(),
            ..Answers::default()
        };
        if self.html.iter().all(Option::is_none) {
            return Ok((answers, None));
        }
        // The stylesheets renders bring, each once, on every page before its first render;
        // the renders without them.
        // By hash, not by comparing each with all before: many large stylesheets that differ
        // at their ends would cost their count squared times their size.
        let mut styles: Vec<&str> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let html: Vec<Option<String>> = (self.html.iter())
            .map(|html| {
                let (kept, brought) = super::lift::lift(html.as_deref()?);
                for style in brought {
                    if !style.trim().is_empty() && seen.insert(style) {
                        styles.push(style);
                    }
                }
                Some(kept)
            })
            .collect();
        let shares = self.shares(docs, starting.0.len());
        let mut pages = starting.take(shares.len())?;
        if let Some(page) = pages.first_mut() {
            answers.product = Some(page.product()?);
        }
        let worker = |share: &Share<'_>, page: Page| {
            Worker {
                document: self.document,
                styles: &styles,
                themes,
                renders: self.renders,
                html: &html,
                css: &self.project.config.css,
                screenshots: self.screenshots || self.baselines,
                baselines: self.baselines,
            }
            .run(share, page)
        };
        let done: Vec<Result<(Answers, Page)>> = std::thread::scope(|scope| {
            let running: Vec<_> = (shares.iter().zip(pages))
                .map(|(share, page)| scope.spawn(move || worker(share, page)))
                .collect();
            running
                .into_iter()
                .map(|thread| {
                    thread
                        .join()
                        .unwrap_or_else(|_| Err(anyhow!("a browser's worker panicked")))
                })
                .collect()
        });
        let mut spare = None;
        for share in done {
            let (share, page) = share?;
            spare.get_or_insert(page);
            answers.answers.extend(share.answers);
            answers.styles.extend(share.styles);
            answers.pictures.extend(share.pictures);
            answers.grids.extend(share.grids);
            answers.broken.extend(share.broken);
            answers.looks.extend(share.looks);
        }
        // In the order one browser would have found them: by theme, then render (or spec).
        let theme = |name: &str| themes.iter().position(|(theme, ..)| theme == name);
        let spec = |name: &str| docs.iter().position(|doc| doc.spec.name == name);
        (answers.answers).sort_by_key(|answer| (theme(&answer.theme), answer.render));
        (answers.styles).sort_by_key(|(check, result)| (theme(&result.theme), check.render));
        (answers.pictures).sort_by_key(|(render, name, _)| (theme(name), *render));
        (answers.grids).sort_by_key(|(name, theme_name, _)| (theme(theme_name), spec(name)));
        (answers.broken).sort_by_key(|(render, name, _)| (theme(name), *render));
        Ok((answers, spare))
    }

    /// The components shown, shared between at most `browsers` browsers by their number of
    /// renders (a component's renders stay together: its picture and its style comparisons
    /// need all of them on one page), none empty.
    fn shares<'d>(&self, docs: &[&'d SpecDocument], browsers: usize) -> Vec<Share<'d>> {
        let mut sized: Vec<(&SpecDocument, Vec<usize>)> = (docs.iter())
            .map(|doc| {
                let renders: Vec<usize> = (0..self.renders.len())
                    .filter(|&i| self.renders[i].spec == doc.spec.name && self.html[i].is_some())
                    .collect();
                (*doc, renders)
            })
            .filter(|(_, renders)| !renders.is_empty())
            .collect();
        // The largest first, each to the share with the fewest renders so far.
        sized.sort_by(|(a, x), (b, y)| y.len().cmp(&x.len()).then(a.spec.name.cmp(&b.spec.name)));
        let mut shares: Vec<Share<'d>> = Vec::new();
        for (doc, renders) in sized {
            if shares.len() < browsers {
                shares.push(Share::default());
            }
            let Some(share) = shares.iter_mut().min_by_key(|share| share.renders.len()) else {
                continue;
            };
            share.docs.push(doc);
            share.renders.extend(renders);
        }
        for share in &mut shares {
            share.renders.sort_unstable();
            // In the order of `docs`, as one browser would show them.
            share
                .docs
                .sort_by_key(|doc| docs.iter().position(|d| d.spec.name == doc.spec.name));
        }
        shares
    }
}

/// Each theme: its name, the attributes of `<html>` that select it (the resolver's modifiers
/// as `data-*`, with the `[a11y] surface` as the page's background), and its tokens (none when
/// the project has none).
pub(super) fn themes<'s>(session: &'s Session, project: &Project) -> Vec<Theme<'s>> {
    let surface = project.config.a11y.surface_path();
    let permutations = &session.tokens().permutations;
    if permutations.is_empty() {
        return vec![("default".to_owned(), json!({}), None)];
    }
    permutations
        .iter()
        .map(|permutation| {
            let mut attributes = serde_json::Map::new();
            for (attribute, context) in permutation.attributes() {
                attributes.insert(attribute, json!(context));
            }
            let background = surface.as_ref().and_then(|path| {
                let id = permutation.set.lookup(path).ok()?;
                css_value(&permutation.set, id)
            });
            if let Some(background) = background {
                attributes.insert(
                    "style".to_owned(),
                    json!(format!("background: {background}")),
                );
            }
            (
                permutation.label(),
                Value::Object(attributes),
                Some(permutation),
            )
        })
        .collect()
}

/// The pages: no script of their content may run and nothing may be fetched; the project's
/// stylesheets, then the generated one (plain CSS, whatever `[css] format` says: the page has
/// no Tailwind to compile it; every theme selected by attribute). The first shows the server
/// renders; the second, the live page, lets the live harness's module be compiled
/// (`wasm-unsafe-eval`, the module itself given by uispec, never fetched) and holds the element
/// a render is mounted in between two buttons, so that Tab has somewhere to come from and to
/// go to.
pub(super) fn document(session: &Session, project: &Project) -> Result<(String, String)> {
    let mut options: CssOptions = project.config.css.clone();
    options.format = CssFormat::Css;
    // Every theme selectable by attribute, as the docs site's copy does: a theme `[css]`
    // maps to a media query (`prefers-color-scheme`) is shown by its `data-*` here.
    options.media.clear();
    let report = session.report();
    let generated = session.stylesheet(&report, &options).text;
    let mut styles = String::new();
    // Each marked with its place in `[test] stylesheets` (the generated one as such), so
    // that a rule the visual baselines name is found in its file (`visual::Origins`).
    for (at, path) in (stylesheets(&project.root, &project.config.test.stylesheets)?)
        .iter()
        .enumerate()
    {
        let text = uispec_core::confine::read_text(path).map_err(anyhow::Error::msg)?;
        if text.to_ascii_lowercase().contains("</style") {
            bail!(
                "`[test] stylesheets`: `{}` holds `</style`, which would end the page's style element",
                path.display()
            );
        }
        styles.push_str(&format!(
            "<style data-uispec-sheet=\"{at}\">{text}</style>\n"
        ));
    }
    let page = |scripts: &str, body: &str| {
        format!(
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
             <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; {scripts}style-src 'unsafe-inline'; img-src data:; font-src data:\">\
             <title>uispec test</title>\n{styles}<style data-uispec-sheet=\"generated\">{generated}</style>\n\
             <style data-uispec-sheet=\"page\">body {{ margin: 0 }} #uispec-render, #uispec-live {{ display: inline-block; padding: 16px }}</style>\n\
             </head><body>{body}</body></html>\n"
        )
    };
    Ok((
        page("", "<main><section id=\"uispec-render\"></section></main>"),
        page(
            // The harness's glue is imported from a `data:` URL (it is uispec's to give).
            "script-src 'wasm-unsafe-eval' data:; ",
            "<button id=\"uispec-before\">before</button><main id=\"uispec-live\"></main><button id=\"uispec-after\">after</button>",
        ),
    ))
}

/// The most files `[test] stylesheets` may name, its globs expanded.
const MAX_STYLESHEETS: usize = 500;

/// The files `[test] stylesheets` names, in its order, each glob (`style/components/*.css`)
/// expanded in file-name order: each inside the project or under the literal folder an entry
/// starts with (as for specs and tokens), each once.
pub(super) fn stylesheets(root: &Path, entries: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let options = glob::MatchOptions {
        case_sensitive: true,
        require_literal_separator: true,
        require_literal_leading_dot: true,
    };
    // The folders the configuration names: each entry up to its first wildcard.
    let literal: Vec<PathBuf> = (entries.iter())
        .map(|entry| {
            let plain = |c: &std::path::Component<'_>| {
                !c.as_os_str().to_string_lossy().contains(['*', '?', '['])
            };
            entry.components().take_while(plain).collect()
        })
        .collect();
    let scope = uispec_core::confine::Scope::new(root, &literal);
    let mut files: Vec<PathBuf> = Vec::new();
    for entry in entries {
        let full = root.join(entry);
        let pattern = glob::Pattern::escape(&root.to_string_lossy());
        let pattern = match entry.is_absolute() {
            true => entry.to_string_lossy().into_owned(),
            false => format!("{pattern}/{}", entry.to_string_lossy()),
        };
        let matched = glob::glob_with(&pattern, options)
            .map_err(|error| {
                anyhow::anyhow!(
                    "`[test] stylesheets`: `{}` is not a glob uispec can read ({error})",
                    entry.display()
                )
            })?
            .filter_map(Result::ok)
            .filter(|path| path.is_file())
            // Lazily: a glob that matches the whole disk is refused after the cap, not walked.
            .take(MAX_STYLESHEETS + 1);
        let mut matched: Vec<PathBuf> = matched.collect();
        if matched.is_empty() {
            bail!(
                "`[test] stylesheets`: `{}` names no file (a stylesheet a build step makes, such as Tailwind's output, must be built before `uispec test`)",
                entry.display()
            );
        }
        matched.sort();
        for path in matched {
            let real = scope.admit(&path).map_err(|refusal| {
                let shown = path.strip_prefix(root).unwrap_or(&full);
                anyhow::anyhow!(
                    "`[test] stylesheets`: `{}` {}",
                    shown.display(),
                    refusal.message
                )
            })?;
            if !files.contains(&real) {
                files.push(real);
            }
        }
        if files.len() > MAX_STYLESHEETS {
            bail!("`[test] stylesheets` names more than {MAX_STYLESHEETS} files");
        }
    }
    Ok(files)
}
