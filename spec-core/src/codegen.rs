//! Rust items from specs: one enum per variant axis and a metadata type per spec, as source
//! text. `uispec-build` writes them to `OUT_DIR` (`Config::generate`); the
//! `#[component_spec]` macro will emit the same items from the same generator.
//!
//! For a spec `Button` with the axis `size: sm | md | lg` (default `md`):
//!
//! ```text
//! #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
//! pub enum ButtonSize { Sm, #[default] Md, Lg }
//! impl ButtonSize {
//!     pub const ALL: &'static [Self] = &[Self::Sm, Self::Md, Self::Lg];
//!     pub const NAMES: &'static [&'static str] = &["sm", "md", "lg"];
//!     pub const fn as_str(&self) -> &'static str { … }
//! }
//! // + Display, FromStr (the error names the expected values), AsRef<str>
//! pub struct ButtonSpec;   // NAME, PROPS (name, type, required), VARIANTS, SLOTS, EVENTS
//! ```
//!
//! Identifiers: UpperCamelCase of the value (`with-icon` → `WithIcon`), `V` before a leading
//! digit (`2xl` → `V2Xl`), `Self` as `Self_`; two values with one identifier are an error. The
//! generator has no dependencies, so build scripts stay lean: it writes plain source text.

use std::fmt::Write;

use crate::model::ComponentSpec;
use crate::naming::to_pascal;

/// Why items cannot be generated for a spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodegenError {
    /// What is wrong, naming the spec and the axis.
    pub message: String,
}

/// The enum identifier of a variant value.
pub fn variant_ident(value: &str) -> String {
    let ident = to_pascal(value);
    match ident.chars().next() {
        None => "Empty".to_owned(),
        Some(c) if c.is_ascii_digit() => format!("V{ident}"),
        _ if ident == "Self" => "Self_".to_owned(),
        _ => ident,
    }
}

/// The items of one spec, as Rust source.
pub fn spec_items(spec: &ComponentSpec) -> Result<String, CodegenError> {
    let base = to_pascal(&spec.name);
    if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
        return Err(CodegenError {
            message: format!("`{}` cannot be a Rust type name", spec.name),
        });
    }
    let mut out = String::new();
    let mut axes = Vec::new();
    for variant in &spec.variants {
        let name = format!("{base}{}", to_pascal(&variant.name));
        let idents: Vec<String> = variant.values.iter().map(|v| variant_ident(v)).collect();
        for (i, ident) in idents.iter().enumerate() {
            if let Some(j) = idents[..i].iter().position(|other| other == ident) {
                return Err(CodegenError {
                    message: format!(
                        "the values `{}` and `{}` of `{}.{}` both become the identifier `{ident}`",
                        variant.values[j], variant.values[i], spec.name, variant.name
                    ),
                });
            }
        }
        let default = spec.default_variants.get(&variant.name);
        enum_items(
            &mut out,
            &name,
            &variant.name,
            &variant.values,
            &idents,
            default,
        );
        axes.push((variant.name.clone(), name));
    }
    let list = |items: &mut dyn Iterator<Item = String>| items.collect::<Vec<_>>().join(", ");
    let _ = writeln!(
        out,
        "/// The spec `{}`: its name and surface, for checks at run time.",
        spec.name
    );
    let _ = writeln!(
        out,
        "#[derive(Debug, Clone, Copy)]\npub struct {base}Spec;\n"
    );
    let _ = writeln!(out, "impl {base}Spec {{");
    let _ = writeln!(
        out,
        "    /// The spec's name.\n    pub const NAME: &'static str = {:?};",
        spec.name
    );
    let _ = writeln!(
        out,
        "    /// Props: (name, type, required).\n    pub const PROPS: &'static [(&'static str, &'static str, bool)] = &[{}];",
        list(
            &mut spec
                .props
                .iter()
                .map(|p| format!("({:?}, {:?}, {})", p.name, p.ty, p.required))
        )
    );
    let _ = writeln!(
        out,
        "    /// Variant axes and their values.\n    pub const VARIANTS: &'static [(&'static str, &'static [&'static str])] = &[{}];",
        list(
            &mut axes
                .iter()
                .map(|(axis, name)| format!("({axis:?}, {name}::NAMES)"))
        )
    );
    let _ = writeln!(
        out,
        "    /// Slots: (name, required).\n    pub const SLOTS: &'static [(&'static str, bool)] = &[{}];",
        list(
            &mut spec
                .slots
                .iter()
                .map(|s| format!("({:?}, {})", s.name, s.required))
        )
    );
    let _ = writeln!(
        out,
        "    /// Events.\n    pub const EVENTS: &'static [&'static str] = &[{}];\n}}\n",
        list(&mut spec.events.iter().map(|e| format!("{:?}", e.name)))
    );
    Ok(out)
}

fn enum_items(
    out: &mut String,
    name: &str,
    axis: &str,
    values: &[String],
    idents: &[String],
    default: Option<&String>,
) {
    let derives = if default.is_some() {
        "Debug, Clone, Copy, PartialEq, Eq, Hash, Default"
    } else {
        "Debug, Clone, Copy, PartialEq, Eq, Hash"
    };
    let _ = writeln!(
        out,
        "/// The variant axis `{axis}`.\n#[derive({derives})]\npub enum {name} {{"
    );
    for (value, ident) in values.iter().zip(idents) {
        if default == Some(value) {
            let _ = writeln!(out, "    #[default]");
        }
        let _ = writeln!(out, "    /// `{value}`\n    {ident},");
    }
    let _ = writeln!(out, "}}\n\nimpl {name} {{");
    let all: Vec<String> = idents.iter().map(|i| format!("Self::{i}")).collect();
    let names: Vec<String> = values.iter().map(|v| format!("{v:?}")).collect();
    let _ = writeln!(
        out,
        "    /// Every value, in the spec's order.\n    pub const ALL: &'static [Self] = &[{}];",
        all.join(", ")
    );
    let _ = writeln!(
        out,
        "    /// The spec's value strings, in order.\n    pub const NAMES: &'static [&'static str] = &[{}];",
        names.join(", ")
    );
    let _ = writeln!(
        out,
        "    /// The spec's string for this value.\n    pub const fn as_str(&self) -> &'static str {{\n        match self {{"
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::Preset;

    #[test]
    fn identifiers_for_any_value() {
        assert_eq!(variant_ident("with-icon"), "WithIcon");
        assert_eq!(variant_ident("2xl"), "V2Xl");
        assert_eq!(variant_ident("self"), "Self_");
        assert_eq!(variant_ident("type"), "Type");
    }

    #[test]
    fn button_items() {
        let spec = Preset::find("button").unwrap().spec();
        let items = spec_items(&spec).unwrap();
        assert!(items.contains("pub enum ButtonSize {\n    /// `sm`\n    Sm,\n    #[default]\n    /// `md`\n    Md,"), "{items}");
        assert!(
            items.contains("pub const NAMES: &'static [&'static str] = &[\"sm\", \"md\", \"lg\"];")
        );
        assert!(items.contains("(\"size\", ButtonSize::NAMES)"));
    }

    #[test]
    fn colliding_values_are_an_error() {
        let mut spec = ComponentSpec::new("Chip");
        spec.variants.push(crate::model::Variant {
            name: "size".into(),
            values: vec!["x-l".into(), "xL".into()],
            description: None,
            extensions: Default::default(),
        });
        let error = spec_items(&spec).unwrap_err();
        assert_eq!(
            error.message,
            "the values `x-l` and `xL` of `Chip.size` both become the identifier `XL`"
        );
    }
}
