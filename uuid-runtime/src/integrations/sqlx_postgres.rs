//! sqlx 0.9 `Type`/`Encode`/`Decode` and `PgHasArrayType` for `Uuid` and typed IDs on
//! PostgreSQL (feature `sqlx-postgres`): the native `uuid`, 16 octets on the binary
//! protocol (text, which sqlx meets in some results, is parsed). sqlx's own impls make
//! `Option<_>` NULL and `Vec<_>` or `&[_]` a `uuid[]`, so `= ANY($1)` takes a `Vec`.

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Decode, Encode, Type};
use sqlx_postgres::Postgres;
use sqlx_postgres::types::Oid;
use sqlx_postgres::{PgArgumentBuffer, PgHasArrayType, PgTypeInfo, PgValueFormat, PgValueRef};

use super::storage::{self, Storage};
use crate::{NonNilUuid, Uuid};

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
pub fn array_type_info() -> PgTypeInfo {
    UUID_ARRAY
}

// A nil read into a `NonNilUuid` is the `NilUuidError`.
crate::__impl_typed_id_sqlx_postgres!(NonNilUuid);

/// sqlx's PostgreSQL traits for a typed ID: its UUID's, and its array type.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_postgres {
    ($ty:ident) => {
        $crate::__impl_sqlx_type!($ty, $crate::__private::sqlx_postgres::Postgres);

        #[automatically_derived]
        impl $crate::__private::sqlx_postgres::PgHasArrayType for $ty {
            fn array_type_info() -> $crate::__private::sqlx_postgres::PgTypeInfo {
                $crate::__private::sqlx_postgres_impl::array_type_info()
            }
        }
    };
}
