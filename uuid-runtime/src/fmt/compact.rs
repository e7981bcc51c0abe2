//! The compact text forms: ULID, base64url, base58 and base62, each an adapter like
//! [`Hyphenated`](super::Hyphenated) with `Display`, `encode` into a buffer, `const`
//! `to_ascii`, and `FromStr` and `const` `try_parse`. Each is a
//! bijection on the 128 bits (no version or variant bit is touched); the codecs are in
//! `shared/text/`.

use core::fmt;
use core::str::FromStr;

use super::ascii_str;
use crate::shared::text::positional::{self, Base};
use crate::shared::text::{base32, base64url};
use crate::{Error, Uuid};

// What each form's items call: the codecs of `shared/text/` on a `Uuid`.

#[inline(always)]
const fn write_ulid(uuid: Uuid, out: &mut [u8; base32::LENGTH]) {
    base32::encode(uuid.as_u128(), true, out);
}

#[inline(always)]
const fn read_ulid(s: &str) -> Result<Uuid, Error> {
    match base32::parse_ulid(s) {
        Ok(value) => Ok(Uuid::from_u128(value)),
        Err(err) => Err(err),
    }
}

/// At run time, the SSE2 decoder where there is one; the `const` one's diagnosis.
#[inline(always)]
fn read_ulid_fast(s: &str) -> Result<Uuid, Error> {
    match s.as_bytes().try_into() {
        Ok(digits) => match super::base32_decode::<true>(digits) {
            Some(value) => Ok(Uuid::from_u128(value)),
            None => Err(base32::diagnose_ulid(s.as_bytes())),
        },
        Err(_) => Err(base32::diagnose_ulid(s.as_bytes())),
    }
}

#[inline(always)]
const fn write_base64url(uuid: Uuid, out: &mut [u8; base64url::LENGTH]) {
    base64url::encode(uuid.as_bytes(), out);
}

#[inline(always)]
const fn read_base64url(s: &str) -> Result<Uuid, Error> {
    match base64url::parse(s) {
        Ok(bytes) => Ok(Uuid::from_bytes(bytes)),
        Err(err) => Err(err),
    }
}

#[inline(always)]
const fn write_base58(uuid: Uuid, out: &mut [u8; positional::LENGTH]) {
    positional::encode(uuid.as_u128(), Base::Base58, out);
}

#[inline(always)]
const fn read_base58(s: &str) -> Result<Uuid, Error> {
    match positional::parse(s, Base::Base58) {
        Ok(value) => Ok(Uuid::from_u128(value)),
        Err(err) => Err(err),
    }
}

#[inline(always)]
const fn write_base62(uuid: Uuid, out: &mut [u8; positional::LENGTH]) {
    positional::encode(uuid.as_u128(), Base::Base62, out);
}

#[inline(always)]
const fn read_base62(s: &str) -> Result<Uuid, Error> {
    match positional::parse(s, Base::Base62) {
        Ok(value) => Ok(Uuid::from_u128(value)),
        Err(err) => Err(err),
    }
}

// The lengths the adapters are declared with, as literals for their docs, are the
// codecs'.
const _: () = assert!(base32::LENGTH == 26 && base64url::LENGTH == 22 && positional::LENGTH == 22);

