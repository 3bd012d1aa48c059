// The browser half of the `uispec docs` test (spec-cli/tests/docs.rs writes the plan).
//
//   node docs.mjs PLAN.json   → the results as JSON on stdout
//
// Opens every page of the site from file:// in headless Chromium with every request outside
// the site's folder aborted (and recorded), checks that each internal link leads to a file
// and, with a #fragment, to an element of that page, runs axe-core on each page in the site's
// light and dark schemes, checks the index's keyboard entry and filter, reads the computed colour of tokenMapping cells' swatches in every
// theme (switched with the page's own theme select) against a probe element given the
// expected value inline, and takes the screenshots the plan asks for.
//
// Chromium: /usr/bin/chromium (Debian's package), or $UISPEC_CHROMIUM.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE = require.resolve("axe-core/axe.min.js");
const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const siteUrl = pathToFileURL(plan.site).href.replace(/\/?$/, "/");

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const browser = await chromium.launch({
  executablePath: process.env.UISPEC_CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const result = { pages: [], outside: [], brokenLinks: [], violations: [], cells: [] };
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(siteUrl)) return route.continue();
    result.outside.push(url);
    return route.abort();
  });
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  for (const file of htmlFiles(plan.site).sort()) {
    const name = relative(plan.site, file);
    result.pages.push(name);
    await page.goto(pathToFileURL(file).href);
    const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => a.href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.protocol !== "file:") {
        result.brokenLinks.push({ page: name, href, why: "leaves the site" });
        continue;
      }
      const target = fileURLToPath(url.href.split("#")[0]);
      if (!target.startsWith(plan.site) || !existsSync(target)) {
        result.brokenLinks.push({ page: name, href, why: "no such file" });
      } else if (url.hash) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!readFileSync(target, "utf8").includes(`id="${id}"`)) {
          result.brokenLinks.push({ page: name, href, why: "no such anchor" });
        }
      }
    }
    for (const scheme of ["light", "dark"]) {
      await page.evaluate((s) => document.documentElement.setAttribute("data-site-scheme", s), scheme);
      await page.addScriptTag({ path: AXE });
      const found = await page.evaluate(async () => {
        const r = await window.axe.run(document, { resultTypes: ["violations"] });
        return r.violations.map((v) => ({
          id: v.id, impact: v.impact, help: v.help,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ") + ": " + n.failureSummary),
        }));
      });
      for (const v of found) result.violations.push({ page: name, scheme, ...v });
    }
  }
  // The index: the first Tab reaches the skip link, and the filter narrows the components.
  await page.goto(pathToFileURL(join(plan.site, "index.html")).href);
  await page.keyboard.press("Tab");
  result.firstTab = await page.evaluate(() => document.activeElement.textContent);
  await page.fill("input[data-filter]", plan.filter);
  result.filtered = await page.$$eval(".card:not([hidden]) a", (links) => links.map((a) => a.textContent));
  for (const cell of plan.cells) {
    await page.goto(pathToFileURL(join(plan.site, cell.page)).href);
    for (const theme of cell.themes) {
      await page.selectOption(`select[data-modifier="${theme.attribute}"]`, theme.context);
      const measured = await page.evaluate(({ key, expected }) => {
        const cell = [...document.querySelectorAll(".cell")].find((c) => c.dataset.key === key);
        const swatch = cell && cell.querySelector(".swatch");
        const probe = document.createElement("span");
        probe.style.background = expected;
        document.body.append(probe);
        const want = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return { want, actual: swatch ? getComputedStyle(swatch).backgroundColor : null };
      }, { key: cell.key, expected: theme.expected });
      result.cells.push({ page: cell.page, key: cell.key, context: theme.context, expected: theme.expected, ...measured });
    }
  }
  for (const shot of plan.screenshots) {
    await page.goto(pathToFileURL(join(plan.site, shot.page)).href);
    if (shot.selector) {
      await page.locator(shot.selector).first().screenshot({ path: shot.png });
    } else {
      await page.screenshot({ path: shot.png, fullPage: shot.fullPage ?? false });
    }
  }
  result.scriptErrors = errors;
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(result, null, 2));
