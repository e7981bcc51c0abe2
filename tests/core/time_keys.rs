//! Time-ordered keys: `timestamp!` and `Timestamp::try_parse` (every form RFC 3339
//! allows, every error with its field and place, `Display` read back, agreement with
//! jiff's parser and calendar on random instants), the v7 bounds of `Uuid` and of typed
//! IDs (a v7 UUID is in a window exactly when its millisecond is, whatever its other
//! bits, made by every generator layout), their errors and panics, and `new_v7`.

use core::ops::Range;
use std::panic::catch_unwind;

use uuid_test_support::generators::{ManualClock, SplitMix};

use uuid_runtime::{
    Builder, ParseTimestampError, ParseTimestampErrorKind, RandomSource, ThreadLocalRng, Timestamp,
    TimestampField, TypedId, Uuid, V7Generator, timestamp, uuid,
};

/// The v7 UUID of the millisecond `millis` with `rand_a`'s low 12 bits and `rand_b`'s
/// low 62: `Builder::from_unix_timestamp_millis` of their 10 octets.
fn v7_of_fields(millis: u64, rand_a: u16, rand_b: u64) -> Uuid {
    let mut bytes = [0; 10];
    bytes[..2].copy_from_slice(&rand_a.to_be_bytes());
    bytes[2..].copy_from_slice(&rand_b.to_be_bytes());
    Builder::from_unix_timestamp_millis(millis, &bytes).into_uuid()
}

/// The instant `nanos` nanoseconds after the Unix epoch (before it if negative):
/// `Timestamp::from_unix_time` from 1970 on, and before it jiff's instant, which
/// converts exactly (`from_unix_time` takes unsigned seconds).
fn unix_nanos(nanos: i128) -> Timestamp {
    let ts = match u64::try_from(nanos.div_euclid(1_000_000_000)) {
        Ok(seconds) => {
            Timestamp::from_unix_time(seconds, nanos.rem_euclid(1_000_000_000) as u32, 0, 0)
        }
        Err(_) => Timestamp::from(jiff::Timestamp::from_nanosecond(nanos).unwrap()),
    };
    assert_eq!(ts.to_unix_nanos(), nanos);
    ts
}

/// The example, as users write it.
#[test]
fn a_window_of_typed_ids_as_users_write_it() {
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[typed_id(prefix = "order", version = 7)]
    struct OrderId(Uuid);

    const MAY: Range<OrderId> = OrderId::range_v7(
        timestamp!("2026-05-01T00:00:00Z"),
        timestamp!("2026-06-01T00:00:00+00:00"),
    );
    let late = OrderId::new_v7(timestamp!("2026-05-31T23:59:59.999Z"));
    assert!(MAY.contains(&late));
    assert!(!MAY.contains(&OrderId::new_v7(timestamp!("2026-06-01T00:00:00Z"))));
    assert!(!MAY.contains(&OrderId::max_v7(timestamp!("2026-04-30T23:59:59.999Z"))));
    assert_eq!(MAY.start.to_string(), "order_01kqgdbj00e008000000000000");
    assert_eq!(
        MAY.start.into_uuid(),
        uuid!("019de0d5-c800-7000-8000-000000000000")
    );
}

/// A typed ID without a version makes v7 IDs with `new()`, and has the same items.
#[test]
fn a_typed_id_of_no_version_has_the_time_items() {
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
    #[typed_id(prefix = "event")]
    struct EventId(Uuid);

    const AT: Timestamp = timestamp!("2026-05-01T12:00:00.123456Z");
    const FIRST: EventId = EventId::min_v7(AT);
    const LAST: EventId = EventId::max_v7(AT);
    assert_eq!(FIRST.into_uuid(), Uuid::min_v7(AT));
    assert_eq!(LAST.into_uuid(), Uuid::max_v7(AT));
    let id = EventId::new_v7(AT);
    assert!(FIRST <= id && id <= LAST);
    assert_eq!(id.as_uuid().get_version_num(), 7);
    assert_eq!(
        EventId::try_range_v7(AT, AT).unwrap(),
        FIRST..FIRST,
        "an empty window"
    );
    assert_eq!(EventId::try_min_v7(AT), Ok(FIRST));
    assert_eq!(EventId::try_max_v7(AT), Ok(LAST));
    let before = timestamp!("1969-12-31T23:59:59Z");
    assert!(!EventId::try_min_v7(before).unwrap_err().is_after());
    assert!(EventId::try_max_v7(before).is_err());
    assert!(EventId::try_range_v7(AT, before).is_err());
    assert!(EventId::try_range_v7(before, AT).is_err());
}

