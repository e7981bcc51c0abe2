//! The README's migration table, checked: where it says an item of the `uuid` crate
//! becomes an expression here, both give the same UUID (or value) for any input.

use proptest::prelude::*;
use uuid_runtime::{Builder, NonNilUuid, Timestamp, Uuid, Variant};

fn ours(id: uuid::Uuid) -> Uuid {
    Uuid::from_bytes(id.into_bytes())
}

const TICKS_60: u64 = (1 << 60) - 1;

proptest! {
    /// `Builder::from_gregorian_timestamp`, `from_sorted_gregorian_timestamp`,
    /// `Uuid::new_v1`/`new_v6` with `Timestamp::from_gregorian_time`.
    #[test]
    fn gregorian_constructors(ticks in 0..=TICKS_60, clock_seq in any::<u16>(), node in any::<[u8; 6]>()) {
        let v1 = Builder::from_gregorian_timestamp(ticks, clock_seq, &node).into_uuid();
        let v6 = Builder::from_sorted_gregorian_timestamp(ticks, clock_seq, &node).into_uuid();
        prop_assert_eq!(v1, ours(uuid::Builder::from_gregorian_timestamp(ticks, clock_seq, &node).into_uuid()));
        prop_assert_eq!(v6, ours(uuid::Builder::from_sorted_gregorian_timestamp(ticks, clock_seq, &node).into_uuid()));
        let ts = uuid::Timestamp::from_gregorian_time(ticks, clock_seq);
        prop_assert_eq!(v1, ours(uuid::Uuid::new_v1(ts, &node)));
        prop_assert_eq!(v6, ours(uuid::Uuid::new_v6(ts, &node)));
        let our_ts = Timestamp::from_gregorian_time(ticks, clock_seq);
        prop_assert_eq!(Uuid::new_v1(our_ts, &node), v1);
        prop_assert_eq!(Uuid::new_v6(our_ts, &node), v6);

        // `to_gregorian()` is the same, and `get_clock_seq()` is its second half.
        let theirs = uuid::Uuid::new_v1(ts, &node).get_timestamp().unwrap().to_gregorian();
        prop_assert_eq!(v1.get_timestamp().unwrap().to_gregorian(), theirs);
        prop_assert_eq!(v6.get_timestamp().unwrap().to_gregorian(), theirs);
        prop_assert_eq!(v1.get_clock_seq(), Some(theirs.1));
        // `get_node_id()` is `node()`.
        prop_assert_eq!(v6.get_node_id(), uuid::Uuid::new_v6(ts, &node).get_node_id());
    }

    /// `Builder::from_unix_timestamp_millis(millis, &bytes)`.
    #[test]
    fn unix_millis_constructor(millis in 0..(1u64 << 48), bytes in any::<[u8; 10]>()) {
        let id = Builder::from_unix_timestamp_millis(millis, &bytes).into_uuid();
        prop_assert_eq!(id, ours(uuid::Builder::from_unix_timestamp_millis(millis, &bytes).into_uuid()));

        // `get_timestamp()?.to_unix()` is the same, and is `to_unix_nanos()` split in two.
        let (seconds, nanos) = uuid::Uuid::from_bytes(id.into_bytes()).get_timestamp().unwrap().to_unix();
        prop_assert_eq!(id.get_timestamp().unwrap().to_unix(), (seconds, nanos));
        let unix_nanos = id.get_timestamp().unwrap().to_unix_nanos();
        prop_assert_eq!(unix_nanos, i128::from(seconds) * 1_000_000_000 + i128::from(nanos));
    }

    /// `Timestamp::from_unix_time(seconds, nanos, ..)` with `Uuid::new_v7(ts)` keeps
    /// the milliseconds of `Timestamp::from_unix_millis(seconds * 1000 + nanos / 10^6)`
    /// in both crates, within the 48-bit field. Past it `uuid` wraps the millisecond
    /// into 48 bits (another instant), and this crate refuses it.
    #[test]
    fn unix_timestamps(seconds in 0..(1u64 << 40), nanos in 0..1_000_000_000u32) {
        let theirs = uuid::Uuid::new_v7(uuid::Timestamp::from_unix_time(seconds, nanos, 0, 0));
        let millis = seconds * 1000 + u64::from(nanos) / 1_000_000;
        let at = Timestamp::from_unix_time(seconds, nanos, 0, 0);
        prop_assert_eq!(at.to_unix_millis(), i128::from(millis));
        if millis < 1 << 48 {
            let ts = Timestamp::from_unix_millis(millis);
            prop_assert_eq!(ours(theirs).get_timestamp(), Some(ts));
            prop_assert_eq!(Uuid::new_v7(at).get_timestamp(), Some(ts));
        } else {
            let wrapped = Timestamp::from_unix_millis(millis % (1 << 48));
            prop_assert_eq!(ours(theirs).get_timestamp(), Some(wrapped));
            prop_assert!(Uuid::try_new_v7(at).unwrap_err().is_after());
        }
    }

    /// `Builder::from_random_bytes`; `Builder::from_custom_bytes` is `Uuid::new_v8`;
    /// `get_version_num()`, `get_version()` and `get_variant()`.
    #[test]
    fn bytes_constructors_and_fields(bytes in any::<[u8; 16]>()) {
        prop_assert_eq!(Builder::from_random_bytes(bytes).into_uuid(), ours(uuid::Builder::from_random_bytes(bytes).into_uuid()));
        prop_assert_eq!(Builder::from_custom_bytes(bytes).into_uuid(), ours(uuid::Builder::from_custom_bytes(bytes).into_uuid()));
        prop_assert_eq!(Uuid::new_v8(bytes), ours(uuid::Builder::from_custom_bytes(bytes).into_uuid()));
        prop_assert_eq!(Uuid::new_v8(bytes), ours(uuid::Uuid::new_v8(bytes)));

        let theirs = uuid::Uuid::from_bytes(bytes);
        let id = Uuid::from_bytes(bytes);
        prop_assert_eq!(id.get_version_num(), theirs.get_version_num());
        prop_assert_eq!(id.get_version().map(|v| v as u8), theirs.get_version().map(|v| v as u8));
        let variant = match theirs.get_variant() {
            uuid::Variant::NCS => Variant::NCS,
            uuid::Variant::RFC4122 => Variant::RFC4122,
            uuid::Variant::Microsoft => Variant::Microsoft,
            _ => Variant::Future,
        };
        prop_assert_eq!(id.get_variant(), variant);
        prop_assert_eq!(NonNilUuid::new(id).map(NonNilUuid::get), uuid::NonNilUuid::new(theirs).map(|n| ours(n.get())));
    }

    /// `new_v3` and `new_v5` keep their signatures.
    #[test]
    fn name_based(namespace in any::<[u8; 16]>(), name in proptest::collection::vec(any::<u8>(), 0..100)) {
        let theirs = uuid::Uuid::from_bytes(namespace);
        let namespace = Uuid::from_bytes(namespace);
        prop_assert_eq!(Uuid::new_v3(&namespace, &name), ours(uuid::Uuid::new_v3(&theirs, &name)));
        prop_assert_eq!(Uuid::new_v5(&namespace, &name), ours(uuid::Uuid::new_v5(&theirs, &name)));
    }
}

