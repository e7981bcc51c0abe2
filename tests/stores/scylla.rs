//! `Uuid`, `NonNilUuid` and typed IDs as CQL values (feature `scylla`), against the
//! driver's own `uuid::Uuid` and `CqlTimeuuid`: the same bytes both ways, the same type
//! check for every native CQL type and for collections, a typed ID of version 1 as a
//! `timeuuid`; the errors; and the orderings the user's guide describes. There is no
//! Cassandra or ScyllaDB server here.

use uuid_test_support::ids;

use scylla_cql_core::deserialize::value::{BuiltinTypeCheckError, DeserializeValue};
use scylla_cql_core::deserialize::{DeserializationError, FrameSlice, TypeCheckError};
use scylla_cql_core::frame::response::result::{CollectionType, ColumnType, NativeType};
use scylla_cql_core::serialize::SerializationError;
use scylla_cql_core::serialize::value::{self as ser, SerializeValue};
use scylla_cql_core::serialize::writers::CellWriter;
use scylla_cql_core::value::{CqlTimeuuid, MaybeEmpty};
use uuid_runtime::{
    Builder, Error, NonNilUuid, TypedId, TypedIdError, TypedIdErrorKind, Uuid, UuidErrorKind,
};

use ids::{NODE, OrderId, SessionId, TokenId, UserId, V4, V7, samples, to_uuid_crate};

/// A typed ID of version 1: a `timeuuid` too.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "event", version = 1)]
struct EventId(Uuid);

/// Every native CQL type.
const NATIVE: [NativeType; 20] = [
    NativeType::Ascii,
    NativeType::Boolean,
    NativeType::Blob,
    NativeType::Counter,
    NativeType::Date,
    NativeType::Decimal,
    NativeType::Double,
    NativeType::Duration,
    NativeType::Float,
    NativeType::Int,
    NativeType::BigInt,
    NativeType::Text,
    NativeType::Timestamp,
    NativeType::Inet,
    NativeType::SmallInt,
    NativeType::TinyInt,
    NativeType::Time,
    NativeType::Timeuuid,
    NativeType::Uuid,
    NativeType::Varint,
];

/// Every native type, and a few composite ones of UUIDs and of text.
fn column_types() -> Vec<ColumnType<'static>> {
    let mut types: Vec<ColumnType<'static>> = NATIVE.into_iter().map(ColumnType::Native).collect();
    for element in [NativeType::Uuid, NativeType::Timeuuid, NativeType::Text] {
        let element = || Box::new(ColumnType::Native(element.clone()));
        types.push(ColumnType::Collection {
            frozen: false,
            typ: CollectionType::List(element()),
        });
        types.push(ColumnType::Collection {
            frozen: true,
            typ: CollectionType::Set(element()),
        });
        types.push(ColumnType::Tuple(vec![*element()]));
    }
    types
}

/// `value` written into a column of type `typ`: the cell, its length first.
fn write<T: SerializeValue + ?Sized>(
    value: &T,
    typ: &ColumnType<'_>,
) -> Result<Vec<u8>, SerializationError> {
    let mut cell = Vec::new();
    value.serialize(typ, CellWriter::new(&mut cell))?;
    Ok(cell)
}

/// Why a value could not be read.
#[derive(Debug)]
enum ReadError {
    TypeCheck(#[allow(dead_code)] TypeCheckError),
    Deserialize(DeserializationError),
}

impl ReadError {
    /// The deserialization error, after a type check that passed.
    fn deserialization(self) -> DeserializationError {
        match self {
            Self::Deserialize(err) => err,
            Self::TypeCheck(err) => panic!("the type check failed: {err}"),
        }
    }
}

/// A `T` read from a column of type `typ` holding `value` (`None`: NULL), after the
/// type check, as the driver reads a column.
fn read<'a, T: DeserializeValue<'a, 'a>>(
    typ: &'a ColumnType<'a>,
    value: Option<&'a [u8]>,
) -> Result<T, ReadError> {
    T::type_check(typ).map_err(ReadError::TypeCheck)?;
    T::deserialize(typ, value.map(FrameSlice::new_borrowed)).map_err(ReadError::Deserialize)
}

/// The value a cell holds, without its length.
fn value_of(cell: &[u8]) -> &[u8] {
    &cell[4..]
}

fn uuid_column() -> ColumnType<'static> {
    ColumnType::Native(NativeType::Uuid)
}

