//! Features `chrono`, `time` and `jiff`: `Timestamp` to each library's instants and back,
//! and those instants as generators' clocks, checked against each library's own calendar
//! and arithmetic (the epochs built from their dates, offsets added with their
//! durations) at the ends of each range and across 100,000 random instants. The checks
//! are written once over `Library`; each library says only how it does arithmetic.

use uuid_test_support::generators;

use std::fmt::Debug;

use generators::SplitMix;
use uuid_runtime::{
    Clock, GregorianGenerator, RandomSource, ThreadLocalRng, Timestamp, TimestampRangeError,
    V7Generator,
};

/// 100-ns steps in a v1/v6 timestamp: 60 bits.
const TICKS: i128 = 1 << 60;
/// Milliseconds in a v7 timestamp: 48 bits.
const MILLIS: i128 = 1 << 48;
/// 1582-10-15, the v1/v6 epoch, in nanoseconds from 1970 (RFC 9562 §5.1).
const GREGORIAN_EPOCH_NANOS: i128 = -12_219_292_800_000_000_000;
const RANDOM_INSTANTS: usize = 100_000;

/// What the tests need of a time library, in its own terms.
trait Library {
    type Instant: Copy + PartialEq + Debug;
    type ToError: Debug;

    /// 1582-10-15 00:00:00 UTC, from the library's calendar.
    fn gregorian_epoch() -> Self::Instant;
    /// 1970-01-01 00:00:00 UTC, from the library's calendar.
    fn unix_epoch() -> Self::Instant;
    /// The library's last instant.
    fn max() -> Self::Instant;
    /// `instant` plus `nanos`, by the library's duration arithmetic; `None` past its range.
    fn add(instant: Self::Instant, nanos: i128) -> Option<Self::Instant>;
    /// Our conversion to the library.
    fn from_timestamp(ts: Timestamp) -> Result<Self::Instant, Self::ToError>;
    /// Our conversion from the library (exact: every instant of every library is one).
    fn to_timestamp(instant: Self::Instant) -> Timestamp;
    /// The instant as a clock.
    fn clock(instant: Self::Instant) -> impl Clock;
}

/// `nanos` as whole seconds and the nanoseconds after them (signed, same sign).
fn split(nanos: i128) -> (i64, i32) {
    (
        i64::try_from(nanos / 1_000_000_000).unwrap(),
        i32::try_from(nanos % 1_000_000_000).unwrap(),
    )
}

struct Chrono;

impl Library for Chrono {
    type Instant = chrono::DateTime<chrono::Utc>;
    type ToError = TimestampRangeError;

    fn gregorian_epoch() -> Self::Instant {
        let date = chrono::NaiveDate::from_ymd_opt(1582, 10, 15).unwrap();
        date.and_hms_opt(0, 0, 0).unwrap().and_utc()
    }
    fn unix_epoch() -> Self::Instant {
        chrono::DateTime::UNIX_EPOCH
    }
    fn max() -> Self::Instant {
        chrono::DateTime::<chrono::Utc>::MAX_UTC
    }
    fn add(instant: Self::Instant, nanos: i128) -> Option<Self::Instant> {
        let (seconds, nanos) = split(nanos);
        let delta = chrono::TimeDelta::try_seconds(seconds)?
            .checked_add(&chrono::TimeDelta::nanoseconds(nanos.into()))?;
        instant.checked_add_signed(delta)
    }
    fn from_timestamp(ts: Timestamp) -> Result<Self::Instant, Self::ToError> {
        ts.try_into()
    }
    fn to_timestamp(instant: Self::Instant) -> Timestamp {
        instant.into()
    }
    fn clock(instant: Self::Instant) -> impl Clock {
        instant
    }
}

struct Jiff;

impl Library for Jiff {
    type Instant = jiff::Timestamp;
    type ToError = jiff::Error;

    fn gregorian_epoch() -> Self::Instant {
        let midnight = jiff::civil::date(1582, 10, 15).at(0, 0, 0, 0);
        jiff::tz::TimeZone::UTC.to_timestamp(midnight).unwrap()
    }
    fn unix_epoch() -> Self::Instant {
        jiff::Timestamp::UNIX_EPOCH
    }
    fn max() -> Self::Instant {
        jiff::Timestamp::MAX
    }
    fn add(instant: Self::Instant, nanos: i128) -> Option<Self::Instant> {
        let (seconds, nanos) = split(nanos);
        instant
            .checked_add(jiff::SignedDuration::new(seconds, nanos))
            .ok()
    }
    fn from_timestamp(ts: Timestamp) -> Result<Self::Instant, Self::ToError> {
        ts.try_into()
    }
    fn to_timestamp(instant: Self::Instant) -> Timestamp {
        instant.into()
    }
    fn clock(instant: Self::Instant) -> impl Clock {
        instant
    }
}

