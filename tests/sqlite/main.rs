//! `Uuid` and typed IDs in real SQLite databases (in memory), through each client the
//! toolkit integrates with (sqlx, diesel, rusqlite): written as 16-byte BLOBs, read
//! from those and from TEXT in the four forms, and any other value a decode error that
//! says what it found.

#[path = "../fixtures/errors.rs"]
mod errors;
use errors::{error_chain, wrong_version};
#[path = "../fixtures/ids.rs"]
mod ids;

mod via_diesel;
mod via_rusqlite;
mod via_sqlx;

use uuid_runtime::{Uuid, uuid};

/// The UUID every entry of [`TEXT_FORMS`] spells.
const TEXT_UUID: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");

/// SQL literals of TEXT values in the four forms (and both cases), read as [`TEXT_UUID`].
const TEXT_FORMS: [&str; 6] = [
    "'67e55044-10b1-426f-9247-bb680e5fe0c8'",
    "'67E55044-10B1-426F-9247-BB680E5FE0C8'",
    "'67e5504410b1426f9247bb680e5fe0c8'",
    "'{67e55044-10b1-426f-9247-bb680e5fe0c8}'",
    "'urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8'",
    "'URN:UUID:67E55044-10B1-426F-9247-BB680E5FE0C8'",
];

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
