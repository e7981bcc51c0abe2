//! `arbitrary` (feature `arbitrary`): `Arbitrary` for `Uuid`, `NonNilUuid` and typed
//! IDs, for fuzzing with `cargo fuzz`.
//!
//! A `Uuid` is any 16 bytes of the fuzzer's input, so a fuzzer reaches every value:
//! nil, max, every version and variant. A typed ID with a `version` gets those bytes
//! with its version and the RFC 9562 variant set, so it is always a valid value.
//!
//! ```
//! use arbitrary::{Arbitrary, Unstructured};
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! // Whatever bytes the fuzzer gives, a `UserId` is a v7 UUID of the RFC 9562 variant.
//! let id = UserId::arbitrary(&mut Unstructured::new(&[0xff; 16]))?;
//! assert_eq!(id.as_uuid().to_string(), "ffffffff-ffff-7fff-bfff-ffffffffffff");
//! let id = UserId::arbitrary(&mut Unstructured::new(&[]))?;
//! assert_eq!(id.as_uuid().to_string(), "00000000-0000-7000-8000-000000000000");
//! # Ok::<(), arbitrary::Error>(())
//! ```

use arbitrary::{Arbitrary, Error, Result, Unstructured};

use crate::{NonNilUuid, TypedId, Uuid};

/// What the expansions of this file's macros name, as `$crate::integrations::arbitrary::…`.
#[doc(hidden)]
pub use ::arbitrary;

/// Any 16 bytes: every UUID, whatever its version and variant. When the input runs
/// out, the missing bytes are zero (as for integers), so this never fails.
///
/// ```
/// use arbitrary::{Arbitrary, Unstructured};
/// use uuid_runtime::Uuid;
///
/// let mut input = Unstructured::new(&[0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1,
///                                     0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8]);
/// assert_eq!(Uuid::arbitrary(&mut input)?, Uuid::NAMESPACE_DNS);
/// # Ok::<(), arbitrary::Error>(())
/// ```
impl<'a> Arbitrary<'a> for Uuid {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        <[u8; 16]>::arbitrary(u).map(Self::from_bytes)
    }

    fn size_hint(_depth: usize) -> (usize, Option<usize>) {
        (16, Some(16))
    }
}

/// Any 16 bytes but all zeros, which are rejected with
/// [`Error::IncorrectFormat`] (as `arbitrary` does for `NonZeroU128`).
///
/// ```
/// use arbitrary::{Arbitrary, Unstructured};
/// use uuid_runtime::NonNilUuid;
///
/// let id = NonNilUuid::arbitrary(&mut Unstructured::new(&[0xff; 16]))?;
/// assert!(id.get().is_max());
/// assert!(NonNilUuid::arbitrary(&mut Unstructured::new(&[0; 16])).is_err());
/// # Ok::<(), arbitrary::Error>(())
/// ```
impl<'a> Arbitrary<'a> for NonNilUuid {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        Self::new(Uuid::arbitrary(u)?).ok_or(Error::IncorrectFormat)
    }

    fn size_hint(depth: usize) -> (usize, Option<usize>) {
        Uuid::size_hint(depth)
    }
}

/// The body of a typed ID's `Arbitrary::arbitrary`: 16 bytes, with `T::VERSION` and the
/// RFC 9562 variant set when `T` has a version.
#[doc(hidden)]
pub fn arbitrary_typed_id<T: TypedId>(u: &mut Unstructured<'_>) -> Result<T> {
    let uuid = Uuid::arbitrary(u)?;
    let uuid = T::VERSION.map_or(uuid, |version| {
        Uuid::with_version(uuid.into_bytes(), version)
    });
    // Only a hand-written `TypedId` with checks of its own can refuse this.
    T::try_from_uuid(uuid).map_err(|_| Error::IncorrectFormat)
}

/// `Arbitrary` for a typed ID, through `arbitrary_typed_id`.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_arbitrary {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl<'a> $crate::integrations::arbitrary::arbitrary::Arbitrary<'a> for $ty {
            fn arbitrary(
                __u: &mut $crate::integrations::arbitrary::arbitrary::Unstructured<'a>,
            ) -> $crate::integrations::arbitrary::arbitrary::Result<Self> {
                $crate::integrations::arbitrary::arbitrary_typed_id(__u)
            }

            fn size_hint(
                __depth: ::core::primitive::usize,
            ) -> (
                ::core::primitive::usize,
                ::core::option::Option<::core::primitive::usize>,
            ) {
                (16, ::core::option::Option::Some(16))
            }
        }
    };
}
