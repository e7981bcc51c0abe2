//! The functions' [`Documentation`], as DataFusion shows it (`information_schema`,
//! generated function docs).

use std::sync::LazyLock;

use datafusion::logical_expr::{DocSection, Documentation};

use crate::kind::Kind;

/// The section the functions are documented in.
const SECTION: DocSection = DocSection {
    include: true,
    label: "UUID Functions",
    description: Some(
        "PostgreSQL 18's UUID functions, uuid-ossp's, v7 time-window bounds and TypeIDs \
         (crate uuid-runtime-datafusion). UUIDs are FixedSizeBinary(16) with the \
         arrow.uuid extension type.",
    ),
};

/// The documentation of `kind`.
pub(crate) fn of(kind: Kind) -> &'static Documentation {
    static DOCS: LazyLock<Vec<Documentation>> =
        LazyLock::new(|| Kind::ALL.iter().map(|&kind| build(kind)).collect());
    let index = Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
    &DOCS[index]
}

#[allow(clippy::too_many_lines)] // One entry a function.
fn build(kind: Kind) -> Documentation {
    const UUID: (&str, &str) = (
        "uuid",
        "A UUID: FixedSizeBinary(16), or Binary of 16 bytes.",
    );
    const TS: (&str, &str) = (
        "ts",
        "A timestamp (a time without a time zone is UTC), a date, or RFC 3339 text.",
    );
    let (description, syntax, arguments, example): (&str, &str, &[(&str, &str)], &str) = match kind
    {
        Kind::GenRandomUuid => (
            "A random (version 4) UUID, as PostgreSQL's gen_random_uuid().",
            "gen_random_uuid()",
            &[],
            "SELECT gen_random_uuid();",
        ),
        Kind::UuidV4 => (
            "A random (version 4) UUID, as PostgreSQL 18's uuidv4().",
            "uuidv4()",
            &[],
            "SELECT uuidv4();",
        ),
        Kind::UuidV7 => (
            "A version 7 UUID of the current time, with the millisecond's 12-bit fraction \
                 in rand_a (RFC 9562 §6.2 method 3), each strictly greater than the one before \
                 in the process, as PostgreSQL 18's uuidv7(). With an interval, the time is \
                 shifted by it first, as PostgreSQL 18 shifts it (months, then days, then the \
                 time, in the session time zone, which is UTC here).",
            "uuidv7([shift])",
            &[("shift", "An interval added to the current time.")],
            "SELECT uuidv7(), uuidv7(INTERVAL '-1 day');",
        ),
        Kind::UuidGenerateV1 => (
            "A version 1 UUID of the current time, as uuid-ossp's uuid_generate_v1(), with \
                 a random multicast node (RFC 9562 §6.10) instead of a MAC address.",
            "uuid_generate_v1()",
            &[],
            "SELECT uuid_generate_v1();",
        ),
        Kind::UuidGenerateV4 => (
            "A random (version 4) UUID, as uuid-ossp's uuid_generate_v4().",
            "uuid_generate_v4()",
            &[],
            "SELECT uuid_generate_v4();",
        ),
        Kind::UuidGenerateV3 => (
            "The name-based version 3 (MD5) UUID of a name in a namespace, as uuid-ossp's \
                 uuid_generate_v3(namespace, name).",
            "uuid_generate_v3(namespace, name)",
            &[
                ("namespace", "The namespace UUID."),
                ("name", "The name, as UTF-8 text."),
            ],
            "SELECT uuid_format(uuid_generate_v3(uuid_ns_dns(), 'www.example.com'));",
        ),
        Kind::UuidGenerateV5 => (
            "The name-based version 5 (SHA-1) UUID of a name in a namespace, as uuid-ossp's \
                 uuid_generate_v5(namespace, name).",
            "uuid_generate_v5(namespace, name)",
            &[
                ("namespace", "The namespace UUID."),
                ("name", "The name, as UTF-8 text."),
            ],
            "SELECT uuid_format(uuid_generate_v5(uuid_ns_dns(), 'www.example.com'));",
        ),
        Kind::UuidNil => (
            "The nil UUID, as uuid-ossp's uuid_nil().",
            "uuid_nil()",
            &[],
            "SELECT uuid_nil();",
        ),
        Kind::UuidNsDns => (
            "The DNS namespace UUID, as uuid-ossp's uuid_ns_dns().",
            "uuid_ns_dns()",
            &[],
            "SELECT uuid_ns_dns();",
        ),
        Kind::UuidNsUrl => (
            "The URL namespace UUID, as uuid-ossp's uuid_ns_url().",
            "uuid_ns_url()",
            &[],
            "SELECT uuid_ns_url();",
        ),
        Kind::UuidNsOid => (
            "The ISO OID namespace UUID, as uuid-ossp's uuid_ns_oid().",
            "uuid_ns_oid()",
            &[],
            "SELECT uuid_ns_oid();",
        ),
        Kind::UuidNsX500 => (
            "The X.500 DN namespace UUID, as uuid-ossp's uuid_ns_x500().",
            "uuid_ns_x500()",
            &[],
            "SELECT uuid_ns_x500();",
        ),
        Kind::UuidExtractTimestamp => (
            "The time of a version 1, 6 or 7 UUID of the RFC 9562 variant, in microseconds \
                 UTC (a v1 or v6 UUID's 100-ns steps rounded down, a v7 UUID's millisecond); \
                 NULL for other versions and variants. PostgreSQL 18's \
                 uuid_extract_timestamp(uuid), which gives NULL for version 6.",
            "uuid_extract_timestamp(uuid)",
            &[UUID],
            "SELECT uuid_extract_timestamp(uuid_parse('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'));",
        ),
        Kind::UuidExtractVersion => (
            "The version field of a UUID of the RFC 9562 variant (0 to 15), NULL for other \
                 variants, as PostgreSQL 18's uuid_extract_version(uuid).",
            "uuid_extract_version(uuid)",
            &[UUID],
            "SELECT uuid_extract_version(uuidv7());",
        ),
        Kind::UuidV7At => (
            "A random version 7 UUID of the millisecond of ts: for backfills and imports.",
            "uuidv7_at(ts)",
            &[TS],
            "SELECT uuidv7_at(TIMESTAMP '2026-05-01 12:00:00');",
        ),
        Kind::UuidV7Min => (
            "The least version 7 UUID of the millisecond of ts. \
                 `id >= uuidv7_min(a) AND id < uuidv7_min(b)` is the time window [a, b), \
                 which Parquet statistics prune.",
            "uuidv7_min(ts)",
            &[TS],
            "SELECT * FROM orders WHERE id >= uuidv7_min('2026-05-01T00:00:00Z') \
                 AND id < uuidv7_min('2026-06-01T00:00:00Z');",
        ),
        Kind::UuidV7Max => (
            "The greatest version 7 UUID of the millisecond of ts.",
            "uuidv7_max(ts)",
            &[TS],
            "SELECT uuidv7_max('2026-05-31T23:59:59.999Z');",
        ),
        Kind::UuidParse => (
            "The UUID a text spells, in any of the four RFC 9562 forms (hyphenated, 32 hex \
                 digits, braced, urn:uuid:); an error for other text.",
            "uuid_parse(text)",
            &[("text", "The UUID's text.")],
            "SELECT uuid_parse('67e55044-10b1-426f-9247-bb680e5fe0c8');",
        ),
        Kind::TryUuidParse => (
            "uuid_parse, with NULL where the text is not a UUID.",
            "try_uuid_parse(text)",
            &[("text", "The UUID's text.")],
            "SELECT try_uuid_parse('not a uuid');",
        ),
        Kind::UuidFormat => (
            "The hyphenated lowercase text of a UUID (36 characters).",
            "uuid_format(uuid)",
            &[UUID],
            "SELECT uuid_format(uuid_ns_dns());",
        ),
        Kind::TypeIdEncode => (
            "The TypeID (spec v0.3.0) of a UUID with a prefix: the prefix, `_` and 26 \
                 Crockford base32 digits (just the digits for an empty prefix).",
            "typeid_encode(prefix, uuid)",
            &[
                (
                    "prefix",
                    "0 to 63 lowercase ASCII letters and `_`, not first or last.",
                ),
                UUID,
            ],
            "SELECT typeid_encode('user', uuidv7());",
        ),
        Kind::TypeIdDecode => (
            "The UUID of a TypeID; an error for text that is not one.",
            "typeid_decode(text)",
            &[("text", "The TypeID.")],
            "SELECT typeid_decode('user_01h455vb4pex5vsknk084sn02q');",
        ),
        Kind::TypeIdPrefix => (
            "The prefix of a TypeID (empty for a bare suffix); an error for text that is \
                 not one.",
            "typeid_prefix(text)",
            &[("text", "The TypeID.")],
            "SELECT typeid_prefix('user_01h455vb4pex5vsknk084sn02q');",
        ),
    };
    let mut builder =
        Documentation::builder(SECTION, description, syntax).with_sql_example(example);
    for (name, text) in arguments {
        builder = builder.with_argument(*name, *text);
    }
    builder.build()
}
