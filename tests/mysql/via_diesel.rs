//! Feature `diesel-mysql`: a `table!` schema with a typed-ID primary key (SQL type
//! `Binary`), and `Queryable`/`Selectable`/`Insertable` structs holding typed IDs,
//! through the diesel contract; MariaDB's `UUID` and `CHAR(36)` columns. The test
//! binary has `diesel-sqlite` on too: `AsExpression<Binary>` is written once for both.

#[path = "../fixtures/diesel_contract.rs"]
mod diesel_contract;

diesel_contract::diesel_contract! {
    backend: diesel::mysql::Mysql,
    connection: MysqlConnection,
    connect: crate::server().map(|server| MysqlConnection::establish(&server.url()).unwrap()),
    sql_type: Binary,
    theirs: Vec<u8>,
    to_theirs: |theirs| theirs.as_bytes().to_vec(),
    from_theirs: |octets| uuid::Uuid::from_slice(&octets).unwrap(),
    not_uuids: crate::NOT_UUIDS,
    text_forms: crate::contract::TEXT_FORMS,
}

/// diesel has the client library hand over any value as bytes, without saying whether
/// they are text: a number is its text, and 16 characters of text are 16 octets.
#[test]
fn numbers_are_their_text_and_sixteen_characters_are_octets() {
    let Some(mut db) = connect() else { return };
    let err = diesel::select(sql::<sql_types::Binary>("42"))
        .get_result::<Uuid>(&mut db)
        .unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("invalid UUID text `42`: invalid length"),
        "{text}"
    );
    let octets: Uuid = diesel::select(sql::<sql_types::Binary>("'abcdefghijklmnop'"))
        .get_result(&mut db)
        .unwrap();
    assert_eq!(octets.as_bytes(), b"abcdefghijklmnop");
}

mod native {
    diesel::table! {
        native (id) {
            id -> Binary,
            text -> Binary,
        }
    }
}

#[test]
fn mariadb_uuid_and_char_36_columns_are_read_and_written() {
    let Some(mut db) = connect() else { return };
    diesel::sql_query("CREATE TEMPORARY TABLE native (id UUID PRIMARY KEY, text CHAR(36))")
        .execute(&mut db)
        .unwrap();
    for id in crate::uuid_column_samples() {
        let order = OrderId::from_uuid(id);
        diesel::insert_into(native::native::table)
            .values((
                native::native::id.eq(order),
                native::native::text.eq(id.to_string().into_bytes()),
            ))
            .execute(&mut db)
            .unwrap();
        let found: (OrderId, Uuid) = native::native::table
            .filter(native::native::id.eq(id))
            .first(&mut db)
            .unwrap();
        assert_eq!(found, (order, id));
    }
}
