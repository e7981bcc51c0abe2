//! [`Builder`]: the `uuid` crate's constructors of a UUID from its parts, and setters of
//! its version and variant fields.

use crate::shared::layout;
use crate::uuid::{v1_layout, v6_layout, v7_layout};
use crate::{Bytes, Error, TimestampRangeError, Uuid, Variant, Version};

/// A UUID under construction, from its octets or the fields of a version (the `uuid`
/// crate's type, with its constructors; every one a `const fn`). Each version's
/// constructor sets its version and the RFC 9562 variant; `with_version` and
/// `with_variant` set other values, and `into_uuid` gives the UUID.
///
/// The time constructors refuse a time their version cannot hold, where the `uuid`
/// crate drops its high bits (a different instant): each panics, and its `try_` twin
/// returns the error. Counters and random octets are taken to their fields' widths, as
/// the RFC lays them out.
///
/// ```
/// use uuid_runtime::{Builder, Variant, Version};
///
/// // RFC 9562 A.6, from its fields.
/// let rand = [0x0c, 0xc3, 0x18, 0xc4, 0xdc, 0x0c, 0x0c, 0x07, 0x39, 0x8f];
/// let id = Builder::from_unix_timestamp_millis(0x017f22e279b0, &rand).into_uuid();
/// assert_eq!(id.to_string(), "017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
///
/// let custom = Builder::from_bytes([0xff; 16])
///     .with_variant(Variant::NCS)
///     .with_version(Version::Custom)
///     .into_uuid();
/// assert_eq!(custom.to_string(), "ffffffff-ffff-8fff-7fff-ffffffffffff");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Builder(Uuid);

impl Builder {
    /// A builder of these octets, as they are.
    ///
    /// ```
    /// use uuid_runtime::{Builder, Uuid};
    ///
    /// assert_eq!(Builder::from_bytes([0; 16]).into_uuid(), Uuid::nil());
    /// ```
    #[inline]
    pub const fn from_bytes(bytes: Bytes) -> Self {
        Self(Uuid::from_bytes(bytes))
    }

    /// A builder of octets in the mixed-endian layout of [`Uuid::from_bytes_le`].
    ///
    /// ```
    /// use uuid_runtime::{Builder, Uuid};
    ///
    /// let bytes = [3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15];
    /// assert_eq!(Builder::from_bytes_le(bytes).into_uuid(), Uuid::from_bytes_le(bytes));
    /// ```
    #[inline]
    pub const fn from_bytes_le(bytes: Bytes) -> Self {
        Self(Uuid::from_bytes_le(bytes))
    }

