//! The toolkit without databases or services: the value type, its text forms, the
//! generators, name-based UUIDs, TypeIDs and typed IDs, against the RFC's vectors and
//! independent implementations (the `uuid` crate, the `md-5`, `sha1` and `sha2` hashes, the compact
//! forms' crates), and the light integrations through their real crates. One binary,
//! a module per subject; the trybuild cases (`ui.rs`) and the fork tests (`fork.rs`,
//! which fork this process) are binaries of their own.

mod coverage;
mod derive_hygiene;
mod differential;
mod draft_v7;
mod generate;
mod generate_limits;
mod integrations;
mod layouts;
mod macro_equals_runtime;
mod migration;
mod name_based;
mod no_std_renamed;
mod non_nil;
mod non_nil_typed_id;
mod parse;
mod properties;
mod quickstart;
mod renamed_dependency;
mod rkyv;
mod serde;
mod text_forms;
mod time_keys;
mod time_libraries;
mod typed_id;
mod typed_id_enum;
mod typed_id_formats;
mod typeid;
mod vectors;
