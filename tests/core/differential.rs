//! Differential test against the `uuid` crate: on well over 100,000 valid, edited and
//! random strings, both parsers accept exactly the same inputs, with the same value.
//! The strings come from a fixed seed, so every run checks the same ones.
//!
//! The two crates differ only in what their errors say (`error_messages_differ` lists
//! how) and in that our `Display` honours width and alignment.

use proptest::prelude::RngExt;
use proptest::test_runner::{RngAlgorithm, TestRng};
use uuid_runtime::__private::testing::text_kernels::{self, InstructionSet};
use uuid_runtime::{
    Uuid,
    fmt::{Braced, Hyphenated, Simple, Urn},
};
use uuid_test_support::{sampled, scaled};

const CASES: usize = scaled(120_000);
/// The inputs each instruction set reads and writes: a quarter of the cases, and 24
/// under Miri, where each set's kernels take a second or so per ten inputs.
const KERNEL_CASES: usize = if cfg!(miri) { 24 } else { CASES / 4 };
const SEED: [u8; 16] = *b"differential rng";

const GRAMMAR_CHARS: &[char] = &[
    '-', '-', '-', '{', '}', ':', 'u', 'r', 'n', 'i', 'd', 'U', 'R', 'N', 'I', 'D', 'g', 'G', 'O',
    'l', 'x', ' ',
];
const NON_ASCII: &[char] = &[
    'é',
    'ß',
    '🦀',
    '\u{301}',
    '\u{a0}',
    '\u{ff10}',
    '\u{ff21}',
    '\u{2010}',
    '\u{2212}',
    '\u{feff}',
    '\u{80}',
    '\u{10ffff}',
];
const URN_PREFIXES: &[&str] = &[
    "urn:uuid:",
    "URN:UUID:",
    "Urn:Uuid:",
    "uRn:UuId:",
    "urn:uid:",
    "uuid:",
    "urn:",
    "urn:uuid",
    "urn-uuid:",
    "urn:uuid:urn:uuid:",
    "{",
    "}",
    "urn:uuid:{",
];

/// A character that is likely to matter to either grammar, or any character at all.
fn random_char(rng: &mut TestRng) -> char {
    match rng.random_range(0..100) {
        0..40 => char::from(b"0123456789abcdefABCDEF"[rng.random_range(0..22)]),
        40..65 => GRAMMAR_CHARS[rng.random_range(0..GRAMMAR_CHARS.len())],
        65..85 => char::from(rng.random_range(0..0x80_u8)),
        85..95 => NON_ASCII[rng.random_range(0..NON_ASCII.len())],
        _ => rng.random::<char>(),
    }
}

fn random_uuid(rng: &mut TestRng) -> Uuid {
    match rng.random_range(0..10) {
        0 => Uuid::from_bytes([rng.random(); 16]),
        1 => Uuid::from_u128(u128::from(rng.random::<u64>())),
        _ => Uuid::from_u128(rng.random()),
    }
}

/// One of the four forms, in lower, upper or mixed case (the URN prefix included).
fn valid_text(rng: &mut TestRng) -> String {
    let id = random_uuid(rng);
    let text = match rng.random_range(0..4) {
        0 => id.hyphenated().to_string(),
        1 => id.simple().to_string(),
        2 => id.braced().to_string(),
        _ => id.urn().to_string(),
    };
    match rng.random_range(0..3) {
        0 => text,
        1 => text.to_ascii_uppercase(),
        _ => text
            .chars()
            .map(|c| {
                if rng.random() {
                    c.to_ascii_uppercase()
                } else {
                    c
                }
            })
            .collect(),
    }
}

/// One random edit of the kinds that take a valid string just outside the grammar.
fn edit(rng: &mut TestRng, chars: &mut Vec<char>) {
    let len = chars.len();
    let at = rng.random_range(0..=len);
    match rng.random_range(0..9) {
        0 if at < len => chars[at] = random_char(rng),
        1 => chars.insert(at, random_char(rng)),
        2 if at < len => {
            chars.remove(at);
        }
        // Move a hyphen elsewhere.
        3 => {
            if let Some(hyphen) = chars.iter().position(|&c| c == '-') {
                chars.remove(hyphen);
                let to = rng.random_range(0..=chars.len());
                chars.insert(to, '-');
            }
        }
        4 if at + 1 < len => chars.swap(at, at + 1),
        // Add or take away braces, one or both.
        5 => match rng.random_range(0..4) {
            0 => {
                chars.insert(0, '{');
                chars.push('}');
            }
            1 if len >= 2 => {
                chars.remove(0);
                chars.pop();
            }
            2 => chars.insert(0, '{'),
            _ => chars.push('}'),
        },
        // Put a URN-like prefix in front, or strip nine characters off the front.
        6 => {
            if rng.random_bool(0.3) && len >= 9 {
                chars.drain(..9);
            } else {
                let prefix = URN_PREFIXES[rng.random_range(0..URN_PREFIXES.len())];
                chars.splice(0..0, prefix.chars());
            }
        }
        7 if at < len => chars[at] = flip_case(chars[at]),
        // Truncate.
        _ => chars.truncate(at),
    }
}

