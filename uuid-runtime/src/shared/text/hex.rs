//! The UUID text grammar of RFC 9562 §4: hex digits, in four forms.
//!
//! Exactly four forms are accepted, hex digits in either case:
//!
//! | form       | length | example                                         |
//! |------------|--------|-------------------------------------------------|
//! | simple     | 32     | `67e5504410b1426f9247bb680e5fe0c8`              |
//! | hyphenated | 36     | `67e55044-10b1-426f-9247-bb680e5fe0c8`          |
//! | braced     | 38     | `{67e55044-10b1-426f-9247-bb680e5fe0c8}`        |
//! | URN        | 45     | `urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8` |
//!
//! The URN prefix may be in any case. Valid input takes a branch-light fast path
//! that decodes eight digits at a time; only input that fails it is walked character
//! by character to say what is wrong and where. Everything is `const fn` so that the
//! runtime's `Uuid::parse_str` and the `uuid!` macro share one grammar.

use super::super::utf8::{char_at, char_count};
use super::error::{Error, Form, UuidErrorKind};
use super::leading::leading_checks;

/// The lengths of the five groups of the hyphenated form.
const GROUP_LENGTHS: [usize; 5] = [8, 4, 4, 4, 12];
/// Where the hyphens stand in the hyphenated form.
pub(super) const HYPHEN_POSITIONS: [usize; 4] = [8, 13, 18, 23];
const HYPHENATED_LEN: usize = 36;
const URN_PREFIX: &[u8; 9] = b"urn:uuid:";

/// Parses one form only (not [`Form::Rfc`]: that is [`parse`]), as the adapters'
/// `FromStr` do: text of another length is an error that names the form.
pub const fn parse_form(s: &str, form: Form) -> Result<[u8; 16], Error> {
    let length = match form {
        Form::Simple => 32,
        Form::Hyphenated => HYPHENATED_LEN,
        Form::Braced => 38,
        _ => 45,
    };
    // The four lengths differ, so text of the form's length that the grammar accepts
    // is in that form.
    let chars = char_count(s.as_bytes());
    if chars == length || chars == 0 {
        return match parse(s) {
            Ok(bytes) => Ok(bytes),
            Err(err) => Err(err.in_form(form)),
        };
    }
    Err(match leading_checks(s.as_bytes(), chars) {
        Some(err) => err,
        None => Error::new(UuidErrorKind::InvalidLength { found: chars }, 0, chars, 0),
    }
    .in_form(form))
}

/// Parses any of the four forms into the 16 octets of a UUID.
#[inline]
pub const fn parse(s: &str) -> Result<[u8; 16], Error> {
    let b = s.as_bytes();
    match decode(b) {
        Some(bytes) => Ok(bytes),
        None => Err(diagnose(b)),
    }
}

/// What the fast path decodes of a text: the 32 digits of the simple form, or the 36
/// characters of the hyphenated form, alone, in braces or after the URN prefix.
pub enum Digits<'a> {
    /// The simple form.
    Simple(&'a [u8; 32]),
    /// The hyphenated form, the body of the braced and URN forms too.
    Hyphenated(&'a [u8; 36]),
}

/// The digits of `b` by its length, if it is framed as one of the four forms: the
/// fast path's first step, which the run-time kernels share. The digits and hyphens
/// themselves are not checked.
#[inline(always)]
pub const fn digits(b: &[u8]) -> Option<Digits<'_>> {
    // Fixed-size views let the decoders load words without bounds checks in between.
    match b.len() {
        32 => match b.first_chunk::<32>() {
            Some(simple) => Some(Digits::Simple(simple)),
            None => None,
        },
        36 => match b.first_chunk::<36>() {
            Some(hyphenated) => Some(Digits::Hyphenated(hyphenated)),
            None => None,
        },
        38 if b[0] == b'{' && b[37] == b'}' => match b.split_at(1).1.first_chunk::<36>() {
            Some(hyphenated) => Some(Digits::Hyphenated(hyphenated)),
            None => None,
        },
        45 if is_urn_prefix(b) => match b.split_at(URN_PREFIX.len()).1.first_chunk::<36>() {
            Some(hyphenated) => Some(Digits::Hyphenated(hyphenated)),
            None => None,
        },
        _ => None,
    }
}

/// The fast path alone: the 16 octets of valid text in any of the four forms, or
/// `None` for anything else (which [`parse`] then diagnoses).
#[inline(always)]
pub const fn decode(b: &[u8]) -> Option<[u8; 16]> {
    match digits(b) {
        Some(Digits::Simple(simple)) => decode32(*simple),
        Some(Digits::Hyphenated(hyphenated)) => decode_hyphenated(hyphenated),
        None => None,
    }
}

