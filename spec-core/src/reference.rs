//! The two reference syntaxes of the Format Module: curly-brace aliases `{group.token}` (§7.1.1)
//! and JSON Pointer `$ref` strings `#/group/token/$value/…` (RFC 6901, §7.1.2). Each malformed
//! shape gets its own message. A leaf: the token engine and the tokenMapping grammar (which the
//! spec reader uses) both read references, so it belongs to neither.

/// Whether a string is meant as a curly-brace reference (it starts with `{`), even a broken one.
pub fn is_curly(text: &str) -> bool {
    text.starts_with('{')
}

/// Parses `{a.b.c}` into its segments. The whole string must be one reference: embedded
/// references (`"1px solid {color.border}"`, a Style Dictionary habit) are not DTCG.
pub fn parse_curly(text: &str) -> Result<Vec<&str>, String> {
    let Some(inner) = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')) else {
        return Err(if text.starts_with('{') && !text.contains('}') {
            "the reference is missing its closing `}`".to_owned()
        } else if text.contains('{') {
            "a reference must be the whole string: DTCG has no references embedded in text"
                .to_owned()
        } else {
            "a reference is written `{group.token}`".to_owned()
        });
    };
    if inner.is_empty() {
        return Err("the reference `{}` names no token".to_owned());
    }
    if inner.bytes().any(|b| b == b'{' || b == b'}') {
        return Err("a reference must be the whole string, one `{…}`".to_owned());
    }
    // Split by bytes: every tokenMapping value and alias goes through here, and `str::split`'s
    // searcher costs more than the loop on strings this short.
    let mut segments = Vec::with_capacity(4);
    let mut start = 0;
    for (at, byte) in inner.bytes().enumerate() {
        if byte == b'.' {
            segments.push(&inner[start..at]);
            start = at + 1;
        }
    }
    segments.push(&inner[start..]);
    for segment in &segments {
        if segment.is_empty() {
            return Err("the reference has an empty segment (`..`, or a `.` at an end)".to_owned());
        }
        if segment.starts_with(char::is_whitespace) || segment.ends_with(char::is_whitespace) {
            return Err(
                "the reference has spaces around a segment; write `{group.token}`".to_owned(),
            );
        }
    }
    if let Some(last) = segments
        .last()
        .filter(|s| matches!(**s, "$value" | "value"))
    {
        return Err(format!(
            "remove `.{last}`: a reference always stands for the token's value (write `{{{}}}`)",
            segments[..segments.len() - 1].join(".")
        ));
    }
    if let Some(bad) = segments
        .iter()
        .find(|s| s.starts_with('$') && **s != "$root")
    {
        return Err(format!(
            "`{bad}` is not a token name: names may not start with `$` (only `$root` may)"
        ));
    }
    Ok(segments)
}

/// Parses a JSON Pointer `$ref` within the document (`#/a/b/$value/components/0`) into its
/// decoded segments.
pub fn parse_pointer(text: &str) -> Result<Vec<String>, String> {
    if text.contains(['{', '}']) {
        return Err(
            "a JSON Pointer cannot contain a curly-brace reference; write `#/group/token`"
                .to_owned(),
        );
    }
    let Some(rest) = text.strip_prefix('#') else {
        return Err("a JSON Pointer starts with `#/` (references to other files are read through a resolver)".to_owned());
    };
    let Some(path) = rest.strip_prefix('/') else {
        return Err(if rest.is_empty() {
            "the JSON Pointer is empty: write `#/group/token`".to_owned()
        } else {
            "a JSON Pointer starts with `#/`".to_owned()
        });
    };
    if path.is_empty() {
        return Err("the JSON Pointer is empty: write `#/group/token`".to_owned());
    }
    path.split('/')
        .map(|segment| {
            if segment.is_empty() {
                return Err(
                    "the JSON Pointer has an empty segment (`//`, or a trailing `/`)".to_owned(),
                );
            }
            decode_segment(segment)
        })
        .collect()
}

fn decode_segment(segment: &str) -> Result<String, String> {
    let mut out = String::with_capacity(segment.len());
    let mut chars = segment.chars();
    while let Some(c) = chars.next() {
        if c == '~' {
            match chars.next() {
                Some('0') => out.push('~'),
                Some('1') => out.push('/'),
                _ => {
                    return Err(
                        "`~` in a JSON Pointer must be followed by `0` (for `~`) or `1` (for `/`)"
                            .to_owned(),
                    );
                }
            }
        } else {
            out.push(c);
        }
    }
    Ok(out)
}

/// A JSON Pointer array index: digits without a leading zero (RFC 6901 §4).
pub fn array_index(segment: &str) -> Option<usize> {
    let canonical = segment == "0"
        || (!segment.starts_with('0') && segment.bytes().all(|b| b.is_ascii_digit()));
    if canonical && !segment.is_empty() {
        segment.parse().ok()
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn curly() {
        assert_eq!(
            parse_curly("{color.base.$root}").unwrap(),
            ["color", "base", "$root"]
        );
        assert_eq!(
            parse_curly("{brand colors.primary}").unwrap(),
            ["brand colors", "primary"]
        );
        for (bad, why) in [
            ("{}", "names no token"),
            ("{a", "closing"),
            ("1px solid {a}", "whole string"),
            ("{a..b}", "empty segment"),
            ("{a.}", "empty segment"),
            ("{ a . b }", "spaces"),
            ("{a.$value}", "remove `.$value`"),
            ("{a.$type}", "may not start with `$`"),
            ("{a}{b}", "whole string"),
        ] {
            let error = parse_curly(bad).unwrap_err();
            assert!(error.contains(why), "{bad}: {error}");
        }
    }

    #[test]
    fn pointers() {
        assert_eq!(parse_pointer("#/a~1b/c~0d/0").unwrap(), ["a/b", "c~d", "0"]);
        for bad in ["a/b", "#", "#/", "#/a//b", "#/a/", "#/{a}", "#/a~2"] {
            assert!(parse_pointer(bad).is_err(), "{bad}");
        }
        assert_eq!(array_index("0"), Some(0));
        assert_eq!(array_index("12"), Some(12));
        assert_eq!(array_index("01"), None);
        assert_eq!(array_index("-1"), None);
        assert_eq!(array_index("x"), None);
    }
}
