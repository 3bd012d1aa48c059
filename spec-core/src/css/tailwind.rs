//! The Tailwind CSS v4 form of the stylesheet (`[css] format = "tailwind"`): which of
//! Tailwind's theme namespaces a token goes in (so `bg-action-primary`, `rounded-md` and
//! `p-4` use the design system's tokens), and a `@custom-variant` per state and variant value
//! the specs use. The rest of the stylesheet is the plain one, in Tailwind's layers; the shape
//! and why is in docs/styles.md ("Tailwind CSS v4").

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write;

use super::syntax::{ident_tail, string};
use super::{CssOptions, Marks, state_selectors};
use crate::naming::{match_key, to_kebab};
use crate::reader::SpecDocument;
use crate::selector_template::Placeholder;
use crate::tokens::TokenType;

/// One of Tailwind's theme namespaces (`--color-*`): the token types it holds, and how a
/// token of a type several namespaces share is placed in it.
struct Namespace {
    /// The namespace, as the variables' prefix (`color` for `--color-*`).
    name: &'static str,
    types: &'static [TokenType],
    /// The CSS properties (prefixes of their names) whose tokens belong here; empty when the
    /// type alone decides.
    properties: &'static [&'static str],
    /// Leading path words that name the namespace (`colors.red` → `--color-red`), compared
    /// after `naming::match_key`, longest first. A token's path starting with one of them is
    /// also placed here when no spec maps it.
    words: &'static [&'static str],
}

use TokenType::{Color, CubicBezier, Dimension, FontFamily, FontWeight, Number, Shadow};

/// Tailwind v4's namespaces for the DTCG types that fit one. Dimensions go by the property a
/// spec maps them to, or else by their path's first words; anything else stays a plain custom
/// property.
const NAMESPACES: &[Namespace] = &[
    Namespace {
        name: "color",
        types: &[Color],
        properties: &[],
        words: &["colors", "colours", "color", "colour"],
    },
    Namespace {
        name: "font",
        types: &[FontFamily],
        properties: &[],
        words: &["fontfamilies", "fontfamily", "fonts", "font"],
    },
    Namespace {
        name: "font-weight",
        types: &[FontWeight],
        properties: &[],
        words: &["fontweights", "fontweight", "weights", "weight", "font"],
    },
    Namespace {
        name: "shadow",
        types: &[Shadow],
        properties: &[],
        words: &["boxshadows", "boxshadow", "shadows", "shadow", "elevation"],
    },
    Namespace {
        name: "ease",
        types: &[CubicBezier],
        properties: &[],
        words: &["easing", "ease"],
    },
    Namespace {
        name: "radius",
        types: &[Dimension],
        properties: &[
            "border-radius",
            "border-top-left-radius",
            "border-top-right-radius",
            "border-bottom-left-radius",
            "border-bottom-right-radius",
        ],
        words: &["borderradius", "radii", "radius", "rounded"],
    },
    Namespace {
        name: "text",
        types: &[Dimension],
        properties: &["font-size"],
        words: &["fontsizes", "fontsize", "text"],
    },
    Namespace {
        name: "leading",
        types: &[Dimension, Number],
        properties: &["line-height"],
        words: &["lineheights", "lineheight", "leading"],
    },
    Namespace {
        name: "tracking",
        types: &[Dimension],
        properties: &["letter-spacing"],
        words: &["letterspacing", "tracking"],
    },
    Namespace {
        name: "spacing",
        types: &[Dimension],
        properties: &[
            "padding",
            "margin",
            "gap",
            "row-gap",
            "column-gap",
            "inset",
            "top",
            "right",
            "bottom",
            "left",
            "width",
            "height",
            "min-width",
            "min-height",
            "max-width",
            "max-height",
        ],
        words: &["spacing", "spaces", "space"],
    },
];

/// Which namespaces the specs put each mapped token in, by its dot-joined path: every CSS
/// property a tokenMapping entry sets with it.
#[derive(Debug, Default)]
pub(super) struct Namespaces {
    uses: HashMap<String, BTreeSet<&'static str>>,
}

impl Namespaces {
    /// Records that the token at `path` is written to the CSS property `css`.
    pub(super) fn used(&mut self, path: &[String], css: &str) {
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        let path = without_root(&path).join(".");
        let namespace = NAMESPACES.iter().find(|n| {
            n.properties
                .iter()
                .any(|p| css == *p || css.strip_prefix(p).is_some_and(|r| r.starts_with('-')))
        });
        if let Some(namespace) = namespace {
            self.uses.entry(path).or_default().insert(namespace.name);
        }
    }

