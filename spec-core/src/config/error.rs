//! Configuration errors: what is wrong and where, in one sentence, and the place in the
//! file's text when the configuration was read from text.

use std::fmt;

/// A configuration that cannot be used: what is wrong and where, in one sentence, and the
/// place in the file's text when the configuration was read from text ([`parse_toml`](super::parse_toml)).
#[derive(Clone, PartialEq, Eq)]
pub struct ConfigError {
    /// The sentence (it names the file and the key).
    pub message: String,
    /// The byte range of the key or value the error is about, or of the TOML syntax error;
    /// `None` for an error about no one place (a file that cannot be read), or for a table
    /// that did not come from text (Cargo metadata).
    pub span: Option<std::ops::Range<usize>>,
    /// The key or value the error is about, until [`parse_toml`](super::parse_toml) finds it in the text.
    place: Option<Place>,
}

/// A key, or the value of a key, by its TOML path (`["tokens", "policy"]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Place {
    path: Vec<String>,
    key: bool,
}

/// The value of the key at `path`.
pub(super) fn at_value(path: &[&str]) -> Place {
    Place {
        path: path.iter().map(|s| (*s).to_owned()).collect(),
        key: false,
    }
}

/// The key at `path` itself (an unknown key, an unknown rule id).
pub(super) fn at_key(path: &[&str]) -> Place {
    Place {
        key: true,
        ..at_value(path)
    }
}

impl ConfigError {
    /// An error about no one place of the file.
    pub fn new(message: impl Into<String>) -> ConfigError {
        ConfigError {
            message: message.into(),
            span: None,
            place: None,
        }
    }

    pub(super) fn at(place: Place, message: String) -> ConfigError {
        ConfigError {
            place: Some(place),
            ..ConfigError::new(message)
        }
    }

    /// Finds the error's key or value in `text`, the TOML it was read from.
    pub(super) fn located(mut self, text: &str) -> ConfigError {
        let Some(place) = self.place.take() else {
            return self;
        };
        self.span = place.span_in(text);
        self
    }
}

impl ConfigError {
    /// A TOML syntax error in `text` (the file `origin`): where, what, and for a key written
    /// twice, which key and where it was first (TOML allows a key, or a `[table]`, once).
    pub fn toml(origin: &str, text: &str, error: &toml::de::Error) -> ConfigError {
        let file = crate::diagnostics::SourceFile::new(origin, text);
        let span = error.span();
        let at = span
            .as_ref()
            .map(|span| {
                let at = file.line_col(span.start);
                format!(":{}:{}", at.line, at.column)
            })
            .unwrap_or_default();
        let mut message = format!("invalid TOML in `{origin}{at}`: {}", error.message());
        if let Some(span) = &span
            && error.message().contains("duplicate key")
            && let Some(key) = text.get(span.clone())
        {
            let key = key.trim().trim_matches('"');
            let first = first_definition(text, key, span.start).map(|offset| {
                let at = file.line_col(offset);
                format!(", first at `{origin}:{}:{}`", at.line, at.column)
            });
            message = format!(
                "invalid TOML in `{origin}{at}`: the key `{key}` is written twice{}; TOML allows a key, and a `[table]`, once: move what the second says into the first",
                first.unwrap_or_default()
            );
        }
        let mut found = ConfigError::new(message);
        found.span = span;
        found
    }
}

/// Where `key` is first written before `before`: a `[key]` or `[….key]` table header, or a
/// `key =` line.
fn first_definition(text: &str, key: &str, before: usize) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if offset >= before {
            break;
        }
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let header = trimmed
            .strip_prefix('[')
            .and_then(|rest| rest.split(']').next())
            .map(|name| name.trim().trim_start_matches('['));
        let found = match header {
            Some(name) => name.rsplit('.').next().map(str::trim) == Some(key),
            None => trimmed
                .strip_prefix(key)
                .is_some_and(|rest| rest.trim_start().starts_with('=')),
        };
        if found {
            let column = if header.is_some() {
                trimmed.find(key).unwrap_or(0)
            } else {
                0
            };
            return Some(offset + indent + column);
        }
        offset += line.len();
    }
    None
}

impl Place {
    /// Where the key or value is written in `text`.
    pub(super) fn span_in(&self, text: &str) -> Option<std::ops::Range<usize>> {
        let root = toml::de::DeTable::parse(text).ok()?;
        let (last, parents) = self.path.split_last()?;
        let mut table = root.get_ref();
        for name in parents {
            table = table.get(name.as_str())?.get_ref().as_table()?;
        }
        let (key, value) = table.get_key_value(last.as_str())?;
        Some(if self.key { key.span() } else { value.span() })
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Shows the message, so that `fn main() -> Result<…>` prints something readable.
impl fmt::Debug for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ConfigError {}

/// Attaches a message to a missing value.
pub(super) trait OrFail<T> {
    fn or_fail(self, place: Place, message: impl FnOnce() -> String) -> Result<T, ConfigError>;
}

impl<T> OrFail<T> for Option<T> {
    fn or_fail(self, place: Place, message: impl FnOnce() -> String) -> Result<T, ConfigError> {
        self.ok_or_else(|| ConfigError::at(place, message()))
    }
}

#[cfg(test)]
mod tests {
    use super::ConfigError;

    #[test]
    fn a_key_written_twice_is_named_with_its_first_place() {
        let text =
            "[css]\nout = \"a.css\"\n\n[test]\nfeatures = []\n\n[css]\nformat = \"tailwind\"\n";
        let error = text.parse::<toml::Table>().unwrap_err();
        let error = ConfigError::toml("uispec.toml", text, &error);
        assert_eq!(
            error.message,
            "invalid TOML in `uispec.toml:7:2`: the key `css` is written twice, first at `uispec.toml:1:2`; TOML allows a key, and a `[table]`, once: move what the second says into the first"
        );
        let text = "specs = [\"a\"]\nlevel = \"strict\"\nspecs = [\"b\"]\n";
        let error = text.parse::<toml::Table>().unwrap_err();
        let message = ConfigError::toml("uispec.toml", text, &error).message;
        assert!(
            message.contains("the key `specs` is written twice, first at `uispec.toml:1:1`"),
            "{message}"
        );
    }
}
