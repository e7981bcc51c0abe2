//! The user's guide's coverage table, for the database integrations: each "yes" is a
//! trait bound that holds here.

use uuid_test_support::all_three;
use uuid_test_support::coverage;

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
            ("postgres", all_three!(postgres)),
            ("sqlx-postgres", all_three!(sqlx_postgres)),
            ("sqlx-sqlite", all_three!(sqlx_sqlite)),
            ("sqlx-mysql", all_three!(sqlx_mysql)),
            ("mysql", all_three!(mysql)),
            ("diesel-postgres", all_three!(diesel_postgres)),
            ("diesel-sqlite", all_three!(diesel_sqlite)),
            ("diesel-mysql", all_three!(diesel_mysql)),
            ("rusqlite", all_three!(rusqlite)),
            ("sea-orm", all_three!(sea_orm)),
        ],
    );
}
