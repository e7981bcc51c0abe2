//! The storage contract through diesel, written once for every backend: a `table!`
//! schema with a typed-ID primary key, `Queryable`/`Selectable`/`Insertable` structs
//! holding typed IDs, values bound and loaded with NULL, wrong versions, values that
//! are not UUIDs, and diesel's (or the `uuid` crate's) own representation both ways.
//!
//! diesel's queries are typed by their schema, so this is a macro, like sqlx's
//! `test_type!`: `diesel_contract!` writes the tests for one backend, whose `table!`
//! columns are `$sql_type` and whose tables are created in the SQL of the
//! `DIALECT` beside the module that calls it.

/// The tests for one diesel backend:
///
/// - `backend`, `connection`: diesel's backend and connection types;
/// - `connect`: an `Option` of a new connection (`None` when the test is skipped);
/// - `sql_type`: the `diesel::sql_types` type of a UUID column (`Uuid`, `Binary`);
/// - `theirs`, `to_theirs`, `from_theirs`: what code without this crate binds and loads
///   for such a column, and its conversions with the `uuid` crate's `Uuid`;
/// - `not_uuids`: SQL expressions of values that are not UUIDs, and what reading says;
/// - `text_forms` (where text is read as a UUID): SQL literals of `TEXT_UUID`'s text.
macro_rules! diesel_contract {
    (
        backend: $backend:path,
        connection: $connection:ty,
        connect: $connect:expr,
        sql_type: $sql_type:ident,
        theirs: $theirs:ty,
        to_theirs: $to_theirs:expr,
        from_theirs: $from_theirs:expr,
        not_uuids: $not_uuids:expr,
        $(text_forms: $text_forms:expr,)?
    ) => {
        use diesel::dsl::sql;
        use diesel::prelude::*;
        use diesel::sql_types;
        use uuid_runtime::{NonNilUuid, Uuid};

        use $crate::errors::{error_chain, wrong_version};
        use $crate::ids::{MemberId, NODE, OrderId, SessionId, TokenId, UserId, V4, V7, samples, to_uuid_crate};

        pub(crate) mod schema {
            diesel::table! {
                users (id) {
                    id -> $sql_type,
                    name -> Text,
                    session -> Nullable<$sql_type>,
                    token -> $sql_type,
                }
            }

            diesel::table! {
                mixed (id) {
                    id -> $sql_type,
                }
            }
        }

        use schema::{mixed, users};

        #[derive(Queryable, Selectable, Insertable, Debug, Clone, PartialEq)]
        #[diesel(table_name = users, check_for_backend($backend))]
        pub(crate) struct User {
            pub(crate) id: UserId,
            pub(crate) name: String,
            pub(crate) session: Option<SessionId>,
            pub(crate) token: TokenId,
        }

        /// A new connection with empty `users` and `mixed` tables of its own.
        pub(crate) fn connect() -> Option<$connection> {
            let mut db: $connection = $connect?;
            let users = "id {} PRIMARY KEY, name TEXT NOT NULL, session {}, token {} NOT NULL";
            for sql in [
                super::DIALECT.create("users", users),
                super::DIALECT.create("mixed", "id {} PRIMARY KEY"),
            ] {
                diesel::sql_query(sql).execute(&mut db).unwrap();
            }
            Some(db)
        }

        #[test]
        fn a_typed_id_primary_key_inserts_loads_and_filters() {
            let Some(mut db) = connect() else { return };
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
                let (id, name): (UserId, String) = users::table
                    .filter(users::token.eq(&user.token))
                    .select((users::id, users::name))
                    .first(&mut db)
                    .unwrap();
                assert_eq!((id, name), (user.id, user.name.clone()));
                if let Some(session) = user.session {
                    let id: UserId = users::table
                        .filter(users::session.eq(session))
                        .select(users::id)
                        .first(&mut db)
                        .unwrap();
                    assert_eq!(id, user.id);
                }
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
        fn uuid_binds_and_loads_with_null_as_its_16_octets() {
            let Some(mut db) = connect() else { return };
            let dialect = &super::DIALECT;
            let octets = dialect.octets.replace("{}", "id");
            let hex = dialect.hex.replace("{}", "id");
            for id in samples() {
                let (back, none): (Uuid, Option<Uuid>) = diesel::select((
                    id.into_sql::<sql_types::$sql_type>(),
                    None::<Uuid>.into_sql::<sql_types::Nullable<sql_types::$sql_type>>(),
                ))
                .get_result(&mut db)
                .unwrap();
                assert_eq!((back, none), (id, None));
                diesel::insert_into(mixed::table)
                    .values(mixed::id.eq(id))
                    .execute(&mut db)
                    .unwrap();
                let (back, stored, hex): (Uuid, Vec<u8>, String) = mixed::table
                    .filter(mixed::id.eq(id))
                    .select((
                        mixed::id,
                        sql::<sql_types::Binary>(&octets),
                        sql::<sql_types::Text>(&hex),
                    ))
                    .first(&mut db)
                    .unwrap();
                assert_eq!((back, stored.as_slice()), (id, id.as_bytes().as_slice()));
                assert_eq!(hex, format!("{:X}", id.simple()));
                if let Some((type_of, expected)) = dialect.type_of {
                    let found: String = mixed::table
                        .filter(mixed::id.eq(id))
                        .select(sql::<sql_types::Text>(&type_of.replace("{}", "id")))
                        .first(&mut db)
                        .unwrap();
                    assert_eq!(found, expected);
                }
            }
        }

        #[test]
        fn a_non_nil_uuid_binds_and_loads_and_a_nil_is_a_decode_error() {
            let Some(mut db) = connect() else { return };
            let octets = super::DIALECT.octets.replace("{}", "id");
            for id in samples().into_iter().filter_map(NonNilUuid::new) {
                let (back, none): (NonNilUuid, Option<NonNilUuid>) = diesel::select((
                    id.into_sql::<sql_types::$sql_type>(),
                    None::<NonNilUuid>.into_sql::<sql_types::Nullable<sql_types::$sql_type>>(),
                ))
                .get_result(&mut db)
                .unwrap();
                assert_eq!((back, none), (id, None));
                diesel::insert_into(mixed::table)
                    .values(mixed::id.eq(id))
                    .execute(&mut db)
                    .unwrap();
                let (back, plain, stored): (NonNilUuid, Uuid, Vec<u8>) = mixed::table
                    .filter(mixed::id.eq(id))
                    .select((mixed::id, mixed::id, sql::<sql_types::Binary>(&octets)))
                    .first(&mut db)
                    .unwrap();
                assert_eq!((back, plain), (id, id.get()));
                assert_eq!(stored, id.get().as_bytes());
            }
            diesel::insert_into(mixed::table)
                .values(mixed::id.eq(Uuid::NIL))
                .execute(&mut db)
                .unwrap();
            let err = mixed::table
                .filter(mixed::id.eq(Uuid::NIL))
                .select(mixed::id)
                .first::<NonNilUuid>(&mut db)
                .unwrap_err();
            let text = error_chain(&err);
            assert!(text.contains("unexpected nil UUID"), "{text}");
        }

        #[test]
        fn a_never_nil_typed_id_binds_and_loads_and_a_nil_is_a_decode_error() {
            let Some(mut db) = connect() else { return };
            for _ in 0..10 {
                let member = MemberId::new();
                let (back, none): (MemberId, Option<MemberId>) = diesel::select((
                    member.into_sql::<sql_types::$sql_type>(),
                    None::<MemberId>.into_sql::<sql_types::Nullable<sql_types::$sql_type>>(),
                ))
                .get_result(&mut db)
                .unwrap();
                assert_eq!((back, none), (member, None));
                diesel::insert_into(mixed::table)
                    .values(mixed::id.eq(member))
                    .execute(&mut db)
                    .unwrap();
                let (back, user): (MemberId, UserId) = mixed::table
                    .filter(mixed::id.eq(member))
                    .select((mixed::id, mixed::id))
                    .first(&mut db)
                    .unwrap();
                assert_eq!((back, user.into_uuid()), (member, member.into_uuid()));
            }
            diesel::insert_into(mixed::table)
                .values(mixed::id.eq(Uuid::NIL))
                .execute(&mut db)
                .unwrap();
            let err = mixed::table
                .filter(mixed::id.eq(Uuid::NIL))
                .select(mixed::id)
                .first::<MemberId>(&mut db)
                .unwrap_err();
            let text = error_chain(&err);
            assert!(text.contains("unexpected nil UUID"), "{text}");
        }

        #[test]
        fn a_typed_id_of_the_wrong_version_is_a_decode_error() {
            let Some(mut db) = connect() else { return };
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
            let err = diesel::select(V7.into_sql::<sql_types::$sql_type>())
                .get_result::<TokenId>(&mut db)
                .unwrap_err();
            assert_eq!(wrong_version(&err), Some((4, 7)), "{}", error_chain(&err));
        }

        #[test]
        fn a_prefixed_id_of_any_version_round_trips() {
            let Some(mut db) = connect() else { return };
            let orders =
                [V4, V7, Uuid::NAMESPACE_DNS, Uuid::now_v6(&NODE), Uuid::MAX].map(OrderId::from_uuid);
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
            let all: Vec<OrderId> = mixed::table
                .order(mixed::id)
                .select(mixed::id)
                .load(&mut db)
                .unwrap();
            let mut expected = orders.to_vec();
            expected.sort();
            assert_eq!(all, expected);
        }

        $(
            #[test]
            fn text_in_the_four_forms_is_read() {
                let Some(mut db) = connect() else { return };
                for form in $text_forms {
                    let (id, token): (Uuid, TokenId) = diesel::select((
                        sql::<sql_types::$sql_type>(form),
                        sql::<sql_types::$sql_type>(form),
                    ))
                    .get_result(&mut db)
                    .unwrap();
                    let expected = $crate::contract::TEXT_UUID;
                    assert_eq!((id, *token.as_uuid()), (expected, expected), "{form}");
                    let err = diesel::select(sql::<sql_types::$sql_type>(form))
                        .get_result::<UserId>(&mut db)
                        .unwrap_err();
                    assert_eq!(wrong_version(&err), Some((7, 4)), "{}", error_chain(&err));
                }
            }
        )?

        /// diesel does not check a column's type at run time (its schema says what it
        /// is), so a value of another type reaches the decoder, which says what it found.
        #[test]
        fn other_values_are_decode_errors_that_say_what_was_found() {
            let Some(mut db) = connect() else { return };
            for &(expression, message) in $not_uuids.iter() {
                let err = diesel::select(sql::<sql_types::$sql_type>(expression))
                    .get_result::<Uuid>(&mut db)
                    .unwrap_err();
                let text = error_chain(&err);
                assert!(text.contains(message), "{expression}: {text}");
                let err = diesel::select(sql::<sql_types::$sql_type>(expression))
                    .get_result::<UserId>(&mut db)
                    .unwrap_err();
                let text = error_chain(&err);
                assert!(text.contains(message), "{expression}: {text}");
            }
        }

        #[test]
        fn interoperates_with_what_code_without_this_crate_stores_both_ways() {
            let Some(mut db) = connect() else { return };
            let to_theirs: fn(uuid::Uuid) -> $theirs = $to_theirs;
            let from_theirs: fn($theirs) -> uuid::Uuid = $from_theirs;
            let octets = super::DIALECT.octets.replace("{}", "id");
            for ours in samples() {
                let theirs = to_uuid_crate(ours);
                diesel::insert_into(mixed::table)
                    .values(mixed::id.eq(to_theirs(theirs)))
                    .execute(&mut db)
                    .unwrap();
                let (found, stored): (Uuid, Vec<u8>) = mixed::table
                    .filter(mixed::id.eq(ours))
                    .select((mixed::id, sql::<sql_types::Binary>(&octets)))
                    .first(&mut db)
                    .unwrap();
                assert_eq!(
                    (found, stored.as_slice()),
                    (ours, ours.as_bytes().as_slice())
                );
                diesel::delete(mixed::table).execute(&mut db).unwrap();
                diesel::insert_into(mixed::table)
                    .values(mixed::id.eq(ours))
                    .execute(&mut db)
                    .unwrap();
                let found: $theirs = mixed::table
                    .filter(mixed::id.eq(to_theirs(theirs)))
                    .select(mixed::id)
                    .first(&mut db)
                    .unwrap();
                assert_eq!(from_theirs(found), theirs);
                diesel::delete(mixed::table).execute(&mut db).unwrap();
            }
        }
    };
}
pub(crate) use diesel_contract;
