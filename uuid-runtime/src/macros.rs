//! The compile-time macros. Each is a `macro_rules!` wrapper that hands `$crate` to the
//! proc macro in `uuid-runtime-macros`, so the generated code names this crate correctly even
//! when a user renames the dependency or shadows `core`, `Ok` or `Uuid`.

/// A UUID literal, checked at compile time: a constant of type [`Uuid`](crate::Uuid).
///
/// Accepts exactly what [`Uuid::parse_str`](crate::Uuid::parse_str) accepts: the
/// hyphenated, simple, braced and URN forms, hex digits in either case. A mistake is a
/// compile error that says what is wrong and where, with the text drawn and the
/// offending characters underlined.
///
/// The argument is a string literal, checked when the macro expands, or any constant
/// expression of type `&'static str` (a constant, `concat!`, `env!`, `include_str!`),
/// checked by const evaluation with the same messages. A literal, a constant's name or
/// a macro call expands to a path to a constant, which works in `const` and `static`
/// items, in `match` patterns and in `#![no_std]` crates; another expression (such as
/// `Self::TEXT`) is evaluated in an inline `const` block, which works everywhere but in
/// patterns.
///
/// ```
/// use uuid_runtime::{uuid, Uuid};
///
/// const ID: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
/// static BRACED: Uuid = uuid!("{67E55044-10B1-426F-9247-BB680E5FE0C8}");
/// assert_eq!(ID, BRACED);
///
/// fn describe(id: Uuid) -> &'static str {
///     match id {
///         uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8") => "the example",
///         _ => "another",
///     }
/// }
/// assert_eq!(describe(ID), "the example");
///
/// // Any constant text, checked at compile time all the same.
/// const TEXT: &str = "67e55044-10b1-426f-9247-bb680e5fe0c8";
/// const FROM_TEXT: Uuid = uuid!(TEXT);
/// static JOINED: Uuid = uuid!(concat!("67e55044-10b1-426f", "-9247-bb680e5fe0c8"));
/// assert_eq!(FROM_TEXT, JOINED);
/// ```
///
/// ```compile_fail
/// // error: invalid character `g` at position 35: expected a hex digit
/// const BAD: uuid_runtime::Uuid = uuid_runtime::uuid!("67e55044-10b1-426f-9247-bb680e5fe0cg");
/// ```
#[macro_export]
macro_rules! uuid {
    ($($input:tt)*) => {
        $crate::__private::uuid_literal!($crate, $($input)*)
    };
}

/// A version 3 (MD5) name-based UUID, computed at compile time (RFC 9562 §5.3).
///
/// `uuid_v3!(namespace, name)`: the namespace is `DNS`, `URL`, `OID`, `X500`, a UUID
/// string literal, or any constant expression of type [`Uuid`](crate::Uuid) or `&str`
/// (text read as [`uuid!`](crate::uuid!) reads it); the name is a string literal (its
/// UTF-8 bytes), a byte string literal, or any constant expression of type `&str`,
/// `&[u8]` or `&[u8; N]`. Namespaces that depend on a generic parameter
/// (`Self::NS`, `T::NS`) work too. Prefer [`uuid_v5!`](crate::uuid_v5!) unless you
/// need compatibility with v3.
///
/// ```
/// use uuid_runtime::{uuid_v3, Uuid};
///
/// // RFC 9562 A.2
/// const ID: Uuid = uuid_v3!(DNS, "www.example.com");
/// assert_eq!(ID.to_string(), "5df41881-3aed-3515-88a7-2f4a814cf09e");
/// assert_eq!(ID, Uuid::new_v3(&Uuid::NAMESPACE_DNS, b"www.example.com"));
/// ```
#[macro_export]
macro_rules! uuid_v3 {
    ($($input:tt)*) => {
        $crate::__private::uuid_v3!($crate, $($input)*)
    };
}

