//! Generating new UUIDs (`std` only): versions 1, 4, 6 and 7 from the system clock and
//! an OS-seeded CSPRNG, one at a time or in batches, and generator types with an
//! injected clock and random source.
//!
//! The `Uuid::now_*`, `Uuid::new_v4` and `Uuid::fill_*` functions are thin wrappers over
//! process-wide generators: one [`V7Generator`] and one [`GregorianGenerator`] (shared
//! by v1 and v6), both lock-free, and the calling thread's [`ThreadLocalRng`].

// First, for its macro.
#[macro_use]
mod sync;

mod clock;
mod error;
mod fork;
mod gregorian;
#[cfg(all(
    feature = "js",
    target_family = "wasm",
    any(target_os = "unknown", target_os = "none")
))]
mod js;
#[cfg(all(test, loom))]
mod loom_model;
mod rng;
mod v7;

// Without an operating system, only a JavaScript host has a clock and random bits to
// give: say so at compile time, not in a panic at run time.
#[cfg(all(
    not(feature = "js"),
    target_family = "wasm",
    any(target_os = "unknown", target_os = "none")
))]
compile_error!(
    "`uuid-runtime`'s generators (feature `std`, on by default) need the feature `js` on \
     `wasm32-unknown-unknown`, for the JavaScript host's clock and Web Crypto: \
     `features = [\"js\"]`, or `default-features = false, features = [\"macros\"]` for \
     everything but the generators"
);

pub use clock::{Clock, SystemClock};
pub use error::ExhaustedError;
pub use gregorian::GregorianGenerator;
pub use rng::{RandomSource, ThreadLocalRng};
pub use v7::V7Generator;

use crate::uuid::v7_layout;
use crate::{Timestamp, TimestampRangeError, Uuid};

#[cfg(not(all(test, loom)))]
static PROCESS_V7: V7Generator<SystemClock, ThreadLocalRng> =
    V7Generator::new(SystemClock, ThreadLocalRng);

#[cfg(not(all(test, loom)))]
static PROCESS_GREGORIAN: GregorianGenerator<SystemClock, ThreadLocalRng> =
    GregorianGenerator::new(SystemClock, ThreadLocalRng);

// In the loom model a generator's atomics belong to one execution.
#[cfg(all(test, loom))]
loom::lazy_static! {
    static ref PROCESS_V7: V7Generator<SystemClock, ThreadLocalRng> =
        V7Generator::new(SystemClock, ThreadLocalRng);
    static ref PROCESS_GREGORIAN: GregorianGenerator<SystemClock, ThreadLocalRng> =
        GregorianGenerator::new(SystemClock, ThreadLocalRng);
}

/// The process-wide v7 generator's next UUID. Kept out of line so that `now_v7`, which
/// inlines into its caller, is only the store of the two registers this returns.
#[inline(never)]
fn process_v7() -> u128 {
    PROCESS_V7.generate_u128()
}

/// The process-wide v1/v6 generator, with its random multicast node (RFC 9562 §6.10):
/// what a typed ID of version 1 or 6 makes its `new()` with.
pub(crate) fn process_gregorian() -> &'static GregorianGenerator<SystemClock, ThreadLocalRng> {
    &PROCESS_GREGORIAN
}

impl Uuid {
    /// A new version 7 UUID (RFC 9562 §5.7): the current Unix millisecond, a counter,
    /// and 59 fresh random bits. Every call returns a UUID strictly greater than all
    /// the UUIDs this function returned before in the process, from any thread; see
    /// [`V7Generator`] for the method and its bounds (counter overflow and a clock set
    /// back make the timestamp run ahead, never break the order).
    ///
    /// # Panics
    ///
    /// If the operating system cannot supply a random seed (see [`ThreadLocalRng`]), or
    /// once the 48-bit timestamp is exhausted, which takes a system clock in the year
    /// 10889 (see [`V7Generator::try_generate`]).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let first = Uuid::now_v7();
    /// let second = Uuid::now_v7();
    /// assert!(first < second);
    /// assert_eq!(first.get_version_num(), 7);
    /// ```
    #[inline]
    pub fn now_v7() -> Self {
        Self::from_u128(process_v7())
    }

