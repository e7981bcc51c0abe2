//! BSON and MongoDB (feature `bson`, bson 3.x): `Uuid`, `NonNilUuid` and typed IDs as
//! BSON UUIDs, binary values of subtype 4.
//!
//! - `From<_> for Bson`, `Binary` and `bson::Uuid`, so that a value goes into `doc!`
//!   (`doc! { "_id": id }`) and filters as a BSON UUID, and `TryFrom<Bson>`,
//!   `TryFrom<Binary>` (and from references to them) back, which take subtype 4 only:
//!   anything else is a [`FromBsonError`] that says what was found. `From<bson::Uuid>`
//!   for `Uuid`, `TryFrom<bson::Uuid>` for `NonNilUuid` and typed IDs.
//! - [`binary`]: a serde helper, `#[serde(with = "uuid_runtime::integrations::bson::binary")]` (and
//!   [`binary::option`] for an `Option`), that stores a field as a BSON UUID in
//!   documents built with serde (`bson::serialize_to_document`, `serialize_to_vec`,
//!   the MongoDB driver's typed collections), exactly as `bson::Uuid` is stored.
//!
//! ```
//! use bson::doc;
//! use uuid_runtime::Uuid;
//!
//! let filter = doc! { "_id": Uuid::NAMESPACE_DNS };
//! let theirs = bson::Uuid::from_bytes(Uuid::NAMESPACE_DNS.into_bytes());
//! assert_eq!(filter, doc! { "_id": theirs });
//! assert_eq!(Uuid::try_from(filter.get("_id").unwrap())?, Uuid::NAMESPACE_DNS);
//! # Ok::<(), uuid_runtime::integrations::bson::FromBsonError>(())
//! ```
//!
//! Legacy UUIDs (subtype 3, written by older drivers in their own byte orders) are read
//! only through bson's explicit path, which names the byte order:
//!
//! ```
//! use bson::Binary;
//! use bson::uuid::UuidRepresentation;
//! use uuid_runtime::Uuid;
//!
//! // A UUID as the legacy Java driver stored it.
//! let stored = Binary::from_uuid_with_representation(
//!     Uuid::NAMESPACE_DNS.into(),
//!     UuidRepresentation::JavaLegacy,
//! );
//! let err = Uuid::try_from(&stored).unwrap_err();
//! assert!(err.to_string().contains("found subtype 3 (a legacy UUID"), "{err}");
//!
//! let uuid = Uuid::from(stored.to_uuid_with_representation(UuidRepresentation::JavaLegacy)?);
//! assert_eq!(uuid, Uuid::NAMESPACE_DNS);
//! # Ok::<(), bson::error::Error>(())
//! ```
//!
//! A BSON UUID is a binary of subtype 4. `doc! { "_id": id }` and `Bson::from(id)` make one
//! from a `Uuid`, a `NonNilUuid` or a typed ID, and `UserId::try_from(&bson)` reads one
//! back; anything else (a string, a binary of subtype 0, the legacy subtype 3, 15 bytes, a
//! UUID of the wrong version) is a `uuid_runtime::integrations::bson::FromBsonError` that says what was
//! found. In structs serialized with serde, mark the fields with
//! `#[serde(with = "uuid_runtime::integrations::bson::binary")]` (`binary::option` for an `Option`):
//!
//! ```rust
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use bson::doc;
//! use serde::{Deserialize, Serialize};
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! #[derive(Serialize, Deserialize, Debug, PartialEq)]
//! struct User {
//!     #[serde(rename = "_id", with = "uuid_runtime::integrations::bson::binary")]
//!     id: UserId,
//!     #[serde(default, with = "uuid_runtime::integrations::bson::binary::option")]
//!     invited_by: Option<UserId>,
//!     name: String,
//! }
//!
//! let ada = User { id: UserId::new(), invited_by: None, name: "Ada".into() };
//! let bob = User { id: UserId::new(), invited_by: Some(ada.id), name: "Bob".into() };
//! // What a typed collection's `insert_one(&bob)` stores, and a filter that finds it.
//! let stored = bson::serialize_to_document(&bob)?;
//! let filter = doc! { "invited_by": ada.id };
//! assert_eq!(stored.get("invited_by"), filter.get("invited_by"));
//! assert_eq!(bson::deserialize_from_document::<User>(stored)?, bob);
//! # Ok(())
//! # }
//! ```
//!
//! - **Why a helper.** A type's `Serialize` learns only whether a format is
//!   human-readable, and bson's serializer says it is, as JSON's does; so a typed ID cannot
//!   be a binary in BSON and its TypeID in JSON. Without the helper a field is what serde
//!   makes of it: text in `serialize_to_document` (the typed ID's text form), a binary of
//!   subtype 0 in `serialize_to_vec` and in the driver's typed collections (which serialize
//!   with `serialize_to_raw_document_buf`). Neither is a
//!   BSON UUID, so a filter holding the UUID silently misses it, and other languages'
//!   drivers read no UUID.
//! - **With the helper** the field is exactly what `bson::Uuid` is: a binary of subtype 4
//!   in BSON (through both of bson's serializers), and in other formats the hyphenated
//!   UUID (JSON) or the 16 octets (binary formats). Reading it in BSON takes only a binary
//!   of subtype 4: a string (which `bson::Uuid` accepts), subtype 0 or 3 are errors. In
//!   other formats it also takes the other text forms and a typed ID's own.
//! - **A plain `Uuid` field needs the helper too.** It could only become a BSON UUID by
//!   serializing, in every format, as a newtype struct named with bson's private name,
//!   which changes other formats: RON, for one, refuses the name (a test shows it). So
//!   `Uuid`'s serde form stays the same everywhere, and the helper is the one way.
//! - **What is tested**: the bytes of `serialize_to_vec` and
//!   `serialize_to_raw_document_buf` (which the driver's `insert_one` uses) and the
//!   documents of `serialize_to_document`, against `bson::Uuid`'s own encoding, byte for
//!   byte, for every sample value, in `_id` and through `Option`s; `doc!` with `Vec`s
//!   (`$in`) and `Option`s; the extended JSON form
//!   (`{"$binary": {"base64": "...", "subType": "04"}}`) both ways; every refused value's
//!   error, through both of bson's deserializers; JSON and a binary format (postcard) as
//!   `bson::Uuid` writes them. There is no MongoDB server here.

