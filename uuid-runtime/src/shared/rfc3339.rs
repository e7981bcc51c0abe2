//! RFC 3339's `date-time` (§5.6), read in `const fn`: the grammar `timestamp!` checks
//! when it expands and `Timestamp::try_parse` runs, its one error type, and the
//! messages, written once for `Display` and for the build error of a constant.
//!
//! ```text
//! date-time = full-date ("T" / "t" / " ") full-time        ; " ": RFC 3339's note in §5.6
//! full-date = 4DIGIT "-" 2DIGIT "-" 2DIGIT                 ; year 0000-9999, month, day
//! full-time = 2DIGIT ":" 2DIGIT ":" 2DIGIT ["." 1*9DIGIT] offset
//! offset    = "Z" / "z" / ("+" / "-") 2DIGIT ":" 2DIGIT
//! ```
//!
//! The fraction holds nanoseconds, as a `Timestamp` does; a leap second (`:60`) is
//! refused, since a `Timestamp` counts time as Unix time does, 86,400 seconds a day.

use core::fmt;
use core::ops::Range;

use super::calendar::{days_from_civil, days_in_month};
use super::draw::Drawing;
use super::message::Message;
use super::utf8::{char_at, char_count};

/// The instant a date-time names: whole seconds since 1970-01-01T00:00:00Z (negative
/// before it) and the nanoseconds after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instant {
    /// Seconds since 1970-01-01T00:00:00Z, leap seconds not counted.
    pub seconds: i64,
    /// Nanoseconds after them, below 10^9.
    pub nanos: u32,
}

impl Instant {
    /// Nanoseconds since 1970-01-01T00:00:00Z (negative before it).
    pub const fn to_unix_nanos(self) -> i128 {
        self.seconds as i128 * 1_000_000_000 + self.nanos as i128
    }
}

/// A part of an RFC 3339 date-time, as [`ParseTimestampErrorKind`] names it.
///
/// ```
/// use uuid_runtime::{ParseTimestampErrorKind, Timestamp, TimestampField};
///
/// let err = Timestamp::try_parse("2026-13-01T00:00:00Z").unwrap_err();
/// assert_eq!(
///     err.kind(),
///     ParseTimestampErrorKind::OutOfRange { field: TimestampField::Month, value: 13 }
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TimestampField {
    /// The year: four digits, `0000` to `9999`.
    Year,
    /// The month: `01` to `12`.
    Month,
    /// The day of the month: `01` to `28`, `29`, `30` or `31`, as the month has.
    Day,
    /// The hour: `00` to `23`.
    Hour,
    /// The minute: `00` to `59`.
    Minute,
    /// The second: `00` to `59`.
    Second,
    /// The fraction of the second after `.`: 1 to 9 digits.
    Fraction,
    /// The hours of a numeric offset (`+hh:mm`): `00` to `23`.
    OffsetHour,
    /// The minutes of a numeric offset: `00` to `59`.
    OffsetMinute,
}

impl TimestampField {
    /// The field's name, as messages write it.
    ///
    /// ```
    /// use uuid_runtime::TimestampField;
    ///
    /// assert_eq!(TimestampField::OffsetHour.name(), "offset hour");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Self::Year => "year",
            Self::Month => "month",
            Self::Day => "day",
            Self::Hour => "hour",
            Self::Minute => "minute",
            Self::Second => "second",
            Self::Fraction => "fraction",
            Self::OffsetHour => "offset hour",
            Self::OffsetMinute => "offset minute",
        }
    }

    /// The separator written before the field, as messages quote it, and where.
    const fn separator_before(self) -> &'static str {
        match self {
            Self::Month => "`-` between the year and the month",
            Self::Day => "`-` between the month and the day",
            Self::Hour => "`T`, `t` or a space between the date and the time",
            Self::Minute => "`:` between the hour and the minute",
            Self::Second => "`:` between the minute and the second",
            Self::OffsetMinute => "`:` between the offset's hours and minutes",
            Self::Year | Self::Fraction | Self::OffsetHour => "",
        }
    }

    /// The values the field takes, for "expected ..." in messages.
    const fn range(self) -> &'static str {
        match self {
            Self::Month => "01 to 12",
            Self::Hour | Self::OffsetHour => "00 to 23",
            Self::Minute | Self::Second | Self::OffsetMinute => "00 to 59",
            Self::Year => "0000 to 9999",
            Self::Day => "01 to 31",
            Self::Fraction => "1 to 9 digits",
        }
    }
}

