//! Feature `diesel-sqlite`: a `table!` schema with a typed-ID primary key (SQL type
//! `Binary`), and `Queryable`/`Selectable`/`Insertable` structs holding typed IDs.

use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types;
use uuid_runtime::Uuid;

use crate::ids::{OrderId, SessionId, TokenId, UserId, V4, V7, samples, to_uuid_crate};
use crate::{NOT_UUIDS, TEXT_FORMS, TEXT_UUID, error_chain, wrong_version};

mod schema {
    diesel::table! {
        users (id) {
            id -> Binary,
            name -> Text,
            session -> Nullable<Binary>,
            token -> Binary,
        }
    }

    diesel::table! {
        mixed (id) {
            id -> Binary,
        }
    }
}

use schema::{mixed, users};

#[derive(Queryable, Selectable, Insertable, Debug, Clone, PartialEq)]
#[diesel(table_name = users, check_for_backend(diesel::sqlite::Sqlite))]
struct User {
    id: UserId,
    name: String,
    session: Option<SessionId>,
    token: TokenId,
}

fn connect() -> SqliteConnection {
    let mut db = SqliteConnection::establish(":memory:").unwrap();
    diesel::sql_query(
        "CREATE TABLE users (id BLOB PRIMARY KEY, name TEXT NOT NULL, session BLOB, token BLOB NOT NULL)",
    )
    .execute(&mut db)
    .unwrap();
    diesel::sql_query("CREATE TABLE mixed (id BLOB PRIMARY KEY)")
        .execute(&mut db)
        .unwrap();
    db
}

#[test]
fn a_typed_id_primary_key_inserts_loads_and_filters() {
    let mut db = connect();
    let users: Vec<User> = (0..12)
        .map(|i| User {
            id: UserId::new(),
            name: format!("user {i:02}"),
            session: (i % 3 != 0).then(SessionId::new),
            token: TokenId::new(),
        })
        .collect();
    let inserted = diesel::insert_into(users::table)
        .values(&users)
        .execute(&mut db)
        .unwrap();
    assert_eq!(inserted, users.len());
    let loaded: Vec<User> = users::table
        .order(users::name)
        .select(User::as_select())
        .load(&mut db)
        .unwrap();
    assert_eq!(loaded, users);
    for user in &users {
        let found: User = users::table
            .find(user.id)
            .select(User::as_select())
            .first(&mut db)
            .unwrap();
        assert_eq!(found, *user);
        let (id, ty): (UserId, String) = users::table
            .filter(users::token.eq(&user.token))
            .select((users::id, sql::<sql_types::Text>("typeof(id)")))
            .first(&mut db)
            .unwrap();
        assert_eq!((id, ty.as_str()), (user.id, "blob"));
    }
    let mut wanted: Vec<UserId> = users.iter().step_by(3).map(|user| user.id).collect();
    let mut found: Vec<UserId> = users::table
        .filter(users::id.eq_any(&wanted))
        .select(users::id)
        .load(&mut db)
        .unwrap();
    found.sort();
    wanted.sort();
    assert_eq!(found, wanted);
    let sessions: Vec<Option<SessionId>> = users::table
        .order(users::name)
        .select(users::session)
        .load(&mut db)
        .unwrap();
    assert_eq!(
        sessions,
        users.iter().map(|user| user.session).collect::<Vec<_>>()
    );
}

#[test]
fn uuid_is_a_16_byte_blob_and_round_trips_with_null() {
    let mut db = connect();
    for id in samples() {
        let (back, ty, hex, none): (Uuid, String, String, Option<Uuid>) = diesel::select((
            id.into_sql::<sql_types::Binary>(),
            sql::<sql_types::Text>("typeof(")
                .bind::<sql_types::Binary, _>(id)
                .sql(")"),
            sql::<sql_types::Text>("hex(")
                .bind::<sql_types::Binary, _>(id)
                .sql(")"),
            None::<Uuid>.into_sql::<sql_types::Nullable<sql_types::Binary>>(),
        ))
        .get_result(&mut db)
        .unwrap();
        assert_eq!((back, ty.as_str(), none), (id, "blob", None));
        assert_eq!(hex, format!("{:X}", id.simple()));
    }
}

