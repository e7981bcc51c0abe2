//! The errors' words: the message of every [`Error`] (written in `const fn`, so that
//! a constant checked at compile time fails the build with the same text), the character
//! a look-alike was meant to be, and the drawing under the text. Above the codecs: it
//! names their layouts (where hyphens go, which base64url characters are last), which
//! the error types themselves do not.

use core::fmt;

use super::super::draw::Drawing;
use super::super::message::Message;
use super::base64url;
use super::error::{Error, Form, NIL_MESSAGE, UuidErrorKind};
use super::hex::HYPHEN_POSITIONS;

// The wording of each form, which only the messages use.
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
            Self::Bytes => "16 bytes",
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
            Self::Bytes => "16",
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
            Self::Bytes => "an octet",
        }
    }
}

impl Error {
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
    /// let err = uuid_runtime::fmt::Ulid::try_parse("01H455VB4PEX5VSKNK084SNO2Q").map(uuid_runtime::fmt::Ulid::into_uuid).unwrap_err();
    /// assert_eq!(err.suggestion(), Some('0'));
    /// ```
    #[inline]
    pub const fn suggestion(&self) -> Option<char> {
        let found = match self.kind {
            UuidErrorKind::InvalidCharacter { found } => found,
            UuidErrorKind::NonZeroTrailingBits { found } => {
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

impl Error {
    /// The message `Display` writes, built in a `const fn` so that a constant checked at
    /// compile time fails the build with the same text.
    pub(crate) const fn message(&self) -> Message {
        let mut m = Message::new();
        let at = self.start;
        match self.kind {
            UuidErrorKind::Empty => {
                m.push_str("empty string: expected ")
                    .push_str(self.form.expected());
            }
            UuidErrorKind::InvalidCharacter { found } => {
                m.push_str("invalid character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": expected ")
                    .push_str(self.form.digit());
            }
            UuidErrorKind::InvalidLength { found } if matches!(self.form, Form::Bytes) => {
                m.push_str("invalid length: expected 16 bytes, found ")
                    .push_usize(found);
            }
            UuidErrorKind::InvalidLength { found } => {
                m.push_str("invalid length: expected ")
                    .push_str(self.form.lengths())
                    .push_str(" characters");
                if !matches!(self.form, Form::Rfc) {
                    m.push_str(" for ").push_str(self.form.expected());
                }
                m.push_str(", found ").push_usize(found);
            }
            UuidErrorKind::InvalidUtf8 => {
                m.push_str("invalid UTF-8 after character ")
                    .push_usize(at)
                    .push_str(": expected ")
                    .push_str(self.form.expected());
            }
            UuidErrorKind::SurroundingWhitespace { found } => {
                m.push_str("unexpected whitespace `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": remove the whitespace around the UUID");
            }
            UuidErrorKind::NotAUuid { .. }
            | UuidErrorKind::InvalidGroupLength { .. }
            | UuidErrorKind::InvalidGroupCount { .. }
            | UuidErrorKind::MisplacedHyphen
            | UuidErrorKind::MissingHyphen { .. }
            | UuidErrorKind::MissingClosingBrace
            | UuidErrorKind::MissingOpeningBrace
            | UuidErrorKind::InvalidUrnPrefix
            | UuidErrorKind::BracedUrn { .. } => self.push_rfc_message(&mut m),
            UuidErrorKind::Nil => {
                m.push_str(NIL_MESSAGE);
            }
            UuidErrorKind::Overflow
            | UuidErrorKind::NonZeroTrailingBits { .. }
            | UuidErrorKind::Padding => {
                self.push_compact_message(&mut m);
            }
        }
        m
    }

    /// The message of the kinds only the RFC 9562 forms' grammar has.
    const fn push_rfc_message(&self, m: &mut Message) {
        let at = self.start;
        match self.kind {
            UuidErrorKind::NotAUuid { found } => {
                m.push_str(
                    "not a UUID: expected 32, 36, 38 or 45 characters of hex digits and hyphens, found ",
                )
                .push_usize(found)
                .push_str(if found == 1 { " character" } else { " characters" });
            }
            UuidErrorKind::InvalidGroupLength {
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
            UuidErrorKind::InvalidGroupCount { found } => {
                m.push_str(
                    "invalid group count: expected 5 groups of hex digits separated by hyphens, found ",
                )
                .push_usize(found);
            }
            UuidErrorKind::MisplacedHyphen => {
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
            UuidErrorKind::MissingHyphen { found } => {
                m.push_str("missing hyphen at position ")
                    .push_usize(at)
                    .push_str(": expected `-`, found `")
                    .push_escaped(found)
                    .push_str("`");
            }
            UuidErrorKind::MissingClosingBrace => {
                m.push_str("unbalanced braces: the opening `{` has no closing `}`");
            }
            UuidErrorKind::MissingOpeningBrace => {
                m.push_str("unbalanced braces: the closing `}` has no opening `{`");
            }
            UuidErrorKind::InvalidUrnPrefix => {
                m.push_str("invalid URN prefix: expected `urn:uuid:`");
            }
            UuidErrorKind::BracedUrn { found } => {
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
            UuidErrorKind::Overflow => {
                m.push_str("value too large: ");
                if matches!(self.form, Form::Ulid) {
                    m.push_str(
                        "the first character of a ULID is at most `7`, as 26 digits hold 130 bits",
                    );
                } else {
                    m.push_str("the text spells a number above 2^128 - 1, the largest UUID");
                }
            }
            UuidErrorKind::NonZeroTrailingBits { found } => {
                m.push_str("invalid last character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": its low four bits are past the 128 and must be zero");
            }
            UuidErrorKind::Padding => {
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

impl Error {
    /// The hint drawn beside the carets: the character a look-alike was meant to be, or
    /// what to do about padding.
    pub(crate) const fn hint(&self) -> Option<&'static str> {
        if let UuidErrorKind::Padding = self.kind {
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

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message().as_str())
    }
}

impl core::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::super::{base32, base64url, hex, positional};
    use super::*;

    fn hint<T>(result: Result<T, Error>) -> Option<&'static str> {
        result.err().and_then(|err| err.hint())
    }

    /// Each look-alike's hint names the character it was meant to be, in the alphabet of
    /// the form read; a last base64url digit with bits past the 128 names the digit
    /// without them.
    #[test]
    fn each_hint_names_the_character_meant() {
        let base58 = positional::Base::Base58;
        for (found, expected) in [
            (
                hint(hex::parse("O7e55044-10b1-426f-9247-bb680e5fe0c8")),
                "`0` (zero)",
            ),
            (
                hint(hex::parse("l7e55044-10b1-426f-9247-bb680e5fe0c8")),
                "`1` (one)",
            ),
            (
                hint(positional::parse("0000000000000000000000", base58)),
                "`o` (lowercase o)",
            ),
            (
                hint(base32::parse_ulid("01ARZ3NDEKTSV4RRFFQ69G5FAU")),
                "`V`",
            ),
            (
                hint(base64url::parse("+AAAAAAAAAAAAAAAAAAAAA")),
                "`-`? base64url writes `-` for `+`",
            ),
            (
                hint(base64url::parse("/AAAAAAAAAAAAAAAAAAAAA")),
                "`_`? base64url writes `_` for `/`",
            ),
            (hint(base64url::parse("AAAAAAAAAAAAAAAAAAAAAB")), "`A`"),
            (hint(base64url::parse("AAAAAAAAAAAAAAAAAAAAAR")), "`Q`"),
            (hint(base64url::parse("AAAAAAAAAAAAAAAAAAAAAh")), "`g`"),
            (hint(base64url::parse("AAAAAAAAAAAAAAAAAAAAAx")), "`w`"),
        ] {
            let expected = format!("help: did you mean {expected}");
            assert!(
                found.is_some_and(|hint| hint.starts_with(&expected)),
                "{found:?}, not {expected}"
            );
        }
        assert_eq!(
            hint(base64url::parse("AAAAAAAAAAAAAAAAAAAAAA==")),
            Some("help: remove the padding")
        );
        // No hint where nothing looks alike.
        assert_eq!(
            hint(hex::parse("x7e55044-10b1-426f-9247-bb680e5fe0c8")),
            None
        );
        assert_eq!(hint(hex::parse("67e55044")), None);
    }
}
