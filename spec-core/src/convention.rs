//! The markup convention of a library, read from its components' markup: which class or
//! attribute marks a component's root, its parts and its variant values. It is proposed from
//! the markup (`uispec css --suggest-convention`), and any convention is measured against it
//! (`uispec validate`: how many parts it finds).
//!
//! What the reader sees of a mark is what the code writes literally: a class string, the
//! literals of a class expression (`format!("btn btn-{}", …)` gives `btn`, and `btn-` followed
//! by a value), `class:active`, a `data-*` attribute's literal. A component whose elements carry
//! no such mark (its classes all come from the caller, as in headless libraries) marks nothing
//! the reader can see, and is counted apart: neither found nor missing.

use std::collections::{BTreeMap, BTreeSet};

mod structure;

use structure::{Family, Wanted, certainly_has};

use crate::checks::markup::Reach;
use crate::code::markup::{Element, Value};
use crate::code::{Component, Rendered};
use crate::config::{PART_SLOTS, Selectors, VARIANT_SLOTS, VariantOn, toml_string};
use crate::naming::to_kebab;
use crate::reader::SpecDocument;
use crate::selector_template::{Marks, SelectorTemplate, marks};

/// The marks one element's markup writes.
#[derive(Debug, Default)]
struct Written {
    /// Class names written as literals.
    classes: Vec<String>,
    /// The literal starts of class names whose end is computed (`btn-{}` gives `btn-`).
    prefixes: Vec<String>,
    /// `data-*` attributes, with each literal value they may take (none when bound only).
    attributes: Vec<(String, Vec<String>)>,
    /// The class the value is built from, whatever branch runs (`"page-item"` of
    /// `let mut class_list = vec!["page-item".to_string()]`, not a class a later `push` adds
    /// on a condition): a library's block class, where its name is not spelled after the
    /// component's.
    first: Option<String>,
    /// Class names every render carries: all of a literal `class`, else the one the value is
    /// built from ([`Written::first`]).
    certain: Vec<String>,
    /// Whether a class is computed with no literal the reader sees (`class=classes_for(size)`):
    /// the element may then carry any class.
    unknown: bool,
}

impl Written {
    fn of(element: &Element) -> Written {
        let mut written = Written::default();
        for attribute in &element.attributes {
            let name = attribute.name.as_str();
            if let Some(class) = name.strip_prefix("class:") {
                // A class the element takes on a condition: never its block.
                written.classes.push(class.to_owned());
                continue;
            }
            let (literals, first): (Vec<&str>, Option<&str>) = match &attribute.value {
                Value::Text(text) => (vec![text.as_str()], Some(text.as_str())),
                Value::Bound {
                    literals, first, ..
                } => (
                    literals.iter().map(String::as_str).collect(),
                    first.as_deref(),
                ),
                Value::Constant(_) | Value::Flag => (Vec::new(), None),
            };
            if matches!(name, "class" | "classname" | "attr:class") {
                for token in literals.iter().flat_map(|l| l.split_whitespace()) {
                    written.class_token(token);
                }
                // The class every render has first: the literal the value is built from.
                let first =
                    (first.and_then(|f| f.split_whitespace().next())).filter(|f| is_class_name(f));
                if let Some(first) = first {
                    written.first.get_or_insert_with(|| first.to_owned());
                }
                // Every render carries all of a literal class, else that first one.
                match &attribute.value {
                    Value::Text(text) => (written.certain).extend(
                        text.split_whitespace()
                            .filter(|c| is_class_name(c))
                            .map(str::to_owned),
                    ),
                    _ => written.certain.extend(first.map(str::to_owned)),
                }
                // A class computed where the reader sees no literal of it (a function of the
                // crate's, a constant) may be any class; the caller's own is the caller's.
                written.unknown |= match &attribute.value {
                    Value::Bound {
                        literals, caller, ..
                    } => literals.is_empty() && !caller,
                    Value::Constant(_) => true,
                    Value::Text(_) | Value::Flag => false,
                };
            } else if name.starts_with("data-") {
                let values = literals.iter().map(|l| (*l).to_owned()).collect();
                written.attributes.push((name.to_owned(), values));
            }
        }
        written
    }

