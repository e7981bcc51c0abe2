//! The user's guide's coverage table, for Arrow and ClickHouse: their functions take
//! every `UuidValue`.

use arrow_array::Array as _;
use uuid_test_support::coverage;
use uuid_test_support::every_kind;

#[test]
fn the_guides_coverage_table_is_what_is_implemented() {
    fn arrow<T: uuid_runtime::UuidValue>() {
        assert_eq!(
            uuid_runtime::integrations::arrow::to_array(Vec::<T>::new()).len(),
            0
        );
    }
    fn clickhouse<T: uuid_runtime::UuidValue>() {
        let serialize = uuid_runtime::integrations::clickhouse::uuid::serialize::<
            T,
            serde_json::value::Serializer,
        >;
        let _ = serialize;
    }
    coverage::assert_rows(
        "analytics",
        &[
            ("arrow", every_kind!(arrow)),
            ("clickhouse", every_kind!(clickhouse)),
        ],
    );
}
