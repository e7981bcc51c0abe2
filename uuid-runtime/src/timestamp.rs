//! The time a v1, v6 or v7 UUID carries ([`Timestamp`]), as the `uuid` crate's module
//! of the same name has it, and RFC 3339 text of it.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use crate::shared::calendar::civil_from_days;
use crate::shared::rfc3339::{self, ParseTimestampError};

/// 100-ns intervals from the Gregorian reform (1582-10-15) to the Unix epoch (the `uuid`
/// crate's name).
///
/// ```
/// use uuid_runtime::Timestamp;
/// use uuid_runtime::timestamp::UUID_TICKS_BETWEEN_EPOCHS;
///
/// let epoch = Timestamp::from_gregorian_time(UUID_TICKS_BETWEEN_EPOCHS, 0);
/// assert_eq!(epoch.to_unix(), (0, 0));
/// ```
pub const UUID_TICKS_BETWEEN_EPOCHS: u64 = 0x01b2_1dd2_1381_4000;

/// One more than the largest count of 100-ns intervals a v1/v6 timestamp holds (60 bits).
const GREGORIAN_100NS_END: i128 = 1 << 60;

/// One more than the largest millisecond a v7 timestamp holds (48 bits).
const V7_MILLIS_END: i128 = 1 << 48;

/// An instant, as a UUID carries it or as it is given to make one: nanoseconds since the
/// Unix epoch (negative before it, back to the 1582 that v1 and v6 UUIDs reach), with the
/// counter that goes with it into a UUID (the `uuid` crate's type).
///
/// A v1 or v6 UUID holds 100-ns steps since 1582-10-15 and a 14-bit clock sequence: its
/// [`Uuid::get_timestamp`](crate::Uuid::get_timestamp) is
/// [`from_gregorian_time`](Self::from_gregorian_time) of both, and
/// [`to_gregorian`](Self::to_gregorian) gives them back. A v7 UUID holds whole
/// milliseconds since 1970, and its timestamp has no counter. The counter of
/// [`from_unix_time`](Self::from_unix_time) is what [`Uuid::new_v7`](crate::Uuid::new_v7)
/// writes above its random bits, as the `uuid` crate's `ContextV7` fills it.
///
/// Comparisons, ordering and hashing are by the instant alone: the counter is carried
/// along for the constructors, not compared (the `uuid` crate compares it too, and has no
/// ordering). `Display` writes RFC 3339 in UTC, which `FromStr` and
/// [`try_parse`](Self::try_parse) read back; [`timestamp!`](crate::timestamp!) reads it at
/// compile time.
///
/// ```
/// use uuid_runtime::{Timestamp, Uuid};
///
/// // RFC 9562 A.6: 2022-02-22 19:22:22 UTC.
/// let id = Uuid::parse_str("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")?;
/// let ts = id.get_timestamp().unwrap();
/// assert_eq!(ts.to_unix(), (1_645_557_742, 0));
/// assert_eq!(ts, "2022-02-22T19:22:22Z".parse()?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Timestamp {
    unix_nanos: i128,
    counter: u128,
    usable_counter_bits: u8,
}

impl Timestamp {
    /// The instant `ticks` 100-ns intervals after 1582-10-15 00:00:00 UTC, with
    /// `counter` as the clock sequence of a v1 or v6 UUID made of it (its low 14 bits,
    /// the field's width). Every bit of `ticks` is kept: a UUID holds 60, and
    /// [`Uuid::new_v1`](crate::Uuid::new_v1) refuses an instant past them.
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// let ts = Timestamp::from_gregorian_time(0x1ec9414c232ab00, 0x33c8);
    /// assert_eq!(ts.to_string(), "2022-02-22T19:22:22Z");
    /// let id = Uuid::new_v1(ts, &[0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
    /// assert_eq!(id.to_string(), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    /// assert_eq!(id.get_timestamp().unwrap().to_gregorian(), (0x1ec9414c232ab00, 0x33c8));
    /// ```
    #[inline]
    pub const fn from_gregorian_time(ticks: u64, counter: u16) -> Self {
        Self {
            unix_nanos: (ticks as i128 - UUID_TICKS_BETWEEN_EPOCHS as i128) * 100,
            counter: counter as u128,
            usable_counter_bits: 14,
        }
    }

