//! Apache Arrow columns of UUIDs (feature `arrow`, arrow-rs 60: the crates
//! `arrow-array` and `arrow-schema`).
//!
//! A UUID column is Arrow's canonical extension type `arrow.uuid`: storage
//! `FixedSizeBinary(16)`, each value the UUID's 16 octets in RFC 9562 (big-endian)
//! order, and the extension's name in the field's metadata. [`field`] makes such a
//! field, [`to_array`] and [`to_array_nullable`] the array of `Uuid`s, `NonNilUuid`s or
//! typed IDs, and [`from_array`] and [`from_array_nullable`] read one back, checked:
//! a typed ID's version, a `NonNilUuid`'s nil, nulls, widths and types are [`ArrowError`]s
//! that name the row and what was found.
//!
//! `parquet`'s `ArrowWriter` writes such a column as Parquet's `UUID` logical type, and
//! its readers give the extension back, when its feature
//! `arrow_canonical_extension_types` is on; DuckDB and pyarrow read it as UUIDs.
//!
//! ```
//! use std::sync::Arc;
//!
//! use arrow_array::{ArrayRef, RecordBatch};
//! use arrow_schema::Schema;
//! use uuid_runtime::{integrations::arrow, TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let ids = [UserId::new(), UserId::new()];
//! let schema = Schema::new(vec![arrow::field_for::<UserId>("id", false)]);
//! let column: ArrayRef = Arc::new(arrow::to_array(ids));
//! let batch = RecordBatch::try_new(Arc::new(schema), vec![column])?;
//!
//! let read: Vec<UserId> = arrow::from_array(batch.column(0))?;
//! assert_eq!(read, ids);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! `T` is `Uuid`, `NonNilUuid` or any typed ID (the sealed trait `UuidValue`). Reading
//! checks what the type promises, and every bad value is an error that names its row,
//! never a panic: `row 2: expected a UUID, found null` (a null where `from_array` expects
//! none), `row 0: expected a 16-byte UUID, found 15 bytes`, `row 998: wrong UUID version:
//! expected 7, found 4 (found 67e55044-10b1-426f-9247-bb680e5fe0c8)` (whose `source()` is
//! the `TypedIdError`), `row 3: unexpected nil UUID: expected a non-nil UUID`, and for an
//! array of another type, `expected a UUID column (FixedSizeBinary(16), or Binary,
//! LargeBinary or BinaryView of 16-byte values), found Utf8`.
//!
//! **Parquet.** `parquet`'s `ArrowWriter` writes an `arrow.uuid` field as a
//! `FIXED_LEN_BYTE_ARRAY(16)` column of Parquet's `UUID` logical type, and its readers turn
//! that logical type back into the extension, if your `parquet` dependency has the feature
//! `arrow_canonical_extension_types` (it is not a default one):
//!
//! ```toml
//! [dependencies]
//! uuid-runtime = { version = "0.1", features = ["arrow"] }
//! parquet = { version = "60", features = ["arrow_canonical_extension_types"] }
//! ```
//!
//! Without it the column has no logical type: the values are the same octets, and
//! `from_array` still reads them, but DuckDB sees a `BLOB`. With it, DuckDB reads such a
//! column as `UUID` and pyarrow as `extension<arrow.uuid>` (`pa.uuid()`), and the `UUID`
//! columns they write read back into typed IDs. Polars has no UUID type (2.1): it reads
//! such a column as `Binary`, and writes UUIDs as 16-byte `Binary` values (`LargeBinary`
//! in Arrow), which `from_array` reads. The tests exchange files with all three, value by
//! value (pyarrow 26.0.1, DuckDB 2.0.1, Polars 2.1.0).
//!
//! ```rust
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use std::sync::Arc;
//!
//! use arrow_array::{ArrayRef, RecordBatch};
//! use arrow_schema::Schema;
//! use parquet::arrow::ArrowWriter;
//! use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
//! use parquet::basic::LogicalType;
//! use uuid_runtime::{integrations::arrow, TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! pub struct UserId(Uuid);
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "order", version = 7)]
//! pub struct OrderId(Uuid);
//!
//! let users = [UserId::new(), UserId::new()];
//! let referrers = [None, Some(OrderId::new())];
//! let schema = Arc::new(Schema::new(vec![
//!     arrow::field_for::<UserId>("id", false),
//!     arrow::field_for::<OrderId>("referrer", true),
//! ]));
//! let columns: Vec<ArrayRef> = vec![
//!     Arc::new(arrow::to_array(users)),
//!     Arc::new(arrow::to_array_nullable(referrers)),
//! ];
//! let batch = RecordBatch::try_new(schema.clone(), columns)?;
//!
//! let mut file = Vec::new();
//! let mut writer = ArrowWriter::try_new(&mut file, schema, None)?;
//! writer.write(&batch)?;
//! writer.close()?;
//!
//! let reader = ParquetRecordBatchReaderBuilder::try_new(bytes::Bytes::from(file))?;
//! assert_eq!(reader.parquet_schema().column(0).logical_type_ref(), Some(&LogicalType::Uuid));
//! for batch in reader.build()? {
//!     let batch = batch?;
//!     assert_eq!(arrow::from_array::<UserId>(batch.column(0))?, users);
//!     assert_eq!(arrow::from_array_nullable::<OrderId>(batch.column(1))?, referrers);
//!     // Where every value must be present, a null is an error that names its row.
//!     let err = arrow::from_array::<OrderId>(batch.column(1)).unwrap_err();
//!     assert_eq!(err.to_string(), "row 0: expected a UUID, found null");
//! }
//! # Ok(())
//! # }
//! ```
//!
//! Each arrow-rs release is a new major version whose arrays are other types, so the
//! feature follows one, arrow-rs 60 (Rust 1.88): a version range would not help, since
//! cargo resolves it to the newest release rather than to yours. The repository's `etl`
//! example writes typed IDs made with `fill_v7` to a Parquet file and reads them back.

