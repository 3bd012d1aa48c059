//! `uispec schema`: print the component spec JSON Schema.

use crate::Outcome;
use crate::output::Output;

pub(crate) fn run(out: &Output) -> anyhow::Result<Outcome> {
    out.data(uispec_core::schema::SCHEMA_JSON)?;
    Ok(Outcome::Success)
}
