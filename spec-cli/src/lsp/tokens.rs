//! What the editor shows of a token: its value in each theme (resolver permutation), its
//! colour, and where it and each alias on the way to its value are defined.

use std::path::Path;

use lsp_types::Color;

use uispec_core::css::css_value;
use uispec_core::tokens::{Deprecation, TokenSet, TokenType, Tokens};

use super::text::Locator;

/// A token reference looked up in every theme.
#[derive(Debug)]
pub(crate) struct Resolved<'t> {
    /// The dot-joined path (`color.action.primary.background`).
    pub(crate) path: String,
    pub(crate) ty: Option<TokenType>,
    /// Per theme (default first): its label and the token's value there in CSS syntax, or
    /// why it has none.
    pub(crate) values: Vec<(String, Result<String, String>)>,
    pub(crate) description: Option<&'t str>,
    pub(crate) deprecated: Option<&'t Deprecation>,
    /// The colour in the default theme, for a colour token.
    pub(crate) color: Option<Color>,
    /// The theme it was found in first (the default one when it has it).
    found_in: &'t TokenSet,
}

impl Resolved<'_> {
    /// The alias chain in the theme it was found in, the token itself first, as dot-joined
    /// paths (only hover shows it: it is not worked out for every completion item).
    pub(crate) fn chain(&self) -> Vec<String> {
        let segments: Vec<&str> = self.path.split('.').collect();
        (self.found_in.resolve(&segments).unwrap_or_default().iter())
            .map(|id| self.found_in.path(*id).join("."))
            .collect()
    }
}

/// The token sets with their labels ([`Permutation::label`](uispec_core::tokens::Permutation::label)),
/// the default one first.
pub(crate) fn themes(tokens: &Tokens) -> Vec<(String, &TokenSet)> {
    let mut themes: Vec<(String, &TokenSet)> = tokens
        .permutations
        .iter()
        .map(|p| (p.label(), &p.set))
        .collect();
    if let Some(default) = tokens.permutations.iter().position(|p| p.is_default) {
        let first = themes.remove(default);
        themes.insert(0, first);
    }
    themes
}

/// The path segments of a `{a.b.c}` reference (`reference::parse_curly`), or of a dot-joined
/// path (what the editor's targets hold).
pub(crate) fn segments(reference: &str) -> Vec<&str> {
    let reference = reference.trim();
    uispec_core::reference::parse_curly(reference)
        .unwrap_or_else(|_| reference.split('.').collect())
}

/// `reference` in every theme of `themes` (what [`themes`] gives, worked out once by a caller
/// that resolves many references); `None` when no theme has it. A theme without it says why,
/// with no "did you mean" (searching for one in every theme made completion slow).
pub(crate) fn resolve<'t>(
    themes: &[(String, &'t TokenSet)],
    reference: &str,
) -> Option<Resolved<'t>> {
    let segments = segments(reference);
    let (found_in, id) = themes
        .iter()
        .find_map(|(_, set)| Some((*set, set.lookup_unsuggested(&segments).ok()?)))?;
    let node = found_in.node(id);
    let values = themes
        .iter()
        .map(|(label, set)| {
            let value = match set.lookup_unsuggested(&segments) {
                Ok(id) => css_value(set, id).ok_or_else(|| "no CSS value".to_owned()),
                Err(error) => Err(error.message),
            };
            (label.clone(), value)
        })
        .collect();
    Some(Resolved {
        path: segments.join("."),
        ty: found_in.token_type(id),
        values,
        description: node.description(),
        deprecated: found_in.deprecation(id),
        color: found_in.color(id).map(swatch),
        found_in,
    })
}

/// Where `reference` and each alias on its way to a value are defined, in every theme (a
/// dark theme may alias another primitive), without repeats.
pub(crate) fn definitions(
    root: &Path,
    tokens: &Tokens,
    reference: &str,
) -> Vec<lsp_types::Location> {
    let segments = segments(reference);
    let mut found: Vec<lsp_types::Location> = Vec::new();
    let mut locator = Locator::new(root);
    for (_, set) in themes(tokens) {
        let Ok(chain) = set.resolve(&segments) else {
            continue;
        };
        for id in chain {
            let Some(location) = locator.location(&set.location(id)) else {
                continue;
            };
            if !found.contains(&location) {
                found.push(location);
            }
        }
    }
    found
}

/// A colour as the editor shows it.
pub(crate) fn swatch(c: uispec_core::color::Rgba) -> Color {
    let unit = |v: f64| v.clamp(0.0, 1.0) as f32;
    Color {
        red: unit(c.r),
        green: unit(c.g),
        blue: unit(c.b),
        alpha: unit(c.a),
    }
}

/// `#rrggbb` (or `#rrggbbaa` when not opaque) of a colour.
pub(crate) fn to_hex(color: &Color) -> String {
    let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    let mut hex = format!(
        "#{:02x}{:02x}{:02x}",
        byte(color.red),
        byte(color.green),
        byte(color.blue)
    );
    if byte(color.alpha) != 255 {
        hex.push_str(&format!("{:02x}", byte(color.alpha)));
    }
    hex
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_from_every_form() {
        let color = |v: &serde_json::Value| uispec_core::color::Rgba::from_value(v).map(swatch);
        let srgb =
            serde_json::json!({"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5});
        assert_eq!(to_hex(&color(&srgb).unwrap()), "#ff800080");
        // The contrast rules' reading: an oklch token has its swatch (it had none before).
        let oklch =
            serde_json::json!({"colorSpace": "oklch", "components": [0.628, 0.2577, 29.23]});
        assert_eq!(to_hex(&color(&oklch).unwrap()), "#ff0000");
        let unknown =
            serde_json::json!({"colorSpace": "cmyk", "components": [0, 0, 0], "hex": "#336699"});
        assert_eq!(to_hex(&color(&unknown).unwrap()), "#336699");
        assert_eq!(
            to_hex(&color(&serde_json::json!("#abc")).unwrap()),
            "#aabbcc"
        );
        assert_eq!(color(&serde_json::json!("#abcde")), None);
        assert_eq!(color(&serde_json::json!("red")), None);
        assert_eq!(
            color(&serde_json::json!({"colorSpace": "cmyk", "components": [1, 2, 3]})),
            None
        );
    }
}
