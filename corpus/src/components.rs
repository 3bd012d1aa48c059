//! Generated component crates: `n` component files in one framework's idiom, plus a shared
//! `types.rs` of variant enums, for the code-reading benchmark and scale tests.

use crate::Rng;

/// A framework whose idiom the generated code follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Idiom {
    /// `#[component] fn X(#[prop(optional)] a: T, …) -> impl IntoView`.
    Leptos,
    /// `#[derive(Props)] struct XProps` and `#[component] fn X(props: XProps) -> Element`.
    Dioxus,
    /// `#[derive(Properties)] struct XProps` and `#[component] fn X(props: &XProps) -> Html`.
    Yew,
}

const ENUMS: usize = 8;

/// The files of a crate with `count` components: `(path, text)`, `src/types.rs` first.
pub fn component_crate(idiom: Idiom, count: usize, seed: u64) -> Vec<(String, String)> {
    let mut rng = Rng::new(seed);
    let mut files = vec![("src/types.rs".to_owned(), types())];
    for i in 0..count {
        files.push((format!("src/c{i}.rs"), component(idiom, &mut rng, i)));
    }
    files
}

fn types() -> String {
    let mut text = String::from("//! Variant enums.\n\n");
    for e in 0..ENUMS {
        text.push_str(&format!(
            "/// Axis {e}.\n#[derive(Clone, Copy, Debug, Default, PartialEq)]\npub enum Axis{e} {{\n    #[default]\n    Small,\n    Medium,\n    Large,\n    ExtraLarge,\n}}\n\nimpl Axis{e} {{\n    pub fn as_str(&self) -> &'static str {{\n        match self {{\n            Self::Small => \"sm\",\n            Self::Medium => \"md\",\n            Self::Large => \"lg\",\n            Self::ExtraLarge => \"xl\",\n        }}\n    }}\n}}\n\n"
        ));
    }
    text
}

/// One prop: name, type, and whether it is optional.
struct Field {
    name: String,
    ty: String,
    optional: bool,
    doc: bool,
}

fn fields(rng: &mut Rng) -> Vec<Field> {
    let mut fields = Vec::new();
    let scalar = ["String", "bool", "u32", "f64", "Option<String>"];
    for p in 0..4 + rng.below(6) {
        fields.push(Field {
            name: format!("prop_{p}"),
            ty: rng.pick(&scalar).to_string(),
            optional: rng.chance(60),
            doc: rng.chance(70),
        });
    }
    for a in 0..1 + rng.below(2) {
        fields.push(Field {
            name: format!("axis_{a}"),
            ty: format!("Axis{}", rng.below(ENUMS)),
            optional: true,
            doc: true,
        });
    }
    fields
}

fn component(idiom: Idiom, rng: &mut Rng, index: usize) -> String {
    let name = format!("Widget{index}");
    let fields = fields(rng);
    let mut text = String::new();
    match idiom {
        Idiom::Leptos => {
            text.push_str("use leptos::prelude::*;\n\nuse crate::types::*;\n\n");
            text.push_str(&format!(
                "/// Component number {index}.\n#[component]\npub fn {name}(\n"
            ));
            for f in &fields {
                if f.doc {
                    text.push_str(&format!("    /// The {} prop.\n", f.name));
                }
                let attr = if f.optional {
                    "#[prop(optional, into)] "
                } else {
                    "#[prop(into)] "
                };
                text.push_str(&format!("    {attr}{}: Signal<{}>,\n", f.name, f.ty));
            }
            text.push_str("    #[prop(optional)] on_click: Option<Callback<ev::MouseEvent>>,\n    children: Children,\n) -> impl IntoView {\n    view! { <button type=\"button\" class=\"widget\" data-slot=\"root\">{children()}</button> }\n}\n");
        }
        Idiom::Dioxus | Idiom::Yew => {
            let (prelude, derive, optional, ret, param) = if idiom == Idiom::Dioxus {
                (
                    "dioxus",
                    "Props, Clone, PartialEq",
                    "#[props(default)] ",
                    "Element",
                    "props: ",
                )
            } else {
                (
                    "yew",
                    "Properties, PartialEq",
                    "#[prop_or_default] ",
                    "Html",
                    "props: &",
                )
            };
            text.push_str(&format!("use {prelude}::prelude::*;\n\nuse crate::types::*;\n\n#[derive({derive})]\npub struct {name}Props {{\n"));
            for f in &fields {
                if f.doc {
                    text.push_str(&format!("    /// The {} prop.\n", f.name));
                }
                let attr = if f.optional { optional } else { "" };
                text.push_str(&format!("    {attr}pub {}: {},\n", f.name, f.ty));
            }
            text.push_str(&format!("    {optional}pub onclick: Callback<MouseEvent>,\n    {optional}pub children: {ret},\n}}\n\n"));
            text.push_str(&format!("/// Component number {index}.\n#[component]\npub fn {name}({param}{name}Props) -> {ret} {{\n    todo!()\n}}\n"));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crates_are_deterministic_and_sized() {
        let a = component_crate(Idiom::Yew, 10, 7);
        assert_eq!(a, component_crate(Idiom::Yew, 10, 7));
        assert_eq!(a.len(), 11);
        assert!(
            a[3].1
                .contains("pub fn Widget2(props: &Widget2Props) -> Html")
        );
    }
}
