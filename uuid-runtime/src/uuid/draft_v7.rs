//! The version 7 layout of draft-peabody-dispatch-new-uuid-format-01 (April 2021), the
//! draft that introduced versions 6, 7 and 8, before RFC 9562 gave v7 its final layout.

use crate::{Timestamp, Uuid};

/// How finely a draft-01 v7 encoder wrote the time: the layouts of Figures 3 to 5 of
/// draft-peabody-dispatch-new-uuid-format-01 (§4.4.4.1), for
/// [`Uuid::get_draft_v7_timestamp_in`].
///
/// Each writes the time after the 36-bit seconds as a binary fraction of a second with
/// as many bits as the unit needs, the fraction of its whole units truncated (the
/// draft's method: units × 2<sup>bits</sup> ÷ units per second, rounded down).
///
/// ```
/// use uuid_runtime::DraftV7Precision;
///
/// assert_eq!(DraftV7Precision::Millisecond.fraction_bits(), 12);
/// assert_eq!(DraftV7Precision::Nanosecond.units_per_second(), 1_000_000_000);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DraftV7Precision {
    /// Figure 3: whole milliseconds in the 12 bits of `subsec_a`; `subsec_b` holds a
    /// counter.
    Millisecond,
    /// Figure 4: whole microseconds in the 24 bits of `subsec_a` and `subsec_b`.
    Microsecond,
    /// Figure 5: whole nanoseconds in 38 bits: `subsec_a`, `subsec_b` and the first 14
    /// bits of `subsec_seq_node`.
    Nanosecond,
}

impl DraftV7Precision {
    /// How many bits of the binary fraction of a second the layout holds: 12, 24 or 38.
    ///
    /// ```
    /// use uuid_runtime::DraftV7Precision;
    ///
    /// assert_eq!(DraftV7Precision::Microsecond.fraction_bits(), 24);
    /// ```
    #[inline]
    pub const fn fraction_bits(self) -> u32 {
        match self {
            Self::Millisecond => 12,
            Self::Microsecond => 24,
            Self::Nanosecond => 38,
        }
    }

    /// The unit, as a count per second: 10<sup>3</sup>, 10<sup>6</sup> or
    /// 10<sup>9</sup>.
    ///
    /// ```
    /// use uuid_runtime::DraftV7Precision;
    ///
    /// assert_eq!(DraftV7Precision::Millisecond.units_per_second(), 1_000);
    /// ```
    #[inline]
    pub const fn units_per_second(self) -> u64 {
        match self {
            Self::Millisecond => 1_000,
            Self::Microsecond => 1_000_000,
            Self::Nanosecond => 1_000_000_000,
        }
    }
}

impl Uuid {
    /// The time in a version 7 UUID made by the layout of
    /// draft-peabody-dispatch-new-uuid-format-01 (April 2021, §4.4), decoded as §4.4.4.2
    /// says, without knowing the encoder's precision; `None` for other versions and for
    /// UUIDs without the RFC variant. When you know the precision,
    /// [`get_draft_v7_timestamp_in`](Self::get_draft_v7_timestamp_in) gives back exactly the
    /// time the encoder wrote.
    ///
    /// That draft, the one that introduced v6, v7 and v8, laid out v7 as 36 bits of
    /// Unix seconds (`unixts`), then the sub-second fields `subsec_a` (12 bits), the
    /// version, `subsec_b` (12 bits), the variant and `subsec_seq_node` (62 bits). The
    /// sub-second bits are one binary fraction of a second, most significant first,
    /// skipping the version and variant (§4.4.4.2); an encoder used as many as its unit
    /// needed and filled the rest with a counter and random bits (Figures 3 to 5).
    /// Early implementations made such values, and databases still hold them; read
    /// through RFC 9562's layout (48-bit milliseconds, [`get_timestamp`](Self::get_timestamp))
    /// their time is nonsense.
    ///
    /// **What this reads**: `unixts` and the 24 fraction bits of `subsec_a` and
    /// `subsec_b` (a resolution of 2<sup>-24</sup> s, about 59.6 ns), rounded down to
    /// the nanosecond. Bits after them are not read: no decoder can tell fraction bits
    /// from a counter or random bits there. The draft's encoders truncate the fraction,
    /// so for a UUID made by one, where *t* is the time it encoded in its unit:
    ///
    /// - nanosecond or microsecond precision (Figures 5 and 4): the result is *t* or up
    ///   to 60 ns before it, never after;
    /// - millisecond precision (Figure 3): `subsec_b` holds the encoder's 12-bit
    ///   counter, which this reads as time, so the result is up to 242,188 ns before
    ///   *t* and up to 244,081 ns after it.
    ///
    /// So truncating the result to the encoder's unit does not give *t* back in
    /// general (a truncated 12-bit fraction alone reads as the millisecond before for
    /// 124 of every 125 milliseconds): use
    /// [`get_draft_v7_timestamp_in`](Self::get_draft_v7_timestamp_in). The 36-bit seconds reach
    /// 2<sup>36</sup> − 1 s, in the year 4147.
    ///
    /// The bits alone cannot tell the draft's layout from RFC 9562's: both are version 7
    /// with the RFC variant. Call this only for values you know were made by the draft.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// // Figure 4 (microsecond precision): 2021-04-26 12:34:56.654321 UTC, a 14-bit
    /// // counter of 5, then random bits.
    /// let id = Uuid::parse_str("06086b37-0a78-7194-8005-deadbeef0123")?;
    /// let ts = id.get_draft_v7_timestamp().unwrap();
    /// assert_eq!(ts.to_unix_nanos(), 1_619_440_496_654_320_955); // 45 ns before .654321
    ///
    /// // Read through RFC 9562's layout, the same bits give a time in 2180.
    /// assert_eq!(id.get_timestamp().unwrap().to_unix_millis(), 6_633_228_274_296);
    /// assert_eq!(Uuid::NAMESPACE_DNS.get_draft_v7_timestamp(), None); // a v1
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn get_draft_v7_timestamp(&self) -> Option<Timestamp> {
        let Some((seconds, fraction)) = self.draft_v7_fields(24) else {
            return None;
        };
        // fraction / 2^24 s in nanoseconds, rounded down: below 10^9 (and the product
        // below 2^54).
        let nanos = (fraction * 1_000_000_000) >> 24;
        Some(Timestamp::from_unix_nanos(
            seconds as i128 * 1_000_000_000 + nanos as i128,
        ))
    }

