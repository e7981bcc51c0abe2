//! The version 7 layout of draft-peabody-dispatch-new-uuid-format-01 (April 2021), the
//! draft that introduced versions 6, 7 and 8, before RFC 9562 gave v7 its final layout.

use crate::{Timestamp, Uuid};

impl Uuid {
    /// The time in a version 7 UUID made by the layout of
    /// draft-peabody-dispatch-new-uuid-format-01 (April 2021, §4.4); `None` for other
    /// versions and for UUIDs without the RFC variant.
    ///
    /// That draft, the one that introduced v6, v7 and v8, laid out v7 as 36 bits of
    /// Unix seconds (`unixts`), then the sub-second fields `subsec_a` (12 bits), the
    /// version, `subsec_b` (12 bits), the variant and `subsec_seq_node` (62 bits). The
    /// sub-second bits are one binary fraction of a second, most significant first,
    /// skipping the version and variant (§4.4.4.2); an encoder used as many as its clock
    /// had and filled the rest with a counter and random bits (Figures 3 to 5). Early
    /// implementations made such values, and databases still hold them; read through
    /// RFC 9562's layout (48-bit milliseconds, [`timestamp`](Self::timestamp)) their
    /// time is nonsense.
    ///
    /// **Precision**: this reads `unixts` and the 24 fraction bits of `subsec_a` and
    /// `subsec_b`, a resolution of 2<sup>-24</sup> s (about 59.6 ns), and rounds down to
    /// the nanosecond. The fraction bits that a nanosecond-precision encoder put in
    /// `subsec_seq_node` are not read: no decoder can tell them from a counter or random
    /// bits. So the result is exact for the millisecond and microsecond layouts of
    /// Figures 3 and 4 (after truncating to the encoder's unit, as §4.4.4.2 asks), and up
    /// to 59 ns early for the nanosecond layout of Figure 5. The 36-bit seconds reach
    /// 2^36 − 1 s, in the year 4147.
    ///
    /// The bits alone cannot tell the draft's layout from RFC 9562's: both are version 7
    /// with the RFC variant. Call this only for values you know were made by the draft.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // Figure 4 (microsecond precision): 2021-04-26 12:34:56.654321 UTC, a 14-bit
    /// // counter of 5, then random bits.
    /// let id = Uuid::parse_str("06086b37-0a78-7195-8005-deadbeef0123")?;
    /// let ts = id.draft_v7_timestamp().unwrap();
    /// assert_eq!(ts.unix_nanos(), 1_619_440_496_654_321_014);
    /// assert_eq!(ts.unix_nanos() / 1_000, 1_619_440_496_654_321); // the encoder's microsecond
    ///
    /// // Read through RFC 9562's layout, the same bits give a time in 2180.
    /// assert_eq!(id.timestamp().unwrap().unix_millis(), 6_633_228_274_296);
    /// assert_eq!(Uuid::NAMESPACE_DNS.draft_v7_timestamp(), None); // a v1
    /// # Ok::<(), uuid_runtime::ParseError>(())
    /// ```
    pub const fn draft_v7_timestamp(&self) -> Option<Timestamp> {
        if !self.is_rfc_version(7) {
            return None;
        }
        // unixts (36) | subsec_a (12) | ver (4) | subsec_b (12)
        let (high, _) = self.as_u64_pair();
        let seconds = high >> 28;
        let subsec_a = (high >> 16) & 0xfff;
        let subsec_b = high & 0xfff;
        let fraction = subsec_a << 12 | subsec_b;
        // fraction / 2^24 s in nanoseconds, rounded down: below 10^9 (and the product
        // below 2^54).
        let nanos = (fraction * 1_000_000_000) >> 24;
        Some(Timestamp::from_unix(seconds, nanos as u32))
    }
}