fn timeuuid_column() -> ColumnType<'static> {
    ColumnType::Native(NativeType::Timeuuid)
}

#[test]
fn a_uuid_column_holds_the_drivers_bytes_both_ways() {
    let column = uuid_column();
    for uuid in samples() {
        let theirs = write(&to_uuid_crate(uuid), &column).unwrap();
        assert_eq!(value_of(&theirs), uuid.as_bytes());
        assert_eq!(write(&uuid, &column).unwrap(), theirs);
        assert_eq!(write(&OrderId::from_uuid(uuid), &column).unwrap(), theirs);
        assert_eq!(write(&SessionId::from_uuid(uuid), &column).unwrap(), theirs);
        let value = Some(value_of(&theirs));
        assert_eq!(read::<Uuid>(&column, value).unwrap(), uuid);
        assert_eq!(read::<OrderId>(&column, value).unwrap().into_uuid(), uuid);
        assert_eq!(
            read::<uuid::Uuid>(&column, value).unwrap(),
            to_uuid_crate(uuid)
        );
        if let Some(non_nil) = NonNilUuid::new(uuid) {
            assert_eq!(write(&non_nil, &column).unwrap(), theirs);
            assert_eq!(read::<NonNilUuid>(&column, value).unwrap(), non_nil);
        }
    }
    for user in (0..100).map(|_| UserId::new()) {
        let theirs = write(&to_uuid_crate(user.into_uuid()), &column).unwrap();
        assert_eq!(write(&user, &column).unwrap(), theirs);
        assert_eq!(
            read::<UserId>(&column, Some(value_of(&theirs))).unwrap(),
            user
        );
    }
}

#[test]
fn a_version_1_typed_id_is_a_timeuuid_as_cql_timeuuid_is() {
    for event in (0..100).map(|_| EventId::new()) {
        let time = CqlTimeuuid::from(to_uuid_crate(event.into_uuid()));
        for column in [timeuuid_column(), uuid_column()] {
            let ours = write(&event, &column).unwrap();
            assert_eq!(
                ours,
                write(&to_uuid_crate(event.into_uuid()), &uuid_column()).unwrap()
            );
            assert_eq!(
                read::<EventId>(&column, Some(value_of(&ours))).unwrap(),
                event
            );
        }
        let theirs = write(&time, &timeuuid_column()).unwrap();
        assert_eq!(write(&event, &timeuuid_column()).unwrap(), theirs);
        assert_eq!(
            read::<CqlTimeuuid>(&timeuuid_column(), Some(value_of(&theirs))).unwrap(),
            time
        );
        // The conversions of a plain `Uuid`, and the typed ID's own.
        assert_eq!(CqlTimeuuid::from(event.into_uuid()), time);
        assert_eq!(Uuid::from(time), event.into_uuid());
        assert_eq!(CqlTimeuuid::from(event), time);
        assert_eq!(EventId::try_from(time).unwrap(), event);
    }
    // A `CqlTimeuuid` is not checked (the driver's `From<uuid::Uuid>` checks nothing): one
    // holding another version is the typed ID's error.
    let err = EventId::try_from(CqlTimeuuid::from(V7)).unwrap_err();
    assert_eq!(
        err.kind(),
        TypedIdErrorKind::WrongVersion {
            expected: 1,
            found: 7
        }
    );
    // A version 1 typed ID read from a `timeuuid` that holds another version.
    let cell = write(&CqlTimeuuid::from(to_uuid_crate(V7)), &timeuuid_column()).unwrap();
    let err = read::<EventId>(&timeuuid_column(), Some(value_of(&cell)))
        .unwrap_err()
        .deserialization();
    let inner = err.downcast_ref::<TypedIdError>().unwrap();
    assert_eq!(
        inner.kind(),
        TypedIdErrorKind::WrongVersion {
            expected: 1,
            found: 7
        }
    );
    assert_eq!(
        err.to_string(),
        "DeserializationError: wrong UUID version: expected 1, found 7"
    );
}

