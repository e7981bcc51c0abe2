//! Why a string is not a UUID in the text form asked for, and where: the one error
//! type of every text parser, the four RFC 9562 forms and the compact ones alike, with
//! messages written in `const fn` (so that a constant checked at compile time fails the
//! build with the same text).

use core::fmt;
use core::ops::Range;

use super::super::draw::Drawing;
use super::super::message::Message;
use super::base64url;
use super::hex::HYPHEN_POSITIONS;

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

impl Form {
    /// What the text should have been, after "expected".
    const fn expected(self) -> &'static str {
        match self {
            Self::Rfc => "a UUID",
            Self::Hyphenated => "a UUID in the hyphenated form",
            Self::Simple => "a UUID in the simple form",
            Self::Braced => "a UUID in the braced form",
            Self::Urn => "a UUID in the URN form",
            Self::Ulid => "a ULID",
            Self::Base64Url => "a base64url UUID",
            Self::Base58 => "a base58 UUID",
            Self::Base62 => "a base62 UUID",
        }
    }

    /// The lengths of the form, in characters, as a message writes them.
    const fn lengths(self) -> &'static str {
        match self {
            Self::Rfc => "32, 36, 38 or 45",
            Self::Hyphenated => "36",
            Self::Simple => "32",
            Self::Braced => "38",
            Self::Urn => "45",
            Self::Ulid => "26",
            Self::Base64Url | Self::Base58 | Self::Base62 => "22",
        }
    }

    /// One character of the form's alphabet, as a message names it.
    const fn digit(self) -> &'static str {
        match self {
            Self::Rfc | Self::Hyphenated | Self::Simple | Self::Braced | Self::Urn => "a hex digit",
            Self::Ulid => {
                "a Crockford base32 digit (`0`-`9`, and `A`-`Z` in either case without `I`, `L`, `O`, `U`)"
            }
            Self::Base64Url => "a base64url character (`A`-`Z`, `a`-`z`, `0`-`9`, `-`, `_`)",
            Self::Base58 => "a base58 digit (`1`-`9`, `A`-`Z`, `a`-`z` without `I`, `O`, `l`)",
            Self::Base62 => "a base62 digit (`0`-`9`, `A`-`Z`, `a`-`z`)",
        }
    }
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
    kind: ErrorKind,
    start: usize,
    end: usize,
    /// Offset of the hyphenated body, to name where hyphens belong.
    body: usize,
    /// The form the parser read, which the message names.
    form: Form,
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

    /// The character a look-alike was probably meant to be, in the alphabet of the form
    /// parsed: in hex, `0` for `O` and `o`, `1` for `l` and `I`; in a ULID, `1` for `I`
    /// and `L`, `0` for `O`, `V` for `U` (in either case); in base58, `o` for `0` and
    /// `O`, `1` for `I` and `l`; in base64url, `-` for `+` and `_` for `/` (the standard
    /// alphabet's), and for a last character with bits past the 128, the one without.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let err = Uuid::parse_str("67e55O44-10b1-426f-9247-bb680e5fe0c8").unwrap_err();
    /// assert_eq!(err.suggestion(), Some('0'));
    ///
    /// let err = Uuid::parse_ulid("01H455VB4PEX5VSKNK084SNO2Q").unwrap_err();
    /// assert_eq!(err.suggestion(), Some('0'));
    /// ```
    #[inline]
    pub const fn suggestion(&self) -> Option<char> {
        let found = match self.kind {
            ErrorKind::InvalidCharacter { found } => found,
            ErrorKind::NonZeroTrailingBits { found } => {
                return base64url::without_trailing_bits(found);
            }
            _ => return None,
        };
        match (self.form, found) {
            (
                Form::Rfc | Form::Hyphenated | Form::Simple | Form::Braced | Form::Urn | Form::Ulid,
                'O' | 'o',
            ) => Some('0'),
            (
                Form::Rfc
                | Form::Hyphenated
                | Form::Simple
                | Form::Braced
                | Form::Urn
                | Form::Base58,
                'l' | 'I',
            )
            | (Form::Ulid, 'I' | 'i' | 'L' | 'l') => Some('1'),
            (Form::Ulid, 'U' | 'u') => Some('V'),
            (Form::Base58, '0' | 'O') => Some('o'),
            (Form::Base64Url, '+') => Some('-'),
            (Form::Base64Url, '/') => Some('_'),
            _ => None,
        }
    }
}

