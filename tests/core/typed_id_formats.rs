//! `#[typed_id(format = "...")]`: a typed ID's text in each format, with and without a
//! prefix, read and written alike by `Display`, `FromStr`, `try_parse` (in `const`
//! too) and serde; and the `with` modules of `uuid_runtime::serde`.

use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use uuid_runtime::{
    NonNilUuid, TypedId, TypedIdError, TypedIdErrorKind, TypedIdFormat, Uuid, UuidErrorKind, uuid,
};

/// The UUID every example below writes.
const UUID: Uuid = uuid!("01890a5d-ac96-774b-bcce-b302099a8057");

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "user", format = "base58", version = 7)]
struct UserId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "order", format = "base58")]
struct OrderId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "event", format = "ulid")]
struct EventId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "file_part", format = "base64url")]
struct FilePartId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "doc", format = "base62")]
struct DocId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "key", format = "hyphenated")]
struct KeyId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(format = "typeid")]
struct BareTypeId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(format = "ulid", version = 7)]
struct BareUlid(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(format = "base64url")]
struct BareBase64Url(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "user")]
struct TypeIdUser(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
struct PlainId(Uuid);

/// `T`'s text of `UUID`, checked against `expected`, read back by `FromStr` and by
/// `try_parse`, and as what `T::FORMAT` says.
fn check<T: TypedId + std::fmt::Debug + PartialEq>(expected: &str, format: TypedIdFormat) {
    let id = T::try_from_uuid(UUID).unwrap();
    assert_eq!(T::FORMAT, format);
    assert_eq!(id.to_string(), expected);
    assert_eq!(expected.parse::<T>(), Ok(T::try_from_uuid(UUID).unwrap()));
}

/// The attribute's names: each format by its own, nothing else (exact bytes, no case
/// folding).
#[test]
fn a_format_is_found_by_its_exact_name() {
    let names = [
        "typeid",
        "hyphenated",
        "ulid",
        "base64url",
        "base58",
        "base62",
    ];
    assert_eq!(TypedIdFormat::ALL.map(TypedIdFormat::name), names);
    for format in TypedIdFormat::ALL {
        assert_eq!(TypedIdFormat::from_name(format.name()), Some(format));
    }
    for unknown in ["", "Base62", "base", "base622", "typeid ", "uuid", "base64"] {
        assert_eq!(TypedIdFormat::from_name(unknown), None, "{unknown:?}");
    }
}

#[test]
fn each_format_writes_and_reads_its_text() {
    check::<UserId>("user_1BzmjTFLHWXwiSK4y3H5iW", TypedIdFormat::Base58);
    check::<EventId>("event_01H455VB4PEX5VSKNK084SN02Q", TypedIdFormat::Ulid);
    check::<FilePartId>("file_part_AYkKXayWd0u8zrMCCZqAVw", TypedIdFormat::Base64Url);
    check::<DocId>("doc_02tcRIyrxLXTR81B3dqdOx", TypedIdFormat::Base62);
    check::<KeyId>(
        "key_01890a5d-ac96-774b-bcce-b302099a8057",
        TypedIdFormat::Hyphenated,
    );
    check::<BareTypeId>("01h455vb4pex5vsknk084sn02q", TypedIdFormat::TypeId);
    check::<BareUlid>("01H455VB4PEX5VSKNK084SN02Q", TypedIdFormat::Ulid);
    check::<BareBase64Url>("AYkKXayWd0u8zrMCCZqAVw", TypedIdFormat::Base64Url);
    check::<TypeIdUser>("user_01h455vb4pex5vsknk084sn02q", TypedIdFormat::TypeId);
    check::<PlainId>(
        "01890a5d-ac96-774b-bcce-b302099a8057",
        TypedIdFormat::Hyphenated,
    );
    // A ULID is read in either case, in its typed ID too.
    assert_eq!(
        "event_01h455vb4pex5vsknk084sn02q".parse::<EventId>(),
        Ok(EventId::from_uuid(UUID))
    );
    // Without a prefix, the hyphenated form reads all four RFC 9562 forms, as before.
    assert_eq!(
        "{01890A5D-AC96-774B-BCCE-B302099A8057}".parse::<PlainId>(),
        Ok(PlainId::from_uuid(UUID))
    );
}

#[test]
fn text_is_checked_in_const_items() {
    const USER: UserId = UserId::parse("user_1BzmjTFLHWXwiSK4y3H5iW");
    const EVENT: EventId = EventId::parse("event_01h455vb4pex5vsknk084sn02q");
    const PART: Result<FilePartId, TypedIdError> =
        FilePartId::try_parse("file_part_AYkKXayWd0u8zrMCCZqAVw");
    const WRONG: Result<UserId, TypedIdError> = UserId::try_parse("order_1BzmjTFLHWXwiSK4y3H5iW");
    assert_eq!(USER.into_uuid(), UUID);
    assert_eq!(EVENT.into_uuid(), UUID);
    assert_eq!(PART, Ok(FilePartId::from_uuid(UUID)));
    assert_eq!(
        WRONG.unwrap_err().kind(),
        TypedIdErrorKind::WrongPrefix {
            expected: "user",
            found: "order"
        }
    );
}

/// The error `T` reads `text` with, the same from `FromStr` and from `try_parse`.
fn error<T: TypedId + std::fmt::Debug>(
    text: &str,
    try_parse: fn(&str) -> Result<T, TypedIdError>,
) -> TypedIdError {
    let err = text.parse::<T>().unwrap_err();
    assert_eq!(try_parse(text).unwrap_err(), err, "{text}");
    err
}

#[test]
fn errors_name_the_prefix_the_format_and_the_place() {
    // Another typed ID's text: its prefix.
    let err = error::<UserId>("order_1BzmjTFLHWXwiSK4y3H5iW", UserId::try_parse);
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `user`, found `order`"
    );
    // The body alone.
    let err = error::<UserId>("1BzmjTFLHWXwiSK4y3H5iW", UserId::try_parse);
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongPrefix {
            expected: "user",
            found: ""
        }
    );
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `user`, found no prefix"
    );
    // A UUID in its own form: the text to write instead.
    let err = error::<UserId>("01890a5d-ac96-774b-bcce-b302099a8057", UserId::try_parse);
    assert_eq!(
        err.to_string(),
        "expected a base58 ID with the prefix `user`, found a UUID: as a base58 ID it is \
         `user_1BzmjTFLHWXwiSK4y3H5iW`"
    );
    // Neither: what the text should be.
    let err = error::<UserId>("user-1BzmjTFLHWXwiSK4y3H5iW", UserId::try_parse);
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongFormat {
            expected: "user",
            format: TypedIdFormat::Base58,
            found: None
        }
    );
    assert_eq!(
        err.to_string(),
        "expected a base58 ID with the prefix `user`: `user_` and 22 base58 digits"
    );
    // A bad body after the right prefix: the codec's error, placed in the whole text.
    let err = error::<UserId>("user_1BzmjTFL0WXwiSK4y3H5iW", UserId::try_parse);
    let TypedIdErrorKind::InvalidUuid(inner) = err.kind() else {
        panic!("{err:?}")
    };
    assert_eq!(
        (inner.kind(), inner.position(), inner.suggestion()),
        (
            UuidErrorKind::InvalidCharacter { found: '0' },
            13,
            Some('o')
        )
    );
    assert_eq!(
        err.to_string(),
        "invalid character `0` at position 13: expected a base58 digit (`1`-`9`, `A`-`Z`, \
         `a`-`z` without `I`, `O`, `l`)"
    );
    let err = error::<EventId>("event_01H455VB4PEX5VSKNK084SN02", EventId::try_parse);
    assert_eq!(
        err.to_string(),
        "invalid length: expected 26 characters for a ULID, found 25"
    );
}

