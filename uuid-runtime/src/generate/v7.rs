//! Version 7 generation with process-wide monotonicity (RFC 9562 §5.7, §6.2).

use std::time::Duration;

use super::clock::{Clock, unix_millis};
use super::error::ExhaustedError;
use super::rng::RandomSource;
use super::sync::{AtomicU64, Ordering};
use crate::Uuid;

/// The 48 bits the v7 timestamp field holds: the last millisecond of the year 10889.
const MAX_MILLIS: u64 = (1 << 48) - 1;
/// The state is a 63-bit key: the millisecond, then 15 bits that fill `rand_a` and the
/// top 3 bits of `rand_b`. The 64th bit stays clear until the key has no larger value
/// left, so reaching the end of the field is one more atomic add, never a wrap.
const MAX_KEY: u64 = (1 << 63) - 1;
/// The key's bits after the millisecond.
const SUB_MILLI_BITS: u32 = 15;
/// With additional precision the first 12 of them are a fraction of the millisecond…
const FRACTION_BITS: u32 = 12;
/// …and the last 3 a counter; without it, all 15 are the counter.
const PRECISE_COUNTER_BITS: u32 = SUB_MILLI_BITS - FRACTION_BITS;
/// `rand_b` keeps 62 bits, of which the key takes the top 3.
const FRESH_RANDOM_BITS: u32 = 62 - PRECISE_COUNTER_BITS;

/// Makes version 7 UUIDs from a [`Clock`] and a [`RandomSource`], each strictly
/// greater than every one this generator made before, from any thread.
///
/// # Method (RFC 9562 §6.2, method 1: fixed bit-length dedicated counter)
///
/// The generator's whole state is one `AtomicU64` holding a 63-bit key: the 48-bit Unix
/// millisecond followed by a 15-bit counter, advanced without a lock:
///
/// - the state is incremented (one atomic add, which never has to be retried);
/// - if that leaves it behind the clock's millisecond, it becomes that millisecond
///   with the counter seeded at random below 2^14 (a compare-and-swap, which counts on
///   from the other thread's value instead if one got there first).
///
/// The counter fills `rand_a` (12 bits) and the top 3 bits of `rand_b`; the other 59
/// bits of `rand_b` are fresh random bits in every UUID, so the next UUID cannot be
/// guessed from the last. Since the state only grows, so do the UUIDs.
///
/// [`with_additional_precision`](Self::with_additional_precision) puts a 12-bit
/// fraction of the millisecond in `rand_a` instead (§6.2 method 3), and
/// [`with_adjust_by_millis`](Self::with_adjust_by_millis) shifts the timestamps.
///
/// # Bounds
///
/// - **Counter overflow**: after at least 2^14 UUIDs in one millisecond the counter
///   carries into the timestamp, which runs ahead of the clock (never a duplicate,
///   never a wait). Each further 2^15 UUIDs in the same clock millisecond add one
///   millisecond: `n` UUIDs made while the clock reads one millisecond carry a
///   timestamp at most `(n + 2^14 - 1) / 2^15` ms ahead of it. The lead disappears
///   once the clock passes it.
/// - **Clock going backwards**: the state keeps counting from its last value, so the
///   ordering holds however far the clock goes back; the timestamps stay at the last
///   millisecond issued (plus carries) until the clock catches up, so they run ahead
///   of the clock by at most the rollback. There is no threshold past which ordering
///   is given up.
/// - **The end of the field**: the 48-bit timestamp ends in the year 10889. A clock
///   reading beyond it (up to [`Duration::MAX`]) counts as the field's last
///   millisecond, never wraps to 1970. Once the counter has run through that last
///   millisecond no larger UUID exists: [`try_generate`](Self::try_generate) and
///   [`try_fill`](Self::try_fill) return [`ExhaustedError`] from then on, for good, and
///   [`generate`](Self::generate) and [`fill`](Self::fill) panic with its message. No
///   method ever returns a duplicate or a UUID out of order.
///
/// ```
/// use uuid_runtime::{SystemClock, ThreadLocalRng, V7Generator};
///
/// let generator = V7Generator::new(SystemClock, ThreadLocalRng);
/// let first = generator.generate();
/// let second = generator.generate();
/// assert!(first < second);
/// assert_eq!(second.get_version_num(), 7);
/// ```
#[derive(Debug)]
pub struct V7Generator<C, R> {
    clock: C,
    random: R,
    /// Whether `rand_a` holds a fraction of the millisecond.
    additional_precision: bool,
    /// Added to the clock's milliseconds.
    adjust_millis: i64,
    /// The key of the last UUID made; above [`MAX_KEY`] once exhausted.
    state: AtomicU64,
}

