//! Shared helpers for the workspace's integration tests, examples and benchmarks.
//!
//! This crate is not published; it exists so that `tests/`, `examples/` and
//! `benches/` at the top of the workspace have a package to belong to.

pub mod postgres;
