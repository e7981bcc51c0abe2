//! The run-time text kernels, picked for this processor (see `cpu.rs`): what
//! `Uuid::parse_str` and the typed IDs' `FromStr` decode with, and what the adapters'
//! `encode_lower`, `encode_upper` and `Display` write with.
//!
//! On `x86_64` every path has an SSE2 kernel (`sse2.rs`) and an AVX2 one (`avx2.rs`):
//! on a processor with AVX2 a path is one load and one compare before the call of its
//! kernel (a kernel compiled for AVX2 is not inlined into code that is not), and the
//! other sets are picked out of line. Elsewhere the paths are the `const` code's. Every
//! set can be forced (`cpu::force`), the `const` code's too, so that the tests run each
//! against the `const` code through the same paths users call.

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
pub(crate) use self::x86_64::{hex_decode, hyphenated_fast, parse_hex, simple_fast};
#[cfg(all(
    all(target_arch = "x86_64", target_feature = "sse2"),
    any(test, feature = "_testing")
))]
pub(crate) use self::x86_64::{hex_decode_with, hyphenated_with, simple_with};

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
pub(crate) use self::portable::{hex_decode, hyphenated_fast, parse_hex, simple_fast};
#[cfg(all(
    not(all(target_arch = "x86_64", target_feature = "sse2")),
    any(test, feature = "_testing")
))]
pub(crate) use self::portable::{hex_decode_with, hyphenated_with, simple_with};

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod x86_64 {
    #![allow(unsafe_code)]

    use super::super::cpu::{self, InstructionSet};
    use super::super::{avx2, sse2, write_hyphenated, write_simple};
    use crate::shared::text::hex;
    use crate::{Error, Uuid};

    /// `Uuid::parse_str`: any of the four RFC 9562 forms, with the selected kernels,
    /// and the `const` parser's error for what they reject.
    ///
    /// The function called writes the whole `Result` (as the `const` parser, called,
    /// does), from one call site, so that it is written where the caller wants it: a
    /// `Result` assembled in the caller from a kernel's octets was copied whole, reading
    /// bytes just written at other offsets, which stalls the processor (measured: twice
    /// the time of the kernel).
    #[inline]
    pub(crate) fn parse_hex(s: &str) -> Result<Uuid, Error> {
        let parse: unsafe fn(&str) -> Result<Uuid, Error> = if cpu::avx2_selected() {
            parse_hex_avx2
        } else {
            parse_hex_other
        };
        // SAFETY: `parse_hex_avx2` only where AVX2 is selected, which it is only where
        // the processor has it.
        unsafe { parse(s) }
    }

    /// [`parse_hex`] with the AVX2 kernels.
    ///
    /// # Safety
    ///
    /// The processor has AVX2.
    #[target_feature(enable = "avx2")]
    unsafe fn parse_hex_avx2(s: &str) -> Result<Uuid, Error> {
        // SAFETY: the caller's processor has AVX2.
        match unsafe { avx2::decode(s.as_bytes()) } {
            Some(bytes) => Ok(Uuid::from_bytes(bytes)),
            None => rejected(s),
        }
    }

    /// [`parse_hex`] with the kernels of another set, or on the first call.
    // Out of line where the set is detected: most processors never run it. Inlined
    // where it is fixed at compile time.
    #[cfg_attr(feature = "std", inline(never))]
    #[cfg_attr(not(feature = "std"), inline(always))]
    fn parse_hex_other(s: &str) -> Result<Uuid, Error> {
        match cpu::selected() {
            // SAFETY: the set selected is one this processor runs.
            InstructionSet::Avx2 => unsafe { parse_hex_avx2(s) },
            InstructionSet::Sse2 => match sse2::decode(s.as_bytes()) {
                Some(bytes) => Ok(Uuid::from_bytes(bytes)),
                None => rejected(s),
            },
            InstructionSet::Scalar => Uuid::try_parse(s),
        }
    }

    /// What a kernel rejected, through the `const` parser: its error, which says what
    /// is wrong (and, were a kernel ever to reject valid text, its value).
    #[cold]
    #[inline(never)]
    fn rejected(s: &str) -> Result<Uuid, Error> {
        Uuid::try_parse(s)
    }

    /// The 16 octets of valid text in any of the four RFC 9562 forms, or `None`, with
    /// the selected kernels.
    #[inline]
    pub(crate) fn hex_decode(b: &[u8]) -> Option<[u8; 16]> {
        if cpu::avx2_selected() {
            // SAFETY: AVX2 is selected only where the processor has it.
            unsafe { avx2::decode(b) }
        } else {
            hex_decode_other(b)
        }
    }

    // Out of line where the set is detected: most processors never run it. Inlined
    // where it is fixed at compile time.
    #[cfg_attr(feature = "std", inline(never))]
    #[cfg_attr(not(feature = "std"), inline(always))]
    fn hex_decode_other(b: &[u8]) -> Option<[u8; 16]> {
        // SAFETY: the set selected is one this processor runs.
        unsafe { hex_decode_with(cpu::selected(), b) }
    }

    /// [`hex_decode`] with the kernels of `set`.
    ///
    /// # Safety
    ///
    /// This processor runs `set` ([`InstructionSet::is_available`]).
    #[inline]
    pub(crate) unsafe fn hex_decode_with(set: InstructionSet, b: &[u8]) -> Option<[u8; 16]> {
        match set {
            // SAFETY: the caller's processor has AVX2.
            InstructionSet::Avx2 => unsafe { avx2::decode(b) },
            InstructionSet::Sse2 => sse2::decode(b),
            InstructionSet::Scalar => hex::decode(b),
        }
    }

    /// Writes the hyphenated form with the selected kernel.
    #[inline(always)]
    pub(crate) fn hyphenated_fast(bytes: &[u8; 16], upper: bool, out: &mut [u8; 36]) {
        if cpu::avx2_selected() {
            // SAFETY: AVX2 is selected only where the processor has it.
            unsafe { hyphenated_avx2(bytes, upper, out) }
        } else {
            hyphenated_other(bytes, upper, out);
        }
    }

    /// # Safety
    ///
    /// The processor has AVX2.
    #[inline(always)]
    unsafe fn hyphenated_avx2(bytes: &[u8; 16], upper: bool, out: &mut [u8; 36]) {
        // SAFETY: the caller's processor has AVX2.
        unsafe {
            if upper {
                avx2::write_hyphenated::<true>(bytes, out);
            } else {
                avx2::write_hyphenated::<false>(bytes, out);
            }
        }
    }

    // Out of line where the set is detected: most processors never run it. Inlined
    // where it is fixed at compile time.
    #[cfg_attr(feature = "std", inline(never))]
    #[cfg_attr(not(feature = "std"), inline(always))]
    fn hyphenated_other(bytes: &[u8; 16], upper: bool, out: &mut [u8; 36]) {
        // SAFETY: the set selected is one this processor runs.
        unsafe { hyphenated_with(cpu::selected(), bytes, upper, out) }
    }

    /// Writes the hyphenated form with the kernel of `set`.
    ///
    /// # Safety
    ///
    /// This processor runs `set` ([`InstructionSet::is_available`]).
    #[inline(always)]
    pub(crate) unsafe fn hyphenated_with(
        set: InstructionSet,
        bytes: &[u8; 16],
        upper: bool,
        out: &mut [u8; 36],
    ) {
        match set {
            // SAFETY: the caller's processor has AVX2.
            InstructionSet::Avx2 => unsafe { hyphenated_avx2(bytes, upper, out) },
            InstructionSet::Sse2 => sse2::hyphenated_fast(bytes, upper, out),
            InstructionSet::Scalar => write_hyphenated(bytes, upper, out),
        }
    }

    /// Writes the simple form: with the SSE2 kernel, inlined, unless the `const` code is
    /// forced. AVX2 gains nothing here: the SSE2 kernel is a few instructions, fewer than
    /// the call an AVX2 kernel would need (a kernel compiled for AVX2 is not inlined
    /// into code that is not).
    #[inline(always)]
    pub(crate) fn simple_fast(bytes: &[u8; 16], upper: bool, out: &mut [u8; 32]) {
        if cpu::scalar_selected() {
            write_simple(bytes, upper, out);
        } else {
            sse2::simple_fast(bytes, upper, out);
        }
    }

    /// Writes the simple form with the kernel of `set`.
    ///
    /// # Safety
    ///
    /// None needed (the kernels are SSE2's and the `const` code's); `unsafe` as its
    /// siblings are.
    #[inline(always)]
    #[cfg_attr(not(any(test, feature = "_testing")), allow(dead_code))]
    pub(crate) unsafe fn simple_with(
        set: InstructionSet,
        bytes: &[u8; 16],
        upper: bool,
        out: &mut [u8; 32],
    ) {
        match set {
            // The SSE2 kernel for AVX2 too: see `simple_fast`.
            InstructionSet::Avx2 | InstructionSet::Sse2 => sse2::simple_fast(bytes, upper, out),
            InstructionSet::Scalar => write_simple(bytes, upper, out),
        }
    }
}

