//! The TypeID prefix grammar (TypeID spec v0.3.0) and its errors.
//!
//! A prefix is 0 to 63 characters, lowercase ASCII letters and `_`, that neither
//! starts nor ends with `_` (the spec's regex `^([a-z]([a-z_]{0,61}[a-z])?)?$`).
//! The `uuid-runtime` parser and the `#[typed_id(prefix = "...")]` check in
//! `uuid-runtime-macros` share this one `const fn`, so both accept and reject the same
//! prefixes with the same messages.

use core::fmt;
use core::ops::Range;

use super::super::message::Message;
use super::super::utf8::{char_at, char_count};

/// The longest prefix the TypeID spec allows, in characters.
///
/// ```
/// use uuid_runtime::typeid::{check_prefix, MAX_PREFIX_LENGTH};
///
/// let longest = "a".repeat(MAX_PREFIX_LENGTH);
/// assert!(check_prefix(&longest).is_ok());
/// assert!(check_prefix(&(longest + "a")).is_err());
/// ```
pub const MAX_PREFIX_LENGTH: usize = 63;

/// What is wrong with a string that is not a TypeID prefix.
///
/// Returned by [`PrefixError::kind`]; the offending character, when there is one, is a
/// whole `char`, also when it is not ASCII.
///
/// ```
/// use uuid_runtime::typeid::{check_prefix, PrefixErrorKind};
///
/// let err = check_prefix("user_Profile").unwrap_err();
/// assert_eq!(err.kind(), PrefixErrorKind::InvalidCharacter { found: 'P' });
/// assert_eq!(err.position(), 5);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PrefixErrorKind {
    /// The prefix has more than [`MAX_PREFIX_LENGTH`] characters.
    TooLong {
        /// The length found, in characters.
        found: usize,
    },
    /// A character that is neither a lowercase ASCII letter nor `_`.
    InvalidCharacter {
        /// The character found.
        found: char,
    },
    /// The prefix starts with `_`.
    StartsWithUnderscore,
    /// The prefix ends with `_`.
    EndsWithUnderscore,
}

/// Why a string is not a TypeID prefix, and where.
///
/// Plain data, so that the `const fn` [`check_prefix`] can return it. Positions count
/// characters, not bytes, from 0: [`position`](Self::position) is where the problem
/// starts and [`span`](Self::span) the characters it covers, the offending character
/// or, for a prefix that is too long, the whole prefix.
///
/// An error with nothing to point at, at the end of the input, has a position equal
/// to the input's length in characters, an empty span there and no
/// [`character`](Self::character), the convention `TypeIdError` follows too. The
/// grammar accepts the empty prefix, so every error of [`check_prefix`] itself has
/// something to point at.
///
/// ```
/// use uuid_runtime::typeid::{check_prefix, PrefixErrorKind};
///
/// let err = check_prefix("user_").unwrap_err();
/// assert_eq!(err.kind(), PrefixErrorKind::EndsWithUnderscore);
/// assert_eq!((err.position(), err.span(), err.character()), (4, 4..5, Some('_')));
/// assert_eq!(
///     err.to_string(),
///     "prefix ends with `_` at position 4: expected a lowercase ASCII letter last"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PrefixError {
    kind: PrefixErrorKind,
    position: usize,
}

impl PrefixError {
    /// An error of `kind` at character `position`.
    pub(crate) const fn new(kind: PrefixErrorKind, position: usize) -> Self {
        Self { kind, position }
    }

    /// What is wrong.
    ///
    /// ```
    /// use uuid_runtime::typeid::{check_prefix, PrefixErrorKind};
    ///
    /// let err = check_prefix(&"a".repeat(64)).unwrap_err();
    /// assert_eq!(err.kind(), PrefixErrorKind::TooLong { found: 64 });
    /// ```
    #[inline]
    pub const fn kind(&self) -> PrefixErrorKind {
        self.kind
    }

    /// The 0-based character position where the problem starts: the offending
    /// character, or 0 when the prefix as a whole is too long.
    ///
    /// ```
    /// use uuid_runtime::typeid::check_prefix;
    ///
    /// assert_eq!(check_prefix("caf\u{e9}").unwrap_err().position(), 3);
    /// assert_eq!(check_prefix("user_").unwrap_err().position(), 4);
    /// assert_eq!(check_prefix(&"a".repeat(70)).unwrap_err().position(), 0);
    /// ```
    #[inline]
    pub const fn position(&self) -> usize {
        self.position
    }

    /// The characters the problem covers, as a range of 0-based character positions:
    /// the offending character, or the whole prefix when it is too long.
    ///
    /// ```
    /// use uuid_runtime::typeid::check_prefix;
    ///
    /// assert_eq!(check_prefix("caf\u{e9}").unwrap_err().span(), 3..4);
    /// assert_eq!(check_prefix(&"a".repeat(70)).unwrap_err().span(), 0..70);
    /// ```
    #[inline]
    pub const fn span(&self) -> Range<usize> {
        let len = match self.kind {
            PrefixErrorKind::TooLong { found } => found,
            PrefixErrorKind::InvalidCharacter { .. }
            | PrefixErrorKind::StartsWithUnderscore
            | PrefixErrorKind::EndsWithUnderscore => 1,
        };
        self.position..self.position + len
    }

