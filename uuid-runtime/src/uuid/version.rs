//! The version and variant fields (RFC 9562 §4.1, §4.2) and their readers, with the
//! `uuid` crate's names.

use core::fmt;

use crate::Uuid;

/// The version field of a UUID whose variant is RFC 9562's, by name (RFC 9562 §4.2):
/// what [`Uuid::get_version`] says, and what [`Builder::with_version`](crate::Builder::with_version)
/// writes. The field is a number from 0 to 15; [`Uuid::get_version_num`] reads it as
/// one.
///
/// ```
/// use uuid_runtime::{Uuid, Version};
///
/// assert_eq!(Uuid::NAMESPACE_DNS.get_version(), Some(Version::Mac));
/// assert_eq!(Uuid::now_v7().get_version(), Some(Version::SortRand));
/// assert_eq!(Uuid::nil().get_version(), Some(Version::Nil));
/// assert_eq!(Version::Sha1 as u8, 5);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[repr(u8)]
pub enum Version {
    /// The nil UUID, all bits zero (§5.9).
    Nil = 0,
    /// Version 1: the Gregorian time and a node (MAC address) (§5.1).
    Mac = 1,
    /// Version 2: DCE Security, reserved by RFC 9562 (§5.2).
    Dce = 2,
    /// Version 3: name-based, MD5 (§5.3).
    Md5 = 3,
    /// Version 4: random (§5.4).
    Random = 4,
    /// Version 5: name-based, SHA-1 (§5.5).
    Sha1 = 5,
    /// Version 6: version 1 reordered to sort by time (§5.6).
    SortMac = 6,
    /// Version 7: Unix milliseconds and random bits, sorting by time (§5.7).
    SortRand = 7,
    /// Version 8: custom (§5.8).
    Custom = 8,
    /// The max UUID, all bits one (§5.10).
    Max = 0xf,
}

/// The variant field (RFC 9562 §4.1): which layout family the other bits follow. The
/// `uuid` crate's names: `RFC4122` is the variant RFC 9562 defines its versions for
/// (RFC 9562 obsoletes RFC 4122 and keeps its variant).
///
/// ```
/// use uuid_runtime::{Uuid, Variant};
///
/// assert_eq!(Uuid::NAMESPACE_DNS.get_variant(), Variant::RFC4122);
/// assert_eq!(Uuid::nil().get_variant(), Variant::NCS);
/// assert_eq!(Uuid::max().get_variant(), Variant::Future);
/// assert_eq!(Variant::RFC4122.to_string(), "RFC4122");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
#[repr(u8)]
pub enum Variant {
    /// `0xxx`: reserved, NCS backward compatibility (also the nil UUID).
    NCS = 0,
    /// `10xx`: the variant RFC 9562 (and RFC 4122 before it) defines its versions for.
    RFC4122,
    /// `110x`: reserved, Microsoft backward compatibility.
    Microsoft,
    /// `111x`: reserved for future definition (also the max UUID).
    Future,
}

/// The variant's name, as `Debug` writes it (the `uuid` crate's `Display`).
impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl Uuid {
    /// The variant field (the high bits of octet 8).
    ///
    /// ```
    /// use uuid_runtime::{Uuid, Variant};
    ///
    /// assert_eq!(Uuid::from_u128(0xc0 << 56).get_variant(), Variant::Microsoft);
    /// ```
    #[inline]
    pub const fn get_variant(&self) -> Variant {
        match self.as_bytes()[8] {
            0x00..=0x7f => Variant::NCS,
            0x80..=0xbf => Variant::RFC4122,
            0xc0..=0xdf => Variant::Microsoft,
            0xe0..=0xff => Variant::Future,
        }
    }

    /// The 4-bit version field (the high nibble of octet 6), whatever the variant.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// assert_eq!(Uuid::NAMESPACE_DNS.get_version_num(), 1);
    /// assert_eq!(Uuid::max().get_version_num(), 15);
    /// ```
    #[inline]
    pub const fn get_version_num(&self) -> usize {
        (self.as_bytes()[6] >> 4) as usize
    }

    /// The version field by name, or `None` where it names none: a version field of 0
    /// or 15 is [`Version::Nil`] or [`Version::Max`] only for the nil and max UUIDs,
    /// and 9 to 14 are unassigned. The variant is not looked at (as in the `uuid`
    /// crate); [`Uuid::get_variant`] reads it.
    ///
    /// ```
    /// use uuid_runtime::{Uuid, Version};
    ///
    /// assert_eq!(Uuid::new_v4().get_version(), Some(Version::Random));
    /// assert_eq!(Uuid::max().get_version(), Some(Version::Max));
    /// assert_eq!(Uuid::from_u128(0xf << 76).get_version(), None);
    /// ```
    #[inline]
    pub const fn get_version(&self) -> Option<Version> {
        match self.get_version_num() {
            0 if self.is_nil() => Some(Version::Nil),
            1 => Some(Version::Mac),
            2 => Some(Version::Dce),
            3 => Some(Version::Md5),
            4 => Some(Version::Random),
            5 => Some(Version::Sha1),
            6 => Some(Version::SortMac),
            7 => Some(Version::SortRand),
            8 => Some(Version::Custom),
            0xf if self.is_max() => Some(Version::Max),
            _ => None,
        }
    }

    /// Whether this UUID has the RFC 9562 variant and the given version.
    #[inline]
    pub(crate) const fn is_rfc_version(&self, version: u8) -> bool {
        matches!(self.get_variant(), Variant::RFC4122) && self.get_version_num() == version as usize
    }
}
