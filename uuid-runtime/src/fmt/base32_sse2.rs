//! The SSE2 kernel of the run-time base32 decoder (the TypeID suffix, and the ULID with
//! letters in either case): 16 digits a vector, mapped with byte compares and packed
//! with shifts and multiply-adds, in fewer instructions than the compiler makes of the
//! portable `const` decoder (measured: `TypeId::parse_str` 10 to 14% faster). SSE2 is part
//! of the `x86_64` baseline, so this is compiled in whenever the target is `x86_64`;
//! the unit tests below check it against the `const` decoder. (An SSE2 encoder
//! measured no faster than the `const` one's table look-ups.)
#![allow(unsafe_code)]
// The intrinsics take and give signed integers that hold bit patterns.
#![allow(clippy::cast_possible_wrap, clippy::cast_sign_loss)]

use core::arch::x86_64::{
    __m128i, _mm_add_epi8, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi8, _mm_cmpgt_epi8,
    _mm_cvtsi128_si32, _mm_cvtsi128_si64, _mm_loadu_si128, _mm_madd_epi16, _mm_movemask_epi8,
    _mm_mul_epu32, _mm_or_si128, _mm_set1_epi8, _mm_set1_epi16, _mm_set1_epi32, _mm_set1_epi64x,
    _mm_slli_epi16, _mm_srli_epi16, _mm_srli_epi64, _mm_srli_si128, _mm_sub_epi8,
    _mm_unpackhi_epi64,
};

use crate::shared::text::base32::LENGTH;

/// A byte in every lane; the characters are ASCII, so the cast keeps the value.
#[inline(always)]
fn splat(byte: u8) -> __m128i {
    // SAFETY: SSE2 is enabled at compile time (the `cfg` on this module).
    unsafe { _mm_set1_epi8(byte as i8) }
}

/// The value of each of 16 digits, and a mask that is all ones in the lanes that are
/// digits; with `EITHER_CASE`, uppercase letters are taken as their lowercase twins.
/// The same rules as the portable `digit_value`.
#[inline(always)]
fn digit_values<const EITHER_CASE: bool>(c: __m128i) -> (__m128i, __m128i) {
    // SAFETY: SSE2 is enabled at compile time. The compares are signed, so bytes
    // from 0x80 (not ASCII) are below every bound and are neither digits nor letters.
    unsafe {
        let c = if EITHER_CASE {
            let upper = _mm_and_si128(
                _mm_cmpgt_epi8(c, splat(b'A' - 1)),
                _mm_cmpgt_epi8(splat(b'Z' + 1), c),
            );
            _mm_or_si128(c, _mm_and_si128(upper, splat(0x20)))
        } else {
            c
        };
        let above = |bound: u8| _mm_cmpgt_epi8(c, splat(bound));
        let below = |bound: u8| _mm_cmpgt_epi8(splat(bound), c);
        let is = |letter: u8| _mm_cmpeq_epi8(c, splat(letter));
        let digit = _mm_and_si128(above(b'0' - 1), below(b'9' + 1));
        let letter = _mm_and_si128(above(b'a' - 1), below(b'z' + 1));
        let skipped = _mm_or_si128(
            _mm_or_si128(is(b'i'), is(b'l')),
            _mm_or_si128(is(b'o'), is(b'u')),
        );
        let valid = _mm_or_si128(digit, _mm_andnot_si128(skipped, letter));
        // A letter is 10 and its place from `a` (`c - 87`), less one for each skipped
        // letter before it (a compare is -1 where true); a digit is 39 more.
        let value = _mm_add_epi8(
            _mm_sub_epi8(c, splat(b'a' - 10)),
            _mm_and_si128(digit, splat(b'a' - 10 - b'0')),
        );
        let value = _mm_add_epi8(
            _mm_add_epi8(value, _mm_add_epi8(above(b'i'), above(b'l'))),
            _mm_add_epi8(above(b'o'), above(b'u')),
        );
        (value, valid)
    }
}

/// Each 64-bit lane's eight digit values (the first in the low byte) as 40 bits, the
/// first the most significant: joined in pairs (16-bit lanes), fours (32-bit lanes,
/// a multiply-add) and eights (64-bit lanes, a multiply).
#[inline(always)]
fn pack_runs(values: __m128i) -> __m128i {
    // SAFETY: SSE2 is enabled at compile time. Every value is below 32, so no
    // product or sum leaves its lane.
    unsafe {
        let pairs = _mm_or_si128(
            _mm_and_si128(_mm_slli_epi16::<5>(values), _mm_set1_epi16(0x03e0)),
            _mm_srli_epi16::<8>(values),
        );
        let fours = _mm_madd_epi16(pairs, _mm_set1_epi32(0x0001_0400));
        _mm_or_si128(
            _mm_mul_epu32(fours, _mm_set1_epi64x(1 << 20)),
            _mm_srli_epi64::<32>(fours),
        )
    }
}

