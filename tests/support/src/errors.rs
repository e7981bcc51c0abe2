//! Reading the errors the database integrations return, as a user would.

use uuid_runtime::{TypedIdError, TypedIdErrorKind};

/// The error and every error it wraps, one per line: what a user would read.
pub fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(error) = source {
        text.push_str("\ncaused by: ");
        text.push_str(&error.to_string());
        source = error.source();
    }
    text
}

/// The expected and found versions of the `TypedIdError` in `error`'s chain, if there
/// is one: the decoders box the error itself, so a caller can downcast to it.
pub fn wrong_version(error: &(dyn std::error::Error + 'static)) -> Option<(u8, u8)> {
    let mut current = Some(error);
    while let Some(error) = current {
        if let Some(found) = error.downcast_ref::<TypedIdError>() {
            return match found.kind() {
                TypedIdErrorKind::WrongVersion { expected, found } => Some((expected, found)),
                _ => None,
            };
        }
        current = error.source();
    }
    None
}
