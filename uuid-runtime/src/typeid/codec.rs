//! The TypeID suffix codec: a UUID as 26 lowercase Crockford base32 digits, the 128
//! bits big-endian after two zero bits. Encoding and decoding are `const fn`; the
//! decoder's fast path says only yes or no, and a cold diagnosis says what is wrong.

use core::fmt;

use super::error::{TypeIdError, TypeIdErrorKind};
use crate::Uuid;
use crate::fmt::{ascii_str, digit_pairs};
use crate::shared::utf8::{char_at, char_count};

/// The suffix alphabet: Crockford's base32 in lowercase, without `i`, `l`, `o`, `u`.
pub(crate) const ALPHABET_TEXT: &str = "0123456789abcdefghjkmnpqrstvwxyz";
const ALPHABET: &[u8] = ALPHABET_TEXT.as_bytes();

// --- The suffix ---------------------------------------------------------------------

/// A UUID as a TypeID suffix, for formatting: 26 lowercase Crockford base32 digits.
///
/// Made by [`Uuid::typeid_suffix`]; it formats without allocating.
///
/// ```
/// use uuid_runtime::Uuid;
///
/// assert_eq!(Uuid::MAX.typeid_suffix().to_string(), "7zzzzzzzzzzzzzzzzzzzzzzzzz");
/// assert_eq!(format!("{:>28}", Uuid::NIL.typeid_suffix()), "  00000000000000000000000000");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct TypeIdSuffix(Uuid);

impl TypeIdSuffix {
    /// The length of a suffix, in characters (and bytes: it is ASCII).
    ///
    /// ```
    /// use uuid_runtime::{typeid::TypeIdSuffix, Uuid};
    ///
    /// assert_eq!(Uuid::NIL.typeid_suffix().to_string().len(), TypeIdSuffix::LENGTH);
    /// ```
    pub const LENGTH: usize = 26;

    /// The suffix of `uuid`; the same as `uuid.typeid_suffix()`.
    ///
    /// ```
    /// use uuid_runtime::{typeid::TypeIdSuffix, Uuid};
    ///
    /// assert_eq!(TypeIdSuffix::from_uuid(Uuid::MAX), Uuid::MAX.typeid_suffix());
    /// ```
    pub const fn from_uuid(uuid: Uuid) -> Self {
        Self(uuid)
    }

    /// The UUID this adapter formats.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// assert_eq!(*Uuid::MAX.typeid_suffix().as_uuid(), Uuid::MAX);
    /// ```
    pub const fn as_uuid(&self) -> &Uuid {
        &self.0
    }

    /// Writes the suffix into `buf` and returns it as text.
    ///
    /// ```
    /// use uuid_runtime::{typeid::TypeIdSuffix, Uuid};
    ///
    /// let uuid = Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?;
    /// let mut buf = [0; TypeIdSuffix::LENGTH];
    /// assert_eq!(uuid.typeid_suffix().encode(&mut buf), "01h455vb4pex5vsknk084sn02q");
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    #[inline]
    #[allow(unsafe_code)]
    pub fn encode<'b>(&self, buf: &'b mut [u8; Self::LENGTH]) -> &'b mut str {
        write_suffix(self.0.as_u128(), buf);
        // SAFETY: `write_suffix` wrote all 26 bytes, each a Crockford base32 digit: ASCII.
        unsafe { ascii_str(buf) }
    }

    /// The suffix as an array of ASCII bytes, at compile time if need be.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// const TEXT: [u8; 26] = Uuid::from_u128(32).typeid_suffix().to_ascii();
    /// assert_eq!(&TEXT, b"00000000000000000000000010");
    /// ```
    pub const fn to_ascii(&self) -> [u8; Self::LENGTH] {
        let mut out = [0; Self::LENGTH];
        write_suffix(self.0.as_u128(), &mut out);
        out
    }
}

/// The two digits of every 10-bit value, in memory order (first digit in the low
/// byte): one look-up per two digits.
const DIGIT_PAIRS: [u16; 1024] = digit_pairs(ALPHABET);

