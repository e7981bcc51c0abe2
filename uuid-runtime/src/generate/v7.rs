//! Version 7 generation with process-wide monotonicity (RFC 9562 §5.7, §6.2).

use std::sync::atomic::{AtomicU64, Ordering};

use super::clock::{Clock, unix_millis};
use super::rng::RandomSource;
use crate::Uuid;

/// Bits of the counter that follows the millisecond.
const COUNTER_BITS: u32 = 16;
/// A new millisecond starts the counter below this, leaving at least 2^15 increments
/// before it carries into the timestamp.
const SEED_MASK: u64 = (1 << (COUNTER_BITS - 1)) - 1;
/// The 48 bits the v7 timestamp field holds.
const MILLIS_MASK: u64 = (1 << 48) - 1;
/// `rand_b` keeps 62 bits, of which the counter takes the top 4.
const FRESH_RANDOM_BITS: u32 = 62 - 4;

/// Makes version 7 UUIDs from a [`Clock`] and a [`RandomSource`], each strictly
/// greater than every one this generator made before, from any thread.
///
/// # Method (RFC 9562 §6.2, method 1: fixed bit-length dedicated counter)
///
/// The generator's whole state is one `AtomicU64`: the 48-bit Unix millisecond
/// followed by a 16-bit counter, advanced by a compare-and-swap loop (no lock):
///
/// - if the clock reads a later millisecond than the state's, the state becomes that
///   millisecond with the counter seeded at random below 2^15;
/// - otherwise (same millisecond, or the clock went back) the state is incremented.
///
/// The counter fills `rand_a` (12 bits) and the top 4 bits of `rand_b`; the other 58
/// bits of `rand_b` are fresh random bits in every UUID, so the next UUID cannot be
/// guessed from the last. Since the state only grows, so do the UUIDs.
///
/// # Bounds
///
/// - **Counter overflow**: after at least 2^15 UUIDs in one millisecond the counter
///   carries into the timestamp, which runs ahead of the clock (never a duplicate,
///   never a wait). Each further 2^16 UUIDs in the same clock millisecond add one
///   millisecond: `n` UUIDs made while the clock reads one millisecond carry a
///   timestamp at most `(n + 2^15 - 1) / 2^16` ms ahead of it. The lead disappears
///   once the clock passes it.
/// - **Clock going backwards**: the state keeps counting from its last value, so the
///   ordering holds however far the clock goes back; the timestamps stay at the last
///   millisecond issued (plus carries) until the clock catches up, so they run ahead
///   of the clock by at most the rollback. There is no threshold past which ordering
///   is given up.
/// - The 48-bit field ends in the year 10889; a clock beyond it wraps to 1970, which
///   the generator treats like a clock set back.
///
/// ```
/// use uuid_runtime::{SystemClock, ThreadLocalRng, V7Generator};
///
/// let generator = V7Generator::new(SystemClock, ThreadLocalRng);
/// let first = generator.generate();
/// let second = generator.generate();
/// assert!(first < second);
/// assert_eq!(second.version(), 7);
/// ```
#[derive(Debug)]
pub struct V7Generator<C, R> {
    clock: C,
    random: R,
    /// `unix_ms << 16 | counter` of the last UUID made.
    state: AtomicU64,
}

impl<C: Clock, R: RandomSource> V7Generator<C, R> {
    /// A generator reading `clock` and drawing from `random`, with no UUID made yet.
    ///
    /// ```
    /// use uuid_runtime::{SystemClock, ThreadLocalRng, V7Generator};
    ///
    /// static GENERATOR: V7Generator<SystemClock, ThreadLocalRng> =
    ///     V7Generator::new(SystemClock, ThreadLocalRng);
    /// assert_eq!(GENERATOR.generate().version(), 7);
    /// ```
    pub const fn new(clock: C, random: R) -> Self {
        Self {
            clock,
            random,
            state: AtomicU64::new(0),
        }
    }

    /// The next UUID: strictly greater than every UUID this generator returned
    /// before, in any thread.
    ///
    /// ```
    /// use uuid_runtime::{SystemClock, ThreadLocalRng, V7Generator};
    ///
    /// let generator = V7Generator::new(SystemClock, ThreadLocalRng);
    /// let ids: Vec<_> = (0..1000).map(|_| generator.generate()).collect();
    /// assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    /// ```
    #[inline]
    pub fn generate(&self) -> Uuid {
        let now_ms = unix_millis(self.clock.now()) & MILLIS_MASK;
        let fresh = self.random.next_u64();
        // A single atomic has one modification order, which every successful exchange
        // extends with a larger value: no further ordering is needed.
        let mut previous = self.state.load(Ordering::Relaxed);
        let state = loop {
            let next = if now_ms > previous >> COUNTER_BITS {
                now_ms << COUNTER_BITS | (self.random.next_u64() & SEED_MASK)
            } else {
                // Wraps only past the year 10889.
                previous.wrapping_add(1)
            };
            match self.state.compare_exchange_weak(
                previous,
                next,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => break next,
                Err(actual) => previous = actual,
            }
        };
        let counter = state & ((1 << COUNTER_BITS) - 1);
        let rand_a = (counter >> 4) as u16;
        let rand_b = (counter & 0xf) << FRESH_RANDOM_BITS | fresh >> (64 - FRESH_RANDOM_BITS);
        Uuid::new_v7(state >> COUNTER_BITS, rand_a, rand_b)
    }
}
