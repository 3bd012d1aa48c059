//! Default expressions folded to the JSON value a spec writes: `true`, `"md".to_string()`,
//! `String::from("x")`, `ButtonSize::Medium`, `Signal::stored(3)`, `Some(1.5)` … Anything that
//! needs running stays [`DefaultValue::Computed`] with its source text.
//!
//! Folding happens in two steps, because files are read one at a time and an enum may be
//! declared in a file not read yet: [`fold`] turns the expression into an owned [`Folded`]
//! while its syntax tree exists (enum paths kept as names), and [`DefaultExpr::resolve`] gives
//! the value once the crate's enums are known.

use serde_json::Value;
use syn::{Expr, Lit, UnOp};

use super::enums::EnumInfo;
use super::model::DefaultValue;
use super::parse::Src;
use super::types::{Kind, TypeInfo};

/// Conversions that keep the value: `x.into()`, `"a".to_string()`.
const KEEP_METHODS: &[&str] = &["into", "to_string", "to_owned", "clone", "to_vec"];
/// Constructors of one argument that keep the value: `String::from("a")`,
/// `Signal::stored(true)`, `Some(1)`, `AttrValue::Static("a")`.
const KEEP_CALLS: &[&str] = &["from", "new", "stored", "derive", "Some", "Static", "Rc"];

/// A default expression, folded as far as one file allows.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct DefaultExpr {
    folded: Folded,
    /// The expression as written, for a default that cannot be folded.
    text: String,
}

/// The foldable shape of an expression.
#[derive(Debug, Clone, PartialEq)]
enum Folded {
    Value(Value),
    /// A path whose last segment may name an enum variant (`Size::Md`, `Self::Md`).
    Path(String),
    Array(Vec<Folded>),
    /// `String::new()`, `Vec::new()`, `Default::default()`: empty, by the type.
    Empty,
    /// Something that needs running.
    Opaque,
}

/// Folds `expr`; `src` gives its text.
pub(super) fn fold(src: &Src, expr: &Expr) -> DefaultExpr {
    DefaultExpr {
        folded: folded(expr),
        text: src.text(expr),
    }
}

/// A default written as code in a string (Dioxus `default_code = "…"`): its tokens do not
/// point into the file, so the string itself is the text.
pub(super) fn fold_code(code: &str) -> DefaultExpr {
    DefaultExpr {
        folded: syn::parse_str::<Expr>(code).map_or(Folded::Opaque, |e| folded(&e)),
        text: code.to_owned(),
    }
}

/// A computed default known only by its text (Yew `prop_or_else(f)`).
pub(super) fn computed(text: String) -> DefaultExpr {
    DefaultExpr {
        folded: Folded::Opaque,
        text,
    }
}

impl DefaultExpr {
    /// The value for a prop whose type is `ty` (and, for a variant prop, whose enum is
    /// `enum_info`).
    pub(super) fn resolve(&self, ty: &TypeInfo, enum_info: Option<&EnumInfo>) -> DefaultValue {
        match literal(&self.folded, ty, enum_info) {
            Some(value) => DefaultValue::Literal(value),
            None => DefaultValue::Computed(self.text.clone()),
        }
    }
}

/// What `Default::default()` gives for `ty`: `false`, `0`, `""`, `[]`, the enum's default
/// variant; `None` for optional values, nodes and callbacks, which have no value to write.
pub(super) fn type_default(ty: &TypeInfo, enum_info: Option<&EnumInfo>) -> Option<DefaultValue> {
    if ty.optional {
        return None;
    }
    let value = match &ty.kind {
        Kind::Bool => Value::Bool(false),
        Kind::Number => Value::from(0),
        Kind::String => Value::String(String::new()),
        Kind::Array(_) => Value::Array(Vec::new()),
        Kind::Node | Kind::Callback { .. } | Kind::Marker => return None,
        Kind::Named { .. } | Kind::Other(_) => {
            return Some(match enum_info.and_then(EnumInfo::default_value) {
                Some(value) => DefaultValue::Literal(Value::String(value.to_owned())),
                None => DefaultValue::Computed("Default::default()".to_owned()),
            });
        }
    };
    Some(DefaultValue::Literal(value))
}