fn flip_case(c: char) -> char {
    if c.is_ascii_uppercase() {
        c.to_ascii_lowercase()
    } else {
        c.to_ascii_uppercase()
    }
}

/// A string of random characters, most often of a length one of the forms has.
fn random_text(rng: &mut TestRng) -> String {
    const LENGTHS: [usize; 12] = [0, 1, 31, 32, 33, 35, 36, 37, 38, 39, 45, 46];
    let len = if rng.random_bool(0.8) {
        LENGTHS[rng.random_range(0..LENGTHS.len())]
    } else {
        rng.random_range(0..60)
    };
    (0..len).map(|_| random_char(rng)).collect()
}

fn next_input(rng: &mut TestRng) -> String {
    if rng.random_bool(0.1) {
        return random_text(rng);
    }
    let mut chars: Vec<char> = valid_text(rng).chars().collect();
    // A third stays valid (apart from case flips, which keep it valid).
    let edits = match rng.random_range(0..6) {
        0 | 1 => 0,
        2 | 3 => 1,
        4 => 2,
        _ => rng.random_range(3..6),
    };
    for _ in 0..edits {
        edit(rng, &mut chars);
    }
    chars.into_iter().collect()
}

#[derive(Default)]
struct Tally {
    accepted: usize,
    rejected: usize,
    accepted_by_length: [usize; 4],
    non_ascii: usize,
}

#[test]
fn accepts_and_rejects_the_same_strings_as_the_uuid_crate() {
    let mut rng = TestRng::from_seed(RngAlgorithm::XorShift, &SEED);
    let mut tally = Tally::default();
    let mut disagreements = Vec::new();
    for _ in 0..CASES {
        let input = next_input(&mut rng);
        let ours = Uuid::parse_str(&input).ok().map(|id| id.as_u128());
        let theirs = uuid::Uuid::parse_str(&input).ok().map(|id| id.as_u128());
        let theirs_const = uuid::Uuid::try_parse(&input).ok().map(|id| id.as_u128());
        if ours != theirs || theirs != theirs_const {
            disagreements.push((input.clone(), ours, theirs));
        }
        if ours.is_some() {
            tally.accepted += 1;
            let form = [32, 36, 38, 45].iter().position(|&n| n == input.len());
            tally.accepted_by_length[form.expect("accepted forms have these lengths")] += 1;
        } else {
            tally.rejected += 1;
        }
        if !input.is_ascii() {
            tally.non_ascii += 1;
        }
    }
    disagreements.truncate(20);
    assert!(
        disagreements.is_empty(),
        "(input, ours, uuid crate): {disagreements:#x?}"
    );

    // The generator must reach both sides of the grammar, every form, and non-ASCII.
    assert!(
        tally.accepted > CASES / 4,
        "accepted only {}",
        tally.accepted
    );
    assert!(
        tally.rejected > CASES / 4,
        "rejected only {}",
        tally.rejected
    );
    for (count, form) in
        tally
            .accepted_by_length
            .iter()
            .zip(["simple", "hyphenated", "braced", "URN"])
    {
        assert!(*count > CASES / 40, "only {count} {form} strings accepted");
    }
    assert!(
        tally.non_ascii > CASES / 50,
        "only {} non-ASCII inputs",
        tally.non_ascii
    );
}

/// Every instruction set this processor runs, the `const` code's (`Scalar`) first.
fn instruction_sets() -> Vec<InstructionSet> {
    InstructionSet::ALL
        .into_iter()
        .filter(|set| set.is_available())
        .collect()
}

