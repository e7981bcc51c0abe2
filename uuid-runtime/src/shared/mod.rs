//! The code `uuid-runtime` and `uuid-macros` share, compiled from this one source.
//!
//! `uuid-macros` reaches this folder through a symlink (as `serde_derive_internals`
//! shares `serde_derive`'s source), so it must depend on nothing but `core` and must
//! not name `crate::` items: the text grammar with its errors, and the bit layout.

pub mod grammar;
pub mod layout;
pub mod typeid_prefix;
