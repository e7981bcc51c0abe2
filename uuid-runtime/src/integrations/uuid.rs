//! Conversions with the `uuid` crate's `Uuid` (feature `uuid`). Both are 16 big-endian
//! octets, so every conversion is a copy of those octets and nothing else.

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
