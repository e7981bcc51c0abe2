//! The field layouts of each version (RFC 9562 §5): constructors and decoders.
//!
//! The constructors are pure: they take the fields and set the version and variant
//! bits (through `Uuid::with_version`, the one place that does). Generators that read
//! a clock and a random source build on them.

use crate::{Timestamp, Uuid};

const LOW_12: u64 = (1 << 12) - 1;
const LOW_14: u16 = (1 << 14) - 1;
const LOW_48: u64 = (1 << 48) - 1;
const LOW_62: u64 = (1 << 62) - 1;

/// A v1 or v6 layout: the timestamp fields, then the variant with the 14-bit clock
/// sequence, then the node.
const fn gregorian_layout(time_fields: u64, clock_seq: u16, node: [u8; 6], version: u8) -> Uuid {
    let clock_seq = clock_seq & LOW_14;
    let [t0, t1, t2, t3, t4, t5, t6, t7] = time_fields.to_be_bytes();
    let [c0, c1] = clock_seq.to_be_bytes();
    let [n0, n1, n2, n3, n4, n5] = node;
    Uuid::with_version(
        [
            t0, t1, t2, t3, t4, t5, t6, t7, c0, c1, n0, n1, n2, n3, n4, n5,
        ],
        version,
    )
}

impl Uuid {
    /// A version 1 UUID (RFC 9562 §5.1) from its fields: the 60-bit count of 100-ns
    /// intervals since 1582-10-15 UTC, the 14-bit clock sequence and the 48-bit node.
    /// Higher bits of the timestamp and the clock sequence are ignored.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 A.1
    /// let id = Uuid::new_v1(0x1ec9414c232ab00, 0x33c8, [0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
    /// assert_eq!(id.to_string(), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    /// ```
    #[inline]
    pub const fn new_v1(gregorian_100ns: u64, clock_seq: u16, node: [u8; 6]) -> Self {
        let time_low = gregorian_100ns & 0xffff_ffff;
        let time_mid = (gregorian_100ns >> 32) & 0xffff;
        let time_high = (gregorian_100ns >> 48) & LOW_12;
        gregorian_layout(
            time_low << 32 | time_mid << 16 | time_high,
            clock_seq,
            node,
            1,
        )
    }

    /// A version 6 UUID (RFC 9562 §5.6): the fields of v1 with the timestamp stored most
    /// significant bits first, so that the UUIDs sort by time.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 A.5
    /// let id = Uuid::new_v6(0x1ec9414c232ab00, 0x33c8, [0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
    /// assert_eq!(id.to_string(), "1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    /// ```
    #[inline]
    pub const fn new_v6(gregorian_100ns: u64, clock_seq: u16, node: [u8; 6]) -> Self {
        // 48 high bits, then (under the version) the 12 low bits.
        let ticks = gregorian_100ns & ((1 << 60) - 1);
        gregorian_layout((ticks >> 12) << 16 | (ticks & LOW_12), clock_seq, node, 6)
    }

    /// A version 7 UUID (RFC 9562 §5.7) from its fields: 48 bits of Unix milliseconds,
    /// 12 bits `rand_a` and 62 bits `rand_b`. Higher bits of each are ignored.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 A.6
    /// let id = Uuid::new_v7(0x017f22e279b0, 0xcc3, 0x18c4dc0c0c07398f);
    /// assert_eq!(id.to_string(), "017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    /// ```
    #[inline]
    pub const fn new_v7(unix_ms: u64, rand_a: u16, rand_b: u64) -> Self {
        let high = (unix_ms & LOW_48) << 16 | (rand_a as u64 & LOW_12);
        let value = (high as u128) << 64 | (rand_b & LOW_62) as u128;
        Self::with_version(value.to_be_bytes(), 7)
    }

    /// A version 8 UUID (RFC 9562 §5.8): every bit of `custom` but the version and
    /// variant fields, which are overwritten.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 B.1
    /// let custom = 0x2489e9ad_2ee2_0e00_0ec9_32d5f69181c0_u128.to_be_bytes();
    /// assert_eq!(Uuid::new_v8(custom).to_string(), "2489e9ad-2ee2-8e00-8ec9-32d5f69181c0");
    /// ```
    #[inline]
    pub const fn new_v8(custom: [u8; 16]) -> Self {
        Self::with_version(custom, 8)
    }

    /// A version 4 UUID (RFC 9562 §5.4) from 16 random octets, of which 122 bits are kept.
    /// The octets must come from a cryptographically secure source for the UUID to be
    /// unguessable (§6.9).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 A.3
    /// let random = 0x919108f7_52d1_3320_5bac_f847db4148a8_u128.to_be_bytes();
    /// let id = Uuid::from_random_bytes(random);
    /// assert_eq!(id.to_string(), "919108f7-52d1-4320-9bac-f847db4148a8");
    /// ```
    #[inline]
    pub const fn from_random_bytes(bytes: [u8; 16]) -> Self {
        Self::with_version(bytes, 4)
    }

