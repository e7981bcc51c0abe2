//! What every backend must do, written once: each function is one test, which
//! `contract_tests!` instantiates for a backend (`sqlite.rs`, `postgres.rs`,
//! `mariadb.rs` say only how to connect and how their database shows a stored value).

use sea_orm::sea_query::{Expr, Query};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait,
    ExecResult, LoaderTrait, ModelTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Schema, Set, Statement,
};
use uuid_runtime::{Error, NonNilUuid, TypedIdError, TypedIdErrorKind, Uuid, UuidErrorKind};

use crate::sea_orm::entities::{forgetful, keys, legacy_things, members, orders, things, users};
use crate::sea_orm::ids::{MemberId, NODE, OrderId, SessionId, TokenId, UserId, V4, samples};

/// How a backend's database shows a stored value, for the raw reads.
pub struct Backend {
    /// SQL that selects, for every row of `{table}`, the type of `{column}` as the
    /// database names it and the value's octets in uppercase hex.
    pub stored_form: &'static str,
    /// The type a UUID is stored as: what SeaORM makes of `ColumnType::Uuid`.
    pub stored_type: &'static str,
}

/// Writes `contract`'s tests for one backend, a test per function below, each given the
/// connection and `$backend`: `$connect` is an `async fn(&str) -> Option<_>` returning a
/// `DatabaseConnection` to a new namespace of that name, or `None` after saying why the
/// test is skipped; `$backend` is a [`Backend`].
macro_rules! contract_tests {
    ($connect:path, $backend:expr) => {
        $crate::sea_orm::contract::contract_tests!(
            @each $connect, $backend,
            crud_with_typed_ids,
            belongs_to_a_typed_id_key,
            stored_as_sea_orm_stores_uuid,
            uuid_fields_interoperate_with_the_uuid_crate,
            a_stored_uuid_of_the_wrong_version_is_an_error,
            non_nil_uuid_keys_round_trip_and_a_stored_nil_is_an_error,
            never_nil_typed_id_keys_round_trip_and_a_stored_nil_is_an_error,
        );
    };
    (@each $connect:path, $backend:expr, $($test:ident,)*) => {
        $(
            #[test]
            fn $test() {
                $crate::sea_orm::run($connect(stringify!($test)), async |db| {
                    $crate::sea_orm::contract::$test(db, &$backend).await
                });
            }
        )*
    };
}
pub(crate) use contract_tests;

/// Creates the table of `entity` as SeaORM's schema builder writes it.
async fn try_create_table<E: EntityTrait>(
    db: &DatabaseConnection,
    entity: E,
) -> Result<ExecResult, DbErr> {
    let schema = Schema::new(db.get_database_backend());
    db.execute(&schema.create_table_from_entity(entity)).await
}

/// Creates the table of `entity` as SeaORM's schema builder writes it.
pub async fn create_table<E: EntityTrait>(db: &DatabaseConnection, entity: E) {
    try_create_table(db, entity).await.unwrap();
}

/// The error of creating the table of `forgetful` (a `UserId` key declared without
/// `auto_increment = false`) as SeaORM builds it: an auto-increment column.
pub async fn create_forgetful_table(db: &DatabaseConnection) -> DbErr {
    try_create_table(db, forgetful::Entity).await.unwrap_err()
}

/// Inserts a user through `forgetful` (a `UserId` key declared without `auto_increment =
/// false`) into its table, made by `create` as a migration would make it (SeaORM cannot
/// build it), on `db`; asserts that the row is stored and returns what the insert did.
pub async fn insert_forgetfully<C: ConnectionTrait>(
    db: &C,
    create: &str,
) -> Result<forgetful::Model, DbErr> {
    db.execute_unprepared(create).await.unwrap();
    let model = forgetful::Model {
        id: UserId::new(),
        name: "ada".to_owned(),
    };
    let inserted = forgetful::ActiveModel::from(model.clone()).insert(db).await;
    let stored = forgetful::Entity::find().all(db).await.unwrap();
    assert_eq!(stored, [model]);
    inserted
}

async fn create_users_and_orders(db: &DatabaseConnection) {
    create_table(db, users::Entity).await;
    create_table(db, orders::Entity).await;
}

/// A user named `name`, with a session when `with_session`.
fn user(name: &str, with_session: bool) -> users::Model {
    users::Model {
        id: UserId::new(),
        name: name.to_owned(),
        session: with_session.then(SessionId::new),
    }
}

