//! The browser proof of `uispec css`: that the generated stylesheet makes each example
//! component show, in each part, variant, state and theme, the token its spec's tokenMapping
//! names.
//!
//! An example's test renders its components on the server (Leptos `to_html`, dioxus-ssr, Yew's
//! `ServerRenderer`) once per combination of variant values, and hands the HTML to a
//! [`Proof`]. For every tokenMapping entry of the spec, in every resolver permutation (light
//! and dark), the proof picks a combination of variant values in which that entry is the one
//! that decides the property (see [`Proof::component`]), forces the entry's state and compares
//! the part's computed style with the token's value resolved in that permutation
//! (`uispec_core::css::mapped_styles`). The comparison runs in headless Chromium (`check.mjs`,
//! playwright-core): the expected value is given to a probe element inline, so both sides go
//! through the browser's own value computation and colours are compared in one space.
//!
//! Needs Debian's `chromium` and `npm ci` in this folder: `scripts/install-test-clients`.

use std::collections::BTreeMap;
use std::fmt::{Debug, Write as _};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::str::FromStr;

/// What a proof in another markup convention, or of other token options, is written with
/// ([`Proof::in_convention`], [`Proof::with_css`]).
pub use uispec_core::config::{ColorForm, TokenCss};
pub use uispec_core::css::{CssFormat, Selectors, VariantOn};
pub use uispec_core::selector_template::{Marks, Placeholder, SelectorTemplate};

use serde_json::{Value, json};
use uispec_core::css::{
    CssOptions, decides, mapped_styles, part_selector, state_selectors, variant_selector,
};
use uispec_core::naming::{data_attribute, to_kebab};
use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::Session;

/// One combination of variant values a component is rendered with: axis → value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variants(BTreeMap<String, String>);

impl Variants {
    /// The value of `axis` as the framework's generated enum (`ButtonSize`).
    ///
    /// # Panics
    /// When the spec has no such axis or the enum does not read the value: the example and
    /// its spec disagree.
    pub fn get<T: FromStr>(&self, axis: &str) -> T
    where
        T::Err: Debug,
    {
        let value = self
            .0
            .get(axis)
            .unwrap_or_else(|| panic!("the spec has no axis `{axis}`"));
        value.parse().expect("a value of the spec's axis")
    }
}

/// How a state is shown without a pointer or keyboard.
enum Force {
    /// Pseudo-classes forced over the DevTools protocol.
    Pseudo(&'static [&'static str]),
    /// An attribute set on the part.
    Attribute(String, String),
    /// Classes added to the part.
    Classes(Vec<String>),
}

/// The state `state` of a spec as the browser test forces it (`uispec_core::states`): pointer
/// and focus states as the pseudo-classes the stylesheet uses, the others by their ARIA
/// attribute (docs/styles.md), and a state without one (`open`, `closed`, the project's own) by
/// `data-state`.
fn force(state: &str) -> Force {
    let attribute = |name: &str, value: &str| Force::Attribute(name.to_owned(), value.to_owned());
    match uispec_core::states::state(state) {
        Some(known) if !known.forced.is_empty() => Force::Pseudo(known.forced),
        Some(uispec_core::states::State {
            aria: Some((name, value)),
            ..
        }) => attribute(name, value),
        _ => attribute("data-state", state),
    }
}

/// The attribute a screenshot cell shows a state with: the `data-` form for pointer and focus
/// states (a static page cannot hover), else the same attribute the check uses.
fn shown(state: &str) -> (String, String) {
    match force(state) {
        Force::Pseudo(classes) => (
            format!("data-{}", classes[classes.len() - 1]),
            String::new(),
        ),
        Force::Attribute(name, value) => (name, value),
        Force::Classes(classes) => ("class".to_owned(), classes.join(" ")),
    }
}

/// What one proof found.
#[derive(Debug, Default)]
pub struct Report {
    /// Entry × permutation pairs compared in the browser.
    pub checked: usize,
    /// Pairs whose computed style differs from the token, each with what differs.
    pub mismatches: Vec<String>,
    /// Pairs that could not be compared, each with why.
    pub uncheckable: Vec<String>,
    /// One screenshot per component: variant combinations × states × permutations.
    pub screenshots: Vec<PathBuf>,
    /// Requests a page made outside its folder (must be none).
    pub outside: Vec<String>,
}

