//! `Uuid` and typed IDs in real databases, through every client the toolkit integrates
//! with: PostgreSQL and MariaDB in throwaway servers (one each for the whole binary,
//! started on first use), SQLite embedded; SeaORM on all three; and the traits each
//! feature gives a typed ID. The storage contract (`contract.rs`; `diesel_contract.rs` for
//! diesel's typed queries; `sqlx_client.rs`) is written once, and each database's module
//! adds only what differs.
//!
//! diesel reaches PostgreSQL and MariaDB through diesel-async (`tokio-postgres` and
//! `mysql_async`, in pure Rust), so nothing here needs a C client library to build.

mod contract;
mod coverage;
mod diesel_contract;
mod sqlx_client;

mod mysql;
mod postgres;
mod sea_orm;
mod sqlite;
mod traits;

use uuid_test_support::{errors, ids, windows};