/// Inserts ten users, through `ActiveModel::insert` and `Entity::insert`, a session
/// for every other one: ada (with one) first, bob (without) second.
async fn insert_users(db: &DatabaseConnection) -> Vec<users::Model> {
    let ada = user("ada", true);
    let inserted = users::ActiveModel::from(ada.clone())
        .insert(db)
        .await
        .unwrap();
    assert_eq!(inserted, ada);
    let bob = user("bob", false);
    let result = users::Entity::insert(users::ActiveModel::from(bob.clone()))
        .exec(db)
        .await
        .unwrap();
    assert_eq!(result.last_insert_id, bob.id);
    let mut everyone = vec![ada, bob];
    for i in 0..8 {
        let model = user(&format!("user {i}"), i % 2 == 0);
        users::ActiveModel {
            id: Set(model.id),
            name: Set(model.name.clone()),
            session: Set(model.session),
        }
        .insert(db)
        .await
        .unwrap();
        everyone.push(model);
    }
    everyone
}

/// Finds the users of `insert_users` by key, by `=`, `IN`, `IS NULL` and in key order.
async fn look_up_users(db: &DatabaseConnection, everyone: &[users::Model]) {
    let ada = &everyone[0];
    for model in everyone {
        let found = users::Entity::find_by_id(model.id).one(db).await.unwrap();
        assert_eq!(found.as_ref(), Some(model));
        let filtered = users::Entity::find()
            .filter(users::Column::Id.eq(model.id))
            .all(db)
            .await
            .unwrap();
        assert_eq!(filtered, std::slice::from_ref(model));
    }
    let wanted: Vec<UserId> = everyone.iter().step_by(3).map(|model| model.id).collect();
    let mut found: Vec<UserId> = users::Entity::find()
        .filter(users::Column::Id.is_in(wanted.clone()))
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|model| model.id)
        .collect();
    found.sort();
    let mut expected = wanted;
    expected.sort();
    assert_eq!(found, expected);
    let without_session = users::Entity::find()
        .filter(users::Column::Session.is_null())
        .count(db)
        .await
        .unwrap();
    assert_eq!(without_session, 5);
    let by_session = users::Entity::find()
        .filter(users::Column::Session.eq(ada.session))
        .one(db)
        .await
        .unwrap();
    assert_eq!(by_session.as_ref(), Some(ada));
    let ascending: Vec<UserId> = users::Entity::find()
        .order_by_asc(users::Column::Id)
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|model| model.id)
        .collect();
    let mut sorted = ascending.clone();
    sorted.sort();
    assert_eq!(ascending, sorted, "ORDER BY id differs from Ord");
}

pub async fn crud_with_typed_ids(db: &DatabaseConnection, _: &Backend) {
    create_users_and_orders(db).await;
    let everyone = insert_users(db).await;
    look_up_users(db, &everyone).await;
    let (ada, bob) = (everyone[0].clone(), everyone[1].clone());

    // Update: a field, and the nullable typed ID to NULL and back.
    let new_session = SessionId::new();
    let mut active = users::ActiveModel::from(ada.clone());
    active.name = Set("ada lovelace".to_owned());
    active.session = Set(None);
    let updated = active.update(db).await.unwrap();
    assert_eq!((updated.id, updated.session), (ada.id, None));
    let mut active = users::ActiveModel::from(updated);
    active.session = Set(Some(new_session));
    active.update(db).await.unwrap();
    let found = users::Entity::find_by_id(ada.id)
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.name, "ada lovelace");
    assert_eq!(found.session, Some(new_session));

    // Delete.
    let deleted = users::Entity::delete_by_id(bob.id).exec(db).await.unwrap();
    assert_eq!(deleted.rows_affected, 1);
    assert_eq!(
        users::Entity::find_by_id(bob.id).one(db).await.unwrap(),
        None
    );
    found.delete(db).await.unwrap();
    assert_eq!(
        users::Entity::find_by_id(ada.id).one(db).await.unwrap(),
        None
    );
    assert_eq!(
        users::Entity::find().count(db).await.unwrap(),
        everyone.len() as u64 - 2
    );
}