impl Report {
    /// The summary line: `checked 812, mismatches 0, uncheckable 0`.
    pub fn summary(&self) -> String {
        format!(
            "checked {}, mismatches {}, uncheckable {}",
            self.checked,
            self.mismatches.len(),
            self.uncheckable.len()
        )
    }
}

impl Report {
    /// Asserts that every planned check ran and matched, and no page fetched anything outside
    /// its folder.
    ///
    /// # Panics
    /// Otherwise, listing every mismatch and uncheckable entry.
    pub fn assert_proven(&self) {
        assert!(
            self.outside.is_empty(),
            "requests outside the folder: {:?}",
            self.outside
        );
        assert!(
            self.mismatches.is_empty() && self.uncheckable.is_empty() && self.checked > 0,
            "{}\nmismatches:\n{}\nuncheckable:\n{}",
            self.summary(),
            self.mismatches.join("\n"),
            self.uncheckable.join("\n")
        );
    }
}

/// The proof of one example: its components, then [`Proof::run`].
pub struct Proof {
    out: PathBuf,
    project: Project,
    session: Session,
    checks: Vec<Value>,
    /// What each check is (`Button `root.background` in dark (rendered with …)`), by id.
    planned: Vec<String>,
    grids: Vec<Value>,
    uncheckable: Vec<String>,
    screenshots: Vec<PathBuf>,
    /// `<link>`s of the application's own stylesheets, before the generated one.
    base: String,
    /// The stylesheet's options: the project's `[css]`, or a markup convention of the proof's.
    options: CssOptions,
    /// Tailwind utility classes the pages use ([`Proof::utility`]): the Tailwind format's
    /// stylesheet is compiled with them.
    utilities: Vec<String>,
}

impl Debug for Proof {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Proof")
            .field("out", &self.out)
            .field("checks", &self.checks.len())
            .finish_non_exhaustive()
    }
}

impl Proof {
    /// A proof named `name` (its files go to `target/style-proof/<name>/`) of the specs and
    /// tokens of the project at `project`, with the stylesheet `uispec css` generates for it.
    ///
    /// # Panics
    /// When the project has validation errors or its stylesheet has findings other than notes.
    pub fn new(name: &str, project: &Path) -> Proof {
        let project = Project::discover(project).expect("the example's configuration");
        let session = Session::new(project.inputs(CodeScope::Project));
        let report = session.report();
        assert!(
            !report.diagnostics.has_errors(),
            "the example has validation errors"
        );
        let options = project.config.css.clone();
        let out = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../target/style-proof")
            .join(name);
        let _ = std::fs::remove_dir_all(&out);
        std::fs::create_dir_all(&out).expect("target/style-proof");
        write_stylesheet(&out, &session, &options);
        Proof {
            options,
            out,
            project,
            session,
            checks: Vec::new(),
            planned: Vec::new(),
            grids: Vec::new(),
            uncheckable: Vec::new(),
            screenshots: Vec::new(),
            base: String::new(),
            utilities: Vec::new(),
        }
    }

    /// The proof in another markup convention: the stylesheet is generated with `selectors` and
    /// `states` (`[css.selectors]`, `[css.states]`), and each rendering is marked that way
    /// before the checks: a script on the page gives each element the convention's marks of
    /// the part and variant values its data attributes name (classes, attributes, or a custom
    /// element's name for the tag), then removes the data attributes, so only the convention's
    /// selectors can style it. Screenshots are taken in the default convention only.
    ///
    /// # Panics
    /// When a convention's selector is not a simple mark (an element name, classes and
    /// attribute selectors; see [`marks`]).
    pub fn in_convention(
        self,
        selectors: Selectors,
        states: BTreeMap<String, Vec<uispec_core::selector_template::SelectorTemplate>>,
    ) -> Proof {
        self.with_css(|options| {
            options.selectors = selectors;
            options.states = states;
        })
    }

    /// The proof of the stylesheet generated with `change` made to the project's `[css]`
    /// options (`[css.tokens]`: custom property names, colour forms).
    pub fn with_css(mut self, change: impl FnOnce(&mut CssOptions)) -> Proof {
        change(&mut self.options);
        write_stylesheet(&self.out, &self.session, &self.options);
        self
    }

