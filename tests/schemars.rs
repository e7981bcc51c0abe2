//! Feature `schemars`: the JSON Schema of `Uuid` and of typed IDs, checked against what
//! the `serde` feature writes, and the TypeID `pattern` against the TypeID codec.

use regex::Regex;
use schemars::{JsonSchema, schema_for};
use serde::Serialize;
use serde_json::{Value, json};
use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "order_line")]
struct OrderLineId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(version = 4)]
struct TokenId(Uuid);

#[derive(JsonSchema, Serialize)]
struct Account {
    key: Uuid,
    id: UserId,
    token: TokenId,
    parent: Option<UserId>,
    lines: Vec<OrderLineId>,
}

fn account() -> Account {
    Account {
        key: Uuid::new_v4(),
        id: UserId::new(),
        token: TokenId::new(),
        parent: Some(UserId::new()),
        lines: vec![
            OrderLineId::from_uuid(Uuid::MAX),
            OrderLineId::from_uuid(Uuid::NIL),
        ],
    }
}

/// The definition `reference` (`{"$ref": "#/$defs/Name"}`) points to in `root`.
fn definition(root: &Value, reference: &Value) -> Value {
    let name = reference["$ref"]
        .as_str()
        .and_then(|path| path.strip_prefix("#/$defs/"))
        .unwrap_or_else(|| panic!("not a reference to a definition: {reference}"));
    root["$defs"][name].clone()
}

/// The `pattern` of a typed ID's schema, compiled.
fn pattern<T: JsonSchema>() -> Regex {
    let schema = schemars::SchemaGenerator::default().into_root_schema_for::<T>();
    let pattern = schema.get("pattern").and_then(Value::as_str).unwrap();
    Regex::new(pattern).unwrap()
}

#[test]
fn uuid_and_a_typed_id_without_prefix_are_uuid_strings() {
    let uuid = json!({"type": "string", "format": "uuid"});
    let root = schema_for!(Account).to_value();
    let properties = &root["properties"];
    assert_eq!(properties["key"], uuid);
    assert_eq!(properties["token"], uuid);
    assert_eq!(schema_for!(Uuid).to_value()["format"], "uuid");
    assert!(Uuid::inline_schema() && TokenId::inline_schema());
    // What serde writes is such a string.
    let json = serde_json::to_value(account()).unwrap();
    for field in ["key", "token"] {
        let text = json[field].as_str().unwrap();
        assert_eq!(Uuid::parse_str(text).unwrap().to_string(), text);
    }
}

#[test]
fn a_prefixed_typed_id_is_a_named_definition_with_its_typeid_pattern() {
    let root = schema_for!(Account).to_value();
    let properties = &root["properties"];
    let user = definition(&root, &properties["id"]);
    assert_eq!(
        user,
        json!({
            "type": "string",
            "pattern": "^user_[0-7][0-9a-hjkmnp-tv-z]{9}[ef][0-9a-hjkmnp-tv-z]{15}$",
            "description": "A TypeID with the prefix `user`: `user_` and 26 lowercase base32 \
                            digits, holding a version 7 UUID.",
        })
    );
    assert_eq!(root["$defs"].as_object().unwrap().len(), 2, "{root:#}");
    let parent = &properties["parent"];
    assert!(
        parent["anyOf"].as_array().is_some_and(
            |any| any.contains(&properties["id"]) && any.contains(&json!({"type": "null"}))
        ),
        "{parent}"
    );
    let line = definition(&root, &properties["lines"]["items"]);
    assert_eq!(line["pattern"], "^order_line_[0-7][0-9a-hjkmnp-tv-z]{25}$");
    assert!(
        line["description"]
            .as_str()
            .unwrap()
            .contains("`order_line`"),
        "{line}"
    );
    assert_eq!(
        (UserId::schema_name(), UserId::schema_id()),
        ("UserId".into(), "schemars::UserId".into())
    );
    assert!(!UserId::inline_schema());
}

#[test]
fn what_serde_writes_matches_the_pattern() {
    let user = pattern::<UserId>();
    let line = pattern::<OrderLineId>();
    for _ in 0..10 {
        let json = serde_json::to_value(account()).unwrap();
        for id in [&json["id"], &json["parent"]] {
            assert!(user.is_match(id.as_str().unwrap()), "{id}");
        }
        for id in json["lines"].as_array().unwrap() {
            assert!(line.is_match(id.as_str().unwrap()), "{id}");
        }
    }
}

#[test]
fn the_pattern_accepts_generated_typeids() {
    let user = pattern::<UserId>();
    let line = pattern::<OrderLineId>();
    for _ in 0..1000 {
        let id = UserId::new().to_string();
        assert!(user.is_match(&id), "{id}");
        let id = OrderLineId::from_uuid(Uuid::new_v4()).to_string();
        assert!(line.is_match(&id), "{id}");
    }
    for uuid in [Uuid::NIL, Uuid::MAX, Uuid::from_u128(u128::MAX >> 1)] {
        let id = OrderLineId::from_uuid(uuid).to_string();
        assert!(line.is_match(&id), "{id}");
    }
    // Every digit of the alphabet, in every position but the first.
    let alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
    for digit in alphabet.chars() {
        let id = format!("order_line_7{}", digit.to_string().repeat(25));
        assert!(line.is_match(&id), "{id}");
        assert!(id.parse::<OrderLineId>().is_ok(), "{id}");
    }
}

#[test]
fn the_pattern_rejects_what_the_parser_rejects() {
    let user = pattern::<UserId>();
    let valid = UserId::new().to_string();
    let suffix = &valid["user_".len()..];
    let mut rejected = vec![
        String::new(),
        suffix.to_owned(),
        format!("_{suffix}"),
        format!("users_{suffix}"),
        format!("use_{suffix}"),
        format!("order_{suffix}"),
        format!("User_{suffix}"),
        format!("user-{suffix}"),
        format!("user__{suffix}"),
        format!("user_{}", &suffix[1..]),
        format!("user_{suffix}0"),
        format!("user_{}", suffix.to_uppercase()),
        format!(" {valid}"),
        format!("{valid}\n"),
        Uuid::now_v7().to_string(),
        // `UserId` holds version 7 UUIDs only.
        format!("user_{}", Uuid::new_v4().typeid_suffix()),
        format!("user_{}", Uuid::now_v6().typeid_suffix()),
    ];
    // First digits above `7` would need more than 128 bits.
    for first in "89abcdefghjkmnpqrstvwxyz".chars() {
        rejected.push(format!("user_{first}{}", &suffix[1..]));
    }
    // Letters outside the alphabet, anywhere.
    for letter in ['i', 'l', 'o', 'u', 'I', '-', '_'] {
        rejected.push(format!("user_{}{letter}", &suffix[..25]));
    }
    for text in &rejected {
        assert!(!user.is_match(text), "accepted {text:?}");
        assert!(
            text.parse::<UserId>().is_err(),
            "the parser accepts {text:?}"
        );
    }
    assert!(user.is_match(&valid));
}
