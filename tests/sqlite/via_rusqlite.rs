//! Feature `rusqlite`: rusqlite `ToSql`/`FromSql`.

use rusqlite::{Connection, params};
use uuid_runtime::Uuid;

use crate::ids::{OrderId, TokenId, UserId, V4, V7, accounts, samples, to_uuid_crate};
use crate::{NOT_UUIDS, TEXT_FORMS, TEXT_UUID, error_chain, wrong_version};

fn connect() -> Connection {
    Connection::open_in_memory().unwrap()
}

#[test]
fn uuid_is_a_16_byte_blob_and_round_trips_with_null() {
    let db = connect();
    db.execute_batch("CREATE TABLE ids (id BLOB PRIMARY KEY, other BLOB)")
        .unwrap();
    for id in samples() {
        db.execute("INSERT INTO ids VALUES (?1, ?2)", params![id, None::<Uuid>])
            .unwrap();
        let (back, other, ty, hex): (Uuid, Option<Uuid>, String, String) = db
            .query_row(
                "SELECT id, other, typeof(id), hex(id) FROM ids WHERE id = ?1",
                [id],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)),
            )
            .unwrap();
        assert_eq!((back, other), (id, None));
        assert_eq!((ty.as_str(), hex), ("blob", format!("{:X}", id.simple())));
    }
    let err = db
        .query_row("SELECT NULL", [], |row| row.get::<_, Uuid>(0))
        .unwrap_err();
    assert!(error_chain(&err).contains("Null"), "{}", error_chain(&err));
}

#[test]
fn typed_ids_round_trip_and_look_up() {
    let db = connect();
    db.execute_batch(
        "CREATE TABLE accounts (user_id BLOB PRIMARY KEY, order_id BLOB, token BLOB, session BLOB)",
    )
    .unwrap();
    let rows = accounts(20);
    for (user, order, token, session) in &rows {
        db.execute(
            "INSERT INTO accounts VALUES (?1, ?2, ?3, ?4)",
            params![user, order, token, session],
        )
        .unwrap();
    }
    for &(user, order, token, session) in &rows {
        let found = db
            .query_row("SELECT * FROM accounts WHERE user_id = ?1", [user], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
            })
            .unwrap();
        assert_eq!(found, (user, order, token, session));
        let by_order: UserId = db
            .query_row(
                "SELECT user_id FROM accounts WHERE order_id = ?1",
                [order],
                |row| row.get(0),
            )
            .unwrap();
        assert_eq!(by_order, user);
    }
    let wanted = [rows[0].0, rows[5].0, rows[17].0];
    let mut statement = db
        .prepare("SELECT user_id FROM accounts WHERE user_id IN (?1, ?2, ?3) ORDER BY user_id")
        .unwrap();
    let found: Vec<UserId> = statement
        .query_map(params![wanted[0], wanted[1], wanted[2]], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut wanted = wanted.to_vec();
    wanted.sort();
    assert_eq!(found, wanted);
}

#[test]
fn text_in_the_four_forms_is_read() {
    let db = connect();
    for form in TEXT_FORMS {
        let (id, user): (Uuid, OrderId) = db
            .query_row(&format!("SELECT {form}, {form}"), [], |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .unwrap();
        assert_eq!((id, *user.as_uuid()), (TEXT_UUID, TEXT_UUID), "{form}");
    }
}

#[test]
fn other_values_are_decode_errors_that_say_what_was_found() {
    let db = connect();
    for (value, message) in NOT_UUIDS {
        let sql = format!("SELECT {value}");
        let err = db
            .query_row(&sql, [], |row| row.get::<_, Uuid>(0))
            .unwrap_err();
        assert!(
            error_chain(&err).contains(message),
            "{value}: {}",
            error_chain(&err)
        );
        let err = db
            .query_row(&sql, [], |row| row.get::<_, UserId>(0))
            .unwrap_err();
        assert!(
            error_chain(&err).contains(message),
            "{value}: {}",
            error_chain(&err)
        );
    }
    let err = db
        .query_row("SELECT 42", [], |row| row.get::<_, Uuid>(0))
        .unwrap_err();
    assert!(
        error_chain(&err).contains("expected a 16-byte BLOB or UUID text, found an INTEGER"),
        "{}",
        error_chain(&err)
    );
    let err = db
        .query_row("SELECT 4.2", [], |row| row.get::<_, Uuid>(0))
        .unwrap_err();
    assert!(
        error_chain(&err).contains("found a REAL"),
        "{}",
        error_chain(&err)
    );
}

#[test]
fn a_typed_id_of_the_wrong_version_is_a_decode_error() {
    let db = connect();
    for stored in [&V4 as &dyn rusqlite::ToSql, &V4.to_string()] {
        let err = db
            .query_row("SELECT ?1", [stored], |row| row.get::<_, UserId>(0))
            .unwrap_err();
        let text = error_chain(&err);
        assert!(
            text.contains("wrong UUID version: expected 7, found 4"),
            "{text}"
        );
        assert_eq!(wrong_version(&err), Some((7, 4)), "{text}");
    }
    let token: TokenId = db.query_row("SELECT ?1", [V4], |row| row.get(0)).unwrap();
    assert_eq!(*token.as_uuid(), V4);
    let err = db
        .query_row("SELECT ?1", [V7], |row| row.get::<_, TokenId>(0))
        .unwrap_err();
    assert_eq!(wrong_version(&err), Some((4, 7)));
}

#[test]
fn interoperates_with_rusqlite_own_uuid_impls_both_ways() {
    let db = connect();
    db.execute_batch("CREATE TABLE mixed (id BLOB)").unwrap();
    for ours in samples() {
        let theirs = to_uuid_crate(ours);
        db.execute("INSERT INTO mixed VALUES (?1), (?2)", params![ours, theirs])
            .unwrap();
        let mut statement = db
            .prepare("SELECT id, id, typeof(id), length(id) FROM mixed WHERE id = ?1")
            .unwrap();
        let rows: Vec<(Uuid, uuid::Uuid, String, i64)> = statement
            .query_map([theirs], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(rows, vec![(ours, theirs, "blob".to_owned(), 16); 2]);
        let octets: Vec<u8> = db
            .query_row(
                "SELECT id FROM mixed WHERE id = ?1 LIMIT 1",
                [ours],
                |row| row.get(0),
            )
            .unwrap();
        assert_eq!(octets, theirs.as_bytes());
    }
}
