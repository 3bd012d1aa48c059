//! Completion in spec and token files, from what the cursor is in (`json_at`, which reads
//! half-typed JSON) and the session's model: token references ranked by how their `$type`
//! fits the tokenMapping property, with their value in each theme (colours carry the colour,
//! so editors draw a swatch); tokenMapping keys piece by piece (part, property, state,
//! `[axis=value]`); `defaultVariants`; `dependencies`; prop types; ARIA roles and attributes;
//! keyboard key names; and the keys each object may have.

use std::ops::Range;
use std::path::Path;

use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionItemTag, CompletionList, CompletionTextEdit,
    Documentation, TextEdit,
};

use uispec_core::checks::KEY_NAMES;
use uispec_core::model::keys;
use uispec_core::properties::{self, PROPERTIES};
use uispec_core::reader::SpecDocument;
use uispec_core::token_mapping::MappingKey;
use uispec_core::tokens::{TokenType, Tokens};

use super::aria::ARIA_ATTRIBUTES;
use super::json_at::{At, Role, at};
use super::text::LineIndex;
use super::tokens::{resolve, themes, to_hex};
use super::world::{Kind, TokenEntry, World};
use uispec_core::roles::ROLES;
use uispec_core::vocabulary::SpecType;

/// The most token references one answer lists; the list is marked incomplete beyond it, so
/// the editor asks again as the user types on (a design system may have 30,000 tokens).
const MAX_TOKENS: usize = 200;

/// Completions at byte `offset` of the open file `path`.
pub(crate) fn complete(world: &World, path: &Path, offset: usize) -> CompletionList {
    let mut list = CompletionList {
        is_incomplete: false,
        items: Vec::new(),
    };
    let Some(doc) = world.doc(path) else {
        return list;
    };
    let text = doc.text.as_str();
    let at = at(text, offset);
    let edit = Edit::new(text, &at, offset);
    let keys = at.keys();
    let tokens = world.session.as_ref().map(|s| s.tokens());
    match (world.kind(path), at.role) {
        (Kind::Spec, Role::Value) => {
            let spec = world.spec(path).map(|doc| &doc.spec);
            match keys.as_slice() {
                ["tokenMapping", key] => {
                    let fit = MappingKey::parse(key)
                        .ok()
                        .and_then(|k| properties::types(k.property.text));
                    if let Some(tokens) = tokens {
                        list = token_references(world, tokens, &edit, fit.unwrap_or(&[]));
                    }
                }
                ["defaultVariants", axis] => {
                    let values = spec
                        .and_then(|s| s.variants.iter().find(|v| v.name == *axis))
                        .map(|v| v.values.iter().map(String::as_str).collect::<Vec<_>>());
                    list.items =
                        edit.words(&values.unwrap_or_default(), CompletionItemKind::ENUM_MEMBER);
                }
                ["dependencies", "#"] => {
                    let own = spec.map(|s| s.name.as_str());
                    let names: Vec<&str> = world
                        .session
                        .iter()
                        .flat_map(|s| s.specs())
                        .map(|doc| doc.spec.name.as_str())
                        .filter(|name| Some(*name) != own)
                        .collect();
                    list.items = edit.words(&names, CompletionItemKind::MODULE);
                }
                ["complexity"] => {
                    list.items = edit.words(
                        &["simple", "moderate", "complex"],
                        CompletionItemKind::ENUM_MEMBER,
                    );
                }
                ["props", "#", "type"] => {
                    list.items = edit.words(SpecType::WORDS, CompletionItemKind::TYPE_PARAMETER)
                }
                ["accessibility", "role"] => {
                    let roles: Vec<&str> = ROLES.iter().map(|role| role.name).collect();
                    list.items = edit.words(&roles, CompletionItemKind::ENUM_MEMBER)
                }
                ["accessibility", "ariaAttributes", "#"] => {
                    list.items = edit.words(ARIA_ATTRIBUTES, CompletionItemKind::PROPERTY);
                }
                ["accessibility", "keyboardInteractions", "#", "key"] => {
                    list.items = edit.words(KEY_NAMES, CompletionItemKind::ENUM_MEMBER);
                }
                _ => {}
            }
        }
        (Kind::Spec, Role::Key) => {
            let spec = world.spec(path);
            list.items = match keys.as_slice() {
                ["tokenMapping"] => mapping_key(&edit, spec),
                ["defaultVariants"] => {
                    let axes: Vec<&str> = spec
                        .iter()
                        .flat_map(|doc| &doc.spec.variants)
                        .map(|v| v.name.as_str())
                        .collect();
                    edit.keys(&axes)
                }
                [] => edit.keys(keys::SPEC),
                ["props", "#"] => edit.keys(keys::PROP),
                ["variants", "#"] => edit.keys(keys::VARIANT),
                ["slots", "#"] => edit.keys(keys::SLOT),
                ["anatomy", "#"] => edit.keys(keys::ANATOMY_PART),
                ["events", "#"] => edit.keys(keys::EVENT),
                ["accessibility"] => edit.keys(keys::ACCESSIBILITY),
                ["accessibility", "keyboardInteractions", "#"] => {
                    edit.keys(keys::KEYBOARD_INTERACTION)
                }
                _ => Vec::new(),
            };
        }
        (Kind::Tokens, Role::Value) => match at.last_key() {
            Some("$value") if edit.typed.starts_with('{') || edit.typed.is_empty() => {
                if let Some(tokens) = tokens {
                    list = token_references(world, tokens, &edit, &[]);
                }
            }
            Some("$type") => {
                let names: Vec<&str> = TokenType::ALL.iter().map(|t| t.as_str()).collect();
                list.items = edit.words(&names, CompletionItemKind::TYPE_PARAMETER);
            }
            _ => {}
        },
        (Kind::Tokens, Role::Key) if edit.typed.starts_with('$') => {
            list.items = edit.keys(&[
                "$value",
                "$type",
                "$description",
                "$deprecated",
                "$extensions",
            ]);
        }
        _ => {}
    }
    list
}

