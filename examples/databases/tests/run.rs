//! The `sqlite` and `postgres` examples, run as processes: the rows they print, and the
//! messages of the PostgreSQL one when `DATABASE_URL` is unset or unreachable.

use std::process::{Command, Output};

use uuid_runtime::typeid::TypeId;

/// A binary of this package, which cargo builds for its tests.
fn example(name: &str) -> Command {
    Command::new(match name {
        "sqlite" => env!("CARGO_BIN_EXE_sqlite"),
        "postgres" => env!("CARGO_BIN_EXE_postgres"),
        _ => unreachable!("no binary {name}"),
    })
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("UTF-8 output")
}

/// The TypeIDs with `prefix` in `line`, parsed.
fn typeids<'a>(line: &'a str, prefix: &'a str) -> impl Iterator<Item = &'a str> {
    line.split_whitespace()
        .filter(move |word| TypeId::parse_str(word).is_ok_and(|id| id.prefix() == prefix))
}

/// Checks the report both examples print: stored users and orders, the join read
/// back with the same IDs, and the decode error of a wrong version.
fn check_report(stdout: &str, storage: &str) {
    let stored: Vec<&str> = stdout
        .lines()
        .skip_while(|line| *line != "stored:")
        .take_while(|line| !line.starts_with("read back"))
        .collect();
    let orders: Vec<&str> = stored
        .iter()
        .flat_map(|line| typeids(line, "order"))
        .collect();
    assert_eq!(orders.len(), 3, "{stdout}");
    let joined: Vec<&str> = stdout
        .lines()
        .skip_while(|line| !line.starts_with("read back"))
        .skip(1)
        .take(3)
        .collect();
    for line in &joined {
        let order = typeids(line, "order").next().expect("an order ID");
        assert!(orders.contains(&order), "{line}");
        assert_eq!(typeids(line, "user").count(), 1, "{line}");
        assert!(line.ends_with(storage), "{line}");
    }
    assert!(
        stdout.contains("as a UserId:")
            && stdout.contains("wrong UUID version: expected 7, found 4"),
        "{stdout}"
    );
}

#[test]
fn the_sqlite_example_stores_and_reads_typed_ids() {
    let Output {
        status,
        stdout,
        stderr,
    } = example("sqlite").output().unwrap();
    assert!(status.success(), "{}", text(&stderr));
    check_report(text(&stdout), "(blob, 16 bytes)");
}

#[test]
fn the_postgres_example_explains_a_missing_database_url() {
    let Output {
        status,
        stdout,
        stderr,
    } = example("postgres")
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert_eq!(status.code(), Some(2));
    assert_eq!(text(&stdout), "");
    assert!(
        text(&stderr).starts_with("error: DATABASE_URL is not set\n"),
        "{}",
        text(&stderr)
    );
}

#[test]
fn the_postgres_example_explains_an_unreachable_server() {
    let Output {
        status,
        stdout,
        stderr,
    } = example("postgres")
        .env(
            "DATABASE_URL",
            "postgres://postgres@localhost/postgres?host=/nonexistent",
        )
        .output()
        .unwrap();
    assert_eq!(status.code(), Some(1));
    assert_eq!(text(&stdout), "");
    assert!(
        text(&stderr)
            .starts_with("error: cannot connect to the PostgreSQL server at DATABASE_URL: "),
        "{}",
        text(&stderr)
    );
}

#[test]
fn the_postgres_example_stores_and_reads_typed_ids() {
    let Some(server) = uuid_test_support::postgres::postgres() else {
        return;
    };
    let Output {
        status,
        stdout,
        stderr,
    } = example("postgres")
        .env("DATABASE_URL", server.url())
        .output()
        .unwrap();
    assert!(status.success(), "{}", text(&stderr));
    let stdout = text(&stdout);
    check_report(stdout, "(uuid)");
    let any: Vec<&str> = stdout
        .lines()
        .skip_while(|line| !line.starts_with("lookup with = ANY($1)"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .collect();
    assert_eq!(any.len(), 2, "{stdout}");
}