use core::borrow::Borrow;
use core::fmt;

use bson::spec::{BinarySubtype, ElementType};
use bson::{Binary, Bson};

use crate::integrations::uuid_value::Refusal;
use crate::{Error, NonNilUuid, TypedId, TypedIdError, Uuid, UuidValue};

/// What the expansions of this file's macros name, as `$crate::integrations::bson::…`.
#[doc(hidden)]
pub use ::bson;

/// Why a BSON value is not a `Uuid`, a `NonNilUuid` or a typed ID: the error of their
/// `TryFrom<Bson>` and `TryFrom<Binary>`.
///
/// ```
/// use bson::Bson;
/// use uuid_runtime::integrations::bson::FromBsonError;
/// use uuid_runtime::Uuid;
///
/// let text = Bson::from("6ba7b810-9dad-11d1-80b4-00c04fd430c8");
/// let err = Uuid::try_from(text).unwrap_err();
/// assert_eq!(err, FromBsonError::NotBinary(bson::spec::ElementType::String));
/// assert_eq!(
///     err.to_string(),
///     "invalid BSON UUID: expected a binary of subtype 4, found a string"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FromBsonError {
    /// A value of another type than binary.
    NotBinary(ElementType),
    /// A binary value of another subtype than 4: among them 0 (generic binary) and 3
    /// (the legacy UUIDs, read with `Binary::to_uuid_with_representation`).
    Subtype(BinarySubtype),
    /// A binary of subtype 4 whose length, in bytes, is not 16.
    Length(usize),
    /// The nil UUID, where a `NonNilUuid` is expected.
    Nil,
    /// A UUID that the typed ID refuses: another version than its own.
    TypedId(TypedIdError),
}

