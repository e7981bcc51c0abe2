//! The toolkit without databases or services: the value type, its text forms, the
//! generators, name-based UUIDs, TypeIDs and typed IDs, against the RFC's vectors and
//! independent implementations (the `uuid` crate, the `md-5`, `sha1` and `sha2` hashes, the compact
//! forms' crates), and the light integrations through their real crates. One binary,
//! a module per subject; the fork tests (`fork.rs`, which fork this process) are a
//! binary of their own, and the macros' trybuild cases a package (`tests/ui`).

// Under Miri (`.ci/miri`) only the subjects whose tests reach `unsafe` code are built,
// without the dev-dependencies the others need (`Cargo.toml`).
#[cfg(not(miri))]
mod coverage;
#[cfg(not(miri))]
mod derive_hygiene;
mod differential;
#[cfg(not(miri))]
mod draft_v7;
#[cfg(not(miri))]
mod generate;
#[cfg(not(miri))]
mod generate_limits;
mod integrations;
#[cfg(not(miri))]
mod layouts;
#[cfg(not(miri))]
mod macro_equals_runtime;
#[cfg(not(miri))]
mod migration;
#[cfg(not(miri))]
mod name_based;
#[cfg(not(miri))]
mod no_std_renamed;
mod non_nil;
mod non_nil_typed_id;
mod parse;
#[cfg(not(miri))]
mod properties;
#[cfg(not(miri))]
mod quickstart;
#[cfg(not(miri))]
mod renamed_dependency;
mod rkyv;
#[cfg(not(miri))]
mod serde;
mod text_forms;
#[cfg(not(miri))]
mod time_keys;
#[cfg(not(miri))]
mod time_libraries;
mod typed_id;
mod typed_id_enum;
mod typed_id_formats;
mod typeid;
#[cfg(not(miri))]
mod vectors;
