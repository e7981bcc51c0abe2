//! What `to_array` writes and `from_array` reads: the `arrow.uuid` field, the octets
//! in RFC 9562 order, nulls, empty and all-null columns, every value type, and the other
//! storages a UUID column arrives in.

use arrow_array::{
    Array, BinaryArray, BinaryViewArray, FixedSizeBinaryArray, LargeBinaryArray, NullArray,
};
use arrow_schema::extension::{ExtensionType, Uuid as UuidExtension};
use arrow_schema::{DataType, Field};
use uuid_runtime::integrations::arrow;
use uuid_runtime::{NonNilUuid, TypedId, Uuid};

use crate::ids::{OrderId, SessionId, TokenId, UserId, V4, V7, samples};

#[test]
fn a_field_is_the_canonical_uuid_extension_type() {
    for nullable in [false, true] {
        let field = arrow::field("id", nullable);
        let canonical = Field::new("id", DataType::FixedSizeBinary(16), nullable)
            .with_extension_type(UuidExtension);
        assert_eq!(field, canonical);
        assert_eq!(
            field.try_extension_type::<UuidExtension>().unwrap(),
            UuidExtension
        );
    }
    assert_eq!(arrow::EXTENSION_NAME, UuidExtension::NAME);
}

#[test]
fn a_typed_id_field_says_its_prefix_and_version() {
    /// `(prefix, version)` in the metadata of `T`'s field, the rest as [`arrow::field`].
    fn described<T: TypedId>() -> (Option<String>, Option<String>) {
        let field = arrow::field_for::<T>("id", true);
        let mut plain = field.clone();
        let prefix = plain.metadata_mut().remove(arrow::PREFIX_KEY);
        let version = plain.metadata_mut().remove(arrow::VERSION_KEY);
        assert_eq!(plain, arrow::field("id", true));
        assert!(field.has_valid_extension_type::<UuidExtension>());
        (prefix, version)
    }
    let some = |text: &str| Some(text.to_owned());
    assert_eq!(described::<UserId>(), (some("user"), some("7")));
    assert_eq!(described::<OrderId>(), (some("order"), None));
    assert_eq!(described::<TokenId>(), (None, some("4")));
    assert_eq!(described::<SessionId>(), (None, None));
    assert_eq!(
        (arrow::PREFIX_KEY, arrow::VERSION_KEY),
        ("uuid_runtime.prefix", "uuid_runtime.version")
    );
}

#[test]
fn values_are_their_octets_in_one_buffer() {
    let samples = samples();
    let array = arrow::to_array(samples.iter().copied());
    assert_eq!(array.data_type(), &DataType::FixedSizeBinary(16));
    assert_eq!((array.len(), array.null_count()), (samples.len(), 0));
    assert!(array.nulls().is_none());
    let octets: Vec<u8> = samples.iter().flat_map(|uuid| uuid.into_bytes()).collect();
    assert_eq!(array.value_data(), octets);
    // The same array as arrow-rs's own constructor builds from the octets.
    let reference = FixedSizeBinaryArray::try_from_iter(samples.iter().map(Uuid::as_bytes));
    assert_eq!(array, reference.unwrap());
    assert_eq!(arrow::from_array::<Uuid>(&array).unwrap(), samples);
}

#[test]
fn nulls_are_a_validity_bitmap_over_zeroed_slots() {
    let values: Vec<Option<Uuid>> = samples()
        .into_iter()
        .enumerate()
        .map(|(row, uuid)| (row % 4 != 0).then_some(uuid))
        .collect();
    let array = arrow::to_array_nullable(values.iter().copied());
    assert_eq!(array.data_type(), &DataType::FixedSizeBinary(16));
    assert_eq!(array.len(), values.len());
    assert_eq!(
        array.null_count(),
        values.iter().filter(|v| v.is_none()).count()
    );
    for (row, value) in values.iter().enumerate() {
        assert_eq!(array.is_valid(row), value.is_some(), "row {row}");
        let stored = value.unwrap_or(Uuid::NIL);
        assert_eq!(array.value(row), stored.as_bytes(), "row {row}");
    }
    assert_eq!(arrow::from_array_nullable::<Uuid>(&array).unwrap(), values);
    // Without a null, no bitmap.
    let full = arrow::to_array_nullable([Some(V4), Some(V7)]);
    assert!(full.nulls().is_none());
    assert_eq!(full, arrow::to_array([V4, V7]));
}

