//! `Uuid::parse_str`: the four accepted forms, and the exact error (kind, position,
//! span, character, message) for each way a string can fail to be a UUID.

use std::ops::Range;
use std::str::FromStr;

use uuid_runtime::{Error, Uuid, UuidErrorKind};

const ID: u128 = 0x67e55044_10b1_426f_9247_bb680e5fe0c8;

/// Parses `input`, expecting it to fail, and checks every part of the error.
#[track_caller]
fn assert_error(input: &str, kind: UuidErrorKind, span: Range<usize>, message: &str) {
    let err = Uuid::parse_str(input).expect_err(input);
    assert_eq!(err.kind(), kind, "kind for {input:?}");
    assert_eq!(err.position(), span.start, "position for {input:?}");
    assert_eq!(err.span(), span, "span for {input:?}");
    assert_eq!(err.to_string(), message, "message for {input:?}");
    let expected_character = match kind {
        UuidErrorKind::InvalidCharacter { found }
        | UuidErrorKind::MissingHyphen { found }
        | UuidErrorKind::SurroundingWhitespace { found }
        | UuidErrorKind::BracedUrn { found } => Some(found),
        _ => None,
    };
    assert_eq!(
        err.character(),
        expected_character,
        "character for {input:?}"
    );
    if let Some(c) = expected_character {
        // The character is the one at the reported position, counted in characters.
        assert_eq!(input.chars().nth(err.position()), Some(c), "{input:?}");
    }
}

#[test]
fn the_four_forms_in_any_case() {
    let valid = [
        "67e55044-10b1-426f-9247-bb680e5fe0c8",
        "67e5504410b1426f9247bb680e5fe0c8",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        "urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
        "67E55044-10B1-426F-9247-BB680E5FE0C8",
        "67E5504410b1426F9247bB680e5Fe0C8",
        "{67E55044-10B1-426F-9247-BB680E5FE0C8}",
        "urn:uuid:67E55044-10b1-426F-9247-bb680E5FE0C8",
        "URN:UUID:67e55044-10b1-426f-9247-bb680e5fe0c8",
        "Urn:Uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
        "uRN:uuID:67E55044-10B1-426F-9247-BB680E5FE0C8",
    ];
    for input in valid {
        assert_eq!(Uuid::parse_str(input), Ok(Uuid::from_u128(ID)), "{input}");
    }
}

#[test]
fn every_hex_digit_in_every_place() {
    let hex = "0123456789abcdefABCDEF";
    for digit in hex.chars() {
        let value = u128::from(digit.to_digit(16).unwrap());
        let simple: String = std::iter::repeat_n(digit, 32).collect();
        let expected = Uuid::from_u128(value * (u128::MAX / 15));
        assert_eq!(Uuid::parse_str(&simple), Ok(expected), "{simple}");
        // One digit in an otherwise zero UUID, at each position of the simple form (every
        // fourth under Miri, in both halves of the text).
        for place in uuid_test_support::sampled(0..32, 4) {
            let mut one = "0".repeat(32);
            one.replace_range(place..=place, &digit.to_string());
            let shift = 4 * (31 - place);
            assert_eq!(
                Uuid::parse_str(&one),
                Ok(Uuid::from_u128(value << shift)),
                "{one}"
            );
        }
    }
    assert_eq!(Uuid::parse_str(&"0".repeat(32)), Ok(Uuid::NIL));
    assert_eq!(
        Uuid::parse_str("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"),
        Ok(Uuid::MAX)
    );
}

#[test]
fn empty() {
    assert_error(
        "",
        UuidErrorKind::Empty,
        0..0,
        "empty string: expected a UUID",
    );
}

