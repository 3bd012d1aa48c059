//! One browser's share of `uispec test`: its components' renders shown in each theme, many on
//! the page at once (`observeMany` in the observer: one DevTools call and one axe run for
//! them), the accessibility tree asked about all of them at once, one screenshot for many
//! components' pictures, and the style comparisons of many renders in one call. A batch that
//! fails is taken again one render at a time, so a render that breaks the page costs only
//! itself.

use std::collections::BTreeMap;

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};
use uispec_core::SpecDocument;
use uispec_core::checks::visual;
use uispec_core::checks::{
    Observed, StyleCheck, StyleResult, chromium_role, request, style_checks,
};
use uispec_core::css::{CssOptions, mapped_styles};
use uispec_core::harness::Render;
use uispec_core::tokens::Permutation;

use super::Answers;
use crate::browser::Page;
use crate::picture::{self, Area};

/// axe-core, compiled in (spec-cli/vendor/axe-core: MPL-2.0, unmodified).
pub(super) const AXE: &str = include_str!("../../../vendor/axe-core/axe.min.js");
/// The observer the checks ask.
pub(super) const OBSERVER: &str = include_str!("observe.js");

/// The most renders (or components' pictures) one call puts on the page, and the most bytes
/// of their HTML: a batch stays one small message and one page of modest size (axe's time
/// grows with the page).
const MAX_BATCH: usize = 24;
const MAX_BATCH_BYTES: usize = 256 << 10;

/// A theme: its name, the attributes of `<html>` that select it, and its tokens (none when the
/// project has none).
pub(super) type Theme<'a> = (String, Value, Option<&'a Permutation>);

/// The components one browser shows: every render of each.
#[derive(Debug, Default)]
pub(super) struct Share<'d> {
    pub(super) docs: Vec<&'d SpecDocument>,
    /// Their renders that were made, by index in the plan, in order.
    pub(super) renders: Vec<usize>,
}

/// What a browser is given.
pub(super) struct Worker<'a> {
    /// The page's document (installed again when a render broke the page).
    pub(super) document: &'a str,
    /// The stylesheets the renders bring, each once.
    pub(super) styles: &'a [&'a str],
    pub(super) themes: &'a [Theme<'a>],
    pub(super) renders: &'a [Render],
    /// Each render's HTML (`None` when it was not made), without its stylesheets.
    pub(super) html: &'a [Option<String>],
    pub(super) css: &'a CssOptions,
    /// Whether to take a picture of each render in each theme (`--screenshots`, baselines).
    pub(super) screenshots: bool,
    /// Whether to keep what a visual baseline holds of each render: its accessibility
    /// snapshot and its parts' computed styles.
    pub(super) baselines: bool,
}

/// What the page showed of one render in one theme, beyond the checks' answers.
#[derive(Debug)]
pub(super) struct Look {
    pub(super) render: usize,
    pub(super) theme: String,
    pub(super) accessibility: Vec<String>,
    pub(super) computed: BTreeMap<String, BTreeMap<String, String>>,
}

impl Look {
    /// From the observer's `answer` (its `accessibility` lines and `computed` styles).
    pub(super) fn of(render: usize, theme: &str, answer: &Value) -> Look {
        let accessibility = (answer["accessibility"].as_array().into_iter().flatten())
            .filter_map(|line| line.as_str().map(str::to_owned))
            .collect();
        let computed = (answer["computed"].as_object().into_iter().flatten())
            .map(|(part, properties)| {
                let properties = (properties.as_object().into_iter().flatten())
                    .filter_map(|(p, v)| Some((p.clone(), v.as_str()?.to_owned())))
                    .collect();
                (part.clone(), properties)
            })
            .collect();
        Look {
            render,
            theme: theme.to_owned(),
            accessibility,
            computed,
        }
    }
}

/// One render to observe: its index in the plan, its HTML, what the observer is asked, and the
/// role the accessibility tree is asked for (the spec's, as Chromium names it).
struct Item<'a> {
    render: usize,
    html: &'a str,
    request: Value,
    role: Option<&'a str>,
}

/// A render a batch showed: its position in the batch, the observer's answer, and its picture
/// with `--screenshots`.
type Shown = (usize, Value, Option<Vec<u8>>);

impl Worker<'_> {
    /// Shows every render of `share` in every theme, in `page` (its browser's, the document
    /// installed).
    pub(super) fn run(&self, share: &Share<'_>, page: Page) -> Result<(Answers, Page)> {
        let mut at = At {
            page,
            worker: self,
            answers: Answers::default(),
        };
        at.adopt()?;
        for theme in self.themes {
            at.theme(share, theme)?;
        }
        Ok((at.answers, at.page))
    }
}