    /// A token of a class literal: a name, or a name's literal start before a format hole.
    fn class_token(&mut self, token: &str) {
        let is_name = is_class_name;
        match token.split_once('{') {
            Some((start, _)) if start.ends_with(['-', '_']) && is_name(start) => {
                self.prefixes.push(start.to_owned());
            }
            // `"singlestage-select{} {}"`: the name, or the name and more.
            Some((start, _)) if is_name(start) => {
                self.prefixes.push(start.to_owned());
                self.classes.push(start.to_owned());
            }
            Some(_) => {}
            None if is_name(token) => self.classes.push(token.to_owned()),
            None => {}
        }
    }

    fn marks_anything(&self) -> bool {
        !self.classes.is_empty() || !self.prefixes.is_empty() || !self.attributes.is_empty()
    }

    /// Whether the element can match `selector` by what its markup writes.
    fn matches(&self, element: &Element, selector: &str) -> bool {
        marks(selector).is_some_and(|marks| self.carries(element, &marks))
    }

    /// Whether the element can carry `marks` (a selector read once) by what its markup writes.
    fn carries(&self, element: &Element, marks: &Marks) -> bool {
        marks.tag.as_ref().is_none_or(|tag| *tag == element.tag)
            && marks.classes.iter().all(|class| self.writes_class(class))
            && marks.attributes.iter().all(|(name, value)| {
                (self.attributes.iter())
                    .any(|(n, values)| n == name && (value.is_empty() || values.contains(value)))
                    || (element.attributes.iter())
                        .any(|a| a.name == *name && literal_is(&a.value, value) == Some(true))
            })
    }

    /// Whether the markup writes the class `class`: as a literal, or after a computed start.
    fn writes_class(&self, class: &str) -> bool {
        self.classes.iter().any(|c| c == class)
            || (self.prefixes.iter())
                .any(|p| class.len() > p.len() && class.starts_with(p.as_str()))
    }
}

/// Whether an attribute's literal value is `wanted` (any value, when `wanted` is empty), or
/// whether a computed value that can only be one of a list may be it; `None` when the value is
/// computed past listing.
fn literal_is(value: &Value, wanted: &str) -> Option<bool> {
    match value {
        Value::Text(text) => Some(wanted.is_empty() || text == wanted),
        Value::Flag => Some(wanted.is_empty()),
        Value::Bound {
            choices: Some(choices),
            ..
        } => Some(wanted.is_empty() || choices.iter().any(|c| c == wanted)),
        Value::Bound { .. } | Value::Constant(_) => None,
    }
}

/// Whether `text` is a class name uispec reads: letters, digits, `-` and `_`, at most 64.
fn is_class_name(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 64
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Where a part's element is looked for: the component's own elements and those of the
/// project's components it renders, and for a part other than the root, the elements of the
/// sibling component named after it (`TabsList` for the `list` of `Tabs`).
fn elements_of<'a>(
    spec: &str,
    part: &str,
    component: &'a Component,
    components: &'a [Component],
    rendered: &Rendered<'a>,
) -> Vec<&'a Element> {
    let reach = Reach::of(component, rendered);
    if part == "root" {
        // The root is the element the markup starts with, or one at its top; through a bare
        // wrapper (`nav { aria_label, ul { class: "pagination" } }`), the element inside it.
        let elements = &component.markup.elements;
        let mut top: Vec<&Element> = reach.root.into_iter().collect();
        top.extend(elements.iter().filter(|e| e.parent.is_none()));
        let bare: crate::hash::Set<usize> = (0..elements.len())
            .filter(|&i| {
                elements[i].parent.is_none() && !Written::of(&elements[i]).marks_anything()
            })
            .collect();
        top.extend(
            elements
                .iter()
                .filter(|e| e.parent.is_some_and(|p| bare.contains(&p))),
        );
        return top;
    }
    let sibling = format!("{spec}{}", crate::naming::to_pascal(part));
    let mut elements = reach.elements;
    for other in components.iter().filter(|c| c.name == sibling) {
        elements.extend(Reach::of(other, rendered).elements);
    }
    elements
}

/// What each element's markup writes, read once however many parts look for it (by the
/// element's address: the elements outlive one count).
#[derive(Default)]
struct ReadOnce(crate::hash::Map<*const Element, std::rc::Rc<Written>>);

impl ReadOnce {
    fn of(&mut self, element: &Element) -> std::rc::Rc<Written> {
        (self.0.entry(std::ptr::from_ref(element)))
            .or_insert_with(|| std::rc::Rc::new(Written::of(element)))
            .clone()
    }
}

