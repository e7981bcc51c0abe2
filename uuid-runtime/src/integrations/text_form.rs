//! What the schema and API integrations (`schemars`, `utoipa`, `async-graphql`) say about
//! the text form of `Uuid` and of a typed ID, written once: the `format` of a UUID string,
//! the `pattern` that matches a typed ID's text in its [`TypedIdFormat`], the description
//! that names its prefix, format and version, and the specification it follows.
// Each integration uses a part; with all of them on, all of it is used.
#![cfg_attr(
    not(all(feature = "schemars", feature = "utoipa", feature = "async-graphql")),
    allow(dead_code)
)]

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use crate::shared::text::base32;
use crate::shared::text::base64url::ALPHABET as BASE64URL;
use crate::shared::text::positional::{BASE58, BASE62};
use crate::typed::error::encode_body;
use crate::{TypedId, TypedIdFormat, Uuid};

/// The JSON Schema and OpenAPI `format` of a UUID string.
pub(crate) const UUID_FORMAT: &str = "uuid";

/// The `format` of a typed ID in the TypeID form, as the TypeID maintainers back it
/// (jetify-com/typeid#45) and API generators read it (hey-api's openapi-ts).
pub(crate) const TYPEID_FORMAT: &str = "typeid";

/// The extension keyword that names a typed ID's prefix (and its form, when it is not
/// TypeID), for generators: `"x-typeid": {"prefix": "user"}`.
pub(crate) const TYPEID_EXTENSION: &str = "x-typeid";

/// RFC 9562, which defines the UUID and its text form.
pub(crate) const RFC_9562: &str = "https://www.rfc-editor.org/rfc/rfc9562";

/// What a `NonNilUuid` is, in the schemas: a UUID that the readers refuse when nil.
pub(crate) const NON_NIL_DESCRIPTION: &str = "A UUID (RFC 9562) that is not the nil UUID \
    (00000000-0000-0000-0000-000000000000).";
/// The TypeID specification.
const TYPEID_SPEC: &str = "https://github.com/jetify-com/typeid/tree/main/spec";
/// The ULID specification.
const ULID_SPEC: &str = "https://github.com/ulid/spec";
/// RFC 4648 §5, base64url.
const BASE64URL_SPEC: &str = "https://www.rfc-editor.org/rfc/rfc4648#section-5";
/// The base58 encoding's description (the Bitcoin alphabet).
const BASE58_SPEC: &str = "https://datatracker.ietf.org/doc/html/draft-msporny-base58";

/// Whether a typed ID's text is a plain UUID string (hyphenated, no prefix), which
/// schemas describe as the `uuid` format rather than with a pattern.
pub(crate) fn is_uuid_string<T: TypedId>() -> bool {
    T::PREFIX.is_empty() && T::FORMAT == TypedIdFormat::Hyphenated
}

/// The specification a typed ID's text follows, if there is one.
pub(crate) fn specified_by<T: TypedId>() -> Option<&'static str> {
    match T::FORMAT {
        TypedIdFormat::TypeId => Some(TYPEID_SPEC),
        TypedIdFormat::Ulid => Some(ULID_SPEC),
        TypedIdFormat::Base64Url => Some(BASE64URL_SPEC),
        TypedIdFormat::Base58 => Some(BASE58_SPEC),
        TypedIdFormat::Base62 => None,
        _ => Some(RFC_9562),
    }
}

/// The regular expression (ECMA-262 and JSON Schema's dialect alike) that matches the text
/// form of `T`: the prefix and `_` (a prefix is `a`-`z` and `_`, none of them special in a
/// regular expression, so it is written as it is), then the encoding, letters in either
/// case where reading takes either. Every text the type writes matches, and a text that
/// matches is one the type reads, but for the version in base58 and base62, which no
/// digit holds alone: there the server checks it.
///
/// With a `version`, the UUID's version field is pinned where a character holds it: the
/// field's bits 48 to 51 are the top four of the eleventh base32 digit (after two padding
/// bits), of the ninth base64url character, and the fifteenth hex digit.
pub(crate) fn pattern<T: TypedId>() -> String {
    let prefix = if T::PREFIX.is_empty() {
        String::new()
    } else {
        format!("{}_", T::PREFIX)
    };
    // A version above 15, which no UUID has, can only come from a hand-written impl.
    let version = T::VERSION.filter(|&version| version < 16).map(usize::from);
    let body = match T::FORMAT {
        TypedIdFormat::TypeId => base32_body(version, false),
        TypedIdFormat::Ulid => base32_body(version, true),
        TypedIdFormat::Base64Url => base64url_body(version),
        TypedIdFormat::Base58 => positional_body(BASE58, Uuid::MAX.base58().to_ascii()),
        TypedIdFormat::Base62 => positional_body(BASE62, Uuid::MAX.base62().to_ascii()),
        _ => hyphenated_body(version),
    };
    format!("^{prefix}{body}$")
}

