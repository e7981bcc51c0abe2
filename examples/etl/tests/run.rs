//! The `etl` example, run as a process: the Parquet file it leaves in the directory it
//! is given, and what it prints about it.

use std::fs::File;
use std::process::Command;

use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::LogicalType;
use uuid_runtime::Uuid;
use uuid_runtime::integrations::arrow;
use uuid_runtime::typeid::TypeId;
use uuid_test_support::temp_dir::TempDir;

/// The view IDs in the example's output: `view_...` TypeIDs, parsed.
fn views(stdout: &str) -> Vec<Uuid> {
    stdout
        .split_whitespace()
        .filter_map(|word| TypeId::parse_str(word).ok())
        .filter(|id| id.prefix() == "view")
        .map(TypeId::into_uuid)
        .collect()
}

#[test]
fn the_etl_example_writes_reads_and_counts_page_views() {
    let dir = TempDir::new("etl");
    let output = Command::new(env!("CARGO_BIN_EXE_etl"))
        .arg(dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("wrote 10000 page views to "), "{stdout}");
    assert!(
        stdout.contains("column id: Uuid\ncolumn user_id: Uuid\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("read back 10000 page views by 100 users, the same typed IDs"),
        "{stdout}"
    );

    // The file it kept holds what it says: the first and last views it printed.
    let file = File::open(dir.path().join("page_views.parquet")).unwrap();
    let reader = ParquetRecordBatchReaderBuilder::try_new(file).unwrap();
    assert_eq!(
        reader.parquet_schema().column(0).logical_type_ref(),
        Some(&LogicalType::Uuid)
    );
    let mut ids: Vec<Uuid> = Vec::new();
    for batch in reader.build().unwrap() {
        ids.extend(arrow::from_array::<Uuid>(batch.unwrap().column(0)).unwrap());
    }
    assert_eq!(ids.len(), 10_000);
    assert!(
        ids.windows(2).all(|pair| pair[0] < pair[1]),
        "one run of fill_v7"
    );
    assert_eq!(views(&stdout), [ids[0], ids[9_999]], "{stdout}");
}
