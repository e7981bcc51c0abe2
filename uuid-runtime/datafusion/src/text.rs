//! UUIDs and text: `uuid_parse`, `try_uuid_parse`, `uuid_format`, `typeid_encode`,
//! `typeid_decode`, `typeid_prefix`, on the toolkit's vectorised text kernels.

use std::fmt::Write as _;
use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, StringBuilder};
use datafusion::common::{Result, ScalarValue};
use datafusion::logical_expr::ColumnarValue;
use uuid_runtime::Uuid;
use uuid_runtime::fmt::Hyphenated;
use uuid_runtime::typeid::{TypeId, TypeIdSuffix, check_prefix};

use crate::columns::{
    Quoted, Rows, TextColumn, UuidBuilder, UuidColumn, arrays, result, row_error,
};
use crate::kind::Kind;

/// `uuid_parse(text)` (an error for text that is not a UUID) and `try_uuid_parse(text)`
/// (NULL for it): any of the four RFC 9562 forms.
pub(crate) fn parse(
    kind: Kind,
    lenient: bool,
    args: &[ColumnarValue],
    rows: usize,
) -> Result<ColumnarValue> {
    let name = kind.name();
    let (arrays, place) = arrays(args, rows)?;
    let texts = TextColumn::new(name, &arrays[0])?;
    let mut out = UuidBuilder::with_capacity(texts.len());
    for index in 0..texts.len() {
        let Some(text) = texts.get(index) else {
            out.append(None);
            continue;
        };
        match Uuid::parse_str(text) {
            Ok(id) => out.append(Some(id)),
            Err(_) if lenient => out.append(None),
            Err(err) => {
                return Err(row_error(
                    name,
                    place.at(index),
                    format_args!("{}: {err}", Quoted(text)),
                ));
            }
        }
    }
    result(out.finish(), place)
}

/// `uuid_format(uuid)`: the hyphenated lowercase form, 36 characters a row.
pub(crate) fn format(args: &[ColumnarValue], rows: usize) -> Result<ColumnarValue> {
    const NAME: &str = Kind::UuidFormat.name();
    let (arrays, place) = arrays(args, rows)?;
    let ids = UuidColumn::new(NAME, &arrays[0])?;
    let mut out = StringBuilder::with_capacity(ids.len(), ids.len() * Hyphenated::LENGTH);
    let mut buf = [0; Hyphenated::LENGTH];
    ids.for_each(NAME, place, |_, id| {
        out.append_value(id.hyphenated().encode_lower(&mut buf));
    })?;
    result(with_nulls(out, ids.nulls()), place)
}

/// The strings built, with the input's nulls.
fn with_nulls(
    mut builder: StringBuilder,
    nulls: Option<&datafusion::arrow::buffer::NullBuffer>,
) -> ArrayRef {
    let array = builder.finish();
    match nulls {
        None => Arc::new(array),
        Some(nulls) => {
            let (offsets, values, _) = array.into_parts();
            Arc::new(datafusion::arrow::array::StringArray::new(
                offsets,
                values,
                Some(nulls.clone()),
            ))
        }
    }
}