    /// The instant `seconds` seconds and `subsec_nanos` nanoseconds after 1970-01-01
    /// 00:00:00 UTC (nanoseconds of 10^9 or more carry into the seconds), with the
    /// `counter`'s low `usable_counter_bits` bits for [`Uuid::new_v7`](crate::Uuid::new_v7)
    /// to write above its random bits (`0, 0` for none), leap seconds not counted, as
    /// Unix time counts.
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// let ts = Timestamp::from_unix_time(1_777_593_600, 250_000_000, 0, 0);
    /// assert_eq!(ts.to_string(), "2026-05-01T00:00:00.25Z");
    ///
    /// // A 12-bit counter fills `rand_a`, the 12 bits after the millisecond.
    /// let id = Uuid::new_v7(Timestamp::from_unix_time(1_777_593_600, 0, 0xabc, 12));
    /// assert_eq!(&id.to_string()[14..18], "7abc");
    /// ```
    #[inline]
    pub const fn from_unix_time(
        seconds: u64,
        subsec_nanos: u32,
        counter: u128,
        usable_counter_bits: u8,
    ) -> Self {
        Self {
            unix_nanos: seconds as i128 * 1_000_000_000 + subsec_nanos as i128,
            counter,
            usable_counter_bits,
        }
    }

    /// The instant `millis` milliseconds after 1970-01-01 00:00:00 UTC. Every bit of
    /// `millis` is kept: a v7 UUID holds 48, and the v7 functions refuse an instant past
    /// them ([`Uuid::try_min_v7`](crate::Uuid::try_min_v7) says so).
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// assert_eq!(Timestamp::from_unix_millis(1).to_unix_nanos(), 1_000_000);
    /// assert_eq!(Timestamp::from_unix_millis(1 << 48).to_string(), "+10889-08-02T05:31:50.656Z");
    /// assert!(Uuid::try_min_v7(Timestamp::from_unix_millis(1 << 48)).is_err());
    /// ```
    #[inline]
    pub const fn from_unix_millis(millis: u64) -> Self {
        Self::from_unix_nanos(millis as i128 * 1_000_000)
    }

    /// The instant `nanos` nanoseconds after the Unix epoch (negative before 1970), with
    /// no counter: the inverse of [`to_unix_nanos`](Self::to_unix_nanos), and what the
    /// time libraries' instants, Arrow's and Parquet's timestamps and RFC 3339 text give.
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// let ts = Timestamp::from_unix_nanos(1_777_593_600_250_000_000);
    /// assert_eq!(ts.to_string(), "2026-05-01T00:00:00.25Z");
    /// assert_eq!(Timestamp::from_unix_nanos(-1).to_unix_millis(), -1);
    /// assert_eq!(Uuid::min_v7(ts).get_timestamp(), Some(Timestamp::from_unix_millis(1_777_593_600_250)));
    /// ```
    #[inline]
    pub const fn from_unix_nanos(nanos: i128) -> Self {
        Self {
            unix_nanos: nanos,
            counter: 0,
            usable_counter_bits: 0,
        }
    }

