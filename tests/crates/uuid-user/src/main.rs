//! A program written the way a `uuid` 1.29 user writes one: parsing, formatting, bytes,
//! versions, name-based and generated UUIDs, timestamps, the builder, `NonNilUuid`, serde
//! and errors. Everything it prints is deterministic: random and time-based values are
//! only checked for their properties, and errors are only checked for being errors.

use std::collections::HashSet;
use std::error::Error;
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use uuid::{uuid, Builder, NonNilUuid, Timestamp, Uuid, Variant, Version};

const SAMPLE: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
const ADMIN: Uuid = uuid!("urn:uuid:F9168C5E-CEB2-4faa-B6BF-329BF39FA1E4");
const PARSED: Uuid = match Uuid::try_parse("{936da01f-9abd-4d9d-80c7-02af85c822a8}") {
    Ok(id) => id,
    Err(_) => panic!("invalid UUID"),
};
const FROM_U128: Uuid = Uuid::from_u128(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef);
const NOTHING: Uuid = Uuid::nil();
const CUSTOM: Uuid = Uuid::new_v8([
    0x0f, 0x0e, 0x0d, 0x0c, 0x0b, 0x0a, 0x09, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01, 0x00,
]);

const NODE: [u8; 6] = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06];
const BYTES: uuid::Bytes = [
    0xa1, 0xa2, 0xa3, 0xa4, 0xb1, 0xb2, 0xc1, 0xc2, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8,
];

fn main() -> Result<(), Box<dyn Error>> {
    parsing()?;
    formatting();
    bytes_and_fields()?;
    versions_and_variants()?;
    name_based();
    generators();
    timestamps()?;
    builder()?;
    non_nil()?;
    serde_json_round_trips()?;
    errors();
    Ok(())
}

fn role(id: Uuid) -> &'static str {
    match id {
        SAMPLE => "sample",
        ADMIN => "admin",
        NOTHING => "nothing",
        _ => "someone else",
    }
}

fn parsing() -> Result<(), Box<dyn Error>> {
    println!("== parsing");
    let forms = [
        "67e55044-10b1-426f-9247-bb680e5fe0c8",
        "67e5504410b1426f9247bb680e5fe0c8",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        "urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
        "67E55044-10B1-426F-9247-BB680E5FE0C8",
        "67E5504410B1426F9247BB680E5FE0C8",
        "{67E55044-10B1-426F-9247-BB680E5FE0C8}",
        "URN:UUID:67E55044-10B1-426F-9247-BB680E5FE0C8",
        "Urn:Uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
    ];
    for text in forms {
        let id = Uuid::parse_str(text)?;
        println!("parse_str {text}: {id} same={}", id == SAMPLE);
    }
    println!("try_parse const: {PARSED}");
    println!(
        "try_parse_ascii: {}",
        Uuid::try_parse_ascii(b"936DA01F9ABD4d9d80C702AF85C822A8")?
    );
    let parsed: Uuid = "67e55044-10b1-426f-9247-bb680e5fe0c8".parse()?;
    println!("str::parse: {parsed}");
    println!(
        "from_str: {}",
        Uuid::from_str("{f9168c5e-ceb2-4faa-b6bf-329bf39fa1e4}")?
    );
    println!(
        "try_from &str: {}",
        Uuid::try_from("F9168C5ECEB24FAAB6BF329BF39FA1E4")?
    );
    let owned = String::from("urn:uuid:f9168c5e-ceb2-4faa-b6bf-329bf39fa1e4");
    println!("try_from String: {}", Uuid::try_from(owned)?);
    println!("uuid! const: {SAMPLE} {ADMIN}");
    println!(
        "uuid! local: {}",
        uuid!("00000000-0000-0000-0000-ffff00000001")
    );
    for id in [SAMPLE, ADMIN, NOTHING, PARSED] {
        println!("role of {id}: {}", role(id));
    }

    let invalid = [
        "",
        "67e55044",
        "67e55044-10b1-426f-9247-bb680e5fe0c",
        "67e55044-10b1-426f-9247-bb680e5fe0c8a",
        "67e55044-10b1-426f-9247-bb680e5fe0cg",
        "67e55044_10b1_426f_9247_bb680e5fe0c8",
        "67e5504-410b1-426f-9247-bb680e5fe0c8",
        "67e55044-10b1-426f-9247-bb68-0e5fe0c8",
        " 67e55044-10b1-426f-9247-bb680e5fe0c8",
        "67e55044-10b1-426f-9247-bb680e5fe0c8 ",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8",
        "(67e55044-10b1-426f-9247-bb680e5fe0c8)",
        "{67e5504410b1426f9247bb680e5fe0c8}",
        "urn:uuid:67e5504410b1426f9247bb680e5fe0c8",
        "uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
        "urn:uuid:{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        "+7e55044-10b1-426f-9247-bb680e5fe0c8",
        "67e55044-10b1-426f-9247-bb680e5fe0cé",
        "0x67e5504410b1426f9247bb680e5fe0c8",
    ];
    for text in invalid {
        println!(
            "invalid {text:?}: parse_str={} try_parse={} parse={} try_from={}",
            Uuid::parse_str(text).is_err(),
            Uuid::try_parse(text).is_err(),
            text.parse::<Uuid>().is_err(),
            Uuid::try_from(text).is_err(),
        );
    }
    println!(
        "try_parse_ascii non-utf8: {}",
        Uuid::try_parse_ascii(&[0xff; 32]).is_err()
    );

    let hyphenated = uuid::fmt::Hyphenated::from_str("67e55044-10b1-426f-9247-bb680e5fe0c8")?;
    let simple: uuid::fmt::Simple = "67E5504410B1426F9247BB680E5FE0C8".parse()?;
    let braced = uuid::fmt::Braced::from_str("{67e55044-10b1-426f-9247-bb680e5fe0c8}")?;
    let urn = uuid::fmt::Urn::from_str("urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8")?;
    println!("fmt::Hyphenated::from_str: {}", hyphenated.into_uuid());
    println!("fmt::Simple parse: {}", simple.into_uuid());
    println!("fmt::Braced::from_str: {}", braced.into_uuid());
    println!("fmt::Urn::from_str: {}", urn.into_uuid());
    let simple_text = "67e5504410b1426f9247bb680e5fe0c8";
    let hyphenated_text = "67e55044-10b1-426f-9247-bb680e5fe0c8";
    println!(
        "fmt::Hyphenated of simple is_err: {}",
        uuid::fmt::Hyphenated::from_str(simple_text).is_err()
    );
    println!(
        "fmt::Simple of hyphenated is_err: {}",
        uuid::fmt::Simple::from_str(hyphenated_text).is_err()
    );
    println!(
        "fmt::Braced of hyphenated is_err: {}",
        uuid::fmt::Braced::from_str(hyphenated_text).is_err()
    );
    println!(
        "fmt::Urn of hyphenated is_err: {}",
        uuid::fmt::Urn::from_str(hyphenated_text).is_err()
    );
    Ok(())
}

