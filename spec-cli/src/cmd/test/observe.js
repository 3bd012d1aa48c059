// `uispec test`'s observer, installed once per page after axe-core (spec-cli/src/cmd/test).
// The examples' style proof (examples/style-proof/check.mjs) loads it too, for `compare`.
// `observeMany` puts renders into the page in one theme, side by side, each in a cell of its
// own, and answers for each the request the Rust side built from the spec: which part markers
// are there, which states and ARIA attributes show, axe's violations (one axe run for them
// all). A render shares the page only with renders it cannot reach: no id, id reference or
// name in common, nothing fixed or sticky, nothing drawn outside its cell, all of it inside the
// viewport; else it is shown alone, as `show` shows one. `sheet` does the same for the docs
// site's pictures. The page's Content-Security-Policy lets no script of the rendered markup run.
//
// Rendered markup is hostile: what the observer uses is taken before any render is shown, and
// called through the prototypes, never through the document or an element of the render (an
// `<img name="getElementById">` replaces `document.getElementById`; a form's named controls
// replace the form's own methods). Markup goes in through an inert `<template>`, with the
// elements that act on the page itself (`<meta http-equiv="refresh">` navigates it away,
// `<base>` moves every URL) taken out first.
(() => {
const D = Document.prototype;
const E = Element.prototype;
const N = Node.prototype;
const doc = document;
const call = (method, self, ...args) => Reflect.apply(method, self, args);
const byId = (id) => call(D.getElementById, doc, id);
const create = (name) => call(D.createElement, doc, name);
// Taken at the first use, before the first render is shown (the examples' style proof loads
// this file before its page exists, and uses only `compare`).
let taken = null;
const take = () =>
  (taken ??= {
    page: call(Object.getOwnPropertyDescriptor(D, "documentElement").get, doc),
    head: call(Object.getOwnPropertyDescriptor(D, "head").get, doc),
    section: byId("uispec-render"),
  });
// The stylesheets renders brought (a `<style>` a component or its provider renders, or one its
// library injected into the head while rendering), each once, in the page's head in the order
// first seen: as in an application, a library's CSS is on the page for all its components.
const adopted = new Set();
// What the page holds for `html`: parsed inert, without `meta` and `base` (any namespace),
// and without its stylesheets, which go to the page's head (a `<link>` could not load: the
// page fetches nothing).
const inert = (html) => {
  const template = create("template");
  template.innerHTML = html;
  const content = template.content;
  for (const element of content.querySelectorAll("meta, base")) element.remove();
  for (const element of content.querySelectorAll("style, link[rel~='stylesheet' i]")) {
    const text = element.localName === "style" ? element.textContent : "";
    element.remove();
    lift(text);
  }
  return content;
};
// Puts the stylesheet `text` into the page's head, unless it is there.
const lift = (text) => {
  if (text.trim() === "" || adopted.has(text)) return;
  adopted.add(text);
  const style = create("style");
  style.textContent = text;
  call(N.appendChild, take().head, style);
};
// Per element that can only live inside others, those parents, outermost first (uispec's
// `html::CONTEXTS`, given once).
let contexts = {};
// Per role that can only live inside others (WAI-ARIA's required context roles), those roles
// (uispec's `roles::ROLES`, given once).
let roleContexts = {};
const LOCAL_NAME = Object.getOwnPropertyDescriptor(E, "localName").get;
const PARENT = Object.getOwnPropertyDescriptor(N, "parentElement").get;
const PARENT_NODE = Object.getOwnPropertyDescriptor(N, "parentNode").get;
// New elements `names` (outermost first) around `element`, where it was, recorded in `made`:
// the outermost.
const wrap = (element, names, role, made) => {
  const made_ = names.map((name) => create(name));
  if (role !== undefined) call(E.setAttribute, made_[0], "role", role);
  const where = call(PARENT_NODE, element);
  if (where !== null) call(N.insertBefore, where, made_[0], element);
  for (let i = 1; i < made_.length; i++) call(N.appendChild, made_[i - 1], made_[i]);
  call(N.appendChild, made_[made_.length - 1], element);
  made.push(...made_);
  return made_[0];
};
// Whether an ancestor of `element` has one of the `roles` by its `role` attribute.
const inRole = (element, roles) => {
  for (let up = call(PARENT, element); up !== null; up = call(PARENT, up)) {
    if (roles.includes(call(E.getAttribute, up, "role"))) return true;
  }
  return false;
};
// Puts the render's own first element inside the parents it can only live in, when it is not
// in them: HTML's (a list item in a `ul`), then ARIA's by its `role` attribute (a `tab` in a
// `tablist`, a `row` then in a `table`). A part rendered alone is judged where it lives. The
// elements it made: not the component's, so axe's findings on them are uispec's own (a
// `select` around an `option` has no name).
const place = (element) => {
  const made = [];
  if (element === null) return made;
  const name = call(LOCAL_NAME, element);
  const chain = (Object.hasOwn(contexts, name) && contexts[name]) || [];
  const parent = call(PARENT, element);
  const held = parent !== null && call(LOCAL_NAME, parent) === chain[chain.length - 1];
  if (chain.length > 0 && !held) wrap(element, chain, undefined, made);
  let inner = element;
  for (let depth = 0; depth < 4; depth++) {
    const role = call(E.getAttribute, inner, "role");
    const roles = role !== null && Object.hasOwn(roleContexts, role) ? roleContexts[role] : [];
    if (roles.length === 0 || inRole(inner, roles)) break;
    inner = wrap(inner, ["div"], roles[0], made);
  }
  return made;
};
const BEGIN = "\ue000";
const END = "\ue001";
const TEXT_DATA = Object.getOwnPropertyDescriptor(CharacterData.prototype, "data");
const NEXT_SIBLING = Object.getOwnPropertyDescriptor(N, "nextSibling").get;
const NODE_TYPE = Object.getOwnPropertyDescriptor(N, "nodeType").get;
// The elements between the markers in `content` (the markers taken out), or null without them.
const marked = (content) => {
  const walker = call(D.createTreeWalker, doc, content, 4 /* NodeFilter.SHOW_TEXT */);
  let begin = null;
  let end = null;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const data = call(TEXT_DATA.get, node);
    if (begin === null && data.includes(BEGIN)) begin = node;
    if (data.includes(END)) end = node;
  }
  if (begin === null || end === null) return null;
  const elements = [];
  for (let node = call(NEXT_SIBLING, begin); node !== null && node !== end; node = call(NEXT_SIBLING, node)) {
    if (call(NODE_TYPE, node) === 1) elements.push(node);
  }
  for (const node of [begin, end]) call(TEXT_DATA.set, node, call(TEXT_DATA.get, node).replaceAll(BEGIN, "").replaceAll(END, ""));
  return elements;
};
// A render on the page: `box`, the element holding it (the page's section, or a cell of its
// own); `own`, its own top-level elements when it is shown inside the components that provide
// its contexts (uispec's markers around it: `MARKERS` in spec-core/src/harness), else null (the
// whole box is the render's); `root`, its own first element (not the parents its context adds),
// or null; `around`, the parents uispec placed it in.
const put = (html, box) => {
  const content = inert(html);
  const own = marked(content);
  const root = own === null ? content.firstElementChild : own[0] || null;
  call(N.appendChild, box, content);
  return { box, own, root, around: place(root) };
};
// The renders on the page, in the order they were given, and which of the items given
// `observeMany` they are.
let cells = [];
let placed = [];
// Whether `element` is the render `cell`'s: not a parent uispec placed it in, and inside the
// render's own elements when it is shown inside its providers.
const mine = (cell, element) =>
  !cell.around.includes(element) &&
  (cell.own === null || cell.own.some((o) => call(N.contains, o, element)));
const ELEMENTS = (root) => call(E.querySelectorAll, root, "*");
const RECT = (element) => call(E.getBoundingClientRect, element);
// What a render could reach of another on the same page: its ids, the ids it refers to, and
// its form controls' names.
const REFERENCES = ["for", "form", "list", "headers", "aria-labelledby", "aria-describedby",
  "aria-controls", "aria-owns", "aria-activedescendant", "aria-details", "aria-errormessage",
  "aria-flowto"];
const reach = (box) => {
  const names = new Set();
  for (const element of ELEMENTS(box)) {
    const id = call(E.getAttribute, element, "id");
    // An empty id or name names nothing.
    if (id) names.add(`#${id}`);
    for (const attribute of REFERENCES) {
      const value = call(E.getAttribute, element, attribute);
      if (value !== null) for (const token of value.split(/\s+/)) if (token) names.add(`#${token}`);
    }
    const name = call(E.getAttribute, element, "name");
    if (name) names.add(`=${name}`);
  }
  return names;
};
// Whether everything of `box` is drawn inside it, and nothing of it is fixed or sticky: then
// nothing of it can cover, or be covered by, a render beside it. A visually hidden element (a
// pixel, clipped) may lie outside: it covers nothing.
const contained = (box) => {
  const limit = RECT(box);
  for (const element of ELEMENTS(box)) {
    const position = getComputedStyle(element).position;
    if (position === "fixed" || position === "sticky") return false;
    const r = RECT(element);
    if (r.width <= 1 && r.height <= 1) continue;
    if (r.left < limit.left - 0.5 || r.top < limit.top - 0.5 ||
        r.right > limit.right + 0.5 || r.bottom > limit.bottom + 0.5) return false;
  }
  return true;
};
// Sets the theme's attributes on the page's root element, and empties the section.
const theme = (attributes) => {
  themed(attributes);
  const { section } = take();
  call(E.replaceChildren, section);
  return section;
};
// Brings every animation and transition on the page to its end: a forced state, a theme's
// colours or a handler's change starts the transitions a stylesheet declares
// (`transition: background-color .15s`), and a style read before they end is the value on the
// way, not the one the state shows. One that never ends (an infinite spinner) stays as it is.
const finishAnimations = () => {
  for (const animation of call(D.getAnimations, doc)) {
    try {
      call(Animation.prototype.finish, animation);
    } catch {}
  }
};
// Whether a state that would win over the entry `check` compares is on `element`
// (`check.unless`: an option's `selected` over its plain text colour).
const winning = (element, check) =>
  (check.unless || []).some((selector) => {
    try {
      return call(E.matches, element, selector);
    } catch {
      return false;
    }
  });
// What a popup is: the elements with these roles (nothing else on the live page has them).
const POPUP = "[role=listbox], [role=menu]";
// On the live page: the first element of the part `check.part` that is laid out (inside a
// popup, with `popup`), that no state of `check.unless` is on and that `accept` accepts, or
// null.
const live = (check, popup, accept = () => true) => {
  const fits = (e) =>
    call(E.getClientRects, e).length > 0 &&
    (!popup || call(E.closest, e, POPUP) !== null) &&
    !winning(e, check) &&
    accept(e);
  try {
    return Array.prototype.find.call(call(D.querySelectorAll, doc, check.part), fits) ?? null;
  } catch {
    return null;
  }
};
// `f()`, with the page's root element given the theme's `attributes`; the root's attributes
// are as they were after.
const inTheme = (attributes, f) => {
  const restore = keepRoot();
  themed(attributes);
  try {
    return f();
  } finally {
    restore();
  }
};
// What puts the page's root element's attributes back as they are now.
const keepRoot = () => {
  const { page } = take();
  const before = call(E.getAttributeNames, page).map((name) => [name, call(E.getAttribute, page, name)]);
  return () => {
    for (const name of call(E.getAttributeNames, page)) call(E.removeAttribute, page, name);
    for (const [name, value] of before) call(E.setAttribute, page, name, value);
  };
};
// One of axe's violations as uispec reads it (`AxeViolation`): of its first element.
const violationOf = (v) => ({
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
});
// Gives the page's root element the theme's `attributes`, in place of its `data-*` ones.
const themed = (attributes) => {
  const { page } = take();
  for (const name of call(E.getAttributeNames, page)) {
    if (name.startsWith("data-")) call(E.removeAttribute, page, name);
  }
  for (const [name, value] of Object.entries(attributes)) call(E.setAttribute, page, name, value);
};
// Puts what `fill(item, box)` makes of each of `items` into the section, each in a cell of its
// own side by side, as many as can share the page (see the top of this file; with `separate`,
// sharing no id, reference or name either), in order: one that cannot is left for a later
// call, and the first that does not fit in the viewport ends the call. The first item is
// always shown: alone in the section when it cannot share the page. Returns, for each shown,
// its index in `items` and what `fill` made of it.
const side = (items, fill, separate) => {
  const section = take().section;
  const shown = [];
  const taken = new Set();
  for (let index = 0; index < items.length; index++) {
    const box = create("uispec-cell");
    box.style.cssText = "display: inline-block; vertical-align: top; padding: 16px";
    // An element with an id stays in Chromium's accessibility tree, so its subtree can be
    // asked about (a bare generic element is left out of it).
    call(E.setAttribute, box, "id", `uispec-cell-${index}`);
    call(N.appendChild, section, box);
    const made = fill(items[index], box);
    // Each cell's margin box whole pixels wide and high, so that every cell starts on a whole
    // pixel and a render is drawn the same whichever renders share the page with it (text on a
    // fraction of a pixel is anti-aliased differently). Margins, not a fixed size: a state
    // forced later (a tooltip shown on hover) may still grow the cell.
    const own = RECT(box);
    box.style.marginRight = `${Math.ceil(own.width) - own.width}px`;
    box.style.marginBottom = `${Math.ceil(own.height) - own.height}px`;
    const limit = RECT(box);
    const fits = limit.right <= innerWidth && limit.bottom <= innerHeight;
    const names = separate ? reach(box) : new Set();
    if (fits && [...names].every((name) => !taken.has(name)) && contained(box)) {
      for (const name of names) taken.add(name);
      shown.push({ index, made });
      continue;
    }
    call(E.remove, box);
    if (index === 0) return [{ index, made: fill(items[index], section) }];
    if (!fits) break;
  }
  return shown;
};
const boxOf = (box) => {
  const r = RECT(box);
  return { x: r.x, y: r.y, width: Math.max(1, r.width), height: Math.max(1, r.height), scale: 1 };
};
window.__uispec = {
  finishAnimations,
  contexts(table, roles) {
    contexts = table;
    roleContexts = roles;
  },
  // The boxes of the renders on the page, in order (the accessibility tree is asked in each).
  boxes() {
    return cells.map((cell) => cell.box);
  },
  // The own first element of the render `index` on the page, or null.
  root(index) {
    const cell = cells[index];
    return cell === undefined ? null : cell.root;
  },
  // Shows `html` alone, in the theme `attributes` sets on the page's root element.
  show(html, attributes) {
    cells = [put(html, theme(attributes))];
  },
  // The first element matching `selector` in the render `cell` (the first on the page), or
  // null (also for a selector the browser cannot parse).
  // With `accept`, the first such element it accepts.
  find(selector, cell = cells[0], accept = null) {
    const first = (root) =>
      accept === null
        ? call(E.querySelector, root, selector)
        : (Array.prototype.find.call(call(E.querySelectorAll, root, selector), accept) ?? null);
    try {
      if (cell.own === null) return first(cell.box);
      for (const element of cell.own) {
        if (call(E.matches, element, selector) && (accept === null || accept(element))) return element;
        const found = first(element);
        if (found !== null) return found;
      }
      return null;
    } catch {
      return null;
    }
  },
  // Shows those of `items` (`{html, request}`) that can share the page, in the theme
  // `attributes` sets, runs axe once over them, and answers each one's request: per render
  // shown, its index in `items` and its answer, in order.
  async observeMany(items, attributes) {
    theme(attributes);
    placed = side(items, (item, box) => put(item.html, box), true);
    cells = placed.map(({ made }) => made);
    return this.judge(items);
  },
  // `observeMany`'s answers again for the renders it showed (`items` as given to it), as they
  // are now: after the page forced a state on them (a tooltip shown by hover).
  async judge(items) {
    const result = await axe.run(
      { include: cells.map((cell) => cell.box) },
      { runOnly: { type: "tag", values: items[0].request.axeTags }, resultTypes: ["violations"], elementRef: true },
    );
    // Each violation's nodes by the render they are in (and are the render's own).
    const found = cells.map(() => []);
    for (const violation of result.violations) {
      const nodes = cells.map(() => []);
      for (const node of violation.nodes) {
        const at = cells.findIndex((cell) =>
          node.element !== cell.box && call(N.contains, cell.box, node.element) && mine(cell, node.element));
        if (at >= 0) nodes[at].push(node);
      }
      nodes.forEach((list, at) => {
        if (list.length > 0) found[at].push({ ...violation, nodes: list });
      });
    }
    return placed.map(({ index, made }, at) => ({
      index,
      ...this.observe(made, items[index].request, found[at]),
    }));
  },
  // The answer to `request` about the render `cell`, axe's `violations` of it given.
  observe(cell, request, violations) {
    const has = (selector) => this.find(selector, cell) !== null;
    const parts = Object.entries(request.parts)
      .filter(([, selector]) => has(selector))
      .map(([name]) => name);
    const states = Object.fromEntries(
      Object.entries(request.states).map(([name, selectors]) => [name, selectors.some(has)]),
    );
    // Per state, the class that shows it on some element (`.chip--selected`): the first
    // element one of its class forms finds, and its class token that ends in the state.
    const stateClasses = Object.fromEntries(
      Object.entries(request.stateClasses || {})
        .map(([name, { forms, word }]) => {
          const element = forms.map((form) => this.find(form, cell)).find((e) => e !== null);
          const token = element && [...element.classList].find(
            (t) => t === word || t === `is-${word}` || t.endsWith(`-${word}`) || t.endsWith(`_${word}`),
          );
          return [name, token ? `.${CSS.escape(token)}` : undefined];
        })
        .filter(([, form]) => form !== undefined),
    );
    const aria = Object.fromEntries(
      Object.entries(request.aria).map(([name, selector]) => [name, has(selector)]),
    );
    const axe = violations.map(violationOf);
    // A digest of the render's markup (FNV-1a): whether setting a state changed anything. The
    // values of attributes that hold ids are left out: a library that makes a fresh id for
    // each render would otherwise differ in every render.
    let digest = 0x811c9dc5;
    const text = cell.box.innerHTML.replace(
      /\s(id|for|name|aria-(?:labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto))="[^"]*"/g,
      " $1",
    );
    for (let i = 0; i < text.length; i++) {
      digest = Math.imul(digest ^ text.charCodeAt(i), 0x01000193) >>> 0;
    }
    const first = cell.root;
    const outer = first && {
      tag: first.localName,
      hidden:
        !call(E.checkVisibility, first, { visibilityProperty: true }) ||
        call(E.closest, first, '[aria-hidden="true"]') !== null,
    };
    // For the visual baseline: each part's computed values of the properties asked for.
    const computed = {};
    for (const name of request.computed ? parts : []) {
      const element = this.find(request.parts[name], cell);
      const style = getComputedStyle(element);
      computed[name] = Object.fromEntries(request.computed.map((p) => [p, style.getPropertyValue(p)]));
    }
    return {
      outer,
      parts,
      computed,
      states,
      stateClasses,
      markup: digest.toString(16),
      styled: adopted.size > 0,
      aria,
      axe,
      clip: boxOf(cell.box),
    };
  },
  // Each of `grids` (a component's renders, `[label, html]`) as one picture: its renders side
  // by side, each under its label (set as text), as many grids on the page as can share it, in
  // the theme `attributes` sets. Returns for each grid shown its index in `grids`, its area,
  // and whether it was shown alone (its area may then reach beyond the viewport).
  sheet(grids, attributes) {
    theme(attributes);
    const shown = side(grids, (renders, box) => {
      const grid = create("div");
      grid.style.cssText = "display: grid; grid-template-columns: repeat(4, max-content); gap: 16px 24px; align-items: start";
      for (const [label, html] of renders) {
        const figure = create("figure");
        figure.style.cssText = "margin: 0";
        const caption = create("figcaption");
        caption.textContent = label;
        caption.style.cssText = "font: 11px system-ui, sans-serif; opacity: 0.7; margin-bottom: 6px";
        const cell = create("div");
        put(html, cell);
        figure.append(caption, cell);
        grid.append(figure);
      }
      call(N.appendChild, box, grid);
      return box;
    }, false);
    cells = [];
    return shown.map(({ index, made }) => ({ index, clip: boxOf(made), alone: made === take().section }));
  },
  // The stylesheets `texts` the renders bring, each once, on the page before any render is
  // shown: as in an application, a library's CSS is there for all its components, whatever
  // their order.
  adopt(texts) {
    for (const text of texts) lift(text);
  },
  // `compareAll` for each of `items` (`[html, checks]`), each render shown alone in turn, in
  // the theme `attributes` sets.
  compareMany(items, attributes) {
    return items.map(([html, checks]) => {
      this.show(html, attributes);
      return this.compareAll(checks);
    });
  },
  // For the visual baselines' explanations: the rule that gives each part of the render shown
  // alone (`show`) its value of each property asked for (`asked`: `{part: [property]}`,
  // `selectors`: `{part: selector}`), or null. Each style rule of the page that matches the
  // element and declares the property (itself, or by a shorthand) is taken out in turn and put
  // back: the one without which the value changes decides it; the browser's cascade judges,
  // layers, media and `!important` included. A property of `inherited` the element has from its
  // parent is looked for on its parents. null when no one rule decides (two
  // give the same value, a style attribute, the browser's own). Per rule: its sheet's
  // `data-uispec-sheet` (null: a stylesheet the render brought), its selector, how many rules
  // of that sheet with that selector come before it, the declaration, the value, and whether
  // the part inherits it.
  origins(selectors, asked, inherited) {
    const rules = [];
    const walk = (list) => {
      for (const rule of list) {
        if (rule instanceof CSSStyleRule) rules.push(rule);
        if (rule.cssRules) walk(rule.cssRules);
      }
    };
    for (const sheet of doc.styleSheets) {
      try {
        walk(sheet.cssRules);
      } catch {
        // A sheet the page may not read: its rules are not named.
      }
    }
    const valueOf = (element, property) => getComputedStyle(element).getPropertyValue(property);
    // Each removal makes the browser compute styles again: a page of a hundred thousand rules
    // gets a bounded number of them per render, then no rule is named.
    let removals = 0;
    const deciding = (element, property) => {
      const now = valueOf(element, property);
      for (const rule of rules) {
        const value = rule.style.getPropertyValue(property);
        if (value === "") continue;
        try {
          if (!call(E.matches, element, rule.selectorText)) continue;
        } catch {
          // A nested rule's relative selector: the removal below judges it.
        }
        if (++removals > 2000) return null;
        const priority = rule.style.getPropertyPriority(property);
        rule.style.removeProperty(property);
        const without = valueOf(element, property);
        rule.style.setProperty(property, value, priority);
        if (without !== now) return { rule, declaration: `${property}: ${value}${priority ? " !important" : ""}` };
      }
      return null;
    };
    const cell = cells[0];
    const answer = {};
    for (const [part, properties] of Object.entries(asked)) {
      const element = this.find(selectors[part], cell);
      if (element === null) continue;
      answer[part] = {};
      for (const property of properties) {
        let at = element;
        let found = deciding(at, property);
        // An inherited value: from the nearest parent that decides it, up to the page's
        // (the application's `body { color }`).
        while (found === null && inherited.includes(property)) {
          const parent = call(PARENT, at);
          if (parent === null) break;
          if (valueOf(parent, property) !== valueOf(at, property)) break;
          at = parent;
          found = deciding(at, property);
        }
        if (found === null) {
          answer[part][property] = null;
          continue;
        }
        const { rule, declaration } = found;
        const sheet = rule.parentStyleSheet;
        const nth = rules.filter((r) => r === rule || (r.parentStyleSheet === sheet && r.selectorText === rule.selectorText))
          .indexOf(rule);
        const owner = sheet && sheet.ownerNode;
        answer[part][property] = {
          sheet: owner ? owner.getAttribute("data-uispec-sheet") : null,
          selector: rule.selectorText,
          nth,
          declaration,
          value: valueOf(element, property),
          inherited: at !== element,
        };
      }
    }
    return answer;
  },
  // `compare` for each of `checks` (none forcing a pseudo-class) on the render shown.
  compareAll(checks) {
    return checks.map((check) => (this.target(check) ? this.compare(check) : { missing: true }));
  },
  // On the live page, its popup opened by the component's own code: for each of `themes`
  // (`[attributes, checks]`), in that theme, `compare` for each check (none forcing a
  // pseudo-class) on the first element of its part that is laid out inside the popup (a
  // listbox or menu, anywhere on the page) and that no state of `check.unless` is on.
  compareLive(themes) {
    return themes.map(([attributes, checks]) =>
      inTheme(attributes, () =>
        checks.map((check) => {
          const element = live(check, true);
          if (element === null) return { missing: true };
          call(E.setAttribute, element, "data-uispec-target", "");
          return this.compare(check);
        }),
      ),
    );
  },
  // On the live page, where the keyboard has moved focus: for each of `themes`
  // (`[attributes, checks]`, each check forcing `:focus`, `:focus-visible` or
  // `:focus-within`), in that theme, `compare` for each check whose part has the focused
  // element (itself, or inside it for `:focus-within`) and matches the pseudo-class there;
  // `{missing: true}` for the others.
  compareFocused(themes) {
    const active = call(Object.getOwnPropertyDescriptor(D, "activeElement").get, doc);
    const holder = (check) => {
      if (active === null) return null;
      const [pseudo] = check.pseudo || [];
      try {
        const element = pseudo === "focus-within" ? call(E.closest, active, check.part) : active;
        const fits = element !== null && call(E.matches, element, check.part) && call(E.matches, element, `:${pseudo}`);
        return fits && !winning(element, check) ? element : null;
      } catch {
        return null;
      }
    };
    return themes.map(([attributes, checks]) =>
      inTheme(attributes, () =>
        checks.map((check) => {
          const element = holder(check);
          if (element === null) return { missing: true };
          call(E.setAttribute, element, "data-uispec-target", "");
          return this.compare(check);
        }),
      ),
    );
  },
  // On the live page, in a state a key put it in: `observe`'s answer to `request` about the
  // live render and the popups it opened elsewhere on the page, in the theme `attributes`
  // sets, with axe's violations of them.
  async observeLive(attributes, request) {
    const host = byId("uispec-live");
    const popups = Array.prototype.filter.call(
      call(D.querySelectorAll, doc, POPUP),
      (e) => !call(N.contains, host, e),
    );
    const restore = keepRoot();
    themed(attributes);
    // The theme's colours as they end up, not on their way (`color-contrast` reads them).
    finishAnimations();
    try {
      const result = await axe.run(
        { include: [host, ...popups] },
        { runOnly: { type: "tag", values: request.axeTags }, resultTypes: ["violations"] },
      );
      const root = call(Object.getOwnPropertyDescriptor(E, "firstElementChild").get, host);
      return this.observe({ box: host, own: [host, ...popups], root }, request, result.violations);
    } finally {
      restore();
    }
  },
  // On the live page, where a key has put parts in a state: for each of `themes`
  // (`[attributes, checks]`, each check of a state, `check.shows` its forms), in that
  // theme, `compare` for each check on the first element of its part laid out that shows
  // the state by itself (on the element, or on the root for a state that sits there) and no
  // state of `check.unless` is on, with nothing forced; `{missing: true}` for the others.
  compareStated(themes) {
    const matches = (element, selector) => {
      try {
        return call(E.matches, element, selector);
      } catch {
        return false;
      }
    };
    const shows = (check) => (element) => {
      const holder = check.on ? call(E.closest, element, check.on) : element;
      return holder !== null && check.shows.some((form) => matches(holder, form));
    };
    return themes.map(([attributes, checks]) =>
      inTheme(attributes, () =>
        checks.map((check) => {
          const element = live(check, false, shows(check));
          if (element === null) return { missing: true };
          call(E.setAttribute, element, "data-uispec-target", "");
          return this.compare({ ...check, attribute: null, classes: null });
        }),
      ),
    );
  },
  // Marks the element of the part `check.part` the pointer is to hover on the live page (the
  // first laid out that no state of `check.unless` is on), and says where: the middle of its
  // first box, as viewport coordinates; null, marking nothing, when it has none or something
  // else is on top there (a user could not hover it either).
  aim(check) {
    const element = live(check, false);
    if (element === null) return null;
    const box = call(E.getClientRects, element)[0];
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const top = call(D.elementFromPoint, doc, x, y);
    if (top === null || !(top === element || call(N.contains, element, top))) return null;
    call(E.setAttribute, element, "data-uispec-target", "");
    return { x, y };
  },
  // `compare` of `check` on the element `aim` marked, in the theme `attributes` sets: where
  // the pointer hovering it has put a state that would win, or its code has replaced it, there
  // is nothing to compare.
  compareAimed(attributes, check) {
    return inTheme(attributes, () => this.compare(check));
  },
  // Marks the first element of the part `check.part` that no state of `check.unless` is on
  // (an option that is not the selected one) for the protocol's forcePseudoState; false when
  // the render has none.
  target(check) {
    const element = this.find(check.part, cells[0], (e) => !winning(e, check));
    if (!element) return false;
    call(E.setAttribute, element, "data-uispec-target", "");
    return true;
  },
  // Compares the computed style of the marked element, with the check's attribute or classes
  // set, with a probe given the expected declarations inline: both go through Chromium's own
  // value computation, so `#2563eb` and `rgb(37 99 235)` compare equal.
  compare(check) {
    finishAnimations();
    const element = call(D.querySelector, doc, "[data-uispec-target]");
    if (!element) return { missing: true, differences: [] };
    call(E.removeAttribute, element, "data-uispec-target");
    const matches = (selector) => {
      try {
        return call(E.matches, element, selector);
      } catch {
        return false;
      }
    };
    // Another state that would win shows here, or the pseudo-element has nothing to style.
    if (
      (check.unless || []).some(matches) ||
      (check.pseudoElement === "::placeholder" && !call(E.hasAttribute, element, "placeholder"))
    ) {
      return { missing: true, differences: [] };
    }
    // A state the convention puts on the block is set on the root the part is inside.
    const holder = (check.on && call(E.closest, element, check.on)) || element;
    const attribute = check.attribute;
    const previous = attribute && call(E.getAttribute, holder, attribute[0]);
    if (attribute) call(E.setAttribute, holder, attribute[0], attribute[1]);
    const classList = call(Object.getOwnPropertyDescriptor(E, "classList").get, holder);
    const added = (check.classes || []).filter((c) => !classList.contains(c));
    classList.add(...added);
    const probe = create("div");
    // A width only shows with a line style, as the stylesheet also writes it.
    probe.style.borderStyle = "solid";
    probe.style.outlineStyle = "solid";
    call(N.appendChild, call(Object.getOwnPropertyDescriptor(N, "parentElement").get, element), probe);
    // A declaration Chromium refuses (an invalid token value) sets nothing on the probe.
    const invalid = [];
    for (const [property, value] of check.declarations) {
      probe.style.setProperty(property, value);
      if (!probe.style.getPropertyValue(property)) invalid.push(`${property}: ${value}`);
    }
    // Computed values (typed OM), not used values: an inline `<span>` has a computed width.
    const styleOf = (el, pseudo) =>
      pseudo
        ? (property) => getComputedStyle(el, pseudo).getPropertyValue(property)
        : (property) => el.computedStyleMap().get(property)?.toString() ?? "";
    const actual = styleOf(element, check.pseudoElement);
    const expected = styleOf(probe, null);
    const longhands = create("div");
    for (const [property, value] of check.declarations) longhands.style.setProperty(property, value);
    // Two colours in different spaces are the same when they paint the same sRGB pixel.
    const canvas = create("canvas").getContext("2d", { willReadFrequently: true });
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
      if (a !== e && !sameColour(a, e)) differences.push([longhand, a, e]);
    }
    probe.remove();
    if (attribute) {
      if (previous === null) call(E.removeAttribute, holder, attribute[0]);
      else call(E.setAttribute, holder, attribute[0], previous);
    }
    classList.remove(...added);
    return { missing: false, invalid, differences };
  },
};
})();
