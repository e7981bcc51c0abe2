//! `Uuid`, `NonNilUuid` and typed IDs as BSON UUIDs (feature `bson`): the conversions and
//! the serde helper `uuid_runtime::integrations::bson::binary` against bson's own `bson::Uuid`, byte for
//! byte through both of bson's serializers; the extended JSON form; every refused value's
//! error; and the other formats, which the helper leaves as `bson::Uuid` leaves them and
//! which a plain `Uuid` leaves as they were. There is no MongoDB server here: the driver's
//! typed collections serialize with these serializers.

use uuid_test_support::ids;

use bson::spec::{BinarySubtype, ElementType};
use bson::uuid::UuidRepresentation;
use bson::{Binary, Bson, Document, doc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use uuid_runtime::integrations::bson::FromBsonError;
use uuid_runtime::{NonNilUuid, TypedIdErrorKind, Uuid};

use ids::{OrderId, SessionId, UserId, V4, V7, samples};

/// Every kind of field the helper takes.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Ours {
    #[serde(rename = "_id", with = "uuid_runtime::integrations::bson::binary")]
    id: UserId,
    #[serde(with = "uuid_runtime::integrations::bson::binary")]
    uuid: Uuid,
    #[serde(with = "uuid_runtime::integrations::bson::binary")]
    non_nil: NonNilUuid,
    #[serde(with = "uuid_runtime::integrations::bson::binary")]
    order: OrderId,
    #[serde(default, with = "uuid_runtime::integrations::bson::binary::option")]
    invited_by: Option<UserId>,
    #[serde(default, with = "uuid_runtime::integrations::bson::binary::option")]
    session: Option<SessionId>,
}

/// The same document with bson's own UUID type.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Theirs {
    #[serde(rename = "_id")]
    id: bson::Uuid,
    uuid: bson::Uuid,
    non_nil: bson::Uuid,
    order: bson::Uuid,
    invited_by: Option<bson::Uuid>,
    session: Option<bson::Uuid>,
}

fn theirs(uuid: Uuid) -> bson::Uuid {
    bson::Uuid::from_bytes(uuid.into_bytes())
}

/// For every sample UUID, a document of each kind holding it (or something near).
fn documents() -> Vec<(Ours, Theirs)> {
    samples()
        .into_iter()
        .enumerate()
        .map(|(i, uuid)| {
            let non_nil = NonNilUuid::new(uuid).unwrap_or(NonNilUuid::new(Uuid::MAX).unwrap());
            let (id, order) = (UserId::new(), OrderId::from_uuid(uuid));
            let invited_by = (i % 2 == 0).then(UserId::new);
            let session = (i % 3 == 0).then(|| SessionId::from_uuid(uuid));
            let ours = Ours {
                id,
                uuid,
                non_nil,
                order,
                invited_by,
                session,
            };
            let theirs = Theirs {
                id: theirs(id.into_uuid()),
                uuid: theirs(uuid),
                non_nil: theirs(non_nil.get()),
                order: theirs(uuid),
                invited_by: invited_by.map(|id| theirs(id.into_uuid())),
                session: session.map(|id| theirs(id.into_uuid())),
            };
            (ours, theirs)
        })
        .collect()
}

