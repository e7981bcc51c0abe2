//! Other views of the 16 octets: slices, the four fields of RFC 4122's layout, the
//! mixed-endian layout of Microsoft GUIDs, two `u64` halves and a little-endian `u128`.
//!
//! All are `const fn` and copy bytes, nothing else: `Uuid` stays 16 big-endian octets.

use crate::{Error, Uuid};

/// Swaps the byte order of the first three fields (4, 2 and 2 octets): the conversion
/// between the big-endian layout and the mixed-endian one, in either direction.
const fn swap_first_three_fields(b: [u8; 16]) -> [u8; 16] {
    [
        b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6], b[8], b[9], b[10], b[11], b[12], b[13],
        b[14], b[15],
    ]
}

impl Uuid {
    /// A UUID from a slice of exactly 16 octets, most significant first; for any other
    /// length an error of kind [`InvalidLength`](crate::UuidErrorKind::InvalidLength)
    /// that says the length found.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let bytes = [0x67, 0xe5, 0x50, 0x44, 0x10, 0xb1, 0x42, 0x6f,
    ///              0x92, 0x47, 0xbb, 0x68, 0x0e, 0x5f, 0xe0, 0xc8];
    /// let id = Uuid::from_slice(&bytes)?;
    /// assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    ///
    /// let err = Uuid::from_slice(&bytes[..10]).unwrap_err();
    /// assert_eq!(err.to_string(), "invalid length: expected 16 bytes, found 10");
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        match bytes.first_chunk::<16>() {
            Some(octets) if bytes.len() == 16 => Ok(Self::from_bytes(*octets)),
            _ => Err(Error::byte_length(bytes.len())),
        }
    }

    /// A UUID from a slice of exactly 16 octets in the mixed-endian layout of
    /// [`from_bytes_le`](Self::from_bytes_le); an error for any other length.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // A GUID as it lies in memory on Windows (SMBIOS and GPT disks store it so too).
    /// let memory = [0x28, 0x73, 0x2a, 0xc1, 0x1f, 0xf8, 0xd2, 0x11,
    ///               0xba, 0x4b, 0x00, 0xa0, 0xc9, 0x3e, 0xc9, 0x3b];
    /// let id = Uuid::from_slice_le(&memory)?;
    /// assert_eq!(id.to_string(), "c12a7328-f81f-11d2-ba4b-00a0c93ec93b");
    /// assert!(Uuid::from_slice_le(&[]).is_err());
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn from_slice_le(bytes: &[u8]) -> Result<Self, Error> {
        match Self::from_slice(bytes) {
            Ok(id) => Ok(Self::from_bytes_le(id.into_bytes())),
            Err(err) => Err(err),
        }
    }

    /// A UUID from the four fields of RFC 4122's layout, as numbers: the first group of
    /// hex digits (`time_low` for v1), the second (`time_mid`), the third (version and
    /// `time_hi`), and the last 8 octets as they are. This is how a Windows `GUID`
    /// struct holds its `Data1` to `Data4`.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // FOLDERID_Desktop, as the Windows SDK declares it.
    /// const DESKTOP: Uuid = Uuid::from_fields(
    ///     0xb4bfcc3a, 0xdb2c, 0x424c,
    ///     &[0xb0, 0x29, 0x7f, 0xe9, 0x9a, 0x87, 0xc6, 0x41],
    /// );
    /// assert_eq!(format!("{:X}", DESKTOP.braced()), "{B4BFCC3A-DB2C-424C-B029-7FE99A87C641}");
    /// ```
    #[inline]
    pub const fn from_fields(d1: u32, d2: u16, d3: u16, d4: &[u8; 8]) -> Self {
        let [a0, a1, a2, a3] = d1.to_be_bytes();
        let [b0, b1] = d2.to_be_bytes();
        let [c0, c1] = d3.to_be_bytes();
        let [d0, d1, d2, d3, d4, d5, d6, d7] = *d4;
        Self::from_bytes([
            a0, a1, a2, a3, b0, b1, c0, c1, d0, d1, d2, d3, d4, d5, d6, d7,
        ])
    }

    /// The four fields of [`from_fields`](Self::from_fields): the first three groups of
    /// hex digits as big-endian numbers, and a reference to the last 8 octets.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("b4bfcc3a-db2c-424c-b029-7fe99a87c641")?;
    /// assert_eq!(
    ///     id.as_fields(),
    ///     (0xb4bfcc3a, 0xdb2c, 0x424c, &[0xb0, 0x29, 0x7f, 0xe9, 0x9a, 0x87, 0xc6, 0x41])
    /// );
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn as_fields(&self) -> (u32, u16, u16, &[u8; 8]) {
        let [a0, a1, a2, a3, b0, b1, c0, c1, d4 @ ..] = self.as_bytes();
        (
            u32::from_be_bytes([*a0, *a1, *a2, *a3]),
            u16::from_be_bytes([*b0, *b1]),
            u16::from_be_bytes([*c0, *c1]),
            d4,
        )
    }

    /// A UUID from four fields whose first three are stored little-endian: each is
    /// byte-swapped (whatever the machine's byte order). The inverse of
    /// [`to_fields_le`](Self::to_fields_le).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::from_fields_le(0x3accbfb4, 0x2cdb, 0x4c42, &[0xb0, 0x29, 0x7f, 0xe9, 0x9a, 0x87, 0xc6, 0x41]);
    /// assert_eq!(id.to_string(), "b4bfcc3a-db2c-424c-b029-7fe99a87c641");
    /// ```
    #[inline]
    pub const fn from_fields_le(d1: u32, d2: u16, d3: u16, d4: &[u8; 8]) -> Self {
        Self::from_fields(d1.swap_bytes(), d2.swap_bytes(), d3.swap_bytes(), d4)
    }

    /// The four fields with the first three read little-endian: each byte-swapped
    /// against [`as_fields`](Self::as_fields). The inverse of
    /// [`from_fields_le`](Self::from_fields_le).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("b4bfcc3a-db2c-424c-b029-7fe99a87c641")?;
    /// let (d1, d2, d3, d4) = id.to_fields_le();
    /// assert_eq!((d1, d2, d3), (0x3accbfb4, 0x2cdb, 0x4c42));
    /// assert_eq!(Uuid::from_fields_le(d1, d2, d3, d4), id);
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn to_fields_le(&self) -> (u32, u16, u16, &[u8; 8]) {
        let (d1, d2, d3, d4) = self.as_fields();
        (d1.swap_bytes(), d2.swap_bytes(), d3.swap_bytes(), d4)
    }

    /// A UUID from its 16 octets in the mixed-endian layout of Microsoft GUIDs and
    /// SMBIOS: the first three fields (4, 2 and 2 octets) little-endian, the last 8
    /// octets as they are. This is how a `GUID` lies in memory on Windows, and how
    /// SMBIOS (2.6 and later), GPT disks and the Windows registry's binary values store
    /// one.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // The EFI System Partition type, as the UEFI specification lays it out on disk.
    /// const ESP: Uuid = Uuid::from_bytes_le([
    ///     0x28, 0x73, 0x2a, 0xc1, 0x1f, 0xf8, 0xd2, 0x11,
    ///     0xba, 0x4b, 0x00, 0xa0, 0xc9, 0x3e, 0xc9, 0x3b,
    /// ]);
    /// assert_eq!(format!("{:X}", ESP.braced()), "{C12A7328-F81F-11D2-BA4B-00A0C93EC93B}");
    /// ```
    #[inline]
    pub const fn from_bytes_le(bytes: [u8; 16]) -> Self {
        Self::from_bytes(swap_first_three_fields(bytes))
    }

    /// The 16 octets in the mixed-endian layout of
    /// [`from_bytes_le`](Self::from_bytes_le): the first three fields little-endian.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("c12a7328-f81f-11d2-ba4b-00a0c93ec93b")?;
    /// assert_eq!(
    ///     id.to_bytes_le(),
    ///     [0x28, 0x73, 0x2a, 0xc1, 0x1f, 0xf8, 0xd2, 0x11,
    ///      0xba, 0x4b, 0x00, 0xa0, 0xc9, 0x3e, 0xc9, 0x3b]
    /// );
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn to_bytes_le(&self) -> [u8; 16] {
        swap_first_three_fields(self.into_bytes())
    }

    /// A UUID from its high and low 64 bits.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::from_u64_pair(0x67e55044_10b1_426f, 0x9247_bb680e5fe0c8);
    /// assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    /// ```
    #[inline]
    pub const fn from_u64_pair(high: u64, low: u64) -> Self {
        Self::from_u128((high as u128) << 64 | low as u128)
    }

    /// The high and low 64 bits.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c8")?;
    /// assert_eq!(id.as_u64_pair(), (0x67e55044_10b1_426f, 0x9247_bb680e5fe0c8));
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn as_u64_pair(&self) -> (u64, u64) {
        let value = self.as_u128();
        ((value >> 64) as u64, value as u64)
    }

    /// A UUID from a 128-bit number read little-endian: the whole value byte-swapped
    /// (unlike [`from_bytes_le`](Self::from_bytes_le), which swaps three fields).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::from_u128_le(0xc8e05f0e_68bb_4792_6f42_b1104450e567);
    /// assert_eq!(id.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    /// ```
    #[inline]
    pub const fn from_u128_le(value: u128) -> Self {
        Self::from_bytes(value.to_le_bytes())
    }

    /// The UUID as a 128-bit number read little-endian: the inverse of
    /// [`from_u128_le`](Self::from_u128_le).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0c8")?;
    /// assert_eq!(id.to_u128_le(), 0xc8e05f0e_68bb_4792_6f42_b1104450e567);
    /// assert_eq!(id.to_u128_le(), id.as_u128().swap_bytes());
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn to_u128_le(&self) -> u128 {
        u128::from_le_bytes(self.into_bytes())
    }
}

/// The same as [`Uuid::from_slice`].
///
/// ```
/// use uuid_runtime::Uuid;
///
/// let id = Uuid::try_from(&[0xff; 16][..])?;
/// assert_eq!(id, Uuid::MAX);
/// assert!(Uuid::try_from(&[0xff; 4][..]).is_err());
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
impl TryFrom<&[u8]> for Uuid {
    type Error = Error;

    #[inline]
    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Self::from_slice(bytes)
    }
}

/// The same as [`Uuid::from_slice`], for the octets of a `Vec` (the `uuid` crate's
/// conversion; `std`).
///
/// ```
/// use uuid_runtime::Uuid;
///
/// assert_eq!(Uuid::try_from(vec![0xff; 16])?, Uuid::MAX);
/// assert!(Uuid::try_from(vec![0xff; 17]).is_err());
/// # Ok::<(), uuid_runtime::Error>(())
/// ```
#[cfg(feature = "std")]
impl TryFrom<std::vec::Vec<u8>> for Uuid {
    type Error = Error;

    #[inline]
    fn try_from(bytes: std::vec::Vec<u8>) -> Result<Self, Self::Error> {
        Self::from_slice(&bytes)
    }
}
