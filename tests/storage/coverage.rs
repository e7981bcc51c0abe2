//! The user's guide's coverage table, for the database integrations: each "yes" is a
//! trait bound that holds here.

use uuid_test_support::coverage;
use uuid_test_support::every_kind;

#[test]
fn the_guides_coverage_table_is_what_is_implemented() {
    fn postgres<T: postgres::types::ToSql + for<'a> postgres::types::FromSql<'a>>() {}
    fn sqlx_postgres<T>()
    where
        T: sqlx::Type<sqlx::Postgres>
            + for<'q> sqlx::Encode<'q, sqlx::Postgres>
            + for<'r> sqlx::Decode<'r, sqlx::Postgres>
            + sqlx::postgres::PgHasArrayType,
    {
    }
    fn sqlx_sqlite<T>()
    where
        T: sqlx::Type<sqlx_sqlite::Sqlite>
            + for<'q> sqlx::Encode<'q, sqlx_sqlite::Sqlite>
            + for<'r> sqlx::Decode<'r, sqlx_sqlite::Sqlite>,
    {
    }
    fn sqlx_mysql<T>()
    where
        T: sqlx::Type<sqlx::MySql>
            + for<'q> sqlx::Encode<'q, sqlx::MySql>
            + for<'r> sqlx::Decode<'r, sqlx::MySql>,
    {
    }
    fn mysql<T: mysql::prelude::FromValue + Into<mysql::Value>>() {}
    fn diesel_postgres<T>()
    where
        T: diesel::deserialize::FromSql<diesel::sql_types::Uuid, diesel::pg::Pg>
            + diesel::serialize::ToSql<diesel::sql_types::Uuid, diesel::pg::Pg>
            + diesel::expression::AsExpression<diesel::sql_types::Uuid>,
    {
    }
    fn diesel_sqlite<T>()
    where
        T: diesel::deserialize::FromSql<diesel::sql_types::Binary, diesel::sqlite::Sqlite>
            + diesel::serialize::ToSql<diesel::sql_types::Binary, diesel::sqlite::Sqlite>
            + diesel::expression::AsExpression<diesel::sql_types::Binary>,
    {
    }
    fn diesel_mysql<T>()
    where
        T: diesel::deserialize::FromSql<diesel::sql_types::Binary, diesel::mysql::Mysql>
            + diesel::serialize::ToSql<diesel::sql_types::Binary, diesel::mysql::Mysql>
            + diesel::expression::AsExpression<diesel::sql_types::Binary>,
    {
    }
    fn rusqlite<T: rusqlite::types::ToSql + rusqlite::types::FromSql>() {}
    fn sea_orm<T>()
    where
        T: sea_orm::TryGetable + sea_orm::sea_query::ValueType + Into<sea_orm::Value>,
    {
    }
    coverage::assert_rows(
        "storage",
        &[
            ("postgres", every_kind!(postgres)),
            ("sqlx-postgres", every_kind!(sqlx_postgres)),
            ("sqlx-sqlite", every_kind!(sqlx_sqlite)),
            ("sqlx-mysql", every_kind!(sqlx_mysql)),
            ("mysql", every_kind!(mysql)),
            ("diesel-postgres", every_kind!(diesel_postgres)),
            ("diesel-sqlite", every_kind!(diesel_sqlite)),
            ("diesel-mysql", every_kind!(diesel_mysql)),
            ("rusqlite", every_kind!(rusqlite)),
            ("sea-orm", every_kind!(sea_orm)),
        ],
    );
}