/// 100,000 random v7 UUIDs against random windows over four weeks, from every layout:
/// random fields, the generators' counter, the generators' fraction of the millisecond
/// (RFC 9562 §6.2 method 3), `new_v7`, and the bounds themselves: each is in a
/// window exactly when its millisecond is.
#[test]
fn a_v7_uuid_is_in_a_window_exactly_when_its_millisecond_is() {
    let random = SplitMix::seeded(43);
    let start = millis_of(timestamp!("2026-05-01T00:00:00Z"));
    let weeks = 28 * 86_400_000;
    let clock = ManualClock::at(std::time::Duration::from_millis(start));
    let counter = V7Generator::new(&clock, &random);
    let precise = V7Generator::new(&clock, &random).with_additional_precision();
    let mut ids = Vec::new();
    for i in 0..uuid_test_support::scaled(100_000) {
        let r = random.next_u128();
        let millis = start + (r >> 64) as u64 % weeks;
        let nanos = (r >> 40) as u32 % 1_000_000;
        let at = at_millis(millis, nanos);
        clock.set(std::time::Duration::from_nanos(
            millis * 1_000_000 + u64::from(nanos),
        ));
        ids.push(match i % 6 {
            0 => v7_of_fields(millis, (r >> 20) as u16, r as u64),
            1 => counter.generate(),
            2 => precise.generate(),
            3 => Uuid::new_v7(at),
            4 => Uuid::min_v7(at),
            _ => Uuid::max_v7(at),
        });
    }
    for _ in 0..uuid_test_support::scaled(200) {
        let r = random.next_u128();
        let from = start + (r >> 64) as u64 % weeks;
        let to = from + (r as u64) % (weeks / 4);
        let from_ts = at_millis(from, (r >> 32) as u32 % 1_000_000);
        let to_ts = at_millis(to, (r >> 52) as u32 % 1_000_000);
        let window = Uuid::range_v7(from_ts, to_ts);
        assert_eq!(Uuid::try_range_v7(from_ts, to_ts), Ok(window.clone()));
        for id in &ids {
            let millis = millis_of(id.get_timestamp().unwrap());
            assert_eq!(
                window.contains(id),
                (from..to).contains(&millis),
                "{id} ({millis} ms) in {from}..{to} ms"
            );
        }
    }
}

/// The instant `nanos` nanoseconds (below 10^6) after the Unix millisecond `millis`.
fn at_millis(millis: u64, nanos: u32) -> Timestamp {
    Timestamp::from_unix_time(
        millis / 1000,
        u32::try_from(millis % 1000).unwrap() * 1_000_000 + nanos,
        0,
        0,
    )
}

/// The Unix millisecond of `ts`, after 1970.
fn millis_of(ts: Timestamp) -> u64 {
    u64::try_from(ts.to_unix_millis()).unwrap()
}

/// A window whose end is not after its start, to the millisecond, is empty.
#[test]
fn a_window_that_ends_before_it_starts_is_empty() {
    let may = timestamp!("2026-05-01T00:00:00Z");
    let june = timestamp!("2026-06-01T00:00:00Z");
    let backwards = Uuid::range_v7(june, may);
    assert!(backwards.is_empty());
    assert!(!backwards.contains(&Uuid::new_v7(may)));
    assert!(!backwards.contains(&Uuid::new_v7(timestamp!("2026-05-15T00:00:00Z"))));
    // The same millisecond: empty too, though the instants differ.
    let within = Uuid::range_v7(may, timestamp!("2026-05-01T00:00:00.000999Z"));
    assert!(within.is_empty());
    assert!(
        Uuid::range_v7(may, timestamp!("2026-05-01T00:00:00.001Z")).contains(&Uuid::max_v7(may))
    );
}