impl fmt::Display for FromBsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SUBTYPE_4: &str = "invalid BSON UUID: expected a binary of subtype 4";
        match self {
            Self::NotBinary(found) => write!(f, "{SUBTYPE_4}, found {}", element_type(*found)),
            Self::Subtype(BinarySubtype::UuidOld) => write!(
                f,
                "{SUBTYPE_4}, found subtype 3 (a legacy UUID, whose byte order depends on the \
                 driver that wrote it): read it with `Binary::to_uuid_with_representation`"
            ),
            Self::Subtype(BinarySubtype::Generic) => {
                write!(f, "{SUBTYPE_4}, found subtype 0 (generic binary)")
            }
            Self::Subtype(found) => write!(f, "{SUBTYPE_4}, found subtype {}", u8::from(*found)),
            Self::Length(found) => write!(f, "invalid BSON UUID: expected 16 bytes, found {found}"),
            Self::Nil => fmt::Display::fmt(&Error::nil(36), f),
            Self::TypedId(error) => fmt::Display::fmt(error, f),
        }
    }
}

impl core::error::Error for FromBsonError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::TypedId(error) => Some(error),
            _ => None,
        }
    }
}

/// A BSON element type, in words.
fn element_type(found: ElementType) -> &'static str {
    match found {
        ElementType::Double => "a double",
        ElementType::String => "a string",
        ElementType::EmbeddedDocument => "a document",
        ElementType::Array => "an array",
        ElementType::Binary => "a binary",
        ElementType::Undefined => "undefined",
        ElementType::ObjectId => "an ObjectId",
        ElementType::Boolean => "a boolean",
        ElementType::DateTime => "a date-time",
        ElementType::Null => "null",
        ElementType::RegularExpression => "a regular expression",
        ElementType::DbPointer => "a DBPointer",
        ElementType::JavaScriptCode => "JavaScript code",
        ElementType::Symbol => "a symbol",
        ElementType::JavaScriptCodeWithScope => "JavaScript code with scope",
        ElementType::Int32 => "a 32-bit integer",
        ElementType::Timestamp => "a timestamp",
        ElementType::Int64 => "a 64-bit integer",
        ElementType::Decimal128 => "a Decimal128",
        ElementType::MaxKey => "MaxKey",
        ElementType::MinKey => "MinKey",
    }
}

/// The UUID a binary of subtype 4 holds.
fn from_binary(binary: &Binary) -> Result<Uuid, FromBsonError> {
    if binary.subtype != BinarySubtype::Uuid {
        return Err(FromBsonError::Subtype(binary.subtype));
    }
    Uuid::from_slice(&binary.bytes).map_err(|_| FromBsonError::Length(binary.bytes.len()))
}

/// The UUID a BSON value holds, a binary of subtype 4.
fn from_bson(value: &Bson) -> Result<Uuid, FromBsonError> {
    match value {
        Bson::Binary(binary) => from_binary(binary),
        other => Err(FromBsonError::NotBinary(other.element_type())),
    }
}

/// The BSON UUID of `uuid`: a binary of subtype 4.
fn to_binary(uuid: Uuid) -> Binary {
    Binary {
        subtype: BinarySubtype::Uuid,
        bytes: uuid.as_bytes().to_vec(),
    }
}

// --- Uuid, NonNilUuid and typed IDs ----------------------------------------------------

// A binary of subtype 4, as `bson::Uuid` is: `doc! { "_id": uuid }` holds a BSON UUID
// (see the module's example). Reading takes subtype 4 and 16 bytes; anything else is
// a `FromBsonError` that says what it is, and a nil `NonNilUuid` is `FromBsonError::Nil`.
crate::__impl_typed_id_bson!(@common Uuid);
crate::__impl_typed_id_bson!(@common NonNilUuid);

