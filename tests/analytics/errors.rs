//! Every way an Arrow array is not a column of the values asked for: an error that names
//! the row and what was found, never a panic, and the first problem in row order.

use std::error::Error as _;
use std::sync::Arc;

use arrow_array::types::Int32Type;
use arrow_array::{
    Array, BinaryArray, DictionaryArray, FixedSizeBinaryArray, Int32Array, LargeBinaryArray,
    StringArray,
};
use uuid_runtime::integrations::arrow::{self, ArrowErrorKind};
use uuid_runtime::{NonNilUuid, TypedIdError, TypedIdErrorKind, Uuid};

use crate::ids::{TokenId, UserId, V4, V7};

/// The error of reading `array` as `UserId`s, every one present.
fn users_error(array: &dyn Array) -> arrow::ArrowError {
    arrow::from_array::<UserId>(array).unwrap_err()
}

#[test]
fn another_type_is_named() {
    let wide = FixedSizeBinaryArray::try_from_iter([[7_u8; 8]].into_iter()).unwrap();
    let text = StringArray::from(vec![V7.to_string()]);
    let numbers = Int32Array::from(vec![1, 2]);
    let keys = Int32Array::from(vec![0, 0]);
    let dictionary =
        DictionaryArray::<Int32Type>::try_new(keys, Arc::new(arrow::to_array([V7]))).unwrap();
    let expected = "expected a UUID column (FixedSizeBinary(16), or Binary, LargeBinary or \
                    BinaryView of 16-byte values), found ";
    for (array, found) in [
        (&wide as &dyn Array, "FixedSizeBinary(8)"),
        (&text, "Utf8"),
        (&numbers, "Int32"),
        (&dictionary, "Dictionary(Int32, FixedSizeBinary(16))"),
    ] {
        for err in [
            users_error(array),
            arrow::from_array_nullable::<UserId>(array).unwrap_err(),
        ] {
            assert_eq!(err.row(), None);
            assert_eq!(
                err.kind(),
                &ArrowErrorKind::DataType(array.data_type().clone())
            );
            assert_eq!(err.to_string(), format!("{expected}{found}"));
        }
    }
}

#[test]
fn a_null_is_an_error_where_every_value_must_be_present() {
    let array = arrow::to_array_nullable([Some(UserId::new()), Some(UserId::new()), None]);
    let err = users_error(&array);
    assert_eq!((err.row(), err.kind()), (Some(2), &ArrowErrorKind::Null));
    assert_eq!(err.to_string(), "row 2: expected a UUID, found null");
    assert!(arrow::from_array_nullable::<UserId>(&array).is_ok());
}

#[test]
fn a_binary_value_of_another_length_is_counted() {
    let long = [1_u8; 17];
    let values: [&[u8]; 5] = [V7.as_bytes(), &[1; 15], &long, &[], &[9]];
    let binary = BinaryArray::from_vec(values.to_vec());
    let large = LargeBinaryArray::from_vec(values.to_vec());
    for array in [&binary as &dyn Array, &large] {
        for (row, found, bytes) in [
            (1, 15, "15 bytes"),
            (2, 17, "17 bytes"),
            (3, 0, "0 bytes"),
            (4, 1, "1 byte"),
        ] {
            let err = arrow::from_array_nullable::<Uuid>(&array.slice(row, 1)).unwrap_err();
            assert_eq!(
                (err.row(), err.kind()),
                (Some(0), &ArrowErrorKind::Length(found))
            );
            assert_eq!(
                err.to_string(),
                format!("row 0: expected a 16-byte UUID, found {bytes}")
            );
        }
        let err = arrow::from_array::<Uuid>(array).unwrap_err();
        assert_eq!(
            err.to_string(),
            "row 1: expected a 16-byte UUID, found 15 bytes"
        );
    }
}

