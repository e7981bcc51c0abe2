//! `Uuid::get_draft_v7_timestamp` and `get_draft_v7_timestamp_in`: the v7 layout of
//! draft-peabody-dispatch-new-uuid-format-01 (§4.4), with values built by hand from its
//! Figures 3 to 5, millions of times encoded by the draft's own method, and the limits.
//!
//! The hand-built examples are 2021-04-26 12:34:56 UTC (Unix `1_619_440_496` =
//! `0x6086b370`) plus a fraction. The draft encodes the fraction as a binary fraction
//! of a second (§4.4.4.2), truncating: `⌊units × 2^bits / units per second⌋`. The
//! expected values were worked out by hand, then checked with exact integer arithmetic.

use uuid_runtime::{DraftV7Precision, RandomSource, Uuid};

use uuid_test_support::generators;

use generators::SplitMix;

const SECONDS: u64 = 1_619_440_496;

/// A draft v7 by Figure 2's layout: `unixts` (36 bits), `subsec_a` (12), `ver` (4),
/// `subsec_b` (12), `var` (2), `subsec_seq_node` (62).
fn figure_2(unixts: u64, subsec_a: u16, subsec_b: u16, subsec_seq_node: u64) -> Uuid {
    assert!(unixts < 1 << 36 && subsec_a < 1 << 12 && subsec_b < 1 << 12);
    assert!(subsec_seq_node < 1 << 62);
    let high = unixts << 28 | u64::from(subsec_a) << 16 | 0x7 << 12 | u64::from(subsec_b);
    let low = 0b10 << 62 | subsec_seq_node;
    Uuid::from_u64_pair(high, low)
}

/// The draft's encoder (§4.4.4.1, Figures 3 to 5) of `seconds` and `units` (below
/// the precision's units per second) with the given counter and random bits: the
/// fraction truncated to the precision's bits, then the counter, then random bits.
fn draft_encode(
    precision: DraftV7Precision,
    seconds: u64,
    units: u64,
    seq: u64,
    random: u64,
) -> Uuid {
    let per_second = precision.units_per_second();
    assert!(units < per_second);
    let bits = precision.fraction_bits();
    let fraction = (u128::from(units) << bits) / u128::from(per_second);
    let fraction = u64::try_from(fraction).unwrap();
    match precision {
        // msec (12) | seq (12) | rand (62)
        DraftV7Precision::Millisecond => figure_2(
            seconds,
            fraction as u16,
            (seq & 0xfff) as u16,
            random & ((1 << 62) - 1),
        ),
        // usec (24) | seq (14) | rand (48)
        DraftV7Precision::Microsecond => figure_2(
            seconds,
            (fraction >> 12) as u16,
            (fraction & 0xfff) as u16,
            (seq & 0x3fff) << 48 | random & ((1 << 48) - 1),
        ),
        // nsec (38) | seq (8) | rand (40)
        DraftV7Precision::Nanosecond => figure_2(
            seconds,
            (fraction >> 26) as u16,
            (fraction >> 14 & 0xfff) as u16,
            (fraction & 0x3fff) << 48 | (seq & 0xff) << 40 | random & ((1 << 40) - 1),
        ),
    }
}

fn nanos(id: &str) -> i128 {
    Uuid::parse_str(id)
        .unwrap()
        .get_draft_v7_timestamp()
        .unwrap()
        .to_unix_nanos()
}

fn exact_nanos(id: &str, precision: DraftV7Precision) -> i128 {
    Uuid::parse_str(id)
        .unwrap()
        .get_draft_v7_timestamp_in(precision)
        .unwrap()
        .to_unix_nanos()
}

#[test]
fn figure_3_millisecond_precision() {
    // msec = 123: subsec_a = ⌊123 × 2^12 / 1000⌋ = 503 = 0x1f7; subsec_b holds a 12-bit
    // counter (seq = 1); the 62 bits of subsec_seq_node are random.
    let id = "06086b37-01f7-7001-8123-456789abcdef";
    assert_eq!(
        figure_2(SECONDS, 0x1f7, 0x001, 0x0123_4567_89ab_cdef).to_string(),
        id
    );
    let encoded = draft_encode(
        DraftV7Precision::Millisecond,
        SECONDS,
        123,
        1,
        0x0123_4567_89ab_cdef,
    );
    assert_eq!(encoded.to_string(), id);
    // Exactly the millisecond written.
    assert_eq!(
        exact_nanos(id, DraftV7Precision::Millisecond),
        1_619_440_496_123_000_000
    );
    // (503 × 2^12 + 1) / 2^24 s = 0.122802793... s: the truncation and the counter read
    // as time, so the millisecond before.
    assert_eq!(nanos(id), 1_619_440_496_122_802_793);
}