/// The bounds' bits: version 7, the RFC 9562 variant, the millisecond, and all zeros or
/// all ones in `rand_a` and `rand_b`; at both ends of the 48-bit field.
#[test]
fn the_bounds_are_the_least_and_greatest_v7_uuids_of_a_millisecond() {
    for millis in [0_u64, 1, 1_777_593_600_000, (1 << 48) - 1] {
        let at = Timestamp::from_unix_millis(millis);
        let (min, max) = (Uuid::min_v7(at), Uuid::max_v7(at));
        assert_eq!(
            min.as_u128(),
            u128::from(millis) << 80 | 0x7 << 76 | 0x2 << 62
        );
        assert_eq!(
            max.as_u128(),
            u128::from(millis) << 80 | 0x7fff << 64 | 0xbfff_ffff_ffff_ffff
        );
        for id in [min, max] {
            assert_eq!(id.get_version_num(), 7);
            assert_eq!(id.get_variant(), uuid_runtime::Variant::RFC4122);
            assert_eq!(millis_of(id.get_timestamp().unwrap()), millis);
        }
        // No v7 UUID of the millisecond lies outside them.
        assert!(v7_of_fields(millis, 0, 0) >= min);
        assert!(v7_of_fields(millis, u16::MAX, u64::MAX) <= max);
    }
    assert_eq!(
        Uuid::max_v7(Timestamp::from_unix_millis((1 << 48) - 1)),
        uuid!("ffffffff-ffff-7fff-bfff-ffffffffffff")
    );
    assert_eq!(
        Uuid::min_v7(Timestamp::from_unix_millis(0)),
        uuid!("00000000-0000-7000-8000-000000000000")
    );
}

/// A sub-millisecond part is dropped, as v7's field drops it; an instant before 1970
/// is out of range even within the millisecond before it.
#[test]
fn instants_are_taken_to_the_millisecond_rounded_down() {
    let exact = timestamp!("2026-05-01T00:00:00.001Z");
    let within = timestamp!("2026-05-01T00:00:00.001999999Z");
    assert_eq!(Uuid::min_v7(exact), Uuid::min_v7(within));
    assert_eq!(Uuid::max_v7(exact), Uuid::max_v7(within));
    // A v1 timestamp (100-ns steps) is taken to its millisecond too.
    let v1 = uuid!("c232ab00-9414-11ec-b3c8-9f6bdeced846")
        .get_timestamp()
        .unwrap();
    assert_eq!(Uuid::min_v7(v1).get_timestamp().unwrap(), v1);
    let err = Uuid::try_min_v7(timestamp!("1969-12-31T23:59:59.9999Z")).unwrap_err();
    assert!(!err.is_after());
    assert!(Uuid::try_min_v7(timestamp!("1970-01-01T00:00:00Z")).is_ok());
}

