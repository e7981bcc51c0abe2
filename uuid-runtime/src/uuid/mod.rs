//! The `Uuid` value type, its methods one file a topic:
//!
//! | file            | what                                                              |
//! |-----------------|-------------------------------------------------------------------|
//! | `mod.rs`        | the type, its constants, its octets and its 128-bit number        |
//! | `fields.rs`     | other layouts: fields, little-endian, `u64` halves, slices        |
//! | `version.rs`    | [`Version`](crate::Version), [`Variant`](crate::Variant) and their readers |
//! | `text.rs`       | parsing the four RFC 9562 forms, the adapters that write them     |
//! | `time.rs`       | the time-based versions 1, 6 and 7: constructors and readers      |
//! | `draft_v7.rs`   | the v7 layout of draft-peabody-01                                 |
//! | `bounds.rs`     | the least and greatest v7 UUIDs of a time window                  |
//! | `name_based.rs` | versions 3, 5 and 8                                               |
//!
//! The generators' `now_v7`, `new_v4` and the rest are in `generate/`, with the
//! generators they call.

mod bounds;
mod draft_v7;
mod fields;
mod name_based;
mod text;
mod time;
mod version;

pub use self::draft_v7::DraftV7Precision;
pub(crate) use self::time::{v1_layout, v6_layout, v7_layout};
pub use self::version::{Variant, Version};

use crate::shared::{layout, namespace};

/// The 16 octets of a UUID, most significant first: what [`Uuid::from_bytes`] takes and
/// [`Uuid::into_bytes`] gives (the `uuid` crate's name).
///
/// ```
/// let bytes: uuid_runtime::Bytes = uuid_runtime::Uuid::NAMESPACE_DNS.into_bytes();
/// assert_eq!(bytes[0], 0x6b);
/// ```
pub type Bytes = [u8; 16];

/// A UUID (RFC 9562): 128 bits stored as 16 octets in network (big-endian) order.
///
/// Ordering is unsigned octet order, the `uuidOrderingMatch` rule of RFC 4530 and the
/// order of PostgreSQL's `uuid` type; for the lowercase hyphenated form it matches the
/// order of the strings.
///
/// ```
/// use uuid_runtime::Uuid;
///
/// let id = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c8")?;
/// assert_eq!(id.get_version_num(), 4);
/// assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
/// assert!(Uuid::nil() < id && id < Uuid::max());
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
///
/// # LDAP: RFC 4530 (`entryUUID`)
///
/// RFC 4530 defines how LDAP directories carry UUIDs, and `Uuid` follows it:
///
/// | OID              | RFC 4530 name                 | here                                    |
/// |------------------|-------------------------------|-----------------------------------------|
/// | 1.3.6.1.1.16.1   | UUID syntax                   | the hyphenated text: [`Uuid::parse_str`], `Display` |
/// | 1.3.6.1.1.16.2   | `uuidMatch` (equality)        | `Eq`: the same 16 octets                |
/// | 1.3.6.1.1.16.3   | `uuidOrderingMatch` (ordering)| `Ord`: unsigned octet order             |
/// | 1.3.6.1.1.16.4   | `entryUUID` attribute         | a `Uuid`                                |
///
/// The syntax is RFC 4122's hyphenated string; both matching rules compare the 16
/// octets, so hex digits in either case match. A server keeps the case a value was
/// given in (an entry imported from another directory may carry uppercase), and
/// `parse_str` takes either:
///
/// ```
/// use uuid_runtime::Uuid;
///
/// // Two entries of `ldapsearch -LLL '(objectClass=*)' entryUUID` output.
/// let ldif = "dn: uid=jdoe,ou=people,dc=example,dc=com\n\
///             entryUUID: 597ae2f6-16a6-1027-98f4-d28b5365dc14\n\
///             \n\
///             dn: uid=asmith,ou=people,dc=example,dc=com\n\
///             entryUUID: 597AE2F6-16A6-1027-98F4-D28B5365DC15\n";
/// let ids: Vec<Uuid> = ldif
///     .lines()
///     .filter_map(|line| line.strip_prefix("entryUUID: "))
///     .map(Uuid::parse_str)
///     .collect::<Result<_, _>>()?;
///
/// // uuidMatch: equal whatever the case.
/// assert_eq!(ids[0], Uuid::parse_str("597AE2F6-16A6-1027-98F4-D28B5365DC14")?);
/// // uuidOrderingMatch: octet order.
/// assert!(ids[0] < ids[1]);
/// // Written back in the form RFC 4530's example uses.
/// assert_eq!(ids[1].to_string(), "597ae2f6-16a6-1027-98f4-d28b5365dc15");
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
///
/// # Traits from optional features
///
/// Each integration's impls are behind the Cargo feature of its name (see the
/// crate's feature table). Most carry their feature's label on this page; zerocopy's
/// traits, which can only be derived, do not, so: **with the `zerocopy` feature**,
/// `Uuid` implements `zerocopy`'s `FromBytes`, `IntoBytes`, `Immutable`, `KnownLayout`
/// and `Unaligned`, to read UUIDs in place from any byte buffer at any offset
/// (`Uuid::ref_from_bytes`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
// zerocopy's traits can only be derived (see `integrations/zerocopy.rs`).
#[cfg_attr(
    feature = "zerocopy",
    derive(
        zerocopy::FromBytes,
        zerocopy::IntoBytes,
        zerocopy::Immutable,
        zerocopy::KnownLayout,
        zerocopy::Unaligned
    )
)]
#[repr(transparent)]
pub struct Uuid([u8; 16]);