use alloc::string::String;
use alloc::vec::Vec;
use core::error::Error as StdError;
use core::fmt;

use arrow_array::builder::NullBufferBuilder;
use arrow_array::cast::AsArray;
use arrow_array::{Array, FixedSizeBinaryArray};
use arrow_schema::extension::EXTENSION_TYPE_NAME_KEY;
use arrow_schema::{DataType, Field};

use crate::integrations::uuid_value::Refusal;
use crate::{TypedId, TypedIdError, Uuid, UuidValue};

/// The name of Arrow's canonical UUID extension type, as [`field`] writes it under the
/// metadata key `ARROW:extension:name` (arrow-rs's `arrow_schema::extension::Uuid::NAME`,
/// which needs arrow-schema's feature `canonical_extension_types`).
///
/// ```
/// use uuid_runtime::integrations::arrow;
///
/// let field = arrow::field("id", false);
/// assert_eq!(field.extension_type_name(), Some(arrow::EXTENSION_NAME));
/// ```
pub const EXTENSION_NAME: &str = "arrow.uuid";

/// The field metadata key under which [`field_for`] writes a typed ID's prefix.
pub const PREFIX_KEY: &str = "uuid_runtime.prefix";

/// The field metadata key under which [`field_for`] writes a typed ID's version.
pub const VERSION_KEY: &str = "uuid_runtime.version";

/// The reason a stored UUID is not a `T`, as an [`ArrowErrorKind`].
#[cold]
fn refused(uuid: Uuid, refusal: Refusal) -> ArrowErrorKind {
    match refusal {
        Refusal::Nil => ArrowErrorKind::Nil,
        Refusal::TypedId(error) => ArrowErrorKind::TypedId { found: uuid, error },
    }
}

