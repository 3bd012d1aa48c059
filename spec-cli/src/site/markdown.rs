//! `--format markdown`: `README.md` (the index) and one `<stem>.md` per component, for a
//! repository to render (GitHub does). The same content as the site, minus previews and
//! samples. Text from specs is escaped for Markdown and HTML both: GitHub renders inline
//! HTML, so `<script>` in a description must arrive as text.

use std::fmt::Write as _;

use super::{Component, MARKER, Model, Page};

/// Every page.
pub(crate) fn pages(model: &Model<'_>) -> Vec<Page> {
    let mut pages = vec![Page {
        path: "README.md".to_owned(),
        contents: index(model),
    }];
    for c in &model.components {
        pages.push(Page {
            path: format!("{}.md", c.slug),
            contents: component(model, c),
        });
    }
    pages
}

fn header() -> String {
    format!("<!-- {MARKER}: do not edit; run it again. -->\n\n")
}

fn index(model: &Model<'_>) -> String {
    let mut out = header();
    let _ = writeln!(out, "# {} design system\n", text(&model.input.project));
    for (category, components) in model.by_category() {
        let _ = writeln!(out, "## {}\n", text(&category));
        out.push_str("| Component | Description | Complexity | Status |\n|---|---|---|---|\n");
        for c in components {
            let _ = writeln!(
                out,
                "| [{}]({}.md) | {} | {} | {} |",
                text(&c.doc.spec.name),
                c.slug,
                prose(c.doc.spec.description.as_deref().unwrap_or("")),
                c.doc.spec.complexity.as_str(),
                status(c)
            );
        }
        out.push('\n');
    }
    out
}

fn status(c: &Component<'_>) -> String {
    match (c.errors, c.warnings) {
        (0, 0) => "no problems".to_owned(),
        (e, w) => format!("{e} error(s), {w} warning(s)"),
    }
}

