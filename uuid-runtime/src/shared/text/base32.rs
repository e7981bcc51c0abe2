//! Crockford's base32 for 128 bits: 26 digits of 5 bits, the value after two zero bits,
//! written with `0123456789abcdefghjkmnpqrstvwxyz` (no `i`, `l`, `o`, `u`). The TypeID
//! suffix writes and reads it in lowercase only; a ULID writes it in uppercase (the ULID
//! spec's canonical form) and is read in either case. One codec serves both.
//!
//! The decoders' fast paths only say yes or no; [`diagnose`] says what is wrong.

use super::super::utf8::{char_at, char_count};
use super::digit_pairs;
use super::error::{Error, Form, UuidErrorKind};
use super::leading::leading_checks;

/// The number of digits.
pub const LENGTH: usize = 26;

/// The alphabet in lowercase, as TypeID writes it.
pub const LOWER: &str = "0123456789abcdefghjkmnpqrstvwxyz";
/// The alphabet in uppercase, as a ULID writes it.
pub const UPPER: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// How a decoder takes letters.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Case {
    /// Lowercase only (TypeID).
    Lower,
    /// Either case (ULID).
    Either,
}

/// The two digits of every 10-bit value, in memory order (first digit in the low
/// byte): one look-up per two digits.
const LOWER_PAIRS: [u16; 1024] = digit_pairs(LOWER.as_bytes());
const UPPER_PAIRS: [u16; 1024] = digit_pairs(UPPER.as_bytes());

/// Writes the 26 digits of `value`, in uppercase if `upper`: the top octet as two
/// digits (its top three bits and the two padding zeros make the first), then three
/// runs of eight digits from 40 bits each, so that every pair of digits is a shift and
/// a mask of a `u64` rather than of the whole `u128`, and each run is one 8-byte store.
#[inline(always)]
pub const fn encode(value: u128, upper: bool, out: &mut [u8; LENGTH]) {
    const RUN: u128 = (1 << 40) - 1;
    let pairs = if upper { &UPPER_PAIRS } else { &LOWER_PAIRS };
    let [first, second] = pairs[(value >> 120) as usize].to_le_bytes();
    out[0] = first;
    out[1] = second;
    write_run(pairs, ((value >> 80) & RUN) as u64, out, 2);
    write_run(pairs, ((value >> 40) & RUN) as u64, out, 10);
    write_run(pairs, (value & RUN) as u64, out, 18);
}

/// Writes the eight digits of the 40 bits `run` at `at`, the most significant first.
#[inline(always)]
const fn write_run(pairs: &[u16; 1024], run: u64, out: &mut [u8; LENGTH], at: usize) {
    let text = (pair(pairs, run, 30)
        | pair(pairs, run, 20) << 16
        | pair(pairs, run, 10) << 32
        | pair(pairs, run, 0) << 48)
        .to_le_bytes();
    let mut i = 0;
    while i < text.len() {
        out[at + i] = text[i];
        i += 1;
    }
}

/// The two digits of the 10 bits of `run` from `shift`, in the low 16 bits.
#[inline(always)]
const fn pair(pairs: &[u16; 1024], run: u64, shift: u32) -> u64 {
    pairs[(run >> shift) as usize & 0x3ff] as u64
}

/// The 128 bits of 26 valid digits, or `None` if any is not a digit (in `case`) or the
/// first is above `7`.
///
/// Two element-wise passes of 16 digits (bytes 0 to 15 and 10 to 25, overlapping)
/// without early exits or table look-ups, which the compiler turns into a few vector
/// instructions, then each run of eight values packed into 40 bits inside a `u64`.
#[inline(always)]
pub const fn decode(b: &[u8; LENGTH], case: Case) -> Option<u128> {
    let (Some(head), Some(tail)) = (b.first_chunk::<16>(), b.last_chunk::<16>()) else {
        return None;
    };
    let (head, head_valid) = digit_values(head, case);
    let (tail, tail_valid) = digit_values(tail, case);
    // A first digit above `7` would need more than 128 bits.
    if !(head_valid & tail_valid) || head[0] > 7 {
        return None;
    }
    // The top octet is the first two digits (the first holds the two padding zeros),
    // then three runs of eight digits, 40 bits each: 2..10 from the head, 10..18 and
    // 18..26 from the tail.
    let top = (head[0] << 5) | head[1];
    let high = run_bits(&head, 2);
    let middle = run_bits(&tail, 0);
    let low = run_bits(&tail, 8);
    Some(((top as u128) << 120) | ((high as u128) << 80) | ((middle as u128) << 40) | low as u128)
}

