//! Typed IDs as keys in an embedded SQLite database (rusqlite, feature `rusqlite`): no
//! server, nothing to set up. Each ID is stored as its 16 octets (a BLOB), binds as a
//! parameter and reads back as its own type; a stored UUID of the wrong version is an
//! error, not a wrong value.
//!
//! Run with `cargo run -p example-databases --bin sqlite`; pass a file name to keep the database.

use rusqlite::{Connection, params};
use uuid_runtime::{TypedId, Uuid};

/// Users: version 7 (time-ordered keys), TypeID text `user_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

/// Orders: version 7, TypeID text `order_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "order", version = 7)]
struct OrderId(Uuid);

fn main() -> rusqlite::Result<()> {
    let db = match std::env::args_os().nth(1) {
        Some(path) => Connection::open(path)?,
        None => Connection::open_in_memory()?,
    };
    db.execute_batch(
        "CREATE TABLE IF NOT EXISTS users (id BLOB PRIMARY KEY, name TEXT NOT NULL);
         CREATE TABLE IF NOT EXISTS orders (
             id BLOB PRIMARY KEY,
             user_id BLOB NOT NULL REFERENCES users (id),
             item TEXT NOT NULL
         );",
    )?;

    println!("stored:");
    let mut users = Vec::new();
    for name in ["ada", "grace"] {
        let id = UserId::new();
        db.execute(
            "INSERT INTO users (id, name) VALUES (?1, ?2)",
            params![id, name],
        )?;
        println!("  user  {id}  {name}");
        users.push(id);
    }
    for (user, item) in [
        (users[0], "keyboard"),
        (users[1], "lamp"),
        (users[0], "mouse"),
    ] {
        let id = OrderId::new();
        db.execute(
            "INSERT INTO orders (id, user_id, item) VALUES (?1, ?2, ?3)",
            params![id, user, item],
        )?;
        println!("  order {id}  {item} for {user}");
    }

    println!("read back (a join on the typed-ID keys):");
    let mut statement = db.prepare(
        "SELECT orders.id, users.id, users.name, orders.item, typeof(orders.id), length(orders.id)
         FROM orders JOIN users ON users.id = orders.user_id
         ORDER BY orders.id",
    )?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        let order: OrderId = row.get(0)?;
        let user: UserId = row.get(1)?;
        let (name, item): (String, String) = (row.get(2)?, row.get(3)?);
        let (storage, length): (String, i64) = (row.get(4)?, row.get(5)?);
        println!("  {order}  {user}  {name:<6} {item:<9} ({storage}, {length} bytes)");
    }

    println!("lookup by typed ID ({}):", users[0]);
    let mut statement = db.prepare("SELECT id, item FROM orders WHERE user_id = ?1 ORDER BY id")?;
    let orders = statement.query_map([users[0]], |row| {
        Ok((row.get::<_, OrderId>(0)?, row.get::<_, String>(1)?))
    })?;
    for order in orders {
        let (id, item) = order?;
        println!("  {id}  {item}");
    }

    // A version 4 UUID where a `UserId` (version 7) is expected: a decode error.
    db.execute(
        "INSERT INTO users (id, name) VALUES (?1, 'mallory')",
        [Uuid::new_v4()],
    )?;
    let err = db
        .query_row("SELECT id FROM users WHERE name = 'mallory'", [], |row| {
            row.get::<_, UserId>(0)
        })
        .unwrap_err();
    println!("reading a v4 UUID as a UserId: {err}");
    Ok(())
}
