//! The server itself: the throwaway one is reachable on its Unix socket and its TCP
//! port; `ORDER BY` on `BINARY(16)` is `Uuid`'s order and `HEX` its simple form; its
//! `UUID` type reverses the groups of versions 1 to 5; it has none of MySQL 8's UUID
//! functions.

use std::io::Read;
use std::net::TcpStream;
use std::os::unix::net::UnixStream;

use sqlx::Row;
use uuid_runtime::{Builder, RandomSource, Uuid, Variant};
use uuid_test_support::generators::SplitMix;

use crate::mysql::ids::ordering_values;
use crate::mysql::via_sqlx::connect;

/// How many values of each version the ordering test sorts (16 versions, and the
/// values at each octet's edges).
const PER_VERSION: usize = 100;
/// How many values one `INSERT` writes.
const BATCH: usize = 500;

/// The server's first packet on a new connection (the protocol's initial handshake):
/// protocol version 10, then the server's version, NUL-terminated.
fn greeting(mut stream: impl Read) -> (u8, String) {
    let mut header = [0; 4];
    stream.read_exact(&mut header).unwrap();
    let length =
        usize::from(header[0]) | usize::from(header[1]) << 8 | usize::from(header[2]) << 16;
    let mut payload = vec![0; length];
    stream.read_exact(&mut payload).unwrap();
    let end = payload.iter().position(|&byte| byte == 0).unwrap();
    (
        payload[0],
        String::from_utf8(payload[1..end].to_vec()).unwrap(),
    )
}

#[test]
fn the_server_greets_on_its_socket_and_its_port() {
    let Some(server) = crate::mysql::server() else {
        return;
    };
    let number = server.version().split_whitespace().nth(2).unwrap();
    for (protocol, version) in [
        greeting(UnixStream::connect(server.socket()).unwrap()),
        greeting(TcpStream::connect((server.host(), server.port())).unwrap()),
    ] {
        assert_eq!(protocol, 10);
        // MariaDB prefixes `5.5.5-` for clients that read only the first number.
        assert!(version.ends_with(number), "{version}: {number}");
        assert!(version.contains("MariaDB"), "{version}");
    }
    assert!(
        server
            .url()
            .starts_with("mysql://toolkit:toolkit-password@127.0.0.1:")
    );
}

#[test]
fn order_by_binary_16_equals_ord_and_hex_is_the_simple_form() {
    let Some(mut db) = connect() else { return };
    let values = ordering_values(PER_VERSION);
    assert!(values.len() >= 1000, "{}", values.len());
    db.with(async |db| {
        sqlx::raw_sql("CREATE TEMPORARY TABLE sorted (id BINARY(16) NOT NULL)")
            .execute(&mut *db)
            .await
            .unwrap();
        for batch in values.chunks(BATCH) {
            let sql = format!(
                "INSERT INTO sorted VALUES {}",
                vec!["(?)"; batch.len()].join(", ")
            );
            let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
            for id in batch {
                insert = insert.bind(id);
            }
            insert.execute(&mut *db).await.unwrap();
        }
        let mut expected = values.clone();
        expected.sort();
        let rows = sqlx::query("SELECT id, HEX(id) FROM sorted ORDER BY id")
            .fetch_all(&mut *db)
            .await
            .unwrap();
        let ascending: Vec<Uuid> = rows.iter().map(|row| row.get(0)).collect();
        assert!(ascending == expected, "ORDER BY id differs from Ord");
        for row in &rows {
            let (id, hex): (Uuid, String) = (row.get(0), row.get(1));
            assert_eq!(hex, format!("{:X}", id.simple()));
        }
        let descending: Vec<Uuid> = sqlx::query_scalar("SELECT id FROM sorted ORDER BY id DESC")
            .fetch_all(&mut *db)
            .await
            .unwrap();
        expected.reverse();
        assert!(descending == expected, "ORDER BY id DESC differs from Ord");
    });
}

