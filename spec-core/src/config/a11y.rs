//! `[a11y]`: how the contrast rules judge.

use super::*;

/// The keys of `[a11y]`.
pub(super) const A11Y_KEYS: &[&str] = &["surface", "level", "contrast"];

/// `[a11y]`: how the contrast rules judge.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct A11yOptions {
    /// `surface`: the token that shows behind a component whose spec maps no background
    /// (`{color.surface.default}`), resolved in each permutation.
    pub surface: Option<String>,
    /// `level`: the WCAG conformance level the ratios are held to.
    pub level: WcagLevel,
    /// `contrast`: how contrast is measured: WCAG 2's ratio, or APCA's lightness contrast.
    pub method: ContrastMethod,
    /// Where `surface` is written, when it was read from a file's text: a contrast finding
    /// on the surface points there.
    pub surface_at: Option<SettingAt>,
}

impl A11yOptions {
    /// The path of the `surface` token (the reader accepts only one well-formed reference).
    pub fn surface_path(&self) -> Option<Vec<&str>> {
        crate::reference::parse_curly(self.surface.as_deref()?).ok()
    }
}

/// Where a setting is written (equal when at the same place of the same path).
#[derive(Debug, Clone)]
pub struct SettingAt(pub crate::diagnostics::Location);

impl PartialEq for SettingAt {
    fn eq(&self, other: &Self) -> bool {
        self.0.file.path() == other.0.file.path() && self.0.span == other.0.span
    }
}

impl Eq for SettingAt {}

/// How the contrast rules measure contrast (`[a11y] contrast`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ContrastMethod {
    /// `"wcag"`: the WCAG 2.2 ratio (1 to 21:1), held to `level`'s thresholds.
    #[default]
    Wcag,
    /// `"apca"`: the APCA lightness contrast `Lc` (APCA-W3 0.0.98G-4g), held to Lc 75 for
    /// text, 60 for large text and 45 for non-text boundaries, whatever `level` says.
    Apca,
}

/// A WCAG conformance level, for the contrast thresholds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum WcagLevel {
    /// 4.5:1 for text, 3:1 for large text (SC 1.4.3).
    #[default]
    Aa,
    /// 7:1 for text, 4.5:1 for large text (SC 1.4.6).
    Aaa,
}

/// `[a11y]`: `surface` (one token reference), `contrast` and `level`.
pub(super) fn a11y_options(origin: &str, value: &toml::Value) -> Result<A11yOptions, ConfigError> {
    let table = value.as_table().or_fail(at_value(&["a11y"]), || {
        format!("`a11y` in `{origin}` must be a table")
    })?;
    unknown_keys(origin, "a11y.", table.keys(), A11Y_KEYS)?;
    let mut options = A11yOptions::default();
    if let Some(surface) = table.get("surface") {
        let reference = surface
            .as_str()
            .filter(|s| crate::reference::parse_curly(s).is_ok())
            .or_fail(at_value(&["a11y", "surface"]), || {
                format!("`a11y.surface` in `{origin}` must be one token reference, e.g. \"{{color.surface.default}}\"")
            })?;
        options.surface = Some(reference.to_owned());
    }
    if let Some(method) = table.get("contrast") {
        options.method = match method.as_str() {
            Some("wcag") => ContrastMethod::Wcag,
            Some("apca") => ContrastMethod::Apca,
            _ => fail!(
                at_value(&["a11y", "contrast"]),
                "`a11y.contrast` in `{origin}` must be \"wcag\" or \"apca\""
            ),
        };
    }
    if let Some(level) = table.get("level") {
        options.level = match level.as_str() {
            Some("AA") => WcagLevel::Aa,
            Some("AAA") => WcagLevel::Aaa,
            _ => fail!(
                at_value(&["a11y", "level"]),
                "`a11y.level` in `{origin}` must be \"AA\" or \"AAA\""
            ),
        };
    }
    Ok(options)
}
