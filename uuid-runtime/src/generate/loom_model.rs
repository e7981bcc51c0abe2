//! The generators' lock-free state model-checked with loom: every interleaving of two
//! and three threads making single UUIDs and batches (up to a bound on preemptions per
//! execution), with a clock the model moves forwards, holds and sets back, and at the
//! end of the timestamp fields. The generators are the crate's own code, with loom's
//! atomics (see `sync.rs`); the fork-safety machinery is out of loom's reach and left
//! to `tests/core/fork.rs`.
//!
//! ```text
//! LOOM_MAX_PREEMPTIONS=3 RUSTFLAGS="--cfg loom --cfg uuid_toolkit_light" \
//!     cargo test --release -p uuid-runtime --lib loom_model
//! ```
//!
//! In every execution it asserts the generators' guarantees (`src/guide/generators.md`):
//! - **strict order**: a value returned after another was returned is greater. Each
//!   thread publishes what it got (a release) and reads what was published before each
//!   call (an acquire), so the values it reads are exactly those of calls that happened
//!   before its own, in its own thread or through that synchronisation;
//! - **no duplicate**, across all threads;
//! - **a batch is one run** of consecutive keys, so with no duplicate no other value
//!   falls inside it, and it is ordered against every value before and after it;
//! - **at the end of the field**, exhaustion reported (for good: a call made after one
//!   that found the generator exhausted finds it exhausted too), a batch that does not
//!   fit writing nothing, and never a wrap: the values are exactly the last ones of
//!   the field.

use std::fmt::Debug;
use std::time::Duration;

use loom::sync::Arc;
use loom::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use super::{Clock, ExhaustedError, GregorianGenerator, RandomSource, V7Generator};
use crate::Uuid;
use crate::timestamp::UUID_TICKS_BETWEEN_EPOCHS;

/// Preemptions explored per execution when `LOOM_MAX_PREEMPTIONS` is not set: what
/// `.ci/run` sets, a few minutes for all the models in a release build.
const DEFAULT_PREEMPTIONS: usize = 3;

/// A moment of 2023, in Unix milliseconds.
const T: u64 = 1_700_000_000_000;
/// The last millisecond of the v7 field and the last key, as `v7.rs` has them.
const MAX_MILLIS: u64 = (1 << 48) - 1;
const MAX_KEY: u64 = (1 << 63) - 1;
/// The last 100-ns tick of the v1/v6 field.
const MAX_TICKS: u64 = (1 << 60) - 1;

const fn millis(millis: u64) -> Duration {
    Duration::from_millis(millis)
}

/// `millis` and 999,999 ns: with additional precision, the millisecond's last fraction
/// (4095 of 4096).
const fn last_fraction(millis: u64) -> Duration {
    Duration::new(millis / 1000, (millis % 1000) as u32 * 1_000_000 + 999_999)
}

/// A clock reading its script one entry per call, in whatever order the model's threads
/// call it (and the last entry once the script is read): so the model chooses which
/// thread sees the clock advance, stand still or go back.
struct ScriptedClock {
    readings: &'static [Duration],
    calls: AtomicUsize,
}

impl ScriptedClock {
    fn new(readings: &'static [Duration]) -> Self {
        Self {
            readings,
            calls: AtomicUsize::new(0),
        }
    }
}

impl Clock for ScriptedClock {
    fn now(&self) -> Duration {
        let call = self.calls.fetch_add(1, Ordering::Relaxed);
        self.readings[call.min(self.readings.len() - 1)]
    }
}

/// Every bit set: the largest counter seed (the least room before a carry, the fewest
/// values left at the end of the field), and fresh bits the key can be read under.
struct AllOnes;

impl RandomSource for AllOnes {
    fn next_u64(&self) -> u64 {
        u64::MAX
    }
}

/// A different value for every draw (the n-th is n times an odd constant), so that an
/// identity drawn twice would show. A plain atomic: the model's threads run on one
/// operating-system thread, each execution in the same order for the same schedule.
struct Numbered(std::sync::atomic::AtomicU64);

