//! diesel 2.3 `ToSql`/`FromSql`/`AsExpression`/`FromSqlRow` for `Uuid`, `NonNilUuid` and typed IDs on
//! SQLite (feature `diesel-sqlite`): the SQL type `diesel::sql_types::Binary` (diesel
//! has no `Uuid` type for SQLite), written as a 16-byte BLOB; read from such a BLOB or
//! from TEXT in any of the four forms.

use alloc::boxed::Box;

use diesel::deserialize::{self, FromSql};
use diesel::result::UnexpectedNullError;
use diesel::serialize::{self, IsNull, Output, ToSql};
use diesel::sql_types::Binary;
use diesel::sqlite::{Sqlite, SqliteType, SqliteValue};

use super::storage::{self, SqliteValue as Stored};
use crate::{NonNilUuid, Uuid, UuidValue};

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

/// The body of the derived `to_sql`: the UUID's octets, borrowed where `T` holds them
/// (a `NonNilUuid` holds an integer: its octets are copied).
pub fn to_sql<'b, T: UuidValue>(id: &'b T, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
    if let Some(uuid) = id.uuid_ref() {
        return ToSql::<Binary, Sqlite>::to_sql(uuid, out);
    }
    out.set_value(id.to_uuid().as_bytes().to_vec());
    Ok(IsNull::No)
}

/// The body of the derived `from_sql`: the UUID, then `T`'s check (not nil, the
/// version).
pub fn from_sql<T: UuidValue>(value: SqliteValue<'_, '_, '_>) -> deserialize::Result<T> {
    storage::adopt(FromSql::<Binary, Sqlite>::from_sql(value)?)
}

// A nil read into a `NonNilUuid` is the `NilUuidError`.
crate::__impl_typed_id_diesel_sqlite!(NonNilUuid);

/// diesel's traits for a typed ID as a SQLite BLOB, through the functions above; its
/// `AsExpression<Binary>` is `__impl_typed_id_diesel_binary!`'s, shared with MySQL.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_sqlite {
    ($ty:ident) => {
        $crate::__impl_diesel_sql_type!(
            @typed_id $ty,
            $crate::__private::diesel::sql_types::Binary,
            $crate::__private::diesel::sqlite::Sqlite,
            $crate::__private::diesel::sqlite::SqliteValue<'_, '_, '_>,
            diesel_sqlite_impl
        );
    };
}
