//! Feature `sqlx-postgres`: sqlx `Type`/`Encode`/`Decode`/`PgHasArrayType`, through the
//! contract, the arrays, and the types it refuses.

use sqlx::Connection;
use sqlx::postgres::{PgConnectOptions, PgConnection, Postgres};
use uuid_runtime::Uuid;

use crate::postgres::contract::{Dialect, contract_tests};
use crate::postgres::error_chain;
use crate::postgres::ids::{UserId, V4};
use crate::postgres::sqlx_client::{Sqlx, SqlxDatabase};

impl SqlxDatabase for Postgres {
    const DIALECT: &'static Dialect = &crate::postgres::DIALECT;
}

/// A new connection to the test server.
pub(crate) fn connect() -> Option<Sqlx<Postgres>> {
    let server = uuid_test_support::postgres::postgres()?;
    let options = PgConnectOptions::new()
        .socket(server.socket_dir())
        .port(server.port())
        .username("postgres")
        .database("postgres");
    Some(Sqlx::connect(|| PgConnection::connect_with(&options)))
}

contract_tests!(connect());
contract_tests!(@each arrays; connect();
    arrays_are_uuid_arrays_and_any_takes_a_vec,
    an_array_element_of_the_wrong_version_is_a_decode_error,
    arrays_interoperate_with_the_clients_own_uuid_impls,
);

#[test]
fn other_column_types_are_refused() {
    let Some(mut db) = connect() else { return };
    db.with(async |db| {
        let err =
            sqlx::query_scalar::<_, Uuid>("SELECT '67e55044-10b1-426f-9247-bb680e5fe0c8'::text")
                .fetch_one(&mut *db)
                .await
                .unwrap_err();
        let text = error_chain(&err);
        assert!(
            text.contains("mismatched types") && text.contains("TEXT"),
            "{text}"
        );
        let err = sqlx::query_scalar::<_, UserId>("SELECT 42")
            .fetch_one(&mut *db)
            .await
            .unwrap_err();
        let text = error_chain(&err);
        assert!(text.contains("UserId") && text.contains("INT4"), "{text}");
        let err = sqlx::query("SELECT $1::int")
            .bind(V4)
            .execute(&mut *db)
            .await
            .unwrap_err();
        assert!(error_chain(&err).contains("uuid"), "{}", error_chain(&err));
    });
}
