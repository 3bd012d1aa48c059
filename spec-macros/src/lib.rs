//! `uispec-macros`: `#[component_spec("specs/button.json")]` turns a component spec into
//! types.
//!
//! ```
//! use uispec_macros::component_spec;
//!
//! // (This crate's test copy of the Button preset; in a UI crate, "specs/button.json".)
//! #[component_spec("tests/specs/button.json")]
//! pub struct Button;
//!
//! // From the spec: `ButtonVariant`, `ButtonSize` (one enum per variant axis, with
//! // `#[default]` from defaultVariants, `ALL`, `NAMES`, `as_str`, `Display`, `FromStr`,
//! // `AsRef<str>`), `ButtonType` (the prop `type: "button" | "submit" | "reset"`),
//! // `ButtonProps` (one field per axis and data prop, `Default` from the spec's defaults) and
//! // `ButtonSpec` (NAME, PROPS, VARIANTS, SLOTS, EVENTS, STATES, TOKEN_MAPPING, ROLE,
//! // ARIA_ATTRIBUTES: usable at run time, e.g. to render `role`).
//! # fn main() -> Result<(), String> {
//! let size: ButtonSize = "lg".parse()?;
//! assert_eq!(size, ButtonSize::Lg);
//! let props = ButtonProps { full_width: true, ..ButtonProps::default() };
//! assert_eq!((props.size.as_str(), props.r#type.as_str()), ("md", "button"));
//! assert_eq!(props.aria_label, None); // optional, no default
//! # Ok(())
//! # }
//! ```
//!
//! The generated items have the annotated struct's visibility (`pub(crate) struct Button;`
//! gives `pub(crate) enum ButtonSize`). Options after the path: `serde` derives `Serialize` / `Deserialize` on the enums and the
//! props struct with the spec's strings (`#[component_spec("specs/button.json", serde)]`; the
//! crate needs serde with `derive`). Props whose types are the framework's (`UiNode`,
//! callbacks) are not in the props struct yet; its docs list them.
//!
//! The path is relative to the crate (`CARGO_MANIFEST_DIR`); a bare file name not found there
//! is looked up in the crate's configured spec directories (DESIGN §4b). Absolute paths are
//! refused. The spec is read with uispec's reader: a spec with errors, a missing file or values
//! that cannot become identifiers are compile errors at the attribute, with the reader's
//! rustc-style report. The crate is rebuilt when the spec changes (the expansion
//! `include_str!`s it).
//!
//! The crate is a thin shell over `uispec_core` (reader, configuration, `codegen`), where the
//! logic is tested like any library — the sqlx-macros / sqlx-macros-core split. Framework
//! types in the props struct and the check of a component's signature against its spec come
//! next.

use std::path::{Path, PathBuf};

use proc_macro::TokenStream;
use proc_macro2::TokenStream as TokenStream2;
use uispec_core::render::human::{Style, render_all};
use uispec_core::{Diagnostics, SourceFile, codegen, config, read_spec};

/// Read instead of `CARGO_MANIFEST_DIR` when set (documented for tests): trybuild compiles
/// test cases in a crate of its own, so tests point the macro back at their fixtures with it.
const MANIFEST_DIR_OVERRIDE: &str = "UISPEC_MANIFEST_DIR_OVERRIDE";

