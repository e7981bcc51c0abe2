//! `Uuid` and typed IDs in a real MariaDB (the MySQL family), through each client the
//! toolkit integrates with (sqlx, `mysql`, `mysql_async`, diesel), and the server's own
//! behaviour the storage contract relies on (`ORDER BY`, `HEX`, its `UUID` type).
//!
//! One throwaway server serves the whole binary (`uuid_test_support::mariadb`); each test
//! has its own connection and temporary tables, so the tests run in parallel. Without
//! a server each test prints `skipped: <why>` and returns, unless
//! `UUID_TOOLKIT_REQUIRE_MARIADB` is set (`.ci/run` sets it): then it fails.

use crate::contract;
use crate::sqlx_client;
use uuid_test_support::errors;
use uuid_test_support::ids;

mod mysql_common_client;
mod server;
mod via_diesel;
mod via_mysql;
mod via_mysql_async;
mod via_sqlx;

use contract::Dialect;
use uuid_runtime::Uuid;

/// MySQL's SQL: a UUID is a `BINARY(16)`; text is read too.
const DIALECT: Dialect = Dialect {
    numbered_parameters: false,
    create_temporary: "CREATE TEMPORARY TABLE",
    uuid_column: "BINARY(16)",
    uuid_parameter: "?",
    null_uuid: "NULL",
    octets: "{}",
    hex: "HEX({})",
    type_of: None,
    not_uuids: &NOT_UUIDS,
};

/// SQL expressions of values that are not UUIDs, and what reading one says.
const NOT_UUIDS: [(&str, &str); 7] = [
    (
        "x'00112233445566778899aabbccddee'",
        "invalid UUID: expected 16 bytes or UUID text, found 15 bytes",
    ),
    ("x'00112233445566778899aabbccddeeff00'", "found 17 bytes"),
    ("x''", "found 0 bytes"),
    ("x'ff'", "found 1 byte"),
    (
        "'67e55044-10b1-426f-9247-bb680e5fe0cg'",
        "invalid UUID text `67e55044-10b1-426f-9247-bb680e5fe0cg`: \
         invalid character `g` at position 35: expected a hex digit",
    ),
    (
        "'user_01h455vb4pex5vsknk084sn02q'",
        "invalid UUID text `user_01h455vb4pex5vsknk084sn02q`: not a UUID: expected 32, 36, 38 \
         or 45 characters of hex digits and hyphens, found 31 characters",
    ),
    (
        "UNHEX(REPEAT('FF', 36))",
        "invalid UUID: expected 16 bytes or UUID text, found 36 bytes",
    ),
];

/// The server, or `None` after it printed why the test is skipped.
fn server() -> Option<&'static uuid_test_support::mariadb::MariadbServer> {
    uuid_test_support::mariadb::mariadb()
}

/// UUIDs MariaDB's `UUID` type holds. It does not hold every value: 10.11 refuses the
/// text of, among others, the RFC 9562 variant's versions 8 to 15 and some of the NCS
/// variant's (`Incorrect uuid value`), and stores the 16 bytes of such a value as
/// another UUID; `BINARY(16)` holds any.
fn uuid_column_samples() -> [Uuid; 9] {
    [
        Uuid::NIL,
        Uuid::MAX,
        Uuid::NAMESPACE_DNS,
        ids::V4,
        ids::V7,
        Uuid::now_v1(&ids::NODE),
        Uuid::new_v4(),
        Uuid::now_v6(&ids::NODE),
        Uuid::now_v7(),
    ]
}
