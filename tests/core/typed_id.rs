//! `#[derive(TypedId)]`: the text forms and their round trips, every parse error's
//! exact message, the version rules of `from_uuid`, `try_from_uuid`, `TryFrom` and
//! `new()`, name-based IDs, generic code over the trait, and serde in a human-readable
//! (JSON) and a binary (postcard) format.

use std::collections::BTreeSet;
use std::fmt::Debug;

use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use uuid_runtime::typeid::{TypeId, TypeIdErrorKind};
use uuid_runtime::{TypedId, TypedIdError, TypedIdErrorKind, Uuid, UuidErrorKind, uuid};

/// The issue's example: a v7 user ID in the TypeID form.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(Uuid);

/// No prefix, no version: the hyphenated form, any UUID, `new()` makes a v7.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
struct SessionId(Uuid);

/// A named field, a prefix with `_`, version 4.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "api_token", version = 4)]
struct TokenId {
    uuid: Uuid,
}

/// Version 1 and 6, the Gregorian ones.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(version = 1)]
struct LegacyId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "event", version = 6)]
struct EventId(Uuid);

/// Name-based, the default version (5).
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "page", namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
struct PageId(Uuid);

/// A prefix and no version, for round trips of any UUID.
#[derive(TypedId, Debug, PartialEq)]
#[typed_id(prefix = "blob")]
struct BlobId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(namespace = "6ba7b810-9dad-11d1-80b4-00c04fd430c8", version = 3)]
struct HostV3(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(version = 8, namespace = "6ba7b810-9dad-11d1-80b4-00c04fd430c8")]
struct HostV8(Uuid);

const ADMIN_UUID: Uuid = uuid!("01890a5d-ac96-774b-bcce-b302099a8057");
const ADMIN: UserId = UserId::from_uuid(ADMIN_UUID);
const ADMIN_TEXT: &str = "user_01h455vb4pex5vsknk084sn02q";
const V4: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");

fn parse_err<T: TypedId + Debug>(text: &str) -> TypedIdError {
    text.parse::<T>().unwrap_err()
}

// --- Text forms ---------------------------------------------------------------------

#[test]
fn issue_example_round_trips() {
    assert_eq!(ADMIN.to_string(), ADMIN_TEXT);
    assert_eq!(ADMIN_TEXT.parse::<UserId>().unwrap(), ADMIN);
    assert_eq!(*ADMIN.as_uuid(), ADMIN_UUID);
    assert_eq!(ADMIN.into_uuid(), ADMIN_UUID);
}

#[test]
fn text_form_is_the_typeid_of_the_prefix_and_uuid() {
    let id = TokenId::from_uuid(V4);
    let expected = TypeId::new("api_token", V4).unwrap().to_string();
    assert_eq!(id.to_string(), expected);
    assert_eq!(id.to_string(), format!("api_token_{}", V4.typeid_suffix()));
    assert_eq!(expected.parse::<TokenId>().unwrap(), id);
}

#[test]
fn text_form_without_prefix_is_hyphenated() {
    let id = SessionId::from_uuid(V4);
    assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    assert_eq!(id.to_string(), V4.to_string());
    assert_eq!(
        "67e55044-10b1-426f-9247-bb680e5fe0c8"
            .parse::<SessionId>()
            .unwrap(),
        id
    );
    // The same forms `Uuid::parse_str` takes.
    assert_eq!(
        "67E5504410B1426F9247BB680E5FE0C8"
            .parse::<SessionId>()
            .unwrap(),
        id
    );
    assert_eq!(
        "urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8"
            .parse::<SessionId>()
            .unwrap(),
        id
    );
}

#[test]
fn display_pads_the_whole_text() {
    assert_eq!(format!("{ADMIN:>33}"), format!("  {ADMIN_TEXT}"));
    assert_eq!(format!("{ADMIN:-<32}"), format!("{ADMIN_TEXT}-"));
    let session = SessionId::from_uuid(Uuid::NIL);
    assert_eq!(
        format!("[{session:^38}]"),
        "[ 00000000-0000-0000-0000-000000000000 ]"
    );
}

