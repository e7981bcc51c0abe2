//! `NonNilUuid`: a UUID that is not the nil UUID, so that `Option<NonNilUuid>` takes
//! no more room than a `Uuid`.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::num::NonZeroU128;
use core::str::FromStr;

use crate::shared::text::error::NIL_MESSAGE;
use crate::{ParseError, Uuid};

/// A UUID that is not the nil UUID (RFC 9562 §5.9): the nil value is the niche, so
/// `Option<NonNilUuid>` is 16 bytes, as `Option<NonZeroU128>` is.
///
/// Every UUID a version's constructor or generator makes is non-nil (the version bits
/// are set), so [`new`](Self::new) is the one way in, and `Option` says where a value
/// may be missing instead of a nil standing for "none". It orders, hashes, formats,
/// parses and (with the `serde`, `borsh`, `arbitrary` and `proptest` features)
/// serializes like [`Uuid`]; parsing or deserializing the nil UUID is an error.
///
/// It is stored as a `NonZeroU128` holding the 16 octets in memory order, so its
/// alignment is `u128`'s (16 on x86-64) where `Uuid`'s is 1; its octets in memory are
/// the UUID's, as `Uuid`'s are.
///
/// ```
/// use uuid_runtime::{NonNilUuid, Uuid};
///
/// let id = NonNilUuid::new(Uuid::now_v7()).expect("a v7 is never nil");
/// assert_eq!(id.get().version(), 7);
/// assert_eq!(NonNilUuid::new(Uuid::NIL), None);
/// assert_eq!(size_of::<Option<NonNilUuid>>(), 16);
///
/// let parsed: NonNilUuid = "67e55044-10b1-426f-9247-bb680e5fe0c8".parse()?;
/// assert_eq!(parsed.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
/// # Ok::<(), uuid_runtime::ParseError>(())
/// ```
///
/// With the `zerocopy` feature it implements zerocopy's `TryFromBytes`, `IntoBytes`,
/// `Immutable` and `KnownLayout` (derived, so not labelled on this page): read in place
/// from bytes at a 16-byte-aligned address, 16 zero bytes refused (see
/// [`integrations::zerocopy`](crate::integrations::zerocopy)).
#[derive(Clone, Copy, PartialEq, Eq)]
// zerocopy's traits can only be derived (see `integrations/zerocopy.rs`).
#[cfg_attr(
    feature = "zerocopy",
    derive(
        zerocopy::TryFromBytes,
        zerocopy::IntoBytes,
        zerocopy::Immutable,
        zerocopy::KnownLayout
    )
)]
#[repr(transparent)]
pub struct NonNilUuid(NonZeroU128);

/// Why a `Uuid` is not a [`NonNilUuid`]: it is the nil UUID. The error of
/// `TryFrom<Uuid> for NonNilUuid`.
///
/// ```
/// use uuid_runtime::{NonNilUuid, Uuid};
///
/// let err = NonNilUuid::try_from(Uuid::NIL).unwrap_err();
/// assert_eq!(err.to_string(), "unexpected nil UUID: expected a non-nil UUID");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NilUuidError;

impl NonNilUuid {
    /// `uuid` as a `NonNilUuid`, or `None` if it is the nil UUID.
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Uuid};
    ///
    /// const DNS: NonNilUuid = NonNilUuid::new(Uuid::NAMESPACE_DNS).unwrap();
    /// assert_eq!(DNS.get(), Uuid::NAMESPACE_DNS);
    /// assert!(NonNilUuid::new(Uuid::NIL).is_none());
    /// ```
    #[inline]
    pub const fn new(uuid: Uuid) -> Option<Self> {
        match NonZeroU128::new(u128::from_ne_bytes(uuid.into_bytes())) {
            Some(bits) => Some(Self(bits)),
            None => None,
        }
    }

    /// The UUID.
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Uuid};
    ///
    /// let id = NonNilUuid::new(Uuid::MAX).unwrap();
    /// assert!(id.get().is_max());
    /// ```
    #[inline]
    pub const fn get(self) -> Uuid {
        Uuid::from_bytes(self.0.get().to_ne_bytes())
    }
}

