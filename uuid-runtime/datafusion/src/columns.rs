//! Reading the arguments and building the results: UUID, text and timestamp columns,
//! a row's place for the error messages, and the fields of the results.

use std::fmt;
use std::sync::Arc;

use arrow_schema::extension::Uuid as UuidExtension;
use datafusion::arrow::array::builder::NullBufferBuilder;
use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, BinaryArray, FixedSizeBinaryArray, LargeStringArray, StringArray,
    StringViewArray,
};
use datafusion::arrow::buffer::{Buffer, NullBuffer};
use datafusion::arrow::datatypes::{
    DataType, Field, FieldRef, TimeUnit, TimestampMicrosecondType, TimestampMillisecondType,
    TimestampNanosecondType, TimestampSecondType,
};
use datafusion::common::{DataFusionError, Result, ScalarValue, exec_datafusion_err};
use datafusion::logical_expr::ColumnarValue;
use uuid_runtime::{Timestamp, TimestampRangeError, Uuid};

/// The type of a UUID column: 16 bytes a row.
pub(crate) const UUID_TYPE: DataType = DataType::FixedSizeBinary(16);

/// The time zone of the timestamps the functions return (`uuid_extract_timestamp`).
pub(crate) const UTC: &str = "UTC";

/// A result field of type `FixedSizeBinary(16)` with the `arrow.uuid` extension type.
pub(crate) fn uuid_field(name: &str, nullable: bool) -> FieldRef {
    Arc::new(Field::new(name, UUID_TYPE, nullable).with_extension_type(UuidExtension))
}

/// Where a value is, for an error message: a row of the batch (counted from 1), or a
/// constant argument, which has no row.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Rows {
    /// The arguments are constants: a single value, folded at planning where the
    /// function is deterministic.
    Constant,
    /// A batch of rows.
    Batch,
}

impl Rows {
    /// The place of the value at `index`.
    pub(crate) fn at(self, index: usize) -> Place {
        match self {
            Self::Constant => Place(None),
            Self::Batch => Place(Some(index + 1)),
        }
    }
}

/// "row N: " in a batch, nothing for a constant.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Place(Option<usize>);

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(row) => write!(f, "row {row}: "),
            None => Ok(()),
        }
    }
}

/// The error of `function` at `place`: `uuid_parse: row 3: ...`.
pub(crate) fn row_error(function: &str, place: Place, what: impl fmt::Display) -> DataFusionError {
    exec_datafusion_err!("{function}: {place}{what}")
}

/// `text` quoted for an error message, cut after 64 characters.
pub(crate) struct Quoted<'a>(pub(crate) &'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SHOWN: usize = 64;
        match self.0.char_indices().nth(SHOWN) {
            None => write!(f, "{:?}", self.0),
            Some((cut, _)) => write!(f, "{:?}...", &self.0[..cut]),
        }
    }
}

/// The arguments as arrays, with whether they were all constants: constants as arrays
/// of one value (the result is then a constant too), else every argument as an array of
/// `rows` values.
pub(crate) fn arrays(args: &[ColumnarValue], rows: usize) -> Result<(Vec<ArrayRef>, Rows)> {
    if args
        .iter()
        .all(|arg| matches!(arg, ColumnarValue::Scalar(_)))
    {
        let arrays = args
            .iter()
            .map(|arg| match arg {
                ColumnarValue::Scalar(value) => value.to_array(),
                ColumnarValue::Array(array) => Ok(Arc::clone(array)),
            })
            .collect::<Result<_>>()?;
        Ok((arrays, Rows::Constant))
    } else {
        let arrays = args
            .iter()
            .map(|arg| arg.to_array(rows))
            .collect::<Result<_>>()?;
        Ok((arrays, Rows::Batch))
    }
}

/// `array` as the result: its one value for constant arguments.
pub(crate) fn result(array: ArrayRef, rows: Rows) -> Result<ColumnarValue> {
    match rows {
        Rows::Constant => Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(
            &array, 0,
        )?)),
        Rows::Batch => Ok(ColumnarValue::Array(array)),
    }
}

// --- UUIDs ----------------------------------------------------------------------------

