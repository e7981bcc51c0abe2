//! The deterministic functions of UUIDs and times: uuid-ossp's constants and name-based
//! UUIDs, `uuid_extract_timestamp`, `uuid_extract_version`, `uuidv7_min`, `uuidv7_max`.

use std::sync::Arc;

use datafusion::arrow::array::{Int16Array, TimestampMicrosecondArray};
use datafusion::arrow::buffer::ScalarBuffer;
use datafusion::common::{Result, ScalarValue};
use datafusion::logical_expr::ColumnarValue;
use uuid_runtime::{Uuid, Variant};

use crate::columns::{
    TextColumn, TimeColumn, UTC, UuidBuilder, UuidColumn, arrays, result, row_error, v7_instant,
};
use crate::kind::Kind;

/// A constant UUID (`uuid_nil()`, `uuid_ns_dns()`, ...).
pub(crate) fn constant(id: Uuid) -> ColumnarValue {
    ColumnarValue::Scalar(ScalarValue::FixedSizeBinary(
        16,
        Some(id.as_bytes().to_vec()),
    ))
}

/// `uuid_generate_v3(namespace, name)` and `uuid_generate_v5(namespace, name)`: the
/// name's UTF-8 bytes hashed after the namespace's 16 bytes (RFC 9562 §5.3, §5.5), as
/// uuid-ossp computes them.
pub(crate) fn name_based(
    kind: Kind,
    version: u8,
    args: &[ColumnarValue],
    rows: usize,
) -> Result<ColumnarValue> {
    let name = kind.name();
    let (arrays, place) = arrays(args, rows)?;
    let namespaces = UuidColumn::new(name, &arrays[0])?;
    let names = TextColumn::new(name, &arrays[1])?;
    let mut out = UuidBuilder::with_capacity(names.len());
    for index in 0..names.len() {
        let namespace = namespaces.get(name, place, index)?;
        let id = match (namespace, names.get(index)) {
            (Some(namespace), Some(text)) if version == 3 => {
                Some(Uuid::new_v3(&namespace, text.as_bytes()))
            }
            (Some(namespace), Some(text)) => Some(Uuid::new_v5(&namespace, text.as_bytes())),
            _ => None,
        };
        out.append(id);
    }
    result(out.finish(), place)
}

/// Whether PostgreSQL 18 reads the version of `id`: only for the RFC 9562 variant.
fn is_rfc(id: Uuid) -> bool {
    id.get_variant() == Variant::RFC4122
}

/// `uuid_extract_version(uuid)`: the version field (0 to 15) of an RFC 9562 UUID,
/// NULL for the other variants (the nil and max UUIDs among them), as PostgreSQL 18.
pub(crate) fn extract_version(args: &[ColumnarValue], rows: usize) -> Result<ColumnarValue> {
    const NAME: &str = Kind::UuidExtractVersion.name();
    let (arrays, place) = arrays(args, rows)?;
    let ids = UuidColumn::new(NAME, &arrays[0])?;
    let mut versions = vec![0_i16; ids.len()];
    let mut valid = vec![true; ids.len()];
    ids.for_each(NAME, place, |index, id| {
        // A nibble: 0 to 15.
        versions[index] = i16::from(id.as_bytes()[6] >> 4);
        valid[index] = is_rfc(id);
    })?;
    let nulls = with_input_nulls(valid, ids.nulls());
    result(
        Arc::new(Int16Array::new(ScalarBuffer::from(versions), nulls)),
        place,
    )
}

/// `uuid_extract_timestamp(uuid)`: the time of a v1, v6 or v7 UUID of the RFC 9562
/// variant, in microseconds UTC (v1 and v6 rounded down from their 100-ns steps, as
/// PostgreSQL 18 rounds v1's); NULL otherwise. PostgreSQL 18 gives NULL for v6.
pub(crate) fn extract_timestamp(args: &[ColumnarValue], rows: usize) -> Result<ColumnarValue> {
    const NAME: &str = Kind::UuidExtractTimestamp.name();
    let (arrays, place) = arrays(args, rows)?;
    let ids = UuidColumn::new(NAME, &arrays[0])?;
    let mut micros = vec![0_i64; ids.len()];
    let mut valid = vec![false; ids.len()];
    ids.for_each(NAME, place, |index, id| {
        if let Some(ts) = id.get_timestamp() {
            // v1 and v6 span 1582 to 5236, v7 1970 to 10889: microseconds fit in i64.
            micros[index] = ts.to_unix_nanos().div_euclid(1_000) as i64;
            valid[index] = true;
        }
    })?;
    let nulls = with_input_nulls(valid, ids.nulls());
    let array =
        TimestampMicrosecondArray::new(ScalarBuffer::from(micros), nulls).with_timezone(UTC);
    result(Arc::new(array), place)
}

/// `valid` where the input is not NULL.
fn with_input_nulls(
    valid: Vec<bool>,
    input: Option<&datafusion::arrow::buffer::NullBuffer>,
) -> Option<datafusion::arrow::buffer::NullBuffer> {
    let valid = datafusion::arrow::buffer::NullBuffer::from(valid);
    datafusion::arrow::buffer::NullBuffer::union(Some(&valid), input)
}

/// `uuidv7_min(ts)` and `uuidv7_max(ts)`: the least and greatest v7 UUIDs of the
/// millisecond of `ts` (rounded down).
pub(crate) fn v7_bound(
    kind: Kind,
    max: bool,
    args: &[ColumnarValue],
    rows: usize,
) -> Result<ColumnarValue> {
    let name = kind.name();
    let (arrays, place) = arrays(args, rows)?;
    let times = TimeColumn::new(name, &arrays[0])?;
    let mut out = UuidBuilder::with_capacity(times.len());
    for index in 0..times.len() {
        let Some(nanos) = times.nanos(index) else {
            out.append(None);
            continue;
        };
        let bound = v7_instant(nanos).and_then(|instant| {
            if max {
                Uuid::try_max_v7(instant)
            } else {
                Uuid::try_min_v7(instant)
            }
        });
        out.append(Some(
            bound.map_err(|err| row_error(name, place.at(index), err))?,
        ));
    }
    result(out.finish(), place)
}
