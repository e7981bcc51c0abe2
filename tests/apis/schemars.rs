//! Feature `schemars`: the JSON Schema of `Uuid` and of typed IDs, checked against what
//! the `serde` feature writes, and the TypeID `pattern` against the TypeID codec.

use proptest::prelude::RngExt;
use regex::Regex;
use schemars::{JsonSchema, schema_for};
use serde::Serialize;
use serde_json::{Value, json};
use uuid_runtime::{NonNilUuid, TypedId, TypedIdEnum, Uuid};

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
fn a_non_nil_uuid_is_a_uuid_string_that_says_it_is_not_nil() {
    let schema = schema_for!(NonNilUuid).to_value();
    assert_eq!(schema["type"], "string");
    assert_eq!(schema["format"], "uuid");
    let description = schema["description"].as_str().unwrap();
    assert!(description.contains("not the nil UUID"), "{schema}");
    assert!(NonNilUuid::inline_schema());
    // What serde writes is such a string, and the nil it refuses is the one named.
    let id = NonNilUuid::new(Uuid::NAMESPACE_DNS).unwrap();
    let text = serde_json::to_value(id).unwrap();
    assert_eq!(text, json!(Uuid::NAMESPACE_DNS.to_string()));
    assert!(description.contains(&Uuid::NIL.to_string()));
    assert!(serde_json::from_value::<NonNilUuid>(json!(Uuid::NIL.to_string())).is_err());
}

#[test]
fn uuid_and_a_typed_id_without_prefix_are_uuid_strings() {
    let uuid = json!({"type": "string", "format": "uuid"});
    let root = schema_for!(Account).to_value();
    let properties = &root["properties"];
    assert_eq!(properties["key"], uuid);
    // A version pins its digit: the validators refuse another version's text.
    assert_eq!(
        properties["token"],
        json!({
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-4[0-9A-Fa-f]{3}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$",
        })
    );
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
            "format": "typeid",
            "pattern": "^user_[0-7][0-9a-hjkmnp-tv-z]{9}[ef][0-9a-hjkmnp-tv-z]{15}$",
            "example": "user_01fwhe4ydgfk1shh6w1g60eecf",
            "x-typeid": {"prefix": "user"},
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
        ("UserId".into(), concat!(module_path!(), "::UserId").into())
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
        format!("user_{}", Uuid::now_v6(&crate::NODE).typeid_suffix()),
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

/// A typed ID in each format, with and without a prefix and a version.
mod formats {
    use uuid_runtime::{TypedId, Uuid};

    #[derive(TypedId, Debug)]
    #[typed_id(prefix = "event", format = "ulid", version = 7)]
    pub struct UlidV7(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(format = "ulid")]
    pub struct Ulid(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(prefix = "part", format = "base64url", version = 4)]
    pub struct Base64UrlV4(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(
        prefix = "part",
        format = "base64url",
        version = 8,
        namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"
    )]
    pub struct Base64UrlV8(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(format = "base64url")]
    pub struct Base64Url(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(prefix = "user", format = "base58")]
    pub struct Base58(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(prefix = "user", format = "base58", version = 7)]
    pub struct Base58V7(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(format = "base62")]
    pub struct Base62(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(prefix = "key", format = "hyphenated", version = 6)]
    pub struct HyphenatedV6(Uuid);

    #[derive(TypedId, Debug)]
    #[typed_id(format = "typeid", version = 7)]
    pub struct BareTypeIdV7(Uuid);
}

/// Texts near `valid`: every one-character change to a character of any form's alphabet
/// (and some that are in none), each character removed, and one added.
fn near(valid: &str) -> Vec<String> {
    let chars: Vec<char> = valid.chars().collect();
    let others = "0189AZaz_-+/=OIlU ~é";
    let mut texts = Vec::new();
    for at in 0..chars.len() {
        for c in others.chars() {
            let mut changed = chars.clone();
            changed[at] = c;
            texts.push(changed.iter().collect());
        }
        let mut removed = chars.clone();
        removed.remove(at);
        texts.push(removed.into_iter().collect());
    }
    texts.push(format!("{valid}0"));
    texts
}

/// The pattern of `T` matches what `T` writes; and a text matches it exactly when `T`
/// reads it (`exact`), or at least only if (`!exact`: a prefixed hyphenated typed ID
/// also reads the other RFC 9562 forms, and base58 and base62 have no digit holding
/// the version).
fn check_pattern<T: TypedId + JsonSchema + std::fmt::Debug>(make: fn(Uuid) -> Uuid, exact: bool) {
    let regex = pattern::<T>();
    let mut rng = proptest::test_runner::TestRng::from_seed(
        proptest::test_runner::RngAlgorithm::ChaCha,
        b"patterns of every typed-ID form.",
    );
    let values = [0, u128::MAX, 1, u128::MAX >> 1]
        .into_iter()
        .chain((0..2000).map(|_| rng.random::<u128>()));
    for value in values {
        let Ok(id) = T::try_from_uuid(make(Uuid::from_u128(value))) else {
            continue;
        };
        let text = id.to_string();
        assert!(
            regex.is_match(&text),
            "{} does not match {text}",
            regex.as_str()
        );
        if value % 64 != 0 {
            continue;
        }
        for other in near(&text) {
            let matches = regex.is_match(&other);
            if exact {
                let parses = other.parse::<T>().is_ok();
                assert_eq!(matches, parses, "{other:?} against {}", regex.as_str());
            } else if matches {
                let read = other.parse::<T>();
                assert!(
                    read.is_ok()
                        || matches!(
                            read.as_ref().map_err(|err| err.kind()),
                            Err(uuid_runtime::TypedIdErrorKind::WrongVersion { .. })
                        ),
                    "{other:?} matches {} but reads as {read:?}",
                    regex.as_str()
                );
            }
        }
    }
}

/// `uuid` with its version field set to `version`.
fn with_version(uuid: Uuid, version: u8) -> Uuid {
    let value = uuid.as_u128() & !(0xf << 76) | u128::from(version) << 76;
    Uuid::from_u128(value)
}

#[test]
fn every_format_has_its_pattern() {
    check_pattern::<formats::UlidV7>(|uuid| with_version(uuid, 7), true);
    check_pattern::<formats::Ulid>(|uuid| uuid, true);
    check_pattern::<formats::Base64UrlV4>(|uuid| with_version(uuid, 4), true);
    check_pattern::<formats::Base64UrlV8>(|uuid| with_version(uuid, 8), true);
    check_pattern::<formats::Base64Url>(|uuid| uuid, true);
    check_pattern::<formats::Base58>(|uuid| uuid, true);
    check_pattern::<formats::Base58V7>(|uuid| with_version(uuid, 7), false);
    check_pattern::<formats::Base62>(|uuid| uuid, true);
    check_pattern::<formats::HyphenatedV6>(|uuid| with_version(uuid, 6), false);
    check_pattern::<formats::BareTypeIdV7>(|uuid| with_version(uuid, 7), true);
    // The largest UUID's text is the last the positional patterns take.
    let base58 = pattern::<formats::Base58>();
    assert!(base58.is_match("user_YcVfxkQb6JRzqk5kF2tNLv"));
    assert!(!base58.is_match("user_YcVfxkQb6JRzqk5kF2tNLw"));
    assert!(!base58.is_match("user_Zzzzzzzzzzzzzzzzzzzzzz"));
    let base62 = pattern::<formats::Base62>();
    assert!(base62.is_match("7n42DGM5Tflk9n8mt7Fhc7"));
    assert!(!base62.is_match("7n42DGM5Tflk9n8mt7Fhc8"));
    assert!(!base62.is_match("8000000000000000000000"));
    // Schemas describe the format.
    let schema = schema_for!(formats::Base58V7).to_value();
    assert_eq!(
        schema["description"],
        "A base58 ID with the prefix `user`: `user_` and 22 base58 digits, holding a \
         version 7 UUID (checked when read)."
    );
    let schema = schema_for!(formats::Ulid).to_value();
    assert_eq!(
        schema["description"],
        "A ULID: 26 Crockford base32 digits (written in uppercase, read in either case)."
    );
    assert!(!formats::Ulid::inline_schema());
}

/// A user's or an order line's ID.
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq)]
enum Subject {
    User(UserId),
    Line(OrderLineId),
}

