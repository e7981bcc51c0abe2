//! The RFC 9562 test vectors (A.1, A.3, A.5, A.6, B.1) built through the constructors
//! and decoded back, plus the value type's constants, ordering and text output.

use std::time::{Duration, SystemTime};

use uuid_runtime::{
    Builder, Timestamp, Uuid, Variant,
    fmt::{Braced, Hyphenated, Simple, Urn},
};

const NODE: [u8; 6] = [0x9F, 0x6B, 0xDE, 0xCE, 0xD8, 0x46];
/// RFC 9562 A.1 and A.5: 100-ns intervals since 1582-10-15.
const GREGORIAN_TICKS: u64 = 0x1EC9414C232AB00;
const CLOCK_SEQ: u16 = 0x33C8;
/// 2022-02-22 19:22:22 UTC, the instant of A.1, A.5, A.6 (and B.1).
const UNIX_SECONDS: u64 = 1_645_557_742;

/// RFC 9562 A.6: `rand_a` (its 12 bits, in two octets) and `rand_b` (its 62 bits, in
/// eight), as `Builder::from_unix_timestamp_millis` takes them.
const A6_RANDOM: [u8; 10] = [0x0C, 0xC3, 0x18, 0xC4, 0xDC, 0x0C, 0x0C, 0x07, 0x39, 0x8F];

/// Built in `const` context: the constructors are `const fn`.
const A1: Uuid = Uuid::new_v1(
    Timestamp::from_gregorian_time(GREGORIAN_TICKS, CLOCK_SEQ),
    &NODE,
);
const A3: Uuid =
    Builder::from_random_bytes(0x919108F7_52D1_3320_5BAC_F847DB4148A8_u128.to_be_bytes())
        .into_uuid();
const A5: Uuid = Uuid::new_v6(
    Timestamp::from_gregorian_time(GREGORIAN_TICKS, CLOCK_SEQ),
    &NODE,
);
const A6: Uuid = Builder::from_unix_timestamp_millis(0x017F22E279B0, &A6_RANDOM).into_uuid();
/// B.1's fields with zeros where the version and variant go.
const B1: Uuid = Uuid::new_v8(0x2489E9AD_2EE2_0E00_0EC9_32D5F69181C0_u128.to_be_bytes());

/// The RFC's "final" values, typed as numbers so that nothing here goes through the parser.
const A1_FINAL: u128 = 0xC232AB00_9414_11EC_B3C8_9F6BDECED846;
const A3_FINAL: u128 = 0x919108F7_52D1_4320_9BAC_F847DB4148A8;
const A5_FINAL: u128 = 0x1EC9414C_232A_6B00_B3C8_9F6BDECED846;
const A6_FINAL: u128 = 0x017F22E2_79B0_7CC3_98C4_DC0C0C07398F;
const B1_FINAL: u128 = 0x2489E9AD_2EE2_8E00_8EC9_32D5F69181C0;

