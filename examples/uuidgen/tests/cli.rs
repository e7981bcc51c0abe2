//! The `uuidgen` binary, run as a process: its output against the RFC 9562 and TypeID
//! vectors and an independent implementation (the `uuid` crate), and its errors
//! against the parsers' own messages, and its echo of hostile input.

use std::time::{SystemTime, UNIX_EPOCH};

use assert_cmd::Command;
use serde::Deserialize;
use serde_json::Value;
use uuid_runtime::fmt::{Base58, Base62, Base64Url};
use uuid_runtime::typeid::{TypeId, check_prefix};
use uuid_runtime::{Timestamp, Uuid, Variant};

/// RFC 9562 A.1 (v1), A.5 (v6, the same fields) and A.6 (v7), all from
/// 2022-02-22 19:22:22 UTC.
const A1_V1: &str = "c232ab00-9414-11ec-b3c8-9f6bdeced846";
const A5_V6: &str = "1ec9414c-232a-6b00-b3c8-9f6bdeced846";
const A6_V7: &str = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
const A1_TIME: &str = "2022-02-22T19:22:22Z";

/// The binary, which cargo builds for this package's tests.
fn uuidgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_uuidgen"))
}

/// Runs the example on good input: exit status 0, nothing on stderr; returns stdout.
fn ok(args: &[&str]) -> String {
    let assert = uuidgen().args(args).assert().success().stderr("");
    String::from_utf8(assert.get_output().stdout.clone()).expect("UTF-8 output")
}

/// Runs the example on bad input: exit status 2, nothing on stdout; returns stderr.
fn bad(args: &[&str]) -> String {
    let assert = uuidgen().args(args).assert().code(2).stdout("");
    String::from_utf8(assert.get_output().stderr.clone()).expect("UTF-8 errors")
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or_default()
}

fn parse_lines(stdout: &str) -> Vec<Uuid> {
    stdout
        .lines()
        .map(|line| Uuid::parse_str(line).expect("a hyphenated UUID a line"))
        .collect()
}

fn unix_millis_now() -> i128 {
    let since_epoch = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
    i128::try_from(since_epoch.as_millis()).unwrap()
}

fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object a line"))
        .collect()
}

// --- gen --------------------------------------------------------------------------

#[test]
fn gen_defaults_to_one_v7_of_the_current_time() {
    let before = unix_millis_now();
    let ids = parse_lines(&ok(&["gen"]));
    let after = unix_millis_now();
    assert_eq!(ids.len(), 1);
    assert_eq!(ids[0].get_version_num(), 7);
    assert_eq!(ids[0].get_variant(), Variant::RFC4122);
    let millis = ids[0].get_timestamp().unwrap().to_unix_millis();
    assert!(
        (before..=after).contains(&millis),
        "{before} <= {millis} <= {after}"
    );
}

#[test]
fn gen_prints_count_distinct_uuids_of_each_version() {
    for (arg, version) in [("v1", 1), ("v4", 4), ("v6", 6), ("v7", 7)] {
        for count in ["-n", "--count"] {
            let ids = parse_lines(&ok(&["gen", arg, count, "5"]));
            assert_eq!(ids.len(), 5, "{arg}");
            assert!(
                ids.iter().all(|id| id.get_version_num() == version),
                "{arg}: {ids:?}"
            );
            assert!(ids.iter().all(|id| id.get_variant() == Variant::RFC4122));
            let mut distinct = ids.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), 5, "{arg}: {ids:?}");
        }
    }
}

#[test]
fn gen_v6_and_v7_come_out_in_order() {
    for version in ["v6", "v7"] {
        let ids = parse_lines(&ok(&["gen", version, "-n", "100"]));
        assert!(ids.windows(2).all(|pair| pair[0] < pair[1]), "{version}");
    }
}

#[test]
fn gen_rejects_a_count_of_zero_or_not_a_number() {
    for count in ["0", "x", "-1", "1.5", ""] {
        // `=` so that clap takes `-1` as the value, not as an option.
        let stderr = bad(&["gen", &format!("--count={count}")]);
        let expected = format!("error: invalid value '{count}' for '--count <COUNT>'");
        assert!(stderr.starts_with(&expected), "{count}: {stderr}");
    }
    assert!(bad(&["gen", "v3"]).starts_with("error: invalid value 'v3'"));
}

#[test]
fn gen_v7_at_makes_uuids_of_that_millisecond() {
    let ids = parse_lines(&ok(&[
        "gen",
        "v7",
        "--at",
        "2026-05-01T12:00:00.250Z",
        "-n",
        "3",
    ]));
    assert_eq!(ids.len(), 3);
    let at = Timestamp::try_parse("2026-05-01T14:00:00.250+02:00").unwrap();
    for id in &ids {
        assert_eq!(id.get_version_num(), 7);
        assert_eq!(id.get_timestamp(), Some(at));
    }
    assert_ne!(ids[0], ids[1]);
    // The default version is v7 too.
    let ids = parse_lines(&ok(&["gen", "--at", "1970-01-01T00:00:00Z"]));
    assert_eq!(ids[0].get_timestamp().unwrap().to_unix_millis(), 0);
}