/// How many of the specs' parts a convention finds in the markup.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Count {
    /// Parts an element of the markup is marked as.
    pub found: usize,
    /// Parts no element is marked as, though the component marks others: (spec, part, the
    /// selector looked for).
    pub missing: Vec<(String, String, String)>,
    /// Components whose markup marks nothing the reader can see (no literal class or `data-*`
    /// attribute): their classes come from the caller or are computed, or their root is
    /// another component's and they write no mark of their own.
    pub unseen: Vec<String>,
}

impl Count {
    /// The parts found, of those the reader could decide, as a percentage.
    pub fn percent(&self) -> usize {
        let decided = self.found + self.missing.len();
        (self.found * 100).checked_div(decided).unwrap_or(0)
    }
}

/// Counts the parts of each spec (with a component) that `selectors` finds in the markup, each
/// part by its own selector (`x-selector`) when its spec gives one.
pub fn count(
    selectors: &Selectors,
    documents: &[&SpecDocument],
    components: &[Component],
) -> Count {
    count_with(selectors, documents, components, &[])
}

/// [`count`], with the parts of `own` selected by theirs.
fn count_with(
    selectors: &Selectors,
    documents: &[&SpecDocument],
    components: &[Component],
    own: &[Own],
) -> Count {
    let rendered = Rendered::new(components);
    let family = Family::of(components);
    let mut count = Count::default();
    let mut read = ReadOnce::default();
    for (doc, component) in crate::binding::implementations(documents, components) {
        let spec = &doc.spec;
        let everything: Vec<&Element> = Reach::of(component, &rendered).elements;
        if !everything.iter().any(|e| read.of(e).marks_anything()) {
            count.unseen.push(spec.name.clone());
            continue;
        }
        let name = selectors.name(&spec.name);
        let mut parts: Vec<String> = spec.anatomy.iter().map(|p| to_kebab(&p.name)).collect();
        if parts.is_empty() {
            parts.push("root".to_owned());
        }
        // A composition of other components (a layout that renders `Row` as its root and
        // writes no mark of its own) has no element of its own: its root is the other
        // component's, which no selector tells apart. Unless a selector finds it there (a class
        // it hands on), it marks nothing.
        let composed = component.markup.root.is_none()
            && !(component.markup.elements.iter()).any(|e| read.of(e).marks_anything());
        let before = (count.found, count.missing.len());
        for part in parts {
            let given = own.iter().find(|o| o.spec == spec.name && o.part == part);
            let selector = match given {
                Some(given) => given.selector.clone(),
                None => selectors.for_part(spec, &part).fill_raw(|slot| match slot {
                    crate::selector_template::Placeholder::Part => part.clone(),
                    _ => name.clone(),
                }),
            };
            let elements = elements_of(&spec.name, &part, component, components, &rendered);
            let wanted = Wanted::parse(&selector);
            let found = (elements.iter())
                .any(|e| (wanted.as_ref()).is_some_and(|w| w.found_on(e, &mut read, &family)));
            match found {
                true => count.found += 1,
                false => count.missing.push((spec.name.clone(), part, selector)),
            }
        }
        if composed && count.found == before.0 {
            count.missing.truncate(before.1);
            count.unseen.push(spec.name.clone());
        }
    }
    count
}

/// A part no template of the convention finds, with a selector of its own read from its
/// element's markup: what every render of the element carries and no other element of the
/// library's markup may (`.singlestage-input[role="switch"]`, `textarea.form-control`). It goes
/// in the part's spec as `"x-selector"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Own {
    /// The spec's name.
    pub spec: String,
    /// The part (kebab case).
    pub part: String,
    /// The selector.
    pub selector: String,
    /// The spec's file, as read.
    pub file: String,
    /// The JSON Pointer of the part's entry in the spec's `anatomy`, when it has one.
    pub pointer: Option<String>,
}

