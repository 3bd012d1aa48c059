//! The live checks: for each component whose role's APG pattern has a keyboard contract, its
//! default render (a modal dialog's open one) built for the browser (`live.rs`), mounted in
//! the live page between two buttons, and the keys of its plan pressed one after another
//! (`uispec_core::checks::behaviour_plan`), the page read before the first and after each:
//! where focus is and the items' states as the accessibility tree computes them, the clicks
//! that reached the component and the spec events its callbacks recorded. The judging is
//! uispec-core's `check_behaviour`.
//!
//! The module is given to the page by uispec, never fetched. What uispec reads lives in an
//! isolated world of its own (`Page::isolated_world`): the component's code shares the document
//! with it, not its globals, so it cannot reach or replace the observer. The module's exports
//! are called in the page's world, where they live.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use uispec_core::apg::Effect;
use uispec_core::checks::{
    Behaved, CLOSE_CLICK, CONTEXT_RULES, Observed, Plan, Reached, Ring, Snapshot, StyleCheck,
    StyleResult, behaviour_plan, check_behaviour, chromium_role, live_not_run,
    live_styles_not_made, pressable, request, style_checks,
};
use uispec_core::code::{Component, locked_version};
use uispec_core::config::TestOptions;
use uispec_core::css::{CssOptions, mapped_styles};
use uispec_core::diagnostics::Diagnostics;
use uispec_core::harness::Render;
use uispec_core::naming::match_key;
use uispec_core::{Location, SpecDocument};

use super::harness::Crate;
use super::live::Module;
use super::toolchain::Toolchain;
use super::worker::{AXE, OBSERVER as COMPARER, Theme, differences};
use crate::browser::{Browser, Page, ax_states, evaluated, evaluation};

/// The observer, installed in uispec's world once per page: it keeps the host, the button
/// before it, a count of the clicks that reach the component, and a one-pixel canvas that
/// turns any CSS colour into the bytes the page paints.
const OBSERVER: &str = "(() => {
    const host = document.getElementById('uispec-live');
    const pixel = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true });
    const paint = colour => {
        pixel.clearRect(0, 0, 1, 1);
        pixel.fillStyle = 'rgba(0, 0, 0, 0)';
        pixel.fillStyle = colour;
        pixel.fillRect(0, 0, 1, 1);
        return [...pixel.getImageData(0, 0, 1, 1).data];
    };
    const state = { host, before: document.getElementById('uispec-before'), clicks: 0, paint };
    host.addEventListener('click', () => { state.clicks += 1; }, true);
    globalThis.uispecLive = state;
    return true;
})()";

