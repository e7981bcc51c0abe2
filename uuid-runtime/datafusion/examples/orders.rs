//! A user's path: a year of orders keyed by a typed ID (`#[derive(TypedId)]`, version 7,
//! TypeID prefix `order`), written to a Parquet file whose `id` column is of Parquet's
//! `UUID` logical type; then DataFusion with this crate's functions filters May in SQL
//! with `uuidv7_min` bounds, which prune the file's row groups, and prints the orders
//! as TypeIDs, which read back as the same typed IDs.
//!
//! Run with `cargo run --example orders` (in `uuid-runtime/datafusion`).
//!
//! The toolkit's own Arrow integration (`uuid_runtime::integrations::arrow`) is on
//! arrow-rs 60 and DataFusion 55 on arrow-rs 59, which one program cannot mix; so the
//! column is built here, with DataFusion's arrow, from the typed IDs' 16 bytes.

use std::error::Error;
use std::fs::File;
use std::sync::Arc;

use datafusion::arrow::array::{
    AsArray, FixedSizeBinaryArray, Int64Array, RecordBatch, StringArray,
};
use datafusion::arrow::datatypes::{DataType, Field, Schema, TimestampMicrosecondType};
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::file::properties::WriterProperties;
use datafusion::prelude::{ParquetReadOptions, SessionContext};
use uuid_runtime::{Timestamp, TypedId, Uuid};

/// An order: a version 7 UUID, written `order_01h455vb4pex5vsknk084sn02q`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "order", version = 7)]
struct OrderId(Uuid);

/// 2026-01-01T00:00:00Z, in milliseconds.
const YEAR: u64 = 1_767_225_600_000;
const DAY: u64 = 86_400_000;
const ORDERS_A_DAY: u64 = 40;

fn write_orders(path: &std::path::Path) -> Result<usize, Box<dyn Error>> {
    // A year of orders, 40 a day, as an order service makes them: each `OrderId` a v7 of
    // the time the order was placed.
    let mut orders: Vec<(OrderId, i64)> = (0..365 * ORDERS_A_DAY)
        .map(|n| {
            let placed = YEAR + n * DAY / ORDERS_A_DAY + n % 997;
            (
                OrderId::new_v7(Timestamp::from_unix_millis(placed)),
                ((n % 500 + 1) * 100).cast_signed(),
            )
        })
        .collect();
    orders.sort();
    let id = Field::new("id", DataType::FixedSizeBinary(16), false)
        .with_extension_type(arrow_schema::extension::Uuid);
    let schema = Arc::new(Schema::new(vec![
        id,
        Field::new("cents", DataType::Int64, false),
    ]));
    let bytes: Vec<u8> = orders
        .iter()
        .flat_map(|(id, _)| *id.as_uuid().as_bytes())
        .collect();
    let ids = FixedSizeBinaryArray::try_new(16, bytes.into(), None)?;
    let cents = Int64Array::from_iter_values(orders.iter().map(|(_, cents)| *cents));
    let batch = RecordBatch::try_new(Arc::clone(&schema), vec![Arc::new(ids), Arc::new(cents)])?;
    // Row groups of about a week: what the scan prunes.
    let properties = WriterProperties::builder()
        .set_max_row_group_row_count(Some(7 * ORDERS_A_DAY as usize))
        .build();
    let mut writer = ArrowWriter::try_new(File::create(path)?, schema, Some(properties))?;
    writer.write(&batch)?;
    writer.close()?;
    Ok(orders.len())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let dir = std::env::temp_dir().join(format!(
        "uuid-runtime-datafusion-orders-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("orders.parquet");
    let result = run(&path).await;
    std::fs::remove_dir_all(&dir)?;
    result
}

async fn run(path: &std::path::Path) -> Result<(), Box<dyn Error>> {
    let written = write_orders(path)?;
    println!("wrote {written} orders to {}", path.display());

    let mut ctx = SessionContext::new();
    uuid_runtime_datafusion::register_all(&mut ctx)?;
    ctx.register_parquet(
        "orders",
        path.to_str().ok_or("path")?,
        ParquetReadOptions::default(),
    )
    .await?;

    let may =
        "id >= uuidv7_min('2026-05-01T00:00:00Z') AND id < uuidv7_min('2026-06-01T00:00:00Z')";
    let batches = ctx
        .sql(&format!(
            "SELECT typeid_encode('order', id) AS order_id, uuid_extract_timestamp(id) AS placed, cents \
             FROM orders WHERE {may} ORDER BY id LIMIT 5"
        ))
        .await?
        .collect()
        .await?;
    println!("\nThe first orders of May 2026:");
    println!(
        "{}",
        datafusion::arrow::util::pretty::pretty_format_batches(&batches)?
    );

    // The TypeIDs SQL wrote are the typed IDs' own text.
    for batch in &batches {
        let texts: &StringArray = batch.column(0).as_string();
        let placed = batch.column(1).as_primitive::<TimestampMicrosecondType>();
        for row in 0..batch.num_rows() {
            let id: OrderId = texts.value(row).parse()?;
            let at = id.as_uuid().get_timestamp().ok_or("a v7 has a time")?;
            assert_eq!(at.to_unix_millis() * 1000, i128::from(placed.value(row)));
            assert_eq!(id.to_string(), texts.value(row));
        }
    }

    let summary = ctx
        .sql(&format!(
            "SELECT count(*) AS orders, sum(cents) / 100 AS dollars, \
                    min(uuid_extract_timestamp(id)) AS first, max(uuid_extract_timestamp(id)) AS last \
             FROM orders WHERE {may}"
        ))
        .await?
        .collect()
        .await?;
    println!("\nMay 2026 in all:");
    println!(
        "{}",
        datafusion::arrow::util::pretty::pretty_format_batches(&summary)?
    );
    let may_orders = summary[0]
        .column(0)
        .as_primitive::<datafusion::arrow::datatypes::Int64Type>()
        .value(0);
    assert_eq!(may_orders, (31 * ORDERS_A_DAY).cast_signed());

    // What the scan read: the row groups that can hold May, out of the year's.
    let analyzed = ctx
        .sql(&format!(
            "EXPLAIN ANALYZE SELECT count(*) FROM orders WHERE {may}"
        ))
        .await?
        .collect()
        .await?;
    let plan = datafusion::arrow::util::pretty::pretty_format_batches(&analyzed)?.to_string();
    let pruned = plan
        .split(", ")
        .find(|metric| metric.contains("row_groups_pruned_statistics="))
        .ok_or("no pruning metrics")?;
    println!("\nRow groups: {}", pruned.trim());
    Ok(())
}
