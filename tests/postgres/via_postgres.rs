//! Feature `postgres`: postgres-types `ToSql`/`FromSql`, through the `postgres` client.

use postgres::{Client, NoTls};
use uuid_runtime::Uuid;

use crate::ids::{OrderId, SessionId, TokenId, UserId, V4, V7, accounts, samples, to_uuid_crate};
use crate::{error_chain, server_or_skip, wrong_version};

/// A new connection to the test server.
pub(crate) fn connect(server: &uuid_toolkit::postgres::PostgresServer) -> Client {
    Client::connect(&server.conninfo(), NoTls).expect("connecting to the test server")
}

#[test]
fn uuid_round_trips_as_a_column_and_a_parameter() {
    let server = server_or_skip!();
    let mut db = connect(server);
    db.batch_execute("CREATE TEMP TABLE ids (id uuid PRIMARY KEY, other uuid)")
        .unwrap();
    for id in samples() {
        db.execute(
            "INSERT INTO ids (id, other) VALUES ($1, $2)",
            &[&id, &None::<Uuid>],
        )
        .unwrap();
        let row = db
            .query_one("SELECT id, other, $1::uuid FROM ids WHERE id = $1", &[&id])
            .unwrap();
        assert_eq!(row.get::<_, Uuid>(0), id);
        assert_eq!(row.get::<_, Option<Uuid>>(1), None);
        assert_eq!(row.get::<_, Uuid>(2), id);
    }
    let count: i64 = db
        .query_one("SELECT count(*) FROM ids", &[])
        .unwrap()
        .get(0);
    assert_eq!(count, i64::try_from(samples().len()).unwrap());
}

#[test]
fn values_and_typed_ids_are_sent_as_their_16_octets() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let user = UserId::from_uuid(V7);
    for (value, text) in [
        (&V4 as &(dyn postgres::types::ToSql + Sync), V4.to_string()),
        (&user, V7.to_string()),
        (&SessionId::from_uuid(Uuid::MAX), Uuid::MAX.to_string()),
    ] {
        let row = db
            .query_one("SELECT $1::uuid::text, uuid_send($1)", &[value])
            .unwrap();
        // A typed ID is stored as its UUID, never as TypeID text.
        assert_eq!(row.get::<_, String>(0), text);
        let octets: Vec<u8> = row.get(1);
        assert_eq!(octets, *Uuid::parse_str(&text).unwrap().as_bytes());
    }
}

#[test]
fn null_is_none_and_an_error_for_a_plain_value() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let row = db.query_one("SELECT NULL::uuid", &[]).unwrap();
    assert_eq!(row.get::<_, Option<Uuid>>(0), None);
    assert_eq!(row.get::<_, Option<UserId>>(0), None);
    let err = row.try_get::<_, Uuid>(0).unwrap_err();
    assert!(error_chain(&err).contains("NULL"), "{}", error_chain(&err));
    let row = db.query_one("SELECT $1::uuid", &[&Some(V7)]).unwrap();
    assert_eq!(row.get::<_, Option<UserId>>(0), Some(UserId::from_uuid(V7)));
}

#[test]
fn arrays_are_uuid_arrays() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let ids = samples();
    let row = db
        .query_one(
            "SELECT $1::uuid[], pg_typeof($1)::text, cardinality($1)",
            &[&ids],
        )
        .unwrap();
    assert_eq!(row.get::<_, Vec<Uuid>>(0), ids);
    assert_eq!(row.get::<_, String>(1), "uuid[]");
    let empty: Vec<Uuid> = Vec::new();
    let row = db.query_one("SELECT $1::uuid[]", &[&empty]).unwrap();
    assert_eq!(row.get::<_, Vec<Uuid>>(0), empty);
    let users = vec![UserId::new(), UserId::new(), UserId::from_uuid(V7)];
    let row = db
        .query_one("SELECT $1::uuid[], ARRAY[$2::uuid, NULL]", &[&users, &V7])
        .unwrap();
    assert_eq!(row.get::<_, Vec<UserId>>(0), users);
    assert_eq!(
        row.get::<_, Vec<Option<UserId>>>(1),
        [Some(UserId::from_uuid(V7)), None]
    );
}

