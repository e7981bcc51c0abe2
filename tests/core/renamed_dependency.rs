//! Builds `tests/crates/renamed-without-attribute`, which depends on
//! `ids = { package = "uuid-runtime", ... }` and derives `TypedId` without
//! `#[typed_id(crate = "ids")]`: the build fails with one error, which names the rename
//! and the attribute, and the code that uses the type adds none.

use uuid_test_support::build_test_crate;

#[test]
fn a_renamed_dependency_without_the_crate_attribute_is_one_error() {
    let output = build_test_crate("renamed-without-attribute");
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
