// The browser half of the style proof (src/lib.rs writes the plan, this runs it).
//
//   node check.mjs PLAN.json   → the results as JSON on stdout
//
// For each check of the plan: open its page from file:// in headless Chromium, find the part
// in the first fixture that renders it, force the state (pointer and focus states with the
// DevTools protocol's CSS.forcePseudoState, the others by their ARIA or data attribute, or the
// classes a project's own state selectors name), and
// compare the part's computed style with a probe element given the expected value inline, with
// `uispec test`'s own comparison (spec-cli/src/cmd/test/observe.js): both go through
// Chromium's own value computation, so `#2563eb`, `rgb(37 99 235)` and `1rem` compare equal to
// what they compute to. Then a screenshot of each grid page.
//
// Chromium: /usr/bin/chromium (Debian's package), or $UISPEC_CHROMIUM.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const browser = await chromium.launch({
  executablePath: process.env.UISPEC_CHROMIUM || "/usr/bin/chromium",
  // No network at all: the pages are self-contained, and this machine's network is closed.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const results = [];
const outside = [];
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // Anything but the project's own files is a failure of the page, not something to fetch.
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("file://")) return route.continue();
    outside.push(url);
    return route.abort();
  });
  // `uispec test`'s observer, for its style comparison: loaded into every page.
  await page.addInitScript({ path: new URL("../../spec-cli/src/cmd/test/observe.js", import.meta.url).pathname });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const byPage = new Map();
  for (const check of plan.checks) {
    if (!byPage.has(check.page)) byPage.set(check.page, []);
    byPage.get(check.page).push(check);
  }
  for (const [file, checks] of byPage) {
    await page.goto(pathToFileURL(file).href);
    for (const check of checks) {
      results.push(await run(page, cdp, check));
    }
  }
  for (const grid of plan.grids) {
    await page.goto(pathToFileURL(grid.page).href);
    await page.screenshot({ path: grid.png, fullPage: true });
  }
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify({ results, outside }));

async function run(page, cdp, check) {
  // The first fixture that renders the part.
  const selector = await page.evaluate(({ fixtures, part }) => {
    for (const fixture of fixtures) {
      const found = document.querySelector(`${fixture} ${part}`);
      if (found) {
        found.setAttribute("data-uispec-target", "");
        return `${fixture} ${part}`;
      }
    }
    return null;
  }, check);
  if (!selector) return { id: check.id, missing: true };
  let node = null;
  if (check.pseudo) {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    ({ nodeId: node } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-uispec-target]",
    }));
    await cdp.send("CSS.forcePseudoState", { nodeId: node, forcedPseudoClasses: check.pseudo });
  }
  // The comparison `uispec test` makes (its observer's `compare`), on the marked element.
  const outcome = await page.evaluate((check) => window.__uispec.compare(check), check);
  if (node !== null) {
    await cdp.send("CSS.forcePseudoState", { nodeId: node, forcedPseudoClasses: [] });
  }
  return {
    id: check.id,
    invalid: outcome.invalid || [],
    differences: outcome.differences.map(([property, actual, expected]) => ({ property, actual, expected })),
  };
}
