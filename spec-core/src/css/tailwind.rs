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
use crate::selector_template::Slot;
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

/// Tailwind v4's own variants of the names a state may have: a state of one of these names
/// keeps Tailwind's meaning unless `[css.states]` spells it (the project said how its markup
/// shows that state).
const TAILWIND_VARIANTS: &[&str] = &[
    "active",
    "autofill",
    "checked",
    "default",
    "disabled",
    "empty",
    "enabled",
    "even",
    "first",
    "focus",
    "focus-visible",
    "focus-within",
    "hover",
    "in-range",
    "indeterminate",
    "inert",
    "invalid",
    "last",
    "odd",
    "only",
    "open",
    "optional",
    "out-of-range",
    "placeholder-shown",
    "read-only",
    "required",
    "target",
    "user-invalid",
    "user-valid",
    "valid",
    "visited",
];

/// A name as a word of a variant name: as written when it already is one (`2xl`, not
/// `2-xl`), else kebab-cased (`focusVisible` → `focus-visible`).
fn word(name: &str) -> String {
    if name
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        name.to_owned()
    } else {
        to_kebab(name)
    }
}

/// The prefixes of Tailwind v4's variant families (`aria-checked:`, `data-open:`, `max-md:`):
/// a custom variant whose name starts with one would take `aria-…` from every utility.
const TAILWIND_FAMILIES: &[&str] = &[
    "aria", "data", "group", "has", "in", "max", "min", "not", "nth", "peer", "supports",
];

/// Whether a custom variant named `name` would shadow one of Tailwind's variant families: an
/// axis named `aria` gets its component's name in front (`chip-aria-…`), a state is left out.
fn takes_a_family(name: &str) -> bool {
    name.split('-')
        .next()
        .is_some_and(|first| TAILWIND_FAMILIES.contains(&first))
}

/// Whether `name` is a variant name Tailwind accepts and uispec writes unescaped.
fn is_variant_name(name: &str) -> bool {
    name.len() <= 64
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// The `@custom-variant`s of the specs: one per state they use (`loading:opacity-50`), and one
/// per variant value (`size-sm:px-2`; `button-size-sm:` when the convention's variant selector
/// names the component), matching the element that carries it and everything inside it.
pub(super) fn custom_variants(specs: &[&SpecDocument], options: &CssOptions) -> String {
    let mut variants: BTreeMap<String, String> = BTreeMap::new();
    let per_component = options.selectors.variant.has_slot(Slot::Component);
    for doc in specs {
        let spec = &doc.spec;
        let states = doc
            .mapping()
            .filter_map(|entry| Some(entry.parsed.ok()?.state?.text.to_owned()))
            .chain(spec.states.iter().cloned());
        for state in states {
            let name = word(&state);
            let own = options.states.contains_key(&match_key(&state));
            if !is_variant_name(&name)
                || (TAILWIND_VARIANTS.contains(&name.as_str()) && !own)
                || takes_a_family(&name)
            {
                continue;
            }
            let forms = state_selectors(options, &state)
                .unwrap_or_else(|| vec![format!("[data-state~={}]", string(&state))]);
            variants
                .entry(name)
                .or_insert_with(|| format!("&:where({})", forms.join(", ")));
        }
        let scope = to_kebab(&spec.name);
        let marks = Marks {
            selectors: &options.selectors,
            spec,
            scope: &scope,
            previews: false,
        };
        for axis in &spec.variants {
            for value in &axis.values {
                let mut name = format!("{}-{}", word(&axis.name), word(value));
                if per_component || takes_a_family(&name) {
                    name = format!("{scope}-{name}");
                }
                if !is_variant_name(&name) || takes_a_family(&name) {
                    continue;
                }
                let selector = marks.value(&options.selectors.variant, &axis.name, value);
                variants
                    .entry(name)
                    .or_insert_with(|| format!("&:where({selector}, {selector} *)"));
            }
        }
    }
    let mut text = String::new();
    for (name, selector) in variants {
        let _ = writeln!(text, "@custom-variant {name} ({selector});");
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
    fn no_custom_variant_shadows_a_tailwind_family() {
        assert!(takes_a_family("aria-pressed") && takes_a_family("max-sm"));
        assert!(!takes_a_family("size-sm") && !takes_a_family("maximum-1"));
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
