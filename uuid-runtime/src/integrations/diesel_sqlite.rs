//! diesel 2.3 `ToSql`/`FromSql`/`AsExpression`/`FromSqlRow` for `Uuid`, `NonNilUuid` and typed IDs on
//! SQLite (feature `diesel-sqlite`): the SQL type `diesel::sql_types::Binary` (diesel
//! has no `Uuid` type for SQLite), written as a 16-byte BLOB; read from such a BLOB or
//! from TEXT in any of the four forms.
//!
//! With diesel, a typed ID is a primary key in a `table!` schema and a field of
//! `Queryable`, `Selectable` and `Insertable` structs (here on SQLite in memory; on
//! PostgreSQL the column is `id -> Uuid`):
//!
//! ```rust
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use diesel::prelude::*;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! diesel::table! {
//!     users (id) {
//!         id -> Binary,
//!         name -> Text,
//!     }
//! }
//!
//! #[derive(Queryable, Selectable, Insertable, Debug, PartialEq)]
//! #[diesel(table_name = users)]
//! struct User {
//!     id: UserId,
//!     name: String,
//! }
//!
//! let mut db = SqliteConnection::establish(":memory:")?;
//! diesel::sql_query("CREATE TABLE users (id BLOB PRIMARY KEY, name TEXT NOT NULL)")
//!     .execute(&mut db)?;
//! let ada = User { id: UserId::new(), name: "ada".into() };
//! diesel::insert_into(users::table).values(&ada).execute(&mut db)?;
//! let found = users::table.find(ada.id).select(User::as_select()).first(&mut db)?;
//! assert_eq!(found, ada);
//! # Ok(())
//! # }
//! ```

use alloc::boxed::Box;

use diesel::deserialize::{self, FromSql};
use diesel::result::UnexpectedNullError;
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::Binary;
use diesel::sqlite::{Sqlite, SqliteType, SqliteValue};

use super::storage::{self, SqliteValue as Stored};
use crate::Uuid;

impl ToSql<Binary, Sqlite> for Uuid {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
        ToSql::<Binary, Sqlite>::to_sql(self.as_bytes(), out)
    }
}

impl FromSql<Binary, Sqlite> for Uuid {
    fn from_sql(mut value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Self> {
        let stored = match value.value_type() {
            Some(SqliteType::Binary) => Stored::Blob(value.read_blob()),
            // The bytes as stored: `read_text` would replace bad UTF-8 (and hide it).
            Some(SqliteType::Text) => Stored::Text(value.read_blob()),
            Some(SqliteType::Double | SqliteType::Float) => Stored::Real,
            Some(_) => Stored::Integer,
            // diesel passes NULL to `from_nullable_sql`, which reports it; SQLite also
            // says NULL when it cannot convert a value.
            None => return Err(Box::new(UnexpectedNullError)),
        };
        Ok(storage::from_sqlite(stored)?)
    }
}

crate::__impl_diesel_sql_type!(@backend Uuid, Binary, Sqlite);

/// diesel's traits for a typed ID as a SQLite BLOB, through `super::diesel`'s bodies; its
/// `AsExpression<Binary>` is `__impl_typed_id_diesel_binary!`'s, shared with MySQL.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_sqlite {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_diesel_sql_type!(@typed_id $ty, Binary, sqlite::Sqlite);
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_diesel_sqlite!(NonNilUuid, version = []);
};
