//! The functions on 10 M rows, side by side with DataFusion's own nearest functions, in
//! one run: `uuidv7()` against `uuid()`, `uuid_parse` against
//! `decode(replace(text, '-', ''), 'hex')`, `uuid_format` against `encode(id, 'hex')`,
//! and `typeid_encode` against `concat('order_', encode(id, 'hex'))`.
//!
//! One partition, so that the figures are per core: `cargo bench --bench functions`.
//! `UUID_DF_BENCH_ROWS` sets the row count (10,000,000 by default).

use std::sync::Arc;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use datafusion::arrow::array::{FixedSizeBinaryArray, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::datasource::MemTable;
use datafusion::prelude::{SessionConfig, SessionContext};
use futures::StreamExt;
use tokio::runtime::Runtime;
use uuid_runtime::Uuid;

const BATCH: usize = 8192;

fn rows() -> usize {
    std::env::var("UUID_DF_BENCH_ROWS")
        .ok()
        .and_then(|rows| rows.parse().ok())
        .unwrap_or(10_000_000)
}

/// A table `t` of `rows` v7 IDs (`id`) and their hyphenated text (`text`), in batches
/// of 8192 rows, one partition.
fn context(rows: usize) -> SessionContext {
    let schema = Arc::new(Schema::new(vec![
        Field::new("id", DataType::FixedSizeBinary(16), false)
            .with_extension_type(arrow_schema::extension::Uuid),
        Field::new("text", DataType::Utf8, false),
    ]));
    let mut batches = Vec::new();
    let mut ids = vec![Uuid::NIL; BATCH];
    let mut left = rows;
    while left > 0 {
        let n = left.min(BATCH);
        Uuid::fill_v7(&mut ids[..n]);
        let bytes: Vec<u8> = ids[..n].iter().flat_map(|id| *id.as_bytes()).collect();
        let text: StringArray = ids[..n].iter().map(|id| Some(id.to_string())).collect();
        let batch = RecordBatch::try_new(
            Arc::clone(&schema),
            vec![
                Arc::new(FixedSizeBinaryArray::try_new(16, bytes.into(), None).unwrap()),
                Arc::new(text),
            ],
        )
        .unwrap();
        batches.push(batch);
        left -= n;
    }
    let config = SessionConfig::new()
        .with_target_partitions(1)
        .with_batch_size(BATCH);
    let mut ctx = SessionContext::new_with_config(config);
    uuid_runtime_datafusion::register_all(&mut ctx).unwrap();
    ctx.register_table(
        "t",
        Arc::new(MemTable::try_new(schema, vec![batches]).unwrap()),
    )
    .unwrap();
    ctx
}

/// Runs `sql` to the end, dropping the batches as they come; the rows seen.
async fn drain(ctx: &SessionContext, sql: &str) -> usize {
    let mut stream = ctx.sql(sql).await.unwrap().execute_stream().await.unwrap();
    let mut rows = 0;
    while let Some(batch) = stream.next().await {
        rows += batch.unwrap().num_rows();
    }
    rows
}

fn functions(c: &mut Criterion) {
    let rows = rows();
    let runtime = Runtime::new().unwrap();
    let ctx = context(rows);
    let cases = [
        ("generate/datafusion uuid()", "SELECT uuid() FROM t"),
        ("generate/uuidv7()", "SELECT uuidv7() FROM t"),
        ("generate/uuidv4()", "SELECT uuidv4() FROM t"),
        (
            "parse/datafusion decode(replace(text, '-', ''), 'hex')",
            "SELECT decode(replace(text, '-', ''), 'hex') FROM t",
        ),
        ("parse/uuid_parse(text)", "SELECT uuid_parse(text) FROM t"),
        (
            "format/datafusion encode(id, 'hex')",
            "SELECT encode(id, 'hex') FROM t",
        ),
        ("format/uuid_format(id)", "SELECT uuid_format(id) FROM t"),
        (
            "typeid/datafusion concat('order_', encode(id, 'hex'))",
            "SELECT concat('order_', encode(id, 'hex')) FROM t",
        ),
        (
            "typeid/typeid_encode('order', id)",
            "SELECT typeid_encode('order', id) FROM t",
        ),
        (
            "scan/SELECT id (the cost of the query alone)",
            "SELECT id FROM t",
        ),
    ];
    let mut group = c.benchmark_group(format!("{rows} rows"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(rows as u64));
    for (name, sql) in cases {
        assert_eq!(runtime.block_on(drain(&ctx, sql)), rows, "{sql}");
        group.bench_function(name, |b| b.iter(|| runtime.block_on(drain(&ctx, sql))));
    }
    group.finish();
}

criterion_group!(benches, functions);
criterion_main!(benches);
