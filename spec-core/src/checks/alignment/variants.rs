//! Variant axes against their enum props: values, default, and whether the markup renders them.

use super::*;

impl Pair<'_> {
    /// Each variant axis against its member: its values and its default.
    pub(super) fn check_variants(&self, diags: &mut Diagnostics, claims: &mut Claims<'_>) {
        let spec = &self.doc.spec;
        let component = self.component;
        for (i, variant) in spec.variants.iter().enumerate() {
            let key = match_key(&variant.name);
            let at = format!("/variants/{i}");
            let Some(member) = claims.by_key.get(&key) else {
                diags.push(self.missing(
                    RuleId::PROP_MISSING_IN_CODE,
                    &at,
                    "variant axis",
                    &variant.name,
                ));
                continue;
            };
            claims.used.insert(key);
            if let Member::Axis(axis) = member {
                self.check_rendered(diags, &at, axis);
            }
            match member.spec_type() {
                SpecType::Literals(code_values) => {
                    self.compare_values(
                        diags,
                        &format!("{at}/values"),
                        &variant.name,
                        &variant.values,
                        &code_values,
                        member,
                    );
                }
                SpecType::Named(_) | SpecType::String => {}
                other => diags.push(self.type_mismatch(
                    &at,
                    &variant.name,
                    "a variant axis",
                    member,
                    &other,
                )),
            }
            if let Some(default) = spec.default_variants.get(&variant.name) {
                let pointer = crate::reader::push_pointer("/defaultVariants", &variant.name);
                let code_default = match member {
                    Member::Axis(a) => a
                        .default
                        .clone()
                        .map(|v| DefaultValue::Literal(Value::String(v))),
                    Member::Prop(p) => p.default.clone(),
                    _ => None,
                };
                if member.required() {
                    diags.push(
                        Diagnostic::new(
                            RuleId::PROP_DEFAULT_MISMATCH,
                            self.doc.location(&pointer),
                            format!("`{}` requires `{}`, so the spec's default `{default}` is never used", component.name, member.rust_name()),
                        )
                        .with_label("default in the spec")
                        .with_related(member.location().clone(), "required here")
                        .with_help(component.framework.profile().make_optional),
                    );
                } else {
                    self.compare_default(
                        diags,
                        &pointer,
                        &variant.name,
                        Some(&Value::String(default.clone())),
                        code_default.as_ref(),
                        member,
                    );
                }
            }
        }
    }

    /// A spec variant axis whose enum the markup never renders, or only into state attributes
    /// (`variant-not-rendered`).
    pub(super) fn check_rendered(
        &self,
        diags: &mut Diagnostics,
        at: &str,
        axis: &crate::code::VariantAxis,
    ) {
        let what = match axis.reach {
            Reach::Never => "never renders its value into an attribute",
            Reach::State => "renders its value only into state attributes (ARIA, `data-state`)",
            Reach::Styled | Reach::Unknown => return,
        };
        let component = &self.component.name;
        let values: Vec<String> = axis.values.iter().map(|v| v.value.clone()).collect();
        let help = match axis.reach {
            Reach::State => format!(
                "list its states under `states` and make `{}` a prop of type `{}`, or render the value on the parts it styles",
                axis.name,
                SpecType::Literals(values)
            ),
            _ => format!(
                "make `{}` a prop of type `{}` (it steers behaviour), or render the value on the parts it styles",
                axis.name,
                SpecType::Literals(values)
            ),
        };
        diags.push(
            Diagnostic::new(
                RuleId::VARIANT_NOT_RENDERED,
                self.doc.location(&format!("{at}/name")),
                format!(
                    "the variant axis `{}` is never selectable: `{component}` {what}",
                    axis.name
                ),
            )
            .with_label("a variant axis in the spec")
            .with_related(
                axis.location.clone(),
                "the prop, in no attribute of the markup",
            )
            .with_help(help),
        );
    }
}
