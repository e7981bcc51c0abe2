//! `Timestamp::try_parse`: no panic on any text; what it reads is RFC 3339 as its
//! grammar says (checked here byte by byte, independently), `Display` writes it back to
//! the same instant (where its year in UTC is one RFC 3339 writes), and every error
//! keeps its laws (span within the text, the
//! character blamed is the one there, a terminal-safe message).
#![no_main]

use libfuzzer_sys::fuzz_target;
use uuid_runtime::{ParseTimestampErrorKind, Timestamp};
use uuid_toolkit_fuzz::assert_terminal_safe;

/// Whether `text` has the shape of RFC 3339's `date-time` (digits and separators in
/// their places, an offset, a fraction of 1 to 9 digits), values not checked.
fn is_shaped(text: &str) -> bool {
    let b = text.as_bytes();
    let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    let at = |i: usize, set: &[u8]| b.get(i).is_some_and(|c| set.contains(c));
    let date_time = (0..4).all(digit)
        && at(4, b"-")
        && (5..7).all(digit)
        && at(7, b"-")
        && (8..10).all(digit)
        && at(10, b"Tt ")
        && (11..13).all(digit)
        && at(13, b":")
        && (14..16).all(digit)
        && at(16, b":")
        && (17..19).all(digit);
    if !date_time {
        return false;
    }
    let mut i = 19;
    if at(i, b".") {
        let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if !(1..=9).contains(&digits) {
            return false;
        }
        i += 1 + digits;
    }
    if at(i, b"Zz") {
        i + 1 == b.len()
    } else {
        at(i, b"+-")
            && digit(i + 1)
            && digit(i + 2)
            && at(i + 3, b":")
            && digit(i + 4)
            && digit(i + 5)
            && i + 6 == b.len()
    }
}

fuzz_target!(|text: &str| {
    match Timestamp::try_parse(text) {
        Ok(ts) => {
            assert!(is_shaped(text), "read {text:?}, which is not RFC 3339");
            assert_eq!(text.parse::<Timestamp>(), Ok(ts));
            // Read back where the instant's year in UTC is RFC 3339's (0000 to 9999): a
            // local date on the first or last day, at an offset, can fall outside it,
            // and `Display` then writes the year expanded, with its sign.
            let written = ts.to_string();
            if !written.starts_with(['+', '-']) {
                assert_eq!(
                    Timestamp::try_parse(&written),
                    Ok(ts),
                    "{text:?} written {written:?}"
                );
            }
        }
        Err(err) => {
            let len = text.chars().count();
            let span = err.span();
            assert!(
                span.start <= span.end && span.end <= len,
                "{text:?}: {err:?}"
            );
            assert_eq!(err.position(), span.start);
            let found = match err.kind() {
                ParseTimestampErrorKind::ExpectedDigit { found, .. }
                | ParseTimestampErrorKind::ExpectedSeparator { found, .. }
                | ParseTimestampErrorKind::InvalidOffset { found }
                | ParseTimestampErrorKind::TrailingCharacters { found } => Some(found),
                _ => None,
            };
            if let Some(found) = found {
                assert_eq!(
                    text.chars().nth(span.start),
                    Some(found),
                    "{text:?}: {err:?}"
                );
            }
            // Values out of range come from text of the right shape.
            if let ParseTimestampErrorKind::OutOfRange { .. }
            | ParseTimestampErrorKind::LeapSecond = err.kind()
            {
                assert!(span.end - span.start == 2, "{text:?}: {err:?}");
            }
            assert_terminal_safe(&err);
        }
    }
});