#[test]
fn errors_without_a_prefix_and_of_the_version() {
    // The version, last.
    let v4 = Uuid::from_u128(0x4000 << 64 | 0x8000 << 48);
    let err = error::<UserId>(&format!("user_{}", v4.base58()), UserId::try_parse);
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongVersion {
            expected: 7,
            found: 4
        }
    );
    // Without a prefix: another prefix's ID.
    let err = error::<BareUlid>("event_01H455VB4PEX5VSKNK084SN02Q", BareUlid::try_parse);
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected no prefix, found `event`"
    );
    let err = error::<BareUlid>("01890a5d-ac96-774b-bcce-b302099a8057", BareUlid::try_parse);
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::InvalidUuid(
            uuid_runtime::fmt::Ulid::try_parse("01890a5d-ac96-774b-bcce-b302099a8057")
                .map(uuid_runtime::fmt::Ulid::into_uuid)
                .unwrap_err()
        )
    );
    let err = error::<BareTypeId>("user_01h455vb4pex5vsknk084sn02q", BareTypeId::try_parse);
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected no prefix, found `user`"
    );
    let err = error::<BareTypeId>(
        "01890a5d-ac96-774b-bcce-b302099a8057",
        BareTypeId::try_parse,
    );
    assert_eq!(
        err.to_string(),
        "expected a TypeID without a prefix, found a UUID: as a TypeID it is \
         `01h455vb4pex5vsknk084sn02q`"
    );
    let err = error::<PlainId>(
        "key_01890a5d-ac96-774b-bcce-b302099a8057",
        PlainId::try_parse,
    );
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected no prefix, found `key`"
    );
}

