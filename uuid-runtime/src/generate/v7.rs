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
/// followed by a 16-bit counter, advanced without a lock:
///
/// - the state is incremented (one atomic add, which never has to be retried);
/// - if that leaves it behind the clock's millisecond, it becomes that millisecond
///   with the counter seeded at random below 2^15 (a compare-and-swap, which counts on
///   from the other thread's value instead if one got there first).
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
        Uuid::from_u128(self.generate_u128())
    }

    /// [`generate`](Self::generate) as a number. Returned in two registers rather than
    /// through memory, so that once the caller stores it (one inlined `from_u128`), a
    /// 16-byte copy of the UUID loads what a single pair of stores wrote instead of
    /// stalling on the byte-by-byte stores of the field constructor.
    #[inline]
    pub(crate) fn generate_u128(&self) -> u128 {
        let now_ms = unix_millis(self.clock.now()) & MILLIS_MASK;
        // The one draw every UUID needs; a new millisecond draws once more for the seed.
        let fresh = self.random.next_u64();
        let state = self.advance(now_ms);
        let counter = state & ((1 << COUNTER_BITS) - 1);
        let rand_a = (counter >> 4) as u16;
        let rand_b = (counter & 0xf) << FRESH_RANDOM_BITS | fresh >> (64 - FRESH_RANDOM_BITS);
        Uuid::new_v7(state >> COUNTER_BITS, rand_a, rand_b).as_u128()
    }

    /// Moves the state past its last value and to `now_ms` or later, returning the new
    /// state.
    ///
    /// The fast path is one atomic add. It comes first, before any plain load, so a
    /// thread takes the state's cache line in one exclusive request rather than a
    /// shared one and then an upgrade: that is what a second thread generating at the
    /// same time pays for.
    ///
    /// Every ordering is `Relaxed`: a single atomic has one modification order, every
    /// read-modify-write below writes a larger value than the one it replaced, and each
    /// UUID is made from the value its own operation wrote. So the values come out in
    /// that order, and a call that happens after another (in the same thread, or
    /// through any synchronisation) comes later in it (coherence), with no fence needed.
    #[inline]
    fn advance(&self, now_ms: u64) -> u64 {
        // Wraps only past the year 10889.
        let mut current = self.state.fetch_add(1, Ordering::Relaxed).wrapping_add(1);
        if now_ms <= current >> COUNTER_BITS {
            // The same millisecond, or a clock set back: the increment is the UUID.
            return current;
        }
        // The clock has moved on: start its millisecond with a random counter, skipping
        // the value just made (gaps cost nothing). Another thread may get there first,
        // and then this one counts on from its value.
        let seeded = now_ms << COUNTER_BITS | (self.random.next_u64() & SEED_MASK);
        loop {
            let next = if now_ms > current >> COUNTER_BITS {
                seeded
            } else {
                current.wrapping_add(1)
            };
            match self.state.compare_exchange_weak(
                current,
                next,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return next,
                Err(actual) => current = actual,
            }
        }
    }
}
