//! `Serialize`/`Deserialize` for `Uuid` through a human-readable format (`serde_json`:
//! the hyphenated string) and a binary one (`postcard`: 16 octets), and the
//! conversions with the `uuid` crate's `Uuid`.

use serde::de::value::{BytesDeserializer, Error as ValueError, SeqDeserializer};
use serde::{Deserialize, Serialize};
use uuid_runtime::Uuid;

const ID: Uuid = Uuid::from_u128(0x67e55044_10b1_426f_9247_bb680e5fe0c8);
const ID_TEXT: &str = "67e55044-10b1-426f-9247-bb680e5fe0c8";
const ID_BYTES: [u8; 16] = [
    0x67, 0xe5, 0x50, 0x44, 0x10, 0xb1, 0x42, 0x6f, 0x92, 0x47, 0xbb, 0x68, 0x0e, 0x5f, 0xe0, 0xc8,
];

#[test]
fn json_is_the_hyphenated_string() {
    assert_eq!(
        serde_json::to_string(&ID).unwrap(),
        format!("\"{ID_TEXT}\"")
    );
    assert_eq!(
        serde_json::to_value(Uuid::MAX).unwrap(),
        serde_json::json!("ffffffff-ffff-ffff-ffff-ffffffffffff")
    );
    for id in [ID, Uuid::NIL, Uuid::MAX, Uuid::NAMESPACE_URL] {
        let json = serde_json::to_string(&id).unwrap();
        assert_eq!(serde_json::from_str::<Uuid>(&json).unwrap(), id);
        let value = serde_json::to_value(id).unwrap();
        assert_eq!(serde_json::from_value::<Uuid>(value).unwrap(), id);
    }
}

#[test]
fn json_accepts_each_text_form() {
    let forms = [
        "\"67e55044-10b1-426f-9247-bb680e5fe0c8\"",
        "\"67e5504410b1426f9247bb680e5fe0c8\"",
        "\"{67e55044-10b1-426f-9247-bb680e5fe0c8}\"",
        "\"urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8\"",
        "\"67E55044-10B1-426F-9247-BB680E5FE0C8\"",
        "\"URN:UUID:67E55044-10B1-426F-9247-BB680E5FE0C8\"",
    ];
    for json in forms {
        assert_eq!(serde_json::from_str::<Uuid>(json).unwrap(), ID, "{json}");
    }
}

#[test]
fn json_errors_carry_the_parse_error() {
    let err = serde_json::from_str::<Uuid>("\"67e55044-10b1-426f-9247-bb680e5fe0cg\"").unwrap_err();
    assert!(
        err.to_string()
            .contains("invalid character `g` at position 35: expected a hex digit"),
        "{err}"
    );
    let err = serde_json::from_str::<Uuid>("\"\"").unwrap_err();
    assert!(
        err.to_string().contains("empty string: expected a UUID"),
        "{err}"
    );
    let err = serde_json::from_str::<Uuid>("\"urn:uid:67e55044-10b1-426f-9247-bb680e5fe0c8\"")
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("invalid URN prefix: expected `urn:uuid:`"),
        "{err}"
    );
    let err =
        serde_json::from_str::<Uuid>("\" 67e55044-10b1-426f-9247-bb680e5fe0c8\"").unwrap_err();
    assert!(
        err.to_string()
            .contains("unexpected whitespace ` ` at position 0"),
        "{err}"
    );
}

#[test]
fn json_of_the_wrong_type_is_an_error() {
    let err = serde_json::from_str::<Uuid>("42").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("invalid type: integer `42`, expected a UUID string or 16 bytes"),
        "{err}"
    );
    // A human-readable format gets the string, not an array of octets.
    let array = serde_json::to_string(&ID_BYTES).unwrap();
    let err = serde_json::from_str::<Uuid>(&array).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("invalid type: sequence, expected a UUID string or 16 bytes"),
        "{err}"
    );
    assert!(serde_json::from_str::<Uuid>("null").is_err());
}

#[test]
fn postcard_is_the_16_octets() {
    let encoded = postcard::to_stdvec(&ID).unwrap();
    // postcard writes a byte string as its length (a one-byte varint here), then the bytes.
    assert_eq!(encoded.len(), 17);
    assert_eq!(encoded[0], 16);
    assert_eq!(encoded[1..], ID_BYTES);
    assert_eq!(postcard::from_bytes::<Uuid>(&encoded).unwrap(), ID);
    for id in [Uuid::NIL, Uuid::MAX, Uuid::NAMESPACE_OID] {
        let encoded = postcard::to_stdvec(&id).unwrap();
        assert_eq!(encoded[1..], *id.as_bytes());
        assert_eq!(postcard::from_bytes::<Uuid>(&encoded).unwrap(), id);
    }
}

#[test]
fn postcard_bytes_of_the_wrong_length_are_an_error() {
    for len in [0_u8, 1, 15, 17, 32] {
        let mut encoded = vec![len];
        encoded.extend(std::iter::repeat_n(0xAB, usize::from(len)));
        let err = postcard::from_bytes::<Uuid>(&encoded).unwrap_err();
        // postcard drops the message of custom errors; the length error is one.
        assert_eq!(err, postcard::Error::SerdeDeCustom, "length {len}");
    }
    // Fewer bytes than the length says.
    let err = postcard::from_bytes::<Uuid>(&[16, 1, 2, 3]).unwrap_err();
    assert_eq!(err, postcard::Error::DeserializeUnexpectedEnd);
}

