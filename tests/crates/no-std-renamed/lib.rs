//! Compile-time UUIDs in a `#![no_std]` crate that renamed the dependency.
#![no_std]

use core::ops::Range;

use my_uuid::{
    NonNilUuid, Timestamp, TypedId, Uuid, timestamp, uuid, uuid_v3, uuid_v5, uuid_v8_sha256,
};

/// A literal in every text form.
pub const HYPHENATED: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
/// The braced form, uppercase.
pub static BRACED: Uuid = uuid!("{67E55044-10B1-426F-9247-BB680E5FE0C8}");
/// RFC 9562 A.2.
pub const V3: Uuid = uuid_v3!(DNS, "www.example.com");
/// RFC 9562 A.4.
pub const V5: Uuid = uuid_v5!(DNS, "www.example.com");
/// RFC 9562 B.2.
pub const V8: Uuid = uuid_v8_sha256!(DNS, "www.example.com");
/// A namespace that is a constant, hashed by the runtime's `const fn`.
pub const ROOT: Uuid = uuid_v5!(HYPHENATED, b"root");

/// A typed ID; `crate = "my_uuid"` points the derive at the renamed dependency.
#[derive(TypedId, Clone, Copy, PartialEq, Eq)]
#[typed_id(
    crate = "my_uuid",
    prefix = "order",
    version = 5,
    namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"
)]
pub struct OrderId(Uuid);

/// An event: a v7 typed ID, with the bounds of time windows.
#[derive(TypedId, Clone, Copy, PartialEq, Eq)]
#[typed_id(crate = "my_uuid", version = 7)]
pub struct EventId(Uuid);

/// A member: never the nil UUID, so that `Option<MemberId>` is 16 bytes.
#[derive(TypedId, Clone, Copy, PartialEq, Eq)]
#[typed_id(crate = "my_uuid", prefix = "member", version = 7)]
pub struct MemberId(NonNilUuid);

/// A member written in code, checked at compile time.
pub const FOUNDER: MemberId = MemberId::parse("member_01h455vb4pex5vsknk084sn02q");
/// `None` in the nil's place.
pub const NOBODY: Option<MemberId> = None;
const _: () = assert!(core::mem::size_of::<Option<MemberId>>() == 16);

/// A timestamp literal, and one from a constant expression.
pub const LAUNCH: Timestamp = timestamp!("2026-05-01T09:30:00+02:00");
/// The same instant, through a macro call.
pub static LAUNCH_UTC: Timestamp = timestamp!(concat!("2026-05-01", "T07:30:00Z"));
/// A window of typed IDs and one of UUIDs, computed at compile time without `std`.
pub const MAY: Range<EventId> = EventId::range_v7(
    timestamp!("2026-05-01T00:00:00Z"),
    timestamp!("2026-06-01T00:00:00Z"),
);
/// The same window as UUIDs.
pub const MAY_UUIDS: Range<Uuid> = Uuid::range_v7(
    timestamp!("2026-05-01T00:00:00Z"),
    timestamp!("2026-06-01T00:00:00Z"),
);

/// Literals as `match` patterns.
pub fn describe(id: Uuid) -> &'static str {
    match id {
        uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8") => "example",
        uuid_v5!(DNS, "www.example.com") => "v5",
        _ => "other",
    }
}

/// The typed ID's constant and conversions work without `std`.
pub fn order(name: &[u8]) -> Uuid {
    OrderId::from_name(name).into_uuid()
}
