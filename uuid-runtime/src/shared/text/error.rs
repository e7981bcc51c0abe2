//! Why text or bytes are not a UUID, and where: the one error type of every parser,
//! the four RFC 9562 forms and the compact ones alike, and of slices of the wrong
//! length (the `uuid` crate's `Error`), with messages written in `const fn` (so that a
//! constant checked at compile time fails the build with the same text).

use core::ops::Range;

/// What [`UuidErrorKind::Nil`] says.
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
    /// 16 octets (`Uuid::from_slice`): lengths are counted in bytes.
    Bytes,
}

impl Form {
    /// The form whose discriminant is `value` (`Form::X as u8`), for code that takes the
    /// form as a const parameter; [`Form::Rfc`] for any other value.
    pub const fn from_u8(value: u8) -> Self {
        const FORMS: [Form; 10] = [
            Form::Rfc,
            Form::Hyphenated,
            Form::Simple,
            Form::Braced,
            Form::Urn,
            Form::Ulid,
            Form::Base64Url,
            Form::Base58,
            Form::Base62,
            Form::Bytes,
        ];
        if (value as usize) < FORMS.len() {
            FORMS[value as usize]
        } else {
            Form::Rfc
        }
    }
}

/// What is wrong with text or bytes that are not a UUID: the kinds of [`Error`], named
/// for it (the kinds of the other errors are named for theirs: [`TypedIdErrorKind`],
/// [`TypeIdErrorKind`], [`ParseTimestampErrorKind`]).
///
/// [`TypedIdErrorKind`]: crate::TypedIdErrorKind
/// [`TypeIdErrorKind`]: crate::typeid::TypeIdErrorKind
/// [`ParseTimestampErrorKind`]: crate::ParseTimestampErrorKind
///
/// Returned by [`Error::kind`]. The offending character, when there is one, is a
/// whole `char`, also for non-ASCII input. The kinds from [`SurroundingWhitespace`](Self::SurroundingWhitespace)
/// to [`BracedUrn`](Self::BracedUrn) are the RFC 9562 forms' own; [`Overflow`](Self::Overflow),
/// [`NonZeroTrailingBits`](Self::NonZeroTrailingBits) and [`Padding`](Self::Padding) the
/// compact forms' (ULID, base64url, base58, base62), which share the others.
///
/// ```
/// use uuid_runtime::{UuidErrorKind, Uuid};
///
/// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cg").unwrap_err();
/// assert_eq!(err.kind(), UuidErrorKind::InvalidCharacter { found: 'g' });
/// assert_eq!(err.position(), 35);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UuidErrorKind {
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
    /// for a ULID; 22 for base64url, base58 and base62), or a slice of octets is not 16
    /// long ([`Uuid::from_slice`](crate::Uuid::from_slice)).
    InvalidLength {
        /// The length found, in characters (in bytes for a slice of octets).
        found: usize,
    },
    /// Bytes read as text ([`Uuid::try_parse_ascii`](crate::Uuid::try_parse_ascii)) that
    /// are not UTF-8, at the error's position (the characters before it are valid).
    InvalidUtf8,
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

/// Why text or bytes are not a UUID, and where: the error of every parser (the four
/// RFC 9562 forms, the compact forms, a `NonNilUuid`'s nil) and of
/// [`Uuid::from_slice`](crate::Uuid::from_slice) (the `uuid` crate's `Error`, so that
/// code written for it builds; what is wrong is [`kind`](Self::kind)).
///
/// Plain data, so that `const fn` parsing can return it. Positions count characters,
/// not bytes, from 0 (a slice's error covers the slice).
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
pub struct Error {
    // Seen by `diagnosis.rs`, which writes the messages.
    pub(super) kind: UuidErrorKind,
    pub(super) start: usize,
    pub(super) end: usize,
    /// Offset of the hyphenated body, to name where hyphens belong.
    pub(super) body: usize,
    /// The form the parser read, which the message names.
    pub(super) form: Form,
}

impl Error {
    /// An error of one of the RFC 9562 forms' parser; see [`in_form`](Self::in_form).
    pub(crate) const fn new(kind: UuidErrorKind, start: usize, end: usize, body: usize) -> Self {
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
        Self::new(UuidErrorKind::Nil, 0, len, 0)
    }

    /// The error for a slice of `len` octets, not 16.
    pub(crate) const fn byte_length(len: usize) -> Self {
        Self::new(UuidErrorKind::InvalidLength { found: len }, 0, len, 0).in_form(Form::Bytes)
    }

    /// The error for bytes that are not UTF-8 after `valid` characters that are.
    pub(crate) const fn invalid_utf8(valid: usize) -> Self {
        Self::new(UuidErrorKind::InvalidUtf8, valid, valid, 0)
    }

    /// What is wrong.
    ///
    /// ```
    /// use uuid_runtime::{UuidErrorKind, Uuid};
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c").unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     UuidErrorKind::InvalidGroupLength { group: 5, expected: 12, found: 11 }
    /// );
    /// ```
    #[inline]
    pub const fn kind(&self) -> UuidErrorKind {
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
            UuidErrorKind::InvalidCharacter { found }
            | UuidErrorKind::MissingHyphen { found }
            | UuidErrorKind::SurroundingWhitespace { found }
            | UuidErrorKind::BracedUrn { found }
            | UuidErrorKind::NonZeroTrailingBits { found } => Some(found),
            _ => None,
        }
    }
}