/// The same 16 octets.
impl From<bson::Uuid> for Uuid {
    fn from(uuid: bson::Uuid) -> Self {
        Self::from_bytes(uuid.bytes())
    }
}

/// The same 16 octets; the nil UUID is an error.
impl TryFrom<bson::Uuid> for NonNilUuid {
    type Error = Error;

    fn try_from(uuid: bson::Uuid) -> Result<Self, Error> {
        Self::try_from(Uuid::from(uuid))
    }
}

// --- Typed IDs ----------------------------------------------------------------------

/// The body of `From<T> for Bson`.
#[doc(hidden)]
pub fn to_bson<T: UuidValue>(id: &T) -> Bson {
    Bson::Binary(to_binary(*id.as_uuid()))
}

/// The body of `From<T> for Binary`.
#[doc(hidden)]
pub fn to_binary_value<T: UuidValue>(id: &T) -> Binary {
    to_binary(*id.as_uuid())
}

/// The body of `From<T> for bson::Uuid`.
#[doc(hidden)]
pub fn to_bson_uuid<T: UuidValue>(id: &T) -> bson::Uuid {
    bson::Uuid::from_bytes(id.as_uuid().into_bytes())
}

/// The body of the derived `TryFrom<bson::Uuid>`: the typed ID's version check.
#[doc(hidden)]
pub fn from_bson_uuid<T: TypedId>(uuid: bson::Uuid) -> Result<T, TypedIdError> {
    T::try_from_uuid(uuid.into())
}

/// The body of `TryFrom<&Bson>` and `TryFrom<Bson>`.
#[doc(hidden)]
pub fn try_from_bson<T: UuidValue>(value: impl Borrow<Bson>) -> Result<T, FromBsonError> {
    adopt(from_bson(value.borrow())?)
}

/// The body of `TryFrom<&Binary>` and `TryFrom<Binary>`.
#[doc(hidden)]
pub fn try_from_binary<T: UuidValue>(binary: impl Borrow<Binary>) -> Result<T, FromBsonError> {
    adopt(from_binary(binary.borrow())?)
}

// --- The serde helper ---------------------------------------------------------------

/// `T` holding `uuid`, or why it cannot (a nil `NonNilUuid`, a typed ID's version).
fn adopt<T: UuidValue>(uuid: Uuid) -> Result<T, FromBsonError> {
    T::from_uuid_checked(uuid).map_err(|refusal| match refusal {
        Refusal::Nil => FromBsonError::Nil,
        Refusal::TypedId(err) => FromBsonError::TypedId(err),
    })
}

