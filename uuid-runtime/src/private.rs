//! Items the macros' expansions name. Not part of the API: no stability promises.

#[cfg(feature = "macros")]
pub use uuid_macros::{uuid_literal, uuid_v3, uuid_v5, uuid_v8};

use crate::Uuid;

/// A UUID as an associated constant of a const-generic type, so that an expansion is a
/// path: valid as a pattern as well as an expression.
pub struct Literal<const VALUE: u128>;

impl<const VALUE: u128> Literal<VALUE> {
    /// The UUID whose 128 bits are `VALUE`.
    pub const UUID: Uuid = Uuid::from_u128(VALUE);
}

/// The generic bodies of the items `#[derive(TypedId)]` generates.
pub use crate::typed_id::expansion as typed_id;
/// What `#[derive(TypedId)]` expands to calls: `impl_typed_id_new!` expands to nothing
/// without `std`, and `impl_typed_id_integrations!` to the impls of the enabled
/// integrations (see `src/integrations/mod.rs`), so the derive's output does not depend
/// on the features.
pub use crate::{
    __impl_typed_id_integrations as impl_typed_id_integrations,
    __impl_typed_id_new as impl_typed_id_new,
};

/// For `__impl_typed_id_serde!`.
#[cfg(feature = "serde")]
pub use crate::integrations::serde as serde_impl;
#[cfg(feature = "serde")]
pub use ::serde;

/// For `__impl_typed_id_arbitrary!`.
#[cfg(feature = "arbitrary")]
pub use crate::integrations::arbitrary as arbitrary_impl;
#[cfg(feature = "arbitrary")]
pub use ::arbitrary;

/// For `__impl_typed_id_proptest!`.
#[cfg(feature = "proptest")]
pub use crate::integrations::proptest as proptest_impl;
#[cfg(feature = "proptest")]
pub use ::proptest;

/// For `__impl_typed_id_borsh!`.
#[cfg(feature = "borsh")]
pub use crate::integrations::borsh as borsh_impl;
#[cfg(feature = "borsh")]
pub use ::borsh;
