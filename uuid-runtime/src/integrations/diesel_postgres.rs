//! diesel 2.3 `ToSql`/`FromSql`/`AsExpression`/`FromSqlRow` for `Uuid`, `NonNilUuid` and typed IDs on
//! PostgreSQL (feature `diesel-postgres`): the SQL type `diesel::sql_types::Uuid`, 16
//! octets on the binary protocol, as diesel's `uuid` feature. Only diesel's backend is
//! needed (`postgres_backend`), so this links no libpq of its own.
//!
//! How the UUID is stored and what reading accepts (the storage contract, byte for byte
//! the `uuid` crate's): [Databases and schemas](super#databases-and-schemas).
//!
//! A typed ID is a column of `table!` schemas (`id -> Uuid`) and a field of diesel's
//! derives, as in [`diesel-sqlite`'s example](https://docs.rs/uuid-runtime/latest/uuid_runtime/integrations/diesel_sqlite/index.html).
//! The query a typed ID binds (without a server here; the test suite runs such queries
//! against a real PostgreSQL):
//!
//! ```
//! use diesel::pg::Pg;
//! use diesel::prelude::*;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! diesel::table! {
//!     users (id) {
//!         id -> Uuid,
//!         name -> Text,
//!     }
//! }
//!
//! let ada: UserId = "user_01h455vb4pex5vsknk084sn02q".parse()?;
//! let query = users::table.find(ada).select(users::name);
//! assert_eq!(
//!     diesel::debug_query::<Pg, _>(&query).to_string(),
//!     r#"SELECT "users"."name" FROM "users" WHERE ("users"."id" = $1) -- binds: [UserId(01890a5d-ac96-774b-bcce-b302099a8057)]"#,
//! );
//! # Ok::<(), uuid_runtime::TypedIdError>(())
//! ```

use diesel::deserialize::{self, FromSql};
use diesel::pg::{Pg, PgValue};
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::{Binary, Uuid as SqlUuid};

use super::storage::{self, Storage};
use crate::Uuid;

impl ToSql<SqlUuid, Pg> for Uuid {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        ToSql::<Binary, Pg>::to_sql(self.as_bytes(), out)
    }
}

impl FromSql<SqlUuid, Pg> for Uuid {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        Ok(storage::from_octets(value.as_bytes(), Storage::Postgres)?)
    }
}

crate::__impl_diesel_sql_type!(@expression Uuid, SqlUuid);
crate::__impl_diesel_sql_type!(@backend Uuid, SqlUuid, Pg);

/// diesel's traits for a typed ID as a PostgreSQL `uuid`, through `super::diesel`'s bodies.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_postgres {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_diesel_sql_type!(@typed_id $ty, Uuid, pg::Pg);
        $crate::__impl_diesel_sql_type!(@expression $ty, $crate::integrations::diesel::diesel::sql_types::Uuid);
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_diesel_postgres!(NonNilUuid, version = []);
};
