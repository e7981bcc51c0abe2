//! Typed IDs and TypeIDs: the derive's text forms, errors and serde, the TypeID spec's
//! vectors, and round trips of the base32 codec.

use uuid_runtime::typeid::TypeId;
use uuid_runtime::{TypedId, TypedIdError, Uuid, uuid};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::text::split_mix;

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
pub(crate) struct UserId(Uuid);

/// No prefix: the hyphenated form.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(version = 4)]
struct TokenId(Uuid);

/// Name-based: computed at compile time in a `const`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "host", namespace = "6ba7b810-9dad-11d1-80b4-00c04fd430c8")]
struct HostId(Uuid);

const ADMIN: UserId = UserId::from_uuid(uuid!("01890a5d-ac96-774b-bcce-b302099a8057"));

#[wasm_bindgen_test]
fn typed_ids_print_and_parse_their_text() -> Result<(), TypedIdError> {
    assert_eq!(ADMIN.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    assert_eq!("user_01h455vb4pex5vsknk084sn02q".parse::<UserId>()?, ADMIN);
    assert_eq!(<UserId as TypedId>::PREFIX, "user");

    let token = TokenId::from_uuid(uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8"));
    assert_eq!(token.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    assert_eq!(token.to_string().parse::<TokenId>()?, token);

    const EXAMPLE: HostId = HostId::from_name(b"www.example.com");
    assert_eq!(
        *EXAMPLE.as_uuid(),
        uuid!("2ed6657d-e927-568b-95e1-2665a8aea6a2")
    );
    assert_eq!(HostId::from_name("www.example.com".as_bytes()), EXAMPLE);
    Ok(())
}

#[wasm_bindgen_test]
fn typed_id_errors_say_what_was_found() {
    let err = "order_01h455vb4pex5vsknk084sn02q"
        .parse::<UserId>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `user`, found `order`"
    );
    assert!(UserId::try_from_uuid(uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8")).is_err());
    assert!("user_01h455vb4pex5vsknk084sn02".parse::<UserId>().is_err());
}

#[wasm_bindgen_test]
fn typed_ids_round_trip_through_serde() {
    let json = serde_json::to_string(&ADMIN).unwrap();
    assert_eq!(json, "\"user_01h455vb4pex5vsknk084sn02q\"");
    assert_eq!(serde_json::from_str::<UserId>(&json).unwrap(), ADMIN);
}

/// Every valid example of the TypeID specification (v0.3.0), both ways.
#[wasm_bindgen_test]
fn the_spec_vectors_decode_and_encode() {
    let spec = include_str!("../../../vectors/typeid/valid.yml");
    let field = |line: &str, key: &str| {
        Some(
            line.trim()
                .strip_prefix(key)?
                .trim()
                .trim_matches('"')
                .to_owned(),
        )
    };
    let (mut text, mut prefix, mut checked) = (None, None, 0);
    for line in spec.lines() {
        if let Some(value) = field(line, "typeid:") {
            text = Some(value);
        } else if let Some(value) = field(line, "prefix:") {
            prefix = Some(value);
        } else if let Some(value) = field(line, "uuid:") {
            let (text, prefix) = (text.take().unwrap(), prefix.take().unwrap());
            let expected = Uuid::parse_str(&value).unwrap();
            assert_eq!(
                TypeId::parse_str(&text).map(|id| (id.prefix(), id.into_uuid())),
                Ok((prefix.as_str(), expected)),
                "{text}"
            );
            let mut buffer = [0; TypeId::MAX_LENGTH];
            assert_eq!(
                TypeId::new(&prefix, expected).unwrap().encode(&mut buffer),
                &*text
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 9, "the spec's valid.yml has 9 examples");
}

#[wasm_bindgen_test]
fn typeids_round_trip() {
    let mut state = 7;
    for _ in 0..10_000 {
        let id = Uuid::from_u128(
            u128::from(split_mix(&mut state)) << 64 | u128::from(split_mix(&mut state)),
        );
        let text = TypeId::new("blob", id).unwrap().to_string();
        let parsed = TypeId::parse_str(&text).map(|id| (id.prefix(), id.into_uuid()));
        assert_eq!(parsed, Ok(("blob", id)), "{text}");
        assert_eq!(id.typeid_suffix().to_string(), text["blob_".len()..]);
    }
}
