//! `Uuid::draft_v7_timestamp`: the v7 layout of draft-peabody-dispatch-new-uuid-format-01
//! (§4.4), with values built by hand from its Figures 3 to 5 and at the limits.
//!
//! Every example is 2021-04-26 12:34:56 UTC (Unix `1_619_440_496` = `0x6086b370`) plus a
//! fraction. The draft encodes the fraction as a binary fraction of a second (§4.4.4.2);
//! an encoder with a coarser unit rounds it up, so that a decoder truncating to that
//! unit gets it back (the draft's Scenario 1). The expected values were worked out by
//! hand, then checked with exact integer arithmetic.

use uuid_runtime::Uuid;

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

fn nanos(id: &str) -> i128 {
    Uuid::parse_str(id)
        .unwrap()
        .draft_v7_timestamp()
        .unwrap()
        .unix_nanos()
}

#[test]
fn figure_3_millisecond_precision() {
    // msec = 123: subsec_a = ceil(123 / 1000 * 2^12) = 504 = 0x1f8; subsec_b holds a
    // 12-bit counter (seq = 1); the 62 bits of subsec_seq_node are random.
    let id = "06086b37-01f8-7001-8123-456789abcdef";
    assert_eq!(
        figure_2(SECONDS, 0x1f8, 0x001, 0x0123_4567_89ab_cdef).to_string(),
        id
    );
    // (504 * 2^12 + 1) / 2^24 s = 0.123046934... s: the counter reads as 59 ns more.
    assert_eq!(nanos(id), 1_619_440_496_123_046_934);
    let ts = Uuid::parse_str(id).unwrap().draft_v7_timestamp().unwrap();
    assert_eq!(ts.unix_millis(), 1_619_440_496_123);
}

#[test]
fn figure_4_microsecond_precision() {
    // usec = 654321: subsec_a and subsec_b = ceil(654321 / 10^6 * 2^24) = 10977685 =
    // 0xa78195; then a 14-bit counter (seq = 5) and 48 random bits.
    let id = "06086b37-0a78-7195-8005-deadbeef0123";
    assert_eq!(
        figure_2(SECONDS, 0xa78, 0x195, 5 << 48 | 0xdead_beef_0123).to_string(),
        id
    );
    // 10977685 / 2^24 s = 0.654321014... s; truncated to the encoder's microsecond, exact.
    assert_eq!(nanos(id), 1_619_440_496_654_321_014);
    assert_eq!(nanos(id) / 1_000, 1_619_440_496_654_321);
}

#[test]
fn figure_5_nanosecond_precision() {
    // nsec = 123456789: 38 fraction bits = ceil(123456789 / 10^9 * 2^38) = 0x7e6b74dcf,
    // of which subsec_a = 0x1f9, subsec_b = 0xadd and the first 14 bits of
    // subsec_seq_node = 0xdcf; then an 8-bit counter (seq = 3) and 40 random bits.
    let id = "06086b37-01f9-7add-8dcf-0300c0ffee42";
    assert_eq!(
        figure_2(
            SECONDS,
            0x1f9,
            0xadd,
            0xdcf << 48 | 3 << 40 | 0x00_c0ff_ee42
        )
        .to_string(),
        id
    );
    // Only the 24 bits of subsec_a and subsec_b are read: 0x1f9add / 2^24 s =
    // 0.123456776... s, 13 ns before the encoder's time, within the 2^-24 s resolution.
    assert_eq!(nanos(id), 1_619_440_496_123_456_776);
    let encoded = 1_619_440_496_123_456_789;
    assert!((0..60).contains(&(encoded - nanos(id))));
}

#[test]
fn the_limits() {
    // 0 s, no fraction: the Unix epoch.
    let zero = figure_2(0, 0, 0, 0);
    assert_eq!(zero.to_string(), "00000000-0000-7000-8000-000000000000");
    assert_eq!(zero.draft_v7_timestamp().unwrap().unix_nanos(), 0);

    // 2^36 - 1 s and every fraction bit set: (2^24 - 1) / 2^24 s = 0.99999994... s.
    let max = figure_2((1 << 36) - 1, 0xfff, 0xfff, (1 << 62) - 1);
    assert_eq!(max.to_string(), "ffffffff-ffff-7fff-bfff-ffffffffffff");
    let ts = max.draft_v7_timestamp().unwrap();
    assert_eq!(ts.unix_nanos(), 68_719_476_735_999_999_940);
    // In the year 4147, which `SystemTime` holds.
    let since_epoch = std::time::SystemTime::from(ts)
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    assert_eq!(since_epoch.as_secs(), (1 << 36) - 1);
    assert_eq!(since_epoch.subsec_nanos(), 999_999_940);

    // The largest second with no fraction, and the smallest fraction: one step of 2^-24 s.
    let last_second = figure_2((1 << 36) - 1, 0, 0, 0);
    assert_eq!(
        last_second.draft_v7_timestamp().unwrap().unix_nanos(),
        68_719_476_735_000_000_000
    );
    let one_step = figure_2(0, 0, 1, 0);
    assert_eq!(one_step.draft_v7_timestamp().unwrap().unix_nanos(), 59);
}

#[test]
fn only_version_7_with_the_rfc_variant() {
    // The Figure 3 value with the variant bits of Microsoft (110) and NCS (0).
    for id in [
        "06086b37-01f8-7001-c123-456789abcdef",
        "06086b37-01f8-7001-0123-456789abcdef",
    ] {
        assert_eq!(Uuid::parse_str(id).unwrap().draft_v7_timestamp(), None);
    }
    for id in [
        Uuid::NIL,
        Uuid::MAX,
        Uuid::NAMESPACE_DNS,
        Uuid::new_v4(),
        Uuid::now_v6(),
    ] {
        assert_eq!(id.draft_v7_timestamp(), None, "{id}");
    }
}

#[test]
fn the_two_layouts_read_the_same_bits_differently() {
    // RFC 9562 A.6 (2022-02-22 19:22:22 UTC) read through the draft's layout.
    let rfc = Uuid::parse_str("017f22e2-79b0-7cc3-98c4-dc0c0c07398f").unwrap();
    assert_eq!(rfc.timestamp().unwrap().unix_millis(), 1_645_557_742_000);
    let seconds = rfc.draft_v7_timestamp().unwrap().unix_nanos() / 1_000_000_000;
    assert_eq!(seconds, 0x0_17f2_2e27); // the top 36 bits: 1982-09-24 20:31:35 UTC
}
