//! Whether the crate being compiled renamed its `uuid-runtime` dependency, so that the
//! derived code's `::uuid_runtime` paths would not resolve: then the derive asks for
//! `#[typed_id(crate = "...")]` instead of leaving the user a page of unresolved paths.
//!
//! Reads the `Cargo.toml` Cargo names in `CARGO_MANIFEST_DIR`, line by line: enough for
//! the two ways a rename is written (`ids = { package = "uuid-runtime", ... }` in a
//! dependency table, or a `[dependencies.ids]` table with `package = "uuid-runtime"`),
//! without a TOML parser to build. Anything it cannot read counts as not renamed.

use std::path::Path;

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

const PACKAGE: &str = "uuid-runtime";

/// The path to `uuid_runtime` for a derive without a `crate = "..."` setting:
/// `::uuid_runtime`, or, where the crate renamed the dependency, an error at `ident`
/// asking for `#[<attribute>(crate = "...")]` and the renamed path (so that the stand-in
/// items still resolve).
pub(crate) fn default_path(
    ident: &Ident,
    attribute: &str,
    errors: &mut Vec<syn::Error>,
) -> TokenStream {
    let Some(renamed) = renamed_runtime() else {
        return quote!(::uuid_runtime);
    };
    errors.push(syn::Error::new(
        ident.span(),
        format!(
            "`uuid-runtime` is renamed to `{renamed}` in Cargo.toml, so the derived code \
             cannot name it `uuid_runtime`\n\
             help: add `#[{attribute}(crate = \"{renamed}\")]`"
        ),
    ));
    let renamed = Ident::new(&renamed, Span::call_site());
    quote!(::#renamed)
}

/// The name the crate being compiled gives `uuid-runtime`, if it renamed it and does
/// not also depend on it under its own name.
pub(crate) fn renamed_runtime() -> Option<String> {
    let dir = std::env::var_os("CARGO_MANIFEST_DIR")?;
    let manifest = std::fs::read_to_string(Path::new(&dir).join("Cargo.toml")).ok()?;
    renamed_in(&manifest)
}

/// [`renamed_runtime`] for the text of a manifest.
fn renamed_in(manifest: &str) -> Option<String> {
    let mut renamed = None;
    let mut plain = false;
    // The dependency a `[dependencies.<name>]` header opened, if one is open.
    let mut table: Option<String> = None;
    let mut in_dependencies = false;
    for line in manifest.lines() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if let Some(header) = line.strip_prefix('[') {
            let header = header.trim_end_matches(']').trim();
            let parts: Vec<&str> = header.split('.').map(str::trim).collect();
            let position = parts.iter().rposition(|part| is_dependency_table(part));
            in_dependencies = position == Some(parts.len() - 1);
            table = position
                .filter(|&at| at + 2 == parts.len())
                .map(|at| unquote(parts[at + 1]).to_owned());
            if table.as_deref().is_some_and(is_plain) {
                plain = true;
            }
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let (key, value) = (unquote(key.trim()), value.trim());
        if let Some(name) = &table {
            if key == "package" && unquote(value) == PACKAGE {
                renamed = Some(name.clone());
            }
        } else if in_dependencies {
            if value.contains("package") && names_package(value) {
                renamed = Some(key.to_owned());
            } else if is_plain(key) {
                plain = true;
            }
        }
    }
    renamed
        .filter(|name| !is_plain(name) && !plain)
        .map(|name| name.replace('-', "_"))
}

fn is_dependency_table(part: &str) -> bool {
    matches!(
        part,
        "dependencies" | "dev-dependencies" | "build-dependencies"
    )
}

/// `uuid-runtime` under its own name.
fn is_plain(name: &str) -> bool {
    name == PACKAGE || name == "uuid_runtime"
}

/// Whether an inline table says `package = "uuid-runtime"`.
fn names_package(table: &str) -> bool {
    table
        .trim_matches(|c| c == '{' || c == '}')
        .split(',')
        .filter_map(|entry| entry.split_once('='))
        .any(|(key, value)| key.trim() == "package" && unquote(value.trim()) == PACKAGE)
}

fn unquote(text: &str) -> &str {
    text.trim_matches(|c| c == '"' || c == '\'')
}

#[cfg(test)]
mod tests {
    use super::renamed_in;

    #[test]
    fn finds_a_rename_in_an_inline_table() {
        let manifest = r#"
[package]
name = "app"

[dependencies]
serde = "1"
ids = { package = "uuid-runtime", version = "0.1", features = ["serde"] } # renamed
"#;
        assert_eq!(renamed_in(manifest).as_deref(), Some("ids"));
    }

    #[test]
    fn finds_a_rename_in_a_dependency_table() {
        let manifest = r#"
[target.'cfg(unix)'.dependencies.my-ids]
package = "uuid-runtime"
path = "../uuid-runtime"
"#;
        assert_eq!(renamed_in(manifest).as_deref(), Some("my_ids"));
    }

    #[test]
    fn the_plain_name_wins_and_other_packages_do_not_count() {
        let both = r#"
[dependencies]
uuid-runtime = "0.1"
[dev-dependencies]
ids = { package = "uuid-runtime", version = "0.1" }
"#;
        assert_eq!(renamed_in(both), None);
        let other = r#"
[dependencies]
ids = { package = "uuid", version = "1" }
[package]
name = "x"
package = "uuid-runtime"
"#;
        assert_eq!(renamed_in(other), None);
        assert_eq!(renamed_in("[dependencies]\nuuid-runtime = \"0.1\"\n"), None);
    }
}
