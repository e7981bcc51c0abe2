//! utoipa `PartialSchema`/`ToSchema` for `Uuid`, `NonNilUuid` and typed IDs, for each major
//! version of utoipa on its own feature (`utoipa5`, `utoipa6`; `utoipa` is both),
//! describing what the `serde` feature writes in JSON.
//!
//! Take the feature of the utoipa major your application depends on: `utoipa5` for
//! `utoipa = "5"`, `utoipa6` for `utoipa = "6"`. Two majors of a crate are two crates to
//! Cargo, so impls for one do nothing for the other (the derive then says "the trait bound
//! `UserId: ToSchema` is not satisfied"). `utoipa` turns on both, so it works whichever
//! major you have, at the cost of building the other one too, and needs Rust 1.88 (utoipa
//! 6's).
//!
//! **OpenAPI.** `Uuid` is the schema `Uuid`, `{"type": "string", "format": "uuid"}`. A typed
//! ID is a schema named after its type, with the description above: with a prefix a
//! string whose `pattern` matches exactly its TypeID text (the same pattern as the JSON
//! Schema's, under [Databases and schemas](crate::integrations#databases-and-schemas)), without one a UUID
//! string (with its version's digit pinned by a `pattern`, if it has one). utoipa's
//! derives refer to a field, parameter or body of these types with a `$ref` and collect
//! the schema, so JSON that the `serde` feature writes matches the document (tested).
//!
//! **For generators.** A typed ID's schema also has an `example` of its text (and
//! `examples`, OpenAPI 3.1's), and in `x-typeid` its prefix (and its form, when it is not
//! TypeID); in the TypeID form, `"format": "typeid"`, as the TypeID maintainers back it
//! (jetify-com/typeid#45). hey-api's openapi-ts (0.79 and later) reads that format and
//! the example's prefix, and writes a type of its own for each prefix,
//! `` TypeID<'user'> `` (`` `user_${string}` ``), so that TypeScript's compiler refuses a
//! user's ID where an order's is expected (tested on the service example's document).
//!
//! ```rust
//! # // Named as an application names its own dependency (here: ours, renamed).
//! # #[cfg(feature = "utoipa5")]
//! # extern crate utoipa5 as utoipa;
//! # #[cfg(feature = "utoipa5")]
//! # fn main() {
//! use utoipa::{OpenApi, ToSchema};
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! #[derive(ToSchema)]
//! struct User {
//!     id: UserId,
//!     parent: Option<UserId>,
//! }
//!
//! #[derive(OpenApi)]
//! #[openapi(components(schemas(User)))]
//! struct Api;
//!
//! let document = serde_json::to_value(Api::openapi()).unwrap();
//! let schemas = &document["components"]["schemas"];
//! assert_eq!(schemas["User"]["properties"]["id"]["$ref"], "#/components/schemas/UserId");
//! assert_eq!(
//!     schemas["UserId"]["pattern"],
//!     "^user_[0-7][0-9a-hjkmnp-tv-z]{9}[ef][0-9a-hjkmnp-tv-z]{15}$"
//! );
//! assert_eq!(schemas["UserId"]["format"], "typeid");
//! assert_eq!(schemas["UserId"]["x-typeid"]["prefix"], "user");
//! assert_eq!(schemas["UserId"]["example"], "user_01fwhe4ydgfk1shh6w1g60eecf");
//! # }
//! # #[cfg(not(feature = "utoipa5"))]
//! # fn main() {}
//! ```
//!
//! utoipa's derives treat a type *named* `Uuid` specially when utoipa's own `uuid`
//! feature is on (utoipa issue #1063): they then write any field of a type so named in
//! place, `{"type": "string", "format": "uuid"}`, without asking its `ToSchema`. For our
//! `Uuid` that is the same schema, written in place instead of as a `$ref` to `Uuid`; both
//! ways are tested. Typed IDs are not affected.

// One feature per major, because two majors of a crate are two crates to Cargo: an
// application's `utoipa = "5"` and a requirement of ours that allowed 6 would resolve to
// one of each, and our impls would be for the other. The impls are the same code for
// every major, written once below (`utoipa_major!`) and instantiated per crate.
//
// `KnownFormat::Uuid` exists only with utoipa's own `uuid` feature, so the format is
// written as the custom format `uuid`, which is the same JSON.

