//! Feature `utoipa`, through the real derives: the OpenAPI document of an API whose
//! schemas and path hold `Uuid` and typed IDs, checked against what the `serde` feature
//! writes, and each TypeID `pattern` against the parser. Here utoipa's own `uuid` feature
//! is off; `tests/crates/apis-other-features` builds the other way (`other_features.rs`).

use regex::Regex;
use serde::Serialize;
use serde_json::{Value, json};
use utoipa::{OpenApi, PartialSchema, ToSchema};
use uuid_runtime::{NonNilUuid, TypedId, TypedIdEnum, Uuid};

use crate::ids::{OrderId, SessionId, TokenId, UserId, V4};

#[derive(ToSchema, Serialize)]
struct Account {
    key: Uuid,
    id: UserId,
    token: TokenId,
    session: Option<SessionId>,
    parent: Option<UserId>,
    orders: Vec<OrderId>,
}

fn account() -> Account {
    Account {
        key: Uuid::new_v4(),
        id: UserId::new(),
        token: TokenId::new(),
        session: Some(SessionId::new()),
        parent: Some(UserId::new()),
        orders: vec![
            OrderId::from_uuid(Uuid::MAX),
            OrderId::from_uuid(Uuid::NIL),
            OrderId::from_uuid(Uuid::now_v6(&crate::NODE)),
        ],
    }
}

/// Reads an account.
#[utoipa::path(
    get,
    path = "/accounts/{id}",
    params(("id" = UserId, Path, description = "The account's user.")),
    responses((status = 200, body = Account))
)]
#[allow(dead_code)]
fn get_account() {}

#[derive(OpenApi)]
#[openapi(paths(get_account), components(schemas(Account)))]
struct Api;

/// The document as JSON.
fn document() -> Value {
    serde_json::to_value(Api::openapi()).unwrap()
}

/// The schema `reference` (`{"$ref": "#/components/schemas/Name"}`) points to in `root`.
fn component<'a>(root: &'a Value, reference: &Value) -> &'a Value {
    let name = reference["$ref"]
        .as_str()
        .and_then(|path| path.strip_prefix("#/components/schemas/"))
        .unwrap_or_else(|| panic!("not a reference to a component: {reference}"));
    &root["components"]["schemas"][name]
}

