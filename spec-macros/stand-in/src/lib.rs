//! A stand-in for Leptos's, Dioxus's and Yew's `#[component]` in `uispec-macros`' compile
//! tests: it emits the function unchanged but for the frameworks' parameter attributes
//! (`#[prop(..)]`, `#[props(..)]`), which only the real macros understand. `#[component_spec]`
//! runs first and sees exactly what it sees above a real `#[component]`, so the tests check
//! the macro without compiling a framework (the examples do that).

use proc_macro::TokenStream;

/// Emits the function without its parameters' `#[prop]` / `#[props]` attributes.
#[proc_macro_attribute]
pub fn component(_attr: TokenStream, item: TokenStream) -> TokenStream {
    let mut function = match syn::parse2::<syn::ItemFn>(item.into()) {
        Ok(function) => function,
        Err(error) => return error.to_compile_error().into(),
    };
    for input in &mut function.sig.inputs {
        if let syn::FnArg::Typed(param) = input {
            param
                .attrs
                .retain(|a| !a.path().is_ident("prop") && !a.path().is_ident("props"));
        }
    }
    quote::quote!(#function).into()
}
