//! What the `sqlx-postgres`, `sqlx-sqlite` and `sqlx-mysql` features share: the sqlx 0.9
//! `Type`, `Encode` and `Decode` of a `NonNilUuid` or a typed ID are its UUID's, for
//! whichever database, then its check when it is read (not nil, or the version). sqlx's
//! traits are generic over the database, so one macro and these generic bodies write
//! them for all three, and for both kinds of value.

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Database, Decode, Encode, Type};

use super::storage;
use crate::{Uuid, UuidValue};

/// What the expansions of this file's macros name, as `$crate::integrations::sqlx::…`.
#[doc(hidden)]
pub use ::sqlx;

// `Type` for `Uuid` on SQLite and MySQL: `[u8]`'s. Written as bytes (a BLOB, a `BLOB`
// binary string); read from those and from text (SQLite's TEXT, MySQL's character
// strings), which `[u8]`'s type accepts too.
macro_rules! type_of_bytes {
    ($($feature:literal => $database:ty),*) => {$(
        #[cfg(feature = $feature)]
        impl Type<$database> for Uuid {
            fn type_info() -> <$database as Database>::TypeInfo {
                <[u8] as Type<$database>>::type_info()
            }

            fn compatible(ty: &<$database as Database>::TypeInfo) -> bool {
                <[u8] as Type<$database>>::compatible(ty)
            }
        }
    )*};
}

type_of_bytes!("sqlx-sqlite" => sqlx_sqlite::Sqlite, "sqlx-mysql" => sqlx_mysql::MySql);

/// The body of the derived `type_info`: the UUID's.
pub fn type_info<DB: Database>() -> DB::TypeInfo
where
    Uuid: Type<DB>,
{
    <Uuid as Type<DB>>::type_info()
}

/// The body of the derived `compatible`: the UUID's.
pub fn compatible<DB: Database>(ty: &DB::TypeInfo) -> bool
where
    Uuid: Type<DB>,
{
    <Uuid as Type<DB>>::compatible(ty)
}

/// The body of the derived `encode_by_ref`: the UUID's.
pub fn encode<'q, DB: Database, T: UuidValue>(
    id: &T,
    buf: &mut DB::ArgumentBuffer,
) -> Result<IsNull, BoxDynError>
where
    Uuid: Encode<'q, DB>,
{
    <Uuid as Encode<'q, DB>>::encode_by_ref(id.as_uuid(), buf)
}

/// The body of the derived `size_hint`: the UUID's.
pub fn size_hint<'q, DB: Database, T: UuidValue>(id: &T) -> usize
where
    Uuid: Encode<'q, DB>,
{
    <Uuid as Encode<'q, DB>>::size_hint(id.as_uuid())
}

/// The body of the derived `decode`: the UUID, then `T`'s check (not nil, the version).
pub fn decode<'r, DB: Database, T: UuidValue>(value: DB::ValueRef<'r>) -> Result<T, BoxDynError>
where
    Uuid: Decode<'r, DB>,
{
    storage::adopt(<Uuid as Decode<'r, DB>>::decode(value)?)
}

/// sqlx's `Type`, `Encode` and `Decode` on the database `$database` for `$ty`, a typed
/// ID or `NonNilUuid`, through the functions above; called by each sqlx feature's
/// `__impl_typed_id_<feature>!`.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_sqlx_type {
    ($ty:ident, $database:ty) => {
        #[automatically_derived]
        impl $crate::integrations::sqlx::sqlx::Type<$database> for $ty {
            fn type_info() -> <$database as $crate::integrations::sqlx::sqlx::Database>::TypeInfo {
                $crate::integrations::sqlx::type_info::<$database>()
            }

            fn compatible(
                __ty: &<$database as $crate::integrations::sqlx::sqlx::Database>::TypeInfo,
            ) -> ::core::primitive::bool {
                $crate::integrations::sqlx::compatible::<$database>(__ty)
            }
        }

        #[automatically_derived]
        impl<'q> $crate::integrations::sqlx::sqlx::Encode<'q, $database> for $ty {
            fn encode_by_ref(
                &self,
                __buf: &mut <$database as $crate::integrations::sqlx::sqlx::Database>::ArgumentBuffer,
            ) -> ::core::result::Result<
                $crate::integrations::sqlx::sqlx::encode::IsNull,
                $crate::integrations::sqlx::sqlx::error::BoxDynError,
            > {
                $crate::integrations::sqlx::encode::<$database, Self>(self, __buf)
            }

            fn size_hint(&self) -> ::core::primitive::usize {
                $crate::integrations::sqlx::size_hint::<$database, Self>(self)
            }
        }

        #[automatically_derived]
        impl<'r> $crate::integrations::sqlx::sqlx::Decode<'r, $database> for $ty {
            fn decode(
                __value: <$database as $crate::integrations::sqlx::sqlx::Database>::ValueRef<'r>,
            ) -> ::core::result::Result<Self, $crate::integrations::sqlx::sqlx::error::BoxDynError> {
                $crate::integrations::sqlx::decode::<$database, Self>(__value)
            }
        }
    };
}
