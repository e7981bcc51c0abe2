//! The typed-ID text engine: the formatting, parsing and checking of every typed ID's
//! text, written once, so that each derive expands to a few calls (through
//! `uuid_runtime::__private`) and the integrations that read text share it. Not part of
//! the API.
//!
//! A typed ID's text is `{prefix}_{body}`, or the body alone without a prefix, the body
//! in the typed ID's [`TypedIdFormat`]. Reading has one definition, the `const fn`
//! [`parse_text`] (behind `try_parse`); `FromStr` runs a fast path first and asks
//! `parse_text` only when that fails, so both accept the same texts with the same
//! errors.

use core::fmt;

use super::error::encode_body;
use super::{TypedId, TypedIdError};
use crate::fmt::{Base58, Base62, Base64Url, Ulid};
use crate::shared::text::error::Error;
use crate::shared::text::format::eq_bytes;
use crate::shared::text::prefix::check_prefix_bytes;
use crate::shared::text::{base64url, hex};
use crate::typeid::{self, MAX_PREFIX_LENGTH, check_prefix, decode_valid_suffix};
use crate::{TypedIdFormat, Uuid};

/// The longest text of a typed ID: a 63-character prefix, `_`, and the longest body,
/// the 36 characters of the hyphenated form.
pub const MAX_TEXT_LENGTH: usize = MAX_PREFIX_LENGTH + 1 + 36;

/// `uuid` if `version` is `None` or its version; the body of `try_from_uuid`.
#[inline]
pub const fn check_version(uuid: Uuid, version: Option<u8>) -> Result<Uuid, TypedIdError> {
    match version {
        Some(expected) if uuid.get_version_num() != expected as usize => Err(
            TypedIdError::wrong_version(expected, uuid.get_version_num() as u8),
        ),
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

/// Writes the text form of `id` into `buf`.
#[allow(unsafe_code)]
pub fn encode<'b, T: TypedId>(id: &T, buf: &'b mut [u8; MAX_TEXT_LENGTH]) -> &'b str {
    let prefix = prefix::<T>();
    let uuid = *id.as_uuid();
    match T::FORMAT {
        TypedIdFormat::TypeId => match buf.first_chunk_mut() {
            // SAFETY: `prefix` follows the grammar: `prefix::<T>()` checked it at compile
            // time.
            Some(text) => unsafe { typeid::write(prefix, uuid, text) },
            None => "",
        },
        TypedIdFormat::Hyphenated if prefix.is_empty() => uuid.hyphenated().encode_lower(buf),
        format => {
            let body_at = if prefix.is_empty() {
                0
            } else {
                buf[..prefix.len()].copy_from_slice(prefix.as_bytes());
                buf[prefix.len()] = b'_';
                prefix.len() + 1
            };
            let mut body = [0; 36];
            let len = encode_body(format, uuid, &mut body).len();
            buf[body_at..body_at + len].copy_from_slice(&body[..len]);
            // SAFETY: a checked prefix, `_` and an encoder's output: ASCII.
            unsafe { crate::fmt::ascii_str(&mut buf[..body_at + len]) }
        }
    }
}

/// The body of the derived `Display`: the text form, padded as a whole.
pub fn fmt<T: TypedId>(id: &T, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.pad(encode(id, &mut [0; MAX_TEXT_LENGTH]))
}

/// The body of the derived `FromStr`: a fast path for valid text, [`parse_text`] for
/// the rest; then the version check.
pub fn parse<T: TypedId>(s: &str) -> Result<T, TypedIdError> {
    let prefix = prefix::<T>();
    let uuid = match parse_fast(s, prefix, T::FORMAT) {
        Some(uuid) => uuid,
        None => parse_text(s, prefix, T::FORMAT)?,
    };
    T::try_from_uuid(uuid)
}

/// The `T` valid text spells, or `None` (bad text, or the wrong version): [`parse`]'s fast
/// path alone, inlined into a `TypedIdEnum`'s `FromStr` so that a valid ID reaches the
/// enum without a `Result` that holds the error's room; `None` falls back to [`parse`]
/// for the error.
#[inline(always)]
pub fn parse_valid<T: TypedId>(s: &str) -> Option<T> {
    let uuid = parse_fast(s, prefix::<T>(), T::FORMAT)?;
    T::try_from_uuid(uuid).ok()
}