fn formatting() {
    println!("== formatting");
    let id = Uuid::parse_str("936da01f-9abd-4d9d-80c7-02af85c822a8").unwrap();
    println!("display: {id}");
    println!("lower hex: {id:x}");
    println!("upper hex: {id:X}");
    println!("alternate hex: {id:#x} {id:#X}");
    println!("debug: {id:?}");
    println!("pretty debug: {id:#?}");
    println!("debug in option: {:?}", Some(id));
    println!("debug in vec: {:?}", [id, Uuid::nil()]);
    let text = id.to_string();
    println!("to_string: {text}");
    println!("String::from: {}", String::from(id));
    let labelled = format!("id={id}");
    println!("format!: {labelled}");

    println!("hyphenated: {}", id.hyphenated());
    println!("simple: {}", id.simple());
    println!("urn: {}", id.urn());
    println!("braced: {}", id.braced());
    println!("hyphenated upper: {:X}", id.hyphenated());
    println!("simple upper: {:X}", id.simple());
    println!("urn upper: {:X}", id.urn());
    println!("braced upper: {:X}", id.braced());
    println!("simple lower hex: {:x}", id.simple());
    println!("as_hyphenated: {}", id.as_hyphenated());
    println!("as_simple: {}", id.as_simple());
    println!("as_urn: {}", id.as_urn());
    println!("as_braced: {}", id.as_braced());
    let simple_text = id.simple().to_string();
    let urn_text = id.urn().to_string();
    println!("simple to_string: {simple_text} {}", simple_text.len());
    println!("urn to_string: {urn_text} {}", urn_text.len());

    let mut buffer = Uuid::encode_buffer();
    println!("encode_buffer len: {}", buffer.len());
    let (hyphenated, simple, urn, braced) = (id.hyphenated(), id.simple(), id.urn(), id.braced());
    println!(
        "hyphenated encode_lower: {}",
        hyphenated.encode_lower(&mut buffer)
    );
    println!(
        "hyphenated encode_upper: {}",
        hyphenated.encode_upper(&mut buffer)
    );
    println!("simple encode_lower: {}", simple.encode_lower(&mut buffer));
    println!("simple encode_upper: {}", simple.encode_upper(&mut buffer));
    println!("urn encode_lower: {}", urn.encode_lower(&mut buffer));
    println!("urn encode_upper: {}", urn.encode_upper(&mut buffer));
    println!("braced encode_lower: {}", braced.encode_lower(&mut buffer));
    println!("braced encode_upper: {}", braced.encode_upper(&mut buffer));

    let mut hyphenated_buf = [0u8; uuid::fmt::Hyphenated::LENGTH];
    let mut simple_buf = [0u8; uuid::fmt::Simple::LENGTH];
    let mut urn_buf = [0u8; uuid::fmt::Urn::LENGTH];
    let mut braced_buf = [0u8; uuid::fmt::Braced::LENGTH];
    println!(
        "exact hyphenated: {}",
        hyphenated.encode_lower(&mut hyphenated_buf)
    );
    println!("exact simple: {}", simple.encode_upper(&mut simple_buf));
    println!("exact urn: {}", urn.encode_lower(&mut urn_buf));
    println!("exact braced: {}", braced.encode_upper(&mut braced_buf));
    let text = String::from_utf8_lossy(&hyphenated_buf);
    println!("hyphenated_buf: {text}");
    let mut big = [b'.'; 50];
    let written = id.simple().encode_lower(&mut big).len();
    println!("big buffer: {written} {}", String::from_utf8_lossy(&big));
    println!(
        "lengths: hyphenated={} simple={} urn={} braced={}",
        uuid::fmt::Hyphenated::LENGTH,
        uuid::fmt::Simple::LENGTH,
        uuid::fmt::Urn::LENGTH,
        uuid::fmt::Braced::LENGTH
    );

    println!("into_uuid: {}", hyphenated.into_uuid());
    println!("as_uuid: {}", simple.as_uuid());
    println!("urn as_uuid: {}", urn.as_uuid());
    let braced_text = uuid::fmt::Braced::from_uuid(id).to_string();
    println!("from_uuid: {braced_text}");
    let converted: uuid::fmt::Simple = id.into();
    let back: Uuid = converted.into();
    println!("From<Uuid> for Simple and back: {converted} {back}");
    println!(
        "adapter equality: {}",
        id.hyphenated() == uuid::fmt::Hyphenated::from_uuid(id)
    );
}

