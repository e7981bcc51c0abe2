//! The time-based versions (RFC 9562 §5.1, §5.6, §5.7): their layouts, the constructors
//! of versions 1 and 6 from a [`Timestamp`], and the readers of the time, clock sequence
//! and node. (Version 7's constructor takes random bits: it is with the generators.)
//!
//! The layouts are pure: they take the fields and set the version and variant bits
//! (through `Uuid::with_version`, the one place that does); `Builder` and the
//! generators build on them.

use crate::{Timestamp, TimestampRangeError, Uuid};

const LOW_12: u64 = (1 << 12) - 1;
const LOW_14: u16 = (1 << 14) - 1;
const LOW_62: u64 = (1 << 62) - 1;

/// The version 1 or 6 layout of `time_fields` (the 64 bits of time as the version
/// orders them), the clock sequence's low 14 bits and the node.
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

/// A version 1 UUID of 60 bits of 100-ns `ticks` (the caller checks the range), a clock
/// sequence and a node (RFC 9562 §5.1).
pub(crate) const fn v1_layout(ticks: u64, clock_seq: u16, node: [u8; 6]) -> Uuid {
    let time_low = ticks & 0xffff_ffff;
    let time_mid = (ticks >> 32) & 0xffff;
    let time_high = (ticks >> 48) & LOW_12;
    gregorian_layout(
        time_low << 32 | time_mid << 16 | time_high,
        clock_seq,
        node,
        1,
    )
}

/// A version 6 UUID of the same fields: the time's 48 high bits, then (under the
/// version) its 12 low bits (RFC 9562 §5.6).
pub(crate) const fn v6_layout(ticks: u64, clock_seq: u16, node: [u8; 6]) -> Uuid {
    let ticks = ticks & ((1 << 60) - 1);
    gregorian_layout((ticks >> 12) << 16 | (ticks & LOW_12), clock_seq, node, 6)
}

/// A version 7 UUID of a 48-bit millisecond (the caller checks the range) and the low
/// 12 bits of `rand_a` and 62 of `rand_b` (RFC 9562 §5.7).
pub(crate) const fn v7_layout(unix_ms: u64, rand_a: u16, rand_b: u64) -> Uuid {
    let high = (unix_ms & ((1 << 48) - 1)) << 16 | (rand_a as u64 & LOW_12);
    let value = (high as u128) << 64 | (rand_b & LOW_62) as u128;
    Uuid::with_version(value.to_be_bytes(), 7)
}

impl Uuid {
    /// A version 1 UUID (RFC 9562 §5.1) of `ts`'s 100-ns interval and clock sequence
    /// (its counter), and `node_id`: the `uuid` crate's constructor, here a `const fn`.
    /// [`Uuid::now_v1`] makes one of the current time.
    ///
    /// # Panics
    ///
    /// If `ts` is outside the 60 bits of 100 ns a v1 UUID holds, 1582-10-15 to
    /// 5236-03-31 (the `uuid` crate wraps it into another instant instead);
    /// [`try_new_v1`](Self::try_new_v1) returns the error.
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// // RFC 9562 A.1.
    /// let ts = Timestamp::from_gregorian_time(0x1ec9414c232ab00, 0x33c8);
    /// let id = Uuid::new_v1(ts, &[0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
    /// assert_eq!(id.to_string(), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    /// ```
    #[inline]
    #[track_caller]
    pub const fn new_v1(ts: Timestamp, node_id: &[u8; 6]) -> Self {
        match Self::try_new_v1(ts, node_id) {
            Ok(uuid) => uuid,
            Err(err) => crate::timestamp::out_of_range("Uuid::new_v1", err),
        }
    }

    /// [`new_v1`](Self::new_v1), or why `ts` has no v1 UUID.
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// let far = Timestamp::from_unix_millis(u64::MAX);
    /// assert!(Uuid::try_new_v1(far, &[0; 6]).unwrap_err().is_after());
    /// ```
    #[inline]
    pub const fn try_new_v1(ts: Timestamp, node_id: &[u8; 6]) -> Result<Self, TimestampRangeError> {
        match ts.try_to_gregorian() {
            Ok((ticks, clock_seq)) => Ok(v1_layout(ticks, clock_seq, *node_id)),
            Err(err) => Err(err),
        }
    }

    /// A version 6 UUID (RFC 9562 §5.6): version 1's fields in an order that sorts by
    /// time; the `uuid` crate's constructor, here a `const fn`. [`Uuid::now_v6`] makes
    /// one of the current time.
    ///
    /// # Panics
    ///
    /// As [`new_v1`](Self::new_v1); [`try_new_v6`](Self::try_new_v6) returns the error.
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// // RFC 9562 A.5.
    /// let ts = Timestamp::from_gregorian_time(0x1ec9414c232ab00, 0x33c8);
    /// let id = Uuid::new_v6(ts, &[0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
    /// assert_eq!(id.to_string(), "1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    /// ```
    #[inline]
    #[track_caller]
    pub const fn new_v6(ts: Timestamp, node_id: &[u8; 6]) -> Self {
        match Self::try_new_v6(ts, node_id) {
            Ok(uuid) => uuid,
            Err(err) => crate::timestamp::out_of_range("Uuid::new_v6", err),
        }
    }

