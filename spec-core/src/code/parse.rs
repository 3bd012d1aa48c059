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
/// Most tokens an expression, type or pattern may nest through, counted as [`check_limits`]
/// does. Measured on the 2,700 Rust files of this machine's crates.io cache (syn, tokio,
/// serde, jsonschema, leptos…): half stay under 40, 99.9 % under 520, the deepest (a parser in
/// jsonschema) reaches 542. At 8,192 the deepest constructs measured (`return` chains) used
/// 55 MB of stack in a release build, well inside the parse threads' (`PARSE_STACK_BYTES`);
/// the limit is lower because syn keeps `become` as verbatim tokens, copying the rest of the
/// expression at each level: 8,170 of them took 2.1 s.
pub(super) const MAX_SYNTAX_DEPTH: usize = 4096;

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
    /// Where each line of the lexed text starts, when the text is ASCII: a span's line and
    /// column then give its bytes directly. proc-macro2's `byte_range` counts characters from
    /// the nearest offset it computed before, which cost thousands of instructions a span.
    lines: Option<Arc<[usize]>>,
}

impl Src {
    /// The byte range of a span in the file.
    pub(super) fn range(&self, span: Span) -> Range<usize> {
        let range = match &self.lines {
            Some(lines) => {
                let offset = |at: proc_macro2::LineColumn| {
                    lines
                        .get(at.line.wrapping_sub(1))
                        .map(|start| start + at.column)
                };
                match (offset(span.start()), offset(span.end())) {
                    (Some(start), Some(end)) => start..end,
                    _ => span.byte_range(),
                }
            }
            None => span.byte_range(),
        };
        range.start + self.base..range.end + self.base
    }

    /// A diagnostic location for a span.
    pub(super) fn location(&self, span: Span) -> Location {
        Location::new(&self.file, self.range(span))
    }

    /// The source text of a syntax node, as written (`Option<Callback<MouseEvent>>`).
    pub(super) fn text(&self, node: &impl syn::spanned::Spanned) -> String {
        self.text_at(self.range(node.span()))
    }

    /// [`Src::text`] of a type. A node's span is found by turning it into tokens; the span of
    /// a path or a reference (nearly every prop's type) is read from its first and last tokens.
    pub(super) fn type_text(&self, ty: &syn::Type) -> String {
        match ends(ty) {
            Some((first, last)) => self.text_at(self.range(first).start..self.range(last).end),
            None => self.text(ty),
        }
    }

    fn text_at(&self, range: Range<usize>) -> String {
        self.file
            .text()
            .get(range)
            .map(collapse_whitespace)
            .unwrap_or_default()
    }
}

