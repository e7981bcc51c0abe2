//! diesel 2.3 `ToSql`/`FromSql`/`AsExpression`/`FromSqlRow` for `Uuid`, `NonNilUuid` and typed IDs on
//! PostgreSQL (feature `diesel-postgres`): the SQL type `diesel::sql_types::Uuid`, 16
//! octets on the binary protocol, as diesel's `uuid` feature. Only diesel's backend is
//! needed (`postgres_backend`), so this links no libpq of its own.
//!
//! How the UUID is stored and what reading accepts (the storage contract, byte for byte
//! the `uuid` crate's): [Databases and schemas](super#databases-and-schemas).
//!
//! A typed ID in a `table!` schema and diesel's derives: as in
//! [`diesel-sqlite`'s example](https://docs.rs/uuid-runtime/latest/uuid_runtime/integrations/diesel_sqlite/index.html), with the column `id -> Uuid`.

use diesel::deserialize::{self, FromSql};
use diesel::pg::{Pg, PgValue};
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::{Binary, Uuid as SqlUuid};

use super::storage::{self, Storage};
use crate::{NonNilUuid, Uuid, UuidValue};

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

/// The body of the derived `to_sql`: the UUID's (a `NonNilUuid`'s octets are copied:
/// it holds an integer).
#[doc(hidden)]
pub fn to_sql<'b, T: UuidValue>(id: &'b T, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
    match id.uuid_ref() {
        Some(uuid) => ToSql::<SqlUuid, Pg>::to_sql(uuid, out),
        None => ToSql::<Binary, Pg>::to_sql(&id.to_uuid().into_bytes()[..], &mut out.reborrow()),
    }
}

/// The body of the derived `from_sql`: the UUID, then `T`'s check (not nil, the
/// version).
#[doc(hidden)]
pub fn from_sql<T: UuidValue>(value: PgValue<'_>) -> deserialize::Result<T> {
    storage::adopt(FromSql::<SqlUuid, Pg>::from_sql(value)?)
}

// A nil read into a `NonNilUuid` is the `NilUuidError`.
crate::__impl_typed_id_diesel_postgres!(NonNilUuid);

/// diesel's traits for a typed ID as a PostgreSQL `uuid`, through the functions above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_postgres {
    ($ty:ident) => {
        $crate::__impl_diesel_sql_type!(
            @typed_id $ty,
            $crate::integrations::diesel::diesel::sql_types::Uuid,
            $crate::integrations::diesel::diesel::pg::Pg,
            $crate::integrations::diesel::diesel::pg::PgValue<'_>,
            diesel_postgres
        );
        $crate::__impl_diesel_sql_type!(@expression $ty, $crate::integrations::diesel::diesel::sql_types::Uuid);
    };
}