/// The UUID; the same as [`NonNilUuid::get`].
///
/// ```
/// use uuid_runtime::{NonNilUuid, Uuid};
///
/// let id = NonNilUuid::new(Uuid::NAMESPACE_DNS).unwrap();
/// assert_eq!(Uuid::from(id), Uuid::NAMESPACE_DNS);
/// ```
impl From<NonNilUuid> for Uuid {
    #[inline]
    fn from(id: NonNilUuid) -> Self {
        id.get()
    }
}

/// The same as [`NonNilUuid::new`], with an error for the nil UUID.
///
/// ```
/// use uuid_runtime::{NonNilUuid, Uuid};
///
/// let id = NonNilUuid::try_from(Uuid::NAMESPACE_URL)?;
/// assert_eq!(Uuid::from(id), Uuid::NAMESPACE_URL);
/// assert!(NonNilUuid::try_from(Uuid::NIL).is_err());
/// # Ok::<(), uuid_runtime::NilUuidError>(())
/// ```
impl TryFrom<Uuid> for NonNilUuid {
    type Error = NilUuidError;

    #[inline]
    fn try_from(uuid: Uuid) -> Result<Self, NilUuidError> {
        Self::new(uuid).ok_or(NilUuidError)
    }
}

/// Ordered as [`Uuid`]: unsigned octet order.
impl Ord for NonNilUuid {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        self.get().cmp(&other.get())
    }
}

impl PartialOrd for NonNilUuid {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Hashed as [`Uuid`], so both hash alike.
impl Hash for NonNilUuid {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.get().hash(state);
    }
}

impl PartialEq<Uuid> for NonNilUuid {
    #[inline]
    fn eq(&self, other: &Uuid) -> bool {
        self.get() == *other
    }
}

impl PartialEq<NonNilUuid> for Uuid {
    #[inline]
    fn eq(&self, other: &NonNilUuid) -> bool {
        *self == other.get()
    }
}

impl PartialOrd<Uuid> for NonNilUuid {
    #[inline]
    fn partial_cmp(&self, other: &Uuid) -> Option<Ordering> {
        Some(self.get().cmp(other))
    }
}

impl PartialOrd<NonNilUuid> for Uuid {
    #[inline]
    fn partial_cmp(&self, other: &NonNilUuid) -> Option<Ordering> {
        Some(self.cmp(&other.get()))
    }
}

impl fmt::Display for NonNilUuid {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.get(), f)
    }
}

impl fmt::Debug for NonNilUuid {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.get(), f)
    }
}

impl fmt::LowerHex for NonNilUuid {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.get(), f)
    }
}

impl fmt::UpperHex for NonNilUuid {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.get(), f)
    }
}

/// Parses what [`Uuid::parse_str`] parses; the nil UUID is an error of kind
/// [`ErrorKind::Nil`](crate::ErrorKind::Nil).
///
/// ```
/// use uuid_runtime::{ErrorKind, NonNilUuid};
///
/// let id: NonNilUuid = "{67E55044-10B1-426F-9247-BB680E5FE0C8}".parse()?;
/// assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
///
/// let err = "00000000-0000-0000-0000-000000000000".parse::<NonNilUuid>().unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::Nil);
/// assert_eq!(err.to_string(), "unexpected nil UUID: expected a non-nil UUID");
/// # Ok::<(), uuid_runtime::ParseError>(())
/// ```
impl FromStr for NonNilUuid {
    type Err = ParseError;

    #[inline]
    fn from_str(s: &str) -> Result<Self, ParseError> {
        // Parsed text is ASCII, so its length in bytes is its length in characters.
        Self::new(Uuid::parse_str(s)?).ok_or(ParseError::nil(s.len()))
    }
}

impl fmt::Display for NilUuidError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(NIL_MESSAGE)
    }
}

impl core::error::Error for NilUuidError {}
