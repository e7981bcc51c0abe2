//! Feature `sqlx-sqlite`: sqlx `Type`/`Encode`/`Decode` for SQLite.

use sqlx::{Connection, Row};
use sqlx_sqlite::SqliteConnection;
use uuid_runtime::Uuid;

use crate::ids::{OrderId, SessionId, TokenId, UserId, V4, V7, accounts, samples, to_uuid_crate};
use crate::{NOT_UUIDS, TEXT_FORMS, TEXT_UUID, error_chain, wrong_version};

/// Runs `test` with a new in-memory database, on a one-thread runtime.
fn with_database<F>(test: F)
where
    F: AsyncFnOnce(&mut SqliteConnection),
{
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let mut db = SqliteConnection::connect("sqlite::memory:").await.unwrap();
        test(&mut db).await;
        db.close().await.unwrap();
    });
}

#[test]
fn uuid_is_a_16_byte_blob_and_round_trips_with_null() {
    with_database(async |db| {
        sqlx::raw_sql("CREATE TABLE ids (id BLOB PRIMARY KEY, other BLOB)")
            .execute(&mut *db)
            .await
            .unwrap();
        for id in samples() {
            sqlx::query("INSERT INTO ids VALUES (?1, ?2)")
                .bind(id)
                .bind(None::<Uuid>)
                .execute(&mut *db)
                .await
                .unwrap();
            let row = sqlx::query("SELECT id, other, typeof(id), hex(id) FROM ids WHERE id = ?1")
                .bind(id)
                .fetch_one(&mut *db)
                .await
                .unwrap();
            assert_eq!(row.get::<Uuid, _>(0), id);
            assert_eq!(row.get::<Option<Uuid>, _>(1), None);
            assert_eq!(row.get::<String, _>(2), "blob");
            assert_eq!(row.get::<String, _>(3), format!("{:X}", id.simple()));
        }
        let err = sqlx::query_scalar::<_, Uuid>("SELECT NULL")
            .fetch_one(&mut *db)
            .await
            .unwrap_err();
        assert!(
            error_chain(&err).contains("unexpected null"),
            "{}",
            error_chain(&err)
        );
    });
}

#[test]
fn typed_ids_round_trip_and_look_up() {
    with_database(async |db| {
        sqlx::raw_sql(
            "CREATE TABLE accounts (user_id BLOB PRIMARY KEY, order_id BLOB, token BLOB, session BLOB)",
        )
        .execute(&mut *db)
        .await
        .unwrap();
        let rows = accounts(20);
        for &(user, order, token, session) in &rows {
            sqlx::query("INSERT INTO accounts VALUES (?1, ?2, ?3, ?4)")
                .bind(user)
                .bind(order)
                .bind(token)
                .bind(session)
                .execute(&mut *db)
                .await
                .unwrap();
        }
        for &(user, order, token, session) in &rows {
            let found: (UserId, OrderId, TokenId, Option<SessionId>) =
                sqlx::query_as("SELECT * FROM accounts WHERE user_id = ?1")
                    .bind(user)
                    .fetch_one(&mut *db)
                    .await
                    .unwrap();
            assert_eq!(found, (user, order, token, session));
            let by_order: UserId =
                sqlx::query_scalar("SELECT user_id FROM accounts WHERE order_id = ?1")
                    .bind(order)
                    .fetch_one(&mut *db)
                    .await
                    .unwrap();
            assert_eq!(by_order, user);
        }
        let mut wanted = [rows[0].0, rows[5].0, rows[17].0];
        let found: Vec<UserId> = sqlx::query_scalar(
            "SELECT user_id FROM accounts WHERE user_id IN (?1, ?2, ?3) ORDER BY user_id",
        )
        .bind(wanted[0])
        .bind(wanted[1])
        .bind(wanted[2])
        .fetch_all(&mut *db)
        .await
        .unwrap();
        wanted.sort();
        assert_eq!(found, wanted);
    });
}

#[test]
fn text_in_the_four_forms_is_read() {
    with_database(async |db| {
        for form in TEXT_FORMS {
            let row = sqlx::raw_sql(sqlx::AssertSqlSafe(format!("SELECT {form}, {form}")))
                .fetch_one(&mut *db)
                .await
                .unwrap();
            assert_eq!(row.get::<Uuid, _>(0), TEXT_UUID, "{form}");
            assert_eq!(*row.get::<OrderId, _>(1).as_uuid(), TEXT_UUID, "{form}");
        }
    });
}

#[test]
fn other_values_are_decode_errors_that_say_what_was_found() {
    with_database(async |db| {
        for (value, message) in NOT_UUIDS {
            let row = sqlx::raw_sql(sqlx::AssertSqlSafe(format!("SELECT {value}, {value}")))
                .fetch_one(&mut *db)
                .await
                .unwrap();
            let err = row.try_get::<Uuid, _>(0).unwrap_err();
            assert!(
                error_chain(&err).contains(message),
                "{value}: {}",
                error_chain(&err)
            );
            let err = row.try_get::<UserId, _>(1).unwrap_err();
            assert!(
                error_chain(&err).contains(message),
                "{value}: {}",
                error_chain(&err)
            );
        }
    });
}

#[test]
fn a_typed_id_of_the_wrong_version_is_a_decode_error() {
    with_database(async |db| {
        let row = sqlx::query("SELECT ?1, ?2, ?3")
            .bind(V4)
            .bind(V4.to_string())
            .bind(V7)
            .fetch_one(&mut *db)
            .await
            .unwrap();
        for column in 0..2 {
            let err = row.try_get::<UserId, _>(column).unwrap_err();
            let text = error_chain(&err);
            assert!(
                text.contains("wrong UUID version: expected 7, found 4"),
                "{text}"
            );
            assert_eq!(wrong_version(&err), Some((7, 4)), "{text}");
            assert_eq!(*row.get::<TokenId, _>(column).as_uuid(), V4);
        }
        let err = row.try_get::<TokenId, _>(2).unwrap_err();
        assert_eq!(wrong_version(&err), Some((4, 7)));
    });
}

#[test]
fn interoperates_with_sqlx_own_uuid_impls_both_ways() {
    with_database(async |db| {
        sqlx::raw_sql("CREATE TABLE mixed (id BLOB)")
            .execute(&mut *db)
            .await
            .unwrap();
        for ours in samples() {
            let theirs = to_uuid_crate(ours);
            sqlx::query("INSERT INTO mixed VALUES (?1), (?2)")
                .bind(ours)
                .bind(theirs)
                .execute(&mut *db)
                .await
                .unwrap();
            let rows = sqlx::query("SELECT id, id, id FROM mixed WHERE id = ?1")
                .bind(theirs)
                .fetch_all(&mut *db)
                .await
                .unwrap();
            assert_eq!(rows.len(), 2);
            for row in rows {
                assert_eq!(row.get::<Uuid, _>(0), ours);
                assert_eq!(row.get::<uuid::Uuid, _>(1), theirs);
                assert_eq!(row.get::<Vec<u8>, _>(2), ours.as_bytes());
            }
        }
    });
}
