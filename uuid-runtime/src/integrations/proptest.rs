//! Strategies for property tests with [`proptest`](https://docs.rs/proptest) (feature
//! `proptest`).
//!
//! `Uuid`, `NonNilUuid` and every typed ID implement proptest's `Arbitrary`, so
//! `any::<Uuid>()` and `any::<UserId>()` work; a typed ID with a `version` only ever
//! gets UUIDs of that version with the RFC 9562 variant. [`uuid_v`] gives the same for
//! a version of your choice. Failing cases shrink towards the smallest UUID the
//! strategy can give.
//!
//! ```
//! use proptest::prelude::*;
//! use uuid_runtime::{integrations::proptest::uuid_v, Uuid, Variant};
//!
//! proptest!(|(id in uuid_v(7), any_id in any::<Uuid>())| {
//!     prop_assert_eq!((id.get_version_num(), id.get_variant()), (7, Variant::RFC4122));
//!     prop_assert_eq!(any_id.to_string().parse::<Uuid>().unwrap(), any_id);
//! });
//! ```

use core::fmt;

use proptest::arbitrary::Arbitrary;
use proptest::num::u128::{ANY as ANY_U128, BinarySearch};
use proptest::strategy::{FilterMap, NewTree, Strategy, ValueTree};
use proptest::test_runner::TestRunner;

use crate::{NonNilUuid, TypedId, Uuid};

/// What the expansions of this file's macros name, as `$crate::integrations::proptest::…`.
#[doc(hidden)]
pub use ::proptest;

/// A strategy for UUIDs: any 128 bits, or with a version and the RFC 9562 variant set.
/// Made by [`uuid_v`] and `any::<Uuid>()`.
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// use uuid_runtime::integrations::proptest::uuid_v;
///
/// let mut runner = TestRunner::deterministic();
/// let id = uuid_v(4).new_tree(&mut runner).unwrap().current();
/// assert_eq!(id.get_version_num(), 4);
/// ```
#[derive(Clone, Copy, Debug)]
#[must_use = "strategies do nothing unless used"]
pub struct UuidStrategy {
    version: Option<u8>,
}

/// The value tree of [`UuidStrategy`]: it shrinks the 128 bits by binary search
/// towards zero, then sets the version and variant, if any.
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// use uuid_runtime::integrations::proptest::uuid_v;
///
/// let mut tree = uuid_v(7).new_tree(&mut TestRunner::deterministic()).unwrap();
/// while tree.simplify() {}
/// assert_eq!(tree.current().to_string(), "00000000-0000-7000-8000-000000000000");
/// ```
#[derive(Clone, Debug)]
pub struct UuidValueTree {
    bits: BinarySearch,
    version: Option<u8>,
}

/// UUIDs of version `version` (0 to 15) with the RFC 9562 variant, and any other bits.
///
/// # Panics
///
/// If `version` is above 15: the version field has 4 bits.
///
/// ```
/// use proptest::prelude::*;
/// use uuid_runtime::{integrations::proptest::uuid_v, Variant};
///
/// proptest!(|(id in uuid_v(6))| {
///     prop_assert_eq!(id.get_version_num(), 6);
///     prop_assert_eq!(id.get_variant(), Variant::RFC4122);
///     prop_assert!(id.get_timestamp().is_some());
/// });
/// ```
pub const fn uuid_v(version: u8) -> UuidStrategy {
    assert!(version <= 15, "a UUID version has 4 bits: 0 to 15");
    UuidStrategy {
        version: Some(version),
    }
}

impl Strategy for UuidStrategy {
    type Tree = UuidValueTree;
    type Value = Uuid;

    fn new_tree(&self, runner: &mut TestRunner) -> NewTree<Self> {
        Ok(UuidValueTree {
            bits: ANY_U128.new_tree(runner)?,
            version: self.version,
        })
    }
}

impl ValueTree for UuidValueTree {
    type Value = Uuid;

    fn current(&self) -> Uuid {
        let uuid = Uuid::from_u128(self.bits.current());
        self.version.map_or(uuid, |version| {
            Uuid::with_version(uuid.into_bytes(), version)
        })
    }

    fn simplify(&mut self) -> bool {
        self.bits.simplify()
    }

    fn complicate(&mut self) -> bool {
        self.bits.complicate()
    }
}

/// Any 128 bits: every UUID, whatever its version and variant.
///
/// ```
/// use proptest::prelude::*;
/// use uuid_runtime::Uuid;
///
/// proptest!(|(id in any::<Uuid>())| {
///     prop_assert_eq!(Uuid::from_u128(id.as_u128()), id);
/// });
/// ```
impl Arbitrary for Uuid {
    type Parameters = ();
    type Strategy = UuidStrategy;

    fn arbitrary_with((): ()) -> UuidStrategy {
        UuidStrategy { version: None }
    }
}

/// A strategy that maps UUIDs to another type, rejecting the ones it refuses: the
/// strategy of `any::<NonNilUuid>()` and of every typed ID's `any::<T>()`.
///
/// ```
/// use proptest::prelude::*;
/// use uuid_runtime::{integrations::proptest::FromUuidStrategy, TypedId, Uuid};
///
/// #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
/// #[typed_id(prefix = "order", version = 7)]
/// struct OrderId(Uuid);
///
/// let orders: FromUuidStrategy<OrderId> = any::<OrderId>();
/// proptest!(|(order in orders)| {
///     prop_assert_eq!(order.as_uuid().get_version_num(), 7);
/// });
/// ```
pub type FromUuidStrategy<T> = FilterMap<UuidStrategy, fn(Uuid) -> Option<T>>;

/// Any 128 bits but all zeros.
///
/// ```
/// use proptest::prelude::*;
/// use uuid_runtime::NonNilUuid;
///
/// proptest!(|(id in any::<NonNilUuid>())| {
///     prop_assert!(!id.get().is_nil());
/// });
/// ```
impl Arbitrary for NonNilUuid {
    type Parameters = ();
    type Strategy = FromUuidStrategy<Self>;

    fn arbitrary_with((): ()) -> FromUuidStrategy<Self> {
        Uuid::arbitrary().prop_filter_map("the nil UUID", Self::new as fn(Uuid) -> Option<Self>)
    }
}

#[doc(hidden)]
/// The body of a typed ID's `arbitrary_with`: UUIDs of `T::VERSION` with the RFC 9562
/// variant when `T` has a version, any UUID otherwise.
pub fn typed_id_strategy<T: TypedId + fmt::Debug>() -> FromUuidStrategy<T> {
    let uuids = UuidStrategy {
        version: T::VERSION,
    };
    // Only a hand-written `TypedId` with checks of its own rejects any.
    let adopt: fn(Uuid) -> Option<T> = |uuid| T::try_from_uuid(uuid).ok();
    uuids.prop_filter_map("a UUID the typed ID rejects", adopt)
}

/// proptest's `Arbitrary` for a typed ID, through `typed_id_strategy`.
///
/// proptest requires `Debug`, which the derive leaves to the user: the `for<'a>` bound
/// keeps a typed ID without `Debug` compiling (it has no `Arbitrary`, and `any::<T>()`
/// says why), so that turning the feature on never breaks a build.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_proptest {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::proptest::proptest::arbitrary::Arbitrary for $ty
        where
            for<'a> $ty: ::core::fmt::Debug,
        {
            type Parameters = ();
            type Strategy = $crate::integrations::proptest::FromUuidStrategy<$ty>;

            fn arbitrary_with((): ()) -> $crate::integrations::proptest::FromUuidStrategy<$ty> {
                $crate::integrations::proptest::typed_id_strategy()
            }
        }
    };
}
