//! Builds `tests/crates/renamed-without-attribute`, which depends on
//! `ids = { package = "uuid-runtime", ... }` and derives `TypedId` without
//! `#[typed_id(crate = "ids")]`: the build fails with one error, which names the rename
//! and the attribute, and the code that uses the type adds none.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn a_renamed_dependency_without_the_crate_attribute_is_one_error() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let manifest = root.join("tests/crates/renamed-without-attribute/Cargo.toml");
    // Beside this build's own, as trybuild does; shared with the no_std crate's test.
    let target = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.parent()?.join("tests/crates")))
        .unwrap_or_else(|| root.join("target/tests/crates"));
    let output = Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--color", "never", "--manifest-path"])
        .arg(&manifest)
        .arg("--target-dir")
        .arg(&target)
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "the build should fail:\n{stderr}");
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|line| line.starts_with("error"))
        .filter(|line| !line.starts_with("error: could not compile"))
        .collect();
    assert_eq!(
        errors,
        [
            "error: `uuid-runtime` is renamed to `ids` in Cargo.toml, so the derived code \
             cannot name it `uuid_runtime`"
        ],
        "{stderr}"
    );
    assert!(
        stderr.contains("help: add `#[typed_id(crate = \"ids\")]`"),
        "{stderr}"
    );
}