/// The UUID of valid text, or `None`: the expected prefix, `_` and a valid body, read
/// with the run-time decoders. Inlined into each typed ID's `parse`, where `prefix` and
/// `format` are constants, so that the comparison is a few instructions and one
/// decoder is linked.
#[inline]
fn parse_fast(s: &str, prefix: &'static str, format: TypedIdFormat) -> Option<Uuid> {
    let body = if prefix.is_empty() {
        s
    } else {
        // A `_` in the rest is not a base32, hex, base58 or base62 digit, so a longer
        // prefix falls through; in base64url the body's fixed length decides.
        s.strip_prefix(prefix)?.strip_prefix('_')?
    };
    match format {
        TypedIdFormat::TypeId => decode_valid_suffix(body.as_bytes()),
        TypedIdFormat::Hyphenated => crate::fmt::hex_decode(body.as_bytes()).map(Uuid::from_bytes),
        TypedIdFormat::Ulid => {
            crate::fmt::base32_decode::<true>(body.as_bytes().try_into().ok()?).map(Uuid::from_u128)
        }
        TypedIdFormat::Base64Url => Base64Url::try_parse(body).ok().map(Base64Url::into_uuid),
        TypedIdFormat::Base58 => Base58::try_parse(body).ok().map(Base58::into_uuid),
        TypedIdFormat::Base62 => Base62::try_parse(body).ok().map(Base62::into_uuid),
    }
}

/// The UUID a typed ID with `prefix` and `format` reads from `s`, or why `s` is not
/// such a text: what `try_parse` and `FromStr` return (before the version check).
#[inline]
pub const fn parse_text(
    s: &str,
    prefix: &'static str,
    format: TypedIdFormat,
) -> Result<Uuid, TypedIdError> {
    if let TypedIdFormat::TypeId = format {
        return parse_typeid(s.as_bytes(), prefix);
    }
    let b = s.as_bytes();
    let Some(body_at) = body_start(b, prefix) else {
        return Err(diagnose(s, prefix, format));
    };
    let (_, body) = s.as_bytes().split_at(body_at);
    match decode_body(body, format) {
        Ok(uuid) => Ok(uuid),
        Err(err) if !prefix.is_empty() => Err(TypedIdError::invalid_uuid(err.shifted(body_at))),
        // Without a prefix, the body is the whole text: it may be another prefix's ID.
        Err(err) => match other_prefix(b, format) {
            Some(found) => Err(TypedIdError::wrong_prefix(prefix, found)),
            None => Err(TypedIdError::invalid_uuid(err)),
        },
    }
}

/// Where the body starts: 0 without a prefix, past `prefix` and `_` if `b` starts so.
const fn body_start(b: &[u8], prefix: &str) -> Option<usize> {
    if prefix.is_empty() {
        return Some(0);
    }
    let p = prefix.as_bytes();
    if b.len() <= p.len() || b[p.len()] != b'_' {
        return None;
    }
    let (head, _) = b.split_at(p.len());
    if eq_bytes(head, p) {
        Some(p.len() + 1)
    } else {
        None
    }
}

/// The UUID of the body `b` in `format` (not TypeID), or the decoder's error.
const fn decode_body(b: &[u8], format: TypedIdFormat) -> Result<Uuid, Error> {
    // Every decoder reads UTF-8; `b` is a tail of text cut after an ASCII `_`.
    let s = utf8(b);
    match format {
        TypedIdFormat::TypeId | TypedIdFormat::Ulid => match Ulid::try_parse(s) {
            Ok(form) => Ok(*form.as_uuid()),
            Err(err) => Err(err),
        },
        TypedIdFormat::Hyphenated => Uuid::try_parse(s),
        TypedIdFormat::Base64Url => match Base64Url::try_parse(s) {
            Ok(form) => Ok(*form.as_uuid()),
            Err(err) => Err(err),
        },
        TypedIdFormat::Base58 => match Base58::try_parse(s) {
            Ok(form) => Ok(*form.as_uuid()),
            Err(err) => Err(err),
        },
        TypedIdFormat::Base62 => match Base62::try_parse(s) {
            Ok(form) => Ok(*form.as_uuid()),
            Err(err) => Err(err),
        },
    }
}

