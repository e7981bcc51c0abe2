//! `NonNilUuid`: a UUID that is not the nil UUID, so that `Option<NonNilUuid>` takes
//! no more room than a `Uuid`.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::num::NonZeroU128;
use core::str::FromStr;

use crate::{Error, Uuid};

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
/// assert_eq!(id.get().get_version_num(), 7);
/// assert_eq!(NonNilUuid::new(Uuid::NIL), None);
/// assert_eq!(size_of::<Option<NonNilUuid>>(), 16);
///
/// let parsed: NonNilUuid = "67e55044-10b1-426f-9247-bb680e5fe0c8".parse()?;
/// assert_eq!(parsed.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
/// # Ok::<(), uuid_runtime::Error>(())
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

    /// The UUID, borrowed: a `NonNilUuid` holds its 16 octets in memory order, so they
    /// are a `Uuid` in place (the crate's name for the UUID inside, as every typed ID
    /// has it).
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Uuid};
    ///
    /// let id = NonNilUuid::new(Uuid::NAMESPACE_DNS).unwrap();
    /// assert_eq!(id.as_uuid(), &Uuid::NAMESPACE_DNS);
    /// ```
    #[inline]
    #[allow(unsafe_code)]
    pub const fn as_uuid(&self) -> &Uuid {
        // SAFETY: `NonNilUuid` is `#[repr(transparent)]` over a `NonZeroU128` made of the
        // UUID's octets in memory order (`from_ne_bytes` in `new`), so its 16 bytes in
        // memory are the UUID's; `Uuid` is `#[repr(transparent)]` over `[u8; 16]`, with
        // alignment 1 (no more than `NonZeroU128`'s) and every bit pattern valid. The
        // borrow keeps `self`'s lifetime, and `&Uuid` allows no writes.
        unsafe { &*core::ptr::from_ref(self).cast::<Uuid>() }
    }

    /// The UUID, by value: the same as [`get`](Self::get), under the crate's name for the
    /// UUID inside.
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Uuid};
    ///
    /// let id = NonNilUuid::new(Uuid::max()).unwrap();
    /// assert!(id.into_uuid().is_max());
    /// ```
    #[inline]
    pub const fn into_uuid(self) -> Uuid {
        self.get()
    }

    /// `uuid` as a `NonNilUuid`, without the check (the `uuid` crate's function).
    ///
    /// # Safety
    ///
    /// `uuid` must not be the nil UUID.
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Uuid};
    ///
    /// // SAFETY: a namespace is not nil.
    /// let id = unsafe { NonNilUuid::new_unchecked(Uuid::NAMESPACE_OID) };
    /// assert_eq!(id, Uuid::NAMESPACE_OID);
    /// ```
    #[inline]
    #[allow(unsafe_code)]
    pub const unsafe fn new_unchecked(uuid: Uuid) -> Self {
        // SAFETY: the caller promises that `uuid`, whose octets these are, is not nil.
        Self(unsafe { NonZeroU128::new_unchecked(u128::from_ne_bytes(uuid.into_bytes())) })
    }

    /// A UUID that a version's constructor made, which has its version bits set, so is
    /// never nil.
    #[inline]
    const fn of_version(uuid: Uuid) -> Self {
        match Self::new(uuid) {
            Some(id) => id,
            None => unreachable!(),
        }
    }

    /// [`Uuid::new_v1`] as a `NonNilUuid` (the `uuid` crate's constructor).
    ///
    /// # Panics
    ///
    /// As [`Uuid::new_v1`].
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Timestamp};
    ///
    /// let id = NonNilUuid::new_v1(Timestamp::from_gregorian_time(1, 1), &[1; 6]);
    /// assert_eq!(id.get().get_version_num(), 1);
    /// ```
    #[inline]
    #[track_caller]
    pub const fn new_v1(ts: crate::Timestamp, node_id: &[u8; 6]) -> Self {
        Self::of_version(Uuid::new_v1(ts, node_id))
    }

    /// [`Uuid::new_v3`] as a `NonNilUuid`.
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Uuid};
    ///
    /// let id = NonNilUuid::new_v3(&Uuid::NAMESPACE_DNS, b"example.org");
    /// assert_eq!(id, Uuid::new_v3(&Uuid::NAMESPACE_DNS, b"example.org"));
    /// ```
    #[inline]
    pub const fn new_v3(namespace: &Uuid, name: &[u8]) -> Self {
        Self::of_version(Uuid::new_v3(namespace, name))
    }

    /// [`Uuid::new_v5`] as a `NonNilUuid`.
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Uuid};
    ///
    /// let id = NonNilUuid::new_v5(&Uuid::NAMESPACE_URL, b"https://example.org/");
    /// assert_eq!(id.get().get_version_num(), 5);
    /// ```
    #[inline]
    pub const fn new_v5(namespace: &Uuid, name: &[u8]) -> Self {
        Self::of_version(Uuid::new_v5(namespace, name))
    }

    /// [`Uuid::new_v6`] as a `NonNilUuid`.
    ///
    /// # Panics
    ///
    /// As [`Uuid::new_v6`].
    ///
    /// ```
    /// use uuid_runtime::{NonNilUuid, Timestamp};
    ///
    /// let id = NonNilUuid::new_v6(Timestamp::from_gregorian_time(1, 1), &[1; 6]);
    /// assert_eq!(id.get().get_version_num(), 6);
    /// ```
    #[inline]
    #[track_caller]
    pub const fn new_v6(ts: crate::Timestamp, node_id: &[u8; 6]) -> Self {
        Self::of_version(Uuid::new_v6(ts, node_id))
    }

    /// [`Uuid::new_v8`] as a `NonNilUuid`.
    ///
    /// ```
    /// use uuid_runtime::NonNilUuid;
    ///
    /// assert_eq!(NonNilUuid::new_v8([0; 16]).get().get_version_num(), 8);
    /// ```
    #[inline]
    pub const fn new_v8(buf: [u8; 16]) -> Self {
        Self::of_version(Uuid::new_v8(buf))
    }
}

