//! `borsh` (feature `borsh`): `BorshSerialize` and `BorshDeserialize` for `Uuid`,
//! `NonNilUuid` and typed IDs, as their 16 octets in order (borsh's `[u8; 16]`).
//!
//! Deserializing checks what the type promises: a `NonNilUuid` is not nil, a typed ID
//! has its version; a value that breaks it is an `InvalidData` error with the reason.
//!
//! ```
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let id = UserId::new();
//! let bytes = borsh::to_vec(&id)?;
//! assert_eq!(bytes, id.as_uuid().as_bytes());
//! assert_eq!(borsh::from_slice::<UserId>(&bytes)?, id);
//!
//! // A v4 UUID is not a `UserId`.
//! let v4 = borsh::to_vec(&Uuid::new_v4())?;
//! let err = borsh::from_slice::<UserId>(&v4).unwrap_err();
//! assert_eq!(err.kind(), borsh::io::ErrorKind::InvalidData);
//! # Ok::<(), borsh::io::Error>(())
//! ```

use alloc::string::ToString;

use borsh::io::{Error, ErrorKind, Read, Result, Write};
use borsh::{BorshDeserialize, BorshSerialize};

use crate::{NonNilUuid, TypedId, Uuid};

/// What the expansions of this file's macros name, as `$crate::integrations::borsh::…`.
#[doc(hidden)]
pub use ::borsh;

/// The 16 octets, most significant first.
///
/// ```
/// use uuid_runtime::Uuid;
///
/// let bytes = borsh::to_vec(&Uuid::NAMESPACE_DNS)?;
/// assert_eq!(bytes, Uuid::NAMESPACE_DNS.as_bytes());
/// assert_eq!(borsh::from_slice::<Uuid>(&bytes)?, Uuid::NAMESPACE_DNS);
/// # Ok::<(), borsh::io::Error>(())
/// ```
impl BorshSerialize for Uuid {
    fn serialize<W: Write>(&self, writer: &mut W) -> Result<()> {
        writer.write_all(self.as_bytes())
    }
}

impl BorshDeserialize for Uuid {
    fn deserialize_reader<R: Read>(reader: &mut R) -> Result<Self> {
        <[u8; 16]>::deserialize_reader(reader).map(Self::from_bytes)
    }
}

impl BorshSerialize for NonNilUuid {
    fn serialize<W: Write>(&self, writer: &mut W) -> Result<()> {
        self.get().serialize(writer)
    }
}

/// The 16 octets; all zeros is an error.
///
/// ```
/// use uuid_runtime::NonNilUuid;
///
/// let err = borsh::from_slice::<NonNilUuid>(&[0; 16]).unwrap_err();
/// assert_eq!(err.to_string(), "unexpected nil UUID: expected a non-nil UUID");
/// ```
impl BorshDeserialize for NonNilUuid {
    fn deserialize_reader<R: Read>(reader: &mut R) -> Result<Self> {
        Self::try_from(Uuid::deserialize_reader(reader)?)
            .map_err(|err| Error::new(ErrorKind::InvalidData, err.to_string()))
    }
}

/// The body of a typed ID's `BorshSerialize::serialize`: its UUID's 16 octets.
#[doc(hidden)]
pub fn serialize_typed_id<T: TypedId, W: Write>(id: &T, writer: &mut W) -> Result<()> {
    id.as_uuid().serialize(writer)
}

/// The body of a typed ID's `BorshDeserialize::deserialize_reader`: 16 octets, and the
/// typed ID's version check.
#[doc(hidden)]
pub fn deserialize_typed_id<T: TypedId, R: Read>(reader: &mut R) -> Result<T> {
    T::try_from_uuid(Uuid::deserialize_reader(reader)?)
        .map_err(|err| Error::new(ErrorKind::InvalidData, err.to_string()))
}

/// `BorshSerialize` and `BorshDeserialize` for a typed ID, through the two functions
/// above.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_borsh {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::borsh::borsh::BorshSerialize for $ty {
            fn serialize<W: $crate::integrations::borsh::borsh::io::Write>(
                &self,
                __writer: &mut W,
            ) -> $crate::integrations::borsh::borsh::io::Result<()> {
                $crate::integrations::borsh::serialize_typed_id(self, __writer)
            }
        }

        #[automatically_derived]
        impl $crate::integrations::borsh::borsh::BorshDeserialize for $ty {
            fn deserialize_reader<R: $crate::integrations::borsh::borsh::io::Read>(
                __reader: &mut R,
            ) -> $crate::integrations::borsh::borsh::io::Result<Self> {
                $crate::integrations::borsh::deserialize_typed_id(__reader)
            }
        }
    };
}
