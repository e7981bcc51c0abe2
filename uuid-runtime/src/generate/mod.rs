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

use crate::{Timestamp, Uuid};

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
    /// assert_eq!(first.version(), 7);
    /// ```
    #[inline]
    pub fn now_v7() -> Self {
        Self::from_u128(process_v7())
    }

    /// A new version 7 UUID of the millisecond `at` (rounded down), with 74 random bits
    /// from the calling thread's OS-seeded CSPRNG, [`ThreadLocalRng`]: for IDs of a time
    /// other than now (backfills, imports, tests), which sort by that time among v7
    /// UUIDs. Unlike [`now_v7`](Self::now_v7), two UUIDs of the same millisecond are in
    /// random order.
    ///
    /// # Panics
    ///
    /// If `at` is before 1970 or from 2^48 ms on (see [`Uuid::try_min_v7`], which
    /// returns the error), or if the operating system cannot supply a random seed.
    ///
    /// ```
    /// use uuid_runtime::{timestamp, Uuid};
    ///
    /// let at = timestamp!("2026-05-01T12:00:00.250Z");
    /// let id = Uuid::new_v7_at(at);
    /// assert_eq!(id.version(), 7);
    /// assert_eq!(id.timestamp(), Some(at));
    /// assert!((Uuid::min_v7(at)..=Uuid::max_v7(at)).contains(&id));
    /// ```
    #[inline]
    pub fn new_v7_at(at: Timestamp) -> Self {
        v7_at(at, "Uuid::new_v7_at")
    }

    /// A new version 6 UUID (RFC 9562 §5.6): the current time in 100-ns steps since
    /// 1582, the process's random clock sequence and random multicast node. Increasing
    /// within the process; see [`GregorianGenerator`], which also takes a node of your
    /// choosing.
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
    /// let first = Uuid::now_v6();
    /// assert_eq!(first.version(), 6);
    /// assert!(Uuid::now_v6() > first);
    /// ```
    #[inline]
    pub fn now_v6() -> Self {
        PROCESS_GREGORIAN.generate_v6()
    }

    /// A new version 1 UUID (RFC 9562 §5.1): the fields of [`now_v6`](Self::now_v6)
    /// in the v1 layout. Prefer v6 or v7 for new systems: v1 does not sort by time.
    ///
    /// # Panics
    ///
    /// As [`now_v6`](Self::now_v6).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::now_v1();
    /// assert_eq!(id.version(), 1);
    /// assert_eq!(id.node().unwrap()[0] & 1, 1); // a random node has the multicast bit
    /// ```
    #[inline]
    pub fn now_v1() -> Self {
        PROCESS_GREGORIAN.generate_v1()
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
    /// assert_eq!(id.version(), 4);
    /// assert_eq!(id.variant(), Variant::Rfc9562);
    /// assert_ne!(id, Uuid::new_v4());
    /// ```
    #[inline]
    pub fn new_v4() -> Self {
        Self::from_random_bytes(rng::RandomSource::next_u128(&ThreadLocalRng).to_be_bytes())
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
    /// assert!(ids.iter().all(|id| id.version() == 4));
    /// assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 1000);
    /// ```
    pub fn fill_v4(ids: &mut [Self]) {
        ThreadLocalRng::fill_v4(ids);
    }
}

/// [`Uuid::new_v7_at`], whose panic names `function`, the caller (a typed ID's
/// `new_at`).
pub fn v7_at(at: Timestamp, function: &str) -> Uuid {
    match at.v7_millis() {
        Ok(millis) => {
            let random = rng::RandomSource::next_u128(&ThreadLocalRng);
            Uuid::new_v7(millis, (random >> 64) as u16, random as u64)
        }
        Err(err) => crate::v7_bounds::out_of_range(function, err),
    }
}