    /// The Tailwind variable of the token at `path` of type `ty` (`--color-action-primary`,
    /// `--radius-md`), `None` when it fits no namespace: its type fits none, or several and
    /// neither its uses nor its path choose one (a dimension mapped both to a padding and to a
    /// radius).
    pub(super) fn name(&self, path: &[&str], ty: Option<TokenType>) -> Option<String> {
        let path = without_root(path);
        let namespace = self.namespace(&path, ty?)?;
        let rest = &path[leading_words(namespace, &path).unwrap_or(0)..];
        Some(format!(
            "--{}-{}",
            namespace.name,
            ident_tail(&rest.join("-"))
        ))
    }

    /// The token's path without the first words that name its namespace (`color.muted` →
    /// `muted`): the name of a token whose own custom property stands beside its theme
    /// variable (`--muted` beside `--color-muted`). The whole path when it fits none.
    pub(super) fn strip<'p>(&self, path: &[&'p str], ty: Option<TokenType>) -> Vec<&'p str> {
        let path = without_root(path);
        let words = ty
            .and_then(|ty| self.namespace(&path, ty))
            .and_then(|namespace| leading_words(namespace, &path))
            .unwrap_or(0);
        path[words..].to_vec()
    }

    /// The Tailwind variable that reaches a token which keeps a custom property of its own
    /// (`--primary`, named by `[css.tokens] rename`): the namespace's prefix before that name
    /// (`--color-primary`). `None` when the token fits no namespace.
    pub(super) fn alias(&self, path: &[&str], ty: Option<TokenType>, own: &str) -> Option<String> {
        let namespace = self.namespace(&without_root(path), ty?)?;
        Some(format!(
            "--{}-{}",
            namespace.name,
            own.trim_start_matches('-')
        ))
    }

    /// The namespace of the token at `path` (no `$root`) of type `ty`.
    fn namespace(&self, path: &[&str], ty: TokenType) -> Option<&'static Namespace> {
        let fitting: Vec<&'static Namespace> = NAMESPACES
            .iter()
            .filter(|n| n.types.contains(&ty))
            .collect();
        let uses = self.uses.get(&path.join("."));
        match fitting.as_slice() {
            [] => None,
            [one] if one.properties.is_empty() => Some(*one),
            _ => {
                let used: Vec<&&'static Namespace> = fitting
                    .iter()
                    .filter(|n| uses.is_some_and(|u| u.contains(n.name)))
                    .collect();
                match used.as_slice() {
                    [one] => Some(**one),
                    [] => fitting
                        .iter()
                        .find(|n| leading_words(n, path).is_some())
                        .copied(),
                    _ => None,
                }
            }
        }
    }
}

/// A token's path without `$root` (a group's own value is named by the group).
fn without_root<'p>(path: &[&'p str]) -> Vec<&'p str> {
    path.iter().copied().filter(|s| *s != "$root").collect()
}

/// How many of `path`'s first segments (one or two) spell one of `namespace`'s words, leaving
/// at least one segment after them.
fn leading_words(namespace: &Namespace, path: &[&str]) -> Option<usize> {
    (1..=2.min(path.len().saturating_sub(1))).rev().find(|&n| {
        let key = match_key(&path[..n].concat());
        namespace.words.contains(&key.as_str())
    })
}

/// Tailwind v4's own variants, by name (its `variants.ts`: pseudo-classes and -elements, media
/// and feature queries, the default breakpoints and a few more of the usual ones): a custom
/// variant of one of these names would replace Tailwind's for the whole application (`dark:`,
/// `md:`, `before:`), so none is ever written.
const TAILWIND_VARIANTS: &[&str] = &[
    "active",
    "after",
    "any-pointer-coarse",
    "any-pointer-fine",
    "any-pointer-none",
    "autofill",
    "backdrop",
    "before",
    "checked",
    "contrast-less",
    "contrast-more",
    "dark",
    "default",
    "details-content",
    "disabled",
    "empty",
    "enabled",
    "even",
    "file",
    "first",
    "first-letter",
    "first-line",
    "first-of-type",
    "focus",
    "focus-visible",
    "focus-within",
    "forced-colors",
    "hover",
    "in-range",
    "indeterminate",
    "inert",
    "invalid",
    "inverted-colors",
    "landscape",
    "last",
    "last-of-type",
    "ltr",
    "marker",
    "motion-reduce",
    "motion-safe",
    "noscript",
    "odd",
    "only",
    "only-of-type",
    "open",
    "optional",
    "out-of-range",
    "placeholder",
    "placeholder-shown",
    "pointer-coarse",
    "pointer-fine",
    "pointer-none",
    "portrait",
    "print",
    "read-only",
    "required",
    "rtl",
    "selection",
    "starting",
    "target",
    "user-invalid",
    "user-valid",
    "valid",
    "visited",
    // Breakpoints: Tailwind's defaults, and the names projects commonly add.
    "xs",
    "sm",
    "md",
    "lg",
    "xl",
    "2xl",
    "3xl",
    "4xl",
    "5xl",
    "6xl",
    "7xl",
];

