//! RFC 9562 UUIDs, checked and computed at compile time.
//!
//! The [`Uuid`] value type is 16 big-endian octets with `const fn` constructors and
//! decoders for every version, its four text forms, and (with the `std` feature)
//! generators. The `uuid!` family of macros lives in `uuid-macros` and is re-exported
//! here, so this crate is the only dependency you need.
#![cfg_attr(not(feature = "std"), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod fields;
mod fmt;
mod hash;
#[cfg(feature = "macros")]
mod macros;
mod name_based;
mod parse;
mod shared;
mod timestamp;
mod typed_id;
pub mod typeid;
mod value;

#[cfg(feature = "std")]
mod generate;
#[cfg(feature = "serde")]
mod serde;
#[cfg(feature = "uuid")]
mod uuid_crate;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

pub use crate::fmt::{Braced, Hyphenated, Simple, Urn};
#[cfg(feature = "std")]
pub use crate::generate::{
    Clock, GregorianGenerator, RandomSource, SystemClock, ThreadLocalRng, V7Generator,
};
pub use crate::shared::grammar::{ErrorKind, ParseError};
pub use crate::timestamp::Timestamp;
pub use crate::typed_id::{TypedId, TypedIdError, TypedIdErrorKind};
pub use crate::value::{Uuid, Variant};
