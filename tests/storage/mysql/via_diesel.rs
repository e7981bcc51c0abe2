//! Feature `diesel-mysql`: a `table!` schema with a typed-ID primary key (SQL type
//! `Binary`), and `Queryable`/`Selectable`/`Insertable` structs holding typed IDs,
//! through the diesel contract; MariaDB's `UUID` and `CHAR(36)` columns. The test
//! binary has `diesel-sqlite` on too: `AsExpression<Binary>` is written once for both.

use crate::diesel_contract::diesel_contract;

/// diesel's MySQL connection in pure Rust: diesel-async's, on `mysql_async`, behind
/// diesel's own synchronous `Connection` (no MariaDB or MySQL client library to link).
type MysqlConnection = diesel_async::async_connection_wrapper::AsyncConnectionWrapper<
    diesel_async::AsyncMysqlConnection,
>;

diesel_contract! {
    backend: diesel::mysql::Mysql,
    connection: MysqlConnection,
    connect: crate::mysql::server().map(|server| MysqlConnection::establish(&server.url()).unwrap()),
    sql_type: Binary,
    theirs: Vec<u8>,
    to_theirs: |theirs| theirs.as_bytes().to_vec(),
    from_theirs: |octets| uuid::Uuid::from_slice(&octets).unwrap(),
    not_uuids: crate::mysql::NOT_UUIDS,
    text_forms: crate::mysql::contract::TEXT_FORMS,
}

/// diesel-async's connection (on `mysql_async`) tells diesel each value's type, so a
/// number is refused as what it is; 16 characters of text are 16 octets, as diesel
/// cannot tell a binary string from text.
#[test]
fn numbers_are_refused_by_type_and_sixteen_characters_are_octets() {
    let Some(mut db) = connect() else { return };
    let err = diesel::select(sql::<sql_types::Binary>("42"))
        .get_result::<Uuid>(&mut db)
        .unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("invalid UUID: expected 16 bytes or UUID text, found a value of type `INT`"),
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

/// MariaDB's `UUID` column is read as the text it sends; `mysql_async` sends 16 octets
/// as a character string, which the column refuses (as it does `mysql_common`'s, the
/// user's guide says), so its writes and look-ups take the UUID's text, as `CHAR(36)`'s.
#[test]
fn mariadb_uuid_and_char_36_columns_are_read_and_written() {
    let Some(mut db) = connect() else { return };
    diesel::sql_query("CREATE TEMPORARY TABLE native (id UUID PRIMARY KEY, text CHAR(36))")
        .execute(&mut db)
        .unwrap();
    let refused = diesel::insert_into(native::native::table)
        .values(native::native::id.eq(OrderId::from_uuid(V4)))
        .execute(&mut db)
        .unwrap_err();
    assert!(
        refused.to_string().starts_with("Incorrect uuid value"),
        "{refused}"
    );
    for id in crate::mysql::uuid_column_samples() {
        let order = OrderId::from_uuid(id);
        diesel::insert_into(native::native::table)
            .values((
                native::native::id.eq(id.to_string().into_bytes()),
                native::native::text.eq(id.to_string().into_bytes()),
            ))
            .execute(&mut db)
            .unwrap();
        let found: (OrderId, Uuid) = native::native::table
            .filter(native::native::id.eq(id.to_string().into_bytes()))
            .first(&mut db)
            .unwrap();
        assert_eq!(found, (order, id));
    }
}
