//! The workspace's examples as binaries, for the tests that run them as processes: each
//! is built by the cargo that runs the test, and found in cargo's JSON messages.

use std::path::PathBuf;
use std::process::Command;

use serde_json::Value;

/// Builds the executables `names` of the workspace's package `package` (its binaries,
/// or with `kind` `"--example"` its examples) with the cargo that runs the test, in the
/// test's profile (a test of another package builds none of them, and the build also
/// makes a stale binary fresh), and returns each name with the path cargo reports for
/// its binary, so any target directory works.
///
/// # Panics
///
/// If the build fails, or cargo names no binary for one of `names`.
pub fn build(package: &str, kind: &str, names: &[&str]) -> Vec<(String, PathBuf)> {
    let mut build = Command::new(env!("CARGO"));
    build.args(["build", "--package", package]);
    for name in names {
        build.args([kind, name]);
    }
    build
        .arg("--message-format=json")
        .arg("--manifest-path")
        .arg(crate::workspace_root().join("Cargo.toml"));
    if !cfg!(debug_assertions) {
        build.arg("--release");
    }
    let output = build.output().expect("cargo runs");
    assert!(
        output.status.success(),
        "building the examples failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let built: Vec<(String, PathBuf)> = String::from_utf8(output.stdout)
        .expect("cargo writes UTF-8 JSON")
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|message| message["reason"] == "compiler-artifact")
        .filter_map(|message| {
            let name = message["target"]["name"].as_str()?.to_owned();
            Some((name, PathBuf::from(message["executable"].as_str()?)))
        })
        .collect();
    for name in names {
        assert!(
            built.iter().any(|(found, _)| found == name),
            "cargo names the executable of example `{name}`"
        );
    }
    built
}
