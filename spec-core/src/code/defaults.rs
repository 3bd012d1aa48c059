//! Default expressions folded to the JSON value a spec writes: `true`, `"md".to_string()`,
//! `String::from("x")`, `ButtonSize::Medium`, `Signal::stored(3)`, `Some(1.5)` … Anything that
//! needs running stays [`DefaultValue::Computed`] with its source text.

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

/// The value of `expr` for a prop whose type is `ty` (and, for a variant prop, whose enum is
/// `enum_info`).
pub(super) fn fold(
    src: &Src,
    expr: &Expr,
    ty: &TypeInfo,
    enum_info: Option<&EnumInfo>,
) -> DefaultValue {
    match literal(expr, ty, enum_info) {
        Some(value) => DefaultValue::Literal(value),
        None => DefaultValue::Computed(src.text(expr)),
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

fn literal(expr: &Expr, ty: &TypeInfo, enum_info: Option<&EnumInfo>) -> Option<Value> {
    match expr {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Bool(b) => Some(Value::Bool(b.value)),
            Lit::Str(s) => Some(Value::String(s.value())),
            Lit::Char(c) => Some(Value::String(c.value().to_string())),
            Lit::Int(i) => i
                .base10_parse::<i64>()
                .ok()
                .map(Value::from)
                .or_else(|| i.base10_parse::<u64>().ok().map(Value::from)),
            Lit::Float(f) => f
                .base10_parse::<f64>()
                .ok()
                .and_then(serde_json::Number::from_f64)
                .map(Value::Number),
            _ => None,
        },
        Expr::Unary(unary) if matches!(unary.op, UnOp::Neg(_)) => {
            match literal(&unary.expr, ty, enum_info)? {
                Value::Number(n) => n.as_i64().map(|i| Value::from(-i)).or_else(|| {
                    n.as_f64()
                        .and_then(|f| serde_json::Number::from_f64(-f).map(Value::Number))
                }),
                _ => None,
            }
        }
        Expr::Reference(reference) => literal(&reference.expr, ty, enum_info),
        Expr::Paren(paren) => literal(&paren.expr, ty, enum_info),
        Expr::Group(group) => literal(&group.expr, ty, enum_info),
        Expr::MethodCall(call)
            if call.args.is_empty() && KEEP_METHODS.contains(&call.method.to_string().as_str()) =>
        {
            literal(&call.receiver, ty, enum_info)
        }
        Expr::Call(call) => {
            let Expr::Path(func) = &*call.func else {
                return None;
            };
            let name = func.path.segments.last()?.ident.to_string();
            match (call.args.len(), name.as_str()) {
                (1, name) if KEEP_CALLS.contains(&name) => {
                    literal(call.args.first()?, ty, enum_info)
                }
                (0, "new" | "default") => match &ty.kind {
                    Kind::String => Some(Value::String(String::new())),
                    Kind::Array(_) => Some(Value::Array(Vec::new())),
                    _ => None,
                },
                _ => None,
            }
        }
        Expr::Path(path) => {
            let last = path.path.segments.last()?.ident.to_string();
            if last == "None" {
                return Some(Value::Null);
            }
            enum_info
                .and_then(|info| info.value_of(&last))
                .map(|value| Value::String(value.to_owned()))
        }
        Expr::Array(array) => array
            .elems
            .iter()
            .map(|e| literal(e, element(ty), enum_info))
            .collect::<Option<Vec<_>>>()
            .map(Value::Array),
        Expr::Macro(mac) if mac.mac.path.is_ident("vec") => {
            let elems = mac
                .mac
                .parse_body_with(
                    syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated,
                )
                .ok()?;
            elems
                .iter()
                .map(|e| literal(e, element(ty), enum_info))
                .collect::<Option<Vec<_>>>()
                .map(Value::Array)
        }
        _ => None,
    }
}

fn element(ty: &TypeInfo) -> &TypeInfo {
    match &ty.kind {
        Kind::Array(item) => item,
        _ => ty,
    }
}
