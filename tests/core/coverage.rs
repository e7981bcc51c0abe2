//! The user's guide's coverage table, for the integrations of this suite: each "yes" is a
//! trait bound that holds here; and every row of the table is checked by some suite.

use uuid_runtime::Uuid;
use uuid_test_support::coverage::{self, CHECKED_IN};
use uuid_test_support::every_kind;

#[test]
fn the_guides_coverage_table_is_what_is_implemented() {
    fn serde<T: serde::Serialize + serde::de::DeserializeOwned>() {}
    fn uuid_crate<T: From<uuid::Uuid> + Into<uuid::Uuid>>() {}
    fn bytemuck<T: bytemuck::Pod>() {}
    fn zerocopy<T: zerocopy::FromBytes + zerocopy::IntoBytes>() {}
    fn arbitrary<T: for<'a> arbitrary::Arbitrary<'a>>() {}
    fn proptest<T: proptest::arbitrary::Arbitrary>() {}
    fn fake<T: fake::Dummy<fake::Faker>>() {}
    fn borsh<T: borsh::BorshSerialize + borsh::BorshDeserialize>() {}
    fn rkyv<T: rkyv::Archive>() {}
    uuid_crate::<Uuid>();
    bytemuck::<Uuid>();
    zerocopy::<Uuid>();
    let only_uuid = [true, false, false, false];
    coverage::assert_rows(
        "core",
        &[
            ("serde", every_kind!(serde)),
            ("uuid", only_uuid),
            ("bytemuck", only_uuid),
            ("zerocopy", only_uuid),
            ("arbitrary", every_kind!(arbitrary)),
            ("proptest", every_kind!(proptest)),
            ("fake", every_kind!(fake)),
            ("borsh", every_kind!(borsh)),
            ("rkyv", every_kind!(rkyv)),
        ],
    );
}

#[test]
fn every_row_of_the_table_is_checked_by_a_suite() {
    let mut rows: Vec<String> = coverage::table().into_iter().map(|row| row.0).collect();
    let mut checked: Vec<String> = CHECKED_IN.iter().map(|row| row.0.to_owned()).collect();
    rows.sort();
    checked.sort();
    assert_eq!(rows, checked);
}