    /// The offending character, for the kinds that have one.
    ///
    /// ```
    /// use uuid_runtime::typeid::check_prefix;
    ///
    /// assert_eq!(check_prefix("caf\u{e9}").unwrap_err().character(), Some('\u{e9}'));
    /// assert_eq!(check_prefix("_user").unwrap_err().character(), Some('_'));
    /// assert_eq!(check_prefix(&"a".repeat(70)).unwrap_err().character(), None);
    /// ```
    #[inline]
    pub const fn character(&self) -> Option<char> {
        match self.kind {
            PrefixErrorKind::InvalidCharacter { found } => Some(found),
            PrefixErrorKind::StartsWithUnderscore | PrefixErrorKind::EndsWithUnderscore => {
                Some('_')
            }
            PrefixErrorKind::TooLong { .. } => None,
        }
    }
}

impl PrefixError {
    /// The message `Display` writes, built in a `const fn` so that a typed ID's text
    /// checked at compile time fails the build with the same words.
    #[inline]
    pub(crate) const fn message(&self) -> Message {
        let mut m = Message::new();
        let at = self.position;
        match self.kind {
            PrefixErrorKind::TooLong { found } => {
                m.push_str("prefix too long: expected at most ")
                    .push_usize(MAX_PREFIX_LENGTH)
                    .push_str(" characters, found ")
                    .push_usize(found);
            }
            PrefixErrorKind::InvalidCharacter { found } => {
                m.push_str("invalid character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(" in the prefix: expected a lowercase ASCII letter or `_`");
            }
            PrefixErrorKind::StartsWithUnderscore => {
                m.push_str("prefix starts with `_` at position ")
                    .push_usize(at)
                    .push_str(": expected a lowercase ASCII letter first");
            }
            PrefixErrorKind::EndsWithUnderscore => {
                m.push_str("prefix ends with `_` at position ")
                    .push_usize(at)
                    .push_str(": expected a lowercase ASCII letter last");
            }
        }
        m
    }
}

impl fmt::Display for PrefixError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message().as_str())
    }
}

impl core::error::Error for PrefixError {}

/// Checks that `prefix` is a valid TypeID prefix. The empty prefix is valid.
///
/// Rules are checked in this order: the length, then every character from the
/// first, then the leading and trailing `_`; the first rule broken is reported.
///
/// ```
/// use uuid_runtime::typeid::{check_prefix, PrefixErrorKind};
///
/// const _: () = assert!(check_prefix("user_account").is_ok());
/// assert!(check_prefix("").is_ok());
/// assert_eq!(check_prefix("_user").unwrap_err().kind(), PrefixErrorKind::StartsWithUnderscore);
/// assert_eq!(
///     check_prefix("User").unwrap_err().to_string(),
///     "invalid character `U` at position 0 in the prefix: expected a lowercase ASCII letter or `_`"
/// );
/// ```
#[inline]
pub const fn check_prefix(prefix: &str) -> Result<(), PrefixError> {
    check_prefix_bytes(prefix.as_bytes())
}

/// [`check_prefix`] of the UTF-8 text `b`, for callers that hold bytes.
#[inline]
pub(crate) const fn check_prefix_bytes(b: &[u8]) -> Result<(), PrefixError> {
    if is_prefix(b) {
        Ok(())
    } else {
        Err(diagnose(b))
    }
}

/// Whether `b` follows the grammar: the fast path, one pass without early exits.
#[inline(always)]
const fn is_prefix(b: &[u8]) -> bool {
    let mut letters = true;
    let mut i = 0;
    while i < b.len() {
        letters &= b[i].is_ascii_lowercase() || b[i] == b'_';
        i += 1;
    }
    letters && b.len() <= MAX_PREFIX_LENGTH && !matches!(b, [b'_', ..]) && !matches!(b, [.., b'_'])
}

/// The first rule a prefix that [`is_prefix`] rejected breaks, in the order
/// [`check_prefix`] documents.
#[cold]
#[inline(never)]
const fn diagnose(b: &[u8]) -> PrefixError {
    // Valid prefixes are ASCII, so the byte length bounds the character count and
    // only an overlong input pays for counting characters.
    if b.len() > MAX_PREFIX_LENGTH {
        let found = char_count(b);
        if found > MAX_PREFIX_LENGTH {
            return PrefixError::new(PrefixErrorKind::TooLong { found }, 0);
        }
    }
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if !(c.is_ascii_lowercase() || c == b'_') {
            // Every byte before `i` is ASCII, so `i` is also the character position.
            let found = char_at(b, i);
            return PrefixError::new(PrefixErrorKind::InvalidCharacter { found }, i);
        }
        i += 1;
    }
    if let [b'_', ..] = b {
        return PrefixError::new(PrefixErrorKind::StartsWithUnderscore, 0);
    }
    // `is_prefix` rejected it and every other rule holds: it ends with `_`.
    PrefixError::new(PrefixErrorKind::EndsWithUnderscore, b.len() - 1)
}