#[test]
fn range_prints_the_bounds_of_a_window() {
    let out = ok(&["range", "2026-05-01T00:00:00Z", "2026-06-01 02:00:00+02:00"]);
    assert_eq!(
        out,
        "019de0d5-c800-7000-8000-000000000000\n019e807a-ec00-7000-8000-000000000000\n"
    );
    let bounds = parse_lines(&out);
    let window = Uuid::range_v7(
        Timestamp::try_parse("2026-05-01T00:00:00Z").unwrap(),
        Timestamp::try_parse("2026-06-01T00:00:00Z").unwrap(),
    );
    assert_eq!(bounds, [window.start, window.end]);
}

#[test]
fn gen_and_range_refuse_a_bad_time_with_the_parser_message() {
    for args in [
        &["gen", "v7", "--at", "2026-02-29T00:00:00Z"][..],
        &["range", "2026-02-29T00:00:00Z", "2026-03-01T00:00:00Z"],
        &["range", "2026-02-01T00:00:00Z", "2026-02-29T00:00:00Z"],
    ] {
        assert_eq!(
            bad(args),
            "error: day 29 out of range at position 8: February 2026 has days 01 to 28\n  \
             2026-02-29T00:00:00Z\n          ^^\n"
        );
    }
    let err = bad(&["gen", "v7", "--at", "2026-05-01T12:00:00"]);
    assert!(
        err.starts_with("error: missing offset at position 19: RFC 3339 requires"),
        "{err}"
    );
    let err = bad(&["range", "1969-12-31T23:59:59Z", "2026-06-01T00:00:00Z"]);
    assert!(
        err.starts_with(
            "error: instant out of range for a v7 UUID: its 48-bit millisecond field starts at \
             1970-01-01T00:00:00Z, found an instant before it\n"
        ),
        "{err}"
    );
    // Hostile text is echoed escaped, as for other values.
    let err = bad(&[
        "range",
        "2026-05-01T00:00:00Z\u{1b}]0;x",
        "2026-06-01T00:00:00Z",
    ]);
    assert!(err.contains("2026-05-01T00:00:00Z\\u{1b}]0;x"), "{err}");
    assert_eq!(
        bad(&["gen", "v4", "--at", "2026-05-01T12:00:00Z"]),
        "error: `--at` makes v7 UUIDs: use `gen v7 --at TIME`\n"
    );
}

// --- name -------------------------------------------------------------------------

#[test]
fn name_matches_the_rfc_vectors() {
    // RFC 9562 A.2 (v3), A.4 (v5) and B.2 (v8, SHA-256).
    for (version, expected) in [
        ("v3", "5df41881-3aed-3515-88a7-2f4a814cf09e"),
        ("v5", "2ed6657d-e927-568b-95e1-2665a8aea6a2"),
        ("v8", "5c146b14-3c52-8afd-938a-375d0df1fbf6"),
    ] {
        let stdout = ok(&["name", version, "dns", "www.example.com"]);
        assert_eq!(stdout, format!("{expected}\n"), "{version}");
    }
}

#[test]
fn name_matches_the_uuid_crate_for_every_namespace_keyword() {
    for (keyword, namespace) in [
        ("dns", uuid::Uuid::NAMESPACE_DNS),
        ("url", uuid::Uuid::NAMESPACE_URL),
        ("oid", uuid::Uuid::NAMESPACE_OID),
        ("x500", uuid::Uuid::NAMESPACE_X500),
    ] {
        let name = "https://example.com/é";
        let v3 = uuid::Uuid::new_v3(&namespace, name.as_bytes());
        let v5 = uuid::Uuid::new_v5(&namespace, name.as_bytes());
        assert_eq!(ok(&["name", "v3", keyword, name]), format!("{v3}\n"));
        assert_eq!(ok(&["name", "v5", keyword, name]), format!("{v5}\n"));
    }
}

#[test]
fn name_takes_a_namespace_uuid_in_any_text_form() {
    let expected = ok(&["name", "v5", "dns", "www.example.com"]);
    for namespace in [
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
        "6BA7B8109DAD11D180B400C04FD430C8",
        "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}",
        "urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8",
    ] {
        assert_eq!(ok(&["name", "v5", namespace, "www.example.com"]), expected);
    }
}

#[test]
fn name_takes_the_namespace_keywords_in_any_case() {
    for (keywords, namespace) in [
        (["dns", "DNS", "Dns"], uuid::Uuid::NAMESPACE_DNS),
        (["url", "URL", "uRl"], uuid::Uuid::NAMESPACE_URL),
        (["oid", "OID", "Oid"], uuid::Uuid::NAMESPACE_OID),
        (["x500", "X500", "x500"], uuid::Uuid::NAMESPACE_X500),
    ] {
        let expected = format!("{}\n", uuid::Uuid::new_v5(&namespace, b"www.example.com"));
        for keyword in keywords {
            assert_eq!(ok(&["name", "v5", keyword, "www.example.com"]), expected);
        }
    }
}

