//! `typeid::parse`, `decode_suffix`, `check_prefix` and typed IDs' `FromStr`: no
//! panic, every accepted text re-encodes to itself, every error keeps its laws.
#![no_main]

use std::fmt::Debug;

use libfuzzer_sys::fuzz_target;
use uuid_runtime::typeid::{self, TypeId};
use uuid_runtime::{TypedId, Uuid};
use uuid_toolkit_fuzz::{
    AuditEventId, SessionId, UserId, assert_terminal_safe, check_typeid_error, is_spec_prefix,
};

fuzz_target!(|text: &str| {
    match typeid::parse(text) {
        Ok((prefix, uuid)) => {
            assert!(is_spec_prefix(prefix), "{text:?}");
            let id = TypeId::new(prefix, uuid).expect("a parsed prefix is valid");
            assert_eq!(id.to_string(), text);
        }
        Err(err) => check_typeid_error(text, &err),
    }
    match typeid::decode_suffix(text) {
        Ok(uuid) => assert_eq!(uuid.typeid_suffix().to_string(), text),
        Err(err) => check_typeid_error(text, &err),
    }
    assert_eq!(
        typeid::check_prefix(text).is_ok(),
        is_spec_prefix(text),
        "{text:?}"
    );
    if let Err(err) = typeid::check_prefix(text) {
        assert_terminal_safe(&err);
    }

    let user = typed::<UserId>(text);
    let event = typed::<AuditEventId>(text);
    assert!(
        event.is_none_or(|id| id.as_uuid().version() == 7),
        "{text:?}"
    );
    // Two prefixes never accept the same text.
    assert!(user.is_none() || event.is_none(), "{text:?}");
    typed::<SessionId>(text);
});

/// Parses `text` as `T`: with a prefix, what is accepted re-encodes to itself;
/// without, it is what `Uuid::parse_str` accepts.
fn typed<T: TypedId + Debug>(text: &str) -> Option<T> {
    match text.parse::<T>() {
        Ok(id) => {
            if T::PREFIX.is_empty() {
                assert_eq!(Uuid::parse_str(text).ok(), Some(*id.as_uuid()), "{text:?}");
            } else {
                assert_eq!(id.to_string(), text);
            }
            Some(id)
        }
        Err(err) => {
            assert_terminal_safe(&err);
            None
        }
    }
}