/// time's epoch at midnight, and its last instant (9999, or more with its `large-dates`).
fn time_midnight(year: i32, month: time::Month, day: u8) -> time::PrimitiveDateTime {
    time::Date::from_calendar_date(year, month, day)
        .unwrap()
        .midnight()
}

fn time_max() -> time::PrimitiveDateTime {
    time::PrimitiveDateTime::new(time::Date::MAX, time::Time::MAX)
}

fn time_duration(nanos: i128) -> time::Duration {
    let (seconds, nanos) = split(nanos);
    time::Duration::new(seconds, nanos)
}

/// time's two UTC instants, `$midnight` making one of a `PrimitiveDateTime` at UTC.
macro_rules! time_library {
    ($library:ident, $instant:ty, $midnight:ident) => {
        struct $library;

        impl Library for $library {
            type Instant = $instant;
            type ToError = time::error::ComponentRange;

            fn gregorian_epoch() -> Self::Instant {
                time_midnight(1582, time::Month::October, 15).$midnight()
            }
            fn unix_epoch() -> Self::Instant {
                <$instant>::UNIX_EPOCH
            }
            fn max() -> Self::Instant {
                time_max().$midnight()
            }
            fn add(instant: Self::Instant, nanos: i128) -> Option<Self::Instant> {
                instant.checked_add(time_duration(nanos))
            }
            fn from_timestamp(ts: Timestamp) -> Result<Self::Instant, Self::ToError> {
                ts.try_into()
            }
            fn to_timestamp(instant: Self::Instant) -> Timestamp {
                instant.into()
            }
            fn clock(instant: Self::Instant) -> impl Clock {
                instant
            }
        }
    };
}

time_library!(TimeUtc, time::UtcDateTime, as_utc);
time_library!(TimeOffset, time::OffsetDateTime, assume_utc);

/// The instant `ticks` 100-ns steps after 1582-10-15, by `L`'s arithmetic.
fn after_gregorian_epoch<L: Library>(nanos: i128) -> Option<L::Instant> {
    L::add(L::gregorian_epoch(), nanos)
}

/// What the v1/v6 time of the instant `nanos` after 1582-10-15 must be: the 100-ns
/// steps rounded toward the past, if within the 60 bits.
fn expected_ticks(nanos: i128) -> Result<u64, bool> {
    let ticks = nanos.div_euclid(100);
    if ticks < 0 {
        Err(false)
    } else if ticks >= TICKS {
        Err(true)
    } else {
        Ok(u64::try_from(ticks).unwrap())
    }
}

/// `L`'s instant `nanos` after 1582-10-15 converts to that very instant, and back; its
/// v1/v6 time (`try_to_gregorian`) is what `expected_ticks` says.
fn check_to_timestamp<L: Library>(nanos: i128) {
    let instant = after_gregorian_epoch::<L>(nanos).unwrap();
    let converted = L::to_timestamp(instant);
    assert_eq!(
        converted.to_unix_nanos(),
        nanos + GREGORIAN_EPOCH_NANOS,
        "{instant:?}"
    );
    assert_eq!(L::from_timestamp(converted).unwrap(), instant);
    match expected_ticks(nanos) {
        Ok(ticks) => assert_eq!(
            converted.try_to_gregorian().map(|(ticks, _)| ticks),
            Ok(ticks),
            "{instant:?}"
        ),
        Err(after) => {
            let err = converted.try_to_gregorian().unwrap_err();
            assert_eq!(err.is_after(), after, "{instant:?}");
            let message = err.to_string();
            assert!(
                message.contains("1582") && message.contains("5236"),
                "{message}"
            );
        }
    }
}

/// `ts`, `nanos` after 1582-10-15, converts to `L`'s instant that far from its epoch,
/// or to an error if `L` has no such instant.
fn check_from_timestamp<L: Library>(ts: Timestamp, nanos: i128) {
    let converted = L::from_timestamp(ts);
    match after_gregorian_epoch::<L>(nanos) {
        Some(instant) => assert_eq!(converted.unwrap(), instant, "{ts:?}"),
        None => assert!(converted.is_err(), "{ts:?} beyond {:?}", L::max()),
    }
}

