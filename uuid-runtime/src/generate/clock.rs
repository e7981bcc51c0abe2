//! Where generators read the time.

use std::time::{Duration, SystemTime};

/// A source of the current time, as a duration since 1970-01-01 00:00:00 UTC.
///
/// Generators take a clock so that tests can freeze it, set it back or jump it
/// forward; [`SystemClock`] is the real one. A clock may go backwards: the generators
/// keep their output ordered regardless.
///
/// ```
/// use std::time::Duration;
/// use uuid_runtime::{Clock, ThreadLocalRng, V7Generator};
///
/// // A clock stopped at 2022-02-22 19:22:22 UTC.
/// struct Frozen;
/// impl Clock for Frozen {
///     fn now(&self) -> Duration {
///         Duration::from_millis(1_645_557_742_000)
///     }
/// }
///
/// let generator = V7Generator::new(Frozen, ThreadLocalRng);
/// let id = generator.generate();
/// assert_eq!(id.timestamp().unwrap().unix_millis(), 1_645_557_742_000);
/// ```
pub trait Clock {
    /// The time elapsed since the Unix epoch.
    ///
    /// ```
    /// use uuid_runtime::{Clock, SystemClock};
    ///
    /// // Later than 2020-01-01.
    /// assert!(SystemClock.now().as_secs() > 1_577_836_800);
    /// ```
    fn now(&self) -> Duration;
}

/// The system's wall clock, [`SystemTime::now`]. A time before 1970 reads as the
/// epoch itself.
///
/// ```
/// use uuid_runtime::{Clock, SystemClock};
/// use std::time::{SystemTime, UNIX_EPOCH};
///
/// let before = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
/// assert!(SystemClock.now() >= before);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    #[inline]
    fn now(&self) -> Duration {
        SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or(Duration::ZERO)
    }
}

/// A shared clock, so a test can move the clock a generator holds.
impl<C: Clock + ?Sized> Clock for &C {
    #[inline]
    fn now(&self) -> Duration {
        (**self).now()
    }
}

/// Whole milliseconds since the epoch, saturating instead of overflowing.
#[inline]
pub(crate) fn unix_millis(since_epoch: Duration) -> u64 {
    since_epoch
        .as_secs()
        .saturating_mul(1_000)
        .saturating_add(u64::from(since_epoch.subsec_millis()))
}

/// 100-ns intervals since the Unix epoch, saturating instead of overflowing.
#[inline]
pub(crate) fn unix_100ns(since_epoch: Duration) -> u64 {
    since_epoch
        .as_secs()
        .saturating_mul(10_000_000)
        .saturating_add(u64::from(since_epoch.subsec_nanos() / 100))
}
