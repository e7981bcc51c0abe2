//! What the derives' expansions name: `#[derive(TypedId)]`'s field check, its panics,
//! the typed-ID text engine and the macros it calls; `#[derive(TypedIdEnum)]`'s.

use core::marker::PhantomData;

#[cfg(feature = "_alloc")]
use alloc::vec::Vec;

use crate::shared::message::Message;
use crate::typed::text::check_version;
use crate::{NonNilUuid, TimestampRangeError, TypedIdError, TypedIdErrorKind, Uuid};

/// The types a typed ID's field may have. `#[derive(TypedId)]` reads and writes the
/// field only through [`field`], whose signature names `<Field as TypedIdField>::Value`:
/// for a field of another type named `Uuid` or `NonNilUuid` that is one error, at the
/// field's type, and the reads and writes add none of their own.
#[diagnostic::on_unimplemented(
    message = "the field of a typed ID must be `uuid_runtime::Uuid` or `uuid_runtime::NonNilUuid`, found `{Self}`",
    label = "expected `uuid_runtime::Uuid` or `uuid_runtime::NonNilUuid`",
    note = "the `uuid` crate's `Uuid` converts with `uuid_runtime::Uuid::from` (feature `uuid`)"
)]
pub trait TypedIdField {
    /// The type itself.
    type Value;
}

impl TypedIdField for Uuid {
    type Value = Uuid;
}

impl TypedIdField for NonNilUuid {
    type Value = NonNilUuid;
}

/// A typed ID's field of type `F`, or the value (`V`, the type the derive read) to store
/// in it: the identity, through which `V` and the field's type meet (see
/// [`TypedIdField`]).
pub const fn field<F: TypedIdField<Value = V>, V>(value: &F::Value) -> &F::Value {
    value
}

/// What the expansion does with the field, by its type: check a UUID for it, borrow
/// the UUID in it, make it of a UUID known to be a value.
pub struct FieldOf<F>(PhantomData<F>);

impl FieldOf<Uuid> {
    /// Whether `uuid` has `version` (any, if `None`).
    #[inline]
    pub const fn check(uuid: Uuid, version: Option<u8>) -> Result<(), TypedIdError> {
        match check_version(uuid, version) {
            Ok(_) => Ok(()),
            Err(err) => Err(err),
        }
    }

    /// The field.
    #[inline]
    pub const fn as_uuid(value: &Uuid) -> &Uuid {
        value
    }

    /// The field of a UUID `check` accepted or one of the type's constructors made.
    #[inline]
    pub const fn of_valid(uuid: Uuid) -> Uuid {
        uuid
    }

    /// The typed ID of each row, if every row has `version`, `construct` making each:
    /// [`collect_flagged`]'s pass.
    #[cfg(feature = "_alloc")]
    #[inline]
    pub fn collect_rows<T>(
        rows: &[[u8; 16]],
        version: Option<u8>,
        construct: impl Fn(Uuid) -> T,
    ) -> Option<Vec<T>> {
        collect_flagged(rows, |uuid| (uuid, has_version(uuid, version)), construct)
    }
}

impl FieldOf<NonNilUuid> {
    /// Whether `uuid` is not nil and has `version` (any, if `None`).
    #[inline]
    pub const fn check(uuid: Uuid, version: Option<u8>) -> Result<(), TypedIdError> {
        if uuid.is_nil() {
            return Err(TypedIdError::nil());
        }
        match check_version(uuid, version) {
            Ok(_) => Ok(()),
            Err(err) => Err(err),
        }
    }

    /// The field's UUID, borrowed.
    #[inline]
    pub const fn as_uuid(value: &NonNilUuid) -> &Uuid {
        value.as_uuid()
    }

    /// The field of a UUID `check` accepted or one of the type's constructors made
    /// (whose version bits are set): never nil.
    #[inline]
    pub const fn of_valid(uuid: Uuid) -> NonNilUuid {
        match NonNilUuid::new(uuid) {
            Some(value) => value,
            None => unreachable!(),
        }
    }
    /// The typed ID of each row, if no row is nil and every row has `version`,
    /// `construct` making each (the max UUID standing in for a nil, whose row fails):
    /// [`collect_flagged`]'s pass.
    #[cfg(feature = "_alloc")]
    #[inline]
    pub fn collect_rows<T>(
        rows: &[[u8; 16]],
        version: Option<u8>,
        construct: impl Fn(Uuid) -> T,
    ) -> Option<Vec<T>> {
        collect_flagged(
            rows,
            |uuid| {
                let nil = uuid.is_nil();
                let value = if nil { Uuid::MAX } else { uuid };
                (value, !nil & has_version(uuid, version))
            },
            construct,
        )
    }
}

