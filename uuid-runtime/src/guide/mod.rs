//! The user's guide beyond the tour on the crate's front page: one page per topic.
//!
//! - [Typed IDs](typed_ids): `#[derive(TypedId)]` and `#[derive(TypedIdEnum)]` in full.
//! - [Generators](generators): v1, v4, v6 and v7, their ordering and their guarantees.
//! - [Time-ordered keys](time_keys): v7 IDs of a chosen time, the bounds of a time
//!   window (`const`, from `timestamp!`), and which stores keep v7 order.
//! - [The value type and its text forms](text_forms): fields, versions, ULID,
//!   base64url, base58 and base62.
//! - [SQL functions](sql_functions): PostgreSQL 18's UUID functions, the time-window
//!   bounds and TypeIDs in Apache DataFusion and Ballista (`uuid-runtime-datafusion`).
//! - [Names](naming): the one rule that names every item, the `uuid` crate's API as the
//!   base.
//! - [Migrating from the `uuid` crate](migrating): the dependency line, and what differs.
//! - [WebAssembly](webassembly), [performance] and the
//!   [minimum supported Rust](msrv).
//!
//! Each integration with another crate has its page under
//! [`integrations`](crate::integrations).

#[doc = include_str!("typed_ids.md")]
pub mod typed_ids {}

#[doc = include_str!("generators.md")]
pub mod generators {}

#[doc = include_str!("time_keys.md")]
pub mod time_keys {}

#[doc = include_str!("text_forms.md")]
pub mod text_forms {}

#[doc = include_str!("sql_functions.md")]
pub mod sql_functions {}

#[doc = include_str!("naming.md")]
pub mod naming {}

#[doc = include_str!("migrating.md")]
pub mod migrating {}

#[doc = include_str!("webassembly.md")]
pub mod webassembly {}

#[doc = include_str!("performance.md")]
pub mod performance {}

#[doc = include_str!("msrv.md")]
pub mod msrv {}
