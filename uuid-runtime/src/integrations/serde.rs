//! `Serialize`/`Deserialize` for `Uuid`, `NonNilUuid` and typed IDs (feature `serde`).
//!
//! Human-readable formats get the text form: the lowercase hyphenated string for a
//! `Uuid`, `Display` for a typed ID. Binary formats get the 16 octets. Deserializing a
//! `Uuid` accepts any of the four text forms, or 16 octets (as bytes or as a
//! sequence), whatever the format says it is; a typed ID's version is checked both ways.

use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::typed_id::expansion::{encode, parse};
use crate::typeid::TypeId;
use crate::{NonNilUuid, TypedId, Uuid};

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
        Uuid::from_slice(bytes).map_err(|err| E::invalid_length(err.found(), &self))
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
pub fn serialize_typed_id<T: TypedId, S: Serializer>(
    id: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    if serializer.is_human_readable() {
        serializer.serialize_str(encode(id, &mut [0; TypeId::MAX_LENGTH]))
    } else {
        id.as_uuid().serialize(serializer)
    }
}

/// The body of the derived `Deserialize`.
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
        if T::PREFIX.is_empty() {
            f.write_str("a UUID string")
        } else {
            write!(f, "a TypeID string with the prefix `{}`", T::PREFIX)
        }
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        parse(text).map_err(E::custom)
    }
}

/// `Serialize` and `Deserialize` for a typed ID, through the two functions above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_serde {
    ($ty:ident) => {
        #[automatically_derived]
        impl $crate::__private::serde::Serialize for $ty {
            fn serialize<S: $crate::__private::serde::Serializer>(
                &self,
                __serializer: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                $crate::__private::serde_impl::serialize_typed_id(self, __serializer)
            }
        }

        #[automatically_derived]
        impl<'de> $crate::__private::serde::Deserialize<'de> for $ty {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(
                __deserializer: D,
            ) -> ::core::result::Result<Self, D::Error> {
                $crate::__private::serde_impl::deserialize_typed_id(__deserializer)
            }
        }
    };
}
