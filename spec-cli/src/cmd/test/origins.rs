//! Which stylesheet rule gives a changed render what no token explains: asked of the page
//! (the observer's `origins`: each matching rule taken out in turn, the browser's cascade
//! judging) only for the renders that changed, and found in its file (`visual::rule_at`).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use serde_json::{Value, json};
use uispec_core::checks::visual::{Entry, Origin, rule_at};
use uispec_core::css::INHERITED;
use uispec_core::project::Project;
use uispec_core::{Location, SourceFile, SpecDocument};

use crate::browser::Page;

/// A page to ask, and the project's stylesheets as the page holds them.
pub(super) struct Rules<'a> {
    page: Option<&'a mut Page>,
    project: &'a Project,
    /// `[test] stylesheets`, in the page's order (its `data-uispec-sheet` numbers).
    sheets: Vec<PathBuf>,
    /// Each sheet's text once read (`None`: it could not be).
    read: BTreeMap<usize, Option<Arc<SourceFile>>>,
}

impl<'a> Rules<'a> {
    /// Asks `page` (none: every answer is `None`) about `project`'s renders.
    pub(super) fn new(page: Option<&'a mut Page>, project: &'a Project) -> Rules<'a> {
        let sheets = super::page::stylesheets(&project.root, &project.config.test.stylesheets)
            .unwrap_or_default();
        Rules {
            page,
            project,
            sheets,
            read: BTreeMap::new(),
        }
    }

    /// The rule that gives each of `asked` (`(part, property)`) of `now`, the entry of the
    /// render `html` of `doc` in the theme `attributes` selects, its value; `None` where no one
    /// rule does, where the page now shows another value than the run saw (a state the run
    /// forced), and for all when the page cannot be asked.
    pub(super) fn ask(
        &mut self,
        (doc, html, attributes): (&SpecDocument, &str, &Value),
        now: &Entry,
        asked: &[(String, String)],
    ) -> Vec<Option<Origin>> {
        let answer = self.page.as_deref_mut().and_then(|page| {
            let (kept, _) = super::lift::lift(html);
            let selectors =
                uispec_core::checks::request(doc, &[], &self.project.config.css)["parts"].clone();
            let mut by_part: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
            for (part, property) in asked {
                by_part.entry(part).or_default().push(property);
            }
            let expression = format!(
                "(__uispec.show({}, {attributes}), __uispec.origins({selectors}, {}, {}))",
                json!(kept),
                json!(by_part),
                json!(INHERITED)
            );
            page.evaluate(&expression).ok()
        });
        let Some(answer) = answer else {
            return vec![None; asked.len()];
        };
        (asked.iter())
            .map(|(part, property)| {
                let found = &answer[part][property];
                let value = found["value"].as_str()?;
                let seen = (now.styles.get(part)).and_then(|styles| styles.get(property));
                if seen.is_some_and(|seen| seen != value) {
                    return None;
                }
                self.origin(found)
            })
            .collect()
    }

    /// The rule the page `found`, said and placed.
    fn origin(&mut self, found: &Value) -> Option<Origin> {
        let selector = found["selector"].as_str()?;
        let nth = usize::try_from(found["nth"].as_u64()?).ok()?;
        let inherited = match found["inherited"] == json!(true) {
            true => ", inherited",
            false => "",
        };
        let (rule, location) = match found["sheet"].as_str() {
            // uispec's page around the renders: no rule of the project's.
            Some("page") => return None,
            Some("generated") => (
                format!("the rule `{selector}` of uispec's stylesheet{inherited}"),
                None,
            ),
            Some(number) => {
                let at: usize = number.parse().ok()?;
                let file = self.file(at)?;
                let location =
                    rule_at(file.text(), selector, nth).map(|span| Location::new(&file, span));
                (
                    format!("the rule `{selector}` in `{}`{inherited}", file.path()),
                    location,
                )
            }
            None => (
                format!("the rule `{selector}` of a stylesheet the render brings{inherited}"),
                None,
            ),
        };
        Some(Origin {
            rule,
            declaration: found["declaration"].as_str()?.to_owned(),
            location,
        })
    }

    /// The sheet numbered `at`, read once (bounded, inside the project, as the page was made).
    fn file(&mut self, at: usize) -> Option<Arc<SourceFile>> {
        let (root, sheets) = (&self.project.root, &self.sheets);
        self.read
            .entry(at)
            .or_insert_with(|| {
                let path = sheets.get(at)?;
                let text = uispec_core::confine::read_text(path).ok()?;
                let shown = path.strip_prefix(root).unwrap_or(path);
                Some(SourceFile::new(
                    shown.to_string_lossy().replace('\\', "/"),
                    text,
                ))
            })
            .clone()
    }
}
