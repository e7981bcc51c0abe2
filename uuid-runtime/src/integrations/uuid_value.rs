//! [`UuidValue`]: what generic code that stores UUIDs takes, `Uuid`, `NonNilUuid` and
//! every typed ID, each read back with its own check; and the integrations' hooks, on
//! its sealed supertrait, so that the `TypedId` trait is its public contract alone.

use core::fmt;

use crate::typed::text::parse;
use crate::{Error, NonNilUuid, TypedId, TypedIdError, Uuid};

/// A value that is a UUID: [`Uuid`], [`NonNilUuid`] or a typed ID. The integrations'
/// generic helpers (serde's `with` modules, Arrow columns) take any of them, write its
/// 16 octets or its text, and read it back checked: a nil UUID is refused for a
/// `NonNilUuid`, a UUID of another version for a typed ID that requires one.
///
/// Sealed: the three kinds are all there are.
///
/// ```
/// use uuid_runtime::{NonNilUuid, TypedId, Uuid, UuidValue};
///
/// #[derive(TypedId, Debug, PartialEq)]
/// #[typed_id(version = 7)]
/// struct EventId(Uuid);
///
/// fn bits<T: UuidValue>(value: &T) -> u128 {
///     value.as_uuid().as_u128()
/// }
/// assert_eq!(bits(&Uuid::MAX), u128::MAX);
/// assert_eq!(bits(&NonNilUuid::new(Uuid::MAX).unwrap()), u128::MAX);
/// assert_eq!(bits(&EventId::from_uuid(Uuid::from_u128(0x7000 << 64))), 0x7000 << 64);
/// ```
pub trait UuidValue: sealed::Sealed {
    /// The UUID this value is, borrowed.
    fn as_uuid(&self) -> &Uuid;
}

pub(crate) mod sealed {
    use crate::{TypedIdError, Uuid};

    /// How a value is read back: the integrations' hooks, not nameable outside the
    /// crate.
    pub trait Sealed: Sized {
        /// The version every value of the type has, if the type promises one (a typed ID
        /// declared with `version`).
        const VERSION: Option<u8> = None;

        /// The value `uuid` stands for, or why it cannot be one.
        fn from_uuid_checked(uuid: Uuid) -> Result<Self, Refusal>;

        /// The value written in a text form of its own that is not a UUID's (a typed
        /// ID's TypeID, base58...), for readers that take both; `None` for a type whose
        /// text is a UUID's.
        #[inline]
        fn from_own_text(text: &str) -> Option<Result<Self, TypedIdError>> {
            let _ = text;
            None
        }

        /// The value of each row of 16 octets, if every one is accepted: a column's
        /// path (`arrow::from_array`), which makes no error (the caller finds the first
        /// refusal again).
        #[cfg(feature = "_alloc")]
        #[inline]
        fn from_rows(rows: &[[u8; 16]]) -> Option<alloc::vec::Vec<Self>> {
            let mut values = alloc::vec::Vec::with_capacity(rows.len());
            for row in rows {
                values.push(Self::from_uuid_checked(Uuid::from_bytes(*row)).ok()?);
            }
            Some(values)
        }
    }

    /// Why a UUID is not a value of a [`UuidValue`](super::UuidValue) type.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Refusal {
        /// The nil UUID, for a `NonNilUuid`.
        Nil,
        /// A typed ID's check failed (its version).
        TypedId(TypedIdError),
    }
}

pub(crate) use self::sealed::Refusal;

impl fmt::Display for Refusal {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Nil => fmt::Display::fmt(&Error::nil(36), f),
            Self::TypedId(err) => fmt::Display::fmt(err, f),
        }
    }
}

impl UuidValue for Uuid {
    #[inline]
    fn as_uuid(&self) -> &Uuid {
        self
    }
}

impl sealed::Sealed for Uuid {
    #[inline]
    fn from_uuid_checked(uuid: Uuid) -> Result<Self, Refusal> {
        Ok(uuid)
    }

    #[cfg(feature = "_alloc")]
    #[inline]
    fn from_rows(rows: &[[u8; 16]]) -> Option<alloc::vec::Vec<Self>> {
        Some(rows.iter().copied().map(Uuid::from_bytes).collect())
    }
}

impl UuidValue for NonNilUuid {
    #[inline]
    fn as_uuid(&self) -> &Uuid {
        NonNilUuid::as_uuid(self)
    }
}