/// Without SSE2 (targets other than `x86_64`), the `const` code.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
mod portable {
    use super::super::cpu::InstructionSet;
    use super::super::{write_hyphenated, write_simple};
    use crate::shared::text::hex;
    use crate::{Error, Uuid};

    #[inline]
    pub(crate) fn hyphenated_fast(bytes: &[u8; 16], upper: bool, out: &mut [u8; 36]) {
        write_hyphenated(bytes, upper, out);
    }

    #[inline]
    pub(crate) fn simple_fast(bytes: &[u8; 16], upper: bool, out: &mut [u8; 32]) {
        write_simple(bytes, upper, out);
    }

    #[inline]
    pub(crate) fn parse_hex(s: &str) -> Result<Uuid, Error> {
        Uuid::try_parse(s)
    }

    #[inline]
    pub(crate) fn hex_decode(b: &[u8]) -> Option<[u8; 16]> {
        hex::decode(b)
    }

    /// # Safety
    ///
    /// None needed: there is only the `const` code here.
    #[inline]
    #[allow(unsafe_code)]
    pub(crate) unsafe fn hex_decode_with(_: InstructionSet, b: &[u8]) -> Option<[u8; 16]> {
        hex::decode(b)
    }

    /// # Safety
    ///
    /// None needed: there is only the `const` code here.
    #[inline]
    #[allow(unsafe_code)]
    pub(crate) unsafe fn hyphenated_with(
        _: InstructionSet,
        bytes: &[u8; 16],
        upper: bool,
        out: &mut [u8; 36],
    ) {
        hyphenated_fast(bytes, upper, out);
    }

    /// # Safety
    ///
    /// None needed: there is only the `const` code here.
    #[inline]
    #[allow(unsafe_code)]
    #[cfg_attr(not(any(test, feature = "_testing")), allow(dead_code))]
    pub(crate) unsafe fn simple_with(
        _: InstructionSet,
        bytes: &[u8; 16],
        upper: bool,
        out: &mut [u8; 32],
    ) {
        simple_fast(bytes, upper, out);
    }
}