/// A convention proposed from the markup, and what it finds there.
#[derive(Debug, Clone)]
pub struct Suggestion {
    /// The templates, as `[css.selectors]` would hold them.
    pub selectors: Selectors,
    /// Parts the templates miss, each with a selector of its own ([`Own`]); [`Suggestion::count`]
    /// counts them found.
    pub own: Vec<Own>,
    /// What they find.
    pub count: Count,
    /// How many components each template was read from: (key, template, components).
    pub evidence: Vec<(&'static str, String, usize)>,
}

impl Suggestion {
    /// The `[css.selectors]` table that writes it, for uispec.toml.
    pub fn toml(&self) -> String {
        let s = &self.selectors;
        let default = Selectors::default();
        let mut out = String::from("[css.selectors]\n");
        if let Some(root) = &s.root {
            out.push_str(&format!("root = {}\n", toml_string(root.as_str())));
        }
        if s.part != default.part {
            out.push_str(&format!("part = {}\n", toml_string(s.part.as_str())));
        }
        if s.variant != default.variant {
            out.push_str(&format!("variant = {}\n", toml_string(s.variant.as_str())));
        }
        if s.variant_on == VariantOn::Root {
            out.push_str("variant-on = \"root\"\n");
        }
        if !s.names.is_empty() {
            out.push_str("\n[css.selectors.names]\n");
            for (spec, name) in &s.names {
                let bare = spec
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                let key = if bare {
                    spec.clone()
                } else {
                    toml_string(spec)
                };
                out.push_str(&format!("{key} = {}\n", toml_string(name)));
            }
        }
        out
    }
}

/// Proposes the convention the markup of `components` shows for the specs `documents`:
/// the template most components' roots carry with their own name in it
/// (`.singlestage-{component}`, `[data-slot="{component}"]`), the library's own name for those
/// that spell theirs otherwise (`btn` for `Button`, `card__header` for `CardHeader`), then the
/// templates of parts and variant values spelled after those names. `None` when no template is
/// carried by two components: the markup shows no convention.
pub fn suggest(documents: &[&SpecDocument], components: &[Component]) -> Option<Suggestion> {
    let rendered = Rendered::new(components);
    let pairs = crate::binding::implementations(documents, components);
    // The root: which template each component's root carries with its name.
    let mut votes: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
    for (doc, component) in &pairs {
        let kebab = to_kebab(&doc.spec.name);
        for element in elements_of(&doc.spec.name, "root", component, components, &rendered) {
            let written = Written::of(element);
            for class in &written.classes {
                for (before, after) in around(class, &kebab) {
                    let template = format!(".{before}{{component}}{after}");
                    votes.entry(template).or_default().insert(&doc.spec.name);
                }
            }
            for (name, values) in &written.attributes {
                if values.contains(&kebab) {
                    let template = format!("[{name}=\"{{component}}\"]");
                    votes.entry(template).or_default().insert(&doc.spec.name);
                }
            }
        }
    }
    let (root, voters) = best(votes)?;
    let root_template = SelectorTemplate::parse(&root, PART_SLOTS, &[]).ok()?;
    let mut evidence = vec![("root", root.clone(), voters)];
    let mut selectors = Selectors {
        root: Some(root_template.clone()),
        ..Selectors::default()
    };
    // The library's own names: a root mark of the template's shape whose name spells the
    // component's (`btn` for `button`, `card__header` for `card-header`).
    let (before, after) = shape(&root);
    let mut block_classes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (doc, component) in &pairs {
        let kebab = to_kebab(&doc.spec.name);
        let own = root_template.fill_raw(|_| kebab.clone());
        let elements = elements_of(&doc.spec.name, "root", component, components, &rendered);
        if elements.iter().any(|e| Written::of(e).matches(e, &own)) {
            continue;
        }
        let mut spelled: Vec<String> = Vec::new();
        let mut firsts: Vec<String> = Vec::new();
        for element in elements {
            let written = Written::of(element);
            let top = element.parent.is_none();
            if let (true, Shape::Class(start), Some(first)) = (top, &before, &written.first)
                && let Some(middle) = (first.strip_prefix(start.as_str()))
                    .and_then(|m| m.strip_suffix(after.as_str()))
                && is_word(middle)
                && shares_word(middle, &kebab)
            {
                firsts.push(middle.to_owned());
            }
            let marks = match &before {
                Shape::Class(_) => written.classes,
                Shape::Attribute(name) => (written.attributes.into_iter())
                    .filter(|(n, _)| n == name)
                    .flat_map(|(_, values)| values)
                    .collect(),
            };
            for mark in marks {
                let middle = match &before {
                    Shape::Class(start) => mark
                        .strip_prefix(start.as_str())
                        .and_then(|m| m.strip_suffix(after.as_str())),
                    Shape::Attribute(_) => Some(mark.as_str()),
                };
                if let Some(middle) = middle.filter(|m| is_word(m) && spells(m, &kebab)) {
                    spelled.push(middle.to_owned());
                }
            }
        }
        match spelled.into_iter().max_by_key(String::len) {
            Some(name) => {
                selectors.names.insert(doc.spec.name.clone(), name);
            }
            None => {
                if let Some(first) = firsts.into_iter().next() {
                    block_classes
                        .entry(first)
                        .or_default()
                        .push(doc.spec.name.clone());
                }
            }
        }
    }
    // The class a root is written with first is the component's own name when it shares a
    // word with the component's, no other component's root starts with it and no component
    // is named so: `page-item` for `PaginationItem`, `form-select` for `Select`.
    let taken: BTreeSet<String> = (pairs.iter())
        .map(|(doc, _)| to_kebab(&doc.spec.name))
        .chain(selectors.names.values().cloned())
        .collect();
    for (class, specs) in block_classes {
        if let [spec] = specs.as_slice()
            && !taken.contains(&class)
        {
            selectors.names.insert(spec.clone(), class);
        }
    }
    // Parts and variant values, spelled after each component's name.
    let mut parts: BTreeMap<String, BTreeSet<(&str, String)>> = BTreeMap::new();
    let mut variants: BTreeMap<String, BTreeSet<(&str, &str)>> = BTreeMap::new();
    let mut off_root = false;
    for (doc, component) in &pairs {
        let spec = &doc.spec;
        let name = selectors.name(&spec.name);
        for part in spec.anatomy.iter().map(|p| to_kebab(&p.name)) {
            if part == "root" {
                continue;
            }
            for element in elements_of(&spec.name, &part, component, components, &rendered) {
                let written = Written::of(element);
                for class in &written.classes {
                    for (before, after) in around(class, &name) {
                        for sep in ["__", "-", "_"] {
                            if let Some(rest) = after.strip_prefix(sep)
                                && let Some(tail) = rest.strip_prefix(part.as_str())
                                && (tail.is_empty() || tail.starts_with(['-', '_']))
                            {
                                let template = format!(".{before}{{component}}{sep}{{part}}{tail}");
                                parts
                                    .entry(template)
                                    .or_default()
                                    .insert((&spec.name, part.clone()));
                            }
                        }
                    }
                }
                for (attribute, values) in &written.attributes {
                    if values.contains(&format!("{name}-{part}")) {
                        let template = format!("[{attribute}=\"{{component}}-{{part}}\"]");
                        parts
                            .entry(template)
                            .or_default()
                            .insert((&spec.name, part.clone()));
                    } else if values.contains(&part) {
                        let template = format!("[{attribute}=\"{{part}}\"]");
                        parts
                            .entry(template)
                            .or_default()
                            .insert((&spec.name, part.clone()));
                    }
                }
            }
        }
        let reach = Reach::of(component, &rendered);
        let root_element = reach.root;
        for axis in &spec.variants {
            for element in &reach.elements {
                let written = Written::of(element);
                let mut found = false;
                let starts = (written.classes.iter())
                    .flat_map(|class| {
                        (axis.values.iter())
                            .filter_map(move |v| class.strip_suffix(v.as_str()))
                            .filter(|start| start.ends_with(['-', '_']))
                    })
                    .chain(written.prefixes.iter().map(String::as_str));
                for start in starts {
                    let template = match around(start, &name).into_iter().next() {
                        Some((before, sep)) => format!(".{before}{{component}}{sep}{{value}}"),
                        None => continue,
                    };
                    variants
                        .entry(template)
                        .or_default()
                        .insert((&spec.name, &axis.name));
                    found = true;
                }
                let data = format!("data-{}", to_kebab(&axis.name));
                if written.attributes.iter().any(|(n, _)| *n == data) {
                    let template = "[data-{axis}=\"{value}\"]".to_owned();
                    variants
                        .entry(template)
                        .or_default()
                        .insert((&spec.name, &axis.name));
                    found = true;
                }
                if found && !root_element.is_some_and(|r| std::ptr::eq(r, *element)) {
                    off_root = true;
                }
            }
        }
    }
    if let Some((part, voters)) = best_from(parts, 1)
        && let Ok(template) = SelectorTemplate::parse(&part, PART_SLOTS, &[])
    {
        selectors.part = template;
        evidence.push(("part", part, voters));
    }
    if let Some((variant, voters)) = best_from(variants, 2)
        && let Ok(template) = SelectorTemplate::parse(&variant, VARIANT_SLOTS, &[])
    {
        selectors.variant = template;
        evidence.push(("variant", variant, voters));
        if !off_root {
            selectors.variant_on = VariantOn::Root;
        }
    }
    // The roots the templates miss (a shared class, a name not spelled after the component's),
    // each given a selector of its own when one tells it apart.
    let mut read = ReadOnce::default();
    let family = Family::of(components);
    let everywhere: Vec<&Element> = (components.iter())
        .flat_map(|c| &c.markup.elements)
        .collect();
    let mut own = Vec::new();
    for (spec, part, _) in &count(&selectors, documents, components).missing {
        let Some((doc, component)) = pairs.iter().find(|(doc, _)| doc.spec.name == *spec) else {
            continue;
        };
        if part != "root" {
            // Which of the elements a part other than the root is, the markup does not say.
            continue;
        }
        let elements = elements_of(spec, part, component, components, &rendered);
        // Each element of the component's own markup, read once for every root it may stand
        // beside. Only those qualify: an element a component it renders writes (`Row` in a
        // layout) is that component's too, wherever else it renders.
        let identities: Vec<(&Element, Identity)> = (component.markup.elements.iter())
            .map(|e| (e, Identity::of(e, &read.of(e))))
            .collect();
        let own_markup = |e: &&Element| identities.iter().any(|(own, _)| std::ptr::eq(*own, *e));
        let elements: Vec<&Element> = elements.into_iter().filter(own_markup).collect();
        // Marks of its own on any of its elements first, then what surrounds them.
        let found = [false, true].into_iter().find_map(|surrounding| {
            elements.iter().find_map(|element| {
                let (_, identity) = identities
                    .iter()
                    .find(|(e, _)| std::ptr::eq(*e, *element))?;
                // The same element written in each branch (`<input {..attrs}/>` bare, or in a
                // `<label>` when there are children) is the one part.
                let mut alternatives = elements.clone();
                alternatives.extend(
                    (identities.iter())
                        .filter(|(_, i)| i == identity)
                        .map(|(e, _)| *e),
                );
                let scope = Scope {
                    roots: &elements,
                    alternatives: &alternatives,
                    everywhere: &everywhere,
                    family: &family,
                };
                match surrounding {
                    false => own_selector(identity, &scope, &mut read),
                    true => surrounded_selector(element, identity, &scope, &mut read),
                }
            })
        });
        if let Some(selector) = found {
            let index = (doc.spec.anatomy.iter()).position(|p| to_kebab(&p.name) == *part);
            own.push(Own {
                spec: spec.clone(),
                part: part.clone(),
                selector,
                file: doc.file.path().to_owned(),
                pointer: index.map(|i| format!("/anatomy/{i}")),
            });
        }
    }
    let count = count_with(&selectors, documents, components, &own);
    Some(Suggestion {
        selectors,
        own,
        count,
        evidence,
    })
}

/// What every render of an element carries: its tag, the classes it always has, its `role`,
/// `type` and `data-*` attributes (as selectors: `[type="range"]` when literal, `[data-theme]`
/// when computed but always written).
#[derive(PartialEq, Eq)]
struct Identity {
    tag: String,
    classes: Vec<String>,
    fixed: Vec<String>,
}

impl Identity {
    /// Its compound selectors, simplest first: `input`, `input[type="checkbox"]`,
    /// `input.form-check-input`.
    fn forms(&self) -> impl Iterator<Item = String> + '_ {
        let tag = &self.tag;
        std::iter::once(tag.clone())
            .chain(self.fixed.iter().map(move |a| format!("{tag}{a}")))
            .chain(self.classes.iter().map(move |c| format!("{tag}.{c}")))
    }

