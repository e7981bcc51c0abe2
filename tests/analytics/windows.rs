//! Time windows in DuckDB: thousands of v7 typed IDs made with `new_v7` written to a
//! Parquet file through `uuid_runtime::integrations::arrow`, loaded into a DuckDB table
//! as its `UUID` type, and each random window (`uuid_test_support::windows`) asked for with
//! `id >= $1 AND id < $2` bound to the typed range's ends: exactly its IDs, in `Ord`'s
//! order under `ORDER BY id` (DuckDB compares UUIDs as their bytes).

use std::fs::File;
use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::Schema;
use parquet::arrow::ArrowWriter;
use serde::Deserialize;
use uuid_runtime::integrations::arrow;
use uuid_test_support::ids::UserId;
use uuid_test_support::python::python;
use uuid_test_support::temp_dir::TempDir;
use uuid_test_support::windows::{check, time_windows};

/// What `interop.py windows` answers.
#[derive(Deserialize)]
struct Answers {
    #[serde(rename = "type")]
    kind: String,
    windows: Vec<Vec<String>>,
}

#[test]
fn duckdb_returns_exactly_each_windows_ids() {
    let Some(python) = python() else { return };
    let data = time_windows(0xd0c);
    let dir = TempDir::new("windows");
    let path = dir.path().join("ids.parquet");
    let schema = Arc::new(Schema::new(vec![arrow::field_for::<UserId>("id", false)]));
    let column: ArrayRef = Arc::new(arrow::to_array(data.ids.iter().copied()));
    let batch = RecordBatch::try_new(schema.clone(), vec![column]).unwrap();
    let mut writer = ArrowWriter::try_new(File::create(&path).unwrap(), schema, None).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();

    let bounds: Vec<[String; 2]> = data
        .windows
        .iter()
        .map(|window| {
            let range = window.range();
            [
                range.start.as_uuid().to_string(),
                range.end.as_uuid().to_string(),
            ]
        })
        .collect();
    let output = python
        .run(
            ["windows", path.to_str().unwrap()],
            &serde_json::to_string(&bounds).unwrap(),
        )
        .unwrap_or_else(|why| panic!("{why}"));
    let answers: Answers = serde_json::from_str(&output).unwrap();
    assert_eq!(answers.kind, "UUID");
    assert_eq!(answers.windows.len(), data.windows.len());
    for (window, answer) in data.windows.iter().zip(&answers.windows) {
        let found: Vec<UserId> = answer
            .iter()
            .map(|text| UserId::try_from_uuid(text.parse().unwrap()).unwrap())
            .collect();
        check(window, &found).unwrap_or_else(|err| panic!("DuckDB: {err}"));
        assert_eq!(
            found, window.expected,
            "DuckDB's ORDER BY id is Ord's order"
        );
    }
}
