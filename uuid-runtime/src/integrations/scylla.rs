//! ScyllaDB and Cassandra through the `scylla` driver 1.x (feature `scylla`):
//! `SerializeValue`, `DeserializeValue` and `Emptiable` for `Uuid`, `NonNilUuid` and typed
//! IDs, and conversions between the driver's `CqlTimeuuid` and `Uuid` or a typed ID
//! declared `version = 1`.
//!
//! The traits are scylla-cql-core's, which `scylla` 1.7 and later re-export as
//! `scylla::serialize::value::SerializeValue` and `scylla::deserialize::value::DeserializeValue`.
//!
//! With the `scylla` driver, a `Uuid`, a `NonNilUuid` or a typed ID is a bound value and a
//! column of a row, like the driver's `uuid::Uuid`; a typed ID declared `version = 1` is
//! also a `timeuuid`, like the driver's `CqlTimeuuid`:
//!
//! ```rust
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! # extern crate scylla_cql_core as scylla;
//! use scylla::frame::response::result::{ColumnType, NativeType};
//! use scylla::serialize::value::SerializeValue;
//! use scylla::serialize::writers::CellWriter;
//! use scylla::value::CqlTimeuuid;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "event", version = 1)]
//! struct EventId(Uuid);
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let uuid = ColumnType::Native(NativeType::Uuid);
//! let timeuuid = ColumnType::Native(NativeType::Timeuuid);
//! let mut cell = Vec::new();
//! EventId::new().serialize(&timeuuid, CellWriter::new(&mut cell))?;
//! EventId::new().serialize(&uuid, CellWriter::new(&mut cell))?;
//! UserId::new().serialize(&uuid, CellWriter::new(&mut cell))?;
//! // Refused before anything is sent, as the driver refuses `uuid::Uuid` there.
//! assert!(UserId::new().serialize(&timeuuid, CellWriter::new(&mut cell)).is_err());
//! // A plain `Uuid` goes into a `timeuuid` column as a `CqlTimeuuid`.
//! CqlTimeuuid::from(Uuid::now_v1(&[1, 2, 3, 4, 5, 6])).serialize(&timeuuid, CellWriter::new(&mut cell))?;
//! // A version 1 typed ID converts both ways; the way back checks the version.
//! let event = EventId::new();
//! let time = CqlTimeuuid::from(event);
//! assert_eq!(EventId::try_from(time)?, event);
//! assert!(EventId::try_from(CqlTimeuuid::from(Uuid::now_v7())).is_err());
//! # Ok(())
//! # }
//! ```
//!
//! - **`uuid` and `timeuuid`.** Every type takes and gives a CQL `uuid`. A `timeuuid`
//!   column takes and gives only typed IDs declared `version = 1` (their version is known
//!   from the type); any other type there fails the driver's type check before anything is
//!   sent, with the driver's own error, naming the Rust type and both CQL types. A version
//!   1 typed ID read from a `timeuuid` holding another version is an error carrying the
//!   `TypedIdError`. For a plain `Uuid`, convert: `CqlTimeuuid::from(uuid)` and
//!   `Uuid::from(time)`; a typed ID declared `version = 1` converts too,
//!   `CqlTimeuuid::from(id)` and `EventId::try_from(time)` (a `TypedIdError` for another
//!   version: the driver checks none).
//! - **Ordering.** Cassandra and ScyllaDB sort a `timeuuid` by its 60-bit timestamp, then
//!   by its last 8 bytes (clock sequence and node) compared as *signed* bytes; the driver's
//!   `CqlTimeuuid` orders the same way. A `uuid` column sorts by the version field first,
//!   then two version 1 UUIDs by timestamp, and everything else by unsigned bytes. `Uuid`'s
//!   own order is unsigned bytes: it agrees with a `uuid` column for any one version but 1,
//!   and with neither for version 1 UUIDs, whose bytes put the low bits of the time first.
//! - **Which for a clustering key.** To sort rows by time, use a version 7 typed ID in a
//!   `uuid` column: the server's order, `Uuid`'s order and the time order are then the
//!   same (`Uuid::now_v7()` and `UserId::new()` are strictly increasing in a process). Use a
//!   version 1 typed ID
//!   in a `timeuuid` column where you need CQL's time functions (`now()`,
//!   `minTimeuuid`/`maxTimeuuid` for time ranges, `toTimestamp`) or existing `timeuuid`
//!   data; sort such values in Rust through `CqlTimeuuid`, not `Uuid`.
//! - **What is tested**: the bytes against the driver's own serialization and
//!   deserialization of `uuid::Uuid` and `CqlTimeuuid`, and the type check's outcome for
//!   every native CQL type and for collections, against theirs; the errors. There is no
//!   Cassandra or ScyllaDB server here. The traits are scylla-cql-core's, which `scylla`
//!   1.7 and later re-export (and pin), and so does the scylla-cql 1.7 and later that Cargo
//!   gives scylla 1.0 to 1.6 in a fresh lockfile: a user's code that binds and reads typed
//!   IDs has been built with scylla 1.0, 1.7 and 1.9 (and redis 1.0 and 1.8, bson 3.0 and
//!   3.1). A project whose `rust-version` is below 1.88 may get an older scylla-cql, whose
//!   traits are its own: this feature needs Rust 1.88 anyway.
//!
//! A `Uuid` is the 16 octets of a CQL `uuid`, exactly as the driver's `uuid::Uuid`; a
//! `timeuuid` column refuses it (convert to `CqlTimeuuid`):
//!
//! ```
//! # extern crate scylla_cql_core as scylla;
//! use scylla::frame::response::result::{ColumnType, NativeType};
//! use scylla::serialize::value::SerializeValue;
//! use scylla::serialize::writers::CellWriter;
//! use uuid_runtime::Uuid;
//!
//! let mut cell = Vec::new();
//! let uuid_column = ColumnType::Native(NativeType::Uuid);
//! Uuid::NAMESPACE_DNS.serialize(&uuid_column, CellWriter::new(&mut cell))?;
//! // The length of the value, then the 16 octets.
//! assert_eq!(cell[..4], [0, 0, 0, 16]);
//! assert_eq!(cell[4..], *Uuid::NAMESPACE_DNS.as_bytes());
//!
//! let timeuuid_column = ColumnType::Native(NativeType::Timeuuid);
//! assert!(Uuid::NAMESPACE_DNS.serialize(&timeuuid_column, CellWriter::new(&mut cell)).is_err());
//! # Ok::<(), scylla::serialize::SerializationError>(())
//! ```

