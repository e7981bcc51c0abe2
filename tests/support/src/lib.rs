//! What the workspace's test suites share (not published): the typed IDs and values
//! they store and send ([`ids`]), reading the errors integrations return ([`errors`]),
//! the throwaway servers ([`postgres`], [`mariadb`], [`redis`], [`clickhouse`]), the Python engines
//! ([`python`]), generators' test clocks ([`generators`]), independent name-based UUIDs
//! ([`reference`]), the time windows every store is asked for ([`windows`]), and builds
//! of the workspace's examples and user crates.
// Helpers for tests, whose names say what they do; a failed assertion is their error.
#![allow(missing_docs, clippy::missing_panics_doc)]

use std::path::Path;
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
    let root = workspace_root();
    let manifest = root.join("tests/crates").join(name).join("Cargo.toml");
    let target = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.parent()?.join("tests/crates")))
        .unwrap_or_else(|| root.join("target/tests/crates"));
    let mut command = Command::new(env!("CARGO"));
    // Without debug information, which no test of these crates reads, nor incremental
    // compilation's saved state (each is built once a run): a fraction of the disk.
    command.env("CARGO_PROFILE_DEV_DEBUG", "0");
    command.env("CARGO_INCREMENTAL", "0");
    command
        .args([subcommand, "--quiet", "--color", "never", "--manifest-path"])
        .arg(&manifest)
        .arg("--target-dir")
        .arg(&target);
    command
}

/// `full`, or a 250th of it (at least one) under Miri, which interprets every
/// instruction: CI's search for undefined behaviour runs the tests that reach `unsafe`
/// code with the same properties on fewer inputs.
pub const fn scaled(full: usize) -> usize {
    if cfg!(miri) { full.div_ceil(250) } else { full }
}

/// Every `miri_step`th of `all` under Miri (see [`scaled`]), all of it otherwise.
pub fn sampled<I: Iterator>(all: I, miri_step: usize) -> std::iter::StepBy<I> {
    all.step_by(if cfg!(miri) { miri_step } else { 1 })
}

/// The repository's top directory, where the workspace's `Cargo.toml` is.
pub fn workspace_root() -> &'static Path {
    let support = Path::new(env!("CARGO_MANIFEST_DIR"));
    support
        .ancestors()
        .nth(2)
        .expect("tests/support is two levels down")
}

/// The first block after `after` in the user's guide page `page` that opens with `fence`,
/// without its fences: for the tests that check that the guide shows their code
/// verbatim. `page` is a file of the workspace: a module whose `//!` lines are its page
/// (an integration's), or a Markdown page.
///
/// # Panics
///
/// If there is no such page, text or block.
pub fn guide_block(page: &str, after: &str, fence: &str) -> String {
    let source = std::fs::read_to_string(workspace_root().join(page)).expect("the page");
    let module = std::path::Path::new(page).extension() == Some("rs".as_ref());
    let text = if module {
        let mut docs = String::new();
        for line in source.lines().filter_map(|line| line.strip_prefix("//!")) {
            docs.push_str(line.strip_prefix(' ').unwrap_or(line));
            docs.push('\n');
        }
        docs
    } else {
        source
    };
    let rest = &text[text.find(after).expect("the text before the block")..];
    let start = rest.find(fence).expect("the block") + fence.len();
    let end = rest[start..].find("\n```\n").expect("the block's end");
    rest[start..=start + end].to_owned()
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

pub mod clickhouse;
pub mod coverage;
pub mod errors;
pub mod examples;
pub mod generators;
pub mod ids;
pub mod mariadb;
pub mod postgres;
pub mod python;
pub mod redis;
pub mod reference;
pub mod temp_dir;
mod throwaway;
pub mod windows;

pub use throwaway::or_skip;