    /// [`new_v6`](Self::new_v6), or why `ts` has no v6 UUID.
    ///
    /// ```
    /// use uuid_runtime::{Timestamp, Uuid};
    ///
    /// let far = Timestamp::from_unix_millis(u64::MAX);
    /// assert!(Uuid::try_new_v6(far, &[0; 6]).is_err());
    /// ```
    #[inline]
    pub const fn try_new_v6(ts: Timestamp, node_id: &[u8; 6]) -> Result<Self, TimestampRangeError> {
        match ts.try_to_gregorian() {
            Ok((ticks, clock_seq)) => Ok(v6_layout(ticks, clock_seq, *node_id)),
            Err(err) => Err(err),
        }
    }

    /// The time of a version 1, 6 or 7 UUID with the RFC 9562 variant (the `uuid` crate's
    /// reader): for v1 and v6 the 100-ns interval with the clock sequence as its counter
    /// ([`Timestamp::to_gregorian`] gives both back), for v7 the millisecond. `None` for
    /// other versions and variants, whose bits are not a time (the `uuid` crate reads
    /// the version alone).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // RFC 9562 A.6.
    /// let id = Uuid::parse_str("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")?;
    /// assert_eq!(id.get_timestamp().unwrap().to_string(), "2022-02-22T19:22:22Z");
    /// assert_eq!(Uuid::new_v4().get_timestamp(), None);
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn get_timestamp(&self) -> Option<Timestamp> {
        if let Some((ticks, clock_seq, _)) = self.gregorian_fields() {
            return Some(Timestamp::from_gregorian_time(ticks, clock_seq));
        }
        if self.is_rfc_version(7) {
            let (high, _) = self.as_u64_pair();
            return Some(Timestamp::from_unix_millis(high >> 16));
        }
        None
    }

    /// The 14-bit clock sequence of a version 1 or 6 UUID with the RFC 9562 variant.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("c232ab00-9414-11ec-b3c8-9f6bdeced846")?;
    /// assert_eq!(id.get_clock_seq(), Some(0x33c8));
    /// assert_eq!(Uuid::now_v7().get_clock_seq(), None);
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn get_clock_seq(&self) -> Option<u16> {
        match self.gregorian_fields() {
            Some((_, clock_seq, _)) => Some(clock_seq),
            None => None,
        }
    }

    /// The 48-bit node of a version 1 or 6 UUID with the RFC 9562 variant (the `uuid`
    /// crate's reader).
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id = Uuid::parse_str("c232ab00-9414-11ec-b3c8-9f6bdeced846")?;
    /// assert_eq!(id.get_node_id(), Some([0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]));
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn get_node_id(&self) -> Option<[u8; 6]> {
        match self.gregorian_fields() {
            Some((_, _, node)) => Some(node),
            None => None,
        }
    }

    /// This version 1 UUID as version 6, with the same time, clock sequence and node
    /// (RFC 9562 §5.6); `None` for any other UUID.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let v1 = Uuid::parse_str("c232ab00-9414-11ec-b3c8-9f6bdeced846")?;
    /// let v6 = v1.to_v6().unwrap();
    /// assert_eq!(v6.to_string(), "1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    /// assert_eq!(v6.to_v1(), Some(v1));
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn to_v6(&self) -> Option<Self> {
        if !self.is_rfc_version(1) {
            return None;
        }
        match self.gregorian_fields() {
            Some((ticks, clock_seq, node)) => Some(v6_layout(ticks, clock_seq, node)),
            None => None,
        }
    }

    /// This version 6 UUID as version 1, with the same time, clock sequence and node;
    /// `None` for any other UUID.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let v6 = Uuid::parse_str("1ec9414c-232a-6b00-b3c8-9f6bdeced846")?;
    /// assert_eq!(v6.to_v1().unwrap().to_string(), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    /// assert_eq!(Uuid::NAMESPACE_DNS.to_v1(), None);
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn to_v1(&self) -> Option<Self> {
        if !self.is_rfc_version(6) {
            return None;
        }
        match self.gregorian_fields() {
            Some((ticks, clock_seq, node)) => Some(v1_layout(ticks, clock_seq, node)),
            None => None,
        }
    }

    /// The 100-ns interval, clock sequence and node of a version 1 or 6 UUID with the
    /// RFC 9562 variant.
    const fn gregorian_fields(&self) -> Option<(u64, u16, [u8; 6])> {
        let (high, _) = self.as_u64_pair();
        let ticks = if self.is_rfc_version(1) {
            let time_low = high >> 32;
            let time_mid = (high >> 16) & 0xffff;
            let time_high = high & LOW_12;
            time_high << 48 | time_mid << 32 | time_low
        } else if self.is_rfc_version(6) {
            (high >> 16) << 12 | (high & LOW_12)
        } else {
            return None;
        };
        let b = self.as_bytes();
        let clock_seq = u16::from_be_bytes([b[8], b[9]]) & LOW_14;
        Some((ticks, clock_seq, [b[10], b[11], b[12], b[13], b[14], b[15]]))
    }
}
