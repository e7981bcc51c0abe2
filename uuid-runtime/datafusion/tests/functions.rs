//! Every function against DataFusion: results, NULLs, argument types, `arrow.uuid`,
//! folding of constants.

mod common;

use std::collections::HashSet;

use common::*;
use datafusion::arrow::array::{Array, AsArray};
use datafusion::arrow::datatypes::{DataType, Int16Type, TimeUnit, TimestampMicrosecondType};
use uuid_runtime::{Uuid, Variant};

const V1: &str = "c232ab00-9414-11ec-b3c8-9f6bdeced846"; // RFC 9562 A.1
const V6: &str = "1ec9414c-232a-6b00-b3c8-9f6bdeced846"; // RFC 9562 A.5
const V7: &str = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f"; // RFC 9562 A.6
/// 2022-02-22 19:22:22 UTC, the RFC's examples' time, in microseconds.
const RFC_MICROS: i64 = 1_645_557_742_000_000;

fn parse(text: &str) -> Uuid {
    Uuid::parse_str(text).unwrap()
}

#[tokio::test]
async fn the_functions_and_their_names() {
    let names: Vec<String> = uuid_runtime_datafusion::functions()
        .iter()
        .map(|f| f.name().to_owned())
        .collect();
    assert_eq!(
        names,
        [
            "gen_random_uuid",
            "uuidv4",
            "uuidv7",
            "uuid_generate_v1",
            "uuid_generate_v4",
            "uuid_generate_v3",
            "uuid_generate_v5",
            "uuid_nil",
            "uuid_ns_dns",
            "uuid_ns_url",
            "uuid_ns_oid",
            "uuid_ns_x500",
            "uuid_extract_timestamp",
            "uuid_extract_version",
            "uuidv7_at",
            "uuidv7_min",
            "uuidv7_max",
            "uuid_parse",
            "try_uuid_parse",
            "uuid_format",
            "typeid_encode",
            "typeid_decode",
            "typeid_prefix",
        ]
    );
    for function in uuid_runtime_datafusion::functions() {
        let doc = function.documentation().expect("documented");
        assert!(
            doc.syntax_example.starts_with(function.name()),
            "{}",
            function.name()
        );
    }
    // DataFusion's own `uuid()` stays: v4 text.
    let ctx = ctx();
    let batches = query(&ctx, "SELECT uuid(), arrow_typeof(uuid())").await;
    assert_eq!(batches[0].schema().field(0).data_type(), &DataType::Utf8);
}

/// The UUIDs of `SELECT <expr> FROM generate_series(1, rows)`, with their field.
async fn generate(expr: &str, rows: usize) -> (Vec<Uuid>, datafusion::arrow::datatypes::FieldRef) {
    let ctx = ctx();
    let batches = query(
        &ctx,
        &format!("SELECT {expr} AS id FROM generate_series(1, {rows})"),
    )
    .await;
    let field = batches[0].schema().field(0).clone();
    let ids = uuids(&column(&batches, 0))
        .into_iter()
        .map(Option::unwrap)
        .collect();
    (ids, std::sync::Arc::new(field))
}

#[tokio::test]
async fn random_uuids() {
    for function in ["gen_random_uuid()", "uuidv4()", "uuid_generate_v4()"] {
        let (ids, field) = generate(function, 20_000).await;
        assert_eq!(ids.len(), 20_000);
        assert!(is_arrow_uuid(&field), "{function}: {field:?}");
        assert_eq!(field.data_type(), &DataType::FixedSizeBinary(16));
        assert!(!field.is_nullable());
        assert!(
            ids.iter()
                .all(|id| id.get_version_num() == 4 && id.get_variant() == Variant::RFC4122)
        );
        assert_eq!(
            ids.iter().collect::<HashSet<_>>().len(),
            ids.len(),
            "{function}"
        );
    }
}

/// The 60-bit time of a v7 UUID: its millisecond and 12-bit fraction.
fn v7_time(id: Uuid) -> u64 {
    let (high, _) = id.as_u64_pair();
    (high >> 16) << 12 | (high & 0xfff)
}

