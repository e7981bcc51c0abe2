//! The run-time text kernels (SSE2 and AVX2 on `x86_64`, whichever this processor runs)
//! against the `const` code: the same bytes decoded to the same octets, the same text
//! written, and `Uuid::parse_str` (the dispatching path) equal to `Uuid::try_parse`,
//! errors included.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uuid_runtime::__private::testing::text_kernels::{self, InstructionSet};
use uuid_runtime::Uuid;

fuzz_target!(|data: &[u8]| {
    let expected = text_kernels::decode_hex(InstructionSet::Scalar, data);
    let sets = InstructionSet::ALL
        .into_iter()
        .filter(|set| set.is_available());
    for set in sets.clone() {
        assert_eq!(text_kernels::decode_hex(set, data), expected, "{set:?}");
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let parsed = Uuid::try_parse(text);
        assert_eq!(parsed.ok().map(|id| *id.as_bytes()), expected);
        assert_eq!(Uuid::parse_str(text), parsed);
    }
    // The first 16 bytes as a UUID, written by every kernel in both cases.
    if let Some(bytes) = data.first_chunk::<16>() {
        let id = Uuid::from_bytes(*bytes);
        for set in sets {
            for upper in [false, true] {
                let (hyphenated, simple) = if upper {
                    (
                        id.hyphenated().to_ascii_upper(),
                        id.simple().to_ascii_upper(),
                    )
                } else {
                    (
                        id.hyphenated().to_ascii_lower(),
                        id.simple().to_ascii_lower(),
                    )
                };
                assert_eq!(text_kernels::encode_hyphenated(set, id, upper), hyphenated);
                assert_eq!(text_kernels::encode_simple(set, id, upper), simple);
            }
        }
    }
});
