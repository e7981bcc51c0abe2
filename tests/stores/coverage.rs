//! The user's guide's coverage table, for the stores beyond SQL: each "yes" is a trait
//! bound that holds here.

use uuid_test_support::coverage;
use uuid_test_support::every_kind;

#[test]
fn the_guides_coverage_table_is_what_is_implemented() {
    fn bson<T: Into<bson::Bson> + TryFrom<bson::Bson> + TryFrom<bson::Binary>>() {}
    fn redis<T: redis::ToRedisArgs + redis::FromRedisValue>() {}
    fn scylla<T>()
    where
        T: scylla_cql_core::serialize::value::SerializeValue
            + for<'f, 'm> scylla_cql_core::deserialize::value::DeserializeValue<'f, 'm>,
    {
    }
    coverage::assert_rows(
        "stores",
        &[
            ("bson", every_kind!(bson)),
            ("redis", every_kind!(redis)),
            ("scylla", every_kind!(scylla)),
        ],
    );
}
