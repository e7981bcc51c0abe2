//! ClickHouse (feature `clickhouse`, for the official `clickhouse` crate, tested with
//! 0.15): `Uuid`, `NonNilUuid` and typed IDs in `UUID` columns.
//!
//! [`uuid`] is a serde `with` module for a row's field,
//! `#[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]`, with [`uuid::option`] for
//! `Nullable(UUID)` and [`uuid::vec`] for `Array(UUID)`. It writes exactly what the
//! crate's own `clickhouse::serde::uuid` writes for a `uuid::Uuid` (RowBinary's `UUID`:
//! two 64-bit halves, each little-endian), so it passes the crate's schema validation,
//! and it reads a value back checked as its type is (a nil `NonNilUuid`, a typed ID of
//! the wrong version: a deserialization error that says so). In human-readable formats
//! (JSON) it is the hyphenated UUID, as the crate's is.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! # tokio::runtime::Builder::new_current_thread().enable_all().build()?.block_on(async {
//! use clickhouse::test::{Mock, handlers};
//! use clickhouse::{Client, Row};
//! use serde::{Deserialize, Serialize};
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "order", version = 7)]
//! struct OrderId(Uuid);
//!
//! // CREATE TABLE orders (id UUID, parent Nullable(UUID), items Array(UUID))
//! #[derive(Row, Serialize, Deserialize, Debug, PartialEq)]
//! struct Order {
//!     #[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]
//!     id: OrderId,
//!     #[serde(with = "uuid_runtime::integrations::clickhouse::uuid::option")]
//!     parent: Option<OrderId>,
//!     #[serde(with = "uuid_runtime::integrations::clickhouse::uuid::vec")]
//!     items: Vec<Uuid>,
//! }
//!
//! let mock = Mock::new();
//! let client = Client::default().with_mock(&mock);
//! let recording = mock.add(handlers::record());
//! let order = Order { id: OrderId::new(), parent: None, items: vec![Uuid::new_v4()] };
//! let mut insert = client.insert::<Order>("orders").await?;
//! insert.write(&order).await?;
//! insert.end().await?;
//! let stored: Vec<Order> = recording.collect().await;
//! assert_eq!(stored, [order]);
//! # Ok::<(), clickhouse::error::Error>(())
//! # })?;
//! # Ok(())
//! # }
//! ```
//!
//! # Time windows
//!
//! ClickHouse compares a `UUID` as two 64-bit halves, the second half first
//! (ClickHouse#51063), so `ORDER BY id` is not the order of v7 keys, and `id >= start AND
//! id < end` with the ends of [`Uuid::range_v7`](crate::Uuid::range_v7) selects the
//! wrong rows. Key the table by time, and select a window by time: `UUIDv7ToDateTime`
//! returns the millisecond a v7 UUID holds, so the range's own ends give the window,
//! exact to the millisecond (tested against ClickHouse 26):
//!
//! ```sql
//! CREATE TABLE orders (id UUID, ...) ENGINE = MergeTree
//! ORDER BY (UUIDv7ToDateTime(id), id);
//!
//! -- the two `?` bound to the range's ends (`range.start.as_uuid().to_string()`, ...)
//! SELECT ... FROM orders
//! WHERE UUIDv7ToDateTime(id) >= UUIDv7ToDateTime(toUUID(?))
//!   AND UUIDv7ToDateTime(id) < UUIDv7ToDateTime(toUUID(?))
//! ```
//!
//! The guide's [time-ordered keys](crate::guide::time_keys) compares the stores.

use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeSeq, SerializeTuple, Serializer};

use crate::{Uuid, UuidValue};

/// A value written as RowBinary's `UUID`: its halves, high then low, or its hyphenated
/// text in human-readable formats.
struct Halves(Uuid);

impl Serialize for Halves {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            return serializer.serialize_str(self.0.hyphenated().encode_lower(&mut [0; 36]));
        }
        let (high, low) = self.0.as_u64_pair();
        let mut tuple = serializer.serialize_tuple(2)?;
        tuple.serialize_element(&high)?;
        tuple.serialize_element(&low)?;
        tuple.end()
    }
}

