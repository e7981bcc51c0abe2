//! Feature `rkyv`: archives of `Uuid`, `NonNilUuid` and typed IDs, through the real
//! crate: round trips of structs and `Vec`s, the bytes against those of rkyv's own
//! `uuid-1` impls, and checked access refusing what breaks a type's promise, also in
//! archives with flipped bits.

use uuid_test_support::ids;

use ids::{OrderId, SessionId, TokenId, UserId};
use rkyv::rancor::Error;
use rkyv::{Archive, Deserialize, Serialize};
use uuid_runtime::integrations::rkyv::{ArchivedNonNilUuid, ArchivedTypedId};
use uuid_runtime::{NonNilUuid, Uuid, uuid};

#[derive(Archive, Serialize, Deserialize, Debug, PartialEq)]
#[rkyv(compare(PartialEq), derive(Debug))]
struct Account {
    key: Uuid,
    owner: NonNilUuid,
    user: UserId,
    orders: Vec<OrderId>,
    token: TokenId,
    session: Option<SessionId>,
}

/// The same fields, of the `uuid` crate's type, archived by rkyv's `uuid-1`.
#[derive(Archive, Serialize)]
struct UuidCrateAccount {
    key: uuid::Uuid,
    owner: uuid::Uuid,
    user: uuid::Uuid,
    orders: Vec<uuid::Uuid>,
    token: uuid::Uuid,
    session: Option<uuid::Uuid>,
}

fn account() -> Account {
    Account {
        key: Uuid::new_v4(),
        owner: NonNilUuid::new(Uuid::now_v7()).unwrap(),
        user: UserId::new(),
        orders: vec![
            OrderId::from_uuid(Uuid::MAX),
            OrderId::from_uuid(Uuid::NIL),
            OrderId::from_uuid(Uuid::now_v6(&[0x02, 0x42, 0xac, 0x11, 0x00, 0x02])),
        ],
        token: TokenId::new(),
        session: Some(SessionId::from(Uuid::now_v1(&[
            0x02, 0x42, 0xac, 0x11, 0x00, 0x02,
        ]))),
    }
}

fn uuid_crate(id: Uuid) -> uuid::Uuid {
    uuid::Uuid::from_bytes(id.into_bytes())
}

#[test]
fn a_struct_round_trips_and_reads_in_place() {
    let account = account();
    let bytes = rkyv::to_bytes::<Error>(&account).unwrap();
    let archived = rkyv::access::<ArchivedAccount, Error>(&bytes).unwrap();
    assert_eq!(archived, &account);
    assert_eq!(archived.user.get(), account.user);
    assert_eq!(archived.owner.get(), account.owner);
    assert_eq!(archived.orders[2].get(), account.orders[2]);
    assert_eq!(archived.user.to_string(), account.user.to_string());
    assert_eq!(archived.owner.to_string(), account.owner.to_string());
    assert_eq!(*archived.token.as_uuid(), *account.token.as_uuid());
    let back: Account = rkyv::deserialize::<Account, Error>(archived).unwrap();
    assert_eq!(back, account);
}

#[test]
fn vecs_of_typed_ids_round_trip() {
    for count in [0, 1, 2, uuid_test_support::scaled(1000)] {
        let ids: Vec<UserId> = (0..count).map(|_| UserId::new()).collect();
        let bytes = rkyv::to_bytes::<Error>(&ids).unwrap();
        let archived = rkyv::access::<rkyv::Archived<Vec<UserId>>, Error>(&bytes).unwrap();
        assert!(
            archived
                .iter()
                .map(ArchivedTypedId::get)
                .eq(ids.iter().copied())
        );
        assert_eq!(
            rkyv::deserialize::<Vec<UserId>, Error>(archived).unwrap(),
            ids
        );
    }
}

#[test]
fn the_archived_forms_are_16_octets_of_alignment_1() {
    assert_eq!(size_of::<ArchivedTypedId<UserId>>(), 16);
    assert_eq!(align_of::<ArchivedTypedId<UserId>>(), 1);
    assert_eq!(size_of::<ArchivedNonNilUuid>(), 16);
    assert_eq!(align_of::<ArchivedNonNilUuid>(), 1);
    assert_eq!(align_of::<rkyv::Archived<Uuid>>(), 1);
    let id = UserId::new();
    assert_eq!(
        rkyv::to_bytes::<Error>(&id).unwrap().as_slice(),
        id.as_uuid().as_bytes()
    );
}

