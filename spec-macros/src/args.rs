//! The attribute's arguments: `"specs/button.json"`, then `serde`, `framework = "…"`,
//! `level = "…"` in any order.

use syn::parse::ParseStream;
use syn::{Ident, LitStr, Token};
use uispec_core::framework::Target;
use uispec_core::levels::Level;

/// What `#[component_spec(…)]` says.
pub(crate) struct Args {
    /// The spec's path, as written (errors about the file point at it).
    pub(crate) path: LitStr,
    /// Serde derives with the spec's strings.
    pub(crate) serde: bool,
    /// `framework = "…"`: a framework, or `"none"` for plain data (no framework types).
    pub(crate) framework: Option<Target>,
    /// `level = "…"`.
    pub(crate) level: Option<Level>,
}

impl Args {
    pub(crate) fn parse(input: ParseStream<'_>) -> syn::Result<Args> {
        let path: LitStr = input.parse().map_err(|error| {
            syn::Error::new(
                error.span(),
                "expected the spec's path: #[component_spec(\"specs/button.json\")]",
            )
        })?;
        let mut args = Args {
            path,
            serde: false,
            framework: None,
            level: None,
        };
        while !input.is_empty() {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let option: Ident = input.parse()?;
            match option.to_string().as_str() {
                "serde" => args.serde = true,
                "framework" => {
                    let value = value(input)?;
                    let name = value.value();
                    args.framework = Some(Target::from_name(&name).ok_or_else(|| {
                        syn::Error::new(
                            value.span(),
                            format!(
                                "unknown framework `{name}`: expected \"leptos\", \"dioxus\", \
                                 \"yew\" or \"none\" (plain data types)"
                            ),
                        )
                    })?);
                }
                "level" => {
                    let value = value(input)?;
                    args.level = Some(Level::from_name(&value.value()).ok_or_else(|| {
                        syn::Error::new(
                            value.span(),
                            format!(
                                "unknown level `{}`: expected \"basic\", \"standard\" or \"strict\"",
                                value.value()
                            ),
                        )
                    })?);
                }
                other => {
                    return Err(syn::Error::new(
                        option.span(),
                        format!(
                            "unknown option `{other}`: #[component_spec(\"path\")] takes `serde`, \
                             `framework = \"…\"` and `level = \"…\"`"
                        ),
                    ));
                }
            }
        }
        Ok(args)
    }
}

/// `= "…"` after an option's name.
fn value(input: ParseStream<'_>) -> syn::Result<LitStr> {
    input.parse::<Token![=]>()?;
    input.parse()
}