#[test]
fn invalid_ascii_character() {
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5fe0cg",
        UuidErrorKind::InvalidCharacter { found: 'g' },
        35..36,
        "invalid character `g` at position 35: expected a hex digit",
    );
    assert_error(
        "x7e5504410b1426f9247bb680e5fe0c8",
        UuidErrorKind::InvalidCharacter { found: 'x' },
        0..1,
        "invalid character `x` at position 0: expected a hex digit",
    );
    // The first bad character is reported, wherever it is; here the length is wrong too.
    assert_error(
        "67e55044-10b1-4G6f-9247-bb680e5fe0c8-zz",
        UuidErrorKind::InvalidCharacter { found: 'G' },
        15..16,
        "invalid character `G` at position 15: expected a hex digit",
    );
    assert_error(
        "{67e55044-10b1-426f-9247-bb680e5fe0c+}",
        UuidErrorKind::InvalidCharacter { found: '+' },
        36..37,
        "invalid character `+` at position 36: expected a hex digit",
    );
    assert_error(
        "urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0_8",
        UuidErrorKind::InvalidCharacter { found: '_' },
        43..44,
        "invalid character `_` at position 43: expected a hex digit",
    );
}

#[test]
fn invalid_non_ascii_character_is_one_whole_char() {
    // 35 characters, 36 bytes: the length in bytes of the hyphenated form.
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5fe0é",
        UuidErrorKind::InvalidCharacter { found: 'é' },
        34..35,
        "invalid character `é` at position 34: expected a hex digit",
    );
    // 36 characters, 39 bytes; the span is one character wide, not four bytes. A wide
    // character is escaped in the message, so that it takes the columns it is counted as.
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5fe0c🦀",
        UuidErrorKind::InvalidCharacter { found: '🦀' },
        35..36,
        "invalid character `\\u{1f980}` at position 35: expected a hex digit",
    );
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5féc8",
        UuidErrorKind::InvalidCharacter { found: 'é' },
        32..33,
        "invalid character `é` at position 32: expected a hex digit",
    );
    // A combining accent is a character of its own.
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5fe0ce\u{301}",
        UuidErrorKind::InvalidCharacter { found: '\u{301}' },
        36..37,
        // Escaped, so that it cannot combine with the backtick before it.
        "invalid character `\\u{301}` at position 36: expected a hex digit",
    );
}

#[test]
fn positions_count_characters_not_bytes() {
    // The `}` is the fourth character but starts at byte 6.
    assert_error(
        "ééé}",
        UuidErrorKind::MissingOpeningBrace,
        3..4,
        "unbalanced braces: the closing `}` has no opening `{`",
    );
    assert_error(
        "🦀🦀}",
        UuidErrorKind::MissingOpeningBrace,
        2..3,
        "unbalanced braces: the closing `}` has no opening `{`",
    );
}

#[test]
fn control_characters_are_escaped_in_messages() {
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5f\n0c8",
        UuidErrorKind::InvalidCharacter { found: '\n' },
        32..33,
        "invalid character `\\n` at position 32: expected a hex digit",
    );
    // Terminal escapes and bidirectional controls cannot act on the terminal.
    assert_error(
        "67e55044-10b1-426f-9247-bb680e\u{1b}]0c8",
        UuidErrorKind::InvalidCharacter { found: '\u{1b}' },
        30..31,
        "invalid character `\\u{1b}` at position 30: expected a hex digit",
    );
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5\u{202e}e0c8",
        UuidErrorKind::InvalidCharacter { found: '\u{202e}' },
        31..32,
        "invalid character `\\u{202e}` at position 31: expected a hex digit",
    );
    assert_error(
        "67e55044\t10b1-426f-9247-bb680e5fe0c8",
        UuidErrorKind::MissingHyphen { found: '\t' },
        8..9,
        "missing hyphen at position 8: expected `-`, found `\\t`",
    );
}

