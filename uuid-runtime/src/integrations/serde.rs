//! `Serialize`/`Deserialize` for `Uuid`, `NonNilUuid` and typed IDs, and the modules
//! that let a field choose its text form (feature `serde`).
//!
//! Human-readable formats get the text form: the lowercase hyphenated string for a
//! `Uuid`, `Display` for a typed ID (its `format`). Binary formats get the 16 octets.
//! Deserializing a `Uuid` accepts any of the four RFC 9562 text forms, or 16 octets (as
//! bytes or as a sequence), whatever the format says it is; a typed ID's version is
//! checked both ways.
//!
//! A field of any [`UuidValue`] type (`Uuid`, `NonNilUuid`, a typed ID) can be written
//! in a compact form instead, with `#[serde(with = "uuid_runtime::serde::ulid")]` (or
//! [`base64url`], [`base58`], [`base62`]; `::option` for an `Option` field): the bare
//! encoding, without a typed ID's prefix, in human-readable formats, and still the 16
//! octets in binary ones. Reading takes that form only, and checks the value as the
//! type does (a nil `NonNilUuid`, a typed ID's version).
//!
//! ```
//! use serde::{Deserialize, Serialize};
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! #[derive(Serialize, Deserialize, Debug, PartialEq)]
//! struct Event {
//!     #[serde(with = "uuid_runtime::serde::ulid")]
//!     id: Uuid,
//!     #[serde(with = "uuid_runtime::serde::base58")]
//!     user: UserId,
//!     #[serde(with = "uuid_runtime::serde::base62::option")]
//!     parent: Option<Uuid>,
//! }
//!
//! let event = Event {
//!     id: Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?,
//!     user: UserId::parse("user_01h455vb4pex5vsknk084sn02q"),
//!     parent: None,
//! };
//! let json = serde_json::to_string(&event)?;
//! assert_eq!(
//!     json,
//!     r#"{"id":"01H455VB4PEX5VSKNK084SN02Q","user":"1BzmjTFLHWXwiSK4y3H5iW","parent":null}"#
//! );
//! assert_eq!(serde_json::from_str::<Event>(&json)?, event);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::typed::text::{MAX_TEXT_LENGTH, encode, parse};
use crate::{Error, NonNilUuid, TypedId, TypedIdEnum, TypedIdFormat, Uuid, UuidValue};

/// What the expansions of this file's macros name, as `$crate::integrations::serde::…`.
#[doc(hidden)]
pub use ::serde;

impl Serialize for Uuid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            serializer.serialize_str(self.hyphenated().encode_lower(&mut [0; 36]))
        } else {
            serializer.serialize_bytes(self.as_bytes())
        }
    }
}

impl<'de> Deserialize<'de> for Uuid {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if deserializer.is_human_readable() {
            deserializer.deserialize_str(UuidVisitor)
        } else {
            deserializer.deserialize_bytes(UuidVisitor)
        }
    }
}

struct UuidVisitor;

impl<'de> Visitor<'de> for UuidVisitor {
    type Value = Uuid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a UUID string or 16 bytes")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Uuid, E> {
        Uuid::parse_str(text).map_err(E::custom)
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<Uuid, E> {
        Uuid::from_slice(bytes).map_err(|_| E::invalid_length(bytes.len(), &self))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Uuid, A::Error> {
        let mut bytes = [0; 16];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(i, &self))?;
        }
        // Too long: count the rest, to say how long, as for bytes.
        let mut len = 16;
        while seq.next_element::<de::IgnoredAny>()?.is_some() {
            len += 1;
        }
        if len > 16 {
            return Err(de::Error::invalid_length(len, &self));
        }
        Ok(Uuid::from_bytes(bytes))
    }
}

// --- NonNilUuid ---------------------------------------------------------------------

/// As [`Uuid`]'s.
impl Serialize for NonNilUuid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.get().serialize(serializer)
    }
}

