//! ScyllaDB and Cassandra through the `scylla` driver 1.x (feature `scylla`):
//! `SerializeValue`, `DeserializeValue` and `Emptiable` for `Uuid`, `NonNilUuid` and typed
//! IDs, and conversions between the driver's `CqlTimeuuid` and `Uuid` or a typed ID
//! declared `version = 1`.
//!
//! The traits are scylla-cql-core's, which `scylla` 1.7 and later re-export as
//! `scylla::serialize::value::SerializeValue` and `scylla::deserialize::value::DeserializeValue`.
//!
//! A value is the 16 octets of a CQL `uuid`, exactly as the driver's own `uuid::Uuid`.
//! A typed ID declared `version = 1` is also a `timeuuid`, exactly as the driver's
//! `CqlTimeuuid`; any other type given a `timeuuid` column (or any column but these) fails
//! the driver's type check before anything is sent, with the driver's own error (a
//! `BuiltinTypeCheckError` naming the Rust type, the column's type and the types
//! expected). Reading checks what the type promises: a typed ID's version (so a version 1
//! ID read from a `timeuuid` holding another version is an error) and a non-nil
//! `NonNilUuid`; those errors carry the `TypedIdError` or `NilUuidError`.

use scylla_cql_core::deserialize::value::{
    self as de, BuiltinDeserializationErrorKind, DeserializeValue, mk_deser_err,
};
use scylla_cql_core::deserialize::{DeserializationError, FrameSlice, TypeCheckError};
use scylla_cql_core::frame::response::result::{ColumnType, NativeType};
use scylla_cql_core::serialize::SerializationError;
use scylla_cql_core::serialize::value::{
    self as ser, BuiltinSerializationErrorKind, SerializeValue, mk_ser_err,
};
use scylla_cql_core::serialize::writers::{CellWriter, WrittenCellProof};
use scylla_cql_core::value::{CqlTimeuuid, Emptiable};

use crate::{NonNilUuid, TypedId, Uuid};

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
    Uuid::from_slice(bytes).map_err(|err| {
        mk_deser_err::<N>(
            typ,
            BuiltinDeserializationErrorKind::ByteLengthMismatch {
                expected: 16,
                got: err.found(),
            },
        )
    })
}

/// A CQL `uuid`: the 16 octets, as the driver's `uuid::Uuid`. Any other column type
/// (`timeuuid` too: convert to `CqlTimeuuid`) fails the type check.
///
/// ```
/// # extern crate scylla_cql_core as scylla;
/// use scylla::frame::response::result::{ColumnType, NativeType};
/// use scylla::serialize::value::SerializeValue;
/// use scylla::serialize::writers::CellWriter;
/// use uuid_runtime::Uuid;
///
/// let mut cell = Vec::new();
/// let uuid_column = ColumnType::Native(NativeType::Uuid);
/// Uuid::NAMESPACE_DNS.serialize(&uuid_column, CellWriter::new(&mut cell))?;
/// // The length of the value, then the 16 octets.
/// assert_eq!(cell[..4], [0, 0, 0, 16]);
/// assert_eq!(cell[4..], *Uuid::NAMESPACE_DNS.as_bytes());
///
/// let timeuuid_column = ColumnType::Native(NativeType::Timeuuid);
/// assert!(Uuid::NAMESPACE_DNS.serialize(&timeuuid_column, CellWriter::new(&mut cell)).is_err());
/// # Ok::<(), scylla::serialize::SerializationError>(())
/// ```
impl SerializeValue for Uuid {
    fn serialize<'b>(
        &self,
        typ: &ColumnType<'_>,
        writer: CellWriter<'b>,
    ) -> Result<WrittenCellProof<'b>, SerializationError> {
        serialize_as::<Self>(self, None, typ, writer)
    }
}

/// A CQL `uuid`, as the driver's `uuid::Uuid`.
impl<'frame, 'metadata> DeserializeValue<'frame, 'metadata> for Uuid {
    fn type_check(typ: &ColumnType<'_>) -> Result<(), TypeCheckError> {
        type_check_as::<Self>(None, typ)
    }

    fn deserialize(
        typ: &'metadata ColumnType<'metadata>,
        cell: Option<FrameSlice<'frame>>,
    ) -> Result<Self, DeserializationError> {
        deserialize_as::<Self>(typ, cell)
    }
}

/// A `uuid` column may hold an empty value (0 bytes), as for the driver's `uuid::Uuid`:
/// read it as `MaybeEmpty<Uuid>`.
impl Emptiable for Uuid {}

/// As [`Uuid`]'s.
impl SerializeValue for NonNilUuid {
    fn serialize<'b>(
        &self,
        typ: &ColumnType<'_>,
        writer: CellWriter<'b>,
    ) -> Result<WrittenCellProof<'b>, SerializationError> {
        serialize_as::<Self>(&self.get(), None, typ, writer)
    }
}

