//! Why a text or a UUID is not a given typed ID.

use core::fmt;
use core::ops::Range;

use crate::shared::draw::Drawing;
use crate::shared::message::Message;
use crate::shared::text::error::NIL_MESSAGE;
use crate::shared::text::{base32, base64url, positional};
use crate::shared::utf8::char_count;
use crate::typeid::{MAX_PREFIX_LENGTH, TypeIdError};
use crate::{Error, TypedIdFormat, Uuid};

/// Why a string or a UUID is not a valid value of a typed ID: the error of the derived
/// `FromStr`, `TryFrom<Uuid>` and `try_from_uuid`.
///
/// Plain data (no allocation), so that `const fn try_from_uuid` and `try_parse` can
/// return it. The `Display` text says what was expected and what was found; `Debug`
/// shows the [`kind`](Self::kind) and that text.
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
    InvalidUuid(Error),
    InvalidTypeId(TypeIdError),
    UuidNotTypeId {
        expected: &'static str,
        found: Uuid,
    },
    WrongFormat {
        expected: &'static str,
        format: TypedIdFormat,
        found: Option<Uuid>,
    },
    WrongVersion {
        expected: u8,
        found: u8,
    },
    Nil,
    UnknownPrefix {
        expected: &'static [&'static str],
        found: InlinePrefix,
    },
}

/// A TypeID prefix, or what stands in the text where one would (printable ASCII), cut to
/// 63 bytes and stored by value.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct InlinePrefix {
    bytes: [u8; MAX_PREFIX_LENGTH],
    len: u8,
}

impl InlinePrefix {
    /// `prefix`, cut to [`MAX_PREFIX_LENGTH`] bytes; callers pass ASCII.
    const fn new(prefix: &[u8]) -> Self {
        let mut bytes = [0; MAX_PREFIX_LENGTH];
        let mut len = 0;
        while len < prefix.len() && len < MAX_PREFIX_LENGTH {
            bytes[len] = prefix[len];
            len += 1;
        }
        Self {
            bytes,
            len: len as u8,
        }
    }

    #[allow(unsafe_code)]
    const fn as_str(&self) -> &str {
        let (prefix, _) = self.bytes.split_at(self.len as usize);
        // SAFETY: `new` copied ASCII, which its callers pass.
        // (`core::str::from_utf8` is `const` only from Rust 1.87, above the MSRV.)
        unsafe { core::str::from_utf8_unchecked(prefix) }
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
    InvalidUuid(Error),
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
    /// The text of a typed ID whose [`format`](TypedIdFormat) is not TypeID (`ulid`,
    /// `base58`...) does not start with its prefix and `_`, and is not that format with
    /// another prefix or none either. `found` is the UUID the text spells when it is a
    /// UUID in one of the RFC 9562 forms; the message then shows the text to write.
    ///
    /// ```
    /// use uuid_runtime::{uuid, TypedId, TypedIdErrorKind, TypedIdFormat, Uuid};
    ///
    /// #[derive(TypedId, Debug)]
    /// #[typed_id(prefix = "user", format = "base58")]
    /// struct UserId(Uuid);
    ///
    /// let err = "01890a5d-ac96-774b-bcce-b302099a8057".parse::<UserId>().unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     TypedIdErrorKind::WrongFormat {
    ///         expected: "user",
    ///         format: TypedIdFormat::Base58,
    ///         found: Some(uuid!("01890a5d-ac96-774b-bcce-b302099a8057")),
    ///     }
    /// );
    /// assert_eq!(
    ///     err.to_string(),
    ///     "expected a base58 ID with the prefix `user`, found a UUID: \
    ///      as a base58 ID it is `user_1BzmjTFLHWXwiSK4y3H5iW`"
    /// );
    /// ```
    WrongFormat {
        /// The typed ID's prefix.
        expected: &'static str,
        /// The typed ID's format.
        format: TypedIdFormat,
        /// The UUID the text spells in an RFC 9562 form, if it does.
        found: Option<Uuid>,
    },
    /// The UUID has another version than the one the typed ID requires.
    WrongVersion {
        /// The version the typed ID requires.
        expected: u8,
        /// The UUID's version field.
        found: u8,
    },
    /// The nil UUID, for a typed ID over a [`NonNilUuid`](crate::NonNilUuid), whose
    /// values never are (read from a UUID, or from text that spells it).
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, TypedId, TypedIdErrorKind, Uuid};
    ///
    /// #[derive(TypedId, Debug)]
    /// #[typed_id(prefix = "user", version = 7)]
    /// struct UserId(NonNilUuid);
    ///
    /// let err = UserId::try_from_uuid(Uuid::NIL).unwrap_err();
    /// assert_eq!(err.kind(), TypedIdErrorKind::Nil);
    /// let err = "user_00000000000000000000000000".parse::<UserId>().unwrap_err();
    /// assert_eq!(err.to_string(), "unexpected nil UUID: expected a non-nil UUID");
    /// ```
    Nil,
    /// The text starts with none of the prefixes of a [`TypedIdEnum`](crate::TypedIdEnum)'s
    /// variants (followed by `_`). `found` is the text before its last `_` (printable
    /// ASCII, at most 63 bytes), empty when there is none.
    ///
    /// ```
    /// use uuid_runtime::{TypedId, TypedIdEnum, TypedIdErrorKind, Uuid};
    ///
    /// #[derive(TypedId, Debug)]
    /// #[typed_id(prefix = "user")]
    /// struct UserId(Uuid);
    ///
    /// #[derive(TypedId, Debug)]
    /// #[typed_id(prefix = "org")]
    /// struct OrgId(Uuid);
    ///
    /// #[derive(TypedIdEnum, Debug)]
    /// enum Owner {
    ///     User(UserId),
    ///     Org(OrgId),
    /// }
    ///
    /// let err = "team_01h455vb4pex5vsknk084sn02q".parse::<Owner>().unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     TypedIdErrorKind::UnknownPrefix { expected: &["user", "org"], found: "team" }
    /// );
    /// assert_eq!(err.to_string(), "expected one of the prefixes user, org; found team");
    /// ```
    UnknownPrefix {
        /// The variants' prefixes, in their order.
        expected: &'static [&'static str],
        /// What stands where a prefix would; empty when there is none.
        found: &'a str,
    },
}