fn component(model: &Model<'_>, c: &Component<'_>) -> String {
    let spec = &c.doc.spec;
    let mut out = header();
    let _ = writeln!(out, "# {}\n", text(&spec.name));
    if let Some(d) = &spec.description {
        let _ = writeln!(out, "{}\n", prose(d));
    }
    let _ = writeln!(
        out,
        "{} · {} · {} · `{}`\n",
        text(spec.category.as_deref().unwrap_or("uncategorised")),
        spec.complexity.as_str(),
        status(c),
        code(c.doc.file.path())
    );
    if !spec.props.is_empty() {
        out.push_str("## Props\n\n| Name | Type | Required | Default | Description |\n|---|---|---|---|---|\n");
        for p in &spec.props {
            let _ = writeln!(
                out,
                "| `{}` | `{}` | {} | {} | {} |",
                code(&p.name),
                code(&p.ty),
                if p.required { "yes" } else { "no" },
                p.default
                    .as_ref()
                    .map(|d| format!("`{}`", code(&d.to_string())))
                    .unwrap_or_default(),
                prose(p.description.as_deref().unwrap_or(""))
            );
        }
        out.push('\n');
    }
    if !spec.variants.is_empty() {
        out.push_str("## Variants\n\n");
        for v in &spec.variants {
            let values: Vec<String> = v
                .values
                .iter()
                .map(|value| {
                    let default = spec.default_variants.get(v.name.as_str()) == Some(value);
                    format!(
                        "`{}`{}",
                        code(value),
                        if default { " (default)" } else { "" }
                    )
                })
                .collect();
            let _ = write!(out, "- `{}`: {}", code(&v.name), values.join(", "));
            if let Some(d) = &v.description {
                let _ = write!(out, " — {}", prose(d));
            }
            out.push('\n');
        }
        out.push('\n');
    }
    list(
        &mut out,
        "Slots",
        spec.slots
            .iter()
            .map(|s| (s.name.as_str(), s.description.as_deref())),
    );
    list(
        &mut out,
        "Anatomy",
        spec.anatomy
            .iter()
            .map(|a| (a.name.as_str(), a.description.as_deref())),
    );
    list(
        &mut out,
        "States",
        spec.states.iter().map(|s| (s.as_str(), None)),
    );
    list(
        &mut out,
        "Events",
        spec.events
            .iter()
            .map(|e| (e.name.as_str(), e.description.as_deref())),
    );
    if !spec.dependencies.is_empty() {
        out.push_str("## Dependencies\n\n");
        for d in &spec.dependencies {
            match model.slugs.get(d) {
                Some(slug) => {
                    let _ = writeln!(out, "- [{}]({slug}.md)", text(d));
                }
                None => {
                    let _ = writeln!(out, "- {}", text(d));
                }
            }
        }
        out.push('\n');
    }
    if let Some(a11y) = &spec.accessibility {
        out.push_str("## Accessibility\n\n");
        if let Some(role) = &a11y.role {
            let _ = writeln!(out, "Role: `{}`\n", code(role));
        }
        if !a11y.aria_attributes.is_empty() {
            let attrs: Vec<String> = a11y
                .aria_attributes
                .iter()
                .map(|a| format!("`{}`", code(a)))
                .collect();
            let _ = writeln!(out, "ARIA attributes: {}\n", attrs.join(", "));
        }
        if !a11y.keyboard_interactions.is_empty() {
            out.push_str("| Key | Action |\n|---|---|\n");
            for k in &a11y.keyboard_interactions {
                let _ = writeln!(out, "| `{}` | {} |", code(&k.key), prose(&k.description));
            }
            out.push('\n');
        }
    }
    if !spec.guidelines.is_empty() {
        out.push_str("## Guidelines\n\n");
        for g in &spec.guidelines {
            let _ = writeln!(out, "- {}", prose(g));
        }
        out.push('\n');
    }
    let m = &c.matrix;
    if !m.rows.is_empty() {
        out.push_str("## Token mapping\n\n| part.property | ");
        let columns: Vec<String> = m.columns.iter().map(|c| format!("`{}`", code(c))).collect();
        let _ = writeln!(out, "{} |", columns.join(" | "));
        let _ = writeln!(out, "|---|{}", "---|".repeat(m.columns.len()));
        for (r, row) in m.rows.iter().enumerate() {
            let _ = write!(out, "| `{}` |", code(row));
            for col in 0..m.columns.len() {
                match m.cells.get(&(r, col)) {
                    Some(cell) => {
                        let values: Vec<String> = (model.themes.iter().zip(&cell.values))
                            .enumerate()
                            .map(|(i, (t, v))| {
                                let contrast =
                                    cell.contrast(i).map_or_else(String::new, |(r, p)| {
                                        format!(" {} {r}", if p { "✓" } else { "✗" })
                                    });
                                format!(
                                    "{}: `{}`{contrast}",
                                    text(&t.label),
                                    code(v.as_deref().unwrap_or("does not resolve"))
                                )
                            })
                            .collect();
                        let _ =
                            write!(out, " `{}`<br>{} |", code(&cell.token), values.join("<br>"));
                    }
                    None => out.push_str(" |"),
                }
            }
            out.push('\n');
        }
        out.push('\n');
    }
    out.push_str("## Findings\n\n");
    if c.findings.is_empty() {
        out.push_str("uispec validate finds no problems in this spec.\n");
    } else {
        let rendered = Model::rendered(&c.findings);
        // A fence longer than any run of backticks in the text.
        let longest = rendered
            .split(|ch| ch != '`')
            .map(str::len)
            .max()
            .unwrap_or(0);
        let fence = "`".repeat(longest.max(2) + 1);
        let _ = writeln!(out, "{fence}text\n{}\n{fence}", rendered.trim_end());
    }
    out
}

/// `## Title` and a list of names with optional descriptions; nothing when empty.
fn list<'a>(
    out: &mut String,
    title: &str,
    items: impl Iterator<Item = (&'a str, Option<&'a str>)>,
) {
    let items: Vec<_> = items.collect();
    if items.is_empty() {
        return;
    }
    let _ = writeln!(out, "## {title}\n");
    for (name, description) in items {
        let _ = write!(out, "- `{}`", code(name));
        if let Some(d) = description {
            let _ = write!(out, " — {}", prose(d));
        }
        out.push('\n');
    }
    out.push('\n');
}

/// Text as Markdown shows it literally: HTML's `<`, `>`, `&` as entities and Markdown's
/// punctuation backslash-escaped (a `|` too, so it is safe in a table cell); line breaks as
/// spaces (a description is one paragraph).
fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\n' | '\r' => out.push(' '),
            '\\' | '`' | '*' | '_' | '[' | ']' | '(' | ')' | '#' | '|' | '!' | '~' => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

/// Text with its code spans kept as code spans (see [`super::prose`]), the rest as [`text`].
fn prose(s: &str) -> String {
    super::prose(s)
        .into_iter()
        .map(|(is_code, run)| {
            if is_code {
                format!("`{}`", code(run))
            } else {
                text(run)
            }
        })
        .collect()
}

/// Text inside a code span: backticks, pipes (tables) and line breaks cannot appear in one,
/// so they are replaced; HTML is inert there.
fn code(s: &str) -> String {
    s.replace('`', "ˋ")
        .replace('|', "¦")
        .replace(['\n', '\r'], " ")
}
