//! The TypeID text form (TypeID spec v0.3.0): a type prefix, `_`, and the UUID in
//! 26 characters of lowercase Crockford base32, as in
//! `user_01h455vb4pex5vsknk084sn02q`.
//!
//! The prefix is 0 to 63 lowercase ASCII letters and `_`, neither first nor last;
//! with an empty prefix the TypeID is the bare suffix, without `_`. The suffix is
//! the 128 bits of the UUID, big-endian, after two zero bits: 130 bits in 26 groups
//! of 5, written with the alphabet `0123456789abcdefghjkmnpqrstvwxyz`. Decoding is
//! strict: no uppercase, no hyphens, no look-alike substitutions.
//!
//! Nothing here allocates, and encoding and decoding are `const fn`.
//!
//! ```
//! use uuid_runtime::Uuid;
//! use uuid_runtime::typeid::TypeId;
//!
//! let uuid = Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?;
//! let id = TypeId::new("user", uuid)?;
//! assert_eq!(id.to_string(), "user_01h455vb4pex5vsknk084sn02q");
//! let back = TypeId::parse_str("user_01h455vb4pex5vsknk084sn02q")?;
//! assert_eq!((back.prefix(), back.into_uuid()), ("user", uuid));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub(crate) mod codec;
mod error;

use core::fmt;

pub use self::codec::TypeIdSuffix;
use self::codec::decode_suffix_at;
pub(crate) use self::codec::decode_valid_suffix;
pub use self::error::{TypeIdError, TypeIdErrorKind};
use crate::Uuid;
use crate::fmt::ascii_str;
use crate::shared::text::base32;
use crate::shared::text::prefix::check_prefix_bytes;
pub use crate::shared::text::prefix::{
    MAX_PREFIX_LENGTH, PrefixError, PrefixErrorKind, check_prefix,
};

/// [`TypeId::MAX_LENGTH`], outside the generic `impl` so array types can name it; the
/// longest text form of a typed ID too (longer than the 36 characters of the
/// hyphenated form).
pub(crate) const MAX_TEXT_LENGTH: usize = MAX_PREFIX_LENGTH + 1 + TypeIdSuffix::LENGTH;

/// Writes `prefix`, `_` and the suffix of `uuid` (just the suffix for an empty prefix)
/// into `buf`.
///
/// # Safety
///
/// `prefix` follows the prefix grammar ([`check_prefix`]), so it is ASCII (and at most
/// [`MAX_PREFIX_LENGTH`] bytes long, or this panics).
#[inline]
#[allow(unsafe_code)]
pub(crate) unsafe fn write<'b>(
    prefix: &str,
    uuid: Uuid,
    buf: &'b mut [u8; MAX_TEXT_LENGTH],
) -> &'b mut str {
    let prefix = prefix.as_bytes();
    let suffix_start = if prefix.is_empty() {
        0
    } else {
        copy_short(&mut buf[..prefix.len()], prefix);
        buf[prefix.len()] = b'_';
        prefix.len() + 1
    };
    let (text, _) = buf.split_at_mut(suffix_start + TypeIdSuffix::LENGTH);
    if let Some(suffix) = text.last_chunk_mut() {
        base32::encode(uuid.as_u128(), false, suffix);
    }
    // SAFETY: `text` is the prefix (ASCII, as the caller guarantees), `_` and base32
    // digits.
    unsafe { ascii_str(text) }
}

/// Copies `src` into `dst`, which has its length: prefixes are short, and two
/// overlapping word copies are cheaper than a call to `memcpy`.
#[inline(always)]
fn copy_short(dst: &mut [u8], src: &[u8]) {
    let len = src.len();
    if len >= 16 {
        dst.copy_from_slice(src);
    } else if len >= 8 {
        dst[..8].copy_from_slice(&src[..8]);
        dst[len - 8..].copy_from_slice(&src[len - 8..]);
    } else if len >= 4 {
        dst[..4].copy_from_slice(&src[..4]);
        dst[len - 4..].copy_from_slice(&src[len - 4..]);
    } else {
        for (d, s) in dst.iter_mut().zip(src) {
            *d = *s;
        }
    }
}

/// A TypeID: a checked prefix and a UUID, borrowed from its text or from the caller.
///
/// `Display` writes the text form, `prefix_suffix` or the bare suffix when the
/// prefix is empty, without allocating.
///
/// ```
/// use uuid_runtime::typeid::TypeId;
/// use uuid_runtime::Uuid;
///
/// let id = TypeId::parse_str("pre_fix_00000000000000000000000000")?;
/// assert_eq!(id.prefix(), "pre_fix");
/// assert_eq!(id.into_uuid(), Uuid::NIL);
/// assert_eq!(TypeId::new("", Uuid::MAX)?.to_string(), "7zzzzzzzzzzzzzzzzzzzzzzzzz");
/// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId<'a> {
    prefix: &'a str,
    uuid: Uuid,
}