    fn of(element: &Element, written: &Written) -> Identity {
        let fixed = (element.attributes.iter())
            .filter(|a| matches!(a.name.as_str(), "role" | "type") || a.name.starts_with("data-"))
            .filter_map(|a| match &a.value {
                Value::Text(value) if is_class_name(&a.name) && is_class_name(value) => {
                    Some(format!("[{}=\"{value}\"]", a.name))
                }
                // Computed, but always there (`"data-bs-theme": mode` with `let mode: &str`).
                Value::Bound { always: true, .. } if is_class_name(&a.name) => {
                    Some(format!("[{}]", a.name))
                }
                _ => None,
            })
            .collect();
        Identity {
            tag: element.tag.clone(),
            classes: written.certain.clone(),
            fixed,
        }
    }
}

/// What a selector for one element is held against: every element of the library's markup,
/// but the `alternatives` the element stands for (the root of each branch the component may
/// render, and the same element written again in another branch: itself included); and the
/// `roots` it must find in every branch.
struct Scope<'s, 'a> {
    roots: &'s [&'a Element],
    alternatives: &'s [&'a Element],
    everywhere: &'s [&'a Element],
    family: &'s Family<'a>,
}

impl<'a> Scope<'_, 'a> {
    /// The elements but the alternatives that may match `wanted` in some render.
    fn rivals(&self, wanted: &Wanted, read: &mut ReadOnce) -> Vec<&'a Element> {
        (self.everywhere.iter())
            .filter(|other| !self.alternatives.iter().any(|a| std::ptr::eq(*a, **other)))
            .filter(|other| wanted.possible_on(other, read, self.family))
            .copied()
            .collect()
    }

    /// Whether `candidate` is a selector for the element alone, found in every branch the
    /// component renders: a selector of one branch's root leaves the others unstyled.
    fn alone(&self, candidate: &str, read: &mut ReadOnce) -> bool {
        Wanted::parse(candidate).is_some_and(|wanted| {
            SelectorTemplate::parse(candidate, PART_SLOTS, &[]).is_ok()
                && self.rivals(&wanted, read).is_empty()
                && {
                    // One pass over the roots: a hostile body with thousands of them stays
                    // linear.
                    let found: crate::hash::Set<usize> = (self.roots.iter())
                        .filter(|root| wanted.found_on(root, read, self.family))
                        .map(|root| root.group)
                        .collect();
                    self.roots.iter().all(|root| found.contains(&root.group))
                }
        })
    }
}