/// `typeid_encode(prefix, uuid)`: `prefix_` and the UUID's 26 base32 digits (the digits
/// alone for an empty prefix). A constant prefix is checked once.
pub(crate) fn typeid_encode(args: &[ColumnarValue], rows: usize) -> Result<ColumnarValue> {
    const NAME: &str = Kind::TypeIdEncode.name();
    if let [ColumnarValue::Scalar(prefix), ColumnarValue::Array(ids)] = args {
        let Some(prefix) = prefix.try_as_str().flatten() else {
            // A NULL prefix: NULL everywhere.
            return Ok(ColumnarValue::Scalar(ScalarValue::Utf8(None)));
        };
        check_prefix(prefix).map_err(|err| prefix_error(Rows::Constant, 0, prefix, err))?;
        let ids = UuidColumn::new(NAME, ids)?;
        let width = typeid_length(prefix);
        let mut out = StringBuilder::with_capacity(ids.len(), ids.len() * width);
        ids.for_each(NAME, Rows::Batch, |_, id| {
            write_typeid(&mut out, prefix, id);
        })?;
        return Ok(ColumnarValue::Array(with_nulls(out, ids.nulls())));
    }
    let (arrays, place) = arrays(args, rows)?;
    let prefixes = TextColumn::new(NAME, &arrays[0])?;
    let ids = UuidColumn::new(NAME, &arrays[1])?;
    let mut out = StringBuilder::with_capacity(ids.len(), ids.len() * 32);
    for index in 0..ids.len() {
        match (prefixes.get(index), ids.get(NAME, place, index)?) {
            (Some(prefix), Some(id)) => {
                check_prefix(prefix).map_err(|err| prefix_error(place, index, prefix, err))?;
                write_typeid(&mut out, prefix, id);
            }
            _ => out.append_null(),
        }
    }
    result(Arc::new(out.finish()), place)
}

fn prefix_error(
    place: Rows,
    index: usize,
    prefix: &str,
    err: impl std::fmt::Display,
) -> datafusion::error::DataFusionError {
    row_error(
        Kind::TypeIdEncode.name(),
        place.at(index),
        format_args!("prefix {}: {err}", Quoted(prefix)),
    )
}

/// The length of a TypeID with `prefix`.
fn typeid_length(prefix: &str) -> usize {
    if prefix.is_empty() {
        TypeIdSuffix::LENGTH
    } else {
        prefix.len() + 1 + TypeIdSuffix::LENGTH
    }
}

/// Appends the TypeID of `id` with the checked `prefix`.
#[inline]
fn write_typeid(out: &mut StringBuilder, prefix: &str, id: Uuid) {
    let mut suffix = [0; TypeIdSuffix::LENGTH];
    let suffix = TypeIdSuffix::from_uuid(id).encode(&mut suffix);
    if !prefix.is_empty() {
        // Writing to a `StringBuilder` cannot fail.
        let _ = out.write_str(prefix);
        let _ = out.write_char('_');
    }
    out.append_value(suffix);
}

/// `typeid_decode(text)`: the UUID of a TypeID.
pub(crate) fn typeid_decode(args: &[ColumnarValue], rows: usize) -> Result<ColumnarValue> {
    const NAME: &str = Kind::TypeIdDecode.name();
    let (arrays, place) = arrays(args, rows)?;
    let texts = TextColumn::new(NAME, &arrays[0])?;
    let mut out = UuidBuilder::with_capacity(texts.len());
    for index in 0..texts.len() {
        let id = match texts.get(index) {
            Some(text) => Some(parse_typeid(NAME, place, index, text)?.into_uuid()),
            None => None,
        };
        out.append(id);
    }
    result(out.finish(), place)
}

/// `typeid_prefix(text)`: the prefix of a TypeID (empty without one).
pub(crate) fn typeid_prefix(args: &[ColumnarValue], rows: usize) -> Result<ColumnarValue> {
    const NAME: &str = Kind::TypeIdPrefix.name();
    let (arrays, place) = arrays(args, rows)?;
    let texts = TextColumn::new(NAME, &arrays[0])?;
    let mut out = StringBuilder::with_capacity(texts.len(), texts.len() * 8);
    for index in 0..texts.len() {
        match texts.get(index) {
            Some(text) => out.append_value(parse_typeid(NAME, place, index, text)?.prefix()),
            None => out.append_null(),
        }
    }
    result(Arc::new(out.finish()), place)
}

fn parse_typeid<'a>(name: &str, place: Rows, index: usize, text: &'a str) -> Result<TypeId<'a>> {
    TypeId::parse_str(text).map_err(|err| {
        row_error(
            name,
            place.at(index),
            format_args!("{}: {err}", Quoted(text)),
        )
    })
}
