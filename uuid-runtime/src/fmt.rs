//! The text forms: `Display`, `{:x}`/`{:X}` and the four adapters. Nothing allocates.

use core::fmt;

use crate::Uuid;

const ONES: u64 = 0x0101_0101_0101_0101;

/// Four octets as eight ASCII hex digits, most significant first.
const fn encode4(word: u32, upper: bool) -> [u8; 8] {
    // Spread each nibble into its own byte: 0x0000_0000_abcd_efgh -> 0x0a0b_0c0d_0e0f_0g0h.
    let x = word as u64;
    let x = (x | (x << 16)) & 0x0000_ffff_0000_ffff;
    let x = (x | (x << 8)) & 0x00ff_00ff_00ff_00ff;
    let x = (x | (x << 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    // Nibbles of 10 and more carry into bit 4 when 6 is added: those become letters.
    let letters = ((x + ONES * 6) >> 4) & ONES;
    let letter_offset = if upper { b'A' - b'0' - 10 } else { b'a' - b'0' - 10 };
    (x + ONES * b'0' as u64 + letters * letter_offset as u64).to_be_bytes()
}

/// The 32 hex digits of a UUID, as four runs of eight.
const fn encode(bytes: &[u8; 16], upper: bool) -> [[u8; 8]; 4] {
    [
        encode4(word(bytes, 0), upper),
        encode4(word(bytes, 4), upper),
        encode4(word(bytes, 8), upper),
        encode4(word(bytes, 12), upper),
    ]
}

const fn word(bytes: &[u8; 16], at: usize) -> u32 {
    u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

const fn simple(bytes: &[u8; 16], upper: bool) -> [u8; 32] {
    let [a, b, c, d] = encode(bytes, upper);
    #[rustfmt::skip]
    let out = [
        a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7],
        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
        c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
        d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7],
    ];
    out
}

const fn hyphenated(bytes: &[u8; 16], upper: bool) -> [u8; 36] {
    let [a, b, c, d] = encode(bytes, upper);
    #[rustfmt::skip]
    let out = [
        a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], b'-',
        b[0], b[1], b[2], b[3], b'-',
        b[4], b[5], b[6], b[7], b'-',
        c[0], c[1], c[2], c[3], b'-',
        c[4], c[5], c[6], c[7], d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7],
    ];
    out
}

/// `prefix`, the hyphenated form, then `suffix`.
const fn wrapped<const N: usize>(bytes: &[u8; 16], upper: bool, prefix: &[u8], suffix: &[u8]) -> [u8; N] {
    let body = hyphenated(bytes, upper);
    let mut out = [0; N];
    let mut i = 0;
    while i < prefix.len() {
        out[i] = prefix[i];
        i += 1;
    }
    let mut j = 0;
    while j < body.len() {
        out[i + j] = body[j];
        j += 1;
    }
    let mut k = 0;
    while k < suffix.len() {
        out[i + j + k] = suffix[k];
        k += 1;
    }
    out
}

const fn braced(bytes: &[u8; 16], upper: bool) -> [u8; 38] {
    wrapped(bytes, upper, b"{", b"}")
}

const fn urn(bytes: &[u8; 16], upper: bool) -> [u8; 45] {
    // RFC 9562 §4 writes the URN prefix in lowercase whatever the case of the digits.
    wrapped(bytes, upper, b"urn:uuid:", b"")
}

/// The output of this crate's text encoders as text: they write only ASCII, which is
/// valid UTF-8. Callers pass nothing else.
#[allow(unsafe_code)]
pub(crate) fn ascii_str(ascii: &mut [u8]) -> &mut str {
    debug_assert!(ascii.is_ascii());
    // SAFETY: the callers (the encoders in this module and in `typeid`) pass only
    // ASCII: hex digits, hyphens, braces, the URN prefix, Crockford base32 digits and
    // checked TypeID prefixes. ASCII is valid UTF-8.
    unsafe { core::str::from_utf8_unchecked_mut(ascii) }
}