impl Numbered {
    fn draw(n: u64) -> u64 {
        n.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

impl RandomSource for Numbered {
    fn next_u64(&self) -> u64 {
        Self::draw(self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1)
    }
}

/// A generator as the model drives it.
trait Generator: Send + Sync + 'static {
    /// What a thread asks of it.
    type Call: Copy + Debug + Send + Sync + 'static;

    /// The keys (what orders the values) of what `call` returned, in order: one for a
    /// single UUID, one per UUID of a batch.
    fn call(&self, call: Self::Call) -> Result<Vec<u64>, ExhaustedError>;

    /// Whether an error from `call` means that nothing is left (a batch's does not:
    /// a smaller one may still fit).
    fn exhausts(call: Self::Call) -> bool;
}

#[derive(Clone, Copy, Debug)]
enum V7Call {
    Single,
    Batch(usize),
}

/// The 63-bit key a v7 UUID was made from (its millisecond, `rand_a` and the top 3
/// bits of `rand_b`), once its fresh bits are checked to be `AllOnes`' and its version 7.
fn v7_key(id: Uuid) -> u64 {
    const FRESH: u128 = (1 << 59) - 1;
    let value = id.as_u128();
    assert_eq!(id.get_version_num(), 7, "{id}");
    assert_eq!(
        value & FRESH,
        FRESH,
        "{id}: the fresh bits are the source's"
    );
    let millis = (value >> 80) as u64;
    let rand_a = (value >> 64) as u64 & 0xfff;
    let counter_top = (value >> 59) as u64 & 0x7;
    millis << 15 | rand_a << 3 | counter_top
}

impl Generator for V7Generator<ScriptedClock, AllOnes> {
    type Call = V7Call;

    fn call(&self, call: V7Call) -> Result<Vec<u64>, ExhaustedError> {
        let result = match call {
            V7Call::Single => self.try_generate().map(|id| vec![v7_key(id)]),
            V7Call::Batch(len) => {
                let mut ids = vec![Uuid::NIL; len];
                let result = self.try_fill(&mut ids);
                if result.is_err() {
                    assert!(ids.iter().all(Uuid::is_nil), "a failed batch wrote {ids:?}");
                }
                result.map(|()| ids.into_iter().map(v7_key).collect())
            }
        };
        if let Err(err) = result {
            assert_eq!(err.version(), 7);
        }
        result
    }

    fn exhausts(call: V7Call) -> bool {
        matches!(call, V7Call::Single)
    }
}

#[derive(Clone, Copy, Debug)]
enum GregorianCall {
    V1,
    V6,
}

/// The clock sequence and node the first identity draw gives: `Numbered`'s first two
/// values, the node with its multicast bit.
fn first_identity() -> (u16, [u8; 6]) {
    let [_, _, n0, n1, n2, n3, n4, n5] = Numbered::draw(2).to_be_bytes();
    (
        (Numbered::draw(1) & 0x3fff) as u16,
        [n0 | 1, n1, n2, n3, n4, n5],
    )
}

impl Generator for GregorianGenerator<ScriptedClock, Numbered> {
    type Call = GregorianCall;

    /// The key is the timestamp, which v1 and v6 share. Every value carries the one
    /// identity drawn first, by whichever thread: a thread that finds it ready reads
    /// what the drawing thread stored.
    fn call(&self, call: GregorianCall) -> Result<Vec<u64>, ExhaustedError> {
        let (result, version) = match call {
            GregorianCall::V1 => (self.try_generate_v1(), 1),
            GregorianCall::V6 => (self.try_generate_v6(), 6),
        };
        match result {
            Ok(id) => {
                assert_eq!(id.get_version_num(), version, "{id}");
                let (clock_seq, node) = first_identity();
                assert_eq!(
                    (id.get_clock_seq(), id.get_node_id()),
                    (Some(clock_seq), Some(node))
                );
                Ok(vec![
                    id.get_timestamp()
                        .and_then(|t| t.try_to_gregorian().ok())
                        .map(|(ticks, _)| ticks)
                        .unwrap(),
                ])
            }
            Err(err) => {
                assert_eq!(usize::from(err.version()), version);
                Err(err)
            }
        }
    }

