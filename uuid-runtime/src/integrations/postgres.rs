//! postgres-types 0.2 `ToSql`/`FromSql` for `Uuid`, `NonNilUuid` and typed IDs (feature `postgres`),
//! which the `postgres` and `tokio-postgres` clients use: PostgreSQL's `uuid`, 16 octets
//! on the binary protocol. postgres-types' own impls make `Option<_>` NULL and `Vec<_>`
//! or `&[_]` a `uuid[]`.
//!
//! How the UUID is stored and what reading accepts (the storage contract, byte for byte
//! the `uuid` crate's): [Databases and schemas](super#databases-and-schemas).
//!
//! A typed ID is a parameter and a column as a `Uuid` is:
//! `client.execute("INSERT INTO users (id) VALUES ($1)", &[&id])`, `row.try_get::<_, UserId>(0)`.
//! What the client sends and reads (without a server here; the test suite runs both
//! clients against a real PostgreSQL):
//!
//! ```
//! use bytes::BytesMut;
//! use postgres_types::{FromSql, ToSql, Type};
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let id = UserId::new();
//! let mut wire = BytesMut::new();
//! id.to_sql(&Type::UUID, &mut wire)?;
//! assert_eq!(&wire[..], id.as_uuid().as_bytes());
//! assert_eq!(UserId::from_sql(&Type::UUID, &wire)?, id);
//!
//! // A v4 UUID in the column is an error, not a `UserId`.
//! assert!(UserId::from_sql(&Type::UUID, Uuid::new_v4().as_bytes()).is_err());
//! // Only a `uuid` column is accepted.
//! assert!(!<UserId as ToSql>::accepts(&Type::TEXT));
//! # Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
//! ```

use alloc::boxed::Box;

use bytes::BytesMut;
use postgres_types::{FromSql, IsNull, ToSql, Type, WrongType};

/// What the expansions of this file's macros name, as `$crate::integrations::postgres::…`.
#[doc(hidden)]
pub use ::{bytes, postgres_types};

#[doc(hidden)]
pub use super::storage::BoxError;
use super::storage::{self, Storage};
use crate::{Uuid, UuidValue};

impl ToSql for Uuid {
    fn to_sql(&self, _: &Type, out: &mut BytesMut) -> Result<IsNull, BoxError> {
        out.extend_from_slice(self.as_bytes());
        Ok(IsNull::No)
    }

    fn accepts(ty: &Type) -> bool {
        accepts(ty)
    }

    fn to_sql_checked(&self, ty: &Type, out: &mut BytesMut) -> Result<IsNull, BoxError> {
        to_sql_checked(self, ty, out)
    }
}

impl FromSql<'_> for Uuid {
    fn from_sql(_: &Type, raw: &[u8]) -> Result<Self, BoxError> {
        Ok(storage::from_octets(raw, Storage::Postgres)?)
    }

    fn accepts(ty: &Type) -> bool {
        accepts(ty)
    }
}

/// The one column type both directions accept.
#[doc(hidden)]
pub fn accepts(ty: &Type) -> bool {
    *ty == Type::UUID
}

/// The body of the derived `to_sql`: the UUID's.
#[doc(hidden)]
pub fn to_sql<T: UuidValue>(id: &T, ty: &Type, out: &mut BytesMut) -> Result<IsNull, BoxError> {
    id.as_uuid().to_sql(ty, out)
}

/// `to_sql` after the type check, with `T` named in the error: what postgres-types'
/// `to_sql_checked!` expands to, through a function it marks as not public API.
#[doc(hidden)]
pub fn to_sql_checked<T: ToSql>(
    value: &T,
    ty: &Type,
    out: &mut BytesMut,
) -> Result<IsNull, BoxError> {
    if !T::accepts(ty) {
        return Err(Box::new(WrongType::new::<T>(ty.clone())));
    }
    value.to_sql(ty, out)
}

/// The body of the derived `from_sql`: the UUID, then `T`'s check (not nil, the
/// version).
#[doc(hidden)]
pub fn from_sql<T: UuidValue>(ty: &Type, raw: &[u8]) -> Result<T, BoxError> {
    storage::adopt(Uuid::from_sql(ty, raw)?)
}

/// `ToSql` and `FromSql` for a typed ID (and `NonNilUuid`), through the functions above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_postgres {
    ($ty:ident, version = [$($version:tt)?]) => {
        // `ToSql: Debug`: the bound (not checked until used, thanks to `for<'a>`)
        // keeps a typed ID without `Debug` compiling, as a column it never binds.
        #[automatically_derived]
        impl $crate::integrations::postgres::postgres_types::ToSql for $ty
        where
            for<'a> $ty: ::core::fmt::Debug,
        {
            $crate::__impl_typed_id_postgres!(@write to_sql);

            fn accepts(__ty: &$crate::integrations::postgres::postgres_types::Type) -> ::core::primitive::bool {
                $crate::integrations::postgres::accepts(__ty)
            }

            $crate::__impl_typed_id_postgres!(@write to_sql_checked);
        }

        #[automatically_derived]
        impl $crate::integrations::postgres::postgres_types::FromSql<'_> for $ty {
            fn from_sql(
                __ty: &$crate::integrations::postgres::postgres_types::Type,
                __raw: &[::core::primitive::u8],
            ) -> ::core::result::Result<Self, $crate::integrations::postgres::BoxError> {
                $crate::integrations::postgres::from_sql(__ty, __raw)
            }

            fn accepts(
                __ty: &$crate::integrations::postgres::postgres_types::Type,
            ) -> ::core::primitive::bool {
                $crate::integrations::postgres::accepts(__ty)
            }
        }
    };
    // `ToSql`'s two writing methods, through the function of the same name above.
    (@write $method:ident) => {
        fn $method(
            &self,
            __ty: &$crate::integrations::postgres::postgres_types::Type,
            __out: &mut $crate::integrations::postgres::bytes::BytesMut,
        ) -> ::core::result::Result<
            $crate::integrations::postgres::postgres_types::IsNull,
            $crate::integrations::postgres::BoxError,
        > {
            $crate::integrations::postgres::$method(self, __ty, __out)
        }
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_postgres!(NonNilUuid, version = []);
};