impl sealed::Sealed for NonNilUuid {
    #[inline]
    fn from_uuid_checked(uuid: Uuid) -> Result<Self, Refusal> {
        Self::new(uuid).ok_or(Refusal::Nil)
    }
}

impl<T: TypedId> UuidValue for T {
    #[inline]
    fn as_uuid(&self) -> &Uuid {
        TypedId::as_uuid(self)
    }
}

impl<T: TypedId> sealed::Sealed for T {
    const VERSION: Option<u8> = T::VERSION;

    #[inline]
    fn from_uuid_checked(uuid: Uuid) -> Result<Self, Refusal> {
        T::try_from_uuid(uuid).map_err(Refusal::TypedId)
    }

    #[cfg(feature = "_alloc")]
    #[inline]
    fn from_rows(rows: &[[u8; 16]]) -> Option<alloc::vec::Vec<Self>> {
        T::__from_rows(rows)
    }

    fn from_own_text(text: &str) -> Option<Result<Self, TypedIdError>> {
        Some(parse(text))
    }
}

#[cfg(test)]
mod tests {
    use core::fmt;
    use core::str::FromStr;

    use super::sealed::Sealed;
    use crate::{NonNilUuid, TypedId, TypedIdError, TypedIdFormat, Uuid};

    const V7: Uuid = Uuid::from_u128(0x0190_163d_8694_739b_aea5_ea5b_fcd2_2bfd);

    /// A typed ID written by hand over a `Uuid`, lending its field as the derive's do.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Lent(Uuid);

    impl fmt::Display for Lent {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            fmt::Display::fmt(&self.0, f)
        }
    }

    impl FromStr for Lent {
        type Err = TypedIdError;

        fn from_str(text: &str) -> Result<Self, TypedIdError> {
            Ok(Self(text.parse::<Uuid>()?))
        }
    }

    impl TypedId for Lent {
        const PREFIX: &'static str = "";
        const FORMAT: TypedIdFormat = TypedIdFormat::Hyphenated;
        const VERSION: Option<u8> = None;

        fn try_from_uuid(uuid: Uuid) -> Result<Self, TypedIdError> {
            Ok(Self(uuid))
        }

        fn as_uuid(&self) -> &Uuid {
            &self.0
        }
    }

    /// The stores that borrow a value's octets (rusqlite, diesel) find them in every
    /// kind of value, a `NonNilUuid`'s too.
    #[test]
    fn every_value_lends_its_octets() {
        use super::UuidValue;

        assert_eq!(UuidValue::as_uuid(&V7), &V7);
        assert_eq!(UuidValue::as_uuid(&NonNilUuid::new(V7).unwrap()), &V7);
        assert_eq!(UuidValue::as_uuid(&Lent(V7)), &V7);
    }

    /// Text a store holds (BSON) is read as a typed ID's own form, and only typed IDs
    /// have one of their own.
    #[test]
    fn only_typed_ids_read_their_own_text() {
        let text = "0190163d-8694-739b-aea5-ea5bfcd22bfd";
        assert_eq!(<Uuid as Sealed>::from_own_text(text), None);
        assert_eq!(<NonNilUuid as Sealed>::from_own_text(text), None);
        assert_eq!(<Lent as Sealed>::from_own_text(text), Some(Ok(Lent(V7))));
        assert!(matches!(
            <Lent as Sealed>::from_own_text("0190163d"),
            Some(Err(_))
        ));
    }

    /// A column's rows are read with each kind of value's own check (`arrow::from_array`).
    #[cfg(feature = "_alloc")]
    #[test]
    fn columns_read_every_row_with_each_values_check() {
        use alloc::vec;

        let rows = [V7, Uuid::MAX].map(Uuid::into_bytes);
        assert_eq!(Uuid::from_rows(&rows), Some(vec![V7, Uuid::MAX]));
        let non_nil = [V7, Uuid::MAX].map(|id| NonNilUuid::new(id).unwrap());
        assert_eq!(NonNilUuid::from_rows(&rows), Some(non_nil.to_vec()));
        assert_eq!(NonNilUuid::from_rows(&[Uuid::NIL.into_bytes()]), None);
        assert_eq!(
            <Lent as Sealed>::from_rows(&rows),
            Some(vec![Lent(V7), Lent(Uuid::MAX)])
        );
    }
}
