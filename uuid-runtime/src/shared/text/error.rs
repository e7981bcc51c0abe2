//! Why a string is not a UUID in the text form asked for, and where: the one error
//! type of every text parser, the four RFC 9562 forms and the compact ones alike, with
//! messages written in `const fn` (so that a constant checked at compile time fails the
//! build with the same text).

use core::ops::Range;

/// What [`ErrorKind::Nil`] and `NilUuidError` say.
pub(crate) const NIL_MESSAGE: &str = "unexpected nil UUID: expected a non-nil UUID";

/// The text form a parser reads, which its messages name. Not public: the kind and the
/// position say what is wrong; the form only words the message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// Any of the four RFC 9562 forms (`Uuid::parse_str`).
    Rfc,
    /// Only the hyphenated form.
    Hyphenated,
    /// Only the simple form.
    Simple,
    /// Only the braced form.
    Braced,
    /// Only the URN form.
    Urn,
    /// A ULID: 26 characters of Crockford base32.
    Ulid,
    /// 22 characters of base64url (RFC 4648 §5), unpadded.
    Base64Url,
    /// 22 base58 digits (the Bitcoin alphabet).
    Base58,
    /// 22 base62 digits.
    Base62,
}

/// What is wrong with a string that is not a UUID in the text form asked for.
///
/// Returned by [`ParseError::kind`]. The offending character, when there is one, is a
/// whole `char`, also for non-ASCII input. The kinds from [`SurroundingWhitespace`](Self::SurroundingWhitespace)
/// to [`BracedUrn`](Self::BracedUrn) are the RFC 9562 forms' own; [`Overflow`](Self::Overflow),
/// [`NonZeroTrailingBits`](Self::NonZeroTrailingBits) and [`Padding`](Self::Padding) the
/// compact forms' (ULID, base64url, base58, base62), which share the others.
///
/// ```
/// use uuid_runtime::{ErrorKind, Uuid};
///
/// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cg").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidCharacter { found: 'g' });
/// assert_eq!(err.position(), 35);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The string is empty.
    Empty,
    /// A character outside the form's alphabet (a hex digit, or a hyphen in its place,
    /// for the RFC 9562 forms).
    InvalidCharacter {
        /// The character found.
        found: char,
    },
    /// The string has none of the form's lengths (32, 36, 38 or 45 characters for any of
    /// the RFC 9562 forms, and then no hyphens that would make its groups tell more; 26
    /// for a ULID; 22 for base64url, base58 and base62).
    InvalidLength {
        /// The length found, in characters.
        found: usize,
    },
    /// The string is not shaped like a UUID at all: none of the four accepted lengths,
    /// and fewer than three in four of its characters are hex digits or hyphens
    /// (`"hello"`, `"TODO"`, `"not-a-uuid"`). Reported once, rather than character by
    /// character.
    NotAUuid {
        /// The length found, in characters.
        found: usize,
    },
    /// Whitespace before or after the UUID (a space, a tab, a newline...).
    SurroundingWhitespace {
        /// The whitespace character at the reported position.
        found: char,
    },
    /// A group of the hyphenated form has the wrong number of hex digits.
    InvalidGroupLength {
        /// Which group, from 1 to 5.
        group: usize,
        /// The number of hex digits the group must have.
        expected: usize,
        /// The number of hex digits found.
        found: usize,
    },
    /// The hyphenated form has fewer than five groups.
    InvalidGroupCount {
        /// The number of groups found.
        found: usize,
    },
    /// A hyphen where a hex digit belongs.
    MisplacedHyphen,
    /// Something other than a hyphen where a hyphen belongs.
    MissingHyphen {
        /// The character found in the hyphen's place.
        found: char,
    },
    /// A `{` without its closing `}`.
    MissingClosingBrace,
    /// A `}` without its opening `{`.
    MissingOpeningBrace,
    /// A URN whose prefix is not `urn:uuid:`.
    InvalidUrnPrefix,
    /// A brace in a URN, as in `urn:uuid:{...}`: the URN form has none.
    BracedUrn {
        /// The brace found.
        found: char,
    },
    /// The nil UUID, where a `NonNilUuid` is parsed: well-formed,
    /// but not allowed (as `NonZeroU32` parsing `0` gives `IntErrorKind::Zero`).
    Nil,
    /// The text spells a number above 2^128 - 1, the largest UUID: a ULID whose first
    /// character is above `7` (26 digits hold 130 bits), base58 or base62 text above
    /// `YcVfxkQb6JRzqk5kF2tNLv` or `7n42DGM5Tflk9n8mt7Fhc7`.
    Overflow,
    /// The last character of base64url text carries bits past the 128: 22 characters
    /// hold 132 bits, and the last four must be zero so that each UUID has one text.
    NonZeroTrailingBits {
        /// The last character.
        found: char,
    },
    /// Padding (`=`) in base64url text: the form is unpadded.
    Padding,
}

