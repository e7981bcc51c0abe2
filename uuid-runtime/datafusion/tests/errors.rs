//! The functions' errors, exactly: they name the function, the row (for a column; a
//! constant has none) and the parser's message; wrong argument types fail at planning.
//! And no input panics.

mod common;

use std::fmt::Write as _;

use common::*;
use uuid_runtime::{RandomSource, ThreadLocalRng};

/// `SELECT <expr> FROM (VALUES ...) AS v(x)`: the values as a column of rows.
fn over(expr: &str, values: &[&str]) -> String {
    let rows: Vec<String> = values.iter().map(|v| format!("({v})")).collect();
    format!("SELECT {expr} FROM (VALUES {}) AS v(x)", rows.join(", "))
}

async fn assert_error(sql: &str, expected: &str) {
    let ctx = ctx();
    let found = error(&ctx, sql).await;
    assert_eq!(found, expected, "{sql}");
}

#[tokio::test]
async fn text_that_is_not_a_uuid() {
    assert_error(
        "SELECT uuid_parse('67e55044-10b1-426f-9247-bb680e5fe0cg')",
        "Execution error: uuid_parse: \"67e55044-10b1-426f-9247-bb680e5fe0cg\": invalid character `g` at position 35: expected a hex digit",
    )
    .await;
    assert_error(
        &over("uuid_parse(x)", &["'67e55044-10b1-426f-9247-bb680e5fe0c8'", "NULL", "'67e55044-10b1-426f-9247-bb680e5fe0'"]),
        "Execution error: uuid_parse: row 3: \"67e55044-10b1-426f-9247-bb680e5fe0\": invalid group length in group 5: expected 12 hex digits, found 10",
    )
    .await;
    assert_error(
        &over("uuid_parse(x)", &["'hello'"]),
        "Execution error: uuid_parse: row 1: \"hello\": not a UUID: expected 32, 36, 38 or 45 \
         characters of hex digits and hyphens, found 5 characters",
    )
    .await;
    // Long text is cut in the message.
    let long = "x".repeat(100);
    assert_error(
        &format!("SELECT uuid_parse('{long}')"),
        &format!(
            "Execution error: uuid_parse: \"{}\"...: not a UUID: expected 32, 36, 38 or 45 \
             characters of hex digits and hyphens, found 100 characters",
            "x".repeat(64)
        ),
    )
    .await;
}

#[tokio::test]
async fn typeids_and_prefixes() {
    assert_error(
        "SELECT typeid_decode('user_01h455vb4pex5vsknk084sn0-q')",
        "Execution error: typeid_decode: \"user_01h455vb4pex5vsknk084sn0-q\": invalid character `-` at position 29: expected a lowercase Crockford base32 digit, \
         one of `0123456789abcdefghjkmnpqrstvwxyz`",
    )
    .await;
    assert_error(
        &over("typeid_prefix(x)", &["'user_01h455vb4pex5vsknk084sn02q'", "'User_01h455vb4pex5vsknk084sn02q'"]),
        "Execution error: typeid_prefix: row 2: \"User_01h455vb4pex5vsknk084sn02q\": invalid character \
         `U` at position 0 in the prefix: expected a lowercase ASCII letter or `_`",
    )
    .await;
    assert_error(
        &over("typeid_decode(x)", &["'user_01h455vb4pex5vsknk084sn0'"]),
        "Execution error: typeid_decode: row 1: \"user_01h455vb4pex5vsknk084sn0\": invalid suffix length at position 5: expected 26 characters, found 24",
    )
    .await;
    // A constant prefix over a column is checked once, and has no row.
    assert_error(
        "SELECT typeid_encode('Order', uuidv7())",
        "Execution error: typeid_encode: prefix \"Order\": invalid character `O` \
         at position 0 in the prefix: expected a lowercase ASCII letter or `_`",
    )
    .await;
    assert_error(
        &over("typeid_encode(x, uuid_nil())", &["'order'", "'line_item_'"]),
        "Execution error: typeid_encode: row 2: prefix \"line_item_\": prefix ends with `_` at \
         position 9: expected a lowercase ASCII letter last",
    )
    .await;
}

#[tokio::test]
async fn binary_that_is_not_16_bytes() {
    assert_error(
        &over(
            "uuid_format(x)",
            &["X'00112233445566778899aabbccddeeff'", "X'0011'"],
        ),
        "Execution error: uuid_format: row 2: invalid length: expected 16 bytes, found 2",
    )
    .await;
    assert_error(
        "SELECT uuid_extract_version(X'00')",
        "Execution error: uuid_extract_version: invalid length: expected 16 bytes, found 1",
    )
    .await;
}

