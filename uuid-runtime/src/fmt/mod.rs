//! The text forms of a UUID as adapters (the `uuid` crate's module `fmt`): a `Copy`
//! wrapper of a [`Uuid`] for each form, which writes it with `Display`, `{:x}` and `{:X}`
//! and into buffers, and reads it with `FromStr` and, in `const`, `try_parse`. The four
//! RFC 9562 forms are [`Hyphenated`], [`Simple`], [`Braced`] and [`Urn`]; the compact
//! forms [`Ulid`], [`Base64Url`], [`Base58`] and [`Base62`] (see the guide's
//! [text forms](crate::guide::text_forms)). Nothing allocates.
//!
//! ```
//! use uuid_runtime::Uuid;
//! use uuid_runtime::fmt::{Base58, Hyphenated};
//!
//! let id = Uuid::NAMESPACE_DNS;
//! assert_eq!(format!("{:X}", id.simple()), "6BA7B8109DAD11D180B400C04FD430C8");
//! assert_eq!(id.base58().to_string(), "EJ34kCVxxF9jHMKD4EgrAK");
//! assert_eq!("EJ34kCVxxF9jHMKD4EgrAK".parse::<Base58>()?.into_uuid(), id);
//! assert!("6ba7b8109dad11d180b400c04fd430c8".parse::<Hyphenated>().is_err());
//! # Ok::<(), uuid_runtime::Error>(())
//! ```

#[macro_use]
mod adapter;
mod compact;
pub(crate) mod cpu;

use core::fmt;
use core::str::FromStr;

pub use self::compact::{Base58, Base62, Base64Url, Ulid};
use crate::shared::text::digit_pairs;
use crate::shared::text::error::Form;
use crate::shared::text::{base32, hex};
use crate::{Error, Uuid};

const LOWER_PAIRS: [u16; 256] = digit_pairs(b"0123456789abcdef");
const UPPER_PAIRS: [u16; 256] = digit_pairs(b"0123456789ABCDEF");

/// The 32 hex digits of a UUID as four words of eight.
#[inline(always)]
const fn encode(bytes: &[u8; 16], upper: bool) -> [[u8; 8]; 4] {
    let pairs = if upper { &UPPER_PAIRS } else { &LOWER_PAIRS };
    let mut words = [[0; 8]; 4];
    let mut w = 0;
    while w < 4 {
        let at = 4 * w;
        let word = pairs[bytes[at] as usize] as u64
            | (pairs[bytes[at + 1] as usize] as u64) << 16
            | (pairs[bytes[at + 2] as usize] as u64) << 32
            | (pairs[bytes[at + 3] as usize] as u64) << 48;
        words[w] = word.to_le_bytes();
        w += 1;
    }
    words
}

/// Copies `run` into `out` at `at`. The formatters write straight into the caller's
/// buffer in whole words: staging the text in a second array and copying it costs more
/// than the encoding itself.
#[inline(always)]
const fn put<const N: usize>(out: &mut [u8; N], at: usize, run: &[u8]) {
    let mut i = 0;
    while i < run.len() {
        out[at + i] = run[i];
        i += 1;
    }
}

#[inline(always)]
const fn write_simple(bytes: &[u8; 16], upper: bool, out: &mut [u8; 32]) {
    let [a, b, c, d] = encode(bytes, upper);
    put(out, 0, &a);
    put(out, 8, &b);
    put(out, 16, &c);
    put(out, 24, &d);
}

/// The hyphenated form, starting at `at`.
#[inline(always)]
const fn write_hyphenated_at<const N: usize>(
    bytes: &[u8; 16],
    upper: bool,
    out: &mut [u8; N],
    at: usize,
) {
    let [a, b, c, d] = encode(bytes, upper);
    let (b1, b2) = b.split_at(4);
    let (c1, c2) = c.split_at(4);
    put(out, at, &a);
    put(out, at + 8, b"-");
    put(out, at + 9, b1);
    put(out, at + 13, b"-");
    put(out, at + 14, b2);
    put(out, at + 18, b"-");
    put(out, at + 19, c1);
    put(out, at + 23, b"-");
    put(out, at + 24, c2);
    put(out, at + 28, &d);
}