/// What is wrong with text that is not an RFC 3339 date-time. Returned by
/// [`ParseTimestampError::kind`].
///
/// ```
/// use uuid_runtime::{ParseTimestampErrorKind, Timestamp};
///
/// let err = Timestamp::try_parse("2026-05-01T12:00:00").unwrap_err();
/// assert_eq!(err.kind(), ParseTimestampErrorKind::MissingOffset);
/// assert_eq!(err.position(), 19);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseTimestampErrorKind {
    /// The text is empty.
    Empty,
    /// A character other than a digit where a digit of `field` belongs.
    ExpectedDigit {
        /// The field the digit belongs to.
        field: TimestampField,
        /// The character found.
        found: char,
    },
    /// A character other than the separator written before `field`: `-` before the
    /// month and the day, `T`, `t` or a space before the hour, `:` before the minute,
    /// the second and the offset's minutes.
    ExpectedSeparator {
        /// The field the separator comes before.
        before: TimestampField,
        /// The character found.
        found: char,
    },
    /// The text ends in `field`, or before it.
    UnexpectedEnd {
        /// The field that is cut short or missing.
        field: TimestampField,
    },
    /// A field's value outside its range: month 13, day 29 of February 2026, hour 24.
    OutOfRange {
        /// The field.
        field: TimestampField,
        /// Its value as written.
        value: u32,
    },
    /// The second `60`, a leap second: a `Timestamp` counts 86,400 seconds a day, as
    /// Unix time and every UUID timestamp do, so no instant has it.
    LeapSecond,
    /// The text ends after the time: RFC 3339 requires an offset, `Z` or `±hh:mm`.
    MissingOffset,
    /// A character other than `.` (with a fraction), `Z`, `z`, `+` or `-` after the
    /// seconds, where the offset belongs.
    InvalidOffset {
        /// The character found.
        found: char,
    },
    /// A fraction of more than 9 digits: a `Timestamp` holds nanoseconds.
    FractionTooLong {
        /// The number of digits found.
        digits: usize,
    },
    /// Characters after the offset, where the date-time ends.
    TrailingCharacters {
        /// The first of them.
        found: char,
    },
}

/// Why a text is not an RFC 3339 date-time, and where: the error of
/// [`Timestamp::try_parse`](crate::Timestamp::try_parse), whose messages
/// [`timestamp!`](crate::timestamp!) shows at compile time.
///
/// Plain data, so that `const fn` parsing can return it. Positions count characters,
/// not bytes, from 0.
///
/// ```
/// use uuid_runtime::Timestamp;
///
/// let err = Timestamp::try_parse("2026-02-29T00:00:00Z").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "day 29 out of range at position 8: February 2026 has days 01 to 28"
/// );
/// assert_eq!(err.span(), 8..10);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseTimestampError {
    kind: ParseTimestampErrorKind,
    start: usize,
    end: usize,
    /// The date read so far, for the day's message: year and month.
    year: u32,
    month: u32,
    /// Whether a fraction was read, for the offset's message.
    fraction: bool,
    /// Whether the text ends where a separator belongs, for the end's message.
    at_separator: bool,
}

impl ParseTimestampError {
    const fn new(kind: ParseTimestampErrorKind, start: usize, end: usize) -> Self {
        Self {
            kind,
            start,
            end,
            year: 0,
            month: 0,
            fraction: false,
            at_separator: false,
        }
    }

    /// What is wrong.
    ///
    /// ```
    /// use uuid_runtime::{ParseTimestampErrorKind, Timestamp, TimestampField};
    ///
    /// let err = Timestamp::try_parse("2026-05-01T24:00:00Z").unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     ParseTimestampErrorKind::OutOfRange { field: TimestampField::Hour, value: 24 }
    /// );
    /// ```
    #[inline]
    pub const fn kind(&self) -> ParseTimestampErrorKind {
        self.kind
    }

    /// The 0-based character position where the problem starts; the text's length
    /// when what is missing is at its end.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let err = Timestamp::try_parse("2026-05-01T12:60:00Z").unwrap_err();
    /// assert_eq!(err.position(), 14);
    /// ```
    #[inline]
    pub const fn position(&self) -> usize {
        self.start
    }