/// Candidates grow with the square of the marks: a class literal of thousands of names gives
/// the first few a chance, not millions of selectors.
const MOST: usize = 8;

/// A selector for an element alone: made of what every render of it carries ([`Identity`]),
/// and carried by no other element of the scope in any render the markup shows. The first
/// such, simplest first.
fn own_selector(identity: &Identity, scope: &Scope<'_, '_>, read: &mut ReadOnce) -> Option<String> {
    let tag = &identity.tag;
    let classes = &identity.classes[..identity.classes.len().min(MOST)];
    let fixed = &identity.fixed[..identity.fixed.len().min(MOST)];
    let mut candidates: Vec<String> = Vec::new();
    for class in classes {
        candidates.push(format!(".{class}"));
        candidates.push(format!("{tag}.{class}"));
    }
    for class in classes {
        for attribute in fixed {
            candidates.push(format!(".{class}{attribute}"));
            candidates.push(format!("{tag}.{class}{attribute}"));
        }
    }
    for (i, a) in classes.iter().enumerate() {
        for b in &classes[i + 1..] {
            candidates.push(format!(".{a}.{b}"));
        }
    }
    for attribute in fixed {
        candidates.push(format!("{tag}{attribute}"));
    }
    candidates.into_iter().find(|c| scope.alone(c, read))
}

