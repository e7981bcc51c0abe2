//! SQLite in memory: a UUID is a 16-byte BLOB (in a column SeaORM declares `uuid_text`).

use sea_orm::{ConnectionTrait, Database, DatabaseConnection, EntityTrait};

use crate::contract::{Backend, contract_tests, create_forgetful_table, create_tables};
use crate::entities::things;
use crate::run;

/// A new in-memory database (SeaORM keeps one connection to it).
async fn connect(_namespace: &str) -> Option<DatabaseConnection> {
    Some(Database::connect("sqlite::memory:").await.unwrap())
}

const SQLITE: Backend = Backend {
    stored_form: "SELECT typeof({column}), hex({column}) FROM {table}",
    stored_type: "blob",
};

contract_tests!(connect, SQLITE);

#[test]
fn a_stored_value_that_is_no_uuid_is_an_error() {
    run(connect("not_a_uuid"), async |db| {
        create_tables(db, &[things::Entity]).await;
        db.execute_unprepared(
            "INSERT INTO things (id, label) VALUES (x'00112233445566778899aabbccddee', 'short')",
        )
        .await
        .unwrap();
        let err = things::Entity::find().all(db).await.unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"Query Error: error occurred while decoding column "id": invalid length: expected 16 bytes, found 15"#
        );
    });
}

#[test]
fn a_typed_id_key_without_auto_increment_false_cannot_be_created() {
    run(connect("forgetful"), async |db| {
        let text = create_forgetful_table(db).await.to_string();
        assert!(
            text.contains("AUTOINCREMENT is only allowed on an INTEGER PRIMARY KEY"),
            "{text}"
        );
    });
}
