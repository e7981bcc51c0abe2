//! The `Uuid` value type: 16 octets, big-endian.

use crate::shared::{layout, namespace};

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
/// assert_eq!(id.version(), 4);
/// assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
/// assert!(Uuid::NIL < id && id < Uuid::MAX);
/// # Ok::<(), uuid_runtime::ParseError>(())
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
/// # Ok::<(), uuid_runtime::ParseError>(())
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

/// The variant field (RFC 9562 §4.1): which layout family the other bits follow.
///
/// ```
/// use uuid_runtime::{Uuid, Variant};
///
/// assert_eq!(Uuid::NAMESPACE_DNS.variant(), Variant::Rfc9562);
/// assert_eq!(Uuid::NIL.variant(), Variant::Ncs);
/// assert_eq!(Uuid::MAX.variant(), Variant::Future);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// `0xxx`: reserved, NCS backward compatibility (also the nil UUID).
    Ncs,
    /// `10xx`: the variant this RFC's versions are defined for.
    Rfc9562,
    /// `110x`: reserved, Microsoft backward compatibility.
    Microsoft,
    /// `111x`: reserved for future definition (also the max UUID).
    Future,
}

impl Uuid {
    /// The nil UUID, all 128 bits zero (RFC 9562 §5.9).
    ///
    /// ```
    /// assert!(uuid_runtime::Uuid::NIL.is_nil());
    /// ```
    pub const NIL: Self = Self([0; 16]);

    /// The max UUID, all 128 bits one (RFC 9562 §5.10).
    ///
    /// ```
    /// assert_eq!(uuid_runtime::Uuid::MAX.as_u128(), u128::MAX);
    /// ```
    pub const MAX: Self = Self([0xff; 16]);

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
    pub const fn from_bytes(bytes: [u8; 16]) -> Self {
        Self(bytes)
    }

    /// The 16 octets, most significant first.
    ///
    /// ```
    /// assert_eq!(uuid_runtime::Uuid::NAMESPACE_DNS.as_bytes()[0], 0x6b);
    /// ```
    #[inline]
    pub const fn as_bytes(&self) -> &[u8; 16] {
        &self.0
    }

    /// The 16 octets, most significant first, by value.
    ///
    /// ```
    /// assert_eq!(uuid_runtime::Uuid::NIL.into_bytes(), [0; 16]);
    /// ```
    #[inline]
    pub const fn into_bytes(self) -> [u8; 16] {
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

    /// The 4-bit version field (the high nibble of octet 6), whatever the variant.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// assert_eq!(Uuid::NAMESPACE_DNS.version(), 1);
    /// assert_eq!(Uuid::MAX.version(), 15);
    /// ```
    #[inline]
    pub const fn version(&self) -> u8 {
        self.0[6] >> 4
    }

    /// The variant field (the high bits of octet 8).
    ///
    /// ```
    /// use uuid_runtime::{Uuid, Variant};
    ///
    /// assert_eq!(Uuid::from_u128(0xc0 << 56).variant(), Variant::Microsoft);
    /// ```
    #[inline]
    pub const fn variant(&self) -> Variant {
        match self.0[8] {
            0x00..=0x7f => Variant::Ncs,
            0x80..=0xbf => Variant::Rfc9562,
            0xc0..=0xdf => Variant::Microsoft,
            0xe0..=0xff => Variant::Future,
        }
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

    /// Whether this UUID has the RFC 9562 variant and the given version.
    pub(crate) const fn is_rfc_version(&self, version: u8) -> bool {
        matches!(self.variant(), Variant::Rfc9562) && self.version() == version
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
/// fn version(id: impl AsRef<Uuid>) -> u8 {
///     id.as_ref().version()
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