/// The impls for `Uuid`, and the body of a typed ID's `schema`, against the utoipa crate
/// `$utoipa` (the name of our dependency on one major).
macro_rules! utoipa_major {
    ($utoipa:ident) => {
        /// The crate, for the expansions of `__impl_typed_id_utoipa_major!`.
        #[doc(hidden)]
        pub use ::$utoipa as utoipa;

        use alloc::borrow::Cow;

        use ::$utoipa::openapi::RefOr;
        use ::$utoipa::openapi::extensions::Extensions;
        use ::$utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, Type};
        use ::$utoipa::{PartialSchema, ToSchema};

        use crate::integrations::text_form::{
            NON_NIL_DESCRIPTION, TYPEID_EXTENSION, UUID_FORMAT, description, example, extension,
            format, is_uuid_string, pattern,
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

        /// The body of the derived `schema`: a UUID string, or the pattern of its text
        /// with an example, the `typeid` format for a TypeID, and the prefix (and form)
        /// in `x-typeid`, for generators.
        pub fn schema<T: TypedId>() -> RefOr<Schema> {
            if is_uuid_string::<T>() {
                // A version pins its digit, so that validators refuse another's text.
                let pinned = T::VERSION.map(|_| pattern::<T>());
                let string = uuid_string().pattern(pinned);
                return string.description(Some(description::<T>())).build().into();
            }
            let mut string = ObjectBuilder::new()
                .schema_type(Type::String)
                .format(format::<T>().map(|format| SchemaFormat::Custom(format.into())))
                .pattern(Some(pattern::<T>()))
                .description(Some(description::<T>()));
            if let Some(example) = example::<T>() {
                // `example`, which OpenAPI 3.1 deprecates for `examples`, is what API
                // generators read (hey-api's openapi-ts takes a TypeID's prefix from it).
                #[allow(deprecated)]
                {
                    string = string.example(Some(example.clone().into()));
                }
                string = string.examples([example]);
            }
            if let Some(fields) = extension::<T>() {
                let object: serde_json::Map<alloc::string::String, serde_json::Value> = fields
                    .into_iter()
                    .map(|(key, value)| (key.into(), value.into()))
                    .collect();
                let extensions = Extensions::builder().add(TYPEID_EXTENSION, object).build();
                string = string.extensions(Some(extensions));
            }
            string.build().into()
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
#[doc(hidden)]
pub mod v5 {
    utoipa_major!(utoipa5);
}

/// utoipa 6.x (feature `utoipa6`).
#[cfg(feature = "utoipa6")]
#[doc(hidden)]
pub mod v6 {
    utoipa_major!(utoipa6);
}

/// utoipa's schema traits for a typed ID, against the utoipa crate and the bodies of the
/// major's module, `$crate::integrations::utoipa::$major`; named after
/// the type, as `#[derive(ToSchema)]` names a type.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_utoipa_major {
    ($ty:ident, $major:ident) => {
        $crate::__impl_typed_id_utoipa_major!(
            @schema $ty,
            $major,
            $crate::integrations::utoipa::$major::schema::<Self>()
        );
    };
    // The traits, with `$schema` as the schema: a typed ID's, or an enum's `oneOf`.
    (@schema $ty:ident, $major:ident, $schema:expr) => {
        #[automatically_derived]
        impl $crate::integrations::utoipa::$major::utoipa::PartialSchema for $ty {
            fn schema() -> $crate::integrations::utoipa::$major::utoipa::openapi::RefOr<
                $crate::integrations::utoipa::$major::utoipa::openapi::schema::Schema,
            > {
                $schema
            }
        }

        #[automatically_derived]
        impl $crate::integrations::utoipa::$major::utoipa::ToSchema for $ty {
            fn name() -> $crate::integrations::Cow<'static, ::core::primitive::str> {
                $crate::integrations::Cow::Borrowed(::core::stringify!($ty))
            }
        }
    };
}

/// utoipa's schema traits for a `TypedIdEnum`: a `oneOf` of the variants' schemas, named
/// after the enum.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_utoipa_major {
    ($ty:ident, [$($vty:ty),+], $major:ident) => {
        $crate::__impl_typed_id_utoipa_major!(
            @schema $ty,
            $major,
            $crate::integrations::utoipa::$major::one_of([$(
                <$vty as $crate::integrations::utoipa::$major::utoipa::PartialSchema>::schema()
            ),+])
        );
    };
}

// Each major's macros, as the table of `integrations/mod.rs` names them: utoipa's schema
// traits for a typed ID and for a `TypedIdEnum`, on that major. (`$d` is a `$`, passed
// in: on stable Rust a macro cannot write one into the macros it defines.)
macro_rules! each_major {
    ($d:tt $($feature:literal => $major:ident, $typed_id:ident, $typed_id_enum:ident;)*) => {$(
        #[cfg(feature = $feature)]
        #[doc(hidden)]
        #[macro_export]
        macro_rules! $typed_id {
            ($d ty:ident, version = [$d ($d version:tt)?]) => {
                $d crate::__impl_typed_id_utoipa_major!($d ty, $major);
            };
        }

        #[cfg(feature = $feature)]
        #[doc(hidden)]
        #[macro_export]
        macro_rules! $typed_id_enum {
            ($d ty:ident, [$d ($d vty:ty),+]) => {
                $d crate::__impl_typed_id_enum_utoipa_major!($d ty, [$d ($d vty),+], $major);
            };
        }
    )*};
}

each_major! { $
    "utoipa5" => v5, __impl_typed_id_utoipa5, __impl_typed_id_enum_utoipa5;
    "utoipa6" => v6, __impl_typed_id_utoipa6, __impl_typed_id_enum_utoipa6;
}