/// The run-time kernels (SSE2 and AVX2 on `x86_64`) accept exactly what the `const`
/// parser accepts, with the same value, on every input the test above generates; each
/// set forced in turn through `Uuid::parse_str`, which gives the `const` parser's error
/// where a kernel rejects; and they write what the `const` encoders write.
#[test]
fn every_instruction_set_reads_and_writes_as_the_const_code() {
    let sets = instruction_sets();
    if cfg!(target_arch = "x86_64") {
        assert!(
            sets.contains(&InstructionSet::Sse2),
            "SSE2 is the floor on x86_64"
        );
    }
    for &set in &sets {
        assert!(text_kernels::force(set));
        let mut rng = TestRng::from_seed(RngAlgorithm::XorShift, &SEED);
        let mut valid = 0;
        for _ in 0..KERNEL_CASES {
            let input = next_input(&mut rng);
            let expected = Uuid::try_parse(&input);
            assert_eq!(Uuid::parse_str(&input), expected, "{set:?} on {input:?}");
            assert_eq!(
                text_kernels::decode_hex(set, input.as_bytes()),
                expected.ok().map(|id| *id.as_bytes()),
                "{set:?} on {input:?}"
            );
            // Each form's `FromStr`, through the same selection: only its own form, which
            // alone has its length.
            let form = match input.len() {
                32 => input.parse::<Simple>().ok().map(|form| *form.as_uuid()),
                36 => input.parse::<Hyphenated>().ok().map(|form| *form.as_uuid()),
                38 => input.parse::<Braced>().ok().map(|form| *form.as_uuid()),
                45 => input.parse::<Urn>().ok().map(|form| *form.as_uuid()),
                _ => None,
            };
            assert_eq!(
                form,
                expected.ok(),
                "{set:?}: a form's `FromStr` on {input:?}"
            );
            if let Ok(id) = expected {
                valid += 1;
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
                assert_eq!(id.to_string().as_bytes(), id.hyphenated().to_ascii_lower());
            }
        }
        // Both outcomes, so that the encoders ran too (few inputs under Miri).
        assert!(
            valid > 0 && valid < KERNEL_CASES,
            "{set:?}: {valid} of {KERNEL_CASES} inputs valid"
        );
    }
    text_kernels::reset();
}

/// Every byte value at every position of each form, and every length to 64: the
/// kernels decode raw bytes (UTF-8 or not) as the `const` decoder does.
#[test]
fn every_instruction_set_decodes_every_byte_at_every_position_alike() {
    let sets = instruction_sets();
    let id = Uuid::from_u128(0x0123_4567_89ab_cdef_fedc_ba98_7654_3210);
    let mut texts: Vec<Vec<u8>> = Vec::new();
    for (i, form) in [
        id.hyphenated().to_string(),
        id.simple().to_string(),
        id.braced().to_string(),
        id.urn().to_string(),
    ]
    .into_iter()
    .enumerate()
    {
        // Under Miri each form in one case only, lower and upper in turn.
        if !cfg!(miri) || i % 2 == 0 {
            texts.push(form.clone().into_bytes());
        }
        if !cfg!(miri) || i % 2 == 1 {
            texts.push(form.to_ascii_uppercase().into_bytes());
        }
    }
    let mut rejected = 0;
    for text in &texts {
        for at in 0..text.len() {
            for byte in sampled(0..=u8::MAX, 51) {
                let mut edited = text.clone();
                edited[at] = byte;
                let expected = text_kernels::decode_hex(InstructionSet::Scalar, &edited);
                rejected += usize::from(expected.is_none());
                for &set in &sets {
                    assert_eq!(
                        text_kernels::decode_hex(set, &edited),
                        expected,
                        "{set:?} on {:?}",
                        edited.escape_ascii().to_string()
                    );
                }
            }
        }
    }
    // Most edits break the text; the test must see both outcomes.
    assert!(
        rejected > texts.len() * scaled(200),
        "only {rejected} rejected"
    );
    let mut rng = TestRng::from_seed(RngAlgorithm::XorShift, &SEED);
    for len in 0..=64 {
        for _ in 0..scaled(200) {
            let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
            let expected = text_kernels::decode_hex(InstructionSet::Scalar, &bytes);
            for &set in &sets {
                assert_eq!(text_kernels::decode_hex(set, &bytes), expected, "{set:?}");
            }
        }
    }
}

#[test]
fn urn_prefix_in_any_case_is_accepted_by_both() {
    // Not a difference: uuid 1.29 compares the prefix with `eq_ignore_ascii_case` too.
    for prefix in ["urn:uuid:", "URN:UUID:", "Urn:Uuid:", "uRN:uUID:"] {
        let input = format!("{prefix}67E55044-10b1-426f-9247-bb680e5fe0c8");
        let ours = Uuid::parse_str(&input).unwrap();
        let theirs = uuid::Uuid::parse_str(&input).unwrap();
        assert_eq!(ours.as_bytes(), theirs.as_bytes(), "{input}");
    }
}

