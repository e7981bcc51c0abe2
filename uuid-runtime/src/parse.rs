//! Parsing the four text forms, through the grammar shared with `uuid!`.

use core::str::FromStr;

use crate::shared::text::hex;
use crate::{ParseError, Uuid};

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
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    #[inline]
    pub fn parse_str(s: &str) -> Result<Self, ParseError> {
        crate::fmt::parse_hex(s)
    }

    /// [`Uuid::parse_str`] as a `const fn`, for `const` items and other `const`
    /// contexts: the same grammar, values and errors, in portable code (which run-time
    /// callers need not prefer: `parse_str` is faster).
    ///
    /// ```
    /// use uuid_runtime::{ErrorKind, Uuid};
    ///
    /// const ID: Uuid = match Uuid::try_parse("urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8") {
    ///     Ok(id) => id,
    ///     Err(_) => panic!("not a UUID"),
    /// };
    /// assert_eq!(ID, Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c8")?);
    ///
    /// const ERROR: Option<ErrorKind> = match Uuid::try_parse("67e55044") {
    ///     Ok(_) => None,
    ///     Err(err) => Some(err.kind()),
    /// };
    /// assert_eq!(ERROR, Some(ErrorKind::InvalidLength { found: 8 }));
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    #[inline]
    pub const fn try_parse(s: &str) -> Result<Self, ParseError> {
        match hex::parse(s) {
            Ok(bytes) => Ok(Self::from_bytes(bytes)),
            Err(err) => Err(err),
        }
    }
}

impl FromStr for Uuid {
    type Err = ParseError;

    #[inline]
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse_str(s)
    }
}

impl TryFrom<&str> for Uuid {
    type Error = ParseError;

    #[inline]
    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Self::parse_str(s)
    }
}
