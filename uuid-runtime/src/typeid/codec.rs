//! The TypeID suffix: a UUID as 26 lowercase Crockford base32 digits, the 128 bits
//! big-endian after two zero bits, through the base32 codec the ULID form shares
//! (`shared/text/base32.rs`), with TypeID's own errors.

use core::fmt;

use super::error::{TypeIdError, TypeIdErrorKind};
use crate::Uuid;
use crate::fmt::ascii_str;
use crate::shared::text::base32::{self, Case, Problem};

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
    pub const LENGTH: usize = base32::LENGTH;

    /// The suffix of `uuid`; the same as `uuid.typeid_suffix()`.
    ///
    /// ```
    /// use uuid_runtime::{typeid::TypeIdSuffix, Uuid};
    ///
    /// assert_eq!(TypeIdSuffix::from_uuid(Uuid::MAX), Uuid::MAX.typeid_suffix());
    /// ```
    #[inline]
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
    #[inline]
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
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    ///
    /// # Panics
    ///
    /// If `buf` is shorter than [`LENGTH`](Self::LENGTH).
    #[inline]
    #[track_caller]
    #[allow(unsafe_code)]
    pub fn encode<'b>(&self, buf: &'b mut [u8]) -> &'b mut str {
        let found = buf.len();
        let Some(buf) = buf.first_chunk_mut::<{ Self::LENGTH }>() else {
            panic!(
                "TypeIdSuffix::encode: a buffer of {found} bytes is shorter than the suffix's 26"
            )
        };
        base32::encode(self.0.as_u128(), false, buf);
        // SAFETY: `encode` wrote all 26 bytes, each a Crockford base32 digit: ASCII.
        unsafe { ascii_str(buf) }
    }

    /// The UUID.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// assert_eq!(Uuid::MAX.typeid_suffix().into_uuid(), Uuid::MAX);
    /// ```
    #[inline]
    pub const fn into_uuid(self) -> Uuid {
        self.0
    }

    /// The suffix `text` spells (the 26 digits alone, without a prefix), or why it is
    /// not one, in a `const fn`: what `FromStr` reads, with the same errors.
    ///
    /// ```
    /// use uuid_runtime::typeid::{TypeIdErrorKind, TypeIdSuffix};
    ///
    /// let suffix = TypeIdSuffix::try_parse("01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(suffix.into_uuid().to_string(), "01890a5d-ac96-774b-bcce-b302099a8057");
    ///
    /// let err = TypeIdSuffix::try_parse("01h455vb4pex5vsknk084sn02").unwrap_err();
    /// assert_eq!(err.kind(), TypeIdErrorKind::SuffixLength { found: 25 });
    /// # Ok::<(), uuid_runtime::typeid::TypeIdError>(())
    /// ```
    #[inline]
    pub const fn try_parse(text: &str) -> Result<Self, TypeIdError> {
        match decode_suffix_at(text.as_bytes(), 0) {
            Ok(uuid) => Ok(Self(uuid)),
            Err(err) => Err(err),
        }
    }

    /// The suffix as an array of ASCII bytes, at compile time if need be.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// const TEXT: [u8; 26] = Uuid::from_u128(32).typeid_suffix().to_ascii();
    /// assert_eq!(&TEXT, b"00000000000000000000000010");
    /// ```
    #[inline]
    pub const fn to_ascii(&self) -> [u8; Self::LENGTH] {
        let mut out = [0; Self::LENGTH];
        base32::encode(self.0.as_u128(), false, &mut out);
        out
    }
}

// --- The run-time decoder ------------------------------------------------------------
//
// What is not `const` (`TypeId::parse_str`, `TypeIdSuffix`'s `FromStr` and the typed
// IDs' `FromStr`) decodes, on x86_64, with an SSE2 kernel that does the work of the
// `const` decoder above in fewer instructions; elsewhere with the `const` decoder. Unit tests check
// that they agree.

/// The UUID of a valid suffix, or `None`, at run time: the fast path of parsing.
#[inline(always)]
pub(crate) fn decode_valid_suffix(b: &[u8]) -> Option<Uuid> {
    let digits = b.try_into().ok()?;
    crate::fmt::base32_decode::<false>(digits).map(Uuid::from_u128)
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
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn typeid_suffix(self) -> TypeIdSuffix {
        TypeIdSuffix(self)
    }
}

impl fmt::Display for TypeIdSuffix {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.encode(&mut [0; Self::LENGTH]))
    }
}

impl From<Uuid> for TypeIdSuffix {
    #[inline]
    fn from(uuid: Uuid) -> Self {
        Self(uuid)
    }
}

impl From<TypeIdSuffix> for Uuid {
    #[inline]
    fn from(suffix: TypeIdSuffix) -> Self {
        suffix.0
    }
}

/// The suffix alone, at run time; [`TypeIdSuffix::try_parse`] in `const`. Positions in
/// the error count characters from the start of the text.
///
/// ```
/// use uuid_runtime::typeid::{TypeIdErrorKind, TypeIdSuffix};
///
/// let err = "01H455VB4PEX5VSKNK084SN02Q".parse::<TypeIdSuffix>().unwrap_err();
/// assert_eq!(err.kind(), TypeIdErrorKind::InvalidSuffixCharacter { found: 'H' });
/// assert_eq!(err.position(), 2);
/// ```
impl core::str::FromStr for TypeIdSuffix {
    type Err = TypeIdError;

    #[inline]
    fn from_str(text: &str) -> Result<Self, TypeIdError> {
        match decode_valid_suffix(text.as_bytes()) {
            Some(uuid) => Ok(Self(uuid)),
            None => Self::try_parse(text),
        }
    }
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
    match base32::decode(digits, Case::Lower) {
        Some(value) => Some(Uuid::from_u128(value)),
        None => None,
    }
}

/// Says what is wrong with a suffix the fast path rejected, at `offset` in the input.
#[cold]
#[inline(never)]
const fn diagnose_suffix(b: &[u8], offset: usize) -> TypeIdError {
    match base32::diagnose(b, Case::Lower) {
        Problem::Length { found } => {
            TypeIdError::new(TypeIdErrorKind::SuffixLength { found }, offset)
        }
        Problem::Character { index, found } => TypeIdError::new(
            TypeIdErrorKind::InvalidSuffixCharacter { found },
            offset + index,
        ),
        Problem::Overflow { found } => {
            TypeIdError::new(TypeIdErrorKind::SuffixOverflow { found }, offset)
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::shared::text::base32::{Case, LOWER, UPPER, digit_value};

    #[test]
    fn digit_values_are_the_places_in_the_alphabet() {
        for byte in 0..=u8::MAX {
            let lower = LOWER.bytes().position(|digit| digit == byte);
            let either = lower.or_else(|| UPPER.bytes().position(|digit| digit == byte));
            for (case, expected) in [(Case::Lower, lower), (Case::Either, either)] {
                let (value, is_digit) = digit_value(byte, case);
                assert_eq!(
                    is_digit.then_some(usize::from(value)),
                    expected,
                    "{byte:#04x}"
                );
            }
        }
    }
}
