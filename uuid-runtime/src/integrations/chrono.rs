//! chrono 0.4 (feature `chrono`): a [`Timestamp`] as a `DateTime<Utc>` and back, and a
//! `DateTime<Utc>` as a [`Clock`](crate::Clock) stopped at that instant.
//!
//! chrono reaches the year 262143, a UUID's time ends in 10889 and a [`Timestamp`] made
//! of Unix seconds or milliseconds may be later still, so the way to chrono is `TryFrom`,
//! exact to the nanosecond, with a [`TimestampRangeError`] beyond its range. The other
//! way is `From`, exact too.
//!
//! What the conversions keep and round, and an example with all three time libraries:
//! [Time libraries](super#time-libraries).
//!
//! ```
//! use chrono::{DateTime, Utc};
//! use uuid_runtime::{ThreadLocalRng, V7Generator};
//!
//! // v7 IDs for rows imported from 2019, in their own order, and each row's time back
//! // from its ID.
//! let then = DateTime::<Utc>::from_timestamp(1_559_390_400, 250_000_000).unwrap();
//! let backfill = V7Generator::new(then, ThreadLocalRng);
//! let id = backfill.generate();
//! assert_eq!(DateTime::<Utc>::try_from(id.get_timestamp().unwrap()).unwrap(), then);
//! ```

use chrono::{DateTime, Utc};

use crate::{Timestamp, TimestampRangeError};

/// The instant, exactly.
///
/// ```
/// use chrono::{DateTime, Utc};
/// use uuid_runtime::Uuid;
///
/// // RFC 9562 A.6: a v7 UUID of 2022-02-22 19:22:22 UTC.
/// let id = Uuid::parse_str("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")?;
/// let time = DateTime::<Utc>::try_from(id.get_timestamp().unwrap()).unwrap();
/// assert_eq!(time, DateTime::from_timestamp(1_645_557_742, 0).unwrap());
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
impl TryFrom<Timestamp> for DateTime<Utc> {
    type Error = TimestampRangeError;

    fn try_from(ts: Timestamp) -> Result<Self, Self::Error> {
        let nanos = ts.to_unix_nanos();
        let seconds = i64::try_from(nanos.div_euclid(1_000_000_000)).ok();
        let subsec = u32::try_from(nanos.rem_euclid(1_000_000_000)).ok();
        match seconds.zip(subsec) {
            Some((seconds, subsec)) => Self::from_timestamp(seconds, subsec),
            None => None,
        }
        .ok_or(TimestampRangeError::chrono(nanos > 0))
    }
}

/// The instant, exactly. A leap second (chrono's nanoseconds from 10^9 up) counts as the
/// first second of the next minute, as chrono's own `timestamp_nanos_opt` counts it.
///
/// ```
/// use chrono::{DateTime, Utc};
/// use uuid_runtime::{Timestamp, Uuid};
///
/// let time = DateTime::<Utc>::from_timestamp(1_645_557_742, 123_456_789).unwrap();
/// let ts = Timestamp::from(time);
/// assert_eq!(DateTime::<Utc>::try_from(ts)?, time);
/// // A v6 UUID holds 100-ns steps: the last two digits are gone.
/// let id = Uuid::new_v6(ts, &[0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
/// let back = DateTime::<Utc>::try_from(id.get_timestamp().unwrap())?;
/// assert_eq!(back.timestamp_subsec_nanos(), 123_456_700);
/// # Ok::<(), uuid_runtime::TimestampRangeError>(())
/// ```
impl From<DateTime<Utc>> for Timestamp {
    #[inline]
    fn from(time: DateTime<Utc>) -> Self {
        Self::from_unix_nanos(
            i128::from(time.timestamp()) * 1_000_000_000
                + i128::from(time.timestamp_subsec_nanos()),
        )
    }
}

/// A clock stopped at this instant: generators make IDs of that time (for backfills
/// and tests), with their usual ordering. Before 1970 it reads as the epoch itself.
///
/// ```
/// use chrono::{DateTime, Utc};
/// use uuid_runtime::{ThreadLocalRng, V7Generator};
///
/// let then = DateTime::<Utc>::from_timestamp(1_559_390_400, 250_000_000).unwrap();
/// let backfill = V7Generator::new(then, ThreadLocalRng);
/// let (first, second) = (backfill.generate(), backfill.generate());
/// assert!(first < second);
/// assert_eq!(first.get_timestamp().unwrap().to_unix_millis(), i128::from(then.timestamp_millis()));
/// ```
#[cfg(feature = "std")]
impl crate::Clock for DateTime<Utc> {
    fn now(&self) -> std::time::Duration {
        let nanos = i128::from(self.timestamp()) * 1_000_000_000
            + i128::from(self.timestamp_subsec_nanos());
        crate::timestamp::clock_reading(nanos)
    }
}
