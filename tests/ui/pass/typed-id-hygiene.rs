//! The generated code uses absolute paths only: names in the user's scope (`core`,
//! `Ok`, `Uuid`, `u8`, `str`, lowercase constants named like the generated
//! parameters) do not change it, and every generated public item is documented.
#![deny(missing_docs)]
#![allow(dead_code, non_camel_case_types, non_upper_case_globals)]

mod core {}
mod std {}
struct Ok;
struct Err;
struct Some;
struct None;
struct Option;
struct Result;
type u8 = ();
type str = ();
const uuid: () = ();
const name: () = ();
const id: () = ();
const s: () = ();
const f: () = ();
const err: () = ();
const serializer: () = ();
const deserializer: () = ();

/// A user.
#[derive(::uuid_runtime::TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(::uuid_runtime::Uuid);

/// A page.
#[derive(::uuid_runtime::TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
pub struct PageId {
    uuid: ::uuid_runtime::Uuid,
}

fn main() {
    let user = UserId::new();
    assert_eq!(user.to_string().parse::<UserId>().unwrap(), user);
    let page = PageId::from_name(b"https://example.com/");
    assert_eq!(page.to_string().parse::<PageId>().unwrap(), page);
}