/// Out of range, the `try_` functions return the error and the others panic with its
/// message and the function's name.
#[test]
fn out_of_range_instants_are_errors_and_panics_that_say_why() {
    #[derive(TypedId, Debug)]
    #[typed_id(version = 7)]
    struct EventId(Uuid);

    let before = timestamp!("1969-12-31T23:59:59.999Z");
    let after = Timestamp::from_unix_time(281_474_976_710, 656_000_000, 0, 0);
    let last = Timestamp::from_unix_time(281_474_976_710, 655_999_999, 0, 0);
    assert_eq!(after.to_string(), "+10889-08-02T05:31:50.656Z");
    assert!(Uuid::try_max_v7(last).is_ok());
    // `from_unix_millis` keeps every bit: 2^48 ms is that instant, refused, not
    // wrapped to 1970.
    assert_eq!(Timestamp::from_unix_millis(1 << 48), after);
    assert!(
        Uuid::try_min_v7(Timestamp::from_unix_millis(1 << 48))
            .unwrap_err()
            .is_after()
    );
    assert!(Uuid::try_max_v7(Timestamp::from_unix_millis((1 << 48) - 1)).is_ok());
    let early = "instant out of range for a v7 UUID: its 48-bit millisecond field starts at \
                 1970-01-01T00:00:00Z, found an instant before it";
    let late = "instant out of range for a v7 UUID: its 48-bit millisecond field ends at \
                +10889-08-02T05:31:50.655Z, found an instant after it";
    for (at, message, is_after) in [(before, early, false), (after, late, true)] {
        for err in [
            Uuid::try_min_v7(at).unwrap_err(),
            Uuid::try_max_v7(at).unwrap_err(),
            Uuid::try_range_v7(at, last).unwrap_err(),
            Uuid::try_range_v7(timestamp!("2026-05-01T00:00:00Z"), at).unwrap_err(),
        ] {
            assert_eq!(err.to_string(), message);
            assert_eq!(err.is_after(), is_after);
        }
        for (function, panic) in [
            ("Uuid::min_v7", catch_unwind(|| Uuid::min_v7(at)).map(drop)),
            ("Uuid::max_v7", catch_unwind(|| Uuid::max_v7(at)).map(drop)),
            (
                "Uuid::range_v7",
                catch_unwind(|| Uuid::range_v7(last, at)).map(drop),
            ),
            ("Uuid::new_v7", catch_unwind(|| Uuid::new_v7(at)).map(drop)),
        ] {
            let payload = panic.unwrap_err();
            let text = payload.downcast_ref::<String>().unwrap();
            assert_eq!(*text, format!("`{function}`: {message}"));
        }
    }

    for (function, panic) in [
        (
            "EventId::min_v7",
            catch_unwind(|| EventId::min_v7(before)).map(drop),
        ),
        (
            "EventId::max_v7",
            catch_unwind(|| EventId::max_v7(before)).map(drop),
        ),
        (
            "EventId::range_v7",
            catch_unwind(|| EventId::range_v7(before, last)).map(drop),
        ),
        (
            "EventId::new_v7",
            catch_unwind(|| EventId::new_v7(before)).map(drop),
        ),
    ] {
        let payload = panic.unwrap_err();
        let text = payload.downcast_ref::<String>().unwrap();
        assert_eq!(*text, format!("`{function}`: {early}"));
    }
}

/// `new_v7` draws its random bits from the CSPRNG: no two alike, all of the millisecond.
#[test]
fn new_v7_makes_fresh_uuids_of_its_millisecond() {
    let at = timestamp!("2026-05-01T12:00:00.250Z");
    let ids: std::collections::HashSet<Uuid> = (0..1000).map(|_| Uuid::new_v7(at)).collect();
    assert_eq!(ids.len(), 1000);
    for id in &ids {
        assert_eq!(id.get_timestamp(), Some(at));
        assert!((Uuid::min_v7(at)..=Uuid::max_v7(at)).contains(id));
    }
    // Each random bit varies.
    let ones = ids.iter().fold(0, |all, id| all | id.as_u128());
    let zeros = ids.iter().fold(0, |all, id| all | !id.as_u128());
    let random_bits = (0xfff_u128 << 64) | ((1 << 62) - 1);
    assert_eq!(ones & random_bits, random_bits);
    assert_eq!(zeros & random_bits, random_bits);
    // ThreadLocalRng is the source: the same as now_v4's (a smoke check of the type).
    let _ = ThreadLocalRng;
}

