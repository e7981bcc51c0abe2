//! With every database and schema feature on (the tests enable them all), the derive
//! alone gives a typed ID each crate's traits: this file compiling is the test. A typed
//! ID without `Debug`, which postgres-types' and diesel's `ToSql` require, compiles too
//! and keeps the rest, so turning a feature on never breaks a crate's typed IDs.

use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Debug)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId)]
struct NoDebugId(Uuid);

#[derive(TypedId, Debug)]
#[typed_id(version = 4)]
struct TokenId(Uuid);

fn reads<T>()
where
    T: for<'a> postgres::types::FromSql<'a>
        + sqlx::Type<sqlx::Postgres>
        + sqlx::postgres::PgHasArrayType
        + for<'q> sqlx::Encode<'q, sqlx::Postgres>
        + for<'r> sqlx::Decode<'r, sqlx::Postgres>
        + sqlx::Type<sqlx_sqlite::Sqlite>
        + for<'q> sqlx::Encode<'q, sqlx_sqlite::Sqlite>
        + for<'r> sqlx::Decode<'r, sqlx_sqlite::Sqlite>
        + sqlx::Type<sqlx::MySql>
        + for<'q> sqlx::Encode<'q, sqlx::MySql>
        + for<'r> sqlx::Decode<'r, sqlx::MySql>
        + mysql::prelude::FromValue
        + Into<mysql::Value>
        + diesel::deserialize::FromSql<diesel::sql_types::Uuid, diesel::pg::Pg>
        + diesel::deserialize::Queryable<diesel::sql_types::Uuid, diesel::pg::Pg>
        + diesel::expression::AsExpression<diesel::sql_types::Uuid>
        + diesel::deserialize::FromSql<diesel::sql_types::Binary, diesel::sqlite::Sqlite>
        + diesel::deserialize::Queryable<diesel::sql_types::Binary, diesel::sqlite::Sqlite>
        + diesel::deserialize::FromSql<diesel::sql_types::Binary, diesel::mysql::Mysql>
        + diesel::deserialize::Queryable<diesel::sql_types::Binary, diesel::mysql::Mysql>
        + diesel::expression::AsExpression<diesel::sql_types::Binary>
        + rusqlite::types::ToSql
        + rusqlite::types::FromSql
        + schemars::JsonSchema,
{
}

fn writes<T>()
where
    T: postgres::types::ToSql
        + diesel::serialize::ToSql<diesel::sql_types::Uuid, diesel::pg::Pg>
        + diesel::serialize::ToSql<diesel::sql_types::Binary, diesel::sqlite::Sqlite>
        + diesel::serialize::ToSql<diesel::sql_types::Binary, diesel::mysql::Mysql>,
{
}

#[test]
fn the_derive_alone_implements_every_integration() {
    reads::<Uuid>();
    writes::<Uuid>();
    reads::<UserId>();
    writes::<UserId>();
    reads::<TokenId>();
    writes::<TokenId>();
    reads::<NoDebugId>();
    assert_eq!(NoDebugId::from_uuid(Uuid::MAX).into_uuid(), Uuid::MAX);
}
