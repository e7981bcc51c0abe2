//! Feature `mysql`: `mysql_common`'s `From<_> for Value` and `FromValue`, through the
//! synchronous `mysql` client: the contract, rows read with `from_row_opt`, and
//! MariaDB's `UUID` column.

use mysql::prelude::{FromValue, Queryable};
use mysql::{Conn, OptsBuilder, Row, Value};
use uuid_runtime::Uuid;

use crate::contract::{BoxError, Client, Dialect, Stores, contract_tests};
use crate::errors::error_chain;
use crate::ids::{SessionId, TokenId, UserId, V4, V7, samples};

/// A new connection to the test server, through its Unix socket.
pub(crate) fn connect() -> Option<Conn> {
    let server = crate::server()?;
    let options = OptsBuilder::new()
        .socket(Some(server.socket().to_str().unwrap()))
        .user(Some(server.user()))
        .pass(Some(server.password()))
        .db_name(Some(server.database()));
    Some(Conn::new(options).expect("connecting to the test server"))
}

/// A client of `mysql_common`'s values and rows: `mysql`'s and `mysql_async`'s.
pub(crate) trait MysqlCommon: Sized + 'static {
    /// The rows `sql` returns with `params`, on the plain text protocol without any.
    fn rows(&mut self, sql: &str, params: Vec<Value>) -> Result<Vec<Row>, BoxError>;
}

impl<C: MysqlCommon> Client for C {
    const DIALECT: &'static Dialect = &crate::DIALECT;
    const NULL_ERROR: &'static str = "`NULL`";
    const DESCRIBES_ERRORS: bool = false;
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
}

impl<C: MysqlCommon, T: Into<Value> + FromValue> Stores<T> for C {
    fn bind(params: &mut Vec<Value>, value: T) {
        params.push(value.into());
    }

    fn read(row: &Row, index: usize) -> Result<T, BoxError> {
        Ok(row.get_opt(index).ok_or("no such column")??)
    }
}

impl MysqlCommon for Conn {
    fn rows(&mut self, sql: &str, params: Vec<Value>) -> Result<Vec<Row>, BoxError> {
        Ok(if params.is_empty() {
            self.query(sql)?
        } else {
            self.exec(sql, params)?
        })
    }
}

contract_tests!(connect());

#[test]
fn values_are_the_bytes_mysql_common_writes_for_its_own_uuid() {
    for id in samples() {
        assert_eq!(Value::from(id), Value::from(crate::ids::to_uuid_crate(id)));
        assert!(matches!(Value::from(UserId::new()), Value::Bytes(bytes) if bytes.len() == 16));
        let back: Uuid = mysql::from_value(Value::from(crate::ids::to_uuid_crate(id)));
        assert_eq!(back, id);
    }
    assert_eq!(Value::from(None::<SessionId>), Value::NULL);
    assert_eq!(mysql::from_value::<Option<SessionId>>(Value::NULL), None);
    // Text in the four forms, as MariaDB's `UUID` column and `CHAR(36)` send it.
    let text = Value::Bytes(V7.braced().to_string().into_bytes());
    assert_eq!(mysql::from_value::<UserId>(text), UserId::from_uuid(V7));
}

/// `mysql_common`'s `FromValueError` holds only the value: a typed ID of the wrong version
/// gives the value back, and a row read with `from_row_opt` gives the whole row back,
/// every value as it was, rather than panicking as `from_row` does.
#[test]
fn a_bad_value_in_a_row_gives_the_row_back_with_from_row_opt() {
    let Some(mut db) = connect() else { return };
    let row: Row = db.exec_first("SELECT ?, ?", (V7, V4)).unwrap().unwrap();
    let err = mysql::from_row_opt::<(UserId, UserId)>(row.clone()).unwrap_err();
    let back = err.0;
    assert_eq!(back.as_ref(0), Some(&Value::from(V7)));
    assert_eq!(back.as_ref(1), Some(&Value::from(V4)));
    let (user, token) = mysql::from_row_opt::<(UserId, TokenId)>(back).unwrap();
    assert_eq!((*user.as_uuid(), *token.as_uuid()), (V7, V4));
    let err = mysql::from_value_opt::<UserId>(Value::from(V4)).unwrap_err();
    assert_eq!(err.0, Value::from(V4));
    // A tuple row's `from_row` (what `exec_first::<(A, B), _, _>` uses) panics.
    let panicked = std::panic::catch_unwind(|| mysql::from_row::<(UserId, UserId)>(row));
    assert!(panicked.is_err());
}

/// MariaDB's `UUID` column refuses `mysql_common`'s `Value::Bytes`, which it sends as a
/// character string ("Incorrect uuid value"): the UUID's text goes in, and looks up.
#[test]
fn mariadb_uuid_columns_take_the_text_form() {
    let Some(mut db) = connect() else { return };
    db.query_drop("CREATE TEMPORARY TABLE native (id UUID PRIMARY KEY, text CHAR(36))")
        .unwrap();
    let err = db
        .exec_drop("INSERT INTO native (id) VALUES (?)", (V7,))
        .unwrap_err();
    assert!(
        error_chain(&err).contains("Incorrect uuid value"),
        "{}",
        error_chain(&err)
    );
    for id in crate::uuid_column_samples() {
        let text = id.to_string();
        db.exec_drop("INSERT INTO native VALUES (?, ?)", (&text, &text))
            .unwrap();
        let found: Vec<(Uuid, Uuid)> = db
            .exec("SELECT id, text FROM native WHERE id = ?", (&text,))
            .unwrap();
        assert_eq!(found, [(id, id)]);
    }
    let user = UserId::new();
    let (hyphenated, simple) = (
        user.as_uuid().to_string(),
        user.as_uuid().simple().to_string(),
    );
    db.exec_drop(
        "INSERT INTO native VALUES (?, ?)",
        (&hyphenated, simple.to_uppercase()),
    )
    .unwrap();
    let found: Vec<(UserId, UserId)> = db
        .exec("SELECT id, text FROM native WHERE id = ?", (&hyphenated,))
        .unwrap();
    assert_eq!(found, [(user, user)]);
}
