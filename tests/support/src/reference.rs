//! Name-based UUIDs computed independently of the toolkit, with the `md-5`, `sha1` and
//! `sha2` crates, for the tests that check the runtime's and the macros' hashing.

use md5::Md5;
use sha1::Sha1;
use sha2::{Digest, Sha256};
use uuid_runtime::Uuid;

/// The leading 16 bytes of `digest`, with the version and variant set by hand, as RFC
/// 9562 §5.3 and §5.5 describe.
fn expected_uuid(digest: &[u8], version: u8) -> Uuid {
    let mut bytes: [u8; 16] = digest[..16].try_into().unwrap();
    bytes[6] = (bytes[6] & 0x0f) | (version << 4);
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    Uuid::from_bytes(bytes)
}

pub fn reference_v3(namespace: &Uuid, name: &[u8]) -> Uuid {
    let digest = Md5::new()
        .chain_update(namespace.as_bytes())
        .chain_update(name)
        .finalize();
    expected_uuid(&digest, 3)
}

pub fn reference_v5(namespace: &Uuid, name: &[u8]) -> Uuid {
    let digest = Sha1::new()
        .chain_update(namespace.as_bytes())
        .chain_update(name)
        .finalize();
    expected_uuid(&digest, 5)
}

pub fn reference_v8_sha256(namespace: &Uuid, name: &[u8]) -> Uuid {
    let digest = Sha256::new()
        .chain_update(namespace.as_bytes())
        .chain_update(name)
        .finalize();
    expected_uuid(&digest, 8)
}