/// Writes the 26 digits of `value`, the mirror of [`decode_digits`]: the top octet as
/// two digits (its top three bits and the two padding zeros make the first), then
/// three runs of eight digits from 40 bits each, so that every pair of digits is a
/// shift and a mask of a `u64` rather than of the whole `u128`, and each run is one
/// 8-byte store.
#[inline(always)]
pub(super) const fn write_suffix(value: u128, out: &mut [u8; TypeIdSuffix::LENGTH]) {
    const RUN: u128 = (1 << 40) - 1;
    let [first, second] = DIGIT_PAIRS[(value >> 120) as usize].to_le_bytes();
    out[0] = first;
    out[1] = second;
    write_run(((value >> 80) & RUN) as u64, out, 2);
    write_run(((value >> 40) & RUN) as u64, out, 10);
    write_run((value & RUN) as u64, out, 18);
}

/// The two digits of the 10 bits of `run` from `shift`, in the low 16 bits.
#[inline(always)]
const fn pair(run: u64, shift: u32) -> u64 {
    DIGIT_PAIRS[(run >> shift) as usize & 0x3ff] as u64
}

/// Writes the eight digits of the 40 bits `run` at `at`, the most significant first.
#[inline(always)]
const fn write_run(run: u64, out: &mut [u8; TypeIdSuffix::LENGTH], at: usize) {
    let text = (pair(run, 30) | pair(run, 20) << 16 | pair(run, 10) << 32 | pair(run, 0) << 48)
        .to_le_bytes();
    let mut i = 0;
    while i < text.len() {
        out[at + i] = text[i];
        i += 1;
    }
}

// --- The run-time decoder ------------------------------------------------------------
//
// What is not `const` (`TypeId::parse`, `typeid::parse` and the typed IDs' `FromStr`)
// decodes, on x86_64, with an SSE2 kernel that does the work of the `const` decoder
// above in fewer instructions; elsewhere with the `const` decoder. Unit tests check
// that they agree.

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use super::sse2::decode as decode_digits_fast;

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
use decode_digits as decode_digits_fast;

/// The UUID of a valid suffix, or `None`, at run time: the fast path of parsing.
#[inline(always)]
pub(crate) fn decode_valid_suffix(b: &[u8]) -> Option<Uuid> {
    let digits = b.try_into().ok()?;
    decode_digits_fast(digits).map(Uuid::from_u128)
}

impl Uuid {
    /// This UUID as a TypeID suffix, for formatting. Combine it with a prefix through
    /// [`TypeId`](crate::typeid::TypeId).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let uuid = Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?;
    /// assert_eq!(uuid.typeid_suffix().to_string(), "01h455vb4pex5vsknk084sn02q");
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    pub const fn typeid_suffix(self) -> TypeIdSuffix {
        TypeIdSuffix(self)
    }
}

impl fmt::Display for TypeIdSuffix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.encode(&mut [0; Self::LENGTH]))
    }
}

impl From<Uuid> for TypeIdSuffix {
    fn from(uuid: Uuid) -> Self {
        Self(uuid)
    }
}

impl From<TypeIdSuffix> for Uuid {
    fn from(suffix: TypeIdSuffix) -> Self {
        suffix.0
    }
}

/// Decodes a TypeID suffix, the 26 digits without a prefix, into its UUID.
///
/// Positions in the error count characters from the start of `suffix`.
///
/// ```
/// use uuid_runtime::typeid::{decode_suffix, TypeIdErrorKind};
/// use uuid_runtime::Uuid;
///
/// const ID: Uuid = match decode_suffix("01h455vb4pex5vsknk084sn02q") {
///     Ok(uuid) => uuid,
///     Err(_) => panic!("not a TypeID suffix"),
/// };
/// assert_eq!(ID, Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?);
///
/// let err = decode_suffix("01H455VB4PEX5VSKNK084SN02Q").unwrap_err();
/// assert_eq!(err.kind(), TypeIdErrorKind::InvalidSuffixCharacter { found: 'H' });
/// assert_eq!(err.position(), 2);
/// # Ok::<(), uuid_runtime::ParseError>(())
/// ```
#[inline]
pub const fn decode_suffix(suffix: &str) -> Result<Uuid, TypeIdError> {
    decode_suffix_at(suffix.as_bytes(), 0)
}