/// 26 base32 digits, the first at most `7` (the 130 bits of 26 digits hold 128).
fn base32_body(version: Option<usize>, either_case: bool) -> String {
    let digit = if either_case {
        "[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]"
    } else {
        "[0-9a-hjkmnp-tv-z]"
    };
    match version {
        Some(version) => {
            let (first, second) = (2 * version, 2 * version + 1);
            let pair = |alphabet: &str| {
                let bytes = alphabet.as_bytes();
                format!("{}{}", char::from(bytes[first]), char::from(bytes[second]))
            };
            let pair = if either_case {
                format!("{}{}", pair(base32::UPPER), pair(base32::LOWER))
            } else {
                pair(base32::LOWER)
            };
            format!("[0-7]{digit}{{9}}[{pair}]{digit}{{15}}")
        }
        None => format!("[0-7]{digit}{{25}}"),
    }
}

/// 22 base64url characters, the last with four zero bits (`A`, `Q`, `g` or `w`).
fn base64url_body(version: Option<usize>) -> String {
    const CHAR: &str = "[A-Za-z0-9_-]";
    let last = "[AQgw]";
    match version {
        Some(version) => {
            let chars: String = BASE64URL[4 * version..4 * version + 4]
                .iter()
                .map(|&c| match c {
                    b'-' => "\\-".into(),
                    c => String::from(char::from(c)),
                })
                .collect();
            format!("{CHAR}{{8}}[{chars}]{CHAR}{{12}}{last}")
        }
        None => format!("{CHAR}{{21}}{last}"),
    }
}

/// The hyphenated form, hex digits in either case.
fn hyphenated_body(version: Option<usize>) -> String {
    const HEX: &str = "[0-9A-Fa-f]";
    let version = match version {
        Some(version) => {
            let digit = char::from_digit(version as u32, 16).unwrap_or('0');
            let upper = digit.to_ascii_uppercase();
            if upper == digit {
                String::from(digit)
            } else {
                format!("[{digit}{upper}]")
            }
        }
        None => HEX.into(),
    };
    format!("{HEX}{{8}}-{HEX}{{4}}-{version}{HEX}{{3}}-{HEX}{{4}}-{HEX}{{12}}")
}

/// 22 digits of `alphabet` (in ASCII order) spelling at most `max`: since every text
/// has the same length, that is the texts that sort at or below `max`, which a regular
/// expression says digit by digit (a smaller digit and then anything, or the same digit
/// and the same question for the rest).
fn positional_body(alphabet: &str, max: [u8; 22]) -> String {
    let any = format!("[{}]", ranges(alphabet.as_bytes()));
    let mut body = String::new();
    let mut open = 0;
    for (i, &digit) in max.iter().enumerate() {
        let rest = max.len() - i - 1;
        let below: Vec<u8> = alphabet.bytes().take_while(|&c| c < digit).collect();
        let last = rest == 0;
        if !below.is_empty() {
            body.push('[');
            body.push_str(&ranges(&below));
            body.push(']');
            if rest > 0 {
                body.push_str(&any);
                body.push('{');
                body.push_str(&rest.to_string());
                body.push('}');
            }
            body.push('|');
        }
        body.push(char::from(digit));
        if !last {
            body.push_str("(?:");
            open += 1;
        }
    }
    for _ in 0..open {
        body.push(')');
    }
    format!("(?:{body})")
}

/// The bytes (ASCII, in order) as a character class's contents: runs of consecutive
/// bytes as ranges.
fn ranges(bytes: &[u8]) -> String {
    let mut class = String::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = bytes[i];
        let mut end = start;
        while i + 1 < bytes.len() && bytes[i + 1] == end + 1 {
            end += 1;
            i += 1;
        }
        class.push(char::from(start));
        match end - start {
            0 => {}
            1 => class.push(char::from(end)),
            _ => {
                class.push('-');
                class.push(char::from(end));
            }
        }
        i += 1;
    }
    class
}

