//! `mysql_common` 0.37 `From<_> for Value` and `FromValue` for `Uuid` and typed IDs
//! (feature `mysql`), the conversions of the `mysql` and `mysql_async` clients: written
//! as `Value::Bytes` of the 16 octets, as `mysql_common`'s own `uuid::Uuid` impl writes
//! it; read from 16 bytes or from text in any of the four forms.
//!
//! `mysql_common`'s `FromValueError` holds only the value, so a value that is not a UUID,
//! or a typed ID of the wrong version, is that error without a reason: read rows with
//! `from_row_opt` or `Row::get_opt` / `take_opt` (a tuple row's `from_row`, which
//! `exec_first::<(A, B), _, _>` uses, panics on it).

use alloc::vec::Vec;

use mysql_common::value::Value;
use mysql_common::value::convert::{FromValue, FromValueError};

use super::storage::{self, MysqlValue};
use crate::{NonNilUuid, Uuid, UuidValue};

/// What `FromValue` reads a `Uuid`, a `NonNilUuid` or a typed ID through: the value read, and the
/// `Value` it was read from, which `mysql_common`'s `FromRow` takes back when another
/// column of the row cannot be read (`ParseIr` does the same for `mysql_common`'s types,
/// but it is theirs, so it cannot have this crate's impls).
#[derive(Debug, Clone, PartialEq)]
pub struct Intermediate<T> {
    read: T,
    value: Value,
}

impl<T> Intermediate<T> {
    /// The value read.
    pub fn into_inner(self) -> T {
        self.read
    }
}

impl From<Uuid> for Value {
    fn from(uuid: Uuid) -> Self {
        Value::Bytes(Vec::from(uuid.as_bytes()))
    }
}

/// One impl for `Uuid`, `NonNilUuid` and typed IDs: the UUID, then `T`'s check (not
/// nil, the version).
impl<T: UuidValue> TryFrom<Value> for Intermediate<T> {
    type Error = FromValueError;

    fn try_from(value: Value) -> Result<Self, FromValueError> {
        let read = match &value {
            Value::Bytes(bytes) => storage::from_mysql(MysqlValue::BinaryOrText(bytes)).ok(),
            _ => None,
        };
        match read.map(T::from_uuid_checked) {
            Some(Ok(read)) => Ok(Self { read, value }),
            _ => Err(FromValueError(value)),
        }
    }
}

impl<T> From<Intermediate<T>> for Value {
    fn from(intermediate: Intermediate<T>) -> Self {
        intermediate.value
    }
}

impl From<Intermediate<Uuid>> for Uuid {
    fn from(intermediate: Intermediate<Uuid>) -> Self {
        intermediate.read
    }
}

impl FromValue for Uuid {
    type Intermediate = Intermediate<Uuid>;
}

/// The body of the derived `From<T> for Value`: the UUID's.
pub fn to_value<T: UuidValue>(id: &T) -> Value {
    Value::from(id.to_uuid())
}

// A nil read into a `NonNilUuid` is refused as a wrong version is: the error holds the
// value (`mysql_common`'s errors say nothing more).
crate::__impl_typed_id_mysql!(NonNilUuid);

/// `mysql_common`'s conversions for a typed ID, through the items above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_mysql {
    ($ty:ident) => {
        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::__private::mysql_common::value::Value {
            fn from(__id: $ty) -> Self {
                $crate::__private::mysql_impl::to_value(&__id)
            }
        }

        #[automatically_derived]
        impl ::core::convert::From<$crate::__private::mysql_impl::Intermediate<$ty>> for $ty {
            fn from(__intermediate: $crate::__private::mysql_impl::Intermediate<$ty>) -> Self {
                __intermediate.into_inner()
            }
        }

        #[automatically_derived]
        impl $crate::__private::mysql_common::value::convert::FromValue for $ty {
            type Intermediate = $crate::__private::mysql_impl::Intermediate<$ty>;
        }
    };
}
