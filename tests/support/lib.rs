//! Shared helpers for the workspace's integration tests, examples and benchmarks.
//!
//! This crate is not published; it exists so that `tests/`, `examples/` and
//! `benches/` at the top of the workspace have a package to belong to.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Builds the user crate in `tests/crates/<name>` with `cargo build`, in a target
/// directory beside this build's own (as trybuild does), shared by those crates.
///
/// # Panics
///
/// If cargo cannot be run.
pub fn build_test_crate(name: &str) -> Output {
    cargo_on_test_crate("build", name)
}

/// Builds and runs the user crate in `tests/crates/<name>` with `cargo run`, as
/// [`build_test_crate`] builds one.
///
/// # Panics
///
/// If cargo cannot be run.
pub fn run_test_crate(name: &str) -> Output {
    cargo_on_test_crate("run", name)
}

/// `cargo <command>` on the user crate in `tests/crates/<name>`.
fn cargo_on_test_crate(command: &str, name: &str) -> Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = root.join("tests/crates").join(name).join("Cargo.toml");
    let target = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.parent()?.join("tests/crates")))
        .unwrap_or_else(|| PathBuf::from(root).join("target/tests/crates"));
    Command::new(env!("CARGO"))
        .args([command, "--quiet", "--color", "never", "--manifest-path"])
        .arg(&manifest)
        .arg("--target-dir")
        .arg(&target)
        .output()
        .expect("cargo runs")
}
pub mod postgres;
