//! `fake` 4.x (feature `fake`): `Dummy<Faker>` for `Uuid`, `NonNilUuid` and typed IDs, so
//! that `Faker.fake()` makes them for fake data, fixtures and seeded databases, and so do
//! the fields of a struct that derives fake's `Dummy`.
//!
//! A `Uuid` is any 128 bits, as fake's own `uuid` feature makes the `uuid` crate's
//! `Uuid`; a `NonNilUuid` any but the nil UUID; a typed ID declared with a `version` has
//! that version and the RFC 9562 variant (its other bits random), so that it is a value
//! of its type; without a version, any 128 bits. With a seeded generator
//! (`fake_with_rng`) the values are reproducible.
//!
//! ```
//! use fake::rand::SeedableRng;
//! use fake::rand::rngs::StdRng;
//! use fake::{Fake, Faker};
//! use uuid_runtime::{NonNilUuid, TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! let id: UserId = Faker.fake();
//! assert_eq!(id.as_uuid().get_version_num(), 7);
//! let key: NonNilUuid = Faker.fake();
//! assert!(!key.get().is_nil());
//!
//! // The same seed, the same values.
//! let (mut one, mut two) = (StdRng::seed_from_u64(7), StdRng::seed_from_u64(7));
//! let first: Uuid = Faker.fake_with_rng(&mut one);
//! assert_eq!(first, Faker.fake_with_rng::<Uuid, _>(&mut two));
//! ```

use fake::Rng;

use crate::{NonNilUuid, Uuid, UuidValue};

/// What the expansions of this file's macros name, as `$crate::integrations::fake::…`.
#[doc(hidden)]
pub use ::fake;

/// How many draws a value may refuse before `dummy` gives up: a derived typed ID refuses
/// none (its version is set), a `NonNilUuid` only the nil UUID (once in 2^128 draws);
/// only a hand-written typed ID whose own check refuses most UUIDs of its version gets
/// here.
const DRAWS: usize = 64;

/// The body of `Dummy<Faker>::dummy_with_rng`: 128 random bits, with `T`'s version and
/// the RFC 9562 variant when `T` promises a version, drawn again when `T` refuses them.
///
/// # Panics
///
/// If `T` refuses [`DRAWS`] draws in a row (a hand-written `TypedId` whose check refuses
/// UUIDs of its own version): `Dummy` has no error to return.
#[doc(hidden)]
pub fn dummy<T: UuidValue, R: Rng + ?Sized>(rng: &mut R) -> T {
    for _ in 0..DRAWS {
        let uuid = Uuid::from_u128(rng.random());
        let uuid = T::VERSION.map_or(uuid, |version| {
            Uuid::with_version(uuid.into_bytes(), version)
        });
        if let Ok(value) = T::from_uuid_checked(uuid) {
            return value;
        }
    }
    panic!(
        "`{}` refused {DRAWS} random UUIDs of its version: its `TypedId::try_from_uuid` checks more than the version",
        core::any::type_name::<T>()
    )
}

/// `Dummy<Faker>` for a typed ID, through `dummy`; `Uuid`'s and `NonNilUuid`'s too.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_fake {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::fake::fake::Dummy<$crate::integrations::fake::fake::Faker>
            for $ty
        {
            fn dummy_with_rng<
                __R: $crate::integrations::fake::fake::Rng + ?::core::marker::Sized,
            >(
                _: &$crate::integrations::fake::fake::Faker,
                __rng: &mut __R,
            ) -> Self {
                $crate::integrations::fake::dummy(__rng)
            }
        }
    };
}

crate::__impl_typed_id_fake!(Uuid, version = []);
crate::__impl_typed_id_fake!(NonNilUuid, version = []);