#[inline(always)]
const fn write_hyphenated(bytes: &[u8; 16], upper: bool, out: &mut [u8; 36]) {
    write_hyphenated_at(bytes, upper, out, 0);
}

#[inline(always)]
const fn write_braced(bytes: &[u8; 16], upper: bool, out: &mut [u8; 38]) {
    put(out, 0, b"{");
    write_hyphenated_at(bytes, upper, out, 1);
    put(out, 37, b"}");
}

#[inline(always)]
const fn write_urn(bytes: &[u8; 16], upper: bool, out: &mut [u8; 45]) {
    // RFC 9562 §4 writes the URN prefix in lowercase whatever the case of the digits.
    put(out, 0, b"urn:uuid:");
    write_hyphenated_at(bytes, upper, out, 9);
}

// --- The run-time encoders ------------------------------------------------------------
//
// `encode_lower`, `encode_upper` and `Display` need not be `const`: they run the kernels
// `dispatch.rs` picks for this processor, and the `const` encoders elsewhere. Unit tests
// check that every kernel writes what the `const` encoders write.

use self::dispatch::{hyphenated_fast, simple_fast};

#[inline(always)]
fn braced_fast(bytes: &[u8; 16], upper: bool, out: &mut [u8; 38]) {
    let [open, body @ .., close] = out;
    *open = b'{';
    hyphenated_fast(bytes, upper, body);
    *close = b'}';
}

#[inline(always)]
fn urn_fast(bytes: &[u8; 16], upper: bool, out: &mut [u8; 45]) {
    let [_, _, _, _, _, _, _, _, _, body @ ..] = out;
    hyphenated_fast(bytes, upper, body);
    put(out, 0, b"urn:uuid:");
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod avx2;
mod dispatch;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2;

pub(crate) use self::dispatch::{hex_decode, parse_hex};
// The kernels of each instruction set, for the unit tests and the test hooks
// (`__private::testing`).
#[cfg(any(test, feature = "_testing"))]
#[allow(unused_imports)] // The unit tests call two of the three.
pub(crate) use self::dispatch::{hex_decode_with, hyphenated_with, simple_with};

// The run-time base32 decoder (TypeID suffixes, ULIDs in either case): on x86_64 an SSE2
// kernel, elsewhere the `const` one. Unit tests check that they agree.

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod base32_sse2;

/// The 128 bits of 26 base32 digits (lowercase, or either case with `EITHER_CASE`), or
/// `None`, at run time: the SSE2 kernel on `x86_64`, the `const` decoder elsewhere.
#[inline(always)]
pub(crate) fn base32_decode<const EITHER_CASE: bool>(
    digits: &[u8; base32::LENGTH],
) -> Option<u128> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    let decoded = base32_sse2::decode::<EITHER_CASE>(digits);
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    let decoded = base32::decode(
        digits,
        if EITHER_CASE {
            base32::Case::Either
        } else {
            base32::Case::Lower
        },
    );
    decoded
}

/// The output of this crate's text encoders as text, without checking it again.
///
/// # Safety
///
/// `ascii` holds only ASCII bytes (which is valid UTF-8).
#[allow(unsafe_code)]
pub(crate) unsafe fn ascii_str(ascii: &mut [u8]) -> &mut str {
    debug_assert!(ascii.is_ascii());
    // SAFETY: ASCII, as the caller guarantees, is valid UTF-8.
    unsafe { core::str::from_utf8_unchecked_mut(ascii) }
}