/// MySQL 8's `UUID_TO_BIN` and `BIN_TO_UUID`, of the user's guide's recipe for columns in
/// their "swap" layout, are not MariaDB's: the suite cannot run that recipe.
#[test]
fn mariadb_has_no_uuid_to_bin_or_bin_to_uuid() {
    let Some(mut db) = connect() else { return };
    db.with(async |db| {
        for (function, sql) in [
            ("UUID_TO_BIN", "SELECT UUID_TO_BIN(UUID(), 1)"),
            ("BIN_TO_UUID", "SELECT BIN_TO_UUID(x'00', 1)"),
        ] {
            let err = sqlx::raw_sql(sql).execute(&mut *db).await.unwrap_err();
            let text = err.to_string();
            assert!(
                text.contains(&format!(".{function} does not exist")),
                "{sql}: {text}"
            );
        }
    });
}

/// What MariaDB's `UUID` type does to each version: it stores (and compares) a UUID of
/// versions 1 to 5 of the RFC 9562 variant with its five groups in reverse order, the
/// node first (`nnnnnnnnnnnn-vsss-Vhhh-mmmm-llllllll`), and any other UUID, v6 and v7
/// among them, as it is. So `ORDER BY` on it sorts v6 and v7 UUIDs by their bytes, by
/// time, and a time window of them is a range scan, as on `BINARY(16)`; it sorts v1 UUIDs
/// by node, then clock sequence, then time, so a window of v1 times is no range there
/// (nor on `BINARY(16)`, whose v1 order starts with the time's low bits).
#[test]
fn mariadb_uuid_type_reverses_the_groups_of_versions_1_to_5_only() {
    let Some(mut db) = connect() else { return };
    // The key MariaDB compares: the groups reversed for versions 1 to 5, else the bytes.
    let stored = |id: &Uuid| -> Vec<u8> {
        let b = id.as_bytes();
        if id.get_variant() == Variant::RFC4122 && (1..=5).contains(&id.get_version_num()) {
            [&b[10..16], &b[8..10], &b[6..8], &b[4..6], &b[0..4]].concat()
        } else {
            b.to_vec()
        }
    };
    let random = SplitMix::seeded(10_11);
    let mut values = Vec::new();
    for _ in 0..200 {
        let r = random.next_u128();
        let node = r.to_be_bytes()[..6].try_into().unwrap();
        // The fields' widths: 60 bits of ticks, 48 of milliseconds.
        let ticks = (r >> 64) as u64 & ((1 << 60) - 1);
        let clock_seq = (r >> 48) as u16;
        values.push(Builder::from_gregorian_timestamp(ticks, clock_seq, &node).into_uuid());
        values.push(Builder::from_sorted_gregorian_timestamp(ticks, clock_seq, &node).into_uuid());
        values.push(Uuid::new_v4());
        values.push(Uuid::new_v5(&Uuid::NAMESPACE_DNS, &r.to_le_bytes()));
        let millis = (r >> 64) as u64 & ((1 << 48) - 1);
        // `rand_a` then `rand_b`, of which the layout keeps 12 and 62 bits.
        let mut rand = [0; 10];
        rand[..2].copy_from_slice(&((r >> 32) as u16).to_be_bytes());
        rand[2..].copy_from_slice(&(r as u64).to_be_bytes());
        values.push(Builder::from_unix_timestamp_millis(millis, &rand).into_uuid());
    }
    db.with(async |db| {
        sqlx::raw_sql("CREATE TEMPORARY TABLE native_order (id UUID NOT NULL)")
            .execute(&mut *db)
            .await
            .unwrap();
        for batch in values.chunks(BATCH) {
            let sql = format!(
                "INSERT INTO native_order VALUES {}",
                vec!["(?)"; batch.len()].join(", ")
            );
            let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
            for id in batch {
                insert = insert.bind(id);
            }
            insert.execute(&mut *db).await.unwrap();
        }
        let sorted: Vec<Uuid> = sqlx::query_scalar("SELECT id FROM native_order ORDER BY id")
            .fetch_all(&mut *db)
            .await
            .unwrap();
        let mut expected = values.clone();
        expected.sort_by_key(stored);
        assert!(
            sorted == expected,
            "ORDER BY id differs from the reversed groups"
        );
        // For each version alone: v6 and v7 by their bytes, v1 not.
        for version in [1, 4, 5, 6, 7] {
            let of_version: Vec<Uuid> = sorted
                .iter()
                .copied()
                .filter(|id| id.get_version_num() == version)
                .collect();
            let mut by_bytes = of_version.clone();
            by_bytes.sort();
            assert_eq!(of_version == by_bytes, version >= 6, "version {version}");
        }
    });
}
