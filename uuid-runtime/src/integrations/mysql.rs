//! `mysql_common` 0.37 `From<_> for Value` and `FromValue` for `Uuid`, `NonNilUuid` and typed IDs
//! (feature `mysql`), the conversions of the `mysql` and `mysql_async` clients: written
//! as `Value::Bytes` of the 16 octets, as `mysql_common`'s own `uuid::Uuid` impl writes
//! it; read from 16 bytes or from text in any of the four forms.
//!
//! With the `mysql` client (feature `mysql`), a typed ID is a parameter and a column;
//! read rows with `from_row_opt`, which returns an error for a value that is not a
//! `UserId`, where `from_row` (and so `exec_first::<(UserId, String), _, _>` and
//! `Row::get`) panics:
//!
//! ```rust,no_run
//! # fn example(db: &mut mysql::Conn) -> Result<(), Box<dyn std::error::Error>> {
//! use mysql::prelude::Queryable;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let id = UserId::new();
//! db.exec_drop("INSERT INTO users (id, name) VALUES (?, ?)", (id, "ada"))?;
//! let row: mysql::Row = db
//!     .exec_first("SELECT id, name FROM users WHERE id = ?", (id,))?
//!     .ok_or("no such user")?;
//! let (found, name): (UserId, String) = mysql::from_row_opt(row)?;
//! assert_eq!((found, name.as_str()), (id, "ada"));
//! # Ok(())
//! # }
//! ```
//!
//! The same with `mysql_async`, which shares the feature (both clients use `mysql_common`'s
//! `Value`); here into MariaDB's own `UUID` column, which takes the UUID's text:
//!
//! ```rust,no_run
//! # async fn example(db: &mut mysql_async::Conn) -> Result<(), Box<dyn std::error::Error>> {
//! use mysql_async::prelude::Queryable;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! // CREATE TABLE sessions (id UUID PRIMARY KEY, user_id BINARY(16) NOT NULL)
//! let (session, user) = (Uuid::new_v4(), UserId::new());
//! db.exec_drop(
//!     "INSERT INTO sessions (id, user_id) VALUES (?, ?)",
//!     (session.to_string(), user),
//! )
//! .await?;
//! let row: mysql_async::Row = db
//!     .exec_first("SELECT id, user_id FROM sessions WHERE id = ?", (session.to_string(),))
//!     .await?
//!     .ok_or("no such session")?;
//! let (id, owner): (Uuid, UserId) = mysql_async::from_row_opt(row)?;
//! assert_eq!((id, owner), (session, user));
//! # Ok(())
//! # }
//! ```
//!
//! # What to know about the MySQL family
//!
//! - **`mysql_common`'s errors hold only the value.** Its `FromValueError` has no room for a
//!   reason, so a value that is not a UUID, or a typed ID of the wrong version, is that
//!   error without one (with sqlx and diesel the error says what it found and carries the
//!   `TypedIdError`). `from_row_opt`, `Row::get_opt` and `Row::take_opt` return it;
//!   `from_row_opt`'s `FromRowError` gives the whole row back, every value as it was.
//! - **MariaDB's `UUID` column** (10.7 and later) is read as the text it sends. sqlx's
//!   16-byte parameter goes into it, but `mysql_common` sends `Value::Bytes` as a character
//!   string, which it refuses (`Incorrect uuid value`): with `mysql`, `mysql_async` and
//!   diesel-async's connection (which sends through `mysql_async`), write and look up the
//!   UUID's text (`id.to_string()`, or `id.as_uuid().to_string()`
//!   for a typed ID). The type does not hold every UUID: 10.11 refuses the text of, among
//!   others, the RFC 9562 variant's versions 8 to 15, and stores the 16 bytes of such a
//!   value as another UUID; and its `ORDER BY` is its own (time-based UUIDs by time). For
//!   any value, and `Uuid`'s order, use `BINARY(16)`.
//! - **MySQL 8's `UUID_TO_BIN(x, 1)`** ("swap flag") stores a version 1 UUID with its time
//!   fields reordered, so that such UUIDs sort by time. That is not this contract: the
//!   bytes would read as another UUID. With such a column, convert in SQL: read
//!   `BIN_TO_UUID(id, 1)` (text, which the decoders read) and write `UUID_TO_BIN(?, 1)`
//!   with the UUID's text; or convert the column once to RFC order with
//!   `UPDATE t SET id = UUID_TO_BIN(BIN_TO_UUID(id, 1))`. New keys need no swap: version 7
//!   UUIDs sort by time in RFC order. `UUID_TO_BIN` and `BIN_TO_UUID` are MySQL 8
//!   functions: MariaDB has neither, and the test suite, which runs on MariaDB, does not
//!   run this recipe.