#[test]
fn longest_prefix_formats_and_parses() {
    #[derive(TypedId, Debug, PartialEq)]
    #[typed_id(prefix = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk")]
    struct Longest(Uuid);

    let id = Longest::from_uuid(Uuid::MAX);
    let text = id.to_string();
    assert_eq!(text.len(), TypeId::MAX_LENGTH);
    assert!(text.ends_with("_7zzzzzzzzzzzzzzzzzzzzzzzzz"));
    assert_eq!(text.parse::<Longest>().unwrap(), id);
}

#[test]
fn the_longest_text_of_all_formats_and_parses() {
    // A 63-character prefix and the longest body, the hyphenated form: 100 characters,
    // written whole by `Display` and serde.
    // (serde's impls come with the feature.)
    #[derive(TypedId, Debug, PartialEq)]
    #[typed_id(
        prefix = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk",
        format = "hyphenated"
    )]
    struct Longest(Uuid);

    let id = Longest::from_uuid(Uuid::MAX);
    let text = id.to_string();
    assert_eq!(text.len(), 63 + 1 + 36);
    assert!(text.ends_with("_ffffffff-ffff-ffff-ffff-ffffffffffff"));
    assert_eq!(text.parse::<Longest>().unwrap(), id);
    assert_eq!(serde_json::to_string(&id).unwrap(), format!("\"{text}\""));
}

// --- FromStr errors -------------------------------------------------------------------

#[test]
fn wrong_prefix_says_expected_and_found() {
    let err = parse_err::<UserId>("order_01h455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `user`, found `order`"
    );
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongPrefix {
            expected: "user",
            found: "order"
        }
    );
    // `Debug` (what `unwrap` prints) shows the kind and the message, not the inline
    // buffer the found prefix is kept in.
    assert_eq!(
        format!("{err:?}"),
        "TypedIdError { kind: WrongPrefix { expected: \"user\", found: \"order\" }, \
         message: \"wrong prefix: expected `user`, found `order`\" }"
    );
}

#[test]
fn longer_prefix_that_starts_like_ours_is_a_wrong_prefix() {
    let err = parse_err::<UserId>("user_account_01h455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `user`, found `user_account`"
    );
    let err = parse_err::<TokenId>("api_01h455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `api_token`, found `api`"
    );
}

#[test]
fn missing_prefix_is_a_wrong_prefix() {
    let err = parse_err::<UserId>("01h455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `user`, found no prefix"
    );
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongPrefix {
            expected: "user",
            found: ""
        }
    );
}

#[test]
fn text_that_is_not_a_typeid_is_not_a_wrong_prefix() {
    // The TypeID grammar's own errors, with positions in the whole text.
    let err = parse_err::<UserId>("user-01h455vb4pex5vsknk084sn02q");
    assert!(
        matches!(err.kind(), TypedIdErrorKind::InvalidTypeId(_)),
        "{err:?}"
    );
    assert!(!err.to_string().contains("prefix"), "{err}");
    for text in ["hello", "", "user_", "order_01h455vb4pex5vsknk084sn0"] {
        let err = parse_err::<UserId>(text);
        let TypedIdErrorKind::InvalidTypeId(inner) = err.kind() else {
            panic!("{text:?}: expected a TypeID error, found {err:?}");
        };
        assert_eq!(err.to_string(), inner.to_string());
        assert_eq!(Some(inner), TypeId::parse_str(text).err(), "{text:?}");
    }
    assert_eq!(
        parse_err::<UserId>("").to_string(),
        "invalid suffix length at position 0: expected 26 characters, found 0"
    );
}

#[test]
fn a_uuid_where_a_typeid_is_expected_says_which_typeid_to_write() {
    let uuid = uuid!("01890a5d-ac96-774b-bcce-b302099a8057");
    for text in [
        "01890a5d-ac96-774b-bcce-b302099a8057",
        "01890A5DAC96774BBCCEB302099A8057",
        "{01890a5d-ac96-774b-bcce-b302099a8057}",
        "urn:uuid:01890a5d-ac96-774b-bcce-b302099a8057",
    ] {
        let err = parse_err::<UserId>(text);
        assert_eq!(
            err.kind(),
            TypedIdErrorKind::UuidNotTypeId {
                expected: "user",
                found: uuid
            },
            "{text}"
        );
        assert_eq!(
            err.to_string(),
            "expected a TypeID with the prefix `user`, found a UUID: \
             as a TypeID it is `user_01h455vb4pex5vsknk084sn02q`"
        );
    }
}