    /// The characters the problem covers, as 0-based character positions; empty where
    /// something is missing.
    ///
    /// ```
    /// use uuid_runtime::Timestamp;
    ///
    /// let err = Timestamp::try_parse("2026-05-01").unwrap_err();
    /// assert_eq!(err.span(), 10..10);
    /// ```
    #[inline]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }
}

/// RFC 3339's `date-time` in `text`, as the instant it names.
pub const fn parse(text: &str) -> Result<Instant, ParseTimestampError> {
    let b = text.as_bytes();
    if b.is_empty() {
        return Err(ParseTimestampError::new(
            ParseTimestampErrorKind::Empty,
            0,
            0,
        ));
    }
    let year = match digits(b, 0, 4, TimestampField::Year) {
        Ok(year) => year,
        Err(err) => return Err(err),
    };
    let month = match field(b, 4, TimestampField::Month, 12) {
        Ok(month) => month,
        Err(err) => return Err(err),
    };
    if let Err(err) = separator(b, 7, TimestampField::Day) {
        return Err(err);
    }
    let day = match digits(b, 8, 2, TimestampField::Day) {
        Ok(day) => day,
        Err(err) => return Err(err),
    };
    if day == 0 || day > days_in_month(year as i64, month) {
        let kind = ParseTimestampErrorKind::OutOfRange {
            field: TimestampField::Day,
            value: day,
        };
        return Err(ParseTimestampError {
            year,
            month,
            ..ParseTimestampError::new(kind, 8, 10)
        });
    }
    let hour = match field(b, 10, TimestampField::Hour, 23) {
        Ok(hour) => hour,
        Err(err) => return Err(err),
    };
    let minute = match field(b, 13, TimestampField::Minute, 59) {
        Ok(minute) => minute,
        Err(err) => return Err(err),
    };
    let second = match field(b, 16, TimestampField::Second, 60) {
        Ok(60) => {
            let kind = ParseTimestampErrorKind::LeapSecond;
            return Err(ParseTimestampError::new(kind, 17, 19));
        }
        Ok(second) => second,
        Err(err) => return Err(err),
    };
    let (nanos, offset_at) = match fraction(b, 19) {
        Ok(fraction) => fraction,
        Err(err) => return Err(err),
    };
    let (offset, end) = match offset(b, offset_at) {
        Ok(offset) => offset,
        Err(err) => {
            return Err(ParseTimestampError {
                fraction: offset_at > 19,
                ..err
            });
        }
    };
    if end < b.len() {
        let kind = ParseTimestampErrorKind::TrailingCharacters {
            found: char_at(b, end),
        };
        let (_, rest) = b.split_at(end);
        return Err(ParseTimestampError::new(kind, end, end + char_count(rest)));
    }
    let days = days_from_civil(year as i64, month, day);
    let seconds = days * 86_400 + (hour * 3600 + minute * 60 + second) as i64 - offset;
    Ok(Instant { seconds, nanos })
}

/// The separator before `field` at `at`, then the field's two digits, at most `max`;
/// below 1 for the month.
const fn field(
    b: &[u8],
    at: usize,
    field: TimestampField,
    max: u32,
) -> Result<u32, ParseTimestampError> {
    if let Err(err) = separator(b, at, field) {
        return Err(err);
    }
    let value = match digits(b, at + 1, 2, field) {
        Ok(value) => value,
        Err(err) => return Err(err),
    };
    let low = matches!(field, TimestampField::Month) && value == 0;
    if low || value > max {
        let kind = ParseTimestampErrorKind::OutOfRange { field, value };
        return Err(ParseTimestampError::new(kind, at + 1, at + 3));
    }
    Ok(value)
}

/// The separator written before `before`, at `at`.
const fn separator(b: &[u8], at: usize, before: TimestampField) -> Result<(), ParseTimestampError> {
    if at >= b.len() {
        let kind = ParseTimestampErrorKind::UnexpectedEnd { field: before };
        return Err(ParseTimestampError {
            at_separator: true,
            ..ParseTimestampError::new(kind, at, at)
        });
    }
    let ok = match before {
        TimestampField::Hour => matches!(b[at], b'T' | b't' | b' '),
        TimestampField::Month | TimestampField::Day => b[at] == b'-',
        _ => b[at] == b':',
    };
    if ok {
        return Ok(());
    }
    let kind = ParseTimestampErrorKind::ExpectedSeparator {
        before,
        found: char_at(b, at),
    };
    Err(ParseTimestampError::new(kind, at, at + 1))
}