    /// Plans a check that the Tailwind utility classes `class` (`bg-action-primary-background`,
    /// or with a variant, `loading:bg-…`), on an element of its own with the HTML attributes
    /// `attributes` (`aria-busy="true"`), set the CSS property `property` to the value of the
    /// token at `token` (dot-joined) in every permutation: the Tailwind format puts the tokens
    /// in Tailwind's theme and the states in its variants, so its utilities use them.
    ///
    /// # Panics
    /// When the format is not Tailwind's, `class` holds more than letters, digits, `-`, `:`
    /// and spaces, or no permutation has the token.
    pub fn utility(&mut self, class: &str, attributes: &str, property: &str, token: &str) {
        assert_eq!(self.options.format, CssFormat::Tailwind, "a Tailwind proof");
        assert!(
            class
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | ':' | ' ')),
            "utility classes"
        );
        let first = class.split(' ').next().unwrap_or_default();
        self.utilities.push(class.to_owned());
        let segments: Vec<&str> = token.split('.').collect();
        for permutation in &self.session.tokens().permutations {
            let set = &permutation.set;
            let value = set
                .lookup(&segments)
                .ok()
                .and_then(|id| uispec_core::css::css_value(set, id))
                .unwrap_or_else(|| panic!("no token `{token}`"));
            let label = label(permutation);
            let theme: String = permutation
                .inputs
                .iter()
                .map(|(m, c)| format!(" {}=\"{}\"", data_attribute(m), html_attribute(c)))
                .collect();
            let page = self
                .out
                .join(format!("utility-{}-{label}.html", self.checks.len()));
            let body = format!(
                "<section id=\"u\"><div class=\"{class}\" {attributes}>{class}</div></section>"
            );
            write_page(&page, &theme, &self.base, &body, "");
            self.checks.push(json!({
                "id": self.planned.len(),
                "page": page,
                "fixtures": ["#u"],
                "part": format!(".{}", first.replace(':', "\\:")),
                "pseudoElement": null,
                "pseudo": null,
                "attribute": null,
                "classes": null,
                "declarations": [[property, value]],
            }));
            self.planned
                .push(format!("the utility `{class}` in {label}"));
        }
    }

    /// Compiles the Tailwind format's stylesheet (`ui.tailwind.css`) into `ui.css` with the
    /// Tailwind CLI, as a project does: imported after `tailwindcss`, with the utilities the
    /// pages use.
    ///
    /// # Panics
    /// When the Tailwind CLI is not installed or fails.
    fn compile_tailwind(&self) {
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        let modules = here.join("node_modules");
        let cli = modules.join(".bin/tailwindcss");
        assert!(
            cli.is_file(),
            "the Tailwind CLI is not installed: run scripts/install-test-clients"
        );
        // No automatic source detection: the pages are under target/, which Git ignores.
        let mut input = format!(
            "@import {} source(none);\n@import \"./ui.tailwind.css\";\n",
            json!(modules.join("tailwindcss/index.css"))
        );
        if !self.utilities.is_empty() {
            let _ = writeln!(
                input,
                "@source inline({});",
                json!(self.utilities.join(" "))
            );
        }
        std::fs::write(self.out.join("input.css"), input).expect("input.css");
        succeed(
            Command::new(cli)
                .args(["-i", "input.css", "-o", "ui.css"])
                .current_dir(&self.out),
            "the Tailwind CLI failed",
        );
    }

    /// Whether the proof marks renderings in a convention of its own.
    /// (in a convention of the project's own, or with a spec part marked by its own
    /// `x-selector`).
    fn converts(&self) -> bool {
        let own_part = |doc: &uispec_core::SpecDocument| {
            doc.spec
                .anatomy
                .iter()
                .any(|part| matches!(uispec_core::config::part_override(part), Some(Ok(_))))
        };
        self.options.selectors != Selectors::default() || self.session.specs().any(own_part)
    }

    /// Loads the application's own stylesheet `css` (a file) before the generated one on every
    /// page, as the application does: what a tokenMapping cannot say, such as
    /// `appearance: none` on a native checkbox, is the application's.
    ///
    /// # Panics
    /// When the file cannot be copied.
    pub fn with_stylesheet(mut self, css: &Path) -> Proof {
        let name = format!("base-{}.css", self.base.matches("<link").count());
        std::fs::copy(css, self.out.join(&name)).expect("the application's stylesheet");
        let _ = write!(self.base, "<link rel=\"stylesheet\" href=\"{name}\">");
        self
    }

    /// Plans the checks of the spec `spec`: `render` gives the component's HTML for one
    /// combination of variant values, as one or more fixtures (a part that only some
    /// renderings show, such as a spinner while loading, is looked up in the first fixture
    /// that has it).
    ///
    /// An entry is checked in the first combination that its selectors allow and in which no
    /// other entry for the same part and CSS property applies, unless the stylesheet's order
    /// makes that entry lose to this one (`uispec_core::css::decides`, docs/styles.md).
    /// An entry that is never the one deciding is uncheckable, and says so.
    ///
    /// # Panics
    /// When the project has no spec of that name.
    pub fn component(&mut self, spec: &str, render: impl Fn(&Variants) -> Vec<String>) {
        let doc = self
            .session
            .specs()
            .find(|doc| doc.spec.name == spec)
            .unwrap_or_else(|| panic!("no spec `{spec}`"));
        let axes: Vec<(String, Vec<String>)> = doc
            .spec
            .variants
            .iter()
            .map(|v| (v.name.clone(), v.values.clone()))
            .collect();
        let combos = combinations(&axes);
        let fixtures: Vec<Vec<String>> = combos
            .iter()
            .map(|combo| render(&Variants(combo.clone())))
            .collect();
        let scope = to_kebab(spec);
        let default = self
            .session
            .tokens()
            .permutations
            .iter()
            .find(|p| p.is_default);
        let defaults: Vec<(String, String)> = default.map(|p| p.inputs.clone()).unwrap_or_default();
        let mut themes: Vec<(String, String)> = Vec::new();
        for permutation in &self.session.tokens().permutations {
            let changed: Vec<&(String, String)> = permutation
                .inputs
                .iter()
                .filter(|input| !defaults.contains(input))
                .collect();
            let label = label(permutation);
            if let Some((modifier, _)) = changed
                .iter()
                .find(|(m, _)| self.project.config.css.media.contains_key(m))
            {
                self.uncheckable.push(format!(
                    "{spec} in {label}: `{modifier}` is a media query, which the proof does not emulate"
                ));
                continue;
            }
            let attributes: String = changed
                .iter()
                .map(|(m, c)| format!(" {}=\"{}\"", data_attribute(m), html_attribute(c)))
                .collect();
            themes.push((label.clone(), attributes.clone()));
            let page = self.out.join(format!("{scope}-{label}.html"));
            let mut body = String::new();
            for (c, rendered) in fixtures.iter().enumerate() {
                for (i, html) in rendered.iter().enumerate() {
                    let _ = writeln!(body, "<section id=\"f-{c}-{i}\">{html}</section>");
                }
            }
            let script = if self.converts() {
                convention_script(&self.options, &doc.spec)
            } else {
                String::new()
            };
            write_page(&page, &attributes, &self.base, &body, &script);
            let styles = mapped_styles(doc, &permutation.set);
            for entry in &styles {
                let what = format!("{spec} `{}` in {label}", entry.key);
                let Some(c) = combos
                    .iter()
                    .position(|combo| decides(entry, &styles, combo))
                else {
                    self.uncheckable.push(format!(
                        "{what}: another entry for the same property always applies too"
                    ));
                    continue;
                };
                let forced = entry
                    .state
                    .as_deref()
                    .map(|state| self.force(&doc.spec, state));
                // A state on the block is set on the root the part is inside.
                let on = match entry.state.as_deref() {
                    Some(state)
                        if to_kebab(&entry.part) != "root" && self.options.state_on_root(state) =>
                    {
                        json!(part_selector(&self.options, &doc.spec, "root"))
                    }
                    _ => Value::Null,
                };
                let (pseudo, attribute, classes) = match forced {
                    None => (Value::Null, Value::Null, Value::Null),
                    Some(Force::Pseudo(classes)) => (json!(classes), Value::Null, Value::Null),
                    Some(Force::Attribute(name, value)) => {
                        (Value::Null, json!([name, value]), Value::Null)
                    }
                    Some(Force::Classes(classes)) => (Value::Null, Value::Null, json!(classes)),
                };
                let part = part_selector(&self.options, &doc.spec, &entry.part);
                self.checks.push(json!({
                    "id": self.planned.len(),
                    "page": page,
                    "fixtures": (0..fixtures[c].len()).map(|i| format!("#f-{c}-{i}")).collect::<Vec<_>>(),
                    "part": part,
                    "pseudoElement": entry.pseudo_element,
                    "pseudo": pseudo,
                    "attribute": attribute,
                    "classes": classes,
                    "on": on,
                    "declarations": entry.declarations,
                }));
                let variants: Vec<String> =
                    combos[c].iter().map(|(a, v)| format!("{a}={v}")).collect();
                self.planned
                    .push(format!("{what} (rendered with {})", variants.join(", ")));
            }
        }
        if !self.converts() {
            let states = doc.spec.states.clone();
            self.grid(&scope, &states, &combos, &fixtures, &themes);
        }
    }

    /// How the proof puts a part in `state`: a state of the project's own (`[css.states]`) by
    /// the marks of its first selector, others as [`force`] does.
    fn force(&self, spec: &uispec_core::model::ComponentSpec, state: &str) -> Force {
        let own = self
            .options
            .states
            .contains_key(&uispec_core::naming::match_key(state));
        match state_selectors(&self.options, spec, state) {
            Some(forms) if own => {
                let marks = marks(&forms[0]);
                match (marks.classes.is_empty(), marks.attributes.first()) {
                    (false, _) => Force::Classes(marks.classes),
                    (true, Some((name, value))) => Force::Attribute(name.clone(), value.clone()),
                    (true, None) => panic!("the state `{state}` has no mark the proof can set"),
                }
            }
            _ => force(state),
        }
    }

    /// The screenshot page of one component: a row per combination of variant values, a
    /// column per state (and none) in each permutation.
    fn grid(
        &mut self,
        scope: &str,
        states: &[String],
        combos: &[BTreeMap<String, String>],
        fixtures: &[Vec<String>],
        themes: &[(String, String)],
    ) {
        let mut columns: Vec<Option<&str>> = vec![None];
        columns.extend(states.iter().map(|s| Some(s.as_str())));
        let mut body = String::from("<table><tr><th></th>");
        for (label, _) in themes {
            for state in &columns {
                let _ = write!(body, "<th>{label}<br>{}</th>", state.unwrap_or("—"));
            }
        }
        body.push_str("</tr>\n");
        for (combo, rendered) in combos.iter().zip(fixtures) {
            let name: Vec<&str> = combo.values().map(String::as_str).collect();
            let _ = write!(body, "<tr><th>{}</th>", name.join(" "));
            for (label, attributes) in themes {
                for state in &columns {
                    let (attribute, value) = state.map(shown).unwrap_or_default();
                    let _ = write!(
                        body,
                        "<td class=\"{}\"{attributes} data-show=\"{attribute}\" data-show-value=\"{value}\">{}</td>",
                        if label.contains("dark") {
                            "dark"
                        } else {
                            "light"
                        },
                        rendered.first().map_or("", String::as_str)
                    );
                }
            }
            body.push_str("</tr>\n");
        }
        body.push_str("</table>");
        let page = self.out.join(format!("{scope}-grid.html"));
        write_page(&page, "", &self.base, &body, GRID_SCRIPT);
        let png = self.out.join(format!("{scope}.png"));
        self.grids.push(json!({ "page": page, "png": png }));
        self.screenshots.push(png);
    }

    /// Runs every planned check in headless Chromium and takes the screenshots.
    ///
    /// # Panics
    /// When Chromium or playwright-core is not installed (`scripts/install-test-clients`), or
    /// the browser run fails.
    pub fn run(self) -> Report {
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        assert!(
            here.join("node_modules/playwright-core").is_dir(),
            "playwright-core is not installed: run scripts/install-test-clients"
        );
        if self.options.format == CssFormat::Tailwind {
            self.compile_tailwind();
        }
        let plan = self.out.join("plan.json");
        let text = json!({ "checks": self.checks, "grids": self.grids }).to_string();
        std::fs::write(&plan, text).expect("plan.json");
        let output = succeed(
            Command::new("node")
                .arg(here.join("check.mjs"))
                .arg(&plan)
                .current_dir(here),
            "the browser run failed (is Debian's chromium installed? scripts/install-test-clients)",
        );
        let results: Value = serde_json::from_slice(&output.stdout).expect("check.mjs's JSON");
        let mut report = Report {
            uncheckable: self.uncheckable,
            screenshots: self.screenshots,
            ..Report::default()
        };
        for url in results["outside"].as_array().into_iter().flatten() {
            report.outside.push(url.to_string());
        }
        for result in results["results"].as_array().into_iter().flatten() {
            let id = result["id"].as_u64().unwrap_or(u64::MAX) as usize;
            let what = self.planned.get(id).map_or("?", String::as_str);
            if result["missing"] == true {
                report
                    .uncheckable
                    .push(format!("{what}: no fixture renders the part"));
                continue;
            }
            report.checked += 1;
            let invalid = result["invalid"].as_array().map_or(0, Vec::len);
            let differences = result["differences"].as_array().map_or(0, Vec::len);
            if invalid + differences > 0 {
                report.mismatches.push(format!(
                    "{what}: {} {}",
                    result["invalid"], result["differences"]
                ));
            }
        }
        report
    }
}

