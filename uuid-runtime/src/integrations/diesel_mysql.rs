//! diesel 2.3 `ToSql`/`FromSql`/`AsExpression`/`FromSqlRow` for `Uuid`, `NonNilUuid` and typed IDs on
//! MySQL and MariaDB (feature `diesel-mysql`): the SQL type `diesel::sql_types::Binary`
//! (diesel has no `Uuid` type for MySQL), written as 16 bytes for a `BINARY(16)` column;
//! read from 16 bytes of a binary string or from text in any of the four forms
//! (MariaDB's `UUID` column, `CHAR(36)`). Only diesel's backend is needed
//! (`mysql_backend`), so this links no client library of its own.
//!
//! With diesel (`diesel-mysql`), the column is `Binary`, as on SQLite:
//!
//! ```rust,no_run
//! # fn example<C>(db: &mut C) -> diesel::QueryResult<()>
//! # where
//! #     C: diesel::connection::LoadConnection<Backend = diesel::mysql::Mysql>,
//! # {
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
//! let ada = User { id: UserId::new(), name: "ada".into() };
//! diesel::insert_into(users::table).values(&ada).execute(db)?;
//! let found = users::table.find(ada.id).select(User::as_select()).first(db)?;
//! assert_eq!(found, ada);
//! # Ok(())
//! # }
//! ```
//!
//! MariaDB's own `UUID` column and MySQL 8's `UUID_TO_BIN(x, 1)`: see
//! [what to know about the MySQL family](https://docs.rs/uuid-runtime/latest/uuid_runtime/integrations/mysql/index.html#what-to-know-about-the-mysql-family).
//!
//! How the UUID is stored and what reading accepts: [Databases and
//! schemas](super#databases-and-schemas).

use diesel::deserialize::{self, FromSql};
use diesel::mysql::{Mysql, MysqlType, MysqlValue};
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::Binary;

use super::storage::{self, MysqlValue as Stored};
use crate::Uuid;

impl ToSql<Binary, Mysql> for Uuid {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Mysql>) -> serialize::Result {
        ToSql::<Binary, Mysql>::to_sql(self.as_bytes(), out)
    }
}

impl FromSql<Binary, Mysql> for Uuid {
    fn from_sql(value: MysqlValue<'_>) -> deserialize::Result<Self> {
        let bytes = value.as_bytes();
        // For a `Binary` result diesel has the client library hand over bytes whatever
        // the column (a number as its text), and calls them `String` or `Blob` without
        // telling a binary string from text: bytes of unknown kind.
        let stored = match value.value_type() {
            MysqlType::Blob | MysqlType::String => Stored::BinaryOrText(bytes),
            MysqlType::Enum | MysqlType::Set => Stored::Text(bytes),
            other => Stored::Other(sql_name(other)),
        };
        Ok(storage::from_mysql(stored)?)
    }
}

crate::__impl_diesel_sql_type!(@backend Uuid, Binary, Mysql);

/// The SQL name of a type diesel reports, for the error.
fn sql_name(ty: MysqlType) -> &'static str {
    match ty {
        MysqlType::Tiny => "TINYINT",
        MysqlType::UnsignedTiny => "TINYINT UNSIGNED",
        MysqlType::Short => "SMALLINT",
        MysqlType::UnsignedShort => "SMALLINT UNSIGNED",
        MysqlType::Long => "INT",
        MysqlType::UnsignedLong => "INT UNSIGNED",
        MysqlType::LongLong => "BIGINT",
        MysqlType::UnsignedLongLong => "BIGINT UNSIGNED",
        MysqlType::Float => "FLOAT",
        MysqlType::Double => "DOUBLE",
        MysqlType::Numeric => "DECIMAL",
        MysqlType::Time => "TIME",
        MysqlType::Date => "DATE",
        MysqlType::DateTime => "DATETIME",
        MysqlType::Timestamp => "TIMESTAMP",
        MysqlType::Bit => "BIT",
        _ => "unknown",
    }
}

/// diesel's traits for a typed ID as MySQL bytes, through `super::diesel`'s bodies; its
/// `AsExpression<Binary>` is `__impl_typed_id_diesel_binary!`'s, shared with SQLite.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_mysql {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_diesel_sql_type!(@typed_id $ty, Binary, mysql::Mysql);
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_diesel_mysql!(NonNilUuid, version = []);
};
