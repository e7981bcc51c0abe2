//! The JSON Schemas of typed IDs (feature `schemars`) against an independent validator:
//! Python's `jsonschema` (draft 2020-12, with format checking) accepts every text each
//! type writes, with its `example`, and refuses every text the type does not read: the
//! other types' texts, its nil text where it is never nil, another version's text, and
//! text that is no ID at all. Its answer for each text is the type's own `FromStr`.

use std::path::Path;

use schemars::{JsonSchema, schema_for};
use serde_json::{Map, Value, json};
use uuid_runtime::{NonNilUuid, TypedId, Uuid};
use uuid_test_support::ids::{MemberId, OrderId, SessionId, TokenId, UserId};
use uuid_test_support::python::{interpreter_with, run_script};

/// Never nil, any version, a prefix: the schema's `not` refuses the nil text.
#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "guest")]
struct GuestId(NonNilUuid);

/// Never nil, no prefix, no version: a UUID string that is not the nil UUID's.
#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
struct ReceiptId(NonNilUuid);

/// Another form, with a prefix.
#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "part", format = "base58")]
struct PartId(Uuid);

/// A ULID without a prefix, version 7.
#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(format = "ulid", version = 7)]
struct EventId(Uuid);

/// A type under test: its name, schema, the texts it writes, and its parser.
struct Case {
    name: &'static str,
    schema: Value,
    written: Vec<String>,
    reads: fn(&str) -> bool,
}

/// The case of `T`: its schema, its example and the texts of 20 values of it.
fn case<T: TypedId + JsonSchema>(name: &'static str) -> Case {
    let schema = schema_for!(T).to_value();
    let mut written: Vec<String> = (0..20_u8)
        .filter_map(|i| {
            // Random bits, the version field's too (before `T`'s version is set).
            let uuid = Uuid::from_u128(Uuid::new_v4().as_u128() ^ u128::from(i) << 76);
            let uuid = match T::VERSION {
                Some(version) => Uuid::from_bytes({
                    let mut bytes = uuid.into_bytes();
                    bytes[6] = (bytes[6] & 0x0f) | version << 4;
                    bytes[8] = (bytes[8] & 0x3f) | 0x80;
                    bytes
                }),
                None => uuid,
            };
            T::try_from_uuid(uuid).ok().map(|id| id.to_string())
        })
        .collect();
    if let Some(example) = schema.get("example").and_then(Value::as_str) {
        written.push(example.to_owned());
    }
    Case {
        name,
        schema,
        written,
        reads: |text| T::from_str(text).is_ok(),
    }
}

#[test]
fn the_validator_accepts_exactly_what_each_type_reads() {
    let Some(python) = interpreter_with(&["jsonschema"]) else {
        return;
    };
    let cases = [
        case::<UserId>("UserId"),
        case::<OrderId>("OrderId"),
        case::<TokenId>("TokenId"),
        case::<SessionId>("SessionId"),
        case::<MemberId>("MemberId"),
        case::<GuestId>("GuestId"),
        case::<ReceiptId>("ReceiptId"),
        case::<PartId>("PartId"),
        case::<EventId>("EventId"),
    ];
    // Each type's texts, the nil UUID in each form, and texts that are no ID.
    let mut texts: Vec<String> = cases.iter().flat_map(|case| case.written.clone()).collect();
    texts.extend([
        Uuid::NIL.to_string(),
        "guest_00000000000000000000000000".into(),
        "member_00000000000000000000000000".into(),
        "user_00000000000000000000000000".into(),
        format!("part_{}", Uuid::NIL.base58()),
        Uuid::NIL.ulid().to_string(),
        "user_01h455vb4pex5vsknk084sn02q ".into(),
        "USER_01H455VB4PEX5VSKNK084SN02Q".into(),
        "user-01h455vb4pex5vsknk084sn02q".into(),
        String::new(),
        "not an id".into(),
    ]);
    let schemas: Map<String, Value> = cases
        .iter()
        .map(|case| (case.name.to_owned(), case.schema.clone()))
        .collect();
    let mut asked = Vec::new();
    let mut expected = Vec::new();
    for case in &cases {
        // Every written text is read back by its type: the cases are sound.
        for text in &case.written {
            assert!(
                (case.reads)(text),
                "{} writes {text:?} and refuses it",
                case.name
            );
        }
        for text in &texts {
            asked.push(json!([case.name, text]));
            expected.push((case.name, text.clone(), (case.reads)(text)));
        }
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("json_schema.py");
    let request = json!({ "schemas": schemas, "texts": asked });
    let output =
        run_script(&python, &script, &request.to_string()).unwrap_or_else(|why| panic!("{why}"));
    let answers: Vec<bool> = serde_json::from_str(&output).unwrap();
    assert_eq!(answers.len(), expected.len());
    let wrong: Vec<String> = expected
        .iter()
        .zip(&answers)
        .filter(|((_, _, reads), valid)| reads != *valid)
        .map(|((name, text, reads), _)| format!("{name} {text:?}: reads {reads}"))
        .collect();
    assert!(
        wrong.is_empty(),
        "jsonschema disagrees on:\n{}",
        wrong.join("\n")
    );
    // Both answers were given many times.
    assert!(answers.iter().filter(|&&valid| valid).count() > 150);
    assert!(answers.iter().filter(|&&valid| !valid).count() > 1000);
}