#[tokio::test]
async fn uuidv7_is_postgresql_18s_layout_and_increases() {
    let before = now_millis();
    let ctx = ctx();
    let batches = query(
        &ctx,
        "SELECT uuidv7() AS id FROM generate_series(1, 100000)",
    )
    .await;
    let after = now_millis();
    assert!(is_arrow_uuid(batches[0].schema().field(0)));
    let mut all = HashSet::new();
    for batch in &batches {
        let ids: Vec<Uuid> = uuids(batch.column(0))
            .into_iter()
            .map(Option::unwrap)
            .collect();
        // Each batch is one run of the generator: strictly increasing, to the fraction.
        assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
        for id in ids {
            assert_eq!(
                (id.get_version_num(), id.get_variant()),
                (7, Variant::RFC4122)
            );
            let millis = i64::try_from(id.get_timestamp().unwrap().to_unix_millis()).unwrap();
            // 100,000 IDs carry the fraction at most 100,000 / 8 steps (3 ms) ahead.
            assert!(
                (before..=after + 4).contains(&millis),
                "{before} {millis} {after}"
            );
            all.insert(id);
        }
    }
    assert_eq!(all.len(), 100_000);
    // The fraction is the clock's: a single ID is within its millisecond's bounds.
    let before = now_millis();
    let id = one_uuid(&ctx, "SELECT uuidv7()").await.unwrap();
    let after = now_millis();
    let time = v7_time(id);
    assert!(time >= u64::try_from(before).unwrap() << 12);
    assert!(time < (u64::try_from(after).unwrap() + 1) << 12);
}

#[tokio::test]
async fn uuidv7_of_a_shifted_time() {
    let ctx = ctx();
    for shift in [
        "1 day",
        "-1 day",
        "1 month",
        "-1 month",
        "-13 months 2 days",
        "1 year 3 hours",
        "-90 minutes",
    ] {
        let before = now_millis();
        let id = one_uuid(&ctx, &format!("SELECT uuidv7(INTERVAL '{shift}')"))
            .await
            .unwrap();
        let after = now_millis();
        // DataFusion's own timestamp + interval (which the PostgreSQL tests check against
        // PostgreSQL's): months, then days, then the time, in UTC.
        let bounds = query(
            &ctx,
            &format!(
                "SELECT to_timestamp_millis({before}) + INTERVAL '{shift}', \
                        to_timestamp_millis({after}) + INTERVAL '{shift}'"
            ),
        )
        .await;
        let low = bounds[0]
            .column(0)
            .as_primitive::<datafusion::arrow::datatypes::TimestampMillisecondType>()
            .value(0);
        let high = bounds[0]
            .column(1)
            .as_primitive::<datafusion::arrow::datatypes::TimestampMillisecondType>()
            .value(0);
        let millis = i64::try_from(id.get_timestamp().unwrap().to_unix_millis()).unwrap();
        assert!(
            (low..=high).contains(&millis),
            "{shift}: {low} <= {millis} <= {high}"
        );
        assert_eq!(id.get_version_num(), 7);
    }
    // Text, as PostgreSQL reads an interval literal; NULL.
    let id = one_uuid(&ctx, "SELECT uuidv7('-1 day')").await.unwrap();
    let back = now_millis() - i64::try_from(id.get_timestamp().unwrap().to_unix_millis()).unwrap();
    assert!((86_400_000..86_401_000).contains(&back), "{back}");
    assert_eq!(one_uuid(&ctx, "SELECT uuidv7(NULL)").await, None);
    // A column of intervals, NULL among them.
    let batches = query(
        &ctx,
        "SELECT uuidv7(s) FROM (VALUES (INTERVAL '1 day'), (NULL), (INTERVAL '-1 day')) AS t(s)",
    )
    .await;
    let ids = uuids(&column(&batches, 0));
    assert_eq!(ids[1], None);
    let day = ids[0].unwrap().get_timestamp().unwrap().to_unix_millis()
        - ids[2].unwrap().get_timestamp().unwrap().to_unix_millis();
    assert!(
        (2 * 86_400_000..2 * 86_400_000 + 1_000).contains(&day),
        "{day}"
    );
    assert!(batches[0].schema().field(0).is_nullable());
    // Rows of one call are made in order, 1/4096 ms apart at least.
    let batches = query(
        &ctx,
        "SELECT uuidv7(INTERVAL '1 hour') FROM generate_series(1, 5000)",
    )
    .await;
    let ids: Vec<Uuid> = uuids(&column(&batches, 0))
        .into_iter()
        .map(Option::unwrap)
        .collect();
    assert!(
        ids.windows(2)
            .all(|pair| v7_time(pair[0]) < v7_time(pair[1]))
    );
}