#[test]
fn figure_4_microsecond_precision() {
    // usec = 654321: subsec_a and subsec_b = ⌊654321 × 2^24 / 10^6⌋ = 10977684 =
    // 0xa78194; then a 14-bit counter (seq = 5) and 48 random bits.
    let id = "06086b37-0a78-7194-8005-deadbeef0123";
    assert_eq!(
        figure_2(SECONDS, 0xa78, 0x194, 5 << 48 | 0xdead_beef_0123).to_string(),
        id
    );
    let encoded = draft_encode(
        DraftV7Precision::Microsecond,
        SECONDS,
        654_321,
        5,
        0xdead_beef_0123,
    );
    assert_eq!(encoded.to_string(), id);
    assert_eq!(
        exact_nanos(id, DraftV7Precision::Microsecond),
        1_619_440_496_654_321_000
    );
    // 10977684 / 2^24 s = 0.654320955... s: 45 ns early.
    assert_eq!(nanos(id), 1_619_440_496_654_320_955);
}

#[test]
fn figure_5_nanosecond_precision() {
    // nsec = 123456789: 38 fraction bits = ⌊123456789 × 2^38 / 10^9⌋ = 0x7e6b74dce, of
    // which subsec_a = 0x1f9, subsec_b = 0xadd and the first 14 bits of
    // subsec_seq_node = 0xdce; then an 8-bit counter (seq = 3) and 40 random bits.
    let id = "06086b37-01f9-7add-8dce-0300c0ffee42";
    assert_eq!(
        figure_2(
            SECONDS,
            0x1f9,
            0xadd,
            0xdce << 48 | 3 << 40 | 0x00_c0ff_ee42
        )
        .to_string(),
        id
    );
    let encoded = draft_encode(
        DraftV7Precision::Nanosecond,
        SECONDS,
        123_456_789,
        3,
        0xc0ff_ee42,
    );
    assert_eq!(encoded.to_string(), id);
    assert_eq!(
        exact_nanos(id, DraftV7Precision::Nanosecond),
        1_619_440_496_123_456_789
    );
    // Only the 24 bits of subsec_a and subsec_b: 0x1f9add / 2^24 s = 0.123456776... s,
    // 13 ns early.
    assert_eq!(nanos(id), 1_619_440_496_123_456_776);
}

/// How many times of each precision the encoder round trips check.
const TIMES: u64 = 1_000_000;

/// [`TIMES`] random times encoded by the draft's method at `precision`, with random
/// counters and random bits (and the first and last unit of a second among them):
/// `get_draft_v7_timestamp_in` gives back each exactly, and `get_draft_v7_timestamp` stays
/// within `before` ns before and `after` ns after it, as its documentation says.
fn round_trips(precision: DraftV7Precision, seed: u64, before: i128, after: i128) {
    let random = SplitMix::seeded(seed);
    let per_second = precision.units_per_second();
    let nanos_per_unit = i128::from(1_000_000_000 / per_second);
    let (mut earliest, mut latest) = (0, 0);
    let mut lost_units = 0;
    for i in 0..TIMES {
        let seconds = random.next_u64() >> 28;
        let units = match i {
            0 => 0,
            1 => per_second - 1,
            _ => random.next_u64() % per_second,
        };
        let id = draft_encode(
            precision,
            seconds,
            units,
            random.next_u64(),
            random.next_u64(),
        );
        let written = i128::from(seconds) * 1_000_000_000 + i128::from(units) * nanos_per_unit;
        let exact = id
            .get_draft_v7_timestamp_in(precision)
            .unwrap()
            .to_unix_nanos();
        assert_eq!(exact, written, "{id}: {precision:?}");
        let rough = id.get_draft_v7_timestamp().unwrap().to_unix_nanos() - written;
        assert!((-before..=after).contains(&rough), "{id}: {rough} ns off");
        earliest = earliest.min(rough);
        latest = latest.max(rough);
        lost_units += u64::from(rough.div_euclid(nanos_per_unit) != 0);
    }
    // The documented bounds are reached, not only respected (within a few ns).
    assert!(
        earliest <= -before + 5,
        "{precision:?}: earliest {earliest}"
    );
    assert!(
        latest >= after - 5 || after == 0,
        "{precision:?}: latest {latest}"
    );
    // Truncating the rough reading to the unit loses it most of the time at
    // millisecond precision: why the exact reading exists.
    if precision == DraftV7Precision::Millisecond {
        assert!(lost_units > TIMES / 3, "{lost_units}");
    }
}

#[test]
fn a_million_millisecond_times_read_back_exactly() {
    round_trips(DraftV7Precision::Millisecond, 1, 242_188, 244_081);
}

