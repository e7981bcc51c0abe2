//! The compact text forms (ULID, base64url, base58, base62) and the adapters' `FromStr`:
//! round trips, agreement with independent implementations, order, and every error.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng};
use uuid_runtime::{
    Error, Uuid, UuidErrorKind,
    fmt::{Base58, Base62, Base64Url, Braced, Hyphenated, Simple, Ulid, Urn},
};
use uuid_test_support::scaled;

const BASE58: &[u8] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// `value` in 22 digits of `alphabet`, by repeated division: the plain arithmetic the
/// codec's chunked one must agree with.
fn positional(mut value: u128, alphabet: &[u8]) -> String {
    let base = alphabet.len() as u128;
    let mut digits = vec![alphabet[0]; 22];
    for digit in digits.iter_mut().rev() {
        *digit = alphabet[(value % base) as usize];
        value /= base;
    }
    assert_eq!(value, 0, "22 digits hold 128 bits");
    String::from_utf8(digits).unwrap()
}

/// The number 22 digits of `alphabet` spell, if it fits in 128 bits.
fn positional_value(text: &str, alphabet: &[u8]) -> Option<u128> {
    let base = alphabet.len() as u128;
    text.bytes().try_fold(0u128, |value, c| {
        let digit = alphabet.iter().position(|&d| d == c)? as u128;
        value.checked_mul(base)?.checked_add(digit)
    })
}

/// The same random values every run.
/// Each compact form's `const` parser (`Ulid::try_parse` and the others), to a `Uuid`.
fn parse_ulid(s: &str) -> Result<Uuid, Error> {
    Ulid::try_parse(s).map(Ulid::into_uuid)
}

fn parse_base64url(s: &str) -> Result<Uuid, Error> {
    Base64Url::try_parse(s).map(Base64Url::into_uuid)
}

fn parse_base58(s: &str) -> Result<Uuid, Error> {
    Base58::try_parse(s).map(Base58::into_uuid)
}

fn parse_base62(s: &str) -> Result<Uuid, Error> {
    Base62::try_parse(s).map(Base62::into_uuid)
}

fn rng() -> TestRng {
    TestRng::from_seed(RngAlgorithm::ChaCha, b"compact text forms, random value")
}

/// Values with every byte at its ends and leading zero bytes.
fn edge_values() -> Vec<u128> {
    let mut values = vec![0, 1, u128::MAX, u128::MAX - 1, 1 << 127, (1 << 127) - 1];
    for shift in (0..128).step_by(8) {
        values.push(1 << shift);
        values.push(u128::MAX >> shift);
        values.push(0xff << shift);
    }
    for nibble in 0..16u128 {
        values.push(nibble * 0x1111_1111_1111_1111_1111_1111_1111_1111);
    }
    values
}

/// Every form writes what its own `const` writer writes and reads it back, by every
/// reader (the `const fn` parser, `FromStr` of the adapter).
fn check_round_trips(value: u128) {
    let uuid = Uuid::from_u128(value);
    macro_rules! form {
        ($method:ident, $parse:ident, $form:ident) => {{
            let text = uuid.$method().to_string();
            assert_eq!(text.len(), $form::LENGTH);
            assert_eq!(text.as_bytes(), uuid.$method().to_ascii());
            assert_eq!(&*uuid.$method().encode(&mut [0; $form::LENGTH]), text);
            assert_eq!($parse(&text), Ok(uuid), "{text}");
            assert_eq!(text.parse::<$form>().map(Uuid::from), Ok(uuid), "{text}");
            text
        }};
    }
    let ulid = form!(ulid, parse_ulid, Ulid);
    // Read in either case; the lowercase text is the TypeID suffix.
    assert_eq!(parse_ulid(&ulid.to_lowercase()), Ok(uuid));
    assert_eq!(ulid.to_lowercase(), uuid.typeid_suffix().to_string());
    form!(base64url, parse_base64url, Base64Url);
    form!(base58, parse_base58, Base58);
    form!(base62, parse_base62, Base62);
}

