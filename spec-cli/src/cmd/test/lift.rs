//! The stylesheets a render brings (a provider's `<style>`, the head a library injected while
//! rendering), taken out of its HTML: the page holds each once, in its head, before the first
//! render is shown (as in an application, a library's CSS is there for all its components), and
//! the renders are sent to the page without them (a library that puts its whole CSS in every
//! render would otherwise send it with each).
//!
//! The HTML is read as a browser's tokenizer reads it, as far as finding `<style>` elements
//! needs: markup in a comment, in an attribute's value, or in an element whose content is text
//! (`<script>`, `<textarea>`, `<title>`…) is not a tag. What is not a `<style>` element is
//! left as it is.

/// The elements whose content is text up to their end tag: a `<style>` inside is text.
const TEXT_ELEMENTS: &[&str] = &[
    "script",
    "textarea",
    "title",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "plaintext",
];

/// `html` without its `<style>` elements, and the text of each, in order.
pub(super) fn lift(html: &str) -> (String, Vec<&str>) {
    let bytes = html.as_bytes();
    let mut kept = String::with_capacity(html.len());
    let mut styles = Vec::new();
    // Where the text not yet copied to `kept` starts, and where the scan is.
    let (mut copied, mut at) = (0, 0);
    while let Some(offset) = html[at..].find('<') {
        let open = at + offset;
        let rest = &html[open..];
        if rest.starts_with("<!--") {
            at = rest.find("-->").map_or(html.len(), |end| open + end + 3);
            continue;
        }
        let Some(name) = tag_name(&rest[1..]) else {
            at = open + 1;
            continue;
        };
        let end = tag_end(bytes, open + 1 + name.len());
        let name = name.to_ascii_lowercase();
        if name == "style" || TEXT_ELEMENTS.contains(&name.as_str()) {
            let (content_end, close_end) = closing(html, end, &name);
            if name == "style" {
                kept.push_str(&html[copied..open]);
                styles.push(&html[end..content_end]);
                copied = close_end;
            }
            at = close_end;
        } else {
            at = end;
        }
    }
    kept.push_str(&html[copied..]);
    (kept, styles)
}

/// The name of the start tag `after` begins with (what follows a `<`), if it is one.
fn tag_name(after: &str) -> Option<&str> {
    let length = after
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .unwrap_or(after.len());
    let name = &after[..length];
    let starts = name.starts_with(|c: char| c.is_ascii_alphabetic());
    let ended =
        after[length..].starts_with(|c: char| c.is_ascii_whitespace() || c == '>' || c == '/');
    (starts && ended).then_some(name)
}

/// Where the tag whose attributes start at `from` ends (after its `>`), quoted values skipped.
fn tag_end(bytes: &[u8], from: usize) -> usize {
    let mut quote = None;
    for (at, &byte) in bytes.iter().enumerate().skip(from) {
        match (quote, byte) {
            (None, b'"' | b'\'') => quote = Some(byte),
            (Some(q), _) if q == byte => quote = None,
            (None, b'>') => return at + 1,
            _ => {}
        }
    }
    bytes.len()
}

/// The end of the text content of the element `name` starting at `from`, and the end of its
/// end tag (`</name`, any case, up to its `>`); the end of `html` when it has none.
fn closing(html: &str, from: usize, name: &str) -> (usize, usize) {
    let bytes = html.as_bytes();
    let mut at = from;
    while let Some(offset) = html[at..].find("</") {
        let start = at + offset;
        let candidate = &bytes[start + 2..];
        let named = candidate.len() >= name.len()
            && candidate[..name.len()].eq_ignore_ascii_case(name.as_bytes())
            && (candidate.get(name.len()))
                .is_none_or(|&c| c.is_ascii_whitespace() || c == b'>' || c == b'/');
        if named {
            let end = html[start..]
                .find('>')
                .map_or(html.len(), |end| start + end + 1);
            return (start, end);
        }
        at = start + 2;
    }
    (html.len(), html.len())
}

#[cfg(test)]
mod tests {
    use super::lift;

    #[test]
    fn styles_are_taken_out_in_order_and_the_rest_is_kept() {
        let html = "<STYLE media=\"x>y\">a{}</style ><div>x</div><style>b{}</STYLE><p>y</p>";
        let (kept, styles) = lift(html);
        assert_eq!(styles, ["a{}", "b{}"]);
        assert_eq!(kept, "<div>x</div><p>y</p>");
    }

    #[test]
    fn markup_that_is_not_a_tag_is_left_alone() {
        let cases = [
            "<!-- <style>a{}</style> --><b>x</b>",
            "<div title=\"<style>a{}</style>\">x</div>",
            "<div title='<style>'>x</div>",
            "<textarea><style>a{}</style></textarea>",
            "<script type=\"text/plain\">\"<style>\"</script>",
            "a < b <stylesheet> <styles>",
            "<",
            "<div",
        ];
        for html in cases {
            let (kept, styles) = lift(html);
            assert_eq!((kept.as_str(), styles.len()), (html, 0), "{html}");
        }
    }

    #[test]
    fn a_style_without_its_end_runs_to_the_end() {
        let (kept, styles) = lift("<p>x</p><style>a{} <p>never</p>");
        assert_eq!(styles, ["a{} <p>never</p>"]);
        assert_eq!(kept, "<p>x</p>");
    }
}