/// A selector for `element` alone that adds what surrounds its marks: an attribute every rival
/// always has and the element never does (`.btn-group:not([role])`), or a child every render
/// of the element has and no rival may (`.form-check:has(> input[type="checkbox"])`).
fn surrounded_selector(
    element: &Element,
    identity: &Identity,
    scope: &Scope<'_, '_>,
    read: &mut ReadOnce,
) -> Option<String> {
    let tag = &identity.tag;
    let classes = &identity.classes[..identity.classes.len().min(MOST)];
    let bases = (classes.iter())
        .flat_map(|class| [format!(".{class}"), format!("{tag}.{class}")])
        .chain([tag.clone()]);
    let children: Vec<Identity> = (scope.family.children(element).iter())
        .filter(|child| !child.conditional)
        .take(MOST)
        .map(|child| Identity::of(child, &read.of(child)))
        .collect();
    let mut candidates: Vec<String> = Vec::new();
    for base in bases {
        let Some(wanted) = Wanted::parse(&base) else {
            continue;
        };
        // An attribute a spread may add is never certainly lacking.
        if !element.spread {
            let mut names: Vec<&str> = (scope.rivals(&wanted, read).into_iter())
                .flat_map(|rival| {
                    (rival.attributes.iter())
                        .map(|a| a.name.as_str())
                        .filter(|name| certainly_has(rival, name))
                })
                .filter(|name| is_class_name(name))
                .filter(|name| !element.attributes.iter().any(|a| a.name == *name))
                .collect();
            names.sort_unstable();
            names.dedup();
            for name in names.into_iter().take(MOST) {
                candidates.push(format!("{base}:not([{name}])"));
            }
        }
        for child in &children {
            for form in child.forms().take(MOST) {
                candidates.push(format!("{base}:has(> {form})"));
            }
        }
    }
    candidates.into_iter().find(|c| scope.alone(c, read))
}

