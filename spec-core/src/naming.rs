//! Names: one module for turning names into file names and identifiers, and for matching
//! names written in different styles (`IconButton` ≡ `icon-button` ≡ `icon_button`).

/// Splits a name into lowercase words at case changes, digits boundaries and separators:
/// `IconButton` → `icon`, `button`; `HTMLInput2` → `html`, `input`, `2`.
pub fn words(name: &str) -> Vec<String> {
    if name.is_ascii() {
        let mut words = Vec::new();
        ascii_words(name, |word| words.push(word.to_ascii_lowercase()));
        return words;
    }
    unicode_words(name)
}

/// [`words`] of an ASCII name, as slices of it in their written case, without a string per
/// word: names are nearly always ASCII, and the alignment checks and the stylesheet turn
/// thousands of them into kebab case.
fn ascii_words<'n>(name: &'n str, mut word: impl FnMut(&'n str)) {
    let bytes = name.as_bytes();
    let mut start: Option<usize> = None;
    for (i, &c) in bytes.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            if let Some(from) = start.take() {
                word(&name[from..i]);
            }
            continue;
        }
        let Some(from) = start else {
            start = Some(i);
            continue;
        };
        // Inside a word, the previous byte is a letter or a digit.
        let prev = bytes[i - 1];
        let next = bytes.get(i + 1).copied();
        let boundary = (c.is_ascii_uppercase()
            && (prev.is_ascii_lowercase() || prev.is_ascii_digit()))
            || (c.is_ascii_uppercase()
                && prev.is_ascii_uppercase()
                && next.is_some_and(|n| n.is_ascii_lowercase()))
            || c.is_ascii_digit() != prev.is_ascii_digit();
        if boundary {
            word(&name[from..i]);
            start = Some(i);
        }
    }
    if let Some(from) = start {
        word(&name[from..]);
    }
}

fn unicode_words(name: &str) -> Vec<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut words = Vec::new();
    let mut current = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            continue;
        }
        if let Some(&prev) = i.checked_sub(1).and_then(|p| chars.get(p)) {
            let next = chars.get(i + 1).copied();
            let boundary = (c.is_uppercase() && (prev.is_lowercase() || prev.is_ascii_digit()))
                || (c.is_uppercase()
                    && prev.is_uppercase()
                    && next.is_some_and(char::is_lowercase))
                || (c.is_ascii_digit() != prev.is_ascii_digit() && prev.is_alphanumeric());
            if boundary && !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
        }
        current.extend(c.to_lowercase());
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

/// `IconButton` → `icon-button`: the spec file name convention.
pub fn to_kebab(name: &str) -> String {
    if !name.is_ascii() {
        return unicode_words(name).join("-");
    }
    let mut kebab = String::with_capacity(name.len() + 4);
    ascii_words(name, |word| {
        if !kebab.is_empty() {
            kebab.push('-');
        }
        kebab.extend(word.bytes().map(|b| char::from(b.to_ascii_lowercase())));
    });
    kebab
}

/// The data attribute a variant axis or a resolver modifier is rendered as: `data-` and the
/// name in kebab case (`size` → `data-size`, `colorScheme` → `data-color-scheme`), which is how
/// the DOM's `dataset` spells it. The stylesheet selects on it and the generated markup helpers
/// (`ButtonSize::ATTRIBUTE`) name it.
pub fn data_attribute(name: &str) -> String {
    format!("data-{}", to_kebab(name))
}

/// `icon-button` → `IconButton`: the component name convention.
pub fn to_pascal(name: &str) -> String {
    if name.is_ascii() {
        let mut pascal = String::with_capacity(name.len());
        ascii_words(name, |word| {
            for (i, b) in word.bytes().enumerate() {
                pascal.push(char::from(match i {
                    0 => b.to_ascii_uppercase(),
                    _ => b.to_ascii_lowercase(),
                }));
            }
        });
        return pascal;
    }
    unicode_words(name)
        .iter()
        .map(|word| {
            let mut chars = word.chars();
            chars
                .next()
                .map(|c| c.to_uppercase().chain(chars).collect::<String>())
                .unwrap_or_default()
        })
        .collect()
}