#[test]
fn a_typed_id_enum_is_one_of_its_variants_schemas() {
    let root = serde_json::to_value(schema_for!(Subject)).unwrap();
    let variants = root["oneOf"].as_array().unwrap();
    assert_eq!(variants.len(), 2, "{root:#}");
    assert_eq!(
        variants[0]["pattern"],
        pattern::<UserId>().as_str(),
        "{root:#}"
    );
    assert_eq!(
        variants[1]["pattern"],
        pattern::<OrderLineId>().as_str(),
        "{root:#}"
    );
    assert_eq!(root["title"], "Subject", "{root:#}");
    // What serde writes matches exactly one of them: its variant's.
    for subject in [
        Subject::User(UserId::new()),
        Subject::Line(OrderLineId::from_uuid(Uuid::now_v7())),
    ] {
        let Value::String(text) = serde_json::to_value(subject).unwrap() else {
            panic!("a string");
        };
        let matching: Vec<usize> = (0..variants.len())
            .filter(|&i| {
                Regex::new(variants[i]["pattern"].as_str().unwrap())
                    .unwrap()
                    .is_match(&text)
            })
            .collect();
        assert_eq!(matching.len(), 1, "{text}");
        assert_eq!(Subject::PREFIXES[matching[0]], subject.prefix());
    }
}

/// What generators read, in each form: `x-typeid` names the prefix (and the form, when it
/// is not TypeID), `format` is `typeid` for a TypeID only, and the `example` is a text of
/// the type.
#[test]
fn generators_read_the_prefix_and_the_form_and_an_example_of_each() {
    /// The schema's `x-typeid` and `format`, once its example has parsed as `T`.
    fn read<T: TypedId + JsonSchema>() -> (Value, Value) {
        let schema = schema_for!(T).to_value();
        let example = schema["example"].as_str().unwrap();
        assert!(example.parse::<T>().is_ok(), "{example}");
        (schema["x-typeid"].clone(), schema["format"].clone())
    }
    let cases = [
        (
            read::<formats::Base58V7>(),
            json!({"prefix": "user", "format": "base58"}),
        ),
        (
            read::<formats::Ulid>(),
            json!({"prefix": "", "format": "ulid"}),
        ),
        (
            read::<formats::HyphenatedV6>(),
            json!({"prefix": "key", "format": "hyphenated"}),
        ),
        (
            read::<formats::Base64UrlV8>(),
            json!({"prefix": "part", "format": "base64url"}),
        ),
    ];
    for ((extension, format), expected) in cases {
        assert_eq!(extension, expected);
        assert_eq!(format, Value::Null, "{expected}");
    }
    assert_eq!(
        read::<formats::BareTypeIdV7>(),
        (json!({"prefix": ""}), json!("typeid"))
    );
    let example = schema_for!(formats::BareTypeIdV7).to_value()["example"].clone();
    assert_eq!(example, json!("01fwhe4ydgfk1shh6w1g60eecf"));
}