/// The prefixes of Tailwind v4's variant families (`aria-checked:`, `data-open:`, `max-md:`):
/// a custom variant whose name starts with one would take `aria-…` from every utility.
const TAILWIND_FAMILIES: &[&str] = &[
    "aria", "data", "group", "has", "in", "max", "min", "not", "nth", "peer", "supports",
];

/// The prefix of a state's variant when its own name is Tailwind's: the project spelled how its
/// markup shows the state (`[css.states] checked = [".on"]`), so `state-checked:` selects that,
/// while `checked:` keeps Tailwind's meaning.
const OWN_STATE_PREFIX: &str = "state-";

/// Whether `name` is Tailwind's: one of its variants, or in one of its families.
fn is_tailwinds(name: &str) -> bool {
    TAILWIND_VARIANTS.contains(&name)
        || name
            .split('-')
            .next()
            .is_some_and(|first| TAILWIND_FAMILIES.contains(&first))
}

/// A name or value as a word of a variant name, or `None` when it cannot be one without
/// losing what tells it apart: as written when it is already lowercase words joined by single
/// dashes (`sm`, `2xl`, `focus-visible`), kebab-cased when it is a camelCase identifier
/// (`focusVisible` → `focus-visible`); anything else (spaces, punctuation, a dash at either
/// end, `--`) is no word, so `a b` and `x}y` get no variant rather than one they share.
fn word(text: &str) -> Option<String> {
    let is_words = |t: &str| {
        t.len() <= 64
            && t.split('-').all(|w| {
                !w.is_empty()
                    && w.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            })
    };
    if is_words(text) {
        return Some(text.to_owned());
    }
    let camel = text.starts_with(|c: char| c.is_ascii_lowercase())
        && text.chars().all(|c| c.is_ascii_alphanumeric());
    let kebab = to_kebab(text);
    (camel && is_words(&kebab)).then_some(kebab)
}

/// Whether `name` is a variant name Tailwind accepts (`^[a-z0-9][a-zA-Z0-9_-]*` not ending in
/// `-` or `_`) in the narrower form uispec writes: lowercase words joined by single dashes,
/// starting with a letter.
fn is_variant_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.len() <= 96
        && name.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// The `@custom-variant`s of the specs: one per state they use (`loading:opacity-50`), and one
