//! Optional integrations with other crates, one file each, each behind the Cargo
//! feature of the same name (off by default).
//!
//! An integration implements the other crate's traits for [`Uuid`](crate::Uuid), and
//! for typed IDs through a `macro_rules!` macro, `__impl_typed_id_<feature>!(Type)`,
//! defined in its file. `#[derive(TypedId)]` emits one call,
//! `impl_typed_id_integrations!(Type)`, whatever the features: that macro calls every
//! integration's macro, and the twin defined below for a feature that is off expands
//! to nothing. So the derive's output does not depend on the features; the runtime's
//! decide which impls exist (the `cfg`s are evaluated here, not in the user's crate).
//!
//! Adding an integration `x`:
//!
//! 1. its feature in `Cargo.toml` (`x = ["dep:x", ...]`, documented with `##`), with the
//!    internal feature of what it shares: `_alloc` if it allocates, `_storage` for a
//!    database (the storage contract's decoding and errors), `_text-form` for a schema;
//! 2. its file here, `x.rs`, and its `mod` line below: the impls for `Uuid`, then the
//!    bodies a typed ID's impls call, generic over `UuidValue` so that `NonNilUuid`'s impls
//!    are the same macro's (`crate::__impl_typed_id_x!(NonNilUuid);` in the file);
//! 3. its macro `__impl_typed_id_x!`, its line in `__impl_typed_id_integrations!` and its
//!    no-op twin below;
//! 4. what the macro's expansion names, re-exported in `private.rs` (`x_impl`, `::x`);
//! 5. its tests (a storage backend adds a client of `tests/storage/contract.rs`), its row in
//!    the user's guide's feature table and section, and a line in `CHANGELOG.md`.
//!
//! (One macro serves two features: `__impl_typed_id_diesel_binary!`, diesel's
//! `AsExpression<Binary>`, which SQLite and MySQL share.)

#[cfg(feature = "arbitrary")]
pub mod arbitrary;
#[cfg(feature = "borsh")]
pub mod borsh;
#[cfg(feature = "bytemuck")]
mod bytemuck;
#[cfg(feature = "proptest")]
pub mod proptest;
#[cfg(feature = "rkyv")]
pub mod rkyv;
#[cfg(feature = "serde")]
pub mod serde;
#[cfg(feature = "uuid")]
mod uuid;
#[cfg(feature = "zerocopy")]
mod zerocopy;
// Time libraries: conversions and clocks, no typed-ID impls.
#[cfg(feature = "chrono")]
mod chrono;
#[cfg(feature = "jiff")]
mod jiff;
#[cfg(feature = "time")]
mod time;
// Databases and schemas: one file per feature, and what several of them share (the
// storage contract's decoding; diesel's expression impls; sqlx's typed-ID impls).
#[cfg(feature = "_diesel")]
mod diesel;
#[cfg(feature = "diesel-mysql")]
pub mod diesel_mysql;
#[cfg(feature = "diesel-postgres")]
pub mod diesel_postgres;
#[cfg(feature = "diesel-sqlite")]
pub mod diesel_sqlite;
#[cfg(feature = "mysql")]
pub mod mysql;
#[cfg(feature = "postgres")]
pub mod postgres;
#[cfg(feature = "rusqlite")]
pub mod rusqlite;
#[cfg(feature = "schemars")]
pub mod schemars;
#[cfg(feature = "sea-orm")]
pub mod sea_orm;
#[cfg(feature = "_sqlx")]
pub mod sqlx;
#[cfg(feature = "sqlx-mysql")]
pub mod sqlx_mysql;
#[cfg(feature = "sqlx-postgres")]
pub mod sqlx_postgres;
#[cfg(feature = "sqlx-sqlite")]
pub mod sqlx_sqlite;
#[cfg(feature = "_storage")]
mod storage;
// Stores beyond SQL: documents, key-value and wide-column.
#[cfg(feature = "bson")]
pub mod bson;
#[cfg(feature = "redis")]
pub mod redis;
#[cfg(feature = "scylla")]
pub mod scylla;
// APIs, and what they share with `schemars` (what an ID's text form is).
#[cfg(feature = "async-graphql")]
pub mod async_graphql;
#[cfg(feature = "_text-form")]
mod text_form;
#[cfg(any(feature = "utoipa5", feature = "utoipa6"))]
pub mod utoipa;
// TypeScript.
#[cfg(feature = "ts-rs")]
pub mod ts_rs;
// Analytical data: a module of functions over a trait of its own, which a blanket impl
// gives every typed ID (no foreign trait to implement, so no `__impl_typed_id_arrow!`).
#[cfg(feature = "arrow")]
pub mod arrow;