impl TypedIdError {
    pub(crate) const fn wrong_prefix(expected: &'static str, found: &[u8]) -> Self {
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

    pub(crate) const fn wrong_format(
        expected: &'static str,
        format: TypedIdFormat,
        found: Option<Uuid>,
    ) -> Self {
        Self {
            repr: Repr::WrongFormat {
                expected,
                format,
                found,
            },
        }
    }

    pub(crate) const fn nil() -> Self {
        Self { repr: Repr::Nil }
    }

    pub(crate) const fn wrong_version(expected: u8, found: u8) -> Self {
        Self {
            repr: Repr::WrongVersion { expected, found },
        }
    }

    pub(crate) const fn unknown_prefix(expected: &'static [&'static str], found: &[u8]) -> Self {
        Self {
            repr: Repr::UnknownPrefix {
                expected,
                found: InlinePrefix::new(found),
            },
        }
    }

    pub(crate) const fn invalid_uuid(err: Error) -> Self {
        Self {
            repr: Repr::InvalidUuid(err),
        }
    }

    pub(crate) const fn invalid_typeid(err: TypeIdError) -> Self {
        Self {
            repr: Repr::InvalidTypeId(err),
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
    #[inline]
    pub const fn kind(&self) -> TypedIdErrorKind<'_> {
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
            &Repr::WrongFormat {
                expected,
                format,
                found,
            } => TypedIdErrorKind::WrongFormat {
                expected,
                format,
                found,
            },
            &Repr::WrongVersion { expected, found } => {
                TypedIdErrorKind::WrongVersion { expected, found }
            }
            Repr::Nil => TypedIdErrorKind::Nil,
            Repr::UnknownPrefix { expected, found } => TypedIdErrorKind::UnknownPrefix {
                expected,
                found: found.as_str(),
            },
        }
    }
}

impl TypedIdError {
    /// The message `Display` writes, built in a `const fn` so that `parse` in a
    /// constant fails the build with the same text: the parsers' own messages for bad
    /// text, else what was expected and found.
    pub(crate) const fn message(&self) -> Message {
        let mut m = Message::new();
        match self.kind() {
            TypedIdErrorKind::WrongPrefix { expected, found } => {
                m.push_str("wrong prefix: expected ");
                push_prefix(&mut m, expected);
                m.push_str(", found ");
                push_prefix(&mut m, found);
            }
            TypedIdErrorKind::InvalidUuid(err) => return err.message(),
            TypedIdErrorKind::InvalidTypeId(err) => return err.message(),
            TypedIdErrorKind::UuidNotTypeId { expected, found } => {
                push_expected(&mut m, TypedIdFormat::TypeId, expected);
                push_found_uuid(&mut m, TypedIdFormat::TypeId, expected, found);
            }
            TypedIdErrorKind::WrongFormat {
                expected,
                format,
                found,
            } => {
                push_expected(&mut m, format, expected);
                if let Some(uuid) = found {
                    push_found_uuid(&mut m, format, expected, uuid);
                } else {
                    m.push_str(": ");
                    if !expected.is_empty() {
                        m.push_char('`').push_str(expected).push_str("_` and ");
                    }
                    m.push_str(format.body());
                }
            }
            TypedIdErrorKind::WrongVersion { expected, found } => {
                m.push_str("wrong UUID version: expected ")
                    .push_usize(expected as usize)
                    .push_str(", found ")
                    .push_usize(found as usize);
            }
            TypedIdErrorKind::Nil => {
                m.push_str(NIL_MESSAGE);
            }
            TypedIdErrorKind::UnknownPrefix { expected, found } => {
                m.push_str("expected one of the prefixes ");
                let mut i = 0;
                while i < expected.len() {
                    if i > 0 {
                        m.push_str(", ");
                    }
                    m.push_str(expected[i]);
                    i += 1;
                }
                m.push_str("; found ");
                if found.is_empty() {
                    m.push_str("no prefix");
                } else {
                    m.push_str(found);
                }
            }
        }
        m
    }

