//! Time windows over v7 keys, the same for every store: thousands of typed IDs made
//! with `new_v7` at random times over four weeks, and random windows over them (with
//! IDs at their very ends), each with the IDs it must return. A store's test saves
//! [`TimeWindows::ids`], asks for each window with `id >= start AND id < end` bound to
//! [`TimeWindow::range`]'s ends, and compares what it gets with
//! [`TimeWindow::expected`].

use std::ops::Range;

use uuid_runtime::{RandomSource, Timestamp, Uuid, timestamp};

use crate::generators::SplitMix;
use crate::ids::UserId;

/// How many IDs are made at random times.
const RANDOM_IDS: usize = 3000;
/// How many random windows are asked for.
const WINDOWS: usize = 40;
/// The span of the times: four weeks from [`START`], in milliseconds.
const SPAN_MILLIS: u64 = 28 * 86_400_000;
/// The first instant of the span.
const START: Timestamp = timestamp!("2026-05-01T00:00:00Z");

/// The IDs and the windows over them.
#[derive(Debug)]
pub struct TimeWindows {
    /// Every ID, in the order they were made (not sorted).
    pub ids: Vec<UserId>,
    /// The windows, each with what it holds.
    pub windows: Vec<TimeWindow>,
}

/// One window: the instants from `from` up to `to`.
#[derive(Debug)]
pub struct TimeWindow {
    pub from: Timestamp,
    pub to: Timestamp,
    /// The IDs whose millisecond is in `[from, to)`, by their millisecond, sorted.
    pub expected: Vec<UserId>,
}

impl TimeWindow {
    /// The typed range whose ends a store's query binds.
    pub fn range(&self) -> Range<UserId> {
        UserId::range_v7(self.from, self.to)
    }
}

/// The instant `nanos` nanoseconds after the millisecond `millis` of the span.
fn at(millis: u64, nanos: u64) -> Timestamp {
    let start = START.to_unix_nanos();
    let offset = i128::from(millis) * 1_000_000 + i128::from(nanos);
    let total = start + offset;
    Timestamp::from_unix_time(
        u64::try_from(total.div_euclid(1_000_000_000)).unwrap(),
        u32::try_from(total.rem_euclid(1_000_000_000)).unwrap(),
        0,
        0,
    )
}

/// The windows of `seed`: the same times for the same seed, fresh random bits in the
/// IDs each time.
///
/// # Panics
///
/// Never, but for a bug: every time is in range.
pub fn time_windows(seed: u64) -> TimeWindows {
    let random = SplitMix::seeded(seed);
    let mut bounds = Vec::new();
    for i in 0..WINDOWS {
        let from = random.next_u64() % SPAN_MILLIS;
        // From a millisecond to two weeks; the last windows are empty (`to <= from`).
        let length = match i % 8 {
            0 => 1,
            1 => random.next_u64() % 60_000,
            7 if i >= WINDOWS - 8 => 0,
            _ => random.next_u64() % (SPAN_MILLIS / 2),
        };
        let sub = |random: &SplitMix| random.next_u64() % 1_000_000;
        bounds.push((at(from, sub(&random)), at(from + length, sub(&random))));
    }
    let mut ids: Vec<UserId> = (0..RANDOM_IDS)
        .map(|_| {
            UserId::new_v7(at(
                random.next_u64() % SPAN_MILLIS,
                random.next_u64() % 1_000_000,
            ))
        })
        .collect();
    // At the windows' ends: the first and last IDs of each end's millisecond, and of the
    // millisecond before it.
    for &(from, to) in &bounds {
        for end in [from, to] {
            let before =
                Timestamp::from_unix_millis(u64::try_from(end.to_unix_millis() - 1).unwrap());
            ids.extend([
                UserId::min_v7(end),
                UserId::max_v7(end),
                UserId::max_v7(before),
            ]);
            ids.push(UserId::new_v7(end));
        }
    }
    let millis = |id: &UserId| id.as_uuid().get_timestamp().unwrap().to_unix_millis();
    let windows = bounds
        .into_iter()
        .map(|(from, to)| {
            let mut expected: Vec<UserId> = ids
                .iter()
                .copied()
                .filter(|id| (from.to_unix_millis()..to.to_unix_millis()).contains(&millis(id)))
                .collect();
            expected.sort();
            expected.dedup();
            TimeWindow { from, to, expected }
        })
        .collect();
    // The same UUID twice would be a duplicate key: drop the repeats of the bounds.
    ids.sort();
    ids.dedup();
    TimeWindows { ids, windows }
}

/// Whether `found`, a window's answer in any order, is exactly `window`'s IDs; else a
/// description of the difference.
///
/// # Errors
///
/// The IDs missing and those in excess, with the window.
pub fn check(window: &TimeWindow, found: &[UserId]) -> Result<(), String> {
    let mut sorted = found.to_vec();
    sorted.sort();
    if sorted == window.expected {
        return Ok(());
    }
    let missing: Vec<Uuid> = window
        .expected
        .iter()
        .filter(|id| !found.contains(id))
        .map(|id| id.into_uuid())
        .collect();
    let extra: Vec<Uuid> = found
        .iter()
        .filter(|id| !window.expected.contains(id))
        .map(|id| id.into_uuid())
        .collect();
    Err(format!(
        "window {}..{}: {} expected, {} found; missing {missing:?}, in excess {extra:?}",
        window.from,
        window.to,
        window.expected.len(),
        found.len()
    ))
}
