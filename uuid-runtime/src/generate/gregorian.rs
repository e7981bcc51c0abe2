//! Version 1 and 6 generation (RFC 9562 §5.1, §5.6, §6.1, §6.10).

use super::clock::{Clock, unix_100ns};
use super::error::ExhaustedError;
use super::fork;
use super::rng::RandomSource;
use super::sync::{AtomicU64, Ordering, yield_now};
use crate::Uuid;
use crate::timestamp::UUID_TICKS_BETWEEN_EPOCHS;
use crate::uuid::{v1_layout, v6_layout};

/// The 60 bits a v1/v6 timestamp holds: the last 100 ns of the year 5236.
const MAX_TICKS: u64 = (1 << 60) - 1;
/// The 14 bits of the clock sequence.
const CLOCK_SEQ_MASK: u64 = (1 << 14) - 1;
/// The multicast bit: the least significant bit of the node's first octet, set on a
/// random node so it cannot clash with an IEEE 802 address (§6.10).
const MULTICAST: u8 = 0x01;

/// `identity_state` before the node and clock sequence are drawn.
const UNSET: u64 = 0;

/// Makes version 1 and 6 UUIDs from a [`Clock`] and a [`RandomSource`].
///
/// - **Timestamp**: 100-ns intervals since 1582-10-15, made unique and increasing
///   across all threads by one atomic compare-and-swap: each UUID takes
///   `max(clock, last + 1)`. This is §6.1's simulated finer resolution: UUIDs made
///   within one 100-ns tick get the following ticks. More than ten million UUIDs a
///   second, or a clock set back, make the timestamps run ahead of the clock (by
///   100 ns per extra UUID, and by at most the rollback); they rejoin it once the clock
///   passes them. v1 and v6 share the sequence, so a v1 converted with
///   [`Uuid::to_v6`] never equals a v6 from the same generator.
/// - **Clock sequence**: 14 random bits, drawn on first use.
/// - **Node**: 48 random bits with the multicast bit set (§6.10), drawn on first use,
///   unless given with [`with_node`](Self::with_node).
///
/// In a child process, however it was forked (the C library's `fork()`, a raw
/// `syscall(SYS_fork)` or `clone()`; see [`ThreadLocalRng`](crate::ThreadLocalRng) for
/// how a child is told apart), the generator draws a new clock sequence (always
/// different from its parent's) and, unless the node was supplied, a new node, so
/// parent and child never make the same UUID. With a supplied node only the 14-bit
/// clock sequence tells related processes apart: a grandchild differs from its
/// grandparent, or two children of one parent from each other, by chance (one in
/// 16,383), which is why the random node is the default.
///
/// # The end of the field
///
/// The 60-bit timestamp ends in the year 5236. A clock reading beyond it (up to
/// [`Duration::MAX`](std::time::Duration::MAX)) counts as its last tick, never wraps to
/// 1582. Once that tick has been used no later UUID exists:
/// [`try_generate_v1`](Self::try_generate_v1) and
/// [`try_generate_v6`](Self::try_generate_v6) return [`ExhaustedError`] from then on,
/// for good, and [`generate_v1`](Self::generate_v1) and
/// [`generate_v6`](Self::generate_v6) panic with its message. No method ever returns a
/// duplicate.
///
/// ```
/// use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng};
///
/// let generator = GregorianGenerator::new(SystemClock, ThreadLocalRng);
/// let earlier = generator.generate_v6();
/// let later = generator.generate_v6();
/// assert!(earlier < later);
/// assert_eq!(earlier.get_node_id(), later.get_node_id());
/// assert_eq!(earlier.get_node_id().unwrap()[0] & 1, 1); // multicast bit
/// ```
#[derive(Debug)]
pub struct GregorianGenerator<C, R> {
    clock: C,
    random: R,
    supplied_node: Option<[u8; 6]>,
    /// The timestamp of the last UUID made.
    last_ticks: AtomicU64,
    /// `node << 16 | clock_seq`, valid when `identity_state` is `ready(fork::token())`.
    identity: AtomicU64,
    /// [`UNSET`], [`busy`] or [`ready`] for a fork token.
    identity_state: AtomicU64,
}