    /// The characters of `text` (of `chars` characters) this error is about, for a
    /// drawing of it: the bad part, or all of it.
    const fn span(&self, chars: usize) -> Range<usize> {
        match self.kind() {
            TypedIdErrorKind::WrongPrefix { found, .. } => 0..found.len(),
            TypedIdErrorKind::UnknownPrefix { found, .. } if !found.is_empty() => 0..found.len(),
            TypedIdErrorKind::InvalidUuid(err) => err.span(),
            TypedIdErrorKind::InvalidTypeId(err) => err.span(),
            _ => 0..chars,
        }
    }

    /// The message for `text`, which `function` read: the message, then `text` drawn
    /// with carets under the problem, as a constant that is not a typed ID fails the
    /// build.
    pub(crate) const fn message_with(&self, ty: &str, method: &str, text: &str) -> Message {
        let mut m = Message::new();
        m.push_char('`')
            .push_str(ty)
            .push_str("::")
            .push_str(method)
            .push_str("`: ")
            .push_str(self.message().as_str());
        let hint = match self.kind() {
            TypedIdErrorKind::InvalidUuid(err) => err.hint(),
            _ => None,
        };
        let drawing = Drawing {
            text,
            chars: self.span(char_count(text.as_bytes())),
            hint,
        };
        m.push_char('\n').push_str(drawing.draw().as_str());
        m
    }
}

/// `` `prefix` ``, or "no prefix".
const fn push_prefix(m: &mut Message, prefix: &str) {
    if prefix.is_empty() {
        m.push_str("no prefix");
    } else {
        m.push_char('`').push_str(prefix).push_char('`');
    }
}

/// "expected a base58 ID with the prefix `user`" (or "without a prefix").
const fn push_expected(m: &mut Message, format: TypedIdFormat, prefix: &str) {
    m.push_str("expected ").push_str(format.noun());
    if prefix.is_empty() {
        m.push_str(" without a prefix");
    } else {
        m.push_str(" with the prefix `")
            .push_str(prefix)
            .push_char('`');
    }
}

/// ", found a UUID: as a base58 ID it is `user_...`".
const fn push_found_uuid(m: &mut Message, format: TypedIdFormat, prefix: &str, uuid: Uuid) {
    m.push_str(", found a UUID: as ")
        .push_str(format.noun())
        .push_str(" it is `");
    if !prefix.is_empty() {
        m.push_str(prefix).push_char('_');
    }
    let mut buf = [0; 36];
    m.push_str(encode_body(format, uuid, &mut buf))
        .push_char('`');
}

/// The text of `uuid` in `format`, without a prefix, written into `buf`, in `const fn`.
#[allow(unsafe_code)]
pub(crate) const fn encode_body(format: TypedIdFormat, uuid: Uuid, buf: &mut [u8; 36]) -> &str {
    let len = match format {
        TypedIdFormat::TypeId | TypedIdFormat::Ulid => {
            let (digits, _) = buf.split_first_chunk_mut::<{ base32::LENGTH }>().unwrap();
            base32::encode(
                uuid.as_u128(),
                matches!(format, TypedIdFormat::Ulid),
                digits,
            );
            base32::LENGTH
        }
        TypedIdFormat::Hyphenated => {
            *buf = uuid.hyphenated().to_ascii_lower();
            36
        }
        TypedIdFormat::Base64Url => {
            let (chars, _) = buf
                .split_first_chunk_mut::<{ base64url::LENGTH }>()
                .unwrap();
            base64url::encode(uuid.as_bytes(), chars);
            base64url::LENGTH
        }
        TypedIdFormat::Base58 | TypedIdFormat::Base62 => {
            let base = if matches!(format, TypedIdFormat::Base58) {
                positional::Base::Base58
            } else {
                positional::Base::Base62
            };
            let (digits, _) = buf
                .split_first_chunk_mut::<{ positional::LENGTH }>()
                .unwrap();
            positional::encode(uuid.as_u128(), base, digits);
            positional::LENGTH
        }
    };
    let (text, _) = buf.split_at(len);
    // SAFETY: every encoder writes ASCII.
    unsafe { core::str::from_utf8_unchecked(text) }
}

/// One line: the parsers' own messages for bad text, else what was expected and found.
impl fmt::Display for TypedIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message().as_str())
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

impl From<Error> for TypedIdError {
    fn from(err: Error) -> Self {
        Self::invalid_uuid(err)
    }
}

impl From<TypeIdError> for TypedIdError {
    fn from(err: TypeIdError) -> Self {
        Self::invalid_typeid(err)
    }
}