#[test]
fn surrounding_whitespace_is_named_as_such() {
    let message = |c: &str, at: usize| {
        format!(
            "unexpected whitespace `{c}` at position {at}: remove the whitespace around the UUID"
        )
    };
    assert_error(
        " 67e55044-10b1-426f-9247-bb680e5fe0c8",
        UuidErrorKind::SurroundingWhitespace { found: ' ' },
        0..1,
        &message(" ", 0),
    );
    assert_error(
        "67e5504410b1426f9247bb680e5fe0c8 ",
        UuidErrorKind::SurroundingWhitespace { found: ' ' },
        32..33,
        &message(" ", 32),
    );
    // The span covers the whole run; the character is its first.
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5fe0c8\r\n",
        UuidErrorKind::SurroundingWhitespace { found: '\r' },
        36..38,
        &message("\\r", 36),
    );
    assert_error(
        "\t\t{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        UuidErrorKind::SurroundingWhitespace { found: '\t' },
        0..2,
        &message("\\t", 0),
    );
    assert_error(
        "\u{a0}67e55044-10b1-426f-9247-bb680e5fe0c8",
        UuidErrorKind::SurroundingWhitespace { found: '\u{a0}' },
        0..1,
        &message("\\u{a0}", 0),
    );
    assert_error(
        " ",
        UuidErrorKind::SurroundingWhitespace { found: ' ' },
        0..1,
        &message(" ", 0),
    );
    // Inside the UUID, whitespace is a character out of place.
    assert_error(
        "67e55044 10b1 426f 9247 bb680e5fe0c8",
        UuidErrorKind::MissingHyphen { found: ' ' },
        8..9,
        "missing hyphen at position 8: expected `-`, found ` `",
    );
    assert_error(
        "{ 67e55044-10b1-426f-9247-bb680e5fe0c8}",
        UuidErrorKind::InvalidCharacter { found: ' ' },
        1..2,
        "invalid character ` ` at position 1: expected a hex digit",
    );
}

#[test]
fn text_that_is_not_shaped_like_a_uuid_is_one_error() {
    let message = |n: usize| {
        format!(
            "not a UUID: expected 32, 36, 38 or 45 characters of hex digits and hyphens, found {n} {}",
            if n == 1 { "character" } else { "characters" }
        )
    };
    for text in [
        "hello",
        "TODO",
        "not-a-uuid",
        "nope",
        "g",
        "é",
        "{hello}",
        "urn:uuid:hello",
    ] {
        let n = text.chars().count();
        assert_error(
            text,
            UuidErrorKind::NotAUuid { found: n },
            0..n,
            &message(n),
        );
    }
    // Shaped like a UUID (at least three in four characters are hex digits or hyphens):
    // the first bad character is reported.
    assert_error(
        "67e55044-10b1-4G6f-9247-bb680e5fe0c8-zz",
        UuidErrorKind::InvalidCharacter { found: 'G' },
        15..16,
        "invalid character `G` at position 15: expected a hex digit",
    );
    // At an accepted length, text is always diagnosed character by character.
    let thirty_two = "x".repeat(32);
    assert_error(
        &thirty_two,
        UuidErrorKind::InvalidCharacter { found: 'x' },
        0..1,
        "invalid character `x` at position 0: expected a hex digit",
    );
}

#[test]
fn errors_at_the_end_of_the_input_point_past_it() {
    // The position is the input's length, the span empty, and there is no character.
    for (input, kind) in [
        ("", UuidErrorKind::Empty),
        (
            "67e55044-10b1-426f-9247-",
            UuidErrorKind::InvalidGroupLength {
                group: 5,
                expected: 12,
                found: 0,
            },
        ),
        (
            "{67e55044-10b1-426f-9247-}",
            UuidErrorKind::InvalidGroupLength {
                group: 5,
                expected: 12,
                found: 0,
            },
        ),
    ] {
        let err = Uuid::parse_str(input).unwrap_err();
        let end = input.trim_end_matches('}').chars().count();
        assert_eq!(err.kind(), kind, "{input:?}");
        assert_eq!(err.position(), end, "{input:?}");
        assert_eq!(err.span(), end..end, "{input:?}");
        assert_eq!(err.character(), None, "{input:?}");
    }
}

#[test]
fn braces_inside_a_urn_are_named_as_such() {
    assert_error(
        "urn:uuid:{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        UuidErrorKind::BracedUrn { found: '{' },
        9..10,
        "braces are not allowed inside a URN: found `{` at position 9, \
         expected `urn:uuid:` and the hyphenated form",
    );
    assert_error(
        "URN:UUID:67e55044-10b1-426f-9247-bb680e5fe0c8}",
        UuidErrorKind::BracedUrn { found: '}' },
        45..46,
        "braces are not allowed inside a URN: found `}` at position 45, \
         expected `urn:uuid:` and the hyphenated form",
    );
}

