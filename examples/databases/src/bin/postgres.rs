//! Typed IDs as keys in PostgreSQL through sqlx (feature `sqlx-postgres`): stored as the
//! native `uuid` type, bound as parameters one at a time or as a `uuid[]` for
//! `= ANY($1)`, and read back as their own types. Uses temporary tables only.
//!
//! Run with `DATABASE_URL=postgres://user@host/database cargo run -p example-databases --bin postgres`.

use std::process::ExitCode;

use sqlx::postgres::PgConnection;
use sqlx::{Connection, Row};
use uuid_runtime::{TypedId, Uuid};

/// Users: version 7 (time-ordered keys), TypeID text `user_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

/// Orders: version 7, TypeID text `order_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "order", version = 7)]
struct OrderId(Uuid);

fn main() -> ExitCode {
    let Some(url) = std::env::var("DATABASE_URL")
        .ok()
        .filter(|url| !url.is_empty())
    else {
        eprintln!(
            "error: DATABASE_URL is not set\n\
             help: point it at a PostgreSQL server, for example\n  \
             DATABASE_URL=postgres://postgres@localhost/postgres cargo run -p example-databases --bin postgres"
        );
        return ExitCode::from(2);
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a Tokio runtime");
    runtime.block_on(async {
        let mut db = match PgConnection::connect(&url).await {
            Ok(db) => db,
            Err(err) => {
                eprintln!("error: cannot connect to the PostgreSQL server at DATABASE_URL: {err}");
                return ExitCode::FAILURE;
            }
        };
        match run(&mut db).await {
            Ok(()) => ExitCode::SUCCESS,
            Err(err) => {
                eprintln!("error: {err}");
                ExitCode::FAILURE
            }
        }
    })
}

async fn run(db: &mut PgConnection) -> Result<(), sqlx::Error> {
    sqlx::raw_sql(
        "CREATE TEMP TABLE users (id uuid PRIMARY KEY, name text NOT NULL);
         CREATE TEMP TABLE orders (
             id uuid PRIMARY KEY,
             user_id uuid NOT NULL REFERENCES users (id),
             item text NOT NULL
         );",
    )
    .execute(&mut *db)
    .await?;

    println!("stored:");
    let mut users = Vec::new();
    for name in ["ada", "grace", "edsger"] {
        let id = UserId::new();
        sqlx::query("INSERT INTO users (id, name) VALUES ($1, $2)")
            .bind(id)
            .bind(name)
            .execute(&mut *db)
            .await?;
        println!("  user  {id}  {name}");
        users.push(id);
    }
    for (user, item) in [
        (users[0], "keyboard"),
        (users[1], "lamp"),
        (users[2], "chalk"),
    ] {
        let id = OrderId::new();
        sqlx::query("INSERT INTO orders (id, user_id, item) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(user)
            .bind(item)
            .execute(&mut *db)
            .await?;
        println!("  order {id}  {item} for {user}");
    }

    println!("read back (a join on the typed-ID keys):");
    let rows = sqlx::query(
        "SELECT orders.id, users.id, users.name, orders.item, pg_typeof(orders.id)::text
         FROM orders JOIN users ON users.id = orders.user_id
         ORDER BY orders.id",
    )
    .fetch_all(&mut *db)
    .await?;
    for row in rows {
        let order: OrderId = row.try_get(0)?;
        let user: UserId = row.try_get(1)?;
        let (name, item, ty): (String, String, String) =
            (row.try_get(2)?, row.try_get(3)?, row.try_get(4)?);
        println!("  {order}  {user}  {name:<6} {item:<9} ({ty})");
    }

    let wanted = vec![users[0], users[2]];
    println!("lookup with = ANY($1) ({} and {}):", wanted[0], wanted[1]);
    let names: Vec<(UserId, String)> =
        sqlx::query_as("SELECT id, name FROM users WHERE id = ANY($1) ORDER BY id")
            .bind(&wanted)
            .fetch_all(&mut *db)
            .await?;
    for (id, name) in names {
        println!("  {id}  {name}");
    }

    // A version 4 UUID where a `UserId` (version 7) is expected: a decode error.
    let err = sqlx::query_scalar::<_, UserId>("SELECT gen_random_uuid()")
        .fetch_one(&mut *db)
        .await
        .unwrap_err();
    println!("reading gen_random_uuid() as a UserId: {err}");
    Ok(())
}
