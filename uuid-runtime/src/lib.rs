// The README is the crate's documentation, so its examples run as doc tests.
#![doc = include_str!("../README.md")]
#![cfg_attr(not(feature = "std"), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]

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

// The `Uuid` value, by topic (`uuid/mod.rs` lists them), and what else the `uuid` crate
// names: `Builder`, `NonNilUuid`, the text forms' adapters (`fmt`) and `Timestamp`.
mod builder;
pub mod fmt;
mod non_nil;
pub mod timestamp;
mod uuid;

// The generators (`std`), the compile-time macros, the TypeID text form, typed IDs.
#[cfg(feature = "std")]
mod generate;
#[cfg(feature = "macros")]
mod macros;
mod typed;
pub mod typeid;

// Integrations with other crates, one file each; the guide; what both crates compute.
pub mod guide;
pub mod integrations;
mod shared;

// What the macros' expansions, the tests and the fuzz targets name: not part of the API.
#[doc(hidden)]
pub mod __private;

pub use crate::builder::Builder;
#[cfg(feature = "std")]
pub use crate::generate::{
    Clock, ExhaustedError, GregorianGenerator, RandomSource, SystemClock, ThreadLocalRng,
    V7Generator,
};
/// The `uuid` crate's path for the serde helpers (`uuid_runtime::serde::simple`, ...).
#[cfg(feature = "serde")]
pub use crate::integrations::serde;
pub use crate::integrations::uuid_value::UuidValue;
pub use crate::non_nil::NonNilUuid;
pub use crate::shared::rfc3339::{ParseTimestampError, ParseTimestampErrorKind, TimestampField};
pub use crate::shared::text::error::{Error, UuidErrorKind};
pub use crate::shared::text::format::TypedIdFormat;
pub use crate::timestamp::{Timestamp, TimestampRangeError};
pub use crate::typed::polymorphic::TypedIdEnum;
pub use crate::typed::{TypedId, TypedIdError, TypedIdErrorKind};
pub use crate::uuid::{Bytes, DraftV7Precision, Uuid, Variant, Version};