#[test]
fn typed_ids_round_trip_and_look_up_by_equality_and_any() {
    let server = server_or_skip!();
    let mut db = connect(server);
    db.batch_execute(
        "CREATE TEMP TABLE accounts (
             user_id uuid PRIMARY KEY,
             order_id uuid NOT NULL,
             token uuid NOT NULL,
             session uuid
         )",
    )
    .unwrap();
    let rows = accounts(20);
    for (user, order, token, session) in &rows {
        db.execute(
            "INSERT INTO accounts VALUES ($1, $2, $3, $4)",
            &[user, order, token, session],
        )
        .unwrap();
    }
    for (user, order, token, session) in &rows {
        let row = db
            .query_one("SELECT * FROM accounts WHERE user_id = $1", &[user])
            .unwrap();
        assert_eq!(row.get::<_, UserId>(0), *user);
        assert_eq!(row.get::<_, OrderId>(1), *order);
        assert_eq!(row.get::<_, TokenId>(2), *token);
        assert_eq!(row.get::<_, Option<SessionId>>(3), *session);
        let found: UserId = db
            .query_one("SELECT user_id FROM accounts WHERE order_id = $1", &[order])
            .unwrap()
            .get(0);
        assert_eq!(found, *user);
    }
    let wanted: Vec<UserId> = rows.iter().step_by(3).map(|row| row.0).collect();
    let mut found: Vec<UserId> = db
        .query(
            "SELECT user_id FROM accounts WHERE user_id = ANY($1)",
            &[&wanted],
        )
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    found.sort();
    let mut expected = wanted.clone();
    expected.sort();
    assert_eq!(found, expected);
}

#[test]
fn a_typed_id_of_the_wrong_version_is_a_decode_error() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let row = db
        .query_one("SELECT $1::uuid, $2::uuid", &[&V4, &V7])
        .unwrap();
    let err = row.try_get::<_, UserId>(0).unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("wrong UUID version: expected 7, found 4"),
        "{text}"
    );
    assert_eq!(wrong_version(&err), Some((7, 4)));
    let err = row.try_get::<_, TokenId>(1).unwrap_err();
    assert!(
        error_chain(&err).contains("wrong UUID version: expected 4, found 7"),
        "{}",
        error_chain(&err)
    );
    // The array decoder reports the element's error.
    let row = db
        .query_one("SELECT ARRAY[$1::uuid, $2::uuid]", &[&V7, &V4])
        .unwrap();
    let err = row.try_get::<_, Vec<UserId>>(0).unwrap_err();
    assert!(error_chain(&err).contains("expected 7, found 4"));
}

#[test]
fn other_column_types_are_refused_both_ways() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let row = db
        .query_one(
            "SELECT '67e55044-10b1-426f-9247-bb680e5fe0c8'::text, 42",
            &[],
        )
        .unwrap();
    for (column, ty) in [(0, "text"), (1, "int4")] {
        let err = row.try_get::<_, Uuid>(column).unwrap_err();
        let text = error_chain(&err);
        let expected =
            format!("Rust type `uuid_runtime::value::Uuid` and the Postgres type `{ty}`");
        assert!(text.contains(&expected), "{text}");
        let err = row.try_get::<_, UserId>(column).unwrap_err();
        let text = error_chain(&err);
        assert!(text.contains("UserId` and the Postgres type"), "{text}");
    }
    // Binding: the client checks the parameter's type before sending it.
    let err = db.query_one("SELECT $1::text", &[&V4]).unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("Uuid` and the Postgres type `text`"),
        "{text}"
    );
    let err = db
        .query_one("SELECT $1::text", &[&UserId::from_uuid(V7)])
        .unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("UserId` and the Postgres type `text`"),
        "{text}"
    );
}

#[test]
fn interoperates_with_the_uuid_crate_both_ways() {
    let server = server_or_skip!();
    let mut db = connect(server);
    db.batch_execute("CREATE TEMP TABLE mixed (id uuid)")
        .unwrap();
    let ours = samples();
    let theirs: Vec<uuid::Uuid> = ours.iter().copied().map(to_uuid_crate).collect();
    for (our, their) in ours.iter().zip(&theirs) {
        db.execute("INSERT INTO mixed VALUES ($1), ($2)", &[our, their])
            .unwrap();
        let rows = db
            .query(
                "SELECT id, uuid_send(id) FROM mixed WHERE id = $1",
                &[their],
            )
            .unwrap();
        assert_eq!(rows.len(), 2);
        for row in rows {
            assert_eq!(row.get::<_, Uuid>(0), *our);
            assert_eq!(row.get::<_, uuid::Uuid>(0), *their);
            assert_eq!(row.get::<_, Vec<u8>>(1), our.as_bytes());
        }
    }
    let row = db.query_one("SELECT $1::uuid[]", &[&theirs]).unwrap();
    assert_eq!(row.get::<_, Vec<Uuid>>(0), ours);
    let row = db.query_one("SELECT $1::uuid[]", &[&ours]).unwrap();
    assert_eq!(row.get::<_, Vec<uuid::Uuid>>(0), theirs);
}