    /// The instant RFC 3339's `date-time` names (§5.6), as [`timestamp!`](crate::timestamp!)
    /// reads it at compile time: `2026-05-01T12:00:00Z`, with `T`, `t` or a space
    /// between date and time, `Z`, `z` or an offset `±hh:mm`, a fraction of 1 to 9
    /// digits, and a year from `0000` to `9999`. Nothing else is accepted: no leap
    /// second (`:60`; a timestamp counts 86,400 seconds a day, as Unix time does), no
    /// missing offset, no surrounding whitespace.
    ///
    /// A `const fn`, for `const` items (the crate's rule: `try_parse` reads a type's text
    /// in `const`, `FromStr` at run time, here the same code). The error says what is
    /// wrong, in which field, and at which character.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let ts = Timestamp::try_parse("2026-05-01T14:30:00.5+02:00")?;
    /// assert_eq!(ts, "2026-05-01 12:30:00.500z".parse()?);
    /// assert_eq!(ts.to_string(), "2026-05-01T12:30:00.5Z");
    ///
    /// let err = Timestamp::try_parse("2026-05-01T12:00:00").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "missing offset at position 19: RFC 3339 requires `Z` or `±hh:mm` after the time"
    /// );
    /// # Ok::<(), uuid_runtime::ParseTimestampError>(())
    /// ```
    #[inline]
    pub const fn try_parse(text: &str) -> Result<Self, ParseTimestampError> {
        match rfc3339::parse(text) {
            Ok(instant) => Ok(Self::from_unix_nanos(instant.to_unix_nanos())),
            Err(err) => Err(err),
        }
    }

    /// Nanoseconds since the Unix epoch, exactly (negative before 1970): 100-ns steps
    /// for v1 and v6, whole milliseconds for v7.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let reform = Timestamp::from_gregorian_time(0, 0);
    /// assert_eq!(reform.to_unix_nanos(), -12_219_292_800_000_000_000);
    /// ```
    #[inline]
    pub const fn to_unix_nanos(&self) -> i128 {
        self.unix_nanos
    }

    /// Milliseconds since the Unix epoch, rounded toward the past (negative before
    /// 1970): a v7 UUID's millisecond.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// // 100 ns before the epoch is in the millisecond before it.
    /// let ts = Timestamp::from_gregorian_time(0x01b2_1dd2_1381_4000 - 1, 0);
    /// assert_eq!(ts.to_unix_millis(), -1);
    /// ```
    #[inline]
    pub const fn to_unix_millis(&self) -> i128 {
        self.unix_nanos.div_euclid(1_000_000)
    }

    /// Seconds and nanoseconds since the Unix epoch (the `uuid` crate's function).
    ///
    /// # Panics
    ///
    /// If the instant is before 1970, which `u64` seconds cannot hold (the `uuid` crate
    /// wraps them into the far future instead; a v1 UUID of 1621 reads as 1621 in
    /// PostgreSQL); [`try_to_unix`](Self::try_to_unix) returns the error, and
    /// [`to_unix_nanos`](Self::to_unix_nanos) holds every instant.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// assert_eq!(Timestamp::from_unix_millis(1_500).to_unix(), (1, 500_000_000));
    /// ```
    #[inline]
    #[track_caller]
    pub const fn to_unix(&self) -> (u64, u32) {
        match self.try_to_unix() {
            Ok(unix) => unix,
            Err(err) => out_of_range("Timestamp::to_unix", err),
        }
    }

    /// [`to_unix`](Self::to_unix), or why the instant has no unsigned Unix time (it is
    /// before 1970).
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let reform = Timestamp::from_gregorian_time(0, 0);
    /// assert!(reform.try_to_unix().is_err());
    /// ```
    #[inline]
    pub const fn try_to_unix(&self) -> Result<(u64, u32), TimestampRangeError> {
        if self.unix_nanos < 0 {
            return Err(TimestampRangeError::new(Span::Unix, false));
        }
        let nanos = self.unix_nanos.unsigned_abs();
        let seconds = nanos / 1_000_000_000;
        if seconds > u64::MAX as u128 {
            return Err(TimestampRangeError::new(Span::Unix, true));
        }
        Ok((seconds as u64, (nanos % 1_000_000_000) as u32))
    }

