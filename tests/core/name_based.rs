//! Name-based UUIDs (RFC 9562 §5.3, §5.5, §B.2) against the RFC's vectors and against
//! an independent computation with the `md-5`, `sha1` and `sha2` crates.

use proptest::prelude::*;
use uuid_runtime::{Uuid, Variant};

use uuid_test_support::reference;

use reference::{reference_v3, reference_v5, reference_v8_sha256};

const PREDEFINED_NAMESPACES: [(&str, Uuid); 4] = [
    ("DNS", Uuid::NAMESPACE_DNS),
    ("URL", Uuid::NAMESPACE_URL),
    ("OID", Uuid::NAMESPACE_OID),
    ("X500", Uuid::NAMESPACE_X500),
];

/// Lengths around the 64-byte block boundaries. The namespace takes 16 bytes of the
/// first block and the padding needs 9, so a name of 39 bytes is the longest that fits
/// one block, and 40 the shortest that needs a second for the padding alone.
const NAME_LENGTHS: [usize; 25] = [
    0, 1, 2, 38, 39, 40, 47, 48, 49, 55, 56, 57, 63, 64, 65, 103, 104, 119, 120, 127, 128, 129,
    1024, 1025, 4099,
];

/// Compares all three versions with the reference, naming the case on failure.
fn assert_matches_reference(namespace: &Uuid, name: &[u8], case: &str) {
    assert_eq!(
        Uuid::new_v3(namespace, name),
        reference_v3(namespace, name),
        "v3, {case}"
    );
    assert_eq!(
        Uuid::new_v5(namespace, name),
        reference_v5(namespace, name),
        "v5, {case}"
    );
    assert_eq!(
        Uuid::new_v8_sha256(namespace, name),
        reference_v8_sha256(namespace, name),
        "v8, {case}"
    );
}

/// A name whose every byte differs from its neighbours, so a byte dropped, repeated or
/// misplaced at a block boundary changes the hash.
fn patterned_name(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 151 + 7) as u8).collect()
}

#[test]
fn rfc_9562_test_vectors() {
    let name = b"www.example.com";
    // A.2
    assert_eq!(
        Uuid::new_v3(&Uuid::NAMESPACE_DNS, name).to_string(),
        "5df41881-3aed-3515-88a7-2f4a814cf09e"
    );
    // A.4
    assert_eq!(
        Uuid::new_v5(&Uuid::NAMESPACE_DNS, name).to_string(),
        "2ed6657d-e927-568b-95e1-2665a8aea6a2"
    );
    // B.2
    assert_eq!(
        Uuid::new_v8_sha256(&Uuid::NAMESPACE_DNS, name).to_string(),
        "5c146b14-3c52-8afd-938a-375d0df1fbf6"
    );
}

#[test]
fn predefined_namespaces_match_reference() {
    let names: [&[u8]; 5] = [
        b"",
        b"www.example.com",
        b"https://www.example.com/path?query#fragment",
        b"1.3.6.1.4.1.343",
        b"CN=Example, O=Example Corp, C=US",
    ];
    for (label, namespace) in PREDEFINED_NAMESPACES {
        for name in names {
            let case = format!(
                "namespace {label}, name {:?}",
                String::from_utf8_lossy(name)
            );
            assert_matches_reference(&namespace, name, &case);
        }
    }
}

#[test]
fn v3_and_v5_agree_with_uuid_crate() {
    for (label, namespace) in PREDEFINED_NAMESPACES {
        let theirs = uuid::Uuid::from_bytes(*namespace.as_bytes());
        for name in [&b"www.example.com"[..], &patterned_name(300)] {
            assert_eq!(
                Uuid::new_v3(&namespace, name).as_bytes(),
                uuid::Uuid::new_v3(&theirs, name).as_bytes(),
                "v3, namespace {label}"
            );
            assert_eq!(
                Uuid::new_v5(&namespace, name).as_bytes(),
                uuid::Uuid::new_v5(&theirs, name).as_bytes(),
                "v5, namespace {label}"
            );
        }
    }
}

#[test]
fn names_around_block_boundaries_match_reference() {
    for len in NAME_LENGTHS {
        let name = patterned_name(len);
        for (label, namespace) in PREDEFINED_NAMESPACES {
            assert_matches_reference(
                &namespace,
                &name,
                &format!("namespace {label}, {len} bytes"),
            );
        }
    }
}

#[test]
fn every_name_length_up_to_three_blocks_matches_reference() {
    for len in 0..=3 * 64 {
        let name = patterned_name(len);
        assert_matches_reference(&Uuid::NAMESPACE_URL, &name, &format!("{len} bytes"));
    }
}

#[test]
fn non_ascii_names_hash_their_utf8_bytes() {
    let names = [
        "bücher.example",
        "例え.テスト",
        "пример.испытание",
        "🦀 crab",
        "e\u{301}", // e and a combining accent: not normalised
        "é",
    ];
    for name in names {
        assert_matches_reference(&Uuid::NAMESPACE_DNS, name.as_bytes(), name);
    }
    // Different byte sequences for what looks like the same text give different UUIDs.
    assert_ne!(
        Uuid::new_v5(&Uuid::NAMESPACE_DNS, "e\u{301}".as_bytes()),
        Uuid::new_v5(&Uuid::NAMESPACE_DNS, "é".as_bytes())
    );
}