fn bytes_and_fields() -> Result<(), uuid::Error> {
    println!("== bytes and fields");
    let id = Uuid::from_bytes(BYTES);
    println!("from_bytes: {id}");
    println!("as_bytes: {:02x?}", id.as_bytes());
    println!("into_bytes: {:02x?}", id.into_bytes());
    println!("from_bytes_le: {}", Uuid::from_bytes_le(BYTES));
    println!("to_bytes_le: {:02x?}", id.to_bytes_le());
    println!(
        "from_bytes_le round trip: {}",
        Uuid::from_bytes_le(id.to_bytes_le()) == id
    );
    let by_ref: &Uuid = Uuid::from_bytes_ref(&BYTES);
    println!("from_bytes_ref: {by_ref}");
    println!("from_slice: {}", Uuid::from_slice(&BYTES)?);
    println!("from_slice_le: {}", Uuid::from_slice_le(&BYTES)?);
    println!(
        "from_slice short: {}",
        Uuid::from_slice(&BYTES[..15]).is_err()
    );
    println!("from_slice long: {}", Uuid::from_slice(&[0u8; 17]).is_err());
    println!("from_slice_le short: {}", Uuid::from_slice_le(&[]).is_err());

    let id = Uuid::from_fields(
        0xa1a2a3a4,
        0xb1b2,
        0xc1c2,
        &[0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8],
    );
    println!("from_fields: {id}");
    let (d1, d2, d3, d4) = id.as_fields();
    println!("as_fields: {d1:08x} {d2:04x} {d3:04x} {d4:02x?}");
    let le = Uuid::from_fields_le(
        0xa1a2a3a4,
        0xb1b2,
        0xc1c2,
        &[0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8],
    );
    println!("from_fields_le: {le}");
    let (d1, d2, d3, d4) = id.to_fields_le();
    println!("to_fields_le: {d1:08x} {d2:04x} {d3:04x} {d4:02x?}");

    let id = Uuid::from_u128(0xa1a2a3a4b1b2c1c2d1d2d3d4d5d6d7d8);
    println!("from_u128: {id}");
    println!("as_u128: {:032x}", id.as_u128());
    println!(
        "from_u128_le: {}",
        Uuid::from_u128_le(0xa1a2a3a4b1b2c1c2d1d2d3d4d5d6d7d8)
    );
    println!("to_u128_le: {:032x}", id.to_u128_le());
    println!("const from_u128: {FROM_U128}");
    let pair = Uuid::from_u64_pair(0xa1a2a3a4b1b2c1c2, 0xd1d2d3d4d5d6d7d8);
    println!("from_u64_pair: {pair}");
    let (high, low) = pair.as_u64_pair();
    println!("as_u64_pair: {high:016x} {low:016x}");

    let vec = Vec::<u8>::from(id);
    println!("Vec::from: {vec:02x?}");
    println!("try_from Vec: {}", Uuid::try_from(vec)?);
    println!(
        "try_from short Vec: {}",
        Uuid::try_from(vec![1u8, 2, 3]).is_err()
    );
    let slice: &[u8] = id.as_ref();
    println!("as_ref len: {} first: {:02x}", slice.len(), slice[0]);
    println!("as_ref generic: {}", byte_count(id));

    let a = Uuid::from_u128(1);
    let b = Uuid::from_u128(2);
    let c = Uuid::from_u128(1 << 120);
    println!("ordering: {} {} {} {:?}", a < b, b < c, c > a, a.cmp(&b));
    println!("equality: {} {}", a == Uuid::from_u128(1), a != b);
    let mut ids = vec![c, Uuid::max(), a, Uuid::nil(), b, a];
    ids.sort();
    ids.dedup();
    let sorted: Vec<String> = ids.iter().map(|id| id.simple().to_string()).collect();
    println!("sorted: {}", sorted.join(" "));
    println!("max of: {}", ids.iter().max().unwrap());
    let distinct: HashSet<Uuid> = [a, b, a, c, b].into_iter().collect();
    println!("hash set len: {}", distinct.len());

    println!("default: {}", Uuid::default());
    println!("nil: {}", Uuid::nil());
    println!("max: {}", Uuid::max());
    println!(
        "is_nil: {} {} {}",
        Uuid::nil().is_nil(),
        Uuid::default().is_nil(),
        a.is_nil()
    );
    println!("is_max: {} {}", Uuid::max().is_max(), a.is_max());
    println!("const nil: {} {}", NOTHING, NOTHING == Uuid::nil());
    println!("NAMESPACE_DNS: {}", Uuid::NAMESPACE_DNS);
    println!("NAMESPACE_URL: {}", Uuid::NAMESPACE_URL);
    println!("NAMESPACE_OID: {}", Uuid::NAMESPACE_OID);
    println!("NAMESPACE_X500: {}", Uuid::NAMESPACE_X500);
    let bytes: uuid::Bytes = *Uuid::NAMESPACE_DNS.as_bytes();
    println!("Bytes: {bytes:02x?}");
    println!("size_of Uuid: {}", std::mem::size_of::<Uuid>());
    Ok(())
}