impl<'a> TypeId<'a> {
    /// The longest TypeID text: a 63-character prefix, `_` and the 26-digit suffix.
    ///
    /// ```
    /// use uuid_runtime::typeid::{TypeId, MAX_PREFIX_LENGTH};
    /// use uuid_runtime::Uuid;
    ///
    /// let prefix = "a".repeat(MAX_PREFIX_LENGTH);
    /// let id = TypeId::new(&prefix, Uuid::NIL)?;
    /// assert_eq!(id.to_string().len(), TypeId::MAX_LENGTH);
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    pub const MAX_LENGTH: usize = MAX_TEXT_LENGTH;

    /// A TypeID of `uuid` with `prefix`, which must follow the prefix grammar (see
    /// [`check_prefix`]); it may be empty.
    ///
    /// New TypeIDs should hold a version 7 UUID; any version is accepted.
    ///
    /// ```
    /// use uuid_runtime::typeid::{PrefixErrorKind, TypeId, TypeIdErrorKind};
    /// use uuid_runtime::Uuid;
    ///
    /// const ID: TypeId<'static> = match TypeId::new("user", Uuid::NIL) {
    ///     Ok(id) => id,
    ///     Err(_) => panic!("bad prefix"),
    /// };
    /// assert_eq!(ID.to_string(), "user_00000000000000000000000000");
    ///
    /// let err = TypeId::new("user_", Uuid::NIL).unwrap_err();
    /// assert_eq!(err.kind(), TypeIdErrorKind::Prefix(PrefixErrorKind::EndsWithUnderscore));
    /// assert_eq!(err.position(), 4);
    /// ```
    #[inline]
    pub const fn new(prefix: &'a str, uuid: Uuid) -> Result<Self, TypeIdError> {
        match check_prefix(prefix) {
            Ok(()) => Ok(Self { prefix, uuid }),
            Err(err) => Err(TypeIdError::from_prefix(err)),
        }
    }