/// As [`Uuid`]'s; the nil UUID is an error.
///
/// ```
/// use uuid_runtime::NonNilUuid;
///
/// let id: NonNilUuid = serde_json::from_str(r#""67e55044-10b1-426f-9247-bb680e5fe0c8""#)?;
/// assert_eq!(serde_json::to_string(&id)?, r#""67e55044-10b1-426f-9247-bb680e5fe0c8""#);
///
/// let err = serde_json::from_str::<NonNilUuid>(r#""00000000-0000-0000-0000-000000000000""#)
///     .unwrap_err();
/// assert!(err.to_string().starts_with("unexpected nil UUID: expected a non-nil UUID"));
/// # Ok::<(), serde_json::Error>(())
/// ```
impl<'de> Deserialize<'de> for NonNilUuid {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Self::try_from(Uuid::deserialize(deserializer)?).map_err(de::Error::custom)
    }
}

// --- Typed IDs ----------------------------------------------------------------------

/// The body of the derived `Serialize`.
#[doc(hidden)]
pub fn serialize_typed_id<T: TypedId, S: Serializer>(
    id: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    if serializer.is_human_readable() {
        serializer.serialize_str(encode(id, &mut [0; MAX_TEXT_LENGTH]))
    } else {
        id.as_uuid().serialize(serializer)
    }
}

/// The body of the derived `Deserialize`.
#[doc(hidden)]
pub fn deserialize_typed_id<'de, T: TypedId, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<T, D::Error> {
    if deserializer.is_human_readable() {
        deserializer.deserialize_str(TypedIdVisitor(PhantomData))
    } else {
        let uuid = Uuid::deserialize(deserializer)?;
        T::try_from_uuid(uuid).map_err(de::Error::custom)
    }
}

/// Parses the text form of `T`.
struct TypedIdVisitor<T>(PhantomData<T>);

impl<T: TypedId> Visitor<'_> for TypedIdVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (T::FORMAT, T::PREFIX) {
            (TypedIdFormat::Hyphenated, "") => f.write_str("a UUID string"),
            (format, "") => write!(f, "{} string", format.noun()),
            (format, prefix) => write!(f, "{} string with the prefix `{prefix}`", format.noun()),
        }
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        parse(text).map_err(E::custom)
    }
}

/// `Serialize` and `Deserialize` for a typed ID, through the two functions above;
/// `@through` for a type whose bodies are two other functions of this module.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_serde {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_typed_id_serde!(@through $ty, serialize_typed_id, deserialize_typed_id);
    };
    (@through $ty:ident, $serialize:ident, $deserialize:ident) => {
        #[automatically_derived]
        impl $crate::integrations::serde::serde::Serialize for $ty {
            fn serialize<S: $crate::integrations::serde::serde::Serializer>(
                &self,
                __serializer: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                $crate::integrations::serde::$serialize(self, __serializer)
            }
        }

        #[automatically_derived]
        impl<'de> $crate::integrations::serde::serde::Deserialize<'de> for $ty {
            fn deserialize<D: $crate::integrations::serde::serde::Deserializer<'de>>(
                __deserializer: D,
            ) -> ::core::result::Result<Self, D::Error> {
                $crate::integrations::serde::$deserialize(__deserializer)
            }
        }
    };
}

