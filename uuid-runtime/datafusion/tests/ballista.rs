//! The functions on a Ballista standalone cluster (a scheduler and an executor in this
//! process, on loopback), over Parquet data in four files, four partitions:
//! deterministic functions give what DataFusion alone gives, generators valid distinct
//! IDs of the right version and time; and what of `arrow.uuid` survives Ballista's
//! plan serialisation.
//!
//! The functions are registered on the `SessionState` the cluster starts from (the
//! scheduler and executor take a snapshot of it) and again on the context
//! `standalone_with_state` returns, whose state Ballista rebuilt without them.

mod common;

use std::collections::HashSet;
use std::fmt::Write as _;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use ballista::prelude::{SessionConfigExt, SessionContextExt};
use common::*;
use datafusion::arrow::array::{
    ArrayRef, AsArray, RecordBatch, StringArray, TimestampMicrosecondArray,
};
use datafusion::arrow::datatypes::{DataType, Field, Schema, TimeUnit, TimestampMicrosecondType};
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::{Result, ScalarValue};
use datafusion::execution::SessionStateBuilder;
use datafusion::logical_expr::{
    ColumnarValue, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl, Signature, Volatility,
};
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::prelude::{ParquetReadOptions, SessionConfig, SessionContext};
use uuid_runtime::{RandomSource, ThreadLocalRng, Timestamp, Uuid};

const FILES: usize = 4;
const ROWS_PER_FILE: usize = 500;

/// `arg_extension(x)`: the `ARROW:extension:name` on the field of its argument as the
/// node evaluating it sees it (`none` without), to see what metadata reaches Ballista's
/// executors. Volatile, so that it is not folded on the client.
#[derive(Debug, PartialEq, Eq, Hash)]
struct ArgExtension {
    signature: Signature,
}

impl ScalarUDFImpl for ArgExtension {
    fn name(&self) -> &'static str {
        "arg_extension"
    }
    fn signature(&self) -> &Signature {
        &self.signature
    }
    fn return_type(&self, _: &[DataType]) -> Result<DataType> {
        Ok(DataType::Utf8)
    }
    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let name = args.arg_fields[0]
            .metadata()
            .get("ARROW:extension:name")
            .cloned()
            .unwrap_or_else(|| "none".into());
        Ok(ColumnarValue::Scalar(ScalarValue::Utf8(Some(name))))
    }
}

fn arg_extension() -> Arc<ScalarUDF> {
    Arc::new(ScalarUDF::from(ArgExtension {
        signature: Signature::any(1, Volatility::Volatile),
    }))
}

/// Four Parquet files of v7 IDs (with `arrow.uuid` on the field), their text, a name,
/// a time and some text that is not a UUID.
fn write_data(dir: &Path) -> Vec<Uuid> {
    let id = Field::new("id", DataType::FixedSizeBinary(16), false)
        .with_extension_type(arrow_schema::extension::Uuid);
    let schema = Arc::new(Schema::new(vec![
        id,
        Field::new("t", DataType::Utf8, false),
        Field::new("name", DataType::Utf8, false),
        Field::new(
            "ts",
            DataType::Timestamp(TimeUnit::Microsecond, None),
            false,
        ),
        Field::new("maybe", DataType::Utf8, true),
    ]));
    let mut all = Vec::new();
    for file in 0..FILES {
        let ts: Vec<i64> = (0..ROWS_PER_FILE)
            .map(|_| {
                1_767_225_600_000_000
                    + (ThreadLocalRng.next_u64() % 31_536_000_000_000).cast_signed()
            })
            .collect();
        let ids: Vec<Uuid> = ts
            .iter()
            .map(|&micros| Uuid::new_v7(Timestamp::from_unix_millis(micros.cast_unsigned() / 1000)))
            .collect();
        let text: StringArray = ids.iter().map(|id| Some(id.to_string())).collect();
        let names: StringArray = (0..ROWS_PER_FILE)
            .map(|i| Some(format!("item-{file}-{i}")))
            .collect();
        let maybe: StringArray = ids
            .iter()
            .enumerate()
            .map(|(i, id)| match i % 3 {
                0 => Some(id.simple().to_string()),
                1 => Some(format!("not-{i}")),
                _ => None,
            })
            .collect();
        let columns: Vec<ArrayRef> = vec![
            uuid_column(&ids.iter().copied().map(Some).collect::<Vec<_>>()),
            Arc::new(text),
            Arc::new(names),
            Arc::new(TimestampMicrosecondArray::from(ts)),
            Arc::new(maybe),
        ];
        let batch = RecordBatch::try_new(Arc::clone(&schema), columns).unwrap();
        let mut writer = ArrowWriter::try_new(
            File::create(dir.join(format!("part-{file}.parquet"))).unwrap(),
            Arc::clone(&schema),
            None,
        )
        .unwrap();
        writer.write(&batch).unwrap();
        writer.close().unwrap();
        all.extend(ids);
    }
    all
}