/// Every form RFC 3339 allows, and the instant each names.
#[test]
fn rfc_3339_forms_are_read() {
    let noon: i64 = 1_777_636_800; // 2026-05-01T12:00:00Z
    for (text, seconds, nanos) in [
        ("2026-05-01T12:00:00Z", noon, 0),
        ("2026-05-01t12:00:00z", noon, 0),
        ("2026-05-01 12:00:00Z", noon, 0),
        ("2026-05-01T12:00:00+00:00", noon, 0),
        ("2026-05-01T12:00:00-00:00", noon, 0),
        ("2026-05-01T14:30:00+02:30", noon, 0),
        ("2026-05-01T00:00:00-12:00", noon, 0),
        ("2026-05-01T23:59:00+23:59", noon - 43_200, 0),
        ("2026-05-01T12:00:00.5Z", noon, 500_000_000),
        ("2026-05-01T12:00:00.000000001Z", noon, 1),
        ("2026-05-01T12:00:00.123456789Z", noon, 123_456_789),
        ("1970-01-01T00:00:00Z", 0, 0),
        ("1969-12-31T23:59:59.999999999Z", -1, 999_999_999),
        ("0000-01-01T00:00:00Z", -62_167_219_200, 0),
        ("9999-12-31T23:59:59Z", 253_402_300_799, 0),
        ("2028-02-29T00:00:00Z", 1_835_395_200, 0),
        ("2000-02-29T00:00:00Z", 951_782_400, 0),
    ] {
        let expected = unix_nanos(i128::from(seconds) * 1_000_000_000 + i128::from(nanos));
        assert_eq!(Timestamp::try_parse(text), Ok(expected), "{text}");
        assert_eq!(
            Timestamp::try_parse(text).map(|ts| ts.to_unix_nanos()),
            Ok(expected.to_unix_nanos()),
            "{text}"
        );
        assert_eq!(text.parse::<Timestamp>(), Ok(expected), "{text}");
    }
}

/// `try_parse` in `const`, and `timestamp!` from a constant expression.
#[test]
fn rfc_3339_in_const() {
    const TEXT: &str = "2026-05-01T12:00:00Z";
    const PARSED: Result<Timestamp, ParseTimestampError> = Timestamp::try_parse(TEXT);
    const FROM_CONSTANT: Timestamp = timestamp!(TEXT);
    static JOINED: Timestamp = timestamp!(concat!("2026-05-01", "T12:00:00Z"));
    assert_eq!(PARSED, Ok(FROM_CONSTANT));
    assert_eq!(FROM_CONSTANT, JOINED);
    assert_eq!(JOINED, timestamp!("2026-05-01T12:00:00Z"));
}

