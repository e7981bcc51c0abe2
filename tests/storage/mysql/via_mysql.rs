//! Feature `mysql`: `mysql_common`'s `From<_> for Value` and `FromValue`, through the
//! synchronous `mysql` client: the contract, MariaDB's `UUID` column, the values
//! themselves, and rows read with `from_row_opt`.

use mysql::prelude::Queryable;
use mysql::{Conn, FromValueError, OptsBuilder, Row, Value};
use uuid_runtime::Uuid;

use crate::mysql::contract::{BoxError, Client, assert_error, contract_tests};
use crate::mysql::ids::{SessionId, TokenId, UserId, V4, V7, samples};
use crate::mysql::mysql_common_client::MysqlCommon;

/// A new connection to the test server, through its Unix socket.
pub(crate) fn connect() -> Option<Conn> {
    let server = crate::mysql::server()?;
    let options = OptsBuilder::new()
        .socket(Some(server.socket().to_str().unwrap()))
        .user(Some(server.user()))
        .pass(Some(server.password()))
        .db_name(Some(server.database()));
    Some(Conn::new(options).expect("connecting to the test server"))
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
contract_tests!(@text connect());
contract_tests!(@each mysql_common_client; connect();
    mariadb_uuid_columns_take_the_text_form,
    sixteen_characters_of_text_are_octets,
);

#[test]
fn values_are_the_bytes_mysql_common_writes_for_its_own_uuid() {
    for id in samples() {
        assert_eq!(
            Value::from(id),
            Value::from(crate::mysql::ids::to_uuid_crate(id))
        );
        let back: Uuid = mysql::from_value(Value::from(crate::mysql::ids::to_uuid_crate(id)));
        assert_eq!(back, id);
    }
    assert!(matches!(Value::from(UserId::new()), Value::Bytes(bytes) if bytes.len() == 16));
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

/// The contract's checks of `mysql_common`'s errors, which hold only the value, take
/// the error holding the value selected and nothing else: not one holding another
/// value, not the error of a query that failed.
#[test]
fn the_contract_wants_errors_holding_the_value_selected() {
    let Some(mut db) = connect() else { return };
    let row: Row = db.query_first("SELECT x'0011'").unwrap().unwrap();
    let held = FromValueError(Value::Bytes(vec![0x00, 0x11]));
    assert!(Conn::holds_value(&held, &row));
    let other = FromValueError(Value::Bytes(vec![0x00]));
    assert!(!Conn::holds_value(&other, &row));
    let failed = db.query_drop("SELECT no_such_column").unwrap_err();
    assert!(!Conn::holds_value(&failed, &row));
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        assert_error::<Conn, Uuid>(&mut db, "SELECT no_such_column", (), "");
    }));
    assert!(checked.is_err());
}
