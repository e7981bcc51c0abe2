//! 100,000 v7 typed IDs, and a nullable column beside them, through Parquet with
//! arrow-rs's `ArrowWriter` and `ParquetRecordBatchReader` (feature
//! `arrow_canonical_extension_types`): a column of logical type `UUID`, in several row
//! groups and pages, with dictionary encoding on and off, read back as the extension
//! and the same typed IDs.

use std::sync::Arc;

use arrow_array::{Array, ArrayRef, LargeBinaryArray, RecordBatch};
use arrow_schema::extension::Uuid as UuidExtension;
use arrow_schema::{DataType, Field, Schema};
use bytes::Bytes;
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::{ArrowReaderOptions, ParquetRecordBatchReaderBuilder};
use parquet::basic::{Encoding, LogicalType, PageType, Repetition, Type as PhysicalType};
use parquet::file::properties::WriterProperties;
use parquet::file::reader::{FileReader, SerializedFileReader};
use uuid_runtime::Uuid;
use uuid_runtime::integrations::arrow;

use crate::ids::{OrderId, UserId, V4, V7};
use crate::{
    ROWS, assert_read_back, assert_schema_written, batch, batches, parents, read_back, user_ids,
};

/// The most rows a row group holds, so that the file has several.
const ROW_GROUP_ROWS: usize = 30_000;

/// The most rows a data page holds (checked every 1,024 rows written), so that each
/// column chunk has several.
const PAGE_ROWS: usize = 5_000;

/// A Parquet file of `batches` (at least one), written with `properties`.
fn write(batches: impl IntoIterator<Item = RecordBatch>, properties: WriterProperties) -> Bytes {
    let mut batches = batches.into_iter().peekable();
    let schema = batches.peek().expect("a batch").schema();
    let mut file = Vec::new();
    let mut writer = ArrowWriter::try_new(&mut file, schema, Some(properties)).unwrap();
    for batch in batches {
        writer.write(&batch).unwrap();
    }
    writer.close().unwrap();
    Bytes::from(file)
}

/// `count` users and their parents, and a Parquet file of them in one batch.
fn small_file(
    count: usize,
    properties: WriterProperties,
) -> (Vec<UserId>, Vec<Option<OrderId>>, Bytes) {
    let users = user_ids(count);
    let parents = parents(&users);
    let file = write([batch(&users, &parents)], properties);
    (users, parents, file)
}

/// A batch of one column, `field`, holding `array`.
fn one_column(field: Field, array: ArrayRef) -> RecordBatch {
    RecordBatch::try_new(Arc::new(Schema::new(vec![field])), vec![array]).unwrap()
}

/// Writer properties with small row groups and pages, and dictionary encoding on or off.
fn properties(dictionary: bool) -> WriterProperties {
    WriterProperties::builder()
        .set_max_row_group_row_count(Some(ROW_GROUP_ROWS))
        .set_data_page_row_count_limit(PAGE_ROWS)
        .set_dictionary_enabled(dictionary)
        .build()
}

/// For each row group and column, the encodings of its data pages and whether it has a
/// dictionary page.
fn pages(file: &Bytes) -> Vec<Vec<(Vec<Encoding>, bool)>> {
    let reader = SerializedFileReader::new(file.clone()).unwrap();
    (0..reader.num_row_groups())
        .map(|group| {
            let group = reader.get_row_group(group).unwrap();
            (0..group.num_columns())
                .map(|column| {
                    let mut data = Vec::new();
                    let mut dictionary = false;
                    for page in group.get_column_page_reader(column).unwrap() {
                        let page = page.unwrap();
                        match page.page_type() {
                            PageType::DICTIONARY_PAGE => dictionary = true,
                            _ => data.push(page.encoding()),
                        }
                    }
                    (data, dictionary)
                })
                .collect()
        })
        .collect()
}