/// Whether `b` starts with `urn:uuid:`, its letters in either case. The first eight
/// bytes are compared as one word, with bit 5 set where the prefix has a letter (which
/// makes an uppercase ASCII letter lowercase, and nothing else equal to a lowercase
/// one) and as they are where it has `:`.
const fn is_urn_prefix(b: &[u8]) -> bool {
    const HEAD: u64 = u64::from_le_bytes(*b"urn:uuid");
    const LETTERS: u64 = u64::from_le_bytes([0x20, 0x20, 0x20, 0, 0x20, 0x20, 0x20, 0x20]);
    match b.split_first_chunk::<8>() {
        Some((head, [b':', ..])) => (u64::from_le_bytes(*head) | LETTERS) == HEAD,
        _ => false,
    }
}

// --- The fast path: element-wise passes the compiler can vectorize -------------------

/// 32 hex digits as 16 octets, or `None` if any is not a hex digit. Two element-wise
/// passes without early exits or table look-ups, which the compiler turns into a few
/// vector instructions; the branchy, per-character work is left to `diagnose`.
#[inline(always)]
const fn decode32(digits: [u8; 32]) -> Option<[u8; 16]> {
    let mut values = [0u8; 32];
    let mut invalid = false;
    let mut i = 0;
    while i < 32 {
        let c = digits[i];
        let is_digit = c.wrapping_sub(b'0') < 10;
        let is_letter = (c | 0x20).wrapping_sub(b'a') < 6;
        invalid |= !(is_digit || is_letter);
        // Digits are 0x30..=0x39 and letters 0x41..=0x46 or 0x61..=0x66: the low nibble
        // is the value, plus 9 for a letter.
        values[i] = (c & 0x0f) + if is_digit { 0 } else { 9 };
        i += 1;
    }
    if invalid {
        return None;
    }
    let mut octets = [0u8; 16];
    let mut j = 0;
    while j < 16 {
        octets[j] = (values[2 * j] << 4) + values[2 * j + 1];
        j += 1;
    }
    Some(octets)
}

/// The hex digits of the hyphenated form, hyphens checked and dropped: five runs at
/// fixed places, copied as whole runs so that they become word-sized moves.
#[inline(always)]
const fn hyphenated_digits(b: &[u8; 36]) -> Option<[u8; 32]> {
    if b[8] != b'-' || b[13] != b'-' || b[18] != b'-' || b[23] != b'-' {
        return None;
    }
    let mut digits = [0u8; 32];
    let mut i = 0;
    while i < 8 {
        digits[i] = b[i];
        digits[24 + i] = b[28 + i];
        i += 1;
    }
    let mut j = 0;
    while j < 4 {
        digits[8 + j] = b[9 + j];
        digits[12 + j] = b[14 + j];
        digits[16 + j] = b[19 + j];
        digits[20 + j] = b[24 + j];
        j += 1;
    }
    Some(digits)
}

#[inline(always)]
const fn decode_hyphenated(b: &[u8; 36]) -> Option<[u8; 16]> {
    match hyphenated_digits(b) {
        Some(digits) => decode32(digits),
        None => None,
    }
}

// --- The slow path: say what is wrong ------------------------------------------------

/// Finds the first problem in a string the fast path rejected. Positions are in
/// characters; every character before the one reported is ASCII, so up to there a
/// byte index is a character index.
#[cold]
#[inline(never)]
const fn diagnose(b: &[u8]) -> Error {
    let chars = char_count(b);
    if let Some(err) = leading_checks(b, chars) {
        return err;
    }
    if let Some(err) = braced_urn(b, chars) {
        return err;
    }
    let (body_start, body_end) = match body_bounds(b, chars) {
        Ok(bounds) => bounds,
        Err(err) => return err,
    };
    // Braces and the URN prefix are ASCII, so the body's length in characters is:
    let body_chars = chars - body_start - (b.len() - body_end);
    if !is_accepted_length(chars) && !mostly_uuid_characters(b, body_start, body_end, body_chars) {
        return Error::new(UuidErrorKind::NotAUuid { found: chars }, 0, chars, 0);
    }

    // A bad character is the most specific thing to say, so look for one first.
    let shaped = body_chars == HYPHENATED_LEN;
    let mut i = body_start;
    while i < body_end {
        let c = b[i];
        let offset = i - body_start;
        let hyphen_place = shaped && is_hyphen_position(offset);
        if c >= 0x80 {
            let found = char_at(b, i);
            let kind = if hyphen_place {
                UuidErrorKind::MissingHyphen { found }
            } else {
                UuidErrorKind::InvalidCharacter { found }
            };
            return Error::new(kind, i, i + 1, body_start);
        }
        let found = c as char;
        if hyphen_place && c != b'-' {
            return Error::new(UuidErrorKind::MissingHyphen { found }, i, i + 1, body_start);
        }
        if shaped && !hyphen_place && c == b'-' {
            return Error::new(UuidErrorKind::MisplacedHyphen, i, i + 1, body_start);
        }
        if c != b'-' && !c.is_ascii_hexdigit() {
            return Error::new(
                UuidErrorKind::InvalidCharacter { found },
                i,
                i + 1,
                body_start,
            );
        }
        i += 1;
    }

    // Only hex digits and hyphens are left, so the string is ASCII from here.
    if !contains_hyphen(b, body_start, body_end) {
        // 32 hex digits in braces or after `urn:uuid:` end up here too: those forms
        // are hyphenated.
        return Error::new(UuidErrorKind::InvalidLength { found: chars }, 0, chars, 0);
    }
    diagnose_groups(b, body_start, body_end)
}