use scylla_cql_core::deserialize::value::{
    self as de, BuiltinDeserializationErrorKind, mk_deser_err,
};
use scylla_cql_core::deserialize::{DeserializationError, FrameSlice, TypeCheckError};
use scylla_cql_core::frame::response::result::{ColumnType, NativeType};
use scylla_cql_core::serialize::SerializationError;
use scylla_cql_core::serialize::value::{self as ser, BuiltinSerializationErrorKind, mk_ser_err};
use scylla_cql_core::serialize::writers::{CellWriter, WrittenCellProof};
use scylla_cql_core::value::CqlTimeuuid;

use crate::integrations::uuid_value::Refusal;
use crate::{Error, TypedId, Uuid, UuidValue};

/// What the expansions of this file's macros name, as `$crate::integrations::scylla::…`.
#[doc(hidden)]
pub use ::scylla_cql_core;

/// The column types of a UUID of any version.
const UUID: &[ColumnType<'static>] = &[ColumnType::Native(NativeType::Uuid)];

/// The column types of a UUID known to be of version 1.
const UUID_OR_TIMEUUID: &[ColumnType<'static>] = &[
    ColumnType::Native(NativeType::Uuid),
    ColumnType::Native(NativeType::Timeuuid),
];

/// The column types a value of a type whose values all have `version` (`None`: any)
/// is stored in.
fn columns(version: Option<u8>) -> &'static [ColumnType<'static>] {
    if version == Some(1) {
        UUID_OR_TIMEUUID
    } else {
        UUID
    }
}

/// Writes `uuid` into a column of type `typ`, after the type check, as a value of type
/// `N` (which the errors name) whose values all have `version`.
fn serialize_as<'b, N: ?Sized>(
    uuid: &Uuid,
    version: Option<u8>,
    typ: &ColumnType<'_>,
    writer: CellWriter<'b>,
) -> Result<WrittenCellProof<'b>, SerializationError> {
    let expected = columns(version);
    if !expected.iter().any(|column| column == typ) {
        return Err(ser::mk_typck_err::<N>(
            typ,
            ser::BuiltinTypeCheckErrorKind::MismatchedType { expected },
        ));
    }
    // 16 bytes always fit a cell; the driver's own impl unwraps here.
    writer
        .set_value(uuid.as_bytes())
        .map_err(|_| mk_ser_err::<N>(typ, BuiltinSerializationErrorKind::SizeOverflow))
}

