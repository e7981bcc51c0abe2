//! The value type's text forms, the macros' constants and name-based UUIDs: integer and
//! SIMD-free code paths that a 32-bit target compiles differently from x86_64.

use uuid_runtime::{Builder, Uuid, UuidErrorKind, Variant, uuid, uuid_v3, uuid_v5, uuid_v8_sha256};
use wasm_bindgen_test::wasm_bindgen_test;

/// RFC 9562 A.1, a version 1 UUID.
const V1: Uuid = uuid!("C232AB00-9414-11EC-B3C8-9F6BDECED846");

#[wasm_bindgen_test]
fn the_four_forms_parse_to_one_value() {
    let forms = [
        "c232ab00-9414-11ec-b3c8-9f6bdeced846",
        "C232AB00941411ECB3C89F6BDECED846",
        "{c232ab00-9414-11ec-b3c8-9f6bdeced846}",
        "urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846",
    ];
    for form in forms {
        assert_eq!(Uuid::parse_str(form), Ok(V1), "{form}");
        assert_eq!(form.parse::<Uuid>(), Ok(V1), "{form}");
    }
    assert_eq!(V1.as_u128(), 0xc232ab00_9414_11ec_b3c8_9f6bdeced846);
}

#[wasm_bindgen_test]
fn formatting_writes_every_form() {
    assert_eq!(V1.to_string(), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    assert_eq!(format!("{V1:X}"), "C232AB00-9414-11EC-B3C8-9F6BDECED846");
    assert_eq!(V1.simple().to_string(), "c232ab00941411ecb3c89f6bdeced846");
    assert_eq!(
        V1.braced().to_string(),
        "{c232ab00-9414-11ec-b3c8-9f6bdeced846}"
    );
    assert_eq!(
        V1.urn().to_string(),
        "urn:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846"
    );
    assert_eq!(
        format!("[{:>38}]", V1.hyphenated()),
        "[  c232ab00-9414-11ec-b3c8-9f6bdeced846]"
    );
    let mut buffer = [0; 36];
    assert_eq!(
        V1.hyphenated().encode_upper(&mut buffer),
        "C232AB00-9414-11EC-B3C8-9F6BDECED846"
    );
}

/// Text and value agree for values that exercise every octet and nibble.
#[wasm_bindgen_test]
fn text_round_trips() {
    let mut state = 0x0123_4567_89ab_cdef_u64;
    for _ in 0..10_000 {
        let id = Uuid::from_u128(
            u128::from(split_mix(&mut state)) << 64 | u128::from(split_mix(&mut state)),
        );
        let hyphenated = id.to_string();
        assert_eq!(Uuid::parse_str(&hyphenated), Ok(id));
        assert_eq!(Uuid::parse_str(&hyphenated.to_uppercase()), Ok(id));
        assert_eq!(Uuid::parse_str(&id.simple().to_string()), Ok(id));
        assert_eq!(
            hyphenated.replace('-', ""),
            format!("{:032x}", id.as_u128())
        );
        assert_eq!(
            hyphenated
                .match_indices('-')
                .map(|(at, _)| at)
                .collect::<Vec<_>>(),
            [8, 13, 18, 23]
        );
    }
}

#[wasm_bindgen_test]
fn parse_errors_say_what_and_where() {
    let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cg").unwrap_err();
    assert_eq!(err.kind(), UuidErrorKind::InvalidCharacter { found: 'g' });
    assert_eq!(
        err.to_string(),
        "invalid character `g` at position 35: expected a hex digit"
    );
    assert!(Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c").is_err());
}

#[wasm_bindgen_test]
fn fields_and_timestamps_decode() {
    assert_eq!(
        (V1.get_version_num(), V1.get_variant()),
        (1, Variant::RFC4122)
    );
    assert_eq!(
        V1.get_timestamp().unwrap().to_unix_millis(),
        1_645_557_742_000
    );
    assert_eq!(V1.get_clock_seq(), Some(0x33c8));
    assert_eq!(
        V1.to_v6(),
        Some(uuid!("1ec9414c-232a-6b00-b3c8-9f6bdeced846"))
    );
    assert_eq!(
        V1.to_bytes_le(),
        *uuid!("00ab32c2-1494-ec11-b3c8-9f6bdeced846").as_bytes()
    );
    // RFC 9562 A.6: `rand_a` 0xcc3 and `rand_b` 0x18c4dc0c0c07398f, big-endian.
    const V7: Uuid = Builder::from_unix_timestamp_millis(
        0x017f22e279b0,
        &[0x0c, 0xc3, 0x18, 0xc4, 0xdc, 0x0c, 0x0c, 0x07, 0x39, 0x8f],
    )
    .into_uuid();
    assert_eq!(V7, uuid!("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"));
    assert_eq!(
        V7.get_timestamp().unwrap().to_unix_millis(),
        1_645_557_742_000
    );
}

/// The macros' constants are computed by the host compiler; the same functions run
/// here, in 32-bit WebAssembly, must agree (RFC 9562 A.2, A.4, B.2).
#[wasm_bindgen_test]
fn macro_constants_equal_the_run_time_functions() {
    const V3: Uuid = uuid_v3!(DNS, "www.example.com");
    const V5: Uuid = uuid_v5!(DNS, "www.example.com");
    const V8: Uuid = uuid_v8_sha256!(DNS, "www.example.com");
    assert_eq!(V3, uuid!("5df41881-3aed-3515-88a7-2f4a814cf09e"));
    assert_eq!(V5, uuid!("2ed6657d-e927-568b-95e1-2665a8aea6a2"));
    assert_eq!(V8, uuid!("5c146b14-3c52-8afd-938a-375d0df1fbf6"));
    let name = String::from("www.example.com");
    assert_eq!(Uuid::new_v3(&Uuid::NAMESPACE_DNS, name.as_bytes()), V3);
    assert_eq!(Uuid::new_v5(&Uuid::NAMESPACE_DNS, name.as_bytes()), V5);
    assert_eq!(
        Uuid::new_v8_sha256(&Uuid::NAMESPACE_DNS, name.as_bytes()),
        V8
    );
    // Long names take the hashes through many blocks.
    let long = "x".repeat(1000);
    assert_ne!(
        Uuid::new_v5(&Uuid::NAMESPACE_URL, long.as_bytes()),
        Uuid::new_v5(&Uuid::NAMESPACE_URL, &long.as_bytes()[1..])
    );
}

#[wasm_bindgen_test]
fn serde_round_trips() {
    let json = serde_json::to_string(&V1).unwrap();
    assert_eq!(json, "\"c232ab00-9414-11ec-b3c8-9f6bdeced846\"");
    assert_eq!(serde_json::from_str::<Uuid>(&json).unwrap(), V1);
    let err = serde_json::from_str::<Uuid>("\"67e55044-10b1-426f-9247-bb680e5fe0cg\"").unwrap_err();
    assert!(
        err.to_string()
            .contains("invalid character `g` at position 35"),
        "{err}"
    );
}

/// SplitMix64: deterministic values that reach every bit.
pub(crate) fn split_mix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
