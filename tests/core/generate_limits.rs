//! The generators at the end of their timestamp fields (the last millisecond of 48 bits
//! for v7, in the year 10889; the last of 2^60 ticks for v1/v6, in the year 5236) and
//! with clocks beyond them: values stay strictly increasing and distinct, never wrap to
//! the epoch, and once no larger value is left the `try_` methods report exhaustion
//! and the plain ones panic.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

use uuid_runtime::{ExhaustedError, GregorianGenerator, Uuid, V7Generator};

use uuid_test_support::generators;

use generators::{ManualClock, START, SplitMix, millis as v7_millis, v7_key};

const MAX_MILLIS: u64 = (1 << 48) - 1;
const MAX_TICKS: u64 = (1 << 60) - 1;
const GREGORIAN_TO_UNIX_100NS: u64 = 0x01b2_1dd2_1381_4000;

/// Calls made against each clock reading: millions, most of them returning values.
const CALLS: usize = 1 << 22;
/// Calls made before the clock reaches the end, each returning a value.
const RUN_UP: usize = 1 << 21;

fn unix_millis(millis: u64) -> Duration {
    Duration::from_millis(millis)
}

/// The Unix time of a v1/v6 timestamp, which may lie beyond what `from_nanos` takes.
fn gregorian(ticks: u64) -> Duration {
    let unix_100ns = ticks - GREGORIAN_TO_UNIX_100NS;
    Duration::new(
        unix_100ns / 10_000_000,
        (unix_100ns % 10_000_000) as u32 * 100,
    )
}

/// The clock readings of the issue: the last millisecond, the first one past the
/// field, and the largest `Duration`.
const V7_READINGS: [Duration; 3] = [
    Duration::from_millis(MAX_MILLIS),
    Duration::from_millis(MAX_MILLIS + 1),
    Duration::MAX,
];

fn ticks(id: Uuid) -> u64 {
    id.get_timestamp().unwrap().to_gregorian().0
}

/// Runs `calls` calls of `make` and checks that they returned some values and then
/// only errors, never a value after an error; returns the values.
fn values_then_errors(
    calls: usize,
    mut make: impl FnMut() -> Result<Uuid, ExhaustedError>,
) -> Vec<Uuid> {
    let mut values = Vec::with_capacity(calls);
    let mut errors = 0;
    for call in 0..calls {
        match make() {
            Ok(id) => {
                assert_eq!(errors, 0, "call {call}: a value after an error: {id}");
                values.push(id);
            }
            Err(_) => errors += 1,
        }
    }
    values
}

fn assert_strictly_increasing<K: Ord + std::fmt::Debug>(ids: &[Uuid], key: impl Fn(Uuid) -> K) {
    for (index, pair) in ids.windows(2).enumerate() {
        assert!(
            key(pair[0]) < key(pair[1]),
            "value {index} then {}: {} !< {}",
            index + 1,
            pair[0],
            pair[1]
        );
    }
}

/// The panic message of `call`, which must panic.
fn panic_message(call: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(call)).expect_err("the call panics");
    payload
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default()
}