/// `-n`, staying an integer where one exists: `-9223372036854775808` is `i64::MIN` (its
/// literal only fits a `u64`), and `-i64::MIN` is a `u64`.
fn negated(n: &serde_json::Number) -> Option<Value> {
    if let Some(i) = n.as_i64() {
        return Some(
            i.checked_neg()
                .map_or(Value::from(i.unsigned_abs()), Value::from),
        );
    }
    if n.as_u64() == Some(i64::MIN.unsigned_abs()) {
        return Some(Value::from(i64::MIN));
    }
    n.as_f64()
        .and_then(|f| serde_json::Number::from_f64(-f))
        .map(Value::Number)
}

fn folded(expr: &Expr) -> Folded {
    match expr {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Bool(b) => Folded::Value(Value::Bool(b.value)),
            Lit::Str(s) => Folded::Value(Value::String(s.value())),
            Lit::Char(c) => Folded::Value(Value::String(c.value().to_string())),
            Lit::Int(i) => i
                .base10_parse::<i64>()
                .ok()
                .map(Value::from)
                .or_else(|| i.base10_parse::<u64>().ok().map(Value::from))
                .map_or(Folded::Opaque, Folded::Value),
            Lit::Float(f) => f
                .base10_parse::<f64>()
                .ok()
                .and_then(serde_json::Number::from_f64)
                .map_or(Folded::Opaque, |n| Folded::Value(Value::Number(n))),
            _ => Folded::Opaque,
        },
        Expr::Unary(unary) if matches!(unary.op, UnOp::Neg(_)) => match folded(&unary.expr) {
            Folded::Value(Value::Number(n)) => negated(&n).map_or(Folded::Opaque, Folded::Value),
            _ => Folded::Opaque,
        },
        Expr::Reference(reference) => folded(&reference.expr),
        Expr::Paren(paren) => folded(&paren.expr),
        Expr::Group(group) => folded(&group.expr),
        Expr::MethodCall(call)
            if call.args.is_empty() && KEEP_METHODS.contains(&call.method.to_string().as_str()) =>
        {
            folded(&call.receiver)
        }
        Expr::Call(call) => {
            let Expr::Path(func) = &*call.func else {
                return Folded::Opaque;
            };
            let Some(name) = func.path.segments.last().map(|s| s.ident.to_string()) else {
                return Folded::Opaque;
            };
            match (call.args.first(), call.args.len(), name.as_str()) {
                (Some(arg), 1, name) if KEEP_CALLS.contains(&name) => folded(arg),
                (_, 0, "new" | "default") => Folded::Empty,
                _ => Folded::Opaque,
            }
        }
        Expr::Path(path) => match path.path.segments.last() {
            Some(last) if last.ident == "None" => Folded::Value(Value::Null),
            Some(last) => Folded::Path(last.ident.to_string()),
            None => Folded::Opaque,
        },
        Expr::Array(array) => Folded::Array(array.elems.iter().map(folded).collect()),
        Expr::Macro(mac) if mac.mac.path.is_ident("vec") => mac
            .mac
            .parse_body_with(syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated)
            .map_or(Folded::Opaque, |elems| {
                Folded::Array(elems.iter().map(folded).collect())
            }),
        _ => Folded::Opaque,
    }
}

fn literal(folded: &Folded, ty: &TypeInfo, enum_info: Option<&EnumInfo>) -> Option<Value> {
    match folded {
        Folded::Value(value) => Some(value.clone()),
        Folded::Path(ident) => enum_info
            .and_then(|info| info.value_of(ident))
            .map(|value| Value::String(value.to_owned())),
        Folded::Array(items) => items
            .iter()
            .map(|item| literal(item, element(ty), enum_info))
            .collect::<Option<Vec<_>>>()
            .map(Value::Array),
        Folded::Empty => match &ty.kind {
            Kind::String => Some(Value::String(String::new())),
            Kind::Array(_) => Some(Value::Array(Vec::new())),
            _ => None,
        },
        Folded::Opaque => None,
    }
}

fn element(ty: &TypeInfo) -> &TypeInfo {
    match &ty.kind {
        Kind::Array(item) => item,
        _ => ty,
    }
}
