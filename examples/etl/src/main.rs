//! An extract-transform-load step with typed IDs (feature `arrow`): page views whose
//! IDs are made in one batch with `fill_v7`, written to a Parquet file whose ID columns
//! are of Parquet's `UUID` logical type (read as UUIDs by DuckDB, pyarrow, Spark), then
//! read back as the same typed IDs, checked, and counted.
//!
//! Run with `cargo run -p example-etl`; pass a directory to keep `page_views.parquet`
//! there (by default it is written in a temporary directory, removed at the end).

use std::collections::HashSet;
use std::error::Error;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch, StringArray};
use arrow_schema::{DataType, Field, Schema};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use uuid_runtime::integrations::arrow;
use uuid_runtime::{TypedId, Uuid};

/// Page views: version 7, TypeID text `view_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "view", version = 7)]
struct ViewId(Uuid);

/// Users: version 7, TypeID text `user_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

const VIEWS: usize = 10_000;
const USERS: usize = 100;
const PAGES: [&str; 4] = ["/", "/pricing", "/docs", "/blog"];

/// `count` typed IDs made in one batch: one strictly increasing run of v7 UUIDs.
fn fresh<T: TypedId>(count: usize) -> Result<Vec<T>, Box<dyn Error>> {
    let mut uuids = vec![Uuid::NIL; count];
    Uuid::fill_v7(&mut uuids);
    Ok(uuids
        .into_iter()
        .map(T::try_from_uuid)
        .collect::<Result<_, _>>()?)
}

fn main() -> Result<(), Box<dyn Error>> {
    let (dir, temporary) = if let Some(dir) = std::env::args_os().nth(1) {
        (PathBuf::from(dir), false)
    } else {
        let dir = std::env::temp_dir().join(format!("uuid-runtime-etl-{}", std::process::id()));
        fs::create_dir_all(&dir)?;
        (dir, true)
    };
    let path = dir.join("page_views.parquet");
    let result = run(&path);
    if temporary {
        fs::remove_dir_all(&dir)?;
    }
    result
}

fn run(path: &Path) -> Result<(), Box<dyn Error>> {
    // Extract: the events, as the application has them.
    let users: Vec<UserId> = fresh(USERS)?;
    let views: Vec<ViewId> = fresh(VIEWS)?;
    let viewers: Vec<UserId> = (0..VIEWS).map(|i| users[i * 7 % USERS]).collect();
    let pages: Vec<&str> = (0..VIEWS).map(|i| PAGES[i % PAGES.len()]).collect();

    // Transform: Arrow columns; the ID fields are `arrow.uuid` and say their typed ID.
    let schema = Arc::new(Schema::new(vec![
        arrow::field_for::<ViewId>("id", false),
        arrow::field_for::<UserId>("user_id", false),
        Field::new("page", DataType::Utf8, false),
    ]));
    let columns: Vec<ArrayRef> = vec![
        Arc::new(arrow::to_array(views.iter().copied())),
        Arc::new(arrow::to_array(viewers.iter().copied())),
        Arc::new(StringArray::from(pages)),
    ];
    let batch = RecordBatch::try_new(schema.clone(), columns)?;

    // Load: a Parquet file, its ID columns of logical type `UUID`.
    let mut writer = ArrowWriter::try_new(File::create(path)?, schema, None)?;
    writer.write(&batch)?;
    writer.close()?;
    println!("wrote {VIEWS} page views to {}", path.display());

    // And back: the same typed IDs, each checked for its version.
    let reader = ParquetRecordBatchReaderBuilder::try_new(File::open(path)?)?;
    for column in reader.parquet_schema().columns() {
        if let Some(logical_type) = column.logical_type_ref() {
            println!("column {}: {logical_type:?}", column.name());
        }
    }
    let mut read_views = Vec::new();
    let mut read_viewers = Vec::new();
    for batch in reader.build()? {
        let batch = batch?;
        read_views.extend(arrow::from_array::<ViewId>(batch.column(0))?);
        read_viewers.extend(arrow::from_array::<UserId>(batch.column(1))?);
    }
    if read_views != views || read_viewers != viewers {
        return Err("the file holds other IDs than were written".into());
    }
    let readers: HashSet<UserId> = read_viewers.iter().copied().collect();
    println!(
        "read back {} page views by {} users, the same typed IDs",
        read_views.len(),
        readers.len()
    );
    println!("first: {} by {}", read_views[0], read_viewers[0]);
    println!(
        "last:  {} by {}",
        read_views[VIEWS - 1],
        read_viewers[VIEWS - 1]
    );
    Ok(())
}
