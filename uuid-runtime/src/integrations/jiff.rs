//! jiff 1.x (feature `jiff`): a [`Timestamp`] as a `jiff::Timestamp` and back, and a
//! `jiff::Timestamp` as a [`Clock`](crate::Clock) stopped at that instant.
//!
//! jiff's instants end with the year 9999 and a v7 UUID's run to 10889, so the way to
//! jiff is `TryFrom`, exact to the nanosecond, with jiff's own error beyond its range.
//! The other way is `From`, exact too: a [`Timestamp`] holds every instant jiff does.
//!
//! What the conversions keep and round, and an example with all three time libraries:
//! [Time libraries](super#time-libraries).
//!
//! ```
//! use uuid_runtime::{GregorianGenerator, ThreadLocalRng};
//!
//! // v6 IDs for rows imported from 2019, and each row's time back from its ID.
//! let then: jiff::Timestamp = "2019-06-01T12:00:00.1234567Z".parse().unwrap();
//! let backfill = GregorianGenerator::new(then, ThreadLocalRng);
//! let id = backfill.generate_v6();
//! assert_eq!(jiff::Timestamp::try_from(id.get_timestamp().unwrap())?, then);
//! # Ok::<(), jiff::Error>(())
//! ```

use crate::Timestamp;

/// The instant, exactly; after 9999 (a v7 UUID's time may be up to 10889) jiff's error
/// for an instant out of its range.
///
/// ```
/// use uuid_runtime::{Timestamp, Uuid};
///
/// // RFC 9562 A.6: a v7 UUID of 2022-02-22 19:22:22 UTC.
/// let id = Uuid::parse_str("017f22e2-79b0-7cc3-98c4-dc0c0c07398f").unwrap();
/// let time = jiff::Timestamp::try_from(id.get_timestamp().unwrap())?;
/// assert_eq!(time.to_string(), "2022-02-22T19:22:22Z");
///
/// // The last millisecond of a v7 UUID, in 10889.
/// assert!(jiff::Timestamp::try_from(Timestamp::from_unix_millis((1 << 48) - 1)).is_err());
/// # Ok::<(), jiff::Error>(())
/// ```
impl TryFrom<Timestamp> for jiff::Timestamp {
    type Error = jiff::Error;

    fn try_from(ts: Timestamp) -> Result<Self, Self::Error> {
        Self::from_nanosecond(ts.to_unix_nanos())
    }
}

/// The instant, exactly (a v1 or v6 UUID made of it keeps its 100-ns step, rounded
/// toward the past).
///
/// ```
/// use uuid_runtime::Timestamp;
///
/// let time: jiff::Timestamp = "1582-10-15T00:00:00.00000019Z".parse().unwrap();
/// let ts = Timestamp::from(time);
/// assert_eq!(ts.to_string(), "1582-10-15T00:00:00.00000019Z");
/// assert_eq!(ts.to_gregorian(), (1, 0));
/// ```
impl From<jiff::Timestamp> for Timestamp {
    #[inline]
    fn from(time: jiff::Timestamp) -> Self {
        Self::from_unix_nanos(time.as_nanosecond())
    }
}

/// A clock stopped at this instant: generators make IDs of that time (for backfills
/// and tests), with their usual ordering. Before 1970 it reads as the epoch itself.
///
/// ```
/// use uuid_runtime::{GregorianGenerator, ThreadLocalRng};
///
/// let then: jiff::Timestamp = "2019-06-01T12:00:00.1234567Z".parse().unwrap();
/// let backfill = GregorianGenerator::new(then, ThreadLocalRng);
/// let id = backfill.generate_v6();
/// assert_eq!(id.get_timestamp().unwrap().to_unix_nanos(), then.as_nanosecond());
/// ```
#[cfg(feature = "std")]
impl crate::Clock for jiff::Timestamp {
    fn now(&self) -> std::time::Duration {
        crate::timestamp::clock_reading(self.as_nanosecond())
    }
}
