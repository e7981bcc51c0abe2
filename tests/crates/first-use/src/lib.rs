//! What a user who just added `uuid-runtime` writes first, without `std`: the macros,
//! a typed ID, its time window and an enum of typed IDs. Built with `default-features = false, features
//! = ["macros"]`.
#![no_std]

use core::ops::Range;

use uuid_runtime::{TypedId, TypedIdEnum, Uuid, timestamp, uuid, uuid_v5};

/// A literal, checked at compile time.
pub const ID: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
/// A name-based UUID, computed at compile time (RFC 9562 A.4).
pub const PAGE: Uuid = uuid_v5!(DNS, "www.example.com");

/// A typed ID: a TypeID in text, version 7 required.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(Uuid);

/// A fixed user, checked at compile time (RFC 9562 A.6's v7).
pub const ADMIN: UserId = UserId::from_uuid(uuid!("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"));

/// The users of May 2026, as a range of keys, computed at compile time.
pub const MAY: Range<UserId> = UserId::range_v7(
    timestamp!("2026-05-01T00:00:00Z"),
    timestamp!("2026-06-01T00:00:00Z"),
);

/// An organisation: any version.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "org")]
pub struct OrgId(Uuid);

/// A user's or an organisation's ID, read by its prefix.
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// A user.
    User(UserId),
    /// An organisation.
    Org(OrgId),
}

/// The fixed user, as an owner, read at compile time.
pub const OWNER: Owner = Owner::parse("user_01fwhe4ydgfk1shh6w1g60eecf");