/// A field of Arrow's canonical UUID extension type: `FixedSizeBinary(16)` with
/// `arrow.uuid` in its metadata, as
/// `Field::with_extension_type(arrow_schema::extension::Uuid)` makes it.
///
/// ```
/// use arrow_schema::DataType;
/// use uuid_runtime::integrations::arrow;
///
/// let field = arrow::field("order_id", true);
/// assert_eq!(field.data_type(), &DataType::FixedSizeBinary(16));
/// assert_eq!(field.extension_type_name(), Some("arrow.uuid"));
/// assert!(field.is_nullable());
/// ```
pub fn field(name: &str, nullable: bool) -> Field {
    let mut field = Field::new(name, DataType::FixedSizeBinary(16), nullable);
    field
        .metadata_mut()
        .insert(EXTENSION_TYPE_NAME_KEY, EXTENSION_NAME);
    field
}

/// [`field`] for the typed ID `T`, which also says what it holds: its prefix under
/// [`PREFIX_KEY`] (`uuid_runtime.prefix`) and its version under [`VERSION_KEY`]
/// (`uuid_runtime.version`, a decimal digit), each only if `T` has one. The extension
/// is the same, so every reader still sees a UUID column.
///
/// ```
/// use uuid_runtime::{integrations::arrow, TypedId, Uuid};
///
/// #[derive(TypedId)]
/// #[typed_id(prefix = "user", version = 7)]
/// struct UserId(Uuid);
///
/// let field = arrow::field_for::<UserId>("user_id", false);
/// assert_eq!(field.extension_type_name(), Some(arrow::EXTENSION_NAME));
/// assert_eq!(field.metadata().get(arrow::PREFIX_KEY).map(String::as_str), Some("user"));
/// assert_eq!(field.metadata().get(arrow::VERSION_KEY).map(String::as_str), Some("7"));
/// ```
pub fn field_for<T: TypedId>(name: &str, nullable: bool) -> Field {
    let mut field = field(name, nullable);
    let metadata = field.metadata_mut();
    if !T::PREFIX.is_empty() {
        metadata.insert(PREFIX_KEY, T::PREFIX);
    }
    if let Some(version) = T::VERSION {
        metadata.insert(VERSION_KEY, String::from(char::from(b'0' + version)));
    }
    field
}

/// The column of `values`: a `FixedSizeBinary(16)` array, 16 octets a value in one
/// buffer, without nulls. Empty input gives an empty array of that type.
///
/// ```
/// use arrow_array::Array;
/// use arrow_schema::DataType;
/// use uuid_runtime::{integrations::arrow, Uuid};
///
/// let array = arrow::to_array([Uuid::NAMESPACE_DNS, Uuid::MAX]);
/// assert_eq!(array.data_type(), &DataType::FixedSizeBinary(16));
/// assert_eq!(array.value(0), Uuid::NAMESPACE_DNS.as_bytes());
/// assert_eq!(arrow::to_array(Vec::<Uuid>::new()).len(), 0);
/// ```
pub fn to_array<T: UuidValue>(values: impl IntoIterator<Item = T>) -> FixedSizeBinaryArray {
    let octets: Vec<i128> = values
        .into_iter()
        .map(|value| stored_octets(&value))
        .collect();
    fixed_size_binary(octets, &mut NullBufferBuilder::new(0))
}

/// The column of `values`, `None` being null: a `FixedSizeBinary(16)` array with a
/// validity bitmap when there is a null (the null slots hold zeros). Empty or all-null
/// input gives an array of that type too.
///
/// ```
/// use arrow_array::Array;
/// use arrow_schema::DataType;
/// use uuid_runtime::{integrations::arrow, Uuid};
///
/// let array = arrow::to_array_nullable([Some(Uuid::MAX), None]);
/// assert_eq!((array.len(), array.null_count()), (2, 1));
/// assert!(array.is_null(1));
///
/// let nulls = arrow::to_array_nullable([None::<Uuid>, None]);
/// assert_eq!(nulls.data_type(), &DataType::FixedSizeBinary(16));
/// ```
pub fn to_array_nullable<T: UuidValue>(
    values: impl IntoIterator<Item = Option<T>>,
) -> FixedSizeBinaryArray {
    let values = values.into_iter();
    let mut nulls = NullBufferBuilder::new(values.size_hint().0);
    let octets: Vec<i128> = values
        .map(|value| {
            nulls.append(value.is_some());
            value.map_or(0, |value| stored_octets(&value))
        })
        .collect();
    fixed_size_binary(octets, &mut nulls)
}

