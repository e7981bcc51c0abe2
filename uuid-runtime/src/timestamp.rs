//! The time carried by v1, v6 and v7 UUIDs.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};

/// 100-ns intervals from the Gregorian reform (1582-10-15) to the Unix epoch.
pub(crate) const GREGORIAN_TO_UNIX_100NS: u64 = 0x01b2_1dd2_1381_4000;

/// One more than the largest count of 100-ns intervals a v1/v6 timestamp holds (60 bits).
const GREGORIAN_100NS_END: u64 = 1 << 60;

/// A point in time as a UUID carries it: 100-ns steps since 1582-10-15 (v1, v6) or
/// whole milliseconds since 1970-01-01 (v7), both UTC; or nanoseconds since 1970 for
/// the v7 layout of an early draft ([`Uuid::draft_v7_timestamp`](crate::Uuid::draft_v7_timestamp)).
///
/// Comparisons and hashing are by the instant, whatever the precision.
///
/// ```
/// use uuid_runtime::Uuid;
///
/// // RFC 9562 A.6: 2022-02-22 19:22:22 UTC.
/// let id = Uuid::parse_str("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")?;
/// let ts = id.timestamp().unwrap();
/// assert_eq!(ts.unix_millis(), 1_645_557_742_000);
/// assert_eq!(ts.gregorian_100ns(), None);
/// # Ok::<(), uuid_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Timestamp(Repr);

#[derive(Clone, Copy, Debug)]
enum Repr {
    Gregorian100ns(u64),
    UnixMillis(u64),
    /// Whole seconds and the nanoseconds after them (below 10^9).
    Unix {
        seconds: u64,
        nanos: u32,
    },
}

impl Timestamp {
    /// A v1/v6 timestamp: 100-ns intervals since 1582-10-15 00:00:00 UTC. Only the low
    /// 60 bits fit in a UUID; higher bits are ignored.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let ts = Timestamp::from_gregorian_100ns(0x01b2_1dd2_1381_4000);
    /// assert_eq!(ts.unix_nanos(), 0);
    /// ```
    #[inline]
    pub const fn from_gregorian_100ns(ticks: u64) -> Self {
        Self(Repr::Gregorian100ns(ticks & ((1 << 60) - 1)))
    }

    /// A v7 timestamp: milliseconds since 1970-01-01 00:00:00 UTC. Only the low 48 bits
    /// fit in a UUID; higher bits are ignored.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// assert_eq!(Timestamp::from_unix_millis(1).unix_nanos(), 1_000_000);
    /// ```
    #[inline]
    pub const fn from_unix_millis(millis: u64) -> Self {
        Self(Repr::UnixMillis(millis & ((1 << 48) - 1)))
    }

    /// A timestamp of seconds and nanoseconds (below 10^9) since 1970-01-01 00:00:00
    /// UTC: what [`Uuid::draft_v7_timestamp`](crate::Uuid::draft_v7_timestamp) reads.
    pub(crate) const fn from_unix(seconds: u64, nanos: u32) -> Self {
        Self(Repr::Unix { seconds, nanos })
    }

    /// Nanoseconds since the Unix epoch, exactly: 100-ns steps for v1 and v6, whole
    /// milliseconds for v7; negative before 1970.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// assert_eq!(Timestamp::from_gregorian_100ns(0).unix_nanos(), -12_219_292_800_000_000_000);
    /// ```
    #[inline]
    pub const fn unix_nanos(&self) -> i128 {
        match self.0 {
            Repr::Gregorian100ns(ticks) => (ticks as i128 - GREGORIAN_TO_UNIX_100NS as i128) * 100,
            Repr::UnixMillis(millis) => millis as i128 * 1_000_000,
            Repr::Unix { seconds, nanos } => seconds as i128 * 1_000_000_000 + nanos as i128,
        }
    }

    /// Milliseconds since the Unix epoch, rounded down (towards the past).
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// // 100 ns before the epoch is in the millisecond before it.
    /// let ts = Timestamp::from_gregorian_100ns(0x01b2_1dd2_1381_4000 - 1);
    /// assert_eq!(ts.unix_millis(), -1);
    /// ```
    #[inline]
    pub const fn unix_millis(&self) -> i64 {
        self.unix_nanos().div_euclid(1_000_000) as i64
    }

    /// The 60-bit count of 100-ns intervals since 1582-10-15, for v1 and v6 timestamps.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// assert_eq!(Timestamp::from_gregorian_100ns(7).gregorian_100ns(), Some(7));
    /// assert_eq!(Timestamp::from_unix_millis(7).gregorian_100ns(), None);
    /// ```
    #[inline]
    pub const fn gregorian_100ns(&self) -> Option<u64> {
        match self.0 {
            Repr::Gregorian100ns(ticks) => Some(ticks),
            Repr::UnixMillis(_) | Repr::Unix { .. } => None,
        }
    }

