//! The TypeID text form (TypeID spec v0.3.0): a type prefix, `_`, and the UUID in
//! 26 characters of lowercase Crockford base32, as in
//! `user_01h455vb4pex5vsknk084sn02q`.
//!
//! The prefix is 0 to 63 lowercase ASCII letters and `_`, neither first nor last;
//! with an empty prefix the TypeID is the bare suffix, without `_`. The suffix is
//! the 128 bits of the UUID, big-endian, after two zero bits: 130 bits in 26 groups
//! of 5, written with the alphabet `0123456789abcdefghjkmnpqrstvwxyz`. Decoding is
//! strict: no uppercase, no hyphens, no look-alike substitutions.
//!
//! Nothing here allocates, and encoding and decoding are `const fn`.
//!
//! ```
//! use uuid_runtime::Uuid;
//! use uuid_runtime::typeid::{self, TypeId};
//!
//! let uuid = Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?;
//! let id = TypeId::new("user", uuid)?;
//! assert_eq!(id.to_string(), "user_01h455vb4pex5vsknk084sn02q");
//! assert_eq!(typeid::parse("user_01h455vb4pex5vsknk084sn02q")?, ("user", uuid));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use crate::Uuid;
use crate::fmt::ascii_str;
pub use crate::shared::typeid_prefix::{MAX_PREFIX_LENGTH, PrefixError, check_prefix};
use crate::shared::utf8::{char_at, char_count};

/// The suffix alphabet: Crockford's base32 in lowercase, without `i`, `l`, `o`, `u`.
const ALPHABET_TEXT: &str = "0123456789abcdefghjkmnpqrstvwxyz";
const ALPHABET: &[u8] = ALPHABET_TEXT.as_bytes();

/// Marks bytes outside the alphabet in [`DIGIT_VALUES`].
const NOT_A_DIGIT: u8 = 0xff;

/// The value of each suffix digit, indexed by byte.
const DIGIT_VALUES: [u8; 256] = {
    let mut table = [NOT_A_DIGIT; 256];
    let mut value = 0;
    while value < ALPHABET.len() {
        table[ALPHABET[value] as usize] = value as u8;
        value += 1;
    }
    table
};

/// [`DIGIT_VALUES`] shifted into place in a group of four digits: `PLACED_DIGITS[j]`
/// holds each digit's value shifted left by `5 * (3 - j)`, for the `j`-th digit of the
/// group, the first the most significant. A byte outside the alphabet has -1: read
/// sign-extended (see [`placed_digit`]) it sets every bit of the `u64`, so it shows
/// above the value it is OR-ed into however far that is shifted.
///
/// Four tables (4 KiB) rather than one: the shifts are done here, once, and decoding a
/// group of four is four look-ups and three OR operations.
const PLACED_DIGITS: [[i32; 256]; 4] = {
    let mut tables = [[-1; 256]; 4];
    let mut place = 0;
    while place < 4 {
        let mut byte = 0;
        while byte < 256 {
            if DIGIT_VALUES[byte] != NOT_A_DIGIT {
                tables[place][byte] = (DIGIT_VALUES[byte] as i32) << (5 * (3 - place));
            }
            byte += 1;
        }
        place += 1;
    }
    tables
};

/// The bits of `byte` as the `place`-th digit of a group of four, or all ones.
#[inline(always)]
const fn placed_digit(place: usize, byte: u8) -> u64 {
    let bits = PLACED_DIGITS[place][byte as usize] as i64;
    u64::from_ne_bytes(bits.to_ne_bytes())
}

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
    pub fn encode<'b>(&self, buf: &'b mut [u8; Self::LENGTH]) -> &'b mut str {
        write_suffix(self.0.as_u128(), buf);
        ascii_str(buf)
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
/// byte): one look-up and one store per two digits.
const DIGIT_PAIRS: [u16; 1024] = {
    let mut pairs = [0; 1024];
    let mut bits = 0;
    while bits < 1024 {
        pairs[bits] = ALPHABET[bits >> 5] as u16 | (ALPHABET[bits & 0x1f] as u16) << 8;
        bits += 1;
    }
    pairs
};