/// The type check of reading a value of type `N` whose values all have `version`.
fn type_check_as<N>(version: Option<u8>, typ: &ColumnType<'_>) -> Result<(), TypeCheckError> {
    let expected = columns(version);
    if expected.iter().any(|column| column == typ) {
        Ok(())
    } else {
        Err(de::mk_typck_err::<N>(
            typ,
            de::BuiltinTypeCheckErrorKind::MismatchedType { expected },
        ))
    }
}

/// The UUID a cell holds, read as a value of type `N`: 16 bytes, not NULL.
fn deserialize_as<N>(
    typ: &ColumnType<'_>,
    cell: Option<FrameSlice<'_>>,
) -> Result<Uuid, DeserializationError> {
    let bytes = cell
        .ok_or_else(|| mk_deser_err::<N>(typ, BuiltinDeserializationErrorKind::ExpectedNonNull))?
        .as_slice();
    Uuid::from_slice(bytes).map_err(|_| {
        mk_deser_err::<N>(
            typ,
            BuiltinDeserializationErrorKind::ByteLengthMismatch {
                expected: 16,
                got: bytes.len(),
            },
        )
    })
}

// `Uuid` as a typed ID without a version: a CQL `uuid`, as the driver's `uuid::Uuid`.
// `Emptiable`: a `uuid` column may hold an empty value, read as `MaybeEmpty<Uuid>`.
crate::__impl_typed_id_scylla!(Uuid, version = []);

/// The same 16 octets; nothing is checked (the driver's `From<uuid::Uuid>` does not
/// either): for a `timeuuid` column, a version 1 UUID is expected.
///
/// ```
/// # extern crate scylla_cql_core as scylla;
/// use scylla::value::CqlTimeuuid;
/// use uuid_runtime::Uuid;
///
/// let time = CqlTimeuuid::from(Uuid::NAMESPACE_DNS);
/// assert_eq!(time.as_bytes(), Uuid::NAMESPACE_DNS.as_bytes());
/// assert_eq!(Uuid::from(time), Uuid::NAMESPACE_DNS);
/// ```
impl From<Uuid> for CqlTimeuuid {
    fn from(uuid: Uuid) -> Self {
        Self::from_bytes(uuid.into_bytes())
    }
}

/// The same 16 octets.
impl From<CqlTimeuuid> for Uuid {
    fn from(time: CqlTimeuuid) -> Self {
        Self::from_bytes(*time.as_bytes())
    }
}

/// The body of the derived `serialize`: a `uuid` column, and a `timeuuid` one for a
/// typed ID of version 1.
#[doc(hidden)]
pub fn serialize<'b, T: UuidValue>(
    id: &T,
    typ: &ColumnType<'_>,
    writer: CellWriter<'b>,
) -> Result<WrittenCellProof<'b>, SerializationError> {
    serialize_as::<T>(id.as_uuid(), T::VERSION, typ, writer)
}

/// The body of the derived `type_check`, as `serialize`'s.
#[doc(hidden)]
pub fn type_check<T: UuidValue>(typ: &ColumnType<'_>) -> Result<(), TypeCheckError> {
    type_check_as::<T>(T::VERSION, typ)
}

/// The body of the derived `deserialize`: the UUID, then `T`'s check (not nil, the
/// version), whose error carries the `Error` of kind `Nil` or the `TypedIdError`.
#[doc(hidden)]
pub fn deserialize<T: UuidValue>(
    typ: &ColumnType<'_>,
    cell: Option<FrameSlice<'_>>,
) -> Result<T, DeserializationError> {
    T::from_uuid_checked(deserialize_as::<T>(typ, cell)?).map_err(|refusal| match refusal {
        Refusal::Nil => DeserializationError::new(Error::nil(36)),
        Refusal::TypedId(error) => DeserializationError::new(error),
    })
}