#[test]
fn a_million_microsecond_times_read_back_exactly() {
    round_trips(DraftV7Precision::Microsecond, 2, 60, 0);
}

#[test]
fn a_million_nanosecond_times_read_back_exactly() {
    round_trips(DraftV7Precision::Nanosecond, 3, 60, 0);
}

#[test]
fn fractions_no_encoder_writes_carry_into_the_next_second() {
    // 0xfff / 2^12 s = 0.99976 s is above ⌊999 × 2^12 / 1000⌋ = 4091: read as 1 s more.
    let id = figure_2(SECONDS, 0xfff, 0, 0);
    let ts = id
        .get_draft_v7_timestamp_in(DraftV7Precision::Millisecond)
        .unwrap();
    assert_eq!(ts.to_unix_nanos(), i128::from(SECONDS + 1) * 1_000_000_000);
    let last = figure_2((1 << 36) - 1, 0xfff, 0xfff, (1 << 62) - 1);
    for precision in [
        DraftV7Precision::Millisecond,
        DraftV7Precision::Microsecond,
        DraftV7Precision::Nanosecond,
    ] {
        let ts = last.get_draft_v7_timestamp_in(precision).unwrap();
        assert_eq!(
            ts.to_unix_nanos(),
            (1 << 36) * 1_000_000_000,
            "{precision:?}"
        );
    }
}

#[test]
fn the_limits() {
    // 0 s, no fraction: the Unix epoch.
    let zero = figure_2(0, 0, 0, 0);
    assert_eq!(zero.to_string(), "00000000-0000-7000-8000-000000000000");
    assert_eq!(zero.get_draft_v7_timestamp().unwrap().to_unix_nanos(), 0);

    // 2^36 - 1 s and every fraction bit set: (2^24 - 1) / 2^24 s = 0.99999994... s.
    let max = figure_2((1 << 36) - 1, 0xfff, 0xfff, (1 << 62) - 1);
    assert_eq!(max.to_string(), "ffffffff-ffff-7fff-bfff-ffffffffffff");
    let ts = max.get_draft_v7_timestamp().unwrap();
    assert_eq!(ts.to_unix_nanos(), 68_719_476_735_999_999_940);
    // In the year 4147, which `SystemTime` holds.
    let since_epoch = std::time::SystemTime::from(ts)
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    assert_eq!(since_epoch.as_secs(), (1 << 36) - 1);
    assert_eq!(since_epoch.subsec_nanos(), 999_999_940);

    // The largest second with no fraction, and the smallest fraction: one step of 2^-24 s.
    let last_second = figure_2((1 << 36) - 1, 0, 0, 0);
    assert_eq!(
        last_second
            .get_draft_v7_timestamp()
            .unwrap()
            .to_unix_nanos(),
        68_719_476_735_000_000_000
    );
    let one_step = figure_2(0, 0, 1, 0);
    assert_eq!(
        one_step.get_draft_v7_timestamp().unwrap().to_unix_nanos(),
        59
    );
}

#[test]
fn only_version_7_with_the_rfc_variant() {
    // The Figure 3 value with the variant bits of Microsoft (110) and NCS (0).
    for id in [
        "06086b37-01f8-7001-c123-456789abcdef",
        "06086b37-01f8-7001-0123-456789abcdef",
    ] {
        let id = Uuid::parse_str(id).unwrap();
        assert_eq!(id.get_draft_v7_timestamp(), None);
        assert_eq!(
            id.get_draft_v7_timestamp_in(DraftV7Precision::Microsecond),
            None
        );
    }
    for id in [
        Uuid::NIL,
        Uuid::MAX,
        Uuid::NAMESPACE_DNS,
        Uuid::new_v4(),
        Uuid::now_v6(&[0x02, 0x42, 0xac, 0x11, 0x00, 0x02]),
    ] {
        assert_eq!(id.get_draft_v7_timestamp(), None, "{id}");
        assert_eq!(
            id.get_draft_v7_timestamp_in(DraftV7Precision::Nanosecond),
            None,
            "{id}"
        );
    }
}

#[test]
fn the_two_layouts_read_the_same_bits_differently() {
    // RFC 9562 A.6 (2022-02-22 19:22:22 UTC) read through the draft's layout.
    let rfc = Uuid::parse_str("017f22e2-79b0-7cc3-98c4-dc0c0c07398f").unwrap();
    assert_eq!(
        rfc.get_timestamp().unwrap().to_unix_millis(),
        1_645_557_742_000
    );
    let seconds = rfc.get_draft_v7_timestamp().unwrap().to_unix_nanos() / 1_000_000_000;
    assert_eq!(seconds, 0x0_17f2_2e27); // the top 36 bits: 1982-09-24 20:31:35 UTC
}
