//! The time carried by v1, v6 and v7 UUIDs, and RFC 3339 text of it.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use crate::shared::calendar::civil_from_days;
use crate::shared::rfc3339::{self, ParseTimestampError};

/// 100-ns intervals from the Gregorian reform (1582-10-15) to the Unix epoch.
pub(crate) const GREGORIAN_TO_UNIX_100NS: u64 = 0x01b2_1dd2_1381_4000;

/// One more than the largest count of 100-ns intervals a v1/v6 timestamp holds (60 bits).
const GREGORIAN_100NS_END: u64 = 1 << 60;

/// A point in time as a UUID carries it: 100-ns steps since 1582-10-15 (v1, v6) or
/// whole milliseconds since 1970-01-01 (v7), both UTC; or seconds and nanoseconds since
/// 1970, as RFC 3339 text ([`parse_rfc3339`](Self::parse_rfc3339),
/// [`timestamp!`](crate::timestamp!)) and the v7 layout of an early draft
/// ([`Uuid::draft_v7_timestamp`](crate::Uuid::draft_v7_timestamp)) give it.
///
/// Comparisons and hashing are by the instant, whatever the precision. `Display` writes
/// RFC 3339 in UTC, which `FromStr` reads back.
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
    /// Whole seconds (negative before 1970) and the nanoseconds after them (below
    /// 10^9).
    Unix {
        seconds: i64,
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

    /// The instant `seconds` seconds and `nanos` nanoseconds after 1970-01-01 00:00:00
    /// UTC (`seconds` negative before it), leap seconds not counted, as Unix time counts.
    /// Nanoseconds of 10^9 or more carry into the seconds.
    ///
    /// # Panics
    ///
    /// If the carry takes the seconds past `i64::MAX`.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let ts = Timestamp::from_unix(1_777_593_600, 250_000_000);
    /// assert_eq!(ts.to_string(), "2026-05-01T00:00:00.25Z");
    /// assert_eq!(Timestamp::from_unix(-1, 0).to_string(), "1969-12-31T23:59:59Z");
    /// ```
    #[inline]
    pub const fn from_unix(seconds: i64, nanos: u32) -> Self {
        let carry = (nanos / 1_000_000_000) as i64;
        let Some(seconds) = seconds.checked_add(carry) else {
            panic!("`Timestamp::from_unix`: the seconds overflow `i64`")
        };
        Self::from_unix_parts(seconds, nanos % 1_000_000_000)
    }

    /// A timestamp of seconds and nanoseconds (below 10^9) since 1970-01-01 00:00:00
    /// UTC.
    pub(crate) const fn from_unix_parts(seconds: i64, nanos: u32) -> Self {
        Self(Repr::Unix { seconds, nanos })
    }

    /// The instant RFC 3339's `date-time` names (§5.6), as [`timestamp!`](crate::timestamp!)
    /// reads it at compile time: `2026-05-01T12:00:00Z`, with `T`, `t` or a space
    /// between date and time, `Z`, `z` or an offset `±hh:mm`, a fraction of 1 to 9
    /// digits, and a year from `0000` to `9999`. Nothing else is accepted: no leap
    /// second (`:60`; a timestamp counts 86,400 seconds a day, as Unix time does), no
    /// missing offset, no surrounding whitespace.
    ///
    /// The error says what is wrong, in which field, and at which character. Also
    /// available as `FromStr`.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let ts = Timestamp::parse_rfc3339("2026-05-01T14:30:00.5+02:00")?;
    /// assert_eq!(ts, "2026-05-01 12:30:00.500z".parse()?);
    /// assert_eq!(ts.to_string(), "2026-05-01T12:30:00.5Z");
    ///
    /// let err = Timestamp::parse_rfc3339("2026-05-01T12:00:00").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "missing offset at position 19: RFC 3339 requires `Z` or `±hh:mm` after the time"
    /// );
    /// # Ok::<(), uuid_runtime::ParseTimestampError>(())
    /// ```
    #[inline]
    pub const fn parse_rfc3339(text: &str) -> Result<Self, ParseTimestampError> {
        match rfc3339::parse(text) {
            Ok(instant) => Ok(Self::from_unix_parts(instant.seconds, instant.nanos)),
            Err(err) => Err(err),
        }
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

    /// The millisecond a v7 UUID of this instant holds: this instant's, rounded down.
    pub(crate) const fn v7_millis(&self) -> Result<u64, TimestampRangeError> {
        let millis = self.unix_nanos().div_euclid(1_000_000);
        if millis < 0 {
            Err(TimestampRangeError::v7(false))
        } else if millis >= 1 << 48 {
            Err(TimestampRangeError::v7(true))
        } else {
            Ok(millis.unsigned_abs() as u64)
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
            _ => Err(TimestampRangeError {
                after: ticks > 0,
                span: Span::Gregorian,
            }),
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
    span: Span,
}

/// The span of instants a conversion takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Span {
    /// The 60-bit count of 100 ns of v1 and v6 UUIDs.
    Gregorian,
    /// The 48-bit Unix millisecond of v7 UUIDs.
    V7,
}

impl TimestampRangeError {
    /// An instant before 1970 (or, `after`, from 2^48 ms on) where a v7 UUID's
    /// millisecond is wanted.
    pub(crate) const fn v7(after: bool) -> Self {
        Self {
            after,
            span: Span::V7,
        }
    }

    /// The message, in a `const fn` for the panics of the v7 bounds.
    pub(crate) const fn message(self) -> &'static str {
        match (self.span, self.after) {
            (Span::Gregorian, false) => {
                "instant out of range: a UUID timestamp holds 1582-10-15T00:00:00Z to \
                 5236-03-31T21:21:00.6846975Z, found one before it"
            }
            (Span::Gregorian, true) => {
                "instant out of range: a UUID timestamp holds 1582-10-15T00:00:00Z to \
                 5236-03-31T21:21:00.6846975Z, found one after it"
            }
            (Span::V7, false) => {
                "instant out of range for a v7 UUID: its 48-bit millisecond field starts at \
                 1970-01-01T00:00:00Z, found an instant before it"
            }
            (Span::V7, true) => {
                "instant out of range for a v7 UUID: its 48-bit millisecond field ends at \
                 +10889-08-02T05:31:50.655Z, found an instant after it"
            }
        }
    }

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
        f.write_str(self.message())
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

/// RFC 3339 in UTC (`2026-05-01T12:30:00.5Z`), which
/// [`parse_rfc3339`](Timestamp::parse_rfc3339) reads back to the same instant: the
/// fraction only when it is not zero, with its trailing zeros left out. A year outside
/// `0000` to `9999`, which RFC 3339 cannot write (a v7 UUID's after 9999, or RFC 3339's
/// first day at an offset east of UTC), is written as ISO 8601 expands it, with its
/// sign (`+10889-08-02T05:31:50.655Z`), and is not read back. The formatter's
/// width, fill and alignment apply to the whole text.
///
/// ```
/// use uuid_runtime::{Timestamp, Uuid};
///
/// // RFC 9562 A.1: a v1 UUID holds 100-ns steps.
/// let id = Uuid::parse_str("c232ab00-9414-11ec-b3c8-9f6bdeced846")?;
/// assert_eq!(id.timestamp().unwrap().to_string(), "2022-02-22T19:22:22Z");
/// let ts = Timestamp::from_gregorian_100ns(0x1ec9414c232ab00 + 1_234_567);
/// assert_eq!(ts.to_string(), "2022-02-22T19:22:22.1234567Z");
/// assert_eq!(ts.to_string().parse::<Timestamp>().unwrap(), ts);
/// # Ok::<(), uuid_runtime::ParseError>(())
/// ```
impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Rfc3339Text::new();
        text.write(self.unix_nanos());
        f.pad(text.as_str())
    }
}

