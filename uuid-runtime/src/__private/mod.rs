//! Every item that is public only for code outside the crate's API: what the macros'
//! expansions name, and the hooks of the workspace's tests and fuzz targets. Not part of
//! the API: no stability promises, and hidden from the docs.
//!
//! This file holds what the literal macros' expansions name (`uuid!`, `uuid_v3!`,
//! `uuid_v5!`, `uuid_v8_sha256!`, `timestamp!`): small and stable, what the UI tests'
//! snapshots quote. `derive.rs` holds what the derives' expansions name, `integrations`
//! what the integrations' typed-ID macros name, and `testing.rs` the test hooks, compiled
//! only with the internal feature `_testing` (the workspace's tests and fuzz targets
//! turn it on; a user's build never has it).

#[cfg(feature = "macros")]
pub use uuid_runtime_macros::{timestamp_literal, uuid_literal, uuid_v3, uuid_v5, uuid_v8_sha256};

use crate::shared::rfc3339;
use crate::shared::text::hex;
use crate::{Timestamp, Uuid};

/// A UUID as an associated constant of a const-generic type, so that an expansion is a
/// path: valid as a pattern as well as an expression.
pub struct Literal<const VALUE: u128>;

impl<const VALUE: u128> Literal<VALUE> {
    /// The UUID whose 128 bits are `VALUE`.
    pub const UUID: Uuid = Uuid::from_u128(VALUE);
}

/// The UUID `text` spells, for `uuid!` with an argument that is not a literal; in a
/// constant, text that is not a UUID fails the build with the parser's own message.
///
/// # Panics
///
/// If `text` is not a UUID; the macros call this only in constants, where that panic
/// is a build error.
pub const fn parse_text(text: &str) -> Uuid {
    match hex::parse(text) {
        Ok(bytes) => Uuid::from_bytes(bytes),
        Err(err) => panic!("{}", err.message_with(text).as_str()),
    }
}

/// The namespace argument of `uuid_v3!`, `uuid_v5!` and `uuid_v8_sha256!` when it is not a
/// literal: a `Uuid`, or text read as `uuid!` reads it.
///
/// The inherent `get` of each accepted type is a `const fn`, which a trait method
/// cannot be on stable Rust. For any other type, `new` fails its bound with the
/// message of [`NamespaceType`] and `get` resolves to [`UnsupportedNamespace`]'s, so
/// that the user sees that one error and nothing after it (the expansion imports the
/// trait; a body with a type error is not const-checked).
pub struct Namespace<T>(T);

/// The types a namespace argument may have.
#[diagnostic::on_unimplemented(
    message = "a namespace must be a `Uuid` or a UUID string, found `{Self}`",
    label = "expected `Uuid` or `&str`"
)]
pub trait NamespaceType {}

impl NamespaceType for Uuid {}
impl NamespaceType for &Uuid {}
impl NamespaceType for &str {}

impl<T: NamespaceType> Namespace<T> {
    /// The argument, of an accepted type.
    pub const fn new(value: T) -> Self {
        Self(value)
    }
}

impl Namespace<Uuid> {
    /// The namespace.
    pub const fn get(self) -> Uuid {
        self.0
    }
}

impl Namespace<&Uuid> {
    /// The namespace.
    pub const fn get(self) -> Uuid {
        *self.0
    }
}

impl Namespace<&str> {
    /// The namespace the text spells; see [`parse_text`].
    pub const fn get(self) -> Uuid {
        parse_text(self.0)
    }
}

/// `get` for the types [`Namespace::new`] rejects, so that its error is the only one.
pub trait UnsupportedNamespace {
    /// Never called: the build has already failed.
    fn get(self) -> Uuid;
}

impl<T> UnsupportedNamespace for Namespace<T> {
    fn get(self) -> Uuid {
        unreachable!("`Namespace::new` rejects this type")
    }
}

/// The name argument of `uuid_v3!`, `uuid_v5!` and `uuid_v8_sha256!` when it is not a
/// literal: text (its UTF-8 bytes) or bytes. Built like [`Namespace`].
pub struct Name<T>(T);

/// The types a name argument may have.
#[diagnostic::on_unimplemented(
    message = "a name must be text or bytes (`&str`, `&[u8]` or `&[u8; N]`), found `{Self}`",
    label = "expected `&str`, `&[u8]` or `&[u8; N]`"
)]
pub trait NameType {}

impl NameType for &str {}
impl NameType for &[u8] {}
impl<const N: usize> NameType for &[u8; N] {}

impl<T: NameType> Name<T> {
    /// The argument, of an accepted type.
    pub const fn new(value: T) -> Self {
        Self(value)
    }
}

impl<'a> Name<&'a str> {
    /// The text's UTF-8 bytes.
    pub const fn bytes(self) -> &'a [u8] {
        self.0.as_bytes()
    }
}

impl<'a> Name<&'a [u8]> {
    /// The bytes.
    pub const fn bytes(self) -> &'a [u8] {
        self.0
    }
}

impl<'a, const N: usize> Name<&'a [u8; N]> {
    /// The bytes.
    pub const fn bytes(self) -> &'a [u8] {
        self.0
    }
}

/// `bytes` for the types [`Name::new`] rejects, so that its error is the only one.
pub trait UnsupportedName {
    /// Never called: the build has already failed.
    fn bytes(self) -> &'static [u8];
}

impl<T> UnsupportedName for Name<T> {
    fn bytes(self) -> &'static [u8] {
        unreachable!("`Name::new` rejects this type")
    }
}

/// A timestamp as an associated constant of a const-generic type: what `timestamp!`
/// expands to, a path to a constant, like a UUID's [`Literal`].
pub struct TimestampLiteral<const UNIX_NANOS: i128>;

impl<const UNIX_NANOS: i128> TimestampLiteral<UNIX_NANOS> {
    /// The instant `UNIX_NANOS` nanoseconds after 1970-01-01T00:00:00Z.
    pub const TIMESTAMP: Timestamp = Timestamp::from_unix_nanos(UNIX_NANOS);
}

/// The instant the RFC 3339 `text` names, for `timestamp!` with an argument that is not
/// a literal; in a constant, text that is not a date-time fails the build with the
/// parser's own message.
///
/// # Panics
///
/// If `text` is not an RFC 3339 date-time; the macro calls this only in constants,
/// where that panic is a build error.
pub const fn parse_timestamp(text: &str) -> Timestamp {
    match rfc3339::parse(text) {
        Ok(instant) => Timestamp::from_unix_nanos(instant.to_unix_nanos()),
        Err(err) => panic!("{}", err.message_with(text).as_str()),
    }
}

mod derive;
pub use self::derive::*;

#[cfg(feature = "_testing")]
pub mod testing;