#[test]
fn the_helper_writes_what_bson_uuid_writes_byte_for_byte() {
    for (ours, theirs) in documents() {
        let bytes = bson::serialize_to_vec(&ours).unwrap();
        assert_eq!(bytes, bson::serialize_to_vec(&theirs).unwrap());
        let document = bson::serialize_to_document(&ours).unwrap();
        assert_eq!(document, bson::serialize_to_document(&theirs).unwrap());
        let raw = bson::serialize_to_raw_document_buf(&ours).unwrap();
        assert_eq!(raw.as_bytes(), bytes);
        // Each field a binary of subtype 4, or null.
        for (key, value) in &document {
            match value {
                Bson::Binary(binary) => {
                    assert_eq!(
                        (binary.subtype, binary.bytes.len()),
                        (BinarySubtype::Uuid, 16)
                    );
                }
                Bson::Null => assert!(key == "invited_by" || key == "session"),
                other => panic!("{key}: {other:?}"),
            }
        }
        // And back, through both deserializers, also from what bson's type wrote.
        assert_eq!(bson::deserialize_from_slice::<Ours>(&bytes).unwrap(), ours);
        assert_eq!(
            bson::deserialize_from_document::<Ours>(document.clone()).unwrap(),
            ours
        );
        assert_eq!(
            bson::deserialize_from_slice::<Theirs>(&bytes).unwrap(),
            theirs
        );
        assert_eq!(
            bson::deserialize_from_document::<Theirs>(document).unwrap(),
            theirs
        );
    }
}

#[test]
fn doc_and_the_conversions_make_bson_uuids() {
    for uuid in samples() {
        let expected = Bson::from(theirs(uuid));
        assert_eq!(Bson::from(uuid), expected);
        assert_eq!(Bson::from(Binary::from(uuid)), expected);
        assert_eq!(bson::Uuid::from(uuid), theirs(uuid));
        assert_eq!(Uuid::from(theirs(uuid)), uuid);
        assert_eq!(Uuid::try_from(&expected).unwrap(), uuid);
        assert_eq!(Uuid::try_from(expected.clone()).unwrap(), uuid);
        assert_eq!(Uuid::try_from(Binary::from(theirs(uuid))).unwrap(), uuid);
        let order = OrderId::from_uuid(uuid);
        assert_eq!(Bson::from(order), expected);
        assert_eq!(Binary::from(order), Binary::from(theirs(uuid)));
        assert_eq!(bson::Uuid::from(order), theirs(uuid));
        assert_eq!(OrderId::try_from(&expected).unwrap(), order);
        assert_eq!(OrderId::try_from(theirs(uuid)).unwrap(), order);
        if let Some(non_nil) = NonNilUuid::new(uuid) {
            assert_eq!(Bson::from(non_nil), expected);
            assert_eq!(NonNilUuid::try_from(expected).unwrap(), non_nil);
            assert_eq!(NonNilUuid::try_from(theirs(uuid)).unwrap(), non_nil);
        }
    }
    let (ada, bob) = (UserId::new(), UserId::new());
    let ours = doc! {
        "_id": ada,
        "friends": { "$in": vec![ada, bob] },
        "invited_by": Some(bob),
        "session": None::<SessionId>,
        "key": NonNilUuid::new(V7).unwrap(),
    };
    let expected = doc! {
        "_id": theirs(ada.into_uuid()),
        "friends": { "$in": [theirs(ada.into_uuid()), theirs(bob.into_uuid())] },
        "invited_by": theirs(bob.into_uuid()),
        "session": Bson::Null,
        "key": theirs(V7),
    };
    assert_eq!(ours, expected);
    assert_eq!(UserId::try_from(ours.get("_id").unwrap()).unwrap(), ada);
}

#[test]
fn the_extended_json_form_is_binary_subtype_04() {
    let user = UserId::from_uuid(V7);
    let base64 = "AX8i4nmwfMOYxNwMDAc5jw==";
    let expected = json!({ "$binary": { "base64": base64, "subType": "04" } });
    assert_eq!(Bson::from(user).into_canonical_extjson(), expected);
    assert_eq!(Bson::from(user).into_relaxed_extjson(), expected);
    assert_eq!(Bson::from(theirs(V7)).into_relaxed_extjson(), expected);
    let parsed = Bson::try_from(expected).unwrap();
    assert_eq!(UserId::try_from(&parsed).unwrap(), user);
    assert_eq!(Uuid::try_from(parsed).unwrap(), V7);
    // A whole document, as `mongoexport` writes it, and back.
    let document = Ours {
        id: user,
        uuid: V4,
        non_nil: NonNilUuid::new(V4).unwrap(),
        order: OrderId::from_uuid(V4),
        invited_by: None,
        session: None,
    };
    let exported =
        Bson::Document(bson::serialize_to_document(&document).unwrap()).into_relaxed_extjson();
    assert_eq!(exported["_id"]["$binary"]["subType"], "04");
    assert_eq!(exported["_id"]["$binary"]["base64"], base64);
    let Bson::Document(imported) = Bson::try_from(exported).unwrap() else {
        panic!("a document")
    };
    assert_eq!(
        bson::deserialize_from_document::<Ours>(imported).unwrap(),
        document
    );
}