fn ends_of_the_uuid_ranges<L: Library>() {
    let last_tick = (TICKS - 1) * 100;
    for nanos in [
        -1,
        0,
        1,
        99,
        100,
        last_tick - 1,
        last_tick,
        last_tick + 99,
        last_tick + 100,
    ] {
        check_to_timestamp::<L>(nanos);
    }
    // Both forms of a UUID's time at their ends, and past them: the constructors keep
    // every bit.
    let v7_end = (MILLIS - 1) * 1_000_000 - GREGORIAN_EPOCH_NANOS;
    let all_ticks = i128::from(u64::MAX) * 100;
    let all_millis = i128::from(u64::MAX) * 1_000_000 - GREGORIAN_EPOCH_NANOS;
    for (ts, nanos) in [
        (Timestamp::from_gregorian_time(0, 0), 0),
        (Timestamp::from_gregorian_time((1 << 60) - 1, 0), last_tick),
        (Timestamp::from_gregorian_time(u64::MAX, 0), all_ticks),
        (Timestamp::from_unix_millis(0), -GREGORIAN_EPOCH_NANOS),
        (Timestamp::from_unix_millis((1 << 48) - 1), v7_end),
        (Timestamp::from_unix_millis(u64::MAX), all_millis),
    ] {
        check_from_timestamp::<L>(ts, nanos);
    }
    assert_eq!(
        L::from_timestamp(Timestamp::from_unix_millis(0)).unwrap(),
        L::unix_epoch()
    );
}

fn ends_of_the_librarys_range<L: Library>() {
    // The last v7 millisecond the library holds, found by bisection.
    let converts = |millis: i128| {
        L::from_timestamp(Timestamp::from_unix_millis(u64::try_from(millis).unwrap())).is_ok()
    };
    let (mut good, mut bad) = (0, MILLIS);
    while bad - good > 1 {
        let middle = good + (bad - good) / 2;
        if converts(middle) {
            good = middle;
        } else {
            bad = middle;
        }
    }
    let last = L::from_timestamp(Timestamp::from_unix_millis(u64::try_from(good).unwrap()));
    let last = last.unwrap();
    if bad < MILLIS {
        // The library ends before 10889, within that millisecond.
        assert!(L::add(last, 999_999).is_some(), "{last:?}");
        assert_eq!(L::add(last, 1_000_000), None, "{last:?}");
    }
    // The library's last instant is after 5236: it converts, exactly, and has no v1/v6
    // time, which the error says.
    let max = L::to_timestamp(L::max());
    assert_eq!(L::from_timestamp(max).unwrap(), L::max());
    assert!(max.try_to_gregorian().unwrap_err().is_after());
}

fn random_instants<L: Library>(seed: u64) {
    let random = SplitMix::seeded(seed);
    // From a little before 1582 to a little after 5236.
    let span = TICKS * 100 + 2_000_000_000_000;
    for _ in 0..RANDOM_INSTANTS {
        let nanos = i128::from(random.next_u64()) % span - 1_000_000_000_000;
        check_to_timestamp::<L>(nanos);
        let ticks = random.next_u64() >> 4;
        check_from_timestamp::<L>(
            Timestamp::from_gregorian_time(ticks, 0),
            i128::from(ticks) * 100,
        );
        let millis = random.next_u64() >> 16;
        check_from_timestamp::<L>(
            Timestamp::from_unix_millis(millis),
            i128::from(millis) * 1_000_000 - GREGORIAN_EPOCH_NANOS,
        );
    }
}

/// A generator given an instant as its clock makes IDs of that instant, rounded down to
/// its field's step, and in order; before 1970 the clock reads as the epoch.
fn instants_as_clocks<L: Library>(seed: u64) {
    let random = SplitMix::seeded(seed);
    for _ in 0..1_000 {
        // From 1970 to 5236.
        let since_1970 =
            i128::from(random.next_u64() >> 1) % ((TICKS * 100) + GREGORIAN_EPOCH_NANOS);
        let instant = L::add(L::unix_epoch(), since_1970).unwrap();
        let v7 = V7Generator::new(L::clock(instant), ThreadLocalRng);
        let (first, second) = (v7.generate(), v7.generate());
        assert!(first < second);
        let millis = since_1970.div_euclid(1_000_000);
        if millis < MILLIS {
            assert_eq!(first.get_timestamp().unwrap().to_unix_millis(), millis);
        }
        let gregorian = GregorianGenerator::new(L::clock(instant), ThreadLocalRng);
        // The instant, rounded down to 100 ns.
        let (ticks, _) = L::to_timestamp(instant).to_gregorian();
        let expected = Timestamp::from_gregorian_time(ticks, 0);
        assert_eq!(gregorian.generate_v6().get_timestamp(), Some(expected));
    }
    let before = L::add(L::unix_epoch(), -1).unwrap();
    assert_eq!(L::clock(before).now(), std::time::Duration::ZERO);
    assert_eq!(L::clock(L::unix_epoch()).now(), std::time::Duration::ZERO);
}