/// Writes the 26 digits of `value`, the mirror of [`decode_digits`]: the top octet as
/// two digits (its top three bits and the two padding zeros make the first), then
/// three runs of eight digits from 40 bits each, so that every pair of digits is a
/// shift and a mask of a `u64` rather than of the whole `u128`.
#[inline(always)]
const fn write_suffix(value: u128, out: &mut [u8; TypeIdSuffix::LENGTH]) {
    const RUN: u128 = (1 << 40) - 1;
    write_pair((value >> 120) as u64, out, 0);
    write_run(((value >> 80) & RUN) as u64, out, 2);
    write_run(((value >> 40) & RUN) as u64, out, 10);
    write_run((value & RUN) as u64, out, 18);
}

/// Writes the eight digits of the 40 bits `run` at `at`, the most significant first.
#[inline(always)]
const fn write_run(run: u64, out: &mut [u8; TypeIdSuffix::LENGTH], at: usize) {
    let mut k = 0;
    while k < 4 {
        write_pair(run >> (30 - 10 * k), out, at + 2 * k);
        k += 1;
    }
}

/// Writes the two digits of the low 10 bits of `bits` at `at`.
#[inline(always)]
const fn write_pair(bits: u64, out: &mut [u8; TypeIdSuffix::LENGTH], at: usize) {
    let [first, second] = DIGIT_PAIRS[bits as usize & 0x3ff].to_le_bytes();
    out[at] = first;
    out[at + 1] = second;
}

impl Uuid {
    /// This UUID as a TypeID suffix, for formatting. Combine it with a prefix through
    /// [`TypeId`].
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
const fn decode_suffix_at(b: &[u8], offset: usize) -> Result<Uuid, TypeIdError> {
    if let Some(digits) = b.first_chunk::<{ TypeIdSuffix::LENGTH }>() {
        if b.len() == TypeIdSuffix::LENGTH {
            if let Some(value) = decode_digits(digits) {
                return Ok(Uuid::from_u128(value));
            }
        }
    }
    Err(diagnose_suffix(b, offset))
}

/// The fast path: 26 bytes that are all digits, the first at most `7`, as 128 bits.
///
/// No early exits: every byte is looked up in a table that also places it (see
/// [`PLACED_DIGITS`]), so no digit waits for the one before (as in a
/// `(value << 5) | digit` chain). Validity is read off the same words: a non-digit's
/// bits (all ones) reach above the 40 bits of a run, so no separate flag is kept and
/// no value has to stay live until a check.
#[inline(always)]
const fn decode_digits(b: &[u8; TypeIdSuffix::LENGTH]) -> Option<u128> {
    // The first two digits make the top octet: the first is the third of a group of
    // four, shifted by 5, the second the last.
    let top = placed_digit(2, b[0]) | placed_digit(3, b[1]);
    // Then three runs of eight digits, 40 bits each.
    let high = run_bits(b, 2);
    let middle = run_bits(b, 10);
    let low = run_bits(b, 18);
    // Above 8 bits in `top`: a non-digit, or a first digit above `7` (the value would
    // need more than 128 bits). Above 40 bits in a run: a non-digit.
    if (top >> 8) | ((high | middle | low) >> 40) != 0 {
        return None;
    }
    Some(((top as u128) << 120) | ((high as u128) << 80) | ((middle as u128) << 40) | low as u128)
}

/// The eight digits from `at` as 40 bits, the first the most significant; bits above
/// the 40 if any of them is not a digit.
#[inline(always)]
const fn run_bits(b: &[u8; TypeIdSuffix::LENGTH], at: usize) -> u64 {
    (group_bits(b, at) << 20) | group_bits(b, at + 4)
}

/// The four digits from `at` as 20 bits, or all ones if any is not a digit.
#[inline(always)]
const fn group_bits(b: &[u8; TypeIdSuffix::LENGTH], at: usize) -> u64 {
    placed_digit(0, b[at])
        | placed_digit(1, b[at + 1])
        | placed_digit(2, b[at + 2])
        | placed_digit(3, b[at + 3])
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
        if DIGIT_VALUES[b[i] as usize] == NOT_A_DIGIT {
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

// --- Prefix and suffix together -----------------------------------------------------

/// [`TypeId::MAX_LENGTH`], outside the generic `impl` so array types can name it.
const MAX_TEXT_LENGTH: usize = MAX_PREFIX_LENGTH + 1 + TypeIdSuffix::LENGTH;

/// Writes `prefix`, `_` and the suffix of `uuid` (just the suffix for an empty prefix)
/// into `buf`. The caller has checked `prefix` against the grammar: ASCII, at most 63.
pub(crate) fn write<'b>(
    prefix: &str,
    uuid: Uuid,
    buf: &'b mut [u8; MAX_TEXT_LENGTH],
) -> &'b mut str {
    let prefix = prefix.as_bytes();
    let suffix_start = if prefix.is_empty() {
        0
    } else {
        buf[..prefix.len()].copy_from_slice(prefix);
        buf[prefix.len()] = b'_';
        prefix.len() + 1
    };
    let end = suffix_start + TypeIdSuffix::LENGTH;
    buf[suffix_start..end].copy_from_slice(&uuid.typeid_suffix().to_ascii());
    ascii_str(&mut buf[..end])
}

/// A TypeID: a checked prefix and a UUID, borrowed from its text or from the caller.
///
/// `Display` writes the text form, `prefix_suffix` or the bare suffix when the
/// prefix is empty, without allocating.
///
/// ```
/// use uuid_runtime::typeid::TypeId;
/// use uuid_runtime::Uuid;
///
/// let id = TypeId::parse("pre_fix_00000000000000000000000000")?;
/// assert_eq!(id.prefix(), "pre_fix");
/// assert_eq!(id.uuid(), Uuid::NIL);
/// assert_eq!(TypeId::new("", Uuid::MAX)?.to_string(), "7zzzzzzzzzzzzzzzzzzzzzzzzz");
/// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId<'a> {
    prefix: &'a str,
    uuid: Uuid,
}