#[test]
fn error_messages_differ() {
    // (input, our message, the `uuid` crate's message). Both reject every one of these.
    let cases = [
        // Empty input is named as such.
        (
            "",
            "empty string: expected a UUID",
            "invalid length: found 0",
        ),
        // Groups are numbered from 1, and the digits of the last group are counted
        // without the braces.
        (
            "67e55044-10b1-426f-9247-bb680e5fe0c",
            "invalid group length in group 5: expected 12 hex digits, found 11",
            "invalid group length in group 4: expected 12, found 11",
        ),
        (
            "{67e55044-10b1-426f-9247-bb680e5fe0c}",
            "invalid group length in group 5: expected 12 hex digits, found 11",
            "invalid group length in group 4: expected 12, found 13",
        ),
        // A hyphen in the wrong place of a 36-character string is named as such.
        (
            "67e5504-410b1-426f-9247-bb680e5fe0c8",
            "misplaced hyphen at position 7: hyphens belong at positions 8, 13, 18 and 23",
            "invalid group length in group 0: expected 8, found 7",
        ),
        (
            "67e55044x10b1-426f-9247-bb680e5fe0c8",
            "missing hyphen at position 8: expected `-`, found `x`",
            "invalid character: found `x` at 8",
        ),
        // A prefix that is almost `urn:uuid:`.
        (
            "urn:uid:67e55044-10b1-426f-9247-bb680e5fe0c8",
            "invalid URN prefix: expected `urn:uuid:`",
            "invalid character: found `u` at 0",
        ),
        // The simple form in braces: the length is what is wrong.
        (
            "{67e5504410b1426f9247bb680e5fe0c8}",
            "invalid length: expected 32, 36, 38 or 45 characters, found 34",
            "invalid group count: expected 5, found 1",
        ),
        // Characters, not bytes: 23 characters, 46 bytes.
        (
            "ééééééééééééééééééééééé",
            "not a UUID: expected 32, 36, 38 or 45 characters of hex digits and hyphens, \
             found 23 characters",
            "invalid length: found 46",
        ),
        // Whitespace around the UUID is named; control characters are escaped, so the
        // message stays on one line.
        (
            "67e55044-10b1-426f-9247-bb680e5fe0c8\n",
            "unexpected whitespace `\\n` at position 36: remove the whitespace around the UUID",
            "invalid character: found `\n` at 36",
        ),
    ];
    for (input, ours, theirs) in cases {
        assert_eq!(
            Uuid::parse_str(input).unwrap_err().to_string(),
            ours,
            "{input:?}"
        );
        assert_eq!(
            uuid::Uuid::parse_str(input).unwrap_err().to_string(),
            theirs,
            "{input:?}"
        );
    }
}

#[test]
fn text_output_matches_the_uuid_crate_except_for_padding() {
    let mut rng = TestRng::from_seed(RngAlgorithm::XorShift, &SEED);
    for _ in 0..scaled(1000) {
        let ours = random_uuid(&mut rng);
        let theirs = ours.to_uuid_crate();
        let pairs = [
            (ours.to_string(), theirs.to_string()),
            (format!("{ours:?}"), format!("{theirs:?}")),
            (format!("{ours:X}"), format!("{theirs:X}")),
            (ours.simple().to_string(), theirs.simple().to_string()),
            (
                format!("{:X}", ours.simple()),
                format!("{:X}", theirs.simple()),
            ),
            (ours.braced().to_string(), theirs.braced().to_string()),
            (
                format!("{:X}", ours.braced()),
                format!("{:X}", theirs.braced()),
            ),
            (ours.urn().to_string(), theirs.urn().to_string()),
            (format!("{:X}", ours.urn()), format!("{:X}", theirs.urn())),
        ];
        for (ours, theirs) in pairs {
            assert_eq!(ours, theirs);
        }
    }
    // Ours honours width, fill and alignment; the `uuid` crate writes the text as is.
    let id = Uuid::NAMESPACE_DNS;
    let text = "6ba7b810-9dad-11d1-80b4-00c04fd430c8";
    assert_eq!(format!("{id:>40}"), format!("    {text}"));
    assert_eq!(format!("{:>40}", id.to_uuid_crate()), text);
}
