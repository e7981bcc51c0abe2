//! `Uuid` and typed IDs in a real MariaDB (the MySQL family), and the server's own
//! behaviour the storage contract relies on.
//!
//! One throwaway server serves the whole binary (`uuid_toolkit::mariadb`); each test
//! has its own connection and tables, so the tests run in parallel. Without a server
//! each test prints `skipped: <why>` and returns, unless `UUID_TOOLKIT_REQUIRE_MARIADB`
//! is set (`.ci/run` sets it): then it fails.

mod server;

/// The server, or `return` from the test after it printed why it was skipped.
macro_rules! server_or_skip {
    () => {
        match uuid_toolkit::mariadb::mariadb() {
            Some(server) => server,
            None => return,
        }
    };
}
pub(crate) use server_or_skip;
