//! The TypeID text form (spec v0.3.0): the specification's own conformance vectors,
//! an independent reference encoder and decoder, the exact errors, and round trips.

use proptest::prelude::*;
use serde::Deserialize;
use uuid_runtime::Uuid;
use uuid_runtime::typeid::{
    MAX_PREFIX_LENGTH, PrefixErrorKind, TypeId, TypeIdError, TypeIdErrorKind, TypeIdSuffix,
    check_prefix,
};

const VALID_YAML: &str = include_str!("../vectors/typeid/valid.yml");
const INVALID_YAML: &str = include_str!("../vectors/typeid/invalid.yml");

const ALPHABET: &str = "0123456789abcdefghjkmnpqrstvwxyz";

/// A TypeID's prefix and UUID, through `TypeId::parse_str`.
fn parse(s: &str) -> Result<(&str, Uuid), TypeIdError> {
    TypeId::parse_str(s).map(|id| (id.prefix(), id.into_uuid()))
}

/// A suffix's UUID, through the `const` `TypeIdSuffix::try_parse`.
fn decode_suffix(s: &str) -> Result<Uuid, TypeIdError> {
    TypeIdSuffix::try_parse(s).map(TypeIdSuffix::into_uuid)
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ValidCase {
    name: String,
    typeid: String,
    prefix: String,
    uuid: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct InvalidCase {
    name: String,
    typeid: String,
    description: String,
}

/// The number of cases in a vector file, counted without the YAML parser, so that a
/// parser that silently skipped entries would be caught.
fn case_count(yaml: &str) -> usize {
    yaml.lines()
        .filter(|line| line.starts_with("- name:"))
        .count()
}

fn valid_cases() -> Vec<ValidCase> {
    let cases: Vec<ValidCase> = serde_yaml_ng::from_str(VALID_YAML).expect("valid.yml parses");
    assert_eq!(cases.len(), case_count(VALID_YAML));
    assert!(!cases.is_empty());
    cases
}

fn invalid_cases() -> Vec<InvalidCase> {
    let cases: Vec<InvalidCase> =
        serde_yaml_ng::from_str(INVALID_YAML).expect("invalid.yml parses");
    assert_eq!(cases.len(), case_count(INVALID_YAML));
    assert!(!cases.is_empty());
    cases
}

// --- An independent reference: arithmetic on u128 rather than bit groups ------------

/// Encodes by repeated division by 32, then pads with `0` to 26 digits.
fn reference_encode(uuid: Uuid) -> String {
    let mut value = uuid.as_u128();
    let mut digits = Vec::new();
    while value > 0 {
        digits.push(ALPHABET.as_bytes()[(value % 32) as usize]);
        value /= 32;
    }
    digits.resize(26, b'0');
    digits.reverse();
    String::from_utf8(digits).unwrap()
}

/// Decodes with checked multiplication, so overflow shows up as `None` without any
/// rule about the first digit.
fn reference_decode(suffix: &str) -> Option<Uuid> {
    if suffix.chars().count() != 26 {
        return None;
    }
    suffix
        .chars()
        .try_fold(0u128, |value, c| {
            let digit = ALPHABET.find(c)? as u128;
            value.checked_mul(32)?.checked_add(digit)
        })
        .map(Uuid::from_u128)
}

// --- The conformance vectors ---------------------------------------------------------

#[test]
fn valid_vectors_decode_and_encode_back() {
    for case in valid_cases() {
        let expected_uuid = Uuid::parse_str(&case.uuid)
            .unwrap_or_else(|err| panic!("{}: bad UUID in the vector: {err}", case.name));

        let (prefix, uuid) =
            parse(&case.typeid).unwrap_or_else(|err| panic!("{}: {err}", case.name));
        assert_eq!(prefix, case.prefix, "{}", case.name);
        assert_eq!(uuid, expected_uuid, "{}", case.name);

        let id = TypeId::new(&case.prefix, expected_uuid)
            .unwrap_or_else(|err| panic!("{}: {err}", case.name));
        assert_eq!(id.to_string(), case.typeid, "{}", case.name);
        assert_eq!(TypeId::parse_str(&case.typeid), Ok(id), "{}", case.name);
        assert_eq!(
            (id.prefix(), id.into_uuid()),
            (case.prefix.as_str(), expected_uuid),
            "{}",
            case.name
        );

        let suffix = &case.typeid[case.typeid.len() - TypeIdSuffix::LENGTH..];
        assert_eq!(decode_suffix(suffix), Ok(expected_uuid), "{}", case.name);
        assert_eq!(
            expected_uuid.typeid_suffix().to_string(),
            suffix,
            "{}",
            case.name
        );
        assert_eq!(reference_encode(expected_uuid), suffix, "{}", case.name);
    }
}

#[test]
fn a_suffix_converts_to_its_uuid_and_back() {
    for uuid in [
        Uuid::MAX,
        Uuid::from_u128(0x01890a5d_ac96_774b_bcce_b302099a8057),
    ] {
        let suffix = TypeIdSuffix::from(uuid);
        assert_eq!(suffix, uuid.typeid_suffix());
        assert_eq!(suffix, TypeIdSuffix::from_uuid(uuid));
        assert_eq!(*suffix.as_uuid(), uuid);
        assert_eq!(Uuid::from(suffix), uuid);
    }
}

/// What each invalid vector must be rejected for: the kind and the character position.
fn expected_rejection(name: &str) -> (TypeIdErrorKind, usize) {
    use PrefixErrorKind::{EndsWithUnderscore, InvalidCharacter, StartsWithUnderscore, TooLong};
    use TypeIdErrorKind::{
        EmptyPrefix, InvalidSuffixCharacter, Prefix, SuffixLength, SuffixOverflow,
    };
    let prefix_char = |found, position| (Prefix(InvalidCharacter { found }), position);
    match name {
        "prefix-uppercase" => prefix_char('P', 0),
        "prefix-numeric" => prefix_char('1', 0),
        "prefix-period" => prefix_char('.', 3),
        "prefix-non-ascii" => prefix_char('é', 2),
        "prefix-spaces" => prefix_char(' ', 0),
        "prefix-64-chars" => (Prefix(TooLong { found: 64 }), 0),
        "separator-empty-prefix" | "separator-empty" => (EmptyPrefix, 0),
        "suffix-short" => (SuffixLength { found: 25 }, 7),
        "suffix-long" => (SuffixLength { found: 27 }, 7),
        "suffix-spaces" => (InvalidSuffixCharacter { found: ' ' }, 32),
        "suffix-uppercase" => (InvalidSuffixCharacter { found: 'A' }, 17),
        "suffix-hyphens" => (InvalidSuffixCharacter { found: '-' }, 16),
        "suffix-wrong-alphabet" => (InvalidSuffixCharacter { found: 'o' }, 7),
        "suffix-ambiguous-crockford" => (InvalidSuffixCharacter { found: 'i' }, 7),
        "suffix-hyphens-crockford" => (SuffixLength { found: 28 }, 7),
        "suffix-overflow" => (SuffixOverflow { found: '8' }, 7),
        "prefix-underscore-start" => (Prefix(StartsWithUnderscore), 0),
        "prefix-underscore-end" => (Prefix(EndsWithUnderscore), 6),
        "empty" => (SuffixLength { found: 0 }, 0),
        "prefix-empty" => (SuffixLength { found: 0 }, 7),
        other => panic!("invalid vector `{other}` has no expected rejection in this test"),
    }
}

#[test]
fn invalid_vectors_are_rejected_for_the_right_reason() {
    for case in invalid_cases() {
        let err = parse(&case.typeid).expect_err(&format!(
            "{} must be rejected: {}",
            case.name, case.description
        ));
        let (kind, position) = expected_rejection(&case.name);
        assert_eq!(err.kind(), kind, "{}", case.name);
        assert_eq!(err.position(), position, "{}", case.name);
        assert_eq!(TypeId::parse_str(&case.typeid), Err(err), "{}", case.name);
        assert_one_line_message(&err);
    }
}

// --- Exact errors ---------------------------------------------------------------------

fn parse_err(s: &str) -> TypeIdError {
    parse(s).expect_err(s)
}

fn assert_one_line_message(err: &TypeIdError) {
    let message = err.to_string();
    assert!(!message.contains('\n'), "{message:?}");
    assert!(!message.ends_with('.'), "{message:?}");
    assert!(
        message.starts_with(|c: char| c.is_ascii_lowercase()),
        "{message:?}"
    );
}

#[test]
fn prefix_errors_read_well_on_their_own() {
    assert_eq!(
        check_prefix("Account").unwrap_err().to_string(),
        "invalid character `A` at position 0 in the prefix: expected a lowercase ASCII letter or `_`"
    );
    assert_eq!(
        check_prefix("user\n").unwrap_err().to_string(),
        "invalid character `\\n` at position 4 in the prefix: expected a lowercase ASCII letter or `_`"
    );
    assert_eq!(
        check_prefix(&"a".repeat(64)).unwrap_err().to_string(),
        "prefix too long: expected at most 63 characters, found 64"
    );
    assert_eq!(
        check_prefix("_user").unwrap_err().to_string(),
        "prefix starts with `_` at position 0: expected a lowercase ASCII letter first"
    );
    assert_eq!(
        check_prefix("user_").unwrap_err().to_string(),
        "prefix ends with `_` at position 4: expected a lowercase ASCII letter last"
    );
    assert_eq!(
        check_prefix("_").unwrap_err().kind(),
        PrefixErrorKind::StartsWithUnderscore
    );
    assert_eq!(check_prefix(""), Ok(()));
    assert_eq!(check_prefix("a"), Ok(()));
    assert_eq!(check_prefix("a_b__c"), Ok(()));
    assert_eq!(check_prefix(&"z".repeat(MAX_PREFIX_LENGTH)), Ok(()));
}

#[test]
fn prefix_errors_count_characters_not_bytes() {
    // 64 two-byte characters: too long by characters, not only by bytes.
    let err = check_prefix(&"é".repeat(64)).unwrap_err();
    assert_eq!(err.kind(), PrefixErrorKind::TooLong { found: 64 });
    assert_eq!((err.position(), err.span()), (0, 0..64));
    // 63 two-byte characters fit the length; the first one is the bad character.
    let err = check_prefix(&"é".repeat(63)).unwrap_err();
    assert_eq!(err.kind(), PrefixErrorKind::InvalidCharacter { found: 'é' });
    assert_eq!((err.position(), err.span()), (0, 0..1));
    let err = check_prefix("ab🦀").unwrap_err();
    assert_eq!(
        err.kind(),
        PrefixErrorKind::InvalidCharacter { found: '🦀' }
    );
    assert_eq!((err.position(), err.span()), (2, 2..3));
    assert_eq!(err.character(), Some('🦀'));
    let err = parse_err("préfix_00000000000000000000000000");
    assert_eq!(
        err.to_string(),
        "invalid character `é` at position 2 in the prefix: expected a lowercase ASCII letter or `_`"
    );
    assert_eq!(err.character(), Some('é'));
}

#[test]
fn each_parse_error_kind_has_its_exact_message() {
    let cases = [
        (
            "_00000000000000000000000000",
            "empty prefix before the `_` at position 0: a TypeID without a prefix is the bare suffix",
        ),
        (
            "user_0000",
            "invalid suffix length at position 5: expected 26 characters, found 4",
        ),
        (
            "",
            "invalid suffix length at position 0: expected 26 characters, found 0",
        ),
        (
            "user_0000000000000000000000000l",
            "invalid character `l` at position 30: \
             expected a lowercase Crockford base32 digit, one of `0123456789abcdefghjkmnpqrstvwxyz`",
        ),
        (
            "user_9zzzzzzzzzzzzzzzzzzzzzzzzz",
            "suffix overflow at position 5: the first digit `9` is above `7`, \
             so the value would not fit in 128 bits",
        ),
        (
            "user__00000000000000000000000000",
            "prefix ends with `_` at position 4: expected a lowercase ASCII letter last",
        ),
        (
            "User_00000000000000000000000000",
            "invalid character `U` at position 0 in the prefix: expected a lowercase ASCII letter or `_`",
        ),
    ];
    for (input, message) in cases {
        let err = parse_err(input);
        assert_eq!(err.to_string(), message, "{input:?}");
        assert_one_line_message(&err);
    }
}

#[test]
fn suffix_errors_name_whole_characters_at_character_positions() {
    // 26 characters, one of them two bytes long: a bad character, not a bad length.
    let input = format!("user_{}é{}", "0".repeat(10), "0".repeat(15));
    let err = parse_err(&input);
    assert_eq!(
        err.kind(),
        TypeIdErrorKind::InvalidSuffixCharacter { found: 'é' }
    );
    assert_eq!(err.position(), 15);
    assert_eq!(
        err.to_string(),
        "invalid character `é` at position 15: \
         expected a lowercase Crockford base32 digit, one of `0123456789abcdefghjkmnpqrstvwxyz`"
    );

    // 26 bytes but 23 characters: the length is counted in characters.
    let err = parse_err("🦀0000000000000000000000");
    assert_eq!(err.kind(), TypeIdErrorKind::SuffixLength { found: 23 });
    assert_eq!(err.position(), 0);

    // Without a prefix the positions start at the suffix.
    let err = decode_suffix("0000000000000000000000000🦀").unwrap_err();
    assert_eq!(
        err.kind(),
        TypeIdErrorKind::InvalidSuffixCharacter { found: '🦀' }
    );
    assert_eq!(err.position(), 25);
    assert_eq!(err.character(), Some('🦀'));

    // No case folding: uppercase is rejected where lowercase is accepted.
    assert!(decode_suffix("01h455vb4pex5vsknk084sn02q").is_ok());
    let err = decode_suffix("01H455VB4PEX5VSKNK084SN02Q").unwrap_err();
    assert_eq!(
        err.kind(),
        TypeIdErrorKind::InvalidSuffixCharacter { found: 'H' }
    );
    assert_eq!(err.position(), 2);
}

#[test]
fn the_first_digit_limits_the_value_to_128_bits() {
    for first in ALPHABET.chars() {
        let suffix = format!("{first}zzzzzzzzzzzzzzzzzzzzzzzzz");
        let decoded = decode_suffix(&suffix);
        assert_eq!(decoded.ok(), reference_decode(&suffix), "{suffix}");
        if first > '7' {
            let err = decoded.unwrap_err();
            assert_eq!(err.kind(), TypeIdErrorKind::SuffixOverflow { found: first });
            assert_eq!(err.position(), 0);
        }
    }
    assert_eq!(decode_suffix("7zzzzzzzzzzzzzzzzzzzzzzzzz"), Ok(Uuid::MAX));
}

#[test]
fn errors_are_plain_std_errors() {
    let err = parse_err("user_");
    let dyn_err: &dyn std::error::Error = &err;
    assert!(dyn_err.source().is_none());
    let copy = err;
    assert_eq!(copy, err);
    let prefix_err = check_prefix("A").unwrap_err();
    let typeid_err = TypeIdError::from(prefix_err);
    assert_eq!(
        typeid_err.kind(),
        TypeIdErrorKind::Prefix(prefix_err.kind())
    );
    assert_eq!(typeid_err.span(), prefix_err.span());
    assert_eq!(typeid_err.to_string(), prefix_err.to_string());
}

#[test]
fn display_pads_the_whole_typeid() {
    let id = TypeId::new("user", Uuid::from_u128(1)).unwrap();
    assert_eq!(format!("[{id:>33}]"), "[  user_00000000000000000000000001]");
    assert_eq!(
        format!("[{:<27}]", Uuid::NIL.typeid_suffix()),
        "[00000000000000000000000000 ]"
    );
    let longest = "q".repeat(MAX_PREFIX_LENGTH);
    let id = TypeId::new(&longest, Uuid::MAX).unwrap();
    let mut buf = [0; TypeId::MAX_LENGTH];
    assert_eq!(
        &*id.encode(&mut buf),
        format!("{longest}_7zzzzzzzzzzzzzzzzzzzzzzzzz")
    );
}

// --- Properties ------------------------------------------------------------------------

fn prefix_strategy() -> impl Strategy<Value = String> {
    "([a-z]([a-z_]{0,61}[a-z])?)?"
}

fn uuid_strategy() -> impl Strategy<Value = Uuid> {
    any::<u128>().prop_map(Uuid::from_u128)
}

/// Strings close to TypeIDs: letters of both cases, `_`, digits, a few non-ASCII
/// characters and separators, so that every check in the parser is reached.
fn near_typeid_strategy() -> impl Strategy<Value = String> {
    "[a-zA-Z_é]{0,4}_?[_0-9a-zA-Z é🦀-]{0,30}"
}

/// The shape every error has, in `s`: the position starts the span, the span lies in
/// the input, a character named is the one at the position, an error with an empty
/// span is at the end of the input, and a message that says "position N" says
/// `position()`.
fn check_error_shape(s: &str, err: &TypeIdError) -> Result<(), TestCaseError> {
    let chars = s.chars().count();
    let span = err.span();
    prop_assert_eq!(span.start, err.position());
    prop_assert!(span.end <= chars, "{:?} in {:?}", span, s);
    if let Some(found) = err.character() {
        prop_assert_eq!(span.len(), 1);
        prop_assert_eq!(s.chars().nth(err.position()), Some(found));
    }
    if span.is_empty() {
        prop_assert_eq!(err.position(), chars);
        prop_assert_eq!(err.character(), None);
    }
    let message = err.to_string();
    if let Some((_, after)) = message.split_once("position ") {
        let number: String = after.chars().take_while(char::is_ascii_digit).collect();
        prop_assert_eq!(
            number.parse::<usize>().ok(),
            Some(err.position()),
            "{}",
            message
        );
    }
    Ok(())
}

#[test]
fn errors_at_the_end_of_the_input_point_past_the_last_character() {
    for (input, position) in [("", 0), ("user_", 5), ("a_b_", 4), ("user_account_", 13)] {
        let err = parse_err(input);
        assert_eq!(
            err.kind(),
            TypeIdErrorKind::SuffixLength { found: 0 },
            "{input:?}"
        );
        assert_eq!(err.position(), position, "{input:?}");
        assert_eq!(err.span(), position..position, "{input:?}");
        assert_eq!(err.character(), None, "{input:?}");
        check_error_shape(input, &err).unwrap();
    }
    assert_eq!(
        parse_err("user_").to_string(),
        "invalid suffix length at position 5: expected 26 characters, found 0"
    );
    let err = decode_suffix("").unwrap_err();
    assert_eq!(
        (err.position(), err.span(), err.character()),
        (0, 0..0, None)
    );
}

#[test]
fn every_error_kind_has_the_common_shape() {
    for input in [
        "_00000000000000000000000000",
        "user_0000",
        "user_0000000000000000000000000l",
        "user_9zzzzzzzzzzzzzzzzzzzzzzzzz",
        "user__00000000000000000000000000",
        "User_00000000000000000000000000",
        "_user_00000000000000000000000000",
        "préfix_00000000000000000000000000",
        &format!("{}_00000000000000000000000000", "a".repeat(70)),
        "user_0000000000000000000000000\u{e9}",
    ] {
        check_error_shape(input, &parse_err(input)).unwrap();
    }
    // A suffix error's position counts from the start of the whole text, and the
    // message says the same number.
    let err = parse_err("user_01h455vb4pex5vsknk084sn0-q");
    assert_eq!(err.position(), 29);
    assert!(err.to_string().contains("at position 29:"), "{err}");
}

/// Checks what any result of `parse` must satisfy, valid or not.
fn check_parse_result(s: &str) -> Result<(), TestCaseError> {
    match parse(s) {
        Ok((prefix, uuid)) => {
            // Valid text is canonical: it encodes back to itself.
            prop_assert_eq!(TypeId::new(prefix, uuid).unwrap().to_string(), s);
        }
        Err(err) => {
            let message = err.to_string();
            prop_assert!(
                !message.contains('\n') && !message.ends_with('.'),
                "{}",
                message
            );
            prop_assert!(err.position() <= s.chars().count());
            // Where the error names a character, it is the one at its position.
            if let TypeIdErrorKind::InvalidSuffixCharacter { found }
            | TypeIdErrorKind::Prefix(PrefixErrorKind::InvalidCharacter { found }) = err.kind()
            {
                prop_assert_eq!(s.chars().nth(err.position()), Some(found));
            }
            check_error_shape(s, &err)?;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(uuid_test_support::scaled(2000) as u32))]

    #[test]
    fn display_then_parse_gives_back_prefix_and_uuid(
        prefix in prefix_strategy(),
        uuid in uuid_strategy(),
    ) {
        let id = TypeId::new(&prefix, uuid).unwrap();
        let text = id.to_string();
        prop_assert_eq!(parse(&text), Ok((prefix.as_str(), uuid)));
        prop_assert_eq!(TypeId::parse_str(&text), Ok(id));
        let expected = if prefix.is_empty() {
            reference_encode(uuid)
        } else {
            format!("{prefix}_{}", reference_encode(uuid))
        };
        prop_assert_eq!(text, expected);
    }

    #[test]
    fn suffix_encoding_matches_the_reference(uuid in uuid_strategy()) {
        let suffix = uuid.typeid_suffix();
        let mut buf = [0; TypeIdSuffix::LENGTH];
        let text = suffix.encode(&mut buf).to_owned();
        prop_assert_eq!(&text, &reference_encode(uuid));
        prop_assert_eq!(&suffix.to_ascii()[..], text.as_bytes());
        prop_assert_eq!(decode_suffix(&text), Ok(uuid));
    }

    #[test]
    fn suffix_decoding_matches_the_reference(suffix in "[0-9a-z]{26}") {
        prop_assert_eq!(decode_suffix(&suffix).ok(), reference_decode(&suffix));
    }

    #[test]
    fn arbitrary_strings_give_errors_not_panics(s in any::<String>()) {
        check_parse_result(&s)?;
    }

    #[test]
    fn near_typeids_give_errors_not_panics(s in near_typeid_strategy()) {
        check_parse_result(&s)?;
    }

    #[test]
    fn prefix_errors_have_the_common_shape(s in "[a-z_A-Z0-9é]{0,70}") {
        if let Err(err) = check_prefix(&s) {
            let span = err.span();
            prop_assert_eq!(span.start, err.position());
            prop_assert!(!span.is_empty() && span.end <= s.chars().count());
            if let Some(found) = err.character() {
                prop_assert_eq!(s.chars().nth(err.position()), Some(found));
            }
            // Within a TypeID the prefix starts the text: the same error, same place.
            let text = format!("{s}_00000000000000000000000000");
            if !s.is_empty() && !s.contains('_') {
                let typeid_err = parse(&text).unwrap_err();
                prop_assert_eq!(typeid_err.kind(), TypeIdErrorKind::Prefix(err.kind()));
                prop_assert_eq!(typeid_err.span(), span);
            }
        }
    }

    #[test]
    fn check_prefix_agrees_with_the_grammar(s in "[a-z_A-Z0-9é]{0,70}") {
        let is_letter = |c: char| c.is_ascii_lowercase();
        let grammatical = s.chars().count() <= MAX_PREFIX_LENGTH
            && s.chars().all(|c| is_letter(c) || c == '_')
            && !s.starts_with('_')
            && !s.ends_with('_');
        prop_assert_eq!(check_prefix(&s).is_ok(), grammatical, "{:?}", s);
    }
}