#[test]
fn try_from_refuses_what_is_not_a_bson_uuid_saying_what_it_is() {
    let subtype_4 = "invalid BSON UUID: expected a binary of subtype 4";
    let binary = |subtype, bytes: &[u8]| {
        Bson::Binary(Binary {
            subtype,
            bytes: bytes.to_vec(),
        })
    };
    let cases = [
        (
            Bson::from(V7.to_string()),
            FromBsonError::NotBinary(ElementType::String),
            format!("{subtype_4}, found a string"),
        ),
        (
            binary(BinarySubtype::Generic, V7.as_bytes()),
            FromBsonError::Subtype(BinarySubtype::Generic),
            format!("{subtype_4}, found subtype 0 (generic binary)"),
        ),
        (
            binary(BinarySubtype::Md5, V7.as_bytes()),
            FromBsonError::Subtype(BinarySubtype::Md5),
            format!("{subtype_4}, found subtype 5"),
        ),
        (
            binary(BinarySubtype::Uuid, &V7.as_bytes()[..15]),
            FromBsonError::Length(15),
            "invalid BSON UUID: expected 16 bytes, found 15".to_owned(),
        ),
        (
            Bson::Int32(7),
            FromBsonError::NotBinary(ElementType::Int32),
            format!("{subtype_4}, found a 32-bit integer"),
        ),
        (
            Bson::Null,
            FromBsonError::NotBinary(ElementType::Null),
            format!("{subtype_4}, found null"),
        ),
    ];
    for (value, error, message) in cases {
        assert_eq!(Uuid::try_from(&value), Err(error), "{value:?}");
        assert_eq!(error.to_string(), message);
        assert_eq!(UserId::try_from(&value).unwrap_err(), error);
        assert_eq!(NonNilUuid::try_from(&value).unwrap_err(), error);
    }
    // Legacy UUIDs: refused, and read through bson's explicit path.
    for representation in [
        UuidRepresentation::PythonLegacy,
        UuidRepresentation::JavaLegacy,
        UuidRepresentation::CSharpLegacy,
    ] {
        let legacy = Binary::from_uuid_with_representation(theirs(V7), representation);
        let err = Uuid::try_from(&legacy).unwrap_err();
        assert_eq!(err, FromBsonError::Subtype(BinarySubtype::UuidOld));
        assert_eq!(
            err.to_string(),
            format!(
                "{subtype_4}, found subtype 3 (a legacy UUID, whose byte order depends on the \
                 driver that wrote it): read it with `Binary::to_uuid_with_representation`"
            )
        );
        let read = legacy.to_uuid_with_representation(representation).unwrap();
        assert_eq!(Uuid::from(read), V7);
        assert_eq!(UserId::try_from(read).unwrap().into_uuid(), V7);
    }
    // What the types promise.
    let err = NonNilUuid::try_from(Bson::from(Uuid::NIL)).unwrap_err();
    assert_eq!(err, FromBsonError::Nil);
    assert_eq!(
        err.to_string(),
        "unexpected nil UUID: expected a non-nil UUID"
    );
    let err = UserId::try_from(Bson::from(V4)).unwrap_err();
    let FromBsonError::TypedId(inner) = err else {
        panic!("{err:?}")
    };
    assert_eq!(
        inner.kind(),
        TypedIdErrorKind::WrongVersion {
            expected: 7,
            found: 4
        }
    );
    assert_eq!(err.to_string(), "wrong UUID version: expected 7, found 4");
    assert!(std::error::Error::source(&err).is_some());
    assert!(UserId::try_from(theirs(V4)).is_err());
    assert!(NonNilUuid::try_from(theirs(Uuid::NIL)).is_err());
}

