// `uispec test`'s observer, installed once per page after axe-core (spec-cli/src/cmd/test).
// `show` puts one render into the page in one theme; `root` finds the element the
// accessibility tree is asked about; `observe` answers the request the Rust side built from the
// spec: which part markers are there, which states and ARIA attributes show, axe's violations.
// The page's Content-Security-Policy lets no script of the rendered markup run.
window.__uispec = {
  section() {
    return document.getElementById("uispec-render");
  },
  show(html, theme) {
    const root = document.documentElement;
    for (const name of root.getAttributeNames()) {
      if (name.startsWith("data-")) root.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(theme)) root.setAttribute(name, value);
    this.section().innerHTML = html;
  },
  // The first element matching `selector` in the render, or null (also for a selector the
  // browser cannot parse).
  find(selector) {
    try {
      return this.section().querySelector(selector);
    } catch {
      return null;
    }
  },
  async observe(request) {
    const has = (selector) => this.find(selector) !== null;
    const parts = Object.entries(request.parts)
      .filter(([, selector]) => has(selector))
      .map(([name]) => name);
    const states = Object.fromEntries(
      Object.entries(request.states).map(([name, selectors]) => [name, selectors.some(has)]),
    );
    const aria = Object.fromEntries(
      Object.entries(request.aria).map(([name, selector]) => [name, has(selector)]),
    );
    const result = await axe.run(this.section(), {
      runOnly: { type: "tag", values: request.axeTags },
      resultTypes: ["violations"],
    });
    const violations = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact || "serious",
      help: v.help,
      helpUrl: v.helpUrl,
      html: ((v.nodes[0] && v.nodes[0].html) || "").slice(0, 160),
      // "Fix any of the following:\n  Element has insufficient color contrast of 3.1 (…)"
      summary: ((v.nodes[0] && v.nodes[0].failureSummary) || "")
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith("Fix "))
        .join("; ")
        .slice(0, 300),
    }));
    const box = this.section().getBoundingClientRect();
    return {
      parts,
      states,
      aria,
      axe: violations,
      clip: { x: box.x, y: box.y, width: Math.max(1, box.width), height: Math.max(1, box.height), scale: 1 },
    };
  },
};
