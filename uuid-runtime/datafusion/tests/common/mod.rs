//! What the test files share: a context with the functions, running SQL, reading
//! columns back.

#![allow(dead_code)]

use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, FixedSizeBinaryBuilder, RecordBatch, StringArray,
};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::datasource::MemTable;
use datafusion::prelude::SessionContext;
use uuid_runtime::Uuid;

/// A context with every function registered.
pub fn ctx() -> SessionContext {
    let mut ctx = SessionContext::new();
    uuid_runtime_datafusion::register_all(&mut ctx).unwrap();
    ctx
}

/// The batches of `sql`, or the error's text.
pub async fn try_query(ctx: &SessionContext, sql: &str) -> Result<Vec<RecordBatch>, String> {
    let frame = ctx.sql(sql).await.map_err(|err| err.to_string())?;
    frame.collect().await.map_err(|err| err.to_string())
}

/// The batches of `sql`.
pub async fn query(ctx: &SessionContext, sql: &str) -> Vec<RecordBatch> {
    try_query(ctx, sql)
        .await
        .unwrap_or_else(|err| panic!("{sql}\n{err}"))
}

/// The error `sql` ends in.
pub async fn error(ctx: &SessionContext, sql: &str) -> String {
    match try_query(ctx, sql).await {
        Ok(batches) => panic!(
            "{sql} did not fail: {}",
            pretty_format_batches(&batches).unwrap()
        ),
        Err(err) => err,
    }
}

/// Column `index` of all the batches, as one array.
pub fn column(batches: &[RecordBatch], index: usize) -> ArrayRef {
    let arrays: Vec<&dyn Array> = batches.iter().map(|b| b.column(index).as_ref()).collect();
    datafusion::arrow::compute::concat(&arrays).unwrap()
}

/// The UUIDs of a `FixedSizeBinary(16)` column (`None` for NULL).
pub fn uuids(array: &ArrayRef) -> Vec<Option<Uuid>> {
    let array = array.as_fixed_size_binary();
    assert_eq!(array.value_length(), 16);
    (0..array.len())
        .map(|i| {
            array
                .is_valid(i)
                .then(|| Uuid::from_slice(array.value(i)).unwrap())
        })
        .collect()
}

/// The text of a `Utf8` column.
pub fn texts(array: &ArrayRef) -> Vec<Option<String>> {
    let array = array.as_string::<i32>();
    array.iter().map(|v| v.map(str::to_owned)).collect()
}

/// The one value of the first column of `sql`.
pub async fn one_uuid(ctx: &SessionContext, sql: &str) -> Option<Uuid> {
    let batches = query(ctx, sql).await;
    let ids = uuids(&column(&batches, 0));
    assert_eq!(ids.len(), 1, "{sql}");
    ids[0]
}

/// The one text value of the first column of `sql`.
pub async fn one_text(ctx: &SessionContext, sql: &str) -> Option<String> {
    let batches = query(ctx, sql).await;
    let values = texts(&column(&batches, 0));
    assert_eq!(values.len(), 1, "{sql}");
    values[0].clone()
}

/// Whether a field carries the `arrow.uuid` extension type.
pub fn is_arrow_uuid(field: &Field) -> bool {
    field
        .metadata()
        .get("ARROW:extension:name")
        .is_some_and(|name| name == "arrow.uuid")
}

/// A `FixedSizeBinary(16)` column of `ids`, tagged `arrow.uuid` if `tagged`.
pub fn uuid_column(ids: &[Option<Uuid>]) -> ArrayRef {
    let mut builder = FixedSizeBinaryBuilder::with_capacity(ids.len(), 16);
    for id in ids {
        match id {
            Some(id) => builder.append_value(id.as_bytes()).unwrap(),
            None => builder.append_null(),
        }
    }
    Arc::new(builder.finish())
}

/// Registers a table `name` of UUIDs `id` (tagged `arrow.uuid` or not) and their text `t`.
pub fn register_ids(ctx: &SessionContext, name: &str, ids: &[Option<Uuid>], tagged: bool) {
    let mut id = Field::new("id", DataType::FixedSizeBinary(16), true);
    if tagged {
        id = id.with_extension_type(arrow_schema::extension::Uuid);
    }
    let schema = Arc::new(Schema::new(vec![id, Field::new("t", DataType::Utf8, true)]));
    let text: StringArray = ids.iter().map(|id| id.map(|id| id.to_string())).collect();
    let batch =
        RecordBatch::try_new(Arc::clone(&schema), vec![uuid_column(ids), Arc::new(text)]).unwrap();
    let table = MemTable::try_new(schema, vec![vec![batch]]).unwrap();
    ctx.register_table(name, Arc::new(table)).unwrap();
}

/// Milliseconds since the Unix epoch now.
pub fn now_millis() -> i64 {
    i64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis(),
    )
    .unwrap()
}