    /// The 100-ns intervals since 1582-10-15 00:00:00 UTC (rounded toward the past) and
    /// the counter's low 14 bits: the time and clock sequence of a v1 or v6 UUID (the
    /// `uuid` crate's function).
    ///
    /// # Panics
    ///
    /// If the instant is outside the 60 bits of 100 ns a UUID holds, 1582-10-15 to
    /// 5236-03-31 (the `uuid` crate wraps instead); [`try_to_gregorian`](Self::try_to_gregorian)
    /// returns the error.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let ts = Timestamp::from_unix_time(0, 150, 0, 0);
    /// assert_eq!(ts.to_gregorian(), (0x01b2_1dd2_1381_4001, 0));
    /// ```
    #[inline]
    #[track_caller]
    pub const fn to_gregorian(&self) -> (u64, u16) {
        match self.try_to_gregorian() {
            Ok(gregorian) => gregorian,
            Err(err) => out_of_range("Timestamp::to_gregorian", err),
        }
    }

    /// [`to_gregorian`](Self::to_gregorian), or why the instant is outside the span of
    /// v1 and v6 UUIDs.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let err = Timestamp::from_unix_millis(u64::MAX).try_to_gregorian().unwrap_err();
    /// assert!(err.is_after());
    /// ```
    #[inline]
    pub const fn try_to_gregorian(&self) -> Result<(u64, u16), TimestampRangeError> {
        let ticks = self.unix_nanos.div_euclid(100) + UUID_TICKS_BETWEEN_EPOCHS as i128;
        if ticks < 0 {
            Err(TimestampRangeError::new(Span::Gregorian, false))
        } else if ticks >= GREGORIAN_100NS_END {
            Err(TimestampRangeError::new(Span::Gregorian, true))
        } else {
            Ok((ticks.unsigned_abs() as u64, (self.counter as u16) & 0x3fff))
        }
    }

    /// The millisecond a v7 UUID of this instant holds (this instant's, rounded down),
    /// and the counter to write above its random bits.
    pub(crate) const fn to_v7(self) -> Result<(u64, u128, u8), TimestampRangeError> {
        let millis = self.unix_nanos.div_euclid(1_000_000);
        if millis < 0 {
            Err(TimestampRangeError::new(Span::V7, false))
        } else if millis >= V7_MILLIS_END {
            Err(TimestampRangeError::new(Span::V7, true))
        } else {
            Ok((
                millis.unsigned_abs() as u64,
                self.counter,
                self.usable_counter_bits,
            ))
        }
    }
}

/// Panics with `function`'s name and `err`'s message, in a `const fn` (in a `const`
/// item, a compile error with that text).
#[track_caller]
pub(crate) const fn out_of_range(function: &str, err: TimestampRangeError) -> ! {
    let mut message = crate::shared::message::Message::new();
    message
        .push_char('`')
        .push_str(function)
        .push_str("`: ")
        .push_str(err.message());
    panic!("{}", message.as_str())
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

/// An instant outside what a function takes or gives: a v1 or v6 UUID's 60 bits of
/// 100 ns (1582-10-15 to 5236-03-31), a v7 UUID's 48-bit millisecond (1970 to 10889), or
/// the unsigned seconds of [`Timestamp::to_unix`] (from 1970). The error of the `try_`
/// twins of the functions that panic on such an instant.
///
/// ```
/// use uuid_runtime::{Timestamp, Uuid};
///
/// let err = Uuid::try_min_v7(Timestamp::from_gregorian_time(0, 0)).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "instant out of range for a v7 UUID: its 48-bit millisecond field starts at \
///      1970-01-01T00:00:00Z, found an instant before it"
/// );
/// assert!(!err.is_after());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimestampRangeError {
    after: bool,
    span: Span,
}

/// The span of instants a function takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Span {
    /// The 60-bit count of 100 ns of v1 and v6 UUIDs.
    Gregorian,
    /// The 48-bit Unix millisecond of v7 UUIDs.
    V7,
    /// `u64` seconds since 1970.
    Unix,
    /// chrono's `DateTime<Utc>`.
    #[cfg_attr(not(feature = "chrono"), allow(dead_code))]
    Chrono,
}