/// Some thread of the process with this fork token is drawing the identity.
const fn busy(token: u64) -> u64 {
    token << 2 | 1
}

/// The identity is drawn for the process with this fork token.
const fn ready(token: u64) -> u64 {
    token << 2 | 2
}

impl<C: Clock, R: RandomSource> GregorianGenerator<C, R> {
    const_unless_loom! {
        /// A generator reading `clock` and drawing its clock sequence and node from
        /// `random`.
        ///
        /// ```
        /// use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng};
        ///
        /// static GENERATOR: GregorianGenerator<SystemClock, ThreadLocalRng> =
        ///     GregorianGenerator::new(SystemClock, ThreadLocalRng);
        /// assert_eq!(GENERATOR.generate_v1().get_version_num(), 1);
        /// ```
        #[inline]
        pub const fn new(clock: C, random: R) -> Self {
            Self {
                clock,
                random,
                supplied_node: None,
                last_ticks: AtomicU64::new(0),
                identity: AtomicU64::new(0),
                identity_state: AtomicU64::new(UNSET),
            }
        }
    }

    /// The same generator with a node of your choosing (for example a MAC address)
    /// instead of a random one.
    ///
    /// ```
    /// use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng};
    ///
    /// let node = [0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46];
    /// let generator = GregorianGenerator::new(SystemClock, ThreadLocalRng).with_node(node);
    /// assert_eq!(generator.generate_v1().get_node_id(), Some(node));
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_node(mut self, node: [u8; 6]) -> Self {
        self.supplied_node = Some(node);
        self
    }

    /// The next version 1 UUID (RFC 9562 §5.1).
    ///
    /// # Panics
    ///
    /// If the generator is exhausted (see [`try_generate_v1`](Self::try_generate_v1)),
    /// which takes a clock in the year 5236 or later.
    ///
    /// ```
    /// use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng};
    ///
    /// let generator = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    /// let id = generator.generate_v1();
    /// assert_eq!(id.get_version_num(), 1);
    /// assert_eq!(id.to_v6().unwrap().to_v1(), Some(id));
    /// ```
    pub fn generate_v1(&self) -> Uuid {
        self.try_generate_v1().unwrap_or_else(|err| err.panic())
    }

    /// The next version 1 UUID, or [`ExhaustedError`] once the 60-bit timestamp has
    /// no later tick left (the year 5236). An exhausted generator stays exhausted.
    ///
    /// ```
    /// use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng};
    ///
    /// let generator = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    /// assert_eq!(generator.try_generate_v1()?.get_version_num(), 1);
    /// # Ok::<(), uuid_runtime::ExhaustedError>(())
    /// ```
    pub fn try_generate_v1(&self) -> Result<Uuid, ExhaustedError> {
        let ticks = self.next_ticks().ok_or(ExhaustedError::new(1))?;
        let (clock_seq, node) = self.identity();
        Ok(v1_layout(ticks, clock_seq, node))
    }

    /// The next version 6 UUID (RFC 9562 §5.6), greater than every v6 this generator
    /// made before.
    ///
    /// # Panics
    ///
    /// If the generator is exhausted (see [`try_generate_v6`](Self::try_generate_v6)),
    /// which takes a clock in the year 5236 or later.
    ///
    /// ```
    /// use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng};
    ///
    /// let generator = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    /// let first = generator.generate_v6();
    /// assert_eq!(first.get_version_num(), 6);
    /// assert!(generator.generate_v6() > first);
    /// ```
    pub fn generate_v6(&self) -> Uuid {
        self.try_generate_v6().unwrap_or_else(|err| err.panic())
    }

    /// The next version 6 UUID, or [`ExhaustedError`] once the 60-bit timestamp has
    /// no later tick left (the year 5236). An exhausted generator stays exhausted.
    ///
    /// ```
    /// use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng};
    ///
    /// let generator = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    /// let first = generator.try_generate_v6()?;
    /// assert!(generator.try_generate_v6()? > first);
    /// # Ok::<(), uuid_runtime::ExhaustedError>(())
    /// ```
    pub fn try_generate_v6(&self) -> Result<Uuid, ExhaustedError> {
        let ticks = self.next_ticks().ok_or(ExhaustedError::new(6))?;
        let (clock_seq, node) = self.identity();
        Ok(v6_layout(ticks, clock_seq, node))
    }

