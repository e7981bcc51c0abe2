//! The README's first command, `cargo run --example quickstart`: it runs, and what it
//! prints is what it says (the forms of one UUID read back to it, the errors the
//! parsers' own).

use uuid_test_support::examples;

use std::process::Command;

use uuid_runtime::Uuid;

/// The value after `label` on its line of `stdout`.
fn value<'a>(stdout: &'a str, label: &str) -> &'a str {
    let line = stdout
        .lines()
        .find(|line| line.starts_with(label))
        .unwrap_or_else(|| panic!("no line `{label}` in:\n{stdout}"));
    line[label.len()..].split_whitespace().next().unwrap()
}

#[test]
fn the_quickstart_prints_real_values() {
    let (_, binary) = examples::build("uuid-toolkit", "--example", &["quickstart"]).swap_remove(0);
    let output = Command::new(binary).output().expect("the example runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).unwrap();

    // The name-based UUIDs are RFC 9562's vectors (A.2, A.4, B.2).
    assert_eq!(
        value(&stdout, "v3 (MD5)"),
        "5df41881-3aed-3515-88a7-2f4a814cf09e"
    );
    assert_eq!(
        value(&stdout, "v5 (SHA-1)"),
        "2ed6657d-e927-568b-95e1-2665a8aea6a2"
    );
    assert_eq!(
        value(&stdout, "v8 (SHA-256)"),
        "5c146b14-3c52-8afd-938a-375d0df1fbf6"
    );

    // The first v7 in every text form, each read back to it.
    let v7: Uuid = value(&stdout, "v7 ").parse().unwrap();
    assert_eq!(v7.get_version_num(), 7);
    assert_eq!(
        uuid_runtime::fmt::Ulid::try_parse(value(&stdout, "ULID"))
            .map(uuid_runtime::fmt::Ulid::into_uuid),
        Ok(v7)
    );
    assert_eq!(
        uuid_runtime::fmt::Base64Url::try_parse(value(&stdout, "base64url"))
            .map(uuid_runtime::fmt::Base64Url::into_uuid),
        Ok(v7)
    );
    assert_eq!(
        uuid_runtime::fmt::Base58::try_parse(value(&stdout, "base58"))
            .map(uuid_runtime::fmt::Base58::into_uuid),
        Ok(v7)
    );
    assert_eq!(
        uuid_runtime::fmt::Base62::try_parse(value(&stdout, "base62"))
            .map(uuid_runtime::fmt::Base62::into_uuid),
        Ok(v7)
    );
    assert_eq!(value(&stdout, "read back"), "true");
    assert_eq!(value(&stdout, "parsed back"), "true");

    // The errors are the parsers'.
    let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cg").unwrap_err();
    assert!(stdout.contains(&err.to_string()), "{stdout}");
    let err = uuid_runtime::fmt::Ulid::try_parse("01H455VB4PEX5VSKNK084SNO2Q")
        .map(uuid_runtime::fmt::Ulid::into_uuid)
        .unwrap_err();
    assert!(
        stdout.contains(&format!("{err} (did you mean `0`?)")),
        "{stdout}"
    );
}