/// A serde helper that stores a `Uuid`, a `NonNilUuid` or a typed ID as a BSON UUID
/// (a binary of subtype 4), exactly as `bson::Uuid` is stored, with bson's serializers
/// and deserializers: `#[serde(with = "uuid_runtime::integrations::bson::binary")]`.
///
/// In BSON, reading takes a binary of subtype 4 and nothing else (bson's own
/// `bson::Uuid` also takes a string; this does not): a string, a binary of subtype 0 or
/// 3, a nil `NonNilUuid`, a typed ID of the wrong version are errors that say so.
///
/// In other formats the field is what `bson::Uuid` is there: the hyphenated string in
/// human-readable ones (JSON), the 16 octets in binary ones. Reading there also takes
/// the other text forms, and a typed ID's own (its TypeID).
///
/// ```
/// use bson::{doc, Bson};
/// use serde::{Deserialize, Serialize};
/// use uuid_runtime::{TypedId, Uuid};
///
/// #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
/// #[typed_id(prefix = "user", version = 7)]
/// struct UserId(Uuid);
///
/// #[derive(Serialize, Deserialize, Debug, PartialEq)]
/// struct User {
///     #[serde(rename = "_id", with = "uuid_runtime::integrations::bson::binary")]
///     id: UserId,
///     #[serde(default, with = "uuid_runtime::integrations::bson::binary::option")]
///     invited_by: Option<UserId>,
///     name: String,
/// }
///
/// let ada = User { id: UserId::new(), invited_by: None, name: "ada".into() };
/// let stored = bson::serialize_to_document(&ada)?;
/// // The same value as `doc!` makes, so this filter finds it.
/// assert_eq!(stored.get("_id"), Some(&Bson::from(ada.id)));
/// assert_eq!(bson::deserialize_from_document::<User>(stored)?, ada);
///
/// let as_text = doc! { "_id": ada.id.as_uuid().to_string(), "name": "ada" };
/// let err = bson::deserialize_from_document::<User>(as_text).unwrap_err();
/// assert!(err.to_string().contains("expected a binary of subtype 4, found a string"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub mod binary {
    use core::fmt;
    use core::marker::PhantomData;

    use bson::Bson;
    use bson::spec::ElementType;
    use serde::de::value::MapAccessDeserializer;
    use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
    use serde::ser::{Serialize, Serializer};

    use super::{FromBsonError, adopt, from_bson};
    use crate::{Uuid, UuidValue};

    /// The name bson's serializers and deserializers know `bson::Uuid` by
    /// (`bson::uuid::UUID_NEWTYPE_NAME`, private to bson 3): with it, the deserializers
    /// check the subtype and hand over the binary, where other formats see a newtype.
    const BSON_UUID: &str = "$__bson_private_uuid";

    /// Writes `value` as `bson::Uuid` writes itself: a BSON UUID in BSON, elsewhere the
    /// hyphenated UUID (human-readable formats) or its 16 octets.
    ///
    /// # Errors
    ///
    /// Those of the serializer.
    pub fn serialize<T: UuidValue, S: Serializer>(
        value: &T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        bson::Uuid::from(*value.as_uuid()).serialize(serializer)
    }

    /// Reads a BSON UUID in BSON; elsewhere any of the text forms (or 16 octets).
    ///
    /// # Errors
    ///
    /// Anything else, or a value the type refuses: a nil `NonNilUuid`, a typed ID of the
    /// wrong version.
    pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        deserializer.deserialize_newtype_struct(BSON_UUID, BinaryVisitor(PhantomData))
    }

    /// Reads what [`serialize`] wrote.
    struct BinaryVisitor<T>(PhantomData<T>);

    impl<'de, T: UuidValue> Visitor<'de> for BinaryVisitor<T> {
        type Value = T;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a BSON binary of subtype 4 (a UUID)")
        }

        // Another format than BSON, which passes the newtype through.
        fn visit_newtype_struct<D: Deserializer<'de>>(
            self,
            deserializer: D,
        ) -> Result<T, D::Error> {
            if deserializer.is_human_readable() {
                deserializer.deserialize_str(TextVisitor(PhantomData))
            } else {
                adopt::<T>(Uuid::deserialize(deserializer)?).map_err(de::Error::custom)
            }
        }

        // BSON: bson's deserializers hand a binary of any subtype but 0 over as its
        // extended JSON (`{"$binary": ...}`), here always subtype 4 (they checked).
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
            let value = Bson::deserialize(MapAccessDeserializer::new(map))?;
            adopt::<T>(from_bson(&value).map_err(de::Error::custom)?).map_err(de::Error::custom)
        }

        // BSON: a string, which `bson::Uuid` accepts and a BSON UUID field does not.
        fn visit_str<E: de::Error>(self, _: &str) -> Result<T, E> {
            Err(E::custom(FromBsonError::NotBinary(ElementType::String)))
        }
    }

    /// Parses the text form of `T` (any UUID text, or a typed ID's own).
    struct TextVisitor<T>(PhantomData<T>);

    impl<T: UuidValue> Visitor<'_> for TextVisitor<T> {
        type Value = T;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a UUID string")
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
            // What the helper writes (the hyphenated UUID), any other text form of a
            // UUID, or a typed ID's own text form.
            match Uuid::parse_str(text) {
                Ok(uuid) => adopt(uuid).map_err(E::custom),
                Err(err) => match T::from_own_text(text) {
                    Some(read) => read.map_err(E::custom),
                    None => Err(E::custom(err)),
                },
            }
        }
    }

    /// The same for an `Option`: `None` is BSON's null. With
    /// `#[serde(default, with = "uuid_runtime::integrations::bson::binary::option")]`, a missing field
    /// reads as `None` too.
    pub mod option {
        use serde::de::{Deserialize, Deserializer};
        use serde::ser::{Serialize, Serializer};

        use crate::UuidValue;

        /// `value` through [`binary`](super), `None` as null.
        struct Wrapped<T>(T);

        impl<T: UuidValue> Serialize for Wrapped<&T> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                super::serialize(self.0, serializer)
            }
        }

        impl<'de, T: UuidValue> Deserialize<'de> for Wrapped<T> {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                super::deserialize(deserializer).map(Wrapped)
            }
        }

        /// Writes `Some` as [`binary::serialize`](super::serialize) does, `None` as null.
        ///
        /// # Errors
        ///
        /// Those of the serializer.
        pub fn serialize<T: UuidValue, S: Serializer>(
            value: &Option<T>,
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            value.as_ref().map(Wrapped).serialize(serializer)
        }

        /// Reads null as `None`, anything else as
        /// [`binary::deserialize`](super::deserialize) does.
        ///
        /// # Errors
        ///
        /// Those of [`binary::deserialize`](super::deserialize).
        pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Option<T>, D::Error> {
            Ok(Option::<Wrapped<T>>::deserialize(deserializer)?.map(|Wrapped(value)| value))
        }
    }
}

