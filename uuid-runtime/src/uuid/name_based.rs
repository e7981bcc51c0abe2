//! Name-based UUIDs (RFC 9562 §5.3, §5.5, §B.2): the hash of a namespace UUID and a
//! name, so the same pair always gives the same UUID; and version 8's custom layout
//! (§5.8), of which RFC 9562's name-based example is one.
//!
//! Each constructor is a `const fn`, so a UUID derived from a namespace that is itself
//! a constant is computed at compile time when it initialises a `const` or `static`.
//! They are the shared `NameBasedVersion::uuid`, which the macros compute with too.

use crate::Uuid;
use crate::shared::name_based::NameBasedVersion;

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
    /// assert_eq!(id.get_version_num(), 3);
    /// ```
    pub const fn new_v3(namespace: &Uuid, name: &[u8]) -> Uuid {
        Uuid::from_bytes(NameBasedVersion::V3.uuid(namespace.as_bytes(), name))
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
    /// assert_eq!(ID.get_version_num(), 5);
    /// assert_eq!(ID.get_variant(), Variant::RFC4122);
    /// ```
    pub const fn new_v5(namespace: &Uuid, name: &[u8]) -> Uuid {
        Uuid::from_bytes(NameBasedVersion::V5.uuid(namespace.as_bytes(), name))
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
    /// assert_eq!(id.get_version_num(), 8);
    /// ```
    pub const fn new_v8_sha256(namespace: &Uuid, name: &[u8]) -> Uuid {
        Uuid::from_bytes(NameBasedVersion::V8Sha256.uuid(namespace.as_bytes(), name))
    }

    /// A version 8 UUID (RFC 9562 §5.8): every bit of `buf` but the version and
    /// variant fields, which are overwritten (the `uuid` crate's constructor).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 B.1
    /// let custom = 0x2489e9ad_2ee2_0e00_0ec9_32d5f69181c0_u128.to_be_bytes();
    /// assert_eq!(Uuid::new_v8(custom).to_string(), "2489e9ad-2ee2-8e00-8ec9-32d5f69181c0");
    /// ```
    #[inline]
    pub const fn new_v8(buf: [u8; 16]) -> Uuid {
        Uuid::with_version(buf, 8)
    }
}

/// The shared `const fn` hashes against published vectors. (The UUIDs made with them
/// are compared, at compile time and at run time, with the `md-5`, `sha1` and `sha2`
/// crates in `tests/core/name_based.rs`.)
#[cfg(test)]
mod tests {
    use crate::shared::hash::{md5, sha1, sha256};

    /// The bytes a published test vector spells in hex.
    fn hex<const N: usize>(digits: &str) -> [u8; N] {
        let mut bytes = [0; N];
        assert_eq!(digits.len(), 2 * N);
        for (byte, pair) in bytes.iter_mut().zip(digits.as_bytes().chunks(2)) {
            let pair = core::str::from_utf8(pair).unwrap();
            *byte = u8::from_str_radix(pair, 16).unwrap();
        }
        bytes
    }

    #[test]
    fn md5_matches_rfc_1321_test_suite() {
        assert_eq!(md5(&[b""]), hex("d41d8cd98f00b204e9800998ecf8427e"));
        assert_eq!(md5(&[b"abc"]), hex("900150983cd24fb0d6963f7d28e17f72"));
        assert_eq!(
            md5(&[b"abcdefghijklmnopqrstuvwxyz"]),
            hex("c3fcd3d76192e4007dfb496cca67e13b")
        );
        assert_eq!(
            md5(&[
                b"12345678901234567890123456789012345678901234567890123456789012345678901234567890"
            ]),
            hex("57edf4a22be3c955ac49da2e2107b67a")
        );
    }

    #[test]
    fn sha1_matches_fips_180_examples() {
        assert_eq!(
            sha1(&[b"abc"]),
            hex("a9993e364706816aba3e25717850c26c9cd0d89d")
        );
        assert_eq!(
            sha1(&[b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"]),
            hex("84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        );
        // A million octets: minutes under Miri, which interprets them (the hashes have
        // no `unsafe` code for it to check).
        if !cfg!(miri) {
            assert_eq!(
                sha1(&[&[b'a'; 1000][..]; 1000]),
                hex("34aa973cd4c4daa4f61eeb2bdbad27316534016f")
            );
        }
    }

    #[test]
    fn sha256_matches_fips_180_examples() {
        assert_eq!(
            sha256(&[b"abc"]),
            hex("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        );
        assert_eq!(
            sha256(&[b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"]),
            hex("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        );
        // A million octets: minutes under Miri, which interprets them (the hashes have
        // no `unsafe` code for it to check).
        if !cfg!(miri) {
            assert_eq!(
                sha256(&[&[b'a'; 1000][..]; 1000]),
                hex("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
            );
        }
    }

    #[test]
    fn parts_hash_as_their_concatenation() {
        let whole = [0xa5_u8; 200];
        for split in [0, 1, 16, 63, 64, 65, 128, 199, 200] {
            let (head, tail) = whole.split_at(split);
            assert_eq!(md5(&[head, tail]), md5(&[&whole]), "split at {split}");
            assert_eq!(
                sha1(&[head, &[], tail]),
                sha1(&[&whole]),
                "split at {split}"
            );
            assert_eq!(sha256(&[head, tail]), sha256(&[&whole]), "split at {split}");
        }
    }
}
