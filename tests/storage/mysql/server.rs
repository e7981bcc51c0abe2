//! The server itself: the throwaway one is reachable on its Unix socket and its TCP
//! port; `ORDER BY` on `BINARY(16)` is `Uuid`'s order and `HEX` its simple form; it
//! has none of MySQL 8's UUID functions.

use std::io::Read;
use std::net::TcpStream;
use std::os::unix::net::UnixStream;

use sqlx::Row;
use uuid_runtime::Uuid;

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
