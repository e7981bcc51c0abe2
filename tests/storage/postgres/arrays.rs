//! PostgreSQL's arrays, through each client that binds them: `Vec`s of `Uuid` and typed
//! IDs are `uuid[]`, so `= ANY($1)` takes a `Vec<UserId>`.

use uuid_runtime::Uuid;

use crate::postgres::contract::{Contract, Stores, column, execute, query, value};
use crate::postgres::error_chain;
use crate::postgres::ids::{SessionId, TokenId, UserId, V4, V7, accounts, samples, to_uuid_crate};

/// A client that binds and reads PostgreSQL arrays of UUIDs and typed IDs.
pub trait Arrays:
    Contract
    + Stores<Vec<Uuid>>
    + Stores<Vec<UserId>>
    + Stores<Vec<TokenId>>
    + Stores<Vec<Option<UserId>>>
    + Stores<Vec<Option<SessionId>>>
    + Stores<Vec<uuid::Uuid>>
{
}

impl<C> Arrays for C where
    C: Contract
        + Stores<Vec<Uuid>>
        + Stores<Vec<UserId>>
        + Stores<Vec<TokenId>>
        + Stores<Vec<Option<UserId>>>
        + Stores<Vec<Option<SessionId>>>
        + Stores<Vec<uuid::Uuid>>
{
}

pub fn arrays_are_uuid_arrays_and_any_takes_a_vec<C: Arrays>(db: &mut C) {
    let ids = samples();
    let found: Vec<(Vec<Uuid>, String)> = query(
        db,
        "SELECT ?::uuid[], pg_typeof(?::uuid[])::text",
        (ids.clone(), ids.clone()),
    )
    .unwrap();
    assert_eq!(found, [(ids, "uuid[]".to_owned())]);
    let empty: Vec<Uuid> = value(db, "SELECT ?::uuid[]", (Vec::<Uuid>::new(),)).unwrap();
    assert!(empty.is_empty());
    let users = vec![UserId::new(), UserId::new(), UserId::from_uuid(V7)];
    let found: Vec<(Vec<UserId>, Vec<Option<UserId>>)> = query(
        db,
        "SELECT ?::uuid[], ARRAY[?::uuid, NULL]",
        (users.clone(), V7),
    )
    .unwrap();
    assert_eq!(found, [(users, vec![Some(UserId::from_uuid(V7)), None])]);

    let columns = "user_id {} PRIMARY KEY, order_id {} NOT NULL, token {} NOT NULL, session {}";
    execute(db, &C::DIALECT.create("accounts", columns));
    let rows = accounts(20);
    for &row in &rows {
        query::<C, ()>(db, "INSERT INTO accounts VALUES (?, ?, ?, ?)", row).unwrap();
    }
    let mut wanted: Vec<UserId> = rows.iter().step_by(3).map(|row| row.0).collect();
    let mut found: Vec<UserId> = column(
        db,
        "SELECT user_id FROM accounts WHERE user_id = ANY(?)",
        (wanted.clone(),),
    )
    .unwrap();
    found.sort();
    wanted.sort();
    assert_eq!(found, wanted);
    let sessions: Vec<Option<SessionId>> = value(
        db,
        "SELECT array_agg(session ORDER BY user_id) FROM accounts",
        (),
    )
    .unwrap();
    let mut by_user = rows;
    by_user.sort();
    assert_eq!(
        sessions,
        by_user.iter().map(|row| row.3).collect::<Vec<_>>()
    );
}

/// The array decoder reports its element's error.
pub fn an_array_element_of_the_wrong_version_is_a_decode_error<C: Arrays>(db: &mut C) {
    let sql = "SELECT ARRAY[?::uuid, ?::uuid]";
    let err = value::<C, Vec<UserId>>(db, sql, (V7, V4)).unwrap_err();
    assert!(
        error_chain(&*err).contains("expected 7, found 4"),
        "{}",
        error_chain(&*err)
    );
    let err = value::<C, Vec<TokenId>>(db, sql, (V4, V7)).unwrap_err();
    assert!(
        error_chain(&*err).contains("expected 4, found 7"),
        "{}",
        error_chain(&*err)
    );
}

pub fn arrays_interoperate_with_the_clients_own_uuid_impls<C: Arrays>(db: &mut C) {
    let ours = samples();
    let theirs: Vec<uuid::Uuid> = ours.iter().copied().map(to_uuid_crate).collect();
    let back: Vec<Uuid> = value(db, "SELECT ?::uuid[]", (theirs.clone(),)).unwrap();
    assert_eq!(back, ours);
    let back: Vec<uuid::Uuid> = value(db, "SELECT ?::uuid[]", (ours,)).unwrap();
    assert_eq!(back, theirs);
}
