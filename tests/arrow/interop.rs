//! Parquet files shared with engines that are not arrow-rs: pyarrow (Arrow C++) and
//! DuckDB read the files we write as UUID columns, and we read theirs as typed IDs,
//! compared value by value (through `interop.py`; see `tests/support/python.rs` for
//! where the engines come from and when these tests skip).

use std::fs::File;

use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::LogicalType;
use serde::{Deserialize, Serialize};
use uuid_toolkit::python::python;
use uuid_toolkit::temp_dir::TempDir;

use crate::ids::OrderId;
use crate::{assert_read_back, batch, batches, parents, read_back, user_ids};

/// The engines `interop.py` drives.
const ENGINES: [&str; 2] = ["pyarrow", "duckdb"];

/// The rows exchanged: several of our record batches, several of pyarrow's row groups.
const ROWS: usize = 10_000;

/// A column as `interop.py` reads and writes it.
#[derive(Debug, Serialize, Deserialize)]
struct Column {
    name: String,
    /// The type as the engine sees it (filled in when reading).
    #[serde(rename = "type", default)]
    kind: String,
    /// pyarrow only: the Parquet logical type.
    #[serde(default)]
    logical_type: Option<String>,
    /// The hyphenated form, `None` for a null.
    values: Vec<Option<String>>,
}

/// The hyphenated text of each value, as the engines write UUIDs.
fn texts<'a, T: AsRef<uuid_runtime::Uuid> + 'a>(
    values: impl IntoIterator<Item = Option<&'a T>>,
) -> Vec<Option<String>> {
    values
        .into_iter()
        .map(|value| value.map(|id| id.as_ref().to_string()))
        .collect()
}

#[test]
fn pyarrow_and_duckdb_read_our_parquet_files_as_uuids() {
    let Some(python) = python() else { return };
    let users = user_ids(ROWS);
    let parents = parents(&users);
    let dir = TempDir::new("arrow-interop");
    let path = dir.path().join("ours.parquet");
    let mut writer =
        ArrowWriter::try_new(File::create(&path).unwrap(), batch(&[], &[]).schema(), None).unwrap();
    for batch in batches(&users, &parents, 4096) {
        writer.write(&batch).unwrap();
    }
    writer.close().unwrap();

    let expected_users = texts(users.iter().map(Some));
    let expected_parents = texts(parents.iter().map(Option::as_ref));
    for engine in ENGINES {
        let output = python
            .run(["read", engine, path.to_str().unwrap()], "")
            .unwrap_or_else(|why| panic!("{why}"));
        let columns: Vec<Column> = serde_json::from_str(&output).unwrap();
        let names: Vec<&str> = columns.iter().map(|column| column.name.as_str()).collect();
        assert_eq!(names, ["id", "parent"], "{engine}");
        for column in &columns {
            let (kind, logical_type) = match engine {
                "pyarrow" => ("extension<arrow.uuid>", Some("UUID")),
                _ => ("UUID", None),
            };
            assert_eq!(column.kind, kind, "{engine}: {}", column.name);
            assert_eq!(
                column.logical_type.as_deref(),
                logical_type,
                "{engine}: {}",
                column.name
            );
        }
        for (column, expected) in columns.iter().zip([&expected_users, &expected_parents]) {
            assert_eq!(column.values.len(), ROWS, "{engine}: {}", column.name);
            for (row, (read, written)) in column.values.iter().zip(expected).enumerate() {
                assert_eq!(read, written, "{engine}: {}, row {row}", column.name);
            }
        }
    }
}

#[test]
fn we_read_the_uuid_columns_pyarrow_and_duckdb_write_as_typed_ids() {
    let Some(python) = python() else { return };
    let users = user_ids(ROWS);
    let parents = parents(&users);
    let columns = [
        Column {
            name: "id".into(),
            kind: String::new(),
            logical_type: None,
            values: texts(users.iter().map(Some)),
        },
        Column {
            name: "parent".into(),
            kind: String::new(),
            logical_type: None,
            values: texts(parents.iter().map(Option::<OrderId>::as_ref)),
        },
    ];
    let input = serde_json::to_string(&columns).unwrap();
    let dir = TempDir::new("arrow-interop");
    for engine in ENGINES {
        let path = dir.path().join(format!("{engine}.parquet"));
        python
            .run(["write", engine, path.to_str().unwrap()], &input)
            .unwrap_or_else(|why| panic!("{why}"));
        let reader = ParquetRecordBatchReaderBuilder::try_new(File::open(&path).unwrap()).unwrap();
        for column in reader.parquet_schema().columns() {
            assert_eq!(
                column.logical_type_ref(),
                Some(&LogicalType::Uuid),
                "{engine}: {}",
                column.name()
            );
        }
        for field in reader.schema().fields() {
            assert_eq!(
                field.extension_type_name(),
                Some(uuid_runtime::arrow::EXTENSION_NAME),
                "{engine}: {}",
                field.name()
            );
        }
        let read = read_back(reader.build().unwrap().map(Result::unwrap));
        assert_read_back(read, &users, &parents);
    }
}