#[test]
fn constructors_reproduce_the_rfc_vectors() {
    assert_eq!(A1.as_u128(), A1_FINAL);
    assert_eq!(A3.as_u128(), A3_FINAL);
    assert_eq!(A5.as_u128(), A5_FINAL);
    assert_eq!(A6.as_u128(), A6_FINAL);
    assert_eq!(B1.as_u128(), B1_FINAL);

    assert_eq!(A1.to_string(), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    assert_eq!(A3.to_string(), "919108f7-52d1-4320-9bac-f847db4148a8");
    assert_eq!(A5.to_string(), "1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    assert_eq!(A6.to_string(), "017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    assert_eq!(B1.to_string(), "2489e9ad-2ee2-8e00-8ec9-32d5f69181c0");

    // The `Builder`'s field constructors give the same.
    assert_eq!(
        Builder::from_gregorian_timestamp(GREGORIAN_TICKS, CLOCK_SEQ, &NODE).into_uuid(),
        A1
    );
    assert_eq!(
        Builder::from_sorted_gregorian_timestamp(GREGORIAN_TICKS, CLOCK_SEQ, &NODE).into_uuid(),
        A5
    );
    assert_eq!(Builder::from_custom_bytes(B1.into_bytes()).into_uuid(), B1);
}

#[test]
fn versions_and_variants_of_the_vectors() {
    for (id, version) in [(A1, 1), (A3, 4), (A5, 6), (A6, 7), (B1, 8)] {
        assert_eq!(id.get_version_num(), version, "{id}");
        assert_eq!(id.get_variant(), Variant::RFC4122, "{id}");
        // The `uuid` crate reads the same fields.
        let theirs = uuid::Uuid::from_bytes(id.into_bytes());
        assert_eq!(theirs.get_version_num(), version);
        assert_eq!(theirs.get_variant(), uuid::Variant::RFC4122);
    }
}

#[test]
fn constructors_overwrite_version_and_variant_bits() {
    // B.1 again, with every version and variant bit set in the input: same result.
    let all_ones_there = 0x2489E9AD_2EE2_FE00_CEC9_32D5F69181C0_u128.to_be_bytes();
    assert_eq!(Uuid::new_v8(all_ones_there), B1);
    // A.3's random input already had version 3 and variant 0b01 there.
    assert_eq!(
        Builder::from_random_bytes([0xff; 16])
            .into_uuid()
            .get_version_num(),
        4
    );
    assert_eq!(
        Builder::from_random_bytes([0xff; 16])
            .into_uuid()
            .get_variant(),
        Variant::RFC4122
    );
    assert_eq!(
        Builder::from_random_bytes([0; 16]).into_uuid().as_u128(),
        0x00000000_0000_4000_8000_000000000000
    );
}

/// Bits beyond the clock sequence's 14, `rand_a`'s 12 and `rand_b`'s 62 are ignored; a
/// time beyond its field's 60 or 48 bits is refused, not wrapped to another time.
#[test]
fn constructors_ignore_bits_beyond_each_field() {
    let ts = |ticks, clock_seq| Timestamp::from_gregorian_time(ticks, clock_seq);
    assert_eq!(
        Uuid::new_v1(ts(GREGORIAN_TICKS, CLOCK_SEQ | 0xC000), &NODE),
        A1
    );
    assert_eq!(
        Builder::from_gregorian_timestamp(GREGORIAN_TICKS, CLOCK_SEQ | 0xC000, &NODE).into_uuid(),
        A1
    );
    assert_eq!(
        Uuid::new_v6(ts(GREGORIAN_TICKS, 0xFFFF), &NODE).get_clock_seq(),
        Some(0x3FFF)
    );
    let mut high_bits_set = A6_RANDOM;
    high_bits_set[0] |= 0xF0;
    high_bits_set[2] |= 0xC0;
    assert_eq!(
        Builder::from_unix_timestamp_millis(0x017F22E279B0, &high_bits_set).into_uuid(),
        A6
    );

    let ticks_high_bits_set = GREGORIAN_TICKS | 0xF << 60;
    for err in [
        Uuid::try_new_v1(ts(ticks_high_bits_set, CLOCK_SEQ), &NODE).unwrap_err(),
        Uuid::try_new_v6(ts(ticks_high_bits_set, CLOCK_SEQ), &NODE).unwrap_err(),
        Builder::try_from_gregorian_timestamp(ticks_high_bits_set, CLOCK_SEQ, &NODE).unwrap_err(),
        Builder::try_from_sorted_gregorian_timestamp(ticks_high_bits_set, CLOCK_SEQ, &NODE)
            .unwrap_err(),
        Builder::try_from_unix_timestamp_millis(0x017F22E279B0 | 0xFFFF << 48, &A6_RANDOM)
            .unwrap_err(),
    ] {
        assert!(err.is_after(), "{err}");
    }
    let panic = std::panic::catch_unwind(|| Uuid::new_v1(ts(ticks_high_bits_set, 0), &NODE));
    assert_eq!(
        *panic.unwrap_err().downcast_ref::<String>().unwrap(),
        "`Uuid::new_v1`: instant out of range: a UUID timestamp holds 1582-10-15T00:00:00Z \
         to 5236-03-31T21:21:00.6846975Z, found one after it"
    );
    assert!(
        std::panic::catch_unwind(|| { Builder::from_unix_timestamp_millis(1 << 48, &A6_RANDOM) })
            .is_err()
    );
}

#[test]
fn a1_timestamp_is_2022_02_22_19_22_22_utc() {
    let ts = A1.get_timestamp().expect("v1 carries a time");
    assert_eq!(ts.to_gregorian(), (GREGORIAN_TICKS, CLOCK_SEQ));
    assert_eq!(ts.to_unix(), (UNIX_SECONDS, 0));
    assert_eq!(ts.to_unix_nanos(), i128::from(UNIX_SECONDS) * 1_000_000_000);
    assert_eq!(ts.to_unix_millis(), 1_645_557_742_000);
    assert_eq!(
        SystemTime::from(ts),
        SystemTime::UNIX_EPOCH + Duration::from_secs(UNIX_SECONDS)
    );
    // The `uuid` crate decodes the same instant.
    let theirs = uuid::Uuid::from_u128(A1_FINAL).get_timestamp().unwrap();
    assert_eq!(theirs.to_unix(), (UNIX_SECONDS, 0));
    assert_eq!(theirs.to_gregorian().0, GREGORIAN_TICKS);
}

#[test]
fn every_time_based_vector_carries_the_same_instant() {
    let a1 = A1.get_timestamp().unwrap();
    let a5 = A5.get_timestamp().unwrap();
    let a6 = A6.get_timestamp().unwrap();
    assert_eq!(a5.to_gregorian(), (GREGORIAN_TICKS, CLOCK_SEQ));
    assert_eq!(
        a6.to_gregorian(),
        (GREGORIAN_TICKS, 0),
        "the same instant in 100-ns steps; v7 has no clock sequence"
    );
    assert_eq!(a6.to_unix_millis(), 0x017F22E279B0);
    // Equality is by instant, whatever the precision, and not by the counter (the
    // clock sequence of A.1 and A.5, none in A.6).
    assert_eq!(a1, a5);
    assert_eq!(a1, a6);
    assert_eq!(SystemTime::from(a6), SystemTime::from(a1));
    assert_eq!(a6, Timestamp::from_unix_millis(UNIX_SECONDS * 1000));
}

#[test]
fn timestamps_order_and_hash_by_instant() {
    use std::collections::hash_map::DefaultHasher;
    use std::hash::{Hash, Hasher};

    fn hash_of(ts: Timestamp) -> u64 {
        let mut hasher = DefaultHasher::new();
        ts.hash(&mut hasher);
        hasher.finish()
    }
    let (a1, a6) = (A1.get_timestamp().unwrap(), A6.get_timestamp().unwrap());
    let later = Timestamp::from_gregorian_time(GREGORIAN_TICKS + 1, 0);
    assert_ne!(a1, later);
    assert!(a1 < later && later > a6);
    assert_eq!(a1.partial_cmp(&later), Some(std::cmp::Ordering::Less));
    // One instant in two precisions hashes alike; another instant does not.
    assert_eq!(hash_of(a1), hash_of(a6));
    assert_ne!(hash_of(a1), hash_of(later));
}

#[test]
fn timestamp_before_the_unix_epoch() {
    let gregorian_epoch = Builder::from_gregorian_timestamp(0, 0, &NODE)
        .into_uuid()
        .get_timestamp()
        .unwrap();
    // 1582-10-15 to 1970-01-01 is 141,427 days.
    let seconds_before_1970: i64 = 141_427 * 86_400;
    assert_eq!(
        gregorian_epoch.to_unix_nanos(),
        i128::from(-seconds_before_1970) * 1_000_000_000
    );
    assert_eq!(
        gregorian_epoch.to_unix_millis(),
        i128::from(-seconds_before_1970) * 1000
    );
    // No unsigned Unix time before 1970: an error, not a wrapped one.
    assert!(!gregorian_epoch.try_to_unix().unwrap_err().is_after());
    let one_tick_before_1970 = Timestamp::from_gregorian_time(0x01B2_1DD2_1381_4000 - 1, 0);
    assert_eq!(one_tick_before_1970.to_unix_nanos(), -100);
    assert_eq!(one_tick_before_1970.to_unix_millis(), -1);
    assert_eq!(
        SystemTime::from(one_tick_before_1970),
        SystemTime::UNIX_EPOCH - Duration::from_nanos(100)
    );
}

#[test]
fn clock_seq_and_node_of_gregorian_versions_only() {
    for id in [A1, A5] {
        assert_eq!(id.get_clock_seq(), Some(CLOCK_SEQ), "{id}");
        assert_eq!(id.get_node_id(), Some(NODE), "{id}");
    }
    for id in [A3, A6, B1, Uuid::NIL, Uuid::MAX] {
        assert_eq!(id.get_clock_seq(), None, "{id}");
        assert_eq!(id.get_node_id(), None, "{id}");
    }
}

#[test]
fn v1_and_v6_convert_into_each_other() {
    assert_eq!(A1.to_v6(), Some(A5));
    assert_eq!(A5.to_v1(), Some(A1));
    for id in [A3, A5, A6, B1, Uuid::NIL, Uuid::MAX] {
        assert_eq!(id.to_v6(), None, "{id}");
    }
    for id in [A1, A3, A6, B1, Uuid::NIL, Uuid::MAX] {
        assert_eq!(id.to_v1(), None, "{id}");
    }
    // The `uuid` crate agrees on the layout of v6.
    let theirs = uuid::Uuid::new_v6(
        uuid::Timestamp::from_gregorian_time(GREGORIAN_TICKS, CLOCK_SEQ),
        &NODE,
    );
    assert_eq!(theirs.as_u128(), A5_FINAL);
}

/// `octet` in place of A.x's variant octet: the same version number, another variant.
fn with_variant_octet(id: Uuid, octet: u8) -> Uuid {
    let mut bytes = id.into_bytes();
    bytes[8] = octet;
    Uuid::from_bytes(bytes)
}

#[test]
fn time_fields_need_the_rfc_variant() {
    for octet in [0x18, 0x78, 0xC8, 0xDF, 0xE0, 0xFF] {
        for id in [A1, A5, A6] {
            let other = with_variant_octet(id, octet);
            assert_eq!(other.get_version_num(), id.get_version_num());
            assert_ne!(other.get_variant(), Variant::RFC4122);
            assert_eq!(other.get_timestamp(), None, "{other}");
            assert_eq!(other.get_clock_seq(), None, "{other}");
            assert_eq!(other.get_node_id(), None, "{other}");
            assert_eq!(other.to_v6(), None, "{other}");
            assert_eq!(other.to_v1(), None, "{other}");
        }
    }
    // The RFC variant with any clock sequence bits is still time-based.
    assert!(with_variant_octet(A6, 0xBF).get_timestamp().is_some());
}

#[test]
fn no_timestamp_without_a_time_based_version() {
    for id in [A3, B1, Uuid::NIL, Uuid::MAX, Uuid::new_v8([0x55; 16])] {
        assert_eq!(id.get_timestamp(), None, "{id}");
    }
    // Name-based versions carry no time either (a v5 and a v3 with RFC variant bits).
    for version in [3, 5] {
        let id = Uuid::from_u128(A3_FINAL & !(0xF << 76) | (version << 76));
        assert_eq!(
            (id.get_version_num(), id.get_variant()),
            (version as usize, Variant::RFC4122)
        );
        assert_eq!(id.get_timestamp(), None, "{id}");
    }
    // The DNS namespace is a genuine v1, of 1998-02-04.
    let dns = Uuid::NAMESPACE_DNS.get_timestamp().unwrap();
    assert_eq!(dns.to_unix_millis().div_euclid(86_400_000), 10_261);
}

#[test]
fn variant_for_each_range_of_octet_8() {
    for octet in 0..=u8::MAX {
        let expected = if octet >> 7 == 0 {
            Variant::NCS
        } else if octet >> 6 == 0b10 {
            Variant::RFC4122
        } else if octet >> 5 == 0b110 {
            Variant::Microsoft
        } else {
            Variant::Future
        };
        let id = with_variant_octet(A3, octet);
        assert_eq!(id.get_variant(), expected, "octet {octet:#04x}");
    }
    assert_eq!(with_variant_octet(A3, 0x7F).get_variant(), Variant::NCS);
    assert_eq!(with_variant_octet(A3, 0x80).get_variant(), Variant::RFC4122);
    assert_eq!(with_variant_octet(A3, 0xBF).get_variant(), Variant::RFC4122);
    assert_eq!(
        with_variant_octet(A3, 0xC0).get_variant(),
        Variant::Microsoft
    );
    assert_eq!(
        with_variant_octet(A3, 0xDF).get_variant(),
        Variant::Microsoft
    );
    assert_eq!(with_variant_octet(A3, 0xE0).get_variant(), Variant::Future);
}

#[test]
fn nil_max_and_namespace_constants() {
    assert_eq!(Uuid::NIL.into_bytes(), [0; 16]);
    assert_eq!(Uuid::MAX.into_bytes(), [0xFF; 16]);
    assert!(Uuid::NIL.is_nil() && !Uuid::NIL.is_max());
    assert!(Uuid::MAX.is_max() && !Uuid::MAX.is_nil());
    assert!(!A1.is_nil() && !A1.is_max());
    assert_eq!(
        (Uuid::NIL.get_version_num(), Uuid::NIL.get_variant()),
        (0, Variant::NCS)
    );
    assert_eq!(
        (Uuid::MAX.get_version_num(), Uuid::MAX.get_variant()),
        (15, Variant::Future)
    );
    assert_eq!(
        Uuid::NIL.to_string(),
        "00000000-0000-0000-0000-000000000000"
    );
    assert_eq!(
        Uuid::MAX.to_string(),
        "ffffffff-ffff-ffff-ffff-ffffffffffff"
    );

    let namespaces = [
        (Uuid::NAMESPACE_DNS, uuid::Uuid::NAMESPACE_DNS, "6ba7b810"),
        (Uuid::NAMESPACE_URL, uuid::Uuid::NAMESPACE_URL, "6ba7b811"),
        (Uuid::NAMESPACE_OID, uuid::Uuid::NAMESPACE_OID, "6ba7b812"),
        (Uuid::NAMESPACE_X500, uuid::Uuid::NAMESPACE_X500, "6ba7b814"),
    ];
    for (ours, theirs, time_low) in namespaces {
        assert_eq!(ours.as_bytes(), theirs.as_bytes());
        assert_eq!(
            ours.to_string(),
            format!("{time_low}-9dad-11d1-80b4-00c04fd430c8")
        );
        assert_eq!(
            (ours.get_version_num(), ours.get_variant()),
            (1, Variant::RFC4122)
        );
    }
}

#[test]
fn default_is_nil() {
    assert_eq!(Uuid::default(), Uuid::NIL);
    assert!(Uuid::default().is_nil());
}

#[test]
fn byte_and_number_conversions() {
    assert_eq!(Uuid::from_bytes(A1.into_bytes()), A1);
    assert_eq!(Uuid::from(A1_FINAL), A1);
    assert_eq!(u128::from(A1), A1_FINAL);
    assert_eq!(<[u8; 16]>::from(A1), A1_FINAL.to_be_bytes());
    assert_eq!(Uuid::from(A1_FINAL.to_be_bytes()), A1);
    assert_eq!(AsRef::<[u8]>::as_ref(&A1), &A1_FINAL.to_be_bytes()[..]);
    assert_eq!(AsRef::<[u8; 16]>::as_ref(&A1), &A1_FINAL.to_be_bytes());
    assert_eq!(
        A1.as_bytes()[0],
        0xC2,
        "big-endian: the most significant octet first"
    );
}

#[test]
fn ordering_is_unsigned_octet_order() {
    let mut ids = vec![A1, Uuid::MAX, A3, B1, Uuid::NIL, A5, A6];
    ids.sort();
    assert_eq!(ids, [Uuid::NIL, A6, A5, B1, A3, A1, Uuid::MAX]);
    // The first octet decides before any later one; 0x80 is above 0x7f (unsigned).
    assert!(Uuid::from_u128(1 << 120) > Uuid::from_u128((1 << 120) - 1));
    assert!(Uuid::from_u128(0x80 << 120) > Uuid::from_u128(0x7F << 120 | 0xFF));
    assert!(Uuid::from_u128(1) > Uuid::NIL);
    assert_eq!(A1.cmp(&A1), std::cmp::Ordering::Equal);
    // Time-ordered versions sort by time: one 100-ns step later is greater.
    assert!(
        Builder::from_sorted_gregorian_timestamp(GREGORIAN_TICKS + 1, 0, &[0; 6]).into_uuid()
            > Builder::from_sorted_gregorian_timestamp(GREGORIAN_TICKS, 0x3FFF, &[0xFF; 6])
                .into_uuid()
    );
    assert!(Builder::from_unix_timestamp_millis(0x017F22E279B1, &[0; 10]).into_uuid() > A6);
}

#[test]
fn display_debug_and_hex_output() {
    let hyphenated = "c232ab00-9414-11ec-b3c8-9f6bdeced846";
    assert_eq!(format!("{A1}"), hyphenated);
    assert_eq!(format!("{A1:?}"), hyphenated);
    assert_eq!(format!("{:?}", Some(A1)), format!("Some({hyphenated})"));
    assert_eq!(format!("{A1:x}"), hyphenated);
    assert_eq!(format!("{A1:X}"), "C232AB00-9414-11EC-B3C8-9F6BDECED846");
    assert_eq!(format!("{:#?}", [A1]), format!("[\n    {hyphenated},\n]"));
}

#[test]
fn adapter_output() {
    assert_eq!(
        A1.hyphenated().to_string(),
        "c232ab00-9414-11ec-b3c8-9f6bdeced846"
    );
    assert_eq!(A1.simple().to_string(), "c232ab00941411ecb3c89f6bdeced846");
    assert_eq!(
        A1.braced().to_string(),
        "{c232ab00-9414-11ec-b3c8-9f6bdeced846}"
    );
    assert_eq!(
        A1.urn().to_string(),
        "urn:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846"
    );

    assert_eq!(
        format!("{:x}", A1.simple()),
        "c232ab00941411ecb3c89f6bdeced846"
    );
    assert_eq!(
        format!("{:X}", A1.hyphenated()),
        "C232AB00-9414-11EC-B3C8-9F6BDECED846"
    );
    assert_eq!(
        format!("{:X}", A1.simple()),
        "C232AB00941411ECB3C89F6BDECED846"
    );
    assert_eq!(
        format!("{:X}", A1.braced()),
        "{C232AB00-9414-11EC-B3C8-9F6BDECED846}"
    );
    // The URN prefix stays lowercase (RFC 9562 §4).
    assert_eq!(
        format!("{:X}", A1.urn()),
        "urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846"
    );

    assert_eq!(
        format!("{:?}", A1.urn()),
        "Urn(c232ab00-9414-11ec-b3c8-9f6bdeced846)"
    );
    assert_eq!(*A1.braced().as_uuid(), A1);
    assert_eq!(Uuid::from(Simple::from(A1)), A1);
    assert_eq!(Hyphenated::from_uuid(A1), A1.hyphenated());
    assert_eq!(
        [
            Hyphenated::LENGTH,
            Simple::LENGTH,
            Braced::LENGTH,
            Urn::LENGTH
        ],
        [36, 32, 38, 45]
    );
}

#[test]
fn formatter_width_fill_and_alignment() {
    let text = "c232ab00-9414-11ec-b3c8-9f6bdeced846";
    assert_eq!(format!("{A1:>40}"), format!("    {text}"));
    assert_eq!(format!("{A1:<40}|"), format!("{text}    |"));
    assert_eq!(format!("{A1:*^40}"), format!("**{text}**"));
    assert_eq!(format!("{A1:>40X}"), format!("    {}", text.to_uppercase()));
    assert_eq!(
        format!("{:>40}", A1.simple()),
        format!("        {}", text.replace('-', ""))
    );
    assert_eq!(format!("{:_<46}", A1.urn()), format!("urn:uuid:{text}_"));
    // A width below the length changes nothing.
    assert_eq!(format!("{A1:10}"), text);
}

#[test]
fn encode_into_stack_buffers() {
    let mut buf = [0; Hyphenated::LENGTH];
    assert_eq!(
        A1.hyphenated().encode_lower(&mut buf),
        "c232ab00-9414-11ec-b3c8-9f6bdeced846"
    );
    assert_eq!(&buf, b"c232ab00-9414-11ec-b3c8-9f6bdeced846");
    assert_eq!(
        A1.hyphenated().encode_upper(&mut buf),
        "C232AB00-9414-11EC-B3C8-9F6BDECED846"
    );

    let mut buf = [0; Simple::LENGTH];
    assert_eq!(
        A1.simple().encode_lower(&mut buf),
        "c232ab00941411ecb3c89f6bdeced846"
    );
    assert_eq!(
        A1.simple().encode_upper(&mut buf),
        "C232AB00941411ECB3C89F6BDECED846"
    );

    let mut buf = [0; Braced::LENGTH];
    assert_eq!(
        A1.braced().encode_lower(&mut buf),
        "{c232ab00-9414-11ec-b3c8-9f6bdeced846}"
    );
    assert_eq!(
        A1.braced().encode_upper(&mut buf),
        "{C232AB00-9414-11EC-B3C8-9F6BDECED846}"
    );

    let mut buf = [0; Urn::LENGTH];
    let text = A1.urn().encode_upper(&mut buf);
    assert_eq!(text, "urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846");
    // The returned text borrows the buffer and may be edited in place.
    text.make_ascii_lowercase();
    assert_eq!(&buf, b"urn:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846");

    // Every byte of the buffer is overwritten, whatever it held.
    let mut dirty = [0xFF; Simple::LENGTH];
    assert_eq!(
        Uuid::NIL.simple().encode_lower(&mut dirty),
        "0".repeat(32).as_str()
    );
}

#[test]
fn ascii_forms_in_const_context() {
    const LOWER: [u8; 36] = A1.hyphenated().to_ascii_lower();
    const UPPER: [u8; 32] = A1.simple().to_ascii_upper();
    const URN: [u8; 45] = A6.urn().to_ascii_lower();
    const BRACED: [u8; 38] = Uuid::MAX.braced().to_ascii_upper();
    assert_eq!(&LOWER, b"c232ab00-9414-11ec-b3c8-9f6bdeced846");
    assert_eq!(&UPPER, b"C232AB00941411ECB3C89F6BDECED846");
    assert_eq!(&URN, b"urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    assert_eq!(&BRACED, b"{FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF}");
}

#[test]
fn decoders_in_const_context() {
    const TICKS: Option<(u64, u16)> = match A5.get_timestamp() {
        Some(ts) => Some(ts.to_gregorian()),
        None => None,
    };
    const MILLIS: i128 = match A6.get_timestamp() {
        Some(ts) => ts.to_unix_millis(),
        None => 0,
    };
    const V1: Option<Uuid> = A5.to_v1();
    const NODE_OF_A1: Option<[u8; 6]> = A1.get_node_id();
    assert_eq!(TICKS, Some((GREGORIAN_TICKS, CLOCK_SEQ)));
    assert_eq!(MILLIS, 1_645_557_742_000);
    assert_eq!(V1, Some(A1));
    assert_eq!(NODE_OF_A1, Some(NODE));
}
