//! Parquet files shared with engines that are not arrow-rs: pyarrow (Arrow C++) and
//! DuckDB read the files we write as UUID columns, Polars as binary, and we read what
//! each of them writes as typed IDs, compared value by value (through `interop.py`; see
//! `tests/support/python.rs` for where the engines come from and when these tests skip).

use std::fs::File;

use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::LogicalType;
use serde::{Deserialize, Serialize};
use uuid_runtime::Uuid;
use uuid_test_support::python::python;
use uuid_test_support::temp_dir::TempDir;

use crate::{assert_read_back, batch, batches, parents, read_back, user_ids};

/// An engine `interop.py` drives, and how it sees a UUID column.
struct Engine {
    name: &'static str,
    /// The type it reads our columns as.
    reads_as: &'static str,
    /// Whether the columns it writes are of the `UUID` logical type.
    writes_uuids: bool,
}

const ENGINES: [Engine; 3] = [
    Engine {
        name: "pyarrow",
        reads_as: "extension<arrow.uuid>",
        writes_uuids: true,
    },
    Engine {
        name: "duckdb",
        reads_as: "UUID",
        writes_uuids: true,
    },
    // No UUID type: 16-byte binary values both ways.
    Engine {
        name: "polars",
        reads_as: "Binary",
        writes_uuids: false,
    },
];

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

impl Column {
    /// The column `name` to write, of `values`.
    fn of<T: AsRef<Uuid>>(name: &str, values: impl IntoIterator<Item = Option<T>>) -> Self {
        Self {
            name: name.to_owned(),
            kind: String::new(),
            logical_type: None,
            values: values
                .into_iter()
                .map(|value| value.map(|id| id.as_ref().to_string()))
                .collect(),
        }
    }
}

#[test]
fn the_engines_read_our_parquet_files_value_by_value() {
    let Some(python) = python() else { return };
    let users = user_ids(ROWS);
    let parents = parents(&users);
    let dir = TempDir::new("arrow-interop");
    let path = dir.path().join("ours.parquet");
    let file = File::create(&path).unwrap();
    let mut writer = ArrowWriter::try_new(file, batch(&[], &[]).schema(), None).unwrap();
    for batch in batches(&users, &parents, 4096) {
        writer.write(&batch).unwrap();
    }
    writer.close().unwrap();

    let written = [
        Column::of("id", users.iter().map(Some)),
        Column::of("parent", parents.iter().copied()),
    ];
    for engine in ENGINES {
        let output = python
            .run(["read", engine.name, path.to_str().unwrap()], "")
            .unwrap_or_else(|why| panic!("{why}"));
        let columns: Vec<Column> = serde_json::from_str(&output).unwrap();
        assert_eq!(columns.len(), written.len(), "{}", engine.name);
        for (read, written) in columns.iter().zip(&written) {
            let place = format!("{}: {}", engine.name, written.name);
            assert_eq!(read.name, written.name, "{place}");
            assert_eq!(read.kind, engine.reads_as, "{place}");
            if engine.name == "pyarrow" {
                assert_eq!(read.logical_type.as_deref(), Some("UUID"), "{place}");
            }
            assert_eq!(read.values.len(), ROWS, "{place}");
            for (row, (read, written)) in read.values.iter().zip(&written.values).enumerate() {
                assert_eq!(read, written, "{place}, row {row}");
            }
        }
    }
}

#[test]
fn we_read_what_the_engines_write_as_typed_ids() {
    let Some(python) = python() else { return };
    let users = user_ids(ROWS);
    let parents = parents(&users);
    let columns = [
        Column::of("id", users.iter().map(Some)),
        Column::of("parent", parents.iter().copied()),
    ];
    let input = serde_json::to_string(&columns).unwrap();
    let dir = TempDir::new("arrow-interop");
    for engine in ENGINES {
        let path = dir.path().join(format!("{}.parquet", engine.name));
        python
            .run(["write", engine.name, path.to_str().unwrap()], &input)
            .unwrap_or_else(|why| panic!("{why}"));
        let reader = ParquetRecordBatchReaderBuilder::try_new(File::open(&path).unwrap()).unwrap();
        let uuid = engine.writes_uuids.then_some(&LogicalType::Uuid);
        for column in reader.parquet_schema().columns() {
            let place = format!("{}: {}", engine.name, column.name());
            assert_eq!(column.logical_type_ref(), uuid, "{place}");
        }
        let extension = engine
            .writes_uuids
            .then_some(uuid_runtime::integrations::arrow::EXTENSION_NAME);
        for field in reader.schema().fields() {
            let place = format!("{}: {}", engine.name, field.name());
            assert_eq!(field.extension_type_name(), extension, "{place}");
        }
        let read = read_back(reader.build().unwrap().map(Result::unwrap));
        assert_read_back(&read, &users, &parents);
    }
}
