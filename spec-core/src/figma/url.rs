//! Figma links as users paste them: `/file/`, `/design/`, `/proto/`, branch
//! links, `node-id` as `1-2`, `1%3A2` or `1:2`, instance ids (`I1-2%3B3-4`), no node id, and
//! bare file keys. FigJam, Slides, Make and community links are explained, not guessed at.

use std::fmt;

/// What a link points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRef {
    /// The key to call the API with: the branch key for a branch link.
    pub file_key: String,
    /// The node, in the API's form (`1:2`, `I5666:180910;1:10515`); `None` for a whole file.
    pub node_id: Option<String>,
    /// The main file's key when the link is to a branch.
    pub main_key: Option<String>,
}

/// Why a link is not one uispec can import from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UrlError {
    /// What is wrong.
    pub message: String,
    /// How to get a link that works.
    pub help: String,
}

impl fmt::Display for UrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for UrlError {}

fn error(message: impl Into<String>, help: impl Into<String>) -> UrlError {
    UrlError {
        message: message.into(),
        help: help.into(),
    }
}

const COPY_LINK: &str = "in Figma, select the component set and choose \"Copy link to selection\"";

/// Parses a Figma link or a bare file key.
///
/// ```
/// use uispec_core::figma::url::parse;
///
/// let link = parse("https://www.figma.com/design/AbC123/Kit?node-id=1-39&t=x").unwrap();
/// assert_eq!(link.file_key, "AbC123");
/// assert_eq!(link.node_id.as_deref(), Some("1:39"));
/// let branch = parse("figma.com/design/MAIN/branch/BRANCH/Kit?node-id=I5-6%3B7-8").unwrap();
/// assert_eq!((branch.file_key.as_str(), branch.node_id.as_deref()), ("BRANCH", Some("I5:6;7:8")));
/// assert!(parse("https://www.figma.com/board/AbC123/Ideas").is_err());
/// ```
pub fn parse(input: &str) -> Result<FileRef, UrlError> {
    let input = input.trim();
    if is_bare_key(input) {
        return Ok(FileRef {
            file_key: input.to_owned(),
            node_id: None,
            main_key: None,
        });
    }
    let rest = input
        .strip_prefix("https://")
        .or_else(|| input.strip_prefix("http://"))
        .unwrap_or(input);
    let (host_and_path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let query = query.split('#').next().unwrap_or_default();
    let (host, path) = host_and_path.split_once('/').unwrap_or((host_and_path, ""));
    let host = host.to_ascii_lowercase();
    if host != "figma.com" && !host.ends_with(".figma.com") {
        return Err(error(
            format!("`{input}` is not a Figma link"),
            format!("paste a link to a Figma design file ({COPY_LINK}), or its file key"),
        ));
    }
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let (kind, key) = match segments.as_slice() {
        [kind, key, ..] => (*kind, *key),
        _ => {
            return Err(error(
                format!("`{input}` does not name a Figma file"),
                COPY_LINK.to_owned(),
            ));
        }
    };
    match kind {
        "file" | "design" | "proto" => {}
        "board" | "slides" | "make" | "deck" | "site" => {
            let editor = match kind {
                "board" => "FigJam board",
                "slides" | "deck" => "Figma Slides deck",
                "make" => "Figma Make file",
                _ => "Figma Sites file",
            };
            return Err(error(
                format!("`{input}` is a {editor}, not a design file"),
                format!("components live in Figma design files: {COPY_LINK} in the design file"),
            ));
        }
        "community" => {
            return Err(error(
                format!(
                    "`{input}` is a Community page; its number is not a file key the API accepts"
                ),
                "open the file in Figma (\"Open in Figma\" makes a copy in your drafts), then copy the link of the component set in that copy",
            ));
        }
        _ => {
            return Err(error(
                format!("`{input}` is not a link to a Figma design file"),
                COPY_LINK.to_owned(),
            ));
        }
    }
    if !is_file_key(key) {
        return Err(error(
            format!("`{key}` is not a Figma file key"),
            COPY_LINK.to_owned(),
        ));
    }
    let (file_key, main_key) = match segments.get(2..4) {
        Some(["branch", branch]) if is_file_key(branch) => {
            ((*branch).to_owned(), Some(key.to_owned()))
        }
        _ => (key.to_owned(), None),
    };
    let node_id = query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(name, _)| *name == "node-id")
        .map(|(_, value)| node_id(value))
        .transpose()?
        .filter(|id| !id.is_empty());
    Ok(FileRef {
        file_key,
        node_id,
        main_key,
    })
}

