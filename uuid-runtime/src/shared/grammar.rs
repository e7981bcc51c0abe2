//! The UUID text grammar (RFC 9562 §4) and its errors.
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

use core::fmt;
use core::ops::Range;

/// The lengths of the five groups of the hyphenated form.
const GROUP_LENGTHS: [usize; 5] = [8, 4, 4, 4, 12];
/// Where the hyphens stand in the hyphenated form.
const HYPHEN_POSITIONS: [usize; 4] = [8, 13, 18, 23];
const HYPHENATED_LEN: usize = 36;
const URN_PREFIX: &[u8; 9] = b"urn:uuid:";

/// What is wrong with a string that is not a UUID.
///
/// Returned by [`ParseError::kind`]. The offending character, when there is one, is a
/// whole `char`, also for non-ASCII input.
///
/// ```
/// use uuid_runtime::{ErrorKind, Uuid};
///
/// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cg").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidCharacter { found: 'g' });
/// assert_eq!(err.position(), 35);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The string is empty.
    Empty,
    /// A character that is neither a hex digit nor a hyphen in its place.
    InvalidCharacter {
        /// The character found.
        found: char,
    },
    /// The string has none of the four accepted lengths (32, 36, 38 or 45 characters)
    /// and no hyphens that would make its groups tell more.
    InvalidLength {
        /// The length found, in characters.
        found: usize,
    },
    /// A group of the hyphenated form has the wrong number of hex digits.
    InvalidGroupLength {
        /// Which group, from 1 to 5.
        group: usize,
        /// The number of hex digits the group must have.
        expected: usize,
        /// The number of hex digits found.
        found: usize,
    },
    /// The hyphenated form has fewer than five groups.
    InvalidGroupCount {
        /// The number of groups found.
        found: usize,
    },
    /// A hyphen where a hex digit belongs.
    MisplacedHyphen,
    /// Something other than a hyphen where a hyphen belongs.
    MissingHyphen {
        /// The character found in the hyphen's place.
        found: char,
    },
    /// A `{` without its closing `}`.
    MissingClosingBrace,
    /// A `}` without its opening `{`.
    MissingOpeningBrace,
    /// A URN whose prefix is not `urn:uuid:`.
    InvalidUrnPrefix,
}

/// Why a string is not a UUID, and where.
///
/// Plain data, so that `const fn` parsing can return it. Positions count characters,
/// not bytes, from 0.
///
/// ```
/// use uuid_runtime::Uuid;
///
/// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cg").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid character `g` at position 35: expected a hex digit"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    kind: ErrorKind,
    start: usize,
    end: usize,
    /// Offset of the hyphenated body, to name where hyphens belong.
    body: usize,
}

impl ParseError {
    const fn new(kind: ErrorKind, start: usize, end: usize, body: usize) -> Self {
        Self {
            kind,
            start,
            end,
            body,
        }
    }

    /// What is wrong.
    ///
    /// ```
    /// use uuid_runtime::{ErrorKind, Uuid};
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c").unwrap_err();
    /// assert_eq!(
    ///     err.kind(),
    ///     ErrorKind::InvalidGroupLength { group: 5, expected: 12, found: 11 }
    /// );
    /// ```
    pub const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The 0-based character position where the problem starts.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c").unwrap_err();
    /// assert_eq!(err.position(), 24); // the start of group 5
    /// ```
    pub const fn position(&self) -> usize {
        self.start
    }

    /// The characters the problem covers, as a range of 0-based character positions.
    /// It is empty where something is missing (an empty group).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let err = Uuid::parse_str("urn:uid:67e55044-10b1-426f-9247-bb680e5fe0c8").unwrap_err();
    /// assert_eq!(err.span(), 0..8);
    /// ```
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The offending character, for the kinds that have one.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cé").unwrap_err();
    /// assert_eq!(err.character(), Some('é'));
    /// ```
    pub const fn character(&self) -> Option<char> {
        match self.kind {
            ErrorKind::InvalidCharacter { found } | ErrorKind::MissingHyphen { found } => {
                Some(found)
            }
            _ => None,
        }
    }