    /// A new version 7 UUID of `ts`'s millisecond (rounded down), with random bits from
    /// the calling thread's OS-seeded CSPRNG, [`ThreadLocalRng`] (the `uuid` crate's
    /// constructor): for IDs of a time other than now (backfills, imports, tests), which
    /// sort by that time among v7 UUIDs. A counter in `ts` (see
    /// [`Timestamp::from_unix_time`]) is written first, below the version, as the `uuid`
    /// crate writes it: up to 12 bits fill `rand_a`, more go on past the variant into
    /// `rand_b`; the rest is random. Unlike [`now_v7`](Self::now_v7)'s, two UUIDs of the
    /// same millisecond and counter are in random order.
    ///
    /// # Panics
    ///
    /// If `ts` is before 1970 or from 2^48 ms on, which a v7 UUID cannot hold (the
    /// `uuid` crate wraps it into another millisecond instead);
    /// [`try_new_v7`](Self::try_new_v7) returns the error. Or if the operating system
    /// cannot supply a random seed.
    ///
    /// ```
    /// use uuid_runtime::{timestamp, Uuid};
    ///
    /// let at = timestamp!("2026-05-01T12:00:00.250Z");
    /// let id = Uuid::new_v7(at);
    /// assert_eq!(id.get_version_num(), 7);
    /// assert_eq!(id.get_timestamp(), Some(at));
    /// assert!((Uuid::min_v7(at)..=Uuid::max_v7(at)).contains(&id));
    /// ```
    #[inline]
    #[track_caller]
    pub fn new_v7(ts: Timestamp) -> Self {
        new_v7_named(ts, "Uuid::new_v7")
    }

    /// [`new_v7`](Self::new_v7), or why `ts` has no v7 UUID.
    ///
    /// # Panics
    ///
    /// If the operating system cannot supply a random seed.
    ///
    /// ```
    /// use uuid_runtime::{timestamp, Uuid};
    ///
    /// let err = Uuid::try_new_v7(timestamp!("1969-07-20T20:17:40Z")).unwrap_err();
    /// assert!(!err.is_after());
    /// ```
    #[inline]
    pub fn try_new_v7(ts: Timestamp) -> Result<Self, TimestampRangeError> {
        let (millis, counter, counter_bits) = ts.to_v7()?;
        let random = rng::RandomSource::next_u128(&ThreadLocalRng);
        let [rand_a, rand_b] = counter_over_random(counter, counter_bits, random);
        Ok(v7_layout(millis, rand_a as u16, rand_b))
    }

    /// A new version 6 UUID (RFC 9562 §5.6) of the current time in 100-ns steps since
    /// 1582, the process's random clock sequence and `node_id` (the `uuid` crate's
    /// generator). Increasing within the process, whatever the node; see
    /// [`GregorianGenerator`] for a generator of your own, whose node can be random
    /// (RFC 9562 §6.10).
    ///
    /// # Panics
    ///
    /// If the operating system cannot supply a random seed (see [`ThreadLocalRng`]), or
    /// once the 60-bit timestamp is exhausted, which takes a system clock in the year
    /// 5236 (see [`GregorianGenerator::try_generate_v6`]).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let node = [0x02, 0x42, 0xac, 0x11, 0x00, 0x02];
    /// let first = Uuid::now_v6(&node);
    /// assert_eq!(first.get_version_num(), 6);
    /// assert_eq!(first.get_node_id(), Some(node));
    /// assert!(Uuid::now_v6(&node) > first);
    /// ```
    #[inline]
    pub fn now_v6(node_id: &[u8; 6]) -> Self {
        PROCESS_GREGORIAN.generate_with_node(6, *node_id)
    }

    /// A new version 1 UUID (RFC 9562 §5.1): the fields of [`now_v6`](Self::now_v6)
    /// in the v1 layout (the `uuid` crate's generator). Prefer v6 or v7 for new
    /// systems: v1 does not sort by time.
    ///
    /// # Panics
    ///
    /// As [`now_v6`](Self::now_v6).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::now_v1(&[1, 2, 3, 4, 5, 6]);
    /// assert_eq!(id.get_version_num(), 1);
    /// assert_eq!(id.get_node_id(), Some([1, 2, 3, 4, 5, 6]));
    /// ```
    #[inline]
    pub fn now_v1(node_id: &[u8; 6]) -> Self {
        PROCESS_GREGORIAN.generate_with_node(1, *node_id)
    }

