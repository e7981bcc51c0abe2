//! SQLite in memory: a UUID is a 16-byte BLOB (in a column SeaORM declares `uuid_text`).

use sea_orm::{
    ConnectionTrait, Database, DatabaseConnection, DbBackend, DbErr, EntityTrait, ExecResult,
    QueryResult, Statement,
};

use crate::sea_orm::contract::{
    Backend, contract_tests, create_forgetful_table, create_table, insert_forgetfully,
};
use crate::sea_orm::entities::things;
use crate::sea_orm::run;

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
        create_table(db, things::Entity).await;
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

/// The table of `forgetful` as a migration would make it.
const CREATE_FORGETFUL: &str = "CREATE TABLE forgetful (id BLOB PRIMARY KEY, name TEXT NOT NULL)";

/// With SeaORM's `sqlite-use-returning-for-3_35` (a default feature, on here), an insert
/// reads the key back with `RETURNING`: a key declared without `auto_increment = false`
/// goes unnoticed.
#[test]
fn a_typed_id_key_without_auto_increment_false_inserts_with_returning() {
    run(connect("forgetful_returning"), async |db| {
        let inserted = insert_forgetfully(db, CREATE_FORGETFUL).await.unwrap();
        assert_eq!(inserted.name, "ada");
    });
}

/// Without that feature SeaORM takes the last insert ID, the row's ROWID, and has the key
/// type make a key of it (`TryFromU64`): the row is stored, and SeaORM reports
/// `UnpackInsertId` in place of the error ours returns.
#[test]
fn a_typed_id_key_without_auto_increment_false_without_returning_is_unpack_insert_id() {
    run(connect("forgetful_no_returning"), async |db| {
        let err = insert_forgetfully(&WithoutReturning(db), CREATE_FORGETFUL)
            .await
            .unwrap_err();
        assert!(matches!(err, DbErr::UnpackInsertId), "{err:?}");
        assert_eq!(err.to_string(), "Failed to unpack last_insert_id");
    });
}

/// `db` as SeaORM sees SQLite without its feature `sqlite-use-returning-for-3_35`, which
/// only changes what `support_returning` answers (Cargo unifies the feature on here).
struct WithoutReturning<'a>(&'a DatabaseConnection);

#[async_trait::async_trait]
impl ConnectionTrait for WithoutReturning<'_> {
    fn get_database_backend(&self) -> DbBackend {
        self.0.get_database_backend()
    }

    async fn execute_raw(&self, statement: Statement) -> Result<ExecResult, DbErr> {
        self.0.execute_raw(statement).await
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        self.0.execute_unprepared(sql).await
    }

    async fn query_one_raw(&self, statement: Statement) -> Result<Option<QueryResult>, DbErr> {
        self.0.query_one_raw(statement).await
    }

    async fn query_all_raw(&self, statement: Statement) -> Result<Vec<QueryResult>, DbErr> {
        self.0.query_all_raw(statement).await
    }

    fn support_returning(&self) -> bool {
        false
    }
}
