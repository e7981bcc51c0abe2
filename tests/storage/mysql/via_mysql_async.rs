//! Feature `mysql`: `mysql_common`'s `From<_> for Value` and `FromValue`, through the
//! asynchronous `mysql_async` client: the contract and MariaDB's `UUID` column.

use mysql_async::prelude::Queryable;
use mysql_async::{Conn, Opts, Row, Value};

use crate::mysql::contract::{BoxError, contract_tests};
use crate::mysql::mysql_common_client::MysqlCommon;

/// A `mysql_async` connection and the runtime it runs on.
pub(crate) struct AsyncConn {
    runtime: tokio::runtime::Runtime,
    /// Taken by `drop` to disconnect.
    connection: Option<Conn>,
}

impl Drop for AsyncConn {
    fn drop(&mut self) {
        if let Some(connection) = self.connection.take() {
            let _ = self.runtime.block_on(connection.disconnect());
        }
    }
}

/// A new connection to the test server, over TCP.
pub(crate) fn connect() -> Option<AsyncConn> {
    let url = crate::mysql::server()?.url();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let options = Opts::from_url(&url).unwrap();
    let connection = runtime.block_on(Conn::new(options)).expect("connecting");
    Some(AsyncConn {
        runtime,
        connection: Some(connection),
    })
}

impl MysqlCommon for AsyncConn {
    fn rows(&mut self, sql: &str, params: Vec<Value>) -> Result<Vec<Row>, BoxError> {
        let db = self.connection.as_mut().expect("connected");
        Ok(self.runtime.block_on(async {
            if params.is_empty() {
                db.query(sql).await
            } else {
                db.exec(sql, params).await
            }
        })?)
    }
}

contract_tests!(connect());
contract_tests!(@text connect());
contract_tests!(@each mysql_common_client; connect();
    mariadb_uuid_columns_take_the_text_form,
    sixteen_characters_of_text_are_octets,
);
