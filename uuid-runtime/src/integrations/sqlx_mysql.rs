//! sqlx 0.9 `Type`/`Encode`/`Decode` for `Uuid` and typed IDs on MySQL and MariaDB
//! (feature `sqlx-mysql`): written as 16 bytes for a `BINARY(16)` column, as sqlx's
//! `uuid` feature writes it; read from 16 bytes of a binary string or from text in any
//! of the four forms (MariaDB's `UUID` column, `CHAR(36)`).

use alloc::vec::Vec;

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Decode, Encode, Type, TypeInfo, ValueRef};
use sqlx_mysql::{MySql, MySqlTypeInfo, MySqlValueRef};

use super::storage::{self, MysqlValue};
use crate::{NonNilUuid, Uuid};

impl Type<MySql> for Uuid {
    // `BLOB` (a binary string): what `Uuid` and every typed ID are written as.
    fn type_info() -> MySqlTypeInfo {
        <[u8] as Type<MySql>>::type_info()
    }

    // Binary and character strings: what they are read from.
    fn compatible(ty: &MySqlTypeInfo) -> bool {
        <[u8] as Type<MySql>>::compatible(ty)
    }
}

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

// A nil read into a `NonNilUuid` is the `NilUuidError`.
crate::__impl_typed_id_sqlx_mysql!(NonNilUuid);

/// sqlx's MySQL traits for a typed ID: its UUID's.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_mysql {
    ($ty:ident) => {
        $crate::__impl_sqlx_type!($ty, $crate::__private::sqlx_mysql::MySql);
    };
}