/// A version 5 (SHA-1) name-based UUID, computed at compile time (RFC 9562 §5.5).
///
/// Arguments as for [`uuid_v3!`](crate::uuid_v3!).
///
/// ```
/// use uuid_runtime::{uuid, uuid_v5, Uuid};
///
/// // RFC 9562 A.4
/// const ID: Uuid = uuid_v5!(DNS, "www.example.com");
/// assert_eq!(ID.to_string(), "2ed6657d-e927-568b-95e1-2665a8aea6a2");
///
/// // Any constant of type `Uuid` can be the namespace, and the name can be bytes.
/// const APP: Uuid = uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11");
/// const ROOT: Uuid = uuid_v5!(APP, "root");
/// const PAGE: Uuid = uuid_v5!(Uuid::NAMESPACE_URL, b"https://example.com/");
/// assert_eq!(ROOT, Uuid::new_v5(&APP, b"root"));
/// assert_eq!(PAGE, uuid_v5!(URL, "https://example.com/"));
///
/// // In generic code, once per type.
/// trait Namespaced {
///     const NS: Uuid;
///     fn root() -> Uuid {
///         uuid_v5!(Self::NS, "root")
///     }
/// }
/// struct Pages;
/// impl Namespaced for Pages {
///     const NS: Uuid = APP;
/// }
/// assert_eq!(Pages::root(), ROOT);
/// ```
#[macro_export]
macro_rules! uuid_v5 {
    ($($input:tt)*) => {
        $crate::__private::uuid_v5!($crate, $($input)*)
    };
}

/// A version 8 name-based UUID with SHA-256 (RFC 9562 §5.8, Appendix B.2), computed at
/// compile time.
///
/// Arguments as for [`uuid_v3!`](crate::uuid_v3!).
///
/// ```
/// use uuid_runtime::{uuid_v8_sha256, Uuid};
///
/// // RFC 9562 B.2
/// const ID: Uuid = uuid_v8_sha256!(DNS, "www.example.com");
/// assert_eq!(ID.to_string(), "5c146b14-3c52-8afd-938a-375d0df1fbf6");
/// ```
#[macro_export]
macro_rules! uuid_v8_sha256 {
    ($($input:tt)*) => {
        $crate::__private::uuid_v8_sha256!($crate, $($input)*)
    };
}

/// An instant from RFC 3339 text, checked and computed at compile time: a constant of
/// type [`Timestamp`](crate::Timestamp), usable in `const` and `static` items and
/// without `std`.
///
/// It reads what [`Timestamp::try_parse`](crate::Timestamp::try_parse) reads:
/// RFC 3339's `date-time`, `2026-05-01T12:00:00Z`, with `T`, `t` or a space between date
/// and time, `Z`, `z` or an offset `±hh:mm`, a fraction of 1 to 9 digits and a year
/// from `0000` to `9999`. A mistake is a compile error that names the field and the
/// character, drawn under the text: a month `13`, a day the month does not have
/// (`2026-02-29`, where `2028-02-29` is a day), an hour `24`, a leap second `:60`, a
/// missing offset.
///
/// The argument is a string literal, checked when the macro expands, or any constant
/// expression of type `&'static str`, checked by const evaluation with the same
/// messages.
///
/// ```
/// use core::ops::Range;
/// use uuid_runtime::{timestamp, Timestamp, Uuid};
///
/// const LAUNCH: Timestamp = timestamp!("2026-05-01T09:30:00+02:00");
/// assert_eq!(LAUNCH.to_string(), "2026-05-01T07:30:00Z");
/// assert_eq!(LAUNCH, timestamp!("2026-05-01 07:30:00.000z"));
///
/// // The v7 UUIDs of a time window, for a range scan on a v7 key.
/// const MAY: Range<Uuid> = Uuid::range_v7(
///     timestamp!("2026-05-01T00:00:00Z"),
///     timestamp!("2026-06-01T00:00:00Z"),
/// );
/// assert!(MAY.contains(&Uuid::new_v7(LAUNCH)));
/// ```
///
/// ```compile_fail
/// // error: day 29 out of range at position 8: February 2026 has days 01 to 28
/// const LEAP: uuid_runtime::Timestamp = uuid_runtime::timestamp!("2026-02-29T00:00:00Z");
/// ```
#[macro_export]
macro_rules! timestamp {
    ($($input:tt)*) => {
        $crate::__private::timestamp_literal!($crate, $($input)*)
    };
}