/// A v7 generator frozen 127 ms before the end makes 2^21 UUIDs (carrying 64 ms ahead),
/// then the clock jumps to `reading`: the state goes to the last millisecond and the
/// counter runs out there. Millions of values, strictly increasing, none from 1970.
fn v7_runs_up_to_the_end_and_stops(reading: Duration) {
    let clock = ManualClock::at(unix_millis(MAX_MILLIS - 127));
    let generator = V7Generator::new(&clock, SplitMix::seeded(1));
    let mut ids: Vec<Uuid> = (0..RUN_UP)
        .map(|_| generator.try_generate().unwrap())
        .collect();
    clock.set(reading);
    let at_the_end = values_then_errors(CALLS - RUN_UP, || generator.try_generate());
    ids.extend(&at_the_end);

    assert_strictly_increasing(&ids, |id| id);
    assert!(ids.iter().all(|id| id.get_version_num() == 7));
    assert!(v7_millis(ids[0]) == MAX_MILLIS - 127);
    assert!(at_the_end.iter().all(|&id| v7_millis(id) == MAX_MILLIS));
    // A seed below 2^14 leaves between 2^14 + 1 and 2^15 values in the last millisecond.
    assert!(
        (1 << 14) < at_the_end.len() && at_the_end.len() <= 1 << 15,
        "{} values in the last millisecond",
        at_the_end.len()
    );
    assert_eq!(
        v7_key(*ids.last().unwrap()),
        (1 << 63) - 1,
        "the last key of the field is used"
    );

    // Exhausted for good: a clock set back changes nothing, a batch fails without
    // touching its slice, the plain methods panic with the error's message.
    clock.set(START);
    let err = generator.try_generate().unwrap_err();
    assert_eq!(err.version(), 7);
    let mut batch = [Uuid::NIL; 3];
    assert_eq!(generator.try_fill(&mut batch), Err(err));
    assert_eq!(batch, [Uuid::NIL; 3]);
    assert_eq!(
        panic_message(|| {
            generator.generate();
        }),
        err.to_string()
    );
    assert_eq!(
        panic_message(|| generator.fill(&mut batch)),
        err.to_string()
    );
}

#[test]
fn v7_clock_at_the_last_millisecond() {
    v7_runs_up_to_the_end_and_stops(V7_READINGS[0]);
}

#[test]
fn v7_clock_at_2_pow_48_millis() {
    v7_runs_up_to_the_end_and_stops(V7_READINGS[1]);
}

#[test]
fn v7_clock_at_duration_max() {
    v7_runs_up_to_the_end_and_stops(V7_READINGS[2]);
}

#[test]
fn v7_fresh_generator_at_or_beyond_the_end() {
    for reading in V7_READINGS {
        let clock = ManualClock::at(reading);
        let generator = V7Generator::new(&clock, SplitMix::seeded(2));
        let ids = values_then_errors(1 << 16, || generator.try_generate());
        assert_strictly_increasing(&ids, |id| id);
        assert!(
            ids.iter().all(|&id| v7_millis(id) == MAX_MILLIS),
            "{reading:?}"
        );
        assert!((1 << 14) < ids.len() && ids.len() <= 1 << 15, "{reading:?}");

        // With additional precision: at the start of the last millisecond the
        // fraction is 0, with 4096 steps of it left; beyond the field the fraction is
        // its last one too (0xfff), and the 3-bit counter after it runs out after 5 to
        // 8 values.
        let precise = V7Generator::new(&clock, SplitMix::seeded(3)).with_additional_precision();
        let ids = values_then_errors(1 << 16, || precise.try_generate());
        assert_strictly_increasing(&ids, |id| id);
        assert!(
            ids.iter().all(|&id| v7_millis(id) == MAX_MILLIS),
            "{reading:?}"
        );
        if reading == V7_READINGS[0] {
            assert_eq!(v7_key(ids[0]) >> 3 & 0xfff, 0, "the clock's fraction");
            assert!(ids.len() > 4096 * 4, "{}", ids.len());
        } else {
            assert!((5..=8).contains(&ids.len()), "{reading:?}: {}", ids.len());
            let last_fraction = MAX_MILLIS << 12 | 0xfff;
            assert!(ids.iter().all(|&id| v7_key(id) >> 3 == last_fraction));
        }
    }
}

#[test]
fn v7_batches_at_the_end_take_what_is_left_or_nothing() {
    let clock = ManualClock::at(Duration::MAX);
    let generator = V7Generator::new(&clock, SplitMix::seeded(4));
    let first = generator.generate();
    let left = ((1 << 63) - 1 - v7_key(first)) as usize;

    // One more than is left: an error, and neither the slice nor the generator changes.
    let mut too_many = vec![Uuid::NIL; left + 1];
    assert!(generator.try_fill(&mut too_many).is_err());
    assert!(too_many.iter().all(Uuid::is_nil));
    // Exactly what is left: the run ends on the field's last key.
    let mut rest = vec![Uuid::NIL; left];
    generator.try_fill(&mut rest).unwrap();
    assert!(first < rest[0]);
    assert_strictly_increasing(&rest, |id| id);
    assert_eq!(v7_key(rest[left - 1]), (1 << 63) - 1);
    assert!(generator.try_generate().is_err());
    assert!(generator.try_fill(&mut [Uuid::NIL]).is_err());
    // An empty batch needs no value and succeeds.
    assert_eq!(generator.try_fill(&mut []), Ok(()));
}

