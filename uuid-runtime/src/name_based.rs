//! Name-based UUIDs (RFC 9562 §5.3, §5.5, §B.2): the hash of a namespace UUID and a
//! name, so the same pair always gives the same UUID.
//!
//! Each constructor is a `const fn`, so a UUID derived from a namespace that is itself
//! a constant is computed at compile time when it initialises a `const` or `static`.

use crate::Uuid;
use crate::hash;
use crate::shared::layout;

impl Uuid {
    /// A version 3 UUID (RFC 9562 §5.3): the MD5 hash of the namespace's 16 octets
    /// followed by `name`.
    ///
    /// RFC 9562 recommends [`Uuid::new_v5`] over this for new applications; version 3
    /// remains for compatibility with identifiers already derived with MD5.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 A.2
    /// let id = Uuid::new_v3(&Uuid::NAMESPACE_DNS, b"www.example.com");
    /// assert_eq!(id.to_string(), "5df41881-3aed-3515-88a7-2f4a814cf09e");
    /// assert_eq!(id.version(), 3);
    /// ```
    pub const fn new_v3(namespace: &Uuid, name: &[u8]) -> Uuid {
        let digest = hash::md5(&[namespace.as_bytes(), name]);
        Uuid::from_bytes(layout::name_based(&digest, 3))
    }

    /// A version 5 UUID (RFC 9562 §5.5): the leading 16 octets of the SHA-1 hash of
    /// the namespace's 16 octets followed by `name`.
    ///
    /// ```
    /// use uuid_runtime::{Uuid, Variant};
    ///
    /// // RFC 9562 A.4, computed at compile time.
    /// const ID: Uuid = Uuid::new_v5(&Uuid::NAMESPACE_DNS, b"www.example.com");
    ///
    /// assert_eq!(ID.to_string(), "2ed6657d-e927-568b-95e1-2665a8aea6a2");
    /// assert_eq!(ID.version(), 5);
    /// assert_eq!(ID.variant(), Variant::Rfc9562);
    /// ```
    pub const fn new_v5(namespace: &Uuid, name: &[u8]) -> Uuid {
        let digest = hash::sha1(&[namespace.as_bytes(), name]);
        Uuid::from_bytes(layout::name_based(&digest, 5))
    }

    /// A version 8 UUID derived by name with SHA-256 (RFC 9562 §B.2): the leading 16
    /// octets of the SHA-256 hash of the namespace's 16 octets followed by `name`.
    ///
    /// Version 8 is RFC 9562's format for custom layouts, so other software will not
    /// recognise these UUIDs as name-based; choose this over [`Uuid::new_v5`] when a
    /// policy rules out SHA-1.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 B.2
    /// let id = Uuid::new_v8_sha256(&Uuid::NAMESPACE_DNS, b"www.example.com");
    /// assert_eq!(id.to_string(), "5c146b14-3c52-8afd-938a-375d0df1fbf6");
    /// assert_eq!(id.version(), 8);
    /// ```
    pub const fn new_v8_sha256(namespace: &Uuid, name: &[u8]) -> Uuid {
        let digest = hash::sha256(&[namespace.as_bytes(), name]);
        Uuid::from_bytes(layout::name_based(&digest, 8))
    }
}