#[tokio::test]
async fn uuid_generate_v1() {
    let before = now_millis();
    let (ids, field) = generate("uuid_generate_v1()", 10_000).await;
    let after = now_millis();
    assert!(is_arrow_uuid(&field));
    assert_eq!(ids.iter().collect::<HashSet<_>>().len(), ids.len());
    for id in &ids {
        assert_eq!(id.get_version_num(), 1);
        let node = id.get_node_id().unwrap();
        assert_eq!(node[0] & 1, 1, "a random node has the multicast bit");
        let millis = i64::try_from(id.get_timestamp().unwrap().to_unix_millis()).unwrap();
        assert!((before..=after + 1).contains(&millis));
    }
}

#[tokio::test]
async fn name_based_uuids_and_namespaces() {
    let ctx = ctx();
    let text = |sql: &str| {
        let ctx = ctx.clone();
        let sql = sql.to_owned();
        async move { one_text(&ctx, &sql).await.unwrap() }
    };
    assert_eq!(
        text("SELECT uuid_format(uuid_generate_v3(uuid_ns_dns(), 'www.example.com'))").await,
        "5df41881-3aed-3515-88a7-2f4a814cf09e"
    );
    assert_eq!(
        text("SELECT uuid_format(uuid_generate_v5(uuid_ns_dns(), 'www.example.com'))").await,
        "2ed6657d-e927-568b-95e1-2665a8aea6a2"
    );
    for (function, expected) in [
        ("uuid_nil", "00000000-0000-0000-0000-000000000000"),
        ("uuid_ns_dns", "6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
        ("uuid_ns_url", "6ba7b811-9dad-11d1-80b4-00c04fd430c8"),
        ("uuid_ns_oid", "6ba7b812-9dad-11d1-80b4-00c04fd430c8"),
        ("uuid_ns_x500", "6ba7b814-9dad-11d1-80b4-00c04fd430c8"),
    ] {
        assert_eq!(
            text(&format!("SELECT uuid_format({function}())")).await,
            expected
        );
    }
    // Columns, NULLs, a binary namespace, each string layout. (A plain NULL among
    // UUIDs in VALUES is refused by DataFusion: "Inconsistent metadata across values
    // list", as the UUIDs carry `arrow.uuid`; `uuid_parse(NULL)` is a NULL UUID.)
    let batches = query(
        &ctx,
        "SELECT uuid_generate_v5(ns, name) FROM (VALUES \
           (uuid_ns_url(), 'https://example.com/'), \
           (uuid_ns_dns(), NULL), \
           (uuid_parse(NULL), 'x'), \
           (uuid_ns_dns(), 'www.example.com')) AS t(ns, name)",
    )
    .await;
    let ids = uuids(&column(&batches, 0));
    assert_eq!(
        ids[0],
        Some(Uuid::new_v5(&Uuid::NAMESPACE_URL, b"https://example.com/"))
    );
    assert_eq!((ids[1], ids[2]), (None, None));
    assert_eq!(ids[3], Some(parse("2ed6657d-e927-568b-95e1-2665a8aea6a2")));
    for name in [
        "'www.example.com'",
        "arrow_cast('www.example.com', 'LargeUtf8')",
        "arrow_cast('www.example.com', 'Utf8View')",
    ] {
        let id = one_uuid(
            &ctx,
            &format!("SELECT uuid_generate_v5(X'6ba7b8109dad11d180b400c04fd430c8', {name})"),
        )
        .await;
        assert_eq!(
            id,
            Some(parse("2ed6657d-e927-568b-95e1-2665a8aea6a2")),
            "{name}"
        );
    }
}

#[tokio::test]
async fn extract_timestamp_and_version() {
    let ctx = ctx();
    let microsoft = "017f22e2-79b0-7cc3-d8c4-dc0c0c07398f";
    let future = "017f22e2-79b0-7cc3-f8c4-dc0c0c07398f";
    let cases: [(&str, Option<i64>, Option<i16>); 9] = [
        (V1, Some(RFC_MICROS), Some(1)),
        (V6, Some(RFC_MICROS), Some(6)),
        (V7, Some(RFC_MICROS), Some(7)),
        ("919108f7-52d1-4320-9bac-f847db4148a8", None, Some(4)), // RFC 9562 A.3
        ("00000000-0000-0000-0000-000000000000", None, None),
        ("ffffffff-ffff-ffff-ffff-ffffffffffff", None, None),
        (microsoft, None, None),
        (future, None, None),
        ("017f22e2-79b0-9cc3-98c4-dc0c0c07398f", None, Some(9)),
    ];
    let ids: Vec<Option<Uuid>> = cases
        .iter()
        .map(|(text, ..)| Some(parse(text)))
        .chain([None])
        .collect();
    for tagged in [true, false] {
        register_ids(&ctx, "ids", &ids, tagged);
        let batches = query(
            &ctx,
            "SELECT uuid_extract_timestamp(id), uuid_extract_version(id) FROM ids",
        )
        .await;
        let schema = batches[0].schema();
        assert_eq!(
            schema.field(0).data_type(),
            &DataType::Timestamp(TimeUnit::Microsecond, Some("UTC".into()))
        );
        assert_eq!(schema.field(1).data_type(), &DataType::Int16);
        let times = column(&batches, 0);
        let times = times.as_primitive::<TimestampMicrosecondType>();
        let versions = column(&batches, 1);
        let versions = versions.as_primitive::<Int16Type>();
        for (index, (text, time, version)) in cases.iter().enumerate() {
            assert_eq!(
                times.is_valid(index).then(|| times.value(index)),
                *time,
                "{text}"
            );
            assert_eq!(
                versions.is_valid(index).then(|| versions.value(index)),
                *version,
                "{text}"
            );
        }
        assert!(times.is_null(cases.len()) && versions.is_null(cases.len()));
        ctx.deregister_table("ids").unwrap();
    }
    // The result compares with DataFusion's own times (`now()` is nanoseconds, "+00:00").
    let batches = query(
        &ctx,
        "SELECT uuid_extract_timestamp(uuidv7()) BETWEEN now() - INTERVAL '1 minute' AND now() + INTERVAL '1 minute', \
                date_trunc('day', uuid_extract_timestamp(uuid_parse('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'))) \
                  = TIMESTAMP '2022-02-22 00:00:00'",
    )
    .await;
    let answers = batches[0].column(0).as_boolean();
    assert!(answers.value(0));
    assert!(batches[0].column(1).as_boolean().value(0));
    // A v1 UUID's 100-ns steps round down to the microsecond, before 1970 too.
    let before_1970 = Uuid::new_v1(
        uuid_runtime::Timestamp::from_gregorian_time(0x01b2_1dd2_1381_3ff1, 0),
        &[0; 6],
    );
    let batches = query(
        &ctx,
        &format!("SELECT uuid_extract_timestamp(uuid_parse('{before_1970}'))"),
    )
    .await;
    assert_eq!(
        batches[0]
            .column(0)
            .as_primitive::<TimestampMicrosecondType>()
            .value(0),
        -2
    );
}

#[tokio::test]
async fn v7_of_a_time_and_its_bounds() {
    let ctx = ctx();
    let may = "019de0d5-c800-7000-8000-000000000000";
    for at in [
        "'2026-05-01T00:00:00Z'",
        "'2026-05-01 00:00:00'",
        "'2026-05-01T02:00:00+02:00'",
        "TIMESTAMP '2026-05-01 00:00:00'",
        "DATE '2026-05-01'",
        "arrow_cast(TIMESTAMP '2026-05-01 00:00:00.000999', 'Timestamp(Nanosecond, None)')",
        "arrow_cast(1777593600, 'Timestamp(Second, Some(\"+05:00\"))')",
        "to_timestamp_micros(1777593600000000)",
    ] {
        assert_eq!(
            one_text(&ctx, &format!("SELECT uuid_format(uuidv7_min({at}))"))
                .await
                .unwrap(),
            may,
            "{at}"
        );
    }
    assert_eq!(
        one_text(
            &ctx,
            "SELECT uuid_format(uuidv7_max('2026-05-01T00:00:00.999Z'))"
        )
        .await
        .unwrap(),
        "019de0d5-cbe7-7fff-bfff-ffffffffffff"
    );
    assert_eq!(one_uuid(&ctx, "SELECT uuidv7_min(NULL)").await, None);
    let (ids, _) = generate("uuidv7_at(TIMESTAMP '2026-05-01 00:00:00.250')", 1000).await;
    assert_eq!(
        ids.iter().collect::<HashSet<_>>().len(),
        1000,
        "random bits in each"
    );
    for id in ids {
        assert_eq!(id.get_version_num(), 7);
        assert_eq!(
            id.get_timestamp().unwrap().to_unix_millis(),
            1_777_593_600_250
        );
    }
    // A column of times: each row its own millisecond.
    let batches = query(
        &ctx,
        "SELECT uuidv7_at(ts), uuidv7_min(ts), uuidv7_max(ts) FROM (VALUES \
           (TIMESTAMP '2026-05-01 00:00:00'), (NULL), (TIMESTAMP '2030-01-01 00:00:00.5')) AS t(ts)",
    )
    .await;
    for index in 0..3 {
        let ids = uuids(&column(&batches, index));
        assert_eq!(ids[1], None);
        assert_eq!(
            ids[2].unwrap().get_timestamp().unwrap().to_string(),
            "2030-01-01T00:00:00.5Z"
        );
        assert!(is_arrow_uuid(batches[0].schema().field(index)));
    }
}

#[tokio::test]
async fn parse_and_format() {
    let ctx = ctx();
    let hyphenated = "67e55044-10b1-426f-9247-bb680e5fe0c8";
    for form in [
        hyphenated,
        "67E55044-10B1-426F-9247-BB680E5FE0C8",
        "67e5504410b1426f9247bb680e5fe0c8",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        "urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
    ] {
        assert_eq!(
            one_text(&ctx, &format!("SELECT uuid_format(uuid_parse('{form}'))"))
                .await
                .unwrap(),
            hyphenated
        );
        assert_eq!(
            one_uuid(&ctx, &format!("SELECT try_uuid_parse('{form}')")).await,
            Some(parse(hyphenated))
        );
    }
    assert_eq!(
        one_uuid(&ctx, "SELECT try_uuid_parse('not a uuid')").await,
        None
    );
    assert_eq!(one_uuid(&ctx, "SELECT uuid_parse(NULL)").await, None);
    assert_eq!(one_text(&ctx, "SELECT uuid_format(NULL)").await, None);
    // Binary of 16 bytes, and every string layout.
    assert_eq!(
        one_text(
            &ctx,
            "SELECT uuid_format(X'67e5504410b1426f9247bb680e5fe0c8')"
        )
        .await
        .unwrap(),
        hyphenated
    );
    assert_eq!(
        one_text(
            &ctx,
            "SELECT uuid_format(arrow_cast(X'67e5504410b1426f9247bb680e5fe0c8', 'BinaryView'))"
        )
        .await
        .unwrap(),
        hyphenated
    );
    for layout in ["Utf8", "LargeUtf8", "Utf8View"] {
        let id = one_uuid(
            &ctx,
            &format!("SELECT uuid_parse(arrow_cast('{hyphenated}', '{layout}'))"),
        )
        .await;
        assert_eq!(id, Some(parse(hyphenated)), "{layout}");
    }
    // Columns, with NULLs, with and without `arrow.uuid` on the input.
    let ids: Vec<Option<Uuid>> = (0..3000).map(|i| (i % 7 != 3).then(Uuid::new_v4)).collect();
    for tagged in [true, false] {
        register_ids(&ctx, "ids", &ids, tagged);
        let batches = query(
            &ctx,
            "SELECT uuid_format(id), uuid_parse(t), try_uuid_parse(t) FROM ids",
        )
        .await;
        let text = texts(&column(&batches, 0));
        let expected: Vec<Option<String>> =
            ids.iter().map(|id| id.map(|id| id.to_string())).collect();
        assert_eq!(text, expected);
        assert_eq!(uuids(&column(&batches, 1)), ids);
        assert_eq!(uuids(&column(&batches, 2)), ids);
        let schema = batches[0].schema();
        assert_eq!(schema.field(0).data_type(), &DataType::Utf8);
        assert!(is_arrow_uuid(schema.field(1)) && is_arrow_uuid(schema.field(2)));
        assert!(schema.field(0).is_nullable());
        ctx.deregister_table("ids").unwrap();
    }
}

#[tokio::test]
async fn typeids() {
    let ctx = ctx();
    let uuid = "01890a5d-ac96-774b-bcce-b302099a8057";
    let typeid = "user_01h455vb4pex5vsknk084sn02q";
    assert_eq!(
        one_text(
            &ctx,
            &format!("SELECT typeid_encode('user', uuid_parse('{uuid}'))")
        )
        .await
        .unwrap(),
        typeid
    );
    assert_eq!(
        one_text(
            &ctx,
            &format!("SELECT typeid_encode('', uuid_parse('{uuid}'))")
        )
        .await
        .unwrap(),
        "01h455vb4pex5vsknk084sn02q"
    );
    assert_eq!(
        one_uuid(&ctx, &format!("SELECT typeid_decode('{typeid}')")).await,
        Some(parse(uuid))
    );
    assert_eq!(
        one_text(&ctx, &format!("SELECT typeid_prefix('{typeid}')"))
            .await
            .unwrap(),
        "user"
    );
    assert_eq!(
        one_text(&ctx, "SELECT typeid_prefix('01h455vb4pex5vsknk084sn02q')")
            .await
            .unwrap(),
        ""
    );
    assert_eq!(
        one_text(&ctx, "SELECT typeid_encode(NULL, uuid_nil())").await,
        None
    );
    assert_eq!(one_uuid(&ctx, "SELECT typeid_decode(NULL)").await, None);
    // A constant prefix over a column, and a column of prefixes.
    let ids: Vec<Option<Uuid>> = (0..2000).map(|i| (i % 5 != 0).then(Uuid::now_v7)).collect();
    register_ids(&ctx, "ids", &ids, true);
    let batches = query(
        &ctx,
        "SELECT typeid_encode('order', id) AS a, \
                typeid_encode(CASE WHEN t IS NULL THEN 'x' ELSE 'line_item' END, id) AS b \
         FROM ids",
    )
    .await;
    let a = texts(&column(&batches, 0));
    let b = texts(&column(&batches, 1));
    for ((id, a), b) in ids.iter().zip(&a).zip(&b) {
        let expected = id.map(|id| {
            uuid_runtime::typeid::TypeId::new("order", id)
                .unwrap()
                .to_string()
        });
        assert_eq!(a, &expected);
        let expected = id.map(|id| {
            uuid_runtime::typeid::TypeId::new("line_item", id)
                .unwrap()
                .to_string()
        });
        assert_eq!(b, &expected);
    }
    // And back.
    let batches = query(
        &ctx,
        "SELECT typeid_decode(typeid_encode('order', id)), typeid_prefix(typeid_encode('order', id)) FROM ids",
    )
    .await;
    assert_eq!(uuids(&column(&batches, 0)), ids);
    let prefixes = texts(&column(&batches, 1));
    assert!(
        prefixes
            .iter()
            .zip(&ids)
            .all(|(p, id)| p.is_some() == id.is_some())
    );
}

/// The physical plan of `sql`, as `EXPLAIN` shows it.
async fn physical_plan(ctx: &datafusion::prelude::SessionContext, sql: &str) -> String {
    let batches = query(ctx, &format!("EXPLAIN {sql}")).await;
    datafusion::arrow::util::pretty::pretty_format_batches(&batches)
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn deterministic_functions_of_constants_fold_to_literals() {
    let ctx = ctx();
    register_ids(&ctx, "ids", &[Some(Uuid::now_v7())], true);
    for expr in [
        "uuidv7_min('2026-05-01T00:00:00Z')",
        "uuidv7_max(DATE '2026-05-01')",
        "uuid_parse('67e55044-10b1-426f-9247-bb680e5fe0c8')",
        "uuid_generate_v5(uuid_ns_dns(), 'www.example.com')",
        "typeid_decode('user_01h455vb4pex5vsknk084sn02q')",
        "uuid_nil()",
    ] {
        let plan = physical_plan(&ctx, &format!("SELECT t FROM ids WHERE id >= {expr}")).await;
        let function = expr.split('(').next().unwrap();
        assert!(
            !plan.contains(&format!("{function}(")),
            "{expr} not folded:\n{plan}"
        );
        assert!(plan.contains("FixedSizeBinary(16"), "{expr}:\n{plan}");
    }
    // The volatile ones are not.
    let plan = physical_plan(&ctx, "SELECT t FROM ids WHERE id < uuidv7()").await;
    assert!(plan.contains("uuidv7()"), "{plan}");
    let batches = query(&ctx, "SELECT uuidv7() FROM generate_series(1, 2)").await;
    let ids = uuids(&column(&batches, 0));
    assert_ne!(ids[0], ids[1]);
    // A folded UUID keeps `arrow.uuid`.
    let batches = query(&ctx, "SELECT uuid_ns_dns() AS ns").await;
    assert!(is_arrow_uuid(batches[0].schema().field(0)));
}