/// The output of `command`, which must run and succeed.
///
/// # Panics
/// With `failure` and the command's stderr when it does not.
fn succeed(command: &mut Command, failure: &str) -> std::process::Output {
    let output = command
        .output()
        .unwrap_or_else(|error| panic!("{failure}: {error}"));
    assert!(
        output.status.success(),
        "{failure}:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// A permutation's name in reports and file names: its contexts joined (`light`, `dark-compact`),
/// `default` for a project without a resolver.
fn label(permutation: &uispec_core::tokens::Permutation) -> String {
    let label = permutation
        .inputs
        .iter()
        .map(|(_, context)| context.as_str())
        .collect::<Vec<_>>()
        .join("-");
    if label.is_empty() {
        "default".to_owned()
    } else {
        label
    }
}

/// Every combination of the axes' values, the first axis slowest; one empty combination for a
/// spec without variants.
fn combinations(axes: &[(String, Vec<String>)]) -> Vec<BTreeMap<String, String>> {
    let mut combos = vec![BTreeMap::new()];
    for (axis, values) in axes {
        combos = combos
            .into_iter()
            .flat_map(|combo| {
                values.iter().map(move |value| {
                    let mut combo = combo.clone();
                    combo.insert(axis.clone(), value.clone());
                    combo
                })
            })
            .collect();
    }
    combos
}

/// Sets each cell's state attribute on every part in it (a static page has no pointer).
const GRID_SCRIPT: &str = "<script>for (const cell of document.querySelectorAll('td[data-show]')) { const name = cell.dataset.show; if (!name) continue; for (const part of cell.querySelectorAll('[data-part]')) part.setAttribute(name, cell.dataset.showValue); }</script>\n<style>body { font: 12px system-ui, sans-serif; margin: 16px } td { padding: 12px; vertical-align: top; border: 1px solid #ddd } td.dark { background: #0f1115 } th { font-weight: 600; text-align: left; padding: 4px 8px }</style>";

/// Writes the stylesheet of the session's specs under `options` as `ui.css`.
///
/// # Panics
/// When it cannot be written.
fn write_stylesheet(out: &Path, session: &Session, options: &CssOptions) {
    let report = session.report();
    let sheet = session.stylesheet(&report, options);
    // Tailwind's form is compiled into ui.css by the Tailwind CLI when the proof runs.
    let name = match options.format {
        CssFormat::Tailwind => "ui.tailwind.css",
        _ => "ui.css",
    };
    std::fs::write(out.join(name), &sheet.text).expect("the stylesheet");
}

/// The marks of a compound selector the stylesheet writes for a convention
/// ([`uispec_core::selector_template::marks`]).
///
/// # Panics
/// When it is not made of marks (`:is()`, combinators): the proof cannot mark an element that
/// way.
pub fn marks(selector: &str) -> Marks {
    uispec_core::selector_template::marks(selector)
        .unwrap_or_else(|| panic!("`{selector}` is not a mark the proof can set"))
}

/// The script that marks a page's renderings of `spec` in the convention of `options`: every
/// element of the spec's scope gets its part's marks and its variant values' (on itself, or on
/// the root only), loses its `data-scope`, `data-part` and `data-<axis>`, and takes the
/// convention's element name if it has one.
fn convention_script(options: &CssOptions, spec: &uispec_core::model::ComponentSpec) -> String {
    let scope = to_kebab(&spec.name);
    let mark = |selector: &str| {
        let marks = marks(selector);
        json!({ "tag": marks.tag, "classes": marks.classes, "attributes": marks.attributes })
    };
    let mut parts = serde_json::Map::new();
    let names = spec
        .anatomy
        .iter()
        .map(|p| p.name.clone())
        .chain(
            spec.token_mapping
                .keys()
                .filter_map(|k| k.split('.').next().map(str::to_owned)),
        )
        .chain(["root".to_owned()]);
    for part in names {
        parts.insert(to_kebab(&part), mark(&part_selector(options, spec, &part)));
    }
    let mut variants = serde_json::Map::new();
    for axis in &spec.variants {
        for value in &axis.values {
            variants.insert(
                format!("{} {value}", data_attribute(&axis.name)),
                mark(&variant_selector(options, spec, &axis.name, value)),
            );
        }
    }
    let convention = json!({
        "scope": scope,
        "parts": parts,
        "variants": variants,
        "rootOnly": options.selectors.variant_on == VariantOn::Root,
    });
    format!("<script>const convention = {convention};\n{CONVENTION_SCRIPT}</script>")
}

/// Marks the page in a convention (see [`convention_script`]).
const CONVENTION_SCRIPT: &str = r#"
const apply = (element, marks) => {
  element.classList.add(...marks.classes);
  for (const [name, value] of marks.attributes) element.setAttribute(name, value);
};
const elements = [...document.querySelectorAll(`[data-scope="${convention.scope}"][data-part]`)];
// First what each element says, then the marks: with the variant on the root, a part's
// variant attributes mark the root it is in (BEM's modifier on the block).
const said = elements.map((element) => {
  const part = element.getAttribute("data-part");
  const root = part === "root" ? element : element.parentElement?.closest(`[data-scope="${convention.scope}"][data-part="root"]`);
  const variants = [...element.attributes]
    .map((attribute) => [attribute.name, convention.variants[`${attribute.name} ${attribute.value}`]])
    .filter(([, marks]) => marks);
  return { element, part, root, variants };
});
// Every data attribute goes first, then the marks: a mark may be a data attribute again (a part
// the convention leaves as it is beside one with its own `x-selector`).
for (const { element, variants } of said) {
  for (const [name] of variants) element.removeAttribute(name);
  element.removeAttribute("data-scope");
  element.removeAttribute("data-part");
}
const renamed = [];
for (const { element, part, root, variants } of said) {
  const marks = convention.parts[part];
  if (marks) apply(element, marks);
  // A component without a root part carries its variants on each part.
  for (const [, variant] of variants) apply(convention.rootOnly && root ? root : element, variant);
  if (marks?.tag) renamed.push([element, marks.tag]);
}
for (const [element, tag] of renamed) {
  const replacement = document.createElement(tag);
  for (const attribute of element.attributes) replacement.setAttribute(attribute.name, attribute.value);
  replacement.append(...element.childNodes);
  element.replaceWith(replacement);
}
"#;

fn write_page(path: &Path, root_attributes: &str, base: &str, body: &str, extra: &str) {
    let page = format!(
        "<!doctype html>\n<html lang=\"en\"{root_attributes}>\n<head><meta charset=\"utf-8\"><title>uispec style proof</title>{base}<link rel=\"stylesheet\" href=\"ui.css\"></head>\n<body>\n{body}\n{extra}\n</body>\n</html>\n"
    );
    std::fs::write(path, page).expect("a proof page");
}

fn html_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}