#[test]
fn the_bytes_are_those_of_rkyvs_uuid_impls() {
    for _ in 0..uuid_test_support::scaled(100) {
        let account = account();
        let theirs = UuidCrateAccount {
            key: uuid_crate(account.key),
            owner: uuid_crate(account.owner.get()),
            user: uuid_crate(*account.user.as_uuid()),
            orders: account
                .orders
                .iter()
                .map(|id| uuid_crate(*id.as_uuid()))
                .collect(),
            token: uuid_crate(*account.token.as_uuid()),
            session: account.session.map(|id| uuid_crate(*id.as_uuid())),
        };
        assert_eq!(
            rkyv::to_bytes::<Error>(&account).unwrap().as_slice(),
            rkyv::to_bytes::<Error>(&theirs).unwrap().as_slice()
        );
    }
    // And the other way: what rkyv's impls wrote reads as ours.
    let theirs = vec![uuid::Uuid::now_v7(), uuid::Uuid::now_v7()];
    let bytes = rkyv::to_bytes::<Error>(&theirs).unwrap();
    let ours = rkyv::access::<rkyv::Archived<Vec<UserId>>, Error>(&bytes).unwrap();
    assert_eq!(ours[1].as_uuid().as_bytes(), theirs[1].as_bytes());
}

/// The octet holding the version field of the UUID at `offset`.
const VERSION_OCTET: usize = 6;

#[test]
fn checked_access_refuses_a_typed_id_of_the_wrong_version() {
    let ids = vec![UserId::new(), UserId::new()];
    // Edited in rkyv's `AlignedVec`, not a `Vec<u8>`: rkyv reads an archive in place,
    // aligned (Miri, whose allocations have only the alignment asked for, found copies
    // in a `Vec` misaligned).
    let mut bytes = rkyv::to_bytes::<Error>(&ids).unwrap();
    // The second ID's version, 7 to 4. The `Vec`'s elements come first in the archive.
    let octet = &mut bytes[16 + VERSION_OCTET];
    *octet = 0x40 | (*octet & 0x0f);
    let err = rkyv::access::<rkyv::Archived<Vec<UserId>>, Error>(&bytes).unwrap_err();
    assert!(
        err.to_string()
            .contains("wrong UUID version: expected 7, found 4"),
        "{err}"
    );
}

#[test]
fn checked_access_refuses_a_nil_non_nil_uuid() {
    let account = account();
    let bytes = rkyv::to_bytes::<Error>(&account).unwrap();
    let archived = rkyv::access::<ArchivedAccount, Error>(&bytes).unwrap();
    let offset = std::ptr::from_ref(&archived.owner) as usize - bytes.as_ptr() as usize;
    let mut forged = bytes.clone();
    forged[offset..offset + 16].fill(0);
    let err = rkyv::access::<ArchivedAccount, Error>(&forged).unwrap_err();
    assert!(err.to_string().contains("unexpected nil UUID"), "{err}");
}

#[test]
fn every_flipped_bit_gives_an_error_or_valid_ids() {
    let ids = vec![
        UserId::new(),
        UserId::from_uuid(uuid!("01890a5d-ac96-774b-bcce-b302099a8057")),
    ];
    let bytes = rkyv::to_bytes::<Error>(&ids).unwrap();
    let (mut refused, mut read) = (0, 0);
    for bit in 0..bytes.len() * 8 {
        let mut flipped = bytes.clone();
        flipped[bit / 8] ^= 1 << (bit % 8);
        match rkyv::access::<rkyv::Archived<Vec<UserId>>, Error>(&flipped) {
            Ok(archived) => {
                read += 1;
                for id in archived.iter() {
                    assert_eq!(id.as_uuid().get_version_num(), 7, "bit {bit}");
                    assert_eq!(id.get().as_uuid(), id.as_uuid());
                }
            }
            Err(_) => refused += 1,
        }
    }
    // The version fields' 8 bits in the IDs, and most of the `Vec`'s own, are refused.
    assert!(refused >= 8, "{refused} refused, {read} read");
    assert!(read >= 2 * (128 - 4), "{refused} refused, {read} read");
}
