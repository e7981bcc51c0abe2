//! The `const fn` name-based UUIDs against the MD5, SHA-1 and SHA-256 of the `md-5`,
//! `sha1` and `sha2` crates, with the version and variant bits set by hand (RFC 9562
//! §5.3, §5.5, B.2): the tests' reference implementation. The input's first 16 bytes
//! are the namespace, zero-padded, the rest the name.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uuid_runtime::Uuid;

#[path = "../../../tests/support/src/reference.rs"]
mod reference;

use reference::{reference_v3, reference_v5, reference_v8_sha256};

fuzz_target!(|data: &[u8]| {
    let (head, name) = data.split_at(data.len().min(16));
    let mut namespace = [0; 16];
    namespace[..head.len()].copy_from_slice(head);
    let ns = Uuid::from_bytes(namespace);
    assert_eq!(Uuid::new_v3(&ns, name), reference_v3(&ns, name));
    assert_eq!(Uuid::new_v5(&ns, name), reference_v5(&ns, name));
    assert_eq!(
        Uuid::new_v8_sha256(&ns, name),
        reference_v8_sha256(&ns, name)
    );
});
