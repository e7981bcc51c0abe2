//! Feature `mysql`: what the `mysql` and `mysql_async` clients share, both reading and
//! writing `mysql_common`'s values and rows: the contract's client, and tests that run
//! through either (`contract_tests!(@each mysql_common_client; ...)`).

use std::error::Error;

use mysql::prelude::FromValue;
use mysql::{FromValueError, Row, Value};
use uuid_runtime::Uuid;

use crate::mysql::contract::{
    BoxError, Client, Dialect, Errors, Stores, assert_error, execute, query, value,
};
use crate::mysql::errors::error_chain;
use crate::mysql::ids::{UserId, V7};

/// A client of `mysql_common`'s values and rows: `mysql`'s and `mysql_async`'s.
pub(crate) trait MysqlCommon: Sized + 'static {
    /// The rows `sql` returns with `params`, on the plain text protocol without any.
    fn rows(&mut self, sql: &str, params: Vec<Value>) -> Result<Vec<Row>, BoxError>;
}

impl<C: MysqlCommon> Client for C {
    const DIALECT: &'static Dialect = &crate::mysql::DIALECT;
    const ERRORS: Errors = Errors::HoldTheValue;
    type Params = Vec<Value>;
    type Row<'r> = Row;

    fn run(
        &mut self,
        sql: &str,
        params: Vec<Value>,
        read: &mut dyn FnMut(&Row) -> Result<(), BoxError>,
    ) -> Result<(), BoxError> {
        self.rows(sql, params)?.iter().try_for_each(read)
    }

    /// `mysql_common`'s `FromValueError`, holding the first column's value.
    fn holds_value(error: &(dyn Error + 'static), row: &Row) -> bool {
        error
            .downcast_ref::<FromValueError>()
            .is_some_and(|FromValueError(held)| row.as_ref(0) == Some(held))
    }
}

impl<C: MysqlCommon, T: Into<Value> + FromValue> Stores<T> for C {
    fn bind(params: &mut Vec<Value>, value: T) {
        params.push(value.into());
    }

    fn read(row: &Row, index: usize) -> Result<T, BoxError> {
        Ok(row.get_opt(index).ok_or("no such column")??)
    }
}

/// MariaDB's `UUID` column refuses `mysql_common`'s `Value::Bytes`, which it sends as a
/// character string ("Incorrect uuid value"): the UUID's text goes in, and looks up,
/// beside a typed ID in a `BINARY(16)` column, as the user's guide shows.
pub(crate) fn mariadb_uuid_columns_take_the_text_form<C: MysqlCommon>(db: &mut C) {
    execute(
        db,
        "CREATE TEMPORARY TABLE native \
         (id UUID PRIMARY KEY, text CHAR(36), owner BINARY(16))",
    );
    let err = query::<C, ()>(db, "INSERT INTO native (id) VALUES (?)", (V7,)).unwrap_err();
    let text = error_chain(&*err);
    assert!(text.contains("Incorrect uuid value"), "{text}");
    for id in crate::mysql::uuid_column_samples() {
        let (text, owner) = (id.to_string(), UserId::new());
        query::<C, ()>(
            db,
            "INSERT INTO native VALUES (?, ?, ?)",
            (text.clone(), text.clone(), owner),
        )
        .unwrap();
        let found: Vec<(Uuid, Uuid, UserId)> = query(
            db,
            "SELECT id, text, owner FROM native WHERE id = ?",
            (text,),
        )
        .unwrap();
        assert_eq!(found, [(id, id, owner)]);
    }
    let user = UserId::new();
    let (hyphenated, simple) = (
        user.as_uuid().to_string(),
        user.as_uuid().simple().to_string(),
    );
    query::<C, ()>(
        db,
        "INSERT INTO native (id, text) VALUES (?, ?)",
        (hyphenated.clone(), simple.to_uppercase()),
    )
    .unwrap();
    let found: Vec<(UserId, UserId)> = query(
        db,
        "SELECT id, text FROM native WHERE id = ?",
        (hyphenated,),
    )
    .unwrap();
    assert_eq!(found, [(user, user)]);
}

/// `mysql_common` hands over a string as bytes without saying whether it is text (as
/// diesel does): 16 characters of text are 16 octets, on the text protocol and the
/// binary one alike; other lengths are read as text, and a number is no UUID.
pub(crate) fn sixteen_characters_of_text_are_octets<C: MysqlCommon>(db: &mut C) {
    let octets = Uuid::from_bytes(*b"abcdefghijklmnop");
    let found: Uuid = value(db, "SELECT 'abcdefghijklmnop'", ()).unwrap();
    assert_eq!(found, octets);
    let text = "abcdefghijklmnop".to_owned();
    let found: Uuid = value(db, "SELECT CAST(? AS CHAR)", (text,)).unwrap();
    assert_eq!(found, octets);
    let found: UserId = value(db, "SELECT ?", (V7.braced().to_string(),)).unwrap();
    assert_eq!(found, UserId::from_uuid(V7));
    // The errors hold only the value, which `assert_error` checks: no message to check.
    assert_error::<C, Uuid>(db, "SELECT 'abcdefghijklmno'", (), "");
    // A number is its text on the text protocol, and `Value::Int` on the binary one.
    assert_error::<C, Uuid>(db, "SELECT 42", (), "");
    assert_error::<C, Uuid>(db, "SELECT ? + 1", (41,), "");
}
