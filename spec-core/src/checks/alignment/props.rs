//! Spec props against their members.

use super::*;

impl Pair<'_> {
    /// Each spec prop against its member: required-ness, type, values, default.
    pub(super) fn check_props<'s>(
        &'s self,
        diags: &mut Diagnostics,
        claims: &mut Claims<'_>,
    ) -> Vec<Missing<'s, crate::model::Prop>> {
        let spec = &self.doc.spec;
        let mut missing_props = Vec::new();
        for (i, prop) in spec.props.iter().enumerate() {
            let key = match_key(&prop.name);
            let at = format!("/props/{i}");
            let Some(member) = claims.by_key.get(&key) else {
                if !claims.passthrough.contains(&key) {
                    missing_props.push((diags.as_slice().len(), i, prop));
                }
                continue;
            };
            claims.used.insert(key);
            self.compare_spelling(diags, &at, &prop.name, member);
            self.compare_required(diags, &at, &prop.name, prop.required, member);
            let spec_type = SpecType::parse(&prop.ty);
            let code_type = member.spec_type();
            if !types_agree(&spec_type, &code_type) {
                diags.push(self.type_mismatch(&at, &prop.name, &prop.ty, member, &code_type));
            } else if let (SpecType::Literals(values), SpecType::Literals(code_values)) =
                (&spec_type, &code_type)
            {
                self.compare_values(
                    diags,
                    &format!("{at}/type"),
                    &prop.name,
                    values,
                    code_values,
                    member,
                );
            }
            let code_default = match member {
                Member::Prop(p) => p.default.clone(),
                Member::Axis(a) => a
                    .default
                    .clone()
                    .map(|v| DefaultValue::Literal(Value::String(v))),
                _ => None,
            };
            // A default that does not fit its own type is `prop-default-type`'s finding.
            let fits = prop.default.as_ref().is_none_or(|d| spec_type.accepts(d));
            if !member.required() && fits {
                self.compare_default(
                    diags,
                    &format!("{at}/default"),
                    &prop.name,
                    prop.default.as_ref(),
                    code_default.as_ref(),
                    member,
                );
            }
        }

        missing_props
    }

    /// The prop's words on both sides (`form-novalidate` against `formnovalidate`): matched
    /// ignoring `_`, a rename that only moves a word break would pass unseen.
    fn compare_spelling(&self, diags: &mut Diagnostics, at: &str, name: &str, member: &Member<'_>) {
        if !matches!(member, Member::Prop(_) | Member::Axis(_)) {
            return;
        }
        let rust = member.rust_name();
        let rust = rust.strip_prefix("r#").unwrap_or(rust);
        use crate::naming::{to_camel, to_kebab};
        if to_kebab(name) == to_kebab(rust) || to_camel(name) == to_camel(rust) {
            return;
        }
        diags.push(
            Diagnostic::new(
                RuleId::PROP_SPELLING,
                self.doc.location(&format!("{at}/name")),
                format!("`{name}` is spelled `{rust}` in `{}`", self.component.name),
            )
            .with_label("the spec's words")
            .with_related(member.location().clone(), "the code's words")
            .with_help(format!(
                "rename one side so both say the same words: the spec `{}`, or the code `{}`",
                to_camel(rust),
                to_kebab(name).replace('-', "_")
            )),
        );
    }
}
