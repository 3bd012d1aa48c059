//! `uispec-macros`: `#[component_spec("specs/button.json")]` turns a component spec into
//! types, and checks a component function against its spec at compile time.
//!
//! ```
//! use uispec_macros::component_spec;
//!
//! // (This crate's test copy of the Button preset; in a UI crate, "specs/button.json". This
//! // crate uses no UI framework, hence `framework = "none"`.)
//! #[component_spec("tests/specs/button.json", framework = "none")]
//! pub struct Button;
//!
//! // From the spec: `ButtonVariant`, `ButtonSize` (one enum per variant axis, with
//! // `#[default]` from defaultVariants, `ALL`, `NAMES`, `as_str`, `Display`, `FromStr`,
//! // `AsRef<str>`), `ButtonType` (the prop `type: "button" | "submit" | "reset"`),
//! // `ButtonProps` (one field per axis and prop, defaults from the spec), and the spec's
//! // metadata as consts on `Button` (NAME, PROPS, VARIANTS, SLOTS, EVENTS, STATES,
//! // TOKEN_MAPPING, ROLE, ARIA_ATTRIBUTES: usable at run time, e.g. to render `role`).
//! # fn main() -> Result<(), String> {
//! let size: ButtonSize = "lg".parse()?;
//! assert_eq!(size, ButtonSize::Lg);
//! let props = ButtonProps { full_width: true, ..ButtonProps::default() };
//! assert_eq!((props.size.as_str(), props.r#type.as_str()), ("md", "button"));
//! assert_eq!(props.aria_label, None); // optional, no default
//! assert_eq!(Button::ROLE, Some("button"));
//! # Ok(())
//! # }
//! ```
//!
//! # Two forms
//!
//! - **On a unit struct** (`pub struct Button;`): the enums, `<Struct>Props`, and the metadata
//!   consts on the struct itself.
//! - **On a component function**, above the framework's attribute:
//!
//!   ```text
//!   #[component_spec("specs/button.json")]
//!   #[component]
//!   pub fn Button(#[prop(optional)] variant: ButtonVariant, label: String, …) -> impl IntoView
//!   ```
//!
//!   the enums, the metadata on a unit struct `<Spec>Spec` (`ButtonSpec`), the props struct as
//!   `<Spec>SpecProps` (`ButtonSpecProps`: the frameworks generate `<Name>Props` themselves),
//!   and a check of the signature against the spec with the rules of `uispec validate` (props
//!   present by normalised name, required-ness by the framework's rules, variant props typed
//!   with the generated enum, and at `strict` no parameters the spec does not describe). Each
//!   mismatch is a compile error at the offending parameter, or at the path for something
//!   missing; the function is always emitted unchanged, so one error does not cascade.
//!   Dioxus and Yew components can take the generated props: `props: ButtonSpecProps`,
//!   `props: &ButtonSpecProps`.
//!
//! # Options
//!
//! After the path, in any order:
//! - `framework = "leptos" | "dioxus" | "yew" | "none"`: else the crate's uispec
//!   configuration (`framework`), else the one of leptos, dioxus and yew among the crate's
//!   dependencies; otherwise a compile error asks for it. Dioxus props derive
//!   `Props` with `#[props(default …)]`, Yew props `Properties` with `#[prop_or…]`; slots
//!   are `Element` / `Html`, events `Option<EventHandler<P>>` / `Callback<P>` with the DOM
//!   payload type (`onClick` → `MouseEvent`). Leptos and `none` props are plain data with a
//!   `Default` (Leptos takes children and callbacks as component parameters). The generated
//!   code names `::dioxus` / `::yew`; this crate depends on no framework.
//! - `level = "basic" | "standard" | "strict"`: else the configuration's, else `standard`.
//! - `serde`: `Serialize` / `Deserialize` with the spec's strings on the enums and plain
//!   props structs (the crate needs serde with `derive`). An attribute argument, never a
//!   `cfg(feature)`: that would be evaluated in the user's crate.
//!
//! # Files
//!
//! The path is relative to the crate (`CARGO_MANIFEST_DIR`); a bare file name not found there
//! is looked up in the crate's configured spec directories. Absolute paths are
//! refused. A missing file, malformed JSON, a schema error or values that cannot become
//! identifiers are compile errors at the path, with the reader's rustc-style report
//! (`--> specs/button.json:12:15` and a snippet). The crate is rebuilt when the spec changes
//! (the expansion `include_str!`s it); within one rustc run each spec is parsed once.
//!
//! The crate is a thin shell over `uispec_core` (reader, configuration, `codegen`, the
//! alignment checks), where the logic is tested like any library — the sqlx-macros /
//! sqlx-macros-core split.

mod args;
mod load;
mod spans;

use std::path::Path;
use std::sync::Arc;

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as TokenStream2};
use quote::ToTokens;
use uispec_core::checks::check_signature;
use uispec_core::{Diagnostic, Severity, SourceFile, SpecDocument, spec_attribute};

use args::Args;
use spans::Printed;

/// Generates the types of a component spec next to the annotated item, and checks a
/// component function against the spec (see the crate docs).
#[proc_macro_attribute]
pub fn component_spec(attr: TokenStream, item: TokenStream) -> TokenStream {
    let item = TokenStream2::from(item);
    let generated = match syn::parse::Parser::parse2(Args::parse, TokenStream2::from(attr)) {
        Ok(args) => expand(&args, &item).unwrap_or_else(|error| error.to_compile_error()),
        Err(error) => error.to_compile_error(),
    };
    let mut out = item;
    out.extend(generated);
    out.into()
}