impl<'a> TypeId<'a> {
    /// The longest TypeID text: a 63-character prefix, `_` and the 26-digit suffix.
    ///
    /// ```
    /// use uuid_runtime::typeid::{TypeId, MAX_PREFIX_LENGTH};
    /// use uuid_runtime::Uuid;
    ///
    /// let prefix = "a".repeat(MAX_PREFIX_LENGTH);
    /// let id = TypeId::new(&prefix, Uuid::NIL)?;
    /// assert_eq!(id.to_string().len(), TypeId::MAX_LENGTH);
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    pub const MAX_LENGTH: usize = MAX_TEXT_LENGTH;

    /// A TypeID of `uuid` with `prefix`, which must follow the prefix grammar (see
    /// [`check_prefix`]); it may be empty.
    ///
    /// New TypeIDs should hold a version 7 UUID; any version is accepted.
    ///
    /// ```
    /// use uuid_runtime::typeid::{TypeId, TypeIdErrorKind, PrefixError};
    /// use uuid_runtime::Uuid;
    ///
    /// const ID: TypeId<'static> = match TypeId::new("user", Uuid::NIL) {
    ///     Ok(id) => id,
    ///     Err(_) => panic!("bad prefix"),
    /// };
    /// assert_eq!(ID.to_string(), "user_00000000000000000000000000");
    ///
    /// let err = TypeId::new("user_", Uuid::NIL).unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     TypeIdErrorKind::Prefix(PrefixError::EndsWithUnderscore { position: 4 })
    /// );
    /// ```
    pub const fn new(prefix: &'a str, uuid: Uuid) -> Result<Self, TypeIdError> {
        match check_prefix(prefix) {
            Ok(()) => Ok(Self { prefix, uuid }),
            Err(err) => Err(TypeIdError::from_prefix(err)),
        }
    }

