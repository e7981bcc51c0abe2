//! SeaORM 2.x for `Uuid`, `NonNilUuid` and typed IDs (feature `sea-orm`): entity fields, nullable
//! fields, primary keys and PostgreSQL `uuid[]` columns.
//!
//! With SeaORM, a typed ID is an entity's key, a nullable field or a foreign key, and
//! `Uuid` a field of its own name. This example runs on an in-memory SQLite database; the
//! test suite runs the same and more (relations, updates, deletes, raw reads of what was
//! stored) on SQLite, PostgreSQL and MariaDB:
//!
//! ```rust
//! # mod users {
//! use sea_orm::entity::prelude::*;
//! // Imported by name, ours takes precedence over the prelude's `uuid::Uuid`.
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
//! #[typed_id(prefix = "user", version = 7)]
//! pub struct UserId(Uuid);
//!
//! #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
//! #[sea_orm(table_name = "users")]
//! pub struct Model {
//!     // A UUID key is not auto-increment: say so (see below).
//!     #[sea_orm(primary_key, auto_increment = false)]
//!     pub id: UserId,
//!     pub name: String,
//!     pub invited_by: Option<UserId>,
//!     pub avatar: Option<Uuid>,
//! }
//!
//! #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
//! pub enum Relation {}
//!
//! impl ActiveModelBehavior for ActiveModel {}
//! # }
//! # async fn example() -> Result<(), sea_orm::DbErr> {
//! use sea_orm::{
//!     ActiveModelTrait, ColumnTrait, ConnectionTrait, Database, EntityTrait, QueryFilter, Schema,
//!     Set,
//! };
//! use users::UserId;
//!
//! let db = Database::connect("sqlite::memory:").await?;
//! let schema = Schema::new(db.get_database_backend());
//! db.execute(&schema.create_table_from_entity(users::Entity)).await?;
//!
//! let ada = users::ActiveModel {
//!     id: Set(UserId::new()),
//!     name: Set("ada".to_owned()),
//!     invited_by: Set(None),
//!     avatar: Set(None),
//! }
//! .insert(&db)
//! .await?;
//! let bob = users::ActiveModel {
//!     id: Set(UserId::new()),
//!     name: Set("bob".to_owned()),
//!     invited_by: Set(Some(ada.id)),
//!     avatar: Set(Some(uuid_runtime::Uuid::new_v4())),
//! }
//! .insert(&db)
//! .await?;
//! assert_eq!(users::Entity::find_by_id(ada.id).one(&db).await?, Some(ada.clone()));
//! let invited = users::Entity::find()
//!     .filter(users::Column::InvitedBy.is_in([ada.id]))
//!     .all(&db)
//!     .await?;
//! assert_eq!(invited, [bob]);
//! # Ok(())
//! # }
//! # tokio::runtime::Builder::new_current_thread()
//! #     .enable_all()
//! #     .build()
//! #     .unwrap()
//! #     .block_on(example())
//! #     .unwrap();
//! ```
//!
//! - **`auto_increment = false`.** SeaORM's derive decides from a key type's *name*
//!   whether the key is auto-increment: only names ending in `Uuid` or `String` are not.
//!   A typed-ID key must say `#[sea_orm(primary_key, auto_increment = false)]`. Forgetting
//!   it gives no error that names the cause, and what happens depends on the database
//!   (the tests check each):
//!   - The table SeaORM builds from the entity (`Schema::create_table_from_entity`) asks
//!     for an auto-increment column: SQLite refuses it (`AUTOINCREMENT is only allowed on
//!     an INTEGER PRIMARY KEY`), so do MySQL and MariaDB (`Incorrect column specifier for
//!     column 'id'`), and sea-query panics building PostgreSQL's (`Uuid doesn't support
//!     auto increment`).
//!   - An insert into a table made otherwise (by a migration in SQL) works where SeaORM
//!     reads the key back with `RETURNING`: on PostgreSQL, and on SQLite with SeaORM's
//!     default feature `sqlite-use-returning-for-3_35`. Elsewhere it stores the row, then
//!     fails: on MySQL and MariaDB (unless SeaORM's `mariadb-use-returning` is on) with
//!     `DbErr::RecordNotInserted`, there being no auto-increment ID to report; on SQLite
//!     without that feature with `DbErr::UnpackInsertId` (`Failed to unpack
//!     last_insert_id`). There SeaORM asks the key type to make a key of the row's ROWID
//!     (`TryFromU64`), and ours refuses with an error that says what to write, but SeaORM
//!     2.0 reports its own error in its place, and has no hook that would let ours through.
//! - **Fields typed `Uuid`.** The entity prelude brings the `uuid` crate's `Uuid`; import
//!   ours by name, as above. SeaORM knows a field typed `Uuid` by that name: as a key it is
//!   not auto-increment, and in SeaORM 2's `#[sea_orm::model]` format its typed column
//!   (`COLUMN.id.eq(...)`) takes `Into<uuid::Uuid>`, which the `uuid` feature (on with
//!   `sea-orm`) provides. A table is the same through either `Uuid` (the tests write with
//!   one and read with the other).
//! - **Only SeaORM panics, and only on values it was handed.** A typed ID's
//!   `ValueType::try_from` refuses a UUID of another version, and SeaORM panics where
//!   that conversion fails:
//!   - `ActiveModelTrait::set` with such a `Value`. `try_set` returns
//!     `DbErr::Type("Value type mismatch")` instead (sea-query's error carries no reason),
//!     except for a `Vec` holding one, where it panics too: sea-query 1.0 unwraps each
//!     element's conversion (as in sea-orm issue #2354).
//!   - A relation's `set_parent_key`, which SeaORM 2's nested saves call to copy a
//!     parent's key into the foreign key. It fails only where the foreign key's type is
//!     narrower than the key's (a `UserId` referring to a `Uuid` key that holds a version 4
//!     UUID): give a foreign key the type of the key it refers to.
//!
//!   Reading never panics: rows are read through `TryGetable` (`find`, `into_tuple`,
//!   `paginate`, the related finds, a raw `try_get`), so a stored UUID of the wrong
//!   version is the `DbErr::TryIntoErr` above. The tests check each of these.

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