/// An RFC 9562 form's adapter: [`adapter!`]'s items, with the encoders of a form in two
/// cases (`encode_lower`, `encode_upper` and their `_uninit` and `const` twins) and the
/// formatting traits.
macro_rules! text_form {
    (
        $(#[$doc:meta])*
        $name:ident, $method:ident, $as_method:ident, $encode:ident, $fast:ident, $len:literal, $form:ident,
        $lower:literal, $upper:literal
    ) => {
        adapter! {
            $(#[$doc])*
            $name, $method, $as_method, $len,
            read = read_form::<{ Form::$form as u8 }>,
            read_fast = read_form_fast::<$len, { Form::$form as u8 }>,
            example = $lower,
        }

        impl $name {
            /// Writes the form in lowercase into the start of `buf`, with this processor's
            /// vector kernels, and returns the text written (the `uuid` crate's encoder).
            ///
            /// # Panics
            ///
            #[doc = concat!("If `buf` is shorter than ", stringify!($len), " bytes: a buffer of [`LENGTH`](Self::LENGTH) bytes, or [`Uuid::encode_buffer`] for any form, is always long enough.")]
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("let text = Uuid::NAMESPACE_DNS.", stringify!($method), "().encode_lower(&mut Uuid::encode_buffer()).to_owned();")]
            #[doc = concat!("assert_eq!(text, \"", $lower, "\");")]
            /// ```
            #[inline]
            #[track_caller]
            #[allow(unsafe_code)]
            pub fn encode_lower<'buf>(&self, buf: &'buf mut [u8]) -> &'buf mut str {
                let buf = adapter::prefix_of::<$len>(buf, concat!(stringify!($name), "::encode_lower"));
                $fast(self.0.as_bytes(), false, buf);
                // SAFETY: the encoder wrote every byte of `buf`, each a hex digit, a
                // hyphen, a brace or a letter of the URN prefix: ASCII.
                unsafe { ascii_str(buf) }
            }

            /// [`encode_lower`](Self::encode_lower) in uppercase (the URN prefix stays
            /// lowercase, as RFC 9562 writes it).
            ///
            /// # Panics
            ///
            /// As [`encode_lower`](Self::encode_lower).
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("let mut buf = [0; uuid_runtime::fmt::", stringify!($name), "::LENGTH];")]
            #[doc = concat!("let text = Uuid::NAMESPACE_DNS.", stringify!($method), "().encode_upper(&mut buf);")]
            #[doc = concat!("assert_eq!(text, \"", $upper, "\");")]
            /// ```
            #[inline]
            #[track_caller]
            #[allow(unsafe_code)]
            pub fn encode_upper<'buf>(&self, buf: &'buf mut [u8]) -> &'buf mut str {
                let buf = adapter::prefix_of::<$len>(buf, concat!(stringify!($name), "::encode_upper"));
                $fast(self.0.as_bytes(), true, buf);
                // SAFETY: as in `encode_lower`, with uppercase digits: ASCII.
                unsafe { ascii_str(buf) }
            }

            /// [`encode_lower`](Self::encode_lower) into a buffer that need not be
            /// initialised (the `uuid` crate's encoder).
            ///
            /// # Panics
            ///
            /// As [`encode_lower`](Self::encode_lower).
            ///
            /// ```
            /// use core::mem::MaybeUninit;
            /// use uuid_runtime::Uuid;
            ///
            /// let mut buf = [MaybeUninit::uninit(); 64];
            #[doc = concat!("assert_eq!(Uuid::NAMESPACE_DNS.", stringify!($method), "().encode_lower_uninit(&mut buf), \"", $lower, "\");")]
            /// ```
            #[inline]
            #[track_caller]
            pub fn encode_lower_uninit<'buf>(
                &self,
                buf: &'buf mut [core::mem::MaybeUninit<u8>],
            ) -> &'buf mut str {
                let mut ascii = [0; $len];
                $fast(self.0.as_bytes(), false, &mut ascii);
                adapter::write_uninit(buf, &ascii, concat!(stringify!($name), "::encode_lower_uninit"))
            }

            /// [`encode_upper`](Self::encode_upper) into a buffer that need not be
            /// initialised.
            ///
            /// # Panics
            ///
            /// As [`encode_lower`](Self::encode_lower).
            ///
            /// ```
            /// use core::mem::MaybeUninit;
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("let mut buf = [MaybeUninit::uninit(); ", stringify!($len), "];")]
            #[doc = concat!("assert_eq!(Uuid::NAMESPACE_DNS.", stringify!($method), "().encode_upper_uninit(&mut buf), \"", $upper, "\");")]
            /// ```
            #[inline]
            #[track_caller]
            pub fn encode_upper_uninit<'buf>(
                &self,
                buf: &'buf mut [core::mem::MaybeUninit<u8>],
            ) -> &'buf mut str {
                let mut ascii = [0; $len];
                $fast(self.0.as_bytes(), true, &mut ascii);
                adapter::write_uninit(buf, &ascii, concat!(stringify!($name), "::encode_upper_uninit"))
            }

            /// The form in lowercase ASCII, in a `const fn`, for `const` items.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("const TEXT: [u8; ", stringify!($len), "] = Uuid::NAMESPACE_DNS.", stringify!($method), "().to_ascii_lower();")]
            #[doc = concat!("assert_eq!(&TEXT, b\"", $lower, "\");")]
            /// ```
            #[inline]
            pub const fn to_ascii_lower(&self) -> [u8; $len] {
                let mut ascii = [0; $len];
                $encode(self.0.as_bytes(), false, &mut ascii);
                ascii
            }

            /// The form in uppercase ASCII (the URN prefix stays lowercase), in a
            /// `const fn`.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("const TEXT: [u8; ", stringify!($len), "] = Uuid::NAMESPACE_DNS.", stringify!($method), "().to_ascii_upper();")]
            #[doc = concat!("assert_eq!(&TEXT, b\"", $upper, "\");")]
            /// ```
            #[inline]
            pub const fn to_ascii_upper(&self) -> [u8; $len] {
                let mut ascii = [0; $len];
                $encode(self.0.as_bytes(), true, &mut ascii);
                ascii
            }
        }

        impl fmt::Display for $name {
            #[inline]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::LowerHex::fmt(self, f)
            }
        }

        impl fmt::LowerHex for $name {
            #[inline]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.encode_lower(&mut [0; $len]))
            }
        }

        impl fmt::UpperHex for $name {
            #[inline]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.encode_upper(&mut [0; $len]))
            }
        }
    };
}