#[test]
fn a_uuid_of_another_version_is_refused_by_the_typed_id() {
    let v7s: Vec<Uuid> = crate::user_ids(1000)
        .iter()
        .map(|id| *id.as_uuid())
        .collect();
    let mut uuids = v7s.clone();
    uuids[998] = V4;
    let array = arrow::to_array(uuids.iter().copied());
    for err in [
        users_error(&array),
        arrow::from_array_nullable::<UserId>(&array).unwrap_err(),
    ] {
        assert_eq!(err.row(), Some(998));
        let ArrowErrorKind::TypedId { found, error } = err.kind() else {
            panic!("a typed ID's error: {err:?}");
        };
        assert_eq!(*found, V4);
        assert_eq!(
            error.kind(),
            TypedIdErrorKind::WrongVersion {
                expected: 7,
                found: 4
            }
        );
        assert_eq!(
            err.to_string(),
            "row 998: wrong UUID version: expected 7, found 4 (found 67e55044-10b1-426f-9247-bb680e5fe0c8)"
        );
        // The typed ID's own error is the source, as the database integrations give it.
        let source = err
            .source()
            .and_then(|source| source.downcast_ref::<TypedIdError>());
        assert_eq!(source, Some(error));
    }
    // Every value checked: the last row too, and in another typed ID.
    let mut last = v7s;
    last.push(Uuid::now_v6(&crate::NODE));
    assert_eq!(users_error(&arrow::to_array(last)).row(), Some(1000));
    let err = arrow::from_array::<TokenId>(&arrow::to_array([V4, V7])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "row 1: wrong UUID version: expected 4, found 7 (found 017f22e2-79b0-7cc3-98c4-dc0c0c07398f)"
    );
}

#[test]
fn the_nil_uuid_is_refused_as_non_nil() {
    let array = arrow::to_array_nullable([Some(V4), None, Some(Uuid::NIL)]);
    let err = arrow::from_array_nullable::<NonNilUuid>(&array).unwrap_err();
    assert_eq!((err.row(), err.kind()), (Some(2), &ArrowErrorKind::Nil));
    assert_eq!(
        err.to_string(),
        "row 2: unexpected nil UUID: expected a non-nil UUID"
    );
    assert!(err.source().is_none());
    // A null slot holds zeros, which are no nil UUID.
    assert_eq!(
        arrow::from_array_nullable::<NonNilUuid>(&array.slice(0, 2)).unwrap(),
        [NonNilUuid::new(V4), None]
    );
}

#[test]
fn the_first_problem_in_row_order_is_reported() {
    let array = arrow::to_array_nullable([Some(V7), Some(V4), None, Some(Uuid::NIL)]);
    assert_eq!(users_error(&array).row(), Some(1));
    assert_eq!(
        users_error(&array.slice(2, 2)).kind(),
        &ArrowErrorKind::Null
    );
    let err = arrow::from_array::<NonNilUuid>(&array).unwrap_err();
    assert_eq!(err.kind(), &ArrowErrorKind::Null);
    assert_eq!(err.row(), Some(2));
}

#[test]
fn the_error_is_a_standard_error_to_box_and_send() {
    fn boxed() -> Result<Vec<UserId>, Box<dyn std::error::Error + Send + Sync>> {
        Ok(arrow::from_array(&arrow::to_array([V4]))?)
    }
    let err = boxed().unwrap_err();
    assert!(err.to_string().starts_with("row 0: wrong UUID version"));
    assert_eq!(
        err.downcast_ref::<arrow::ArrowError>()
            .and_then(arrow::ArrowError::row),
        Some(0)
    );
}

#[test]
fn a_never_nil_typed_id_refuses_the_nil_uuid() {
    use uuid_test_support::ids::MemberId;
    let members: Vec<MemberId> = (0..3).map(|_| MemberId::new()).collect();
    let array = arrow::to_array(members.iter().copied());
    assert_eq!(
        array,
        arrow::to_array(members.iter().map(|m| UserId::from_uuid(m.into_uuid())))
    );
    assert_eq!(arrow::from_array::<MemberId>(&array).unwrap(), members);
    let with_nil = arrow::to_array_nullable([Some(V7), None, Some(Uuid::NIL)]);
    let err = arrow::from_array_nullable::<MemberId>(&with_nil).unwrap_err();
    assert_eq!(err.row(), Some(2));
    match err.kind() {
        ArrowErrorKind::TypedId { found, error } => {
            assert_eq!((*found, error.kind()), (Uuid::NIL, TypedIdErrorKind::Nil));
        }
        other => panic!("{other:?}"),
    }
    assert!(
        err.to_string().starts_with("row 2: unexpected nil UUID"),
        "{err}"
    );
}

