//! `Uuid` and typed IDs in real SQLite databases (in memory), through each client the
//! toolkit integrates with (sqlx, diesel, rusqlite): written as 16-byte BLOBs, read
//! from those and from TEXT in the four forms, and any other value a decode error that
//! says what it found.

use crate::contract;

use crate::sqlx_client;
use uuid_test_support::ids;

mod via_diesel;
mod via_rusqlite;
mod via_sqlx;

use contract::Dialect;

/// SQLite's SQL: a UUID is a 16-byte BLOB; TEXT is read too.
const DIALECT: Dialect = Dialect {
    numbered_parameters: false,
    create_temporary: "CREATE TEMP TABLE",
    uuid_column: "BLOB",
    uuid_parameter: "?",
    null_uuid: "NULL",
    octets: "{}",
    hex: "hex({})",
    type_of: Some(("typeof({})", "blob")),
    not_uuids: &NOT_UUIDS,
};

/// SQL expressions of stored values that are not UUIDs, and what reading one must say.
const NOT_UUIDS: [(&str, &str); 8] = [
    (
        "x'00112233445566778899aabbccddee'",
        "invalid UUID: expected a 16-byte BLOB or UUID text, found a 15-byte BLOB",
    ),
    (
        "x'00112233445566778899aabbccddeeff00'",
        "found a 17-byte BLOB",
    ),
    ("x''", "found a 0-byte BLOB"),
    // sqlx refuses these by their type before decoding; rusqlite and diesel decode
    // them (`via_rusqlite`, `via_diesel`).
    ("42", "INTEGER"),
    ("4.2", "REAL"),
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
    ("CAST(x'ff' AS TEXT)", "invalid UUID text: not UTF-8"),
];
