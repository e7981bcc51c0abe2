//! What `#[derive(TypedIdEnum)]`'s code calls: the choice of a variant by the text's
//! prefix, the checks it evaluates in constants, and [`Variant`], through which it
//! names each variant's type.

use crate::shared::message::Message;
use crate::{TypedId, TypedIdError, Uuid};

/// What the derived code needs of a variant's type. `#[derive(TypedId)]` implements it
/// for every typed ID.
///
/// Every use of a variant's type in the derived code goes through this trait, so that a
/// type that is not a typed ID is one error at its variant: the same error each time,
/// which the compiler reports once.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a typed ID",
    label = "a variant of a `TypedIdEnum` holds one type that derives `TypedId`"
)]
pub trait Variant: TypedId {
    /// [`TypedId::PREFIX`].
    const VARIANT_PREFIX: &'static str = <Self as TypedId>::PREFIX;

    /// The UUID, borrowed.
    #[inline]
    fn variant_uuid(&self) -> &Uuid {
        TypedId::as_uuid(self)
    }

    /// `FromStr`.
    #[inline]
    fn variant_parse(text: &str) -> Result<Self, TypedIdError> {
        text.parse()
    }

    /// `FromStr` of valid text, or `None` (then [`variant_parse`](Self::variant_parse)
    /// says why).
    #[inline(always)]
    fn variant_parse_valid(text: &str) -> Option<Self> {
        crate::typed::text::parse_valid(text)
    }

    /// `Display`.
    #[inline]
    fn variant_fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(self, f)
    }
}

/// What the derived `const fn try_parse` calls for a type that has no inherent
/// `try_parse` (every typed ID has one, which the call prefers): only a type that is
/// not a typed ID, whose variant has its error already. It never runs, and it keeps that
/// one error from being followed by "no function `try_parse`".
pub trait NotATypedId: Sized {
    /// Never called: the build has failed.
    fn try_parse(_: &str) -> Result<Self, TypedIdError> {
        unreachable!("a `TypedIdEnum` whose variant holds a type that is not a typed ID")
    }
}

impl<T> NotATypedId for T {}

/// The index of the prefix in `prefixes` that `text` starts with, followed by `_`: the
/// longest if several do (`user` and `user_admin`); `None` if none does. One comparison
/// per prefix. The `const` path (`try_parse`); `FromStr` takes [`select_fast`].
#[inline]
pub const fn select(text: &str, prefixes: &[&str]) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut found = None;
    let mut found_len = 0;
    let mut i = 0;
    while i < prefixes.len() {
        let prefix = prefixes[i].as_bytes();
        if bytes.len() > prefix.len()
            && bytes[prefix.len()] == b'_'
            && starts_with(bytes, prefix)
            && (found.is_none() || prefix.len() > found_len)
        {
            found = Some(i);
            found_len = prefix.len();
        }
        i += 1;
    }
    found
}

/// [`select`] at run time, inlined into each enum's `FromStr`, where `prefixes` is a
/// constant: the loop unrolls into a length check, a `_` and a comparison per variant,
/// and when no prefix starts another (`nested`, computed once by [`nested`]) the first
/// match is the answer.
#[inline(always)]
pub fn select_fast(text: &str, prefixes: &[&str], nested: bool) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut found: Option<(usize, usize)> = None;
    for (i, prefix) in prefixes.iter().enumerate() {
        let prefix = prefix.as_bytes();
        if bytes.get(prefix.len()) == Some(&b'_') && bytes[..prefix.len()] == *prefix {
            if !nested {
                return Some(i);
            }
            if found.is_none_or(|(_, len)| prefix.len() > len) {
                found = Some((i, prefix.len()));
            }
        }
    }
    found.map(|(i, _)| i)
}

/// Whether one of `prefixes`, followed by `_`, starts another (`user` and `user_admin`),
/// so that the longest match must be looked for.
pub const fn nested(prefixes: &[&str]) -> bool {
    let mut i = 0;
    while i < prefixes.len() {
        let mut j = 0;
        while j < prefixes.len() {
            let (short, long) = (prefixes[i].as_bytes(), prefixes[j].as_bytes());
            if long.len() > short.len() && long[short.len()] == b'_' && starts_with(long, short) {
                return true;
            }
            j += 1;
        }
        i += 1;
    }
    false
}

/// The error for `text`, which starts with none of `prefixes`: they are listed, with
/// what stands where a prefix would.
#[cold]
pub const fn unknown_prefix(text: &str, prefixes: &'static [&'static str]) -> TypedIdError {
    TypedIdError::unknown_prefix(prefixes, found_prefix(text.as_bytes()))
}