/// The 16 octets of `value` in memory order, as one `i128`: a `Vec<i128>` becomes the
/// array's buffer without a copy (Arrow's buffers take native types; `[u8; 16]` is not one).
#[inline]
fn stored_octets<T: UuidValue>(value: &T) -> i128 {
    i128::from_ne_bytes(value.as_uuid().into_bytes())
}

/// The `FixedSizeBinary(16)` array over `octets`, with the bitmap of `nulls` if a null
/// was appended to it.
fn fixed_size_binary(octets: Vec<i128>, nulls: &mut NullBufferBuilder) -> FixedSizeBinaryArray {
    // Cannot panic: the buffer is 16 bytes a value, and a bitmap has a bit a value.
    FixedSizeBinaryArray::new(16, octets.into(), nulls.finish())
}

/// The values of a UUID column, every one present: `array` must be a
/// `FixedSizeBinary(16)` array (the storage of `arrow.uuid`), or a `Binary`,
/// `LargeBinary` or `BinaryView` array of 16-byte values (as Polars writes UUIDs).
///
/// A null, a value of another length, an array of another type, a nil UUID read as
/// `NonNilUuid` or a UUID a typed ID refuses (another version) is an [`ArrowError`] that
/// names the row and what was found; the first in row order is reported.
///
/// ```
/// use arrow_array::BinaryArray;
/// use uuid_runtime::{integrations::arrow, TypedId, Uuid};
///
/// #[derive(TypedId, Debug, PartialEq)]
/// #[typed_id(prefix = "user", version = 7)]
/// struct UserId(Uuid);
///
/// let v7 = Uuid::now_v7();
/// let array = arrow::to_array([v7, Uuid::new_v4()]);
/// let err = arrow::from_array::<UserId>(&array).unwrap_err();
/// assert_eq!(err.row(), Some(1));
/// assert!(err.to_string().starts_with("row 1: wrong UUID version: expected 7, found 4"));
///
/// // 16-byte binary values, as Polars writes UUIDs.
/// let binary = BinaryArray::from_vec(vec![v7.as_bytes().as_slice()]);
/// assert_eq!(arrow::from_array::<UserId>(&binary)?, [UserId::from_uuid(v7)]);
/// # Ok::<(), arrow::ArrowError>(())
/// ```
pub fn from_array<T: UuidValue>(array: &dyn Array) -> Result<Vec<T>, ArrowError> {
    let storage = Storage::of(array)?;
    // A first pass that only accepts, fast; if it fails, a second one says why.
    let first_pass = match storage {
        // Without nulls, the buffer's rows, each checked as it is copied.
        Storage::Fixed(array) if array.null_count() == 0 => {
            T::from_rows(rows(array.value_data())).ok_or(())
        }
        _ => storage.collect(|_, value| accepted(value.ok_or(())?)),
    };
    first_pass.or_else(|()| {
        storage.collect(|row, value| match value {
            Some(octets) => value_at(row, octets),
            None => Err(ArrowError::at(row, ArrowErrorKind::Null)),
        })
    })
}

/// The values of a UUID column, `None` where it is null: [`from_array`] for a column
/// that may have nulls (an array of Arrow's `Null` type is all nulls).
///
/// ```
/// use uuid_runtime::{integrations::arrow, NonNilUuid, Uuid};
///
/// let array = arrow::to_array_nullable([Some(Uuid::MAX), None]);
/// let read = arrow::from_array_nullable::<NonNilUuid>(&array)?;
/// assert_eq!(read, [NonNilUuid::new(Uuid::MAX), None]);
///
/// let err = arrow::from_array_nullable::<NonNilUuid>(&arrow::to_array([Uuid::NIL]));
/// assert_eq!(
///     err.unwrap_err().to_string(),
///     "row 0: unexpected nil UUID: expected a non-nil UUID"
/// );
/// # Ok::<(), arrow::ArrowError>(())
/// ```
pub fn from_array_nullable<T: UuidValue>(array: &dyn Array) -> Result<Vec<Option<T>>, ArrowError> {
    let storage = Storage::of(array)?;
    storage
        .collect(|_, value| value.map(accepted).transpose())
        .or_else(|()| {
            storage.collect(|row, value| value.map(|octets| value_at(row, octets)).transpose())
        })
}

