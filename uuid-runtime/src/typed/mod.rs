//! Typed IDs: newtypes over [`Uuid`] that keep a `UserId` from being passed where an
//! `OrderId` is expected, with the TypeID text form (`user_01h455vb4pex5vsknk084sn02q`)
//! when they have a prefix.
//!
//! `#[derive(TypedId)]` (in `uuid-runtime-macros`, re-exported here) writes the items; the
//! [`TypedId`] trait lets generic code take any of them. The formatting, parsing and
//! checking of a typed ID's text live here, written once, in `text` (the typed-ID text
//! engine, which the derived code and the integrations call), so that each derive
//! expands to a few calls.

mod derive;
pub(crate) mod error;
pub(crate) mod polymorphic;
pub mod text;

use core::fmt;
use core::str::FromStr;

pub use self::error::{TypedIdError, TypedIdErrorKind};
use crate::{TypedIdFormat, Uuid};

/// The `#[derive(TypedId)]` macro: the trait's namesake in the macro namespace, as
/// `serde` pairs `Serialize` the trait with `Serialize` the derive.
///
/// **Available with the `macros` feature**, on by default.
///
/// See the [`TypedId`](trait@TypedId) trait for the attributes and what is generated.
///
/// ```
/// use uuid_runtime::{TypedId, Uuid};
///
/// #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
/// #[typed_id(prefix = "order")]
/// struct OrderId(Uuid);
///
/// let id = OrderId::from_uuid(Uuid::from_u128(1));
/// assert_eq!(id.to_string(), "order_00000000000000000000000001");
/// ```
#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use uuid_runtime_macros::TypedId;

