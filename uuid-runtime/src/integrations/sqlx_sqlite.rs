//! sqlx 0.9 `Type`/`Encode`/`Decode` for `Uuid`, `NonNilUuid` and typed IDs on SQLite (feature
//! `sqlx-sqlite`): written as a 16-byte BLOB, as sqlx's `uuid` feature writes it; read
//! from such a BLOB or from TEXT in any of the four forms.
//!
//! How the UUID is stored and what reading accepts (the storage contract, byte for byte
//! the `uuid` crate's): [Databases and schemas](super#databases-and-schemas).
//!
//! ```
//! # async fn example() -> Result<(), sqlx::Error> {
//! use sqlx::Connection;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let mut db = sqlx_sqlite::SqliteConnection::connect("sqlite::memory:").await?;
//! sqlx::query("CREATE TABLE users (id BLOB PRIMARY KEY, name TEXT NOT NULL)")
//!     .execute(&mut db)
//!     .await?;
//! let id = UserId::new();
//! sqlx::query("INSERT INTO users (id, name) VALUES (?, ?)")
//!     .bind(id)
//!     .bind("ada")
//!     .execute(&mut db)
//!     .await?;
//! let found: (UserId, String) = sqlx::query_as("SELECT id, name FROM users")
//!     .fetch_one(&mut db)
//!     .await?;
//! assert_eq!(found, (id, "ada".to_owned()));
//! # Ok(())
//! # }
//! # tokio::runtime::Builder::new_current_thread()
//! #     .enable_all()
//! #     .build()
//! #     .unwrap()
//! #     .block_on(example())
//! #     .unwrap();
//! ```

use alloc::vec::Vec;

use sqlx::encode::IsNull;
use sqlx::error::{BoxDynError, UnexpectedNullError};
use sqlx::{Decode, Encode, TypeInfo, ValueRef};
use sqlx_sqlite::{Sqlite, SqliteArgumentsBuffer, SqliteValueRef};

use super::storage::{self, SqliteValue};
use crate::Uuid;

/// What the expansions of this file's macros name, as `$crate::integrations::sqlx_sqlite::…`.
#[doc(hidden)]
pub use ::sqlx_sqlite;

/// sqlx's SQLite traits for a typed ID: its UUID's.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_sqlite {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_sqlx_type!($ty, $crate::integrations::sqlx_sqlite::sqlx_sqlite::Sqlite);
    };
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

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_sqlx_sqlite!(NonNilUuid, version = []);
};