/// A compact form's adapter: [`adapter!`]'s items, with the encoders of a form in one
/// case (`encode`, `encode_uninit`, `const` `to_ascii`) and `Display`.
macro_rules! compact_form {
    (
        $(#[$doc:meta])*
        $name:ident, $method:ident, $as_method:ident, $len:literal,
        encode = $encode:path, read = $read:path, read_fast = $read_fast:path,
        example = $example:literal $(,)?
    ) => {
        adapter! {
            $(#[$doc])*
            $name, $method, $as_method, $len,
            read = $read, read_fast = $read_fast, example = $example,
        }

        impl $name {
            /// Writes the form into the start of `buf` and returns the text written.
            ///
            /// # Panics
            ///
            #[doc = concat!("If `buf` is shorter than ", stringify!($len), " bytes: a buffer of [`LENGTH`](Self::LENGTH) bytes, or [`Uuid::encode_buffer`] for any form, is always long enough.")]
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("let mut buf = [0; uuid_runtime::fmt::", stringify!($name), "::LENGTH];")]
            #[doc = concat!("let text = Uuid::NAMESPACE_DNS.", stringify!($method), "().encode(&mut buf);")]
            #[doc = concat!("assert_eq!(text, \"", $example, "\");")]
            /// ```
            #[inline]
            #[track_caller]
            #[allow(unsafe_code)]
            pub fn encode<'buf>(&self, buf: &'buf mut [u8]) -> &'buf mut str {
                let buf = super::adapter::prefix_of::<$len>(buf, concat!(stringify!($name), "::encode"));
                $encode(self.0, buf);
                // SAFETY: the encoder wrote every byte of `buf`, each a character of the
                // form's alphabet: ASCII.
                unsafe { ascii_str(buf) }
            }

            /// [`encode`](Self::encode) into a buffer that need not be initialised.
            ///
            /// # Panics
            ///
            /// As [`encode`](Self::encode).
            ///
            /// ```
            /// use core::mem::MaybeUninit;
            /// use uuid_runtime::Uuid;
            ///
            /// let mut buf = [MaybeUninit::uninit(); 45];
            #[doc = concat!("assert_eq!(Uuid::NAMESPACE_DNS.", stringify!($method), "().encode_uninit(&mut buf), \"", $example, "\");")]
            /// ```
            #[inline]
            #[track_caller]
            pub fn encode_uninit<'buf>(
                &self,
                buf: &'buf mut [core::mem::MaybeUninit<u8>],
            ) -> &'buf mut str {
                super::adapter::write_uninit(buf, &self.to_ascii(), concat!(stringify!($name), "::encode_uninit"))
            }

            /// The form as ASCII, in a `const fn`, for `const` items.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("const TEXT: [u8; ", stringify!($len), "] = Uuid::NAMESPACE_DNS.", stringify!($method), "().to_ascii();")]
            #[doc = concat!("assert_eq!(&TEXT, b\"", $example, "\");")]
            /// ```
            #[inline]
            pub const fn to_ascii(&self) -> [u8; $len] {
                let mut ascii = [0; $len];
                $encode(self.0, &mut ascii);
                ascii
            }
        }

        impl fmt::Display for $name {
            #[inline]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.encode(&mut [0; $len]))
            }
        }
    };
}

compact_form! {
    /// The ULID form: the 128 bits as 26 characters of Crockford base32
    /// (`0-9A-HJKMNP-TV-Z`), after two zero bits, as the ULID spec writes a ULID:
    /// `01H455VB4PEX5VSKNK084SN02Q`.
    ///
    /// Written in uppercase, the spec's canonical form; read in either case, the first
    /// character at most `7` (a larger one would need 130 bits: ULID readers that wrap
    /// it, as the `ulid` crate 3.0 does, read another value). The digits are those of
    /// the TypeID suffix, which writes them in lowercase. A version 7 UUID written so is
    /// a ULID whose timestamp a ULID reader decodes as the UUID's millisecond, and ULIDs,
    /// all of the same length and in an alphabet in ASCII order, sort as their UUIDs do.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id: Uuid = "01890a5d-ac96-774b-bcce-b302099a8057".parse()?;
    /// assert_eq!(id.ulid().to_string(), "01H455VB4PEX5VSKNK084SN02Q");
    /// assert_eq!(uuid_runtime::fmt::Ulid::try_parse("01h455vb4pex5vsknk084sn02q").map(uuid_runtime::fmt::Ulid::into_uuid)?, id);
    ///
    /// let err = uuid_runtime::fmt::Ulid::try_parse("01H455VB4PEX5VSKNK084SNO2Q").map(uuid_runtime::fmt::Ulid::into_uuid).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid character `O` at position 23: expected a Crockford base32 digit \
    ///      (`0`-`9`, and `A`-`Z` in either case without `I`, `L`, `O`, `U`)"
    /// );
    /// assert_eq!(err.suggestion(), Some('0'));
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    Ulid, ulid, as_ulid, 26,
    encode = write_ulid, read = read_ulid, read_fast = read_ulid_fast,
    example = "3BMYW117DD278R1D00R17X8C68",
}

