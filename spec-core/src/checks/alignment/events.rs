//! Spec events against callbacks, and DOM events a framework forwards without a prop.

use super::*;

impl Pair<'_> {
    /// The spec events: claimed by a callback, or missing (reported with the renames).
    pub(super) fn check_events<'s>(
        &'s self,
        diags: &mut Diagnostics,
        claims: &mut Claims<'_>,
    ) -> Vec<Missing<'s, crate::model::Event>> {
        let spec = &self.doc.spec;
        let mut missing_events = Vec::new();
        for (i, event) in spec.events.iter().enumerate() {
            let key = match_key(&event.name);
            match claims.by_key.get(&key) {
                Some(member @ Member::Event(_)) => {
                    claims.used.insert(key);
                    let at = format!("/events/{i}");
                    self.compare_required(diags, &at, &event.name, event.required, member);
                }
                Some(Member::Prop(p)) if matches!(p.spec_type, SpecType::Function(_)) => {
                    claims.used.insert(key);
                }
                _ => missing_events.push((diags.as_slice().len(), i, event)),
            }
        }

        missing_events
    }

    /// A spec event with no callback in the component. With a callback the spec does not
    /// describe (`candidate`), it was likely renamed on one side: said, and never just a note,
    /// since the component takes its events as props. Without one, a Leptos component's root
    /// may hear the event through an `on:` listener: a note when it would, a warning when it
    /// would not (or cannot be known to).
    pub(super) fn missing_event(
        &self,
        i: usize,
        name: &str,
        candidate: Option<Member<'_>>,
    ) -> Diagnostic {
        let component = self.component;
        let mut diagnostic = self.missing(
            RuleId::EVENT_MISSING_IN_CODE,
            &format!("/events/{i}"),
            "event",
            name,
        );
        let field = field_ident(name);
        let forwarded = component.framework.profile().forwarded_events;
        if let Some(candidate) = candidate {
            let help = format!(
                "did it become `{}`? Then rename it in the spec; else add `{field}` to `{}`, or remove the event from the spec",
                candidate.rust_name(),
                component.name
            );
            diagnostic = diagnostic
                .with_related(
                    candidate.location().clone(),
                    "a callback the spec does not describe",
                )
                .with_help(help);
            if forwarded.is_some() {
                diagnostic = diagnostic.with_severity(Severity::Warning);
            }
            return diagnostic;
        }
        let Some(help) = forwarded else {
            return diagnostic;
        };
        let dom = event_dom_name(name);
        match unforwarded(&dom, component.root_element.as_deref()) {
            None => diagnostic.with_severity(Severity::Note).with_help(
                help.replace("{event}", &dom)
                    .replace("{field}", &field)
                    .replace("{component}", &component.name),
            ),
            // A listener on the component would not hear it: the prop is missing after all,
            // if less surely than elsewhere.
            Some(why) => diagnostic.with_severity(Severity::Warning).with_help(format!(
                "{why}, so a listener on `{}` does not stand in for the prop; declare `{field}: Option<Callback<…>>`, or remove the event from the spec",
                component.name
            )),
        }
    }
}

/// Why a DOM listener put on the component (Leptos `on:{dom}`, attached to its root element)
/// would not hear `dom`, when it is known not to: the event does not bubble, or the root
/// element does not fire it. `None`: forwarding works, or the root is not known (markup that
/// starts with another component, or none uispec can see), where a warning could be wrong.
pub(super) fn unforwarded(dom: &str, root: Option<&str>) -> Option<String> {
    const BUBBLING: &[&str] = &[
        "click",
        "dblclick",
        "mousedown",
        "mouseup",
        "pointerdown",
        "pointerup",
        "contextmenu",
        "keydown",
        "keyup",
        "input",
        "change",
        "submit",
        "focusin",
        "focusout",
    ];
    const FOCUSABLE: &[&str] = &["button", "input", "select", "textarea", "a", "summary"];
    const FORM_CONTROLS: &[&str] = &["input", "select", "textarea"];
    if !BUBBLING.contains(&dom) {
        return Some(format!("`{dom}` is not a DOM event that bubbles"));
    }
    let root = root?;
    let fires = match dom {
        "keydown" | "keyup" => FOCUSABLE.contains(&root),
        "input" | "change" => FORM_CONTROLS.contains(&root),
        "submit" => root == "form",
        _ => true,
    };
    (!fires).then(|| format!("its root `<{root}>` is not the element that fires `{dom}`"))
}

/// `onClick` → `click`, `onKeyDown` → `keydown`: the DOM event name.
pub(super) fn event_dom_name(name: &str) -> String {
    name.strip_prefix("on").unwrap_or(name).to_lowercase()
}
