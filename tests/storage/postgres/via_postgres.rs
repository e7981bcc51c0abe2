//! Feature `postgres`: postgres-types `ToSql`/`FromSql`, through the `postgres` client:
//! the contract, the arrays, and the types it refuses.

use postgres::types::{FromSql, ToSql};
use postgres::{Client, NoTls, Row};
use uuid_runtime::Uuid;

use crate::postgres::contract::{self, BoxError, Dialect, Errors, Stores, contract_tests};
use crate::postgres::ids::{SessionId, UserId, V4, V7};
use crate::postgres::{error_chain, server_or_skip};

/// A new connection to the test server.
pub(crate) fn connect(server: &uuid_test_support::postgres::PostgresServer) -> Client {
    Client::connect(&server.conninfo(), NoTls).expect("connecting to the test server")
}

impl contract::Client for Client {
    const DIALECT: &'static Dialect = &crate::postgres::DIALECT;
    const ERRORS: Errors = Errors::Describe { null: "NULL" };
    type Params = Vec<Box<dyn ToSql + Sync>>;
    type Row<'r> = Row;

    fn run(
        &mut self,
        sql: &str,
        params: Self::Params,
        read: &mut dyn FnMut(&Row) -> Result<(), BoxError>,
    ) -> Result<(), BoxError> {
        let params: Vec<&(dyn ToSql + Sync)> = params.iter().map(|param| &**param).collect();
        self.query(sql, &params)?.iter().try_for_each(read)
    }
}

impl<T: ToSql + Sync + for<'a> FromSql<'a> + 'static> Stores<T> for Client {
    fn bind(params: &mut Vec<Box<dyn ToSql + Sync>>, value: T) {
        params.push(Box::new(value));
    }

    fn read(row: &Row, index: usize) -> Result<T, BoxError> {
        Ok(row.try_get(index)?)
    }
}

contract_tests!(uuid_test_support::postgres::postgres().map(connect));
contract_tests!(@each arrays; uuid_test_support::postgres::postgres().map(connect);
    arrays_are_uuid_arrays_and_any_takes_a_vec,
    an_array_element_of_the_wrong_version_is_a_decode_error,
    arrays_interoperate_with_the_clients_own_uuid_impls,
);

#[test]
fn values_and_typed_ids_are_sent_as_their_16_octets() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let user = UserId::from_uuid(V7);
    for (value, text) in [
        (&V4 as &(dyn postgres::types::ToSql + Sync), V4.to_string()),
        (&user, V7.to_string()),
        (&SessionId::from_uuid(Uuid::MAX), Uuid::MAX.to_string()),
    ] {
        let row = db
            .query_one("SELECT $1::uuid::text, uuid_send($1)", &[value])
            .unwrap();
        // A typed ID is stored as its UUID, never as TypeID text.
        assert_eq!(row.get::<_, String>(0), text);
        let octets: Vec<u8> = row.get(1);
        assert_eq!(octets, *Uuid::parse_str(&text).unwrap().as_bytes());
    }
}

#[test]
fn other_column_types_are_refused_both_ways() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let row = db
        .query_one(
            "SELECT '67e55044-10b1-426f-9247-bb680e5fe0c8'::text, 42",
            &[],
        )
        .unwrap();
    for (column, ty) in [(0, "text"), (1, "int4")] {
        let err = row.try_get::<_, Uuid>(column).unwrap_err();
        let text = error_chain(&err);
        let expected = format!("Rust type `uuid_runtime::uuid::Uuid` and the Postgres type `{ty}`");
        assert!(text.contains(&expected), "{text}");
        let err = row.try_get::<_, UserId>(column).unwrap_err();
        let text = error_chain(&err);
        assert!(text.contains("UserId` and the Postgres type"), "{text}");
    }
    // Binding: the client checks the parameter's type before sending it.
    let err = db.query_one("SELECT $1::text", &[&V4]).unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("Uuid` and the Postgres type `text`"),
        "{text}"
    );
    let err = db
        .query_one("SELECT $1::text", &[&UserId::from_uuid(V7)])
        .unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("UserId` and the Postgres type `text`"),
        "{text}"
    );
}
