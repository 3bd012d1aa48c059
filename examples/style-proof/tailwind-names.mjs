// The browser half of the Tailwind names test (spec-cli/tests/tailwind_browser.rs): opens
// PAGE (file://, its compiled stylesheet beside it) in headless Chromium in the light and the
// dark colour scheme and prints, as JSON, the computed styles that show whether Tailwind's own
// variants (`dark:`, `md:`, `before:`, …) still mean what Tailwind defines after the
// application imports `uispec css --format tailwind`.
//
//   node tailwind-names.mjs PAGE.html   → {"light": {…}, "dark": {…}} on stdout
//
// Chromium: /usr/bin/chromium (Debian's package), or $UISPEC_CHROMIUM.
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: process.env.UISPEC_CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const result = {};
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "no-preference" });
    await page.goto(pathToFileURL(process.argv[2]).href);
    result[scheme] = await page.evaluate(() => {
      const style = (id, pseudo) => getComputedStyle(document.getElementById(id), pseudo);
      return {
        dark: style("dark").backgroundColor,
        md: style("md").fontSize,
        sm: style("sm").fontWeight,
        before: style("before", "::before").content,
        rtl: style("rtl").textDecorationLine,
        placeholder: style("placeholder", "::placeholder").color,
        motionSafe: style("motion-safe").fontStyle,
        print: style("print").display,
        loading: style("loading").opacity,
        notLoading: style("not-loading").opacity,
      };
    });
  }
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(result));
