//! What the integrations' `__impl_typed_id_<feature>!` macros name, through
//! `uuid_runtime::__private`: the crates whose traits they implement, and the generic
//! bodies in each integration's file. One block per integration, behind its feature.

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