/// How an item replaces what is typed: inside a string, its content (to the cursor when the
/// string is not closed yet); outside one, nothing, and the item brings its quotes.
struct Edit<'t> {
    /// What is typed of the string before the cursor.
    typed: &'t str,
    range: lsp_types::Range,
    quoted: bool,
}

impl<'t> Edit<'t> {
    fn new(text: &'t str, at: &At, offset: usize) -> Self {
        let index = LineIndex::new(text);
        let (span, typed): (Range<usize>, &str) = match &at.string {
            Some(content) => {
                let closed = text.as_bytes().get(content.end) == Some(&b'"');
                let end = if closed {
                    content.end
                } else {
                    offset.max(content.start)
                };
                (
                    content.start..end,
                    text.get(content.start..offset).unwrap_or(""),
                )
            }
            None => (offset..offset, ""),
        };
        Edit {
            typed,
            range: index.range(&span),
            quoted: at.string.is_some(),
        }
    }

    fn item(&self, label: &str, new_text: String, kind: CompletionItemKind) -> CompletionItem {
        CompletionItem {
            label: label.to_owned(),
            kind: Some(kind),
            filter_text: Some(new_text.clone()),
            text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(
                self.range, new_text,
            ))),
            ..Default::default()
        }
    }

    /// Values: the word, quoted when the cursor is not in a string.
    fn words(&self, words: &[&str], kind: CompletionItemKind) -> Vec<CompletionItem> {
        words
            .iter()
            .map(|word| self.item(word, self.quote(word), kind))
            .collect()
    }

    /// Keys: the name, and outside a string its quotes and colon too.
    fn keys(&self, names: &[&str]) -> Vec<CompletionItem> {
        names
            .iter()
            .map(|name| {
                let new_text = if self.quoted {
                    (*name).to_owned()
                } else {
                    format!("\"{name}\": ")
                };
                self.item(name, new_text, CompletionItemKind::PROPERTY)
            })
            .collect()
    }

    fn quote(&self, word: &str) -> String {
        if self.quoted {
            word.to_owned()
        } else {
            format!("\"{word}\"")
        }
    }
}

