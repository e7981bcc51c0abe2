//! The least and greatest version 7 UUIDs of a millisecond, and the range of a time
//! window: what makes "every order of May" a range scan on a v7 key.

use core::ops::Range;

use super::time::v7_layout;
use crate::timestamp::out_of_range;
use crate::{Timestamp, TimestampRangeError, Uuid};

/// `rand_a` and `rand_b` all ones: `new_v7` keeps their low 12 and 62 bits.
const ALL_RANDOM_BITS: (u16, u64) = (u16::MAX, u64::MAX);

impl Uuid {
    /// The least version 7 UUID (RFC 9562 variant) whose `unix_ts_ms` is `at`'s
    /// millisecond: `rand_a` and `rand_b` all zeros. `at` is taken to the millisecond,
    /// rounded down, as a v7 UUID's field holds it.
    ///
    /// # Panics
    ///
    /// If `at` is before 1970 or from 2^48 ms on (past `+10889-08-02T05:31:50.655Z`),
    /// with a message that says which; in a `const` item, that is a build error.
    /// [`try_min_v7`](Self::try_min_v7) returns the error instead.
    ///
    /// ```
    /// use uuid_runtime::{timestamp, Uuid};
    ///
    /// const MAY: Uuid = Uuid::min_v7(timestamp!("2026-05-01T00:00:00Z"));
    /// assert_eq!(MAY.to_string(), "019de0d5-c800-7000-8000-000000000000");
    /// ```
    #[inline]
    #[must_use]
    #[track_caller]
    pub const fn min_v7(at: Timestamp) -> Self {
        match Self::try_min_v7(at) {
            Ok(uuid) => uuid,
            Err(err) => out_of_range("Uuid::min_v7", err),
        }
    }

    /// The greatest version 7 UUID (RFC 9562 variant) whose `unix_ts_ms` is `at`'s
    /// millisecond: `rand_a` and `rand_b` all ones.
    ///
    /// # Panics
    ///
    /// As [`min_v7`](Self::min_v7); [`try_max_v7`](Self::try_max_v7) returns the error
    /// instead.
    ///
    /// ```
    /// use uuid_runtime::{timestamp, Uuid};
    ///
    /// let last = Uuid::max_v7(timestamp!("2026-05-01T00:00:00.999Z"));
    /// assert_eq!(last.to_string(), "019de0d5-cbe7-7fff-bfff-ffffffffffff");
    /// ```
    #[inline]
    #[must_use]
    #[track_caller]
    pub const fn max_v7(at: Timestamp) -> Self {
        match Self::try_max_v7(at) {
            Ok(uuid) => uuid,
            Err(err) => out_of_range("Uuid::max_v7", err),
        }
    }

    /// The version 7 UUIDs of the instants from `from` up to `to`:
    /// `min_v7(from)..min_v7(to)`. A v7 UUID is in it exactly when its millisecond is
    /// in `[from, to)`, the ends taken to the millisecond (rounded down), whatever its
    /// other bits hold: a counter, random bits, or a fraction of the millisecond (RFC
    /// 9562 §6.2, method 3). Bound its ends to `id >= $1 AND id < $2` in a store that
    /// orders UUIDs by their bytes (the guide's "Time-ordered keys" says which do).
    ///
    /// If `to` is not after `from` (to the millisecond), the range is empty.
    ///
    /// # Panics
    ///
    /// As [`min_v7`](Self::min_v7), for either end; [`try_range_v7`](Self::try_range_v7)
    /// returns the error instead.
    ///
    /// ```
    /// use core::ops::Range;
    /// use uuid_runtime::{timestamp, Uuid};
    ///
    /// const MAY: Range<Uuid> = Uuid::range_v7(
    ///     timestamp!("2026-05-01T00:00:00Z"),
    ///     timestamp!("2026-06-01T00:00:00Z"),
    /// );
    /// assert!(MAY.contains(&Uuid::max_v7(timestamp!("2026-05-31T23:59:59.999Z"))));
    /// assert!(!MAY.contains(&Uuid::min_v7(timestamp!("2026-06-01T00:00:00Z"))));
    /// ```
    #[inline]
    #[must_use]
    #[track_caller]
    pub const fn range_v7(from: Timestamp, to: Timestamp) -> Range<Self> {
        match Self::try_range_v7(from, to) {
            Ok(range) => range,
            Err(err) => out_of_range("Uuid::range_v7", err),
        }
    }

    /// [`min_v7`](Self::min_v7), or why `at` has no v7 UUID.
    ///
    /// ```
    /// use uuid_runtime::{timestamp, Uuid};
    ///
    /// let err = Uuid::try_min_v7(timestamp!("1969-12-31T23:59:59.999Z")).unwrap_err();
    /// assert!(!err.is_after());
    /// assert_eq!(
    ///     err.to_string(),
    ///     "instant out of range for a v7 UUID: its 48-bit millisecond field starts at \
    ///      1970-01-01T00:00:00Z, found an instant before it"
    /// );
    /// ```
    #[inline]
    pub const fn try_min_v7(at: Timestamp) -> Result<Self, TimestampRangeError> {
        match at.to_v7() {
            Ok((millis, _, _)) => Ok(v7_layout(millis, 0, 0)),
            Err(err) => Err(err),
        }
    }

    /// [`max_v7`](Self::max_v7), or why `at` has no v7 UUID.
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// // The field's last millisecond, then the first it cannot hold.
    /// let last = Timestamp::from_unix_millis((1 << 48) - 1);
    /// assert_eq!(Uuid::try_max_v7(last)?.to_string(), "ffffffff-ffff-7fff-bfff-ffffffffffff");
    /// let err = Uuid::try_max_v7(Timestamp::from_unix_millis(1 << 48)).unwrap_err();
    /// assert!(err.is_after());
    /// # Ok::<(), uuid_runtime::TimestampRangeError>(())
    /// ```
    #[inline]
    pub const fn try_max_v7(at: Timestamp) -> Result<Self, TimestampRangeError> {
        let (rand_a, rand_b) = ALL_RANDOM_BITS;
        match at.to_v7() {
            Ok((millis, _, _)) => Ok(v7_layout(millis, rand_a, rand_b)),
            Err(err) => Err(err),
        }
    }

    /// [`range_v7`](Self::range_v7), or why an end has no v7 UUID (`from`'s first).
    ///
    /// ```
    /// use uuid_runtime::{timestamp, Uuid};
    ///
    /// let day = Uuid::try_range_v7(
    ///     timestamp!("2026-05-01T00:00:00Z"),
    ///     timestamp!("2026-05-02T00:00:00Z"),
    /// )?;
    /// assert_eq!(day.end.get_timestamp().unwrap().to_unix_millis() - day.start.get_timestamp().unwrap().to_unix_millis(), 86_400_000);
    /// assert!(Uuid::try_range_v7(timestamp!("1969-01-01T00:00:00Z"), day.end.get_timestamp().unwrap()).is_err());
    /// # Ok::<(), uuid_runtime::TimestampRangeError>(())
    /// ```
    #[inline]
    pub const fn try_range_v7(
        from: Timestamp,
        to: Timestamp,
    ) -> Result<Range<Self>, TimestampRangeError> {
        let start = match Self::try_min_v7(from) {
            Ok(start) => start,
            Err(err) => return Err(err),
        };
        match Self::try_min_v7(to) {
            Ok(end) => Ok(start..end),
            Err(err) => Err(err),
        }
    }
}