macro_rules! library_tests {
    ($module:ident, $library:ty, $seed:literal) => {
        mod $module {
            use super::*;

            #[test]
            fn ends_of_the_uuid_ranges() {
                super::ends_of_the_uuid_ranges::<$library>();
            }

            #[test]
            fn ends_of_the_librarys_range() {
                super::ends_of_the_librarys_range::<$library>();
            }

            #[test]
            fn random_instants() {
                super::random_instants::<$library>($seed);
            }

            #[test]
            fn instants_as_clocks() {
                super::instants_as_clocks::<$library>($seed);
            }
        }
    };
}

library_tests!(chrono_utc, Chrono, 1);
library_tests!(jiff_timestamp, Jiff, 2);
library_tests!(time_utc, TimeUtc, 3);
library_tests!(time_offset, TimeOffset, 4);

#[test]
fn chrono_reaches_every_uuid_time() {
    // chrono ends in 262142, beyond the last v7 millisecond (10889) and the last v1/v6
    // tick (5236).
    let last_v7 = Timestamp::from_unix_millis(u64::try_from(MILLIS - 1).unwrap());
    let last = chrono::DateTime::<chrono::Utc>::try_from(last_v7).unwrap();
    assert_eq!(last.timestamp_millis(), i64::try_from(MILLIS - 1).unwrap());
    let last_tick = Timestamp::from_gregorian_time((1 << 60) - 1, 0);
    let last = chrono::DateTime::<chrono::Utc>::try_from(last_tick).unwrap();
    assert_eq!(Timestamp::from(last), last_tick);
    // `from_unix_millis` keeps every bit: `u64::MAX` ms is past chrono's end, an error
    // that says so.
    let err = chrono::DateTime::<chrono::Utc>::try_from(Timestamp::from_unix_millis(u64::MAX))
        .unwrap_err();
    assert!(err.is_after());
    assert_eq!(
        err.to_string(),
        "instant out of range for chrono's `DateTime<Utc>`: it ends in the year 262142, \
         found an instant after it"
    );
}

#[test]
fn jiff_and_time_end_in_9999() {
    // jiff's last instant is 9999-12-30T22:00:00.999999999Z, so that every civil time
    // of 9999 has one.
    let last = Timestamp::from_unix_millis(253_402_207_200_999);
    assert_eq!(
        jiff::Timestamp::try_from(last).unwrap().to_string(),
        "9999-12-30T22:00:00.999Z"
    );
    let next = Timestamp::from_unix_millis(253_402_207_201_000);
    assert!(jiff::Timestamp::try_from(next).is_err());
    // time's is the end of 9999, later only with its `large-dates`.
    let last = Timestamp::from_unix_millis(253_402_300_799_999);
    let time = time::UtcDateTime::try_from(last).unwrap();
    assert_eq!(
        (time.year(), time.ordinal(), time.millisecond()),
        (9999, 365, 999)
    );
    let next = Timestamp::from_unix_millis(253_402_300_800_000);
    if time::Date::MAX.year() == 9999 {
        assert!(time::UtcDateTime::try_from(next).is_err());
        assert!(time::OffsetDateTime::try_from(next).is_err());
    }
}

#[test]
fn a_v7_made_at_a_chrono_instant_is_the_same_millisecond_in_jiff_and_time() {
    let random = SplitMix::seeded(5);
    // 1970 to 9999, where all three libraries hold every millisecond.
    let end = 253_402_300_800_000_000_000_i128;
    for _ in 0..RANDOM_INSTANTS {
        let nanos = i128::from(random.next_u64() >> 1) % end;
        let instant = Chrono::add(Chrono::unix_epoch(), nanos).unwrap();
        let id = V7Generator::new(instant, ThreadLocalRng).generate();
        let ts = id.get_timestamp().unwrap();
        let in_jiff = jiff::Timestamp::try_from(ts).unwrap();
        let in_time = time::UtcDateTime::try_from(ts).unwrap();
        // Each library's own text of the instant, cut to the millisecond.
        let chrono_text = instant.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        assert_eq!(
            format!("{in_jiff:.3}"),
            chrono_text,
            "{id} made at {instant:?}"
        );
        assert_eq!(
            (
                in_time.year(),
                in_time.ordinal(),
                in_time.hour(),
                in_time.minute()
            ),
            (
                chrono::Datelike::year(&instant),
                u16::try_from(chrono::Datelike::ordinal(&instant)).unwrap(),
                u8::try_from(chrono::Timelike::hour(&instant)).unwrap(),
                u8::try_from(chrono::Timelike::minute(&instant)).unwrap(),
            ),
            "{id} made at {instant:?}"
        );
        assert_eq!(
            (
                in_time.second(),
                in_time.millisecond(),
                in_time.microsecond() % 1000
            ),
            (
                u8::try_from(chrono::Timelike::second(&instant)).unwrap(),
                u16::try_from(instant.timestamp_subsec_millis()).unwrap(),
                0
            ),
            "{id} made at {instant:?}"
        );
    }
}