#[test]
fn typed_ids_round_trip_with_dictionary_encoding_on_and_off() {
    let users = user_ids(ROWS);
    let parents = parents(&users);
    for dictionary in [true, false] {
        let file = write(batches(&users, &parents, 10_000), properties(dictionary));

        let groups = pages(&file);
        assert_eq!(groups.len(), ROWS.div_ceil(ROW_GROUP_ROWS));
        for (group, columns) in groups.iter().enumerate() {
            for (column, (data, has_dictionary)) in columns.iter().enumerate() {
                let place = format!("dictionary {dictionary}, row group {group}, column {column}");
                assert_eq!(*has_dictionary, dictionary, "{place}");
                let expected = if dictionary {
                    Encoding::RLE_DICTIONARY
                } else {
                    Encoding::PLAIN
                };
                assert!(
                    data.iter().all(|&encoding| encoding == expected),
                    "{place}: {data:?}"
                );
                assert!(data.len() >= 2, "{place}: {} data pages", data.len());
            }
        }

        let reader = ParquetRecordBatchReaderBuilder::try_new(file)
            .unwrap()
            .with_batch_size(8192);
        assert_schema_written(reader.schema());
        let read = read_back(reader.build().unwrap().map(Result::unwrap));
        assert_read_back(&read, &users, &parents);
    }
}

#[test]
fn the_columns_have_the_uuid_logical_type() {
    let (_, _, file) = small_file(10, properties(true));
    let reader = ParquetRecordBatchReaderBuilder::try_new(file).unwrap();
    let columns = reader.parquet_schema().columns();
    assert_eq!(columns.len(), 2);
    for (column, repetition) in columns
        .iter()
        .zip([Repetition::REQUIRED, Repetition::OPTIONAL])
    {
        assert_eq!(
            column.physical_type(),
            PhysicalType::FIXED_LEN_BYTE_ARRAY,
            "{}",
            column.name()
        );
        assert_eq!(column.type_length(), 16);
        assert_eq!(column.logical_type_ref(), Some(&LogicalType::Uuid));
        assert_eq!(column.self_type().get_basic_info().repetition(), repetition);
    }
}

#[test]
fn the_extension_comes_back_from_the_logical_type_alone() {
    // Without the Arrow schema `ArrowWriter` stores in the file, as a reader of a file
    // written by another engine sees it: `UUID` becomes `arrow.uuid` again.
    let (users, parents, file) = small_file(1000, properties(false));
    let options = ArrowReaderOptions::new().with_skip_arrow_metadata(true);
    let reader = ParquetRecordBatchReaderBuilder::try_new_with_options(file, options).unwrap();
    let schema = reader.schema().clone();
    assert_eq!(schema.field(0), &arrow::field("id", false));
    assert_eq!(schema.field(1), &arrow::field("parent", true));
    assert_eq!(
        schema
            .field(0)
            .try_extension_type::<UuidExtension>()
            .unwrap(),
        UuidExtension
    );
    assert_read_back(
        &read_back(reader.build().unwrap().map(Result::unwrap)),
        &users,
        &parents,
    );
}

#[test]
fn a_column_without_the_extension_has_no_logical_type() {
    // What a field made without `arrow::field` gives: binary to every reader (DuckDB
    // shows a BLOB), though our reader still takes its values.
    let field = Field::new("id", DataType::FixedSizeBinary(16), false);
    let file = write(
        [one_column(field, Arc::new(arrow::to_array([V4, V7])))],
        properties(false),
    );
    let reader = ParquetRecordBatchReaderBuilder::try_new(file).unwrap();
    assert_eq!(reader.parquet_schema().column(0).logical_type_ref(), None);
    assert_eq!(reader.schema().field(0).extension_type_name(), None);
    let read: Vec<RecordBatch> = reader.build().unwrap().map(Result::unwrap).collect();
    assert_eq!(
        arrow::from_array::<Uuid>(read[0].column(0)).unwrap(),
        [V4, V7]
    );
}

#[test]
fn binary_columns_as_polars_writes_them_are_read() {
    let users = user_ids(100);
    let octets: Vec<Option<&[u8]>> = users
        .iter()
        .enumerate()
        .map(|(row, id)| (row % 5 != 0).then_some(id.as_uuid().as_bytes().as_slice()))
        .collect();
    let field = Field::new("id", DataType::LargeBinary, true);
    let file = write(
        [one_column(field, Arc::new(LargeBinaryArray::from(octets)))],
        properties(true),
    );
    let read: Vec<RecordBatch> = ParquetRecordBatchReaderBuilder::try_new(file)
        .unwrap()
        .build()
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let column = read[0].column(0);
    assert_eq!(column.data_type(), &DataType::LargeBinary);
    let expected: Vec<Option<UserId>> = users
        .iter()
        .enumerate()
        .map(|(row, id)| (row % 5 != 0).then_some(*id))
        .collect();
    assert_eq!(
        arrow::from_array_nullable::<UserId>(column).unwrap(),
        expected
    );
}
