//! One enum per variant axis, or per prop whose type is a union of strings, with `ALL`,
//! `NAMES`, `as_str`, `Display`, `FromStr` and `AsRef<str>`.

use std::fmt::Write;

use super::SERDE_DERIVE;

/// One generated enum: a variant axis, or a prop whose type is a union of strings.
pub(super) struct Enum<'a> {
    /// What the values are: "The variant axis `size`", "The values of the prop `type`".
    pub(super) doc: String,
    pub(super) name: &'a str,
    pub(super) axis: &'a str,
    /// The attribute a variant axis is rendered as (`data-size`); `None` for a prop's values,
    /// or when the project's convention marks values otherwise.
    pub(super) attribute: Option<String>,
    /// The classes each value is rendered as, in the project's convention (`button--sm`).
    pub(super) classes: Option<Vec<String>>,
    pub(super) values: &'a [String],
    pub(super) idents: &'a [String],
    pub(super) default: Option<&'a String>,
    pub(super) serde: bool,
    /// The target's marker trait, implemented by the enum (Yew's `ImplicitClone`).
    pub(super) marker_trait: Option<&'static str>,
    /// `pub ` (with its space) or empty.
    pub(super) vis: &'a str,
}

pub(super) fn enum_items(out: &mut String, e: &Enum<'_>) {
    let Enum {
        ref doc,
        name,
        axis,
        ref attribute,
        ref classes,
        values,
        idents,
        default,
        serde,
        marker_trait,
        vis,
    } = *e;
    let derives = if default.is_some() {
        "Debug, Clone, Copy, PartialEq, Eq, Hash, Default"
    } else {
        "Debug, Clone, Copy, PartialEq, Eq, Hash"
    };
    let _ = writeln!(
        out,
        "/// {doc}.\n#[derive({derives})]{}\n{vis}enum {name} {{",
        if serde { SERDE_DERIVE } else { "" }
    );
    for (value, ident) in values.iter().zip(idents) {
        if default == Some(value) {
            let _ = writeln!(out, "    #[default]");
        }
        if serde {
            let _ = writeln!(out, "    #[serde(rename = {value:?})]");
        }
        let _ = writeln!(out, "    /// `{value}`\n    {ident},");
    }
    let _ = writeln!(out, "}}\n\nimpl {name} {{");
    let all: Vec<String> = idents.iter().map(|i| format!("Self::{i}")).collect();
    let names: Vec<String> = values.iter().map(|v| format!("{v:?}")).collect();
    let _ = writeln!(
        out,
        "    /// Every value, in the spec's order.\n    {vis}const ALL: &'static [Self] = &[{}];",
        all.join(", ")
    );
    let _ = writeln!(
        out,
        "    /// The spec's value strings, in order.\n    {vis}const NAMES: &'static [&'static str] = &[{}];",
        names.join(", ")
    );
    if let Some(attribute) = attribute {
        let _ = writeln!(
            out,
            "    /// The {} attribute the axis is rendered as, on every part it styles:\n    /// `{attribute}=value.as_str()`.\n    {vis}const ATTRIBUTE: &'static str = {attribute:?};",
            if attribute.starts_with("data-") {
                "data"
            } else {
                "project's"
            }
        );
    }
    if let Some(classes) = classes {
        let _ = writeln!(
            out,
            "    /// The classes this value is rendered as in the project's markup convention:\n    /// `class=value.class()`.\n    {vis}const fn class(&self) -> &'static str {{\n        match self {{"
        );
        for (class, ident) in classes.iter().zip(idents) {
            let _ = writeln!(out, "            Self::{ident} => {class:?},");
        }
        let _ = writeln!(out, "        }}\n    }}");
    }
    let _ = writeln!(
        out,
        "    /// The spec's string for this value.\n    {vis}const fn as_str(&self) -> &'static str {{\n        match self {{"
    );
    for (value, ident) in values.iter().zip(idents) {
        let _ = writeln!(out, "            Self::{ident} => {value:?},");
    }
    let _ = writeln!(out, "        }}\n    }}\n}}\n");
    let _ = writeln!(
        out,
        "impl ::core::fmt::Display for {name} {{\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {{\n        f.write_str(self.as_str())\n    }}\n}}\n"
    );
    let _ = writeln!(
        out,
        "impl ::core::convert::AsRef<str> for {name} {{\n    fn as_ref(&self) -> &str {{\n        self.as_str()\n    }}\n}}\n"
    );
    let _ = writeln!(
        out,
        "impl ::core::str::FromStr for {name} {{\n    type Err = ::std::string::String;\n\n    fn from_str(s: &str) -> ::core::result::Result<Self, Self::Err> {{\n        match s {{"
    );
    for (value, ident) in values.iter().zip(idents) {
        let _ = writeln!(out, "            {value:?} => Ok(Self::{ident}),");
    }
    let _ = writeln!(
        out,
        "            _ => Err(::std::format!(\"unknown {axis} `{{s}}`: expected one of {}\")),\n        }}\n    }}\n}}\n",
        values.join(", ")
    );
    if let Some(marker) = marker_trait {
        let _ = writeln!(out, "impl {marker} for {name} {{}}\n");
    }
}