pub async fn belongs_to_a_typed_id_key(db: &DatabaseConnection, _: &Backend) {
    create_users_and_orders(db).await;
    let ada = users::ActiveModel::from(user("ada", false))
        .insert(db)
        .await
        .unwrap();
    let bob = users::ActiveModel::from(user("bob", true))
        .insert(db)
        .await
        .unwrap();
    let mut orders_of_ada = Vec::new();
    for i in 0..3 {
        let order = orders::ActiveModel {
            id: Set(OrderId::from_uuid(Uuid::now_v6(&NODE))),
            user_id: Set(if i == 1 { bob.id } else { ada.id }),
            token: Set(TokenId::new()),
        }
        .insert(db)
        .await
        .unwrap();
        if order.user_id == ada.id {
            orders_of_ada.push(order);
        }
    }
    orders_of_ada.sort_by_key(|order| order.id);

    let owner = orders_of_ada[0]
        .find_related(users::Entity)
        .one(db)
        .await
        .unwrap();
    assert_eq!(owner.as_ref(), Some(&ada));
    let mut related = ada.find_related(orders::Entity).all(db).await.unwrap();
    related.sort_by_key(|order| order.id);
    assert_eq!(related, orders_of_ada);
    for (order, owner) in orders::Entity::find()
        .find_also_related(users::Entity)
        .all(db)
        .await
        .unwrap()
    {
        let owner = owner.unwrap();
        assert_eq!(order.user_id, owner.id);
        assert!([&ada, &bob].contains(&&owner), "{owner:?}");
    }
    let people = users::Entity::find()
        .order_by_asc(users::Column::Name)
        .all(db)
        .await
        .unwrap();
    let loaded = people.load_many(orders::Entity, db).await.unwrap();
    assert_eq!(loaded.len(), 2);
    let mut loaded_of_ada = loaded[0].clone();
    loaded_of_ada.sort_by_key(|order| order.id);
    assert_eq!(loaded_of_ada, orders_of_ada);
    assert_eq!(loaded[1].len(), 1);
    assert_eq!(loaded[1][0].user_id, bob.id);
    let with_orders = users::Entity::find()
        .filter(users::Column::Id.eq(bob.id))
        .find_with_related(orders::Entity)
        .all(db)
        .await
        .unwrap();
    assert_eq!(with_orders.len(), 1);
    assert_eq!(with_orders[0].0, bob);
    assert_eq!(with_orders[0].1, loaded[1]);
}

/// The octets of `uuid` in uppercase hex, as the databases' `hex()` write them.
fn hex(uuid: Uuid) -> String {
    format!("{:X}", uuid.simple())
}

/// `(type, hex)` of `column` in every row of `table`, ordered by hex.
async fn stored(
    db: &DatabaseConnection,
    backend: &Backend,
    table: &str,
    column: &str,
) -> Vec<(String, String)> {
    let sql = backend
        .stored_form
        .replace("{table}", table)
        .replace("{column}", column);
    let rows = db
        .query_all_raw(Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap();
    let mut stored: Vec<(String, String)> = rows
        .iter()
        .map(|row| {
            (
                row.try_get_by_index(0).unwrap(),
                row.try_get_by_index(1).unwrap(),
            )
        })
        .collect();
    stored.sort_by(|a, b| a.1.cmp(&b.1));
    stored
}

pub async fn stored_as_sea_orm_stores_uuid(db: &DatabaseConnection, backend: &Backend) {
    create_table(db, things::Entity).await;
    create_table(db, users::Entity).await;
    // Every octet pattern, written through `uuid_runtime::Uuid` and a typed ID.
    let mut ids = samples();
    ids.sort();
    for &id in &ids {
        things::ActiveModel {
            id: Set(id),
            parent: Set(None),
            label: Set(id.to_string()),
        }
        .insert(db)
        .await
        .unwrap();
    }
    let expected: Vec<(String, String)> = ids
        .iter()
        .map(|&id| (backend.stored_type.to_owned(), hex(id)))
        .collect();
    assert_eq!(stored(db, backend, "things", "id").await, expected);
    let ada = users::ActiveModel::from(user("ada", true))
        .insert(db)
        .await
        .unwrap();
    assert_eq!(
        stored(db, backend, "users", "id").await,
        [(backend.stored_type.to_owned(), hex(ada.id.into_uuid()))]
    );
    assert_eq!(
        stored(db, backend, "users", "session").await,
        [(
            backend.stored_type.to_owned(),
            hex(ada.session.unwrap().into_uuid())
        )]
    );

    // A raw query's result, read through `TryGetable`.
    let rows = db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT id, session, name FROM users",
        ))
        .await
        .unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].try_get::<UserId>("", "id").unwrap(), ada.id);
    assert_eq!(
        rows[0].try_get::<Uuid>("", "id").unwrap(),
        ada.id.into_uuid()
    );
    assert_eq!(
        rows[0].try_get::<Option<SessionId>>("", "session").unwrap(),
        ada.session
    );
    assert_eq!(
        rows[0].try_get_by_index::<Option<UserId>>(0).unwrap(),
        Some(ada.id)
    );
    let rows = db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT label, parent FROM things",
        ))
        .await
        .unwrap();
    for row in &rows {
        assert_eq!(row.try_get::<Option<Uuid>>("", "parent").unwrap(), None);
        let err = row.try_get::<Uuid>("", "parent").unwrap_err();
        assert!(err.to_string().contains("null"), "{err}");
    }
}