/// One sentence on what a value of `T` is written as.
pub(crate) fn description<T: TypedId>() -> String {
    let prefix = T::PREFIX;
    let format = T::FORMAT;
    let body = match format {
        TypedIdFormat::TypeId => "26 lowercase base32 digits",
        TypedIdFormat::Hyphenated => "a UUID in the hyphenated form",
        TypedIdFormat::Ulid => {
            "26 Crockford base32 digits (written in uppercase, read in either case)"
        }
        TypedIdFormat::Base64Url => "22 base64url characters",
        TypedIdFormat::Base58 => "22 base58 digits",
        TypedIdFormat::Base62 => "22 base62 digits",
    };
    let what = match (format, prefix.is_empty()) {
        (TypedIdFormat::Hyphenated, true) => String::from("A UUID in the hyphenated form"),
        (TypedIdFormat::TypeId, false) => {
            format!("A TypeID with the prefix `{prefix}`: `{prefix}_` and {body}")
        }
        (format, false) => format!(
            "{} with the prefix `{prefix}`: `{prefix}_` and {body}",
            capitalized(format.noun())
        ),
        (format, true) => format!("{}: {body}", capitalized(format.noun())),
    };
    match (T::VERSION, format) {
        (Some(version), TypedIdFormat::Base58 | TypedIdFormat::Base62) => {
            format!("{what}, holding a version {version} UUID (checked when read).")
        }
        (Some(version), TypedIdFormat::Hyphenated) if prefix.is_empty() => {
            format!("A version {version} UUID in the hyphenated form.")
        }
        (Some(version), _) => format!("{what}, holding a version {version} UUID."),
        (None, _) => format!("{what}."),
    }
}

/// `noun` ("a base58 ID") with a capital first letter.
fn capitalized(noun: &str) -> String {
    let mut chars = noun.chars();
    chars.next().map_or_else(String::new, |first| {
        let mut text = String::from(first.to_ascii_uppercase());
        text.push_str(chars.as_str());
        text
    })
}

/// The `format` of `T`'s schema: `uuid` for a plain UUID string, `typeid` for the TypeID
/// form, none for the other forms (whose pattern says it all).
pub(crate) fn format<T: TypedId>() -> Option<&'static str> {
    if is_uuid_string::<T>() {
        Some(UUID_FORMAT)
    } else if T::FORMAT == TypedIdFormat::TypeId {
        Some(TYPEID_FORMAT)
    } else {
        None
    }
}

/// What `x-typeid` holds for `T`: its prefix, and its form when that is not TypeID;
/// `None` for a plain UUID string. As `(key, value)` pairs, for each schema crate's own
/// JSON.
pub(crate) fn extension<T: TypedId>() -> Option<Vec<(&'static str, &'static str)>> {
    if is_uuid_string::<T>() {
        return None;
    }
    let mut fields = vec![("prefix", T::PREFIX)];
    if T::FORMAT != TypedIdFormat::TypeId {
        fields.push(("format", T::FORMAT.name()));
    }
    Some(fields)
}

/// A text of `T`, for the schema's `example`: RFC 9562 A.6's v7 UUID with `T`'s version
/// set, written as `T` writes it; `None` if `T` refuses it (only a hand-written `TypedId`
/// with checks of its own can).
pub(crate) fn example<T: TypedId>() -> Option<String> {
    const A6: Uuid = Uuid::from_u128(0x017f22e2_79b0_7cc3_98c4_dc0c0c07398f);
    let uuid = match T::VERSION {
        Some(version) => Uuid::with_version(A6.into_bytes(), version),
        None => A6,
    };
    T::try_from_uuid(uuid).ok().map(|id| id.to_string())
}

/// The text of the nil UUID in `T`'s form, when `T` refuses it but its pattern does not
/// (a typed ID over `NonNilUuid` without a version): the schema excludes it with `not`.
pub(crate) fn refused_nil<T: TypedId>() -> Option<String> {
    if T::VERSION.is_some() || T::try_from_uuid(Uuid::NIL).is_ok() {
        return None;
    }
    let mut buf = [0; 36];
    let body = encode_body(T::FORMAT, Uuid::NIL, &mut buf);
    Some(if T::PREFIX.is_empty() {
        String::from(body)
    } else {
        format!("{}_{body}", T::PREFIX)
    })
}