compact_form! {
    /// The base64url form: the 16 octets in 22 characters of the URL-safe alphabet of
    /// RFC 4648 §5 (`A-Za-z0-9-_`), without padding: `AYkKXayWd0u8zrMCCZqAVw`.
    ///
    /// 22 characters hold 132 bits; the last four are zero, and text with them set is
    /// refused, so that each UUID has one text. The alphabet is not in ASCII order, so
    /// unlike the other compact forms these texts do not sort as their UUIDs do.
    ///
    /// ```
    /// use uuid_runtime::{UuidErrorKind, Uuid};
    ///
    /// let id: Uuid = "01890a5d-ac96-774b-bcce-b302099a8057".parse()?;
    /// assert_eq!(id.base64url().to_string(), "AYkKXayWd0u8zrMCCZqAVw");
    /// assert_eq!(uuid_runtime::fmt::Base64Url::try_parse("AYkKXayWd0u8zrMCCZqAVw").map(uuid_runtime::fmt::Base64Url::into_uuid)?, id);
    ///
    /// let err = uuid_runtime::fmt::Base64Url::try_parse("AYkKXayWd0u8zrMCCZqAVx").map(uuid_runtime::fmt::Base64Url::into_uuid).unwrap_err();
    /// assert_eq!(err.kind(), UuidErrorKind::NonZeroTrailingBits { found: 'x' });
    /// assert_eq!(err.suggestion(), Some('w'));
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    Base64Url, base64url, as_base64url, 22,
    encode = write_base64url, read = read_base64url, read_fast = read_base64url,
    example = "a6e4EJ2tEdGAtADAT9QwyA",
}

compact_form! {
    /// The base58 form: the 128-bit number in 22 digits of the Bitcoin alphabet
    /// (`1-9A-HJ-NP-Za-km-z`, no `0`, `O`, `I` or `l`), left-padded with `1`, its zero
    /// digit: `1BzmjTFLHWXwiSK4y3H5iW`.
    ///
    /// The fixed length and the alphabet in ASCII order make these texts sort as their
    /// UUIDs do. Text above 2^128 - 1 (`YcVfxkQb6JRzqk5kF2tNLv`) is refused.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id: Uuid = "01890a5d-ac96-774b-bcce-b302099a8057".parse()?;
    /// assert_eq!(id.base58().to_string(), "1BzmjTFLHWXwiSK4y3H5iW");
    /// assert_eq!(uuid_runtime::fmt::Base58::try_parse("1BzmjTFLHWXwiSK4y3H5iW").map(uuid_runtime::fmt::Base58::into_uuid)?, id);
    /// assert_eq!(Uuid::NIL.base58().to_string(), "1111111111111111111111");
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    Base58, base58, as_base58, 22,
    encode = write_base58, read = read_base58, read_fast = read_base58,
    example = "EJ34kCVxxF9jHMKD4EgrAK",
}

compact_form! {
    /// The base62 form: the 128-bit number in 22 digits of `0-9A-Za-z`, left-padded with
    /// `0`: `02tcRIyrxLXTR81B3dqdOx`.
    ///
    /// The fixed length and the alphabet in ASCII order make these texts sort as their
    /// UUIDs do. Text above 2^128 - 1 (`7n42DGM5Tflk9n8mt7Fhc7`) is refused.
    ///
    /// ```
    /// use uuid_runtime::Uuid;
    ///
    /// let id: Uuid = "01890a5d-ac96-774b-bcce-b302099a8057".parse()?;
    /// assert_eq!(id.base62().to_string(), "02tcRIyrxLXTR81B3dqdOx");
    /// assert_eq!(uuid_runtime::fmt::Base62::try_parse("02tcRIyrxLXTR81B3dqdOx").map(uuid_runtime::fmt::Base62::into_uuid)?, id);
    /// assert_eq!(Uuid::MAX.base62().to_string(), "7n42DGM5Tflk9n8mt7Fhc7");
    /// # Ok::<(), uuid_runtime::Error>(())
    /// ```
    Base62, base62, as_base62, 22,
    encode = write_base62, read = read_base62, read_fast = read_base62,
    example = "3H8pGALtipnCnHud4zBiky",
}