/// Text that is not an RFC 3339 date-time: the error's kind (with its field), span and
/// message.
const ERRORS: &[(&str, ParseTimestampErrorKind, Range<usize>, &str)] = {
    use ParseTimestampErrorKind as K;
    use TimestampField as F;
    &[
        (
            "",
            K::Empty,
            0..0,
            "empty timestamp: expected an RFC 3339 date-time, such as `2026-05-01T12:00:00Z`",
        ),
        (
            "2026-13-01T00:00:00Z",
            K::OutOfRange {
                field: F::Month,
                value: 13,
            },
            5..7,
            "month 13 out of range at position 5: expected 01 to 12",
        ),
        (
            "2026-00-01T00:00:00Z",
            K::OutOfRange {
                field: F::Month,
                value: 0,
            },
            5..7,
            "month 00 out of range at position 5: expected 01 to 12",
        ),
        (
            "2026-02-29T00:00:00Z",
            K::OutOfRange {
                field: F::Day,
                value: 29,
            },
            8..10,
            "day 29 out of range at position 8: February 2026 has days 01 to 28",
        ),
        (
            "2026-04-31T00:00:00Z",
            K::OutOfRange {
                field: F::Day,
                value: 31,
            },
            8..10,
            "day 31 out of range at position 8: April 2026 has days 01 to 30",
        ),
        (
            "0900-02-00T00:00:00Z",
            K::OutOfRange {
                field: F::Day,
                value: 0,
            },
            8..10,
            "day 00 out of range at position 8: February 0900 has days 01 to 28",
        ),
        (
            "2026-05-01T24:00:00Z",
            K::OutOfRange {
                field: F::Hour,
                value: 24,
            },
            11..13,
            "hour 24 out of range at position 11: expected 00 to 23",
        ),
        (
            "2026-05-01T12:60:00Z",
            K::OutOfRange {
                field: F::Minute,
                value: 60,
            },
            14..16,
            "minute 60 out of range at position 14: expected 00 to 59",
        ),
        (
            "2026-05-01T12:00:61Z",
            K::OutOfRange {
                field: F::Second,
                value: 61,
            },
            17..19,
            "second 61 out of range at position 17: expected 00 to 59",
        ),
        (
            "2016-12-31T23:59:60Z",
            K::LeapSecond,
            17..19,
            "leap second `60` at position 17: a timestamp counts 86400 seconds a day, as Unix \
             time and UUIDs do, so no instant has it; write `59` or the next minute",
        ),
        (
            "2026-05-01T12:00:00",
            K::MissingOffset,
            19..19,
            "missing offset at position 19: RFC 3339 requires `Z` or `±hh:mm` after the time",
        ),
        (
            "2026-05-01T12:00:00+24:00",
            K::OutOfRange {
                field: F::OffsetHour,
                value: 24,
            },
            20..22,
            "offset hour 24 out of range at position 20: expected 00 to 23",
        ),
        (
            "2026-05-01T12:00:00+01:60",
            K::OutOfRange {
                field: F::OffsetMinute,
                value: 60,
            },
            23..25,
            "offset minute 60 out of range at position 23: expected 00 to 59",
        ),
        (
            "2026-05-01T12:00:00+0100",
            K::ExpectedSeparator {
                before: F::OffsetMinute,
                found: '0',
            },
            22..23,
            "invalid character `0` at position 22: expected `:` between the offset's hours \
             and minutes",
        ),
        (
            "2026-05-01T12:00:00+01",
            K::UnexpectedEnd {
                field: F::OffsetMinute,
            },
            22..22,
            "timestamp ends at position 22: expected `:` between the offset's hours and \
             minutes, then the offset minute",
        ),
        (
            "2026-05-01T12:00:00+1",
            K::UnexpectedEnd {
                field: F::OffsetHour,
            },
            21..21,
            "timestamp ends at position 21: expected the rest of the offset hour",
        ),
        (
            "2026-05-01T12:00:00 UTC",
            K::InvalidOffset { found: ' ' },
            19..20,
            "invalid character ` ` at position 19: expected a fraction (`.`) or the offset, \
             `Z` or `±hh:mm`",
        ),
        (
            "2026-05-01T12:00:00.5 UTC",
            K::InvalidOffset { found: ' ' },
            21..22,
            "invalid character ` ` at position 21: expected the offset, `Z` or `±hh:mm`",
        ),
        (
            "2026-05-01T12:00:00.Z",
            K::ExpectedDigit {
                field: F::Fraction,
                found: 'Z',
            },
            20..21,
            "invalid character `Z` at position 20 in the fraction: expected a digit",
        ),
        (
            "2026-05-01T12:00:00.",
            K::UnexpectedEnd { field: F::Fraction },
            20..20,
            "timestamp ends at position 20: expected 1 to 9 digits of the fraction after `.`",
        ),
        (
            "2026-05-01T12:00:00.1234567891Z",
            K::FractionTooLong { digits: 10 },
            20..30,
            "fraction of 10 digits at position 20: expected 1 to 9 (a timestamp holds \
             nanoseconds)",
        ),
        (
            "2026-05-01T12:00:00Z ",
            K::TrailingCharacters { found: ' ' },
            20..21,
            "unexpected ` ` at position 20: the date-time ends with its offset",
        ),
        (
            "2026-05-01T12:00:00Zé!",
            K::TrailingCharacters { found: 'é' },
            20..22,
            "unexpected `é` at position 20: the date-time ends with its offset",
        ),
        (
            "2026-05-01T12:00:00+01:00x",
            K::TrailingCharacters { found: 'x' },
            25..26,
            "unexpected `x` at position 25: the date-time ends with its offset",
        ),
        (
            "2026/05/01T12:00:00Z",
            K::ExpectedSeparator {
                before: F::Month,
                found: '/',
            },
            4..5,
            "invalid character `/` at position 4: expected `-` between the year and the month",
        ),
        (
            "2026-05_01T12:00:00Z",
            K::ExpectedSeparator {
                before: F::Day,
                found: '_',
            },
            7..8,
            "invalid character `_` at position 7: expected `-` between the month and the day",
        ),
        (
            "2026-05-01_12:00:00Z",
            K::ExpectedSeparator {
                before: F::Hour,
                found: '_',
            },
            10..11,
            "invalid character `_` at position 10: expected `T`, `t` or a space between the \
             date and the time",
        ),
        (
            "2026-05-01T12.00:00Z",
            K::ExpectedSeparator {
                before: F::Minute,
                found: '.',
            },
            13..14,
            "invalid character `.` at position 13: expected `:` between the hour and the minute",
        ),
        (
            "2026-05-01T12:00-00Z",
            K::ExpectedSeparator {
                before: F::Second,
                found: '-',
            },
            16..17,
            "invalid character `-` at position 16: expected `:` between the minute and the \
             second",
        ),
        (
            "2026-5-01T12:00:00Z",
            K::ExpectedDigit {
                field: F::Month,
                found: '-',
            },
            6..7,
            "invalid character `-` at position 6 in the month: expected a digit",
        ),
        (
            "２026-05-01T12:00:00Z",
            K::ExpectedDigit {
                field: F::Year,
                found: '２',
            },
            0..1,
            "invalid character `\\u{ff12}` at position 0 in the year: expected a digit",
        ),
        (
            "20260-05-01T12:00:00Z",
            K::ExpectedSeparator {
                before: F::Month,
                found: '0',
            },
            4..5,
            "invalid character `0` at position 4: expected `-` between the year and the month",
        ),
        (
            "2026-05-01",
            K::UnexpectedEnd { field: F::Hour },
            10..10,
            "timestamp ends at position 10: expected `T`, `t` or a space between the date and \
             the time, then the hour",
        ),
        (
            "2026-05-01T1",
            K::UnexpectedEnd { field: F::Hour },
            12..12,
            "timestamp ends at position 12: expected the rest of the hour",
        ),
        (
            "2026",
            K::UnexpectedEnd { field: F::Month },
            4..4,
            "timestamp ends at position 4: expected `-` between the year and the month, then \
             the month",
        ),
        (
            "20",
            K::UnexpectedEnd { field: F::Year },
            2..2,
            "timestamp ends at position 2: expected the rest of the year",
        ),
    ]
};