#[test]
fn base64url_bodies_may_hold_underscores() {
    // `_` is a base64url digit: the body is the last 22 characters.
    let uuid = Uuid::from_u128(u128::MAX << 8);
    let id = FilePartId::from_uuid(uuid);
    assert_eq!(id.to_string(), "file_part_____________________AA");
    assert_eq!(id.to_string().parse::<FilePartId>(), Ok(id));
    let other = format!("order_item_{}", uuid.base64url());
    let err = error::<FilePartId>(&other, FilePartId::try_parse);
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongPrefix {
            expected: "file_part",
            found: "order_item"
        }
    );
    let bare = BareBase64Url::from_uuid(uuid);
    assert_eq!(bare.to_string().parse::<BareBase64Url>(), Ok(bare));
    // A prefix ends with the `_` before the body's 22 characters, nowhere else: here that
    // character is a letter, so no other typed ID's text is found in it.
    let glued = format!("order{}", uuid.base64url());
    let err = error::<FilePartId>(&glued, FilePartId::try_parse);
    assert!(
        !matches!(err.kind(), TypedIdErrorKind::WrongPrefix { .. }),
        "{err}"
    );
}

#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Record {
    user: UserId,
    event: EventId,
    #[serde(with = "uuid_runtime::serde::ulid")]
    plain_as_ulid: Uuid,
    #[serde(with = "uuid_runtime::serde::base64url")]
    user_as_base64url: UserId,
    #[serde(with = "uuid_runtime::serde::base62::option")]
    parent: Option<NonNilUuid>,
    #[serde(with = "uuid_runtime::serde::base58::option")]
    missing: Option<Uuid>,
}

fn record() -> Record {
    Record {
        user: UserId::from_uuid(UUID),
        event: EventId::from_uuid(UUID),
        plain_as_ulid: UUID,
        user_as_base64url: UserId::from_uuid(UUID),
        parent: NonNilUuid::new(UUID),
        missing: None,
    }
}

#[test]
fn serde_writes_each_field_in_its_form() {
    let json = serde_json::to_value(record()).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "user": "user_1BzmjTFLHWXwiSK4y3H5iW",
            "event": "event_01H455VB4PEX5VSKNK084SN02Q",
            "plain_as_ulid": "01H455VB4PEX5VSKNK084SN02Q",
            "user_as_base64url": "AYkKXayWd0u8zrMCCZqAVw",
            "parent": "02tcRIyrxLXTR81B3dqdOx",
            "missing": null,
        })
    );
    assert_eq!(serde_json::from_value::<Record>(json).unwrap(), record());
    // Binary formats keep the 16 octets, whatever the form.
    let bytes = postcard::to_stdvec(&record()).unwrap();
    assert_eq!(postcard::from_bytes::<Record>(&bytes).unwrap(), record());
    assert!(
        bytes
            .windows(16)
            .filter(|window| *window == UUID.as_bytes())
            .count()
            >= 5
    );
}

#[test]
fn serde_with_modules_check_the_form_and_the_value() {
    let with = |field: &str, value: &str| {
        let mut json = serde_json::to_value(record()).unwrap();
        json[field] = serde_json::Value::String(value.into());
        serde_json::from_value::<Record>(json)
            .unwrap_err()
            .to_string()
    };
    // Another form.
    assert_eq!(
        with("plain_as_ulid", "01890a5d-ac96-774b-bcce-b302099a8057"),
        "invalid length: expected 26 characters for a ULID, found 36"
    );
    // The typed ID's version, in its bare form.
    let v4 = Uuid::from_u128(0x4000 << 64 | 0x8000 << 48);
    assert_eq!(
        with("user_as_base64url", &v4.base64url().to_string()),
        "wrong UUID version: expected 7, found 4"
    );
    // A nil `NonNilUuid`.
    assert_eq!(
        with("parent", &Uuid::NIL.base62().to_string()),
        "unexpected nil UUID: expected a non-nil UUID"
    );
    // A typed ID's own format's errors, through its `Deserialize`.
    assert!(
        with("user", "user_01h455vb4pex5vsknk084sn02q")
            .starts_with("invalid length: expected 22 characters for a base58 UUID, found 26")
    );
}

