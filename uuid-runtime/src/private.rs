//! Items the macros' expansions name. Not part of the API: no stability promises.

#[cfg(feature = "macros")]
pub use uuid_runtime_macros::{uuid_literal, uuid_v3, uuid_v5, uuid_v8};

use crate::Uuid;
/// For the fuzz target that checks where the carets stand.
pub use crate::shared::draw::Drawing;
use crate::shared::message::Message;
use crate::shared::text::hex;

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

/// The namespace argument of `uuid_v3!`, `uuid_v5!` and `uuid_v8!` when it is not a
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

/// The name argument of `uuid_v3!`, `uuid_v5!` and `uuid_v8!` when it is not a
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

/// The type a typed ID's field must have. `#[derive(TypedId)]` reads and writes the
/// field only through [`field`], whose signature names `<Field as TypedIdField>::Uuid`:
/// for a field of another type named `Uuid` that is one error, at the field's type,
/// and the reads and writes add none of their own.
#[diagnostic::on_unimplemented(
    message = "the field of a typed ID must be `uuid_runtime::Uuid`, found `{Self}`",
    label = "expected `uuid_runtime::Uuid`",
    note = "the `uuid` crate's `Uuid` converts with `uuid_runtime::Uuid::from` (feature `uuid`)"
)]
pub trait TypedIdField {
    /// `Uuid` itself.
    type Uuid;
}

impl TypedIdField for Uuid {
    type Uuid = Uuid;
}

/// A typed ID's field of type `F`, or the `Uuid` to store in it: the identity, through
/// which `Uuid` and the field's type meet (see [`TypedIdField`]).
pub const fn field<F: TypedIdField<Uuid = Uuid>>(value: &F::Uuid) -> &F::Uuid {
    value
}

/// The panic of a typed ID's `from_uuid` (`function`) given a UUID of the wrong
/// version: in a `const` item, a build error that names both versions.
pub const fn wrong_version(function: &str, expected: u8, found: u8) -> ! {
    let mut message = Message::new();
    message
        .push_char('`')
        .push_str(function)
        .push_str("`: expected a version ")
        .push_usize(expected as usize)
        .push_str(" UUID, found version ")
        .push_usize(found as usize);
    panic!("{}", message.as_str())
}

/// The generic bodies of the items `#[derive(TypedId)]` generates.
pub use crate::typed_id::text as typed_id;
/// What `#[derive(TypedId)]` expands to calls: `impl_typed_id_new!` expands to nothing
/// without `std`, and `impl_typed_id_integrations!` to the impls of the enabled
/// integrations (see `src/integrations/mod.rs`), so the derive's output does not depend
/// on the features.
pub use crate::{
    __impl_typed_id as impl_typed_id, __impl_typed_id_fallback as impl_typed_id_fallback,
    __impl_typed_id_integrations as impl_typed_id_integrations,
    __impl_typed_id_new as impl_typed_id_new,
};
/// What `#[derive(TypedIdEnum)]` expands to calls, and the functions its code calls.
pub use crate::{
    __impl_typed_id_enum as impl_typed_id_enum,
    __impl_typed_id_enum_fallback as impl_typed_id_enum_fallback,
    typed_id_enum::dispatch as typed_id_enum,
};

/// For `__impl_typed_id_serde!`.
#[cfg(feature = "serde")]
pub use crate::integrations::serde as serde_impl;
#[cfg(feature = "serde")]
pub use ::serde;

/// For `__impl_typed_id_arbitrary!`.
#[cfg(feature = "arbitrary")]
pub use crate::integrations::arbitrary as arbitrary_impl;
#[cfg(feature = "arbitrary")]
pub use ::arbitrary;

/// For `__impl_typed_id_proptest!`.
#[cfg(feature = "proptest")]
pub use crate::integrations::proptest as proptest_impl;
#[cfg(feature = "proptest")]
pub use ::proptest;

/// For `__impl_typed_id_borsh!`.
#[cfg(feature = "borsh")]
pub use crate::integrations::borsh as borsh_impl;
#[cfg(feature = "borsh")]
pub use ::borsh;