// --- The text forms a field can choose ------------------------------------------------
/// The `with` module `$module` of the form `$form` (an adapter of `crate::fmt`), written
/// by its `$encode` and read by its `try_parse`: `binary = octets` writes and reads 16
/// octets in binary formats (this crate's compact forms), `binary = text` the text in
/// every format (the `uuid` crate's hex forms, as it writes them).
macro_rules! with_form {
    (
        $(#[$doc:meta])* $module:ident, $form:ident, $encode:ident, $expecting:literal,
        binary = $binary:ident $(,)?
    ) => {
        $(#[$doc])*
        pub mod $module {
            use serde::{Deserializer, Serializer};

            use super::{Binary, Form, deserialize_as, serialize_as};
            use crate::UuidValue;
            use crate::fmt::$form;

            pub(super) const FORM: Form = Form {
                expecting: $expecting,
                parse: |text| match $form::try_parse(text) {
                    Ok(form) => Ok(form.into_uuid()),
                    Err(err) => Err(err),
                },
                binary: Binary::$binary,
            };

            /// Writes the value in this form.
            pub fn serialize<T: UuidValue, S: Serializer>(
                value: &T,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                serialize_as(value, serializer, FORM, |uuid, buf: &mut [u8; $form::LENGTH]| {
                    &*$form::from_uuid(uuid).$encode(buf)
                })
            }

            /// Reads a value in this form, and checks it as its type does.
            pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
                deserializer: D,
            ) -> Result<T, D::Error> {
                deserialize_as(deserializer, FORM)
            }

            /// The same for an `Option` field: `None` is written as serde writes `None`
            /// (`null` in JSON).
            pub mod option {
                use serde::{Deserialize, Deserializer, Serialize, Serializer};

                use crate::UuidValue;

                /// Writes `None`, or the value as the module above does.
                pub fn serialize<T: UuidValue, S: Serializer>(
                    value: &Option<T>,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    /// The value, serialized by the module above.
                    struct Value<'a, T>(&'a T);

                    impl<T: UuidValue> Serialize for Value<'_, T> {
                        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                            super::serialize(self.0, serializer)
                        }
                    }

                    value.as_ref().map(Value).serialize(serializer)
                }

                /// Reads `None`, or a value as the module above does.
                pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Option<T>, D::Error> {
                    /// A value read by the module above.
                    struct Value<T>(T);

                    impl<'de, T: UuidValue> Deserialize<'de> for Value<T> {
                        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                            super::deserialize(deserializer).map(Value)
                        }
                    }

                    Ok(Option::<Value<T>>::deserialize(deserializer)?.map(|Value(value)| value))
                }
            }
        }

        /// The form as a string, in every format (the `uuid` crate's impl).
        impl Serialize for crate::fmt::$form {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.$encode(&mut [0; crate::fmt::$form::LENGTH]))
            }
        }

        /// The form as a string, this form only.
        impl<'de> Deserialize<'de> for crate::fmt::$form {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let form = $module::FORM;
                deserializer.deserialize_str(form).map(crate::fmt::$form::from_uuid)
            }
        }
    };
}

/// What a form writes in binary formats: 16 octets, or its text.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binary {
    Octets,
    Text,
}

/// Writes `id` in the form `write` makes (human-readable formats, and binary ones for a
/// form that writes its text in every format) or as 16 octets.
fn serialize_as<T: UuidValue, S: Serializer, const N: usize>(
    id: &T,
    serializer: S,
    form: Form,
    write: fn(Uuid, &mut [u8; N]) -> &str,
) -> Result<S::Ok, S::Error> {
    let uuid = *id.as_uuid();
    if serializer.is_human_readable() || form.binary == Binary::Text {
        serializer.serialize_str(write(uuid, &mut [0; N]))
    } else {
        uuid.serialize(serializer)
    }
}

/// Reads a `T` in the form `form` reads (as `serialize_as` writes it), then checks it as
/// `T` does.
fn deserialize_as<'de, T: UuidValue, D: Deserializer<'de>>(
    deserializer: D,
    form: Form,
) -> Result<T, D::Error> {
    let uuid = if deserializer.is_human_readable() || form.binary == Binary::Text {
        deserializer.deserialize_str(form)?
    } else {
        Uuid::deserialize(deserializer)?
    };
    T::from_uuid_checked(uuid).map_err(de::Error::custom)
}

/// A text form, as a visitor of strings.
#[derive(Clone, Copy)]
struct Form {
    /// "a ULID string", for serde's messages.
    expecting: &'static str,
    parse: fn(&str) -> Result<Uuid, Error>,
    binary: Binary,
}

impl Visitor<'_> for Form {
    type Value = Uuid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Uuid, E> {
        (self.parse)(text).map_err(E::custom)
    }
}

with_form! {
    /// A field in the hyphenated form, as a string in every format, for
    /// `#[serde(with = "uuid_runtime::serde::hyphenated")]` (the `uuid` crate's module;
    /// reads that form only); see [the module](self).
    hyphenated, Hyphenated, encode_lower, "a UUID string in the hyphenated form",
    binary = Text,
}