/// The value stored as `octets`, if `T` accepts it: the test of the first pass, which
/// makes no error, so that a value costs about what copying its octets costs.
#[inline]
fn accepted<T: UuidValue>(octets: &[u8]) -> Result<T, ()> {
    let bytes = <[u8; 16]>::try_from(octets).map_err(drop)?;
    T::from_uuid_checked(Uuid::from_bytes(bytes)).map_err(drop)
}

/// The value of row `row`, stored as `octets`.
#[inline]
fn value_at<T: UuidValue>(row: usize, octets: &[u8]) -> Result<T, ArrowError> {
    let uuid = Uuid::from_slice(octets)
        .map_err(|_| ArrowError::at(row, ArrowErrorKind::Length(octets.len())))?;
    T::from_uuid_checked(uuid).map_err(|refusal| ArrowError::at(row, refused(uuid, refusal)))
}

/// A `FixedSizeBinary(16)` buffer as its rows of 16 octets.
// `as_chunks` is Rust 1.88's, which arrow-rs 60 needs already.
#[allow(clippy::incompatible_msrv)]
fn rows(values: &[u8]) -> &[[u8; 16]] {
    values.as_chunks().0
}

/// A UUID column's array, by the storage it has.
#[derive(Clone, Copy)]
enum Storage<'a> {
    Fixed(&'a FixedSizeBinaryArray),
    Binary(&'a arrow_array::BinaryArray),
    LargeBinary(&'a arrow_array::LargeBinaryArray),
    View(&'a arrow_array::BinaryViewArray),
    /// An array of the `Null` type, of this length.
    Null(usize),
}

impl<'a> Storage<'a> {
    /// The storage of `array`, or an error naming its type.
    fn of(array: &'a dyn Array) -> Result<Self, ArrowError> {
        let storage = match array.data_type() {
            DataType::FixedSizeBinary(16) => array.as_fixed_size_binary_opt().map(Self::Fixed),
            DataType::Binary => array.as_binary_opt().map(Self::Binary),
            DataType::LargeBinary => array.as_binary_opt().map(Self::LargeBinary),
            DataType::BinaryView => array.as_binary_view_opt().map(Self::View),
            DataType::Null => Some(Self::Null(array.len())),
            _ => None,
        };
        storage.ok_or_else(|| ArrowError {
            row: None,
            kind: ArrowErrorKind::DataType(array.data_type().clone()),
        })
    }

    /// `read(row, value)` of every row in order, collected; the first error ends it.
    fn collect<O, E>(
        self,
        mut read: impl FnMut(usize, Option<&[u8]>) -> Result<O, E>,
    ) -> Result<Vec<O>, E> {
        fn each<'v, O, E>(
            values: impl ExactSizeIterator<Item = Option<&'v [u8]>>,
            read: &mut impl FnMut(usize, Option<&[u8]>) -> Result<O, E>,
        ) -> Result<Vec<O>, E> {
            let mut out = Vec::with_capacity(values.len());
            for (row, value) in values.enumerate() {
                out.push(read(row, value)?);
            }
            Ok(out)
        }
        match self {
            // Without nulls, straight through the buffer.
            Self::Fixed(array) if array.null_count() == 0 => {
                each(array.value_data().chunks_exact(16).map(Some), &mut read)
            }
            Self::Fixed(array) => each(array.iter(), &mut read),
            Self::Binary(array) => each(array.iter(), &mut read),
            Self::LargeBinary(array) => each(array.iter(), &mut read),
            Self::View(array) => each(array.iter(), &mut read),
            Self::Null(len) => each(core::iter::repeat_n(None, len), &mut read),
        }
    }
}

/// Why an Arrow array is not a column of the values asked for: the row (when one value
/// is at fault) and what was found there.
///
/// ```
/// use arrow_array::StringArray;
/// use uuid_runtime::integrations::arrow::{self, ArrowErrorKind};
/// use uuid_runtime::Uuid;
///
/// let text = StringArray::from(vec!["67e55044-10b1-426f-9247-bb680e5fe0c8"]);
/// let err = arrow::from_array::<Uuid>(&text).unwrap_err();
/// assert_eq!(err.row(), None);
/// assert!(matches!(err.kind(), ArrowErrorKind::DataType(_)));
/// assert_eq!(
///     err.to_string(),
///     "expected a UUID column (FixedSizeBinary(16), or Binary, LargeBinary or BinaryView \
///      of 16-byte values), found Utf8"
/// );
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct ArrowError {
    row: Option<usize>,
    kind: ArrowErrorKind,
}

/// What an [`ArrowError`] found.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ArrowErrorKind {
    /// An array of a type that does not hold UUIDs (this one); no row.
    DataType(DataType),
    /// A binary value of this many bytes rather than 16.
    Length(usize),
    /// A null, read by [`from_array`].
    Null,
    /// The nil UUID, read as a [`NonNilUuid`](crate::NonNilUuid).
    Nil,
    /// A UUID the typed ID refuses (one of another version than its `version`), with
    /// the typed ID's error.
    TypedId {
        /// The UUID stored.
        found: Uuid,
        /// Why the typed ID refuses it.
        error: TypedIdError,
    },
}

impl ArrowError {
    fn at(row: usize, kind: ArrowErrorKind) -> Self {
        Self {
            row: Some(row),
            kind,
        }
    }

    /// The row (from 0) of the value at fault, or `None` when the array's type is.
    ///
    /// ```
    /// use uuid_runtime::{integrations::arrow, Uuid};
    ///
    /// let array = arrow::to_array_nullable([Some(Uuid::MAX), None]);
    /// assert_eq!(arrow::from_array::<Uuid>(&array).unwrap_err().row(), Some(1));
    /// ```
    pub fn row(&self) -> Option<usize> {
        self.row
    }

    /// What was found.
    ///
    /// ```
    /// use uuid_runtime::integrations::arrow::{self, ArrowErrorKind};
    /// use uuid_runtime::Uuid;
    ///
    /// let array = arrow::to_array_nullable([None::<Uuid>]);
    /// let err = arrow::from_array::<Uuid>(&array).unwrap_err();
    /// assert_eq!(err.kind(), &ArrowErrorKind::Null);
    /// ```
    pub fn kind(&self) -> &ArrowErrorKind {
        &self.kind
    }
}

impl fmt::Display for ArrowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(row) = self.row {
            write!(f, "row {row}: ")?;
        }
        match &self.kind {
            ArrowErrorKind::DataType(found) => write!(
                f,
                "expected a UUID column (FixedSizeBinary(16), or Binary, LargeBinary or \
                 BinaryView of 16-byte values), found {found}"
            ),
            ArrowErrorKind::Length(found) => write!(
                f,
                "expected a 16-byte UUID, found {found} byte{}",
                if *found == 1 { "" } else { "s" }
            ),
            ArrowErrorKind::Null => f.write_str("expected a UUID, found null"),
            ArrowErrorKind::Nil => fmt::Display::fmt(&crate::Error::nil(36), f),
            ArrowErrorKind::TypedId { found, error } => write!(f, "{error} (found {found})"),
        }
    }
}

/// The typed ID's own error, for a UUID it refuses.
impl StdError for ArrowError {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        match &self.kind {
            ArrowErrorKind::TypedId { error, .. } => Some(error),
            _ => None,
        }
    }
}
