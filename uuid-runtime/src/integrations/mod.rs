//! Optional integrations with other crates, one file each, each behind the Cargo
//! feature of the same name (off by default).
//!
//! An integration implements the other crate's traits for [`Uuid`](crate::Uuid), and
//! for typed IDs through a `macro_rules!` macro, `__impl_typed_id_<feature>!(Type)`,
//! defined in its file. `#[derive(TypedId)]` emits one call,
//! `impl_typed_id_integrations!(Type)`, whatever the features: that macro calls every
//! integration's macro, and the twin defined below for a feature that is off expands
//! to nothing. So the derive's output does not depend on the features; the runtime's
//! decide which impls exist (the `cfg`s are evaluated here, not in the user's crate).
//!
//! Adding an integration: its file and `mod` line, its macro, its line in
//! `__impl_typed_id_integrations`, and its no-op twin below.

#[cfg(feature = "arbitrary")]
pub mod arbitrary;
#[cfg(feature = "borsh")]
pub mod borsh;
#[cfg(feature = "bytemuck")]
mod bytemuck;
#[cfg(feature = "proptest")]
pub mod proptest;
#[cfg(feature = "serde")]
pub mod serde;
#[cfg(feature = "uuid")]
mod uuid;
#[cfg(feature = "zerocopy")]
mod zerocopy;

/// Every integration's impls for a typed ID: the one call the derive emits.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_integrations {
    ($ty:ident) => {
        $crate::__impl_typed_id_serde!($ty);
        $crate::__impl_typed_id_arbitrary!($ty);
        $crate::__impl_typed_id_proptest!($ty);
        $crate::__impl_typed_id_borsh!($ty);
    };
}

// The no-op twins, for the features that are off.

#[cfg(not(feature = "serde"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_serde {
    ($ty:ident) => {};
}

#[cfg(not(feature = "arbitrary"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_arbitrary {
    ($ty:ident) => {};
}

#[cfg(not(feature = "proptest"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_proptest {
    ($ty:ident) => {};
}

#[cfg(not(feature = "borsh"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_borsh {
    ($ty:ident) => {};
}
