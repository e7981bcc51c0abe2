//! The compact text forms (ULID, base64url, base58, base62), the hex adapters' `FromStr`
//! and typed IDs in each format: no panic, one text per UUID (what a parser accepts is
//! what its form writes, but for a ULID's case), the run-time readers agree with the
//! `const` ones, and every error keeps its laws.
#![no_main]

use std::fmt::Debug;

use libfuzzer_sys::fuzz_target;
use uuid_runtime::fmt::{Base58, Base62, Base64Url, Braced, Hyphenated, Simple, Ulid, Urn};
use uuid_runtime::{Error, TypedId, TypedIdError, Uuid};
use uuid_toolkit_fuzz::{
    BareUlidEventId, Base58UserId, Base64UrlPartId, UserId, assert_terminal_safe, check_parse_error,
};

/// A compact form's parser, and its writer.
type Form = (fn(&str) -> Result<Uuid, Error>, fn(Uuid) -> String);

fuzz_target!(|text: &str| {
    let forms: [Form; 4] = [
        (
            |text| Ulid::try_parse(text).map(Ulid::into_uuid),
            |uuid| uuid.ulid().to_string(),
        ),
        (
            |text| Base64Url::try_parse(text).map(Base64Url::into_uuid),
            |uuid| uuid.base64url().to_string(),
        ),
        (
            |text| Base58::try_parse(text).map(Base58::into_uuid),
            |uuid| uuid.base58().to_string(),
        ),
        (
            |text| Base62::try_parse(text).map(Base62::into_uuid),
            |uuid| uuid.base62().to_string(),
        ),
    ];
    for (i, (parse, write)) in forms.into_iter().enumerate() {
        match parse(text) {
            // A ULID is read in either case and written in uppercase.
            Ok(uuid) if i == 0 => assert_eq!(write(uuid), text.to_ascii_uppercase()),
            Ok(uuid) => assert_eq!(write(uuid), text),
            Err(err) => check_parse_error(text, &err),
        }
    }
    // The run-time ULID reader (SSE2 on x86_64) is the `const` one's twin.
    assert_eq!(text.parse::<Ulid>(), Ulid::try_parse(text));

    // Each hex adapter reads its own form: what `parse_str` reads, at its length.
    let parsed = Uuid::parse_str(text);
    let length = text.chars().count();
    let adapters: [(usize, Result<Uuid, Error>); 4] = [
        (36, text.parse::<Hyphenated>().map(Uuid::from)),
        (32, text.parse::<Simple>().map(Uuid::from)),
        (38, text.parse::<Braced>().map(Uuid::from)),
        (45, text.parse::<Urn>().map(Uuid::from)),
    ];
    for (form_length, read) in adapters {
        match read {
            Ok(uuid) => assert_eq!((length, Ok(uuid)), (form_length, parsed)),
            Err(err) => {
                assert!(length != form_length || parsed.is_err(), "{text:?}");
                check_parse_error(text, &err);
            }
        }
    }

    typed::<UserId>(text, UserId::try_parse);
    typed::<Base58UserId>(text, Base58UserId::try_parse);
    typed::<Base64UrlPartId>(text, Base64UrlPartId::try_parse);
    typed::<BareUlidEventId>(text, BareUlidEventId::try_parse);
});

/// `T` reads `text` as `try_parse` does (the run-time path and the `const` one), and
/// what it reads it writes back, up to a ULID's case.
fn typed<T: TypedId + Debug + PartialEq>(
    text: &str,
    try_parse: fn(&str) -> Result<T, TypedIdError>,
) {
    let read = text.parse::<T>();
    assert_eq!(read, try_parse(text), "{text:?}");
    match read {
        Ok(id) => {
            let written = id.to_string();
            assert!(
                written.eq_ignore_ascii_case(text),
                "{text:?} written as {written:?}"
            );
            assert_eq!(written.parse::<T>(), Ok(id));
        }
        Err(err) => assert_terminal_safe(&err),
    }
}