pub async fn uuid_fields_interoperate_with_the_uuid_crate(db: &DatabaseConnection, _: &Backend) {
    // Both entities describe the same table the same way.
    let schema = Schema::new(db.get_database_backend());
    let ours = db
        .get_database_backend()
        .build(&schema.create_table_from_entity(things::Entity));
    let theirs = db
        .get_database_backend()
        .build(&schema.create_table_from_entity(legacy_things::Entity));
    assert_eq!(ours, theirs);
    create_table(db, things::Entity).await;

    // Written through the `uuid` crate's `Uuid`, read through ours.
    let root = uuid::Uuid::now_v7();
    let child = uuid::Uuid::new_v4();
    for (id, parent, label) in [(root, None, "root"), (child, Some(root), "child")] {
        legacy_things::ActiveModel {
            id: Set(id),
            parent: Set(parent),
            label: Set(label.to_owned()),
        }
        .insert(db)
        .await
        .unwrap();
    }
    let found = things::Entity::find_by_id(Uuid::from(child))
        .one(db)
        .await
        .unwrap();
    let expected = things::Model {
        id: child.into(),
        parent: Some(root.into()),
        label: "child".to_owned(),
    };
    assert_eq!(found.as_ref(), Some(&expected));
    // SeaORM 2's model format gives a field typed `Uuid` (by its name) a typed column
    // whose operators take `Into<uuid::Uuid>`, which the `uuid` feature provides.
    let _: sea_orm::UuidColumn<things::Entity> = things::COLUMN.id;
    let by_column = things::Entity::find()
        .filter(things::COLUMN.id.eq(Uuid::from(root)))
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((by_column.label.as_str(), by_column.parent), ("root", None));
    let children = things::Entity::find()
        .filter(things::COLUMN.parent.eq(Uuid::from(root)))
        .all(db)
        .await
        .unwrap();
    assert_eq!(children, [expected]);
    let both = things::Entity::find()
        .filter(
            things::COLUMN
                .id
                .is_in([Uuid::from(root), Uuid::from(child)]),
        )
        .count(db)
        .await
        .unwrap();
    assert_eq!(both, 2);

    // Written through ours, read through the `uuid` crate's.
    let ours = things::ActiveModel {
        id: Set(Uuid::now_v7()),
        parent: Set(Some(Uuid::from(child))),
        label: Set("grandchild".to_owned()),
    }
    .insert(db)
    .await
    .unwrap();
    let theirs = legacy_things::Entity::find_by_id(uuid::Uuid::from(ours.id))
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(Uuid::from(theirs.id), ours.id);
    assert_eq!(theirs.parent, Some(child));
    let result = things::Entity::insert(things::ActiveModel {
        id: Set(Uuid::NIL),
        parent: Set(None),
        label: Set("nil".to_owned()),
    })
    .exec(db)
    .await
    .unwrap();
    assert_eq!(result.last_insert_id, Uuid::NIL);
    let nil = legacy_things::Entity::find_by_id(uuid::Uuid::nil())
        .one(db)
        .await
        .unwrap();
    assert_eq!(nil.map(|model| model.label).as_deref(), Some("nil"));
}

