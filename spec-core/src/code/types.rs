//! What a prop's Rust type means, looked at without a type checker: the wrappers are peeled
//! off (`Option`, `Signal`, `MaybeProp`, …) and the rest is classified by the last path
//! segment, the way the frameworks' own macros do (Dioxus detects callbacks by the last
//! segment `EventHandler` / `Callback`).
//!
//! A new type mapping (a wrapper, a string or node type) is a row of the tables below and of the
//! table in `docs/code-inference.md`.

use syn::{GenericArgument, PathArguments, ReturnType, Type, TypeParamBound};

use super::parse::Src;

/// Reactive or optional wrappers that say nothing about the value's kind.
const TRANSPARENT: &[&str] = &[
    "Signal",
    "MaybeSignal",
    "ReadSignal",
    "ReadOnlySignal",
    "RwSignal",
    "ArcSignal",
    "ArcReadSignal",
    "ArcRwSignal",
    "Memo",
    "MaybeDyn",
    "Model",
    "Rc",
    "Arc",
    "Box",
];
/// Wrappers that also make the value optional.
const OPTIONAL: &[&str] = &["Option", "MaybeProp", "OptMaybeSignal", "OptionalProp"];
const STRINGS: &[&str] = &[
    "String",
    "str",
    // One character is a string of one in a spec (a separator, a mask's placeholder).
    "char",
    "AttrValue",
    "Oco",
    "TextProp",
    "IString",
    "SharedString",
    "Cow",
    "ArcStr",
];
const NUMBERS: &[&str] = &[
    "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize", "f32",
    "f64",
];
/// Renderable content: a slot.
pub(super) const NODES: &[&str] = &[
    "Children",
    "ChildrenFn",
    "ChildrenFnMut",
    "ChildrenFragment",
    "TypedChildren",
    "TypedChildrenFn",
    "TypedChildrenMut",
    "ViewFn",
    "ViewFnOnce",
    "AnyView",
    "Element",
    "Html",
    "VNode",
    "ChildrenRenderer",
    "ChildrenWithProps",
    "View",
];
const CALLBACKS: &[&str] = &[
    "Callback",
    "BoxCallback",
    "ArcCallback",
    "UnsyncCallback",
    "EventHandler",
    "BoxOneCallback",
    "ArcOneCallback",
];

/// A type, peeled and classified.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct TypeInfo {
    /// An optional wrapper was peeled off (`Option<T>`, `MaybeProp<T>`).
    pub(super) optional: bool,
    /// What is left.
    pub(super) kind: Kind,
}

/// The kind of value a type holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Kind {
    String,
    Bool,
    Number,
    /// Renderable content.
    Node,
    /// A callback, with its argument and return types as written.
    Callback {
        payload: Option<String>,
        output: Option<String>,
        returns_node: bool,
    },
    /// `Vec<T>`, `&[T]`, `Box<[T]>`.
    Array(Box<TypeInfo>),
    /// `PhantomData`.
    Marker,
    /// A named type to be resolved against the crate (an enum, a `#[slot]` struct): its last
    /// path segment, and its text.
    Named {
        ident: String,
        text: String,
    },
    /// Anything else (tuples, `impl Trait`, generics), as written.
    Other(String),
}

impl TypeInfo {
    fn plain(kind: Kind) -> Self {
        TypeInfo {
            optional: false,
            kind,
        }
    }
}

