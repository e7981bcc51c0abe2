//! `Serialize`/`Deserialize` for typed IDs (feature `serde`), called by the
//! `impl_typed_id_serde!` expansion.
//!
//! Human-readable formats get the text form (`Display`); binary formats get the 16
//! octets, as for [`Uuid`]. Both ways, the value's version is checked.

use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use super::expansion::{encode, parse};
use super::{MAX_TEXT_LENGTH, TypedId};
use crate::Uuid;

/// The body of the derived `Serialize`.
pub fn serialize<T: TypedId, S: Serializer>(id: &T, serializer: S) -> Result<S::Ok, S::Error> {
    if serializer.is_human_readable() {
        serializer.serialize_str(encode(id, &mut [0; MAX_TEXT_LENGTH]))
    } else {
        id.as_uuid().serialize(serializer)
    }
}

/// The body of the derived `Deserialize`.
pub fn deserialize<'de, T: TypedId, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    if deserializer.is_human_readable() {
        deserializer.deserialize_str(TextVisitor(PhantomData))
    } else {
        let uuid = Uuid::deserialize(deserializer)?;
        T::try_from_uuid(uuid).map_err(de::Error::custom)
    }
}

/// Parses the text form of `T`.
struct TextVisitor<T>(PhantomData<T>);

impl<T: TypedId> Visitor<'_> for TextVisitor<T> {
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
