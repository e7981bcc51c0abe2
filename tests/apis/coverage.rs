//! The user's guide's coverage table, for the schema and API integrations: each "yes" is
//! a trait bound that holds here (utoipa 6 through the runtime's own dependency on it,
//! which this suite turns on beside the utoipa 5 it uses).

use uuid_runtime::integrations::utoipa::v6::utoipa as utoipa6;
use uuid_test_support::coverage;
use uuid_test_support::every_kind;

#[test]
fn the_guides_coverage_table_is_what_is_implemented() {
    fn schemars<T: schemars::JsonSchema>() {}
    fn async_graphql<T>()
    where
        T: async_graphql::ScalarType + async_graphql::InputType + async_graphql::OutputType,
    {
    }
    fn utoipa5<T: utoipa::PartialSchema + utoipa::ToSchema>() {}
    fn utoipa6<T: utoipa6::PartialSchema + utoipa6::ToSchema>() {}
    fn ts_rs<T: ts_rs::TS>() {}
    coverage::assert_rows(
        "apis",
        &[
            ("schemars", every_kind!(schemars)),
            ("async-graphql", every_kind!(async_graphql)),
            ("utoipa5", every_kind!(utoipa5)),
            ("utoipa6", every_kind!(utoipa6)),
            ("ts-rs", every_kind!(ts_rs)),
        ],
    );
}
