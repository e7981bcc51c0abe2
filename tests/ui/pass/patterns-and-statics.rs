// `uuid!` and the name-based macros expand to paths: they work in `const`, `static`,
// `let` and `match` patterns, whatever the text form of the literal.
use uuid_runtime::{uuid, uuid_v3, uuid_v5, uuid_v8_sha256, Uuid};

const HYPHENATED: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
static SIMPLE: Uuid = uuid!("67E5504410B1426F9247BB680E5FE0C8");
const BRACED: Uuid = uuid!("{67e55044-10b1-426f-9247-bb680e5fe0c8}");
const URN: Uuid = uuid!("URN:UUID:67e55044-10b1-426f-9247-bb680e5fe0c8",);
const APP: Uuid = uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11");

fn name(id: Uuid) -> &'static str {
    match id {
        uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8") => "example",
        uuid_v3!(DNS, "www.example.com") => "v3",
        uuid_v5!(DNS, "www.example.com") => "v5",
        uuid_v8_sha256!(DNS, "www.example.com") => "v8",
        uuid_v5!(APP, "root") => "app root",
        Uuid::NIL => "nil",
        _ => "other",
    }
}

fn main() {
    assert_eq!(HYPHENATED, SIMPLE);
    assert_eq!(BRACED, URN);
    let local = uuid!("6ba7b810-9dad-11d1-80b4-00c04fd430c8");
    assert_eq!(local, Uuid::NAMESPACE_DNS);
    assert_eq!(name(HYPHENATED), "example");
    assert_eq!(name(Uuid::parse_str("5df41881-3aed-3515-88a7-2f4a814cf09e").unwrap()), "v3");
    assert_eq!(name(Uuid::parse_str("2ed6657d-e927-568b-95e1-2665a8aea6a2").unwrap()), "v5");
    assert_eq!(name(Uuid::parse_str("5c146b14-3c52-8afd-938a-375d0df1fbf6").unwrap()), "v8");
    assert_eq!(name(Uuid::new_v5(&APP, b"root")), "app root");
    assert_eq!(name(Uuid::NIL), "nil");
}
