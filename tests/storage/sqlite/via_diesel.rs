//! Feature `diesel-sqlite`: a `table!` schema with a typed-ID primary key (SQL type
//! `Binary`), and `Queryable`/`Selectable`/`Insertable` structs holding typed IDs,
//! through the diesel contract.

use crate::diesel_contract::diesel_contract;

diesel_contract! {
    backend: diesel::sqlite::Sqlite,
    connection: SqliteConnection,
    connect: Some(SqliteConnection::establish(":memory:").unwrap()),
    sql_type: Binary,
    theirs: Vec<u8>,
    to_theirs: |theirs| theirs.as_bytes().to_vec(),
    from_theirs: |octets| uuid::Uuid::from_slice(&octets).unwrap(),
    not_uuids: crate::sqlite::NOT_UUIDS,
    text_forms: crate::sqlite::contract::TEXT_FORMS,
}

#[test]
fn numbers_are_decode_errors_that_name_their_storage_class() {
    let Some(mut db) = connect() else { return };
    for (number, found) in [("42", "an INTEGER"), ("4.2", "a REAL")] {
        let err = diesel::select(sql::<sql_types::Binary>(number))
            .get_result::<Uuid>(&mut db)
            .unwrap_err();
        let expected = format!("invalid UUID: expected a 16-byte BLOB or UUID text, found {found}");
        assert!(
            error_chain(&err).contains(&expected),
            "{}",
            error_chain(&err)
        );
    }
}
