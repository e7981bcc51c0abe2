// Names in the user's scope do not leak into the expansion: the macros only use
// paths through `$crate` and `::core`.
#![allow(dead_code, non_camel_case_types)]

mod core {}
mod std {}
mod uuid_runtime {}
struct Ok;
struct Err;
struct Some;
struct None;
struct Uuid;
struct Literal;
type u128 = ();
type u8 = ();

const ID: ::uuid_runtime::Uuid = ::uuid_runtime::uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8");
const V5: ::uuid_runtime::Uuid = ::uuid_runtime::uuid_v5!(DNS, "www.example.com");
const NESTED: ::uuid_runtime::Uuid =
    ::uuid_runtime::uuid_v3!(::uuid_runtime::uuid!("6ba7b810-9dad-11d1-80b4-00c04fd430c8"), b"www.example.com");
const FROM_CONST: ::uuid_runtime::Uuid = ::uuid_runtime::uuid_v8_sha256!(ID, "x");

fn main() {
    assert_eq!(ID.to_string(), "67e55044-10b1-426f-9247-bb680e5fe0c8");
    assert_eq!(V5.to_string(), "2ed6657d-e927-568b-95e1-2665a8aea6a2");
    assert_eq!(NESTED.to_string(), "5df41881-3aed-3515-88a7-2f4a814cf09e");
    assert_eq!(FROM_CONST, ::uuid_runtime::Uuid::new_v8_sha256(&ID, b"x"));
}
