//! The TypeID prefix grammar (TypeID spec v0.3.0) and its errors.
//!
//! A prefix is 0 to 63 characters, lowercase ASCII letters and `_`, that neither
//! starts nor ends with `_` (the spec's regex `^([a-z]([a-z_]{0,61}[a-z])?)?$`).
//! The `uuid-runtime` parser and the `#[typed_id(prefix = "...")]` check in
//! `uuid-macros` share this one `const fn`, so both accept and reject the same
//! prefixes with the same messages.

use core::fmt;

use super::utf8::{char_at, char_count};

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

/// Why a string is not a TypeID prefix, and where.
///
/// Positions count characters, not bytes, from 0; the offending character is a
/// whole `char`, also when it is not ASCII.
///
/// ```
/// use uuid_runtime::typeid::{check_prefix, PrefixError};
///
/// assert_eq!(
///     check_prefix("user_Profile"),
///     Err(PrefixError::InvalidCharacter { found: 'P', position: 5 })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PrefixError {
    /// The prefix has more than [`MAX_PREFIX_LENGTH`] characters.
    TooLong {
        /// The length found, in characters.
        found: usize,
    },
    /// A character that is neither a lowercase ASCII letter nor `_`.
    InvalidCharacter {
        /// The character found.
        found: char,
        /// Its 0-based character position.
        position: usize,
    },
    /// The prefix starts with `_`.
    StartsWithUnderscore,
    /// The prefix ends with `_`.
    EndsWithUnderscore {
        /// The 0-based character position of that last `_`.
        position: usize,
    },
}

impl PrefixError {
    /// The 0-based character position where the problem is: the offending character,
    /// or 0 when the prefix as a whole is too long.
    ///
    /// ```
    /// use uuid_runtime::typeid::check_prefix;
    ///
    /// assert_eq!(check_prefix("caf\u{e9}").unwrap_err().position(), 3);
    /// assert_eq!(check_prefix("user_").unwrap_err().position(), 4);
    /// ```
    pub const fn position(&self) -> usize {
        match *self {
            Self::TooLong { .. } | Self::StartsWithUnderscore => 0,
            Self::InvalidCharacter { position, .. } | Self::EndsWithUnderscore { position } => {
                position
            }
        }
    }
}

impl fmt::Display for PrefixError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::TooLong { found } => write!(
                f,
                "prefix too long: expected at most {MAX_PREFIX_LENGTH} characters, found {found}"
            ),
            Self::InvalidCharacter { found, position } => write!(
                f,
                "invalid character `{}` at position {position} in the prefix: \
                 expected a lowercase ASCII letter or `_`",
                found.escape_debug()
            ),
            Self::StartsWithUnderscore => f.write_str(
                "prefix starts with `_` at position 0: expected a lowercase ASCII letter first",
            ),
            Self::EndsWithUnderscore { position } => write!(
                f,
                "prefix ends with `_` at position {position}: expected a lowercase ASCII letter last"
            ),
        }
    }
}

impl core::error::Error for PrefixError {}

/// Checks that `prefix` is a valid TypeID prefix. The empty prefix is valid.
///
/// Rules are checked in this order: the length, then every character from the
/// first, then the leading and trailing `_`; the first rule broken is reported.
///
/// ```
/// use uuid_runtime::typeid::{check_prefix, PrefixError};
///
/// const _: () = assert!(check_prefix("user_account").is_ok());
/// assert!(check_prefix("").is_ok());
/// assert_eq!(check_prefix("_user"), Err(PrefixError::StartsWithUnderscore));
/// assert_eq!(
///     check_prefix("User").unwrap_err().to_string(),
///     "invalid character `U` at position 0 in the prefix: expected a lowercase ASCII letter or `_`"
/// );
/// ```
pub const fn check_prefix(prefix: &str) -> Result<(), PrefixError> {
    let b = prefix.as_bytes();
    // Valid prefixes are ASCII, so the byte length bounds the character count and
    // only an overlong input pays for counting characters.
    if b.len() > MAX_PREFIX_LENGTH {
        let found = char_count(b);
        if found > MAX_PREFIX_LENGTH {
            return Err(PrefixError::TooLong { found });
        }
    }
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if !(c.is_ascii_lowercase() || c == b'_') {
            // Every byte before `i` is ASCII, so `i` is also the character position.
            return Err(PrefixError::InvalidCharacter {
                found: char_at(b, i),
                position: i,
            });
        }
        i += 1;
    }
    if let [b'_', ..] = b {
        return Err(PrefixError::StartsWithUnderscore);
    }
    if let [.., b'_'] = b {
        return Err(PrefixError::EndsWithUnderscore {
            position: b.len() - 1,
        });
    }
    Ok(())
}
