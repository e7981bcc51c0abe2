//! Feature `sea-orm`: `Uuid` and typed IDs as SeaORM entity fields, nullable fields,
//! primary keys, foreign keys and PostgreSQL arrays, on SQLite (in memory), a throwaway
//! PostgreSQL and a throwaway MariaDB, stored as SeaORM stores the `uuid` crate's
//! `Uuid` and read back through either type.
//!
//! `contract.rs` holds what every backend must do, once; each backend's file says how
//! to connect and adds what only that database has. Each test works in a namespace of
//! its own (an in-memory SQLite database, a PostgreSQL schema, a MariaDB database), so
//! they run in parallel. Without a server a test prints `skipped: <why>`
//! and returns, unless the server's `UUID_TOOLKIT_REQUIRE_*` variable is set (`.ci/run`
//! sets them).

use uuid_test_support::ids;

mod contract;
mod entities;
mod mariadb;
mod postgres;
mod sqlite;

use sea_orm::sea_query::postgres_array::NotU8;
use sea_orm::sea_query::{ArrayType, ColumnType, Nullable, ValueType};
use sea_orm::{
    ActiveModelTrait, ActiveValue, DatabaseConnection, DbBackend, DbErr, IntoActiveValue, Schema,
    Set, TryFromU64, Value,
};
use uuid_runtime::Uuid;

use crate::sea_orm::entities::{forgetful, notes, orders, teams, things, users};
use crate::sea_orm::ids::{OrderId, SessionId, TokenId, UserId, V4, V7, to_uuid_crate};

/// Runs `test` with the connection `connect` makes, on a one-thread runtime; returns
/// when `connect` makes none (it has said why the test is skipped).
fn run<C, T>(connect: C, test: T)
where
    C: Future<Output = Option<DatabaseConnection>>,
    T: AsyncFnOnce(&DatabaseConnection),
{
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let Some(connection) = connect.await else {
            return;
        };
        test(&connection).await;
    });
}

#[test]
fn values_are_the_uuid_crate_values() {
    let id = UserId::new();
    let value = Value::Uuid(Some(to_uuid_crate(*id.as_uuid())));
    assert_eq!(Value::from(id), value);
    assert_eq!(Value::from(id.into_uuid()), value);
    assert_eq!(Value::from(Some(id)), value);
    assert_eq!(Value::from(None::<UserId>), Value::Uuid(None));
    assert_eq!(<UserId as Nullable>::null(), Value::Uuid(None));
    assert_eq!(<Uuid as Nullable>::null(), Value::Uuid(None));

    assert_eq!(
        <UserId as ValueType>::try_from(value.clone()).ok(),
        Some(id)
    );
    assert_eq!(
        <Uuid as ValueType>::try_from(value.clone()).ok(),
        Some(id.into_uuid())
    );
    assert_eq!(
        <Option<SessionId> as ValueType>::try_from(Value::Uuid(None)).ok(),
        Some(None)
    );
    // A UUID of another version is no `UserId`; another kind of value is no UUID.
    assert!(<UserId as ValueType>::try_from(Value::from(V4)).is_err());
    assert!(<TokenId as ValueType>::try_from(Value::from(V4)).is_ok());
    assert!(<Uuid as ValueType>::try_from(Value::from(V4.to_string())).is_err());
    assert!(<Uuid as ValueType>::try_from(Value::Uuid(None)).is_err());

    assert_eq!(<UserId as ValueType>::column_type(), ColumnType::Uuid);
    assert_eq!(<Uuid as ValueType>::column_type(), ColumnType::Uuid);
    assert_eq!(<UserId as ValueType>::array_type(), ArrayType::Uuid);
    assert_eq!(<UserId as ValueType>::type_name(), "UserId");
    assert_eq!(<Uuid as ValueType>::type_name(), "Uuid");
    assert_eq!(<Option<UserId> as ValueType>::type_name(), "Option<UserId>");

    assert_eq!(id.into_active_value(), ActiveValue::Set(id));
    assert_eq!(V7.into_active_value(), ActiveValue::Set(V7));
    assert_eq!(Some(id).into_active_value(), ActiveValue::Set(id));
    assert_eq!(None::<UserId>.into_active_value(), ActiveValue::NotSet);
}

#[test]
fn vectors_are_uuid_arrays() {
    fn not_u8<T: NotU8>() {}
    not_u8::<Uuid>();
    not_u8::<UserId>();
    let ids = [UserId::new(), UserId::new()];
    let array = Value::from(ids.to_vec());
    assert_eq!(
        array,
        Value::Array(
            ArrayType::Uuid,
            Some(Box::new(ids.iter().map(|&id| Value::from(id)).collect()))
        )
    );
    assert_eq!(
        <Vec<UserId> as ValueType>::try_from(array).ok(),
        Some(ids.to_vec())
    );
    assert_eq!(
        <Vec<UserId> as ValueType>::column_type(),
        ColumnType::Array(ColumnType::Uuid.into())
    );
    let mixed = vec![*ids[0].as_uuid(), V4];
    assert_eq!(
        <Vec<Uuid> as ValueType>::try_from(Value::from(mixed.clone())).ok(),
        Some(mixed)
    );
}

/// The error `TryFromU64` returns. SeaORM 2.0 calls it only after an insert that returned
/// no key, and reports `DbErr::UnpackInsertId` in its place (`sqlite.rs`), so this text
/// reaches only a direct call.
#[test]
fn try_from_u64_says_how_to_declare_a_uuid_key() {
    let err = <UserId as TryFromU64>::try_from_u64(1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Error converting `u64` into `UserId`: a UUID is not an auto-increment key: \
         declare the primary key `#[sea_orm(primary_key, auto_increment = false)]`"
    );
    assert!(matches!(err, DbErr::TryIntoErr { from: "u64", .. }));
    let err = <Uuid as TryFromU64>::try_from_u64(42).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("Error converting `u64` into `Uuid`: a UUID is not an auto-increment key"),
        "{err}"
    );
}

