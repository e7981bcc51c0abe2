//! sqlx's compile-time checked queries with typed IDs: `tests/crates/checked-queries`
//! is built against this server (its macros describe each query to it while compiling)
//! and run; the user's guide shows its code, which a test keeps verbatim.

use std::process::Output;

use postgres::{Client, NoTls};
use uuid_test_support::postgres::PostgresServer;
use uuid_test_support::test_crate;

use crate::postgres::ids::{OrderId, UserId};
use crate::postgres::server_or_skip;
use crate::postgres::via_postgres::connect;

/// The database the crate's tables are created in, apart from the other tests'.
const DATABASE: &str = "checked_queries";

/// `cargo run` of the crate with `DATABASE_URL` set to [`DATABASE`] on `server`.
fn build_and_run(server: &PostgresServer) -> Output {
    test_crate("checked-queries", "run")
        .env("DATABASE_URL", server.url_for(DATABASE))
        .output()
        .expect("cargo runs")
}

/// The words after `label` of each line of `stdout` that starts with it.
fn words<'a>(stdout: &'a str, label: &str) -> Vec<Vec<&'a str>> {
    stdout
        .lines()
        .filter_map(|line| line.strip_prefix(label))
        .map(|rest| rest.split_whitespace().collect())
        .collect()
}

#[test]
fn query_macros_read_and_bind_typed_ids_checked_against_the_server() {
    let server = server_or_skip!();
    connect(server)
        .batch_execute(&format!("CREATE DATABASE {DATABASE}"))
        .unwrap();
    let mut db = Client::connect(&server.conninfo_for(DATABASE), NoTls).unwrap();
    db.batch_execute(include_str!("../../crates/checked-queries/schema.sql"))
        .unwrap();

    let output = build_and_run(server);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "the checked-queries crate failed:\n{}\n{stdout}",
        String::from_utf8_lossy(&output.stderr)
    );

    // What it printed: typed IDs as their TypeIDs, and the users it stored.
    let user = &words(&stdout, "user ")[0];
    let ada: UserId = user[0].parse().unwrap();
    assert_eq!(&user[1..3], ["ada", "session"]);
    let listed = words(&stdout, "listed ");
    assert_eq!(listed.len(), 2);
    assert_eq!(listed[0][0].parse::<UserId>().unwrap(), ada);
    assert_eq!(listed[1][1], "bob");
    let orders = words(&stdout, "order ");
    assert_eq!(orders.len(), 2);
    for order in &orders {
        order[0].parse::<OrderId>().unwrap();
        assert_eq!((order[1], order[2], order[3]), ("of", user[0], "ada"));
    }
    let session = words(&stdout, "session of ada ");
    assert!(session[0][0].starts_with("session_"), "{stdout}");
    assert!(
        stdout.contains(
            "a random UUID as a UserId: error occurred while decoding column 0: \
             wrong UUID version: expected 7, found 4"
        ),
        "{stdout}"
    );

    // What it stored, read here through another client.
    let stored: Vec<(UserId, String)> = db
        .query("SELECT id, name FROM users ORDER BY name", &[])
        .unwrap()
        .iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    assert_eq!(stored.len(), 2);
    assert_eq!(stored[0], (ada, "ada".to_owned()));
    let placed: i64 = db
        .query_one("SELECT count(*) FROM orders WHERE user_id = $1", &[&ada])
        .unwrap()
        .get(0);
    assert_eq!(placed, 2);
}

/// The user's guide shows this crate's code (a `text` block: it needs a server to build)
/// and its `sqlx.toml`, verbatim: the code as `main.rs` has it in a function body.
#[test]
fn the_users_guide_shows_the_crates_code_verbatim() {
    let (page, section) = (
        "uuid-runtime/src/integrations/sqlx_postgres.rs",
        "# Checked queries",
    );
    let code = uuid_test_support::guide_block(page, section, "```text\n");
    let in_a_body = uuid_test_support::in_a_body(code.lines());
    let main = include_str!("../../crates/checked-queries/main.rs");
    assert!(main.contains(&in_a_body), "not in main.rs:\n{in_a_body}");
    // The first line names the file.
    let settings = uuid_test_support::guide_block(page, section, "```toml\n");
    let (file, settings) = settings.split_once('\n').unwrap();
    assert!(file.starts_with("# sqlx.toml"), "{file}");
    let sqlx_toml = include_str!("../../crates/checked-queries/sqlx.toml");
    assert!(
        sqlx_toml.contains(settings),
        "not in sqlx.toml:\n{settings}"
    );
}
