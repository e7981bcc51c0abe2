//! Reading the four RFC 9562 text forms (through the grammar shared with `uuid!`), and
//! the `uuid` crate's conversions to and from text. The forms' adapters, which write
//! them, are in `fmt/`.

use core::str::FromStr;

use crate::shared::text::hex;
use crate::shared::utf8::char_count;
use crate::{Error, Uuid};

impl Uuid {
    /// Parses any of the four text forms: hyphenated (36 characters), simple (32 hex
    /// digits), braced (`{...}`, 38) or URN (`urn:uuid:...`, 45, the prefix in any case).
    /// Hex digits may be in either case. Nothing else is accepted: no surrounding
    /// white space, no other separators, no partial groups.
    ///
    /// The error says what is wrong and at which character; it is the same grammar,
    /// with the same errors, that the `uuid!` macro checks at compile time.
    ///
    /// Valid text is decoded with vector instructions: SSE2 on `x86_64`, AVX2 where the
    /// processor has it (detected at the first call where `std` is on, known at compile
    /// time where it is not). In `const` contexts, use [`Uuid::try_parse`]: the same
    /// grammar, values and errors, in a `const fn`.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8")?;
    /// assert_eq!(id, Uuid::parse_str("67E5504410B1426F9247BB680E5FE0C8")?);
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid group length in group 5: expected 12 hex digits, found 10"
    /// );
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub fn parse_str(s: &str) -> Result<Self, Error> {
        crate::fmt::parse_hex(s)
    }

    /// [`Uuid::parse_str`] as a `const fn`, for `const` items and other `const`
    /// contexts: the same grammar, values and errors, in portable code (which run-time
    /// callers need not prefer: `parse_str` is faster). The `uuid` crate's name: it
    /// returns the error, as every `try_parse` of this crate does, and its panicking
    /// twin is the macro [`uuid!`](crate::uuid!), which checks at compile time.
    ///
    /// ```
    /// use uuid_runtime::{UuidErrorKind, Uuid};
    ///
    /// const ID: Uuid = match Uuid::try_parse("urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8") {
    ///     Ok(id) => id,
    ///     Err(_) => panic!("not a UUID"),
    /// };
    /// assert_eq!(ID, Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c8")?);
    ///
    /// const ERROR: Option<UuidErrorKind> = match Uuid::try_parse("67e55044") {
    ///     Ok(_) => None,
    ///     Err(err) => Some(err.kind()),
    /// };
    /// assert_eq!(ERROR, Some(UuidErrorKind::InvalidLength { found: 8 }));
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn try_parse(s: &str) -> Result<Self, Error> {
        match hex::parse(s) {
            Ok(bytes) => Ok(Self::from_bytes(bytes)),
            Err(err) => Err(err),
        }
    }

    /// [`Uuid::try_parse`] of bytes that should be ASCII text (the `uuid` crate's
    /// function): bytes that are not UTF-8 are an error of kind
    /// [`InvalidUtf8`](crate::UuidErrorKind::InvalidUtf8).
    ///
    /// ```
    /// use uuid_runtime::{Uuid, UuidErrorKind};
    ///
    /// let id = Uuid::try_parse_ascii(b"67e55044-10b1-426f-9247-bb680e5fe0c8")?;
    /// assert_eq!(id.get_version_num(), 4);
    ///
    /// let err = Uuid::try_parse_ascii(b"67e55044\xff").unwrap_err();
    /// assert_eq!((err.kind(), err.position()), (UuidErrorKind::InvalidUtf8, 8));
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn try_parse_ascii(input: &[u8]) -> Result<Self, Error> {
        match crate::shared::utf8::invalid_from(input) {
            #[allow(unsafe_code)]
            // SAFETY: `invalid_from` found no invalid byte.
            None => Self::try_parse(unsafe { crate::shared::utf8::str_unchecked(input) }),
            Some(valid_up_to) => {
                let (valid, _) = input.split_at(valid_up_to);
                Err(Error::invalid_utf8(char_count(valid)))
            }
        }
    }

    /// A buffer long enough for every adapter's `encode_lower` and `encode_upper` (the
    /// `uuid` crate's function): 45 bytes, a URN's length.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::NAMESPACE_DNS;
    /// assert_eq!(
    ///     id.simple().encode_lower(&mut Uuid::encode_buffer()),
    ///     "6ba7b8109dad11d180b400c04fd430c8"
    /// );
    /// ```
    #[inline]
    pub const fn encode_buffer() -> [u8; crate::fmt::Urn::LENGTH] {
        [0; crate::fmt::Urn::LENGTH]
    }
}

impl FromStr for Uuid {
    type Err = Error;

    #[inline]
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse_str(s)
    }
}

impl TryFrom<&str> for Uuid {
    type Error = Error;

    #[inline]
    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Self::parse_str(s)
    }
}

/// The same as [`Uuid::parse_str`], for text in a `String` (the `uuid` crate's
/// conversion; `std`).
///
/// ```
/// use uuid_runtime::Uuid;
///
/// let id = Uuid::try_from(String::from("67e55044-10b1-426f-9247-bb680e5fe0c8"))?;
/// assert_eq!(id.get_version_num(), 4);
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
#[cfg(feature = "std")]
impl TryFrom<std::string::String> for Uuid {
    type Error = Error;

    #[inline]
    fn try_from(s: std::string::String) -> Result<Self, Self::Error> {
        Self::parse_str(&s)
    }
}

/// The hyphenated form, lowercase, as `Display` writes it (the `uuid` crate's
/// conversion; `std`).
///
/// ```
/// let text = String::from(uuid_runtime::Uuid::NAMESPACE_URL);
/// assert_eq!(text, "6ba7b811-9dad-11d1-80b4-00c04fd430c8");
/// ```
#[cfg(feature = "std")]
impl From<Uuid> for std::string::String {
    #[inline]
    fn from(id: Uuid) -> Self {
        std::string::ToString::to_string(&id)
    }
}