/// A `node-id` query value in the API's form: percent-decoded, every `-` made a `:` (node ids
/// never contain `-`; replacing only the first breaks instance ids).
fn node_id(value: &str) -> Result<String, UrlError> {
    let decoded = percent_decode(value).replace('-', ":");
    if decoded.is_empty() || is_node_id(&decoded) {
        Ok(decoded)
    } else {
        Err(error(
            format!("`{value}` is not a Figma node id"),
            format!("node ids look like `1-39` or `1:39`; {COPY_LINK}"),
        ))
    }
}

/// `1:2`, `I1:2;3:4` (an instance's layer).
pub fn is_node_id(id: &str) -> bool {
    let id = id.strip_prefix('I').unwrap_or(id);
    !id.is_empty()
        && id.split(';').all(|pair| {
            pair.split_once(':').is_some_and(|(a, b)| {
                !a.is_empty()
                    && !b.is_empty()
                    && a.bytes().all(|c| c.is_ascii_digit())
                    && b.bytes().all(|c| c.is_ascii_digit())
            })
        })
}

/// File keys are alphanumeric; the ones seen are 22 characters, tests use shorter made-up ones.
/// Keys and node ids end up in request paths, so nothing else is ever accepted for them.
pub fn is_file_key(text: &str) -> bool {
    (1..=128).contains(&text.len()) && text.bytes().all(|c| c.is_ascii_alphanumeric())
}

/// A key typed on its own: long enough and with a digit, so that a component name
/// (`button`) is not taken for one.
fn is_bare_key(text: &str) -> bool {
    is_file_key(text) && text.len() >= 6 && text.bytes().any(|c| c.is_ascii_digit())
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h).unwrap_or(0) * 16 + hex(l).unwrap_or(0)) as u8);
                i += 3;
            }
            (b'+', _, _) => {
                out.push(b' ');
                i += 1;
            }
            (byte, _, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(input: &str) -> (String, Option<String>) {
        let link = parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        (link.file_key, link.node_id)
    }

    #[test]
    fn every_form_users_paste() {
        let want = |key: &str, node: Option<&str>| (key.to_owned(), node.map(str::to_owned));
        for (input, key, node) in [
            (
                "https://www.figma.com/file/1234abcd/Test-File?node-id=1%3A39",
                "1234abcd",
                Some("1:39"),
            ),
            (
                "https://www.figma.com/design/2MQ759R5kJtzQn4qSHuqR7/Kit?node-id=1-2&t=abc&m=dev",
                "2MQ759R5kJtzQn4qSHuqR7",
                Some("1:2"),
            ),
            ("https://figma.com/design/1234abcd", "1234abcd", None),
            (
                "http://figma.com/file/1234abcd/?node-id=25270-7765",
                "1234abcd",
                Some("25270:7765"),
            ),
            (
                "figma.com/design/1234abcd/Kit?node-id=1:2",
                "1234abcd",
                Some("1:2"),
            ),
            (
                "https://www.figma.com/proto/1234abcd/Kit?node-id=1-2&starting-point-node-id=1%3A2&scaling=min-zoom",
                "1234abcd",
                Some("1:2"),
            ),
            (
                "https://www.figma.com/design/1234abcd/branch/b5678efg/Kit?node-id=1-2",
                "b5678efg",
                Some("1:2"),
            ),
            (
                "https://www.figma.com/design/1234abcd/Kit?node-id=I1-2%3B3-4",
                "1234abcd",
                Some("I1:2;3:4"),
            ),
            ("  2MQ759R5kJtzQn4qSHuqR7 ", "2MQ759R5kJtzQn4qSHuqR7", None),
            (
                "https://www.figma.com/design/1234abcd/Kit?node-id=",
                "1234abcd",
                None,
            ),
        ] {
            assert_eq!(ok(input), want(key, node), "{input}");
        }
        let branch = parse("https://www.figma.com/design/1234abcd/branch/b5678efg/Kit").unwrap();
        assert_eq!(branch.main_key.as_deref(), Some("1234abcd"));
    }

    #[test]
    fn other_links_are_explained() {
        for (input, says) in [
            ("https://www.figma.com/board/1234abcd/Ideas", "FigJam board"),
            ("https://www.figma.com/slides/1234abcd/Deck", "Slides deck"),
            ("https://www.figma.com/make/1234abcd/App", "Make file"),
            (
                "https://www.figma.com/community/file/946837271092540314/kit",
                "Community page",
            ),
            ("https://example.com/design/1234abcd", "not a Figma link"),
            (
                "https://www.figma.com/design/1234abcd/Kit?node-id=abc",
                "not a Figma node id",
            ),
            ("https://www.figma.com/", "does not name a Figma file"),
            ("button", "not a Figma link"),
        ] {
            let error = parse(input).unwrap_err();
            assert!(error.message.contains(says), "{input}: {}", error.message);
            assert!(!error.help.is_empty());
        }
    }
}