/// A browser's page at work.
struct At<'w> {
    page: Page,
    worker: &'w Worker<'w>,
    answers: Answers,
}

impl At<'_> {
    /// Everything of `share` in `theme`: the renders observed, the components' pictures, the
    /// style comparisons.
    fn theme(
        &mut self,
        share: &Share<'_>,
        (name, attributes, permutation): &Theme<'_>,
    ) -> Result<()> {
        let first = self.answers.answers.len();
        self.observe(share, name, attributes)?;
        self.pictures(share, name, attributes)?;
        if let Some(permutation) = permutation {
            self.styles(share, (name, attributes), permutation, first)?;
        }
        Ok(())
    }

    /// Observes every render of `share` in the theme `name`.
    fn observe(&mut self, share: &Share<'_>, name: &str, attributes: &Value) -> Result<()> {
        let worker = self.worker;
        let items: Vec<Item<'_>> = (share.renders.iter())
            .filter_map(|&render| {
                let html = worker.html[render].as_deref()?;
                let spec = &worker.renders[render].spec;
                let doc = share.docs.iter().find(|d| d.spec.name == *spec)?;
                let states: Vec<&str> = (worker.renders.iter())
                    .filter(|r| r.spec == *spec)
                    .filter_map(|r| r.state.as_deref())
                    .collect();
                let mut request = request(doc, &states, worker.css);
                if worker.baselines {
                    request["computed"] = json!(visual::tracked_properties());
                }
                Some(Item {
                    render,
                    html,
                    request,
                    role: chromium_role(doc),
                })
            })
            .collect();
        batched(
            self,
            &items,
            |item| item.html.len(),
            |at, batch| {
                let observed = at.observe_batch(batch, attributes)?;
                let done = observed.iter().map(|(index, ..)| *index).collect();
                // All read before any is kept: a batch taken again must not count one twice.
                let mut answers = Vec::new();
                let mut pictures = Vec::new();
                let mut looks = Vec::new();
                for (index, mut answer, picture) in observed {
                    let item = batch[index];
                    if at.worker.baselines {
                        looks.push(Look::of(item.render, name, &answer));
                    }
                    answer["render"] = json!(item.render);
                    answer["theme"] = json!(name);
                    answers.push(
                        Observed::from_json(&answer)
                            .context("the page's observer answered in an unexpected shape")?,
                    );
                    if let Some(png) = picture {
                        pictures.push((item.render, name.to_owned(), png));
                    }
                }
                at.answers.answers.extend(answers);
                at.answers.pictures.extend(pictures);
                at.answers.looks.extend(looks);
                Ok(done)
            },
            |at, item, error| at.broken(item.render, name, error),
        )
    }

    /// Shows those of `batch` that can share the page and observes them: for each shown, its
    /// position in `batch`, its answer, and its picture with `--screenshots`.
    fn observe_batch(&mut self, batch: &[&Item<'_>], attributes: &Value) -> Result<Vec<Shown>> {
        // A render judged as shown on hover (a tooltip) goes alone: the state is forced on
        // every element of the page's render.
        let reveal = |item: &Item<'_>| item.request["reveal"] == json!(true);
        let chosen: Vec<usize> = match reveal(batch[0]) {
            true => vec![0],
            false => (0..batch.len()).filter(|&at| !reveal(batch[at])).collect(),
        };
        let given = Value::Array(
            (chosen.iter())
                .map(|&at| json!({ "html": batch[at].html, "request": batch[at].request }))
                .collect(),
        );
        let answers = self
            .page
            .evaluate(&format!("__uispec.observeMany({given}, {attributes})"))?;
        if !reveal(batch[0]) {
            return self.finish(&answers, batch, &chosen);
        }
        // Forced until the render is judged, asked about and pictured, and let go whatever
        // happens: the page's section stays for the next renders.
        let forced = self.force(&["hover", "focus-within"])?;
        let shown = (self.page.evaluate(&format!("__uispec.judge({given})")))
            .and_then(|answers| self.finish(&answers, batch, &chosen));
        self.force_on(&forced, &[])?;
        shown
    }

    /// The renders of `batch` `observeMany` showed, from its `answers` (each its index in what
    /// it was given, `chosen` positions of the batch): asked about in the accessibility tree
    /// and pictured with `--screenshots`.
    fn finish(
        &mut self,
        answers: &Value,
        batch: &[&Item<'_>],
        chosen: &[usize],
    ) -> Result<Vec<Shown>> {
        let boxes = self.page.elements("__uispec.boxes()")?;
        let mut answers: Vec<(usize, Value)> = (answers.as_array().into_iter().flatten())
            .map(|answer| {
                let index = usize::try_from(answer["index"].as_u64()?).ok()?;
                Some((*chosen.get(index)?, answer.clone()))
            })
            .collect::<Option<_>>()
            .filter(|answers: &Vec<_>| answers.len() == boxes.len())
            .context("the page's observer answered in an unexpected shape")?;
        // The accessibility tree, asked about every render at once.
        let asked: Vec<(usize, (&str, &str))> = (answers.iter().zip(&boxes).enumerate())
            .filter_map(|(at, ((index, _), object))| {
                Some((at, (object.as_str(), batch[*index].role?)))
            })
            .collect();
        let queries: Vec<(&str, &str)> = asked.iter().map(|(_, query)| *query).collect();
        let found = self.page.find_roles(&queries)?;
        for (_, answer) in &mut answers {
            answer["role"] = Value::Null;
        }
        for ((at, _), node) in asked.iter().zip(found) {
            if let Some(node) = node {
                answers[*at].1["role"] =
                    json!({ "role": node.role, "name": node.name, "ignored": node.ignored });
            }
        }
        // No element has the spec's role: which one the outermost element has instead.
        for (at, (_, answer)) in answers.iter_mut().enumerate() {
            if answer["role"].is_null() && answer["outer"].is_object() {
                let outer = self.page.element(&format!("__uispec.root({at})"))?;
                answer["outer"]["role"] = json!(self.page.role_of(&outer)?);
            }
        }
        if self.worker.baselines {
            let objects: Vec<&str> = boxes.iter().map(String::as_str).collect();
            let trees = self.page.accessibility(&objects)?;
            for ((_, answer), tree) in answers.iter_mut().zip(trees) {
                answer["accessibility"] = json!(tree);
            }
        }
        self.page.release()?;
        let pictures: Vec<Option<Vec<u8>>> = match self.worker.screenshots {
            false => answers.iter().map(|_| None).collect(),
            true => {
                let clips: Vec<&Value> = answers.iter().map(|(_, a)| &a["clip"]).collect();
                let alone = answers.len() == 1;
                let pictures = self.pictures_of(&clips, alone)?;
                pictures.into_iter().map(Some).collect()
            }
        };
        Ok((answers.into_iter().zip(pictures))
            .map(|((index, answer), picture)| (index, answer, picture))
            .collect())
    }

    /// Forces the pseudo-classes `classes` on the page's render, every element of it: the
    /// nodes forced.
    fn force(&mut self, classes: &[&str]) -> Result<Vec<Value>> {
        let document = self.page.call("DOM.getDocument", json!({ "depth": 0 }))?;
        let found = self.page.call(
            "DOM.querySelectorAll",
            json!({
                "nodeId": document["root"]["nodeId"],
                "selector": "#uispec-render, #uispec-render *",
            }),
        )?;
        let nodes: Vec<Value> = found["nodeIds"].as_array().cloned().unwrap_or_default();
        self.force_on(&nodes, classes)?;
        Ok(nodes)
    }

    /// Forces the pseudo-classes `classes` on each of `nodes` (none: lets them go), all at once.
    fn force_on(&mut self, nodes: &[Value], classes: &[&str]) -> Result<()> {
        let calls = (nodes.iter())
            .map(|node| {
                let params = json!({ "nodeId": node, "forcedPseudoClasses": classes });
                ("CSS.forcePseudoState", params)
            })
            .collect();
        for outcome in self.page.call_all(calls)? {
            outcome?;
        }
        Ok(())
    }

    /// The pictures of the areas `clips` of the page: one screenshot of the viewport cut to
    /// each, or, for one area `alone` (it may reach beyond the viewport), a screenshot of it.
    fn pictures_of(&mut self, clips: &[&Value], alone: bool) -> Result<Vec<Vec<u8>>> {
        if alone && let [clip] = clips {
            return Ok(vec![self.page.screenshot(Some(clip))?]);
        }
        let areas: Vec<Area> = (clips.iter())
            .map(|clip| Area::of(clip).context("the page's observer gave no area"))
            .collect::<Result<_>>()?;
        picture::cut(&self.page.screenshot(None)?, &areas)
    }

    /// One picture of each component's renders side by side in the theme `name`, for the
    /// docs site.
    fn pictures(&mut self, share: &Share<'_>, name: &str, attributes: &Value) -> Result<()> {
        let worker = self.worker;
        let grids: Vec<(&str, Vec<(String, &str)>)> = (share.docs.iter())
            .map(|doc| {
                let cells = (share.renders.iter())
                    .filter(|&&render| worker.renders[render].spec == doc.spec.name)
                    .filter_map(|&render| {
                        let html = worker.html[render].as_deref()?;
                        Some((worker.renders[render].label(), html))
                    })
                    .collect();
                (doc.spec.name.as_str(), cells)
            })
            .filter(|(_, cells): &(_, Vec<_>)| !cells.is_empty())
            .collect();
        batched(
            self,
            &grids,
            |(_, cells)| cells.iter().map(|(_, html)| html.len()).sum(),
            |at, batch| {
                let cells: Vec<&Vec<(String, &str)>> = batch.iter().map(|(_, c)| c).collect();
                let sheet = (at.page)
                    .evaluate(&format!("__uispec.sheet({}, {attributes})", json!(cells)))?;
                let shown: Vec<(usize, &Value)> = (sheet.as_array().into_iter().flatten())
                    .map(|grid| {
                        Some((
                            usize::try_from(grid["index"].as_u64()?).ok()?,
                            &grid["clip"],
                        ))
                    })
                    .collect::<Option<_>>()
                    .filter(|shown: &Vec<_>| shown.iter().all(|(index, _)| *index < batch.len()))
                    .context("the page's observer answered in an unexpected shape")?;
                let clips: Vec<&Value> = shown.iter().map(|(_, clip)| *clip).collect();
                let alone = sheet[0]["alone"] == json!(true);
                let pictures = at.pictures_of(&clips, alone)?;
                for ((index, _), png) in shown.iter().zip(pictures) {
                    let grid = (batch[*index].0.to_owned(), name.to_owned(), png);
                    at.answers.grids.push(grid);
                }
                Ok(shown.iter().map(|(index, _)| *index).collect())
            },
            // Its renders' own failures say why; the docs keep their drawing.
            |at, _, _| at.recover(),
        )
    }

    /// The style comparisons of `share`'s renders in the theme `name` (its tokens
    /// `permutation`), where the answers from `first` on say which parts each render shows.
    fn styles(
        &mut self,
        share: &Share<'_>,
        (name, attributes): (&str, &Value),
        permutation: &Permutation,
        first: usize,
    ) -> Result<()> {
        let shown = &self.answers.answers[first..];
        let shows = |render: usize, part: &str| {
            shown
                .iter()
                .any(|o| o.render == render && o.parts.iter().any(|p| p == part))
        };
        let worker = self.worker;
        let mut checks = Vec::new();
        for doc in &share.docs {
            let styles = mapped_styles(doc, &permutation.set);
            checks.extend(style_checks(
                doc,
                worker.renders,
                shows,
                &styles,
                worker.css,
            ));
        }
        checks.sort_by_key(|check| check.render);
        // Per render: its checks that force no pseudo-class (many renders in one call), and
        // those that do (one call each: the protocol forces it on a node).
        let mut renders: Vec<(usize, &str, Vec<&StyleCheck>, Vec<&StyleCheck>)> = Vec::new();
        for check in &checks {
            let Some(html) = worker.html[check.render].as_deref() else {
                continue;
            };
            if renders
                .last()
                .is_none_or(|(render, ..)| *render != check.render)
            {
                renders.push((check.render, html, Vec::new(), Vec::new()));
            }
            if let Some((.., plain, forced)) = renders.last_mut() {
                match check.request["pseudo"].is_null() {
                    true => plain.push(check),
                    false => forced.push(check),
                }
            }
        }
        batched(
            self,
            &renders,
            |(_, html, ..)| html.len(),
            |at, batch| {
                let given: Vec<Value> = (batch.iter())
                    .map(|(_, html, plain, _)| {
                        let requests: Vec<&Value> = plain.iter().map(|c| &c.request).collect();
                        json!([html, requests])
                    })
                    .collect();
                let outcomes = (at.page)
                    .evaluate(&format!(
                        "__uispec.compareMany({}, {attributes})",
                        Value::Array(given)
                    ))
                    .context("comparing styles in Chromium")?;
                let outcomes = outcomes.as_array().cloned().unwrap_or_default();
                let mut found = Vec::new();
                for (at_render, (_, html, plain, forced)) in batch.iter().enumerate() {
                    let mut outcomes = (outcomes.get(at_render))
                        .and_then(Value::as_array)
                        .cloned()
                        .unwrap_or_default();
                    outcomes.resize(plain.len(), json!({ "missing": true }));
                    if !forced.is_empty() {
                        at.page
                            .evaluate(&format!("__uispec.show({}, {attributes})", json!(html)))?;
                    }
                    for check in forced {
                        outcomes.push(
                            compare_forced(&mut at.page, &check.request).with_context(|| {
                                format!("comparing `{}` in Chromium", check.key)
                            })?,
                        );
                    }
                    for (check, outcome) in plain.iter().chain(forced).zip(&outcomes) {
                        if let Some(differences) = differences(outcome) {
                            let result = StyleResult {
                                theme: name.to_owned(),
                                reached: None,
                                differences,
                            };
                            found.push(((*check).clone(), result));
                        }
                    }
                }
                at.answers.styles.extend(found);
                Ok((0..batch.len()).collect())
            },
            |at, (render, ..), error| at.broken(*render, name, error),
        )
    }

    /// Puts the renders' stylesheets into the page.
    fn adopt(&mut self) -> Result<()> {
        // In calls of at most a batch's bytes (one larger stylesheet alone), as renders are
        // sent: many large stylesheets together would make one message too large to send.
        let mut styles = self.worker.styles;
        while !styles.is_empty() {
            let mut bytes = 0;
            let count = (styles.iter())
                .take_while(|style| {
                    bytes += style.len();
                    bytes <= MAX_BATCH_BYTES
                })
                .count()
                .max(1);
            let (these, rest) = styles.split_at(count);
            self.page
                .evaluate(&format!("__uispec.adopt({})", json!(these)))?;
            styles = rest;
        }
        Ok(())
    }

    /// Keeps the failure `error` of `render` in the theme `theme`, and makes the page ready to
    /// go on ([`At::recover`]).
    fn broken(&mut self, render: usize, theme: &str, error: anyhow::Error) -> Result<()> {
        let why = format!("{error:#}");
        self.answers.broken.push((render, theme.to_owned(), why));
        self.recover()
    }

    /// After a failure: the page as it was when it still has its observer, else a new one
    /// (the render navigated it away or broke it). An error here stops the run: the browser
    /// itself no longer answers.
    fn recover(&mut self) -> Result<()> {
        let intact = self.page.evaluate(
            "typeof window.__uispec === 'object' && typeof window.__uispec.boxes === 'function'",
        );
        if intact.is_ok_and(|v| v == json!(true)) {
            return Ok(());
        }
        install(&mut self.page, self.worker.document)
            .and_then(|()| self.adopt())
            .context("the page could not be made again after a render broke it")
    }
}

/// Puts the page's `document`, axe-core and the observer into `page`.
pub(super) fn install(page: &mut Page, document: &str) -> Result<()> {
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
    page.call("DOM.enable", json!({}))?;
    page.call("CSS.enable", json!({}))?;
    // One render observed before any of the project's: the engine compiles axe-core's and the
    // observer's code now, while the harness runs, not during the first batch (about 0.4 s).
    let warm = json!([{
        "html": "<label>Name <input></label><button aria-pressed=\"false\">Go</button><ul><li>One</li></ul>",
        "request": {
            "parts": {}, "states": {}, "stateClasses": {}, "aria": {},
            "axeTags": uispec_core::checks::AXE_TAGS,
        },
    }]);
    page.evaluate(&format!("__uispec.observeMany({warm}, {{}})"))?;
    Ok(())
}

/// Runs `step` over `items` in batches: each call is given the first items not done yet (at
/// most [`MAX_BATCH`] of them, [`MAX_BATCH_BYTES`] by `size`, at least one) and says which of
/// them it did (by position in the batch; always the first). When a batch of several fails,
/// its items are taken again one at a time; when one alone fails, `failed` is told of it.
fn batched<C, T>(
    context: &mut C,
    items: &[T],
    size: impl Fn(&T) -> usize,
    mut step: impl FnMut(&mut C, &[&T]) -> Result<Vec<usize>>,
    mut failed: impl FnMut(&mut C, &T, anyhow::Error) -> Result<()>,
) -> Result<()> {
    let mut pending: Vec<usize> = (0..items.len()).collect();
    // How many of the first pending items are taken one at a time: their batch failed.
    let mut alone: usize = 0;
    while !pending.is_empty() {
        let mut bytes = 0;
        let count = match alone > 0 {
            true => 1,
            false => (pending.iter().take(MAX_BATCH))
                .take_while(|&&item| {
                    bytes += size(&items[item]);
                    bytes <= MAX_BATCH_BYTES
                })
                .count()
                .max(1),
        };
        let batch: Vec<&T> = pending[..count].iter().map(|&item| &items[item]).collect();
        let outcome = step(context, &batch).and_then(|done| match done.contains(&0) {
            true => Ok(done),
            false => bail!("the page's observer did not show the first render it was given"),
        });
        match outcome {
            Ok(mut done) => {
                done.retain(|&at| at < count);
                done.sort_unstable();
                done.dedup();
                for at in done.into_iter().rev() {
                    pending.remove(at);
                }
                alone = alone.saturating_sub(1);
            }
            Err(error) if count == 1 => {
                failed(context, &items[pending.remove(0)], error)?;
                alone = alone.saturating_sub(1);
            }
            Err(_) => alone = count,
        }
    }
    Ok(())
}

/// Runs one style comparison that forces a pseudo-class on its part, on the render shown.
fn compare_forced(page: &mut Page, request: &Value) -> Result<Value> {
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
pub(super) fn differences(outcome: &Value) -> Option<Vec<(String, String, String)>> {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// What a run of [`batched`] did: the batches it gave (as item numbers), the items done
    /// and those failed, in order.
    #[derive(Debug, Default)]
    struct Log {
        batches: Vec<Vec<usize>>,
        done: Vec<usize>,
        failed: Vec<usize>,
    }

    /// [`batched`] over `count` items of `size` bytes each, where `does(batch)` says which
    /// positions of a batch are done, or fails.
    fn run(count: usize, size: usize, does: impl Fn(&[usize]) -> Result<Vec<usize>>) -> Log {
        let items: Vec<usize> = (0..count).collect();
        let mut log = Log::default();
        batched(
            &mut log,
            &items,
            |_| size,
            |log, batch| {
                let batch: Vec<usize> = batch.iter().map(|&&item| item).collect();
                log.batches.push(batch.clone());
                let done = does(&batch)?;
                log.done.extend(done.iter().filter_map(|&at| batch.get(at)));
                Ok(done)
            },
            |log, &item, _| {
                log.failed.push(item);
                Ok(())
            },
        )
        .unwrap();
        log
    }

    #[test]
    fn batches_hold_at_most_their_count_and_bytes() {
        let log = run(50, 1, |batch| Ok((0..batch.len()).collect()));
        let sizes: Vec<usize> = log.batches.iter().map(Vec::len).collect();
        assert_eq!(sizes, [MAX_BATCH, MAX_BATCH, 50 - 2 * MAX_BATCH]);
        assert_eq!(log.done, (0..50).collect::<Vec<_>>());
        // An item larger than a batch's bytes goes alone.
        let log = run(3, MAX_BATCH_BYTES + 1, |batch| {
            Ok((0..batch.len()).collect())
        });
        assert_eq!(log.batches, [vec![0], vec![1], vec![2]]);
    }

    #[test]
    fn items_a_batch_left_come_in_the_next_each_done_once() {
        // Only the even positions of each batch share the page.
        let log = run(6, 1, |batch| Ok((0..batch.len()).step_by(2).collect()));
        assert_eq!(
            log.batches,
            [vec![0, 1, 2, 3, 4, 5], vec![1, 3, 5], vec![3]]
        );
        let mut done = log.done.clone();
        done.sort_unstable();
        assert_eq!(done, (0..6).collect::<Vec<_>>());
        assert!(log.failed.is_empty());
    }

    #[test]
    fn a_failed_batch_is_taken_one_at_a_time_and_only_the_culprit_fails() {
        // Item 2 breaks any batch it is in.
        let log = run(4, 1, |batch| match batch.contains(&2) {
            true => bail!("broken"),
            false => Ok((0..batch.len()).collect()),
        });
        assert_eq!(
            log.batches,
            [vec![0, 1, 2, 3], vec![0], vec![1], vec![2], vec![3]]
        );
        assert_eq!(log.done, [0, 1, 3]);
        assert_eq!(log.failed, [2]);
    }

    #[test]
    fn a_batch_that_leaves_its_first_item_is_a_failure_not_a_loop() {
        let log = run(2, 1, |_| Ok(vec![1]));
        // Both batches of one item fail: nothing loops, each item is said once.
        assert_eq!(log.failed, [0, 1]);
    }
}