/// The types each value may be written to and read from, as the driver decides for its
/// own types: `uuid::Uuid`'s, and for a version 1 typed ID, those of `uuid::Uuid` and
/// `CqlTimeuuid` together.
#[test]
fn the_type_check_is_the_drivers_for_every_column_type() {
    let uuid = Uuid::now_v1(&NODE);
    for typ in column_types() {
        let as_uuid = write(&to_uuid_crate(uuid), &typ).is_ok();
        let as_time = write(&CqlTimeuuid::from(to_uuid_crate(uuid)), &typ).is_ok();
        let read_as_uuid = uuid::Uuid::type_check(&typ).is_ok();
        let read_as_time = CqlTimeuuid::type_check(&typ).is_ok();
        assert_eq!(write(&uuid, &typ).is_ok(), as_uuid, "{typ:?}");
        assert_eq!(
            write(&NonNilUuid::new(uuid).unwrap(), &typ).is_ok(),
            as_uuid
        );
        assert_eq!(write(&SessionId::from_uuid(uuid), &typ).is_ok(), as_uuid);
        assert_eq!(
            write(&EventId::from_uuid(uuid), &typ).is_ok(),
            as_uuid || as_time
        );
        assert_eq!(Uuid::type_check(&typ).is_ok(), read_as_uuid, "{typ:?}");
        assert_eq!(NonNilUuid::type_check(&typ).is_ok(), read_as_uuid);
        assert_eq!(UserId::type_check(&typ).is_ok(), read_as_uuid);
        assert_eq!(TokenId::type_check(&typ).is_ok(), read_as_uuid);
        assert_eq!(
            EventId::type_check(&typ).is_ok(),
            read_as_uuid || read_as_time
        );
        // Collections of them, through the driver's own impls for `Vec`.
        let list = vec![SessionId::from_uuid(uuid)];
        let their_list = vec![to_uuid_crate(uuid)];
        assert_eq!(
            write(&list, &typ).is_ok(),
            write(&their_list, &typ).is_ok(),
            "{typ:?}"
        );
        let events = vec![EventId::from_uuid(uuid)];
        let their_times = vec![CqlTimeuuid::from(to_uuid_crate(uuid))];
        assert_eq!(
            write(&events, &typ).is_ok(),
            write(&their_list, &typ).is_ok() || write(&their_times, &typ).is_ok(),
            "{typ:?}"
        );
        assert_eq!(
            Vec::<UserId>::type_check(&typ).is_ok(),
            Vec::<uuid::Uuid>::type_check(&typ).is_ok(),
            "{typ:?}"
        );
    }
}

#[test]
fn a_refused_type_is_the_drivers_error_naming_our_type() {
    let timeuuid = timeuuid_column();
    let ours = write(&UserId::new(), &timeuuid).unwrap_err();
    let theirs = write(&to_uuid_crate(V7), &timeuuid).unwrap_err();
    let ours = ours.downcast_ref::<ser::BuiltinTypeCheckError>().unwrap();
    let theirs = theirs.downcast_ref::<ser::BuiltinTypeCheckError>().unwrap();
    assert_eq!(ours.got, theirs.got);
    assert_eq!(format!("{:?}", ours.kind), format!("{:?}", theirs.kind));
    assert!(ours.rust_name.ends_with("UserId"), "{}", ours.rust_name);
    assert_eq!(
        ours.to_string(),
        theirs.to_string().replace(theirs.rust_name, ours.rust_name)
    );
    let text = ColumnType::Native(NativeType::Text);
    let err = EventId::type_check(&text).unwrap_err();
    let err = err.downcast_ref::<BuiltinTypeCheckError>().unwrap();
    assert!(err.rust_name.ends_with("EventId"), "{}", err.rust_name);
    assert_eq!(
        format!("{:?}", err.kind),
        "MismatchedType { expected: [Native(Uuid), Native(Timeuuid)] }"
    );
    let err = Uuid::type_check(&timeuuid).unwrap_err();
    let err = err.downcast_ref::<BuiltinTypeCheckError>().unwrap();
    assert_eq!(
        format!("{:?}", err.kind),
        "MismatchedType { expected: [Native(Uuid)] }"
    );
}

