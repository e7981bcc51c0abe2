//! The generators: `gen_random_uuid`, `uuidv4`, `uuid_generate_v4`, `uuidv7`,
//! `uuidv7(interval)`, `uuid_generate_v1` and `uuidv7_at`. One new UUID a row.

use datafusion::arrow::array::{Array, ArrayRef, AsArray};
use datafusion::arrow::datatypes::IntervalMonthDayNanoType;
use datafusion::common::Result;
use datafusion::logical_expr::ColumnarValue;
use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng, Timestamp, Uuid, V7Generator};

use crate::columns::{Rows, TimeColumn, UuidBuilder, generated, row_error, v7_instant};
use crate::kind::Kind;
use crate::time::{MINIMAL_STEP_NS, Shift, ascending_nanos, fraction_of_milli, shifted};

/// `uuidv7()`'s generator: the millisecond's 12-bit fraction in `rand_a` (RFC 9562
/// §6.2 method 3, PostgreSQL 18's layout), then a 3-bit counter and 59 random bits;
/// strictly increasing across the process, lock-free.
static V7: V7Generator<SystemClock, ThreadLocalRng> =
    V7Generator::new(SystemClock, ThreadLocalRng).with_additional_precision();

/// `uuid_generate_v1()`'s generator, with a random multicast node.
static GREGORIAN: GregorianGenerator<SystemClock, ThreadLocalRng> =
    GregorianGenerator::new(SystemClock, ThreadLocalRng);

pub(crate) fn v4(rows: usize) -> ColumnarValue {
    ColumnarValue::Array(generated(rows, Uuid::fill_v4))
}

pub(crate) fn v7(rows: usize) -> ColumnarValue {
    ColumnarValue::Array(generated(rows, |ids| V7.fill(ids)))
}

pub(crate) fn v1(rows: usize) -> ColumnarValue {
    ColumnarValue::Array(generated(rows, |ids| {
        for id in ids {
            *id = GREGORIAN.generate_v1();
        }
    }))
}

/// `uuidv7(shift)`: PostgreSQL 18's `uuidv7_interval`, row by row. Each row reads the
/// ascending clock (at least 1/4096 ms past the row before, as PostgreSQL's
/// `get_real_time_ns_ascending`), shifts it as `timestamptz + interval` in UTC, and
/// takes the shifted time's millisecond and 12-bit fraction, then 62 random bits.
pub(crate) fn v7_shifted(shift: &ColumnarValue, rows: usize) -> Result<ColumnarValue> {
    const NAME: &str = Kind::UuidV7.name();
    let place = rows_of(shift);
    let shifts = shift.to_array(rows)?;
    let shifts = shifts.as_primitive::<IntervalMonthDayNanoType>();
    let first = ascending_nanos(rows);
    let mut out = UuidBuilder::with_capacity(rows);
    for index in 0..rows {
        if shifts.is_null(index) {
            out.append(None);
            continue;
        }
        let interval = shifts.value(index);
        let now = i128::from(first) + i128::from(MINIMAL_STEP_NS) * index as i128;
        let nanos = shifted(
            now,
            Shift {
                months: interval.months,
                days: interval.days,
                nanos: interval.nanoseconds,
            },
        );
        let id = v7_instant(nanos)
            .and_then(|instant| {
                let (seconds, subsec) = instant.to_unix();
                let fraction = u128::from(fraction_of_milli(nanos));
                Uuid::try_new_v7(Timestamp::from_unix_time(seconds, subsec, fraction, 12))
            })
            .map_err(|err| {
                row_error(
                    NAME,
                    place.at(index),
                    format_args!("the current time shifted by the interval: {err}"),
                )
            })?;
        out.append(Some(id));
    }
    Ok(ColumnarValue::Array(out.finish()))
}

/// `uuidv7_at(ts)`: a random v7 UUID of each row's millisecond.
pub(crate) fn v7_at(at: &ColumnarValue, rows: usize) -> Result<ColumnarValue> {
    const NAME: &str = Kind::UuidV7At.name();
    let place = rows_of(at);
    let array: ArrayRef = at.to_array(rows)?;
    let times = TimeColumn::new(NAME, &array)?;
    let mut out = UuidBuilder::with_capacity(times.len());
    for index in 0..times.len() {
        let Some(nanos) = times.nanos(index) else {
            out.append(None);
            continue;
        };
        let id = v7_instant(nanos)
            .and_then(Uuid::try_new_v7)
            .map_err(|err| row_error(NAME, place.at(index), err))?;
        out.append(Some(id));
    }
    Ok(ColumnarValue::Array(out.finish()))
}

/// How a volatile function's errors place a value: a constant argument has no row.
fn rows_of(arg: &ColumnarValue) -> Rows {
    match arg {
        ColumnarValue::Scalar(_) => Rows::Constant,
        ColumnarValue::Array(_) => Rows::Batch,
    }
}
