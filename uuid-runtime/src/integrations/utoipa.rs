//! utoipa 5.x and 6.x `PartialSchema`/`ToSchema` for `Uuid` and typed IDs (feature
//! `utoipa`), describing what the `serde` feature writes in JSON: `Uuid` is the schema
//! `Uuid`, `{"type": "string", "format": "uuid"}`; a typed ID is a schema named after its
//! type, described with its prefix and version: with a prefix a string whose `pattern`
//! matches exactly its TypeID text, without one a UUID string.
//!
//! utoipa's derives refer to a field or parameter of these types as a `$ref` to the named
//! schema, and collect the schema. With utoipa's own `uuid` feature, its derives write a
//! type *named* `Uuid` in place as `{"type": "string", "format": "uuid"}` without asking
//! this impl (utoipa issue #1063): the same schema, inline. `KnownFormat::Uuid` exists
//! only with that feature, so the format is written as the custom format `uuid`, which is
//! the same JSON.

use alloc::borrow::Cow;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaFormat, Type};
use utoipa::{PartialSchema, ToSchema};

use super::text_form::{UUID_FORMAT, description, is_uuid_string, pattern};
use crate::{TypedId, Uuid};

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

/// utoipa's schema traits for a typed ID, through the function above; named after the
/// type, as `#[derive(ToSchema)]` names a type.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_utoipa {
    ($ty:ident) => {
        #[automatically_derived]
        impl $crate::__private::utoipa::PartialSchema for $ty {
            fn schema() -> $crate::__private::utoipa::openapi::RefOr<
                $crate::__private::utoipa::openapi::schema::Schema,
            > {
                $crate::__private::utoipa_impl::schema::<Self>()
            }
        }

        #[automatically_derived]
        impl $crate::__private::utoipa::ToSchema for $ty {
            fn name() -> $crate::__private::Cow<'static, ::core::primitive::str> {
                $crate::__private::Cow::Borrowed(::core::stringify!($ty))
            }
        }
    };
}