#[test]
fn invalid_length() {
    let message =
        |n: usize| format!("invalid length: expected 32, 36, 38 or 45 characters, found {n}");
    assert_error(
        "67e5504410b1426f9247bb680e5fe0c",
        UuidErrorKind::InvalidLength { found: 31 },
        0..31,
        &message(31),
    );
    assert_error(
        "67e5504410b1426f9247bb680e5fe0c80",
        UuidErrorKind::InvalidLength { found: 33 },
        0..33,
        &message(33),
    );
    assert_error(
        "0",
        UuidErrorKind::InvalidLength { found: 1 },
        0..1,
        &message(1),
    );
    let long = "0".repeat(100);
    assert_error(
        &long,
        UuidErrorKind::InvalidLength { found: 100 },
        0..100,
        &message(100),
    );
}

#[test]
fn braced_and_urn_simple_forms_are_rejected() {
    let message =
        |n: usize| format!("invalid length: expected 32, 36, 38 or 45 characters, found {n}");
    assert_error(
        "{67e5504410b1426f9247bb680e5fe0c8}",
        UuidErrorKind::InvalidLength { found: 34 },
        0..34,
        &message(34),
    );
    assert_error(
        "urn:uuid:67e5504410b1426f9247bb680e5fe0c8",
        UuidErrorKind::InvalidLength { found: 41 },
        0..41,
        &message(41),
    );
    assert_error(
        "{}",
        UuidErrorKind::InvalidLength { found: 2 },
        0..2,
        &message(2),
    );
    // Braces around a URN are not a form either.
    assert!(Uuid::parse_str("{urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8}").is_err());
}

#[test]
fn invalid_group_length_in_each_group() {
    let message = |group: usize, expected: usize, found: usize| {
        format!(
            "invalid group length in group {group}: expected {expected} hex digits, found {found}"
        )
    };
    let cases = [
        ("67e5504-10b1-426f-9247-bb680e5fe0c8", 1, 8, 7, 0..7),
        ("67e55044-10b-426f-9247-bb680e5fe0c8", 2, 4, 3, 9..12),
        ("67e55044-10b1-426-9247-bb680e5fe0c8", 3, 4, 3, 14..17),
        ("67e55044-10b1-426f-92477-bb680e5fe0c8", 4, 4, 5, 19..24),
        ("67e55044-10b1-426f-9247-bb680e5fe0c", 5, 12, 11, 24..35),
        ("67e55044-10b1-426f-9247-bb680e5fe0c80", 5, 12, 13, 24..37),
        ("67e550441-10b1-426f-9247-bb680e5fe0c8", 1, 8, 9, 0..9),
        // An empty group: the span is empty, where the digits are missing.
        ("67e55044--10b1-426f-9247-bb680e5fe0c8", 2, 4, 0, 9..9),
        ("67e55044-", 2, 4, 0, 9..9),
        ("-67e55044-10b1-426f-9247-bb680e5fe0c8", 1, 8, 0, 0..0),
        // Positions count from the start of the whole string, past braces or prefix.
        ("{67e55044-10b1-426f-9247-bb680e5fe0c}", 5, 12, 11, 25..36),
        (
            "URN:UUID:67e55044-10b1-426f-9247-bb680e5fe0c",
            5,
            12,
            11,
            33..44,
        ),
        (
            "urn:uuid:67e5504-10b1-426f-9247-bb680e5fe0c8",
            1,
            8,
            7,
            9..16,
        ),
    ];
    for (input, group, expected, found, span) in cases {
        let kind = UuidErrorKind::InvalidGroupLength {
            group,
            expected,
            found,
        };
        assert_error(input, kind, span, &message(group, expected, found));
    }
}

#[test]
fn invalid_group_count() {
    let message = |n: usize| {
        format!(
            "invalid group count: expected 5 groups of hex digits separated by hyphens, found {n}"
        )
    };
    assert_error(
        "67e55044-10b1-426f-9247",
        UuidErrorKind::InvalidGroupCount { found: 4 },
        0..23,
        &message(4),
    );
    assert_error(
        "67e55044-10b1",
        UuidErrorKind::InvalidGroupCount { found: 2 },
        0..13,
        &message(2),
    );
    assert_error(
        "{67e55044-10b1-426f}",
        UuidErrorKind::InvalidGroupCount { found: 3 },
        1..19,
        &message(3),
    );
}

