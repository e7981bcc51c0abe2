//! Compile-time behaviour of the macros: every mistake is a precise compile error
//! (`fail/`, one mistake per file, with its `.stderr`), and the accepted forms
//! compile and run (`pass/`).

#[test]
fn ui() {
    // For `uuid!(env!("APP_ID"))` in `pass/constant-expressions.rs`; trybuild's builds
    // inherit this process's environment. Its project has no profile of the workspace's:
    // without debug information it takes a fraction of the disk.
    // SAFETY: set before any other thread of this test binary reads the environment.
    #[allow(unsafe_code)]
    unsafe {
        std::env::set_var("APP_ID", "67e55044-10b1-426f-9247-bb680e5fe0c8");
        std::env::set_var("CARGO_PROFILE_DEV_DEBUG", "0");
    }
    let cases = trybuild::TestCases::new();
    cases.compile_fail("fail/*.rs");
    cases.pass("pass/*.rs");
}