#[test]
fn prefix_outside_the_grammar_reports_the_typeid_error() {
    let err = parse_err::<UserId>("User_01h455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "invalid character `U` at position 0 in the prefix: expected a lowercase ASCII letter or `_`"
    );
    let TypedIdErrorKind::InvalidTypeId(inner) = err.kind() else {
        panic!("expected a TypeID error, found {err:?}");
    };
    assert_eq!(inner.position(), 0);

    let err = parse_err::<UserId>("_01h455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "empty prefix before the `_` at position 0: a TypeID without a prefix is the bare suffix"
    );
    let err = parse_err::<UserId>("user__01h455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "prefix ends with `_` at position 4: expected a lowercase ASCII letter last"
    );
}

#[test]
fn bad_suffix_reports_the_position_in_the_whole_text() {
    let err = parse_err::<UserId>("user_01h455vb4pex5vsknk084sn0");
    assert_eq!(
        err.to_string(),
        "invalid suffix length at position 5: expected 26 characters, found 24"
    );
    let err = parse_err::<UserId>("user_01H455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "invalid character `H` at position 7: \
         expected a lowercase Crockford base32 digit, one of `0123456789abcdefghjkmnpqrstvwxyz`"
    );
    let TypedIdErrorKind::InvalidTypeId(inner) = err.kind() else {
        panic!("expected a TypeID error, found {err:?}");
    };
    assert_eq!(
        inner.kind(),
        TypeIdErrorKind::InvalidSuffixCharacter { found: 'H' }
    );
    assert_eq!(inner.position(), 7);

    let err = parse_err::<TokenId>("api_token_0000000000000000000000000\u{e9}");
    assert_eq!(
        err.to_string(),
        "invalid character `\u{e9}` at position 35: \
         expected a lowercase Crockford base32 digit, one of `0123456789abcdefghjkmnpqrstvwxyz`"
    );
    let err = parse_err::<UserId>("user_81h455vb4pex5vsknk084sn02q");
    assert_eq!(
        err.to_string(),
        "suffix overflow at position 5: the first digit `8` is above `7`, \
         so the value would not fit in 128 bits"
    );
}

#[test]
fn wrong_version_says_expected_and_found() {
    let v4_text = format!("user_{}", V4.typeid_suffix());
    let err = parse_err::<UserId>(&v4_text);
    assert_eq!(err.to_string(), "wrong UUID version: expected 7, found 4");
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongVersion {
            expected: 7,
            found: 4
        }
    );
    let err = parse_err::<TokenId>(&ADMIN.to_string().replace("user", "api_token"));
    assert_eq!(err.to_string(), "wrong UUID version: expected 4, found 7");
}

#[test]
fn unprefixed_errors_are_the_uuid_parser_errors() {
    let err = parse_err::<SessionId>("67e55044-10b1-426f-9247-bb680e5fe0cg");
    assert_eq!(
        err.to_string(),
        "invalid character `g` at position 35: expected a hex digit"
    );
    let TypedIdErrorKind::InvalidUuid(inner) = err.kind() else {
        panic!("expected a UUID error, found {err:?}");
    };
    assert_eq!(inner.kind(), UuidErrorKind::InvalidCharacter { found: 'g' });
    assert_eq!(inner.position(), 35);

    // A TypeID is not the text form of an unprefixed ID.
    let err = parse_err::<SessionId>(ADMIN_TEXT);
    assert_eq!(
        err.to_string(),
        "not a UUID: expected 32, 36, 38 or 45 characters of hex digits and hyphens, \
         found 31 characters"
    );
    let err = parse_err::<LegacyId>("67e55044-10b1-426f-9247-bb680e5fe0c8");
    assert_eq!(err.to_string(), "wrong UUID version: expected 1, found 4");
}

#[test]
fn error_messages_are_one_lowercase_line() {
    let inputs = [
        "order_01h455vb4pex5vsknk084sn02q",
        "01h455vb4pex5vsknk084sn02q",
        "User_01h455vb4pex5vsknk084sn02q",
        "user_01h455vb4pex5vsknk084sn0",
        "user_7zzzzzzzzzzzzzzzzzzzzzzzzz",
    ];
    for input in inputs {
        let message = parse_err::<UserId>(input).to_string();
        assert!(!message.contains('\n'), "{message}");
        assert!(!message.ends_with('.'), "{message}");
        assert!(message.starts_with(|c: char| c.is_lowercase()), "{message}");
    }
}

