//! A clock and a random source for testing generators, shared by the generator tests.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::Duration;

use uuid_runtime::{Clock, RandomSource, Uuid};

/// A clock the test sets by hand, to any `Duration` (up to `Duration::MAX`). Set it
/// only while no thread reads it: seconds and nanoseconds are stored apart.
pub struct ManualClock {
    secs: AtomicU64,
    nanos: AtomicU32,
}

impl ManualClock {
    pub fn at(since_epoch: Duration) -> Self {
        let clock = Self {
            secs: AtomicU64::new(0),
            nanos: AtomicU32::new(0),
        };
        clock.set(since_epoch);
        clock
    }

    pub fn set(&self, since_epoch: Duration) {
        self.secs.store(since_epoch.as_secs(), Ordering::Relaxed);
        self.nanos
            .store(since_epoch.subsec_nanos(), Ordering::Relaxed);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Duration {
        Duration::new(
            self.secs.load(Ordering::Relaxed),
            self.nanos.load(Ordering::Relaxed),
        )
    }
}

/// Deterministic random bits: `SplitMix64`.
pub struct SplitMix(AtomicU64);

impl SplitMix {
    pub fn seeded(seed: u64) -> Self {
        Self(AtomicU64::new(seed))
    }
}

impl RandomSource for SplitMix {
    fn next_u64(&self) -> u64 {
        let mut z = self.0.fetch_add(0x9e37_79b9_7f4a_7c15, Ordering::Relaxed);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// 2022-02-22 19:22:22 UTC.
pub const START: Duration = Duration::from_secs(1_645_557_742);

/// A v7 UUID's millisecond.
pub fn millis(id: Uuid) -> u64 {
    (id.as_u128() >> 80) as u64
}

/// A v7 UUID's 15-bit counter: `rand_a` then the top 3 bits of `rand_b`.
pub fn counter(id: Uuid) -> u64 {
    let value = id.as_u128();
    let rand_a = (value >> 64) as u64 & 0xfff;
    let rand_b_top = (value >> 59) as u64 & 0x7;
    rand_a << 3 | rand_b_top
}

/// The key a v7 generator keeps: millisecond, `rand_a`, top 3 bits of `rand_b`.
pub fn v7_key(id: Uuid) -> u64 {
    millis(id) << 15 | counter(id)
}
