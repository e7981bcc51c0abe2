//! Where generators read the time.

#[cfg(unix)]
use std::mem::MaybeUninit;
use std::time::Duration;

/// A source of the current time, as a duration since 1970-01-01 00:00:00 UTC.
///
/// Generators take a clock so that tests can freeze it, set it back or jump it
/// forward; [`SystemClock`] is the real one. A clock may go backwards: the generators
/// keep their output ordered regardless. A reading beyond what a UUID's timestamp can
/// hold (the year 10889 for v7, 5236 for v1 and v6), up to [`Duration::MAX`], counts as
/// the timestamp's last value, never wraps around to its epoch; see
/// [`ExhaustedError`](crate::ExhaustedError) for what happens once that value is used
/// up.
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
/// assert_eq!(id.get_timestamp().unwrap().to_unix_millis(), 1_645_557_742_000);
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

/// The system's wall clock (`CLOCK_REALTIME`), as [`SystemTime::now`] reads it, at its
/// full resolution. A time before 1970 reads as the epoch itself.
///
/// On Unix it calls `clock_gettime(CLOCK_REALTIME)` directly (the same call
/// `SystemTime::now` makes) and converts with plain integer arithmetic, which saves
/// `SystemTime::duration_since` its checked subtraction and round trip through memory
/// (a quarter of the time of a `now_v7()` call). On `wasm32-unknown-unknown` (feature
/// `js`) it asks the JavaScript host: `performance.timeOrigin + performance.now()`, to a
/// fraction of the millisecond, where it agrees with `Date.now()` to within one
/// millisecond, `Date.now()` otherwise. Elsewhere it uses [`SystemTime::now`].
///
/// ```
/// use uuid_runtime::{Clock, SystemClock};
/// use std::time::{SystemTime, UNIX_EPOCH};
///
/// let before = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
/// assert!(SystemClock.now() >= before);
/// ```
///
/// [`SystemTime::now`]: std::time::SystemTime::now
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    // One function with both readings inside, so that its tests on Unix reach it whole.
    #[inline]
    fn now(&self) -> Duration {
        #[cfg(unix)]
        {
            let (secs, nanos) = realtime();
            match (u64::try_from(secs), u32::try_from(nanos)) {
                // The kernel keeps `tv_nsec` below 10^9, so `Duration::new` never carries.
                (Ok(secs), Ok(nanos)) if nanos < 1_000_000_000 => Duration::new(secs, nanos),
                // Before 1970 (or a malformed reading, which `clock_gettime` never gives).
                _ => system_time_now(),
            }
        }
        #[cfg(not(unix))]
        {
            system_time_now()
        }
    }
}

/// `CLOCK_REALTIME` as seconds and nanoseconds since the epoch; negative seconds
/// before 1970, or `(-1, 0)` should the call fail (it cannot for this clock).
#[cfg(unix)]
#[allow(unsafe_code)]
// `time_t` and `c_long` are only 32 bits wide on some targets.
#[allow(clippy::useless_conversion)]
#[inline]
fn realtime() -> (i64, i64) {
    // Uninitialised rather than a struct literal: on some targets `timespec` has
    // private padding fields.
    let mut now = MaybeUninit::<libc::timespec>::uninit();
    // SAFETY: `now` is valid for writes of a `timespec` and outlives the call;
    // `CLOCK_REALTIME` is a clock every Unix supports, and `clock_gettime` writes
    // nothing but `now`.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_REALTIME, now.as_mut_ptr()) };
    if status != 0 {
        return (-1, 0);
    }
    // SAFETY: a successful `clock_gettime` has filled in the whole `timespec`.
    let now = unsafe { now.assume_init() };
    (i64::from(now.tv_sec), i64::from(now.tv_nsec))
}

/// `SystemTime::now` since the epoch, or zero before it.
#[cfg(not(all(
    feature = "js",
    target_family = "wasm",
    any(target_os = "unknown", target_os = "none")
)))]
#[cfg_attr(unix, cold)]
fn system_time_now() -> Duration {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or(Duration::ZERO)
}

// `SystemTime::now` panics on `wasm32-unknown-unknown`: the JavaScript host's clock.
#[cfg(all(
    feature = "js",
    target_family = "wasm",
    any(target_os = "unknown", target_os = "none")
))]
use super::js::system_time_now;

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
