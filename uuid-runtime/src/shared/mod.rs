//! The code `uuid-runtime` and `uuid-runtime-macros` share, compiled from this one source.
//!
//! `uuid-runtime-macros` reaches this folder through a symlink (as `serde_derive_internals`
//! shares `serde_derive`'s source), so it must depend on nothing but `core` and must
//! not name `crate::` items: the text forms of a UUID (`text/`), the TypeID-prefix
//! grammar and RFC 3339's date-time (with its calendar), with their errors and
//! messages, the bit layout, the predefined namespaces, the `const fn` hashes and the
//! name-based versions made with them, the UTF-8 helpers they share, and the drawing of
//! a literal with carets under a problem.

pub mod calendar;
pub mod draw;
pub mod hash;
pub mod layout;
pub mod message;
pub mod name_based;
pub mod namespace;
pub mod rfc3339;
pub mod text;
pub mod utf8;
