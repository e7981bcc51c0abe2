//! Feature `sqlx-sqlite`: sqlx `Type`/`Encode`/`Decode` for SQLite, through the contract.

use sqlx::Connection;
use sqlx_sqlite::{Sqlite, SqliteConnection};

use crate::sqlite::contract::{Dialect, contract_tests};
use crate::sqlite::sqlx_client::{Sqlx, SqlxDatabase};

impl SqlxDatabase for Sqlite {
    const DIALECT: &'static Dialect = &crate::sqlite::DIALECT;
}

/// A new in-memory database.
fn connect() -> Sqlx<Sqlite> {
    Sqlx::connect(|| SqliteConnection::connect("sqlite::memory:"))
}

contract_tests!(Some(connect()));
contract_tests!(@text Some(connect()));
