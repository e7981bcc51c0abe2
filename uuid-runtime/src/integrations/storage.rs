//! The storage contract the database integrations share: a UUID is stored as its 16
//! octets (PostgreSQL's `uuid`, a 16-byte SQLite BLOB, MySQL's `BINARY(16)`, a Redis
//! string), and text in any of the four forms is read too. Every other value is a [`DecodeError`] that
//! says what was found.
// Each database feature uses a part; with all of them on, all of it is used.
#![cfg_attr(
    not(all(
        feature = "postgres",
        feature = "sqlx-postgres",
        feature = "sqlx-sqlite",
        feature = "sqlx-mysql",
        feature = "mysql",
        feature = "diesel-postgres",
        feature = "diesel-sqlite",
        feature = "diesel-mysql",
        feature = "rusqlite",
        feature = "redis"
    )),
    allow(dead_code)
)]

use alloc::boxed::Box;
use alloc::string::String;
use core::error::Error;
use core::fmt;

use crate::fmt::{Braced, Hyphenated, Simple, Urn};
use crate::integrations::uuid_value::Refusal;
use crate::{Uuid, UuidValue};

/// The error type the database crates take from a decoder.
pub type BoxError = Box<dyn Error + Send + Sync + 'static>;

/// The UUID whose octets `bytes` are; PostgreSQL's binary `uuid` and a SQLite BLOB.
pub(crate) fn from_octets(bytes: &[u8], storage: Storage) -> Result<Uuid, DecodeError> {
    Uuid::from_slice(bytes).map_err(|_| DecodeError::Length {
        storage,
        found: bytes.len(),
    })
}

/// The UUID written as `text` in one of the four text forms.
pub(crate) fn from_text(text: &[u8]) -> Result<Uuid, DecodeError> {
    parse_text(core::str::from_utf8(text).map_err(|_| DecodeError::NotUtf8)?)
}

/// The UUID written as `text`, already known to be UTF-8.
fn parse_text(text: &str) -> Result<Uuid, DecodeError> {
    Uuid::parse_str(text).map_err(|error| DecodeError::Text {
        text: excerpt(text),
        error,
    })
}

