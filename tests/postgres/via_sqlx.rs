//! Feature `sqlx-postgres`: sqlx `Type`/`Encode`/`Decode`/`PgHasArrayType`.

use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::{Connection, Row};
use uuid_runtime::Uuid;

use crate::ids::{OrderId, SessionId, TokenId, UserId, V4, V7, accounts, samples, to_uuid_crate};
use crate::{error_chain, server_or_skip, wrong_version};

/// Runs `test` with a new connection to the test server, on a one-thread runtime.
fn with_connection<F>(server: &uuid_toolkit::postgres::PostgresServer, test: F)
where
    F: AsyncFnOnce(&mut PgConnection),
{
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let options = PgConnectOptions::new()
            .socket(server.socket_dir())
            .port(server.port())
            .username("postgres")
            .database("postgres");
        let mut db = PgConnection::connect_with(&options).await.unwrap();
        test(&mut db).await;
        db.close().await.unwrap();
    });
}

#[test]
fn uuid_round_trips_with_null_and_arrays() {
    let server = server_or_skip!();
    with_connection(server, async |db| {
        sqlx::raw_sql("CREATE TEMP TABLE ids (id uuid PRIMARY KEY, other uuid)")
            .execute(&mut *db)
            .await
            .unwrap();
        for id in samples() {
            sqlx::query("INSERT INTO ids VALUES ($1, $2)")
                .bind(id)
                .bind(None::<Uuid>)
                .execute(&mut *db)
                .await
                .unwrap();
            let row = sqlx::query("SELECT id, other, pg_typeof($1)::text FROM ids WHERE id = $1")
                .bind(id)
                .fetch_one(&mut *db)
                .await
                .unwrap();
            assert_eq!(row.get::<Uuid, _>(0), id);
            assert_eq!(row.get::<Option<Uuid>, _>(1), None);
            assert_eq!(row.get::<String, _>(2), "uuid");
        }
        let ids = samples();
        let (back, ty): (Vec<Uuid>, String) = sqlx::query_as("SELECT $1, pg_typeof($1)::text")
            .bind(&ids)
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert_eq!((back, ty.as_str()), (ids, "uuid[]"));
        let empty: Vec<Uuid> = sqlx::query_scalar("SELECT $1")
            .bind(Vec::<Uuid>::new())
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert!(empty.is_empty());
        let err = sqlx::query_scalar::<_, Uuid>("SELECT NULL::uuid")
            .fetch_one(&mut *db)
            .await
            .unwrap_err();
        assert!(
            error_chain(&err).contains("unexpected null"),
            "{}",
            error_chain(&err)
        );
        // The simple query protocol returns text, which is parsed.
        let row = sqlx::raw_sql("SELECT '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'::uuid")
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert_eq!(row.get::<Uuid, _>(0), V7);
        assert_eq!(row.get::<UserId, _>(0), UserId::from_uuid(V7));
    });
}

#[test]
fn typed_ids_round_trip_and_look_up_by_equality_and_any() {
    let server = server_or_skip!();
    with_connection(server, async |db| {
        sqlx::raw_sql(
            "CREATE TEMP TABLE accounts (
                 user_id uuid PRIMARY KEY,
                 order_id uuid NOT NULL,
                 token uuid NOT NULL,
                 session uuid
             )",
        )
        .execute(&mut *db)
        .await
        .unwrap();
        let rows = accounts(20);
        for &(user, order, token, session) in &rows {
            sqlx::query("INSERT INTO accounts VALUES ($1, $2, $3, $4)")
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
                sqlx::query_as("SELECT * FROM accounts WHERE user_id = $1")
                    .bind(user)
                    .fetch_one(&mut *db)
                    .await
                    .unwrap();
            assert_eq!(found, (user, order, token, session));
            let by_order: UserId =
                sqlx::query_scalar("SELECT user_id FROM accounts WHERE order_id = $1")
                    .bind(order)
                    .fetch_one(&mut *db)
                    .await
                    .unwrap();
            assert_eq!(by_order, user);
        }
        let wanted: Vec<UserId> = rows.iter().step_by(3).map(|row| row.0).collect();
        let mut found: Vec<UserId> =
            sqlx::query_scalar("SELECT user_id FROM accounts WHERE user_id = ANY($1)")
                .bind(&wanted)
                .fetch_all(&mut *db)
                .await
                .unwrap();
        found.sort();
        let mut expected = wanted.clone();
        expected.sort();
        assert_eq!(found, expected);
        let sessions: Vec<Option<SessionId>> =
            sqlx::query_scalar("SELECT array_agg(session ORDER BY user_id) FROM accounts")
                .fetch_one(&mut *db)
                .await
                .unwrap();
        let mut by_user = rows.clone();
        by_user.sort();
        assert_eq!(
            sessions,
            by_user.iter().map(|row| row.3).collect::<Vec<_>>()
        );
    });
}

