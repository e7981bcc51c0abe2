//! Every macro and a typed ID of each kind, under the strictest lints.

use uuid_runtime::{TypedId, TypedIdEnum, Uuid, uuid, uuid_v3, uuid_v5, uuid_v8_sha256};

/// A literal.
pub const LITERAL: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
/// Text from a constant.
pub const TEXT: &str = "67e55044-10b1-426f-9247-bb680e5fe0c8";
/// A UUID from a constant's text.
pub const FROM_TEXT: Uuid = uuid!(TEXT);
/// A name-based UUID of each version.
pub const NAMES: [Uuid; 4] = [
    uuid_v3!(DNS, "www.example.com"),
    uuid_v5!(LITERAL, "www.example.com"),
    uuid_v8_sha256!(TEXT, concat!("www.", "example.com")),
    uuid_v5!(Uuid::NAMESPACE_URL, TEXT.as_bytes()),
];

/// A generated typed ID with a prefix.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(Uuid);

/// A typed ID without a prefix or version, with a named field.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SessionId {
    uuid: Uuid,
}

/// A name-based typed ID.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(
    prefix = "page",
    namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8",
    version = 8
)]
pub struct PageId(Uuid);

/// One of several kinds of ID, read by its prefix.
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A user.
    User(UserId),
    /// A page.
    Page(PageId),
}

/// A user, in a constant.
pub const ADMIN: Subject = Subject::parse("user_01h455vb4pex5vsknk084sn02q");

/// An enum of one kind.
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlyUsers {
    /// A user.
    User(UserId),
}

/// Matches a literal and a name-based pattern.
#[must_use]
pub const fn describe(id: Uuid) -> &'static str {
    match id {
        uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8") => "literal",
        uuid_v5!(DNS, "www.example.com") => "example",
        _ => "other",
    }
}

/// Generic code over typed IDs.
#[must_use]
pub const fn prefix_of<T: TypedId>(_: &T) -> &'static str {
    T::PREFIX
}