/// A non-NULL SQLite value, as the SQLite crates hand it over.
#[derive(Clone, Copy)]
pub(crate) enum SqliteValue<'a> {
    Blob(&'a [u8]),
    Text(&'a [u8]),
    Integer,
    Real,
}

/// The UUID a SQLite value holds: a 16-byte BLOB, or text in one of the four forms.
pub(crate) fn from_sqlite(value: SqliteValue<'_>) -> Result<Uuid, DecodeError> {
    match value {
        SqliteValue::Blob(bytes) => from_octets(bytes, Storage::SqliteBlob),
        SqliteValue::Text(text) => from_text(text),
        SqliteValue::Integer => Err(DecodeError::SqliteType {
            found: "an INTEGER",
        }),
        SqliteValue::Real => Err(DecodeError::SqliteType { found: "a REAL" }),
    }
}

/// A non-NULL MySQL or MariaDB value, as the MySQL crates hand it over.
#[derive(Clone, Copy)]
pub(crate) enum MysqlValue<'a> {
    /// A binary string (`BINARY`, `VARBINARY`, `BLOB`), as sqlx tells it.
    Binary(&'a [u8]),
    /// A string in a character set (`CHAR`, `VARCHAR`, `TEXT`, MariaDB's `UUID`).
    Text(&'a [u8]),
    /// A string of either kind: `mysql_common` and diesel do not say which.
    BinaryOrText(&'a [u8]),
    /// A value of another type, by its SQL name: `INT`, `DATETIME`, ...
    Other(&'a str),
}

/// The UUID a MySQL value holds: 16 octets, or text in one of the four forms.
///
/// Binary strings of 16 bytes are octets; other binary strings are text if they are
/// UTF-8 of a text form's length (UUID text stored as bytes), and otherwise an error
/// that counts their bytes. Strings of unknown kind are octets if there are 16 bytes,
/// and otherwise text if they are UTF-8, so that an error quotes them.
pub(crate) fn from_mysql(value: MysqlValue<'_>) -> Result<Uuid, DecodeError> {
    let (bytes, may_be_text) = match value {
        MysqlValue::Text(text) => return from_text(text),
        MysqlValue::Other(found) => {
            return Err(DecodeError::MysqlType {
                found: found.into(),
            });
        }
        MysqlValue::Binary(bytes) => (bytes, TEXT_LENGTHS.contains(&bytes.len())),
        MysqlValue::BinaryOrText(bytes) => (bytes, !bytes.is_empty()),
    };
    from_string(bytes, may_be_text, Storage::Mysql)
}

/// The UUID a string of bytes holds: 16 bytes are octets; other bytes are text if
/// `may_be_text` and they are UTF-8, and otherwise an error that counts them.
pub(crate) fn from_string(
    bytes: &[u8],
    may_be_text: bool,
    storage: Storage,
) -> Result<Uuid, DecodeError> {
    if bytes.len() == 16 {
        return from_octets(bytes, storage);
    }
    match may_be_text.then(|| core::str::from_utf8(bytes)) {
        Some(Ok(text)) => parse_text(text),
        _ => Err(DecodeError::Length {
            storage,
            found: bytes.len(),
        }),
    }
}

/// The lengths of the four text forms.
const TEXT_LENGTHS: [usize; 4] = [
    Simple::LENGTH,
    Hyphenated::LENGTH,
    Braced::LENGTH,
    Urn::LENGTH,
];

/// `T` (a `NonNilUuid` or a typed ID) holding `uuid`: a nil or a wrong version is an
/// error carrying the [`Error`](crate::Error) of kind `Nil` or the [`TypedIdError`] itself, so its text reaches
/// the user and it can be downcast.
///
/// [`TypedIdError`]: crate::TypedIdError
pub(crate) fn adopt<T: UuidValue>(uuid: Uuid) -> Result<T, BoxError> {
    T::from_uuid_checked(uuid).map_err(|refusal| match refusal {
        Refusal::Nil => Box::new(crate::Error::nil(36)) as BoxError,
        Refusal::TypedId(error) => Box::new(error),
    })
}

/// How the octets were stored, for the error's wording.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Storage {
    /// A PostgreSQL `uuid` on the binary protocol.
    Postgres,
    /// A SQLite BLOB.
    SqliteBlob,
    /// A MySQL binary string.
    Mysql,
    /// A Redis string.
    Redis,
}

/// Why a stored value is not a UUID.
#[derive(Debug)]
pub(crate) enum DecodeError {
    /// Octets, but not 16 of them.
    Length { storage: Storage, found: usize },
    /// Text that is not a UUID in any of the four forms.
    Text { text: String, error: crate::Error },
    /// Text that is not UTF-8.
    NotUtf8,
    /// A SQLite value of another storage class: `found` is "an INTEGER" or "a REAL".
    SqliteType { found: &'static str },
    /// A MySQL value of another type: `found` is its SQL name (`INT`).
    MysqlType { found: String },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Length {
                storage: Storage::Postgres,
                found,
            } => write!(f, "invalid UUID: expected 16 bytes, found {found}"),
            Self::Length {
                storage: Storage::SqliteBlob,
                found,
            } => write!(
                f,
                "invalid UUID: expected a 16-byte BLOB or UUID text, found a {found}-byte BLOB"
            ),
            Self::Length {
                storage: Storage::Mysql | Storage::Redis,
                found,
            } => write!(
                f,
                "invalid UUID: expected 16 bytes or UUID text, found {found} byte{}",
                if *found == 1 { "" } else { "s" }
            ),
            Self::Text { text, error } => write!(f, "invalid UUID text `{text}`: {error}"),
            Self::NotUtf8 => f.write_str("invalid UUID text: not UTF-8"),
            Self::SqliteType { found } => write!(
                f,
                "invalid UUID: expected a 16-byte BLOB or UUID text, found {found}"
            ),
            Self::MysqlType { found } => write!(
                f,
                "invalid UUID: expected 16 bytes or UUID text, found a value of type `{found}`"
            ),
        }
    }
}

impl Error for DecodeError {}

/// The longest excerpt of bad text an error quotes.
const EXCERPT_CHARS: usize = 64;

/// `text` with control characters escaped, cut after [`EXCERPT_CHARS`] characters.
pub(crate) fn excerpt(text: &str) -> String {
    let mut quoted = String::new();
    let mut chars = text.chars();
    for c in chars.by_ref().take(EXCERPT_CHARS) {
        quoted.extend(c.escape_debug());
    }
    if chars.next().is_some() {
        quoted.push_str("...");
    }
    quoted
}
