//! Replies a server sends in RESP3 or only to some commands, read without a server:
//! what each says when it is not a UUID, and the string kinds that are read.

use redis::{FromRedisValue, Value, VerbatimFormat};
use uuid_runtime::{NonNilUuid, Uuid};

use uuid_test_support::ids::{UserId, V7};

/// What reading `value` as `T` says.
fn error<T: FromRedisValue + std::fmt::Debug>(value: Value) -> String {
    T::from_redis_value(value).unwrap_err().to_string()
}

#[test]
fn replies_that_are_not_strings_are_named() {
    let expected = "Incompatible type - invalid UUID: expected 16 bytes or UUID text, found";
    let cases = [
        (Value::Nil, "nil"),
        (Value::Int(-7), "the integer -7"),
        (Value::Double(2.5), "the double 2.5"),
        (Value::Boolean(true), "the boolean true"),
        (Value::Okay, "the status `OK`"),
        (Value::Array(vec![Value::Nil]), "an array of 1 value"),
        (
            Value::Set(vec![Value::Nil, Value::Okay]),
            "a set of 2 values",
        ),
        (Value::Map(vec![]), "a map of 0 values"),
    ];
    for (value, found) in cases {
        let message = format!("{expected} {found}");
        assert_eq!(error::<Uuid>(value.clone()), message);
        assert_eq!(error::<NonNilUuid>(value.clone()), message);
        assert_eq!(error::<UserId>(value), message);
    }
}

#[test]
fn every_kind_of_string_is_read() {
    let text = V7.to_string();
    let strings = [
        Value::BulkString(V7.as_bytes().to_vec()),
        Value::BulkString(text.clone().into_bytes()),
        Value::SimpleString(text.clone()),
        Value::VerbatimString {
            format: VerbatimFormat::Text,
            text: text.clone(),
        },
        // A RESP3 attribute annotates the value it wraps.
        Value::Attribute {
            data: Box::new(Value::SimpleString(text)),
            attributes: vec![],
        },
    ];
    for value in strings {
        assert_eq!(Uuid::from_redis_value_ref(&value).unwrap(), V7, "{value:?}");
        assert_eq!(
            UserId::from_redis_value_ref(&value).unwrap().into_uuid(),
            V7
        );
        assert_eq!(NonNilUuid::from_redis_value(value).unwrap().get(), V7);
    }
}

#[test]
fn text_errors_quote_the_text() {
    let value = Value::SimpleString("01890a5d-ac96-774b-bcce-b302099a805g".into());
    assert_eq!(
        error::<Uuid>(value.clone()),
        "Incompatible type - invalid UUID text `01890a5d-ac96-774b-bcce-b302099a805g`: invalid \
         character `g` at position 35: expected a hex digit"
    );
    // Not a TypeID either: for a prefixed typed ID, the TypeID's error.
    let err = error::<UserId>(value);
    assert!(
        err.starts_with(
            "Incompatible type - invalid TypeID `01890a5d-ac96-774b-bcce-b302099a805g`: "
        ),
        "{err}"
    );
    let control = Value::BulkString(b"\x1b[31mred".to_vec());
    assert!(error::<Uuid>(control).contains("`\\u{1b}[31mred`"));
}
