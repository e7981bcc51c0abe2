//! Feature `mysql`: mysql_common's `From<_> for Value` and `FromValue`, through the
//! asynchronous `mysql_async` client.

use mysql_async::prelude::{FromValue, Queryable};
use mysql_async::{Conn, Opts, Row, Value};

use crate::contract::{BoxError, Client, Dialect, Stores, contract_tests};

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
    let url = crate::server()?.url();
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

impl Client for AsyncConn {
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
        let db = self.connection.as_mut().expect("connected");
        let rows: Vec<Row> = self.runtime.block_on(async {
            if params.is_empty() {
                db.query(sql).await
            } else {
                db.exec(sql, params).await
            }
        })?;
        rows.iter().try_for_each(read)
    }
}

impl<T: Into<Value> + FromValue> Stores<T> for AsyncConn {
    fn bind(params: &mut Vec<Value>, value: T) {
        params.push(value.into());
    }

    fn read(row: &Row, index: usize) -> Result<T, BoxError> {
        crate::via_mysql::read(row, index)
    }
}

contract_tests!(connect());