/// `full_width` / `FullWidth` / `r#type` → `fullWidth` / `fullWidth` / `type`: the spec's prop
/// name convention (seed examples: `onClick`, `ariaLabel`).
pub fn to_camel(name: &str) -> String {
    let name = name.strip_prefix("r#").unwrap_or(name);
    let pascal = to_pascal(name);
    let mut chars = pascal.chars();
    chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The key under which spec and code names match: lowercase, without `_`, `-`,
/// spaces and a leading `r#`. `onClick`, `on_click` and `onclick` all give `onclick`.
pub fn match_key(name: &str) -> String {
    let name = name.strip_prefix("r#").unwrap_or(name);
    // Names are nearly always ASCII, and this runs for every name of every spec and mapping.
    if name.is_ascii() {
        return ascii_key(name).map(char::from).collect();
    }
    name.chars()
        .filter(|c| !matches!(c, '_' | '-' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether two names have the same [`match_key`], compared without building either.
#[cfg(feature = "validate")]
pub(crate) fn same_match_key(a: &str, b: &str) -> bool {
    if a.is_ascii() && b.is_ascii() {
        ascii_key(a.strip_prefix("r#").unwrap_or(a))
            .eq(ascii_key(b.strip_prefix("r#").unwrap_or(b)))
    } else {
        match_key(a) == match_key(b)
    }
}

fn ascii_key(name: &str) -> impl Iterator<Item = u8> + '_ {
    name.bytes()
        .filter(|b| !matches!(b, b'_' | b'-' | b' '))
        .map(|b| b.to_ascii_lowercase())
}

/// [`match_key`] written into `buffer` instead of a new string, for hot loops (every
/// tokenMapping property): `None` when the key is not ASCII or does not fit.
#[cfg(feature = "validate")]
pub(crate) fn match_key_in<'b>(name: &str, buffer: &'b mut [u8]) -> Option<&'b str> {
    let name = name.strip_prefix("r#").unwrap_or(name);
    if !name.is_ascii() {
        return None;
    }
    let mut len = 0;
    for byte in ascii_key(name) {
        *buffer.get_mut(len)? = byte;
        len += 1;
    }
    std::str::from_utf8(&buffer[..len]).ok()
}

/// Common component categories with their typical members.
pub const CATEGORIES: &[(&str, &[&str])] = &[
    ("actions", &["Button", "IconButton", "FloatingAction"]),
    ("forms", &["Input", "Select", "Checkbox", "Textarea"]),
    ("feedback", &["Dialog", "Alert", "Toast", "Notification"]),
    ("navigation", &["Nav", "Menu", "Tabs", "Breadcrumb"]),
    (
        "data-display",
        &["Card", "Table", "List", "Badge", "Avatar"],
    ),
    ("layout", &["Grid", "Stack", "Container", "Divider"]),
];

/// Guesses a category for a component name from the member lists of [`CATEGORIES`]: an exact member
/// first (`Toast` → feedback), else a member the name ends with (`PrimaryButton` → actions,
/// `DataTable` → data-display). `None` when nothing fits.
pub fn guess_category(name: &str) -> Option<&'static str> {
    let key = match_key(name);
    let exact = CATEGORIES
        .iter()
        .find(|(_, members)| members.iter().any(|m| match_key(m) == key));
    let suffix = || {
        CATEGORIES
            .iter()
            .flat_map(|(category, members)| members.iter().map(move |m| (*category, match_key(m))))
            .filter(|(_, member)| key.ends_with(member.as_str()))
            .max_by_key(|(_, member)| member.len())
            .map(|(category, _)| category)
    };
    exact.map(|(category, _)| *category).or_else(suffix)
}

