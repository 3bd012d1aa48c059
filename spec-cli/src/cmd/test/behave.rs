//! The live checks in the browser: the live harness's module instantiated in the live page
//! (given by uispec, never fetched), each component's default render mounted between two
//! buttons, focus put on the first, and the keys of its plan pressed one after another
//! (`uispec_core::checks::behaviour_plan`), the page read before the first and after each:
//! where focus is and the items' states as the accessibility tree computes them, the clicks
//! that reached the component and the spec events its callbacks recorded.
//!
//! What uispec reads lives in an isolated world of its own (`Page::isolated_world`): the
//! component's code shares the document with it, not its globals, so it cannot reach or replace
//! the observer. The module's exports are called in the page's world, where they live.

use std::collections::BTreeMap;

use anyhow::{Context, Result};
use uispec_core::checks::{Behaved, Plan, Snapshot};

use super::live::Module;
use crate::browser::Page;

/// The observer, installed in uispec's world once per page: it keeps the host, the button
/// before it and a count of the clicks that reach the component.
const OBSERVER: &str = "(() => {
    const host = document.getElementById('uispec-live');
    const state = { host, before: document.getElementById('uispec-before'), clicks: 0 };
    host.addEventListener('click', () => { state.clicks += 1; }, true);
    globalThis.uispecLive = state;
    return true;
})()";

/// What the observer reads at one moment: whether focus is in the component, the clicks since
/// the moment before, a digest of the markup, and the orientation its items are laid out in.
const LOOK: &str = "(() => {
    const s = globalThis.uispecLive;
    const active = document.activeElement;
    const clicks = s.clicks;
    s.clicks = 0;
    const html = s.host.innerHTML;
    let hash = 0;
    for (let i = 0; i < html.length; i++) hash = (hash * 31 + html.charCodeAt(i)) | 0;
    const oriented = s.host.querySelector('[aria-orientation]');
    return {
        inside: active !== s.host && s.host.contains(active),
        clicks,
        markup: html.length + ':' + hash,
        orientation: oriented ? oriented.getAttribute('aria-orientation') : null,
    };
})()";

/// Lets the component's handlers and the effects they schedule run before the page is read.
const SETTLE: &str = "new Promise(done => setTimeout(() => setTimeout(done, 0), 0))";

/// One live run to make: the render's index in the plan, its index in the module, and what to
/// press.
pub(super) struct Run<'a> {
    pub(super) render: usize,
    pub(super) mount: usize,
    pub(super) plan: &'a Plan,
}

/// Makes each of `runs` in `page` (its browser's), with the live page `document` and the
/// module: one answer per run, in order.
pub(super) fn behave(
    page: &mut Page,
    document: &str,
    module: &Module,
    runs: &[Run<'_>],
) -> Result<Vec<Behaved>> {
    let mut world = install(page, document, module)?;
    let mut answers = Vec::new();
    for run in runs {
        let behaved = match one(page, world, run) {
            Ok(behaved) => behaved,
            Err((behaved, error)) => {
                // A render that threw may leave the module unusable: the next starts afresh.
                world = install(page, document, module)?;
                Behaved {
                    stopped: Some(format!("{error:#}")),
                    ..behaved
                }
            }
        };
        answers.push(behaved);
    }
    Ok(answers)
}

/// Sets the live page, instantiates the module and installs the observer: uispec's world.
fn install(page: &mut Page, document: &str, module: &Module) -> Result<u64> {
    page.set_content(document)?;
    page.call(
        "Emulation.setFocusEmulationEnabled",
        serde_json::json!({ "enabled": true }),
    )?;
    page.evaluate(&format!("{}\n;undefined", module.js))
        .context("the live harness's glue")?;
    let bytes = data_encoding::BASE64.encode(&module.wasm);
    page.evaluate(&format!(
        "wasm_bindgen({{ module_or_path: Uint8Array.from(atob('{bytes}'), c => c.charCodeAt(0)) }}).then(() => true)"
    ))
    .context("the live harness's module")?;
    let world = page.isolated_world()?;
    page.evaluate_in(Some(world), OBSERVER)?;
    Ok(world)
}

/// One run: the answer, or what it had when the page failed and why.
fn one(page: &mut Page, world: u64, run: &Run<'_>) -> Result<Behaved, (Behaved, anyhow::Error)> {
    let mut behaved = Behaved {
        render: run.render,
        ..Behaved::default()
    };
    macro_rules! attempt {
        ($e:expr) => {
            match $e {
                Ok(value) => value,
                Err(error) => return Err((behaved, error)),
            }
        };
    }
    let mounted = attempt!(page.evaluate(&format!(
        "wasm_bindgen.uispec_mount({}, document.getElementById('uispec-live'))",
        run.mount
    )));
    if mounted != serde_json::Value::Bool(true) {
        return Err((behaved, anyhow::anyhow!("the render could not be mounted")));
    }
    attempt!(page.evaluate_in(Some(world), SETTLE));
    // Focus comes from the element before, as a user's Tab does; a modal dialog takes it.
    if run.plan.enters {
        attempt!(page.evaluate_in(Some(world), "globalThis.uispecLive.before.focus()"));
    }
    let (start, orientation) = attempt!(look(page, world, run.plan));
    behaved.start = start;
    behaved.orientation = orientation;
    for planned in &run.plan.keys {
        attempt!(page.press(planned.key));
        attempt!(page.evaluate_in(Some(world), SETTLE));
        let (after, _) = attempt!(look(page, world, run.plan));
        behaved.after.push(after);
    }
    attempt!(page.evaluate("wasm_bindgen.uispec_unmount()"));
    attempt!(page.evaluate_in(Some(world), "globalThis.uispecLive.host.replaceChildren()"));
    attempt!(page.release());
    Ok(behaved)
}

/// The page now, and the orientation the component's items are laid out in.
fn look(page: &mut Page, world: u64, plan: &Plan) -> Result<(Snapshot, Option<String>)> {
    let host = page.element_in(Some(world), "globalThis.uispecLive.host")?;
    let mut items: Vec<BTreeMap<String, String>> = Vec::new();
    for role in &plan.items {
        items.extend(page.ax_states(&host, role)?);
    }
    let focus = items
        .iter()
        .position(|states| states.get("focused").map(String::as_str) == Some("true"));
    for states in &mut items {
        states.remove("focused");
    }
    let seen = page.evaluate_in(Some(world), LOOK)?;
    let events = page.evaluate("wasm_bindgen.uispec_events()")?;
    let events = (events.as_str().unwrap_or_default().lines())
        .map(str::to_owned)
        .collect();
    Ok((
        Snapshot {
            focus,
            inside: seen["inside"].as_bool().unwrap_or(false),
            items,
            events,
            clicks: seen["clicks"].as_u64().unwrap_or(0) as usize,
            markup: seen["markup"].as_str().unwrap_or_default().to_owned(),
        },
        seen["orientation"].as_str().map(str::to_owned),
    ))
}