/// A directory of test data, removed on drop.
struct Data(PathBuf, Vec<Uuid>);

impl Data {
    fn new(kind: &str) -> Self {
        let dir =
            std::env::temp_dir().join(format!("uuid-df-ballista-{kind}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let ids = write_data(&dir);
        Self(dir, ids)
    }
}

impl Drop for Data {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn config() -> SessionConfig {
    SessionConfig::new_with_ballista()
        .with_target_partitions(FILES)
        .with_ballista_standalone_parallelism(2)
        // Keep the table's `arrow.uuid` (DataFusion drops Parquet field metadata by default).
        .set_str("datafusion.execution.parquet.skip_metadata", "false")
}

/// A Ballista standalone cluster with the functions (and `arg_extension`), and the
/// table `t` of the data.
async fn ballista(data: &Data) -> SessionContext {
    let mut state = SessionStateBuilder::new()
        .with_config(config())
        .with_default_features()
        .build();
    // What the scheduler and the executor see.
    uuid_runtime_datafusion::register_all(&mut state).unwrap();
    datafusion::execution::FunctionRegistry::register_udf(&mut state, arg_extension()).unwrap();
    let mut ctx = SessionContext::standalone_with_state(state).await.unwrap();
    // What the client plans with: `standalone_with_state` rebuilt its state with
    // Ballista's own functions only.
    uuid_runtime_datafusion::register_all(&mut ctx).unwrap();
    ctx.register_udf(arg_extension().as_ref().clone());
    register(&ctx, data).await;
    ctx
}

/// DataFusion alone, with the same configuration and functions.
async fn datafusion_alone(data: &Data) -> SessionContext {
    let mut ctx = SessionContext::new_with_config(config());
    uuid_runtime_datafusion::register_all(&mut ctx).unwrap();
    ctx.register_udf(arg_extension().as_ref().clone());
    register(&ctx, data).await;
    ctx
}

async fn register(ctx: &SessionContext, data: &Data) {
    ctx.register_parquet("t", data.0.to_str().unwrap(), ParquetReadOptions::default())
        .await
        .unwrap();
}

/// Queries whose results depend only on the data.
const DETERMINISTIC: [&str; 6] = [
    "SELECT uuid_format(id) AS f, uuid_extract_version(id) AS v, uuid_extract_timestamp(id) AS ts, \
            typeid_encode('order', id) AS typeid, typeid_decode(typeid_encode('order', id)) = id AS back, \
            typeid_prefix(typeid_encode('line_item', id)) AS prefix, \
            uuid_format(uuid_generate_v5(uuid_ns_url(), name)) AS v5, \
            uuid_format(uuid_generate_v3(id, name)) AS v3, \
            uuid_parse(t) = id AS parsed, uuid_format(try_uuid_parse(maybe)) AS maybe, \
            uuid_format(uuidv7_min(ts)) AS low, uuid_format(uuidv7_max(ts)) AS high, \
            uuidv7_min(ts) <= id AND id <= uuidv7_max(ts) AS within \
     FROM t ORDER BY id",
    "SELECT count(*) AS may FROM t \
     WHERE id >= uuidv7_min('2026-05-01T00:00:00Z') AND id < uuidv7_min('2026-06-01T00:00:00Z')",
    "SELECT date_trunc('month', uuid_extract_timestamp(id)) AS month, count(*) AS n, \
            uuid_format(min(id)) AS first, uuid_format(max(id)) AS last \
     FROM t GROUP BY 1 ORDER BY 1",
    "SELECT uuid_extract_version(id) AS v, count(*) FROM t GROUP BY 1 ORDER BY 1",
    "SELECT uuid_format(uuid_nil()) AS nil, uuid_format(uuid_ns_dns()) AS dns, \
            uuid_format(uuid_ns_oid()) AS oid, uuid_format(uuid_ns_x500()) AS x500, count(*) \
     FROM t GROUP BY 1, 2, 3, 4",
    "SELECT a.f, b.name FROM (SELECT uuid_format(id) AS f, id FROM t) a \
     JOIN t b ON uuid_parse(a.f) = b.id ORDER BY a.f LIMIT 50",
];

async fn text_of(ctx: &SessionContext, sql: &str) -> String {
    pretty_format_batches(&query(ctx, sql).await)
        .unwrap()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deterministic_functions_give_what_datafusion_alone_gives() {
    let data = Data::new("deterministic");
    let alone = datafusion_alone(&data).await;
    // Four files, four partitions.
    let plan = text_of(&alone, "EXPLAIN SELECT uuid_format(id) FROM t").await;
    assert!(
        plan.contains(&format!("file_groups={{{FILES} groups")),
        "{plan}"
    );
    let cluster = ballista(&data).await;
    for sql in DETERMINISTIC {
        let expected = text_of(&alone, sql).await;
        let found = text_of(&cluster, sql).await;
        assert_eq!(found, expected, "{sql}");
    }
    // The window holds what it should.
    let batches = query(&cluster, DETERMINISTIC[1]).await;
    let may = batches[0]
        .column(0)
        .as_primitive::<datafusion::arrow::datatypes::Int64Type>()
        .value(0);
    let range = Uuid::range_v7(
        Timestamp::try_parse("2026-05-01T00:00:00Z").unwrap(),
        Timestamp::try_parse("2026-06-01T00:00:00Z").unwrap(),
    );
    assert_eq!(
        usize::try_from(may).unwrap(),
        data.1.iter().filter(|id| range.contains(*id)).count()
    );
    // Errors travel back from the executors with their message.
    let err = error(&cluster, "SELECT uuid_parse(maybe) FROM t").await;
    // Ballista passes the executor's error back in its `Debug` form, quotes escaped.
    assert!(
        err.starts_with("Execution error: Job ")
            && err.contains(r#"Execution("uuid_parse: row 2: \"not-1\": not a UUID: expected 32"#),
        "{err}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generators_give_valid_distinct_ids_of_their_version_and_time() {
    let data = Data::new("generators");
    let cluster = ballista(&data).await;
    let before = now_millis();
    let batches = query(
        &cluster,
        "SELECT uuidv7() AS a, uuidv4() AS b, gen_random_uuid() AS c, uuid_generate_v1() AS d, \
                uuid_generate_v4() AS e, uuidv7(INTERVAL '1 day') AS f, uuidv7_at(ts) AS g, ts, id \
         FROM t",
    )
    .await;
    let after = now_millis();
    let rows = FILES * ROWS_PER_FILE;
    let day = 86_400_000;
    for (index, (name, version, range)) in [
        ("uuidv7()", 7, Some((before, after + 1))),
        ("uuidv4()", 4, None),
        ("gen_random_uuid()", 4, None),
        ("uuid_generate_v1()", 1, Some((before, after + 1))),
        ("uuid_generate_v4()", 4, None),
        (
            "uuidv7(INTERVAL '1 day')",
            7,
            Some((before + day, after + day + 1)),
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let ids: Vec<Uuid> = uuids(&column(&batches, index))
            .into_iter()
            .map(Option::unwrap)
            .collect();
        assert_eq!(ids.len(), rows, "{name}");
        assert_eq!(
            ids.iter().collect::<HashSet<_>>().len(),
            rows,
            "{name}: distinct"
        );
        for id in &ids {
            assert_eq!(id.get_version_num(), version, "{name}");
            assert_eq!(id.get_variant(), uuid_runtime::Variant::RFC4122, "{name}");
            if let Some((low, high)) = range {
                let millis = i64::try_from(id.get_timestamp().unwrap().to_unix_millis()).unwrap();
                assert!(
                    (low..=high).contains(&millis),
                    "{name}: {low} <= {millis} <= {high}"
                );
            }
        }
    }
    let at: Vec<Uuid> = uuids(&column(&batches, 6))
        .into_iter()
        .map(Option::unwrap)
        .collect();
    let ts = column(&batches, 7);
    let ts = ts.as_primitive::<TimestampMicrosecondType>();
    assert_eq!(at.iter().collect::<HashSet<_>>().len(), rows);
    for (index, id) in at.iter().enumerate() {
        assert_eq!(id.get_version_num(), 7);
        assert_eq!(
            id.get_timestamp().unwrap().to_unix_millis(),
            i128::from(ts.value(index) / 1000)
        );
    }
    // Every row of the data came back once.
    let ids: HashSet<Uuid> = uuids(&column(&batches, 8))
        .into_iter()
        .map(Option::unwrap)
        .collect();
    assert_eq!(ids, data.1.iter().copied().collect());
}

/// What of `arrow.uuid` each engine shows, for one query.
#[derive(Debug, PartialEq, Eq)]
struct Seen {
    /// On the plan's output field (the client's logical schema).
    plan_field: bool,
    /// On the collected batches' field.
    batch_field: bool,
    /// `arg_extension(...)` of each row, as the evaluating node saw its argument.
    argument: Vec<String>,
}

async fn seen(ctx: &SessionContext, expr: &str) -> Seen {
    let sql = format!("SELECT {expr} AS u, arg_extension({expr}) AS arg FROM t");
    let frame = ctx.sql(&sql).await.unwrap();
    let plan_field = is_arrow_uuid(frame.schema().field(0));
    let batches = frame.collect().await.unwrap();
    let batch_field = is_arrow_uuid(batches[0].schema().field(0));
    let mut argument: Vec<String> = texts(&column(&batches, 1))
        .into_iter()
        .map(Option::unwrap)
        .collect();
    argument.sort();
    argument.dedup();
    Seen {
        plan_field,
        batch_field,
        argument,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_of_arrow_uuid_survives_ballistas_plan_serialisation() {
    let data = Data::new("metadata");
    let alone = datafusion_alone(&data).await;
    let cluster = ballista(&data).await;
    let mut report = String::new();
    let yes_no = |b: bool| if b { "kept" } else { "lost" };
    let cases = [
        // A table column whose Parquet schema has `arrow.uuid`.
        ("id", true, true, "arrow.uuid", true, true, "arrow.uuid"),
        // A function's result, computed on the executors: the client's plan has it, the
        // batches that come back and the argument of the next function do not.
        (
            "uuid_parse(t)",
            true,
            true,
            "arrow.uuid",
            true,
            false,
            "none",
        ),
        // A constant folded to a literal on the client: the same.
        (
            "uuid_ns_dns()",
            true,
            true,
            "arrow.uuid",
            true,
            false,
            "none",
        ),
        // A generator's result: the same.
        ("uuidv7()", true, true, "arrow.uuid", true, false, "none"),
    ];
    for (expr, plan, batch, arg, b_plan, b_batch, b_arg) in cases {
        let on_datafusion = seen(&alone, expr).await;
        let on_ballista = seen(&cluster, expr).await;
        writeln!(
            report,
            "{expr}: DataFusion plan {}, batches {}, argument {:?}; \
             Ballista plan {}, batches {}, argument {:?}",
            yes_no(on_datafusion.plan_field),
            yes_no(on_datafusion.batch_field),
            on_datafusion.argument,
            yes_no(on_ballista.plan_field),
            yes_no(on_ballista.batch_field),
            on_ballista.argument,
        )
        .unwrap();
        assert_eq!(
            on_datafusion,
            Seen {
                plan_field: plan,
                batch_field: batch,
                argument: vec![arg.into()]
            },
            "DataFusion, {expr}"
        );
        assert_eq!(
            on_ballista,
            Seen {
                plan_field: b_plan,
                batch_field: b_batch,
                argument: vec![b_arg.into()]
            },
            "Ballista, {expr}"
        );
    }
    println!("{report}");
    // Whatever is lost, the functions work on Ballista: they do not need the metadata.
    let text = text_of(
        &cluster,
        "SELECT count(*) FROM t WHERE uuid_extract_version(uuid_parse(uuid_format(id))) = 7",
    )
    .await;
    assert!(
        text.contains(&(FILES * ROWS_PER_FILE).to_string()),
        "{text}"
    );
}

/// Why the functions are registered twice: on the state alone, the client cannot plan
/// with them; on the client's context alone, the scheduler cannot read the plan.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_state_and_the_context_both_need_the_functions() {
    let data = Data::new("registration");
    let sql = "SELECT uuid_format(id) FROM t";

    let mut state = SessionStateBuilder::new()
        .with_config(config())
        .with_default_features()
        .build();
    uuid_runtime_datafusion::register_all(&mut state).unwrap();
    let state_only = SessionContext::standalone_with_state(state).await.unwrap();
    register(&state_only, &data).await;
    let err = error(&state_only, sql).await;
    println!("state only: {err}");
    assert!(
        err.starts_with("Error during planning: Invalid function 'uuid_format'"),
        "{err}"
    );

    let state = SessionStateBuilder::new()
        .with_config(config())
        .with_default_features()
        .build();
    let mut context_only = SessionContext::standalone_with_state(state).await.unwrap();
    uuid_runtime_datafusion::register_all(&mut context_only).unwrap();
    register(&context_only, &data).await;
    let err = error(&context_only, sql).await;
    println!("context only: {err}");
    assert!(
        err.contains("Could not parse plan")
            && err
                .contains("LogicalExtensionCodec is not provided for scalar function uuid_format"),
        "{err}"
    );
}