#[test]
fn bad_cells_are_errors_that_say_what_was_found() {
    let column = uuid_column();
    let theirs = read::<uuid::Uuid>(&column, None)
        .unwrap_err()
        .deserialization()
        .to_string();
    let ours = read::<UserId>(&column, None)
        .unwrap_err()
        .deserialization()
        .to_string();
    assert!(
        ours.ends_with("UserId from CQL type Native(Uuid): expected a non-null value, got null"),
        "{ours}"
    );
    assert_eq!(ours.split(": ").last(), theirs.split(": ").last());
    assert_eq!(read::<Option<UserId>>(&column, None).unwrap(), None);
    let short = &V4.as_bytes()[..15];
    let err = read::<Uuid>(&column, Some(short))
        .unwrap_err()
        .deserialization()
        .to_string();
    let theirs = read::<uuid::Uuid>(&column, Some(short))
        .unwrap_err()
        .deserialization()
        .to_string();
    assert!(
        err.ends_with("the CQL type requires 16 bytes, but got 15"),
        "{err}"
    );
    assert_eq!(err.split(": ").last(), theirs.split(": ").last());
    // An empty value, which CQL allows in a `uuid` column.
    assert_eq!(
        read::<MaybeEmpty<UserId>>(&column, Some(&[])).unwrap(),
        MaybeEmpty::Empty
    );
    assert_eq!(
        read::<MaybeEmpty<Uuid>>(&column, Some(V4.as_bytes())).unwrap(),
        MaybeEmpty::Value(V4)
    );
    // What the types promise.
    let err = read::<UserId>(&column, Some(V4.as_bytes()))
        .unwrap_err()
        .deserialization();
    assert!(err.downcast_ref::<TypedIdError>().is_some());
    assert_eq!(
        err.to_string(),
        "DeserializationError: wrong UUID version: expected 7, found 4"
    );
    let err = read::<NonNilUuid>(&column, Some(&[0; 16]))
        .unwrap_err()
        .deserialization();
    assert_eq!(
        err.downcast_ref::<Error>().map(Error::kind),
        Some(UuidErrorKind::Nil)
    );
}

/// The orderings the user's guide describes: a `timeuuid` (the driver's `CqlTimeuuid`,
/// which orders as the servers do) by time, then by its last 8 bytes as signed bytes;
/// `Uuid` by unsigned bytes.
#[test]
fn timeuuid_order_is_time_then_signed_bytes_unlike_uuids() {
    // Made in this order, so increasing in time.
    let events: Vec<Uuid> = (0..1000).map(|_| Uuid::now_v1(&NODE)).collect();
    let mut by_server = events.clone();
    by_server.sort_by_key(|&uuid| CqlTimeuuid::from(uuid));
    assert_eq!(by_server, events);
    // A v1 UUID's bytes put the low bits of the time first: the later one sorts first.
    let earlier = Builder::from_gregorian_timestamp(0x1_ffff_ffff, 0x2000, &[1; 6]).into_uuid();
    let later = Builder::from_gregorian_timestamp(0x2_0000_0000, 0x2000, &[1; 6]).into_uuid();
    assert!(later < earlier);
    assert!(CqlTimeuuid::from(earlier) < CqlTimeuuid::from(later));
    // One time and clock sequence, nodes 0x7f... and 0x80...: as signed bytes, 0x80 is
    // the smaller.
    let low = Builder::from_gregorian_timestamp(0x1234_5678_9abc, 0x2000, &[0x7f, 0, 0, 0, 0, 0])
        .into_uuid();
    let high = Builder::from_gregorian_timestamp(0x1234_5678_9abc, 0x2000, &[0x80, 0, 0, 0, 0, 0])
        .into_uuid();
    assert!(low < high);
    assert!(CqlTimeuuid::from(high) < CqlTimeuuid::from(low));
    // Version 7 UUIDs: unsigned bytes are time order.
    let keys: Vec<UserId> = (0..1000).map(|_| UserId::new()).collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn a_never_nil_typed_id_is_a_uuid_column_and_a_nil_cell_is_refused() {
    use uuid_test_support::ids::MemberId;
    let column = uuid_column();
    for _ in 0..100 {
        let member = MemberId::new();
        let ours = write(&member, &column).unwrap();
        let user = write(&UserId::from_uuid(member.into_uuid()), &column).unwrap();
        assert_eq!(ours, user);
        assert_eq!(
            read::<MemberId>(&column, Some(value_of(&ours))).unwrap(),
            member
        );
    }
    let nil = write(&Uuid::NIL, &column).unwrap();
    let err = read::<MemberId>(&column, Some(value_of(&nil)))
        .unwrap_err()
        .deserialization()
        .to_string();
    assert!(err.contains("unexpected nil UUID"), "{err}");
    assert!(MemberId::type_check(&timeuuid_column()).is_err());
}