#[test]
fn text_in_the_four_forms_is_read() {
    let mut db = connect();
    for form in TEXT_FORMS {
        let (id, user): (Uuid, TokenId) = diesel::select((
            sql::<sql_types::Binary>(form),
            sql::<sql_types::Binary>(form),
        ))
        .get_result(&mut db)
        .unwrap();
        assert_eq!((id, *user.as_uuid()), (TEXT_UUID, TEXT_UUID), "{form}");
    }
}

#[test]
fn other_values_are_decode_errors_that_say_what_was_found() {
    let mut db = connect();
    for (value, message) in NOT_UUIDS {
        let err = diesel::select(sql::<sql_types::Binary>(value))
            .get_result::<Uuid>(&mut db)
            .unwrap_err();
        assert!(
            error_chain(&err).contains(message),
            "{value}: {}",
            error_chain(&err)
        );
        let err = diesel::select(sql::<sql_types::Binary>(value))
            .get_result::<UserId>(&mut db)
            .unwrap_err();
        assert!(
            error_chain(&err).contains(message),
            "{value}: {}",
            error_chain(&err)
        );
    }
    let err = diesel::select(sql::<sql_types::Binary>("42"))
        .get_result::<Uuid>(&mut db)
        .unwrap_err();
    assert!(
        error_chain(&err).contains("expected a 16-byte BLOB or UUID text, found an INTEGER"),
        "{}",
        error_chain(&err)
    );
}

#[test]
fn a_typed_id_of_the_wrong_version_is_a_decode_error() {
    let mut db = connect();
    diesel::insert_into(mixed::table)
        .values(mixed::id.eq(V4))
        .execute(&mut db)
        .unwrap();
    let err = mixed::table
        .select(mixed::id)
        .first::<UserId>(&mut db)
        .unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("wrong UUID version: expected 7, found 4"),
        "{text}"
    );
    assert_eq!(wrong_version(&err), Some((7, 4)), "{text}");
    let token: TokenId = mixed::table.select(mixed::id).first(&mut db).unwrap();
    assert_eq!(*token.as_uuid(), V4);
    let err = diesel::select(V7.into_sql::<sql_types::Binary>())
        .get_result::<TokenId>(&mut db)
        .unwrap_err();
    assert_eq!(wrong_version(&err), Some((4, 7)));
}

#[test]
fn a_prefixed_id_of_any_version_round_trips() {
    let mut db = connect();
    let orders = [V4, V7, Uuid::NAMESPACE_DNS, Uuid::now_v6(), Uuid::MAX].map(OrderId::from_uuid);
    diesel::insert_into(mixed::table)
        .values(orders.iter().map(|id| mixed::id.eq(id)).collect::<Vec<_>>())
        .execute(&mut db)
        .unwrap();
    for order in &orders {
        let found: OrderId = mixed::table
            .filter(mixed::id.eq(order))
            .select(mixed::id)
            .first(&mut db)
            .unwrap();
        assert_eq!(found, *order);
        let octets: Vec<u8> = mixed::table
            .filter(mixed::id.eq(order))
            .select(mixed::id)
            .first(&mut db)
            .unwrap();
        assert_eq!(octets, order.as_uuid().as_bytes());
    }
}

/// diesel has no `uuid::Uuid` impl for SQLite: code with the `uuid` crate stores its
/// octets as a `Binary`, which is what ours must read and write.
#[test]
fn interoperates_with_uuid_crate_octets_both_ways() {
    let mut db = connect();
    for ours in samples() {
        let theirs = to_uuid_crate(ours);
        diesel::insert_into(mixed::table)
            .values(mixed::id.eq(theirs.as_bytes().to_vec()))
            .execute(&mut db)
            .unwrap();
        let found: Uuid = mixed::table
            .filter(mixed::id.eq(ours))
            .select(mixed::id)
            .first(&mut db)
            .unwrap();
        assert_eq!(found, ours);
        diesel::delete(mixed::table).execute(&mut db).unwrap();
        diesel::insert_into(mixed::table)
            .values(mixed::id.eq(ours))
            .execute(&mut db)
            .unwrap();
        let octets: Vec<u8> = mixed::table
            .filter(mixed::id.eq(theirs.as_bytes().as_slice()))
            .select(mixed::id)
            .first(&mut db)
            .unwrap();
        assert_eq!(uuid::Uuid::from_slice(&octets).unwrap(), theirs);
        diesel::delete(mixed::table).execute(&mut db).unwrap();
    }
}