/// The Rust field or parameter a spec name becomes, as generated code and fix texts write it:
/// `fullWidth` → `full_width`, `type` → `r#type`, `self` → `self_` (`self`, `super`, `crate`
/// and `_` cannot be raw identifiers), `2up` → `_2_up`.
pub fn field_ident(spec_name: &str) -> String {
    let snake = words(spec_name).join("_");
    let snake = if snake.is_empty() || snake.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{snake}")
    } else {
        snake
    };
    match snake.as_str() {
        "self" | "super" | "crate" | "_" => format!("{snake}_"),
        _ if KEYWORDS.contains(&snake.as_str()) => format!("r#{snake}"),
        _ => snake,
    }
}

/// Rust's strict and reserved keywords (2024 edition), usable as raw identifiers.
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "dyn", "else", "enum", "extern", "false",
    "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "static", "struct", "trait", "true", "type", "unsafe", "use", "where",
    "while", "abstract", "become", "box", "do", "final", "macro", "override", "priv", "try",
    "typeof", "unsized", "virtual", "yield",
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The ASCII fast path splits, joins and capitalises every name as the general one does:
    /// every name of up to six characters from letters of both cases, digits and separators.
    #[test]
    fn ascii_names_are_split_as_any_name() {
        let alphabet = ['a', 'b', 'A', 'B', '1', '-', '_', ' '];
        let mut names = vec![String::new()];
        for _ in 0..6 {
            let longer: Vec<String> = (names.iter())
                .filter(|name| name.len() == names.last().map_or(0, String::len))
                .flat_map(|name| alphabet.iter().map(move |c| format!("{name}{c}")))
                .collect();
            names.extend(longer);
        }
        for name in &names {
            let general = unicode_words(name);
            assert_eq!(words(name), general, "{name:?}");
            assert_eq!(to_kebab(name), general.join("-"), "{name:?}");
            let pascal: String = (general.iter())
                .map(|w| {
                    let mut chars = w.chars();
                    (chars
                        .next()
                        .map(|c| c.to_uppercase().chain(chars).collect::<String>()))
                    .unwrap_or_default()
                })
                .collect();
            assert_eq!(to_pascal(name), pascal, "{name:?}");
        }
    }

    #[test]
    fn field_names() {
        assert_eq!(field_ident("fullWidth"), "full_width");
        assert_eq!(field_ident("type"), "r#type");
        assert_eq!(field_ident("self"), "self_");
        assert_eq!(field_ident("2up"), "_2_up");
        assert_eq!(field_ident("aria-label"), "aria_label");
    }

    #[test]
    fn case_conversions() {
        for (input, kebab, pascal) in [
            ("IconButton", "icon-button", "IconButton"),
            ("icon-button", "icon-button", "IconButton"),
            ("icon_button", "icon-button", "IconButton"),
            ("HTMLInput", "html-input", "HtmlInput"),
            ("Heading2", "heading-2", "Heading2"),
            ("date picker", "date-picker", "DatePicker"),
            ("button", "button", "Button"),
        ] {
            assert_eq!(to_kebab(input), kebab, "kebab of {input}");
            assert_eq!(to_pascal(input), pascal, "pascal of {input}");
        }
    }

    #[cfg(feature = "validate")]
    #[test]
    fn same_match_key_is_equal_match_keys() {
        let names = [
            "onClick", "on_click", "on-click", "onclick", "r#type", "type", "r#r#type", "Größe",
            "grösse", "GRÖSSE", "on click", "", "r#", "a", "A_", "_a",
        ];
        for a in names {
            for b in names {
                assert_eq!(
                    same_match_key(a, b),
                    match_key(a) == match_key(b),
                    "{a} ~ {b}"
                );
            }
        }
    }

    #[test]
    fn match_keys_agree_across_styles() {
        assert_eq!(match_key("IconButton"), match_key("icon_button"));
        assert_eq!(match_key("onClick"), match_key("on_click"));
        assert_eq!(match_key("r#type"), "type");
    }

    #[test]
    fn categories_from_member_lists() {
        assert_eq!(guess_category("IconButton"), Some("actions"));
        assert_eq!(guess_category("Toast"), Some("feedback"));
        assert_eq!(guess_category("DataTable"), Some("data-display"));
        assert_eq!(guess_category("MegaMenu"), Some("navigation"));
        assert_eq!(guess_category("Foo"), None);
    }
}