#[test]
fn a_typed_id_of_the_wrong_version_is_a_decode_error() {
    let server = server_or_skip!();
    with_connection(server, async |db| {
        let err = sqlx::query_scalar::<_, UserId>("SELECT $1")
            .bind(V4)
            .fetch_one(&mut *db)
            .await
            .unwrap_err();
        let text = error_chain(&err);
        assert!(
            text.contains("wrong UUID version: expected 7, found 4"),
            "{text}"
        );
        assert_eq!(wrong_version(&err), Some((7, 4)));
        let err = sqlx::query_scalar::<_, Vec<TokenId>>("SELECT ARRAY[$1::uuid, $2::uuid]")
            .bind(V4)
            .bind(V7)
            .fetch_one(&mut *db)
            .await
            .unwrap_err();
        assert!(
            error_chain(&err).contains("expected 4, found 7"),
            "{}",
            error_chain(&err)
        );
    });
}

#[test]
fn other_column_types_are_refused() {
    let server = server_or_skip!();
    with_connection(server, async |db| {
        let err =
            sqlx::query_scalar::<_, Uuid>("SELECT '67e55044-10b1-426f-9247-bb680e5fe0c8'::text")
                .fetch_one(&mut *db)
                .await
                .unwrap_err();
        let text = error_chain(&err);
        assert!(
            text.contains("mismatched types") && text.contains("TEXT"),
            "{text}"
        );
        let err = sqlx::query_scalar::<_, UserId>("SELECT 42")
            .fetch_one(&mut *db)
            .await
            .unwrap_err();
        let text = error_chain(&err);
        assert!(text.contains("UserId") && text.contains("INT4"), "{text}");
        let err = sqlx::query("SELECT $1::int")
            .bind(V4)
            .execute(&mut *db)
            .await
            .unwrap_err();
        assert!(error_chain(&err).contains("uuid"), "{}", error_chain(&err));
    });
}

#[test]
fn interoperates_with_sqlx_own_uuid_impls_both_ways() {
    let server = server_or_skip!();
    with_connection(server, async |db| {
        sqlx::raw_sql("CREATE TEMP TABLE mixed (id uuid)")
            .execute(&mut *db)
            .await
            .unwrap();
        for ours in samples() {
            let theirs = to_uuid_crate(ours);
            sqlx::query("INSERT INTO mixed VALUES ($1), ($2)")
                .bind(ours)
                .bind(theirs)
                .execute(&mut *db)
                .await
                .unwrap();
            let rows = sqlx::query("SELECT id, uuid_send(id) FROM mixed WHERE id = $1")
                .bind(theirs)
                .fetch_all(&mut *db)
                .await
                .unwrap();
            assert_eq!(rows.len(), 2);
            for row in rows {
                assert_eq!(row.get::<Uuid, _>(0), ours);
                assert_eq!(row.get::<uuid::Uuid, _>(0), theirs);
                assert_eq!(row.get::<Vec<u8>, _>(1), ours.as_bytes());
            }
        }
        let ours = samples();
        let theirs: Vec<uuid::Uuid> = ours.iter().copied().map(to_uuid_crate).collect();
        let back: Vec<Uuid> = sqlx::query_scalar("SELECT $1")
            .bind(&theirs)
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert_eq!(back, ours);
        let back: Vec<uuid::Uuid> = sqlx::query_scalar("SELECT $1")
            .bind(&ours)
            .fetch_one(&mut *db)
            .await
            .unwrap();
        assert_eq!(back, theirs);
    });
}