// --- Conversions and versions ---------------------------------------------------------

#[test]
fn try_from_uuid_checks_the_version_field() {
    assert_eq!(UserId::try_from_uuid(ADMIN_UUID), Ok(ADMIN));
    let err = UserId::try_from_uuid(V4).unwrap_err();
    assert_eq!(err.to_string(), "wrong UUID version: expected 7, found 4");
    assert_eq!(
        UserId::try_from_uuid(Uuid::NIL).unwrap_err().kind(),
        TypedIdErrorKind::WrongVersion {
            expected: 7,
            found: 0
        }
    );
    assert_eq!(UserId::try_from(ADMIN_UUID), Ok(ADMIN));
    assert_eq!(
        UserId::try_from(Uuid::MAX).unwrap_err().to_string(),
        "wrong UUID version: expected 7, found 15"
    );
    // Without a version every UUID is accepted, so the conversion is `From`.
    assert_eq!(
        SessionId::try_from_uuid(Uuid::MAX),
        Ok(SessionId::from_uuid(Uuid::MAX))
    );
    assert_eq!(SessionId::from(V4), SessionId::from_uuid(V4));
}

#[test]
#[should_panic(expected = "`UserId::from_uuid`: expected a version 7 UUID")]
fn from_uuid_panics_on_the_wrong_version_at_run_time() {
    let _ = UserId::from_uuid(std::hint::black_box(V4));
}

#[test]
fn conversions_back_to_uuid() {
    assert_eq!(Uuid::from(ADMIN), ADMIN_UUID);
    assert_eq!(ADMIN.as_ref(), &ADMIN_UUID);
    let token = TokenId::from_uuid(V4);
    assert_eq!(token.uuid, V4);
    assert_eq!(Uuid::from(token), V4);
}

#[test]
fn new_makes_the_required_version() {
    assert_eq!(UserId::new().as_uuid().get_version_num(), 7);
    assert_eq!(SessionId::new().as_uuid().get_version_num(), 7);
    assert_eq!(TokenId::new().as_uuid().get_version_num(), 4);
    assert_eq!(LegacyId::new().as_uuid().get_version_num(), 1);
    assert_eq!(EventId::new().as_uuid().get_version_num(), 6);
    let ids: BTreeSet<UserId> = (0..100).map(|_| UserId::new()).collect();
    assert_eq!(ids.len(), 100);
    // v7 IDs from one process sort by creation, and so do their TypeIDs.
    let first = UserId::new();
    let second = UserId::new();
    assert!(first < second);
    assert!(first.to_string() < second.to_string());
}

#[test]
fn from_name_matches_the_runtime_name_based_functions() {
    assert_eq!(PageId::NAMESPACE, Uuid::NAMESPACE_URL);
    let page = PageId::from_name(b"https://example.com/");
    assert_eq!(
        *page.as_uuid(),
        Uuid::new_v5(&Uuid::NAMESPACE_URL, b"https://example.com/")
    );
    assert_eq!(page, PageId::from_name(b"https://example.com/"));
    assert_ne!(page, PageId::from_name(b"https://example.org/"));
    assert_eq!(PageId::VERSION, Some(5));

    // RFC 9562 A.2 and B.2.
    assert_eq!(
        HostV3::from_name(b"www.example.com").to_string(),
        "5df41881-3aed-3515-88a7-2f4a814cf09e"
    );
    assert_eq!(
        HostV8::from_name(b"www.example.com").to_string(),
        "5c146b14-3c52-8afd-938a-375d0df1fbf6"
    );
    assert_eq!(HostV3::VERSION, Some(3));
    assert_eq!(HostV8::VERSION, Some(8));
    assert!(HostV3::try_from_uuid(V4).is_err());
}

#[test]
fn from_name_works_in_constants() {
    const HOME: PageId = PageId::from_name(b"https://example.com/");
    assert_eq!(HOME, PageId::from_name(b"https://example.com/"));
    assert_eq!(HOME.as_uuid().get_version_num(), 5);
}