#[test]
fn name_rejects_an_unknown_namespace_with_the_parser_message() {
    for namespace in [
        "foo",
        "DNSS",
        "",
        "6ba7b810-9dad-11d1-80b4-00c04fd430c",
        "urn:6ba7",
    ] {
        let parse_error = Uuid::parse_str(namespace).unwrap_err();
        let stderr = bad(&["name", "v5", namespace, "x"]);
        assert_eq!(
            first_line(&stderr),
            format!("error: {parse_error}; a namespace is `dns`, `url`, `oid`, `x500` or a UUID")
        );
    }
    assert!(bad(&["name", "v4", "dns", "x"]).starts_with("error: invalid value 'v4'"));
}

// --- inspect ----------------------------------------------------------------------

#[test]
fn inspect_shows_the_fields_of_the_rfc_v1_and_v6_vectors() {
    for (text, version) in [
        (A1_V1, "1 (Gregorian time)"),
        (A5_V6, "6 (reordered Gregorian time)"),
    ] {
        let expected = format!(
            "uuid:      {text}\n\
             form:      hyphenated\n\
             version:   {version}\n\
             variant:   RFC 9562\n\
             timestamp: {A1_TIME}\n\
             clock_seq: 0x33c8\n\
             node:      9f:6b:de:ce:d8:46\n"
        );
        assert_eq!(ok(&["inspect", text]), expected);
    }
}

#[test]
fn inspect_shows_the_time_of_the_rfc_v7_vector() {
    let expected = format!(
        "uuid:      {A6_V7}\n\
         form:      hyphenated\n\
         version:   7 (Unix time)\n\
         variant:   RFC 9562\n\
         timestamp: {A1_TIME}\n"
    );
    assert_eq!(ok(&["inspect", A6_V7]), expected);
}

#[test]
fn inspect_reads_all_four_text_forms() {
    let expected = ok(&["inspect", A1_V1]);
    for (text, form) in [
        ("C232AB00941411ECB3C89F6BDECED846", "simple"),
        ("{c232ab00-9414-11ec-b3c8-9f6bdeced846}", "braced"),
        ("URN:UUID:C232AB00-9414-11EC-B3C8-9F6BDECED846", "URN"),
    ] {
        let expected = expected.replace("form:      hyphenated", &format!("form:      {form}"));
        assert_eq!(ok(&["inspect", text]), expected, "{text}");
    }
}

#[test]
fn inspect_reads_the_compact_forms() {
    let uuid: Uuid = A6_V7.parse().unwrap();
    let expected = ok(&["inspect", A6_V7]);
    for (text, form) in [
        (uuid.ulid().to_string(), "ULID"),
        (uuid.typeid_suffix().to_string(), "TypeID"),
        (uuid.base58().to_string(), "base58"),
        (uuid.base64url().to_string(), "base64url"),
    ] {
        let report = ok_or_noted(&["inspect", &text]);
        let first = report.split("\n\n").next().unwrap();
        let expected = expected.replace("form:      hyphenated", &format!("form:      {form}"));
        let expected = if form == "TypeID" {
            expected.replace(
                "form:      TypeID\n",
                "form:      TypeID\nprefix:    (none)\n",
            )
        } else {
            expected
        };
        assert_eq!(format!("{}\n", first.trim_end()), expected, "{text}");
    }
}