/// Token references that start with what is typed (else contain it), those whose type fits
/// the property first, each with its value in every theme.
fn token_references(
    world: &World,
    tokens: &Tokens,
    edit: &Edit<'_>,
    fit: &[TokenType],
) -> CompletionList {
    let typed = edit.typed.trim_start_matches('{').trim_end_matches('}');
    let all = world.token_list();
    // The tokens under the typed prefix (the list is sorted by path), else those containing it.
    let start = all.partition_point(|t| t.path.as_str() < typed);
    let under = &all[start..];
    let under = &under[..under.partition_point(|t| t.path.starts_with(typed))];
    let candidates = || {
        let contain = under
            .is_empty()
            .then(|| all.iter().filter(|t| t.path.contains(typed)));
        under.iter().chain(contain.into_iter().flatten())
    };
    // Those of a fitting type first, each group in path order; only as many as are shown
    // (and one more, to tell the editor the list is incomplete) are looked at.
    let fits = |t: &TokenEntry| t.ty.is_some_and(|ty| fit.contains(&ty));
    let themes = themes(tokens);
    let matching: Vec<&TokenEntry> = candidates()
        .filter(|t| fits(t))
        .chain(candidates().filter(|t| !fits(t)))
        .take(MAX_TOKENS + 1)
        .collect();
    let is_incomplete = matching.len() > MAX_TOKENS;
    let items = matching
        .iter()
        .take(MAX_TOKENS)
        .enumerate()
        .map(|(rank, entry)| {
            let reference = format!("{{{}}}", entry.path);
            let mut item = edit.item(
                &entry.path,
                edit.quote(&reference),
                CompletionItemKind::VARIABLE,
            );
            item.sort_text = Some(format!("{rank:05}"));
            if let Some(resolved) = resolve(&themes, &entry.path) {
                let values: Vec<String> = resolved
                    .values
                    .iter()
                    .map(|(theme, value)| match value {
                        Ok(value) => format!("{theme}: {value}"),
                        Err(_) => format!("{theme}: —"),
                    })
                    .collect();
                let ty = resolved.ty.map(TokenType::as_str).unwrap_or("untyped");
                item.detail = Some(format!("{ty} · {}", values.join(" · ")));
                if let Some(color) = &resolved.color {
                    // An item of kind Color whose documentation is a CSS colour gets a swatch.
                    item.kind = Some(CompletionItemKind::COLOR);
                    item.documentation = Some(Documentation::String(to_hex(color)));
                }
                if resolved.deprecated.is_some() {
                    item.tags = Some(vec![CompletionItemTag::DEPRECATED]);
                }
            }
            item
        })
        .collect();
    CompletionList {
        is_incomplete,
        items,
    }
}

/// A tokenMapping key, one piece at a time: `part.`, then the property, then `:state` or
/// `[axis=value]`, from the spec's anatomy, states and variants.
fn mapping_key(edit: &Edit<'_>, spec: Option<&SpecDocument>) -> Vec<CompletionItem> {
    let Some(spec) = spec.map(|doc| &doc.spec) else {
        return Vec::new();
    };
    let typed = edit.typed;
    let item = |label: &str, head: &str| {
        edit.item(label, format!("{head}{label}"), CompletionItemKind::FIELD)
    };
    if let Some(open) = typed
        .rfind('[')
        .filter(|at| typed[*at..].find(']').is_none())
    {
        let head = &typed[..=open];
        return spec
            .variants
            .iter()
            .filter(|axis| !typed.contains(&format!("[{}=", axis.name)))
            .flat_map(|axis| {
                axis.values
                    .iter()
                    .map(move |value| format!("{}={value}]", axis.name))
            })
            .map(|label| item(&label, head))
            .collect();
    }
    if let Some(colon) = typed.rfind(':').filter(|at| !typed[*at..].contains('[')) {
        let head = &typed[..=colon];
        return spec.states.iter().map(|state| item(state, head)).collect();
    }
    if let Some(dot) = typed.find('.') {
        let head = &typed[..=dot];
        return PROPERTIES
            .iter()
            .filter(|property| property.offered)
            .map(|property| item(property.name, head))
            .collect();
    }
    let parts: Vec<&str> = if spec.anatomy.is_empty() {
        vec!["root"]
    } else {
        spec.anatomy.iter().map(|part| part.name.as_str()).collect()
    };
    parts
        .into_iter()
        .map(|part| edit.item(part, format!("{part}."), CompletionItemKind::FIELD))
        .collect()
}