    /// Parses the text form. The prefix is everything before the last `_` (none when
    /// there is no `_`), the suffix everything after it.
    ///
    /// The error names the first problem and its character position in `s`: the
    /// prefix is checked first, then the suffix's length, characters and value.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    /// use uuid_runtime::Uuid;
    ///
    /// let id = TypeId::parse_str("user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(id.prefix(), "user");
    /// assert_eq!(id.into_uuid(), Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?);
    ///
    /// let err = TypeId::parse_str("user_01h455vb4pex5vsknk084sn0").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid suffix length at position 5: expected 26 characters, found 24"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn parse_str(s: &'a str) -> Result<Self, TypeIdError> {
        match Self::parse_valid(s) {
            Some(id) => Ok(id),
            None => Self::diagnose(s),
        }
    }

    /// [`parse_str`](Self::parse_str) in a `const fn`, for `const` items: the same
    /// texts, values and errors, in portable code (which run-time callers need not
    /// prefer: `parse_str` decodes with vector instructions).
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    ///
    /// const ADMIN: TypeId<'static> = match TypeId::try_parse("user_01h455vb4pex5vsknk084sn02q") {
    ///     Ok(id) => id,
    ///     Err(_) => panic!("not a TypeID"),
    /// };
    /// assert_eq!(ADMIN.prefix(), "user");
    /// ```
    #[inline]
    pub const fn try_parse(s: &'a str) -> Result<Self, TypeIdError> {
        match parse_bytes(s.as_bytes()) {
            #[allow(unsafe_code)]
            Ok((prefix, uuid)) => Ok(Self {
                // SAFETY: `parse_bytes` accepted the prefix: ASCII letters and `_`.
                prefix: unsafe { crate::shared::utf8::str_unchecked(prefix) },
                uuid,
            }),
            Err(err) => Err(err),
        }
    }

    /// The fast path for valid text: the suffix is the last 26 bytes and the
    /// separator the byte before them (a suffix has no `_`), so nothing is searched.
    #[inline(always)]
    fn parse_valid(s: &'a str) -> Option<Self> {
        let (prefix, suffix) = match s.len().checked_sub(TypeIdSuffix::LENGTH + 1) {
            None if s.len() == TypeIdSuffix::LENGTH => ("", s.as_bytes()),
            Some(separator) if separator > 0 && s.as_bytes()[separator] == b'_' => {
                let (prefix, rest) = s.split_at(separator);
                (prefix, &rest.as_bytes()[1..])
            }
            _ => return None,
        };
        if check_prefix(prefix).is_err() {
            return None;
        }
        let uuid = decode_valid_suffix(suffix)?;
        Some(Self { prefix, uuid })
    }

    /// The slow path: the first problem, in the order the grammar reads (see
    /// [`TypeId::parse_str`]). It parses valid text too, so it needs no fast path's help.
    #[cold]
    #[inline(never)]
    fn diagnose(s: &'a str) -> Result<Self, TypeIdError> {
        let (prefix, uuid) = parse_bytes(s.as_bytes())?;
        let (prefix, _) = s.split_at(prefix.len());
        Ok(Self { prefix, uuid })
    }

    /// The prefix, possibly empty.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    ///
    /// assert_eq!(TypeId::parse_str("user_00000000000000000000000000")?.prefix(), "user");
    /// assert_eq!(TypeId::parse_str("00000000000000000000000000")?.prefix(), "");
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    #[inline]
    pub const fn prefix(&self) -> &'a str {
        self.prefix
    }

    /// The UUID.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    /// use uuid_runtime::Uuid;
    ///
    /// let id = TypeId::parse_str("user_00000000000000000000000010")?;
    /// assert_eq!(id.into_uuid(), Uuid::from_u128(32));
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    #[inline]
    pub const fn as_uuid(&self) -> &Uuid {
        &self.uuid
    }

    /// The UUID.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    /// use uuid_runtime::Uuid;
    ///
    /// let id = TypeId::new("user", Uuid::max())?;
    /// assert!(id.into_uuid().is_max());
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    #[inline]
    pub const fn into_uuid(self) -> Uuid {
        self.uuid
    }

    /// Writes the text form into `buf` and returns it as text; it is at most
    /// [`TypeId::MAX_LENGTH`] characters long.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    /// use uuid_runtime::Uuid;
    ///
    /// let mut buf = [0; TypeId::MAX_LENGTH];
    /// let id = TypeId::new("user", Uuid::from_u128(1))?;
    /// assert_eq!(id.encode(&mut buf), "user_00000000000000000000000001");
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// If `buf` is shorter than the text (at most [`TypeId::MAX_LENGTH`] bytes, which is
    /// always long enough).
    #[allow(unsafe_code)]
    #[inline]
    #[track_caller]
    pub fn encode<'b>(&self, buf: &'b mut [u8]) -> &'b mut str {
        let needed = self.text_length();
        let found = buf.len();
        if found >= MAX_TEXT_LENGTH {
            let (head, _) = buf.split_at_mut(MAX_TEXT_LENGTH);
            let full =
                <&mut [u8; MAX_TEXT_LENGTH]>::try_from(head).unwrap_or_else(|_| unreachable!());
            // SAFETY: a `TypeId`'s prefix follows the grammar: `new` and `parse` checked it.
            unsafe { write(self.prefix, self.uuid, full) }
        } else if found >= needed {
            let out = &mut buf[..needed];
            let mut full = [0; MAX_TEXT_LENGTH];
            // SAFETY: as above.
            let text = unsafe { write(self.prefix, self.uuid, &mut full) };
            out.copy_from_slice(text.as_bytes());
            // SAFETY: a copy of `text`, a `&str`.
            unsafe { ascii_str(out) }
        } else {
            panic!("TypeId::encode: a buffer of {found} bytes is shorter than the text's {needed}")
        }
    }

    /// The length of the text, in characters (and bytes: it is ASCII).
    const fn text_length(&self) -> usize {
        if self.prefix.is_empty() {
            TypeIdSuffix::LENGTH
        } else {
            self.prefix.len() + 1 + TypeIdSuffix::LENGTH
        }
    }
}

/// The text form; width, fill and alignment apply to the whole of it.
impl fmt::Display for TypeId<'_> {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.encode(&mut [0; MAX_TEXT_LENGTH]))
    }
}

impl<'a> TryFrom<&'a str> for TypeId<'a> {
    type Error = TypeIdError;

    #[inline]
    fn try_from(s: &'a str) -> Result<Self, Self::Error> {
        Self::parse_str(s)
    }
}

/// The prefix (as bytes of `b`) and the UUID of the TypeID `b`, in `const fn`: what
/// [`TypeId::parse_str`] does, without its run-time fast path. The prefix is everything
/// before the last `_`, so it is ASCII when it is valid.
pub(crate) const fn parse_bytes(b: &[u8]) -> Result<(&[u8], Uuid), TypeIdError> {
    let mut separator = b.len();
    while separator > 0 && b[separator - 1] != b'_' {
        separator -= 1;
    }
    if separator == 0 {
        return match decode_suffix_at(b, 0) {
            Ok(uuid) => Ok((&[], uuid)),
            Err(err) => Err(err),
        };
    }
    // `separator` is just past the last `_`.
    let (prefix, rest) = b.split_at(separator - 1);
    if prefix.is_empty() {
        return Err(TypeIdError::new(TypeIdErrorKind::EmptyPrefix, 0));
    }
    if let Err(err) = check_prefix_bytes(prefix) {
        return Err(TypeIdError::from_prefix(err));
    }
    // The prefix is ASCII now, so byte offsets past it are character positions.
    let (_, suffix) = rest.split_at(1);
    match decode_suffix_at(suffix, separator) {
        Ok(uuid) => Ok((prefix, uuid)),
        Err(err) => Err(err),
    }
}