#[test]
fn misplaced_hyphen() {
    assert_error(
        "67e5504-410b1-426f-9247-bb680e5fe0c8",
        UuidErrorKind::MisplacedHyphen,
        7..8,
        "misplaced hyphen at position 7: hyphens belong at positions 8, 13, 18 and 23",
    );
    // The positions named are those of the whole string.
    assert_error(
        "{67e55044-10b1-426f-92-47bb680e5fe0c8}",
        UuidErrorKind::MisplacedHyphen,
        22..23,
        "misplaced hyphen at position 22: hyphens belong at positions 9, 14, 19 and 24",
    );
    // Five good groups, then a hyphen.
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5fe0c8-",
        UuidErrorKind::MisplacedHyphen,
        36..37,
        "misplaced hyphen at position 36: hyphens belong at positions 8, 13, 18 and 23",
    );
}

#[test]
fn misplaced_hyphen_inside_a_urn() {
    assert_error(
        "urn:uuid:67e55044-10b1-426f-9247-bb6-0e5fe0c8",
        UuidErrorKind::MisplacedHyphen,
        36..37,
        "misplaced hyphen at position 36: hyphens belong at positions 17, 22, 27 and 32",
    );
}

#[test]
fn missing_hyphen() {
    assert_error(
        "67e55044x10b1-426f-9247-bb680e5fe0c8",
        UuidErrorKind::MissingHyphen { found: 'x' },
        8..9,
        "missing hyphen at position 8: expected `-`, found `x`",
    );
    // A hex digit where the hyphen belongs: 36 characters, 33 of them digits.
    assert_error(
        "67e55044-10b1-426f092470bb680e5fe0c8",
        UuidErrorKind::MissingHyphen { found: '0' },
        18..19,
        "missing hyphen at position 18: expected `-`, found `0`",
    );
    assert_error(
        "{67e55044-10b1-426f-9247_bb680e5fe0c8}",
        UuidErrorKind::MissingHyphen { found: '_' },
        24..25,
        "missing hyphen at position 24: expected `-`, found `_`",
    );
    assert_error(
        "67e55044é10b1-426f-9247-bb680e5fe0c8",
        UuidErrorKind::MissingHyphen { found: 'é' },
        8..9,
        "missing hyphen at position 8: expected `-`, found `é`",
    );
}

#[test]
fn unbalanced_braces() {
    assert_error(
        "{67e55044-10b1-426f-9247-bb680e5fe0c8",
        UuidErrorKind::MissingClosingBrace,
        0..1,
        "unbalanced braces: the opening `{` has no closing `}`",
    );
    assert_error(
        "67e55044-10b1-426f-9247-bb680e5fe0c8}",
        UuidErrorKind::MissingOpeningBrace,
        36..37,
        "unbalanced braces: the closing `}` has no opening `{`",
    );
    assert_error(
        "{",
        UuidErrorKind::MissingClosingBrace,
        0..1,
        "unbalanced braces: the opening `{` has no closing `}`",
    );
    assert_error(
        "}",
        UuidErrorKind::MissingOpeningBrace,
        0..1,
        "unbalanced braces: the closing `}` has no opening `{`",
    );
}

#[test]
fn invalid_urn_prefix() {
    let message = "invalid URN prefix: expected `urn:uuid:`";
    let cases = [
        ("urn:uid:67e55044-10b1-426f-9247-bb680e5fe0c8", 0..8),
        ("uuid:67e55044-10b1-426f-9247-bb680e5fe0c8", 0..5),
        ("URN:UID:67e55044-10b1-426f-9247-bb680e5fe0c8", 0..8),
        ("urn:urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8", 0..13),
        ("urn:67e55044-10b1-426f-9247-bb680e5fe0c8", 0..4),
        ("guid:67e5504410b1426f9247bb680e5fe0c8", 0..5),
        // At the URN form's length: only `urn:uuid:` is its prefix.
        ("urn:guid:67e55044-10b1-426f-9247-bb680e5fe0c8", 0..9),
        (
            "urn:uuid:urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
            0..18,
        ),
    ];
    for (input, span) in cases {
        assert_error(input, UuidErrorKind::InvalidUrnPrefix, span, message);
    }
}

