//! The annotated function as source text, with the span of every token: uispec's code reader
//! works on text, and its findings come back as byte offsets that must become spans, so that
//! an error lands on the offending parameter.

use proc_macro2::{Delimiter, Spacing, Span, TokenStream, TokenTree};

/// Tokens printed one after another, and where each starts.
pub(crate) struct Printed {
    pub(crate) text: String,
    starts: Vec<(usize, Span)>,
}

impl Printed {
    pub(crate) fn new(tokens: TokenStream) -> Printed {
        let mut printed = Printed {
            text: String::new(),
            starts: Vec::new(),
        };
        printed.print(tokens);
        printed
    }

    /// The span of the token at `offset` (the last one starting at or before it).
    pub(crate) fn span_at(&self, offset: usize) -> Option<Span> {
        let after = self.starts.partition_point(|(start, _)| *start <= offset);
        after.checked_sub(1).map(|i| self.starts[i].1)
    }

    fn print(&mut self, tokens: TokenStream) {
        for token in tokens {
            match token {
                TokenTree::Group(group) => {
                    let (open, close) = match group.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::None => ("", ""),
                    };
                    self.push(open, group.span_open(), true);
                    self.print(group.stream());
                    self.push(close, group.span_close(), true);
                }
                TokenTree::Punct(punct) => self.push(
                    &punct.as_char().to_string(),
                    punct.span(),
                    // `->`, `::` and `'a` stay joined.
                    punct.spacing() == Spacing::Alone,
                ),
                TokenTree::Ident(ident) => self.push(&ident.to_string(), ident.span(), true),
                TokenTree::Literal(literal) => {
                    self.push(&literal.to_string(), literal.span(), true);
                }
            }
        }
    }

    fn push(&mut self, text: &str, span: Span, space: bool) {
        self.starts.push((self.text.len(), span));
        self.text.push_str(text);
        if space {
            self.text.push(' ');
        }
    }
}
