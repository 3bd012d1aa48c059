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
}
