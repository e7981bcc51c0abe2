//! The AVX2 kernels of the run-time hex decoder and hyphenated encoder. Decoding: the
//! 32 digits of either form in one 256-bit vector (for the hyphenated form, gathered by
//! two byte shuffles from two loads), checked and valued by looking up their nibbles,
//! paired by one multiply-add. Encoding: the 32 digits by one look-up, moved to their
//! places around the hyphens by one cross-lane and one byte shuffle. Run only where the
//! processor has AVX2 (see `cpu.rs`); the unit tests in the parent module check them
//! against the `const` code.
#![allow(unsafe_code)]
// The intrinsics take and give signed integers that hold bit patterns.
#![allow(clippy::cast_possible_wrap)]
// Since Rust 1.87 most intrinsics are safe to call where their features are enabled;
// at the minimum supported version they are not, so their calls stay in `unsafe`.
#![allow(unused_unsafe)]

use core::arch::x86_64::{
    __m256i, _mm_loadu_si128, _mm_packus_epi16, _mm_storeu_si128, _mm256_add_epi8,
    _mm256_and_si256, _mm256_broadcastsi128_si256, _mm256_castsi256_si128, _mm256_cmpeq_epi8,
    _mm256_cvtepu8_epi16, _mm256_extract_epi16, _mm256_extract_epi32, _mm256_extracti128_si256,
    _mm256_loadu_si256, _mm256_maddubs_epi16, _mm256_movemask_epi8, _mm256_or_si256,
    _mm256_set1_epi8, _mm256_set1_epi16, _mm256_setzero_si256, _mm256_shuffle_epi8,
    _mm256_slli_epi16, _mm256_srli_epi16, _mm256_storeu_si256,
};

use crate::shared::text::hex::{self, Digits};

/// A byte in every lane.
///
/// # Safety
///
/// The processor has AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn splat(byte: u8) -> __m256i {
    // SAFETY: the caller's processor has AVX2.
    unsafe { _mm256_set1_epi8(byte as i8) }
}

/// A 16-byte table in both halves, for the byte shuffles that look up each lane's
/// nibble (a shuffle does not cross the halves).
///
/// # Safety
///
/// The processor has AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn table(entries: &[u8; 16]) -> __m256i {
    // SAFETY: the caller's processor has AVX2; the load reads the 16 entries.
    unsafe { _mm256_broadcastsi128_si256(_mm_loadu_si128(entries.as_ptr().cast())) }
}

/// The hex digits are 0x30..=0x39, 0x41..=0x46 and 0x61..=0x66: by high nibble, a
/// character may be a digit (bit 0) or a letter (bit 1)...
const CLASS_BY_HIGH: [u8; 16] = [0, 0, 0, 1, 2, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0];
/// ...and by low nibble, it may be a digit (0 to 9) or a letter (1 to 6); it is a hex
/// digit when both nibbles allow one class.
const CLASS_BY_LOW: [u8; 16] = [1, 3, 3, 3, 3, 3, 3, 1, 1, 1, 0, 0, 0, 0, 0, 0];
/// A digit's value is its low nibble; a letter's, its low nibble and 9.
const VALUE_BY_HIGH: [u8; 16] = [0, 0, 0, 0, 9, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/// The 16 octets of 32 hex digits, or `None` if one is not a digit: the same rules as
/// the `const` decoder's.
///
/// # Safety
///
/// The processor has AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn octets(digits: __m256i) -> Option<[u8; 16]> {
    // SAFETY: the caller's processor has AVX2, which the intrinsics need (AVX2 implies
    // the SSE2 of the last two); the store writes the 16 bytes of `octets`.
    unsafe {
        let low = _mm256_and_si256(digits, splat(0x0f));
        let high = _mm256_and_si256(_mm256_srli_epi16::<4>(digits), splat(0x0f));
        let class = _mm256_and_si256(
            _mm256_shuffle_epi8(table(&CLASS_BY_HIGH), high),
            _mm256_shuffle_epi8(table(&CLASS_BY_LOW), low),
        );
        let not_digits = _mm256_cmpeq_epi8(class, _mm256_setzero_si256());
        if _mm256_movemask_epi8(not_digits) != 0 {
            return None;
        }
        let values = _mm256_add_epi8(low, _mm256_shuffle_epi8(table(&VALUE_BY_HIGH), high));
        // Each 16-bit lane: its first digit times 16 plus its second, an octet.
        let pairs = _mm256_maddubs_epi16(values, _mm256_set1_epi16(0x0110));
        let packed = _mm_packus_epi16(
            _mm256_castsi256_si128(pairs),
            _mm256_extracti128_si256::<1>(pairs),
        );
        let mut octets = [0; 16];
        _mm_storeu_si128(octets.as_mut_ptr().cast(), packed);
        Some(octets)
    }
}

/// Where each lane of the shuffles in [`hyphenated`] takes its byte from, within its
/// half (a shuffle does not cross the halves); 0x80 makes a zero. Of text 0..32, the
/// low half (text 0..16) gives digits 0..14 (text 0..8, 9..13, 14..16), the high half
/// (text 16..32) digits 16..28 (text 19..23, 24..32).
const GATHER_HEAD: [u8; 32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 14, 15, 0x80, 0x80, //
    3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 0x80, 0x80, 0x80, 0x80,
];

