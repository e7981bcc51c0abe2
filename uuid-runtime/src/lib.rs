// The README is the crate's documentation, so its examples run as doc tests.
#![doc = include_str!("../README.md")]
#![cfg_attr(not(feature = "std"), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod bytes;
mod draft_v7;
// The database and schema integrations box their errors and build schema text, as the
// API integrations do; borsh's errors carry their message as a `String`; SeaORM's
// traits name `String` and `Vec`; Arrow columns are read into a `Vec`; Redis's errors hold a
// `String`.
#[cfg(feature = "_alloc")]
extern crate alloc;
// async-graphql's macro that writes `OutputType` names `::std`, which a `no_std` build of
// this crate does not have unless it says so (async-graphql links `std` anyway).
// ts-rs's trait names `std::path::PathBuf` (ts-rs links `std` too).
#[cfg(all(
    any(feature = "async-graphql", feature = "ts-rs"),
    not(feature = "std")
))]
extern crate std;

mod fields;
mod fmt;
pub mod guide;
pub mod integrations;
#[cfg(feature = "macros")]
mod macros;
mod name_based;
mod non_nil;
mod parse;
mod shared;
mod timestamp;
mod typed_id;
mod typed_id_enum;
pub mod typeid;
mod uuid_value;
mod v7_bounds;
mod value;

#[cfg(feature = "std")]
mod generate;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
#[doc(hidden)]
#[path = "testing.rs"]
pub mod __testing;

pub use crate::bytes::FromSliceError;
pub use crate::draft_v7::DraftV7Precision;
pub use crate::fmt::{Base58, Base62, Base64Url, Braced, Hyphenated, Simple, Ulid, Urn};
#[cfg(feature = "std")]
pub use crate::generate::{
    Clock, ExhaustedError, GregorianGenerator, RandomSource, SystemClock, ThreadLocalRng,
    V7Generator,
};
#[cfg(feature = "arrow")]
pub use crate::integrations::arrow;
#[cfg(feature = "bson")]
pub use crate::integrations::bson;
#[cfg(feature = "clickhouse")]
pub use crate::integrations::clickhouse;
#[cfg(feature = "proptest")]
pub use crate::integrations::proptest;
#[cfg(feature = "serde")]
pub use crate::integrations::serde;
pub use crate::non_nil::{NilUuidError, NonNilUuid};

/// The archived forms of [`NonNilUuid`] and typed IDs in rkyv archives (feature `rkyv`;
/// a [`Uuid`] is archived as itself). See [`integrations::rkyv`].
#[cfg(feature = "rkyv")]
pub mod rkyv {
    pub use crate::integrations::rkyv::{ArchivedNonNilUuid, ArchivedTypedId};
}
pub use crate::shared::rfc3339::{ParseTimestampError, ParseTimestampErrorKind, TimestampField};
pub use crate::shared::text::error::{ErrorKind, ParseError};
pub use crate::shared::typed_id_format::TypedIdFormat;
pub use crate::timestamp::{Timestamp, TimestampRangeError};
pub use crate::typed_id::{TypedId, TypedIdError, TypedIdErrorKind};
pub use crate::typed_id_enum::TypedIdEnum;
pub use crate::uuid_value::UuidValue;
pub use crate::value::{Uuid, Variant};
