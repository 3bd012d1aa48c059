//! The components' side of a diff: each spec's API (props, variants, slots, events) and
//! accessibility contract (role, ARIA attributes, keys) in the base against the head's.
//!
//! A rename is detected, never guessed: a spec or prop that says what it was
//! (`"x-renamed-from"`), a prop of the same type and `required` at the same position, or a
//! spec whose whole API reappears under exactly one new name.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::{Change, Kind, Reach, Rename, Renames, Side, was_named};
use crate::SpecDocument;
use crate::model::Prop;
use crate::reader::push_pointer;
use crate::validate::Session;

/// The extension key that names what a spec or prop was called before.
pub const RENAMED_FROM: &str = "x-renamed-from";
/// The extension key that deprecates a spec or prop (`true`, or the reason).
pub const DEPRECATED: &str = "x-deprecated";

/// Adds the components' changes from `base` to `head` to `out`, in name order; the specs
/// renamed, `(from, to)`.
pub(super) fn compare(base: &Session, head: &Session, out: &mut Vec<Change>) -> Vec<Rename> {
    let (old, new) = (by_name(base), by_name(head));
    let gone: Vec<&str> = (old.keys())
        .filter(|name| !new.contains_key(*name))
        .map(String::as_str)
        .collect();
    let came: Vec<&str> = (new.keys())
        .filter(|name| !old.contains_key(*name))
        .map(String::as_str)
        .collect();
    let renames = renamed_specs(&gone, &came, &old, &new);
    let mut changes: Vec<(String, Vec<Change>)> = Vec::new();
    for (name, doc) in &new {
        let mut found = Vec::new();
        let was = match old.get(name) {
            Some(was) => Some(*was),
            None => match renames.iter().find(|(_, to)| to == name) {
                Some((from, _)) => {
                    found.push(change(
                        Kind::ComponentRenamed,
                        doc,
                        "/name",
                        Side::Head,
                        format!("renamed from `{from}`"),
                    ));
                    old.get(*from).copied()
                }
                None => {
                    found.push(change(
                        Kind::ComponentAdded,
                        doc,
                        "/name",
                        Side::Head,
                        "added".to_owned(),
                    ));
                    None
                }
            },
        };
        if let Some(was) = was {
            spec(was, doc, &mut found);
        }
        changes.push((name.clone(), found));
    }
    for name in gone {
        if renames.iter().any(|(from, _)| *from == name) {
            continue;
        }
        let doc = old[name];
        let removed = change(
            Kind::ComponentRemoved,
            doc,
            "/name",
            Side::Base,
            "removed".to_owned(),
        );
        changes.push((name.to_owned(), vec![removed]));
    }
    changes.sort_by(|a, b| a.0.cmp(&b.0));
    out.extend(changes.into_iter().flat_map(|(_, found)| found));
    (renames.into_iter())
        .map(|(from, to)| (from.to_owned(), to.to_owned()))
        .collect()
}

/// The specs of `session` by name.
fn by_name(session: &Session) -> BTreeMap<String, &SpecDocument> {
    (session.specs())
        .map(|doc| (doc.spec.name.clone(), doc))
        .collect()
}