    fn exhausts(_: GregorianCall) -> bool {
        true
    }
}

/// Published by a call that found nothing left: greater than any key.
const EXHAUSTED: u64 = u64::MAX;

/// Makes `calls` in order, each checked against what was published before it, and
/// publishes its own; returns the outcomes.
fn make<G: Generator>(
    generator: &G,
    published: &AtomicU64,
    calls: &[G::Call],
) -> Vec<Result<Vec<u64>, ExhaustedError>> {
    calls
        .iter()
        .map(|&call| {
            let before = published.load(Ordering::Acquire);
            let outcome = generator.call(call);
            match &outcome {
                Ok(keys) => {
                    assert!(
                        keys[0] > before,
                        "{call:?} returned {:#x} after {before:#x} was returned",
                        keys[0]
                    );
                    assert!(
                        keys.windows(2).all(|pair| pair[1] == pair[0] + 1),
                        "a batch not in one run: {keys:x?}"
                    );
                    published.fetch_max(keys[keys.len() - 1], Ordering::Release);
                }
                Err(_) if G::exhausts(call) => {
                    published.fetch_max(EXHAUSTED, Ordering::Release);
                }
                Err(_) => {}
            }
            outcome
        })
        .collect()
}

/// What the threads of one execution got: every key, sorted; how many calls failed,
/// and whether one of them found the generator exhausted.
struct Outcome {
    keys: Vec<u64>,
    failed: usize,
    exhausted: bool,
}

/// Checks under loom that threads making `calls` (one list per thread) on the
/// generator `new` makes get strictly ordered values and no duplicate, then `check`s
/// what they got together. Each execution starts from a new generator.
fn model<G: Generator>(new: fn() -> G, calls: &'static [&'static [G::Call]], check: fn(&Outcome)) {
    let mut builder = loom::model::Builder::new();
    builder.preemption_bound.get_or_insert(DEFAULT_PREEMPTIONS);
    builder.check(move || {
        let generator = Arc::new(new());
        let published = Arc::new(AtomicU64::new(0));
        let threads: Vec<_> = calls
            .iter()
            .map(|&calls| {
                let (generator, published) = (generator.clone(), published.clone());
                loom::thread::spawn(move || make(&*generator, &published, calls))
            })
            .collect();
        let mut outcome = Outcome {
            keys: Vec::new(),
            failed: 0,
            exhausted: false,
        };
        for (thread, calls) in threads.into_iter().zip(calls) {
            for (result, &call) in thread.join().unwrap().into_iter().zip(*calls) {
                if let Ok(keys) = result {
                    outcome.keys.extend(keys);
                } else {
                    outcome.failed += 1;
                    outcome.exhausted |= G::exhausts(call);
                }
            }
        }
        let count = outcome.keys.len();
        outcome.keys.sort_unstable();
        outcome.keys.dedup();
        assert_eq!(outcome.keys.len(), count, "a duplicate");
        check(&outcome);
    });
}

fn v7(readings: &'static [Duration]) -> V7Generator<ScriptedClock, AllOnes> {
    V7Generator::new(ScriptedClock::new(readings), AllOnes)
}

/// The key of the first value of a fresh millisecond (or fraction): `AllOnes`' seed.
const SEED: u64 = (1 << 14) - 1;
const PRECISE_SEED: u64 = (1 << 2) - 1;

use V7Call::{Batch, Single};

#[test]
fn v7_two_threads_clock_advancing_holding_and_set_back() {
    static READINGS: [Duration; 5] = [
        millis(T),
        millis(T),
        millis(T + 1),
        millis(T - 3),
        millis(T + 2),
    ];
    model(
        || v7(&READINGS),
        &[&[Single, Batch(3), Single], &[Single, Batch(2), Single]],
        |outcome| {
            assert_eq!((outcome.keys.len(), outcome.failed), (9, 0));
            // A call reading the first millisecond starts the run, at the seed.
            assert_eq!(outcome.keys[0], T << 15 | SEED);
        },
    );
}

#[test]
fn v7_three_threads_singles_and_batches() {
    static READINGS: [Duration; 4] = [millis(T), millis(T + 1), millis(T - 1), millis(T + 1)];
    model(
        || v7(&READINGS),
        &[&[Single, Batch(2)], &[Batch(2)], &[Single]],
        |outcome| assert_eq!((outcome.keys.len(), outcome.failed), (6, 0)),
    );
}

/// With additional precision `rand_a` is the fraction of the millisecond and only 3
/// bits count: on a clock frozen at the millisecond's last fraction the counter carries
/// into the next millisecond after 5 values. A frozen clock wastes no counter value:
/// the values are the seed's key and those after it, each taken once.
#[test]
fn v7_precise_frozen_clock_carries_into_the_next_millisecond() {
    // 999,999 ns past the millisecond: fraction 4095 of 4096.
    static READINGS: [Duration; 1] = [last_fraction(T)];
    model(
        || v7(&READINGS).with_additional_precision(),
        &[&[Single, Batch(3), Single], &[Batch(2), Single, Single]],
        |outcome| {
            let first = (T << 12 | 4095) << 3 | PRECISE_SEED;
            assert_eq!(outcome.keys, (first..first + 9).collect::<Vec<_>>());
            assert_eq!(outcome.keys[8] >> 15, T + 1);
        },
    );
}

/// A clock past the end (`Duration::MAX`, shifted further ahead) counts as the last
/// instant: the 5 keys left there are handed out once each and then the generator is
/// exhausted; no value from 1970.
#[test]
fn v7_precise_at_the_end_of_the_field_two_threads() {
    static READINGS: [Duration; 1] = [Duration::MAX];
    model(
        || {
            v7(&READINGS)
                .with_additional_precision()
                .with_adjust_by_millis(1)
        },
        &[
            &[Single, Batch(2), Single, Single],
            &[Batch(2), Single, Single, Single],
        ],
        |outcome| {
            assert!(outcome.exhausted);
            assert_eq!(outcome.keys, (MAX_KEY - 4..=MAX_KEY).collect::<Vec<_>>());
        },
    );
}