/// A value read back from RowBinary's `UUID`, or from text in human-readable formats,
/// then checked as `T` does.
struct Checked<T>(T);

impl<'de, T: UuidValue> Deserialize<'de> for Checked<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let uuid = if deserializer.is_human_readable() {
            deserializer.deserialize_str(HalvesVisitor)?
        } else {
            deserializer.deserialize_tuple(2, HalvesVisitor)?
        };
        T::from_uuid_checked(uuid)
            .map(Checked)
            .map_err(de::Error::custom)
    }
}

/// Reads a `UUID`: two `u64`s, or text.
struct HalvesVisitor;

impl<'de> Visitor<'de> for HalvesVisitor {
    type Value = Uuid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a ClickHouse UUID: two 64-bit halves, or UUID text")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Uuid, A::Error> {
        let high = seq
            .next_element::<u64>()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let low = seq
            .next_element::<u64>()?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        Ok(Uuid::from_u64_pair(high, low))
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Uuid, E> {
        Uuid::parse_str(text).map_err(E::custom)
    }
}

/// A field of a `UUID` column: `#[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]` on a
/// `Uuid`, a `NonNilUuid` or a typed ID; see [the module](super).
pub mod uuid {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{Checked, Halves};
    use crate::UuidValue;

    /// Writes the value as ClickHouse's `UUID`.
    pub fn serialize<T: UuidValue, S: Serializer>(
        value: &T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        Halves(*value.as_uuid()).serialize(serializer)
    }

    /// Reads a `UUID`, checked as the value's type does.
    pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        Checked::deserialize(deserializer).map(|Checked(value)| value)
    }

    /// A field of a `Nullable(UUID)` column, an `Option`:
    /// `#[serde(with = "uuid_runtime::integrations::clickhouse::uuid::option")]`.
    pub mod option {
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        use super::super::{Checked, Halves};
        use crate::UuidValue;

        /// Writes `None` as `NULL`, or the value as ClickHouse's `UUID`.
        pub fn serialize<T: UuidValue, S: Serializer>(
            value: &Option<T>,
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            value
                .as_ref()
                .map(|value| Halves(*value.as_uuid()))
                .serialize(serializer)
        }

        /// Reads `NULL` as `None`, or a `UUID`, checked as the value's type does.
        pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Option<T>, D::Error> {
            Ok(Option::<Checked<T>>::deserialize(deserializer)?.map(|Checked(value)| value))
        }
    }

    /// A field of an `Array(UUID)` column, a `Vec`:
    /// `#[serde(with = "uuid_runtime::integrations::clickhouse::uuid::vec")]`.
    pub mod vec {
        use alloc::vec::Vec;

        use serde::{Deserializer, Serializer};

        use crate::UuidValue;

        /// Writes the values as ClickHouse's `Array(UUID)`.
        pub fn serialize<T: UuidValue, S: Serializer>(
            values: &[T],
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            super::super::serialize_seq(values, serializer)
        }

        /// Reads an `Array(UUID)`, each value checked as its type does.
        pub fn deserialize<'de, T: UuidValue, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Vec<T>, D::Error> {
            super::super::deserialize_seq(deserializer)
        }
    }
}

/// `values` as a sequence of `UUID`s.
fn serialize_seq<T: UuidValue, S: Serializer>(
    values: &[T],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let mut seq = serializer.serialize_seq(Some(values.len()))?;
    for value in values {
        seq.serialize_element(&Halves(*value.as_uuid()))?;
    }
    seq.end()
}

/// A sequence of `UUID`s, each checked as `T` does.
fn deserialize_seq<'de, T: UuidValue, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<T>, D::Error> {
    /// Collects the values.
    struct Values<T>(PhantomData<T>);

    impl<'de, T: UuidValue> Visitor<'de> for Values<T> {
        type Value = Vec<T>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a ClickHouse Array(UUID)")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            // Capped, so that a hostile length does not allocate.
            let mut values = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
            while let Some(Checked(value)) = seq.next_element()? {
                values.push(value);
            }
            Ok(values)
        }
    }

    deserializer.deserialize_seq(Values(PhantomData))
}
