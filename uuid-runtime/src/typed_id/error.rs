//! Why a text or a UUID is not a given typed ID.

use core::fmt;

use crate::typeid::{MAX_PREFIX_LENGTH, TypeIdError};
use crate::{ParseError, Uuid};

/// Why a string or a UUID is not a valid value of a typed ID: the error of the derived
/// `FromStr`, `TryFrom<Uuid>` and `try_from_uuid`.
///
/// Plain data (no allocation), so that `const fn try_from_uuid` can return it. The
/// `Display` text says what was expected and what was found; `Debug` shows the
/// [`kind`](Self::kind) and that text.
///
/// ```
/// use uuid_runtime::{TypedId, Uuid};
///
/// #[derive(TypedId, Debug)]
/// #[typed_id(prefix = "user", version = 7)]
/// struct UserId(Uuid);
///
/// let err = "order_01h455vb4pex5vsknk084sn02q".parse::<UserId>().unwrap_err();
/// assert_eq!(err.to_string(), "wrong prefix: expected `user`, found `order`");
///
/// let err = UserId::try_from_uuid(Uuid::NAMESPACE_DNS).unwrap_err();
/// assert_eq!(err.to_string(), "wrong UUID version: expected 7, found 1");
/// assert_eq!(
///     format!("{err:?}"),
///     "TypedIdError { kind: WrongVersion { expected: 7, found: 1 }, \
///      message: \"wrong UUID version: expected 7, found 1\" }"
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TypedIdError {
    repr: Repr,
}

/// [`TypedIdError`]'s data; the found prefix is kept inline so the error owns it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Repr {
    WrongPrefix {
        expected: &'static str,
        found: InlinePrefix,
    },
    InvalidUuid(ParseError),
    InvalidTypeId(TypeIdError),
    UuidNotTypeId {
        expected: &'static str,
        found: Uuid,
    },
    WrongVersion {
        expected: u8,
        found: u8,
    },
}

/// A valid TypeID prefix (ASCII, at most 63 bytes) stored by value.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct InlinePrefix {
    bytes: [u8; MAX_PREFIX_LENGTH],
    len: u8,
}

impl InlinePrefix {
    /// `prefix`, cut to [`MAX_PREFIX_LENGTH`] bytes; callers pass checked prefixes.
    fn new(prefix: &str) -> Self {
        let mut bytes = [0; MAX_PREFIX_LENGTH];
        let len = prefix.len().min(MAX_PREFIX_LENGTH);
        bytes[..len].copy_from_slice(&prefix.as_bytes()[..len]);
        Self {
            bytes,
            len: len as u8,
        }
    }

    fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

/// What is wrong, as returned by [`TypedIdError::kind`].
///
/// ```
/// use uuid_runtime::{TypedId, TypedIdErrorKind, Uuid};
///
/// #[derive(TypedId, Debug)]
/// #[typed_id(prefix = "user")]
/// struct UserId(Uuid);
///
/// let err = "00000000000000000000000000".parse::<UserId>().unwrap_err();
/// assert_eq!(err.kind(), TypedIdErrorKind::WrongPrefix { expected: "user", found: "" });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TypedIdErrorKind<'a> {
    /// The text is a well-formed TypeID, but with another prefix (`found`, empty when
    /// the TypeID has none) than the typed ID's `expected` one. Text that is not a
    /// TypeID at all is [`InvalidTypeId`](Self::InvalidTypeId) or, for a UUID in one
    /// of its own text forms, [`UuidNotTypeId`](Self::UuidNotTypeId).
    WrongPrefix {
        /// The typed ID's prefix.
        expected: &'static str,
        /// The prefix in the text; empty when there is none.
        found: &'a str,
    },
    /// The text of a typed ID without a prefix is not a UUID; the parser's error, with
    /// its position.
    InvalidUuid(ParseError),
    /// The text of a typed ID with a prefix is not a TypeID; the TypeID parser's
    /// error, with its position in the whole text.
    InvalidTypeId(TypeIdError),
    /// The text of a typed ID with a prefix is a UUID in one of its own text forms
    /// (hyphenated, simple, braced, URN), not a TypeID; the message shows the TypeID
    /// to write instead.
    ///
    /// ```
    /// use uuid_runtime::{uuid, TypedId, TypedIdErrorKind, Uuid};
    ///
    /// #[derive(TypedId, Debug)]
    /// #[typed_id(prefix = "user")]
    /// struct UserId(Uuid);
    ///
    /// let err = "01890a5d-ac96-774b-bcce-b302099a8057".parse::<UserId>().unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     TypedIdErrorKind::UuidNotTypeId {
    ///         expected: "user",
    ///         found: uuid!("01890a5d-ac96-774b-bcce-b302099a8057"),
    ///     }
    /// );
    /// assert_eq!(
    ///     err.to_string(),
    ///     "expected a TypeID with the prefix `user`, found a UUID: \
    ///      as a TypeID it is `user_01h455vb4pex5vsknk084sn02q`"
    /// );
    /// ```
    UuidNotTypeId {
        /// The typed ID's prefix.
        expected: &'static str,
        /// The UUID the text spells.
        found: Uuid,
    },
    /// The UUID has another version than the one the typed ID requires.
    WrongVersion {
        /// The version the typed ID requires.
        expected: u8,
        /// The UUID's version field.
        found: u8,
    },
}

