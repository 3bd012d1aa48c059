//! Document colours: every tokenMapping value of a spec that resolves to a colour, and every
//! colour token's `$value` in a token file (an alias shows the colour it resolves to), in the
//! default theme. Picking a colour rewrites a token's own value, in the form it was written
//! in; a reference has no colour of its own to rewrite.

use std::path::Path;

use lsp_types::{Color, ColorInformation, ColorPresentation, TextEdit};

use uispec_core::loader::display;
use uispec_core::reader::{SourceMap, push_pointer};

use super::text::LineIndex;
use super::tokens::{resolve, swatch, themes, to_hex};
use super::world::{Kind, World};

pub(crate) fn document_colors(world: &World, path: &Path) -> Vec<ColorInformation> {
    let (Some(session), Some(doc)) = (&world.session, world.doc(path)) else {
        return Vec::new();
    };
    if !world.is_current(path) {
        return Vec::new();
    }
    let text = doc.text.as_str();
    let index = LineIndex::new(text);
    let tokens = session.tokens();
    let mut found = Vec::new();
    match world.kind(path) {
        Kind::Spec => {
            let Some(spec) = world.spec(path) else {
                return found;
            };
            let themes = themes(tokens);
            for (key, value) in spec.spec.token_mapping.iter() {
                let Some(color) = resolve(&themes, value).and_then(|r| r.color) else {
                    continue;
                };
                if let Some(span) = spec.spans().get(&push_pointer("/tokenMapping", key)) {
                    found.push(ColorInformation {
                        range: index.range(&span.value),
                        color,
                    });
                }
            }
        }
        Kind::Tokens => {
            let Some((_, set)) = themes(tokens).into_iter().next() else {
                return found;
            };
            let shown = display(&world.root, path);
            let spans = SourceMap::build(text);
            for id in set.tokens() {
                let node = set.node(id);
                if set.files().get(node.file).map(|f| f.path()) != Some(shown.as_str()) {
                    continue;
                }
                let Some(color) = set.color(id).map(swatch) else {
                    continue;
                };
                let pointer = set.path(id).iter().fold(String::new(), |pointer, segment| {
                    push_pointer(&pointer, segment)
                });
                if let Some(span) = spans.get(&push_pointer(&pointer, "$value")) {
                    found.push(ColorInformation {
                        range: index.range(&span.value),
                        color,
                    });
                }
            }
        }
        _ => {}
    }
    found
}

/// How a picked colour is written over `range`: a hex string over a string, an sRGB object
/// over an object; nothing over a reference or outside a token file.
pub(crate) fn presentations(
    world: &World,
    path: &Path,
    color: Color,
    range: lsp_types::Range,
) -> Vec<ColorPresentation> {
    let Some(doc) = world.doc(path) else {
        return Vec::new();
    };
    if world.kind(path) != Kind::Tokens {
        return Vec::new();
    }
    let text = doc.text.as_str();
    let written = text.get(LineIndex::new(text).span(range)).unwrap_or("");
    let hex = to_hex(&color);
    let new_text = if written.starts_with("\"{") {
        return Vec::new();
    } else if written.starts_with('"') {
        format!("\"{hex}\"")
    } else {
        let round = |v: f32| (f64::from(v) * 10_000.0).round() / 10_000.0;
        let mut object = serde_json::json!({
            "colorSpace": "srgb",
            "components": [round(color.red), round(color.green), round(color.blue)],
        });
        if color.alpha < 1.0 {
            object["alpha"] = serde_json::json!(round(color.alpha));
        }
        object["hex"] = serde_json::json!(&hex[..7]);
        object.to_string()
    };
    vec![ColorPresentation {
        label: hex,
        text_edit: Some(TextEdit::new(range, new_text)),
        additional_text_edits: None,
    }]
}