impl ParseError {
    /// The message `Display` writes, built in a `const fn` so that a constant checked at
    /// compile time fails the build with the same text.
    pub(crate) const fn message(&self) -> Message {
        let mut m = Message::new();
        let at = self.start;
        match self.kind {
            ErrorKind::Empty => {
                m.push_str("empty string: expected ")
                    .push_str(self.form.expected());
            }
            ErrorKind::InvalidCharacter { found } => {
                m.push_str("invalid character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": expected ")
                    .push_str(self.form.digit());
            }
            ErrorKind::InvalidLength { found } => {
                m.push_str("invalid length: expected ")
                    .push_str(self.form.lengths())
                    .push_str(" characters");
                if !matches!(self.form, Form::Rfc) {
                    m.push_str(" for ").push_str(self.form.expected());
                }
                m.push_str(", found ").push_usize(found);
            }
            ErrorKind::SurroundingWhitespace { found } => {
                m.push_str("unexpected whitespace `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": remove the whitespace around the UUID");
            }
            ErrorKind::NotAUuid { .. }
            | ErrorKind::InvalidGroupLength { .. }
            | ErrorKind::InvalidGroupCount { .. }
            | ErrorKind::MisplacedHyphen
            | ErrorKind::MissingHyphen { .. }
            | ErrorKind::MissingClosingBrace
            | ErrorKind::MissingOpeningBrace
            | ErrorKind::InvalidUrnPrefix
            | ErrorKind::BracedUrn { .. } => self.push_rfc_message(&mut m),
            ErrorKind::Nil => {
                m.push_str(NIL_MESSAGE);
            }
            ErrorKind::Overflow | ErrorKind::NonZeroTrailingBits { .. } | ErrorKind::Padding => {
                self.push_compact_message(&mut m);
            }
        }
        m
    }

    /// The message of the kinds only the RFC 9562 forms' grammar has.
    const fn push_rfc_message(&self, m: &mut Message) {
        let at = self.start;
        match self.kind {
            ErrorKind::NotAUuid { found } => {
                m.push_str(
                    "not a UUID: expected 32, 36, 38 or 45 characters of hex digits and hyphens, found ",
                )
                .push_usize(found)
                .push_str(if found == 1 { " character" } else { " characters" });
            }
            ErrorKind::InvalidGroupLength {
                group,
                expected,
                found,
            } => {
                m.push_str("invalid group length in group ")
                    .push_usize(group)
                    .push_str(": expected ")
                    .push_usize(expected)
                    .push_str(" hex digits, found ")
                    .push_usize(found);
            }
            ErrorKind::InvalidGroupCount { found } => {
                m.push_str(
                    "invalid group count: expected 5 groups of hex digits separated by hyphens, found ",
                )
                .push_usize(found);
            }
            ErrorKind::MisplacedHyphen => {
                let [a, b, c, d] = HYPHEN_POSITIONS;
                let o = self.body;
                m.push_str("misplaced hyphen at position ")
                    .push_usize(at)
                    .push_str(": hyphens belong at positions ")
                    .push_usize(a + o)
                    .push_str(", ")
                    .push_usize(b + o)
                    .push_str(", ")
                    .push_usize(c + o)
                    .push_str(" and ")
                    .push_usize(d + o);
            }
            ErrorKind::MissingHyphen { found } => {
                m.push_str("missing hyphen at position ")
                    .push_usize(at)
                    .push_str(": expected `-`, found `")
                    .push_escaped(found)
                    .push_str("`");
            }
            ErrorKind::MissingClosingBrace => {
                m.push_str("unbalanced braces: the opening `{` has no closing `}`");
            }
            ErrorKind::MissingOpeningBrace => {
                m.push_str("unbalanced braces: the closing `}` has no opening `{`");
            }
            ErrorKind::InvalidUrnPrefix => {
                m.push_str("invalid URN prefix: expected `urn:uuid:`");
            }
            ErrorKind::BracedUrn { found } => {
                m.push_str("braces are not allowed inside a URN: found `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(", expected `urn:uuid:` and the hyphenated form");
            }
            _ => {}
        }
    }

    /// The message of the kinds only the compact forms have.
    const fn push_compact_message(&self, m: &mut Message) {
        let at = self.start;
        match self.kind {
            ErrorKind::Overflow => {
                m.push_str("value too large: ");
                if matches!(self.form, Form::Ulid) {
                    m.push_str(
                        "the first character of a ULID is at most `7`, as 26 digits hold 130 bits",
                    );
                } else {
                    m.push_str("the text spells a number above 2^128 - 1, the largest UUID");
                }
            }
            ErrorKind::NonZeroTrailingBits { found } => {
                m.push_str("invalid last character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": its low four bits are past the 128 and must be zero");
            }
            ErrorKind::Padding => {
                m.push_str("unexpected padding `=` at position ")
                    .push_usize(at)
                    .push_str(": ")
                    .push_str(self.form.expected())
                    .push_str(" is written without padding");
            }
            _ => {}
        }
    }
}

impl ParseError {
    /// The hint drawn beside the carets: the character a look-alike was meant to be, or
    /// what to do about padding.
    pub(crate) const fn hint(&self) -> Option<&'static str> {
        if let ErrorKind::Padding = self.kind {
            return Some("help: remove the padding");
        }
        match self.suggestion() {
            Some('0') => Some("help: did you mean `0` (zero)?"),
            Some('1') => Some("help: did you mean `1` (one)?"),
            Some('o') => Some("help: did you mean `o` (lowercase o)?"),
            Some('V') => Some("help: did you mean `V`?"),
            Some('-') => Some("help: did you mean `-`? base64url writes `-` for `+`"),
            Some('_') => Some("help: did you mean `_`? base64url writes `_` for `/`"),
            Some('A') => Some("help: did you mean `A`?"),
            Some('Q') => Some("help: did you mean `Q`?"),
            Some('g') => Some("help: did you mean `g`?"),
            Some('w') => Some("help: did you mean `w`?"),
            _ => None,
        }
    }

    /// The message, then `text` (the input this error is about) drawn with carets under
    /// the problem: what a constant that is not a UUID fails the build with.
    pub(crate) const fn message_with(&self, text: &str) -> Message {
        let mut m = self.message();
        let drawing = Drawing {
            text,
            chars: self.span(),
            hint: self.hint(),
        };
        m.push_char('\n').push_str(drawing.draw().as_str());
        m
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message().as_str())
    }
}

impl core::error::Error for ParseError {}