    /// The time a draft-peabody-dispatch-new-uuid-format-01 encoder of the given
    /// precision wrote into this version 7 UUID, exactly, in that unit; `None` for other
    /// versions and for UUIDs without the RFC variant (see
    /// [`get_draft_v7_timestamp`](Self::get_draft_v7_timestamp) for the layout).
    ///
    /// It reads the precision's [`fraction_bits`](DraftV7Precision::fraction_bits) *f*
    /// and inverts the draft's truncating encoder: the unit count is
    /// ⌈*f* × units per second ÷ 2<sup>bits</sup>⌉. Because each layout has more
    /// fraction values than units in a second, the encoder never writes one fraction
    /// for two times, so for every time *t* in that unit a draft encoder of that
    /// precision wrote, this returns *t*, whatever its counter and random bits (tested
    /// on millions of times for each precision). The few fractions no encoder of that
    /// precision writes, above the last unit of the second, read as the next second.
    ///
    /// ```
    /// use uuid_runtime::{DraftV7Precision, Uuid};
    ///
    /// // Figure 3 (millisecond precision): 2021-04-26 12:34:56.321 UTC is the 12-bit
    /// // fraction ⌊321 × 4096 ÷ 1000⌋ = 1314 = 0x522, then a counter of 7.
    /// let id = Uuid::parse_str("06086b37-0522-7007-8123-456789abcdef")?;
    /// let ts = id.get_draft_v7_timestamp_in(DraftV7Precision::Millisecond).unwrap();
    /// assert_eq!(ts.to_unix_millis(), 1_619_440_496_321);
    ///
    /// // Without the precision, the counter reads as time and the millisecond is lost.
    /// let rough = id.get_draft_v7_timestamp().unwrap();
    /// assert_eq!(rough.to_unix_millis(), 1_619_440_496_320);
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    #[inline]
    pub const fn get_draft_v7_timestamp_in(
        &self,
        precision: DraftV7Precision,
    ) -> Option<Timestamp> {
        let bits = precision.fraction_bits();
        let Some((seconds, fraction)) = self.draft_v7_fields(bits) else {
            return None;
        };
        let per_second = precision.units_per_second();
        // ⌈fraction × per_second / 2^bits⌉: below 2^68, so in a u128; at most
        // `per_second`, which carries into the seconds.
        let scaled = fraction as u128 * per_second as u128;
        let units = (scaled.div_ceil(1 << bits)) as u64;
        let nanos = (units % per_second) * (1_000_000_000 / per_second);
        let seconds = (seconds + units / per_second) as i128;
        Some(Timestamp::from_unix_nanos(
            seconds * 1_000_000_000 + nanos as i128,
        ))
    }

    /// `unixts` and the first `bits` (at most 38) of the sub-second fraction of a
    /// draft-01 version 7 UUID, or `None` for other UUIDs.
    const fn draft_v7_fields(&self, bits: u32) -> Option<(u64, u64)> {
        if !self.is_rfc_version(7) {
            return None;
        }
        // unixts (36) | subsec_a (12) | ver (4) | subsec_b (12) ‖ var (2) | subsec_seq_node (62)
        let (high, low) = self.as_u64_pair();
        let seconds = high >> 28;
        let subsec_a = (high >> 16) & 0xfff;
        let subsec_b = high & 0xfff;
        // The 24 bits of subsec_a and subsec_b, then the first 14 of subsec_seq_node.
        let fraction_38 = (subsec_a << 12 | subsec_b) << 14 | (low >> 48) & 0x3fff;
        Some((seconds, fraction_38 >> (38 - bits)))
    }
}
