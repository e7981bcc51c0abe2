//! chrono 0.4 (feature `chrono`): a [`Timestamp`] as a `DateTime<Utc>` and back, and a
//! `DateTime<Utc>` as a [`Clock`](crate::Clock) stopped at that instant.
//!
//! Every `Timestamp` fits a `DateTime<Utc>` (chrono reaches the year 262143; a UUID's
//! time ends in 10889), so that way is `From`, exact to the nanosecond. The other way is
//! `TryFrom`: the v1/v6 form (100-ns steps, 1582 to 5236), rounded toward the past.
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
//! assert_eq!(DateTime::<Utc>::from(id.timestamp().unwrap()), then);
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
/// let time = DateTime::<Utc>::from(id.timestamp().unwrap());
/// assert_eq!(time, DateTime::from_timestamp(1_645_557_742, 0).unwrap());
/// # Ok::<(), uuid_runtime::ParseError>(())
/// ```
impl From<Timestamp> for DateTime<Utc> {
    fn from(ts: Timestamp) -> Self {
        let nanos = ts.unix_nanos();
        let seconds = i64::try_from(nanos.div_euclid(1_000_000_000)).ok();
        let subsec = u32::try_from(nanos.rem_euclid(1_000_000_000)).ok();
        match seconds.zip(subsec) {
            Some((seconds, subsec)) => Self::from_timestamp(seconds, subsec),
            None => None,
        }
        // A UUID's time is within 1582 to 10889, and chrono holds every such instant.
        .unwrap_or_else(|| unreachable!("chrono holds the years 1582 to 10889"))
    }
}

/// The instant in the v1/v6 form, rounded toward the past to 100 ns; an instant before
/// 1582-10-15 or after 5236-03-31 is a [`TimestampRangeError`]. A leap second (chrono's
/// nanoseconds from 10^9 up) counts as the first second of the next minute, as chrono's
/// own `timestamp_nanos_opt` counts it.
///
/// ```
/// use chrono::{DateTime, Utc};
/// use uuid_runtime::{Timestamp, Uuid};
///
/// let time = DateTime::<Utc>::from_timestamp(1_645_557_742, 123_456_789).unwrap();
/// let ts = Timestamp::try_from(time)?;
/// // 100-ns steps: the last two digits are gone.
/// assert_eq!(DateTime::<Utc>::from(ts).timestamp_subsec_nanos(), 123_456_700);
/// let id = Uuid::new_v6(ts.gregorian_100ns().unwrap(), 0x33c8, [0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
/// assert_eq!(id.timestamp(), Some(ts));
/// # Ok::<(), uuid_runtime::TimestampRangeError>(())
/// ```
impl TryFrom<DateTime<Utc>> for Timestamp {
    type Error = TimestampRangeError;

    fn try_from(time: DateTime<Utc>) -> Result<Self, Self::Error> {
        let nanos = i128::from(time.timestamp()) * 1_000_000_000
            + i128::from(time.timestamp_subsec_nanos());
        Self::try_from_unix_nanos(nanos)
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
/// assert_eq!(first.timestamp().unwrap().unix_millis(), then.timestamp_millis());
/// ```
#[cfg(feature = "std")]
impl crate::Clock for DateTime<Utc> {
    fn now(&self) -> std::time::Duration {
        let nanos = i128::from(self.timestamp()) * 1_000_000_000
            + i128::from(self.timestamp_subsec_nanos());
        crate::timestamp::clock_reading(nanos)
    }
}