// --- The trait, generically -----------------------------------------------------------

fn round_trip<T: TypedId + Debug + PartialEq>(id: &T) -> T {
    let text = id.to_string();
    if T::PREFIX.is_empty() {
        assert_eq!(text.len(), 36);
    } else {
        assert!(text.starts_with(&format!("{}_", T::PREFIX)));
    }
    text.parse().unwrap()
}

fn adopt<T: TypedId>(uuid: Uuid) -> Result<T, TypedIdError> {
    T::try_from_uuid(uuid)
}

#[test]
fn the_trait_serves_generic_code() {
    assert_eq!(round_trip(&ADMIN), ADMIN);
    assert_eq!(
        round_trip(&SessionId::from_uuid(V4)),
        SessionId::from_uuid(V4)
    );
    assert_eq!(round_trip(&TokenId::from_uuid(V4)), TokenId::from_uuid(V4));

    assert_eq!(<UserId as TypedId>::PREFIX, "user");
    assert_eq!(<UserId as TypedId>::VERSION, Some(7));
    assert_eq!(<SessionId as TypedId>::PREFIX, "");
    assert_eq!(<SessionId as TypedId>::VERSION, None);
    assert_eq!(<TokenId as TypedId>::PREFIX, "api_token");

    assert_eq!(adopt::<UserId>(ADMIN_UUID).unwrap(), ADMIN);
    assert_eq!(
        adopt::<UserId>(V4).unwrap_err().to_string(),
        "wrong UUID version: expected 7, found 4"
    );
    assert_eq!(TypedId::into_uuid(adopt::<SessionId>(V4).unwrap()), V4);
    assert_eq!(*TypedId::as_uuid(&ADMIN), ADMIN_UUID);
}

// --- serde ----------------------------------------------------------------------------

#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Account {
    id: UserId,
    session: SessionId,
}

#[test]
fn json_uses_the_text_form() {
    let account = Account {
        id: ADMIN,
        session: SessionId::from_uuid(V4),
    };
    let json = serde_json::to_string(&account).unwrap();
    assert_eq!(
        json,
        r#"{"id":"user_01h455vb4pex5vsknk084sn02q","session":"67e55044-10b1-426f-9247-bb680e5fe0c8"}"#
    );
    assert_eq!(serde_json::from_str::<Account>(&json).unwrap(), account);
}

#[test]
fn json_errors_are_the_parse_errors() {
    let err = serde_json::from_str::<UserId>(r#""order_01h455vb4pex5vsknk084sn02q""#).unwrap_err();
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `user`, found `order` at line 1 column 34"
    );
    let v4_text = format!(r#""user_{}""#, V4.typeid_suffix());
    let err = serde_json::from_str::<UserId>(&v4_text).unwrap_err();
    assert_eq!(
        err.to_string(),
        "wrong UUID version: expected 7, found 4 at line 1 column 33"
    );
    let err = serde_json::from_str::<UserId>("42").unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid type: integer `42`, expected a TypeID string with the prefix `user` at line 1 column 2"
    );
    let err = serde_json::from_str::<SessionId>("true").unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid type: boolean `true`, expected a UUID string at line 1 column 4"
    );
}

#[test]
fn postcard_uses_the_16_octets() {
    let bytes = postcard::to_allocvec(&ADMIN).unwrap();
    // A length, then the octets.
    assert_eq!(bytes.len(), 17);
    assert_eq!(bytes[0], 16);
    assert_eq!(&bytes[1..], ADMIN_UUID.as_bytes());
    assert_eq!(postcard::from_bytes::<UserId>(&bytes).unwrap(), ADMIN);

    let account = Account {
        id: ADMIN,
        session: SessionId::from_uuid(V4),
    };
    let bytes = postcard::to_allocvec(&account).unwrap();
    assert_eq!(bytes.len(), 34);
    assert_eq!(postcard::from_bytes::<Account>(&bytes).unwrap(), account);
}

#[test]
fn postcard_checks_the_version() {
    let bytes = postcard::to_allocvec(&SessionId::from_uuid(V4)).unwrap();
    let err = postcard::from_bytes::<UserId>(&bytes).unwrap_err();
    assert_eq!(err, postcard::Error::SerdeDeCustom);
    assert_eq!(
        postcard::from_bytes::<TokenId>(&bytes).unwrap(),
        TokenId::from_uuid(V4)
    );
    let err = postcard::from_bytes::<UserId>(&[15, 0, 0]).unwrap_err();
    assert_eq!(err, postcard::Error::DeserializeUnexpectedEnd);
}