/// Generates the types of a component spec next to the annotated item (see the crate docs).
#[proc_macro_attribute]
pub fn component_spec(attr: TokenStream, item: TokenStream) -> TokenStream {
    let item = TokenStream2::from(item);
    // On a unit struct, the props struct is named after it; on anything else (a component
    // function), only the enums and the metadata are generated for now.
    let (props, visibility) = match syn::parse2::<syn::ItemStruct>(item.clone()) {
        Ok(s) if matches!(s.fields, syn::Fields::Unit) => {
            let vis = &s.vis;
            (
                Some(format!("{}Props", s.ident)),
                Some(quote::quote!(#vis).to_string()),
            )
        }
        _ => (None, None),
    };
    let generated = match syn::parse::Parser::parse2(Args::parse, TokenStream2::from(attr)) {
        Ok(args) => {
            expand(&args, props, visibility).unwrap_or_else(|error| error.to_compile_error())
        }
        Err(error) => error.to_compile_error(),
    };
    let mut out = item;
    out.extend(generated);
    out.into()
}

/// `"specs/button.json"`, then options: `serde`.
struct Args {
    path: syn::LitStr,
    serde: bool,
}

impl Args {
    fn parse(input: syn::parse::ParseStream<'_>) -> syn::Result<Args> {
        let path: syn::LitStr = input.parse().map_err(|error| {
            syn::Error::new(
                error.span(),
                "expected the spec's path: #[component_spec(\"specs/button.json\")]",
            )
        })?;
        let mut args = Args { path, serde: false };
        while !input.is_empty() {
            input.parse::<syn::Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let option: syn::Ident = input.parse()?;
            match option.to_string().as_str() {
                "serde" => args.serde = true,
                other => {
                    return Err(syn::Error::new(
                        option.span(),
                        format!(
                            "unknown option `{other}`: #[component_spec(\"path\")] takes `serde` \
                             (serde derives with the spec's strings)"
                        ),
                    ));
                }
            }
        }
        Ok(args)
    }
}

fn expand(
    args: &Args,
    props: Option<String>,
    visibility: Option<String>,
) -> syn::Result<TokenStream2> {
    let literal = &args.path;
    let fail = |message: String| syn::Error::new(literal.span(), message);
    let written = literal.value();
    if Path::new(&written).is_absolute() {
        return Err(fail(format!(
            "`{written}` is absolute: write the spec's path relative to the crate"
        )));
    }
    let manifest_dir = std::env::var_os(MANIFEST_DIR_OVERRIDE)
        .or_else(|| std::env::var_os("CARGO_MANIFEST_DIR"))
        .map(PathBuf::from)
        .ok_or_else(|| fail("CARGO_MANIFEST_DIR is not set: build with cargo".to_owned()))?;
    let path = resolve(&manifest_dir, &written).ok_or_else(|| {
        fail(format!(
            "cannot find the spec `{written}` (looked in {} and the configured spec directories)",
            manifest_dir.display()
        ))
    })?;
    let text = std::fs::read_to_string(&path)
        .map_err(|error| fail(format!("cannot read `{}`: {error}", path.display())))?;
    let file = SourceFile::new(written.clone(), text);
    let mut diags = Diagnostics::new();
    let doc = read_spec(&mut diags, &file);
    let spec = match doc {
        Some(doc) if !diags.has_errors() => doc.spec,
        _ => {
            return Err(fail(format!(
                "the spec `{written}` has errors:\n{}",
                render_all(diags.as_slice(), Style::Plain)
            )));
        }
    };
    let options = codegen::Options {
        serde: args.serde,
        props,
        visibility,
    };
    let items = codegen::items(&spec, &options).map_err(|error| fail(error.message))?;
    let items: TokenStream2 = items.parse().map_err(|_| {
        fail("uispec generated code that does not parse; please report it".to_owned())
    })?;
    let tracked = path.display().to_string();
    let span = literal.span();
    let include = syn::LitStr::new(&tracked, span);
    let track: TokenStream2 = syn::parse_quote_spanned! {span=>
        const _: &str = ::core::include_str!(#include);
    };
    let mut out = track;
    out.extend(items);
    Ok(out)
}

/// The spec file: relative to the crate, else (a bare name) in the configured spec
/// directories.
fn resolve(manifest_dir: &Path, written: &str) -> Option<PathBuf> {
    let direct = manifest_dir.join(written);
    if direct.is_file() {
        return Some(direct);
    }
    if written.contains(['/', '\\']) {
        return None;
    }
    let found = config::find(manifest_dir).ok()?;
    found
        .config
        .specs
        .iter()
        .map(|dir| found.root.join(dir).join(written))
        .find(|candidate| candidate.is_file())
}