/// Reads the RFC 9562 form `FORM` (a `Form` as `u8`, which a const parameter can be)
/// alone, in `const`.
const fn read_form<const FORM: u8>(s: &str) -> Result<Uuid, Error> {
    match hex::parse_form(s, Form::from_u8(FORM)) {
        Ok(bytes) => Ok(Uuid::from_bytes(bytes)),
        Err(err) => Err(err),
    }
}

/// [`read_form`] at run time: the forms' lengths differ, so at this one the kernels
/// accept this form alone; what they reject, the `const` parser diagnoses.
#[inline]
fn read_form_fast<const LEN: usize, const FORM: u8>(s: &str) -> Result<Uuid, Error> {
    let decoded = if s.len() == LEN {
        hex_decode(s.as_bytes())
    } else {
        None
    };
    match decoded {
        Some(bytes) => Ok(Uuid::from_bytes(bytes)),
        None => read_form::<FORM>(s),
    }
}

text_form! {
    /// The hyphenated form, `67e55044-10b1-426f-9247-bb680e5fe0c8` (RFC 9562 §4).
    Hyphenated, hyphenated, as_hyphenated, write_hyphenated, hyphenated_fast, 36, Hyphenated,
    "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "6BA7B810-9DAD-11D1-80B4-00C04FD430C8"
}

text_form! {
    /// The simple form, 32 hex digits: `67e5504410b1426f9247bb680e5fe0c8`.
    Simple, simple, as_simple, write_simple, simple_fast, 32, Simple,
    "6ba7b8109dad11d180b400c04fd430c8", "6BA7B8109DAD11D180B400C04FD430C8"
}

