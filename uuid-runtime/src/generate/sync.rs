//! The atomics the generators' state lives in: the standard library's, or loom's in the
//! loom model (`RUSTFLAGS="--cfg loom"`, unit tests only; see `loom_model.rs`), so that
//! the model checks the generators' own code. Only the crate's test build changes:
//! `--cfg loom` set for another crate's loom tests leaves this crate as it is.

#[cfg(all(test, loom))]
pub(super) use loom::{
    sync::atomic::{AtomicU64, Ordering},
    thread::yield_now,
};
#[cfg(not(all(test, loom)))]
pub(super) use std::{
    sync::atomic::{AtomicU64, Ordering},
    thread::yield_now,
};

/// A `const fn`, but a plain `fn` in the loom model, whose atomics are made at run time
/// inside each execution.
macro_rules! const_unless_loom {
    ($(#[$attr:meta])* $vis:vis const fn $($rest:tt)*) => {
        #[cfg(not(all(test, loom)))]
        $(#[$attr])* $vis const fn $($rest)*
        #[cfg(all(test, loom))]
        $(#[$attr])* $vis fn $($rest)*
    };
}
