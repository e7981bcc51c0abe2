//! PostgreSQL 18's time for `uuidv7(interval)`: its ascending nanosecond clock
//! (`get_real_time_ns_ascending`) and `timestamptz + interval` in the session time zone,
//! which is UTC here.

use std::sync::atomic::{AtomicU64, Ordering};

use uuid_runtime::{Clock, SystemClock};

/// PostgreSQL's `SUBMS_MINIMAL_STEP_NS` on Linux: each call's nanosecond is at least
/// this far past the previous one's, one step of 1/4096 ms (244.14 ns) rounded up, so
/// that the 12-bit fraction of the millisecond strictly increases.
pub(crate) const MINIMAL_STEP_NS: u64 = 1_000_000 / 4096 + 1;

/// Microseconds a day.
const MICROS_PER_DAY: i64 = 86_400_000_000;

/// The last nanosecond handed out by [`ascending_nanos`].
static LAST_NANOS: AtomicU64 = AtomicU64::new(0);

/// The first of `count` nanoseconds since the Unix epoch, the rest each
/// [`MINIMAL_STEP_NS`] after the one before: the system clock, or the step after the
/// last one handed out if the clock has not moved that far (PostgreSQL's
/// `get_real_time_ns_ascending`, for the whole process rather than one backend).
pub(crate) fn ascending_nanos(count: usize) -> u64 {
    let since_epoch = SystemClock.now();
    let now = since_epoch
        .as_secs()
        .saturating_mul(1_000_000_000)
        .saturating_add(u64::from(since_epoch.subsec_nanos()));
    let span = MINIMAL_STEP_NS.saturating_mul(count.saturating_sub(1) as u64);
    let mut last = LAST_NANOS.load(Ordering::Relaxed);
    loop {
        let first = now.max(last.saturating_add(MINIMAL_STEP_NS));
        match LAST_NANOS.compare_exchange_weak(
            last,
            first.saturating_add(span),
            Ordering::Relaxed,
            Ordering::Relaxed,
        ) {
            Ok(_) => return first,
            Err(actual) => last = actual,
        }
    }
}

/// The interval PostgreSQL adds: months, days, and a time (here in nanoseconds, where
/// PostgreSQL's is in microseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shift {
    pub(crate) months: i32,
    pub(crate) days: i32,
    pub(crate) nanos: i64,
}

/// `nanos` (since the Unix epoch) plus `shift`, as PostgreSQL 18's `uuidv7(interval)`
/// computes it in the session time zone UTC: the time to the microsecond plus the
/// interval by `timestamptz_pl_interval` (months first, the day of the month clamped to
/// the new month's length; then days, at the same time of day; then the time), and the
/// nanoseconds below the microsecond carried over.
pub(crate) fn shifted(nanos: i128, shift: Shift) -> i128 {
    let mut micros = nanos.div_euclid(1_000);
    let below_micro = nanos.rem_euclid(1_000);
    if shift.months != 0 {
        let day = micros.div_euclid(i128::from(MICROS_PER_DAY));
        let time_of_day = micros.rem_euclid(i128::from(MICROS_PER_DAY));
        let (year, month, day_of_month) = civil_from_days(day);
        let months = year * 12 + (month - 1) + i128::from(shift.months);
        let (year, month) = (months.div_euclid(12), months.rem_euclid(12) + 1);
        let day_of_month = day_of_month.min(days_in_month(year, month));
        micros =
            days_from_civil(year, month, day_of_month) * i128::from(MICROS_PER_DAY) + time_of_day;
    }
    micros += i128::from(shift.days) * i128::from(MICROS_PER_DAY);
    micros * 1_000 + below_micro + i128::from(shift.nanos)
}

/// The proleptic Gregorian date of the day `days` after 1970-01-01 (Howard Hinnant's
/// `civil_from_days`).
fn civil_from_days(days: i128) -> (i128, i128, i128) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i128::from(month <= 2);
    (year, month, day)
}

/// The days from 1970-01-01 to the proleptic Gregorian date (`days_from_civil`).
fn days_from_civil(year: i128, month: i128, day: i128) -> i128 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year.rem_euclid(400);
    let shifted_month = if month > 2 { month - 3 } else { month + 9 };
    let day_of_year = (153 * shifted_month + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

fn days_in_month(year: i128, month: i128) -> i128 {
    const DAYS: [i128; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if month == 2 && leap {
        29
    } else {
        DAYS[usize::try_from(month - 1).unwrap_or(0)]
    }
}

/// The 12-bit fraction of the millisecond of `nanos` (RFC 9562 §6.2 method 3, as
/// PostgreSQL computes it): `floor((nanos mod 1 ms) · 4096 / 1 ms)`.
pub(crate) fn fraction_of_milli(nanos: i128) -> u16 {
    ((nanos.rem_euclid(1_000_000) * 4096) / 1_000_000) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i128 = 86_400_000_000_000;

    fn at(year: i128, month: i128, day: i128) -> i128 {
        days_from_civil(year, month, day) * DAY
    }

    #[test]
    fn calendar_round_trips() {
        for day in -800_000..800_000 {
            let (y, m, d) = civil_from_days(day);
            assert_eq!(days_from_civil(y, m, d), day);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_574), (2026, 5, 1));
    }

    #[test]
    fn months_clamp_to_the_month_end() {
        let shift = |months| Shift {
            months,
            days: 0,
            nanos: 0,
        };
        assert_eq!(shifted(at(2024, 1, 31), shift(1)), at(2024, 2, 29));
        assert_eq!(shifted(at(2023, 1, 31), shift(1)), at(2023, 2, 28));
        assert_eq!(shifted(at(2024, 3, 31), shift(-1)), at(2024, 2, 29));
        assert_eq!(shifted(at(2024, 12, 15), shift(1)), at(2025, 1, 15));
        assert_eq!(shifted(at(2024, 1, 15), shift(-13)), at(2022, 12, 15));
        assert_eq!(shifted(at(2024, 2, 29), shift(12)), at(2025, 2, 28));
    }

    #[test]
    fn months_then_days_then_time() {
        // 2024-01-31 + (1 month 1 day): 2024-02-29, then 2024-03-01.
        let shift = Shift {
            months: 1,
            days: 1,
            nanos: 5,
        };
        assert_eq!(shifted(at(2024, 1, 31) + 7, shift), at(2024, 3, 1) + 12);
    }

    #[test]
    fn fraction() {
        assert_eq!(fraction_of_milli(456_700), 1870);
        assert_eq!(fraction_of_milli(999_999), 4095);
        assert_eq!(fraction_of_milli(-1), 4095);
    }

    #[test]
    fn ascending() {
        let first = ascending_nanos(10);
        let next = ascending_nanos(1);
        assert!(next >= first + 10 * MINIMAL_STEP_NS);
    }
}
