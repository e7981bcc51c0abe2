//! `Uuid::parse_str` against the `uuid` crate: the same strings accepted, the same
//! value and text, and for the rest an error that keeps its laws.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uuid_runtime::Uuid;
use uuid_toolkit_fuzz::check_parse_error;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        // Every UUID text form is ASCII.
        assert!(uuid::Uuid::try_parse_ascii(data).is_err());
        return;
    };
    match (Uuid::parse_str(text), uuid::Uuid::parse_str(text)) {
        (Ok(ours), Ok(theirs)) => {
            assert_eq!(ours.as_bytes(), theirs.as_bytes(), "{text:?}");
            assert_eq!(ours.to_string(), theirs.to_string());
            assert_eq!(Uuid::parse_str(&ours.to_string()), Ok(ours));
        }
        (Err(err), Err(_)) => check_parse_error(text, &err),
        (ours, theirs) => panic!("{text:?}: ours {ours:?}, the uuid crate's {theirs:?}"),
    }
});