/// Each error: its kind (with its field), its span and its message.
#[test]
fn rfc_3339_errors_name_the_field_and_the_place() {
    for (text, kind, span, message) in ERRORS.iter().cloned() {
        let err = Timestamp::try_parse(text).unwrap_err();
        assert_eq!(err.kind(), kind, "{text}");
        assert_eq!(err.span(), span, "{text}");
        assert_eq!(err.position(), span.start, "{text}");
        assert_eq!(err.to_string(), message, "{text}");
        assert_eq!(text.parse::<Timestamp>(), Err(err));
    }
}

/// `Display` writes RFC 3339 in UTC that reads back to the same instant, for 100,000
/// random instants of the years 0000 to 9999 with every precision, and agrees with
/// jiff's calendar and its parser, which reads ours and whose text we read.
#[test]
fn display_reads_back_and_agrees_with_jiff() {
    let random = SplitMix::seeded(3339);
    let first = Timestamp::try_parse("0000-01-01T00:00:00Z")
        .unwrap()
        .to_unix_nanos();
    let last = Timestamp::try_parse("9999-12-31T23:59:59.999999999Z")
        .unwrap()
        .to_unix_nanos();
    for i in 0..uuid_test_support::scaled(100_000) {
        let r = random.next_u128();
        let mut nanos = first + i128::try_from(r % (last - first + 1).unsigned_abs()).unwrap();
        // Every precision: whole seconds, milliseconds, microseconds, 100 ns, 1 ns.
        let unit = [1_000_000_000, 1_000_000, 1_000, 100, 1][i % 5];
        nanos -= nanos.rem_euclid(unit);
        let ts = unix_nanos(nanos);
        let text = ts.to_string();
        assert_eq!(text.parse::<Timestamp>(), Ok(ts), "{text}");
        let theirs = jiff::Timestamp::from_nanosecond(nanos).unwrap();
        assert_eq!(text, theirs.to_string(), "jiff writes the same");
        assert_eq!(text.parse::<jiff::Timestamp>().unwrap(), theirs);
        // Their text with an offset of whole minutes (-23:59 to +23:59), read by us,
        // where the local date is still a year of four digits.
        let day = 86_400_000_000_000;
        if (first + day..last - day).contains(&nanos) {
            let minutes = ((r >> 100) % (2 * 1439 + 1)) as i32 - 1439;
            let offset = jiff::tz::Offset::from_seconds(minutes * 60).unwrap();
            let zoned = theirs.display_with_offset(offset).to_string();
            assert_eq!(zoned.parse::<Timestamp>(), Ok(ts), "{zoned}");
        }
    }
}