/// What the observer reads at one moment: whether focus is in the component (and on a native
/// `<select>`), the clicks since the moment before, a digest of the markup, the focused text
/// field's value, the orientation its items are laid out in, how many of its elements are in
/// the Tab sequence (at most 50), and the focused element's focus indicator when it shows one
/// (`:focus-visible`): its outline, the layers of its box-shadow, and the colours next to it
/// (its own background, what is behind it), unless a background image makes them unknown;
/// whether another element hides all of it; and when neither outline nor shadow shows, the
/// first declaration of a rule matching it that asks for one through a custom property that
/// has no value there (`var(--ring)`, no fallback).
const LOOK: &str = "(() => {
    const s = globalThis.uispecLive;
    const active = document.activeElement;
    const clicks = s.clicks;
    s.clicks = 0;
    const html = s.host.innerHTML;
    let hash = 0;
    for (let i = 0; i < html.length; i++) hash = (hash * 31 + html.charCodeAt(i)) | 0;
    const oriented = s.host.querySelector('[aria-orientation]');
    const tabbable = [...s.host.querySelectorAll(
        'a[href], button, input, select, textarea, [tabindex], [contenteditable]'
    )].filter(e => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length > 0);
    // In the component, or in a popup it opened elsewhere on the page (nothing else there has
    // these roles).
    const inside = (active !== s.host && s.host.contains(active))
        || !!(active && active.closest && active.closest('[role=listbox], [role=menu]'));
    // A colour over what is behind an element (from itself up), as bytes; null past an image.
    const behind = element => {
        const layers = [];
        for (let e = element; e; e = e.parentElement) {
            const style = getComputedStyle(e);
            if (style.backgroundImage !== 'none') return null;
            const layer = s.paint(style.backgroundColor);
            layers.push(layer);
            if (layer[3] === 255) break;
        }
        return layers.reverse().reduce((below, top) => below.map(
            (v, i) => i < 3 ? Math.round(top[i] * top[3] / 255 + v * (1 - top[3] / 255)) : 255
        ), [255, 255, 255, 255]);
    };
    const unset = element => {
        const computed = getComputedStyle(element);
        const walk = rules => {
            for (const rule of rules) {
                const nested = rule.cssRules ? walk(rule.cssRules) : null;
                if (nested) return nested;
                if (!(rule instanceof CSSStyleRule)) continue;
                let matches = false;
                try { matches = element.matches(rule.selectorText); } catch (_) {}
                if (!matches) continue;
                for (const name of ['box-shadow', 'outline', 'outline-style', 'outline-width', 'outline-color']) {
                    const value = rule.style.getPropertyValue(name);
                    // A variable without a fallback that has no value on the element.
                    const missing = [...value.matchAll(/var\\(\\s*(--[\\w-]+)\\s*\\)/g)]
                        .some(([, variable]) => computed.getPropertyValue(variable).trim() === '');
                    if (missing) return name + ': ' + value.trim();
                }
            }
            return null;
        };
        for (const sheet of document.styleSheets) {
            let rules;
            try { rules = sheet.cssRules; } catch (_) { continue; }
            const found = walk(rules);
            if (found) return found;
        }
        return null;
    };
    // The layers of a computed `box-shadow` (`rgb(…) 0px 0px 0px 2px, … inset`): each one's
    // colour as bytes (null when it is not one colour uispec can read, which leaves the
    // indicator unjudged) and its lengths in pixels.
    const shadows = value => value === 'none' ? [] : value.split(/,(?![^(]*\\))/).map(layer => {
        const colour = (layer.match(/[a-z-]+\\([^)]*\\)|#[0-9a-f]+|\\btransparent\\b/i) || [''])[0];
        const [x = 0, y = 0, blur = 0, spread = 0] = [...layer.replace(colour, '').matchAll(/-?[\\d.]+px/g)]
            .map(([length]) => parseFloat(length));
        const color = CSS.supports('color', colour) ? s.paint(colour) : null;
        return { color, x, y, blur, spread, inset: /\\binset\\b/.test(layer) };
    });
    // Whether another element hides all of `element` (WCAG 2.2 2.4.11): at each point of a
    // grid over it, in the viewport, where the page would hit it, an element outside it is on
    // top and paints an opaque background there (its own box, fully opaque, visible). An
    // overlay the pointer passes through (`pointer-events: none`) is not seen, and one that
    // may be transparent (a stretched link's `::after`) or is part of the control (inside its
    // `<label>`) is not counted: precision first.
    // What covers it, as `<div class=toast>`; null when it shows, or no point tells.
    const opaque = (element, x, y) => {
        const box = element.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || style.backgroundClip === 'text') return false;
        if (s.paint(style.backgroundColor)[3] !== 255) return false;
        for (let e = element; e; e = e.parentElement) {
            if (getComputedStyle(e).opacity !== '1') return false;
        }
        return true;
    };
    const describe = element => {
        const text = (name, value) => value ? ' ' + name + '=\"' + value.trim().replace(/\\s+/g, ' ').slice(0, 60) + '\"' : '';
        return ('<' + element.localName + text('id', element.id) + text('class', element.getAttribute('class')) + '>')
            .replace(/[\\u0000-\\u001f\\u007f-\\u009f`]/g, '');
    };
    const covered = element => {
        // An element that paints nothing itself (a native input made transparent under the
        // track its label draws) shows its focus elsewhere: not judged.
        for (let e = element; e; e = e.parentElement) {
            if (getComputedStyle(e).opacity === '0') return null;
        }
        const labels = [...(element.labels || [])];
        const box = element.getBoundingClientRect();
        let over = null;
        for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) {
            const x = box.left + box.width * (i + 0.5) / 5, y = box.top + box.height * (j + 0.5) / 5;
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
            const stack = document.elementsFromPoint(x, y);
            if (!stack.includes(element)) continue;
            const top = stack[0];
            // What its own label draws over it is the control, as a user sees it.
            if (element.contains(top) || labels.some(l => l.contains(top)) || !opaque(top, x, y)) return null;
            over ??= top;
        }
        return over && describe(over);
    };
    // The focus ring as it ends up, not on its way: transitions brought to their end (as the
    // page's `compare` does).
    __uispec.finishAnimations();
    // A text field: what is typed goes into its value.
    const field = inside && (active.localName === 'textarea' || active.isContentEditable
        || (active.localName === 'input' && ['text', 'search', 'email', 'url', 'tel', 'password'].includes(active.type)));
    let ring = null;
    if (inside && active.matches(':focus-visible')) {
        const style = getComputedStyle(active);
        const inner = behind(active), outer = behind(active.parentElement);
        if (inner && outer) ring = {
            style: style.outlineStyle,
            width: parseFloat(style.outlineWidth) || 0,
            offset: parseFloat(style.outlineOffset) || 0,
            color: s.paint(style.outlineColor),
            shadows: shadows(style.boxShadow),
            inner,
            outer,
            unset: null,
            covered: covered(active),
            box: { width: active.getBoundingClientRect().width, height: active.getBoundingClientRect().height },
        };
        const none = ['none', 'hidden'].includes(style.outlineStyle) || !(parseFloat(style.outlineWidth) > 0);
        // Asked whenever no outline shows: a shadow's layers may all be transparent.
        if (ring && none) ring.unset = unset(active);
    }
    return {
        inside,
        lost: !active || active === document.body || active === document.documentElement,
        clicks,
        markup: html.length + ':' + hash,
        orientation: oriented ? oriented.getAttribute('aria-orientation') : null,
        tabbable: Math.min(tabbable.length, 50),
        native: !!(inside && active.tagName === 'SELECT'),
        // The component's text, said in a note: bounded, without control characters.
        value: field ? String(active.isContentEditable ? active.textContent : active.value).slice(0, 200)
            .replace(/[\\u0000-\\u001f\\u007f-\\u009f]/g, ' ') : null,
        ring,
    };
})()";

/// Lets the component's handlers and the effects they schedule run before the page is read:
/// a task posted behind them (a message, which timers' clamping does not delay), twice.
const SETTLE: &str = "new Promise(done => {
    const channel = new MessageChannel();
    let left = 2;
    channel.port1.onmessage = () => (--left ? channel.port2.postMessage(0) : done());
    channel.port2.postMessage(0);
})";

/// The middle of the live dialog's close button, where the pointer reaches it: a button (or
/// `role="button"`) in the component, or in a dialog it put elsewhere on the page, named
/// (`aria-label`, else its text, else its `title`) "Close", "Dismiss" or "×"; null when there
/// is none the pointer reaches.
const CLOSE_BUTTON: &str = "(() => {
    const s = globalThis.uispecLive;
    const name = e => (e.getAttribute('aria-label') || e.textContent || e.getAttribute('title') || '').trim();
    const closes = e => /^(close|dismiss)\\b/i.test(name(e)) || /^[×✕✖]$/.test(name(e));
    for (const button of document.querySelectorAll('button, [role=button]')) {
        if (!(s.host.contains(button) || button.closest('[role=dialog], [role=alertdialog], dialog')) || !closes(button)) continue;
        const box = button.getClientRects()[0];
        if (!box) continue;
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const top = document.elementFromPoint(x, y);
        if (top && (top === button || button.contains(top))) return { x, y };
    }
    return null;
})()";

/// Gives focus back to the element of the live render that opens its popup (the first with
/// `aria-expanded`).
const REFOCUS: &str = "globalThis.uispecLive.host.querySelector('[aria-expanded]')?.focus()";

/// The live checks of one run of `uispec test`: for each component whose role's pattern has a
/// keyboard contract, its default render (no state set) mounted and its keys pressed.
pub(super) struct Checks<'a> {
    pub(super) crates: &'a [(Crate, Vec<usize>, &'a Component)],
    pub(super) pairs: &'a [(&'a SpecDocument, &'a Component)],
    pub(super) renders: &'a [Render],
    /// The server renders' HTML: a render that did not render there is not tried live.
    pub(super) html: &'a [Option<String>],
    pub(super) options: &'a TestOptions,
    /// The live page.
    pub(super) document: &'a str,
    pub(super) chromium: &'a Path,
    /// The themes the server renders were compared in.
    pub(super) themes: &'a [Theme<'a>],
    pub(super) css: &'a CssOptions,
}

impl Checks<'_> {
    /// What is tried: each component's plan with the render it is tried in.
    pub(super) fn runs(&self) -> Vec<(usize, Plan)> {
        (self.pairs.iter())
            .filter_map(|(doc, _)| {
                let plan = behaviour_plan(doc).filter(|plan| !plan.keys.is_empty())?;
                // The default render; a modal dialog's open one, as it shows when it runs.
                let state = |render: &Render| match &render.state {
                    None => Some(1),
                    Some(state) if !plan.enters && match_key(state) == "open" => Some(0),
                    Some(_) => None,
                };
                let render = (0..self.renders.len())
                    .filter(|&i| self.renders[i].spec == doc.spec.name && self.html[i].is_some())
                    .filter_map(|i| Some((state(&self.renders[i])?, i)))
                    .min()?
                    .1;
                Some((render, plan))
            })
            .collect()
    }

    /// The spec of the render `render`, and its component.
    fn pair(&self, render: usize) -> Option<(&SpecDocument, &Component)> {
        let spec = &self.renders[render].spec;
        (self.pairs.iter())
            .find(|(doc, _)| doc.spec.name == *spec)
            .copied()
    }

    /// The style comparisons of the live render `render` that `keep` keeps, per theme: of
    /// every part, each made where the page finds its part ([`Run`]).
    fn live_styles(&self, render: usize, keep: impl Fn(&StyleCheck) -> bool) -> Vec<Themed> {
        let Some((doc, _)) = self.pair(render) else {
            return Vec::new();
        };
        (self.themes.iter())
            .filter_map(|(name, attributes, permutation)| {
                let styles = mapped_styles(doc, &(*permutation)?.set);
                let shows = |i: usize, _: &str| i == render;
                let checks: Vec<StyleCheck> =
                    (style_checks(doc, self.renders, shows, &styles, self.css).into_iter())
                        .filter(&keep)
                        .collect();
                (!checks.is_empty()).then(|| (name.clone(), attributes.clone(), checks))
            })
            .collect()
    }

    /// Builds the live harness of each crate that has runs. What could not be built is a
    /// note (at `config`, the project's configuration, when nothing can be: no toolchain).
    pub(super) fn build(&self, config: &Location) -> Built {
        let mut built = Built {
            runs: self.runs(),
            ..Built::default()
        };
        if built.runs.is_empty() {
            return built;
        }
        let mut untried = |location: Location, components, why: String| {
            built.notes.push(live_not_run(location, components, &why));
        };
        let started = Instant::now();
        let mut modules = Vec::new();
        for (at, (krate, indices, component)) in self.crates.iter().enumerate() {
            let ours: Vec<&(usize, Plan)> = (built.runs.iter())
                .filter(|(render, _)| indices.contains(render))
                .collect();
            let Some(ssr) = component.framework.profile().ssr.as_ref() else {
                continue;
            };
            if ours.is_empty() {
                continue;
            }
            if ssr.live.is_none() {
                let why = format!(
                    "{} components cannot be mounted in the browser yet",
                    component.framework
                );
                untried(component.location.clone(), ours.len(), why);
                continue;
            }
            let lock = krate.workspace.join("Cargo.lock");
            let lock = uispec_core::confine::read_text(&lock).unwrap_or_default();
            let toolchain = match Toolchain::find(locked_version(&lock, "wasm-bindgen").as_deref())
            {
                Ok(toolchain) => toolchain,
                Err(why) => {
                    let everything = built.runs.len();
                    built.notes = vec![live_not_run(config.clone(), everything, &why)];
                    built.runs.clear();
                    return built;
                }
            };
            // A state set through both its props is set through the uncontrolled one alone.
            let live: Vec<_> = (ours.iter())
                .map(|(render, _)| self.renders[*render].live())
                .collect();
            let chosen: Vec<&Render> = live.iter().map(AsRef::as_ref).collect();
            let (module, failures) = match krate.live(ssr, &toolchain, &chosen, self.options) {
                Ok(built) => built,
                Err(error) => {
                    let why = format!(
                        "the live harness of `{}` did not build: {error:#}",
                        krate.package
                    );
                    untried(component.location.clone(), ours.len(), why);
                    continue;
                }
            };
            for ((render, _), failure) in ours.iter().zip(&failures) {
                if let Some(failure) = failure {
                    let why = format!(
                        "`{}` did not compile for the browser:\n{}",
                        self.renders[*render].label(),
                        failure.output
                    );
                    if let Some((_, component)) = self.pair(*render) {
                        untried(component.location.clone(), 1, why);
                    }
                }
            }
            modules.push((at, module));
        }
        built.modules = modules;
        built.took = started.elapsed();
        built
    }

    /// Makes the runs `built` holds, the first crate's in `page` when given (a page the
    /// server renders were shown in), each other's in a browser of its own, and judges them
    /// into `diags` (with the notes of what was not built); the style comparisons made live go
    /// to `styles`, and what a state a key reached showed to `observed`, to be judged with the
    /// server renders'. What it took.
    pub(super) fn run(
        &self,
        built: Built,
        mut page: Option<Page>,
        diags: &mut Diagnostics,
        (styles, observed): (&mut Vec<(StyleCheck, StyleResult)>, &mut Vec<Observed>),
    ) -> Took {
        let Built {
            runs,
            modules,
            notes,
            took: build,
        } = built;
        for note in notes {
            diags.push(note);
        }
        let mut behaved: Vec<Behaved> = Vec::new();
        let mut took = Took {
            build,
            ..Took::default()
        };
        for (at, module) in &modules {
            let (_, indices, component) = &self.crates[*at];
            let ours: Vec<&(usize, Plan)> = (runs.iter())
                .filter(|(render, _)| indices.contains(render))
                .collect();
            let live_runs: Vec<Run<'_>> = (ours.iter().enumerate())
                .filter_map(|(position, (render, plan))| {
                    Some(Run {
                        render: *render,
                        mount: module.mounts[position]?,
                        plan,
                        popup: match plan.popup.is_empty() {
                            true => Vec::new(),
                            false => self.live_styles(*render, |c| c.request["pseudo"].is_null()),
                        },
                        focus: self.live_styles(*render, |c| {
                            let pseudo = c.request["pseudo"][0].as_str();
                            matches!(pseudo, Some("focus" | "focus-visible" | "focus-within"))
                        }),
                        hover: self.live_styles(*render, |c| {
                            c.request["pseudo"] == serde_json::json!(["hover"])
                        }),
                        active: self.live_styles(*render, |c| {
                            c.request["pseudo"] == serde_json::json!(["active"])
                        }),
                        stated: self.live_styles(*render, |c| {
                            c.request["pseudo"].is_null() && !c.request["shows"].is_null()
                        }),
                        themes: (self.themes.iter())
                            .map(|(name, attributes, _)| (name.clone(), attributes.clone()))
                            .collect(),
                        request: self
                            .pair(*render)
                            .map_or(serde_json::Value::Null, |(doc, _)| {
                                let states: Vec<&str> =
                                    doc.spec.states.iter().map(String::as_str).collect();
                                request(doc, &states, self.css)
                            }),
                        role: self.pair(*render).and_then(|(doc, _)| chromium_role(doc)),
                    })
                })
                .collect();
            let started = Instant::now();
            let relaunch = || Browser::launch(self.chromium).and_then(Browser::into_page);
            let page = page.take().map_or_else(relaunch, Ok);
            let answers =
                page.and_then(|page| behave(page, &relaunch, self.document, module, &live_runs));
            took.browser += started.elapsed();
            match answers {
                Ok(answers) => {
                    for found in answers {
                        if let (Some(why), Some(first)) =
                            (&found.behaved.stopped, found.left.first())
                        {
                            let render = &self.renders[found.behaved.render];
                            if let Some((doc, _)) = self.pair(found.behaved.render) {
                                diags.push(live_styles_not_made(
                                    doc,
                                    render,
                                    first,
                                    found.left.len(),
                                    why,
                                ));
                            }
                        }
                        behaved.push(found.behaved);
                        took.compared += found.compared.len();
                        styles.extend(found.compared);
                        observed.extend(found.observed);
                    }
                }
                Err(error) => {
                    let why = format!("the browser failed: {error:#}");
                    diags.push(live_not_run(
                        component.location.clone(),
                        live_runs.len(),
                        &why,
                    ));
                }
            }
        }
        for (doc, _) in self.pairs {
            check_behaviour(diags, doc, self.renders, &behaved);
        }
        took.renders = behaved.len();
        took.keys = behaved.iter().map(|run| run.after.len()).sum();
        took
    }
}

/// What [`Checks::build`] made for [`Checks::run`].
#[derive(Default)]
pub(super) struct Built {
    /// Each run to make: its render, and the plan.
    runs: Vec<(usize, Plan)>,
    /// Each crate's module (by its index in [`Checks::crates`]), for the crates it was built for.
    modules: Vec<(usize, Module)>,
    /// What could not be built, as notes.
    notes: Vec<uispec_core::diagnostics::Diagnostic>,
    /// How long building took.
    took: Duration,
}

/// What the live checks took: the renders tried, the keys pressed, the style comparisons made,
/// the time building the live harness (cargo's freshness check when nothing changed) and in
/// the browser.
#[derive(Debug, Default)]
pub(super) struct Took {
    pub(super) renders: usize,
    pub(super) keys: usize,
    pub(super) compared: usize,
    pub(super) build: Duration,
    pub(super) browser: Duration,
}

/// One live run to make: the render's index in the plan, its index in the module, what to
/// press, and its style comparisons.
pub(super) struct Run<'a> {
    pub(super) render: usize,
    pub(super) mount: usize,
    pub(super) plan: &'a Plan,
    /// Made once a key has opened its popup, on the parts laid out inside it (those that
    /// force no pseudo-class).
    pub(super) popup: Vec<Themed>,
    /// Made where the keys move focus, each the first time its part has it (the entries of
    /// `:focus`, `:focus-visible` and `:focus-within`, unforced).
    pub(super) focus: Vec<Themed>,
    /// Made after the last key, each with the pointer moved over its part (the entries of
    /// `:hover`, unforced).
    pub(super) hover: Vec<Themed>,
    /// Made after those, each with the pointer pressed on its part (the entries of `:active`,
    /// unforced).
    pub(super) active: Vec<Themed>,
    /// Made where a key put a part in a state of its own (a tab it selected, a box it
    /// checked, the root of a menu it opened), each the first time that part shows it: the
    /// entries of states other than the pointer's and focus's, unforced.
    pub(super) stated: Vec<Themed>,
    /// The themes (name, attributes) a state a key reached is observed in.
    pub(super) themes: Vec<(String, serde_json::Value)>,
    /// What the page is asked about a state a key reached, as about a server render
    /// (`uispec_core::checks::request`), and the spec's role as Chromium names it.
    pub(super) request: serde_json::Value,
    pub(super) role: Option<&'a str>,
}

/// A theme's name and attributes, and the style comparisons to make in it.
pub(super) type Themed = (String, serde_json::Value, Vec<StyleCheck>);

/// What one live run found: how the component behaved, the style comparisons it made, and
/// those it did not make because it stopped first.
pub(super) struct Found {
    pub(super) behaved: Behaved,
    pub(super) compared: Vec<(StyleCheck, StyleResult)>,
    pub(super) left: Vec<StyleCheck>,
    /// What axe found once a key opened the render's popup, per theme.
    pub(super) observed: Vec<Observed>,
}

/// How long one call to the live page may wait: a component whose handler runs forever hangs
/// its page, and costs this, then a fresh browser.
const LIVE_CALL: Duration = Duration::from_secs(10);

/// How long the page may take to decode, compile and instantiate `module`: [`LIVE_CALL`] and a
/// second for each 4 MB. The harness is built without optimisation, and a library of a hundred
/// components makes a module of 40 MB (biji-ui's), which a busy machine takes seconds over.
fn instantiation(module: &Module) -> Duration {
    LIVE_CALL + Duration::from_secs((module.wasm.len() >> 22) as u64)
}

/// Makes each of `runs` in `page` (a browser's page, `launch` making another), with the live
/// page `document` and the module: one answer per run, in order. A run that fails (its render
/// threw, navigated the page away, or hung it) stops with why, and the next starts in a fresh
/// page, of a fresh browser when the page stopped answering.
pub(super) fn behave(
    page: Page,
    launch: &dyn Fn() -> Result<Page>,
    document: &str,
    module: &Module,
    runs: &[Run<'_>],
) -> Result<Vec<Found>> {
    let mut page = page;
    page.wait_at_most(LIVE_CALL)?;
    let mut world = install(&mut page, document, module)?;
    let mut answers = Vec::new();
    for run in runs {
        let found = match one(&mut page, world, run) {
            Ok(found) => found,
            Err(failed) => {
                let (found, error) = *failed;
                // A render that threw may leave the module unusable, one that hung its page
                // leaves nothing: the next starts afresh.
                world = match install(&mut page, document, module) {
                    Ok(world) => world,
                    Err(_) => {
                        page = launch()?;
                        page.wait_at_most(LIVE_CALL)?;
                        install(&mut page, document, module)?
                    }
                };
                let behaved = Behaved {
                    stopped: Some(format!("{error:#}")),
                    ..found.behaved
                };
                Found { behaved, ..found }
            }
        };
        answers.push(found);
    }
    Ok(answers)
}

/// Sets the live page, instantiates the module and installs the observer: uispec's world.
fn install(page: &mut Page, document: &str, module: &Module) -> Result<u64> {
    // A document of its own: the page may have shown the server renders, under their policy,
    // or a render before may have left its globals.
    page.blank()?;
    page.set_content(document)?;
    page.call(
        "Emulation.setFocusEmulationEnabled",
        serde_json::json!({ "enabled": true }),
    )?;
    // The glue is an ES module, imported from its own text; its exports are the page's
    // `wasm_bindgen` once it has instantiated the module from its bytes.
    let glue = data_encoding::BASE64.encode(module.js.as_bytes());
    let bytes = data_encoding::BASE64.encode(&module.wasm);
    // The bytes decoded natively where the browser can (`Uint8Array.fromBase64`), else by a
    // plain loop: a mapping callback per byte took over 10 s on a 41 MB module.
    page.wait_at_most(instantiation(module))?;
    let instantiated = page.evaluate(&format!(
        "import('data:text/javascript;base64,{glue}').then(async glue => {{
            const text = '{bytes}';
            let bytes;
            if (Uint8Array.fromBase64) {{
                bytes = Uint8Array.fromBase64(text);
            }} else {{
                const binary = atob(text);
                bytes = new Uint8Array(binary.length);
                for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
            }}
            await glue.default({{ module_or_path: bytes }});
            globalThis.wasm_bindgen = glue;
            return true;
        }})"
    ));
    page.wait_at_most(LIVE_CALL)?;
    instantiated.context("the live harness's module")?;
    let world = page.isolated_world()?;
    page.evaluate_in(Some(world), OBSERVER)?;
    // The server page's observer, for its style comparisons, and axe-core for an opened popup.
    page.evaluate_in(Some(world), AXE)?;
    page.evaluate_in(Some(world), COMPARER)?;
    Ok(world)
}

/// One run: the answer, or what it had when the page failed and why.
fn one(page: &mut Page, world: u64, run: &Run<'_>) -> Result<Found, Box<(Found, anyhow::Error)>> {
    let mut behaved = Behaved {
        render: run.render,
        ..Behaved::default()
    };
    let mut compared = Vec::new();
    let mut observed = Vec::new();
    // The popup's comparisons until they are made, and how many of the pointer's were (those
    // of hover, then of active).
    let mut popup = (!run.popup.is_empty()).then_some(&run.popup);
    let mut hovered = 0;
    macro_rules! attempt {
        ($e:expr) => {
            match $e {
                Ok(value) => value,
                Err(error) => {
                    let checks = |themes: &[Themed]| -> Vec<StyleCheck> {
                        themes
                            .iter()
                            .flat_map(|(.., checks)| checks.clone())
                            .collect()
                    };
                    let mut left = popup.map(|themes| checks(themes)).unwrap_or_default();
                    let pointed = checks(&run.hover).into_iter().chain(checks(&run.active));
                    left.extend(pointed.skip(hovered));
                    let found = Found {
                        behaved,
                        compared,
                        left,
                        observed,
                    };
                    return Err(Box::new((found, error)));
                }
            }
        };
    }
    attempt!(mount(page, world, run));
    let host = Host {
        element: attempt!(page.element_in(Some(world), "globalThis.uispecLive.host")),
        page: attempt!(page.element_in(Some(world), "document.body")),
    };
    let (start, laid) = attempt!(look(page, world, &host, run.plan));
    let mut focus = run.focus.clone();
    let mut stated = run.stated.clone();
    // The states a key put the render in that it was observed in.
    let mut reached: Vec<String> = Vec::new();
    if start.inside && !focus.is_empty() && start.ring.as_ref().is_none_or(Ring::shows) {
        let reached = "with focus where it took it when mounted";
        compared.extend(attempt!(made(
            page,
            world,
            "compareFocused",
            &mut focus,
            reached
        )));
    }
    // Whether the popup showed before the key pressed last: one a key opened is new after it
    // (a part that is a menu item itself is no popup opened).
    let mut shown = !start.popup.is_empty();
    // The key that first opened the popup.
    let mut opener: Option<&str> = None;
    behaved.start = start;
    behaved.orientation = laid.orientation;
    let mut tabbable = laid.tabbable;
    for planned in &run.plan.keys {
        // A modal dialog's close button, clicked in the render mounted again, open.
        if planned.key == CLOSE_CLICK {
            attempt!(mount(page, world, run));
            behaved.remounted = Some(attempt!(look(page, world, &host, run.plan)).0);
            let aimed = attempt!(page.evaluate_in(Some(world), CLOSE_BUTTON));
            let (Some(x), Some(y)) = (aimed["x"].as_f64(), aimed["y"].as_f64()) else {
                behaved.remounted = None;
                break;
            };
            attempt!(mouse(page, "mouseMoved", (x, y)));
            attempt!(mouse(page, "mousePressed", (x, y)));
            attempt!(mouse(page, "mouseReleased", (x, y)));
            attempt!(mouse(page, "mouseMoved", (0.0, 0.0)));
            attempt!(page.evaluate_in(Some(world), SETTLE));
            behaved
                .after
                .push(attempt!(look(page, world, &host, run.plan)).0);
            continue;
        }
        let key = attempt!(pressable(planned.key).context("a key uispec cannot press"));
        // A focus trap is tried round the whole Tab sequence inside, and once more: without
        // one, focus has left by then.
        let presses = match planned.effect {
            Some(Effect::KeepsFocus(_)) => tabbable + 1,
            _ => 1,
        };
        let mut after = Snapshot::default();
        for _ in 0..presses {
            attempt!(page.press(key));
            attempt!(page.evaluate_in(Some(world), SETTLE));
            let laid;
            (after, laid) = attempt!(look(page, world, &host, run.plan));
            tabbable = laid.tabbable;
            if !after.inside {
                break;
            }
        }
        // The parts only an open popup shows, compared the first time a key opened it.
        let opened = !shown && !after.popup.is_empty();
        shown = !after.popup.is_empty();
        let previous = behaved.after.last().unwrap_or(&behaved.start);
        let mut states = after.reached_since(previous);
        let how = match (opened, states.is_empty()) {
            (true, _) => format!("after `{}` opened its popup", planned.key),
            (false, false) => format!("after `{}` {} an item", planned.key, states.join(" and ")),
            (false, true) => format!("after `{}`", planned.key),
        };
        if opened {
            opener = opener.or(Some(planned.key));
            states.push("open");
            if let Some(themes) = popup.take() {
                let found = compare_live(page, world, "compareLive", themes, &how);
                compared.extend(attempt!(found));
            }
        }
        // The entries of the states parts now show by themselves.
        if !stated.is_empty() && after.markup != previous.markup {
            compared.extend(attempt!(made(
                page,
                world,
                "compareStated",
                &mut stated,
                &how
            )));
        }
        // A state reached the first time is observed as a server render is: roles, parts,
        // states, ARIA, axe.
        states.retain(|state| !reached.iter().any(|r| r == state));
        if !states.is_empty() {
            let states: Vec<String> = states.into_iter().map(str::to_owned).collect();
            reached.extend(states.iter().cloned());
            let how = Reached { how, states };
            observed.extend(attempt!(observe_live(page, world, &host, run, &how)));
        }
        // Where the indicator does not show, `render-focus` says so; its entries wait for a
        // part that shows one.
        if after.inside && !focus.is_empty() && after.ring.as_ref().is_none_or(Ring::shows) {
            let reached = format!("with focus moved there by `{}`", planned.key);
            compared.extend(attempt!(made(
                page,
                world,
                "compareFocused",
                &mut focus,
                &reached
            )));
        }
        behaved.after.push(after);
    }
    // Hover and active reached as a user reaches them, after the keys (a pointer over an item
    // may change what they act on).
    let mut unreached: Vec<(Vec<Themed>, Gesture)> = Vec::new();
    for (themes, gesture) in [(&run.hover, Gesture::Over), (&run.active, Gesture::Press)] {
        let missed = attempt!(pointer(
            page,
            world,
            themes,
            gesture,
            &mut compared,
            &mut hovered
        ));
        unreached.push((missed, gesture));
    }
    // A popup the keys left closed is opened again, as it was first opened, from the element
    // that opens it, for the parts the pointer could not reach closed (an option).
    if let Some(key) = opener.filter(|_| !shown)
        && unreached.iter().any(|(missed, _)| !missed.is_empty())
    {
        attempt!(page.evaluate_in(Some(world), REFOCUS));
        attempt!(page.press(attempt!(
            pressable(key).context("a key uispec cannot press")
        )));
        attempt!(page.evaluate_in(Some(world), SETTLE));
        let mut again = 0;
        for (missed, gesture) in &unreached {
            attempt!(pointer(
                page,
                world,
                missed,
                *gesture,
                &mut compared,
                &mut again
            ));
        }
    }
    attempt!(page.evaluate("wasm_bindgen.uispec_unmount()"));
    attempt!(page.evaluate_in(Some(world), "globalThis.uispecLive.host.replaceChildren()"));
    attempt!(page.release());
    Ok(Found {
        behaved,
        compared,
        left: Vec::new(),
        observed,
    })
}

/// Mounts the run's render in the live page (the one mounted before, if any, unmounted) and
/// lets its effects run. Focus is on the element before when the component mounts, as on the
/// trigger that opened it: what a modal dialog must give focus back to when it closes; and,
/// unless the component takes focus itself (a modal dialog), it comes from there, as a user's
/// Tab does.
fn mount(page: &mut Page, world: u64, run: &Run<'_>) -> Result<()> {
    page.evaluate_in(Some(world), "globalThis.uispecLive.before.focus()")?;
    let mounted = page.evaluate(&format!(
        "wasm_bindgen.uispec_mount({}, document.getElementById('uispec-live'))",
        run.mount
    ))?;
    if mounted != serde_json::Value::Bool(true) {
        anyhow::bail!("the render could not be mounted");
    }
    page.evaluate_in(Some(world), SETTLE)?;
    if run.plan.enters {
        page.evaluate_in(Some(world), "globalThis.uispecLive.before.focus()")?;
    }
    Ok(())
}

/// What the pointer does on a part before its comparison.
#[derive(Debug, Clone, Copy)]
enum Gesture {
    /// Moves over it (`:hover`).
    Over,
    /// Moves over it and presses its primary button there (`:active`); released away from it,
    /// so the component gets no click.
    Press,
}

/// Makes each comparison of `themes` with the pointer doing `gesture` on its part (at the
/// middle of its first box, when nothing else is on top there), then moves the pointer away:
/// what each found into `found`, counting in `made` those tried. Those whose part the pointer
/// could not reach (none laid out, or something on top), per theme.
fn pointer(
    page: &mut Page,
    world: u64,
    themes: &[Themed],
    gesture: Gesture,
    found: &mut Vec<(StyleCheck, StyleResult)>,
    made: &mut usize,
) -> Result<Vec<Themed>> {
    // Over the button before the component, at the page's corner.
    let away = (0.0, 0.0);
    let mut moved = false;
    let mut missed: Vec<Themed> = Vec::new();
    for (theme, attributes, checks) in themes {
        for check in checks {
            let at = page.evaluate_in(Some(world), &format!("__uispec.aim({})", check.request))?;
            let (Some(x), Some(y)) = (at["x"].as_f64(), at["y"].as_f64()) else {
                match missed.last_mut() {
                    Some((name, _, left)) if name == theme => left.push(check.clone()),
                    _ => missed.push((theme.clone(), attributes.clone(), vec![check.clone()])),
                }
                *made += 1;
                continue;
            };
            mouse(page, "mouseMoved", (x, y))?;
            moved = true;
            if let Gesture::Press = gesture {
                mouse(page, "mousePressed", (x, y))?;
            }
            page.evaluate_in(Some(world), SETTLE)?;
            let call = format!("__uispec.compareAimed({attributes}, {})", check.request);
            let outcome = page.evaluate_in(Some(world), &call)?;
            if let Gesture::Press = gesture {
                mouse(page, "mouseMoved", away)?;
                mouse(page, "mouseReleased", away)?;
            }
            if let Some(differences) = differences(&outcome) {
                let part = check.key.split(['.', ':', '[']).next().unwrap_or_default();
                let reached = match gesture {
                    Gesture::Over => format!("with the pointer over its `{part}`"),
                    Gesture::Press => format!("with the pointer pressed on its `{part}`"),
                };
                let result = StyleResult {
                    theme: theme.clone(),
                    reached: Some(reached),
                    differences,
                };
                found.push((check.clone(), result));
            }
            *made += 1;
        }
    }
    if moved {
        mouse(page, "mouseMoved", away)?;
    }
    Ok(missed)
}

/// Sends the mouse event `kind` at `(x, y)` in the page's viewport, as a mouse does (a press
/// or release with the primary button).
fn mouse(page: &mut Page, kind: &str, (x, y): (f64, f64)) -> Result<()> {
    let mut event = serde_json::json!({ "type": kind, "x": x, "y": y });
    if kind != "mouseMoved" {
        event["button"] = "left".into();
        event["clickCount"] = 1.into();
    }
    page.call("Input.dispatchMouseEvent", event)?;
    Ok(())
}

/// The live render and the popup it opened, observed in the state a key put them in
/// (`reached`) in each theme of the run, as a server render is.
fn observe_live(
    page: &mut Page,
    world: u64,
    host: &Host,
    run: &Run<'_>,
    reached: &Reached,
) -> Result<Vec<Observed>> {
    // In the render, else anywhere on the page: a popup with the spec's role may be put at
    // its end (a role found on the page's own buttons hides a defect, never makes one up).
    let role = match run.role {
        Some(role) => (page.find_roles(&[(&host.element, role), (&host.page, role)])?)
            .into_iter()
            .flatten()
            .next(),
        None => None,
    };
    let mut observed = Vec::new();
    for (theme, attributes) in &run.themes {
        let call = format!("__uispec.observeLive({attributes}, {})", run.request);
        let mut answer =
            (page.evaluate_in(Some(world), &call)).context("observing the live page")?;
        answer["render"] = run.render.into();
        answer["theme"] = theme.as_str().into();
        answer["reached"] = serde_json::json!({ "how": reached.how, "states": reached.states });
        let mut one = Observed::from_json(&answer)
            .context("the live page's observer answered in an unexpected shape")?;
        one.role = role.clone();
        one.axe.retain(|v| !CONTEXT_RULES.contains(&v.id.as_str()));
        observed.push(one);
    }
    Ok(observed)
}

/// Makes the comparisons of `themes` the observer's `method` can make now (`compareFocused`:
/// those whose part has focus; `compareStated`: those whose part shows its state), and takes
/// those made out of `themes`: what each found.
fn made(
    page: &mut Page,
    world: u64,
    method: &str,
    themes: &mut Vec<Themed>,
    reached: &str,
) -> Result<Vec<(StyleCheck, StyleResult)>> {
    let found = compare_live(page, world, method, themes, reached)?;
    for (theme, _, checks) in themes.iter_mut() {
        checks.retain(|check| {
            !(found.iter()).any(|(made, result)| result.theme == *theme && made.key == check.key)
        });
    }
    themes.retain(|(.., checks)| !checks.is_empty());
    Ok(found)
}

/// Makes the style comparisons `themes` (per theme: its name, attributes and checks) with the
/// observer's `method` (`compareLive`: on the parts laid out inside the live page's open
/// popup), which got there `reached`: what each comparison made found.
fn compare_live(
    page: &mut Page,
    world: u64,
    method: &str,
    themes: &[Themed],
    reached: &str,
) -> Result<Vec<(StyleCheck, StyleResult)>> {
    let given: Vec<serde_json::Value> = (themes.iter())
        .map(|(_, attributes, checks)| {
            let requests: Vec<&serde_json::Value> = checks.iter().map(|c| &c.request).collect();
            serde_json::json!([attributes, requests])
        })
        .collect();
    let call = format!("__uispec.{method}({})", serde_json::Value::Array(given));
    let outcomes = page
        .evaluate_in(Some(world), &call)
        .context("comparing styles in the live page")?;
    let mut found = Vec::new();
    for ((theme, _, checks), outcomes) in
        themes.iter().zip(outcomes.as_array().into_iter().flatten())
    {
        for (check, outcome) in checks.iter().zip(outcomes.as_array().into_iter().flatten()) {
            if let Some(differences) = differences(outcome) {
                let result = StyleResult {
                    theme: theme.clone(),
                    reached: Some(reached.to_owned()),
                    differences,
                };
                found.push((check.clone(), result));
            }
        }
    }
    Ok(found)
}

/// Where the live render is, as remote objects of uispec's world.
struct Host {
    /// The element it is mounted in.
    element: String,
    /// The page's body, where a popup may be put.
    page: String,
}

/// How the component is laid out, as the observer sees it.
struct Laid {
    /// Its items' container's `aria-orientation`.
    orientation: Option<String>,
    /// How many of its elements are in the Tab sequence.
    tabbable: usize,
}

/// The page now, and how the component is laid out: every question sent at once (the items'
/// states per role from the accessibility tree, the popup's items, the observer's look, the
/// events recorded), one round trip.
fn look(page: &mut Page, world: u64, host: &Host, plan: &Plan) -> Result<(Snapshot, Laid)> {
    let mut calls: Vec<(&str, serde_json::Value)> = (plan.items.iter())
        .map(|role| {
            let params = serde_json::json!({ "objectId": host.element, "role": role });
            ("Accessibility.queryAXTree", params)
        })
        .collect();
    // The popup's items wherever they are on the page, in document order: every node, the
    // roles picked here (a menu's items have three).
    let popup = !plan.popup.is_empty();
    if popup {
        let params = serde_json::json!({ "objectId": host.page });
        calls.push(("Accessibility.queryAXTree", params));
    }
    calls.push(("Runtime.evaluate", evaluation(Some(world), LOOK)));
    calls.push((
        "Runtime.evaluate",
        evaluation(None, "wasm_bindgen.uispec_events()"),
    ));
    let mut answers = page.call_all(calls)?;
    let events = evaluated(&answers.pop().context("the events")??)?;
    let seen = evaluated(&answers.pop().context("the look")??)?;
    let mut shown = match popup {
        true => ax_states(&answers.pop().context("the popup")??, Some(plan.popup)),
        false => Vec::new(),
    };
    let mut items: Vec<BTreeMap<String, String>> = Vec::new();
    for found in answers {
        items.extend(ax_states(&found?, None));
    }
    // Focus is on the item the accessibility tree marks focused, or the one an
    // `aria-activedescendant` names: the focused element's, else an item's (the tree may
    // mark neither focused).
    let is_focused = |states: &BTreeMap<String, String>| {
        states.get("focused").map(String::as_str) == Some("true")
    };
    let descendant = (items
        .iter()
        .chain(&shown)
        .filter(|states| is_focused(states)))
    .chain(&items)
    .find_map(|states| states.get("activedescendant"))
    .cloned();
    let focused = |items: &[BTreeMap<String, String>]| {
        (items.iter()).position(|states| {
            is_focused(states)
                || (descendant.is_some() && states.get("node") == descendant.as_ref())
        })
    };
    // The element that holds `aria-activedescendant` keeps DOM focus: the item it names is
    // the focused one when there is one.
    let popup_focus = focused(&shown);
    let focus = popup_focus.is_none().then(|| focused(&items)).flatten();
    for states in items.iter_mut().chain(&mut shown) {
        states.remove("focused");
        states.remove("node");
    }
    let events = (events.as_str().unwrap_or_default().lines())
        .map(str::to_owned)
        .collect();
    Ok((
        Snapshot {
            focus,
            inside: seen["inside"].as_bool().unwrap_or(false),
            lost: seen["lost"].as_bool().unwrap_or(false),
            items,
            popup: shown,
            popup_focus,
            native: seen["native"].as_bool().unwrap_or(false),
            events,
            clicks: seen["clicks"].as_u64().unwrap_or(0) as usize,
            markup: seen["markup"].as_str().unwrap_or_default().to_owned(),
            value: seen["value"].as_str().map(str::to_owned),
            ring: Ring::from_json(&seen["ring"]),
        },
        Laid {
            orientation: seen["orientation"].as_str().map(str::to_owned),
            tabbable: seen["tabbable"].as_u64().unwrap_or(0) as usize,
        },
    ))
}
