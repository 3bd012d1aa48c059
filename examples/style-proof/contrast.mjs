// The browser half of the contrast agreement test (spec-cli/tests/contrast_browser.rs writes
// the page): opens PAGE.html in headless Chromium, runs axe-core's `color-contrast` rule alone
// and prints, for every element with an id, axe's verdict (`pass`, `fail` or `incomplete`)
// and the ratio it measured, as JSON on stdout.
//
//   node contrast.mjs PAGE.html
//
// Chromium: /usr/bin/chromium (Debian's package), or $UISPEC_CHROMIUM.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE = require.resolve("axe-core/axe.min.js");

const browser = await chromium.launch({
  executablePath: process.env.UISPEC_CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(pathToFileURL(process.argv[2]).href);
  await page.addScriptTag({ path: AXE });
  const verdicts = await page.evaluate(async () => {
    const r = await window.axe.run(document, {
      runOnly: { type: "rule", values: ["color-contrast"] },
      resultTypes: ["passes", "violations", "incomplete"],
    });
    const out = [];
    const add = (results, verdict) => {
      for (const rule of results) {
        for (const node of rule.nodes) {
          const id = node.target[0].startsWith("#") ? node.target[0].slice(1) : null;
          const data = (node.any[0] || {}).data || {};
          out.push({ id, verdict, ratio: data.contrastRatio ?? null, message: (node.any[0] || {}).message ?? null });
        }
      }
    };
    add(r.passes, "pass");
    add(r.violations, "fail");
    add(r.incomplete, "incomplete");
    return out;
  });
  process.stdout.write(JSON.stringify(verdicts, null, 2));
} finally {
  await browser.close();
}