impl Uuid {
    /// The nil UUID, all 128 bits zero (RFC 9562 §5.9), as a constant: usable in a
    /// pattern, where [`Uuid::nil`] (the `uuid` crate's function) is not.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// fn describe(id: Uuid) -> &'static str {
    ///     match id {
    ///         Uuid::NIL => "none",
    ///         Uuid::MAX => "all",
    ///         _ => "some",
    ///     }
    /// }
    /// assert_eq!(describe(Uuid::nil()), "none");
    /// assert_eq!(describe(Uuid::NAMESPACE_DNS), "some");
    /// ```
    pub const NIL: Self = Self([0; 16]);

    /// The max UUID, all 128 bits one (RFC 9562 §5.10), as a constant: usable in a
    /// pattern, where [`Uuid::max`] is not.
    ///
    /// ```
    /// assert_eq!(uuid_runtime::Uuid::MAX.as_u128(), u128::MAX);
    /// ```
    pub const MAX: Self = Self([0xff; 16]);

    /// The nil UUID, all 128 bits zero (RFC 9562 §5.9); [`Uuid::NIL`] as a function.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// assert!(Uuid::nil().is_nil());
    /// assert_eq!(Uuid::nil(), Uuid::default());
    /// ```
    #[inline]
    pub const fn nil() -> Self {
        Self::NIL
    }

    /// The max UUID, all 128 bits one (RFC 9562 §5.10); [`Uuid::MAX`] as a function. As
    /// an inherent function it is found before [`Ord::max`], which takes two values.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// assert!(Uuid::max().is_max());
    /// assert_eq!(Uuid::max().to_string(), "ffffffff-ffff-ffff-ffff-ffffffffffff");
    /// ```
    #[inline]
    pub const fn max() -> Self {
        Self::MAX
    }

    /// The namespace for fully qualified domain names (RFC 9562 §6.6).
    ///
    /// ```
    /// assert_eq!(
    ///     uuid_runtime::Uuid::NAMESPACE_DNS.to_string(),
    ///     "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
    /// );
    /// ```
    pub const NAMESPACE_DNS: Self = Self::from_u128(namespace::DNS);

    /// The namespace for URLs (RFC 9562 §6.6).
    ///
    /// ```
    /// assert_eq!(
    ///     uuid_runtime::Uuid::NAMESPACE_URL.to_string(),
    ///     "6ba7b811-9dad-11d1-80b4-00c04fd430c8"
    /// );
    /// ```
    pub const NAMESPACE_URL: Self = Self::from_u128(namespace::URL);

    /// The namespace for ISO OIDs (RFC 9562 §6.6).
    ///
    /// ```
    /// assert_eq!(
    ///     uuid_runtime::Uuid::NAMESPACE_OID.to_string(),
    ///     "6ba7b812-9dad-11d1-80b4-00c04fd430c8"
    /// );
    /// ```
    pub const NAMESPACE_OID: Self = Self::from_u128(namespace::OID);

    /// The namespace for X.500 distinguished names (RFC 9562 §6.6).
    ///
    /// ```
    /// assert_eq!(
    ///     uuid_runtime::Uuid::NAMESPACE_X500.to_string(),
    ///     "6ba7b814-9dad-11d1-80b4-00c04fd430c8"
    /// );
    /// ```
    pub const NAMESPACE_X500: Self = Self::from_u128(namespace::X500);

    /// A UUID from its 16 octets, most significant first, as they are.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::from_bytes([0xff; 16]);
    /// assert_eq!(id, Uuid::MAX);
    /// ```
    #[inline]
    pub const fn from_bytes(bytes: Bytes) -> Self {
        Self(bytes)
    }

