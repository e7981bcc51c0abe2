//! Why a string is not a TypeID, and where.

use core::fmt;
use core::ops::Range;

use crate::shared::message::Message;
use crate::shared::text::base32;
use crate::shared::text::prefix::{PrefixError, PrefixErrorKind};

/// What is wrong with a string that is not a TypeID.
///
/// Returned by [`TypeIdError::kind`]; offending characters are whole `char`s, also
/// when they are not ASCII.
///
/// ```
/// use uuid_runtime::typeid::{self, TypeIdErrorKind};
///
/// let err = typeid::TypeId::parse_str("user_8zzzzzzzzzzzzzzzzzzzzzzzzz").unwrap_err();
/// assert_eq!(err.kind(), TypeIdErrorKind::SuffixOverflow { found: '8' });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TypeIdErrorKind {
    /// The prefix breaks the prefix grammar; [`TypeIdError::position`] is where, in
    /// the input (the prefix starts it).
    Prefix(PrefixErrorKind),
    /// The input starts with `_`: an empty prefix, which must have no separator.
    EmptyPrefix,
    /// The suffix is not 26 characters long.
    SuffixLength {
        /// The length found, in characters.
        found: usize,
    },
    /// A suffix character outside the lowercase Crockford base32 alphabet
    /// `0123456789abcdefghjkmnpqrstvwxyz`.
    InvalidSuffixCharacter {
        /// The character found.
        found: char,
    },
    /// The suffix's first digit is above `7`, so its value needs more than 128 bits.
    SuffixOverflow {
        /// The first digit.
        found: char,
    },
}

/// Why a string is not a TypeID, and where.
///
/// Plain data, so that `const fn` decoding can return it. Positions count characters,
/// not bytes, from 0, in the whole input: [`position`](Self::position) is where the
/// problem starts and [`span`](Self::span) the characters it covers, the offending
/// character or the part (prefix or suffix) that has the wrong length. Messages say
/// "position N" with that same number.
///
/// An error at the end of the input, where something is missing (the empty input,
/// the suffix of `user_`), has a position equal to the input's length in characters,
/// an empty span there and no [`character`](Self::character); [`PrefixError`] follows
/// the same convention.
///
/// ```
/// use uuid_runtime::typeid;
///
/// let err = typeid::TypeId::parse_str("user_01h455vb4pex5vsknk084sn0-q").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid character `-` at position 29: \
///      expected a lowercase Crockford base32 digit, one of `0123456789abcdefghjkmnpqrstvwxyz`"
/// );
/// assert_eq!((err.position(), err.span(), err.character()), (29, 29..30, Some('-')));
///
/// // Nothing after the `_`: the error is at the end, with no character.
/// let err = typeid::TypeId::parse_str("user_").unwrap_err();
/// assert_eq!((err.position(), err.span(), err.character()), (5, 5..5, None));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeIdError {
    kind: TypeIdErrorKind,
    position: usize,
}

impl TypeIdError {
    pub(super) const fn new(kind: TypeIdErrorKind, position: usize) -> Self {
        Self { kind, position }
    }

    pub(super) const fn from_prefix(err: PrefixError) -> Self {
        Self::new(TypeIdErrorKind::Prefix(err.kind()), err.position())
    }

    /// What is wrong.
    ///
    /// ```
    /// use uuid_runtime::typeid::{self, PrefixErrorKind, TypeIdErrorKind};
    ///
    /// let err = typeid::TypeId::parse_str("pre.fix_00000000000000000000000000").unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     TypeIdErrorKind::Prefix(PrefixErrorKind::InvalidCharacter { found: '.' })
    /// );
    /// assert_eq!(err.position(), 3);
    /// ```
    #[inline]
    pub const fn kind(&self) -> TypeIdErrorKind {
        self.kind
    }

    /// The 0-based character position in the input where the problem starts: the
    /// offending character, or the start of the part (prefix or suffix) that has the
    /// wrong length; the input's length when the suffix is missing.
    ///
    /// ```
    /// use uuid_runtime::typeid;
    ///
    /// assert_eq!(typeid::TypeId::parse_str("pr\u{e9}fix_00000000000000000000000000").unwrap_err().position(), 2);
    /// assert_eq!(typeid::TypeId::parse_str("prefix_0000").unwrap_err().position(), 7);
    /// assert_eq!(typeid::TypeId::parse_str("").unwrap_err().position(), 0);
    /// ```
    #[inline]
    pub const fn position(&self) -> usize {
        self.position
    }