/// The number written by the `count` digits at `at`, of `field`.
const fn digits(
    b: &[u8],
    at: usize,
    count: usize,
    field: TimestampField,
) -> Result<u32, ParseTimestampError> {
    let mut value = 0;
    let mut i = at;
    while i < at + count {
        if i >= b.len() {
            let kind = ParseTimestampErrorKind::UnexpectedEnd { field };
            return Err(ParseTimestampError::new(kind, i, i));
        }
        if !b[i].is_ascii_digit() {
            let kind = ParseTimestampErrorKind::ExpectedDigit {
                field,
                found: char_at(b, i),
            };
            return Err(ParseTimestampError::new(kind, i, i + 1));
        }
        value = value * 10 + (b[i] - b'0') as u32;
        i += 1;
    }
    Ok(value)
}

/// The fraction at `at` if there is one (`.` and 1 to 9 digits), in nanoseconds, and
/// where the offset starts.
const fn fraction(b: &[u8], at: usize) -> Result<(u32, usize), ParseTimestampError> {
    if at >= b.len() || b[at] != b'.' {
        return Ok((0, at));
    }
    let start = at + 1;
    let mut end = start;
    while end < b.len() && b[end].is_ascii_digit() {
        end += 1;
    }
    let count = end - start;
    if count == 0 {
        let kind = if end < b.len() {
            ParseTimestampErrorKind::ExpectedDigit {
                field: TimestampField::Fraction,
                found: char_at(b, end),
            }
        } else {
            ParseTimestampErrorKind::UnexpectedEnd {
                field: TimestampField::Fraction,
            }
        };
        let span = if end < b.len() { end + 1 } else { end };
        return Err(ParseTimestampError::new(kind, end, span));
    }
    if count > 9 {
        let kind = ParseTimestampErrorKind::FractionTooLong { digits: count };
        return Err(ParseTimestampError::new(kind, start, end));
    }
    let mut nanos = 0;
    let mut i = 0;
    while i < 9 {
        let digit = if i < count { b[start + i] - b'0' } else { 0 };
        nanos = nanos * 10 + digit as u32;
        i += 1;
    }
    Ok((nanos, end))
}

/// The offset at `at`, as seconds east of UTC, and where the text after it starts.
const fn offset(b: &[u8], at: usize) -> Result<(i64, usize), ParseTimestampError> {
    if at >= b.len() {
        let kind = ParseTimestampErrorKind::MissingOffset;
        return Err(ParseTimestampError::new(kind, at, at));
    }
    let sign = match b[at] {
        b'Z' | b'z' => return Ok((0, at + 1)),
        b'+' => 1,
        b'-' => -1,
        _ => {
            let kind = ParseTimestampErrorKind::InvalidOffset {
                found: char_at(b, at),
            };
            return Err(ParseTimestampError::new(kind, at, at + 1));
        }
    };
    let hours = match digits(b, at + 1, 2, TimestampField::OffsetHour) {
        Ok(hours) if hours > 23 => {
            let kind = ParseTimestampErrorKind::OutOfRange {
                field: TimestampField::OffsetHour,
                value: hours,
            };
            return Err(ParseTimestampError::new(kind, at + 1, at + 3));
        }
        Ok(hours) => hours,
        Err(err) => return Err(err),
    };
    let minutes = match field(b, at + 3, TimestampField::OffsetMinute, 59) {
        Ok(minutes) => minutes,
        Err(err) => return Err(err),
    };
    Ok((sign * (hours * 3600 + minutes * 60) as i64, at + 6))
}