/// Three threads asking for more than is left take all of it, each key once, and find
/// the generator exhausted.
#[test]
fn v7_precise_at_the_end_of_the_field_three_threads() {
    static READINGS: [Duration; 2] = [last_fraction(MAX_MILLIS), millis(MAX_MILLIS + 1)];
    model(
        || {
            // Takes 2 of the 5 keys, so that a few calls use up the other 3.
            let generator = v7(&READINGS).with_additional_precision();
            generator.try_fill(&mut [Uuid::NIL; 2]).unwrap();
            generator
        },
        &[&[Single, Batch(2)], &[Single], &[Single, Single]],
        |outcome| {
            assert!(outcome.exhausted);
            assert_eq!(outcome.keys, (MAX_KEY - 2..=MAX_KEY).collect::<Vec<_>>());
        },
    );
}

/// The default layout at the last millisecond: a batch taken before the threads start
/// leaves 5 keys, which the threads share out before the generator is exhausted.
#[test]
fn v7_at_the_last_millisecond_two_threads() {
    static READINGS: [Duration; 2] = [millis(MAX_MILLIS), millis(MAX_MILLIS - 1)];
    const LEFT: u64 = 5;
    model(
        || {
            let generator = v7(&READINGS);
            let mut ids =
                vec![Uuid::NIL; (MAX_KEY - (MAX_MILLIS << 15 | SEED) + 1 - LEFT) as usize];
            generator.try_fill(&mut ids).unwrap();
            generator
        },
        &[
            &[Single, Batch(2), Single, Single],
            &[Batch(3), Single, Single, Single],
        ],
        |outcome| {
            assert!(outcome.exhausted);
            assert_eq!(
                outcome.keys,
                (MAX_KEY - LEFT + 1..=MAX_KEY).collect::<Vec<_>>()
            );
        },
    );
}

fn gregorian(readings: &'static [Duration]) -> GregorianGenerator<ScriptedClock, Numbered> {
    GregorianGenerator::new(
        ScriptedClock::new(readings),
        Numbered(std::sync::atomic::AtomicU64::new(0)),
    )
}

/// 100-ns ticks of the Gregorian epoch as Unix time; `ticks` below `2^60`.
const fn ticks(ticks: u64) -> Duration {
    let unix_100ns = ticks - UUID_TICKS_BETWEEN_EPOCHS;
    Duration::new(
        unix_100ns / 10_000_000,
        (unix_100ns % 10_000_000) as u32 * 100,
    )
}

use GregorianCall::{V1, V6};

/// `T` in ticks.
const TICKS: u64 = T * 10_000 + UUID_TICKS_BETWEEN_EPOCHS;

/// Threads racing to draw the identity agree on one; the timestamps are unique and
/// strictly ordered.
#[test]
fn gregorian_two_threads_clock_advancing_holding_and_set_back() {
    static READINGS: [Duration; 5] = [
        ticks(TICKS),
        ticks(TICKS),
        ticks(TICKS + 1),
        ticks(TICKS - 3),
        ticks(TICKS + 2),
    ];
    model(
        || gregorian(&READINGS),
        &[&[V6, V1, V6], &[V1, V6]],
        |outcome| {
            assert_eq!((outcome.keys.len(), outcome.failed), (5, 0));
            assert_eq!(outcome.keys[0], TICKS);
        },
    );
}

/// Three threads on the timestamps, the identity drawn before they start: loom cannot
/// tell two threads waiting for the third to draw it (yielding in turn) from threads
/// that never let it, and gives up on such a model.
#[test]
fn gregorian_three_threads() {
    static READINGS: [Duration; 4] = [
        ticks(TICKS - 2),
        ticks(TICKS),
        ticks(TICKS - 1),
        ticks(TICKS + 1),
    ];
    model(
        || {
            let generator = gregorian(&READINGS);
            generator.try_generate_v6().unwrap();
            generator
        },
        &[&[V6, V1], &[V1], &[V6]],
        |outcome| {
            assert_eq!((outcome.keys.len(), outcome.failed), (4, 0));
            assert!(outcome.keys[0] > TICKS - 2);
        },
    );
}

/// A clock past the end counts as the last tick, which one call gets; every other
/// call, before or after, finds the generator exhausted.
#[test]
fn gregorian_at_the_end_of_the_field() {
    static READINGS: [Duration; 1] = [Duration::MAX];
    model(
        || gregorian(&READINGS),
        &[&[V6, V1], &[V1, V6]],
        |outcome| {
            assert!(outcome.exhausted);
            assert_eq!(outcome.keys, [MAX_TICKS]);
        },
    );
}