    /// The time a v1, v6 or v7 UUID carries; `None` for other versions and for UUIDs
    /// without the RFC 9562 variant.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 A.1: 2022-02-22 19:22:22 UTC
    /// let id = Uuid::parse_str("c232ab00-9414-11ec-b3c8-9f6bdeced846")?;
    /// let ts = id.timestamp().unwrap();
    /// assert_eq!(ts.unix_nanos(), 1_645_557_742_000_000_000);
    /// assert_eq!(ts.gregorian_100ns(), Some(0x1ec9414c232ab00));
    /// assert_eq!(Uuid::NIL.timestamp(), None);
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    #[inline]
    pub const fn timestamp(&self) -> Option<Timestamp> {
        if let Some(ticks) = self.gregorian_100ns() {
            return Some(Timestamp::from_gregorian_100ns(ticks));
        }
        if self.is_rfc_version(7) {
            let (high, _) = self.as_u64_pair();
            return Some(Timestamp::from_unix_millis(high >> 16));
        }
        None
    }

    /// The 14-bit clock sequence of a v1 or v6 UUID.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("1ec9414c-232a-6b00-b3c8-9f6bdeced846")?;
    /// assert_eq!(id.clock_seq(), Some(0x33c8));
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    #[inline]
    pub const fn clock_seq(&self) -> Option<u16> {
        if !self.is_gregorian() {
            return None;
        }
        let bytes = self.as_bytes();
        Some(u16::from_be_bytes([bytes[8], bytes[9]]) & LOW_14)
    }

    /// The 48-bit node of a v1 or v6 UUID.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("c232ab00-9414-11ec-b3c8-9f6bdeced846")?;
    /// assert_eq!(id.node(), Some([0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]));
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    #[inline]
    pub const fn node(&self) -> Option<[u8; 6]> {
        if !self.is_gregorian() {
            return None;
        }
        let b = self.as_bytes();
        Some([b[10], b[11], b[12], b[13], b[14], b[15]])
    }

    /// The v6 UUID with the same timestamp, clock sequence and node as this v1
    /// (RFC 9562 §5.6); `None` if this is not a v1.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let v1 = Uuid::parse_str("c232ab00-9414-11ec-b3c8-9f6bdeced846")?;
    /// let v6 = v1.to_v6().unwrap();
    /// assert_eq!(v6.to_string(), "1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    /// assert_eq!(v6.to_v1(), Some(v1));
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    #[inline]
    pub const fn to_v6(&self) -> Option<Self> {
        if !self.is_rfc_version(1) {
            return None;
        }
        match self.gregorian_fields() {
            Some((ticks, clock_seq, node)) => Some(Self::new_v6(ticks, clock_seq, node)),
            None => None,
        }
    }

    /// The v1 UUID with the same timestamp, clock sequence and node as this v6
    /// (RFC 9562 §5.6); `None` if this is not a v6.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let v6 = Uuid::parse_str("1ec9414c-232a-6b00-b3c8-9f6bdeced846")?;
    /// assert_eq!(v6.to_v1().unwrap().to_string(), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    #[inline]
    pub const fn to_v1(&self) -> Option<Self> {
        if !self.is_rfc_version(6) {
            return None;
        }
        match self.gregorian_fields() {
            Some((ticks, clock_seq, node)) => Some(Self::new_v1(ticks, clock_seq, node)),
            None => None,
        }
    }

    /// Timestamp, clock sequence and node of a v1 or v6 UUID.
    const fn gregorian_fields(&self) -> Option<(u64, u16, [u8; 6])> {
        match (self.gregorian_100ns(), self.clock_seq(), self.node()) {
            (Some(ticks), Some(clock_seq), Some(node)) => Some((ticks, clock_seq, node)),
            _ => None,
        }
    }

    const fn is_gregorian(&self) -> bool {
        self.is_rfc_version(1) || self.is_rfc_version(6)
    }

    /// The 60-bit timestamp of a v1 or v6 UUID.
    const fn gregorian_100ns(&self) -> Option<u64> {
        let (high, _) = self.as_u64_pair();
        if self.is_rfc_version(1) {
            let time_low = high >> 32;
            let time_mid = (high >> 16) & 0xffff;
            let time_high = high & LOW_12;
            Some(time_high << 48 | time_mid << 32 | time_low)
        } else if self.is_rfc_version(6) {
            Some((high >> 16) << 12 | (high & LOW_12))
        } else {
            None
        }
    }
}