fn byte_count(value: impl AsRef<[u8]>) -> usize {
    value.as_ref().len()
}

fn version_name(id: &Uuid) -> &'static str {
    match id.get_version() {
        Some(Version::Nil) => "nil",
        Some(Version::Mac) => "time and node",
        Some(Version::Dce) => "DCE security",
        Some(Version::Md5) => "MD5 hash",
        Some(Version::Random) => "random",
        Some(Version::Sha1) => "SHA-1 hash",
        Some(Version::SortMac) => "sortable time and node",
        Some(Version::SortRand) => "sortable time and random",
        Some(Version::Custom) => "custom",
        Some(Version::Max) => "max",
        Some(_) => "other",
        None => "unknown",
    }
}

fn versions_and_variants() -> Result<(), uuid::Error> {
    println!("== versions and variants");
    let samples = [
        ("nil", "00000000-0000-0000-0000-000000000000"),
        ("max", "ffffffff-ffff-ffff-ffff-ffffffffffff"),
        ("v1", "20616934-4ba2-11e7-8000-010203040506"),
        ("v2", "000003e8-5fb8-21ee-8000-325096b39f47"),
        ("v3", "bcee7a9c-52f1-30c6-a3cc-8c72ba634990"),
        ("v4", "67e55044-10b1-426f-9247-bb680e5fe0c8"),
        ("v5", "b11f79a5-1e6d-57ce-a4b5-ba8531ea03d0"),
        ("v6", "1e74ba22-0616-6934-8000-010203040506"),
        ("v7", "015c837b-9e84-7db5-b059-c75a84585688"),
        ("v8", "0f0e0d0c-0b0a-8908-8706-050403020100"),
        ("microsoft", "936DA01F9ABD4d9dC0C702AF85C822A8"),
        ("ncs", "f81d4fae-7dec-11d0-7765-00a0c91e6bf6"),
        ("future", "f81d4fae-7dec-11d0-e765-00a0c91e6bf6"),
        ("version 0", "00000000-0000-0000-0000-00000000000f"),
        ("version 9", "67e55044-10b1-926f-9247-bb680e5fe0c8"),
        ("version 15", "ffffffff-ffff-ffff-ffff-fffffffffff0"),
    ];
    for (name, text) in samples {
        let id = Uuid::parse_str(text)?;
        // The time and node of the RFC variant only: `uuid-runtime` reads no time from a
        // version field under another variant, where `uuid` reads one (see its migration
        // guide), so the other variants' are not printed.
        let rfc = id.get_variant() == Variant::RFC4122;
        println!(
            "{name}: {id} num={} version={:?} as_u8={:?} kind={} variant={:?} display={} rfc={} timestamp={} node={:02x?}",
            id.get_version_num(),
            id.get_version(),
            id.get_version().map(|v| v as u8),
            version_name(&id),
            id.get_variant(),
            id.get_variant(),
            rfc,
            rfc && id.get_timestamp().is_some(),
            id.get_node_id().filter(|_| rfc),
        );
    }
    println!(
        "variant eq: {} {}",
        SAMPLE.get_variant() == Variant::RFC4122,
        Variant::Microsoft != Variant::RFC4122
    );
    println!(
        "version eq: {} {}",
        SAMPLE.get_version() == Some(Version::Random),
        Version::Md5 != Version::Sha1
    );
    let variants = [
        Variant::NCS,
        Variant::RFC4122,
        Variant::Microsoft,
        Variant::Future,
    ];
    for variant in variants {
        println!("variant {variant:?}: {variant}");
    }
    Ok(())
}

