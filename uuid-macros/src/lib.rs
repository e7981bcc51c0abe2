//! Procedural macros behind `uuid-runtime`. Depend on `uuid-runtime`, not on this crate.