#[test]
fn the_urn_prefix_alone_is_an_invalid_length() {
    for input in ["urn:uuid:", "URN:UUID:"] {
        assert_error(
            input,
            UuidErrorKind::InvalidLength { found: 9 },
            0..9,
            "invalid length: expected 32, 36, 38 or 45 characters, found 9",
        );
    }
}

#[test]
fn a_colon_with_no_word_before_it_is_an_invalid_character() {
    // Not a URN prefix: a prefix starts with a letter.
    for input in [
        ":67e55044-10b1-426f-9247-bb680e5fe0c8",
        ":uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
    ] {
        assert_error(
            input,
            UuidErrorKind::InvalidCharacter { found: ':' },
            0..1,
            "invalid character `:` at position 0: expected a hex digit",
        );
    }
}

#[test]
fn suggestions_for_look_alike_characters() {
    let suggestion = |input: &str| Uuid::parse_str(input).unwrap_err().suggestion();
    assert_eq!(
        suggestion("67e55O44-10b1-426f-9247-bb680e5fe0c8"),
        Some('0')
    );
    assert_eq!(
        suggestion("67e55o44-10b1-426f-9247-bb680e5fe0c8"),
        Some('0')
    );
    assert_eq!(
        suggestion("67e55044-l0b1-426f-9247-bb680e5fe0c8"),
        Some('1')
    );
    assert_eq!(
        suggestion("67e55044-I0b1-426f-9247-bb680e5fe0c8"),
        Some('1')
    );
    assert_eq!(suggestion("67e55044-10b1-426f-9247-bb680e5fe0cg"), None);
    assert_eq!(suggestion("67e55044-10b1-426f-9247-bb680e5fe0c"), None);
    // Only for a character where a hex digit belongs.
    assert_eq!(suggestion("67e55044O10b1-426f-9247-bb680e5fe0c8"), None);
    let err = Uuid::parse_str("67e55O44-10b1-426f-9247-bb680e5fe0c8").unwrap_err();
    assert_eq!(err.kind(), UuidErrorKind::InvalidCharacter { found: 'O' });
    assert_eq!(err.position(), 5);
}

#[test]
fn from_str_and_try_from_agree_with_parse_str() {
    let inputs = [
        "67e55044-10b1-426f-9247-bb680e5fe0c8",
        "67E5504410B1426F9247BB680E5FE0C8",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        "URN:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
        "",
        "67e55044-10b1-426f-9247-bb680e5fe0cg",
        "67e55044-10b1-426f-9247-bb680e5fe0c",
        "urn:uid:67e55044-10b1-426f-9247-bb680e5fe0c8",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8",
        "é",
    ];
    for input in inputs {
        let parsed = Uuid::parse_str(input);
        assert_eq!(Uuid::from_str(input), parsed, "{input:?}");
        assert_eq!(input.parse::<Uuid>(), parsed, "{input:?}");
        assert_eq!(Uuid::try_from(input), parsed, "{input:?}");
    }
}

#[test]
fn try_parse_in_const_context() {
    const PARSED: Uuid = match Uuid::try_parse("urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8") {
        Ok(id) => id,
        Err(_) => panic!("valid"),
    };
    const ERROR: Error = match Uuid::try_parse("67e55044-10b1-426f-9247-bb680e5fe0cg") {
        Ok(_) => panic!("invalid"),
        Err(err) => err,
    };
    const POSITION: usize = ERROR.position();
    const FOUND: Option<char> = ERROR.character();
    assert_eq!(PARSED, Uuid::from_u128(ID));
    assert_eq!(POSITION, 35);
    assert_eq!(FOUND, Some('g'));
    assert_eq!(ERROR.kind(), UuidErrorKind::InvalidCharacter { found: 'g' });
}

#[test]
fn parse_error_is_a_std_error() {
    let err = Uuid::parse_str("").unwrap_err();
    let dynamic: &dyn std::error::Error = &err;
    assert!(dynamic.source().is_none());
    assert_eq!(dynamic.to_string(), "empty string: expected a UUID");
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(err);
    assert_eq!(boxed.to_string(), "empty string: expected a UUID");
}