/// For `__impl_typed_id_rkyv!`.
#[cfg(feature = "rkyv")]
pub use crate::integrations::rkyv as rkyv_impl;
#[cfg(feature = "rkyv")]
pub use ::rkyv;
// For the database and schema integrations' `__impl_typed_id_<feature>!` macros: the
// crates whose traits they implement, and the generic bodies in each integration's file.
#[cfg(feature = "diesel-mysql")]
pub use crate::integrations::diesel_mysql as diesel_mysql_impl;
#[cfg(feature = "diesel-postgres")]
pub use crate::integrations::diesel_postgres as diesel_postgres_impl;
#[cfg(feature = "diesel-sqlite")]
pub use crate::integrations::diesel_sqlite as diesel_sqlite_impl;
#[cfg(feature = "mysql")]
pub use crate::integrations::mysql as mysql_impl;
#[cfg(feature = "postgres")]
pub use crate::integrations::postgres as postgres_impl;
#[cfg(feature = "rusqlite")]
pub use crate::integrations::rusqlite as rusqlite_impl;
#[cfg(feature = "schemars")]
pub use crate::integrations::schemars as schemars_impl;
#[cfg(feature = "sea-orm")]
pub use crate::integrations::sea_orm as sea_orm_impl;
#[cfg(feature = "_sqlx")]
pub use crate::integrations::sqlx as sqlx_impl;
#[cfg(feature = "sqlx-postgres")]
pub use crate::integrations::sqlx_postgres as sqlx_postgres_impl;
#[cfg(feature = "postgres")]
pub use ::{bytes, postgres_types};
#[cfg(feature = "_diesel")]
pub use ::diesel;
#[cfg(feature = "mysql")]
pub use ::mysql_common;
#[cfg(feature = "rusqlite")]
pub use ::rusqlite;
#[cfg(feature = "schemars")]
pub use ::schemars;
#[cfg(feature = "sea-orm")]
pub use ::sea_orm;
#[cfg(feature = "_sqlx")]
pub use ::sqlx;
#[cfg(feature = "sqlx-mysql")]
pub use ::sqlx_mysql;
#[cfg(feature = "sqlx-postgres")]
pub use ::sqlx_postgres;
#[cfg(feature = "sqlx-sqlite")]
pub use ::sqlx_sqlite;
#[cfg(feature = "_text-form")]
pub use alloc::borrow::Cow;
#[cfg(any(feature = "sea-orm", feature = "async-graphql", feature = "ts-rs"))]
pub use alloc::string::String;
#[cfg(feature = "sea-orm")]
pub use alloc::vec::Vec;

// For the store integrations' `__impl_typed_id_<feature>!` macros, likewise.
#[cfg(feature = "bson")]
pub use crate::integrations::bson as bson_impl;
#[cfg(feature = "redis")]
pub use crate::integrations::redis as redis_impl;
#[cfg(feature = "scylla")]
pub use crate::integrations::scylla as scylla_impl;
#[cfg(feature = "bson")]
pub use ::bson;
#[cfg(feature = "redis")]
pub use ::redis;
#[cfg(feature = "scylla")]
pub use ::scylla_cql_core;

// For the API integrations' `__impl_typed_id_<feature>!` macros, likewise.
#[cfg(feature = "async-graphql")]
pub use crate::integrations::async_graphql as async_graphql_impl;
#[cfg(feature = "ts-rs")]
pub use crate::integrations::ts_rs as ts_rs_impl;
#[cfg(feature = "utoipa5")]
pub use crate::integrations::utoipa::v5 as utoipa5_impl;
#[cfg(feature = "utoipa6")]
pub use crate::integrations::utoipa::v6 as utoipa6_impl;
#[cfg(feature = "async-graphql")]
pub use ::async_graphql;
#[cfg(feature = "ts-rs")]
pub use ::ts_rs;
#[cfg(feature = "utoipa5")]
pub use ::utoipa5;
#[cfg(feature = "utoipa6")]
pub use ::utoipa6;
#[cfg(feature = "ts-rs")]
pub use std::path::PathBuf;

/// The run-time text kernels, for the tests and fuzz targets that check each
/// instruction set's against the `const` code.
pub mod text_kernels {
    pub use crate::fmt::cpu::InstructionSet;
    #[cfg(feature = "std")]
    pub use crate::fmt::cpu::{force, reset};

    /// The 16 octets of valid text in any of the four RFC 9562 forms, or `None`, with
    /// the kernels of `set`: what `Uuid::parse_str` runs before it diagnoses.
    ///
    /// # Panics
    ///
    /// If this processor does not run `set`.
    #[allow(unsafe_code)]
    pub fn decode_hex(set: InstructionSet, text: &[u8]) -> Option<[u8; 16]> {
        assert!(set.is_available(), "this processor does not run {set:?}");
        // SAFETY: it does, as just checked.
        unsafe { crate::fmt::hex_decode_with(set, text) }
    }

    /// The hyphenated form of `uuid` written with the kernel of `set`, lowercase or
    /// (`upper`) uppercase: what `encode_lower`, `encode_upper` and `Display` run.
    ///
    /// # Panics
    ///
    /// If this processor does not run `set`.
    #[allow(unsafe_code)]
    pub fn encode_hyphenated(set: InstructionSet, uuid: crate::Uuid, upper: bool) -> [u8; 36] {
        assert!(set.is_available(), "this processor does not run {set:?}");
        let mut out = [0; 36];
        // SAFETY: it does, as just checked.
        unsafe { crate::fmt::hyphenated_with(set, uuid.as_bytes(), upper, &mut out) };
        out
    }

    /// The simple form of `uuid` written with the kernel of `set`, as
    /// [`encode_hyphenated`] writes the hyphenated one.
    ///
    /// # Panics
    ///
    /// If this processor does not run `set`.
    #[allow(unsafe_code)]
    pub fn encode_simple(set: InstructionSet, uuid: crate::Uuid, upper: bool) -> [u8; 32] {
        assert!(set.is_available(), "this processor does not run {set:?}");
        let mut out = [0; 32];
        // SAFETY: it does, as just checked.
        unsafe { crate::fmt::simple_with(set, uuid.as_bytes(), upper, &mut out) };
        out
    }
}
