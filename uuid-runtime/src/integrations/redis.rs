//! `redis` 1.x (feature `redis`): `ToRedisArgs`, `ToSingleRedisArg` and `FromRedisValue`
//! for `Uuid`, `NonNilUuid` and typed IDs.
//!
//! A value is written as its 16 octets, as the `redis` crate's own `uuid` feature writes
//! `uuid::Uuid`, so that either reads what the other wrote. Reading takes those octets, or
//! text: any of the four text forms, and a prefixed typed ID's TypeID. Anything else (a
//! string of another length, a nil, an integer, an array) is a `ParsingError` that says
//! what was found; so is a typed ID of the wrong version and a nil `NonNilUuid`.

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;

use redis::{FromRedisValue, ParsingError, RedisWrite, ToRedisArgs, ToSingleRedisArg, Value};

use super::storage::{self, DecodeError, Storage};
use crate::typed_id::text::parse;
use crate::{NonNilUuid, TypedId, Uuid};

/// The 16 octets, one argument.
///
/// ```
/// use redis::ToRedisArgs;
/// use uuid_runtime::Uuid;
///
/// assert_eq!(Uuid::NAMESPACE_DNS.to_redis_args(), [Uuid::NAMESPACE_DNS.as_bytes().to_vec()]);
/// ```
impl ToRedisArgs for Uuid {
    fn write_redis_args<W: ?Sized + RedisWrite>(&self, out: &mut W) {
        out.write_arg(self.as_bytes());
    }
}

impl ToSingleRedisArg for Uuid {}

/// 16 octets, or text in any of the four forms.
///
/// ```
/// use redis::{FromRedisValue, Value};
/// use uuid_runtime::Uuid;
///
/// let octets = Value::BulkString(Uuid::NAMESPACE_DNS.as_bytes().to_vec());
/// assert_eq!(Uuid::from_redis_value(octets)?, Uuid::NAMESPACE_DNS);
/// let text = Value::BulkString(b"6ba7b810-9dad-11d1-80b4-00c04fd430c8".to_vec());
/// assert_eq!(Uuid::from_redis_value(text)?, Uuid::NAMESPACE_DNS);
///
/// let err = Uuid::from_redis_value(Value::Int(42)).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "Incompatible type - invalid UUID: expected 16 bytes or UUID text, found the integer 42"
/// );
/// # Ok::<(), redis::ParsingError>(())
/// ```
impl FromRedisValue for Uuid {
    fn from_redis_value_ref(value: &Value) -> Result<Self, ParsingError> {
        storage::from_string(string(value)?, true, Storage::Redis).map_err(message)
    }

    fn from_redis_value(value: Value) -> Result<Self, ParsingError> {
        Self::from_redis_value_ref(&value)
    }
}

impl ToRedisArgs for NonNilUuid {
    fn write_redis_args<W: ?Sized + RedisWrite>(&self, out: &mut W) {
        self.get().write_redis_args(out);
    }
}

impl ToSingleRedisArg for NonNilUuid {}

/// As [`Uuid`]'s; the nil UUID is an error.
impl FromRedisValue for NonNilUuid {
    fn from_redis_value_ref(value: &Value) -> Result<Self, ParsingError> {
        Self::try_from(Uuid::from_redis_value_ref(value)?).map_err(message)
    }

    fn from_redis_value(value: Value) -> Result<Self, ParsingError> {
        Self::from_redis_value_ref(&value)
    }
}

/// The bytes of a string value (bulk, simple or verbatim), or an error naming what
/// `value` is.
fn string(value: &Value) -> Result<&[u8], ParsingError> {
    match value {
        Value::BulkString(bytes) => Ok(bytes),
        Value::SimpleString(text) | Value::VerbatimString { text, .. } => Ok(text.as_bytes()),
        // RESP3 attributes annotate a value; the `redis` crate reads through them too.
        Value::Attribute { data, .. } => string(data),
        other => Err(format!(
            "invalid UUID: expected 16 bytes or UUID text, found {}",
            found(other)
        )
        .into()),
    }
}

/// What a value that is not a string is, for an error.
fn found(value: &Value) -> String {
    match value {
        Value::Nil => "nil".into(),
        Value::Int(int) => format!("the integer {int}"),
        Value::Double(double) => format!("the double {double}"),
        Value::Boolean(boolean) => format!("the boolean {boolean}"),
        Value::Okay => "the status `OK`".into(),
        Value::Array(items) => format!("an array of {}", count(items.len())),
        Value::Set(items) => format!("a set of {}", count(items.len())),
        Value::Map(pairs) => format!("a map of {}", count(pairs.len())),
        Value::ServerError(error) => format!("the server error `{error}`"),
        // A big number or a push message: rare enough to be named as the crate shows it.
        other => format!("{other:?}"),
    }
}

/// `n` values, in words.
fn count(n: usize) -> String {
    match n {
        1 => "1 value".into(),
        n => format!("{n} values"),
    }
}

/// An error's message, as a `ParsingError` (which holds only text).
fn message(error: impl fmt::Display) -> ParsingError {
    ParsingError::from(error.to_string())
}

/// The body of the derived `write_redis_args`: the UUID's 16 octets.
pub fn write_redis_args<T: TypedId, W: ?Sized + RedisWrite>(id: &T, out: &mut W) {
    id.as_uuid().write_redis_args(out);
}

/// The body of the derived `from_redis_value_ref`: the UUID as [`Uuid`] reads it, or a
/// prefixed typed ID's TypeID; then the typed ID's version check.
pub fn from_redis_value<T: TypedId>(value: &Value) -> Result<T, ParsingError> {
    let bytes = string(value)?;
    match storage::from_string(bytes, true, Storage::Redis) {
        Ok(uuid) => T::try_from_uuid(uuid).map_err(message),
        // Not a UUID's text: a TypeID, if the typed ID has a prefix.
        Err(DecodeError::Text { .. }) if !T::PREFIX.is_empty() => {
            let text = core::str::from_utf8(bytes).unwrap_or_default();
            parse(text).map_err(|error| {
                message(format!(
                    "invalid TypeID `{}`: {error}",
                    storage::excerpt(text)
                ))
            })
        }
        Err(error) => Err(message(error)),
    }
}

/// `ToRedisArgs`, `ToSingleRedisArg` and `FromRedisValue` for a typed ID, through the
/// functions above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_redis {
    ($ty:ident) => {
        #[automatically_derived]
        impl $crate::__private::redis::ToRedisArgs for $ty {
            fn write_redis_args<W>(&self, __out: &mut W)
            where
                W: ?::core::marker::Sized + $crate::__private::redis::RedisWrite,
            {
                $crate::__private::redis_impl::write_redis_args(self, __out)
            }
        }

        #[automatically_derived]
        impl $crate::__private::redis::ToSingleRedisArg for $ty {}

        #[automatically_derived]
        impl $crate::__private::redis::FromRedisValue for $ty {
            fn from_redis_value_ref(
                __value: &$crate::__private::redis::Value,
            ) -> ::core::result::Result<Self, $crate::__private::redis::ParsingError> {
                $crate::__private::redis_impl::from_redis_value(__value)
            }

            fn from_redis_value(
                __value: $crate::__private::redis::Value,
            ) -> ::core::result::Result<Self, $crate::__private::redis::ParsingError> {
                $crate::__private::redis_impl::from_redis_value(&__value)
            }
        }
    };
}
