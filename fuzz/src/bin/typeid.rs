//! `TypeId::parse_str` and `try_parse`, `TypeIdSuffix`'s `try_parse` and `FromStr`,
//! `check_prefix` and typed IDs' `FromStr`: no panic, the run-time readers agree with the
//! `const` ones, every accepted text re-encodes to itself, the prefix rule is the
//! spec's, typed IDs accept exactly what their prefix and version allow, and every error
//! keeps its laws.
#![no_main]

use std::fmt::Debug;

use libfuzzer_sys::fuzz_target;
use uuid_runtime::typeid::{self, TypeId, TypeIdSuffix};
use uuid_runtime::{TypedId, Uuid};
use uuid_toolkit_fuzz::{
    AuditEventId, SessionId, UserId, assert_terminal_safe, check_typeid_error, is_spec_prefix,
};

fuzz_target!(|text: &str| {
    let read = TypeId::parse_str(text);
    // The run-time reader (SSE2 on x86_64) is the `const` one's twin.
    assert_eq!(read, TypeId::try_parse(text), "{text:?}");
    let parsed = read.map(|id| (id.prefix(), id.into_uuid()));
    match parsed {
        Ok((prefix, uuid)) => {
            assert!(is_spec_prefix(prefix), "{text:?}");
            let id = TypeId::new(prefix, uuid).expect("a parsed prefix is valid");
            assert_eq!(id.to_string(), text);
        }
        Err(err) => check_typeid_error(text, &err),
    }
    let suffix = TypeIdSuffix::try_parse(text);
    assert_eq!(text.parse::<TypeIdSuffix>(), suffix, "{text:?}");
    match suffix.map(TypeIdSuffix::into_uuid) {
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

    // A typed ID accepts exactly the TypeIDs with its prefix (and version), or without
    // a prefix exactly the UUIDs `Uuid::parse_str` accepts.
    let with_prefix = |expected: &str| match parsed {
        Ok((prefix, uuid)) if prefix == expected => Some(uuid),
        _ => None,
    };
    assert_eq!(typed::<UserId>(text), with_prefix("user"), "{text:?}");
    let event = with_prefix("audit_event").filter(|uuid| uuid.get_version_num() == 7);
    assert_eq!(typed::<AuditEventId>(text), event, "{text:?}");
    assert_eq!(
        typed::<SessionId>(text),
        Uuid::parse_str(text).ok(),
        "{text:?}"
    );
});

/// Parses `text` as `T`; what is accepted re-encodes to itself, or with no prefix to
/// the hyphenated form.
fn typed<T: TypedId + Debug>(text: &str) -> Option<Uuid> {
    match text.parse::<T>() {
        Ok(id) => {
            let canonical = if T::PREFIX.is_empty() {
                id.as_uuid().to_string()
            } else {
                text.to_owned()
            };
            assert_eq!(id.to_string(), canonical);
            Some(id.into_uuid())
        }
        Err(err) => {
            assert_terminal_safe(&err);
            None
        }
    }
}