    /// A builder of the octets of a slice of exactly 16; the error of
    /// [`Uuid::from_slice`] for any other length.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// assert!(Builder::from_slice(&[0; 16]).is_ok());
    /// assert!(Builder::from_slice(&[0; 15]).is_err());
    /// ```
    #[inline]
    pub const fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        match Uuid::from_slice(bytes) {
            Ok(uuid) => Ok(Self(uuid)),
            Err(err) => Err(err),
        }
    }

    /// A builder of the 16 octets of a slice in the mixed-endian layout; the error of
    /// [`Uuid::from_slice_le`] for any other length.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// assert!(Builder::from_slice_le(&[0; 17]).is_err());
    /// ```
    #[inline]
    pub const fn from_slice_le(bytes: &[u8]) -> Result<Self, Error> {
        match Uuid::from_slice_le(bytes) {
            Ok(uuid) => Ok(Self(uuid)),
            Err(err) => Err(err),
        }
    }

    /// A builder of the four fields of [`Uuid::from_fields`].
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// let id = Builder::from_fields(0x67e55044, 0x10b1, 0x426f, &[0x92, 0x47, 0xbb, 0x68, 0x0e, 0x5f, 0xe0, 0xc8]);
    /// assert_eq!(id.as_uuid().to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    /// ```
    #[inline]
    pub const fn from_fields(d1: u32, d2: u16, d3: u16, d4: &[u8; 8]) -> Self {
        Self(Uuid::from_fields(d1, d2, d3, d4))
    }

    /// A builder of the four fields of [`Uuid::from_fields_le`].
    ///
    /// ```
    /// use uuid_runtime::{Builder, Uuid};
    ///
    /// let d4 = [0; 8];
    /// assert_eq!(Builder::from_fields_le(1, 2, 3, &d4).into_uuid(), Uuid::from_fields_le(1, 2, 3, &d4));
    /// ```
    #[inline]
    pub const fn from_fields_le(d1: u32, d2: u16, d3: u16, d4: &[u8; 8]) -> Self {
        Self(Uuid::from_fields_le(d1, d2, d3, d4))
    }

    /// A builder of a 128-bit number, read big-endian.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// assert!(Builder::from_u128(u128::MAX).into_uuid().is_max());
    /// ```
    #[inline]
    pub const fn from_u128(value: u128) -> Self {
        Self(Uuid::from_u128(value))
    }

    /// A builder of a 128-bit number, read little-endian.
    ///
    /// ```
    /// use uuid_runtime::{Builder, Uuid};
    ///
    /// assert_eq!(Builder::from_u128_le(1).into_uuid(), Uuid::from_u128_le(1));
    /// ```
    #[inline]
    pub const fn from_u128_le(value: u128) -> Self {
        Self(Uuid::from_u128_le(value))
    }

    /// A builder of the nil UUID.
    ///
    /// ```
    /// assert!(uuid_runtime::Builder::nil().into_uuid().is_nil());
    /// ```
    #[inline]
    pub const fn nil() -> Self {
        Self(Uuid::NIL)
    }

    /// A version 4 UUID (RFC 9562 §5.4) of 16 random octets, of which 122 bits are
    /// kept. The octets must come from a cryptographically secure source for the UUID
    /// to be unguessable (§6.9); [`Uuid::new_v4`] takes them from one.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// // RFC 9562 A.3
    /// let random = 0x919108f7_52d1_3320_5bac_f847db4148a8_u128.to_be_bytes();
    /// let id = Builder::from_random_bytes(random).into_uuid();
    /// assert_eq!(id.to_string(), "919108f7-52d1-4320-9bac-f847db4148a8");
    /// ```
    #[inline]
    pub const fn from_random_bytes(random_bytes: Bytes) -> Self {
        Self(Uuid::v4_layout(random_bytes))
    }

    /// A version 3 UUID (RFC 9562 §5.3) of an MD5 digest: its 16 octets with the version
    /// and variant set. [`Uuid::new_v3`] hashes the namespace and name itself.
    ///
    /// ```
    /// use uuid_runtime::{Builder, Uuid};
    ///
    /// let digest = [0x5d, 0xf4, 0x18, 0x81, 0x3a, 0xed, 0x35, 0x15, 0x88, 0xa7, 0x2f, 0x4a, 0x81, 0x4c, 0xf0, 0x9e];
    /// let id = Builder::from_md5_bytes(digest).into_uuid();
    /// assert_eq!(id, Uuid::new_v3(&Uuid::NAMESPACE_DNS, b"www.example.com"));
    /// ```
    #[inline]
    pub const fn from_md5_bytes(md5_bytes: Bytes) -> Self {
        Self(Uuid::with_version(md5_bytes, 3))
    }

    /// A version 5 UUID (RFC 9562 §5.5) of the first 16 octets of a SHA-1 digest.
    /// [`Uuid::new_v5`] hashes the namespace and name itself.
    ///
    /// ```
    /// use uuid_runtime::{Builder, Uuid};
    ///
    /// let digest = [0x2e, 0xd6, 0x65, 0x7d, 0xe9, 0x27, 0x46, 0x8b, 0x55, 0xe1, 0x26, 0x65, 0xa8, 0xae, 0xa6, 0xa2];
    /// let id = Builder::from_sha1_bytes(digest).into_uuid();
    /// assert_eq!(id, Uuid::new_v5(&Uuid::NAMESPACE_DNS, b"www.example.com"));
    /// ```
    #[inline]
    pub const fn from_sha1_bytes(sha1_bytes: Bytes) -> Self {
        Self(Uuid::with_version(sha1_bytes, 5))
    }

    /// A version 8 UUID (RFC 9562 §5.8): every bit of `custom_bytes` but the version and
    /// variant fields; the same as [`Uuid::new_v8`].
    ///
    /// ```
    /// use uuid_runtime::{Builder, Uuid};
    ///
    /// assert_eq!(Builder::from_custom_bytes([7; 16]).into_uuid(), Uuid::new_v8([7; 16]));
    /// ```
    #[inline]
    pub const fn from_custom_bytes(custom_bytes: Bytes) -> Self {
        Self(Uuid::new_v8(custom_bytes))
    }

    /// A version 1 UUID (RFC 9562 §5.1) of its fields: 60 bits of 100-ns intervals since
    /// 1582-10-15, the clock sequence (its low 14 bits) and the node.
    ///
    /// # Panics
    ///
    /// If `ticks` is 2^60 or more, which the layout cannot hold (the `uuid` crate drops
    /// the high bits, another time); [`try_from_gregorian_timestamp`](Self::try_from_gregorian_timestamp)
    /// returns the error.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// // RFC 9562 A.1.
    /// let node = [0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46];
    /// let id = Builder::from_gregorian_timestamp(0x1ec9414c232ab00, 0x33c8, &node).into_uuid();
    /// assert_eq!(id.to_string(), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    /// ```
    #[inline]
    #[track_caller]
    pub const fn from_gregorian_timestamp(ticks: u64, counter: u16, node_id: &[u8; 6]) -> Self {
        match Self::try_from_gregorian_timestamp(ticks, counter, node_id) {
            Ok(builder) => builder,
            Err(err) => crate::timestamp::out_of_range("Builder::from_gregorian_timestamp", err),
        }
    }

    /// [`from_gregorian_timestamp`](Self::from_gregorian_timestamp), or the error for
    /// `ticks` of 2^60 or more.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// assert!(Builder::try_from_gregorian_timestamp(1 << 60, 0, &[0; 6]).is_err());
    /// ```
    #[inline]
    pub const fn try_from_gregorian_timestamp(
        ticks: u64,
        counter: u16,
        node_id: &[u8; 6],
    ) -> Result<Self, TimestampRangeError> {
        match check_ticks(ticks) {
            Ok(()) => Ok(Self(v1_layout(ticks, counter, *node_id))),
            Err(err) => Err(err),
        }
    }

    /// A version 6 UUID (RFC 9562 §5.6) of the fields of
    /// [`from_gregorian_timestamp`](Self::from_gregorian_timestamp), ordered to sort by
    /// time.
    ///
    /// # Panics
    ///
    /// As [`from_gregorian_timestamp`](Self::from_gregorian_timestamp);
    /// [`try_from_sorted_gregorian_timestamp`](Self::try_from_sorted_gregorian_timestamp)
    /// returns the error.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// // RFC 9562 A.5.
    /// let node = [0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46];
    /// let id = Builder::from_sorted_gregorian_timestamp(0x1ec9414c232ab00, 0x33c8, &node).into_uuid();
    /// assert_eq!(id.to_string(), "1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    /// ```
    #[inline]
    #[track_caller]
    pub const fn from_sorted_gregorian_timestamp(
        ticks: u64,
        counter: u16,
        node_id: &[u8; 6],
    ) -> Self {
        match Self::try_from_sorted_gregorian_timestamp(ticks, counter, node_id) {
            Ok(builder) => builder,
            Err(err) => {
                crate::timestamp::out_of_range("Builder::from_sorted_gregorian_timestamp", err)
            }
        }
    }

    /// [`from_sorted_gregorian_timestamp`](Self::from_sorted_gregorian_timestamp), or the
    /// error for `ticks` of 2^60 or more.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// assert!(Builder::try_from_sorted_gregorian_timestamp(u64::MAX, 0, &[0; 6]).is_err());
    /// ```
    #[inline]
    pub const fn try_from_sorted_gregorian_timestamp(
        ticks: u64,
        counter: u16,
        node_id: &[u8; 6],
    ) -> Result<Self, TimestampRangeError> {
        match check_ticks(ticks) {
            Ok(()) => Ok(Self(v6_layout(ticks, counter, *node_id))),
            Err(err) => Err(err),
        }
    }

    /// A version 7 UUID (RFC 9562 §5.7) of 48 bits of Unix milliseconds and 10 octets of
    /// counter and random bits, of which the layout keeps 74: the low 12 bits of the
    /// first two octets (`rand_a`) and the low 62 of the last eight (`rand_b`).
    ///
    /// # Panics
    ///
    /// If `millis` is 2^48 or more (past `+10889-08-02T05:31:50.655Z`), which the layout
    /// cannot hold (the `uuid` crate drops the high bits, another time);
    /// [`try_from_unix_timestamp_millis`](Self::try_from_unix_timestamp_millis) returns
    /// the error.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// let id = Builder::from_unix_timestamp_millis(0x017f22e279b0, &[0; 10]).into_uuid();
    /// assert_eq!(id.to_string(), "017f22e2-79b0-7000-8000-000000000000");
    /// ```
    #[inline]
    #[track_caller]
    pub const fn from_unix_timestamp_millis(millis: u64, counter_random_bytes: &[u8; 10]) -> Self {
        match Self::try_from_unix_timestamp_millis(millis, counter_random_bytes) {
            Ok(builder) => builder,
            Err(err) => crate::timestamp::out_of_range("Builder::from_unix_timestamp_millis", err),
        }
    }

    /// [`from_unix_timestamp_millis`](Self::from_unix_timestamp_millis), or the error
    /// for `millis` of 2^48 or more.
    ///
    /// ```
    /// use uuid_runtime::Builder;
    ///
    /// let err = Builder::try_from_unix_timestamp_millis(1 << 48, &[0; 10]).unwrap_err();
    /// assert!(err.is_after());
    /// ```
    #[inline]
    pub const fn try_from_unix_timestamp_millis(
        millis: u64,
        counter_random_bytes: &[u8; 10],
    ) -> Result<Self, TimestampRangeError> {
        match crate::Timestamp::from_unix_millis(millis).to_v7() {
            Ok(_) => {
                let [a0, a1, b @ ..] = *counter_random_bytes;
                Ok(Self(v7_layout(
                    millis,
                    u16::from_be_bytes([a0, a1]),
                    u64::from_be_bytes(b),
                )))
            }
            Err(err) => Err(err),
        }
    }

    /// Sets the version field to `version` (the variant is left as it is).
    ///
    /// ```
    /// use uuid_runtime::{Builder, Version};
    ///
    /// let id = Builder::nil().with_version(Version::Random).into_uuid();
    /// assert_eq!(id.get_version_num(), 4);
    /// ```
    #[inline]
    #[must_use]
    pub const fn with_version(self, version: Version) -> Self {
        Self(Uuid::from_bytes(layout::set_version(
            self.0.into_bytes(),
            version as u8,
        )))
    }

    /// Sets the variant field to `variant` (the version is left as it is).
    ///
    /// ```
    /// use uuid_runtime::{Builder, Variant};
    ///
    /// let id = Builder::nil().with_variant(Variant::Microsoft).into_uuid();
    /// assert_eq!(id.get_variant(), Variant::Microsoft);
    /// ```
    #[inline]
    #[must_use]
    pub const fn with_variant(self, variant: Variant) -> Self {
        let (pattern, width) = match variant {
            Variant::NCS => (0x00, 1),
            Variant::RFC4122 => (0x80, 2),
            Variant::Microsoft => (0xc0, 3),
            Variant::Future => (0xe0, 3),
        };
        Self(Uuid::from_bytes(layout::set_variant(
            self.0.into_bytes(),
            pattern,
            width,
        )))
    }

    /// [`with_version`](Self::with_version) in place.
    ///
    /// ```
    /// use uuid_runtime::{Builder, Version};
    ///
    /// let mut builder = Builder::nil();
    /// builder.set_version(Version::SortRand);
    /// assert_eq!(builder.as_uuid().get_version_num(), 7);
    /// ```
    #[inline]
    pub fn set_version(&mut self, version: Version) -> &mut Self {
        *self = self.with_version(version);
        self
    }

    /// [`with_variant`](Self::with_variant) in place.
    ///
    /// ```
    /// use uuid_runtime::{Builder, Variant};
    ///
    /// let mut builder = Builder::nil();
    /// builder.set_variant(Variant::RFC4122);
    /// assert_eq!(builder.as_uuid().get_variant(), Variant::RFC4122);
    /// ```
    #[inline]
    pub fn set_variant(&mut self, variant: Variant) -> &mut Self {
        *self = self.with_variant(variant);
        self
    }

    /// The UUID built so far, borrowed.
    ///
    /// ```
    /// assert!(uuid_runtime::Builder::nil().as_uuid().is_nil());
    /// ```
    #[inline]
    pub const fn as_uuid(&self) -> &Uuid {
        &self.0
    }

    /// The UUID built.
    ///
    /// ```
    /// assert!(uuid_runtime::Builder::nil().into_uuid().is_nil());
    /// ```
    #[inline]
    pub const fn into_uuid(self) -> Uuid {
        self.0
    }
}

/// The error for 100-ns `ticks` past the 60 bits of a v1 or v6 UUID.
const fn check_ticks(ticks: u64) -> Result<(), TimestampRangeError> {
    match crate::Timestamp::from_gregorian_time(ticks, 0).try_to_gregorian() {
        Ok(_) => Ok(()),
        Err(err) => Err(err),
    }
}