/// Why a string is not a UUID, and where.
///
/// Plain data, so that `const fn` parsing can return it. Positions count characters,
/// not bytes, from 0.
///
/// Where something is missing at the end of the input (the empty string, a last group
/// with no digits), the position is the input's length in characters, the span is
/// empty, and there is no [`character`](Self::character).
///
/// ```
/// use uuid_runtime::Uuid;
///
/// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cg").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid character `g` at position 35: expected a hex digit"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    // Seen by `diagnosis.rs`, which writes the messages.
    pub(super) kind: ErrorKind,
    pub(super) start: usize,
    pub(super) end: usize,
    /// Offset of the hyphenated body, to name where hyphens belong.
    pub(super) body: usize,
    /// The form the parser read, which the message names.
    pub(super) form: Form,
}

impl ParseError {
    /// An error of one of the RFC 9562 forms' parser; see [`in_form`](Self::in_form).
    pub(crate) const fn new(kind: ErrorKind, start: usize, end: usize, body: usize) -> Self {
        Self {
            kind,
            start,
            end,
            body,
            form: Form::Rfc,
        }
    }

    /// This error, worded for `form`.
    pub(crate) const fn in_form(self, form: Form) -> Self {
        Self { form, ..self }
    }

    /// This error at `by` characters further on: for text read after a prefix of that
    /// many characters (a typed ID's `user_`).
    pub(crate) const fn shifted(self, by: usize) -> Self {
        Self {
            start: self.start + by,
            end: self.end + by,
            body: self.body + by,
            ..self
        }
    }

    /// The error for the nil UUID written in `len` characters, where a non-nil one is
    /// required: it covers the whole text.
    pub(crate) const fn nil(len: usize) -> Self {
        Self::new(ErrorKind::Nil, 0, len, 0)
    }

    /// What is wrong.
    ///
    /// ```
    /// use uuid_runtime::{ErrorKind, Uuid};
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c").unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     ErrorKind::InvalidGroupLength { group: 5, expected: 12, found: 11 }
    /// );
    /// ```
    #[inline]
    pub const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The 0-based character position where the problem starts; the input's length
    /// when what is missing is at its end.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c").unwrap_err();
    /// assert_eq!(err.position(), 24); // the start of group 5
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-").unwrap_err();
    /// assert_eq!((err.position(), err.span(), err.character()), (24, 24..24, None));
    /// ```
    #[inline]
    pub const fn position(&self) -> usize {
        self.start
    }

    /// The characters the problem covers, as a range of 0-based character positions.
    /// It is empty where something is missing (an empty group).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let err = Uuid::parse_str("urn:uid:67e55044-10b1-426f-9247-bb680e5fe0c8").unwrap_err();
    /// assert_eq!(err.span(), 0..8);
    /// ```
    #[inline]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The offending character, for the kinds that have one.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cé").unwrap_err();
    /// assert_eq!(err.character(), Some('é'));
    /// ```
    #[inline]
    pub const fn character(&self) -> Option<char> {
        match self.kind {
            ErrorKind::InvalidCharacter { found }
            | ErrorKind::MissingHyphen { found }
            | ErrorKind::SurroundingWhitespace { found }
            | ErrorKind::BracedUrn { found }
            | ErrorKind::NonZeroTrailingBits { found } => Some(found),
            _ => None,
        }
    }
}