impl<C: Clock, R: RandomSource> V7Generator<C, R> {
    const_unless_loom! {
        /// A generator reading `clock` and drawing from `random`, with no UUID made yet.
        ///
        /// ```
        /// use uuid_runtime::{SystemClock, ThreadLocalRng, V7Generator};
        ///
        /// static GENERATOR: V7Generator<SystemClock, ThreadLocalRng> =
        ///     V7Generator::new(SystemClock, ThreadLocalRng);
        /// assert_eq!(GENERATOR.generate().get_version_num(), 7);
        /// ```
        #[inline]
        pub const fn new(clock: C, random: R) -> Self {
            Self {
                clock,
                random,
                additional_precision: false,
                adjust_millis: 0,
                state: AtomicU64::new(0),
            }
        }
    }

    /// The same generator with `rand_a` holding the clock's fraction of the millisecond
    /// in 12 bits (steps of 1/4096 ms, about 244 ns) rather than a counter: RFC 9562
    /// §6.2 method 3, like the `uuid` crate's `ContextV7::with_additional_precision`.
    ///
    /// UUIDs from different generators or processes then sort by time to within the
    /// clock's resolution, not only to the millisecond. The ordering guarantees are
    /// unchanged: a 3-bit counter follows the fraction (in the top of `rand_b`), and
    /// more than a few UUIDs within one 244-ns step carry into the fraction, which runs
    /// ahead of the clock just as the millisecond does in the default layout. 59 bits
    /// of `rand_b` stay random.
    ///
    /// ```
    /// use std::time::Duration;
    /// use uuid_runtime::{Clock, ThreadLocalRng, V7Generator};
    ///
    /// // RFC 9562 §6.2's example: 0.4567 ms past the millisecond is 1870 in 12 bits.
    /// struct At;
    /// impl Clock for At {
    ///     fn now(&self) -> Duration {
    ///         Duration::from_millis(1_672_576_496_123) + Duration::from_nanos(456_700)
    ///     }
    /// }
    ///
    /// let generator = V7Generator::new(At, ThreadLocalRng).with_additional_precision();
    /// let id = generator.generate();
    /// assert_eq!(id.get_timestamp().unwrap().to_unix_millis(), 1_672_576_496_123);
    /// let rand_a = (id.as_u128() >> 64) as u16 & 0xfff;
    /// assert_eq!(rand_a, 1870);
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_additional_precision(mut self) -> Self {
        self.additional_precision = true;
        self
    }

    /// The same generator with every timestamp shifted by `millis` milliseconds (ahead
    /// if positive, back if negative), as PostgreSQL 18's `uuidv7(shift)` and the
    /// `uuid` crate's `ContextV7::with_adjust_by_millis` do: to hide when IDs were made,
    /// or to make IDs that sort as if made at another time.
    ///
    /// The shifted time is what the generator treats as its clock, with the same
    /// guarantees: a shift past either end of the field counts as that end (1970-01-01
    /// or the last millisecond of the year 10889), never wraps. A generator's UUIDs
    /// are ordered among themselves; UUIDs from [`Uuid::now_v7`] or another generator
    /// with another shift are not ordered with them.
    ///
    /// ```
    /// use std::time::Duration;
    /// use uuid_runtime::{Clock, ThreadLocalRng, V7Generator};
    ///
    /// struct At;
    /// impl Clock for At {
    ///     fn now(&self) -> Duration {
    ///         Duration::from_millis(1_645_557_742_000) // 2022-02-22 19:22:22 UTC
    ///     }
    /// }
    ///
    /// let hour_early = V7Generator::new(At, ThreadLocalRng).with_adjust_by_millis(-3_600_000);
    /// let id = hour_early.generate();
    /// assert_eq!(id.get_timestamp().unwrap().to_unix_millis(), 1_645_557_742_000 - 3_600_000);
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_adjust_by_millis(mut self, millis: i64) -> Self {
        self.adjust_millis = millis;
        self
    }

    /// The next UUID: strictly greater than every UUID this generator returned
    /// before, in any thread.
    ///
    /// # Panics
    ///
    /// If the generator is exhausted (see [`try_generate`](Self::try_generate)), which
    /// takes a clock in the year 10889 or later.
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

