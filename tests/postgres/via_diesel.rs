//! Feature `diesel-postgres`: a `table!` schema with a typed-ID primary key, and
//! `Queryable`/`Selectable`/`Insertable` structs holding typed IDs.

use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types;
use uuid_runtime::Uuid;

use crate::ids::{OrderId, SessionId, TokenId, UserId, V4, V7, samples, to_uuid_crate};
use crate::{error_chain, server_or_skip, wrong_version};

mod schema {
    diesel::table! {
        users (id) {
            id -> Uuid,
            name -> Text,
            session -> Nullable<Uuid>,
            tokens -> Array<Uuid>,
        }
    }

    diesel::table! {
        mixed (id) {
            id -> Uuid,
        }
    }
}

use schema::{mixed, users};

#[derive(Queryable, Selectable, Insertable, Debug, Clone, PartialEq)]
#[diesel(table_name = users, check_for_backend(diesel::pg::Pg))]
struct User {
    id: UserId,
    name: String,
    session: Option<SessionId>,
    tokens: Vec<TokenId>,
}

fn connect(server: &uuid_toolkit::postgres::PostgresServer) -> PgConnection {
    let mut db = PgConnection::establish(&server.conninfo()).unwrap();
    diesel::sql_query(
        "CREATE TEMP TABLE users (
             id uuid PRIMARY KEY,
             name text NOT NULL,
             session uuid,
             tokens uuid[] NOT NULL
         )",
    )
    .execute(&mut db)
    .unwrap();
    diesel::sql_query("CREATE TEMP TABLE mixed (id uuid PRIMARY KEY)")
        .execute(&mut db)
        .unwrap();
    db
}

fn some_users() -> Vec<User> {
    (0..12)
        .map(|i| User {
            id: UserId::new(),
            name: format!("user {i}"),
            session: (i % 3 != 0).then(SessionId::new),
            tokens: (0..i % 4).map(|_| TokenId::new()).collect(),
        })
        .collect()
}

#[test]
fn a_typed_id_primary_key_inserts_loads_and_filters() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let users = some_users();
    let inserted = diesel::insert_into(users::table)
        .values(&users)
        .execute(&mut db)
        .unwrap();
    assert_eq!(inserted, users.len());
    let mut loaded: Vec<User> = users::table
        .select(User::as_select())
        .load(&mut db)
        .unwrap();
    let mut expected = users.clone();
    loaded.sort_by_key(|user| user.id);
    expected.sort_by_key(|user| user.id);
    assert_eq!(loaded, expected);
    for user in &users {
        let found: User = users::table
            .find(user.id)
            .select(User::as_select())
            .first(&mut db)
            .unwrap();
        assert_eq!(found, *user);
        let name: String = users::table
            .filter(users::id.eq(&user.id))
            .select(users::name)
            .first(&mut db)
            .unwrap();
        assert_eq!(name, user.name);
        if let Some(session) = user.session {
            let id: UserId = users::table
                .filter(users::session.eq(session))
                .select(users::id)
                .first(&mut db)
                .unwrap();
            assert_eq!(id, user.id);
        }
    }
    let wanted: Vec<UserId> = users.iter().step_by(3).map(|user| user.id).collect();
    let query = users::table
        .filter(users::id.eq_any(&wanted))
        .select(users::id);
    let sql = diesel::debug_query::<diesel::pg::Pg, _>(&query).to_string();
    assert!(sql.contains("= ANY($1)"), "{sql}");
    let mut found: Vec<UserId> = query.load(&mut db).unwrap();
    found.sort();
    let mut wanted = wanted;
    wanted.sort();
    assert_eq!(found, wanted);
    let sessions: Vec<Option<SessionId>> = users::table
        .order(users::name)
        .select(users::session)
        .load(&mut db)
        .unwrap();
    let mut by_name = users;
    by_name.sort_by(|a, b| a.name.cmp(&b.name));
    assert_eq!(
        sessions,
        by_name.iter().map(|user| user.session).collect::<Vec<_>>()
    );
}

#[test]
fn uuid_binds_and_loads_with_null_and_arrays() {
    let server = server_or_skip!();
    let mut db = connect(server);
    for id in samples() {
        let (back, ty, none): (Uuid, String, Option<Uuid>) = diesel::select((
            id.into_sql::<sql_types::Uuid>(),
            sql::<sql_types::Text>("pg_typeof(")
                .bind::<sql_types::Uuid, _>(id)
                .sql(")::text"),
            None::<Uuid>.into_sql::<sql_types::Nullable<sql_types::Uuid>>(),
        ))
        .get_result(&mut db)
        .unwrap();
        assert_eq!((back, ty.as_str(), none), (id, "uuid", None));
    }
    let ids = samples();
    let back: Vec<Uuid> =
        diesel::select(ids.clone().into_sql::<sql_types::Array<sql_types::Uuid>>())
            .get_result(&mut db)
            .unwrap();
    assert_eq!(back, ids);
}

