//! sqlx 0.9 `Type`/`Encode`/`Decode` for `Uuid`, `NonNilUuid` and typed IDs on MySQL and MariaDB
//! (feature `sqlx-mysql`): written as 16 bytes for a `BINARY(16)` column, as sqlx's
//! `uuid` feature writes it; read from 16 bytes of a binary string or from text in any
//! of the four forms (MariaDB's `UUID` column, `CHAR(36)`).
//!
//! A UUID is a `BINARY(16)` column. With sqlx (this needs a server, so it is compiled but
//! not run as a doc test; the test suite runs the same against a real MariaDB):
//!
//! ```rust,no_run
//! # async fn example(db: &mut sqlx_mysql::MySqlConnection) -> Result<(), sqlx::Error> {
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! // CREATE TABLE users (id BINARY(16) PRIMARY KEY, name TEXT NOT NULL)
//! let id = UserId::new();
//! sqlx::query("INSERT INTO users (id, name) VALUES (?, ?)")
//!     .bind(id)
//!     .bind("ada")
//!     .execute(&mut *db)
//!     .await?;
//! let found: (UserId, String) = sqlx::query_as("SELECT id, name FROM users WHERE id = ?")
//!     .bind(id)
//!     .fetch_one(&mut *db)
//!     .await?;
//! assert_eq!(found, (id, "ada".to_owned()));
//! # Ok(())
//! # }
//! ```
//!
//! MariaDB's own `UUID` column and MySQL 8's `UUID_TO_BIN(x, 1)`: see
//! [what to know about the MySQL family](https://docs.rs/uuid-runtime/latest/uuid_runtime/integrations/mysql/index.html#what-to-know-about-the-mysql-family).
//!
//! How the UUID is stored and what reading accepts: [Databases and
//! schemas](super#databases-and-schemas).

use alloc::vec::Vec;

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Decode, Encode, Type, TypeInfo, ValueRef};
use sqlx_mysql::{MySql, MySqlValueRef};

use super::storage::{self, MysqlValue};
use crate::Uuid;

/// What the expansions of this file's macros name, as `$crate::integrations::sqlx_mysql::…`.
#[doc(hidden)]
pub use ::sqlx_mysql;

impl Encode<'_, MySql> for Uuid {
    fn encode_by_ref(&self, buf: &mut Vec<u8>) -> Result<IsNull, BoxDynError> {
        Encode::<MySql>::encode(&self.as_bytes()[..], buf)
    }

    fn size_hint(&self) -> usize {
        // The length's one byte, then the octets.
        17
    }
}

impl Decode<'_, MySql> for Uuid {
    fn decode(value: MySqlValueRef<'_>) -> Result<Self, BoxDynError> {
        // sqlx passes NULL on to a decoder of a type that is not an `Option`: the
        // bytes' decoder reports it.
        let ty = value.type_info().into_owned();
        let bytes = || <&[u8] as Decode<MySql>>::decode(value.clone());
        // A string in a character set is text; one in the `binary` collation is bytes.
        let value = if <str as Type<MySql>>::compatible(&ty) {
            MysqlValue::Text(bytes()?)
        } else if <Uuid as Type<MySql>>::compatible(&ty) || value.is_null() {
            MysqlValue::Binary(bytes()?)
        } else {
            MysqlValue::Other(ty.name())
        };
        Ok(storage::from_mysql(value)?)
    }
}

/// sqlx's MySQL traits for a typed ID: its UUID's.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_mysql {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_sqlx_type!($ty, $crate::integrations::sqlx_mysql::sqlx_mysql::MySql);
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_sqlx_mysql!(NonNilUuid, version = []);
};