/// One change to `text`: a character replaced, removed or inserted, or the end cut.
fn variations(text: String) -> impl Strategy<Value = String> {
    let len = text.len();
    (0..len, any::<char>(), 0usize..4).prop_map(move |(at, c, how)| {
        let mut chars: Vec<char> = text.chars().collect();
        match how {
            0 => chars[at] = c,
            1 => {
                chars.remove(at);
            }
            2 => chars.insert(at, c),
            _ => chars.truncate(at),
        }
        chars.into_iter().collect()
    })
}

/// The texts of `value` as some of the typed IDs above.
fn texts(value: u128) -> Vec<String> {
    let uuid = Uuid::from_u128(value);
    let v7 = Uuid::from_u128(value & !(0xf000 << 64) | 0x7000 << 64);
    vec![
        UserId::from_uuid(v7).to_string(),
        EventId::from_uuid(uuid).to_string(),
        FilePartId::from_uuid(uuid).to_string(),
        DocId::from_uuid(uuid).to_string(),
        KeyId::from_uuid(uuid).to_string(),
        BareTypeId::from_uuid(uuid).to_string(),
    ]
}

/// A typed ID's text, or a variation of it.
fn text() -> impl Strategy<Value = String> {
    (any::<u128>(), 0usize..6).prop_flat_map(|(value, pick)| {
        let text = texts(value).swap_remove(pick);
        prop_oneof![Just(text.clone()), variations(text)]
    })
}

proptest! {
    /// `FromStr` (the run-time fast path, then `parse_text`) and `try_parse` (the
    /// `const` path alone) agree on every text, valid or not.
    #[test]
    fn from_str_and_try_parse_agree(text in text()) {
        prop_assert_eq!(text.parse::<UserId>(), UserId::try_parse(&text));
        prop_assert_eq!(text.parse::<EventId>(), EventId::try_parse(&text));
        prop_assert_eq!(text.parse::<FilePartId>(), FilePartId::try_parse(&text));
        prop_assert_eq!(text.parse::<DocId>(), DocId::try_parse(&text));
        prop_assert_eq!(text.parse::<KeyId>(), KeyId::try_parse(&text));
        prop_assert_eq!(text.parse::<BareTypeId>(), BareTypeId::try_parse(&text));
        prop_assert_eq!(text.parse::<BareUlid>(), BareUlid::try_parse(&text));
        prop_assert_eq!(text.parse::<BareBase64Url>(), BareBase64Url::try_parse(&text));
        prop_assert_eq!(text.parse::<TypeIdUser>(), TypeIdUser::try_parse(&text));
        prop_assert_eq!(text.parse::<PlainId>(), PlainId::try_parse(&text));
        prop_assert_eq!(text.parse::<OrderId>(), OrderId::try_parse(&text));
    }
}

/// A hyphenated typed ID's bad UUID is reported where it is in the whole text: after
/// `key_`, with the places of its hyphens counted from the text's start.
#[test]
fn a_prefixed_hyphenated_id_s_error_is_placed_in_the_whole_text() {
    for body in [
        "67e55044-10b1-426f-9247-bb680e5fe0c",
        "67e55044-10b1-426f-9247-bb680e5fe0cg",
        "67e5504-410b1-426f-9247-bb680e5fe0c8",
        "67e55044-10b1-426f-9247_bb680e5fe0c8",
    ] {
        let plain = Uuid::parse_str(body).unwrap_err();
        let err = format!("key_{body}").parse::<KeyId>().unwrap_err();
        let TypedIdErrorKind::InvalidUuid(inner) = err.kind() else {
            panic!("{body}: {err:?}");
        };
        assert_eq!(inner.kind(), plain.kind(), "{body}");
        assert_eq!(inner.position(), plain.position() + 4, "{body}");
        let span = plain.span();
        assert_eq!(inner.span(), span.start + 4..span.end + 4, "{body}");
    }
    let err = "key_67e5504-410b1-426f-9247-bb680e5fe0c8"
        .parse::<KeyId>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "misplaced hyphen at position 11: hyphens belong at positions 12, 17, 22 and 27"
    );
}