/// Every integration's impls for a typed ID: the one call the derive emits, with the
/// version every value has (`[]`: any), for the integrations whose impls depend on it.
/// The version is passed on as a token tree: a `literal` fragment would no longer match
/// the `1` of `__impl_typed_id_scylla!`'s arm.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_integrations {
    ($ty:ident) => {
        $crate::__impl_typed_id_integrations!($ty, version = []);
    };
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_typed_id_serde!($ty);
        $crate::__impl_typed_id_arbitrary!($ty);
        $crate::__impl_typed_id_proptest!($ty);
        $crate::__impl_typed_id_borsh!($ty);
        $crate::__impl_typed_id_rkyv!($ty);
        $crate::__impl_typed_id_postgres!($ty);
        $crate::__impl_typed_id_sqlx_postgres!($ty);
        $crate::__impl_typed_id_sqlx_sqlite!($ty);
        $crate::__impl_typed_id_sqlx_mysql!($ty);
        $crate::__impl_typed_id_mysql!($ty);
        $crate::__impl_typed_id_diesel_postgres!($ty);
        $crate::__impl_typed_id_diesel_sqlite!($ty);
        $crate::__impl_typed_id_diesel_mysql!($ty);
        $crate::__impl_typed_id_diesel_binary!($ty);
        $crate::__impl_typed_id_rusqlite!($ty);
        $crate::__impl_typed_id_sea_orm!($ty);
        $crate::__impl_typed_id_bson!($ty);
        $crate::__impl_typed_id_redis!($ty);
        $crate::__impl_typed_id_scylla!($ty, version = [$($version)?]);
        $crate::__impl_typed_id_schemars!($ty);
        $crate::__impl_typed_id_async_graphql!($ty);
        $crate::__impl_typed_id_utoipa5!($ty);
        $crate::__impl_typed_id_utoipa6!($ty);
        $crate::__impl_typed_id_ts_rs!($ty);
    };
}

/// The integrations of a `TypedIdEnum`: its text form only (serde, GraphQL, OpenAPI, JSON
/// Schema, TypeScript); storage stays with the variants.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_integrations {
    ($ty:ident, [$($vty:ty),+]) => {
        $crate::__impl_typed_id_enum_serde!($ty);
        $crate::__impl_typed_id_enum_async_graphql!($ty, [$($vty),+]);
        $crate::__impl_typed_id_enum_utoipa5!($ty, [$($vty),+]);
        $crate::__impl_typed_id_enum_utoipa6!($ty, [$($vty),+]);
        $crate::__impl_typed_id_enum_schemars!($ty, [$($vty),+]);
        $crate::__impl_typed_id_enum_ts_rs!($ty, [$($vty),+]);
    };
}

// The no-op twins, for the features that are off.

#[cfg(not(feature = "serde"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_serde {
    ($ty:ident) => {};
}

#[cfg(not(feature = "async-graphql"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_async_graphql {
    ($($tt:tt)*) => {};
}

#[cfg(not(feature = "utoipa5"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_utoipa5 {
    ($($tt:tt)*) => {};
}

#[cfg(not(feature = "utoipa6"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_utoipa6 {
    ($($tt:tt)*) => {};
}

#[cfg(not(feature = "schemars"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_schemars {
    ($($tt:tt)*) => {};
}

#[cfg(not(feature = "ts-rs"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_ts_rs {
    ($($tt:tt)*) => {};
}

#[cfg(not(feature = "serde"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_serde {
    ($ty:ident) => {};
}

#[cfg(not(feature = "arbitrary"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_arbitrary {
    ($ty:ident) => {};
}

#[cfg(not(feature = "proptest"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_proptest {
    ($ty:ident) => {};
}

#[cfg(not(feature = "borsh"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_borsh {
    ($ty:ident) => {};
}

#[cfg(not(feature = "rkyv"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_rkyv {
    ($ty:ident) => {};
}

#[cfg(not(feature = "postgres"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_postgres {
    ($ty:ident) => {};
}

#[cfg(not(feature = "sqlx-postgres"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_postgres {
    ($ty:ident) => {};
}

#[cfg(not(feature = "sqlx-sqlite"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_sqlite {
    ($ty:ident) => {};
}

#[cfg(not(feature = "sqlx-mysql"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sqlx_mysql {
    ($ty:ident) => {};
}

#[cfg(not(feature = "mysql"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_mysql {
    ($ty:ident) => {};
}

#[cfg(not(feature = "diesel-postgres"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_postgres {
    ($ty:ident) => {};
}

#[cfg(not(feature = "diesel-sqlite"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_sqlite {
    ($ty:ident) => {};
}

#[cfg(not(feature = "diesel-mysql"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_mysql {
    ($ty:ident) => {};
}

#[cfg(not(any(feature = "diesel-sqlite", feature = "diesel-mysql")))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_binary {
    ($ty:ident) => {};
}

#[cfg(not(feature = "rusqlite"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_rusqlite {
    ($ty:ident) => {};
}

#[cfg(not(feature = "sea-orm"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_sea_orm {
    ($ty:ident) => {};
}

#[cfg(not(feature = "bson"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_bson {
    ($ty:ident) => {};
}

#[cfg(not(feature = "redis"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_redis {
    ($ty:ident) => {};
}

#[cfg(not(feature = "scylla"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_scylla {
    ($($tt:tt)*) => {};
}

#[cfg(not(feature = "schemars"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_schemars {
    ($ty:ident) => {};
}

#[cfg(not(feature = "async-graphql"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_async_graphql {
    ($ty:ident) => {};
}

#[cfg(not(feature = "utoipa5"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_utoipa5 {
    ($ty:ident) => {};
}

#[cfg(not(feature = "ts-rs"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_ts_rs {
    ($ty:ident) => {};
}

#[cfg(not(feature = "utoipa6"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_utoipa6 {
    ($ty:ident) => {};
}
