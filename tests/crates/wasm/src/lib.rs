//! `uuid-runtime` on `wasm32-unknown-unknown`, run in a JavaScript engine (Node) by
//! `wasm-bindgen-test-runner`: everything that needs no clock or randomness with the
//! default features off, and with the feature `js` the generators, which take their time
//! and random bits from the host.
//!
//! From the repository's root:
//!
//! ```text
//! cd tests/crates/wasm
//! bash ../../../.ci/wasm-toolchain cargo test --target wasm32-unknown-unknown \
//!     -Zbuild-std=std,panic_abort [--features js]
//! ```

#[cfg(test)]
mod text;

#[cfg(test)]
mod typed_ids;

#[cfg(all(test, feature = "js"))]
mod generators;