/// The body of a version 1 typed ID's `From<Id> for CqlTimeuuid`: its 16 octets.
#[doc(hidden)]
pub fn to_timeuuid<T: TypedId>(id: &T) -> CqlTimeuuid {
    CqlTimeuuid::from(*id.as_uuid())
}

/// The body of a version 1 typed ID's `TryFrom<CqlTimeuuid>`: the version check, which a
/// `timeuuid` read without the driver's checks may fail.
#[doc(hidden)]
pub fn from_timeuuid<T: TypedId>(time: CqlTimeuuid) -> Result<T, crate::TypedIdError> {
    T::try_from_uuid(Uuid::from(time))
}

/// `SerializeValue`, `DeserializeValue` and `Emptiable` for a typed ID, through the
/// functions above; for a typed ID declared `version = 1`, `From<Id> for CqlTimeuuid`
/// and `TryFrom<CqlTimeuuid> for Id` too.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_scylla {
    // A type without a version: `Uuid`, `NonNilUuid`.
    ($ty:ident) => {
        $crate::__impl_typed_id_scylla!($ty, version = []);
    };
    // A type whose values are all version 1 also converts to and from the driver's
    // `CqlTimeuuid`, as `Uuid` does.
    ($ty:ident, version = [1]) => {
        $crate::__impl_typed_id_scylla!($ty, version = []);

        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::integrations::scylla::scylla_cql_core::value::CqlTimeuuid {
            fn from(id: $ty) -> Self {
                $crate::integrations::scylla::to_timeuuid(&id)
            }
        }

        #[automatically_derived]
        impl ::core::convert::TryFrom<$crate::integrations::scylla::scylla_cql_core::value::CqlTimeuuid> for $ty {
            type Error = $crate::TypedIdError;

            fn try_from(
                time: $crate::integrations::scylla::scylla_cql_core::value::CqlTimeuuid,
            ) -> ::core::result::Result<Self, Self::Error> {
                $crate::integrations::scylla::from_timeuuid(time)
            }
        }
    };
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::scylla::scylla_cql_core::serialize::value::SerializeValue for $ty {
            fn serialize<'b>(
                &self,
                __typ: &$crate::integrations::scylla::scylla_cql_core::frame::response::result::ColumnType<'_>,
                __writer: $crate::integrations::scylla::scylla_cql_core::serialize::writers::CellWriter<'b>,
            ) -> ::core::result::Result<
                $crate::integrations::scylla::scylla_cql_core::serialize::writers::WrittenCellProof<'b>,
                $crate::integrations::scylla::scylla_cql_core::serialize::SerializationError,
            > {
                $crate::integrations::scylla::serialize(self, __typ, __writer)
            }
        }

        #[automatically_derived]
        impl<'frame, 'metadata>
            $crate::integrations::scylla::scylla_cql_core::deserialize::value::DeserializeValue<
                'frame,
                'metadata,
            > for $ty
        {
            fn type_check(
                __typ: &$crate::integrations::scylla::scylla_cql_core::frame::response::result::ColumnType<'_>,
            ) -> ::core::result::Result<
                (),
                $crate::integrations::scylla::scylla_cql_core::deserialize::TypeCheckError,
            > {
                $crate::integrations::scylla::type_check::<Self>(__typ)
            }

            fn deserialize(
                __typ: &'metadata $crate::integrations::scylla::scylla_cql_core::frame::response::result::ColumnType<'metadata>,
                __cell: ::core::option::Option<
                    $crate::integrations::scylla::scylla_cql_core::deserialize::FrameSlice<'frame>,
                >,
            ) -> ::core::result::Result<
                Self,
                $crate::integrations::scylla::scylla_cql_core::deserialize::DeserializationError,
            > {
                $crate::integrations::scylla::deserialize(__typ, __cell)
            }
        }

        #[automatically_derived]
        impl $crate::integrations::scylla::scylla_cql_core::value::Emptiable for $ty {}
    };
}

// `NonNilUuid` is stored as a typed ID without a version is: a nil read into one is the
// client's decode error, carrying the `Error` of kind `Nil` (with `mysql`, whose errors
// hold only the value, refused as a typed ID's wrong version is).
const _: () = {
    use crate::NonNilUuid;
    crate::__impl_typed_id_scylla!(NonNilUuid, version = []);
};
