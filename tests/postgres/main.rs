//! `Uuid` and typed IDs in a real PostgreSQL, through each client the toolkit
//! integrates with (postgres-types, sqlx, diesel), and the server's own UUID semantics
//! (ordering, `uuid-ossp`, `gen_random_uuid()`) against ours.
//!
//! One throwaway server serves the whole binary (`uuid_toolkit::postgres`); each test
//! has its own connection and temporary tables, so the tests run in parallel. Without
//! a server each test prints `skipped: <why>` and returns, unless
//! `UUID_TOOLKIT_REQUIRE_POSTGRES` is set (`.ci/run` sets it): then it fails.

use uuid_runtime::{TypedIdError, TypedIdErrorKind};

#[path = "../fixtures/ids.rs"]
mod ids;

mod server;
mod via_diesel;
mod via_postgres;
mod via_sqlx;

/// The server, or `return` from the test after it printed why it was skipped.
macro_rules! server_or_skip {
    () => {
        match uuid_toolkit::postgres::postgres() {
            Some(server) => server,
            None => return,
        }
    };
}
pub(crate) use server_or_skip;

/// The error and every error it wraps, one per line: what a user would read.
fn error_chain(error: &dyn std::error::Error) -> String {
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
fn wrong_version(error: &(dyn std::error::Error + 'static)) -> Option<(u8, u8)> {
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