#[test]
fn edge_values_round_trip_in_every_form() {
    for value in edge_values() {
        check_round_trips(value);
    }
    assert_eq!(Uuid::NIL.ulid().to_string(), "00000000000000000000000000");
    assert_eq!(Uuid::MAX.ulid().to_string(), "7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
    assert_eq!(Uuid::NIL.base64url().to_string(), "AAAAAAAAAAAAAAAAAAAAAA");
    assert_eq!(Uuid::MAX.base64url().to_string(), "_____________________w");
    assert_eq!(Uuid::NIL.base58().to_string(), "1111111111111111111111");
    assert_eq!(Uuid::MAX.base58().to_string(), "YcVfxkQb6JRzqk5kF2tNLv");
    assert_eq!(Uuid::NIL.base62().to_string(), "0000000000000000000000");
    assert_eq!(Uuid::MAX.base62().to_string(), "7n42DGM5Tflk9n8mt7Fhc7");
}

#[test]
fn display_pads_as_the_other_adapters() {
    let uuid = Uuid::from_u128(1);
    assert_eq!(format!("{:>24}", uuid.base58()), "  1111111111111111111112");
    assert_eq!(
        format!("{:-<28}|", uuid.ulid()),
        "00000000000000000000000001--|"
    );
    assert_eq!(format!("{:^24}", uuid.base62()), " 0000000000000000000001 ");
}

#[test]
fn ulid_agrees_with_the_ulid_crate() {
    let mut rng = rng();
    for _ in 0..scaled(100_000) {
        let value: u128 = rng.random();
        let theirs = ulid::Ulid(value);
        let ours = Uuid::from_u128(value);
        let text = ours.ulid().to_string();
        assert_eq!(text, theirs.to_string());
        assert_eq!(ulid::Ulid::from_string(&text), Ok(theirs));
        assert_eq!(parse_ulid(&theirs.to_string()), Ok(ours));
        assert_eq!(parse_ulid(&text.to_lowercase()), Ok(ours));
        assert_eq!(ulid::Ulid::from_string(&text.to_lowercase()), Ok(theirs));
    }
    // The spec's largest ULID is ours too.
    let max = "7ZZZZZZZZZZZZZZZZZZZZZZZZZ";
    assert_eq!(parse_ulid(max), Ok(Uuid::MAX));
    assert_eq!(ulid::Ulid::from_string(max), Ok(ulid::Ulid(u128::MAX)));
    // Above it the spec says overflow: the `ulid` crate 3.0 drops the top bits and reads
    // another value; ours refuses the text.
    let over = "8ZZZZZZZZZZZZZZZZZZZZZZZZZ";
    // 8 * 2^125 + (2^125 - 1), less 2^128.
    assert_eq!(
        ulid::Ulid::from_string(over),
        Ok(ulid::Ulid((1 << 125) - 1))
    );
    let err = parse_ulid(over).unwrap_err();
    assert_eq!((err.kind(), err.span()), (UuidErrorKind::Overflow, 0..1));
}

#[test]
fn a_v7_as_a_ulid_has_the_v7_millisecond_as_its_timestamp() {
    for _ in 0..scaled(1000) {
        let uuid = Uuid::now_v7();
        let ulid = ulid::Ulid::from_string(&uuid.ulid().to_string()).unwrap();
        let millis = uuid.get_timestamp().unwrap().to_unix_millis();
        assert_eq!(i128::from(ulid.timestamp_ms()), millis);
    }
}

#[test]
fn base64url_agrees_with_the_base64_crate() {
    let mut rng = rng();
    for value in edge_values()
        .into_iter()
        .chain((0..scaled(100_000)).map(|_| rng.random()))
    {
        let uuid = Uuid::from_u128(value);
        let theirs = URL_SAFE_NO_PAD.encode(uuid.as_bytes());
        assert_eq!(uuid.base64url().to_string(), theirs);
        assert_eq!(parse_base64url(&theirs), Ok(uuid));
        assert_eq!(URL_SAFE_NO_PAD.decode(&theirs).unwrap(), uuid.as_bytes());
    }
}

#[test]
fn base58_and_base62_agree_with_plain_arithmetic() {
    let mut rng = rng();
    for value in edge_values()
        .into_iter()
        .chain((0..scaled(100_000)).map(|_| rng.random()))
    {
        let uuid = Uuid::from_u128(value);
        for (text, alphabet, parsed) in [
            (
                uuid.base58().to_string(),
                BASE58,
                parse_base58 as fn(&str) -> _,
            ),
            (uuid.base62().to_string(), BASE62, parse_base62),
        ] {
            assert_eq!(text, positional(value, alphabet));
            assert_eq!(positional_value(&text, alphabet), Some(value));
            assert_eq!(parsed(&text), Ok(uuid));
        }
    }
    // base58 is the Bitcoin alphabet: bs58 writes the same digits, without our padding.
    let uuid = Uuid::from_u128(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef);
    let theirs = bs58::encode(uuid.as_bytes()).into_string();
    assert_eq!(uuid.base58().to_string().trim_start_matches('1'), theirs);
}

#[test]
fn ulid_base58_and_base62_sort_as_the_uuids_and_base64url_does_not() {
    let mut keys = vec![Uuid::NIL; scaled(4096)];
    Uuid::fill_v7(&mut keys);
    // Spread over the whole range too, not only one millisecond's run.
    let mut rng = rng();
    keys.extend((0..scaled(4096)).map(|_| Uuid::from_u128(rng.random())));
    keys.extend(edge_values().into_iter().map(Uuid::from_u128));
    keys.sort();
    keys.dedup();
    let sorted_as = |write: fn(&Uuid) -> String| {
        let mut texts: Vec<(String, Uuid)> = keys.iter().map(|uuid| (write(uuid), *uuid)).collect();
        texts.sort();
        texts.into_iter().map(|(_, uuid)| uuid).collect::<Vec<_>>()
    };
    assert_eq!(sorted_as(|uuid| uuid.ulid().to_string()), keys);
    assert_eq!(sorted_as(|uuid| uuid.base58().to_string()), keys);
    assert_eq!(sorted_as(|uuid| uuid.base62().to_string()), keys);
    assert_ne!(sorted_as(|uuid| uuid.base64url().to_string()), keys);
}

/// The error of `parse` for `text`: its kind, span and suggestion, and its message.
fn error(
    parse: fn(&str) -> Result<Uuid, Error>,
    text: &str,
) -> (UuidErrorKind, std::ops::Range<usize>, Option<char>, String) {
    let err = parse(text).unwrap_err();
    (err.kind(), err.span(), err.suggestion(), err.to_string())
}

#[test]
fn ulid_errors_say_what_and_where() {
    let parse = parse_ulid;
    assert_eq!(
        error(parse, ""),
        (
            UuidErrorKind::Empty,
            0..0,
            None,
            "empty string: expected a ULID".into()
        )
    );
    assert_eq!(
        error(parse, "01H455VB4PEX5VSKNK084SN02"),
        (
            UuidErrorKind::InvalidLength { found: 25 },
            0..25,
            None,
            "invalid length: expected 26 characters for a ULID, found 25".into()
        )
    );
    for (look_alike, meant) in [
        ('I', '1'),
        ('i', '1'),
        ('L', '1'),
        ('l', '1'),
        ('O', '0'),
        ('o', '0'),
        ('U', 'V'),
        ('u', 'V'),
    ] {
        let text = format!("01H455VB4PEX5VSK{look_alike}K084SN02Q");
        let (kind, span, suggestion, message) = error(parse, &text);
        assert_eq!(kind, UuidErrorKind::InvalidCharacter { found: look_alike });
        assert_eq!((span, suggestion), (16..17, Some(meant)));
        assert_eq!(
            message,
            format!(
                "invalid character `{look_alike}` at position 16: expected a Crockford base32 \
                 digit (`0`-`9`, and `A`-`Z` in either case without `I`, `L`, `O`, `U`)"
            )
        );
    }
    // A character that is no look-alike, not ASCII, at the end.
    assert_eq!(
        error(parse, "01H455VB4PEX5VSKNK084SN02é").0,
        UuidErrorKind::InvalidCharacter { found: 'é' }
    );
    for first in "89ABCDEFGHJKMNPQRSTVWXYZ".chars() {
        let text = format!("{first}ZZZZZZZZZZZZZZZZZZZZZZZZZ");
        assert_eq!(
            error(parse, &text),
            (
                UuidErrorKind::Overflow,
                0..1,
                None,
                "value too large: the first character of a ULID is at most `7`, as 26 digits \
                 hold 130 bits"
                    .into()
            )
        );
    }
    assert_eq!(
        error(parse, " 01H455VB4PEX5VSKNK084SN02Q").0,
        UuidErrorKind::SurroundingWhitespace { found: ' ' }
    );
}

#[test]
fn base64url_errors_say_what_and_where() {
    let parse = parse_base64url;
    for (standard, meant) in [('+', '-'), ('/', '_')] {
        let text = format!("AYkKXay{standard}d0u8zrMCCZqAVw");
        let (kind, span, suggestion, message) = error(parse, &text);
        assert_eq!(kind, UuidErrorKind::InvalidCharacter { found: standard });
        assert_eq!((span, suggestion), (7..8, Some(meant)));
        assert_eq!(
            message,
            format!(
                "invalid character `{standard}` at position 7: expected a base64url character \
                 (`A`-`Z`, `a`-`z`, `0`-`9`, `-`, `_`)"
            )
        );
    }
    // The standard encoding of 16 bytes ends in `==`.
    let padded = format!("{}==", Uuid::MAX.base64url());
    assert_eq!(
        error(parse, &padded),
        (
            UuidErrorKind::Padding,
            22..23,
            None,
            "unexpected padding `=` at position 22: a base64url UUID is written without padding"
                .into()
        )
    );
    // Every last character with any of its four low bits set is refused, and the one
    // without them is suggested.
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (value, &last) in alphabet.iter().enumerate() {
        let text = format!("AYkKXayWd0u8zrMCCZqAV{}", char::from(last));
        if value % 16 == 0 {
            assert!(parse(&text).is_ok(), "{text}");
            continue;
        }
        let (kind, span, suggestion, message) = error(parse, &text);
        assert_eq!(
            kind,
            UuidErrorKind::NonZeroTrailingBits {
                found: char::from(last)
            }
        );
        assert_eq!(span, 21..22);
        assert_eq!(suggestion, Some(char::from(alphabet[value & !0xf])));
        assert_eq!(
            message,
            format!(
                "invalid last character `{}` at position 21: its low four bits are past the 128 \
                 and must be zero",
                char::from(last)
            )
        );
    }
    assert_eq!(
        error(parse, "AYkKXayWd0u8zrMCCZqAV").0,
        UuidErrorKind::InvalidLength { found: 21 }
    );
}

#[test]
fn base58_and_base62_errors_say_what_and_where() {
    for (look_alike, meant) in [('0', 'o'), ('O', 'o'), ('I', '1'), ('l', '1')] {
        let text = format!("1BzmjTFL{look_alike}WXwiSK4y3H5iW");
        let (kind, span, suggestion, message) = error(parse_base58, &text);
        assert_eq!(kind, UuidErrorKind::InvalidCharacter { found: look_alike });
        assert_eq!((span, suggestion), (8..9, Some(meant)));
        assert_eq!(
            message,
            format!(
                "invalid character `{look_alike}` at position 8: expected a base58 digit \
                 (`1`-`9`, `A`-`Z`, `a`-`z` without `I`, `O`, `l`)"
            )
        );
    }
    let (kind, _, suggestion, message) = error(parse_base62, "02tcRIyrxLXT-81B3dqdOx");
    assert_eq!(
        (kind, suggestion),
        (UuidErrorKind::InvalidCharacter { found: '-' }, None)
    );
    assert_eq!(
        message,
        "invalid character `-` at position 12: expected a base62 digit (`0`-`9`, `A`-`Z`, `a`-`z`)"
    );
    // One above the largest UUID, and the largest text, in each base.
    for (max, alphabet, parse) in [
        (
            "YcVfxkQb6JRzqk5kF2tNLv",
            BASE58,
            parse_base58 as fn(&str) -> _,
        ),
        ("7n42DGM5Tflk9n8mt7Fhc7", BASE62, parse_base62),
    ] {
        assert_eq!(parse(max), Ok(Uuid::MAX));
        let mut above = max.as_bytes().to_vec();
        let last = alphabet.iter().position(|&d| d == above[21]).unwrap();
        above[21] = alphabet[last + 1];
        let above = String::from_utf8(above).unwrap();
        let largest = String::from_utf8(vec![*alphabet.last().unwrap(); 22]).unwrap();
        for text in [above, largest] {
            assert_eq!(
                error(parse, &text),
                (
                    UuidErrorKind::Overflow,
                    0..22,
                    None,
                    "value too large: the text spells a number above 2^128 - 1, the largest UUID"
                        .into()
                )
            );
        }
        assert_eq!(
            error(parse, "abc"),
            (
                UuidErrorKind::InvalidLength { found: 3 },
                0..3,
                None,
                format!(
                    "invalid length: expected 22 characters for a {} UUID, found 3",
                    if alphabet == BASE58 {
                        "base58"
                    } else {
                        "base62"
                    }
                )
            )
        );
    }
}

/// The kind and position of the error of a form's `FromStr` for `text`.
fn form_error<T: std::str::FromStr<Err = Error>>(text: &str) -> (UuidErrorKind, usize) {
    let err = text.parse::<T>().err().unwrap();
    (err.kind(), err.position())
}

#[test]
fn hex_adapters_read_their_own_form_only() {
    let uuid = Uuid::NAMESPACE_DNS;
    assert_eq!(
        "6BA7B810-9DAD-11D1-80B4-00C04FD430C8".parse::<Hyphenated>(),
        Ok(uuid.hyphenated())
    );
    assert_eq!(
        "6ba7b8109dad11d180b400c04fd430c8".parse::<Simple>(),
        Ok(uuid.simple())
    );
    assert_eq!(
        "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}".parse::<Braced>(),
        Ok(uuid.braced())
    );
    assert_eq!(
        "URN:UUID:6ba7b810-9dad-11d1-80b4-00c04fd430c8".parse::<Urn>(),
        Ok(uuid.urn())
    );
    let err = "6ba7b8109dad11d180b400c04fd430c8"
        .parse::<Hyphenated>()
        .unwrap_err();
    assert_eq!(err.kind(), UuidErrorKind::InvalidLength { found: 32 });
    assert_eq!(
        err.to_string(),
        "invalid length: expected 36 characters for a UUID in the hyphenated form, found 32"
    );
    let err = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
        .parse::<Urn>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid length: expected 45 characters for a UUID in the URN form, found 36"
    );
    // Of the right length, the grammar's own errors, in every form.
    let g = UuidErrorKind::InvalidCharacter { found: 'g' };
    assert_eq!(
        form_error::<Simple>("6ba7b8109dad11d180b400c04fd430cg"),
        (g, 31)
    );
    assert_eq!(
        form_error::<Hyphenated>("6ba7b810-9dad-11d1-80b4-00c04fd430cg"),
        (g, 35)
    );
    assert_eq!(
        form_error::<Braced>("{6ba7b810-9dad-11d1-80b4-00c04fd430cg}"),
        (g, 36)
    );
    assert_eq!(
        form_error::<Urn>("urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430cg"),
        (g, 44)
    );
    assert_eq!(
        "".parse::<Simple>().unwrap_err().to_string(),
        "empty string: expected a UUID in the simple form"
    );
}