/// As [`Uuid`]'s; the nil UUID is an error carrying the `NilUuidError`.
impl<'frame, 'metadata> DeserializeValue<'frame, 'metadata> for NonNilUuid {
    fn type_check(typ: &ColumnType<'_>) -> Result<(), TypeCheckError> {
        type_check_as::<Self>(None, typ)
    }

    fn deserialize(
        typ: &'metadata ColumnType<'metadata>,
        cell: Option<FrameSlice<'frame>>,
    ) -> Result<Self, DeserializationError> {
        Self::try_from(deserialize_as::<Self>(typ, cell)?).map_err(DeserializationError::new)
    }
}

impl Emptiable for NonNilUuid {}

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
pub fn serialize<'b, T: TypedId>(
    id: &T,
    typ: &ColumnType<'_>,
    writer: CellWriter<'b>,
) -> Result<WrittenCellProof<'b>, SerializationError> {
    serialize_as::<T>(id.as_uuid(), T::VERSION, typ, writer)
}

/// The body of the derived `type_check`, as `serialize`'s.
pub fn type_check<T: TypedId>(typ: &ColumnType<'_>) -> Result<(), TypeCheckError> {
    type_check_as::<T>(T::VERSION, typ)
}

/// The body of the derived `deserialize`: the UUID, then the typed ID's version check,
/// whose error carries the `TypedIdError`.
pub fn deserialize<T: TypedId>(
    typ: &ColumnType<'_>,
    cell: Option<FrameSlice<'_>>,
) -> Result<T, DeserializationError> {
    T::try_from_uuid(deserialize_as::<T>(typ, cell)?).map_err(DeserializationError::new)
}

/// The body of a version 1 typed ID's `From<Id> for CqlTimeuuid`: its 16 octets.
pub fn to_timeuuid<T: TypedId>(id: &T) -> CqlTimeuuid {
    CqlTimeuuid::from(*id.as_uuid())
}

/// The body of a version 1 typed ID's `TryFrom<CqlTimeuuid>`: the version check, which a
/// `timeuuid` read without the driver's checks may fail.
pub fn from_timeuuid<T: TypedId>(time: CqlTimeuuid) -> Result<T, crate::TypedIdError> {
    T::try_from_uuid(Uuid::from(time))
}

/// `SerializeValue`, `DeserializeValue` and `Emptiable` for a typed ID, through the
/// functions above; for a typed ID declared `version = 1`, `From<Id> for CqlTimeuuid`
/// and `TryFrom<CqlTimeuuid> for Id` too.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_scylla {
    // A type whose values are all version 1 also converts to and from the driver's
    // `CqlTimeuuid`, as `Uuid` does.
    ($ty:ident, version = [1]) => {
        $crate::__impl_typed_id_scylla!($ty, version = []);

        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::__private::scylla_cql_core::value::CqlTimeuuid {
            fn from(id: $ty) -> Self {
                $crate::__private::scylla_impl::to_timeuuid(&id)
            }
        }

        #[automatically_derived]
        impl ::core::convert::TryFrom<$crate::__private::scylla_cql_core::value::CqlTimeuuid> for $ty {
            type Error = $crate::TypedIdError;

            fn try_from(
                time: $crate::__private::scylla_cql_core::value::CqlTimeuuid,
            ) -> ::core::result::Result<Self, Self::Error> {
                $crate::__private::scylla_impl::from_timeuuid(time)
            }
        }
    };
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::__private::scylla_cql_core::serialize::value::SerializeValue for $ty {
            fn serialize<'b>(
                &self,
                __typ: &$crate::__private::scylla_cql_core::frame::response::result::ColumnType<'_>,
                __writer: $crate::__private::scylla_cql_core::serialize::writers::CellWriter<'b>,
            ) -> ::core::result::Result<
                $crate::__private::scylla_cql_core::serialize::writers::WrittenCellProof<'b>,
                $crate::__private::scylla_cql_core::serialize::SerializationError,
            > {
                $crate::__private::scylla_impl::serialize(self, __typ, __writer)
            }
        }

        #[automatically_derived]
        impl<'frame, 'metadata>
            $crate::__private::scylla_cql_core::deserialize::value::DeserializeValue<
                'frame,
                'metadata,
            > for $ty
        {
            fn type_check(
                __typ: &$crate::__private::scylla_cql_core::frame::response::result::ColumnType<'_>,
            ) -> ::core::result::Result<
                (),
                $crate::__private::scylla_cql_core::deserialize::TypeCheckError,
            > {
                $crate::__private::scylla_impl::type_check::<Self>(__typ)
            }

            fn deserialize(
                __typ: &'metadata $crate::__private::scylla_cql_core::frame::response::result::ColumnType<'metadata>,
                __cell: ::core::option::Option<
                    $crate::__private::scylla_cql_core::deserialize::FrameSlice<'frame>,
                >,
            ) -> ::core::result::Result<
                Self,
                $crate::__private::scylla_cql_core::deserialize::DeserializationError,
            > {
                $crate::__private::scylla_impl::deserialize(__typ, __cell)
            }
        }

        #[automatically_derived]
        impl $crate::__private::scylla_cql_core::value::Emptiable for $ty {}
    };
}
