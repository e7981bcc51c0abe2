//! schemars 1.x `JsonSchema` for `Uuid` and typed IDs (feature `schemars`), describing
//! what the `serde` feature writes in JSON: `Uuid` and a typed ID without a prefix are
//! `{"type": "string", "format": "uuid"}` (inlined, as schemars does for `uuid::Uuid`);
//! a typed ID with a prefix is a definition of its own, named after the type, whose
//! `pattern` matches exactly its TypeID text.

use alloc::borrow::Cow;
use alloc::format;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::{TypedId, Uuid};

impl JsonSchema for Uuid {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        "Uuid".into()
    }

    fn schema_id() -> Cow<'static, str> {
        "uuid_runtime::Uuid".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        uuid_schema()
    }
}

fn uuid_schema() -> Schema {
    json_schema!({
        "type": "string",
        "format": "uuid",
    })
}

/// A TypeID suffix after the prefix: `_`, then 26 digits of the lowercase Crockford
/// base32 alphabet `0123456789abcdefghjkmnpqrstvwxyz` (no `i`, `l`, `o`, `u`), the first
/// at most `7` (the 130 bits of 26 digits hold 128). A prefix is `a`-`z` and `_`, none
/// of them special in a regular expression, so it is written as it is.
const SUFFIX_PATTERN: &str = "_[0-7][0-9a-hjkmnp-tv-z]{25}$";

/// Whether a typed ID's schema is written in place: without a prefix it is `Uuid`'s.
pub fn inline_schema<T: TypedId>() -> bool {
    T::PREFIX.is_empty()
}

/// The body of the derived `json_schema`.
pub fn json_schema<T: TypedId>() -> Schema {
    let prefix = T::PREFIX;
    if prefix.is_empty() {
        return uuid_schema();
    }
    json_schema!({
        "type": "string",
        "pattern": format!("^{prefix}{SUFFIX_PATTERN}"),
        "description": format!(
            "A TypeID with the prefix `{prefix}`: `{prefix}_` and 26 lowercase base32 digits."
        ),
    })
}

/// `JsonSchema` for a typed ID, through the functions above; named after the type and
/// identified by its path, as `#[derive(JsonSchema)]` does.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_schemars {
    ($ty:ident) => {
        #[automatically_derived]
        impl $crate::__private::schemars::JsonSchema for $ty {
            fn inline_schema() -> ::core::primitive::bool {
                $crate::__private::schemars_impl::inline_schema::<Self>()
            }

            fn schema_name() -> $crate::__private::Cow<'static, ::core::primitive::str> {
                $crate::__private::Cow::Borrowed(::core::stringify!($ty))
            }

            fn schema_id() -> $crate::__private::Cow<'static, ::core::primitive::str> {
                $crate::__private::Cow::Borrowed(::core::concat!(
                    ::core::module_path!(),
                    "::",
                    ::core::stringify!($ty)
                ))
            }

            fn json_schema(
                _: &mut $crate::__private::schemars::SchemaGenerator,
            ) -> $crate::__private::schemars::Schema {
                $crate::__private::schemars_impl::json_schema::<Self>()
            }
        }
    };
}