/// A typed ID written by hand, without the derive: read through the trait's own default
/// of the column's fast path.
#[derive(Debug, PartialEq)]
struct HandWrittenId(Uuid);

impl std::fmt::Display for HandWrittenId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for HandWrittenId {
    type Err = TypedIdError;

    fn from_str(text: &str) -> Result<Self, TypedIdError> {
        uuid_runtime::TypedId::try_from_uuid(text.parse::<Uuid>()?)
    }
}

impl uuid_runtime::TypedId for HandWrittenId {
    const PREFIX: &'static str = "";
    const FORMAT: uuid_runtime::TypedIdFormat = uuid_runtime::TypedIdFormat::TypeId;
    const VERSION: Option<u8> = Some(7);

    fn try_from_uuid(uuid: Uuid) -> Result<Self, TypedIdError> {
        match uuid.get_version_num() {
            7 => Ok(Self(uuid)),
            _ => Err(UserId::try_from_uuid(uuid).unwrap_err()),
        }
    }

    fn as_uuid(&self) -> &Uuid {
        &self.0
    }
}

/// Without nulls, a column is read in one pass that checks each value as it copies it,
/// and asks only at the end: a refused value at any row, among accepted ones, is still
/// the error, at its row, for every kind of value; and a column of accepted values reads
/// back as they are.
#[test]
fn a_refused_value_is_found_at_any_row_of_a_column_without_nulls() {
    use uuid_test_support::ids::MemberId;
    let good: Vec<Uuid> = (0..24).map(|_| Uuid::now_v7()).collect();
    let array = arrow::to_array(good.iter().copied());
    assert_eq!(arrow::from_array::<Uuid>(&array).unwrap(), good);
    let users: Vec<UserId> = good.iter().copied().map(UserId::from_uuid).collect();
    assert_eq!(arrow::from_array::<UserId>(&array).unwrap(), users);
    let members: Vec<MemberId> = good.iter().copied().map(MemberId::from_uuid).collect();
    assert_eq!(arrow::from_array::<MemberId>(&array).unwrap(), members);
    let hand: Vec<HandWrittenId> = good.iter().copied().map(HandWrittenId).collect();
    assert_eq!(arrow::from_array::<HandWrittenId>(&array).unwrap(), hand);

    for row in 0..good.len() {
        for bad in [V4, Uuid::NIL] {
            let mut column = good.clone();
            column[row] = bad;
            let array = arrow::to_array(column.iter().copied());
            let wrong_version = ArrowErrorKind::TypedId {
                found: bad,
                error: UserId::try_from_uuid(bad).unwrap_err(),
            };
            assert_eq!(users_error(&array).kind(), &wrong_version, "row {row}");
            assert_eq!(users_error(&array).row(), Some(row));
            let hand = arrow::from_array::<HandWrittenId>(&array).unwrap_err();
            assert_eq!((hand.row(), hand.kind()), (Some(row), &wrong_version));
            let member = arrow::from_array::<MemberId>(&array).unwrap_err();
            assert_eq!(member.row(), Some(row));
            let non_nil = arrow::from_array::<NonNilUuid>(&array);
            if bad.is_nil() {
                let err = non_nil.unwrap_err();
                assert_eq!((err.row(), err.kind()), (Some(row), &ArrowErrorKind::Nil));
            } else {
                let read: Vec<Uuid> = non_nil.unwrap().iter().map(|id| id.get()).collect();
                assert_eq!(read, column);
            }
        }
    }
}