/// Runs the example on good input that may be read more than one way: exit status 0,
/// and on stderr at most the note that says so; returns stdout.
fn ok_or_noted(args: &[&str]) -> String {
    let assert = uuidgen().args(args).assert().success();
    let output = assert.get_output();
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    assert!(
        stderr.is_empty() || stderr.starts_with("note: "),
        "{stderr}"
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn inspect_shows_each_reading_of_an_ambiguous_text() {
    // Valid base58, base62 and base64url alike (it ends in `A`), with three values.
    let text = "1BzmjTFLHWXwiSK4y3H5iA";
    let assert = uuidgen()
        .args(["inspect", "--json", text])
        .assert()
        .success();
    let output = assert.get_output();
    let reports = json_lines(&String::from_utf8(output.stdout.clone()).unwrap());
    let forms: Vec<&str> = reports
        .iter()
        .map(|report| report["form"].as_str().unwrap())
        .collect();
    assert_eq!(forms, ["base58", "base62", "base64url"]);
    let uuids: Vec<Uuid> = reports
        .iter()
        .map(|report| report["uuid"].as_str().unwrap().parse().unwrap())
        .collect();
    assert_eq!(
        uuids,
        [
            Base58::try_parse(text).unwrap().into_uuid(),
            Base62::try_parse(text).unwrap().into_uuid(),
            Base64Url::try_parse(text).unwrap().into_uuid(),
        ]
    );
    assert_eq!(
        String::from_utf8(output.stderr.clone()).unwrap(),
        format!("note: {text} is valid base58 and base62 and base64url: each reading is shown\n")
    );
}

#[test]
fn inspect_writes_fractional_seconds_only_when_there_are_some() {
    for (text, time) in [
        // One 100-ns tick after A.1.
        (
            "c232ab01-9414-11ec-b3c8-9f6bdeced846",
            "2022-02-22T19:22:22.0000001Z",
        ),
        // 1234567 ticks after A.1.
        (
            "c2458187-9414-11ec-b3c8-9f6bdeced846",
            "2022-02-22T19:22:22.1234567Z",
        ),
        // v7 carries milliseconds: A.6 plus 5 ms.
        (
            "017f22e2-79b5-7cc3-98c4-dc0c0c07398f",
            "2022-02-22T19:22:22.005Z",
        ),
        // The Gregorian epoch itself, long before 1970.
        (
            "00000000-0000-1000-8000-000000000000",
            "1582-10-15T00:00:00Z",
        ),
    ] {
        let reports = json_lines(&ok(&["inspect", "--json", text]));
        assert_eq!(reports[0]["timestamp"], time, "{text}");
    }
}

#[test]
fn inspect_json_has_every_field() {
    let stdout = ok(&["inspect", "--json", A1_V1, A6_V7]);
    let reports = json_lines(&stdout);
    assert_eq!(reports.len(), 2);
    assert_eq!(
        reports[0],
        serde_json::json!({
            "uuid": A1_V1,
            "form": "hyphenated",
            "prefix": null,
            "version": 1,
            "variant": "RFC 9562",
            "timestamp": A1_TIME,
            "clock_seq": 0x33c8,
            "node": "9f:6b:de:ce:d8:46",
        })
    );
    assert_eq!(
        reports[1],
        serde_json::json!({
            "uuid": A6_V7,
            "form": "hyphenated",
            "prefix": null,
            "version": 7,
            "variant": "RFC 9562",
            "timestamp": A1_TIME,
            "clock_seq": null,
            "node": null,
        })
    );
}

#[test]
fn inspect_names_the_nil_and_max_uuids() {
    for (text, variant) in [
        ("00000000-0000-0000-0000-000000000000", "nil UUID"),
        ("ffffffff-ffff-ffff-ffff-ffffffffffff", "max UUID"),
    ] {
        assert_eq!(
            ok(&["inspect", text]),
            format!("uuid:      {text}\nform:      hyphenated\nvariant:   {variant}\n")
        );
        assert_eq!(
            json_lines(&ok(&["inspect", "--json", text]))[0],
            serde_json::json!({
                "uuid": text,
                "form": "hyphenated",
                "prefix": null,
                "version": null,
                "variant": variant,
                "timestamp": null,
                "clock_seq": null,
                "node": null,
            })
        );
    }
    // Also as TypeIDs.
    let nil = ok(&["inspect", "00000000000000000000000000"]);
    assert!(nil.ends_with("variant:   nil UUID\n"), "{nil}");
    let max = ok(&["inspect", "max_7zzzzzzzzzzzzzzzzzzzzzzzzz"]);
    assert!(max.ends_with("variant:   max UUID\n"), "{max}");
}

#[test]
fn inspect_has_no_version_outside_the_rfc_variant() {
    for (text, variant) in [
        // One bit from the nil and the max UUIDs.
        ("00000000-0000-0000-0000-000000000001", "NCS (reserved)"),
        ("ffffffff-ffff-ffff-ffff-fffffffffffe", "future (reserved)"),
        (
            "c232ab00-9414-11ec-c3c8-9f6bdeced846",
            "Microsoft (reserved)",
        ),
    ] {
        let report = &json_lines(&ok(&["inspect", "--json", text]))[0];
        assert_eq!(report["variant"], variant);
        assert_eq!(report["version"], Value::Null);
        assert_eq!(report["timestamp"], Value::Null);
        assert_eq!(report["node"], Value::Null);
        assert!(!ok(&["inspect", text]).contains("version:"));
    }
}

#[test]
fn inspect_says_when_a_v7_time_is_beyond_rfc_3339() {
    // The largest 48-bit millisecond count is in the year 10889.
    let text = "ffffffff-ffff-7fff-bfff-ffffffffffff";
    assert_eq!(
        json_lines(&ok(&["inspect", "--json", text]))[0]["timestamp"],
        Value::Null
    );
    assert!(ok(&["inspect", text]).contains("timestamp: after the year 9999, beyond RFC 3339\n"));
}

#[derive(Deserialize)]
struct TypeIdVector {
    name: String,
    typeid: String,
    prefix: String,
    uuid: String,
}

#[test]
fn inspect_reads_the_typeid_spec_vectors() {
    let vectors: Vec<TypeIdVector> =
        serde_yaml_ng::from_str(include_str!("../../../tests/vectors/typeid/valid.yml")).unwrap();
    let texts: Vec<&str> = vectors
        .iter()
        .map(|vector| vector.typeid.as_str())
        .collect();
    let reports = json_lines(&ok(&[&["inspect", "--json"], texts.as_slice()].concat()));
    assert_eq!(reports.len(), vectors.len());
    for (vector, report) in vectors.iter().zip(&reports) {
        assert_eq!(report["uuid"], vector.uuid, "{}", vector.name);
        assert_eq!(report["prefix"], vector.prefix, "{}", vector.name);
    }
}

#[test]
fn inspect_shows_a_typeid_prefix_and_its_uuid_time() {
    let expected = "uuid:      01890a5d-ac96-774b-bcce-b302099a8057\n\
                    form:      TypeID\n\
                    prefix:    prefix\n\
                    version:   7 (Unix time)\n\
                    variant:   RFC 9562\n\
                    timestamp: 2023-06-30T03:34:18.518Z\n";
    assert_eq!(
        ok(&["inspect", "prefix_01h455vb4pex5vsknk084sn02q"]),
        expected
    );
    let bare = ok(&["inspect", "01h455vb4pex5vsknk084sn02q"]);
    assert!(bare.contains("prefix:    (none)\n"), "{bare}");
}

#[test]
fn inspect_rejects_bad_uuids_with_the_parser_message() {
    for text in [
        "c232ab00-9414-11ec-b3c8-9f6bdeced84g",
        "c232ab00-9414-11ec-b3c8-9f6bdeced84",
        "c232ab00-9414-11ec-b3c8-9f6bdeced846-",
        "{c232ab00-9414-11ec-b3c8-9f6bdeced846",
        "urn:uid:c232ab00-9414-11ec-b3c8-9f6bdeced846",
        "",
        "nope",
    ] {
        let parse_error = Uuid::parse_str(text).unwrap_err();
        let stderr = bad(&["inspect", text]);
        assert_eq!(
            first_line(&stderr),
            format!("error: {parse_error}"),
            "{text}"
        );
        assert!(
            bad(&["inspect", "--json", text]).starts_with(&stderr),
            "{text}"
        );
    }
}

#[test]
fn inspect_marks_where_the_error_is() {
    let stderr = bad(&["inspect", "c232ab00-9414-11ec-b3c8-9f6bdeced84g"]);
    assert_eq!(
        stderr,
        "error: invalid character `g` at position 35: expected a hex digit\n  \
         c232ab00-9414-11ec-b3c8-9f6bdeced84g\n  \
         \x20                                  ^\n"
    );
    let stderr = bad(&["inspect", "urn:uid:c232ab00-9414-11ec-b3c8-9f6bdeced846"]);
    assert!(stderr.ends_with("\n  ^^^^^^^^\n"), "{stderr}");
}

#[test]
fn inspect_rejects_bad_typeids_with_the_parser_message() {
    for text in [
        "prefix_01h455vb4pex5vsknk084sn0",
        "Prefix_01h455vb4pex5vsknk084sn02q",
        "prefix__01h455vb4pex5vsknk084sn02q",
        "_01h455vb4pex5vsknk084sn02q",
        "01h455vb4pex5vsknk084sn0-q",
        "81h455vb4pex5vsknk084sn02q",
    ] {
        let typeid_error = TypeId::parse_str(text).unwrap_err();
        let stderr = bad(&["inspect", text]);
        assert_eq!(
            first_line(&stderr),
            format!("error: {typeid_error}"),
            "{text}"
        );
    }
}

#[test]
fn inspect_prints_the_good_values_and_fails_for_the_bad() {
    let assert = uuidgen()
        .args(["inspect", "--json", A1_V1, "nope", A6_V7])
        .assert()
        .code(2);
    let output = assert.get_output();
    let reports = json_lines(&String::from_utf8_lossy(&output.stdout));
    let uuids: Vec<&Value> = reports.iter().map(|report| &report["uuid"]).collect();
    assert_eq!(uuids, [A1_V1, A6_V7]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        first_line(&stderr),
        "error: not a UUID: expected 32, 36, 38 or 45 characters of hex digits and hyphens, \
         found 4 characters"
    );
}

// --- convert ----------------------------------------------------------------------

#[test]
fn convert_between_the_rfc_v1_and_v6_vectors() {
    assert_eq!(ok(&["convert", A1_V1, "--to", "v6"]), format!("{A5_V6}\n"));
    assert_eq!(ok(&["convert", A5_V6, "--to", "v1"]), format!("{A1_V1}\n"));
    // Any text form in, the hyphenated form out.
    let braced = format!("{{{}}}", A1_V1.to_uppercase());
    assert_eq!(
        ok(&["convert", &braced, "--to", "v6"]),
        format!("{A5_V6}\n")
    );
}

#[test]
fn convert_round_trips_random_v1_uuids_through_v6() {
    for v1 in parse_lines(&ok(&["gen", "v1", "-n", "20"])) {
        let v6 = ok(&["convert", &v1.to_string(), "--to", "v6"]);
        let v6 = Uuid::parse_str(v6.trim_end()).unwrap();
        assert_eq!(v6.get_version_num(), 6);
        assert_eq!(v6.get_timestamp(), v1.get_timestamp());
        assert_eq!(
            ok(&["convert", &v6.to_string(), "--to", "v1"]),
            format!("{v1}\n")
        );
    }
}

#[test]
fn convert_to_typeid_and_back() {
    // The TypeID spec's `valid-uuidv7` vector.
    let uuid = "01890a5d-ac96-774b-bcce-b302099a8057";
    let typeid = "prefix_01h455vb4pex5vsknk084sn02q";
    let args = ["convert", uuid, "--to", "typeid", "--prefix", "prefix"];
    assert_eq!(ok(&args), format!("{typeid}\n"));
    assert_eq!(
        ok(&["convert", uuid, "--to", "typeid"]),
        "01h455vb4pex5vsknk084sn02q\n"
    );
    assert_eq!(
        ok(&["convert", typeid, "--to", "uuid"]),
        format!("{uuid}\n")
    );
    let renamed = ok(&["convert", typeid, "--to", "typeid", "--prefix", "user"]);
    assert_eq!(renamed, "user_01h455vb4pex5vsknk084sn02q\n");
}

#[test]
fn convert_to_the_compact_forms_and_back() {
    let uuid = "01890a5d-ac96-774b-bcce-b302099a8057";
    for (to, text) in [
        ("ulid", "01H455VB4PEX5VSKNK084SN02Q"),
        ("base64url", "AYkKXayWd0u8zrMCCZqAVw"),
        ("base62", "02tcRIyrxLXTR81B3dqdOx"),
    ] {
        assert_eq!(ok(&["convert", uuid, "--to", to]), format!("{text}\n"));
        assert_eq!(
            ok_or_noted(&["convert", text, "--to", "uuid"]),
            format!("{uuid}\n"),
            "{text}"
        );
    }
    // Letters in either case are a ULID's, not a TypeID's.
    assert_eq!(
        ok(&["convert", "01h455vb4pex5vsknk084sn02Q", "--to", "uuid"]),
        format!("{uuid}\n")
    );
    // A TypeID to a ULID: the same digits, in uppercase.
    assert_eq!(
        ok(&["convert", "user_01h455vb4pex5vsknk084sn02q", "--to", "ulid"]),
        "01H455VB4PEX5VSKNK084SN02Q\n"
    );
    // base58 text that is valid base62 too: read as base58, with a note.
    let assert = uuidgen()
        .args(["convert", "1BzmjTFLHWXwiSK4y3H5iW", "--to", "uuid"])
        .assert()
        .success()
        .stdout(format!("{uuid}\n"));
    let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert_eq!(
        stderr,
        "note: 1BzmjTFLHWXwiSK4y3H5iW is valid base58 and base62; converted as base58\n"
    );
}

#[test]
fn compact_forms_are_rejected_with_their_parser_message() {
    assert_eq!(
        bad(&["inspect", "01H455VB4PEX5VSKNK084SNO2Q"]),
        "error: invalid character `O` at position 23: expected a Crockford base32 digit (`0`-`9`, \
         and `A`-`Z` in either case without `I`, `L`, `O`, `U`)\n  \
         01H455VB4PEX5VSKNK084SNO2Q\n                         ^\n"
    );
    assert!(bad(&["inspect", "AYkKXayWd0u8zrMCCZqA+w"]).starts_with(
        "error: invalid character `+` at position 20: expected a base64url character"
    ));
    assert!(
        bad(&["inspect", "02tcRIyrxLXTR81B3dqdO!"])
            .starts_with("error: invalid character `!` at position 21: expected a base62 digit")
    );
}

#[test]
fn convert_rejects_the_wrong_version() {
    assert_eq!(
        bad(&["convert", A6_V7, "--to", "v6"]),
        "error: expected a version 1 or 6 UUID, found version 7\n"
    );
    assert_eq!(
        bad(&["convert", A6_V7, "--to", "v1"]),
        "error: expected a version 6 or 1 UUID, found version 7\n"
    );
    assert_eq!(
        bad(&[
            "convert",
            "00000000-0000-0000-0000-000000000000",
            "--to",
            "v6"
        ]),
        "error: expected a version 1 or 6 UUID, found one of another variant than RFC 9562\n"
    );
}

#[test]
fn convert_prints_a_uuid_already_of_the_version_asked_for_with_a_note() {
    for (text, to, expected) in [
        (A5_V6, "v6", A5_V6),
        (A1_V1, "v1", A1_V1),
        // Any text form in, the hyphenated form out, as for a conversion.
        ("URN:UUID:1EC9414C-232A-6B00-B3C8-9F6BDECED846", "v6", A5_V6),
    ] {
        let version = &to[1..];
        uuidgen()
            .args(["convert", text, "--to", to])
            .assert()
            .success()
            .stdout(format!("{expected}\n"))
            .stderr(format!(
                "note: already a version {version} UUID; printed as it is\n"
            ));
    }
}

#[test]
fn convert_rejects_an_invalid_prefix_with_the_checker_message() {
    for prefix in ["User", "user_", "_user", "user1", &"a".repeat(64)] {
        let prefix_error = check_prefix(prefix).unwrap_err();
        let stderr = bad(&["convert", A6_V7, "--to", "typeid", "--prefix", prefix]);
        assert_eq!(
            first_line(&stderr),
            format!("error: {prefix_error}"),
            "{prefix}"
        );
    }
    assert_eq!(
        bad(&["convert", A1_V1, "--to", "v6", "--prefix", "user"]),
        "error: `--prefix` needs `--to typeid`\n"
    );
}

#[test]
fn convert_rejects_an_unparsable_value() {
    let text = "c232ab00-9414-11ec-b3c8-9f6bdeced84g";
    let parse_error = Uuid::parse_str(text).unwrap_err();
    let stderr = bad(&["convert", text, "--to", "typeid"]);
    assert_eq!(first_line(&stderr), format!("error: {parse_error}"));
}

// --- hostile input ----------------------------------------------------------------

/// Runs the example on bad input; returns stderr, checked to hold nothing a terminal
/// would act on (no control character but the line ends, no bidirectional control).
fn bad_and_safe(args: &[&str]) -> String {
    let stderr = bad(args);
    let unsafe_char = stderr
        .chars()
        .find(|&c| (c.is_control() && c != '\n') || is_bidi_control(c));
    assert_eq!(unsafe_char, None, "{stderr:?}");
    stderr
}

/// The characters that reorder text (Unicode's `Bidi_Control` property).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[test]
fn inspect_escapes_terminal_escape_sequences() {
    // OSC 0 sets the window title; CSI 2 J clears the screen.
    assert_eq!(
        bad_and_safe(&["inspect", "\u{1b}]0;pwned\u{7}"]),
        "error: not a UUID: expected 32, 36, 38 or 45 characters of hex digits and hyphens, \
         found 10 characters\n  \
         \\u{1b}]0;pwned\\u{7}\n  \
         ^^^^^^^^^^^^^^^^^^^\n"
    );
    assert_eq!(
        bad_and_safe(&["inspect", "c232ab00\u{1b}[2J"]),
        "error: invalid character `\\u{1b}` at position 8: expected a hex digit\n  \
         c232ab00\\u{1b}[2J\n  \
         \x20       ^^^^^^\n"
    );
}

#[test]
fn inspect_escapes_line_breaks_so_no_output_line_is_forged() {
    let forged = "nope\nuuid:      forged!\r\u{2028}x\u{85}";
    assert_eq!(
        bad_and_safe(&["inspect", forged]),
        "error: unexpected whitespace `\\u{85}` at position 26: remove the whitespace around \
         the UUID\n  \
         nope\\nuuid:      forged!\\r\\u{2028}x\\u{85}\n  \
         \x20                                  ^^^^^^\n"
    );
}

#[test]
fn inspect_escapes_every_bidirectional_control() {
    for c in [
        '\u{61c}', '\u{200e}', '\u{200f}', '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}',
        '\u{202e}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
    ] {
        let escape = c.escape_unicode().to_string();
        let stderr = bad_and_safe(&["inspect", &format!("ab{c}cd")]);
        let carets = "^".repeat(escape.len());
        assert_eq!(
            stderr,
            format!(
                "error: invalid character `{escape}` at position 2: expected a hex digit\n  \
                 ab{escape}cd\n    {carets}\n"
            )
        );
    }
}

#[test]
fn the_caret_stays_under_the_character_after_escapes_and_wide_characters() {
    // The error is about the `}` at the end; everything before it is shown in more or
    // fewer columns than characters.
    for (text, shown) in [
        ("\u{1b}\u{1b}}", "\\u{1b}\\u{1b}}"),
        ("中中}", "中中}"),
        ("e\u{301}}", "e\\u{301}}"),
        ("a\t\\}", "a\\t\\\\}"),
    ] {
        let width = shown.chars().count() + shown.chars().filter(|&c| c == '中').count();
        assert_eq!(
            bad_and_safe(&["inspect", text]),
            format!(
                "error: unbalanced braces: the closing `}}` has no opening `{{`\n  \
                 {shown}\n  {}^\n",
                " ".repeat(width - 1)
            ),
            "{text:?}"
        );
    }
    // A zero-width character that is itself the error is escaped, with carets under
    // the whole escape.
    assert_eq!(
        bad_and_safe(&["inspect", "67e55044-10b1-426f-9247-bb680e5fe0c\u{200b}"]),
        format!(
            "error: invalid character `\\u{{200b}}` at position 35: expected a hex digit\n  \
             67e55044-10b1-426f-9247-bb680e5fe0c\\u{{200b}}\n  {}^^^^^^^^\n",
            " ".repeat(35)
        )
    );
}

#[test]
fn a_long_value_is_cut_to_a_window_around_the_error() {
    // 131,000 characters: a few lines, not 262 KB.
    let long = "0".repeat(131_000);
    assert_eq!(
        bad_and_safe(&["inspect", &long]),
        format!(
            "error: invalid length: expected 32, 36, 38 or 45 characters, found 131000\n  \
             {}...\n  {}\n",
            "0".repeat(64),
            "^".repeat(64)
        )
    );
    // An error in the middle: 16 columns before it, the rest after.
    let middle = format!("{}g{}", "0".repeat(70_000), "0".repeat(60_999));
    assert_eq!(
        bad_and_safe(&["inspect", &middle]),
        format!(
            "error: invalid character `g` at position 70000: expected a hex digit\n  \
             ...{}g{}...\n  {}^\n",
            "0".repeat(16),
            "0".repeat(47),
            " ".repeat(19)
        )
    );
    // An error near the end: the window takes more of what comes before.
    let end = format!("{}\u{1b}", "0".repeat(100));
    assert_eq!(
        bad_and_safe(&["inspect", &end]),
        format!(
            "error: invalid character `\\u{{1b}}` at position 100: expected a hex digit\n  \
             ...{}\\u{{1b}}\n  {}^^^^^^\n",
            "0".repeat(58),
            " ".repeat(61)
        )
    );
    // The missing suffix characters of a TypeID, marked up to the window's edge.
    let typeid = format!("user_{}", "0".repeat(200));
    assert_eq!(
        bad_and_safe(&["inspect", &typeid]),
        format!(
            "error: invalid suffix length at position 5: expected 26 characters, found 200\n  \
             user_{}...\n       {}\n",
            "0".repeat(59),
            "^".repeat(59)
        )
    );
}

#[test]
fn inspect_reports_at_most_ten_bad_values_and_counts_the_rest() {
    let mut args = vec!["inspect".to_owned(), A1_V1.to_owned()];
    args.extend((0..25).map(|i| format!("bad{i}")));
    args.push(A6_V7.to_owned());
    let assert = uuidgen().args(&args).assert().code(2);
    let output = assert.get_output();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(stdout.matches("uuid:").count(), 2, "{stdout}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|line| line.starts_with("error: "))
        .collect();
    assert_eq!(errors.len(), 11, "{stderr}");
    assert_eq!(
        errors[9],
        "error: invalid length: expected 32, 36, 38 or 45 characters, found 4"
    );
    assert!(stderr.contains("\n  bad9\n"), "{stderr}");
    assert!(!stderr.contains("bad10"), "{stderr}");
    assert_eq!(
        errors[10],
        "error: 15 more bad values, not shown (25 in all)"
    );
    assert!(stderr.ends_with("(25 in all)\n"), "{stderr}");
}

#[test]
fn other_echoed_input_is_escaped_too() {
    // A namespace and a TypeID prefix.
    assert_eq!(
        bad_and_safe(&["name", "v5", "\u{1b}[2J", "x"]),
        "error: not a UUID: expected 32, 36, 38 or 45 characters of hex digits and hyphens, \
         found 4 characters; a namespace is `dns`, `url`, `oid`, `x500` or a UUID\n  \
         \\u{1b}[2J\n  ^^^^^^^^^\n"
    );
    assert_eq!(
        bad_and_safe(&[
            "convert",
            A6_V7,
            "--to",
            "typeid",
            "--prefix",
            "us\u{202e}er"
        ]),
        "error: invalid character `\\u{202e}` at position 2 in the prefix: \
         expected a lowercase ASCII letter or `_`\n  \
         us\\u{202e}er\n    ^^^^^^^^\n"
    );
    // A prefix too long is marked in full, up to the window's edge.
    let long_prefix = "a".repeat(100);
    assert_eq!(
        bad_and_safe(&["convert", A6_V7, "--to", "typeid", "--prefix", &long_prefix]),
        format!(
            "error: prefix too long: expected at most 63 characters, found 100\n  \
             {}...\n  {}\n",
            "a".repeat(64),
            "^".repeat(64)
        )
    );
}

#[test]
fn arguments_clap_rejects_are_escaped_and_cut_short() {
    let stderr = bad_and_safe(&["gen", "--count=5\n\u{1b}[2J\u{202e}"]);
    assert_eq!(
        first_line(&stderr),
        "error: invalid value '5\\n\\u{1b}[2J\\u{202e}' for '--count <COUNT>': \
         invalid digit found in string"
    );
    let stderr = bad_and_safe(&["gen", &format!("v{}", "9".repeat(131_000))]);
    assert_eq!(
        first_line(&stderr),
        format!(
            "error: invalid value 'v{}...' for '[VERSION]'",
            "9".repeat(63)
        )
    );
    assert!(stderr.len() < 1000, "{} bytes", stderr.len());
    let stderr = bad_and_safe(&["inspect", "--\u{1b}]0;pwned\u{7}"]);
    assert_eq!(
        first_line(&stderr),
        "error: unexpected argument '--\\u{1b}]0;pwned\\u{7}' found"
    );
}

// --- output -------------------------------------------------------------------------

/// Runs the example through `sh` with `redirect` applied to its standard output.
#[cfg(unix)]
fn with_stdout(redirect: &str, args: &str) -> Command {
    let mut command = Command::new("sh");
    let script = format!("exec \"$0\" {args} {redirect}");
    command
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_uuidgen"));
    command
}

#[cfg(unix)]
#[test]
fn a_closed_stdout_is_an_error() {
    with_stdout(">&-", "gen -n 5")
        .assert()
        .code(1)
        .stderr("error: cannot write the output: standard output is closed\n");
    with_stdout(">&-", &format!("inspect {A1_V1}"))
        .assert()
        .code(1)
        .stderr("error: cannot write the output: standard output is closed\n");
    // Bad input is reported as such, before anything is written.
    with_stdout(">&-", "inspect nope").assert().code(2);
    // Writing to /dev/null is no error, nor a reader that stops early.
    with_stdout(">/dev/null", "gen -n 5")
        .assert()
        .success()
        .stderr("");
    // A reader that stops early: the pipe closes under the program, which must stop
    // quietly with success (checked on the program itself, not on a shell pipeline).
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_uuidgen"))
        .args(["gen", "-n", "100000"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the example starts");
    let mut first = [0];
    std::io::Read::read_exact(child.stdout.as_mut().expect("piped"), &mut first)
        .expect("one byte of output");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("the example ends");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_an_error() {
    with_stdout(">/dev/full", "gen -n 5")
        .assert()
        .code(1)
        .stderr("error: cannot write the output: No space left on device (os error 28)\n");
}
