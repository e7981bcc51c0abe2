//! `redis` 1.x (feature `redis`): `ToRedisArgs`, `ToSingleRedisArg` and `FromRedisValue`
//! for `Uuid`, `NonNilUuid` and typed IDs.
//!
//! Keys, values, set members, list items, hash fields and stream entries take a `Uuid`, a
//! `NonNilUuid` or a typed ID, and `Vec<UserId>` reads `SMEMBERS` and `LRANGE` (this needs a
//! Redis server, so it is compiled but not run as a doc test; the test suite runs the same
//! code against a real server):
//!
//! ```rust,no_run
//! # fn example(db: &mut redis::Connection) -> redis::RedisResult<()> {
//! use redis::Commands;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let ada = UserId::new();
//! let bob = UserId::new();
//! // Keys, values, hash fields and set members: the 16 octets of each UUID.
//! let _: () = db.set(ada, "Ada Lovelace")?;
//! let _: () = db.hset("invited_by", bob, ada)?;
//! let _: () = db.sadd("team:red", &[ada, bob])?;
//!
//! let name: String = db.get(ada)?;
//! let inviter: UserId = db.hget("invited_by", bob)?;
//! let mut team: Vec<UserId> = db.smembers("team:red")?;
//! team.sort();
//! assert_eq!(name, "Ada Lovelace");
//! assert_eq!(inviter, ada);
//! assert_eq!(team, [ada, bob]);
//! Ok(())
//! # }
//! ```
//!
//! - **Written** as the 16 octets, byte for byte what the `redis` crate's own `uuid`
//!   feature writes for `uuid::Uuid`: each reads what the other wrote (tested).
//! - **Read** from those octets, or from text: any of the four text forms, and a prefixed
//!   typed ID's TypeID (the `redis` crate's own `uuid::Uuid` refuses text). Anything else
//!   is a `ParsingError` that says what was found: `Incompatible type - invalid UUID:
//!   expected 16 bytes or UUID text, found 15 bytes` (or `found nil` for a missing key,
//!   which an `Option<UserId>` reads as `None`; `found the integer 1`), `invalid UUID text
//!   ...` or `invalid TypeID ...` with the parser's message, `wrong UUID version: expected
//!   7, found 4`. The `redis` crate's `ParsingError` holds only text, so these errors carry
//!   no `TypedIdError` to downcast.
//! - **Stream entries**: a typed ID as a field's value reads through the crate's
//!   `StreamRangeReply` (`entry.get::<UserId>("user")`); as a field's *name* it is binary,
//!   which `StreamId`'s `String` field names cannot hold, so read such entries as tuples
//!   (`Vec<(String, Vec<(UserId, OrderId)>)>` from `XRANGE`).
//! - **Tested** against a real Redis (Debian's `redis-server`, started by the tests on a
//!   Unix socket in a temporary directory, without persistence).

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;

use redis::{FromRedisValue, ParsingError, RedisWrite, ToRedisArgs, ToSingleRedisArg, Value};

use super::storage::{self, DecodeError, Storage};
use crate::typed::text::parse;
use crate::{NonNilUuid, TypedId, Uuid};

/// What the expansions of this file's macros name, as `$crate::integrations::redis::…`.
#[doc(hidden)]
pub use ::redis;

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
#[doc(hidden)]
pub fn write_redis_args<T: TypedId, W: ?Sized + RedisWrite>(id: &T, out: &mut W) {
    id.as_uuid().write_redis_args(out);
}

/// The body of the derived `from_redis_value_ref`: the UUID as [`Uuid`] reads it, or a
/// prefixed typed ID's TypeID; then the typed ID's version check.
#[doc(hidden)]
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
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::redis::redis::ToRedisArgs for $ty {
            fn write_redis_args<W>(&self, __out: &mut W)
            where
                W: ?::core::marker::Sized + $crate::integrations::redis::redis::RedisWrite,
            {
                $crate::integrations::redis::write_redis_args(self, __out)
            }
        }

        #[automatically_derived]
        impl $crate::integrations::redis::redis::ToSingleRedisArg for $ty {}

        #[automatically_derived]
        impl $crate::integrations::redis::redis::FromRedisValue for $ty {
            fn from_redis_value_ref(
                __value: &$crate::integrations::redis::redis::Value,
            ) -> ::core::result::Result<Self, $crate::integrations::redis::redis::ParsingError>
            {
                $crate::integrations::redis::from_redis_value(__value)
            }

            fn from_redis_value(
                __value: $crate::integrations::redis::redis::Value,
            ) -> ::core::result::Result<Self, $crate::integrations::redis::redis::ParsingError>
            {
                $crate::integrations::redis::from_redis_value(&__value)
            }
        }
    };
}
