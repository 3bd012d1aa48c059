//! `Serialize` written out instead of derived: uispec-core is compiled into every user's build
//! script, and serde's derive brought its own proc-macro and a second major version of syn onto
//! that build's critical path (3.7 of its 11 seconds). [`impl_serialize!`] keeps the impls as
//! short as the derives were: a map of the listed keys, in order.

/// Implements `serde::Serialize` for a struct as a map: each `"key" => field` in order,
/// left out when `[skip predicate]` holds, converted by `[with function]` (a `fn(&T) -> impl
/// Serialize`); with `[flatten field]`, that map's entries follow (the `x-*` keys).
macro_rules! impl_serialize {
    (
        $ty:ident $(<$lt:lifetime>)? $([flatten $flatten:ident])? {
            $($key:literal => $field:ident $([skip $skip:path])? $([with $with:path])?),* $(,)?
        }
    ) => {
        impl $(<$lt>)? serde::Serialize for $ty $(<$lt>)? {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                use serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(None)?;
                $(
                    if !$crate::ser::impl_serialize!(@skip self.$field $(, $skip)?) {
                        map.serialize_entry($key, &$crate::ser::impl_serialize!(@value self.$field $(, $with)?))?;
                    }
                )*
                $(
                    for (key, value) in &self.$flatten {
                        map.serialize_entry(key, value)?;
                    }
                )?
                map.end()
            }
        }
    };
    (@skip $e:expr) => { false };
    (@skip $e:expr, $skip:path) => { $skip(&$e) };
    (@value $e:expr) => { &$e };
    (@value $e:expr, $with:path) => { $with(&$e) };
}

pub(crate) use impl_serialize;

/// Implements `serde::Serialize` for a unit-only enum as its `as_str()`.
macro_rules! serialize_as_str {
    ($($ty:ty),* $(,)?) => {
        $(
            impl serde::Serialize for $ty {
                fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_str(self.as_str())
                }
            }
        )*
    };
}

pub(crate) use serialize_as_str;

/// `skip` predicates for fields that are left out at their default.
pub(crate) fn is_false(value: &bool) -> bool {
    !*value
}

pub(crate) fn is_true(value: &bool) -> bool {
    *value
}