/// Whether `element` may match `marks` in some render: a class its markup writes (on a
/// condition too, or after a computed start), an attribute with that literal value or computed
/// at run time, any class when one is computed out of the reader's sight. What a caller gives
/// (its `class` prop, a spread of its attributes, a `role` prop the element reads as it is) is
/// the caller's choice, not the library's markup.
fn may_carry(element: &Element, written: &Written, marks: &Marks) -> bool {
    marks.tag.as_ref().is_none_or(|tag| *tag == element.tag)
        && marks
            .classes
            .iter()
            .all(|class| written.unknown || written.writes_class(class))
        && marks.attributes.iter().all(|(name, value)| {
            (element.attributes.iter().filter(|a| a.name == *name)).any(|a| {
                literal_is(&a.value, value)
                    .unwrap_or(!matches!(a.value, Value::Bound { caller: true, .. }))
            })
        })
}

/// The template's shape around `{component}`: a class's start and end, or an attribute's name.
enum Shape {
    Class(String),
    Attribute(String),
}

fn shape(template: &str) -> (Shape, String) {
    match template.strip_prefix('.') {
        Some(class) => {
            let (before, after) = class.split_once("{component}").unwrap_or((class, ""));
            (Shape::Class(before.to_owned()), after.to_owned())
        }
        None => {
            let name = template
                .trim_start_matches('[')
                .split('=')
                .next()
                .unwrap_or_default();
            (Shape::Attribute(name.to_owned()), String::new())
        }
    }
}

/// Whether `mark` and the kebab name `kebab` have a word in common (`page-item` and
/// `pagination-item`).
fn shares_word(mark: &str, kebab: &str) -> bool {
    let words = |s: &str| -> Vec<String> { s.split(['-', '_']).map(str::to_owned).collect() };
    let theirs = words(kebab);
    words(mark)
        .iter()
        .any(|w| w.len() >= 2 && theirs.contains(w))
}

/// Whether `text` is a name's words: letters and digits, joined by `-` or `_`.
fn is_word(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic())
        && text.ends_with(|c: char| c.is_ascii_alphanumeric())
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Where `name` stands in `mark` as whole words (between `-`/`_` or the ends): the text before
/// and after each place.
fn around<'m>(mark: &'m str, name: &str) -> Vec<(&'m str, &'m str)> {
    let boundary = |c: Option<char>| c.is_none_or(|c| c == '-' || c == '_');
    mark.match_indices(name)
        .filter(|(at, _)| {
            boundary(mark[..*at].chars().next_back())
                && boundary(mark[at + name.len()..].chars().next())
        })
        .map(|(at, _)| (&mark[..at], &mark[at + name.len()..]))
        .collect()
}

/// Whether the library's `mark` spells the component's kebab name `kebab`: the same letters
/// (`card__header`, `navbar`), or as many words, each an abbreviation of the name's word that
/// starts with its letter and keeps the order (`btn` for `button`, `card-img` for
/// `card-image`).
fn spells(mark: &str, kebab: &str) -> bool {
    let letters = |s: &str| -> String { s.chars().filter(char::is_ascii_alphanumeric).collect() };
    if letters(mark) == letters(kebab) {
        return true;
    }
    let words = |s: &str| -> Vec<String> {
        s.split(['-', '_'])
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let (short, long) = (words(mark), words(kebab));
    short.len() == long.len()
        && short.iter().zip(&long).all(|(short, long)| {
            let mut rest = long.chars();
            short.len() >= 2
                && short.chars().next() == long.chars().next()
                && short.chars().all(|c| rest.any(|l| l == c))
        })
}

/// The template the most components carry (the shorter on a tie), when at least two do.
fn best<T: Ord>(votes: BTreeMap<String, BTreeSet<T>>) -> Option<(String, usize)> {
    best_from(votes, 2)
}

fn best_from<T: Ord>(
    votes: BTreeMap<String, BTreeSet<T>>,
    least: usize,
) -> Option<(String, usize)> {
    votes
        .into_iter()
        .map(|(template, voters)| (template, voters.len()))
        .filter(|(_, n)| *n >= least)
        .max_by(|(a, x), (b, y)| x.cmp(y).then(b.len().cmp(&a.len())).then(b.cmp(a)))
}
