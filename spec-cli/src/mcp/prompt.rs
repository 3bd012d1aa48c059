//! The `enrich-spec` prompt (seed: "adds accessibility information and guidelines — the only
//! method that involves AI"). uispec does not call a model: it hands the agent everything the
//! enrichment rests on, so the answer is grounded rather than recalled:
//!
//! 1. the current spec, embedded as a `spec://` resource;
//! 2. the WAI-ARIA APG pattern for its role or name ([`uispec_core::apg`]);
//! 3. the project's validation findings for it;
//! 4. the contract: one complete spec that keeps every existing field, adds `accessibility`
//!    and `guidelines`, and is saved through `save_spec`, which validates it.

use uispec_core::Diagnostic;
use uispec_core::apg::{PATTERNS_URL, Pattern};
use uispec_core::formats::human::{Style, render};

use super::specs::Entry;

/// The prompt's name.
pub(crate) const NAME: &str = "enrich-spec";

/// What the prompt is asked to enrich.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Focus {
    /// `accessibility`: role, ARIA attributes, keyboard interactions.
    Accessibility,
    /// `guidelines`: usage guidance.
    Guidelines,
    /// `all` (the default): both.
    All,
}

impl Focus {
    /// The `focus` argument's values.
    pub(crate) const NAMES: [&'static str; 3] = ["accessibility", "guidelines", "all"];

    /// Parses the `focus` argument (absent or empty: [`Focus::All`]).
    pub(crate) fn parse(value: Option<&str>) -> Option<Focus> {
        match value.map(str::trim).unwrap_or_default() {
            "" | "all" => Some(Focus::All),
            "accessibility" => Some(Focus::Accessibility),
            "guidelines" => Some(Focus::Guidelines),
            _ => None,
        }
    }

    fn accessibility(self) -> bool {
        self != Focus::Guidelines
    }

    fn guidelines(self) -> bool {
        self != Focus::Accessibility
    }
}

/// The prompt's text message, which follows the embedded spec.
pub(crate) fn instructions(entry: &Entry, focus: Focus, findings: &[Diagnostic]) -> String {
    let name = entry.name();
    let path = &entry.shown;
    let spec = entry.doc.as_ref().map(|doc| &doc.spec);
    let what = match focus {
        Focus::Accessibility => "its `accessibility` section",
        Focus::Guidelines => "its `guidelines`",
        Focus::All => "its `accessibility` section and its `guidelines`",
    };
    let mut text = format!(
        "Enrich the uispec component spec `{name}` (`{path}`, embedded above as `{uri}`): \
         complete {what}, grounded in the WAI-ARIA Authoring Practices below and in what the \
         spec already says about the component's props, variants, slots, anatomy, states and \
         events.\n\n",
        uri = entry.uri(),
    );

    text.push_str("## Accessibility pattern\n\n");
    match spec.and_then(Pattern::for_spec) {
        Some(pattern) => {
            text.push_str(&pattern.to_markdown());
            text.push_str(
                "\nThis is the pattern whose role or name matches the spec. If the component is \
                 really something else, say so and use the right pattern instead.\n",
            );
        }
        None => text.push_str(&format!(
            "No APG pattern matches `{name}`. Pick the closest one from {PATTERNS_URL} (or the \
             WAI-ARIA 1.2 role that fits, when the APG has no pattern), prefer the native HTML \
             element's semantics, and name the pattern you chose in a guideline.\n"
        )),
    }

    text.push_str("\n## Validation findings for this spec\n\n");
    if findings.is_empty() {
        text.push_str("None: the spec passes `uispec validate` as it is. Keep it that way.\n");
    } else {
        text.push_str(
            "Fix these while you are at it (`uispec validate` reports them):\n\n```text\n",
        );
        for finding in findings {
            text.push_str(&render(finding, Style::Plain));
            text.push_str("\n\n");
        }
        text.push_str("```\n");
    }

    text.push_str("\n## What to produce\n\nOne complete spec as a JSON object:\n\n");
    let mut rules = vec![
        "Keep every existing field and value as it is (`name`, `props`, `variants`, \
         `defaultVariants`, `slots`, `anatomy`, `tokenMapping`, `states`, `events`, \
         `dependencies`, every `x-*` key); change only what this task is about, and what the \
         findings above ask for."
            .to_owned(),
    ];
    if focus.accessibility() {
        rules.push(
            "`accessibility` is `{\"role\": string, \"ariaAttributes\": [string], \
             \"keyboardInteractions\": [{\"key\": string, \"description\": string}]}`. `role` \
             is the root element's role (the native element's implicit role when there is one). \
             `ariaAttributes` lists the attributes the pattern requires, each with when it \
             applies (`aria-pressed when toggle is true`), tied to the spec's own props and \
             states. `keyboardInteractions` has one entry per row of the keyboard table; mark \
             optional keys `(optional)` in their description. Keep existing entries that are \
             right; correct wrong ones."
                .to_owned(),
        );
    }
    if focus.guidelines() {
        rules.push(
            "`guidelines` is an array of short, imperative sentences a developer or designer \
             can check: when to use the component and when to use another one, labelling and \
             content, focus management (for a composite widget, the focus strategy: roving \
             tabindex or aria-activedescendant), and behaviour in its states. Cite the pattern's \
             address once. Keep existing guidelines that are still right."
                .to_owned(),
        );
    }
    rules.push(
        "Use only the keys of the uispec spec schema (resource `uispec://schema`); put anything \
         else under an `x-` key."
            .to_owned(),
    );
    rules.push(format!(
        "Save it with the `save_spec` tool: `path` = `{path}`, `spec` = the JSON object. \
         `save_spec` validates first and refuses a spec with errors, returning the \
         diagnostics: fix them and call it again. Its warnings are alignment findings \
         (`uispec validate` at the standard level): fix those that concern what you changed."
    ));
    for (index, rule) in rules.iter().enumerate() {
        text.push_str(&format!("{}. {rule}\n", index + 1));
    }
    text
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use uispec_core::presets::Preset;
    use uispec_core::{Diagnostics, SourceFile, read_spec};

    use super::*;

    fn entry(json: &str) -> Entry {
        let file = SourceFile::new("specs/x.json", json);
        Entry {
            path: PathBuf::from("/p/specs/x.json"),
            shown: "specs/x.json".to_owned(),
            doc: read_spec(&mut Diagnostics::new(), &file),
        }
    }

    #[test]
    fn focus_values() {
        assert_eq!(Focus::parse(None), Some(Focus::All));
        assert_eq!(Focus::parse(Some(" guidelines ")), Some(Focus::Guidelines));
        assert_eq!(Focus::parse(Some("aria")), None);
    }

    #[test]
    fn a_preset_gets_its_pattern_and_the_whole_contract() {
        let tabs = entry(Preset::find("tabs").unwrap().json);
        let text = instructions(&tabs, Focus::All, &[]);
        assert!(text.contains("`Tabs` (`specs/x.json`, embedded above as `spec://tabs`)"));
        assert!(text.contains("### Tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/)"));
        assert!(text.contains("| Left Arrow / Right Arrow |"));
        assert!(text.contains("None: the spec passes"));
        assert!(text.contains("`path` = `specs/x.json`"));
        assert!(text.contains("\"keyboardInteractions\""));
        assert!(text.contains("`guidelines` is an array"));
    }

    #[test]
    fn the_focus_narrows_the_task() {
        let button = entry(r#"{"name": "IconButton"}"#);
        let text = instructions(&button, Focus::Accessibility, &[]);
        assert!(text.contains("complete its `accessibility` section,"));
        assert!(text.contains("### Button ("));
        assert!(!text.contains("`guidelines` is an array"));
        let text = instructions(&entry(r#"{"name": "Layout"}"#), Focus::Guidelines, &[]);
        assert!(text.contains("No APG pattern matches `Layout`"));
        assert!(!text.contains("\"keyboardInteractions\""));
    }
}
