//! `#[derive(TypedIdEnum)]`: reading text by its prefix (each variant's own parser after
//! it), writing each variant's text, the errors, the conversions, `const` use and serde.

use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use uuid_runtime::{TypedId, TypedIdEnum, TypedIdError, TypedIdErrorKind, Uuid, uuid};

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "org")]
struct OrgId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "key", format = "base58")]
struct KeyId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "user_admin", format = "base64url")]
struct AdminId(Uuid);

#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Subject {
    User(UserId),
    Org(OrgId),
    Key(KeyId),
}

/// Prefixes that nest: `user_admin_...` is an admin's, `user_...` a user's.
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Account {
    User(UserId),
    Admin(AdminId),
}

const V7: Uuid = uuid!("01890a5d-ac96-774b-bcce-b302099a8057");
const V1: Uuid = uuid!("c232ab00-9414-11ec-b3c8-9f6bdeced846");

#[test]
fn prefixes_are_the_variants_in_order() {
    assert_eq!(Subject::PREFIXES, ["user", "org", "key"]);
    assert_eq!(Account::PREFIXES, ["user", "user_admin"]);
}

#[test]
fn each_variant_reads_and_writes_its_own_text_form() {
    let subjects = [
        Subject::User(UserId::from_uuid(V7)),
        Subject::Org(OrgId::from_uuid(V1)),
        Subject::Key(KeyId::from_uuid(V7)),
    ];
    let org = OrgId::from_uuid(V1).to_string();
    let texts = [
        "user_01h455vb4pex5vsknk084sn02q",
        org.as_str(),
        "key_1BzmjTFLHWXwiSK4y3H5iW",
    ];
    for (subject, text) in subjects.into_iter().zip(texts) {
        assert_eq!(subject.to_string(), text);
        assert_eq!(text.parse::<Subject>().unwrap(), subject);
        assert_eq!(Subject::try_from(text).unwrap(), subject);
        assert_eq!(Subject::try_parse(text).unwrap(), subject);
        assert_eq!(Subject::parse(text), subject);
        assert_eq!(format!("{subject:>40}"), format!("{:>40}", text));
    }
    assert_eq!(subjects_prefixes(&subjects), ["user", "org", "key"]);
    assert_eq!(*subjects[1].as_uuid(), V1);
}

fn subjects_prefixes(subjects: &[Subject]) -> Vec<&'static str> {
    subjects.iter().map(TypedIdEnum::prefix).collect()
}

#[test]
fn the_longest_prefix_decides() {
    let admin = AdminId::from_uuid(V1);
    let text = admin.to_string();
    assert!(text.starts_with("user_admin_"), "{text}");
    assert_eq!(text.parse::<Account>().unwrap(), Account::Admin(admin));
    let user = UserId::from_uuid(V7);
    assert_eq!(
        user.to_string().parse::<Account>().unwrap(),
        Account::User(user)
    );
}

#[test]
fn an_unknown_prefix_lists_the_expected_ones() {
    let err = "team_01h455vb4pex5vsknk084sn02q"
        .parse::<Subject>()
        .unwrap_err();
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::UnknownPrefix {
            expected: &["user", "org", "key"],
            found: "team",
        }
    );
    assert_eq!(
        err.to_string(),
        "expected one of the prefixes user, org, key; found team"
    );
    // A prefix is whole: `users_` is not `user_`.
    let err = "users_01h455vb4pex5vsknk084sn02q"
        .parse::<Subject>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "expected one of the prefixes user, org, key; found users"
    );
}

#[test]
fn text_without_a_prefix_says_so() {
    for text in [
        "01h455vb4pex5vsknk084sn02q",
        "01890a5d-ac96-774b-bcce-b302099a8057",
        "",
        "user",
    ] {
        let err = text.parse::<Subject>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "expected one of the prefixes user, org, key; found no prefix",
            "{text:?}"
        );
    }
}

#[test]
fn a_known_prefix_with_a_bad_rest_is_that_types_own_error() {
    // A version 1 UUID as a TypeID with the prefix `user`, which wants version 7.
    let v1_user = OrgId::from_uuid(V1)
        .to_string()
        .replacen("org_", "user_", 1);
    for text in [
        "user_01h455vb4pex5vsknk084sn0",
        &v1_user,
        "org_01h455vb4pex5vsknk084sn02!",
        "key_01h455vb4pex5vsknk084sn02q",
        "key_0OIl",
    ] {
        let ours = text.parse::<Subject>().unwrap_err();
        let theirs: TypedIdError = match &text[..3] {
            "use" => text.parse::<UserId>().unwrap_err(),
            "org" => text.parse::<OrgId>().unwrap_err(),
            _ => text.parse::<KeyId>().unwrap_err(),
        };
        assert_eq!(ours, theirs, "{text}");
        assert_eq!(Subject::try_parse(text).unwrap_err(), theirs, "{text}");
    }
}

