//! Generating new UUIDs (`std` only): versions 1, 4, 6 and 7 from the system clock and
//! an OS-seeded CSPRNG, and generator types with an injected clock and random source.
//!
//! The `Uuid::now_*` and `Uuid::new_v4` functions are thin wrappers over process-wide
//! generators: one [`V7Generator`] and one [`GregorianGenerator`] (shared by v1 and
//! v6), both lock-free, and the calling thread's [`ThreadLocalRng`].

mod clock;
mod gregorian;
mod rng;
mod v7;

pub use clock::{Clock, SystemClock};
pub use gregorian::GregorianGenerator;
pub use rng::{RandomSource, ThreadLocalRng};
pub use v7::V7Generator;

use crate::Uuid;

static PROCESS_V7: V7Generator<SystemClock, ThreadLocalRng> =
    V7Generator::new(SystemClock, ThreadLocalRng);

static PROCESS_GREGORIAN: GregorianGenerator<SystemClock, ThreadLocalRng> =
    GregorianGenerator::new(SystemClock, ThreadLocalRng);

/// The process-wide v7 generator's next UUID. Kept out of line so that `now_v7`, which
/// inlines into its caller, is only the store of the two registers this returns.
#[inline(never)]
fn process_v7() -> u128 {
    PROCESS_V7.generate_u128()
}

impl Uuid {
    /// A new version 7 UUID (RFC 9562 §5.7): the current Unix millisecond, a counter,
    /// and 58 fresh random bits. Every call returns a UUID strictly greater than all
    /// the UUIDs this function returned before in the process, from any thread; see
    /// [`V7Generator`] for the method and its bounds (counter overflow and a clock set
    /// back make the timestamp run ahead, never break the order).
    ///
    /// # Panics
    ///
    /// If the operating system cannot supply a random seed (see [`ThreadLocalRng`]).
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

    /// A new version 6 UUID (RFC 9562 §5.6): the current time in 100-ns steps since
    /// 1582, the process's random clock sequence and random multicast node. Increasing
    /// within the process; see [`GregorianGenerator`], which also takes a node of your
    /// choosing.
    ///
    /// # Panics
    ///
    /// If the operating system cannot supply a random seed (see [`ThreadLocalRng`]).
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
    /// If the operating system cannot supply a random seed (see [`ThreadLocalRng`]).
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
    /// OS-seeded `ChaCha12` generator, [`ThreadLocalRng`], which reseeds after `fork()`.
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
}