with_form! {
    /// A field in the simple form (32 hex digits), as a string in every format, for
    /// `#[serde(with = "uuid_runtime::serde::simple")]` (the `uuid` crate's module; reads
    /// that form only); see [the module](self).
    simple, Simple, encode_lower, "a UUID string in the simple form",
    binary = Text,
}

with_form! {
    /// A field in the braced form, as a string in every format, for
    /// `#[serde(with = "uuid_runtime::serde::braced")]` (the `uuid` crate's module; reads
    /// that form only); see [the module](self).
    braced, Braced, encode_lower, "a UUID string in the braced form",
    binary = Text,
}

with_form! {
    /// A field in the URN form, as a string in every format, for
    /// `#[serde(with = "uuid_runtime::serde::urn")]` (the `uuid` crate's module; reads
    /// that form only); see [the module](self).
    urn, Urn, encode_lower, "a UUID string in the URN form",
    binary = Text,
}

with_form! {
    /// A field in the ULID form (26 characters, uppercase; read in either case), for
    /// `#[serde(with = "uuid_runtime::serde::ulid")]`; see [the module](self).
    ulid, Ulid, encode, "a ULID string",
    binary = Octets,
}

with_form! {
    /// A field in the base64url form (22 characters), for
    /// `#[serde(with = "uuid_runtime::serde::base64url")]`; see [the module](self).
    base64url, Base64Url, encode, "a base64url UUID string",
    binary = Octets,
}

with_form! {
    /// A field in the base58 form (22 characters), for
    /// `#[serde(with = "uuid_runtime::serde::base58")]`; see [the module](self).
    base58, Base58, encode, "a base58 UUID string",
    binary = Octets,
}

with_form! {
    /// A field in the base62 form (22 characters), for
    /// `#[serde(with = "uuid_runtime::serde::base62")]`; see [the module](self).
    base62, Base62, encode, "a base62 UUID string",
    binary = Octets,
}

/// A field as its 16 octets in every format, as a tuple of 16 numbers (a JSON array),
/// for `#[serde(with = "uuid_runtime::serde::compact")]` (the `uuid` crate's module);
/// checked as its type does when read.
///
/// ```
/// use serde::{Deserialize, Serialize};
/// use uuid_runtime::Uuid;
///
/// #[derive(Serialize, Deserialize)]
/// struct Row {
///     #[serde(with = "uuid_runtime::serde::compact")]
///     id: Uuid,
/// }
///
/// let json = serde_json::to_string(&Row { id: Uuid::from_u128(1) })?;
/// assert_eq!(json, r#"{"id":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1]}"#);
/// assert_eq!(serde_json::from_str::<Row>(&json)?.id, Uuid::from_u128(1));
/// # Ok::<(), serde_json::Error>(())
/// ```
pub mod compact {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::de;
    use crate::{Uuid, UuidValue};

    /// Writes the 16 octets as a tuple.
    pub fn serialize<T: UuidValue, S: Serializer>(
        value: &T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value.as_uuid().as_bytes().serialize(serializer)
    }

    /// Reads 16 octets as a tuple, and checks the value as its type does.
    pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        let bytes = <[u8; 16]>::deserialize(deserializer)?;
        T::from_uuid_checked(Uuid::from_bytes(bytes)).map_err(de::Error::custom)
    }

    /// The same for an `Option` field.
    pub mod option {
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        use super::de;
        use crate::{Uuid, UuidValue};

        /// Writes `None`, or the 16 octets as a tuple.
        pub fn serialize<T: UuidValue, S: Serializer>(
            value: &Option<T>,
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            value
                .as_ref()
                .map(|value| value.as_uuid().as_bytes())
                .serialize(serializer)
        }

        /// Reads `None`, or 16 octets as a tuple.
        pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Option<T>, D::Error> {
            match Option::<[u8; 16]>::deserialize(deserializer)? {
                Some(bytes) => T::from_uuid_checked(Uuid::from_bytes(bytes))
                    .map(Some)
                    .map_err(de::Error::custom),
                None => Ok(None),
            }
        }
    }
}