#[test]
fn empty_and_all_null_columns_keep_their_width() {
    let empty = arrow::to_array(Vec::<UserId>::new());
    assert_eq!(
        (empty.data_type(), empty.len()),
        (&DataType::FixedSizeBinary(16), 0)
    );
    let empty_nullable = arrow::to_array_nullable(Vec::<Option<UserId>>::new());
    assert_eq!(empty_nullable, empty);
    let nulls = arrow::to_array_nullable([None::<UserId>; 3]);
    assert_eq!(nulls.data_type(), &DataType::FixedSizeBinary(16));
    assert_eq!((nulls.len(), nulls.null_count()), (3, 3));
    assert_eq!(nulls.value_data(), [0; 48]);
    assert_eq!(arrow::from_array::<UserId>(&empty).unwrap(), []);
    assert_eq!(
        arrow::from_array_nullable::<UserId>(&nulls).unwrap(),
        [None; 3]
    );
    // Where arrow-rs's own constructor from values fails.
    assert!(FixedSizeBinaryArray::try_from_iter(std::iter::empty::<[u8; 16]>()).is_err());
}

#[test]
fn every_value_type_round_trips() {
    let users = crate::user_ids(100);
    assert_eq!(
        arrow::from_array::<UserId>(&arrow::to_array(users.iter().copied())).unwrap(),
        users
    );
    // A typed ID without a version takes every version, and the nil UUID.
    let orders: Vec<OrderId> = samples().into_iter().map(OrderId::from_uuid).collect();
    assert_eq!(
        arrow::from_array::<OrderId>(&arrow::to_array(orders.iter().copied())).unwrap(),
        orders
    );
    let tokens: Vec<TokenId> = (0..100).map(|_| TokenId::new()).collect();
    assert_eq!(
        arrow::from_array::<TokenId>(&arrow::to_array(tokens.iter().copied())).unwrap(),
        tokens
    );
    let non_nil: Vec<NonNilUuid> = samples().into_iter().filter_map(NonNilUuid::new).collect();
    let array = arrow::to_array(non_nil.iter().copied());
    assert_eq!(arrow::from_array::<NonNilUuid>(&array).unwrap(), non_nil);
    // The same octets read as any other type of the column.
    let as_uuids: Vec<Uuid> = non_nil.iter().map(|id| id.get()).collect();
    assert_eq!(arrow::from_array::<Uuid>(&array).unwrap(), as_uuids);
}

#[test]
fn slices_read_their_own_rows() {
    let samples = samples();
    let values: Vec<Option<Uuid>> = samples
        .iter()
        .enumerate()
        .map(|(row, &uuid)| (row % 3 != 0).then_some(uuid))
        .collect();
    let array = arrow::to_array_nullable(values.iter().copied());
    let slice = array.slice(5, 11);
    assert_eq!(
        arrow::from_array_nullable::<Uuid>(&slice).unwrap(),
        values[5..16]
    );
    let full = arrow::to_array(samples.iter().copied());
    assert_eq!(
        arrow::from_array::<Uuid>(&full.slice(3, 4)).unwrap(),
        samples[3..7]
    );
}

#[test]
fn binary_columns_of_sixteen_byte_values_are_read_too() {
    // Polars has no UUID type: it writes UUIDs as Binary or LargeBinary, and its own
    // arrays are binary views.
    let values: Vec<Option<Uuid>> = vec![Some(V7), None, Some(Uuid::MAX), Some(Uuid::NIL)];
    let octets: Vec<Option<&[u8]>> = values
        .iter()
        .map(|v| v.as_ref().map(|u| u.as_bytes().as_slice()))
        .collect();
    let binary = BinaryArray::from(octets.clone());
    let large = LargeBinaryArray::from(octets.clone());
    let view = BinaryViewArray::from(octets);
    for array in [&binary as &dyn Array, &large, &view] {
        assert_eq!(
            arrow::from_array_nullable::<Uuid>(array).unwrap(),
            values,
            "{}",
            array.data_type()
        );
        let err = arrow::from_array::<Uuid>(array).unwrap_err();
        assert_eq!(err.to_string(), "row 1: expected a UUID, found null");
    }
    let present = BinaryViewArray::from(vec![V7.as_bytes().as_slice(), V4.as_bytes()]);
    assert_eq!(arrow::from_array::<Uuid>(&present).unwrap(), [V7, V4]);
}

#[test]
fn an_array_of_the_null_type_is_all_nulls() {
    let nulls = NullArray::new(4);
    assert_eq!(
        arrow::from_array_nullable::<UserId>(&nulls).unwrap(),
        [None; 4]
    );
    let err = arrow::from_array::<UserId>(&nulls).unwrap_err();
    assert_eq!(
        (err.row(), err.to_string().as_str()),
        (Some(0), "row 0: expected a UUID, found null")
    );
    assert_eq!(arrow::from_array::<UserId>(&NullArray::new(0)).unwrap(), []);
}
