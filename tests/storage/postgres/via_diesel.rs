//! Feature `diesel-postgres`: a `table!` schema with a typed-ID primary key (SQL type
//! `Uuid`), and `Queryable`/`Selectable`/`Insertable` structs holding typed IDs, through
//! the diesel contract; arrays of typed IDs, and `= ANY($1)`.

use crate::diesel_contract::diesel_contract;

/// diesel's PostgreSQL connection in pure Rust: diesel-async's, on tokio-postgres, behind
/// diesel's own synchronous `Connection` (no libpq to link).
type PgConnection =
    diesel_async::async_connection_wrapper::AsyncConnectionWrapper<diesel_async::AsyncPgConnection>;

/// Values of other types than `uuid` (diesel checks none at run time) and what reading
/// one as a `Uuid` says.
const NOT_UUIDS: [(&str, &str); 3] = [
    (
        "'67e55044-10b1-426f-9247-bb680e5fe0c8'::text",
        "invalid UUID: expected 16 bytes, found 36",
    ),
    ("42::int4", "invalid UUID: expected 16 bytes, found 4"),
    (
        "'\\x0102'::bytea",
        "invalid UUID: expected 16 bytes, found 2",
    ),
];

diesel_contract! {
    backend: diesel::pg::Pg,
    connection: PgConnection,
    connect: uuid_test_support::postgres::postgres()
        .map(|server| PgConnection::establish(&server.conninfo()).unwrap()),
    sql_type: Uuid,
    theirs: uuid::Uuid,
    to_theirs: |theirs| theirs,
    from_theirs: |theirs| theirs,
    not_uuids: NOT_UUIDS,
}

#[test]
fn typed_ids_and_uuids_are_uuid_arrays_and_eq_any_is_any() {
    let Some(mut db) = connect() else { return };
    let ids = samples();
    let back: Vec<Uuid> =
        diesel::select(ids.clone().into_sql::<sql_types::Array<sql_types::Uuid>>())
            .get_result(&mut db)
            .unwrap();
    assert_eq!(back, ids);
    let tokens: Vec<TokenId> = (0..3).map(|_| TokenId::new()).collect();
    let back: Vec<TokenId> = diesel::select(
        tokens
            .clone()
            .into_sql::<sql_types::Array<sql_types::Uuid>>(),
    )
    .get_result(&mut db)
    .unwrap();
    assert_eq!(back, tokens);
    let wanted = vec![UserId::new(), UserId::new()];
    let query = users::table
        .filter(users::id.eq_any(&wanted))
        .select(users::id);
    let sql = diesel::debug_query::<diesel::pg::Pg, _>(&query).to_string();
    assert!(sql.contains("= ANY($1)"), "{sql}");
    assert_eq!(query.load::<UserId>(&mut db).unwrap(), []);
}
