//! Name-based UUIDs (RFC 9562 §5.3, §5.5, §B.2): which hash each version uses, and the
//! one function that makes a UUID's bytes from a namespace and a name, for the
//! runtime's `Uuid::new_v3`, `new_v5` and `new_v8_sha256` and for the macros alike.

use super::hash;
use super::layout;

/// A name-based UUID version and the hash it is made with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NameBasedVersion {
    /// Version 3, MD5 (RFC 9562 §5.3).
    V3,
    /// Version 5, SHA-1 (RFC 9562 §5.5).
    V5,
    /// Version 8 with SHA-256, RFC 9562 §B.2's example of a custom name-based layout.
    V8Sha256,
}

impl NameBasedVersion {
    /// The name-based version with this number, if there is one.
    #[allow(dead_code, reason = "used by uuid-runtime-macros only")]
    pub const fn from_number(version: u8) -> Option<Self> {
        match version {
            3 => Some(Self::V3),
            5 => Some(Self::V5),
            8 => Some(Self::V8Sha256),
            _ => None,
        }
    }

    /// The version field's value.
    pub const fn number(self) -> u8 {
        match self {
            Self::V3 => 3,
            Self::V5 => 5,
            Self::V8Sha256 => 8,
        }
    }

    /// The `const fn` constructor of `uuid_runtime::Uuid` that makes this version, for
    /// generated code that names it.
    #[allow(dead_code, reason = "used by uuid-runtime-macros only")]
    pub const fn runtime_constructor(self) -> &'static str {
        match self {
            Self::V3 => "new_v3",
            Self::V5 => "new_v5",
            Self::V8Sha256 => "new_v8_sha256",
        }
    }

    /// The bytes of the UUID of `name` in `namespace`: the leading 16 octets of the
    /// hash of the namespace's 16 octets followed by the name, with this version and
    /// the RFC 9562 variant.
    #[inline]
    pub const fn uuid(self, namespace: &[u8; 16], name: &[u8]) -> [u8; 16] {
        let parts: &[&[u8]] = &[namespace, name];
        let version = self.number();
        match self {
            Self::V3 => layout::name_based(&hash::md5(parts), version),
            Self::V5 => layout::name_based(&hash::sha1(parts), version),
            Self::V8Sha256 => layout::name_based(&hash::sha256(parts), version),
        }
    }
}