#[test]
fn v7_shift_past_either_end_is_clamped_to_it() {
    // Far ahead: the last millisecond, then exhaustion, never a wrap.
    let clock = ManualClock::at(START);
    let ahead = V7Generator::new(&clock, SplitMix::seeded(5)).with_adjust_by_millis(i64::MAX);
    let ids = values_then_errors(1 << 16, || ahead.try_generate());
    assert!(ids.iter().all(|&id| v7_millis(id) == MAX_MILLIS));
    assert_strictly_increasing(&ids, |id| id);

    // Far back: the epoch itself, where the UUIDs still increase (carrying forward).
    let back = V7Generator::new(&clock, SplitMix::seeded(6)).with_adjust_by_millis(i64::MIN);
    let ids: Vec<Uuid> = (0..100_000).map(|_| back.generate()).collect();
    assert_eq!(v7_millis(ids[0]), 0);
    assert!(v7_millis(ids[99_999]) <= 4);
    assert_strictly_increasing(&ids, |id| id);

    // A clock beyond the field shifted back by a little is still beyond it.
    clock.set(Duration::MAX);
    let little = V7Generator::new(&clock, SplitMix::seeded(7)).with_adjust_by_millis(-1000);
    assert_eq!(v7_millis(little.generate()), MAX_MILLIS);
}

/// A shift that takes the clock's milliseconds past `u64::MAX` (a clock near
/// `Duration::MAX` shifted ahead) or below zero lands on the field's last or first
/// millisecond, in both layouts; with additional precision on its last or first
/// fraction too, whatever the clock's own fraction.
#[test]
fn v7_shift_overflowing_the_clock_lands_on_the_end_in_both_layouts() {
    let clock = ManualClock::at(Duration::MAX);
    for shift in [1, i64::MAX] {
        let ahead = V7Generator::new(&clock, SplitMix::seeded(8)).with_adjust_by_millis(shift);
        assert_eq!(v7_millis(ahead.generate()), MAX_MILLIS, "{shift}");
        let precise = V7Generator::new(&clock, SplitMix::seeded(9))
            .with_additional_precision()
            .with_adjust_by_millis(shift);
        let last_fraction = MAX_MILLIS << 12 | 0xfff;
        assert_eq!(v7_key(precise.generate()) >> 3, last_fraction, "{shift}");
    }

    // The epoch's millisecond at its last fraction, shifted back below zero.
    clock.set(Duration::from_nanos(999_999));
    for shift in [-1, i64::MIN] {
        let back = V7Generator::new(&clock, SplitMix::seeded(10)).with_adjust_by_millis(shift);
        assert_eq!(v7_millis(back.generate()), 0, "{shift}");
        let precise = V7Generator::new(&clock, SplitMix::seeded(11))
            .with_additional_precision()
            .with_adjust_by_millis(shift);
        assert_eq!(v7_key(precise.generate()) >> 3, 0, "{shift}");
    }
}

/// The v1/v6 clock readings of the issue: the last tick, the first one past the field,
/// and the largest `Duration`.
fn gregorian_readings() -> [Duration; 3] {
    [
        gregorian(MAX_TICKS),
        gregorian(MAX_TICKS) + Duration::from_nanos(100),
        Duration::MAX,
    ]
}

