//! What every text parser checks first, whatever its alphabet: the text is empty, or has
//! whitespace around it. A leaf: the codecs import it and the error types, and nothing
//! here imports a codec.

use super::super::utf8::{char_at, char_len, char_start};
use super::error::{Error, UuidErrorKind};

/// What every parser says first: the text is empty, or has whitespace around it.
pub const fn leading_checks(b: &[u8], chars: usize) -> Option<Error> {
    if chars == 0 {
        return Some(Error::new(UuidErrorKind::Empty, 0, 0, 0));
    }
    surrounding_whitespace(b, chars)
}

/// Whitespace at the start, else at the end: reported from its first character to the
/// end of the run.
const fn surrounding_whitespace(b: &[u8], chars: usize) -> Option<Error> {
    let first = char_at(b, 0);
    if is_whitespace(first) {
        let mut run = 0;
        let mut i = 0;
        while i < b.len() && is_whitespace(char_at(b, i)) {
            run += 1;
            i += char_len(b[i]);
        }
        let kind = UuidErrorKind::SurroundingWhitespace { found: first };
        return Some(Error::new(kind, 0, run, 0));
    }
    let mut run = 0;
    let mut end = b.len();
    let mut found = ' ';
    while end > 0 {
        let start = char_start(b, end - 1);
        let c = char_at(b, start);
        if !is_whitespace(c) {
            break;
        }
        found = c;
        run += 1;
        end = start;
    }
    if run == 0 {
        return None;
    }
    let kind = UuidErrorKind::SurroundingWhitespace { found };
    Some(Error::new(kind, chars - run, chars, 0))
}

/// Unicode's `White_Space` characters (`char::is_whitespace` is not `const` at the MSRV).
const fn is_whitespace(c: char) -> bool {
    matches!(
        c,
        '\t'..='\r'
            | ' '
            | '\u{85}'
            | '\u{a0}'
            | '\u{1680}'
            | '\u{2000}'..='\u{200a}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{202f}'
            | '\u{205f}'
            | '\u{3000}'
    )
}