/// The same for text 4..36: its low half (text 4..20) gives digits 14..16 (text
/// 16..18), its high half (text 20..36) digits 28..32 (text 32..36).
const GATHER_TAIL: [u8; 32] = [
    0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 12,
    13, //
    0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 12, 13, 14, 15,
];

/// The hyphenated form.
///
/// # Safety
///
/// The processor has AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn hyphenated(text: &[u8; 36]) -> Option<[u8; 16]> {
    /// Text 8, 13, 18 and 23.
    const HYPHENS: i32 = 1 << 8 | 1 << 13 | 1 << 18 | 1 << 23;
    let text = text.as_ptr();
    // SAFETY: the caller's processor has AVX2; the loads read text 0..32 and 4..36 of
    // the 36 bytes, and the 32 bytes of each table.
    unsafe {
        let head = _mm256_loadu_si256(text.cast());
        let tail = _mm256_loadu_si256(text.add(4).cast());
        let hyphens = _mm256_movemask_epi8(_mm256_cmpeq_epi8(head, splat(b'-')));
        let gather = |from, table: &[u8; 32]| {
            _mm256_shuffle_epi8(from, _mm256_loadu_si256(table.as_ptr().cast()))
        };
        let digits = _mm256_or_si256(gather(head, &GATHER_HEAD), gather(tail, &GATHER_TAIL));
        if hyphens & HYPHENS != HYPHENS {
            return None;
        }
        octets(digits)
    }
}

/// The 16 octets of valid text in any of the four forms, or `None`: the fast path of
/// the `const` parser, with these kernels.
///
/// # Safety
///
/// The processor has AVX2.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) unsafe fn decode(b: &[u8]) -> Option<[u8; 16]> {
    // SAFETY: the caller's processor has AVX2; the load reads the 32 bytes of `text`.
    unsafe {
        match hex::digits(b)? {
            Digits::Simple(text) => octets(_mm256_loadu_si256(text.as_ptr().cast())),
            Digits::Hyphenated(text) => hyphenated(text),
        }
    }
}

/// The hex digits, lowercase and uppercase, by value.
const LOWER_DIGITS: &[u8; 16] = b"0123456789abcdef";
const UPPER_DIGITS: &[u8; 16] = b"0123456789ABCDEF";

/// Where each byte of text 0..16 (from digits 0..16) and of text 16..32 (from digits
/// 16..32) comes from, within its half; 0x80, where the hyphens go and where text
/// 16..18 goes (digits 14..16, in the other half), makes a zero.
const HYPHENATED_PLACES: [u8; 32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 0x80, 8, 9, 10, 11, 0x80, 12, 13, //
    0x80, 0x80, 0x80, 0, 1, 2, 3, 0x80, 4, 5, 6, 7, 8, 9, 10, 11,
];

/// The hyphens of text 0..32.
const HYPHENS: [u8; 32] = {
    let mut hyphens = [0; 32];
    hyphens[8] = b'-';
    hyphens[13] = b'-';
    hyphens[18] = b'-';
    hyphens[23] = b'-';
    hyphens
};

/// The 32 digits of `bytes`, lowercase or (`UPPER`) uppercase, in text order.
///
/// # Safety
///
/// The processor has AVX2.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn digits<const UPPER: bool>(bytes: &[u8; 16]) -> __m256i {
    // SAFETY: the caller's processor has AVX2; the loads read the 16 bytes of `bytes`
    // and of the table.
    unsafe {
        // Each octet in a 16-bit lane, then its high nibble in the low byte and its low
        // nibble in the high one: the digits' values, in text order.
        let octets = _mm256_cvtepu8_epi16(_mm_loadu_si128(bytes.as_ptr().cast()));
        let nibbles = _mm256_or_si256(
            _mm256_srli_epi16::<4>(octets),
            _mm256_slli_epi16::<8>(_mm256_and_si256(octets, _mm256_set1_epi16(0x0f))),
        );
        _mm256_shuffle_epi8(
            table(if UPPER { UPPER_DIGITS } else { LOWER_DIGITS }),
            nibbles,
        )
    }
}

/// Writes the hyphenated form of `bytes` into `out`, in lowercase or (`UPPER`)
/// uppercase.
///
/// # Safety
///
/// The processor has AVX2.
#[target_feature(enable = "avx2")]
#[inline]
pub(super) unsafe fn write_hyphenated<const UPPER: bool>(bytes: &[u8; 16], out: &mut [u8; 36]) {
    let load = |bytes: &[u8; 32]| {
        // SAFETY: the caller's processor has AVX2; the load reads the 32 bytes.
        unsafe { _mm256_loadu_si256(bytes.as_ptr().cast()) }
    };
    // SAFETY: the caller's processor has AVX2; the loads read the tables, the stores
    // write text 0..32, 16..18 and 32..36 of the 36 bytes of `out`.
    unsafe {
        let digits = digits::<UPPER>(bytes);
        let head = _mm256_or_si256(
            _mm256_shuffle_epi8(digits, load(&HYPHENATED_PLACES)),
            load(&HYPHENS),
        );
        let out = out.as_mut_ptr();
        _mm256_storeu_si256(out.cast(), head);
        // Text 16..18 is digits 14..16, the eighth 16-bit lane; text 32..36 is digits
        // 28..32, the last 32-bit lane.
        out.add(16)
            .cast::<i16>()
            .write_unaligned(_mm256_extract_epi16::<7>(digits) as i16);
        out.add(32)
            .cast::<i32>()
            .write_unaligned(_mm256_extract_epi32::<7>(digits));
    }
}