impl TimestampRangeError {
    const fn new(span: Span, after: bool) -> Self {
        Self { after, span }
    }

    /// An instant outside chrono's `DateTime<Utc>` (after it, or before).
    #[cfg(feature = "chrono")]
    pub(crate) const fn chrono(after: bool) -> Self {
        Self::new(Span::Chrono, after)
    }

    /// The message, in a `const fn` for the panics of the plain functions.
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
            (Span::Unix, false) => {
                "instant out of range for unsigned Unix time: it starts at \
                 1970-01-01T00:00:00Z, found an instant before it (`to_unix_nanos` holds it)"
            }
            (Span::Unix, true) => {
                "instant out of range for unsigned Unix time: its `u64` seconds end in the \
                 year 584554051223, found an instant after it"
            }
            (Span::Chrono, false) => {
                "instant out of range for chrono's `DateTime<Utc>`: it starts in the year \
                 -262143, found an instant before it"
            }
            (Span::Chrono, true) => {
                "instant out of range for chrono's `DateTime<Utc>`: it ends in the year \
                 262142, found an instant after it"
            }
        }
    }

    /// Whether the instant is after the range (else before it).
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// let err = Uuid::try_min_v7(Timestamp::from_unix_millis(1 << 48)).unwrap_err();
    /// assert!(err.is_after());
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

/// By the instant alone (see [`Timestamp`]).
impl PartialEq for Timestamp {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.unix_nanos == other.unix_nanos
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
        self.unix_nanos.cmp(&other.unix_nanos)
    }
}

impl Hash for Timestamp {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.unix_nanos.hash(state);
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
        let nanos = ts.unix_nanos;
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
/// [`try_parse`](Timestamp::try_parse) reads back to the same instant: the
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
/// assert_eq!(id.get_timestamp().unwrap().to_string(), "2022-02-22T19:22:22Z");
/// let ts = Timestamp::from_gregorian_time(0x1ec9414c232ab00 + 1_234_567, 0);
/// assert_eq!(ts.to_string(), "2022-02-22T19:22:22.1234567Z");
/// assert_eq!(ts.to_string().parse::<Timestamp>().unwrap(), ts);
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Rfc3339Text::new();
        text.write(self.unix_nanos);
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
        // Seconds past `i64` (from `u64` ones) still have days that fit it.
        let seconds = unix_nanos.div_euclid(1_000_000_000);
        let nanos = unix_nanos.rem_euclid(1_000_000_000) as u64;
        let (year, month, day) = civil_from_days(seconds.div_euclid(86_400) as i64);
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

/// [`Timestamp::try_parse`].
impl FromStr for Timestamp {
    type Err = ParseTimestampError;

    #[inline]
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::try_parse(text)
    }
}

/// The instant of a `SystemTime`, before 1970 too (the `uuid` crate's conversion, whose
/// error is never returned here: the `uuid` crate's timestamps start in 1970, these in
/// 1582 and before); `std`.
///
/// ```
/// use std::time::{Duration, SystemTime};
/// use uuid_runtime::Timestamp;
///
/// let ts = Timestamp::try_from(SystemTime::UNIX_EPOCH - Duration::from_secs(1))?;
/// assert_eq!(ts.to_string(), "1969-12-31T23:59:59Z");
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
#[cfg(feature = "std")]
impl TryFrom<std::time::SystemTime> for Timestamp {
    type Error = crate::Error;

    #[inline]
    fn try_from(time: std::time::SystemTime) -> Result<Self, crate::Error> {
        // A `Duration` holds below 2^94 nanoseconds, so `i128` holds them with their sign.
        #[allow(clippy::cast_possible_wrap)]
        let nanos = match time.duration_since(std::time::SystemTime::UNIX_EPOCH) {
            Ok(after) => after.as_nanos() as i128,
            Err(before) => -(before.duration().as_nanos() as i128),
        };
        Ok(Self::from_unix_nanos(nanos))
    }
}
