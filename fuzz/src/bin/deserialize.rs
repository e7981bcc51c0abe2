//! Deserializing `Uuid` and typed IDs from `serde_json` (human-readable: the text forms)
//! and postcard (binary: 16 bytes): no panic, what is accepted serializes back to
//! what reads the same, text is accepted exactly as the parsers accept it, and both
//! formats agree with the `uuid` crate's `Deserialize` where both accept.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uuid_runtime::Uuid;
use uuid_toolkit_fuzz::{UserId, assert_terminal_safe};

fuzz_target!(|data: &[u8]| {
    json(data);
    binary(data);
});

fn json(data: &[u8]) {
    let uuid = serde_json::from_slice::<Uuid>(data);
    let user = serde_json::from_slice::<UserId>(data);
    if let Ok(text) = serde_json::from_slice::<&str>(data) {
        assert_eq!(
            uuid.as_ref().ok(),
            Uuid::parse_str(text).ok().as_ref(),
            "{text:?}"
        );
        assert_eq!(
            user.as_ref().ok(),
            text.parse::<UserId>().ok().as_ref(),
            "{text:?}"
        );
    }
    match uuid {
        Ok(uuid) => {
            let json = serde_json::to_string(&uuid).unwrap();
            assert_eq!(serde_json::from_str::<Uuid>(&json).unwrap(), uuid);
            if let Ok(theirs) = serde_json::from_slice::<uuid::Uuid>(data) {
                assert_eq!(uuid.as_bytes(), theirs.as_bytes());
            }
        }
        Err(err) => assert_terminal_safe(&err),
    }
    match user {
        Ok(user) => {
            let json = serde_json::to_string(&user).unwrap();
            assert_eq!(serde_json::from_str::<UserId>(&json).unwrap(), user);
        }
        Err(err) => assert_terminal_safe(&err),
    }
}

fn binary(data: &[u8]) {
    if let Ok(uuid) = postcard::from_bytes::<Uuid>(data) {
        let bytes = postcard::to_allocvec(&uuid).unwrap();
        assert_eq!(postcard::from_bytes::<Uuid>(&bytes).unwrap(), uuid);
        if let Ok(theirs) = postcard::from_bytes::<uuid::Uuid>(data) {
            assert_eq!(uuid.as_bytes(), theirs.as_bytes());
        }
    }
    if let Ok(user) = postcard::from_bytes::<UserId>(data) {
        let bytes = postcard::to_allocvec(&user).unwrap();
        assert_eq!(postcard::from_bytes::<UserId>(&bytes).unwrap(), user);
    }
}