/// What the README says happens to a typed-ID key declared without `auto_increment =
/// false`, when its table is created from the entity: SQLite and MySQL are asked for an
/// auto-increment column (which they refuse for a UUID: `sqlite.rs`, `mariadb.rs`), and
/// sea-query panics building PostgreSQL's. The key declared right asks for none.
#[test]
fn a_typed_id_key_without_auto_increment_false_asks_for_an_auto_increment_column() {
    let sql = |backend: DbBackend, forgetful: bool| {
        let schema = Schema::new(backend);
        let statement = if forgetful {
            schema.create_table_from_entity(forgetful::Entity)
        } else {
            schema.create_table_from_entity(users::Entity)
        };
        backend.build(&statement).to_string()
    };
    assert!(sql(DbBackend::Sqlite, true).contains("AUTOINCREMENT"));
    assert!(sql(DbBackend::MySql, true).contains("AUTO_INCREMENT"));
    assert_eq!(
        panic_message(|| drop(sql(DbBackend::Postgres, true))),
        "not implemented: Uuid doesn't support auto increment"
    );
    for backend in [DbBackend::Sqlite, DbBackend::MySql, DbBackend::Postgres] {
        let sql = sql(backend, false);
        assert!(!sql.to_uppercase().contains("AUTO"), "{sql}");
    }
    assert!(sql(DbBackend::Postgres, false).contains(r#""id" uuid NOT NULL PRIMARY KEY"#));
    assert!(sql(DbBackend::MySql, false).contains("`id` binary(16) NOT NULL PRIMARY KEY"));
}

/// The message of the panic `f` raises.
fn panic_message(f: impl FnOnce()) -> String {
    let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_err();
    match panic.downcast::<String>() {
        Ok(message) => *message,
        Err(panic) => panic.downcast_ref::<&str>().unwrap().to_string(),
    }
}

/// A `Value` handed to an `ActiveModel` goes through `ValueType::try_from`, which refuses
/// a UUID of another version: `try_set` returns SeaORM's error (sea-query's
/// `ValueTypeErr` carries no reason) but for a vector, `set` panics, as the README says.
#[test]
fn a_uuid_of_the_wrong_version_set_is_an_error_only_through_try_set_of_one_value() {
    let mut user = users::ActiveModel {
        id: ActiveValue::NotSet,
        name: Set("ada".to_owned()),
        session: ActiveValue::NotSet,
    };
    let err = user
        .try_set(users::Column::Id, Value::from(V4))
        .unwrap_err();
    assert!(
        matches!(&err, DbErr::Type(text) if text == "Value type mismatch"),
        "{err:?}"
    );
    assert_eq!(user.id, ActiveValue::NotSet);
    user.try_set(users::Column::Id, Value::from(V7)).unwrap();
    assert_eq!(user.id, Set(UserId::from_uuid(V7)));
    // `SessionId` takes any version; `None` is NULL.
    user.try_set(users::Column::Session, Value::from(V4))
        .unwrap();
    assert_eq!(user.session, Set(Some(SessionId::from_uuid(V4))));
    user.try_set(users::Column::Session, Value::Uuid(None))
        .unwrap();
    assert_eq!(user.session, Set(None));

    let message = panic_message(|| user.set(users::Column::Id, Value::from(V4)));
    assert!(message.starts_with("Failed to set value for"), "{message}");
    assert_eq!(user.id, Set(UserId::from_uuid(V7)));

    // A vector: sea-query's `Vec<T>` conversion unwraps each member's, so even `try_set`
    // panics on one of the wrong version.
    let mut team = teams::ActiveModel {
        id: Set(TokenId::new()),
        members: ActiveValue::NotSet,
    };
    team.try_set(teams::Column::Members, Value::from(vec![V7]))
        .unwrap();
    assert_eq!(team.members, Set(vec![UserId::from_uuid(V7)]));
    let message = panic_message(|| {
        drop(team.try_set(teams::Column::Members, Value::from(vec![V7, V4])));
    });
    assert!(message.contains("ValueTypeErr"), "{message}");
}

/// `set_parent_key` (which SeaORM 2's nested saves call) copies the parent's key into the
/// foreign key through `ValueType::try_from`, and panics where that fails: never when the
/// foreign key has the key's type (an order's `UserId` from a user), but when it is
/// narrower (a note's `UserId` from a thing's `Uuid`) and the key is of another version.
#[test]
fn set_parent_key_panics_only_on_a_key_the_foreign_key_type_refuses() {
    let ada = users::ActiveModel {
        id: Set(UserId::new()),
        name: Set("ada".to_owned()),
        session: Set(None),
    };
    let mut order = orders::ActiveModel {
        id: Set(OrderId::new()),
        user_id: ActiveValue::NotSet,
        token: Set(TokenId::new()),
    };
    order.set_parent_key(&ada).unwrap();
    assert_eq!(order.user_id, ada.id);

    let thing = |id| things::ActiveModel {
        id: Set(id),
        parent: Set(None),
        label: Set("thing".to_owned()),
    };
    let mut note = notes::ActiveModel {
        id: Set(TokenId::new()),
        thing: ActiveValue::NotSet,
    };
    note.set_parent_key(&thing(V7)).unwrap();
    assert_eq!(note.thing, Set(UserId::from_uuid(V7)));
    let message = panic_message(|| drop(note.set_parent_key(&thing(V4))));
    assert!(message.contains("ValueTypeErr"), "{message}");
}
