//! A typed ID and a `Uuid` written to SQLite and read back with the application's
//! rusqlite, and a UUID of the wrong version refused. Panics if any of it fails.

use rusqlite::{Connection, params};
use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

fn main() {
    let db = Connection::open_in_memory().unwrap();
    db.execute_batch("CREATE TABLE users (id BLOB PRIMARY KEY, key BLOB NOT NULL)")
        .unwrap();
    let (id, key) = (UserId::new(), Uuid::new_v4());
    db.execute(
        "INSERT INTO users (id, key) VALUES (?1, ?2)",
        params![id, key],
    )
    .unwrap();
    let found: (UserId, Uuid) = db
        .query_row("SELECT id, key FROM users", [], |row| {
            Ok((row.get(0)?, row.get(1)?))
        })
        .unwrap();
    assert_eq!(found, (id, key));
    let err = db
        .query_row("SELECT key FROM users", [], |row| row.get::<_, UserId>(0))
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("wrong UUID version: expected 7, found 4"),
        "{err}"
    );
    println!("{id} and {key} read back; a v4 refused as a `UserId`: {err}");
}
