//! `zerocopy` (feature `zerocopy`): `FromBytes`, `IntoBytes`, `Immutable`, `KnownLayout`
//! and `Unaligned` for `Uuid`; `TryFromBytes`, `IntoBytes`, `Immutable` and
//! `KnownLayout` for `NonNilUuid`.
//!
//! zerocopy's traits can only be derived, so the derive sits on the type itself (in
//! `value.rs`, behind this feature); it checks there, at compile time, that `Uuid` is
//! `#[repr(transparent)]` over `[u8; 16]`. Any 16 bytes at any address are a `Uuid`:
//!
//! ```
//! use uuid_runtime::Uuid;
//! use zerocopy::{FromBytes, IntoBytes};
//!
//! // A record as it comes off the wire: a 1-byte tag, then a UUID, unaligned.
//! let record = [7, 0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1,
//!               0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8];
//! let id = Uuid::ref_from_bytes(&record[1..]).unwrap();
//! assert_eq!(*id, Uuid::NAMESPACE_DNS);
//! assert_eq!(id.as_bytes(), &record[1..]);
//! assert_eq!(IntoBytes::as_bytes(id), &record[1..]);
//! ```
//!
//! `NonNilUuid` cannot be `FromBytes`: 16 zero bytes are not one. It is `TryFromBytes`
//! instead, which checks them, and it holds a `NonZeroU128`, so it is read in place only
//! at an address aligned as a `u128` is (or copied, from anywhere, with
//! `try_read_from_bytes`):
//!
//! ```
//! use uuid_runtime::{NonNilUuid, Uuid};
//! use zerocopy::{IntoBytes, TryFromBytes};
//!
//! let id = NonNilUuid::try_read_from_bytes(Uuid::NAMESPACE_DNS.as_bytes()).unwrap();
//! assert_eq!(id.get(), Uuid::NAMESPACE_DNS);
//! assert_eq!(IntoBytes::as_bytes(&id), Uuid::NAMESPACE_DNS.as_bytes());
//! assert!(NonNilUuid::try_read_from_bytes(&[0; 16]).is_err());
//! ```
//!
//! A typed ID converts through `into_uuid` and `from_uuid` (its layout is the user's
//! struct's, which zerocopy's derives would have to check).
