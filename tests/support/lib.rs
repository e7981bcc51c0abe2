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
    test_crate(name, "build").output().expect("cargo runs")
}

/// `cargo <subcommand>` (`build`, `run`) on the user crate in `tests/crates/<name>`, in
/// the target directory [`build_test_crate`] uses; add environment variables and run it.
pub fn test_crate(name: &str, subcommand: &str) -> Command {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = root.join("tests/crates").join(name).join("Cargo.toml");
    let target = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.parent()?.join("tests/crates")))
        .unwrap_or_else(|| PathBuf::from(root).join("target/tests/crates"));
    let mut command = Command::new(env!("CARGO"));
    command
        .args([subcommand, "--quiet", "--color", "never", "--manifest-path"])
        .arg(&manifest)
        .arg("--target-dir")
        .arg(&target);
    command
}

/// The first block after `section` in the user's guide that opens with `fence`, without
/// its fences: for the tests that check that the guide shows their code verbatim.
///
/// # Panics
///
/// If the guide has no such section or block.
pub fn guide_block(section: &str, fence: &str) -> &'static str {
    let guide = include_str!("../../uuid-runtime/README.md");
    let rest = &guide[guide.find(section).expect("the section")..];
    let start = rest.find(fence).expect("the block") + fence.len();
    let end = rest[start..].find("\n```\n").expect("the block's end");
    &rest[start..=start + end]
}

/// `code` as it stands in a function body: each line indented by four spaces.
pub fn in_a_body<'a>(code: impl IntoIterator<Item = &'a str>) -> String {
    code.into_iter()
        .map(|line| match line {
            "" => "\n".to_owned(),
            line => format!("    {line}\n"),
        })
        .collect()
}

pub mod mariadb;
pub mod postgres;
pub mod python;
pub mod redis;
pub mod temp_dir;
mod throwaway;

pub use throwaway::or_skip;