fn name_based() {
    println!("== name-based");
    let namespaces = [
        ("dns", Uuid::NAMESPACE_DNS),
        ("url", Uuid::NAMESPACE_URL),
        ("oid", Uuid::NAMESPACE_OID),
        ("x500", Uuid::NAMESPACE_X500),
    ];
    let names: [&[u8]; 4] = [
        b"www.example.com",
        b"rust-lang.org",
        b"",
        "héllo wörld".as_bytes(),
    ];
    for (label, namespace) in namespaces {
        for name in names {
            let text = String::from_utf8_lossy(name);
            println!("v3 {label} {text:?}: {}", Uuid::new_v3(&namespace, name));
            println!("v5 {label} {text:?}: {}", Uuid::new_v5(&namespace, name));
        }
    }
    let own_namespace = Uuid::new_v5(&Uuid::NAMESPACE_URL, b"https://example.com/users");
    println!(
        "v5 in own namespace: {}",
        Uuid::new_v5(&own_namespace, b"alice")
    );
    println!(
        "v3 versions: {:?} {:?}",
        Uuid::new_v3(&Uuid::NAMESPACE_DNS, b"a").get_version(),
        Uuid::new_v3(&Uuid::NAMESPACE_DNS, b"a").get_variant()
    );
    println!("v8: {}", Uuid::new_v8(BYTES));
    println!("v8 const: {CUSTOM}");
    println!("v8 of zeros: {}", Uuid::new_v8([0; 16]));
    println!("v8 of ones: {}", Uuid::new_v8([0xff; 16]));
}

fn unix_now() -> Duration {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap()
}

fn within_a_minute(ts: Timestamp) -> bool {
    let (seconds, _) = ts.to_unix();
    seconds.abs_diff(unix_now().as_secs()) < 60
}

fn generators() {
    println!("== generators");
    let v4 = Uuid::new_v4();
    println!("new_v4 version: {:?}", v4.get_version());
    println!("new_v4 variant: {:?}", v4.get_variant());
    println!("new_v4 not nil: {}", !v4.is_nil());
    let randoms: HashSet<Uuid> = (0..1000).map(|_| Uuid::new_v4()).collect();
    println!("1000 new_v4 distinct: {}", randoms.len() == 1000);
    println!(
        "1000 new_v4 all version 4: {}",
        randoms.iter().all(|id| id.get_version_num() == 4)
    );

    let v7 = Uuid::now_v7();
    println!("now_v7 version: {:?}", v7.get_version());
    println!("now_v7 variant: {:?}", v7.get_variant());
    let sorted: Vec<Uuid> = (0..1000).map(|_| Uuid::now_v7()).collect();
    println!(
        "1000 now_v7 strictly increasing: {}",
        sorted.windows(2).all(|pair| pair[0] < pair[1])
    );
    println!("now_v7 after earlier one: {}", Uuid::now_v7() > v7);
    println!(
        "now_v7 timestamp within a minute: {}",
        within_a_minute(v7.get_timestamp().unwrap())
    );

    let v1 = Uuid::now_v1(&NODE);
    println!("now_v1 version: {:?}", v1.get_version());
    println!("now_v1 variant: {:?}", v1.get_variant());
    println!("now_v1 node: {}", v1.get_node_id() == Some(NODE));
    println!(
        "now_v1 timestamp within a minute: {}",
        within_a_minute(v1.get_timestamp().unwrap())
    );

    let v6 = Uuid::now_v6(&NODE);
    println!("now_v6 version: {:?}", v6.get_version());
    println!("now_v6 variant: {:?}", v6.get_variant());
    println!("now_v6 node: {}", v6.get_node_id() == Some(NODE));
    println!(
        "now_v6 timestamp within a minute: {}",
        within_a_minute(v6.get_timestamp().unwrap())
    );
}

fn timestamps() -> Result<(), Box<dyn Error>> {
    println!("== timestamps");
    println!(
        "UUID_TICKS_BETWEEN_EPOCHS: {}",
        uuid::timestamp::UUID_TICKS_BETWEEN_EPOCHS
    );
    let ts = Timestamp::from_unix_time(1_496_854_535, 812_946_000, 0, 0);
    println!("from_unix_time to_unix: {:?}", ts.to_unix());
    println!("from_unix_time to_gregorian: {:?}", ts.to_gregorian());
    let (ticks, _) = ts.to_gregorian();
    let greg = Timestamp::from_gregorian_time(ticks, 1234);
    println!("from_gregorian_time to_unix: {:?}", greg.to_unix());
    println!(
        "from_gregorian_time to_gregorian: {:?}",
        greg.to_gregorian()
    );
    let epoch = Timestamp::from_gregorian_time(uuid::timestamp::UUID_TICKS_BETWEEN_EPOCHS, 0);
    println!("gregorian unix epoch to_unix: {:?}", epoch.to_unix());
    let y2k = Timestamp::from_unix_time(946_684_800, 0, 0, 0);
    println!("y2k to_gregorian: {:?}", y2k.to_gregorian());

    let v1 = Uuid::new_v1(ts, &NODE);
    let v6 = Uuid::new_v6(ts, &NODE);
    println!("new_v1: {v1}");
    println!("new_v6: {v6}");
    println!("new_v1 with counter: {}", Uuid::new_v1(greg, &NODE));
    println!("new_v6 with counter: {}", Uuid::new_v6(greg, &NODE));
    println!(
        "new_v1 timestamp: {:?}",
        v1.get_timestamp().map(|t| t.to_unix())
    );
    println!(
        "new_v6 timestamp: {:?}",
        v6.get_timestamp().map(|t| t.to_gregorian())
    );
    let v7 = Uuid::new_v7(ts);
    println!("new_v7 version: {:?}", v7.get_version());
    println!(
        "new_v7 timestamp: {:?}",
        v7.get_timestamp().unwrap().to_unix()
    );

    let fixed = [
        ("v1", "20616934-4ba2-11e7-8000-010203040506"),
        ("v1 counter", "20616934-4ba2-11e7-b4d2-010203040506"),
        ("v6", "1e74ba22-0616-6934-8000-010203040506"),
        ("v7", "015c837b-9e84-7db5-b059-c75a84585688"),
        ("v7 2024", "01912d3c-8e6e-7a32-9a0b-2c3d4e5f6a7b"),
    ];
    for (name, text) in fixed {
        let id: Uuid = text.parse()?;
        let ts = id.get_timestamp().ok_or("no timestamp")?;
        println!(
            "{name} get_timestamp: unix={:?} gregorian={:?}",
            ts.to_unix(),
            ts.to_gregorian()
        );
    }
    println!("v4 get_timestamp: {}", SAMPLE.get_timestamp().is_none());

    let system = SystemTime::from(ts);
    let since = system.duration_since(UNIX_EPOCH)?;
    println!(
        "SystemTime::from: {} {}",
        since.as_secs(),
        since.subsec_nanos()
    );
    let back = Timestamp::try_from(system)?;
    println!("Timestamp::try_from: {:?}", back.to_unix());
    println!("round trip: {}", back.to_unix() == ts.to_unix());
    let later = UNIX_EPOCH + Duration::new(1_700_000_000, 123_456_789);
    println!(
        "try_from later: {:?}",
        Timestamp::try_from(later)?.to_unix()
    );
    // Not printed: a `SystemTime` before 1970, which the `uuid` crate refuses and
    // `uuid-runtime` reads (its timestamps reach back to 1582; see its migration guide).
    println!(
        "try_from now within a minute: {}",
        within_a_minute(Timestamp::try_from(SystemTime::now())?)
    );
    Ok(())
}