/// The formatter's width and alignment apply to the whole text; years past 9999 and
/// before 0000 are written with their sign.
#[test]
fn display_pads_and_writes_expanded_years() {
    let ts = timestamp!("2026-05-01T12:00:00Z");
    assert_eq!(format!("[{ts:>22}]"), "[  2026-05-01T12:00:00Z]");
    assert_eq!(format!("[{ts:<21}]"), "[2026-05-01T12:00:00Z ]");
    assert_eq!(
        unix_nanos(-62_167_219_201 * 1_000_000_000).to_string(),
        "-0001-12-31T23:59:59Z"
    );
    assert_eq!(
        Timestamp::from_unix_time(253_402_300_800, 0, 0, 0).to_string(),
        "+10000-01-01T00:00:00Z"
    );
    // RFC 3339's first day, at an offset east of UTC, is in the year before it there
    // (found by the fuzz target): written expanded, and not read back.
    let first = Timestamp::try_parse("0000-01-01T00:00:00+23:59").unwrap();
    assert_eq!(first.to_string(), "-0001-12-31T00:01:00Z");
    assert!(first.to_string().parse::<Timestamp>().is_err());
    // The widest instants the constructors reach: chrono's first, and the last of
    // `from_unix_time`'s `u64` seconds, 42 characters.
    assert_eq!(
        Timestamp::from(chrono::DateTime::<chrono::Utc>::MIN_UTC).to_string(),
        "-262143-01-01T00:00:00Z"
    );
    assert_eq!(
        Timestamp::from_unix_time(u64::MAX, 999_999_999, 0, 0).to_string(),
        "+584554051223-11-09T07:00:15.999999999Z"
    );
    // Nanoseconds of 10^9 or more carry into the seconds, past the last `u64` second
    // too: the instant is kept, and `to_unix` has no `u64` seconds for it.
    assert_eq!(
        Timestamp::from_unix_time(0, 2_500_000_000, 0, 0),
        Timestamp::from_unix_time(2, 500_000_000, 0, 0)
    );
    let past_u64 = Timestamp::from_unix_time(u64::MAX, 1_000_000_000, 0, 0);
    assert_eq!(
        past_u64.to_unix_nanos(),
        (i128::from(u64::MAX) + 1) * 1_000_000_000
    );
    assert!(past_u64.try_to_unix().unwrap_err().is_after());
    assert!(catch_unwind(|| past_u64.to_unix()).is_err());
}

/// `timestamp!` from an expression that depends on a generic parameter, in an inline
/// `const` block.
#[test]
fn timestamp_from_a_generic_constant() {
    trait Launch {
        const AT: &'static str;
        fn launch() -> Timestamp {
            timestamp!(Self::AT)
        }
    }
    struct Rocket;
    impl Launch for Rocket {
        const AT: &'static str = "2026-05-01T09:30:00+02:00";
    }
    assert_eq!(Rocket::launch(), timestamp!("2026-05-01T07:30:00Z"));
}