/// A document to read as `Ours`, its `_id` replaced by `id`.
fn with_id(id: Bson) -> Document {
    let mut document = bson::serialize_to_document(&documents().remove(0).0).unwrap();
    document.insert("_id", id);
    document
}

/// What each of bson's deserializers says of `document` as `Ours`.
fn read_errors(document: Document) -> [String; 2] {
    let bytes = bson::serialize_to_vec(&document).unwrap();
    [
        bson::deserialize_from_document::<Ours>(document)
            .unwrap_err()
            .to_string(),
        bson::deserialize_from_slice::<Ours>(&bytes)
            .unwrap_err()
            .to_string(),
    ]
}

#[test]
fn the_helper_reads_only_bson_uuids_saying_what_else_it_found() {
    // A string, which `bson::Uuid` accepts.
    let text = with_id(Bson::from(UserId::new().into_uuid().to_string()));
    assert!(bson::deserialize_from_document::<Theirs>(text.clone()).is_ok());
    for err in read_errors(text) {
        assert!(
            err.contains("expected a binary of subtype 4, found a string"),
            "{err}"
        );
    }
    // Binaries of subtype 0 and 3: bson's own check names the subtype.
    let generic = Binary {
        subtype: BinarySubtype::Generic,
        bytes: UserId::new().into_uuid().as_bytes().to_vec(),
    };
    for err in read_errors(with_id(Bson::Binary(generic))) {
        assert!(err.contains("Generic"), "{err}");
    }
    let legacy = Binary::from_uuid_with_representation(theirs(V7), UuidRepresentation::JavaLegacy);
    for err in read_errors(with_id(Bson::Binary(legacy))) {
        assert!(err.contains("UuidOld"), "{err}");
    }
    for err in read_errors(with_id(Bson::Int64(7))) {
        assert!(
            err.contains("expected a BSON binary of subtype 4 (a UUID)"),
            "{err}"
        );
    }
    // What the types promise.
    for err in read_errors(with_id(Bson::from(V4))) {
        assert!(
            err.contains("wrong UUID version: expected 7, found 4"),
            "{err}"
        );
    }
    let mut nil = with_id(Bson::from(UserId::new()));
    nil.insert("non_nil", Uuid::NIL);
    for err in read_errors(nil) {
        assert!(err.contains("unexpected nil UUID"), "{err}");
    }
    let mut short = with_id(Bson::from(UserId::new()));
    short.insert(
        "uuid",
        Binary {
            subtype: BinarySubtype::Uuid,
            bytes: vec![1; 15],
        },
    );
    for err in read_errors(short) {
        assert!(err.contains("expected 16 bytes, found 15"), "{err}");
    }
    // A missing `Option` is `None`; a missing plain field is serde's error.
    let mut missing = with_id(Bson::from(UserId::new()));
    missing.remove("invited_by");
    missing.remove("session");
    let read = bson::deserialize_from_document::<Ours>(missing.clone()).unwrap();
    assert_eq!((read.invited_by, read.session), (None, None));
    missing.remove("uuid");
    for err in read_errors(missing) {
        assert!(err.contains("missing field `uuid`"), "{err}");
    }
}

