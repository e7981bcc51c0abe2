//! The SSE2 kernel of the run-time hex encoders: the 32 digits come out of a few
//! vector operations, and the hyphens go in with byte shifts and masks. SSE2 is part
//! of the `x86_64` baseline, so this is compiled in whenever the target is `x86_64`; the
//! unit tests in the parent module check it against the `const` encoders.
#![allow(unsafe_code)]

use core::arch::x86_64::{
    __m128i, _mm_add_epi8, _mm_and_si128, _mm_cmpgt_epi8, _mm_loadu_si128, _mm_or_si128,
    _mm_set1_epi8, _mm_slli_si128, _mm_srli_epi16, _mm_srli_si128, _mm_storeu_si128,
    _mm_unpackhi_epi8, _mm_unpacklo_epi8,
};

/// Lanes `from..to` set to `fill`, zero elsewhere: the masks that keep runs of
/// digits, and the hyphens.
const fn lanes(from: usize, to: usize, fill: u8) -> [u8; 16] {
    let mut lanes = [0; 16];
    let mut i = from;
    while i < to {
        lanes[i] = fill;
        i += 1;
    }
    lanes
}

const fn hyphens_at(first: usize, second: usize) -> [u8; 16] {
    let mut lanes = [0; 16];
    lanes[first] = b'-';
    lanes[second] = b'-';
    lanes
}

// The hyphenated text as three vectors, made of the digit vectors `a` (0..16) and
// `b` (16..32) shifted by whole lanes and masked; each constant is named for what
// it keeps.
// Text 0..16: a[0..8] - a[8..12] - a[12..14]
const HEAD_A: [u8; 16] = lanes(0, 8, 0xff);
const HEAD_A_BY_1: [u8; 16] = lanes(9, 13, 0xff);
const HEAD_A_BY_2: [u8; 16] = lanes(14, 16, 0xff);
const HEAD_HYPHENS: [u8; 16] = hyphens_at(8, 13);
// Text 16..32: a[14..16] - b[0..4] - b[4..12]
const MIDDLE_B_BY_3: [u8; 16] = lanes(3, 7, 0xff);
const MIDDLE_B_BY_4: [u8; 16] = lanes(8, 16, 0xff);
const MIDDLE_HYPHENS: [u8; 16] = hyphens_at(2, 7);
// Text 20..36: b[1..4] - b[4..16]; it overlaps the middle, with the same bytes.
const TAIL_B_BACK_1: [u8; 16] = lanes(0, 3, 0xff);
const TAIL_B: [u8; 16] = lanes(4, 16, 0xff);
const TAIL_HYPHEN: [u8; 16] = lanes(3, 4, b'-');

/// The 32 hex digits of `bytes`, 16 in each vector.
#[inline(always)]
fn digits(bytes: &[u8; 16], upper: bool) -> [__m128i; 2] {
    let letter_gap: i8 = if upper { 7 } else { 39 };
    // SAFETY: SSE2 is enabled at compile time (the `cfg` on this module), so the
    // intrinsics exist; the load reads the 16 bytes of `bytes`.
    unsafe {
        let octets = _mm_loadu_si128(bytes.as_ptr().cast());
        let low_nibbles = _mm_set1_epi8(0x0f);
        let high = _mm_and_si128(_mm_srli_epi16::<4>(octets), low_nibbles);
        let low = _mm_and_si128(octets, low_nibbles);
        // Each octet's high nibble, then its low one: the digits in text order.
        [_mm_unpacklo_epi8(high, low), _mm_unpackhi_epi8(high, low)].map(|nibbles| {
            // '0' + n, plus the gap from '9' + 1 to 'a' (or 'A') when n > 9.
            let gap = _mm_and_si128(
                _mm_cmpgt_epi8(nibbles, _mm_set1_epi8(9)),
                _mm_set1_epi8(letter_gap),
            );
            _mm_add_epi8(_mm_add_epi8(nibbles, _mm_set1_epi8(0x30)), gap)
        })
    }
}

#[inline(always)]
pub(super) fn simple_fast(bytes: &[u8; 16], upper: bool, out: &mut [u8; 32]) {
    let [a, b] = digits(bytes, upper);
    let out = out.as_mut_ptr();
    // SAFETY: SSE2 is enabled at compile time; the stores write bytes 0..16 and
    // 16..32 of the 32 bytes of `out`.
    unsafe {
        _mm_storeu_si128(out.cast(), a);
        _mm_storeu_si128(out.add(16).cast(), b);
    }
}

#[inline(always)]
pub(super) fn hyphenated_fast(bytes: &[u8; 16], upper: bool, out: &mut [u8; 36]) {
    let [a, b] = digits(bytes, upper);
    let out = out.as_mut_ptr();
    // SAFETY: SSE2 is enabled at compile time; the loads read the 16-byte
    // constants, and the stores write bytes 0..16, 16..32 and 20..36 of the 36
    // bytes of `out`.
    unsafe {
        let lanes = |lanes: &[u8; 16]| _mm_loadu_si128(lanes.as_ptr().cast());
        let keep = |v, mask: &[u8; 16]| _mm_and_si128(v, lanes(mask));
        let head = _mm_or_si128(
            _mm_or_si128(keep(a, &HEAD_A), lanes(&HEAD_HYPHENS)),
            _mm_or_si128(
                keep(_mm_slli_si128::<1>(a), &HEAD_A_BY_1),
                keep(_mm_slli_si128::<2>(a), &HEAD_A_BY_2),
            ),
        );
        let middle = _mm_or_si128(
            _mm_or_si128(_mm_srli_si128::<14>(a), lanes(&MIDDLE_HYPHENS)),
            _mm_or_si128(
                keep(_mm_slli_si128::<3>(b), &MIDDLE_B_BY_3),
                keep(_mm_slli_si128::<4>(b), &MIDDLE_B_BY_4),
            ),
        );
        let tail = _mm_or_si128(
            _mm_or_si128(
                keep(_mm_srli_si128::<1>(b), &TAIL_B_BACK_1),
                lanes(&TAIL_HYPHEN),
            ),
            keep(b, &TAIL_B),
        );
        _mm_storeu_si128(out.cast(), head);
        _mm_storeu_si128(out.add(16).cast(), middle);
        _mm_storeu_si128(out.add(20).cast(), tail);
    }
}
