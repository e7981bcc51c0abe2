//! `Uuid` and typed IDs in a real PostgreSQL, through each client the toolkit
//! integrates with (postgres-types, sqlx, diesel; sqlx's checked queries in a crate
//! built against the server), and the server's own UUID semantics (ordering,
//! `uuid-ossp`, `gen_random_uuid()`) against ours.
//!
//! One throwaway server serves the whole binary (`uuid_toolkit::postgres`); each test
//! has its own connection and temporary tables, so the tests run in parallel. Without
//! a server each test prints `skipped: <why>` and returns, unless
//! `UUID_TOOLKIT_REQUIRE_POSTGRES` is set (`.ci/run` sets it): then it fails.

#[path = "../fixtures/errors.rs"]
mod errors;
use errors::{error_chain, wrong_version};
#[path = "../fixtures/ids.rs"]
mod ids;

mod checked_queries;
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