/// A typed ID: a newtype over [`Uuid`] (or [`NonNilUuid`](crate::NonNilUuid)) with an
/// optional TypeID prefix and an optional required version. Implement it with
/// `#[derive(TypedId)]`.
///
/// # The derive
///
/// It applies to a tuple struct with one field, or a struct with one named field, of
/// type `Uuid` or `NonNilUuid` (a key that is never the nil UUID: `Option<Self>` then
/// takes 16 bytes, and every constructor, parser and integration refuses the nil UUID
/// with [`TypedIdErrorKind::Nil`]); the standard traits (`Clone`, `Copy`, `Debug`,
/// `PartialEq`, `Eq`, `PartialOrd`, `Ord`, `Hash`) are left to you, so derive them
/// beside it. The
/// `#[typed_id(...)]` attribute takes:
///
/// | key                  | meaning                                                           |
/// |----------------------|-------------------------------------------------------------------|
/// | `prefix = "user"`    | the TypeID prefix; the text form is TypeID instead of hyphenated |
/// | `format = "base58"`  | the text form: `typeid`, `hyphenated`, `ulid`, `base64url`, `base58` or `base62` ([`TypedIdFormat`]) |
/// | `version = 7`        | the only version accepted: 1, 3, 4, 5, 6, 7 or 8                  |
/// | `namespace = "..."`  | a UUID literal; IDs are derived from names (version 3, 5 or 8; 5 by default) |
/// | `crate = "path"`     | where `uuid_runtime` is, if you renamed the dependency          |
///
/// `format` is `typeid` by default with a prefix and `hyphenated` without; with a prefix
/// the text is `{prefix}_{encoded}` in any format (`user_1BzmjTFLHWXwiSK4y3H5iW` in
/// base58), without one the encoding alone (`format = "typeid"` without a prefix is a
/// TypeID with an empty prefix). `Display`, `FromStr`, serde's human-readable forms and
/// the schema, GraphQL and OpenAPI integrations all follow it.
///
/// Every mistake (an unknown key, a prefix outside the TypeID grammar, an unknown
/// format, a version without a generator, a namespace that is not a UUID, a derive on
/// an enum) is a compile error at the offending token.
///
/// It generates:
/// - `const fn from_uuid(Uuid) -> Self`, which panics if `version` is set and the
///   UUID has another one, or if the field is a `NonNilUuid` and the UUID is nil (in a
///   `const` item, that panic is a compile error);
///   `const fn try_from_uuid(Uuid) -> Result<Self, TypedIdError>`;
///   `const fn as_uuid(&self) -> &Uuid` and `const fn into_uuid(self) -> Uuid`, over
///   either field type; over a `NonNilUuid`, also `const fn as_non_nil(&self) ->
///   &NonNilUuid` and `const fn into_non_nil(self) -> NonNilUuid`;
/// - `const fn parse(&str) -> Self`, for IDs copied into code (in a `const` item,
///   text that is not a value of the type is a compile error with the parser's
///   message), and its twin `const fn try_parse(&str) -> Result<Self, TypedIdError>`;
/// - with feature `std`, `fn new() -> Self` for version 1, 4, 6 or 7, or without a
///   `version` (then it makes a version 7 UUID and any version is accepted);
/// - with `namespace`, `const NAMESPACE: Uuid` and `const fn from_name(&[u8]) -> Self`;
/// - for version 7, or without a `version`, the time-ordered items, named as
///   [`Uuid`]'s: `const fn` `min_v7`, `max_v7` and `range_v7` (the bounds of a time
///   window) and their `try_` twins, and with feature `std`, `fn new_v7(Timestamp) ->
///   Self` and `try_new_v7` (see [time-ordered keys](crate::guide::time_keys));
/// - `Display` and `FromStr` (the `format`), this trait, `AsRef<Uuid>`, and with
///   feature `serde`, `Serialize` and `Deserialize` (the text form in human-readable
///   formats, 16 bytes in binary ones); over a `Uuid`, `TryFrom<Uuid>` (`From<Uuid>`
///   without a `version`); over a `NonNilUuid`, `AsRef<NonNilUuid>`, `From<Self> for
///   NonNilUuid`, `TryFrom<Uuid>` and `TryFrom<NonNilUuid>` (`From<NonNilUuid>` without
///   a `version`).
///
/// `From<Self> for Uuid` is not in the expansion: one blanket impl beside this trait,
/// `impl<T: TypedId> From<T> for Uuid`, converts every typed ID.
///
/// ```
/// use uuid_runtime::{uuid, TypedId, Uuid};
///
/// #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
/// #[typed_id(prefix = "user", version = 7)]
/// pub struct UserId(Uuid);
///
/// let id = UserId::new();
/// assert_eq!(id.as_uuid().get_version_num(), 7);
/// assert_eq!(id.to_string().parse::<UserId>()?, id);
///
/// const ADMIN: UserId = UserId::from_uuid(uuid!("01890a5d-ac96-774b-bcce-b302099a8057"));
/// assert_eq!(ADMIN.to_string(), "user_01h455vb4pex5vsknk084sn02q");
///
/// // IDs copied from logs, checked at compile time.
/// const ROOT: UserId = UserId::parse("user_01h455vb4pex5vsknk084sn02q");
/// assert_eq!(ROOT, ADMIN);
///
/// // Generic code takes any typed ID.
/// fn label<T: TypedId>(id: &T) -> String {
///     format!("{} (version {})", id, id.as_uuid().get_version_num())
/// }
/// assert_eq!(label(&ADMIN), "user_01h455vb4pex5vsknk084sn02q (version 7)");
/// # Ok::<(), uuid_runtime::TypedIdError>(())
/// ```
///
/// A `const` that would hold a UUID of the wrong version, or text that is not a value,
/// does not compile:
///
/// ```compile_fail
/// use uuid_runtime::{uuid, TypedId, Uuid};
///
/// #[derive(TypedId)]
/// #[typed_id(version = 7)]
/// struct EventId(Uuid);
///
/// // error: evaluation panicked: `EventId::from_uuid`: expected a version 7 UUID
/// const FIRST: EventId = EventId::from_uuid(uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8"));
/// ```
///
/// ```compile_fail
/// use uuid_runtime::{TypedId, Uuid};
///
/// #[derive(TypedId)]
/// #[typed_id(prefix = "user")]
/// struct UserId(Uuid);
///
/// // error: evaluation panicked: `UserId::parse`: wrong prefix: expected `user`, found `order`
/// const ADMIN: UserId = UserId::parse("order_01h455vb4pex5vsknk084sn02q");
/// ```
pub trait TypedId: Sized + fmt::Display + FromStr<Err = TypedIdError> {
    /// The TypeID prefix, or `""` when the text form is the hyphenated UUID.
    ///
    /// ```
    /// use uuid_runtime::{TypedId, Uuid};
    ///
    /// #[derive(TypedId)]
    /// #[typed_id(prefix = "user")]
    /// struct UserId(Uuid);
    ///
    /// #[derive(TypedId)]
    /// struct SessionId(Uuid);
    ///
    /// assert_eq!(UserId::PREFIX, "user");
    /// assert_eq!(SessionId::PREFIX, "");
    /// ```
    const PREFIX: &'static str;

    /// The text form: `#[typed_id(format = "...")]`, by default TypeID with a
    /// [`PREFIX`](Self::PREFIX) and the hyphenated form without.
    ///
    /// ```
    /// use uuid_runtime::{TypedId, TypedIdFormat, Uuid};
    ///
    /// #[derive(TypedId)]
    /// #[typed_id(prefix = "user")]
    /// struct UserId(Uuid);
    ///
    /// #[derive(TypedId)]
    /// #[typed_id(format = "ulid")]
    /// struct EventId(Uuid);
    ///
    /// assert_eq!(UserId::FORMAT, TypedIdFormat::TypeId);
    /// assert_eq!(EventId::FORMAT, TypedIdFormat::Ulid);
    /// assert_eq!(EventId::from_uuid(Uuid::MAX).to_string(), "7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
    /// ```
    const FORMAT: TypedIdFormat = if Self::PREFIX.is_empty() {
        TypedIdFormat::Hyphenated
    } else {
        TypedIdFormat::TypeId
    };

