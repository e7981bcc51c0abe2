//! `Uuid`, `NonNilUuid` and typed IDs in a real Redis, through the `redis` crate: keys,
//! values, set members, list items, hash fields and stream entries, written as the 16
//! octets the `redis` crate's own `uuid` feature writes (each reads what the other
//! wrote), read from those and from text, and every other value an error that says
//! what it found.
//!
//! One throwaway server serves the whole binary (`uuid_test_support::redis`); each test uses
//! keys of its own, so the tests run in parallel. Without a server each test prints
//! `skipped: <why>` and returns, unless `UUID_TOOLKIT_REQUIRE_REDIS` is set (`.ci/run`
//! sets it): then it fails. The errors of values the server cannot send back as they
//! are (RESP3 maps, doubles) are read from values built here.

mod errors;
mod guide;
mod store;

/// The server, or `return` from the test after it printed why it was skipped.
macro_rules! server_or_skip {
    () => {
        match uuid_test_support::redis::redis() {
            Some(server) => server,
            None => return,
        }
    };
}
pub(crate) use server_or_skip;

/// A connection to `server`.
fn connect(server: &uuid_test_support::redis::RedisServer) -> redis::Connection {
    redis::Client::open(server.url())
        .and_then(|client| client.get_connection())
        .unwrap_or_else(|err| {
            panic!(
                "connecting to {} ({}): {err}",
                server.url(),
                server.version()
            )
        })
}
