//! Builds `tests/crates/no-std-renamed`: a `#![no_std]` user crate that depends on
//! `my_uuid = { package = "uuid-runtime", default-features = false, features = ["macros"] }`
//! and uses every macro, in `const`, `static` and `match` patterns, and the derive.

use uuid_test_support::build_test_crate;

#[test]
fn a_no_std_crate_with_a_renamed_dependency_builds() {
    let output = build_test_crate("no-std-renamed");
    assert!(
        output.status.success(),
        "the no_std crate failed to build:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
