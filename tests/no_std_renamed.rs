//! Builds `tests/crates/no-std-renamed`: a `#![no_std]` user crate that depends on
//! `my_uuid = { package = "uuid-runtime", default-features = false, features = ["macros"] }`
//! and uses every macro, in `const`, `static` and `match` patterns, and the derive.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn a_no_std_crate_with_a_renamed_dependency_builds() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let manifest = root.join("tests/crates/no-std-renamed/Cargo.toml");
    // A target directory of its own, inside this build's, as trybuild does.
    let target = std::env::current_exe()
        .ok()
        .and_then(|exe| {
            Some(
                exe.parent()?
                    .parent()?
                    .parent()?
                    .join("tests/crates"),
            )
        })
        .unwrap_or_else(|| root.join("target/tests/crates"));
    let output = Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--manifest-path"])
        .arg(&manifest)
        .arg("--target-dir")
        .arg(&target)
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "the no_std crate failed to build:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