use crate::integrations::uuid_value::Refusal;
use crate::{Uuid, UuidValue};

/// What the expansions of this file's macros name, as `$crate::integrations::sea_orm::…`.
#[doc(hidden)]
pub use ::sea_orm;

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
#[doc(hidden)]
pub fn into_value<T: UuidValue>(id: &T) -> Value {
    (*id.as_uuid()).into()
}

/// NULL, of the type of `Uuid` and every typed ID.
#[doc(hidden)]
pub fn null() -> Value {
    Value::Uuid(None)
}

/// The body of the derived `ValueType::try_from`: a UUID value that passes `T`'s check
/// (not nil, the version).
#[doc(hidden)]
pub fn try_from_value<T: UuidValue>(value: Value) -> Result<T, ValueTypeErr> {
    T::from_uuid_checked(ValueType::try_from(value)?).map_err(|_| ValueTypeErr)
}

/// `ArrayType::Uuid`: the elements of `Vec<Uuid>` and of a vector of typed IDs.
#[doc(hidden)]
pub fn array_type() -> ArrayType {
    ArrayType::Uuid
}

/// `ColumnType::Uuid`: the column of `Uuid` and every typed ID.
#[doc(hidden)]
pub fn column_type() -> ColumnType {
    ColumnType::Uuid
}

/// The body of the derived `TryGetable::try_get_by`: the UUID, then `T`'s version check
/// (`name` is `T`'s, for the error).
#[doc(hidden)]
pub fn try_get_by<T: UuidValue, I: ColIdx>(
    res: &QueryResult,
    index: I,
    name: &'static str,
) -> Result<T, TryGetError> {
    adopt(<Uuid as TryGetable>::try_get_by(res, index)?, name).map_err(TryGetError::DbErr)
}

