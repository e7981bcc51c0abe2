//! The typed IDs and values the database and API tests store and send: every combination
//! of prefix and version, and UUIDs that exercise every octet. Each suite uses a part.

use uuid_runtime::{NonNilUuid, TypedId, Uuid, uuid};

/// The node of the v1 and v6 UUIDs the suites make with `Uuid::now_v1` and `now_v6`.
pub const NODE: [u8; 6] = [0x02, 0x42, 0xac, 0x11, 0x00, 0x02];

/// A prefix and a version: a TypeID in text, a plain UUID in the database.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(Uuid);

/// A prefix and a version, never the nil UUID: `Option<MemberId>` is 16 bytes. The same
/// values as a `UserId`, stored and written the same.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "member", version = 7)]
pub struct MemberId(NonNilUuid);

/// A prefix, any version.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "order")]
pub struct OrderId(Uuid);

/// A version, no prefix.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(version = 4)]
pub struct TokenId(Uuid);

/// Neither.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SessionId(Uuid);

/// One row of the `accounts` tables: every kind of typed ID, and a nullable one.
pub type Account = (UserId, OrderId, TokenId, Option<SessionId>);

/// `count` fresh accounts: an `OrderId` holds a v6 UUID (it takes any version), and
/// every other account has a session (NULL in the rest).
pub fn accounts(count: usize) -> Vec<Account> {
    (0..count)
        .map(|i| {
            (
                UserId::new(),
                OrderId::from_uuid(Uuid::now_v6(&NODE)),
                TokenId::new(),
                (i % 2 == 0).then(SessionId::new),
            )
        })
        .collect()
}

/// A version 4 UUID, which no `UserId` may hold.
pub const V4: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
/// A version 7 UUID (RFC 9562 A.6).
pub const V7: Uuid = uuid!("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");

/// Nil, max, the namespaces, fixed v4 and v7 values, fresh ones, and for each octet a
/// value with only that octet's high bit set and one with only that bit clear.
pub fn samples() -> Vec<Uuid> {
    let mut samples = vec![
        Uuid::NIL,
        Uuid::MAX,
        Uuid::NAMESPACE_DNS,
        Uuid::NAMESPACE_X500,
        V4,
        V7,
        Uuid::new_v4(),
        Uuid::now_v7(),
    ];
    for octet in 0..16 {
        samples.push(Uuid::from_u128(1 << (127 - 8 * octet)));
        samples.push(Uuid::from_u128(!(1 << (127 - 8 * octet))));
    }
    samples
}

/// The `uuid` crate's value with the same octets, built from them (not through the
/// `From` conversions under test elsewhere).
pub fn to_uuid_crate(id: Uuid) -> uuid::Uuid {
    uuid::Uuid::from_bytes(*id.as_bytes())
}

/// `uuid` with its version field set to `version` (the variant left as it is).
fn with_version(uuid: Uuid, version: u8) -> Uuid {
    let mut bytes = uuid.into_bytes();
    bytes[6] = (bytes[6] & 0x0f) | (version << 4);
    Uuid::from_bytes(bytes)
}

/// `per_version` values of every version field 0..=15, made by our generators and
/// constructors where the version has one and from random octets where it has none,
/// plus nil, max, and for every octet each value with only its high bit set, only it
/// clear, and the octet alone at `0x7f`, `0x80` and `0xff`.
pub fn ordering_values(per_version: usize) -> Vec<Uuid> {
    let mut values = vec![Uuid::NIL, Uuid::MAX];
    for octet in 0..16 {
        let shift = 120 - 8 * octet;
        for byte in [0x7f_u128, 0x80, 0xff] {
            values.push(Uuid::from_u128(byte << shift));
            values.push(Uuid::from_u128(!(byte << shift)));
        }
    }
    let random = || Uuid::new_v4().as_u128();
    for version in 0..=15 {
        for i in 0..per_version {
            let name = i.to_le_bytes();
            values.push(match version {
                1 => Uuid::now_v1(&NODE),
                3 => Uuid::new_v3(&Uuid::NAMESPACE_DNS, &name),
                4 => Uuid::new_v4(),
                5 => Uuid::new_v5(&Uuid::NAMESPACE_URL, &name),
                6 => Uuid::now_v6(&NODE),
                // Timestamps from the whole 48-bit range, not only this millisecond.
                7 if i % 2 == 0 => Uuid::now_v7(),
                7 => uuid_runtime::Builder::from_unix_timestamp_millis(
                    (random() >> 80) as u64,
                    &random().to_be_bytes()[..10].try_into().unwrap(),
                )
                .into_uuid(),
                8 => Uuid::new_v8(random().to_be_bytes()),
                _ => with_version(Uuid::from_u128(random()), version),
            });
        }
    }
    values
}
