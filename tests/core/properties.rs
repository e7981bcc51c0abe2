//! Properties of the value type: every text form parses back to the same UUID, no
//! input makes the parser panic or report a position outside the input, and the
//! order of UUIDs is the order of their octets, numbers and lowercase strings.

use std::cmp::Ordering;

use proptest::prelude::*;
use uuid_runtime::{Error, Uuid, UuidErrorKind};

fn any_uuid() -> impl Strategy<Value = Uuid> {
    prop_oneof![
        any::<u128>().prop_map(Uuid::from_u128),
        // Long runs of the same digit, and the letters at their extremes.
        any::<u8>().prop_map(|b| Uuid::from_bytes([b; 16])),
        Just(Uuid::NIL),
        Just(Uuid::MAX),
    ]
}

/// Every text form of `id` this crate writes, in both cases.
fn text_forms(id: Uuid) -> Vec<String> {
    vec![
        id.to_string(),
        format!("{id:?}"),
        format!("{id:x}"),
        format!("{id:X}"),
        id.hyphenated().to_string(),
        format!("{:X}", id.hyphenated()),
        id.simple().to_string(),
        format!("{:X}", id.simple()),
        id.braced().to_string(),
        format!("{:X}", id.braced()),
        id.urn().to_string(),
        format!("{:X}", id.urn()),
        String::from_utf8(id.urn().to_ascii_upper().to_vec()).unwrap(),
        String::from_utf8(id.braced().to_ascii_lower().to_vec()).unwrap(),
    ]
}

/// Flips the case of the ASCII letters of `text` where `mask` (repeating) has a 1 bit.
fn mixed_case(text: &str, mask: u64) -> String {
    text.chars()
        .enumerate()
        .map(|(i, c)| {
            if mask >> (i % 64) & 1 == 1 {
                if c.is_ascii_lowercase() {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                }
            } else {
                c
            }
        })
        .collect()
}

/// Characters likely to matter to the grammar, and any character at all.
fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => prop::sample::select(vec![
            '0', '9', 'a', 'f', 'A', 'F', 'g', 'G', 'O', 'l', '-', '{', '}', ':', 'u', 'r',
            'n', 'i', 'd', 'U', 'R', 'N', ' ', '\n', '\0', 'é', '\u{301}', '🦀', '\u{7f}',
            '\u{80}', '\u{ffff}',
        ]),
        1 => any::<char>(),
    ]
}

