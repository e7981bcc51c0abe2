//! Feature `rusqlite`: rusqlite `ToSql`/`FromSql`, through the contract.

use rusqlite::types::{FromSql, ToSql};
use rusqlite::{Connection, Row};

use uuid_runtime::Uuid;

use crate::sqlite::contract::{
    self, BoxError, Dialect, Errors, Stores, assert_error, contract_tests,
};
use crate::sqlite::ids::UserId;

impl contract::Client for Connection {
    const DIALECT: &'static Dialect = &crate::sqlite::DIALECT;
    const ERRORS: Errors = Errors::Describe { null: "Null" };
    type Params = Vec<Box<dyn ToSql>>;
    type Row<'r> = Row<'r>;

    fn run(
        &mut self,
        sql: &str,
        params: Self::Params,
        read: &mut dyn FnMut(&Row<'_>) -> Result<(), BoxError>,
    ) -> Result<(), BoxError> {
        let mut statement = self.prepare(sql)?;
        let mut rows = statement.query(rusqlite::params_from_iter(params))?;
        while let Some(row) = rows.next()? {
            read(row)?;
        }
        Ok(())
    }
}

impl<T: ToSql + FromSql + 'static> Stores<T> for Connection {
    fn bind(params: &mut Vec<Box<dyn ToSql>>, value: T) {
        params.push(Box::new(value));
    }

    fn read(row: &Row<'_>, index: usize) -> Result<T, BoxError> {
        Ok(row.get(index)?)
    }
}

/// A new in-memory database.
fn connect() -> Connection {
    Connection::open_in_memory().unwrap()
}

contract_tests!(Some(connect()));
contract_tests!(@text Some(connect()));

#[test]
fn numbers_are_decode_errors_that_name_their_storage_class() {
    let mut db = connect();
    for (sql, found) in [("SELECT 42", "an INTEGER"), ("SELECT 4.2", "a REAL")] {
        let message = format!("invalid UUID: expected a 16-byte BLOB or UUID text, found {found}");
        assert_error::<_, Uuid>(&mut db, sql, (), &message);
        assert_error::<_, UserId>(&mut db, sql, (), &message);
    }
}
