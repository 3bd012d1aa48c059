//! The browser half of `uispec test`: one page holding the generated stylesheet (and the
//! application's own, `[test] stylesheets`), axe-core and the observer; each render is put into
//! it in each theme and observed.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};
use uispec_core::SpecDocument;
use uispec_core::checks::{
    Observed, StyleCheck, StyleResult, chromium_role, request, style_checks,
};
use uispec_core::css::{CssFormat, CssOptions, css_value, mapped_styles};
use uispec_core::harness::Render;
use uispec_core::project::Project;
use uispec_core::tokens::Permutation;
use uispec_core::validate::Session;

use super::Answers;
use crate::browser::{Browser, Page};

/// axe-core, compiled in (spec-cli/vendor/axe-core: MPL-2.0, unmodified).
const AXE: &str = include_str!("../../../vendor/axe-core/axe.min.js");
/// The observer the checks ask.
const OBSERVER: &str = include_str!("observe.js");

/// What is shown.
pub(super) struct Show<'a> {
    pub(super) session: &'a Session,
    pub(super) project: &'a Project,
    pub(super) renders: &'a [Render],
    pub(super) html: &'a [Option<String>],
    /// Whether to take a picture of each render in each theme (`--screenshots`).
    pub(super) screenshots: bool,
}

impl Show<'_> {
    /// Shows every render in every theme and collects the answers.
    pub(super) fn run(&self, chromium: &Path, docs: &[&SpecDocument]) -> Result<Answers> {
        let mut answers = Answers::default();
        let themes = self.themes();
        answers.themes = themes.len();
        if self.html.iter().all(Option::is_none) {
            return Ok(answers);
        }
        let mut browser = Browser::launch(chromium)?;
        let mut page = browser.page()?;
        let document = self.document()?;
        let mut section = install(&mut page, &document)?;
        let css = &self.project.config.css;
        for (theme_name, theme, permutation) in &themes {
            let first = answers.answers.len();
            for (index, render) in self.renders.iter().enumerate() {
                let Some(html) = &self.html[index] else {
                    continue;
                };
                let Some(doc) = docs.iter().find(|d| d.spec.name == render.spec) else {
                    continue;
                };
                let states: Vec<&str> = self
                    .renders
                    .iter()
                    .filter(|r| r.spec == render.spec)
                    .filter_map(|r| r.state.as_deref())
                    .collect();
                // A render the page cannot show or observe costs only itself: its failure is
                // kept, and the page made anew if the render took it away.
                let observed = match observe(&mut page, &section, doc, css, &states, html, theme) {
                    Ok(observed) => observed,
                    Err(error) => {
                        section = broken(
                            &mut answers,
                            &mut page,
                            &document,
                            section,
                            (index, theme_name),
                            error,
                        )?;
                        continue;
                    }
                };
                if self.screenshots {
                    let png = page.screenshot(observed.get("clip"))?;
                    answers.pictures.push((index, theme_name.clone(), png));
                }
                let mut answer = observed;
                answer["render"] = json!(index);
                answer["theme"] = json!(theme_name);
                let answer = Observed::from_json(&answer)
                    .context("the page's observer answered in an unexpected shape")?;
                answers.answers.push(answer);
            }
            // One picture of each component's renders side by side, for the docs site.
            for doc in docs {
                let cells: Vec<(String, &String)> = self
                    .renders
                    .iter()
                    .zip(self.html)
                    .filter(|(render, _)| render.spec == doc.spec.name)
                    .filter_map(|(render, html)| Some((render.label(), html.as_ref()?)))
                    .collect();
                if cells.is_empty() {
                    continue;
                }
                let picture = page
                    .evaluate(&format!("__uispec.grid({}, {theme})", json!(cells)))
                    .and_then(|clip| page.screenshot(Some(&clip)));
                match picture {
                    Ok(png) => answers
                        .grids
                        .push((doc.spec.name.clone(), theme_name.clone(), png)),
                    // Its renders' own failures say why; the docs keep their drawing.
                    Err(_) => section = recover(&mut page, &document, section)?,
                }
            }
            let Some(permutation) = permutation else {
                continue;
            };
            let shown = &answers.answers[first..];
            let shows = |render: usize, part: &str| {
                shown
                    .iter()
                    .any(|o| o.render == render && o.parts.iter().any(|p| p == part))
            };
            let mut checks = Vec::new();
            for doc in docs {
                let styles = mapped_styles(doc, &permutation.set);
                checks.extend(style_checks(doc, self.renders, shows, &styles, css));
            }
            checks.sort_by_key(|check| check.render);
            // One call per render for the checks that force no pseudo-class, one each for those
            // that do (the protocol forces it on a node).
            let mut at = 0;
            while at < checks.len() {
                let render = checks[at].render;
                let end = at
                    + checks[at..]
                        .iter()
                        .take_while(|c| c.render == render)
                        .count();
                let batch = &checks[at..end];
                at = end;
                let Some(html) = &self.html[render] else {
                    continue;
                };
                let (forced, plain): (Vec<&StyleCheck>, Vec<&StyleCheck>) =
                    batch.iter().partition(|c| !c.request["pseudo"].is_null());
                let compared = compare_batch(&mut page, html, theme, &plain, &forced);
                let outcomes = match compared {
                    Ok(outcomes) => outcomes,
                    Err(error) => {
                        section = broken(
                            &mut answers,
                            &mut page,
                            &document,
                            section,
                            (render, theme_name),
                            error,
                        )?;
                        continue;
                    }
                };
                for (check, outcome) in plain.iter().chain(&forced).zip(&outcomes) {
                    if let Some(differences) = differences(outcome) {
                        let theme = theme_name.clone();
                        let result = StyleResult { theme, differences };
                        answers.styles.push(((*check).clone(), result));
                    }
                }
            }
        }
        Ok(answers)
    }

    /// Each theme: its name, the attributes of `<html>` that select it (the resolver's
    /// modifiers as `data-*`, with the `[a11y] surface` as the page's background), and its
    /// tokens (none when the project has none).
    fn themes(&self) -> Vec<(String, Value, Option<&Permutation>)> {
        let surface = self.project.config.a11y.surface_path();
        let permutations = &self.session.tokens().permutations;
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

    /// The page: no script of its content may run and nothing may be fetched; the project's
    /// stylesheets, then the generated one (plain CSS, whatever `[css] format` says: the page
    /// has no Tailwind to compile it; every theme selected by attribute).
    fn document(&self) -> Result<String> {
        let mut options: CssOptions = self.project.config.css.clone();
        options.format = CssFormat::Css;
        // Every theme selectable by attribute, as the docs site's copy does: a theme `[css]`
        // maps to a media query (`prefers-color-scheme`) is shown by its `data-*` here.
        options.media.clear();
        let report = self.session.report();
        let generated = self.session.stylesheet(&report, &options).text;
        let mut styles = String::new();
        for path in stylesheets(&self.project.root, &self.project.config.test.stylesheets)? {
            let text = uispec_core::confine::read_text(&path).map_err(anyhow::Error::msg)?;
            if text.to_ascii_lowercase().contains("</style") {
                bail!(
                    "`[test] stylesheets`: `{}` holds `</style`, which would end the page's style element",
                    path.display()
                );
            }
            styles.push_str(&format!("<style>{text}</style>\n"));
        }
        Ok(format!(
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
             <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:\">\
             <title>uispec test</title>\n{styles}<style>{generated}</style>\n\
             <style>body {{ margin: 0 }} #uispec-render {{ display: inline-block; padding: 16px }}</style>\n\
             </head><body><main><section id=\"uispec-render\"></section></main></body></html>\n"
        ))
    }
}