    /// A new version 4 UUID (RFC 9562 §5.4): 122 bits from the calling thread's
    /// OS-seeded `ChaCha12` generator, [`ThreadLocalRng`], which reseeds in a forked
    /// child.
    ///
    /// # Panics
    ///
    /// If the operating system cannot supply a random seed (see [`ThreadLocalRng`]).
    ///
    /// ```
    /// use uuid_runtime::{Uuid, Variant};
    ///
    /// let id = Uuid::new_v4();
    /// assert_eq!(id.get_version_num(), 4);
    /// assert_eq!(id.get_variant(), Variant::RFC4122);
    /// assert_ne!(id, Uuid::new_v4());
    /// ```
    #[inline]
    pub fn new_v4() -> Self {
        Self::v4_layout(rng::RandomSource::next_u128(&ThreadLocalRng).to_be_bytes())
    }

    /// Fills `ids` with new version 7 UUIDs in one strictly increasing run, from the
    /// same process-wide generator as [`now_v7`](Self::now_v7): the whole batch is
    /// greater than every UUID `now_v7` or `fill_v7` returned before it, from any
    /// thread, and smaller than every one they return after. For bulk inserts and ETL
    /// jobs: rows keyed in one run land together at the end of a B-tree index, and the
    /// batch costs a fraction of as many `now_v7()` calls (one clock read and one
    /// compare-and-swap in all, and random bits in bulk).
    ///
    /// A batch takes one counter value per UUID; more than 2^14 UUIDs within one
    /// millisecond run the timestamps ahead of the clock, as in [`V7Generator`].
    ///
    /// # Panics
    ///
    /// As [`now_v7`](Self::now_v7).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let before = Uuid::now_v7();
    /// let mut ids = vec![Uuid::NIL; 1000];
    /// Uuid::fill_v7(&mut ids);
    /// assert!(before < ids[0]);
    /// assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    /// assert!(ids[999] < Uuid::now_v7());
    /// ```
    pub fn fill_v7(ids: &mut [Self]) {
        PROCESS_V7.fill(ids);
    }

    /// Fills `ids` with new version 4 UUIDs: what as many [`new_v4`](Self::new_v4)
    /// calls would return (the same CSPRNG, safe across forks in the same way), with
    /// the generator's output written straight into the batch.
    ///
    /// # Panics
    ///
    /// As [`new_v4`](Self::new_v4).
    ///
    /// ```
    /// use std::collections::HashSet;
    /// use uuid_runtime::Uuid;
    ///
    /// let mut ids = [Uuid::NIL; 1000];
    /// Uuid::fill_v4(&mut ids);
    /// assert!(ids.iter().all(|id| id.get_version_num() == 4));
    /// assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 1000);
    /// ```
    pub fn fill_v4(ids: &mut [Self]) {
        ThreadLocalRng::fill_v4(ids);
    }
}

/// [`Uuid::new_v7`], whose panic names `function`, the caller (a typed ID's `new_v7`).
#[track_caller]
pub fn new_v7_named(ts: Timestamp, function: &str) -> Uuid {
    match Uuid::try_new_v7(ts) {
        Ok(uuid) => uuid,
        Err(err) => crate::timestamp::out_of_range(function, err),
    }
}

/// `rand_a` (12 bits) and `rand_b` (62) of a v7 UUID: the low `bits` of `counter` first,
/// below the version (past 12 bits it goes on in `rand_b`, over the variant), then
/// `random`'s bits, as the `uuid` crate's `new_v7` places a `ContextV7`'s counter (a
/// counter wider than the 74 bits keeps its high ones).
fn counter_over_random(counter: u128, bits: u8, random: u128) -> [u64; 2] {
    const PAYLOAD_BITS: u32 = 74;
    let mut bits = u32::from(bits).min(128);
    let mut counter = if bits == 128 {
        counter
    } else {
        counter & ((1 << bits) - 1)
    };
    if bits > PAYLOAD_BITS {
        counter >>= bits - PAYLOAD_BITS;
        bits = PAYLOAD_BITS;
    }
    // The 74 payload bits, most significant first: `rand_a`'s 12, then `rand_b`'s 62.
    let payload = if bits == 0 {
        random >> 54
    } else {
        (counter << (PAYLOAD_BITS - bits)) | ((random >> 54) & ((1 << (PAYLOAD_BITS - bits)) - 1))
    };
    [(payload >> 62) as u64, (payload & ((1 << 62) - 1)) as u64]
}