#[test]
fn elsewhere_the_helper_writes_what_bson_uuid_writes_and_reads_every_text_form() {
    for (ours, theirs) in documents() {
        assert_eq!(
            serde_json::to_value(&ours).unwrap(),
            serde_json::to_value(&theirs).unwrap()
        );
        let json = serde_json::to_string(&ours).unwrap();
        assert_eq!(serde_json::from_str::<Ours>(&json).unwrap(), ours);
        let packed = postcard::to_stdvec(&ours).unwrap();
        assert_eq!(packed, postcard::to_stdvec(&theirs).unwrap());
        assert_eq!(postcard::from_bytes::<Ours>(&packed).unwrap(), ours);
    }
    let user = UserId::from_uuid(V7);
    let json = json!({
        "_id": user.to_string(),
        "uuid": V4.simple().to_string(),
        "non_nil": V4.urn().to_string(),
        "order": OrderId::from_uuid(V4).to_string(),
        "invited_by": V7.braced().to_string(),
        "session": null,
    });
    let read: Ours = serde_json::from_value(json).unwrap();
    assert_eq!(
        (read.id, read.uuid, read.invited_by),
        (user, V4, Some(user))
    );
    let wrong = json!({ "_id": V4.to_string(), "uuid": V4.to_string(), "non_nil": V4.to_string(),
        "order": V4.to_string() });
    let err = serde_json::from_value::<Ours>(wrong)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("wrong UUID version: expected 7, found 4"),
        "{err}"
    );
}

/// A plain field, without the helper.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Plain {
    id: Uuid,
}

#[test]
fn a_plain_uuid_keeps_its_serde_form_everywhere() {
    let plain = Plain { id: V7 };
    // BSON: the text in a document, a binary of subtype 0 in bytes; neither a BSON UUID.
    let document = bson::serialize_to_document(&plain).unwrap();
    assert_eq!(document.get("id"), Some(&Bson::from(V7.to_string())));
    let raw = bson::serialize_to_raw_document_buf(&plain).unwrap();
    let stored = raw.get("id").unwrap().unwrap();
    let binary = stored.as_binary().unwrap();
    assert_eq!(
        (binary.subtype, binary.bytes),
        (BinarySubtype::Generic, V7.as_bytes().as_slice())
    );
    // Elsewhere, as before. bson's private newtype would change that: RON refuses its
    // name, so even `bson::Uuid` cannot be written there.
    assert_eq!(
        serde_json::to_string(&plain).unwrap(),
        format!(r#"{{"id":"{V7}"}}"#)
    );
    assert_eq!(ron::to_string(&V7).unwrap(), format!("\"{V7}\""));
    assert_eq!(ron::from_str::<Uuid>(&format!("\"{V7}\"")).unwrap(), V7);
    let err = ron::to_string(&theirs(V7)).unwrap_err();
    assert!(err.to_string().contains("$__bson_private_uuid"), "{err}");
}

/// A never-nil typed ID: the same BSON UUID as a typed ID over `Uuid`, through the
/// conversions and the helper, and a nil refused by both.
#[test]
fn a_never_nil_typed_id_is_a_bson_uuid_and_a_nil_is_refused() {
    use uuid_test_support::ids::MemberId;

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Member {
        #[serde(rename = "_id", with = "uuid_runtime::integrations::bson::binary")]
        id: MemberId,
        #[serde(default, with = "uuid_runtime::integrations::bson::binary::option")]
        sponsor: Option<MemberId>,
    }

    let member = MemberId::new();
    let user = UserId::from_uuid(member.into_uuid());
    assert_eq!(Bson::from(member), Bson::from(user));
    assert_eq!(MemberId::try_from(Bson::from(user)).unwrap(), member);
    let record = Member {
        id: member,
        sponsor: Some(MemberId::new()),
    };
    let bytes = bson::serialize_to_vec(&record).unwrap();
    assert_eq!(
        bson::deserialize_from_slice::<Member>(&bytes).unwrap(),
        record
    );
    let err = MemberId::try_from(Bson::from(Uuid::NIL)).unwrap_err();
    assert!(err.to_string().contains("unexpected nil UUID"), "{err}");
    let nil = bson::doc! { "_id": Uuid::NIL };
    let err = bson::deserialize_from_document::<Member>(nil).unwrap_err();
    assert!(err.to_string().contains("unexpected nil UUID"), "{err}");
}
