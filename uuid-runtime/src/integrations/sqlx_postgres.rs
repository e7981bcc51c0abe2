//! sqlx 0.9 `Type`/`Encode`/`Decode` and `PgHasArrayType` for `Uuid`, `NonNilUuid` and typed IDs on
//! PostgreSQL (feature `sqlx-postgres`): the native `uuid`, 16 octets on the binary
//! protocol (text, which sqlx meets in some results, is parsed). sqlx's own impls make
//! `Option<_>` NULL and `Vec<_>` or `&[_]` a `uuid[]`, so `= ANY($1)` takes a `Vec`.
//!
//! With sqlx (this needs a PostgreSQL server, so it is compiled but not run as a doc test;
//! the test suite runs the same against a real server):
//!
//! ```rust,no_run
//! # async fn example(db: &mut sqlx_postgres::PgConnection) -> Result<(), sqlx::Error> {
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let id = UserId::new();
//! sqlx::query("INSERT INTO users (id, name) VALUES ($1, $2)")
//!     .bind(id)
//!     .bind("ada")
//!     .execute(&mut *db)
//!     .await?;
//! let found: Vec<(UserId, String)> = sqlx::query_as("SELECT id, name FROM users WHERE id = ANY($1)")
//!     .bind(vec![id])
//!     .fetch_all(&mut *db)
//!     .await?;
//! assert_eq!(found, [(id, "ada".to_owned())]);
//! # Ok(())
//! # }
//! ```
//!
//! # Checked queries
//!
//! `query!`, `query_as!` and `query_scalar!` check each query against a database while
//! your crate compiles, and map its SQL types to Rust ones. A typed ID goes in by an
//! override, in the query or once for the crate in `sqlx.toml` (sqlx's `sqlx-toml`
//! feature). The test suite builds such a crate against a real PostgreSQL and runs it;
//! this is from it:
//!
//! ```text
//! // Output columns `"name: Type"` (or `"name!: Type"` where the server cannot tell the
//! // value is never NULL), parameters `as _` (or `as UserId`).
//! let orders = sqlx::query_as!(
//!     Order,
//!     r#"SELECT id AS "id: OrderId", user_id AS "user_id: UserId", note
//!        FROM orders WHERE user_id = $1 ORDER BY id"#,
//!     ada as _
//! )
//! .fetch_all(&mut *db)
//! .await?;
//! ```
//!
//! ```toml
//! # sqlx.toml, beside Cargo.toml (that crate's own)
//! [macros.type-overrides]
//! # Every `uuid` is a `uuid_runtime::Uuid` (without this, sqlx's `uuid` feature's `uuid::Uuid`).
//! 'UUID' = "uuid_runtime::Uuid"
//!
//! # `users.id` is a `UserId` in every query that returns it: `SELECT id FROM users`.
//! [macros.table-overrides.'users']
//! 'id' = "crate::UserId"
//! ```
//!
//! Table overrides name output columns only: a parameter is checked against the Rust type
//! of its SQL type (`uuid_runtime::Uuid` with the type override above), so a typed ID
//! there needs `as _` or `as UserId` (a cast to its own type, which only names it);
//! without, it is ``expected `Uuid`, found `UserId` ``. A UUID of the wrong version in a
//! typed-ID column is a decode error when the query runs.

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Decode, Encode, Type};
use sqlx_postgres::Postgres;
use sqlx_postgres::types::Oid;
use sqlx_postgres::{PgArgumentBuffer, PgHasArrayType, PgTypeInfo, PgValueFormat, PgValueRef};

use super::storage::{self, Storage};
use crate::Uuid;

/// What the expansions of this file's macros name, as `$crate::integrations::sqlx_postgres::…`.
#[doc(hidden)]
pub use ::sqlx_postgres;

/// `uuid` and `uuid[]`, by their fixed OIDs (`pg_type.dat`): sqlx's own constants for
/// them are private, and a name would cost a look-up query on every new connection.
const UUID: PgTypeInfo = PgTypeInfo::with_oid(Oid(2950));
const UUID_ARRAY: PgTypeInfo = PgTypeInfo::with_oid(Oid(2951));

impl Type<Postgres> for Uuid {
    fn type_info() -> PgTypeInfo {
        UUID
    }
}

impl PgHasArrayType for Uuid {
    fn array_type_info() -> PgTypeInfo {
        array_type_info()
    }
}

impl Encode<'_, Postgres> for Uuid {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        buf.extend_from_slice(self.as_bytes());
        Ok(IsNull::No)
    }

    fn size_hint(&self) -> usize {
        16
    }
}

impl Decode<'_, Postgres> for Uuid {
    fn decode(value: PgValueRef<'_>) -> Result<Self, BoxDynError> {
        Ok(match value.format() {
            PgValueFormat::Binary => storage::from_octets(value.as_bytes()?, Storage::Postgres)?,
            PgValueFormat::Text => storage::from_text(value.as_bytes()?)?,
        })
    }
}

/// `uuid[]`: the array type of `Uuid` and of every typed ID.
#[doc(hidden)]
pub fn array_type_info() -> PgTypeInfo {
    UUID_ARRAY
}

/// sqlx's PostgreSQL traits for a typed ID: its UUID's, and its array type.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_postgres {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_sqlx_type!(
            $ty,
            $crate::integrations::sqlx_postgres::sqlx_postgres::Postgres
        );

        #[automatically_derived]
        impl $crate::integrations::sqlx_postgres::sqlx_postgres::PgHasArrayType for $ty {
            fn array_type_info() -> $crate::integrations::sqlx_postgres::sqlx_postgres::PgTypeInfo {
                $crate::integrations::sqlx_postgres::array_type_info()
            }
        }
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_sqlx_postgres!(NonNilUuid, version = []);
};