/// The generators' UUIDs as `NonNilUuid`s (the `uuid` crate's constructors; `std`).
#[cfg(feature = "std")]
impl NonNilUuid {
    /// [`Uuid::new_v4`] as a `NonNilUuid`.
    ///
    /// ```
    /// use uuid_runtime::NonNilUuid;
    ///
    /// assert_eq!(NonNilUuid::new_v4().get().get_version_num(), 4);
    /// ```
    #[inline]
    pub fn new_v4() -> Self {
        Self::of_version(Uuid::new_v4())
    }

    /// [`Uuid::new_v7`] as a `NonNilUuid`.
    ///
    /// # Panics
    ///
    /// As [`Uuid::new_v7`].
    ///
    /// ```
    /// use uuid_runtime::{timestamp, NonNilUuid};
    ///
    /// let id = NonNilUuid::new_v7(timestamp!("2026-05-01T00:00:00Z"));
    /// assert_eq!(id.get().get_version_num(), 7);
    /// ```
    #[inline]
    #[track_caller]
    pub fn new_v7(ts: crate::Timestamp) -> Self {
        Self::of_version(Uuid::new_v7(ts))
    }

    /// [`Uuid::now_v1`] as a `NonNilUuid`.
    ///
    /// ```
    /// use uuid_runtime::NonNilUuid;
    ///
    /// assert_eq!(NonNilUuid::now_v1(&[1; 6]).get().get_version_num(), 1);
    /// ```
    #[inline]
    pub fn now_v1(node_id: &[u8; 6]) -> Self {
        Self::of_version(Uuid::now_v1(node_id))
    }

    /// [`Uuid::now_v6`] as a `NonNilUuid`.
    ///
    /// ```
    /// use uuid_runtime::NonNilUuid;
    ///
    /// assert_eq!(NonNilUuid::now_v6(&[1; 6]).get().get_version_num(), 6);
    /// ```
    #[inline]
    pub fn now_v6(node_id: &[u8; 6]) -> Self {
        Self::of_version(Uuid::now_v6(node_id))
    }

    /// [`Uuid::now_v7`] as a `NonNilUuid`.
    ///
    /// ```
    /// use uuid_runtime::NonNilUuid;
    ///
    /// assert!(NonNilUuid::now_v7() < NonNilUuid::now_v7());
    /// ```
    #[inline]
    pub fn now_v7() -> Self {
        Self::of_version(Uuid::now_v7())
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
/// assert_eq!(NonNilUuid::try_from(Uuid::NIL).unwrap_err().to_string(), "unexpected nil UUID: expected a non-nil UUID");
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
impl TryFrom<Uuid> for NonNilUuid {
    type Error = Error;

    #[inline]
    fn try_from(uuid: Uuid) -> Result<Self, Error> {
        // The hyphenated text's 36 characters are what the error covers.
        Self::new(uuid).ok_or(Error::nil(36))
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
/// [`UuidErrorKind::Nil`](crate::UuidErrorKind::Nil).
///
/// ```
/// use uuid_runtime::{UuidErrorKind, NonNilUuid};
///
/// let id: NonNilUuid = "{67E55044-10B1-426F-9247-BB680E5FE0C8}".parse()?;
/// assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
///
/// let err = "00000000-0000-0000-0000-000000000000".parse::<NonNilUuid>().unwrap_err();
/// assert_eq!(err.kind(), UuidErrorKind::Nil);
/// assert_eq!(err.to_string(), "unexpected nil UUID: expected a non-nil UUID");
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
impl FromStr for NonNilUuid {
    type Err = Error;

    #[inline]
    fn from_str(s: &str) -> Result<Self, Error> {
        // Parsed text is ASCII, so its length in bytes is its length in characters.
        Self::new(Uuid::parse_str(s)?).ok_or(Error::nil(s.len()))
    }
}