/// The values of 16 digits, and whether every byte is one.
#[inline(always)]
const fn digit_values(b: &[u8; 16], case: Case) -> ([u8; 16], bool) {
    let mut values = [0; 16];
    let mut valid = true;
    let mut i = 0;
    while i < 16 {
        let (value, is_digit) = digit_value(b[i], case);
        values[i] = value;
        valid &= is_digit;
        i += 1;
    }
    (values, valid)
}

/// The value of the digit `c`, and whether it is one, without branches or tables so
/// that a loop of it vectorizes: `0` to `9`, then `a` to `z` without `i`, `l`, `o`
/// and `u` (and `A` to `Z` likewise, for [`Case::Either`]).
#[inline(always)]
pub const fn digit_value(c: u8, case: Case) -> (u8, bool) {
    const fn after(letter: u8, skipped: u8) -> u8 {
        (letter > skipped - b'a') as u8
    }
    // An uppercase letter becomes its lowercase twin; nothing else changes.
    let c = match case {
        Case::Lower => c,
        Case::Either => c.to_ascii_lowercase(),
    };
    let digit = c.wrapping_sub(b'0');
    let letter = c.wrapping_sub(b'a');
    let is_digit = digit < 10;
    let is_letter = letter < 26
        && letter != b'i' - b'a'
        && letter != b'l' - b'a'
        && letter != b'o' - b'a'
        && letter != b'u' - b'a';
    // A letter's value: 10 and its place in `a..=z`, less the letters skipped before
    // it.
    let skipped =
        after(letter, b'i') + after(letter, b'l') + after(letter, b'o') + after(letter, b'u');
    let value = if is_digit {
        digit
    } else {
        letter.wrapping_add(10).wrapping_sub(skipped)
    };
    (value, is_digit | is_letter)
}

/// The eight 5-bit values from `at` as 40 bits, the first the most significant: the
/// values as the bytes of a `u64` (the first in the low byte), joined in pairs, then
/// fours, then eights, each step one shift and mask of the whole word.
#[inline(always)]
const fn run_bits(values: &[u8; 16], at: usize) -> u64 {
    let mut bytes = [0; 8];
    let mut i = 0;
    while i < 8 {
        bytes[i] = values[at + i];
        i += 1;
    }
    let x = u64::from_le_bytes(bytes);
    let x = ((x & 0x00ff_00ff_00ff_00ff) << 5) | ((x >> 8) & 0x00ff_00ff_00ff_00ff);
    let x = ((x & 0x0000_ffff_0000_ffff) << 10) | ((x >> 16) & 0x0000_ffff_0000_ffff);
    ((x & 0x0000_0000_ffff_ffff) << 20) | (x >> 32)
}

/// What is wrong with digits a decoder rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not 26 characters.
    Length {
        /// The length found, in characters.
        found: usize,
    },
    /// A character that is not a digit, at `index` (a character position too: every
    /// character before it is an ASCII digit).
    Character {
        /// Where.
        index: usize,
        /// The character.
        found: char,
    },
    /// The first digit is above `7`.
    Overflow {
        /// The first digit.
        found: char,
    },
}

/// Says what is wrong with `b`, which [`decode`] rejected: its length, then its first
/// character that is not a digit, then an overflowing first digit.
#[cold]
#[inline(never)]
pub const fn diagnose(b: &[u8], case: Case) -> Problem {
    let found = char_count(b);
    if found != LENGTH {
        return Problem::Length { found };
    }
    let mut i = 0;
    while i < b.len() {
        if !digit_value(b[i], case).1 {
            return Problem::Character {
                index: i,
                found: char_at(b, i),
            };
        }
        i += 1;
    }
    // 26 valid ASCII digits that `decode` still rejected: the first is above `7`.
    Problem::Overflow {
        found: b[0] as char,
    }
}

/// Parses a ULID: 26 digits in either case, the first at most `7`.
#[inline]
pub const fn parse_ulid(s: &str) -> Result<u128, Error> {
    let b = s.as_bytes();
    if let Some(digits) = b.first_chunk::<LENGTH>() {
        if b.len() == LENGTH {
            if let Some(value) = decode(digits, Case::Either) {
                return Ok(value);
            }
        }
    }
    Err(diagnose_ulid(b))
}

/// Why `b` is not a ULID.
#[cold]
#[inline(never)]
pub const fn diagnose_ulid(b: &[u8]) -> Error {
    let chars = char_count(b);
    if let Some(err) = leading_checks(b, chars) {
        return err.in_form(Form::Ulid);
    }
    let err = match diagnose(b, Case::Either) {
        Problem::Length { found } => {
            Error::new(UuidErrorKind::InvalidLength { found }, 0, found, 0)
        }
        Problem::Character { index, found } => Error::new(
            UuidErrorKind::InvalidCharacter { found },
            index,
            index + 1,
            0,
        ),
        Problem::Overflow { .. } => Error::new(UuidErrorKind::Overflow, 0, 1, 0),
    };
    err.in_form(Form::Ulid)
}