/// A UUID argument: `FixedSizeBinary(16)`, or `Binary` whose values must be 16 bytes
/// long (the types its coercion leaves).
pub(crate) enum UuidColumn<'a> {
    Fixed(&'a FixedSizeBinaryArray),
    Binary(&'a BinaryArray),
}

impl<'a> UuidColumn<'a> {
    pub(crate) fn new(function: &str, array: &'a ArrayRef) -> Result<Self> {
        match array.data_type() {
            DataType::FixedSizeBinary(16) => Ok(Self::Fixed(array.as_fixed_size_binary())),
            DataType::Binary => Ok(Self::Binary(array.as_binary())),
            other => Err(DataFusionError::Internal(format!(
                "{function}: a UUID argument of type {other} was not coerced"
            ))),
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Self::Fixed(array) => array.len(),
            Self::Binary(array) => array.len(),
        }
    }

    pub(crate) fn nulls(&self) -> Option<&NullBuffer> {
        match self {
            Self::Fixed(array) => array.nulls(),
            Self::Binary(array) => array.nulls(),
        }
    }

    /// The UUID at `index`, `None` for NULL, or an error (naming `function` and the
    /// row) for a binary value that is not 16 bytes long.
    #[inline]
    pub(crate) fn get(&self, function: &str, rows: Rows, index: usize) -> Result<Option<Uuid>> {
        match self {
            Self::Fixed(array) => Ok(array
                .is_valid(index)
                .then(|| Uuid::from_slice(array.value(index)).unwrap_or(Uuid::NIL))),
            Self::Binary(array) => {
                if array.is_null(index) {
                    return Ok(None);
                }
                Uuid::from_slice(array.value(index))
                    .map(Some)
                    .map_err(|err| row_error(function, rows.at(index), err))
            }
        }
    }

    /// Calls `each` with every row's index and UUID (NULL rows included, with whatever
    /// bytes they hold: the caller keeps the input's nulls), for the kernels whose
    /// result has the input's nulls. The fast path of a `FixedSizeBinary(16)` column
    /// reads its bytes in one pass.
    #[inline]
    pub(crate) fn for_each(
        &self,
        function: &str,
        rows: Rows,
        mut each: impl FnMut(usize, Uuid),
    ) -> Result<()> {
        match self {
            Self::Fixed(array) => {
                for (index, bytes) in array.value_data().chunks_exact(16).enumerate() {
                    let bytes: [u8; 16] = bytes.try_into().unwrap_or([0; 16]);
                    each(index, Uuid::from_bytes(bytes));
                }
            }
            Self::Binary(array) => {
                for index in 0..array.len() {
                    let id = self.get(function, rows, index)?.unwrap_or(Uuid::NIL);
                    each(index, id);
                }
            }
        }
        Ok(())
    }
}

/// A `FixedSizeBinary(16)` column being built, row by row.
pub(crate) struct UuidBuilder {
    bytes: Vec<u8>,
    nulls: NullBufferBuilder,
}

impl UuidBuilder {
    pub(crate) fn with_capacity(rows: usize) -> Self {
        Self {
            bytes: Vec::with_capacity(rows * 16),
            nulls: NullBufferBuilder::new(rows),
        }
    }

    #[inline]
    pub(crate) fn append(&mut self, id: Option<Uuid>) {
        if let Some(id) = id {
            self.bytes.extend_from_slice(id.as_bytes());
            self.nulls.append_non_null();
        } else {
            self.bytes.extend_from_slice(&[0; 16]);
            self.nulls.append_null();
        }
    }

    pub(crate) fn finish(mut self) -> ArrayRef {
        uuid_array(self.bytes, self.nulls.finish())
    }
}

/// A `FixedSizeBinary(16)` array of `bytes` (16 a row).
pub(crate) fn uuid_array(bytes: Vec<u8>, nulls: Option<NullBuffer>) -> ArrayRef {
    Arc::new(FixedSizeBinaryArray::new(
        16,
        Buffer::from_vec(bytes),
        nulls,
    ))
}

/// A `FixedSizeBinary(16)` array of `rows` UUIDs, which `fill` writes in runs of at
/// most 256 (a generator's batches).
pub(crate) fn generated(rows: usize, mut fill: impl FnMut(&mut [Uuid])) -> ArrayRef {
    const RUN: usize = 256;
    let mut bytes = vec![0; rows * 16];
    let mut run = [Uuid::NIL; RUN];
    for out in bytes.chunks_mut(RUN * 16) {
        let ids = &mut run[..out.len() / 16];
        fill(ids);
        for (out, id) in out.chunks_exact_mut(16).zip(ids.iter()) {
            out.copy_from_slice(id.as_bytes());
        }
    }
    uuid_array(bytes, None)
}

// --- Text -----------------------------------------------------------------------------

/// A text argument, in any of Arrow's three string layouts.
pub(crate) enum TextColumn<'a> {
    Utf8(&'a StringArray),
    Large(&'a LargeStringArray),
    View(&'a StringViewArray),
}

impl<'a> TextColumn<'a> {
    pub(crate) fn new(function: &str, array: &'a ArrayRef) -> Result<Self> {
        match array.data_type() {
            DataType::Utf8 => Ok(Self::Utf8(array.as_string())),
            DataType::LargeUtf8 => Ok(Self::Large(array.as_string())),
            DataType::Utf8View => Ok(Self::View(array.as_string_view())),
            other => Err(DataFusionError::Internal(format!(
                "{function}: a text argument of type {other} was not coerced"
            ))),
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Self::Utf8(array) => array.len(),
            Self::Large(array) => array.len(),
            Self::View(array) => array.len(),
        }
    }

    /// The text at `index`, `None` for NULL.
    #[inline]
    pub(crate) fn get(&self, index: usize) -> Option<&'a str> {
        match self {
            Self::Utf8(array) => array.is_valid(index).then(|| array.value(index)),
            Self::Large(array) => array.is_valid(index).then(|| array.value(index)),
            Self::View(array) => array.is_valid(index).then(|| array.value(index)),
        }
    }
}

// --- Timestamps -----------------------------------------------------------------------

/// A timestamp argument: its values in its unit, and nanoseconds per unit. A time
/// without a time zone is taken as UTC (the session time zone of these functions).
pub(crate) struct TimeColumn<'a> {
    array: &'a dyn Array,
    values: &'a [i64],
    nanos_per_unit: i128,
}

impl<'a> TimeColumn<'a> {
    pub(crate) fn new(function: &str, array: &'a ArrayRef) -> Result<Self> {
        let (values, nanos_per_unit): (&[i64], i128) = match array.data_type() {
            DataType::Timestamp(TimeUnit::Second, _) => (
                array.as_primitive::<TimestampSecondType>().values(),
                1_000_000_000,
            ),
            DataType::Timestamp(TimeUnit::Millisecond, _) => (
                array.as_primitive::<TimestampMillisecondType>().values(),
                1_000_000,
            ),
            DataType::Timestamp(TimeUnit::Microsecond, _) => (
                array.as_primitive::<TimestampMicrosecondType>().values(),
                1_000,
            ),
            DataType::Timestamp(TimeUnit::Nanosecond, _) => {
                (array.as_primitive::<TimestampNanosecondType>().values(), 1)
            }
            other => {
                return Err(DataFusionError::Internal(format!(
                    "{function}: a timestamp argument of type {other} was not coerced"
                )));
            }
        };
        Ok(Self {
            array: array.as_ref(),
            values,
            nanos_per_unit,
        })
    }

    pub(crate) fn len(&self) -> usize {
        self.values.len()
    }

    /// Nanoseconds since the Unix epoch at `index`, `None` for NULL.
    #[inline]
    pub(crate) fn nanos(&self, index: usize) -> Option<i128> {
        self.array
            .is_valid(index)
            .then(|| i128::from(self.values[index]) * self.nanos_per_unit)
    }
}

/// The instant `nanos` nanoseconds after the Unix epoch, or the error of a v7 UUID's
/// range for an instant outside it (before 1970, or past 2^48 milliseconds).
pub(crate) fn v7_instant(nanos: i128) -> Result<Timestamp, TimestampRangeError> {
    let instant = Timestamp::from_unix_nanos(nanos);
    Uuid::try_min_v7(instant).map(|_| instant)
}
