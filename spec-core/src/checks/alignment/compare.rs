//! What a spec entry and its member are compared on, for every kind of member: required-ness,
//! type, values, default.

use super::*;

impl Pair<'_> {
    pub(super) fn compare_required(
        &self,
        diags: &mut Diagnostics,
        at: &str,
        name: &str,
        spec_required: bool,
        member: &Member<'_>,
    ) {
        if spec_required == member.required() {
            return;
        }
        let profile = self.component.framework.profile();
        // Dioxus defaults a `children` field to an empty node whatever its attributes
        // (`#[props(!optional)]` included): a required slot cannot be said there.
        if profile.optional.children
            && matches!(member, Member::Slot(_))
            && member.rust_name() == "children"
        {
            return;
        }
        let (spec_side, code_side, help) = if spec_required {
            ("required", "optional", profile.make_required)
        } else {
            ("optional", "required", profile.make_optional)
        };
        let location = if spec_required {
            self.doc.location(&format!("{at}/required"))
        } else {
            self.doc.location(&format!("{at}/name"))
        };
        diags.push(
            Diagnostic::new(
                RuleId::PROP_REQUIRED_MISMATCH,
                location,
                format!(
                    "`{name}` is {spec_side} in the spec but {code_side} in `{}`",
                    self.component.name
                ),
            )
            .with_label(format!("{spec_side} here"))
            .with_related(
                member.location().clone(),
                format!("{code_side} in the code ({})", self.component.framework),
            )
            .with_help(format!("{help}, or change `required` in the spec")),
        );
    }

    pub(super) fn type_mismatch(
        &self,
        at: &str,
        name: &str,
        spec_text: &str,
        member: &Member<'_>,
        code_type: &SpecType,
    ) -> Diagnostic {
        let rust = match member {
            Member::Prop(p) => p.rust_type.clone(),
            Member::Axis(a) => a.rust_enum.clone(),
            Member::Event(e) => e.rust_type.clone(),
            Member::Slot(s) => s.rust_type.clone(),
        };
        Diagnostic::new(
            RuleId::PROP_TYPE_MISMATCH,
            self.doc.location(&format!("{at}/type")),
            format!("`{name}` is `{spec_text}` in the spec but `{rust}` in `{}`", self.component.name),
        )
        .with_label("the spec's type")
        .with_related(member.location().clone(), format!("`{rust}` reads as `{code_type}`"))
        .with_help("change the Rust type or the spec's `type`; uispec compares them through the type vocabulary (`uispec explain prop-type-mismatch`)")
    }

    pub(super) fn compare_values(
        &self,
        diags: &mut Diagnostics,
        pointer: &str,
        name: &str,
        spec_values: &[String],
        code_values: &[String],
        member: &Member<'_>,
    ) {
        let missing: Vec<&String> = spec_values
            .iter()
            .filter(|v| !code_values.contains(v))
            .collect();
        let extra: Vec<&String> = code_values
            .iter()
            .filter(|v| !spec_values.contains(v))
            .collect();
        if missing.is_empty() && extra.is_empty() {
            return;
        }
        let list = |values: &[&String]| {
            values
                .iter()
                .map(|v| format!("`{v}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut parts = Vec::new();
        if !missing.is_empty() {
            parts.push(format!("the code lacks {}", list(&missing)));
        }
        if !extra.is_empty() {
            parts.push(format!("the spec lacks {}", list(&extra)));
        }
        let (related, enum_name) = match member {
            Member::Axis(a) => (a.enum_location.clone(), a.rust_enum.clone()),
            other => (other.location().clone(), other.rust_name().to_owned()),
        };
        diags.push(
            Diagnostic::new(
                RuleId::VARIANT_VALUES_MISMATCH,
                self.doc.location(pointer),
                format!("the values of `{name}` differ between the spec and `{enum_name}`: {}", parts.join("; ")),
            )
            .with_label("the spec's values")
            .with_related(related, format!("`{enum_name}` is declared here"))
            .with_help("make the enum's value strings (serde/strum renames, `as_str` arms, else kebab-case names) the spec's values, or change the spec"),
        );
    }

    pub(super) fn compare_default(
        &self,
        diags: &mut Diagnostics,
        pointer: &str,
        name: &str,
        spec: Option<&Value>,
        code: Option<&DefaultValue>,
        member: &Member<'_>,
    ) {
        let Some(spec) = spec.filter(|v| !v.is_null()) else {
            return;
        };
        let code_text = match code {
            Some(DefaultValue::Computed(_)) => return,
            Some(DefaultValue::Literal(value)) if values_equal(spec, value) => return,
            Some(DefaultValue::Literal(value)) => format!("`{value}`"),
            None => "none".to_owned(),
        };
        diags.push(
            Diagnostic::new(
                RuleId::PROP_DEFAULT_MISMATCH,
                self.doc.location(pointer),
                format!(
                    "the default of `{name}` is `{spec}` in the spec but {code_text} in `{}`",
                    self.component.name
                ),
            )
            .with_label("the spec's default")
            .with_related(
                member.location().clone(),
                format!("default in the code: {code_text}"),
            )
            .with_help("change the default on one side"),
        );
    }
}

pub(super) fn types_agree(spec: &SpecType, code: &SpecType) -> bool {
    match (spec, code) {
        (SpecType::Named(_), _) | (_, SpecType::Named(_)) => true,
        (SpecType::Union(types), other) => types.iter().any(|t| types_agree(t, other)),
        (SpecType::Literals(_), SpecType::Literals(_) | SpecType::String) => true,
        (SpecType::Function(_), SpecType::Function(_)) => true,
        (SpecType::Array(a), SpecType::Array(b)) => types_agree(a, b),
        (a, b) => a == b,
    }
}

pub(super) fn values_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        _ => a == b,
    }
}
