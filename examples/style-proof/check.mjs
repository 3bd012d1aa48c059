// The browser half of the style proof (src/lib.rs writes the plan, this runs it).
//
//   node check.mjs PLAN.json   → the results as JSON on stdout
//
// For each check of the plan: open its page from file:// in headless Chromium, find the part
// in the first fixture that renders it, force the state (pointer and focus states with the
// DevTools protocol's CSS.forcePseudoState, the others by their ARIA or data attribute, or the
// classes a project's own state selectors name), and
// compare the part's computed style with a probe element given the expected value inline: both
// go through Chromium's own value computation, so `#2563eb`, `rgb(37 99 235)` and `1rem`
// compare equal to what they compute to. Then a screenshot of each grid page.
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
        found.setAttribute("data-proof-target", "");
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
      selector: "[data-proof-target]",
    }));
    await cdp.send("CSS.forcePseudoState", { nodeId: node, forcedPseudoClasses: check.pseudo });
  }
  const outcome = await page.evaluate(({ attribute, classes, declarations, pseudoElement }) => {
    const element = document.querySelector("[data-proof-target]");
    const previous = attribute && element.getAttribute(attribute[0]);
    if (attribute) element.setAttribute(attribute[0], attribute[1]);
    // A state a project marks with classes (`[css.states] checked = [".is-checked"]`).
    const added = (classes || []).filter((c) => !element.classList.contains(c));
    element.classList.add(...added);
    const probe = document.createElement("div");
    // A width only shows with a line style, as the stylesheet also writes it (docs/styles.md).
    probe.style.borderStyle = "solid";
    probe.style.outlineStyle = "solid";
    element.parentElement.appendChild(probe);
    const invalid = [];
    for (const [property, value] of declarations) {
      probe.style.setProperty(property, value);
      if (!probe.style.getPropertyValue(property)) invalid.push(`${property}: ${value}`);
    }
    // Computed values (typed OM), not used values: an inline `<span>` has a computed width of
    // 16px but no used one.
    const styleOf = (el, pseudo) =>
      pseudo
        ? (property) => getComputedStyle(el, pseudo).getPropertyValue(property)
        : (property) => el.computedStyleMap().get(property)?.toString() ?? "";
    const actual = styleOf(element, pseudoElement);
    const expected = styleOf(probe, null);
    // Only the longhands the declarations set (the probe's line styles are not compared
    // unless a declaration sets them too).
    const longhands = document.createElement("div");
    for (const [property, value] of declarations) longhands.style.setProperty(property, value);
    // Two colours whose computed values keep different spaces (`oklch(…)` stays oklch, a hex
    // becomes rgb) are the same colour when they paint the same 8-bit sRGB pixel.
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const pixel = (colour) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = "#000";
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return canvas.getImageData(0, 0, 1, 1).data.join(",");
    };
    const sameColour = (a, e) =>
      CSS.supports("color", a) && CSS.supports("color", e) && pixel(a) === pixel(e);
    const differences = [];
    for (let i = 0; i < longhands.style.length; i++) {
      const longhand = longhands.style[i];
      const [a, e] = [actual(longhand), expected(longhand)];
      if (a !== e && !sameColour(a, e)) differences.push({ property: longhand, actual: a, expected: e });
    }
    probe.remove();
    if (attribute) {
      if (previous === null) element.removeAttribute(attribute[0]);
      else element.setAttribute(attribute[0], previous);
    }
    element.classList.remove(...added);
    element.removeAttribute("data-proof-target");
    return { invalid, differences };
  }, check);
  if (node !== null) {
    await cdp.send("CSS.forcePseudoState", { nodeId: node, forcedPseudoClasses: [] });
  }
  return { id: check.id, ...outcome };
}
