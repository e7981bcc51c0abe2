//! `src/shared` is a symbolic link to `uuid-runtime/src/shared`, the code both crates
//! share. A checkout without symbolic links (Git on Windows without them enabled,
//! some archive tools) leaves a plain file there holding the link's target; then
//! compile the shared code from the runtime's folder directly, as
//! `serde_derive_internals` does. A published package holds real files.

use std::path::Path;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(uuid_runtime_macros_shared_from_runtime)");
    println!("cargo::rerun-if-changed=src/shared");
    let dir = std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default();
    if !Path::new(&dir).join("src/shared/mod.rs").is_file() {
        println!("cargo::rustc-cfg=uuid_runtime_macros_shared_from_runtime");
    }
}
