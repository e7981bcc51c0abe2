//! The SSE2 kernels of the run-time hex encoders and decoder. Encoding: the 32 digits
//! come out of a few vector operations, and the hyphens go in with byte shifts and
//! masks. Decoding: the digits are gathered with overlapping loads and masks, checked
//! and valued with compares, and paired with shifts. SSE2 is part of the `x86_64`
//! baseline, so this is compiled in whenever the target is `x86_64`; the unit tests in
//! the parent module check it against the `const` code.
#![allow(unsafe_code)]
// The intrinsics take and give signed integers that hold bit patterns.
#![allow(clippy::cast_possible_wrap)]

use core::arch::x86_64::{
    __m128i, _mm_add_epi8, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi8, _mm_cmpgt_epi8,
    _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128, _mm_packus_epi16, _mm_set1_epi8,
    _mm_set1_epi16, _mm_slli_epi16, _mm_slli_si128, _mm_srli_epi16, _mm_srli_si128,
    _mm_storeu_si128, _mm_unpackhi_epi8, _mm_unpacklo_epi8,
};

use crate::shared::text::hex::{self, Digits};

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

// --- Decoding ---------------------------------------------------------------------------

/// A byte in every lane.
#[inline(always)]
fn splat(byte: u8) -> __m128i {
    // SAFETY: SSE2 is enabled at compile time (the `cfg` on this module).
    unsafe { _mm_set1_epi8(byte as i8) }
}

/// 16 bytes of `text` from `at`.
#[inline(always)]
fn load<const N: usize>(text: &[u8; N], at: usize) -> __m128i {
    assert!(at + 16 <= N);
    // SAFETY: SSE2 is enabled at compile time; the load reads bytes `at..at + 16` of
    // `text`, which the assertion (folded away: `at` is a constant) keeps in bounds.
    unsafe { _mm_loadu_si128(text.as_ptr().add(at).cast()) }
}

/// The lanes of `low` where `mask` is set, the lanes of `high` elsewhere.
#[inline(always)]
fn join(low: __m128i, high: __m128i, mask: &[u8; 16]) -> __m128i {
    let mask = load(mask, 0);
    // SAFETY: SSE2 is enabled at compile time.
    unsafe { _mm_or_si128(_mm_and_si128(mask, low), _mm_andnot_si128(mask, high)) }
}

/// The value of each of 16 characters, and a mask that is all ones in the lanes that
/// are hex digits: the same rules as the `const` decoder's.
#[inline(always)]
fn nibbles(c: __m128i) -> (__m128i, __m128i) {
    // SAFETY: SSE2 is enabled at compile time.
    unsafe {
        // The compares are signed: an offset moves each range to the top of it, 0x7f,
        // where a range's bytes are the only ones above its lower bound (bytes that
        // wrap past 0xff land far below).
        let digit = _mm_cmpgt_epi8(_mm_add_epi8(c, splat(0x7f - b'9')), splat(0x7f - 10));
        let folded = _mm_or_si128(c, splat(0x20));
        let letter = _mm_cmpgt_epi8(_mm_add_epi8(folded, splat(0x7f - b'f')), splat(0x7f - 6));
        // A digit's low nibble is its value; a letter's, its value less 9.
        let value = _mm_add_epi8(
            _mm_and_si128(c, splat(0x0f)),
            _mm_and_si128(letter, splat(9)),
        );
        (value, _mm_or_si128(digit, letter))
    }
}

/// The 16 octets of 32 hex digits, 16 in each vector, or `None` if one is not a digit.
#[inline(always)]
fn octets(first: __m128i, second: __m128i, ok: bool) -> Option<[u8; 16]> {
    let (first, first_valid) = nibbles(first);
    let (second, second_valid) = nibbles(second);
    // SAFETY: SSE2 is enabled at compile time; the store writes the 16 bytes of
    // `octets`.
    unsafe {
        let valid = _mm_movemask_epi8(_mm_and_si128(first_valid, second_valid)) == 0xffff;
        if !(valid & ok) {
            return None;
        }
        // Each 16-bit lane holds a pair of digits, the first in its low byte: the
        // octet is the first shifted up a nibble, and the second.
        let pair = |values| {
            _mm_or_si128(
                _mm_and_si128(_mm_slli_epi16::<4>(values), _mm_set1_epi16(0x00f0)),
                _mm_srli_epi16::<8>(values),
            )
        };
        let mut octets = [0; 16];
        _mm_storeu_si128(
            octets.as_mut_ptr().cast(),
            _mm_packus_epi16(pair(first), pair(second)),
        );
        Some(octets)
    }
}

#[inline(always)]
fn simple(text: &[u8; 32]) -> Option<[u8; 16]> {
    octets(load(text, 0), load(text, 16), true)
}

/// The hyphenated form: the 32 digits gathered from overlapping loads (each lane of a
/// load is the character as far along the text as the lane is, from where the load
/// starts), the hyphens checked in one compare.
#[inline(always)]
fn hyphenated(text: &[u8; 36]) -> Option<[u8; 16]> {
    const BELOW_4: [u8; 16] = lanes(0, 4, 0xff);
    const BELOW_8: [u8; 16] = lanes(0, 8, 0xff);
    const BELOW_12: [u8; 16] = lanes(0, 12, 0xff);
    // Text 8, 13, 18 and 23 are lanes 0, 5, 10 and 15 of the load from 8.
    const HYPHENS: i32 = 1 | 1 << 5 | 1 << 10 | 1 << 15;
    // Digits 0..8 are text 0..8, 8..12 text 9..13, 12..16 text 14..18.
    let first = join(
        join(load(text, 0), load(text, 1), &BELOW_8),
        load(text, 2),
        &BELOW_12,
    );
    // Digits 16..20 are text 19..23, 20..32 text 24..36.
    let second = join(load(text, 19), load(text, 20), &BELOW_4);
    // SAFETY: SSE2 is enabled at compile time.
    let hyphens = unsafe { _mm_movemask_epi8(_mm_cmpeq_epi8(load(text, 8), splat(b'-'))) };
    octets(first, second, hyphens & HYPHENS == HYPHENS)
}

/// The 16 octets of valid text in any of the four forms, or `None`: the fast path of
/// the `const` parser, with these kernels.
#[inline]
pub(super) fn decode(b: &[u8]) -> Option<[u8; 16]> {
    match hex::digits(b)? {
        Digits::Simple(text) => simple(text),
        Digits::Hyphenated(text) => hyphenated(text),
    }
}