/// Whether `bytes` starts with `prefix`.
#[inline]
const fn starts_with(bytes: &[u8], prefix: &[u8]) -> bool {
    if bytes.len() < prefix.len() {
        return false;
    }
    let mut i = 0;
    while i < prefix.len() {
        if bytes[i] != prefix[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// What the error shows as the text's prefix: the text before its last `_`, as a
/// TypeID's, if it is printable ASCII (so that it is shown as it is); else none.
const fn found_prefix(bytes: &[u8]) -> &[u8] {
    let mut end = bytes.len();
    while end > 0 && bytes[end - 1] != b'_' {
        end -= 1;
    }
    if end == 0 {
        return &[];
    }
    let (prefix, _) = bytes.split_at(end - 1);
    let mut i = 0;
    while i < prefix.len() {
        if !prefix[i].is_ascii_graphic() {
            return &[];
        }
        i += 1;
    }
    prefix
}

/// The error of `TryFrom<Enum>` for a variant's type: the enum holds another variant.
pub const fn wrong_variant(expected: &'static str, found: &str) -> TypedIdError {
    TypedIdError::wrong_prefix(expected, found.as_bytes())
}

/// Fails the build, in the constant the derive declares for each variant, when the
/// variant's type (`variant`: `Subject::User (UserId)`) has no prefix.
///
/// # Panics
///
/// If `prefix` is empty: in a constant, a build error with the message.
pub const fn check_has_prefix(prefix: &str, variant: &str) {
    if prefix.is_empty() {
        let mut message = Message::new();
        message.push_str(variant).push_str(
            " has no prefix: a `TypedIdEnum` reads text by its prefix, so each variant \
                 holds a typed ID with one (`#[typed_id(prefix = \"...\")]`)",
        );
        panic!("{}", message.as_str())
    }
}

/// Fails the build, in the constant the derive declares for the enum, when two variants'
/// types share a prefix: `variants` are each variant (`Subject::User (UserId)`) and its
/// type's prefix. Prefixes that are empty are [`check_has_prefix`]'s.
///
/// # Panics
///
/// If two prefixes are equal: in a constant, a build error naming both variants.
pub const fn check_distinct_prefixes(variants: &[(&str, &str)]) {
    let mut i = 0;
    while i < variants.len() {
        let (first, prefix) = variants[i];
        let mut j = i + 1;
        while j < variants.len() {
            let (second, other) = variants[j];
            if !prefix.is_empty() && equal(prefix.as_bytes(), other.as_bytes()) {
                let mut message = Message::new();
                message
                    .push_str("prefix \"")
                    .push_str(prefix)
                    .push_str("\" is used by both ")
                    .push_str(first)
                    .push_str(" and ")
                    .push_str(second);
                panic!("{}", message.as_str())
            }
            j += 1;
        }
        i += 1;
    }
}

/// Byte equality, in `const fn`.
const fn equal(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && starts_with(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PREFIXES: &[&str] = &["user", "org", "user_admin"];

    #[test]
    fn the_longest_prefix_followed_by_an_underscore_wins() {
        for (text, expected) in [
            ("user_x", Some(0)),
            ("org_x", Some(1)),
            ("user_admin_x", Some(2)),
            ("users_x", None),
            ("user", None),
            ("", None),
        ] {
            assert_eq!(select(text, PREFIXES), expected, "{text}");
            assert_eq!(select_fast(text, PREFIXES, true), expected, "{text}");
        }
        // Without nesting the first match is the only one.
        assert_eq!(select_fast("org_x", &["user", "org"], false), Some(1));
    }

    #[test]
    fn nesting_is_a_prefix_and_an_underscore() {
        assert!(nested(PREFIXES));
        assert!(!nested(&["user", "org", "users"]));
        assert!(!nested(&["user", "org"]));
        assert!(nested(&["a_b", "a"]));
    }

    #[test]
    fn the_error_shows_the_prefix_found_or_none() {
        let message = |text| unknown_prefix(text, PREFIXES).to_string();
        assert_eq!(
            message("team_01h455vb4pex5vsknk084sn02q"),
            "expected one of the prefixes user, org, user_admin; found team"
        );
        assert_eq!(
            message("01h455vb4pex5vsknk084sn02q"),
            "expected one of the prefixes user, org, user_admin; found no prefix"
        );
        assert_eq!(
            message("caf\u{e9}_x"),
            "expected one of the prefixes user, org, user_admin; found no prefix"
        );
        assert_eq!(
            message("Org_x"),
            "expected one of the prefixes user, org, user_admin; found Org"
        );
    }
}