/// The lengths of the four forms, in characters.
const fn is_accepted_length(chars: usize) -> bool {
    matches!(chars, 32 | 36 | 38 | 45)
}

/// Whether at least three in four of the body's characters are hex digits or hyphens:
/// text shaped like a UUID, worth diagnosing character by character.
const fn mostly_uuid_characters(b: &[u8], start: usize, end: usize, chars: usize) -> bool {
    let mut valid = 0;
    let mut i = start;
    while i < end {
        if b[i] == b'-' || b[i].is_ascii_hexdigit() {
            valid += 1;
        }
        i += 1;
    }
    4 * valid >= 3 * chars
}

/// A brace right after a valid `urn:uuid:` prefix, or at the end of such a URN.
const fn braced_urn(b: &[u8], chars: usize) -> Option<Error> {
    let prefix = URN_PREFIX.len();
    if b.len() <= prefix || !is_urn_prefix(b) {
        return None;
    }
    if b[prefix] == b'{' {
        let kind = UuidErrorKind::BracedUrn { found: '{' };
        return Some(Error::new(kind, prefix, prefix + 1, prefix));
    }
    if b[b.len() - 1] == b'}' {
        let kind = UuidErrorKind::BracedUrn { found: '}' };
        return Some(Error::new(kind, chars - 1, chars, prefix));
    }
    None
}

/// Where the UUID body starts and ends, past braces or a URN prefix.
const fn body_bounds(b: &[u8], chars: usize) -> Result<(usize, usize), Error> {
    let len = b.len();
    let opens = b[0] == b'{';
    let closes = b[len - 1] == b'}';
    if opens && !closes {
        return Err(Error::new(UuidErrorKind::MissingClosingBrace, 0, 1, 0));
    }
    if closes && !opens {
        return Err(Error::new(
            UuidErrorKind::MissingOpeningBrace,
            chars - 1,
            chars,
            0,
        ));
    }
    if opens {
        // And closes, at another byte: `{` alone is missing its closing brace above.
        return Ok((1, len - 1));
    }
    let prefix = urn_like_prefix(b);
    if prefix > 0 {
        if prefix == URN_PREFIX.len() && is_urn_prefix(b) {
            return Ok((prefix, len));
        }
        return Err(Error::new(UuidErrorKind::InvalidUrnPrefix, 0, prefix, 0));
    }
    Ok((0, len))
}

/// If the string starts like a URN (ASCII letters, then a colon), the length of its
/// prefix up to the last colon in that leading run of letters and colons; else 0.
const fn urn_like_prefix(b: &[u8]) -> usize {
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return 0;
    }
    let mut end = 0;
    let mut i = 0;
    while i < b.len() && (b[i].is_ascii_alphabetic() || b[i] == b':') {
        if b[i] == b':' {
            end = i + 1;
        }
        i += 1;
    }
    end
}

const fn diagnose_groups(b: &[u8], start: usize, end: usize) -> Error {
    let mut group = 0;
    let mut group_start = start;
    let mut i = start;
    while i <= end {
        if i == end || b[i] == b'-' {
            if group == GROUP_LENGTHS.len() {
                // Five well-formed groups, then a hyphen and more.
                let hyphen = group_start - 1;
                return Error::new(UuidErrorKind::MisplacedHyphen, hyphen, hyphen + 1, start);
            }
            let found = i - group_start;
            let expected = GROUP_LENGTHS[group];
            if found != expected {
                let kind = UuidErrorKind::InvalidGroupLength {
                    group: group + 1,
                    expected,
                    found,
                };
                return Error::new(kind, group_start, i, start);
            }
            group += 1;
            group_start = i + 1;
        }
        i += 1;
    }
    Error::new(
        UuidErrorKind::InvalidGroupCount { found: group },
        start,
        end,
        start,
    )
}

const fn is_hyphen_position(offset: usize) -> bool {
    let mut k = 0;
    while k < HYPHEN_POSITIONS.len() {
        if HYPHEN_POSITIONS[k] == offset {
            return true;
        }
        k += 1;
    }
    false
}

const fn contains_hyphen(b: &[u8], start: usize, end: usize) -> bool {
    let mut i = start;
    while i < end {
        if b[i] == b'-' {
            return true;
        }
        i += 1;
    }
    false
}
