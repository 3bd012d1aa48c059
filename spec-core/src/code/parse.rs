//! Rust source → syn syntax tree, with every failure a diagnostic.
//!
//! The text is lexed by proc-macro2 first (an iterative lexer), then the token tree is checked
//! against nesting limits before syn, which parses recursively, sees it: a generated or
//! hostile file with 100,000 nested brackets must become a finding, not a stack overflow.

use std::ops::Range;
use std::str::FromStr;
use std::sync::Arc;

use proc_macro2::{Span, TokenStream, TokenTree};

use crate::diagnostics::{Diagnostic, Diagnostics, Location, SourceFile};
use crate::rules::RuleId;

/// Deepest bracket nesting accepted; real code stays far below (rustfmt gives up near 30).
pub(super) const MAX_NESTING: usize = 256;
/// Longest run of punctuation tokens accepted (`!!!!…x` nests one syntax node per token).
pub(super) const MAX_PUNCT_RUN: usize = 1024;

/// A parsed file and the way back from its spans to byte offsets of the [`SourceFile`].
pub(super) struct Parsed {
    pub(super) src: Src,
    pub(super) ast: syn::File,
}

/// Turns proc-macro2 spans into locations in one source file.
#[derive(Clone)]
pub(super) struct Src {
    pub(super) file: Arc<SourceFile>,
    /// Bytes stripped before lexing (a byte-order mark).
    base: usize,
}

impl Src {
    /// The byte range of a span in the file.
    pub(super) fn range(&self, span: Span) -> Range<usize> {
        let range = span.byte_range();
        range.start + self.base..range.end + self.base
    }

    /// A diagnostic location for a span.
    pub(super) fn location(&self, span: Span) -> Location {
        Location::new(&self.file, self.range(span))
    }

    /// The source text of a syntax node, as written (`Option<Callback<MouseEvent>>`).
    pub(super) fn text(&self, node: &impl syn::spanned::Spanned) -> String {
        let range = self.range(node.span());
        self.file
            .text()
            .get(range)
            .map(collapse_whitespace)
            .unwrap_or_default()
    }
}

/// Newlines and indentation inside a type or expression become single spaces.
fn collapse_whitespace(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, word) in text.split_whitespace().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Parses `file`; syntax errors and limit violations go to `diags`.
pub(super) fn parse(diags: &mut Diagnostics, file: &Arc<SourceFile>) -> Option<Parsed> {
    let text = file.text();
    let (base, text) = match text.strip_prefix('\u{feff}') {
        Some(rest) => ('\u{feff}'.len_utf8(), rest),
        None => (0, text),
    };
    // A `#!` line that is not an inner attribute is a shebang: blank it, keeping offsets.
    let owned;
    let text = if text.starts_with("#!") && !text.starts_with("#![") {
        let end = text.find('\n').unwrap_or(text.len());
        owned = format!("{}{}", " ".repeat(end), &text[end..]);
        owned.as_str()
    } else {
        text
    };
    let src = Src {
        file: Arc::clone(file),
        base,
    };
    let tokens = match TokenStream::from_str(text) {
        Ok(tokens) => tokens,
        Err(error) => {
            let offset = src.range(error.span()).start - base;
            diags.push(syntax_error(&src, error.span(), lex_message(text, offset)));
            return None;
        }
    };
    if let Some((span, message)) = check_limits(&tokens) {
        diags.push(
            Diagnostic::new(RuleId::CODE_SYNTAX, src.location(span), message)
                .with_label("too deep here")
                .with_help("uispec does not analyse generated code of this shape; exclude the file from `components`"),
        );
        return None;
    }
    match syn::parse2::<syn::File>(tokens) {
        Ok(ast) => Some(Parsed { src, ast }),
        Err(error) => {
            for error in error {
                diags.push(syntax_error(&src, error.span(), &error.to_string()));
            }
            None
        }
    }
}

fn syntax_error(src: &Src, span: Span, message: &str) -> Diagnostic {
    Diagnostic::new(
        RuleId::CODE_SYNTAX,
        src.location(span),
        format!("this Rust file does not parse: {message}"),
    )
    .with_label("here")
    .with_help(
        "fix the syntax (`cargo check` shows the same error); the other files are still analysed",
    )
}

/// proc-macro2's lexer says only "cannot parse string into token stream"; the character it
/// stopped at tells what went wrong.
fn lex_message(text: &str, offset: usize) -> &'static str {
    let rest = text.get(offset..).unwrap_or_default();
    match rest.chars().next() {
        Some('(' | '[' | '{') => "this delimiter is never closed",
        Some(')' | ']' | '}') => {
            "mismatched closing delimiter: an earlier bracket is not closed, or this one is extra"
        }
        Some('"') => "this string is never terminated",
        _ if rest.starts_with("/*") => "this block comment is never closed",
        _ => "a character or literal Rust does not allow",
    }
}

/// The first place where brackets nest deeper than [`MAX_NESTING`] or punctuation runs longer
/// than [`MAX_PUNCT_RUN`], walked with an explicit stack.
fn check_limits(tokens: &TokenStream) -> Option<(Span, String)> {
    let mut stack = vec![tokens.clone().into_iter()];
    let mut punct_run = 0usize;
    while let Some(top) = stack.last_mut() {
        let Some(tree) = top.next() else {
            stack.pop();
            continue;
        };
        match tree {
            TokenTree::Group(group) => {
                punct_run = 0;
                if stack.len() >= MAX_NESTING {
                    return Some((
                        group.span_open(),
                        format!("brackets nest deeper than {MAX_NESTING} levels"),
                    ));
                }
                stack.push(group.stream().into_iter());
            }
            TokenTree::Punct(punct) => {
                punct_run += 1;
                if punct_run > MAX_PUNCT_RUN {
                    return Some((
                        punct.span(),
                        format!("more than {MAX_PUNCT_RUN} operators in a row"),
                    ));
                }
            }
            _ => punct_run = 0,
        }
    }
    None
}