impl TypedIdError {
    pub(crate) fn wrong_prefix(expected: &'static str, found: &str) -> Self {
        Self {
            repr: Repr::WrongPrefix {
                expected,
                found: InlinePrefix::new(found),
            },
        }
    }

    pub(crate) const fn uuid_not_typeid(expected: &'static str, found: Uuid) -> Self {
        Self {
            repr: Repr::UuidNotTypeId { expected, found },
        }
    }

    pub(crate) const fn wrong_version(expected: u8, found: u8) -> Self {
        Self {
            repr: Repr::WrongVersion { expected, found },
        }
    }

    /// What is wrong.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeIdErrorKind;
    /// use uuid_runtime::{TypedId, TypedIdErrorKind, Uuid};
    ///
    /// #[derive(TypedId, Debug)]
    /// #[typed_id(prefix = "user")]
    /// struct UserId(Uuid);
    ///
    /// let err = "user_01h455vb4pex5vsknk084sn0".parse::<UserId>().unwrap_err();
    /// let TypedIdErrorKind::InvalidTypeId(inner) = err.kind() else { panic!() };
    /// assert_eq!(inner.kind(), TypeIdErrorKind::SuffixLength { found: 24 });
    /// assert_eq!(inner.position(), 5);
    /// ```
    pub fn kind(&self) -> TypedIdErrorKind<'_> {
        match &self.repr {
            Repr::WrongPrefix { expected, found } => TypedIdErrorKind::WrongPrefix {
                expected,
                found: found.as_str(),
            },
            Repr::InvalidUuid(err) => TypedIdErrorKind::InvalidUuid(*err),
            Repr::InvalidTypeId(err) => TypedIdErrorKind::InvalidTypeId(*err),
            &Repr::UuidNotTypeId { expected, found } => {
                TypedIdErrorKind::UuidNotTypeId { expected, found }
            }
            &Repr::WrongVersion { expected, found } => {
                TypedIdErrorKind::WrongVersion { expected, found }
            }
        }
    }
}

/// One line: the parsers' own messages for bad text, else what was expected and found.
impl fmt::Display for TypedIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            TypedIdErrorKind::WrongPrefix {
                expected,
                found: "",
            } => {
                write!(f, "wrong prefix: expected `{expected}`, found no prefix")
            }
            TypedIdErrorKind::WrongPrefix { expected, found } => {
                write!(f, "wrong prefix: expected `{expected}`, found `{found}`")
            }
            TypedIdErrorKind::InvalidUuid(err) => fmt::Display::fmt(&err, f),
            TypedIdErrorKind::InvalidTypeId(err) => fmt::Display::fmt(&err, f),
            // `expected` is a checked, non-empty prefix (the only caller's).
            TypedIdErrorKind::UuidNotTypeId { expected, found } => write!(
                f,
                "expected a TypeID with the prefix `{expected}`, found a UUID: \
                 as a TypeID it is `{expected}_{}`",
                found.typeid_suffix()
            ),
            TypedIdErrorKind::WrongVersion { expected, found } => {
                write!(f, "wrong UUID version: expected {expected}, found {found}")
            }
        }
    }
}

/// The kind and the message, not the inline buffer the found prefix is kept in.
impl fmt::Debug for TypedIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// The `Display` text in quotes, without allocating.
        struct Quoted<'e>(&'e TypedIdError);

        impl fmt::Debug for Quoted<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "\"{}\"", self.0)
            }
        }

        f.debug_struct("TypedIdError")
            .field("kind", &self.kind())
            .field("message", &Quoted(self))
            .finish()
    }
}

impl core::error::Error for TypedIdError {}

impl From<ParseError> for TypedIdError {
    fn from(err: ParseError) -> Self {
        Self {
            repr: Repr::InvalidUuid(err),
        }
    }
}

impl From<TypeIdError> for TypedIdError {
    fn from(err: TypeIdError) -> Self {
        Self {
            repr: Repr::InvalidTypeId(err),
        }
    }
}