    /// Parses the text form. The prefix is everything before the last `_` (none when
    /// there is no `_`), the suffix everything after it.
    ///
    /// The error names the first problem and its character position in `s`: the
    /// prefix is checked first, then the suffix's length, characters and value.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    /// use uuid_runtime::Uuid;
    ///
    /// let id = TypeId::parse("user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(id.prefix(), "user");
    /// assert_eq!(id.uuid(), Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?);
    ///
    /// let err = TypeId::parse("user_01h455vb4pex5vsknk084sn0").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid suffix length at position 5: expected 26 characters, found 24"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse(s: &'a str) -> Result<Self, TypeIdError> {
        let Some(separator) = s.rfind('_') else {
            let uuid = decode_suffix_at(s.as_bytes(), 0)?;
            return Ok(Self { prefix: "", uuid });
        };
        if separator == 0 {
            return Err(TypeIdError::new(TypeIdErrorKind::EmptyPrefix, 0));
        }
        let (prefix, separator_and_suffix) = s.split_at(separator);
        check_prefix(prefix).map_err(TypeIdError::from_prefix)?;
        // The prefix is ASCII now, so byte offsets past it are character positions.
        let suffix_start = separator + 1;
        let uuid = decode_suffix_at(&separator_and_suffix.as_bytes()[1..], suffix_start)?;
        Ok(Self { prefix, uuid })
    }

    /// The prefix, possibly empty.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    ///
    /// assert_eq!(TypeId::parse("user_00000000000000000000000000")?.prefix(), "user");
    /// assert_eq!(TypeId::parse("00000000000000000000000000")?.prefix(), "");
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    pub const fn prefix(&self) -> &'a str {
        self.prefix
    }

    /// The UUID.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    /// use uuid_runtime::Uuid;
    ///
    /// let id = TypeId::parse("user_00000000000000000000000010")?;
    /// assert_eq!(id.uuid(), Uuid::from_u128(32));
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    pub const fn uuid(&self) -> Uuid {
        self.uuid
    }

    /// Writes the text form into `buf` and returns it as text; it is at most
    /// [`TypeId::MAX_LENGTH`] characters long.
    ///
    /// ```
    /// use uuid_runtime::typeid::TypeId;
    /// use uuid_runtime::Uuid;
    ///
    /// let mut buf = [0; TypeId::MAX_LENGTH];
    /// let id = TypeId::new("user", Uuid::from_u128(1))?;
    /// assert_eq!(id.encode(&mut buf), "user_00000000000000000000000001");
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    pub fn encode<'b>(&self, buf: &'b mut [u8; MAX_TEXT_LENGTH]) -> &'b mut str {
        // `new` and `parse` checked the prefix.
        write(self.prefix, self.uuid, buf)
    }
}

/// The text form; width, fill and alignment apply to the whole of it.
impl fmt::Display for TypeId<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.encode(&mut [0; MAX_TEXT_LENGTH]))
    }
}

impl<'a> TryFrom<&'a str> for TypeId<'a> {
    type Error = TypeIdError;

    fn try_from(s: &'a str) -> Result<Self, Self::Error> {
        Self::parse(s)
    }
}

/// Parses the text form into its prefix and UUID; see [`TypeId::parse`].
///
/// ```
/// use uuid_runtime::typeid;
/// use uuid_runtime::Uuid;
///
/// assert_eq!(
///     typeid::parse("prefix_01h455vb4pex5vsknk084sn02q")?,
///     ("prefix", Uuid::parse_str("01890a5d-ac96-774b-bcce-b302099a8057")?)
/// );
/// assert_eq!(typeid::parse("00000000000000000000000001")?, ("", Uuid::from_u128(1)));
/// assert!(typeid::parse("_00000000000000000000000000").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(s: &str) -> Result<(&str, Uuid), TypeIdError> {
    TypeId::parse(s).map(|id| (id.prefix, id.uuid))
}

// --- Errors ---------------------------------------------------------------------------

/// What is wrong with a string that is not a TypeID.
///
/// Returned by [`TypeIdError::kind`]; offending characters are whole `char`s, also
/// when they are not ASCII.
///
/// ```
/// use uuid_runtime::typeid::{self, TypeIdErrorKind};
///
/// let err = typeid::parse("user_8zzzzzzzzzzzzzzzzzzzzzzzzz").unwrap_err();
/// assert_eq!(err.kind(), TypeIdErrorKind::SuffixOverflow { found: '8' });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TypeIdErrorKind {
    /// The prefix breaks the prefix grammar; its positions are those in the input,
    /// where the prefix starts.
    Prefix(PrefixError),
    /// The input starts with `_`: an empty prefix, which must have no separator.
    EmptyPrefix,
    /// The suffix is not 26 characters long.
    SuffixLength {
        /// The length found, in characters.
        found: usize,
    },
    /// A suffix character outside the lowercase Crockford base32 alphabet
    /// `0123456789abcdefghjkmnpqrstvwxyz`.
    InvalidSuffixCharacter {
        /// The character found.
        found: char,
    },
    /// The suffix's first digit is above `7`, so its value needs more than 128 bits.
    SuffixOverflow {
        /// The first digit.
        found: char,
    },
}