    /// The hex digit a look-alike character was probably meant to be: `0` for
    /// `O` and `o`, `1` for `l` and `I`.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let err = Uuid::parse_str("67e55O44-10b1-426f-9247-bb680e5fe0c8").unwrap_err();
    /// assert_eq!(err.suggestion(), Some('0'));
    /// ```
    pub const fn suggestion(&self) -> Option<char> {
        match self.kind {
            ErrorKind::InvalidCharacter { found: 'O' | 'o' } => Some('0'),
            ErrorKind::InvalidCharacter { found: 'l' | 'I' } => Some('1'),
            _ => None,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.start;
        match self.kind {
            ErrorKind::Empty => f.write_str("empty string: expected a UUID"),
            ErrorKind::InvalidCharacter { found } => write!(
                f,
                "invalid character `{}` at position {at}: expected a hex digit",
                found.escape_debug()
            ),
            ErrorKind::InvalidLength { found } => write!(
                f,
                "invalid length: expected 32, 36, 38 or 45 characters, found {found}"
            ),
            ErrorKind::InvalidGroupLength {
                group,
                expected,
                found,
            } => write!(
                f,
                "invalid group length in group {group}: expected {expected} hex digits, found {found}"
            ),
            ErrorKind::InvalidGroupCount { found } => write!(
                f,
                "invalid group count: expected 5 groups of hex digits separated by hyphens, found {found}"
            ),
            ErrorKind::MisplacedHyphen => {
                let [a, b, c, d] = HYPHEN_POSITIONS;
                let o = self.body;
                write!(
                    f,
                    "misplaced hyphen at position {at}: hyphens belong at positions {}, {}, {} and {}",
                    a + o,
                    b + o,
                    c + o,
                    d + o
                )
            }
            ErrorKind::MissingHyphen { found } => write!(
                f,
                "missing hyphen at position {at}: expected `-`, found `{}`",
                found.escape_debug()
            ),
            ErrorKind::MissingClosingBrace => {
                f.write_str("unbalanced braces: the opening `{` has no closing `}`")
            }
            ErrorKind::MissingOpeningBrace => {
                f.write_str("unbalanced braces: the closing `}` has no opening `{`")
            }
            ErrorKind::InvalidUrnPrefix => f.write_str("invalid URN prefix: expected `urn:uuid:`"),
        }
    }
}

impl core::error::Error for ParseError {}

/// Parses any of the four forms into the 16 octets of a UUID.
pub const fn parse(s: &str) -> Result<[u8; 16], ParseError> {
    let b = s.as_bytes();
    let decoded = match b.len() {
        32 => decode_simple(b),
        36 => decode_hyphenated(b, 0),
        38 if b[0] == b'{' && b[37] == b'}' => decode_hyphenated(b, 1),
        45 if is_urn_prefix(b) => decode_hyphenated(b, URN_PREFIX.len()),
        _ => None,
    };
    match decoded {
        Some(bytes) => Ok(bytes),
        None => Err(diagnose(b)),
    }
}

const fn is_urn_prefix(b: &[u8]) -> bool {
    if b.len() < URN_PREFIX.len() {
        return false;
    }
    let mut i = 0;
    while i < URN_PREFIX.len() {
        if b[i].to_ascii_lowercase() != URN_PREFIX[i] {
            return false;
        }
        i += 1;
    }
    true
}

// --- The fast path: eight hex digits at a time, in a u64 ---------------------------

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = ONES * 0x80;

/// Per byte: the high bit is set where the byte is at least `n` (for bytes below 0x80).
const fn at_least(x: u64, n: u8) -> u64 {
    ((x | HIGH) - ONES * n as u64) & HIGH
}

/// Eight ASCII hex digits, loaded little-endian, as four octets; `None` if any is not
/// a hex digit.
const fn decode8(chars: u64) -> Option<u32> {
    let folded = chars | ONES * 0x20;
    let digit = at_least(chars, b'0') & !at_least(chars, b'9' + 1);
    let letter = at_least(folded, b'a') & !at_least(folded, b'f' + 1);
    if (digit | letter) & !chars & HIGH != HIGH {
        return None;
    }
    // '0'..='9' are 0x3_, letters 0x4_ or 0x6_: bit 6 tells them apart.
    let nibbles = (chars & ONES * 0x0f) + ((chars >> 6) & ONES) * 9;
    // Byte k becomes nibble k << 4 | nibble k+1; keep the even bytes and pack them.
    let pairs = ((nibbles << 4) | (nibbles >> 8)) & 0x00ff_00ff_00ff_00ff;
    let pairs = (pairs | (pairs >> 8)) & 0x0000_ffff_0000_ffff;
    Some(((pairs | (pairs >> 16)) & 0xffff_ffff) as u32)
}

const fn load8(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes([
        b[at],
        b[at + 1],
        b[at + 2],
        b[at + 3],
        b[at + 4],
        b[at + 5],
        b[at + 6],
        b[at + 7],
    ])
}

/// Two runs of four characters, at `a` and `b`, as one u64.
const fn load4x2(s: &[u8], a: usize, b: usize) -> u64 {
    u64::from_le_bytes([
        s[a],
        s[a + 1],
        s[a + 2],
        s[a + 3],
        s[b],
        s[b + 1],
        s[b + 2],
        s[b + 3],
    ])
}

const fn decode_chunks(chunks: [u64; 4]) -> Option<[u8; 16]> {
    let mut out = [0; 16];
    let mut i = 0;
    while i < 4 {
        let Some(word) = decode8(chunks[i]) else {
            return None;
        };
        let [a, b, c, d] = word.to_le_bytes();
        out[4 * i] = a;
        out[4 * i + 1] = b;
        out[4 * i + 2] = c;
        out[4 * i + 3] = d;
        i += 1;
    }
    Some(out)
}

const fn decode_simple(b: &[u8]) -> Option<[u8; 16]> {
    decode_chunks([load8(b, 0), load8(b, 8), load8(b, 16), load8(b, 24)])
}

/// The hyphenated form starting at byte `o`; the caller has checked the length.
const fn decode_hyphenated(b: &[u8], o: usize) -> Option<[u8; 16]> {
    if b[o + 8] != b'-' || b[o + 13] != b'-' || b[o + 18] != b'-' || b[o + 23] != b'-' {
        return None;
    }
    decode_chunks([
        load8(b, o),
        load4x2(b, o + 9, o + 14),
        load4x2(b, o + 19, o + 24),
        load8(b, o + 28),
    ])
}

// --- The slow path: say what is wrong ------------------------------------------------

/// Finds the first problem in a string the fast path rejected. Positions are in
/// characters; every character before the one reported is ASCII, so up to there a
/// byte index is a character index.
const fn diagnose(b: &[u8]) -> ParseError {
    let chars = char_count(b);
    if chars == 0 {
        return ParseError::new(ErrorKind::Empty, 0, 0, 0);
    }
    let (body_start, body_end) = match body_bounds(b, chars) {
        Ok(bounds) => bounds,
        Err(err) => return err,
    };
    // Braces and the URN prefix are ASCII, so the body's length in characters is:
    let body_chars = chars - body_start - (b.len() - body_end);

    // A bad character is the most specific thing to say, so look for one first.
    let shaped = body_chars == HYPHENATED_LEN;
    let mut i = body_start;
    while i < body_end {
        let c = b[i];
        let offset = i - body_start;
        let hyphen_place = shaped && is_hyphen_position(offset);
        if c >= 0x80 {
            let found = decode_char(b, i);
            let kind = if hyphen_place {
                ErrorKind::MissingHyphen { found }
            } else {
                ErrorKind::InvalidCharacter { found }
            };
            return ParseError::new(kind, i, i + 1, body_start);
        }
        let found = c as char;
        if hyphen_place && c != b'-' {
            return ParseError::new(ErrorKind::MissingHyphen { found }, i, i + 1, body_start);
        }
        if shaped && !hyphen_place && c == b'-' {
            return ParseError::new(ErrorKind::MisplacedHyphen, i, i + 1, body_start);
        }
        if c != b'-' && !c.is_ascii_hexdigit() {
            return ParseError::new(ErrorKind::InvalidCharacter { found }, i, i + 1, body_start);
        }
        i += 1;
    }

    // Only hex digits and hyphens are left, so the string is ASCII from here.
    if !contains_hyphen(b, body_start, body_end) {
        // 32 hex digits in braces or after `urn:uuid:` end up here too: those forms
        // are hyphenated.
        return ParseError::new(ErrorKind::InvalidLength { found: chars }, 0, chars, 0);
    }
    diagnose_groups(b, body_start, body_end)
}

/// Where the UUID body starts and ends, past braces or a URN prefix.
const fn body_bounds(b: &[u8], chars: usize) -> Result<(usize, usize), ParseError> {
    let len = b.len();
    let opens = b[0] == b'{';
    let closes = b[len - 1] == b'}';
    if opens && !closes {
        return Err(ParseError::new(ErrorKind::MissingClosingBrace, 0, 1, 0));
    }
    if closes && !opens {
        return Err(ParseError::new(
            ErrorKind::MissingOpeningBrace,
            chars - 1,
            chars,
            0,
        ));
    }
    if opens {
        // "{" alone: both checks pass on the one byte.
        return Ok((1, if len > 1 { len - 1 } else { 1 }));
    }
    let prefix = urn_like_prefix(b);
    if prefix > 0 {
        if prefix == URN_PREFIX.len() && is_urn_prefix(b) {
            return Ok((prefix, len));
        }
        return Err(ParseError::new(ErrorKind::InvalidUrnPrefix, 0, prefix, 0));
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

const fn diagnose_groups(b: &[u8], start: usize, end: usize) -> ParseError {
    let mut group = 0;
    let mut group_start = start;
    let mut i = start;
    while i <= end {
        if i == end || b[i] == b'-' {
            if group == GROUP_LENGTHS.len() {
                // Five well-formed groups, then a hyphen and more.
                let hyphen = group_start - 1;
                return ParseError::new(ErrorKind::MisplacedHyphen, hyphen, hyphen + 1, start);
            }
            let found = i - group_start;
            let expected = GROUP_LENGTHS[group];
            if found != expected {
                let kind = ErrorKind::InvalidGroupLength {
                    group: group + 1,
                    expected,
                    found,
                };
                return ParseError::new(kind, group_start, i, start);
            }
            group += 1;
            group_start = i + 1;
        }
        i += 1;
    }
    ParseError::new(ErrorKind::InvalidGroupCount { found: group }, start, end, start)
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

const fn char_count(b: &[u8]) -> usize {
    let mut count = 0;
    let mut i = 0;
    while i < b.len() {
        // Every byte but a continuation byte (0b10xx_xxxx) starts a character.
        if b[i] & 0xc0 != 0x80 {
            count += 1;
        }
        i += 1;
    }
    count
}

/// The whole character starting at byte `i` of valid UTF-8.
const fn decode_char(b: &[u8], i: usize) -> char {
    let first = b[i] as u32;
    let (len, mut code) = if first < 0x80 {
        (1, first)
    } else if first < 0xe0 {
        (2, first & 0x1f)
    } else if first < 0xf0 {
        (3, first & 0x0f)
    } else {
        (4, first & 0x07)
    };
    let mut k = 1;
    while k < len {
        code = (code << 6) | (b[i + k] as u32 & 0x3f);
        k += 1;
    }
    match char::from_u32(code) {
        Some(c) => c,
        None => char::REPLACEMENT_CHARACTER,
    }
}