/// A v1/v6 generator frozen 2^21 ticks before the end makes 2^21 UUIDs, alternately v6
/// and v1, each taking the next tick; then the clock jumps to `reading`: one value is
/// left, the field's last tick, and then none.
fn gregorian_runs_up_to_the_end_and_stops(reading: Duration) {
    let start = MAX_TICKS - RUN_UP as u64;
    let clock = ManualClock::at(gregorian(start));
    let generator = GregorianGenerator::new(&clock, SplitMix::seeded(8));
    let mut calls = 0_u64;
    let mut make = || {
        calls += 1;
        if calls % 2 == 0 {
            generator.try_generate_v1()
        } else {
            generator.try_generate_v6()
        }
    };
    let mut ids: Vec<Uuid> = (0..RUN_UP).map(|_| make().unwrap()).collect();
    clock.set(reading);
    ids.extend(values_then_errors(CALLS - RUN_UP, &mut make));

    assert_eq!(ids.len(), RUN_UP + 1);
    // Strictly increasing timestamps in one sequence shared by v1 and v6 (so all
    // distinct, with one clock sequence and node), and never back to 1582.
    assert_strictly_increasing(&ids, ticks);
    assert_eq!(ticks(ids[0]), start);
    assert_eq!(ticks(*ids.last().unwrap()), MAX_TICKS);
    let v6: Vec<Uuid> = ids
        .iter()
        .copied()
        .filter(|id| id.get_version_num() == 6)
        .collect();
    assert_eq!(v6.len(), RUN_UP / 2 + 1, "every other one, and the last");
    assert_strictly_increasing(&v6, |id| id);
    assert!(
        ids.iter()
            .all(|id| id.get_clock_seq() == ids[0].get_clock_seq())
    );

    clock.set(START);
    let v1_err = generator.try_generate_v1().unwrap_err();
    let v6_err = generator.try_generate_v6().unwrap_err();
    assert_eq!((v1_err.version(), v6_err.version()), (1, 6));
    assert_eq!(
        panic_message(|| {
            generator.generate_v1();
        }),
        v1_err.to_string()
    );
    assert_eq!(
        panic_message(|| {
            generator.generate_v6();
        }),
        v6_err.to_string()
    );
}

#[test]
fn gregorian_clock_at_the_last_tick() {
    gregorian_runs_up_to_the_end_and_stops(gregorian_readings()[0]);
}

#[test]
fn gregorian_clock_at_2_pow_60_ticks() {
    gregorian_runs_up_to_the_end_and_stops(gregorian_readings()[1]);
}

#[test]
fn gregorian_clock_at_duration_max() {
    gregorian_runs_up_to_the_end_and_stops(gregorian_readings()[2]);
}

#[test]
fn gregorian_fresh_generator_at_or_beyond_the_end_makes_one() {
    for reading in gregorian_readings() {
        let clock = ManualClock::at(reading);
        let generator = GregorianGenerator::new(&clock, SplitMix::seeded(9));
        let ids = values_then_errors(1000, || generator.try_generate_v6());
        assert_eq!(ids.len(), 1, "{reading:?}");
        assert_eq!(ticks(ids[0]), MAX_TICKS);
        assert_eq!(
            ids[0].get_timestamp().unwrap().to_unix_millis(),
            // 5236-03-31 21:21:00.6846975 UTC, the last instant of the field.
            i128::from((MAX_TICKS - GREGORIAN_TO_UNIX_100NS) / 10_000)
        );
    }
}

#[test]
fn exhaustion_messages_name_the_field() {
    let v7 = V7Generator::new(ManualClock::at(Duration::MAX), SplitMix::seeded(10));
    let values = values_then_errors(1 << 16, || v7.try_generate());
    assert!(!values.is_empty());
    assert_eq!(
        v7.try_generate().unwrap_err().to_string(),
        "the UUID generator is exhausted: no v7 UUID later than the last one is left \
         (the 48-bit millisecond timestamp ends in the year 10889)"
    );
    let gregorian = GregorianGenerator::new(ManualClock::at(Duration::MAX), SplitMix::seeded(11));
    let _ = gregorian.generate_v1();
    assert_eq!(
        gregorian.try_generate_v1().unwrap_err().to_string(),
        "the UUID generator is exhausted: no v1 UUID later than the last one is left \
         (the 60-bit timestamp of v1 and v6 ends in the year 5236)"
    );
    let err: Box<dyn std::error::Error> = Box::new(gregorian.try_generate_v6().unwrap_err());
    assert!(err.to_string().contains("no v6 UUID"));
}