macro_rules! text_form {
    (
        $(#[$doc:meta])*
        $name:ident, $method:ident, $encode:ident, $len:literal, $lower:literal, $upper:literal
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(transparent)]
        pub struct $name(Uuid);

        impl $name {
            /// The length of this form, in characters (and bytes: it is ASCII).
            pub const LENGTH: usize = $len;

            #[doc = concat!("The `", stringify!($name), "` form of `uuid`.")]
            pub const fn from_uuid(uuid: Uuid) -> Self {
                Self(uuid)
            }

            /// The UUID this adapter formats.
            pub const fn as_uuid(&self) -> &Uuid {
                &self.0
            }

            /// Writes the lowercase form into `buf` and returns it as text.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("let mut buf = [0; uuid_runtime::", stringify!($name), "::LENGTH];")]
            #[doc = concat!("let text = Uuid::NAMESPACE_DNS.", stringify!($method), "().encode_lower(&mut buf);")]
            #[doc = concat!("assert_eq!(text, \"", $lower, "\");")]
            /// ```
            pub fn encode_lower<'buf>(&self, buf: &'buf mut [u8; $len]) -> &'buf mut str {
                *buf = $encode(self.0.as_bytes(), false);
                ascii_str(buf)
            }

            /// Writes the uppercase form into `buf` and returns it as text.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("let mut buf = [0; uuid_runtime::", stringify!($name), "::LENGTH];")]
            #[doc = concat!("let text = Uuid::NAMESPACE_DNS.", stringify!($method), "().encode_upper(&mut buf);")]
            #[doc = concat!("assert_eq!(text, \"", $upper, "\");")]
            /// ```
            pub fn encode_upper<'buf>(&self, buf: &'buf mut [u8; $len]) -> &'buf mut str {
                *buf = $encode(self.0.as_bytes(), true);
                ascii_str(buf)
            }

            /// The lowercase form as an array of ASCII bytes, at compile time if need be.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("const TEXT: [u8; ", stringify!($len), "] = Uuid::NAMESPACE_DNS.", stringify!($method), "().to_ascii_lower();")]
            #[doc = concat!("assert_eq!(&TEXT, b\"", $lower, "\");")]
            /// ```
            pub const fn to_ascii_lower(&self) -> [u8; $len] {
                $encode(self.0.as_bytes(), false)
            }

            /// The uppercase form as an array of ASCII bytes, at compile time if need be.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("const TEXT: [u8; ", stringify!($len), "] = Uuid::NAMESPACE_DNS.", stringify!($method), "().to_ascii_upper();")]
            #[doc = concat!("assert_eq!(&TEXT, b\"", $upper, "\");")]
            /// ```
            pub const fn to_ascii_upper(&self) -> [u8; $len] {
                $encode(self.0.as_bytes(), true)
            }
        }

        impl Uuid {
            #[doc = concat!("This UUID in the `", stringify!($name), "` form, for formatting.")]
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("assert_eq!(Uuid::NAMESPACE_DNS.", stringify!($method), "().to_string(), \"", $lower, "\");")]
            #[doc = concat!("assert_eq!(format!(\"{:X}\", Uuid::NAMESPACE_DNS.", stringify!($method), "()), \"", $upper, "\");")]
            /// ```
            pub const fn $method(self) -> $name {
                $name(self)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::LowerHex::fmt(self, f)
            }
        }

        impl fmt::LowerHex for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.encode_lower(&mut [0; $len]))
            }
        }

        impl fmt::UpperHex for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.encode_upper(&mut [0; $len]))
            }
        }

        impl From<Uuid> for $name {
            fn from(uuid: Uuid) -> Self {
                Self(uuid)
            }
        }

        impl From<$name> for Uuid {
            fn from(form: $name) -> Self {
                form.0
            }
        }
    };
}

text_form! {
    /// The hyphenated form, `67e55044-10b1-426f-9247-bb680e5fe0c8` (RFC 9562 §4).
    Hyphenated, hyphenated, hyphenated, 36,
    "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "6BA7B810-9DAD-11D1-80B4-00C04FD430C8"
}

text_form! {
    /// The simple form, 32 hex digits: `67e5504410b1426f9247bb680e5fe0c8`.
    Simple, simple, simple, 32,
    "6ba7b8109dad11d180b400c04fd430c8", "6BA7B8109DAD11D180B400C04FD430C8"
}

text_form! {
    /// The braced form, `{67e55044-10b1-426f-9247-bb680e5fe0c8}`.
    Braced, braced, braced, 38,
    "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", "{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}"
}

text_form! {
    /// The URN form, `urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8` (RFC 9562 §4).
    /// The prefix stays lowercase in `{:X}`.
    Urn, urn, urn, 45,
    "urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8", "urn:uuid:6BA7B810-9DAD-11D1-80B4-00C04FD430C8"
}

/// The lowercase hyphenated form.
impl fmt::Display for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.hyphenated(), f)
    }
}

/// The lowercase hyphenated form, without quotes.
impl fmt::Debug for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.hyphenated(), f)
    }
}

/// The lowercase hyphenated form.
impl fmt::LowerHex for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.hyphenated(), f)
    }
}

/// The uppercase hyphenated form.
impl fmt::UpperHex for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.hyphenated(), f)
    }
}