#[test]
fn a_typed_id_of_the_wrong_version_is_a_decode_error() {
    let server = server_or_skip!();
    let mut db = connect(server);
    diesel::insert_into(mixed::table)
        .values(mixed::id.eq(V4))
        .execute(&mut db)
        .unwrap();
    let err = mixed::table
        .select(sql::<sql_types::Uuid>("id"))
        .first::<UserId>(&mut db)
        .unwrap_err();
    let text = error_chain(&err);
    assert!(
        text.contains("wrong UUID version: expected 7, found 4"),
        "{text}"
    );
    assert_eq!(wrong_version(&err), Some((7, 4)), "{text}");
    let loaded: TokenId = mixed::table.select(mixed::id).first(&mut db).unwrap();
    assert_eq!(*loaded.as_uuid(), V4);
}

#[test]
fn a_prefixed_id_of_any_version_round_trips() {
    let server = server_or_skip!();
    let mut db = connect(server);
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
    }
    let mut all: Vec<OrderId> = mixed::table.select(mixed::id).load(&mut db).unwrap();
    all.sort();
    let mut expected = orders.to_vec();
    expected.sort();
    assert_eq!(all, expected);
}

/// diesel does not check a column's type at run time (its schema says what it is), so
/// a value of another type reaches the decoder, which says what it found.
#[test]
fn other_column_types_are_decode_errors_that_say_what_was_found() {
    let server = server_or_skip!();
    let mut db = connect(server);
    for (expression, length) in [
        ("'67e55044-10b1-426f-9247-bb680e5fe0c8'::text", 36),
        ("42::int4", 4),
        ("'\\x0102'::bytea", 2),
    ] {
        let expected = format!("invalid UUID: expected 16 bytes, found {length}");
        let err = diesel::select(sql::<sql_types::Uuid>(expression))
            .get_result::<Uuid>(&mut db)
            .unwrap_err();
        let text = error_chain(&err);
        assert!(text.contains(&expected), "{expression}: {text}");
        let err = diesel::select(sql::<sql_types::Uuid>(expression))
            .get_result::<UserId>(&mut db)
            .unwrap_err();
        let text = error_chain(&err);
        assert!(text.contains(&expected), "{expression}: {text}");
    }
}

#[test]
fn interoperates_with_diesel_own_uuid_impls_both_ways() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let ours = samples();
    let theirs: Vec<uuid::Uuid> = ours.iter().copied().map(to_uuid_crate).collect();
    // Half written through ours, half through theirs; all read through both.
    let half = ours.len() / 2;
    let (our_half, their_half) = (&ours[..half], &theirs[half..]);
    diesel::insert_into(mixed::table)
        .values(
            our_half
                .iter()
                .map(|id| mixed::id.eq(*id))
                .collect::<Vec<_>>(),
        )
        .execute(&mut db)
        .unwrap();
    diesel::insert_into(mixed::table)
        .values(
            their_half
                .iter()
                .map(|id| mixed::id.eq(*id))
                .collect::<Vec<_>>(),
        )
        .execute(&mut db)
        .unwrap();
    let mut as_ours: Vec<Uuid> = mixed::table.select(mixed::id).load(&mut db).unwrap();
    let mut as_theirs: Vec<uuid::Uuid> = mixed::table.select(mixed::id).load(&mut db).unwrap();
    as_ours.sort();
    as_theirs.sort();
    let mut expected = ours.clone();
    expected.sort();
    assert_eq!(as_ours, expected);
    assert_eq!(
        as_theirs,
        expected
            .iter()
            .copied()
            .map(to_uuid_crate)
            .collect::<Vec<_>>()
    );
    for (our, their) in ours.iter().zip(&theirs) {
        let octets: Vec<u8> = mixed::table
            .filter(mixed::id.eq(their))
            .select(sql::<sql_types::Binary>("uuid_send(id)"))
            .first(&mut db)
            .unwrap();
        assert_eq!(octets, our.as_bytes());
        let found: Uuid = mixed::table
            .filter(mixed::id.eq(our))
            .select(mixed::id)
            .first(&mut db)
            .unwrap();
        assert_eq!(found, *our);
    }
}