proptest! {
    #[test]
    fn every_value_round_trips(value: u128) {
        check_round_trips(value);
    }

    /// Whatever the text, no parser panics, and text one accepts is the text its form
    /// writes (one text per UUID), but for a ULID's case.
    #[test]
    fn parsers_accept_exactly_the_texts_the_forms_write(text in "[0-9A-Za-z_+/=-]{20,27}|.{0,30}") {
        if let Ok(uuid) = parse_ulid(&text) {
            prop_assert_eq!(uuid.ulid().to_string(), text.to_uppercase());
        }
        prop_assert_eq!(text.parse::<Ulid>().map(Uuid::from), parse_ulid(&text));
        if let Ok(uuid) = parse_base64url(&text) {
            prop_assert_eq!(uuid.base64url().to_string(), text.clone());
        }
        if let Ok(uuid) = parse_base58(&text) {
            prop_assert_eq!(uuid.base58().to_string(), text.clone());
        }
        if let Ok(uuid) = parse_base62(&text) {
            prop_assert_eq!(uuid.base62().to_string(), text.clone());
        }
    }

    /// One changed character of a valid text: the run-time ULID reader (`FromStr`, SSE2
    /// on x86_64) and the `const` one agree, and the error points at the change.
    #[test]
    fn one_changed_character_is_found(value: u128, at in 0usize..26, byte in any::<u8>()) {
        let mut text = Uuid::from_u128(value).ulid().to_ascii();
        text[at] = byte;
        if let Ok(text) = std::str::from_utf8(&text) {
            prop_assert_eq!(text.parse::<Ulid>().map(Uuid::from), parse_ulid(text));
            if let Err(err) = parse_ulid(text) {
                prop_assert!(err.position() == at || err.kind() == UuidErrorKind::Overflow);
            }
        }
    }
}
