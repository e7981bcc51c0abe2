//! utoipa `PartialSchema`/`ToSchema` for `Uuid` and typed IDs, for each major version
//! of utoipa on its own feature (`utoipa5`, `utoipa6`; `utoipa` is both), describing
//! what the `serde` feature writes in JSON: `Uuid` is the schema `Uuid`,
//! `{"type": "string", "format": "uuid"}`; a typed ID is a schema named after its type,
//! described with its prefix and version: with a prefix a string whose `pattern` matches
//! exactly its TypeID text, without one a UUID string.
//!
//! One feature per major, because two majors of a crate are two crates to Cargo: an
//! application's `utoipa = "5"` and a requirement of ours that allowed 6 would resolve to
//! one of each, and our impls would be for the other. The impls are the same code for
//! every major, written once below (`utoipa_major!`) and instantiated per crate.
//!
//! utoipa's derives refer to a field or parameter of these types as a `$ref` to the named
//! schema, and collect the schema. With utoipa's own `uuid` feature, its derives write a
//! type *named* `Uuid` in place as `{"type": "string", "format": "uuid"}` without asking
//! this impl (utoipa issue #1063): the same schema, inline. `KnownFormat::Uuid` exists
//! only with that feature, so the format is written as the custom format `uuid`, which is
//! the same JSON.

/// The impls for `Uuid`, and the body of a typed ID's `schema`, against the utoipa crate
/// `$utoipa` (the name of our dependency on one major).
macro_rules! utoipa_major {
    ($utoipa:ident) => {
        use alloc::borrow::Cow;

        use ::$utoipa::openapi::RefOr;
        use ::$utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, Type};
        use ::$utoipa::{PartialSchema, ToSchema};

        use crate::integrations::text_form::{
            NON_NIL_DESCRIPTION, UUID_FORMAT, description, is_uuid_string, pattern,
        };
        use crate::{NonNilUuid, TypedId, Uuid};

        impl PartialSchema for Uuid {
            fn schema() -> RefOr<Schema> {
                uuid_string().build().into()
            }
        }

        impl ToSchema for Uuid {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed("Uuid")
            }
        }

        impl PartialSchema for NonNilUuid {
            fn schema() -> RefOr<Schema> {
                uuid_string()
                    .description(Some(NON_NIL_DESCRIPTION))
                    .build()
                    .into()
            }
        }

        impl ToSchema for NonNilUuid {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed("NonNilUuid")
            }
        }

        /// A string of format `uuid`.
        fn uuid_string() -> ObjectBuilder {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::Custom(UUID_FORMAT.into())))
        }

        /// The body of the derived `schema`.
        pub fn schema<T: TypedId>() -> RefOr<Schema> {
            let string = if is_uuid_string::<T>() {
                uuid_string()
            } else {
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .pattern(Some(pattern::<T>()))
            };
            string.description(Some(description::<T>())).build().into()
        }

        /// The body of a `TypedIdEnum`'s `schema`: a `oneOf` of its variants' schemas
        /// (each its type's, with its exact pattern), in the order of the variants.
        pub fn one_of(variants: impl IntoIterator<Item = RefOr<Schema>>) -> RefOr<Schema> {
            let one_of = variants
                .into_iter()
                .fold(OneOfBuilder::new(), OneOfBuilder::item)
                .build();
            RefOr::T(Schema::OneOf(one_of))
        }
    };
}

/// utoipa 5.x (feature `utoipa5`).
#[cfg(feature = "utoipa5")]
pub mod v5 {
    utoipa_major!(utoipa5);
}

/// utoipa 6.x (feature `utoipa6`).
#[cfg(feature = "utoipa6")]
pub mod v6 {
    utoipa_major!(utoipa6);
}

/// utoipa's schema traits for a typed ID, against the utoipa crate
/// `$crate::__private::$utoipa` and the body in `$crate::__private::$body`; named after
/// the type, as `#[derive(ToSchema)]` names a type.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_utoipa_major {
    ($ty:ident, $utoipa:ident, $body:ident) => {
        $crate::__impl_typed_id_utoipa_major!(
            @schema $ty,
            $utoipa,
            $crate::__private::$body::schema::<Self>()
        );
    };
    // The traits, with `$schema` as the schema: a typed ID's, or an enum's `oneOf`.
    (@schema $ty:ident, $utoipa:ident, $schema:expr) => {
        #[automatically_derived]
        impl $crate::__private::$utoipa::PartialSchema for $ty {
            fn schema() -> $crate::__private::$utoipa::openapi::RefOr<
                $crate::__private::$utoipa::openapi::schema::Schema,
            > {
                $schema
            }
        }

        #[automatically_derived]
        impl $crate::__private::$utoipa::ToSchema for $ty {
            fn name() -> $crate::__private::Cow<'static, ::core::primitive::str> {
                $crate::__private::Cow::Borrowed(::core::stringify!($ty))
            }
        }
    };
}

/// utoipa 5's schema traits for a typed ID.
#[cfg(feature = "utoipa5")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_utoipa5 {
    ($ty:ident) => {
        $crate::__impl_typed_id_utoipa_major!($ty, utoipa5, utoipa5_impl);
    };
}

/// utoipa 6's schema traits for a typed ID.
#[cfg(feature = "utoipa6")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_utoipa6 {
    ($ty:ident) => {
        $crate::__impl_typed_id_utoipa_major!($ty, utoipa6, utoipa6_impl);
    };
}

/// utoipa's schema traits for a `TypedIdEnum`: a `oneOf` of the variants' schemas, named
/// after the enum.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_utoipa_major {
    ($ty:ident, [$($vty:ty),+], $utoipa:ident, $body:ident) => {
        $crate::__impl_typed_id_utoipa_major!(
            @schema $ty,
            $utoipa,
            $crate::__private::$body::one_of([$(
                <$vty as $crate::__private::$utoipa::PartialSchema>::schema()
            ),+])
        );
    };
}

/// utoipa 5's schema traits for a `TypedIdEnum`.
#[cfg(feature = "utoipa5")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_utoipa5 {
    ($ty:ident, [$($vty:ty),+]) => {
        $crate::__impl_typed_id_enum_utoipa_major!($ty, [$($vty),+], utoipa5, utoipa5_impl);
    };
}

/// utoipa 6's schema traits for a `TypedIdEnum`.
#[cfg(feature = "utoipa6")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_utoipa6 {
    ($ty:ident, [$($vty:ty),+]) => {
        $crate::__impl_typed_id_enum_utoipa_major!($ty, [$($vty),+], utoipa6, utoipa6_impl);
    };
}