text_form! {
    /// The braced form, `{67e55044-10b1-426f-9247-bb680e5fe0c8}`.
    Braced, braced, as_braced, write_braced, braced_fast, 38, Braced,
    "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", "{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}"
}

text_form! {
    /// The URN form, `urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8` (RFC 9562 §4).
    /// The prefix stays lowercase in `{:X}`.
    Urn, urn, as_urn, write_urn, urn_fast, 45, Urn,
    "urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8", "urn:uuid:6BA7B810-9DAD-11D1-80B4-00C04FD430C8"
}

/// The lowercase hyphenated form.
impl fmt::Display for Uuid {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.hyphenated(), f)
    }
}

/// The lowercase hyphenated form, without quotes.
impl fmt::Debug for Uuid {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.hyphenated(), f)
    }
}

/// The lowercase hyphenated form.
impl fmt::LowerHex for Uuid {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.hyphenated(), f)
    }
}

/// The uppercase hyphenated form.
impl fmt::UpperHex for Uuid {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.hyphenated(), f)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::cpu::InstructionSet;
    use super::{Braced, Hyphenated, Simple, Urn};
    use crate::Uuid;

    /// The run-time encoders (`encode_*`, on `x86_64` SSE2) write what the `const` ones
    /// (`to_ascii_*`) write, for every form and both cases.
    fn check_same_text(uuid: Uuid) {
        macro_rules! same {
            ($form:ident, $len:literal) => {{
                let form = $form::from_uuid(uuid);
                let mut buf = [0; $len];
                assert_eq!(
                    form.encode_lower(&mut buf).as_bytes(),
                    form.to_ascii_lower()
                );
                assert_eq!(
                    form.encode_upper(&mut buf).as_bytes(),
                    form.to_ascii_upper()
                );
            }};
        }
        same!(Hyphenated, 36);
        same!(Simple, 32);
        same!(Braced, 38);
        same!(Urn, 45);
        // And every kernel this processor runs, whichever the adapters picked.
        for set in InstructionSet::ALL
            .into_iter()
            .filter(|set| set.is_available())
        {
            for upper in [false, true] {
                let (mut hyphenated, mut simple) = ([0; 36], [0; 32]);
                // SAFETY: this processor runs `set`.
                #[allow(unsafe_code)]
                unsafe {
                    super::hyphenated_with(set, uuid.as_bytes(), upper, &mut hyphenated);
                    super::simple_with(set, uuid.as_bytes(), upper, &mut simple);
                }
                let (hyphenated_const, simple_const) = if upper {
                    (
                        uuid.hyphenated().to_ascii_upper(),
                        uuid.simple().to_ascii_upper(),
                    )
                } else {
                    (
                        uuid.hyphenated().to_ascii_lower(),
                        uuid.simple().to_ascii_lower(),
                    )
                };
                assert_eq!(hyphenated, hyphenated_const, "{set:?}");
                assert_eq!(simple, simple_const, "{set:?}");
            }
        }
    }

    #[test]
    fn run_time_encoders_match_const_on_edge_values() {
        // Every nibble value in every position, and the ends of the range.
        for nibble in 0..16u128 {
            check_same_text(Uuid::from_u128(
                nibble * 0x1111_1111_1111_1111_1111_1111_1111_1111,
            ));
        }
        check_same_text(Uuid::from_u128(0x0123_4567_89ab_cdef_fedc_ba98_7654_3210));
        // A value the const path itself gets right, so the comparison means something.
        let expected = "67E55044-10B1-426F-9247-BB680E5FE0C8";
        let uuid = Uuid::from_u128(0x67e5_5044_10b1_426f_9247_bb68_0e5f_e0c8);
        assert_eq!(uuid.hyphenated().encode_upper(&mut [0; 36]), expected);
    }

    proptest! {
        #[test]
        fn run_time_encoders_match_const(value: u128) {
            check_same_text(Uuid::from_u128(value));
        }
    }
}
