//! `Uuid` and typed IDs in a real PostgreSQL, through each client the toolkit
//! integrates with (postgres-types, sqlx, diesel; sqlx's checked queries in a crate
//! built against the server), and the server's own UUID semantics (ordering,
//! `uuid-ossp`, `gen_random_uuid()`) against ours.
//!
//! One throwaway server serves the whole binary (`uuid_test_support::postgres`); each test
//! has its own connection and temporary tables, so the tests run in parallel. Without
//! a server each test prints `skipped: <why>` and returns, unless
//! `UUID_TOOLKIT_REQUIRE_POSTGRES` is set (`.ci/run` sets it): then it fails.

use crate::contract;
use crate::sqlx_client;
use errors::{error_chain, wrong_version};
use uuid_test_support::errors;
use uuid_test_support::ids;

mod arrays;
mod checked_queries;
mod server;
mod via_diesel;
mod via_postgres;
mod via_sqlx;

use contract::Dialect;

/// PostgreSQL's SQL: the native `uuid` type, which no other type is read as.
const DIALECT: Dialect = Dialect {
    numbered_parameters: true,
    create_temporary: "CREATE TEMP TABLE",
    uuid_column: "uuid",
    uuid_parameter: "?::uuid",
    null_uuid: "NULL::uuid",
    octets: "uuid_send({})",
    hex: "upper(encode(uuid_send({}), 'hex'))",
    type_of: Some(("pg_typeof({})::text", "uuid")),
    // No `@text` tests: its clients read only `uuid`.
    not_uuids: &[],
};

/// The server, or `return` from the test after it printed why it was skipped.
macro_rules! server_or_skip {
    () => {
        match uuid_test_support::postgres::postgres() {
            Some(server) => server,
            None => return,
        }
    };
}
pub(crate) use server_or_skip;