#[tokio::test]
async fn times_a_v7_uuid_cannot_hold() {
    assert_error(
        "SELECT uuidv7_min('1969-12-31T23:59:59.999Z')",
        "Execution error: uuidv7_min: instant out of range for a v7 UUID: its 48-bit millisecond \
         field starts at 1970-01-01T00:00:00Z, found an instant before it",
    )
    .await;
    assert_error(
        &over(
            "uuidv7_max(x)",
            &[
                "TIMESTAMP '2026-01-01 00:00:00'",
                "TIMESTAMP '1900-01-01 00:00:00'",
            ],
        ),
        "Execution error: uuidv7_max: row 2: instant out of range for a v7 UUID: its 48-bit \
         millisecond field starts at 1970-01-01T00:00:00Z, found an instant before it",
    )
    .await;
    assert_error(
        "SELECT uuidv7_at(TIMESTAMP '1960-01-01 00:00:00')",
        "Execution error: uuidv7_at: instant out of range for a v7 UUID: its 48-bit millisecond \
         field starts at 1970-01-01T00:00:00Z, found an instant before it",
    )
    .await;
    assert_error(
        "SELECT uuidv7(INTERVAL '-100 years')",
        "Execution error: uuidv7: the current time shifted by the interval: instant out of range \
         for a v7 UUID: its 48-bit millisecond field starts at 1970-01-01T00:00:00Z, found an \
         instant before it",
    )
    .await;
    assert_error(
        "SELECT uuidv7(INTERVAL '9000 years')",
        "Execution error: uuidv7: the current time shifted by the interval: instant out of range \
         for a v7 UUID: its 48-bit millisecond field ends at +10889-08-02T05:31:50.655Z, found \
         an instant after it",
    )
    .await;
}

/// DataFusion's wording around ours, for a user-defined signature.
fn planning(function: &str, types: &str, ours: &str) -> String {
    format!(
        "Error during planning: Execution error: Function '{function}' user-defined coercion \
         failed with: Error during planning: {ours}. No function matches the given name and \
         argument types '{function}({types})'. You might need to add explicit type casts.\n\t\
         Candidate functions:\n\t{function}(UserDefined)"
    )
}

#[tokio::test]
async fn wrong_argument_types_fail_at_planning() {
    let uuid = "a UUID (FixedSizeBinary(16), or Binary of 16 bytes)";
    for (sql, function, types, ours) in [
        (
            "SELECT uuid_format('67e55044-10b1-426f-9247-bb680e5fe0c8')",
            "uuid_format",
            "Utf8",
            format!(
                "uuid_format: argument 1 must be {uuid}, found Utf8; convert text with uuid_parse(text)"
            ),
        ),
        (
            "SELECT uuid_extract_version(42)",
            "uuid_extract_version",
            "Int64",
            format!("uuid_extract_version: argument 1 must be {uuid}, found Int64"),
        ),
        (
            "SELECT uuid_parse(uuid_nil())",
            "uuid_parse",
            "FixedSizeBinary(16)",
            "uuid_parse: argument 1 must be text, found FixedSizeBinary(16); write a UUID as text \
             with uuid_format(uuid)"
                .into(),
        ),
        (
            "SELECT uuidv7_min(42)",
            "uuidv7_min",
            "Int64",
            "uuidv7_min: argument 1 must be a timestamp (or a date, or text such as \
             '2026-05-01T00:00:00Z'), found Int64"
                .into(),
        ),
        (
            "SELECT uuidv7(42)",
            "uuidv7",
            "Int64",
            "uuidv7: argument 1 must be an interval (or text such as '1 day'), found Int64".into(),
        ),
        (
            "SELECT uuid_generate_v5(uuid_ns_dns())",
            "uuid_generate_v5",
            "FixedSizeBinary(16)",
            format!("uuid_generate_v5 takes 2 arguments ({uuid}, text); found 1 argument"),
        ),
        (
            "SELECT uuid_format(X'00', X'00')",
            "uuid_format",
            "Binary, Binary",
            format!("uuid_format takes 1 argument ({uuid}); found 2 arguments"),
        ),
    ] {
        assert_error(sql, &planning(function, types, &ours)).await;
    }
    // A nullary function's is DataFusion's own.
    assert_error(
        "SELECT uuidv4(1)",
        "Error during planning: The function 'uuidv4' expected zero argument but received 1. \
         No function matches the given name and argument types 'uuidv4(Int64)'. You might need \
         to add explicit type casts.\n\tCandidate functions:\n\tuuidv4(NullAry())",
    )
    .await;
}

/// Random text, and random bytes, never panic a function: each gives a value or an error.
#[tokio::test]
async fn no_input_panics() {
    let ctx = ctx();
    let alphabet: Vec<char> = "0123456789abcdefABCDEF-{}_:urnidUUIDxyz é7z"
        .chars()
        .collect();
    for round in 0..100 {
        let len = (ThreadLocalRng.next_u64() % 48) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[(ThreadLocalRng.next_u64() % alphabet.len() as u64) as usize])
            .collect();
        let text = text.replace('\'', "");
        for expr in [
            "uuid_parse",
            "try_uuid_parse",
            "typeid_decode",
            "typeid_prefix",
            "uuidv7_min",
        ] {
            let _ = try_query(&ctx, &format!("SELECT {expr}('{text}')")).await;
        }
        let _ = try_query(&ctx, &format!("SELECT typeid_encode('{text}', uuid_nil())")).await;
        let mut bytes = String::new();
        for _ in 0..round % 20 {
            write!(bytes, "{:02x}", ThreadLocalRng.next_u64() & 0xff).unwrap();
        }
        for expr in [
            "uuid_format",
            "uuid_extract_version",
            "uuid_extract_timestamp",
        ] {
            let _ = try_query(&ctx, &format!("SELECT {expr}(X'{bytes}')")).await;
        }
    }
}