#[derive(Clone, Debug)]
enum Edit {
    Replace(prop::sample::Index, char),
    Insert(prop::sample::Index, char),
    Delete(prop::sample::Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<prop::sample::Index>(), interesting_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<prop::sample::Index>(), interesting_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<prop::sample::Index>().prop_map(Edit::Delete),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        match edit {
            Edit::Replace(at, c) if !chars.is_empty() => {
                let i = at.index(chars.len());
                chars[i] = *c;
            }
            Edit::Insert(at, c) => {
                let i = at.index(chars.len() + 1);
                chars.insert(i, *c);
            }
            Edit::Delete(at) if !chars.is_empty() => {
                chars.remove(at.index(chars.len()));
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A valid string in one of the four forms (any case), then a few edits.
fn mutated_uuid_string() -> impl Strategy<Value = String> {
    (
        any_uuid(),
        0..4_usize,
        any::<u64>(),
        prop::collection::vec(edit(), 0..4),
    )
        .prop_map(|(id, form, mask, edits)| {
            let text = match form {
                0 => id.hyphenated().to_string(),
                1 => id.simple().to_string(),
                2 => id.braced().to_string(),
                _ => id.urn().to_string(),
            };
            apply(&mixed_case(&text, mask), &edits)
        })
}

/// Strings of the grammar's own characters, to reach the group and prefix checks.
fn grammar_soup() -> impl Strategy<Value = String> {
    "[0-9a-fA-FgOl{}:urnidURNID -]{0,50}"
}

/// What must hold of the result of parsing any `input`.
fn check_parse(input: &str) -> Result<(), TestCaseError> {
    let chars = input.chars().count();
    match Uuid::parse_str(input) {
        Ok(id) => {
            // Accepted text is one of the four forms of exactly this UUID.
            prop_assert!([32, 36, 38, 45].contains(&chars), "{input:?}");
            let hex: String = input
                .to_ascii_lowercase()
                .trim_start_matches("urn:uuid:")
                .chars()
                .filter(char::is_ascii_hexdigit)
                .collect();
            prop_assert_eq!(hex, id.simple().to_string());
        }
        Err(err) => check_error(input, chars, &err)?,
    }
    Ok(())
}

fn check_error(input: &str, chars: usize, err: &Error) -> Result<(), TestCaseError> {
    let span = err.span();
    prop_assert_eq!(err.position(), span.start);
    prop_assert!(
        span.start <= span.end && span.end <= chars,
        "{input:?}: {span:?}"
    );
    if !span.is_empty() {
        prop_assert!(err.position() < chars);
    }
    prop_assert_eq!(err.kind() == UuidErrorKind::Empty, input.is_empty());
    if let Some(c) = err.character() {
        prop_assert_eq!(input.chars().nth(err.position()), Some(c), "{:?}", input);
        // One character, or a run of whitespace around the UUID that starts with it.
        if matches!(err.kind(), UuidErrorKind::SurroundingWhitespace { .. }) {
            prop_assert!(
                input
                    .chars()
                    .skip(span.start)
                    .take(span.len())
                    .all(char::is_whitespace)
            );
        } else {
            prop_assert_eq!(span.len(), 1);
        }
    }
    let message = err.to_string();
    prop_assert!(!message.is_empty() && !message.contains('\n') && !message.ends_with('.'));
    prop_assert!(
        message.starts_with(|c: char| c.is_ascii_lowercase()),
        "{message}"
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn every_text_form_parses_back(id in any_uuid()) {
        for text in text_forms(id) {
            prop_assert_eq!(Uuid::parse_str(&text), Ok(id), "{}", text);
        }
    }

    #[test]
    fn mixed_case_parses_back(id in any_uuid(), form in 0..4_usize, mask in any::<u64>()) {
        let text = [
            id.hyphenated().to_string(),
            id.simple().to_string(),
            id.braced().to_string(),
            id.urn().to_string(),
        ][form].clone();
        let mixed = mixed_case(&text, mask);
        prop_assert_eq!(Uuid::parse_str(&mixed), Ok(id), "{}", mixed);
    }

    #[test]
    fn arbitrary_strings_never_panic(input in any::<String>()) {
        check_parse(&input)?;
    }

    #[test]
    fn grammar_soup_never_panics(input in grammar_soup()) {
        check_parse(&input)?;
    }

    #[test]
    fn mutated_uuids_never_panic(input in mutated_uuid_string()) {
        check_parse(&input)?;
    }

    #[test]
    fn order_is_octet_order(a in any_uuid(), b in any_uuid()) {
        check_order(a, b)?;
    }

    #[test]
    fn order_of_neighbours(a in any_uuid(), bit in 0..128_u32) {
        // Differ in one bit only, so that every octet position gets to decide.
        let b = Uuid::from_u128(a.as_u128() ^ (1 << bit));
        check_order(a, b)?;
        check_order(a, a)?;
    }
}

fn check_order(a: Uuid, b: Uuid) -> Result<(), TestCaseError> {
    let order = a.cmp(&b);
    prop_assert_eq!(order, a.as_bytes().cmp(b.as_bytes()));
    prop_assert_eq!(order, a.as_u128().cmp(&b.as_u128()));
    prop_assert_eq!(order, a.to_string().cmp(&b.to_string()));
    prop_assert_eq!(order, a.simple().to_string().cmp(&b.simple().to_string()));
    prop_assert_eq!(a.partial_cmp(&b), Some(order));
    prop_assert_eq!(order == Ordering::Equal, a == b);
    Ok(())
}
