//! schemars 1.x `JsonSchema` for `Uuid`, `NonNilUuid` and typed IDs (feature `schemars`),
//! describing what the `serde` feature writes in JSON.
//!
//! `Uuid`, and a typed ID without a prefix, are
//! `{"type": "string", "format": "uuid"}`. A typed ID with a prefix is a definition
//! named after the type: a string whose `pattern` matches exactly its TypeID text, with
//! a description naming the prefix and the version. With a `version` the pattern pins the
//! eleventh digit, which holds the version field, to the two that version allows:
//! `^user_[0-7][0-9a-hjkmnp-tv-z]{9}[ef][0-9a-hjkmnp-tv-z]{15}$` for version 7,
//! `^order_[0-7][0-9a-hjkmnp-tv-z]{25}$` without one. For generators, it has an `example`
//! of its text, `"format": "typeid"` in the TypeID form, and its prefix (and its form,
//! when it is not TypeID) in `x-typeid`. A typed ID without a prefix is a UUID string,
//! its version pinned by a `pattern` if it has one; a typed ID over `NonNilUuid`
//! without a version refuses its nil text with `not`. Python's `jsonschema` accepts
//! exactly the texts each type reads (tested). OpenAPI documents (feature `utoipa`) say
//! the same, under [APIs](crate::integrations#apis).
//!
//! ```
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let schema = schemars::schema_for!(UserId);
//! let pattern = schema.get("pattern").and_then(|pattern| pattern.as_str());
//! assert_eq!(pattern, Some("^user_[0-7][0-9a-hjkmnp-tv-z]{9}[ef][0-9a-hjkmnp-tv-z]{15}$"));
//! assert_eq!(schema.get("format").and_then(|f| f.as_str()), Some("typeid"));
//! assert_eq!(schema.get("x-typeid").and_then(|x| x.get("prefix")), Some(&"user".into()));
//! assert_eq!(schemars::schema_for!(Uuid).get("format").and_then(|f| f.as_str()), Some("uuid"));
//! ```

use alloc::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use super::text_form::{
    NON_NIL_DESCRIPTION, TYPEID_EXTENSION, UUID_FORMAT, description, example, extension, format,
    is_uuid_string, pattern, refused_nil,
};
use crate::{NonNilUuid, TypedId, Uuid};

/// What the expansions of this file's macros name, as `$crate::integrations::schemars::…`.
#[doc(hidden)]
pub use ::schemars;

/// `JsonSchema` for `Uuid` and `NonNilUuid`: written in place, as schemars does for
/// `uuid::Uuid`, named after the type.
macro_rules! in_place {
    ($ty:ident, $schema:expr) => {
        impl JsonSchema for $ty {
            fn inline_schema() -> bool {
                true
            }

            fn schema_name() -> Cow<'static, str> {
                stringify!($ty).into()
            }

            fn schema_id() -> Cow<'static, str> {
                concat!("uuid_runtime::", stringify!($ty)).into()
            }

            fn json_schema(_: &mut SchemaGenerator) -> Schema {
                $schema
            }
        }
    };
}

in_place!(Uuid, uuid_schema());
// Saying that it is never the nil UUID (which the `serde` feature refuses to read).
in_place!(
    NonNilUuid,
    json_schema!({
        "type": "string",
        "format": UUID_FORMAT,
        "description": NON_NIL_DESCRIPTION,
    })
);

fn uuid_schema() -> Schema {
    json_schema!({
        "type": "string",
        "format": UUID_FORMAT,
    })
}

/// Whether a typed ID's schema is written in place: without a prefix it is `Uuid`'s.
#[doc(hidden)]
pub fn inline_schema<T: TypedId>() -> bool {
    is_uuid_string::<T>()
}

/// The body of the derived `json_schema`: a UUID string (with the pattern of its
/// version, if it has one), or the pattern of its text with an example, the `typeid`
/// format for a TypeID and the prefix (and form) in `x-typeid`; and where the pattern
/// allows the nil UUID's text but the type refuses it, `not` that text.
#[doc(hidden)]
pub fn json_schema<T: TypedId>() -> Schema {
    let mut schema = if is_uuid_string::<T>() {
        let mut schema = uuid_schema();
        if T::VERSION.is_some() {
            schema.insert("pattern".into(), pattern::<T>().into());
        }
        schema
    } else {
        let mut schema = json_schema!({
            "type": "string",
            "pattern": pattern::<T>(),
            "description": description::<T>(),
        });
        if let Some(format) = format::<T>() {
            schema.insert("format".into(), format.into());
        }
        if let Some(example) = example::<T>() {
            schema.insert("example".into(), example.into());
        }
        if let Some(fields) = extension::<T>() {
            let mut object = json_schema!({});
            for (key, value) in fields {
                object.insert(key.into(), value.into());
            }
            schema.insert(TYPEID_EXTENSION.into(), object.to_value());
        }
        schema
    };
    if let Some(nil) = refused_nil::<T>() {
        schema.insert("not".into(), json_schema!({ "const": nil }).to_value());
    }
    schema
}

/// `JsonSchema` for a typed ID, through the functions above; named after the type and
/// identified by its path, as `#[derive(JsonSchema)]` does.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_schemars {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::schemars::schemars::JsonSchema for $ty {
            fn inline_schema() -> ::core::primitive::bool {
                $crate::integrations::schemars::inline_schema::<Self>()
            }

            $crate::__impl_typed_id_schemars!(@names $ty);

            fn json_schema(
                _: &mut $crate::integrations::schemars::schemars::SchemaGenerator,
            ) -> $crate::integrations::schemars::schemars::Schema {
                $crate::integrations::schemars::json_schema::<Self>()
            }
        }
    };
    // The name and the identity, as `#[derive(JsonSchema)]` gives them.
    (@names $ty:ident) => {
        fn schema_name() -> $crate::integrations::Cow<'static, ::core::primitive::str> {
            $crate::integrations::Cow::Borrowed(::core::stringify!($ty))
        }

        fn schema_id() -> $crate::integrations::Cow<'static, ::core::primitive::str> {
            $crate::integrations::Cow::Borrowed(::core::concat!(
                ::core::module_path!(),
                "::",
                ::core::stringify!($ty)
            ))
        }
    };
}

/// The body of a `TypedIdEnum`'s `json_schema`: a `oneOf` of its variants' schemas (each
/// its type's, with its exact pattern), in the order of the variants.
#[doc(hidden)]
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
        impl $crate::integrations::schemars::schemars::JsonSchema for $ty {
            $crate::__impl_typed_id_schemars!(@names $ty);

            fn json_schema(
                __generator: &mut $crate::integrations::schemars::schemars::SchemaGenerator,
            ) -> $crate::integrations::schemars::schemars::Schema {
                $crate::integrations::schemars::one_of([$(
                    <$vty as $crate::integrations::schemars::schemars::JsonSchema>::json_schema(__generator)
                ),+])
            }
        }
    };
}