/// Whether `uuid` has `version` (any, if `None`), without a branch.
#[cfg(feature = "_alloc")]
#[inline]
const fn has_version(uuid: Uuid, version: Option<u8>) -> bool {
    match version {
        Some(expected) => uuid.get_version_num() == expected as usize,
        None => true,
    }
}

/// Each row read as a UUID, `flagged` as a value to build with whether it is accepted,
/// and built by `construct`, in one pass that writes every value and asks only at the
/// end whether all were accepted: a branch a row would keep the loop from running at
/// the speed of a copy.
#[cfg(feature = "_alloc")]
#[inline]
fn collect_flagged<T>(
    rows: &[[u8; 16]],
    flagged: impl Fn(Uuid) -> (Uuid, bool),
    construct: impl Fn(Uuid) -> T,
) -> Option<Vec<T>> {
    let mut accepted = true;
    let values = rows
        .iter()
        .map(|row| {
            let (value, ok) = flagged(Uuid::from_bytes(*row));
            accepted &= ok;
            construct(value)
        })
        .collect();
    accepted.then_some(values)
}

/// The panic of a typed ID's `ty::method` given a UUID it refuses: in a `const` item, a
/// build error that says why.
#[track_caller]
pub const fn refused(ty: &str, method: &str, err: TypedIdError) -> ! {
    let mut message = Message::new();
    message
        .push_char('`')
        .push_str(ty)
        .push_str("::")
        .push_str(method)
        .push_str("`: ");
    if let TypedIdErrorKind::WrongVersion { expected, found } = err.kind() {
        message
            .push_str("expected a version ")
            .push_usize(expected as usize)
            .push_str(" UUID, found version ")
            .push_usize(found as usize);
    } else {
        message.push_str("expected a non-nil UUID, found the nil UUID");
    }
    panic!("{}", message.as_str())
}

/// The UUID of a time-ordered item `ty::method`, or its panic at an instant without a
/// v7 UUID: in a `const` item, a build error that says why.
#[track_caller]
pub const fn in_range(result: Result<Uuid, TimestampRangeError>, ty: &str, method: &str) -> Uuid {
    match result {
        Ok(uuid) => uuid,
        Err(err) => {
            let mut message = Message::new();
            message
                .push_char('`')
                .push_str(ty)
                .push_str("::")
                .push_str(method)
                .push_str("`: ")
                .push_str(err.message());
            panic!("{}", message.as_str())
        }
    }
}

/// The generic bodies of the items `#[derive(TypedId)]` generates.
pub use crate::typed::text as typed_id;
/// What `#[derive(TypedId)]` expands to calls: `impl_typed_id_new!` expands to nothing
/// without `std`, so the derive's output does not depend on the features. (The
/// integrations' macro, `__impl_typed_id_integrations!`, is named at the crate root: a
/// macro that another macro defines cannot be re-exported in its own crate.)
pub use crate::{
    __impl_typed_id as impl_typed_id, __impl_typed_id_fallback as impl_typed_id_fallback,
    __impl_typed_id_new as impl_typed_id_new, __impl_typed_id_new_v7 as impl_typed_id_new_v7,
    __impl_typed_id_rows as impl_typed_id_rows, __impl_typed_id_time as impl_typed_id_time,
};
/// What `#[derive(TypedIdEnum)]` expands to calls, and the functions its code calls.
pub use crate::{
    __impl_typed_id_enum as impl_typed_id_enum,
    __impl_typed_id_enum_fallback as impl_typed_id_enum_fallback,
    typed::polymorphic::dispatch as typed_id_enum,
};
/// The type `impl_typed_id_rows!`'s function returns.
#[cfg(feature = "_alloc")]
pub use alloc::vec::Vec as RowsVec;