// --- Properties -----------------------------------------------------------------------

proptest! {
    #[test]
    fn any_uuid_round_trips_through_the_text_forms(bits: u128) {
        let uuid = Uuid::from_u128(bits);
        let session = SessionId::from(uuid);
        prop_assert_eq!(session.to_string().parse::<SessionId>().unwrap(), session);

        let blob = BlobId::from(uuid);
        let text = blob.to_string();
        prop_assert_eq!(&text, &format!("blob_{}", uuid.typeid_suffix()));
        let parsed = TypeId::parse_str(&text).unwrap();
        prop_assert_eq!((parsed.prefix(), parsed.into_uuid()), ("blob", uuid));
        prop_assert_eq!(text.parse::<BlobId>().unwrap(), blob);
    }

    #[test]
    fn versioned_ids_round_trip_through_text_json_and_postcard(bytes: [u8; 16]) {
        let token = TokenId::from_uuid(uuid_runtime::Builder::from_random_bytes(bytes).into_uuid());
        prop_assert_eq!(token.to_string().parse::<TokenId>().unwrap(), token);
        let json = serde_json::to_string(&token).unwrap();
        prop_assert_eq!(serde_json::from_str::<TokenId>(&json).unwrap(), token);
        let binary = postcard::to_allocvec(&token).unwrap();
        prop_assert_eq!(postcard::from_bytes::<TokenId>(&binary).unwrap(), token);
    }

    #[test]
    fn parsing_any_text_returns_instead_of_panicking(text: String) {
        match text.parse::<UserId>() {
            Ok(id) => prop_assert_eq!(id.to_string(), text.clone()),
            // A wrong prefix only for a well-formed TypeID with another prefix.
            Err(err) => {
                if let TypedIdErrorKind::WrongPrefix { found, .. } = err.kind() {
                    prop_assert_eq!(TypeId::parse_str(&text).map(|id| id.prefix()), Ok(found));
                }
            }
        }
        let _ = text.parse::<SessionId>();
    }

    #[test]
    fn a_changed_prefix_is_reported_as_found(prefix in "[a-z]([a-z_]{0,20}[a-z])?") {
        prop_assume!(prefix != "user");
        let text = format!("{prefix}_{}", ADMIN_UUID.typeid_suffix());
        let err = text.parse::<UserId>().unwrap_err();
        prop_assert_eq!(
            err.kind(),
            TypedIdErrorKind::WrongPrefix { expected: "user", found: prefix.as_str() }
        );
    }
}

/// The panic of `parse` on run-time text that is not the type's.
fn parse_panic<T: TypedId>(read: fn(&str) -> T, text: &str) -> String {
    let panic = std::panic::catch_unwind(|| read(text))
        .map(|_| ())
        .unwrap_err();
    panic.downcast_ref::<String>().unwrap().clone()
}

#[test]
fn parse_draws_the_problem_under_the_text() {
    // The prefix, the TypeID's own error's span, the UUID's with its hint.
    assert_eq!(
        parse_panic(UserId::parse, "order_01h455vb4pex5vsknk084sn02q"),
        "`UserId::parse`: wrong prefix: expected `user`, found `order`\n\
         \"order_01h455vb4pex5vsknk084sn02q\"\n ^^^^^"
    );
    assert_eq!(
        parse_panic(UserId::parse, "user_01h455vb4pex5vsknk084sn0"),
        "`UserId::parse`: invalid suffix length at position 5: expected 26 characters, \
         found 24\n\"user_01h455vb4pex5vsknk084sn0\"\n      ^^^^^^^^^^^^^^^^^^^^^^^^"
    );
    assert_eq!(
        parse_panic(SessionId::parse, "67e55O44-10b1-426f-9247-bb680e5fe0c8"),
        "`SessionId::parse`: invalid character `O` at position 5: expected a hex digit\n\
         \"67e55O44-10b1-426f-9247-bb680e5fe0c8\"\n      ^ help: did you mean `0` (zero)?"
    );
}
