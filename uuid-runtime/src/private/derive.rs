//! What the derives' expansions name: `#[derive(TypedId)]`'s field check, its panics,
//! the typed-ID text engine and the macros it calls; `#[derive(TypedIdEnum)]`'s.

use core::marker::PhantomData;

/// What a derived `TypedId::from_rows` returns.
#[cfg(feature = "_alloc")]
pub use alloc::vec::Vec;

use crate::shared::message::Message;
use crate::typed_id::text::check_version;
use crate::{NonNilUuid, TypedIdError, TypedIdErrorKind, Uuid};

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

/// What the derived code does with a field of type `F` (`Uuid` or `NonNilUuid`): check
/// a UUID for it, and read its UUID. Inherent `const fn`s of each instance, which a
/// trait's cannot be on stable Rust.
pub struct FieldOf<F>(PhantomData<F>);

impl FieldOf<Uuid> {
    /// `uuid`, if it has `version` (when one is required).
    pub const fn check(uuid: Uuid, version: Option<u8>) -> Result<Uuid, TypedIdError> {
        check_version(uuid, version)
    }

    /// The UUID.
    pub const fn uuid(value: Uuid) -> Uuid {
        value
    }

    /// `uuid`, and whether [`check`](Self::check) accepts it.
    #[inline]
    pub const fn flagged(uuid: Uuid, version: Option<u8>) -> (Uuid, bool) {
        (uuid, check_version(uuid, version).is_ok())
    }
}

impl FieldOf<NonNilUuid> {
    /// `uuid` as a `NonNilUuid`, unless it is nil (checked first) or lacks `version`.
    pub const fn check(uuid: Uuid, version: Option<u8>) -> Result<NonNilUuid, TypedIdError> {
        let Some(value) = NonNilUuid::new(uuid) else {
            return Err(TypedIdError::nil());
        };
        match check_version(uuid, version) {
            Ok(_) => Ok(value),
            Err(err) => Err(err),
        }
    }

    /// The UUID.
    pub const fn uuid(value: NonNilUuid) -> Uuid {
        value.get()
    }

    /// `uuid` as a `NonNilUuid` (the max UUID standing in for a nil), and whether
    /// [`check`](Self::check) accepts it.
    #[inline]
    pub const fn flagged(uuid: Uuid, version: Option<u8>) -> (NonNilUuid, bool) {
        const STAND_IN: NonNilUuid = match NonNilUuid::new(Uuid::MAX) {
            Some(max) => max,
            None => unreachable!(),
        };
        match NonNilUuid::new(uuid) {
            Some(value) => (value, check_version(uuid, version).is_ok()),
            None => (STAND_IN, false),
        }
    }
}

/// The body of a derived `TypedId::from_rows`: each row read as a UUID, `flagged` as
/// the field's value with whether it is accepted, and made a typed ID by `construct`,
/// in one pass that writes every value and asks only at the end whether all were
/// accepted (a branch a value would keep the loop from running at the speed of a copy).
#[cfg(feature = "_alloc")]
#[inline]
pub fn collect_rows<F, T>(
    rows: &[[u8; 16]],
    flagged: impl Fn(Uuid) -> (F, bool),
    construct: impl Fn(F) -> T,
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

/// The panic of a typed ID's `from_uuid` (`function`) given a UUID it refuses: in a
/// `const` item, a build error that says why.
pub const fn refused(function: &str, err: TypedIdError) -> ! {
    if let TypedIdErrorKind::WrongVersion { expected, found } = err.kind() {
        wrong_version(function, expected, found)
    }
    let mut message = Message::new();
    message
        .push_char('`')
        .push_str(function)
        .push_str("`: expected a non-nil UUID, found the nil UUID");
    panic!("{}", message.as_str())
}

/// The panic of a typed ID's `from_uuid` (`function`) given a UUID of the wrong
/// version: in a `const` item, a build error that names both versions.
pub const fn wrong_version(function: &str, expected: u8, found: u8) -> ! {
    let mut message = Message::new();
    message
        .push_char('`')
        .push_str(function)
        .push_str("`: expected a version ")
        .push_usize(expected as usize)
        .push_str(" UUID, found version ")
        .push_usize(found as usize);
    panic!("{}", message.as_str())
}

/// What the time-ordered items of `#[derive(TypedId)]` call: the panic of a bound at an
/// instant without a v7 UUID, and `new_at`'s UUID.
#[cfg(feature = "std")]
pub use crate::generate::v7_at;
/// The generic bodies of the items `#[derive(TypedId)]` generates.
pub use crate::typed_id::text as typed_id;
pub use crate::v7_bounds::out_of_range;
/// What `#[derive(TypedId)]` expands to calls: `impl_typed_id_new!` expands to nothing
/// without `std`, and `impl_typed_id_integrations!` to the impls of the enabled
/// integrations (see `src/integrations/mod.rs`), so the derive's output does not depend
/// on the features.
pub use crate::{
    __impl_typed_id as impl_typed_id, __impl_typed_id_fallback as impl_typed_id_fallback,
    __impl_typed_id_integrations as impl_typed_id_integrations,
    __impl_typed_id_new as impl_typed_id_new, __impl_typed_id_new_at as impl_typed_id_new_at,
    __impl_typed_id_time as impl_typed_id_time,
};
/// What `#[derive(TypedIdEnum)]` expands to calls, and the functions its code calls.
pub use crate::{
    __impl_typed_id_enum as impl_typed_id_enum,
    __impl_typed_id_enum_fallback as impl_typed_id_enum_fallback,
    typed_id_enum::dispatch as typed_id_enum,
};

#[cfg(all(test, feature = "_alloc"))]
mod tests {
    use alloc::vec;

    use super::{FieldOf, collect_rows};
    use crate::{NonNilUuid, Uuid};

    const V7: Uuid = Uuid::from_u128(0x0190_163d_8694_739b_aea5_ea5b_fcd2_2bfd);
    const V4: Uuid = Uuid::from_u128(0x6ba7_b810_9dad_41d1_80b4_00c0_4fd4_30c8);

    /// Every row read, in order, when each is accepted; `None` for a refusal at any row.
    #[test]
    fn collect_rows_reads_every_row_or_refuses_the_column() {
        let column = [V7, Uuid::MAX, V7];
        let rows = column.map(Uuid::into_bytes);
        let any = |uuid| FieldOf::<Uuid>::flagged(uuid, None);
        assert_eq!(
            collect_rows(&rows, any, |uuid| uuid),
            Some(vec![V7, Uuid::MAX, V7])
        );
        assert_eq!(collect_rows(&[], any, |uuid| uuid), Some(vec![]));

        let v7 = |uuid| FieldOf::<Uuid>::flagged(uuid, Some(7));
        let non_nil = |uuid| FieldOf::<NonNilUuid>::flagged(uuid, None);
        for at in 0..rows.len() {
            let mut refused = rows;
            refused[at] = V4.into_bytes();
            assert_eq!(collect_rows(&refused, v7, |uuid| uuid), None, "row {at}");
            refused[at] = Uuid::NIL.into_bytes();
            assert_eq!(
                collect_rows(&refused, non_nil, NonNilUuid::get),
                None,
                "row {at}"
            );
        }
        assert_eq!(
            collect_rows(&rows, non_nil, NonNilUuid::get),
            Some(column.to_vec())
        );
    }
}
