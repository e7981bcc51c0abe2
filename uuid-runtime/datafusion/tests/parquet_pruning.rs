//! A time window on v7 IDs prunes a Parquet file's row groups: a year of orders, sorted
//! by ID, a few row groups a month; the May query with `uuidv7_min` bounds returns
//! exactly May's rows and reads only May's row groups (`EXPLAIN ANALYZE`'s
//! `row_groups_pruned_statistics`), the bounds reaching the scan as literals.

mod common;

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use common::*;
use datafusion::arrow::array::{Int32Array, RecordBatch};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::basic::LogicalType;
use datafusion::parquet::file::properties::WriterProperties;
use datafusion::prelude::ParquetReadOptions;
use uuid_runtime::{RandomSource, ThreadLocalRng, Timestamp, Uuid};

/// 2026-01-01T00:00:00Z.
const YEAR_START: u64 = 1_767_225_600_000;
const MONTH_DAYS: [u64; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ROW_GROUP: usize = 1000;

/// The first millisecond of month `m` (0-based) of 2026.
fn month_start(m: usize) -> u64 {
    YEAR_START + MONTH_DAYS[..m].iter().sum::<u64>() * 86_400_000
}

struct Written {
    path: PathBuf,
    /// Each month's IDs, sorted.
    months: Vec<Vec<Uuid>>,
    /// Each month's row groups.
    row_groups: Vec<usize>,
}

/// Writes a year of v7 IDs, sorted, month `m` with `1000 + 350 m` rows, in row groups of
/// at most 1000 rows that never straddle a month; the month's first and last possible
/// IDs among them.
fn write(dir: &Path, name: &str, tagged: bool) -> Written {
    let mut id = Field::new("id", DataType::FixedSizeBinary(16), false);
    if tagged {
        // Written as Parquet's UUID logical type (parquet's `arrow_canonical_extension_types`).
        id = id.with_extension_type(arrow_schema::extension::Uuid);
    }
    let schema = Arc::new(Schema::new(vec![
        id,
        Field::new("month", DataType::Int32, false),
    ]));
    let path = dir.join(name);
    let properties = WriterProperties::builder()
        .set_max_row_group_row_count(Some(ROW_GROUP))
        .build();
    let mut writer = ArrowWriter::try_new(
        File::create(&path).unwrap(),
        Arc::clone(&schema),
        Some(properties),
    )
    .unwrap();
    let (mut months, mut row_groups) = (Vec::new(), Vec::new());
    for m in 0..12 {
        let (start, end) = (month_start(m), month_start(m + 1));
        let mut ids: Vec<Uuid> = (0..1000 + 350 * m)
            .map(|_| {
                Uuid::new_v7(Timestamp::from_unix_millis(
                    start + ThreadLocalRng.next_u64() % (end - start),
                ))
            })
            .collect();
        ids.push(Uuid::min_v7(Timestamp::from_unix_millis(start)));
        ids.push(Uuid::max_v7(Timestamp::from_unix_millis(end - 1)));
        ids.sort();
        for chunk in ids.chunks(ROW_GROUP) {
            let batch = RecordBatch::try_new(
                Arc::clone(&schema),
                vec![
                    uuid_column(&chunk.iter().copied().map(Some).collect::<Vec<_>>()),
                    Arc::new(Int32Array::from(vec![
                        i32::try_from(m).unwrap() + 1;
                        chunk.len()
                    ])),
                ],
            )
            .unwrap();
            writer.write(&batch).unwrap();
            writer.flush().unwrap();
        }
        row_groups.push(ids.len().div_ceil(ROW_GROUP));
        months.push(ids);
    }
    let metadata = writer.close().unwrap();
    assert_eq!(metadata.num_row_groups(), row_groups.iter().sum::<usize>());
    let column = metadata.file_metadata().schema_descr().column(0);
    let logical = column.logical_type_ref();
    assert_eq!(logical, tagged.then_some(&LogicalType::Uuid), "{name}");
    Written {
        path,
        months,
        row_groups,
    }
}

const MAY: &str =
    "id >= uuidv7_min('2026-05-01T00:00:00Z') AND id < uuidv7_min('2026-06-01T00:00:00Z')";

async fn check(written: &Written) {
    let ctx = ctx();
    ctx.register_parquet(
        "orders",
        written.path.to_str().unwrap(),
        ParquetReadOptions::default(),
    )
    .await
    .unwrap();
    // Exactly May's rows.
    let batches = query(
        &ctx,
        &format!("SELECT id, month FROM orders WHERE {MAY} ORDER BY id"),
    )
    .await;
    let ids: Vec<Uuid> = uuids(&column(&batches, 0))
        .into_iter()
        .map(Option::unwrap)
        .collect();
    assert_eq!(ids, written.months[4]);
    // The bounds are literals in the scan's predicate.
    let plan = pretty_format_batches(
        &query(&ctx, &format!("EXPLAIN SELECT id FROM orders WHERE {MAY}")).await,
    )
    .unwrap()
    .to_string();
    let scan = plan
        .lines()
        .find(|line| line.contains("DataSourceExec") && line.contains("predicate="))
        .unwrap_or_else(|| panic!("no scan with a predicate:\n{plan}"));
    assert!(!scan.contains("uuidv7_min"), "{scan}");
    assert!(scan.contains("pruning_predicate="), "{scan}");
    // The plan shows a literal's first 10 bytes, in uppercase hex.
    let shown = |ms| {
        Uuid::min_v7(Timestamp::from_unix_millis(ms))
            .simple()
            .to_string()[..20]
            .to_uppercase()
    };
    let (may, june) = (shown(month_start(4)), shown(month_start(5)));
    assert!(
        scan.contains(&format!("predicate=id@0 >= {may}... AND id@0 < {june}...")),
        "{may} {june} in {scan}"
    );
    // Only May's row groups are read.
    let analyzed = pretty_format_batches(
        &query(
            &ctx,
            &format!("EXPLAIN ANALYZE SELECT id FROM orders WHERE {MAY}"),
        )
        .await,
    )
    .unwrap()
    .to_string();
    let total: usize = written.row_groups.iter().sum();
    let expected = format!(
        "row_groups_pruned_statistics={total} total \u{2192} {} matched",
        written.row_groups[4]
    );
    assert!(analyzed.contains(&expected), "{expected} in\n{analyzed}");
    println!("{}: {expected}", written.path.display());
}

#[tokio::test]
async fn a_may_query_reads_only_mays_row_groups() {
    let dir = std::env::temp_dir().join(format!("uuid-df-pruning-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A plain FIXED_LEN_BYTE_ARRAY(16) column, and one of Parquet's UUID logical type.
    for (name, tagged) in [("plain.parquet", false), ("uuid.parquet", true)] {
        let written = write(&dir, name, tagged);
        assert_eq!(written.row_groups.len(), 12);
        check(&written).await;
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