fn builder() -> Result<(), uuid::Error> {
    println!("== builder");
    println!("from_bytes: {}", Builder::from_bytes(BYTES).into_uuid());
    let random = Builder::from_random_bytes(BYTES).into_uuid();
    let custom = Builder::from_custom_bytes(BYTES).into_uuid();
    let md5 = Builder::from_md5_bytes(BYTES).into_uuid();
    let sha1 = Builder::from_sha1_bytes(BYTES).into_uuid();
    println!("from_random_bytes: {random}");
    println!("from_custom_bytes: {custom}");
    println!("from_md5_bytes: {md5}");
    println!("from_sha1_bytes: {sha1}");
    let ticks = 0x01e7_4ba2_2061_6934;
    let v1 = Builder::from_gregorian_timestamp(ticks, 0x1234, &NODE).into_uuid();
    let v6 = Builder::from_sorted_gregorian_timestamp(ticks, 0x1234, &NODE).into_uuid();
    println!("from_gregorian_timestamp: {v1}");
    println!("from_sorted_gregorian_timestamp: {v6}");
    let random = [0x10, 0x21, 0x32, 0x43, 0x54, 0x65, 0x76, 0x87, 0x98, 0xa9];
    let v7 = Builder::from_unix_timestamp_millis(1_496_854_535_812, &random).into_uuid();
    println!("from_unix_timestamp_millis: {v7}");
    println!(
        "from_unix_timestamp_millis timestamp: {:?}",
        v7.get_timestamp().map(|t| t.to_unix())
    );
    let fields = Builder::from_fields(0xa1a2a3a4, 0xb1b2, 0xc1c2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    let number = Builder::from_u128(0xa1a2a3a4b1b2c1c2d1d2d3d4d5d6d7d8);
    println!("from_fields: {}", fields.into_uuid());
    println!("from_u128: {}", number.into_uuid());
    println!("from_slice: {}", Builder::from_slice(&BYTES)?.into_uuid());
    println!(
        "from_slice short: {}",
        Builder::from_slice(&BYTES[..8]).is_err()
    );
    println!("nil: {}", Builder::nil().into_uuid());
    println!(
        "nil with version and variant: {}",
        Builder::nil()
            .with_version(Version::Random)
            .with_variant(Variant::RFC4122)
            .into_uuid()
    );
    let versions = [
        Version::Nil,
        Version::Mac,
        Version::Dce,
        Version::Md5,
        Version::Random,
        Version::Sha1,
        Version::SortMac,
        Version::SortRand,
        Version::Custom,
        Version::Max,
    ];
    for version in versions {
        println!(
            "with_version {version:?}: {}",
            Builder::from_bytes(BYTES).with_version(version).into_uuid()
        );
    }
    let variants = [
        Variant::NCS,
        Variant::RFC4122,
        Variant::Microsoft,
        Variant::Future,
    ];
    for variant in variants {
        let id = Builder::from_bytes(BYTES).with_variant(variant).into_uuid();
        println!(
            "with_variant {variant:?}: {id} get_variant={:?}",
            id.get_variant()
        );
    }
    let mut builder = Builder::from_bytes(BYTES);
    builder
        .set_version(Version::Sha1)
        .set_variant(Variant::Microsoft);
    println!("set_version set_variant as_uuid: {}", builder.as_uuid());
    builder.set_variant(Variant::RFC4122);
    let id = builder.into_uuid();
    println!(
        "set_variant into_uuid: {id} {:?} {:?}",
        id.get_version(),
        id.get_variant()
    );
    Ok(())
}

fn non_nil() -> Result<(), uuid::Error> {
    println!("== non-nil");
    println!("new some: {:?}", NonNilUuid::new(SAMPLE));
    println!("new none: {:?}", NonNilUuid::new(Uuid::nil()).is_none());
    let id = NonNilUuid::new(SAMPLE).unwrap();
    println!("get: {}", id.get());
    println!("display: {id}");
    println!("debug: {id:?}");
    let checked = NonNilUuid::try_from(ADMIN)?;
    println!("try_from: {checked}");
    println!(
        "try_from nil is_err: {}",
        NonNilUuid::try_from(Uuid::nil()).is_err()
    );
    let plain: Uuid = checked.into();
    println!("into Uuid: {plain}");
    println!("Uuid::from: {}", Uuid::from(id));
    println!("eq uuid: {} {}", id == SAMPLE, SAMPLE == id);
    println!("ne uuid: {} {}", id != ADMIN, ADMIN != id);
    println!("lt uuid: {} {}", id < Uuid::max(), Uuid::nil() < id);
    println!("ordering: {} {}", id < checked, checked > id);
    println!(
        "size_of Option<NonNilUuid>: {}",
        std::mem::size_of::<Option<NonNilUuid>>()
    );
    println!(
        "new_v4 version: {:?}",
        NonNilUuid::new_v4().get().get_version()
    );
    println!(
        "now_v7 version: {:?}",
        NonNilUuid::now_v7().get().get_version()
    );
    println!(
        "now_v1 version: {:?}",
        NonNilUuid::now_v1(&NODE).get().get_version()
    );
    println!(
        "now_v6 version: {:?}",
        NonNilUuid::now_v6(&NODE).get().get_version()
    );
    let ts = Timestamp::from_unix_time(1_496_854_535, 812_946_000, 0, 0);
    println!("new_v1: {}", NonNilUuid::new_v1(ts, &NODE));
    println!("new_v6: {}", NonNilUuid::new_v6(ts, &NODE));
    println!(
        "new_v7 timestamp: {:?}",
        NonNilUuid::new_v7(ts)
            .get()
            .get_timestamp()
            .map(|t| t.to_unix())
    );
    println!(
        "new_v3: {}",
        NonNilUuid::new_v3(&Uuid::NAMESPACE_DNS, b"www.example.com")
    );
    println!(
        "new_v5: {}",
        NonNilUuid::new_v5(&Uuid::NAMESPACE_DNS, b"www.example.com")
    );
    println!("new_v8: {}", NonNilUuid::new_v8([0; 16]));
    let set: HashSet<NonNilUuid> = [id, checked, id].into_iter().collect();
    println!("hash set len: {}", set.len());
    Ok(())
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Record {
    id: Uuid,
    parent: Option<Uuid>,
    #[serde(with = "uuid::serde::simple")]
    simple_id: Uuid,
    #[serde(with = "uuid::serde::compact")]
    compact_id: Uuid,
    #[serde(with = "uuid::serde::urn")]
    urn_id: Uuid,
    #[serde(with = "uuid::serde::braced")]
    braced_id: Uuid,
}

#[derive(Debug, Serialize, Deserialize)]
struct Account {
    owner: NonNilUuid,
}

fn serde_json_round_trips() -> Result<(), Box<dyn Error>> {
    println!("== serde");
    let record = Record {
        id: SAMPLE,
        parent: Some(ADMIN),
        simple_id: SAMPLE,
        compact_id: Uuid::from_bytes(BYTES),
        urn_id: ADMIN,
        braced_id: PARSED,
    };
    let json = serde_json::to_string(&record)?;
    println!("record: {json}");
    let back: Record = serde_json::from_str(&json)?;
    println!("record round trip: {}", back == record);
    let orphan = Record {
        parent: None,
        ..record
    };
    let json = serde_json::to_string_pretty(&orphan)?;
    println!("orphan:\n{json}");
    let back: Record = serde_json::from_str(&json)?;
    println!("orphan round trip: {}", back == orphan);

    println!("to_string: {}", serde_json::to_string(&SAMPLE)?);
    println!("to_string nil: {}", serde_json::to_string(&Uuid::nil())?);
    println!(
        "to_string vec: {}",
        serde_json::to_string(&[SAMPLE, ADMIN])?
    );
    println!(
        "to_string option: {}",
        serde_json::to_string(&None::<Uuid>)?
    );
    let inputs = [
        "\"67e55044-10b1-426f-9247-bb680e5fe0c8\"",
        "\"{67e55044-10b1-426f-9247-bb680e5fe0c8}\"",
        "\"67E55044-10B1-426F-9247-BB680E5FE0C8\"",
        "\"67e5504410b1426f9247bb680e5fe0c8\"",
        "\"urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8\"",
    ];
    for input in inputs {
        let id: Uuid = serde_json::from_str(input)?;
        println!("from_str {input}: {id}");
    }
    let bad = [
        "\"not a uuid\"",
        "\"67e55044-10b1-426f-9247-bb680e5fe0c\"",
        "\"\"",
        "42",
        "null",
    ];
    for input in bad {
        println!(
            "from_str bad {input}: {}",
            serde_json::from_str::<Uuid>(input).is_err()
        );
    }
    let optional: Option<Uuid> = serde_json::from_str("null")?;
    println!("option null: {optional:?}");
    let wrong_simple = json.replace(
        "\"simple_id\": \"67e5504410b1426f9247bb680e5fe0c8\"",
        "\"simple_id\": \"67e55044-10b1-426f-9247-bb680e5fe0c8\"",
    );
    println!("simple field replaced: {}", wrong_simple != json);
    println!(
        "simple field given hyphenated is_err: {}",
        serde_json::from_str::<Record>(&wrong_simple).is_err()
    );
    let account: Account =
        serde_json::from_str("{\"owner\":\"f9168c5e-ceb2-4faa-b6bf-329bf39fa1e4\"}")?;
    println!("non-nil owner: {}", account.owner);
    println!("non-nil to_string: {}", serde_json::to_string(&account)?);
    println!(
        "non-nil given nil is_err: {}",
        serde_json::from_str::<Account>("{\"owner\":\"00000000-0000-0000-0000-000000000000\"}")
            .is_err()
    );
    Ok(())
}

#[derive(Debug)]
enum AppError {
    BadId(uuid::Error),
    Missing,
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AppError::BadId(_) => write!(f, "bad id"),
            AppError::Missing => write!(f, "missing id"),
        }
    }
}