    /// The 16 octets of `bytes`, borrowed as a `Uuid`, without a copy: a `Uuid` is its
    /// octets (`#[repr(transparent)]`), and every 16 octets are a UUID.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let octets = [0xff; 16];
    /// let id: &Uuid = Uuid::from_bytes_ref(&octets);
    /// assert!(id.is_max());
    /// assert!(core::ptr::eq(id.as_bytes(), &octets));
    /// ```
    #[inline]
    #[allow(unsafe_code)]
    pub const fn from_bytes_ref(bytes: &Bytes) -> &Self {
        // SAFETY: `Uuid` is `#[repr(transparent)]` over `[u8; 16]`, so both have the same
        // size, alignment (1) and validity (every bit pattern), and the borrow keeps
        // `bytes`'s lifetime.
        unsafe { &*core::ptr::from_ref(bytes).cast::<Self>() }
    }

    /// The 16 octets, most significant first.
    ///
    /// ```
    /// assert_eq!(uuid_runtime::Uuid::NAMESPACE_DNS.as_bytes()[0], 0x6b);
    /// ```
    #[inline]
    pub const fn as_bytes(&self) -> &Bytes {
        &self.0
    }

    /// The 16 octets, most significant first, by value.
    ///
    /// ```
    /// assert_eq!(uuid_runtime::Uuid::NIL.into_bytes(), [0; 16]);
    /// ```
    #[inline]
    pub const fn into_bytes(self) -> Bytes {
        self.0
    }

    /// A UUID from a 128-bit number, read big-endian.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::from_u128(0x67e55044_10b1_426f_9247_bb680e5fe0c8);
    /// assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    /// ```
    #[inline]
    pub const fn from_u128(value: u128) -> Self {
        Self(value.to_be_bytes())
    }

    /// The UUID as a 128-bit number, read big-endian.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// assert_eq!(Uuid::from_u128(42).as_u128(), 42);
    /// ```
    #[inline]
    pub const fn as_u128(&self) -> u128 {
        u128::from_be_bytes(self.0)
    }

    /// Whether this is the nil UUID.
    ///
    /// ```
    /// assert!(uuid_runtime::Uuid::default().is_nil());
    /// ```
    #[inline]
    pub const fn is_nil(&self) -> bool {
        self.as_u128() == 0
    }

    /// Whether this is the max UUID.
    ///
    /// ```
    /// assert!(uuid_runtime::Uuid::MAX.is_max());
    /// ```
    #[inline]
    pub const fn is_max(&self) -> bool {
        self.as_u128() == u128::MAX
    }

    /// A version 4 UUID of 16 random octets (122 of their bits kept).
    #[inline]
    pub(crate) const fn v4_layout(random: [u8; 16]) -> Self {
        Self::with_version(random, 4)
    }

    /// These octets with the version field set to `version` and the RFC 9562 variant.
    pub(crate) const fn with_version(bytes: [u8; 16], version: u8) -> Self {
        Self(layout::with_version(bytes, version))
    }
}

impl From<[u8; 16]> for Uuid {
    #[inline]
    fn from(bytes: [u8; 16]) -> Self {
        Self::from_bytes(bytes)
    }
}

impl From<Uuid> for [u8; 16] {
    #[inline]
    fn from(id: Uuid) -> Self {
        id.into_bytes()
    }
}

impl From<u128> for Uuid {
    #[inline]
    fn from(value: u128) -> Self {
        Self::from_u128(value)
    }
}

impl From<Uuid> for u128 {
    #[inline]
    fn from(id: Uuid) -> Self {
        id.as_u128()
    }
}

impl AsRef<[u8]> for Uuid {
    #[inline]
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

impl AsRef<[u8; 16]> for Uuid {
    #[inline]
    fn as_ref(&self) -> &[u8; 16] {
        &self.0
    }
}

/// So that generic code taking `impl AsRef<Uuid>` accepts a `Uuid` as well as a typed
/// ID.
///
/// ```
/// use uuid_runtime::{TypedId, Uuid};
///
/// #[derive(TypedId)]
/// struct OrderId(Uuid);
///
/// fn version(id: impl AsRef<Uuid>) -> usize {
///     id.as_ref().get_version_num()
/// }
/// assert_eq!(version(Uuid::NAMESPACE_DNS), 1);
/// assert_eq!(version(OrderId::from_uuid(Uuid::NAMESPACE_DNS)), 1);
/// ```
impl AsRef<Uuid> for Uuid {
    #[inline]
    fn as_ref(&self) -> &Uuid {
        self
    }
}

/// The 16 octets, most significant first (the `uuid` crate's conversion; `std`).
///
/// ```
/// let octets: Vec<u8> = uuid_runtime::Uuid::MAX.into();
/// assert_eq!(octets, [0xff; 16]);
/// ```
#[cfg(feature = "std")]
impl From<Uuid> for std::vec::Vec<u8> {
    #[inline]
    fn from(id: Uuid) -> Self {
        id.0.to_vec()
    }
}
