//! rusqlite `ToSql`/`FromSql` for `Uuid`, `NonNilUuid` and typed IDs (feature `rusqlite`): written as
//! a 16-byte BLOB, as rusqlite's `uuid` feature writes it; read from such a BLOB or
//! from TEXT in any of the four forms.
//!
//! How the UUID is stored and what reading accepts (the storage contract, byte for byte
//! the `uuid` crate's): [Databases and schemas](super#databases-and-schemas).
//!
//! ```
//! use rusqlite::Connection;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let db = Connection::open_in_memory()?;
//! db.execute("CREATE TABLE users (id BLOB PRIMARY KEY, name TEXT NOT NULL)", ())?;
//! let id = UserId::new();
//! db.execute("INSERT INTO users (id, name) VALUES (?1, ?2)", (id, "ada"))?;
//! let found: UserId = db.query_row("SELECT id FROM users WHERE name = 'ada'", (), |row| row.get(0))?;
//! assert_eq!(found, id);
//!
//! // TEXT reads too, and a value that is not a `UserId` is an error.
//! let dns = "SELECT '6ba7b810-9dad-11d1-80b4-00c04fd430c8'";
//! assert_eq!(db.query_row(dns, (), |row| row.get::<_, Uuid>(0))?, Uuid::NAMESPACE_DNS);
//! assert!(db.query_row(dns, (), |row| row.get::<_, UserId>(0)).is_err());
//! # Ok::<(), rusqlite::Error>(())
//! ```

use alloc::boxed::Box;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

use super::storage::{self, SqliteValue};
use crate::{Uuid, UuidValue};

/// What the expansions of this file's macros name, as `$crate::integrations::rusqlite::…`.
#[doc(hidden)]
pub use ::rusqlite;

impl ToSql for Uuid {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(ValueRef::Blob(self.as_bytes())))
    }
}

impl FromSql for Uuid {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let value = match value {
            ValueRef::Blob(bytes) => SqliteValue::Blob(bytes),
            ValueRef::Text(text) => SqliteValue::Text(text),
            ValueRef::Integer(_) => SqliteValue::Integer,
            ValueRef::Real(_) => SqliteValue::Real,
            // rusqlite's answer to NULL for a type that is not an `Option`, which it
            // reports as "invalid column type Null".
            ValueRef::Null => return Err(FromSqlError::InvalidType),
        };
        storage::from_sqlite(value).map_err(|error| FromSqlError::Other(Box::new(error)))
    }
}

/// The body of the derived `to_sql`: the UUID's octets, borrowed where `T` holds them
/// (a `NonNilUuid` holds an integer: its octets are copied).
#[doc(hidden)]
pub fn to_sql<T: UuidValue>(id: &T) -> rusqlite::Result<ToSqlOutput<'_>> {
    Ok(ToSqlOutput::Borrowed(ValueRef::Blob(
        id.as_uuid().as_bytes(),
    )))
}

/// The body of the derived `column_result`: the UUID, then `T`'s check (not nil, the
/// version).
#[doc(hidden)]
pub fn column_result<T: UuidValue>(value: ValueRef<'_>) -> FromSqlResult<T> {
    storage::adopt(Uuid::column_result(value)?).map_err(FromSqlError::Other)
}

/// rusqlite's `ToSql` and `FromSql` for a typed ID, through the functions above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_rusqlite {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::rusqlite::rusqlite::types::ToSql for $ty {
            fn to_sql(
                &self,
            ) -> $crate::integrations::rusqlite::rusqlite::Result<
                $crate::integrations::rusqlite::rusqlite::types::ToSqlOutput<'_>,
            > {
                $crate::integrations::rusqlite::to_sql(self)
            }
        }

        #[automatically_derived]
        impl $crate::integrations::rusqlite::rusqlite::types::FromSql for $ty {
            fn column_result(
                __value: $crate::integrations::rusqlite::rusqlite::types::ValueRef<'_>,
            ) -> $crate::integrations::rusqlite::rusqlite::types::FromSqlResult<Self> {
                $crate::integrations::rusqlite::column_result(__value)
            }
        }
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_rusqlite!(NonNilUuid, version = []);
};
