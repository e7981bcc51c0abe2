//! time 0.3 (feature `time`): a [`Timestamp`] as a `time::UtcDateTime` or
//! `time::OffsetDateTime` (at UTC) and back, and either as a [`Clock`](crate::Clock)
//! stopped at that instant.
//!
//! time's dates end with the year 9999 (unless its `large-dates` feature is on) and a
//! v7 UUID's run to 10889, so the way to time is `TryFrom`, exact to the nanosecond, with
//! time's own error beyond its range. The other way is `From`, exact too: a [`Timestamp`]
//! holds every instant time does.
//!
//! ```
//! use time::{OffsetDateTime, UtcDateTime, UtcOffset};
//! use uuid_runtime::{ThreadLocalRng, Timestamp, Uuid, V7Generator};
//!
//! // RFC 9562 A.6: a v7 UUID of 2022-02-22 19:22:22 UTC.
//! let id = Uuid::parse_str("017f22e2-79b0-7cc3-98c4-dc0c0c07398f").unwrap();
//! let time = UtcDateTime::try_from(id.get_timestamp().unwrap())?;
//! assert_eq!(time.unix_timestamp(), 1_645_557_742);
//! let utc = OffsetDateTime::try_from(Timestamp::from_unix_millis(1))?;
//! assert_eq!((utc.offset(), utc.millisecond()), (UtcOffset::UTC, 1));
//!
//! // Back, exactly; the offset does not matter.
//! let time = UtcDateTime::from_unix_timestamp_nanos(-150)?;
//! assert_eq!(Timestamp::from(time).to_unix_nanos(), -150);
//! let paris = utc.to_offset(UtcOffset::from_hms(1, 0, 0)?);
//! assert_eq!(Timestamp::from(paris), Timestamp::from(utc));
//!
//! // A clock stopped at an instant.
//! let then = UtcDateTime::from_unix_timestamp(1_559_390_400)?;
//! let backfill = V7Generator::new(then, ThreadLocalRng);
//! assert_eq!(backfill.generate().get_timestamp().unwrap().to_unix_millis(), 1_559_390_400_000);
//! # Ok::<(), time::error::ComponentRange>(())
//! ```
//!
//! What the conversions keep and round, and an example with all three time libraries:
//! [Time libraries](super#time-libraries).

use time::error::ComponentRange;
use time::{OffsetDateTime, UtcDateTime};

use crate::Timestamp;

/// The conversions both ways and the clock, for each of time's two UTC instants (an
/// `OffsetDateTime` converts at the offset UTC, and converts back whatever its offset).
macro_rules! instant {
    ($($instant:ty),*) => {$(
        /// The instant, exactly; beyond time's range (a v7 UUID's time may be up to
        /// 10889) time's error for a component out of range.
        impl TryFrom<Timestamp> for $instant {
            type Error = ComponentRange;

            fn try_from(ts: Timestamp) -> Result<Self, Self::Error> {
                Self::from_unix_timestamp_nanos(ts.to_unix_nanos())
            }
        }

        /// The instant, exactly: a [`Timestamp`] holds every instant time does.
        impl From<$instant> for Timestamp {
            #[inline]
            fn from(time: $instant) -> Self {
                Self::from_unix_nanos(time.unix_timestamp_nanos())
            }
        }

        /// A clock stopped at this instant: generators make IDs of that time (for
        /// backfills and tests), with their usual ordering. Before 1970 it reads as the
        /// epoch itself.
        #[cfg(feature = "std")]
        impl crate::Clock for $instant {
            fn now(&self) -> std::time::Duration {
                crate::timestamp::clock_reading(self.unix_timestamp_nanos())
            }
        }
    )*};
}

instant!(UtcDateTime, OffsetDateTime);