    /// The instant `nanos` nanoseconds after the Unix epoch (before it if negative) in the
    /// v1/v6 form, the finest a UUID holds: rounded toward the past to 100 ns, as the
    /// generators round a clock. What the time libraries' instants convert to.
    #[cfg_attr(
        not(any(feature = "chrono", feature = "time", feature = "jiff")),
        allow(dead_code)
    )]
    pub(crate) fn try_from_unix_nanos(nanos: i128) -> Result<Self, TimestampRangeError> {
        let ticks = nanos.div_euclid(100) + i128::from(GREGORIAN_TO_UNIX_100NS);
        match u64::try_from(ticks) {
            Ok(ticks) if ticks < GREGORIAN_100NS_END => Ok(Self::from_gregorian_100ns(ticks)),
            _ => Err(TimestampRangeError { after: ticks > 0 }),
        }
    }
}

/// The time since the Unix epoch of the instant `nanos` nanoseconds after it, as a
/// [`Clock`](crate::Clock) reads it: an instant before 1970 reads as the epoch itself, as
/// [`SystemClock`](crate::SystemClock)'s does.
#[cfg(all(
    feature = "std",
    any(feature = "chrono", feature = "time", feature = "jiff")
))]
pub(crate) fn clock_reading(nanos: i128) -> core::time::Duration {
    let nanos = u128::try_from(nanos).unwrap_or(0);
    let seconds = u64::try_from(nanos / 1_000_000_000).unwrap_or(u64::MAX);
    core::time::Duration::new(seconds, (nanos % 1_000_000_000) as u32)
}

/// An instant that no UUID timestamp holds, converted to a [`Timestamp`]: one before
/// 1582-10-15 00:00:00 UTC or after 5236-03-31 21:21:00.6846975 UTC, the span of the
/// 60-bit count of 100 ns that v1 and v6 UUIDs carry. The error of the conversions from
/// the time libraries' instants (features `chrono`, `time` and `jiff`).
///
/// ```
/// # #[cfg(feature = "jiff")]
/// # fn main() {
/// use uuid_runtime::Timestamp;
///
/// let instant: jiff::Timestamp = "1500-01-01T00:00:00Z".parse().unwrap();
/// let err = Timestamp::try_from(instant).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "instant out of range: a UUID timestamp holds 1582-10-15T00:00:00Z to \
///      5236-03-31T21:21:00.6846975Z, found one before it"
/// );
/// # }
/// # #[cfg(not(feature = "jiff"))]
/// # fn main() {}
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimestampRangeError {
    after: bool,
}

impl TimestampRangeError {
    /// Whether the instant is after the range (else before it).
    ///
    /// ```
    /// # #[cfg(feature = "jiff")]
    /// # fn main() {
    /// use uuid_runtime::Timestamp;
    ///
    /// let err = Timestamp::try_from(jiff::Timestamp::MAX).unwrap_err();
    /// assert!(err.is_after());
    /// # }
    /// # #[cfg(not(feature = "jiff"))]
    /// # fn main() {}
    /// ```
    #[inline]
    pub const fn is_after(&self) -> bool {
        self.after
    }
}

impl fmt::Display for TimestampRangeError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = if self.after { "after" } else { "before" };
        write!(
            f,
            "instant out of range: a UUID timestamp holds 1582-10-15T00:00:00Z to \
             5236-03-31T21:21:00.6846975Z, found one {side} it"
        )
    }
}

impl core::error::Error for TimestampRangeError {}

impl PartialEq for Timestamp {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.unix_nanos() == other.unix_nanos()
    }
}

impl Eq for Timestamp {}

impl PartialOrd for Timestamp {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Timestamp {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        self.unix_nanos().cmp(&other.unix_nanos())
    }
}

impl Hash for Timestamp {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.unix_nanos().hash(state);
    }
}

/// # Panics
///
/// Where the platform's `SystemTime` cannot hold the instant: Windows cannot go before
/// 1601, so a v1/v6 timestamp from 1582 to 1601 panics there.
#[cfg(feature = "std")]
impl From<Timestamp> for std::time::SystemTime {
    #[inline]
    fn from(ts: Timestamp) -> Self {
        let nanos = ts.unix_nanos();
        let magnitude = nanos.unsigned_abs();
        let offset = std::time::Duration::new(
            (magnitude / 1_000_000_000) as u64,
            (magnitude % 1_000_000_000) as u32,
        );
        if nanos >= 0 {
            Self::UNIX_EPOCH + offset
        } else {
            Self::UNIX_EPOCH - offset
        }
    }
}