/// Decodes the suffix `b`, which starts at character `offset` of the whole input.
///
/// The same split as `Uuid::parse_str`: a fast path inlined into the caller that only
/// says yes or no, and a cold, out-of-line diagnosis for the rare bad input.
#[inline(always)]
pub(super) const fn decode_suffix_at(b: &[u8], offset: usize) -> Result<Uuid, TypeIdError> {
    match decode_valid(b) {
        Some(uuid) => Ok(uuid),
        None => Err(diagnose_suffix(b, offset)),
    }
}

/// The fast path alone: the UUID of a valid suffix, or `None`.
#[inline(always)]
const fn decode_valid(b: &[u8]) -> Option<Uuid> {
    let Some(digits) = b.first_chunk::<{ TypeIdSuffix::LENGTH }>() else {
        return None;
    };
    if b.len() != TypeIdSuffix::LENGTH {
        return None;
    }
    match decode_digits(digits) {
        Some(value) => Some(Uuid::from_u128(value)),
        None => None,
    }
}

/// The fast path: 26 bytes that are all digits, the first at most `7`, as 128 bits.
///
/// Two element-wise passes of 16 digits (bytes 0 to 15 and 10 to 25, overlapping)
/// without early exits or table look-ups, which the compiler turns into a few vector
/// instructions, then each run of eight values packed into 40 bits inside a `u64`. The
/// branchy, per-character work is left to [`diagnose_suffix`].
#[inline(always)]
const fn decode_digits(b: &[u8; TypeIdSuffix::LENGTH]) -> Option<u128> {
    let (Some(head), Some(tail)) = (b.first_chunk::<16>(), b.last_chunk::<16>()) else {
        return None;
    };
    let (head, head_valid) = digit_values(head);
    let (tail, tail_valid) = digit_values(tail);
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

/// The values of 16 suffix digits, and whether every byte is a digit.
#[inline(always)]
const fn digit_values(b: &[u8; 16]) -> ([u8; 16], bool) {
    let mut values = [0; 16];
    let mut valid = true;
    let mut i = 0;
    while i < 16 {
        let (value, is_digit) = digit_value(b[i]);
        values[i] = value;
        valid &= is_digit;
        i += 1;
    }
    (values, valid)
}

/// The value of the suffix digit `c`, and whether it is one, without branches or
/// tables so that a loop of it vectorizes. The alphabet is `0` to `9`, then `a` to
/// `z` without `i`, `l`, `o` and `u` ([`ALPHABET_TEXT`]; a unit test checks the two
/// agree).
#[inline(always)]
const fn digit_value(c: u8) -> (u8, bool) {
    const fn after(letter: u8, skipped: u8) -> u8 {
        (letter > skipped - b'a') as u8
    }
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

/// Says what is wrong with a suffix the fast path rejected: its length, then its
/// first bad character, then an overflowing first digit.
#[cold]
#[inline(never)]
const fn diagnose_suffix(b: &[u8], offset: usize) -> TypeIdError {
    let found = char_count(b);
    if found != TypeIdSuffix::LENGTH {
        return TypeIdError::new(TypeIdErrorKind::SuffixLength { found }, offset);
    }
    let mut i = 0;
    while i < b.len() {
        if !digit_value(b[i]).1 {
            // Every byte before `i` is an ASCII digit, so `i` counts characters.
            let found = char_at(b, i);
            return TypeIdError::new(
                TypeIdErrorKind::InvalidSuffixCharacter { found },
                offset + i,
            );
        }
        i += 1;
    }
    // 26 valid ASCII digits that the fast path still rejected: the first is above `7`.
    TypeIdError::new(
        TypeIdErrorKind::SuffixOverflow {
            found: b[0] as char,
        },
        offset,
    )
}

#[cfg(test)]
mod tests {
    use super::{ALPHABET, digit_value};

    #[test]
    fn digit_values_are_the_places_in_the_alphabet() {
        for byte in 0..=u8::MAX {
            let expected = ALPHABET.iter().position(|&digit| digit == byte);
            let (value, is_digit) = digit_value(byte);
            assert_eq!(
                is_digit.then_some(usize::from(value)),
                expected,
                "{byte:#04x}"
            );
        }
    }
}