#[test]
fn octets_from_a_deserializer_that_offers_bytes() {
    let id = Uuid::deserialize(BytesDeserializer::<ValueError>::new(&ID_BYTES)).unwrap();
    assert_eq!(id, ID);
    for len in [0, 15, 17] {
        let bytes = vec![7; len];
        let err = Uuid::deserialize(BytesDeserializer::<ValueError>::new(&bytes)).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("invalid length {len}, expected a UUID string or 16 bytes")
        );
    }
}

#[test]
fn octets_from_a_deserializer_that_offers_a_sequence() {
    let seq = SeqDeserializer::<_, ValueError>::new(ID_BYTES.into_iter());
    assert_eq!(Uuid::deserialize(seq).unwrap(), ID);
    let short = SeqDeserializer::<_, ValueError>::new(ID_BYTES[..15].iter().copied());
    assert_eq!(
        Uuid::deserialize(short).unwrap_err().to_string(),
        "invalid length 15, expected a UUID string or 16 bytes"
    );
    for len in [17_usize, 18, 32, 1000] {
        let long = SeqDeserializer::<_, ValueError>::new(std::iter::repeat_n(7_u8, len));
        assert_eq!(
            Uuid::deserialize(long).unwrap_err().to_string(),
            format!("invalid length {len}, expected a UUID string or 16 bytes")
        );
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Order {
    id: Uuid,
    parent: Option<Uuid>,
    lines: Vec<Uuid>,
    note: String,
}

fn sample_order() -> Order {
    Order {
        id: ID,
        parent: None,
        lines: vec![Uuid::NIL, Uuid::MAX],
        note: "rush".to_owned(),
    }
}

#[test]
fn struct_with_uuid_fields_in_json() {
    let order = sample_order();
    let json = serde_json::to_string(&order).unwrap();
    assert_eq!(
        json,
        format!(
            "{{\"id\":\"{ID_TEXT}\",\"parent\":null,\"lines\":[\"00000000-0000-0000-0000-000000000000\",\"ffffffff-ffff-ffff-ffff-ffffffffffff\"],\"note\":\"rush\"}}"
        )
    );
    assert_eq!(serde_json::from_str::<Order>(&json).unwrap(), order);

    let bad = json.replace(
        "\"parent\":null",
        "\"parent\":\"{67e55044-10b1-426f-9247-bb680e5fe0c8\"",
    );
    let err = serde_json::from_str::<Order>(&bad).unwrap_err();
    assert!(
        err.to_string()
            .contains("unbalanced braces: the opening `{` has no closing `}`"),
        "{err}"
    );
}

#[test]
fn struct_with_uuid_fields_in_postcard() {
    let order = Order {
        parent: Some(Uuid::NAMESPACE_DNS),
        ..sample_order()
    };
    let encoded = postcard::to_stdvec(&order).unwrap();
    let mut expected = vec![16];
    expected.extend(ID_BYTES);
    expected.push(1); // Some
    expected.push(16);
    expected.extend(Uuid::NAMESPACE_DNS.as_bytes());
    expected.push(2); // two lines
    expected.push(16);
    expected.extend([0; 16]);
    expected.push(16);
    expected.extend([0xFF; 16]);
    expected.push(4);
    expected.extend(b"rush");
    assert_eq!(encoded, expected);
    assert_eq!(postcard::from_bytes::<Order>(&encoded).unwrap(), order);
}

#[test]
fn serde_forms_match_the_uuid_crate() {
    let theirs = uuid::Uuid::from_bytes(ID_BYTES);
    assert_eq!(
        serde_json::to_string(&ID).unwrap(),
        serde_json::to_string(&theirs).unwrap()
    );
    assert_eq!(
        postcard::to_stdvec(&ID).unwrap(),
        postcard::to_stdvec(&theirs).unwrap()
    );
    let from_theirs: Uuid = postcard::from_bytes(&postcard::to_stdvec(&theirs).unwrap()).unwrap();
    assert_eq!(from_theirs, ID);
    let to_theirs: uuid::Uuid = serde_json::from_str(&serde_json::to_string(&ID).unwrap()).unwrap();
    assert_eq!(to_theirs, theirs);
}

#[test]
fn uuid_crate_conversions() {
    const OURS: Uuid = Uuid::from_uuid_crate(uuid::Uuid::from_u128(
        0x67e55044_10b1_426f_9247_bb680e5fe0c8,
    ));
    const THEIRS: uuid::Uuid = ID.to_uuid_crate();
    const DNS: uuid::Uuid = Uuid::NAMESPACE_DNS.to_uuid_crate();
    assert_eq!(OURS, ID);
    assert_eq!(THEIRS.as_bytes(), &ID_BYTES);
    assert_eq!(DNS, uuid::Uuid::NAMESPACE_DNS);

    assert_eq!(Uuid::from(THEIRS), ID);
    assert_eq!(uuid::Uuid::from(ID), THEIRS);
    let into_theirs: uuid::Uuid = Uuid::MAX.into();
    assert_eq!(into_theirs, uuid::Uuid::max());
    let into_ours: Uuid = uuid::Uuid::nil().into();
    assert_eq!(into_ours, Uuid::NIL);

    // Same octets, so the same text, version and variant.
    let v4 = uuid::Uuid::new_v4();
    let ours = Uuid::from(v4);
    assert_eq!(ours.to_string(), v4.to_string());
    assert_eq!(ours.get_version_num(), 4);
    assert_eq!(ours.to_uuid_crate(), v4);
    let v7 = uuid::Uuid::now_v7();
    assert_eq!(Uuid::from(v7).get_timestamp().unwrap().to_unix_millis(), {
        let (secs, nanos) = v7.get_timestamp().unwrap().to_unix();
        i128::from(secs) * 1000 + i128::from(nanos / 1_000_000)
    });
}
