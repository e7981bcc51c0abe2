//! PostgreSQL's own UUID semantics against ours: `ORDER BY` against `Ord`, `uuid-ossp`'s
//! name-based UUIDs against `new_v3`/`new_v5`, `gen_random_uuid()` against
//! `get_version_num()`.

use uuid_runtime::{Uuid, Variant};

use crate::postgres::ids::{TokenId, UserId, ordering_values};
use crate::postgres::via_postgres::connect;
use crate::postgres::{error_chain, server_or_skip, wrong_version};

/// How many values of each version the ordering test sorts.
const PER_VERSION: usize = 10_000;

#[test]
fn order_by_equals_ord() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let values = ordering_values(PER_VERSION);
    for version in 0..=15 {
        let count = values
            .iter()
            .filter(|id| id.get_version_num() == version)
            .count();
        assert!(count >= PER_VERSION, "version {version}: {count}");
    }
    db.batch_execute("CREATE TEMP TABLE sorted (id uuid NOT NULL)")
        .unwrap();
    db.execute("INSERT INTO sorted SELECT unnest($1::uuid[])", &[&values])
        .unwrap();
    let mut expected = values;
    expected.sort();
    let ascending: Vec<Uuid> = db
        .query("SELECT id FROM sorted ORDER BY id", &[])
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert!(ascending == expected, "ORDER BY id differs from Ord");
    let descending: Vec<Uuid> = db
        .query_one("SELECT array_agg(id ORDER BY id DESC) FROM sorted", &[])
        .unwrap()
        .get(0);
    expected.reverse();
    assert!(descending == expected, "ORDER BY id DESC differs from Ord");
}

/// Names of every kind of text: empty, ASCII, multi-byte, long; some random.
fn names() -> Vec<String> {
    let mut names: Vec<String> = ["", "www.example.com", "über", "名前", "🦀 crab", "a\tb"]
        .map(String::from)
        .into();
    names.push("x".repeat(1000));
    let alphabet: Vec<char> = "abcXYZ019 -_./:é漢🙂\u{7f}".chars().collect();
    for _ in 0..300 {
        let random = Uuid::new_v4().into_bytes();
        let len = usize::from(random[0] % 16);
        let name = random[1..=len]
            .iter()
            .map(|&byte| alphabet[usize::from(byte) % alphabet.len()])
            .collect();
        names.push(name);
    }
    names
}

#[test]
fn uuid_ossp_v3_and_v5_equal_new_v3_and_new_v5() {
    let server = server_or_skip!();
    let mut db = connect(server);
    // The only test that creates it, so no two sessions race to.
    db.batch_execute(r#"CREATE EXTENSION IF NOT EXISTS "uuid-ossp""#)
        .unwrap();
    let names = names();
    for namespace in [
        Uuid::NAMESPACE_DNS,
        Uuid::NAMESPACE_URL,
        Uuid::NAMESPACE_OID,
        Uuid::NAMESPACE_X500,
        Uuid::new_v4(),
    ] {
        let rows = db
            .query(
                "SELECT name, uuid_generate_v3($1, name), uuid_generate_v5($1, name)
                 FROM unnest($2::text[]) WITH ORDINALITY AS t(name, i) ORDER BY i",
                &[&namespace, &names],
            )
            .unwrap();
        assert_eq!(rows.len(), names.len());
        for (row, name) in rows.iter().zip(&names) {
            assert_eq!(row.get::<_, String>(0), *name);
            let v3: Uuid = row.get(1);
            let v5: Uuid = row.get(2);
            assert_eq!(v3, Uuid::new_v3(&namespace, name.as_bytes()), "v3 {name:?}");
            assert_eq!(v5, Uuid::new_v5(&namespace, name.as_bytes()), "v5 {name:?}");
        }
    }
}

#[test]
fn gen_random_uuid_decodes_as_version_4() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let rows = db
        .query(
            "SELECT gen_random_uuid() FROM generate_series(1, 1000)",
            &[],
        )
        .unwrap();
    assert_eq!(rows.len(), 1000);
    for row in &rows {
        let id: Uuid = row.get(0);
        assert_eq!(
            (id.get_version_num(), id.get_variant()),
            (4, Variant::RFC4122),
            "{id}"
        );
        let token: TokenId = row.get(0);
        assert_eq!(*token.as_uuid(), id);
        let err = row.try_get::<_, UserId>(0).unwrap_err();
        assert_eq!(wrong_version(&err), Some((7, 4)), "{}", error_chain(&err));
    }
    let distinct: i64 = db
        .query_one(
            "SELECT count(DISTINCT id) FROM (SELECT gen_random_uuid() AS id
             FROM generate_series(1, 1000)) AS t",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(distinct, 1000);
}
