//! What the fuzz targets share: typed IDs of each kind, and the laws every error
//! must keep.

use std::fmt::Display;

use uuid_runtime::typeid::TypeIdError;
use uuid_runtime::{Error, TypedId, Uuid};

/// A typed ID with a TypeID prefix.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "user")]
pub struct UserId(Uuid);

/// A typed ID with a prefix of two words and a required version.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "audit_event", version = 7)]
pub struct AuditEventId(Uuid);

/// A typed ID without a prefix: its text form is the hyphenated UUID.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SessionId(Uuid);

/// A typed ID written in base58 after its prefix, holding version 7 UUIDs.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "user", format = "base58", version = 7)]
pub struct Base58UserId(Uuid);

/// A typed ID in base64url, whose alphabet has the `_` that ends its prefix.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "file_part", format = "base64url")]
pub struct Base64UrlPartId(Uuid);

/// A typed ID that is a bare ULID.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(format = "ulid")]
pub struct BareUlidEventId(Uuid);

/// Asserts that an error message can be shown on a terminal as it is: no control
/// character and no bidirectional control (they are escaped, as `{:?}` does).
pub fn assert_terminal_safe(message: &impl Display) {
    let text = message.to_string();
    let bad = text.chars().find(|&c| {
        c.is_control()
            || matches!(c, '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    });
    assert_eq!(bad, None, "unsafe character in the message {text:?}");
}

/// The character at character position `at` of `text`.
fn char_at(text: &str, at: usize) -> Option<char> {
    text.chars().nth(at)
}

/// The laws of an `Error` for `text`: its span lies within the text, it has a
/// character exactly when one is there to blame (an error at the end of the input,
/// position equal to the length, has none), and its message is terminal-safe.
pub fn check_parse_error(text: &str, err: &Error) {
    let len = text.chars().count();
    let span = err.span();
    assert!(
        span.start <= span.end && span.end <= len,
        "span {span:?} outside {len} characters of {text:?}"
    );
    assert_eq!(err.position(), span.start);
    if let Some(found) = err.character() {
        assert_eq!(char_at(text, span.start), Some(found), "{text:?}: {err:?}");
    }
    assert_terminal_safe(err);
}

/// The laws of a `TypeIdError` for `text`, as for [`check_parse_error`].
pub fn check_typeid_error(text: &str, err: &TypeIdError) {
    let len = text.chars().count();
    assert!(err.position() <= len, "{text:?}: {err:?}");
    if let Some(found) = err.character() {
        assert_eq!(
            char_at(text, err.position()),
            Some(found),
            "{text:?}: {err:?}"
        );
    }
    assert_terminal_safe(err);
}

/// The TypeID spec's prefix rule, `^([a-z]([a-z_]{0,61}[a-z])?)?$`, spelled out
/// independently of the crate's grammar.
pub fn is_spec_prefix(prefix: &str) -> bool {
    let b = prefix.as_bytes();
    b.is_empty()
        || (b.len() <= 63
            && b[0].is_ascii_lowercase()
            && b[b.len() - 1].is_ascii_lowercase()
            && b.iter().all(|&c| c.is_ascii_lowercase() || c == b'_'))
}
