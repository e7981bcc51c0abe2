//! Feature `sqlx-mysql`: sqlx `Type`/`Encode`/`Decode` for MySQL, through the contract
//! and MySQL's own column types.

use sqlx::mysql::{MySql, MySqlConnection};
use sqlx::{Connection, Row};
use uuid_runtime::Uuid;

use crate::mysql::contract::{Dialect, contract_tests};
use crate::mysql::errors::{error_chain, wrong_version};
use crate::mysql::ids::{OrderId, UserId, V4, V7};
use crate::mysql::sqlx_client::{Sqlx, SqlxDatabase};

impl SqlxDatabase for MySql {
    const DIALECT: &'static Dialect = &crate::mysql::DIALECT;
}

/// A new connection to the test server, over TCP.
pub(crate) fn connect() -> Option<Sqlx<MySql>> {
    let url = crate::mysql::server()?.url();
    Some(Sqlx::connect(|| MySqlConnection::connect(&url)))
}

contract_tests!(connect());
contract_tests!(@text connect());

#[test]
fn mariadb_uuid_and_char_36_columns_are_read_and_written() {
    let Some(mut db) = connect() else { return };
    db.with(async |db| {
        sqlx::raw_sql("CREATE TEMPORARY TABLE native (id UUID PRIMARY KEY, text CHAR(36))")
            .execute(&mut *db)
            .await
            .unwrap();
        for id in crate::mysql::uuid_column_samples() {
            // MariaDB's `UUID` column takes the 16 bytes sqlx sends.
            sqlx::query("INSERT INTO native VALUES (?, ?)")
                .bind(id)
                .bind(id.hyphenated().to_string())
                .execute(&mut *db)
                .await
                .unwrap();
            let row = sqlx::query("SELECT id, text, CAST(id AS CHAR) FROM native WHERE id = ?")
                .bind(id)
                .fetch_one(&mut *db)
                .await
                .unwrap();
            assert_eq!(row.get::<Uuid, _>(0), id);
            assert_eq!(row.get::<Uuid, _>(1), id);
            assert_eq!(row.get::<OrderId, _>(0), OrderId::from_uuid(id));
            assert_eq!(row.get::<String, _>(2), id.to_string());
        }
        let user = UserId::new();
        sqlx::query("INSERT INTO native VALUES (?, ?)")
            .bind(user)
            .bind(user.as_uuid().simple().to_string().to_uppercase())
            .execute(&mut *db)
            .await
            .unwrap();
        let found: (UserId, UserId) = sqlx::query_as("SELECT id, text FROM native WHERE id = ?")
            .bind(user)
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert_eq!(found, (user, user));
        // A version 4 UUID read from the `UUID` column is no `UserId`.
        let err = sqlx::query_scalar::<_, UserId>("SELECT id FROM native WHERE id = ?")
            .bind(V4)
            .fetch_one(&mut *db)
            .await
            .unwrap_err();
        assert_eq!(wrong_version(&err), Some((7, 4)), "{}", error_chain(&err));
    });
}

/// MariaDB's `UUID` type keeps v7 UUIDs in their byte order: a time window is a range
/// scan there too (what it does to v1 and v6 is in `server.rs`).
#[test]
fn v7_windows_are_range_scans_in_a_uuid_column() {
    let Some(mut db) = connect() else { return };
    crate::mysql::contract::v7_windows_are_range_scans_in(&mut db, "UUID");
}

#[test]
fn text_of_sixteen_characters_is_text_not_octets() {
    let Some(mut db) = connect() else { return };
    db.with(async |db| {
        let err = sqlx::query_scalar::<_, Uuid>("SELECT 'abcdefghijklmnop'")
            .fetch_one(&mut *db)
            .await
            .unwrap_err();
        let text = error_chain(&err);
        assert!(
            text.contains("invalid UUID text `abcdefghijklmnop`: not a UUID"),
            "{text}"
        );
        let octets: Uuid = sqlx::query_scalar("SELECT CAST('abcdefghijklmnop' AS BINARY)")
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert_eq!(octets.as_bytes(), b"abcdefghijklmnop");
    });
}

/// sqlx says which strings are binary: one of another length than 16 is an error that
/// counts its bytes, even if they are UTF-8, unless it is UUID text of a text form's
/// length (stored as bytes), which is read, or refused with the parser's message.
#[test]
fn binary_strings_of_another_length_say_how_many_bytes() {
    let Some(mut db) = connect() else { return };
    db.with(async |db| {
        for (sql, message) in [
            (
                "SELECT CAST('abcdefghijklmno' AS BINARY)",
                "invalid UUID: expected 16 bytes or UUID text, found 15 bytes",
            ),
            (
                "SELECT CAST('abcdefghijklmnopq' AS BINARY)",
                "invalid UUID: expected 16 bytes or UUID text, found 17 bytes",
            ),
            (
                "SELECT CAST('67e55044-10b1-426f-9247-bb680e5fe0cg' AS BINARY)",
                "invalid UUID text `67e55044-10b1-426f-9247-bb680e5fe0cg`: \
                 invalid character `g` at position 35: expected a hex digit",
            ),
        ] {
            let err = sqlx::query_scalar::<_, Uuid>(sql)
                .fetch_one(&mut *db)
                .await
                .unwrap_err();
            let text = error_chain(&err);
            assert!(text.contains(message), "{sql}: {text}");
        }
        let found: UserId = sqlx::query_scalar("SELECT CAST(? AS BINARY)")
            .bind(V7.urn().to_string())
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert_eq!(found, UserId::from_uuid(V7));
    });
}

#[test]
fn other_column_types_are_refused() {
    let Some(mut db) = connect() else { return };
    db.with(async |db| {
        for (sql, ty) in [
            ("SELECT 42", "INT"),
            ("SELECT 4.2", "DECIMAL"),
            ("SELECT NOW()", "DATETIME"),
        ] {
            let err = sqlx::query_scalar::<_, Uuid>(sql)
                .fetch_one(&mut *db)
                .await
                .unwrap_err();
            let text = error_chain(&err);
            assert!(
                text.contains("mismatched types") && text.contains(ty),
                "{sql}: {text}"
            );
            let err = sqlx::query_scalar::<_, UserId>(sql)
                .fetch_one(&mut *db)
                .await
                .unwrap_err();
            let text = error_chain(&err);
            assert!(
                text.contains("UserId") && text.contains(ty),
                "{sql}: {text}"
            );
        }
        // Decoding directly, without sqlx's check of the type, says what was found.
        let row = sqlx::query("SELECT 42").fetch_one(&mut *db).await.unwrap();
        let err = <Uuid as sqlx::Decode<MySql>>::decode(row.try_get_raw(0).unwrap()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid UUID: expected 16 bytes or UUID text, found a value of type `INT`"
        );
    });
}

#[test]
fn a_prefixed_typed_id_and_a_versioned_one_bind_and_compare_in_sql() {
    let Some(mut db) = connect() else { return };
    db.with(async |db| {
        let (same, hex): (bool, String) = sqlx::query_as("SELECT ? = ?, HEX(?)")
            .bind(UserId::from_uuid(V7))
            .bind(V7)
            .bind(OrderId::from_uuid(V7))
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert!(same);
        assert_eq!(hex, format!("{:X}", V7.simple()));
    });
}