/// The specs of `gone` that reappear in `came` under another name: said by the new one
/// (`x-renamed-from`), or the same API under exactly one new name.
fn renamed_specs<'n>(
    gone: &[&'n str],
    came: &[&'n str],
    old: &BTreeMap<String, &SpecDocument>,
    new: &BTreeMap<String, &SpecDocument>,
) -> Vec<(&'n str, &'n str)> {
    // Said by the new spec: each gone name is looked up once.
    let gone_set: BTreeSet<&str> = gone.iter().copied().collect();
    let mut renames = Vec::new();
    for to in came {
        let said = new[*to]
            .spec
            .extensions
            .get(RENAMED_FROM)
            .and_then(Value::as_str);
        if let Some(from) = said.and_then(|said| gone_set.get(said)) {
            renames.push((*from, *to));
        }
    }
    let api = |doc: &SpecDocument| {
        let spec = &doc.spec;
        let props: Vec<(&str, &str, bool)> = (spec.props.iter())
            .map(|p| (p.name.as_str(), p.ty.as_str(), p.required))
            .collect();
        let variants: Vec<(&str, &[String])> = (spec.variants.iter())
            .map(|v| (v.name.as_str(), v.values.as_slice()))
            .collect();
        let slots: Vec<&str> = spec.slots.iter().map(|s| s.name.as_str()).collect();
        let events: Vec<&str> = spec.events.iter().map(|e| e.name.as_str()).collect();
        format!("{props:?}{variants:?}{slots:?}{events:?}")
    };
    let named: BTreeSet<&str> = renames.iter().flat_map(|(from, to)| [*from, *to]).collect();
    // The same API under one new name: each API written once, grouped.
    let mut by_api: BTreeMap<String, (Vec<&str>, Vec<&str>)> = BTreeMap::new();
    for from in gone.iter().filter(|g| !named.contains(**g)) {
        // An empty API says nothing about identity.
        let spec = &old[*from].spec;
        if !(spec.props.is_empty() && spec.variants.is_empty()) {
            by_api.entry(api(old[*from])).or_default().0.push(from);
        }
    }
    for to in came.iter().filter(|c| !named.contains(**c)) {
        if let Some((_, came)) = by_api.get_mut(&api(new[*to])) {
            came.push(to);
        }
    }
    for (gone, came) in by_api.values() {
        if let ([from], [to]) = (gone.as_slice(), came.as_slice()) {
            renames.push((*from, *to));
        }
    }
    renames
}

/// A change of `doc`'s component at the key `pointer`.
fn change(kind: Kind, doc: &SpecDocument, pointer: &str, side: Side, message: String) -> Change {
    // An item of a list of named things is shown by its name.
    let location = match pointer.rsplit_once('/') {
        Some((list, index))
            if index.parse::<usize>().is_ok()
                && ["/props", "/slots", "/events", "/variants"].contains(&list) =>
        {
            doc.location(&format!("{pointer}/name"))
        }
        _ => doc.key_location(pointer),
    };
    Change {
        kind,
        component: Some(doc.spec.name.clone()),
        token: None,
        message,
        location,
        side,
        reach: Reach::default(),
    }
}

/// The changes from the spec `old` to `new` (the same component, perhaps renamed).
fn spec(old: &SpecDocument, new: &SpecDocument, out: &mut Vec<Change>) {
    let (a, b) = (&old.spec, &new.spec);
    // Most specs of a release are untouched.
    if a == b {
        return;
    }
    if b.extensions.get(DEPRECATED).is_some_and(deprecates)
        && !a.extensions.get(DEPRECATED).is_some_and(deprecates)
    {
        let said = reason(b.extensions.get(DEPRECATED));
        out.push(change(
            Kind::ComponentDeprecated,
            new,
            &format!("/{DEPRECATED}"),
            Side::Head,
            format!("deprecated{said}"),
        ));
    }
    props(old, new, out);
    variants(old, new, out);
    // Slots and events: by name.
    for (at, slot) in a.slots.iter().enumerate() {
        match b.slots.iter().position(|s| s.name == slot.name) {
            None => out.push(change(
                Kind::SlotRemoved,
                old,
                &format!("/slots/{at}"),
                Side::Base,
                format!("slot `{}` removed", slot.name),
            )),
            Some(to) if b.slots[to].required && !slot.required => out.push(change(
                Kind::SlotNewlyRequired,
                new,
                &format!("/slots/{to}"),
                Side::Head,
                format!("slot `{}` is now required", slot.name),
            )),
            Some(_) => {}
        }
    }
    for (at, slot) in b.slots.iter().enumerate() {
        if !a.slots.iter().any(|s| s.name == slot.name) {
            let (kind, said) = match slot.required {
                true => (Kind::SlotNewlyRequired, "added, required"),
                false => (Kind::SlotAdded, "added"),
            };
            let message = format!("slot `{}` {said}", slot.name);
            out.push(change(
                kind,
                new,
                &format!("/slots/{at}"),
                Side::Head,
                message,
            ));
        }
    }
    for (at, event) in a.events.iter().enumerate() {
        if !b.events.iter().any(|e| e.name == event.name) {
            let message = format!("event `{}` removed", event.name);
            out.push(change(
                Kind::EventRemoved,
                old,
                &format!("/events/{at}"),
                Side::Base,
                message,
            ));
        }
    }
    for (at, event) in b.events.iter().enumerate() {
        if !a.events.iter().any(|e| e.name == event.name) {
            let message = format!("event `{}` added", event.name);
            out.push(change(
                Kind::EventAdded,
                new,
                &format!("/events/{at}"),
                Side::Head,
                message,
            ));
        }
    }
    accessibility(old, new, out);
}

/// Whether an `x-deprecated` value deprecates: anything but `false` and `null`.
fn deprecates(value: &Value) -> bool {
    !matches!(value, Value::Bool(false) | Value::Null)
}

/// `: <reason>` when an `x-deprecated` value gives one.
fn reason(value: Option<&Value>) -> String {
    match value.and_then(Value::as_str) {
        Some(reason) => format!(": {reason}"),
        None => String::new(),
    }
}

fn props(old: &SpecDocument, new: &SpecDocument, out: &mut Vec<Change>) {
    let (a, b) = (&old.spec.props, &new.spec.props);
    let gone: Vec<usize> = (0..a.len())
        .filter(|&i| !b.iter().any(|p| p.name == a[i].name))
        .collect();
    let came: Vec<usize> = (0..b.len())
        .filter(|&j| !a.iter().any(|p| p.name == b[j].name))
        .collect();
    // Renames: said by the new prop, or the same type and `required` at the same position.
    let mut renamed: Vec<(usize, usize)> = Vec::new();
    for &j in &came {
        let said = b[j].extensions.get(RENAMED_FROM);
        let from = (gone.iter().copied())
            .find(|&i| said == Some(&Value::from(a[i].name.as_str())))
            .or_else(|| {
                (said.is_none() && gone.contains(&j))
                    .then_some(j)
                    .filter(|&i| same_type(&a[i].ty, &b[j].ty) && a[i].required == b[j].required)
            });
        if let Some(i) = from.filter(|i| !renamed.iter().any(|(r, _)| r == i)) {
            renamed.push((i, j));
        }
    }
    for &i in &gone {
        if !renamed.iter().any(|(r, _)| *r == i) {
            let message = format!("prop `{}` removed", a[i].name);
            out.push(change(
                Kind::PropRemoved,
                old,
                &format!("/props/{i}"),
                Side::Base,
                message,
            ));
        }
    }
    for (j, prop) in b.iter().enumerate() {
        let pointer = format!("/props/{j}");
        let was = match a.iter().position(|p| p.name == prop.name) {
            Some(i) => &a[i],
            None => match renamed.iter().find(|(_, r)| *r == j) {
                Some(&(i, _)) => {
                    let message = format!("prop `{}` renamed to `{}`", a[i].name, prop.name);
                    out.push(change(
                        Kind::PropRenamed,
                        new,
                        &pointer,
                        Side::Head,
                        message,
                    ));
                    &a[i]
                }
                None => {
                    let (kind, said) = match prop.required {
                        true => (Kind::PropNewlyRequired, "added, required"),
                        false => (Kind::PropAdded, "added"),
                    };
                    let message = format!("prop `{}` {said}", prop.name);
                    out.push(change(kind, new, &pointer, Side::Head, message));
                    continue;
                }
            },
        };
        prop_changes(was, prop, (new, &pointer), out);
    }
}

/// The changes of one prop kept (perhaps renamed): required, type, default, deprecation.
fn prop_changes(
    was: &Prop,
    prop: &Prop,
    (new, pointer): (&SpecDocument, &str),
    out: &mut Vec<Change>,
) {
    let name = &prop.name;
    let mut push = |kind: Kind, key: &str, message: String| {
        let at = match key {
            "" => pointer.to_owned(),
            key => format!("{pointer}/{key}"),
        };
        out.push(change(kind, new, &at, Side::Head, message));
    };
    match (was.required, prop.required) {
        (false, true) => push(
            Kind::PropNewlyRequired,
            "required",
            format!("prop `{name}` is now required"),
        ),
        (true, false) => push(
            Kind::PropNoLongerRequired,
            "required",
            format!("prop `{name}` is no longer required"),
        ),
        _ => {}
    }
    if !same_type(&was.ty, &prop.ty) {
        let (old, now) = (members(&was.ty), members(&prop.ty));
        let kind = match (old.is_subset(&now), now.is_subset(&old)) {
            (true, false) => Kind::PropTypeWidened,
            (false, true) => Kind::PropTypeNarrowed,
            _ => Kind::PropTypeChanged,
        };
        push(
            kind,
            "type",
            format!("prop `{name}` takes `{}`, took `{}`", prop.ty, was.ty),
        );
    }
    if let (Some(old), Some(now)) = (&was.default, &prop.default)
        && old != now
    {
        push(
            Kind::PropDefaultChanged,
            "default",
            format!("prop `{name}` defaults to `{now}`, was `{old}`"),
        );
    }
    if prop.extensions.get(DEPRECATED).is_some_and(deprecates)
        && !was.extensions.get(DEPRECATED).is_some_and(deprecates)
    {
        let said = reason(prop.extensions.get(DEPRECATED));
        push(
            Kind::PropDeprecated,
            DEPRECATED,
            format!("prop `{name}` deprecated{said}"),
        );
    }
}

/// Whether two written types are the same, whitespace aside.
fn same_type(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    let squeeze = |t: &str| t.split_whitespace().collect::<String>();
    squeeze(a) == squeeze(b)
}

/// The members of a written type: the parts of a union (`"sm" | "md"`) at its top level, an
/// `Option<T>` as `T` and `None` (`T | undefined` and `T | null` are unions already).
fn members(ty: &str) -> BTreeSet<String> {
    let squeezed: String = ty.split_whitespace().collect();
    let mut members = BTreeSet::new();
    let mut depth = 0usize;
    let mut start = 0;
    let add = |piece: &str, members: &mut BTreeSet<String>| match piece
        .strip_prefix("Option<")
        .and_then(|t| t.strip_suffix('>'))
    {
        Some(inner) => {
            members.insert(inner.to_owned());
            members.insert("None".to_owned());
        }
        None => {
            members.insert(piece.to_owned());
        }
    };
    for (at, c) in squeezed.char_indices() {
        match c {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth = depth.saturating_sub(1),
            '|' if depth == 0 => {
                add(&squeezed[start..at], &mut members);
                start = at + 1;
            }
            _ => {}
        }
    }
    add(&squeezed[start..], &mut members);
    members
}

fn variants(old: &SpecDocument, new: &SpecDocument, out: &mut Vec<Change>) {
    let (a, b) = (&old.spec, &new.spec);
    for (at, axis) in a.variants.iter().enumerate() {
        let Some(to) = b.variants.iter().position(|v| v.name == axis.name) else {
            let message = format!("variant `{}` removed", axis.name);
            out.push(change(
                Kind::VariantRemoved,
                old,
                &format!("/variants/{at}"),
                Side::Base,
                message,
            ));
            continue;
        };
        let now = &b.variants[to];
        for (i, value) in axis.values.iter().enumerate() {
            if !now.values.contains(value) {
                let message = format!("variant `{}` lost the value `{value}`", axis.name);
                let at = format!("/variants/{at}/values/{i}");
                out.push(change(
                    Kind::VariantValueRemoved,
                    old,
                    &at,
                    Side::Base,
                    message,
                ));
            }
        }
        for (j, value) in now.values.iter().enumerate() {
            if !axis.values.contains(value) {
                let message = format!("variant `{}` gained the value `{value}`", axis.name);
                let at = format!("/variants/{to}/values/{j}");
                out.push(change(
                    Kind::VariantValueAdded,
                    new,
                    &at,
                    Side::Head,
                    message,
                ));
            }
        }
        let default = |spec: &crate::model::ComponentSpec| {
            (spec.default_variants.get(&axis.name).cloned()).or_else(|| {
                spec.variants
                    .iter()
                    .find(|v| v.name == axis.name)?
                    .values
                    .first()
                    .cloned()
            })
        };
        if let (Some(was), Some(is)) = (default(a), default(b))
            && was != is
        {
            let message = format!("variant `{}` defaults to `{is}`, was `{was}`", axis.name);
            let at = match b.default_variants.get(&axis.name) {
                Some(_) => format!("/defaultVariants/{}", axis.name),
                None => format!("/variants/{to}"),
            };
            out.push(change(
                Kind::DefaultVariantChanged,
                new,
                &at,
                Side::Head,
                message,
            ));
        }
    }
    for (at, axis) in b.variants.iter().enumerate() {
        if !a.variants.iter().any(|v| v.name == axis.name) {
            let message = format!("variant `{}` added", axis.name);
            out.push(change(
                Kind::VariantAdded,
                new,
                &format!("/variants/{at}"),
                Side::Head,
                message,
            ));
        }
    }
}

/// Adds a change for each tokenMapping entry of a spec on both sides (`renamed`: the specs
/// renamed, `(from, to)`) that maps another token, is new or is gone: another token gives a
/// part its look (what it looks like in each theme is the visual baselines' to say). An entry
/// that follows a token's rename (`tokens`: `(from, to)`) is that rename, not a change of its
/// own.
pub(super) fn token_mappings(
    base: &Session,
    head: &Session,
    (renamed, tokens): (&Renames, &Renames),
    out: &mut Vec<Change>,
) {
    let old = by_name(base);
    let followed = |was: &str, now: &str| {
        let path = |value: &str| {
            value
                .strip_prefix('{')?
                .strip_suffix('}')
                .map(str::to_owned)
        };
        let (Some(was), Some(now)) = (path(was), path(now)) else {
            return false;
        };
        tokens.contains(&(was, now))
    };
    for new in head.specs() {
        let name = &new.spec.name;
        let was_named = was_named(renamed, name);
        let Some(old) = old.get(was_named) else {
            continue;
        };
        let (a, b) = (&old.spec.token_mapping, &new.spec.token_mapping);
        if a == b {
            continue;
        }
        for (key, value) in b.iter() {
            let pointer = push_pointer("/tokenMapping", key);
            let message = match a.get(key) {
                Some(was) if was == value || followed(was, value) => continue,
                Some(was) => format!("tokenMapping entry `{key}` maps `{value}`, mapped `{was}`"),
                None => format!("tokenMapping entry `{key}` added: maps `{value}`"),
            };
            out.push(change(
                Kind::TokenMappingChanged,
                new,
                &pointer,
                Side::Head,
                message,
            ));
        }
        for (key, was) in a.iter().filter(|(key, _)| b.get(*key).is_none()) {
            let pointer = push_pointer("/tokenMapping", key);
            let message = format!("tokenMapping entry `{key}` removed: mapped `{was}`");
            out.push(change(
                Kind::TokenMappingChanged,
                old,
                &pointer,
                Side::Base,
                message,
            ));
        }
    }
}

fn accessibility(old: &SpecDocument, new: &SpecDocument, out: &mut Vec<Change>) {
    let empty = crate::model::Accessibility::default();
    let a = old.spec.accessibility.as_ref().unwrap_or(&empty);
    let b = new.spec.accessibility.as_ref().unwrap_or(&empty);
    match (&a.role, &b.role) {
        (Some(was), Some(is)) if was != is => out.push(change(
            Kind::RoleChanged,
            new,
            "/accessibility/role",
            Side::Head,
            format!("role `{is}`, was `{was}`"),
        )),
        (Some(was), None) => out.push(change(
            Kind::RoleChanged,
            old,
            "/accessibility/role",
            Side::Base,
            format!("no role any more, was `{was}`"),
        )),
        _ => {}
    }
    for (at, attribute) in a.aria_attributes.iter().enumerate() {
        if !b.aria_attributes.contains(attribute) {
            let message = format!("ARIA attribute `{attribute}` removed");
            let at = format!("/accessibility/ariaAttributes/{at}");
            out.push(change(
                Kind::AriaAttributeRemoved,
                old,
                &at,
                Side::Base,
                message,
            ));
        }
    }
    for (at, attribute) in b.aria_attributes.iter().enumerate() {
        if !a.aria_attributes.contains(attribute) {
            let message = format!("ARIA attribute `{attribute}` added");
            let at = format!("/accessibility/ariaAttributes/{at}");
            out.push(change(
                Kind::AriaAttributeAdded,
                new,
                &at,
                Side::Head,
                message,
            ));
        }
    }
    let keys = |access: &crate::model::Accessibility| -> Vec<String> {
        (access.keyboard_interactions.iter())
            .map(|k| k.key.split_whitespace().collect())
            .collect()
    };
    let (old_keys, new_keys) = (keys(a), keys(b));
    for (at, key) in old_keys.iter().enumerate() {
        if !new_keys.contains(key) {
            let message = format!(
                "keyboard interaction `{}` removed",
                a.keyboard_interactions[at].key
            );
            let at = format!("/accessibility/keyboardInteractions/{at}");
            out.push(change(
                Kind::KeyboardInteractionRemoved,
                old,
                &at,
                Side::Base,
                message,
            ));
        }
    }
    for (at, key) in new_keys.iter().enumerate() {
        if !old_keys.contains(key) {
            let message = format!(
                "keyboard interaction `{}` added",
                b.keyboard_interactions[at].key
            );
            let at = format!("/accessibility/keyboardInteractions/{at}");
            out.push(change(
                Kind::KeyboardInteractionAdded,
                new,
                &at,
                Side::Head,
                message,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_type_is_read_as_its_union_members() {
        let m = |t: &str| members(t).into_iter().collect::<Vec<_>>();
        assert_eq!(m("\"sm\" | \"md\""), ["\"md\"", "\"sm\""]);
        assert_eq!(m("Option<u8>"), ["None", "u8"]);
        assert_eq!(m("Result<A | B, C>"), ["Result<A|B,C>"]);
        assert!(members("\"sm\"").is_subset(&members("\"sm\" | \"md\"")));
        assert!(same_type("Vec< u8 >", "Vec<u8>"));
    }
}