    /// The next UUID, or [`ExhaustedError`] if none greater than the last one is left:
    /// only once the 48-bit timestamp has reached its last millisecond (the year 10889)
    /// and the counter has run out there. An exhausted generator stays exhausted.
    ///
    /// ```
    /// use uuid_runtime::{SystemClock, ThreadLocalRng, V7Generator};
    ///
    /// let generator = V7Generator::new(SystemClock, ThreadLocalRng);
    /// let first = generator.try_generate()?;
    /// assert!(generator.try_generate()? > first);
    /// # Ok::<(), uuid_runtime::ExhaustedError>(())
    /// ```
    #[inline]
    pub fn try_generate(&self) -> Result<Uuid, ExhaustedError> {
        self.try_generate_u128().map(Uuid::from_u128)
    }

    /// Fills `ids` with one strictly increasing run of new UUIDs: the whole batch is
    /// greater than every UUID this generator returned before it, from any thread, and
    /// smaller than every one it returns after. Costs a fraction of a
    /// [`generate`](Self::generate) call per UUID: one clock read and one
    /// compare-and-swap for the batch, and random bits in bulk.
    ///
    /// A batch uses one counter value per UUID, so more than 2^14 UUIDs within one
    /// millisecond run the timestamps ahead of the clock, as the same number of
    /// single calls would (see the bounds above).
    ///
    /// # Panics
    ///
    /// If fewer than `ids.len()` UUIDs are left (see [`try_fill`](Self::try_fill)).
    ///
    /// ```
    /// use uuid_runtime::{SystemClock, ThreadLocalRng, Uuid, V7Generator};
    ///
    /// let generator = V7Generator::new(SystemClock, ThreadLocalRng);
    /// let before = generator.generate();
    /// let mut ids = [Uuid::NIL; 100];
    /// generator.fill(&mut ids);
    /// assert!(before < ids[0]);
    /// assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    /// assert!(ids[99] < generator.generate());
    /// ```
    pub fn fill(&self, ids: &mut [Uuid]) {
        if let Err(err) = self.try_fill(ids) {
            err.panic();
        }
    }

    /// [`fill`](Self::fill), or [`ExhaustedError`] without touching `ids` or the
    /// generator if fewer than `ids.len()` UUIDs are left before the end of the field
    /// (a smaller batch may still succeed).
    ///
    /// ```
    /// use uuid_runtime::{SystemClock, ThreadLocalRng, Uuid, V7Generator};
    ///
    /// let generator = V7Generator::new(SystemClock, ThreadLocalRng);
    /// let mut ids = vec![Uuid::NIL; 1024];
    /// generator.try_fill(&mut ids)?;
    /// assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    /// # Ok::<(), uuid_runtime::ExhaustedError>(())
    /// ```
    pub fn try_fill(&self, ids: &mut [Uuid]) -> Result<(), ExhaustedError> {
        let Some(span) = (ids.len() as u64).checked_sub(1) else {
            return Ok(());
        };
        let current = self.state.load(Ordering::Relaxed);
        let mut key = self.reserve(self.clock_key(), span, current)?;
        let mut fresh = [0; 32];
        for chunk in ids.chunks_mut(fresh.len()) {
            let fresh = &mut fresh[..chunk.len()];
            self.random.fill_u64(fresh);
            for (id, &bits) in chunk.iter_mut().zip(&*fresh) {
                *id = Uuid::from_u128(compose(key, bits));
                key += 1;
            }
        }
        Ok(())
    }

    /// [`generate`](Self::generate) as a number. Returned in two registers rather than
    /// through memory, so that once the caller stores it (one inlined `from_u128`), a
    /// 16-byte copy of the UUID loads what a single pair of stores wrote instead of
    /// stalling on the byte-by-byte stores of the field constructor.
    #[inline]
    pub(crate) fn generate_u128(&self) -> u128 {
        match self.try_generate_u128() {
            Ok(id) => id,
            Err(err) => err.panic(),
        }
    }

    #[inline]
    fn try_generate_u128(&self) -> Result<u128, ExhaustedError> {
        let clock_key = self.clock_key();
        // The one draw every UUID needs; a new millisecond draws once more for the seed.
        let fresh = self.random.next_u64();
        let key = self.advance(clock_key)?;
        Ok(compose(key, fresh))
    }

