//! Polymorphic IDs: an enum whose variants each hold a typed ID with a prefix, read from
//! text by its prefix (`user_...` is a `UserId`, `org_...` an `OrgId`), with distinct
//! prefixes proved when the crate is built.
//!
//! `#[derive(TypedIdEnum)]` (in `uuid-runtime-macros`, re-exported here) writes the
//! items through `__impl_typed_id_enum!` (`derive.rs`); the dispatch on the prefix and the
//! checks it evaluates at compile time are `dispatch.rs`.

mod derive;
pub mod dispatch;

use core::fmt;
use core::str::FromStr;

use crate::{TypedIdError, Uuid};

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use uuid_runtime_macros::TypedIdEnum;

/// An ID that may be any of several kinds: an enum whose variants each hold one typed ID
/// with a prefix, which `#[derive(TypedIdEnum)]` implements.
///
/// Text is read by its prefix, then by that variant's own parser, so each variant keeps
/// its format, version and errors; it is written as the variant's own text form. Use it
/// where an API takes an ID of one of several kinds: GraphQL's `node(id: ID!)`, a
/// payment's source, an audit entry's subject.
///
/// ```
/// use uuid_runtime::{TypedId, TypedIdEnum, Uuid};
///
/// #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// #[typed_id(prefix = "user", version = 7)]
/// struct UserId(Uuid);
///
/// #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// #[typed_id(prefix = "org")]
/// struct OrgId(Uuid);
///
/// #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// #[typed_id(prefix = "key", format = "base58")]
/// struct KeyId(Uuid);
///
/// #[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// enum Subject {
///     User(UserId),
///     Org(OrgId),
///     Key(KeyId),
/// }
///
/// assert_eq!(Subject::PREFIXES, ["user", "org", "key"]);
///
/// let user = UserId::new();
/// let subject: Subject = user.to_string().parse().unwrap();
/// assert_eq!(subject, Subject::User(user));
/// assert_eq!(subject.prefix(), "user");
/// assert_eq!(subject.into_uuid(), user.into_uuid());
/// assert_eq!(subject.to_string(), user.to_string());
///
/// // Each variant keeps its own format.
/// let key: Subject = "key_1BzmjTFLHWXwiSK4y3H5iW".parse().unwrap();
/// assert_eq!(UserId::try_from(key).unwrap_err().to_string(), "wrong prefix: expected `user`, found `key`");
///
/// // An unknown prefix lists the expected ones; a known one keeps its type's errors.
/// let err = "team_01h455vb4pex5vsknk084sn02q".parse::<Subject>().unwrap_err();
/// assert_eq!(err.to_string(), "expected one of the prefixes user, org, key; found team");
/// let err = "user_626ang150m27pb7j4zdffcxp26".parse::<Subject>().unwrap_err();
/// assert_eq!(err.to_string(), "wrong UUID version: expected 7, found 1");
///
/// // In `const` too: a bad constant fails the build with the parser's message.
/// const ROOT: Subject = Subject::parse("org_01h455vb4pex5vsknk084sn02q");
/// assert_eq!(ROOT.prefix(), "org");
/// ```
///
/// # What the derive checks
///
/// Each variant must be a tuple variant holding one type that derives `TypedId` and has
/// a prefix; anything else is one error at that variant. Two variants whose types share
/// a prefix (wherever the types are declared, in this crate or another) fail the build
/// with one error, `prefix "user" is used by both Subject::User (UserId) and
/// Subject::Admin (AdminId)`: the derive compares the types' [`TypedId::PREFIX`]
/// constants in a constant it declares, and the compiler reports that constant's
/// evaluation failing (error `E0080`, "evaluation panicked") with this message.
///
/// # What the derive gives
///
/// - this trait;
/// - `FromStr` and `TryFrom<&str>` (errors are [`TypedIdError`]s), and `Display`;
/// - `const fn try_parse(&str) -> Result<Self, TypedIdError>` and
///   `const fn parse(&str) -> Self`, as a typed ID has;
/// - `From<UserId>` for the enum for each variant's type, and `TryFrom<Subject>` for
///   each variant's type (a [`TypedIdErrorKind::WrongPrefix`](crate::TypedIdErrorKind)
///   error for another variant);
/// - with the features `serde`, `async-graphql`, `utoipa5`/`utoipa6`, `schemars` and
///   `ts-rs`: the text form, as a string, a scalar, a `oneOf` of the variants' schemas
///   and the union of their TypeScript types. Storage stays with the variants (the
///   user's guide shows the two-column pattern).
///
/// [`TypedId::PREFIX`]: crate::TypedId::PREFIX
pub trait TypedIdEnum: Sized + fmt::Display + FromStr<Err = TypedIdError> {
    /// The variants' prefixes, in the order of the variants.
    const PREFIXES: &'static [&'static str];

    /// The UUID the variant holds, borrowed.
    fn as_uuid(&self) -> &Uuid;

    /// The UUID the variant holds.
    #[inline]
    fn into_uuid(self) -> Uuid {
        *self.as_uuid()
    }

    /// The prefix of the variant's type.
    fn prefix(&self) -> &'static str;
}
