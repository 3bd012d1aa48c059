//! Spec slots against node props.

use super::*;

impl Pair<'_> {
    /// Each slot against its member: required-ness.
    pub(super) fn check_slots(&self, diags: &mut Diagnostics, claims: &mut Claims<'_>) {
        let spec = &self.doc.spec;
        for (i, slot) in spec.slots.iter().enumerate() {
            let key = match_key(&slot.name);
            let at = format!("/slots/{i}");
            match claims.by_key.get(&key) {
                Some(member @ Member::Slot(_)) => {
                    claims.used.insert(key);
                    self.compare_required(diags, &at, &slot.name, slot.required, member);
                }
                Some(member @ Member::Prop(p))
                    if matches!(p.spec_type, SpecType::UiNode | SpecType::Named(_)) =>
                {
                    claims.used.insert(key);
                    self.compare_required(diags, &at, &slot.name, slot.required, member);
                }
                _ => {
                    diags.push(self.missing(RuleId::SLOT_MISSING_IN_CODE, &at, "slot", &slot.name))
                }
            }
        }
    }
}
