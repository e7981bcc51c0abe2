//! Typed IDs over `NonNilUuid`: 16 bytes in an `Option`, never the nil UUID however
//! they are made or read, and otherwise the typed IDs over `Uuid`.

use core::mem::size_of;

use uuid_runtime::{NonNilUuid, TypedId, TypedIdErrorKind, Uuid, UuidValue, timestamp, uuid};

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(NonNilUuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "account")]
struct AccountId {
    id: NonNilUuid,
}

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
struct PlainUserId(Uuid);

#[test]
fn an_option_of_one_takes_16_bytes() {
    assert_eq!(size_of::<Option<UserId>>(), 16);
    assert_eq!(size_of::<Option<AccountId>>(), 16);
    assert_eq!(size_of::<Option<PlainUserId>>(), 17);
}

#[test]
fn the_issues_example() {
    let id = UserId::new();
    assert_eq!(id.into_uuid().get_version_num(), 7);
    assert_eq!(*UuidValue::as_uuid(&id), id.into_uuid());
    assert_eq!(*TypedId::as_uuid(&id), id.into_uuid());
    assert_eq!(TypedId::into_uuid(id), id.into_uuid());
    assert_eq!(*id.as_uuid(), id.into_uuid());
    assert_eq!(NonNilUuid::from(id).get(), id.into_uuid());
    assert_eq!(Uuid::from(id), id.into_uuid());
    assert_eq!(UserId::try_from(id.into_uuid()), Ok(id));
    assert_eq!(id.to_string().parse::<UserId>(), Ok(id));
    assert_eq!(
        id.to_string(),
        PlainUserId::from_uuid(id.into_uuid()).to_string()
    );
}

#[test]
fn a_nil_is_refused_everywhere() {
    let err = UserId::try_from_uuid(Uuid::NIL).unwrap_err();
    assert_eq!(err.kind(), TypedIdErrorKind::Nil);
    assert_eq!(
        err.to_string(),
        "unexpected nil UUID: expected a non-nil UUID"
    );
    assert_eq!(
        AccountId::try_from_uuid(Uuid::NIL).unwrap_err().kind(),
        TypedIdErrorKind::Nil
    );
    assert_eq!(
        UserId::try_from(Uuid::NIL).unwrap_err().kind(),
        TypedIdErrorKind::Nil
    );
    let err = "user_00000000000000000000000000"
        .parse::<UserId>()
        .unwrap_err();
    assert_eq!(err.kind(), TypedIdErrorKind::Nil);
    assert_eq!(
        UserId::try_parse("user_00000000000000000000000000")
            .unwrap_err()
            .kind(),
        TypedIdErrorKind::Nil
    );
    let panic = std::panic::catch_unwind(|| AccountId::from_uuid(Uuid::NIL)).unwrap_err();
    assert_eq!(
        panic.downcast_ref::<String>().unwrap(),
        "`AccountId::from_uuid`: expected a non-nil UUID, found the nil UUID"
    );
    // The version is checked after the nil.
    let v4 = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
    assert_eq!(
        UserId::try_from_uuid(v4).unwrap_err().kind(),
        TypedIdErrorKind::WrongVersion {
            expected: 7,
            found: 4
        }
    );
    assert_eq!(
        AccountId::try_from_uuid(v4).map(AccountId::into_uuid),
        Ok(v4)
    );
}

#[test]
fn consts_and_time_items() {
    const ADMIN: UserId = UserId::parse("user_01h455vb4pex5vsknk084sn02q");
    const FROM_UUID: UserId = UserId::from_uuid(uuid!("01890a5d-ac96-774b-bcce-b302099a8057"));
    const MAY: core::ops::Range<UserId> = UserId::range_v7(
        timestamp!("2026-05-01T00:00:00Z"),
        timestamp!("2026-06-01T00:00:00Z"),
    );
    assert_eq!(ADMIN, FROM_UUID);
    assert!(MAY.contains(&UserId::new_v7(timestamp!("2026-05-02T00:00:00Z"))));
    assert_eq!(*ADMIN.as_non_nil(), ADMIN.into_non_nil());
    let account: AccountId = NonNilUuid::new(Uuid::MAX).unwrap().into();
    assert_eq!(account.into_uuid(), Uuid::MAX);
    let as_ref: &NonNilUuid = account.as_ref();
    assert_eq!(as_ref.get(), Uuid::MAX);
}

/// A `TypedIdEnum` takes typed IDs over `NonNilUuid` as variants, beside ones over
/// `Uuid`.
#[test]
fn a_typed_id_enum_takes_never_nil_variants() {
    use uuid_runtime::TypedIdEnum;

    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(prefix = "org")]
    struct OrgId(Uuid);

    #[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq)]
    enum Owner {
        User(UserId),
        Account(AccountId),
        Org(OrgId),
    }

    const ACCOUNT: Owner = Owner::parse("account_01h455vb4pex5vsknk084sn02q");

    let user = UserId::new();
    let owner = Owner::from(user);
    assert_eq!(owner.to_string().parse::<Owner>(), Ok(owner));
    assert_eq!(*owner.as_uuid(), user.into_uuid());
    assert_eq!(Owner::PREFIXES, ["user", "account", "org"]);
    let err = "account_00000000000000000000000000"
        .parse::<Owner>()
        .unwrap_err();
    assert_eq!(err.kind(), TypedIdErrorKind::Nil);
    assert!(matches!(ACCOUNT, Owner::Account(_)));
    assert_eq!(size_of::<Option<AccountId>>(), size_of::<AccountId>());
}