/// The body of the derived `TryGetableArray::try_get_by`: a PostgreSQL `uuid[]`, each
/// element checked.
#[doc(hidden)]
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
/// whose source is the [`Error`](crate::Error) of kind `Nil` or
/// [`TypedIdError`](crate::TypedIdError) (its text, and it can be downcast).
fn adopt<T: UuidValue>(uuid: Uuid, name: &'static str) -> Result<T, DbErr> {
    T::from_uuid_checked(uuid).map_err(|refusal| DbErr::TryIntoErr {
        from: "Uuid",
        into: name,
        source: match refusal {
            Refusal::Nil => Arc::new(crate::Error::nil(36)),
            Refusal::TypedId(error) => Arc::new(error),
        },
    })
}

/// The body of `TryFromU64::try_from_u64`, which SeaORM calls only for a primary key it
/// believes auto-increment: the error that says how to declare a UUID key (which SeaORM
/// 2.0 replaces with `DbErr::UnpackInsertId`, having no way to pass it on). `name` is
/// the type's.
#[doc(hidden)]
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
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::integrations::sea_orm::sea_orm::Value {
            fn from(__id: $ty) -> Self {
                $crate::integrations::sea_orm::into_value(&__id)
            }
        }

        #[automatically_derived]
        impl $crate::integrations::sea_orm::sea_orm::sea_query::Nullable for $ty {
            fn null() -> $crate::integrations::sea_orm::sea_orm::Value {
                $crate::integrations::sea_orm::null()
            }
        }

        #[automatically_derived]
        impl $crate::integrations::sea_orm::sea_orm::sea_query::ValueType for $ty {
            fn try_from(
                __value: $crate::integrations::sea_orm::sea_orm::Value,
            ) -> ::core::result::Result<
                Self,
                $crate::integrations::sea_orm::sea_orm::sea_query::ValueTypeErr,
            > {
                $crate::integrations::sea_orm::try_from_value(__value)
            }

            fn type_name() -> $crate::integrations::String {
                $crate::integrations::String::from(::core::stringify!($ty))
            }

            fn array_type() -> $crate::integrations::sea_orm::sea_orm::sea_query::ArrayType {
                $crate::integrations::sea_orm::array_type()
            }

            fn column_type() -> $crate::integrations::sea_orm::sea_orm::sea_query::ColumnType {
                $crate::integrations::sea_orm::column_type()
            }
        }

        #[automatically_derived]
        impl $crate::integrations::sea_orm::sea_orm::TryGetable for $ty {
            fn try_get_by<__I: $crate::integrations::sea_orm::sea_orm::ColIdx>(
                __res: &$crate::integrations::sea_orm::sea_orm::QueryResult,
                __index: __I,
            ) -> ::core::result::Result<Self, $crate::integrations::sea_orm::sea_orm::TryGetError>
            {
                $crate::integrations::sea_orm::try_get_by(__res, __index, ::core::stringify!($ty))
            }
        }

        #[automatically_derived]
        impl $crate::integrations::sea_orm::sea_orm::TryGetableArray for $ty {
            fn try_get_by<__I: $crate::integrations::sea_orm::sea_orm::ColIdx>(
                __res: &$crate::integrations::sea_orm::sea_orm::QueryResult,
                __index: __I,
            ) -> ::core::result::Result<
                $crate::integrations::Vec<Self>,
                $crate::integrations::sea_orm::sea_orm::TryGetError,
            > {
                $crate::integrations::sea_orm::try_get_array(
                    __res,
                    __index,
                    ::core::stringify!($ty),
                )
            }
        }

        #[automatically_derived]
        impl $crate::integrations::sea_orm::sea_orm::TryFromU64 for $ty {
            fn try_from_u64(
                _: ::core::primitive::u64,
            ) -> ::core::result::Result<Self, $crate::integrations::sea_orm::sea_orm::DbErr> {
                $crate::integrations::sea_orm::try_from_u64(::core::stringify!($ty))
            }
        }

        #[automatically_derived]
        impl $crate::integrations::sea_orm::sea_orm::IntoActiveValue<$ty> for $ty {
            fn into_active_value(
                self,
            ) -> $crate::integrations::sea_orm::sea_orm::ActiveValue<Self> {
                $crate::integrations::sea_orm::sea_orm::ActiveValue::Set(self)
            }
        }

        #[automatically_derived]
        impl $crate::integrations::sea_orm::sea_orm::sea_query::postgres_array::NotU8 for $ty {}
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_sea_orm!(NonNilUuid, version = []);
};