pub async fn a_stored_uuid_of_the_wrong_version_is_an_error(db: &DatabaseConnection, _: &Backend) {
    create_users_and_orders(db).await;
    // A version 4 UUID where `UserId` (version 7) is read, written past the entity.
    let insert = Query::insert()
        .into_table(users::Entity)
        .columns([users::Column::Id, users::Column::Name])
        .values_panic([Expr::val(V4), Expr::val("impostor")])
        .to_owned();
    db.execute(&insert).await.unwrap();
    // Every way of reading it returns the error.
    for result in [
        users::Entity::find().one(db).await.map(drop),
        users::Entity::find().all(db).await.map(drop),
        users::Entity::find()
            .filter(users::Column::Name.eq("impostor"))
            .one(db)
            .await
            .map(drop),
        users::Entity::find()
            .select_only()
            .columns([users::Column::Id, users::Column::Name])
            .into_tuple::<(UserId, String)>()
            .all(db)
            .await
            .map(drop),
        users::Entity::find()
            .paginate(db, 5)
            .fetch_page(0)
            .await
            .map(drop),
        users::Entity::find()
            .find_also_related(orders::Entity)
            .all(db)
            .await
            .map(drop),
        users::Entity::find()
            .find_with_related(orders::Entity)
            .all(db)
            .await
            .map(drop),
    ] {
        let err = result.err();
        assert_eq!(
            err.as_ref().map(ToString::to_string).as_deref(),
            Some("Error converting `Uuid` into `UserId`: wrong UUID version: expected 7, found 4")
        );
        assert_eq!(
            err.as_ref()
                .and_then(typed_id_error)
                .map(TypedIdError::kind),
            Some(TypedIdErrorKind::WrongVersion {
                expected: 7,
                found: 4
            })
        );
    }
    // The row is still there for a type that takes any version.
    let rows = db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT id FROM users",
        ))
        .await
        .unwrap();
    assert_eq!(rows[0].try_get::<Uuid>("", "id").unwrap(), V4);
    let err = rows[0].try_get::<UserId>("", "id").unwrap_err();
    assert!(err.to_string().contains("expected 7, found 4"), "{err}");
}

pub async fn non_nil_uuid_keys_round_trip_and_a_stored_nil_is_an_error(
    db: &DatabaseConnection,
    _: &Backend,
) {
    create_table(db, keys::Entity).await;
    let mut models = Vec::new();
    let mut parent = None;
    for (i, id) in samples()
        .into_iter()
        .filter_map(NonNilUuid::new)
        .enumerate()
    {
        let model = keys::Model {
            id,
            parent,
            label: format!("key {i:02}"),
        };
        let inserted = keys::ActiveModel::from(model.clone())
            .insert(db)
            .await
            .unwrap();
        assert_eq!(inserted, model);
        let found = keys::Entity::find_by_id(id).one(db).await.unwrap();
        assert_eq!(found.as_ref(), Some(&model));
        parent = Some(id);
        models.push(model);
    }
    let all = keys::Entity::find()
        .order_by_asc(keys::Column::Label)
        .all(db)
        .await
        .unwrap();
    assert_eq!(all, models);
    // A nil written past the entity: reading it is the error carrying the `Error`.
    let insert = Query::insert()
        .into_table(keys::Entity)
        .columns([keys::Column::Id, keys::Column::Label])
        .values_panic([Expr::val(Uuid::NIL), Expr::val("nil")])
        .to_owned();
    db.execute(&insert).await.unwrap();
    let err = keys::Entity::find()
        .filter(keys::Column::Label.eq("nil"))
        .one(db)
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Error converting `Uuid` into `NonNilUuid`: unexpected nil UUID: expected a non-nil UUID"
    );
    let source = match &err {
        DbErr::TryIntoErr { source, .. } => source.downcast_ref::<Error>(),
        _ => None,
    };
    assert_eq!(source.map(Error::kind), Some(UuidErrorKind::Nil));
}

pub async fn never_nil_typed_id_keys_round_trip_and_a_stored_nil_is_an_error(
    db: &DatabaseConnection,
    _: &Backend,
) {
    create_table(db, members::Entity).await;
    let mut sponsor = None;
    for i in 0..10 {
        let model = members::Model {
            id: MemberId::new(),
            sponsor,
            label: format!("member {i:02}"),
        };
        let inserted = members::ActiveModel::from(model.clone())
            .insert(db)
            .await
            .unwrap();
        assert_eq!(inserted, model);
        let found = members::Entity::find_by_id(model.id).one(db).await.unwrap();
        assert_eq!(found, Some(model.clone()));
        sponsor = Some(model.id);
    }
    let insert = Query::insert()
        .into_table(members::Entity)
        .columns([members::Column::Id, members::Column::Label])
        .values_panic([Expr::val(Uuid::NIL), Expr::val("nil")])
        .to_owned();
    db.execute(&insert).await.unwrap();
    let err = members::Entity::find()
        .filter(members::Column::Label.eq("nil"))
        .one(db)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("unexpected nil UUID"), "{err}");
    assert_eq!(
        typed_id_error(&err).map(TypedIdError::kind),
        Some(TypedIdErrorKind::Nil)
    );
}

/// The `TypedIdError` a read returned: SeaORM's `TryIntoErr` holds it as its source.
pub fn typed_id_error(err: &DbErr) -> Option<&TypedIdError> {
    match err {
        DbErr::TryIntoErr { source, .. } => source.downcast_ref(),
        _ => None,
    }
}