/// The spans of the first and last tokens of a path type (`a::B<C>`, `Fn(A) -> B`) or of a
/// reference to one; `None` for other types.
fn ends(ty: &syn::Type) -> Option<(Span, Span)> {
    match ty {
        syn::Type::Reference(reference) => {
            let (_, last) = ends(&reference.elem)?;
            Some((reference.and_token.span, last))
        }
        syn::Type::Path(path) if path.qself.is_none() => {
            let segments = &path.path.segments;
            let first = match &path.path.leading_colon {
                Some(colons) => colons.spans[0],
                None => segments.first()?.ident.span(),
            };
            let segment = segments.last()?;
            let last = match &segment.arguments {
                syn::PathArguments::None => segment.ident.span(),
                syn::PathArguments::AngleBracketed(arguments) => arguments.gt_token.span,
                syn::PathArguments::Parenthesized(arguments) => match &arguments.output {
                    syn::ReturnType::Type(_, output) => ends(output)?.1,
                    syn::ReturnType::Default => arguments.paren_token.span.close(),
                },
            };
            Some((first, last))
        }
        _ => None,
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
    let lines = text.is_ascii().then(|| {
        std::iter::once(0)
            .chain(text.match_indices('\n').map(|(at, _)| at + 1))
            .collect()
    });
    let src = Src {
        file: Arc::clone(file),
        base,
        lines,
    };
    let tokens = match TokenStream::from_str(text) {
        Ok(tokens) => tokens,
        Err(error) => {
            let offset = src.range(error.span()).start - base;
            diags.push(syntax_error(&src, error.span(), lex_message(text, offset)));
            return None;
        }
    };
    if let Some((span, message)) = (!within_limits(text))
        .then(|| check_limits(&tokens))
        .flatten()
    {
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

/// The first place where brackets nest deeper than [`MAX_NESTING`], punctuation runs longer
/// than [`MAX_PUNCT_RUN`], or the syntax may nest deeper than [`MAX_SYNTAX_DEPTH`], walked
/// with an explicit stack.
///
/// How deep syn's tree can get is bounded by tokens, not by brackets: `return return … 1`,
/// `&&&&x`, `Fn() -> impl Fn() -> …` and a long `a && b && …` (a left-deep tree that syn builds,
/// and drops, recursively) nest one node per token or two, with no bracket at all. Every node
/// needs a token of its own, so the tokens since the last boundary of each enclosing group,
/// summed along the path, bound the depth of the node being read. A boundary is a `;` or `,`,
/// or a `{…}` followed by what starts an item (`pub`, `fn`, `impl`, `#`…): where an item ends,
/// or else a syntax error at which syn stops. Macro bodies do not count: syn keeps them as
/// tokens, and uispec reads them token by token.
fn check_limits(tokens: &TokenStream) -> Option<(Span, String)> {
    struct Level {
        trees: proc_macro2::token_stream::IntoIter,
        /// Token trees since the last boundary of this group.
        run: usize,
        /// Whether this group is syntax syn parses (not a macro body).
        counts: bool,
        /// Whether the last token tree of this group was a `{…}`.
        after_brace: bool,
    }
    let mut stack = vec![Level {
        trees: tokens.clone().into_iter(),
        run: 0,
        counts: true,
        after_brace: false,
    }];
    // The sum of `run` over the stack.
    let mut depth = 0usize;
    let mut punct_run = 0usize;
    // Whether the last token was `!` (so a group now is a macro's body).
    let mut after_bang = false;
    while let Some(top) = stack.last_mut() {
        let Some(tree) = top.trees.next() else {
            depth -= top.run;
            stack.pop();
            after_bang = false;
            continue;
        };
        let counts = top.counts;
        let separator = match &tree {
            TokenTree::Punct(p) => {
                matches!(p.as_char(), ';' | ',') || (top.after_brace && p.as_char() == '#')
            }
            TokenTree::Ident(ident) => top.after_brace && starts_item(ident),
            _ => false,
        };
        top.after_brace =
            matches!(&tree, TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::Brace);
        if separator {
            depth -= top.run;
            top.run = 0;
        } else if counts {
            top.run += 1;
            depth += 1;
            if depth > MAX_SYNTAX_DEPTH {
                return Some((
                    tree.span(),
                    format!(
                        "an expression or type nests deeper than {MAX_SYNTAX_DEPTH} tokens without a `;` or `,`"
                    ),
                ));
            }
        }
        match tree {
            TokenTree::Group(group) => {
                punct_run = 0;
                if stack.len() >= MAX_NESTING {
                    return Some((
                        group.span_open(),
                        format!("brackets nest deeper than {MAX_NESTING} levels"),
                    ));
                }
                stack.push(Level {
                    trees: group.stream().into_iter(),
                    run: 0,
                    counts: counts && !after_bang,
                    after_brace: false,
                });
                after_bang = false;
            }
            TokenTree::Punct(punct) => {
                after_bang = punct.as_char() == '!';
                punct_run += 1;
                if punct_run > MAX_PUNCT_RUN {
                    return Some((
                        punct.span(),
                        format!("more than {MAX_PUNCT_RUN} operators in a row"),
                    ));
                }
            }
            _ => {
                after_bang = false;
                punct_run = 0;
            }
        }
    }
    None
}

/// Whether `text` is too small to break any limit [`check_limits`] holds, so that the walk
/// (which copies every token) is not needed: a token takes at least one byte of the text,
/// except a doc comment, which gives five token trees from three bytes (`///` is
/// `#[doc = "…"]`) and a bracket level with no bracket written. So the tokens are fewer than
/// twice the bytes, a run of punctuation tokens is no longer than the text's ASCII punctuation,
/// and brackets nest no deeper than one more than the opening brackets written.
fn within_limits(text: &str) -> bool {
    if text.len() * 2 > MAX_SYNTAX_DEPTH {
        return false;
    }
    let (mut punctuation, mut opening) = (0, 0);
    for byte in text.bytes().filter(u8::is_ascii_punctuation) {
        punctuation += 1;
        opening += usize::from(matches!(byte, b'(' | b'[' | b'{'));
    }
    punctuation <= MAX_PUNCT_RUN && opening + 2 < MAX_NESTING
}

/// Whether `ident` starts an item, which ends whatever came before it at its level.
fn starts_item(ident: &proc_macro2::Ident) -> bool {
    const ITEM_STARTS: &[&str] = &[
        "pub",
        "fn",
        "struct",
        "enum",
        "union",
        "mod",
        "use",
        "trait",
        "type",
        "extern",
        "impl",
        "const",
        "static",
        "unsafe",
        "async",
        "macro_rules",
    ];
    ITEM_STARTS.iter().any(|keyword| ident == keyword)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An ASCII file's spans are read from its lines; every token's range is the one
    /// proc-macro2 counts itself, a byte-order mark and a shebang line included.
    /// Every text the byte count clears is one the walk clears, at the edges of each limit:
    /// doc comments (more tokens than bytes), operator runs, nesting, long runs.
    #[test]
    fn a_text_cleared_by_its_bytes_is_within_every_limit() {
        // Each at the edge of what the byte count clears.
        let mut texts: Vec<String> = vec![
            "///\n".repeat(MAX_PUNCT_RUN / 3),
            "//!\n".repeat(MAX_PUNCT_RUN / 3),
            format!("fn f() {{ {}x }}", "!".repeat(MAX_PUNCT_RUN - 6)),
            format!(
                "{}{}",
                "(".repeat(MAX_NESTING - 3),
                ")".repeat(MAX_NESTING - 3)
            ),
            format!("const X: u8 = {}1;", "1+".repeat(1_000)),
        ];
        texts.push(format!(
            "/// a\n{}{}",
            "[".repeat(MAX_NESTING - 3),
            "]".repeat(MAX_NESTING - 3)
        ));
        for text in &texts {
            assert!(within_limits(text), "{text}");
            let tokens = TokenStream::from_str(text).unwrap();
            assert_eq!(check_limits(&tokens).map(|(_, m)| m), None, "{text}");
        }
        assert!(within_limits("pub fn a() -> u8 { 1 }"));
        assert!(!within_limits(&"a".repeat(MAX_SYNTAX_DEPTH)));
    }

    /// A type's text read from its first and last tokens is the text its whole span gives.
    #[test]
    fn a_type_is_read_from_its_ends() {
        let text = "fn f(a: Option<Callback<MouseEvent>>, b: &'a ::std::string::String, \
                    c: Box<dyn Fn(u8) -> Vec<u8>>, d: impl Fn(u8) -> Option<u8>, e: F, \
                    g: &mut [u8], h: <T as Tr>::Out, i: Rc<\n    RefCell<u8>\n>) {}";
        let file = SourceFile::new("a.rs", text);
        let mut diags = Diagnostics::new();
        let parsed = parse(&mut diags, &file).unwrap();
        let syn::Item::Fn(function) = &parsed.ast.items[0] else {
            panic!()
        };
        let mut read = 0;
        for input in &function.sig.inputs {
            let syn::FnArg::Typed(param) = input else {
                panic!()
            };
            assert_eq!(parsed.src.type_text(&param.ty), parsed.src.text(&param.ty));
            read += usize::from(ends(&param.ty).is_some());
        }
        assert_eq!(
            read, 5,
            "paths and references to them are read from their ends"
        );
    }

    #[test]
    fn ascii_spans_are_read_from_lines() {
        fn walk(tokens: TokenStream, src: &Src, seen: &mut usize) {
            for tree in tokens {
                let span = tree.span();
                let counted = span.byte_range();
                assert_eq!(
                    src.range(span),
                    counted.start + src.base..counted.end + src.base
                );
                *seen += 1;
                if let TokenTree::Group(group) = tree {
                    walk(group.stream(), src, seen);
                }
            }
        }
        for text in [
            "fn a() {\n    let x = \"y\";\r\n}\n\n  struct B { c: u8 }",
            "\u{feff}#!/usr/bin/env run\nfn main() { call(1, 2); }\n",
        ] {
            let file = Arc::new(SourceFile::new("src/lib.rs", text));
            let parsed = parse(&mut Diagnostics::new(), &file).unwrap();
            assert!(parsed.src.lines.is_some());
            let body = text.trim_start_matches('\u{feff}');
            let lexed = match body.strip_prefix("#!") {
                Some(_) => {
                    let end = body.find('\n').unwrap();
                    format!("{}{}", " ".repeat(end), &body[end..])
                }
                None => body.to_owned(),
            };
            let mut seen = 0;
            walk(
                TokenStream::from_str(&lexed).unwrap(),
                &parsed.src,
                &mut seen,
            );
            assert!(seen > 8, "{seen}");
        }
    }
}
