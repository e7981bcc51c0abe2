//! What the derived code calls, through `uuid_runtime::__private`. Not part of the
//! API: the formatting, parsing and checking of every typed ID, written once, so that
//! each derive expands to a few calls.

use core::fmt;

use super::{TypedId, TypedIdError};
use crate::Uuid;
use crate::typeid::{self, MAX_TEXT_LENGTH, TypeId, check_prefix, decode_valid_suffix};

/// `uuid` if `version` is `None` or its version; the body of `try_from_uuid`.
pub const fn check_version(uuid: Uuid, version: Option<u8>) -> Result<Uuid, TypedIdError> {
    match version {
        Some(expected) if uuid.version() != expected => {
            Err(TypedIdError::wrong_version(expected, uuid.version()))
        }
        _ => Ok(uuid),
    }
}

/// `T::PREFIX`, checked against the TypeID grammar when `T` is compiled: the
/// derive checks it too, but the trait can also be implemented by hand.
const fn prefix<T: TypedId>() -> &'static str {
    const {
        assert!(
            check_prefix(T::PREFIX).is_ok(),
            "`TypedId::PREFIX` must follow the TypeID prefix grammar"
        );
    }
    T::PREFIX
}

/// Writes the text form of `id` into `buf`: hyphenated without a prefix, TypeID
/// with one.
#[allow(unsafe_code)]
pub fn encode<'b, T: TypedId>(id: &T, buf: &'b mut [u8; MAX_TEXT_LENGTH]) -> &'b str {
    let prefix = prefix::<T>();
    let uuid = *id.as_uuid();
    if prefix.is_empty() {
        return match buf.first_chunk_mut() {
            Some(text) => uuid.hyphenated().encode_lower(text),
            None => "",
        };
    }
    // SAFETY: `prefix` follows the grammar: `prefix::<T>()` checked it at compile time.
    unsafe { typeid::write(prefix, uuid, buf) }
}

/// The body of the derived `Display`: the text form, padded as a whole.
pub fn fmt<T: TypedId>(id: &T, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.pad(encode(id, &mut [0; MAX_TEXT_LENGTH]))
}

/// The body of the derived `FromStr`: the hyphenated form (or any form
/// [`Uuid::parse_str`] takes) without a prefix, TypeID with `T::PREFIX`; then the
/// version check.
pub fn parse<T: TypedId>(s: &str) -> Result<T, TypedIdError> {
    let expected = prefix::<T>();
    let uuid = if expected.is_empty() {
        Uuid::parse_str(s).map_err(TypedIdError::from)?
    } else {
        parse_typeid(expected, s)?
    };
    T::try_from_uuid(uuid)
}

/// A TypeID whose prefix must be `expected` (non-empty and valid). Inlined into each
/// typed ID's `parse`, where `expected` is a constant, so the prefix comparison is a
/// few instructions rather than a `memcmp` call.
#[inline]
fn parse_typeid(expected: &'static str, s: &str) -> Result<Uuid, TypedIdError> {
    // The common case first: the expected prefix, `_`, and a valid suffix. A `_`
    // in the rest is not a base32 digit, so a longer prefix falls through.
    if let Some(suffix) = s
        .strip_prefix(expected)
        .and_then(|rest| rest.strip_prefix('_'))
    {
        if let Some(uuid) = decode_valid_suffix(suffix.as_bytes()) {
            return Ok(uuid);
        }
    }
    Err(diagnose_typeid(expected, s))
}

/// Why `s` is not a TypeID with the prefix `expected`: a well-formed TypeID with
/// another prefix (or none) is the wrong prefix; a UUID in one of its own text forms
/// is named as such, with its TypeID; anything else is what the TypeID parser says,
/// with its position in `s`.
#[cold]
#[inline(never)]
fn diagnose_typeid(expected: &'static str, s: &str) -> TypedIdError {
    match TypeId::parse(s) {
        // Well formed, so the fast path refused it for its prefix.
        Ok(id) => TypedIdError::wrong_prefix(expected, id.prefix()),
        Err(err) => match Uuid::parse_str(s) {
            Ok(uuid) => TypedIdError::uuid_not_typeid(expected, uuid),
            Err(_) => err.into(),
        },
    }
}

/// The body of the derived `new()` for the generated versions. Inlined, so that the
/// constant version picks one generator and the others are not linked.
#[cfg(feature = "std")]
#[inline]
pub fn generate(version: u8) -> Uuid {
    match version {
        1 => Uuid::now_v1(),
        4 => Uuid::new_v4(),
        6 => Uuid::now_v6(),
        _ => Uuid::now_v7(),
    }
}
