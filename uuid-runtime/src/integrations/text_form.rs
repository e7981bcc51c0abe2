//! What the schema and API integrations (`schemars`, `utoipa`, `async-graphql`) say about
//! the text form of `Uuid` and of a typed ID, written once: the `format` of a UUID string,
//! the `pattern` that matches exactly a typed ID's TypeID text, and the description that
//! names its prefix and version.
// Each integration uses a part; with all of them on, all of it is used.
#![cfg_attr(
    not(all(feature = "schemars", feature = "utoipa", feature = "async-graphql")),
    allow(dead_code)
)]

use alloc::format;
use alloc::string::String;

use crate::TypedId;
use crate::typeid::codec::ALPHABET_TEXT;

/// The JSON Schema and OpenAPI `format` of a UUID string.
pub(crate) const UUID_FORMAT: &str = "uuid";

/// A Crockford base32 digit of the TypeID alphabet `0123456789abcdefghjkmnpqrstvwxyz`
/// (lowercase, no `i`, `l`, `o`, `u`).
const DIGIT: &str = "[0-9a-hjkmnp-tv-z]";

/// The regular expression (ECMA-262 and JSON Schema's dialect alike) that matches exactly
/// the text form of `T`, which has a prefix: the prefix, `_`, and 26 digits, the first at
/// most `7` (the 130 bits of 26 digits hold 128). A prefix is `a`-`z` and `_`, none of
/// them special in a regular expression, so it is written as it is.
///
/// With a `version`, the UUID's version field is pinned too: the 128 bits sit at the end
/// of the 130, so the field's bits 48 to 51 are the top four of the eleventh digit, which
/// leaves that digit two values.
pub(crate) fn typeid_pattern<T: TypedId>() -> String {
    let prefix = T::PREFIX;
    // A version above 15, which no UUID has, can only come from a hand-written impl.
    let pair = T::VERSION.and_then(|version| {
        let first = usize::from(version) * 2;
        ALPHABET_TEXT.get(first..first + 2)
    });
    match pair {
        Some(pair) => format!("^{prefix}_[0-7]{DIGIT}{{9}}[{pair}]{DIGIT}{{15}}$"),
        None => format!("^{prefix}_[0-7]{DIGIT}{{25}}$"),
    }
}

/// One sentence on what a value of `T` is written as.
pub(crate) fn description<T: TypedId>() -> String {
    let prefix = T::PREFIX;
    match (prefix.is_empty(), T::VERSION) {
        (false, Some(version)) => format!(
            "A TypeID with the prefix `{prefix}`: `{prefix}_` and 26 lowercase base32 digits, \
             holding a version {version} UUID."
        ),
        (false, None) => format!(
            "A TypeID with the prefix `{prefix}`: `{prefix}_` and 26 lowercase base32 digits."
        ),
        (true, Some(version)) => format!("A version {version} UUID in the hyphenated form."),
        (true, None) => "A UUID in the hyphenated form.".into(),
    }
}