/// Classifies `ty`; `src` gives types as written.
pub(super) fn classify(src: &Src, ty: &Type) -> TypeInfo {
    match ty {
        Type::Paren(inner) => classify(src, &inner.elem),
        Type::Group(inner) => classify(src, &inner.elem),
        Type::Reference(reference) => match &*reference.elem {
            Type::Slice(slice) => {
                TypeInfo::plain(Kind::Array(Box::new(classify(src, &slice.elem))))
            }
            elem => classify(src, elem),
        },
        Type::Slice(slice) => TypeInfo::plain(Kind::Array(Box::new(classify(src, &slice.elem)))),
        Type::ImplTrait(bounds) => classify_bounds(src, bounds.bounds.iter(), ty),
        Type::TraitObject(bounds) => classify_bounds(src, bounds.bounds.iter(), ty),
        Type::Path(path) if path.qself.is_none() => {
            let Some(last) = path.path.segments.last() else {
                return TypeInfo::plain(Kind::Other(src.type_text(ty)));
            };
            // `web_sys::Element`, `web_sys::HtmlElement`: a handle on a DOM node, data to the
            // component, never content it renders (Dioxus's `Element` is).
            if path.path.segments.iter().any(|s| s.ident == "web_sys") {
                return TypeInfo::plain(Kind::Named {
                    ident: last.ident.to_string(),
                    text: src.type_text(ty),
                });
            }
            let ident = last.ident.to_string();
            let args = generic_types(&last.arguments);
            if let Some(inner) = args.first() {
                if OPTIONAL.contains(&ident.as_str()) {
                    let mut info = classify(src, inner);
                    info.optional = true;
                    return info;
                }
                if TRANSPARENT.contains(&ident.as_str()) {
                    return classify(src, inner);
                }
                if ident == "Vec" {
                    return TypeInfo::plain(Kind::Array(Box::new(classify(src, inner))));
                }
            }
            let kind = if STRINGS.contains(&ident.as_str()) {
                Kind::String
            } else if ident == "bool" {
                Kind::Bool
            } else if NUMBERS.contains(&ident.as_str()) {
                Kind::Number
            } else if NODES.contains(&ident.as_str()) {
                Kind::Node
            } else if CALLBACKS.contains(&ident.as_str()) {
                let payload = args
                    .first()
                    .filter(|t| !is_unit(t))
                    .map(|t| src.type_text(t));
                let output = args
                    .get(1)
                    .filter(|t| !is_unit(t))
                    .map(|t| src.type_text(t));
                let returns_node = args.get(1).is_some_and(|t| is_node(t));
                Kind::Callback {
                    payload,
                    output,
                    returns_node,
                }
            } else if ident == "PhantomData" {
                Kind::Marker
            } else {
                Kind::Named {
                    ident,
                    text: src.type_text(ty),
                }
            };
            TypeInfo::plain(kind)
        }
        _ => TypeInfo::plain(Kind::Other(src.type_text(ty))),
    }
}

/// `impl Fn(MouseEvent)`, `dyn Fn() -> AnyView`, `impl Into<String>`, `impl IntoView`.
fn classify_bounds<'a>(
    src: &Src,
    bounds: impl Iterator<Item = &'a TypeParamBound>,
    whole: &Type,
) -> TypeInfo {
    for bound in bounds {
        let TypeParamBound::Trait(bound) = bound else {
            continue;
        };
        let Some(last) = bound.path.segments.last() else {
            continue;
        };
        let ident = last.ident.to_string();
        match (&*ident, &last.arguments) {
            ("Fn" | "FnMut" | "FnOnce", PathArguments::Parenthesized(args)) => {
                let payload = args.inputs.first().map(|t| src.type_text(t));
                let (output, returns_node) = match &args.output {
                    ReturnType::Type(_, ty) if !is_unit(ty) => {
                        (Some(src.type_text(ty)), is_node(ty))
                    }
                    _ => (None, false),
                };
                return TypeInfo::plain(Kind::Callback {
                    payload,
                    output,
                    returns_node,
                });
            }
            ("Into", args) => {
                if let Some(inner) = generic_types(args).first() {
                    return classify(src, inner);
                }
            }
            ("IntoView" | "IntoElement" | "Render", _) => return TypeInfo::plain(Kind::Node),
            _ => {}
        }
    }
    TypeInfo::plain(Kind::Other(src.type_text(whole)))
}

/// The type arguments of `Foo<A, B>`.
fn generic_types(args: &PathArguments) -> Vec<&Type> {
    match args {
        PathArguments::AngleBracketed(args) => args
            .args
            .iter()
            .filter_map(|arg| match arg {
                GenericArgument::Type(ty) => Some(ty),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn is_unit(ty: &Type) -> bool {
    matches!(ty, Type::Tuple(tuple) if tuple.elems.is_empty())
}

/// `AnyView`, `Html`, `impl IntoView`: a render prop's output.
fn is_node(ty: &Type) -> bool {
    match ty {
        Type::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|s| NODES.contains(&s.ident.to_string().as_str())),
        Type::ImplTrait(bounds) => bounds.bounds.iter().any(|b| {
            matches!(b, TypeParamBound::Trait(t) if t.path.segments.last().is_some_and(|s| s.ident == "IntoView"))
        }),
        _ => false,
    }
}