/// A field as its 16 octets in every format, as serde's bytes, for
/// `#[serde(with = "uuid_runtime::serde::bytes")]` (the `uuid` crate's module); checked
/// as its type does when read.
///
/// ```
/// use serde::{Deserialize, Serialize};
/// use uuid_runtime::Uuid;
///
/// #[derive(Serialize, Deserialize)]
/// struct Row {
///     #[serde(with = "uuid_runtime::serde::bytes")]
///     id: Uuid,
/// }
///
/// let json = serde_json::to_string(&Row { id: Uuid::from_u128(1) })?;
/// assert_eq!(json, r#"{"id":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1]}"#);
/// # Ok::<(), serde_json::Error>(())
/// ```
pub mod bytes {
    use serde::{Deserializer, Serializer};

    use super::{UuidVisitor, de};
    use crate::UuidValue;

    /// Writes the 16 octets as bytes.
    pub fn serialize<T: UuidValue, S: Serializer>(
        value: &T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(value.as_uuid().as_bytes())
    }

    /// Reads 16 octets given as bytes, and checks the value as its type does.
    pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        let uuid = deserializer.deserialize_bytes(UuidVisitor)?;
        T::from_uuid_checked(uuid).map_err(de::Error::custom)
    }

    /// The same for an `Option` field.
    pub mod option {
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        use crate::UuidValue;

        /// Writes `None`, or the octets as bytes.
        pub fn serialize<T: UuidValue, S: Serializer>(
            value: &Option<T>,
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            /// The value, written by the module above.
            struct Value<'a, T>(&'a T);

            impl<T: UuidValue> Serialize for Value<'_, T> {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    super::serialize(self.0, serializer)
                }
            }

            value.as_ref().map(Value).serialize(serializer)
        }

        /// Reads `None`, or octets as bytes.
        pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Option<T>, D::Error> {
            /// A value read by the module above.
            struct Value<T>(T);

            impl<'de, T: UuidValue> Deserialize<'de> for Value<T> {
                fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    super::deserialize(deserializer).map(Value)
                }
            }

            Ok(Option::<Value<T>>::deserialize(deserializer)?.map(|Value(value)| value))
        }
    }
}

// --- Typed ID enums -------------------------------------------------------------------

/// The body of the derived `Serialize` of a `TypedIdEnum`: its text (the variant's own
/// text form), in every format, since the prefix is what tells the variants apart.
#[doc(hidden)]
pub fn serialize_typed_id_enum<T: TypedIdEnum, S: Serializer>(
    id: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let mut text = StackText {
        bytes: [0; MAX_TEXT_LENGTH],
        len: 0,
    };
    fmt::Write::write_fmt(&mut text, format_args!("{id}"))
        .map_err(|_| serde::ser::Error::custom("a typed ID's text is longer than a typed ID's"))?;
    serializer.serialize_str(text.as_str())
}

/// The body of the derived `Deserialize` of a `TypedIdEnum`: a string, read by its prefix.
#[doc(hidden)]
pub fn deserialize_typed_id_enum<'de, T: TypedIdEnum, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<T, D::Error> {
    deserializer.deserialize_str(TypedIdEnumVisitor(PhantomData))
}

/// A typed ID's text, written on the stack (every typed ID's fits).
struct StackText {
    bytes: [u8; MAX_TEXT_LENGTH],
    len: usize,
}

impl StackText {
    fn as_str(&self) -> &str {
        // Whole `&str`s were written.
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or_default()
    }
}

impl fmt::Write for StackText {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let end = self.len + text.len();
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(text.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Parses the text of a `T`.
struct TypedIdEnumVisitor<T>(PhantomData<T>);

impl<T: TypedIdEnum> Visitor<'_> for TypedIdEnumVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an ID string with one of the prefixes ")?;
        for (i, prefix) in T::PREFIXES.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(prefix)?;
        }
        Ok(())
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(E::custom)
    }
}

/// `Serialize` and `Deserialize` for a `TypedIdEnum`, through the two functions above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_serde {
    ($ty:ident, [$($vty:ty),+]) => {
        $crate::__impl_typed_id_serde!(
            @through $ty,
            serialize_typed_id_enum,
            deserialize_typed_id_enum
        );
    };
}
