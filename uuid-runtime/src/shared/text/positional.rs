//! base58 and base62: the 128-bit number in 22 digits of a positional base, the most
//! significant first, left-padded with the zero digit to a fixed length. Both alphabets
//! are in ASCII order, so the texts sort as their UUIDs do.
//!
//! 22 digits hold more than 128 bits in either base (58^22 and 62^22 are above
//! 2^128), so a decoder checks for overflow; 21 would not be enough.

use super::super::utf8::{char_at, char_count};
use super::error::{Error, Form, UuidErrorKind};
use super::leading::leading_checks;
use super::{INVALID, value_table};

/// The number of digits.
pub const LENGTH: usize = 22;

/// A positional base and its alphabet.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Base {
    /// The Bitcoin alphabet: no `0`, `O`, `I` or `l`.
    Base58,
    /// `0`-`9`, `A`-`Z`, `a`-`z`.
    Base62,
}

/// The base58 alphabet, its zero digit `1` first.
pub const BASE58: &str = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/// The base62 alphabet.
pub const BASE62: &str = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const BASE58_VALUES: [u8; 256] = value_table(BASE58.as_bytes());
const BASE62_VALUES: [u8; 256] = value_table(BASE62.as_bytes());

/// Ten digits make a chunk: the largest power of either base below 2^64.
const CHUNK_DIGITS: usize = 10;

impl Base {
    const fn alphabet(self) -> &'static [u8] {
        match self {
            Self::Base58 => BASE58.as_bytes(),
            Self::Base62 => BASE62.as_bytes(),
        }
    }

    const fn values(self) -> &'static [u8; 256] {
        match self {
            Self::Base58 => &BASE58_VALUES,
            Self::Base62 => &BASE62_VALUES,
        }
    }

    const fn radix(self) -> u64 {
        match self {
            Self::Base58 => 58,
            Self::Base62 => 62,
        }
    }

    /// The radix to the power of [`CHUNK_DIGITS`].
    const fn chunk(self) -> u64 {
        self.radix().pow(CHUNK_DIGITS as u32)
    }

    const fn form(self) -> Form {
        match self {
            Self::Base58 => Form::Base58,
            Self::Base62 => Form::Base62,
        }
    }
}

/// Writes the 22 digits of `value`: two chunks of ten from the low end, and the two
/// digits left, each chunk a `u64` whose divisions by the constant radix the compiler
/// turns into multiplications.
#[inline(always)]
pub const fn encode(value: u128, base: Base, out: &mut [u8; LENGTH]) {
    let chunk = base.chunk() as u128;
    let low = (value % chunk) as u64;
    let rest = value / chunk;
    let middle = (rest % chunk) as u64;
    let top = (rest / chunk) as u64;
    write_digits(top, base, out, 0, LENGTH - 2 * CHUNK_DIGITS);
    write_digits(middle, base, out, LENGTH - 2 * CHUNK_DIGITS, CHUNK_DIGITS);
    write_digits(low, base, out, LENGTH - CHUNK_DIGITS, CHUNK_DIGITS);
}

/// Writes the `count` low digits of `n` at `at`, the most significant first.
#[inline(always)]
const fn write_digits(mut n: u64, base: Base, out: &mut [u8; LENGTH], at: usize, count: usize) {
    let alphabet = base.alphabet();
    let radix = base.radix();
    let mut i = count;
    while i > 0 {
        i -= 1;
        out[at + i] = alphabet[(n % radix) as usize];
        n /= radix;
    }
}

/// The number 22 digits spell, or `None` if any is not a digit or it is above
/// 2^128 - 1.
#[inline(always)]
pub const fn decode(b: &[u8; LENGTH], base: Base) -> Option<u128> {
    let table = base.values();
    let mut digits = [0; LENGTH];
    let mut invalid = 0;
    let mut i = 0;
    while i < LENGTH {
        digits[i] = table[b[i] as usize];
        invalid |= digits[i];
        i += 1;
    }
    // Every digit is below 64, so bit 7 is set only by a byte that is not one.
    if invalid & 0x80 != 0 {
        return None;
    }
    let split = LENGTH - 2 * CHUNK_DIGITS;
    let top = chunk_value(&digits, base, 0, split);
    let middle = chunk_value(&digits, base, split, CHUNK_DIGITS);
    let low = chunk_value(&digits, base, split + CHUNK_DIGITS, CHUNK_DIGITS);
    let chunk = base.chunk() as u128;
    // `top` has two digits: `top * chunk²` is the only term that can overflow, and
    // the sum after it.
    match (top as u128).checked_mul(chunk * chunk) {
        Some(high) => high.checked_add(middle as u128 * chunk + low as u128),
        None => None,
    }
}

/// The number `count` digits from `at` spell (below 2^64 for ten digits).
#[inline(always)]
const fn chunk_value(digits: &[u8; LENGTH], base: Base, at: usize, count: usize) -> u64 {
    let mut n = 0;
    let mut i = 0;
    while i < count {
        n = n * base.radix() + digits[at + i] as u64;
        i += 1;
    }
    n
}

/// Parses 22 digits of `base`.
#[inline]
pub const fn parse(s: &str, base: Base) -> Result<u128, Error> {
    let b = s.as_bytes();
    if let Some(digits) = b.first_chunk::<LENGTH>() {
        if b.len() == LENGTH {
            if let Some(value) = decode(digits, base) {
                return Ok(value);
            }
        }
    }
    Err(diagnose(b, base))
}

/// Why `b` is not the text of a UUID in `base`: emptiness or whitespace around it,
/// then its length, its first character that is not a digit, and last its value.
#[cold]
#[inline(never)]
const fn diagnose(b: &[u8], base: Base) -> Error {
    let chars = char_count(b);
    let err = if let Some(err) = leading_checks(b, chars) {
        err
    } else if chars != LENGTH {
        Error::new(UuidErrorKind::InvalidLength { found: chars }, 0, chars, 0)
    } else {
        let mut i = 0;
        while i < b.len() && base.values()[b[i] as usize] != INVALID {
            i += 1;
        }
        if i < b.len() {
            // Every byte before `i` is an ASCII digit: `i` counts characters too.
            let found = char_at(b, i);
            Error::new(UuidErrorKind::InvalidCharacter { found }, i, i + 1, 0)
        } else {
            Error::new(UuidErrorKind::Overflow, 0, LENGTH, 0)
        }
    };
    err.in_form(base.form())
}