#[test]
fn results_are_usable_in_const_items() {
    // A namespace that is not one of the predefined constants, as a macro would see it.
    const APP_NAMESPACE: Uuid = Uuid::from_u128(0x1b4e28ba_2fa1_41d2_883f_0016d3cca427);
    const V3: Uuid = Uuid::new_v3(&Uuid::NAMESPACE_DNS, b"www.example.com");
    const V5: Uuid = Uuid::new_v5(&APP_NAMESPACE, b"user/42");
    const V8: Uuid = Uuid::new_v8_sha256(&APP_NAMESPACE, b"user/42");
    static CHAINED: Uuid = Uuid::new_v5(&V5, "naïve".as_bytes());
    // Long enough to take several blocks in the const evaluator.
    const LONG: Uuid = Uuid::new_v8_sha256(&Uuid::NAMESPACE_OID, &[0x5a; 1000]);

    assert_eq!(V3.to_string(), "5df41881-3aed-3515-88a7-2f4a814cf09e");
    assert_eq!(V5, reference_v5(&APP_NAMESPACE, b"user/42"));
    assert_eq!(V8, reference_v8_sha256(&APP_NAMESPACE, b"user/42"));
    assert_eq!(CHAINED, reference_v5(&V5, "naïve".as_bytes()));
    assert_eq!(
        LONG,
        reference_v8_sha256(&Uuid::NAMESPACE_OID, &[0x5a; 1000])
    );

    // The compile-time value is the run-time value.
    let name = std::hint::black_box(b"user/42".as_slice());
    assert_eq!(V5, Uuid::new_v5(&APP_NAMESPACE, name));
    assert_eq!(V8, Uuid::new_v8_sha256(&APP_NAMESPACE, name));
}

/// A name of every length from `$from` to `$from + 49` bytes, a slice of one pattern,
/// with each version in `$namespace`, computed by the `const` evaluator: one constant
/// per 50 names, to stay within its step limit.
macro_rules! const_uuids {
    ($namespace:expr, $from:literal) => {{
        const UUIDS: [[Uuid; 3]; 50] = {
            let mut uuids = [[Uuid::NIL; 3]; 50];
            let mut i = 0;
            while i < uuids.len() {
                let (name, _) = CONST_NAME.split_at($from + i);
                uuids[i] = [
                    Uuid::new_v3(&$namespace, name),
                    Uuid::new_v5(&$namespace, name),
                    Uuid::new_v8_sha256(&$namespace, name),
                ];
                i += 1;
            }
            uuids
        };
        ($namespace, $from, UUIDS)
    }};
}

/// The names `const_uuids!` slices.
const CONST_NAME: [u8; 200] = {
    let mut name = [0; 200];
    let mut i = 0;
    while i < name.len() {
        name[i] = (i * 131 + 7) as u8;
        i += 1;
    }
    name
};

#[test]
fn compile_time_run_time_and_reference_agree() {
    const APP_NAMESPACE: Uuid = Uuid::from_u128(0x1b4e28ba_2fa1_41d2_883f_0016d3cca427);
    let slices = [
        const_uuids!(Uuid::NAMESPACE_DNS, 0),
        const_uuids!(Uuid::NAMESPACE_DNS, 50),
        const_uuids!(APP_NAMESPACE, 100),
        const_uuids!(APP_NAMESPACE, 150),
    ];
    for (namespace, from, uuids) in slices {
        for (i, [v3, v5, v8]) in uuids.into_iter().enumerate() {
            let name = std::hint::black_box(&CONST_NAME[..from + i]);
            let case = format!("{} bytes in {namespace}", name.len());
            assert_eq!(v3, Uuid::new_v3(&namespace, name), "{case}");
            assert_eq!(v5, Uuid::new_v5(&namespace, name), "{case}");
            assert_eq!(v8, Uuid::new_v8_sha256(&namespace, name), "{case}");
            assert_eq!(v3, reference_v3(&namespace, name), "{case}");
            assert_eq!(v5, reference_v5(&namespace, name), "{case}");
            assert_eq!(v8, reference_v8_sha256(&namespace, name), "{case}");
        }
    }
}

#[test]
fn results_have_their_version_and_the_rfc_variant() {
    for (_, namespace) in PREDEFINED_NAMESPACES {
        for len in NAME_LENGTHS {
            let name = patterned_name(len);
            let v3 = Uuid::new_v3(&namespace, &name);
            let v5 = Uuid::new_v5(&namespace, &name);
            let v8 = Uuid::new_v8_sha256(&namespace, &name);
            assert_eq!(
                (v3.get_version_num(), v3.get_variant()),
                (3, Variant::RFC4122)
            );
            assert_eq!(
                (v5.get_version_num(), v5.get_variant()),
                (5, Variant::RFC4122)
            );
            assert_eq!(
                (v8.get_version_num(), v8.get_variant()),
                (8, Variant::RFC4122)
            );
        }
    }
}

#[test]
fn namespace_and_name_both_change_the_result() {
    let name = b"www.example.com";
    let v5 = Uuid::new_v5(&Uuid::NAMESPACE_DNS, name);
    assert_ne!(v5, Uuid::new_v5(&Uuid::NAMESPACE_URL, name));
    assert_ne!(v5, Uuid::new_v5(&Uuid::NAMESPACE_DNS, b"www.example.org"));
    // A trailing zero byte matters: the padding records the message length.
    assert_ne!(
        Uuid::new_v8_sha256(&Uuid::NIL, b"a"),
        Uuid::new_v8_sha256(&Uuid::NIL, b"a\0")
    );
}

proptest! {
    #[test]
    fn random_namespaces_and_names_match_reference(
        namespace in any::<[u8; 16]>().prop_map(Uuid::from_bytes),
        name in proptest::collection::vec(any::<u8>(), 0..=2048),
    ) {
        prop_assert_eq!(Uuid::new_v3(&namespace, &name), reference_v3(&namespace, &name));
        prop_assert_eq!(Uuid::new_v5(&namespace, &name), reference_v5(&namespace, &name));
        prop_assert_eq!(
            Uuid::new_v8_sha256(&namespace, &name),
            reference_v8_sha256(&namespace, &name)
        );
    }
}
