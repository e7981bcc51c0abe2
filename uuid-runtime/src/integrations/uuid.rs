//! Conversions with the `uuid` crate's `Uuid` (feature `uuid`). Both are 16 big-endian
//! octets, so every conversion is a copy of those octets and nothing else.
//!
//! A typed ID goes through its UUID, checked as from any other source:
//!
//! ```
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let theirs = uuid::Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057").unwrap();
//! let id = UserId::try_from_uuid(Uuid::from(theirs))?;
//! assert_eq!(id.to_string(), "user_01h455vb4pex5vsknk084sn02q");
//! assert_eq!(uuid::Uuid::from(*id.as_uuid()), theirs);
//!
//! // The DNS namespace, a v1 UUID, is not a `UserId`.
//! let dns = uuid::Uuid::NAMESPACE_DNS;
//! assert!(UserId::try_from_uuid(Uuid::from(dns)).is_err());
//! # Ok::<(), uuid_runtime::TypedIdError>(())
//! ```

use crate::Uuid;

impl Uuid {
    /// This toolkit's `Uuid` from the `uuid` crate's, in `const` contexts too.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// const ID: Uuid = Uuid::from_uuid_crate(uuid::Uuid::from_u128(42));
    /// assert_eq!(ID.as_u128(), 42);
    /// ```
    pub const fn from_uuid_crate(uuid: uuid::Uuid) -> Self {
        Self::from_bytes(uuid.into_bytes())
    }

    /// The `uuid` crate's `Uuid` with the same value, in `const` contexts too.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// const ID: uuid::Uuid = Uuid::NAMESPACE_DNS.to_uuid_crate();
    /// assert_eq!(ID, uuid::Uuid::NAMESPACE_DNS);
    /// ```
    pub const fn to_uuid_crate(self) -> uuid::Uuid {
        uuid::Uuid::from_bytes(self.into_bytes())
    }
}

impl From<uuid::Uuid> for Uuid {
    fn from(uuid: uuid::Uuid) -> Self {
        Self::from_uuid_crate(uuid)
    }
}

impl From<Uuid> for uuid::Uuid {
    fn from(uuid: Uuid) -> Self {
        uuid.to_uuid_crate()
    }
}