#[test]
fn conversions_with_the_variants_types() {
    let user = UserId::from_uuid(V7);
    let subject = Subject::from(user);
    assert_eq!(subject, Subject::User(user));
    assert_eq!(UserId::try_from(subject), Ok(user));
    let err = OrgId::try_from(subject).unwrap_err();
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongPrefix {
            expected: "org",
            found: "user"
        }
    );
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `org`, found `user`"
    );
}

const ROOT: Subject = Subject::parse("org_01h455vb4pex5vsknk084sn02q");
const BAD: Result<Subject, TypedIdError> = Subject::try_parse("team_01h455vb4pex5vsknk084sn02q");

#[test]
fn text_is_read_in_const_items() {
    assert_eq!(ROOT, Subject::Org(OrgId::from_uuid(V7)));
    assert_eq!(
        BAD.unwrap_err().to_string(),
        "expected one of the prefixes user, org, key; found team"
    );
}

#[test]
fn a_bad_constant_panics_with_the_parsers_message_drawn() {
    let panic =
        std::panic::catch_unwind(|| Subject::parse("team_01h455vb4pex5vsknk084sn02q")).unwrap_err();
    let message = panic.downcast_ref::<String>().unwrap();
    assert_eq!(
        message,
        "`Subject::parse`: expected one of the prefixes user, org, key; found team\n\
         \"team_01h455vb4pex5vsknk084sn02q\"\n ^^^^"
    );
    // Without a prefix, the whole text is the problem.
    let panic =
        std::panic::catch_unwind(|| Subject::parse("01h455vb4pex5vsknk084sn02q")).unwrap_err();
    assert_eq!(
        panic.downcast_ref::<String>().unwrap(),
        "`Subject::parse`: expected one of the prefixes user, org, key; found no prefix\n\
         \"01h455vb4pex5vsknk084sn02q\"\n ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    );
}

#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Audit {
    subject: Subject,
    by: Option<Subject>,
}

#[test]
fn serde_writes_and_reads_the_text_in_every_format() {
    let audit = Audit {
        subject: Subject::Key(KeyId::from_uuid(V7)),
        by: Some(Subject::User(UserId::from_uuid(V7))),
    };
    let json = serde_json::to_string(&audit).unwrap();
    assert_eq!(
        json,
        r#"{"subject":"key_1BzmjTFLHWXwiSK4y3H5iW","by":"user_01h455vb4pex5vsknk084sn02q"}"#
    );
    assert_eq!(serde_json::from_str::<Audit>(&json).unwrap(), audit);
    // A binary format holds the same text (the prefix tells the variants apart).
    let bytes = postcard::to_allocvec(&audit.subject).unwrap();
    assert_eq!(&bytes[1..], b"key_1BzmjTFLHWXwiSK4y3H5iW");
    assert_eq!(
        postcard::from_bytes::<Subject>(&bytes).unwrap(),
        audit.subject
    );
    let err = serde_json::from_str::<Subject>(r#""team_01h455vb4pex5vsknk084sn02q""#).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("expected one of the prefixes user, org, key; found team"),
        "{err}"
    );
    let err = serde_json::from_str::<Subject>("42").unwrap_err();
    assert!(
        err.to_string()
            .contains("expected an ID string with one of the prefixes user, org, key"),
        "{err}"
    );
}

fn any_subject() -> impl Strategy<Value = Subject> {
    prop_oneof![
        any::<u128>().prop_map(|bits| Subject::User(UserId::from_uuid(with_version(bits, 7)))),
        any::<u128>().prop_map(|bits| Subject::Org(OrgId::from_uuid(Uuid::from_u128(bits)))),
        any::<u128>().prop_map(|bits| Subject::Key(KeyId::from_uuid(Uuid::from_u128(bits)))),
    ]
}

fn with_version(bits: u128, version: u8) -> Uuid {
    let bits = bits & !(0xf << 76) & !(0b11 << 62);
    Uuid::from_u128(bits | u128::from(version) << 76 | 0b10 << 62)
}

proptest! {
    #[test]
    fn every_subject_reads_back_from_its_text(subject in any_subject()) {
        let text = subject.to_string();
        prop_assert_eq!(text.parse::<Subject>().unwrap(), subject);
        prop_assert_eq!(Subject::try_parse(&text).unwrap(), subject);
        prop_assert!(text.starts_with(subject.prefix()));
    }
}