    /// The characters the problem covers, as a range of 0-based character positions
    /// in the input: the offending character, or the whole part that has the wrong
    /// length (empty, at the end of the input, when that part is missing).
    ///
    /// ```
    /// use uuid_runtime::typeid;
    ///
    /// assert_eq!(typeid::TypeId::parse_str("prefix_0000").unwrap_err().span(), 7..11);
    /// assert_eq!(typeid::TypeId::parse_str("Prefix_00000000000000000000000000").unwrap_err().span(), 0..1);
    /// assert_eq!(typeid::TypeId::parse_str(&"a".repeat(70)).unwrap_err().span(), 0..70);
    /// ```
    #[inline]
    pub const fn span(&self) -> Range<usize> {
        let len = match self.kind {
            TypeIdErrorKind::Prefix(kind) => return self.prefix_error(kind).span(),
            TypeIdErrorKind::SuffixLength { found } => found,
            TypeIdErrorKind::EmptyPrefix
            | TypeIdErrorKind::InvalidSuffixCharacter { .. }
            | TypeIdErrorKind::SuffixOverflow { .. } => 1,
        };
        self.position..self.position + len
    }

    /// The offending character, for the kinds that have one.
    ///
    /// ```
    /// use uuid_runtime::typeid;
    ///
    /// let err = typeid::TypeId::parse_str("user_0000000000000000000000000\u{e9}").unwrap_err();
    /// assert_eq!(err.character(), Some('\u{e9}'));
    /// assert_eq!(err.position(), 30);
    /// ```
    #[inline]
    pub const fn character(&self) -> Option<char> {
        match self.kind {
            TypeIdErrorKind::Prefix(kind) => self.prefix_error(kind).character(),
            TypeIdErrorKind::InvalidSuffixCharacter { found }
            | TypeIdErrorKind::SuffixOverflow { found } => Some(found),
            TypeIdErrorKind::EmptyPrefix => Some('_'),
            TypeIdErrorKind::SuffixLength { .. } => None,
        }
    }

    /// The prefix's own error: the prefix starts the input, so positions agree.
    const fn prefix_error(&self, kind: PrefixErrorKind) -> PrefixError {
        PrefixError::new(kind, self.position)
    }
}

impl TypeIdError {
    /// The message `Display` writes, built in a `const fn` so that a typed ID's text
    /// checked at compile time fails the build with the same words.
    pub(crate) const fn message(&self) -> Message {
        let at = self.position;
        let mut m = Message::new();
        match self.kind {
            TypeIdErrorKind::Prefix(kind) => return self.prefix_error(kind).message(),
            TypeIdErrorKind::EmptyPrefix => {
                m.push_str(
                    "empty prefix before the `_` at position 0: \
                     a TypeID without a prefix is the bare suffix",
                );
            }
            TypeIdErrorKind::SuffixLength { found } => {
                m.push_str("invalid suffix length at position ")
                    .push_usize(at)
                    .push_str(": expected ")
                    .push_usize(base32::LENGTH)
                    .push_str(" characters, found ")
                    .push_usize(found);
            }
            TypeIdErrorKind::InvalidSuffixCharacter { found } => {
                m.push_str("invalid character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": expected a lowercase Crockford base32 digit, one of `")
                    .push_str(base32::LOWER)
                    .push_str("`");
            }
            TypeIdErrorKind::SuffixOverflow { found } => {
                m.push_str("suffix overflow at position ")
                    .push_usize(at)
                    .push_str(": the first digit `")
                    .push_escaped(found)
                    .push_str("` is above `7`, so the value would not fit in 128 bits");
            }
        }
        m
    }
}

impl fmt::Display for TypeIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message().as_str())
    }
}

impl core::error::Error for TypeIdError {}

impl From<PrefixError> for TypeIdError {
    fn from(err: PrefixError) -> Self {
        Self::from_prefix(err)
    }
}
