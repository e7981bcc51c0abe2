//! The throwaway PostgreSQL: a UUID is the native `uuid`, and a vector of typed IDs a
//! `uuid[]`.

use sea_orm::sea_query::{Expr, Query};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectOptions, ConnectionTrait, Database, DatabaseConnection,
    EntityTrait, PaginatorTrait, QueryFilter, Set,
};

use crate::sea_orm::contract::{
    Backend, contract_tests, create_table, insert_forgetfully, typed_id_error,
};
use crate::sea_orm::entities::teams;
use crate::sea_orm::ids::{TokenId, UserId, V4};
use crate::sea_orm::run;
use uuid_runtime::{TypedIdErrorKind, Uuid};

/// A connection whose `search_path` is a new schema named `namespace`.
async fn connect(namespace: &str) -> Option<DatabaseConnection> {
    let server = uuid_test_support::postgres::postgres()?;
    let admin = Database::connect(server.url()).await.unwrap();
    admin
        .execute_unprepared(&format!("CREATE SCHEMA {namespace}"))
        .await
        .unwrap();
    admin.close().await.unwrap();
    let mut options = ConnectOptions::new(server.url());
    options.set_schema_search_path(namespace);
    Some(Database::connect(options).await.unwrap())
}

const POSTGRES: Backend = Backend {
    stored_form: "SELECT pg_typeof({column})::text, upper(encode(uuid_send({column}), 'hex')) \
                  FROM {table}",
    stored_type: "uuid",
};

contract_tests!(connect, POSTGRES);

#[test]
fn a_vector_of_typed_ids_is_a_uuid_array() {
    run(connect("arrays"), async |db| {
        create_table(db, teams::Entity).await;
        let members: Vec<UserId> = (0..5).map(|_| UserId::new()).collect();
        let team = teams::ActiveModel {
            id: Set(TokenId::new()),
            members: Set(members.clone()),
        }
        .insert(db)
        .await
        .unwrap();
        assert_eq!(team.members, members);
        let empty = teams::ActiveModel {
            id: Set(TokenId::new()),
            members: Set(Vec::new()),
        }
        .insert(db)
        .await
        .unwrap();
        let found = teams::Entity::find_by_id(team.id).one(db).await.unwrap();
        assert_eq!(found.as_ref(), Some(&team));
        let found = teams::Entity::find_by_id(empty.id).one(db).await.unwrap();
        assert_eq!(found.map(|team| team.members), Some(Vec::new()));
        // `uuid[]` in SQL: the column's type, and a member looked up with `= ANY`.
        let row = db
            .query_one_raw(sea_orm::Statement::from_string(
                db.get_database_backend(),
                "SELECT pg_typeof(members)::text AS ty FROM teams LIMIT 1",
            ))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(row.try_get::<String>("", "ty").unwrap(), "uuid[]");
        let with_member = teams::Entity::find()
            .filter(Expr::cust_with_values("$1 = ANY(members)", [members[2]]))
            .all(db)
            .await
            .unwrap();
        assert_eq!(with_member, std::slice::from_ref(&team));
        let by_ids = teams::Entity::find()
            .filter(teams::Column::Id.eq_any([team.id, empty.id]))
            .count(db)
            .await;
        assert_eq!(by_ids.ok(), Some(2));

        // A member of the wrong version is an error naming it, not a panic.
        let insert = Query::insert()
            .into_table(teams::Entity)
            .columns([teams::Column::Id, teams::Column::Members])
            .values_panic([
                Expr::val(TokenId::new()),
                Expr::val(vec![Uuid::now_v7(), V4]),
            ])
            .to_owned();
        db.execute(&insert).await.unwrap();
        let err = teams::Entity::find().all(db).await.unwrap_err();
        assert_eq!(
            typed_id_error(&err).map(|err| err.kind()),
            Some(TypedIdErrorKind::WrongVersion {
                expected: 7,
                found: 4
            }),
            "{err}"
        );
    });
}

/// An insert reads the key back with `RETURNING`: a key declared without `auto_increment
/// = false` goes unnoticed in a table made by hand (SeaORM cannot build it: sea-query
/// panics, `main.rs`).
#[test]
fn a_typed_id_key_without_auto_increment_false_inserts_with_returning() {
    run(connect("forgetful"), async |db| {
        let inserted = insert_forgetfully(
            db,
            "CREATE TABLE forgetful (id uuid PRIMARY KEY, name text NOT NULL)",
        )
        .await
        .unwrap();
        assert_eq!(inserted.name, "ada");
    });
}
