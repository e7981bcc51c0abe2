//! The throwaway MariaDB: a UUID is a `BINARY(16)`, as on MySQL.
//!
//! The server's account may use one database only, so these tests take turns in it,
//! each starting from no tables.

use sea_orm::{
    ActiveModelTrait, ConnectionTrait, Database, DatabaseConnection, DbErr, EntityTrait,
    PaginatorTrait, Set, Statement,
};
use std::borrow::Borrow;
use tokio::sync::{Mutex, MutexGuard};
use uuid_runtime::{Uuid, uuid};

use crate::contract::{Backend, contract_tests, create_forgetful_table};
use crate::entities::forgetful;
use crate::ids::{TokenId, UserId};
use crate::run;

/// The tables the tests create, in an order that drops each before what it refers to.
const TABLES: [&str; 5] = ["orders", "users", "things", "forgetful", "native"];

/// Whose turn it is in the server's database.
static TURN: Mutex<()> = Mutex::const_new(());

/// A connection to the server's database, which this test has to itself while it holds
/// the turn.
struct Turn {
    db: DatabaseConnection,
    _turn: MutexGuard<'static, ()>,
}

impl Borrow<DatabaseConnection> for Turn {
    fn borrow(&self) -> &DatabaseConnection {
        &self.db
    }
}

/// Waits for the turn, then connects and drops every table (a failed test leaves its own).
async fn connect(_namespace: &str) -> Option<Turn> {
    let server = uuid_toolkit::mariadb::mariadb()?;
    let turn = TURN.lock().await;
    let db = Database::connect(server.url()).await.unwrap();
    for table in TABLES {
        db.execute_unprepared(&format!("DROP TABLE IF EXISTS {table}"))
            .await
            .unwrap();
    }
    Some(Turn { db, _turn: turn })
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
/// the row, then reports `RecordNotInserted`, having no auto-increment ID to return.
#[test]
fn a_typed_id_key_without_auto_increment_false_inserts_and_reports_no_insert() {
    run(connect("forgetful"), async |db| {
        let err = create_forgetful_table(db).await;
        assert!(
            err.to_string()
                .contains("Incorrect column specifier for column 'id'"),
            "{err}"
        );
        db.execute_unprepared(
            "CREATE TABLE forgetful (id BINARY(16) PRIMARY KEY, name TEXT NOT NULL)",
        )
        .await
        .unwrap();
        let id = UserId::new();
        let err = forgetful::ActiveModel {
            id: Set(id),
            name: Set("ada".to_owned()),
        }
        .insert(db)
        .await
        .unwrap_err();
        assert!(matches!(err, DbErr::RecordNotInserted), "{err}");
        let stored = forgetful::Entity::find_by_id(id).one(db).await.unwrap();
        assert_eq!(stored.map(|model| model.name).as_deref(), Some("ada"));
        assert_eq!(forgetful::Entity::find().count(db).await.unwrap(), 1);
    });
}

/// MariaDB's own `UUID` type (10.7 and later) is sent as text; it reads as a `Uuid` and
/// a typed ID too, as SeaORM reads it for the `uuid` crate's.
#[test]
fn a_mariadb_uuid_column_reads_as_uuid_and_typed_ids() {
    run(connect("native"), async |db| {
        const V4: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
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
