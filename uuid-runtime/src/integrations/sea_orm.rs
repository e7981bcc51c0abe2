//! SeaORM 2.x for `Uuid`, `NonNilUuid` and typed IDs (feature `sea-orm`): entity fields, nullable
//! fields, primary keys and PostgreSQL `uuid[]` columns.
//!
//! A value is `Value::Uuid`, so SeaORM stores it as it stores the `uuid` crate's `Uuid`
//! (PostgreSQL `uuid`, MySQL `BINARY(16)`, SQLite a 16-byte BLOB; `ColumnType::Uuid`),
//! and reads it the same way: through that type's `TryGetable`, then for a typed ID the
//! version check, whose failure is an error carrying the `TypedIdError`.
//!
//! `ValueType::try_from` refuses a UUID of the wrong version too, and SeaORM panics
//! where that fails (`ActiveModelTrait::set`, a relation's `set_parent_key`), so no
//! value read from a database goes that way: rows are read through `TryGetable`.
//!
//! `TryFromU64` is an error that says to declare a UUID key `auto_increment = false`.
//! SeaORM 2.0 calls it only after an insert without `RETURNING` into a table whose key
//! it believes auto-increment (on SQLite, with the row's ROWID), and reports
//! `DbErr::UnpackInsertId` in its place.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::error::Error;
use core::fmt;

use sea_orm::sea_query::postgres_array::NotU8;
use sea_orm::sea_query::{ArrayType, ColumnType, Nullable, ValueType, ValueTypeErr};
use sea_orm::{
    ActiveValue, ColIdx, DbErr, IntoActiveValue, QueryResult, TryFromU64, TryGetError, TryGetable,
    TryGetableArray, Value,
};

use crate::uuid_value::Refusal;
use crate::{NilUuidError, NonNilUuid, Uuid, UuidValue};

impl From<Uuid> for Value {
    fn from(uuid: Uuid) -> Self {
        Value::Uuid(Some(uuid.to_uuid_crate()))
    }
}

impl Nullable for Uuid {
    fn null() -> Value {
        null()
    }
}

impl ValueType for Uuid {
    fn try_from(value: Value) -> Result<Self, ValueTypeErr> {
        match value {
            Value::Uuid(Some(uuid)) => Ok(Uuid::from_uuid_crate(uuid)),
            _ => Err(ValueTypeErr),
        }
    }

    fn type_name() -> String {
        "Uuid".into()
    }

    fn array_type() -> ArrayType {
        array_type()
    }

    fn column_type() -> ColumnType {
        column_type()
    }
}

impl TryGetable for Uuid {
    fn try_get_by<I: ColIdx>(res: &QueryResult, index: I) -> Result<Self, TryGetError> {
        <uuid::Uuid as TryGetable>::try_get_by(res, index).map(Uuid::from_uuid_crate)
    }
}

impl TryGetableArray for Uuid {
    fn try_get_by<I: ColIdx>(res: &QueryResult, index: I) -> Result<Vec<Self>, TryGetError> {
        let uuids = <Vec<uuid::Uuid> as TryGetable>::try_get_by(res, index)?;
        Ok(uuids.into_iter().map(Uuid::from_uuid_crate).collect())
    }
}

impl TryFromU64 for Uuid {
    fn try_from_u64(_: u64) -> Result<Self, DbErr> {
        try_from_u64("Uuid")
    }
}

impl IntoActiveValue<Uuid> for Uuid {
    fn into_active_value(self) -> ActiveValue<Self> {
        ActiveValue::Set(self)
    }
}

impl NotU8 for Uuid {}

/// The body of the derived `From<T> for Value`: the UUID's value.
pub fn into_value<T: UuidValue>(id: &T) -> Value {
    id.to_uuid().into()
}

/// NULL, of the type of `Uuid` and every typed ID.
pub fn null() -> Value {
    Value::Uuid(None)
}

/// The body of the derived `ValueType::try_from`: a UUID value that passes `T`'s check
/// (not nil, the version).
pub fn try_from_value<T: UuidValue>(value: Value) -> Result<T, ValueTypeErr> {
    T::from_uuid_checked(ValueType::try_from(value)?).map_err(|_| ValueTypeErr)
}

/// `ArrayType::Uuid`: the elements of `Vec<Uuid>` and of a vector of typed IDs.
pub fn array_type() -> ArrayType {
    ArrayType::Uuid
}

/// `ColumnType::Uuid`: the column of `Uuid` and every typed ID.
pub fn column_type() -> ColumnType {
    ColumnType::Uuid
}

/// The body of the derived `TryGetable::try_get_by`: the UUID, then `T`'s version check
/// (`name` is `T`'s, for the error).
pub fn try_get_by<T: UuidValue, I: ColIdx>(
    res: &QueryResult,
    index: I,
    name: &'static str,
) -> Result<T, TryGetError> {
    adopt(<Uuid as TryGetable>::try_get_by(res, index)?, name).map_err(TryGetError::DbErr)
}