/// The conversions with BSON for a typed ID, through the functions above; `@common`,
/// all but `TryFrom<bson::Uuid>`, is `Uuid`'s and `NonNilUuid`'s too.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_bson {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_typed_id_bson!(@common $ty);
        $crate::__impl_typed_id_bson!(
            @try_from $ty, $crate::TypedIdError, from_bson_uuid,
            $crate::integrations::bson::bson::Uuid
        );
    };
    (@common $ty:ident) => {
        $crate::__impl_typed_id_bson!(
            @into $ty, to_bson => Bson, to_binary_value => Binary, to_bson_uuid => Uuid
        );
        $crate::__impl_typed_id_bson!(
            @try_from $ty, $crate::integrations::bson::FromBsonError, try_from_bson,
            &$crate::integrations::bson::bson::Bson, $crate::integrations::bson::bson::Bson
        );
        $crate::__impl_typed_id_bson!(
            @try_from $ty, $crate::integrations::bson::FromBsonError, try_from_binary,
            &$crate::integrations::bson::bson::Binary, $crate::integrations::bson::bson::Binary
        );
    };
    // `From<$ty>` for each of bson's `$target` types, through the function `$write`.
    (@into $ty:ident, $($write:ident => $target:ident),+) => {$(
        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::integrations::bson::bson::$target {
            fn from(__id: $ty) -> Self {
                $crate::integrations::bson::$write(&__id)
            }
        }
    )+};
    // `TryFrom<$source>` for `$ty`, for each `$source`, through the function `$read`.
    (@try_from $ty:ident, $error:ty, $read:ident, $($source:ty),+) => {$(
        #[automatically_derived]
        impl ::core::convert::TryFrom<$source> for $ty {
            type Error = $error;

            fn try_from(__value: $source) -> ::core::result::Result<Self, Self::Error> {
                $crate::integrations::bson::$read(__value)
            }
        }
    )+};
}
