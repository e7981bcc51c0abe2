//! Compile-time behaviour of the macros: every mistake is a precise compile error
//! (`tests/ui/`, one mistake per file, with its `.stderr`), and the accepted forms
//! compile and run (`tests/pass/`).

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    cases.pass("tests/pass/*.rs");
}
