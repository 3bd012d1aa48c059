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