use alloc::vec::Vec;

use mysql_common::value::Value;
use mysql_common::value::convert::{FromValue, FromValueError};

use super::storage::{self, MysqlValue};
use crate::{Uuid, UuidValue};

/// What the expansions of this file's macros name, as `$crate::integrations::mysql::…`.
#[doc(hidden)]
pub use ::mysql_common;

/// What `FromValue` reads a `Uuid`, a `NonNilUuid` or a typed ID through: the value read, and the
/// `Value` it was read from, which `mysql_common`'s `FromRow` takes back when another
/// column of the row cannot be read (`ParseIr` does the same for `mysql_common`'s types,
/// but it is theirs, so it cannot have this crate's impls).
#[derive(Debug, Clone, PartialEq)]
#[doc(hidden)]
pub struct Intermediate<T> {
    read: T,
    value: Value,
}

impl<T> Intermediate<T> {
    /// The value read.
    pub fn into_inner(self) -> T {
        self.read
    }
}

impl From<Uuid> for Value {
    fn from(uuid: Uuid) -> Self {
        Value::Bytes(Vec::from(uuid.as_bytes()))
    }
}

/// One impl for `Uuid`, `NonNilUuid` and typed IDs: the UUID, then `T`'s check (not
/// nil, the version).
impl<T: UuidValue> TryFrom<Value> for Intermediate<T> {
    type Error = FromValueError;

    fn try_from(value: Value) -> Result<Self, FromValueError> {
        let read = match &value {
            Value::Bytes(bytes) => storage::from_mysql(MysqlValue::BinaryOrText(bytes)).ok(),
            _ => None,
        };
        match read.map(T::from_uuid_checked) {
            Some(Ok(read)) => Ok(Self { read, value }),
            _ => Err(FromValueError(value)),
        }
    }
}

impl<T> From<Intermediate<T>> for Value {
    fn from(intermediate: Intermediate<T>) -> Self {
        intermediate.value
    }
}

impl From<Intermediate<Uuid>> for Uuid {
    fn from(intermediate: Intermediate<Uuid>) -> Self {
        intermediate.read
    }
}

impl FromValue for Uuid {
    type Intermediate = Intermediate<Uuid>;
}

/// The body of the derived `From<T> for Value`: the UUID's.
#[doc(hidden)]
pub fn to_value<T: UuidValue>(id: &T) -> Value {
    Value::from(*id.as_uuid())
}

/// `mysql_common`'s conversions for a typed ID, through the items above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_mysql {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl ::core::convert::From<$ty>
            for $crate::integrations::mysql::mysql_common::value::Value
        {
            fn from(__id: $ty) -> Self {
                $crate::integrations::mysql::to_value(&__id)
            }
        }

        #[automatically_derived]
        impl ::core::convert::From<$crate::integrations::mysql::Intermediate<$ty>> for $ty {
            fn from(__intermediate: $crate::integrations::mysql::Intermediate<$ty>) -> Self {
                __intermediate.into_inner()
            }
        }

        #[automatically_derived]
        impl $crate::integrations::mysql::mysql_common::value::convert::FromValue for $ty {
            type Intermediate = $crate::integrations::mysql::Intermediate<$ty>;
        }
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_mysql!(NonNilUuid, version = []);
};