    /// The smallest key for the clock's reading: its millisecond (and with additional
    /// precision its fraction), shifted and kept inside the field, with the counter at 0.
    #[inline]
    fn clock_key(&self) -> u64 {
        let since_epoch = self.clock.now();
        let millis = unix_millis(since_epoch).checked_add_signed(self.adjust_millis);
        if !self.additional_precision {
            let millis = match millis {
                Some(millis) => millis.min(MAX_MILLIS),
                None => clamp_overflow(self.adjust_millis),
            };
            return millis << SUB_MILLI_BITS;
        }
        let (millis, fraction) = match millis {
            Some(millis) if millis <= MAX_MILLIS => (millis, fraction(since_epoch)),
            // Beyond the field: its last instant; before the epoch: its first.
            Some(_) => (MAX_MILLIS, (1 << FRACTION_BITS) - 1),
            None => match clamp_overflow(self.adjust_millis) {
                0 => (0, 0),
                _ => (MAX_MILLIS, (1 << FRACTION_BITS) - 1),
            },
        };
        (millis << FRACTION_BITS | fraction) << PRECISE_COUNTER_BITS
    }

    /// Below half the counter, which leaves at least as many increments again before
    /// it carries.
    #[inline]
    fn seed_mask(&self) -> u64 {
        let counter_bits = if self.additional_precision {
            PRECISE_COUNTER_BITS
        } else {
            SUB_MILLI_BITS
        };
        (1 << (counter_bits - 1)) - 1
    }

    /// Moves the state past its last value and to `clock_key` or later, returning the
    /// new key.
    ///
    /// The fast path is one atomic add. It comes first, before any plain load, so a
    /// thread takes the state's cache line in one exclusive request rather than a
    /// shared one and then an upgrade: that is what a second thread generating at the
    /// same time pays for. It cannot wrap: the state starts below 2^63 and every path
    /// but this add stops at [`MAX_KEY`], so a wrap would take 2^63 calls.
    ///
    /// Every ordering is `Relaxed`: a single atomic has one modification order, every
    /// read-modify-write below writes a larger value than the one it replaced, and each
    /// UUID is made from the value its own operation wrote. So the values come out in
    /// that order, and a call that happens after another (in the same thread, or
    /// through any synchronisation) comes later in it (coherence), with no fence needed.
    #[inline]
    fn advance(&self, clock_key: u64) -> Result<u64, ExhaustedError> {
        let current = self.state.fetch_add(1, Ordering::Relaxed) + 1;
        if clock_key <= current && current <= MAX_KEY {
            // The same millisecond, or a clock set back: the increment is the UUID.
            return Ok(current);
        }
        // The clock has moved on (or the field is used up): a compare-and-swap from the
        // value just made, which is skipped (gaps cost nothing).
        self.reserve(clock_key, 0, current)
    }

    /// Moves the state from `current` (a guess, corrected by each failed
    /// compare-and-swap) past its last value and to `clock_key` or later, taking
    /// `span + 1` keys in one run; returns the first, or nothing if they do not all fit.
    ///
    /// If the clock has moved on, its millisecond starts with a random counter. Another
    /// thread may get there first, and then this one counts on from its value.
    fn reserve(&self, clock_key: u64, span: u64, mut current: u64) -> Result<u64, ExhaustedError> {
        let seeded = clock_key | (self.random.next_u64() & self.seed_mask());
        loop {
            let first = if current < clock_key {
                seeded
            } else {
                current.saturating_add(1)
            };
            let last = first.saturating_add(span);
            if last > MAX_KEY {
                return Err(ExhaustedError::new(7));
            }
            match self.state.compare_exchange_weak(
                current,
                last,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return Ok(first),
                Err(actual) => current = actual,
            }
        }
    }
}

/// The millisecond a shift that overflowed `u64` lands on: the field's first or last.
#[cold]
fn clamp_overflow(adjust_millis: i64) -> u64 {
    if adjust_millis < 0 { 0 } else { MAX_MILLIS }
}

/// The clock's fraction of a millisecond in 12 bits, rounded down (§6.2 method 3).
#[inline]
fn fraction(since_epoch: Duration) -> u64 {
    let nanos = u64::from(since_epoch.subsec_nanos() % 1_000_000);
    (nanos << FRACTION_BITS) / 1_000_000
}

/// The UUID for `key`: the millisecond, `rand_a` and the top of `rand_b` from the key,
/// the rest of `rand_b` from `fresh`.
#[inline]
fn compose(key: u64, fresh: u64) -> u128 {
    let millis = key >> SUB_MILLI_BITS;
    let rand_a = (key >> PRECISE_COUNTER_BITS) as u16;
    let rand_b = key << FRESH_RANDOM_BITS | fresh >> (64 - FRESH_RANDOM_BITS);
    crate::uuid::v7_layout(millis, rand_a, rand_b).as_u128()
}