/// What the attribute is on.
enum Target {
    /// `pub struct Button;`
    Struct {
        ident: syn::Ident,
        vis: syn::Visibility,
    },
    /// `#[component] pub fn Button(…)`.
    Function(Box<syn::ItemFn>),
}

impl Target {
    fn parse(item: &TokenStream2) -> syn::Result<Target> {
        if let Ok(s) = syn::parse2::<syn::ItemStruct>(item.clone())
            && matches!(s.fields, syn::Fields::Unit)
        {
            return Ok(Target::Struct {
                ident: s.ident,
                vis: s.vis,
            });
        }
        match syn::parse2::<syn::ItemFn>(item.clone()) {
            Ok(function) => Ok(Target::Function(Box::new(function))),
            Err(_) => Err(syn::Error::new(
                Span::call_site(),
                "#[component_spec] goes on a unit struct (`pub struct Button;`) or on a component \
                 function, above its `#[component]`",
            )),
        }
    }
}

fn expand(args: &Args, item: &TokenStream2) -> syn::Result<TokenStream2> {
    let literal = &args.path;
    let fail = |message: String| syn::Error::new(literal.span(), message);
    let target = Target::parse(item)?;
    let written = literal.value();
    let manifest_dir = load::manifest_dir().map_err(fail)?;
    let found = load::project(&manifest_dir).map_err(fail)?;
    let path =
        spec_attribute::resolve(&manifest_dir, &written, &found, Path::is_file).map_err(fail)?;
    // Reports name the file as the crate sees it (`specs/button.json` for "button.json").
    let shown = path
        .strip_prefix(&manifest_dir)
        .unwrap_or(&path)
        .display()
        .to_string();
    let doc = load::load(&path, &shown).map_err(fail)?;
    let props_for = match args.framework {
        Some(props_for) => props_for,
        None => spec_attribute::framework(&manifest_dir, found.config.framework)
            .map_err(fail)?
            .into(),
    };
    let (struct_name, vis) = match &target {
        Target::Struct { ident, vis } => (Some(ident.to_string()), vis),
        Target::Function(function) => (None, &function.vis),
    };
    let items = spec_attribute::expand(
        &doc.spec,
        match &struct_name {
            Some(name) => spec_attribute::Annotated::Struct(name),
            None => spec_attribute::Annotated::Function,
        },
        props_for,
        args.serde,
        &vis.to_token_stream().to_string(),
        &found.config.css.selectors,
    )
    .map_err(|error| fail(error.message))?;
    let mut out: TokenStream2 = items.parse().map_err(|_| {
        fail("uispec generated code that does not parse; please report it".to_owned())
    })?;
    let span = literal.span();
    let include = syn::LitStr::new(&path.display().to_string(), span);
    out.extend(quote::quote_spanned! {span=>
        const _: &str = ::core::include_str!(#include);
    });
    // The configuration too: its markup convention and rule levels shape what is generated
    // and reported, so a change to it must expand the macro again.
    for read in found.read.iter().filter(|path| path.is_file()) {
        let include = syn::LitStr::new(&read.display().to_string(), span);
        out.extend(quote::quote_spanned! {span=>
            const _: &[u8] = ::core::include_bytes!(#include);
        });
    }
    if let Target::Function(function) = &target {
        let mut rules = found.config.rules.clone();
        if let Some(level) = args.level {
            rules.level = level;
        }
        let printed = Printed::new(function.to_token_stream());
        let component = SourceFile::new(format!("fn {}", function.sig.ident), printed.text.clone());
        let generated = SourceFile::new(format!("{shown} (generated)"), items);
        // uispec's code reader parses text with proc-macro2, which inside a macro hands the
        // text to the compiler, whose spans carry no byte offsets into that text; its own
        // parser's do. (`fallback` is proc-macro2's public, doc-hidden switch for this.)
        proc_macro2::fallback::force();
        let findings = check_signature(&doc, &component, &generated, props_for.framework(), &rules);
        proc_macro2::fallback::unforce();
        let errors = findings
            .as_slice()
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| compile_error(d, &doc, &component, &printed, span));
        if let Some(error) = errors.reduce(|mut all, next| {
            all.combine(next);
            all
        }) {
            out.extend(error.to_compile_error());
        }
    }
    Ok(out)
}

/// A finding as a compile error: at the code it names, else at the spec's path; the message
/// says where in the spec, how to fix it, and the rule (`uispec explain <rule>`).
fn compile_error(
    diagnostic: &Diagnostic,
    doc: &SpecDocument,
    component: &Arc<SourceFile>,
    printed: &Printed,
    fallback: Span,
) -> syn::Error {
    let locations = || {
        std::iter::once(&diagnostic.primary).chain(diagnostic.related.iter().map(|r| &r.location))
    };
    // What the function lacks is reported at the spec's path; the rest at the code.
    let missing = diagnostic.rule.as_str().ends_with("-missing-in-code");
    let span = locations()
        .find(|l| Arc::ptr_eq(&l.file, component))
        .filter(|_| !missing)
        .and_then(|l| printed.span_at(l.span.start))
        .unwrap_or(fallback);
    let mut message = diagnostic.message.clone();
    if let Some(spec) = locations().find(|l| Arc::ptr_eq(&l.file, &doc.file)) {
        let at = spec.file.line_col(spec.span.start);
        message.push_str(&format!(
            "\n  --> {}:{}:{}",
            spec.file.path(),
            at.line,
            at.column
        ));
    }
    if let Some(help) = &diagnostic.help {
        message.push_str(&format!("\n  = help: {help}"));
    }
    message.push_str(&format!(
        "\n  = note: rule `{}` (`uispec explain {0}`)",
        diagnostic.rule.as_str()
    ));
    syn::Error::new(span, message)
}