fn reference(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

/// The `pattern` of `T`'s schema, compiled.
fn pattern<T: PartialSchema>() -> Regex {
    let schema = serde_json::to_value(T::schema()).unwrap();
    Regex::new(schema["pattern"].as_str().expect("a pattern")).unwrap()
}

#[test]
fn uuid_is_a_uuid_string() {
    assert_eq!(
        serde_json::to_value(Uuid::schema()).unwrap(),
        json!({"type": "string", "format": "uuid"})
    );
    assert_eq!(Uuid::name(), "Uuid");
}

#[test]
fn a_non_nil_uuid_is_a_uuid_string_that_says_it_is_not_nil() {
    let schema = serde_json::to_value(NonNilUuid::schema()).unwrap();
    assert_eq!(schema["type"], "string");
    assert_eq!(schema["format"], "uuid");
    assert!(
        schema["description"]
            .as_str()
            .unwrap()
            .contains("not the nil UUID"),
        "{schema}"
    );
    assert_eq!(NonNilUuid::name(), "NonNilUuid");
}

#[test]
fn the_document_refers_to_a_named_schema_for_each_id() {
    let root = document();
    let schemas = &root["components"]["schemas"];
    assert_eq!(
        schemas["UserId"],
        json!({
            "type": "string",
            "format": "typeid",
            "pattern": "^user_[0-7][0-9a-hjkmnp-tv-z]{9}[ef][0-9a-hjkmnp-tv-z]{15}$",
            "example": "user_01fwhe4ydgfk1shh6w1g60eecf",
            "examples": ["user_01fwhe4ydgfk1shh6w1g60eecf"],
            "x-typeid": {"prefix": "user"},
            "description": "A TypeID with the prefix `user`: `user_` and 26 lowercase base32 \
                            digits, holding a version 7 UUID.",
        })
    );
    assert_eq!(
        schemas["OrderId"],
        json!({
            "type": "string",
            "format": "typeid",
            "pattern": "^order_[0-7][0-9a-hjkmnp-tv-z]{25}$",
            "example": "order_01fwhe4ydgfk1shh6w1g60eecf",
            "examples": ["order_01fwhe4ydgfk1shh6w1g60eecf"],
            "x-typeid": {"prefix": "order"},
            "description": "A TypeID with the prefix `order`: `order_` and 26 lowercase \
                            base32 digits.",
        })
    );
    assert_eq!(
        schemas["TokenId"],
        json!({
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-4[0-9A-Fa-f]{3}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$",
            "description": "A version 4 UUID in the hyphenated form.",
        })
    );
    assert_eq!(
        schemas["SessionId"],
        json!({"type": "string", "format": "uuid", "description": "A UUID in the hyphenated form."})
    );
    // Without utoipa's `uuid` feature its derive asks our `ToSchema` for `Uuid` too.
    assert_eq!(schemas["Uuid"], json!({"type": "string", "format": "uuid"}));
    let properties = &schemas["Account"]["properties"];
    assert_eq!(
        *properties,
        json!({
            "key": reference("Uuid"),
            "id": reference("UserId"),
            "token": reference("TokenId"),
            "session": {"oneOf": [{"type": "null"}, reference("SessionId")]},
            "parent": {"oneOf": [{"type": "null"}, reference("UserId")]},
            "orders": {"type": "array", "items": reference("OrderId")},
        })
    );
    assert_eq!(
        schemas.as_object().unwrap().len(),
        6,
        "{:#}",
        root["components"]
    );
    let parameter = &root["paths"]["/accounts/{id}"]["get"]["parameters"][0];
    assert_eq!(parameter["in"], "path");
    assert_eq!(parameter["schema"], reference("UserId"));
    assert_eq!(
        (UserId::name(), TokenId::name()),
        ("UserId".into(), "TokenId".into())
    );
}

#[test]
fn what_serde_writes_matches_its_schema() {
    let root = document();
    let properties = &root["components"]["schemas"]["Account"]["properties"];
    for _ in 0..100 {
        let json = serde_json::to_value(account()).unwrap();
        let values = json.as_object().unwrap();
        assert_eq!(values.len(), 6);
        for (field, value) in values {
            let property = &properties[field];
            let (reference, values) = match value {
                Value::Array(items) => (&property["items"], items.clone()),
                _ if property.get("oneOf").is_some() => {
                    (&property["oneOf"][1], vec![value.clone()])
                }
                _ => (property, vec![value.clone()]),
            };
            let schema = component(&root, reference);
            for value in values {
                let text = value.as_str().unwrap();
                assert_eq!(schema["type"], "string");
                if let Some(pattern) = schema["pattern"].as_str() {
                    assert!(
                        Regex::new(pattern).unwrap().is_match(text),
                        "{field}: {text}"
                    );
                } else {
                    assert_eq!(schema["format"], "uuid");
                    assert_eq!(Uuid::parse_str(text).unwrap().to_string(), text);
                }
            }
        }
    }
}

/// A typed ID of every version a derive takes, each with a prefix.
macro_rules! versioned {
    ($($name:ident $prefix:literal ($($setting:tt)*)),*) => {
        $(
            #[derive(TypedId, Debug)]
            #[typed_id(prefix = $prefix, $($setting)*)]
            struct $name(Uuid);
        )*

        /// Checks `pattern_agrees_with_the_parser` for each of those types.
        fn check_every_version(texts: impl Fn(&str) -> Vec<String>) {
            $(check_agreement::<$name>(&texts($prefix));)*
        }
    };
}

versioned!(
    V1 "one" (version = 1),
    V3 "three" (version = 3, namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"),
    V4Id "four" (version = 4),
    V5 "five" (version = 5, namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"),
    V6 "six" (version = 6),
    V7Id "seven" (version = 7),
    V8 "eight" (version = 8, namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")
);

/// `T`'s pattern accepts exactly the `texts` its parser accepts.
fn check_agreement<T: TypedId + PartialSchema>(texts: &[String]) {
    let pattern = pattern::<T>();
    let mut accepted = 0;
    for text in texts {
        let parsed = text.parse::<T>().is_ok();
        assert_eq!(pattern.is_match(text), parsed, "{pattern} on {text:?}");
        accepted += usize::from(parsed);
    }
    assert!(accepted > 0, "{pattern} accepted none of {texts:?}");
}

#[test]
fn the_pattern_pins_the_version() {
    // UUIDs of every version field, 0 to 15, random in every other bit and at the ends.
    let mut uuids = Vec::new();
    for version in 0..16u128 {
        for bits in [0, u128::MAX, V4.as_u128()]
            .into_iter()
            .chain((0..50).map(|_| Uuid::new_v4().as_u128() ^ (Uuid::now_v7().as_u128() << 3)))
        {
            uuids.push(Uuid::from_u128(bits & !(0xf << 76) | version << 76));
        }
    }
    check_every_version(|prefix| {
        let mut texts: Vec<String> = uuids
            .iter()
            .map(|uuid| format!("{prefix}_{}", uuid.typeid_suffix()))
            .collect();
        // And what is wrong elsewhere than in the version.
        let valid = texts[0].clone();
        texts.push(format!("x{valid}"));
        texts.push(valid.to_uppercase());
        texts.push(format!("{valid}0"));
        texts
    });
}

#[test]
fn a_version_pattern_rejects_what_the_parser_rejects() {
    let user = pattern::<UserId>();
    let v4 = format!("user_{}", V4.typeid_suffix());
    assert!(!user.is_match(&v4));
    assert_eq!(
        v4.parse::<UserId>().unwrap_err().to_string(),
        "wrong UUID version: expected 7, found 4"
    );
    assert!(user.is_match(&UserId::new().to_string()));
    assert!(pattern::<OrderId>().is_match(&format!("order_{}", V4.typeid_suffix())));
}

/// A typed ID in base64url: its schema's pattern is the format's.
#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "blob", format = "base64url", version = 4)]
struct BlobId(Uuid);

#[test]
fn a_typed_ids_schema_follows_its_format() {
    let schema = serde_json::to_value(BlobId::schema()).unwrap();
    assert_eq!(
        schema["pattern"],
        "^blob_[A-Za-z0-9_-]{8}[QRST][A-Za-z0-9_-]{12}[AQgw]$"
    );
    assert_eq!(
        schema["description"],
        "A base64url ID with the prefix `blob`: `blob_` and 22 base64url characters, holding \
         a version 4 UUID."
    );
    let regex = pattern::<BlobId>();
    for _ in 0..1000 {
        let id = BlobId::from_uuid(Uuid::new_v4());
        assert!(regex.is_match(&id.to_string()), "{id}");
        let other = Uuid::now_v7().base64url().to_string();
        assert!(!regex.is_match(&format!("blob_{other}")), "{other}");
    }
}

/// A user's or an order's ID.
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq)]
enum Subject {
    User(UserId),
    Order(OrderId),
}

#[test]
fn a_typed_id_enum_is_one_of_its_variants_schemas() {
    let schema = serde_json::to_value(Subject::schema()).unwrap();
    assert_eq!(
        schema,
        json!({
            "oneOf": [
                serde_json::to_value(UserId::schema()).unwrap(),
                serde_json::to_value(OrderId::schema()).unwrap(),
            ]
        })
    );
    assert_eq!(Subject::name(), "Subject");
    // Each variant's text matches its own pattern and no other.
    let patterns = schema["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|variant| Regex::new(variant["pattern"].as_str().unwrap()).unwrap())
        .collect::<Vec<_>>();
    for subject in [Subject::User(UserId::new()), Subject::Order(OrderId::new())] {
        let text = subject.to_string();
        let matching: Vec<usize> = (0..patterns.len())
            .filter(|&i| patterns[i].is_match(&text))
            .collect();
        let expected = Subject::PREFIXES
            .iter()
            .position(|prefix| *prefix == subject.prefix())
            .unwrap();
        assert_eq!(matching, [expected], "{text}");
    }
}