/// per variant value (`size-sm:px-2`; `button-size-sm:` when the convention's variant selector
/// names the component), matching the element that carries it and everything inside it.
///
/// Every name is one Tailwind accepts and none is Tailwind's own ([`is_tailwinds`]): a state of
/// Tailwind's name keeps Tailwind's meaning (`hover:`), or is `state-<name>` when the project
/// spells it, with its component's name in front when the project's forms name the block
/// (`.{component}--open`); a value whose name would be Tailwind's gets its component's name in front. A name
/// two different selectors would claim (`a-b` and `aB`) is written for neither.
pub(super) fn custom_variants(specs: &[&SpecDocument], options: &CssOptions) -> String {
    let mut claimed: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let per_component = (options.selectors.variant_templates())
        .any(|template| template.has_slot(Placeholder::Component));
    for doc in specs {
        let spec = &doc.spec;
        let states = doc
            .mapping()
            .filter_map(|entry| Some(entry.parsed.ok()?.state?.text.to_owned()))
            .chain(spec.states.iter().cloned());
        for state in states {
            let Some(mut name) = word(&state) else {
                continue;
            };
            if is_tailwinds(&name) {
                if !options.states.contains_key(&match_key(&state)) {
                    continue;
                }
                name = format!("{OWN_STATE_PREFIX}{name}");
            }
            // Forms that name the block differ per component, and so do their variants.
            let own = options.states.get(&match_key(&state));
            if own.is_some_and(|forms| forms.iter().any(|f| f.has_slot(Placeholder::Component))) {
                name = format!("{}-{name}", options.selectors.name(&spec.name));
            }
            if !is_variant_name(&name) {
                continue;
            }
            let forms = state_selectors(options, spec, &state)
                .unwrap_or_else(|| vec![format!("[data-state~={}]", string(&state))]);
            // A state on the block: the element is inside the root in that state (or is it).
            let variant = match options.state_on_root(&state) {
                true => format!("&:where({0}), :where({0}) &", forms.join(", ")),
                false => format!("&:where({})", forms.join(", ")),
            };
            claimed.entry(name).or_default().insert(variant);
        }
        let scope = options.selectors.name(&spec.name);
        let marks = Marks {
            selectors: &options.selectors,
            spec,
            scope: &scope,
            previews: false,
        };
        for axis in &spec.variants {
            let Some(axis_word) = word(&axis.name) else {
                continue;
            };
            for value in &axis.values {
                let Some(value_word) = word(value) else {
                    continue;
                };
                let mut name = format!("{axis_word}-{value_word}");
                if per_component || is_tailwinds(&name) {
                    name = format!("{scope}-{name}");
                }
                if !is_variant_name(&name) || is_tailwinds(&name) {
                    continue;
                }
                let selector =
                    marks.value(options.selectors.variant_for(&axis.name), &axis.name, value);
                claimed
                    .entry(name)
                    .or_default()
                    .insert(format!("&:where({selector}, {selector} *)"));
            }
        }
    }
    let mut text = String::new();
    for (name, selectors) in claimed {
        if let [selector] = Vec::from_iter(selectors).as_slice() {
            let _ = writeln!(text, "@custom-variant {name} ({selector});");
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(uses: &[(&str, &str)], path: &str, ty: TokenType) -> Option<String> {
        let mut namespaces = Namespaces::default();
        for (path, css) in uses {
            let segments: Vec<String> = path.split('.').map(str::to_owned).collect();
            namespaces.used(&segments, css);
        }
        let segments: Vec<&str> = path.split('.').collect();
        namespaces.name(&segments, Some(ty))
    }

    #[test]
    fn types_with_one_namespace_go_there_without_the_word_that_names_it() {
        assert_eq!(
            named(&[], "color.action.primary", Color).as_deref(),
            Some("--color-action-primary")
        );
        assert_eq!(
            named(&[], "colors.red.500", Color).as_deref(),
            Some("--color-red-500")
        );
        assert_eq!(
            named(&[], "brand.ink", Color).as_deref(),
            Some("--color-brand-ink")
        );
        assert_eq!(
            named(&[], "font.weight.bold", FontWeight).as_deref(),
            Some("--font-weight-bold")
        );
        assert_eq!(
            named(&[], "fontFamily.sans", FontFamily).as_deref(),
            Some("--font-sans")
        );
        // A path that is only the word keeps it.
        assert_eq!(named(&[], "color", Color).as_deref(), Some("--color-color"));
    }

    #[test]
    fn no_custom_variant_shadows_a_tailwind_variant_or_family() {
        assert!(is_tailwinds("aria-pressed") && is_tailwinds("max-sm"));
        for name in [
            "dark",
            "md",
            "sm",
            "print",
            "rtl",
            "before",
            "placeholder",
            "motion-safe",
        ] {
            assert!(is_tailwinds(name), "{name}");
        }
        assert!(!is_tailwinds("size-sm") && !is_tailwinds("maximum-1"));
    }

    /// Issue 51: `-` and `;` became `tone--` and `tone-`, which Tailwind refuses; `a b` and
    /// `a-b` both became `tone-a-b`; `x}y` got a name.
    #[test]
    fn only_words_become_names_and_each_name_is_one_value() {
        for (text, expected) in [
            ("sm", Some("sm")),
            ("2xl", Some("2xl")),
            ("focusVisible", Some("focus-visible")),
            ("a-b", Some("a-b")),
            ("-", None),
            (";", None),
            ("a b", None),
            ("x}y", None),
            ("</style><b>", None),
            ("a--b", None),
            ("a-", None),
            ("", None),
        ] {
            assert_eq!(word(text).as_deref(), expected, "{text:?}");
        }
        assert!(
            is_variant_name("tone-a-b") && !is_variant_name("tone-") && !is_variant_name("tone--")
        );
    }

    #[test]
    fn dimensions_go_by_their_use_then_by_their_path() {
        assert_eq!(
            named(
                &[("radius.control", "border-radius")],
                "radius.control",
                Dimension
            )
            .as_deref(),
            Some("--radius-control")
        );
        assert_eq!(
            named(&[("size.gap", "padding-inline")], "size.gap", Dimension).as_deref(),
            Some("--spacing-size-gap")
        );
        assert_eq!(
            named(&[], "space.4", Dimension).as_deref(),
            Some("--spacing-4")
        );
        assert_eq!(
            named(&[], "lineHeight.tight", Number).as_deref(),
            Some("--leading-tight")
        );
        // Unused and unnamed, or used two ways: a plain custom property.
        assert_eq!(named(&[], "size.icon", Dimension), None);
        assert_eq!(
            named(
                &[("x.y", "padding"), ("x.y", "border-radius")],
                "x.y",
                Dimension
            ),
            None
        );
        assert_eq!(named(&[], "motion.fast", TokenType::Duration), None);
    }
}