    /// The UUID version every value has, or `None` when any version is accepted.
    ///
    /// ```
    /// use uuid_runtime::{TypedId, Uuid};
    ///
    /// #[derive(TypedId)]
    /// #[typed_id(version = 4)]
    /// struct TokenId(Uuid);
    ///
    /// #[derive(TypedId)]
    /// #[typed_id(namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
    /// struct PageId(Uuid);
    ///
    /// assert_eq!(TokenId::VERSION, Some(4));
    /// assert_eq!(PageId::VERSION, Some(5)); // name-based IDs are version 5 by default
    /// ```
    const VERSION: Option<u8>;

    /// The typed ID holding `uuid`, or an error if [`VERSION`](Self::VERSION) is set
    /// and `uuid` has another version (the version field alone is compared).
    ///
    /// ```
    /// use uuid_runtime::{TypedId, TypedIdErrorKind, Uuid};
    ///
    /// fn adopt<T: TypedId>(uuid: Uuid) -> Result<T, uuid_runtime::TypedIdError> {
    ///     T::try_from_uuid(uuid)
    /// }
    ///
    /// #[derive(TypedId, Debug)]
    /// #[typed_id(version = 7)]
    /// struct EventId(Uuid);
    ///
    /// let err = adopt::<EventId>(Uuid::new_v4()).unwrap_err();
    /// assert_eq!(err.kind(), TypedIdErrorKind::WrongVersion { expected: 7, found: 4 });
    /// assert!(adopt::<EventId>(Uuid::now_v7()).is_ok());
    /// ```
    fn try_from_uuid(uuid: Uuid) -> Result<Self, TypedIdError>;

    /// The UUID inside, borrowed (a typed ID over a [`NonNilUuid`](crate::NonNilUuid)
    /// lends its octets as a `Uuid` too). The derive's inherent `const fn as_uuid` is
    /// the same.
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, TypedId, Uuid};
    ///
    /// #[derive(TypedId)]
    /// struct SessionId(Uuid);
    ///
    /// #[derive(TypedId)]
    /// struct AccountId(NonNilUuid);
    ///
    /// fn bits<T: TypedId>(id: &T) -> u128 {
    ///     id.as_uuid().as_u128()
    /// }
    /// assert_eq!(bits(&SessionId::from_uuid(Uuid::from_u128(9))), 9);
    /// assert_eq!(bits(&AccountId::from_uuid(Uuid::from_u128(9))), 9);
    /// ```
    fn as_uuid(&self) -> &Uuid;

    /// The UUID inside, by value.
    ///
    /// ```
    /// use uuid_runtime::{TypedId, Uuid};
    ///
    /// #[derive(TypedId)]
    /// struct SessionId(Uuid);
    ///
    /// fn unwrap<T: TypedId>(id: T) -> Uuid {
    ///     TypedId::into_uuid(id)
    /// }
    /// assert_eq!(unwrap(SessionId::from_uuid(Uuid::MAX)), Uuid::MAX);
    /// ```
    #[inline]
    fn into_uuid(self) -> Uuid {
        *self.as_uuid()
    }

    /// The typed ID of each row of 16 octets, if every one is accepted: the column
    /// readers' path (`arrow::from_array`). Not part of the API: the derive writes one
    /// that checks and builds in one pass without a branch a row, at the speed of a
    /// copy; this default, for an ID written by hand, checks row by row.
    #[doc(hidden)]
    #[cfg(feature = "_alloc")]
    #[inline]
    fn __from_rows(rows: &[[u8; 16]]) -> Option<alloc::vec::Vec<Self>> {
        rows.iter()
            .map(|row| Self::try_from_uuid(Uuid::from_bytes(*row)).ok())
            .collect()
    }
}

/// Every typed ID converts into the UUID it holds: one impl here rather than one per
/// type in the derive's expansion.
///
/// ```
/// use uuid_runtime::{TypedId, Uuid};
///
/// #[derive(TypedId)]
/// struct SessionId(Uuid);
///
/// assert_eq!(Uuid::from(SessionId::from_uuid(Uuid::MAX)), Uuid::MAX);
/// ```
impl<T: TypedId> From<T> for Uuid {
    #[inline]
    fn from(id: T) -> Self {
        id.into_uuid()
    }
}
