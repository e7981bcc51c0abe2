//! Items the macros' expansions name. Not part of the API: no stability promises.

#[cfg(feature = "macros")]
pub use uuid_macros::{uuid_literal, uuid_v3, uuid_v5, uuid_v8};

use crate::Uuid;

/// A UUID as an associated constant of a const-generic type, so that an expansion is a
/// path: valid as a pattern as well as an expression.
pub struct Literal<const VALUE: u128>;

impl<const VALUE: u128> Literal<VALUE> {
    /// The UUID whose 128 bits are `VALUE`.
    pub const UUID: Uuid = Uuid::from_u128(VALUE);
}

/// The generic bodies of the items `#[derive(TypedId)]` generates.
pub use crate::typed_id::expansion as typed_id;
/// What `#[derive(TypedId)]` expands to calls: `impl_typed_id_new!` expands to nothing
/// without `std`, and `impl_typed_id_integrations!` to the impls of the enabled
/// integrations (see `src/integrations/mod.rs`), so the derive's output does not depend
/// on the features.
pub use crate::{
    __impl_typed_id_integrations as impl_typed_id_integrations,
    __impl_typed_id_new as impl_typed_id_new,
};

/// For `__impl_typed_id_serde!`.
#[cfg(feature = "serde")]
pub use crate::integrations::serde as serde_impl;
#[cfg(feature = "serde")]
pub use ::serde;

// For the database and schema integrations' `__impl_typed_id_<feature>!` macros: the
// crates whose traits they implement, and the generic bodies in each integration's file.
#[cfg(feature = "diesel-postgres")]
pub use crate::integrations::diesel_postgres as diesel_postgres_impl;
#[cfg(feature = "diesel-sqlite")]
pub use crate::integrations::diesel_sqlite as diesel_sqlite_impl;
#[cfg(feature = "postgres")]
pub use crate::integrations::postgres as postgres_impl;
#[cfg(feature = "rusqlite")]
pub use crate::integrations::rusqlite as rusqlite_impl;
#[cfg(feature = "schemars")]
pub use crate::integrations::schemars as schemars_impl;
#[cfg(feature = "sqlx-postgres")]
pub use crate::integrations::sqlx_postgres as sqlx_postgres_impl;
#[cfg(feature = "sqlx-sqlite")]
pub use crate::integrations::sqlx_sqlite as sqlx_sqlite_impl;
#[cfg(feature = "postgres")]
pub use ::{bytes, postgres_types};
#[cfg(any(feature = "diesel-postgres", feature = "diesel-sqlite"))]
pub use ::diesel;
#[cfg(feature = "rusqlite")]
pub use ::rusqlite;
#[cfg(feature = "schemars")]
pub use ::schemars;
#[cfg(any(feature = "sqlx-postgres", feature = "sqlx-sqlite"))]
pub use ::sqlx;
#[cfg(feature = "sqlx-postgres")]
pub use ::sqlx_postgres;
#[cfg(feature = "sqlx-sqlite")]
pub use ::sqlx_sqlite;
#[cfg(feature = "schemars")]
pub use alloc::borrow::Cow;