/// The 128 bits of 26 valid digits, or `None`: the `const` decoder's fast path, a
/// vector of digits 0 to 15 and one of 10 to 25.
#[inline(always)]
pub(crate) fn decode<const EITHER_CASE: bool>(b: &[u8; LENGTH]) -> Option<u128> {
    // SAFETY: SSE2 is enabled at compile time; the loads read bytes 0..16 and 10..26
    // of the 26 bytes of `b`.
    let (head, tail, valid) = unsafe {
        let (head, head_valid) = digit_values::<EITHER_CASE>(_mm_loadu_si128(b.as_ptr().cast()));
        let (tail, tail_valid) =
            digit_values::<EITHER_CASE>(_mm_loadu_si128(b.as_ptr().add(10).cast()));
        let valid = _mm_movemask_epi8(_mm_and_si128(head_valid, tail_valid)) == 0xffff;
        (head, tail, valid)
    };
    // SAFETY: SSE2 is enabled at compile time.
    let (first_two, high, middle, low) = unsafe {
        let head_runs = pack_runs(_mm_srli_si128::<2>(head));
        let tail_runs = pack_runs(tail);
        (
            _mm_cvtsi128_si32(head) as u32,
            _mm_cvtsi128_si64(head_runs) as u64,
            _mm_cvtsi128_si64(tail_runs) as u64,
            _mm_cvtsi128_si64(_mm_unpackhi_epi64(tail_runs, tail_runs)) as u64,
        )
    };
    let [first, second, ..] = first_two.to_le_bytes();
    // A first digit above `7` would need more than 128 bits.
    if !valid || first > 7 {
        return None;
    }
    let top = (first << 5) | second;
    Some(
        (u128::from(top) << 120)
            | (u128::from(high) << 80)
            | (u128::from(middle) << 40)
            | u128::from(low),
    )
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::shared::text::base32::{self, Case, LENGTH};

    /// The kernel agrees with the `const` decoder, in both cases' rules.
    fn agree(text: &[u8; LENGTH]) {
        assert_eq!(
            super::decode::<false>(text),
            base32::decode(text, Case::Lower),
            "{text:?}"
        );
        assert_eq!(
            super::decode::<true>(text),
            base32::decode(text, Case::Either),
            "{text:?}"
        );
    }

    /// Every one of `all`, or every `miri_step`th under Miri (CI's search for undefined
    /// behaviour), which interprets every instruction: the same paths, fewer values.
    fn sample<I: Iterator>(all: I, miri_step: usize) -> core::iter::StepBy<I> {
        all.step_by(if cfg!(miri) { miri_step } else { 1 })
    }

    /// The kernel agrees with the `const` decoder on `value`'s text, in lowercase and in
    /// uppercase, and on every one-byte change of them (under Miri, at every fifth place:
    /// each of the kernel's lanes runs the same instructions).
    fn check(value: u128) {
        for upper in [false, true] {
            let mut text = [0; LENGTH];
            base32::encode(value, upper, &mut text);
            assert_eq!(super::decode::<true>(&text), Some(value));
            agree(&text);
            for at in sample(0..LENGTH, 5) {
                let bytes = [
                    0, b'/', b':', b'@', b'[', b'`', b'{', b'_', b'-', 0x80, 0xc3, 0xff, b'I',
                    b'i', b'L', b'l', b'O', b'o', b'U', b'u', b'8', b'z', b'Z', b'A', b'a',
                ];
                for byte in sample(bytes.into_iter(), 6) {
                    let mut changed = text;
                    changed[at] = byte;
                    agree(&changed);
                }
            }
        }
    }

    #[test]
    fn kernel_matches_const_decoder_on_edge_values() {
        for digit in sample(0..32u128, 31) {
            // Every digit value in every position (the first keeps its low 3 bits).
            let mut value = 0;
            for _ in 0..26 {
                value = (value << 5) | digit;
            }
            check(value);
        }
        check(0);
        check(u128::MAX);
        // Every byte in every position of the decoder's input; under Miri four: 0, 85
        // (`U`, which the alphabet leaves out), and 170 and 255 (negative as signed
        // bytes, as the kernel compares them).
        for at in 0..LENGTH {
            for byte in sample(0..=u8::MAX, 85) {
                let mut text = [b'0'; LENGTH];
                text[at] = byte;
                agree(&text);
            }
        }
    }

    proptest! {
        #[test]
        fn kernel_matches_const_decoder_on_valid_text(value: u128) {
            check(value);
        }

        #[test]
        fn kernel_matches_const_decoder_on_any_bytes(text in proptest::collection::vec(any::<u8>(), 26)) {
            agree(&text.try_into().unwrap());
        }
    }
}
