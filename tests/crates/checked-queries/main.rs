//! sqlx's compile-time checked queries with typed IDs. `tests/storage/postgres` creates
//! the tables of `schema.sql` in its throwaway PostgreSQL, builds this crate with
//! `DATABASE_URL` pointing there (the macros check every query against the server while
//! the crate compiles), and runs it: it stores and reads users and orders, asserts what
//! it read, and prints it.
//!
//! A typed ID goes into a checked query in one of two ways:
//! - in the query itself: an output column `id AS "id: UserId"` (`"id!: UserId"` when
//!   the server cannot tell that it is never NULL), a parameter `id as _` or
//!   `id as UserId` (a cast of a value to its own type, which only names it);
//! - once for the crate, in `sqlx.toml`: `[macros.table-overrides.'users']` makes the
//!   column `users.id` a `UserId` in every query that returns it, and
//!   `[macros.type-overrides]` makes every other `uuid` a `uuid_runtime::Uuid`.
//!
//! A parameter needs the cast unless it has the Rust type of its SQL type (here
//! `uuid_runtime::Uuid`): the macros check parameters against that type, whatever the
//! table overrides say, so a bare `UserId` is ``expected `Uuid`, found `UserId` ``.

use std::env;

use sqlx::{Connection, PgConnection};
use uuid_runtime::{TypedId, Uuid};

/// A user's ID: `users.id` through `sqlx.toml`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(Uuid);

/// An order's ID: named in the queries.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "order")]
pub struct OrderId(Uuid);

/// A session: a nullable column, named in the queries.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "session")]
pub struct SessionId(Uuid);

/// The node of the v6 UUIDs of the orders.
const NODE: [u8; 6] = [0x02, 0x42, 0xac, 0x11, 0x00, 0x02];

/// A row of `users`, read with `query_as!`: `id` by the table override, `session` by
/// the type override.
#[derive(Debug, PartialEq)]
struct User {
    id: UserId,
    name: String,
    session: Option<Uuid>,
}

/// A row of `orders`, read with `query_as!` and overrides in the query.
#[derive(Debug, PartialEq)]
struct Order {
    id: OrderId,
    user_id: UserId,
    note: Option<String>,
}

fn main() {
    let url = env::var("DATABASE_URL").expect("DATABASE_URL is set");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut db = PgConnection::connect(&url).await.expect("connecting");
        users(&mut db).await.expect("the users' queries");
        orders(&mut db).await.expect("the orders' queries");
        db.close().await.expect("closing");
    });
}

async fn users(db: &mut PgConnection) -> Result<(), sqlx::Error> {
    let (ada, bob, session) = (UserId::new(), UserId::new(), SessionId::new());
    // Typed IDs as parameters: `as _`, or `as UserId` below.
    sqlx::query!(
        "INSERT INTO users (id, name, session) VALUES ($1, $2, $3)",
        ada as _,
        "ada",
        session as _,
    )
    .execute(&mut *db)
    .await?;
    // The type `uuid` maps to needs nothing.
    sqlx::query!(
        "INSERT INTO users (id, name) VALUES ($1, $2)",
        bob.into_uuid(),
        "bob",
    )
    .execute(&mut *db)
    .await?;

    // `users.id` comes out a `UserId` wherever it is selected (the annotation is the
    // check); `session`, a `uuid` without an override of its own, a `Uuid`.
    let row = sqlx::query!(
        "SELECT id, name, session FROM users WHERE id = $1",
        ada as UserId
    )
    .fetch_one(&mut *db)
    .await?;
    let (id, session_uuid): (UserId, Option<Uuid>) = (row.id, row.session);
    assert_eq!((id, row.name.as_str()), (ada, "ada"));
    assert_eq!(session_uuid, Some(session.into_uuid()));
    println!("user {id} {} session {}", row.name, session_uuid.unwrap());

    // An override in the query, nullable, or asserted not NULL with `!`.
    let sessions =
        sqlx::query_scalar!(r#"SELECT session AS "session: SessionId" FROM users ORDER BY name"#)
            .fetch_all(&mut *db)
            .await?;
    assert_eq!(sessions, [Some(session), None]);
    let found = sqlx::query_scalar!(
        r#"SELECT session AS "session!: SessionId" FROM users WHERE id = $1"#,
        ada as _
    )
    .fetch_one(&mut *db)
    .await?;
    println!("session of ada {found}");

    // `query_as!` into a struct of typed IDs, and `= ANY` with a slice of them.
    let users = sqlx::query_as!(
        User,
        "SELECT id, name, session FROM users WHERE id = ANY($1) ORDER BY name",
        &[ada, bob][..] as _
    )
    .fetch_all(&mut *db)
    .await?;
    let expected = [
        User {
            id: ada,
            name: "ada".into(),
            session: Some(session.into_uuid()),
        },
        User {
            id: bob,
            name: "bob".into(),
            session: None,
        },
    ];
    assert_eq!(users, expected);
    for user in &users {
        println!("listed {} {}", user.id, user.name);
    }
    Ok(())
}

async fn orders(db: &mut PgConnection) -> Result<(), sqlx::Error> {
    let ada: UserId = sqlx::query_scalar!("SELECT id FROM users WHERE name = 'ada'")
        .fetch_one(&mut *db)
        .await?;
    let mut placed = Vec::new();
    for note in [Some("first"), None] {
        let id = OrderId::from_uuid(Uuid::now_v6(&NODE));
        sqlx::query!(
            "INSERT INTO orders (id, user_id, note) VALUES ($1, $2, $3)",
            id as _,
            ada as _,
            note,
        )
        .execute(&mut *db)
        .await?;
        placed.push(Order {
            id,
            user_id: ada,
            note: note.map(Into::into),
        });
    }
    // Output columns `"name: Type"` (or `"name!: Type"` where the server cannot tell the
    // value is never NULL), parameters `as _` (or `as UserId`).
    let orders = sqlx::query_as!(
        Order,
        r#"SELECT id AS "id: OrderId", user_id AS "user_id: UserId", note
           FROM orders WHERE user_id = $1 ORDER BY id"#,
        ada as _
    )
    .fetch_all(&mut *db)
    .await?;
    assert_eq!(orders, placed);
    // Through a join: `users.id` keeps its override, `orders.id` is named.
    let rows = sqlx::query!(
        r#"SELECT o.id AS "order: OrderId", u.id, u.name
           FROM orders o JOIN users u ON u.id = o.user_id ORDER BY o.id"#
    )
    .fetch_all(&mut *db)
    .await?;
    for row in &rows {
        let (order, user): (OrderId, UserId) = (row.order, row.id);
        println!("order {order} of {user} {}", row.name);
    }
    assert_eq!(rows.len(), 2);

    // A UUID of another version, read as a `UserId`: a decode error, at run time.
    let err = sqlx::query_scalar!(r#"SELECT gen_random_uuid() AS "id!: UserId""#)
        .fetch_one(&mut *db)
        .await
        .unwrap_err();
    println!("a random UUID as a UserId: {err}");
    Ok(())
}