/// The body of the derived `TryGetableArray::try_get_by`: a PostgreSQL `uuid[]`, each
/// element checked.
pub fn try_get_array<T: UuidValue, I: ColIdx>(
    res: &QueryResult,
    index: I,
    name: &'static str,
) -> Result<Vec<T>, TryGetError> {
    <Uuid as TryGetableArray>::try_get_by(res, index)?
        .into_iter()
        .map(|uuid| adopt(uuid, name))
        .collect::<Result<_, _>>()
        .map_err(TryGetError::DbErr)
}

/// `T` (named `name`) holding `uuid`, or the error a read reports: `DbErr::TryIntoErr`
/// whose source is the [`NilUuidError`](crate::NilUuidError) or
/// [`TypedIdError`](crate::TypedIdError) (its text, and it can be downcast).
fn adopt<T: UuidValue>(uuid: Uuid, name: &'static str) -> Result<T, DbErr> {
    T::from_uuid_checked(uuid).map_err(|refusal| DbErr::TryIntoErr {
        from: "Uuid",
        into: name,
        source: match refusal {
            Refusal::Nil => Arc::new(NilUuidError),
            Refusal::TypedId(error) => Arc::new(error),
        },
    })
}

// A nil read into a `NonNilUuid` is an error carrying the `NilUuidError`.
crate::__impl_typed_id_sea_orm!(NonNilUuid);

/// The body of `TryFromU64::try_from_u64`, which SeaORM calls only for a primary key it
/// believes auto-increment: the error that says how to declare a UUID key (which SeaORM
/// 2.0 replaces with `DbErr::UnpackInsertId`, having no way to pass it on). `name` is
/// the type's.
pub fn try_from_u64<T>(name: &'static str) -> Result<T, DbErr> {
    Err(DbErr::TryIntoErr {
        from: "u64",
        into: name,
        source: Arc::new(NotAutoIncrement),
    })
}

/// Why a UUID cannot be made from an auto-increment ID.
#[derive(Debug)]
struct NotAutoIncrement;

impl fmt::Display for NotAutoIncrement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "a UUID is not an auto-increment key: declare the primary key \
             `#[sea_orm(primary_key, auto_increment = false)]`",
        )
    }
}

impl Error for NotAutoIncrement {}

/// SeaORM's traits for a typed ID, through the functions above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sea_orm {
    ($ty:ident) => {
        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::__private::sea_orm::Value {
            fn from(__id: $ty) -> Self {
                $crate::__private::sea_orm_impl::into_value(&__id)
            }
        }

        #[automatically_derived]
        impl $crate::__private::sea_orm::sea_query::Nullable for $ty {
            fn null() -> $crate::__private::sea_orm::Value {
                $crate::__private::sea_orm_impl::null()
            }
        }

        #[automatically_derived]
        impl $crate::__private::sea_orm::sea_query::ValueType for $ty {
            fn try_from(
                __value: $crate::__private::sea_orm::Value,
            ) -> ::core::result::Result<Self, $crate::__private::sea_orm::sea_query::ValueTypeErr>
            {
                $crate::__private::sea_orm_impl::try_from_value(__value)
            }

            fn type_name() -> $crate::__private::String {
                $crate::__private::String::from(::core::stringify!($ty))
            }

            fn array_type() -> $crate::__private::sea_orm::sea_query::ArrayType {
                $crate::__private::sea_orm_impl::array_type()
            }

            fn column_type() -> $crate::__private::sea_orm::sea_query::ColumnType {
                $crate::__private::sea_orm_impl::column_type()
            }
        }

        #[automatically_derived]
        impl $crate::__private::sea_orm::TryGetable for $ty {
            fn try_get_by<__I: $crate::__private::sea_orm::ColIdx>(
                __res: &$crate::__private::sea_orm::QueryResult,
                __index: __I,
            ) -> ::core::result::Result<Self, $crate::__private::sea_orm::TryGetError> {
                $crate::__private::sea_orm_impl::try_get_by(__res, __index, ::core::stringify!($ty))
            }
        }

        #[automatically_derived]
        impl $crate::__private::sea_orm::TryGetableArray for $ty {
            fn try_get_by<__I: $crate::__private::sea_orm::ColIdx>(
                __res: &$crate::__private::sea_orm::QueryResult,
                __index: __I,
            ) -> ::core::result::Result<
                $crate::__private::Vec<Self>,
                $crate::__private::sea_orm::TryGetError,
            > {
                $crate::__private::sea_orm_impl::try_get_array(
                    __res,
                    __index,
                    ::core::stringify!($ty),
                )
            }
        }

        #[automatically_derived]
        impl $crate::__private::sea_orm::TryFromU64 for $ty {
            fn try_from_u64(
                _: ::core::primitive::u64,
            ) -> ::core::result::Result<Self, $crate::__private::sea_orm::DbErr> {
                $crate::__private::sea_orm_impl::try_from_u64(::core::stringify!($ty))
            }
        }

        #[automatically_derived]
        impl $crate::__private::sea_orm::IntoActiveValue<$ty> for $ty {
            fn into_active_value(self) -> $crate::__private::sea_orm::ActiveValue<Self> {
                $crate::__private::sea_orm::ActiveValue::Set(self)
            }
        }

        #[automatically_derived]
        impl $crate::__private::sea_orm::sea_query::postgres_array::NotU8 for $ty {}
    };
}