/// Why a string is not a TypeID, and where.
///
/// Plain data, so that `const fn` decoding can return it. Positions count
/// characters, not bytes, from 0, in the whole input.
///
/// ```
/// use uuid_runtime::typeid;
///
/// let err = typeid::parse("user_01h455vb4pex5vsknk084sn0-q").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid character `-` at position 29 in the suffix: \
///      expected a lowercase Crockford base32 digit, one of `0123456789abcdefghjkmnpqrstvwxyz`"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeIdError {
    kind: TypeIdErrorKind,
    position: usize,
}

impl TypeIdError {
    const fn new(kind: TypeIdErrorKind, position: usize) -> Self {
        Self { kind, position }
    }

    const fn from_prefix(err: PrefixError) -> Self {
        Self::new(TypeIdErrorKind::Prefix(err), err.position())
    }

    /// What is wrong.
    ///
    /// ```
    /// use uuid_runtime::typeid::{self, PrefixError, TypeIdErrorKind};
    ///
    /// let err = typeid::parse("pre.fix_00000000000000000000000000").unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     TypeIdErrorKind::Prefix(PrefixError::InvalidCharacter { found: '.', position: 3 })
    /// );
    /// ```
    pub const fn kind(&self) -> TypeIdErrorKind {
        self.kind
    }

    /// The 0-based character position in the input where the problem is: the
    /// offending character, or the start of the part (prefix or suffix) that has the
    /// wrong length.
    ///
    /// ```
    /// use uuid_runtime::typeid;
    ///
    /// assert_eq!(typeid::parse("pr\u{e9}fix_00000000000000000000000000").unwrap_err().position(), 2);
    /// assert_eq!(typeid::parse("prefix_0000").unwrap_err().position(), 7);
    /// ```
    pub const fn position(&self) -> usize {
        self.position
    }

    /// The offending character, for the kinds that have one.
    ///
    /// ```
    /// use uuid_runtime::typeid;
    ///
    /// let err = typeid::parse("user_0000000000000000000000000\u{e9}").unwrap_err();
    /// assert_eq!(err.character(), Some('\u{e9}'));
    /// assert_eq!(err.position(), 30);
    /// ```
    pub const fn character(&self) -> Option<char> {
        match self.kind {
            TypeIdErrorKind::Prefix(PrefixError::InvalidCharacter { found, .. })
            | TypeIdErrorKind::InvalidSuffixCharacter { found }
            | TypeIdErrorKind::SuffixOverflow { found } => Some(found),
            TypeIdErrorKind::Prefix(
                PrefixError::StartsWithUnderscore | PrefixError::EndsWithUnderscore { .. },
            )
            | TypeIdErrorKind::EmptyPrefix => Some('_'),
            TypeIdErrorKind::Prefix(PrefixError::TooLong { .. })
            | TypeIdErrorKind::SuffixLength { .. } => None,
        }
    }
}

impl fmt::Display for TypeIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.position;
        match self.kind {
            TypeIdErrorKind::Prefix(err) => fmt::Display::fmt(&err, f),
            TypeIdErrorKind::EmptyPrefix => f.write_str(
                "empty prefix before the `_` at position 0: \
                 a TypeID without a prefix is the bare suffix",
            ),
            TypeIdErrorKind::SuffixLength { found } => write!(
                f,
                "invalid suffix length at position {at}: \
                 expected {} characters, found {found}",
                TypeIdSuffix::LENGTH
            ),
            TypeIdErrorKind::InvalidSuffixCharacter { found } => write!(
                f,
                "invalid character `{}` at position {at} in the suffix: \
                 expected a lowercase Crockford base32 digit, one of `{ALPHABET_TEXT}`",
                found.escape_debug(),
            ),
            TypeIdErrorKind::SuffixOverflow { found } => write!(
                f,
                "suffix overflow at position {at}: the first digit `{found}` is above `7`, \
                 so the value would not fit in 128 bits"
            ),
        }
    }
}

impl core::error::Error for TypeIdError {}

impl From<PrefixError> for TypeIdError {
    fn from(err: PrefixError) -> Self {
        Self::from_prefix(err)
    }
}