/// A timestamp's RFC 3339 text, written into a buffer: the widest is a year of 12
/// digits with its sign and nine digits of fraction, 42 characters.
struct Rfc3339Text {
    bytes: [u8; 48],
    len: usize,
}

impl Rfc3339Text {
    const fn new() -> Self {
        Self {
            bytes: [0; 48],
            len: 0,
        }
    }

    fn push(&mut self, byte: u8) {
        self.bytes[self.len] = byte;
        self.len += 1;
    }

    /// `value` in decimal, with leading zeros to `width` digits.
    fn push_number(&mut self, value: u64, width: usize) {
        let mut digits = [b'0'; 20];
        let mut rest = value;
        let mut count = 0;
        while rest > 0 || count < width {
            digits[count] = b'0' + (rest % 10) as u8;
            rest /= 10;
            count += 1;
        }
        for &digit in digits[..count].iter().rev() {
            self.push(digit);
        }
    }

    fn write(&mut self, unix_nanos: i128) {
        let seconds = unix_nanos.div_euclid(1_000_000_000) as i64;
        let nanos = unix_nanos.rem_euclid(1_000_000_000) as u64;
        let (year, month, day) = civil_from_days(seconds.div_euclid(86_400));
        let second_of_day = seconds.rem_euclid(86_400) as u64;
        if !(0..=9999).contains(&year) {
            self.push(if year < 0 { b'-' } else { b'+' });
        }
        self.push_number(year.unsigned_abs(), 4);
        self.push(b'-');
        self.push_number(u64::from(month), 2);
        self.push(b'-');
        self.push_number(u64::from(day), 2);
        self.push(b'T');
        self.push_number(second_of_day / 3600, 2);
        self.push(b':');
        self.push_number(second_of_day / 60 % 60, 2);
        self.push(b':');
        self.push_number(second_of_day % 60, 2);
        if nanos > 0 {
            let mut digits = 9;
            let mut fraction = nanos;
            while fraction % 10 == 0 {
                fraction /= 10;
                digits -= 1;
            }
            self.push(b'.');
            self.push_number(fraction, digits);
        }
        self.push(b'Z');
    }

    fn as_str(&self) -> &str {
        // Only ASCII digits and signs are written.
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or_default()
    }
}

/// [`Timestamp::parse_rfc3339`].
impl FromStr for Timestamp {
    type Err = ParseTimestampError;

    #[inline]
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::parse_rfc3339(text)
    }
}
