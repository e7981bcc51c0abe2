//! schemars 1.x `JsonSchema` for `Uuid`, `NonNilUuid` and typed IDs (feature `schemars`), describing
//! what the `serde` feature writes in JSON: `Uuid` and a typed ID without a prefix are
//! `{"type": "string", "format": "uuid"}` (inlined, as schemars does for `uuid::Uuid`);
//! a typed ID with a prefix is a definition of its own, named after the type, whose
//! `pattern` matches exactly its TypeID text (with a `version`, the version digit too).

use alloc::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use super::text_form::{NON_NIL_DESCRIPTION, UUID_FORMAT, description, is_uuid_string, pattern};
use crate::{NonNilUuid, TypedId, Uuid};

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

/// A `Uuid`'s schema, saying that it is never the nil UUID (which the `serde` feature
/// refuses to read).
impl JsonSchema for NonNilUuid {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        "NonNilUuid".into()
    }

    fn schema_id() -> Cow<'static, str> {
        "uuid_runtime::NonNilUuid".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "format": UUID_FORMAT,
            "description": NON_NIL_DESCRIPTION,
        })
    }
}

fn uuid_schema() -> Schema {
    json_schema!({
        "type": "string",
        "format": UUID_FORMAT,
    })
}

/// Whether a typed ID's schema is written in place: without a prefix it is `Uuid`'s.
pub fn inline_schema<T: TypedId>() -> bool {
    is_uuid_string::<T>()
}

/// The body of the derived `json_schema`.
pub fn json_schema<T: TypedId>() -> Schema {
    if is_uuid_string::<T>() {
        return uuid_schema();
    }
    json_schema!({
        "type": "string",
        "pattern": pattern::<T>(),
        "description": description::<T>(),
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

            $crate::__impl_typed_id_schemars!(@names $ty);

            fn json_schema(
                _: &mut $crate::__private::schemars::SchemaGenerator,
            ) -> $crate::__private::schemars::Schema {
                $crate::__private::schemars_impl::json_schema::<Self>()
            }
        }
    };
    // The name and the identity, as `#[derive(JsonSchema)]` gives them.
    (@names $ty:ident) => {
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
    };
}

/// The body of a `TypedIdEnum`'s `json_schema`: a `oneOf` of its variants' schemas (each
/// its type's, with its exact pattern), in the order of the variants.
pub fn one_of(variants: impl IntoIterator<Item = Schema>) -> Schema {
    let variants: alloc::vec::Vec<Schema> = variants.into_iter().collect();
    json_schema!({ "oneOf": variants })
}

/// `JsonSchema` for a `TypedIdEnum`: a `oneOf` of the variants' schemas, written in place
/// for each (so that each carries its pattern), named after the enum.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_schemars {
    ($ty:ident, [$($vty:ty),+]) => {
        #[automatically_derived]
        impl $crate::__private::schemars::JsonSchema for $ty {
            $crate::__impl_typed_id_schemars!(@names $ty);

            fn json_schema(
                __generator: &mut $crate::__private::schemars::SchemaGenerator,
            ) -> $crate::__private::schemars::Schema {
                $crate::__private::schemars_impl::one_of([$(
                    <$vty as $crate::__private::schemars::JsonSchema>::json_schema(__generator)
                ),+])
            }
        }
    };
}