impl ParseTimestampError {
    /// The message `Display` writes, built in a `const fn` so that a constant checked at
    /// compile time fails the build with the same text.
    pub(crate) const fn message(&self) -> Message {
        let mut m = Message::new();
        let at = self.start;
        match self.kind {
            ParseTimestampErrorKind::Empty => {
                m.push_str("empty timestamp: expected an RFC 3339 date-time, such as ")
                    .push_str("`2026-05-01T12:00:00Z`");
            }
            ParseTimestampErrorKind::ExpectedDigit { field, found } => {
                m.push_str("invalid character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(" in the ")
                    .push_str(field.name())
                    .push_str(": expected a digit");
            }
            ParseTimestampErrorKind::ExpectedSeparator { before, found } => {
                m.push_str("invalid character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": expected ")
                    .push_str(before.separator_before());
            }
            ParseTimestampErrorKind::UnexpectedEnd { field } => {
                m.push_str("timestamp ends at position ")
                    .push_usize(at)
                    .push_str(": expected ");
                if self.at_separator {
                    m.push_str(field.separator_before())
                        .push_str(", then the ")
                        .push_str(field.name());
                } else if let TimestampField::Fraction = field {
                    m.push_str("1 to 9 digits of the fraction after `.`");
                } else {
                    m.push_str("the rest of the ").push_str(field.name());
                }
            }
            ParseTimestampErrorKind::OutOfRange { field, value } => {
                m.push_str(field.name()).push_char(' ');
                push_digits(&mut m, value, 2);
                m.push_str(" out of range at position ")
                    .push_usize(at)
                    .push_str(": ");
                if let TimestampField::Day = field {
                    m.push_str(MONTHS[(self.month - 1) as usize]).push_char(' ');
                    push_digits(&mut m, self.year, 4);
                    m.push_str(" has days 01 to ")
                        .push_usize(days_in_month(self.year as i64, self.month) as usize);
                } else {
                    m.push_str("expected ").push_str(field.range());
                }
            }
            ParseTimestampErrorKind::LeapSecond => {
                m.push_str("leap second `60` at position ")
                    .push_usize(at)
                    .push_str(": a timestamp counts 86400 seconds a day, as Unix time and ")
                    .push_str("UUIDs do, so no instant has it; write `59` or the next minute");
            }
            ParseTimestampErrorKind::MissingOffset => {
                m.push_str("missing offset at position ")
                    .push_usize(at)
                    .push_str(": RFC 3339 requires `Z` or `±hh:mm` after the time");
            }
            ParseTimestampErrorKind::InvalidOffset { found } => {
                m.push_str("invalid character `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": expected ");
                if !self.fraction {
                    m.push_str("a fraction (`.`) or ");
                }
                m.push_str("the offset, `Z` or `±hh:mm`");
            }
            ParseTimestampErrorKind::FractionTooLong { digits } => {
                m.push_str("fraction of ")
                    .push_usize(digits)
                    .push_str(" digits at position ")
                    .push_usize(at)
                    .push_str(": expected 1 to 9 (a timestamp holds nanoseconds)");
            }
            ParseTimestampErrorKind::TrailingCharacters { found } => {
                m.push_str("unexpected `")
                    .push_escaped(found)
                    .push_str("` at position ")
                    .push_usize(at)
                    .push_str(": the date-time ends with its offset");
            }
        }
        m
    }

    /// The hint drawn beside the carets.
    pub(crate) const fn hint(&self) -> Option<&'static str> {
        match self.kind {
            ParseTimestampErrorKind::MissingOffset => Some("help: add `Z` for UTC"),
            _ => None,
        }
    }

    /// The message, then `text` (the input this error is about) drawn with carets under
    /// the problem: what a constant that is not a date-time fails the build with.
    pub(crate) const fn message_with(&self, text: &str) -> Message {
        let mut m = self.message();
        let drawing = Drawing {
            text,
            chars: self.span(),
            hint: self.hint(),
        };
        m.push_char('\n').push_str(drawing.draw().as_str());
        m
    }
}

/// The months' names, for the day's message.
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// `value` in decimal, with leading zeros to `width` digits.
const fn push_digits(m: &mut Message, value: u32, width: u32) {
    let mut digits = 1;
    let mut rest = value / 10;
    while rest > 0 {
        digits += 1;
        rest /= 10;
    }
    while digits < width {
        m.push_char('0');
        digits += 1;
    }
    m.push_usize(value as usize);
}

impl fmt::Display for ParseTimestampError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message().as_str())
    }
}

impl core::error::Error for ParseTimestampError {}
