//! The `const fn` name-based UUIDs against the MD5, SHA-1 and SHA-256 of the `md-5`,
//! `sha1` and `sha2` crates, with the version and variant bits set by hand (RFC 9562
//! §5.3, §5.5, B.2). The input's first 16 bytes are the namespace, zero-padded, the
//! rest the name.
#![no_main]

use libfuzzer_sys::fuzz_target;
use md5::Md5;
use sha1::Sha1;
use sha2::{Digest, Sha256};
use uuid_runtime::Uuid;

fuzz_target!(|data: &[u8]| {
    let (head, name) = data.split_at(data.len().min(16));
    let mut namespace = [0; 16];
    namespace[..head.len()].copy_from_slice(head);
    let ns = Uuid::from_bytes(namespace);
    assert_eq!(Uuid::new_v3(&ns, name), expected::<Md5>(namespace, name, 3));
    assert_eq!(
        Uuid::new_v5(&ns, name),
        expected::<Sha1>(namespace, name, 5)
    );
    assert_eq!(
        Uuid::new_v8_sha256(&ns, name),
        expected::<Sha256>(namespace, name, 8)
    );
});

fn expected<D: Digest>(namespace: [u8; 16], name: &[u8], version: u8) -> Uuid {
    let digest = D::new()
        .chain_update(namespace)
        .chain_update(name)
        .finalize();
    let mut bytes: [u8; 16] = digest[..16].try_into().unwrap();
    bytes[6] = (bytes[6] & 0x0f) | (version << 4);
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    Uuid::from_bytes(bytes)
}