/// `b` as text: the tail of a `&str` after an ASCII byte, so valid UTF-8.
#[allow(unsafe_code)]
const fn utf8(b: &[u8]) -> &str {
    // SAFETY: callers pass the bytes of a `&str` from a character boundary on.
    // (`core::str::from_utf8` is `const` only from Rust 1.87, above the MSRV.)
    unsafe { core::str::from_utf8_unchecked(b) }
}

/// The prefix of `b` if it is a valid prefix other than the expected one, `_` and a
/// valid body in `format`: a typed ID of another type. In base64url, whose alphabet has
/// `_`, the body is the last 22 characters; in the other formats, what follows the last
/// `_`.
const fn other_prefix(b: &[u8], format: TypedIdFormat) -> Option<&[u8]> {
    let separator = if let TypedIdFormat::Base64Url = format {
        match b.len().checked_sub(base64url::LENGTH + 1) {
            Some(at) if b[at] == b'_' => at,
            _ => return None,
        }
    } else {
        let mut at = b.len();
        while at > 0 && b[at - 1] != b'_' {
            at -= 1;
        }
        if at == 0 {
            return None;
        }
        at - 1
    };
    let (found, rest) = b.split_at(separator);
    let (_, body) = rest.split_at(1);
    if check_prefix_bytes(found).is_ok() && decode_body(body, format).is_ok() {
        Some(found)
    } else {
        None
    }
}

/// Why `s`, which does not start with `prefix` (not empty) and `_`, is not the text of
/// a typed ID with that prefix and `format` (not TypeID): another prefix, none, a UUID
/// in an RFC 9562 form, or none of these.
#[cold]
const fn diagnose(s: &str, prefix: &'static str, format: TypedIdFormat) -> TypedIdError {
    let b = s.as_bytes();
    if let Some(found) = other_prefix(b, format) {
        return TypedIdError::wrong_prefix(prefix, found);
    }
    if decode_body(b, format).is_ok() {
        return TypedIdError::wrong_prefix(prefix, &[]);
    }
    let found = match hex::parse(s) {
        Ok(bytes) => Some(Uuid::from_bytes(bytes)),
        Err(_) => None,
    };
    TypedIdError::wrong_format(prefix, format, found)
}

/// A TypeID whose prefix must be `expected` (possibly empty): a well-formed TypeID with
/// another prefix is the wrong prefix; a UUID in one of its own text forms is named as
/// such, with its TypeID; anything else is what the TypeID parser says, with its
/// position in `s`.
const fn parse_typeid(b: &[u8], expected: &'static str) -> Result<Uuid, TypedIdError> {
    match typeid::parse_bytes(b) {
        Ok((found, uuid)) => {
            if eq_bytes(found, expected.as_bytes()) {
                Ok(uuid)
            } else {
                Err(TypedIdError::wrong_prefix(expected, found))
            }
        }
        Err(err) => match hex::parse(utf8(b)) {
            Ok(bytes) => Err(TypedIdError::uuid_not_typeid(
                expected,
                Uuid::from_bytes(bytes),
            )),
            Err(_) => Err(TypedIdError::invalid_typeid(err)),
        },
    }
}

/// The panic of a typed ID's `ty::method` (`parse`) given text that is not one of its
/// values: in a `const` item, a build error with the message and the text drawn.
///
/// # Panics
///
/// Always: that is what it is for.
#[track_caller]
pub const fn text_error(ty: &str, method: &str, text: &str, err: TypedIdError) -> ! {
    panic!("{}", err.message_with(ty, method, text).as_str())
}

/// The body of the derived `new()` for the generated versions. Inlined, so that the
/// constant version picks one generator and the others are not linked.
#[cfg(feature = "std")]
#[inline]
pub fn generate(version: u8) -> Uuid {
    match version {
        1 => crate::generate::process_gregorian().generate_v1(),
        4 => Uuid::new_v4(),
        6 => crate::generate::process_gregorian().generate_v6(),
        _ => Uuid::now_v7(),
    }
}
