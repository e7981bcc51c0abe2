//! The time carried by v1, v6 and v7 UUIDs.

use core::cmp::Ordering;
use core::hash::{Hash, Hasher};

/// 100-ns intervals from the Gregorian reform (1582-10-15) to the Unix epoch.
pub(crate) const GREGORIAN_TO_UNIX_100NS: u64 = 0x01b2_1dd2_1381_4000;

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
    pub const fn gregorian_100ns(&self) -> Option<u64> {
        match self.0 {
            Repr::Gregorian100ns(ticks) => Some(ticks),
            Repr::UnixMillis(_) | Repr::Unix { .. } => None,
        }
    }
}

impl PartialEq for Timestamp {
    fn eq(&self, other: &Self) -> bool {
        self.unix_nanos() == other.unix_nanos()
    }
}

impl Eq for Timestamp {}

impl PartialOrd for Timestamp {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Timestamp {
    fn cmp(&self, other: &Self) -> Ordering {
        self.unix_nanos().cmp(&other.unix_nanos())
    }
}

impl Hash for Timestamp {
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