#[test]
fn renamed_constants_and_adapters() {
    assert_eq!(Uuid::NIL, ours(uuid::Uuid::nil()));
    assert_eq!(Uuid::MAX, ours(uuid::Uuid::max()));
    assert_eq!(Uuid::NAMESPACE_DNS, ours(uuid::Uuid::NAMESPACE_DNS));
    let theirs = uuid::Uuid::NAMESPACE_URL;
    let id = Uuid::NAMESPACE_URL;
    // `encode_buffer()`, and a buffer of exactly `LENGTH` bytes.
    assert_eq!(
        id.urn().encode_upper(&mut Uuid::encode_buffer()),
        theirs.urn().encode_upper(&mut uuid::Uuid::encode_buffer())
    );
    assert_eq!(
        id.urn()
            .encode_upper(&mut [0; uuid_runtime::fmt::Urn::LENGTH]),
        theirs.urn().encode_upper(&mut uuid::Uuid::encode_buffer())
    );
    assert_eq!(uuid_runtime::fmt::Braced::LENGTH, uuid::fmt::Braced::LENGTH);
    // `Hyphenated::into_uuid()`, and `Uuid::from(form)`.
    assert_eq!(
        id.hyphenated().into_uuid(),
        ours(theirs.hyphenated().into_uuid())
    );
    assert_eq!(Uuid::from(id.hyphenated()), id);
    // `From<Uuid> for Vec<u8>` / `TryFrom<Vec<u8>>`.
    let bytes: Vec<u8> = theirs.into();
    assert_eq!(id.as_bytes().to_vec(), bytes);
    assert_eq!(Uuid::from_slice(&bytes), Ok(id));
}