    /// `max(clock, last + 1)`, installed atomically; `None` if `last` is the field's
    /// last tick and the clock is not past it (it cannot be: it saturates there).
    /// The next UUID of `version` (1 or 6) with this generator's time and clock
    /// sequence and `node` in place of its own: what [`Uuid::now_v1`] and
    /// [`Uuid::now_v6`] make of the process's generator and the node they are given.
    /// The time increases across every node, so no two UUIDs of one node are alike.
    pub(crate) fn generate_with_node(&self, version: u8, node: [u8; 6]) -> Uuid {
        let Some(ticks) = self.next_ticks() else {
            ExhaustedError::new(version).panic()
        };
        let (clock_seq, _) = self.identity();
        if version == 1 {
            v1_layout(ticks, clock_seq, node)
        } else {
            v6_layout(ticks, clock_seq, node)
        }
    }

    #[inline]
    fn next_ticks(&self) -> Option<u64> {
        let now = unix_100ns(self.clock.now())
            .saturating_add(UUID_TICKS_BETWEEN_EPOCHS)
            .min(MAX_TICKS);
        let mut previous = self.last_ticks.load(Ordering::Relaxed);
        loop {
            let next = if now > previous {
                now
            } else if previous < MAX_TICKS {
                previous + 1
            } else {
                return None;
            };
            match self.last_ticks.compare_exchange_weak(
                previous,
                next,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return Some(next),
                Err(actual) => previous = actual,
            }
        }
    }

    /// The clock sequence and node for this process, drawn on first use and again in a
    /// child after `fork()`.
    #[inline]
    fn identity(&self) -> (u16, [u8; 6]) {
        if self.identity_state.load(Ordering::Acquire) == ready(fork::token()) {
            return unpack(self.identity.load(Ordering::Relaxed));
        }
        self.draw_identity()
    }

    #[cold]
    fn draw_identity(&self) -> (u16, [u8; 6]) {
        // Registered before the token is read, so that later forks are told apart.
        fork::watch();
        loop {
            let token = fork::token();
            let state = self.identity_state.load(Ordering::Acquire);
            if state == ready(token) {
                return unpack(self.identity.load(Ordering::Relaxed));
            }
            if state == busy(token) {
                // Another thread of this process is drawing it; this is brief.
                yield_now();
                continue;
            }
            // Unset, or left from before a fork (even mid-draw by a thread the child
            // does not have): claim the draw.
            if self
                .identity_state
                .compare_exchange(state, busy(token), Ordering::Acquire, Ordering::Relaxed)
                .is_err()
            {
                continue;
            }
            let clock_seq = if state == UNSET {
                self.random.next_u64() & CLOCK_SEQ_MASK
            } else {
                // Differ from the parent's: add 1..=2^14-1 modulo 2^14.
                let (inherited, _) = unpack(self.identity.load(Ordering::Relaxed));
                let step = 1 + self.random.next_u64() % CLOCK_SEQ_MASK;
                (u64::from(inherited) + step) & CLOCK_SEQ_MASK
            };
            let node = self.supplied_node.unwrap_or_else(|| {
                let [_, _, n0, n1, n2, n3, n4, n5] = self.random.next_u64().to_be_bytes();
                [n0 | MULTICAST, n1, n2, n3, n4, n5]
            });
            let identity = (clock_seq as u16, node);
            self.identity.store(pack(identity), Ordering::Relaxed);
            self.identity_state.store(ready(token), Ordering::Release);
            return identity;
        }
    }
}

fn pack((clock_seq, node): (u16, [u8; 6])) -> u64 {
    let [n0, n1, n2, n3, n4, n5] = node;
    u64::from_be_bytes([n0, n1, n2, n3, n4, n5, 0, 0]) | u64::from(clock_seq)
}

fn unpack(identity: u64) -> (u16, [u8; 6]) {
    let [n0, n1, n2, n3, n4, n5, _, _] = identity.to_be_bytes();
    (identity as u16, [n0, n1, n2, n3, n4, n5])
}