impl Error for AppError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            AppError::BadId(e) => Some(e),
            AppError::Missing => None,
        }
    }
}

impl From<uuid::Error> for AppError {
    fn from(e: uuid::Error) -> Self {
        AppError::BadId(e)
    }
}

fn parse_all(texts: &[&str]) -> Result<Vec<Uuid>, uuid::Error> {
    let mut ids = Vec::new();
    for text in texts {
        ids.push(Uuid::parse_str(text)?);
    }
    Ok(ids)
}

fn lookup(text: Option<&str>) -> Result<Uuid, AppError> {
    let text = text.ok_or(AppError::Missing)?;
    let id = Uuid::parse_str(text)?;
    Ok(id)
}

fn parse_boxed(text: &str) -> Result<Uuid, Box<dyn Error + Send + Sync>> {
    Ok(text.parse::<Uuid>()?)
}

fn well_behaved<E: Clone + PartialEq + Error + Send + Sync + 'static>(e: &E) -> bool {
    e.clone() == *e
}

fn errors() {
    println!("== errors");
    match parse_all(&[
        "67e55044-10b1-426f-9247-bb680e5fe0c8",
        "f9168c5e-ceb2-4faa-b6bf-329bf39fa1e4",
    ]) {
        Ok(ids) => println!("parse_all ok: {}", ids.len()),
        Err(_) => println!("parse_all ok: failed"),
    }
    println!(
        "parse_all bad is_err: {}",
        parse_all(&["67e55044-10b1-426f-9247-bb680e5fe0c8", "nope"]).is_err()
    );
    let collected: Result<Vec<Uuid>, uuid::Error> = ["0", "1"].iter().map(|t| t.parse()).collect();
    println!("collect is_err: {}", collected.is_err());

    let cases = [
        Some("67e55044-10b1-426f-9247-bb680e5fe0c8"),
        Some("67e55044-10b1-426f-9247"),
        None,
    ];
    for case in cases {
        let outcome = match lookup(case) {
            Ok(id) => format!("ok {id}"),
            Err(AppError::BadId(e)) => format!("BadId well_behaved={}", well_behaved(&e)),
            Err(AppError::Missing) => "Missing".to_string(),
        };
        println!("lookup {case:?}: {outcome}");
    }
    let error = lookup(Some("xyz")).unwrap_err();
    println!("app error display: {error}");
    println!("app error source is_some: {}", error.source().is_some());
    println!(
        "app error source is uuid::Error: {}",
        error
            .source()
            .and_then(|e| e.downcast_ref::<uuid::Error>())
            .is_some()
    );

    let boxed: Box<dyn Error> = Uuid::parse_str("xyz").unwrap_err().into();
    println!(
        "boxed downcast: {}",
        boxed.downcast_ref::<uuid::Error>().is_some()
    );
    println!("boxed send sync is_err: {}", parse_boxed("xyz").is_err());
    println!(
        "boxed send sync ok: {}",
        parse_boxed("67e55044-10b1-426f-9247-bb680e5fe0c8").is_ok()
    );
    let e = Uuid::from_slice(&[1, 2, 3]).unwrap_err();
    println!("error bounds: {}", well_behaved(&e));
    let handle = std::thread::spawn(move || well_behaved(&e));
    println!("error sent to thread: {}", handle.join().unwrap());
    let first = Uuid::parse_str("xyz").unwrap_err();
    let second = Uuid::parse_str("xyz").unwrap_err();
    println!("same input same error: {}", first == second);
    println!(
        "non-nil error bounds: {}",
        well_behaved(&NonNilUuid::try_from(Uuid::nil()).unwrap_err())
    );
}
