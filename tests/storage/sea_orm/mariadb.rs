//! The throwaway MariaDB: a UUID is a `BINARY(16)`, as on MySQL.

use sea_orm::{ConnectionTrait, Database, DatabaseConnection, DbErr, Statement};
use uuid_runtime::Uuid;

use crate::sea_orm::contract::{
    Backend, contract_tests, create_forgetful_table, insert_forgetfully,
};
use crate::sea_orm::ids::{TokenId, UserId, V4};
use crate::sea_orm::run;

/// A connection to a new database named `namespace`.
async fn connect(namespace: &str) -> Option<DatabaseConnection> {
    let server = uuid_test_support::mariadb::mariadb()?;
    let admin = Database::connect(server.url()).await.unwrap();
    admin
        .execute_unprepared(&format!("CREATE DATABASE `{namespace}`"))
        .await
        .unwrap();
    admin.close().await.unwrap();
    Some(Database::connect(server.url_for(namespace)).await.unwrap())
}

const MARIADB: Backend = Backend {
    stored_form: "SELECT (SELECT column_type FROM information_schema.columns \
                  WHERE table_schema = DATABASE() AND table_name = '{table}' \
                  AND column_name = '{column}'), hex({column}) FROM {table}",
    stored_type: "binary(16)",
};

contract_tests!(connect, MARIADB);

/// Without `auto_increment = false`, SeaORM takes a `UserId` key for an auto-increment
/// one: the table it builds is refused, and an insert into a table made by hand stores
/// the row, then reports `RecordNotInserted`, the server having no auto-increment ID to
/// return (SeaORM asks for none with `RETURNING`, which its feature
/// `mariadb-use-returning` turns on).
#[test]
fn a_typed_id_key_without_auto_increment_false_inserts_and_reports_no_insert() {
    run(connect("forgetful"), async |db| {
        let err = create_forgetful_table(db).await;
        assert!(
            err.to_string()
                .contains("Incorrect column specifier for column 'id'"),
            "{err}"
        );
        let err = insert_forgetfully(
            db,
            "CREATE TABLE forgetful (id BINARY(16) PRIMARY KEY, name TEXT NOT NULL)",
        )
        .await
        .unwrap_err();
        assert!(matches!(err, DbErr::RecordNotInserted), "{err}");
    });
}

/// MariaDB's own `UUID` type (10.7 and later) is sent as text; it reads as a `Uuid` and
/// a typed ID too, as SeaORM reads it for the `uuid` crate's.
#[test]
fn a_mariadb_uuid_column_reads_as_uuid_and_typed_ids() {
    run(connect("native"), async |db| {
        db.execute_unprepared("CREATE TABLE native (id UUID PRIMARY KEY)")
            .await
            .unwrap();
        db.execute_unprepared(&format!("INSERT INTO native VALUES ('{V4}')"))
            .await
            .unwrap();
        let row = db
            .query_one_raw(Statement::from_string(
                db.get_database_backend(),
                "SELECT id FROM native",
            ))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(row.try_get::<Uuid>("", "id").unwrap(), V4);
        assert_eq!(row.try_get::<TokenId>("", "id").unwrap().into_uuid(), V4);
        let err = row.try_get::<UserId>("", "id").unwrap_err();
        assert!(err.to_string().contains("expected 7, found 4"), "{err}");
    });
}
