//! sqlx 0.9 `Type`/`Encode`/`Decode` for `Uuid` and typed IDs on SQLite (feature
//! `sqlx-sqlite`): written as a 16-byte BLOB, as sqlx's `uuid` feature writes it; read
//! from such a BLOB or from TEXT in any of the four forms.

use alloc::vec::Vec;

use sqlx::encode::IsNull;
use sqlx::error::{BoxDynError, UnexpectedNullError};
use sqlx::{Decode, Encode, Type, TypeInfo, ValueRef};
use sqlx_sqlite::{Sqlite, SqliteArgumentsBuffer, SqliteTypeInfo, SqliteValueRef};

use super::storage::{self, SqliteValue};
use crate::{TypedId, Uuid};

impl Type<Sqlite> for Uuid {
    fn type_info() -> SqliteTypeInfo {
        type_info()
    }

    fn compatible(ty: &SqliteTypeInfo) -> bool {
        compatible(ty)
    }
}

impl Encode<'_, Sqlite> for Uuid {
    fn encode_by_ref(&self, buf: &mut SqliteArgumentsBuffer) -> Result<IsNull, BoxDynError> {
        Encode::<Sqlite>::encode(Vec::from(self.as_bytes()), buf)
    }
}

impl Decode<'_, Sqlite> for Uuid {
    fn decode(value: SqliteValueRef<'_>) -> Result<Self, BoxDynError> {
        // sqlx passes NULL on to a decoder of a type that is not an `Option`.
        if value.is_null() {
            return Err(UnexpectedNullError.into());
        }
        // A non-NULL value's type is its storage class, whatever the column declares.
        // Only a BLOB or TEXT is read as bytes (SQLite would convert a number to text).
        let class = value.type_info().into_owned();
        let value = match class.name() {
            "BLOB" => SqliteValue::Blob(<&[u8] as Decode<Sqlite>>::decode(value)?),
            "TEXT" => SqliteValue::Text(<&[u8] as Decode<Sqlite>>::decode(value)?),
            "REAL" => SqliteValue::Real,
            // The one storage class left.
            _ => SqliteValue::Integer,
        };
        Ok(storage::from_sqlite(value)?)
    }
}

/// BLOB: what `Uuid` and every typed ID are written as.
pub fn type_info() -> SqliteTypeInfo {
    <[u8] as Type<Sqlite>>::type_info()
}

/// BLOB or TEXT: what they are read from.
pub fn compatible(ty: &SqliteTypeInfo) -> bool {
    <[u8] as Type<Sqlite>>::compatible(ty)
}

/// The body of the derived `encode_by_ref`: the UUID's.
pub fn encode<T: TypedId>(id: &T, buf: &mut SqliteArgumentsBuffer) -> Result<IsNull, BoxDynError> {
    Encode::<Sqlite>::encode_by_ref(id.as_uuid(), buf)
}

/// The body of the derived `decode`: the UUID, then the typed ID's version check.
pub fn decode<T: TypedId>(value: SqliteValueRef<'_>) -> Result<T, BoxDynError> {
    storage::adopt(<Uuid as Decode<Sqlite>>::decode(value)?)
}

/// sqlx's SQLite traits for a typed ID, through the functions above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_sqlite {
    ($ty:ident) => {
        #[automatically_derived]
        impl $crate::__private::sqlx::Type<$crate::__private::sqlx_sqlite::Sqlite> for $ty {
            fn type_info() -> $crate::__private::sqlx_sqlite::SqliteTypeInfo {
                $crate::__private::sqlx_sqlite_impl::type_info()
            }

            fn compatible(
                __ty: &$crate::__private::sqlx_sqlite::SqliteTypeInfo,
            ) -> ::core::primitive::bool {
                $crate::__private::sqlx_sqlite_impl::compatible(__ty)
            }
        }

        #[automatically_derived]
        impl $crate::__private::sqlx::Encode<'_, $crate::__private::sqlx_sqlite::Sqlite> for $ty {
            fn encode_by_ref(
                &self,
                __buf: &mut $crate::__private::sqlx_sqlite::SqliteArgumentsBuffer,
            ) -> ::core::result::Result<
                $crate::__private::sqlx::encode::IsNull,
                $crate::__private::sqlx::error::BoxDynError,
            > {
                $crate::__private::sqlx_sqlite_impl::encode(self, __buf)
            }
        }

        #[automatically_derived]
        impl $crate::__private::sqlx::Decode<'_, $crate::__private::sqlx_sqlite::Sqlite> for $ty {
            fn decode(
                __value: $crate::__private::sqlx_sqlite::SqliteValueRef<'_>,
            ) -> ::core::result::Result<Self, $crate::__private::sqlx::error::BoxDynError> {
                $crate::__private::sqlx_sqlite_impl::decode(__value)
            }
        }
    };
}