/// The most files `[test] stylesheets` may name, its globs expanded.
const MAX_STYLESHEETS: usize = 500;

/// The files `[test] stylesheets` names, in its order, each glob (`style/components/*.css`)
/// expanded in file-name order: each inside the project or under the literal folder an entry
/// starts with (as for specs and tokens), each once.
fn stylesheets(root: &Path, entries: &[PathBuf]) -> Result<Vec<PathBuf>> {
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

/// Puts `html` into the page in `theme` (inside the parents its first element needs), and asks
/// the observer about it, and the accessibility
/// tree for the first element with the spec's role (`role`) inside `section` (the render's
/// container, a remote object).
fn observe(
    page: &mut Page<'_>,
    section: &str,
    doc: &SpecDocument,
    css: &CssOptions,
    states: &[&str],
    html: &str,
    theme: &Value,
) -> Result<Value> {
    let mut answer = page.evaluate(&format!(
        "__uispec.showAndObserve({}, {theme}, {})",
        json!(html),
        request(doc, states, css)
    ))?;
    let role = match chromium_role(doc) {
        Some(role) => page.find_role(section, role)?,
        None => None,
    };
    answer["role"] = match role {
        Some(n) => json!({ "role": n.role, "name": n.name, "ignored": n.ignored }),
        None => Value::Null,
    };
    // No element has the spec's role: which one the outermost element has instead.
    if answer["role"].is_null() && answer["outer"].is_object() {
        let outer = page.element("__uispec.root()")?;
        answer["outer"]["role"] = json!(page.role_of(&outer)?);
    }
    Ok(answer)
}

/// Puts the page's document, axe-core and the observer into `page`: the render's container (a
/// remote object).
fn install(page: &mut Page<'_>, document: &str) -> Result<String> {
    page.set_content(document)?;
    page.evaluate(AXE)?;
    page.evaluate(OBSERVER)?;
    // The parents an element can only live in (a list item in a list): HTML's, one table.
    let contexts: serde_json::Map<String, Value> = (uispec_core::html::CONTEXTS.iter())
        .map(|(element, parents)| ((*element).to_owned(), json!(parents)))
        .collect();
    // The roles an element can only live inside (a `tab` in a `tablist`): ARIA's, one table.
    let roles: serde_json::Map<String, Value> = (uispec_core::roles::ROLES.iter())
        .filter(|role| !role.context.is_empty())
        .map(|role| (role.name.to_owned(), json!(role.context)))
        .collect();
    page.evaluate(&format!(
        "__uispec.contexts({}, {})",
        Value::Object(contexts),
        Value::Object(roles)
    ))?;
    let section = page.element("__uispec.section()")?;
    page.call("DOM.enable", json!({}))?;
    page.call("CSS.enable", json!({}))?;
    Ok(section)
}

/// Keeps the failure `error` of a render in a theme (`(render, theme)`), and gives the page to
/// go on with ([`recover`]).
fn broken(
    answers: &mut Answers,
    page: &mut Page<'_>,
    document: &str,
    section: String,
    (render, theme): (usize, &str),
    error: anyhow::Error,
) -> Result<String> {
    answers
        .broken
        .push((render, theme.to_owned(), format!("{error:#}")));
    recover(page, document, section)
}

/// After a render failed: the page as it was when it still has its observer, else a new one
/// (the render navigated it away or broke it). An error here stops the run: the browser
/// itself no longer answers.
fn recover(page: &mut Page<'_>, document: &str, section: String) -> Result<String> {
    let intact =
        page.evaluate("typeof window.__uispec === 'object' && window.__uispec.section() !== null");
    if intact.is_ok_and(|v| v == json!(true)) {
        return Ok(section);
    }
    install(page, document).context("the page could not be made again after a render broke it")
}

/// Shows `html` in `theme` and runs its style comparisons, the `plain` ones in one call, each
/// of the `forced` ones alone: one outcome per check, plain ones first.
fn compare_batch(
    page: &mut Page<'_>,
    html: &str,
    theme: &Value,
    plain: &[&StyleCheck],
    forced: &[&StyleCheck],
) -> Result<Vec<Value>> {
    page.evaluate(&format!("__uispec.show({}, {theme})", json!(html)))?;
    let requests: Vec<&Value> = plain.iter().map(|c| &c.request).collect();
    let outcomes = page
        .evaluate(&format!("__uispec.compareAll({})", json!(requests)))
        .context("comparing styles in Chromium")?;
    let mut outcomes = outcomes.as_array().cloned().unwrap_or_default();
    outcomes.resize(plain.len(), json!({ "missing": true }));
    for check in forced {
        outcomes.push(
            compare_forced(page, &check.request)
                .with_context(|| format!("comparing `{}` in Chromium", check.key))?,
        );
    }
    Ok(outcomes)
}

/// Runs one style comparison that forces a pseudo-class on its part, on the render shown.
fn compare_forced(page: &mut Page<'_>, request: &Value) -> Result<Value> {
    if page.evaluate(&format!("__uispec.target({request})"))? != json!(true) {
        return Ok(json!({ "missing": true }));
    }
    let document = page.call("DOM.getDocument", json!({ "depth": 0 }))?;
    let found = page.call(
        "DOM.querySelector",
        json!({ "nodeId": document["root"]["nodeId"], "selector": "[data-uispec-target]" }),
    )?;
    let node = found["nodeId"].clone();
    page.call(
        "CSS.forcePseudoState",
        json!({ "nodeId": node, "forcedPseudoClasses": request["pseudo"] }),
    )?;
    let outcome = page.evaluate(&format!("__uispec.compare({request})"));
    page.call(
        "CSS.forcePseudoState",
        json!({ "nodeId": node, "forcedPseudoClasses": [] }),
    )?;
    outcome
}

/// The differences an outcome of the observer's `compare` lists, `(property, computed,
/// expected)`; `None` when the render could not show the entry (no such part, another state
/// wins).
fn differences(outcome: &Value) -> Option<Vec<(String, String, String)>> {
    if outcome["missing"] == json!(true) {
        return None;
    }
    Some(
        outcome["differences"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|d| {
                let text = |i: usize| d.get(i)?.as_str().map(str::to_owned);
                Some((text(0)?, text(1)?, text(2)?))
            })
            .collect(),
    )
}
