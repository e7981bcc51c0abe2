//! base64url (RFC 4648 §5) for 128 bits: 22 characters of 6 bits from
//! `A`-`Z`, `a`-`z`, `0`-`9`, `-`, `_`, without padding. 22 characters hold 132 bits:
//! the last four are zero, so that each UUID has one text. The alphabet is not in
//! ASCII order, so these texts do not sort as their UUIDs do.

use super::super::utf8::{char_at, char_count};
use super::error::{Error, Form, UuidErrorKind};
use super::leading::leading_checks;
use super::{INVALID, value_table};

/// The number of characters.
pub const LENGTH: usize = 22;

/// The alphabet, the 64 values in order.
pub const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The value of every character of the alphabet.
const VALUES: [u8; 256] = value_table(ALPHABET);

/// Writes the 22 characters of `bytes`: five groups of three octets as four characters
/// each, then the last octet as two, its low two bits followed by four zero bits.
#[inline(always)]
pub const fn encode(bytes: &[u8; 16], out: &mut [u8; LENGTH]) {
    let mut group = 0;
    while group < 5 {
        let (at, to) = (3 * group, 4 * group);
        let bits = (bytes[at] as u32) << 16 | (bytes[at + 1] as u32) << 8 | bytes[at + 2] as u32;
        out[to] = ALPHABET[(bits >> 18) as usize];
        out[to + 1] = ALPHABET[(bits >> 12) as usize & 0x3f];
        out[to + 2] = ALPHABET[(bits >> 6) as usize & 0x3f];
        out[to + 3] = ALPHABET[bits as usize & 0x3f];
        group += 1;
    }
    out[20] = ALPHABET[(bytes[15] >> 2) as usize];
    out[21] = ALPHABET[((bytes[15] & 0x3) << 4) as usize];
}

/// The 16 octets of 22 valid characters, or `None` if any is not in the alphabet or
/// the last one's four low bits are not zero.
#[inline(always)]
pub const fn decode(b: &[u8; LENGTH]) -> Option<[u8; 16]> {
    let mut values = [0; LENGTH];
    let mut invalid = 0;
    let mut i = 0;
    while i < LENGTH {
        values[i] = VALUES[b[i] as usize];
        invalid |= values[i];
        i += 1;
    }
    // Every value is below 64, so bit 7 is set only by an invalid character.
    if invalid & 0x80 != 0 || values[21] & 0xf != 0 {
        return None;
    }
    let mut bytes = [0; 16];
    let mut group = 0;
    while group < 5 {
        let (at, from) = (3 * group, 4 * group);
        let bits = (values[from] as u32) << 18
            | (values[from + 1] as u32) << 12
            | (values[from + 2] as u32) << 6
            | values[from + 3] as u32;
        bytes[at] = (bits >> 16) as u8;
        bytes[at + 1] = (bits >> 8) as u8;
        bytes[at + 2] = bits as u8;
        group += 1;
    }
    bytes[15] = (values[20] << 2) | (values[21] >> 4);
    Some(bytes)
}

/// Parses 22 base64url characters.
#[inline]
pub const fn parse(s: &str) -> Result<[u8; 16], Error> {
    let b = s.as_bytes();
    if let Some(chars) = b.first_chunk::<LENGTH>() {
        if b.len() == LENGTH {
            if let Some(bytes) = decode(chars) {
                return Ok(bytes);
            }
        }
    }
    Err(diagnose(b))
}

/// Why `b` is not base64url text of a UUID: emptiness or whitespace around it, then
/// padding, its length, its first character outside the alphabet, and last the bits
/// past the 128.
#[cold]
#[inline(never)]
const fn diagnose(b: &[u8]) -> Error {
    let chars = char_count(b);
    let err = match leading_checks(b, chars) {
        Some(err) => err,
        None => match first_invalid(b) {
            Some((i, '=')) => Error::new(UuidErrorKind::Padding, i, i + 1, 0),
            _ if chars != LENGTH => {
                Error::new(UuidErrorKind::InvalidLength { found: chars }, 0, chars, 0)
            }
            Some((i, found)) => Error::new(UuidErrorKind::InvalidCharacter { found }, i, i + 1, 0),
            None => {
                let found = b[LENGTH - 1] as char;
                let kind = UuidErrorKind::NonZeroTrailingBits { found };
                Error::new(kind, LENGTH - 1, LENGTH, 0)
            }
        },
    };
    err.in_form(Form::Base64Url)
}

/// The first character outside the alphabet and its position (a character position:
/// every byte before it is ASCII).
const fn first_invalid(b: &[u8]) -> Option<(usize, char)> {
    let mut i = 0;
    while i < b.len() {
        if VALUES[b[i] as usize] == INVALID {
            return Some((i, char_at(b, i)));
        }
        i += 1;
    }
    None
}

/// `found`, a last character with bits past the 128, with those bits cleared.
pub const fn without_trailing_bits(found: char) -> Option<char> {
    if !found.is_ascii() {
        return None;
    }
    match VALUES[found as usize] {
        INVALID => None,
        value => Some(ALPHABET[(value & !0xf) as usize] as char),
    }
}
